// core/foreign.cpp: storage blocks whose payload is memory another library
// owns; see foreign.hpp.
#include "core/foreign.hpp"

#include <cstring>
#include <new>

#include "core/memory.hpp"

namespace tf {
namespace {

struct ForeignRecord {
  ForeignRelease release;
  void* ctx;
};

constexpr std::size_t kRecordOffset = kEmbeddedTensorBytes;  // within the payload

class ForeignOwner final : public StorageOwner {
 public:
  void recycle(Storage* s) noexcept override {
    ForeignRecord r;
    std::memcpy(&r, s->payload() + kRecordOffset, sizeof r);
    s->~Storage();
    mem_free(s);
    // Last, so a release function that calls back into tenferro finds no
    // half-destroyed block.
    if (r.release) r.release(r.ctx);
  }
};

ForeignOwner g_foreign_owner;

}  // namespace

Tensor* tensor_new_foreign(DType dt, int32_t ndim, const int64_t* shape,
                           const int64_t* strides, void* data, ForeignRelease release,
                           void* ctx) noexcept {
  const std::size_t payload = kRecordOffset + sizeof(ForeignRecord);
  void* mem = mem_alloc(Storage::kHeader + payload);
  if (!mem) return nullptr;
  auto* s = new (mem) Storage();
  s->owner = &g_foreign_owner;
  s->capacity = payload;
  ForeignRecord r{release, ctx};
  std::memcpy(s->payload() + kRecordOffset, &r, sizeof r);
  auto* t = new (s->payload()) Tensor;
  t->dtype = dt;
  t->ndim = ndim;
  for (int32_t i = 0; i < ndim; ++i) {
    t->shape[i] = shape[i];
    t->strides[i] = strides[i];
  }
  t->data = static_cast<char*>(data);
  t->storage = s;
  t->embedded = true;
  t->id = new_tensor_id();
  return t;
}

bool tensor_is_foreign(const Tensor& t) noexcept {
  return t.storage && t.storage->owner == &g_foreign_owner;
}

}  // namespace tf
