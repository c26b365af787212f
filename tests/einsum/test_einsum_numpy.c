/*
 * test_einsum_numpy.c -- einsum as NumPy and PyTorch define it (issue 34):
 *
 *   1. size-1 broadcasting of a named label ("ij,ij->j" with (10,2), (1,2)),
 *      in tf_einsum, _into, _acc, the labels form and programs, and its VJP
 *      (a broadcast operand's cotangent is summed over the broadcast axis)
 *      and JVP against central finite differences;
 *   2. "..." in an output when no operand has one (zero axes, NumPy) and
 *      "..." dropped from an explicit output (summed, PyTorch);
 *   3. long sums accurate like NumPy's pairwise summation (10^6 equal
 *      values within 2e-15 relative) in einsum and tf_reduce;
 *   4. extents that differ and are both != 1 still refused.
 *
 * References are plain C loops: ref() loops over every assignment of every
 * label of explicit-letter subscripts (a label's extent is the largest of
 * its axes; an axis of extent 1 reads index 0, which is NumPy broadcasting)
 * and adds the products; each case names its subscripts under test and the
 * letters-only subscripts of the same sum for ref().
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>

#include "test_util.h"

#define MAXOP 3
#define MAXR 6

static uint64_t g_rng = 0x2545F4914F6CDD1Dull;
static double urand(void) {
  g_rng ^= g_rng << 13;
  g_rng ^= g_rng >> 7;
  g_rng ^= g_rng << 17;
  return (double)(g_rng >> 11) / 9007199254740992.0 * 2.0 - 1.0;
}

/* ------------------------------------------------------------ reference */
typedef struct {
  const char* sub;     /* under test */
  const char* refsub;  /* the same sum in explicit letters, for ref() */
  int n;
  int rank[MAXOP];
  int64_t shape[MAXOP][MAXR];
} Case;

static int64_t numel(int r, const int64_t* s) {
  int64_t k = 1;
  for (int i = 0; i < r; ++i) k *= s[i];
  return k;
}

/* out (row-major over the output letters; *orank, oshape set) = the sum. */
static void ref(const Case* c, double* const* vals, int* orank, int64_t* oshape, double* out) {
  char lab[MAXOP][MAXR], olab[MAXR];
  int nlab[MAXOP] = {0}, no = 0, k = 0;
  const char* p = c->refsub;
  for (; *p && *p != '-'; ++p) {
    if (*p == ',') { ++k; continue; }
    lab[k][nlab[k]++] = *p;
  }
  for (p += 2; *p; ++p) olab[no++] = *p;
  int64_t ext[128];
  for (int i = 0; i < 128; ++i) ext[i] = -1;
  for (int i = 0; i < c->n; ++i)
    for (int a = 0; a < nlab[i]; ++a) {
      int64_t* x = &ext[(int)lab[i][a]];
      if (*x < 0 || *x == 1) *x = c->shape[i][a];
    }
  *orank = no;
  for (int a = 0; a < no; ++a) oshape[a] = ext[(int)olab[a]];
  for (int64_t j = 0; j < numel(no, oshape); ++j) out[j] = 0;
  char all[64];
  int nall = 0;
  for (int l = 0; l < 128; ++l)
    if (ext[l] >= 0) all[nall++] = (char)l;
  int64_t idx[128] = {0};
  for (;;) {
    double prod = 1;
    for (int i = 0; i < c->n; ++i) {
      int64_t off = 0;
      for (int a = 0; a < nlab[i]; ++a)
        off = off * c->shape[i][a] + (c->shape[i][a] == 1 ? 0 : idx[(int)lab[i][a]]);
      prod *= vals[i][off];
    }
    int64_t o = 0;
    for (int a = 0; a < no; ++a) o = o * oshape[a] + idx[(int)olab[a]];
    out[o] += prod;
    int q = nall - 1;
    for (; q >= 0; --q) {
      if (++idx[(int)all[q]] < ext[(int)all[q]]) break;
      idx[(int)all[q]] = 0;
    }
    if (q < 0) break;
  }
}

static void expect_close(const char* what, const double* got, const double* want, int64_t n,
                         double tol) {
  for (int64_t j = 0; j < n; ++j)
    if (!(fabs(got[j] - want[j]) <= tol * (1 + fabs(want[j])))) {
      print_error("%s: element %lld is %.17g, expected %.17g\n", what, (long long)j, got[j],
                  want[j]);
      fail();
    }
}

/* Reads t (any strides) row-major into dst. */
static void read_rm(const tf_tensor* t, double* dst, int64_t n) {
  CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, dst, (size_t)n * sizeof(double)));
}

static void expect_shape(const tf_tensor* t, int rank, const int64_t* shape) {
  int32_t r;
  int64_t s[MAXR];
  CHECK_OK(tf_tensor_ndim(t, &r));
  assert_int_equal(r, rank);
  CHECK_OK(tf_tensor_shape(t, s));
  for (int a = 0; a < rank; ++a) assert_int_equal(s[a], shape[a]);
}

/* Labels form of explicit-letter subscripts: a letter's code. */
static void to_labels(const char* sub, int32_t lab[MAXOP][MAXR], int32_t* olab, int32_t* no) {
  int k = 0, a = 0;
  const char* p = sub;
  for (; *p && *p != '-'; ++p) {
    if (*p == ',') { ++k; a = 0; continue; }
    lab[k][a++] = (int32_t)*p;
  }
  *no = 0;
  for (p += 2; *p; ++p) olab[(*no)++] = (int32_t)*p;
}

/* -------------------------------------------------- 1. and 2.: values */
static const Case kCases[] = {
    /* named labels broadcasting (NumPy's and opt_einsum's own cases) */
    {"ij,ij->j", "ij,ij->j", 2, {2, 2}, {{10, 2}, {1, 2}}},
    {"ij,ij->j", "ij,ij->j", 2, {2, 2}, {{1, 2}, {10, 2}}},
    {"ij,ij->ij", "ij,ij->ij", 2, {2, 2}, {{1, 3}, {4, 1}}},
    {"ij,jk->ik", "ij,jk->ik", 2, {2, 2}, {{3, 1}, {4, 5}}},  /* contracted label */
    {"i,i->", "i,i->", 2, {1, 1}, {{1}, {7}}},
    {"bij,bjk->bik", "bij,bjk->bik", 2, {3, 3}, {{1, 2, 3}, {4, 3, 5}}},
    {"bij,bjk->ik", "bij,bjk->ik", 2, {3, 3}, {{4, 2, 3}, {1, 3, 5}}},
    {"ij,jk,kl->il", "ij,jk,kl->il", 3, {2, 2, 2}, {{3, 1}, {4, 1}, {1, 2}}},
    {"ij,ij", "ij,ij->", 2, {2, 2}, {{200, 2}, {1, 2}}},  /* implicit output: none */
    {"ij,kj->ikj", "ij,kj->ikj", 2, {2, 2}, {{3, 1}, {2, 4}}},
    /* '...' in the output with no operand '...': zero axes (NumPy) */
    {"ij->...ij", "ij->ij", 1, {2}, {{3, 4}}},
    {"ij,jk->...ik", "ij,jk->ik", 2, {2, 2}, {{3, 4}, {4, 5}}},
    {"ij->j...", "ij->j", 1, {2}, {{3, 4}}},
    /* '...' dropped from an explicit output: summed (PyTorch) */
    {"...ij->ij", "bij->ij", 1, {3}, {{2, 3, 4}}},
    {"...ij->", "abij->", 1, {4}, {{2, 2, 3, 4}}},
    {"...ij,...jk->ik", "bij,bjk->ik", 2, {3, 3}, {{2, 3, 4}, {2, 4, 5}}},
    {"...ij,...jk->ik", "bij,bjk->ik", 2, {3, 3}, {{1, 3, 4}, {2, 4, 5}}},
    {"i...,i...->i", "iab,iab->i", 2, {3, 3}, {{3, 2, 1}, {3, 2, 4}}},
};

static void run_case(tf_engine* eng, const Case* c) {
  double* vals[MAXOP];
  tf_tensor* t[MAXOP];
  for (int i = 0; i < c->n; ++i) {
    const int64_t k = numel(c->rank[i], c->shape[i]);
    vals[i] = malloc((size_t)k * sizeof(double));
    for (int64_t j = 0; j < k; ++j) vals[i][j] = urand();
    CHECK_OK(tf_tensor_wrap(TF_F64, c->rank[i], c->shape[i], NULL, vals[i], &t[i]));
  }
  const tf_tensor* h[MAXOP] = {t[0], t[1], t[2]};
  int orank;
  int64_t oshape[MAXR];
  double want[512], got[512], prev[512];
  ref(c, vals, &orank, oshape, want);
  const int64_t on = numel(orank, oshape);
  assert_true(on <= 512);
  /* allocating */
  tf_tensor* out = NULL;
  CHECK_OK(tf_einsum(eng, c->sub, c->n, h, NULL, &out));
  expect_shape(out, orank, oshape);
  read_rm(out, got, on);
  expect_close(c->sub, got, want, on, 1e-13);
  tf_tensor_release(out);
  /* _into a column-major out, then _acc: 2 * einsum + 0.5 * out */
  tf_tensor* o;
  CHECK_OK(tf_tensor_empty(eng, TF_F64, orank, oshape, TF_COL_MAJOR, &o));
  CHECK_OK(tf_einsum_into(eng, c->sub, c->n, h, NULL, o));
  read_rm(o, got, on);
  expect_close(c->sub, got, want, on, 1e-13);
  for (int64_t j = 0; j < on; ++j) prev[j] = got[j];
  const tf_scalar two = {2, 0}, half = {0.5, 0};
  CHECK_OK(tf_einsum_acc(eng, c->sub, c->n, h, NULL, two, half, o));
  read_rm(o, got, on);
  for (int64_t j = 0; j < on; ++j) prev[j] = 2 * want[j] + 0.5 * prev[j];
  expect_close(c->sub, got, prev, on, 1e-13);
  tf_tensor_release(o);
  /* the labels form of the letters-only subscripts */
  if (!strchr(c->sub, '.')) {
    int32_t lab[MAXOP][MAXR], olab[MAXR], no;
    to_labels(c->refsub, lab, olab, &no);
    const int32_t* L[MAXOP] = {lab[0], lab[1], lab[2]};
    CHECK_OK(tf_einsum_labels(eng, c->n, h, L, no, olab, NULL, &out));
    read_rm(out, got, on);
    expect_close(c->refsub, got, want, on, 1e-13);
    CHECK_OK(tf_einsum_labels_acc(eng, c->n, h, L, no, olab, NULL, two, (tf_scalar){0, 0}, out));
    read_rm(out, got, on);
    for (int64_t j = 0; j < on; ++j) prev[j] = 2 * want[j];
    expect_close(c->refsub, got, prev, on, 1e-13);
    tf_tensor_release(out);
  }
  /* a program recording the call (static extents) */
  tf_program* pg;
  CHECK_OK(tf_program_create(&pg));
  int32_t in[MAXOP], slot;
  for (int i = 0; i < c->n; ++i)
    CHECK_OK(tf_program_input(pg, TF_F64, c->rank[i], c->shape[i], &in[i]));
  CHECK_OK(tf_program_einsum(pg, c->sub, c->n, in, NULL, &slot));
  CHECK_OK(tf_program_output(pg, slot));
  tf_prepared* pr;
  CHECK_OK(tf_program_prepare(eng, pg, NULL, &pr));
  CHECK_OK(tf_program_run_alloc(eng, pr, h, (size_t)c->n, &out, 1));
  read_rm(out, got, on);
  expect_close(c->sub, got, want, on, 1e-13);
  tf_tensor_release(out);
  tf_prepared_release(pr);
  tf_program_release(pg);
  for (int i = 0; i < c->n; ++i) {
    tf_tensor_release(t[i]);
    free(vals[i]);
  }
}

static void test_numpy_values(void** state) {
  (void)state;
  tf_engine* eng;
  CHECK_OK(tf_engine_create_serial(&eng));
  for (size_t k = 0; k < sizeof kCases / sizeof kCases[0]; ++k) run_case(eng, &kCases[k]);
  tf_engine_destroy(eng);
}

/* The flagship case written out as its own loop: out[j] = sum_i A[i][j] B[0][j]. */
static void test_named_broadcast_loop(void** state) {
  (void)state;
  tf_engine* eng;
  CHECK_OK(tf_engine_create_serial(&eng));
  double A[10][2], B[1][2], want[2] = {0, 0}, got[2];
  for (int i = 0; i < 10; ++i)
    for (int j = 0; j < 2; ++j) A[i][j] = urand();
  B[0][0] = urand();
  B[0][1] = urand();
  for (int j = 0; j < 2; ++j)
    for (int i = 0; i < 10; ++i) want[j] += A[i][j] * B[0][j];
  const int64_t sa[2] = {10, 2}, sb[2] = {1, 2};
  tf_tensor *a, *b, *out;
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, sa, NULL, A, &a));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, sb, NULL, B, &b));
  const tf_tensor* h[2] = {a, b};
  CHECK_OK(tf_einsum(eng, "ij,ij->j", 2, h, NULL, &out));
  read_rm(out, got, 2);
  expect_close("ij,ij->j", got, want, 2, 1e-14);
  tf_tensor_release(out);
  tf_tensor_release(a);
  tf_tensor_release(b);
  tf_engine_destroy(eng);
}

/* ------------------------------------------- 1.: derivatives by central FD */
/* loss(x) = sum_j w[j] * einsum(x)[j]; grad by VJP with grad_out = w, and the
 * JVP's directional derivative, against central differences of loss. */
static double loss(tf_engine* eng, const Case* c, const tf_tensor* const* h, const double* w,
                   int64_t on) {
  tf_tensor* out;
  double v[512], s = 0;
  CHECK_OK(tf_einsum(eng, c->sub, c->n, h, NULL, &out));
  read_rm(out, v, on);
  tf_tensor_release(out);
  for (int64_t j = 0; j < on; ++j) s += w[j] * v[j];
  return s;
}

static void test_broadcast_derivatives(void** state) {
  (void)state;
  static const Case kD[] = {
      {"ij,ij->j", "ij,ij->j", 2, {2, 2}, {{10, 2}, {1, 2}}},
      {"ij,ij->ij", "ij,ij->ij", 2, {2, 2}, {{1, 3}, {4, 1}}},
      {"ij,jk->ik", "ij,jk->ik", 2, {2, 2}, {{3, 1}, {4, 5}}},
      {"bij,bjk->bik", "bij,bjk->bik", 2, {3, 3}, {{1, 2, 3}, {4, 3, 5}}},
      {"...ij,...jk->ik", "bij,bjk->ik", 2, {3, 3}, {{1, 3, 4}, {2, 4, 5}}},
      {"ij,jk->...ik", "ij,jk->ik", 2, {2, 2}, {{3, 4}, {4, 5}}},
  };
  tf_engine* eng;
  CHECK_OK(tf_engine_create_serial(&eng));
  for (size_t k = 0; k < sizeof kD / sizeof kD[0]; ++k) {
    const Case* c = &kD[k];
    double* vals[MAXOP];
    tf_tensor* t[MAXOP];
    int64_t cnt[MAXOP];
    for (int i = 0; i < c->n; ++i) {
      cnt[i] = numel(c->rank[i], c->shape[i]);
      vals[i] = malloc((size_t)cnt[i] * sizeof(double));
      for (int64_t j = 0; j < cnt[i]; ++j) vals[i][j] = urand();
      CHECK_OK(tf_tensor_wrap(TF_F64, c->rank[i], c->shape[i], NULL, vals[i], &t[i]));
    }
    const tf_tensor* h[MAXOP] = {t[0], t[1], t[2]};
    int orank;
    int64_t oshape[MAXR];
    double tmp[512], w[512];
    ref(c, vals, &orank, oshape, tmp);
    const int64_t on = numel(orank, oshape);
    for (int64_t j = 0; j < on; ++j) w[j] = urand();
    tf_tensor* go;
    CHECK_OK(tf_tensor_wrap(TF_F64, orank, oshape, NULL, w, &go));
    tf_tensor* g[MAXOP] = {NULL, NULL, NULL};
    tf_tensor** gp[MAXOP] = {&g[0], &g[1], &g[2]};
    CHECK_OK(tf_einsum_vjp(eng, c->sub, c->n, h, NULL, go, gp));
    const double eps = 1e-6;
    double dirder = 0;  /* sum_i <grad_i, d_i> for the JVP check */
    double* dirs[MAXOP];
    tf_tensor* td[MAXOP];
    for (int i = 0; i < c->n; ++i) {
      double gv[512];
      assert_true(cnt[i] <= 512);
      expect_shape(g[i], c->rank[i], c->shape[i]);
      read_rm(g[i], gv, cnt[i]);
      for (int64_t j = 0; j < cnt[i]; ++j) {
        const double x0 = vals[i][j];
        vals[i][j] = x0 + eps;
        const double lp = loss(eng, c, h, w, on);
        vals[i][j] = x0 - eps;
        const double lm = loss(eng, c, h, w, on);
        vals[i][j] = x0;
        const double fd = (lp - lm) / (2 * eps);
        if (!(fabs(gv[j] - fd) <= 1e-7 * (1 + fabs(fd)))) {
          print_error("%s: grad_operands[%d][%lld] = %.12g, finite difference %.12g\n", c->sub,
                      i, (long long)j, gv[j], fd);
          fail();
        }
      }
      dirs[i] = malloc((size_t)cnt[i] * sizeof(double));
      for (int64_t j = 0; j < cnt[i]; ++j) {
        dirs[i][j] = urand();
        dirder += gv[j] * dirs[i][j];
      }
      CHECK_OK(tf_tensor_wrap(TF_F64, c->rank[i], c->shape[i], NULL, dirs[i], &td[i]));
      tf_tensor_release(g[i]);
    }
    /* JVP: <w, t_out> equals the directional derivative sum_i <grad_i, d_i>. */
    const tf_tensor* th[MAXOP] = {td[0], td[1], td[2]};
    tf_tensor* tout;
    CHECK_OK(tf_einsum_jvp(eng, c->sub, c->n, h, NULL, th, &tout));
    double tv[512], s = 0;
    read_rm(tout, tv, on);
    for (int64_t j = 0; j < on; ++j) s += w[j] * tv[j];
    if (!(fabs(s - dirder) <= 1e-12 * (1 + fabs(dirder)))) {
      print_error("%s: JVP gives %.15g, the VJP's directional derivative %.15g\n", c->sub, s,
                  dirder);
      fail();
    }
    tf_tensor_release(tout);
    tf_tensor_release(go);
    for (int i = 0; i < c->n; ++i) {
      tf_tensor_release(td[i]);
      tf_tensor_release(t[i]);
      free(dirs[i]);
      free(vals[i]);
    }
  }
  tf_engine_destroy(eng);
}

/* ---------------------------------------------------- 4.: still refused */
static void test_refused(void** state) {
  (void)state;
  tf_engine* eng;
  CHECK_OK(tf_engine_create_serial(&eng));
  double buf[64];
  const int64_t s10[2] = {10, 2}, s3[2] = {3, 2}, s13[2] = {1, 3}, s234[3] = {2, 3, 4},
                s344[3] = {3, 4, 5};
  tf_tensor *a, *b, *d, *e3, *f3, *o;
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, s10, NULL, buf, &a));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, s3, NULL, buf, &b));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, s13, NULL, buf, &d));
  CHECK_OK(tf_tensor_wrap(TF_F64, 3, s234, NULL, buf, &e3));
  CHECK_OK(tf_tensor_wrap(TF_F64, 3, s344, NULL, buf, &f3));
  const int64_t os[1] = {2};
  double ob[2];
  fill_canary(ob, sizeof ob);
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, os, NULL, ob, &o));
  const tf_tensor* h[2] = {a, b};
  tf_tensor* out = (tf_tensor*)(uintptr_t)0x1234;
  /* 10 against 3: both != 1 */
  EXPECT_FAIL(tf_einsum(eng, "ij,ij->j", 2, h, NULL, &out), TF_ERR_SHAPE_MISMATCH, "operands");
  EXPECT_MSG_CONTAINS("has extent 3, but 10 in operands[0]");
  assert_true(out == (tf_tensor*)(uintptr_t)0x1234);
  EXPECT_FAIL(tf_einsum_into(eng, "ij,ij->j", 2, h, NULL, o), TF_ERR_SHAPE_MISMATCH, "operands");
  EXPECT_FAIL(tf_einsum_acc(eng, "ij,ij->j", 2, h, NULL, (tf_scalar){1, 0}, (tf_scalar){0, 0}, o),
              TF_ERR_SHAPE_MISMATCH, "operands");
  const int32_t la[2] = {0, 1};
  const int32_t* L[2] = {la, la};
  const int32_t lo[1] = {1};
  EXPECT_FAIL(tf_einsum_labels_into(eng, 2, h, L, 1, lo, NULL, o), TF_ERR_SHAPE_MISMATCH, "operands");
  assert_true(is_canary(ob, sizeof ob));
  /* the VJP refuses it too */
  tf_tensor* g0 = NULL;
  tf_tensor** gp[2] = {&g0, NULL};
  EXPECT_FAIL(tf_einsum_vjp(eng, "ij,ij->j", 2, h, NULL, o, gp), TF_ERR_SHAPE_MISMATCH, "operands");
  assert_null(g0);
  /* '...' axes 2 against 3 */
  const tf_tensor* he[2] = {e3, f3};
  EXPECT_FAIL(tf_einsum(eng, "...ij,...jk->ik", 2, he, NULL, &out), TF_ERR_SHAPE_MISMATCH, "operands");
  /* a diagonal needs equal extents in its operand (NumPy): (1, 3) */
  const tf_tensor* hd[1] = {d};
  EXPECT_FAIL(tf_einsum(eng, "ii->i", 1, hd, NULL, &out), TF_ERR_SHAPE_MISMATCH, "operands");
  EXPECT_MSG_CONTAINS("at axis 0 of the same operand");
  /* a program records the same refusal */
  tf_program* pg;
  int32_t in[2], slot;
  CHECK_OK(tf_program_create(&pg));
  CHECK_OK(tf_program_input(pg, TF_F64, 2, s10, &in[0]));
  CHECK_OK(tf_program_input(pg, TF_F64, 2, s3, &in[1]));
  EXPECT_FAIL(tf_program_einsum(pg, "ij,ij->j", 2, in, NULL, &slot), TF_ERR_SHAPE_MISMATCH, "operands");
  tf_program_release(pg);
  assert_true(out == (tf_tensor*)(uintptr_t)0x1234);
  tf_tensor_release(a);
  tf_tensor_release(b);
  tf_tensor_release(d);
  tf_tensor_release(e3);
  tf_tensor_release(f3);
  tf_tensor_release(o);
  tf_engine_destroy(eng);
}

/* ------------------------------------------------- 3.: accurate sums */
/* The reference: a compensated (Neumaier) sum in long double. */
static long double exact_sum(const double* x, int64_t n, int64_t stride) {
  long double s = 0, c = 0;
  for (int64_t i = 0; i < n; ++i) {
    const long double v = x[i * stride], t = s + v;
    c += fabsl(s) >= fabsl(v) ? (s - t) + v : (v - t) + s;
    s = t;
  }
  return s + c;
}

static void expect_rel(const char* what, double got, long double want, double tol) {
  const double rel = (double)(fabsl((long double)got - want) / fabsl(want));
  if (!(rel < tol)) {
    print_error("%s: %.17g, expected %.17Lg (relative error %.3g, bound %.3g)\n", what, got,
                want, rel, tol);
    fail();
  }
}

static double first(const tf_tensor* t) {
  void* p;
  CHECK_OK(tf_tensor_data(t, &p));
  return *(const double*)p;
}

static void test_pairwise_sums(void** state) {
  (void)state;
  const int64_t n = 1000000;
  double* x = malloc((size_t)(2 * n) * sizeof(double));
  tf_engine* eng;
  CHECK_OK(tf_engine_create_serial(&eng));
  const double vals[2] = {0.1, 1.0 / 3.0};
  for (int v = 0; v < 2; ++v) {
    for (int64_t i = 0; i < 2 * n; ++i) x[i] = vals[v];
    const long double want = exact_sum(x, n, 1);
    const int64_t s1[1] = {n}, st2[1] = {2}, s2[2] = {n, 2}, sq[2] = {1000, 1000},
                  sqt[2] = {1, 1000};
    tf_tensor *v1, *v2, *m2, *mq, *mt, *out;
    CHECK_OK(tf_tensor_wrap(TF_F64, 1, s1, NULL, x, &v1));
    CHECK_OK(tf_tensor_wrap(TF_F64, 1, s1, st2, x, &v2));  /* every other element */
    CHECK_OK(tf_tensor_wrap(TF_F64, 2, s2, NULL, x, &m2));
    CHECK_OK(tf_tensor_wrap(TF_F64, 2, sq, NULL, x, &mq));
    CHECK_OK(tf_tensor_wrap(TF_F64, 2, sq, sqt, x, &mt));  /* transposed view */
    const tf_tensor *h1[1] = {v1}, *h2[1] = {v2}, *hm[1] = {m2}, *hq[1] = {mq}, *ht[1] = {mt};
    /* einsum */
    CHECK_OK(tf_einsum(eng, "i->", 1, h1, NULL, &out));
    expect_rel("einsum i-> contiguous", first(out), want, 2e-15);
    tf_tensor_release(out);
    CHECK_OK(tf_einsum(eng, "i->", 1, h2, NULL, &out));
    expect_rel("einsum i-> stride 2", first(out), want, 2e-15);
    tf_tensor_release(out);
    CHECK_OK(tf_einsum(eng, "ij->j", 1, hm, NULL, &out));
    expect_rel("einsum ij->j over (10^6, 2)", first(out), want, 2e-15);
    tf_tensor_release(out);
    CHECK_OK(tf_einsum(eng, "ij->", 1, hq, NULL, &out));
    expect_rel("einsum ij-> over (1000, 1000)", first(out), want, 2e-15);
    tf_tensor_release(out);
    CHECK_OK(tf_einsum(eng, "ij->", 1, ht, NULL, &out));
    expect_rel("einsum ij-> over a transposed (1000, 1000)", first(out), want, 2e-15);
    tf_tensor_release(out);
    CHECK_OK(tf_einsum(eng, "...->", 1, h1, NULL, &out));
    expect_rel("einsum ...-> (dropped '...')", first(out), want, 2e-15);
    tf_tensor_release(out);
    /* tf_reduce SUM */
    CHECK_OK(tf_reduce(eng, TF_REDUCE_SUM, v1, 0, NULL, 0, &out));
    expect_rel("tf_reduce SUM contiguous", first(out), want, 2e-15);
    tf_tensor_release(out);
    CHECK_OK(tf_reduce(eng, TF_REDUCE_SUM, v2, 0, NULL, 0, &out));
    expect_rel("tf_reduce SUM stride 2", first(out), want, 2e-15);
    tf_tensor_release(out);
    CHECK_OK(tf_reduce(eng, TF_REDUCE_SUM, mt, 0, NULL, 0, &out));
    expect_rel("tf_reduce SUM transposed (1000, 1000)", first(out), want, 2e-15);
    tf_tensor_release(out);
    const int32_t ax0[1] = {0};
    CHECK_OK(tf_reduce(eng, TF_REDUCE_SUM, m2, 1, ax0, 0, &out));
    expect_rel("tf_reduce SUM axis 0 of (10^6, 2)", first(out), want, 2e-15);
    tf_tensor_release(out);
    tf_tensor_release(v1);
    tf_tensor_release(v2);
    tf_tensor_release(m2);
    tf_tensor_release(mq);
    tf_tensor_release(mt);
  }
  tf_engine_destroy(eng);
  free(x);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_named_broadcast_loop),
      cmocka_unit_test(test_numpy_values),
      cmocka_unit_test(test_broadcast_derivatives),
      cmocka_unit_test(test_refused),
      cmocka_unit_test(test_pairwise_sums),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
