// program/families.hpp: the operation families recorded in programs beyond
// matmul and reshape: elementwise / reductions / layout (ops_elementwise.cpp),
// contractions (ops_einsum.cpp) and linear algebra (ops_linalg.cpp). Each
// family has recorders (validate, infer the shape, append nodes), an infer
// and a lower function per OpId (the table lives in ops.cpp).
#pragma once
#include <string>

#include "program/lowering.hpp"

namespace tf {
namespace prog {

// Shared by the recorders (record.cpp).
Status check_slot(const Program& p, int32_t slot, const char* what);
Status check_same_dtype(const Program& p, int32_t s, const char* what, int32_t ref,
                        const char* ref_what);
Status append(Program& p, Node n, int32_t* slot);
std::string shape_str(const Shape& s);  // "(2, ?, 4)"
// st, its message prefixed by where (the context of a specialisation; ""
// while recording).
Status prefixed(Status st, const char* where);

// The command running x on a, b, c: one small-kernel call on x's
// precomputed GemmCall when x is small, else matmul_execute (cmd.mm set;
// the caller puts x.scratch_bytes of scratch at r[3] when nonzero). Used by
// matmul and by einsum's gemm steps; x must outlive the Spec.
Cmd matmul_cmd(const MatmulExec& x, Ref a, Ref b, Ref c, tf_scalar alpha, tf_scalar beta);

#define TF_PROG_OP(name)                                                                  \
  Status infer_##name(const Program& p, const Node& n, const Shape* s, Shape* out,         \
                      const char* where);                                                  \
  Status lower_##name(Lowering& L, int32_t slot);
TF_PROG_OP(binary)
TF_PROG_OP(reduce)
TF_PROG_OP(permute)
TF_PROG_OP(slice)
TF_PROG_OP(einsum)
TF_PROG_OP(linalg)  // every linear-algebra OpId (svd .. det)
TF_PROG_OP(ad_rule) // OpId::AdRule (ops_ad_rule.cpp)
#undef TF_PROG_OP
// Families whose result has the shape of their first input.
Status infer_same_shape(const Program& p, const Node& n, const Shape* s, Shape* out,
                        const char* where);
Status lower_unary(Lowering& L, int32_t slot);
Status lower_cast(Lowering& L, int32_t slot);
Status lower_contiguous(Lowering& L, int32_t slot);

// ------------------------------------------------------------ recorders
Status record_unary(Program& p, int32_t op, tf_scalar alpha, int32_t x, int32_t* slot);
Status record_binary(Program& p, int32_t op, tf_scalar alpha, tf_scalar beta, int32_t x,
                     int32_t y, int32_t* slot);
Status record_cast(Program& p, int32_t x, int32_t dtype, int32_t* slot);
Status record_reduce(Program& p, int32_t op, int32_t x, int32_t naxes, const int32_t* axes,
                     bool keepdims, int32_t* slot);
Status record_permute(Program& p, int32_t x, const int32_t* perm, int32_t* slot);
Status record_contiguous(Program& p, int32_t x, int32_t layout, int32_t* slot);
Status record_slice(Program& p, int32_t x, const int64_t* starts, const int64_t* stops,
                    const int64_t* steps, int32_t* slot);
// Einsum: subscripts (string form) or labels (integer form, labels != nullptr).
Status record_einsum(Program& p, const char* subscripts, int32_t n, const int32_t* ops,
                     const int32_t* const* labels, int32_t out_ndim, const int32_t* out_labels,
                     const uint8_t* conj, const int32_t* path, int32_t path_len, int32_t* slot,
                     int32_t semiring = 0);
Status record_tensordot(Program& p, int32_t a, int32_t b, int32_t naxes, const int32_t* axes_a,
                        const int32_t* axes_b, bool conj_a, bool conj_b, int32_t* slot);
// Linear algebra: one slot per result.
Status record_svd(Program& p, int32_t a, int64_t max_rank, double cutoff, int32_t* u,
                  int32_t* s, int32_t* vh);
Status record_qr(Program& p, int32_t a, bool lq, bool nonneg, int32_t* o1, int32_t* o2);
Status record_eigh(Program& p, int32_t a, bool vectors, int32_t* w, int32_t* v);
Status record_solve(Program& p, int32_t a, int32_t b, int32_t* x);
Status record_solve_triangular(Program& p, int32_t a, int32_t b, bool upper, int32_t op,
                               bool unit, int32_t* x);
Status record_cholesky(Program& p, int32_t a, int32_t* l);
Status record_inv(Program& p, int32_t a, int32_t* x);
Status record_det(Program& p, int32_t a, int32_t* d);
// The inputs of the derivative rule of the linear-algebra node v of f (part
// 0), in the order of its row's signature (ops/rules_linalg.hpp), as slots
// of q (q extends f): the node's primal inputs and results, then from d
// (indexed by f's slots, -1: zero) the cotangents of its results (vjp) or
// the tangents of its inputs (jvp). eigvalsh (eigh without vectors) gets
// the vectors from a second eigh recorded into q. flags: the rule's flags;
// *nprimal: the number of primal inputs (the vjp's outputs; the rule input
// whose shape the first jvp result has). A row without a derivative is
// TF_ERR_UNSUPPORTED naming the operation.
Status ad_rule_inputs(Program& q, const Program& f, int32_t v, bool jvp,
                      const std::vector<int32_t>& d, std::vector<int32_t>* ri, int32_t* flags,
                      int32_t* nprimal);
// A derivative rule of the linear-algebra operation fwd (vjp or jvp, as in
// ops/rules_linalg.hpp) as one node computing the rule's output out_index:
// ins[0..nin) are the rule's inputs in its order (-1: absent, i.e. zero or
// not needed), the result has the dtype and shape of ins[like]. flags: the
// rule's flags (solve_triangular: {upper, op, unit}). Used by
// the program transforms (transform.cpp), not by the C API.
Status record_ad_rule(Program& p, OpId fwd, bool jvp, int32_t out_index, int32_t like,
                      const int32_t* ins, int32_t nin, const int32_t* flags, int32_t* slot);
// A forward rule's results 0..nout as one command (parts, see
// ops_ad_rule.cpp): result k has the shape of ins[like0 + k]; slots[k].
Status record_ad_rule_parts(Program& p, OpId fwd, int32_t nout, int32_t like0,
                            const int32_t* ins, int32_t nin, const int32_t* flags,
                            int32_t* slots);
// The reverse adjoint of a slice: ct scattered into zeros of x's shape
// (slice_vjp); sl = the slice node's starts | stops | steps.
Status record_slice_vjp(Program& p, int32_t x, int32_t ct, const std::vector<int64_t>& sl,
                        int32_t* slot);

}  // namespace prog
}  // namespace tf
