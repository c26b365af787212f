/*
 * autodiff_adjoint.c -- a hand-written adjoint loop with tenferro's rules.
 *
 * Fits a complex matrix X (4 x 3) so that A X approximates B (A 6 x 4, B
 * 6 x 3) by gradient descent on the real loss L(X) = ||A X - B||_F^2:
 *
 *   forward    R = A X - B               tf_matmul_into, tf_axpby_into
 *   loss       L = Re <R, R>             tf_vdot
 *   reverse    R_bar = 2 R               the cotangent of R for L (with
 *                                        tenferro's convention dL/dRe +
 *                                        i dL/dIm, the cotangent of |r|^2
 *                                        is 2 r)
 *              X_bar = A^H R_bar         tf_matmul_vjp_into (d_a NULL: A
 *                                        is data, its cotangent is not
 *                                        computed)
 *   step       X = X - lr X_bar          tf_axpby_into, in place
 *
 * Every buffer is made once; the loop allocates nothing. Built and run by
 * ctest (autodiff_adjoint_example): it fails unless the loss falls and the
 * gradient at the end is zero to rounding (the least-squares optimum: with
 * 6 equations per column and 4 unknowns the loss itself stays positive).
 */
#include <stdio.h>
#include <stdlib.h>

#include "tenferro.h"

#define CHECK(call)                                                           \
  do {                                                                        \
    tf_status st_ = (call);                                                   \
    if (st_ != TF_OK) {                                                       \
      fprintf(stderr, "%s: %s: %s\n", #call, tf_status_name(st_), tf_last_error()); \
      exit(1);                                                                \
    }                                                                         \
  } while (0)

static double lcg(unsigned* s) {
  *s = *s * 1103515245u + 12345u;
  return ((*s >> 8) & 0xffff) / 32768.0 - 1.0;
}

int main(void) {
  enum { M = 6, K = 4, N = 3 };
  const int64_t sa[2] = {M, K}, sx[2] = {K, N}, sb[2] = {M, N};
  double a[2 * M * K], b[2 * M * N], x[2 * K * N] = {0};
  unsigned seed = 1;
  int i, it;
  tf_engine* e;
  tf_tensor *A, *B, *X, *R, *Rbar, *Xbar;
  tf_scalar one = {1, 0}, minus_one = {-1, 0}, two = {2, 0};
  tf_scalar lr = {-0.02, 0}, loss, first;
  for (i = 0; i < 2 * M * K; ++i) a[i] = lcg(&seed);
  for (i = 0; i < 2 * M * N; ++i) b[i] = lcg(&seed);

  CHECK(tf_engine_create_serial(&e));
  CHECK(tf_tensor_wrap(TF_C128, 2, sa, NULL, a, &A));
  CHECK(tf_tensor_wrap(TF_C128, 2, sb, NULL, b, &B));
  CHECK(tf_tensor_wrap(TF_C128, 2, sx, NULL, x, &X));
  CHECK(tf_tensor_empty(e, TF_C128, 2, sb, TF_ROW_MAJOR, &R));
  CHECK(tf_tensor_empty(e, TF_C128, 2, sb, TF_ROW_MAJOR, &Rbar));
  CHECK(tf_tensor_empty(e, TF_C128, 2, sx, TF_ROW_MAJOR, &Xbar));

  for (it = 0; it < 2000; ++it) {
    CHECK(tf_matmul_into(e, A, X, R));                       /* R = A X */
    CHECK(tf_axpby_into(e, one, R, minus_one, B, R));        /* R = R - B */
    CHECK(tf_vdot(e, R, R, &loss));                          /* L = <R, R> */
    if (it == 0) first = loss;
    CHECK(tf_scale_into(e, two, R, Rbar));                   /* R_bar = 2 R */
    CHECK(tf_matmul_vjp_into(e, TF_OP_N, A, TF_OP_N, X, Rbar, NULL, Xbar));
    CHECK(tf_axpby_into(e, lr, Xbar, one, X, X));            /* X -= lr X_bar */
  }
  /* At the optimum the gradient A^H (A X - B) vanishes. */
  CHECK(tf_matmul_into(e, A, X, R));
  CHECK(tf_axpby_into(e, one, R, minus_one, B, R));
  CHECK(tf_scale_into(e, two, R, Rbar));
  CHECK(tf_matmul_vjp_into(e, TF_OP_N, A, TF_OP_N, X, Rbar, NULL, Xbar));
  {
    tf_scalar g2;
    CHECK(tf_vdot(e, Xbar, Xbar, &g2));
    CHECK(tf_vdot(e, R, R, &loss));
    printf("loss %.6g -> %.6g, |grad|^2 = %.3g\n", first.re, loss.re, g2.re);
    if (!(g2.re < 1e-12 && loss.re < first.re)) {
      fprintf(stderr, "gradient descent did not converge\n");
      return 1;
    }
  }
  tf_tensor_release(A);
  tf_tensor_release(B);
  tf_tensor_release(X);
  tf_tensor_release(R);
  tf_tensor_release(Rbar);
  tf_tensor_release(Xbar);
  tf_engine_destroy(e);
  return 0;
}
