// small_gemm_test.cpp: the small provider's kernels for the unit layout (B
// and C with unit column stride) and the packed square kernels, f64 and c128,
// n = 1..32, against a plain triple loop: A row-major, column-major and
// step-2; B and C with a leading dimension past n (the columns past n must
// stay untouched: the masked tails); every conjugation pair; alpha/beta
// (alpha = 1, beta = 0, the fast store; beta = 0 over NaN; complex scalars);
// and the gathering kernels (B column-major or of any strides).
// On an AVX-512 CPU these are the kernels of providers/small_gemm_avx512.cpp
// (one per column count); elsewhere the AVX2 or generic ones.
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "providers/gemm.hpp"

namespace tf {
namespace {

using zc = std::complex<double>;

template <class T> T rnd(std::mt19937_64& g) {
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  if constexpr (std::is_same_v<T, zc>) return T(u(g), u(g));
  else return u(g);
}
template <class T> T cj(T x, bool c) {
  if constexpr (std::is_same_v<T, zc>) return c ? std::conj(x) : x;
  else return x;
}
template <class T> T scal(tf_scalar s) {
  if constexpr (std::is_same_v<T, zc>) return T(s.re, s.im);
  else return s.re;
}

// One case: kernel f on C (m x n, row stride ldc >= n) = alpha op(A) op(B) + beta C.
// la: A layout 0 row-major, 1 column-major, 2 row-major with step 2.
// B: element (l, j) at l * rsb + j * csb (the unit layout: rsb = ldb, csb = 1).
template <class T>
void check(SmallGemmFn f, int64_t m, int64_t n, int64_t k, int la, int64_t ldb, int64_t ldc,
           bool ca, bool cb, tf_scalar alpha, tf_scalar beta, std::mt19937_64& g,
           const std::string& what, int64_t csb = 1) {
  const int64_t rsb = ldb;
  ASSERT_NE(f, nullptr) << what;
  int64_t rsa, csa;
  if (la == 0) { rsa = k; csa = 1; }
  else if (la == 1) { rsa = 1; csa = m; }
  else { rsa = 2 * k; csa = 2; }
  std::vector<T> A((size_t)((m - 1) * rsa + (k - 1) * csa + 1)),
      B((size_t)((k - 1) * rsb + (n - 1) * csb + 1)),
      C((size_t)(m * ldc)), want;
  for (auto& x : A) x = rnd<T>(g);
  for (auto& x : B) x = rnd<T>(g);
  const bool beta0 = beta.re == 0 && beta.im == 0;
  for (auto& x : C) x = beta0 ? T(std::numeric_limits<double>::quiet_NaN()) : rnd<T>(g);
  for (int64_t i = 0; i < m; ++i)  // padding columns: a sentinel
    for (int64_t j = n; j < ldc; ++j) C[(size_t)(i * ldc + j)] = T(12345.0);
  want = C;
  const T al = scal<T>(alpha), be = scal<T>(beta);
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      T acc{};
      for (int64_t l = 0; l < k; ++l)
        acc += cj(A[(size_t)(i * rsa + l * csa)], ca) * cj(B[(size_t)(l * rsb + j * csb)], cb);
      T& w = want[(size_t)(i * ldc + j)];
      w = beta0 ? al * acc : al * acc + be * w;
    }
  GemmCall call{m, n, k, A.data(), rsa, csa, B.data(), rsb, csb, C.data(), ldc, 1, alpha, beta};
  f(call);
  const double tol = 1e-13 * (double)(k + 2) * 4;
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < ldc; ++j) {
      const T got = C[(size_t)(i * ldc + j)], w = want[(size_t)(i * ldc + j)];
      if (j >= n) {
        ASSERT_EQ(got, T(12345.0)) << what << ": wrote past column n at (" << i << "," << j << ")";
        continue;
      }
      ASSERT_LE(std::abs(got - w), tol * (1 + std::abs(w)))
          << what << " at (" << i << "," << j << "): got " << got << " want " << w;
    }
}

template <class T> void sweep(DType dt) {
  std::mt19937_64 g(42);
  const bool cplx = std::is_same_v<T, zc>;
  const tf_scalar scalars[3][2] = {{{1, 0}, {0, 0}},
                                   {{2, 0}, {0.5, 0}},
                                   {{cplx ? 0.5 : -1.5, cplx ? -1.0 : 0}, {cplx ? 0.25 : 0, cplx ? 0.75 : 0}}};
  for (int64_t n = 1; n <= 32; ++n) {
    for (int c = 0; c < (cplx ? 4 : 1); ++c) {
      const bool ca = c & 2, cb = c & 1;
      for (const auto& sc : scalars) {
        const std::string tag = std::string(cplx ? "c128" : "f64") + " n=" + std::to_string(n) +
                                " conj=" + std::to_string(c) + " alpha=" + std::to_string(sc[0].re) +
                                " beta=" + std::to_string(sc[1].re);
        // Packed square kernel: A, B, C contiguous row-major.
        if (SmallGemmFn f = packed_gemm_kernel(dt, n, n, n, ca, cb))
          check<T>(f, n, n, n, 0, n, n, ca, cb, sc[0], sc[1], g, "packed " + tag);
        // General unit-layout kernel.
        for (int64_t m : {int64_t(1), int64_t(2), int64_t(5), int64_t(9), int64_t(25), n})
          for (int64_t k : {int64_t(1), int64_t(4), int64_t(17)})
            for (int la = 0; la < 3; ++la) {
              SmallGemmFn f = small_gemm_kernel(dt, m, n, k, ca, cb, true);
              check<T>(f, m, n, k, la, n + 3, n + 5, ca, cb, sc[0], sc[1], g,
                       "unit " + tag + " m=" + std::to_string(m) + " k=" + std::to_string(k) +
                           " la=" + std::to_string(la));
              if (::testing::Test::HasFatalFailure()) return;
            }
        // The gathering kernel: B column-major (the NT product) and with
        // both strides > 1; k past one 16 KB block of B (32 rows for c128
        // n = 32, 64 for f64), where the blocks after the first add to C.
        for (int64_t m : {int64_t(1), int64_t(3), n})
          for (int64_t k : {int64_t(1), int64_t(7), int64_t(70), int64_t(150)})
            for (int lb = 0; lb < 2; ++lb)
              for (int la = 0; la < 2; ++la) {
                SmallGemmFn f = gather_gemm_kernel(dt, m, n, k, ca, cb);
                if (!f) continue;  // not an AVX-512 CPU
                const int64_t rsb = lb == 0 ? 1 : 3, csb = lb == 0 ? k : 3 * k + 1;
                check<T>(f, m, n, k, la, rsb, n + 5, ca, cb, sc[0], sc[1], g,
                         "gather " + tag + " m=" + std::to_string(m) + " k=" +
                             std::to_string(k) + " lb=" + std::to_string(lb) +
                             " la=" + std::to_string(la),
                         csb);
                if (::testing::Test::HasFatalFailure()) return;
              }
      }
    }
  }
}

TEST(SmallGemm, UnitAndPackedF64) { sweep<double>(DType::F64); }
TEST(SmallGemm, UnitAndPackedC128) { sweep<zc>(DType::C128); }

}  // namespace
}  // namespace tf
