// core/shape.cpp: shape and stride validation.
#include "core/shape.hpp"

#include <cstdio>

namespace tf {

Status check_shape(int32_t ndim, const int64_t* shape, DType dt, const char* what,
                   int64_t* numel) {
  if (ndim < 0 || ndim > TF_MAX_RANK)
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: rank must be in [0, %d], got %d", what,
                TF_MAX_RANK, ndim);
  if (ndim > 0 && !shape)
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: shape is NULL for rank %d", what, ndim);
  for (int32_t i = 0; i < ndim; ++i)
    if (shape[i] < 0)
      return fail(TF_ERR_INVALID_ARGUMENT, "%s: shape[%d] must be >= 0, got %lld", what,
                  i, (long long)shape[i]);
  return checked_size(ndim, shape, dt, what, numel);
}

void shape_text(char* buf, std::size_t cap, int32_t ndim, const int64_t* shape) {
  std::size_t w = 0;
  if (cap == 0) return;
  buf[0] = 0;
  w += (std::size_t)snprintf(buf, cap, "[");
  for (int32_t i = 0; i < ndim && w < cap; ++i)
    w += (std::size_t)snprintf(buf + w, cap - w, i ? ", %lld" : "%lld", (long long)shape[i]);
  if (w < cap) snprintf(buf + w, cap - w, "]");
}

Status checked_size(int32_t ndim, const int64_t* shape, DType dt, const char* what,
                    int64_t* numel, int64_t* bytes) {
  int64_t n = 1, b;
  bool empty = false, over = false;
  for (int32_t i = 0; i < ndim; ++i) {
    if (shape[i] == 0) empty = true;
    else over = over || __builtin_mul_overflow(n, shape[i], &n);
  }
  const char* unit = "element count";
  if (!over && __builtin_mul_overflow(n, (int64_t)dtype_size(dt), &b)) {
    over = true;
    unit = "byte size";
  }
  if (over) {
    char s[TF_MAX_RANK * 22 + 4];
    shape_text(s, sizeof s, ndim, shape);
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: shape %s (%s): the %s overflows int64",
                what, s, dtype_name(dt), unit);
  }
  *numel = empty ? 0 : n;
  if (bytes) *bytes = empty ? 0 : b;
  return TF_OK;
}

Status check_aligned(const void* data, int64_t numel, DType dt, const char* what) {
  const std::size_t scalar = is_complex(dt) ? dtype_size(dt) / 2 : dtype_size(dt);
  if (numel > 0 && reinterpret_cast<std::uintptr_t>(data) % scalar != 0)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "%s: %p is not aligned for %s, expected a multiple of %zu", what, data,
                dtype_name(dt), scalar);
  return TF_OK;
}

Status checked_add(int64_t* acc, int64_t add, const char* what) {
  if (__builtin_add_overflow(*acc, add, acc))
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: the byte size overflows int64", what);
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
