/* The worker count a pooled engine takes (tenferro.h section 4, the rule
 * under tf_engine_create_pooled), checked in a fresh process whose
 * environment and affinity mask ctest sets (tests/threads/CMakeLists.txt):
 *
 *   thread_defaults_test EXPECTED [REQUEST]
 *
 * creates tf_engine_create_pooled(REQUEST, default 0) and fails unless
 * tf_engine_num_threads reports EXPECTED. EXPECTED "cpus" means the CPUs of
 * this process's affinity mask as sched_getaffinity reports them (the engine
 * may report fewer under a cgroup quota, never more, never 0). */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tenferro.h"

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
