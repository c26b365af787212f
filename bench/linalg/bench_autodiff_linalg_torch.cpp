// tenferro-bench-autodiff-linalg-torch: LibTorch's autograd backward of
// torch::linalg_svd on the data of tenferro-bench-autodiff-linalg (f64,
// n = 16, 128, torch::set_num_threads(1)). Each iteration runs the forward
// call with timing paused, then times torch::autograd::grad of
// <gu, U> + <gs, S> + <gvh, Vh> (the same three cotangents).
#include <benchmark/benchmark.h>
#include <torch/torch.h>

#include "bench_common.hpp"

namespace {

using namespace bench;

void BM_torch_svd_backward(benchmark::State& st) {
  torch::set_num_threads(1);
  const int n = (int)st.range(0);
  Data* d = data(n);
  torch::Tensor a0 =
      torch::from_blob(d->A.data(), {n, n}, torch::kFloat64).t().contiguous();
  torch::Tensor gu = torch::randn({n, n}, torch::kFloat64), gs = torch::randn({n}, torch::kFloat64),
                gv = torch::randn({n, n}, torch::kFloat64);
  for (auto _ : st) {
    st.PauseTiming();
    torch::Tensor a = a0.detach().requires_grad_(true);
    auto r = torch::linalg_svd(a, /*full_matrices=*/false);
    st.ResumeTiming();
    auto g = torch::autograd::grad({std::get<0>(r), std::get<1>(r), std::get<2>(r)}, {a},
                                   {gu, gs, gv});
    benchmark::DoNotOptimize(g[0].data_ptr());
  }
}

BENCHMARK(BM_torch_svd_backward)
    ->Arg(16)
    ->Arg(128)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true)
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
