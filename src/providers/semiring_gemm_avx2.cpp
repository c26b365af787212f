// providers/semiring_gemm_avx2.cpp: the semiring product kernel
// (semiring_gemm_impl.hpp) on 32-byte vectors; providers/semiring.cpp picks it
// from cpu_isa().
#define TF_KERNEL_NS sr_avx2
#define TF_VEC_BYTES 32
#include "providers/semiring_gemm_impl.hpp"
