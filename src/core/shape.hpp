// core/shape.hpp: validation of ranks, shapes and strides, and the byte span
// a strided tensor touches.
#pragma once
#include <cstdint>

#include "core/dtype.hpp"

namespace tf {

// Checks ndim in [0, TF_MAX_RANK], every extent >= 0, the element count and
// its byte size fit in int64. On success *numel is the element count.
// what names the argument in messages.
Status check_shape(int32_t ndim, const int64_t* shape, DType dt, const char* what,
                   int64_t* numel);
// Checks strides are >= 0 and the largest offset fits in int64.
Status check_strides(int32_t ndim, const int64_t* shape, const int64_t* strides,
                     DType dt, const char* what);
void contiguous_strides(int32_t ndim, const int64_t* shape, tf_layout layout,
                        int64_t* strides);
// Largest element offset reachable (0 for empty or rank-0).
int64_t max_offset(int32_t ndim, const int64_t* shape, const int64_t* strides);

}  // namespace tf
