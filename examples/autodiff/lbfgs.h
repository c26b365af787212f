/* lbfgs.h -- a small L-BFGS minimiser for the autodiff examples (header only,
 * C99, no dependencies). Not part of tenferro: the examples need an
 * optimiser and tenferro is not one.
 *
 * Minimises f over n real variables. A complex128 parameter vector is n/2
 * complex numbers viewed as n interleaved doubles (re, im): with the
 * gradient convention of tenferro's transforms (x_bar = dL/dRe + i dL/dIm
 * for a real loss L) the complex cotangent buffer, viewed the same way, is
 * the real gradient, so no conversion is needed.
 *
 * Two-loop recursion with memory m, initial scaling gamma = s.y / y.y,
 * backtracking (Armijo) line search. Every accepted step lowers f, so the
 * sequence of values is monotone. */
#ifndef TF_EXAMPLE_LBFGS_H
#define TF_EXAMPLE_LBFGS_H

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* f(x) and its gradient into g; returns NAN on failure (stops the run). */
typedef double (*lbfgs_objective)(void* ctx, const double* x, double* g);
/* Called after every accepted step; nonzero stops the run. */
typedef int (*lbfgs_progress)(void* ctx, int iter, double f, double gnorm);

typedef struct lbfgs_params {
  int memory;         /* pairs kept (m) */
  int max_iter;       /* accepted steps at most */
  double gtol;        /* stop when |g|_2 <= gtol */
  double ftol;        /* stop when the decrease of one step is <= ftol * |f| */
} lbfgs_params;

/* How a run ended. */
enum { LBFGS_MAX_ITER = 0, LBFGS_GTOL = 1, LBFGS_FTOL = 2, LBFGS_NO_DESCENT = 3,
       LBFGS_STOPPED = 4, LBFGS_ERROR = -1 };

static double lbfgs_dot(size_t n, const double* a, const double* b) {
  double s = 0;
  for (size_t i = 0; i < n; ++i) s += a[i] * b[i];
  return s;
}

/* Minimises from x (updated in place to the best point). *fx = f(x). */
static int lbfgs_minimize(size_t n, double* x, double* fx, lbfgs_objective fn,
                          lbfgs_progress progress, void* ctx, const lbfgs_params* p) {
  const int m = p->memory;
  double* buf = (double*)malloc(sizeof(double) * n * (2 * (size_t)m + 5));
  double* rho = (double*)malloc(sizeof(double) * 2 * (size_t)m);
  if (!buf || !rho) {
    free(buf);
    free(rho);
    return LBFGS_ERROR;
  }
  double *S = buf, *Y = buf + n * m, *g = buf + 2 * n * m, *d = g + n, *xt = d + n,
         *gt = xt + n, *q = gt + n;
  double* alpha = rho + m;
  int k = 0, head = 0, result = LBFGS_MAX_ITER;
  double f = fn(ctx, x, g);
  if (isnan(f)) {
    result = LBFGS_ERROR;
    goto done;
  }
  for (int iter = 1; iter <= p->max_iter; ++iter) {
    const double gnorm = sqrt(lbfgs_dot(n, g, g));
    if (gnorm <= p->gtol) {
      result = LBFGS_GTOL;
      break;
    }
    /* d = -H g (two-loop recursion over the k newest pairs) */
    memcpy(q, g, sizeof(double) * n);
    for (int j = 0; j < k; ++j) {
      const int i = (head - 1 - j + m) % m;
      alpha[i] = rho[i] * lbfgs_dot(n, S + (size_t)i * n, q);
      for (size_t t = 0; t < n; ++t) q[t] -= alpha[i] * Y[(size_t)i * n + t];
    }
    double gamma = 1.0 / gnorm; /* first step: unit length */
    if (k > 0) {
      const int i = (head - 1 + m) % m;
      gamma = 1.0 / (rho[i] * lbfgs_dot(n, Y + (size_t)i * n, Y + (size_t)i * n));
    }
    for (size_t t = 0; t < n; ++t) d[t] = gamma * q[t];
    for (int j = k - 1; j >= 0; --j) {
      const int i = (head - 1 - j + m) % m;
      const double beta = rho[i] * lbfgs_dot(n, Y + (size_t)i * n, d);
      for (size_t t = 0; t < n; ++t) d[t] += (alpha[i] - beta) * S[(size_t)i * n + t];
    }
    for (size_t t = 0; t < n; ++t) d[t] = -d[t];
    double slope = lbfgs_dot(n, g, d);
    if (slope >= 0) { /* not a descent direction: restart from -g */
      k = 0;
      for (size_t t = 0; t < n; ++t) d[t] = -g[t] / gnorm;
      slope = -gnorm;
    }
    /* backtracking line search: f(x + a d) <= f + 1e-4 a slope */
    double a = 1.0, ft = f;
    int accepted = 0;
    for (int ls = 0; ls < 40; ++ls, a *= 0.5) {
      for (size_t t = 0; t < n; ++t) xt[t] = x[t] + a * d[t];
      ft = fn(ctx, xt, gt);
      if (isnan(ft)) {
        result = LBFGS_ERROR;
        goto done;
      }
      if (ft <= f + 1e-4 * a * slope && ft < f) {
        accepted = 1;
        break;
      }
    }
    if (!accepted) {
      result = LBFGS_NO_DESCENT; /* round-off level: no lower value found */
      break;
    }
    /* new pair s = xt - x, y = gt - g; kept only with positive curvature */
    double* s = S + (size_t)head * n;
    double* y = Y + (size_t)head * n;
    for (size_t t = 0; t < n; ++t) {
      s[t] = xt[t] - x[t];
      y[t] = gt[t] - g[t];
    }
    const double sy = lbfgs_dot(n, s, y);
    if (sy > 1e-300) {
      rho[head] = 1.0 / sy;
      head = (head + 1) % m;
      if (k < m) ++k;
    }
    const double decrease = f - ft;
    memcpy(x, xt, sizeof(double) * n);
    memcpy(g, gt, sizeof(double) * n);
    f = ft;
    if (progress && progress(ctx, iter, f, sqrt(lbfgs_dot(n, g, g)))) {
      result = LBFGS_STOPPED;
      break;
    }
    if (decrease <= p->ftol * fabs(f)) {
      result = LBFGS_FTOL;
      break;
    }
  }
done:
  *fx = f;
  free(buf);
  free(rho);
  return result;
}

#endif /* TF_EXAMPLE_LBFGS_H */
