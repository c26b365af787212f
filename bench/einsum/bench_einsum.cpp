// tenferro-bench-einsum: Google Benchmark pairs behind the einsum targets.
//
//   BM_einsum_into_2x2      vs BM_matmul_into_2x2        (target <= 1.5x)
//       tf_einsum_into("ij,jk->ik") vs tf_matmul_into on the same 2x2 f64
//       data, serial engine, warm (plan cached, output reused).
//   BM_mps_einsum/chi       vs BM_mps_zgemm/chi          (<= 1.3x at chi=1,
//       chi = 1, 4, 16, 64                                <= 1.05x at chi=64)
//       MPS transfer step R[c,d] = sum_{a,b,s} L[a,b] A[a,s,c] conj(A[b,s,d])
//       with d = 2, complex128: one tf_einsum_into ("ab,asc,bsd->cd", conj
//       flag on the third operand, R written column-major) against the same
//       two products as hand-made cblas_zgemm calls:
//         T(b, sc) = L^T A            zgemm(RowMajor, Trans, NoTrans)
//         R^T(d, c) = A^H T           zgemm(RowMajor, ConjTrans, NoTrans)
//       (R^T row-major is R column-major: the same bytes as the einsum's.)
//
// BLAS runs on the calling thread in both (serial engine; the bare zgemm
// with the OpenMP ICV at 1). bench/einsum/einsum_ratios.py prints ratios.
#include <tenferro.h>

#include <benchmark/benchmark.h>

#include "../native_blas.hpp"
#include <cblas.h>
#include <omp.h>

#include <complex>
#include <random>
#include <string>
#include <vector>

namespace {

using zc = std::complex<double>;

tf_engine* engine() {
  static tf_engine* e = [] {
    tf_engine* x = nullptr;
    tf_engine_create_serial(&x);
    return x;
  }();
  return e;
}

void fail(benchmark::State& state, const char* what, tf_status st) {
  std::string m = std::string(what) + ": " + tf_status_name(st) + " (" + tf_last_error() + ")";
  state.SkipWithError(m.c_str());
}

// ------------------------------------------------------------ 2x2 matmul
struct Small {
  double A[4] = {1, 2, 3, 4}, B[4] = {5, 6, 7, 8}, C[4] = {0, 0, 0, 0};
  tf_tensor *a = nullptr, *b = nullptr, *c = nullptr;
  Small() {
    const int64_t s[2] = {2, 2};
    tf_tensor_wrap(TF_F64, 2, s, nullptr, A, &a);
    tf_tensor_wrap(TF_F64, 2, s, nullptr, B, &b);
    tf_tensor_wrap(TF_F64, 2, s, nullptr, C, &c);
  }
  ~Small() {
    tf_tensor_release(a);
    tf_tensor_release(b);
    tf_tensor_release(c);
  }
};

void BM_matmul_into_2x2(benchmark::State& state) {
  Small m;
  tf_engine* e = engine();
  for (auto _ : state) {
    tf_status st = tf_matmul_into(e, m.a, m.b, m.c);
    if (st != TF_OK) { fail(state, "tf_matmul_into", st); break; }
    benchmark::ClobberMemory();
  }
}

void BM_einsum_into_2x2(benchmark::State& state) {
  Small m;
  tf_engine* e = engine();
  const tf_tensor* ops[2] = {m.a, m.b};
  for (auto _ : state) {
    tf_status st = tf_einsum_into(e, "ij,jk->ik", 2, ops, nullptr, m.c);
    if (st != TF_OK) { fail(state, "tf_einsum_into", st); break; }
    benchmark::ClobberMemory();
  }
}

// ------------------------------------------------------- MPS site update
struct Mps {
  int chi, d = 2;
  std::vector<zc> L, A, T, R;
  tf_tensor *l = nullptr, *a = nullptr, *r = nullptr;
  explicit Mps(int c) : chi(c) {
    std::mt19937_64 rng(7 + c);
    std::uniform_real_distribution<double> u(-1, 1);
    L.resize((size_t)chi * chi);
    A.resize((size_t)chi * d * chi);
    T.resize((size_t)chi * d * chi);
    R.resize((size_t)chi * chi);
    for (auto& x : L) x = zc(u(rng), u(rng));
    for (auto& x : A) x = zc(u(rng), u(rng));
    const int64_t sl[2] = {chi, chi}, sa[3] = {chi, d, chi};
    const int64_t rcol[2] = {1, chi};  // R[c, d] column-major
    tf_tensor_wrap(TF_C128, 2, sl, nullptr, L.data(), &l);
    tf_tensor_wrap(TF_C128, 3, sa, nullptr, A.data(), &a);
    tf_tensor_wrap(TF_C128, 2, sl, rcol, R.data(), &r);
  }
  ~Mps() {
    tf_tensor_release(l);
    tf_tensor_release(a);
    tf_tensor_release(r);
  }
};

void BM_mps_zgemm(benchmark::State& state) {
  Mps m((int)state.range(0));
  const int chi = m.chi, d = m.d;
  const zc one(1, 0), zero(0, 0);
  omp_set_num_threads(1);
  for (auto _ : state) {
    cblas_zgemm(CblasRowMajor, CblasTrans, CblasNoTrans, chi, d * chi, chi, &one, m.L.data(), chi,
                m.A.data(), d * chi, &zero, m.T.data(), d * chi);
    cblas_zgemm(CblasRowMajor, CblasConjTrans, CblasNoTrans, chi, chi, d * chi, &one, m.A.data(),
                chi, m.T.data(), chi, &zero, m.R.data(), chi);
    benchmark::ClobberMemory();
  }
  state.counters["flops"] = benchmark::Counter(16.0 * d * chi * chi * chi,
                                               benchmark::Counter::kIsIterationInvariantRate);
}

void BM_mps_einsum(benchmark::State& state) {
  Mps m((int)state.range(0));
  const int chi = m.chi, d = m.d;
  tf_engine* e = engine();
  const tf_tensor* ops[3] = {m.l, m.a, m.a};
  const uint8_t conj[3] = {0, 0, 1};
  tf_einsum_options opt{}; opt.struct_size = sizeof opt; opt.conj = conj;
  for (auto _ : state) {
    tf_status st = tf_einsum_into(e, "ab,asc,bsd->cd", 3, ops, &opt, m.r);
    if (st != TF_OK) { fail(state, "tf_einsum_into", st); break; }
    benchmark::ClobberMemory();
  }
  // Same numbers as the hand-made zgemm pair?
  std::vector<zc> T((size_t)chi * d * chi), R((size_t)chi * chi);
  const zc one(1, 0), zero(0, 0);
  cblas_zgemm(CblasRowMajor, CblasTrans, CblasNoTrans, chi, d * chi, chi, &one, m.L.data(), chi,
              m.A.data(), d * chi, &zero, T.data(), d * chi);
  cblas_zgemm(CblasRowMajor, CblasConjTrans, CblasNoTrans, chi, chi, d * chi, &one, m.A.data(),
              chi, T.data(), chi, &zero, R.data(), chi);
  for (size_t i = 0; i < R.size(); ++i)
    if (std::abs(R[i] - m.R[i]) > 1e-9 * (1 + std::abs(R[i]))) {
      state.SkipWithError("einsum result differs from the zgemm pair");
      break;
    }
  state.counters["flops"] = benchmark::Counter(16.0 * d * chi * chi * chi,
                                               benchmark::Counter::kIsIterationInvariantRate);
}

constexpr int kReps = 5;
BENCHMARK(BM_matmul_into_2x2)->Repetitions(kReps)->ReportAggregatesOnly(true)->UseRealTime();
BENCHMARK(BM_einsum_into_2x2)->Repetitions(kReps)->ReportAggregatesOnly(true)->UseRealTime();
BENCHMARK(BM_mps_zgemm)->ArgName("chi")->Arg(1)->Arg(4)->Arg(16)->Arg(64)
    ->Repetitions(kReps)->ReportAggregatesOnly(true)->UseRealTime();
BENCHMARK(BM_mps_einsum)->ArgName("chi")->Arg(1)->Arg(4)->Arg(16)->Arg(64)
    ->Repetitions(kReps)->ReportAggregatesOnly(true)->UseRealTime();

}  // namespace

TF_BENCHMARK_MAIN("bench_einsum")
