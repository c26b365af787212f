/* tt_fit.c -- fit a tensor train to a dense tensor by gradient steps, the
 * gradient from a program transform.
 *
 *   tt_fit [rank] [max_iter]      (defaults: 3, 3000)
 *
 * The target T (L = 6 axes of extent 4, float64, 4096 entries) is a random
 * tensor train of rank 3 contracted to dense here, so a rank-3 fit can reach
 * zero loss. The program records
 *     loss(G) = |TT(G) - T|_F^2 / |T|_F^2
 * (one einsum of the six cores to dense, a subtraction, an einsum of the
 * residual with itself, a scale), tf_program_vjp gives loss and the six
 * core gradients in one run, and L-BFGS with a backtracking line search
 * (lbfgs.h) takes the steps. The example checks that every step lowers the
 * loss and that the loss ends below TOL (1e-10); with a fit rank below 3 it
 * checks only the monotone decrease and reports where the loss stalls. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tenferro.h>

#include "lbfgs.h"

#define NS 6   /* axes */
#define DIM 4  /* extent of each */
#define TRUE_RANK 3
#define TOL 1e-10

#define TRY(call)                                                                       \
  do {                                                                                  \
    tf_status st_ = (call);                                                             \
    if (st_ != TF_OK) {                                                                 \
      fprintf(stderr, "%s:%d: %s failed: %s: %s\n", __FILE__, __LINE__, #call,          \
              tf_status_name(st_), tf_last_error());                                    \
      exit(2);                                                                          \
    }                                                                                   \
  } while (0)

typedef struct fit {
  tf_engine* engine;
  tf_prepared* grad;  /* inputs: G_0..G_5, T; outputs: loss, dG_0..dG_5 */
  tf_tensor* g[NS];   /* wrapped over the objective's argument */
  tf_tensor* dg[NS];  /* wrapped over the gradient buffer */
  const tf_tensor* in[NS + 1];
  size_t offset[NS + 1];
  double last;        /* loss after the previous accepted step */
  int increases;      /* accepted steps that did not lower the loss */
} fit;

static double uniform(unsigned long long* s) { /* xorshift64*, in [-1, 1) */
  *s ^= *s >> 12;
  *s ^= *s << 25;
  *s ^= *s >> 27;
  return (double)((*s * 2685821657736338717ULL) >> 11) / 4503599627370496.0 - 1.0;
}

/* Core k's shape: (DIM, r), (r, DIM, r) ... (r, DIM). */
static int32_t core_shape(int k, int64_t r, int64_t* sh) {
  if (k == 0) { sh[0] = DIM; sh[1] = r; return 2; }
  if (k == NS - 1) { sh[0] = r; sh[1] = DIM; return 2; }
  sh[0] = r; sh[1] = DIM; sh[2] = r;
  return 3;
}

/* Records "aA,AbB,BcC,CdD,DeE,Ef->abcdef" on the cores into *slot. */
static void record_tt(tf_program* p, const int32_t* cores, int32_t* slot) {
  TRY(tf_program_einsum(p, "aA,AbB,BcC,CdD,DeE,Ef->abcdef", NS, cores, NULL, slot));
}

/* The dense tensor of a train (direct calls: tf_einsum). */
static void dense_from_train(tf_engine* e, int64_t r, const double* cores, double* out) {
  tf_tensor* t[NS];
  size_t off = 0;
  for (int k = 0; k < NS; ++k) {
    int64_t sh[3];
    const int32_t nd = core_shape(k, r, sh);
    TRY(tf_tensor_wrap(TF_F64, nd, sh, NULL, (void*)(cores + off), &t[k]));
    off += (size_t)(nd == 2 ? sh[0] * sh[1] : sh[0] * sh[1] * sh[2]);
  }
  tf_tensor* d;
  TRY(tf_einsum(e, "aA,AbB,BcC,CdD,DeE,Ef->abcdef", NS, (const tf_tensor* const*)t, NULL, &d));
  TRY(tf_tensor_read(d, TF_ROW_MAJOR, out, sizeof(double) * 4096));
  tf_tensor_release(d);
  for (int k = 0; k < NS; ++k) tf_tensor_release(t[k]);
}

static double objective(void* ctx, const double* x, double* grad) {
  fit* F = (fit*)ctx;
  double loss;
  const int64_t none[1] = {0};
  tf_tensor* tl;
  tf_tensor* outs[NS + 1];
  TRY(tf_tensor_wrap(TF_F64, 0, none, NULL, &loss, &tl));
  outs[0] = tl;
  for (int k = 0; k < NS; ++k) {
    TRY(tf_tensor_rebind(F->g[k], (void*)(x + F->offset[k])));
    TRY(tf_tensor_rebind(F->dg[k], grad + F->offset[k]));
    outs[k + 1] = F->dg[k];
  }
  TRY(tf_program_run(F->engine, F->grad, F->in, NS + 1, outs, NS + 1));
  tf_tensor_release(tl);
  return loss;
}

static int progress(void* ctx, int iter, double f, double gnorm) {
  fit* F = (fit*)ctx;
  if (!(f < F->last)) ++F->increases;
  if (iter % 25 == 0 || f < TOL)
    printf("step %4d  loss = %.6e  |g| = %.3e\n", iter, f, gnorm);
  F->last = f;
  return f < TOL; /* the stated tolerance reached: stop */
}

int main(int argc, char** argv) {
  const int64_t rank = argc > 1 ? atoi(argv[1]) : TRUE_RANK;
  const int max_iter = argc > 2 ? atoi(argv[2]) : 3000;
  fit F;
  memset(&F, 0, sizeof F);
  TRY(tf_engine_create_serial(&F.engine));

  /* the target: a random rank-3 train, contracted to dense */
  unsigned long long seed = 0x2545F4914F6CDD1DULL;
  const size_t ntrue = 2 * DIM * TRUE_RANK + (NS - 2) * TRUE_RANK * DIM * TRUE_RANK;
  double* truth = (double*)malloc(sizeof(double) * ntrue);
  for (size_t k = 0; k < ntrue; ++k) truth[k] = uniform(&seed);
  double* target = (double*)malloc(sizeof(double) * 4096);
  dense_from_train(F.engine, TRUE_RANK, truth, target);
  double tt = 0;
  for (int k = 0; k < 4096; ++k) tt += target[k] * target[k];
  printf("target: %d^%d dense tensor (a random train of rank %d), |T|_F^2 = %.6e; fit rank %lld\n",
         DIM, NS, TRUE_RANK, tt, (long long)rank);

  /* record loss(G) = |TT(G) - T|^2 / |T|^2 and transform it */
  tf_program* p;
  int32_t cores[NS], t, dense, res, sq, loss;
  TRY(tf_program_create(&p));
  F.offset[0] = 0;
  for (int k = 0; k < NS; ++k) {
    int64_t sh[3];
    const int32_t nd = core_shape(k, rank, sh);
    TRY(tf_program_input(p, TF_F64, nd, sh, &cores[k]));
    F.offset[k + 1] = F.offset[k] + (size_t)(nd == 2 ? sh[0] * sh[1] : sh[0] * sh[1] * sh[2]);
  }
  const int64_t tsh[NS] = {DIM, DIM, DIM, DIM, DIM, DIM};
  TRY(tf_program_input(p, TF_F64, NS, tsh, &t));
  record_tt(p, cores, &dense);
  TRY(tf_program_binary(p, TF_BINARY_SUB, dense, t, &res));
  const int32_t rr[2] = {res, res};
  TRY(tf_program_einsum(p, "abcdef,abcdef->", 2, rr, NULL, &sq));
  TRY(tf_program_scale(p, (tf_scalar){1.0 / tt, 0}, sq, &loss));
  TRY(tf_program_output(p, loss));
  tf_program* g;
  int32_t out0 = 0, pos[NS];
  for (int k = 0; k < NS; ++k) pos[k] = k;
  tf_program_vjp_options vo = {sizeof vo, 1, 1};
  TRY(tf_program_vjp(p, 1, &out0, NS, pos, &vo, &g));
  TRY(tf_program_prepare(F.engine, g, NULL, &F.grad));
  tf_program_release(p);
  tf_program_release(g);

  const size_t n = F.offset[NS];
  double* x = (double*)malloc(sizeof(double) * n);
  double* grad = (double*)malloc(sizeof(double) * n);
  for (size_t k = 0; k < n; ++k) x[k] = 0.5 * uniform(&seed);
  tf_tensor* tt_target;
  TRY(tf_tensor_wrap(TF_F64, NS, tsh, NULL, target, &tt_target));
  for (int k = 0; k < NS; ++k) {
    int64_t sh[3];
    const int32_t nd = core_shape(k, rank, sh);
    TRY(tf_tensor_wrap(TF_F64, nd, sh, NULL, x + F.offset[k], &F.g[k]));
    TRY(tf_tensor_wrap(TF_F64, nd, sh, NULL, grad + F.offset[k], &F.dg[k]));
    F.in[k] = F.g[k];
  }
  F.in[NS] = tt_target;

  F.last = objective(&F, x, grad);
  printf("step    0  loss = %.6e  (%zu parameters)\n", F.last, n);
  lbfgs_params lp = {/*memory*/ 20, max_iter, /*gtol*/ 0, /*ftol*/ 0};
  double final;
  const int how = lbfgs_minimize(n, x, &final, objective, progress, &F, &lp);
  if (how < 0) {
    fprintf(stderr, "FAIL: the objective failed\n");
    return 1;
  }
  printf("rank %lld: final loss %.6e after the run (tolerance %.0e); %d non-decreasing steps\n",
         (long long)rank, final, TOL, F.increases);
  int rc = 0;
  if (F.increases != 0) {
    fprintf(stderr, "FAIL: the loss did not decrease monotonically\n");
    rc = 1;
  }
  if (rank >= TRUE_RANK && !(final < TOL)) {
    fprintf(stderr, "FAIL: the loss did not reach %.0e\n", TOL);
    rc = 1;
  }
  if (rc == 0) printf("OK\n");

  for (int k = 0; k < NS; ++k) {
    tf_tensor_release(F.g[k]);
    tf_tensor_release(F.dg[k]);
  }
  tf_tensor_release(tt_target);
  tf_prepared_release(F.grad);
  tf_engine_destroy(F.engine);
  free(truth);
  free(target);
  free(x);
  free(grad);
  return rc;
}
