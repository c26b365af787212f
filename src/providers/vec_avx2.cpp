// providers/vec_avx2.cpp: the kernels of vec_isa_impl.hpp on 32-byte vectors,
// built with -mavx2 -mfma and reached only when the CPU has both
// (elementwise.cpp decides at plan time); libmvec's AVX2 variants.
#define TF_KERNEL_NS vavx2
#define TF_VEC_BYTES 32
#include "providers/vec_isa_impl.hpp"
