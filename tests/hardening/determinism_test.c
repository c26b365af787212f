/*
 * determinism_test.c -- bitwise reproducibility.
 *   serial engine: the same product (small kernels, BLAS, strided/batched)
 *     gives bitwise-identical results on repeated calls, on a fresh engine,
 *     and after the plan cache was cleared.
 *   pooled engine with a fixed thread count: the same, run after run
 *     (batches are split into fixed contiguous ranges and every batch item is
 *     computed by one worker; BLAS partitions M/N for a given thread count,
 *     never K).
 * Not guaranteed (docs/hardening.md): equality between engines with
 * different thread counts, or across machines/BLAS builds.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tenferro.h"
#include "test_util.h"

typedef struct { int64_t batch, m, k, n; } dims;
static const dims CASES[] = {
    {1, 3, 5, 4}, {1, 17, 33, 9}, {1, 96, 80, 72}, {1, 257, 129, 131}, {6, 40, 40, 40},
    {16, 8, 8, 8}, {3, 150, 100, 120},
};

static uint64_t lcg(uint64_t* s) {
  *s = *s * 6364136223846793005ull + 1442695040888963407ull;
  return *s >> 11;
}

/* One product; returns the result bytes (caller frees). */
static double* run(tf_engine* e, const dims* d, const double* A, const double* B) {
  int64_t sa[3] = {d->batch, d->m, d->k}, sb[3] = {d->batch, d->k, d->n};
  size_t nc = (size_t)(d->batch * d->m * d->n);
  double* C = malloc(sizeof(double) * nc);
  tf_tensor *a, *b, *c = NULL;
  CHECK_OK(tf_tensor_wrap(TF_F64, 3, sa, NULL, (void*)A, &a));
  CHECK_OK(tf_tensor_wrap(TF_F64, 3, sb, NULL, (void*)B, &b));
  CHECK_OK(tf_matmul(e, a, b, &c));
  CHECK_OK(tf_tensor_read(c, TF_ROW_MAJOR, C, sizeof(double) * nc));
  tf_tensor_release(a); tf_tensor_release(b); tf_tensor_release(c);
  return C;
}

static void check_engine_kind(int pooled) {
  size_t ci;
  for (ci = 0; ci < sizeof CASES / sizeof CASES[0]; ++ci) {
    const dims* d = &CASES[ci];
    size_t na = (size_t)(d->batch * d->m * d->k), nb = (size_t)(d->batch * d->k * d->n);
    size_t nc = (size_t)(d->batch * d->m * d->n), i;
    double* A = malloc(sizeof(double) * na);
    double* B = malloc(sizeof(double) * nb);
    uint64_t seed = 42 + ci;
    double* first;
    int rep;
    tf_engine* e = NULL;
    for (i = 0; i < na; ++i) A[i] = (double)(lcg(&seed) % 2001) / 1000.0 - 1.0 + 1e-7 * i;
    for (i = 0; i < nb; ++i) B[i] = (double)(lcg(&seed) % 2001) / 1000.0 - 1.0;
    if (pooled) CHECK_OK(tf_engine_create_pooled(2, &e));
    else CHECK_OK(tf_engine_create_serial(&e));
    first = run(e, d, A, B);
    for (rep = 0; rep < 4; ++rep) {
      double* again;
      if (rep == 2) { /* a fresh engine */
        tf_engine_destroy(e);
        if (pooled) CHECK_OK(tf_engine_create_pooled(2, &e));
        else CHECK_OK(tf_engine_create_serial(&e));
      }
      if (rep == 3) CHECK_OK(tf_engine_trim(e));
      again = run(e, d, A, B);
      if (memcmp(first, again, sizeof(double) * nc) != 0) {
        print_error("%s engine, case %zu (%lldx%lldx%lldx%lld): run %d differs bitwise\n",
                    pooled ? "pooled(2)" : "serial", ci, (long long)d->batch, (long long)d->m,
                    (long long)d->k, (long long)d->n, rep + 1);
        fail();
      }
      free(again);
    }
    free(first); free(A); free(B);
    tf_engine_destroy(e);
  }
}

static void serial_is_bitwise_reproducible(void** state) { (void)state; check_engine_kind(0); }
static void pooled_fixed_threads_is_bitwise_reproducible(void** state) {
  (void)state;
  check_engine_kind(1);
}

int main(int argc, char** argv) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(serial_is_bitwise_reproducible),
      cmocka_unit_test(pooled_fixed_threads_is_bitwise_reproducible),
  };
  if (argc > 1) cmocka_set_test_filter(argv[1]);
  return cmocka_run_group_tests(tests, NULL, NULL);
}
