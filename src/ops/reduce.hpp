// ops/reduce.hpp: the reduction family (sum, prod, mean, max, min, Frobenius
// norm over a set of axes; dot / vdot) as one descriptor, like
// ops/elementwise.hpp: inference on extents (program recording uses it with
// dynamic extents), a plan built once per signature and cached, an execute
// that only reads and writes through pointers. Direct calls are a call-memo
// hit or a plan lookup, then execute; program commands hold the same plan.
#pragma once
#include "core/tensor.hpp"
#include "engine/engine.hpp"
#include "providers/elementwise.hpp"
#include "providers/loop.hpp"

namespace tf {

// ------------------------------------------------------------ inference
// "TF_REDUCE_SUM" for a tf_reduce_op value (the rows of elementwise_table.hpp).
const char* reduce_name(int32_t op);
// The result of reducing (nd, shape) of dtype dt: validates the public
// tf_reduce_op op, the axes (axes == nullptr with naxes == 0: every axis;
// negative counts from the end) and the dtype.
Status reduce_shape(int32_t op, DType dt, int32_t nd, const int64_t* shape, int32_t naxes,
                    const int32_t* axes, bool keepdims, int32_t* ond, int64_t* oshape,
                    DType* odt);

// ----------------------------------------------------------------- plan
// Fill the output with the identity, accumulate x into it through a loop in
// which out has stride 0 on the reduced axes (ordered by x's strides, so a
// reduced contiguous axis becomes one register-accumulated run), finish
// (mean: scale, norm: sqrt).
struct ReducePlan : Plan {
  Loop main;  // operands (out, x[, y]); out has stride 0 on reduced axes
  Loop outl;  // operands (out, out): fill and finish
  RunFn acc = nullptr, fill = nullptr, comb = nullptr, fin = nullptr;
  bool pairwise = false;  // a sum: long outer reductions add up pairwise
  KernelArgs ident, fin_args;
  int64_t es[3] = {0, 0, 0};   // bytes per element of out, x, y
  double numel = 0, onumel = 0;
  DType odt = DType::F64;      // the result: dtype, rank, shape
  int32_t ond = 0;
  int64_t oshape[TF_MAX_RANK] = {};
};
// out == nullptr: the plan for a new row-major result. Validates everything
// but memory overlap; keep as in elementwise.hpp.
Status reduce_plan(Engine& e, int32_t op, const Tensor& x, int32_t naxes, const int32_t* axes,
                   bool keepdims, const Tensor* out, const ReducePlan** p,
                   PlanPtr* keep = nullptr);

// -------------------------------------------------------------- execute
// workers: for the accumulation (an axis out moves along, else private
// partials for a reduction to one element); out_workers: for fill/finish.
void reduce_execute(const ReducePlan& p, char* out, const char* x, int workers,
                    int out_workers);

// --------------------------------------------------------- direct calls
// With out == nullptr the result is a new row-major tensor in *alloc_out.
// out must not overlap x.
Status reduce(Engine& e, int32_t op, const Tensor& x, int32_t naxes, const int32_t* axes,
              bool keepdims, Tensor* out, Tensor** alloc_out);

// sum over all elements of x*y (conj_x: conj(x)*y); same shape and dtype.
Status dot(Engine& e, const Tensor& x, const Tensor& y, bool conj_x, tf_scalar* out);

}  // namespace tf
