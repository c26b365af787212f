/*
 * elementwise_test.c -- section 7 of tenferro.h (elementwise maps,
 * reductions, layout) against plain reference implementations.
 *
 * One table drives it: every operation x every dtype it supports x four
 * input/output layouts (row-major, column-major, strided view, permuted
 * view), random data from a fixed seed, tolerance by dtype. Outputs are
 * wrapped caller buffers pre-filled with canary bytes, so a test also sees a
 * write outside the view. Then broadcasting cases, bad input (status,
 * message, untouched outputs) and the plan/pool statistics.
 */
#include <complex.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>

#include "test_util.h"

typedef double complex cplx;

static const tf_dtype kDtypes[4] = {TF_F32, TF_F64, TF_C64, TF_C128};
static const char* kDtypeNames[4] = {"f32", "f64", "c64", "c128"};
enum { L_ROW, L_COL, L_STRIDED, L_PERM, NLAYOUTS };
static const char* kLayoutNames[NLAYOUTS] = {"row-major", "column-major", "strided", "permuted"};

static int is_cplx(tf_dtype d) { return d == TF_C64 || d == TF_C128; }
static tf_dtype real_of(tf_dtype d) { return d == TF_C64 ? TF_F32 : d == TF_C128 ? TF_F64 : d; }
static double tol_of(tf_dtype d) { return (d == TF_F32 || d == TF_C64) ? 2e-5 : 1e-12; }

static long g_checks = 0; /* element comparisons made, reported at the end */

/* ------------------------------------------------------------ random data */
static uint64_t g_rng = 0x9E3779B97F4A7C15ull;
static double urand(void) { /* [0, 1) */
  g_rng = g_rng * 6364136223846793005ull + 1442695040888963407ull;
  return (double)(g_rng >> 11) * (1.0 / 9007199254740992.0);
}
/* |v| in [0.5, 1.5], random sign (or positive) */
static double rval(int positive) {
  double m = 0.5 + urand();
  return (positive || urand() < 0.5) ? m : -m;
}

/* -------------------------------------------------- a wrapped test tensor */
typedef struct {
  tf_dtype dt;
  int nd;
  int64_t shape[4], strides[4];
  size_t nbuf; /* elements in buf */
  unsigned char* buf;
  tf_tensor* t;
} TT;

static size_t esz(tf_dtype d) { return tf_dtype_size(d); }

static void layout_strides(int nd, const int64_t* shape, int layout, int64_t* st) {
  int64_t s = 1;
  int i;
  if (layout == L_ROW || layout == L_STRIDED) {
    for (i = nd - 1; i >= 0; --i) {
      int64_t ext = shape[i] > 0 ? shape[i] : 1;
      if (layout == L_STRIDED && i == nd - 1) { st[i] = 2; s = 2 * ext + 1; continue; }
      st[i] = s;
      s *= ext;
    }
  } else if (layout == L_COL) {
    for (i = 0; i < nd; ++i) { st[i] = s; s *= shape[i] > 0 ? shape[i] : 1; }
  } else { /* permuted: physical row-major Q with Q[perm[i]] = shape[i], perm = rotate by 1 */
    int64_t q[4], qs[4];
    int perm[4];
    for (i = 0; i < nd; ++i) perm[i] = (i + 1) % nd;
    for (i = 0; i < nd; ++i) q[perm[i]] = shape[i];
    for (i = nd - 1; i >= 0; --i) { qs[i] = s; s *= q[i] > 0 ? q[i] : 1; }
    for (i = 0; i < nd; ++i) st[i] = qs[perm[i]];
  }
}

static void tt_make(TT* a, tf_dtype dt, int nd, const int64_t* shape, int layout) {
  int64_t off = 0;
  int i;
  a->dt = dt;
  a->nd = nd;
  for (i = 0; i < nd; ++i) a->shape[i] = shape[i];
  layout_strides(nd, shape, layout, a->strides);
  for (i = 0; i < nd; ++i) off += (shape[i] > 0 ? shape[i] - 1 : 0) * a->strides[i];
  a->nbuf = (size_t)off + 2;
  a->buf = malloc(a->nbuf * esz(dt));
  fill_canary(a->buf, a->nbuf * esz(dt));
  CHECK_OK(tf_tensor_wrap(dt, nd, a->shape, a->strides, a->buf, &a->t));
}

static void tt_free(TT* a) {
  tf_tensor_release(a->t);
  free(a->buf);
}

static int64_t numel_of(int nd, const int64_t* shape) {
  int64_t n = 1;
  int i;
  for (i = 0; i < nd; ++i) n *= shape[i];
  return n;
}

/* Logical row-major linear index -> element offset in a's buffer. */
static int64_t tt_off(const TT* a, int64_t l) {
  int64_t off = 0;
  int i;
  for (i = a->nd - 1; i >= 0; --i) {
    off += (l % a->shape[i]) * a->strides[i];
    l /= a->shape[i];
  }
  return off;
}

static cplx get_at(const void* buf, tf_dtype dt, int64_t off) {
  switch (dt) {
    case TF_F32: return ((const float*)buf)[off];
    case TF_F64: return ((const double*)buf)[off];
    case TF_C64: return ((const float*)buf)[2 * off] + I * ((const float*)buf)[2 * off + 1];
    default: return ((const double*)buf)[2 * off] + I * ((const double*)buf)[2 * off + 1];
  }
}
static void set_at(void* buf, tf_dtype dt, int64_t off, cplx v) {
  switch (dt) {
    case TF_F32: ((float*)buf)[off] = (float)creal(v); break;
    case TF_F64: ((double*)buf)[off] = creal(v); break;
    case TF_C64:
      ((float*)buf)[2 * off] = (float)creal(v);
      ((float*)buf)[2 * off + 1] = (float)cimag(v);
      break;
    default:
      ((double*)buf)[2 * off] = creal(v);
      ((double*)buf)[2 * off + 1] = cimag(v);
  }
}
static cplx tt_get(const TT* a, int64_t l) { return get_at(a->buf, a->dt, tt_off(a, l)); }

/* Random contents; ref[l] receives the stored (rounded) value. */
static void tt_fill(TT* a, cplx* ref, int positive) {
  int64_t n = numel_of(a->nd, a->shape), l;
  for (l = 0; l < n; ++l) {
    cplx v = rval(positive);
    if (is_cplx(a->dt)) v += I * rval(0);
    set_at(a->buf, a->dt, tt_off(a, l), v);
    ref[l] = tt_get(a, l);
  }
}

static int close_to(cplx got, cplx want, double tol) {
  if (isnan(creal(want)) || isnan(cimag(want))) return isnan(creal(got)) || isnan(cimag(got));
  return cabs(got - want) <= tol * (1.0 + cabs(want));
}

/* Every element of a equals want[l]; bytes outside the view keep the canary. */
static void tt_expect(const TT* a, const cplx* want, const char* what) {
  int64_t n = numel_of(a->nd, a->shape), l;
  size_t es = esz(a->dt), k;
  unsigned char* mark = calloc(a->nbuf, 1);
  for (l = 0; l < n; ++l) {
    cplx got = tt_get(a, l);
    mark[tt_off(a, l)] = 1;
    ++g_checks;
    if (!close_to(got, want[l], tol_of(a->dt))) {
      print_error("%s: element %lld is (%.9g, %.9g), expected (%.9g, %.9g)\n", what,
                  (long long)l, creal(got), cimag(got), creal(want[l]), cimag(want[l]));
      free(mark);
      fail();
    }
  }
  for (k = 0; k < a->nbuf; ++k)
    if (!mark[k] && !is_canary(a->buf + k * es, es)) {
      print_error("%s: wrote outside the view at buffer element %zu\n", what, k);
      free(mark);
      fail();
    }
  free(mark);
}

/* Reads a tensor (any origin) in row-major order and compares. */
static void expect_tensor(const tf_tensor* t, tf_dtype dt, const cplx* want, int64_t n,
                          const char* what) {
  unsigned char* buf = malloc((size_t)(n > 0 ? n : 1) * esz(dt));
  int64_t l;
  tf_dtype got_dt;
  CHECK_OK(tf_tensor_dtype(t, &got_dt));
  assert_int_equal(got_dt, dt);
  CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, buf, (size_t)n * esz(dt)));
  for (l = 0; l < n; ++l) {
    cplx got = get_at(buf, dt, l);
    ++g_checks;
    if (!close_to(got, want[l], tol_of(dt))) {
      print_error("%s: element %lld is (%.9g, %.9g), expected (%.9g, %.9g)\n", what,
                  (long long)l, creal(got), cimag(got), creal(want[l]), cimag(want[l]));
      free(buf);
      fail();
    }
  }
  free(buf);
}

static const int64_t kShape[3] = {3, 4, 5};
#define N3 60

/* ------------------------------------------------------------ unary table */
static const char* kUnaryNames[] = {"NEG", "CONJ", "ABS", "REAL", "IMAG", "EXP", "LOG",
                                    "SQRT", "SIN", "COS", "TANH", "RECIPROCAL", "EXPM1",
                                    "SCALE"};
#define NPUBLIC_UNARY 13 /* tf_unary_op values */
#define NUNARY 14        /* and tf_scale */

static cplx unary_ref(int op, cplx v, cplx alpha) {
  switch (op) {
    case TF_UNARY_NEG: return -v;
    case TF_UNARY_CONJ: return conj(v);
    case TF_UNARY_ABS: return cabs(v);
    case TF_UNARY_REAL: return creal(v);
    case TF_UNARY_IMAG: return cimag(v);
    case TF_UNARY_EXP: return cexp(v);
    case TF_UNARY_LOG: return clog(v);
    case TF_UNARY_SQRT: return csqrt(v);
    case TF_UNARY_SIN: return csin(v);
    case TF_UNARY_COS: return ccos(v);
    case TF_UNARY_TANH: return ctanh(v);
    case TF_UNARY_RECIPROCAL: return 1.0 / v;
    case TF_UNARY_EXPM1: return cexp(v) - 1.0;
    default: return alpha * v;
  }
}

/* expm1 near 0 keeps its digits where exp(x) - 1 loses them: the direct
 * call, its _into form and the program command against log1p-free series
 * x + x^2/2 + x^3/6 (|x| <= 1e-6: the next term is below 1e-25 relative). */
static void test_expm1_small(void** state) {
  tf_engine* e;
  tf_program* p;
  tf_prepared* pp;
  double xs[4] = {1e-10, -3e-9, 5e-7, -1e-6}, got[4], viaprog[4];
  const int64_t sh[1] = {4};
  tf_tensor *x, *o, *r, *po;
  int32_t sx, sy;
  int i;
  double* rd;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, sh, NULL, xs, &x));
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, sh, NULL, got, &o));
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, sh, NULL, viaprog, &po));
  CHECK_OK(tf_unary_into(e, TF_UNARY_EXPM1, x, o));
  CHECK_OK(tf_unary(e, TF_UNARY_EXPM1, x, &r));
  CHECK_OK(tf_tensor_data(r, (void**)&rd));
  CHECK_OK(tf_program_create(&p));
  CHECK_OK(tf_program_input(p, TF_F64, 1, sh, &sx));
  CHECK_OK(tf_program_unary(p, TF_UNARY_EXPM1, sx, &sy));
  CHECK_OK(tf_program_output(p, sy));
  CHECK_OK(tf_program_prepare(e, p, NULL, &pp));
  CHECK_OK(tf_program_run(e, pp, (const tf_tensor* const*)&x, 1, &po, 1));
  for (i = 0; i < 4; ++i) {
    const double v = xs[i], want = v + v * v / 2 + v * v * v / 6;
    assert_true(fabs(got[i] - want) <= 1e-15 * fabs(want));
    assert_true(rd[i] == got[i]);
    assert_true(viaprog[i] == got[i]);
    /* the naive form is off by far more (the test can tell them apart) */
    assert_true(fabs((exp(v) - 1.0) - want) > 1e-12 * fabs(want) || fabs(v) > 1e-7);
  }
  tf_prepared_release(pp);
  tf_program_release(p);
  tf_tensor_release(r);
  tf_tensor_release(x);
  tf_tensor_release(o);
  tf_tensor_release(po);
  tf_engine_destroy(e);
}

static void test_unary_table(void** state) {
  (void)state;
  tf_engine* e;
  int op, d, lay;
  CHECK_OK(tf_engine_create_serial(&e));
  for (op = 0; op < NUNARY; ++op)
    for (d = 0; d < 4; ++d)
      for (lay = 0; lay < NLAYOUTS; ++lay) {
        const tf_dtype dt = kDtypes[d];
        const int real_out = op == TF_UNARY_ABS || op == TF_UNARY_REAL || op == TF_UNARY_IMAG;
        const tf_dtype odt = real_out ? real_of(dt) : dt;
        tf_scalar alpha = {0.75, is_cplx(dt) ? -1.5 : 0.0};
        cplx a = alpha.re + I * alpha.im;
        cplx ref[N3], want[N3];
        char what[128];
        TT x, out;
        int64_t l;
        tf_tensor* r = NULL;
        snprintf(what, sizeof what, "unary %s %s %s", kUnaryNames[op], kDtypeNames[d],
                 kLayoutNames[lay]);
        tt_make(&x, dt, 3, kShape, lay);
        tt_fill(&x, ref, op == TF_UNARY_LOG || op == TF_UNARY_SQRT);
        tt_make(&out, odt, 3, kShape, (lay + 1) % NLAYOUTS); /* another layout */
        for (l = 0; l < N3; ++l) want[l] = unary_ref(op, ref[l], a);
        if (op < NPUBLIC_UNARY) {
          CHECK_OK(tf_unary_into(e, (tf_unary_op)op, x.t, out.t));
          CHECK_OK(tf_unary(e, (tf_unary_op)op, x.t, &r));
        } else {
          CHECK_OK(tf_scale_into(e, alpha, x.t, out.t));
          CHECK_OK(tf_scale(e, alpha, x.t, &r));
        }
        tt_expect(&out, want, what);
        expect_tensor(r, odt, want, N3, what);
        tf_tensor_release(r);
        if (odt == dt) { /* in place: x = op(x) */
          if (op < NPUBLIC_UNARY) CHECK_OK(tf_unary_into(e, (tf_unary_op)op, x.t, x.t));
          else CHECK_OK(tf_scale_into(e, alpha, x.t, x.t));
          tt_expect(&x, want, what);
        }
        tt_free(&x);
        tt_free(&out);
      }
  tf_engine_destroy(e);
}

/* ----------------------------------------------------------- binary table */
static const char* kBinaryNames[] = {"ADD", "SUB", "MUL", "DIV", "MAX", "MIN", "AXPBY"};
#define NBINARY 7

static cplx binary_ref(int op, cplx x, cplx y, cplx a, cplx b) {
  switch (op) {
    case TF_BINARY_ADD: return x + y;
    case TF_BINARY_SUB: return x - y;
    case TF_BINARY_MUL: return x * y;
    case TF_BINARY_DIV: return x / y;
    case TF_BINARY_MAX: return creal(x) > creal(y) ? x : y;
    case TF_BINARY_MIN: return creal(x) < creal(y) ? x : y;
    default: return a * x + b * y;
  }
}

static tf_status call_binary(tf_engine* e, int op, tf_scalar a, tf_scalar b, const tf_tensor* x,
                             const tf_tensor* y, tf_tensor* out, tf_tensor** alloc) {
  if (op == 6) return out ? tf_axpby_into(e, a, x, b, y, out) : tf_axpby(e, a, x, b, y, alloc);
  return out ? tf_binary_into(e, (tf_binary_op)op, x, y, out)
             : tf_binary(e, (tf_binary_op)op, x, y, alloc);
}

static void test_binary_table(void** state) {
  (void)state;
  tf_engine* e;
  int op, d, lay;
  CHECK_OK(tf_engine_create_serial(&e));
  for (op = 0; op < NBINARY; ++op)
    for (d = 0; d < 4; ++d)
      for (lay = 0; lay < NLAYOUTS; ++lay) {
        const tf_dtype dt = kDtypes[d];
        tf_scalar a = {0.5, is_cplx(dt) ? -1.25 : 0.0}, b = {2.0, is_cplx(dt) ? 0.5 : 0.0};
        cplx ca = a.re + I * a.im, cb = b.re + I * b.im;
        cplx rx[N3], ry[N3], want[N3];
        char what[128];
        TT x, y, out;
        int64_t l;
        tf_tensor* r = NULL;
        if ((op == TF_BINARY_MAX || op == TF_BINARY_MIN) && is_cplx(dt)) continue;
        snprintf(what, sizeof what, "binary %s %s %s", kBinaryNames[op], kDtypeNames[d],
                 kLayoutNames[lay]);
        tt_make(&x, dt, 3, kShape, lay);
        tt_make(&y, dt, 3, kShape, (lay + 2) % NLAYOUTS);
        tt_make(&out, dt, 3, kShape, (lay + 3) % NLAYOUTS);
        tt_fill(&x, rx, 0);
        tt_fill(&y, ry, 0);
        for (l = 0; l < N3; ++l) want[l] = binary_ref(op, rx[l], ry[l], ca, cb);
        CHECK_OK(call_binary(e, op, a, b, x.t, y.t, out.t, NULL));
        tt_expect(&out, want, what);
        CHECK_OK(call_binary(e, op, a, b, x.t, y.t, NULL, &r));
        expect_tensor(r, dt, want, N3, what);
        tf_tensor_release(r);
        CHECK_OK(call_binary(e, op, a, b, x.t, y.t, y.t, NULL)); /* in place into y */
        tt_expect(&y, want, what);
        tt_free(&x);
        tt_free(&y);
        tt_free(&out);
      }
  /* the convenience names are the enum entry points */
  {
    TT x, y, out;
    cplx rx[N3], ry[N3], want[N3];
    int64_t l;
    tt_make(&x, TF_F64, 3, kShape, L_ROW);
    tt_make(&y, TF_F64, 3, kShape, L_COL);
    tt_make(&out, TF_F64, 3, kShape, L_STRIDED);
    tt_fill(&x, rx, 0);
    tt_fill(&y, ry, 0);
    for (l = 0; l < N3; ++l) want[l] = rx[l] + ry[l];
    CHECK_OK(tf_add_into(e, x.t, y.t, out.t));
    tt_expect(&out, want, "tf_add_into");
    for (l = 0; l < N3; ++l) want[l] = rx[l] * ry[l];
    CHECK_OK(tf_mul_into(e, x.t, y.t, out.t));
    tt_expect(&out, want, "tf_mul_into");
    tt_free(&x);
    tt_free(&y);
    tt_free(&out);
  }
  tf_engine_destroy(e);
}

/* -------------------------------------------------------- broadcast cases */
typedef struct {
  int xnd, ynd;
  int64_t xs[3], ys[3];
} BCase;

static void test_broadcasting(void** state) {
  (void)state;
  static const BCase cases[] = {
      {3, 2, {3, 1, 5}, {4, 1}},     /* both sides stretch */
      {3, 0, {3, 4, 5}, {0}},        /* rank-0 y */
      {1, 3, {5}, {3, 4, 5}},        /* lower-rank x */
      {2, 2, {4, 1}, {1, 5}},        /* outer product shape */
      {3, 1, {2, 0, 3}, {3}},        /* zero-size result */
      {2, 2, {6, 7}, {6, 7}},        /* no broadcasting */
  };
  tf_engine* e;
  size_t c;
  int d;
  CHECK_OK(tf_engine_create_serial(&e));
  for (c = 0; c < sizeof cases / sizeof cases[0]; ++c)
    for (d = 0; d < 4; ++d) {
      const BCase* k = &cases[c];
      const tf_dtype dt = kDtypes[d];
      int nd = k->xnd > k->ynd ? k->xnd : k->ynd, i;
      int64_t shape[3], n, l;
      TT x, y, out;
      cplx rx[64], ry[64], *want;
      tf_tensor* r = NULL;
      tf_scalar a = {1.5, 0.0}, b = {-0.5, 0.0};
      for (i = 0; i < nd; ++i) {
        int ix = i - (nd - k->xnd), iy = i - (nd - k->ynd);
        int64_t dx = ix >= 0 ? k->xs[ix] : 1, dy = iy >= 0 ? k->ys[iy] : 1;
        shape[i] = dx == 1 ? dy : dx;
      }
      n = numel_of(nd, shape);
      want = malloc(sizeof(cplx) * (size_t)(n > 0 ? n : 1));
      tt_make(&x, dt, k->xnd, k->xs, L_ROW);
      tt_make(&y, dt, k->ynd, k->ys, L_COL);
      tt_make(&out, dt, nd, shape, L_STRIDED);
      tt_fill(&x, rx, 0);
      tt_fill(&y, ry, 0);
      for (l = 0; l < n; ++l) {
        int64_t rem = l, lx = 0, ly = 0, mx = 1, my = 1;
        for (i = nd - 1; i >= 0; --i) {
          int64_t idx = rem % shape[i];
          int ix = i - (nd - k->xnd), iy = i - (nd - k->ynd);
          rem /= shape[i];
          if (ix >= 0) { lx += (k->xs[ix] == 1 ? 0 : idx) * mx; mx *= k->xs[ix]; }
          if (iy >= 0) { ly += (k->ys[iy] == 1 ? 0 : idx) * my; my *= k->ys[iy]; }
        }
        want[l] = 1.5 * rx[lx] - 0.5 * ry[ly];
      }
      CHECK_OK(tf_axpby_into(e, a, x.t, b, y.t, out.t));
      tt_expect(&out, want, "broadcast axpby_into");
      CHECK_OK(tf_axpby(e, a, x.t, b, y.t, &r));
      expect_tensor(r, dt, want, n, "broadcast axpby");
      tf_tensor_release(r);
      free(want);
      tt_free(&x);
      tt_free(&y);
      tt_free(&out);
    }
  tf_engine_destroy(e);
}

/* ------------------------------------------------------- reduction table */
static const char* kReduceNames[] = {"SUM", "PROD", "MEAN", "MAX", "MIN", "FROBENIUS"};
typedef struct {
  int naxes;
  int32_t axes[3];
} AxSet;

static void test_reduce_table(void** state) {
  (void)state;
  static const AxSet sets[] = {{0, {0}}, {1, {0}}, {1, {-1}}, {2, {0, 2}}, {1, {1}},
                               {3, {2, 0, 1}}};
  tf_engine* e;
  int op, d, lay, keep;
  size_t s;
  CHECK_OK(tf_engine_create_serial(&e));
  for (op = 0; op < 6; ++op)
    for (d = 0; d < 4; ++d)
      for (lay = 0; lay < NLAYOUTS; ++lay)
        for (s = 0; s < sizeof sets / sizeof sets[0]; ++s)
          for (keep = 0; keep < 2; ++keep) {
            const tf_dtype dt = kDtypes[d];
            const tf_dtype odt = op == TF_REDUCE_FROBENIUS ? real_of(dt) : dt;
            const AxSet* as = &sets[s];
            int red[3] = {0, 0, 0}, i, ond = 0;
            int64_t oshape[3], on, l, count = 1;
            cplx rx[N3], want[N3];
            char what[160];
            TT x;
            tf_tensor* r = NULL;
            if ((op == TF_REDUCE_MAX || op == TF_REDUCE_MIN) && is_cplx(dt)) continue;
            snprintf(what, sizeof what, "reduce %s %s %s set %zu keepdims %d", kReduceNames[op],
                     kDtypeNames[d], kLayoutNames[lay], s, keep);
            if (as->naxes == 0) red[0] = red[1] = red[2] = 1;
            for (i = 0; i < as->naxes; ++i) red[(as->axes[i] + 3) % 3] = 1;
            for (i = 0; i < 3; ++i) {
              if (red[i]) count *= kShape[i];
              if (!red[i]) oshape[ond++] = kShape[i];
              else if (keep) oshape[ond++] = 1;
            }
            on = numel_of(ond, oshape);
            tt_make(&x, dt, 3, kShape, lay);
            tt_fill(&x, rx, 0);
            /* reference: fold every x element into its output element */
            for (l = 0; l < on; ++l)
              want[l] = op == TF_REDUCE_PROD ? 1 : op == TF_REDUCE_MAX ? -INFINITY
                        : op == TF_REDUCE_MIN ? INFINITY : 0;
            for (l = 0; l < N3; ++l) {
              int64_t idx[3] = {l / 20, (l / 5) % 4, l % 5}, o = 0;
              cplx v = rx[l];
              for (i = 0; i < 3; ++i)
                if (!red[i]) o = o * kShape[i] + idx[i];
              switch (op) {
                case TF_REDUCE_PROD: want[o] *= v; break;
                case TF_REDUCE_MAX: if (creal(v) > creal(want[o])) want[o] = v; break;
                case TF_REDUCE_MIN: if (creal(v) < creal(want[o])) want[o] = v; break;
                case TF_REDUCE_FROBENIUS: want[o] += creal(v) * creal(v) + cimag(v) * cimag(v); break;
                default: want[o] += v;
              }
            }
            for (l = 0; l < on; ++l) {
              if (op == TF_REDUCE_MEAN) want[l] /= (double)count;
              if (op == TF_REDUCE_FROBENIUS) want[l] = sqrt(creal(want[l]));
            }
            CHECK_OK(tf_reduce(e, (tf_reduce_op)op, x.t, as->naxes,
                               as->naxes ? as->axes : NULL, keep, &r));
            {
              int32_t rnd;
              CHECK_OK(tf_tensor_ndim(r, &rnd));
              assert_int_equal(rnd, ond);
            }
            expect_tensor(r, odt, want, on, what);
            tf_tensor_release(r);
            { /* _into with an output in another layout */
              TT out;
              tt_make(&out, odt, ond, oshape, (lay + 1) % NLAYOUTS);
              CHECK_OK(tf_reduce_into(e, (tf_reduce_op)op, x.t, as->naxes,
                                      as->naxes ? as->axes : NULL, keep, out.t));
              tt_expect(&out, want, what);
              tt_free(&out);
            }
            tt_free(&x);
          }
  { /* non-NULL axes with naxes 0 reduce nothing: the result is x */
    TT x;
    cplx rx[N3];
    const int32_t none[1] = {0};
    tf_tensor* r;
    tt_make(&x, TF_C64, 3, kShape, L_PERM);
    tt_fill(&x, rx, 0);
    CHECK_OK(tf_reduce(e, TF_REDUCE_SUM, x.t, 0, none, 0, &r));
    expect_tensor(r, TF_C64, rx, N3, "reduce over no axes");
    tf_tensor_release(r);
    tt_free(&x);
  }
  tf_engine_destroy(e);
}

static void test_dot_table(void** state) {
  (void)state;
  tf_engine* e;
  int d, lay, conj_x;
  CHECK_OK(tf_engine_create_serial(&e));
  for (d = 0; d < 4; ++d)
    for (lay = 0; lay < NLAYOUTS; ++lay)
      for (conj_x = 0; conj_x < 2; ++conj_x) {
        const tf_dtype dt = kDtypes[d];
        cplx rx[N3], ry[N3], want = 0, got;
        TT x, y;
        tf_scalar r = {-7, -7};
        int64_t l;
        tt_make(&x, dt, 3, kShape, lay);
        tt_make(&y, dt, 3, kShape, (lay + 1) % NLAYOUTS);
        tt_fill(&x, rx, 0);
        tt_fill(&y, ry, 0);
        for (l = 0; l < N3; ++l) want += (conj_x ? conj(rx[l]) : rx[l]) * ry[l];
        CHECK_OK(conj_x ? tf_vdot(e, x.t, y.t, &r) : tf_dot(e, x.t, y.t, &r));
        got = r.re + I * r.im;
        ++g_checks;
        if (!close_to(got, want, tol_of(dt) * 10)) {
          print_error("%s %s %s: got (%g, %g), expected (%g, %g)\n", conj_x ? "vdot" : "dot",
                      kDtypeNames[d], kLayoutNames[lay], creal(got), cimag(got), creal(want),
                      cimag(want));
          fail();
        }
        tt_free(&x);
        tt_free(&y);
      }
  tf_engine_destroy(e);
}

/* ---------------------------------------------------------- layout table */
static void test_layout_table(void** state) {
  (void)state;
  tf_engine* e;
  int d, lay;
  CHECK_OK(tf_engine_create_serial(&e));
  for (d = 0; d < 4; ++d)
    for (lay = 0; lay < NLAYOUTS; ++lay) {
      const tf_dtype dt = kDtypes[d];
      static const int32_t perm[3] = {2, 0, 1};
      const int64_t pshape[3] = {5, 3, 4};
      cplx rx[N3], want[N3];
      char what[128];
      TT x, out;
      int64_t l;
      int i;
      tf_tensor *r = NULL, *v = NULL;
      tt_make(&x, dt, 3, kShape, lay);
      tt_fill(&x, rx, 0);
      /* permuted reference: out[a][b][c] = x[b][c][a] */
      for (l = 0; l < N3; ++l) {
        int64_t a = l / 12, b = (l / 4) % 3, c = l % 4;
        want[l] = rx[b * 20 + c * 5 + a];
      }
      snprintf(what, sizeof what, "permute %s %s", kDtypeNames[d], kLayoutNames[lay]);
      CHECK_OK(tf_permute(e, x.t, perm, &r));
      expect_tensor(r, dt, want, N3, what);
      tf_tensor_release(r);
      CHECK_OK(tf_permute_view(x.t, perm, &v));
      expect_tensor(v, dt, want, N3, what);
      tf_tensor_release(v);
      tt_make(&out, dt, 3, pshape, (lay + 1) % NLAYOUTS);
      CHECK_OK(tf_permute_into(e, x.t, perm, out.t));
      tt_expect(&out, want, what);
      tt_free(&out);

      /* contiguous and copy_into: identity on values */
      for (i = 0; i < 2; ++i) {
        int64_t st[3], expect_st[3];
        CHECK_OK(tf_contiguous(e, x.t, (tf_layout)i, &r));
        CHECK_OK(tf_tensor_strides(r, st));
        layout_strides(3, kShape, i == 0 ? L_ROW : L_COL, expect_st);
        assert_memory_equal(st, expect_st, sizeof st);
        expect_tensor(r, dt, rx, N3, "contiguous");
        tf_tensor_release(r);
      }
      tt_make(&out, dt, 3, kShape, (lay + 2) % NLAYOUTS);
      CHECK_OK(tf_copy_into(e, x.t, out.t));
      tt_expect(&out, rx, "copy_into");
      tt_free(&out);

      /* reshape (copy) in both orders; the view where strides allow */
      {
        const int64_t s2[2] = {12, 5};
        cplx wantf[N3];
        CHECK_OK(tf_reshape(e, x.t, 2, s2, TF_ROW_MAJOR, &r));
        expect_tensor(r, dt, rx, N3, "reshape row-major");
        tf_tensor_release(r);
        /* column-major order: element (i, j) of (12, 5) is x's column-major
         * element i + 12 j */
        for (l = 0; l < N3; ++l) {
          int64_t ii = l / 5, jj = l % 5, f = ii + 12 * jj;
          int64_t a = f % 3, b = (f / 3) % 4, c = f / 12;
          wantf[l] = rx[a * 20 + b * 5 + c];
        }
        CHECK_OK(tf_reshape(e, x.t, 2, s2, TF_COL_MAJOR, &r));
        expect_tensor(r, dt, wantf, N3, "reshape column-major");
        tf_tensor_release(r);
        if (lay == L_ROW || lay == L_STRIDED) {
          CHECK_OK(tf_reshape_view(x.t, 2, s2, TF_ROW_MAJOR, &v));
          expect_tensor(v, dt, rx, N3, "reshape_view row-major");
          tf_tensor_release(v);
        }
        if (lay == L_COL) {
          CHECK_OK(tf_reshape_view(x.t, 2, s2, TF_COL_MAJOR, &v));
          expect_tensor(v, dt, wantf, N3, "reshape_view column-major");
          tf_tensor_release(v);
        }
        if (lay != L_ROW) { /* a flat row-major view needs row-major contiguity */
          const int64_t s1[1] = {60};
          r = (tf_tensor*)0x1;
          EXPECT_FAIL(tf_reshape_view(x.t, 1, s1, TF_ROW_MAJOR, &r), TF_ERR_UNSUPPORTED, "x");
          EXPECT_MSG_CONTAINS("tf_reshape");
          assert_ptr_equal(r, (tf_tensor*)0x1);
        }
      }

      /* slice [1:3, 0:4:2, 1:5:3] */
      {
        const int64_t starts[3] = {1, 0, 1}, stops[3] = {3, 4, 5}, steps[3] = {1, 2, 3};
        cplx ws[8];
        int64_t k = 0, a, b, c;
        for (a = 1; a < 3; ++a)
          for (b = 0; b < 4; b += 2)
            for (c = 1; c < 5; c += 3) ws[k++] = rx[a * 20 + b * 5 + c];
        CHECK_OK(tf_slice_view(x.t, starts, stops, steps, &v));
        expect_tensor(v, dt, ws, 8, "slice_view");
        tf_tensor_release(v);
      }

      /* casts to every dtype the rules allow */
      for (i = 0; i < 4; ++i) {
        const tf_dtype to = kDtypes[i];
        cplx wc[N3];
        if (is_cplx(dt) && !is_cplx(to)) continue;
        for (l = 0; l < N3; ++l) {
          /* the reference is the value rounded to the target precision */
          unsigned char tmp[16];
          set_at(tmp, to, 0, rx[l]);
          wc[l] = get_at(tmp, to, 0);
        }
        CHECK_OK(tf_cast(e, x.t, to, &r));
        expect_tensor(r, to, wc, N3, "cast");
        tf_tensor_release(r);
        tt_make(&out, to, 3, kShape, (lay + 3) % NLAYOUTS);
        CHECK_OK(tf_cast_into(e, x.t, out.t));
        tt_expect(&out, wc, "cast_into");
        tt_free(&out);
      }
      tt_free(&x);
    }
  tf_engine_destroy(e);
}

/* A view of an engine-owned tensor keeps the storage alive. */
static void test_view_lifetime(void** state) {
  (void)state;
  tf_engine* e;
  tf_tensor *t, *v, *s;
  double data[6] = {1, 2, 3, 4, 5, 6}, want_t[6] = {1, 4, 2, 5, 3, 6}, got[6];
  const int64_t shape[2] = {2, 3};
  const int32_t perm[2] = {1, 0};
  const int64_t st[2] = {0, 1}, sp[2] = {2, 3};
  CHECK_OK(tf_engine_create_serial(&e));
  CHECK_OK(tf_tensor_from_data(e, TF_F64, 2, shape, NULL, data, TF_ROW_MAJOR, &t));
  CHECK_OK(tf_permute_view(t, perm, &v));
  CHECK_OK(tf_slice_view(t, st, sp, NULL, &s));
  tf_tensor_release(t);
  tf_engine_destroy(e); /* the views outlive the tensor and the engine */
  CHECK_OK(tf_tensor_read(v, TF_ROW_MAJOR, got, sizeof got));
  assert_memory_equal(got, want_t, sizeof got);
  CHECK_OK(tf_tensor_read(s, TF_ROW_MAJOR, got, 6 * sizeof(double)));
  assert_true(got[0] == 2 && got[1] == 3 && got[2] == 5 && got[3] == 6);
  tf_tensor_release(v);
  tf_tensor_release(s);
  { /* a huge step takes one element, without overflow */
    const int64_t st1[2] = {1, 1}, sp1[2] = {2, 3}, big[2] = {INT64_MAX, INT64_MAX};
    int64_t sh[2];
    tf_tensor *w, *sl;
    CHECK_OK(tf_tensor_wrap(TF_F64, 2, shape, NULL, data, &w));
    CHECK_OK(tf_slice_view(w, st1, sp1, big, &sl));
    CHECK_OK(tf_tensor_shape(sl, sh));
    assert_true(sh[0] == 1 && sh[1] == 1);
    CHECK_OK(tf_tensor_read(sl, TF_ROW_MAJOR, got, sizeof(double)));
    assert_true(got[0] == 5);
    tf_tensor_release(sl);
    tf_tensor_release(w);
  }
}

static tf_engine_stats stats_of(tf_engine* e);

/* A pooled engine splits big calls across workers; the results equal the
 * serial engine's (bitwise where the summation order is the same). */
static void test_parallel_matches_serial(void** state) {
  (void)state;
  enum { R = 1000, C = 1000 };
  const int64_t shape[2] = {R, C}, sr[1] = {R}, sc[1] = {C};
  const int32_t perm[2] = {1, 0}, ax0[1] = {0}, ax1[1] = {1};
  double *x = malloc(sizeof(double) * R * C), *o1 = malloc(sizeof(double) * R * C),
         *o2 = malloc(sizeof(double) * R * C);
  double r1[R], r2[R], c1[C], c2[C];
  tf_engine *es, *ep, *engines[2];
  tf_tensor *tx, *txt, *t1, *t2, *tr1, *tr2, *tc1, *tc2;
  tf_scalar d1, d2;
  tf_engine_stats st;
  int i;
  for (i = 0; i < R * C; ++i) x[i] = rval(0);
  CHECK_OK(tf_engine_create_serial(&es));
  CHECK_OK(tf_engine_create_pooled(2, &ep));
  engines[0] = es;
  engines[1] = ep;
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, shape, NULL, x, &tx));
  CHECK_OK(tf_permute_view(tx, perm, &txt));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, shape, NULL, o1, &t1));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, shape, NULL, o2, &t2));
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, sr, NULL, r1, &tr1));
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, sr, NULL, r2, &tr2));
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, sc, NULL, c1, &tc1));
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, sc, NULL, c2, &tc2));
  CHECK_OK(tf_engine_reset_stats(ep));
  for (i = 0; i < 2; ++i) {
    tf_tensor* o = i ? t2 : t1;
    CHECK_OK(tf_binary_into(engines[i], TF_BINARY_MUL, txt, tx, o)); /* blocked transpose */
    {
      int a, b;
      for (a = 0; a < R; ++a)
        for (b = 0; b < C; ++b) {
          ++g_checks;
          if ((i ? o2 : o1)[a * C + b] != x[b * C + a] * x[a * C + b]) {
            print_error("transposed mul (engine %d) wrong at (%d, %d)\n", i, a, b);
            fail();
          }
        }
    }
    CHECK_OK(tf_unary_into(engines[i], TF_UNARY_EXP, o, o));
    CHECK_OK(tf_reduce_into(engines[i], TF_REDUCE_SUM, tx, 1, ax1, 0, i ? tr2 : tr1));
    CHECK_OK(tf_reduce_into(engines[i], TF_REDUCE_MAX, tx, 1, ax0, 0, i ? tc2 : tc1));
    CHECK_OK(tf_dot(engines[i], tx, txt, i ? &d2 : &d1));
  }
  { /* a 3-d permute whose unit-stride axes are not neighbours */
    const int64_t s3[3] = {600, 3, 400}, p3[3] = {400, 3, 600};
    const int32_t rev[3] = {2, 1, 0};
    tf_tensor *a3, *b3;
    int a, b, c;
    CHECK_OK(tf_tensor_wrap(TF_F64, 3, s3, NULL, x, &a3));
    for (i = 0; i < 2; ++i) {
      memset(o1, 0, sizeof(double) * R * C);
      CHECK_OK(tf_tensor_wrap(TF_F64, 3, p3, NULL, o1, &b3));
      CHECK_OK(tf_permute_into(engines[i], a3, rev, b3));
      for (a = 0; a < 400; ++a)
        for (b = 0; b < 3; ++b)
          for (c = 0; c < 600; ++c) {
            ++g_checks;
            if (o1[(a * 3 + b) * 600 + c] != x[(c * 3 + b) * 400 + a]) {
              print_error("3-d permute (engine %d) wrong at (%d, %d, %d)\n", i, a, b, c);
              fail();
            }
          }
      tf_tensor_release(b3);
    }
    tf_tensor_release(a3);
    CHECK_OK(tf_binary_into(es, TF_BINARY_MUL, txt, tx, t1)); /* restore o1 */
    CHECK_OK(tf_unary_into(es, TF_UNARY_EXP, t1, t1));
  }
  st = stats_of(ep);
  assert_true(st.parallel_regions >= 6);
  assert_memory_equal(o1, o2, sizeof(double) * R * C);
  assert_memory_equal(r1, r2, sizeof r1);
  assert_memory_equal(c1, c2, sizeof c1);
  assert_true(fabs(d1.re - d2.re) <= 1e-9 * (1 + fabs(d1.re)));
  tf_tensor_release(tx);
  tf_tensor_release(txt);
  tf_tensor_release(t1);
  tf_tensor_release(t2);
  tf_tensor_release(tr1);
  tf_tensor_release(tr2);
  tf_tensor_release(tc1);
  tf_tensor_release(tc2);
  tf_engine_destroy(es);
  tf_engine_destroy(ep);
  free(x);
  free(o1);
  free(o2);
}

/* ------------------------------------------------------------- bad input */
static void test_bad_input(void** state) {
  (void)state;
  tf_engine* e;
  TT x, z, o, oc, sm;
  const int64_t s34[2] = {3, 4}, s5[1] = {5}, s3[1] = {3}, s4[1] = {4};
  tf_tensor* sentinel = (tf_tensor*)0x5EED;
  tf_tensor* r;
  tf_scalar sc = {-1, -1};
  CHECK_OK(tf_engine_create_serial(&e));
  tt_make(&x, TF_F64, 2, s34, L_ROW);
  tt_make(&z, TF_C128, 2, s34, L_ROW);
  tt_make(&o, TF_F64, 2, s34, L_COL);
  tt_make(&oc, TF_C128, 2, s34, L_COL);
  tt_make(&sm, TF_F64, 1, s5, L_ROW);
  {
    cplx tmp[12];
    tt_fill(&x, tmp, 0);
    tt_fill(&z, tmp, 0);
    tt_fill(&sm, tmp, 0);
  }
#define UNTOUCHED() \
  do { \
    assert_true(is_canary(o.buf, o.nbuf * 8)); \
    assert_true(is_canary(oc.buf, oc.nbuf * 16)); \
    assert_ptr_equal(r, sentinel); \
  } while (0)
  r = sentinel;
  /* unknown operation enums */
  EXPECT_FAIL(tf_unary_into(e, (tf_unary_op)99, x.t, o.t), TF_ERR_INVALID_ARGUMENT, "op");
  EXPECT_FAIL(tf_unary(e, (tf_unary_op)-1, x.t, &r), TF_ERR_INVALID_ARGUMENT, "op");
  EXPECT_FAIL(tf_binary_into(e, (tf_binary_op)99, x.t, x.t, o.t), TF_ERR_INVALID_ARGUMENT, "op");
  EXPECT_FAIL(tf_reduce(e, (tf_reduce_op)6, x.t, 0, NULL, 0, &r), TF_ERR_INVALID_ARGUMENT, "op");
  UNTOUCHED();
  /* incompatible broadcast */
  EXPECT_FAIL(tf_binary(e, TF_BINARY_ADD, x.t, sm.t, &r), TF_ERR_SHAPE_MISMATCH, "y");
  EXPECT_MSG_CONTAINS("(3, 4)");
  EXPECT_FAIL(tf_axpby_into(e, sc, x.t, sc, sm.t, o.t), TF_ERR_SHAPE_MISMATCH, "y");
  /* dtype mismatch between operands */
  EXPECT_FAIL(tf_add_into(e, x.t, z.t, o.t), TF_ERR_DTYPE_MISMATCH, "y");
  UNTOUCHED();
  /* axes: out of range, repeated, NULL with a count */
  {
    const int32_t bad[1] = {2}, neg[1] = {-3}, rep[2] = {1, -1};
    EXPECT_FAIL(tf_reduce(e, TF_REDUCE_SUM, x.t, 1, bad, 0, &r), TF_ERR_INVALID_ARGUMENT,
                "axes");
    EXPECT_MSG_CONTAINS("out of range");
    EXPECT_FAIL(tf_reduce(e, TF_REDUCE_SUM, x.t, 1, neg, 0, &r), TF_ERR_INVALID_ARGUMENT,
                "axes");
    EXPECT_FAIL(tf_reduce_into(e, TF_REDUCE_SUM, x.t, 2, rep, 1, o.t), TF_ERR_INVALID_ARGUMENT,
                "axes");
    EXPECT_MSG_CONTAINS("repeated");
    EXPECT_FAIL(tf_reduce(e, TF_REDUCE_SUM, x.t, 1, NULL, 0, &r), TF_ERR_INVALID_ARGUMENT,
                "axes");
    EXPECT_FAIL(tf_reduce(e, TF_REDUCE_SUM, x.t, -1, NULL, 0, &r), TF_ERR_INVALID_ARGUMENT,
                "naxes");
  }
  UNTOUCHED();
  /* complex for real-only operations */
  EXPECT_FAIL(tf_binary_into(e, TF_BINARY_MAX, z.t, z.t, oc.t), TF_ERR_DTYPE_MISMATCH, "x");
  EXPECT_MSG_CONTAINS("TF_BINARY_MAX");
  EXPECT_FAIL(tf_reduce(e, TF_REDUCE_MIN, z.t, 0, NULL, 0, &r), TF_ERR_DTYPE_MISMATCH, "x");
  EXPECT_MSG_CONTAINS("TF_REDUCE_MIN");
  EXPECT_FAIL(tf_cast(e, z.t, TF_F64, &r), TF_ERR_DTYPE_MISMATCH, "dtype");
  EXPECT_FAIL(tf_cast_into(e, z.t, o.t), TF_ERR_DTYPE_MISMATCH, "out");
  EXPECT_FAIL(tf_cast(e, x.t, (tf_dtype)9, &r), TF_ERR_INVALID_ARGUMENT, "dtype");
  UNTOUCHED();
  /* wrong out shape / dtype */
  {
    TT o2;
    const int64_t s43[2] = {4, 3};
    tt_make(&o2, TF_F64, 2, s43, L_ROW);
    EXPECT_FAIL(tf_unary_into(e, TF_UNARY_EXP, x.t, o2.t), TF_ERR_SHAPE_MISMATCH, "out");
    EXPECT_MSG_CONTAINS("expected (3, 4)");
    EXPECT_FAIL(tf_unary_into(e, TF_UNARY_ABS, z.t, oc.t), TF_ERR_DTYPE_MISMATCH, "out");
    EXPECT_FAIL(tf_unary_into(e, TF_UNARY_EXP, x.t, oc.t), TF_ERR_DTYPE_MISMATCH, "out");
    EXPECT_FAIL(tf_permute_into(e, x.t, (const int32_t[]){0, 1}, o2.t), TF_ERR_SHAPE_MISMATCH,
                "out");
    EXPECT_FAIL(tf_copy_into(e, x.t, o2.t), TF_ERR_SHAPE_MISMATCH, "dst");
    EXPECT_FAIL(tf_reduce_into(e, TF_REDUCE_SUM, x.t, 1, (const int32_t[]){0}, 0, o.t),
                TF_ERR_SHAPE_MISMATCH, "out");
    EXPECT_FAIL(tf_reduce_into(e, TF_REDUCE_FROBENIUS, z.t, 0, NULL, 1, oc.t),
                TF_ERR_DTYPE_MISMATCH, "out");
    assert_true(is_canary(o2.buf, o2.nbuf * 8));
    tt_free(&o2);
  }
  UNTOUCHED();
  /* overlap that is not the same view; a zero-stride output */
  {
    tf_tensor *shifted, *bcast;
    const int64_t st0[2] = {0, 1};
    CHECK_OK(tf_tensor_wrap(TF_F64, 2, s34, NULL, (double*)x.buf + 1, &shifted));
    EXPECT_FAIL(tf_unary_into(e, TF_UNARY_NEG, x.t, shifted), TF_ERR_INVALID_ARGUMENT, "out");
    EXPECT_FAIL(tf_add_into(e, x.t, o.t, shifted), TF_ERR_INVALID_ARGUMENT, "out");
    EXPECT_FAIL(tf_permute_into(e, x.t, (const int32_t[]){0, 1}, shifted),
                TF_ERR_INVALID_ARGUMENT, "out");
    EXPECT_FAIL(tf_copy_into(e, x.t, shifted), TF_ERR_INVALID_ARGUMENT, "dst");
    CHECK_OK(tf_tensor_wrap(TF_F64, 2, s34, st0, o.buf, &bcast));
    EXPECT_FAIL(tf_add_into(e, x.t, x.t, bcast), TF_ERR_INVALID_ARGUMENT, "out");
    tf_tensor_release(shifted);
    tf_tensor_release(bcast);
    {
      /* reduce into memory inside x */
      tf_tensor* inside;
      CHECK_OK(tf_tensor_wrap(TF_F64, 1, s4, NULL, x.buf, &inside));
      EXPECT_FAIL(tf_reduce_into(e, TF_REDUCE_SUM, x.t, 1, (const int32_t[]){0}, 0, inside),
                  TF_ERR_INVALID_ARGUMENT, "out");
      tf_tensor_release(inside);
    }
  }
  UNTOUCHED();
  /* layout arguments */
  EXPECT_FAIL(tf_permute_view(x.t, (const int32_t[]){1, 1}, &r), TF_ERR_INVALID_ARGUMENT, "perm");
  EXPECT_FAIL(tf_permute(e, x.t, (const int32_t[]){0, 2}, &r), TF_ERR_INVALID_ARGUMENT, "perm");
  EXPECT_FAIL(tf_reshape_view(x.t, 1, s5, TF_ROW_MAJOR, &r), TF_ERR_SHAPE_MISMATCH, "shape");
  EXPECT_FAIL(tf_reshape(e, x.t, 1, s3, TF_ROW_MAJOR, &r), TF_ERR_SHAPE_MISMATCH, "shape");
  EXPECT_FAIL(tf_reshape(e, x.t, 2, s34, (tf_layout)7, &r), TF_ERR_INVALID_ARGUMENT, "order");
  EXPECT_FAIL(tf_contiguous(e, x.t, (tf_layout)2, &r), TF_ERR_INVALID_ARGUMENT, "layout");
  EXPECT_FAIL(tf_slice_view(x.t, (const int64_t[]){0, 0}, (const int64_t[]){3, 4},
                            (const int64_t[]){1, 0}, &r),
              TF_ERR_INVALID_ARGUMENT, "steps");
  EXPECT_FAIL(tf_slice_view(x.t, (const int64_t[]){2, 0}, (const int64_t[]){1, 4}, NULL, &r),
              TF_ERR_INVALID_ARGUMENT, "stops");
  EXPECT_FAIL(tf_slice_view(x.t, (const int64_t[]){0, 5}, (const int64_t[]){3, 5}, NULL, &r),
              TF_ERR_INVALID_ARGUMENT, "starts");
  /* max over an empty axis; dot of different shapes */
  {
    TT em;
    const int64_t s30[2] = {3, 0};
    tf_scalar d = sc;
    tt_make(&em, TF_F64, 2, s30, L_ROW);
    EXPECT_FAIL(tf_reduce(e, TF_REDUCE_MAX, em.t, 1, (const int32_t[]){1}, 0, &r),
                TF_ERR_SHAPE_MISMATCH, "x");
    EXPECT_FAIL(tf_dot(e, x.t, sm.t, &d), TF_ERR_SHAPE_MISMATCH, "y");
    EXPECT_FAIL(tf_vdot(e, x.t, z.t, &d), TF_ERR_DTYPE_MISMATCH, "y");
    assert_true(d.re == -1 && d.im == -1);
    tt_free(&em);
  }
  /* NULL arguments */
  EXPECT_FAIL(tf_unary(NULL, TF_UNARY_EXP, x.t, &r), TF_ERR_INVALID_ARGUMENT, "engine");
  EXPECT_FAIL(tf_binary(e, TF_BINARY_ADD, x.t, NULL, &r), TF_ERR_INVALID_ARGUMENT, "y");
  EXPECT_FAIL(tf_reduce(e, TF_REDUCE_SUM, x.t, 0, NULL, 0, NULL), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_FAIL(tf_dot(e, x.t, x.t, NULL), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_FAIL(tf_permute_view(x.t, NULL, &r), TF_ERR_INVALID_ARGUMENT, "perm");
  EXPECT_FAIL(tf_slice_view(x.t, NULL, NULL, NULL, &r), TF_ERR_INVALID_ARGUMENT, "starts");
  EXPECT_FAIL(tf_copy_into(e, NULL, o.t), TF_ERR_INVALID_ARGUMENT, "src");
  UNTOUCHED();
#undef UNTOUCHED
  tt_free(&x);
  tt_free(&z);
  tt_free(&o);
  tt_free(&oc);
  tt_free(&sm);
  tf_engine_destroy(e);
}

/* ------------------------------------------------------------- statistics */
static tf_engine_stats stats_of(tf_engine* e) {
  tf_engine_stats s;
  s.struct_size = sizeof s;
  CHECK_OK(tf_engine_get_stats(e, &s));
  return s;
}

static void test_statistics(void** state) {
  (void)state;
  tf_engine* e;
  tf_tensor *x, *y, *o, *sum, *r;
  const int64_t shape[2] = {64, 48}, s1[1] = {64};
  const int32_t ax[1] = {1};
  tf_engine_stats s;
  CHECK_OK(tf_engine_create_serial(&e));
  CHECK_OK(tf_tensor_zeros(e, TF_F64, 2, shape, TF_ROW_MAJOR, &x));
  CHECK_OK(tf_tensor_zeros(e, TF_F64, 2, shape, TF_COL_MAJOR, &y));
  CHECK_OK(tf_tensor_empty(e, TF_F64, 2, shape, TF_ROW_MAJOR, &o));
  CHECK_OK(tf_tensor_empty(e, TF_F64, 1, s1, TF_ROW_MAJOR, &sum));
  /* first calls plan; allocating forms fill the pool once */
  CHECK_OK(tf_add_into(e, x, y, o));
  CHECK_OK(tf_reduce_into(e, TF_REDUCE_SUM, x, 1, ax, 0, sum));
  CHECK_OK(tf_unary(e, TF_UNARY_EXP, x, &r));
  tf_tensor_release(r);
  CHECK_OK(tf_engine_reset_stats(e));
  /* identical second calls: plan hits, no plan built, nothing from the system */
  CHECK_OK(tf_add_into(e, x, y, o));
  s = stats_of(e);
  assert_int_equal(s.plan_hits, 1);
  assert_int_equal(s.plan_misses, 0);
  assert_int_equal(s.pool_misses, 0);
  assert_int_equal(s.pool_hits, 0);
  CHECK_OK(tf_reduce_into(e, TF_REDUCE_SUM, x, 1, ax, 0, sum));
  CHECK_OK(tf_unary(e, TF_UNARY_EXP, x, &r));
  tf_tensor_release(r);
  s = stats_of(e);
  assert_int_equal(s.plan_hits, 3);
  assert_int_equal(s.plan_misses, 0);
  assert_int_equal(s.pool_misses, 0); /* the allocating call reuses the pooled block */
  assert_int_equal(s.pool_hits, 1);
  assert_int_equal(s.calls, 3);
  assert_int_equal(s.parallel_regions, 0); /* serial engine */
  /* a different stride class is a different plan */
  CHECK_OK(tf_add_into(e, y, x, o));
  s = stats_of(e);
  assert_int_equal(s.plan_misses, 1);
  tf_tensor_release(x);
  tf_tensor_release(y);
  tf_tensor_release(o);
  tf_tensor_release(sum);
  tf_engine_destroy(e);
}

/* The cost model: a 10^6-element add deserves 2 workers on a 2-thread pooled
 * engine, a 1000-element add stays on the calling thread. */
static void test_worker_choice(void** state) {
  (void)state;
  tf_engine* e;
  tf_tensor *big, *obig, *small, *osmall;
  const int64_t nb[1] = {1000000}, ns[1] = {1000};
  tf_engine_stats s;
  CHECK_OK(tf_engine_create_pooled(2, &e));
  CHECK_OK(tf_tensor_zeros(e, TF_F64, 1, nb, TF_ROW_MAJOR, &big));
  CHECK_OK(tf_tensor_empty(e, TF_F64, 1, nb, TF_ROW_MAJOR, &obig));
  CHECK_OK(tf_tensor_zeros(e, TF_F64, 1, ns, TF_ROW_MAJOR, &small));
  CHECK_OK(tf_tensor_empty(e, TF_F64, 1, ns, TF_ROW_MAJOR, &osmall));
  CHECK_OK(tf_engine_reset_stats(e));
  CHECK_OK(tf_add_into(e, small, small, osmall));
  s = stats_of(e);
  assert_int_equal(s.parallel_regions, 0);
  CHECK_OK(tf_add_into(e, big, big, obig));
  s = stats_of(e);
  assert_int_equal(s.parallel_regions, 1);
  { /* and the parallel result is right: sum of 1..n via a parallel reduction */
    tf_tensor* ramp;
    double* d = malloc(sizeof(double) * 1000000);
    tf_scalar r;
    int64_t i;
    for (i = 0; i < 1000000; ++i) d[i] = (double)(i + 1);
    CHECK_OK(tf_tensor_wrap(TF_F64, 1, nb, NULL, d, &ramp));
    CHECK_OK(tf_add_into(e, ramp, ramp, obig));
    CHECK_OK(tf_dot(e, obig, big, &r));
    assert_true(r.re == 0.0);
    {
      tf_tensor* tot;
      double v;
      CHECK_OK(tf_reduce(e, TF_REDUCE_SUM, obig, 0, NULL, 0, &tot));
      CHECK_OK(tf_tensor_read(tot, TF_ROW_MAJOR, &v, sizeof v));
      assert_true(v == 1000000.0 * 1000001.0);
      tf_tensor_release(tot);
    }
    tf_tensor_release(ramp);
    free(d);
  }
  tf_tensor_release(big);
  tf_tensor_release(obig);
  tf_tensor_release(small);
  tf_tensor_release(osmall);
  tf_engine_destroy(e);
}

static int report(void** state) {
  (void)state;
  printf("elementwise_test: %ld element comparisons\n", g_checks);
  return 0;
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_unary_table),
      cmocka_unit_test(test_expm1_small),  cmocka_unit_test(test_binary_table),
      cmocka_unit_test(test_broadcasting), cmocka_unit_test(test_reduce_table),
      cmocka_unit_test(test_dot_table),    cmocka_unit_test(test_layout_table),
      cmocka_unit_test(test_view_lifetime), cmocka_unit_test(test_bad_input),
      cmocka_unit_test(test_parallel_matches_serial),
      cmocka_unit_test(test_statistics),   cmocka_unit_test(test_worker_choice),
  };
  return cmocka_run_group_tests(tests, NULL, report);
}
