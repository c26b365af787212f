/*
 * dlopen_test.c -- loads libtenferro.so.1 the way a language runtime does
 * (dlopen with RTLD_NOW | RTLD_LOCAL, no link-time dependency), resolves
 * every function the public header declares, and runs calls through the
 * resolved pointers.
 *
 * The list of functions (tf_api_functions.inc) is generated from
 * include/tenferro.h at build time by header_functions.py, so a function
 * added to the header is resolved here without anyone editing this file.
 * This program does NOT link libtenferro: sizeof(&fn) and __typeof__ below
 * are unevaluated and make no reference to the symbol.
 *
 *   dlopen_test PATH/TO/libtenferro.so.1
 */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#include "tenferro.h"

#define RESOLVE(h, fn) ((__typeof__(&fn))dlsym((h), #fn))

static int failures = 0;
#define CHECK(cond, ...)                         \
  do {                                           \
    if (!(cond)) {                               \
      fprintf(stderr, "dlopen_test: FAIL: " __VA_ARGS__); \
      fputc('\n', stderr);                       \
      ++failures;                                \
    }                                            \
  } while (0)

int main(int argc, char** argv) {
  void* h;
  int n = 0;
  if (argc != 2) {
    fprintf(stderr, "usage: %s PATH/TO/libtenferro.so.1\n", argv[0]);
    return 2;
  }
  h = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    fprintf(stderr, "dlopen_test: FAIL: dlopen(%s): %s\n", argv[1], dlerror());
    return 1;
  }

  /* 1. every declared function resolves (and is declared: sizeof(&fn)) */
#define TF_FN(fn)                                                             \
  do {                                                                        \
    (void)sizeof(&fn);                                                        \
    CHECK(dlsym(h, #fn) != NULL, "%s is declared in tenferro.h but not exported: %s", #fn, \
          dlerror());                                                         \
    ++n;                                                                      \
  } while (0);
#include "tf_api_functions.inc"
#undef TF_FN
  printf("dlopen_test: resolved %d functions declared in tenferro.h\n", n);
  CHECK(n > 0, "no function listed; is the generated list empty?");

  /* 2. RTLD_LOCAL: nothing leaked into the global namespace */
  CHECK(dlsym(RTLD_DEFAULT, "tf_version") == NULL,
        "tf_version is visible globally although the library was opened RTLD_LOCAL");

  /* 3. calls through the resolved pointers */
  {
    __typeof__(&tf_version) version = RESOLVE(h, tf_version);
    __typeof__(&tf_engine_create_serial) create = RESOLVE(h, tf_engine_create_serial);
    __typeof__(&tf_engine_destroy) destroy = RESOLVE(h, tf_engine_destroy);
    __typeof__(&tf_tensor_wrap) wrap = RESOLVE(h, tf_tensor_wrap);
    __typeof__(&tf_tensor_release) release = RESOLVE(h, tf_tensor_release);
    __typeof__(&tf_matmul_into) matmul_into = RESOLVE(h, tf_matmul_into);
    __typeof__(&tf_last_error) last_error = RESOLVE(h, tf_last_error);
    __typeof__(&tf_status_name) status_name = RESOLVE(h, tf_status_name);
    double a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8}, c[4] = {0};
    const int64_t shape[2] = {2, 2};
    tf_engine* e = NULL;
    tf_tensor *ta = NULL, *tb = NULL, *tc = NULL;
    tf_status st;
    if (!version || !create || !destroy || !wrap || !release || !matmul_into ||
        !last_error || !status_name) {
      fprintf(stderr, "dlopen_test: FAIL: a core function did not resolve\n");
      return 1;
    }
    CHECK(version() == TENFERRO_VERSION_NUMBER, "tf_version() = %u, header says %u",
          version(), (unsigned)TENFERRO_VERSION_NUMBER);
    st = create(&e);
    if (st == TF_OK) st = wrap(TF_F64, 2, shape, NULL, a, &ta);
    if (st == TF_OK) st = wrap(TF_F64, 2, shape, NULL, b, &tb);
    if (st == TF_OK) st = wrap(TF_F64, 2, shape, NULL, c, &tc);
    if (st == TF_OK) st = matmul_into(e, ta, tb, tc);
    CHECK(st == TF_OK, "matmul through dlsym'd pointers: %s: %s", status_name(st), last_error());
    CHECK(c[0] == 19 && c[1] == 22 && c[2] == 43 && c[3] == 50,
          "c = [%g %g %g %g], expected [19 22 43 50]", c[0], c[1], c[2], c[3]);
    st = matmul_into(e, ta, tb, NULL);
    CHECK(st == TF_ERR_INVALID_ARGUMENT && strstr(last_error(), "out") != NULL,
          "NULL out: got %s: '%s'", status_name(st), last_error());
    release(ta);
    release(tb);
    release(tc);
    destroy(e);
  }
  CHECK(dlclose(h) == 0, "dlclose: %s", dlerror());
  if (failures) return 1;
  printf("dlopen_test: OK\n");
  return 0;
}
