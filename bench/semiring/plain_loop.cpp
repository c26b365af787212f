// bench/semiring/plain_loop.cpp: the plain max-plus triple loops the
// benchmark compares against, compiled -O3 -march=native (CMakeLists.txt).
#include <cstdint>

// C = max_k A[i,k] + B[k,j], row-major n x n: the textbook i-j-k order.
void maxplus_loop_ijk(int64_t n, const double* A, const double* B, double* C) {
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double c = -__builtin_inf();
      for (int64_t k = 0; k < n; ++k) {
        const double v = A[i * n + k] + B[k * n + j];
        c = v > c ? v : c;
      }
      C[i * n + j] = c;
    }
}

// The same in i-k-j order (unit-stride inner loop the compiler vectorises).
void maxplus_loop_ikj(int64_t n, const double* A, const double* B, double* C) {
  for (int64_t i = 0; i < n * n; ++i) C[i] = -__builtin_inf();
  for (int64_t i = 0; i < n; ++i)
    for (int64_t k = 0; k < n; ++k) {
      const double a = A[i * n + k];
      double* c = C + i * n;
      const double* b = B + k * n;
      for (int64_t j = 0; j < n; ++j) {
        const double v = a + b[j];
        c[j] = v > c[j] ? v : c[j];
      }
    }
}
