// providers/small_lu_avx512.cpp: the small LU kernels built for avx512 (flags in
// CMakeLists.txt).
#define TF_KERNEL_NS lu_avx512
#define TF_KERNEL_ISA "avx512"
#include "providers/small_lu_impl.hpp"
