// engine/threads.hpp: the one place that decides how many workers a call
// gets, and the only code that runs work on several threads (run_parts; the
// OpenMP build of OpenBLAS runs its own) or sets BLAS threads.
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
// Returns 1 inside any OpenMP region of the caller (active or not), inside
// run_parts, when the budget is 1, or when splitting would not pay for the
// region entry.
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

// Runs part(ctx, t) once for each t in [0, parts) and returns when all are
// done, on the calling thread and its team of helper threads. The team is
// created on first use and grows to the largest `parts` asked for (at most
// kMaxThreads - 1 helpers; more parts than kMaxThreads run one after another
// on the calling thread); it lives as long as the calling thread. Parts
// are claimed dynamically: the caller takes any part no helper has started,
// so a helper that is asleep, slow to wake or was never created costs at
// most the serial time. Between calls a helper spins on its own cache line
// for ~1 ms, then naps, then sleeps (engine/threads.cpp); it stops spinning
// at once when the caller hands OpenBLAS several threads (BlasThreads), and
// for ~8 ms after that, while libgomp's workers still spin, run_parts runs
// the parts in an OpenMP region instead (two spinning teams would share the
// cores). Back-to-back calls cost a cache-line round trip (~0.5 us on the
// reference machine, where an OpenMP region costs ~3 us). After fork() the
// child's first call starts a new team. Never throws.
void run_parts(int parts, void (*part)(void* ctx, int t), void* ctx);

template <class F> void run_parts(int parts, F& f) {
  run_parts(parts, [](void* c, int t) { (*static_cast<F*>(c))(t); }, &f);
}

// True while the calling thread runs a part (caller or helper).
bool in_parts();

// Sets the calling thread's OpenMP thread count (which the OpenMP build of
// OpenBLAS reads per call) for the lifetime of the guard, then restores it.
// With more than one, the calling thread's helpers (run_parts) stop
// spinning at once, leaving the cores to OpenBLAS's threads.
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
