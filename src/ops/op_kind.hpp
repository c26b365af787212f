// ops/op_kind.hpp: the one registry of operation kinds. Plan-cache key tags
// (plan_tag), call-memo tags (memo_tag), program node kinds (program.hpp's
// OpId is this enum) and the operation names in messages (op_name) all come
// from OpKind, so two operations cannot share a tag by accident.
//
// Adding an operation: one enumerator (program kinds before ProgramKinds,
// direct-only kinds after it) and its name in op_name.
#pragma once
#include <cstdint>

namespace tf {

enum class OpKind : uint8_t {
  // Kinds a program records (program/ops.cpp has one entry per kind, in
  // this order).
  Input = 0,
  Matmul,
  Reshape,
  Unary,
  Binary,
  Cast,
  Reduce,
  Permute,
  Contiguous,
  Slice,
  Einsum,
  Svd,
  Qr,
  Lq,
  Eigh,
  Solve,
  SolveTri,
  Cholesky,
  Inv,
  Det,
  AdRule,  // a derivative rule of ops/rules_linalg.hpp (program transforms)
  ProgramKinds,
  // Kinds of direct calls only.
  Dot = ProgramKinds,
  Copy,
  Lu,
  LuSolve,
  EinsumRule,  // the derivative-rule plan of an einsum signature (ops/rules_contract.cpp)
  Lstsq,
  Pinv,
  MatrixNorm,
  Expm,
  Eig,
  Count
};

// The lower-case name of an operation ("matmul", "solve_triangular").
inline const char* op_name(OpKind k) {
  static const char* const kNames[] = {
      "input", "matmul", "reshape", "unary",    "binary", "cast",     "reduce",
      "permute", "contiguous", "slice", "einsum", "svd", "qr", "lq",
      "eigh", "solve", "solve_triangular", "cholesky", "inv", "det",
      "ad_rule", "dot", "copy", "lu", "lu_solve", "einsum_rule", "lstsq", "pinv",
      "matrix_norm", "expm", "eig"};
  static_assert(sizeof(kNames) / sizeof(kNames[0]) == (unsigned)OpKind::Count,
                "one name per OpKind");
  return (unsigned)k < (unsigned)OpKind::Count ? kNames[(unsigned)k] : "?";
}

// The first word of every plan-cache key of kind k ("tf" + the kind).
constexpr int64_t plan_tag(OpKind k) { return 0x7466'0000 | (int64_t)k; }

// The low byte of word 0 of every call-memo key of kind k (the other bits
// of that word are the kind's own: flags, sub-op).
constexpr uint64_t memo_tag(OpKind k) { return (uint64_t)k; }
static_assert((unsigned)OpKind::Count < 256, "memo tags fit one byte");

}  // namespace tf
