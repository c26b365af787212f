// providers/sum_permute.hpp: the unary kernel of contractions: a strided
// permuting copy that may sum over further axes, conjugate, and scale and
// accumulate into its destination (traces, diagonals, partial sums,
// transpositions into scratch, and the last write of an einsum).
#pragma once
#include <cstdint>

#include "core/dtype.hpp"

namespace tf {

struct SumPermute {
  int32_t nout = 0, nred = 0;   // kept axes, summed axes
  const int64_t* ext = nullptr;   // nout extents
  const int64_t* sstr = nullptr;  // nout source strides (elements)
  const int64_t* dstr = nullptr;  // nout destination strides
  const int64_t* rext = nullptr;  // nred extents of the summed axes
  const int64_t* rstr = nullptr;  // nred source strides of the summed axes
  bool conj = false;              // conjugate source elements (complex only)
};

// dst[i] = alpha * sum_r op(src[i, r]) + beta * dst[i] for every kept
// multi-index i; beta = 0 does not read dst. An empty sum gives 0 (src is
// then not read).
void sum_permute(DType dt, const SumPermute& s, const void* src, void* dst, tf_scalar alpha,
                 tf_scalar beta);

}  // namespace tf
