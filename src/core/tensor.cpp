// core/tensor.cpp: tensor headers and storage reference counting.
#include "core/tensor.hpp"

#include <cstring>

#include "core/memory.hpp"
#include "core/shape.hpp"

namespace tf {

void Storage::drop() noexcept {
  // The only reference (nobody else can change the count): no atomic
  // read-modify-write, the common case of a result released by its caller.
  if (refs.load(std::memory_order_acquire) != 1 &&
      refs.fetch_sub(1, std::memory_order_acq_rel) != 1)
    return;
  if (owner) owner->recycle(this);
  else mem_free(this);
}

uint64_t new_tensor_id() noexcept {
  // Each thread takes ids in blocks from one global counter.
  constexpr uint64_t kBlock = 1u << 16;
  static std::atomic<uint64_t> next{1};
  __attribute__((tls_model("initial-exec"))) static thread_local uint64_t cur = 0, end = 0;
  if (cur == end) {
    cur = next.fetch_add(kBlock, std::memory_order_relaxed);
    end = cur + kBlock;
  }
  return cur++;
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
  t->id = new_tensor_id();
  return t;
}

void tensor_release(Tensor* t) noexcept {
  if (!t) return;
  Storage* s = t->storage;
  bool embedded = t->embedded;
  if (!embedded) mem_free(t);
  if (s) s->drop();
}

}  // namespace tf
