// ops/matmul.hpp: batched matrix product: validation, planning, dispatch.
#pragma once
#include "core/tensor.hpp"
#include "engine/engine.hpp"

namespace tf {

// out = alpha * op_a(a) @ op_b(b) + beta * out over the last two axes, batch
// axes broadcast. With out == nullptr the result is allocated (row-major,
// alpha = 1, beta = 0 expected) into *alloc_out. Nothing is written on error.
Status matmul(Engine& e, int32_t op_a, const Tensor* a, int32_t op_b, const Tensor* b,
              tf_scalar alpha, tf_scalar beta, Tensor* out, Tensor** alloc_out);

}  // namespace tf
