// providers/semiring.hpp: contraction kernels over the semirings other than
// (+, x): max-plus, min-plus and max-times (docs/semiring.md). A product
//   C = alpha (x) ((+)_k A[i,k] (x) B[k,j])   [(+) beta (x) C  when acc]
// where (+) is max or min and (x) is + or *; optionally the k that attains
// each element (the lowest one on ties) is written beside it. Providers know
// nothing of handles; ops/semiring.cpp validates and plans.
#pragma once
#include <cstdint>

#include "core/dtype.hpp"
#include "providers/gemm.hpp"

namespace tf {

// The public tf_semiring values.
enum class Semiring : uint8_t { Standard = 0, MaxPlus = 1, MinPlus = 2, MaxTimes = 3 };

// The semiring's "zero" (identity of (+)) and "one" (identity of (x)).
inline double semiring_zero(Semiring s) {
  return s == Semiring::MaxPlus ? -__builtin_inf()
         : s == Semiring::MinPlus ? __builtin_inf()
                                  : 0.0;
}
inline double semiring_one(Semiring s) {
  return s == Semiring::MaxPlus || s == Semiring::MinPlus ? 0.0 : 1.0;
}

// One matrix product on logical matrices given by extents and element
// strides (f32 or f64). arg: nullptr, or the k index attaining each C
// element (0 when no term beats the zero, e.g. k == 0), at strides rsi, csi.
struct SrGemm : GemmOperands<const void*, void*> {
  int64_t rsc, csc;
  int64_t* arg;
  int64_t rsi, csi;
  double alpha, beta;  // alpha (x) result, then (+) beta (x) c when acc
  bool acc;
};

// Runs g on `workers` threads (1: the calling thread). Each element's terms
// are combined in increasing k whatever the split, so values and arg are
// the same for any worker count. The kernel (AVX-512, AVX2 or SSE2) is
// chosen from cpu_isa().
void semiring_gemm(Semiring s, DType dt, const SrGemm& g, int workers);

// The unary step of a contraction in a semiring: for every kept
// multi-index i (nout axes: ext, source strides sstr, destination strides
// dstr), dst[i] = alpha (x) ((+)_r src[i, r]) [(+) beta (x) dst[i] when acc]
// over the nred reduced axes (rext, rstr); an empty reduction gives zero.
// arg: nullptr, or per kept index the row-major flat index of the winning r
// (lowest on ties) at element strides astr (nout of them).
void semiring_reduce(Semiring s, DType dt, int32_t nout, const int64_t* ext,
                     const int64_t* sstr, const int64_t* dstr, int32_t nred,
                     const int64_t* rext, const int64_t* rstr, const void* src, void* dst,
                     double alpha, double beta, bool acc, int64_t* arg, const int64_t* astr);

}  // namespace tf
