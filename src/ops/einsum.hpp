// ops/einsum.hpp: contractions (einsum with string or integer labels, and
// tensordot on top of it): validation, one cached plan per signature, and
// its execution as unary reduce/permute steps and batched matrix products.
#pragma once
#include "core/tensor.hpp"
#include "engine/engine.hpp"
#include "providers/semiring.hpp"

namespace tf {

// What the caller asked for, unparsed. Exactly one of subscripts / labels.
struct EinsumSpec {
  const char* subscripts = nullptr;        // string form
  const int32_t* const* labels = nullptr;  // integer form: labels[i][axis]
  int32_t out_ndim = -1;                   // integer form; < 0: implicit
  const int32_t* out_labels = nullptr;
  const uint8_t* conj = nullptr;           // per operand, or nullptr
  const int32_t* path = nullptr;           // 2 * path_len, or nullptr
  int32_t path_len = 0;
  const char* labels_name = "labels";      // argument names in messages
  const char* out_labels_name = "out_labels";
  // The algebra the steps run in (ops/semiring.hpp); part of the plan key
  // (a plan is built, or refused, for one algebra).
  // accumulate (non-standard only): out = (beta (x) out) (+) (alpha (x) r),
  // else out = r (alpha and beta ignored).
  Semiring semiring = Semiring::Standard;
  bool accumulate = false;
  // Order search and slicing (tf_einsum_options, version 1.2 fields;
  // validated by einsum_check_search): optimizer and objective values of
  // ops/contraction_order.hpp, the search's time budget (seconds, 0 =
  // default), its seed, and the bytes an intermediate may hold (0 = no
  // slicing). sliced: labels to slice as the caller names them (a plan read
  // back), with path set; they replace the search's slicing.
  int32_t optimizer = 0, objective = 0;
  double time_budget = 0;
  uint64_t seed = 0;
  int64_t memory_budget = 0;
  const int64_t* sliced = nullptr;
  int32_t sliced_len = 0;
  bool search = false;  // any field above set (the default search otherwise)
};

// Checks the order-search fields of spec (names as options->field).
Status einsum_check_search(const EinsumSpec& spec);

struct EinsumPlan;
// The plan of the allocating form of the call (validated, from the engine's
// plan cache or built and cached), without running it.
Status einsum_plan_for(Engine& e, const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
                       const EinsumPlan** plan);

// out = alpha * einsum(...) + beta * out. With out == nullptr the result is
// allocated row-major (alpha = 1, beta = 0 expected) into *alloc_out.
// Nothing is written on error.
Status einsum(Engine& e, const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
              tf_scalar alpha, tf_scalar beta, Tensor* out, Tensor** alloc_out);

// Operand checks every einsum-shaped call makes: n from 1 to kMaxOperands
// operands, none NULL (more: appended to the message of n < 1); every
// operand has operands[0]'s dtype; in the labels form every operand of
// rank > 0 has its labels.
Status check_operand_count(int32_t n, const Tensor* const* ops, const char* more = "");
Status check_operand_dtypes(int32_t n, const Tensor* const* ops);
Status check_operand_labels(const EinsumSpec& spec, int32_t n, const Tensor* const* ops);
// A caller's path (spec.path set) has n - 1 pairs; checked before a plan key
// reads it. Its pairs are checked where the call is parsed (einsum_build,
// einsum_labels_of).
Status check_path_len(const EinsumSpec& spec, int32_t n);

// The einsum labels of tensordot (a of rank na with extents ea, b likewise;
// an extent < 0, dynamic while recording, matches any): la[na], lb[nb] and
// lo[*out_ndim] (the free axes of a, then of b). Validates naxes, the axes
// and the contracted extents. Direct calls and program recording use it.
Status tensordot_labels(int32_t na, const int64_t* ea, int32_t nb, const int64_t* eb,
                        int32_t naxes, const int32_t* axes_a, const int32_t* axes_b,
                        int32_t* la, int32_t* lb, int32_t* lo, int32_t* out_ndim);

// The words of a call's plan key (everything the forward plan depends on,
// no out), appended to *key, not finished; and the words of one tensor's
// shape and strides. Derivative rules key their plans with them.
Status einsum_key_words(const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
                        PlanKey* key);
void einsum_key_tensor(PlanKey* key, const Tensor& t);

// tensordot_labels of two tensors of one dtype, into one struct.
struct TensordotLabels {
  int32_t la[TF_MAX_RANK], lb[TF_MAX_RANK], lo[TF_MAX_RANK];
  int32_t rank = 0;
};
Status tensordot_labels(const Tensor* a, const Tensor* b, int32_t naxes, const int32_t* axes_a,
                        const int32_t* axes_b, TensordotLabels* t);

// Tensordot as an einsum with integer labels (free axes of a, then of b).
Status tensordot(Engine& e, const Tensor* a, const Tensor* b, int32_t naxes,
                 const int32_t* axes_a, const int32_t* axes_b, bool conj_a, bool conj_b,
                 tf_scalar alpha, tf_scalar beta, Tensor* out, Tensor** alloc_out,
                 Semiring semiring = Semiring::Standard, bool accumulate = false);

}  // namespace tf
