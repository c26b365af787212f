// ops/semiring.hpp: contractions over max-plus, min-plus and max-times
// (docs/semiring.md): the checks every semiring call shares, matmul in a
// semiring (with the k that attains each element), its VJP, and the
// configuration recovery of a semiring einsum. Values of einsum/tensordot
// go through the one einsum plan (ops/einsum.cpp runs its steps with the
// semiring kernels); only the recovery walks the plan's order itself.
#pragma once
#include "core/tensor.hpp"
#include "engine/engine.hpp"
#include "ops/einsum.hpp"
#include "ops/matmul.hpp"
#include "providers/semiring.hpp"

namespace tf {

// How a semiring call combines its result with out: out = alpha (x) r, or
// with acc, out = (beta (x) out) (+) (alpha (x) r). Kernels read out only
// when acc is set; semiring_scale clears it when beta is the zero.
struct SrScale {
  double alpha, beta;
  bool acc;
};

// The caller's tf_semiring value (any of the four; messages name `name`).
Status semiring_arg(int32_t value, const char* name, Semiring* out);
// dt must be f32 or f64 for a non-standard semiring (complex: unsupported).
Status semiring_dtype(Semiring s, DType dt, const char* name);
// alpha and beta of an _acc form (real parts; im is ignored); the plain
// and _into forms pass acc = false (alpha = the semiring's one). An _acc
// form whose beta is the semiring's zero gets acc = false: out is not read.
Status semiring_scale(Semiring s, bool acc, tf_scalar alpha, tf_scalar beta, SrScale* out);

// Runs x (from matmul_plan or matmul_prepare) in semiring s: no
// validation. arg: nullptr, or the attaining k per element, row-major over
// the result's shape (batch..., m, n).
void semiring_matmul_execute(const MatmulExec& x, Semiring s, const SrScale& sc,
                             const void* a, const void* b, void* c, int64_t* arg,
                             int workers);

// op_a(a) (x) op_b(b) in semiring s (not Standard), batch axes broadcast;
// out == nullptr allocates (row-major) into *alloc_out. arg as above, with
// arg_len entries available (nullptr: none wanted; refused with acc).
Status matmul_semiring(Engine& e, Semiring s, int32_t op_a, const Tensor* a, int32_t op_b,
                       const Tensor* b, const SrScale& sc, Tensor* out, Tensor** alloc_out,
                       int64_t* arg, int64_t arg_len);

// VJP of c = a (x) b in semiring s (no op, batch axes broadcast): with
// k* the attaining index of c[i, j] (lowest on ties), grad_a[i, k*] +=
// g[i, j] * d(a (x) b)/da and grad_b[k*, j] likewise (1 for the plus
// semirings, b[k*, j] / a[i, k*] for max-times); elements of c equal to
// the zero pass nothing. grad_a / grad_b (either may be nullptr) are
// overwritten, shaped as a and b.
Status matmul_semiring_vjp(Engine& e, Semiring s, const Tensor* a, const Tensor* b,
                           const Tensor* g, Tensor* grad_a, Tensor* grad_b);

// Einsum in spec.semiring with the optimal assignment of every summed
// label: out (shape of the result) gets the values, config (config_len
// entries) per output element (row-major) the value of each summed label,
// labels in ascending order (character code / label value); *nsummed their
// count. No '...'.
Status einsum_semiring_argmax(Engine& e, const EinsumSpec& spec, int32_t n,
                              const Tensor* const* ops, Tensor* out, int64_t* config,
                              int64_t config_len, int32_t* nsummed);

}  // namespace tf
