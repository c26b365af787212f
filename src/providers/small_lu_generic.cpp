// providers/small_lu_generic.cpp: the small LU kernels built for generic (flags in
// CMakeLists.txt).
#define TF_KERNEL_NS lu_generic
#define TF_KERNEL_ISA "generic"
#include "providers/small_lu_impl.hpp"
