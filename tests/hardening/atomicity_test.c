/*
 * atomicity_test.c -- error atomicity, table-driven: every case makes one
 * failing call on a serial and on a pooled engine with every output primed
 * (0xA5 canary bytes in output buffers and tensors, sentinel handles), then
 * checks
 *   - the status is the expected error class and tf_last_error() is set,
 *   - every output is byte-identical / the sentinel is untouched,
 *   - the engine stays usable: a following valid call of the same family
 *     (the case's `ok` function, where it has one) and a valid tf_matmul and
 *     tf_matmul_into succeed with the correct result.
 * Families: matmul, tensor creation/wrap/read, engine and plan cache, unary,
 * binary, reduce, permute/reshape/cast, tensordot, einsum, svd, qr, solve,
 * cholesky, program run, DLPack import (deleter called exactly once).
 * Adding an operation: one function + one line in CASES.
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

#define SENT_T ((tf_tensor*)0x5157)
#define SENT_E ((tf_engine*)0x5157)

static const tf_scalar ONE = {1.0, 0.0};

/* Fixture: 2x2 f64 operands, a 2x2 canary output wrapped over `canary`. */
typedef struct ctx {
  tf_engine* e;
  double ad[4], bd[4];
  double canary[64]; /* output memory, 0xA5 */
  tf_tensor *a, *b, *out;
  tf_tensor* ret;    /* allocating calls write here: must stay SENT_T */
  tf_tensor *ret2, *ret3; /* more results (svd, qr): must stay SENT_T */
  int32_t piv[8];    /* canary int output */
} ctx;

/* ---------------------------------------------------------------- cases */
/* Each makes one call that must fail with the status it returns via *want. */
typedef tf_status (*case_fn)(ctx* c, tf_status* want);

static tf_status into_shape(ctx* c, tf_status* want) {
  int64_t s[2] = {2, 3};
  tf_tensor* o = tu_wrap(TF_F64, 2, s, NULL, c->canary);
  tf_status st = tf_matmul_into(c->e, c->a, c->b, o);
  tf_tensor_release(o);
  *want = TF_ERR_SHAPE_MISMATCH;
  return st;
}
static tf_status into_dtype(ctx* c, tf_status* want) {
  int64_t s[2] = {2, 2};
  tf_tensor* o = tu_wrap(TF_F32, 2, s, NULL, c->canary);
  tf_status st = tf_matmul_into(c->e, c->a, c->b, o);
  tf_tensor_release(o);
  *want = TF_ERR_DTYPE_MISMATCH;
  return st;
}
static tf_status into_overlap(ctx* c, tf_status* want) {
  /* a and out over the same canary memory: nothing may be written. */
  int64_t s[2] = {2, 2};
  tf_tensor* a = tu_wrap(TF_F64, 2, s, NULL, c->canary);
  tf_tensor* o = tu_wrap(TF_F64, 2, s, NULL, c->canary);
  tf_status st = tf_matmul_into(c->e, a, c->b, o);
  tf_tensor_release(a);
  tf_tensor_release(o);
  *want = TF_ERR_INVALID_ARGUMENT;
  return st;
}
static tf_status into_rank0(ctx* c, tf_status* want) {
  tf_tensor* o = tu_wrap(TF_F64, 0, NULL, NULL, c->canary);
  tf_status st = tf_matmul_into(c->e, c->a, c->b, o);
  tf_tensor_release(o);
  *want = TF_ERR_SHAPE_MISMATCH;
  return st;
}
static tf_status acc_bad_op(ctx* c, tf_status* want) {
  *want = TF_ERR_INVALID_ARGUMENT;
  return tf_matmul_acc(c->e, (tf_op)7, c->a, TF_OP_N, c->b, ONE, ONE, c->out);
}
static tf_status acc_bad_op_b(ctx* c, tf_status* want) {
  *want = TF_ERR_INVALID_ARGUMENT;
  return tf_matmul_acc(c->e, TF_OP_N, c->a, (tf_op)-1, c->b, ONE, ONE, c->out);
}
static tf_status acc_inner(ctx* c, tf_status* want) {
  int64_t s[2] = {3, 2};
  double bd[6] = {0};
  tf_tensor* b = tu_wrap(TF_F64, 2, s, NULL, bd);
  tf_status st;
  *want = TF_ERR_SHAPE_MISMATCH;
  st = tf_matmul_acc(c->e, TF_OP_N, c->a, TF_OP_N, b, ONE, ONE, c->out);
  tf_tensor_release(b);
  return st;
}
static tf_status alloc_rank1(ctx* c, tf_status* want) {
  int64_t s[1] = {4};
  tf_tensor* v = tu_wrap(TF_F64, 1, s, NULL, c->ad);
  tf_status st = tf_matmul(c->e, v, c->b, &c->ret);
  tf_tensor_release(v);
  *want = TF_ERR_INVALID_ARGUMENT;
  return st;
}
static tf_status alloc_dtype(ctx* c, tf_status* want) {
  int64_t s[2] = {2, 2};
  float f[4] = {0};
  tf_tensor* b = tu_wrap(TF_F32, 2, s, NULL, f);
  tf_status st = tf_matmul(c->e, c->a, b, &c->ret);
  tf_tensor_release(b);
  *want = TF_ERR_DTYPE_MISMATCH;
  return st;
}
static tf_status alloc_batch(ctx* c, tf_status* want) {
  int64_t sa[3] = {2, 2, 2}, sb[3] = {3, 2, 2}, z[3] = {0, 2, 1};
  tf_tensor* a = tu_wrap(TF_F64, 3, sa, z, c->ad);
  tf_tensor* b = tu_wrap(TF_F64, 3, sb, z, c->bd);
  tf_status st = tf_matmul(c->e, a, b, &c->ret);
  tf_tensor_release(a);
  tf_tensor_release(b);
  *want = TF_ERR_SHAPE_MISMATCH;
  return st;
}
static tf_status alloc_oom(ctx* c, tf_status* want) {
  /* 2^20 x 1 @ 1 x 2^20 from one element each (stride 0): an 8 TiB result. */
  int64_t sa[2] = {1 << 20, 1}, sb[2] = {1, 1 << 20}, z[2] = {0, 0};
  tf_tensor* a = tu_wrap(TF_F64, 2, sa, z, c->ad);
  tf_tensor* b = tu_wrap(TF_F64, 2, sb, z, c->bd);
  tf_status st = tf_matmul(c->e, a, b, &c->ret);
  tf_tensor_release(a);
  tf_tensor_release(b);
  *want = TF_ERR_OUT_OF_MEMORY;
  return st;
}
static tf_status read_small(ctx* c, tf_status* want) {
  *want = TF_ERR_INVALID_ARGUMENT;
  return tf_tensor_read(c->a, TF_ROW_MAJOR, c->canary, 4 * sizeof(double) - 1);
}
static tf_status read_layout(ctx* c, tf_status* want) {
  *want = TF_ERR_INVALID_ARGUMENT;
  return tf_tensor_read(c->a, (tf_layout)9, c->canary, sizeof c->canary);
}
static tf_status from_data_negative(ctx* c, tf_status* want) {
  int64_t s[2] = {2, 2}, st_[2] = {2, -1};
  *want = TF_ERR_INVALID_ARGUMENT;
  return tf_tensor_from_data(c->e, TF_F64, 2, s, st_, c->ad + 1, TF_ROW_MAJOR, &c->ret);
}
static tf_status empty_dtype(ctx* c, tf_status* want) {
  int64_t s[2] = {2, 2};
  *want = TF_ERR_INVALID_ARGUMENT;
  return tf_tensor_empty(c->e, (tf_dtype)42, 2, s, TF_ROW_MAJOR, &c->ret);
}
static tf_status zeros_overflow(ctx* c, tf_status* want) {
  int64_t s[3] = {INT64_C(1) << 31, INT64_C(1) << 31, 4};
  *want = TF_ERR_INVALID_ARGUMENT;
  return tf_tensor_zeros(c->e, TF_F64, 3, s, TF_ROW_MAJOR, &c->ret);
}
static tf_status zeros_oom(ctx* c, tf_status* want) {
  int64_t s[2] = {INT64_C(1) << 20, INT64_C(1) << 20};
  *want = TF_ERR_OUT_OF_MEMORY;
  return tf_tensor_zeros(c->e, TF_F64, 2, s, TF_ROW_MAJOR, &c->ret);
}
static tf_status wrap_negative_dim(ctx* c, tf_status* want) {
  int64_t s[2] = {2, -2};
  *want = TF_ERR_INVALID_ARGUMENT;
  return tf_tensor_wrap(TF_F64, 2, s, NULL, c->ad, &c->ret);
}
static tf_status wrap_offset_int64_max(ctx* c, tf_status* want) {
  /* The last element's offset is exactly INT64_MAX: offset + 1 overflows
   * (was signed-overflow UB in the stride check; found by fuzz_dlpack). */
  int64_t s[1] = {2}, st_[1] = {INT64_MAX};
  *want = TF_ERR_INVALID_ARGUMENT;
  return tf_tensor_wrap(TF_F64, 1, s, st_, c->ad, &c->ret);
}
static tf_status wrap_rank(ctx* c, tf_status* want) {
  int64_t s[TF_MAX_RANK + 1] = {0};
  *want = TF_ERR_INVALID_ARGUMENT;
  return tf_tensor_wrap(TF_F64, TF_MAX_RANK + 1, s, NULL, c->ad, &c->ret);
}
static tf_status rebind_owned(ctx* c, tf_status* want) {
  void* before = NULL;
  void* after = NULL;
  tf_status st;
  int64_t s[2] = {2, 2};
  tf_tensor* owned = NULL;
  CHECK_OK(tf_tensor_from_data(c->e, TF_F64, 2, s, NULL, c->ad, TF_ROW_MAJOR, &owned));
  CHECK_OK(tf_tensor_data(owned, &before));
  st = tf_tensor_rebind(owned, c->canary);
  CHECK_OK(tf_tensor_data(owned, &after));
  assert_ptr_equal(before, after);
  st = tf_tensor_rebind(owned, c->canary); /* again, so its message is the last */
  tf_tensor_release(owned);                 /* (release does not touch the message) */
  *want = TF_ERR_INVALID_ARGUMENT;
  return st;
}
static tf_status stats_small(ctx* c, tf_status* want) {
  tf_engine_stats* s = (tf_engine_stats*)(void*)c->canary;
  tf_status st;
  s->struct_size = 4;
  st = tf_engine_get_stats(c->e, s);
  s->struct_size = (size_t)0xA5A5A5A5A5A5A5A5ull; /* restore the canary */
  *want = TF_ERR_INVALID_ARGUMENT;
  return st;
}
static tf_status engine_bad_kind(ctx* c, tf_status* want) {
  tf_engine_options o;
  tf_engine* e = SENT_E;
  tf_status st;
  (void)c;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.kind = (tf_engine_kind)5;
  st = tf_engine_create(&o, &e);
  assert_ptr_equal(e, SENT_E);
  *want = TF_ERR_INVALID_ARGUMENT;
  return st;
}
static tf_status cache_bad_size(ctx* c, tf_status* want) {
  tf_plan_cache_options o = {1, 0, 0}; /* struct_size too small */
  tf_plan_cache* p = (tf_plan_cache*)0x5157;
  tf_status st = tf_plan_cache_create(&o, &p);
  (void)c;
  assert_ptr_equal(p, (tf_plan_cache*)0x5157);
  *want = TF_ERR_INVALID_ARGUMENT;
  return st;
}


/* ------------------------------------------------ elementwise and layout */
static tf_tensor* canary_out(ctx* c, tf_dtype dt, int32_t nd, const int64_t* s) {
  return tu_wrap(dt, nd, s, NULL, c->canary);
}
static tf_status unary_into_shape(ctx* c, tf_status* want) {
  int64_t s[2] = {2, 3};
  tf_tensor* o = canary_out(c, TF_F64, 2, s);
  tf_status st = tf_unary_into(c->e, TF_UNARY_EXP, c->a, o);
  tf_tensor_release(o);
  *want = TF_ERR_SHAPE_MISMATCH;
  return st;
}
static tf_status unary_bad_op(ctx* c, tf_status* want) {
  *want = TF_ERR_INVALID_ARGUMENT;
  return tf_unary(c->e, (tf_unary_op)99, c->a, &c->ret);
}
static tf_status binary_broadcast(ctx* c, tf_status* want) {
  int64_t s[1] = {3};
  tf_tensor* y = tu_wrap(TF_F64, 1, s, NULL, c->bd);
  tf_status st = tf_binary(c->e, TF_BINARY_SUB, c->a, y, &c->ret);
  tf_tensor_release(y);
  *want = TF_ERR_SHAPE_MISMATCH;
  return st;
}
static tf_status binary_into_dtype(ctx* c, tf_status* want) {
  int64_t s[2] = {2, 2};
  tf_tensor* o = canary_out(c, TF_F32, 2, s);
  tf_status st = tf_add_into(c->e, c->a, c->b, o);
  tf_tensor_release(o);
  *want = TF_ERR_DTYPE_MISMATCH;
  return st;
}
static tf_status reduce_axis(ctx* c, tf_status* want) {
  int32_t axes[1] = {5};
  *want = TF_ERR_INVALID_ARGUMENT;
  return tf_reduce(c->e, TF_REDUCE_SUM, c->a, 1, axes, 0, &c->ret);
}
static tf_status reduce_into_shape(ctx* c, tf_status* want) {
  int64_t s[1] = {3};
  int32_t axes[1] = {0};
  tf_tensor* o = canary_out(c, TF_F64, 1, s);
  tf_status st = tf_reduce_into(c->e, TF_REDUCE_MAX, c->a, 1, axes, 0, o);
  tf_tensor_release(o);
  *want = TF_ERR_SHAPE_MISMATCH;
  return st;
}
static tf_status permute_repeat(ctx* c, tf_status* want) {
  int32_t perm[2] = {0, 0};
  *want = TF_ERR_INVALID_ARGUMENT;
  return tf_permute(c->e, c->a, perm, &c->ret);
}
static tf_status permute_into_overlap(ctx* c, tf_status* want) {
  int64_t s[2] = {2, 2};
  int32_t perm[2] = {1, 0};
  tf_tensor* x = tu_wrap(TF_F64, 2, s, NULL, c->canary);
  tf_tensor* o = tu_wrap(TF_F64, 2, s, NULL, c->canary + 1);
  tf_status st = tf_permute_into(c->e, x, perm, o);
  tf_tensor_release(x);
  tf_tensor_release(o);
  *want = TF_ERR_INVALID_ARGUMENT;
  return st;
}
static tf_status reshape_numel(ctx* c, tf_status* want) {
  int64_t s[1] = {5};
  *want = TF_ERR_SHAPE_MISMATCH;
  return tf_reshape(c->e, c->a, 1, s, TF_ROW_MAJOR, &c->ret);
}
static tf_status cast_complex_to_real(ctx* c, tf_status* want) {
  int64_t s[1] = {2};
  tf_tensor* z = tu_wrap(TF_C128, 1, s, NULL, c->ad);
  tf_tensor* o = canary_out(c, TF_F64, 1, s);
  tf_status st = tf_cast_into(c->e, z, o);
  tf_tensor_release(z);
  tf_tensor_release(o);
  *want = TF_ERR_DTYPE_MISMATCH;
  return st;
}
static void check_near(const double* got, const double* want, int n, double tol) {
  int i;
  for (i = 0; i < n; ++i)
    if (!(fabs(got[i] - want[i]) <= tol)) {
      print_error("element %d: %.17g, expected %.17g\n", i, got[i], want[i]);
      fail();
    }
}
static void read4(tf_tensor* t, double* got, int n) {
  CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, got, (size_t)n * sizeof(double)));
}
/* a = [1 2; 3 4], b = [5 6; 7 8] (wrapped, c->a, c->b). */
static void ok_unary(ctx* c) {
  static const double want[4] = {-1, -2, -3, -4};
  double got[4];
  tf_tensor* r = NULL;
  CHECK_OK(tf_unary(c->e, TF_UNARY_NEG, c->a, &r));
  read4(r, got, 4);
  check_near(got, want, 4, 0);
  tf_tensor_release(r);
}
static void ok_binary(ctx* c) {
  static const double want[4] = {6, 8, 10, 12};
  double got[4];
  tf_tensor* r = NULL;
  CHECK_OK(tf_add(c->e, c->a, c->b, &r));
  read4(r, got, 4);
  check_near(got, want, 4, 0);
  tf_tensor_release(r);
}
static void ok_reduce(ctx* c) {
  static const double want[2] = {4, 6};
  int32_t axes[1] = {0};
  double got[2];
  tf_tensor* r = NULL;
  CHECK_OK(tf_reduce(c->e, TF_REDUCE_SUM, c->a, 1, axes, 0, &r));
  read4(r, got, 2);
  check_near(got, want, 2, 0);
  tf_tensor_release(r);
}
static void ok_layout(ctx* c) {
  static const double want[4] = {1, 3, 2, 4};
  int32_t perm[2] = {1, 0};
  int64_t s[1] = {4};
  double got[4];
  tf_tensor *r = NULL, *q = NULL;
  CHECK_OK(tf_permute(c->e, c->a, perm, &r));
  read4(r, got, 4);
  check_near(got, want, 4, 0);
  CHECK_OK(tf_reshape(c->e, r, 1, s, TF_ROW_MAJOR, &q));
  read4(q, got, 4);
  check_near(got, want, 4, 0);
  tf_tensor_release(q);
  tf_tensor_release(r);
}

/* ----------------------------------------------------------- contraction */
static tf_status tensordot_extent(ctx* c, tf_status* want) {
  int64_t s[2] = {3, 2};
  double bd[6] = {0};
  int32_t aa[1] = {1}, ab[1] = {0};
  tf_tensor* b = tu_wrap(TF_F64, 2, s, NULL, bd);
  tf_status st = tf_tensordot_into(c->e, c->a, b, 1, aa, ab, 0, 0, c->out);
  tf_tensor_release(b);
  *want = TF_ERR_SHAPE_MISMATCH;
  return st;
}
static tf_status einsum_bad_label(ctx* c, tf_status* want) {
  const tf_tensor* ops[2];
  ops[0] = c->a;
  ops[1] = c->b;
  *want = TF_ERR_INVALID_ARGUMENT;
  return tf_einsum(c->e, "ij,jk->il", 2, ops, NULL, &c->ret);
}
static tf_status einsum_into_shape(ctx* c, tf_status* want) {
  const tf_tensor* ops[2];
  int64_t s[2] = {2, 3};
  tf_tensor* o = canary_out(c, TF_F64, 2, s);
  tf_status st;
  ops[0] = c->a;
  ops[1] = c->b;
  st = tf_einsum_acc(c->e, "ij,jk->ik", 2, ops, NULL, ONE, ONE, o);
  tf_tensor_release(o);
  *want = TF_ERR_SHAPE_MISMATCH;
  return st;
}
static void ok_contraction(ctx* c) {
  static const double want[4] = {19, 22, 43, 50};
  const tf_tensor* ops[2];
  int32_t aa[1] = {1}, ab[1] = {0};
  double got[4];
  tf_tensor* r = NULL;
  ops[0] = c->a;
  ops[1] = c->b;
  CHECK_OK(tf_einsum(c->e, "ij,jk->ik", 2, ops, NULL, &r));
  read4(r, got, 4);
  check_near(got, want, 4, 0);
  tf_tensor_release(r);
  CHECK_OK(tf_tensordot(c->e, c->a, c->b, 1, aa, ab, 0, 0, &r));
  read4(r, got, 4);
  check_near(got, want, 4, 0);
  tf_tensor_release(r);
}

/* -------------------------------------------------------- linear algebra */
static tf_status svd_nan(ctx* c, tf_status* want) {
  c->ad[2] = NAN;
  *want = TF_ERR_NUMERICAL;
  return tf_svd(c->e, c->a, NULL, &c->ret, &c->ret2, &c->ret3, NULL);
}
static tf_status svd_into_capacity(ctx* c, tf_status* want) {
  /* capacity 1 < kept rank 2: INVALID_ARGUMENT, nothing written. */
  int64_t su[2] = {2, 1}, ss[1] = {1}, sv[2] = {1, 2};
  tf_tensor* u = tu_wrap(TF_F64, 2, su, NULL, c->canary);
  tf_tensor* sv_ = tu_wrap(TF_F64, 1, ss, NULL, c->canary + 8);
  tf_tensor* vh = tu_wrap(TF_F64, 2, sv, NULL, c->canary + 16);
  tf_svd_info* info = (tf_svd_info*)(void*)(c->canary + 32);
  tf_status st;
  info->struct_size = sizeof *info;
  st = tf_svd_into(c->e, c->a, NULL, u, sv_, vh, info);
  fill_canary(&info->struct_size, sizeof info->struct_size);
  tf_tensor_release(u);
  tf_tensor_release(sv_);
  tf_tensor_release(vh);
  *want = TF_ERR_INVALID_ARGUMENT;
  return st;
}
static tf_status qr_into_shape(ctx* c, tf_status* want) {
  int64_t sq[2] = {2, 3}, sr[2] = {2, 2};
  tf_tensor* q = tu_wrap(TF_F64, 2, sq, NULL, c->canary);
  tf_tensor* r = tu_wrap(TF_F64, 2, sr, NULL, c->canary + 8);
  tf_status st = tf_qr_into(c->e, c->a, 1, q, r);
  tf_tensor_release(q);
  tf_tensor_release(r);
  *want = TF_ERR_SHAPE_MISMATCH;
  return st;
}
static tf_status qr_rank1(ctx* c, tf_status* want) {
  int64_t s[1] = {4};
  tf_tensor* v = tu_wrap(TF_F64, 1, s, NULL, c->ad);
  tf_status st = tf_qr(c->e, v, 0, &c->ret, &c->ret2);
  tf_tensor_release(v);
  *want = TF_ERR_INVALID_ARGUMENT;
  return st;
}
static tf_status solve_singular(ctx* c, tf_status* want) {
  c->ad[2] = 2;
  c->ad[3] = 4; /* [1 2; 2 4] */
  *want = TF_ERR_NUMERICAL;
  return tf_solve_into(c->e, c->a, c->b, c->out);
}
static tf_status cholesky_not_pd(ctx* c, tf_status* want) {
  *want = TF_ERR_NUMERICAL; /* [1 2; 3 4]: leading minor 2 is -2 */
  return tf_cholesky_into(c->e, c->a, c->out);
}
static tf_status cholesky_alloc_not_pd(ctx* c, tf_status* want) {
  *want = TF_ERR_NUMERICAL;
  return tf_cholesky(c->e, c->a, &c->ret);
}
static void ok_linalg(ctx* c) {
  /* d = [4 0; 0 9]: svd s = (9, 4); qr (nonneg) q = I, r = d; solve d x = d
   * gives I; cholesky gives [2 0; 0 3]. */
  static const double D[4] = {4, 0, 0, 9}, I[4] = {1, 0, 0, 1}, L[4] = {2, 0, 0, 3};
  static const double S[2] = {9, 4};
  int64_t s2[2] = {2, 2};
  double got[4];
  tf_tensor *d, *u = NULL, *s = NULL, *vh = NULL, *q = NULL, *r = NULL, *x = NULL, *l = NULL;
  CHECK_OK(tf_tensor_from_data(c->e, TF_F64, 2, s2, NULL, D, TF_ROW_MAJOR, &d));
  CHECK_OK(tf_svd(c->e, d, NULL, &u, &s, &vh, NULL));
  read4(s, got, 2);
  check_near(got, S, 2, 1e-12);
  CHECK_OK(tf_qr(c->e, d, 1, &q, &r));
  read4(q, got, 4);
  check_near(got, I, 4, 1e-12);
  read4(r, got, 4);
  check_near(got, D, 4, 1e-12);
  CHECK_OK(tf_solve(c->e, d, d, &x));
  read4(x, got, 4);
  check_near(got, I, 4, 1e-12);
  CHECK_OK(tf_cholesky(c->e, d, &l));
  read4(l, got, 4);
  check_near(got, L, 4, 1e-12);
  tf_tensor_release(l);
  tf_tensor_release(x);
  tf_tensor_release(r);
  tf_tensor_release(q);
  tf_tensor_release(vh);
  tf_tensor_release(s);
  tf_tensor_release(u);
  tf_tensor_release(d);
}

/* --------------------------------------------------------------- programs */
/* x (2x2 f64) -> x @ x. */
static tf_prepared* square_program(tf_engine* e) {
  int64_t s[2] = {2, 2};
  int32_t x, y;
  tf_program* p = NULL;
  tf_prepared* pp = NULL;
  CHECK_OK(tf_program_create(&p));
  CHECK_OK(tf_program_input(p, TF_F64, 2, s, &x));
  CHECK_OK(tf_program_matmul(p, x, x, &y));
  CHECK_OK(tf_program_output(p, y));
  CHECK_OK(tf_program_prepare(e, p, NULL, &pp));
  tf_program_release(p);
  return pp;
}
static tf_status program_run_shape(ctx* c, tf_status* want) {
  int64_t s[2] = {2, 3};
  double xd[6] = {0};
  tf_prepared* pp = square_program(c->e);
  tf_tensor* x = tu_wrap(TF_F64, 2, s, NULL, xd);
  const tf_tensor* in[1];
  tf_tensor* out[1];
  tf_status st;
  in[0] = x;
  out[0] = c->out;
  st = tf_program_run(c->e, pp, in, 1, out, 1);
  tf_tensor_release(x);
  tf_prepared_release(pp);
  *want = TF_ERR_SHAPE_MISMATCH;
  return st;
}
static tf_status program_run_alloc_count(ctx* c, tf_status* want) {
  tf_prepared* pp = square_program(c->e);
  const tf_tensor* in[2];
  tf_tensor* out[1];
  tf_status st;
  in[0] = c->a;
  in[1] = c->b;
  out[0] = SENT_T;
  st = tf_program_run_alloc(c->e, pp, in, 2, out, 1);
  assert_ptr_equal(out[0], SENT_T);
  tf_prepared_release(pp);
  *want = TF_ERR_INVALID_ARGUMENT;
  return st;
}
static tf_status program_prepare_driver(ctx* c, tf_status* want) {
  int64_t s[2] = {2, 2};
  int32_t x, y;
  tf_program* p = NULL;
  tf_prepared* pp = (tf_prepared*)0x5157;
  tf_prepare_options o;
  tf_status st;
  CHECK_OK(tf_program_create(&p));
  CHECK_OK(tf_program_input(p, TF_F64, 2, s, &x));
  CHECK_OK(tf_program_matmul(p, x, x, &y));
  CHECK_OK(tf_program_output(p, y));
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.driver = (tf_program_driver)7;
  st = tf_program_prepare(c->e, p, &o, &pp);
  assert_ptr_equal(pp, (tf_prepared*)0x5157);
  tf_program_release(p);
  *want = TF_ERR_INVALID_ARGUMENT;
  return st;
}
static void ok_program(ctx* c) {
  static const double want[4] = {7, 10, 15, 22};
  int64_t s[2] = {2, 2};
  double od[4], got[4];
  tf_prepared* pp = square_program(c->e);
  tf_tensor* o = tu_wrap(TF_F64, 2, s, NULL, od);
  const tf_tensor* in[1];
  tf_tensor* out[1];
  in[0] = c->a;
  out[0] = o;
  CHECK_OK(tf_program_run(c->e, pp, in, 1, out, 1));
  check_near(od, want, 4, 0);
  out[0] = NULL;
  CHECK_OK(tf_program_run_alloc(c->e, pp, in, 1, out, 1));
  read4(out[0], got, 4);
  check_near(got, want, 4, 0);
  tf_tensor_release(out[0]);
  tf_tensor_release(o);
  tf_prepared_release(pp);
}

/* ----------------------------------------------------------------- DLPack */
static int g_deleted;
static void count_deleter(tf_dl_managed_tensor* m) {
  (void)m;
  ++g_deleted;
}
static void dl_init(tf_dl_managed_tensor* m, double* data, int64_t* shape) {
  memset(m, 0, sizeof *m);
  m->dl_tensor.data = data;
  m->dl_tensor.device.device_type = TF_DL_CPU;
  m->dl_tensor.ndim = 2;
  m->dl_tensor.dtype.code = TF_DL_FLOAT;
  m->dl_tensor.dtype.bits = 64;
  m->dl_tensor.dtype.lanes = 1;
  m->dl_tensor.shape = shape;
  m->deleter = count_deleter;
}
static tf_status dlpack_bad_dtype(ctx* c, tf_status* want) {
  tf_dl_managed_tensor m;
  int64_t s[2] = {2, 2};
  tf_status st;
  dl_init(&m, c->ad, s);
  m.dl_tensor.dtype.code = 0; /* kDLInt */
  g_deleted = 0;
  st = tf_tensor_from_dlpack(&m, &c->ret);
  if (g_deleted != 1) {
    print_error("dlpack import: deleter called %d times on failure, expected once\n",
                g_deleted);
    fail();
  }
  *want = TF_ERR_UNSUPPORTED;
  return st;
}
static tf_status dlpack_negative_stride(ctx* c, tf_status* want) {
  tf_dl_managed_tensor m;
  int64_t s[2] = {2, 2}, str[2] = {-2, 1};
  tf_status st;
  dl_init(&m, c->ad + 2, s);
  m.dl_tensor.strides = str;
  g_deleted = 0;
  st = tf_tensor_from_dlpack(&m, &c->ret);
  assert_int_equal(g_deleted, 1);
  *want = TF_ERR_INVALID_ARGUMENT;
  return st;
}
static void ok_dlpack(ctx* c) {
  static const double want[4] = {1, 2, 3, 4};
  tf_dl_managed_tensor m;
  int64_t s[2] = {2, 2};
  double got[4];
  tf_tensor* t = NULL;
  dl_init(&m, c->ad, s);
  g_deleted = 0;
  CHECK_OK(tf_tensor_from_dlpack(&m, &t));
  assert_int_equal(g_deleted, 0);
  read4(t, got, 4);
  check_near(got, want, 4, 0);
  tf_tensor_release(t);
  assert_int_equal(g_deleted, 1);
}

static const struct {
  const char* name;
  case_fn fn;
  void (*ok)(ctx* c); /* a valid call of the same family afterwards, or NULL */
} CASES[] = {
  {"matmul_into: out shape mismatch", into_shape, NULL},
  {"matmul_into: out dtype mismatch", into_dtype, NULL},
  {"matmul_into: out overlaps a", into_overlap, NULL},
  {"matmul_into: out rank 0", into_rank0, NULL},
  {"matmul_acc: unknown op_a", acc_bad_op, NULL},
  {"matmul_acc: unknown op_b", acc_bad_op_b, NULL},
  {"matmul_acc: inner dimensions differ", acc_inner, NULL},
  {"matmul: rank-1 operand", alloc_rank1, NULL},
  {"matmul: dtype mismatch", alloc_dtype, NULL},
  {"matmul: batch axes incompatible", alloc_batch, NULL},
  {"matmul: result too large (out of memory)", alloc_oom, NULL},
  {"tensor_read: dst_bytes too small", read_small, NULL},
  {"tensor_read: unknown layout", read_layout, NULL},
  {"tensor_from_data: negative stride", from_data_negative, NULL},
  {"tensor_empty: unknown dtype", empty_dtype, NULL},
  {"tensor_zeros: shape product overflows", zeros_overflow, NULL},
  {"tensor_zeros: 8 TiB (out of memory)", zeros_oom, NULL},
  {"tensor_wrap: negative extent", wrap_negative_dim, NULL},
  {"tensor_wrap: rank above TF_MAX_RANK", wrap_rank, NULL},
  {"tensor_wrap: last offset INT64_MAX", wrap_offset_int64_max, NULL},
  {"tensor_rebind: engine-owned tensor", rebind_owned, NULL},
  {"engine_get_stats: struct_size too small", stats_small, NULL},
  {"engine_create: unknown kind", engine_bad_kind, NULL},
  {"plan_cache_create: struct_size too small", cache_bad_size, NULL},
  {"unary_into: out shape mismatch", unary_into_shape, ok_unary},
  {"unary: unknown op", unary_bad_op, ok_unary},
  {"binary: shapes do not broadcast", binary_broadcast, ok_binary},
  {"add_into: out dtype mismatch", binary_into_dtype, ok_binary},
  {"reduce: axis out of range", reduce_axis, ok_reduce},
  {"reduce_into: out shape mismatch", reduce_into_shape, ok_reduce},
  {"permute: repeated axis", permute_repeat, ok_layout},
  {"permute_into: out overlaps x", permute_into_overlap, ok_layout},
  {"reshape: element count differs", reshape_numel, ok_layout},
  {"cast_into: complex to real", cast_complex_to_real, ok_layout},
  {"tensordot_into: contracted extents differ", tensordot_extent, ok_contraction},
  {"einsum: output label not in any operand", einsum_bad_label, ok_contraction},
  {"einsum_acc: out shape mismatch", einsum_into_shape, ok_contraction},
  {"svd: NaN input", svd_nan, ok_linalg},
  {"svd_into: capacity below the kept rank", svd_into_capacity, ok_linalg},
  {"qr_into: q shape mismatch", qr_into_shape, ok_linalg},
  {"qr: rank-1 input", qr_rank1, ok_linalg},
  {"solve_into: singular a", solve_singular, ok_linalg},
  {"cholesky_into: not positive definite", cholesky_not_pd, ok_linalg},
  {"cholesky: not positive definite", cholesky_alloc_not_pd, ok_linalg},
  {"program_run: input shape differs from the program", program_run_shape, ok_program},
  {"program_run_alloc: wrong number of inputs", program_run_alloc_count, ok_program},
  {"program_prepare: unknown driver", program_prepare_driver, ok_program},
  {"tensor_from_dlpack: unsupported dtype", dlpack_bad_dtype, ok_dlpack},
  {"tensor_from_dlpack: negative stride", dlpack_negative_stride, ok_dlpack},
};

/* A valid product on the engine: [1 2 3; 4 5 6] @ [7 8; 9 10; 11 12]. */
static void engine_still_works(tf_engine* e) {
  static const double A[6] = {1, 2, 3, 4, 5, 6}, B[6] = {7, 8, 9, 10, 11, 12};
  static const double C[4] = {58, 64, 139, 154};
  int64_t sa[2] = {2, 3}, sb[2] = {3, 2}, sc[2] = {2, 2};
  double got[4], cd[4] = {-1, -1, -1, -1};
  tf_tensor *a, *b, *c = NULL, *o;
  CHECK_OK(tf_tensor_from_data(e, TF_F64, 2, sa, NULL, A, TF_ROW_MAJOR, &a));
  CHECK_OK(tf_tensor_from_data(e, TF_F64, 2, sb, NULL, B, TF_ROW_MAJOR, &b));
  CHECK_OK(tf_matmul(e, a, b, &c));
  CHECK_OK(tf_tensor_read(c, TF_ROW_MAJOR, got, sizeof got));
  assert_memory_equal(got, C, sizeof C);
  o = tu_wrap(TF_F64, 2, sc, NULL, cd);
  CHECK_OK(tf_matmul_into(e, a, b, o));
  assert_memory_equal(cd, C, sizeof C);
  tf_tensor_release(o);
  tf_tensor_release(c);
  tf_tensor_release(b);
  tf_tensor_release(a);
}

static void run_cases(tf_engine* e) {
  size_t i;
  for (i = 0; i < sizeof CASES / sizeof CASES[0]; ++i) {
    ctx c;
    int64_t s[2] = {2, 2};
    double outd[4];
    tf_status want = TF_OK, st;
    memset(&c, 0, sizeof c);
    c.e = e;
    c.ad[0] = 1; c.ad[1] = 2; c.ad[2] = 3; c.ad[3] = 4;
    c.bd[0] = 5; c.bd[1] = 6; c.bd[2] = 7; c.bd[3] = 8;
    fill_canary(c.canary, sizeof c.canary);
    fill_canary(outd, sizeof outd);
    c.a = tu_wrap(TF_F64, 2, s, NULL, c.ad);
    c.b = tu_wrap(TF_F64, 2, s, NULL, c.bd);
    c.out = tu_wrap(TF_F64, 2, s, NULL, outd);
    c.ret = c.ret2 = c.ret3 = SENT_T;
    print_message("  %s\n", CASES[i].name);
    st = CASES[i].fn(&c, &want);
    if (st != want) {
      print_error("%s: returned %s (%s), expected %s\n", CASES[i].name, tf_status_name(st),
                  tf_last_error(), tf_status_name(want));
      fail();
    }
    assert_true(tf_last_error()[0] != '\0');
    if (!is_canary(c.canary, sizeof c.canary) || !is_canary(outd, sizeof outd)) {
      print_error("%s: output memory changed by a failing call\n", CASES[i].name);
      fail();
    }
    assert_ptr_equal(c.ret, SENT_T);
    assert_ptr_equal(c.ret2, SENT_T);
    assert_ptr_equal(c.ret3, SENT_T);
    /* The same family works on the same engine afterwards. */
    c.ad[0] = 1; c.ad[1] = 2; c.ad[2] = 3; c.ad[3] = 4;
    if (CASES[i].ok) CASES[i].ok(&c);
    tf_tensor_release(c.a);
    tf_tensor_release(c.b);
    tf_tensor_release(c.out);
    engine_still_works(e);
  }
}

static void serial_engine(void** state) {
  tf_engine* e = NULL;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  run_cases(e);
  tf_engine_destroy(e);
}

static void pooled_engine(void** state) {
  tf_engine* e = NULL;
  (void)state;
  CHECK_OK(tf_engine_create_pooled(2, &e));
  run_cases(e);
  tf_engine_destroy(e);
}

int main(int argc, char** argv) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(serial_engine),
      cmocka_unit_test(pooled_engine),
  };
  if (argc > 1) cmocka_set_test_filter(argv[1]);
  return cmocka_run_group_tests(tests, NULL, NULL);
}
