// providers/small_lu.hpp: LU factorisation with partial pivoting and the
// triangular solves that use it, for small square matrices (the ops route
// n <= kSmallLuMaxN here, LAPACK above). Same contract as LAPACK's ?getrf /
// ?getrs on a column-major n x n matrix: the pivot of column k is the first
// row of largest |a_ik| (|re| + |im| for complex, as i?amax), ipiv is
// 1-based, the return value is LAPACK's INFO (0, or j + 1 for the first
// exactly-zero U(j, j); the factorisation still completes, as ?getf2's).
// Built once per instruction set (small_lu_{generic,avx2,avx512}.cpp) and
// picked for this CPU at first use.
#pragma once
#include <cstdint>
#include <type_traits>

#include "core/dtype.hpp"

namespace tf {
namespace small_lu {

// Largest order the ops send here (the measured crossover against OpenBLAS's
// dgesv on the reference machine, bench/small_lu; see docs/linalg.md).
constexpr int64_t kMaxN = 96;

template <class T> struct Kernel {
  // ?getrf(n, n, a, lda, ipiv): returns INFO (>= 0).
  int (*getrf)(int n, T* a, int lda, int* ipiv);
  // ?getrs('N' or 'T', n, nrhs, a, lda, ipiv, b, ldb); trans: 'T' when true.
  void (*getrs)(bool trans, int n, int nrhs, const T* a, int lda, const int* ipiv, T* b,
                int ldb);
};

struct Kernels {
  Kernel<float> s;
  Kernel<double> d;
  Kernel<c64> c;
  Kernel<c128> z;
  const char* isa;
};

// The kernels for this CPU (AVX-512, AVX2+FMA or generic).
const Kernels& kernels();
// The kernels of a given instruction set, for tests: 0 generic, 1 AVX2,
// 2 AVX-512; nullptr when the CPU lacks it.
const Kernels* kernels_for(int isa);

template <class T> inline const Kernel<T>& kernel() {
  const Kernels& k = kernels();
  if constexpr (std::is_same_v<T, float>) return k.s;
  else if constexpr (std::is_same_v<T, double>) return k.d;
  else if constexpr (std::is_same_v<T, c64>) return k.c;
  else return k.z;
}

}  // namespace small_lu
}  // namespace tf
