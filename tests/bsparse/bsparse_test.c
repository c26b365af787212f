/*
 * bsparse_test.c -- block-sparse symmetric tensors (tenferro.h section 16)
 * through the C API. Every operation on random tensors of random sector
 * structures (U(1), Z_2, Z_3, U(1) x Z_2; zero-dimensional sectors, legs of
 * one sector, empty blocks) against the dense result of the same operation
 * on tf_bsparse_to_dense (the dense operations are tested elsewhere against
 * plain references; to_dense itself is checked here element by element
 * against the block views), for every dtype. Decompositions: reconstruction,
 * orthonormality, truncation against the dense truncated SVD. Bad inputs:
 * status, message naming the argument, outputs untouched.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>

#include "test_util.h"

/* ------------------------------------------------------------ helpers */

static uint64_t rng_state;
static uint64_t rnd(void) {
  uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
static int rnd_int(int lo, int hi) { return lo + (int)(rnd() % (uint64_t)(hi - lo + 1)); }

static const tf_dtype kDtypes[4] = {TF_F32, TF_F64, TF_C64, TF_C128};
static double tol_of(tf_dtype dt) { return (dt == TF_F32 || dt == TF_C64) ? 2e-5 : 1e-12; }

enum { SYM_U1, SYM_Z2, SYM_Z3, SYM_U1Z2, NSYM };
static tf_symmetry* make_sym(int which) {
  tf_symmetry* s = NULL;
  int32_t k[2];
  int64_t o[2] = {0, 0};
  switch (which) {
    case SYM_U1: k[0] = TF_SYMMETRY_U1; CHECK_OK(tf_symmetry_create(1, k, NULL, &s)); break;
    case SYM_Z2: k[0] = TF_SYMMETRY_ZN; o[0] = 2; CHECK_OK(tf_symmetry_create(1, k, o, &s)); break;
    case SYM_Z3: k[0] = TF_SYMMETRY_ZN; o[0] = 3; CHECK_OK(tf_symmetry_create(1, k, o, &s)); break;
    default:
      k[0] = TF_SYMMETRY_U1; k[1] = TF_SYMMETRY_ZN; o[1] = 2;
      CHECK_OK(tf_symmetry_create(2, k, o, &s));
  }
  return s;
}

/* All candidate charges of a symmetry (small U(1) range). */
static int charge_pool(int which, int64_t* c) {
  int n = 0, q, p;
  switch (which) {
    case SYM_U1: for (q = -2; q <= 2; ++q) c[n++] = q; break;
    case SYM_Z2: c[0] = 0; c[1] = 1; n = 2; break;
    case SYM_Z3: c[0] = 0; c[1] = 1; c[2] = 2; n = 3; break;
    default:
      for (q = -1; q <= 1; ++q)
        for (p = 0; p < 2; ++p) { c[2 * n] = q; c[2 * n + 1] = p; ++n; }
  }
  return n;
}
static int nf_of(int which) { return which == SYM_U1Z2 ? 2 : 1; }

/* A random leg: 1..pool sectors (distinct charges), dims 0..3 (mostly >0). */
static tf_leg* random_leg(tf_symmetry* s, int which, int dir) {
  int64_t pool[32], ch[32], dims[16];
  int nf = nf_of(which), np = charge_pool(which, pool), i, j, ns = rnd_int(1, np);
  int idx[16];
  tf_leg* l = NULL;
  for (i = 0; i < np; ++i) idx[i] = i;
  for (i = np - 1; i > 0; --i) { j = rnd_int(0, i); int t = idx[i]; idx[i] = idx[j]; idx[j] = t; }
  for (i = 0; i < ns; ++i) {
    for (j = 0; j < nf; ++j) ch[i * nf + j] = pool[idx[i] * nf + j];
    dims[i] = rnd_int(0, 6) == 0 ? 0 : rnd_int(1, 3);
  }
  CHECK_OK(tf_leg_create(s, dir, ns, ch, dims, &l));
  return l;
}
/* The dual of l: the same sectors, the other direction. */
static tf_leg* dual_leg(tf_symmetry* s, const tf_leg* l, int dir) {
  int32_t ns, nf;
  int64_t ch[64], dims[32];
  tf_leg* d = NULL;
  CHECK_OK(tf_leg_nsectors(l, &ns));
  CHECK_OK(tf_symmetry_nfactors(s, &nf));
  CHECK_OK(tf_leg_charges(l, ch));
  CHECK_OK(tf_leg_dims(l, dims));
  CHECK_OK(tf_leg_create(s, dir, ns, ch, dims, &d));
  return d;
}
static void random_flux(int which, int64_t* f) {
  int64_t pool[32];
  int np = charge_pool(which, pool), k = rnd_int(0, np - 1), j;
  for (j = 0; j < nf_of(which); ++j) f[j] = pool[k * nf_of(which) + j];
}

/* A tensor's elements as complex doubles (re, im pairs), row-major. */
static double* read_c(const tf_tensor* t, int64_t* n_out) {
  tf_dtype dt;
  int64_t n, i;
  CHECK_OK(tf_tensor_dtype(t, &dt));
  CHECK_OK(tf_tensor_numel(t, &n));
  size_t es = tf_dtype_size(dt);
  void* raw = malloc(n * es + 16);
  double* out = calloc(2 * n + 2, sizeof(double));
  CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, raw, n * es + 16));
  for (i = 0; i < n; ++i) {
    switch (dt) {
      case TF_F32: out[2 * i] = ((float*)raw)[i]; break;
      case TF_F64: out[2 * i] = ((double*)raw)[i]; break;
      case TF_C64: out[2 * i] = ((float*)raw)[2 * i]; out[2 * i + 1] = ((float*)raw)[2 * i + 1]; break;
      default: out[2 * i] = ((double*)raw)[2 * i]; out[2 * i + 1] = ((double*)raw)[2 * i + 1];
    }
  }
  free(raw);
  *n_out = n;
  return out;
}

/* max |a - b| / max(1, max |b|) of two dense tensors of one shape. */
static double rel_diff(const tf_tensor* a, const tf_tensor* b) {
  int64_t na, nb, i;
  int32_t nda, ndb;
  int64_t sa[TF_MAX_RANK], sb[TF_MAX_RANK];
  CHECK_OK(tf_tensor_ndim(a, &nda));
  CHECK_OK(tf_tensor_ndim(b, &ndb));
  assert_int_equal(nda, ndb);
  CHECK_OK(tf_tensor_shape(a, sa));
  CHECK_OK(tf_tensor_shape(b, sb));
  for (i = 0; i < nda; ++i) assert_int_equal(sa[i], sb[i]);
  double* x = read_c(a, &na);
  double* y = read_c(b, &nb);
  double d = 0, m = 1;
  for (i = 0; i < na; ++i) {
    double dr = x[2 * i] - y[2 * i], di = x[2 * i + 1] - y[2 * i + 1];
    double e = sqrt(dr * dr + di * di), v = sqrt(y[2 * i] * y[2 * i] + y[2 * i + 1] * y[2 * i + 1]);
    if (e > d) d = e;
    if (v > m) m = v;
  }
  free(x);
  free(y);
  return d / m;
}

static tf_tensor* dense(tf_engine* e, const tf_bsparse* t) {
  tf_tensor* d = NULL;
  CHECK_OK(tf_bsparse_to_dense(e, t, &d));
  return d;
}

/* Every stored block conserves the flux (contributions of its legs add up). */
static void check_symmetric(const tf_bsparse* t, int which) {
  int32_t n, i, j;
  int64_t nb, b, flux[2], ch[64];
  int nf = nf_of(which);
  CHECK_OK(tf_bsparse_nlegs(t, &n));
  CHECK_OK(tf_bsparse_nblocks(t, &nb));
  CHECK_OK(tf_bsparse_flux(t, flux));
  int32_t dirs[TF_MAX_RANK];
  for (i = 0; i < n; ++i) {
    tf_leg* l;
    CHECK_OK(tf_bsparse_leg(t, i, &l));
    CHECK_OK(tf_leg_dir_of(l, &dirs[i]));
    tf_leg_release(l);
  }
  for (b = 0; b < nb; ++b) {
    CHECK_OK(tf_bsparse_block_charges(t, b, ch));
    for (j = 0; j < nf; ++j) {
      int64_t s = 0;
      for (i = 0; i < n; ++i) s += (dirs[i] == TF_LEG_OUT ? 1 : -1) * ch[i * nf + j];
      s -= flux[j];
      int zn = (which == SYM_Z2 || (which == SYM_U1Z2 && j == 1)) ? 2 : which == SYM_Z3 ? 3 : 0;
      if (zn) s = ((s % zn) + zn) % zn;
      assert_int_equal(s, 0);
    }
  }
}

typedef struct {
  tf_symmetry* sym;
  int which;
  int n;
  tf_leg* legs[6];
  int64_t flux[2];
} Spec;

static void spec_random(Spec* s, int which, int n) {
  int i;
  s->which = which;
  s->sym = make_sym(which);
  s->n = n;
  for (i = 0; i < n; ++i) s->legs[i] = random_leg(s->sym, which, rnd_int(0, 1));
  random_flux(which, s->flux);
}
static void spec_free(Spec* s) {
  int i;
  for (i = 0; i < s->n; ++i) tf_leg_release(s->legs[i]);
  tf_symmetry_release(s->sym);
}
static tf_bsparse* spec_tensor(tf_engine* e, Spec* s, tf_dtype dt) {
  tf_bsparse* t = NULL;
  CHECK_OK(tf_bsparse_random(e, dt, s->n, (const tf_leg* const*)s->legs, s->flux, rnd(), &t));
  return t;
}

/* ------------------------------------------------------------- tests */

/* to_dense against the block views; from_dense round trip; symmetry. */
static void test_dense_round_trip(void** state) {
  tf_engine* e = *state;
  int which, it, d;
  for (which = 0; which < NSYM; ++which)
    for (d = 0; d < 4; ++d)
      for (it = 0; it < 4; ++it) {
        Spec s;
        spec_random(&s, which, rnd_int(1, 4));
        tf_bsparse* t = spec_tensor(e, &s, kDtypes[d]);
        check_symmetric(t, which);
        tf_tensor* D = dense(e, t);
        int64_t nD, nb, b, i;
        double* dv = read_c(D, &nD);
        double blocks2 = 0, dense2 = 0;
        for (i = 0; i < nD; ++i) dense2 += dv[2 * i] * dv[2 * i] + dv[2 * i + 1] * dv[2 * i + 1];
        int64_t shapeD[TF_MAX_RANK];
        CHECK_OK(tf_tensor_shape(D, shapeD));
        CHECK_OK(tf_bsparse_nblocks(t, &nb));
        for (b = 0; b < nb; ++b) {
          /* The block view's elements are the dense elements at the sector
           * offsets. */
          tf_tensor* v;
          int32_t sec[TF_MAX_RANK];
          int64_t nv, shp[TF_MAX_RANK], base[TF_MAX_RANK];
          CHECK_OK(tf_bsparse_block_view(t, b, &v));
          CHECK_OK(tf_bsparse_block_sectors(t, b, sec));
          CHECK_OK(tf_tensor_shape(v, shp));
          int32_t l;
          for (l = 0; l < s.n; ++l) {
            int64_t dims[32];
            CHECK_OK(tf_leg_dims(s.legs[l], dims));
            base[l] = 0;
            for (i = 0; i < sec[l]; ++i) base[l] += dims[i];
          }
          double* bv = read_c(v, &nv);
          for (i = 0; i < nv; ++i) {
            int64_t rem = i, off = 0, stride = 1, idx[TF_MAX_RANK];
            for (l = s.n - 1; l >= 0; --l) { idx[l] = rem % shp[l]; rem /= shp[l]; }
            for (l = s.n - 1; l >= 0; --l) { off += (base[l] + idx[l]) * stride; stride *= shapeD[l]; }
            assert_true(dv[2 * off] == bv[2 * i] && dv[2 * off + 1] == bv[2 * i + 1]);
            blocks2 += bv[2 * i] * bv[2 * i] + bv[2 * i + 1] * bv[2 * i + 1];
          }
          /* find by charges gives the block back */
          int64_t ch[64], found;
          CHECK_OK(tf_bsparse_block_charges(t, b, ch));
          CHECK_OK(tf_bsparse_block_find(t, ch, &found));
          assert_int_equal(found, b);
          free(bv);
          tf_tensor_release(v);
        }
        /* nothing outside the blocks */
        assert_true(fabs(blocks2 - dense2) <= 1e-9 * (1 + dense2));
        double nrm;
        CHECK_OK(tf_bsparse_norm(e, t, &nrm));
        assert_true(fabs(nrm * nrm - dense2) <= 1e-4 * (1 + dense2));
        tf_bsparse* back = NULL;
        CHECK_OK(tf_bsparse_from_dense(e, D, s.n, (const tf_leg* const*)s.legs, s.flux, 0.0,
                                       &back));
        tf_tensor* D2 = dense(e, back);
        assert_true(rel_diff(D2, D) == 0.0);
        free(dv);
        tf_tensor_release(D);
        tf_tensor_release(D2);
        tf_bsparse_release(back);
        tf_bsparse_release(t);
        spec_free(&s);
      }
}

/* from_dense refuses a non-symmetric tensor naming its largest violator. */
static void test_from_dense_refuses(void** state) {
  tf_engine* e = *state;
  tf_symmetry* s = make_sym(SYM_U1);
  int64_t c[2] = {0, 1}, d[2] = {2, 1};
  tf_leg *a, *b;
  CHECK_OK(tf_leg_create(s, TF_LEG_IN, 2, c, d, &a));
  CHECK_OK(tf_leg_create(s, TF_LEG_OUT, 2, c, d, &b));
  const tf_leg* legs[2] = {a, b};
  int64_t flux = 0, shape[2] = {3, 3};
  double data[9] = {1, 2, 0, 3, 4, 0, 0, 1e-9, 5};
  data[2] = 0.25;  /* (0, 2): charge 0 in, 1 out: forbidden for flux 0 */
  tf_tensor* D = NULL;
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, shape, NULL, data, &D));
  tf_bsparse* out = (tf_bsparse*)(uintptr_t)0x1;
  EXPECT_FAIL(tf_bsparse_from_dense(e, D, 2, legs, &flux, 1e-6, &out), TF_ERR_INVALID_ARGUMENT,
              "dense");
  EXPECT_MSG_CONTAINS("[0, 2]");
  EXPECT_MSG_CONTAINS("0.25");
  assert_ptr_equal(out, (tf_bsparse*)(uintptr_t)0x1);
  data[2] = 0;  /* the 1e-9 at (2, 1) is under tol */
  CHECK_OK(tf_bsparse_from_dense(e, D, 2, legs, &flux, 1e-6, &out));
  /* the _into form leaves its output untouched on refusal */
  double before;
  tf_tensor* v;
  CHECK_OK(tf_bsparse_block_view(out, 0, &v));
  double* bv = read_c(v, &(int64_t){0});
  before = bv[0];
  free(bv);
  data[6] = -7;
  EXPECT_FAIL(tf_bsparse_from_dense_into(e, D, 1e-6, out), TF_ERR_INVALID_ARGUMENT, "dense");
  EXPECT_MSG_CONTAINS("[2, 0]");
  bv = read_c(v, &(int64_t){0});
  assert_true(bv[0] == before);
  free(bv);
  tf_tensor_release(v);
  tf_bsparse_release(out);
  tf_tensor_release(D);
  tf_leg_release(a);
  tf_leg_release(b);
  tf_symmetry_release(s);
}

/* permute, flip, conj, scale, axpby, dot against dense. */
static void test_layout_and_linear(void** state) {
  tf_engine* e = *state;
  int which, d, it;
  for (which = 0; which < NSYM; ++which)
    for (d = 0; d < 4; ++d)
      for (it = 0; it < 3; ++it) {
        tf_dtype dt = kDtypes[d];
        double tol = tol_of(dt);
        Spec s;
        spec_random(&s, which, rnd_int(2, 4));
        tf_bsparse *x = spec_tensor(e, &s, dt), *y = spec_tensor(e, &s, dt);
        tf_tensor *X = dense(e, x), *Y = dense(e, y);
        /* permute */
        int32_t perm[6], i, j;
        for (i = 0; i < s.n; ++i) perm[i] = i;
        for (i = s.n - 1; i > 0; --i) { j = rnd_int(0, i); int32_t t = perm[i]; perm[i] = perm[j]; perm[j] = t; }
        tf_bsparse *p = NULL, *p2 = NULL;
        CHECK_OK(tf_bsparse_permute(e, x, perm, &p));
        check_symmetric(p, which);
        tf_tensor *P = dense(e, p), *Pref = NULL;
        CHECK_OK(tf_permute(e, X, perm, &Pref));
        assert_true(rel_diff(P, Pref) == 0.0);
        CHECK_OK(tf_bsparse_zeros(e, dt, s.n, (const tf_leg* const*)s.legs, s.flux, &p2));
        tf_bsparse_release(p2);
        /* the _into form on a fresh result of the same structure */
        CHECK_OK(tf_bsparse_scale(e, (tf_scalar){0, 0}, p, &p2));
        CHECK_OK(tf_bsparse_permute_into(e, x, perm, p2));
        tf_tensor* P2 = dense(e, p2);
        assert_true(rel_diff(P2, Pref) == 0.0);
        /* flip: same dense tensor, dual leg */
        tf_bsparse* f = NULL;
        int32_t leg = rnd_int(0, s.n - 1), dir0, dir1;
        CHECK_OK(tf_bsparse_flip(e, x, leg, &f));
        check_symmetric(f, which);
        tf_tensor* F = dense(e, f);
        assert_true(rel_diff(F, X) == 0.0);
        tf_leg* fl;
        CHECK_OK(tf_bsparse_leg(f, leg, &fl));
        CHECK_OK(tf_leg_dir_of(fl, &dir1));
        CHECK_OK(tf_leg_dir_of(s.legs[leg], &dir0));
        assert_int_not_equal(dir0, dir1);
        tf_leg_release(fl);
        /* conj */
        tf_bsparse* cj = NULL;
        CHECK_OK(tf_bsparse_conj(e, x, &cj));
        check_symmetric(cj, which);
        tf_tensor *C = dense(e, cj), *Cref = NULL;
        CHECK_OK(tf_unary(e, TF_UNARY_CONJ, X, &Cref));
        assert_true(rel_diff(C, Cref) == 0.0);
        /* axpby and scale */
        tf_scalar al = {0.5, -0.25}, be = {-1.5, 0.75};
        tf_bsparse *z = NULL, *sc = NULL;
        CHECK_OK(tf_bsparse_axpby(e, al, x, be, y, &z));
        tf_tensor *Z = dense(e, z), *Zref = NULL;
        CHECK_OK(tf_axpby(e, al, X, be, Y, &Zref));
        assert_true(rel_diff(Z, Zref) <= tol);
        CHECK_OK(tf_bsparse_scale(e, al, x, &sc));
        CHECK_OK(tf_bsparse_scale_into(e, be, x, z));
        tf_tensor *S = dense(e, sc), *Sref = NULL, *Z2 = dense(e, z), *Z2ref = NULL;
        CHECK_OK(tf_scale(e, al, X, &Sref));
        CHECK_OK(tf_scale(e, be, X, &Z2ref));
        assert_true(rel_diff(S, Sref) <= tol);
        assert_true(rel_diff(Z2, Z2ref) <= tol);
        /* dot */
        tf_scalar dv, dref;
        int32_t all[6];
        for (i = 0; i < s.n; ++i) all[i] = i;
        CHECK_OK(tf_bsparse_dot(e, x, y, 1, &dv));
        tf_tensor* Dt = NULL;
        CHECK_OK(tf_tensordot(e, X, Y, s.n, all, all, 1, 0, &Dt));
        double* dd = read_c(Dt, &(int64_t){0});
        dref.re = dd[0];
        dref.im = dd[1];
        free(dd);
        assert_true(fabs(dv.re - dref.re) + fabs(dv.im - dref.im) <=
                    tol * 10 * (1 + fabs(dref.re) + fabs(dref.im)));
        tf_tensor_release(Dt);
        tf_tensor* rel[] = {X, Y, P, Pref, P2, F, C, Cref, Z, Zref, S, Sref, Z2, Z2ref};
        for (i = 0; i < (int32_t)(sizeof rel / sizeof rel[0]); ++i) tf_tensor_release(rel[i]);
        tf_bsparse* relb[] = {x, y, p, p2, f, cj, z, sc};
        for (i = 0; i < (int32_t)(sizeof relb / sizeof relb[0]); ++i) tf_bsparse_release(relb[i]);
        spec_free(&s);
      }
}

/* Contractions of random operands: random contracted legs (in random
 * order, so both the view and the permuted paths run), conj flags, every
 * dtype; against dense tensordot. */
static void test_tensordot(void** state) {
  tf_engine* e = *state;
  int which, d, it;
  for (which = 0; which < NSYM; ++which)
    for (d = 0; d < 4; ++d)
      for (it = 0; it < 20; ++it) {
        tf_dtype dt = kDtypes[d];
        Spec sa, sb;
        int32_t i, j, na = rnd_int(1, 4), nb = rnd_int(1, 4);
        int conj_a = rnd_int(0, 1), conj_b = rnd_int(0, 1);
        int32_t k = rnd_int(0, na < nb ? na : nb);
        if (k == na && k == nb) k = k - 1 >= 0 ? k - 1 : 0;
        if (na + nb - 2 * k == 0) { --k; }
        if (k < 0) k = 0;
        spec_random(&sa, which, na);
        /* b: fresh legs, then k of them replaced by duals of a's legs */
        sb.which = which;
        sb.sym = sa.sym;
        sb.n = nb;
        for (i = 0; i < nb; ++i) sb.legs[i] = random_leg(sa.sym, which, rnd_int(0, 1));
        random_flux(which, sb.flux);
        int32_t ax[6], bx[6], pa[6], pb[6];
        for (i = 0; i < na; ++i) pa[i] = i;
        for (i = 0; i < nb; ++i) pb[i] = i;
        for (i = na - 1; i > 0; --i) { j = rnd_int(0, i); int32_t t = pa[i]; pa[i] = pa[j]; pa[j] = t; }
        for (i = nb - 1; i > 0; --i) { j = rnd_int(0, i); int32_t t = pb[i]; pb[i] = pb[j]; pb[j] = t; }
        if (rnd_int(0, 1)) { /* consecutive runs: the view path */
          int32_t sa0 = rnd_int(0, 1) ? 0 : na - k, sb0 = rnd_int(0, 1) ? 0 : nb - k;
          for (i = 0; i < k; ++i) { pa[i] = sa0 + i; pb[i] = sb0 + i; }
        }
        for (i = 0; i < k; ++i) {
          int32_t da;
          ax[i] = pa[i];
          bx[i] = pb[i];
          CHECK_OK(tf_leg_dir_of(sa.legs[ax[i]], &da));
          int eff_a = conj_a ? 1 - da : da;  /* effective direction of a's leg */
          int eff_b = 1 - eff_a;
          tf_leg_release(sb.legs[bx[i]]);
          sb.legs[bx[i]] = dual_leg(sa.sym, sa.legs[ax[i]], conj_b ? 1 - eff_b : eff_b);
        }
        tf_bsparse *a = spec_tensor(e, &sa, dt), *b = spec_tensor(e, &sb, dt), *c = NULL,
                   *c2 = NULL;
        CHECK_OK(tf_bsparse_tensordot(e, a, b, k, ax, bx, conj_a, conj_b, &c));
        check_symmetric(c, which);
        tf_tensor *A = dense(e, a), *B = dense(e, b), *C = dense(e, c), *Cref = NULL;
        CHECK_OK(tf_tensordot(e, A, B, k, ax, bx, conj_a, conj_b, &Cref));
        double rd = rel_diff(C, Cref);
        if (!(rd <= tol_of(dt))) {
          fprintf(stderr, "sym %d dt %d na %d nb %d k %d conj %d %d axes", which, dt, na, nb, k,
                  conj_a, conj_b);
          for (i = 0; i < k; ++i) fprintf(stderr, " (%d,%d)", ax[i], bx[i]);
          fprintf(stderr, " diff %g\n", rd);
        }
        assert_true(rd <= tol_of(dt));
        /* flux adds (with conj: negated) */
        int64_t fc[2], fa[2], fb[2];
        CHECK_OK(tf_bsparse_flux(c, fc));
        CHECK_OK(tf_bsparse_flux(a, fa));
        CHECK_OK(tf_bsparse_flux(b, fb));
        for (j = 0; j < nf_of(which); ++j) {
          int64_t want = (conj_a ? -fa[j] : fa[j]) + (conj_b ? -fb[j] : fb[j]) - fc[j];
          int zn = (which == SYM_Z2 || (which == SYM_U1Z2 && j == 1)) ? 2 : which == SYM_Z3 ? 3 : 0;
          if (zn) want = ((want % zn) + zn) % zn;
          assert_int_equal(want, 0);
        }
        /* _into on a result-shaped tensor, with the plan from the cache */
        CHECK_OK(tf_bsparse_scale(e, (tf_scalar){7, 0}, c, &c2));
        tf_engine_stats st0, st1;
        memset(&st0, 0, sizeof st0);
        memset(&st1, 0, sizeof st1);
        st0.struct_size = st1.struct_size = sizeof st0;
        CHECK_OK(tf_engine_get_stats(e, &st0));
        CHECK_OK(tf_bsparse_tensordot_into(e, a, b, k, ax, bx, conj_a, conj_b, c2));
        CHECK_OK(tf_engine_get_stats(e, &st1));
        assert_true(st1.plan_hits > st0.plan_hits);
        assert_int_equal(st1.plan_misses, st0.plan_misses);
        tf_tensor* C2 = dense(e, c2);
        assert_true(rel_diff(C2, C) == 0.0);
        tf_tensor_release(A);
        tf_tensor_release(B);
        tf_tensor_release(C);
        tf_tensor_release(C2);
        tf_tensor_release(Cref);
        tf_bsparse_release(a);
        tf_bsparse_release(b);
        tf_bsparse_release(c);
        tf_bsparse_release(c2);
        for (i = 0; i < nb; ++i) tf_leg_release(sb.legs[i]);
        spec_free(&sa);
      }
}

/* u diag(s) vh as a dense (rows x cols) matrix, against x's dense tensor
 * permuted to (left, right); u's columns orthonormal; vh's rows too. */
static void check_factors(tf_engine* e, const tf_bsparse* x, int32_t n_left,
                          const int32_t* left, const tf_bsparse* u, const tf_tensor* s,
                          const tf_bsparse* vh, double tol, int exact) {
  int32_t n, i, j, r = 0;
  CHECK_OK(tf_bsparse_nlegs(x, &n));
  int32_t perm[TF_MAX_RANK];
  int used[TF_MAX_RANK] = {0};
  for (i = 0; i < n_left; ++i) { perm[i] = left[i]; used[left[i]] = 1; }
  r = n_left;
  for (i = 0; i < n; ++i)
    if (!used[i]) perm[r++] = i;
  tf_tensor *X = dense(e, x), *XP = NULL, *U = dense(e, u), *V = dense(e, vh);
  CHECK_OK(tf_permute(e, X, perm, &XP));
  int64_t nx, nu, nv, K, rows = 1;
  int64_t shp[TF_MAX_RANK];
  CHECK_OK(tf_tensor_shape(XP, shp));
  for (i = 0; i < n_left; ++i) rows *= shp[i];
  double *xv = read_c(XP, &nx), *uv = read_c(U, &nu), *vv = read_c(V, &nv);
  K = rows ? nu / rows : 0;
  int64_t cols = K ? nv / K : 0;
  double* sv = NULL;
  if (s) { int64_t ns; sv = read_c(s, &ns); assert_int_equal(ns, K); }
  double m = 1, err = 0;
  for (i = 0; i < nx; ++i) if (fabs(xv[2 * i]) + fabs(xv[2 * i + 1]) > m) m = fabs(xv[2 * i]) + fabs(xv[2 * i + 1]);
  if (exact) {
    int64_t a, b, q;
    assert_int_equal(rows * cols, nx);
    for (a = 0; a < rows; ++a)
      for (b = 0; b < cols; ++b) {
        double re = 0, im = 0;
        for (q = 0; q < K; ++q) {
          double ur = uv[2 * (a * K + q)], ui = uv[2 * (a * K + q) + 1];
          double vr = vv[2 * (q * cols + b)], vi = vv[2 * (q * cols + b) + 1];
          double w = sv ? sv[2 * q] : 1.0;
          re += w * (ur * vr - ui * vi);
          im += w * (ur * vi + ui * vr);
        }
        double dr = re - xv[2 * (a * cols + b)], di = im - xv[2 * (a * cols + b) + 1];
        if (fabs(dr) + fabs(di) > err) err = fabs(dr) + fabs(di);
      }
    assert_true(err <= tol * 50 * m);
  }
  /* u^H u = 1 */
  for (i = 0; i < K; ++i)
    for (j = 0; j < K; ++j) {
      double re = 0, im = 0;
      int64_t a;
      for (a = 0; a < rows; ++a) {
        double xr = uv[2 * (a * K + i)], xi = -uv[2 * (a * K + i) + 1];
        double yr = uv[2 * (a * K + j)], yi = uv[2 * (a * K + j) + 1];
        re += xr * yr - xi * yi;
        im += xr * yi + xi * yr;
      }
      assert_true(fabs(re - (i == j)) + fabs(im) <= tol * 50);
    }
  free(xv); free(uv); free(vv); free(sv);
  tf_tensor_release(X); tf_tensor_release(XP); tf_tensor_release(U); tf_tensor_release(V);
}

static void test_svd_qr(void** state) {
  tf_engine* e = *state;
  int which, d, it;
  for (which = 0; which < NSYM; ++which)
    for (d = 0; d < 4; ++d)
      for (it = 0; it < 10; ++it) {
        tf_dtype dt = kDtypes[d];
        Spec s;
        spec_random(&s, which, rnd_int(2, 4));
        tf_bsparse* x = spec_tensor(e, &s, dt);
        int64_t numel;
        CHECK_OK(tf_bsparse_numel(x, &numel));
        int32_t n_left = rnd_int(1, s.n - 1), left[6], perm[6], i, j;
        for (i = 0; i < s.n; ++i) perm[i] = i;
        for (i = s.n - 1; i > 0; --i) { j = rnd_int(0, i); int32_t t = perm[i]; perm[i] = perm[j]; perm[j] = t; }
        for (i = 0; i < n_left; ++i) left[i] = perm[i];
        tf_bsparse *u = NULL, *vh = NULL;
        tf_tensor* sv = NULL;
        tf_svd_info info;
        memset(&info, 0, sizeof info);
        info.struct_size = sizeof info;
        tf_status st = tf_bsparse_svd(e, x, n_left, left, NULL, &u, &sv, &vh, &info);
        if (st != TF_OK) {  /* only when no sector has both rows and columns */
          assert_int_equal(st, TF_ERR_INVALID_ARGUMENT);
          tf_bsparse_release(x);
          spec_free(&s);
          continue;
        }
        check_symmetric(u, which);
        check_symmetric(vh, which);
        check_factors(e, x, n_left, left, u, sv, vh, tol_of(dt), 1);
        tf_bsparse *q = NULL, *r = NULL;
        CHECK_OK(tf_bsparse_qr(e, x, n_left, left, &q, &r));
        check_factors(e, x, n_left, left, q, NULL, r, tol_of(dt), 1);
        {  /* the _into forms on outputs of the same structure: the same bits */
          tf_bsparse *u2 = NULL, *vh2 = NULL, *q2 = NULL, *r2 = NULL;
          tf_tensor *s2 = NULL, *A, *B;
          int64_t K;
          CHECK_OK(tf_tensor_numel(sv, &K));
          CHECK_OK(tf_bsparse_scale(e, (tf_scalar){0, 0}, u, &u2));
          CHECK_OK(tf_bsparse_scale(e, (tf_scalar){0, 0}, vh, &vh2));
          CHECK_OK(tf_bsparse_scale(e, (tf_scalar){0, 0}, q, &q2));
          CHECK_OK(tf_bsparse_scale(e, (tf_scalar){0, 0}, r, &r2));
          CHECK_OK(tf_tensor_zeros(e, (dt == TF_F32 || dt == TF_C64) ? TF_F32 : TF_F64, 1, &K,
                                   TF_ROW_MAJOR, &s2));
          CHECK_OK(tf_bsparse_svd_into(e, x, n_left, left, NULL, u2, s2, vh2, NULL));
          CHECK_OK(tf_bsparse_qr_into(e, x, n_left, left, q2, r2));
          assert_true(rel_diff(s2, sv) == 0.0);
          tf_bsparse* pairs[4][2] = {{u2, u}, {vh2, vh}, {q2, q}, {r2, r}};
          for (i = 0; i < 4; ++i) {
            A = dense(e, pairs[i][0]);
            B = dense(e, pairs[i][1]);
            assert_true(rel_diff(A, B) == 0.0);
            tf_tensor_release(A);
            tf_tensor_release(B);
          }
          /* truncated into the full bond: kept columns, zeros beyond */
          tf_bsparse_svd_options o1 = {sizeof o1, 1, 0.0, 0.0};
          tf_svd_info i1;
          memset(&i1, 0, sizeof i1);
          i1.struct_size = sizeof i1;
          CHECK_OK(tf_bsparse_svd_into(e, x, n_left, left, &o1, u2, s2, vh2, &i1));
          assert_int_equal(i1.rank, 1);
          double nu;
          CHECK_OK(tf_bsparse_norm(e, u2, &nu));
          assert_true(fabs(nu - 1.0) <= tol_of(dt) * 10);
          int64_t ns;
          double* s2v = read_c(s2, &ns);
          double* s1v = read_c(sv, &ns);
          double mx = 0;
          int nz = 0;
          for (j = 0; j < ns; ++j) {
            if (s1v[2 * j] > mx) mx = s1v[2 * j];
            if (s2v[2 * j] != 0) ++nz;
          }
          assert_int_equal(nz, 1);
          for (j = 0; j < ns; ++j)
            if (s2v[2 * j] != 0) assert_true(fabs(s2v[2 * j] - mx) <= tol_of(dt) * 10 * (1 + mx));
          free(s2v);
          free(s1v);
          /* an untruncated SVD into a max_rank-1 bond does not fit when
           * more than one value is kept: refused, outputs untouched */
          if (K > 1) {
            tf_bsparse *ut1 = NULL, *vt1 = NULL, *u3 = NULL, *vh3 = NULL;
            tf_tensor *st1 = NULL, *s3 = NULL;
            CHECK_OK(tf_bsparse_svd(e, x, n_left, left, &o1, &ut1, &st1, &vt1, NULL));
            CHECK_OK(tf_bsparse_scale(e, (tf_scalar){0, 0}, ut1, &u3));
            CHECK_OK(tf_bsparse_scale(e, (tf_scalar){0, 0}, vt1, &vh3));
            CHECK_OK(tf_tensor_zeros(e, (dt == TF_F32 || dt == TF_C64) ? TF_F32 : TF_F64, 1,
                                     &(int64_t){1}, TF_ROW_MAJOR, &s3));
            CHECK_OK(tf_bsparse_svd_into(e, x, n_left, left, &o1, u3, s3, vh3, NULL));
            tf_tensor* before = dense(e, u3);
            EXPECT_FAIL(tf_bsparse_svd_into(e, x, n_left, left, NULL, u3, s3, vh3, NULL),
                        TF_ERR_INVALID_ARGUMENT, "u");
            tf_tensor* after = dense(e, u3);
            assert_true(rel_diff(after, before) == 0.0);
            tf_tensor_release(before);
            tf_tensor_release(after);
            tf_bsparse_release(ut1);
            tf_bsparse_release(vt1);
            tf_bsparse_release(u3);
            tf_bsparse_release(vh3);
            tf_tensor_release(st1);
            tf_tensor_release(s3);
          }
          tf_bsparse_release(u2);
          tf_bsparse_release(vh2);
          tf_bsparse_release(q2);
          tf_bsparse_release(r2);
          tf_tensor_release(s2);
        }
        tf_bsparse_release(q);
        tf_bsparse_release(r);
        /* truncation: the dense truncated SVD's kept values and weight */
        tf_tensor* X = dense(e, x);
        /* cutoff 0: the dense SVD also keeps the zero singular values between
         * sectors (min(m, n) in all), which a block-sparse bond cannot hold;
         * a cutoff of 1e-9 drops exactly those. */
        const double cutoffs[3] = {0.0, 1e-9, 0.05};
        tf_bsparse_svd_options o = {sizeof o, rnd_int(0, 4), cutoffs[rnd_int(0, 2)], 0.0};
        tf_svd_options od = {sizeof od, o.max_rank, o.cutoff};
        tf_bsparse *ut = NULL, *vt = NULL;
        tf_tensor *stt = NULL, *Ud = NULL, *Sd = NULL, *Vd = NULL;
        tf_svd_info it1, it2;
        memset(&it1, 0, sizeof it1);
        memset(&it2, 0, sizeof it2);
        it1.struct_size = it2.struct_size = sizeof it1;
        CHECK_OK(tf_bsparse_svd(e, x, n_left, left, &o, &ut, &stt, &vt, &it1));
        CHECK_OK(tf_svd_split(e, X, n_left, left, &od, &Ud, &Sd, &Vd, &it2));
        int64_t n1, n2, k;
        double *a1 = read_c(stt, &n1), *a2 = read_c(Sd, &n2);
        if (o.cutoff > 0) {
          assert_int_equal(n1, n2);
          assert_int_equal(it1.rank, it2.rank);
        } else {  /* the dense extra values are zeros */
          assert_true(n1 <= n2);
          for (k = n1; k < n2; ++k) assert_true(a2[2 * k] <= tol_of(dt) * 10 * (1 + a2[0]));
        }
        double sorted[512];
        for (k = 0; k < n1; ++k) sorted[k] = a1[2 * k];
        for (k = 1; k < n1; ++k) {  /* insertion sort, descending */
          double v = sorted[k];
          int64_t m = k - 1;
          while (m >= 0 && sorted[m] < v) { sorted[m + 1] = sorted[m]; --m; }
          sorted[m + 1] = v;
        }
        for (k = 0; k < n1; ++k) assert_true(fabs(sorted[k] - a2[2 * k]) <= tol_of(dt) * 10 * (1 + a2[0]));
        assert_true(fabs(it1.trunc_err - it2.trunc_err) <= tol_of(dt) * 10);
        check_factors(e, x, n_left, left, ut, stt, vt, tol_of(dt), 0);
        free(a1); free(a2);
        tf_tensor_release(X); tf_tensor_release(stt); tf_tensor_release(Ud);
        tf_tensor_release(Sd); tf_tensor_release(Vd); tf_tensor_release(sv);
        tf_bsparse_release(ut); tf_bsparse_release(vt);
        tf_bsparse_release(u); tf_bsparse_release(vh);
        tf_bsparse_release(x);
        spec_free(&s);
        (void)numel;
      }
}

/* Bad inputs: status, the argument named, outputs untouched. */
static void test_bad_inputs(void** state) {
  tf_engine* e = *state;
  tf_symmetry *u1 = make_sym(SYM_U1), *z2 = make_sym(SYM_Z2);
  int64_t c2[2] = {0, 1}, d2[2] = {2, 3}, f0 = 0;
  tf_leg *li, *lo, *lz, *lo3;
  int64_t d3[2] = {2, 4};
  CHECK_OK(tf_leg_create(u1, TF_LEG_IN, 2, c2, d2, &li));
  CHECK_OK(tf_leg_create(u1, TF_LEG_OUT, 2, c2, d2, &lo));
  CHECK_OK(tf_leg_create(u1, TF_LEG_OUT, 2, c2, d3, &lo3));
  CHECK_OK(tf_leg_create(z2, TF_LEG_OUT, 2, c2, d2, &lz));
  tf_bsparse* sent = (tf_bsparse*)(uintptr_t)0x1;
  tf_bsparse* out = sent;
  const tf_leg* l2[2] = {li, lo};
  const tf_leg* lmix[2] = {li, lz};
  /* symmetry / leg construction */
  tf_symmetry* so = (tf_symmetry*)(uintptr_t)0x1;
  int32_t bad_kind[1] = {9}, zn[1] = {TF_SYMMETRY_ZN};
  int64_t ord1[1] = {1};
  EXPECT_FAIL(tf_symmetry_create(1, bad_kind, NULL, &so), TF_ERR_INVALID_ARGUMENT, "kinds");
  EXPECT_FAIL(tf_symmetry_create(5, zn, ord1, &so), TF_ERR_INVALID_ARGUMENT, "nfactors");
  EXPECT_FAIL(tf_symmetry_create(1, zn, ord1, &so), TF_ERR_INVALID_ARGUMENT, "orders");
  EXPECT_FAIL(tf_symmetry_create(1, zn, NULL, &so), TF_ERR_INVALID_ARGUMENT, "orders");
  EXPECT_FAIL(tf_symmetry_create(1, NULL, NULL, &so), TF_ERR_INVALID_ARGUMENT, "kinds");
  assert_ptr_equal(so, (tf_symmetry*)(uintptr_t)0x1);
  tf_leg* lx = (tf_leg*)(uintptr_t)0x1;
  int64_t dup[2] = {1, 1}, negd[2] = {1, -1};
  EXPECT_FAIL(tf_leg_create(u1, TF_LEG_IN, 2, dup, d2, &lx), TF_ERR_INVALID_ARGUMENT, "charges");
  EXPECT_FAIL(tf_leg_create(u1, TF_LEG_IN, 2, c2, negd, &lx), TF_ERR_INVALID_ARGUMENT, "dims");
  EXPECT_FAIL(tf_leg_create(u1, 7, 2, c2, d2, &lx), TF_ERR_INVALID_ARGUMENT, "dir");
  EXPECT_FAIL(tf_leg_create(u1, TF_LEG_IN, 0, c2, d2, &lx), TF_ERR_INVALID_ARGUMENT, "nsectors");
  EXPECT_FAIL(tf_leg_create(NULL, TF_LEG_IN, 2, c2, d2, &lx), TF_ERR_INVALID_ARGUMENT, "sym");
  assert_ptr_equal(lx, (tf_leg*)(uintptr_t)0x1);
  /* construction */
  EXPECT_FAIL(tf_bsparse_zeros(e, TF_F64, 2, lmix, &f0, &out), TF_ERR_INVALID_ARGUMENT, "legs");
  EXPECT_FAIL(tf_bsparse_zeros(e, (tf_dtype)9, 2, l2, &f0, &out), TF_ERR_INVALID_ARGUMENT, "dtype");
  EXPECT_FAIL(tf_bsparse_zeros(e, TF_F64, 0, l2, &f0, &out), TF_ERR_INVALID_ARGUMENT, "nlegs");
  EXPECT_FAIL(tf_bsparse_zeros(NULL, TF_F64, 2, l2, &f0, &out), TF_ERR_INVALID_ARGUMENT, "engine");
  EXPECT_FAIL(tf_bsparse_zeros(e, TF_F64, 2, NULL, &f0, &out), TF_ERR_INVALID_ARGUMENT, "legs");
  EXPECT_FAIL(tf_bsparse_random(e, TF_F64, 2, l2, NULL, 1, &out), TF_ERR_INVALID_ARGUMENT, "flux");
  double small[2];
  EXPECT_FAIL(tf_bsparse_wrap(TF_F64, 2, l2, &f0, small, sizeof small, &out),
              TF_ERR_INVALID_ARGUMENT, "bytes");
  assert_ptr_equal(out, sent);
  tf_bsparse *a, *b;
  CHECK_OK(tf_bsparse_random(e, TF_F64, 2, l2, &f0, 1, &a));
  const tf_leg* lb3[2] = {li, lo3};
  CHECK_OK(tf_bsparse_random(e, TF_F64, 2, lb3, &f0, 2, &b));
  /* contraction: same directions, other sectors, wrong symmetry, axes */
  int32_t ax1[1] = {1}, ax0[1] = {0}, ax9[1] = {9};
  EXPECT_FAIL(tf_bsparse_tensordot(e, a, a, 1, ax1, ax1, 0, 0, &out), TF_ERR_SHAPE_MISMATCH,
              "axes_b");
  EXPECT_FAIL(tf_bsparse_tensordot(e, a, b, 1, ax0, ax1, 0, 0, &out), TF_ERR_SHAPE_MISMATCH,
              "axes_b");
  EXPECT_FAIL(tf_bsparse_tensordot(e, a, a, 1, ax9, ax0, 0, 0, &out), TF_ERR_INVALID_ARGUMENT,
              "axes_a");
  EXPECT_FAIL(tf_bsparse_tensordot(e, a, a, 1, ax1, ax0, 1, 0, &out), TF_ERR_SHAPE_MISMATCH,
              "axes_b");
  EXPECT_FAIL(tf_bsparse_tensordot(e, a, NULL, 1, ax1, ax0, 0, 0, &out), TF_ERR_INVALID_ARGUMENT,
              "b");
  EXPECT_FAIL(tf_bsparse_tensordot(e, a, a, 1, NULL, ax0, 0, 0, &out), TF_ERR_INVALID_ARGUMENT,
              "axes_a");
  tf_bsparse* zb;
  const tf_leg* lzz[1] = {lz};
  CHECK_OK(tf_bsparse_zeros(e, TF_F64, 1, lzz, &f0, &zb));
  EXPECT_FAIL(tf_bsparse_tensordot(e, a, zb, 1, ax1, ax0, 0, 0, &out), TF_ERR_INVALID_ARGUMENT,
              "b");
  EXPECT_FAIL(tf_bsparse_axpby(e, (tf_scalar){1, 0}, a, (tf_scalar){1, 0}, b, &out),
              TF_ERR_SHAPE_MISMATCH, "y");
  assert_ptr_equal(out, sent);
  /* _into with the wrong result: untouched */
  tf_bsparse* c;
  CHECK_OK(tf_bsparse_tensordot(e, a, a, 1, ax1, ax0, 0, 0, &c));
  tf_tensor* before = dense(e, b);
  EXPECT_FAIL(tf_bsparse_tensordot_into(e, a, a, 1, ax1, ax0, 0, 0, b), TF_ERR_SHAPE_MISMATCH,
              "out");
  EXPECT_FAIL(tf_bsparse_permute_into(e, a, (int32_t[]){1, 0}, b), TF_ERR_SHAPE_MISMATCH, "out");
  EXPECT_FAIL(tf_bsparse_scale_into(e, (tf_scalar){2, 0}, a, b), TF_ERR_SHAPE_MISMATCH, "out");
  EXPECT_FAIL(tf_bsparse_permute(e, a, (int32_t[]){0, 0}, &out), TF_ERR_INVALID_ARGUMENT, "perm");
  EXPECT_FAIL(tf_bsparse_flip(e, a, 5, &out), TF_ERR_INVALID_ARGUMENT, "leg");
  EXPECT_FAIL(tf_bsparse_svd(e, a, 2, (int32_t[]){0, 1}, NULL, &out, &(tf_tensor*){NULL}, &out,
                             NULL),
              TF_ERR_INVALID_ARGUMENT, "n_left");
  tf_bsparse_svd_options bo = {sizeof bo, 0, 2.0, 0};
  EXPECT_FAIL(tf_bsparse_svd(e, a, 1, (int32_t[]){0}, &bo, &out, &(tf_tensor*){NULL}, &out, NULL),
              TF_ERR_INVALID_ARGUMENT, "cutoff");
  EXPECT_FAIL(tf_bsparse_block_view(a, 99, &(tf_tensor*){NULL}), TF_ERR_INVALID_ARGUMENT, "b");
  EXPECT_FAIL(tf_bsparse_dot(e, a, b, 0, &(tf_scalar){0, 0}), TF_ERR_SHAPE_MISMATCH, "y");
  tf_tensor* wrong = NULL;
  int64_t ws[2] = {5, 4};
  CHECK_OK(tf_tensor_zeros(e, TF_F64, 2, ws, TF_ROW_MAJOR, &wrong));
  EXPECT_FAIL(tf_bsparse_to_dense_into(e, a, wrong), TF_ERR_SHAPE_MISMATCH, "dense");
  EXPECT_FAIL(tf_bsparse_from_dense(e, wrong, 2, l2, &f0, 0.0, &out), TF_ERR_SHAPE_MISMATCH,
              "dense");
  assert_ptr_equal(out, sent);
  tf_tensor* after = dense(e, b);
  assert_true(rel_diff(after, before) == 0.0);
  tf_tensor_release(before);
  tf_tensor_release(after);
  tf_tensor_release(wrong);
  tf_bsparse_release(a);
  tf_bsparse_release(b);
  tf_bsparse_release(c);
  tf_bsparse_release(zb);
  tf_leg_release(li);
  tf_leg_release(lo);
  tf_leg_release(lo3);
  tf_leg_release(lz);
  tf_symmetry_release(u1);
  tf_symmetry_release(z2);
  /* release functions take NULL */
  tf_bsparse_release(NULL);
  tf_leg_release(NULL);
  tf_symmetry_release(NULL);
}

/* A pooled engine spreads result blocks over its workers: the same bits as
 * a serial engine (each block's pairs in the same order). */
static void test_pooled_same_bits(void** state) {
  tf_engine* e = *state;
  tf_engine* pe = NULL;
  CHECK_OK(tf_engine_create_pooled(2, &pe));
  tf_symmetry* s = make_sym(SYM_U1);
  int64_t q[5] = {-2, -1, 0, 1, 2}, d[5] = {18, 28, 36, 28, 18}, qs[3] = {-1, 0, 1},
          ds[3] = {1, 2, 1}, f0 = 0;
  tf_leg *bi, *bo, *so;
  CHECK_OK(tf_leg_create(s, TF_LEG_IN, 5, q, d, &bi));
  CHECK_OK(tf_leg_create(s, TF_LEG_OUT, 5, q, d, &bo));
  CHECK_OK(tf_leg_create(s, TF_LEG_OUT, 3, qs, ds, &so));
  const tf_leg* la[3] = {bi, so, bo};
  int d_;
  for (d_ = 0; d_ < 4; ++d_) {
    tf_bsparse *a, *b, *c1, *c2;
    CHECK_OK(tf_bsparse_random(e, kDtypes[d_], 3, la, &f0, 11, &a));
    CHECK_OK(tf_bsparse_random(e, kDtypes[d_], 3, la, &f0, 12, &b));
    int32_t ax[1] = {2}, bx[1] = {0};
    CHECK_OK(tf_bsparse_tensordot(e, a, b, 1, ax, bx, 0, 0, &c1));
    tf_engine_stats st;
    memset(&st, 0, sizeof st);
    st.struct_size = sizeof st;
    CHECK_OK(tf_engine_reset_stats(pe));
    CHECK_OK(tf_bsparse_tensordot(pe, a, b, 1, ax, bx, 0, 0, &c2));
    CHECK_OK(tf_engine_get_stats(pe, &st));
    assert_true(st.parallel_regions > 0);
    tf_tensor *D1 = dense(e, c1), *D2 = dense(e, c2);
    assert_true(rel_diff(D1, D2) == 0.0);
    tf_tensor_release(D1);
    tf_tensor_release(D2);
    tf_bsparse_release(a);
    tf_bsparse_release(b);
    tf_bsparse_release(c1);
    tf_bsparse_release(c2);
  }
  tf_leg_release(bi);
  tf_leg_release(bo);
  tf_leg_release(so);
  tf_symmetry_release(s);
  tf_engine_destroy(pe);
}

static int setup(void** state) {
  tf_engine* e = NULL;
  rng_state = 12345;
  if (tf_engine_create_serial(&e) != TF_OK) return -1;
  *state = e;
  return 0;
}
static int teardown(void** state) {
  tf_engine_destroy(*state);
  return 0;
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test_setup_teardown(test_dense_round_trip, setup, teardown),
      cmocka_unit_test_setup_teardown(test_from_dense_refuses, setup, teardown),
      cmocka_unit_test_setup_teardown(test_layout_and_linear, setup, teardown),
      cmocka_unit_test_setup_teardown(test_tensordot, setup, teardown),
      cmocka_unit_test_setup_teardown(test_svd_qr, setup, teardown),
      cmocka_unit_test_setup_teardown(test_bad_inputs, setup, teardown),
      cmocka_unit_test_setup_teardown(test_pooled_same_bits, setup, teardown),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
