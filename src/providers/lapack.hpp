// providers/lapack.hpp: typed wrappers over the Fortran LAPACK routines of
// OpenBLAS (the OpenMP build; LP64, 32-bit INTEGER). Each wrapper takes
// column-major matrices and returns LAPACK's INFO unchanged; callers decide
// what it means. `*_query` functions ask LAPACK for workspace sizes
// (lwork = -1) and count themselves in lapack_queries() so tests can prove a
// cached plan never queries again. Providers know nothing of handles or
// status codes.
#pragma once
#include <cstdint>

#include "core/dtype.hpp"

namespace tf {
namespace lapack {

template <class T> struct real_of { using type = T; };
template <class R> struct real_of<std::complex<R>> { using type = R; };
template <class T> using real_t = typename real_of<T>::type;

// Number of workspace queries made in this process (all threads).
uint64_t queries();

// Workspace sizes in elements: work in T, rwork in real_t<T>, iwork in int.
struct Work {
  int64_t lwork = 1, lrwork = 1, liwork = 1;
};

// ---- SVD, thin (jobz = 'S'): a is m x n (overwritten), s min(m,n),
// u m x min(m,n), vt min(m,n) x n.
template <class T> Work gesdd_query(int m, int n);
template <class T>
int gesdd(int m, int n, T* a, int lda, real_t<T>* s, T* u, int ldu, T* vt, int ldvt,
          T* work, int64_t lwork, real_t<T>* rwork, int* iwork);
// QR-iteration driver (jobu = jobvt = 'S'), the fallback of gesdd.
template <class T> Work gesvd_query(int m, int n);
template <class T>
int gesvd(int m, int n, T* a, int lda, real_t<T>* s, T* u, int ldu, T* vt, int ldvt,
          T* work, int64_t lwork, real_t<T>* rwork);

// Singular values only (jobz = 'N'): a is m x n (overwritten), s min(m,n).
template <class T> Work gesdd_values_query(int m, int n);
template <class T>
int gesdd_values(int m, int n, T* a, int lda, real_t<T>* s, T* work, int64_t lwork,
                 real_t<T>* rwork, int* iwork);

// ---- Least squares by SVD (?gelsd): a m x n (overwritten), b ldb x nrhs
// (ldb >= max(m, n); the first n rows become the solution), s min(m, n)
// singular values, rank the effective rank at rcond.
template <class T> Work gelsd_query(int m, int n, int nrhs);
template <class T>
int gelsd(int m, int n, int nrhs, T* a, int lda, T* b, int ldb, real_t<T>* s, real_t<T> rcond,
          int* rank, T* work, int64_t lwork, real_t<T>* rwork, int* iwork);

// ---- General eigensolver (?geev, right vectors only when vectors): a n x n
// (overwritten). Complex T: w (n) the eigenvalues, vr the eigenvectors.
// Real T: wr, wi (n each) the real and imaginary parts and vr LAPACK's packed
// real form (a complex pair j, j+1 has vr[:, j] +- i vr[:, j+1]). rwork: 2n
// (complex T only). Each vector has unit 2-norm.
template <class T> Work geev_query(int n, bool vectors);
template <class T>
int geev(bool vectors, int n, T* a, int lda, T* w, real_t<T>* wr, real_t<T>* wi, T* vr,
         int ldvr, T* work, int64_t lwork, real_t<T>* rwork);

// ---- QR / LQ: factor in place, then form the thin orthonormal factor in
// place (k = min(m, n) reflectors in tau).
template <class T> Work geqrf_query(int m, int n);  // covers ?orgqr/?ungqr too
template <class T> int geqrf(int m, int n, T* a, int lda, T* tau, T* work, int64_t lwork);
template <class T> int orgqr(int m, int n, int k, T* a, int lda, const T* tau, T* work,
                             int64_t lwork);
template <class T> Work gelqf_query(int m, int n);  // covers ?orglq/?unglq too
template <class T> int gelqf(int m, int n, T* a, int lda, T* tau, T* work, int64_t lwork);
template <class T> int orglq(int m, int n, int k, T* a, int lda, const T* tau, T* work,
                             int64_t lwork);

// ---- Hermitian eigensolver, divide and conquer (?syevd / ?heevd).
// vectors: jobz 'V' (else 'N'); upper: uplo 'U' (else 'L').
template <class T> Work syevd_query(int n, bool vectors);
template <class T>
int syevd(bool vectors, bool upper, int n, T* a, int lda, real_t<T>* w, T* work,
          int64_t lwork, real_t<T>* rwork, int64_t lrwork, int* iwork, int64_t liwork);

// ---- Real symmetric tridiagonal eigensolver (dstev, jobz 'V'): d (n) the
// diagonal, replaced by the eigenvalues ascending; e (n - 1) the
// off-diagonal, destroyed; z n x n eigenvectors; work max(1, 2n - 2).
int stev(int n, double* d, double* e, double* z, int ldz, double* work);

// ---- Solvers and factorisations (no workspace except getri).
template <class T> int gesv(int n, int nrhs, T* a, int lda, int* ipiv, T* b, int ldb);
template <class T> int getrf(int m, int n, T* a, int lda, int* ipiv);
// trans: 'N', 'T' or 'C'.
template <class T>
int getrs(char trans, int n, int nrhs, const T* a, int lda, const int* ipiv, T* b, int ldb);
template <class T> Work getri_query(int n);
template <class T> int getri(int n, T* a, int lda, const int* ipiv, T* work, int64_t lwork);
template <class T>
int trtrs(char uplo, char trans, char diag, int n, int nrhs, const T* a, int lda, T* b,
          int ldb);
template <class T> int potrf(char uplo, int n, T* a, int lda);

}  // namespace lapack
}  // namespace tf
