// program/signature.cpp: signature words, spans and the checks that explain
// why tensors do not fit a program.
#include "program/signature.hpp"

#include <cstdio>
#include <string>

#include "core/shape.hpp"
#include "ops/strided.hpp"

namespace tf {
namespace prog {

std::size_t signature_words(const Program& p) {
  std::size_t n = 0;
  for (int32_t i : p.inputs) n += 1 + 2 * (std::size_t)p.nodes[i].shape.ndim;
  for (std::size_t j = 0; j < p.outputs.size(); ++j) n += 1 + 2 * TF_MAX_RANK;
  return n;
}

uint64_t hash_words(const int64_t* w, std::size_t n) {
  uint64_t h = 1469598103934665603ull ^ n;
  for (std::size_t i = 0; i < n; ++i) h = (h ^ (uint64_t)w[i]) * 1099511628211ull;
  return h ^ (h >> 29);
}

namespace {
void add_tensor(const Tensor& t, std::vector<int64_t>* sig) {
  sig->push_back((int64_t)t.dtype | (int64_t)t.ndim << 8);
  for (int32_t d = 0; d < t.ndim; ++d) sig->push_back(t.shape[d]);
  for (int32_t d = 0; d < t.ndim; ++d) sig->push_back(t.shape[d] > 1 ? t.strides[d] : 0);
}

std::string dims(int32_t nd, const int64_t* d) {
  std::string r = "(";
  for (int32_t i = 0; i < nd; ++i) {
    if (i) r += ", ";
    r += d[i] < 0 ? std::string("?") : std::to_string(d[i]);
  }
  return r + ")";
}
}  // namespace

void build_signature(const Program& p, const Tensor* const* inputs,
                     const Tensor* const* outputs, std::vector<int64_t>* sig, uint64_t* hash) {
  sig->clear();
  for (std::size_t i = 0; i < p.inputs.size(); ++i) add_tensor(*inputs[i], sig);
  for (std::size_t j = 0; j < p.outputs.size(); ++j) add_tensor(*outputs[j], sig);
  *hash = hash_words(sig->data(), sig->size());
}

Status check_inputs(const Program& p, const Tensor* const* inputs) {
  for (std::size_t i = 0; i < p.inputs.size(); ++i) {
    const Node& n = p.nodes[p.inputs[i]];
    const Tensor& t = *inputs[i];
    if (t.dtype != n.dt)
      return fail(TF_ERR_DTYPE_MISMATCH, "inputs[%zu]: dtype %s, the program declares %s (slot %d)",
                  i, dtype_name(t.dtype), dtype_name(n.dt), p.inputs[i]);
    if (t.ndim != n.shape.ndim)
      return fail(TF_ERR_SHAPE_MISMATCH, "inputs[%zu]: rank %d, the program declares rank %d (slot %d)",
                  i, t.ndim, n.shape.ndim, p.inputs[i]);
    for (int32_t d = 0; d < t.ndim; ++d)
      if (n.shape.d[d] != kDynamic && n.shape.d[d] != t.shape[d])
        return fail(TF_ERR_SHAPE_MISMATCH,
                    "inputs[%zu]: shape %s, the program declares %s (slot %d): axis %d must be "
                    "%lld",
                    i, dims(t.ndim, t.shape).c_str(), dims(n.shape.ndim, n.shape.d).c_str(),
                    p.inputs[i], d, (long long)n.shape.d[d]);
  }
  return TF_OK;
}

Status check_outputs(const Program& p, const std::vector<Shape>& shapes,
                     const Tensor* const* outputs) {
  for (std::size_t j = 0; j < p.outputs.size(); ++j) {
    const int32_t v = p.outputs[j];
    const Tensor& t = *outputs[j];
    const Shape& s = shapes[v];
    if (t.dtype != p.nodes[v].dt)
      return fail(TF_ERR_DTYPE_MISMATCH, "outputs[%zu]: dtype %s, expected %s (slot %d)", j,
                  dtype_name(t.dtype), dtype_name(p.nodes[v].dt), v);
    bool ok = t.ndim == s.ndim;
    for (int32_t d = 0; ok && d < s.ndim; ++d) ok = t.shape[d] == s.d[d];
    if (!ok)
      return fail(TF_ERR_SHAPE_MISMATCH, "outputs[%zu]: shape %s, expected %s (slot %d)", j,
                  dims(t.ndim, t.shape).c_str(), dims(s.ndim, s.d).c_str(), v);
    char name[32];
    snprintf(name, sizeof name, "outputs[%zu]", j);
    TF_TRY(check_writable(t, name));
  }
  return TF_OK;
}

}  // namespace prog
}  // namespace tf
