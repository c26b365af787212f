// ops/matmul.hpp: batched matrix product: validation, planning, dispatch.
#pragma once
#include "core/tensor.hpp"
#include "engine/engine.hpp"

namespace tf {

// out = alpha * op_a(a) @ op_b(b) + beta * out over the last two axes, batch
// axes broadcast. With out == nullptr the result is allocated (row-major,
// alpha = 1, beta = 0 expected) into *alloc_out. Nothing is written on error.
Status matmul(Engine& e, int32_t op_a_arg, const Tensor* a, int32_t op_b_arg, const Tensor* b,
              tf_scalar alpha, tf_scalar beta, Tensor* out, Tensor** alloc_out);

}  // namespace tf

namespace tf {

// For contraction code (ops/einsum.cpp), which validates and plans on its
// own: the plan of c = op_a(a) @ op_b(b) on views that already fit (same
// dtype, same batch rank with c's batch shape, matching inner extents), and
// running it (scratch from the pool; does not count an engine call).
Status matmul_prepare(const Tensor& a, tf_op op_a, const Tensor& b, tf_op op_b,
                      const Tensor& c, PlanPtr* out);
Status matmul_execute(Engine& e, const Plan& plan, const Tensor& a, tf_op op_a,
                      const Tensor& b, tf_op op_b, Tensor& c, tf_scalar alpha,
                      tf_scalar beta);

}  // namespace tf
