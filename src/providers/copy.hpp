// providers/copy.hpp: strided element copies (any rank, any element size).
#pragma once
#include <cstddef>
#include <cstdint>

namespace tf {

// dst[i] = src[i] for every multi-index i of shape; strides in elements of
// esize bytes. Axes are reordered and merged where strides allow, so
// contiguous runs (on any axis) are copied with memcpy.
void strided_copy(std::size_t esize, int32_t ndim, const int64_t* shape, const void* src,
                  const int64_t* src_strides, void* dst, const int64_t* dst_strides);

}  // namespace tf
