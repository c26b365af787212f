// tenferro-bench-program-tt: the tensor-train inner product <A|B> (L = 32
// sites, chi = 4, d = 2, complex128) written with einsum steps:
//   T = einsum("ab,bsd->asd", E, B_i);  E = einsum("asc,asd->cd", conj(A_i), T)
//
//   BM_tt_einsum_program  the 64 einsums recorded as one program, one run
//   BM_tt_einsum_direct   64 tf_einsum_into calls (same subscripts, conj option)
//   BM_tt_torch_einsum    LibTorch at::einsum, the same 64 steps      (with Torch)
//   BM_tt_torch_matmul    LibTorch at::matmul_out into preallocated   (with Torch)
//   BM_tt_bare_kernels    the program's commands' kernels called directly
//                         (what the small complex kernel alone costs)
// One thread everywhere (serial engine; at::set_num_threads(1)). Real time,
// medians of 5 repetitions; tt_ratios.py prints the ratios.
#include <benchmark/benchmark.h>

#include "../native_blas.hpp"
#include <tenferro.h>

#include <complex>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "program/program.hpp"

#ifdef TF_BENCH_HAVE_TORCH
#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#endif

namespace {

void check(tf_status st, const char* what) {
  if (st != TF_OK) {
    std::fprintf(stderr, "%s: %s (%s)\n", what, tf_status_name(st), tf_last_error());
    std::abort();
  }
}
#define CK(x) check((x), #x)

constexpr int kL = 32, kChi = 4, kD = 2;
using c128 = std::complex<double>;

int64_t left(int i) { return i == 0 ? 1 : kChi; }
int64_t right(int i) { return i == kL - 1 ? 1 : kChi; }

struct Sites {
  std::vector<std::vector<c128>> a, b;  // (l, d, r) row-major
  std::vector<tf_tensor*> at, bt;
  std::vector<c128> one{c128(1, 0)};
  tf_tensor* e0 = nullptr;
  Sites() {
    for (int i = 0; i < kL; ++i) {
      const int64_t l = left(i), r = right(i);
      a.emplace_back(l * kD * r);
      b.emplace_back(l * kD * r);
      for (size_t k = 0; k < a.back().size(); ++k) {
        a.back()[k] = {0.3 + 0.01 * (double)((k * 5 + i) % 11), 0.02 * (double)(k % 3)};
        b.back()[k] = {0.3 - 0.01 * (double)((k * 3 + i) % 7), -0.01 * (double)(k % 5)};
      }
      int64_t s[3] = {l, kD, r};
      tf_tensor *ta, *tb;
      CK(tf_tensor_wrap(TF_C128, 3, s, nullptr, a.back().data(), &ta));
      CK(tf_tensor_wrap(TF_C128, 3, s, nullptr, b.back().data(), &tb));
      at.push_back(ta);
      bt.push_back(tb);
    }
    int64_t s1[2] = {1, 1};
    CK(tf_tensor_wrap(TF_C128, 2, s1, nullptr, one.data(), &e0));
  }
  ~Sites() {
    for (auto* t : at) tf_tensor_release(t);
    for (auto* t : bt) tf_tensor_release(t);
    tf_tensor_release(e0);
  }
};

const uint8_t kConjA[2] = {1, 0};

tf_prepared* tt_program(tf_engine* e) {
  tf_program* p;
  CK(tf_program_create(&p));
  int32_t E;
  int64_t s1[2] = {1, 1};
  CK(tf_program_input(p, TF_C128, 2, s1, &E));
  std::vector<int32_t> A(kL), B(kL);
  for (int i = 0; i < kL; ++i) {
    int64_t s[3] = {left(i), kD, right(i)};
    CK(tf_program_input(p, TF_C128, 3, s, &A[i]));
    CK(tf_program_input(p, TF_C128, 3, s, &B[i]));
  }
  tf_einsum_options o{};
  o.struct_size = sizeof o;
  o.conj = kConjA;
  for (int i = 0; i < kL; ++i) {
    int32_t T, ops1[2] = {E, B[i]};
    CK(tf_program_einsum(p, "ab,bsd->asd", 2, ops1, nullptr, &T));
    int32_t ops2[2] = {A[i], T};
    CK(tf_program_einsum(p, "asc,asd->cd", 2, ops2, &o, &E));
  }
  CK(tf_program_output(p, E));
  tf_prepare_options po{};
  po.struct_size = sizeof po;
  po.driver = TF_PROGRAM_DRIVER_IMMEDIATE;
  tf_prepared* pp;
  CK(tf_program_prepare(e, p, &po, &pp));
  tf_program_release(p);
  return pp;
}

std::vector<const tf_tensor*> tt_inputs(const Sites& s) {
  std::vector<const tf_tensor*> in{s.e0};
  for (int i = 0; i < kL; ++i) {
    in.push_back(s.at[i]);
    in.push_back(s.bt[i]);
  }
  return in;
}

void BM_tt_einsum_program(benchmark::State& st) {
  tf_engine* e;
  CK(tf_engine_create_serial(&e));
  Sites s;
  tf_prepared* pp = tt_program(e);
  auto in = tt_inputs(s);
  c128 res{};
  int64_t s1[2] = {1, 1};
  tf_tensor* out;
  CK(tf_tensor_wrap(TF_C128, 2, s1, nullptr, &res, &out));
  for (auto _ : st) {
    CK(tf_program_run(e, pp, in.data(), in.size(), &out, 1));
    benchmark::DoNotOptimize(res);
  }
  st.counters["commands"] = (double)reinterpret_cast<tf::prog::Prepared*>(pp)->cur->cmds.size();
  st.counters["re"] = res.real();
  tf_tensor_release(out);
  tf_prepared_release(pp);
  tf_engine_destroy(e);
}

// The program's commands with their pointers bound, run without the driver.
void BM_tt_bare_kernels(benchmark::State& st) {
  tf_engine* e;
  CK(tf_engine_create_serial(&e));
  Sites s;
  tf_prepared* pp = tt_program(e);
  auto in = tt_inputs(s);
  c128 res{};
  int64_t s1[2] = {1, 1};
  tf_tensor* out;
  CK(tf_tensor_wrap(TF_C128, 2, s1, nullptr, &res, &out));
  CK(tf_program_run(e, pp, in.data(), in.size(), &out, 1));
  auto* P = reinterpret_cast<tf::prog::Prepared*>(pp);
  std::vector<tf::GemmCall> calls;
  std::vector<tf::SmallGemmFn> fns;
  for (const auto& c : P->cur->cmds) {
    if (!c.small) {
      st.SkipWithError("a command is not one small kernel call");
      return;
    }
    tf::GemmCall g = c.call;
    g.a = P->base[c.r[0].base] + c.r[0].off;
    g.b = P->base[c.r[1].base] + c.r[1].off;
    g.c = P->base[c.r[2].base] + c.r[2].off;
    calls.push_back(g);
    fns.push_back(c.small);
  }
  for (auto _ : st) {
    for (size_t i = 0; i < calls.size(); ++i) fns[i](calls[i]);
    benchmark::DoNotOptimize(res);
  }
  tf_tensor_release(out);
  tf_prepared_release(pp);
  tf_engine_destroy(e);
}

void BM_tt_einsum_direct(benchmark::State& st) {
  tf_engine* e;
  CK(tf_engine_create_serial(&e));
  Sites s;
  std::vector<c128> E0(kChi * kChi), E1(kChi * kChi), T(kChi * kD * kChi);
  std::vector<tf_tensor*> Ein(kL), Eout(kL), Tt(kL);
  for (int i = 0; i < kL; ++i) {
    const int64_t l = left(i), r = right(i);
    int64_t se[2] = {l, l}, so[2] = {r, r}, stt[3] = {l, kD, r};
    CK(tf_tensor_wrap(TF_C128, 2, se, nullptr, (i % 2 ? E1 : E0).data(), &Ein[i]));
    CK(tf_tensor_wrap(TF_C128, 2, so, nullptr, (i % 2 ? E0 : E1).data(), &Eout[i]));
    CK(tf_tensor_wrap(TF_C128, 3, stt, nullptr, T.data(), &Tt[i]));
  }
  tf_einsum_options o{};
  o.struct_size = sizeof o;
  o.conj = kConjA;
  for (auto _ : st) {
    E0[0] = 1;
    for (int i = 0; i < kL; ++i) {
      const tf_tensor* o1[2] = {Ein[i], s.bt[i]};
      tf_einsum_into(e, "ab,bsd->asd", 2, o1, nullptr, Tt[i]);
      const tf_tensor* o2[2] = {s.at[i], Tt[i]};
      tf_einsum_into(e, "asc,asd->cd", 2, o2, &o, Eout[i]);
    }
    benchmark::DoNotOptimize(E0.data());
  }
  st.counters["re"] = E0[0].real();
  for (int i = 0; i < kL; ++i) {
    tf_tensor_release(Ein[i]);
    tf_tensor_release(Eout[i]);
    tf_tensor_release(Tt[i]);
  }
  tf_engine_destroy(e);
}

#ifdef TF_BENCH_HAVE_TORCH
struct TorchSites {
  std::vector<at::Tensor> a, b;
  explicit TorchSites(const Sites& s) {
    for (int i = 0; i < kL; ++i) {
      const int64_t l = left(i), r = right(i);
      auto opt = at::TensorOptions().dtype(at::kComplexDouble);
      a.push_back(at::from_blob((void*)s.a[i].data(), {l, kD, r}, opt).clone());
      b.push_back(at::from_blob((void*)s.b[i].data(), {l, kD, r}, opt).clone());
    }
  }
};

void BM_tt_torch_einsum(benchmark::State& st) {
  at::set_num_threads(1);
  Sites s;
  TorchSites t(s);
  at::Tensor E0 = at::ones({1, 1}, at::TensorOptions().dtype(at::kComplexDouble));
  at::Tensor E;
  for (auto _ : st) {
    E = E0;
    for (int i = 0; i < kL; ++i) {
      at::Tensor T = at::einsum("ab,bsd->asd", {E, t.b[i]});
      E = at::einsum("asc,asd->cd", {t.a[i].conj(), T});
    }
    benchmark::DoNotOptimize(E.data_ptr());
  }
  st.counters["re"] = at::real(E).item<double>();
}

void BM_tt_torch_matmul(benchmark::State& st) {
  at::set_num_threads(1);
  Sites s;
  TorchSites t(s);
  auto opt = at::TensorOptions().dtype(at::kComplexDouble);
  std::vector<at::Tensor> Av, Bv, Tb, Tv, Eb;
  at::Tensor E0 = at::ones({1, 1}, opt);
  for (int i = 0; i < kL; ++i) {
    const int64_t l = left(i), r = right(i);
    Av.push_back(at::adjoint(t.a[i].reshape({l * kD, r})));  // (r, l*d), conj bit
    Bv.push_back(t.b[i].reshape({l, kD * r}));
    Tb.push_back(at::empty({l, kD * r}, opt));
    Tv.push_back(Tb.back().view({l * kD, r}));
    Eb.push_back(at::empty({r, r}, opt));
  }
  for (auto _ : st) {
    const at::Tensor* E = &E0;
    for (int i = 0; i < kL; ++i) {
      at::matmul_out(Tb[i], *E, Bv[i]);
      at::matmul_out(Eb[i], Av[i], Tv[i]);
      E = &Eb[i];
    }
    benchmark::DoNotOptimize(E->data_ptr());
  }
  st.counters["re"] = at::real(Eb[kL - 1]).item<double>();
}
#endif

#define REG(f) BENCHMARK(f)->Repetitions(5)->ReportAggregatesOnly(true)->UseRealTime()
REG(BM_tt_einsum_program);
REG(BM_tt_einsum_direct);
REG(BM_tt_bare_kernels);
#ifdef TF_BENCH_HAVE_TORCH
REG(BM_tt_torch_einsum);
REG(BM_tt_torch_matmul);
#endif

}  // namespace

TF_BENCHMARK_MAIN("bench_tt_einsum")
