// providers/small_gemm.cpp: picks the small-matrix kernel for this CPU.
#include "providers/gemm.hpp"

namespace tf {
namespace generic { SmallGemmFn select(DType, int64_t, int64_t, int64_t, bool, bool, bool); }
namespace avx2 { SmallGemmFn select(DType, int64_t, int64_t, int64_t, bool, bool, bool); }

SmallGemmFn small_gemm_kernel(DType dt, int64_t m, int64_t n, int64_t k, bool conj_a,
                              bool conj_b, bool unit_cols) {
  static const bool has_avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  return has_avx2 ? avx2::select(dt, m, n, k, conj_a, conj_b, unit_cols)
                  : generic::select(dt, m, n, k, conj_a, conj_b, unit_cols);
}

}  // namespace tf
