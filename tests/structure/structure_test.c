/*
 * structure_test.c -- the structure operations of tenferro.h section 7
 * (concatenate, stack, pad, diagonal, diag_embed, trace, flip, roll,
 * tril/triu, broadcast_to) against plain reference loops written from
 * NumPy's definitions, in the allocating form, the _into form on a
 * column-major output and on a complex dtype; every VJP against the
 * adjoint identity <op(x), g> = <x, vjp(g)> (for a linear map the central
 * finite difference of <op(x), g> along d is exactly <op(d), g>, which the
 * identity checks); bad input: status, message naming the argument, output
 * untouched.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "test_util.h"

static tf_engine* E;

static int setup(void** s) {
  (void)s;
  return tf_engine_create_serial(&E) == TF_OK ? 0 : -1;
}
static int teardown(void** s) {
  (void)s;
  tf_engine_destroy(E);
  return 0;
}

/* ------------------------------------------------------------- helpers */

static int64_t numel(int nd, const int64_t* sh) {
  int64_t n = 1;
  int i;
  for (i = 0; i < nd; ++i) n *= sh[i];
  return n;
}
/* row-major flat index -> multi-index */
static void unravel(int64_t f, int nd, const int64_t* sh, int64_t* idx) {
  int i;
  for (i = nd - 1; i >= 0; --i) {
    idx[i] = sh[i] ? f % sh[i] : 0;
    f = sh[i] ? f / sh[i] : 0;
  }
}
static int64_t ravel(int nd, const int64_t* sh, const int64_t* idx) {
  int64_t f = 0;
  int i;
  for (i = 0; i < nd; ++i) f = f * sh[i] + idx[i];
  return f;
}
static double val(int64_t f) { return 0.25 * (double)((f * 7919) % 97) - 11.0; }

static tf_tensor* make(int nd, const int64_t* sh, const double* d) {
  tf_tensor* t;
  CHECK_OK(tf_tensor_from_data(E, TF_F64, nd, sh, NULL, d, TF_ROW_MAJOR, &t));
  return t;
}
static tf_tensor* make_seq(int nd, const int64_t* sh, int64_t seed) {
  int64_t n = numel(nd, sh), i;
  double* d = malloc(sizeof(double) * (size_t)(n ? n : 1));
  tf_tensor* t;
  for (i = 0; i < n; ++i) d[i] = val(i + seed);
  t = make(nd, sh, d);
  free(d);
  return t;
}
static double* read_all(const tf_tensor* t, int64_t* n) {
  int64_t k;
  double* d;
  CHECK_OK(tf_tensor_numel(t, &k));
  d = malloc(sizeof(double) * (size_t)(k ? k : 1));
  CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, d, sizeof(double) * (size_t)k));
  *n = k;
  return d;
}
/* t's shape must be (nd, sh) and its values want[] (row-major). */
static void expect_tensor(const tf_tensor* t, int nd, const int64_t* sh, const double* want) {
  int32_t tnd;
  int64_t tsh[TF_MAX_RANK], n, i;
  double* got;
  int k;
  CHECK_OK(tf_tensor_ndim(t, &tnd));
  assert_int_equal(tnd, nd);
  CHECK_OK(tf_tensor_shape(t, tsh));
  for (k = 0; k < nd; ++k) assert_int_equal(tsh[k], sh[k]);
  got = read_all(t, &n);
  for (i = 0; i < n; ++i)
    if (fabs(got[i] - want[i]) > 1e-12 * (1 + fabs(want[i]))) {
      print_error("element %lld: got %g, want %g\n", (long long)i, got[i], want[i]);
      fail();
    }
  free(got);
}
/* A column-major tensor of (nd, sh) to write into. */
static tf_tensor* colmajor(int nd, const int64_t* sh) {
  tf_tensor* t;
  CHECK_OK(tf_tensor_zeros(E, TF_F64, nd, sh, TF_COL_MAJOR, &t));
  return t;
}
static double dot_t(const tf_tensor* a, const tf_tensor* b) {
  tf_scalar s;
  CHECK_OK(tf_dot(E, a, b, &s));
  return s.re;
}

/* Runs one op both ways (allocating, _into a column-major output) and
 * compares with the reference want of shape (nd, sh). */
typedef tf_status (*AllocFn)(const void* ctx, const tf_tensor* x, tf_tensor** out);
typedef tf_status (*IntoFn)(const void* ctx, const tf_tensor* x, tf_tensor* out);
typedef tf_status (*VjpFn)(const void* ctx, const tf_tensor* x, const tf_tensor* g,
                           tf_tensor** gx);
static void check_op(const void* ctx, AllocFn fa, IntoFn fi, VjpFn fv, const tf_tensor* x,
                     int nd, const int64_t* sh, const double* want) {
  tf_tensor *out, *o2, *g, *gx;
  int32_t xnd;
  int64_t xsh[TF_MAX_RANK];
  double lhs, rhs;
  CHECK_OK(fa(ctx, x, &out));
  expect_tensor(out, nd, sh, want);
  o2 = colmajor(nd, sh);
  CHECK_OK(fi(ctx, x, o2));
  expect_tensor(o2, nd, sh, want);
  if (!fv) { /* an affine map (pad with value != 0): forward only */
    tf_tensor_release(out);
    tf_tensor_release(o2);
    return;
  }
  /* adjoint identity with a cotangent of the result's shape */
  g = make_seq(nd, sh, 31);
  CHECK_OK(fv(ctx, x, g, &gx));
  CHECK_OK(tf_tensor_ndim(x, &xnd));
  CHECK_OK(tf_tensor_shape(x, xsh));
  {
    int32_t gnd;
    int64_t gsh[TF_MAX_RANK];
    int k;
    CHECK_OK(tf_tensor_ndim(gx, &gnd));
    CHECK_OK(tf_tensor_shape(gx, gsh));
    assert_int_equal(gnd, xnd);
    for (k = 0; k < xnd; ++k) assert_int_equal(gsh[k], xsh[k]);
  }
  lhs = dot_t(out, g);
  rhs = dot_t(x, gx);
  if (fabs(lhs - rhs) > 1e-9 * (1 + fabs(lhs))) {
    print_error("adjoint identity: <op(x), g> = %.17g, <x, vjp(g)> = %.17g\n", lhs, rhs);
    fail();
  }
  tf_tensor_release(out);
  tf_tensor_release(o2);
  tf_tensor_release(g);
  tf_tensor_release(gx);
}

/* --------------------------------------------------- one-input ops: glue */

typedef struct {
  int64_t offset;
  int32_t a1, a2;
  int32_t naxes;
  const int32_t* axes;
  const int64_t *before, *after;
  tf_scalar value;
  int32_t ndim;
  const int64_t* shape;
} Ctx;
#define C(ctx) ((const Ctx*)(ctx))

#define GLUE(NAME, ARGS_A, ARGS_V)                                                       \
  static tf_status NAME##_a(const void* c, const tf_tensor* x, tf_tensor** o) {          \
    return tf_##NAME(E, x, ARGS_A, o);                                                    \
  }                                                                                       \
  static tf_status NAME##_i(const void* c, const tf_tensor* x, tf_tensor* o) {           \
    return tf_##NAME##_into(E, x, ARGS_A, o);                                             \
  }                                                                                       \
  static tf_status NAME##_v(const void* c, const tf_tensor* x, const tf_tensor* g,       \
                            tf_tensor** o) {                                              \
    return tf_##NAME##_vjp(E, x, ARGS_V, g, o);                                           \
  }
#define COMMA ,
GLUE(diagonal, C(c)->offset COMMA C(c)->a1 COMMA C(c)->a2, C(c)->offset COMMA C(c)->a1 COMMA C(c)->a2)
GLUE(diag_embed, C(c)->offset COMMA C(c)->a1 COMMA C(c)->a2, C(c)->offset COMMA C(c)->a1 COMMA C(c)->a2)
GLUE(trace, C(c)->offset COMMA C(c)->a1 COMMA C(c)->a2, C(c)->offset COMMA C(c)->a1 COMMA C(c)->a2)
GLUE(flip, C(c)->naxes COMMA C(c)->axes, C(c)->naxes COMMA C(c)->axes)
GLUE(roll, C(c)->offset COMMA C(c)->a1, C(c)->offset COMMA C(c)->a1)
GLUE(tril, C(c)->offset, C(c)->offset)
GLUE(triu, C(c)->offset, C(c)->offset)
GLUE(pad, C(c)->before COMMA C(c)->after COMMA C(c)->value, C(c)->before COMMA C(c)->after)
GLUE(broadcast_to, C(c)->ndim COMMA C(c)->shape, C(c)->ndim COMMA C(c)->shape)

static tf_scalar kZeroScalar(void) {
  tf_scalar z = {0, 0};
  return z;
}

static int norm(int a, int nd) { return a < 0 ? a + nd : a; }

/* ------------------------------------------------------------------ tests */

static void test_diagonal_and_trace(void** s) {
  const int64_t sh[3] = {3, 4, 5};
  tf_tensor* x = make_seq(3, sh, 0);
  int a1, a2;
  int64_t off;
  (void)s;
  for (a1 = -3; a1 < 3; ++a1)
    for (a2 = -3; a2 < 3; ++a2) {
      int n1 = norm(a1, 3), n2 = norm(a2, 3), rest = 3 - n1 - n2;
      if (n1 == n2) continue;
      for (off = -5; off <= 6; ++off) {
        Ctx c = {0};
        int64_t len, osh[2], tsh[1], k, b, idx[3];
        double want[32], tw[8];
        c.offset = off;
        c.a1 = a1;
        c.a2 = a2;
        len = off >= 0 ? (sh[n2] - off < sh[n1] ? sh[n2] - off : sh[n1])
                       : (sh[n1] + off < sh[n2] ? sh[n1] + off : sh[n2]);
        if (len < 0) len = 0;
        osh[0] = sh[rest];
        osh[1] = len;
        tsh[0] = sh[rest];
        for (b = 0; b < sh[rest]; ++b) {
          tw[b] = 0;
          for (k = 0; k < len; ++k) {
            idx[rest] = b;
            idx[n1] = off >= 0 ? k : k - off;
            idx[n2] = off >= 0 ? k + off : k;
            want[b * len + k] = val(ravel(3, sh, idx));
            tw[b] += want[b * len + k];
          }
        }
        check_op(&c, diagonal_a, diagonal_i, diagonal_v, x, 2, osh, want);
        check_op(&c, trace_a, trace_i, trace_v, x, 1, tsh, tw);
        /* the view sees the same elements */
        {
          tf_tensor* v;
          CHECK_OK(tf_diagonal_view(x, off, a1, a2, &v));
          expect_tensor(v, 2, osh, want);
          tf_tensor_release(v);
        }
      }
    }
  tf_tensor_release(x);
}

static void test_diag_embed(void** s) {
  const int64_t sh[2] = {2, 3};
  tf_tensor* x = make_seq(2, sh, 5);
  int a1, a2;
  int64_t off;
  (void)s;
  for (a1 = -3; a1 < 3; ++a1)
    for (a2 = -3; a2 < 3; ++a2) {
      int n1 = norm(a1, 3), n2 = norm(a2, 3), rest = 3 - n1 - n2;
      if (n1 == n2) continue;
      for (off = -3; off <= 3; ++off) {
        Ctx c = {0};
        int64_t m = 3 + (off < 0 ? -off : off), osh[3], f, idx[3];
        double want[2 * 6 * 6];
        c.offset = off;
        c.a1 = a1;
        c.a2 = a2;
        osh[n1] = osh[n2] = m;
        osh[rest] = 2;
        for (f = 0; f < numel(3, osh); ++f) {
          unravel(f, 3, osh, idx);
          want[f] = 0;
          if (idx[n2] - idx[n1] == off) {
            int64_t k = off >= 0 ? idx[n1] : idx[n2];
            want[f] = val(idx[rest] * 3 + k + 5);
          }
        }
        check_op(&c, diag_embed_a, diag_embed_i, diag_embed_v, x, 3, osh, want);
      }
    }
  tf_tensor_release(x);
}

static void test_flip_roll(void** s) {
  const int64_t sh[3] = {2, 3, 4};
  tf_tensor* x = make_seq(3, sh, 2);
  int mask, ax;
  int64_t shift, f, idx[3], j[3];
  double want[24];
  (void)s;
  for (mask = 0; mask < 8; ++mask) {
    Ctx c = {0};
    int32_t axes[3];
    int k;
    c.naxes = 0;
    for (k = 0; k < 3; ++k)
      if (mask & (1 << k)) axes[c.naxes++] = k - (k == 2 ? 3 : 0); /* -1 for axis 2 */
    c.axes = axes;
    for (f = 0; f < 24; ++f) {
      unravel(f, 3, sh, idx);
      for (k = 0; k < 3; ++k) j[k] = (mask & (1 << k)) ? sh[k] - 1 - idx[k] : idx[k];
      want[f] = val(ravel(3, sh, j) + 2);
    }
    check_op(&c, flip_a, flip_i, flip_v, x, 3, sh, want);
  }
  { /* axes NULL, naxes 0: every axis */
    Ctx c = {0};
    for (f = 0; f < 24; ++f) want[f] = val(23 - f + 2);
    check_op(&c, flip_a, flip_i, flip_v, x, 3, sh, want);
  }
  for (ax = -3; ax < 3; ++ax)
    for (shift = -9; shift <= 9; ++shift) {
      Ctx c = {0};
      int n = norm(ax, 3);
      c.offset = shift;
      c.a1 = ax;
      for (f = 0; f < 24; ++f) {
        int k;
        unravel(f, 3, sh, idx);
        for (k = 0; k < 3; ++k) j[k] = idx[k];
        j[n] = (((idx[n] - shift) % sh[n]) + sh[n]) % sh[n]; /* out[i] = x[i - shift] */
        want[f] = val(ravel(3, sh, j) + 2);
      }
      check_op(&c, roll_a, roll_i, roll_v, x, 3, sh, want);
    }
  tf_tensor_release(x);
}

static void test_tril_triu(void** s) {
  const int64_t sh[3] = {2, 3, 4};
  tf_tensor* x = make_seq(3, sh, 1);
  int64_t off, f, idx[3];
  double lo[24], up[24];
  (void)s;
  for (off = -5; off <= 6; ++off) {
    Ctx c = {0};
    c.offset = off;
    for (f = 0; f < 24; ++f) {
      unravel(f, 3, sh, idx);
      lo[f] = idx[2] - idx[1] <= off ? val(f + 1) : 0;
      up[f] = idx[2] - idx[1] >= off ? val(f + 1) : 0;
    }
    check_op(&c, tril_a, tril_i, tril_v, x, 3, sh, lo);
    check_op(&c, triu_a, triu_i, triu_v, x, 3, sh, up);
  }
  { /* extreme offsets do not overflow */
    Ctx c = {0};
    c.offset = INT64_MAX;
    for (f = 0; f < 24; ++f) up[f] = 0;
    check_op(&c, triu_a, triu_i, triu_v, x, 3, sh, up);
    c.offset = INT64_MIN;
    check_op(&c, tril_a, tril_i, tril_v, x, 3, sh, up);
  }
  tf_tensor_release(x);
}

static void test_pad(void** s) {
  const int64_t sh[2] = {2, 3}, before[2] = {1, 0}, after[2] = {0, 2}, osh[2] = {3, 5};
  tf_tensor* x = make_seq(2, sh, 0);
  Ctx c = {0};
  int64_t f, idx[2];
  double want[15];
  (void)s;
  c.before = before;
  c.after = after;
  c.value.re = 7.5;
  for (f = 0; f < 15; ++f) {
    unravel(f, 2, osh, idx);
    idx[0] -= before[0];
    idx[1] -= before[1];
    want[f] = (idx[0] >= 0 && idx[0] < 2 && idx[1] >= 0 && idx[1] < 3) ? val(ravel(2, sh, idx)) : 7.5;
  }
  check_op(&c, pad_a, pad_i, NULL, x, 2, osh, want);
  /* the linear part (value 0) satisfies the adjoint identity */
  c.value.re = 0;
  for (f = 0; f < 15; ++f)
    if (want[f] == 7.5) want[f] = 0;
  check_op(&c, pad_a, pad_i, pad_v, x, 2, osh, want);
  tf_tensor_release(x);
}

static void test_broadcast_to(void** s) {
  const int64_t sh[2] = {3, 1}, osh[3] = {2, 3, 4};
  tf_tensor *x = make_seq(2, sh, 0), *v;
  Ctx c = {0};
  int64_t f, idx[3], st[3];
  double want[24];
  (void)s;
  c.ndim = 3;
  c.shape = osh;
  for (f = 0; f < 24; ++f) {
    unravel(f, 3, osh, idx);
    want[f] = val(idx[1]);
  }
  check_op(&c, broadcast_to_a, broadcast_to_i, broadcast_to_v, x, 3, osh, want);
  CHECK_OK(tf_broadcast_to_view(x, 3, osh, &v));
  expect_tensor(v, 3, osh, want);
  CHECK_OK(tf_tensor_strides(v, st));
  assert_int_equal(st[0], 0);
  assert_int_equal(st[2], 0);
  tf_tensor_release(v);
  tf_tensor_release(x);
}

static void test_concatenate_stack(void** s) {
  const int64_t s0[2] = {2, 3}, s1[2] = {2, 1}, s2[2] = {2, 2};
  tf_tensor* xs[3];
  int axis;
  (void)s;
  xs[0] = make_seq(2, s0, 0);
  xs[1] = make_seq(2, s1, 100);
  xs[2] = make_seq(2, s2, 200);
  for (axis = 1; axis >= -1; axis -= 2) { /* axis 1 and -1 */
    const int64_t osh[2] = {2, 6};
    double want[12];
    int64_t i, j;
    tf_tensor *out, *o2, *g, *gx[3] = {0}, **gp[3];
    double lhs, rhs = 0;
    for (i = 0; i < 2; ++i)
      for (j = 0; j < 6; ++j)
        want[i * 6 + j] = j < 3 ? val(i * 3 + j) : j < 4 ? val(i + 100) : val(i * 2 + j - 4 + 200);
    CHECK_OK(tf_concatenate(E, 3, (const tf_tensor* const*)xs, axis, &out));
    expect_tensor(out, 2, osh, want);
    o2 = colmajor(2, osh);
    CHECK_OK(tf_concatenate_into(E, 3, (const tf_tensor* const*)xs, axis, o2));
    expect_tensor(o2, 2, osh, want);
    g = make_seq(2, osh, 7);
    for (i = 0; i < 3; ++i) gp[i] = &gx[i];
    CHECK_OK(tf_concatenate_vjp(E, 3, (const tf_tensor* const*)xs, axis, g, gp));
    lhs = dot_t(out, g);
    for (i = 0; i < 3; ++i) rhs += dot_t(xs[i], gx[i]);
    assert_true(fabs(lhs - rhs) < 1e-9 * (1 + fabs(lhs)));
    for (i = 0; i < 3; ++i) tf_tensor_release(gx[i]);
    tf_tensor_release(out);
    tf_tensor_release(o2);
    tf_tensor_release(g);
  }
  { /* axis 0 of equal-width parts; a skipped cotangent */
    tf_tensor* ys[2] = {xs[0], xs[0]};
    const int64_t osh[2] = {4, 3};
    double want[12];
    int64_t i;
    tf_tensor *out, *g, *gx0 = NULL, **gp[2];
    for (i = 0; i < 12; ++i) want[i] = val(i % 6);
    CHECK_OK(tf_concatenate(E, 2, (const tf_tensor* const*)ys, 0, &out));
    expect_tensor(out, 2, osh, want);
    g = make_seq(2, osh, 3);
    gp[0] = NULL;
    gp[1] = &gx0;
    CHECK_OK(tf_concatenate_vjp(E, 2, (const tf_tensor* const*)ys, 0, g, gp));
    for (i = 0; i < 6; ++i) want[i] = val(i + 6 + 3);
    expect_tensor(gx0, 2, s0, want);
    tf_tensor_release(gx0);
    tf_tensor_release(out);
    tf_tensor_release(g);
  }
  for (axis = -3; axis < 3; ++axis) { /* stack */
    int a = norm(axis, 3);
    int64_t osh[3], f, idx[3], k, j;
    double want[18], lhs, rhs = 0;
    tf_tensor* ys[3] = {xs[0], make_seq(2, s0, 50), make_seq(2, s0, 60)};
    tf_tensor *out, *o2, *g, *gx[3], *gi[3];
    for (k = 0, j = 0; k < 3; ++k) osh[k] = k == a ? 3 : s0[j++];
    for (f = 0; f < 18; ++f) {
      int64_t r[2];
      const int64_t seeds[3] = {0, 50, 60};
      unravel(f, 3, osh, idx);
      for (k = 0, j = 0; k < 3; ++k)
        if (k != a) r[j++] = idx[k];
      want[f] = val(ravel(2, s0, r) + seeds[idx[a]]);
    }
    CHECK_OK(tf_stack(E, 3, (const tf_tensor* const*)ys, axis, &out));
    expect_tensor(out, 3, osh, want);
    o2 = colmajor(3, osh);
    CHECK_OK(tf_stack_into(E, 3, (const tf_tensor* const*)ys, axis, o2));
    expect_tensor(o2, 3, osh, want);
    g = make_seq(3, osh, 9);
    for (k = 0; k < 3; ++k) gx[k] = gi[k] = colmajor(2, s0);
    CHECK_OK(tf_stack_vjp_into(E, 3, (const tf_tensor* const*)ys, axis, g, gi));
    lhs = dot_t(out, g);
    for (k = 0; k < 3; ++k) rhs += dot_t(ys[k], gx[k]);
    assert_true(fabs(lhs - rhs) < 1e-9 * (1 + fabs(lhs)));
    for (k = 0; k < 3; ++k) tf_tensor_release(gx[k]);
    tf_tensor_release(ys[1]);
    tf_tensor_release(ys[2]);
    tf_tensor_release(out);
    tf_tensor_release(o2);
    tf_tensor_release(g);
  }
  for (axis = 0; axis < 3; ++axis) tf_tensor_release(xs[axis]);
}

/* Complex elements move as pairs (16-byte elements). */
static void test_complex(void** s) {
  const int64_t sh[2] = {2, 2};
  const double d[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  const double flipped[8] = {7, 8, 5, 6, 3, 4, 1, 2};
  const double tr[2] = {1 + 7, 2 + 8};
  double got[8];
  tf_tensor *x, *o;
  (void)s;
  CHECK_OK(tf_tensor_from_data(E, TF_C128, 2, sh, NULL, d, TF_ROW_MAJOR, &x));
  CHECK_OK(tf_flip(E, x, 0, NULL, &o));
  CHECK_OK(tf_tensor_read(o, TF_ROW_MAJOR, got, sizeof got));
  assert_memory_equal(got, flipped, sizeof got);
  tf_tensor_release(o);
  CHECK_OK(tf_trace(E, x, 0, 0, 1, &o));
  CHECK_OK(tf_tensor_read(o, TF_ROW_MAJOR, got, 2 * sizeof(double)));
  assert_memory_equal(got, tr, sizeof tr);
  tf_tensor_release(o);
  tf_tensor_release(x);
}

static void test_bad_input(void** s) {
  const int64_t sh[2] = {2, 3}, sh1[1] = {3}, bad[2] = {3, 3}, neg[2] = {-1, 0}, z[2] = {0, 0};
  tf_tensor *x = make_seq(2, sh, 0), *v = make_seq(1, sh1, 0), *o = colmajor(2, bad), *r;
  tf_tensor *f32, *xs[2], *o23 = colmajor(2, sh);
  double before[9], after[9];
  const int32_t rep[2] = {0, -2};
  (void)s;
  CHECK_OK(tf_tensor_read(o, TF_ROW_MAJOR, before, sizeof before));
  r = (tf_tensor*)0x1;
  EXPECT_FAIL(tf_diagonal(E, x, 0, 0, 2, &r), TF_ERR_INVALID_ARGUMENT, "axis2");
  EXPECT_FAIL(tf_diagonal(E, x, 0, 1, -1, &r), TF_ERR_INVALID_ARGUMENT, "axis2");
  EXPECT_FAIL(tf_trace(E, v, 0, 0, 1, &r), TF_ERR_INVALID_ARGUMENT, "x");
  EXPECT_FAIL(tf_tril(E, v, 0, &r), TF_ERR_INVALID_ARGUMENT, "x");
  EXPECT_FAIL(tf_flip(E, x, 2, rep, &r), TF_ERR_INVALID_ARGUMENT, "axes");
  EXPECT_FAIL(tf_roll(E, x, 1, 2, &r), TF_ERR_INVALID_ARGUMENT, "axis");
  EXPECT_FAIL(tf_pad(E, x, neg, z, kZeroScalar(), &r), TF_ERR_INVALID_ARGUMENT, "before");
  EXPECT_FAIL(tf_pad(E, x, NULL, z, kZeroScalar(), &r), TF_ERR_INVALID_ARGUMENT, "before");
  EXPECT_FAIL(tf_broadcast_to_view(x, 2, bad, &r), TF_ERR_SHAPE_MISMATCH, "shape");
  EXPECT_FAIL(tf_diag_embed(E, x, 0, 0, 0, &r), TF_ERR_INVALID_ARGUMENT, "axis2");
  assert_ptr_equal(r, (tf_tensor*)0x1);
  /* wrong output shape, overlap: out untouched */
  EXPECT_FAIL(tf_tril_into(E, x, 0, o), TF_ERR_SHAPE_MISMATCH, "out");
  EXPECT_FAIL(tf_flip_into(E, x, 0, NULL, x), TF_ERR_INVALID_ARGUMENT, "out");
  CHECK_OK(tf_tensor_read(o, TF_ROW_MAJOR, after, sizeof after));
  assert_memory_equal(before, after, sizeof before);
  /* concatenate: NULL entry, dtype mismatch, shape mismatch, n */
  CHECK_OK(tf_cast(E, x, TF_F32, &f32));
  xs[0] = x;
  xs[1] = NULL;
  EXPECT_FAIL(tf_concatenate(E, 2, (const tf_tensor* const*)xs, 0, &r), TF_ERR_INVALID_ARGUMENT, "xs[1]");
  xs[1] = f32;
  EXPECT_FAIL(tf_concatenate(E, 2, (const tf_tensor* const*)xs, 0, &r), TF_ERR_DTYPE_MISMATCH, "xs[1]");
  xs[1] = v;
  EXPECT_FAIL(tf_concatenate(E, 2, (const tf_tensor* const*)xs, 0, &r), TF_ERR_SHAPE_MISMATCH, "xs[1]");
  EXPECT_FAIL(tf_concatenate(E, 0, (const tf_tensor* const*)xs, 0, &r), TF_ERR_INVALID_ARGUMENT, "n");
  xs[1] = x;
  EXPECT_FAIL(tf_stack(E, 2, (const tf_tensor* const*)xs, 3, &r), TF_ERR_INVALID_ARGUMENT, "axis");
  EXPECT_FAIL(tf_concatenate_into(E, 2, (const tf_tensor* const*)xs, 0, o), TF_ERR_SHAPE_MISMATCH, "out");
  assert_ptr_equal(r, (tf_tensor*)0x1);
  /* VJP: grad_out of the wrong shape */
  EXPECT_FAIL(tf_tril_vjp(E, x, 0, o, &r), TF_ERR_SHAPE_MISMATCH, "grad_out");
  EXPECT_FAIL(tf_flip_vjp_into(E, x, 0, NULL, o23, x), TF_ERR_INVALID_ARGUMENT, "grad_x");
  assert_ptr_equal(r, (tf_tensor*)0x1);
  tf_tensor_release(f32);
  tf_tensor_release(o23);
  tf_tensor_release(x);
  tf_tensor_release(v);
  tf_tensor_release(o);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_diagonal_and_trace), cmocka_unit_test(test_diag_embed),
      cmocka_unit_test(test_flip_roll),          cmocka_unit_test(test_tril_triu),
      cmocka_unit_test(test_pad),                cmocka_unit_test(test_broadcast_to),
      cmocka_unit_test(test_concatenate_stack),  cmocka_unit_test(test_complex),
      cmocka_unit_test(test_bad_input),
  };
  return cmocka_run_group_tests(tests, setup, teardown);
}
