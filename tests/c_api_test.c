/*
 * c_api_test.c -- the public C API of tenferro, function by function:
 * valid input, and each kind of bad input (NULL handles and pointers, unknown
 * enums, bad ranks, dimensions and strides, mismatched shapes and dtypes,
 * aliasing outputs). Every failing call is checked for
 *   - the status class,
 *   - a non-empty tf_last_error() that names the argument,
 *   - out-parameters left unchanged (sentinel pointers / values),
 *   - output buffers left unchanged (0xA5 canary bytes).
 * Then engine statistics, plan-cache sharing, the buffer pool and threads.
 *
 * C99, links only the shared library. Usage: c_api_test [cmocka test filter]
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

/* Sentinels for out-parameters that must stay unchanged on failure. */
#define BAD_TENSOR ((tf_tensor*)0x1234)
#define BAD_ENGINE ((tf_engine*)0x1234)
#define BAD_CACHE ((tf_plan_cache*)0x1234)
/* How a message may name the output argument. */
#define ARG_OUT "out|output"

static const tf_scalar ONE = {1.0, 0.0};
static const tf_scalar ZERO = {0.0, 0.0};

/* ------------------------------------------------------------------ helpers */

static tf_engine* new_serial(void) {
  tf_engine* e = NULL;
  CHECK_OK(tf_engine_create_serial(&e));
  assert_non_null(e);
  return e;
}

static tf_engine* new_pooled(int32_t n) {
  tf_engine* e = NULL;
  CHECK_OK(tf_engine_create_pooled(n, &e));
  assert_non_null(e);
  return e;
}

static tf_tensor* wrap2(tf_dtype dt, int64_t rows, int64_t cols, void* data) {
  int64_t shape[2];
  shape[0] = rows;
  shape[1] = cols;
  return tu_wrap(dt, 2, shape, NULL, data);
}

static tf_engine_stats get_stats(const tf_engine* e) {
  tf_engine_stats s;
  memset(&s, 0, sizeof s);
  s.struct_size = sizeof s;
  CHECK_OK(tf_engine_get_stats(e, &s));
  return s;
}

/* Number of threads of this process, from /proc/self/status. */
static int proc_threads(void) {
  char line[256];
  int n = -1;
  FILE* f = fopen("/proc/self/status", "r");
  if (!f) return -1;
  while (fgets(line, sizeof line, f))
    if (strncmp(line, "Threads:", 8) == 0) {
      n = atoi(line + 8);
      break;
    }
  fclose(f);
  return n;
}

static double* new_doubles(size_t n, uint32_t seed) {
  double* p = (double*)malloc(n * sizeof(double));
  size_t i;
  assert_non_null(p);
  for (i = 0; i < n; ++i) {
    seed = seed * 1664525u + 1013904223u;
    p[i] = (double)(seed >> 8) / (double)(1u << 24) - 0.5;
  }
  return p;
}

/* Element (i, j) of a @ b for row-major a (.. x k) and b (k x ncols). */
static double ref_elem(const double* a, const double* b, int64_t k, int64_t i, int64_t j,
                       int64_t ncols) {
  double s = 0.0;
  int64_t p;
  for (p = 0; p < k; ++p) s += a[i * k + p] * b[p * ncols + j];
  return s;
}

static void set_elem(void* buf, tf_dtype dt, size_t i, double re, double im) {
  switch (dt) {
    case TF_F32: ((float*)buf)[i] = (float)re; break;
    case TF_F64: ((double*)buf)[i] = re; break;
    case TF_C64: ((float*)buf)[2 * i] = (float)re; ((float*)buf)[2 * i + 1] = (float)im; break;
    case TF_C128: ((double*)buf)[2 * i] = re; ((double*)buf)[2 * i + 1] = im; break;
  }
}

static const tf_dtype ALL_DTYPES[4] = {TF_F32, TF_F64, TF_C64, TF_C128};

/* ===================================================== threads (run first) */

/* A serial engine keeps BLAS on the calling thread: the process must not gain
 * threads. Runs first so that no pooled engine has started workers yet. */
static void serial_engine_spawns_no_threads(void** state) {
  enum { N = 512 };
  tf_engine* e;
  double *a, *b, *c;
  tf_tensor *ta, *tb, *tc, *r = NULL;
  int before, after, i;
  (void)state;
  a = new_doubles((size_t)N * N, 1);
  b = new_doubles((size_t)N * N, 2);
  c = new_doubles((size_t)N * N, 3);
  e = new_serial();
  ta = wrap2(TF_F64, N, N, a);
  tb = wrap2(TF_F64, N, N, b);
  tc = wrap2(TF_F64, N, N, c);

  before = proc_threads();
  assert_true(before >= 1);
  CHECK_OK(tf_matmul_into(e, ta, tb, tc));
  CHECK_OK(tf_matmul(e, ta, tb, &r));
  CHECK_OK(tf_matmul_acc(e, TF_OP_N, ta, TF_OP_N, tb, ONE, ONE, tc));
  after = proc_threads();
  if (after > before)
    fail_msg("serial engine: process threads grew from %d to %d during a %dx%d matmul",
             before, after, N, N);
  /* The products were really computed: c = 2 * a@b now. */
  for (i = 0; i < 4; ++i) {
    int64_t row = (i * 131) % N, col = (i * 71) % N;
    double want = 2.0 * ref_elem(a, b, N, row, col, N);
    assert_true(fabs(c[row * N + col] - want) <= 1e-9 * N);
  }
  tf_tensor_release(r);
  tf_tensor_release(ta);
  tf_tensor_release(tb);
  tf_tensor_release(tc);
  tf_engine_destroy(e);
  free(a);
  free(b);
  free(c);
}

/* ============================================================ conventions */

static void version_functions(void** state) {
  char want[32];
  (void)state;
  assert_int_equal(tf_version(), TENFERRO_VERSION_NUMBER);
  snprintf(want, sizeof want, "%d.%d.%d", TENFERRO_VERSION_MAJOR, TENFERRO_VERSION_MINOR,
           TENFERRO_VERSION_PATCH);
  assert_non_null(tf_version_string());
  assert_string_equal(tf_version_string(), want);
}

static void status_names(void** state) {
  static const struct {
    tf_status s;
    const char* name;
  } table[] = {
      {TF_OK, "TF_OK"},
      {TF_ERR_INVALID_ARGUMENT, "TF_ERR_INVALID_ARGUMENT"},
      {TF_ERR_SHAPE_MISMATCH, "TF_ERR_SHAPE_MISMATCH"},
      {TF_ERR_DTYPE_MISMATCH, "TF_ERR_DTYPE_MISMATCH"},
      {TF_ERR_OUT_OF_MEMORY, "TF_ERR_OUT_OF_MEMORY"},
      {TF_ERR_UNSUPPORTED, "TF_ERR_UNSUPPORTED"},
      {TF_ERR_NUMERICAL, "TF_ERR_NUMERICAL"},
      {TF_ERR_INTERNAL, "TF_ERR_INTERNAL"},
  };
  size_t i;
  (void)state;
  for (i = 0; i < sizeof table / sizeof table[0]; ++i) {
    const char* got = tf_status_name(table[i].s);
    assert_non_null(got);
    assert_string_equal(got, table[i].name);
  }
  /* Unknown codes still get a name, never NULL. */
  assert_non_null(tf_status_name(99));
  assert_true(tf_status_name(99)[0] != '\0');
  assert_non_null(tf_status_name(-1));
  assert_non_null(tf_status_name(INT32_MAX));
}

static void last_error_empty_after_success(void** state) {
  int64_t shape[2] = {2, 2};
  double buf[4] = {1, 2, 3, 4};
  tf_engine* e = new_serial();
  tf_tensor *t = NULL, *r = NULL;
  int32_t n = 0;
  (void)state;

  EXPECT_FAIL(tf_engine_num_threads(NULL, &n), TF_ERR_INVALID_ARGUMENT, "engine");
  CHECK_OK(tf_engine_num_threads(e, &n));
  assert_string_equal(tf_last_error(), "");

  EXPECT_FAIL(tf_tensor_wrap((tf_dtype)42, 2, shape, NULL, buf, &t),
              TF_ERR_INVALID_ARGUMENT, "dtype");
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, shape, NULL, buf, &t));
  assert_string_equal(tf_last_error(), "");

  EXPECT_FAIL(tf_matmul(e, t, NULL, &r), TF_ERR_INVALID_ARGUMENT, "b");
  CHECK_OK(tf_matmul(e, t, t, &r));
  assert_string_equal(tf_last_error(), "");
  assert_int_equal(tf_last_error_copy(NULL, 0), 0);

  tf_tensor_release(r);
  tf_tensor_release(t);
  tf_engine_destroy(e);
}

static void last_error_copy(void** state) {
  int64_t shape[2] = {2, 2};
  double data[4] = {0};
  tf_tensor* t = BAD_TENSOR;
  char saved[1024], buf[16], big[1024];
  size_t len;
  int32_t n;
  tf_engine* e;
  (void)state;

  EXPECT_FAIL(tf_tensor_wrap((tf_dtype)42, 2, shape, NULL, data, &t),
              TF_ERR_INVALID_ARGUMENT, "dtype");
  snprintf(saved, sizeof saved, "%s", tf_last_error());
  len = strlen(saved);
  assert_true(len > 6);

  /* Length-only modes. */
  assert_int_equal(tf_last_error_copy(NULL, 0), len);
  assert_int_equal(tf_last_error_copy(NULL, 5), len);
  fill_canary(buf, sizeof buf);
  assert_int_equal(tf_last_error_copy(buf, 0), len);
  assert_true(is_canary(buf, sizeof buf));

  /* Truncation: cap 5 copies 4 characters and a NUL, nothing beyond. */
  fill_canary(buf, sizeof buf);
  assert_int_equal(tf_last_error_copy(buf, 5), len);
  assert_memory_equal(buf, saved, 4);
  assert_int_equal(buf[4], '\0');
  assert_true(is_canary(buf + 5, sizeof buf - 5));

  /* cap 1: just the NUL. */
  fill_canary(buf, sizeof buf);
  assert_int_equal(tf_last_error_copy(buf, 1), len);
  assert_int_equal(buf[0], '\0');
  assert_true(is_canary(buf + 1, sizeof buf - 1));

  /* cap == len: one character short. cap == len + 1: all of it. */
  fill_canary(big, sizeof big);
  assert_int_equal(tf_last_error_copy(big, len), len);
  assert_int_equal(strlen(big), len - 1);
  assert_memory_equal(big, saved, len - 1);
  fill_canary(big, sizeof big);
  assert_int_equal(tf_last_error_copy(big, len + 1), len);
  assert_string_equal(big, saved);
  assert_true(is_canary(big + len + 1, sizeof big - len - 1));
  assert_int_equal(tf_last_error_copy(big, sizeof big), len);
  assert_string_equal(big, saved);
  /* The copy functions do not consume the message. */
  assert_string_equal(tf_last_error(), saved);

  /* After a success: "" and length 0. */
  e = new_serial();
  CHECK_OK(tf_engine_num_threads(e, &n));
  assert_int_equal(tf_last_error_copy(NULL, 0), 0);
  fill_canary(buf, sizeof buf);
  assert_int_equal(tf_last_error_copy(buf, sizeof buf), 0);
  assert_string_equal(buf, "");
  tf_engine_destroy(e);
}

static void release_functions_accept_null(void** state) {
  tf_engine* e;
  int32_t n = 0;
  (void)state;
  tf_plan_cache_release(NULL);
  tf_engine_destroy(NULL);
  tf_tensor_release(NULL);
  /* The library is still fine afterwards. */
  e = new_serial();
  CHECK_OK(tf_engine_num_threads(e, &n));
  assert_int_equal(n, 1);
  tf_engine_destroy(e);
}

/* ============================================================= plan caches */

static void plan_cache_create_and_query(void** state) {
  tf_plan_cache* c = BAD_CACHE;
  tf_plan_cache_options o;
  size_t entries = 77, bytes = 77;
  (void)state;

  CHECK_OK(tf_plan_cache_create(NULL, &c));
  assert_true(c != NULL && c != BAD_CACHE);
  CHECK_OK(tf_plan_cache_size(c, &entries, &bytes));
  assert_int_equal(entries, 0);
  assert_int_equal(bytes, 0);
  CHECK_OK(tf_plan_cache_size(c, NULL, &bytes));
  CHECK_OK(tf_plan_cache_size(c, &entries, NULL));
  CHECK_OK(tf_plan_cache_size(c, NULL, NULL));
  CHECK_OK(tf_plan_cache_clear(c));
  tf_plan_cache_release(c);

  entries = 77;
  bytes = 77;
  EXPECT_FAIL(tf_plan_cache_size(NULL, &entries, &bytes), TF_ERR_INVALID_ARGUMENT, "cache");
  assert_int_equal(entries, 77);
  assert_int_equal(bytes, 77);
  EXPECT_FAIL(tf_plan_cache_clear(NULL), TF_ERR_INVALID_ARGUMENT, "cache");

  /* Full options. */
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.max_entries = 8;
  o.max_bytes = 1 << 20;
  c = BAD_CACHE;
  CHECK_OK(tf_plan_cache_create(&o, &c));
  assert_true(c != NULL && c != BAD_CACHE);
  tf_plan_cache_release(c);

  /* An older, smaller struct is accepted; the field past it is not read. */
  o.struct_size = offsetof(tf_plan_cache_options, max_bytes);
  o.max_bytes = (size_t)-12345;
  c = BAD_CACHE;
  CHECK_OK(tf_plan_cache_create(&o, &c));
  assert_true(c != NULL && c != BAD_CACHE);
  tf_plan_cache_release(c);

  /* struct_size 0 or too small to hold struct_size itself. */
  c = BAD_CACHE;
  o.struct_size = 0;
  EXPECT_FAIL(tf_plan_cache_create(&o, &c), TF_ERR_INVALID_ARGUMENT, "struct_size");
  assert_ptr_equal(c, BAD_CACHE);
  o.struct_size = 1;
  EXPECT_FAIL(tf_plan_cache_create(&o, &c), TF_ERR_INVALID_ARGUMENT, "struct_size");
  assert_ptr_equal(c, BAD_CACHE);

  o.struct_size = sizeof o;
  EXPECT_FAIL(tf_plan_cache_create(&o, NULL), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_FAIL(tf_plan_cache_create(NULL, NULL), TF_ERR_INVALID_ARGUMENT, "out");
}

/* Runs one n x n f64 matmul on engine e (the data does not matter). */
static void run_matmul(tf_engine* e, int64_t m, int64_t k, int64_t n) {
  double* a = new_doubles((size_t)(m * k), 5);
  double* b = new_doubles((size_t)(k * n), 6);
  double* c = new_doubles((size_t)(m * n), 7);
  tf_tensor* ta = wrap2(TF_F64, m, k, a);
  tf_tensor* tb = wrap2(TF_F64, k, n, b);
  tf_tensor* tc = wrap2(TF_F64, m, n, c);
  CHECK_OK(tf_matmul_into(e, ta, tb, tc));
  assert_true(fabs(c[0] - ref_elem(a, b, k, 0, 0, n)) <= 1e-12 * (double)k);
  tf_tensor_release(ta);
  tf_tensor_release(tb);
  tf_tensor_release(tc);
  free(a);
  free(b);
  free(c);
}

static void plan_cache_shared_between_engines(void** state) {
  tf_plan_cache* cache = NULL;
  tf_engine_options o;
  tf_engine *e1 = NULL, *e2 = NULL, *e3 = NULL;
  tf_engine_stats s;
  size_t entries = 0, bytes = 0;
  (void)state;

  CHECK_OK(tf_plan_cache_create(NULL, &cache));
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.kind = TF_ENGINE_SERIAL;
  o.plan_cache = cache;
  CHECK_OK(tf_engine_create(&o, &e1));
  CHECK_OK(tf_engine_create(&o, &e2));

  run_matmul(e1, 12, 7, 5);
  s = get_stats(e1);
  assert_int_equal(s.plan_misses, 1);
  CHECK_OK(tf_plan_cache_size(cache, &entries, &bytes));
  assert_true(entries >= 1);
  assert_true(bytes > 0);

  /* e2 finds the plan e1 built. */
  run_matmul(e2, 12, 7, 5);
  s = get_stats(e2);
  assert_int_equal(s.plan_misses, 0);
  assert_int_equal(s.plan_hits, 1);

  /* The caller's reference can go: the engines keep the cache alive. */
  tf_plan_cache_release(cache);
  run_matmul(e1, 12, 7, 5);
  run_matmul(e2, 12, 7, 5);
  s = get_stats(e2);
  assert_int_equal(s.plan_misses, 0);
  assert_int_equal(s.plan_hits, 2);
  tf_engine_destroy(e1);
  tf_engine_destroy(e2);

  /* A cache shared with a third engine and cleared: a fresh engine misses. */
  CHECK_OK(tf_plan_cache_create(NULL, &cache));
  o.plan_cache = cache;
  CHECK_OK(tf_engine_create(&o, &e1));
  run_matmul(e1, 9, 9, 9);
  CHECK_OK(tf_plan_cache_size(cache, &entries, NULL));
  assert_true(entries >= 1);
  CHECK_OK(tf_plan_cache_clear(cache));
  CHECK_OK(tf_plan_cache_size(cache, &entries, &bytes));
  assert_int_equal(entries, 0);
  assert_int_equal(bytes, 0);
  CHECK_OK(tf_engine_create(&o, &e3));
  run_matmul(e3, 9, 9, 9);
  s = get_stats(e3);
  assert_int_equal(s.plan_misses, 1);
  assert_int_equal(s.plan_hits, 0);
  tf_engine_destroy(e1);
  tf_engine_destroy(e3);
  tf_plan_cache_release(cache);

  /* Engines with private caches do not share plans. */
  e1 = new_serial();
  e2 = new_serial();
  run_matmul(e1, 6, 6, 6);
  run_matmul(e2, 6, 6, 6);
  s = get_stats(e2);
  assert_int_equal(s.plan_misses, 1);
  tf_engine_destroy(e1);
  tf_engine_destroy(e2);
}

static void plan_cache_bounded_by_entries(void** state) {
  tf_plan_cache* cache = NULL;
  tf_plan_cache_options co;
  tf_engine_options o;
  tf_engine* e = NULL;
  size_t entries = 0;
  int i;
  (void)state;
  memset(&co, 0, sizeof co);
  co.struct_size = sizeof co;
  co.max_entries = 2;
  CHECK_OK(tf_plan_cache_create(&co, &cache));
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.kind = TF_ENGINE_SERIAL;
  o.plan_cache = cache;
  CHECK_OK(tf_engine_create(&o, &e));
  for (i = 1; i <= 5; ++i) run_matmul(e, 3 + i, 4, 5);
  CHECK_OK(tf_plan_cache_size(cache, &entries, NULL));
  if (entries > 2) fail_msg("cache with max_entries 2 holds %zu plans", entries);
  assert_int_equal(get_stats(e).plan_misses, 5);
  tf_engine_destroy(e);
  tf_plan_cache_release(cache);
}

/* ================================================================= engines */

static void engine_create_variants(void** state) {
  tf_engine* e = BAD_ENGINE;
  tf_engine_options o;
  tf_status st;
  int32_t n = -5;
  (void)state;

  CHECK_OK(tf_engine_create_serial(&e));
  assert_true(e != NULL && e != BAD_ENGINE);
  CHECK_OK(tf_engine_num_threads(e, &n));
  assert_int_equal(n, 1);
  tf_engine_destroy(e);

  CHECK_OK(tf_engine_create_pooled(2, &e));
  CHECK_OK(tf_engine_num_threads(e, &n));
  assert_int_equal(n, 2);
  tf_engine_destroy(e);

  n = -5;
  CHECK_OK(tf_engine_create_pooled(0, &e)); /* environment default */
  CHECK_OK(tf_engine_num_threads(e, &n));
  assert_true(n >= 1);
  tf_engine_destroy(e);

  e = BAD_ENGINE;
  EXPECT_FAIL(tf_engine_create_pooled(-1, &e), TF_ERR_INVALID_ARGUMENT, "num_threads");
  assert_ptr_equal(e, BAD_ENGINE);
  EXPECT_FAIL(tf_engine_create_serial(NULL), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_FAIL(tf_engine_create_pooled(2, NULL), TF_ERR_INVALID_ARGUMENT, "out");

  /* From options: full struct. */
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.kind = TF_ENGINE_SERIAL;
  o.num_threads = 4; /* pooled only: ignored by a serial engine */
  CHECK_OK(tf_engine_create(&o, &e));
  CHECK_OK(tf_engine_num_threads(e, &n));
  assert_int_equal(n, 1);
  tf_engine_destroy(e);
  o.kind = TF_ENGINE_POOLED;
  o.num_threads = 2;
  CHECK_OK(tf_engine_create(&o, &e));
  CHECK_OK(tf_engine_num_threads(e, &n));
  assert_int_equal(n, 2);
  tf_engine_destroy(e);

  /* An older struct without pool_max_bytes is accepted. */
  o.struct_size = offsetof(tf_engine_options, pool_max_bytes);
  o.pool_max_bytes = (size_t)-777;
  CHECK_OK(tf_engine_create(&o, &e));
  CHECK_OK(tf_engine_num_threads(e, &n));
  assert_int_equal(n, 2);
  run_matmul(e, 8, 8, 8);
  tf_engine_destroy(e);

  /* struct_size 0, or too small to hold even kind, is rejected. */
  e = BAD_ENGINE;
  o.struct_size = 0;
  EXPECT_FAIL(tf_engine_create(&o, &e), TF_ERR_INVALID_ARGUMENT, "struct_size");
  assert_ptr_equal(e, BAD_ENGINE);
  o.struct_size = 1;
  EXPECT_FAIL(tf_engine_create(&o, &e), TF_ERR_INVALID_ARGUMENT, "struct_size");
  assert_ptr_equal(e, BAD_ENGINE);
  o.struct_size = offsetof(tf_engine_options, kind);
  EXPECT_FAIL(tf_engine_create(&o, &e), TF_ERR_INVALID_ARGUMENT, "struct_size");
  assert_ptr_equal(e, BAD_ENGINE);

  /* Unknown kind, negative thread count, NULL out. */
  o.struct_size = sizeof o;
  o.kind = (tf_engine_kind)7;
  EXPECT_FAIL(tf_engine_create(&o, &e), TF_ERR_INVALID_ARGUMENT, "kind");
  assert_ptr_equal(e, BAD_ENGINE);
  o.kind = TF_ENGINE_POOLED;
  o.num_threads = -3;
  EXPECT_FAIL(tf_engine_create(&o, &e), TF_ERR_INVALID_ARGUMENT, "num_threads");
  assert_ptr_equal(e, BAD_ENGINE);
  o.num_threads = 2;
  EXPECT_FAIL(tf_engine_create(&o, NULL), TF_ERR_INVALID_ARGUMENT, "out");

  /* NULL options: every default (a serial engine). */
  CHECK_OK(tf_engine_create(NULL, &e));
  assert_true(e != NULL && e != BAD_ENGINE);
  CHECK_OK(tf_engine_num_threads(e, &n));
  assert_int_equal(n, 1);
  tf_engine_destroy(e);
  (void)st;
}

static void engine_queries_bad_args(void** state) {
  tf_engine* e = new_serial();
  tf_engine_stats s;
  int32_t n = -5;
  (void)state;

  EXPECT_FAIL(tf_engine_num_threads(NULL, &n), TF_ERR_INVALID_ARGUMENT, "engine");
  assert_int_equal(n, -5);
  EXPECT_FAIL(tf_engine_num_threads(e, NULL), TF_ERR_INVALID_ARGUMENT, "out");

  fill_canary(&s, sizeof s);
  s.struct_size = sizeof s;
  EXPECT_FAIL(tf_engine_get_stats(NULL, &s), TF_ERR_INVALID_ARGUMENT, "engine");
  assert_true(is_canary((char*)&s + sizeof(size_t), sizeof s - sizeof(size_t)));
  EXPECT_FAIL(tf_engine_get_stats(e, NULL), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_FAIL(tf_engine_reset_stats(NULL), TF_ERR_INVALID_ARGUMENT, "engine");
  EXPECT_FAIL(tf_engine_trim(NULL), TF_ERR_INVALID_ARGUMENT, "engine");

  /* A fresh engine reports zeros. */
  s = get_stats(e);
  assert_int_equal(s.calls, 0);
  assert_int_equal(s.plan_hits, 0);
  assert_int_equal(s.plan_misses, 0);
  assert_int_equal(s.parallel_regions, 0);

  /* An older, smaller stats struct: nothing past struct_size is written. */
  run_matmul(e, 4, 4, 4);
  fill_canary(&s, sizeof s);
  s.struct_size = offsetof(tf_engine_stats, pool_hits);
  CHECK_OK(tf_engine_get_stats(e, &s));
  assert_int_equal(s.struct_size, offsetof(tf_engine_stats, pool_hits));
  assert_int_equal(s.calls, 1);
  assert_int_equal(s.plan_misses, 1);
  assert_int_equal(s.plan_hits, 0);
  assert_true(is_canary((char*)&s + offsetof(tf_engine_stats, pool_hits),
                        sizeof s - offsetof(tf_engine_stats, pool_hits)));

  CHECK_OK(tf_engine_reset_stats(e));
  CHECK_OK(tf_engine_trim(e));
  tf_engine_destroy(e);
}

static void engine_pool_max_bytes_option(void** state) {
  tf_engine_options o;
  tf_engine* e = NULL;
  tf_tensor *a, *r = NULL;
  double* data = new_doubles(64 * 64, 9);
  tf_engine_stats s;
  (void)state;
  a = wrap2(TF_F64, 64, 64, data);

  /* pool_max_bytes = 1: the pool may keep nothing. */
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.kind = TF_ENGINE_SERIAL;
  o.pool_max_bytes = 1;
  CHECK_OK(tf_engine_create(&o, &e));
  CHECK_OK(tf_matmul(e, a, a, &r));
  tf_tensor_release(r);
  s = get_stats(e);
  if (s.bytes_retained > 1)
    fail_msg("pool_max_bytes = 1 but the pool retains %llu bytes",
             (unsigned long long)s.bytes_retained);
  tf_engine_destroy(e);

  /* The same value past an older struct_size is not read: the default pool
   * keeps the released 32 KiB result. */
  o.struct_size = offsetof(tf_engine_options, pool_max_bytes);
  CHECK_OK(tf_engine_create(&o, &e));
  r = NULL;
  CHECK_OK(tf_matmul(e, a, a, &r));
  tf_tensor_release(r);
  s = get_stats(e);
  if (s.bytes_retained < 64 * 64 * sizeof(double))
    fail_msg("old struct_size: pool retains only %llu bytes; pool_max_bytes past "
             "struct_size was read?",
             (unsigned long long)s.bytes_retained);
  tf_engine_destroy(e);
  tf_tensor_release(a);
  free(data);
}

/* ================================================================= tensors */

static void tensor_wrap_valid_and_queries(void** state) {
  double buf[24];
  int64_t shape[3] = {2, 3, 4}, col[3] = {1, 2, 6}, got[TF_MAX_RANK];
  tf_tensor* t;
  tf_dtype dt = (tf_dtype)-1;
  int32_t nd = -1;
  int64_t numel = -1;
  void* data = NULL;
  size_t i;
  (void)state;

  t = tu_wrap(TF_F64, 3, shape, NULL, buf);
  CHECK_OK(tf_tensor_dtype(t, &dt));
  assert_int_equal(dt, TF_F64);
  CHECK_OK(tf_tensor_ndim(t, &nd));
  assert_int_equal(nd, 3);
  fill_canary(got, sizeof got);
  CHECK_OK(tf_tensor_shape(t, got));
  assert_int_equal(got[0], 2);
  assert_int_equal(got[1], 3);
  assert_int_equal(got[2], 4);
  assert_true(is_canary(&got[3], sizeof got - 3 * sizeof got[0]));
  CHECK_OK(tf_tensor_strides(t, got));
  assert_int_equal(got[0], 12); /* NULL strides = row-major */
  assert_int_equal(got[1], 4);
  assert_int_equal(got[2], 1);
  CHECK_OK(tf_tensor_numel(t, &numel));
  assert_int_equal(numel, 24);
  CHECK_OK(tf_tensor_data(t, &data));
  assert_ptr_equal(data, buf);
  tf_tensor_release(t);

  /* Explicit (column-major) strides are kept as given. */
  t = tu_wrap(TF_F64, 3, shape, col, buf);
  CHECK_OK(tf_tensor_strides(t, got));
  assert_int_equal(got[0], 1);
  assert_int_equal(got[1], 2);
  assert_int_equal(got[2], 6);
  tf_tensor_release(t);

  /* Every dtype. */
  for (i = 0; i < 4; ++i) {
    t = tu_wrap(ALL_DTYPES[i], 3, shape, NULL, buf);
    CHECK_OK(tf_tensor_dtype(t, &dt));
    assert_int_equal(dt, ALL_DTYPES[i]);
    tf_tensor_release(t);
  }

  /* Rank 0 is a scalar: numel 1, shape copies nothing. */
  t = tu_wrap(TF_F32, 0, shape, NULL, buf);
  CHECK_OK(tf_tensor_ndim(t, &nd));
  assert_int_equal(nd, 0);
  CHECK_OK(tf_tensor_numel(t, &numel));
  assert_int_equal(numel, 1);
  fill_canary(got, sizeof got);
  CHECK_OK(tf_tensor_shape(t, got));
  CHECK_OK(tf_tensor_strides(t, got));
  assert_true(is_canary(got, sizeof got));
  tf_tensor_release(t);

  /* Zero-size dimension. */
  shape[0] = 0;
  t = tu_wrap(TF_C64, 3, shape, NULL, buf);
  CHECK_OK(tf_tensor_numel(t, &numel));
  assert_int_equal(numel, 0);
  tf_tensor_release(t);

  /* Rank TF_MAX_RANK is fine. */
  {
    int64_t big[TF_MAX_RANK];
    for (i = 0; i < TF_MAX_RANK; ++i) big[i] = 1;
    big[0] = 3;
    t = tu_wrap(TF_F64, TF_MAX_RANK, big, NULL, buf);
    CHECK_OK(tf_tensor_numel(t, &numel));
    assert_int_equal(numel, 3);
    tf_tensor_release(t);
  }
}

static void tensor_wrap_bad_args(void** state) {
  double buf[16];
  int64_t shape[2] = {2, 3};
  int64_t neg[2] = {2, -3};
  int64_t huge[2] = {INT64_C(1) << 32, INT64_C(1) << 32};
  int64_t huge2[2] = {INT64_MAX, 2};
  int64_t big_rank[TF_MAX_RANK + 1];
  int64_t neg_strides[2] = {-1, 1};
  int64_t shape31[2] = {3, 1};
  int64_t overflow_strides[2] = {INT64_MAX, 1};
  tf_tensor* t = BAD_TENSOR;
  int i;
  (void)state;
  for (i = 0; i <= TF_MAX_RANK; ++i) big_rank[i] = 1;

  EXPECT_FAIL(tf_tensor_wrap((tf_dtype)42, 2, shape, NULL, buf, &t),
              TF_ERR_INVALID_ARGUMENT, "dtype");
  EXPECT_MSG_CONTAINS("42");
  EXPECT_FAIL(tf_tensor_wrap((tf_dtype)-1, 2, shape, NULL, buf, &t),
              TF_ERR_INVALID_ARGUMENT, "dtype");
  EXPECT_FAIL(tf_tensor_wrap(TF_F64, TF_MAX_RANK + 1, big_rank, NULL, buf, &t),
              TF_ERR_INVALID_ARGUMENT, "ndim|shape");
  EXPECT_MSG_CONTAINS("17");
  EXPECT_FAIL(tf_tensor_wrap(TF_F64, -1, shape, NULL, buf, &t), TF_ERR_INVALID_ARGUMENT,
              "ndim|shape");
  EXPECT_FAIL(tf_tensor_wrap(TF_F64, 2, NULL, NULL, buf, &t), TF_ERR_INVALID_ARGUMENT,
              "shape");
  EXPECT_FAIL(tf_tensor_wrap(TF_F64, 2, neg, NULL, buf, &t), TF_ERR_INVALID_ARGUMENT,
              "shape");
  EXPECT_MSG_CONTAINS("-3");
  EXPECT_FAIL(tf_tensor_wrap(TF_F64, 2, huge, NULL, buf, &t), TF_ERR_INVALID_ARGUMENT,
              "shape");
  EXPECT_FAIL(tf_tensor_wrap(TF_F64, 2, huge2, NULL, buf, &t), TF_ERR_INVALID_ARGUMENT,
              "shape");
  EXPECT_FAIL(tf_tensor_wrap(TF_F64, 2, shape, neg_strides, buf, &t),
              TF_ERR_INVALID_ARGUMENT, "strides");
  EXPECT_MSG_CONTAINS("-1");
  EXPECT_FAIL(tf_tensor_wrap(TF_F64, 2, shape31, overflow_strides, buf, &t),
              TF_ERR_INVALID_ARGUMENT, "strides");
  EXPECT_FAIL(tf_tensor_wrap(TF_F64, 2, shape, NULL, NULL, &t), TF_ERR_INVALID_ARGUMENT,
              "data");
  assert_ptr_equal(t, BAD_TENSOR);
  EXPECT_FAIL(tf_tensor_wrap(TF_F64, 2, shape, NULL, buf, NULL), TF_ERR_INVALID_ARGUMENT,
              "out");
}

static void tensor_rebind(void** state) {
  double a1[4] = {1, 2, 3, 4}, a2[4] = {5, 6, 7, 8}, got[4];
  int64_t shape[2] = {2, 2};
  tf_engine* e = new_serial();
  tf_tensor *t, *owned = NULL;
  void *data = NULL, *before = NULL;
  (void)state;

  t = tu_wrap(TF_F64, 2, shape, NULL, a1);
  CHECK_OK(tf_tensor_rebind(t, a2));
  CHECK_OK(tf_tensor_data(t, &data));
  assert_ptr_equal(data, a2);
  CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, got, sizeof got));
  assert_memory_equal(got, a2, sizeof got);

  EXPECT_FAIL(tf_tensor_rebind(NULL, a1), TF_ERR_INVALID_ARGUMENT, "tensor");
  EXPECT_FAIL(tf_tensor_rebind(t, NULL), TF_ERR_INVALID_ARGUMENT, "data");
  CHECK_OK(tf_tensor_data(t, &data));
  assert_ptr_equal(data, a2);

  CHECK_OK(tf_tensor_zeros(e, TF_F64, 2, shape, TF_ROW_MAJOR, &owned));
  CHECK_OK(tf_tensor_data(owned, &before));
  EXPECT_FAIL(tf_tensor_rebind(owned, a1), TF_ERR_INVALID_ARGUMENT, "tensor");
  CHECK_OK(tf_tensor_data(owned, &data));
  assert_ptr_equal(data, before);
  CHECK_OK(tf_tensor_read(owned, TF_ROW_MAJOR, got, sizeof got));
  assert_true(got[0] == 0 && got[1] == 0 && got[2] == 0 && got[3] == 0);

  tf_tensor_release(owned);
  tf_tensor_release(t);
  tf_engine_destroy(e);
}

typedef tf_status (*alloc_fn)(tf_engine*, tf_dtype, int32_t, const int64_t*, tf_layout,
                              tf_tensor**);

static void tensor_empty_zeros_valid(void** state) {
  static const alloc_fn fns[2] = {tf_tensor_empty, tf_tensor_zeros};
  int64_t shape[3] = {2, 3, 4}, got[3];
  tf_engine* e = new_serial();
  int f, d;
  (void)state;
  for (f = 0; f < 2; ++f)
    for (d = 0; d < 4; ++d) {
      tf_tensor* t = NULL;
      tf_dtype dt;
      int64_t numel;
      void* data = NULL;
      CHECK_OK(fns[f](e, ALL_DTYPES[d], 3, shape, TF_ROW_MAJOR, &t));
      CHECK_OK(tf_tensor_dtype(t, &dt));
      assert_int_equal(dt, ALL_DTYPES[d]);
      CHECK_OK(tf_tensor_shape(t, got));
      assert_memory_equal(got, shape, sizeof got);
      CHECK_OK(tf_tensor_strides(t, got));
      assert_true(got[0] == 12 && got[1] == 4 && got[2] == 1);
      CHECK_OK(tf_tensor_numel(t, &numel));
      assert_int_equal(numel, 24);
      CHECK_OK(tf_tensor_data(t, &data));
      assert_non_null(data);
      tf_tensor_release(t);
      CHECK_OK(fns[f](e, ALL_DTYPES[d], 3, shape, TF_COL_MAJOR, &t));
      CHECK_OK(tf_tensor_strides(t, got));
      assert_true(got[0] == 1 && got[1] == 2 && got[2] == 6);
      tf_tensor_release(t);
      /* rank 0 and zero-size */
      CHECK_OK(fns[f](e, ALL_DTYPES[d], 0, NULL, TF_ROW_MAJOR, &t));
      CHECK_OK(tf_tensor_numel(t, &numel));
      assert_int_equal(numel, 1);
      tf_tensor_release(t);
      {
        int64_t z[2] = {0, 5};
        CHECK_OK(fns[f](e, ALL_DTYPES[d], 2, z, TF_ROW_MAJOR, &t));
        CHECK_OK(tf_tensor_numel(t, &numel));
        assert_int_equal(numel, 0);
        tf_tensor_release(t);
      }
    }
  tf_engine_destroy(e);
}

static void tensor_empty_zeros_bad_args(void** state) {
  static const alloc_fn fns[2] = {tf_tensor_empty, tf_tensor_zeros};
  static const char* names[2] = {"tf_tensor_empty", "tf_tensor_zeros"};
  int64_t shape[2] = {2, 3}, neg[2] = {2, -3};
  int64_t huge[2] = {INT64_C(1) << 32, INT64_C(1) << 32};
  int64_t big_rank[TF_MAX_RANK + 1];
  tf_engine* e = new_serial();
  int f, i;
  (void)state;
  for (i = 0; i <= TF_MAX_RANK; ++i) big_rank[i] = 1;
  for (f = 0; f < 2; ++f) {
    tf_tensor* t = BAD_TENSOR;
    alloc_fn fn = fns[f];
    print_message("  %s\n", names[f]);
    EXPECT_FAIL(fn(NULL, TF_F64, 2, shape, TF_ROW_MAJOR, &t), TF_ERR_INVALID_ARGUMENT,
                "engine");
    EXPECT_FAIL(fn(e, (tf_dtype)42, 2, shape, TF_ROW_MAJOR, &t), TF_ERR_INVALID_ARGUMENT,
                "dtype");
    EXPECT_FAIL(fn(e, TF_F64, TF_MAX_RANK + 1, big_rank, TF_ROW_MAJOR, &t),
                TF_ERR_INVALID_ARGUMENT, "ndim|shape");
    EXPECT_FAIL(fn(e, TF_F64, -1, shape, TF_ROW_MAJOR, &t), TF_ERR_INVALID_ARGUMENT,
                "ndim|shape");
    EXPECT_FAIL(fn(e, TF_F64, 2, NULL, TF_ROW_MAJOR, &t), TF_ERR_INVALID_ARGUMENT, "shape");
    EXPECT_FAIL(fn(e, TF_F64, 2, neg, TF_ROW_MAJOR, &t), TF_ERR_INVALID_ARGUMENT, "shape");
    EXPECT_FAIL(fn(e, TF_F64, 2, huge, TF_ROW_MAJOR, &t), TF_ERR_INVALID_ARGUMENT, "shape");
    EXPECT_FAIL(fn(e, TF_F64, 2, shape, (tf_layout)7, &t), TF_ERR_INVALID_ARGUMENT,
                "layout");
    assert_ptr_equal(t, BAD_TENSOR);
    EXPECT_FAIL(fn(e, TF_F64, 2, shape, TF_ROW_MAJOR, NULL), TF_ERR_INVALID_ARGUMENT, "out");
  }
  tf_engine_destroy(e);
}

/* tf_tensor_zeros gives zeros, also when the pool hands back a dirty buffer. */
static void tensor_zeros_gives_zeros(void** state) {
  int64_t shape[2] = {7, 5};
  unsigned char dirty[7 * 5 * 16], got[7 * 5 * 16], zero[7 * 5 * 16];
  tf_engine* e = new_serial();
  int d, l;
  (void)state;
  memset(zero, 0, sizeof zero);
  fill_canary(dirty, sizeof dirty);
  for (d = 0; d < 4; ++d)
    for (l = 0; l < 2; ++l) {
      tf_tensor* t = NULL;
      size_t bytes = 35 * tf_dtype_size(ALL_DTYPES[d]);
      CHECK_OK(tf_tensor_from_data(e, ALL_DTYPES[d], 2, shape, NULL, dirty,
                                   (tf_layout)l, &t));
      tf_tensor_release(t);
      t = NULL;
      CHECK_OK(tf_tensor_zeros(e, ALL_DTYPES[d], 2, shape, (tf_layout)l, &t));
      fill_canary(got, sizeof got);
      CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, got, bytes));
      if (memcmp(got, zero, bytes) != 0)
        fail_msg("tf_tensor_zeros dtype %d layout %d: not all zero", d, l);
      assert_true(is_canary(got + bytes, sizeof got - bytes));
      tf_tensor_release(t);
    }
  tf_engine_destroy(e);
}

/* Fills logical (row-major) element i of a (rows x cols) matrix batch. */
static double val_re(size_t i) { return 0.5 * (double)i + 1.0; }
static double val_im(size_t i) { return -0.25 * (double)i - 2.0; }

static void tensor_from_data_read_roundtrip(void** state) {
  /* logical shape (2, 3, 4) */
  enum { B = 2, R = 3, C = 4, N = B * R * C };
  int64_t shape[3] = {B, R, C};
  int64_t col_strides[3] = {1, B, B * R};
  int64_t pad_strides[3] = {(R + 1) * (C + 2), C + 2, 1};
  unsigned char logical_row[N * 16], logical_col[N * 16];
  unsigned char src_col[N * 16], src_pad[B * (R + 1) * (C + 2) * 16];
  unsigned char got[N * 16 + 32];
  tf_engine* e = new_serial();
  int d, s, l, rl;
  (void)state;

  for (d = 0; d < 4; ++d) {
    tf_dtype dt = ALL_DTYPES[d];
    size_t esz = tf_dtype_size(dt);
    int b, r, c;
    fill_canary(src_pad, sizeof src_pad);
    for (b = 0; b < B; ++b)
      for (r = 0; r < R; ++r)
        for (c = 0; c < C; ++c) {
          size_t i = (size_t)((b * R + r) * C + c);
          size_t icol = (size_t)(b + B * (r + R * c));
          size_t ipad = (size_t)(b * pad_strides[0] + r * pad_strides[1] + c);
          set_elem(logical_row, dt, i, val_re(i), val_im(i));
          set_elem(logical_col, dt, icol, val_re(i), val_im(i));
          set_elem(src_col, dt, icol, val_re(i), val_im(i));
          set_elem(src_pad, dt, ipad, val_re(i), val_im(i));
        }
    for (s = 0; s < 3; ++s)
      for (l = 0; l < 2; ++l) {
        const int64_t* strides = s == 0 ? NULL : s == 1 ? col_strides : pad_strides;
        const void* src = s == 0 ? (const void*)logical_row
                                 : s == 1 ? (const void*)src_col : (const void*)src_pad;
        int64_t st[3];
        tf_tensor* t = NULL;
        CHECK_OK(tf_tensor_from_data(e, dt, 3, shape, strides, src, (tf_layout)l, &t));
        CHECK_OK(tf_tensor_strides(t, st));
        if (l == TF_ROW_MAJOR)
          assert_true(st[0] == R * C && st[1] == C && st[2] == 1);
        else
          assert_true(st[0] == 1 && st[1] == B && st[2] == B * R);
        for (rl = 0; rl < 2; ++rl) {
          fill_canary(got, sizeof got);
          CHECK_OK(tf_tensor_read(t, (tf_layout)rl, got, N * esz));
          if (memcmp(got, rl == 0 ? logical_row : logical_col, N * esz) != 0)
            fail_msg("from_data/read dtype %d source %s layout %d read %d: wrong values", d,
                     s == 0 ? "row" : s == 1 ? "col" : "padded", l, rl);
          assert_true(is_canary(got + N * esz, sizeof got - N * esz));
        }
        /* A wrapped view of the source reads back the same. */
        {
          tf_tensor* w = NULL;
          CHECK_OK(tf_tensor_wrap(dt, 3, shape, strides, (void*)src, &w));
          CHECK_OK(tf_tensor_read(w, TF_COL_MAJOR, got, N * esz));
          assert_memory_equal(got, logical_col, N * esz);
          tf_tensor_release(w);
        }
        tf_tensor_release(t);
      }
  }

  /* The data is copied: changing the source afterwards does not matter. */
  {
    double src[4] = {1, 2, 3, 4}, out[4];
    int64_t sh[2] = {2, 2};
    tf_tensor* t = NULL;
    CHECK_OK(tf_tensor_from_data(e, TF_F64, 2, sh, NULL, src, TF_ROW_MAJOR, &t));
    src[0] = 100;
    CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, out, sizeof out));
    assert_true(out[0] == 1 && out[1] == 2 && out[2] == 3 && out[3] == 4);
    tf_tensor_release(t);
  }
  tf_engine_destroy(e);
}

static void tensor_from_data_bad_args(void** state) {
  double buf[16] = {0};
  int64_t shape[2] = {2, 3}, neg[2] = {2, -3}, neg_strides[2] = {3, -1};
  int64_t huge[2] = {INT64_C(1) << 32, INT64_C(1) << 32};
  int64_t big_rank[TF_MAX_RANK + 1];
  tf_engine* e = new_serial();
  tf_tensor* t = BAD_TENSOR;
  int i;
  (void)state;
  for (i = 0; i <= TF_MAX_RANK; ++i) big_rank[i] = 1;

  EXPECT_FAIL(tf_tensor_from_data(NULL, TF_F64, 2, shape, NULL, buf, TF_ROW_MAJOR, &t),
              TF_ERR_INVALID_ARGUMENT, "engine");
  EXPECT_FAIL(tf_tensor_from_data(e, (tf_dtype)42, 2, shape, NULL, buf, TF_ROW_MAJOR, &t),
              TF_ERR_INVALID_ARGUMENT, "dtype");
  EXPECT_FAIL(
      tf_tensor_from_data(e, TF_F64, TF_MAX_RANK + 1, big_rank, NULL, buf, TF_ROW_MAJOR, &t),
      TF_ERR_INVALID_ARGUMENT, "ndim|shape");
  EXPECT_FAIL(tf_tensor_from_data(e, TF_F64, 2, NULL, NULL, buf, TF_ROW_MAJOR, &t),
              TF_ERR_INVALID_ARGUMENT, "shape");
  EXPECT_FAIL(tf_tensor_from_data(e, TF_F64, 2, neg, NULL, buf, TF_ROW_MAJOR, &t),
              TF_ERR_INVALID_ARGUMENT, "shape");
  EXPECT_FAIL(tf_tensor_from_data(e, TF_F64, 2, huge, NULL, buf, TF_ROW_MAJOR, &t),
              TF_ERR_INVALID_ARGUMENT, "shape");
  EXPECT_FAIL(tf_tensor_from_data(e, TF_F64, 2, shape, neg_strides, buf, TF_ROW_MAJOR, &t),
              TF_ERR_INVALID_ARGUMENT, "strides");
  EXPECT_FAIL(tf_tensor_from_data(e, TF_F64, 2, shape, NULL, NULL, TF_ROW_MAJOR, &t),
              TF_ERR_INVALID_ARGUMENT, "data");
  EXPECT_FAIL(tf_tensor_from_data(e, TF_F64, 2, shape, NULL, buf, (tf_layout)-1, &t),
              TF_ERR_INVALID_ARGUMENT, "layout");
  assert_ptr_equal(t, BAD_TENSOR);
  EXPECT_FAIL(tf_tensor_from_data(e, TF_F64, 2, shape, NULL, buf, TF_ROW_MAJOR, NULL),
              TF_ERR_INVALID_ARGUMENT, "out");
  tf_engine_destroy(e);
}

static void tensor_read_bad_args(void** state) {
  double data[6] = {1, 2, 3, 4, 5, 6};
  unsigned char dst[64];
  tf_tensor* t = wrap2(TF_F64, 2, 3, data);
  (void)state;

  fill_canary(dst, sizeof dst);
  EXPECT_FAIL(tf_tensor_read(NULL, TF_ROW_MAJOR, dst, sizeof dst), TF_ERR_INVALID_ARGUMENT,
              "tensor");
  EXPECT_FAIL(tf_tensor_read(t, (tf_layout)5, dst, sizeof dst), TF_ERR_INVALID_ARGUMENT,
              "layout");
  EXPECT_FAIL(tf_tensor_read(t, TF_ROW_MAJOR, NULL, sizeof dst), TF_ERR_INVALID_ARGUMENT,
              "dst");
  EXPECT_FAIL(tf_tensor_read(t, TF_ROW_MAJOR, dst, sizeof data - 1), TF_ERR_INVALID_ARGUMENT,
              "dst_bytes");
  EXPECT_MSG_CONTAINS("47"); /* what was given */
  EXPECT_FAIL(tf_tensor_read(t, TF_ROW_MAJOR, dst, 0), TF_ERR_INVALID_ARGUMENT, "dst_bytes");
  assert_true(is_canary(dst, sizeof dst));

  /* A larger dst is fine and nothing past numel * size is written. */
  CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, dst, sizeof dst));
  assert_memory_equal(dst, data, sizeof data);
  assert_true(is_canary(dst + sizeof data, sizeof dst - sizeof data));
  tf_tensor_release(t);
}

static void tensor_queries_bad_args(void** state) {
  double data[6] = {0};
  tf_tensor* t = wrap2(TF_F64, 2, 3, data);
  tf_dtype dt = (tf_dtype)77;
  int32_t nd = 77;
  int64_t arr[4] = {77, 77, 77, 77}, numel = 77;
  void* p = (void*)0x1234;
  (void)state;

  EXPECT_FAIL(tf_tensor_dtype(NULL, &dt), TF_ERR_INVALID_ARGUMENT, "tensor");
  EXPECT_FAIL(tf_tensor_ndim(NULL, &nd), TF_ERR_INVALID_ARGUMENT, "tensor");
  EXPECT_FAIL(tf_tensor_shape(NULL, arr), TF_ERR_INVALID_ARGUMENT, "tensor");
  EXPECT_FAIL(tf_tensor_strides(NULL, arr), TF_ERR_INVALID_ARGUMENT, "tensor");
  EXPECT_FAIL(tf_tensor_numel(NULL, &numel), TF_ERR_INVALID_ARGUMENT, "tensor");
  EXPECT_FAIL(tf_tensor_data(NULL, &p), TF_ERR_INVALID_ARGUMENT, "tensor");
  assert_int_equal(dt, 77);
  assert_int_equal(nd, 77);
  assert_true(arr[0] == 77 && arr[1] == 77 && arr[2] == 77 && arr[3] == 77);
  assert_int_equal(numel, 77);
  assert_ptr_equal(p, (void*)0x1234);

  EXPECT_FAIL(tf_tensor_dtype(t, NULL), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_FAIL(tf_tensor_ndim(t, NULL), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_FAIL(tf_tensor_shape(t, NULL), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_FAIL(tf_tensor_strides(t, NULL), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_FAIL(tf_tensor_numel(t, NULL), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_FAIL(tf_tensor_data(t, NULL), TF_ERR_INVALID_ARGUMENT, "out");
  tf_tensor_release(t);
}

static void dtype_size(void** state) {
  (void)state;
  assert_int_equal(tf_dtype_size(TF_F32), 4);
  assert_int_equal(tf_dtype_size(TF_F64), 8);
  assert_int_equal(tf_dtype_size(TF_C64), 8);
  assert_int_equal(tf_dtype_size(TF_C128), 16);
  assert_int_equal(tf_dtype_size((tf_dtype)42), 0);
  assert_int_equal(tf_dtype_size((tf_dtype)-1), 0);
}

static void tensor_outlives_engine(void** state) {
  double a[4] = {1, 2, 3, 4}, got[4];
  int64_t shape[2] = {2, 2};
  tf_engine* e = new_serial();
  tf_engine* e2;
  tf_tensor *t = NULL, *r = NULL, *z = NULL, *r2 = NULL;
  (void)state;

  CHECK_OK(tf_tensor_from_data(e, TF_F64, 2, shape, NULL, a, TF_ROW_MAJOR, &t));
  CHECK_OK(tf_matmul(e, t, t, &r));
  CHECK_OK(tf_tensor_zeros(e, TF_F64, 2, shape, TF_COL_MAJOR, &z));
  tf_engine_destroy(e);

  CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, got, sizeof got));
  assert_memory_equal(got, a, sizeof got);
  CHECK_OK(tf_tensor_read(r, TF_ROW_MAJOR, got, sizeof got));
  assert_true(got[0] == 7 && got[1] == 10 && got[2] == 15 && got[3] == 22);

  /* Still usable by another engine, as input and as output. */
  e2 = new_pooled(2);
  CHECK_OK(tf_matmul_into(e2, t, r, z));
  CHECK_OK(tf_tensor_read(z, TF_ROW_MAJOR, got, sizeof got));
  assert_true(got[0] == 37 && got[1] == 54 && got[2] == 81 && got[3] == 118);
  CHECK_OK(tf_matmul(e2, z, t, &r2));
  tf_engine_destroy(e2);
  CHECK_OK(tf_tensor_read(r2, TF_ROW_MAJOR, got, sizeof got));
  assert_true(got[0] == 199 && got[1] == 290);

  tf_tensor_release(t);
  tf_tensor_release(r);
  tf_tensor_release(z);
  tf_tensor_release(r2);
}

/* ============================================================== operations */

static void matmul_valid_small(void** state) {
  double a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {7, 8, 9, 10, 11, 12};
  const double want[4] = {58, 64, 139, 154};
  double out[4], got[4];
  int64_t sh[4];
  tf_engine* e = new_serial();
  tf_tensor *ta = wrap2(TF_F64, 2, 3, a), *tb = wrap2(TF_F64, 3, 2, b);
  tf_tensor *r = BAD_TENSOR, *to, *owned = NULL;
  tf_dtype dt;
  int32_t nd;
  tf_scalar two = {2.0, 0.0};
  int i;
  (void)state;

  /* tf_matmul: row-major result of the right dtype and shape. */
  CHECK_OK(tf_matmul(e, ta, tb, &r));
  assert_true(r != NULL && r != BAD_TENSOR);
  CHECK_OK(tf_tensor_dtype(r, &dt));
  assert_int_equal(dt, TF_F64);
  CHECK_OK(tf_tensor_ndim(r, &nd));
  assert_int_equal(nd, 2);
  CHECK_OK(tf_tensor_shape(r, sh));
  assert_true(sh[0] == 2 && sh[1] == 2);
  CHECK_OK(tf_tensor_strides(r, sh));
  assert_true(sh[0] == 2 && sh[1] == 1);
  CHECK_OK(tf_tensor_read(r, TF_ROW_MAJOR, got, sizeof got));
  assert_memory_equal(got, want, sizeof want);
  tf_tensor_release(r);

  /* tf_matmul_into a wrapped output full of NaN. */
  for (i = 0; i < 4; ++i) out[i] = NAN;
  to = wrap2(TF_F64, 2, 2, out);
  CHECK_OK(tf_matmul_into(e, ta, tb, to));
  assert_memory_equal(out, want, sizeof want);

  /* tf_matmul_acc: out = 2 * a@b + 1 * out = 3 * a@b. */
  CHECK_OK(tf_matmul_acc(e, TF_OP_N, ta, TF_OP_N, tb, two, ONE, to));
  for (i = 0; i < 4; ++i) assert_true(out[i] == 3 * want[i]);
  /* op_a = T on a's transpose view (column-major (2,3) with strides swapped). */
  {
    int64_t shape32[2] = {3, 2}, st[2] = {1, 3};
    tf_tensor* at = tu_wrap(TF_F64, 2, shape32, st, a); /* at = a^T as a view */
    CHECK_OK(tf_matmul_acc(e, TF_OP_T, at, TF_OP_N, tb, ONE, ZERO, to));
    assert_memory_equal(out, want, sizeof want);
    tf_tensor_release(at);
  }

  /* into an engine-owned, column-major output. */
  sh[0] = 2;
  sh[1] = 2;
  CHECK_OK(tf_tensor_empty(e, TF_F64, 2, sh, TF_COL_MAJOR, &owned));
  CHECK_OK(tf_matmul_into(e, ta, tb, owned));
  CHECK_OK(tf_tensor_read(owned, TF_ROW_MAJOR, got, sizeof got));
  assert_memory_equal(got, want, sizeof want);
  tf_tensor_release(owned);
  tf_tensor_release(to);
  tf_tensor_release(ta);
  tf_tensor_release(tb);

  /* Zero-size m: a (0,3) @ b (3,2) = (0,2). */
  {
    int64_t s03[2] = {0, 3};
    int64_t numel = -1;
    tf_tensor* a0 = tu_wrap(TF_F64, 2, s03, NULL, a);
    tf_tensor* b1 = wrap2(TF_F64, 3, 2, b);
    r = NULL;
    CHECK_OK(tf_matmul(e, a0, b1, &r));
    CHECK_OK(tf_tensor_shape(r, sh));
    assert_true(sh[0] == 0 && sh[1] == 2);
    CHECK_OK(tf_tensor_numel(r, &numel));
    assert_int_equal(numel, 0);
    tf_tensor_release(r);
    tf_tensor_release(a0);
    tf_tensor_release(b1);
  }
  /* k = 0: into writes zeros over NaN; acc with beta 0.5 halves out. */
  {
    int64_t s20[2] = {2, 0}, s03[2] = {0, 3};
    double o6[6];
    tf_scalar half = {0.5, 0.0};
    tf_tensor* a0 = tu_wrap(TF_F64, 2, s20, NULL, a);
    tf_tensor* b0 = tu_wrap(TF_F64, 2, s03, NULL, b);
    tf_tensor* o = wrap2(TF_F64, 2, 3, o6);
    for (i = 0; i < 6; ++i) o6[i] = NAN;
    CHECK_OK(tf_matmul_into(e, a0, b0, o));
    for (i = 0; i < 6; ++i) assert_true(o6[i] == 0.0);
    for (i = 0; i < 6; ++i) o6[i] = 4.0;
    CHECK_OK(tf_matmul_acc(e, TF_OP_N, a0, TF_OP_N, b0, ONE, half, o));
    for (i = 0; i < 6; ++i) assert_true(o6[i] == 2.0);
    tf_tensor_release(a0);
    tf_tensor_release(b0);
    tf_tensor_release(o);
  }
  /* Broadcast batch: (2,1,2,3) @ (4,3,2) -> (2,4,2,2). */
  {
    int64_t sa[4] = {2, 1, 2, 3}, sb[3] = {4, 3, 2};
    double ab[12], bb[24];
    tf_tensor *a4, *b3;
    for (i = 0; i < 12; ++i) ab[i] = i;
    for (i = 0; i < 24; ++i) bb[i] = i;
    a4 = tu_wrap(TF_F64, 4, sa, NULL, ab);
    b3 = tu_wrap(TF_F64, 3, sb, NULL, bb);
    r = NULL;
    CHECK_OK(tf_matmul(e, a4, b3, &r));
    CHECK_OK(tf_tensor_ndim(r, &nd));
    assert_int_equal(nd, 4);
    CHECK_OK(tf_tensor_shape(r, sh));
    assert_true(sh[0] == 2 && sh[1] == 4 && sh[2] == 2 && sh[3] == 2);
    tf_tensor_release(r);
    tf_tensor_release(a4);
    tf_tensor_release(b3);
  }
  /* Zero-size batch: (0,2,3) @ (1,3,2) -> (0,2,2). */
  {
    int64_t sa[3] = {0, 2, 3}, sb[3] = {1, 3, 2}, numel = -1;
    tf_tensor* a0 = tu_wrap(TF_F64, 3, sa, NULL, a);
    tf_tensor* b1 = tu_wrap(TF_F64, 3, sb, NULL, b);
    r = NULL;
    CHECK_OK(tf_matmul(e, a0, b1, &r));
    CHECK_OK(tf_tensor_shape(r, sh));
    assert_true(sh[0] == 0 && sh[1] == 2 && sh[2] == 2);
    CHECK_OK(tf_tensor_numel(r, &numel));
    assert_int_equal(numel, 0);
    tf_tensor_release(r);
    tf_tensor_release(a0);
    tf_tensor_release(b1);
  }
  /* An input with a zero stride (one matrix repeated over the batch) is a
   * valid read-only view: (3,2,2) with strides (0,2,1). */
  {
    double a1[4] = {1, 2, 3, 4}, bb[12], oo[12];
    int64_t s3[3] = {3, 2, 2}, st0[3] = {0, 2, 1};
    tf_tensor *a0 = tu_wrap(TF_F64, 3, s3, st0, a1), *b3 = tu_wrap(TF_F64, 3, s3, NULL, bb);
    tf_tensor* o3 = tu_wrap(TF_F64, 3, s3, NULL, oo);
    int bi, ii, jj;
    for (i = 0; i < 12; ++i) bb[i] = i - 5;
    CHECK_OK(tf_matmul_into(e, a0, b3, o3));
    for (bi = 0; bi < 3; ++bi)
      for (ii = 0; ii < 2; ++ii)
        for (jj = 0; jj < 2; ++jj) {
          double w = a1[ii * 2] * bb[bi * 4 + jj] + a1[ii * 2 + 1] * bb[bi * 4 + 2 + jj];
          assert_true(oo[bi * 4 + ii * 2 + jj] == w);
        }
    tf_tensor_release(a0);
    tf_tensor_release(b3);
    tf_tensor_release(o3);
  }
  tf_engine_destroy(e);
}

/* Common operands for the matmul error tests. */
typedef struct {
  double a[6], b[12], out[8], big[64];
  float b32[12], out32[8];
  tf_tensor *a23, *b34, *b45, *b32t, *a1, *a_batch3, *b_batch4;
  tf_tensor *out24, *out25, *out42, *out124, *out24f;
} operands;

static void operands_init(operands* o) {
  int64_t s3[1] = {3}, sa[3] = {3, 2, 3}, sb[3] = {4, 3, 4};
  int i;
  for (i = 0; i < 6; ++i) o->a[i] = i + 1;
  for (i = 0; i < 12; ++i) o->b[i] = i - 3;
  for (i = 0; i < 12; ++i) o->b32[i] = (float)i;
  o->a23 = wrap2(TF_F64, 2, 3, o->a);
  o->b34 = wrap2(TF_F64, 3, 4, o->b);
  o->b45 = wrap2(TF_F64, 4, 5, o->big);
  o->b32t = wrap2(TF_F32, 3, 4, o->b32);
  o->a1 = tu_wrap(TF_F64, 1, s3, NULL, o->a);
  o->a_batch3 = tu_wrap(TF_F64, 3, sa, NULL, o->big);
  o->b_batch4 = tu_wrap(TF_F64, 3, sb, NULL, o->big);
  o->out24 = wrap2(TF_F64, 2, 4, o->out);
  o->out25 = wrap2(TF_F64, 2, 5, o->big);
  o->out42 = wrap2(TF_F64, 4, 2, o->out);
  {
    int64_t s124[3] = {1, 2, 4};
    o->out124 = tu_wrap(TF_F64, 3, s124, NULL, o->out);
  }
  o->out24f = wrap2(TF_F32, 2, 4, o->out32);
  fill_canary(o->out, sizeof o->out);
  fill_canary(o->out32, sizeof o->out32);
  fill_canary(o->big, sizeof o->big);
}

static void operands_check_untouched(const operands* o) {
  double a[6];
  int i;
  for (i = 0; i < 6; ++i) a[i] = i + 1;
  assert_memory_equal(o->a, a, sizeof a);
  assert_true(is_canary(o->out, sizeof o->out));
  assert_true(is_canary(o->out32, sizeof o->out32));
  assert_true(is_canary(o->big, sizeof o->big));
}

static void operands_free(operands* o) {
  tf_tensor_release(o->a23);
  tf_tensor_release(o->b34);
  tf_tensor_release(o->b45);
  tf_tensor_release(o->b32t);
  tf_tensor_release(o->a1);
  tf_tensor_release(o->a_batch3);
  tf_tensor_release(o->b_batch4);
  tf_tensor_release(o->out24);
  tf_tensor_release(o->out25);
  tf_tensor_release(o->out42);
  tf_tensor_release(o->out124);
  tf_tensor_release(o->out24f);
}

static void matmul_bad_args(void** state) {
  operands o;
  tf_engine* e = new_serial();
  tf_tensor* r = BAD_TENSOR;
  (void)state;
  operands_init(&o);

  EXPECT_FAIL(tf_matmul(NULL, o.a23, o.b34, &r), TF_ERR_INVALID_ARGUMENT, "engine");
  EXPECT_FAIL(tf_matmul(e, NULL, o.b34, &r), TF_ERR_INVALID_ARGUMENT, "a");
  EXPECT_FAIL(tf_matmul(e, o.a23, NULL, &r), TF_ERR_INVALID_ARGUMENT, "b");
  EXPECT_FAIL(tf_matmul(e, o.a23, o.b34, NULL), TF_ERR_INVALID_ARGUMENT, "out");
  /* inner dimensions 3 vs 4 */
  EXPECT_FAIL(tf_matmul(e, o.a23, o.b45, &r), TF_ERR_SHAPE_MISMATCH, "a|b");
  /* f64 @ f32 */
  EXPECT_FAIL(tf_matmul(e, o.a23, o.b32t, &r), TF_ERR_DTYPE_MISMATCH, "a|b");
  /* batch 3 vs 4 do not broadcast */
  EXPECT_FAIL(tf_matmul(e, o.a_batch3, o.b_batch4, &r), TF_ERR_SHAPE_MISMATCH, "a|b");
  {
    int64_t s0[3] = {0, 2, 3};
    tf_tensor* a0 = tu_wrap(TF_F64, 3, s0, NULL, o.a);
    /* batch 0 vs 4: only 1 broadcasts */
    EXPECT_FAIL(tf_matmul(e, a0, o.b_batch4, &r), TF_ERR_SHAPE_MISMATCH, "a|b");
    tf_tensor_release(a0);
  }
  assert_ptr_equal(r, BAD_TENSOR);
  assert_int_equal(get_stats(e).pool_misses, 0); /* nothing was allocated */
  operands_check_untouched(&o);
  operands_free(&o);
  tf_engine_destroy(e);
}

/* An operand of rank < 2. The header lists "bad rank" under
 * TF_ERR_INVALID_ARGUMENT (TF_ERR_SHAPE_MISMATCH is for shapes of several
 * arguments that do not fit together), so that is the expected class. */
static void matmul_rank_below_2(void** state) {
  operands o;
  tf_engine* e = new_serial();
  tf_tensor* r = BAD_TENSOR;
  (void)state;
  operands_init(&o);
  EXPECT_FAIL(tf_matmul(e, o.a1, o.b34, &r), TF_ERR_INVALID_ARGUMENT, "a");
  EXPECT_FAIL(tf_matmul(e, o.b34, o.a1, &r), TF_ERR_INVALID_ARGUMENT, "b");
  assert_ptr_equal(r, BAD_TENSOR);
  EXPECT_FAIL(tf_matmul_into(e, o.a1, o.b34, o.out24), TF_ERR_INVALID_ARGUMENT, "a");
  EXPECT_FAIL(tf_matmul_acc(e, TF_OP_N, o.a1, TF_OP_N, o.b34, ONE, ZERO, o.out24),
              TF_ERR_INVALID_ARGUMENT, "a");
  operands_check_untouched(&o);
  operands_free(&o);
  tf_engine_destroy(e);
}

static void matmul_into_bad_args(void** state) {
  operands o;
  tf_engine* e = new_serial();
  (void)state;
  operands_init(&o);

  EXPECT_FAIL(tf_matmul_into(NULL, o.a23, o.b34, o.out24), TF_ERR_INVALID_ARGUMENT, "engine");
  EXPECT_FAIL(tf_matmul_into(e, NULL, o.b34, o.out24), TF_ERR_INVALID_ARGUMENT, "a");
  EXPECT_FAIL(tf_matmul_into(e, o.a23, NULL, o.out24), TF_ERR_INVALID_ARGUMENT, "b");
  EXPECT_FAIL(tf_matmul_into(e, o.a23, o.b34, NULL), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_FAIL(tf_matmul_into(e, o.a23, o.b45, o.out25), TF_ERR_SHAPE_MISMATCH, "a|b");
  EXPECT_FAIL(tf_matmul_into(e, o.a23, o.b32t, o.out24), TF_ERR_DTYPE_MISMATCH, "a|b");
  /* wrong output shape: (2,5), (4,2), (1,2,4) for a (2,4) result */
  EXPECT_FAIL(tf_matmul_into(e, o.a23, o.b34, o.out25), TF_ERR_SHAPE_MISMATCH, ARG_OUT);
  EXPECT_FAIL(tf_matmul_into(e, o.a23, o.b34, o.out42), TF_ERR_SHAPE_MISMATCH, ARG_OUT);
  EXPECT_FAIL(tf_matmul_into(e, o.a23, o.b34, o.out124), TF_ERR_SHAPE_MISMATCH, ARG_OUT);
  /* wrong output dtype */
  EXPECT_FAIL(tf_matmul_into(e, o.a23, o.b34, o.out24f), TF_ERR_DTYPE_MISMATCH, ARG_OUT);
  operands_check_untouched(&o);

  /* out aliases a (same memory), out overlaps b partially */
  {
    double buf[8] = {1, 2, 3, 4, 5, 6, 7, 8}, keep[8];
    tf_tensor* a22 = wrap2(TF_F64, 2, 2, buf);
    tf_tensor* b22 = wrap2(TF_F64, 2, 2, buf + 4);
    tf_tensor* out_a = wrap2(TF_F64, 2, 2, buf);
    tf_tensor* out_b = wrap2(TF_F64, 2, 2, buf + 2);
    memcpy(keep, buf, sizeof buf);
    EXPECT_FAIL(tf_matmul_into(e, a22, b22, out_a), TF_ERR_INVALID_ARGUMENT, ARG_OUT);
    EXPECT_FAIL(tf_matmul_into(e, a22, b22, out_b), TF_ERR_INVALID_ARGUMENT, ARG_OUT);
    EXPECT_FAIL(tf_matmul_into(e, a22, a22, a22), TF_ERR_INVALID_ARGUMENT, ARG_OUT);
    assert_memory_equal(buf, keep, sizeof buf);
    tf_tensor_release(a22);
    tf_tensor_release(b22);
    tf_tensor_release(out_a);
    tf_tensor_release(out_b);
  }
  operands_free(&o);
  tf_engine_destroy(e);
}

static void matmul_acc_bad_args(void** state) {
  operands o;
  tf_engine* e = new_serial();
  (void)state;
  operands_init(&o);

  EXPECT_FAIL(tf_matmul_acc(NULL, TF_OP_N, o.a23, TF_OP_N, o.b34, ONE, ZERO, o.out24),
              TF_ERR_INVALID_ARGUMENT, "engine");
  EXPECT_FAIL(tf_matmul_acc(e, TF_OP_N, NULL, TF_OP_N, o.b34, ONE, ZERO, o.out24),
              TF_ERR_INVALID_ARGUMENT, "a");
  EXPECT_FAIL(tf_matmul_acc(e, TF_OP_N, o.a23, TF_OP_N, NULL, ONE, ZERO, o.out24),
              TF_ERR_INVALID_ARGUMENT, "b");
  EXPECT_FAIL(tf_matmul_acc(e, TF_OP_N, o.a23, TF_OP_N, o.b34, ONE, ZERO, NULL),
              TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_FAIL(tf_matmul_acc(e, (tf_op)3, o.a23, TF_OP_N, o.b34, ONE, ZERO, o.out24),
              TF_ERR_INVALID_ARGUMENT, "op_a");
  EXPECT_FAIL(tf_matmul_acc(e, TF_OP_N, o.a23, (tf_op)-1, o.b34, ONE, ZERO, o.out24),
              TF_ERR_INVALID_ARGUMENT, "op_b");
  /* op_a = T turns a (2,3) into (3,2): inner 2 vs 3 */
  EXPECT_FAIL(tf_matmul_acc(e, TF_OP_T, o.a23, TF_OP_N, o.b34, ONE, ZERO, o.out24),
              TF_ERR_SHAPE_MISMATCH, "a|b|op_a");
  /* op_b = C turns b (3,4) into (4,3): inner 3 vs 4 */
  EXPECT_FAIL(tf_matmul_acc(e, TF_OP_N, o.a23, TF_OP_C, o.b34, ONE, ZERO, o.out24),
              TF_ERR_SHAPE_MISMATCH, "a|b|op_b");
  EXPECT_FAIL(tf_matmul_acc(e, TF_OP_N, o.a23, TF_OP_N, o.b32t, ONE, ZERO, o.out24),
              TF_ERR_DTYPE_MISMATCH, "a|b");
  EXPECT_FAIL(tf_matmul_acc(e, TF_OP_N, o.a23, TF_OP_N, o.b34, ONE, ONE, o.out42),
              TF_ERR_SHAPE_MISMATCH, ARG_OUT);
  EXPECT_FAIL(tf_matmul_acc(e, TF_OP_N, o.a23, TF_OP_N, o.b34, ONE, ONE, o.out24f),
              TF_ERR_DTYPE_MISMATCH, ARG_OUT);
  operands_check_untouched(&o);
  {
    double buf[4] = {1, 2, 3, 4}, keep[4];
    tf_tensor* a22 = wrap2(TF_F64, 2, 2, buf);
    tf_tensor* out_a = wrap2(TF_F64, 2, 2, buf);
    memcpy(keep, buf, sizeof buf);
    EXPECT_FAIL(tf_matmul_acc(e, TF_OP_T, a22, TF_OP_N, a22, ONE, ONE, out_a),
                TF_ERR_INVALID_ARGUMENT, ARG_OUT);
    assert_memory_equal(buf, keep, sizeof buf);
    tf_tensor_release(a22);
    tf_tensor_release(out_a);
  }
  operands_free(&o);
  tf_engine_destroy(e);
}

/* ==================================================== engine statistics */

typedef struct {
  int64_t n;
  double *a, *b, *c;
  tf_tensor *ta, *tb, *tc;
} square;

static void square_init(square* s, int64_t n) {
  s->n = n;
  s->a = new_doubles((size_t)(n * n), 11);
  s->b = new_doubles((size_t)(n * n), 12);
  s->c = new_doubles((size_t)(n * n), 13);
  s->ta = wrap2(TF_F64, n, n, s->a);
  s->tb = wrap2(TF_F64, n, n, s->b);
  s->tc = wrap2(TF_F64, n, n, s->c);
}

/* Checks a few entries of c = a @ b. */
static void square_check(const square* s) {
  int i;
  for (i = 0; i < 5; ++i) {
    int64_t r = (i * 37) % s->n, c = (i * 53 + 1) % s->n;
    double want = ref_elem(s->a, s->b, s->n, r, c, s->n);
    if (!(fabs(s->c[r * s->n + c] - want) <= 1e-12 * (double)s->n))
      fail_msg("%lldx%lld matmul: c[%lld,%lld] = %g, expected %g", (long long)s->n,
               (long long)s->n, (long long)r, (long long)c, s->c[r * s->n + c], want);
  }
}

static void square_free(square* s) {
  tf_tensor_release(s->ta);
  tf_tensor_release(s->tb);
  tf_tensor_release(s->tc);
  free(s->a);
  free(s->b);
  free(s->c);
}

static void stats_plan_hit_on_repeat(void** state) {
  tf_engine* e = new_serial();
  tf_engine_stats s1, s2, s3;
  square q, q2;
  double* other;
  (void)state;
  square_init(&q, 16);

  CHECK_OK(tf_matmul_into(e, q.ta, q.tb, q.tc));
  s1 = get_stats(e);
  assert_int_equal(s1.calls, 1);
  assert_int_equal(s1.plan_misses, 1);
  CHECK_OK(tf_matmul_into(e, q.ta, q.tb, q.tc));
  s2 = get_stats(e);
  assert_int_equal(s2.calls, 2);
  assert_true(s2.plan_hits > s1.plan_hits);
  assert_int_equal(s2.plan_misses, s1.plan_misses);
  square_check(&q);

  /* New data pointers, same signature: still a hit. */
  other = new_doubles(16 * 16, 99);
  CHECK_OK(tf_tensor_rebind(q.ta, other));
  CHECK_OK(tf_matmul_into(e, q.ta, q.tb, q.tc));
  s3 = get_stats(e);
  assert_true(s3.plan_hits > s2.plan_hits);
  assert_int_equal(s3.plan_misses, s1.plan_misses);
  CHECK_OK(tf_tensor_rebind(q.ta, q.a));

  /* A different shape is a different plan. */
  square_init(&q2, 17);
  CHECK_OK(tf_matmul_into(e, q2.ta, q2.tb, q2.tc));
  assert_int_equal(get_stats(e).plan_misses, s1.plan_misses + 1);
  square_check(&q2);

  square_free(&q);
  square_free(&q2);
  free(other);
  tf_engine_destroy(e);
}

static void stats_parallel_regions_serial(void** state) {
  tf_engine* e = new_serial();
  square q;
  (void)state;
  square_init(&q, 1024);
  CHECK_OK(tf_matmul_into(e, q.ta, q.tb, q.tc));
  square_check(&q);
  assert_int_equal(get_stats(e).parallel_regions, 0);
  square_free(&q);
  tf_engine_destroy(e);
}

static void stats_parallel_regions_pooled(void** state) {
  tf_engine* e = new_pooled(2);
  square tiny, big;
  tf_engine_stats s;
  (void)state;
  square_init(&tiny, 2);
  square_init(&big, 1024);

  CHECK_OK(tf_matmul_into(e, tiny.ta, tiny.tb, tiny.tc));
  square_check(&tiny);
  s = get_stats(e);
  if (s.parallel_regions != 0)
    fail_msg("pooled engine: 2x2 matmul entered %llu parallel regions, expected 0",
             (unsigned long long)s.parallel_regions);

  CHECK_OK(tf_engine_reset_stats(e));
  CHECK_OK(tf_matmul_into(e, big.ta, big.tb, big.tc));
  square_check(&big);
  s = get_stats(e);
  if (s.parallel_regions != 1)
    fail_msg("pooled engine: 1024x1024 matmul entered %llu parallel regions, expected 1",
             (unsigned long long)s.parallel_regions);
  square_free(&tiny);
  square_free(&big);
  tf_engine_destroy(e);
}

static void pool_steady_state_on(tf_engine* e, int64_t n) {
  tf_engine_stats s1, s2;
  square q;
  int i;
  square_init(&q, n);
  for (i = 0; i < 2; ++i) CHECK_OK(tf_matmul_into(e, q.ta, q.tb, q.tc));
  s1 = get_stats(e);
  for (i = 0; i < 5; ++i) CHECK_OK(tf_matmul_into(e, q.ta, q.tb, q.tc));
  s2 = get_stats(e);
  square_check(&q);
  if (s2.pool_misses != s1.pool_misses)
    fail_msg("steady-state tf_matmul_into %lldx%lld: pool_misses went %llu -> %llu",
             (long long)n, (long long)n, (unsigned long long)s1.pool_misses,
             (unsigned long long)s2.pool_misses);
  assert_int_equal(s2.calls, s1.calls + 5);
  square_free(&q);
}

static void stats_pool_steady_state_into(void** state) {
  tf_engine* e;
  (void)state;
  e = new_serial();
  pool_steady_state_on(e, 7);
  pool_steady_state_on(e, 256);
  tf_engine_destroy(e);
  e = new_pooled(2);
  pool_steady_state_on(e, 7);
  pool_steady_state_on(e, 512);
  tf_engine_destroy(e);
}

static void stats_pool_hit_and_trim(void** state) {
  tf_engine* e = new_serial();
  tf_engine_stats s0, s1, s2, s3;
  tf_tensor *r1 = NULL, *r2 = NULL, *r3 = NULL;
  square q;
  (void)state;
  square_init(&q, 64);

  s0 = get_stats(e);
  CHECK_OK(tf_matmul(e, q.ta, q.tb, &r1));
  s1 = get_stats(e);
  assert_true(s1.pool_misses > s0.pool_misses); /* a fresh pool has nothing */
  tf_tensor_release(r1);
  s1 = get_stats(e);
  assert_true(s1.bytes_retained >= 64 * 64 * sizeof(double));

  CHECK_OK(tf_matmul(e, q.ta, q.tb, &r2));
  s2 = get_stats(e);
  if (!(s2.pool_hits > s1.pool_hits) || s2.pool_misses != s1.pool_misses)
    fail_msg("second tf_matmul after a release: pool_hits %llu -> %llu, pool_misses %llu "
             "-> %llu; expected a hit and no miss",
             (unsigned long long)s1.pool_hits, (unsigned long long)s2.pool_hits,
             (unsigned long long)s1.pool_misses, (unsigned long long)s2.pool_misses);
  tf_tensor_release(r2);

  /* reset_stats zeroes the counters but reports the pool as it is. */
  s2 = get_stats(e);
  CHECK_OK(tf_engine_reset_stats(e));
  s3 = get_stats(e);
  assert_int_equal(s3.calls, 0);
  assert_int_equal(s3.plan_hits, 0);
  assert_int_equal(s3.plan_misses, 0);
  assert_int_equal(s3.pool_hits, 0);
  assert_int_equal(s3.pool_misses, 0);
  assert_int_equal(s3.parallel_regions, 0);
  assert_int_equal(s3.bytes_retained, s2.bytes_retained);
  assert_true(s3.bytes_retained > 0);

  /* trim drops everything the pool retains; the next allocation misses. */
  CHECK_OK(tf_engine_trim(e));
  s3 = get_stats(e);
  assert_int_equal(s3.bytes_retained, 0);
  CHECK_OK(tf_matmul(e, q.ta, q.tb, &r3));
  assert_true(get_stats(e).pool_misses > s3.pool_misses);
  CHECK_OK(tf_tensor_read(r3, TF_ROW_MAJOR, q.c, 64 * 64 * sizeof(double)));
  square_check(&q);
  tf_tensor_release(r3);
  square_free(&q);
  tf_engine_destroy(e);
}

int main(int argc, char** argv) {
  const struct CMUnitTest tests[] = {
      /* first: before any pooled engine has started threads */
      cmocka_unit_test(serial_engine_spawns_no_threads),
      cmocka_unit_test(version_functions),
      cmocka_unit_test(status_names),
      cmocka_unit_test(last_error_empty_after_success),
      cmocka_unit_test(last_error_copy),
      cmocka_unit_test(release_functions_accept_null),
      cmocka_unit_test(plan_cache_create_and_query),
      cmocka_unit_test(plan_cache_shared_between_engines),
      cmocka_unit_test(plan_cache_bounded_by_entries),
      cmocka_unit_test(engine_create_variants),
      cmocka_unit_test(engine_queries_bad_args),
      cmocka_unit_test(engine_pool_max_bytes_option),
      cmocka_unit_test(tensor_wrap_valid_and_queries),
      cmocka_unit_test(tensor_wrap_bad_args),
      cmocka_unit_test(tensor_rebind),
      cmocka_unit_test(tensor_empty_zeros_valid),
      cmocka_unit_test(tensor_empty_zeros_bad_args),
      cmocka_unit_test(tensor_zeros_gives_zeros),
      cmocka_unit_test(tensor_from_data_read_roundtrip),
      cmocka_unit_test(tensor_from_data_bad_args),
      cmocka_unit_test(tensor_read_bad_args),
      cmocka_unit_test(tensor_queries_bad_args),
      cmocka_unit_test(dtype_size),
      cmocka_unit_test(tensor_outlives_engine),
      cmocka_unit_test(matmul_valid_small),
      cmocka_unit_test(matmul_bad_args),
      cmocka_unit_test(matmul_rank_below_2),
      cmocka_unit_test(matmul_into_bad_args),
      cmocka_unit_test(matmul_acc_bad_args),
      cmocka_unit_test(stats_plan_hit_on_repeat),
      cmocka_unit_test(stats_parallel_regions_serial),
      cmocka_unit_test(stats_parallel_regions_pooled),
      cmocka_unit_test(stats_pool_steady_state_into),
      cmocka_unit_test(stats_pool_hit_and_trim),
  };
  if (argc > 1) cmocka_set_test_filter(argv[1]);
  return cmocka_run_group_tests_name("tenferro C API", tests, NULL, NULL);
}
