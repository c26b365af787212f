/*
 * vec_kernels_test.c -- the vectorised elementwise kernels (libmvec
 * exp/log/sin/cos/tanh on f32/f64) and the multi-accumulator pairwise
 * sum-type reductions (sum, mean, Frobenius, dot, vdot) against plain scalar
 * references: libm's scalar function within an ulp bound, and sums computed
 * in long double within a relative bound. Lengths 0..70, 1000, 4097 (every
 * vector tail), contiguous, strided and in-place; special values (inf, nan,
 * overflow/underflow boundaries, denormals); a bitwise run-to-run check; an
 * accuracy check a single f32 accumulator chain fails. Outputs sit in
 * canary-filled buffers, so a write past the run is seen.
 */
#include <float.h>
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "test_util.h"

static tf_engine* g_e;
static uint64_t g_rng = 0x2545F4914F6CDD1Dull;
static double urand(void) {
  g_rng = g_rng * 6364136223846793005ull + 1442695040888963407ull;
  return (double)(g_rng >> 11) * (1.0 / 9007199254740992.0);
}

enum { NLEN = 73 };
static int64_t g_lens[NLEN];
static void init_lens(void) {
  for (int i = 0; i <= 70; ++i) g_lens[i] = i;
  g_lens[71] = 1000;
  g_lens[72] = 4097;
}

/* ------------------------------------------------------------ ulp distance */
static int64_t ord64(double x) {
  int64_t i;
  memcpy(&i, &x, 8);
  return i < 0 ? INT64_MIN - i : i;
}
static int64_t ord32(float x) {
  int32_t i;
  memcpy(&i, &x, 4);
  return i < 0 ? (int64_t)INT32_MIN - i : i;
}
/* ulps between got and want; nan only matches nan; 0 and -0 equal. */
static int64_t ulps(double got, double want, int f32) {
  if (isnan(want) || isnan(got)) return (isnan(want) && isnan(got)) ? 0 : INT64_MAX;
  int64_t d = f32 ? ord32((float)got) - ord32((float)want) : ord64(got) - ord64(want);
  return d < 0 ? -d : d;
}

/* ------------------------------------------------------------ unary maps */
typedef struct {
  tf_unary_op op;
  const char* name;
  double (*f64)(double);
  float (*f32)(float);
  double lo, hi, lo32, hi32; /* input range (log: exponent range of 2^u) */
} UOp;
static const UOp kOps[] = {
    {TF_UNARY_EXP, "exp", exp, expf, -745.0, 709.7, -103.0, 88.7},
    {TF_UNARY_LOG, "log", log, logf, -1074.0, 1023.0, -149.0, 127.0},
    {TF_UNARY_SIN, "sin", sin, sinf, -1e4, 1e4, -1e3, 1e3},
    {TF_UNARY_COS, "cos", cos, cosf, -1e4, 1e4, -1e3, 1e3},
    {TF_UNARY_TANH, "tanh", tanh, tanhf, -25.0, 25.0, -12.0, 12.0},
};
enum { NOPS = sizeof kOps / sizeof kOps[0] };
/* glibc documents 4 ulp as libmvec's maximum error. */
static const int64_t kMaxUlp = 4;
static int64_t g_worst[NOPS][2];

static double draw(const UOp* u, int f32) {
  const double lo = f32 ? u->lo32 : u->lo, hi = f32 ? u->hi32 : u->hi;
  const double t = lo + (hi - lo) * urand();
  if (u->op == TF_UNARY_LOG) return ldexp(1.0 + urand(), (int)floor(t));
  /* half the draws near 0 where the small-argument paths are */
  return urand() < 0.5 ? t : t * 1e-3;
}

/* Runs op on x (n elements, stride sx) into out (stride so); in_place: out is
 * x. Checks against scalar libm; returns the worst ulp error. */
static int64_t run_map(const UOp* u, tf_dtype dt, int64_t n, int64_t sx, int64_t so,
                       int in_place) {
  const int f32 = dt == TF_F32;
  const size_t es = f32 ? 4 : 8;
  const size_t nx = (size_t)(n > 0 ? (n - 1) * sx + 1 : 0) + 8;
  const size_t no = (size_t)(n > 0 ? (n - 1) * so + 1 : 0) + 8;
  unsigned char* xb = malloc(nx * es);
  unsigned char* ob = malloc(no * es);
  double* want = malloc((size_t)(n + 1) * sizeof(double));
  fill_canary(xb, nx * es);
  fill_canary(ob, no * es);
  for (int64_t i = 0; i < n; ++i) {
    double v = draw(u, f32);
    if (f32) {
      float fv = (float)v;
      memcpy(xb + (size_t)(i * sx) * es, &fv, 4);
      want[i] = u->f32(fv);
    } else {
      memcpy(xb + (size_t)(i * sx) * es, &v, 8);
      want[i] = u->f64(v);
    }
  }
  tf_tensor *x, *o;
  const int64_t shape[1] = {n}, stx[1] = {sx}, sto[1] = {so};
  CHECK_OK(tf_tensor_wrap(dt, 1, shape, stx, xb, &x));
  if (in_place) o = x;
  else CHECK_OK(tf_tensor_wrap(dt, 1, shape, sto, ob, &o));
  CHECK_OK(tf_unary_into(g_e, u->op, x, o));
  const unsigned char* rb = in_place ? xb : ob;
  const int64_t rs = in_place ? sx : so;
  int64_t worst = 0;
  for (int64_t i = 0; i < n; ++i) {
    double got;
    if (f32) {
      float g;
      memcpy(&g, rb + (size_t)(i * rs) * es, 4);
      got = g;
    } else {
      memcpy(&got, rb + (size_t)(i * rs) * es, 8);
    }
    const int64_t e = ulps(got, want[i], f32);
    if (e > worst) worst = e;
    if (e > kMaxUlp)
      fail_msg("%s %s n=%lld i=%lld sx=%lld so=%lld: got %.17g want %.17g (%lld ulp)", u->name,
               f32 ? "f32" : "f64", (long long)n, (long long)i, (long long)sx, (long long)so,
               got, want[i], (long long)e);
  }
  /* nothing written outside the view: gaps of a strided output, and the end */
  if (!in_place) {
    for (size_t k = 0; k < no; ++k) {
      const int64_t i = (int64_t)(k / (size_t)so);
      const int inside = (int64_t)k % so == 0 && i < n;
      if (!inside) assert_true(is_canary(ob + k * es, es));
    }
  }
  if (in_place)
    for (size_t k = (size_t)(n > 0 ? (n - 1) * sx + 1 : 0); k < nx; ++k)
      assert_true(is_canary(xb + k * es, es));
  if (!in_place) tf_tensor_release(o);
  tf_tensor_release(x);
  free(want);
  free(ob);
  free(xb);
  return worst;
}

static void test_unary_maps(void** state) {
  (void)state;
  for (int k = 0; k < NOPS; ++k)
    for (int d = 0; d < 2; ++d) {
      const tf_dtype dt = d ? TF_F64 : TF_F32;
      for (int li = 0; li < NLEN; ++li) {
        const int64_t n = g_lens[li];
        int64_t w = run_map(&kOps[k], dt, n, 1, 1, 0);
        int64_t w2 = run_map(&kOps[k], dt, n, 3, 2, 0);
        int64_t w3 = run_map(&kOps[k], dt, n, 1, 1, 1);
        if (w2 > w) w = w2;
        if (w3 > w) w = w3;
        if (w > g_worst[k][d]) g_worst[k][d] = w;
      }
      /* a long run for the ulp statistics */
      int64_t w = run_map(&kOps[k], dt, 200000, 1, 1, 0);
      if (w > g_worst[k][d]) g_worst[k][d] = w;
    }
  for (int k = 0; k < NOPS; ++k)
    printf("# %-5s max error vs scalar libm: f32 %lld ulp, f64 %lld ulp\n", kOps[k].name,
           (long long)g_worst[k][0], (long long)g_worst[k][1]);
}

/* Special values, every one at every position of a vector (tails too). */
static void check_specials(const UOp* u, tf_dtype dt, const double* v, int nv) {
  const int f32 = dt == TF_F32;
  for (int len = 1; len <= 17; ++len)
    for (int s = 0; s < nv; ++s) {
      double xd[17];
      float xf[17];
      for (int i = 0; i < len; ++i) {
        xd[i] = v[(s + i) % nv];
        xf[i] = (float)xd[i];
      }
      tf_tensor* x;
      const int64_t shape[1] = {len};
      CHECK_OK(tf_tensor_wrap(dt, 1, shape, NULL, f32 ? (void*)xf : (void*)xd, &x));
      double wd[17];
      float wf[17];
      for (int i = 0; i < len; ++i) {
        wd[i] = u->f64(xd[i]);
        wf[i] = u->f32(xf[i]);
      }
      CHECK_OK(tf_unary_into(g_e, u->op, x, x));
      tf_tensor_release(x);
      for (int i = 0; i < len; ++i) {
        const double got = f32 ? xf[i] : xd[i], want = f32 ? wf[i] : wd[i];
        const double in = v[(s + i) % nv];
        if (ulps(got, want, f32) > kMaxUlp || (isinf(want) && got != want) ||
            (want == 0 && signbit(want) != signbit(got) && u->op != TF_UNARY_EXP))
          fail_msg("%s %s(%.17g): got %.17g want %.17g", f32 ? "f32" : "f64", u->name, in, got,
                   want);
      }
    }
}

static void test_special_values(void** state) {
  (void)state;
  const double inf = INFINITY, dmin = DBL_MIN, den = 4.9406564584124654e-324;
  const double fden = 1.40129846e-45, fmin = FLT_MIN;
  const double common[] = {0.0, -0.0, inf, -inf, NAN, 1.0, -1.0, den, -den, dmin, fden, fmin,
                           0.5, 1e-300, -1e-300};
  const double exp64[] = {709.782712893384, 709.7827128933841, 709.79, 710.0, -708.39,
                          -708.4, -744.44, -745.13, -745.14, -746.0, -1000.0, 1000.0};
  const double exp32[] = {88.72283, 88.7228394, 88.73, 89.0, -87.33, -87.34, -103.27, -103.98,
                          -104.0, -150.0, 200.0, -200.0};
  const double trig[] = {1e5, -1e5, 1e22, 3.141592653589793, 1.5707963267948966, 1e-8,
                         -1e-8, 1e300, 65536.0};
  const double tanhv[] = {19.06, 22.0, -22.0, 30.0, 1e-10, -1e-10, 0.55, 1e300};
  const double logv[] = {2.0, 0.999999, 1.000001, 1e308, DBL_MAX, FLT_MAX, -0.5, 1e-310};
  for (int d = 0; d < 2; ++d) {
    const tf_dtype dt = d ? TF_F64 : TF_F32;
    for (int k = 0; k < NOPS; ++k) check_specials(&kOps[k], dt, common, 15);
    check_specials(&kOps[0], dt, d ? exp64 : exp32, 12);
    check_specials(&kOps[1], dt, logv, 8);
    check_specials(&kOps[2], dt, trig, 9);
    check_specials(&kOps[3], dt, trig, 9);
    check_specials(&kOps[4], dt, tanhv, 8);
  }
}

/* ------------------------------------------------------------ reductions */
static const tf_dtype kAll[4] = {TF_F32, TF_F64, TF_C64, TF_C128};
static int cplx_of(tf_dtype d) { return d == TF_C64 || d == TF_C128; }
static int single_of(tf_dtype d) { return d == TF_F32 || d == TF_C64; }

/* value of part c (0 re, 1 im) of element i (stride s) */
static double part(const void* b, tf_dtype dt, int64_t i, int64_t s, int c) {
  const int64_t k = (cplx_of(dt) ? 2 : 1) * i * s + c;
  return single_of(dt) ? ((const float*)b)[k] : ((const double*)b)[k];
}

static void* make_data(tf_dtype dt, int64_t n, int64_t s, size_t* bytes) {
  const int parts = cplx_of(dt) ? 2 : 1;
  const size_t cnt = (size_t)((n > 0 ? (n - 1) * s + 1 : 0) * parts) + 4;
  *bytes = cnt * (single_of(dt) ? 4 : 8);
  void* b = malloc(*bytes);
  for (size_t k = 0; k < cnt; ++k) {
    double v = 2.0 * urand() - 0.5; /* mostly positive: a real sum to get right */
    if (single_of(dt)) ((float*)b)[k] = (float)v;
    else ((double*)b)[k] = v;
  }
  return b;
}

static void expect_close(const char* what, tf_dtype dt, int64_t n, double got, double want,
                         double scale) {
  const double eps = single_of(dt) ? 5.96e-8 : 1.11e-16;
  /* pairwise with 16..32 lanes per leaf: a few dozen eps of sum |terms| */
  const double tol = 64.0 * eps * (scale + 1e-300) + (single_of(dt) ? 1e-37 : 1e-300);
  if (!(fabs(got - want) <= tol))
    fail_msg("%s dtype %d n=%lld: got %.17g want %.17g (err %.3g, tol %.3g)", what, (int)dt,
             (long long)n, got, want, fabs(got - want), tol);
}

static void check_reductions(tf_dtype dt, int64_t n, int64_t s) {
  size_t bx, by;
  void* xb = make_data(dt, n, s, &bx);
  void* yb = make_data(dt, n, s, &by);
  tf_tensor *x, *y;
  const int64_t shape[1] = {n}, st[1] = {s};
  CHECK_OK(tf_tensor_wrap(dt, 1, shape, st, xb, &x));
  CHECK_OK(tf_tensor_wrap(dt, 1, shape, st, yb, &y));
  long double sr = 0, si = 0, sa = 0, sq = 0, dr = 0, di = 0, vr = 0, vi = 0, dabs = 0;
  for (int64_t i = 0; i < n; ++i) {
    const long double xr = part(xb, dt, i, s, 0), yr = part(yb, dt, i, s, 0);
    const long double xi = cplx_of(dt) ? part(xb, dt, i, s, 1) : 0;
    const long double yi = cplx_of(dt) ? part(yb, dt, i, s, 1) : 0;
    sr += xr;
    si += xi;
    sa += fabsl(xr) + fabsl(xi);
    sq += xr * xr + xi * xi;
    dr += xr * yr - xi * yi;
    di += xr * yi + xi * yr;
    vr += xr * yr + xi * yi;
    vi += xr * yi - xi * yr;
    dabs += fabsl(xr * yr) + fabsl(xi * yi) + fabsl(xr * yi) + fabsl(xi * yr);
  }
  const tf_reduce_op ops[3] = {TF_REDUCE_SUM, TF_REDUCE_MEAN, TF_REDUCE_FROBENIUS};
  for (int k = 0; k < 3; ++k) {
    tf_tensor* r;
    CHECK_OK(tf_reduce(g_e, ops[k], x, 0, NULL, 0, &r));
    void* p;
    CHECK_OK(tf_tensor_data(r, &p));
    const tf_dtype rdt = ops[k] == TF_REDUCE_FROBENIUS ? (single_of(dt) ? TF_F32 : TF_F64) : dt;
    const double gr = part(p, rdt, 0, 1, 0), gi = cplx_of(rdt) ? part(p, rdt, 0, 1, 1) : 0;
    if (ops[k] == TF_REDUCE_SUM) {
      expect_close("sum re", dt, n, gr, (double)sr, (double)sa);
      expect_close("sum im", dt, n, gi, (double)si, (double)sa);
    } else if (ops[k] == TF_REDUCE_MEAN) {
      if (n == 0) assert_true(isnan(gr));
      else {
        expect_close("mean re", dt, n, gr, (double)(sr / n), (double)(sa / n));
        expect_close("mean im", dt, n, gi, (double)(si / n), (double)(sa / n));
      }
    } else {
      expect_close("frobenius", dt, n, gr, sqrt((double)sq), sqrt((double)sq));
    }
    tf_tensor_release(r);
  }
  tf_scalar d, v;
  CHECK_OK(tf_dot(g_e, x, y, &d));
  CHECK_OK(tf_vdot(g_e, x, y, &v));
  expect_close("dot re", dt, n, d.re, (double)dr, (double)dabs);
  expect_close("dot im", dt, n, d.im, (double)di, (double)dabs);
  expect_close("vdot re", dt, n, v.re, (double)vr, (double)dabs);
  expect_close("vdot im", dt, n, v.im, (double)vi, (double)dabs);
  /* bitwise the same on a second call */
  tf_scalar d2;
  CHECK_OK(tf_dot(g_e, x, y, &d2));
  assert_memory_equal(&d, &d2, sizeof d);
  tf_tensor_release(y);
  tf_tensor_release(x);
  free(yb);
  free(xb);
}

static void test_reductions(void** state) {
  (void)state;
  for (int d = 0; d < 4; ++d)
    for (int li = 0; li < NLEN; ++li) {
      check_reductions(kAll[d], g_lens[li], 1);
      check_reductions(kAll[d], g_lens[li], 3);
    }
  for (int d = 0; d < 4; ++d) check_reductions(kAll[d], 300001, 1);
}

/* Sums over one axis of a matrix: rows (the pairwise kernel per run) and
 * columns (the output moves along the run). */
static void test_axis_sums(void** state) {
  (void)state;
  const int64_t rows = 7;
  for (int d = 0; d < 4; ++d)
    for (int li = 0; li < NLEN; li += 5) {
      const tf_dtype dt = kAll[d];
      const int64_t n = g_lens[li];
      size_t bytes;
      void* xb = make_data(dt, rows * n, 1, &bytes);
      tf_tensor* x;
      const int64_t shape[2] = {rows, n};
      CHECK_OK(tf_tensor_wrap(dt, 2, shape, NULL, xb, &x));
      for (int ax = 0; ax < 2; ++ax) {
        tf_tensor* r;
        const int32_t axes[1] = {ax};
        CHECK_OK(tf_reduce(g_e, TF_REDUCE_SUM, x, 1, axes, 0, &r));
        void* p;
        CHECK_OK(tf_tensor_data(r, &p));
        const int64_t nout = ax ? rows : n, nin = ax ? n : rows;
        for (int64_t o = 0; o < nout; ++o)
          for (int c = 0; c < (cplx_of(dt) ? 2 : 1); ++c) {
            long double s = 0, a = 0;
            for (int64_t j = 0; j < nin; ++j) {
              const double v = part(xb, dt, ax ? o * n + j : j * n + o, 1, c);
              s += v;
              a += fabs(v);
            }
            expect_close("axis sum", dt, nin, part(p, dt, o, 1, c), (double)s, (double)a);
          }
        tf_tensor_release(r);
      }
      tf_tensor_release(x);
      free(xb);
    }
}

/* 10^6 x 0.1f: one f32 accumulator chain (or eight) is off by > 1e-4
 * relative; pairwise summation stays within a few eps. */
static void test_f32_long_sum(void** state) {
  (void)state;
  const int64_t n = 1000000;
  float* xb = malloc((size_t)n * 4);
  for (int64_t i = 0; i < n; ++i) xb[i] = 0.1f;
  tf_tensor *x, *r;
  const int64_t shape[1] = {n};
  CHECK_OK(tf_tensor_wrap(TF_F32, 1, shape, NULL, xb, &x));
  CHECK_OK(tf_reduce(g_e, TF_REDUCE_SUM, x, 0, NULL, 0, &r));
  void* p;
  CHECK_OK(tf_tensor_data(r, &p));
  const double want = (double)n * (double)0.1f, got = *(float*)p;
  printf("# f32 sum of 10^6 x 0.1f: relative error %.3g\n", fabs(got - want) / want);
  assert_true(fabs(got - want) <= 1e-6 * want);
  tf_tensor_release(r);
  tf_tensor_release(x);
  free(xb);
}

int main(void) {
  init_lens();
  CHECK_OK(tf_engine_create_serial(&g_e));
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_unary_maps),
      cmocka_unit_test(test_special_values),
      cmocka_unit_test(test_reductions),
      cmocka_unit_test(test_axis_sums),
      cmocka_unit_test(test_f32_long_sum),
  };
  const int rc = cmocka_run_group_tests(tests, NULL, NULL);
  tf_engine_destroy(g_e);
  return rc;
}
