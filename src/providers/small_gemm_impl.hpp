// providers/small_gemm_impl.hpp: the small-matrix kernel template. Included
// by one translation unit per instruction set, each in its own namespace
// (TF_KERNEL_NS), so code built for AVX2 is only reached when the CPU has it.
#include "providers/gemm.hpp"

namespace tf {
namespace TF_KERNEL_NS {

template <bool C, class T> inline T cj(T x) {
  if constexpr (C && (std::is_same_v<T, c64> || std::is_same_v<T, c128>))
    return std::conj(x);
  else
    return x;
}

// acc += a * b; complex without the C99 Annex G NaN recovery (__muldc3),
// which std::complex's operator* calls and which keeps the loop scalar.
template <class T> inline void madd(T& acc, T a, T b) {
  if constexpr (std::is_same_v<T, c64> || std::is_same_v<T, c128>)
    acc = T(acc.real() + a.real() * b.real() - a.imag() * b.imag(),
            acc.imag() + a.real() * b.imag() + a.imag() * b.real());
  else
    acc += a * b;
}

// One MR x NR block of C at (i0, j0); full blocks use compile-time bounds so
// the compiler keeps acc in registers and vectorises the jj loop.
template <class T, bool CA, bool CB, bool Unit, int MR, int NR>
inline void gemm_block(const GemmCall& g, int64_t i0, int64_t j0, int mr, int nr,
                       T alpha, T beta, bool beta0) {
  const T* A = static_cast<const T*>(g.a);
  const T* B = static_cast<const T*>(g.b);
  T* Cm = static_cast<T*>(g.c);
  const int64_t csb = Unit ? 1 : g.csb, csc = Unit ? 1 : g.csc;
  T acc[MR][NR] = {};
  if (mr == MR && nr == NR) {
    for (int64_t l = 0; l < g.k; ++l) {
      const T* brow = B + l * g.rsb + j0 * csb;
      const T* acol = A + i0 * g.rsa + l * g.csa;
      T bv[NR];
      for (int jj = 0; jj < NR; ++jj) bv[jj] = cj<CB>(brow[jj * csb]);
      for (int ii = 0; ii < MR; ++ii) {
        T av = cj<CA>(acol[ii * g.rsa]);
        for (int jj = 0; jj < NR; ++jj) madd(acc[ii][jj], av, bv[jj]);
      }
    }
  } else {
    for (int64_t l = 0; l < g.k; ++l) {
      const T* brow = B + l * g.rsb + j0 * csb;
      const T* acol = A + i0 * g.rsa + l * g.csa;
      for (int ii = 0; ii < mr; ++ii) {
        T av = cj<CA>(acol[ii * g.rsa]);
        for (int jj = 0; jj < nr; ++jj) madd(acc[ii][jj], av, cj<CB>(brow[jj * csb]));
      }
    }
  }
  for (int ii = 0; ii < mr; ++ii) {
    T* crow = Cm + (i0 + ii) * g.rsc + j0 * csc;
    if (beta0)
      for (int jj = 0; jj < nr; ++jj) crow[jj * csc] = alpha * acc[ii][jj];
    else
      for (int jj = 0; jj < nr; ++jj) crow[jj * csc] = alpha * acc[ii][jj] + beta * crow[jj * csc];
  }
}

template <class T, bool CA, bool CB, bool Unit>
void gemm_small(const GemmCall& g) {
  constexpr int NR = sizeof(T) >= 16 ? 4 : (sizeof(T) == 8 ? 8 : 16);
  constexpr int MR = 4;
  const T alpha = scalar_as<T>(g.alpha), beta = scalar_as<T>(g.beta);
  const bool beta0 = g.beta.re == 0.0 && g.beta.im == 0.0;
  for (int64_t i = 0; i < g.m; i += MR) {
    int mr = (int)(g.m - i < MR ? g.m - i : MR);
    for (int64_t j = 0; j < g.n; j += NR) {
      int nr = (int)(g.n - j < NR ? g.n - j : NR);
      gemm_block<T, CA, CB, Unit, MR, NR>(g, i, j, mr, nr, alpha, beta, beta0);
    }
  }
}

template <class T>
SmallGemmFn pick(bool ca, bool cb, bool unit) {
  static constexpr SmallGemmFn table[8] = {
      gemm_small<T, false, false, false>, gemm_small<T, false, false, true>,
      gemm_small<T, false, true, false>,  gemm_small<T, false, true, true>,
      gemm_small<T, true, false, false>,  gemm_small<T, true, false, true>,
      gemm_small<T, true, true, false>,   gemm_small<T, true, true, true>};
  return table[(ca ? 4 : 0) + (cb ? 2 : 0) + (unit ? 1 : 0)];
}

SmallGemmFn select(DType dt, bool ca, bool cb, bool unit) {
  switch (dt) {
    case DType::F32: return pick<float>(false, false, unit);
    case DType::F64: return pick<double>(false, false, unit);
    case DType::C64: return pick<c64>(ca, cb, unit);
    default: return pick<c128>(ca, cb, unit);
  }
}

}  // namespace TF_KERNEL_NS
}  // namespace tf
