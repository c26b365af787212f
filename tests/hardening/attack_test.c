/*
 * attack_test.c -- the reproducers of an outside attack (issue 13,
 * docs/hardening.md "Sizes, overlap, alignment"): inputs the header accepts
 * that used to write past heap buffers or be silently misread.
 *
 *   result_size_*       results whose element count or byte size overflows
 *                       int64 (operands with an extent-0 axis own no memory,
 *                       zero-stride views are legal): refused with
 *                       TF_ERR_INVALID_ARGUMENT naming the argument and the
 *                       shape, before any memory is touched
 *   program_size_*      the same for program inputs, reshape and intermediates
 *   long_subscripts     einsum subscripts of any length are read in full
 *   empty_path          options->path is validated when an extent is 0
 *   real_beta_im        beta.im is ignored for real dtypes (beta {0, 5} = 0)
 *   self_overlap_out    an _into output with elements sharing memory is refused
 *   misaligned_wrap     data not aligned to the element's scalar is refused
 *   c128_sum            the c128 vector sum (UBSan: no NULL + offset)
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

#define BIGJ 384307168202282326LL /* 48 * BIGJ wraps to 32 in int64 */

static const tf_scalar ONE = {1.0, 0.0};

/* -------------------------------------------- 1. contraction result sizes */
static void result_size_contractions(void** state) {
  tf_engine* e = (tf_engine*)*state;
  int64_t sa[2] = {48, 0}, sb[2] = {0, BIGJ};
  tf_tensor* a = tu_wrap(TF_F64, 2, sa, NULL, NULL);
  tf_tensor* b = tu_wrap(TF_F64, 2, sb, NULL, NULL);
  const tf_tensor* ab[2] = {a, b};
  tf_tensor* r = (tf_tensor*)0x1;
  int32_t ax_a[1] = {1}, ax_b[1] = {0};
  int32_t la[2] = {0, 1}, lb[2] = {1, 2}, lo[2] = {0, 2};
  const int32_t* labels[2] = {la, lb};
  EXPECT_FAIL(tf_einsum(e, "ik,kj->ij", 2, ab, NULL, &r), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_MSG_CONTAINS("384307168202282326");
  assert_ptr_equal(r, (tf_tensor*)0x1);
  EXPECT_FAIL(tf_tensordot(e, a, b, 1, ax_a, ax_b, 0, 0, &r), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_FAIL(tf_einsum_labels(e, 2, ab, labels, 2, lo, NULL, &r), TF_ERR_INVALID_ARGUMENT,
              "out");
  EXPECT_FAIL(tf_matmul(e, a, b, &r), TF_ERR_INVALID_ARGUMENT, "out");
  assert_ptr_equal(r, (tf_tensor*)0x1);
  tf_tensor_release(a);
  tf_tensor_release(b);
  /* outer products of zero-stride views: {2^32} x {2^32} */
  {
    double one = 1.0;
    int64_t s[1] = {(int64_t)1 << 32}, z[1] = {0};
    tf_tensor* x = tu_wrap(TF_F64, 1, s, z, &one);
    const tf_tensor* xx[2] = {x, x};
    EXPECT_FAIL(tf_einsum(e, "i,j->ij", 2, xx, NULL, &r), TF_ERR_INVALID_ARGUMENT, "out");
    EXPECT_FAIL(tf_tensordot(e, x, x, 0, NULL, NULL, 0, 0, &r), TF_ERR_INVALID_ARGUMENT,
                "out");
    /* an intermediate: operands 0 and 1 first, whose (i, j) outer product
     * (2^64 elements) operands 2 and 3 still need; the result is a scalar */
    {
      const tf_tensor* x4[4] = {x, x, x, x};
      int32_t path[6] = {0, 1, 0, 1, 0, 1};
      tf_einsum_options o;
      memset(&o, 0, sizeof o);
      o.struct_size = sizeof o;
      o.path = path;
      o.path_len = 3;
      EXPECT_FAIL(tf_einsum(e, "i,j,i,j->", 4, x4, &o, &r), TF_ERR_INVALID_ARGUMENT,
                  "intermediate");
      EXPECT_MSG_CONTAINS("4294967296");
    }
    assert_ptr_equal(r, (tf_tensor*)0x1);
    tf_tensor_release(x);
  }
}

/* ------------------------------------------------- 1. cast of a huge view */
static void result_size_cast(void** state) {
  tf_engine* e = (tf_engine*)*state;
  float one = 1.0f;
  int64_t s[2] = {(int64_t)1 << 30, (int64_t)1 << 30}, z[2] = {0, 0};
  tf_tensor* x = tu_wrap(TF_F32, 2, s, z, &one); /* 2^62 bytes as f32: accepted */
  tf_tensor* r = (tf_tensor*)0x1;
  EXPECT_FAIL(tf_cast(e, x, TF_C128, &r), TF_ERR_INVALID_ARGUMENT, "out"); /* 2^64 bytes */
  EXPECT_MSG_CONTAINS("1073741824");
  assert_ptr_equal(r, (tf_tensor*)0x1);
  EXPECT_FAIL(tf_unary(e, TF_UNARY_EXP, x, &r), TF_ERR_OUT_OF_MEMORY, NULL); /* 2^62 fits */
  tf_tensor_release(x);
}

/* ------------------------------------------- 2. broadcast result sizes */
static void result_size_broadcast(void** state) {
  tf_engine* e = (tf_engine*)*state;
  double v = 1.0;
  int64_t sx[2] = {48, 1}, sy[2] = {1, BIGJ}, z[2] = {0, 0};
  tf_tensor* x = tu_wrap(TF_F64, 2, sx, z, &v);
  tf_tensor* y = tu_wrap(TF_F64, 2, sy, z, &v);
  tf_tensor* r = (tf_tensor*)0x1;
  EXPECT_FAIL(tf_add(e, x, y, &r), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_MSG_CONTAINS("384307168202282326");
  EXPECT_FAIL(tf_mul(e, x, y, &r), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_FAIL(tf_binary(e, TF_BINARY_SUB, x, y, &r), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_FAIL(tf_axpby(e, ONE, x, ONE, y, &r), TF_ERR_INVALID_ARGUMENT, "out");
  assert_ptr_equal(r, (tf_tensor*)0x1);
  tf_tensor_release(x);
  tf_tensor_release(y);
}

/* The allocating calls of a valid tensor stay consistent: numel matches. */
static void result_size_numel(void** state) {
  tf_engine* e = (tf_engine*)*state;
  double v[6] = {1, 2, 3, 4, 5, 6};
  int64_t sx[2] = {2, 1}, sy[2] = {1, 3};
  tf_tensor* x = tu_wrap(TF_F64, 2, sx, NULL, v);
  tf_tensor* y = tu_wrap(TF_F64, 2, sy, NULL, v);
  tf_tensor* r = NULL;
  int64_t n = 0;
  CHECK_OK(tf_add(e, x, y, &r));
  CHECK_OK(tf_tensor_numel(r, &n));
  assert_int_equal(n, 6);
  tf_tensor_release(r);
  tf_tensor_release(x);
  tf_tensor_release(y);
}

/* ------------------------------------------------------ 3. program sizes */
static void program_size_inputs(void** state) {
  (void)state;
  tf_program* p = NULL;
  int32_t s = -7, r = -7;
  int64_t big[2] = {(int64_t)1 << 32, (int64_t)1 << 32}, huge[2] = {INT64_MAX, 2};
  int64_t ok[2] = {(int64_t)1 << 31, (int64_t)1 << 31}, to[1] = {(int64_t)1 << 62};
  CHECK_OK(tf_program_create(&p));
  EXPECT_FAIL(tf_program_input(p, TF_F64, 2, big, &s), TF_ERR_INVALID_ARGUMENT, "shape");
  EXPECT_MSG_CONTAINS("4294967296");
  EXPECT_FAIL(tf_program_input(p, TF_F64, 2, huge, &s), TF_ERR_INVALID_ARGUMENT, "shape");
  assert_int_equal(s, -7);
  /* f32 {2^31, 2^31}: 2^62 elements fit, 2^64 bytes do not */
  EXPECT_FAIL(tf_program_input(p, TF_F32, 2, ok, &s), TF_ERR_INVALID_ARGUMENT, "shape");
  assert_int_equal(s, -7);
  {
    int64_t fits[2] = {(int64_t)1 << 30, (int64_t)1 << 30}, flat[1] = {(int64_t)1 << 60};
    int64_t wide[2] = {(int64_t)1 << 31, (int64_t)1 << 31};
    CHECK_OK(tf_program_input(p, TF_F32, 2, fits, &s)); /* 2^62 bytes */
    /* reshape of a valid input to a shape whose product overflows */
    EXPECT_FAIL(tf_program_reshape(p, s, 2, wide, &r), TF_ERR_INVALID_ARGUMENT, "shape");
    EXPECT_FAIL(tf_program_reshape(p, s, 2, huge, &r), TF_ERR_INVALID_ARGUMENT, "shape");
    assert_int_equal(r, -7);
    CHECK_OK(tf_program_reshape(p, s, 1, flat, &r));
  }
  (void)to;
  tf_program_release(p);
}

/* Records x -> f(x) -> sum; prepare (or the recording) must refuse. */
static void expect_program_refused(tf_engine* e, tf_program* p, int32_t slot, tf_status rec) {
  tf_prepared* pp = (tf_prepared*)0x1;
  int32_t red = -1;
  if (rec != TF_OK) {
    assert_int_equal(rec, TF_ERR_INVALID_ARGUMENT);
    tf_program_release(p);
    return;
  }
  CHECK_OK(tf_program_reduce(p, TF_REDUCE_SUM, slot, 0, NULL, 0, &red));
  CHECK_OK(tf_program_output(p, red));
  EXPECT_FAIL(tf_program_prepare(e, p, NULL, &pp), TF_ERR_INVALID_ARGUMENT, NULL);
  assert_ptr_equal(pp, (tf_prepared*)0x1);
  tf_program_release(p);
}

static void program_size_intermediates(void** state) {
  tf_engine* e = (tf_engine*)*state;
  int64_t s2_0[2] = {(int64_t)1 << 32, 0}, s0_2[2] = {0, (int64_t)1 << 32};
  int64_t s1[1] = {(int64_t)1 << 32}, s48[2] = {48, 1}, sj[2] = {1, BIGJ};
  int64_t sc[2] = {(int64_t)1 << 30, (int64_t)1 << 30};
  tf_program* p;
  int32_t a, b, c = -1;
  /* matmul {2^32, 0} @ {0, 2^32} */
  CHECK_OK(tf_program_create(&p));
  CHECK_OK(tf_program_input(p, TF_F64, 2, s2_0, &a));
  CHECK_OK(tf_program_input(p, TF_F64, 2, s0_2, &b));
  expect_program_refused(e, p, c, tf_program_matmul(p, a, b, &c));
  /* outer-product einsum and tensordot */
  CHECK_OK(tf_program_create(&p));
  CHECK_OK(tf_program_input(p, TF_F64, 1, s1, &a));
  {
    const int32_t ops[2] = {a, a};
    expect_program_refused(e, p, c, tf_program_einsum(p, "i,j->ij", 2, ops, NULL, &c));
  }
  CHECK_OK(tf_program_create(&p));
  CHECK_OK(tf_program_input(p, TF_F64, 1, s1, &a));
  expect_program_refused(e, p, c, tf_program_tensordot(p, a, a, 0, NULL, NULL, 0, 0, &c));
  /* c128 cast of f32 {2^30, 2^30} */
  CHECK_OK(tf_program_create(&p));
  CHECK_OK(tf_program_input(p, TF_F32, 2, sc, &a));
  expect_program_refused(e, p, c, tf_program_cast(p, a, TF_C128, &c));
  /* broadcast add {48, 1} + {1, BIGJ} */
  CHECK_OK(tf_program_create(&p));
  CHECK_OK(tf_program_input(p, TF_F64, 2, s48, &a));
  CHECK_OK(tf_program_input(p, TF_F64, 2, sj, &b));
  expect_program_refused(e, p, c, tf_program_binary(p, TF_BINARY_ADD, a, b, &c));
  /* the same with dynamic extents: refused when the signature is planned */
  {
    int64_t d2[2] = {TF_DYNAMIC, 1}, d3[2] = {1, TF_DYNAMIC};
    int32_t red, out;
    tf_prepared* pp = NULL;
    double v = 1.0;
    int64_t z[2] = {0, 0};
    tf_tensor *x = tu_wrap(TF_F64, 2, s48, z, &v), *y = tu_wrap(TF_F64, 2, sj, z, &v);
    const tf_tensor* in[2] = {x, y};
    tf_tensor* o = NULL;
    CHECK_OK(tf_program_create(&p));
    CHECK_OK(tf_program_input(p, TF_F64, 2, d2, &a));
    CHECK_OK(tf_program_input(p, TF_F64, 2, d3, &b));
    CHECK_OK(tf_program_binary(p, TF_BINARY_ADD, a, b, &c));
    CHECK_OK(tf_program_reduce(p, TF_REDUCE_SUM, c, 0, NULL, 0, &red));
    CHECK_OK(tf_program_output(p, red));
    CHECK_OK(tf_program_prepare(e, p, NULL, &pp));
    CHECK_OK(tf_tensor_empty(e, TF_F64, 0, NULL, TF_ROW_MAJOR, &o));
    EXPECT_FAIL(tf_program_run(e, pp, in, 2, &o, 1), TF_ERR_INVALID_ARGUMENT, NULL);
    (void)out;
    tf_tensor_release(o);
    tf_prepared_release(pp);
    tf_program_release(p);
    tf_tensor_release(x);
    tf_tensor_release(y);
  }
}

/* ----------------------------------------------------- 4. long subscripts */
static void long_subscripts(void** state) {
  tf_engine* e = (tf_engine*)*state;
  const size_t pad = (size_t)1 << 20;
  char* s = (char*)malloc(pad + 16);
  double v[6] = {1, 2, 3, 4, 5, 6}, got[6];
  int64_t sh[2] = {2, 3}, rs[2] = {0, 0};
  tf_tensor* x = tu_wrap(TF_F64, 2, sh, NULL, v);
  const tf_tensor* ops[1] = {x};
  tf_tensor* r = NULL;
  int i, j;
  assert_non_null(s);
  memcpy(s, "ij", 2);
  memset(s + 2, ' ', pad);
  strcpy(s + 2 + pad, "->ji");
  CHECK_OK(tf_einsum(e, s, 1, ops, NULL, &r));
  CHECK_OK(tf_tensor_shape(r, rs));
  assert_int_equal(rs[0], 3);
  assert_int_equal(rs[1], 2);
  CHECK_OK(tf_tensor_read(r, TF_ROW_MAJOR, got, sizeof got));
  for (i = 0; i < 3; ++i)
    for (j = 0; j < 2; ++j) assert_true(got[i * 2 + j] == v[j * 3 + i]);
  tf_tensor_release(r);
  r = (tf_tensor*)0x1;
  strcpy(s + 2 + pad, ",jk");
  EXPECT_FAIL(tf_einsum(e, s, 1, ops, NULL, &r), TF_ERR_INVALID_ARGUMENT, "n");
  strcpy(s + 2 + pad, "->j!");
  EXPECT_FAIL(tf_einsum(e, s, 1, ops, NULL, &r), TF_ERR_INVALID_ARGUMENT, "subscripts");
  assert_ptr_equal(r, (tf_tensor*)0x1);
  {
    tf_program* p;
    int32_t a, c = -5;
    CHECK_OK(tf_program_create(&p));
    CHECK_OK(tf_program_input(p, TF_F64, 2, sh, &a));
    EXPECT_FAIL(tf_program_einsum(p, s, 1, &a, NULL, &c), TF_ERR_INVALID_ARGUMENT,
                "subscripts");
    assert_int_equal(c, -5);
    tf_program_release(p);
  }
  free(s);
  tf_tensor_release(x);
}

/* -------------------------------------------- 5. paths with an extent 0 */
static void empty_path(void** state) {
  tf_engine* e = (tf_engine*)*state;
  int64_t s0[2] = {2, 0}, s1[2] = {0, 3};
  tf_tensor* a = tu_wrap(TF_F64, 2, s0, NULL, NULL);
  tf_tensor* b = tu_wrap(TF_F64, 2, s1, NULL, NULL);
  const tf_tensor* ab[2] = {a, b};
  int32_t bad[2] = {0, 5}, good[2] = {0, 1};
  tf_einsum_options o;
  tf_tensor* r = (tf_tensor*)0x1;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.path = bad;
  o.path_len = 1;
  EXPECT_FAIL(tf_einsum(e, "ij,jk->ik", 2, ab, &o, &r), TF_ERR_INVALID_ARGUMENT, "path");
  assert_ptr_equal(r, (tf_tensor*)0x1);
  o.path_len = 3;
  EXPECT_FAIL(tf_einsum(e, "ij,jk->ik", 2, ab, &o, &r), TF_ERR_INVALID_ARGUMENT, NULL);
  o.path = good;
  o.path_len = 1;
  CHECK_OK(tf_einsum(e, "ij,jk->ik", 2, ab, &o, &r));
  {
    double got[6];
    int i;
    CHECK_OK(tf_tensor_read(r, TF_ROW_MAJOR, got, sizeof got));
    for (i = 0; i < 6; ++i) assert_true(got[i] == 0.0);
  }
  tf_tensor_release(r);
  tf_tensor_release(a);
  tf_tensor_release(b);
}

/* --------------------------------------------------- 6. real beta, im set */
static void real_beta_im(void** state) {
  tf_engine* e = (tf_engine*)*state;
  const tf_scalar beta = {0.0, 5.0};
  double av[4] = {1, 2, 3, 4}, bv[4] = {5, 6, 7, 8}, ov[4], want[4];
  int64_t s[2] = {2, 2};
  tf_tensor *a = tu_wrap(TF_F64, 2, s, NULL, av), *b = tu_wrap(TF_F64, 2, s, NULL, bv);
  tf_tensor* o = tu_wrap(TF_F64, 2, s, NULL, ov);
  const tf_tensor* ab[2] = {a, b};
  int32_t ax_a[1] = {1}, ax_b[1] = {0}, la[2] = {0, 1}, lb[2] = {1, 2}, lo[2] = {0, 2};
  const int32_t* labels[2] = {la, lb};
  int i, j, k, call;
  for (i = 0; i < 2; ++i)
    for (j = 0; j < 2; ++j) {
      want[i * 2 + j] = 0;
      for (k = 0; k < 2; ++k) want[i * 2 + j] += av[i * 2 + k] * bv[k * 2 + j];
    }
  for (call = 0; call < 4; ++call) {
    for (i = 0; i < 4; ++i) ov[i] = NAN;
    switch (call) {
      case 0: CHECK_OK(tf_matmul_acc(e, TF_OP_N, a, TF_OP_N, b, ONE, beta, o)); break;
      case 1: CHECK_OK(tf_tensordot_acc(e, a, b, 1, ax_a, ax_b, 0, 0, ONE, beta, o)); break;
      case 2: CHECK_OK(tf_einsum_acc(e, "ij,jk->ik", 2, ab, NULL, ONE, beta, o)); break;
      default:
        CHECK_OK(tf_einsum_labels_acc(e, 2, ab, labels, 2, lo, NULL, ONE, beta, o));
    }
    for (i = 0; i < 4; ++i) {
      if (ov[i] != want[i]) print_error("call %d: out[%d] = %g, expected %g\n", call, i, ov[i], want[i]);
      assert_true(ov[i] == want[i]);
    }
  }
  /* the program form: c = -1 is allowed with beta = 0 */
  {
    tf_program* p;
    tf_prepared* pp = NULL;
    int32_t x, y, c = -1;
    const tf_tensor* in[2] = {a, b};
    CHECK_OK(tf_program_create(&p));
    CHECK_OK(tf_program_input(p, TF_F64, 2, s, &x));
    CHECK_OK(tf_program_input(p, TF_F64, 2, s, &y));
    CHECK_OK(tf_program_matmul_acc(p, TF_OP_N, x, TF_OP_N, y, ONE, beta, -1, &c));
    CHECK_OK(tf_program_output(p, c));
    CHECK_OK(tf_program_prepare(e, p, NULL, &pp));
    for (i = 0; i < 4; ++i) ov[i] = NAN;
    CHECK_OK(tf_program_run(e, pp, in, 2, &o, 1));
    for (i = 0; i < 4; ++i) assert_true(ov[i] == want[i]);
    tf_prepared_release(pp);
    tf_program_release(p);
  }
  tf_tensor_release(a);
  tf_tensor_release(b);
  tf_tensor_release(o);
}

/* ------------------------------------------- 7. self-overlapping outputs */
static void self_overlap_out(void** state) {
  tf_engine* e = (tf_engine*)*state;
  double av[4] = {4, 1, 1, 3}, bv[4] = {1, 2, 3, 4}, ov[16];
  int64_t s[2] = {2, 2}, z0[2] = {0, 1}, ov_st[2] = {1, 1}, s1[1] = {2}, z1[1] = {0};
  tf_tensor *a = tu_wrap(TF_F64, 2, s, NULL, av), *b = tu_wrap(TF_F64, 2, s, NULL, bv);
  const tf_tensor* ab[2] = {a, b};
  int32_t ax_a[1] = {1}, ax_b[1] = {0};
  int32_t piv[2];
  int pass;
  for (pass = 0; pass < 2; ++pass) {
    /* a zero stride, then strides {1, 1}: (0,1) and (1,0) share memory */
    tf_tensor* o = tu_wrap(TF_F64, 2, s, pass ? ov_st : z0, ov);
    tf_tensor* v1 = tu_wrap(TF_F64, 1, s1, z1, ov);
    fill_canary(ov, sizeof ov);
    EXPECT_FAIL(tf_matmul_into(e, a, b, o), TF_ERR_INVALID_ARGUMENT, "out");
    EXPECT_FAIL(tf_matmul_acc(e, TF_OP_N, a, TF_OP_N, b, ONE, ONE, o), TF_ERR_INVALID_ARGUMENT,
                "out");
    EXPECT_FAIL(tf_einsum_into(e, "ij,jk->ik", 2, ab, NULL, o), TF_ERR_INVALID_ARGUMENT, "out");
    EXPECT_FAIL(tf_tensordot_into(e, a, b, 1, ax_a, ax_b, 0, 0, o), TF_ERR_INVALID_ARGUMENT,
                "out");
    EXPECT_FAIL(tf_solve_into(e, a, b, o), TF_ERR_INVALID_ARGUMENT, "x");
    EXPECT_FAIL(tf_inv_into(e, a, o), TF_ERR_INVALID_ARGUMENT, "x");
    EXPECT_FAIL(tf_cholesky_into(e, a, o), TF_ERR_INVALID_ARGUMENT, "l");
    EXPECT_FAIL(tf_lu_into(e, a, o, piv, 2), TF_ERR_INVALID_ARGUMENT, "lu");
    EXPECT_FAIL(tf_solve_triangular_into(e, a, b, 1, TF_OP_N, 0, o), TF_ERR_INVALID_ARGUMENT,
                "x");
    EXPECT_FAIL(tf_qr_into(e, a, 0, o, o), TF_ERR_INVALID_ARGUMENT, NULL);
    EXPECT_FAIL(tf_eigvalsh_into(e, a, v1), TF_ERR_INVALID_ARGUMENT, "w");
    EXPECT_FAIL(tf_copy_into(e, a, o), TF_ERR_INVALID_ARGUMENT, "dst");
    EXPECT_FAIL(tf_add_into(e, a, b, o), TF_ERR_INVALID_ARGUMENT, "out");
    assert_true(is_canary(ov, sizeof ov));
    /* a program's outputs */
    {
      tf_program* p;
      tf_prepared* pp = NULL;
      int32_t x, y, c;
      const tf_tensor* in[2] = {a, b};
      CHECK_OK(tf_program_create(&p));
      CHECK_OK(tf_program_input(p, TF_F64, 2, s, &x));
      CHECK_OK(tf_program_input(p, TF_F64, 2, s, &y));
      CHECK_OK(tf_program_matmul(p, x, y, &c));
      CHECK_OK(tf_program_output(p, c));
      CHECK_OK(tf_program_prepare(e, p, NULL, &pp));
      EXPECT_FAIL(tf_program_run(e, pp, in, 2, &o, 1), TF_ERR_INVALID_ARGUMENT, "outputs");
      assert_true(is_canary(ov, sizeof ov));
      tf_prepared_release(pp);
      tf_program_release(p);
    }
    tf_tensor_release(o);
    tf_tensor_release(v1);
  }
  /* legal strided outputs stay accepted: a transposed and a sliced view */
  {
    int64_t tr[2] = {1, 2}, sl[2] = {8, 2};
    tf_tensor* o = tu_wrap(TF_F64, 2, s, tr, ov);
    CHECK_OK(tf_matmul_into(e, a, b, o));
    tf_tensor_release(o);
    o = tu_wrap(TF_F64, 2, s, sl, ov);
    CHECK_OK(tf_einsum_into(e, "ij,jk->ik", 2, ab, NULL, o));
    CHECK_OK(tf_inv_into(e, a, o));
    tf_tensor_release(o);
  }
  tf_tensor_release(a);
  tf_tensor_release(b);
}

/* --------------------------------------------------- 8. misaligned data */
static void misaligned_wrap(void** state) {
  tf_engine* e = (tf_engine*)*state;
  double buf[8] = {0};
  char* p = (char*)buf + 1;
  int64_t s[1] = {4};
  tf_tensor* t = (tf_tensor*)0x1;
  tf_tensor* ok = NULL;
  EXPECT_FAIL(tf_tensor_wrap(TF_F64, 1, s, NULL, p, &t), TF_ERR_INVALID_ARGUMENT, "data");
  EXPECT_MSG_CONTAINS("aligned");
  EXPECT_FAIL(tf_tensor_wrap(TF_F32, 1, s, NULL, (char*)buf + 2, &t), TF_ERR_INVALID_ARGUMENT,
              "data");
  EXPECT_FAIL(tf_tensor_wrap(TF_C128, 1, s, NULL, (char*)buf + 4, &t), TF_ERR_INVALID_ARGUMENT,
              "data");
  /* from_data copies bytes: any alignment is fine */
  CHECK_OK(tf_tensor_from_data(e, TF_F64, 1, s, NULL, p, TF_ROW_MAJOR, &ok));
  tf_tensor_release(ok);
  assert_ptr_equal(t, (tf_tensor*)0x1);
  CHECK_OK(tf_tensor_wrap(TF_F32, 1, s, NULL, (char*)buf + 4, &ok)); /* 4 is enough */
  EXPECT_FAIL(tf_tensor_rebind(ok, (char*)buf + 5), TF_ERR_INVALID_ARGUMENT, "data");
  tf_tensor_release(ok);
  CHECK_OK(tf_tensor_wrap(TF_C64, 1, s, NULL, (char*)buf + 4, &ok)); /* c64: 4 bytes */
  tf_tensor_release(ok);
}

/* ------------------------------------------ 11. c128 sum (vector kernel) */
static void c128_sum(void** state) {
  tf_engine* e = (tf_engine*)*state;
  double v[18];
  int64_t s[2] = {3, 3};
  tf_tensor *x, *r = NULL;
  double got[2];
  int i;
  for (i = 0; i < 9; ++i) { v[2 * i] = i + 1; v[2 * i + 1] = -(double)i; }
  x = tu_wrap(TF_C128, 2, s, NULL, v);
  CHECK_OK(tf_reduce(e, TF_REDUCE_SUM, x, 0, NULL, 0, &r));
  CHECK_OK(tf_tensor_read(r, TF_ROW_MAJOR, got, sizeof got));
  assert_true(got[0] == 45.0 && got[1] == -36.0);
  tf_tensor_release(r);
  tf_tensor_release(x);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(result_size_contractions, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(result_size_cast, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(result_size_broadcast, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(result_size_numel, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(program_size_inputs, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(program_size_intermediates, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(long_subscripts, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(empty_path, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(real_beta_im, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(self_overlap_out, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(misaligned_wrap, tu_serial_setup, tu_engine_teardown),
      cmocka_unit_test_setup_teardown(c128_sum, tu_serial_setup, tu_engine_teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
