// engine/threads.cpp: worker-count decision and OpenMP thread scoping.
#include "engine/threads.hpp"

#include <omp.h>
#include <unistd.h>

#include <cstdlib>

#include "engine/cpu_limits.hpp"

namespace tf {

int choose_workers(const CostModel& m, int max_workers, double madds) {
  // Inside any OpenMP region of the caller, also an inactive one (one
  // thread, or if(false)), work stays on the calling thread: a region opened
  // there is a nested team, created afresh on every call (about 4x the cost
  // of the work at 128 x 128 on the reference machine).
  if (max_workers <= 1 || omp_get_level() > 0) return 1;
  double work_ns = madds / m.madds_per_ns;
  if (work_ns < 2.0 * m.min_work_ns || work_ns < 4.0 * m.region_ns) return 1;
  double w = work_ns / m.min_work_ns;
  int workers = w >= max_workers ? max_workers : (int)w;
  return workers < 1 ? 1 : workers;
}

namespace {
int env_threads(const char* name) {
  const char* v = std::getenv(name);
  if (!v || !*v) return 0;
  char* end = nullptr;
  long n = std::strtol(v, &end, 10);  // OMP_NUM_THREADS may be a list: take the first
  if (end == v || n <= 0) return 0;     // not a positive number: ignored
  return n > kMaxThreads ? kMaxThreads : (int)n;
}
}  // namespace

int default_num_threads() {
  if (int n = env_threads("TENFERRO_NUM_THREADS")) return n;
  if (int n = env_threads("OMP_NUM_THREADS")) return n;
  return available_cpus();
}

int pooled_num_threads(int requested) {
  int n = requested > 0 ? requested : default_num_threads();
  int limit = omp_get_thread_limit();  // OMP_THREAD_LIMIT, else INT_MAX
  if (limit > 0 && n > limit) n = limit;
  return n < 1 ? 1 : n;
}

BlasThreads::BlasThreads(int workers) : saved_(omp_get_max_threads()) {
  if (saved_ != workers) omp_set_num_threads(workers);
}

BlasThreads::~BlasThreads() {
  if (omp_get_max_threads() != saved_) omp_set_num_threads(saved_);
}

}  // namespace tf
