// providers/semiring_gemm_avx512.cpp: the semiring product kernel
// (semiring_gemm_impl.hpp) on 64-byte vectors; providers/semiring.cpp picks it
// from cpu_isa().
#define TF_KERNEL_NS sr_avx512
#define TF_VEC_BYTES 64
#include "providers/semiring_gemm_impl.hpp"
