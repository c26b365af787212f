// ops/rules_linalg.hpp: derivative rules (VJP and JVP) of the linear-algebra
// operations and their table.
//
// The table (rules_linalg_table.cpp) has one row per operation: its name,
// its primal inputs and outputs, its two rules, the program node kind that
// records it and its flags. Everything else about a rule's signature is
// derived from the row (LaSig): the rule's tensors in header order
//   vjp: primal inputs, primal outputs, "g" + each output  -> "d" + each input
//   jvp: primal inputs, primal outputs, "d" + each input   -> "d" + each output
// which the C boundary (capi/autodiff_linalg.cpp), the rules' messages and
// the program transforms (program/ops_ad_rule.cpp) all read; a test checks
// include/tenferro.h against it. A row without a derivative names why, and
// la_call refuses it with TF_ERR_UNSUPPORTED naming the operation.
//
// Every rule is a free function with one signature (Rule). Rules validate
// everything, compute every batch item into pooled scratch and write their
// outputs only after every item succeeded.
#pragma once
#include "core/tensor.hpp"
#include "engine/engine.hpp"
#include "ops/op_kind.hpp"

namespace tf {

// Options of the rules (tf_ad_options at the C boundary).
struct AdOpts {
  double broadening = 1e-12;  // relative; see tenferro.h, "Derivatives: linear algebra"
};

// One rule call. in[]: the tensors in the order of the row's LaSig, nullptr
// where absent (a NULL cotangent or tangent means zero). Output i is
// computed into out[i] when set (an _into output of the exact shape), else
// allocated row-major into *alloc[i] when alloc[i] is set, else not computed.
struct RuleArgs {
  const Tensor* in[10] = {};
  Tensor* out[4] = {};
  Tensor** alloc[4] = {};
  AdOpts opts;
  int32_t flags[4] = {};  // qr/lq {lq} (set by la_call from the row); solve_triangular
                          // {upper, op, unit}; matrix_norm {kind}
  const int32_t* piv = nullptr;
  std::size_t piv_count = 0;
};
using Rule = Status (*)(Engine&, const RuleArgs&);

// ---------------------------------------------------------------- the table
enum class LaRule : uint8_t {
  Svd, Qr, Lq, Eigh, Eigvalsh, Solve, SolveTri, Cholesky, Inv, Det, Slogdet, Lu, LuSolve,
  Lstsq, Pinv, MatrixNorm, Expm, Eig,
  Count
};

// Row flags: what a rule reads besides its tensors.
enum LaFlag : uint8_t {
  kLaOptions = 1,  // tf_ad_options (the broadening)
  kLaLq = 2,       // the qr rules with flags[0] = 1
  kLaTri = 4,      // flags = {upper, op, unit_diag} of the forward call
  kLaPiv = 8,      // piv, piv_count of the forward call
  kLaKind = 16,    // flags[0] = the forward call's kind (matrix_norm)
};

constexpr int kLaMaxPrimalIn = 2, kLaMaxPrimalOut = 3;
constexpr int kLaMaxIn = 7;  // svd_vjp's; the table checks every row fits
constexpr int kLaMaxOut = kLaMaxPrimalOut;

struct LaRow {
  LaRule id;
  const char* name;  // the operation: tf_<name>, tf_<name>_vjp, tf_<name>_jvp
  OpKind op;         // the program node kind recording it; OpKind::Count: none
  int32_t nin, nout;
  const char* in[kLaMaxPrimalIn];    // primal tensor inputs, header order
  const char* out[kLaMaxPrimalOut];  // primal outputs, header order
  Rule vjp, jvp;                     // both null exactly when not_differentiable is set
  const char* not_differentiable;    // why there is no rule, else nullptr
  uint8_t flags;                     // LaFlag
};

// A rule's tensor names, derived from its row (see the top of this file).
struct LaName {
  char s[32] = {};  // the table checks every name fits
};
struct LaSig {
  LaName name;               // "svd_vjp"
  LaName in[kLaMaxIn];       // the rule's inputs, RuleArgs::in order
  LaName out[kLaMaxOut];     // its outputs, RuleArgs::out order
  int32_t nin = 0, nout = 0;
  int32_t nrequired = 0;     // in[0, nrequired): the primal tensors, never NULL
};

const LaRow& la_row(LaRule id);
// The row of a program node kind (nullptr: not a linear-algebra operation).
const LaRow* la_row_of(OpKind op);
const LaSig& la_sig(LaRule id, bool jvp);
// The forward call's (in: the primal inputs, out: the primal outputs).
const LaSig& la_forward_sig(LaRule id);
// The rule of row id (vjp or jvp) on r; a row without a derivative is
// TF_ERR_UNSUPPORTED naming the operation. Sets the row's fixed flags (lq).
Status la_call(Engine& e, LaRule id, bool jvp, const RuleArgs& r);

// ---------------------------------------------------------------- the rules
// (the rows' columns; call them through la_call)
Status svd_vjp(Engine& e, const RuleArgs& r);
Status svd_jvp(Engine& e, const RuleArgs& r);
Status qr_vjp(Engine& e, const RuleArgs& r);  // qr and lq (flags[0])
Status qr_jvp(Engine& e, const RuleArgs& r);
Status eigh_vjp(Engine& e, const RuleArgs& r);  // v may be absent only when gv is
Status eigh_jvp(Engine& e, const RuleArgs& r);
Status eigvalsh_vjp(Engine& e, const RuleArgs& r);  // eigh's, after one eigh for v
Status eigvalsh_jvp(Engine& e, const RuleArgs& r);
Status solve_vjp(Engine& e, const RuleArgs& r);
Status solve_jvp(Engine& e, const RuleArgs& r);
Status solve_triangular_vjp(Engine& e, const RuleArgs& r);
Status solve_triangular_jvp(Engine& e, const RuleArgs& r);
Status cholesky_vjp(Engine& e, const RuleArgs& r);
Status cholesky_jvp(Engine& e, const RuleArgs& r);
Status inv_vjp(Engine& e, const RuleArgs& r);
Status inv_jvp(Engine& e, const RuleArgs& r);
Status det_vjp(Engine& e, const RuleArgs& r);
Status det_jvp(Engine& e, const RuleArgs& r);
Status slogdet_vjp(Engine& e, const RuleArgs& r);
Status slogdet_jvp(Engine& e, const RuleArgs& r);
Status lu_vjp(Engine& e, const RuleArgs& r);
Status lu_jvp(Engine& e, const RuleArgs& r);
Status lstsq_vjp(Engine& e, const RuleArgs& r);  // through pinv(a) at the default rcond
Status lstsq_jvp(Engine& e, const RuleArgs& r);
Status pinv_vjp(Engine& e, const RuleArgs& r);
Status pinv_jvp(Engine& e, const RuleArgs& r);
Status matrix_norm_vjp(Engine& e, const RuleArgs& r);  // flags[0]: the kind
Status matrix_norm_jvp(Engine& e, const RuleArgs& r);
Status expm_vjp(Engine& e, const RuleArgs& r);
Status expm_jvp(Engine& e, const RuleArgs& r);
Status eig_vjp(Engine& e, const RuleArgs& r);
Status eig_jvp(Engine& e, const RuleArgs& r);

// Forward: sign (..., a's dtype) and log|det| (..., real dtype) of square a.
// A singular a gives sign 0 and log|det| -inf.
Status slogdet(Engine& e, const Tensor* a, Tensor* sign, Tensor* logabs, Tensor** alloc_sign,
               Tensor** alloc_logabs);

}  // namespace tf
