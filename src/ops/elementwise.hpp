// ops/elementwise.hpp: the elementwise family (unary maps incl. scale,
// binary maps with broadcasting incl. axpby, dtype casts) as one descriptor:
//   inference   result dtype / shape from dtypes and extents (no data);
//               program recording uses it too, with dynamic extents;
//   plan        validation against the output view and the strided loop,
//               built once per signature (op, dtypes, shape, strides) and
//               cached in the engine's plan cache;
//   execute     runs a plan on base pointers: no validation, no allocation.
// Direct calls are a call-memo hit or a plan lookup, then execute; program
// commands hold the same plan and run the same execute.
#pragma once
#include "core/tensor.hpp"
#include "engine/engine.hpp"
#include "providers/elementwise.hpp"
#include "providers/loop.hpp"

namespace tf {

// ------------------------------------------------------------ inference
// "TF_UNARY_<NAME>" (a public row) or the row's name (an internal one).
const char* unary_name(Unary op);
const char* binary_name(Binary op);
// op is a public tf_unary_op (tf_binary_op) value; messages name `what`.
Status check_unary_op(int32_t op, const char* what);
Status check_binary_op(int32_t op, const char* what);
// The dtype op makes from x's (an error when op has no kernel for it);
// fn (may be nullptr): the kernel.
Status unary_dtype(Unary op, DType x, DType* out, RunFn* fn = nullptr);
// x and y must share a dtype op takes; *out is that dtype, *fn the kernel.
Status binary_dtype(Binary op, DType x, DType y, DType* out, RunFn* fn = nullptr);
// Casting from to `to`: complex to real is rejected (messages name `what`).
Status cast_check(DType from, DType to, const char* what);
// The broadcast shape of (xnd, xs) and (ynd, ys), NumPy rules; an extent
// kDynamic (-1, while recording) matches anything. Messages name y.
Status broadcast_shape(int32_t xnd, const int64_t* xs, int32_t ynd, const int64_t* ys,
                       int32_t* nd, int64_t* shape);

// ----------------------------------------------------------------- plan
struct MapPlan : Plan {
  Loop loop;
  RunFn fn = nullptr;
  int64_t esize[3] = {0, 0, 0};  // bytes per element of out, x, y
  double work = 1.0;             // per element, in multiply-adds
  double numel = 0;
  DType odt = DType::F64;        // the result: dtype, rank, shape
  int32_t ond = 0;
  int64_t oshape[TF_MAX_RANK] = {};
};
// The plan of out = op(x) / cast(x) / op(x, y). out == nullptr: the plan
// for a new row-major result (oshape, odt). Validates everything but memory
// overlap. keep: a reference the caller holds (program commands); without
// it the plan is valid until the engine's next plan lookup.
Status unary_plan(Engine& e, Unary op, const Tensor& x, const Tensor* out, const MapPlan** p,
                  PlanPtr* keep = nullptr);
Status cast_plan(Engine& e, const Tensor& x, DType to, const Tensor* out, const MapPlan** p,
                 PlanPtr* keep = nullptr);
Status binary_plan(Engine& e, Binary op, const Tensor& x, const Tensor& y, const Tensor* out,
                   const MapPlan** p, PlanPtr* keep = nullptr);

// -------------------------------------------------------------- execute
// base[0] = out, base[1] = x (, base[2] = y); args: alpha (scale, axpby),
// beta (axpby). workers > 1 splits an axis out moves along.
void map_execute(const MapPlan& p, char* const* base, const KernelArgs& args, int workers);
// The workers a direct call of plan p gets on e.
inline int map_workers(Engine& e, const MapPlan& p) {
  return e.serial() ? 1 : e.workers_for(p.numel * p.work);
}

// --------------------------------------------------------- direct calls
// out = op(x) (alpha is Scale's factor). With out == nullptr the result is a
// new row-major tensor in *alloc_out. out may be exactly the view x (in
// place); any other overlap is an error. Nothing is written on error.
Status unary(Engine& e, Unary op, tf_scalar alpha, const Tensor& x, Tensor* out,
             Tensor** alloc_out);
// out = op(x, y) with NumPy broadcasting (alpha, beta: Axpby's factors).
// x and y share one dtype; out may be exactly the view x or y.
Status binary(Engine& e, Binary op, tf_scalar alpha, tf_scalar beta, const Tensor& x,
              const Tensor& y, Tensor* out, Tensor** alloc_out);
// out = x converted to dt (alloc) or to out's dtype (into); complex to real
// is rejected.
Status cast(Engine& e, const Tensor& x, int32_t dt, Tensor* out, Tensor** alloc_out);

}  // namespace tf
