// providers/small_lu_avx2.cpp: the small LU kernels built for avx2 (flags in
// CMakeLists.txt).
#define TF_KERNEL_NS lu_avx2
#define TF_KERNEL_ISA "avx2"
#include "providers/small_lu_impl.hpp"
