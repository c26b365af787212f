// engine/threads.hpp: the one place that decides how many workers a call
// gets, and the only code that enters a parallel region or sets BLAS threads.
#pragma once
#include <cstdint>

namespace tf {

// Worker cost model. Defaults come from bench/tenferro-calibrate measured on
// the reference machine (docs/cost-model.md).
struct CostModel {
  double region_ns = 1500.0;        // cost of entering a parallel region
  double madds_per_ns = 8.0;        // multiply-adds per ns on one worker
  double min_work_ns = 20000.0;     // a worker must get at least this much
};

// Workers for work of `madds` multiply-adds (or equivalent element
// operations, already scaled by the caller) on a budget of max_workers.
// Returns 1 when inside a parallel region, when the budget is 1, or when
// splitting would not pay for the region entry.
int choose_workers(const CostModel& model, int max_workers, double madds);

// Number of hardware threads to use by default: TENFERRO_NUM_THREADS, else
// OMP_NUM_THREADS, else every core.
int default_num_threads();

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
