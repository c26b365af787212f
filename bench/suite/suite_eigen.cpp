// suite-eigen: the Eigen peer (Debian libeigen3-dev, header-only, built
// with OpenMP so Eigen::setNbThreads applies to its products). Eigen's own
// kernels (no BLAS backend): noalias() products on row-major Maps, the
// network cases as the same pairwise products tenferro picks, the
// decompositions preconstructed for their size (no allocation in the loop
// where Eigen allows it), array expressions for elementwise work.
#include <Eigen/Dense>
#include <omp.h>

#include "suite.hpp"

namespace {

using namespace suite;
template <class T>
using RMat = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
template <class T>
using RMap = Eigen::Map<RMat<T>>;
template <class T>
using CRMap = Eigen::Map<const RMat<T>>;
using CMap = Eigen::Map<const Eigen::MatrixXd>;  // column-major input

template <class T>
void reg_matmul(const char* family) {
  each(family, [&](long n) {
    const Dims d = matmul_dims(family, n);
    add(family, n, [d](benchmark::State& st) {
      auto a = random_vec<T>(d.m * d.k, 1), b = random_vec<T>(d.k * d.n, 2);
      std::vector<T> c(d.m * d.n);
      CRMap<T> A(a.data(), d.m, d.k), B(b.data(), d.k, d.n);
      RMap<T> C(c.data(), d.m, d.n);
      for (auto _ : st) C.noalias() = A * B;
      benchmark::DoNotOptimize(c.data());
    });
  });
}

void reg_einsum() {
  each("einsum_matmul", [](long n) {
    add("einsum_matmul", n, [n](benchmark::State& st) {
      auto a = random_vec<double>(n * n, 10), b = random_vec<double>(n * n, 11);
      std::vector<double> c(n * n);
      CRMap<double> A(a.data(), n, n), B(b.data(), n, n);
      RMap<double> C(c.data(), n, n);
      for (auto _ : st) C.noalias() = A * B;
      benchmark::DoNotOptimize(c.data());
    });
  });
  each("einsum_batched", [](long n) {
    add("einsum_batched", n, [n](benchmark::State& st) {
      auto a = random_vec<double>(kBatch * n * n, 10), b = random_vec<double>(kBatch * n * n, 11);
      std::vector<double> c(kBatch * n * n);
      for (auto _ : st)
        for (int i = 0; i < kBatch; ++i) {
          CRMap<double> A(a.data() + i * n * n, n, n), B(b.data() + i * n * n, n, n);
          RMap<double> C(c.data() + i * n * n, n, n);
          C.noalias() = A * B;
        }
      benchmark::DoNotOptimize(c.data());
    });
  });
  each("einsum_tt_site", [](long n) {
    add("einsum_tt_site", n, [n](benchmark::State& st) {
      const long s = kPhys;
      auto L = random_vec<double>(n * n, 10), A = random_vec<double>(n * s * n, 11),
           R = random_vec<double>(n * n, 12);
      std::vector<double> T(n * s * n), out(n * s * n);
      CRMap<double> mL(L.data(), n, n), mA(A.data(), n, s * n), mR(R.data(), n, n);
      RMap<double> mT(T.data(), n, s * n), mT2(T.data(), n * s, n), mO(out.data(), n * s, n);
      for (auto _ : st) {
        mT.noalias() = mL * mA;
        mO.noalias() = mT2 * mR;
      }
      benchmark::DoNotOptimize(out.data());
    });
  });
  each("einsum_4op", [](long n) {
    add("einsum_4op", n, [n](benchmark::State& st) {
      const long p = kPhys;
      auto A1 = random_vec<double>(n * p * n, 10), A2 = random_vec<double>(n * p * n, 11),
           B1 = random_vec<double>(n * p * n, 12), B2 = random_vec<double>(n * p * n, 13);
      std::vector<double> X(n * n), Z(n * p * n);
      CRMap<double> mA1(A1.data(), n * p, n), mB1(B1.data(), n * p, n), mA2(A2.data(), n, p * n),
          mB2(B2.data(), n, p * n);
      RMap<double> mX(X.data(), n, n), mZ(Z.data(), n, p * n);
      for (auto _ : st) {
        mX.noalias() = mA1.transpose() * mB1;
        mZ.noalias() = mX.transpose() * mA2;
        double r = mZ.cwiseProduct(mB2).sum();
        benchmark::DoNotOptimize(r);
      }
    });
  });
}

void reg_linalg() {
  each("svd", [](long n) {
    add("svd", n, [n](benchmark::State& st) {
      CMap A(linalg_data(n).A.data(), n, n);
      Eigen::BDCSVD<Eigen::MatrixXd> svd((int)n, (int)n, Eigen::ComputeThinU | Eigen::ComputeThinV);
      for (auto _ : st) {
        svd.compute(A, Eigen::ComputeThinU | Eigen::ComputeThinV);
        benchmark::DoNotOptimize(svd.singularValues().data());
      }
    });
  });
  each("qr", [](long n) {
    add("qr", n, [n](benchmark::State& st) {
      CMap A(linalg_data(n).A.data(), n, n);
      Eigen::HouseholderQR<Eigen::MatrixXd> qr((int)n, (int)n);
      Eigen::MatrixXd Q(n, n), R(n, n);
      for (auto _ : st) {
        qr.compute(A);
        R = qr.matrixQR().triangularView<Eigen::Upper>();
        Q.setIdentity();
        Q.applyOnTheLeft(qr.householderQ());
        benchmark::DoNotOptimize(Q.data());
      }
    });
  });
  each("eigh", [](long n) {
    add("eigh", n, [n](benchmark::State& st) {
      CMap S(linalg_data(n).S.data(), n, n);
      Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd> es((int)n);
      for (auto _ : st) {
        es.compute(S, Eigen::ComputeEigenvectors);
        benchmark::DoNotOptimize(es.eigenvalues().data());
      }
    });
  });
  each("solve", [](long n) {
    add("solve", n, [n](benchmark::State& st) {
      CMap A(linalg_data(n).A.data(), n, n);
      Eigen::Map<const Eigen::VectorXd> b(linalg_data(n).B.data(), n);
      Eigen::PartialPivLU<Eigen::MatrixXd> lu((int)n);
      Eigen::VectorXd x(n);
      for (auto _ : st) {
        lu.compute(A);
        x.noalias() = lu.solve(b);
        benchmark::DoNotOptimize(x.data());
      }
    });
  });
}

void reg_elementwise() {
  using AMap = Eigen::Map<Eigen::ArrayXd>;
  each("ew_add", [](long n) {
    add("ew_add", n, [n](benchmark::State& st) {
      auto x = random_vec<double>(n, 1), y = random_vec<double>(n, 2);
      std::vector<double> z(n);
      AMap X(x.data(), n), Y(y.data(), n), Z(z.data(), n);
      for (auto _ : st) Z = X + Y;
      benchmark::DoNotOptimize(z.data());
    });
  });
  each("ew_exp", [](long n) {
    add("ew_exp", n, [n](benchmark::State& st) {
      auto x = random_vec<double>(n, 1);
      std::vector<double> z(n);
      AMap X(x.data(), n), Z(z.data(), n);
      for (auto _ : st) Z = X.exp();
      benchmark::DoNotOptimize(z.data());
    });
  });
  each("reduce_sum", [](long n) {
    add("reduce_sum", n, [n](benchmark::State& st) {
      auto x = random_vec<double>(n, 1);
      AMap X(x.data(), n);
      for (auto _ : st) {
        double s = X.sum();
        benchmark::DoNotOptimize(s);
      }
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
        {
          CRMap<double> A(t.A[0].data(), d, t.r[0]), B(t.B[0].data(), d, t.r[0]);
          RMap<double>(e, t.r[0], t.r[0]).noalias() = A.transpose() * B;
        }
        for (int k = 1; k < kTTSites; ++k) {
          long l = t.l[k], r = t.r[k];
          CRMap<double> mE(e, l, l), A(t.A[k].data(), l, d * r), B(t.B[k].data(), l * d, r);
          RMap<double>(T.data(), l, d * r).noalias() = mE.transpose() * A;
          CRMap<double> mT(T.data(), l * d, r);
          RMap<double>(e2, r, r).noalias() = mT.transpose() * B;
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
  Eigen::setNbThreads(opts().threads);
  reg_matmul<double>("matmul_f64");
  reg_matmul<cplx>("matmul_c128");
  reg_matmul<double>("tn_f64");
  reg_matmul<cplx>("tn_c128");
  reg_einsum();
  reg_linalg();
  reg_elementwise();
  reg_tt_program();
  return run(argc, argv, "eigen");
}
