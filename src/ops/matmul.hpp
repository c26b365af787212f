// ops/matmul.hpp: batched matrix product: validation, planning, dispatch.
// A call is split in two so prepared programs pay the first part once:
//   matmul_plan     validates the operands' dtypes, shapes and layouts and
//                   resolves the plan (provider, copies, swap) into a
//                   MatmulExec: everything but the data pointers;
//   matmul_execute  runs a MatmulExec on data pointers, no validation.
// matmul() is the direct call: both, plus output allocation and scratch.
#pragma once
#include "core/tensor.hpp"
#include "engine/engine.hpp"
#include "providers/gemm.hpp"
#include "providers/gemm_choice.hpp"

namespace tf {

// out = alpha * op_a(a) @ op_b(b) + beta * out over the last two axes, batch
// axes broadcast. With out == nullptr the result is allocated (row-major,
// alpha = 1, beta = 0 expected) into *alloc_out. Nothing is written on error.
// The checks direct calls and program recording share: a tf_op value
// (messages name `name`), and the operands' ranks (>= 2 each).
Status check_op(int32_t op, const char* name);
Status check_matmul_ranks(int32_t a_ndim, int32_t b_ndim);

// The pooled scratch a direct call needs (matmul's copies, einsum's
// intermediates): *s = nullptr when bytes is 0; out of memory names `what`.
inline Status call_scratch(Engine& e, std::size_t bytes, const char* what, Storage** s) {
  *s = nullptr;
  if (!bytes) return TF_OK;
  *s = e.scratch(bytes);
  if (!*s) return fail(TF_ERR_OUT_OF_MEMORY, "out of memory for %s (%zu bytes)", what, bytes);
  return TF_OK;
}

// op_a and op_b are the caller's raw enum values (checked here).
Status matmul(Engine& e, int32_t op_a, const Tensor* a, int32_t op_b, const Tensor* b,
              tf_scalar alpha, tf_scalar beta, Tensor* out, Tensor** alloc_out);

struct MatmulPlan;

// A matmul resolved for fixed dtypes, shapes and strides (not pointers).
struct MatmulExec {
  const MatmulPlan* plan;        // alive while the engine's cache or `keep` holds it
  DType dt;
  int64_t m, n, k, batch;
  int32_t nb;                    // batch rank of the result
  int64_t bshape[TF_MAX_RANK];   // batch extents
  int64_t bsa[TF_MAX_RANK], bsb[TF_MAX_RANK], bsc[TF_MAX_RANK];  // batch strides (0: broadcast)
  int64_t rsa, csa, rsb, csb, rsc, csc;  // matrix strides after op (elements)
  // Small path with one batch item: `small` does the whole product with
  // `call` once its a, b, c pointers are set (a_is_b: the kernel's a is the
  // operand b, computing C^T = B^T A^T). nullptr otherwise.
  SmallGemmFn small;
  bool a_is_b;
  GemmProvider provider;         // the plan's provider (gemm_choose)
  GemmCall call;
  std::size_t scratch_bytes;     // BLAS copies of General-class operands
  double madds;                  // batch * m * n * k
};

// Validates op_a(a) @ op_b(b) into out (shape, dtype, strides; out == nullptr:
// a row-major result) and resolves the plan. With keep != nullptr the plan
// is taken from (or put into) the engine's shared cache and *keep holds it,
// so the MatmulExec stays valid however long the caller keeps *keep; else
// the engine's front cache holds it until the next call. Pointers and
// overlap are not looked at.
Status matmul_plan(Engine& e, tf_op op_a, const Tensor& a, tf_op op_b, const Tensor& b,
                   const Tensor* out, MatmulExec* x, PlanPtr* keep);

// Runs x on data pointers (element (0,...,0) of a, b, c): no validation, no
// allocation. scratch holds x.scratch_bytes (may be nullptr when 0);
// workers > 1 is only given when the caller's cost decision granted it.
void matmul_execute(const MatmulExec& x, const void* a, const void* b, void* c,
                    tf_scalar alpha, tf_scalar beta, char* scratch, int workers);

// For callers that own their matmul plans (einsum steps): builds the plan of
// op_a(a) @ op_b(b) into c's layout without the cache (*plan keeps it) and
// its MatmulExec for tensors of exactly these shapes and strides (data
// pointers are not looked at), for matmul_execute. No validation.
Status matmul_prepare(const Tensor& a, tf_op op_a, const Tensor& b, tf_op op_b,
                      const Tensor& c, PlanPtr* plan, MatmulExec* x);

}  // namespace tf
