// ops/rules.hpp: derivative rules (VJP = reverse mode, JVP = forward mode)
// of contractions, elementwise maps, reductions and layout operations.
//
// Every rule is a free function of one shape, so that an operation family's
// descriptor can hold it in a slot:
//   X_vjp(Engine&, <the forward call's parameters and inputs>,
//         <cotangent of the output>, Outs d)   cotangents of the inputs
//   X_jvp(Engine&, <the forward call's parameters and inputs>,
//         <tangents of the inputs, nullptr = zero>, Out d)
// Outs/Out say where each result goes: into a caller tensor, into a new
// pooled tensor, or nowhere (not computed). Complex convention: for a real
// loss L of complex z the cotangent is dL/dRe z + i dL/dIm z, and a VJP is
// the adjoint of the JVP under Re<a, b> = Re sum conj(a) b.
// Validation (dtypes, shapes, overlap) happens before the first write.
#pragma once
#include "core/tensor.hpp"
#include "engine/engine.hpp"
#include "ops/einsum.hpp"

namespace tf {

// Where one derivative result goes. into != nullptr: that caller tensor
// (exact shape and dtype, any strides); alloc != nullptr: a new row-major
// tensor from the engine's pool stored into *alloc; both nullptr: skipped.
struct RuleOut {
  Tensor* into = nullptr;
  Tensor** alloc = nullptr;
  const char* name = "d";
  bool wanted() const { return into || alloc; }
};

// ---- contractions
// The einsum rules take 1 .. kMaxRuleOperands operands (tenferro.h: "programs
// and derivative rules: 64"); more is TF_ERR_UNSUPPORTED naming n, as
// tf_einsum past its own limit. Every einsum rule checks it first.
constexpr int32_t kMaxRuleOperands = 64;
Status check_rule_operand_count(int32_t n);
// ct: cotangent of the result; d[i]: cotangent of operand i (n entries).
Status einsum_vjp(Engine& e, const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
                  const Tensor& ct, const RuleOut* d);
// tangents: n entries (or nullptr: all zero), each nullptr or like ops[i];
// tnames: their names in messages (nullptr: "t_operands[i]").
Status einsum_jvp(Engine& e, const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
                  const Tensor* const* tangents, const RuleOut& d,
                  const char* const* tnames = nullptr);
Status tensordot_vjp(Engine& e, const Tensor& a, const Tensor& b, int32_t naxes,
                     const int32_t* axes_a, const int32_t* axes_b, bool conj_a, bool conj_b,
                     const Tensor& ct, const RuleOut& da, const RuleOut& db);
Status tensordot_jvp(Engine& e, const Tensor& a, const Tensor& b, int32_t naxes,
                     const int32_t* axes_a, const int32_t* axes_b, bool conj_a, bool conj_b,
                     const Tensor* ta, const Tensor* tb, const RuleOut& d);
// op_a, op_b: raw tf_op values (checked).
Status matmul_vjp(Engine& e, int32_t op_a, const Tensor& a, int32_t op_b, const Tensor& b,
                  const Tensor& ct, const RuleOut& da, const RuleOut& db);
Status matmul_jvp(Engine& e, int32_t op_a, const Tensor& a, int32_t op_b, const Tensor& b,
                  const Tensor* ta, const Tensor* tb, const RuleOut& d);

// ---- elementwise (ops are raw public enum values, checked)
Status unary_vjp(Engine& e, int32_t op, const Tensor& x, const Tensor& ct, const RuleOut& dx);
Status unary_jvp(Engine& e, int32_t op, const Tensor& x, const Tensor* tx, const RuleOut& d);
Status scale_vjp(Engine& e, tf_scalar alpha, const Tensor& x, const Tensor& ct,
                 const RuleOut& dx);
Status scale_jvp(Engine& e, tf_scalar alpha, const Tensor& x, const Tensor* tx,
                 const RuleOut& d);
Status binary_vjp(Engine& e, int32_t op, const Tensor& x, const Tensor& y, const Tensor& ct,
                  const RuleOut& dx, const RuleOut& dy);
Status binary_jvp(Engine& e, int32_t op, const Tensor& x, const Tensor& y, const Tensor* tx,
                  const Tensor* ty, const RuleOut& d);
Status axpby_vjp(Engine& e, tf_scalar alpha, const Tensor& x, tf_scalar beta, const Tensor& y,
                 const Tensor& ct, const RuleOut& dx, const RuleOut& dy);
Status axpby_jvp(Engine& e, tf_scalar alpha, const Tensor& x, tf_scalar beta, const Tensor& y,
                 const Tensor* tx, const Tensor* ty, const RuleOut& d);
// Cast of x to dtype: ct has dtype, dx has x's dtype.
Status cast_vjp(Engine& e, const Tensor& x, int32_t dtype, const Tensor& ct, const RuleOut& dx);
Status cast_jvp(Engine& e, const Tensor& x, int32_t dtype, const Tensor* tx, const RuleOut& d);

// ---- reductions
Status reduce_vjp(Engine& e, int32_t op, const Tensor& x, int32_t naxes, const int32_t* axes,
                  bool keepdims, const Tensor& ct, const RuleOut& dx);
Status reduce_jvp(Engine& e, int32_t op, const Tensor& x, int32_t naxes, const int32_t* axes,
                  bool keepdims, const Tensor* tx, const RuleOut& d);
// dot (conj_x: vdot): scalar cotangent ct.
Status dot_vjp(Engine& e, const Tensor& x, const Tensor& y, bool conj_x, tf_scalar ct,
               const RuleOut& dx, const RuleOut& dy);
Status dot_jvp(Engine& e, const Tensor& x, const Tensor& y, bool conj_x, const Tensor* tx,
               const Tensor* ty, tf_scalar* d);

// ---- layout. A rule's allocating form returns a view of the cotangent
// (tangent) when the result can be one: no data moves.
Status permute_vjp(Engine& e, const Tensor& x, const int32_t* perm, const Tensor& ct,
                   const RuleOut& dx);
Status reshape_vjp(Engine& e, const Tensor& x, int32_t ndim, const int64_t* shape,
                   int32_t order, const Tensor& ct, const RuleOut& dx);
Status slice_vjp(Engine& e, const Tensor& x, const int64_t* starts, const int64_t* stops,
                 const int64_t* steps, const Tensor& ct, const RuleOut& dx);
Status contiguous_vjp(Engine& e, const Tensor& x, int32_t layout, const Tensor& ct,
                      const RuleOut& dx);

}  // namespace tf
