// providers/vec_generic.cpp: sum-type reduction kernels for the baseline
// instruction set (see vec_sum_impl.hpp).
#define TF_KERNEL_NS vgeneric
#include "providers/vec_sum_impl.hpp"
