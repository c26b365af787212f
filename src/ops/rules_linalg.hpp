// ops/rules_linalg.hpp: derivative rules (VJP and JVP) of the linear-algebra
// operations. Every rule is a free function with one signature, taking the
// tensors of the call in the order of the public header (primal inputs,
// primal outputs, then cotangents or tangents) so that a descriptor can hold
// it in a rule slot. Rules validate everything, compute every batch item into
// pooled scratch and write their outputs only after every item succeeded.
#pragma once
#include "core/tensor.hpp"
#include "engine/engine.hpp"

namespace tf {

// Options of the rules (tf_ad_options at the C boundary).
struct AdOpts {
  double broadening = 1e-12;  // relative; see tenferro.h, "Derivatives: linear algebra"
};

// One rule call. in[]: the tensors in header order, nullptr where absent
// (a NULL cotangent or tangent means zero). Output i is computed into out[i]
// when set (an _into output of the exact shape), else allocated row-major
// into *alloc[i] when alloc[i] is set, else not computed.
struct RuleArgs {
  const Tensor* in[10] = {};
  Tensor* out[4] = {};
  Tensor** alloc[4] = {};
  AdOpts opts;
  int32_t flags[4] = {};  // per rule: qr/lq {lq}; solve_triangular {upper, op, unit}
  const int32_t* piv = nullptr;
  std::size_t piv_count = 0;
};
using Rule = Status (*)(Engine&, const RuleArgs&);

// in = {a, u, s, vh, gu, gs, gvh} -> {da}
Status svd_vjp(Engine& e, const RuleArgs& r);
// in = {a, u, s, vh, da} -> {du, ds, dvh}
Status svd_jvp(Engine& e, const RuleArgs& r);
// flags[0] = 0: qr, in = {a, q, r, gq, gr} -> {da}; flags[0] = 1: lq, in = {a, l, q, gl, gq}
Status qr_vjp(Engine& e, const RuleArgs& r);
// qr: in = {a, q, r, da} -> {dq, dr}; lq: in = {a, l, q, da} -> {dl, dq}
Status qr_jvp(Engine& e, const RuleArgs& r);
// in = {a, w, v, gw, gv} -> {da}  (v may be absent only when gv is: values only)
Status eigh_vjp(Engine& e, const RuleArgs& r);
// in = {a, w, v, da} -> {dw, dv}
Status eigh_jvp(Engine& e, const RuleArgs& r);
// in = {a, b, x, gx} -> {da, db}
Status solve_vjp(Engine& e, const RuleArgs& r);
// in = {a, b, x, da, db} -> {dx}
Status solve_jvp(Engine& e, const RuleArgs& r);
// flags = {upper, op, unit}; in = {a, b, x, gx} -> {da, db}
Status solve_triangular_vjp(Engine& e, const RuleArgs& r);
// flags = {upper, op, unit}; in = {a, b, x, da, db} -> {dx}
Status solve_triangular_jvp(Engine& e, const RuleArgs& r);
// in = {a, l, gl} -> {da}
Status cholesky_vjp(Engine& e, const RuleArgs& r);
// in = {a, l, da} -> {dl}
Status cholesky_jvp(Engine& e, const RuleArgs& r);
// in = {a, x, gx} -> {da}
Status inv_vjp(Engine& e, const RuleArgs& r);
// in = {a, x, da} -> {dx}
Status inv_jvp(Engine& e, const RuleArgs& r);
// in = {a, d, gd} -> {da}
Status det_vjp(Engine& e, const RuleArgs& r);
// in = {a, d, da} -> {dd}
Status det_jvp(Engine& e, const RuleArgs& r);
// in = {a, sign, logabsdet, gsign, glogabsdet} -> {da}
Status slogdet_vjp(Engine& e, const RuleArgs& r);
// in = {a, sign, logabsdet, da} -> {dsign, dlogabsdet}
Status slogdet_jvp(Engine& e, const RuleArgs& r);
// piv; in = {a, lu, glu} -> {da}
Status lu_vjp(Engine& e, const RuleArgs& r);
// piv; in = {a, lu, da} -> {dlu}
Status lu_jvp(Engine& e, const RuleArgs& r);

// Forward: sign (..., a's dtype) and log|det| (..., real dtype) of square a.
// A singular a gives sign 0 and log|det| -inf.
Status slogdet(Engine& e, const Tensor* a, Tensor* sign, Tensor* logabs, Tensor** alloc_sign,
               Tensor** alloc_logabs);

}  // namespace tf
