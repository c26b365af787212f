// providers/small_gemm.cpp: picks the small-matrix kernel for this CPU.
#include "providers/gemm.hpp"

namespace tf {
namespace generic { SmallGemmFn select(DType, bool, bool, bool); }
namespace avx2 { SmallGemmFn select(DType, bool, bool, bool); }

SmallGemmFn small_gemm_kernel(DType dt, bool conj_a, bool conj_b, bool unit_cols) {
  static const bool has_avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  return has_avx2 ? avx2::select(dt, conj_a, conj_b, unit_cols)
                  : generic::select(dt, conj_a, conj_b, unit_cols);
}

}  // namespace tf
