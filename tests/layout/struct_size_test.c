/*
 * struct_size_test.c -- the struct_size policy (tenferro.h conventions).
 * Options structs from an older, smaller header are accepted: the library
 * reads only the first struct_size bytes (fields beyond are never read,
 * whatever they contain) and writes only the first struct_size bytes of
 * out-structs. A struct from a newer, larger header is accepted when its
 * bytes past the fields this library knows are zero and refused when one
 * is not; below the version-1 minimum is refused. Each case has a control
 * with the full struct showing the field does matter, so the test can fail.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "../test_util.h"

/* Bytes the pool retains after one 64 KiB tensor was made and released. */
static uint64_t retained_after_one_tensor(tf_engine* e) {
  const int64_t shape[1] = {8192};
  tf_tensor* t;
  tf_engine_stats s;
  CHECK_OK(tf_tensor_zeros(e, TF_F64, 1, shape, TF_ROW_MAJOR, &t));
  tf_tensor_release(t);
  s.struct_size = sizeof s;
  CHECK_OK(tf_engine_get_stats(e, &s));
  return s.bytes_retained;
}

static void test_engine_options_older_struct(void** state) {
  tf_engine_options o;
  tf_engine* e;
  int32_t n;
  (void)state;
  /* control: the full struct with a 1-byte pool bound retains nothing */
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.kind = TF_ENGINE_SERIAL;
  o.pool_max_bytes = 1;
  CHECK_OK(tf_engine_create(&o, &e));
  assert_int_equal(retained_after_one_tensor(e), 0);
  tf_engine_destroy(e);
  /* older header without pool_max_bytes: the garbage there is not read,
   * the default bound applies and the buffer is retained */
  o.struct_size = offsetof(tf_engine_options, pool_max_bytes);
  CHECK_OK(tf_engine_create(&o, &e));
  assert_true(retained_after_one_tensor(e) > 0);
  tf_engine_destroy(e);
  /* oldest accepted: struct_size and kind only; num_threads garbage unread */
  fill_canary(&o, sizeof o);
  o.struct_size = offsetof(tf_engine_options, num_threads);
  o.kind = TF_ENGINE_POOLED;
  CHECK_OK(tf_engine_create(&o, &e));
  CHECK_OK(tf_engine_num_threads(e, &n));
  assert_true(n >= 1);
  tf_engine_destroy(e);
  /* smaller than the minimum: rejected, *out untouched */
  e = (tf_engine*)0x1;
  o.struct_size = sizeof(size_t);
  EXPECT_FAIL(tf_engine_create(&o, &e), TF_ERR_INVALID_ARGUMENT, "options");
  assert_ptr_equal(e, (tf_engine*)0x1);
}

/* Entries a cache holds after matmuls of two shapes on an engine using it
 * (a cache always keeps its newest plan, whatever its byte bound). */
static size_t entries_after_matmul(tf_plan_cache* c) {
  tf_engine_options o;
  tf_engine* e;
  tf_tensor *a, *r;
  int64_t shape[2] = {4, 4};
  size_t entries;
  int i;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.kind = TF_ENGINE_SERIAL;
  o.plan_cache = c;
  CHECK_OK(tf_engine_create(&o, &e));
  for (i = 0; i < 2; ++i) {
    shape[0] = shape[1] = 4 + i;
    CHECK_OK(tf_tensor_zeros(e, TF_F64, 2, shape, TF_ROW_MAJOR, &a));
    CHECK_OK(tf_matmul(e, a, a, &r));
    tf_tensor_release(a);
    tf_tensor_release(r);
  }
  tf_engine_destroy(e);
  CHECK_OK(tf_plan_cache_size(c, &entries, NULL));
  return entries;
}

static void test_plan_cache_options_older_struct(void** state) {
  tf_plan_cache_options o;
  tf_plan_cache* c;
  (void)state;
  /* control: max_entries 0 is the default, max_bytes 1 keeps one plan */
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.max_bytes = 1;
  CHECK_OK(tf_plan_cache_create(&o, &c));
  assert_int_equal(entries_after_matmul(c), 1);
  tf_plan_cache_release(c);
  /* older header without max_bytes: the 1 there is not read */
  o.struct_size = offsetof(tf_plan_cache_options, max_bytes);
  CHECK_OK(tf_plan_cache_create(&o, &c));
  assert_int_equal(entries_after_matmul(c), 2);
  tf_plan_cache_release(c);
  /* oldest: struct_size only */
  o.struct_size = sizeof(size_t);
  o.max_entries = 1; /* not read */
  CHECK_OK(tf_plan_cache_create(&o, &c));
  assert_int_equal(entries_after_matmul(c), 2);
  tf_plan_cache_release(c);
}

static void test_engine_stats_older_struct(void** state) {
  tf_engine* e;
  tf_engine_stats s;
  const int64_t shape[1] = {4};
  tf_tensor* t;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  CHECK_OK(tf_tensor_zeros(e, TF_F64, 1, shape, TF_ROW_MAJOR, &t));
  tf_tensor_release(t);
  /* a header that knew only `calls`: nothing after it is written */
  fill_canary(&s, sizeof s);
  s.struct_size = offsetof(tf_engine_stats, plan_hits);
  CHECK_OK(tf_engine_get_stats(e, &s));
  assert_int_equal(s.struct_size, offsetof(tf_engine_stats, plan_hits));
  assert_int_equal(s.calls, 1);
  assert_true(is_canary((char*)&s + offsetof(tf_engine_stats, plan_hits),
                        sizeof s - offsetof(tf_engine_stats, plan_hits)));
  /* control: the full struct writes pool_misses */
  fill_canary(&s, sizeof s);
  s.struct_size = sizeof s;
  CHECK_OK(tf_engine_get_stats(e, &s));
  assert_int_equal(s.pool_misses, 1);
  /* too small to hold `calls`: rejected, untouched */
  fill_canary(&s, sizeof s);
  s.struct_size = sizeof(size_t);
  EXPECT_FAIL(tf_engine_get_stats(e, &s), TF_ERR_INVALID_ARGUMENT, "out");
  assert_true(is_canary((char*)&s + sizeof(size_t), sizeof s - sizeof(size_t)));
  tf_engine_destroy(e);
}

/* A struct "from the future": today's struct followed by fields this
 * library does not know. */
#define FUTURE(T) \
  struct {        \
    T cur;        \
    uint64_t more[2]; \
  }

static void test_engine_options_future_struct(void** state) {
  FUTURE(tf_engine_options) o;
  tf_engine* e = (tf_engine*)0x1;
  int32_t n;
  (void)state;
  memset(&o, 0, sizeof o);
  o.cur.struct_size = sizeof o;
  o.cur.kind = TF_ENGINE_POOLED;
  o.cur.num_threads = 2;
  CHECK_OK(tf_engine_create(&o.cur, &e));
  CHECK_OK(tf_engine_num_threads(e, &n));
  assert_int_equal(n, 2);
  tf_engine_destroy(e);
  e = (tf_engine*)0x1;
  o.more[1] = 7; /* a newer field set: refused, naming the byte */
  EXPECT_FAIL(tf_engine_create(&o.cur, &e), TF_ERR_INVALID_ARGUMENT, "options");
  assert_non_null(strstr(tf_last_error(), "byte"));
  assert_ptr_equal(e, (tf_engine*)0x1);
  /* NULL options: every default, a serial engine */
  CHECK_OK(tf_engine_create(NULL, &e));
  CHECK_OK(tf_engine_num_threads(e, &n));
  assert_int_equal(n, 1);
  tf_engine_destroy(e);
}

static void test_plan_cache_options_future_struct(void** state) {
  FUTURE(tf_plan_cache_options) o;
  tf_plan_cache* c = (tf_plan_cache*)0x1;
  (void)state;
  memset(&o, 0, sizeof o);
  o.cur.struct_size = sizeof o;
  o.cur.max_bytes = 1; /* read: keeps one plan */
  CHECK_OK(tf_plan_cache_create(&o.cur, &c));
  assert_int_equal(entries_after_matmul(c), 1);
  tf_plan_cache_release(c);
  c = (tf_plan_cache*)0x1;
  o.more[0] = 1;
  EXPECT_FAIL(tf_plan_cache_create(&o.cur, &c), TF_ERR_INVALID_ARGUMENT, "options");
  assert_ptr_equal(c, (tf_plan_cache*)0x1);
  o.cur.struct_size = 0;
  EXPECT_FAIL(tf_plan_cache_create(&o.cur, &c), TF_ERR_INVALID_ARGUMENT, "struct_size");
}

/* 2x2 f64 einsum "ij,jk->ik" with the given options; returns the status,
 * *r00 the result's first element when it succeeds. */
static tf_status einsum_with(const tf_einsum_options* o, double* r00) {
  tf_engine* e;
  double A[4] = {1, 2, 3, 4}, B[4] = {5, 6, 7, 8}, C[4] = {0, 0, 0, 0};
  const int64_t sh[2] = {2, 2};
  tf_tensor *a, *b, *c;
  const tf_tensor* ops[2];
  tf_status st;
  CHECK_OK(tf_engine_create_serial(&e));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, sh, NULL, A, &a));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, sh, NULL, B, &b));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, sh, NULL, C, &c));
  ops[0] = a;
  ops[1] = b;
  st = tf_einsum_into(e, "ij,jk->ik", 2, ops, o, c);
  *r00 = C[0];
  tf_tensor_release(a);
  tf_tensor_release(b);
  tf_tensor_release(c);
  tf_engine_destroy(e);
  return st;
}

static void test_einsum_options_sizes(void** state) {
  FUTURE(tf_einsum_options) o;
  double r = 0;
  (void)state;
  memset(&o, 0, sizeof o);
  /* version-1 size (through path_len) and today's size */
  o.cur.struct_size = offsetof(tf_einsum_options, path_len) + sizeof(int32_t);
  CHECK_OK(einsum_with(&o.cur, &r));
  assert_true(r == 19.0); /* 1*5 + 2*7 */
  o.cur.struct_size = sizeof o.cur;
  CHECK_OK(einsum_with(&o.cur, &r));
  /* a future struct, extra bytes zero: accepted */
  o.cur.struct_size = sizeof o;
  r = 0;
  CHECK_OK(einsum_with(&o.cur, &r));
  assert_true(r == 19.0);
  /* extra bytes nonzero: refused, output untouched */
  o.more[1] = 1;
  r = -1;
  assert_int_equal(einsum_with(&o.cur, &r), TF_ERR_INVALID_ARGUMENT);
  assert_true(r == 0.0);
  /* below the minimum: refused */
  o.more[1] = 0;
  o.cur.struct_size = offsetof(tf_einsum_options, path_len);
  assert_int_equal(einsum_with(&o.cur, &r), TF_ERR_INVALID_ARGUMENT);
  /* version 1.1 (through semiring and its padding, 40 bytes): the 1.2
   * fields past it are not read, whatever they hold (an unknown optimizer
   * value here); the 1.1 padding (bytes 36..39) is ignored at every size */
  memset(&o, 0, sizeof o);
  memset((unsigned char*)&o.cur + 36, 0x5a, 4);
  o.cur.optimizer = 99;
  o.cur.memory_budget_bytes = -7;
  o.cur.struct_size = offsetof(tf_einsum_options, time_budget_seconds);
  assert_int_equal(o.cur.struct_size, 40);
  r = 0;
  CHECK_OK(einsum_with(&o.cur, &r));
  assert_true(r == 19.0);
  /* version 1.0 (32 bytes): the same */
  o.cur.struct_size = offsetof(tf_einsum_options, reserved0) + sizeof(int32_t);
  r = 0;
  CHECK_OK(einsum_with(&o.cur, &r));
  assert_true(r == 19.0);
  /* control: today's size reads the unknown optimizer and refuses it */
  o.cur.struct_size = sizeof o.cur;
  r = -1;
  assert_int_equal(einsum_with(&o.cur, &r), TF_ERR_INVALID_ARGUMENT);
  assert_true(r == 0.0);
  /* today's size with valid 1.2 fields (the padding still ignored) */
  o.cur.optimizer = TF_EINSUM_OPT_ANNEAL;
  o.cur.memory_budget_bytes = 0;
  o.cur.time_budget_seconds = 0.01;
  r = 0;
  CHECK_OK(einsum_with(&o.cur, &r));
  assert_true(r == 19.0);
}

/* Singular values of diag(3, 2, 1) with the given options; returns the
 * status, *k the kept rank. */
static tf_status svd_with(const tf_svd_options* o, int64_t* k, tf_svd_info* info) {
  tf_engine* e;
  double A[9] = {3, 0, 0, 0, 2, 0, 0, 0, 1};
  const int64_t sh[2] = {3, 3};
  tf_tensor *a, *u = NULL, *s = NULL, *vh = NULL;
  tf_status st;
  CHECK_OK(tf_engine_create_serial(&e));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, sh, NULL, A, &a));
  st = tf_svd(e, a, o, &u, &s, &vh, info);
  *k = -1;
  if (st == TF_OK) {
    int64_t shape[TF_MAX_RANK];
    CHECK_OK(tf_tensor_shape(s, shape));
    *k = shape[0];
    tf_tensor_release(u);
    tf_tensor_release(s);
    tf_tensor_release(vh);
  }
  tf_tensor_release(a);
  tf_engine_destroy(e);
  return st;
}

static void test_svd_options_and_info_sizes(void** state) {
  FUTURE(tf_svd_options) o;
  FUTURE(tf_svd_info) info;
  int64_t k;
  (void)state;
  memset(&o, 0, sizeof o);
  o.cur.struct_size = sizeof o; /* future, zero extra bytes */
  o.cur.max_rank = 2;
  CHECK_OK(svd_with(&o.cur, &k, NULL));
  assert_int_equal(k, 2);
  o.more[0] = 0xff;
  assert_int_equal(svd_with(&o.cur, &k, NULL), TF_ERR_INVALID_ARGUMENT);
  o.more[0] = 0;
  o.cur.struct_size = offsetof(tf_svd_options, cutoff); /* below v1 */
  assert_int_equal(svd_with(&o.cur, &k, NULL), TF_ERR_INVALID_ARGUMENT);
  /* an info from the future: today's fields written, struct_size set to
   * what was written, the bytes beyond left alone */
  fill_canary(&info, sizeof info);
  info.cur.struct_size = sizeof info;
  CHECK_OK(svd_with(NULL, &k, &info.cur));
  assert_int_equal(k, 3);
  assert_int_equal(info.cur.rank, 3);
  assert_int_equal(info.cur.struct_size, sizeof info.cur);
  assert_true(is_canary(info.more, sizeof info.more));
  /* version-1 info: used_fallback is not written */
  fill_canary(&info, sizeof info);
  info.cur.struct_size = offsetof(tf_svd_info, used_fallback);
  CHECK_OK(svd_with(NULL, &k, &info.cur));
  assert_int_equal(info.cur.rank, 3);
  assert_true(is_canary(&info.cur.used_fallback, sizeof info.cur.used_fallback));
  info.cur.struct_size = sizeof(size_t);
  assert_int_equal(svd_with(NULL, &k, &info.cur), TF_ERR_INVALID_ARGUMENT);
}

/* A one-input program y = -x, prepared with the given options. */
static tf_status prepare_with(const tf_prepare_options* o, tf_prepared_info* info) {
  tf_engine* e;
  tf_program* p;
  tf_prepared* pp = NULL;
  const int64_t sh[1] = {4};
  int32_t x, y;
  tf_status st;
  CHECK_OK(tf_engine_create_serial(&e));
  CHECK_OK(tf_program_create(&p));
  CHECK_OK(tf_program_input(p, TF_F64, 1, sh, &x));
  CHECK_OK(tf_program_unary(p, TF_UNARY_NEG, x, &y));
  CHECK_OK(tf_program_output(p, y));
  st = tf_program_prepare(e, p, o, &pp);
  if (st == TF_OK && info) st = tf_prepared_get_info(pp, info);
  tf_prepared_release(pp);
  tf_program_release(p);
  tf_engine_destroy(e);
  return st;
}

static void test_prepare_options_and_info_sizes(void** state) {
  FUTURE(tf_prepare_options) o;
  FUTURE(tf_prepared_info) info;
  (void)state;
  memset(&o, 0, sizeof o);
  o.cur.struct_size = sizeof o;
  o.cur.driver = TF_PROGRAM_DRIVER_IMMEDIATE;
  fill_canary(&info, sizeof info);
  info.cur.struct_size = sizeof info;
  CHECK_OK(prepare_with(&o.cur, &info.cur));
  assert_int_equal(info.cur.commands, 1);
  assert_int_equal(info.cur.driver, TF_PROGRAM_DRIVER_IMMEDIATE);
  assert_int_equal(info.cur.struct_size, sizeof info.cur);
  assert_true(is_canary(info.more, sizeof info.more));
  o.more[1] = 1 << 20;
  assert_int_equal(prepare_with(&o.cur, NULL), TF_ERR_INVALID_ARGUMENT);
  o.more[1] = 0;
  o.cur.struct_size = 0;
  assert_int_equal(prepare_with(&o.cur, NULL), TF_ERR_INVALID_ARGUMENT);
  fill_canary(&info, sizeof info);
  info.cur.struct_size = offsetof(tf_prepared_info, commands);
  assert_int_equal(prepare_with(NULL, &info.cur), TF_ERR_INVALID_ARGUMENT);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_engine_options_older_struct),
      cmocka_unit_test(test_plan_cache_options_older_struct),
      cmocka_unit_test(test_engine_stats_older_struct),
      cmocka_unit_test(test_engine_options_future_struct),
      cmocka_unit_test(test_plan_cache_options_future_struct),
      cmocka_unit_test(test_einsum_options_sizes),
      cmocka_unit_test(test_svd_options_and_info_sizes),
      cmocka_unit_test(test_prepare_options_and_info_sizes),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
