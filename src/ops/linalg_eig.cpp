// ops/linalg_eig.cpp: the eigen-decomposition of general (non-Hermitian)
// square matrices through ?geev. The results are complex for every input
// dtype (F32 -> C64, F64 -> C128): a real matrix's complex-conjugate pairs
// are unpacked from LAPACK's real storage.
#include <algorithm>

#include "engine/threads.hpp"
#include "ops/linalg.hpp"
#include "ops/linalg_common.hpp"
#include "providers/lapack.hpp"

namespace tf {

using namespace la;

Status eig(Engine& e, const Tensor* a, bool vectors, Tensor* w, Tensor* v, Tensor** alloc_w,
           Tensor** alloc_v) {
  Batch bt;
  Mat A;
  TF_TRY(matrix_arg(*a, "a", true, &bt, &A));
  const DType dt = a->dtype, cd = complex_dtype(dt);
  const int64_t n = A.rows;
  if (w) {
    TF_TRY(check_out(*w, "w", cd, bt, {n}));
    TF_TRY(no_overlap(*w, "w", *a, "a"));
  }
  if (v) {
    TF_TRY(check_out(*v, "v", cd, bt, {n, n}));
    TF_TRY(no_overlap(*v, "v", *a, "a"));
    if (w) TF_TRY(no_overlap(*v, "v", *w, "w"));
  }
  const WorkPlan* p = nullptr;
  if (n > 0)
    TF_TRY(work_plan(e, plan_tag(OpKind::Eig), dt, vectors, {n}, [&] {
      return dispatch(dt, [&](auto t) { return lapack::geev_query<decltype(t)>((int)n, vectors); });
    }, &p));
  const lapack::Work wk = p ? p->w : lapack::Work{};
  const std::size_t es = dtype_size(dt), cs = dtype_size(cd), rs = dtype_size(real_dtype(dt)),
                    cnt = (std::size_t)bt.count;
  const std::size_t ovr = al64(es * n * n), owork = ovr + al64(es * n * n),
                    orwork = owork + al64(es * wk.lwork), owr = orwork + al64(rs * wk.lrwork),
                    ow = owr + al64(rs * 2 * (n + 1)), ov = ow + al64(cs * cnt * n),
                    total = ov + (vectors ? al64(cs * cnt * n * n) : 0);
  Scratch sc;
  TF_TRY(sc.get(e, total, "eig"));
  char* base = sc.p();
  if (n > 0 && bt.count > 0) {
    TF_TRY(dispatch(dt, [&](auto t) -> Status {
      using T = decltype(t);
      using R = lapack::real_t<T>;
      using C = std::complex<R>;
      T* wa = reinterpret_cast<T*>(base);
      T* vr = reinterpret_cast<T*>(base + ovr);
      R* wr = reinterpret_cast<R*>(base + owr);
      R* wi = wr + n;
      BlasThreads threads(e.lapack_workers(10.0 * n * n * n));
      for (int64_t item = 0; item < bt.count; ++item) {
        C* ws = reinterpret_cast<C*>(base + ow) + item * n;
        C* vs = reinterpret_cast<C*>(base + ov) + item * n * n;
        int64_t bi, bj;
        const T* sa = reinterpret_cast<const T*>(a->data) + item_offset(*a, bt, item);
        if (!gather(sa, A, false, false, wa, n, &bi, &bj)) return non_finite("a", bt, item, bi, bj);
        T* wc = nullptr;
        if constexpr (!std::is_same_v<T, R>) wc = reinterpret_cast<T*>(ws);
        const int info = lapack::geev<T>(vectors, (int)n, wa, (int)n, wc, wr, wi, vr, (int)n,
                                         reinterpret_cast<T*>(base + owork), wk.lwork,
                                         reinterpret_cast<R*>(base + orwork));
        if (info < 0) return lapack_arg("?geev", info);
        if (info > 0)
          return numerical("a", "the QR algorithm did not compute every eigenvalue", "?geev",
                           info, bt, item);
        if constexpr (std::is_same_v<T, R>) {
          for (int64_t j = 0; j < n; ++j) ws[j] = C(wr[j], wi[j]);
          if (vectors)
            for (int64_t j = 0; j < n; ++j) {
              if (wi[j] != R(0) && j + 1 < n) {  // the pair j, j + 1
                for (int64_t i = 0; i < n; ++i) {
                  vs[i + j * n] = C(vr[i + j * n], vr[i + (j + 1) * n]);
                  vs[i + (j + 1) * n] = C(vr[i + j * n], -vr[i + (j + 1) * n]);
                }
                ++j;
              } else {
                for (int64_t i = 0; i < n; ++i) vs[i + j * n] = C(vr[i + j * n], 0);
              }
            }
        } else if (vectors) {
          std::copy(vr, vr + n * n, vs);
        }
      }
      return TF_OK;
    }));
  }
  Allocs al;
  if (!w) TF_TRY(al.add(e, cd, bt, {n}, &w));
  if (vectors && !v) TF_TRY(al.add(e, cd, bt, {n, n}, &v));
  ++e.stats().calls;
  scatter_vec(*w, bt, base + ow, n, n);
  if (vectors) scatter(*v, bt, base + ov, n * n, n, n, 1, n);
  if (alloc_w) *alloc_w = w;
  if (vectors && alloc_v) *alloc_v = v;
  al.committed = true;
  return TF_OK;
}

}  // namespace tf
