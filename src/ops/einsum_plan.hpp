// ops/einsum_plan.hpp: the cached plan of one einsum signature (internal to
// ops/einsum*.cpp): a list of steps, each a unary sum/permute or a batched
// matrix product, over the operands, pooled scratch and the output.
#pragma once
#include <vector>

#include "core/tensor.hpp"
#include "engine/plan_cache.hpp"
#include "ops/einsum.hpp"
#include "ops/matmul.hpp"

namespace tf {

// Where a step reads or writes.
struct EinsumRef {
  enum Kind : uint8_t { Operand, Scratch, Out } kind = Operand;
  int32_t operand = 0;  // Operand: its index
  int64_t offset = 0;   // Scratch: byte offset into the call's scratch block
};

struct EinsumStep {
  enum Kind : uint8_t { Unary, Gemm } kind = Unary;
  bool last = false;  // writes out with alpha and beta
  // Unary: dst = sum over red of op(src), permuted.
  EinsumRef src, dst;
  bool conj = false;
  std::vector<int64_t> ext, sstr, dstr, rext, rstr;
  // Gemm: c = op_a(a) @ op_b(b), resolved once (the plan is keyed by every
  // operand's shape and strides): only the data pointers change per call.
  // Its BLAS copies, if any, use the call's scratch at mm_scratch.
  EinsumRef a, b, c;
  MatmulExec mm_x{};
  int64_t mm_scratch = 0;
  PlanPtr mm;  // keeps mm_x.plan alive
};

struct EinsumPlan : Plan {
  DType dt = DType::F64;
  int32_t out_ndim = 0;
  int64_t out_shape[TF_MAX_RANK] = {};
  std::size_t scratch_bytes = 0;
  std::vector<EinsumStep> steps;
  // The pairwise order chosen (node ids: operands 0..n-1, then one id per
  // step result in order), for tests, diagnostics and tf_einsum_path.
  std::vector<int32_t> order;
  // Slicing: the steps run once per combination of the sliced labels'
  // values (slice_ext, the first varying slowest), operand i shifted by
  // sum_k value_k * slice_off[i * ns + k] bytes, the slices summed into out.
  std::vector<int64_t> slice_ext, slice_off;
  std::vector<int64_t> sliced_user;  // the sliced labels as the caller names them
  // Predicted cost of the order (contraction_order.hpp TreeCost), elements.
  double flops = 0, largest = 0, peak = 0;
};

// Parses and validates the call and builds its plan. out_strides: the
// output's strides (row-major for the allocating form), or nullptr when the
// shape is not yet known (allocating form: row-major is assumed).
// out_shape/out_ndim: the caller's out (nullptr: allocating).
Status einsum_build(const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
                    const Tensor* out, PlanPtr* plan);

// Runs a plan built by einsum_build for exactly these operands' and out's
// shapes and strides (no validation): out = alpha * einsum + beta * out.
Status einsum_run_plan(Engine& e, const EinsumPlan& p, const Tensor* const* ops, Tensor& out,
                       tf_scalar alpha, tf_scalar beta);

// The call in integer labels with extents resolved, for derivative rules
// (ops/rules_contract.cpp): labels 0..L-1, lab[i] per axis of operand i, out
// the output's labels, ext[l] each label's extent. An axis of extent 1 that
// broadcasts (against a longer extent of its label) gets a label of its own
// (extent 1), so the call is an einsum without broadcasting. The call is
// validated as tf_einsum validates it, its path included.
struct EinsumLabels {
  int32_t L = 0;
  std::vector<std::vector<int32_t>> lab;
  std::vector<int32_t> out;
  std::vector<int64_t> ext;
};
Status einsum_labels_of(const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
                        EinsumLabels* out);

}  // namespace tf
