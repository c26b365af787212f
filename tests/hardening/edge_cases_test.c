/*
 * edge_cases_test.c -- the decided edge cases (docs/hardening.md):
 *   zero-size dimensions   allowed everywhere; a k = 0 product is zeros
 *                          (beta * out for _acc); empty results are empty
 *   rank 0                 a scalar (numel 1) for creation, wrap, read;
 *                          matmul rejects it (rank >= 2)
 *   NaN / Inf              propagate through the product (small kernels and
 *                          BLAS); beta = 0 ignores NaN in out, beta != 0 not
 *   huge strides           accepted while every reachable byte offset fits
 *                          in int64 (a huge stride on an extent-1 axis is
 *                          harmless); rejected beyond
 *   zero strides           accepted (broadcast views)
 *   negative strides       rejected (TF_ERR_INVALID_ARGUMENT, "negative")
 *   overflowing shapes     rejected: product of the non-zero extents or its
 *                          byte size overflowing int64, also for a matmul
 *                          result of valid operands
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

static const tf_scalar ONE = {1.0, 0.0}, ZERO = {0.0, 0.0}, TWO = {2.0, 0.0};

static int64_t numel(const tf_tensor* t) {
  int64_t n = -1;
  CHECK_OK(tf_tensor_numel(t, &n));
  return n;
}

/* ------------------------------------------------------- zero-size dims */
static void zero_size_dims(void** state) {
  tf_engine* e = (tf_engine*)*state;
  const tf_dtype dts[2] = {TF_F64, TF_C128};
  int d;
  for (d = 0; d < 2; ++d) {
    tf_dtype dt = dts[d];
    int64_t s03[2] = {0, 3}, s34[2] = {3, 4}, s20[2] = {2, 0}, s02[2] = {0, 2};
    int64_t s30[2] = {3, 0}, s23[2] = {2, 3}, sb[3] = {0, 2, 2};
    int64_t big[2] = {100, 0}, big2[2] = {0, 100}, shp[4];
    double buf[2 * 200 * 200];
    tf_tensor *a, *b, *c = NULL, *t = NULL;
    int i;
    /* creation and read of an empty tensor: dst may be NULL */
    CHECK_OK(tf_tensor_zeros(e, dt, 2, s03, TF_ROW_MAJOR, &t));
    assert_int_equal(numel(t), 0);
    CHECK_OK(tf_tensor_read(t, TF_COL_MAJOR, NULL, 0));
    tf_tensor_release(t);
    CHECK_OK(tf_tensor_wrap(dt, 2, s03, NULL, NULL, &t)); /* NULL data ok when empty */
    tf_tensor_release(t);
    /* (2x0)@(0x3) from NULL data (small kernels, k = 0): zeros; no pointer
     * is formed from NULL (was NULL + offset, UBSan; found by fuzz_program) */
    {
      int64_t s2_0[2] = {2, 0}, s0_3[2] = {0, 3};
      double z[12];
      CHECK_OK(tf_tensor_wrap(dt, 2, s2_0, NULL, NULL, &a));
      CHECK_OK(tf_tensor_wrap(dt, 2, s0_3, NULL, NULL, &b));
      CHECK_OK(tf_matmul(e, a, b, &c));
      CHECK_OK(tf_tensor_read(c, TF_ROW_MAJOR, z, sizeof z));
      for (i = 0; i < (dt == TF_F64 ? 6 : 12); ++i) assert_true(z[i] == 0.0);
      tf_tensor_release(a); tf_tensor_release(b); tf_tensor_release(c);
      c = NULL;
    }
    /* (0x3)@(3x4) -> 0x4 */
    CHECK_OK(tf_tensor_zeros(e, dt, 2, s03, TF_ROW_MAJOR, &a));
    CHECK_OK(tf_tensor_zeros(e, dt, 2, s34, TF_ROW_MAJOR, &b));
    CHECK_OK(tf_matmul(e, a, b, &c));
    CHECK_OK(tf_tensor_shape(c, shp));
    assert_int_equal(shp[0], 0);
    assert_int_equal(shp[1], 4);
    tf_tensor_release(a); tf_tensor_release(b); tf_tensor_release(c);
    /* (2x0)@(0x3) -> 2x3 zeros; acc with beta = 2 doubles out */
    CHECK_OK(tf_tensor_empty(e, dt, 2, s20, TF_ROW_MAJOR, &a));
    CHECK_OK(tf_tensor_empty(e, dt, 2, s03, TF_ROW_MAJOR, &b));
    CHECK_OK(tf_matmul(e, a, b, &c));
    fill_canary(buf, sizeof buf);
    CHECK_OK(tf_tensor_read(c, TF_ROW_MAJOR, buf, sizeof buf));
    for (i = 0; i < 6 * (dt == TF_C128 ? 2 : 1); ++i) assert_true(buf[i] == 0.0);
    tf_tensor_release(c);
    for (i = 0; i < 12; ++i) buf[i] = 1.5;
    c = tu_wrap(dt, 2, s23, NULL, buf);
    CHECK_OK(tf_matmul_acc(e, TF_OP_N, a, TF_OP_N, b, ONE, TWO, c));
    for (i = 0; i < 6 * (dt == TF_C128 ? 2 : 1); ++i) assert_true(buf[i] == 3.0);
    tf_tensor_release(a); tf_tensor_release(b); tf_tensor_release(c);
    /* (2x3)@(3x0) -> 2x0;  (0,2,2)@(0,2,2) -> (0,2,2) */
    CHECK_OK(tf_tensor_empty(e, dt, 2, s23, TF_ROW_MAJOR, &a));
    CHECK_OK(tf_tensor_empty(e, dt, 2, s30, TF_ROW_MAJOR, &b));
    CHECK_OK(tf_matmul(e, a, b, &c));
    assert_int_equal(numel(c), 0);
    tf_tensor_release(a); tf_tensor_release(b); tf_tensor_release(c);
    CHECK_OK(tf_tensor_empty(e, dt, 3, sb, TF_ROW_MAJOR, &a));
    CHECK_OK(tf_matmul(e, a, a, &c));
    assert_int_equal(numel(c), 0);
    tf_tensor_release(a); tf_tensor_release(c);
    /* a BLAS-sized k = 0 product: 100x0 @ 0x100 = zeros */
    CHECK_OK(tf_tensor_empty(e, dt, 2, big, TF_ROW_MAJOR, &a));
    CHECK_OK(tf_tensor_empty(e, dt, 2, big2, TF_COL_MAJOR, &b));
    CHECK_OK(tf_matmul(e, a, b, &c));
    assert_int_equal(numel(c), 100 * 100);
    fill_canary(buf, sizeof buf);
    CHECK_OK(tf_tensor_read(c, TF_ROW_MAJOR, buf, sizeof buf));
    for (i = 0; i < 100 * 100 * (dt == TF_C128 ? 2 : 1); ++i) assert_true(buf[i] == 0.0);
    tf_tensor_release(a); tf_tensor_release(b); tf_tensor_release(c);
    (void)s02;
  }
}

/* ------------------------------------------------------------- rank 0 */
static void rank0(void** state) {
  tf_engine* e = (tf_engine*)*state;
  double x = 2.5, y = 0, z = 7;
  int64_t s22[2] = {2, 2};
  double m[4] = {1, 2, 3, 4};
  tf_tensor *t, *u = NULL, *mm, *r = (tf_tensor*)0x5157;
  int32_t nd = -1;
  t = tu_wrap(TF_F64, 0, NULL, NULL, &x);
  assert_int_equal(numel(t), 1);
  CHECK_OK(tf_tensor_ndim(t, &nd));
  assert_int_equal(nd, 0);
  CHECK_OK(tf_tensor_shape(t, NULL)); /* nothing to copy */
  CHECK_OK(tf_tensor_strides(t, NULL));
  CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, &y, sizeof y));
  assert_true(y == 2.5);
  EXPECT_FAIL(tf_tensor_read(t, TF_ROW_MAJOR, &y, sizeof y - 1), TF_ERR_INVALID_ARGUMENT,
              "dst_bytes");
  CHECK_OK(tf_tensor_from_data(e, TF_F64, 0, NULL, NULL, &z, TF_COL_MAJOR, &u));
  CHECK_OK(tf_tensor_read(u, TF_ROW_MAJOR, &y, sizeof y));
  assert_true(y == 7);
  tf_tensor_release(u);
  CHECK_OK(tf_tensor_zeros(e, TF_C64, 0, NULL, TF_ROW_MAJOR, &u));
  assert_int_equal(numel(u), 1);
  tf_tensor_release(u);
  EXPECT_FAIL(tf_tensor_wrap(TF_F64, 0, NULL, NULL, NULL, &u), TF_ERR_INVALID_ARGUMENT,
              "data");
  mm = tu_wrap(TF_F64, 2, s22, NULL, m);
  EXPECT_FAIL(tf_matmul(e, t, mm, &r), TF_ERR_INVALID_ARGUMENT, "a");
  EXPECT_FAIL(tf_matmul(e, mm, t, &r), TF_ERR_INVALID_ARGUMENT, "b");
  assert_ptr_equal(r, (tf_tensor*)0x5157);
  tf_tensor_release(mm);
  tf_tensor_release(t);
}

/* ------------------------------------------------------------ NaN / Inf */
/* C = A @ B for n x n f64 with A[0][0] = special, B all ones (no zeros, so
 * no BLAS "skip zero" shortcut can hide the value): row 0 of C holds the
 * special value's effect, the other rows are finite. n = 2 uses the small
 * kernels, n = 64 BLAS. */
static void nan_inf_propagation(void** state) {
  tf_engine* e = (tf_engine*)*state;
  const int sizes[2] = {2, 64};
  int si, w, i, j;
  for (si = 0; si < 2; ++si) {
    int n = sizes[si];
    int64_t s[2] = {n, n};
    double* A = malloc(sizeof(double) * n * n);
    double* B = malloc(sizeof(double) * n * n);
    double* C = malloc(sizeof(double) * n * n);
    for (w = 0; w < 3; ++w) { /* NaN, +Inf, -Inf */
      double special = w == 0 ? NAN : (w == 1 ? INFINITY : -INFINITY);
      tf_tensor *a, *b, *c;
      for (i = 0; i < n * n; ++i) { A[i] = 0.5 + i % 3; B[i] = 1.0; }
      A[0] = special;
      a = tu_wrap(TF_F64, 2, s, NULL, A);
      b = tu_wrap(TF_F64, 2, s, NULL, B);
      c = tu_wrap(TF_F64, 2, s, NULL, C);
      CHECK_OK(tf_matmul_into(e, a, b, c));
      for (j = 0; j < n; ++j) {
        if (w == 0) assert_true(isnan(C[j]));
        else assert_true(isinf(C[j]) && (C[j] > 0) == (w == 1));
      }
      for (i = n; i < n * n; ++i) assert_true(isfinite(C[i]));
      /* NaN in out: ignored with beta = 0, propagates with beta = 1 */
      A[0] = 1.0;
      for (i = 0; i < n * n; ++i) C[i] = NAN;
      CHECK_OK(tf_matmul_acc(e, TF_OP_N, a, TF_OP_N, b, ONE, ZERO, c));
      for (i = 0; i < n * n; ++i) assert_true(isfinite(C[i]));
      C[n + 1] = NAN;
      CHECK_OK(tf_matmul_acc(e, TF_OP_N, a, TF_OP_N, b, ONE, ONE, c));
      for (i = 0; i < n * n; ++i) assert_true((i == n + 1) == (isnan(C[i]) != 0));
      tf_tensor_release(a); tf_tensor_release(b); tf_tensor_release(c);
    }
    free(A); free(B); free(C);
  }
}

/* -------------------------------------------------------------- strides */
static void large_and_zero_strides(void** state) {
  tf_engine* e = (tf_engine*)*state;
  double a[3] = {1, 2, 3}, b[6] = {1, 0, 0, 1, 1, 1}, c[2], v = 2.0, got[9];
  int64_t s13[2] = {1, 3}, big[2] = {INT64_C(1) << 50, 1}, s32[2] = {3, 2}, s12[2] = {1, 2};
  int64_t s22[2] = {2, 2}, too_big[2] = {INT64_C(1) << 60, 1}, limit[2] = {INT64_C(1) << 59, 1};
  int64_t s33[2] = {3, 3}, zero[2] = {0, 0}, got_st[2];
  tf_tensor *ta, *tb, *tc, *t = (tf_tensor*)0x5157;
  int i;
  /* A huge stride on an extent-1 axis is never used: the product is exact. */
  ta = tu_wrap(TF_F64, 2, s13, big, a);
  CHECK_OK(tf_tensor_strides(ta, got_st));
  assert_true(got_st[0] == big[0]);
  tb = tu_wrap(TF_F64, 2, s32, NULL, b);
  tc = tu_wrap(TF_F64, 2, s12, NULL, c);
  CHECK_OK(tf_matmul_into(e, ta, tb, tc));
  assert_true(c[0] == 1 + 3 && c[1] == 2 + 3);
  tf_tensor_release(ta); tf_tensor_release(tb); tf_tensor_release(tc);
  /* Read back (strided copy) with a stride on an outer extent-1 axis whose
   * byte size overflows int64 (stride * 8 > INT64_MAX): never stepped on
   * (was signed-overflow UB in the copy loop; found by fuzz_tensor). */
  {
    int64_t s2_1_3[3] = {2, 1, 3}, st[3] = {3, INT64_C(1) << 61, 1};
    double six[6] = {1, 2, 3, 4, 5, 6};
    ta = tu_wrap(TF_F64, 3, s2_1_3, st, six);
    CHECK_OK(tf_tensor_read(ta, TF_COL_MAJOR, got, 6 * sizeof(double)));
    assert_true(got[0] == 1 && got[1] == 4 && got[2] == 2 && got[5] == 6);
    tf_tensor_release(ta);
  }
  /* Offsets up to int64 bytes are accepted (the caller vouches for the
   * memory; nothing is touched here), beyond are rejected. */
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, s22, limit, a, &ta));
  tf_tensor_release(ta);
  EXPECT_FAIL(tf_tensor_wrap(TF_F64, 2, s22, too_big, a, &t), TF_ERR_INVALID_ARGUMENT,
              "strides");
  EXPECT_FAIL(tf_tensor_from_data(e, TF_F64, 2, s22, too_big, a, TF_ROW_MAJOR, &t),
              TF_ERR_INVALID_ARGUMENT, "strides");
  {
    int64_t ovf[2] = {INT64_MAX, 1}, s31[2] = {3, 1};
    EXPECT_FAIL(tf_tensor_wrap(TF_F64, 2, s31, ovf, a, &t), TF_ERR_INVALID_ARGUMENT,
                "strides");
  }
  assert_ptr_equal(t, (tf_tensor*)0x5157);
  /* Zero strides: a broadcast view of one element. */
  ta = tu_wrap(TF_F64, 2, s33, zero, &v);
  CHECK_OK(tf_tensor_from_data(e, TF_F64, 2, s33, zero, &v, TF_ROW_MAJOR, &tb));
  CHECK_OK(tf_matmul(e, ta, tb, &tc));
  CHECK_OK(tf_tensor_read(tc, TF_ROW_MAJOR, got, sizeof got));
  for (i = 0; i < 9; ++i) assert_true(got[i] == 12.0);
  tf_tensor_release(ta); tf_tensor_release(tb); tf_tensor_release(tc);
}

static void negative_strides_rejected(void** state) {
  tf_engine* e = (tf_engine*)*state;
  double a[4] = {1, 2, 3, 4};
  int64_t s22[2] = {2, 2}, neg[2] = {-2, 1}, neg2[2] = {2, -1};
  tf_tensor* t = (tf_tensor*)0x5157;
  EXPECT_FAIL(tf_tensor_wrap(TF_F64, 2, s22, neg, a + 2, &t), TF_ERR_INVALID_ARGUMENT,
              "strides");
  EXPECT_MSG_CONTAINS("negative");
  EXPECT_FAIL(tf_tensor_wrap(TF_F64, 2, s22, neg2, a + 1, &t), TF_ERR_INVALID_ARGUMENT,
              "strides");
  EXPECT_FAIL(tf_tensor_from_data(e, TF_F64, 2, s22, neg, a + 2, TF_ROW_MAJOR, &t),
              TF_ERR_INVALID_ARGUMENT, "strides");
  EXPECT_MSG_CONTAINS("negative");
  assert_ptr_equal(t, (tf_tensor*)0x5157);
}

/* ------------------------------------------------------------- overflow */
static void overflowing_shapes_rejected(void** state) {
  tf_engine* e = (tf_engine*)*state;
  double x = 1.0;
  int64_t p32[2] = {INT64_C(1) << 32, INT64_C(1) << 32};     /* 2^64 elements */
  int64_t bytes[2] = {INT64_C(1) << 61, 2};                  /* 2^62 x 8 bytes */
  int64_t zero_but[3] = {0, INT64_C(1) << 62, INT64_C(1) << 62};
  int64_t maxdim[1] = {INT64_MAX};
  tf_tensor* t = (tf_tensor*)0x5157;
  EXPECT_FAIL(tf_tensor_wrap(TF_F64, 2, p32, NULL, &x, &t), TF_ERR_INVALID_ARGUMENT, "shape");
  EXPECT_MSG_CONTAINS("overflow");
  EXPECT_FAIL(tf_tensor_empty(e, TF_F32, 2, p32, TF_ROW_MAJOR, &t), TF_ERR_INVALID_ARGUMENT,
              "shape");
  EXPECT_FAIL(tf_tensor_zeros(e, TF_F64, 2, bytes, TF_ROW_MAJOR, &t), TF_ERR_INVALID_ARGUMENT,
              "shape");
  /* Decided: the non-zero extents must multiply without overflow even when
   * another extent is 0. */
  EXPECT_FAIL(tf_tensor_wrap(TF_F64, 3, zero_but, NULL, NULL, &t), TF_ERR_INVALID_ARGUMENT,
              "shape");
  EXPECT_FAIL(tf_tensor_empty(e, TF_C128, 1, maxdim, TF_ROW_MAJOR, &t), TF_ERR_INVALID_ARGUMENT,
              "shape");
  assert_ptr_equal(t, (tf_tensor*)0x5157);
  {
    /* Valid operands (one element each, stride 0) whose product's size
     * overflows: (2^31 x 1) @ (1 x 2^31) in f64 is 2^65 bytes. */
    int64_t sa[2] = {INT64_C(1) << 31, 1}, sb[2] = {1, INT64_C(1) << 31}, z[2] = {0, 0};
    int64_t ba[4] = {INT64_C(1) << 40, 1, 1, 1}, bb[4] = {1, INT64_C(1) << 40, 1, 1}, z4[4] = {0};
    tf_tensor *a = tu_wrap(TF_F64, 2, sa, z, &x), *b = tu_wrap(TF_F64, 2, sb, z, &x);
    tf_tensor *a4 = tu_wrap(TF_F64, 4, ba, z4, &x), *b4 = tu_wrap(TF_F64, 4, bb, z4, &x);
    EXPECT_FAIL(tf_matmul(e, a, b, &t), TF_ERR_INVALID_ARGUMENT, "out");
    EXPECT_MSG_CONTAINS("overflow");
    /* broadcast batch 2^40 x 2^40 */
    EXPECT_FAIL(tf_matmul(e, a4, b4, &t), TF_ERR_INVALID_ARGUMENT, "out");
    assert_ptr_equal(t, (tf_tensor*)0x5157);
    tf_tensor_release(a); tf_tensor_release(b); tf_tensor_release(a4); tf_tensor_release(b4);
  }
}

int main(int argc, char** argv) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(zero_size_dims, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(rank0, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(nan_inf_propagation, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(large_and_zero_strides, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(negative_strides_rejected, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(overflowing_shapes_rejected, tu_serial_setup, tu_engine_teardown),
  };
  if (argc > 1) cmocka_set_test_filter(argv[1]);
  return cmocka_run_group_tests(tests, NULL, NULL);
}
