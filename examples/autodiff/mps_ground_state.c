/* mps_ground_state.c -- the ground state of the Heisenberg chain by
 * gradient descent on an MPS, with the gradient from a program transform.
 *
 *   mps_ground_state [chi] [max_iter]      (defaults: 16, 2000)
 *
 * 1. Record once the energy E(A) = Re<psi|H|psi> / Re<psi|psi> of an
 *    open-boundary MPS psi (L = 8 sites, d = 2, bond dimension chi,
 *    complex128) for H = sum_i S_i . S_{i+1} given as an MPO (bond 5):
 *    one einsum per site for <psi|H|psi> and for <psi|psi>, a sum to 0-d,
 *    the real part of each and their quotient. The MPO tensors and the
 *    1x1(x1) boundary environments are inputs that are not differentiated.
 * 2. tf_program_vjp with a unit seed: one run gives E and dE/dA_0..dA_7.
 * 3. Minimise E with L-BFGS (lbfgs.h), the parameters being the MPS
 *    tensors, wrapped zero-copy as the program's inputs and the gradient
 *    buffer as its outputs.
 * 4. Compare with the exact ground-state energy: the lowest eigenvalue of
 *    the 256 x 256 Hamiltonian, built densely here and given to tf_eigh.
 *
 * Before minimising, the gradient is checked against a central finite
 * difference of the forward program along a random direction.
 *
 * Exit status: chi >= 16 (the exact state is representable) must reach the
 * exact energy within 1e-8 relative; chi < 16 must end above it (the
 * variational principle), and the gap is reported. */
#include <complex.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <tenferro.h>

#include "lbfgs.h"

#define L 8
#define D 2
#define DW 5 /* MPO bond dimension */

#define TRY(call)                                                                       \
  do {                                                                                  \
    tf_status st_ = (call);                                                             \
    if (st_ != TF_OK) {                                                                 \
      fprintf(stderr, "%s:%d: %s failed: %s: %s\n", __FILE__, __LINE__, #call,          \
              tf_status_name(st_), tf_last_error());                                    \
      exit(2);                                                                          \
    }                                                                                   \
  } while (0)

typedef struct problem {
  tf_engine* engine;
  tf_prepared* forward;   /* inputs: A_0..A_7, W_0..W_7, E_0, N_0; output: E */
  tf_prepared* grad;      /* same inputs; outputs: E, dA_0..dA_7 */
  int64_t bond[L + 1];    /* MPS bond dimensions */
  size_t offset[L + 1];   /* site i's tensor: complex entries [offset[i], offset[i+1]) */
  tf_tensor* a[L];        /* wrapped over the current argument of the objective */
  tf_tensor* da[L];       /* wrapped over the gradient buffer */
  const tf_tensor* in[2 * L + 2];
  double exact;           /* lowest eigenvalue of the dense Hamiltonian */
  double last_e;
  int done;               /* iterations of earlier L-BFGS cycles */
} problem;

/* ---------------------------------------------------------------- the MPO */
/* H = sum_i (S+_i S-_{i+1} + S-_i S+_{i+1}) / 2 + Sz_i Sz_{i+1}, as the lower
 * triangular MPO W[w][v] (w: left bond, v: right bond), a 2x2 operator each:
 * row 0 = (I), row 1..3 = (S+, S-, Sz) waiting for their partner, row 4 =
 * (0, S-/2, S+/2, Sz, I). The left boundary is row 4, the right column 0.
 * Stored as W[w, v, s, t] = <s| W[w][v] |t> (s: bra, t: ket). */
static void mpo_site(int site, double complex* w, int64_t* wl, int64_t* wr) {
  const double complex I2[2][2] = {{1, 0}, {0, 1}};
  const double complex Sp[2][2] = {{0, 1}, {0, 0}}; /* basis: 0 = up, 1 = down */
  const double complex Sm[2][2] = {{0, 0}, {1, 0}};
  const double complex Sz[2][2] = {{0.5, 0}, {0, -0.5}};
  double complex full[DW][DW][2][2];
  memset(full, 0, sizeof full);
  for (int s = 0; s < 2; ++s)
    for (int t = 0; t < 2; ++t) {
      full[0][0][s][t] = I2[s][t];
      full[1][0][s][t] = Sp[s][t];
      full[2][0][s][t] = Sm[s][t];
      full[3][0][s][t] = Sz[s][t];
      full[4][1][s][t] = 0.5 * Sm[s][t];
      full[4][2][s][t] = 0.5 * Sp[s][t];
      full[4][3][s][t] = Sz[s][t];
      full[4][4][s][t] = I2[s][t];
    }
  const int w0 = site == 0 ? 4 : 0, w1 = site == 0 ? 5 : DW;
  const int v0 = 0, v1 = site == L - 1 ? 1 : DW;
  *wl = w1 - w0;
  *wr = v1 - v0;
  size_t k = 0;
  for (int a = w0; a < w1; ++a)
    for (int b = v0; b < v1; ++b)
      for (int s = 0; s < 2; ++s)
        for (int t = 0; t < 2; ++t) w[k++] = full[a][b][s][t];
}

/* The lowest eigenvalue of the same Hamiltonian as a dense 256 x 256 matrix
 * (site 0 = the most significant bit; bit 0 = up), by tf_eigh. */
static double exact_energy(tf_engine* e) {
  const int64_t n = (int64_t)1 << L, shape[2] = {n, n};
  double* h = (double*)calloc((size_t)(n * n), sizeof(double));
  for (int64_t c = 0; c < n; ++c)
    for (int i = 0; i + 1 < L; ++i) {
      const int bi = L - 1 - i, bj = L - 2 - i;
      const int si = (int)((c >> bi) & 1), sj = (int)((c >> bj) & 1);
      h[c * n + c] += (si == sj) ? 0.25 : -0.25; /* Sz Sz */
      if (si != sj) { /* (S+S- + S-S+)/2 flips an antiparallel pair */
        const int64_t r = c ^ ((int64_t)1 << bi) ^ ((int64_t)1 << bj);
        h[r * n + c] += 0.5;
      }
    }
  tf_tensor *th, *w, *v;
  TRY(tf_tensor_wrap(TF_F64, 2, shape, NULL, h, &th));
  TRY(tf_eigh(e, th, &w, &v));
  double* wv = (double*)malloc(sizeof(double) * (size_t)n);
  TRY(tf_tensor_read(w, TF_ROW_MAJOR, wv, sizeof(double) * (size_t)n));
  const double w0 = wv[0]; /* ascending: the first */
  free(wv);
  tf_tensor_release(th);
  tf_tensor_release(w);
  tf_tensor_release(v);
  free(h);
  return w0;
}

/* ---------------------------------------------------- recording the energy */
static tf_program* record_energy(const problem* P) {
  tf_program* p;
  int32_t A[L], W[L], env, nrm;
  TRY(tf_program_create(&p));
  for (int i = 0; i < L; ++i) {
    const int64_t sh[3] = {P->bond[i], D, P->bond[i + 1]};
    TRY(tf_program_input(p, TF_C128, 3, sh, &A[i]));
  }
  for (int i = 0; i < L; ++i) {
    double complex w[DW * DW * 4];
    int64_t wl, wr;
    mpo_site(i, w, &wl, &wr);
    const int64_t sh[4] = {wl, wr, D, D};
    TRY(tf_program_input(p, TF_C128, 4, sh, &W[i]));
  }
  const int64_t one3[3] = {1, 1, 1}, one2[2] = {1, 1};
  TRY(tf_program_input(p, TF_C128, 3, one3, &env)); /* E_0 = 1 */
  TRY(tf_program_input(p, TF_C128, 2, one2, &nrm)); /* N_0 = 1 */

  /* E_{i+1}[b,v,c] = sum E_i[a,w,x] conj(A_i[a,s,b]) W_i[w,v,s,t] A_i[x,t,c]
   * N_{i+1}[b,c]   = sum N_i[a,x]   conj(A_i[a,s,b]) A_i[x,s,c]            */
  const uint8_t cj_e[4] = {0, 1, 0, 0}, cj_n[3] = {0, 1, 0};
  tf_einsum_options oe = {sizeof oe, cj_e, NULL, 0, 0, 0};
  tf_einsum_options on = {sizeof on, cj_n, NULL, 0, 0, 0};
  for (int i = 0; i < L; ++i) {
    const int32_t ope[4] = {env, A[i], W[i], A[i]}, opn[3] = {nrm, A[i], A[i]};
    TRY(tf_program_einsum(p, "awx,asb,wvst,xtc->bvc", 4, ope, &oe, &env));
    TRY(tf_program_einsum(p, "ax,asb,xsc->bc", 3, opn, &on, &nrm));
  }
  int32_t e0, n0, er, nr, energy;
  TRY(tf_program_reduce(p, TF_REDUCE_SUM, env, 0, NULL, 0, &e0)); /* (1,1,1) -> 0-d */
  TRY(tf_program_reduce(p, TF_REDUCE_SUM, nrm, 0, NULL, 0, &n0));
  TRY(tf_program_unary(p, TF_UNARY_REAL, e0, &er));
  TRY(tf_program_unary(p, TF_UNARY_REAL, n0, &nr));
  TRY(tf_program_binary(p, TF_BINARY_DIV, er, nr, &energy));
  TRY(tf_program_output(p, energy));
  return p;
}

/* The objective for lbfgs.h: x is the MPS (complex entries as interleaved
 * doubles), g its gradient in the same layout. One run of the VJP program. */
static double objective(void* ctx, const double* x, double* g) {
  problem* P = (problem*)ctx;
  double e;
  const int64_t none[1] = {0};
  tf_tensor* te;
  tf_tensor* outs[L + 1];
  TRY(tf_tensor_wrap(TF_F64, 0, none, NULL, &e, &te));
  outs[0] = te;
  for (int i = 0; i < L; ++i) {
    TRY(tf_tensor_rebind(P->a[i], (void*)(x + 2 * P->offset[i])));
    TRY(tf_tensor_rebind(P->da[i], g + 2 * P->offset[i]));
    outs[i + 1] = P->da[i];
  }
  TRY(tf_program_run(P->engine, P->grad, P->in, 2 * L + 2, outs, L + 1));
  tf_tensor_release(te);
  return e;
}

static double energy_only(problem* P, const double* x) {
  double e;
  const int64_t none[1] = {0};
  tf_tensor* te;
  TRY(tf_tensor_wrap(TF_F64, 0, none, NULL, &e, &te));
  for (int i = 0; i < L; ++i) TRY(tf_tensor_rebind(P->a[i], (void*)(x + 2 * P->offset[i])));
  TRY(tf_program_run(P->engine, P->forward, P->in, 2 * L + 2, &te, 1));
  tf_tensor_release(te);
  return e;
}

static int progress(void* ctx, int iter, double f, double gnorm) {
  problem* P = (problem*)ctx;
  printf("iter %4d  E = %.15f  E - E0 = %.3e  rel = %.3e  |g| = %.3e\n", P->done + iter, f,
         f - P->exact, (f - P->exact) / fabs(P->exact), gnorm);
  P->last_e = f;
  return 0;
}

/* Left-canonical form, in place (direct calls: tf_qr, tf_einsum): A_i =
 * Q_i R_i as a (bond_i d) x bond_{i+1} matrix, A_i <- Q_i, A_{i+1} <- R_i
 * A_{i+1}, then the last tensor normalised. psi and E are unchanged; the
 * tensors' scales and gauges, which drift during the descent and make it
 * ill-conditioned, are reset. */
static void canonicalize(problem* P, double* x) {
  for (int i = 0; i + 1 < L; ++i) {
    const int64_t m[2] = {P->bond[i] * D, P->bond[i + 1]};
    const int64_t sh[3] = {P->bond[i + 1], D, P->bond[i + 2]};
    tf_tensor *a, *next, *q, *r, *rn;
    double* xi = x + 2 * P->offset[i];
    double* xn = x + 2 * P->offset[i + 1];
    TRY(tf_tensor_wrap(TF_C128, 2, m, NULL, xi, &a));
    TRY(tf_tensor_wrap(TF_C128, 3, sh, NULL, xn, &next));
    TRY(tf_qr(P->engine, a, 1, &q, &r)); /* q: m[0] x m[1] since bond_{i+1} <= d bond_i */
    const tf_tensor* ops[2] = {r, next};
    TRY(tf_einsum(P->engine, "ab,bsc->asc", 2, ops, NULL, &rn));
    TRY(tf_tensor_read(q, TF_ROW_MAJOR, xi, sizeof(double) * 2 * (size_t)(m[0] * m[1])));
    TRY(tf_tensor_read(rn, TF_ROW_MAJOR, xn, sizeof(double) * 2 * (size_t)(sh[0] * sh[1] * sh[2])));
    tf_tensor_release(a);
    tf_tensor_release(next);
    tf_tensor_release(q);
    tf_tensor_release(r);
    tf_tensor_release(rn);
  }
  double nn = 0;
  for (size_t k = 2 * P->offset[L - 1]; k < 2 * P->offset[L]; ++k) nn += x[k] * x[k];
  for (size_t k = 2 * P->offset[L - 1]; k < 2 * P->offset[L]; ++k) x[k] /= sqrt(nn);
}

static double uniform(unsigned long long* s) { /* xorshift64*, in [-1, 1) */
  *s ^= *s >> 12;
  *s ^= *s << 25;
  *s ^= *s >> 27;
  return (double)((*s * 2685821657736338717ULL) >> 11) / 4503599627370496.0 - 1.0;
}

int main(int argc, char** argv) {
  const int chi = argc > 1 ? atoi(argv[1]) : 16;
  const int max_iter = argc > 2 ? atoi(argv[2]) : 2000;
  problem P;
  memset(&P, 0, sizeof P);
  TRY(tf_engine_create_serial(&P.engine));

  P.exact = exact_energy(P.engine);
  printf("Heisenberg chain, L = %d, open boundaries: exact E0 = %.15f (tf_eigh, 256 x 256)\n",
         L, P.exact);

  /* bond dimensions: min(chi, d^i, d^(L-i)) */
  for (int i = 0; i <= L; ++i) {
    int64_t left = 1, right = 1;
    for (int k = 0; k < i && left < chi; ++k) left *= D;
    for (int k = 0; k < L - i && right < chi; ++k) right *= D;
    int64_t b = left < right ? left : right;
    P.bond[i] = b < chi ? b : chi;
  }
  P.offset[0] = 0;
  for (int i = 0; i < L; ++i) P.offset[i + 1] = P.offset[i] + (size_t)(P.bond[i] * D * P.bond[i + 1]);
  const size_t nc = P.offset[L]; /* complex parameters */
  printf("MPS: chi = %d, bonds", chi);
  for (int i = 0; i <= L; ++i) printf(" %lld", (long long)P.bond[i]);
  printf(", %zu complex parameters\n", nc);

  /* record, transform, prepare */
  tf_program* f = record_energy(&P);
  tf_program* g;
  int32_t out0 = 0, sites[L];
  for (int i = 0; i < L; ++i) sites[i] = i;
  tf_program_vjp_options vo = {sizeof vo, /*keep_outputs*/ 1, /*unit_seed*/ 1};
  TRY(tf_program_vjp(f, 1, &out0, L, sites, &vo, &g));
  TRY(tf_program_prepare(P.engine, f, NULL, &P.forward));
  TRY(tf_program_prepare(P.engine, g, NULL, &P.grad));
  tf_program_release(f);
  tf_program_release(g);

  /* inputs: the MPS (rebound per evaluation), the MPO and the boundaries */
  double* x = (double*)malloc(sizeof(double) * 2 * nc);
  double* grad = (double*)malloc(sizeof(double) * 2 * nc);
  double* dir = (double*)malloc(sizeof(double) * 2 * nc);
  double* xp = (double*)malloc(sizeof(double) * 2 * nc);
  double complex wbuf[L][DW * DW * 4];
  double complex one = 1;
  tf_tensor* w[L];
  tf_tensor *e0, *n0;
  for (int i = 0; i < L; ++i) {
    const int64_t sh[3] = {P.bond[i], D, P.bond[i + 1]};
    TRY(tf_tensor_wrap(TF_C128, 3, sh, NULL, x + 2 * P.offset[i], &P.a[i]));
    TRY(tf_tensor_wrap(TF_C128, 3, sh, NULL, grad + 2 * P.offset[i], &P.da[i]));
    int64_t wl, wr;
    mpo_site(i, wbuf[i], &wl, &wr);
    const int64_t shw[4] = {wl, wr, D, D};
    TRY(tf_tensor_wrap(TF_C128, 4, shw, NULL, wbuf[i], &w[i]));
    P.in[i] = P.a[i];
    P.in[L + i] = w[i];
  }
  const int64_t one3[3] = {1, 1, 1}, one2[2] = {1, 1};
  TRY(tf_tensor_wrap(TF_C128, 3, one3, NULL, &one, &e0));
  TRY(tf_tensor_wrap(TF_C128, 2, one2, NULL, &one, &n0));
  P.in[2 * L] = e0;
  P.in[2 * L + 1] = n0;

  unsigned long long seed = 0x9E3779B97F4A7C15ULL + (unsigned long long)chi;
  for (size_t k = 0; k < 2 * nc; ++k) x[k] = uniform(&seed);

  /* the gradient against a central difference along a random direction */
  const double e_start = objective(&P, x, grad);
  double dd = 0, gd = 0;
  for (size_t k = 0; k < 2 * nc; ++k) dir[k] = uniform(&seed);
  for (size_t k = 0; k < 2 * nc; ++k) dd += dir[k] * dir[k];
  for (size_t k = 0; k < 2 * nc; ++k) dir[k] /= sqrt(dd);
  for (size_t k = 0; k < 2 * nc; ++k) gd += grad[k] * dir[k];
  const double h = 1e-5;
  for (size_t k = 0; k < 2 * nc; ++k) xp[k] = x[k] + h * dir[k];
  const double fp = energy_only(&P, xp);
  for (size_t k = 0; k < 2 * nc; ++k) xp[k] = x[k] - h * dir[k];
  const double fm = energy_only(&P, xp);
  const double fd = (fp - fm) / (2 * h);
  const double e_fwd = energy_only(&P, x);
  printf("start: E = %.12f (forward program: %.12f); <grad, dir> = %.10e, central "
         "difference = %.10e\n", e_start, e_fwd, gd, fd);
  if (fabs(e_start - e_fwd) > 1e-12 * fabs(e_fwd) ||
      fabs(gd - fd) > 1e-6 * (fabs(fd) + 1e-3)) {
    fprintf(stderr, "FAIL: the gradient program disagrees with the forward program\n");
    return 1;
  }

  /* L-BFGS in cycles of CYCLE steps, each started from the left-canonical
   * form of the current MPS (with a fresh memory: the canonical form is
   * another point of the parameter space with the same psi). Stops at
   * |g| <= 1e-9 (the norm is 1 after canonicalisation, so E - E0 is of the
   * order |g|^2), when a cycle ends without a lower value, or at max_iter. */
  const int CYCLE = 100;
  double e_final = e_start;
  int how = LBFGS_MAX_ITER;
  while (P.done < max_iter) {
    canonicalize(&P, x);
    const int steps = max_iter - P.done < CYCLE ? max_iter - P.done : CYCLE;
    lbfgs_params lp = {/*memory*/ 20, steps, /*gtol*/ 1e-9, /*ftol*/ 0};
    const double before = e_final;
    how = lbfgs_minimize(2 * nc, x, &e_final, objective, progress, &P, &lp);
    if (how < 0) {
      fprintf(stderr, "FAIL: the objective failed\n");
      return 1;
    }
    P.done += steps;
    if (how == LBFGS_GTOL || how == LBFGS_NO_DESCENT || !(e_final < before)) break;
  }
  const char* why[] = {"iteration cap", "gradient tolerance", "no decrease",
                       "no lower value within round-off", "stopped"};
  const double rel = (e_final - P.exact) / fabs(P.exact);
  printf("chi = %d: E = %.15f, exact E0 = %.15f, E - E0 = %.3e, relative %.3e (ended: %s)\n",
         chi, e_final, P.exact, e_final - P.exact, rel, why[how]);

  int rc = 0;
  if (chi >= 16) {
    if (!(fabs(rel) <= 1e-8)) {
      fprintf(stderr, "FAIL: chi = %d did not reach the exact energy within 1e-8 relative\n",
              chi);
      rc = 1;
    } else {
      printf("OK: exact ground-state energy reached within 1e-8 relative\n");
    }
  } else {
    if (!(e_final > P.exact)) {
      fprintf(stderr, "FAIL: chi = %d ended at or below the exact energy\n", chi);
      rc = 1;
    } else {
      printf("OK: chi = %d ends above the exact energy (variational), gap %.6e\n", chi,
             e_final - P.exact);
    }
  }

  for (int i = 0; i < L; ++i) {
    tf_tensor_release(P.a[i]);
    tf_tensor_release(P.da[i]);
    tf_tensor_release(w[i]);
  }
  tf_tensor_release(e0);
  tf_tensor_release(n0);
  tf_prepared_release(P.forward);
  tf_prepared_release(P.grad);
  tf_engine_destroy(P.engine);
  free(x);
  free(grad);
  free(dir);
  free(xp);
  return rc;
}
