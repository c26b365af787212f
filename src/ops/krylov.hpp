// ops/krylov.hpp: Krylov solvers over a Hermitian linear map: the lowest or
// highest eigenpairs (thick-restart Lanczos with full reorthogonalisation)
// and exp(t A) v (Lanczos with an a-posteriori error estimate and time
// steps). The map is a callback on contiguous row-major vectors, so this
// layer knows nothing of programs (the C boundary binds a prepared program
// to it). Krylov vectors and LAPACK workspaces live in one pooled scratch
// block per solve; BLAS runs with the engine's worker decision.
#pragma once
#include "core/tensor.hpp"
#include "engine/engine.hpp"

namespace tf {

// y = A x on vectors of dtype dt and shape (ndim, shape), both contiguous
// row-major tensors, y never overlapping x.
struct LinearMap {
  DType dt = DType::F64;
  int32_t ndim = 0;
  int64_t shape[TF_MAX_RANK] = {};
  Status (*apply)(void* ctx, Engine& e, const Tensor& x, Tensor& y) = nullptr;
  void* ctx = nullptr;
};

struct EigshOpts {
  int64_t k = 0;           // 0: 1
  bool highest = false;
  double tol = 0;          // 0: 1e-10
  int64_t max_iter = 0;    // 0: max(1000, 20 m)
  int64_t krylov_dim = 0;  // 0: max(20, 2k + 10)
  const Tensor* start = nullptr;
};

struct ExpmOpts {
  double tol = 0;          // 0: 1e-12
  int64_t krylov_dim = 0;  // 0: 30
  int64_t max_iter = 0;    // 0: 10000
};

struct SolveOpts {
  double tol = 0;           // 0: 1e-10
  int64_t max_iter = 0;     // 0: max(1000, 10 n)
  int64_t restart = 0;      // GMRES basis size; 0: min(n, 50)
  const Tensor* x0 = nullptr;
};

struct KrylovResult {
  int64_t iterations = 0, matvecs = 0, restarts = 0;
  double residual = 0;
};

// Eigenpairs: w (k) f64, v (k, map shape) of the map's dtype; non-null w, v
// are _into outputs, else alloc_w / alloc_v receive new row-major tensors.
// Nothing is written unless the tolerance is met (TF_ERR_NUMERICAL).
Status eigsh(Engine& e, const LinearMap& a, const EigshOpts& o, Tensor* w, Tensor* v,
             Tensor** alloc_w, Tensor** alloc_v, KrylovResult* r);

// out = exp(t A) v; out (non-null: _into) or alloc_out. out may be v.
Status expm_multiply(Engine& e, const LinearMap& a, tf_scalar t, const Tensor& v,
                     const ExpmOpts& o, Tensor* out, Tensor** alloc_out, KrylovResult* r);

// x = A^-1 b by conjugate gradients (A Hermitian positive definite; gmres
// false) or restarted GMRES (any nonsingular A; gmres true). x (non-null:
// _into) or alloc_x; x may be b. TF_OK only when ||b - A x|| <= tol ||b||
// for the returned x (a true residual, one application); else
// TF_ERR_NUMERICAL with the relative residual reached, nothing written.
// r->residual: that relative residual.
Status linsolve(Engine& e, const LinearMap& a, bool gmres, const Tensor& b, const SolveOpts& o,
                Tensor* x, Tensor** alloc_x, KrylovResult* r);

}  // namespace tf
