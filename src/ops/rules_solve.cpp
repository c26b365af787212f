// ops/rules_solve.cpp: the VJP and JVP of solve, solve_triangular, inv, det
// and slogdet, and slogdet's forward.
#include "ops/rules_linalg_driver.hpp"

namespace tf {

using namespace lar;

// ---------------------------------------------------------------- solve
namespace {

struct SolveDims {
  Batch bt;
  int64_t n, nr;
};

// tri: solve_triangular's, whose op (flags[1]) is checked too.
Status solve_args(const RuleArgs& r, bool tri, SolveDims* d) {
  const Tensor* a = r.in[0];
  Mat A, B;
  TF_TRY(matrix_arg(*a, "a", true, &d->bt, &A));
  d->n = A.rows;
  TF_TRY(batch_like(*r.in[1], "b", *a, d->bt, &B));
  if (B.rows != d->n)
    return fail(TF_ERR_SHAPE_MISMATCH, "b: %lld rows, expected %lld (the order of a)",
                (long long)B.rows, (long long)d->n);
  d->nr = B.cols;
  TF_TRY(check_mat(r.in[2], "x", a->dtype, d->bt, d->n, d->nr));
  const int32_t op = r.flags[1];
  if (tri && (op < TF_OP_N || op > TF_OP_C))
    return fail(TF_ERR_INVALID_ARGUMENT,
                "op: unknown tf_op %d (expected TF_OP_N, TF_OP_T or TF_OP_C)", op);
  return TF_OK;
}


// The effective triangular matrix of solve_triangular: tm = op(a restricted
// to its triangle, unit diagonal if unit), tm's triangle 'U' or 'L'.
template <class T>
Status tri_load(const RuleArgs& r, const Tensor* t, const char* name, const Batch& bt,
                int64_t item, int64_t n, bool mask_unit, T* tm, char* uplo) {
  const int32_t op = r.flags[1];
  TF_TRY(load(t, name, bt, item, op == TF_OP_C, tm, op == TF_OP_T));
  const bool up = (r.flags[0] != 0) != (op != TF_OP_N);
  *uplo = up ? 'U' : 'L';
  const bool unit = r.flags[2] != 0;
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < n; ++i) {
      const bool in = up ? i <= j : i >= j;
      if (!in) tm[i + j * n] = T(0);
      if (i == j && unit) tm[i + j * n] = mask_unit ? T(1) : T(0);
    }
  return TF_OK;
}

}  // namespace

namespace {

// a of solve (tri false: an LU) or of solve_triangular (tri true: its
// effective triangle, see tri_load) for one item at a time.
template <class T>
struct SolveA {
  const RuleArgs& r;
  const SolveDims& d;
  bool tri;
  T* A;
  int* ipiv;
  char uplo = 'L';
  SolveA(Items& it, const RuleArgs& r_, const SolveDims& d_, bool tri_)
      : r(r_), d(d_), tri(tri_), A(it.take<T>(d.n * d.n)), ipiv(it.take<int>(tri ? 0 : d.n)) {}
  // a (factored), b (its finiteness) and x (into X) of one item.
  Status load_item(int64_t item, T* X) {
    const int64_t n = d.n;
    if (tri) TF_TRY(tri_load<T>(r, r.in[0], "a", d.bt, item, n, true, A, &uplo));
    else TF_TRY(load(r.in[0], "a", d.bt, item, false, A));
    TF_TRY(load(r.in[1], "b", d.bt, item, false, X));
    TF_TRY(load(r.in[2], "x", d.bt, item, false, X));
    if (tri) return TF_OK;
    int info = n ? lapack::getrf<T>((int)n, (int)n, A, (int)n, ipiv) : 0;
    if (info > 0) return lu_singular("a", info, d.bt, item);
    return TF_OK;
  }
  // A tangent of a, as a acts (tri: restricted to its triangle).
  Status load_da(const Tensor* da, int64_t item, T* dA) {
    char ul;
    if (tri) return tri_load<T>(r, da, "t_a", d.bt, item, d.n, false, dA, &ul);
    return load(da, "t_a", d.bt, item, false, dA);
  }
  // B (n x nr) := op(a)^{-1} B, op 'N' or 'C'.
  Status solve(char op, T* B, int64_t item) {
    const int n = (int)d.n, nr = (int)d.nr;
    if (!n || !nr) return TF_OK;
    if (!tri) {
      lapack::getrs<T>(op, n, nr, A, n, ipiv, B, n);
      return TF_OK;
    }
    int info = lapack::trtrs<T>(uplo, op, 'N', n, nr, A, n, B, n);
    if (info > 0) return tri_singular("a", info, d.bt, item, "a is singular");
    return TF_OK;
  }
};

}  // namespace

// gb = op(a)^{-H} gx, ga = -gb x^H (solve_triangular: restricted to the
// triangle a's op acts on, then as a's gradient through op).
static Status solve_vjp_rule(Engine& e, const RuleArgs& r, bool tri) {
  SolveDims d;
  TF_TRY(solve_args(r, tri, &d));
  const DType dt = r.in[0]->dtype;
  const int64_t n = d.n, nr = d.nr;
  const Tensor* gx = r.in[3];
  if (gx) TF_TRY(check_mat(gx, "grad_x", dt, d.bt, n, nr));
  const OutDesc od[2] = {{dt, 2, n, n}, {dt, 2, n, nr}};
  const int32_t op = r.flags[1];
  const bool unit = r.flags[2] != 0;
  return run_rule(e, r, la_sig(tri ? LaRule::SolveTri : LaRule::Solve, false), d.bt, dt, od,
                  nullptr, [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    SolveA<T> sa(it, r, d, tri);
    T* X = it.take<T>(n * nr);
    T* gT = it.take<T>(tri ? n * n : 0);
    T* oA = it.stage<T>(0, n * n);
    T* oB = it.stage<T>(1, n * nr);
    return it.each([&](int64_t item) -> Status {
      T* db = oB + item * n * nr;
      T* ga = oA + item * n * n;
      TF_TRY(sa.load_item(item, X));
      if (gx) TF_TRY(load(gx, "grad_x", d.bt, item, false, db));
      else std::fill(db, db + n * nr, T(0));
      // (solve_triangular: a singular a is reported without gx too)
      if (gx || tri) TF_TRY(sa.solve('C', db, item));
      mm<T>('N', 'C', n, n, nr, T(-1), db, n, X, n, T(0), tri ? gT : ga, n);
      if (!tri) return TF_OK;
      const bool up = sa.uplo == 'U';
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i)
          if ((up ? i > j : i < j) || (unit && i == j)) gT[i + j * n] = T(0);
      for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < n; ++i)
          ga[i + j * n] = op == TF_OP_N   ? gT[i + j * n]
                          : op == TF_OP_T ? gT[j + i * n]
                                          : cj(gT[j + i * n]);
      return TF_OK;
    });
  });
}

// dx = op(a)^{-1} (db - op(da) x).
static Status solve_jvp_rule(Engine& e, const RuleArgs& r, bool tri) {
  SolveDims d;
  TF_TRY(solve_args(r, tri, &d));
  const DType dt = r.in[0]->dtype;
  const int64_t n = d.n, nr = d.nr;
  const Tensor *da = r.in[3], *dbt = r.in[4];
  if (da) TF_TRY(check_mat(da, "t_a", dt, d.bt, n, n));
  if (dbt) TF_TRY(check_mat(dbt, "t_b", dt, d.bt, n, nr));
  const OutDesc od[1] = {{dt, 2, n, nr}};
  return run_rule(e, r, la_sig(tri ? LaRule::SolveTri : LaRule::Solve, true), d.bt, dt, od,
                  nullptr, [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    SolveA<T> sa(it, r, d, tri);
    T* X = it.take<T>(n * nr);
    T* dA = it.take<T>(n * n);
    T* out = it.stage<T>(0, n * nr);
    return it.each([&](int64_t item) -> Status {
      T* dx = out + item * n * nr;
      TF_TRY(sa.load_item(item, X));
      if (dbt) TF_TRY(load(dbt, "t_b", d.bt, item, false, dx));
      else std::fill(dx, dx + n * nr, T(0));
      if (da) {
        TF_TRY(sa.load_da(da, item, dA));
        mm<T>('N', 'N', n, nr, n, T(-1), dA, n, X, n, T(1), dx, n);
      }
      return sa.solve('N', dx, item);
    });
  });
}

Status solve_vjp(Engine& e, const RuleArgs& r) { return solve_vjp_rule(e, r, false); }
Status solve_jvp(Engine& e, const RuleArgs& r) { return solve_jvp_rule(e, r, false); }
Status solve_triangular_vjp(Engine& e, const RuleArgs& r) { return solve_vjp_rule(e, r, true); }
Status solve_triangular_jvp(Engine& e, const RuleArgs& r) { return solve_jvp_rule(e, r, true); }

// ---------------------------------------------------------------- inverse

// Shared by inv_vjp (ct: da = -x^H g x^H) and inv_jvp (dx = -x g x).
static Status inv_rule(Engine& e, const RuleArgs& r, bool vjp) {
  return square_rule(e, r, LaRule::Inv, vjp, "x", "grad_x", nullptr, nullptr,
                     [&](auto t0, Items& it, int64_t n) {
    using T = decltype(t0);
    T* T1 = it.take<T>(n * n);
    const char op = vjp ? 'C' : 'N';
    return [=](int64_t, T* X, T* G, T* o) -> int {
      mm<T>(op, 'N', n, n, n, T(1), X, n, G, n, T(0), T1, n);
      mm<T>('N', op, n, n, n, T(-1), T1, n, X, n, T(0), o, n);
      return 0;
    };
  });
}

Status inv_vjp(Engine& e, const RuleArgs& r) { return inv_rule(e, r, true); }
Status inv_jvp(Engine& e, const RuleArgs& r) { return inv_rule(e, r, false); }

// ---------------------------------------------------------------- det, slogdet
namespace {


// adj(a) of the square a (overwritten by its LU factors), into adj; also
// det(a). Rank n - 1: adj = alpha det(P) r (P z)^T from the null vectors of
// U; lower rank: adj = 0.
template <class T>
void adjugate(T* A, int64_t n, int* ipiv, T* adj, T* work, T* det) {
  if (n == 0) {
    *det = T(1);
    return;
  }
  lapack::getrf<T>((int)n, (int)n, A, (int)n, ipiv);
  T dp(1);
  int64_t zeros = 0, kz = -1;
  for (int64_t i = 0; i < n; ++i) {
    if (ipiv[i] - 1 != i) dp = -dp;
    if (A[i + i * n] == T(0)) {
      ++zeros;
      kz = i;
    }
  }
  T du(1);
  for (int64_t i = 0; i < n; ++i) du *= A[i + i * n];
  *det = dp * du;
  std::fill(adj, adj + n * n, T(0));
  if (zeros == 0) {
    for (int64_t i = 0; i < n; ++i) adj[i + i * n] = *det;
    lapack::getrs<T>('N', (int)n, (int)n, A, (int)n, ipiv, adj, (int)n);
    return;
  }
  if (zeros > 1) return;
  const int64_t k = kz;
  T alpha(1);
  for (int64_t i = 0; i < n; ++i)
    if (i != k) alpha *= A[i + i * n];
  // r: U r = 0 with r_k = 1, r_j = 0 (j > k), r_{<k} from U[<k,<k] r = -U[<k,k]
  T* rv = work;
  T* l = work + n;
  std::fill(rv, rv + n, T(0));
  rv[k] = T(1);
  for (int64_t i = 0; i < k; ++i) rv[i] = -A[i + k * n];
  if (k > 0) lapack::trtrs<T>('U', 'N', 'N', (int)k, 1, A, (int)n, rv, (int)k);
  // l: l^T U = 0 with l_k = 1, l_j = 0 (j < k), U[>k,>k]^T l_{>k} = -U[k,>k]^T
  std::fill(l, l + n, T(0));
  l[k] = T(1);
  const int64_t t = n - k - 1;
  for (int64_t j = 0; j < t; ++j) l[k + 1 + j] = -A[k + (k + 1 + j) * n];
  if (t > 0)
    lapack::trtrs<T>('U', 'T', 'N', (int)t, 1, A + (k + 1) + (k + 1) * n, (int)n, l + k + 1,
                     (int)t);
  // z: L^T z = l, then P z
  lapack::trtrs<T>('L', 'T', 'U', (int)n, 1, A, (int)n, l, (int)n);
  swap_rows(l, n, 1, ipiv, false);
  for (int64_t j = 0; j < n; ++j)
    for (int64_t i = 0; i < n; ++i) adj[i + j * n] = alpha * dp * rv[i] * l[j];
}


}  // namespace

// det_vjp: da = gd conj(adj(a))^T; det_jvp: dd = tr(adj(a) da).
static Status det_rule(Engine& e, const RuleArgs& r, bool vjp) {
  SqDims d;
  TF_TRY(square_arg(r.in[0], &d));
  const DType dt = d.dt;
  const int64_t n = d.n;
  TF_TRY(check_read(*r.in[1], "d", dt, d.bt, {}));
  const Tensor* g = r.in[2];
  if (g) {
    if (vjp) TF_TRY(check_read(*g, "grad_d", dt, d.bt, {}));
    else TF_TRY(check_mat(g, "t_a", dt, d.bt, n, n));
  }
  OutDesc od[1];
  if (vjp) od[0] = {dt, 2, n, n};
  else od[0] = {dt, 0, 0, 0};
  return run_rule(e, r, la_sig(LaRule::Det, !vjp), d.bt, dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    T* A = it.take<T>(n * n);
    T* Adj = it.take<T>(n * n);
    T* W = it.take<T>(2 * n);
    T* G = it.take<T>(n * n);
    int* ipiv = it.take<int>(n);
    T* out = it.stage<T>(0, (vjp ? n * n : 1));
    return it.each([&](int64_t item) -> Status {
      T dd;
      TF_TRY(load(r.in[0], "a", d.bt, item, false, A));
      TF_TRY(loadv(r.in[1], "d", d.bt, item, 1, false, &dd));
      if (vjp) {
        T* o = out + item * n * n;
        T gd(0);
        if (g) TF_TRY(loadv(g, "grad_d", d.bt, item, 1, false, &gd));
        adjugate(A, n, ipiv, Adj, W, &dd);
        for (int64_t j = 0; j < n; ++j)
          for (int64_t i = 0; i < n; ++i) o[i + j * n] = gd * cj(Adj[j + i * n]);
      } else {
        T s(0);
        if (g) {
          TF_TRY(load(g, "t_a", d.bt, item, false, G));
          adjugate(A, n, ipiv, Adj, W, &dd);
          for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i) s += Adj[j + i * n] * G[i + j * n];
        }
        out[item] = s;
      }
      return TF_OK;
    });
  });
}

Status det_vjp(Engine& e, const RuleArgs& r) { return det_rule(e, r, true); }
Status det_jvp(Engine& e, const RuleArgs& r) { return det_rule(e, r, false); }

Status slogdet(Engine& e, const Tensor* a, Tensor* sign, Tensor* logabs, Tensor** alloc_sign,
               Tensor** alloc_logabs) {
  SqDims d;
  TF_TRY(square_arg(a, &d));
  const DType dt = d.dt, rd = d.rd;
  const int64_t n = d.n;
  RuleArgs r;
  r.in[0] = a;
  r.out[0] = sign;
  r.out[1] = logabs;
  r.alloc[0] = alloc_sign;
  r.alloc[1] = alloc_logabs;
  const OutDesc od[2] = {{dt, 0, 0, 0}, {rd, 0, 0, 0}};
  return run_rule(e, r, la_forward_sig(LaRule::Slogdet), d.bt, dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    using R = R_t<T>;
    T* A = it.take<T>(n * n);
    int* ipiv = it.take<int>(n);
    T* os = it.stage<T>(0, 1);
    R* ol = it.stage<R>(1, 1);
    return it.each([&](int64_t item) -> Status {
      TF_TRY(load(a, "a", d.bt, item, false, A));
      if (n) lapack::getrf<T>((int)n, (int)n, A, (int)n, ipiv);
      T s(1);
      R l(0);
      for (int64_t i = 0; i < n; ++i) {
        if (ipiv[i] - 1 != i) s = -s;
        const T u = A[i + i * n];
        const R au = std::abs(u);
        if (au == R(0)) {
          s = T(0);
          l = -std::numeric_limits<R>::infinity();
          break;
        }
        s *= u / au;
        l += std::log(au);
      }
      os[item] = s;
      ol[item] = l;
      return TF_OK;
    });
  });
}


// vjp: da = c a^{-H}, c = glogabsdet + i Im(conj(sign) gsign); jvp: with
// t = tr(a^{-1} da), dlogabsdet = Re t, dsign = sign i Im t.
static Status slogdet_rule(Engine& e, const RuleArgs& r, bool vjp) {
  SqDims d;
  TF_TRY(square_arg(r.in[0], &d));
  const DType dt = d.dt, rd = d.rd;
  const int64_t n = d.n;
  TF_TRY(check_read(*r.in[1], "sign", dt, d.bt, {}));
  TF_TRY(check_read(*r.in[2], "logabsdet", rd, d.bt, {}));
  if (vjp) {
    if (r.in[3]) TF_TRY(check_read(*r.in[3], "grad_sign", dt, d.bt, {}));
    if (r.in[4]) TF_TRY(check_read(*r.in[4], "grad_logabsdet", rd, d.bt, {}));
  } else if (r.in[3]) {
    TF_TRY(check_mat(r.in[3], "t_a", dt, d.bt, n, n));
  }
  OutDesc od[2];
  if (vjp) {
    od[0] = {dt, 2, n, n};
  } else {
    od[0] = {dt, 0, 0, 0};
    od[1] = {rd, 0, 0, 0};
  }
  return run_rule(e, r, la_sig(LaRule::Slogdet, !vjp), d.bt, dt, od, nullptr,
                  [&](auto t0, Items& it) -> Status {
    using T = decltype(t0);
    using R = R_t<T>;
    T* A = it.take<T>(n * n);
    T* Ai = it.take<T>(n * n);
    T* G = it.take<T>(n * n);
    int* ipiv = it.take<int>(n);
    T* o1 = it.stage<T>(0, (vjp ? n * n : 1));
    R* o2 = it.stage<R>(1, 1);
    return it.each([&](int64_t item) -> Status {
      T sg;
      R la;
      TF_TRY(load(r.in[0], "a", d.bt, item, false, A));
      // a^{-1} (singular a: log|det| has no derivative)
      int info = n ? lapack::getrf<T>((int)n, (int)n, A, (int)n, ipiv) : 0;
      if (info > 0) return lu_singular("a", info, d.bt, item);
      TF_TRY(loadv(r.in[1], "sign", d.bt, item, 1, false, &sg));
      TF_TRY(loadv(r.in[2], "logabsdet", d.bt, item, 1, false, &la));
      std::fill(Ai, Ai + n * n, T(0));
      for (int64_t i = 0; i < n; ++i) Ai[i + i * n] = T(1);
      if (n) lapack::getrs<T>('N', (int)n, (int)n, A, (int)n, ipiv, Ai, (int)n);
      if (vjp) {
        T gs(0);
        R gl(0);
        if (r.in[3]) TF_TRY(loadv(r.in[3], "grad_sign", d.bt, item, 1, false, &gs));
        if (r.in[4]) TF_TRY(loadv(r.in[4], "grad_logabsdet", d.bt, item, 1, false, &gl));
        const T c = T(gl) + iy<T>(im(cj(sg) * gs));
        T* o = o1 + item * n * n;
        for (int64_t j = 0; j < n; ++j)
          for (int64_t i = 0; i < n; ++i) o[i + j * n] = c * cj(Ai[j + i * n]);
      } else {
        T t(0);
        if (r.in[3]) {
          TF_TRY(load(r.in[3], "t_a", d.bt, item, false, G));
          for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < n; ++i) t += Ai[j + i * n] * G[i + j * n];
        }
        o1[item] = sg * iy<T>(im(t));
        o2[item] = re(t);
      }
      return TF_OK;
    });
  });
}

Status slogdet_vjp(Engine& e, const RuleArgs& r) { return slogdet_rule(e, r, true); }
Status slogdet_jvp(Engine& e, const RuleArgs& r) { return slogdet_rule(e, r, false); }

}  // namespace tf
