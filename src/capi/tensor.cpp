// capi/tensor.cpp: tensor handles at the C boundary.
#include <cstring>

#include "capi/boundary.hpp"
#include "ops/tensor_ops.hpp"

using namespace tf;

namespace {

// The shape (strides false) or the strides of tensor into out[ndim]; out may
// be NULL for a rank-0 tensor.
tf_status copy_dims(const tf_tensor* tensor, int64_t* out, bool strides) {
  return guard([&]() -> Status {
    TF_NOT_NULL(tensor);
    const Tensor& t = *obj(tensor);
    if (t.ndim > 0) TF_NOT_NULL(out);
    if (t.ndim > 0) std::memcpy(out, strides ? t.strides : t.shape, sizeof(int64_t) * t.ndim);
    return TF_OK;
  });
}

}  // namespace

extern "C" {

tf_status tf_tensor_wrap(tf_dtype dtype, int32_t ndim, const int64_t* shape,
                         const int64_t* strides, void* data, tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(out);
    Tensor* t;
    TF_TRY(tensor_wrap(enum_arg(dtype), ndim, shape, strides, data, &t));
    *out = handle(t);
    return TF_OK;
  });
}

tf_status tf_tensor_rebind(tf_tensor* tensor, void* data) {
  return guard([&]() -> Status {
    TF_NOT_NULL(tensor);
    return tensor_rebind(obj(tensor), data);
  });
}

static tf_status create(tf_engine* engine, int32_t dtype, int32_t ndim, const int64_t* shape,
                        int32_t layout, int fill, const void* data, const int64_t* strides,
                        tf_tensor** out) {
  return guard([&]() -> Status {
    TF_NOT_NULL(engine);
    TF_ENGINE_USE(engine);
    TF_NOT_NULL(out);
    Tensor* t;
    TF_TRY(tensor_create(*obj(engine), enum_arg(dtype), ndim, shape, enum_arg(layout), fill, data, strides, &t));
    *out = handle(t);
    return TF_OK;
  });
}

tf_status tf_tensor_empty(tf_engine* engine, tf_dtype dtype, int32_t ndim,
                          const int64_t* shape, tf_layout layout, tf_tensor** out) {
  return create(engine, enum_arg(dtype), ndim, shape, enum_arg(layout), 0, nullptr, nullptr, out);
}

tf_status tf_tensor_zeros(tf_engine* engine, tf_dtype dtype, int32_t ndim,
                          const int64_t* shape, tf_layout layout, tf_tensor** out) {
  return create(engine, enum_arg(dtype), ndim, shape, enum_arg(layout), 1, nullptr, nullptr, out);
}

tf_status tf_tensor_from_data(tf_engine* engine, tf_dtype dtype, int32_t ndim,
                              const int64_t* shape, const int64_t* strides, const void* data,
                              tf_layout layout, tf_tensor** out) {
  return create(engine, enum_arg(dtype), ndim, shape, enum_arg(layout), 2, data, strides,
                out);
}

tf_status tf_tensor_read(const tf_tensor* tensor, tf_layout layout, void* dst,
                         size_t dst_bytes) {
  return guard([&]() -> Status {
    TF_NOT_NULL(tensor);
    return tensor_read(*obj(tensor), enum_arg(layout), dst, dst_bytes);
  });
}

void tf_tensor_release(tf_tensor* tensor) { tensor_release(obj(tensor)); }

tf_status tf_tensor_dtype(const tf_tensor* tensor, tf_dtype* out) {
  return getter(tensor, "tensor", out,
                [](const Tensor& t) { return static_cast<tf_dtype>(t.dtype); });
}

tf_status tf_tensor_ndim(const tf_tensor* tensor, int32_t* out) {
  return getter(tensor, "tensor", out, [](const Tensor& t) { return t.ndim; });
}

tf_status tf_tensor_shape(const tf_tensor* tensor, int64_t* out) {
  return copy_dims(tensor, out, false);
}

tf_status tf_tensor_strides(const tf_tensor* tensor, int64_t* out) {
  return copy_dims(tensor, out, true);
}

tf_status tf_tensor_numel(const tf_tensor* tensor, int64_t* out) {
  return getter(tensor, "tensor", out, [](const Tensor& t) { return t.numel(); });
}

tf_status tf_tensor_data(const tf_tensor* tensor, void** out) {
  return getter(tensor, "tensor", out, [](const Tensor& t) { return t.data; });
}

}  // extern "C"
