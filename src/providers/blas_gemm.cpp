// providers/blas_gemm.cpp: matrix products through OpenBLAS (cblas_?gemm),
// with transposition and conjugation passed as flags instead of copies.
#include <cblas.h>

#include <climits>
#include <cstring>

#include "engine/threads.hpp"
#include "providers/gemm.hpp"

namespace tf {

namespace {

// BLAS view of a logical rows x cols matrix: transposition flag and ld.
bool blas_operand(int64_t rows, int64_t cols, int64_t r, int64_t c, bool conj,
                  CBLAS_TRANSPOSE* t, int64_t* ld) {
  switch (mat_class(rows, cols, r, c)) {
    case MatClass::ColContig:
      *t = conj ? CblasConjNoTrans : CblasNoTrans;
      *ld = cols <= 1 ? (rows > 1 ? rows : 1) : c;
      break;
    case MatClass::RowContig:
      *t = conj ? CblasConjTrans : CblasTrans;
      *ld = rows <= 1 ? (cols > 1 ? cols : 1) : r;
      break;
    default:
      return false;
  }
  return *ld <= INT_MAX;
}

template <class T>
void call(CBLAS_TRANSPOSE ta, CBLAS_TRANSPOSE tb, int m, int n, int k, tf_scalar alpha,
          const void* a, int lda, const void* b, int ldb, tf_scalar beta, void* c, int ldc) {
  if constexpr (std::is_same_v<T, float>)
    cblas_sgemm(CblasColMajor, ta, tb, m, n, k, (float)alpha.re, (const float*)a, lda,
                (const float*)b, ldb, (float)beta.re, (float*)c, ldc);
  else if constexpr (std::is_same_v<T, double>)
    cblas_dgemm(CblasColMajor, ta, tb, m, n, k, alpha.re, (const double*)a, lda,
                (const double*)b, ldb, beta.re, (double*)c, ldc);
  else if constexpr (std::is_same_v<T, c64>) {
    c64 al(alpha.re, alpha.im), be(beta.re, beta.im);
    cblas_cgemm(CblasColMajor, ta, tb, m, n, k, &al, a, lda, b, ldb, &be, c, ldc);
  } else {
    c128 al(alpha.re, alpha.im), be(beta.re, beta.im);
    cblas_zgemm(CblasColMajor, ta, tb, m, n, k, &al, a, lda, b, ldb, &be, c, ldc);
  }
}

}  // namespace

bool blas_gemm(DType dt, const GemmCall& g0, bool conj_a, bool conj_b, int workers) {
  GemmCall g = g0;
  // BLAS writes column-major C; a row-major C is computed as C^T = B^T A^T.
  MatClass cc = mat_class(g.m, g.n, g.rsc, g.csc);
  if (cc == MatClass::General) return false;
  if (cc == MatClass::RowContig) {
    g = GemmCall{g0.n, g0.m, g0.k, g0.b, g0.csb, g0.rsb, g0.a, g0.csa, g0.rsa,
                 g0.c, g0.csc, g0.rsc, g0.alpha, g0.beta};
    std::swap(conj_a, conj_b);
  }
  CBLAS_TRANSPOSE ta, tb;
  int64_t lda, ldb;
  if (!blas_operand(g.m, g.k, g.rsa, g.csa, conj_a, &ta, &lda) ||
      !blas_operand(g.k, g.n, g.rsb, g.csb, conj_b, &tb, &ldb))
    return false;
  int64_t ldc = g.n <= 1 ? (g.m > 1 ? g.m : 1) : g.csc;
  if (g.m > INT_MAX || g.n > INT_MAX || g.k > INT_MAX || ldc > INT_MAX) return false;
  BlasThreads threads(workers);
  dispatch(dt, [&](auto t) {
    call<decltype(t)>(ta, tb, (int)g.m, (int)g.n, (int)g.k, g.alpha, g.a, (int)lda, g.b,
                      (int)ldb, g.beta, g.c, (int)ldc);
  });
  return true;
}

void copy_to_colmajor(DType dt, int64_t rows, int64_t cols, const void* src, int64_t r,
                      int64_t c, void* dst) {
  std::size_t es = dtype_size(dt);
  const char* s = static_cast<const char*>(src);
  char* d = static_cast<char*>(dst);
  for (int64_t j = 0; j < cols; ++j)
    for (int64_t i = 0; i < rows; ++i)
      std::memcpy(d + (j * rows + i) * es, s + (i * r + j * c) * (int64_t)es, es);
}

void copy_from_colmajor(DType dt, int64_t rows, int64_t cols, const void* src, void* dst,
                        int64_t r, int64_t c) {
  std::size_t es = dtype_size(dt);
  const char* s = static_cast<const char*>(src);
  char* d = static_cast<char*>(dst);
  for (int64_t j = 0; j < cols; ++j)
    for (int64_t i = 0; i < rows; ++i)
      std::memcpy(d + (i * r + j * c) * (int64_t)es, s + (j * rows + i) * es, es);
}

}  // namespace tf
