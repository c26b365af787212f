/* The worker count a pooled engine takes (tenferro.h section 4, the rule
 * under tf_engine_create_pooled), checked in a fresh process whose
 * environment and affinity mask ctest sets (tests/threads/CMakeLists.txt):
 *
 *   thread_defaults_test EXPECTED [REQUEST [PROCESS_THREADS]]
 *
 * creates tf_engine_create_pooled(REQUEST, default 0) and fails unless
 * tf_engine_num_threads reports EXPECTED. EXPECTED "cpus" means the CPUs of
 * this process's affinity mask as sched_getaffinity reports them (the engine
 * may report fewer under a cgroup quota, never more, never 0). With
 * PROCESS_THREADS, it then runs a 256 x 256 matmul (BLAS) on the engine and
 * fails unless the process has exactly that many threads afterwards: how
 * OPENBLAS_NUM_THREADS is shown to add none. */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tenferro.h"

/* Number of threads of this process, from /proc/self/status. */
static int process_threads(void) {
  char line[256];
  int n = -1;
  FILE* f = fopen("/proc/self/status", "r");
  if (!f) return -1;
  while (fgets(line, sizeof line, f))
    if (strncmp(line, "Threads:", 8) == 0) n = atoi(line + 8);
  fclose(f);
  return n;
}

/* A matmul big enough for BLAS to use every thread it is allowed. */
static int run_matmul(tf_engine* e) {
  enum { N = 256 };
  static double a[N * N], c[N * N];
  const int64_t shape[2] = {N, N};
  tf_tensor *ta = NULL, *tc = NULL;
  int ok;
  for (int i = 0; i < N * N; ++i) a[i] = (double)(i % 7) - 3.0;
  ok = tf_tensor_wrap(TF_F64, 2, shape, NULL, a, &ta) == TF_OK &&
       tf_tensor_wrap(TF_F64, 2, shape, NULL, c, &tc) == TF_OK &&
       tf_matmul_into(e, ta, ta, tc) == TF_OK;
  tf_tensor_release(ta);
  tf_tensor_release(tc);
  return ok;
}

int main(int argc, char** argv) {
  tf_engine* e = NULL;
  int32_t n = -1;
  int request = argc > 2 ? atoi(argv[2]) : 0;
  if (argc < 2) {
    fprintf(stderr, "usage: %s EXPECTED|cpus [REQUEST]\n", argv[0]);
    return 2;
  }
  if (tf_engine_create_pooled(request, &e) != TF_OK || tf_engine_num_threads(e, &n) != TF_OK) {
    fprintf(stderr, "FAIL: %s\n", tf_last_error());
    return 1;
  }
  if (argc > 3) {
    int want = atoi(argv[3]), got;
    if (!run_matmul(e)) {
      fprintf(stderr, "FAIL: matmul: %s\n", tf_last_error());
      return 1;
    }
    got = process_threads();
    printf("after a matmul on pooled(%d): %d process threads, expected %d (OPENBLAS_NUM_THREADS=%s)\n",
           request, got, want, getenv("OPENBLAS_NUM_THREADS") ? getenv("OPENBLAS_NUM_THREADS") : "unset");
    if (got != want) {
      fprintf(stderr, "FAIL: %d process threads, expected %d\n", got, want);
      return 1;
    }
  }
  tf_engine_destroy(e);
  if (strcmp(argv[1], "cpus") == 0) {
    cpu_set_t set;
    int cpus;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0) {
      perror("sched_getaffinity");
      return 1;
    }
    cpus = CPU_COUNT(&set);
    printf("pooled(%d): %d workers; affinity mask: %d CPUs\n", request, n, cpus);
    if (n < 1 || n > cpus) {
      fprintf(stderr, "FAIL: %d workers, expected 1..%d (the affinity mask)\n", n, cpus);
      return 1;
    }
    return 0;
  }
  printf("pooled(%d): %d workers, expected %s\n", request, n, argv[1]);
  if (n != atoi(argv[1])) {
    fprintf(stderr, "FAIL: %d workers, expected %s\n", n, argv[1]);
    return 1;
  }
  return 0;
}
