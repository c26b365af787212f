/*
 * test_semiring.c -- max-plus, min-plus and max-times contractions through
 * the C API (docs/semiring.md).
 *
 * References written here: a triple loop per semiring (matmul, argmax with
 * the lowest-k rule, the VJP scatter), a naive einsum evaluator over every
 * label assignment, brute force / exact search for the maximum independent
 * set, brute force over 2^16 spins for a 4x4 +-J Ising ground state, and a
 * hand-written Viterbi dynamic program. Data are small integers (max/min-
 * plus) or powers of two (max-times) with infinities, so every value is
 * exact and compared bit for bit; ties are frequent.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>

#include "test_util.h"

static uint64_t g_rng = 0x243F6A8885A308D3ull;
static uint64_t rnd(void) {
  g_rng ^= g_rng << 13;
  g_rng ^= g_rng >> 7;
  g_rng ^= g_rng << 17;
  return g_rng;
}
static double urand(void) { return (double)(rnd() >> 11) / 9007199254740992.0; }

static const tf_semiring kSemirings[3] = {TF_SEMIRING_MAX_PLUS, TF_SEMIRING_MIN_PLUS,
                                          TF_SEMIRING_MAX_TIMES};

static double sr_zero(tf_semiring s) {
  return s == TF_SEMIRING_MAX_PLUS ? -INFINITY : s == TF_SEMIRING_MIN_PLUS ? INFINITY : 0.0;
}
static double sr_one(tf_semiring s) { return s == TF_SEMIRING_MAX_TIMES ? 1.0 : 0.0; }
static double sr_mul(tf_semiring s, double a, double b) {
  return s == TF_SEMIRING_MAX_TIMES ? a * b : a + b;
}
static int sr_better(tf_semiring s, double v, double c) {
  return s == TF_SEMIRING_MIN_PLUS ? v < c : v > c;
}

/* A random element: ties (small range) and infinities. both_inf: both
 * signs of infinity (a NaN term, -inf + inf, must be skipped). */
static double sample(tf_semiring s, int both_inf) {
  const uint64_t r = rnd() % 16;
  if (s == TF_SEMIRING_MAX_TIMES) {
    static const double v[6] = {0.0, 0.25, 0.5, 1.0, 2.0, 4.0};
    if (r == 0 && both_inf) return INFINITY;
    return v[rnd() % 6];
  }
  if (r == 0) return s == TF_SEMIRING_MAX_PLUS ? -INFINITY : INFINITY;
  if (r == 1 && both_inf) return s == TF_SEMIRING_MAX_PLUS ? INFINITY : -INFINITY;
  return (double)((int)(rnd() % 9) - 4);
}

static int same(double x, double y) { return (isnan(x) && isnan(y)) || x == y; }

static tf_engine* make_engine(int pooled) {
  tf_engine* e = NULL;
  if (pooled) CHECK_OK(tf_engine_create_pooled(2, &e));
  else CHECK_OK(tf_engine_create_serial(&e));
  return e;
}

/* Logical matrix element (i, j) of buf at strides (rs, cs), as double. */
static double get(tf_dtype dt, const void* buf, int64_t off) {
  return dt == TF_F64 ? ((const double*)buf)[off] : (double)((const float*)buf)[off];
}
static void put(tf_dtype dt, void* buf, int64_t off, double v) {
  if (dt == TF_F64) ((double*)buf)[off] = v;
  else ((float*)buf)[off] = (float)v;
}

/* ------------------------------------------------------------- matmul */

typedef struct {
  int64_t m, n, k;
} MNK;

static const MNK kShapes[] = {{0, 3, 4},   {3, 0, 2},    {3, 4, 0},    {1, 1, 1},
                              {1, 17, 5},  {17, 1, 5},   {5, 7, 1},    {4, 16, 9},
                              {33, 40, 19}, {100, 300, 140}, {7, 259, 3}};

/* One matmul case in layout variant v:
 *   0: A, B, C row-major, op N;
 *   1: A stored k x m (op T), B column-major, C column-major;
 *   2: A a strided view (every other column), B stored n x k (op T),
 *      C with a row stride of 2n. */
static void matmul_case(tf_engine* e, tf_semiring s, tf_dtype dt, MNK d, int v) {
  const int64_t m = d.m, n = d.n, k = d.k;
  const size_t es = tf_dtype_size(dt);
  const int64_t asz = (m * k * 2 + 1), bsz = (k * n + 1), csz = (m * n * 2 + 1);
  void* A = calloc((size_t)asz, es);
  void* B = calloc((size_t)bsz, es);
  void* C = calloc((size_t)csz, es);
  int64_t* arg = calloc((size_t)(m * n + 1), sizeof(int64_t));
  double* ref = calloc((size_t)(m * n + 1), sizeof(double));
  int64_t* refarg = calloc((size_t)(m * n + 1), sizeof(int64_t));
  int64_t ars, acs, brs, bcs, crs, ccs;  /* logical strides */
  int64_t ash[2], ast[2], bsh[2], bst[2], csh[2] = {m, n}, cst[2];
  tf_op opa = TF_OP_N, opb = TF_OP_N;
  if (v == 0) {
    ars = k; acs = 1; brs = n; bcs = 1; crs = n; ccs = 1;
    ash[0] = m; ash[1] = k; ast[0] = k; ast[1] = 1;
    bsh[0] = k; bsh[1] = n; bst[0] = n; bst[1] = 1;
  } else if (v == 1) {
    ars = 1; acs = m; brs = 1; bcs = k; crs = 1; ccs = m;
    ash[0] = k; ash[1] = m; ast[0] = m; ast[1] = 1; opa = TF_OP_T;
    bsh[0] = k; bsh[1] = n; bst[0] = 1; bst[1] = k;
  } else {
    ars = 2 * k; acs = 2; brs = 1; bcs = k; crs = 2 * n; ccs = 1;
    ash[0] = m; ash[1] = k; ast[0] = 2 * k; ast[1] = 2;
    bsh[0] = n; bsh[1] = k; bst[0] = k; bst[1] = 1; opb = TF_OP_T;
  }
  cst[0] = crs; cst[1] = ccs;
  for (int64_t i = 0; i < m; ++i)
    for (int64_t p = 0; p < k; ++p) put(dt, A, i * ars + p * acs, sample(s, 1));
  for (int64_t p = 0; p < k; ++p)
    for (int64_t j = 0; j < n; ++j) put(dt, B, p * brs + j * bcs, sample(s, 1));
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double r = sr_zero(s);
      int64_t best = 0;
      for (int64_t p = 0; p < k; ++p) {
        double t = sr_mul(s, get(dt, A, i * ars + p * acs), get(dt, B, p * brs + j * bcs));
        if (dt == TF_F32) t = (float)t;
        if (sr_better(s, t, r)) { r = t; best = p; }
      }
      ref[i * n + j] = r;
      refarg[i * n + j] = best;
    }
  tf_tensor *ta, *tb, *tc;
  CHECK_OK(tf_tensor_wrap(dt, 2, ash, ast, A, &ta));
  CHECK_OK(tf_tensor_wrap(dt, 2, bsh, bst, B, &tb));
  CHECK_OK(tf_tensor_wrap(dt, 2, csh, cst, C, &tc));
  /* _acc with alpha = one and beta = zero is the plain product. */
  const tf_scalar one = {sr_one(s), 0}, zero = {sr_zero(s), 0};
  CHECK_OK(tf_matmul_semiring_acc(e, s, opa, ta, opb, tb, one, zero, tc));
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j)
      if (!same(get(dt, C, i * crs + j * ccs), ref[i * n + j])) {
        print_error("semiring %d dt %d (%lld,%lld,%lld) v%d: C[%lld,%lld] = %g, expected %g\n",
                    s, dt, (long long)m, (long long)n, (long long)k, v, (long long)i,
                    (long long)j, get(dt, C, i * crs + j * ccs), ref[i * n + j]);
        fail();
      }
  /* Argmax form: values again and the lowest attaining k. */
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) put(dt, C, i * crs + j * ccs, 123.0);
  CHECK_OK(tf_matmul_semiring_argmax(e, s, opa, ta, opb, tb, tc, arg, m * n));
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      assert_true(same(get(dt, C, i * crs + j * ccs), ref[i * n + j]));
      if (arg[i * n + j] != refarg[i * n + j]) {
        print_error("semiring %d dt %d (%lld,%lld,%lld) v%d: argmax[%lld,%lld] = %lld, expected "
                    "%lld\n",
                    s, dt, (long long)m, (long long)n, (long long)k, v, (long long)i,
                    (long long)j, (long long)arg[i * n + j], (long long)refarg[i * n + j]);
        fail();
      }
    }
  /* Allocating form (row-major result), variant 0 operands only. */
  if (v == 0) {
    tf_tensor* r = NULL;
    CHECK_OK(tf_matmul_semiring(e, s, ta, tb, &r));
    void* rd;
    CHECK_OK(tf_tensor_data(r, &rd));
    for (int64_t i = 0; i < m * n; ++i) assert_true(same(get(dt, rd, i), ref[i]));
    tf_tensor_release(r);
  }
  tf_tensor_release(ta);
  tf_tensor_release(tb);
  tf_tensor_release(tc);
  free(A); free(B); free(C); free(arg); free(ref); free(refarg);
}

static void test_matmul_reference(void** state) {
  (void)state;
  for (int pooled = 0; pooled < 2; ++pooled) {
    tf_engine* e = make_engine(pooled);
    for (int si = 0; si < 3; ++si)
      for (int di = 0; di < 2; ++di)
        for (size_t c = 0; c < sizeof kShapes / sizeof kShapes[0]; ++c)
          for (int v = 0; v < 3; ++v)
            matmul_case(e, kSemirings[si], di ? TF_F32 : TF_F64, kShapes[c], v);
    tf_engine_destroy(e);
  }
}

/* Batch axes broadcast: a (2, 3, m, k) times b (3, k, n). */
static void test_matmul_batch(void** state) {
  (void)state;
  const int64_t m = 5, k = 6, n = 9;
  double A[2 * 3 * 5 * 6], B[3 * 6 * 9], C[2 * 3 * 5 * 9];
  int64_t arg[2 * 3 * 5 * 9];
  for (int pooled = 0; pooled < 2; ++pooled) {
    tf_engine* e = make_engine(pooled);
    for (int si = 0; si < 3; ++si) {
      const tf_semiring s = kSemirings[si];
      for (size_t i = 0; i < sizeof A / sizeof A[0]; ++i) A[i] = sample(s, 0);
      for (size_t i = 0; i < sizeof B / sizeof B[0]; ++i) B[i] = sample(s, 0);
      const int64_t sa[4] = {2, 3, m, k}, sb[3] = {3, k, n}, sc[4] = {2, 3, m, n};
      tf_tensor *ta, *tb, *tc;
      CHECK_OK(tf_tensor_wrap(TF_F64, 4, sa, NULL, A, &ta));
      CHECK_OK(tf_tensor_wrap(TF_F64, 3, sb, NULL, B, &tb));
      CHECK_OK(tf_tensor_wrap(TF_F64, 4, sc, NULL, C, &tc));
      CHECK_OK(tf_matmul_semiring_argmax(e, s, TF_OP_N, ta, TF_OP_N, tb, tc, arg, 2 * 3 * m * n));
      for (int x = 0; x < 2; ++x)
        for (int y = 0; y < 3; ++y)
          for (int64_t i = 0; i < m; ++i)
            for (int64_t j = 0; j < n; ++j) {
              double r = sr_zero(s);
              int64_t best = 0;
              for (int64_t p = 0; p < k; ++p) {
                double t = sr_mul(s, A[((x * 3 + y) * m + i) * k + p], B[(y * k + p) * n + j]);
                if (sr_better(s, t, r)) { r = t; best = p; }
              }
              const int64_t o = ((x * 3 + y) * m + i) * n + j;
              assert_true(same(C[o], r));
              assert_int_equal(arg[o], best);
            }
      tf_tensor_release(ta);
      tf_tensor_release(tb);
      tf_tensor_release(tc);
    }
    tf_engine_destroy(e);
  }
}

/* _acc: out = (beta (x) out) (+) (alpha (x) r), in the semiring. */
static void test_matmul_acc(void** state) {
  (void)state;
  tf_engine* e = make_engine(0);
  const int64_t m = 4, k = 3, n = 5;
  double A[12], B[15], C[20], C0[20];
  for (int si = 0; si < 3; ++si) {
    const tf_semiring s = kSemirings[si];
    for (int i = 0; i < 12; ++i) A[i] = sample(s, 0);
    for (int i = 0; i < 15; ++i) B[i] = sample(s, 0);
    for (int i = 0; i < 20; ++i) C0[i] = C[i] = sample(s, 0);
    const tf_scalar alpha = {s == TF_SEMIRING_MAX_TIMES ? 2.0 : 3.0, 0};
    const tf_scalar beta = {s == TF_SEMIRING_MAX_TIMES ? 0.5 : -2.0, 0};
    const int64_t sa[2] = {m, k}, sb[2] = {k, n}, sc[2] = {m, n};
    tf_tensor *ta, *tb, *tc;
    CHECK_OK(tf_tensor_wrap(TF_F64, 2, sa, NULL, A, &ta));
    CHECK_OK(tf_tensor_wrap(TF_F64, 2, sb, NULL, B, &tb));
    CHECK_OK(tf_tensor_wrap(TF_F64, 2, sc, NULL, C, &tc));
    CHECK_OK(tf_matmul_semiring_acc(e, s, TF_OP_N, ta, TF_OP_N, tb, alpha, beta, tc));
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) {
        double r = sr_zero(s);
        for (int64_t p = 0; p < k; ++p) {
          double t = sr_mul(s, A[i * k + p], B[p * n + j]);
          if (sr_better(s, t, r)) r = t;
        }
        r = sr_mul(s, alpha.re, r);
        const double old = sr_mul(s, beta.re, C0[i * n + j]);
        const double want = sr_better(s, r, old) ? r : old;
        assert_true(same(C[i * n + j], want));
      }
    /* tensordot _acc agrees with matmul _acc. */
    double D[20];
    memcpy(D, C0, sizeof D);
    tf_tensor* td;
    CHECK_OK(tf_tensor_wrap(TF_F64, 2, sc, NULL, D, &td));
    const int32_t ax_a[1] = {1}, ax_b[1] = {0};
    CHECK_OK(tf_tensordot_semiring_acc(e, s, ta, tb, 1, ax_a, ax_b, alpha, beta, td));
    for (int i = 0; i < 20; ++i) assert_true(same(D[i], C[i]));
    /* einsum _acc too. */
    memcpy(D, C0, sizeof D);
    tf_einsum_options o;
    memset(&o, 0, sizeof o);
    o.struct_size = sizeof o;
    o.semiring = s;
    const tf_tensor* ops[2] = {ta, tb};
    CHECK_OK(tf_einsum_acc(e, "ik,kj->ij", 2, ops, &o, alpha, beta, td));
    for (int i = 0; i < 20; ++i) assert_true(same(D[i], C[i]));
    tf_tensor_release(ta);
    tf_tensor_release(tb);
    tf_tensor_release(tc);
    tf_tensor_release(td);
  }
  tf_engine_destroy(e);
}

/* -------------------------------------------------------------- einsum */

#define MAXL 8
typedef struct {
  const char* sub;
  int n;
  const char* lab[4]; /* per operand */
  const char* out;
} Expr;

static const Expr kExprs[] = {
    {"ij,jk->ik", 2, {"ij", "jk"}, "ik"},
    {"bij,bjk->bik", 2, {"bij", "bjk"}, "bik"},
    {"ijk->i", 1, {"ijk"}, "i"},
    {"ii->i", 1, {"ii"}, "i"},
    {"ii->", 1, {"ii"}, ""},
    {"ij->ji", 1, {"ij"}, "ji"},
    {"ij,jk,kl->il", 3, {"ij", "jk", "kl"}, "il"},
    {"ab,bc,cd,da->", 4, {"ab", "bc", "cd", "da"}, ""},
    {"i,i->", 2, {"i", "i"}, ""},
    {"i,j->ij", 2, {"i", "j"}, "ij"},
    {"ijk,jkl->il", 2, {"ijk", "jkl"}, "il"},
    {"abc,cd->abd", 2, {"abc", "cd"}, "abd"},
    {"iaj,jb->ib", 2, {"iaj", "jb"}, "ib"},
    {"ij,ij->i", 2, {"ij", "ij"}, "i"},
};

/* Extent of a label: a..z in a small range, with 'z' = 0 (empty). */
static int64_t ext_of(char c, int variant) {
  static const int64_t e1[26] = {3, 4, 2, 5, 1, 3, 2, 4, 6, 5, 3, 7, 2,
                                 3, 4, 2, 3, 2, 4, 3, 2, 3, 4, 2, 3, 0};
  if (variant == 1 && c == 'j') return 0;  /* an empty summed (or kept) axis */
  if (variant == 2 && c == 'b') return 1;  /* size-1 axis */
  return e1[c - 'a'];
}

/* Naive semiring einsum over every assignment of the labels, in double. */
static void ref_einsum(tf_semiring s, const Expr* x, int variant, double* const* data,
                       double* out) {
  char labs[26];
  int nl = 0;
  for (int i = 0; i < x->n; ++i)
    for (const char* p = x->lab[i]; *p; ++p)
      if (!memchr(labs, *p, (size_t)nl)) labs[nl++] = *p;
  int64_t idx[26] = {0}, ext[26];
  int64_t total = 1;
  for (int l = 0; l < nl; ++l) {
    ext[l] = ext_of(labs[l], variant);
    total *= ext[l];
  }
  const int nout = (int)strlen(x->out);
  int64_t onumel = 1;
  for (int q = 0; q < nout; ++q) onumel *= ext_of(x->out[q], variant);
  for (int64_t o = 0; o < onumel; ++o) out[o] = sr_zero(s);
  for (int64_t t = 0; t < total; ++t) {
    int64_t rem = t;
    for (int l = nl - 1; l >= 0; --l) { idx[l] = rem % ext[l]; rem /= ext[l]; }
    double term = sr_one(s);
    int first = 1;
    for (int i = 0; i < x->n; ++i) {
      int64_t off = 0;
      for (const char* p = x->lab[i]; *p; ++p) {
        const int l = (int)((const char*)memchr(labs, *p, (size_t)nl) - labs);
        off = off * ext[l] + idx[l];
      }
      term = first ? data[i][off] : sr_mul(s, term, data[i][off]);
      first = 0;
    }
    int64_t oo = 0;
    for (int q = 0; q < nout; ++q) {
      const int l = (int)((const char*)memchr(labs, x->out[q], (size_t)nl) - labs);
      oo = oo * ext[l] + idx[l];
    }
    if (sr_better(s, term, out[oo])) out[oo] = term;
  }
}

static void test_einsum_reference(void** state) {
  (void)state;
  for (int pooled = 0; pooled < 2; ++pooled) {
    tf_engine* e = make_engine(pooled);
    for (int si = 0; si < 3; ++si)
      for (int di = 0; di < 2; ++di)
        for (size_t xi = 0; xi < sizeof kExprs / sizeof kExprs[0]; ++xi)
          for (int variant = 0; variant < 3; ++variant) {
            const tf_semiring s = kSemirings[si];
            const tf_dtype dt = di ? TF_F32 : TF_F64;
            const Expr* x = &kExprs[xi];
            double* dd[4];
            void* raw[4];
            tf_tensor* ops[4];
            for (int i = 0; i < x->n; ++i) {
              const int r = (int)strlen(x->lab[i]);
              int64_t sh[MAXL], cnt = 1;
              for (int a = 0; a < r; ++a) { sh[a] = ext_of(x->lab[i][a], variant); cnt *= sh[a]; }
              dd[i] = malloc(sizeof(double) * (size_t)(cnt + 1));
              raw[i] = malloc(tf_dtype_size(dt) * (size_t)(cnt + 1));
              for (int64_t q = 0; q < cnt; ++q) {
                dd[i][q] = sample(s, 0);
                put(dt, raw[i], q, dd[i][q]);
              }
              CHECK_OK(tf_tensor_wrap(dt, r, sh, NULL, raw[i], &ops[i]));
            }
            const int nout = (int)strlen(x->out);
            int64_t osh[MAXL], on = 1;
            for (int q = 0; q < nout; ++q) { osh[q] = ext_of(x->out[q], variant); on *= osh[q]; }
            double* ref = malloc(sizeof(double) * (size_t)(on + 1));
            ref_einsum(s, x, variant, dd, ref);
            tf_einsum_options o;
            memset(&o, 0, sizeof o);
            o.struct_size = sizeof o;
            o.semiring = s;
            tf_tensor* res = NULL;
            CHECK_OK(tf_einsum(e, x->sub, x->n, (const tf_tensor* const*)ops, &o, &res));
            void* rd;
            CHECK_OK(tf_tensor_data(res, &rd));
            for (int64_t q = 0; q < on; ++q)
              if (!same(get(dt, rd, q), ref[q])) {
                print_error("%s semiring %d dt %d variant %d: out[%lld] = %g, expected %g\n",
                            x->sub, s, dt, variant, (long long)q, get(dt, rd, q), ref[q]);
                fail();
              }
            tf_tensor_release(res);
            /* The configuration: values equal, and the assignment attains them. */
            if (variant != 1) {
              void* ob = malloc(tf_dtype_size(dt) * (size_t)(on + 1));
              tf_tensor* to;
              CHECK_OK(tf_tensor_wrap(dt, nout, osh, NULL, ob, &to));
              int64_t cfg[4096];
              int32_t ns = -1;
              CHECK_OK(tf_einsum_semiring_argmax(e, x->sub, x->n, (const tf_tensor* const*)ops,
                                                 &o, to, cfg, 4096, &ns));
              for (int64_t q = 0; q < on; ++q) assert_true(same(get(dt, ob, q), ref[q]));
              /* Evaluate the term at the configuration. */
              char sumlab[26];
              int nsum = 0;
              for (char c = 'a'; c <= 'z'; ++c) {
                int inop = 0;
                for (int i = 0; i < x->n; ++i) inop |= strchr(x->lab[i], c) != NULL;
                if (inop && !strchr(x->out, c)) sumlab[nsum++] = c;
              }
              assert_int_equal(ns, nsum);
              int64_t oidx[MAXL] = {0};
              for (int64_t q = 0; q < on; ++q) {
                int64_t rem = q;
                for (int a = nout - 1; a >= 0; --a) { oidx[a] = rem % osh[a]; rem /= osh[a]; }
                double term = 0;
                for (int i = 0; i < x->n; ++i) {
                  int64_t off = 0;
                  for (const char* p = x->lab[i]; *p; ++p) {
                    int64_t v = -1;
                    const char* po = strchr(x->out, *p);
                    if (po) v = oidx[po - x->out];
                    else v = cfg[q * nsum + ((const char*)memchr(sumlab, *p, (size_t)nsum) - sumlab)];
                    off = off * ext_of(*p, variant) + v;
                  }
                  term = i == 0 ? dd[i][off] : sr_mul(s, term, dd[i][off]);
                }
                /* Identity results (no term beats the zero) need no witness. */
                if (ref[q] != sr_zero(s) && !isnan(ref[q])) assert_true(same(term, ref[q]));
              }
              tf_tensor_release(to);
              free(ob);
            }
            free(ref);
            for (int i = 0; i < x->n; ++i) {
              tf_tensor_release(ops[i]);
              free(dd[i]);
              free(raw[i]);
            }
          }
    tf_engine_destroy(e);
  }
}

/* ---------------------------------- every algebra after every other one */

/* Issue 31, bug 1: the plan key lacked the algebra. After a standard einsum
 * with memory_budget_bytes (a sliced plan) ran on an engine, the same call
 * in max-plus found that plan and returned the sum of products as TF_OK. On
 * one engine (serial, then pooled), every (algebra, sliced or not) call
 * follows every other one, in the string and the integer-label forms; each
 * result is compared with a brute-force evaluation in its own algebra, and
 * a sliced call outside the standard algebra must be refused with out
 * untouched. Plans as values: a sliced standard plan (also read back from
 * its bytes) given to a semiring call is refused; an unsliced one is a path
 * and gives the semiring's values. Tensordot and matmul likewise run every
 * algebra after every other one. */
static const tf_semiring kAll[4] = {TF_SEMIRING_STANDARD, TF_SEMIRING_MAX_PLUS,
                                    TF_SEMIRING_MIN_PLUS, TF_SEMIRING_MAX_TIMES};

/* The combination of a term into an accumulator, the standard algebra too. */
static double any_zero(tf_semiring s) { return s == TF_SEMIRING_STANDARD ? 0.0 : sr_zero(s); }
static double any_mul(tf_semiring s, double a, double b) {
  return s == TF_SEMIRING_STANDARD ? a * b : sr_mul(s, a, b);
}
static double any_add(tf_semiring s, double acc, double t) {
  if (s == TF_SEMIRING_STANDARD) return acc + t;
  return sr_better(s, t, acc) ? t : acc;
}

/* A 4-cycle with a diagonal coupling, "ijk,klm,mni,jln->j": operands of 12
 * to 45 elements, every pairwise intermediate above 45, so a budget of the
 * largest operand's bytes makes the standard plan slice. */
#define RING_N 4
static const char* kRingSub = "ijk,klm,mni,jln->j";
static const char* kRingLab[RING_N] = {"ijk", "klm", "mni", "jln"};
static int64_t ring_ext(char c) {
  switch (c) {
    case 'i': return 3;
    case 'j': return 5;
    case 'k': return 3;
    case 'l': return 3;
    case 'm': return 2;
    default: return 2; /* n */
  }
}

/* Brute force over every assignment of i..n (out: 5 values of j). */
static void ring_ref(tf_semiring s, double* const* d, double* out) {
  const char* labs = "ijklmn";
  int64_t ext[6];
  for (int l = 0; l < 6; ++l) ext[l] = ring_ext(labs[l]);
  for (int64_t j = 0; j < ext[1]; ++j) out[j] = any_zero(s);
  int64_t idx[6] = {0};
  for (;;) {
    double term = 0;
    for (int q = 0; q < RING_N; ++q) {
      int64_t off = 0;
      for (const char* p = kRingLab[q]; *p; ++p) {
        const int l = (int)(strchr(labs, *p) - labs);
        off = off * ext[l] + idx[l];
      }
      term = q == 0 ? d[q][off] : any_mul(s, term, d[q][off]);
    }
    out[idx[1]] = any_add(s, out[idx[1]], term);
    int l = 5;
    while (l >= 0 && ++idx[l] == ext[l]) idx[l--] = 0;
    if (l < 0) break;
  }
}

static void test_every_algebra_after_every_other(void** state) {
  (void)state;
  for (int pooled = 0; pooled < 2; ++pooled) {
    tf_engine* e = make_engine(pooled);
    /* Data valid in every algebra (max-times wants nonnegative values):
     * dyadic values, so standard sums are exact in any order. */
    static const double vals[5] = {0.0, 0.5, 1.0, 2.0, 3.0};
    double* d[RING_N];
    tf_tensor* ops[RING_N];
    int32_t labs[RING_N][3];
    const int32_t* lp[RING_N];
    int64_t largest = 0;
    for (int q = 0; q < RING_N; ++q) {
      int64_t sh[3], cnt = 1;
      for (int a = 0; a < 3; ++a) {
        sh[a] = ring_ext(kRingLab[q][a]);
        cnt *= sh[a];
        labs[q][a] = kRingLab[q][a];
      }
      lp[q] = labs[q];
      if (cnt > largest) largest = cnt;
      d[q] = malloc(sizeof(double) * (size_t)cnt);
      for (int64_t t = 0; t < cnt; ++t) d[q][t] = vals[rnd() % 5];
      CHECK_OK(tf_tensor_wrap(TF_F64, 3, sh, NULL, d[q], &ops[q]));
    }
    const int32_t out_lab[1] = {'j'};
    const int64_t osh[1] = {5};
    double ref[4][5];
    for (int a = 0; a < 4; ++a) ring_ref(kAll[a], d, ref[a]);
    const int64_t budget = largest * 8;
    /* The standard plan under this budget does slice. */
    {
      tf_einsum_options o;
      memset(&o, 0, sizeof o);
      o.struct_size = sizeof o;
      o.memory_budget_bytes = budget;
      tf_einsum_path* path;
      CHECK_OK(tf_einsum_path_create(e, kRingSub, RING_N, (const tf_tensor* const*)ops, &o,
                                     &path));
      tf_einsum_path_info info;
      info.struct_size = sizeof info;
      CHECK_OK(tf_einsum_path_info_get(path, &info));
      assert_true(info.nsliced >= 1);
      tf_einsum_path_release(path);
    }
    /* Call c: algebra kAll[c / 2], sliced when c is odd. */
    double outbuf[5];
    tf_tensor* tout;
    CHECK_OK(tf_tensor_wrap(TF_F64, 1, osh, NULL, outbuf, &tout));
    int calls = 0;
    for (int first = 0; first < 8; ++first)
      for (int second = 0; second < 8; ++second)
        for (int k = 0; k < 2; ++k) {
          const int c = k ? second : first;
          const int a = c / 2, sliced = c % 2, labels_form = (first + second) % 2;
          tf_einsum_options o;
          memset(&o, 0, sizeof o);
          o.struct_size = sizeof o;
          o.semiring = kAll[a];
          if (sliced) o.memory_budget_bytes = budget;
          fill_canary(outbuf, sizeof outbuf);
          tf_status st;
          if (labels_form)
            st = tf_einsum_labels_into(e, RING_N, (const tf_tensor* const*)ops, lp, 1, out_lab,
                                       &o, tout);
          else
            st = tf_einsum_into(e, kRingSub, RING_N, (const tf_tensor* const*)ops, &o, tout);
          ++calls;
          if (sliced && kAll[a] != TF_SEMIRING_STANDARD) {
            if (st == TF_OK) {
              print_error("after call %d, algebra %d sliced returned TF_OK (out[0] = %g)\n",
                          k ? first : -1, kAll[a], outbuf[0]);
              fail();
            }
            EXPECT_FAIL(st, TF_ERR_UNSUPPORTED, "options->memory_budget_bytes");
            assert_true(is_canary(outbuf, sizeof outbuf));
            continue;
          }
          CHECK_OK(st);
          for (int j = 0; j < 5; ++j)
            if (!same(outbuf[j], ref[a][j])) {
              print_error("call (%d then %d), algebra %d sliced %d labels %d: out[%d] = %g, "
                          "expected %g\n", first, second, kAll[a], sliced, labels_form, j,
                          outbuf[j], ref[a][j]);
              fail();
            }
        }
    assert_int_equal(calls, 128);
    /* Plans as values. */
    {
      tf_einsum_options o;
      memset(&o, 0, sizeof o);
      o.struct_size = sizeof o;
      o.memory_budget_bytes = budget;
      tf_einsum_path *sliced_plan, *plain_plan, *back;
      CHECK_OK(tf_einsum_path_create(e, kRingSub, RING_N, (const tf_tensor* const*)ops, &o,
                                     &sliced_plan));
      o.memory_budget_bytes = 0;
      CHECK_OK(tf_einsum_path_create(e, kRingSub, RING_N, (const tf_tensor* const*)ops, &o,
                                     &plain_plan));
      size_t size = 0;
      CHECK_OK(tf_einsum_path_write(sliced_plan, NULL, 0, &size));
      unsigned char* bytes = malloc(size);
      CHECK_OK(tf_einsum_path_write(sliced_plan, bytes, size, &size));
      CHECK_OK(tf_einsum_path_read(bytes, size, &back));
      free(bytes);
      for (int round = 0; round < 2; ++round)
        for (int a = 0; a < 4; ++a) {
          tf_einsum_path* plans[3] = {sliced_plan, back, plain_plan};
          for (int pi = 0; pi < 3; ++pi) {
            memset(&o, 0, sizeof o);
            o.struct_size = sizeof o;
            o.semiring = kAll[a];
            o.plan = plans[pi];
            fill_canary(outbuf, sizeof outbuf);
            const tf_status st =
                tf_einsum_into(e, kRingSub, RING_N, (const tf_tensor* const*)ops, &o, tout);
            if (pi < 2 && kAll[a] != TF_SEMIRING_STANDARD) {
              EXPECT_FAIL(st, TF_ERR_UNSUPPORTED, "options->plan");
              assert_true(is_canary(outbuf, sizeof outbuf));
              continue;
            }
            CHECK_OK(st);
            for (int j = 0; j < 5; ++j) assert_true(same(outbuf[j], ref[a][j]));
          }
        }
      tf_einsum_path_release(sliced_plan);
      tf_einsum_path_release(plain_plan);
      tf_einsum_path_release(back);
    }
    tf_tensor_release(tout);
    for (int q = 0; q < RING_N; ++q) {
      tf_tensor_release(ops[q]);
      free(d[q]);
    }
    /* Tensordot (a 3x4x5 with a 5x4x2 over two axis pairs) and matmul
     * (batched 2x3x4 @ 4x5): every algebra after every other one. */
    {
      double A[60], B[40], M[24], N[20], T[6], C[30];
      for (int i = 0; i < 60; ++i) A[i] = vals[rnd() % 5];
      for (int i = 0; i < 40; ++i) B[i] = vals[rnd() % 5];
      for (int i = 0; i < 24; ++i) M[i] = vals[rnd() % 5];
      for (int i = 0; i < 20; ++i) N[i] = vals[rnd() % 5];
      const int64_t sa[3] = {3, 4, 5}, sb[3] = {5, 4, 2}, st_[2] = {3, 2};
      const int64_t sm[3] = {2, 3, 4}, sn[2] = {4, 5}, sc[3] = {2, 3, 5};
      tf_tensor *ta, *tb, *tt, *tm, *tn, *tc;
      CHECK_OK(tf_tensor_wrap(TF_F64, 3, sa, NULL, A, &ta));
      CHECK_OK(tf_tensor_wrap(TF_F64, 3, sb, NULL, B, &tb));
      CHECK_OK(tf_tensor_wrap(TF_F64, 2, st_, NULL, T, &tt));
      CHECK_OK(tf_tensor_wrap(TF_F64, 3, sm, NULL, M, &tm));
      CHECK_OK(tf_tensor_wrap(TF_F64, 2, sn, NULL, N, &tn));
      CHECK_OK(tf_tensor_wrap(TF_F64, 3, sc, NULL, C, &tc));
      const int32_t ax_a[2] = {1, 2}, ax_b[2] = {1, 0};
      for (int first = 0; first < 4; ++first)
        for (int second = 0; second < 4; ++second)
          for (int k = 0; k < 2; ++k) {
            const tf_semiring s = kAll[k ? second : first];
            fill_canary(T, sizeof T);
            fill_canary(C, sizeof C);
            if (s == TF_SEMIRING_STANDARD) {
              CHECK_OK(tf_tensordot_into(e, ta, tb, 2, ax_a, ax_b, 0, 0, tt));
              CHECK_OK(tf_matmul_into(e, tm, tn, tc));
            } else {
              CHECK_OK(tf_tensordot_semiring_into(e, s, ta, tb, 2, ax_a, ax_b, tt));
              CHECK_OK(tf_matmul_semiring_into(e, s, tm, tn, tc));
            }
            for (int i = 0; i < 3; ++i)
              for (int j = 0; j < 2; ++j) {
                double r = any_zero(s);
                for (int p = 0; p < 4; ++p)
                  for (int q = 0; q < 5; ++q)
                    r = any_add(s, r, any_mul(s, A[i * 20 + p * 5 + q], B[q * 8 + p * 2 + j]));
                assert_true(same(T[i * 2 + j], r));
              }
            for (int b = 0; b < 2; ++b)
              for (int i = 0; i < 3; ++i)
                for (int j = 0; j < 5; ++j) {
                  double r = any_zero(s);
                  for (int p = 0; p < 4; ++p)
                    r = any_add(s, r, any_mul(s, M[b * 12 + i * 4 + p], N[p * 5 + j]));
                  assert_true(same(C[b * 15 + i * 5 + j], r));
                }
          }
      tf_tensor_release(ta);
      tf_tensor_release(tb);
      tf_tensor_release(tt);
      tf_tensor_release(tm);
      tf_tensor_release(tn);
      tf_tensor_release(tc);
    }
    tf_engine_destroy(e);
  }
}

/* -------------------------------------- _acc with beta = the zero */

/* Issue 31, bug 2: beta equal to the semiring's zero means out is not read
 * (BLAS's beta = 0 rule): out holding NaN or either infinity must not reach
 * the result, which is then alpha (x) product exactly. Every form (matmul,
 * tensordot, einsum: a pairwise product, a reduction, a permutation), the
 * small (unblocked) and the blocked kernel, f64 and f32; ctest runs this
 * binary with the AVX-512, AVX2 and generic kernels. */
static void test_acc_beta_zero_does_not_read_out(void** state) {
  (void)state;
  static const MNK shapes[2] = {{3, 4, 5}, {33, 40, 19}};
  const double fills[3] = {NAN, INFINITY, -INFINITY};
  for (int pooled = 0; pooled < 2; ++pooled) {
    tf_engine* e = make_engine(pooled);
    for (int si = 0; si < 3; ++si)
      for (int di = 0; di < 2; ++di)
        for (int shi = 0; shi < 2; ++shi) {
          const tf_semiring s = kSemirings[si];
          const tf_dtype dt = di ? TF_F32 : TF_F64;
          const int64_t m = shapes[shi].m, n = shapes[shi].n, k = shapes[shi].k;
          const size_t es = tf_dtype_size(dt);
          double* A = malloc(sizeof(double) * (size_t)(m * k));
          double* B = malloc(sizeof(double) * (size_t)(k * n));
          double* want = malloc(sizeof(double) * (size_t)(m * n));
          double* wred = malloc(sizeof(double) * (size_t)m);
          void* ra = malloc(es * (size_t)(m * k));
          void* rb = malloc(es * (size_t)(k * n));
          const int64_t csz = m * (n > k ? n : k); /* m x n, k x m or m */
          void* rc = malloc(es * (size_t)csz);
          for (int64_t i = 0; i < m * k; ++i) put(dt, ra, i, A[i] = sample(s, 0));
          for (int64_t i = 0; i < k * n; ++i) put(dt, rb, i, B[i] = sample(s, 0));
          const tf_scalar alpha = {s == TF_SEMIRING_MAX_TIMES ? 2.0 : 3.0, 0};
          const tf_scalar beta = {sr_zero(s), 0};
          for (int64_t i = 0; i < m; ++i) {
            double red = sr_zero(s);
            for (int64_t p = 0; p < k; ++p)
              if (sr_better(s, A[i * k + p], red)) red = A[i * k + p];
            wred[i] = sr_mul(s, alpha.re, red);
            for (int64_t j = 0; j < n; ++j) {
              double r = sr_zero(s);
              for (int64_t p = 0; p < k; ++p) {
                const double t = sr_mul(s, A[i * k + p], B[p * n + j]);
                if (sr_better(s, t, r)) r = t;
              }
              want[i * n + j] = sr_mul(s, alpha.re, r);
            }
          }
          const int64_t sa[2] = {m, k}, sb[2] = {k, n}, sc[2] = {m, n}, sat[2] = {k, m};
          const int64_t sr1[1] = {m};
          tf_tensor *ta, *tb, *tc, *tct, *tr;
          CHECK_OK(tf_tensor_wrap(dt, 2, sa, NULL, ra, &ta));
          CHECK_OK(tf_tensor_wrap(dt, 2, sb, NULL, rb, &tb));
          CHECK_OK(tf_tensor_wrap(dt, 2, sc, NULL, rc, &tc));
          CHECK_OK(tf_tensor_wrap(dt, 2, sat, NULL, rc, &tct)); /* A's transpose shape */
          CHECK_OK(tf_tensor_wrap(dt, 1, sr1, NULL, rc, &tr));
          const int32_t ax_a[1] = {1}, ax_b[1] = {0};
          const tf_tensor* ops2[2] = {ta, tb};
          const tf_tensor* ops1[1] = {ta};
          tf_einsum_options o;
          memset(&o, 0, sizeof o);
          o.struct_size = sizeof o;
          o.semiring = s;
          for (int fi = 0; fi < 3; ++fi)
            for (int form = 0; form < 5; ++form) {
              const int64_t cnt = form == 3 ? m : form == 4 ? k * m : m * n;
              for (int64_t i = 0; i < csz; ++i) put(dt, rc, i, fills[fi]);
              switch (form) {
                case 0:
                  CHECK_OK(tf_matmul_semiring_acc(e, s, TF_OP_N, ta, TF_OP_N, tb, alpha, beta,
                                                  tc));
                  break;
                case 1:
                  CHECK_OK(tf_tensordot_semiring_acc(e, s, ta, tb, 1, ax_a, ax_b, alpha, beta,
                                                     tc));
                  break;
                case 2:
                  CHECK_OK(tf_einsum_acc(e, "ik,kj->ij", 2, ops2, &o, alpha, beta, tc));
                  break;
                case 3:
                  CHECK_OK(tf_einsum_acc(e, "ik->i", 1, ops1, &o, alpha, beta, tr));
                  break;
                default:
                  CHECK_OK(tf_einsum_acc(e, "ik->ki", 1, ops1, &o, alpha, beta, tct));
                  break;
              }
              for (int64_t q = 0; q < cnt; ++q) {
                double w;
                if (form == 3) w = wred[q];
                else if (form == 4) w = sr_mul(s, alpha.re, A[(q % m) * k + q / m]);
                else w = want[q];
                if (!same(get(dt, rc, q), w)) {
                  print_error("semiring %d dt %d %lldx%lldx%lld form %d out filled with %g: "
                              "out[%lld] = %g, expected %g\n", s, dt, (long long)m,
                              (long long)n, (long long)k, form, fills[fi], (long long)q,
                              get(dt, rc, q), w);
                  fail();
                }
              }
            }
          tf_tensor_release(ta);
          tf_tensor_release(tb);
          tf_tensor_release(tc);
          tf_tensor_release(tct);
          tf_tensor_release(tr);
          free(A);
          free(B);
          free(want);
          free(wred);
          free(ra);
          free(rb);
          free(rc);
        }
    tf_engine_destroy(e);
  }
}

/* ------------------------------------------ maximum independent set */

/* Exact MIS size by branching on a vertex of highest degree. */
static int mis_exact(const uint32_t* adj, uint32_t alive) {
  if (!alive) return 0;
  int best = -1, bdeg = -1;
  for (int v = 0; v < 32; ++v)
    if ((alive >> v) & 1) {
      const int d = __builtin_popcount(adj[v] & alive);
      if (d > bdeg) { bdeg = d; best = v; }
    }
  if (bdeg <= 0) return __builtin_popcount(alive);
  const int without = mis_exact(adj, alive & ~(1u << best));
  const int with = 1 + mis_exact(adj, alive & ~(1u << best) & ~adj[best]);
  return with > without ? with : without;
}

static int mis_brute(const uint32_t* adj, int nv) {
  int best = 0;
  for (uint32_t set = 0; set < (1u << nv); ++set) {
    int ok = 1;
    for (int v = 0; v < nv && ok; ++v)
      if ((set >> v) & 1) ok = (adj[v] & set) == 0;
    if (ok && __builtin_popcount(set) > best) best = __builtin_popcount(set);
  }
  return best;
}

/* The MIS network in max-plus: one 2x2 tensor per edge (-inf when both
 * ends are in the set); each vertex's weight x_v rides on its first edge
 * (an isolated vertex gets a vector [0, 1]). Labels are vertex numbers. */
static int mis_network(tf_engine* e, int nv, const int (*edges)[2], int ne, int64_t* cfg,
                       double* size) {
  double* data = malloc(sizeof(double) * (size_t)(4 * ne + 2 * nv));
  tf_tensor* ops[64];
  int32_t labs[64][2];
  const int32_t* lp[64];
  int n = 0;
  int* carried = calloc((size_t)nv, sizeof(int));
  double* d = data;
  for (int q = 0; q < ne; ++q) {
    const int u = edges[q][0], v = edges[q][1];
    const int wu = !carried[u], wv = !carried[v];
    carried[u] = carried[v] = 1;
    for (int xu = 0; xu < 2; ++xu)
      for (int xv = 0; xv < 2; ++xv)
        d[xu * 2 + xv] = (xu && xv) ? -INFINITY : (double)(wu * xu + wv * xv);
    const int64_t sh[2] = {2, 2};
    CHECK_OK(tf_tensor_wrap(TF_F64, 2, sh, NULL, d, &ops[n]));
    labs[n][0] = u;
    labs[n][1] = v;
    lp[n] = labs[n];
    ++n;
    d += 4;
  }
  for (int v = 0; v < nv; ++v)
    if (!carried[v]) {
      d[0] = 0;
      d[1] = 1;
      const int64_t sh[1] = {2};
      CHECK_OK(tf_tensor_wrap(TF_F64, 1, sh, NULL, d, &ops[n]));
      labs[n][0] = v;
      lp[n] = labs[n];
      ++n;
      d += 2;
    }
  assert_true(n <= 64);
  tf_einsum_options o;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.semiring = TF_SEMIRING_MAX_PLUS;
  tf_tensor* out;
  CHECK_OK(tf_tensor_wrap(TF_F64, 0, NULL, NULL, size, &out));
  int32_t ns = 0;
  const tf_status st = tf_einsum_labels_semiring_argmax(
      e, n, (const tf_tensor* const*)ops, lp, 0, NULL, &o, out, cfg, nv, &ns);
  CHECK_OK(st);
  assert_int_equal(ns, nv);
  tf_tensor_release(out);
  for (int i = 0; i < n; ++i) tf_tensor_release(ops[i]);
  free(carried);
  free(data);
  return ns;
}

static void test_mis(void** state) {
  (void)state;
  for (int pooled = 0; pooled < 2; ++pooled) {
    tf_engine* e = make_engine(pooled);
    for (int trial = 0; trial < 12; ++trial) {
      const int nv = 6 + (int)(rnd() % 25); /* 6 .. 30 vertices */
      int edges[64][2], ne = 0;
      uint32_t adj[32] = {0};
      const double p = 2.6 / nv; /* mean degree ~2.6: under 64 tensors */
      for (int u = 0; u < nv; ++u)
        for (int v = u + 1; v < nv; ++v)
          if (ne < 60 && urand() < p) {
            edges[ne][0] = u;
            edges[ne][1] = v;
            ++ne;
            adj[u] |= 1u << v;
            adj[v] |= 1u << u;
          }
      int64_t cfg[32];
      double size = 0;
      mis_network(e, nv, (const int(*)[2])edges, ne, cfg, &size);
      const int want = nv <= 18 ? mis_brute(adj, nv) : mis_exact(adj, (1u << nv) - 1);
      if (nv <= 18) assert_int_equal(want, mis_exact(adj, (1u << nv) - 1));
      assert_true(size == (double)want);
      uint32_t set = 0;
      for (int v = 0; v < nv; ++v) {
        assert_true(cfg[v] == 0 || cfg[v] == 1);
        if (cfg[v]) set |= 1u << v;
      }
      for (int v = 0; v < nv; ++v)
        if ((set >> v) & 1) assert_int_equal(adj[v] & set, 0);
      assert_int_equal(__builtin_popcount(set), want);
    }
    tf_engine_destroy(e);
  }
}

/* Issue 31, bug 3: configuration recovery refused networks of more than 64
 * operands. The MIS network of 20 vertices with one tensor per vertex
 * ([0, 1]) and one per edge ([[0, 0], [0, -inf]]): 20 + 45..60 operands.
 * The size against brute force over 2^20 sets, the configuration an
 * independent set of that size; in max-plus and, with the weights negated,
 * in min-plus. */
static void test_argmax_beyond_64_operands(void** state) {
  (void)state;
  enum { NV = 20, MAXE = 64 };
  for (int pooled = 0; pooled < 2; ++pooled) {
    tf_engine* e = make_engine(pooled);
    for (int trial = 0; trial < 3; ++trial) {
      int edges[MAXE][2], ne = 0;
      uint32_t adj[32] = {0};
      while (ne < 45) { /* at least 45 edges: more than 64 operands */
        ne = 0;
        memset(adj, 0, sizeof adj);
        for (int u = 0; u < NV; ++u)
          for (int v = u + 1; v < NV; ++v)
            if (ne < MAXE && urand() < 0.27) {
              edges[ne][0] = u;
              edges[ne][1] = v;
              ++ne;
              adj[u] |= 1u << v;
              adj[v] |= 1u << u;
            }
      }
      const int want = mis_brute(adj, NV);
      for (int minplus = 0; minplus < 2; ++minplus) {
        const double sg = minplus ? -1.0 : 1.0, bad = minplus ? INFINITY : -INFINITY;
        const int n = NV + ne;
        double vdata[NV][2], edata[MAXE][4];
        tf_tensor* ops[NV + MAXE];
        int32_t labs[NV + MAXE][2];
        const int32_t* lp[NV + MAXE];
        const int64_t s1[1] = {2}, s2[2] = {2, 2};
        for (int v = 0; v < NV; ++v) {
          vdata[v][0] = 0;
          vdata[v][1] = sg;
          CHECK_OK(tf_tensor_wrap(TF_F64, 1, s1, NULL, vdata[v], &ops[v]));
          labs[v][0] = v;
          lp[v] = labs[v];
        }
        for (int q = 0; q < ne; ++q) {
          edata[q][0] = edata[q][1] = edata[q][2] = 0;
          edata[q][3] = bad;
          CHECK_OK(tf_tensor_wrap(TF_F64, 2, s2, NULL, edata[q], &ops[NV + q]));
          labs[NV + q][0] = edges[q][0];
          labs[NV + q][1] = edges[q][1];
          lp[NV + q] = labs[NV + q];
        }
        assert_true(n > 64);
        tf_einsum_options o;
        memset(&o, 0, sizeof o);
        o.struct_size = sizeof o;
        o.semiring = minplus ? TF_SEMIRING_MIN_PLUS : TF_SEMIRING_MAX_PLUS;
        double size = 0;
        tf_tensor* out;
        CHECK_OK(tf_tensor_wrap(TF_F64, 0, NULL, NULL, &size, &out));
        int64_t cfg[NV];
        int32_t ns = 0;
        CHECK_OK(tf_einsum_labels_semiring_argmax(e, n, (const tf_tensor* const*)ops, lp, 0,
                                                  NULL, &o, out, cfg, NV, &ns));
        assert_int_equal(ns, NV);
        assert_true(size == sg * want);
        uint32_t set = 0;
        for (int v = 0; v < NV; ++v) {
          assert_true(cfg[v] == 0 || cfg[v] == 1);
          if (cfg[v]) set |= 1u << v;
        }
        for (int v = 0; v < NV; ++v)
          if ((set >> v) & 1) assert_int_equal(adj[v] & set, 0);
        assert_int_equal(__builtin_popcount(set), want);
        tf_tensor_release(out);
        for (int i = 0; i < n; ++i) tf_tensor_release(ops[i]);
      }
    }
    tf_engine_destroy(e);
  }
}

/* -------------------------------------------- spin glass ground state */

static void test_spin_glass(void** state) {
  (void)state;
  enum { L = 4, N = L * L };
  for (int trial = 0; trial < 4; ++trial) {
    int eu[2 * N], ev[2 * N], ne = 0;
    double J[2 * N];
    for (int r = 0; r < L; ++r)
      for (int c = 0; c < L; ++c) {
        const int v = r * L + c;
        if (c + 1 < L) { eu[ne] = v; ev[ne] = v + 1; J[ne] = (rnd() & 1) ? 1.0 : -1.0; ++ne; }
        if (r + 1 < L) { eu[ne] = v; ev[ne] = v + L; J[ne] = (rnd() & 1) ? 1.0 : -1.0; ++ne; }
      }
    /* Brute force: E(s) = -sum J s_u s_v, s = +1 (index 0) or -1 (index 1). */
    double emin = INFINITY;
    for (uint32_t cfg = 0; cfg < (1u << N); ++cfg) {
      double en = 0;
      for (int q = 0; q < ne; ++q) {
        const int su = ((cfg >> eu[q]) & 1) ? -1 : 1, sv = ((cfg >> ev[q]) & 1) ? -1 : 1;
        en -= J[q] * su * sv;
      }
      if (en < emin) emin = en;
    }
    /* Min-plus network: one 2x2 tensor per bond. */
    double data[2 * N][4];
    tf_tensor* ops[2 * N];
    int32_t labs[2 * N][2];
    const int32_t* lp[2 * N];
    for (int q = 0; q < ne; ++q) {
      for (int a = 0; a < 2; ++a)
        for (int b = 0; b < 2; ++b) data[q][a * 2 + b] = -J[q] * (a ? -1 : 1) * (b ? -1 : 1);
      const int64_t sh[2] = {2, 2};
      CHECK_OK(tf_tensor_wrap(TF_F64, 2, sh, NULL, data[q], &ops[q]));
      labs[q][0] = eu[q];
      labs[q][1] = ev[q];
      lp[q] = labs[q];
    }
    for (int pooled = 0; pooled < 2; ++pooled) {
      tf_engine* e = make_engine(pooled);
      tf_einsum_options o;
      memset(&o, 0, sizeof o);
      o.struct_size = sizeof o;
      o.semiring = TF_SEMIRING_MIN_PLUS;
      tf_tensor* res = NULL;
      CHECK_OK(tf_einsum_labels(e, ne, (const tf_tensor* const*)ops, lp, 0, NULL, &o, &res));
      double got;
      CHECK_OK(tf_tensor_read(res, TF_ROW_MAJOR, &got, sizeof got));
      assert_true(got == emin);
      tf_tensor_release(res);
      /* The recovered configuration has that energy. */
      double val = 0;
      tf_tensor* out;
      CHECK_OK(tf_tensor_wrap(TF_F64, 0, NULL, NULL, &val, &out));
      int64_t cfg[N];
      int32_t ns;
      CHECK_OK(tf_einsum_labels_semiring_argmax(e, ne, (const tf_tensor* const*)ops, lp, 0,
                                                NULL, &o, out, cfg, N, &ns));
      assert_int_equal(ns, N);
      assert_true(val == emin);
      double en = 0;
      for (int q = 0; q < ne; ++q) en -= J[q] * (cfg[eu[q]] ? -1 : 1) * (cfg[ev[q]] ? -1 : 1);
      assert_true(en == emin);
      tf_tensor_release(out);
      tf_engine_destroy(e);
    }
    for (int q = 0; q < ne; ++q) tf_tensor_release(ops[q]);
  }
}

/* ------------------------------------------------------------- Viterbi */

static void test_viterbi(void** state) {
  (void)state;
  enum { S = 4, O = 3, T = 9 };
  for (int trial = 0; trial < 5; ++trial) {
    double pi[S], A[S][S], B[S][O];
    int obs[T];
    for (int s = 0; s < S; ++s) {
      pi[s] = 0.1 + urand();
      for (int t = 0; t < S; ++t) A[s][t] = 0.05 + urand();
      for (int o = 0; o < O; ++o) B[s][o] = 0.05 + urand();
    }
    for (int t = 0; t < T; ++t) obs[t] = (int)(rnd() % O);
    /* Hand-written DP with back pointers (lowest state on ties). */
    double delta[T][S];
    int back[T][S];
    for (int s = 0; s < S; ++s) delta[0][s] = pi[s] * B[s][obs[0]];
    for (int t = 1; t < T; ++t)
      for (int s = 0; s < S; ++s) {
        double best = -1;
        int bi = 0;
        for (int r = 0; r < S; ++r) {
          const double v = delta[t - 1][r] * A[r][s];
          if (v > best) { best = v; bi = r; }
        }
        delta[t][s] = best * B[s][obs[t]];
        back[t][s] = bi;
      }
    double pbest = -1;
    int path[T];
    for (int s = 0; s < S; ++s)
      if (delta[T - 1][s] > pbest) { pbest = delta[T - 1][s]; path[T - 1] = s; }
    for (int t = T - 1; t > 0; --t) path[t - 1] = back[t][path[t]];
    /* Max-times network: v0[s0] = pi B, M_t[s_{t-1}, s_t] = A B. */
    double v0[S], M[T][S][S];
    for (int s = 0; s < S; ++s) v0[s] = pi[s] * B[s][obs[0]];
    tf_tensor* ops[T];
    int32_t labs[T][2];
    const int32_t* lp[T];
    const int64_t sv[1] = {S}, sm[2] = {S, S};
    CHECK_OK(tf_tensor_wrap(TF_F64, 1, sv, NULL, v0, &ops[0]));
    labs[0][0] = 0;
    lp[0] = labs[0];
    for (int t = 1; t < T; ++t) {
      for (int r = 0; r < S; ++r)
        for (int s = 0; s < S; ++s) M[t][r][s] = A[r][s] * B[s][obs[t]];
      CHECK_OK(tf_tensor_wrap(TF_F64, 2, sm, NULL, M[t], &ops[t]));
      labs[t][0] = t - 1;
      labs[t][1] = t;
      lp[t] = labs[t];
    }
    for (int pooled = 0; pooled < 2; ++pooled) {
      tf_engine* e = make_engine(pooled);
      tf_einsum_options o;
      memset(&o, 0, sizeof o);
      o.struct_size = sizeof o;
      o.semiring = TF_SEMIRING_MAX_TIMES;
      double val = 0;
      tf_tensor* out;
      CHECK_OK(tf_tensor_wrap(TF_F64, 0, NULL, NULL, &val, &out));
      int64_t cfg[T];
      int32_t ns;
      CHECK_OK(tf_einsum_labels_semiring_argmax(e, T, (const tf_tensor* const*)ops, lp, 0, NULL,
                                                &o, out, cfg, T, &ns));
      assert_int_equal(ns, T);
      assert_true(fabs(val - pbest) <= 1e-12 * pbest);
      for (int t = 0; t < T; ++t) assert_int_equal(cfg[t], path[t]);
      tf_tensor_release(out);
      tf_engine_destroy(e);
    }
    for (int t = 0; t < T; ++t) tf_tensor_release(ops[t]);
  }
}

/* ------------------------------------------------------------- programs */

/* A recorded einsum chain in each semiring equals the direct call (same
 * plan, same kernels), on serial and pooled engines. */
static void test_program(void** state) {
  (void)state;
  const int64_t sa[2] = {7, 9}, sb[2] = {9, 20}, sc[2] = {20, 3}, so[1] = {7};
  double A[63], B[180], C[60], R1[7], R2[7];
  for (int pooled = 0; pooled < 2; ++pooled) {
    tf_engine* e = make_engine(pooled);
    for (int si = 0; si < 3; ++si) {
      const tf_semiring s = kSemirings[si];
      for (int i = 0; i < 63; ++i) A[i] = sample(s, 0);
      for (int i = 0; i < 180; ++i) B[i] = sample(s, 0);
      for (int i = 0; i < 60; ++i) C[i] = sample(s, 0);
      tf_tensor *ta, *tb, *tc, *t1, *t2;
      CHECK_OK(tf_tensor_wrap(TF_F64, 2, sa, NULL, A, &ta));
      CHECK_OK(tf_tensor_wrap(TF_F64, 2, sb, NULL, B, &tb));
      CHECK_OK(tf_tensor_wrap(TF_F64, 2, sc, NULL, C, &tc));
      CHECK_OK(tf_tensor_wrap(TF_F64, 1, so, NULL, R1, &t1));
      CHECK_OK(tf_tensor_wrap(TF_F64, 1, so, NULL, R2, &t2));
      tf_einsum_options o;
      memset(&o, 0, sizeof o);
      o.struct_size = sizeof o;
      o.semiring = s;
      const tf_tensor* ops[3] = {ta, tb, tc};
      CHECK_OK(tf_einsum_into(e, "ij,jk,kl->i", 3, ops, &o, t1));
      tf_program* p = NULL;
      CHECK_OK(tf_program_create(&p));
      int32_t in[3], slot;
      CHECK_OK(tf_program_input(p, TF_F64, 2, sa, &in[0]));
      CHECK_OK(tf_program_input(p, TF_F64, 2, sb, &in[1]));
      CHECK_OK(tf_program_input(p, TF_F64, 2, sc, &in[2]));
      CHECK_OK(tf_program_einsum(p, "ij,jk,kl->i", 3, in, &o, &slot));
      CHECK_OK(tf_program_output(p, slot));
      tf_prepared* pr = NULL;
      CHECK_OK(tf_program_prepare(e, p, NULL, &pr));
      fill_canary(R2, sizeof R2);
      tf_tensor* outs[1] = {t2};
      CHECK_OK(tf_program_run(e, pr, ops, 3, outs, 1));
      for (int i = 0; i < 7; ++i) assert_true(same(R1[i], R2[i]));
      /* A reference for the direct call too. */
      for (int i = 0; i < 7; ++i) {
        double r = sr_zero(s);
        for (int j = 0; j < 9; ++j)
          for (int k = 0; k < 20; ++k)
            for (int l = 0; l < 3; ++l) {
              const double t = sr_mul(s, sr_mul(s, A[i * 9 + j], B[j * 20 + k]), C[k * 3 + l]);
              if (sr_better(s, t, r)) r = t;
            }
        assert_true(same(R1[i], r));
      }
      tf_prepared_release(pr);
      tf_program_release(p);
      tf_tensor_release(ta);
      tf_tensor_release(tb);
      tf_tensor_release(tc);
      tf_tensor_release(t1);
      tf_tensor_release(t2);
    }
    tf_engine_destroy(e);
  }
}

/* ----------------------------------------------------------------- VJP */

static void test_vjp(void** state) {
  (void)state;
  tf_engine* e = make_engine(1);
  const int64_t m = 6, k = 7, n = 5;
  double A[42], B[35], G[30], GA[42], GB[35], RA[42], RB[35];
  for (int si = 0; si < 3; ++si) {
    const tf_semiring s = kSemirings[si];
    for (int i = 0; i < 42; ++i) A[i] = sample(s, 0);
    for (int i = 0; i < 35; ++i) B[i] = sample(s, 0);
    for (int i = 0; i < 30; ++i) G[i] = (double)(rnd() % 5) - 2;
    memset(RA, 0, sizeof RA);
    memset(RB, 0, sizeof RB);
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) {
        double r = sr_zero(s);
        int64_t best = 0;
        for (int64_t p = 0; p < k; ++p) {
          const double t = sr_mul(s, A[i * k + p], B[p * n + j]);
          if (sr_better(s, t, r)) { r = t; best = p; }
        }
        if (r == sr_zero(s)) continue;
        const double g = G[i * n + j];
        RA[i * k + best] += s == TF_SEMIRING_MAX_TIMES ? g * B[best * n + j] : g;
        RB[best * n + j] += s == TF_SEMIRING_MAX_TIMES ? g * A[i * k + best] : g;
      }
    const int64_t sa[2] = {m, k}, sb[2] = {k, n}, sg[2] = {m, n};
    tf_tensor *ta, *tb, *tg, *tga, *tgb;
    CHECK_OK(tf_tensor_wrap(TF_F64, 2, sa, NULL, A, &ta));
    CHECK_OK(tf_tensor_wrap(TF_F64, 2, sb, NULL, B, &tb));
    CHECK_OK(tf_tensor_wrap(TF_F64, 2, sg, NULL, G, &tg));
    CHECK_OK(tf_tensor_wrap(TF_F64, 2, sa, NULL, GA, &tga));
    CHECK_OK(tf_tensor_wrap(TF_F64, 2, sb, NULL, GB, &tgb));
    fill_canary(GA, sizeof GA);
    fill_canary(GB, sizeof GB);
    CHECK_OK(tf_matmul_semiring_vjp(e, s, ta, tb, tg, tga, tgb));
    for (int i = 0; i < 42; ++i) assert_true(GA[i] == RA[i]);
    for (int i = 0; i < 35; ++i) assert_true(GB[i] == RB[i]);
    /* Only one gradient wanted. */
    fill_canary(GB, sizeof GB);
    CHECK_OK(tf_matmul_semiring_vjp(e, s, ta, tb, tg, NULL, tgb));
    for (int i = 0; i < 35; ++i) assert_true(GB[i] == RB[i]);
    tf_tensor_release(ta);
    tf_tensor_release(tb);
    tf_tensor_release(tg);
    tf_tensor_release(tga);
    tf_tensor_release(tgb);
  }
  tf_engine_destroy(e);
}

/* ----------------------------------------------------------- bad input */

static void test_bad_input(void** state) {
  (void)state;
  tf_engine* e = make_engine(0);
  double A[6] = {1, 2, 3, 4, 5, 6}, B[6] = {1, 2, 3, 4, 5, 6}, C[4];
  float Cz[8];
  const int64_t sa[2] = {2, 3}, sb[2] = {3, 2}, sc[2] = {2, 2};
  tf_tensor *ta, *tb, *tc, *za, *zb, *zc;
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, sa, NULL, A, &ta));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, sb, NULL, B, &tb));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, sc, NULL, C, &tc));
  double za_d[12] = {0}, zb_d[12] = {0};
  CHECK_OK(tf_tensor_wrap(TF_C64, 2, sa, NULL, za_d, &za));
  CHECK_OK(tf_tensor_wrap(TF_C64, 2, sb, NULL, zb_d, &zb));
  CHECK_OK(tf_tensor_wrap(TF_C64, 2, sc, NULL, Cz, &zc));
  int64_t arg[4];
  tf_tensor* r = NULL;
  fill_canary(C, sizeof C);
  fill_canary(Cz, sizeof Cz);
  fill_canary(arg, sizeof arg);
  /* Complex: unsupported in a semiring. */
  EXPECT_FAIL(tf_matmul_semiring_into(e, TF_SEMIRING_MAX_PLUS, za, zb, zc), TF_ERR_UNSUPPORTED,
              "a");
  assert_true(is_canary(Cz, sizeof Cz));
  const tf_tensor* zops[2] = {za, zb};
  tf_einsum_options o;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.semiring = TF_SEMIRING_MIN_PLUS;
  EXPECT_FAIL(tf_einsum_into(e, "ij,jk->ik", 2, zops, &o, zc), TF_ERR_UNSUPPORTED, "operands");
  assert_true(is_canary(Cz, sizeof Cz));
  const int32_t ax_a[1] = {1}, ax_b[1] = {0};
  EXPECT_FAIL(tf_tensordot_semiring(e, TF_SEMIRING_MAX_TIMES, za, zb, 1, ax_a, ax_b, &r),
              TF_ERR_UNSUPPORTED, "operands");
  assert_null(r);
  /* Unknown semiring values. */
  EXPECT_FAIL(tf_matmul_semiring_into(e, (tf_semiring)7, ta, tb, tc), TF_ERR_INVALID_ARGUMENT,
              "semiring");
  EXPECT_FAIL(tf_matmul_semiring(e, (tf_semiring)-1, ta, tb, &r), TF_ERR_INVALID_ARGUMENT,
              "semiring");
  assert_null(r);
  const tf_tensor* ops[2] = {ta, tb};
  o.semiring = 4;
  EXPECT_FAIL(tf_einsum_into(e, "ij,jk->ik", 2, ops, &o, tc), TF_ERR_INVALID_ARGUMENT,
              "options->semiring|semiring");
  EXPECT_FAIL(tf_tensordot_semiring_into(e, (tf_semiring)9, ta, tb, 1, ax_a, ax_b, tc),
              TF_ERR_INVALID_ARGUMENT, "semiring");
  assert_true(is_canary(C, sizeof C));
  /* alpha / beta: real parts only (im ignored, as for every real dtype):
   * an imaginary alpha is alpha = 0, the semiring's one for max-plus. */
  const tf_scalar ci = {0.0, 1.0}, zr = {0.0, 0.0};
  double Cim[sizeof C / sizeof C[0]];
  fill_canary(C, sizeof C);
  assert_int_equal(tf_matmul_semiring_acc(e, TF_SEMIRING_MAX_PLUS, TF_OP_N, ta, TF_OP_N, tb, ci,
                                          zr, tc), TF_OK);
  memcpy(Cim, C, sizeof C);
  fill_canary(C, sizeof C);
  assert_int_equal(tf_matmul_semiring_acc(e, TF_SEMIRING_MAX_PLUS, TF_OP_N, ta, TF_OP_N, tb, zr,
                                          zr, tc), TF_OK);
  assert_memory_equal(Cim, C, sizeof C);
  fill_canary(C, sizeof C);
  o.semiring = TF_SEMIRING_MAX_PLUS;
  /* Argmax: not for the standard semiring, and room for every element. */
  EXPECT_FAIL(tf_matmul_semiring_argmax(e, TF_SEMIRING_STANDARD, TF_OP_N, ta, TF_OP_N, tb, tc,
                                        arg, 4),
              TF_ERR_INVALID_ARGUMENT, "semiring");
  EXPECT_FAIL(tf_matmul_semiring_argmax(e, TF_SEMIRING_MAX_PLUS, TF_OP_N, ta, TF_OP_N, tb, tc,
                                        arg, 3),
              TF_ERR_INVALID_ARGUMENT, "argmax_len");
  assert_true(is_canary(C, sizeof C));
  assert_true(is_canary(arg, sizeof arg));
  int64_t cfg[4];
  int32_t ns = -5;
  fill_canary(cfg, sizeof cfg);
  EXPECT_FAIL(tf_einsum_semiring_argmax(e, "ij,jk->ik", 2, ops, &o, tc, cfg, 3, &ns),
              TF_ERR_INVALID_ARGUMENT, "config_len");
  o.semiring = TF_SEMIRING_STANDARD;
  EXPECT_FAIL(tf_einsum_semiring_argmax(e, "ij,jk->ik", 2, ops, &o, tc, cfg, 4, &ns),
              TF_ERR_INVALID_ARGUMENT, "options->semiring|semiring");
  o.semiring = TF_SEMIRING_MAX_PLUS;
  EXPECT_FAIL(tf_einsum_semiring_argmax(e, "...ij,jk->...ik", 2, ops, &o, tc, cfg, 4, &ns),
              TF_ERR_UNSUPPORTED, "subscripts");
  assert_true(is_canary(C, sizeof C));
  assert_true(is_canary(cfg, sizeof cfg));
  assert_int_equal(ns, -5);
  /* Shape errors still come from matmul's validation. */
  EXPECT_FAIL(tf_matmul_semiring_into(e, TF_SEMIRING_MAX_PLUS, ta, ta, tc),
              TF_ERR_SHAPE_MISMATCH, "b");
  assert_true(is_canary(C, sizeof C));
  /* Programs: complex and unknown semirings refused at record time. */
  tf_program* p = NULL;
  CHECK_OK(tf_program_create(&p));
  int32_t in[4], slot;
  CHECK_OK(tf_program_input(p, TF_F64, 2, sa, &in[0]));
  CHECK_OK(tf_program_input(p, TF_F64, 2, sb, &in[1]));
  CHECK_OK(tf_program_input(p, TF_C64, 2, sa, &in[2]));
  CHECK_OK(tf_program_input(p, TF_C64, 2, sb, &in[3]));
  o.semiring = 11;
  EXPECT_FAIL(tf_program_einsum(p, "ij,jk->ik", 2, in, &o, &slot), TF_ERR_INVALID_ARGUMENT,
              "options->semiring|semiring");
  o.semiring = TF_SEMIRING_MAX_PLUS;
  EXPECT_FAIL(tf_program_einsum(p, "ij,jk->ik", 2, in + 2, &o, &slot), TF_ERR_UNSUPPORTED,
              "operands");
  tf_program_release(p);
  tf_tensor_release(ta);
  tf_tensor_release(tb);
  tf_tensor_release(tc);
  tf_tensor_release(za);
  tf_tensor_release(zb);
  tf_tensor_release(zc);
  tf_engine_destroy(e);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_matmul_reference), cmocka_unit_test(test_matmul_batch),
      cmocka_unit_test(test_matmul_acc),       cmocka_unit_test(test_einsum_reference),
      cmocka_unit_test(test_mis),              cmocka_unit_test(test_spin_glass),
      cmocka_unit_test(test_viterbi),          cmocka_unit_test(test_program),
      cmocka_unit_test(test_vjp),
      cmocka_unit_test(test_bad_input),
      cmocka_unit_test(test_every_algebra_after_every_other),
      cmocka_unit_test(test_acc_beta_zero_does_not_read_out),
      cmocka_unit_test(test_argmax_beyond_64_operands),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
