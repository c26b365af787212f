// core/tensor.cpp: tensor headers and storage reference counting.
#include "core/tensor.hpp"

#include <cstring>

#include "core/memory.hpp"
#include "core/shape.hpp"

namespace tf {

void Storage::drop() noexcept {
  if (refs.fetch_sub(1, std::memory_order_acq_rel) != 1) return;
  if (owner) owner->recycle(this);
  else mem_free(this);
}

void Tensor::byte_span(const char** lo, const char** hi) const {
  *lo = data;
  *hi = data;
  for (int32_t i = 0; i < ndim; ++i)
    if (shape[i] == 0) return;
  *hi = data + (max_offset(ndim, shape, strides) + 1) * (int64_t)esize();
}

Tensor* tensor_new_borrowed(DType dt, int32_t ndim, const int64_t* shape,
                            const int64_t* strides, void* data) {
  auto* t = static_cast<Tensor*>(mem_alloc(sizeof(Tensor)));
  if (!t) return nullptr;
  t->dtype = dt;
  t->ndim = ndim;
  for (int32_t i = 0; i < ndim; ++i) t->shape[i] = shape[i];
  if (strides) std::memcpy(t->strides, strides, sizeof(int64_t) * ndim);
  else contiguous_strides(ndim, shape, TF_ROW_MAJOR, t->strides);
  t->data = static_cast<char*>(data);
  t->storage = nullptr;
  t->embedded = false;
  return t;
}

void tensor_release(Tensor* t) noexcept {
  if (!t) return;
  Storage* s = t->storage;
  bool embedded = t->embedded;
  if (!embedded) mem_free(t);
  if (s) s->drop();
}

bool tensors_overlap(const Tensor& a, const Tensor& b) {
  const char *alo, *ahi, *blo, *bhi;
  a.byte_span(&alo, &ahi);
  b.byte_span(&blo, &bhi);
  if (alo == ahi || blo == bhi) return false;
  return alo < bhi && blo < ahi;
}

}  // namespace tf
