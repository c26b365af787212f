// tests/linalg/dense_ref.hpp: the plain dense reference the linear-algebra
// tests check against: a row-major complex-double matrix and its products.
#ifndef TENFERRO_TESTS_LINALG_DENSE_REF_HPP
#define TENFERRO_TESTS_LINALG_DENSE_REF_HPP

#include <cmath>
#include <complex>
#include <cstdint>
#include <vector>

namespace dense_ref {

struct M {
  int64_t r = 0, c = 0;
  std::vector<std::complex<double>> v;
  M() = default;
  M(int64_t r_, int64_t c_) : r(r_), c(c_), v((size_t)(r_ * c_)) {}
  std::complex<double>& operator()(int64_t i, int64_t j) { return v[(size_t)(i * c + j)]; }
  std::complex<double> operator()(int64_t i, int64_t j) const { return v[(size_t)(i * c + j)]; }
};
inline M mul(const M& a, const M& b) {
  M x(a.r, b.c);
  for (int64_t i = 0; i < a.r; ++i)
    for (int64_t k = 0; k < a.c; ++k) {
      const std::complex<double> aik = a(i, k);
      for (int64_t j = 0; j < b.c; ++j) x(i, j) += aik * b(k, j);
    }
  return x;
}
inline M adj(const M& a) {
  M x(a.c, a.r);
  for (int64_t i = 0; i < a.r; ++i)
    for (int64_t j = 0; j < a.c; ++j) x(j, i) = std::conj(a(i, j));
  return x;
}
inline M eye(int64_t n) {
  M x(n, n);
  for (int64_t i = 0; i < n; ++i) x(i, i) = 1;
  return x;
}
inline double fnorm(const M& a) {
  double s = 0;
  for (auto z : a.v) s += std::norm(z);
  return std::sqrt(s);
}

}  // namespace dense_ref

#endif
