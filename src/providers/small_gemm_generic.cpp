// providers/small_gemm_generic.cpp: small-matrix kernels for any x86-64.
#define TF_KERNEL_NS generic
#include "providers/small_gemm_impl.hpp"
