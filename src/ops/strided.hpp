// ops/strided.hpp: what the elementwise, reduction and layout operations
// share: argument checks with uniform messages, the cached loop plan, and
// running a loop plan with the workers the engine grants. Reusable by other
// operation families (e.g. transposes into scratch before a GEMM).
#pragma once
#include <cstddef>

#include "core/tensor.hpp"
#include "engine/engine.hpp"
#include "providers/loop.hpp"

namespace tf {

// Plan-key kinds of this family (matmul uses 1).
enum : int64_t {
  kKeyUnary = 0x45570001,
  kKeyBinary = 0x45570002,
  kKeyReduce = 0x45570003,
  kKeyDot = 0x45570004,
  kKeyCopy = 0x45570005,
};

// Writes "(2, 3, 4)" into buf.
void fmt_shape(char* buf, std::size_t cap, int32_t nd, const int64_t* shape);

// out must have dtype dt and shape (nd, shape); messages name `what`.
Status check_out(const Tensor& out, DType dt, int32_t nd, const int64_t* shape,
                 const char* what);
// out must not have a zero stride on an axis of extent > 1 (two logical
// elements in one place cannot both be written).
Status check_writable(const Tensor& out, const char* what);
// Same data, dtype, shape and strides (on every axis of extent > 1).
bool same_view(const Tensor& a, const Tensor& b);
// out must not share memory with in, except (when allow_same) being exactly
// the same view: elementwise maps may run in place.
Status check_no_overlap(const Tensor& out, const char* out_name, const Tensor& in,
                        const char* in_name, bool allow_same);

// A cached strided loop and the kernel that runs it.
struct LoopPlan : Plan {
  Loop loop;
  RunFn fn = nullptr;
};

// Appends nd, shape and nops stride vectors to key.
void key_add_loop(PlanKey& key, int32_t nd, const int64_t* shape, int nops,
                  const int64_t* const* strides);

// The loop plan for a finished key, built on a miss from the arguments.
Status plan_loop(Engine& e, const PlanKey& key, int32_t nd, const int64_t* shape, int nops,
                 const int64_t* const* strides, int order_op, RunFn fn, const LoopPlan** out);

// Runs the plan on base pointers with esize[k] bytes per element; workers
// from e.workers_for(numel * work_per_element). Operand 0 must be written at
// distinct elements (checked by check_writable).
void run_loop(Engine& e, const Loop& L, RunFn fn, char* const* base, const int64_t* esize,
              const void* args, double work_per_element);
inline void run_loop(Engine& e, const LoopPlan& p, char* const* base, const int64_t* esize,
                     const void* args, double work_per_element) {
  run_loop(e, p.loop, p.fn, base, esize, args, work_per_element);
}

// dst = src, elementwise, shapes equal, same element size, no overlap: the
// caller has validated everything. Plans and parallelises like any map.
Status copy_unchecked(Engine& e, const Tensor& src, Tensor& dst);

}  // namespace tf
