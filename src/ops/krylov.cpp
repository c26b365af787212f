// ops/krylov.cpp: eigsh (thick-restart Lanczos) and expm_multiply (Lanczos
// time steps) over a LinearMap. See ops/krylov.hpp and docs/krylov.md.
#include "ops/krylov.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "engine/threads.hpp"
#include "ops/linalg_common.hpp"
#include "ops/strided.hpp"
#include "providers/copy.hpp"
#include "providers/gemm.hpp"
#include "providers/lapack.hpp"

namespace tf {
using la::al64;
using la::check_out_dims;
using la::lapack_arg;
using la::no_overlap;
using la::Scratch;
namespace {

constexpr double kEps = std::numeric_limits<double>::epsilon();

template <class T> double re(T x) { return std::real(x); }
template <class T> double abs2(T x) { return std::norm(x); }

// ---------------------------------------------------------------- vectors
// The dense vector algebra of a solve: n elements of T per vector, vectors
// stored one after another (a row-major matrix of vectors).
template <class T>
struct Vecs {
  Engine& e;
  const LinearMap& a;
  int64_t n;
  KrylovResult* r;

  // y = A x (one map application).
  Status apply(const T* x, T* y) {
    Tensor tx{}, ty{};
    for (Tensor* t : {&tx, &ty}) {
      t->dtype = a.dt;
      t->ndim = a.ndim;
      int64_t s = 1;
      for (int32_t i = a.ndim - 1; i >= 0; --i) {
        t->shape[i] = a.shape[i];
        t->strides[i] = s;
        s *= a.shape[i];
      }
    }
    tx.data = reinterpret_cast<char*>(const_cast<T*>(x));
    ty.data = reinterpret_cast<char*>(y);
    ++r->matvecs;
    return a.apply(a.ctx, e, tx, ty);
  }

  // C (m x nc) = alpha op(A) B + beta C through BLAS, all given by strides.
  void gemm(int64_t m, int64_t nc, int64_t k, const T* A, int64_t rsa, int64_t csa, bool conj_a,
            const T* B, int64_t rsb, int64_t csb, T* C, int64_t rsc, int64_t csc, double alpha,
            double beta) {
    GemmCall g{{m, nc, k, A, rsa, csa, B, rsb, csb, C}, rsc, csc, {alpha, 0}, {beta, 0}};
    const int workers = e.workers_for((double)m * nc * k);
    blas_gemm(dtype_of<T>::value, g, conj_a, false, workers);
  }

  // w -= V (V^H w) over the j vectors V (classical Gram-Schmidt), repeated
  // once when the first pass cancelled more than half of w's norm squared
  // (the Daniel-Gragg-Kaufman-Stewart criterion: otherwise one pass is
  // orthogonal to working precision); h (j) receives the summed
  // coefficients V^H w. Returns ||w|| after.
  double orth(const T* V, int64_t j, T* w, T* h, T* h2) {
    double before = norm(w);
    if (j == 0) return before;
    for (int pass = 0; pass < 2; ++pass) {
      T* c = pass ? h2 : h;
      gemm(j, 1, n, V, n, 1, true, w, 1, 1, c, 1, j, 1.0, 0.0);  // c = V^H w
      gemm(n, 1, j, V, 1, n, false, c, 1, 1, w, 1, n, -1.0, 1.0);  // w -= V c
      if (pass) {
        for (int64_t i = 0; i < j; ++i) h[i] += h2[i];
        return norm(w);
      }
      const double after = norm(w);
      if (after > 0.7071 * before) return after;
      before = after;
    }
    return before;
  }

  double norm(const T* x) const {
    double s = 0;
    for (int64_t i = 0; i < n; ++i) s += abs2(x[i]);
    return std::sqrt(s);
  }
  void scale(T* x, double f) const {
    for (int64_t i = 0; i < n; ++i) x[i] *= f;
  }

  // X (p x n) = Z^T V: p combinations of the j vectors V with the columns of
  // the real j x p column-major Z (leading dimension ldz), or complex
  // coefficients zc (same layout) when T is complex and zc is given.
  void combine(const T* V, int64_t j, const double* Z, int64_t ldz, int64_t p, T* X,
               T* zbuf) {
    const T* A;
    if constexpr (std::is_same_v<T, double>) {
      A = Z;
      (void)zbuf;
    } else {
      for (int64_t c = 0; c < p; ++c)
        for (int64_t i = 0; i < j; ++i) zbuf[c * ldz + i] = Z[c * ldz + i];
      A = zbuf;
    }
    gemm(p, n, j, A, ldz, 1, false, V, n, 1, X, n, 1, 1.0, 0.0);
  }

  // A fixed pseudo-random vector (splitmix64; reproducible run to run).
  void random(T* x, uint64_t seed) const {
    auto next = [&seed]() {
      uint64_t z = (seed += 0x9E3779B97F4A7C15ull);
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
      z ^= z >> 31;
      return (double)(z >> 11) * 0x1.0p-53 * 2.0 - 1.0;
    };
    for (int64_t i = 0; i < n; ++i) {
      if constexpr (std::is_same_v<T, double>)
        x[i] = next();
      else {
        const double u = next();
        x[i] = T(u, next());
      }
    }
  }
};

// Writes the contiguous row-major (nd, shape) data src into out (any strides).
void scatter(const Tensor& out, const void* src) {
  int64_t s[TF_MAX_RANK], m = 1;
  for (int32_t i = out.ndim - 1; i >= 0; --i) {
    s[i] = m;
    m *= out.shape[i];
  }
  strided_copy(out.esize(), out.ndim, out.shape, src, s, out.data, out.strides);
}

// Reads t (any strides) into contiguous row-major dst.
void gather(const Tensor& t, void* dst) {
  int64_t s[TF_MAX_RANK], m = 1;
  for (int32_t i = t.ndim - 1; i >= 0; --i) {
    s[i] = m;
    m *= t.shape[i];
  }
  strided_copy(t.esize(), t.ndim, t.shape, t.data, t.strides, dst, s);
}

// The map's vector dtype and shape must be those of t (named name).
Status check_vector(const LinearMap& a, const Tensor& t, const char* name) {
  return tf::check_out(t, a.dt, a.ndim, a.shape, name);  // ops/strided: dtype and shape
}

int64_t numel_of(const LinearMap& a) {
  int64_t n = 1;
  for (int32_t i = 0; i < a.ndim; ++i) n *= a.shape[i];
  return n;
}

// options->tol: 0 (the default) or in [min_tol, 1); options->max_iter >= 0.
Status check_tol_iter(double tol, double min_tol, int64_t max_iter) {
  if (tol != 0 && !(tol >= min_tol && tol < 1))
    return fail(TF_ERR_INVALID_ARGUMENT, "options->tol: %g, expected 0 (default) or in [%g, 1)",
                tol, min_tol);
  if (max_iter < 0)
    return fail(TF_ERR_INVALID_ARGUMENT, "options->max_iter: %lld, expected >= 0",
                (long long)max_iter);
  return TF_OK;
}

Status non_finite_map() {
  return fail(TF_ERR_NUMERICAL, "map: produced a non-finite value (NaN or Inf)");
}

// Bytes of a scratch region of count elements of T, rounded up to 64.
template <class T> std::size_t region(int64_t count) { return al64((std::size_t)count * sizeof(T)); }

// ------------------------------------------------------------------ eigsh
template <class T>
Status eigsh_t(Engine& e, const LinearMap& a, const EigshOpts& o, int64_t n, int64_t k, int64_t m,
               Tensor* w, Tensor* v, Tensor** alloc_w, Tensor** alloc_v, KrylovResult* res) {
  const int64_t keep = std::min(m - 1, k + (m - k) / 2);
  const int64_t max_iter = o.max_iter ? o.max_iter : std::max<int64_t>(1000, 20 * m);
  const double tol = o.tol ? o.tol : 1e-10;
  const int64_t lwork = 1 + 6 * m + 2 * m * m, liwork = 3 + 5 * m;
  // Scratch: V (m + 1 vectors), X (max(keep, k) vectors), then the small
  // problems: T and Z (m x m), theta, h, h2, zbuf, work, iwork.
  const int64_t nx = std::max(keep, k);
  std::size_t off[9], total = 0;
  const std::size_t sizes[9] = {region<T>((m + 1) * n), region<T>(nx * n), region<double>(m * m),
                                region<double>(m * m),  region<double>(m),    region<T>(3 * m),
                                region<T>(m * m),       region<double>(lwork), region<int>(liwork)};
  for (int i = 0; i < 9; ++i) off[i] = total, total += sizes[i];
  Scratch sc;
  TF_TRY(sc.get(e, total, "eigsh working vectors"));
  char* base = sc.p();
  T* V = reinterpret_cast<T*>(base + off[0]);
  T* X = reinterpret_cast<T*>(base + off[1]);
  double* Tm = reinterpret_cast<double*>(base + off[2]);  // m x m, column-major
  double* Z = reinterpret_cast<double*>(base + off[3]);
  double* theta = reinterpret_cast<double*>(base + off[4]);
  T* h = reinterpret_cast<T*>(base + off[5]);
  T* h2 = h + m;
  T* zbuf = reinterpret_cast<T*>(base + off[6]);
  double* work = reinterpret_cast<double*>(base + off[7]);
  int* iwork = reinterpret_cast<int*>(base + off[8]);
  Vecs<T> vs{e, a, n, res};
  auto vec = [&](int64_t i) { return V + i * n; };
  auto Tij = [&](int64_t i, int64_t j) -> double& { return Tm[i + j * m]; };

  // The start vector.
  if (o.start)
    gather(*o.start, V);
  else
    vs.random(V, 0x7E4F3C2Bu);
  double nrm = vs.norm(V);
  if (!std::isfinite(nrm))
    return fail(TF_ERR_INVALID_ARGUMENT, "options->start: holds a non-finite value");
  if (nrm == 0) return fail(TF_ERR_INVALID_ARGUMENT, "options->start: the zero vector");
  vs.scale(V, 1.0 / nrm);
  std::fill(Tm, Tm + m * m, 0.0);

  int64_t j = 1;       // basis vectors held
  double anorm = 0;    // largest |Ritz value| seen
  uint64_t seed = 0x51ED270Bu;
  // cpl[0..j): the coupling of each basis vector's image to the residual
  // direction vec(j) (unit): A V = V T + vec(j) cpl^T.
  double* cpl = reinterpret_cast<double*>(h2 + m) ;

  for (;;) {
    // Expand the basis to m vectors (or until the space is exhausted or the
    // budget is spent).
    bool exhausted = false, budget = false;
    for (;;) {
      const int64_t c = j - 1;
      if (res->iterations >= max_iter) {
        // vec(c) has no column yet: it becomes the residual direction.
        budget = true;
        j = c;
        for (int64_t i = 0; i < j; ++i) cpl[i] = Tij(j, i);
        break;
      }
      T* y = vec(j);
      TF_TRY(vs.apply(vec(c), y));
      ++res->iterations;
      const double beta = vs.orth(V, j, y, h, h2);
      for (int64_t i = 0; i < j; ++i) Tij(i, c) = Tij(c, i) = re(h[i]);
      if (!std::isfinite(beta) || !std::isfinite(Tij(c, c))) return non_finite_map();
      anorm = std::max(anorm, std::fabs(Tij(c, c)));
      double coupling = beta;
      if (beta <= 1e-12 * std::max(anorm, beta)) {
        // Invariant subspace: continue with a new direction, coupled by 0.
        vs.random(y, seed++);
        const double n0 = vs.norm(y);
        vs.orth(V, j, y, h, h2);
        const double nb = vs.orth(V, j, y, h, h2) / n0;
        if (nb <= 1e-8) {  // the basis spans the space
          exhausted = true;
          for (int64_t i = 0; i < j; ++i) cpl[i] = 0;
          break;
        }
        vs.scale(y, 1.0 / vs.norm(y));
        coupling = 0;
      } else {
        vs.scale(y, 1.0 / beta);
      }
      if (j == m) {
        for (int64_t i = 0; i < j; ++i) cpl[i] = 0;
        cpl[j - 1] = coupling;
        break;
      }
      Tij(j, c) = Tij(c, j) = coupling;
      ++j;
    }
    if (j < k)
      return fail(TF_ERR_NUMERICAL,
                  "eigsh: no convergence within max_iter = %lld map applications: fewer "
                  "Lanczos vectors (%lld) than k = %lld",
                  (long long)max_iter, (long long)j, (long long)k);

    // Ritz pairs of the projected j x j matrix, wanted ones first.
    for (int64_t c = 0; c < j; ++c)
      for (int64_t i = 0; i < j; ++i) Z[i + c * j] = Tij(i, c);
    int info;
    {
      BlasThreads one(1);
      info = lapack::syevd<double>(true, false, (int)j, Z, (int)j, theta, work, lwork, nullptr,
                                   0, iwork, liwork);
    }
    if (info < 0) return lapack_arg("dsyevd", info);
    if (info > 0)
      return fail(TF_ERR_NUMERICAL, "eigsh: the projected eigenproblem failed (LAPACK dsyevd "
                  "info = %d)", info);
    anorm = std::max({anorm, std::fabs(theta[0]), std::fabs(theta[j - 1])});
    if (o.highest)
      for (int64_t i = 0; i < j / 2; ++i) {
        std::swap(theta[i], theta[j - 1 - i]);
        std::swap_ranges(Z + i * j, Z + (i + 1) * j, Z + (j - 1 - i) * j);
      }
    // est(i) = |cpl . Z(:, i)|: the residual norm of Ritz pair i.
    auto est = [&](int64_t i) {
      double s = 0;
      for (int64_t l = 0; l < j; ++l) s += cpl[l] * Z[l + i * j];
      return std::fabs(s);
    };
    double worst = 0;
    for (int64_t i = 0; i < k; ++i) worst = std::max(worst, est(i));
    const double bound = tol * std::max(anorm, std::numeric_limits<double>::min());

    if (worst <= bound) {
      // Ritz vectors, then the true residual of each with one application.
      vs.combine(V, j, Z, j, k, X, zbuf);
      double true_worst = 0;
      T* y = vec(0);  // the basis is not needed any more
      for (int64_t i = 0; i < k; ++i) {
        TF_TRY(vs.apply(X + i * n, y));
        const T* x = X + i * n;
        double s = 0;
        for (int64_t l = 0; l < n; ++l) s += abs2(y[l] - theta[i] * x[l]);
        true_worst = std::max(true_worst, std::sqrt(s));
      }
      if (!std::isfinite(true_worst)) return non_finite_map();
      if (true_worst > bound)
        return fail(TF_ERR_NUMERICAL,
                    "eigsh: the Lanczos estimate converged (%.3e) but the true residual is "
                    "%.3e > tol * anorm = %.3e (tolerance below the accuracy of the map?); "
                    "%lld map applications",
                    worst, true_worst, bound, (long long)res->matvecs);
      // Outputs, written only now.
      const int64_t wshape[1] = {k};
      int64_t vshape[TF_MAX_RANK];
      vshape[0] = k;
      for (int32_t i = 0; i < a.ndim; ++i) vshape[i + 1] = a.shape[i];
      if (!w) {
        Tensor *tw = nullptr, *tv = nullptr;
        TF_TRY(e.new_tensor(DType::F64, 1, wshape, TF_ROW_MAJOR, &tw, "w"));
        Status st = e.new_tensor(a.dt, a.ndim + 1, vshape, TF_ROW_MAJOR, &tv, "v");
        if (st != TF_OK) {
          tensor_release(tw);
          return st;
        }
        w = tw;
        v = tv;
        *alloc_w = tw;
        *alloc_v = tv;
      }
      scatter(*w, theta);
      scatter(*v, X);
      res->residual = true_worst;
      return TF_OK;
    }
    if (budget)
      return fail(TF_ERR_NUMERICAL,
                  "eigsh: no convergence within max_iter = %lld map applications (%lld "
                  "restarts): largest residual %.3e, wanted tol * anorm = %.3e * %.3e = %.3e",
                  (long long)max_iter, (long long)res->restarts, worst, tol, anorm, bound);
    if (exhausted)
      return fail(TF_ERR_NUMERICAL, "eigsh: the whole space is spanned but the residual "
                  "estimate %.3e exceeds %.3e", worst, bound);

    // Thick restart: keep the `keep` wanted Ritz vectors and the residual
    // direction vec(j), coupled to Ritz vector i by est's signed sum.
    const int64_t p = std::min(keep, j - 1);
    for (int64_t i = 0; i < p; ++i) {
      double s = 0;
      for (int64_t l = 0; l < j; ++l) s += cpl[l] * Z[l + i * j];
      h2[i] = T(s);
    }
    vs.combine(V, j, Z, j, p, X, zbuf);
    std::memcpy(V, X, sizeof(T) * p * n);
    std::memcpy(vec(p), vec(j), sizeof(T) * n);
    std::fill(Tm, Tm + m * m, 0.0);
    for (int64_t i = 0; i < p; ++i) {
      Tij(i, i) = theta[i];
      Tij(i, p) = Tij(p, i) = re(h2[i]);
    }
    j = p + 1;
    ++res->restarts;
  }
}

// ------------------------------------------------------------ expm_multiply
// u = exp(tau T) e_1 for the real symmetric tridiagonal T (alpha (d),
// beta (d - 1)) through dstev; false on a LAPACK failure or overflow.
template <class T>
bool exp_tri(int64_t d, const double* alpha, const double* beta, c128 tau, double* dd,
             double* ee, double* Z, double* work, T* u, int* info) {
  std::copy(alpha, alpha + d, dd);
  std::copy(beta, beta + d - 1, ee);
  {
    BlasThreads one(1);
    *info = lapack::stev((int)d, dd, ee, Z, (int)d, work);
  }
  if (*info) return false;
  for (int64_t i = 0; i < d; ++i) u[i] = T(0);
  for (int64_t l = 0; l < d; ++l) {
    const c128 f = std::exp(tau * dd[l]) * Z[0 + l * d];
    if (!std::isfinite(f.real()) || !std::isfinite(f.imag())) return false;
    for (int64_t i = 0; i < d; ++i) {
      if constexpr (std::is_same_v<T, double>)
        u[i] += f.real() * Z[i + l * d];
      else
        u[i] += f * Z[i + l * d];
    }
  }
  return true;
}

template <class T>
Status expm_t(Engine& e, const LinearMap& a, c128 t, const Tensor& vin, const ExpmOpts& o,
              int64_t n, int64_t m, Tensor* out, Tensor** alloc_out, KrylovResult* res) {
  const double tol = o.tol ? o.tol : 1e-12;
  const int64_t max_iter = o.max_iter ? o.max_iter : 10000;
  std::size_t off[10], total = 0;
  const std::size_t sizes[10] = {region<T>((m + 1) * n), region<T>(n),         region<double>(m),
                                 region<double>(m),      region<double>(m),    region<double>(m),
                                 region<double>(m * m),  region<double>(2 * m), region<T>(2 * m),
                                 region<T>(m)};
  for (int i = 0; i < 10; ++i) off[i] = total, total += sizes[i];
  Scratch sc;
  TF_TRY(sc.get(e, total, "expm_multiply working vectors"));
  char* base = sc.p();
  T* V = reinterpret_cast<T*>(base + off[0]);
  T* W = reinterpret_cast<T*>(base + off[1]);
  double* alpha = reinterpret_cast<double*>(base + off[2]);
  double* beta = reinterpret_cast<double*>(base + off[3]);
  double* dd = reinterpret_cast<double*>(base + off[4]);
  double* ee = reinterpret_cast<double*>(base + off[5]);
  double* Z = reinterpret_cast<double*>(base + off[6]);
  double* work = reinterpret_cast<double*>(base + off[7]);
  T* h = reinterpret_cast<T*>(base + off[8]);
  T* h2 = h + m;
  T* u = reinterpret_cast<T*>(base + off[9]);
  Vecs<T> vs{e, a, n, res};
  auto vec = [&](int64_t i) { return V + i * n; };

  gather(vin, W);
  double done = 0, frac = 1, err_sum = 0;
  bool first = true;
  while (done < 1) {
    frac = std::min(frac, 1 - done);
    const double b0 = vs.norm(W);
    if (!std::isfinite(b0)) return non_finite_map();
    if (b0 == 0) break;  // exp(tA) 0 = 0
    if (!first) ++res->restarts;
    first = false;
    std::memcpy(V, W, sizeof(T) * n);
    vs.scale(V, 1.0 / b0);
    int64_t d = 0;
    double err = std::numeric_limits<double>::infinity(), anorm = 0;
    bool ok = false;
    int info = 0;
    // An estimate at the rounding level of the combination cannot shrink
    // with the step: it is accepted (and summed into the reported error).
    auto accept = [&](double er, double f) { return er <= tol * f || er <= 8 * kEps; };
    auto estimate = [&](double f, int64_t dim, double next_beta) {
      if (!exp_tri<T>(dim, alpha, beta, t * f, dd, ee, Z, work, u, &info)) return false;
      err = next_beta * std::sqrt(abs2(u[dim - 1]));
      return true;
    };
    for (d = 0; d < m;) {
      if (res->iterations >= max_iter)
        return fail(TF_ERR_NUMERICAL,
                    "expm_multiply: max_iter = %lld map applications reached at time fraction "
                    "%.6g of t; the last error estimate %.3e, wanted %.3e",
                    (long long)max_iter, done, err, tol * frac);
      T* y = vec(d + 1);
      TF_TRY(vs.apply(vec(d), y));
      ++res->iterations;
      const double bn = vs.orth(V, d + 1, y, h, h2);
      alpha[d] = re(h[d]);
      if (!std::isfinite(bn) || !std::isfinite(alpha[d])) return non_finite_map();
      anorm = std::max({anorm, std::fabs(alpha[d]), bn});
      ++d;
      const bool invariant = bn <= 1e-13 * anorm;
      if (!estimate(frac, d, invariant ? 0.0 : bn)) break;
      if (invariant) err = 0;
      if (accept(err, frac)) {
        ok = true;
        break;
      }
      if (d == m) break;
      beta[d - 1] = bn;
      vs.scale(y, 1.0 / bn);
    }
    if (info)
      return fail(TF_ERR_NUMERICAL, "expm_multiply: the projected eigenproblem failed (LAPACK "
                  "dstev info = %d)", info);
    if (!ok) {
      // Shorter time steps on the same basis until the estimate fits.
      const double bn = vs.norm(vec(d));
      while (!ok) {
        frac *= 0.5;
        if (frac < 1e-12)
          return fail(TF_ERR_NUMERICAL, "expm_multiply: the time step fell below 1e-12 t "
                      "(error estimate %.3e) at time fraction %.6g", err, done);
        if (!estimate(frac, d, bn)) {
          if (info)
            return fail(TF_ERR_NUMERICAL, "expm_multiply: LAPACK dstev info = %d", info);
          continue;  // overflow: shorter still
        }
        ok = accept(err, frac);
      }
    }
    // W = b0 * V[0..d) u
    vs.gemm(n, 1, d, V, 1, n, false, u, 1, 1, W, 1, n, b0, 0.0);
    err_sum += err;
    done += frac;
    if (done > 1 - 1e-15) done = 1;
    // The next step: the error of a step of length f in a basis of d
    // vectors grows like f^d; aim at 0.5 of the allowed error, at most
    // doubling.
    frac *= err > 0 ? std::min(2.0, 0.9 * std::pow(0.5 * tol * frac / err, 1.0 / d)) : 2.0;
    frac = std::max(frac, 1e-12);
  }
  if (!out) {
    TF_TRY(e.new_tensor(a.dt, a.ndim, a.shape, TF_ROW_MAJOR, &out, "out"));
    *alloc_out = out;
  }
  scatter(*out, W);
  res->residual = err_sum;
  return TF_OK;
}

}  // namespace

// ------------------------------------------------------------------ entries
Status eigsh(Engine& e, const LinearMap& a, const EigshOpts& o, Tensor* w, Tensor* v,
             Tensor** alloc_w, Tensor** alloc_v, KrylovResult* r) {
  const int64_t n = numel_of(a);
  const int64_t k = o.k ? o.k : 1;
  if (a.ndim >= TF_MAX_RANK)
    return fail(TF_ERR_INVALID_ARGUMENT, "map: input rank %d, expected < %d (v has one more axis)",
                (int)a.ndim, TF_MAX_RANK);
  if (n == 0) return fail(TF_ERR_INVALID_ARGUMENT, "map: the input has no elements");
  if (k < 1 || k > n)
    return fail(TF_ERR_INVALID_ARGUMENT, "options->k: %lld, expected 1 <= k <= %lld (the "
                "elements of x)", (long long)o.k, (long long)n);
  TF_TRY(check_tol_iter(o.tol, 1e-14, o.max_iter));
  if (o.krylov_dim < 0 || (o.krylov_dim && o.krylov_dim <= k && o.krylov_dim < n) ||
      o.krylov_dim > (1 << 20))
    return fail(TF_ERR_INVALID_ARGUMENT, "options->krylov_dim: %lld, expected 0 (default) or "
                "k < krylov_dim <= 2^20 (k = %lld)", (long long)o.krylov_dim, (long long)k);
  int64_t m = o.krylov_dim ? o.krylov_dim : std::max<int64_t>(20, 2 * k + 10);
  m = std::min(m, n);
  if (o.start) TF_TRY(check_vector(a, *o.start, "options->start"));
  if (w) {
    const int64_t ws[1] = {k};
    int64_t vsh[TF_MAX_RANK];
    vsh[0] = k;
    for (int32_t i = 0; i < a.ndim; ++i) vsh[i + 1] = a.shape[i];
    TF_TRY(check_out_dims(*w, "w", DType::F64, 1, ws));
    TF_TRY(check_out_dims(*v, "v", a.dt, a.ndim + 1, vsh));
    TF_TRY(no_overlap(*v, "v", *w, "w"));
  }
  KrylovResult res;
  Status st = a.dt == DType::F64
                  ? eigsh_t<double>(e, a, o, n, k, m, w, v, alloc_w, alloc_v, &res)
                  : eigsh_t<c128>(e, a, o, n, k, m, w, v, alloc_w, alloc_v, &res);
  if (st == TF_OK) *r = res;
  return st;
}

Status expm_multiply(Engine& e, const LinearMap& a, tf_scalar t, const Tensor& v,
                     const ExpmOpts& o, Tensor* out, Tensor** alloc_out, KrylovResult* r) {
  const int64_t n = numel_of(a);
  TF_TRY(check_vector(a, v, "v"));
  if (out) TF_TRY(check_out_dims(*out, "out", a.dt, a.ndim, a.shape));
  if (!std::isfinite(t.re) || !std::isfinite(t.im))
    return fail(TF_ERR_INVALID_ARGUMENT, "t: (%g, %g), expected finite", t.re, t.im);
  if (a.dt == DType::F64 && t.im != 0)
    return fail(TF_ERR_DTYPE_MISMATCH, "t: imaginary part %g with a TF_F64 map (exp(t A) v "
                "is complex): use a TF_C128 map and v", t.im);
  TF_TRY(check_tol_iter(o.tol, 1e-15, o.max_iter));
  if (o.krylov_dim < 0 || o.krylov_dim == 1 || o.krylov_dim > 1024)
    return fail(TF_ERR_INVALID_ARGUMENT, "options->krylov_dim: %lld, expected 0 (default) or "
                "2..1024", (long long)o.krylov_dim);
  const int64_t m = std::min<int64_t>(o.krylov_dim ? o.krylov_dim : 30, std::max<int64_t>(n, 1));
  KrylovResult res;
  Status st;
  if (n == 0) {
    if (!out) TF_TRY(e.new_tensor(a.dt, a.ndim, a.shape, TF_ROW_MAJOR, alloc_out, "out"));
    st = TF_OK;
  } else if (a.dt == DType::F64) {
    st = expm_t<double>(e, a, c128(t.re, t.im), v, o, n, m, out, alloc_out, &res);
  } else {
    st = expm_t<c128>(e, a, c128(t.re, t.im), v, o, n, m, out, alloc_out, &res);
  }
  if (st == TF_OK) *r = res;
  return st;
}


// ------------------------------------------------------------------ linear solves
namespace {

template <class T> T conj_t(T x) {
  if constexpr (std::is_same_v<T, double>) return x; else return std::conj(x);
}
template <class T> T dotc(const T* x, const T* y, int64_t n) {  // x^H y
  T s = 0;
  for (int64_t i = 0; i < n; ++i) s += conj_t(x[i]) * y[i];
  return s;
}

Status not_converged(const char* who, int64_t max_iter, double rel, double tol) {
  return fail(TF_ERR_NUMERICAL,
              "%s: max_iter = %lld map applications reached; relative residual "
              "||b - A x|| / ||b|| = %.3e, wanted %.3e",
              who, (long long)max_iter, rel, tol);
}

// r = b - A x (one application), its norm.
template <class T> Status true_residual(Vecs<T>& vs, const T* b, const T* x, T* r, double* rn) {
  TF_TRY(vs.apply(x, r));
  for (int64_t i = 0; i < vs.n; ++i) r[i] = b[i] - r[i];
  *rn = vs.norm(r);
  if (!std::isfinite(*rn)) return non_finite_map();
  return TF_OK;
}

// Conjugate gradients; the recurrence's residual is checked against the
// true one when it claims convergence (a mismatch restarts from the true
// residual).
template <class T>
Status cg_t(Vecs<T>& vs, const T* b, double bn, double tol, int64_t max_iter, T* x, T* r, T* p,
            T* q, KrylovResult* res) {
  const int64_t n = vs.n;
  double rn;
  TF_TRY(true_residual(vs, b, x, r, &rn));
  std::memcpy(p, r, sizeof(T) * n);
  double rr = rn * rn;
  for (;;) {
    if (rn <= tol * bn) {
      res->residual = rn / bn;
      return TF_OK;
    }
    if (res->iterations >= max_iter) return not_converged("cg", max_iter, rn / bn, tol);
    TF_TRY(vs.apply(p, q));
    ++res->iterations;
    const double pq = re(dotc(p, q, n));
    if (!std::isfinite(pq)) return non_finite_map();
    if (!(pq > 0))
      return fail(TF_ERR_NUMERICAL,
                  "cg: p^H A p = %.3e <= 0 at iteration %lld: the map is not positive definite "
                  "(relative residual reached %.3e)",
                  pq, (long long)res->iterations, rn / bn);
    const double alpha = rr / pq;
    for (int64_t i = 0; i < n; ++i) {
      x[i] += alpha * p[i];
      r[i] -= alpha * q[i];
    }
    const double rr_new = re(dotc(r, r, n));
    rn = std::sqrt(rr_new);
    if (rn <= tol * bn) {  // verify on the true residual
      TF_TRY(true_residual(vs, b, x, r, &rn));
      if (rn <= tol * bn) continue;
      ++res->restarts;
      std::memcpy(p, r, sizeof(T) * n);
      rr = rn * rn;
      continue;
    }
    const double beta = rr_new / rr;
    for (int64_t i = 0; i < n; ++i) p[i] = r[i] + beta * p[i];
    rr = rr_new;
  }
}

// Restarted GMRES(m) with classical Gram-Schmidt (DGKS second pass) and
// Givens rotations; each cycle starts from the true residual.
template <class T>
Status gmres_t(Vecs<T>& vs, const T* b, double bn, double tol, int64_t max_iter, int64_t m,
               T* x, T* V, T* H, T* g, double* cs, T* sn, T* y, T* h2) {
  const int64_t n = vs.n;
  KrylovResult* res = vs.r;
  bool first = true;
  for (;;) {
    double beta;
    TF_TRY(true_residual(vs, b, x, V, &beta));
    if (beta <= tol * bn) {
      res->residual = beta / bn;
      return TF_OK;
    }
    if (!first) ++res->restarts;
    first = false;
    vs.scale(V, 1.0 / beta);
    std::fill(g, g + m + 1, T(0));
    g[0] = beta;
    double est = beta;
    int64_t k = 0;
    while (k < m) {
      if (res->iterations >= max_iter) return not_converged("gmres", max_iter, est / bn, tol);
      T* w = V + (k + 1) * n;
      T* h = H + k * (m + 1);  // column k of the (m + 1) x m Hessenberg matrix
      TF_TRY(vs.apply(V + k * n, w));
      ++res->iterations;
      const double hn = vs.orth(V, k + 1, w, h, h2);
      if (!std::isfinite(hn)) return non_finite_map();
      h[k + 1] = hn;
      for (int64_t i = 0; i < k; ++i) {  // the earlier rotations
        const T a = h[i], c = h[i + 1];
        h[i] = cs[i] * a + sn[i] * c;
        h[i + 1] = -conj_t(sn[i]) * a + cs[i] * c;
      }
      const double aa = std::sqrt(abs2(h[k])), t = std::hypot(aa, hn);
      if (t == 0) break;  // A V_k = 0: singular map
      if (aa == 0) {
        cs[k] = 0;
        sn[k] = T(1);
      } else {
        cs[k] = aa / t;
        sn[k] = (h[k] / aa) * (hn / t);
      }
      h[k] = cs[k] * h[k] + sn[k] * hn;
      h[k + 1] = 0;
      g[k + 1] = -conj_t(sn[k]) * g[k];
      g[k] = cs[k] * g[k];
      est = std::sqrt(abs2(g[k + 1]));
      ++k;
      if (hn == 0 || est <= tol * bn) break;
      vs.scale(w, 1.0 / hn);
    }
    if (k == 0)
      return fail(TF_ERR_NUMERICAL, "gmres: the map sends the residual direction to 0 (singular "
                  "map); relative residual %.3e", beta / bn);
    // y = R^-1 g (R the k x k upper triangle), x += V y
    for (int64_t i = k - 1; i >= 0; --i) {
      T s = g[i];
      for (int64_t j = i + 1; j < k; ++j) s -= H[j * (m + 1) + i] * y[j];
      const T d = H[i * (m + 1) + i];
      if (d == T(0))
        return fail(TF_ERR_NUMERICAL, "gmres: singular projected system (the map is singular); "
                    "relative residual %.3e", est / bn);
      y[i] = s / d;
    }
    vs.gemm(n, 1, k, V, 1, n, false, y, 1, 1, x, 1, n, 1.0, 1.0);
  }
}

}  // namespace

Status linsolve(Engine& e, const LinearMap& a, bool gmres, const Tensor& b, const SolveOpts& o,
                Tensor* x, Tensor** alloc_x, KrylovResult* r) {
  const int64_t n = numel_of(a);
  TF_TRY(check_vector(a, b, "b"));
  if (o.x0) TF_TRY(check_vector(a, *o.x0, "options->x0"));
  if (x) TF_TRY(check_out_dims(*x, "x", a.dt, a.ndim, a.shape));
  TF_TRY(check_tol_iter(o.tol, 1e-15, o.max_iter));
  if (o.restart < 0 || o.restart > 4096)
    return fail(TF_ERR_INVALID_ARGUMENT, "options->restart: %lld, expected 0 (default) or "
                "1..4096", (long long)o.restart);
  const double tol = o.tol ? o.tol : 1e-10;
  const int64_t max_iter = o.max_iter ? o.max_iter : std::max<int64_t>(1000, 10 * n);
  const int64_t m = std::max<int64_t>(1, std::min<int64_t>(o.restart ? o.restart : 50, n));
  KrylovResult res;
  auto run = [&](auto t0) -> Status {
    using T = decltype(t0);
    // Scratch: b, x, then CG's r, p, q or GMRES's V (m + 1 vectors), H,
    // g, cs, sn, y, h2.
    std::size_t off[9], total = 0;
    const std::size_t sizes[9] = {
        region<T>(n), region<T>(n),
        gmres ? region<T>((m + 1) * n) : region<T>(3 * n),
        gmres ? region<T>((m + 1) * m) : 0, gmres ? region<T>(m + 1) : 0,
        gmres ? region<double>(m) : 0, gmres ? region<T>(m) : 0, gmres ? region<T>(m) : 0,
        gmres ? region<T>(m + 1) : 0};
    for (int i = 0; i < 9; ++i) off[i] = total, total += sizes[i];
    Scratch sc;
    TF_TRY(sc.get(e, total, gmres ? "gmres working vectors" : "cg working vectors"));
    char* base = sc.p();
    auto at = [&](int i) { return reinterpret_cast<T*>(base + off[i]); };
    T* bv = at(0);
    T* xv = at(1);
    gather(b, bv);
    if (o.x0) gather(*o.x0, xv);
    else std::fill(xv, xv + n, T(0));
    Vecs<T> vs{e, a, n, &res};
    const double bn = vs.norm(bv);
    if (!std::isfinite(bn)) return fail(TF_ERR_NUMERICAL, "b: has a NaN or Inf element");
    if (o.x0 && !std::isfinite(vs.norm(xv)))
      return fail(TF_ERR_NUMERICAL, "options->x0: has a NaN or Inf element");
    if (bn == 0) {  // x = 0 exactly
      std::fill(xv, xv + n, T(0));
    } else if (gmres) {
      TF_TRY(gmres_t<T>(vs, bv, bn, tol, max_iter, m, xv, at(2), at(3), at(4),
                        reinterpret_cast<double*>(base + off[5]), at(6), at(7), at(8)));
    } else {
      T* w = at(2);
      TF_TRY(cg_t<T>(vs, bv, bn, tol, max_iter, xv, w, w + n, w + 2 * n, &res));
    }
    if (!x) {
      TF_TRY(e.new_tensor(a.dt, a.ndim, a.shape, TF_ROW_MAJOR, &x, "x"));
      *alloc_x = x;
    }
    scatter(*x, xv);
    return TF_OK;
  };
  Status st = a.dt == DType::F64 ? run(double{}) : run(c128{});
  if (st == TF_OK) *r = res;
  return st;
}

}  // namespace tf
