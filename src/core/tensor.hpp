// core/tensor.hpp: the tensor (dtype, rank, shape, strides, data) and the
// reference-counted storage an owned tensor points into.
#pragma once
#include <atomic>
#include <cstdint>

#include "core/dtype.hpp"

namespace tf {

// The scalars of an operation's plain forms (alpha = 1, beta = 0).
constexpr tf_scalar kOne{1.0, 0.0}, kZero{0.0, 0.0};

struct Storage;

// Who takes a storage block back when its last reference goes (a pool).
class StorageOwner {
 public:
  virtual void recycle(Storage* s) noexcept = 0;

 protected:
  ~StorageOwner() = default;
};

// Header of an owned block; the payload follows at kStorageHeader bytes.
struct Storage {
  std::atomic<int32_t> refs{1};
  uint32_t size_class = 0;
  StorageOwner* owner = nullptr;  // nullptr: the block came from mem_alloc
  std::size_t capacity = 0;       // bytes usable after the header

  char* payload() { return reinterpret_cast<char*>(this) + kHeader; }
  void retain() { refs.fetch_add(1, std::memory_order_relaxed); }
  void drop() noexcept;
  static constexpr std::size_t kHeader = 64;
};

struct Tensor {
  DType dtype;
  int32_t ndim;
  int64_t shape[TF_MAX_RANK];
  int64_t strides[TF_MAX_RANK];
  char* data;               // element (0, ..., 0)
  Storage* storage;         // nullptr: borrowed caller memory
  bool embedded;            // lives inside storage's block (freed with it)
  // Identity of a caller-visible handle (never reused in a process; 0 for
  // internal copies). A handle's dtype, shape and strides never change, so
  // equal ids mean an equal layout (the engine's call memo relies on it).
  uint64_t id = 0;

  int64_t numel() const {
    int64_t n = 1;
    for (int32_t i = 0; i < ndim; ++i) n *= shape[i];
    return n;
  }
  std::size_t esize() const { return dtype_size(dtype); }
  // Length in bytes of the range this tensor may touch from data; 0 when
  // empty. Fixed for a handle (rebinding keeps the layout). No pointer
  // arithmetic: data may be NULL (program signatures, empty tensors).
  int64_t span_bytes() const {
    int64_t off = 0;
    for (int32_t i = 0; i < ndim; ++i) {
      if (shape[i] == 0) return 0;
      off += (shape[i] - 1) * strides[i];
    }
    return (off + 1) * (int64_t)esize();
  }
  // Byte range [lo, hi) this tensor may touch; lo == hi when empty.
  void byte_span(const char** lo, const char** hi) const {
    const int64_t n = span_bytes();
    *lo = *hi = data;
    if (n) *hi = data + n;
  }
};

// Bytes an owned tensor header takes inside its block (64-byte aligned).
constexpr std::size_t kEmbeddedTensorBytes = (sizeof(Tensor) + 63) & ~std::size_t{63};

// A fresh handle id (nonzero, unique in the process; no atomic per call).
uint64_t new_tensor_id() noexcept;

// A borrowed-memory tensor (heap header). nullptr on out of memory.
Tensor* tensor_new_borrowed(DType dt, int32_t ndim, const int64_t* shape,
                            const int64_t* strides, void* data);
// Gives back one handle: frees a heap header, drops the storage reference.
void tensor_release(Tensor* t) noexcept;

inline int64_t span_bytes(const Tensor& t) { return t.span_bytes(); }

// True when [p, p + lp) and [q, q + lq) intersect (empty spans never do).
inline bool spans_meet(const char* p, int64_t lp, const char* q, int64_t lq) {
  return lp && lq && p < q + lq && q < p + lp;
}

// True when the byte spans of a and b intersect (conservative for views).
inline bool tensors_overlap(const Tensor& a, const Tensor& b) {
  const char *alo, *ahi, *blo, *bhi;
  a.byte_span(&alo, &ahi);
  b.byte_span(&blo, &bhi);
  return alo != ahi && blo != bhi && alo < bhi && blo < ahi;
}

}  // namespace tf
