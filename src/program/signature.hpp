// program/signature.hpp: the input signature of a run (dtype, rank, shape
// and strides of every input and output tensor; strides of axes with
// extent <= 1 do not count) and the checks that explain a mismatch.
#pragma once
#include "program/program.hpp"

namespace tf {
namespace prog {

// Words a signature of program p takes (ranks are fixed by the program).
std::size_t signature_words(const Program& p);
// Writes the signature words of these tensors and their hash.
void build_signature(const Program& p, const Tensor* const* inputs,
                     const Tensor* const* outputs, std::vector<int64_t>* sig, uint64_t* hash);
uint64_t hash_words(const int64_t* w, std::size_t n);

// One tensor against its signature words; advances w on a match.
inline bool tensor_matches(const int64_t*& w, const Tensor& t) {
  if (w[0] != ((int64_t)t.dtype | (int64_t)t.ndim << 8)) return false;
  const int32_t nd = t.ndim;
  for (int32_t d = 0; d < nd; ++d) {
    if (w[1 + d] != t.shape[d]) return false;
    if (w[1 + nd + d] != (t.shape[d] > 1 ? t.strides[d] : 0)) return false;
  }
  w += 1 + 2 * nd;
  return true;
}

// Clear errors for tensors that do not fit the program (dtype, rank,
// static extents; outputs: the inferred dtype and shape).
Status check_inputs(const Program& p, const Tensor* const* inputs);
Status check_outputs(const Program& p, const std::vector<Shape>& shapes,
                     const Tensor* const* outputs);

}  // namespace prog
}  // namespace tf
