// ops/strided.hpp: what the elementwise, reduction and layout operations
// share: argument checks with uniform messages, the cached loop plan, and
// running a loop plan with the workers the engine grants. Reusable by other
// operation families (e.g. transposes into scratch before a GEMM).
#pragma once
#include <cstddef>

#include "core/tensor.hpp"
#include "engine/engine.hpp"
#include "ops/op_kind.hpp"
#include "providers/loop.hpp"

namespace tf {


// Writes "(2, 3, 4)" into buf.
void fmt_shape(char* buf, std::size_t cap, int32_t nd, const int64_t* shape);
// Two shapes as fmt_shape strings, for a mismatch message.
struct ShapeMismatch {
  char got[200], want[200];
};
// Whether shape (gn, got) differs from (wn, want); if so, both formatted
// into *m.
bool shapes_differ(int32_t gn, const int64_t* got, int32_t wn, const int64_t* want,
                   ShapeMismatch* m);

// out must have dtype dt and shape (nd, shape); messages name `what`.
Status check_out(const Tensor& out, DType dt, int32_t nd, const int64_t* shape,
                 const char* what);
// out's elements must lie at distinct addresses (no zero stride on an axis
// of extent > 1, no stride inside the span of the smaller ones): every _into
// output and program output is checked with it.
Status check_writable(const Tensor& out, const char* what);
// Same data, dtype, shape and strides (on every axis of extent > 1).
bool same_view(const Tensor& a, const Tensor& b);
// Same dtype, shape and strides (on every axis of extent > 1); data ignored.
bool same_layout(const Tensor& a, const Tensor& b);
// out must not share memory with in, except (when allow_same) being exactly
// the same view: elementwise maps may run in place.
Status check_no_overlap(const Tensor& out, const char* out_name, const Tensor& in,
                        const char* in_name, bool allow_same);
// The error check_no_overlap reports for overlapping out and in (a call
// memo's repeat reports it too, with the same words).
Status overlap_error(const char* out_name, const char* in_name, bool allow_same);

// The overlap check of a call-memo repeat (CallMemo): out and in with the
// byte-span lengths remembered for their handles, same_lay = same_layout()
// of the handles; the same verdict and message as check_no_overlap.
inline Status memo_no_overlap(const char* out, int64_t lout, const char* in, int64_t lin,
                              bool same_lay, const char* out_name, const char* in_name,
                              bool allow_same) {
  if (!spans_meet(out, lout, in, lin)) return TF_OK;
  if (allow_same && same_lay && out == in) return TF_OK;
  return overlap_error(out_name, in_name, allow_same);
}

// A cached strided loop and the kernel that runs it.
struct LoopPlan : Plan {
  Loop loop;
  RunFn fn = nullptr;
};

// The plan for a finished key, built on a miss by build(PlanPtr*). keep ==
// nullptr: through the engine's front (valid until its next plan lookup;
// what a call memo records); else a reference the caller holds (program
// commands), straight from the shared cache.
template <class P, class Build>
Status plan_for(Engine& e, const PlanKey& key, Build&& build, const P** out, PlanPtr* keep) {
  if (!keep) return e.plan<P>(key, build, out);
  PlanPtr pp = key.overflow ? nullptr : e.cache().find(key);
  if (pp) {
    ++e.stats().plan_hits;
  } else {
    ++e.stats().plan_misses;
    TF_TRY(build(&pp));
    if (!key.overflow) pp = e.cache().insert(key, std::move(pp));
  }
  *out = static_cast<const P*>(pp.get());
  *keep = std::move(pp);
  return TF_OK;
}

// Appends nd, shape and nops stride vectors to key.
void key_add_loop(PlanKey& key, int32_t nd, const int64_t* shape, int nops,
                  const int64_t* const* strides);

// The loop plan for a finished key, built on a miss from the arguments.
Status plan_loop(Engine& e, const PlanKey& key, int32_t nd, const int64_t* shape, int nops,
                 const int64_t* const* strides, int order_op, RunFn fn, const LoopPlan** out);

// Runs loop L on base pointers with esize[k] bytes per element; workers > 1
// split an axis operand 0 moves along (when it has one, else one thread).
inline void loop_execute(const Loop& L, char* const* base, const int64_t* esize, RunFn fn,
                         const void* args, int workers) {
  if (L.empty) return;
  if (workers > 1) {
    const int32_t split = loop_split_axis(L, workers, true);
    if (split >= 0 && L.shape[split] > 1) {
      loop_run_parallel(L, base, esize, fn, args, workers, split);
      return;
    }
  }
  loop_run(L, base, esize, fn, args);
}

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
