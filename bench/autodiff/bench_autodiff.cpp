// tenferro-bench-autodiff: the einsum VJP of an MPS site update.
//
// The site update of a variational MPS / DMRG step applies the effective
// Hamiltonian to the site tensor A (chi, d, chi) between the left and right
// environments L, R (chi, D, chi) and the MPO tensor W (D, D, d, d):
//   y[a,s,b] = sum L[a,x,c] A[c,t,d] W[x,y,s,t] R[b,y,d]
//   subscripts "axc,ctd,xyst,byd->asb", complex128, d = 2, D = 4.
// Pairs (serial engine; LibTorch at one thread):
//   BM_forward/chi        tf_einsum_into                    (the reference)
//   BM_vjp_site/chi       tf_einsum_vjp_into, cotangent of A only (what a
//                         gradient step on the site tensor needs)
//                         target <= 2.5x BM_forward
//   BM_vjp_all/chi        tf_einsum_vjp_into, all four cotangents
//   BM_torch_site/chi     torch::autograd::grad of the same at::einsum
//                         w.r.t. A (graph built once, retain_graph)
//   BM_torch_all/chi      the same w.r.t. all four operands
//                         target tenferro/torch <= 0.1x at chi <= 16
#include <tenferro.h>

#include <benchmark/benchmark.h>
#include <cblas.h>

#include <complex>
#include <random>
#include <string>
#include <vector>

#ifdef TF_BENCH_TORCH
#include <ATen/Parallel.h>
#include <torch/torch.h>
#endif

extern "C" char* openblas_get_corename(void);

namespace {

using zc = std::complex<double>;
constexpr int64_t kD = 4, kd = 2;
const char* kSub = "axc,ctd,xyst,byd->asb";

tf_engine* engine() {
  static tf_engine* e = [] {
    tf_engine* x = nullptr;
    tf_engine_create_serial(&x);
    return x;
  }();
  return e;
}

std::vector<zc> random_data(size_t n, unsigned seed) {
  std::mt19937_64 g(seed);
  std::uniform_real_distribution<double> u(-1, 1);
  std::vector<zc> v(n);
  for (auto& z : v) z = zc(u(g), u(g));
  return v;
}

struct Site {
  int64_t chi;
  std::vector<int64_t> shape[5];  // L, A, W, R, y
  std::vector<zc> data[5], grad[4];
  tf_tensor* t[5] = {};
  tf_tensor* g[4] = {};
  explicit Site(int64_t c) : chi(c) {
    shape[0] = {chi, kD, chi};
    shape[1] = {chi, kd, chi};
    shape[2] = {kD, kD, kd, kd};
    shape[3] = {chi, kD, chi};
    shape[4] = {chi, kd, chi};
    for (int i = 0; i < 5; ++i) {
      size_t n = 1;
      for (int64_t e : shape[i]) n *= (size_t)e;
      data[i] = random_data(n, 7 + i);
      tf_tensor_wrap(TF_C128, (int32_t)shape[i].size(), shape[i].data(), nullptr,
                     data[i].data(), &t[i]);
      if (i < 4) {
        grad[i].resize(n);
        tf_tensor_wrap(TF_C128, (int32_t)shape[i].size(), shape[i].data(), nullptr,
                       grad[i].data(), &g[i]);
      }
    }
  }
  ~Site() {
    for (auto* x : t) tf_tensor_release(x);
    for (auto* x : g) tf_tensor_release(x);
  }
  const tf_tensor* const* ops() const { return const_cast<const tf_tensor* const*>(t); }
};

void fail(benchmark::State& state, const char* what) {
  std::string m = std::string(what) + ": " + tf_last_error();
  state.SkipWithError(m.c_str());
}

void BM_forward(benchmark::State& state) {
  Site s(state.range(0));
  tf_tensor* y = nullptr;
  tf_tensor_empty(engine(), TF_C128, 3, s.shape[4].data(), TF_ROW_MAJOR, &y);
  for (auto _ : state)
    if (tf_einsum_into(engine(), kSub, 4, s.ops(), nullptr, y) != TF_OK) return fail(state, "einsum");
  tf_tensor_release(y);
}

void vjp(benchmark::State& state, bool all) {
  Site s(state.range(0));
  tf_tensor* d[4] = {all ? s.g[0] : nullptr, s.g[1], all ? s.g[2] : nullptr,
                     all ? s.g[3] : nullptr};
  for (auto _ : state)
    if (tf_einsum_vjp_into(engine(), kSub, 4, s.ops(), nullptr, s.t[4], d) != TF_OK)
      return fail(state, "einsum_vjp");
}
void BM_vjp_site(benchmark::State& state) { vjp(state, false); }
void BM_vjp_all(benchmark::State& state) { vjp(state, true); }

#ifdef TF_BENCH_TORCH
void torch_grad(benchmark::State& state, bool all) {
  at::set_num_threads(1);
  Site s(state.range(0));
  std::vector<at::Tensor> in;
  for (int i = 0; i < 4; ++i)
    in.push_back(torch::from_blob(s.data[i].data(), s.shape[i], at::kComplexDouble)
                     .clone()
                     .requires_grad_(all || i == 1));
  at::Tensor ct = torch::from_blob(s.data[4].data(), s.shape[4], at::kComplexDouble).clone();
  at::Tensor y = at::einsum(kSub, in);
  std::vector<at::Tensor> wrt = all ? in : std::vector<at::Tensor>{in[1]};
  for (auto _ : state) {
    auto g = torch::autograd::grad({y}, wrt, {ct}, /*retain_graph=*/true);
    benchmark::DoNotOptimize(g[0].data_ptr());
  }
}
void BM_torch_site(benchmark::State& state) { torch_grad(state, false); }
void BM_torch_all(benchmark::State& state) { torch_grad(state, true); }
#endif

void chis(benchmark::internal::Benchmark* b) {
  for (int64_t c : {1, 4, 16, 64}) b->Arg(c);
  b->Unit(benchmark::kMicrosecond);
}

BENCHMARK(BM_forward)->Apply(chis);
BENCHMARK(BM_vjp_site)->Apply(chis);
BENCHMARK(BM_vjp_all)->Apply(chis);
#ifdef TF_BENCH_TORCH
BENCHMARK(BM_torch_site)->Apply(chis);
BENCHMARK(BM_torch_all)->Apply(chis);
#endif

}  // namespace

int main(int argc, char** argv) {
  benchmark::AddCustomContext("openblas_core", openblas_get_corename());
  benchmark::AddCustomContext("tenferro_engine", "serial");
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
