// providers/small_lu_impl.hpp: the small LU kernels (see small_lu.hpp).
// Included by one translation unit per instruction set, each in its own
// namespace (TF_KERNEL_NS; its name TF_KERNEL_ISA) and built with its own
// flags, so AVX code is only reached when the CPU has it. Right-looking LU (panels of four columns) on
// the column-major working copy: the pivot search, the column scaling and
// the updates are contiguous loops the compiler vectorises. Complex arithmetic is written on the real and imaginary parts
// (no __muldc3). Every loop stays inside the n x n matrix.
#include <cmath>
#include <limits>
#include <type_traits>

#include "providers/small_lu.hpp"

namespace tf {
namespace small_lu {
namespace TF_KERNEL_NS {

template <class T> struct Cx : std::false_type { using R = T; };
template <class R_> struct Cx<std::complex<R_>> : std::true_type { using R = R_; };

template <class T> inline typename Cx<T>::R abs1(T x) {
  if constexpr (Cx<T>::value) return std::fabs(x.real()) + std::fabs(x.imag());
  else return std::fabs(x);
}

// First index of the largest |x_i| (|re| + |im| for complex) among m >= 1
// elements, as i?amax: a max reduction, then the first index attaining it.
// A NaN maximum (possible only after overflow in the update) falls back to
// the strict scalar scan of the reference i?amax.
template <class T> __attribute__((always_inline)) inline int iamax(int m, const T* x) {
  using R = typename Cx<T>::R;
  if (m < 16) {  // short: the reference scan itself
    R b = abs1(x[0]);
    int bi = 0;
    for (int i = 1; i < m; ++i) {
      const R v = abs1(x[i]);
      if (v > b) b = v, bi = i;
    }
    return bi;
  }
  R best = 0;
  if constexpr (Cx<T>::value) {
    const R* p = reinterpret_cast<const R*>(x);
#pragma omp simd reduction(max : best)
    for (int i = 0; i < m; ++i) {
      R v = std::fabs(p[2 * i]) + std::fabs(p[2 * i + 1]);
      best = v > best ? v : best;
    }
    for (int i = 0; i < m; ++i)
      if (std::fabs(p[2 * i]) + std::fabs(p[2 * i + 1]) == best) return i;
    R b = std::fabs(p[0]) + std::fabs(p[1]);
    int bi = 0;
    for (int i = 1; i < m; ++i) {
      R v = std::fabs(p[2 * i]) + std::fabs(p[2 * i + 1]);
      if (v > b) b = v, bi = i;
    }
    return bi;
  } else {
#pragma omp simd reduction(max : best)
    for (int i = 0; i < m; ++i) {
      R v = std::fabs(x[i]);
      best = v > best ? v : best;
    }
    for (int i = 0; i < m; ++i)
      if (std::fabs(x[i]) == best) return i;
    R b = std::fabs(x[0]);
    int bi = 0;
    for (int i = 1; i < m; ++i)
      if (std::fabs(x[i]) > b) b = std::fabs(x[i]), bi = i;
    return bi;
  }
}

// y[0..m) -= x[0..m) * s.
template <class T> inline void axpy_neg(int m, const T* __restrict x, T s, T* __restrict y) {
  if constexpr (Cx<T>::value) {
    using R = typename Cx<T>::R;
    const R* xp = reinterpret_cast<const R*>(x);
    R* yp = reinterpret_cast<R*>(y);
    const R sr = s.real(), si = s.imag();
#pragma omp simd
    for (int i = 0; i < m; ++i) {
      const R xr = xp[2 * i], xi = xp[2 * i + 1];
      yp[2 * i] -= xr * sr - xi * si;
      yp[2 * i + 1] -= xr * si + xi * sr;
    }
  } else {
#pragma omp simd
    for (int i = 0; i < m; ++i) y[i] -= x[i] * s;
  }
}

// x[0..m) *= s.
template <class T> inline void scal(int m, T s, T* x) {
  if constexpr (Cx<T>::value) {
    using R = typename Cx<T>::R;
    R* p = reinterpret_cast<R*>(x);
    const R sr = s.real(), si = s.imag();
#pragma omp simd
    for (int i = 0; i < m; ++i) {
      const R xr = p[2 * i], xi = p[2 * i + 1];
      p[2 * i] = xr * sr - xi * si;
      p[2 * i + 1] = xr * si + xi * sr;
    }
  } else {
#pragma omp simd
    for (int i = 0; i < m; ++i) x[i] *= s;
  }
}

// sum x[i] * y[i], i < m (no conjugation).
template <class T> inline T dotu(int m, const T* x, const T* y) {
  using R = typename Cx<T>::R;
  if constexpr (Cx<T>::value) {
    const R* xp = reinterpret_cast<const R*>(x);
    const R* yp = reinterpret_cast<const R*>(y);
    R sr = 0, si = 0;
#pragma omp simd reduction(+ : sr, si)
    for (int i = 0; i < m; ++i) {
      const R xr = xp[2 * i], xi = xp[2 * i + 1], yr = yp[2 * i], yi = yp[2 * i + 1];
      sr += xr * yr - xi * yi;
      si += xr * yi + xi * yr;
    }
    return T(sr, si);
  } else {
    R s = 0;
#pragma omp simd reduction(+ : s)
    for (int i = 0; i < m; ++i) s += x[i] * y[i];
    return s;
  }
}

template <class T> inline bool is_zero(T x) { return x == T(0); }

// y[0..m) -= x0 s0 + x1 s1 + x2 s2 + x3 s3 (in that order): four rank-1
// updates in one pass over y.
template <class T>
inline void axpy4_neg(int m, const T* __restrict x0, const T* __restrict x1,
                      const T* __restrict x2, const T* __restrict x3, const T* s,
                      T* __restrict y) {
  if constexpr (Cx<T>::value) {
    using R = typename Cx<T>::R;
    const R* p0 = reinterpret_cast<const R*>(x0);
    const R* p1 = reinterpret_cast<const R*>(x1);
    const R* p2 = reinterpret_cast<const R*>(x2);
    const R* p3 = reinterpret_cast<const R*>(x3);
    R* yp = reinterpret_cast<R*>(y);
    const R r0 = s[0].real(), i0 = s[0].imag(), r1 = s[1].real(), i1 = s[1].imag();
    const R r2 = s[2].real(), i2 = s[2].imag(), r3 = s[3].real(), i3 = s[3].imag();
#pragma omp simd
    for (int i = 0; i < m; ++i) {
      R yr = yp[2 * i], yi = yp[2 * i + 1];
      yr -= p0[2 * i] * r0 - p0[2 * i + 1] * i0;
      yi -= p0[2 * i] * i0 + p0[2 * i + 1] * r0;
      yr -= p1[2 * i] * r1 - p1[2 * i + 1] * i1;
      yi -= p1[2 * i] * i1 + p1[2 * i + 1] * r1;
      yr -= p2[2 * i] * r2 - p2[2 * i + 1] * i2;
      yi -= p2[2 * i] * i2 + p2[2 * i + 1] * r2;
      yr -= p3[2 * i] * r3 - p3[2 * i + 1] * i3;
      yi -= p3[2 * i] * i3 + p3[2 * i + 1] * r3;
      yp[2 * i] = yr;
      yp[2 * i + 1] = yi;
    }
  } else {
    const T s0 = s[0], s1 = s[1], s2 = s[2], s3 = s[3];
#pragma omp simd
    for (int i = 0; i < m; ++i) y[i] = y[i] - x0[i] * s0 - x1[i] * s1 - x2[i] * s2 - x3[i] * s3;
  }
}

template <class T> inline void swap_rows(int n, T* a, int lda, int k, int p) {
  for (int j = 0; j < n; ++j) {
    T* c = a + (int64_t)j * lda;
    T t = c[k];
    c[k] = c[p];
    c[p] = t;
  }
}

// Right-looking LU in panels of kNb columns: each panel is factored column
// by column (pivot search over the whole remaining column, full-row swaps,
// scaling, rank-1 updates inside the panel), then every trailing column gets
// its kNb rows of U (unit lower triangular solve) and one rank-kNb update,
// so the trailing matrix is read and written once per panel, not per column.
// Pivots are searched in fully updated columns: the same choices as the
// unblocked ?getf2 up to rounding.
constexpr int kNb = 4;

// N > 0: compiled for n == N (every loop bound known, tiny orders fully
// unrolled); N == 0: any n.
template <class T, int N> int getrf_t(int n_, T* a, int lda, int* ipiv) {
  using R = typename Cx<T>::R;
  const int n = N ? N : n_;
  const R sfmin = std::numeric_limits<R>::min();
  int info = 0;
  for (int k0 = 0; k0 < n; k0 += kNb) {
    const int kb = n - k0 < kNb ? n - k0 : kNb;
    for (int k = k0; k < k0 + kb; ++k) {
      T* col = a + (int64_t)k * lda;
      const int p = k + iamax(n - k, col + k);
      ipiv[k] = p + 1;
      const int m = n - k - 1;
      if (!is_zero(col[p])) {
        if (p != k) swap_rows(n, a, lda, k, p);
        if (m > 0) {
          const T piv = col[k];
          if (std::abs(piv) >= sfmin) {
            scal(m, T(1) / piv, col + k + 1);
          } else {
            for (int i = k + 1; i < n; ++i) col[i] /= piv;
          }
        }
      } else if (info == 0) {
        info = k + 1;
      }
      for (int j = k + 1; j < k0 + kb; ++j) {
        T* c = a + (int64_t)j * lda;
        const T u = c[k];
        if (!is_zero(u)) axpy_neg(m, col + k + 1, u, c + k + 1);
      }
    }
    const int m = n - k0 - kb;
    const T* l = a + (int64_t)k0 * lda;  // the panel
    for (int j = k0 + kb; j < n; ++j) {
      T* c = a + (int64_t)j * lda;
      // U's rows k0 .. k0 + kb - 1 of column j: unit lower solve with L11.
      for (int t = 0; t < kb; ++t) {
        const T u = c[k0 + t];
        for (int s = t + 1; s < kb; ++s) c[k0 + s] -= l[(int64_t)t * lda + k0 + s] * u;
      }
      if (m == 0) continue;
      if (kb == kNb) {
        axpy4_neg(m, l + k0 + kb, l + lda + k0 + kb, l + 2 * (int64_t)lda + k0 + kb,
                  l + 3 * (int64_t)lda + k0 + kb, c + k0, c + k0 + kb);
      } else {
        for (int t = 0; t < kb; ++t) {
          const T u = c[k0 + t];
          if (!is_zero(u)) axpy_neg(m, l + (int64_t)t * lda + k0 + kb, u, c + k0 + kb);
        }
      }
    }
  }
  return info;
}

template <class T, int N>
void getrs_t(bool trans, int n_, int nrhs, const T* a, int lda, const int* ipiv, T* b, int ldb) {
  const int n = N ? N : n_;
  for (int r = 0; r < nrhs; ++r) {
    T* x = b + (int64_t)r * ldb;
    if (!trans) {
      // x = U^{-1} L^{-1} P^T x.
      for (int k = 0; k < n; ++k) {
        const int p = ipiv[k] - 1;
        if (p != k) {
          T t = x[k];
          x[k] = x[p];
          x[p] = t;
        }
      }
      for (int k = 0; k < n; ++k) {
        const T xk = x[k];
        if (!is_zero(xk)) axpy_neg(n - k - 1, a + (int64_t)k * lda + k + 1, xk, x + k + 1);
      }
      for (int k = n - 1; k >= 0; --k) {
        const T* c = a + (int64_t)k * lda;
        if (!is_zero(x[k])) {
          x[k] /= c[k];
          axpy_neg(k, c, x[k], x);
        }
      }
    } else {
      // A^T = U^T L^T P^T: x = P L^{-T} U^{-T} x.
      for (int k = 0; k < n; ++k) {
        const T* c = a + (int64_t)k * lda;
        x[k] = (x[k] - dotu(k, c, x)) / c[k];
      }
      for (int k = n - 2; k >= 0; --k) {
        const T* c = a + (int64_t)k * lda;
        x[k] -= dotu(n - k - 1, c + k + 1, x + k + 1);
      }
      for (int k = n - 1; k >= 0; --k) {
        const int p = ipiv[k] - 1;
        if (p != k) {
          T t = x[k];
          x[k] = x[p];
          x[p] = t;
        }
      }
    }
  }
}


// Orders up to 8 get their own compiled copy.
template <class T> int getrf(int n, T* a, int lda, int* ipiv) {
  switch (n) {
    case 1: return getrf_t<T, 1>(n, a, lda, ipiv);
    case 2: return getrf_t<T, 2>(n, a, lda, ipiv);
    case 3: return getrf_t<T, 3>(n, a, lda, ipiv);
    case 4: return getrf_t<T, 4>(n, a, lda, ipiv);
    case 5: return getrf_t<T, 5>(n, a, lda, ipiv);
    case 6: return getrf_t<T, 6>(n, a, lda, ipiv);
    case 7: return getrf_t<T, 7>(n, a, lda, ipiv);
    case 8: return getrf_t<T, 8>(n, a, lda, ipiv);
    default: return getrf_t<T, 0>(n, a, lda, ipiv);
  }
}

template <class T>
void getrs(bool trans, int n, int nrhs, const T* a, int lda, const int* ipiv, T* b, int ldb) {
  switch (n) {
    case 1: return getrs_t<T, 1>(trans, n, nrhs, a, lda, ipiv, b, ldb);
    case 2: return getrs_t<T, 2>(trans, n, nrhs, a, lda, ipiv, b, ldb);
    case 3: return getrs_t<T, 3>(trans, n, nrhs, a, lda, ipiv, b, ldb);
    case 4: return getrs_t<T, 4>(trans, n, nrhs, a, lda, ipiv, b, ldb);
    case 5: return getrs_t<T, 5>(trans, n, nrhs, a, lda, ipiv, b, ldb);
    case 6: return getrs_t<T, 6>(trans, n, nrhs, a, lda, ipiv, b, ldb);
    case 7: return getrs_t<T, 7>(trans, n, nrhs, a, lda, ipiv, b, ldb);
    case 8: return getrs_t<T, 8>(trans, n, nrhs, a, lda, ipiv, b, ldb);
    default: return getrs_t<T, 0>(trans, n, nrhs, a, lda, ipiv, b, ldb);
  }
}

inline Kernels make(const char* isa) {
  Kernels k;
  k.s = {&getrf<float>, &getrs<float>};
  k.d = {&getrf<double>, &getrs<double>};
  k.c = {&getrf<c64>, &getrs<c64>};
  k.z = {&getrf<c128>, &getrs<c128>};
  k.isa = isa;
  return k;
}

// This instruction set's kernels (TF_KERNEL_ISA: its name), made once.
const Kernels& kernels() {
  static const Kernels k = make(TF_KERNEL_ISA);
  return k;
}

}  // namespace TF_KERNEL_NS
}  // namespace small_lu
}  // namespace tf
