// providers/small_lu_generic.cpp: the small LU kernels built for generic (flags in
// CMakeLists.txt).
#define TF_KERNEL_NS lu_generic
#include "providers/small_lu_impl.hpp"

namespace tf {
namespace small_lu {
const Kernels& kernels_generic() {
  static const Kernels k = lu_generic::make("generic");
  return k;
}
}  // namespace small_lu
}  // namespace tf
