// tenferro-bench-program: the ratio targets of prepared programs.
//
//   BM_chain_program    vs BM_chain_direct   100 dependent 2x2 f64 matmuls
//                                            (x = x @ w): one program run vs
//                                            100 tf_matmul_into calls
//   BM_chain_program    vs BM_chain_bare     the same kernels called through
//                                            the prepared commands' function
//                                            pointers and GemmCalls, no driver
//   BM_branches_graph   vs BM_branches_immediate  two independent chains of 4
//                                            256x256 f64 matmuls: graph driver
//                                            on a 2-worker engine vs immediate
//                                            driver on a serial engine
//   BM_tt_program       vs BM_tt_direct, BM_tt_bare
//                                            tensor-train inner product <A|B>,
//                                            L = 32, chi = 4, d = 2, complex128,
//                                            64 matmuls (E B, then A^H T)
//
// Real time, medians of 5 repetitions. program_ratios.py prints the ratios.
#include <benchmark/benchmark.h>

#include "../native_blas.hpp"
#include <tenferro.h>

#include <complex>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "program/program.hpp"

namespace {

void check(tf_status st, const char* what) {
  if (st != TF_OK) {
    std::fprintf(stderr, "%s: %s (%s)\n", what, tf_status_name(st), tf_last_error());
    std::abort();
  }
}
#define CK(x) check((x), #x)

struct M {
  std::vector<double> buf;  // doubles (complex: interleaved)
  tf_tensor* t = nullptr;
  M(tf_dtype dt, int64_t r, int64_t c, double v0) {
    size_t w = (size_t)(r * c) * (dt == TF_C128 ? 2 : 1);
    buf.resize(w);
    for (size_t i = 0; i < w; ++i) buf[i] = v0 + 0.001 * (double)((i * 7) % 13) - 0.006;
    int64_t s[2] = {r, c};
    CK(tf_tensor_wrap(dt, 2, s, nullptr, buf.data(), &t));
  }
  M(const M&) = delete;
  ~M() { tf_tensor_release(t); }
};

tf_prepared* prepare(tf_engine* e, tf_program* p, tf_program_driver d) {
  tf_prepare_options o{};
  o.struct_size = sizeof o;
  o.driver = d;
  tf_prepared* pp;
  CK(tf_program_prepare(e, p, &o, &pp));
  tf_program_release(p);
  return pp;
}

// ---------------------------------------------------------------- chain
constexpr int kChain = 100;

tf_prepared* chain_program(tf_engine* e) {
  tf_program* p;
  CK(tf_program_create(&p));
  int64_t s[2] = {2, 2};
  int32_t x, w;
  CK(tf_program_input(p, TF_F64, 2, s, &x));
  CK(tf_program_input(p, TF_F64, 2, s, &w));
  for (int i = 0; i < kChain; ++i) CK(tf_program_matmul(p, x, w, &x));
  CK(tf_program_output(p, x));
  return prepare(e, p, TF_PROGRAM_DRIVER_IMMEDIATE);
}

// w is a rotation: x keeps its norm (no denormals however long it runs).
void rotation(M& w) {
  w.buf = {0.8, -0.6, 0.6, 0.8};
}

void BM_chain_direct(benchmark::State& st) {
  tf_engine* e;
  CK(tf_engine_create_serial(&e));
  M x(TF_F64, 2, 2, 0.5), w(TF_F64, 2, 2, 0.25), y(TF_F64, 2, 2, 0);
  rotation(w);
  for (auto _ : st) {
    for (int i = 0; i < kChain; i += 2) {
      tf_matmul_into(e, x.t, w.t, y.t);
      tf_matmul_into(e, y.t, w.t, x.t);
    }
    benchmark::DoNotOptimize(x.buf.data());
  }
  st.counters["commands"] = kChain;
  tf_engine_destroy(e);
}

void BM_chain_program(benchmark::State& st) {
  tf_engine* e;
  CK(tf_engine_create_serial(&e));
  tf_prepared* pp = chain_program(e);
  M x(TF_F64, 2, 2, 0.5), w(TF_F64, 2, 2, 0.25), y(TF_F64, 2, 2, 0);
  rotation(w);
  const tf_tensor* in[2] = {x.t, w.t};
  tf_tensor* out[1] = {y.t};
  for (auto _ : st) {
    tf_program_run(e, pp, in, 2, out, 1);
    benchmark::DoNotOptimize(y.buf.data());
  }
  st.counters["commands"] = kChain;
  tf_prepared_release(pp);
  tf_engine_destroy(e);
}

// The prepared commands' kernels on their precomputed calls, pointers bound
// once: what a run costs without the driver and the signature check.
struct Bare {
  std::vector<tf::GemmCall> calls;
  std::vector<tf::SmallGemmFn> fns;
  explicit Bare(tf_prepared* pp) {
    auto* P = reinterpret_cast<tf::prog::Prepared*>(pp);
    for (const auto& c : P->cur->cmds) {
      if (!c.small) std::abort();  // every command is one small kernel here
      tf::GemmCall g = c.call;
      g.a = P->base[c.r[0].base] + c.r[0].off;
      g.b = P->base[c.r[1].base] + c.r[1].off;
      g.c = P->base[c.r[2].base] + c.r[2].off;
      calls.push_back(g);
      fns.push_back(c.small);
    }
  }
  void run() const {
    const size_t n = calls.size();
    for (size_t i = 0; i < n; ++i) fns[i](calls[i]);
  }
};

void BM_chain_bare(benchmark::State& st) {
  tf_engine* e;
  CK(tf_engine_create_serial(&e));
  tf_prepared* pp = chain_program(e);
  M x(TF_F64, 2, 2, 0.5), w(TF_F64, 2, 2, 0.25), y(TF_F64, 2, 2, 0);
  rotation(w);
  const tf_tensor* in[2] = {x.t, w.t};
  tf_tensor* out[1] = {y.t};
  CK(tf_program_run(e, pp, in, 2, out, 1));  // binds the pointer table
  Bare bare(pp);
  for (auto _ : st) {
    bare.run();
    benchmark::DoNotOptimize(y.buf.data());
  }
  st.counters["commands"] = (double)bare.calls.size();
  tf_prepared_release(pp);
  tf_engine_destroy(e);
}

// ------------------------------------------------------------- branches
constexpr int kBranchN = 256, kDepth = 4;

tf_prepared* branches_program(tf_engine* e, tf_program_driver d) {
  tf_program* p;
  CK(tf_program_create(&p));
  int64_t s[2] = {kBranchN, kBranchN};
  int32_t a, b, w;
  CK(tf_program_input(p, TF_F64, 2, s, &a));
  CK(tf_program_input(p, TF_F64, 2, s, &b));
  CK(tf_program_input(p, TF_F64, 2, s, &w));
  for (int i = 0; i < kDepth; ++i) {
    CK(tf_program_matmul(p, a, w, &a));
    CK(tf_program_matmul(p, b, w, &b));
  }
  CK(tf_program_output(p, a));
  CK(tf_program_output(p, b));
  return prepare(e, p, d);
}

void branches(benchmark::State& st, bool graph) {
  tf_engine* e;
  if (graph) CK(tf_engine_create_pooled(2, &e));
  else CK(tf_engine_create_serial(&e));
  tf_prepared* pp =
      branches_program(e, graph ? TF_PROGRAM_DRIVER_GRAPH : TF_PROGRAM_DRIVER_IMMEDIATE);
  M a(TF_F64, kBranchN, kBranchN, 0.01), b(TF_F64, kBranchN, kBranchN, 0.02),
      w(TF_F64, kBranchN, kBranchN, 0.003);
  M x(TF_F64, kBranchN, kBranchN, 0), y(TF_F64, kBranchN, kBranchN, 0);
  const tf_tensor* in[3] = {a.t, b.t, w.t};
  tf_tensor* out[2] = {x.t, y.t};
  for (auto _ : st) CK(tf_program_run(e, pp, in, 3, out, 2));
  tf_prepared_release(pp);
  tf_engine_destroy(e);
}
void BM_branches_immediate(benchmark::State& st) { branches(st, false); }
void BM_branches_graph(benchmark::State& st) { branches(st, true); }

// ------------------------------------------------------------------- TT
constexpr int kL = 32, kChi = 4, kD = 2;

struct TT {
  // Site i: (chi_l, d, chi_r) row-major; viewed as (chi_l*d, chi_r) for the
  // A side and (chi_l, d*chi_r) for the B side (same memory).
  std::vector<std::vector<std::complex<double>>> a, b;
  std::vector<tf_tensor*> av, bv;
  TT() {
    for (int i = 0; i < kL; ++i) {
      int64_t l = i == 0 ? 1 : kChi, r = i == kL - 1 ? 1 : kChi;
      a.emplace_back(l * kD * r);
      b.emplace_back(l * kD * r);
      for (size_t k = 0; k < a.back().size(); ++k) {
        a.back()[k] = {0.3 + 0.01 * (double)((k * 5 + i) % 11), 0.02 * (double)(k % 3)};
        b.back()[k] = {0.3 - 0.01 * (double)((k * 3 + i) % 7), -0.01 * (double)(k % 5)};
      }
      int64_t sa[2] = {l * kD, r}, sb[2] = {l, kD * r};
      tf_tensor *ta, *tb;
      CK(tf_tensor_wrap(TF_C128, 2, sa, nullptr, a.back().data(), &ta));
      CK(tf_tensor_wrap(TF_C128, 2, sb, nullptr, b.back().data(), &tb));
      av.push_back(ta);
      bv.push_back(tb);
    }
  }
  ~TT() {
    for (auto* t : av) tf_tensor_release(t);
    for (auto* t : bv) tf_tensor_release(t);
  }
};

const tf_scalar kOne{1, 0}, kZero{0, 0};

void BM_tt_direct(benchmark::State& st) {
  tf_engine* e;
  CK(tf_engine_create_serial(&e));
  TT tt;
  // E (l x l), T (l x d*r) and its view T' (l*d x r), per bond size.
  std::vector<std::complex<double>> E0(kChi * kChi), E1(kChi * kChi), T(kChi * kD * kChi);
  E0[0] = 1;
  std::vector<tf_tensor*> Ein(kL), Eout(kL), Tv(kL), Tp(kL);
  for (int i = 0; i < kL; ++i) {
    int64_t l = i == 0 ? 1 : kChi, r = i == kL - 1 ? 1 : kChi;
    int64_t se[2] = {l, l}, so[2] = {r, r}, st1[2] = {l, kD * r}, st2[2] = {l * kD, r};
    CK(tf_tensor_wrap(TF_C128, 2, se, nullptr, (i % 2 ? E1 : E0).data(), &Ein[i]));
    CK(tf_tensor_wrap(TF_C128, 2, so, nullptr, (i % 2 ? E0 : E1).data(), &Eout[i]));
    CK(tf_tensor_wrap(TF_C128, 2, st1, nullptr, T.data(), &Tv[i]));
    CK(tf_tensor_wrap(TF_C128, 2, st2, nullptr, T.data(), &Tp[i]));
  }
  for (auto _ : st) {
    E0[0] = 1;
    for (int i = 0; i < kL; ++i) {
      tf_matmul_into(e, Ein[i], tt.bv[i], Tv[i]);
      tf_matmul_acc(e, TF_OP_C, tt.av[i], TF_OP_N, Tp[i], kOne, kZero, Eout[i]);
    }
    benchmark::DoNotOptimize(E0.data());
  }
  st.counters["commands"] = 2 * kL;
  for (int i = 0; i < kL; ++i) {
    tf_tensor_release(Ein[i]);
    tf_tensor_release(Eout[i]);
    tf_tensor_release(Tv[i]);
    tf_tensor_release(Tp[i]);
  }
  tf_engine_destroy(e);
}

void tt_program(benchmark::State& st, bool bare_kernels) {
  tf_engine* e;
  CK(tf_engine_create_serial(&e));
  TT tt;
  tf_program* p;
  CK(tf_program_create(&p));
  int32_t E;
  int64_t s1[2] = {1, 1};
  CK(tf_program_input(p, TF_C128, 2, s1, &E));
  std::vector<int32_t> A(kL), B(kL);
  for (int i = 0; i < kL; ++i) {
    int64_t l = i == 0 ? 1 : kChi, r = i == kL - 1 ? 1 : kChi;
    int64_t sa[2] = {l * kD, r}, sb[2] = {l, kD * r};
    CK(tf_program_input(p, TF_C128, 2, sa, &A[i]));
    CK(tf_program_input(p, TF_C128, 2, sb, &B[i]));
  }
  for (int i = 0; i < kL; ++i) {
    int64_t l = i == 0 ? 1 : kChi, r = i == kL - 1 ? 1 : kChi;
    int64_t sp[2] = {l * kD, r};
    int32_t t, tp;
    CK(tf_program_matmul(p, E, B[i], &t));
    CK(tf_program_reshape(p, t, 2, sp, &tp));
    CK(tf_program_matmul_acc(p, TF_OP_C, A[i], TF_OP_N, tp, kOne, kZero, -1, &E));
  }
  CK(tf_program_output(p, E));
  tf_prepared* pp = prepare(e, p, TF_PROGRAM_DRIVER_IMMEDIATE);
  std::complex<double> one = 1, res = 0;
  tf_tensor *te, *tr;
  CK(tf_tensor_wrap(TF_C128, 2, s1, nullptr, &one, &te));
  CK(tf_tensor_wrap(TF_C128, 2, s1, nullptr, &res, &tr));
  std::vector<const tf_tensor*> in{te};
  for (int i = 0; i < kL; ++i) {
    in.push_back(tt.av[i]);
    in.push_back(tt.bv[i]);
  }
  tf_tensor* out[1] = {tr};
  CK(tf_program_run(e, pp, in.data(), in.size(), out, 1));
  if (bare_kernels) {
    Bare bare(pp);
    for (auto _ : st) {
      bare.run();
      benchmark::DoNotOptimize(&res);
    }
  } else {
    for (auto _ : st) {
      tf_program_run(e, pp, in.data(), in.size(), out, 1);
      benchmark::DoNotOptimize(&res);
    }
  }
  st.counters["commands"] = 2 * kL;
  tf_tensor_release(te);
  tf_tensor_release(tr);
  tf_prepared_release(pp);
  tf_engine_destroy(e);
}

void BM_tt_program(benchmark::State& st) { tt_program(st, false); }
void BM_tt_bare(benchmark::State& st) { tt_program(st, true); }

#define REG(f) BENCHMARK(f)->Repetitions(5)->ReportAggregatesOnly(true)->UseRealTime()
REG(BM_chain_direct);
REG(BM_chain_program);
REG(BM_chain_bare);
REG(BM_branches_immediate)->Unit(benchmark::kMillisecond);
REG(BM_branches_graph)->Unit(benchmark::kMillisecond);
REG(BM_tt_direct);
REG(BM_tt_program);
REG(BM_tt_bare);

}  // namespace

TF_BENCHMARK_MAIN("bench_program")
