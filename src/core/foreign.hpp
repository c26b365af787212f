// core/foreign.hpp: tensors over memory another library owns (DLPack
// imports). The memory is given back by calling a release function exactly
// once, when the last reference to the tensor's storage is dropped.
//
// This extends core's reference-counted Storage with one more StorageOwner:
// a foreign block is a Storage header, the embedded Tensor and a small
// record {release, ctx}; the owner's recycle() frees the block and then
// calls release(ctx). Everything else (retain/drop, tensor_release, exports
// holding an extra reference) is the ordinary Storage machinery.
#pragma once
#include "core/tensor.hpp"

namespace tf {

using ForeignRelease = void (*)(void* ctx) noexcept;

// A tensor viewing foreign memory at data with the given (validated) shape
// and strides (element counts). On success the tensor owns one reference
// and release(ctx) runs when the last one goes. nullptr when out of memory;
// then release has NOT been called (the caller decides).
Tensor* tensor_new_foreign(DType dt, int32_t ndim, const int64_t* shape,
                           const int64_t* strides, void* data, ForeignRelease release,
                           void* ctx) noexcept;

// True when t's storage is foreign (for tests and diagnostics).
bool tensor_is_foreign(const Tensor& t) noexcept;

}  // namespace tf
