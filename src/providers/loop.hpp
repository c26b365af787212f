// providers/loop.hpp: strided iteration over up to three operands, shared by
// the elementwise, reduction, cast and copy kernels.
//
// A Loop is the iteration plan of one call signature: axes of extent 1
// dropped, the rest ordered so the chosen operand's smallest stride is
// innermost, and neighbouring axes merged wherever every operand allows it
// (so a contiguous tensor of any rank becomes one run). Kernels see only
// innermost runs: (n, pointers, element strides), so the contiguous case is
// a plain vectorisable loop. Providers know nothing of engines or handles:
// the caller passes the worker count it was granted.
#pragma once
#include <cstdint>

#include "tenferro.h"

namespace tf {

constexpr int kLoopMaxOps = 3;

struct Loop {
  int32_t nd = 1;                          // >= 1
  int32_t nops = 0;                        // operand 0 is the one written
  bool empty = false;                      // some extent is 0: nothing to run
  int32_t tile = -1;                       // >= 0: run axes (tile, nd-1) in
                                           // square blocks (a transposing read)
  int64_t shape[TF_MAX_RANK] = {1};
  int64_t st[kLoopMaxOps][TF_MAX_RANK] = {};  // element strides; axis nd-1 innermost
};

// Builds the loop over shape (rank nd) for nops operands whose element
// strides are strides[k] (0 = broadcast along that axis). order_op names the
// operand whose strides set the loop order. When operand 0 is unit-stride
// innermost but operand 1 is unit-stride along another axis (a transpose),
// those two axes run in cache-sized square blocks.
void loop_build(int32_t nd, const int64_t* shape, int nops, const int64_t* const* strides,
                int order_op, Loop* out);

// One innermost run: n elements; p[k] points at operand k's first element,
// s[k] is its element stride; args is the kernel's own argument block.
using RunFn = void (*)(int64_t n, char* const* p, const int64_t* s, const void* args);

// Runs fn over the loop with operand base pointers base[k] and element sizes
// esize[k] (bytes). With split >= 0 only indices [lo, hi) of that axis run.
void loop_run(const Loop& L, char* const* base, const int64_t* esize, RunFn fn,
              const void* args, int32_t split = -1, int64_t lo = 0, int64_t hi = 0);

// The axis to split across `workers`: the outermost axis with extent >=
// 4 * workers (else the longest); with distinct_out only axes along which
// operand 0 moves (stride != 0), so workers never write the same element.
// -1 when there is no such axis.
int32_t loop_split_axis(const Loop& L, int workers, bool distinct_out);

// Runs fn with `workers` (> 1) threads, each on a slice of axis split.
void loop_run_parallel(const Loop& L, char* const* base, const int64_t* esize, RunFn fn,
                       const void* args, int workers, int32_t split);

// Reductions to one element: worker t accumulates its slice of axis split
// into partials + t * esize[0] (which the caller has initialised) instead of
// base[0]; the caller combines the partials.
void loop_run_partials(const Loop& L, char* const* base, const int64_t* esize, RunFn fn,
                       const void* args, int workers, int32_t split, char* partials);

}  // namespace tf
