// ops/loop_exec.hpp: the plan/execute split of the strided-loop operations
// (unary maps, scale, casts, binary maps with broadcasting, axpby, copies and
// reductions) for callers that resolve a call once and run it many times
// (prepared programs), as ops/matmul.hpp does for matmul:
//   *_plan     validates dtypes, shapes and the output's layout on views
//              (no pointers, no overlap) and builds the loop and picks the
//              kernels into an Exec that owns everything it needs;
//   *_execute  runs an Exec on data pointers: no validation, no allocation.
// The kernels and loop builder are the ones the direct calls use
// (providers/elementwise.hpp, providers/loop.hpp).
#pragma once
#include "core/tensor.hpp"
#include "providers/elementwise.hpp"
#include "providers/loop.hpp"

namespace tf {

// A map: operand 0 written, operands 1 (and 2) read.
struct MapExec {
  Loop loop;
  RunFn fn = nullptr;
  KernelArgs args;
  int64_t esize[3] = {0, 0, 0};
  double work = 1.0;  // per element, in multiply-adds (the worker decision)
  double numel = 0;
};

// out = op(x) (alpha: Scale's factor); out's dtype must be op's result dtype.
Status unary_plan(Unary op, tf_scalar alpha, const Tensor& x, const Tensor& out, MapExec* m);
// out = x converted to out's dtype (complex to real rejected).
Status cast_plan(const Tensor& x, const Tensor& out, MapExec* m);
// out = op(x, y) with broadcasting (Axpby: alpha*x + beta*y).
Status binary_plan(Binary op, tf_scalar alpha, tf_scalar beta, const Tensor& x,
                   const Tensor& y, const Tensor& out, MapExec* m);
// dst = src (same shape and dtype, any strides).
Status copy_plan(const Tensor& src, const Tensor& dst, MapExec* m);
// The broadcast shape of x and y (NumPy rules); messages name y.
Status broadcast_shape(int32_t xnd, const int64_t* xs, int32_t ynd, const int64_t* ys,
                       int32_t* nd, int64_t* shape);
// base[0] = out, base[1] = x (, base[2] = y). workers > 1 splits an axis out
// moves along.
void map_execute(const MapExec& m, char* const* base, int workers);

// A reduction (public tf_reduce_op values).
struct ReduceExec {
  Loop main, outl;
  RunFn acc = nullptr, fill = nullptr, comb = nullptr, fin = nullptr;
  KernelArgs ident, fin_args;
  int64_t oes = 0, xes = 0;
  double numel = 0;
};
// The result shape of reducing (nd, shape) (validates op and axes).
Status reduce_shape(int32_t op, DType dt, int32_t nd, const int64_t* shape, int32_t naxes,
                    const int32_t* axes, bool keepdims, int32_t* ond, int64_t* oshape,
                    DType* odt);
Status reduce_plan(int32_t op, const Tensor& x, int32_t naxes, const int32_t* axes,
                   bool keepdims, const Tensor& out, ReduceExec* r);
void reduce_execute(const ReduceExec& r, char* out, const char* x, int workers);

}  // namespace tf
