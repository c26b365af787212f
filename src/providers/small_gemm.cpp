// providers/small_gemm.cpp: picks the small-matrix kernel for this CPU.
#include "providers/gemm.hpp"
#include "providers/isa.hpp"

namespace tf {
namespace generic { SmallGemmFn select(DType, int64_t, int64_t, int64_t, bool, bool, bool); }
namespace avx2 { SmallGemmFn select(DType, int64_t, int64_t, int64_t, bool, bool, bool); }
namespace generic { SmallGemmFn select_packed(DType, int64_t, int64_t, int64_t, bool, bool); }
namespace avx2 { SmallGemmFn select_packed(DType, int64_t, int64_t, int64_t, bool, bool); }
namespace avx512_small {
SmallGemmFn select(DType, int64_t, int64_t, int64_t, bool, bool, bool);
SmallGemmFn select_gather(DType, int64_t, int64_t, bool, bool);
}

namespace {
// The AVX-512 kernels specialised per column count (f64, c128, n <= 32,
// unit column strides in B and C; packed: the square kernel on contiguous
// row-major operands), where they run; else nullptr.
SmallGemmFn avx512_kernel(DType dt, int64_t m, int64_t n, int64_t k, bool conj_a, bool conj_b,
                          bool packed) {
  return cpu_isa() == Isa::Avx512 ? avx512_small::select(dt, m, n, k, conj_a, conj_b, packed)
                                  : nullptr;
}
}  // namespace

SmallGemmFn packed_gemm_kernel(DType dt, int64_t m, int64_t n, int64_t k, bool conj_a,
                               bool conj_b) {
  // f64 2x2 keeps the AVX2 kernel: its 128-bit stores forward to the next
  // product's loads, the AVX-512 kernel's masked stores do not, and in a
  // chain of products (a program) that made a command 1.3x slower (6.5 vs
  // 8.3 ns on the AMD EPYC of docs/performance/matmul/ratios.md).
  if (!(dt == DType::F64 && n == 2))
    if (SmallGemmFn f = avx512_kernel(dt, m, n, k, conj_a, conj_b, true)) return f;
  return cpu_isa() != Isa::Generic ? avx2::select_packed(dt, m, n, k, conj_a, conj_b)
                                   : generic::select_packed(dt, m, n, k, conj_a, conj_b);
}

SmallGemmFn small_gemm_kernel(DType dt, int64_t m, int64_t n, int64_t k, bool conj_a,
                              bool conj_b, bool unit_cols) {
  if (unit_cols)
    if (SmallGemmFn f = avx512_kernel(dt, m, n, k, conj_a, conj_b, false)) return f;
  return cpu_isa() != Isa::Generic ? avx2::select(dt, m, n, k, conj_a, conj_b, unit_cols)
                  : generic::select(dt, m, n, k, conj_a, conj_b, unit_cols);
}

SmallGemmFn gather_gemm_kernel(DType dt, int64_t m, int64_t n, int64_t k, bool conj_a,
                               bool conj_b) {
  (void)m;
  return cpu_isa() == Isa::Avx512 ? avx512_small::select_gather(dt, n, k, conj_a, conj_b)
                                  : nullptr;
}

bool wide_gemm_covers(DType dt) {
  (void)dt;  // every dtype (F32, F64, C64, C128)
  return cpu_isa() == Isa::Avx512;
}

}  // namespace tf
