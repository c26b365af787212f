// tenferro-bench: Google Benchmark suite behind the matmul ratio targets.
//
// Pairs to compare (same data; every benchmark reports real time, medians of
// 5 repetitions, and a "flops" rate counter = FLOP/s):
//
//   BM_matmul_into_serial/N      vs BM_cblas_dgemm/N          N = 2, 8, 32
//       tf_matmul_into on a serial engine vs a bare cblas_dgemm on a thread
//       whose OpenMP ICV is 1 (OpenBLAS, OpenMP build, takes its thread
//       count from the calling thread's ICV).
//   BM_matmul_alloc_serial/2     vs BM_matmul_into_serial/2
//       allocating tf_matmul (result released each iteration, warm pool).
//   BM_matmul_into_pooled/2      vs BM_matmul_into_serial/2
//       a tiny product on a pooled engine (tf_engine_create_pooled(0)).
//   BM_matmul_into_pooled_1024/workers:W  vs BM_cblas_dgemm_1024/omp_threads:W
//       W = 1, 2: pooled engine with W workers vs cblas_dgemm with the ICV
//       set to W; workers:2 over workers:1 is the scaling.
//   BM_matmul_into_serial/1024   (for reference: serial engine, 1 thread)
//
// bench/ratios.py runs this binary and prints the ratio targets.

#include <tenferro.h>

#include <benchmark/benchmark.h>
#include <cblas.h>
#include <omp.h>

#include <cstdio>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "native_blas.hpp"

namespace {

int g_default_icv = 1;  // the main thread's omp_get_max_threads() at start

// ------------------------------------------------------------ fixtures
struct Mats {
  int n = 0;
  std::vector<double> A, B, C;
  tf_tensor* a = nullptr;
  tf_tensor* b = nullptr;
  tf_tensor* c = nullptr;
};

struct Registry {
  std::map<int, std::unique_ptr<Mats>> mats;
  tf_engine* serial = nullptr;
  std::map<int, tf_engine*> pooled;  // by requested worker count (0 = default)

  ~Registry() {
    for (auto& kv : mats) {
      tf_tensor_release(kv.second->a);
      tf_tensor_release(kv.second->b);
      tf_tensor_release(kv.second->c);
    }
    tf_engine_destroy(serial);
    for (auto& kv : pooled) tf_engine_destroy(kv.second);
  }
};

// Destroyed explicitly at the end of main, not by a static destructor.
Registry* g_registry = nullptr;
Registry& reg() {
  if (!g_registry) g_registry = new Registry;
  return *g_registry;
}

std::string tf_error(const char* what, tf_status st) {
  return std::string(what) + ": " + tf_status_name(st) + " (" + tf_last_error() + ")";
}

// Square n x n row-major operands, the same values for every benchmark.
Mats* mats(int n, std::string* err) {
  auto& slot = reg().mats[n];
  if (slot) return slot.get();
  auto m = std::make_unique<Mats>();
  m->n = n;
  const size_t nn = static_cast<size_t>(n) * n;
  m->A.resize(nn);
  m->B.resize(nn);
  m->C.assign(nn, 0.0);
  std::mt19937_64 rng(12345 + n);
  std::uniform_real_distribution<double> dist(-1.0, 1.0);
  for (auto& x : m->A) x = dist(rng);
  for (auto& x : m->B) x = dist(rng);
  const int64_t shape[2] = {n, n};
  tf_status st = tf_tensor_wrap(TF_F64, 2, shape, nullptr, m->A.data(), &m->a);
  if (st == TF_OK) st = tf_tensor_wrap(TF_F64, 2, shape, nullptr, m->B.data(), &m->b);
  if (st == TF_OK) st = tf_tensor_wrap(TF_F64, 2, shape, nullptr, m->C.data(), &m->c);
  if (st != TF_OK) {
    *err = tf_error("tf_tensor_wrap", st);
    tf_tensor_release(m->a);
    tf_tensor_release(m->b);
    tf_tensor_release(m->c);
    return nullptr;
  }
  slot = std::move(m);
  return slot.get();
}

tf_engine* serial_engine(std::string* err) {
  if (!reg().serial) {
    tf_status st = tf_engine_create_serial(&reg().serial);
    if (st != TF_OK) *err = tf_error("tf_engine_create_serial", st);
  }
  return reg().serial;
}

tf_engine* pooled_engine(int workers, std::string* err) {
  auto it = reg().pooled.find(workers);
  if (it != reg().pooled.end()) return it->second;
  tf_engine* e = nullptr;
  tf_status st = tf_engine_create_pooled(workers, &e);
  if (st != TF_OK) {
    *err = tf_error("tf_engine_create_pooled", st);
    return nullptr;
  }
  reg().pooled[workers] = e;
  return e;
}

void set_flops(benchmark::State& state, int n) {
  state.counters["flops"] = benchmark::Counter(2.0 * n * n * n,
                                               benchmark::Counter::kIsIterationInvariantRate);
}

// Sets the calling thread's OpenMP ICV for a bare cblas call, restores it.
struct IcvScope {
  explicit IcvScope(int t) { omp_set_num_threads(t); }
  ~IcvScope() { omp_set_num_threads(g_default_icv); }
};

// --------------------------------------------------------- benchmarks
void run_cblas(benchmark::State& state, int n, int omp_threads) {
  std::string err;
  Mats* m = mats(n, &err);
  if (!m) {
    state.SkipWithError(err.c_str());
    return;
  }
  IcvScope icv(omp_threads);
  for (auto _ : state) {
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0, m->A.data(), n,
                m->B.data(), n, 0.0, m->C.data(), n);
    benchmark::ClobberMemory();
  }
  set_flops(state, n);
}

void run_into(benchmark::State& state, tf_engine* eng, int n, const std::string& eng_err) {
  std::string err = eng_err;
  Mats* m = eng ? mats(n, &err) : nullptr;
  if (!m) {
    state.SkipWithError(err.c_str());
    return;
  }
  for (auto _ : state) {
    tf_status st = tf_matmul_into(eng, m->a, m->b, m->c);
    if (st != TF_OK) {
      state.SkipWithError(tf_error("tf_matmul_into", st).c_str());
      break;
    }
    benchmark::ClobberMemory();
  }
  set_flops(state, n);
}

void run_alloc(benchmark::State& state, tf_engine* eng, int n, const std::string& eng_err) {
  std::string err = eng_err;
  Mats* m = eng ? mats(n, &err) : nullptr;
  if (!m) {
    state.SkipWithError(err.c_str());
    return;
  }
  // Warm the pool: the timed calls should find their buffer there.
  for (int i = 0; i < 4; ++i) {
    tf_tensor* out = nullptr;
    tf_status st = tf_matmul(eng, m->a, m->b, &out);
    tf_tensor_release(out);
    if (st != TF_OK) {
      state.SkipWithError(tf_error("tf_matmul", st).c_str());
      return;
    }
  }
  for (auto _ : state) {
    tf_tensor* out = nullptr;
    tf_status st = tf_matmul(eng, m->a, m->b, &out);
    if (st != TF_OK) {
      state.SkipWithError(tf_error("tf_matmul", st).c_str());
      break;
    }
    tf_tensor_release(out);
    benchmark::ClobberMemory();
  }
  set_flops(state, n);
}

void BM_cblas_dgemm(benchmark::State& state) {
  run_cblas(state, static_cast<int>(state.range(0)), 1);
}

void BM_matmul_into_serial(benchmark::State& state) {
  std::string err;
  tf_engine* e = serial_engine(&err);
  run_into(state, e, static_cast<int>(state.range(0)), err);
}

void BM_matmul_alloc_serial(benchmark::State& state) {
  std::string err;
  tf_engine* e = serial_engine(&err);
  run_alloc(state, e, static_cast<int>(state.range(0)), err);
}

void BM_matmul_into_pooled(benchmark::State& state) {
  std::string err;
  tf_engine* e = pooled_engine(0, &err);
  run_into(state, e, static_cast<int>(state.range(0)), err);
}

// A pooled engine called from inside the caller's own one-thread OpenMP
// region must cost what a serial engine costs (no nested team per call).
void BM_matmul_into_pooled_in_region(benchmark::State& state) {
  std::string err;
  tf_engine* e = pooled_engine(0, &err);
#pragma omp parallel num_threads(1)
  run_into(state, e, static_cast<int>(state.range(0)), err);
}

void BM_cblas_dgemm_1024(benchmark::State& state) {
  run_cblas(state, 1024, static_cast<int>(state.range(0)));
}

void BM_matmul_into_pooled_1024(benchmark::State& state) {
  std::string err;
  tf_engine* e = pooled_engine(static_cast<int>(state.range(0)), &err);
  run_into(state, e, 1024, err);
}

constexpr int kReps = 5;

// Small sizes: the call overhead is the point.
BENCHMARK(BM_cblas_dgemm)->Arg(2)->Arg(8)->Arg(32)
    ->Repetitions(kReps)->ReportAggregatesOnly(true)->UseRealTime();
BENCHMARK(BM_matmul_into_serial)->Arg(2)->Arg(8)->Arg(32)->Arg(1024)
    ->Repetitions(kReps)->ReportAggregatesOnly(true)->UseRealTime();
BENCHMARK(BM_matmul_alloc_serial)->Arg(2)
    ->Repetitions(kReps)->ReportAggregatesOnly(true)->UseRealTime();
BENCHMARK(BM_matmul_into_pooled)->Arg(2)
    ->Repetitions(kReps)->ReportAggregatesOnly(true)->UseRealTime();
BENCHMARK(BM_matmul_into_serial)->Arg(128)
    ->Repetitions(kReps)->ReportAggregatesOnly(true)->UseRealTime();
BENCHMARK(BM_matmul_into_pooled_in_region)->Arg(128)
    ->Repetitions(kReps)->ReportAggregatesOnly(true)->UseRealTime();

// Large size: throughput at 1 and 2 threads.
BENCHMARK(BM_cblas_dgemm_1024)->ArgName("omp_threads")->Arg(1)->Arg(2)
    ->Repetitions(kReps)->ReportAggregatesOnly(true)->UseRealTime()
    ->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK(BM_matmul_into_pooled_1024)->ArgName("workers")->Arg(1)->Arg(2)
    ->Repetitions(kReps)->ReportAggregatesOnly(true)->UseRealTime()
    ->Unit(benchmark::kMillisecond)->MinTime(1.0);

}  // namespace

int main(int argc, char** argv) {
  tfbench::native_blas_reexec(argv);
  g_default_icv = omp_get_max_threads();
  tfbench::native_blas_context("tenferro-bench", 0);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::AddCustomContext("tenferro_version", tf_version_string());
  benchmark::AddCustomContext("omp_max_threads", std::to_string(g_default_icv));
  benchmark::AddCustomContext("openblas_config", openblas_get_config());
  {
    std::string err;
    tf_engine* p = pooled_engine(0, &err);
    int32_t t = 0;
    if (p && tf_engine_num_threads(p, &t) == TF_OK)
      benchmark::AddCustomContext("pooled_default_workers", std::to_string(t));
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  delete g_registry;
  g_registry = nullptr;
  return 0;
}
