// ops/einsum_path.hpp: a contraction plan as a value (tf_einsum_path): the
// operand shapes it was made for, its path in the linear format, its
// sliced labels and predicted costs; its byte form and the check that it
// fits a call.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/tensor.hpp"
#include "engine/engine.hpp"
#include "ops/einsum.hpp"

namespace tf {

struct EinsumPath {
  int32_t n = 0;
  std::vector<std::vector<int64_t>> shapes;  // per operand
  std::vector<int32_t> pairs;                // linear format, 2 * (n - 1)
  std::vector<int64_t> sliced;               // as the caller names them
  double flops = 0, largest = 0, slices = 1;
  int64_t peak_bytes = 0;
};

// The plan tf_einsum would use for spec over ops (allocating form), made or
// found in the engine's plan cache.
Status einsum_path_make(Engine& e, const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
                        EinsumPath* path);
// Whether path was made for these operands (count and shapes).
Status einsum_path_check(const EinsumPath& path, int32_t n, const Tensor* const* ops);
// Sets spec's path and slicing from path.
void einsum_path_apply(const EinsumPath& path, EinsumSpec* spec);
// The byte form (version 1) and back.
std::string einsum_path_bytes(const EinsumPath& path);
Status einsum_path_parse(const unsigned char* buf, std::size_t size, EinsumPath* path);

}  // namespace tf
