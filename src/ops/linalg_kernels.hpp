// ops/linalg_kernels.hpp: kernels on one column-major matrix shared by an
// operation and its derivative rules: the matrix exponential (tf_expm, and
// its rules in ops/rules_expm_eig.cpp, which run it on a 2n x 2n block
// matrix) and the pseudo-inverse (tf_pinv, and the pinv and lstsq rules in
// ops/rules_lstsq.cpp).
#pragma once
#include <cstdint>

#include "providers/lapack.hpp"

namespace tf {
namespace la {

// Elements of T the kernel needs as work for order n.
inline int64_t expm_work(int64_t n) { return 6 * n * n; }

// x = exp(a) for a column-major n x n a (overwritten): scaling and squaring
// with a Pade approximant of degree 3, 5, 7, 9 or 13 chosen from a's 1-norm
// (Higham 2005). work: expm_work(n) elements, ipiv: n ints. Returns
// LAPACK's INFO of the Pade solve (> 0: its denominator is singular, which
// finite input does not produce in exact arithmetic).
template <class T> int expm_kernel(int64_t n, T* a, T* x, T* work, int* ipiv);

// The pseudo-inverse x (n x m) of a column-major m x n a (overwritten)
// through ?gesdd with the workspace w (gesdd_query(m, n)): u (m x k), vt
// (k x n), s (k) with k = min(m, n) >= 1; singular values <= rcond * s_max
// are dropped. Returns ?gesdd's INFO (> 0: did not converge).
template <class T>
int pinv_kernel(int64_t m, int64_t n, T* a, double rcond, T* x, T* u, T* vt,
                lapack::real_t<T>* s, const lapack::Work& w, T* work, lapack::real_t<T>* rwork,
                int* iwork);

}  // namespace la
}  // namespace tf
