// ops/linalg.hpp: linear algebra over stacks of matrices through LAPACK:
// SVD (thin, truncated, tensor split), QR, LQ, eigh, solvers, Cholesky, LU,
// determinant, inverse. Each function validates everything, finds or builds
// its plan (workspace sizes queried once), computes every batch item into
// pooled scratch and writes its outputs only after every item succeeded.
// An output pointer that is non-null is an `_into` output (exact shape);
// otherwise the result is allocated row-major into the matching alloc_*.
#pragma once
#include "core/tensor.hpp"
#include "engine/engine.hpp"

namespace tf {

struct SvdOpts {
  int64_t max_rank = 0;  // 0: no limit
  double cutoff = 0.0;   // 0: none
};
struct SvdResult {
  int64_t rank = 0;
  double trunc_err = 0.0;
  bool fallback = false;
};

Status svd(Engine& e, const Tensor* a, const SvdOpts& o, Tensor* u, Tensor* s, Tensor* vh,
           Tensor** alloc_u, Tensor** alloc_s, Tensor** alloc_vh, SvdResult* r);
// a's axes split into left_axes (in that order) and the remaining axes (in
// increasing order); u is (left extents..., k), vh is (k, right extents...).
Status svd_split(Engine& e, const Tensor* a, int32_t n_left, const int32_t* left_axes,
                 const SvdOpts& o, Tensor* u, Tensor* s, Tensor* vh, Tensor** alloc_u,
                 Tensor** alloc_s, Tensor** alloc_vh, SvdResult* r);
// lq false: a = q r; lq true: a = l q (o1 = l, o2 = q). nonneg: the
// triangular factor's diagonal is made real non-negative.
Status qr(Engine& e, const Tensor* a, bool lq, bool nonneg, Tensor* o1, Tensor* o2,
          Tensor** alloc1, Tensor** alloc2);
Status eigh(Engine& e, const Tensor* a, bool vectors, Tensor* w, Tensor* v, Tensor** alloc_w,
            Tensor** alloc_v);
Status solve(Engine& e, const Tensor* a, const Tensor* b, Tensor* x, Tensor** alloc_x);
Status solve_triangular(Engine& e, const Tensor* a, const Tensor* b, bool upper, int32_t op,
                        bool unit, Tensor* x, Tensor** alloc_x);
Status cholesky(Engine& e, const Tensor* a, Tensor* l, Tensor** alloc_l);
Status lu(Engine& e, const Tensor* a, Tensor* lu, Tensor** alloc_lu, int32_t* piv,
          std::size_t piv_count);
Status lu_solve(Engine& e, const Tensor* lu, const int32_t* piv, std::size_t piv_count,
                const Tensor* b, Tensor* x, Tensor** alloc_x);
Status det(Engine& e, const Tensor* a, Tensor* d, Tensor** alloc_d);
Status inv(Engine& e, const Tensor* a, Tensor* x, Tensor** alloc_x);

// Least squares min ||a x - b|| per column (?gelsd): x (..., n, r), res
// (..., r, real dtype) = ||b - a x||^2 per column, rank[item] (when rank is
// not NULL; rank_count >= batch items). rcond < 0: eps * max(m, n).
Status lstsq(Engine& e, const Tensor* a, const Tensor* b, double rcond, Tensor* x, Tensor* res,
             Tensor** alloc_x, Tensor** alloc_res, int64_t* rank, std::size_t rank_count);
// Moore-Penrose pseudo-inverse x (..., n, m) of a (..., m, n) through its SVD;
// singular values <= rcond * s_max are dropped (rcond < 0: eps * max(m, n)).
Status pinv(Engine& e, const Tensor* a, double rcond, Tensor* x, Tensor** alloc_x);
// The default relative cutoff of lstsq and pinv for an m x n matrix.
double default_rcond(DType dt, int64_t m, int64_t n);
// Matrix norm (tf_matrix_norm_kind) of every matrix: out has the batch shape
// and the real dtype.
Status matrix_norm(Engine& e, const Tensor* a, int32_t kind, Tensor* out, Tensor** alloc_out);
// kind is a tf_matrix_norm_kind (else TF_ERR_INVALID_ARGUMENT naming "kind").
Status check_norm_kind(int32_t kind);
// Matrix exponential (scaling and squaring, Pade degree 3 to 13).
Status expm(Engine& e, const Tensor* a, Tensor* x, Tensor** alloc_x);
// General eigen-decomposition a v = v diag(w) (?geev): w (..., n) and v
// (..., n, n) of the complex dtype, in LAPACK's order, unit-norm columns.
Status eig(Engine& e, const Tensor* a, bool vectors, Tensor* w, Tensor* v, Tensor** alloc_w,
           Tensor** alloc_v);

}  // namespace tf
