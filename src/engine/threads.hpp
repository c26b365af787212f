// engine/threads.hpp: the one place that decides how many workers a call
// gets, and the only code that enters a parallel region or sets BLAS threads.
#pragma once
#include <cstdint>

namespace tf {

// Worker cost model. Defaults printed by tenferro-calibrate (bench/suite)
// on the reference machine: lscpu "AMD EPYC" (family 26 model 2, 2 vCPUs,
// AVX-512, OpenBLAS 0.3.21 OpenMP build), 2026-12-02, shared and loaded
// (load average ~8); probes in docs/performance/calibration.md.
struct CostModel {
  double region_ns = 3000.0;        // entering a 2-thread region from outside
  double madds_per_ns = 24.0;       // 1-thread cblas_dgemm at n = 256
  double min_work_ns = 6000.0;      // 2 * region_ns: a worker's share must pay
                                    // twice the region entry (BLAS/LAPACK
                                    // calls split further only past their
                                    // own thresholds)
  // LAPACK drivers (OpenBLAS's threads inside getrf, geqrf, syevd, gesdd)
  // get workers only from this many multiply-adds: in the peer suite
  // (docs/performance/results.md) every one of them at n = 64..256 ran
  // 1.2-3.5x slower on 2 threads than on 1 (eigh 64: 963 vs 278 us).
  double lapack_min_madds = 2e8;
};

// Workers for work of `madds` multiply-adds (or equivalent element
// operations, already scaled by the caller) on a budget of max_workers.
// Returns 1 inside any OpenMP region of the caller (active or not), when
// the budget is 1, or when splitting would not pay for the region entry.
int choose_workers(const CostModel& model, int max_workers, double madds);

// The largest worker count of a pooled engine (tf_engine_create_pooled).
constexpr int kMaxThreads = 4096;

// The default worker count (the rule tenferro.h documents in section 4):
// TENFERRO_NUM_THREADS, else OMP_NUM_THREADS (its first entry), each used
// only when a positive number and taken as kMaxThreads above it; else the
// CPUs this process may use (available_cpus: affinity mask, cgroup quota).
int default_num_threads();

// Workers of a pooled engine asked for `requested` (0 = the default above),
// capped by OpenMP's thread limit (OMP_THREAD_LIMIT); at least 1.
int pooled_num_threads(int requested);

// Sets the calling thread's OpenMP thread count (which the OpenMP build of
// OpenBLAS reads per call) for the lifetime of the guard, then restores it.
class BlasThreads {
 public:
  explicit BlasThreads(int workers);
  ~BlasThreads();
  BlasThreads(const BlasThreads&) = delete;
  BlasThreads& operator=(const BlasThreads&) = delete;

 private:
  int saved_;
};

}  // namespace tf
