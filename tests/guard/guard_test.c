/*
 * guard_test.c -- no kernel outside matmul reads or writes outside its
 * operands either.
 *
 * The model is tests/matmul_guard_test.c: every operand (inputs and the
 * outputs of the _into forms) is placed flush against an inaccessible
 * (PROT_NONE) page, once with its last touched element ending at the
 * trailing guard and once with its first element starting right after the
 * leading guard, so a read or write one element outside the operand faults
 * (the crash fails the test). Output spans are filled with a canary first:
 * a write into the gaps of a strided output, or next to it, fails too.
 * Results are compared with a plain reference (elementwise, reductions,
 * layout, cast, einsum, tensordot) or, for the LAPACK operations, with the
 * same operation on a contiguous copy plus identities (a x = b, u s vh = a).
 *
 * Families: unary (12 ops + scale), binary (6 ops + axpby, 5 broadcast
 * patterns), reductions (6 ops over all / each / two axes), dot and vdot,
 * permute, copy, contiguous, reshape, tensor_read, tensor_from_data, slice
 * views, cast (every allowed dtype pair), einsum (traces, diagonals,
 * transposes, sums, outer products, batched and plain contractions, with
 * conjugation), tensordot, and the linear-algebra family (solve, inv, det,
 * cholesky, qr, lq, svd, eigh, eigvalsh, lu, lu_solve, solve_triangular).
 * All four dtypes, ranks 1-3, extents around vector widths
 * (1,2,3,4,5,7,8,9,16,17), input layouts row-major, column-major, strided
 * (row-major with stride 2 on the last axis), column-major with stride 2 on
 * the first axis, row-major with stride 3 on the last axis, permuted view and sliced view, output
 * layouts row-major, column-major and the two stride-2 ones.
 *
 * GUARD_VERBOSE=1 in the environment prints every case before it runs
 * (the last line printed names the case that crashed).
 */
#define _DEFAULT_SOURCE
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <complex.h>
#include <math.h>
#include <stdlib.h>
#include "guard_pages.h"
#include "test_util.h"

typedef double complex cplx;

/* ------------------------------------------------------------ guarded memory */
#define NSLOTS 6
#define SLOT_BYTES (512 * 1024)
static Guarded slots[NSLOTS];

static int setup(void** state) {
  (void)state;
  for (int i = 0; i < NSLOTS; ++i) slots[i] = guarded_new(SLOT_BYTES);
  return 0;
}

static int teardown(void** state) {
  (void)state;
  for (int i = 0; i < NSLOTS; ++i) guarded_free(&slots[i]);
  return 0;
}

/* ------------------------------------------------------------------ values */
static const size_t esize[4] = {4, 8, 8, 16};
static int is_cx(tf_dtype dt) { return dt == TF_C64 || dt == TF_C128; }
static tf_dtype real_of(tf_dtype dt) { return dt == TF_C64 ? TF_F32 : dt == TF_C128 ? TF_F64 : dt; }
static const char* dtname[4] = {"f32", "f64", "c64", "c128"};

static cplx get(tf_dtype dt, const void* p, int64_t i) {
  switch (dt) {
    case TF_F32: return ((const float*)p)[i];
    case TF_F64: return ((const double*)p)[i];
    case TF_C64: return ((const float complex*)p)[i];
    default: return ((const double complex*)p)[i];
  }
}

static void set(tf_dtype dt, void* p, int64_t i, cplx v) {
  switch (dt) {
    case TF_F32: ((float*)p)[i] = (float)creal(v); break;
    case TF_F64: ((double*)p)[i] = creal(v); break;
    case TF_C64: ((float complex*)p)[i] = (float complex)v; break;
    default: ((double complex*)p)[i] = v; break;
  }
}

static uint64_t rng_state = 12345;
static double urand(void) { /* [-1, 1) */
  rng_state = rng_state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (double)(rng_state >> 11) / 9007199254740992.0 * 2.0 - 1.0;
}
/* Near 1: safe for log, sqrt, reciprocal, division and long products. */
static cplx rand_val(tf_dtype dt) {
  double re = 1.0 + 0.1 * urand();
  return is_cx(dt) ? re + 0.1 * urand() * I : re;
}

static double tol_of(tf_dtype dt) { return (dt == TF_F32 || dt == TF_C64) ? 2e-3 : 1e-9; }
static int close_to(cplx got, cplx want, double tol) {
  double d = cabs(got - want);
  return d <= tol * (1.0 + cabs(want)) || (isnan(creal(want)) && isnan(creal(got)));
}

/* ------------------------------------------------------------------- views */
/* A strided operand: logical shape, element strides, data at element 0. */
typedef struct {
  tf_dtype dt;
  int nd;
  int64_t shape[4];
  int64_t st[4];
  char* data;
  char* span_lo; /* bytes [span_lo, span_hi) are the operand's extent */
  char* span_hi;
  tf_tensor* t;
} View;

enum { L_ROW, L_COL, L_STRIDED, L_CSTRIDED, L_STRIDED3, L_PERM, L_SLICE, NLAYOUTS };
static const char* lname[NLAYOUTS] = {"row", "col", "strided", "cstrided", "strided3", "perm",
                                      "slice"};

static int64_t numel_of(int nd, const int64_t* shape) {
  int64_t n = 1;
  for (int i = 0; i < nd; ++i) n *= shape[i];
  return n;
}

/* Offset of the row-major logical index k. */
static int64_t off_of(const View* v, int64_t k) {
  int64_t off = 0;
  for (int i = v->nd - 1; i >= 0; --i) {
    off += (k % v->shape[i]) * v->st[i];
    k /= v->shape[i];
  }
  return off;
}
static cplx vget(const View* v, int64_t k) { return get(v->dt, v->data, off_of(v, k)); }
static void vset(View* v, int64_t k, cplx x) { set(v->dt, v->data, off_of(v, k), x); }

/* Places a view of (dt, nd, shape) in layout lay in slot s, flush with the
 * trailing guard (at_end) or the leading one, and wraps it as v->t. */
static void make_view(int s, tf_dtype dt, int nd, const int64_t* shape, int lay, int at_end,
                      View* v) {
  const Guarded* g = &slots[s];
  const int64_t es = (int64_t)esize[dt];
  memset(v, 0, sizeof *v);
  v->dt = dt;
  v->nd = nd;
  for (int i = 0; i < nd; ++i) v->shape[i] = shape[i];
  int64_t acc = 1;
  int64_t pshape[4];     /* parent buffer shape (slice) */
  int64_t base_off = 0;  /* element offset of element 0 in the buffer */
  switch (lay) {
    case L_COL:
      for (int i = 0; i < nd; ++i) { v->st[i] = acc; acc *= shape[i]; }
      break;
    case L_STRIDED:
      acc = 2; /* row-major with every other element of the last axis */
      for (int i = nd - 1; i >= 0; --i) { v->st[i] = acc; acc *= shape[i]; }
      break;
    case L_CSTRIDED: /* column-major with every other element of the first axis */
      acc = 2;
      for (int i = 0; i < nd; ++i) { v->st[i] = acc; acc *= shape[i]; }
      break;
    case L_STRIDED3: /* row-major with every third element of the last axis */
      acc = 3;
      for (int i = nd - 1; i >= 0; --i) { v->st[i] = acc; acc *= shape[i]; }
      break;
    case L_PERM: /* buffer row-major in axis order (nd-1, 0, 1, ...) */
      if (nd >= 2) {
        for (int i = nd - 2; i >= 0; --i) { v->st[i] = acc; acc *= shape[i]; }
        v->st[nd - 1] = acc;
        break;
      }
      /* fall through */
    case L_ROW:
      for (int i = nd - 1; i >= 0; --i) { v->st[i] = acc; acc *= shape[i]; }
      break;
    case L_SLICE: /* x[1:n+1] (at_end) or x[0:n] of a row-major (n+1)^nd parent */
      for (int i = nd - 1; i >= 0; --i) {
        pshape[i] = shape[i] + 1;
        v->st[i] = acc;
        acc *= pshape[i];
      }
      if (at_end)
        for (int i = 0; i < nd; ++i) base_off += v->st[i];
      break;
  }
  int64_t span = 1; /* elements from the first to one past the last touched */
  int empty = 0;
  for (int i = 0; i < nd; ++i) {
    if (shape[i] == 0) empty = 1;
    span += (shape[i] - 1) * v->st[i];
  }
  if (empty) span = 0;
  int64_t bytes = (span + base_off) * es;
  assert_true(bytes <= SLOT_BYTES);
  char* buf = at_end ? g->hi - bytes : g->lo;
  if (lay == L_SLICE && at_end) {
    /* the parent may start before lo only if base_off elements do not fit:
     * they always fit (SLOT_BYTES is large), so the parent starts at buf. */
  }
  v->data = buf + base_off * es;
  v->span_lo = v->data;
  v->span_hi = v->data + span * es;
  /* Wrap. */
  if (lay == L_SLICE) {
    tf_tensor* parent;
    int64_t starts[4], stops[4];
    for (int i = 0; i < nd; ++i) {
      starts[i] = at_end ? 1 : 0;
      stops[i] = starts[i] + shape[i];
    }
    CHECK_OK(tf_tensor_wrap(dt, nd, pshape, NULL, buf, &parent));
    CHECK_OK(tf_slice_view(parent, starts, stops, NULL, &v->t));
    tf_tensor_release(parent);
  } else if (lay == L_PERM && nd >= 2) {
    tf_tensor* parent;
    int64_t ps[4];
    int32_t perm[4];
    ps[0] = shape[nd - 1];
    for (int i = 0; i < nd - 1; ++i) ps[i + 1] = shape[i];
    /* axis i of the view is axis perm[i] of the parent */
    for (int i = 0; i < nd - 1; ++i) perm[i] = i + 1;
    perm[nd - 1] = 0;
    CHECK_OK(tf_tensor_wrap(dt, nd, ps, NULL, buf, &parent));
    CHECK_OK(tf_permute_view(parent, perm, &v->t));
    tf_tensor_release(parent);
  } else {
    CHECK_OK(tf_tensor_wrap(dt, nd, v->shape, v->st, v->data, &v->t));
  }
  /* The view the library sees must be the one we address. */
  void* d;
  int64_t st[4];
  CHECK_OK(tf_tensor_data(v->t, &d));
  CHECK_OK(tf_tensor_strides(v->t, st));
  assert_ptr_equal(d, v->data);
  for (int i = 0; i < nd; ++i)
    if (shape[i] > 1) assert_int_equal(st[i], v->st[i]);
}

static void fill_input(View* v) {
  int64_t n = numel_of(v->nd, v->shape);
  for (int64_t k = 0; k < n; ++k) vset(v, k, rand_val(v->dt));
}

/* Output: the span (plus up to 64 bytes either side inside the mapping) gets
 * the canary. */
static char* pad_lo(const View* v, int s) {
  char* p = v->span_lo - 64;
  return p < slots[s].lo ? slots[s].lo : p;
}
static char* pad_hi(const View* v, int s) {
  char* p = v->span_hi + 64;
  return p > slots[s].hi ? slots[s].hi : p;
}
static void canary_out(const View* v, int s) {
  fill_canary(pad_lo(v, s), (size_t)(pad_hi(v, s) - pad_lo(v, s)));
}

/* A view of an engine-owned result tensor (to compare allocating forms). */
static void view_of_tensor(tf_tensor* t, View* v) {
  memset(v, 0, sizeof *v);
  int32_t nd;
  tf_dtype dt;
  void* d;
  CHECK_OK(tf_tensor_ndim(t, &nd));
  CHECK_OK(tf_tensor_dtype(t, &dt));
  CHECK_OK(tf_tensor_shape(t, v->shape));
  CHECK_OK(tf_tensor_strides(t, v->st));
  CHECK_OK(tf_tensor_data(t, &d));
  v->nd = nd;
  v->dt = dt;
  v->data = d;
  v->t = t;
}

/* ------------------------------------------------------------- bookkeeping */
static int64_t failures, cases;
static char case_name[256];
static int verbose;

static void begin_case(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(case_name, sizeof case_name, fmt, ap);
  va_end(ap);
  ++cases;
  if (verbose) {
    fprintf(stderr, "case %s\n", case_name);
    fflush(stderr);
  }
}

static void fail_case(const char* fmt, ...) {
  if (failures++ < 20) {
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    print_error("%s: %s\n", case_name, msg);
  }
}

static int ok_status(tf_status s, const char* what) {
  if (s == TF_OK) return 1;
  fail_case("%s returned %s: %s", what, tf_status_name(s), tf_last_error());
  return 0;
}
#define OK(call) ok_status((call), #call)

/* Nothing outside v's elements in its canaried span (slot s) changed.
 * Overwrites v's elements. */
static void check_canary(View* v, int s) {
  int64_t n = numel_of(v->nd, v->shape);
  size_t es = esize[v->dt];
  for (int64_t k = 0; k < n; ++k) fill_canary(v->data + off_of(v, k) * (int64_t)es, es);
  if (!is_canary(pad_lo(v, s), (size_t)(pad_hi(v, s) - pad_lo(v, s))))
    fail_case("a byte outside the output's elements was written");
}

/* Compares v (logical row-major order) with want[0..n); checks that nothing
 * outside v's elements in its canaried span changed (when s >= 0). */
static void check_view(View* v, const cplx* want, double tol, int s) {
  int64_t n = numel_of(v->nd, v->shape);
  for (int64_t k = 0; k < n; ++k) {
    cplx got = vget(v, k);
    if (!close_to(got, want[k], tol)) {
      fail_case("element %ld: got (%g, %g), want (%g, %g)", (long)k, creal(got), cimag(got),
                creal(want[k]), cimag(want[k]));
      return;
    }
  }
  if (s >= 0) check_canary(v, s);
}

static void release(View* v) {
  tf_tensor_release(v->t);
  v->t = NULL;
}

/* -------------------------------------------------------------- the shapes */
static const int64_t sizes[] = {1, 2, 3, 4, 5, 7, 8, 9, 16, 17};
#define NSIZES 10

typedef struct {
  int nd;
  int64_t shape[3];
} Shape;
static Shape shapes[64];
static int nshapes;

/* Every shape list entry with at least min_numel elements. (A pooled engine
 * on the >= 256-element shapes entered no parallel region: the cost model
 * keeps these sizes serial, so this test runs on a serial engine only.) */
static void make_shapes(int64_t min_numel) {
  nshapes = 0;
  for (int i = 0; i < NSIZES; ++i) shapes[nshapes++] = (Shape){1, {sizes[i]}};
  for (int i = 0; i < NSIZES; ++i)
    for (int j = 0; j < NSIZES; j += 3)
      shapes[nshapes++] = (Shape){2, {sizes[i], sizes[(i + j) % NSIZES]}};
  for (int i = 0; i < NSIZES; ++i)
    shapes[nshapes++] = (Shape){3, {sizes[i], sizes[(i + 3) % NSIZES], sizes[(i + 7) % NSIZES]}};
  shapes[nshapes++] = (Shape){3, {17, 17, 16}};
  shapes[nshapes++] = (Shape){3, {3, 16, 17}};
  assert_true(nshapes <= 64);
  int kept = 0;
  for (int i = 0; i < nshapes; ++i)
    if (numel_of(shapes[i].nd, shapes[i].shape) >= min_numel) shapes[kept++] = shapes[i];
  nshapes = kept;
}

static const char* shape_str(const Shape* s) {
  static char buf[64];
  if (s->nd == 1) snprintf(buf, sizeof buf, "(%ld)", (long)s->shape[0]);
  else if (s->nd == 2) snprintf(buf, sizeof buf, "(%ld,%ld)", (long)s->shape[0], (long)s->shape[1]);
  else
    snprintf(buf, sizeof buf, "(%ld,%ld,%ld)", (long)s->shape[0], (long)s->shape[1],
             (long)s->shape[2]);
  return buf;
}

static cplx* want_buf(int64_t n) {
  static cplx* buf;
  static int64_t cap;
  if (n > cap) {
    free(buf);
    cap = n < 8192 ? 8192 : n;
    buf = malloc((size_t)cap * sizeof(cplx));
    assert_non_null(buf);
  }
  return buf;
}

static tf_engine* engine;
static int out_rot; /* rotates output layouts over the cases */
/* row, col, strided, cstrided */
static int next_out_layout(void) { return (out_rot++) % 4; }

/* ------------------------------------------------------------------ unary */
static cplx unary_ref(tf_unary_op op, cplx x, int cx) {
  switch (op) {
    case TF_UNARY_NEG: return -x;
    case TF_UNARY_CONJ: return conj(x);
    case TF_UNARY_ABS: return cabs(x);
    case TF_UNARY_REAL: return creal(x);
    case TF_UNARY_IMAG: return cimag(x);
    case TF_UNARY_EXP: return cx ? cexp(x) : exp(creal(x));
    case TF_UNARY_LOG: return cx ? clog(x) : log(creal(x));
    case TF_UNARY_SQRT: return cx ? csqrt(x) : sqrt(creal(x));
    case TF_UNARY_SIN: return cx ? csin(x) : sin(creal(x));
    case TF_UNARY_COS: return cx ? ccos(x) : cos(creal(x));
    case TF_UNARY_TANH: return cx ? ctanh(x) : tanh(creal(x));
    default: return 1.0 / x;
  }
}

static void unary_family(void** state) {
  (void)state;
  failures = cases = 0;
  for (int dt = 0; dt < 4; ++dt)
    for (int si = 0; si < nshapes; ++si)
      for (int lay = 0; lay < NLAYOUTS; ++lay)
        for (int at_end = 0; at_end < 2; ++at_end)
          for (int op = 0; op <= 12; ++op) { /* 12 = tf_scale */
            const Shape* sh = &shapes[si];
            tf_dtype odt = dt;
            if (is_cx(dt) && (op == TF_UNARY_ABS || op == TF_UNARY_REAL || op == TF_UNARY_IMAG))
              odt = real_of(dt);
            int olay = next_out_layout();
            begin_case("unary op %d %s %s in %s out %s end %d", op, dtname[dt], shape_str(sh),
                       lname[lay], lname[olay], at_end);
            View x, o;
            make_view(0, dt, sh->nd, sh->shape, lay, at_end, &x);
            make_view(1, odt, sh->nd, sh->shape, olay, at_end, &o);
            fill_input(&x);
            canary_out(&o, 1);
            tf_scalar alpha = {0.75, is_cx(dt) ? -0.5 : 0.0};
            int64_t n = numel_of(sh->nd, sh->shape);
            cplx* want = want_buf(n);
            for (int64_t k = 0; k < n; ++k)
              want[k] = op == 12 ? (alpha.re + alpha.im * I) * vget(&x, k)
                                 : unary_ref((tf_unary_op)op, vget(&x, k), is_cx(dt));
            tf_status st = op == 12 ? tf_scale_into(engine, alpha, x.t, o.t)
                                    : tf_unary_into(engine, (tf_unary_op)op, x.t, o.t);
            if (ok_status(st, "tf_unary_into")) check_view(&o, want, tol_of(dt), 1);
            release(&x);
            release(&o);
          }
  print_message("unary: %ld cases\n", (long)cases);
  assert_int_equal(failures, 0);
}

/* ----------------------------------------------------------------- binary */
static cplx binary_ref(int op, cplx x, cplx y, tf_scalar a, tf_scalar b) {
  switch (op) {
    case TF_BINARY_ADD: return x + y;
    case TF_BINARY_SUB: return x - y;
    case TF_BINARY_MUL: return x * y;
    case TF_BINARY_DIV: return x / y;
    case TF_BINARY_MAX: return creal(x) > creal(y) ? x : y;
    case TF_BINARY_MIN: return creal(x) < creal(y) ? x : y;
    default: return (a.re + a.im * I) * x + (b.re + b.im * I) * y;
  }
}

/* Broadcast index: element of x (shape xs, rank xnd, right-aligned) for the
 * output's logical index k of shape os (rank ond). */
static int64_t bcast_index(int ond, const int64_t* os, int xnd, const int64_t* xs, int64_t k) {
  int64_t idx[4], r = 0, mul = 1;
  for (int i = ond - 1; i >= 0; --i) {
    idx[i] = k % os[i];
    k /= os[i];
  }
  for (int i = xnd - 1; i >= 0; --i) {
    int oi = i + ond - xnd;
    r += (xs[i] == 1 ? 0 : idx[oi]) * mul;
    mul *= xs[i];
  }
  return r;
}

static void binary_family(void** state) {
  (void)state;
  failures = cases = 0;
  for (int dt = 0; dt < 4; ++dt)
    for (int si = 0; si < nshapes; ++si)
      for (int lay = 0; lay < NLAYOUTS; ++lay)
        for (int at_end = 0; at_end < 2; ++at_end)
          for (int pat = 0; pat < 5; ++pat)
            for (int op = 0; op <= 6; ++op) { /* 6 = axpby */
              if (is_cx(dt) && (op == TF_BINARY_MAX || op == TF_BINARY_MIN)) continue;
              const Shape* sh = &shapes[si];
              if (pat == 4 && sh->nd == 1) continue;
              int nd = sh->nd;
              int64_t xs[3], ys[3];
              int xnd = nd, ynd = nd;
              memcpy(xs, sh->shape, sizeof xs);
              memcpy(ys, sh->shape, sizeof ys);
              if (pat == 1) ys[nd - 1] = 1;                 /* y broadcast on the last axis */
              if (pat == 2 && nd >= 2) ys[0] = 1;           /* ... on the first axis */
              if (pat == 3) {                               /* y of lower rank */
                if (nd >= 2) { ynd = nd - 1; for (int i = 0; i < ynd; ++i) ys[i] = sh->shape[i + 1]; }
                else ys[0] = 1;
              }
              if (pat == 4) { xs[0] = 1; ys[nd - 1] = 1; }  /* both broadcast */
              int ylay = (lay + pat + 1) % NLAYOUTS;
              int olay = next_out_layout();
              begin_case("binary op %d %s %s pat %d x %s y %s out %s end %d", op, dtname[dt],
                         shape_str(sh), pat, lname[lay], lname[ylay], lname[olay], at_end);
              View x, y, o;
              make_view(0, dt, xnd, xs, lay, at_end, &x);
              make_view(1, dt, ynd, ys, ylay, at_end, &y);
              make_view(2, dt, nd, sh->shape, olay, at_end, &o);
              fill_input(&x);
              fill_input(&y);
              canary_out(&o, 2);
              tf_scalar a = {0.5, is_cx(dt) ? 0.25 : 0.0}, b = {-1.5, is_cx(dt) ? 0.5 : 0.0};
              int64_t n = numel_of(nd, sh->shape);
              cplx* want = want_buf(n);
              for (int64_t k = 0; k < n; ++k)
                want[k] = binary_ref(op, vget(&x, bcast_index(nd, sh->shape, xnd, xs, k)),
                                     vget(&y, bcast_index(nd, sh->shape, ynd, ys, k)), a, b);
              tf_status st = op == 6 ? tf_axpby_into(engine, a, x.t, b, y.t, o.t)
                                     : tf_binary_into(engine, (tf_binary_op)op, x.t, y.t, o.t);
              if (ok_status(st, "tf_binary_into")) check_view(&o, want, tol_of(dt), 2);
              release(&x);
              release(&y);
              release(&o);
            }
  print_message("binary: %ld cases\n", (long)cases);
  assert_int_equal(failures, 0);
}

/* ------------------------------------------------------------- reductions */
static void reduce_family(void** state) {
  (void)state;
  failures = cases = 0;
  for (int dt = 0; dt < 4; ++dt)
    for (int si = 0; si < nshapes; ++si)
      for (int lay = 0; lay < NLAYOUTS; ++lay)
        for (int at_end = 0; at_end < 2; ++at_end)
          for (int op = 0; op <= 5; ++op) {
            if (is_cx(dt) && (op == TF_REDUCE_MAX || op == TF_REDUCE_MIN)) continue;
            const Shape* sh = &shapes[si];
            int nd = sh->nd;
            /* axis sets: all, each single axis, {0, 2} */
            int nsets = 1 + (nd > 1 ? nd : 0) + (nd == 3);
            for (int set = 0; set < nsets; ++set) {
              int32_t axes[3];
              int32_t naxes = 0;
              int red[3] = {0, 0, 0};
              if (set == 0) { for (int i = 0; i < nd; ++i) red[i] = 1; }
              else if (set <= nd && nd > 1) { axes[0] = set - 1; naxes = 1; red[set - 1] = 1; }
              else { axes[0] = 0; axes[1] = -1; naxes = 2; red[0] = red[2] = 1; }
              int64_t os[3];
              int ond = 0;
              for (int i = 0; i < nd; ++i)
                if (!red[i]) os[ond++] = sh->shape[i];
              tf_dtype odt = op == TF_REDUCE_FROBENIUS ? real_of((tf_dtype)dt) : (tf_dtype)dt;
              int olay = next_out_layout();
              begin_case("reduce op %d %s %s set %d in %s out %s end %d", op, dtname[dt],
                         shape_str(sh), set, lname[lay], lname[olay], at_end);
              View x, o;
              make_view(0, dt, nd, sh->shape, lay, at_end, &x);
              make_view(1, odt, ond, os, olay, at_end, &o);
              fill_input(&x);
              canary_out(&o, 1);
              int64_t on = numel_of(ond, os), n = numel_of(nd, sh->shape);
              cplx* want = want_buf(on);
              int64_t cnt = n / on;
              for (int64_t k = 0; k < on; ++k) {
                want[k] = op == TF_REDUCE_PROD ? 1.0 : 0.0;
                if (op == TF_REDUCE_MAX) want[k] = -INFINITY;
                if (op == TF_REDUCE_MIN) want[k] = INFINITY;
              }
              for (int64_t k = 0; k < n; ++k) {
                int64_t idx[3], r = k, ok = 0;
                for (int i = nd - 1; i >= 0; --i) { idx[i] = r % sh->shape[i]; r /= sh->shape[i]; }
                for (int i = 0; i < nd; ++i)
                  if (!red[i]) ok = ok * sh->shape[i] + idx[i];
                cplx v = vget(&x, k);
                switch (op) {
                  case TF_REDUCE_SUM: case TF_REDUCE_MEAN: want[ok] += v; break;
                  case TF_REDUCE_PROD: want[ok] *= v; break;
                  case TF_REDUCE_MAX: if (creal(v) > creal(want[ok])) want[ok] = v; break;
                  case TF_REDUCE_MIN: if (creal(v) < creal(want[ok])) want[ok] = v; break;
                  default: want[ok] += creal(v) * creal(v) + cimag(v) * cimag(v); break;
                }
              }
              for (int64_t k = 0; k < on; ++k) {
                if (op == TF_REDUCE_MEAN) want[k] /= (double)cnt;
                if (op == TF_REDUCE_FROBENIUS) want[k] = sqrt(creal(want[k]));
              }
              tf_status st = tf_reduce_into(engine, (tf_reduce_op)op, x.t, naxes,
                                            set == 0 ? NULL : axes, 0, o.t);
              if (ok_status(st, "tf_reduce_into")) check_view(&o, want, tol_of(dt), 1);
              release(&x);
              release(&o);
            }
          }
  print_message("reduce: %ld cases\n", (long)cases);
  assert_int_equal(failures, 0);
}

/* ------------------------------------------------------------- dot, vdot */
static void dot_family(void** state) {
  (void)state;
  failures = cases = 0;
  for (int dt = 0; dt < 4; ++dt)
    for (int si = 0; si < nshapes; ++si)
      for (int lay = 0; lay < NLAYOUTS; ++lay)
        for (int ylay = 0; ylay < NLAYOUTS; ++ylay)
          for (int at_end = 0; at_end < 2; ++at_end)
            for (int vd = 0; vd < 2; ++vd) {
              const Shape* sh = &shapes[si];
              begin_case("%s %s %s x %s y %s end %d", vd ? "vdot" : "dot", dtname[dt],
                         shape_str(sh), lname[lay], lname[ylay], at_end);
              View x, y;
              make_view(0, dt, sh->nd, sh->shape, lay, at_end, &x);
              make_view(1, dt, sh->nd, sh->shape, ylay, at_end, &y);
              fill_input(&x);
              fill_input(&y);
              cplx want = 0;
              int64_t n = numel_of(sh->nd, sh->shape);
              for (int64_t k = 0; k < n; ++k)
                want += (vd ? conj(vget(&x, k)) : vget(&x, k)) * vget(&y, k);
              tf_scalar got;
              tf_status st = vd ? tf_vdot(engine, x.t, y.t, &got) : tf_dot(engine, x.t, y.t, &got);
              if (ok_status(st, "tf_dot") && !close_to(got.re + got.im * I, want, tol_of(dt)))
                fail_case("got (%g, %g), want (%g, %g)", got.re, got.im, creal(want), cimag(want));
              release(&x);
              release(&y);
            }
  print_message("dot/vdot: %ld cases\n", (long)cases);
  assert_int_equal(failures, 0);
}

/* ---------------------------------------------------------------- layout */
static void layout_family(void** state) {
  (void)state;
  failures = cases = 0;
  for (int dt = 0; dt < 4; ++dt)
    for (int si = 0; si < nshapes; ++si)
      for (int lay = 0; lay < NLAYOUTS; ++lay)
        for (int at_end = 0; at_end < 2; ++at_end) {
          const Shape* sh = &shapes[si];
          const int nd = sh->nd;
          const int64_t n = numel_of(nd, sh->shape);
          View x;
          make_view(0, dt, nd, sh->shape, lay, at_end, &x);
          fill_input(&x);
          cplx* want = want_buf(n);
          /* permute_into: reversal and (rank 3) a rotation */
          for (int pv = 0; pv < (nd == 3 ? 2 : 1); ++pv) {
            int32_t perm[3];
            for (int i = 0; i < nd; ++i) perm[i] = pv ? (i + 1) % nd : nd - 1 - i;
            int64_t ps[3];
            for (int i = 0; i < nd; ++i) ps[i] = sh->shape[perm[i]];
            int olay = next_out_layout();
            begin_case("permute_into %s %s perm %d in %s out %s end %d", dtname[dt],
                       shape_str(sh), pv, lname[lay], lname[olay], at_end);
            View o;
            make_view(1, dt, nd, ps, olay, at_end, &o);
            canary_out(&o, 1);
            for (int64_t k = 0; k < n; ++k) { /* k indexes the output */
              int64_t oi[3], xi = 0, r = k;
              for (int i = nd - 1; i >= 0; --i) { oi[i] = r % ps[i]; r /= ps[i]; }
              int64_t xidx[3];
              for (int i = 0; i < nd; ++i) xidx[perm[i]] = oi[i];
              for (int i = 0; i < nd; ++i) xi = xi * sh->shape[i] + xidx[i];
              want[k] = vget(&x, xi);
            }
            if (OK(tf_permute_into(engine, x.t, perm, o.t))) check_view(&o, want, 0, 1);
            release(&o);
          }
          for (int64_t k = 0; k < n; ++k) want[k] = vget(&x, k);
          /* copy_into */
          {
            int olay = next_out_layout();
            begin_case("copy_into %s %s in %s out %s end %d", dtname[dt], shape_str(sh),
                       lname[lay], lname[olay], at_end);
            View o;
            make_view(1, dt, nd, sh->shape, olay, at_end, &o);
            canary_out(&o, 1);
            if (OK(tf_copy_into(engine, x.t, o.t))) check_view(&o, want, 0, 1);
            release(&o);
          }
          /* contiguous (both layouts) and reshape to rank 1 */
          for (int cl = 0; cl < 3; ++cl) {
            begin_case("%s %d %s %s in %s end %d", cl < 2 ? "contiguous" : "reshape", cl,
                       dtname[dt], shape_str(sh), lname[lay], at_end);
            tf_tensor* r;
            tf_status st = cl < 2 ? tf_contiguous(engine, x.t, (tf_layout)cl, &r)
                                  : tf_reshape(engine, x.t, 1, &n, TF_ROW_MAJOR, &r);
            if (ok_status(st, "tf_contiguous/tf_reshape")) {
              View o;
              view_of_tensor(r, &o);
              check_view(&o, want, 0, -1);
              tf_tensor_release(r);
            }
          }
          /* tensor_read into guarded memory, both layouts */
          for (int cl = 0; cl < 2; ++cl) {
            begin_case("tensor_read %d %s %s in %s end %d", cl, dtname[dt], shape_str(sh),
                       lname[lay], at_end);
            View o;
            make_view(1, dt, nd, sh->shape, cl ? L_COL : L_ROW, at_end, &o);
            canary_out(&o, 1);
            if (OK(tf_tensor_read(x.t, (tf_layout)cl, o.data, (size_t)n * esize[dt])))
              check_view(&o, want, 0, 1);
            release(&o);
          }
          /* tensor_from_data from the guarded strided input */
          {
            begin_case("tensor_from_data %s %s in %s end %d", dtname[dt], shape_str(sh),
                       lname[lay], at_end);
            tf_tensor* r;
            if (OK(tf_tensor_from_data(engine, dt, nd, sh->shape, x.st, x.data, TF_COL_MAJOR,
                                       &r))) {
              View o;
              view_of_tensor(r, &o);
              check_view(&o, want, 0, -1);
              tf_tensor_release(r);
            }
          }
          /* slice views with steps of a guarded input, then copied out */
          for (int step = 2; step <= 3; ++step) {
            int64_t starts[3], stops[3], steps[3], ss[3];
            for (int i = 0; i < nd; ++i) {
              /* the last kept index is the last one: the slice ends at the guard */
              starts[i] = (sh->shape[i] - 1) % step;
              stops[i] = sh->shape[i];
              steps[i] = step;
              ss[i] = (stops[i] - starts[i] + step - 1) / step;
            }
            int64_t sn = numel_of(nd, ss);
            int olay = next_out_layout();
            begin_case("slice step %d + copy_into %s %s in %s out %s end %d", step, dtname[dt],
                       shape_str(sh), lname[lay], lname[olay], at_end);
            tf_tensor* sv;
            if (!OK(tf_slice_view(x.t, starts, stops, steps, &sv))) continue;
            View o;
            make_view(1, dt, nd, ss, olay, at_end, &o);
            canary_out(&o, 1);
            for (int64_t k = 0; k < sn; ++k) {
              int64_t r = k, xi = 0, idx[3];
              for (int i = nd - 1; i >= 0; --i) { idx[i] = r % ss[i]; r /= ss[i]; }
              for (int i = 0; i < nd; ++i) xi = xi * sh->shape[i] + starts[i] + idx[i] * step;
              want[k] = vget(&x, xi);
            }
            if (OK(tf_copy_into(engine, sv, o.t))) check_view(&o, want, 0, 1);
            /* and an elementwise op on the slice view */
            canary_out(&o, 1);
            for (int64_t k = 0; k < sn; ++k) want[k] = -want[k];
            if (OK(tf_unary_into(engine, TF_UNARY_NEG, sv, o.t))) check_view(&o, want, 0, 1);
            for (int64_t k = 0; k < n; ++k) want[k] = vget(&x, k);
            release(&o);
            tf_tensor_release(sv);
          }
          /* cast_into every allowed target dtype */
          for (int odt = 0; odt < 4; ++odt) {
            if (is_cx(dt) && !is_cx(odt)) continue;
            int olay = next_out_layout();
            begin_case("cast_into %s -> %s %s in %s out %s end %d", dtname[dt], dtname[odt],
                       shape_str(sh), lname[lay], lname[olay], at_end);
            View o;
            make_view(1, odt, nd, sh->shape, olay, at_end, &o);
            canary_out(&o, 1);
            if (OK(tf_cast_into(engine, x.t, o.t))) check_view(&o, want, tol_of(odt), 1);
            release(&o);
          }
          release(&x);
        }
  print_message("layout/cast/slice: %ld cases\n", (long)cases);
  assert_int_equal(failures, 0);
}

/* ---------------------------------------------------------------- einsum */
/* Plain einsum over labels: out[o] = sum over the other labels of the
 * product of the operands (conjugated where asked). */
static void einsum_ref(int nops, const char* const* labs, View* const* ops, const uint8_t* cj,
                       const char* olab, const int64_t* ext /* by label char */, cplx* want) {
  char all[16];
  int na = 0;
  for (const char* p = olab; *p; ++p) all[na++] = *p;
  for (int k = 0; k < nops; ++k)
    for (const char* p = labs[k]; *p; ++p)
      if (!memchr(all, *p, (size_t)na)) all[na++] = *p;
  int no = (int)strlen(olab);
  int64_t on = 1, tot = 1;
  for (int i = 0; i < no; ++i) on *= ext[(int)olab[i]];
  for (int i = 0; i < na; ++i) tot *= ext[(int)all[i]];
  for (int64_t k = 0; k < on; ++k) want[k] = 0;
  int64_t val[128];
  for (int64_t t = 0; t < tot; ++t) {
    int64_t r = t;
    for (int i = na - 1; i >= 0; --i) {
      val[(int)all[i]] = r % ext[(int)all[i]];
      r /= ext[(int)all[i]];
    }
    cplx prod = 1;
    for (int k = 0; k < nops; ++k) {
      int64_t off = 0;
      for (int i = 0; labs[k][i]; ++i) off += val[(int)labs[k][i]] * ops[k]->st[i];
      cplx v = get(ops[k]->dt, ops[k]->data, off);
      prod *= cj[k] ? conj(v) : v;
    }
    int64_t oi = 0;
    for (int i = 0; i < no; ++i) oi = oi * ext[(int)olab[i]] + val[(int)olab[i]];
    want[oi] += prod;
  }
}

typedef struct {
  const char* spec; /* "a,b->c" */
  int tensordot;    /* >0: tensordot with these axes (encoded below) */
} EinCase;

static const char* ein_specs[] = {
    "ii->i", "ii->", "ij->ji", "ij->i", "ij->j", "ij->", "iij->j", "iji->ij", "ijk->kji",
    "ijk->j", "ijk->ik", "i,i->", "i,j->ij", "ij,ij->i", "ij,ij->", "ij,ij->ij", "ii,i->i",
    "ij,j->i", "ij,jk->ik", "ijk,ikl->ijl", "ijk,kj->i", "ij,kj->ik",
};
#define NSPECS (int)(sizeof ein_specs / sizeof ein_specs[0])

static void einsum_family(void** state) {
  (void)state;
  failures = cases = 0;
  static const int64_t esz[] = {1, 2, 3, 4, 5, 7, 8, 9, 16, 17};
  for (int dt = 0; dt < 4; ++dt)
    for (int sp = 0; sp < NSPECS; ++sp)
      for (int ex = 0; ex < 8; ++ex)
        for (int lay = 0; lay < NLAYOUTS; ++lay)
          for (int at_end = 0; at_end < 2; ++at_end) {
            const char* spec = ein_specs[sp];
            char labs[2][8] = {{0}}, olab[8] = {0};
            int nops = 1;
            {
              const char* p = spec;
              int k = 0, j = 0;
              for (; *p != '-'; ++p) {
                if (*p == ',') { labs[k][j] = 0; ++k; j = 0; continue; }
                labs[k][j++] = *p;
              }
              nops = k + 1;
              strcpy(olab, p + 2);
            }
            int64_t ext[128];
            for (int c = 'i'; c <= 'l'; ++c) ext[c] = esz[(ex * 3 + (c - 'i') * 7 + sp) % NSIZES];
            if (ex == 0)
              for (int c = 'i'; c <= 'l'; ++c) ext[c] = c == 'i' ? 17 : 16;
            View v[2], o;
            const char* lp[2] = {labs[0], labs[1]};
            View* vp[2] = {&v[0], &v[1]};
            uint8_t cj[2] = {0, 0};
            if (is_cx(dt) && (ex & 1)) cj[ex & 2 ? 1 : 0] = 1;
            int olay = next_out_layout();
            begin_case("einsum '%s' %s ext %d in %s out %s conj %d%d end %d", spec, dtname[dt], ex,
                       lname[lay], lname[olay], cj[0], cj[1], at_end);
            for (int k = 0; k < nops; ++k) {
              int64_t s[4];
              int nd = (int)strlen(labs[k]);
              for (int i = 0; i < nd; ++i) s[i] = ext[(int)labs[k][i]];
              make_view(k, dt, nd, s, (lay + 2 * k) % NLAYOUTS, at_end, &v[k]);
              fill_input(&v[k]);
            }
            int64_t os[4];
            int ond = (int)strlen(olab);
            for (int i = 0; i < ond; ++i) os[i] = ext[(int)olab[i]];
            make_view(2, dt, ond, os, olay, at_end, &o);
            canary_out(&o, 2);
            cplx* want = want_buf(numel_of(ond, os));
            einsum_ref(nops, lp, vp, cj, olab, ext, want);
            const tf_tensor* tens[2] = {v[0].t, nops > 1 ? v[1].t : NULL};
            tf_einsum_options opt;
            memset(&opt, 0, sizeof opt);
            opt.struct_size = sizeof opt;
            opt.conj = cj;
            if (OK(tf_einsum_into(engine, spec, nops, tens, &opt, o.t)))
              check_view(&o, want, tol_of(dt), 2);
            /* the same two-operand contraction through tensordot */
            if (nops == 2) {
              int32_t ax_a[4], ax_b[4], nax = 0;
              char tlab[8];
              int tn = 0;
              for (int i = 0; labs[0][i]; ++i) {
                const char* q = strchr(labs[1], labs[0][i]);
                if (q && !strchr(olab, labs[0][i])) {
                  ax_a[nax] = i;
                  ax_b[nax++] = (int32_t)(q - labs[1]);
                }
              }
              /* tensordot's output: a's free axes, then b's */
              int plain = 1;
              for (int i = 0; labs[0][i]; ++i)
                if (!strchr(labs[1], labs[0][i]) || strchr(olab, labs[0][i])) {
                  if (strchr(labs[1], labs[0][i])) plain = 0; /* a batch label */
                  tlab[tn++] = labs[0][i];
                }
              for (int i = 0; labs[1][i]; ++i)
                if (!strchr(labs[0], labs[1][i])) tlab[tn++] = labs[1][i];
              tlab[tn] = 0;
              for (int k = 0; k < 2 && plain; ++k) /* no repeated labels inside one operand */
                for (int i = 0; labs[k][i]; ++i)
                  if (strchr(labs[k] + i + 1, labs[k][i])) plain = 0;
              if (plain) {
                int64_t ts[4];
                for (int i = 0; i < tn; ++i) ts[i] = ext[(int)tlab[i]];
                View t;
                int tl = next_out_layout();
                begin_case("tensordot '%s' %s ext %d in %s out %s conj %d%d end %d", spec,
                           dtname[dt], ex, lname[lay], lname[tl], cj[0], cj[1], at_end);
                make_view(3, dt, tn, ts, tl, at_end, &t);
                canary_out(&t, 3);
                cplx* tw = want_buf(numel_of(tn, ts));
                einsum_ref(2, lp, vp, cj, tlab, ext, tw);
                if (OK(tf_tensordot_into(engine, v[0].t, v[1].t, nax, ax_a, ax_b, cj[0], cj[1],
                                         t.t)))
                  check_view(&t, tw, tol_of(dt), 3);
                release(&t);
              }
            }
            for (int k = 0; k < nops; ++k) release(&v[k]);
            release(&o);
          }
  print_message("einsum/tensordot: %ld cases\n", (long)cases);
  assert_int_equal(failures, 0);
}

/* ---------------------------------------------------------------- linalg */
/* Matrices in a batch: (batch, rows, cols) views; element (b, i, j). */
static cplx mget(const View* v, int64_t b, int64_t i, int64_t j) {
  int nd = v->nd;
  int64_t off = i * v->st[nd - 2] + j * v->st[nd - 1] + (nd == 3 ? b * v->st[0] : 0);
  return get(v->dt, v->data, off);
}

/* Hermitian, diagonally dominant: positive definite and well conditioned. */
static void fill_hpd(View* v) {
  int nd = v->nd;
  int64_t nb = nd == 3 ? v->shape[0] : 1, n = v->shape[nd - 1];
  for (int64_t b = 0; b < nb; ++b)
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j <= i; ++j) {
        cplx x = i == j ? 2.0 * (double)n + 1.0 + urand() : urand() + (is_cx(v->dt) ? urand() * I : 0);
        int64_t base = nd == 3 ? b * v->st[0] : 0;
        set(v->dt, v->data, base + i * v->st[nd - 2] + j * v->st[nd - 1], x);
        set(v->dt, v->data, base + j * v->st[nd - 2] + i * v->st[nd - 1], conj(x));
      }
}

static void fill_rand(View* v) {
  int64_t n = numel_of(v->nd, v->shape);
  for (int64_t k = 0; k < n; ++k) vset(v, k, urand() + (is_cx(v->dt) ? urand() * I : 0));
}

/* max |got - want| over two tensors of one shape (any views), relative. */
static int views_close(const View* a, const View* b, double tol) {
  int64_t n = numel_of(a->nd, a->shape);
  double mx = 0, scale = 1;
  for (int64_t k = 0; k < n; ++k) {
    double d = cabs(vget(a, k) - vget(b, k));
    if (d > mx) mx = d;
    if (cabs(vget(b, k)) > scale) scale = cabs(vget(b, k));
  }
  return mx <= tol * scale;
}

/* Residual of sum_l A(b,i,l) X(b,l,j) against B(b,i,j) (op of A: 0 = N, 1 = T, 2 = C) */
static int residual_ok(const View* A, int op, const View* X, const View* B, double tol) {
  int nd = B->nd;
  int64_t nb = nd == 3 ? B->shape[0] : 1, m = B->shape[nd - 2], r = B->shape[nd - 1];
  int64_t k = X->shape[X->nd - 2];
  for (int64_t b = 0; b < nb; ++b)
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < r; ++j) {
        cplx s = 0;
        for (int64_t l = 0; l < k; ++l) {
          cplx a = op == 0 ? mget(A, b, i, l) : mget(A, b, l, i);
          if (op == 2) a = conj(a);
          s += a * mget(X, b, l, j);
        }
        if (cabs(s - mget(B, b, i, j)) > tol * (1.0 + cabs(mget(B, b, i, j)))) return 0;
      }
  return 1;
}

static double ltol(tf_dtype dt) { return (dt == TF_F32 || dt == TF_C64) ? 1e-3 : 1e-9; }

/* A contiguous column-major copy of v (engine-owned), as a view. */
static void contig_copy(const View* v, View* c) {
  tf_tensor* t;
  CHECK_OK(tf_contiguous(engine, v->t, TF_COL_MAJOR, &t));
  view_of_tensor(t, c);
}

static void linalg_family(void** state) {
  (void)state;
  failures = cases = 0;
  static const int64_t ns[] = {1, 2, 3, 4, 5, 7, 8, 9, 16, 17};
  for (int dt = 0; dt < 4; ++dt)
    for (int ni = 0; ni < 10; ++ni)
      for (int lay = 0; lay < NLAYOUTS; ++lay)
        for (int at_end = 0; at_end < 2; ++at_end)
          for (int batched = 0; batched < 2; ++batched) {
            const int64_t n = ns[ni], m = ns[(ni + 3) % 10], r = ni % 2 ? 1 : 3;
            const int nd = batched ? 3 : 2;
            int64_t sq[3], rect[3], rhs[3];
            int64_t nbat = batched ? 2 : 1;
            int o = batched ? 1 : 0;
            sq[0] = rect[0] = rhs[0] = nbat;
            sq[o] = n; sq[o + 1] = n;
            rect[o] = n; rect[o + 1] = m;
            rhs[o] = n; rhs[o + 1] = r;
            const double tol = ltol(dt);
            int olay = next_out_layout();
            View a, ac, b, x, x2;
            make_view(0, dt, nd, sq, lay, at_end, &a);
            fill_hpd(&a);
            make_view(1, dt, nd, rhs, (lay + 1) % NLAYOUTS, at_end, &b);
            fill_rand(&b);
            contig_copy(&a, &ac);

            /* solve */
            begin_case("solve %s n %ld r %ld batch %d a %s out %s end %d", dtname[dt], (long)n,
                       (long)r, batched, lname[lay], lname[olay], at_end);
            make_view(2, dt, nd, rhs, olay, at_end, &x);
            canary_out(&x, 2);
            if (OK(tf_solve_into(engine, a.t, b.t, x.t))) {
              if (!residual_ok(&a, 0, &x, &b, tol)) fail_case("a x != b");
              check_canary(&x, 2);
            }
            check_canary(&x, 2);
            release(&x);

            /* solve_triangular, upper and lower, op N/T/C */
            for (int up = 0; up < 2; ++up)
              for (int op = 0; op < 3; ++op) {
                begin_case("solve_triangular up %d op %d %s n %ld batch %d a %s end %d", up, op,
                           dtname[dt], (long)n, batched, lname[lay], at_end);
                make_view(2, dt, nd, rhs, olay, at_end, &x);
                canary_out(&x, 2);
                if (OK(tf_solve_triangular_into(engine, a.t, b.t, up, (tf_op)op, 0, x.t))) {
                  /* the triangle as a dense matrix in a contiguous scratch view */
                  tf_tensor* tt;
                  CHECK_OK(tf_tensor_zeros(engine, dt, nd, sq, TF_ROW_MAJOR, &tt));
                  View tv;
                  view_of_tensor(tt, &tv);
                  for (int64_t bb = 0; bb < nbat; ++bb)
                    for (int64_t i = 0; i < n; ++i)
                      for (int64_t j = 0; j < n; ++j)
                        if (up ? j >= i : j <= i)
                          set(dt, tv.data,
                              (batched ? bb * tv.st[0] : 0) + i * tv.st[nd - 2] + j * tv.st[nd - 1],
                              mget(&a, bb, i, j));
                  if (!residual_ok(&tv, op, &x, &b, tol)) fail_case("op(tri(a)) x != b");
                  tf_tensor_release(tt);
                }
                check_canary(&x, 2);
                release(&x);
              }

            /* inv: a x = I */
            begin_case("inv %s n %ld batch %d a %s out %s end %d", dtname[dt], (long)n, batched,
                       lname[lay], lname[olay], at_end);
            make_view(2, dt, nd, sq, olay, at_end, &x);
            canary_out(&x, 2);
            if (OK(tf_inv_into(engine, a.t, x.t))) {
              tf_tensor* it;
              CHECK_OK(tf_tensor_zeros(engine, dt, nd, sq, TF_ROW_MAJOR, &it));
              View iv;
              view_of_tensor(it, &iv);
              for (int64_t bb = 0; bb < nbat; ++bb)
                for (int64_t i = 0; i < n; ++i)
                  set(dt, iv.data, (batched ? bb * iv.st[0] : 0) + i * (iv.st[nd - 2] + iv.st[nd - 1]), 1.0);
              if (!residual_ok(&a, 0, &x, &iv, tol)) fail_case("a inv(a) != I");
              tf_tensor_release(it);
            }
            check_canary(&x, 2);
            release(&x);

            /* det, cholesky, eigvalsh, eigh, lu: against the contiguous copy */
            {
              int64_t ds[1] = {nbat};
              begin_case("det %s n %ld batch %d a %s end %d", dtname[dt], (long)n, batched,
                         lname[lay], at_end);
              make_view(2, dt, batched, ds, L_ROW, at_end, &x);
              canary_out(&x, 2);
              tf_tensor* ref;
              if (OK(tf_det_into(engine, a.t, x.t)) && OK(tf_det(engine, ac.t, &ref))) {
                View rv;
                view_of_tensor(ref, &rv);
                if (!views_close(&x, &rv, tol)) fail_case("det differs from the contiguous copy's");
                tf_tensor_release(ref);
              }
              check_canary(&x, 2);
              release(&x);
            }
            {
              begin_case("cholesky %s n %ld batch %d a %s out %s end %d", dtname[dt], (long)n,
                         batched, lname[lay], lname[olay], at_end);
              make_view(2, dt, nd, sq, olay, at_end, &x);
              canary_out(&x, 2);
              tf_tensor* ref;
              if (OK(tf_cholesky_into(engine, a.t, x.t)) && OK(tf_cholesky(engine, ac.t, &ref))) {
                View rv;
                view_of_tensor(ref, &rv);
                if (!views_close(&x, &rv, tol)) fail_case("cholesky differs");
                tf_tensor_release(ref);
              }
              check_canary(&x, 2);
              release(&x);
            }
            {
              int64_t ws[2] = {nbat, n};
              int64_t* wsp = batched ? ws : ws + 1;
              begin_case("eigh %s n %ld batch %d a %s out %s end %d", dtname[dt], (long)n,
                         batched, lname[lay], lname[olay], at_end);
              make_view(2, real_of(dt), batched + 1, wsp, olay, at_end, &x);
              make_view(3, dt, nd, sq, olay, at_end, &x2);
              canary_out(&x, 2);
              canary_out(&x2, 3);
              tf_tensor* ref;
              if (OK(tf_eigh_into(engine, a.t, x.t, x2.t)) && OK(tf_eigvalsh(engine, ac.t, &ref))) {
                View rv;
                view_of_tensor(ref, &rv);
                if (!views_close(&x, &rv, tol * n)) fail_case("eigenvalues differ");
                /* a v = v diag(w) */
                for (int64_t bb = 0; bb < nbat; ++bb)
                  for (int64_t i = 0; i < n; ++i)
                    for (int64_t j = 0; j < n; ++j) {
                      cplx s = 0;
                      for (int64_t l = 0; l < n; ++l) s += mget(&a, bb, i, l) * mget(&x2, bb, l, j);
                      cplx w = get(x.dt, x.data, (batched ? bb * x.st[0] : 0) + j * x.st[batched]);
                      if (cabs(s - mget(&x2, bb, i, j) * w) > tol * 4.0 * (double)n * (1 + cabs(w))) {
                        fail_case("a v != v w at (%ld, %ld)", (long)i, (long)j);
                        bb = nbat; i = n; break;
                      }
                    }
                tf_tensor_release(ref);
              }
              check_canary(&x, 2);
              release(&x);
              check_canary(&x2, 3);
              release(&x2);
              begin_case("eigvalsh %s n %ld batch %d a %s end %d", dtname[dt], (long)n, batched,
                         lname[lay], at_end);
              make_view(2, real_of(dt), batched + 1, wsp, olay, at_end, &x);
              canary_out(&x, 2);
              if (OK(tf_eigvalsh_into(engine, a.t, x.t)) && OK(tf_eigvalsh(engine, ac.t, &ref))) {
                View rv;
                view_of_tensor(ref, &rv);
                if (!views_close(&x, &rv, tol * n)) fail_case("eigenvalues differ");
                tf_tensor_release(ref);
              }
              check_canary(&x, 2);
              release(&x);
            }
            {
              /* lu + lu_solve */
              begin_case("lu %s n %ld batch %d a %s out %s end %d", dtname[dt], (long)n, batched,
                         lname[lay], lname[olay], at_end);
              make_view(2, dt, nd, sq, olay, at_end, &x);
              canary_out(&x, 2);
              int32_t piv[2 * 17], piv2[2 * 17];
              tf_tensor* ref;
              if (OK(tf_lu_into(engine, a.t, x.t, piv, (size_t)(nbat * n))) &&
                  OK(tf_lu(engine, ac.t, &ref, piv2, (size_t)(nbat * n)))) {
                View rv;
                view_of_tensor(ref, &rv);
                if (!views_close(&x, &rv, tol)) fail_case("lu differs");
                if (memcmp(piv, piv2, sizeof(int32_t) * (size_t)(nbat * n)))
                  fail_case("pivots differ");
                tf_tensor_release(ref);
                begin_case("lu_solve %s n %ld batch %d lu %s end %d", dtname[dt], (long)n,
                           batched, lname[olay], at_end);
                make_view(3, dt, nd, rhs, (olay + 1) % 4, at_end, &x2);
                canary_out(&x2, 3);
                if (OK(tf_lu_solve_into(engine, x.t, piv, (size_t)(nbat * n), b.t, x2.t)) &&
                    !residual_ok(&a, 0, &x2, &b, tol))
                  fail_case("a x != b");
                check_canary(&x2, 3);
                release(&x2);
              }
              check_canary(&x, 2);
              release(&x);
            }
            release(&b);
            tf_tensor_release(ac.t);
            release(&a);

            /* Rectangular n x m: qr, lq, svd. */
            make_view(0, dt, nd, rect, lay, at_end, &a);
            fill_rand(&a);
            contig_copy(&a, &ac);
            const int64_t k = n < m ? n : m;
            for (int f = 0; f < 2; ++f) {
              int64_t s1[3], s2[3];
              s1[0] = s2[0] = nbat;
              if (f == 0) { s1[o] = n; s1[o + 1] = k; s2[o] = k; s2[o + 1] = m; }  /* q, r */
              else { s1[o] = n; s1[o + 1] = k; s2[o] = k; s2[o + 1] = m; }         /* l, q */
              begin_case("%s %s %ldx%ld batch %d a %s out %s end %d", f ? "lq" : "qr", dtname[dt],
                         (long)n, (long)m, batched, lname[lay], lname[olay], at_end);
              make_view(2, dt, nd, s1, olay, at_end, &x);
              make_view(3, dt, nd, s2, (olay + 1) % 4, at_end, &x2);
              canary_out(&x, 2);
              canary_out(&x2, 3);
              tf_tensor *r1, *r2;
              tf_status st = f ? tf_lq_into(engine, a.t, 1, x.t, x2.t) : tf_qr_into(engine, a.t, 1, x.t, x2.t);
              tf_status st2 = f ? tf_lq(engine, ac.t, 1, &r1, &r2) : tf_qr(engine, ac.t, 1, &r1, &r2);
              if (ok_status(st, "qr/lq into") && ok_status(st2, "qr/lq")) {
                View v1, v2;
                view_of_tensor(r1, &v1);
                view_of_tensor(r2, &v2);
                if (!views_close(&x, &v1, tol * 10) || !views_close(&x2, &v2, tol * 10))
                  fail_case("factors differ from the contiguous copy's");
                if (!residual_ok(&x, 0, &x2, &a, tol * 10)) fail_case("product != a");
                tf_tensor_release(r1);
                tf_tensor_release(r2);
              }
              check_canary(&x, 2);
              release(&x);
              check_canary(&x2, 3);
              release(&x2);
            }
            {
              int64_t us[3], ss[2], vs[3];
              us[0] = vs[0] = ss[0] = nbat;
              us[o] = n; us[o + 1] = k;
              vs[o] = k; vs[o + 1] = m;
              ss[batched] = k;
              begin_case("svd %s %ldx%ld batch %d a %s out %s end %d", dtname[dt], (long)n,
                         (long)m, batched, lname[lay], lname[olay], at_end);
              View u, s, vh;
              make_view(2, dt, nd, us, olay, at_end, &u);
              make_view(3, real_of(dt), batched + 1, ss, olay, at_end, &s);
              make_view(4, dt, nd, vs, (olay + 1) % 4, at_end, &vh);
              canary_out(&u, 2);
              canary_out(&s, 3);
              canary_out(&vh, 4);
              tf_tensor *ru, *rs, *rvh;
              if (OK(tf_svd_into(engine, a.t, NULL, u.t, s.t, vh.t, NULL)) &&
                  OK(tf_svd(engine, ac.t, NULL, &ru, &rs, &rvh, NULL))) {
                View sv;
                view_of_tensor(rs, &sv);
                if (!views_close(&s, &sv, tol * 10)) fail_case("singular values differ");
                /* u diag(s) vh = a */
                for (int64_t bb = 0; bb < nbat; ++bb)
                  for (int64_t i = 0; i < n; ++i)
                    for (int64_t j = 0; j < m; ++j) {
                      cplx acc = 0;
                      for (int64_t l = 0; l < k; ++l)
                        acc += mget(&u, bb, i, l) *
                               get(s.dt, s.data, (batched ? bb * s.st[0] : 0) + l * s.st[batched]) *
                               mget(&vh, bb, l, j);
                      if (cabs(acc - mget(&a, bb, i, j)) > tol * 10 * (double)(n + m)) {
                        fail_case("u s vh != a at (%ld, %ld)", (long)i, (long)j);
                        bb = nbat; i = n; break;
                      }
                    }
                tf_tensor_release(ru);
                tf_tensor_release(rs);
                tf_tensor_release(rvh);
              }
              check_canary(&u, 2);
              release(&u);
              check_canary(&s, 3);
              release(&s);
              check_canary(&vh, 4);
              release(&vh);
            }
            tf_tensor_release(ac.t);
            release(&a);
          }
  print_message("linalg: %ld cases\n", (long)cases);
  assert_int_equal(failures, 0);
}

/* ------------------------------------------------------------------ main */
static void with_engine(void (*fn)(void**), void** state) {
  CHECK_OK(tf_engine_create_serial(&engine));
  fn(state);
  tf_engine_destroy(engine);
}
static void t_unary(void** s) { with_engine(unary_family, s); }
static void t_binary(void** s) { with_engine(binary_family, s); }
static void t_reduce(void** s) { with_engine(reduce_family, s); }
static void t_dot(void** s) { with_engine(dot_family, s); }
static void t_layout(void** s) { with_engine(layout_family, s); }
static void t_einsum(void** s) { with_engine(einsum_family, s); }
static void t_linalg(void** s) { with_engine(linalg_family, s); }

int main(void) {
  const char* v = getenv("GUARD_VERBOSE");
  verbose = v && v[0] && v[0] != '0';
  make_shapes(0);
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(t_unary),  cmocka_unit_test(t_binary), cmocka_unit_test(t_reduce),
      cmocka_unit_test(t_dot),    cmocka_unit_test(t_layout), cmocka_unit_test(t_einsum),
      cmocka_unit_test(t_linalg),
  };
  return cmocka_run_group_tests(tests, setup, teardown);
}
