/* examples/dmrg/dmrg.c -- two-site DMRG of the spin-1/2 Heisenberg chain
 * H = sum_i S_i . S_{i+1} with open boundaries, dense f64 tensors.
 *
 *   dmrg L [chi [sweeps]]        (defaults: chi 64, sweeps 4)
 *
 * The effective Hamiltonian of a bond, x -> L W W R x, is recorded once per
 * bond shape (chi_left, chi_right) as a one-einsum program, prepared, and
 * handed to tf_eigsh with the environments L, R and the MPO tensor W as the
 * program's parameters; the two-site ground state is split by tf_svd_split
 * with at most chi singular values. The result is checked against exact
 * diagonalisation computed here by other means:
 *   - L <= 10: tf_eigh of the dense 2^L x 2^L Hamiltonian;
 *   - L <= 20: tf_eigsh over the full Hilbert space, H applied by a program
 *     of one matmul per bond (the 4 x 4 two-site term on the reshaped
 *     state), itself checked against tf_eigh at L = 8;
 *   - L = 16: the published value E0 = -6.9117371455749 as well.
 * Exit status 0 only when every check passes (|dE| <= 1e-9, 1e-8 beyond
 * L = 12 where chi truncates).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tenferro.h"

#define CK(call)                                                                   \
  do {                                                                             \
    tf_status st_ = (call);                                                        \
    if (st_ != TF_OK) {                                                            \
      fprintf(stderr, "%s:%d: %s: %s: %s\n", __FILE__, __LINE__, #call,            \
              tf_status_name(st_), tf_last_error());                               \
      exit(2);                                                                     \
    }                                                                              \
  } while (0)

static tf_engine* E;

static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

static tf_tensor* tensor(int32_t nd, const int64_t* shape, const double* data) {
  tf_tensor* t;
  CK(tf_tensor_from_data(E, TF_F64, nd, shape, NULL, data, TF_ROW_MAJOR, &t));
  return t;
}

static int64_t extent(const tf_tensor* t, int axis) {
  int64_t s[TF_MAX_RANK];
  CK(tf_tensor_shape(t, s));
  return s[axis];
}

static tf_tensor* einsum2(const char* sub, const tf_tensor* a, const tf_tensor* b) {
  const tf_tensor* ops[2] = {a, b};
  tf_tensor* out;
  CK(tf_einsum(E, sub, 2, ops, NULL, &out));
  return out;
}

/* Spin-1/2 operators, basis (up, down). */
static const double Sz[4] = {0.5, 0, 0, -0.5}, Sp[4] = {0, 1, 0, 0}, Sm[4] = {0, 0, 1, 0},
                    Id[4] = {1, 0, 0, 1};

/* The MPO tensor W[a][b][s][t] (bond dimension 5): left boundary row 4,
 * right boundary column 0. */
static tf_tensor* mpo(void) {
  static double w[5][5][2][2];
  memset(w, 0, sizeof w);
  const struct { int a, b; const double* op; double f; } e[] = {
      {0, 0, Id, 1}, {1, 0, Sp, 1}, {2, 0, Sm, 1}, {3, 0, Sz, 1},
      {4, 1, Sm, 0.5}, {4, 2, Sp, 0.5}, {4, 3, Sz, 1}, {4, 4, Id, 1}};
  for (size_t k = 0; k < sizeof e / sizeof e[0]; ++k)
    for (int s = 0; s < 2; ++s)
      for (int t = 0; t < 2; ++t) w[e[k].a][e[k].b][s][t] = e[k].f * e[k].op[s * 2 + t];
  const int64_t sh[4] = {5, 5, 2, 2};
  return tensor(4, sh, &w[0][0][0][0]);
}

/* The two-site term h = S.S as a 4 x 4 matrix on (s1 s2). */
static void bond_term(double h[16]) {
  for (int a = 0; a < 4; ++a)
    for (int b = 0; b < 4; ++b) {
      const int s1 = a / 2, s2 = a % 2, t1 = b / 2, t2 = b % 2;
      h[a * 4 + b] = Sz[s1 * 2 + t1] * Sz[s2 * 2 + t2] +
                     0.5 * (Sp[s1 * 2 + t1] * Sm[s2 * 2 + t2] + Sm[s1 * 2 + t1] * Sp[s2 * 2 + t2]);
    }
}

/* ---------------------------------------------------- exact references */

/* A program applying H to a state of 2^L amplitudes (site 0 the most
 * significant bit): per bond i, the state reshaped to (2^i, 4, 2^(L-i-2))
 * gets h on its middle axis, accumulated with matmul_acc. Inputs: psi, h. */
static tf_prepared* full_h_program(int L) {
  tf_program* p;
  CK(tf_program_create(&p));
  const int64_t n = (int64_t)1 << L, vs[1] = {n}, hs[2] = {4, 4};
  int32_t psi, h, acc = -1;
  CK(tf_program_input(p, TF_F64, 1, vs, &psi));
  CK(tf_program_input(p, TF_F64, 2, hs, &h));
  for (int i = 0; i + 1 < L; ++i) {
    const int64_t s3[3] = {(int64_t)1 << i, 4, (int64_t)1 << (L - i - 2)};
    int32_t pi, ci = -1, next;
    CK(tf_program_reshape(p, psi, 3, s3, &pi));
    if (acc >= 0) CK(tf_program_reshape(p, acc, 3, s3, &ci));
    const tf_scalar one = {1, 0}, zero = {0, 0};
    CK(tf_program_matmul_acc(p, TF_OP_N, h, TF_OP_N, pi, one, acc >= 0 ? one : zero, ci, &next));
    CK(tf_program_reshape(p, next, 1, vs, &acc));
  }
  CK(tf_program_output(p, acc));
  tf_prepared* pp;
  CK(tf_program_prepare(E, p, NULL, &pp));
  tf_program_release(p);
  return pp;
}

/* Ground-state energy over the full Hilbert space by tf_eigsh. */
static double exact_eigsh(int L, tf_prepared* hp, tf_tensor* h) {
  tf_eigsh_options o;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.krylov_dim = 12;
  o.tol = 1e-8;
  tf_krylov_info info;
  memset(&info, 0, sizeof info);
  info.struct_size = sizeof info;
  tf_tensor *w, *v;
  const tf_tensor* params[1] = {h};
  const double t0 = now();
  CK(tf_eigsh(E, hp, params, 1, &o, &w, &v, &info));
  double e0;
  CK(tf_tensor_read(w, TF_ROW_MAJOR, &e0, sizeof e0));
  printf("  exact (tf_eigsh, 2^%d states): E0 = %.13f  (%lld applications, %lld restarts, "
         "residual %.1e, %.2f s)\n",
         L, e0, (long long)info.matvecs, (long long)info.restarts, info.residual, now() - t0);
  tf_tensor_release(w);
  tf_tensor_release(v);
  (void)L;
  return e0;
}

/* Ground-state energy by tf_eigh of the dense Hamiltonian (built here by
 * plain loops, independently of the program above). */
static double exact_dense(int L) {
  const int64_t n = (int64_t)1 << L;
  double h[16];
  bond_term(h);
  double* H = calloc((size_t)(n * n), sizeof(double));
  for (int64_t col = 0; col < n; ++col)
    for (int i = 0; i + 1 < L; ++i) {
      const int sh = L - i - 2;
      const int b = (int)((col >> sh) & 3);
      for (int a = 0; a < 4; ++a) {
        const int64_t row = (col & ~((int64_t)3 << sh)) | ((int64_t)a << sh);
        H[row * n + col] += h[a * 4 + b];
      }
    }
  const int64_t s2[2] = {n, n};
  tf_tensor *tH = tensor(2, s2, H), *w;
  free(H);
  CK(tf_eigvalsh(E, tH, &w));
  double* all = malloc((size_t)n * sizeof(double));
  CK(tf_tensor_read(w, TF_ROW_MAJOR, all, (size_t)n * sizeof(double)));
  const double e0 = all[0];  /* ascending: the first */
  free(all);
  tf_tensor_release(w);
  tf_tensor_release(tH);
  printf("  exact (tf_eigh, %lld x %lld): E0 = %.13f\n", (long long)n, (long long)n, e0);
  return e0;
}

/* ----------------------------------------------------------------- DMRG */

typedef struct {
  int64_t cl, cr;
  tf_prepared* p;
} Heff;
static Heff cache[256];
static int ncache;

/* x -> L W W R x for a two-site tensor x (cl, 2, 2, cr); inputs x, L, W, R. */
static tf_prepared* heff(int64_t cl, int64_t cr) {
  for (int i = 0; i < ncache; ++i)
    if (cache[i].cl == cl && cache[i].cr == cr) return cache[i].p;
  tf_program* p;
  CK(tf_program_create(&p));
  const int64_t xs[4] = {cl, 2, 2, cr}, ls[3] = {cl, 5, cl}, ws[4] = {5, 5, 2, 2},
                rs[3] = {cr, 5, cr};
  int32_t x, l, w, r, y;
  CK(tf_program_input(p, TF_F64, 4, xs, &x));
  CK(tf_program_input(p, TF_F64, 3, ls, &l));
  CK(tf_program_input(p, TF_F64, 4, ws, &w));
  CK(tf_program_input(p, TF_F64, 3, rs, &r));
  const int32_t ops[5] = {l, w, w, r, x};
  CK(tf_program_einsum(p, "xay,abst,bcuv,zcw,ytvw->xsuz", 5, ops, NULL, &y));
  CK(tf_program_output(p, y));
  tf_prepared* pp;
  CK(tf_program_prepare(E, p, NULL, &pp));
  tf_program_release(p);
  if (ncache == 256) {
    fprintf(stderr, "too many bond shapes\n");
    exit(2);
  }
  cache[ncache++] = (Heff){cl, cr, pp};
  return pp;
}

static void replace(tf_tensor** slot, tf_tensor* t) {
  tf_tensor_release(*slot);
  *slot = t;
}

static double dmrg(int L, int64_t chi, int sweeps, double* max_trunc) {
  tf_tensor* W = mpo();
  tf_tensor** A = calloc((size_t)L, sizeof *A);
  tf_tensor** Lenv = calloc((size_t)L, sizeof *Lenv);  /* sites < i */
  tf_tensor** Renv = calloc((size_t)L, sizeof *Renv);  /* sites > i */
  /* Neel product state (total Sz = 0, the ground state's sector). */
  for (int i = 0; i < L; ++i) {
    const double up[2] = {1, 0}, dn[2] = {0, 1};
    const int64_t s[3] = {1, 2, 1};
    A[i] = tensor(3, s, i % 2 ? dn : up);
  }
  const int64_t bs[3] = {1, 5, 1};
  double lb[5] = {0, 0, 0, 0, 1}, rb[5] = {1, 0, 0, 0, 0};
  Lenv[0] = tensor(3, bs, lb);
  Renv[L - 1] = tensor(3, bs, rb);
  for (int j = L - 2; j >= 0; --j) {
    /* R_j[x,b,y] = sum B[x,s,z] W[b,c,s,t] B[y,t,w] R_{j+1}[z,c,w], B = A[j+1] */
    tf_tensor* t1 = einsum2("ytw,zcw->ytzc", A[j + 1], Renv[j + 1]);
    tf_tensor* t2 = einsum2("bcst,ytzc->bsyz", W, t1);
    Renv[j] = einsum2("xsz,bsyz->xby", A[j + 1], t2);
    tf_tensor_release(t1);
    tf_tensor_release(t2);
  }
  tf_svd_options so;
  memset(&so, 0, sizeof so);
  so.struct_size = sizeof so;
  so.max_rank = chi;
  so.cutoff = 1e-14;
  tf_eigsh_options eo;
  memset(&eo, 0, sizeof eo);
  eo.struct_size = sizeof eo;
  eo.tol = 1e-10;
  double energy = 0;
  *max_trunc = 0;
  long long applications = 0;
  for (int sweep = 0; sweep < sweeps; ++sweep) {
    const double t0 = now();
    for (int step = 0; step < 2 * (L - 1); ++step) {
      const int right = step < L - 1;
      const int i = right ? step : 2 * (L - 1) - 1 - step;
      tf_tensor* psi = einsum2("xsk,ktz->xstz", A[i], A[i + 1]);
      const int64_t cl = extent(psi, 0), cr = extent(psi, 3);
      tf_prepared* hp = heff(cl, cr);
      const tf_tensor* params[3] = {Lenv[i], W, Renv[i + 1]};
      eo.start = psi;
      tf_tensor *w, *v, *x, *u, *s, *vh;
      tf_krylov_info info;
      memset(&info, 0, sizeof info);
      info.struct_size = sizeof info;
      CK(tf_eigsh(E, hp, params, 3, &eo, &w, &v, &info));
      applications += info.matvecs;
      CK(tf_tensor_read(w, TF_ROW_MAJOR, &energy, sizeof energy));
      const int64_t xs[4] = {cl, 2, 2, cr};
      CK(tf_reshape_view(v, 4, xs, TF_ROW_MAJOR, &x));
      const int32_t left[2] = {0, 1};
      tf_svd_info si;
      memset(&si, 0, sizeof si);
      si.struct_size = sizeof si;
      CK(tf_svd_split(E, x, 2, left, &so, &u, &s, &vh, &si));
      if (si.trunc_err > *max_trunc && sweep == sweeps - 1) *max_trunc = si.trunc_err;
      if (right) {
        replace(&A[i], u);
        replace(&A[i + 1], einsum2("k,ktz->ktz", s, vh));
        tf_tensor_release(vh);
        /* L_{i+1}[z,b,w] = sum L_i[x,a,y] A[x,s,z] W[a,b,s,t] A[y,t,w] */
        tf_tensor* t1 = einsum2("xay,ytw->xatw", Lenv[i], A[i]);
        tf_tensor* t2 = einsum2("abst,xatw->xbsw", W, t1);
        replace(&Lenv[i + 1], einsum2("xsz,xbsw->zbw", A[i], t2));
        tf_tensor_release(t1);
        tf_tensor_release(t2);
      } else {
        replace(&A[i], einsum2("xsk,k->xsk", u, s));
        replace(&A[i + 1], vh);
        tf_tensor_release(u);
        tf_tensor* t1 = einsum2("ytw,zcw->ytzc", A[i + 1], Renv[i + 1]);
        tf_tensor* t2 = einsum2("bcst,ytzc->bsyz", W, t1);
        replace(&Renv[i], einsum2("xsz,bsyz->xby", A[i + 1], t2));
        tf_tensor_release(t1);
        tf_tensor_release(t2);
      }
      tf_tensor_release(s);
      tf_tensor_release(x);
      tf_tensor_release(v);
      tf_tensor_release(w);
      tf_tensor_release(psi);
    }
    printf("  sweep %d: E = %.13f  (%.2f s)\n", sweep + 1, energy, now() - t0);
  }
  printf("  %lld effective-Hamiltonian applications, %d prepared bond shapes, largest "
         "discarded weight in the last sweep %.1e\n",
         applications, ncache, *max_trunc);
  for (int i = 0; i < L; ++i) {
    tf_tensor_release(A[i]);
    tf_tensor_release(Lenv[i]);
    tf_tensor_release(Renv[i]);
  }
  free(A);
  free(Lenv);
  free(Renv);
  tf_tensor_release(W);
  for (int i = 0; i < ncache; ++i) tf_prepared_release(cache[i].p);
  ncache = 0;
  return energy;
}

static int check(const char* what, double got, double want, double tol) {
  const double d = fabs(got - want);
  printf("  %-28s |dE| = %.2e  (tolerance %.0e)  %s\n", what, d, tol, d <= tol ? "ok" : "FAIL");
  return d <= tol;
}

int main(int argc, char** argv) {
  const int L = argc > 1 ? atoi(argv[1]) : 12;
  const int64_t chi = argc > 2 ? atoll(argv[2]) : 64;
  const int sweeps = argc > 3 ? atoi(argv[3]) : 4;
  if (L < 4 || L > 200 || chi < 2 || sweeps < 1) {
    fprintf(stderr, "usage: dmrg L [chi [sweeps]]   (4 <= L <= 200)\n");
    return 2;
  }
  CK(tf_engine_create_serial(&E));
  printf("Heisenberg chain, L = %d, open boundaries; two-site DMRG with chi = %lld, %d sweeps\n",
         L, (long long)chi, sweeps);
  int ok = 1;
  double trunc;
  const double t0 = now();
  const double e = dmrg(L, chi, sweeps, &trunc);
  printf("  DMRG: E0 = %.13f  (%.2f s)\n", e, now() - t0);
  const double tol = L <= 12 ? 1e-9 : 1e-8;
  if (L <= 20) {
    double h[16];
    bond_term(h);
    const int64_t hs[2] = {4, 4};
    tf_tensor* th = tensor(2, hs, h);
    if (L <= 10) {
      const double ed = exact_dense(L);
      ok &= check("DMRG vs tf_eigh", e, ed, tol);
    }
    /* the full-space program itself, against the dense Hamiltonian at L = 8 */
    tf_prepared* p8 = full_h_program(8);
    ok &= check("full-space eigsh vs eigh, L=8", exact_eigsh(8, p8, th), exact_dense(8), 1e-10);
    tf_prepared_release(p8);
    tf_prepared* hp = full_h_program(L);
    ok &= check("DMRG vs full-space eigsh", e, exact_eigsh(L, hp, th), tol);
    tf_prepared_release(hp);
    tf_tensor_release(th);
  }
  if (L == 16) ok &= check("DMRG vs -6.9117371455749", e, -6.9117371455749, 1e-9);
  if (L >= 50) printf("  energy per site %.10f (bulk 1/4 - ln 2 = %.10f)\n", e / L,
                      0.25 - log(2.0));
  tf_engine_destroy(E);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
