// ops/linalg_expm.cpp: the matrix exponential of stacks of square matrices
// by scaling and squaring with a Pade approximant (Higham, "The scaling and
// squaring method for the matrix exponential revisited", SIAM J. Matrix
// Anal. Appl. 26, 2005: the degrees 3..13 and their 1-norm bounds theta_m).
// The products go to the gemm providers on one thread; the one solve to
// ?gesv.
#include "ops/linalg_kernels.hpp"

#include <algorithm>
#include <cmath>

#include "engine/threads.hpp"
#include "ops/linalg.hpp"
#include "ops/linalg_common.hpp"
#include "ops/rules_linalg_driver.hpp"
#include "providers/lapack.hpp"

namespace tf {
namespace la {

namespace {

// Pade coefficients b_0..b_m of degree m (Higham 2005, table 2.3 / eq. 2.10).
constexpr double kB3[] = {120., 60., 12., 1.};
constexpr double kB5[] = {30240., 15120., 3360., 420., 30., 1.};
constexpr double kB7[] = {17297280., 8648640., 1995840., 277200., 25200., 1512., 56., 1.};
constexpr double kB9[] = {17643225600., 8821612800., 2075673600., 302702400., 30270240.,
                          2162160.,     110880.,     3960.,       90.,        1.};
constexpr double kB13[] = {64764752532480000., 32382376266240000., 7771770303897600.,
                           1187353796428800.,  129060195264000.,   10559470521600.,
                           670442572800.,      33522128640.,       1323241920.,
                           40840800.,          960960.,            16380.,
                           182.,               1.};
// The largest 1-norm for which degree 3, 5, 7, 9, 13 is accurate to double
// precision (Higham 2005, table 2.3).
constexpr double kTheta[] = {1.495585217958292e-2, 2.539398330063230e-1, 9.504178996162932e-1,
                             2.097847961257068e0, 5.371920351148152e0};

// y = sum_j c_j p_j (+ c_I I) over n x n matrices.
template <class T>
void combo(int64_t n, T* y, std::initializer_list<std::pair<double, const T*>> terms, double ci) {
  const int64_t nn = n * n;
  std::fill(y, y + nn, T(0));
  for (auto& [c, p] : terms)
    for (int64_t i = 0; i < nn; ++i) y[i] += T(c) * p[i];
  for (int64_t i = 0; i < n; ++i) y[i + i * n] += T(ci);
}

}  // namespace

template <class T> int expm_kernel(int64_t n, T* a, T* x, T* work, int* ipiv) {
  using R = lapack::real_t<T>;
  if (n == 0) return 0;
  const int64_t nn = n * n;
  T *a2 = work, *a4 = work + nn, *a6 = work + 2 * nn, *u = work + 3 * nn, *v = work + 4 * nn,
    *t = work + 5 * nn;
  double norm1 = 0;
  for (int64_t j = 0; j < n; ++j) {
    double c = 0;
    for (int64_t i = 0; i < n; ++i) c += (double)std::abs(a[i + j * n]);
    norm1 = std::max(norm1, c);
  }
  int s = 0;
  int deg = 13;
  const int degs[] = {3, 5, 7, 9};
  for (int i = 0; i < 4; ++i)
    if (norm1 <= kTheta[i]) {
      deg = degs[i];
      break;
    }
  if (deg == 13 && norm1 > kTheta[4]) {
    s = (int)std::ceil(std::log2(norm1 / kTheta[4]));
    const R f = (R)std::ldexp(1.0, -s);
    for (int64_t i = 0; i < nn; ++i) a[i] *= f;
  }
  auto mul = [&](const T* p, const T* q, T* y) {
    lar::mm<T>('N', 'N', n, n, n, T(1), p, n, q, n, T(0), y, n);
  };
  mul(a, a, a2);
  if (deg == 13) {
    const double* b = kB13;
    mul(a2, a2, a4);
    mul(a4, a2, a6);
    // u = a [a6 (b13 a6 + b11 a4 + b9 a2) + b7 a6 + b5 a4 + b3 a2 + b1 I]
    combo<T>(n, t, {{b[13], a6}, {b[11], a4}, {b[9], a2}}, 0);
    mul(a6, t, v);
    combo<T>(n, t, {{1.0, v}, {b[7], a6}, {b[5], a4}, {b[3], a2}}, b[1]);
    mul(a, t, u);
    // v = a6 (b12 a6 + b10 a4 + b8 a2) + b6 a6 + b4 a4 + b2 a2 + b0 I
    combo<T>(n, t, {{b[12], a6}, {b[10], a4}, {b[8], a2}}, 0);
    mul(a6, t, x);
    combo<T>(n, v, {{1.0, x}, {b[6], a6}, {b[4], a4}, {b[2], a2}}, b[0]);
  } else {
    const double* b = deg == 3 ? kB3 : deg == 5 ? kB5 : deg == 7 ? kB7 : kB9;
    // powers a^2, a^4, a^6, a^8 in a2, a4, a6, x (as far as the degree needs)
    const T* pw[5] = {nullptr, a2, a4, a6, x};
    if (deg >= 5) mul(a2, a2, a4);
    if (deg >= 7) mul(a4, a2, a6);
    if (deg >= 9) mul(a6, a2, x);
    std::fill(t, t + nn, T(0));
    std::fill(v, v + nn, T(0));
    for (int64_t i = 0; i < n; ++i) {
      t[i + i * n] = T(b[1]);
      v[i + i * n] = T(b[0]);
    }
    for (int j = 1; 2 * j < deg + 1; ++j)
      for (int64_t i = 0; i < nn; ++i) {
        t[i] += T(b[2 * j + 1]) * pw[j][i];
        v[i] += T(b[2 * j]) * pw[j][i];
      }
    mul(a, t, u);
  }
  // (v - u) x = (v + u)
  for (int64_t i = 0; i < nn; ++i) {
    x[i] = v[i] + u[i];
    t[i] = v[i] - u[i];
  }
  int info = lapack::gesv<T>((int)n, (int)n, t, (int)n, ipiv, x, (int)n);
  if (info != 0) return info;
  for (int i = 0; i < s; ++i) {
    mul(x, x, t);
    std::copy(t, t + nn, x);
  }
  return 0;
}

template int expm_kernel<float>(int64_t, float*, float*, float*, int*);
template int expm_kernel<double>(int64_t, double*, double*, double*, int*);
template int expm_kernel<c64>(int64_t, c64*, c64*, c64*, int*);
template int expm_kernel<c128>(int64_t, c128*, c128*, c128*, int*);

}  // namespace la

using namespace la;

Status expm(Engine& e, const Tensor* a, Tensor* x, Tensor** alloc_x) {
  Batch bt;
  Mat A;
  TF_TRY(square_op_args(*a, x, &bt, &A));
  const DType dt = a->dtype;
  const int64_t n = A.rows;
  // exp(a^T) = exp(a)^T: a row-major a is worked on as its transpose.
  const bool trans = use_transpose(A);
  const std::size_t es = dtype_size(dt), cnt = (std::size_t)bt.count;
  const std::size_t owork = al64(es * n * n), opiv = owork + al64(es * expm_work(n)),
                    ox = opiv + al64(sizeof(int) * n), total = ox + al64(es * cnt * n * n);
  alignas(64) char local[2048];
  Scratch sc;
  char* base = local;
  if (total > sizeof local) {
    TF_TRY(sc.get(e, total, "expm"));
    base = sc.p();
  }
  if (n > 0 && bt.count > 0) {
    TF_TRY(dispatch(dt, [&](auto t) -> Status {
      using T = decltype(t);
      T* wa = reinterpret_cast<T*>(base);
      BlasThreads threads(e.lapack_workers(20.0 * n * n * n));
      for (int64_t item = 0; item < bt.count; ++item) {
        T* xs = reinterpret_cast<T*>(base + ox) + item * n * n;
        int64_t bi, bj;
        const T* sa = reinterpret_cast<const T*>(a->data) + item_offset(*a, bt, item);
        if (!gather(sa, A, trans, false, wa, n, &bi, &bj)) return non_finite("a", bt, item, bi, bj);
        const int info = expm_kernel<T>(n, wa, xs, reinterpret_cast<T*>(base + owork),
                                        reinterpret_cast<int*>(base + opiv));
        if (info < 0) return lapack_arg("?gesv", info);
        if (info > 0)
          return numerical("a", "the Pade denominator of exp(a) is singular", "?gesv", info, bt,
                           item);
        if (find_non_finite(xs, n, n, n, &bi, &bj))
          return fail(TF_ERR_NUMERICAL, "a: exp(a) overflows (element (%lld, %lld) of the "
                      "result is not finite)%s", (long long)(trans ? bj : bi),
                      (long long)(trans ? bi : bj), bt.nb ? " in a batch item" : "");
      }
      return TF_OK;
    }));
  }
  return finish_matrix(e, dt, bt, n, n, base + ox, trans, x, alloc_x);
}

}  // namespace tf
