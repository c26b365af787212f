// core/shape.hpp: validation of ranks, shapes and strides, and the byte span
// a strided tensor touches.
#pragma once
#include <cstddef>
#include <cstdint>

#include "core/dtype.hpp"

namespace tf {

// Checks ndim in [0, TF_MAX_RANK], every extent >= 0, the element count and
// its byte size fit in int64 (checked_size). On success *numel is the element
// count. what names the argument in messages.
Status check_shape(int32_t ndim, const int64_t* shape, DType dt, const char* what,
                   int64_t* numel);

// The one place that sizes memory: the element count and byte size of a
// contiguous tensor of valid extents (>= 0) of dt, for every result,
// intermediate and arena. The product of the non-zero extents and its byte
// size must fit in int64 (the invariant of every tensor handle, tf_tensor_wrap
// included), else TF_ERR_INVALID_ARGUMENT "what: shape [..] (dtype): the element count
// (byte size) overflows int64". Empty shapes: *numel = *bytes = 0.
// bytes may be NULL.
Status checked_size(int32_t ndim, const int64_t* shape, DType dt, const char* what,
                    int64_t* numel, int64_t* bytes = nullptr);
// *acc += add (bytes of an arena or a scratch block), refused like
// checked_size when the sum overflows int64.
Status checked_add(int64_t* acc, int64_t add, const char* what);
// data (of a tensor of numel > 0 elements of dt) must be aligned to the
// element's scalar (4 bytes for f32/c64, 8 for f64/c128), else
// TF_ERR_INVALID_ARGUMENT "what: ... is not aligned ...": every kernel may
// load elements as their C type.
Status check_aligned(const void* data, int64_t numel, DType dt, const char* what);
// "[2, 3]" into buf (truncated to cap).
void shape_text(char* buf, std::size_t cap, int32_t ndim, const int64_t* shape);
// Checks strides are >= 0 and the largest offset fits in int64.
Status check_strides(int32_t ndim, const int64_t* shape, const int64_t* strides,
                     DType dt, const char* what);
void contiguous_strides(int32_t ndim, const int64_t* shape, tf_layout layout,
                        int64_t* strides);
// Largest element offset reachable (0 for empty or rank-0).
int64_t max_offset(int32_t ndim, const int64_t* shape, const int64_t* strides);

}  // namespace tf
