// providers/small_lu_avx512.cpp: the small LU kernels built for avx512 (flags in
// CMakeLists.txt).
#define TF_KERNEL_NS lu_avx512
#include "providers/small_lu_impl.hpp"

namespace tf {
namespace small_lu {
const Kernels& kernels_avx512() {
  static const Kernels k = lu_avx512::make("avx512");
  return k;
}
}  // namespace small_lu
}  // namespace tf
