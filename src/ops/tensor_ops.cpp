// ops/tensor_ops.cpp: tensor creation, wrapping, rebinding and reading.
#include "ops/tensor_ops.hpp"

#include <cstring>

#include "core/shape.hpp"
#include "providers/copy.hpp"

namespace tf {

Status check_dtype(int32_t dtype, const char* what) {
  if (!dtype_valid(dtype))
    return fail(TF_ERR_INVALID_ARGUMENT,
                "%s: unknown tf_dtype %d (expected TF_F32, TF_F64, TF_C64 or TF_C128)", what,
                dtype);
  return TF_OK;
}

Status check_layout(int32_t layout, const char* what) {
  if (layout != TF_ROW_MAJOR && layout != TF_COL_MAJOR)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "%s: unknown tf_layout %d (expected TF_ROW_MAJOR or TF_COL_MAJOR)", what, layout);
  return TF_OK;
}

Status tensor_wrap(int32_t dtype, int32_t ndim, const int64_t* shape, const int64_t* strides,
                   void* data, Tensor** out) {
  TF_TRY(check_dtype(dtype, "dtype"));
  const DType dt = static_cast<DType>(dtype);
  int64_t numel;
  TF_TRY(check_shape(ndim, shape, dt, "shape", &numel));
  if (strides) TF_TRY(check_strides(ndim, shape, strides, dt, "strides"));
  if (!data && numel > 0)
    return fail(TF_ERR_INVALID_ARGUMENT, "data: NULL for a tensor of %lld elements",
                (long long)numel);
  TF_TRY(check_aligned(data, numel, dt, "data"));
  Tensor* t = tensor_new_borrowed(dt, ndim, shape, strides, data);
  if (!t) return fail(TF_ERR_OUT_OF_MEMORY, "out of memory allocating a tensor handle");
  *out = t;
  return TF_OK;
}

Status tensor_rebind(Tensor* t, void* data) {
  if (t->storage)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "tensor: only tensors made by tf_tensor_wrap can be rebound; this one owns "
                "its storage");
  if (!data && t->numel() > 0)
    return fail(TF_ERR_INVALID_ARGUMENT, "data: NULL for a tensor of %lld elements",
                (long long)t->numel());
  TF_TRY(check_aligned(data, t->numel(), t->dtype, "data"));
  t->data = static_cast<char*>(data);
  return TF_OK;
}

Status tensor_create(Engine& e, int32_t dtype, int32_t ndim, const int64_t* shape,
                     int32_t layout, int fill, const void* data, const int64_t* src_strides,
                     Tensor** out) {
  TF_TRY(check_dtype(dtype, "dtype"));
  const DType dt = static_cast<DType>(dtype);
  int64_t numel;
  TF_TRY(check_shape(ndim, shape, dt, "shape", &numel));
  TF_TRY(check_layout(layout, "layout"));
  if (fill == 2) {
    if (src_strides) TF_TRY(check_strides(ndim, shape, src_strides, dt, "strides"));
    if (!data && numel > 0)
      return fail(TF_ERR_INVALID_ARGUMENT, "data: NULL for a tensor of %lld elements",
                  (long long)numel);
  }
  Tensor* t;
  TF_TRY(e.new_tensor(dt, ndim, shape, static_cast<tf_layout>(layout), &t));
  if (fill == 1) {
    std::memset(t->data, 0, (std::size_t)numel * t->esize());
  } else if (fill == 2 && numel > 0) {
    int64_t ss[TF_MAX_RANK];
    if (src_strides) std::memcpy(ss, src_strides, sizeof(int64_t) * ndim);
    else contiguous_strides(ndim, shape, TF_ROW_MAJOR, ss);
    strided_copy(t->esize(), ndim, shape, data, ss, t->data, t->strides);
  }
  ++e.stats().calls;
  *out = t;
  return TF_OK;
}

Status tensor_read(const Tensor& t, int32_t layout, void* dst, std::size_t dst_bytes) {
  TF_TRY(check_layout(layout, "layout"));
  const int64_t numel = t.numel();
  const std::size_t need = (std::size_t)numel * t.esize();
  if (!dst && need > 0) return fail(TF_ERR_INVALID_ARGUMENT, "dst: NULL");
  if (dst_bytes < need)
    return fail(TF_ERR_INVALID_ARGUMENT, "dst_bytes: %zu, expected at least %zu", dst_bytes,
                need);
  if (numel == 0) return TF_OK;
  int64_t ds[TF_MAX_RANK];
  contiguous_strides(t.ndim, t.shape, static_cast<tf_layout>(layout), ds);
  strided_copy(t.esize(), t.ndim, t.shape, t.data, t.strides, dst, ds);
  return TF_OK;
}

}  // namespace tf
