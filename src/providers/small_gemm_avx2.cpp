// providers/small_gemm_avx2.cpp: small-matrix kernels built with -mavx2 -mfma.
#define TF_KERNEL_NS avx2
#include "providers/small_gemm_impl.hpp"
