// ops/rules_common.hpp: what the derivative rules (ops/rules_*.cpp) share:
// argument checks with uniform messages, pooled scratch tensors, and the
// preparation of a rule's outputs (validated into-tensors or new tensors).
#pragma once
#include <cstring>

#include "core/shape.hpp"
#include "ops/rules.hpp"
#include "ops/strided.hpp"

namespace tf {

// A stack header over x's memory with another shape and strides: no id (a
// call memo never mistakes it for a caller handle), no storage reference.
inline Tensor header_like(const Tensor& x, int32_t nd, const int64_t* shape,
                          const int64_t* strides) {
  Tensor v = x;
  v.ndim = nd;
  std::memcpy(v.shape, shape, sizeof(int64_t) * nd);
  std::memcpy(v.strides, strides, sizeof(int64_t) * nd);
  v.storage = nullptr;
  v.embedded = false;
  v.id = 0;
  return v;
}

// A contiguous row-major tensor over pooled scratch; drop() gives it back.
struct ScratchTensor {
  Storage* s = nullptr;
  Tensor t{};
  ScratchTensor() = default;
  ScratchTensor(const ScratchTensor&) = delete;
  ScratchTensor& operator=(const ScratchTensor&) = delete;
  ~ScratchTensor() { drop(); }
  void drop() {
    if (s) s->drop();
    s = nullptr;
  }
  Status make(Engine& e, DType dt, int32_t nd, const int64_t* shape) {
    drop();
    int64_t n = 1;
    for (int32_t i = 0; i < nd; ++i) n *= shape[i];
    const std::size_t bytes = (std::size_t)(n > 0 ? n : 1) * dtype_size(dt);
    s = e.scratch(bytes);
    if (!s) return fail(TF_ERR_OUT_OF_MEMORY, "out of memory for rule scratch (%zu bytes)", bytes);
    t = Tensor{};
    t.dtype = dt;
    t.ndim = nd;
    std::memcpy(t.shape, shape, sizeof(int64_t) * nd);
    contiguous_strides(nd, shape, TF_ROW_MAJOR, t.strides);
    t.data = s->payload();
    t.storage = nullptr;
    t.embedded = false;
    t.id = 0;
    return TF_OK;
  }
};

// A tangent or cotangent argument must have dtype dt and shape (nd, shape).
inline Status check_like(const Tensor& t, DType dt, int32_t nd, const int64_t* shape,
                         const char* what) {
  return check_out(t, dt, nd, shape, what);
}

// Checks a result target: exact shape and dtype, writable, and no overlap
// with any of the n inputs (names[i] in messages).
inline Status check_target(const Tensor& d, DType dt, int32_t nd, const int64_t* shape,
                           const char* what, int n, const Tensor* const* in,
                           const char* const* names) {
  TF_TRY(check_out(d, dt, nd, shape, what));
  TF_TRY(check_writable(d, what));
  for (int i = 0; i < n; ++i)
    if (in[i]) TF_TRY(check_no_overlap(d, what, *in[i], names[i], false));
  return TF_OK;
}

// Two result targets must not overlap.
inline Status check_targets_apart(const RuleOut& a, const RuleOut& b) {
  if (a.into && b.into && tensors_overlap(*a.into, *b.into))
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: overlaps the memory of %s", b.name, a.name);
  return TF_OK;
}

// The tensor a result is written to: o.into, or a new pooled tensor (held
// in *made until commit()). Make all targets before the first write.
struct Target {
  Tensor* t = nullptr;
  Tensor* made = nullptr;
  Target() = default;
  Target(const Target&) = delete;
  Target& operator=(const Target&) = delete;
  ~Target() {
    if (made) tensor_release(made);
  }
  Status make(Engine& e, const RuleOut& o, DType dt, int32_t nd, const int64_t* shape) {
    if (o.into) {
      t = o.into;
      return TF_OK;
    }
    if (!o.alloc) return TF_OK;
    TF_TRY(e.new_tensor(dt, nd, shape, TF_ROW_MAJOR, &made));
    t = made;
    return TF_OK;
  }
  void commit(const RuleOut& o) {
    if (made && o.alloc) *o.alloc = made;
    made = nullptr;
  }
};

// The target of a VJP of one input x: the cotangent ct checked (x's dtype,
// the forward result's (nd, shape)), dx checked (x's shape, no overlap with
// x or ct) and made; t->t stays nullptr when dx is not wanted.
inline Status x_cotangent_target(Engine& e, const Tensor& x, const Tensor& ct, int32_t nd,
                                 const int64_t* shape, const RuleOut& dx, Target* t) {
  TF_TRY(check_like(ct, x.dtype, nd, shape, "grad_out"));
  const Tensor* ins[2] = {&x, &ct};
  const char* names[2] = {"x", "grad_out"};
  if (dx.into) TF_TRY(check_target(*dx.into, x.dtype, x.ndim, x.shape, dx.name, 2, ins, names));
  return t->make(e, dx, x.dtype, x.ndim, x.shape);
}

constexpr tf_scalar kRuleOne{1.0, 0.0}, kRuleZero{0.0, 0.0};

inline tf_scalar conj_s(tf_scalar a) { return {a.re, -a.im}; }

// out = 0 (any strides).
Status fill_zero(Engine& e, Tensor& out);

// A view of x broadcast to (nd, shape) (NumPy rules; checked by the caller):
// stride 0 on stretched and on missing leading axes.
Tensor broadcast_view(const Tensor& x, int32_t nd, const int64_t* shape);
// d = full summed over the axes broadcasting stretched (d's shape
// broadcasts to full's). Nothing else is allocated.
Status sum_to(Engine& e, const Tensor& full, Tensor& d);

}  // namespace tf
