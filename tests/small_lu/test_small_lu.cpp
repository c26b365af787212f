// tests/small_lu/test_small_lu.cpp: the small LU kernels (providers/small_lu)
// against OpenBLAS's ?getrf / ?getrs (same pivots, same INFO, factors and
// solutions within rounding), and tf_solve / tf_det / tf_lu_solve around the
// crossover (n = 1..70, 80, 95..97, 100) by the residual identity
// ||A x - b|| / (||A|| ||x|| n eps) small, over f32/f64/c64/c128 x layouts
// (column-major, row-major, strided, permuted batch) x rhs counts, plus
// singular matrices (same error text as LAPACK's INFO gives), ill-conditioned
// and NaN input.
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "providers/lapack.hpp"
#include "providers/small_lu.hpp"
#include "tenferro.h"

namespace {

// n = 1..70 (vector-width edges, the 4-column panels) and around the
// crossover (small_lu::kMaxN = 96).
std::vector<int> orders() {
  std::vector<int> v;
  for (int n = 1; n <= 70; ++n) v.push_back(n);
  for (int n : {80, 95, 96, 97, 100}) v.push_back(n);
  return v;
}

using tf::c128;
using tf::c64;

template <class T> struct Tr;
template <> struct Tr<float> { static constexpr tf_dtype dt = TF_F32; static constexpr double eps = 1.2e-7; };
template <> struct Tr<double> { static constexpr tf_dtype dt = TF_F64; static constexpr double eps = 2.3e-16; };
template <> struct Tr<c64> { static constexpr tf_dtype dt = TF_C64; static constexpr double eps = 1.2e-7; };
template <> struct Tr<c128> { static constexpr tf_dtype dt = TF_C128; static constexpr double eps = 2.3e-16; };
template <class T> constexpr bool cplx = !std::is_floating_point_v<T>;

template <class T> T rnd(std::mt19937_64& g) {
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  if constexpr (cplx<T>) {
    using R = typename T::value_type;
    return T((R)u(g), (R)u(g));
  } else {
    return (T)u(g);
  }
}
template <class T> c128 z(T x) {
  if constexpr (cplx<T>) return c128(x.real(), x.imag());
  else return c128((double)x, 0.0);
}

template <class T> std::vector<T> random_mat(int64_t n, int64_t m, uint64_t seed) {
  std::mt19937_64 g(seed);
  std::vector<T> v((size_t)(n * m));
  for (auto& x : v) x = rnd<T>(g);
  return v;
}

// ||A x - b||_inf / (||A||_inf ||x||_inf n eps) for column-major A (n x n),
// x and b (n x r, ld n), in complex double.
template <class T>
double resid(int n, int r, const T* a, const T* x, const T* b, bool trans = false) {
  double worst = 0, na = 0, nx = 0;
  for (int i = 0; i < n; ++i) {
    double s = 0;
    for (int j = 0; j < n; ++j) s += std::abs(z(a[i + j * n]));
    na = std::max(na, s);
  }
  for (int c = 0; c < r; ++c) {
    double nr = 0, xc = 0;
    for (int i = 0; i < n; ++i) {
      c128 s = -z(b[i + c * n]);
      for (int j = 0; j < n; ++j)
        s += z(trans ? a[j + i * n] : a[i + j * n]) * z(x[j + c * n]);
      nr = std::max(nr, std::abs(s));
      xc = std::max(xc, std::abs(z(x[i + c * n])));
    }
    nx = std::max(nx, xc);
    worst = std::max(worst, nr / std::max(xc, 1e-300));
  }
  return worst / (std::max(na, 1e-300) * n * Tr<T>::eps);
}

// ------------------------------------------------------------ kernels
template <class T> void kernel_vs_lapack(const tf::small_lu::Kernel<T>& k, const char* isa) {
  for (int n : orders()) {
    SCOPED_TRACE(std::string(isa) + " n=" + std::to_string(n));
    const std::vector<T> a0 = random_mat<T>(n, n, 1000 + n);
    std::vector<T> a1 = a0, a2 = a0;
    std::vector<int> p1(n), p2(n);
    const int i1 = k.getrf(n, a1.data(), n, p1.data());
    const int i2 = tf::lapack::getrf<T>(n, n, a2.data(), n, p2.data());
    ASSERT_EQ(i1, 0);
    ASSERT_EQ(i2, 0);
    ASSERT_EQ(p1, p2) << "pivots differ from ?getrf";
    double amax = 0, diff = 0;
    for (size_t i = 0; i < a0.size(); ++i) {
      amax = std::max(amax, std::abs(z(a0[i])));
      diff = std::max(diff, std::abs(z(a1[i]) - z(a2[i])));
    }
    EXPECT_LE(diff, 50.0 * n * Tr<T>::eps * amax * 10) << "LU factors differ from ?getrf";
    for (bool trans : {false, true}) {
      for (int r : {1, 3}) {
        const std::vector<T> b = random_mat<T>(n, r, 7 + n);
        std::vector<T> x1 = b, x2 = b;
        k.getrs(trans, n, r, a1.data(), n, p1.data(), x1.data(), n);
        ASSERT_EQ(0, tf::lapack::getrs<T>(trans ? 'T' : 'N', n, r, a2.data(), n, p2.data(),
                                          x2.data(), n));
        const double r1 = resid(n, r, a0.data(), x1.data(), b.data(), trans);
        const double r2 = resid(n, r, a0.data(), x2.data(), b.data(), trans);
        EXPECT_LT(r1, 30.0) << "trans=" << trans << " r=" << r << " (LAPACK: " << r2 << ")";
      }
    }
  }
}

// Exact zero pivots: a zero column j, or an upper-triangular matrix with a
// zero at (j, j): INFO = j + 1 from both, the factorisation still complete.
template <class T> void kernel_singular(const tf::small_lu::Kernel<T>& k, const char* isa) {
  for (int n : {1, 2, 3, 5, 8, 9, 16, 17, 33, 64, 96}) {
    for (int j : {0, n / 2, n - 1}) {
      for (int kind = 0; kind < 2; ++kind) {
        SCOPED_TRACE(std::string(isa) + " n=" + std::to_string(n) + " j=" + std::to_string(j) +
                     " kind=" + std::to_string(kind));
        std::vector<T> a0 = random_mat<T>(n, n, 77 + n + j);
        for (int i = 0; i < n; ++i) {
          if (kind == 0) a0[i + j * n] = T(0);
          else
            for (int c = 0; c < i; ++c) a0[i + c * n] = T(0);
        }
        if (kind == 1) a0[j + j * n] = T(0);
        std::vector<T> a1 = a0, a2 = a0;
        std::vector<int> p1(n), p2(n);
        const int i1 = k.getrf(n, a1.data(), n, p1.data());
        const int i2 = tf::lapack::getrf<T>(n, n, a2.data(), n, p2.data());
        EXPECT_EQ(i2, j + 1);
        EXPECT_EQ(i1, i2);
        EXPECT_EQ(p1, p2);
      }
    }
  }
}

template <class T> void all_isas(void (*f)(const tf::small_lu::Kernel<T>&, const char*)) {
  int ran = 0;
  for (int isa = 0; isa < 3; ++isa) {
    const tf::small_lu::Kernels* ks = tf::small_lu::kernels_for(isa);
    if (!ks) continue;
    ++ran;
    if constexpr (std::is_same_v<T, float>) f(ks->s, ks->isa);
    else if constexpr (std::is_same_v<T, double>) f(ks->d, ks->isa);
    else if constexpr (std::is_same_v<T, c64>) f(ks->c, ks->isa);
    else f(ks->z, ks->isa);
  }
  EXPECT_GE(ran, 1);
}

TEST(SmallLuKernel, MatchesLapackF32) { all_isas<float>(kernel_vs_lapack<float>); }
TEST(SmallLuKernel, MatchesLapackF64) { all_isas<double>(kernel_vs_lapack<double>); }
TEST(SmallLuKernel, MatchesLapackC64) { all_isas<c64>(kernel_vs_lapack<c64>); }
TEST(SmallLuKernel, MatchesLapackC128) { all_isas<c128>(kernel_vs_lapack<c128>); }
TEST(SmallLuKernel, SingularF64) { all_isas<double>(kernel_singular<double>); }
TEST(SmallLuKernel, SingularC128) { all_isas<c128>(kernel_singular<c128>); }
TEST(SmallLuKernel, SingularF32) { all_isas<float>(kernel_singular<float>); }

// Complex pivots by |re| + |im| (izamax), not |z|: 0.9 + 0.9i (1.8, |z| 1.27)
// beats 1.3 (|z| 1.3).
TEST(SmallLuKernel, ComplexPivotIsAbs1) {
  std::vector<c128> a = {c128(1.3, 0), c128(0.9, 0.9), c128(0.1, 0), c128(1, 0)};
  std::vector<c128> a2 = a;
  int p1[2], p2[2];
  tf::small_lu::kernel<c128>().getrf(2, a.data(), 2, p1);
  tf::lapack::getrf<c128>(2, 2, a2.data(), 2, p2);
  EXPECT_EQ(p1[0], 2);
  EXPECT_EQ(p1[0], p2[0]);
}

// Ties go to the first index, as i?amax.
TEST(SmallLuKernel, TiesPickFirst) {
  std::vector<double> a = {1, -3, 3, -3, 2, 5, 7, 1, 4};
  std::vector<double> a2 = a;
  int p1[3], p2[3];
  tf::small_lu::kernel<double>().getrf(3, a.data(), 3, p1);
  tf::lapack::getrf<double>(3, 3, a2.data(), 3, p2);
  EXPECT_EQ(p1[0], 2);
  for (int i = 0; i < 3; ++i) EXPECT_EQ(p1[i], p2[i]);
}

// ------------------------------------------------------------ C API
struct Engine {
  tf_engine* e = nullptr;
  Engine() { EXPECT_EQ(tf_engine_create_serial(&e), TF_OK); }
  ~Engine() { tf_engine_destroy(e); }
};

enum Layout { ColMajor, RowMajor, Strided, Permuted };
const char* layout_name(Layout l) {
  return l == ColMajor ? "col" : l == RowMajor ? "row" : l == Strided ? "strided" : "permuted";
}

// A batch of `batch` n x m matrices with element (b, i, j) = v[b][i + j n]
// (column-major logical values) stored in the given layout; buf owns memory.
template <class T>
tf_tensor* make(Layout l, int64_t batch, int64_t n, int64_t m,
                const std::vector<std::vector<T>>& v, std::vector<T>& buf) {
  int64_t shape[3] = {batch, n, m}, st[3] = {0, 0, 0};
  int64_t ld;
  switch (l) {
    case ColMajor:  // (b, i, j) at b n m + i + j n
      st[0] = n * m, st[1] = 1, st[2] = n;
      break;
    case RowMajor:
      st[0] = n * m, st[1] = m, st[2] = 1;
      break;
    case Strided:  // column-major in a larger array, every other column
      ld = n + 3;
      st[0] = 2 * ld * m + 5, st[1] = 1, st[2] = 2 * ld;
      break;
    case Permuted:  // memory order (i, b, j): the batch axis in the middle
      st[0] = m, st[1] = batch * m, st[2] = 1;
      break;
  }
  int64_t span = 1;
  for (int d = 0; d < 3; ++d) span += (shape[d] - 1) * st[d];
  buf.assign((size_t)span, T(0));
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < m; ++j) buf[(size_t)(b * st[0] + i * st[1] + j * st[2])] = v[b][i + j * n];
  tf_tensor* t = nullptr;
  EXPECT_EQ(tf_tensor_wrap(Tr<T>::dt, 3, shape, st, buf.data(), &t), TF_OK);
  return t;
}

template <class T> void capi_solve() {
  Engine E;
  const double tol = 30.0;
  for (Layout l : {ColMajor, RowMajor, Strided, Permuted}) {
    for (int n : orders()) {
      if (l != ColMajor && n > 20 && n % 7 != 0 && n < 60 && n < 95) continue;  // keep it short
      for (int r : {1, 3}) {
        SCOPED_TRACE(std::string(layout_name(l)) + " n=" + std::to_string(n) +
                     " r=" + std::to_string(r));
        const int batch = 2;
        std::vector<std::vector<T>> av, bv;
        for (int b = 0; b < batch; ++b) {
          av.push_back(random_mat<T>(n, n, 31 * n + b));
          bv.push_back(random_mat<T>(n, r, 91 * n + b + r));
        }
        std::vector<T> abuf, bbuf, xbuf((size_t)(batch * n * r));
        tf_tensor* ta = make(l, batch, n, n, av, abuf);
        tf_tensor* tb = make(l == Strided ? Strided : ColMajor, batch, n, r, bv, bbuf);
        int64_t xs[3] = {batch, n, r}, xst[3] = {(int64_t)n * r, 1, n};
        tf_tensor* tx = nullptr;
        ASSERT_EQ(tf_tensor_wrap(Tr<T>::dt, 3, xs, xst, xbuf.data(), &tx), TF_OK);
        ASSERT_EQ(tf_solve_into(E.e, ta, tb, tx), TF_OK) << tf_last_error();
        for (int b = 0; b < batch; ++b) {
          const double res = resid(n, r, av[b].data(), xbuf.data() + b * n * r, bv[b].data());
          EXPECT_LT(res, tol) << "item " << b;
        }
        tf_tensor_release(ta);
        tf_tensor_release(tb);
        tf_tensor_release(tx);
      }
    }
  }
}

TEST(SmallLuSolve, F64) { capi_solve<double>(); }
TEST(SmallLuSolve, C128) { capi_solve<c128>(); }
TEST(SmallLuSolve, F32) { capi_solve<float>(); }
TEST(SmallLuSolve, C64) { capi_solve<c64>(); }

// Singular a: the same TF_ERR_NUMERICAL text on both sides of the crossover,
// with the INFO OpenBLAS's ?getrf gives for the matrix LAPACK would factor (A
// column-major, A^T for a row-major a).
template <class T> void capi_singular() {
  Engine E;
  for (Layout l : {ColMajor, RowMajor}) {
    for (int n : {1, 2, 4, 7, 8, 16, 31, 64, 65, 96, 97}) {
      for (int j : {0, n / 2, n - 1}) {
        SCOPED_TRACE(std::string(layout_name(l)) + " n=" + std::to_string(n) +
                     " j=" + std::to_string(j));
        const int batch = 2;
        std::vector<std::vector<T>> av = {random_mat<T>(n, n, 5), random_mat<T>(n, n, 6)};
        for (int i = 0; i < n; ++i) av[1][i + j * n] = T(0);  // item 1, column j
        std::vector<std::vector<T>> bv = {random_mat<T>(n, 1, 8), random_mat<T>(n, 1, 9)};
        // What LAPACK says for the matrix it would get.
        const bool trans = l == RowMajor && n > 1;
        std::vector<T> w((size_t)n * n);
        for (int i = 0; i < n; ++i)
          for (int c = 0; c < n; ++c) w[i + c * n] = trans ? av[1][c + i * n] : av[1][i + c * n];
        std::vector<int> piv(n);
        const int info = tf::lapack::getrf<T>(n, n, w.data(), n, piv.data());
        ASSERT_GT(info, 0);
        char want[256];
        std::snprintf(want, sizeof want,
                      "a: matrix is singular: U(%d, %d) of its LU factorisation is 0 (LAPACK %s "
                      "info = %d) in batch item 1",
                      info - 1, info - 1, trans ? "?getrf" : "?gesv", info);
        std::vector<T> abuf, bbuf, xbuf((size_t)(batch * n), T(42));
        tf_tensor* ta = make(l, batch, n, n, av, abuf);
        tf_tensor* tb = make(ColMajor, batch, n, 1, bv, bbuf);
        int64_t xs[3] = {batch, n, 1};
        tf_tensor* tx = nullptr;
        ASSERT_EQ(tf_tensor_wrap(Tr<T>::dt, 3, xs, nullptr, xbuf.data(), &tx), TF_OK);
        EXPECT_EQ(tf_solve_into(E.e, ta, tb, tx), TF_ERR_NUMERICAL);
        EXPECT_STREQ(tf_last_error(), want);
        for (const T& v : xbuf) EXPECT_EQ(v, T(42)) << "x written on error";
        tf_tensor_release(ta);
        tf_tensor_release(tb);
        tf_tensor_release(tx);
      }
    }
  }
}
TEST(SmallLuSolve, SingularF64) { capi_singular<double>(); }
TEST(SmallLuSolve, SingularC128) { capi_singular<c128>(); }

// NaN / Inf in a or b: the gather's message, unchanged.
TEST(SmallLuSolve, NonFinite) {
  Engine E;
  for (int n : {3, 40, 96, 97}) {
    std::vector<std::vector<double>> av = {random_mat<double>(n, n, 1)};
    std::vector<std::vector<double>> bv = {random_mat<double>(n, 1, 2)};
    av[0][1 + 2 * n] = NAN;
    std::vector<double> abuf, bbuf, x(n);
    tf_tensor* ta = make(ColMajor, 1, n, n, av, abuf);
    tf_tensor* tb = make(ColMajor, 1, n, 1, bv, bbuf);
    int64_t xs[3] = {1, n, 1};
    tf_tensor* tx = nullptr;
    ASSERT_EQ(tf_tensor_wrap(TF_F64, 3, xs, nullptr, x.data(), &tx), TF_OK);
    EXPECT_EQ(tf_solve_into(E.e, ta, tb, tx), TF_ERR_NUMERICAL);
    EXPECT_NE(std::string(tf_last_error()).find("a: element (1, 2) in batch item 0 is NaN"),
              std::string::npos)
        << tf_last_error();
    tf_tensor_release(ta);
    tf_tensor_release(tb);
    tf_tensor_release(tx);
  }
}

// Ill-conditioned (Hilbert, cond ~ 1e13 at n = 10): backward stable all the
// same, and x within cond * eps of LAPACK's.
TEST(SmallLuSolve, IllConditioned) {
  Engine E;
  for (int n : {6, 10, 12}) {
    std::vector<std::vector<double>> av(1, std::vector<double>((size_t)n * n));
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) av[0][i + j * n] = 1.0 / (i + j + 1);
    std::vector<std::vector<double>> bv = {random_mat<double>(n, 1, 3)};
    std::vector<double> abuf, bbuf, x(n);
    tf_tensor* ta = make(ColMajor, 1, n, n, av, abuf);
    tf_tensor* tb = make(ColMajor, 1, n, 1, bv, bbuf);
    int64_t xs[3] = {1, n, 1};
    tf_tensor* tx = nullptr;
    ASSERT_EQ(tf_tensor_wrap(TF_F64, 3, xs, nullptr, x.data(), &tx), TF_OK);
    ASSERT_EQ(tf_solve_into(E.e, ta, tb, tx), TF_OK);
    EXPECT_LT(resid(n, 1, av[0].data(), x.data(), bv[0].data()), 30.0) << "n=" << n;
    tf_tensor_release(ta);
    tf_tensor_release(tb);
    tf_tensor_release(tx);
  }
}

// det through the small getrf: the product of U's diagonal with the pivot
// signs, against LAPACK's, and exactly 0 for a zero column.
TEST(SmallLuDet, MatchesLapack) {
  Engine E;
  for (int n = 1; n <= 100; n += 3) {
    for (bool sing : {false, true}) {
      std::vector<std::vector<double>> av = {random_mat<double>(n, n, 11 + n)};
      if (sing) for (int i = 0; i < n; ++i) av[0][i + (n / 2) * n] = 0;
      std::vector<double> w = av[0];
      std::vector<int> piv(n);
      tf::lapack::getrf<double>(n, n, w.data(), n, piv.data());
      double want = 1;
      for (int i = 0; i < n; ++i) want *= (piv[i] != i + 1 ? -1 : 1) * w[i + i * n];
      std::vector<double> abuf;
      tf_tensor* ta = make(ColMajor, 1, n, n, av, abuf);
      double d = 7;
      int64_t one = 1;
      tf_tensor* td = nullptr;
      ASSERT_EQ(tf_tensor_wrap(TF_F64, 1, &one, nullptr, &d, &td), TF_OK);
      ASSERT_EQ(tf_det_into(E.e, ta, td), TF_OK);
      if (sing) EXPECT_EQ(d, 0.0);
      else EXPECT_NEAR(d, want, 1e-10 * std::abs(want) * n) << "n=" << n;
      tf_tensor_release(ta);
      tf_tensor_release(td);
    }
  }
}

}  // namespace
