// tenferro-bench-linalg-torch: LibTorch's torch::linalg_svd / linalg_qr /
// linalg_eigh / linalg_solve on the same data as tenferro-bench-linalg
// (f64, n = 4, 16, 64, 128), with torch::set_num_threads(1) to match
// tenferro's serial engine. Built only when Debian's libtorch-dev is found.
// Ratio: tenferro's BM_tf_<op>/N (from tenferro-bench-linalg) over
// BM_torch_<op>/N here.
#include <benchmark/benchmark.h>
#include <torch/torch.h>

#include "bench_common.hpp"
#include "../native_blas.hpp"

namespace {

using namespace bench;

torch::Tensor from(const std::vector<double>& v, int64_t rows, int64_t cols) {
  // Column-major data as the transpose of a row-major tensor (a view).
  return torch::from_blob(const_cast<double*>(v.data()), {cols, rows}, torch::kFloat64).t();
}

void BM_torch_svd(benchmark::State& st) {
  const int n = (int)st.range(0);
  torch::Tensor a = from(data(n)->A, n, n);
  for (auto _ : st) {
    auto r = torch::linalg_svd(a, /*full_matrices=*/false);
    benchmark::DoNotOptimize(std::get<1>(r).data_ptr());
  }
}

void BM_torch_qr(benchmark::State& st) {
  const int n = (int)st.range(0);
  torch::Tensor a = from(data(n)->A, n, n);
  for (auto _ : st) {
    auto r = torch::linalg_qr(a, "reduced");
    benchmark::DoNotOptimize(std::get<1>(r).data_ptr());
  }
}

void BM_torch_eigh(benchmark::State& st) {
  const int n = (int)st.range(0);
  torch::Tensor a = from(data(n)->S, n, n);
  for (auto _ : st) {
    auto r = torch::linalg_eigh(a, "L");
    benchmark::DoNotOptimize(std::get<0>(r).data_ptr());
  }
}

void BM_torch_solve(benchmark::State& st) {
  const int n = (int)st.range(0);
  torch::Tensor a = from(data(n)->A, n, n), b = from(data(n)->B, n, 1);
  for (auto _ : st) {
    auto x = torch::linalg_solve(a, b);
    benchmark::DoNotOptimize(x.data_ptr());
  }
}

#define SIZES ->Arg(4)->Arg(16)->Arg(64)->Arg(128)->Repetitions(5)->ReportAggregatesOnly(true)->UseRealTime()
BENCHMARK(BM_torch_svd) SIZES;
BENCHMARK(BM_torch_qr) SIZES;
BENCHMARK(BM_torch_eigh) SIZES;
BENCHMARK(BM_torch_solve) SIZES;

}  // namespace

int main(int argc, char** argv) {
  tfbench::native_blas_reexec(argv);
  torch::set_num_threads(1);
  tfbench::native_blas_context("bench_linalg_torch", 1);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
