// ops/tensor_ops.hpp: making tensors and moving their data in and out.
#pragma once
#include "core/tensor.hpp"
#include "engine/engine.hpp"

namespace tf {

Status tensor_wrap(int32_t dtype, int32_t ndim, const int64_t* shape, const int64_t* strides,
                   void* data, Tensor** out);
Status tensor_rebind(Tensor* t, void* data);
// New owned contiguous tensor; fill: 0 = uninitialised, 1 = zeros, 2 = copy of
// data read with src_strides (NULL = row-major).
Status tensor_create(Engine& e, int32_t dtype, int32_t ndim, const int64_t* shape,
                     int32_t layout, int fill, const void* data, const int64_t* src_strides,
                     Tensor** out);
Status tensor_read(const Tensor& t, int32_t layout, void* dst, std::size_t dst_bytes);

Status check_dtype(int32_t dtype, const char* what);
Status check_layout(int32_t layout, const char* what);

}  // namespace tf
