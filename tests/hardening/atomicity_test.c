/*
 * atomicity_test.c -- error atomicity, table-driven: every case makes one
 * failing call on a serial and on a pooled engine with every output primed
 * (0xA5 canary bytes in output buffers and tensors, sentinel handles), then
 * checks
 *   - the status is the expected error class and tf_last_error() is set,
 *   - every output is byte-identical / the sentinel is untouched,
 *   - the engine stays usable: a following valid tf_matmul and
 *     tf_matmul_into succeed with the correct result.
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
} ctx;

static tf_tensor* wrap(tf_dtype dt, int32_t nd, const int64_t* shape, const int64_t* strides,
                       void* d) {
  tf_tensor* t = NULL;
  CHECK_OK(tf_tensor_wrap(dt, nd, shape, strides, d, &t));
  return t;
}

/* ---------------------------------------------------------------- cases */
/* Each makes one call that must fail with the status it returns via *want. */
typedef tf_status (*case_fn)(ctx* c, tf_status* want);

static tf_status into_shape(ctx* c, tf_status* want) {
  int64_t s[2] = {2, 3};
  tf_tensor* o = wrap(TF_F64, 2, s, NULL, c->canary);
  tf_status st = tf_matmul_into(c->e, c->a, c->b, o);
  tf_tensor_release(o);
  *want = TF_ERR_SHAPE_MISMATCH;
  return st;
}
static tf_status into_dtype(ctx* c, tf_status* want) {
  int64_t s[2] = {2, 2};
  tf_tensor* o = wrap(TF_F32, 2, s, NULL, c->canary);
  tf_status st = tf_matmul_into(c->e, c->a, c->b, o);
  tf_tensor_release(o);
  *want = TF_ERR_DTYPE_MISMATCH;
  return st;
}
static tf_status into_overlap(ctx* c, tf_status* want) {
  /* a and out over the same canary memory: nothing may be written. */
  int64_t s[2] = {2, 2};
  tf_tensor* a = wrap(TF_F64, 2, s, NULL, c->canary);
  tf_tensor* o = wrap(TF_F64, 2, s, NULL, c->canary);
  tf_status st = tf_matmul_into(c->e, a, c->b, o);
  tf_tensor_release(a);
  tf_tensor_release(o);
  *want = TF_ERR_INVALID_ARGUMENT;
  return st;
}
static tf_status into_rank0(ctx* c, tf_status* want) {
  tf_tensor* o = wrap(TF_F64, 0, NULL, NULL, c->canary);
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
  tf_tensor* b = wrap(TF_F64, 2, s, NULL, bd);
  tf_status st;
  *want = TF_ERR_SHAPE_MISMATCH;
  st = tf_matmul_acc(c->e, TF_OP_N, c->a, TF_OP_N, b, ONE, ONE, c->out);
  tf_tensor_release(b);
  return st;
}
static tf_status alloc_rank1(ctx* c, tf_status* want) {
  int64_t s[1] = {4};
  tf_tensor* v = wrap(TF_F64, 1, s, NULL, c->ad);
  tf_status st = tf_matmul(c->e, v, c->b, &c->ret);
  tf_tensor_release(v);
  *want = TF_ERR_INVALID_ARGUMENT;
  return st;
}
static tf_status alloc_dtype(ctx* c, tf_status* want) {
  int64_t s[2] = {2, 2};
  float f[4] = {0};
  tf_tensor* b = wrap(TF_F32, 2, s, NULL, f);
  tf_status st = tf_matmul(c->e, c->a, b, &c->ret);
  tf_tensor_release(b);
  *want = TF_ERR_DTYPE_MISMATCH;
  return st;
}
static tf_status alloc_batch(ctx* c, tf_status* want) {
  int64_t sa[3] = {2, 2, 2}, sb[3] = {3, 2, 2}, z[3] = {0, 2, 1};
  tf_tensor* a = wrap(TF_F64, 3, sa, z, c->ad);
  tf_tensor* b = wrap(TF_F64, 3, sb, z, c->bd);
  tf_status st = tf_matmul(c->e, a, b, &c->ret);
  tf_tensor_release(a);
  tf_tensor_release(b);
  *want = TF_ERR_SHAPE_MISMATCH;
  return st;
}
static tf_status alloc_oom(ctx* c, tf_status* want) {
  /* 2^20 x 1 @ 1 x 2^20 from one element each (stride 0): an 8 TiB result. */
  int64_t sa[2] = {1 << 20, 1}, sb[2] = {1, 1 << 20}, z[2] = {0, 0};
  tf_tensor* a = wrap(TF_F64, 2, sa, z, c->ad);
  tf_tensor* b = wrap(TF_F64, 2, sb, z, c->bd);
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

static const struct { const char* name; case_fn fn; } CASES[] = {
  {"matmul_into: out shape mismatch", into_shape},
  {"matmul_into: out dtype mismatch", into_dtype},
  {"matmul_into: out overlaps a", into_overlap},
  {"matmul_into: out rank 0", into_rank0},
  {"matmul_acc: unknown op_a", acc_bad_op},
  {"matmul_acc: unknown op_b", acc_bad_op_b},
  {"matmul_acc: inner dimensions differ", acc_inner},
  {"matmul: rank-1 operand", alloc_rank1},
  {"matmul: dtype mismatch", alloc_dtype},
  {"matmul: batch axes incompatible", alloc_batch},
  {"matmul: result too large (out of memory)", alloc_oom},
  {"tensor_read: dst_bytes too small", read_small},
  {"tensor_read: unknown layout", read_layout},
  {"tensor_from_data: negative stride", from_data_negative},
  {"tensor_empty: unknown dtype", empty_dtype},
  {"tensor_zeros: shape product overflows", zeros_overflow},
  {"tensor_zeros: 8 TiB (out of memory)", zeros_oom},
  {"tensor_wrap: negative extent", wrap_negative_dim},
  {"tensor_wrap: rank above TF_MAX_RANK", wrap_rank},
  {"tensor_rebind: engine-owned tensor", rebind_owned},
  {"engine_get_stats: struct_size too small", stats_small},
  {"engine_create: unknown kind", engine_bad_kind},
  {"plan_cache_create: struct_size too small", cache_bad_size},
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
  o = wrap(TF_F64, 2, sc, NULL, cd);
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
    c.a = wrap(TF_F64, 2, s, NULL, c.ad);
    c.b = wrap(TF_F64, 2, s, NULL, c.bd);
    c.out = wrap(TF_F64, 2, s, NULL, outd);
    c.ret = SENT_T;
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
