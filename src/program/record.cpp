// program/record.cpp: recording a program. Every call validates what it can
// know now (slots exist, dtypes, ranks, static extents) and names the slot
// in its message; extents declared dynamic are checked at run. A slot only
// refers to earlier slots, so a recorded program cannot contain a cycle.
#include "core/shape.hpp"
#include "ops/tensor_ops.hpp"
#include "program/lowering.hpp"

namespace tf {
namespace prog {
Status check_slot(const Program& p, int32_t slot, const char* what) {
  if (slot < 0 || (std::size_t)slot >= p.nodes.size())
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: slot %d does not exist (the program has %zu slots)",
                what, slot, p.nodes.size());
  return TF_OK;
}

Status check_same_dtype(const Program& p, int32_t s, const char* what, int32_t ref,
                        const char* ref_what) {
  DType d = p.nodes[s].dt, r = p.nodes[ref].dt;
  if (d != r)
    return fail(TF_ERR_DTYPE_MISMATCH, "%s: slot %d has dtype %s, %s (slot %d) has %s", what, s,
                dtype_name(d), ref_what, ref, dtype_name(r));
  return TF_OK;
}

namespace {
// The static extents of a value must size like any tensor (checked_size;
// dynamic extents are checked when a signature is planned).
Status check_static_size(const Node& n, const char* what) {
  int64_t d[TF_MAX_RANK], numel;
  for (int32_t i = 0; i < n.shape.ndim; ++i) d[i] = n.shape.d[i] == kDynamic ? 1 : n.shape.d[i];
  return checked_size(n.shape.ndim, d, n.dt, what, &numel);
}
}  // namespace

// Infers n's shape from its operands (dynamic extents allowed) and appends it.
Status append(Program& p, Node n, int32_t* slot) {
  std::vector<Shape> s(n.in.size());
  for (std::size_t i = 0; i < n.in.size(); ++i)
    if (n.in[i] >= 0) s[i] = p.nodes[n.in[i]].shape;
  TF_TRY(op_kind(n.op).infer(p, n, s.data(), &n.shape, ""));
  TF_TRY(check_static_size(n, "slot"));
  p.nodes.push_back(n);
  *slot = (int32_t)p.nodes.size() - 1;
  return TF_OK;
}

Status record_input(Program& p, int32_t dtype, int32_t ndim, const int64_t* shape,
                    int32_t* slot) {
  TF_TRY(check_dtype(dtype, "dtype"));
  if (ndim < 0 || ndim > TF_MAX_RANK)
    return fail(TF_ERR_INVALID_ARGUMENT, "ndim: %d, expected 0 to %d", ndim, TF_MAX_RANK);
  if (ndim > 0 && !shape) return fail(TF_ERR_INVALID_ARGUMENT, "shape: NULL");
  Node n{};
  n.op = OpId::Input;
  n.dt = (DType)dtype;
  n.shape.ndim = ndim;
  for (int32_t i = 0; i < ndim; ++i) {
    if (shape[i] < kDynamic)
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "shape: extent %lld on axis %d, expected >= 0 or -1 (dynamic)",
                  (long long)shape[i], i);
    n.shape.d[i] = shape[i];
  }
  TF_TRY(check_static_size(n, "shape"));
  n.input_index = (int32_t)p.inputs.size();
  p.nodes.push_back(n);
  p.inputs.push_back((int32_t)p.nodes.size() - 1);
  *slot = (int32_t)p.nodes.size() - 1;
  return TF_OK;
}

Status record_matmul(Program& p, int32_t op_a, int32_t a, int32_t op_b, int32_t b,
                     tf_scalar alpha, tf_scalar beta, int32_t c, int32_t* slot) {
  TF_TRY(check_op(op_a, "op_a"));
  TF_TRY(check_op(op_b, "op_b"));
  TF_TRY(check_slot(p, a, "a"));
  TF_TRY(check_slot(p, b, "b"));
  if (c != kNoSlot) TF_TRY(check_slot(p, c, "c"));
  TF_TRY(check_matmul_ranks(p.nodes[a].shape.ndim, p.nodes[b].shape.ndim));
  TF_TRY(check_same_dtype(p, b, "b", a, "a"));
  if (c != kNoSlot) TF_TRY(check_same_dtype(p, c, "c", a, "a"));
  alpha = scalar_for(p.nodes[a].dt, alpha);
  beta = scalar_for(p.nodes[a].dt, beta);
  if (c == kNoSlot && (beta.re != 0.0 || beta.im != 0.0))
    return fail(TF_ERR_INVALID_ARGUMENT, "c: -1 (no slot) needs beta = 0");
  Node n{};
  n.op = OpId::Matmul;
  n.dt = p.nodes[a].dt;
  n.op_a = static_cast<tf_op>(op_a);  // validated above
  n.op_b = static_cast<tf_op>(op_b);
  n.alpha = alpha;
  n.beta = beta;
  n.in[0] = a;
  n.in[1] = b;
  n.in[2] = c;
  Shape s[3] = {p.nodes[a].shape, p.nodes[b].shape, c != kNoSlot ? p.nodes[c].shape : Shape{}};
  TF_TRY(op_kind(n.op).infer(p, n, s, &n.shape, ""));
  TF_TRY(check_static_size(n, "slot"));
  // beta = 0 ignores c's contents: c is no operand of the command.
  if (beta.re == 0.0 && beta.im == 0.0) n.in[2] = -1;
  p.nodes.push_back(n);
  *slot = (int32_t)p.nodes.size() - 1;
  return TF_OK;
}

Status record_reshape(Program& p, int32_t x, int32_t ndim, const int64_t* shape,
                      int32_t* slot) {
  TF_TRY(check_slot(p, x, "x"));
  if (ndim < 0 || ndim > TF_MAX_RANK)
    return fail(TF_ERR_INVALID_ARGUMENT, "ndim: %d, expected 0 to %d", ndim, TF_MAX_RANK);
  if (ndim > 0 && !shape) return fail(TF_ERR_INVALID_ARGUMENT, "shape: NULL");
  const Shape& src = p.nodes[x].shape;
  for (int32_t i = 0; i < src.ndim; ++i)
    if (src.d[i] == kDynamic)
      return fail(TF_ERR_UNSUPPORTED,
                  "x: slot %d has a dynamic extent on axis %d; reshape needs a static shape", x,
                  i);
  Node n{};
  n.op = OpId::Reshape;
  n.dt = p.nodes[x].dt;
  n.in[0] = x;
  n.shape.ndim = ndim;
  for (int32_t i = 0; i < ndim; ++i) {
    if (shape[i] < 0)
      return fail(TF_ERR_INVALID_ARGUMENT, "shape: extent %lld on axis %d, expected >= 0",
                  (long long)shape[i], i);
    n.shape.d[i] = shape[i];
  }
  TF_TRY(check_static_size(n, "shape"));
  return append(p, n, slot);
}

Status record_output(Program& p, int32_t slot) {
  TF_TRY(check_slot(p, slot, "slot"));
  p.outputs.push_back(slot);
  return TF_OK;
}

}  // namespace prog
}  // namespace tf
