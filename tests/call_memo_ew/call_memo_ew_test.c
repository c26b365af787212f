/*
 * call_memo_ew_test.c -- repeated elementwise and reduction _into calls with
 * the same handles (the engine's call memo, as call_memo_test.c does for
 * matmul and einsum), and the vector binary kernels bit for bit.
 *
 * A repeat skips validation and the plan lookup; these tests try every way
 * a remembered result could go stale and check against a plain reference:
 *   - repeats after tf_tensor_rebind give the right values; rebinding out
 *     onto x exactly (same layout) is in place and allowed, onto x shifted
 *     or onto x with another layout is rejected with the same message the
 *     full path gives (out untouched);
 *   - alternating ops (unary, binary, scale/axpby scalars, reductions with
 *     other axes or keepdims) on the same handles;
 *   - handles released and re-made (likely at the same addresses) with other
 *     shapes or dtypes: validated afresh;
 *   - invalid reduction arguments (repeated axis, axis out of range, op out
 *     of range) on handles whose valid call is remembered;
 *   - more handle sets than the engine remembers, tf_engine_trim, a tiny
 *     shared plan cache cleared between repeats; repeats are plan hits;
 *   - serial sums equal bit for bit at every offset from a 64-byte boundary;
 *   - add/sub/mul/div/max/min (f32, f64; NaN, signed zeros; lengths 0..140,
 *     broadcast scalars, strided; out off a vector boundary) equal bit for bit to the C formula
 *     (run again under TENFERRO_MAX_ISA=avx2 and generic by CMake).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "test_util.h"

static void fill(double* p, int64_t n, int seed) {
  for (int64_t i = 0; i < n; ++i) p[i] = (double)((i * 7 + seed * 13) % 17) - 8.0 + 0.25 * seed;
}

static tf_tensor* wrap1(int64_t n, double* data) { return tu_wrap(TF_F64, 1, &n, NULL, data); }

static void expect_equal(const double* x, const double* y, int64_t n) {
  for (int64_t i = 0; i < n; ++i)
    if (!(x[i] == y[i] || (isnan(x[i]) && isnan(y[i])))) {
      print_error("element %lld: %.17g, expected %.17g\n", (long long)i, x[i], y[i]);
      fail();
    }
}

static double bin_ref(tf_binary_op op, double x, double y) {
  switch (op) {
    case TF_BINARY_ADD: return x + y;
    case TF_BINARY_SUB: return x - y;
    case TF_BINARY_MUL: return x * y;
    case TF_BINARY_DIV: return x / y;
    case TF_BINARY_MAX: return (y > x || y != y) ? y : x;
    default: return (y < x || y != y) ? y : x;
  }
}

/* Saves tf_last_error() of the call just made. */
static void last_msg(char* buf) { snprintf(buf, 512, "%s", tf_last_error()); }

/* The full path's verdict on fresh handles of the same layouts and data. */
static tf_status fresh_binary(tf_engine* e, tf_binary_op op, int32_t nd, const int64_t* shape,
                              const int64_t* sx, void* x, const int64_t* sy, void* y,
                              const int64_t* so, void* o, char* msg) {
  tf_tensor *tx = tu_wrap(TF_F64, nd, shape, sx, x), *ty = tu_wrap(TF_F64, nd, shape, sy, y),
            *to = tu_wrap(TF_F64, nd, shape, so, o);
  tf_status st = tf_binary_into(e, op, tx, ty, to);
  last_msg(msg);
  tf_tensor_release(tx);
  tf_tensor_release(ty);
  tf_tensor_release(to);
  return st;
}

static void binary_rebind_and_alias(void** state) {
  (void)state;
  tf_engine* e;
  CHECK_OK(tf_engine_create_serial(&e));
  enum { N = 37 };
  double x1[N], x2[N], y[N], z[N], want[N], big[2 * N + 4];
  fill(x1, N, 1);
  fill(x2, N, 2);
  fill(y, N, 3);
  int64_t n = N;
  tf_tensor *tx = wrap1(n, x1), *ty = wrap1(n, y), *tz = wrap1(n, z);
  for (int rep = 0; rep < 24; ++rep) {
    tf_binary_op op = (tf_binary_op)(rep % 6);
    double* src = (rep / 6) % 2 ? x2 : x1;
    CHECK_OK(tf_tensor_rebind(tx, src));
    CHECK_OK(tf_binary_into(e, op, tx, ty, tz));
    for (int i = 0; i < N; ++i) want[i] = bin_ref(op, src[i], y[i]);
    expect_equal(z, want, N);
  }
  /* In place: out rebound onto x's data (same layout) is allowed. */
  for (int rep = 0; rep < 3; ++rep) {
    fill(big, N, 4 + rep);
    for (int i = 0; i < N; ++i) want[i] = big[i] + y[i];
    CHECK_OK(tf_tensor_rebind(tx, big));
    CHECK_OK(tf_tensor_rebind(tz, big));
    CHECK_OK(tf_add_into(e, tx, ty, tz));
    expect_equal(big, want, N);
  }
  /* ... and onto y's. */
  fill(big, N, 7);
  for (int i = 0; i < N; ++i) want[i] = x1[i] - big[i];
  CHECK_OK(tf_tensor_rebind(tx, x1));
  CHECK_OK(tf_tensor_rebind(ty, big));
  CHECK_OK(tf_tensor_rebind(tz, big));
  CHECK_OK(tf_binary_into(e, TF_BINARY_SUB, tx, ty, tz));
  expect_equal(big, want, N);
  /* Out shifted by one element against x: rejected, nothing written, the
   * same message as the full path on fresh handles. */
  CHECK_OK(tf_tensor_rebind(ty, y));
  for (int rep = 0; rep < 3; ++rep) {
    fill(big, 2 * N + 4, 8);
    double before[2 * N + 4];
    memcpy(before, big, sizeof big);
    CHECK_OK(tf_tensor_rebind(tx, big));
    CHECK_OK(tf_tensor_rebind(tz, big + 1 + rep));
    EXPECT_FAIL(tf_binary_into(e, TF_BINARY_SUB, tx, ty, tz), TF_ERR_INVALID_ARGUMENT, "out");
    char memo_msg[512], full_msg[512];
    last_msg(memo_msg);
    assert_memory_equal(big, before, sizeof big);
    assert_int_equal(fresh_binary(e, TF_BINARY_SUB, 1, &n, NULL, big, NULL, y, NULL,
                                  big + 1 + rep, full_msg),
                     TF_ERR_INVALID_ARGUMENT);
    assert_string_equal(memo_msg, full_msg);
    assert_memory_equal(big, before, sizeof big);
  }
  /* Out onto y shifted: rejected too, naming y. */
  fill(big, 2 * N + 4, 9);
  CHECK_OK(tf_tensor_rebind(tx, x1));
  CHECK_OK(tf_tensor_rebind(ty, big + 2));
  CHECK_OK(tf_tensor_rebind(tz, big));
  EXPECT_FAIL(tf_add_into(e, tx, ty, tz), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_MSG_CONTAINS("memory of y");
  /* Back to disjoint memory: works again. */
  CHECK_OK(tf_tensor_rebind(ty, y));
  CHECK_OK(tf_tensor_rebind(tz, z));
  CHECK_OK(tf_add_into(e, tx, ty, tz));
  for (int i = 0; i < N; ++i) want[i] = x1[i] + y[i];
  expect_equal(z, want, N);
  tf_tensor_release(tx);
  tf_tensor_release(ty);
  tf_tensor_release(tz);
  tf_engine_destroy(e);
}

/* Out at x's data with another layout (transposed strides) is not "in place":
 * rejected on the full path, and on a repeat after a remembered valid call. */
static void same_data_other_layout(void** state) {
  (void)state;
  tf_engine* e;
  CHECK_OK(tf_engine_create_serial(&e));
  int64_t shape[2] = {3, 3}, col[2] = {1, 3};
  double x[9], y[9], z[9], want[9];
  fill(x, 9, 1);
  fill(y, 9, 2);
  tf_tensor *tx = tu_wrap(TF_F64, 2, shape, NULL, x), *ty = tu_wrap(TF_F64, 2, shape, NULL, y),
            *tz = tu_wrap(TF_F64, 2, shape, col, z);
  CHECK_OK(tf_mul_into(e, tx, ty, tz));
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) want[j * 3 + i] = x[i * 3 + j] * y[i * 3 + j];
  expect_equal(z, want, 9);
  CHECK_OK(tf_tensor_rebind(tz, x));
  double before[9];
  memcpy(before, x, sizeof x);
  EXPECT_FAIL(tf_mul_into(e, tx, ty, tz), TF_ERR_INVALID_ARGUMENT, "out");
  char memo_msg[512], full_msg[512];
  last_msg(memo_msg);
  assert_memory_equal(x, before, sizeof x);
  assert_int_equal(fresh_binary(e, TF_BINARY_MUL, 2, shape, NULL, x, NULL, y, col, x, full_msg),
                   TF_ERR_INVALID_ARGUMENT);
  assert_string_equal(memo_msg, full_msg);
  /* Unary the same way. */
  CHECK_OK(tf_tensor_rebind(tz, z));
  CHECK_OK(tf_unary_into(e, TF_UNARY_NEG, tx, tz));
  CHECK_OK(tf_tensor_rebind(tz, x));
  EXPECT_FAIL(tf_unary_into(e, TF_UNARY_NEG, tx, tz), TF_ERR_INVALID_ARGUMENT, "out");
  assert_memory_equal(x, before, sizeof x);
  tf_tensor_release(tx);
  tf_tensor_release(ty);
  tf_tensor_release(tz);
  tf_engine_destroy(e);
}

static void unary_ops_and_scalars(void** state) {
  (void)state;
  tf_engine* e;
  CHECK_OK(tf_engine_create_serial(&e));
  enum { N = 29 };
  double x[N], y[N], z[N], want[N];
  fill(x, N, 3);
  fill(y, N, 4);
  for (int i = 0; i < N; ++i) x[i] = fabs(x[i]) + 0.5; /* log/sqrt defined */
  int64_t n = N;
  tf_tensor *tx = wrap1(n, x), *ty = wrap1(n, y), *tz = wrap1(n, z);
  const tf_unary_op ops[] = {TF_UNARY_NEG, TF_UNARY_SQRT, TF_UNARY_EXP, TF_UNARY_LOG,
                             TF_UNARY_ABS, TF_UNARY_RECIPROCAL};
  for (int rep = 0; rep < 30; ++rep) {
    tf_unary_op op = ops[rep % 6];
    x[rep % N] += 0.125;
    CHECK_OK(tf_unary_into(e, op, tx, tz));
    for (int i = 0; i < N; ++i) {
      double v = x[i];
      want[i] = op == TF_UNARY_NEG ? -v : op == TF_UNARY_SQRT ? sqrt(v) : op == TF_UNARY_EXP ? exp(v)
                : op == TF_UNARY_LOG ? log(v) : op == TF_UNARY_ABS ? fabs(v) : 1.0 / v;
    }
    for (int i = 0; i < N; ++i) assert_true(fabs(z[i] - want[i]) <= 2e-15 * fabs(want[i]));
    /* Scale and axpby with other scalars each time, same handles. */
    tf_scalar a = {0.5 + rep, 0}, b = {-1.0 - rep, 0};
    CHECK_OK(tf_scale_into(e, a, tx, tz));
    for (int i = 0; i < N; ++i) want[i] = a.re * x[i];
    expect_equal(z, want, N);
    CHECK_OK(tf_axpby_into(e, a, tx, b, ty, tz));
    for (int i = 0; i < N; ++i) want[i] = a.re * x[i] + b.re * y[i];
    for (int i = 0; i < N; ++i) assert_true(fabs(z[i] - want[i]) <= 1e-15 * (fabs(want[i]) + 1));
  }
  /* In place: exp(x) into x, twice. */
  double w[N];
  memcpy(w, x, sizeof x);
  CHECK_OK(tf_tensor_rebind(tz, x));
  CHECK_OK(tf_unary_into(e, TF_UNARY_NEG, tx, tz));
  CHECK_OK(tf_unary_into(e, TF_UNARY_NEG, tx, tz));
  expect_equal(x, w, N);
  tf_tensor_release(tx);
  tf_tensor_release(ty);
  tf_tensor_release(tz);
  tf_engine_destroy(e);
}

static void new_handles_are_validated(void** state) {
  (void)state;
  tf_engine* e;
  CHECK_OK(tf_engine_create_serial(&e));
  double x[16], y[16], z[16], want[16];
  fill(x, 16, 5);
  fill(y, 16, 6);
  for (int rep = 0; rep < 24; ++rep) {
    int64_t n = 8, m = rep % 2 ? 7 : 8;
    tf_tensor *tx = wrap1(n, x), *ty = wrap1(m, y), *tz = wrap1(n, z);
    fill_canary(z, sizeof z);
    if (m == n) {
      CHECK_OK(tf_add_into(e, tx, ty, tz));
      for (int i = 0; i < 8; ++i) want[i] = x[i] + y[i];
      expect_equal(z, want, 8);
    } else {
      EXPECT_FAIL(tf_add_into(e, tx, ty, tz), TF_ERR_SHAPE_MISMATCH, "y");
      assert_true(is_canary(z, sizeof z));
    }
    tf_tensor_release(tx);
    tf_tensor_release(ty);
    tf_tensor_release(tz);
  }
  /* A new out of another dtype or shape on the same data. */
  int64_t n = 8, n7 = 7;
  tf_tensor *tx = wrap1(n, x), *ty = wrap1(n, y), *tz = wrap1(n, z);
  CHECK_OK(tf_add_into(e, tx, ty, tz));
  CHECK_OK(tf_unary_into(e, TF_UNARY_NEG, tx, tz));
  EXPECT_FAIL(tf_reduce_into(e, TF_REDUCE_SUM, tx, 0, NULL, 0, tz), TF_ERR_SHAPE_MISMATCH, "out");
  tf_tensor_release(tz);
  tz = tu_wrap(TF_F32, 1, &n, NULL, z);
  EXPECT_FAIL(tf_add_into(e, tx, ty, tz), TF_ERR_DTYPE_MISMATCH, "out");
  EXPECT_FAIL(tf_unary_into(e, TF_UNARY_NEG, tx, tz), TF_ERR_DTYPE_MISMATCH, "out");
  CHECK_OK(tf_cast_into(e, tx, tz));
  float* zf = (float*)z;
  for (int i = 0; i < 8; ++i) assert_true(zf[i] == (float)x[i]);
  tf_tensor_release(tz);
  tz = wrap1(n7, z);
  EXPECT_FAIL(tf_add_into(e, tx, ty, tz), TF_ERR_SHAPE_MISMATCH, "out");
  EXPECT_FAIL(tf_unary_into(e, TF_UNARY_EXP, tx, tz), TF_ERR_SHAPE_MISMATCH, "out");
  EXPECT_FAIL(tf_cast_into(e, tx, tz), TF_ERR_SHAPE_MISMATCH, "out");
  tf_tensor_release(tx);
  tf_tensor_release(ty);
  tf_tensor_release(tz);
  tf_engine_destroy(e);
}

/* x is 3 x 4; reductions over axis 1 into a (3), over axis 0 into a (4),
 * over everything into a scalar, alternating on the same handles. */
static void reductions(void** state) {
  (void)state;
  tf_engine* e;
  CHECK_OK(tf_engine_create_serial(&e));
  double x[12], x2[12], r3[3], r4[4], s, want[4];
  fill(x, 12, 7);
  fill(x2, 12, 8);
  int64_t sh[2] = {3, 4}, three = 3, four = 4, sh31[2] = {3, 1};
  tf_tensor *tx = tu_wrap(TF_F64, 2, sh, NULL, x), *t3 = wrap1(three, r3), *t4 = wrap1(four, r4),
            *ts = tu_wrap(TF_F64, 0, NULL, NULL, &s), *t31 = tu_wrap(TF_F64, 2, sh31, NULL, r3);
  int32_t ax[2];
  for (int rep = 0; rep < 24; ++rep) {
    double* src = rep % 4 < 2 ? x : x2;
    CHECK_OK(tf_tensor_rebind(tx, src));
    tf_reduce_op op = (tf_reduce_op)(rep % 6);
    /* axis 1 as 1 or -1: the same reduction */
    ax[0] = rep % 2 ? 1 : -1;
    CHECK_OK(tf_reduce_into(e, op, tx, 1, ax, 0, t3));
    for (int i = 0; i < 3; ++i) {
      double a = op == TF_REDUCE_PROD ? 1 : op == TF_REDUCE_MAX ? -INFINITY
                 : op == TF_REDUCE_MIN ? INFINITY : 0;
      for (int j = 0; j < 4; ++j) {
        double v = src[i * 4 + j];
        a = op == TF_REDUCE_PROD ? a * v : op == TF_REDUCE_MAX ? (v > a ? v : a)
            : op == TF_REDUCE_MIN ? (v < a ? v : a) : op == TF_REDUCE_FROBENIUS ? a + v * v : a + v;
      }
      want[i] = op == TF_REDUCE_MEAN ? a / 4 : op == TF_REDUCE_FROBENIUS ? sqrt(a) : a;
    }
    for (int i = 0; i < 3; ++i) assert_true(fabs(r3[i] - want[i]) <= 1e-14 * (fabs(want[i]) + 1));
    /* keepdims into a (3, 1) out, on the same x */
    CHECK_OK(tf_reduce_into(e, op, tx, 1, ax, 1, t31));
    for (int i = 0; i < 3; ++i) assert_true(fabs(r3[i] - want[i]) <= 1e-14 * (fabs(want[i]) + 1));
    /* axis 0 */
    ax[0] = 0;
    CHECK_OK(tf_reduce_into(e, TF_REDUCE_SUM, tx, 1, ax, 0, t4));
    for (int j = 0; j < 4; ++j) want[j] = src[j] + src[4 + j] + src[8 + j];
    for (int j = 0; j < 4; ++j) assert_true(fabs(r4[j] - want[j]) <= 1e-14 * (fabs(want[j]) + 1));
    /* everything, as NULL or as both axes listed */
    ax[0] = 1;
    ax[1] = 0;
    double all = 0;
    for (int i = 0; i < 12; ++i) all += src[i];
    CHECK_OK(rep % 2 ? tf_reduce_into(e, TF_REDUCE_SUM, tx, 0, NULL, 0, ts)
                     : tf_reduce_into(e, TF_REDUCE_SUM, tx, 2, ax, 0, ts));
    assert_true(fabs(s - all) <= 1e-13);
  }
  /* The same handles with arguments that do not fit: each validated. */
  fill_canary(r3, sizeof r3);
  fill_canary(r4, sizeof r4);
  ax[0] = 0;
  EXPECT_FAIL(tf_reduce_into(e, TF_REDUCE_SUM, tx, 1, ax, 0, t3), TF_ERR_SHAPE_MISMATCH, "out");
  ax[0] = 1;
  EXPECT_FAIL(tf_reduce_into(e, TF_REDUCE_SUM, tx, 1, ax, 0, t4), TF_ERR_SHAPE_MISMATCH, "out");
  EXPECT_FAIL(tf_reduce_into(e, TF_REDUCE_SUM, tx, 1, ax, 1, t3), TF_ERR_SHAPE_MISMATCH, "out");
  ax[0] = 1;
  ax[1] = 1;
  EXPECT_FAIL(tf_reduce_into(e, TF_REDUCE_SUM, tx, 2, ax, 0, t3), TF_ERR_INVALID_ARGUMENT, "axes[1]");
  ax[1] = -3;
  EXPECT_FAIL(tf_reduce_into(e, TF_REDUCE_SUM, tx, 2, ax, 0, t3), TF_ERR_INVALID_ARGUMENT, "axes[1]");
  ax[0] = 2;
  EXPECT_FAIL(tf_reduce_into(e, TF_REDUCE_SUM, tx, 1, ax, 0, t3), TF_ERR_INVALID_ARGUMENT, "axes[0]");
  EXPECT_FAIL(tf_reduce_into(e, TF_REDUCE_SUM, tx, -1, NULL, 0, ts), TF_ERR_INVALID_ARGUMENT, "naxes");
  EXPECT_FAIL(tf_reduce_into(e, TF_REDUCE_SUM, tx, 1, NULL, 0, ts), TF_ERR_INVALID_ARGUMENT, "axes");
  EXPECT_FAIL(tf_reduce_into(e, (tf_reduce_op)6, tx, 0, NULL, 0, ts), TF_ERR_INVALID_ARGUMENT, "op");
  EXPECT_FAIL(tf_reduce_into(e, (tf_reduce_op)-1, tx, 0, NULL, 0, ts), TF_ERR_INVALID_ARGUMENT, "op");
  assert_true(is_canary(r3, sizeof r3));
  assert_true(is_canary(r4, sizeof r4));
  /* Out rebound into x: rejected (no in place for reductions), x untouched,
   * the full path's message. */
  double before[12];
  memcpy(before, x, sizeof x);
  CHECK_OK(tf_tensor_rebind(tx, x));
  CHECK_OK(tf_tensor_rebind(ts, x + 5));
  EXPECT_FAIL(tf_reduce_into(e, TF_REDUCE_SUM, tx, 0, NULL, 0, ts), TF_ERR_INVALID_ARGUMENT, "out");
  char memo_msg[512], full_msg[512];
  last_msg(memo_msg);
  assert_memory_equal(x, before, sizeof x);
  tf_tensor *fx = tu_wrap(TF_F64, 2, sh, NULL, x), *fs = tu_wrap(TF_F64, 0, NULL, NULL, x + 5);
  assert_int_equal(tf_reduce_into(e, TF_REDUCE_SUM, fx, 0, NULL, 0, fs), TF_ERR_INVALID_ARGUMENT);
  last_msg(full_msg);
  assert_string_equal(memo_msg, full_msg);
  tf_tensor_release(fx);
  tf_tensor_release(fs);
  CHECK_OK(tf_tensor_rebind(ts, &s));
  CHECK_OK(tf_reduce_into(e, TF_REDUCE_MAX, tx, 0, NULL, 0, ts));
  double mx = x[0];
  for (int i = 1; i < 12; ++i) mx = x[i] > mx ? x[i] : mx;
  assert_true(s == mx);
  tf_tensor_release(tx);
  tf_tensor_release(t3);
  tf_tensor_release(t4);
  tf_tensor_release(ts);
  tf_tensor_release(t31);
  tf_engine_destroy(e);
}

/* More handle sets than the engine remembers, permuted views, a trim; then
 * repeats are plan hits and build nothing. */
static void many_handles_trim_and_stats(void** state) {
  (void)state;
  tf_engine* e;
  CHECK_OK(tf_engine_create_serial(&e));
  enum { T = 20 };
  double x[T][30], y[T][30], z[T][30], s[T], want[30];
  tf_tensor *tx[T], *ty[T], *tz[T], *ts[T];
  for (int t = 0; t < T; ++t) {
    int64_t sh[2] = {2 + t % 4, 5};
    fill(x[t], 30, t);
    fill(y[t], 30, t + 1);
    tx[t] = tu_wrap(TF_F64, 2, sh, NULL, x[t]);
    if (t % 3 == 0) { /* y as the transpose of a (5, rows) buffer */
      int64_t shy[2] = {5, sh[0]};
      tf_tensor* base = tu_wrap(TF_F64, 2, shy, NULL, y[t]);
      const int32_t perm[2] = {1, 0};
      CHECK_OK(tf_permute_view(base, perm, &ty[t]));
      tf_tensor_release(base);
    } else {
      ty[t] = tu_wrap(TF_F64, 2, sh, NULL, y[t]);
    }
    tz[t] = tu_wrap(TF_F64, 2, sh, NULL, z[t]);
    ts[t] = tu_wrap(TF_F64, 0, NULL, NULL, &s[t]);
  }
  for (int round = 0; round < 6; ++round) {
    if (round == 3) CHECK_OK(tf_engine_trim(e));
    for (int t = 0; t < T; ++t) {
      int64_t r = 2 + t % 4;
      x[t][round % 10] += 1.0;
      CHECK_OK(tf_add_into(e, tx[t], ty[t], tz[t]));
      for (int i = 0; i < r; ++i)
        for (int j = 0; j < 5; ++j)
          want[i * 5 + j] = x[t][i * 5 + j] + (t % 3 == 0 ? y[t][j * r + i] : y[t][i * 5 + j]);
      expect_equal(z[t], want, r * 5);
      CHECK_OK(tf_reduce_into(e, TF_REDUCE_SUM, tz[t], 0, NULL, 0, ts[t]));
      double a = 0;
      for (int i = 0; i < r * 5; ++i) a += want[i];
      assert_true(fabs(s[t] - a) <= 1e-12);
    }
  }
  tf_engine_stats s0, s1;
  s0.struct_size = s1.struct_size = sizeof(tf_engine_stats);
  CHECK_OK(tf_add_into(e, tx[0], ty[0], tz[0]));
  CHECK_OK(tf_engine_get_stats(e, &s0));
  for (int k = 0; k < 5; ++k) CHECK_OK(tf_add_into(e, tx[0], ty[0], tz[0]));
  CHECK_OK(tf_engine_get_stats(e, &s1));
  assert_int_equal(s1.plan_hits - s0.plan_hits, 5);
  assert_int_equal(s1.calls - s0.calls, 5);
  assert_int_equal(s1.plan_misses, s0.plan_misses);
  for (int t = 0; t < T; ++t) {
    tf_tensor_release(tx[t]);
    tf_tensor_release(ty[t]);
    tf_tensor_release(tz[t]);
    tf_tensor_release(ts[t]);
  }
  tf_engine_destroy(e);
}

/* A tiny shared plan cache, other shapes in between, cleared now and then:
 * the plan a repeat would use is evicted; the repeat must still be right. */
static void cache_churn(void** state) {
  (void)state;
  tf_plan_cache* cache;
  tf_plan_cache_options co;
  memset(&co, 0, sizeof co);
  co.struct_size = sizeof co;
  co.max_entries = 2;
  CHECK_OK(tf_plan_cache_create(&co, &cache));
  tf_engine_options o;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.kind = TF_ENGINE_SERIAL;
  o.plan_cache = cache;
  tf_engine* e;
  CHECK_OK(tf_engine_create(&o, &e));
  double x[64], y[64], z[64], s, want[64];
  fill(x, 64, 9);
  fill(y, 64, 10);
  int64_t n = 40;
  tf_tensor *tx = wrap1(n, x), *ty = wrap1(n, y), *tz = wrap1(n, z),
            *ts = tu_wrap(TF_F64, 0, NULL, NULL, &s);
  for (int rep = 0; rep < 40; ++rep) {
    CHECK_OK(tf_binary_into(e, (tf_binary_op)(rep % 6), tx, ty, tz));
    for (int i = 0; i < 40; ++i) want[i] = bin_ref((tf_binary_op)(rep % 6), x[i], y[i]);
    expect_equal(z, want, 40);
    CHECK_OK(tf_reduce_into(e, TF_REDUCE_MEAN, tx, 0, NULL, 0, ts));
    double a = 0;
    for (int i = 0; i < 40; ++i) a += x[i];
    assert_true(fabs(s - a / 40) <= 1e-14);
    int64_t m = 2 + rep % 7;
    tf_tensor *xa = wrap1(m, x), *xb = wrap1(m, y), *xc = wrap1(m, z);
    CHECK_OK(tf_add_into(e, xa, xb, xc));
    CHECK_OK(tf_reduce_into(e, TF_REDUCE_SUM, xa, 0, NULL, 0, ts));
    tf_tensor_release(xa);
    tf_tensor_release(xb);
    tf_tensor_release(xc);
    x[rep % 40] += 1.0;
    if (rep % 5 == 0) CHECK_OK(tf_plan_cache_clear(cache));
    if (rep % 7 == 0) CHECK_OK(tf_engine_trim(e));
  }
  tf_tensor_release(tx);
  tf_tensor_release(ty);
  tf_tensor_release(tz);
  tf_tensor_release(ts);
  tf_engine_destroy(e);
  tf_plan_cache_release(cache);
}

/* The binary kernels bit for bit against the C formula. */
static uint64_t lcg(uint64_t* s) {
  *s = *s * 6364136223846793005ull + 1442695040888963407ull;
  return *s >> 11;
}
static double special(uint64_t r) {
  switch (r % 11) {
    case 0: return NAN;
    case 1: return -0.0;
    case 2: return 0.0;
    case 3: return INFINITY;
    case 4: return -INFINITY;
    case 5: return 1e-310;
    default: return ((double)(r % 2001) - 1000.0) / 7.0;
  }
}

static void binary_bits(void** state) {
  (void)state;
  tf_engine* e;
  CHECK_OK(tf_engine_create_serial(&e));
  enum { M = 150 };
  double x[2 * M], y[2 * M], z[2 * M + 8];
  float xf[2 * M], yf[2 * M], zf[2 * M + 8];
  uint64_t seed = 42;
  for (int i = 0; i < 2 * M; ++i) {
    x[i] = special(lcg(&seed));
    y[i] = special(lcg(&seed));
    xf[i] = (float)x[i];
    yf[i] = (float)y[i];
  }
  for (int op = 0; op < 6; ++op)
    for (int64_t n = 0; n <= 140; ++n)
      for (int form = 0; form < 4; ++form) { /* plain, y scalar, x scalar, strided */
        int64_t one = 1, st2 = 2;
        const int64_t zoff = (n + op + form) % 5; /* out off a vector boundary */
        const int64_t* sxs = form == 3 ? &st2 : NULL;
        tf_tensor *tx = form == 2 ? tu_wrap(TF_F64, 1, &one, NULL, x) : tu_wrap(TF_F64, 1, &n, sxs, x),
                  *ty = form == 1 ? tu_wrap(TF_F64, 1, &one, NULL, y) : tu_wrap(TF_F64, 1, &n, sxs, y),
                  *tz = tu_wrap(TF_F64, 1, &n, NULL, z + zoff);
        tf_tensor *fx = form == 2 ? tu_wrap(TF_F32, 1, &one, NULL, xf) : tu_wrap(TF_F32, 1, &n, sxs, xf),
                  *fy = form == 1 ? tu_wrap(TF_F32, 1, &one, NULL, yf) : tu_wrap(TF_F32, 1, &n, sxs, yf),
                  *fz = tu_wrap(TF_F32, 1, &n, NULL, zf + zoff);
        fill_canary(z, sizeof z);
        fill_canary(zf, sizeof zf);
        CHECK_OK(tf_binary_into(e, (tf_binary_op)op, tx, ty, tz));
        CHECK_OK(tf_binary_into(e, (tf_binary_op)op, fx, fy, fz));
        for (int64_t i = 0; i < n; ++i) {
          int64_t ix = form == 2 ? 0 : form == 3 ? 2 * i : i;
          int64_t iy = form == 1 ? 0 : form == 3 ? 2 * i : i;
          double w = bin_ref((tf_binary_op)op, x[ix], y[iy]);
          float a = xf[ix], b = yf[iy];
          float wf = op == 0 ? a + b : op == 1 ? a - b : op == 2 ? a * b : op == 3 ? a / b
                     : op == 4 ? ((b > a || b != b) ? b : a) : ((b < a || b != b) ? b : a);
          if (isnan(w)) assert_true(isnan(z[zoff + i]));
          else assert_memory_equal(&z[zoff + i], &w, sizeof w);
          if (isnan(wf)) assert_true(isnan(zf[zoff + i]));
          else assert_memory_equal(&zf[zoff + i], &wf, sizeof wf);
        }
        assert_true(is_canary(z, (size_t)zoff * sizeof z[0]));
        assert_true(is_canary(zf, (size_t)zoff * sizeof zf[0]));
        assert_true(is_canary(z + zoff + n, sizeof z - (size_t)(zoff + n) * sizeof z[0]));
        assert_true(is_canary(zf + zoff + n, sizeof zf - (size_t)(zoff + n) * sizeof zf[0]));
        tf_tensor_release(tx);
        tf_tensor_release(ty);
        tf_tensor_release(tz);
        tf_tensor_release(fx);
        tf_tensor_release(fy);
        tf_tensor_release(fz);
      }
  tf_engine_destroy(e);
}

/* A serial sum depends on the run's length only, not on where the data
 * sits: the same values at every offset from a 64-byte boundary give the
 * same bits (f64 and f32), and a close value. */
static void sum_ignores_alignment(void** state) {
  (void)state;
  tf_engine* e;
  CHECK_OK(tf_engine_create_serial(&e));
  const int64_t lens[] = {1, 7, 63, 255, 256, 257, 520, 1000, 1031, 2048, 4097, 20000, 70001};
  enum { MAXN = 70001, OFFS = 16 };
  char* raw = malloc((MAXN + OFFS) * sizeof(double) + 64);
  char* fraw = malloc((MAXN + OFFS) * sizeof(float) + 64);
  double* buf = (double*)(raw + (64 - (uintptr_t)raw % 64) % 64);
  float* fbuf = (float*)(fraw + (64 - (uintptr_t)fraw % 64) % 64);
  double* vals = malloc(MAXN * sizeof(double));
  uint64_t seed = 7;
  for (int64_t i = 0; i < MAXN; ++i) vals[i] = ((double)(lcg(&seed) % 200001) - 100000.0) / 977.0;
  for (size_t li = 0; li < sizeof lens / sizeof lens[0]; ++li) {
    int64_t n = lens[li];
    long double ref = 0, fref = 0, mag = 0;
    for (int64_t i = 0; i < n; ++i) {
      ref += vals[i];
      fref += (float)vals[i];
      mag += fabs(vals[i]);
    }
    double first = 0;
    float ffirst = 0;
    for (int off = 0; off < OFFS; ++off) {
      double s = -1;
      float fs = -1;
      memcpy(buf + off, vals, (size_t)n * sizeof(double));
      for (int64_t i = 0; i < n; ++i) fbuf[off + i] = (float)vals[i];
      tf_tensor *tx = tu_wrap(TF_F64, 1, &n, NULL, buf + off), *ts = tu_wrap(TF_F64, 0, NULL, NULL, &s);
      tf_tensor *fx = tu_wrap(TF_F32, 1, &n, NULL, fbuf + off), *fs_ = tu_wrap(TF_F32, 0, NULL, NULL, &fs);
      CHECK_OK(tf_reduce_into(e, TF_REDUCE_SUM, tx, 0, NULL, 0, ts));
      CHECK_OK(tf_reduce_into(e, TF_REDUCE_SUM, fx, 0, NULL, 0, fs_));
      if (off == 0) {
        first = s;
        ffirst = fs;
        assert_true(fabsl((long double)s - ref) <= 1e-15L * mag + 1e-300L);
        assert_true(fabsl((long double)fs - fref) <= 1e-5L * mag);
      } else if (memcmp(&s, &first, sizeof s) != 0 || memcmp(&fs, &ffirst, sizeof fs) != 0) {
        print_error("n=%lld offset %d: %.17g / %.9g, at offset 0: %.17g / %.9g\n", (long long)n,
                    off, s, (double)fs, first, (double)ffirst);
        fail();
      }
      tf_tensor_release(tx);
      tf_tensor_release(ts);
      tf_tensor_release(fx);
      tf_tensor_release(fs_);
    }
  }
  free(raw);
  free(fraw);
  free(vals);
  tf_engine_destroy(e);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(binary_rebind_and_alias),
      cmocka_unit_test(same_data_other_layout),
      cmocka_unit_test(unary_ops_and_scalars),
      cmocka_unit_test(new_handles_are_validated),
      cmocka_unit_test(reductions),
      cmocka_unit_test(many_handles_trim_and_stats),
      cmocka_unit_test(cache_churn),
      cmocka_unit_test(binary_bits),
      cmocka_unit_test(sum_ignores_alignment),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
