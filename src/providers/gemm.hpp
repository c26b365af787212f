// providers/gemm.hpp: matrix-product kernels. One call computes
//   C = alpha * opA(A) * opB(B) + beta * C     (beta == 0: C is not read)
// on logical matrices given by extents and element strides; opX conjugates
// the stored elements when conj_x is set (transposition is already folded
// into the strides by the caller). Providers know nothing of handles.
#pragma once
#include <cstdint>

#include "core/dtype.hpp"

namespace tf {

// The operands of one product C (m x n) from A (m x k) and B (k x n): the
// extents, A and B with their element strides, and C's pointer (C's layout
// is the user's own: element strides in GemmCall and SrGemm, a leading
// dimension in the AVX-512 kernel's oriented problem). AP, CP: the pointer
// types.
template <class AP, class CP>
struct GemmOperands {
  int64_t m, n, k;
  AP a;
  int64_t rsa, csa;
  AP b;
  int64_t rsb, csb;
  CP c;
};

struct GemmCall : GemmOperands<const void*, void*> {
  int64_t rsc, csc;
  tf_scalar alpha, beta;
};

// ---- small provider: fixed-size register-blocked loops, no BLAS call.
using SmallGemmFn = void (*)(const GemmCall&);
// The kernel for dtype, extents and conjugation flags; unit_cols: B and C
// have unit column stride (the vectorised variant). On AVX-512, f64 and
// c128 with unit_cols and n <= 32 get the kernel generated for n
// (small_gemm_avx512.cpp). Otherwise square problems up to 4x4x4 get fully
// unrolled fixed-size kernels (unless unit_cols and a row fills a vector),
// and the rest the register-blocked loops; AVX2+FMA code when the CPU has
// it.
SmallGemmFn small_gemm_kernel(DType dt, int64_t m, int64_t n, int64_t k, bool conj_a,
                              bool conj_b, bool unit_cols);
// A kernel specialised for the shape and layout, or nullptr: square
// m = n = k on packed row-major operands (A, B, C contiguous, rows of
// length k, n, n): on AVX-512 f64 and c128 n = 1..32 (every extent and
// stride a constant; f64 2x2 keeps the AVX2 one), else 2..8. The plan takes
// it where the small provider runs and the operands are packed so.
SmallGemmFn packed_gemm_kernel(DType dt, int64_t m, int64_t n, int64_t k, bool conj_a,
                               bool conj_b);
// For B of any strides and C with unit column stride (A any strides): on
// AVX-512, f64 and c128 with n <= 32, the kernel for n that gathers B into
// row-major blocks on the stack and runs the unit-stride kernel on them;
// else nullptr. The plan takes it where the small provider runs a product
// whose B is not row-contiguous (the "NT" products of adjoints).
SmallGemmFn gather_gemm_kernel(DType dt, int64_t m, int64_t n, int64_t k, bool conj_a,
                               bool conj_b);
// Which provider runs a product (small, AVX-512, BLAS) is decided in one
// place, from a calibration on this machine: gemm_choose in gemm_choice.hpp.

// ---- AVX-512 provider (gemm_avx512.cpp): F32, F64, C64 and C128 products of any
// operand strides into a C with unit stride along one axis, k > 0, split
// over `workers` threads. Large products pack their operands into a
// per-thread workspace (kept for the thread's life, like OpenBLAS's).
// Returns false and writes nothing when it cannot take the call (other
// dtype or C layout, k == 0, no memory for the workspace). Call only when
// wide_gemm_covers(dt).
namespace avx512 {
bool gemm(DType dt, const GemmCall& g, bool conj_a, bool conj_b, int workers);
}
// Whether the AVX-512 provider runs dt on this CPU (cpu_isa() is Avx512;
// it takes every dtype).
bool wide_gemm_covers(DType dt);

// ---- BLAS provider.
// How a matrix (rows x cols, strides r, c) is laid out for BLAS.
enum class MatClass : uint8_t { ColContig = 0, RowContig = 1, General = 2 };
inline MatClass mat_class(int64_t rows, int64_t cols, int64_t r, int64_t c) {
  // An axis of extent <= 1 never moves, so its stride is free to choose.
  if ((r == 1 || rows <= 1) && (cols <= 1 || c >= (rows > 1 ? rows : 1)))
    return MatClass::ColContig;
  if ((c == 1 || cols <= 1) && (rows <= 1 || r >= (cols > 1 ? cols : 1)))
    return MatClass::RowContig;
  return MatClass::General;
}

// Runs the product through cblas_?gemm with `workers` threads (1 keeps it
// on the calling thread). Operands of class General must have been copied by
// the caller; returns false (and does nothing) when BLAS cannot take the call
// as laid out, which the plan rules out in advance.
bool blas_gemm(DType dt, const GemmCall& g, bool conj_a, bool conj_b, int workers);

// Copies a rows x cols strided matrix to a column-major contiguous buffer.
void copy_to_colmajor(DType dt, int64_t rows, int64_t cols, const void* src, int64_t r,
                      int64_t c, void* dst);
// Copies a column-major contiguous buffer into a strided matrix.
void copy_from_colmajor(DType dt, int64_t rows, int64_t cols, const void* src, void* dst,
                        int64_t r, int64_t c);

}  // namespace tf
