// providers/semiring_gemm_generic.cpp: the semiring product kernel
// (semiring_gemm_impl.hpp) on 16-byte vectors; providers/semiring.cpp picks it
// from cpu_isa().
#define TF_KERNEL_NS sr_generic
#define TF_VEC_BYTES 16
#include "providers/semiring_gemm_impl.hpp"
