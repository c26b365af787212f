// tenferro-bench-program-grad: value and gradient of an MPS norm program
// against its forward run (the cheap-gradient principle: goal <= 3x).
//   f(A_0..A_{L-1}) = Re <psi|psi>, L = 32, d = 2, complex128, chi in {4, 16, 64}
//   T = einsum("ab,bsd->asd", E, A_i);  E = einsum("asc,asd->cd", conj(A_i), T)
//   BM_mps_forward/chi          the forward program, one run
//   BM_mps_value_and_grad/chi   tf_program_vjp (unit seed, outputs kept), one run:
//                               the value and the 32 site cotangents
//   BM_torch_forward/chi, BM_torch_value_and_grad/chi   the same in LibTorch
//                               (at::einsum chain, torch::autograd::grad; one
//                               thread; built when LibTorch is found)
// Counters: arena_bytes of each prepared program, the value (tenferro's
// and LibTorch's must agree). Serial engine, real time; run with
// --benchmark_repetitions=5 for medians.
#include <benchmark/benchmark.h>
#include <tenferro.h>
#ifdef TF_BENCH_HAVE_TORCH
#include <torch/torch.h>
#endif

#include <complex>
#include <cstdio>
#include <cstdlib>
#include <vector>

extern "C" const char* openblas_get_corename(void);

namespace {

void check(tf_status st, const char* what) {
  if (st != TF_OK) {
    std::fprintf(stderr, "%s: %s (%s)\n", what, tf_status_name(st), tf_last_error());
    std::abort();
  }
}
#define CK(x) check((x), #x)

constexpr int kL = 32, kD = 2;
using c128 = std::complex<double>;

struct Mps {
  int64_t chi;
  std::vector<std::vector<c128>> a, g;
  std::vector<tf_tensor*> at, gt;
  std::vector<std::vector<int64_t>> shapes;
  explicit Mps(int64_t c) : chi(c) {
    for (int i = 0; i < kL; ++i) {
      const int64_t l = i == 0 ? 1 : chi, r = i == kL - 1 ? 1 : chi;
      shapes.push_back({l, kD, r});
      a.emplace_back(l * kD * r);
      g.emplace_back(l * kD * r);
      for (size_t k = 0; k < a.back().size(); ++k)
        a.back()[k] = {0.3 + 0.01 * (double)((k * 5 + i) % 11) / (double)chi,
                       0.02 * (double)(k % 3) / (double)chi};
      tf_tensor *t, *u;
      CK(tf_tensor_wrap(TF_C128, 3, shapes.back().data(), nullptr, a.back().data(), &t));
      CK(tf_tensor_wrap(TF_C128, 3, shapes.back().data(), nullptr, g.back().data(), &u));
      at.push_back(t);
      gt.push_back(u);
    }
  }
  ~Mps() {
    for (auto* t : at) tf_tensor_release(t);
    for (auto* t : gt) tf_tensor_release(t);
  }
};

tf_program* norm_program(const Mps& m) {
  tf_program* p;
  CK(tf_program_create(&p));
  std::vector<int32_t> in(kL);
  for (int i = 0; i < kL; ++i)
    CK(tf_program_input(p, TF_C128, 3, m.shapes[i].data(), &in[i]));
  const uint8_t cj[2] = {1, 0};
  tf_einsum_options o{};
  o.struct_size = sizeof o;
  o.conj = cj;
  int32_t E, T;
  int32_t ops0[2] = {in[0], in[0]};
  CK(tf_program_einsum(p, "asc,asd->cd", 2, ops0, &o, &E));
  for (int i = 1; i < kL; ++i) {
    int32_t o1[2] = {E, in[i]};
    CK(tf_program_einsum(p, "ab,bsd->asd", 2, o1, nullptr, &T));
    int32_t o2[2] = {in[i], T};
    CK(tf_program_einsum(p, "asc,asd->cd", 2, o2, &o, &E));
  }
  int32_t s, r;
  CK(tf_program_reshape(p, E, 0, nullptr, &s));
  CK(tf_program_unary(p, TF_UNARY_REAL, s, &r));
  CK(tf_program_output(p, r));
  return p;
}

void run_bench(benchmark::State& st, bool grad) {
  Mps m(st.range(0));
  tf_engine* e;
  CK(tf_engine_create_serial(&e));
  tf_program* f = norm_program(m);
  tf_program* p = f;
  if (grad) {
    std::vector<int32_t> pos(kL);
    for (int i = 0; i < kL; ++i) pos[i] = i;
    tf_program_vjp_options vo{sizeof vo, 1, 1};
    int32_t zero = 0;
    CK(tf_program_vjp(f, 1, &zero, kL, pos.data(), &vo, &p));
    tf_program_release(f);
  }
  tf_prepared* pp;
  CK(tf_program_prepare(e, p, nullptr, &pp));
  tf_program_release(p);
  double val = 0;
  tf_tensor* vt;
  CK(tf_tensor_wrap(TF_F64, 0, nullptr, nullptr, &val, &vt));
  std::vector<tf_tensor*> outs{vt};
  if (grad) outs.insert(outs.end(), m.gt.begin(), m.gt.end());
  std::vector<const tf_tensor*> ins(m.at.begin(), m.at.end());
  CK(tf_program_run(e, pp, ins.data(), ins.size(), outs.data(), outs.size()));
  for (auto _ : st) {
    CK(tf_program_run(e, pp, ins.data(), ins.size(), outs.data(), outs.size()));
    benchmark::DoNotOptimize(val);
  }
  tf_prepared_info info{};
  info.struct_size = sizeof info;
  CK(tf_prepared_get_info(pp, &info));
  st.counters["arena_bytes"] = (double)info.arena_bytes;
  st.counters["value"] = val;
  st.counters["commands"] = (double)info.commands;
  tf_tensor_release(vt);
  tf_prepared_release(pp);
  tf_engine_destroy(e);
}

#ifdef TF_BENCH_HAVE_TORCH
// The same value and gradient in LibTorch: the chain of at::einsum on
// leaf tensors with requires_grad, then torch::autograd::grad of Re(E) with
// respect to all 32 sites (one thread). Counters: the value, for a check
// against tenferro's.
void torch_bench(benchmark::State& st, bool grad) {
  at::set_num_threads(1);
  Mps m(st.range(0));
  auto opt = at::TensorOptions().dtype(at::kComplexDouble);
  std::vector<at::Tensor> a;
  for (int i = 0; i < kL; ++i)
    a.push_back(at::from_blob(m.a[i].data(), m.shapes[i], opt).clone().requires_grad_(grad));
  double val = 0;
  for (auto _ : st) {
    at::Tensor E = at::einsum("asc,asd->cd", {a[0].conj(), a[0]});
    for (int i = 1; i < kL; ++i) {
      at::Tensor T = at::einsum("ab,bsd->asd", {E, a[i]});
      E = at::einsum("asc,asd->cd", {a[i].conj(), T});
    }
    at::Tensor f = at::real(E).reshape({});
    if (grad) {
      auto g = torch::autograd::grad({f}, a);
      benchmark::DoNotOptimize(g.data());
    }
    val = f.item<double>();
  }
  st.counters["value"] = val;
}
void BM_torch_forward(benchmark::State& st) { torch_bench(st, false); }
void BM_torch_value_and_grad(benchmark::State& st) { torch_bench(st, true); }
BENCHMARK(BM_torch_forward)->Arg(4)->Arg(16)->Arg(64)->UseRealTime();
BENCHMARK(BM_torch_value_and_grad)->Arg(4)->Arg(16)->Arg(64)->UseRealTime();
#endif

void BM_mps_forward(benchmark::State& st) { run_bench(st, false); }
void BM_mps_value_and_grad(benchmark::State& st) { run_bench(st, true); }
BENCHMARK(BM_mps_forward)->Arg(4)->Arg(16)->Arg(64)->UseRealTime();
BENCHMARK(BM_mps_value_and_grad)->Arg(4)->Arg(16)->Arg(64)->UseRealTime();

}  // namespace

int main(int argc, char** argv) {
  std::printf("OpenBLAS core: %s\n", openblas_get_corename());
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  return 0;
}
