/*
 * struct_size_test.c -- options structs from an older, smaller header are
 * accepted: the library reads only the first struct_size bytes (fields
 * beyond are never read, whatever they contain) and writes only the first
 * struct_size bytes of out-structs. Each case has a control with the full
 * struct showing the field does matter, so the test can fail.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
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

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_engine_options_older_struct),
      cmocka_unit_test(test_plan_cache_options_older_struct),
      cmocka_unit_test(test_engine_stats_older_struct),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
