// providers/vec_avx512.cpp: the kernels of vec_isa_impl.hpp on 64-byte
// vectors, built with -mavx512f (and AVX2/FMA) and reached only when the CPU
// has AVX-512F (elementwise.cpp decides at plan time); libmvec's AVX-512
// variants.
#define TF_KERNEL_NS vavx512
#define TF_VEC_BYTES 64
#include "providers/vec_isa_impl.hpp"
