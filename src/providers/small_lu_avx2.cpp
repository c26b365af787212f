// providers/small_lu_avx2.cpp: the small LU kernels built for avx2 (flags in
// CMakeLists.txt).
#define TF_KERNEL_NS lu_avx2
#include "providers/small_lu_impl.hpp"

namespace tf {
namespace small_lu {
const Kernels& kernels_avx2() {
  static const Kernels k = lu_avx2::make("avx2");
  return k;
}
}  // namespace small_lu
}  // namespace tf
