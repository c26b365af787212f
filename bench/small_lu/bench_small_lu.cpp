// tenferro-bench-small-lu: BM_small_lu/N (copy A, b; small_lu getrf + getrs)
// vs BM_dgesv/N (copy A, b; dgesv_ with one OpenBLAS thread), f64, 1 rhs,
// same data, medians of 5. The ratio small_lu / dgesv per n sets
// small_lu::kMaxN.
#include <benchmark/benchmark.h>

#include "../native_blas.hpp"
#include <omp.h>

#include <cstring>
#include <random>
#include <vector>

#include "providers/small_lu.hpp"

extern "C" void dgesv_(const int*, const int*, double*, const int*, int*, double*, const int*,
                       int*);

namespace {

struct Data {
  std::vector<double> a, b;
  explicit Data(int n) : a((size_t)n * n), b((size_t)n) {
    std::mt19937_64 g((uint64_t)n);
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    for (double& x : a) x = u(g);
    for (double& x : b) x = u(g);
  }
};

void BM_small_lu(benchmark::State& st) {
  const int n = (int)st.range(0);
  Data d(n);
  std::vector<double> w(d.a.size()), x(d.b.size());
  std::vector<int> piv((size_t)n);
  const auto& k = tf::small_lu::kernel<double>();
  st.SetLabel(tf::small_lu::kernels().isa);
  for (auto _ : st) {
    std::memcpy(w.data(), d.a.data(), sizeof(double) * w.size());
    std::memcpy(x.data(), d.b.data(), sizeof(double) * x.size());
    if (k.getrf(n, w.data(), n, piv.data()) != 0) st.SkipWithError("singular");
    k.getrs(false, n, 1, w.data(), n, piv.data(), x.data(), n);
    benchmark::DoNotOptimize(x.data());
  }
}

void BM_dgesv(benchmark::State& st) {
  const int saved = omp_get_max_threads();
  omp_set_num_threads(1);
  const int n = (int)st.range(0), one = 1;
  Data d(n);
  std::vector<double> w(d.a.size()), x(d.b.size());
  std::vector<int> piv((size_t)n);
  int info;
  for (auto _ : st) {
    std::memcpy(w.data(), d.a.data(), sizeof(double) * w.size());
    std::memcpy(x.data(), d.b.data(), sizeof(double) * x.size());
    dgesv_(&n, &one, w.data(), &n, piv.data(), x.data(), &n, &info);
    benchmark::DoNotOptimize(x.data());
  }
  omp_set_num_threads(saved);
}

#define SIZES                                                                                 \
  ->Arg(4)->Arg(8)->Arg(16)->Arg(32)->Arg(48)->Arg(64)->Arg(80)->Arg(96)->Arg(112)->Arg(128)   \
      ->Repetitions(5)->ReportAggregatesOnly(true)
BENCHMARK(BM_small_lu) SIZES;
BENCHMARK(BM_dgesv) SIZES;

}  // namespace

TF_BENCHMARK_MAIN("bench_small_lu")
