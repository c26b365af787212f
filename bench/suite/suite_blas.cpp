// suite-blas: the bare OpenBLAS/LAPACK peer. What a careful C++ user would
// write by hand: cblas_?gemm for products (a loop of them for batches, the
// same pairwise order tenferro picks for networks, on preallocated scratch),
// LAPACK drivers with workspaces queried once outside the timed loop, and
// dcopy + daxpy for an elementwise sum. BLAS threads come from the OpenMP
// ICV (OpenBLAS OpenMP build), set once with omp_set_num_threads.
// No BLAS equivalent: ew_exp, reduce_sum (not registered).
#include <cblas.h>
#include <omp.h>

#include <algorithm>

#include "suite.hpp"

extern "C" {
void dgesdd_(const char*, const int*, const int*, double*, const int*, double*, double*,
             const int*, double*, const int*, double*, const int*, int*, int*, size_t);
void dgeqrf_(const int*, const int*, double*, const int*, double*, double*, const int*, int*);
void dorgqr_(const int*, const int*, const int*, double*, const int*, const double*, double*,
             const int*, int*);
void dsyevd_(const char*, const char*, const int*, double*, const int*, double*, double*,
             const int*, int*, const int*, int*, size_t, size_t);
void dgesv_(const int*, const int*, double*, const int*, int*, double*, const int*, int*);
}

namespace {

using namespace suite;

// Row-major C(MxN) = op(A) op(B); ta/tb: A stored K x M (resp. B N x K).
void gemm(bool ta, bool tb, long M, long N, long K, const double* A, const double* B, double* C) {
  cblas_dgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans,
              (int)M, (int)N, (int)K, 1.0, A, (int)(ta ? M : K), B, (int)(tb ? K : N), 0.0, C,
              (int)N);
}

void reg_matmul() {
  for (const char* fam : {"matmul_f64", "tn_f64"})
    each(fam, [fam](long n) {
      const Dims d = matmul_dims(fam, n);
      add(fam, n, [d](benchmark::State& st) {
        auto a = random_vec<double>(d.m * d.k, 1), b = random_vec<double>(d.k * d.n, 2);
        std::vector<double> c(d.m * d.n);
        for (auto _ : st) gemm(false, false, d.m, d.n, d.k, a.data(), b.data(), c.data());
        benchmark::DoNotOptimize(c.data());
      });
    });
  for (const char* fam : {"matmul_c128", "tn_c128"})
    each(fam, [fam](long n) {
      const Dims d = matmul_dims(fam, n);
      add(fam, n, [d](benchmark::State& st) {
        auto a = random_vec<cplx>(d.m * d.k, 1), b = random_vec<cplx>(d.k * d.n, 2);
        std::vector<cplx> c(d.m * d.n);
        const cplx one(1, 0), zero(0, 0);
        for (auto _ : st)
          cblas_zgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)d.m, (int)d.n, (int)d.k,
                      &one, a.data(), (int)d.k, b.data(), (int)d.n, &zero, c.data(), (int)d.n);
        benchmark::DoNotOptimize(c.data());
      });
    });
}

void reg_einsum() {
  each("einsum_matmul", [](long n) {
    add("einsum_matmul", n, [n](benchmark::State& st) {
      auto a = random_vec<double>(n * n, 10), b = random_vec<double>(n * n, 11);
      std::vector<double> c(n * n);
      for (auto _ : st) gemm(false, false, n, n, n, a.data(), b.data(), c.data());
      benchmark::DoNotOptimize(c.data());
    });
  });
  each("einsum_batched", [](long n) {
    add("einsum_batched", n, [n](benchmark::State& st) {
      auto a = random_vec<double>(kBatch * n * n, 10), b = random_vec<double>(kBatch * n * n, 11);
      std::vector<double> c(kBatch * n * n);
      for (auto _ : st)
        for (int i = 0; i < kBatch; ++i)
          gemm(false, false, n, n, n, a.data() + i * n * n, b.data() + i * n * n, c.data() + i * n * n);
      benchmark::DoNotOptimize(c.data());
    });
  });
  // ab,bsc,cd->asd: T(a, s*c) = L(a,b) A(b, s*c); out(a*s, d) = T(a*s, c) R(c, d).
  each("einsum_tt_site", [](long n) {
    add("einsum_tt_site", n, [n](benchmark::State& st) {
      const long s = kPhys;
      auto L = random_vec<double>(n * n, 10), A = random_vec<double>(n * s * n, 11),
           R = random_vec<double>(n * n, 12);
      std::vector<double> T(n * s * n), out(n * s * n);
      for (auto _ : st) {
        gemm(false, false, n, s * n, n, L.data(), A.data(), T.data());
        gemm(false, false, n * s, n, n, T.data(), R.data(), out.data());
      }
      benchmark::DoNotOptimize(out.data());
    });
  });
  // aib,bjc,aid,djc->: X(b,d) = A1(ai,b)^T B1(ai,d); Z(d, jc) = X^T A2(b, jc);
  // result = <Z, B2(d, jc)>.
  each("einsum_4op", [](long n) {
    add("einsum_4op", n, [n](benchmark::State& st) {
      const long p = kPhys;
      auto A1 = random_vec<double>(n * p * n, 10), A2 = random_vec<double>(n * p * n, 11),
           B1 = random_vec<double>(n * p * n, 12), B2 = random_vec<double>(n * p * n, 13);
      std::vector<double> X(n * n), Z(n * p * n);
      double r = 0;
      for (auto _ : st) {
        gemm(true, false, n, n, n * p, A1.data(), B1.data(), X.data());
        gemm(true, false, n, p * n, n, X.data(), A2.data(), Z.data());
        r = cblas_ddot((int)(n * p * n), Z.data(), 1, B2.data(), 1);
        benchmark::DoNotOptimize(r);
      }
    });
  });
}

void reg_linalg() {
  each("svd", [](long nl) {
    add("svd", nl, [nl](benchmark::State& st) {
      const int n = (int)nl, m1 = -1;
      auto& d = linalg_data(n);
      std::vector<double> a(n * n), u(n * n), s(n), vt(n * n);
      std::vector<int> iw(8 * n);
      double wq;
      int info;
      dgesdd_("S", &n, &n, a.data(), &n, s.data(), u.data(), &n, vt.data(), &n, &wq, &m1, iw.data(), &info, 1);
      int lw = (int)wq + 1;
      std::vector<double> work(lw);
      for (auto _ : st) {
        std::memcpy(a.data(), d.A.data(), sizeof(double) * n * n);
        dgesdd_("S", &n, &n, a.data(), &n, s.data(), u.data(), &n, vt.data(), &n, work.data(), &lw,
                iw.data(), &info, 1);
        benchmark::DoNotOptimize(s.data());
      }
    });
  });
  each("qr", [](long nl) {
    add("qr", nl, [nl](benchmark::State& st) {
      const int n = (int)nl, m1 = -1;
      auto& d = linalg_data(n);
      std::vector<double> a(n * n), r(n * n), tau(n);
      double wq, wq2;
      int info;
      dgeqrf_(&n, &n, a.data(), &n, tau.data(), &wq, &m1, &info);
      dorgqr_(&n, &n, &n, a.data(), &n, tau.data(), &wq2, &m1, &info);
      int lw = (int)std::max(wq, wq2) + 1;
      std::vector<double> work(lw);
      for (auto _ : st) {
        std::memcpy(a.data(), d.A.data(), sizeof(double) * n * n);
        dgeqrf_(&n, &n, a.data(), &n, tau.data(), work.data(), &lw, &info);
        for (int j = 0; j < n; ++j)
          for (int i = 0; i < n; ++i) r[(size_t)j * n + i] = i <= j ? a[(size_t)j * n + i] : 0.0;
        dorgqr_(&n, &n, &n, a.data(), &n, tau.data(), work.data(), &lw, &info);
        benchmark::DoNotOptimize(a.data());
      }
    });
  });
  each("eigh", [](long nl) {
    add("eigh", nl, [nl](benchmark::State& st) {
      const int n = (int)nl, m1 = -1;
      auto& d = linalg_data(n);
      std::vector<double> a(n * n), w(n);
      double wq;
      int iq, info;
      dsyevd_("V", "L", &n, a.data(), &n, w.data(), &wq, &m1, &iq, &m1, &info, 1, 1);
      int lw = (int)wq + 1, liw = iq + 1;
      std::vector<double> work(lw);
      std::vector<int> iwork(liw);
      for (auto _ : st) {
        std::memcpy(a.data(), d.S.data(), sizeof(double) * n * n);
        dsyevd_("V", "L", &n, a.data(), &n, w.data(), work.data(), &lw, iwork.data(), &liw, &info, 1, 1);
        benchmark::DoNotOptimize(w.data());
      }
    });
  });
  each("solve", [](long nl) {
    add("solve", nl, [nl](benchmark::State& st) {
      const int n = (int)nl, one = 1;
      auto& d = linalg_data(n);
      std::vector<double> a(n * n), b(n);
      std::vector<int> ipiv(n);
      int info;
      for (auto _ : st) {
        std::memcpy(a.data(), d.A.data(), sizeof(double) * n * n);
        std::memcpy(b.data(), d.B.data(), sizeof(double) * n);
        dgesv_(&n, &one, a.data(), &n, ipiv.data(), b.data(), &n, &info);
        benchmark::DoNotOptimize(b.data());
      }
    });
  });
}

void reg_elementwise() {
  each("ew_add", [](long n) {
    add("ew_add", n, [n](benchmark::State& st) {
      auto x = random_vec<double>(n, 1), y = random_vec<double>(n, 2);
      std::vector<double> z(n);
      for (auto _ : st) {
        cblas_dcopy((int)n, x.data(), 1, z.data(), 1);
        cblas_daxpy((int)n, 1.0, y.data(), 1, z.data(), 1);
      }
      benchmark::DoNotOptimize(z.data());
    });
  });
}

void reg_tt_program() {
  each("tt_program", [](long chi) {
    add("tt_program", chi, [chi](benchmark::State& st) {
      TTData t = tt_data(chi);
      const long d = kTTPhys;
      std::vector<double> E(chi * chi), E2(chi * chi), T(chi * d * chi);
      double* e = E.data();
      double* e2 = E2.data();
      for (auto _ : st) {
        gemm(true, false, t.r[0], t.r[0], d, t.A[0].data(), t.B[0].data(), e);
        for (int k = 1; k < kTTSites; ++k) {
          long l = t.l[k], r = t.r[k];
          gemm(true, false, l, d * r, l, e, t.A[k].data(), T.data());
          gemm(true, false, r, r, l * d, T.data(), t.B[k].data(), e2);
          std::swap(e, e2);
        }
        benchmark::DoNotOptimize(e[0]);
      }
    });
  });
}

}  // namespace

int main(int argc, char** argv) {
  parse(&argc, argv);
  omp_set_num_threads(opts().threads);
  reg_matmul();
  reg_einsum();
  reg_linalg();
  reg_elementwise();
  reg_tt_program();
  return run(argc, argv, "openblas");
}
