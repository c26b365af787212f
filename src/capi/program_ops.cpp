// capi/program_ops.cpp: recording the operation families of sections 7-9 in
// programs (section 13 of tenferro.h).
#include "capi/boundary.hpp"
#include "ops/elementwise.hpp"
#include "program/families.hpp"

struct tf_program {};

using namespace tf;

namespace {
inline prog::Program* obj(tf_program* p) { return reinterpret_cast<prog::Program*>(p); }

Status einsum_opts(const tf_einsum_options* options, tf_einsum_options* o) {
  return read_options(options, "options", o);
}
}  // namespace

extern "C" {

tf_status tf_program_unary(tf_program* program, tf_unary_op op, int32_t x, int32_t* slot) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(slot);
    TF_TRY(check_unary_op(enum_arg(op), "op"));
    return prog::record_unary(*obj(program), enum_arg(op), kOne, x, slot);
  });
}

tf_status tf_program_scale(tf_program* program, tf_scalar alpha, int32_t x, int32_t* slot) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(slot);
    return prog::record_unary(*obj(program), (int32_t)Unary::Scale, alpha, x, slot);
  });
}

tf_status tf_program_binary(tf_program* program, tf_binary_op op, int32_t x, int32_t y,
                            int32_t* slot) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(slot);
    TF_TRY(check_binary_op(enum_arg(op), "op"));
    return prog::record_binary(*obj(program), enum_arg(op), kOne, kZero, x, y, slot);
  });
}

tf_status tf_program_axpby(tf_program* program, tf_scalar alpha, int32_t x, tf_scalar beta,
                           int32_t y, int32_t* slot) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(slot);
    return prog::record_binary(*obj(program), (int32_t)Binary::Axpby, alpha, beta, x, y, slot);
  });
}

tf_status tf_program_reduce(tf_program* program, tf_reduce_op op, int32_t x, int32_t naxes,
                            const int32_t* axes, int32_t keepdims, int32_t* slot) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(slot);
    return prog::record_reduce(*obj(program), enum_arg(op), x, naxes, axes, keepdims != 0, slot);
  });
}

tf_status tf_program_cast(tf_program* program, int32_t x, tf_dtype dtype, int32_t* slot) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(slot);
    return prog::record_cast(*obj(program), x, enum_arg(dtype), slot);
  });
}

tf_status tf_program_permute(tf_program* program, int32_t x, const int32_t* perm,
                             int32_t* slot) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(slot);
    return prog::record_permute(*obj(program), x, perm, slot);
  });
}

tf_status tf_program_contiguous(tf_program* program, int32_t x, tf_layout layout,
                                int32_t* slot) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(slot);
    return prog::record_contiguous(*obj(program), x, enum_arg(layout), slot);
  });
}

tf_status tf_program_slice(tf_program* program, int32_t x, const int64_t* starts,
                           const int64_t* stops, const int64_t* steps, int32_t* slot) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(slot);
    return prog::record_slice(*obj(program), x, starts, stops, steps, slot);
  });
}

tf_status tf_program_tensordot(tf_program* program, int32_t a, int32_t b, int32_t naxes,
                               const int32_t* axes_a, const int32_t* axes_b, int32_t conj_a,
                               int32_t conj_b, int32_t* slot) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(slot);
    return prog::record_tensordot(*obj(program), a, b, naxes, axes_a, axes_b, conj_a != 0,
                                  conj_b != 0, slot);
  });
}

tf_status tf_program_einsum(tf_program* program, const char* subscripts, int32_t n,
                            const int32_t* operands, const tf_einsum_options* options,
                            int32_t* slot) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(subscripts);
    TF_NOT_NULL(operands);
    TF_NOT_NULL(slot);
    tf_einsum_options o;
    TF_TRY(einsum_opts(options, &o));
    return prog::record_einsum(*obj(program), subscripts, n, operands, nullptr, -1, nullptr,
                               o.conj, o.path, o.path_len, slot, o.semiring);
  });
}

tf_status tf_program_einsum_labels(tf_program* program, int32_t n, const int32_t* operands,
                                   const int32_t* const* labels, int32_t out_ndim,
                                   const int32_t* out_labels,
                                   const tf_einsum_options* options, int32_t* slot) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(operands);
    TF_NOT_NULL(labels);
    TF_NOT_NULL(slot);
    tf_einsum_options o;
    TF_TRY(einsum_opts(options, &o));
    return prog::record_einsum(*obj(program), nullptr, n, operands, labels, out_ndim,
                               out_labels, o.conj, o.path, o.path_len, slot, o.semiring);
  });
}

tf_status tf_program_svd(tf_program* program, int32_t a, const tf_svd_options* options,
                         int32_t* u, int32_t* s, int32_t* vh) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(u);
    TF_NOT_NULL(s);
    TF_NOT_NULL(vh);
    tf_svd_options o;
    TF_TRY(read_options(options, "options", &o));
    return prog::record_svd(*obj(program), a, o.max_rank, o.cutoff, u, s, vh);
  });
}

// Two-result factorisations (qr: q, r; lq: l, q).
#define TF_PROGRAM_QR(NAME, LQ, O1, O2)                                                  \
  tf_status tf_program_##NAME(tf_program* program, int32_t a, int32_t nonneg_diag,       \
                              int32_t* O1, int32_t* O2) {                                \
    return checked({TF_ARG(program), TF_ARG(O1), TF_ARG(O2)}, [&] {                      \
      return prog::record_qr(*obj(program), a, LQ, nonneg_diag != 0, O1, O2);            \
    });                                                                                  \
  }
TF_PROGRAM_QR(qr, false, q, r)
TF_PROGRAM_QR(lq, true, l, q)
#undef TF_PROGRAM_QR

tf_status tf_program_eigh(tf_program* program, int32_t a, int32_t* w, int32_t* v) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(w);
    TF_NOT_NULL(v);
    return prog::record_eigh(*obj(program), a, true, w, v);
  });
}

tf_status tf_program_eigvalsh(tf_program* program, int32_t a, int32_t* w) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(w);
    return prog::record_eigh(*obj(program), a, false, w, nullptr);
  });
}

tf_status tf_program_solve(tf_program* program, int32_t a, int32_t b, int32_t* x) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(x);
    return prog::record_solve(*obj(program), a, b, x);
  });
}

tf_status tf_program_solve_triangular(tf_program* program, int32_t a, int32_t b, int32_t upper,
                                      tf_op op, int32_t unit_diag, int32_t* x) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(x);
    return prog::record_solve_triangular(*obj(program), a, b, upper != 0, enum_arg(op),
                                         unit_diag != 0, x);
  });
}

tf_status tf_program_cholesky(tf_program* program, int32_t a, int32_t* l) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(l);
    return prog::record_cholesky(*obj(program), a, l);
  });
}

tf_status tf_program_inv(tf_program* program, int32_t a, int32_t* x) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(x);
    return prog::record_inv(*obj(program), a, x);
  });
}

tf_status tf_program_det(tf_program* program, int32_t a, int32_t* d) {
  return guard([&]() -> Status {
    TF_NOT_NULL(program);
    TF_NOT_NULL(d);
    return prog::record_det(*obj(program), a, d);
  });
}

}  // extern "C"
