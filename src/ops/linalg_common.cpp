// ops/linalg_common.cpp: argument checks and failure messages shared by the
// linear-algebra operations.
#include "ops/linalg_common.hpp"

#include <cstdio>

#include "ops/strided.hpp"

namespace tf {
namespace la {
namespace {

void item_str(char* buf, std::size_t cap, const Batch& b, int64_t item) {
  if (b.nb == 0) {
    buf[0] = 0;
    return;
  }
  std::snprintf(buf, cap, " in batch item %lld", (long long)item);
}

}  // namespace

Status matrix_arg(const Tensor& a, const char* name, bool square, Batch* b, Mat* m) {
  if (a.ndim < 2)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "%s: expected a matrix or a stack of matrices (rank >= 2), got rank %d", name,
                a.ndim);
  const int32_t nb = a.ndim - 2;
  b->nb = nb;
  b->count = 1;
  for (int32_t i = 0; i < nb; ++i) {
    b->shape[i] = a.shape[i];
    b->count *= a.shape[i];
  }
  m->rows = a.shape[nb];
  m->cols = a.shape[nb + 1];
  m->rs = a.strides[nb];
  m->cs = a.strides[nb + 1];
  if (square && m->rows != m->cols)
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: expected square matrices, got %lld x %lld", name,
                (long long)m->rows, (long long)m->cols);
  if (m->rows > INT_MAX / 2 || m->cols > INT_MAX / 2)
    return fail(TF_ERR_UNSUPPORTED,
                "%s: %lld x %lld is too large for LAPACK's 32-bit integers", name,
                (long long)m->rows, (long long)m->cols);
  return TF_OK;
}

Status square_op_args(const Tensor& a, const Tensor* x, Batch* b, Mat* m) {
  TF_TRY(matrix_arg(a, "a", true, b, m));
  if (!x) return TF_OK;
  TF_TRY(check_out(*x, "x", a.dtype, *b, {m->rows, m->rows}));
  return no_overlap(*x, "x", a, "a");
}

Status batch_like(const Tensor& t, const char* name, const Tensor& a, const Batch& b, Mat* m) {
  if (t.dtype != a.dtype)
    return fail(TF_ERR_DTYPE_MISMATCH, "%s: dtype %s does not match a's dtype %s", name,
                dtype_name(t.dtype), dtype_name(a.dtype));
  Batch tb;
  TF_TRY(matrix_arg(t, name, false, &tb, m));
  ShapeMismatch sm;
  if (shapes_differ(tb.nb, tb.shape, b.nb, b.shape, &sm))
    return fail(TF_ERR_SHAPE_MISMATCH,
                "%s: batch shape %s, expected a's batch shape %s (no broadcasting)", name, sm.got,
                sm.want);
  return TF_OK;
}

Status check_out_dims(const Tensor& out, const char* name, DType dt, int32_t r,
                      const int64_t* want) {
  TF_TRY(check_out(out, dt, r, want, name));  // ops/strided: dtype and shape
  return check_writable(out, name);
}

Status check_read(const Tensor& t, const char* name, DType dt, const Batch& b,
                  std::initializer_list<int64_t> trail) {
  int64_t want[TF_MAX_RANK];
  int32_t r = 0;
  for (int32_t i = 0; i < b.nb; ++i) want[r++] = b.shape[i];
  for (int64_t d : trail) want[r++] = d;
  return tf::check_out(t, dt, r, want, name);  // ops/strided: dtype and shape
}

Status check_out(const Tensor& out, const char* name, DType dt, const Batch& b,
                 std::initializer_list<int64_t> trail) {
  TF_TRY(check_read(out, name, dt, b, trail));
  return check_writable(out, name);
}

Status no_overlap(const Tensor& out, const char* out_name, const Tensor& t, const char* t_name) {
  if (tensors_overlap(out, t))
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: overlaps the memory of %s", out_name, t_name);
  return TF_OK;
}

Status numerical(const char* name, const char* what, const char* routine, int info,
                 const Batch& b, int64_t item) {
  char it[64];
  item_str(it, sizeof it, b, item);
  return fail(TF_ERR_NUMERICAL, "%s: %s (LAPACK %s info = %d)%s", name, what, routine, info, it);
}

Status lapack_arg(const char* routine, int info) {
  return fail(TF_ERR_INTERNAL, "internal error: LAPACK %s rejected argument %d", routine, -info);
}

Status non_finite(const char* name, const Batch& b, int64_t item, int64_t i, int64_t j) {
  char it[64];
  item_str(it, sizeof it, b, item);
  return fail(TF_ERR_NUMERICAL,
              "%s: element (%lld, %lld)%s is NaN or Inf; linear algebra accepts finite input "
              "only",
              name, (long long)i, (long long)j, it);
}

Status oom(const char* what, std::size_t bytes) {
  return fail(TF_ERR_OUT_OF_MEMORY, "out of memory for %s scratch (%zu bytes)", what, bytes);
}

}  // namespace la
}  // namespace tf
