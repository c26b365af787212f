// core/shape.cpp: shape and stride validation.
#include "core/shape.hpp"

namespace tf {

Status check_shape(int32_t ndim, const int64_t* shape, DType dt, const char* what,
                   int64_t* numel) {
  if (ndim < 0 || ndim > TF_MAX_RANK)
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: rank must be in [0, %d], got %d", what,
                TF_MAX_RANK, ndim);
  if (ndim > 0 && !shape)
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: shape is NULL for rank %d", what, ndim);
  int64_t n = 1;
  bool empty = false;
  for (int32_t i = 0; i < ndim; ++i) {
    if (shape[i] < 0)
      return fail(TF_ERR_INVALID_ARGUMENT, "%s: shape[%d] must be >= 0, got %lld", what,
                  i, (long long)shape[i]);
    if (shape[i] == 0) empty = true;
    else if (__builtin_mul_overflow(n, shape[i], &n))
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "%s: the product of the shape overflows int64 at shape[%d]", what, i);
  }
  int64_t bytes;
  if (__builtin_mul_overflow(n, (int64_t)dtype_size(dt), &bytes))
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: %lld elements of %s overflow a byte size",
                what, (long long)n, dtype_name(dt));
  *numel = empty ? 0 : n;
  return TF_OK;
}

Status check_strides(int32_t ndim, const int64_t* shape, const int64_t* strides,
                     DType dt, const char* what) {
  int64_t off = 0;
  for (int32_t i = 0; i < ndim; ++i) {
    if (strides[i] < 0)
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "%s: strides[%d] must be >= 0 (negative strides are not supported), "
                  "got %lld",
                  what, i, (long long)strides[i]);
    int64_t t;
    if (shape[i] > 0 && (__builtin_mul_overflow(shape[i] - 1, strides[i], &t) ||
                         __builtin_add_overflow(off, t, &off)))
      return fail(TF_ERR_INVALID_ARGUMENT, "%s: strides[%d] = %lld overflow int64 offsets",
                  what, i, (long long)strides[i]);
  }
  int64_t bytes, end;
  // off + 1 itself may overflow (off = INT64_MAX; UBSan, found by fuzz_dlpack).
  if (__builtin_add_overflow(off, (int64_t)1, &end) ||
      __builtin_mul_overflow(end, (int64_t)dtype_size(dt), &bytes))
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: strides reach beyond the address space",
                what);
  return TF_OK;
}

void contiguous_strides(int32_t ndim, const int64_t* shape, tf_layout layout,
                        int64_t* strides) {
  int64_t s = 1;
  if (layout == TF_COL_MAJOR) {
    for (int32_t i = 0; i < ndim; ++i) { strides[i] = s; s *= shape[i] > 0 ? shape[i] : 1; }
  } else {
    for (int32_t i = ndim - 1; i >= 0; --i) { strides[i] = s; s *= shape[i] > 0 ? shape[i] : 1; }
  }
}

int64_t max_offset(int32_t ndim, const int64_t* shape, const int64_t* strides) {
  int64_t off = 0;
  for (int32_t i = 0; i < ndim; ++i) {
    if (shape[i] == 0) return 0;
    off += (shape[i] - 1) * strides[i];
  }
  return off;
}

}  // namespace tf
