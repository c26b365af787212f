/*
 * matmul_correctness_test.c -- tf_matmul, tf_matmul_into and tf_matmul_acc
 * against a plain triple-loop reference computed in double precision.
 *
 * Table-driven: every dtype x batch configuration x size, and for each
 *   - tf_matmul_into: every layout of a, b and out (all 125 combinations for
 *     small sizes, a representative subset for the large ones),
 *   - tf_matmul: every layout of a and b (subset for large sizes),
 *   - tf_matmul_acc: op_a x op_b in {N, T, C}^2 x (alpha, beta) table,
 *     including beta = 0 with NaN in out (must not propagate); the layouts
 *     rotate through all combinations from case to case.
 * Layouts: row-major, column-major, padded sub-block of a bigger buffer,
 * transposed view (last two strides swapped) and a step-2 view (inner stride
 * 2). Input padding is NaN (reading it poisons the result); output padding
 * is 0xA5 canary bytes (writing it is detected).
 * Each suite runs on a serial engine and on a pooled engine with 2 threads.
 * A failing case prints its full description; the test fails at the end with
 * the number of failing cases.
 *
 * C99, cmocka, links only the shared library.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tenferro.h"
#include "test_util.h"

#define MAX_NDIM 4
#define MAX_PRINTED_FAILURES 25

/* ------------------------------------------------------------------ tables */

typedef struct {
  tf_dtype dt;
  const char* name;
  double rtol; /* relative tolerance per unit of k */
} dtype_case;

static const dtype_case DTYPES[] = {
    {TF_F32, "f32", 1e-4},
    {TF_F64, "f64", 1e-12},
    {TF_C64, "c64", 1e-4},
    {TF_C128, "c128", 1e-12},
};
#define N_DTYPES (sizeof DTYPES / sizeof DTYPES[0])

typedef struct {
  const char* name;
  int na;
  int64_t ba[2];
  int nb;
  int64_t bb[2];
  int no;
  int64_t bo[2]; /* the broadcast result */
} batch_case;

static const batch_case BATCHES[] = {
    {"none", 0, {0, 0}, 0, {0, 0}, 0, {0, 0}},
    {"(3,)x(3,)", 1, {3, 0}, 1, {3, 0}, 1, {3, 0}},
    {"(2,1)x(1,4)", 2, {2, 1}, 2, {1, 4}, 2, {2, 4}},
    {"(5,)x()", 1, {5, 0}, 0, {0, 0}, 1, {5, 0}},
    {"()x(5,)", 0, {0, 0}, 1, {5, 0}, 1, {5, 0}},
};
#define N_BATCHES (sizeof BATCHES / sizeof BATCHES[0])

typedef struct {
  int64_t m, k, n;
} size_case;

static const size_case SIZES[] = {
    {1, 1, 1}, {2, 2, 2}, {3, 5, 4}, {4, 4, 4}, {8, 8, 8}, {5, 7, 28}, {33, 17, 9},
    {21, 12, 36}, {64, 64, 64}, {130, 70, 90},
};
#define N_SIZES (sizeof SIZES / sizeof SIZES[0])

/* Sizes above this many multiply-adds per matrix use fewer combinations. */
static int is_large(const size_case* s) { return s->m * s->k * s->n > 33 * 17 * 9; }

enum { L_ROW, L_COL, L_PAD, L_TRANS, L_STEP2, N_LAYOUTS };
static const char* LAYOUT_NAMES[N_LAYOUTS] = {"row", "col", "padded", "transposed",
                                              "step2"};

static const char* OP_NAMES[3] = {"N", "T", "C"};

typedef struct {
  tf_scalar alpha, beta;
  int nan_out; /* out starts as NaN (only with beta = 0) */
} scalar_case;

static const scalar_case SCALARS[] = {
    {{1.0, 0.0}, {0.0, 0.0}, 0},
    {{0.5, -1.25}, {-0.75, 0.3}, 0},
    {{-2.0, 0.0}, {1.0, 0.0}, 0},
    {{1.5, 0.5}, {0.0, 0.0}, 1},
};
#define N_SCALARS (sizeof SCALARS / sizeof SCALARS[0])

/* Layout combinations for large sizes: everything row-major except one
 * operand, plus all three the same. */
static int layout_combos(int full, int combos[][3]) {
  int n = 0, a, b, o, l;
  if (full) {
    for (a = 0; a < N_LAYOUTS; ++a)
      for (b = 0; b < N_LAYOUTS; ++b)
        for (o = 0; o < N_LAYOUTS; ++o) {
          combos[n][0] = a;
          combos[n][1] = b;
          combos[n][2] = o;
          ++n;
        }
    return n;
  }
  for (l = 0; l < N_LAYOUTS; ++l) {
    combos[n][0] = l; combos[n][1] = L_ROW; combos[n][2] = L_ROW; ++n;
    if (l == L_ROW) continue;
    combos[n][0] = L_ROW; combos[n][1] = l; combos[n][2] = L_ROW; ++n;
    combos[n][0] = L_ROW; combos[n][1] = L_ROW; combos[n][2] = l; ++n;
    combos[n][0] = l; combos[n][1] = l; combos[n][2] = l; ++n;
  }
  return n;
}

/* ------------------------------------------------------------- random data */

static uint64_t g_rng;

static void rng_seed(uint64_t s) { g_rng = s * 2862933555777941757ull + 3037000493ull; }

/* Uniform in [-1, 1). */
static double rng_next(void) {
  g_rng = g_rng * 6364136223846793005ull + 1442695040888963407ull;
  return (double)(g_rng >> 11) / 4503599627370496.0 - 1.0;
}

static int is_complex(tf_dtype dt) { return dt == TF_C64 || dt == TF_C128; }
static int is_single(tf_dtype dt) { return dt == TF_F32 || dt == TF_C64; }

/* Logical arrays are (re, im) pairs of doubles in row-major order. Values are
 * rounded to the dtype so that the reference sees what the library sees. */
static double* random_logical(tf_dtype dt, int64_t numel) {
  double* p = (double*)malloc((size_t)(2 * numel + 1) * sizeof(double));
  int64_t i;
  assert_non_null(p);
  for (i = 0; i < numel; ++i) {
    double re = rng_next(), im = is_complex(dt) ? rng_next() : 0.0;
    if (is_single(dt)) {
      re = (double)(float)re;
      im = (double)(float)im;
    }
    p[2 * i] = re;
    p[2 * i + 1] = im;
  }
  return p;
}

/* ------------------------------------------------------------------- views */

typedef struct {
  tf_dtype dt;
  size_t esz;
  int32_t ndim;
  int64_t shape[MAX_NDIM], strides[MAX_NDIM];
  int64_t numel;
  size_t buf_elems, offset; /* in elements */
  unsigned char* buf;
  unsigned char* in_view; /* per buffer element: 1 if the view uses it */
  tf_tensor* t;
} view;

static void set_elem(void* buf, tf_dtype dt, size_t i, double re, double im) {
  switch (dt) {
    case TF_F32: ((float*)buf)[i] = (float)re; break;
    case TF_F64: ((double*)buf)[i] = re; break;
    case TF_C64: ((float*)buf)[2 * i] = (float)re; ((float*)buf)[2 * i + 1] = (float)im; break;
    case TF_C128: ((double*)buf)[2 * i] = re; ((double*)buf)[2 * i + 1] = im; break;
  }
}

static void get_elem(const void* buf, tf_dtype dt, size_t i, double* re, double* im) {
  switch (dt) {
    case TF_F32: *re = ((const float*)buf)[i]; *im = 0; break;
    case TF_F64: *re = ((const double*)buf)[i]; *im = 0; break;
    case TF_C64: *re = ((const float*)buf)[2 * i]; *im = ((const float*)buf)[2 * i + 1]; break;
    case TF_C128:
      *re = ((const double*)buf)[2 * i];
      *im = ((const double*)buf)[2 * i + 1];
      break;
    default: *re = *im = 0; break;
  }
}

/* Buffer element of logical row-major element flat. */
static size_t view_pos(const view* v, int64_t flat) {
  int64_t off = (int64_t)v->offset;
  int d;
  for (d = v->ndim - 1; d >= 0; --d) {
    off += (flat % v->shape[d]) * v->strides[d];
    flat /= v->shape[d];
  }
  return (size_t)off;
}

/* Makes the strides and buffer of a view of shape in layout. The whole
 * buffer is filled with NaN (inputs) or canary bytes (outputs). */
static void view_make(view* v, tf_dtype dt, int32_t ndim, const int64_t* shape, int layout,
                      int canary) {
  int64_t s = 1, padded[MAX_NDIM];
  int d;
  size_t i;
  memset(v, 0, sizeof *v);
  v->dt = dt;
  v->esz = tf_dtype_size(dt);
  v->ndim = ndim;
  v->numel = 1;
  for (d = 0; d < ndim; ++d) {
    v->shape[d] = shape[d];
    v->numel *= shape[d];
  }
  switch (layout) {
    case L_ROW:
      for (d = ndim - 1; d >= 0; --d) { v->strides[d] = s; s *= shape[d]; }
      break;
    case L_COL:
      for (d = 0; d < ndim; ++d) { v->strides[d] = s; s *= shape[d]; }
      break;
    case L_PAD: /* sub-block at (1, ..., 1) of a buffer padded on every axis */
      for (d = 0; d < ndim; ++d) padded[d] = shape[d] + (d == ndim - 1 ? 3 : 2);
      for (d = ndim - 1; d >= 0; --d) {
        v->strides[d] = s;
        v->offset += (size_t)s;
        s *= padded[d];
      }
      break;
    case L_TRANS: /* each matrix column-major, batches outer */
      v->strides[ndim - 2] = 1;
      v->strides[ndim - 1] = shape[ndim - 2];
      s = shape[ndim - 2] * shape[ndim - 1];
      for (d = ndim - 3; d >= 0; --d) { v->strides[d] = s; s *= shape[d]; }
      break;
    case L_STEP2: /* row-major with every other element of the last axis */
      s = 2;
      for (d = ndim - 1; d >= 0; --d) { v->strides[d] = s; s *= shape[d]; }
      break;
  }
  v->buf_elems = (size_t)s + 1; /* one guard element past the end */
  v->buf = (unsigned char*)malloc(v->buf_elems * v->esz);
  v->in_view = (unsigned char*)calloc(v->buf_elems, 1);
  assert_non_null(v->buf);
  assert_non_null(v->in_view);
  if (canary)
    fill_canary(v->buf, v->buf_elems * v->esz);
  else
    for (i = 0; i < v->buf_elems; ++i) set_elem(v->buf, dt, i, NAN, NAN);
  for (i = 0; i < (size_t)v->numel; ++i) {
    size_t p = view_pos(v, (int64_t)i);
    assert_true(p < v->buf_elems);
    v->in_view[p] = 1;
  }
  CHECK_OK(tf_tensor_wrap(dt, ndim, v->shape, v->strides,
                          v->buf + v->offset * v->esz, &v->t));
}

static void view_store(view* v, const double* logical) {
  int64_t i;
  for (i = 0; i < v->numel; ++i)
    set_elem(v->buf, v->dt, view_pos(v, i), logical[2 * i], logical[2 * i + 1]);
}

static void view_store_nan(view* v) {
  int64_t i;
  for (i = 0; i < v->numel; ++i) set_elem(v->buf, v->dt, view_pos(v, i), NAN, NAN);
}

static void view_load(const view* v, double* logical) {
  int64_t i;
  for (i = 0; i < v->numel; ++i)
    get_elem(v->buf, v->dt, view_pos(v, i), &logical[2 * i], &logical[2 * i + 1]);
}

/* Buffer elements outside the view still hold the canary? Returns the first
 * changed element or -1. */
static int64_t view_outside_changed(const view* v) {
  size_t i;
  for (i = 0; i < v->buf_elems; ++i)
    if (!v->in_view[i] && !is_canary(v->buf + i * v->esz, v->esz)) return (int64_t)i;
  return -1;
}

static void view_free(view* v) {
  tf_tensor_release(v->t);
  free(v->buf);
  free(v->in_view);
}

/* --------------------------------------------------------------- reference */

typedef struct {
  const batch_case* bc;
  int64_t m, k, n;
  int op_a, op_b;
} problem;

static int64_t batch_count(int nd, const int64_t* dims) {
  int64_t c = 1;
  int d;
  for (d = 0; d < nd; ++d) c *= dims[d];
  return c;
}

/* Flat batch index of an operand with dims (nd) for result batch index ob. */
static int64_t operand_batch(const batch_case* bc, int nd, const int64_t* dims, int64_t ob) {
  int64_t idx[2] = {0, 0}, flat = 0;
  int d;
  for (d = bc->no - 1; d >= 0; --d) {
    idx[d] = ob % bc->bo[d];
    ob /= bc->bo[d];
  }
  for (d = 0; d < nd; ++d) {
    int64_t i = dims[d] == 1 ? 0 : idx[d + bc->no - nd];
    flat = flat * dims[d] + i;
  }
  return flat;
}

/* P = op_a(A) @ op_b(B) over the broadcast batch, as (re, im) pairs. A is
 * stored (.., m, k) for op N, else (.., k, m); B (.., k, n) or (.., n, k). */
static double* reference_product(const problem* p, const double* A, const double* B) {
  const batch_case* bc = p->bc;
  int64_t nbatch = batch_count(bc->no, bc->bo), ob, i, j, q;
  int64_t m = p->m, k = p->k, n = p->n;
  double* P = (double*)calloc((size_t)(2 * nbatch * m * n + 1), sizeof(double));
  assert_non_null(P);
  for (ob = 0; ob < nbatch; ++ob) {
    const double* a = A + 2 * operand_batch(bc, bc->na, bc->ba, ob) * m * k;
    const double* b = B + 2 * operand_batch(bc, bc->nb, bc->bb, ob) * k * n;
    double* c = P + 2 * ob * m * n;
    for (i = 0; i < m; ++i)
      for (q = 0; q < k; ++q) {
        int64_t ai = p->op_a == TF_OP_N ? i * k + q : q * m + i;
        double are = a[2 * ai], aim = p->op_a == TF_OP_C ? -a[2 * ai + 1] : a[2 * ai + 1];
        for (j = 0; j < n; ++j) {
          int64_t bi = p->op_b == TF_OP_N ? q * n + j : j * k + q;
          double bre = b[2 * bi], bim = p->op_b == TF_OP_C ? -b[2 * bi + 1] : b[2 * bi + 1];
          c[2 * (i * n + j)] += are * bre - aim * bim;
          c[2 * (i * n + j) + 1] += are * bim + aim * bre;
        }
      }
  }
  return P;
}

/* -------------------------------------------------------------- reporting */

static int g_failures;
static int g_cases;

static void report(const char* desc, const char* fmt, ...) CMOCKA_PRINTF_ATTRIBUTE(2, 3);
static void report(const char* desc, const char* fmt, ...) {
  va_list ap;
  char detail[512];
  ++g_failures;
  if (g_failures > MAX_PRINTED_FAILURES) return;
  va_start(ap, fmt);
  vsnprintf(detail, sizeof detail, fmt, ap);
  va_end(ap);
  print_error("FAILED %s\n    %s\n", desc, detail);
}

/* Compares got with want (numel (re, im) pairs). Returns 1 if they agree. */
static int compare(const char* desc, const double* got, const double* want, int64_t numel,
                   int64_t k, double rtol) {
  double scale = 1.0, tol;
  int64_t i;
  for (i = 0; i < 2 * numel; ++i)
    if (fabs(want[i]) > scale) scale = fabs(want[i]);
  tol = rtol * (double)(k > 1 ? k : 1) * scale;
  for (i = 0; i < numel; ++i) {
    double dre = fabs(got[2 * i] - want[2 * i]), dim = fabs(got[2 * i + 1] - want[2 * i + 1]);
    if (!(dre <= tol && dim <= tol)) {
      report(desc, "element %lld (row-major): got (%.17g, %.17g), expected (%.17g, %.17g), "
             "tolerance %.3g",
             (long long)i, got[2 * i], got[2 * i + 1], want[2 * i], want[2 * i + 1], tol);
      return 0;
    }
  }
  return 1;
}

static void begin_suite(void) {
  g_failures = 0;
  g_cases = 0;
}

static void end_suite(const char* name) {
  print_message("  %s: %d cases, %d failed\n", name, g_cases, g_failures);
  assert_true(g_cases > 0);
  if (g_failures > 0) fail_msg("%s: %d of %d cases failed", name, g_failures, g_cases);
}

/* ---------------------------------------------------------------- operands */

/* Shapes of a, b and the result for a problem. */
static void problem_shapes(const problem* p, int32_t* nda, int64_t* sa, int32_t* ndb,
                           int64_t* sb, int32_t* ndo, int64_t* so) {
  const batch_case* bc = p->bc;
  int d;
  for (d = 0; d < bc->na; ++d) sa[d] = bc->ba[d];
  for (d = 0; d < bc->nb; ++d) sb[d] = bc->bb[d];
  for (d = 0; d < bc->no; ++d) so[d] = bc->bo[d];
  sa[bc->na] = p->op_a == TF_OP_N ? p->m : p->k;
  sa[bc->na + 1] = p->op_a == TF_OP_N ? p->k : p->m;
  sb[bc->nb] = p->op_b == TF_OP_N ? p->k : p->n;
  sb[bc->nb + 1] = p->op_b == TF_OP_N ? p->n : p->k;
  so[bc->no] = p->m;
  so[bc->no + 1] = p->n;
  *nda = bc->na + 2;
  *ndb = bc->nb + 2;
  *ndo = bc->no + 2;
}

typedef enum { FN_INTO, FN_ACC } into_kind;

/* Runs tf_matmul_into or tf_matmul_acc on views of the given layouts and
 * checks the result against want (and the output's padding). */
static void run_case(tf_engine* e, const char* engine_name, const dtype_case* dc,
                     const problem* p, int la, int lb, int lo, into_kind fn,
                     const scalar_case* sc, const double* A, const double* B,
                     const double* C0, const double* want) {
  int32_t nda, ndb, ndo;
  int64_t sa[MAX_NDIM], sb[MAX_NDIM], so[MAX_NDIM], changed;
  view va, vb, vo;
  char desc[512];
  tf_status st;
  double* got;

  problem_shapes(p, &nda, sa, &ndb, sb, &ndo, so);
  if (fn == FN_INTO)
    snprintf(desc, sizeof desc,
             "tf_matmul_into [%s engine] dtype=%s batch=%s m=%lld k=%lld n=%lld "
             "a=%s b=%s out=%s",
             engine_name, dc->name, p->bc->name, (long long)p->m, (long long)p->k,
             (long long)p->n, LAYOUT_NAMES[la], LAYOUT_NAMES[lb], LAYOUT_NAMES[lo]);
  else
    snprintf(desc, sizeof desc,
             "tf_matmul_acc [%s engine] dtype=%s batch=%s m=%lld k=%lld n=%lld "
             "op_a=%s op_b=%s alpha=(%g,%g) beta=(%g,%g)%s a=%s b=%s out=%s",
             engine_name, dc->name, p->bc->name, (long long)p->m, (long long)p->k,
             (long long)p->n, OP_NAMES[p->op_a], OP_NAMES[p->op_b], sc->alpha.re,
             sc->alpha.im, sc->beta.re, sc->beta.im, sc->nan_out ? " out=NaN" : "",
             LAYOUT_NAMES[la], LAYOUT_NAMES[lb], LAYOUT_NAMES[lo]);
  ++g_cases;

  view_make(&va, dc->dt, nda, sa, la, 0);
  view_make(&vb, dc->dt, ndb, sb, lb, 0);
  view_make(&vo, dc->dt, ndo, so, lo, 1);
  view_store(&va, A);
  view_store(&vb, B);
  if (C0)
    view_store(&vo, C0);
  else
    view_store_nan(&vo); /* must be overwritten, never read */

  if (fn == FN_INTO)
    st = tf_matmul_into(e, va.t, vb.t, vo.t);
  else
    st = tf_matmul_acc(e, (tf_op)p->op_a, va.t, (tf_op)p->op_b, vb.t, sc->alpha, sc->beta,
                       vo.t);
  if (st != TF_OK) {
    char msg[512];
    snprintf(msg, sizeof msg, "%s", tf_last_error());
    report(desc, "returned %s: %s", tf_status_name(st), msg);
  } else if ((changed = view_outside_changed(&vo)) >= 0) {
    report(desc, "wrote buffer element %lld outside the output view", (long long)changed);
  } else {
    got = (double*)malloc((size_t)(2 * vo.numel + 1) * sizeof(double));
    assert_non_null(got);
    view_load(&vo, got);
    compare(desc, got, want, vo.numel, p->k, dc->rtol);
    free(got);
  }
  view_free(&va);
  view_free(&vb);
  view_free(&vo);
}

/* tf_matmul with a and b in the given layouts: checks the result tensor's
 * dtype, shape, row-major strides and values. */
static void run_alloc_case(tf_engine* e, const char* engine_name, const dtype_case* dc,
                           const problem* p, int la, int lb, const double* A,
                           const double* B, const double* want) {
  int32_t nda, ndb, ndo, nd = -1;
  int64_t sa[MAX_NDIM], sb[MAX_NDIM], so[MAX_NDIM], rs[MAX_NDIM], rst[MAX_NDIM];
  int64_t numel, s;
  view va, vb;
  char desc[512];
  tf_tensor* r = NULL;
  tf_dtype dt = (tf_dtype)-1;
  tf_status st;
  int d;

  problem_shapes(p, &nda, sa, &ndb, sb, &ndo, so);
  snprintf(desc, sizeof desc,
           "tf_matmul [%s engine] dtype=%s batch=%s m=%lld k=%lld n=%lld a=%s b=%s",
           engine_name, dc->name, p->bc->name, (long long)p->m, (long long)p->k,
           (long long)p->n, LAYOUT_NAMES[la], LAYOUT_NAMES[lb]);
  ++g_cases;
  view_make(&va, dc->dt, nda, sa, la, 0);
  view_make(&vb, dc->dt, ndb, sb, lb, 0);
  view_store(&va, A);
  view_store(&vb, B);

  st = tf_matmul(e, va.t, vb.t, &r);
  if (st != TF_OK) {
    char msg[512];
    snprintf(msg, sizeof msg, "%s", tf_last_error());
    report(desc, "returned %s: %s", tf_status_name(st), msg);
    goto done;
  }
  CHECK_OK(tf_tensor_dtype(r, &dt));
  CHECK_OK(tf_tensor_ndim(r, &nd));
  if (dt != dc->dt || nd != ndo) {
    report(desc, "result dtype %d ndim %d, expected dtype %d ndim %d", (int)dt, (int)nd,
           (int)dc->dt, (int)ndo);
    goto done;
  }
  CHECK_OK(tf_tensor_shape(r, rs));
  CHECK_OK(tf_tensor_strides(r, rst));
  for (d = ndo - 1, s = 1; d >= 0; --d) {
    if (rs[d] != so[d]) {
      report(desc, "result shape[%d] = %lld, expected %lld", d, (long long)rs[d],
             (long long)so[d]);
      goto done;
    }
    if (rs[d] > 1 && rst[d] != s) {
      report(desc, "result strides[%d] = %lld, expected row-major %lld", d,
             (long long)rst[d], (long long)s);
      goto done;
    }
    s *= so[d];
  }
  CHECK_OK(tf_tensor_numel(r, &numel));
  {
    size_t bytes = (size_t)numel * va.esz;
    unsigned char* raw = (unsigned char*)malloc(bytes + 1);
    double* got = (double*)malloc((size_t)(2 * numel + 1) * sizeof(double));
    int64_t i;
    assert_non_null(raw);
    assert_non_null(got);
    CHECK_OK(tf_tensor_read(r, TF_ROW_MAJOR, raw, bytes));
    for (i = 0; i < numel; ++i) get_elem(raw, dc->dt, (size_t)i, &got[2 * i], &got[2 * i + 1]);
    compare(desc, got, want, numel, p->k, dc->rtol);
    free(raw);
    free(got);
  }
done:
  tf_tensor_release(r);
  view_free(&va);
  view_free(&vb);
}

/* ------------------------------------------------------------------ suites */

/* Prints what the engine did (for the log; not checked here). */
static void print_engine_stats(const tf_engine* e, const char* name) {
  tf_engine_stats s;
  memset(&s, 0, sizeof s);
  s.struct_size = sizeof s;
  CHECK_OK(tf_engine_get_stats(e, &s));
  print_message("  %s engine: %llu calls, plans %llu hit / %llu built, pool %llu hit / "
                "%llu miss, %llu parallel regions\n",
                name, (unsigned long long)s.calls, (unsigned long long)s.plan_hits,
                (unsigned long long)s.plan_misses, (unsigned long long)s.pool_hits,
                (unsigned long long)s.pool_misses, (unsigned long long)s.parallel_regions);
}

static tf_engine* make_engine(int pooled) {
  tf_engine* e = NULL;
  if (pooled)
    CHECK_OK(tf_engine_create_pooled(2, &e));
  else
    CHECK_OK(tf_engine_create_serial(&e));
  return e;
}

/* tf_matmul_into and tf_matmul over dtypes x batches x sizes x layouts. */
static void run_into_and_alloc(int pooled) {
  static int combos[N_LAYOUTS * N_LAYOUTS * N_LAYOUTS][3];
  const char* en = pooled ? "pooled(2)" : "serial";
  tf_engine* e = make_engine(pooled);
  size_t di, bi, si;
  int ci, nc, la, lb;
  for (di = 0; di < N_DTYPES; ++di)
    for (bi = 0; bi < N_BATCHES; ++bi)
      for (si = 0; si < N_SIZES; ++si) {
        const dtype_case* dc = &DTYPES[di];
        problem p;
        int32_t nda, ndb, ndo;
        int64_t sa[MAX_NDIM], sb[MAX_NDIM], so[MAX_NDIM];
        double *A, *B, *P;
        p.bc = &BATCHES[bi];
        p.m = SIZES[si].m;
        p.k = SIZES[si].k;
        p.n = SIZES[si].n;
        p.op_a = p.op_b = TF_OP_N;
        problem_shapes(&p, &nda, sa, &ndb, sb, &ndo, so);
        rng_seed(1000 * di + 100 * bi + si);
        A = random_logical(dc->dt, batch_count(nda, sa));
        B = random_logical(dc->dt, batch_count(ndb, sb));
        P = reference_product(&p, A, B);

        nc = layout_combos(!is_large(&SIZES[si]), combos);
        for (ci = 0; ci < nc; ++ci)
          run_case(e, en, dc, &p, combos[ci][0], combos[ci][1], combos[ci][2], FN_INTO,
                   NULL, A, B, NULL, P);
        for (la = 0; la < N_LAYOUTS; ++la)
          for (lb = 0; lb < N_LAYOUTS; ++lb)
            if (!is_large(&SIZES[si]) || la == lb || la == L_ROW || lb == L_ROW)
              run_alloc_case(e, en, dc, &p, la, lb, A, B, P);
        free(A);
        free(B);
        free(P);
      }
  print_engine_stats(e, en);
  tf_engine_destroy(e);
}

/* Large sizes in the acc suite: these op pairs and batches only. */
static int acc_large_ok(size_t bi, int op_a, int op_b) {
  if (!(bi == 0 || bi == 2)) return 0;
  return (op_a == TF_OP_N && op_b == TF_OP_N) || (op_a == TF_OP_T && op_b == TF_OP_C) ||
         (op_a == TF_OP_C && op_b == TF_OP_N) || (op_a == TF_OP_N && op_b == TF_OP_T);
}

/* tf_matmul_acc over dtypes x batches x sizes x ops x scalars; layouts rotate. */
static void run_acc(int pooled) {
  const char* en = pooled ? "pooled(2)" : "serial";
  tf_engine* e = make_engine(pooled);
  size_t di, bi, si, ki;
  int op_a, op_b;
  unsigned rot = 0;
  for (di = 0; di < N_DTYPES; ++di)
    for (bi = 0; bi < N_BATCHES; ++bi)
      for (si = 0; si < N_SIZES; ++si)
        for (op_a = 0; op_a < 3; ++op_a)
          for (op_b = 0; op_b < 3; ++op_b) {
            const dtype_case* dc = &DTYPES[di];
            problem p;
            int32_t nda, ndb, ndo;
            int64_t sa[MAX_NDIM], sb[MAX_NDIM], so[MAX_NDIM], no, i;
            double *A, *B, *P, *C0, *want;
            if (is_large(&SIZES[si]) && !acc_large_ok(bi, op_a, op_b)) continue;
            p.bc = &BATCHES[bi];
            p.m = SIZES[si].m;
            p.k = SIZES[si].k;
            p.n = SIZES[si].n;
            p.op_a = op_a;
            p.op_b = op_b;
            problem_shapes(&p, &nda, sa, &ndb, sb, &ndo, so);
            rng_seed(77777 + 10000 * di + 1000 * bi + 100 * si + 10 * op_a + op_b);
            A = random_logical(dc->dt, batch_count(nda, sa));
            B = random_logical(dc->dt, batch_count(ndb, sb));
            no = batch_count(ndo, so);
            C0 = random_logical(dc->dt, no);
            P = reference_product(&p, A, B);
            want = (double*)malloc((size_t)(2 * no + 1) * sizeof(double));
            assert_non_null(want);
            for (ki = 0; ki < N_SCALARS; ++ki) {
              const scalar_case* sc = &SCALARS[ki];
              /* real dtypes use re and ignore im */
              double ar = sc->alpha.re, ai = is_complex(dc->dt) ? sc->alpha.im : 0.0;
              double br = sc->beta.re, bim = is_complex(dc->dt) ? sc->beta.im : 0.0;
              int la = (int)(rot % N_LAYOUTS), lb = (int)((rot / N_LAYOUTS) % N_LAYOUTS);
              int lo = (int)((rot / (N_LAYOUTS * N_LAYOUTS)) % N_LAYOUTS);
              rot += 7u; /* 7 is coprime to 125: visits every triple */
              for (i = 0; i < no; ++i) {
                double pr = P[2 * i], pi = P[2 * i + 1];
                double cr = sc->nan_out ? 0.0 : C0[2 * i], ci = sc->nan_out ? 0.0 : C0[2 * i + 1];
                want[2 * i] = ar * pr - ai * pi + br * cr - bim * ci;
                want[2 * i + 1] = ar * pi + ai * pr + br * ci + bim * cr;
              }
              run_case(e, en, dc, &p, la, lb, lo, FN_ACC, sc, A, B, sc->nan_out ? NULL : C0,
                       want);
            }
            free(A);
            free(B);
            free(C0);
            free(P);
            free(want);
          }
  print_engine_stats(e, en);
  tf_engine_destroy(e);
}

static void into_and_matmul_serial(void** state) {
  (void)state;
  begin_suite();
  run_into_and_alloc(0);
  end_suite("tf_matmul_into + tf_matmul, serial engine");
}

static void into_and_matmul_pooled(void** state) {
  (void)state;
  begin_suite();
  run_into_and_alloc(1);
  end_suite("tf_matmul_into + tf_matmul, pooled engine");
}

static void acc_serial(void** state) {
  (void)state;
  begin_suite();
  run_acc(0);
  end_suite("tf_matmul_acc, serial engine");
}

static void acc_pooled(void** state) {
  (void)state;
  begin_suite();
  run_acc(1);
  end_suite("tf_matmul_acc, pooled engine");
}

/* The reference itself: a 2x2 complex product worked out by hand, so a
 * broken reference cannot hide a broken library. */
static void reference_self_check(void** state) {
  /* A = [[1+i, 2], [0, -i]], B = [[1, i], [3, 1-i]] (row-major pairs) */
  const double A[8] = {1, 1, 2, 0, 0, 0, 0, -1};
  const double B[8] = {1, 0, 0, 1, 3, 0, 1, -1};
  /* A@B = [[1+i + 6, (1+i)i + 2(1-i)], [-3i, -i(1-i)]] = [[7+i, 1-i], [-3i, -1-i]] */
  const double want_nn[8] = {7, 1, 1, -1, 0, -3, -1, -1};
  /* A^H @ B: A^H = [[1-i, 0], [2, i]] -> [[1-i, (1-i)i], [2+3i, 2i + i(1-i)]]
   *                                   = [[1-i, 1+i], [2+3i, 1+3i]] */
  const double want_cn[8] = {1, -1, 1, 1, 2, 3, 1, 3};
  problem p;
  double* P;
  int i;
  (void)state;
  p.bc = &BATCHES[0];
  p.m = p.k = p.n = 2;
  p.op_a = TF_OP_N;
  p.op_b = TF_OP_N;
  P = reference_product(&p, A, B);
  for (i = 0; i < 8; ++i) assert_true(P[i] == want_nn[i]);
  free(P);
  p.op_a = TF_OP_C;
  P = reference_product(&p, A, B);
  for (i = 0; i < 8; ++i) assert_true(P[i] == want_cn[i]);
  free(P);
}

int main(int argc, char** argv) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(reference_self_check),
      cmocka_unit_test(into_and_matmul_serial),
      cmocka_unit_test(into_and_matmul_pooled),
      cmocka_unit_test(acc_serial),
      cmocka_unit_test(acc_pooled),
  };
  if (argc > 1) cmocka_set_test_filter(argv[1]);
  return cmocka_run_group_tests_name("tenferro matmul correctness", tests, NULL, NULL);
}
