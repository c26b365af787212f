// providers/lapack.cpp: the Fortran LAPACK routines of OpenBLAS, declared
// here (OpenBLAS ships no LAPACKE) with gfortran's calling convention: every
// argument by reference, and one hidden size_t length per CHARACTER argument
// appended at the end. Typed wrappers dispatch on the element type.
#include "providers/lapack.hpp"

#include <atomic>
#include <climits>
#include <cmath>
#include <algorithm>
#include <type_traits>

namespace {
using fc = std::complex<float>;
using dc = std::complex<double>;
using L = size_t;  // hidden CHARACTER length
}  // namespace

extern "C" {
// SVD, divide and conquer.
void sgesdd_(const char*, const int*, const int*, float*, const int*, float*, float*, const int*, float*, const int*, float*, const int*, int*, int*, L);
void dgesdd_(const char*, const int*, const int*, double*, const int*, double*, double*, const int*, double*, const int*, double*, const int*, int*, int*, L);
void cgesdd_(const char*, const int*, const int*, fc*, const int*, float*, fc*, const int*, fc*, const int*, fc*, const int*, float*, int*, int*, L);
void zgesdd_(const char*, const int*, const int*, dc*, const int*, double*, dc*, const int*, dc*, const int*, dc*, const int*, double*, int*, int*, L);
// SVD, QR iteration.
void sgesvd_(const char*, const char*, const int*, const int*, float*, const int*, float*, float*, const int*, float*, const int*, float*, const int*, int*, L, L);
void dgesvd_(const char*, const char*, const int*, const int*, double*, const int*, double*, double*, const int*, double*, const int*, double*, const int*, int*, L, L);
void cgesvd_(const char*, const char*, const int*, const int*, fc*, const int*, float*, fc*, const int*, fc*, const int*, fc*, const int*, float*, int*, L, L);
void zgesvd_(const char*, const char*, const int*, const int*, dc*, const int*, double*, dc*, const int*, dc*, const int*, dc*, const int*, double*, int*, L, L);
// Least squares by SVD.
void sgelsd_(const int*, const int*, const int*, float*, const int*, float*, const int*, float*, const float*, int*, float*, const int*, int*, int*);
void dgelsd_(const int*, const int*, const int*, double*, const int*, double*, const int*, double*, const double*, int*, double*, const int*, int*, int*);
void cgelsd_(const int*, const int*, const int*, fc*, const int*, fc*, const int*, float*, const float*, int*, fc*, const int*, float*, int*, int*);
void zgelsd_(const int*, const int*, const int*, dc*, const int*, dc*, const int*, double*, const double*, int*, dc*, const int*, double*, int*, int*);
// General eigensolver.
void sgeev_(const char*, const char*, const int*, float*, const int*, float*, float*, float*, const int*, float*, const int*, float*, const int*, int*, L, L);
void dgeev_(const char*, const char*, const int*, double*, const int*, double*, double*, double*, const int*, double*, const int*, double*, const int*, int*, L, L);
void cgeev_(const char*, const char*, const int*, fc*, const int*, fc*, fc*, const int*, fc*, const int*, fc*, const int*, float*, int*, L, L);
void zgeev_(const char*, const char*, const int*, dc*, const int*, dc*, dc*, const int*, dc*, const int*, dc*, const int*, double*, int*, L, L);
// QR / LQ.
#define TF_QR_DECL(p, T)                                                                        \
  void p##geqrf_(const int*, const int*, T*, const int*, T*, T*, const int*, int*);             \
  void p##gelqf_(const int*, const int*, T*, const int*, T*, T*, const int*, int*);
TF_QR_DECL(s, float)
TF_QR_DECL(d, double)
TF_QR_DECL(c, fc)
TF_QR_DECL(z, dc)
#undef TF_QR_DECL
void sorgqr_(const int*, const int*, const int*, float*, const int*, const float*, float*, const int*, int*);
void dorgqr_(const int*, const int*, const int*, double*, const int*, const double*, double*, const int*, int*);
void cungqr_(const int*, const int*, const int*, fc*, const int*, const fc*, fc*, const int*, int*);
void zungqr_(const int*, const int*, const int*, dc*, const int*, const dc*, dc*, const int*, int*);
void sorglq_(const int*, const int*, const int*, float*, const int*, const float*, float*, const int*, int*);
void dorglq_(const int*, const int*, const int*, double*, const int*, const double*, double*, const int*, int*);
void cunglq_(const int*, const int*, const int*, fc*, const int*, const fc*, fc*, const int*, int*);
void zunglq_(const int*, const int*, const int*, dc*, const int*, const dc*, dc*, const int*, int*);
// Hermitian eigensolver, divide and conquer.
void ssyevd_(const char*, const char*, const int*, float*, const int*, float*, float*, const int*, int*, const int*, int*, L, L);
void dsyevd_(const char*, const char*, const int*, double*, const int*, double*, double*, const int*, int*, const int*, int*, L, L);
void cheevd_(const char*, const char*, const int*, fc*, const int*, float*, fc*, const int*, float*, const int*, int*, const int*, int*, L, L);
void zheevd_(const char*, const char*, const int*, dc*, const int*, double*, dc*, const int*, double*, const int*, int*, const int*, int*, L, L);
// Symmetric tridiagonal eigensolver.
void dstev_(const char*, const int*, double*, double*, double*, const int*, double*, int*, L);
// Solvers and factorisations.
#define TF_SOLVE_DECL(p, T)                                                                      \
  void p##gesv_(const int*, const int*, T*, const int*, int*, T*, const int*, int*);             \
  void p##getrf_(const int*, const int*, T*, const int*, int*, int*);                            \
  void p##getrs_(const char*, const int*, const int*, const T*, const int*, const int*, T*,      \
                 const int*, int*, L);                                                           \
  void p##getri_(const int*, T*, const int*, const int*, T*, const int*, int*);                  \
  void p##trtrs_(const char*, const char*, const char*, const int*, const int*, const T*,        \
                 const int*, T*, const int*, int*, L, L, L);                                     \
  void p##potrf_(const char*, const int*, T*, const int*, int*, L);
TF_SOLVE_DECL(s, float)
TF_SOLVE_DECL(d, double)
TF_SOLVE_DECL(c, fc)
TF_SOLVE_DECL(z, dc)
#undef TF_SOLVE_DECL
}

namespace tf {
namespace lapack {
namespace {

std::atomic<uint64_t> g_queries{0};

template <class T> constexpr bool is_f = std::is_same_v<T, float>;
template <class T> constexpr bool is_d = std::is_same_v<T, double>;
template <class T> constexpr bool is_c = std::is_same_v<T, fc>;

// A workspace size LAPACK returned in work[0] (a real or complex value).
template <class V> int64_t wsize(V v) {
  double x;
  if constexpr (std::is_arithmetic_v<V>) x = (double)v;
  else x = (double)v.real();
  // Single-precision sizes may round down; LAPACK's own advice: add a little.
  return (int64_t)std::ceil(x * (1.0 + 1e-6)) + 1;
}

int clamp_lwork(int64_t lwork) { return lwork > INT_MAX ? INT_MAX : (int)lwork; }

}  // namespace

uint64_t queries() { return g_queries.load(std::memory_order_relaxed); }

// ---------------------------------------------------------------- gesdd
template <class T> Work gesdd_query(int m, int n) {
  g_queries.fetch_add(1, std::memory_order_relaxed);
  const int k = m < n ? m : n, minus1 = -1;
  const int lda = m > 1 ? m : 1, ldvt = k > 1 ? k : 1;
  int info = 0;
  T wq{};
  real_t<T> dummy_r{};
  int dummy_i = 0;
  T dummy{};
  if constexpr (is_f<T>) sgesdd_("S", &m, &n, &dummy, &lda, &dummy_r, &dummy, &lda, &dummy, &ldvt, &wq, &minus1, &dummy_i, &info, 1);
  else if constexpr (is_d<T>) dgesdd_("S", &m, &n, &dummy, &lda, &dummy_r, &dummy, &lda, &dummy, &ldvt, &wq, &minus1, &dummy_i, &info, 1);
  else if constexpr (is_c<T>) cgesdd_("S", &m, &n, &dummy, &lda, &dummy_r, &dummy, &lda, &dummy, &ldvt, &wq, &minus1, &dummy_r, &dummy_i, &info, 1);
  else zgesdd_("S", &m, &n, &dummy, &lda, &dummy_r, &dummy, &lda, &dummy, &ldvt, &wq, &minus1, &dummy_r, &dummy_i, &info, 1);
  Work w;
  w.lwork = wsize(wq);
  const int64_t mx = m > n ? m : n, mn = k;
  // LAPACK 3.x documentation of ?gesdd (JOBZ != 'N').
  w.lrwork = is_complex(dtype_of<T>::value)
                 ? mn * std::max<int64_t>(5 * mn + 7, 2 * mx + 2 * mn + 1) + 1
                 : 1;
  w.liwork = 8 * mn + 1;
  return w;
}

template <class T>
int gesdd(int m, int n, T* a, int lda, real_t<T>* s, T* u, int ldu, T* vt, int ldvt, T* work,
          int64_t lwork, real_t<T>* rwork, int* iwork) {
  int info = 0, lw = clamp_lwork(lwork);
  if constexpr (is_f<T>) sgesdd_("S", &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, work, &lw, iwork, &info, 1);
  else if constexpr (is_d<T>) dgesdd_("S", &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, work, &lw, iwork, &info, 1);
  else if constexpr (is_c<T>) cgesdd_("S", &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, work, &lw, rwork, iwork, &info, 1);
  else zgesdd_("S", &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, work, &lw, rwork, iwork, &info, 1);
  return info;
}

template <class T> Work gesdd_values_query(int m, int n) {
  g_queries.fetch_add(1, std::memory_order_relaxed);
  const int k = m < n ? m : n, minus1 = -1, lda = m > 1 ? m : 1, one = 1;
  int info = 0, dummy_i = 0;
  T wq{}, dummy{};
  real_t<T> dummy_r{};
  if constexpr (is_f<T>) sgesdd_("N", &m, &n, &dummy, &lda, &dummy_r, &dummy, &one, &dummy, &one, &wq, &minus1, &dummy_i, &info, 1);
  else if constexpr (is_d<T>) dgesdd_("N", &m, &n, &dummy, &lda, &dummy_r, &dummy, &one, &dummy, &one, &wq, &minus1, &dummy_i, &info, 1);
  else if constexpr (is_c<T>) cgesdd_("N", &m, &n, &dummy, &lda, &dummy_r, &dummy, &one, &dummy, &one, &wq, &minus1, &dummy_r, &dummy_i, &info, 1);
  else zgesdd_("N", &m, &n, &dummy, &lda, &dummy_r, &dummy, &one, &dummy, &one, &wq, &minus1, &dummy_r, &dummy_i, &info, 1);
  Work w;
  w.lwork = wsize(wq);
  // LAPACK 3.x documentation of ?gesdd (JOBZ = 'N'; 7 min(m, n) since 3.7).
  w.lrwork = is_complex(dtype_of<T>::value) ? 7 * (int64_t)k + 1 : 1;
  w.liwork = 8 * (int64_t)k + 1;
  return w;
}

template <class T>
int gesdd_values(int m, int n, T* a, int lda, real_t<T>* s, T* work, int64_t lwork,
                 real_t<T>* rwork, int* iwork) {
  int info = 0, lw = clamp_lwork(lwork), one = 1;
  T dummy{};
  if constexpr (is_f<T>) sgesdd_("N", &m, &n, a, &lda, s, &dummy, &one, &dummy, &one, work, &lw, iwork, &info, 1);
  else if constexpr (is_d<T>) dgesdd_("N", &m, &n, a, &lda, s, &dummy, &one, &dummy, &one, work, &lw, iwork, &info, 1);
  else if constexpr (is_c<T>) cgesdd_("N", &m, &n, a, &lda, s, &dummy, &one, &dummy, &one, work, &lw, rwork, iwork, &info, 1);
  else zgesdd_("N", &m, &n, a, &lda, s, &dummy, &one, &dummy, &one, work, &lw, rwork, iwork, &info, 1);
  return info;
}

// ---------------------------------------------------------------- gelsd
template <class T> Work gelsd_query(int m, int n, int nrhs) {
  g_queries.fetch_add(1, std::memory_order_relaxed);
  const int minus1 = -1, lda = m > 1 ? m : 1, mx = std::max(std::max(m, n), 1);
  int info = 0, rank = 0, iq = 0;
  T wq{}, dummy{};
  real_t<T> rq{}, dummy_r{}, rcond = -1;
  if constexpr (is_f<T>) sgelsd_(&m, &n, &nrhs, &dummy, &lda, &dummy, &mx, &dummy_r, &rcond, &rank, &wq, &minus1, &iq, &info);
  else if constexpr (is_d<T>) dgelsd_(&m, &n, &nrhs, &dummy, &lda, &dummy, &mx, &dummy_r, &rcond, &rank, &wq, &minus1, &iq, &info);
  else if constexpr (is_c<T>) cgelsd_(&m, &n, &nrhs, &dummy, &lda, &dummy, &mx, &dummy_r, &rcond, &rank, &wq, &minus1, &rq, &iq, &info);
  else zgelsd_(&m, &n, &nrhs, &dummy, &lda, &dummy, &mx, &dummy_r, &rcond, &rank, &wq, &minus1, &rq, &iq, &info);
  Work w;
  w.lwork = wsize(wq);
  w.lrwork = is_complex(dtype_of<T>::value) ? wsize(rq) : 1;
  w.liwork = std::max<int64_t>(iq, 1) + 1;
  return w;
}

template <class T>
int gelsd(int m, int n, int nrhs, T* a, int lda, T* b, int ldb, real_t<T>* s, real_t<T> rcond,
          int* rank, T* work, int64_t lwork, real_t<T>* rwork, int* iwork) {
  int info = 0, lw = clamp_lwork(lwork);
  if constexpr (is_f<T>) sgelsd_(&m, &n, &nrhs, a, &lda, b, &ldb, s, &rcond, rank, work, &lw, iwork, &info);
  else if constexpr (is_d<T>) dgelsd_(&m, &n, &nrhs, a, &lda, b, &ldb, s, &rcond, rank, work, &lw, iwork, &info);
  else if constexpr (is_c<T>) cgelsd_(&m, &n, &nrhs, a, &lda, b, &ldb, s, &rcond, rank, work, &lw, rwork, iwork, &info);
  else zgelsd_(&m, &n, &nrhs, a, &lda, b, &ldb, s, &rcond, rank, work, &lw, rwork, iwork, &info);
  return info;
}

// ---------------------------------------------------------------- geev
template <class T> Work geev_query(int n, bool vectors) {
  g_queries.fetch_add(1, std::memory_order_relaxed);
  const int minus1 = -1, ld = n > 1 ? n : 1, one = 1;
  const char* jv = vectors ? "V" : "N";
  int info = 0;
  T wq{}, dummy{};
  real_t<T> dummy_r{};
  if constexpr (is_f<T>) sgeev_("N", jv, &n, &dummy, &ld, &dummy_r, &dummy_r, &dummy, &one, &dummy, &ld, &wq, &minus1, &info, 1, 1);
  else if constexpr (is_d<T>) dgeev_("N", jv, &n, &dummy, &ld, &dummy_r, &dummy_r, &dummy, &one, &dummy, &ld, &wq, &minus1, &info, 1, 1);
  else if constexpr (is_c<T>) cgeev_("N", jv, &n, &dummy, &ld, &dummy, &dummy, &one, &dummy, &ld, &wq, &minus1, &dummy_r, &info, 1, 1);
  else zgeev_("N", jv, &n, &dummy, &ld, &dummy, &dummy, &one, &dummy, &ld, &wq, &minus1, &dummy_r, &info, 1, 1);
  Work w;
  w.lwork = wsize(wq);
  w.lrwork = 2 * (int64_t)n + 1;
  return w;
}

template <class T>
int geev(bool vectors, int n, T* a, int lda, T* w, real_t<T>* wr, real_t<T>* wi, T* vr,
         int ldvr, T* work, int64_t lwork, real_t<T>* rwork) {
  int info = 0, lw = clamp_lwork(lwork), one = 1;
  const char* jv = vectors ? "V" : "N";
  T dummy{};
  if constexpr (is_f<T>) sgeev_("N", jv, &n, a, &lda, wr, wi, &dummy, &one, vr, &ldvr, work, &lw, &info, 1, 1);
  else if constexpr (is_d<T>) dgeev_("N", jv, &n, a, &lda, wr, wi, &dummy, &one, vr, &ldvr, work, &lw, &info, 1, 1);
  else if constexpr (is_c<T>) cgeev_("N", jv, &n, a, &lda, w, &dummy, &one, vr, &ldvr, work, &lw, rwork, &info, 1, 1);
  else zgeev_("N", jv, &n, a, &lda, w, &dummy, &one, vr, &ldvr, work, &lw, rwork, &info, 1, 1);
  return info;
}

// ---------------------------------------------------------------- gesvd
template <class T> Work gesvd_query(int m, int n) {
  g_queries.fetch_add(1, std::memory_order_relaxed);
  const int k = m < n ? m : n, minus1 = -1;
  const int lda = m > 1 ? m : 1, ldvt = k > 1 ? k : 1;
  int info = 0;
  T wq{}, dummy{};
  real_t<T> dummy_r{};
  if constexpr (is_f<T>) sgesvd_("S", "S", &m, &n, &dummy, &lda, &dummy_r, &dummy, &lda, &dummy, &ldvt, &wq, &minus1, &info, 1, 1);
  else if constexpr (is_d<T>) dgesvd_("S", "S", &m, &n, &dummy, &lda, &dummy_r, &dummy, &lda, &dummy, &ldvt, &wq, &minus1, &info, 1, 1);
  else if constexpr (is_c<T>) cgesvd_("S", "S", &m, &n, &dummy, &lda, &dummy_r, &dummy, &lda, &dummy, &ldvt, &wq, &minus1, &dummy_r, &info, 1, 1);
  else zgesvd_("S", "S", &m, &n, &dummy, &lda, &dummy_r, &dummy, &lda, &dummy, &ldvt, &wq, &minus1, &dummy_r, &info, 1, 1);
  Work w;
  w.lwork = wsize(wq);
  const int64_t mn = m < n ? m : n;
  w.lrwork = is_complex(dtype_of<T>::value) ? 5 * mn + 1 : 1;
  w.liwork = 1;
  return w;
}

template <class T>
int gesvd(int m, int n, T* a, int lda, real_t<T>* s, T* u, int ldu, T* vt, int ldvt, T* work,
          int64_t lwork, real_t<T>* rwork) {
  int info = 0, lw = clamp_lwork(lwork);
  if constexpr (is_f<T>) sgesvd_("S", "S", &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, work, &lw, &info, 1, 1);
  else if constexpr (is_d<T>) dgesvd_("S", "S", &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, work, &lw, &info, 1, 1);
  else if constexpr (is_c<T>) cgesvd_("S", "S", &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, work, &lw, rwork, &info, 1, 1);
  else zgesvd_("S", "S", &m, &n, a, &lda, s, u, &ldu, vt, &ldvt, work, &lw, rwork, &info, 1, 1);
  return info;
}

// ---------------------------------------------------------------- QR / LQ
#define TF_PICK(name_s, name_d, name_c, name_z, ...)      \
  do {                                                    \
    if constexpr (is_f<T>) name_s(__VA_ARGS__);           \
    else if constexpr (is_d<T>) name_d(__VA_ARGS__);      \
    else if constexpr (is_c<T>) name_c(__VA_ARGS__);      \
    else name_z(__VA_ARGS__);                             \
  } while (0)

// QR (lq false: ?geqrf, then the thin Q by ?orgqr/?ungqr) and LQ (lq true:
// ?gelqf, then ?orglq/?unglq) are the same calls on different routines.
template <class T> int qr_lq_factor(bool lq, int m, int n, T* a, int lda, T* tau, T* work,
                                    int lw) {
  int info = 0;
  if (lq) TF_PICK(sgelqf_, dgelqf_, cgelqf_, zgelqf_, &m, &n, a, &lda, tau, work, &lw, &info);
  else TF_PICK(sgeqrf_, dgeqrf_, cgeqrf_, zgeqrf_, &m, &n, a, &lda, tau, work, &lw, &info);
  return info;
}

template <class T> int qr_lq_q(bool lq, int m, int n, int k, T* a, int lda, const T* tau,
                               T* work, int lw) {
  int info = 0;
  if (lq) TF_PICK(sorglq_, dorglq_, cunglq_, zunglq_, &m, &n, &k, a, &lda, tau, work, &lw, &info);
  else TF_PICK(sorgqr_, dorgqr_, cungqr_, zungqr_, &m, &n, &k, a, &lda, tau, work, &lw, &info);
  return info;
}

template <class T> Work qr_lq_query(bool lq, int m, int n) {
  g_queries.fetch_add(1, std::memory_order_relaxed);
  const int ld = m > 1 ? m : 1, k = m < n ? m : n, ldk = k > 1 ? k : 1;
  T wq{}, wq2{}, dummy{};
  qr_lq_factor<T>(lq, m, n, &dummy, ld, &dummy, &wq, -1);
  // The thin Q is m x k (QR) or k x n (LQ).
  if (lq) qr_lq_q<T>(true, k, n, k, &dummy, ldk, &dummy, &wq2, -1);
  else qr_lq_q<T>(false, m, k, k, &dummy, ld, &dummy, &wq2, -1);
  Work w;
  w.lwork = std::max(wsize(wq), wsize(wq2));
  return w;
}

template <class T> Work geqrf_query(int m, int n) { return qr_lq_query<T>(false, m, n); }
template <class T> Work gelqf_query(int m, int n) { return qr_lq_query<T>(true, m, n); }

template <class T> int geqrf(int m, int n, T* a, int lda, T* tau, T* work, int64_t lwork) {
  return qr_lq_factor<T>(false, m, n, a, lda, tau, work, clamp_lwork(lwork));
}
template <class T> int gelqf(int m, int n, T* a, int lda, T* tau, T* work, int64_t lwork) {
  return qr_lq_factor<T>(true, m, n, a, lda, tau, work, clamp_lwork(lwork));
}

template <class T>
int orgqr(int m, int n, int k, T* a, int lda, const T* tau, T* work, int64_t lwork) {
  return qr_lq_q<T>(false, m, n, k, a, lda, tau, work, clamp_lwork(lwork));
}
template <class T>
int orglq(int m, int n, int k, T* a, int lda, const T* tau, T* work, int64_t lwork) {
  return qr_lq_q<T>(true, m, n, k, a, lda, tau, work, clamp_lwork(lwork));
}

// ---------------------------------------------------------------- syevd
template <class T> Work syevd_query(int n, bool vectors) {
  g_queries.fetch_add(1, std::memory_order_relaxed);
  const char* jobz = vectors ? "V" : "N";
  const int ld = n > 1 ? n : 1, minus1 = -1;
  int info = 0, iq = 0;
  T wq{}, dummy{};
  real_t<T> rq{}, dummy_r{};
  if constexpr (is_f<T>) ssyevd_(jobz, "L", &n, &dummy, &ld, &dummy_r, &wq, &minus1, &iq, &minus1, &info, 1, 1);
  else if constexpr (is_d<T>) dsyevd_(jobz, "L", &n, &dummy, &ld, &dummy_r, &wq, &minus1, &iq, &minus1, &info, 1, 1);
  else if constexpr (is_c<T>) cheevd_(jobz, "L", &n, &dummy, &ld, &dummy_r, &wq, &minus1, &rq, &minus1, &iq, &minus1, &info, 1, 1);
  else zheevd_(jobz, "L", &n, &dummy, &ld, &dummy_r, &wq, &minus1, &rq, &minus1, &iq, &minus1, &info, 1, 1);
  Work w;
  w.lwork = wsize(wq);
  w.lrwork = is_complex(dtype_of<T>::value) ? wsize(rq) : 1;
  w.liwork = (int64_t)iq + 1;
  return w;
}

template <class T>
int syevd(bool vectors, bool upper, int n, T* a, int lda, real_t<T>* w, T* work, int64_t lwork,
          real_t<T>* rwork, int64_t lrwork, int* iwork, int64_t liwork) {
  const char* jobz = vectors ? "V" : "N";
  const char* uplo = upper ? "U" : "L";
  int info = 0, lw = clamp_lwork(lwork), lrw = clamp_lwork(lrwork), liw = clamp_lwork(liwork);
  if constexpr (is_f<T>) ssyevd_(jobz, uplo, &n, a, &lda, w, work, &lw, iwork, &liw, &info, 1, 1);
  else if constexpr (is_d<T>) dsyevd_(jobz, uplo, &n, a, &lda, w, work, &lw, iwork, &liw, &info, 1, 1);
  else if constexpr (is_c<T>) cheevd_(jobz, uplo, &n, a, &lda, w, work, &lw, rwork, &lrw, iwork, &liw, &info, 1, 1);
  else zheevd_(jobz, uplo, &n, a, &lda, w, work, &lw, rwork, &lrw, iwork, &liw, &info, 1, 1);
  return info;
}

int stev(int n, double* d, double* e, double* z, int ldz, double* work) {
  int info = 0;
  dstev_("V", &n, d, e, z, &ldz, work, &info, 1);
  return info;
}

// ---------------------------------------------------------------- solvers
template <class T> int gesv(int n, int nrhs, T* a, int lda, int* ipiv, T* b, int ldb) {
  int info = 0;
  TF_PICK(sgesv_, dgesv_, cgesv_, zgesv_, &n, &nrhs, a, &lda, ipiv, b, &ldb, &info);
  return info;
}

template <class T> int getrf(int m, int n, T* a, int lda, int* ipiv) {
  int info = 0;
  TF_PICK(sgetrf_, dgetrf_, cgetrf_, zgetrf_, &m, &n, a, &lda, ipiv, &info);
  return info;
}

template <class T>
int getrs(char trans, int n, int nrhs, const T* a, int lda, const int* ipiv, T* b, int ldb) {
  int info = 0;
  TF_PICK(sgetrs_, dgetrs_, cgetrs_, zgetrs_, &trans, &n, &nrhs, a, &lda, ipiv, b, &ldb, &info, 1);
  return info;
}

template <class T> Work getri_query(int n) {
  g_queries.fetch_add(1, std::memory_order_relaxed);
  const int ld = n > 1 ? n : 1, minus1 = -1;
  int info = 0, ip = 0;
  T wq{}, dummy{};
  TF_PICK(sgetri_, dgetri_, cgetri_, zgetri_, &n, &dummy, &ld, &ip, &wq, &minus1, &info);
  Work w;
  w.lwork = wsize(wq);
  return w;
}

template <class T> int getri(int n, T* a, int lda, const int* ipiv, T* work, int64_t lwork) {
  int info = 0, lw = clamp_lwork(lwork);
  TF_PICK(sgetri_, dgetri_, cgetri_, zgetri_, &n, a, &lda, ipiv, work, &lw, &info);
  return info;
}

template <class T>
int trtrs(char uplo, char trans, char diag, int n, int nrhs, const T* a, int lda, T* b, int ldb) {
  int info = 0;
  TF_PICK(strtrs_, dtrtrs_, ctrtrs_, ztrtrs_, &uplo, &trans, &diag, &n, &nrhs, a, &lda, b, &ldb,
          &info, 1, 1, 1);
  return info;
}

template <class T> int potrf(char uplo, int n, T* a, int lda) {
  int info = 0;
  TF_PICK(spotrf_, dpotrf_, cpotrf_, zpotrf_, &uplo, &n, a, &lda, &info, 1);
  return info;
}

#undef TF_PICK

#define TF_INSTANTIATE(T)                                                                        \
  template Work gesdd_query<T>(int, int);                                                        \
  template int gesdd<T>(int, int, T*, int, real_t<T>*, T*, int, T*, int, T*, int64_t,            \
                        real_t<T>*, int*);                                                       \
  template Work gesdd_values_query<T>(int, int);                                                 \
  template int gesdd_values<T>(int, int, T*, int, real_t<T>*, T*, int64_t, real_t<T>*, int*);     \
  template Work gelsd_query<T>(int, int, int);                                                   \
  template int gelsd<T>(int, int, int, T*, int, T*, int, real_t<T>*, real_t<T>, int*, T*,        \
                        int64_t, real_t<T>*, int*);                                              \
  template Work geev_query<T>(int, bool);                                                        \
  template int geev<T>(bool, int, T*, int, T*, real_t<T>*, real_t<T>*, T*, int, T*, int64_t,     \
                       real_t<T>*);                                                              \
  template Work gesvd_query<T>(int, int);                                                        \
  template int gesvd<T>(int, int, T*, int, real_t<T>*, T*, int, T*, int, T*, int64_t,            \
                        real_t<T>*);                                                             \
  template Work geqrf_query<T>(int, int);                                                        \
  template int geqrf<T>(int, int, T*, int, T*, T*, int64_t);                                     \
  template int orgqr<T>(int, int, int, T*, int, const T*, T*, int64_t);                          \
  template Work gelqf_query<T>(int, int);                                                        \
  template int gelqf<T>(int, int, T*, int, T*, T*, int64_t);                                     \
  template int orglq<T>(int, int, int, T*, int, const T*, T*, int64_t);                          \
  template Work syevd_query<T>(int, bool);                                                       \
  template int syevd<T>(bool, bool, int, T*, int, real_t<T>*, T*, int64_t, real_t<T>*, int64_t,  \
                        int*, int64_t);                                                          \
  template int gesv<T>(int, int, T*, int, int*, T*, int);                                        \
  template int getrf<T>(int, int, T*, int, int*);                                                \
  template int getrs<T>(char, int, int, const T*, int, const int*, T*, int);                     \
  template Work getri_query<T>(int);                                                             \
  template int getri<T>(int, T*, int, const int*, T*, int64_t);                                  \
  template int trtrs<T>(char, char, char, int, int, const T*, int, T*, int);                     \
  template int potrf<T>(char, int, T*, int);
TF_INSTANTIATE(float)
TF_INSTANTIATE(double)
TF_INSTANTIATE(fc)
TF_INSTANTIATE(dc)
#undef TF_INSTANTIATE

}  // namespace lapack
}  // namespace tf
