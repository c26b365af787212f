/*
 * test_einsum.c -- einsum and tensordot through the C API.
 *
 * Every result is compared with a naive evaluator written here: it loops
 * over every assignment of every label (complex double), multiplies the
 * operands' elements (conjugated where asked; an axis of extent 1 stands
 * still, which is NumPy broadcasting) and adds into the output element.
 * Table: >= 40 expressions x 4 dtypes x 4 layouts (row-major, column-major,
 * strided view, permuted view) x {allocating, _into, _acc}, with and
 * without conjugated operands. Then tensordot, the integer-label form,
 * explicit paths, the bad-input table and the plan/pool statistics.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <complex.h>
#include <math.h>
#include <stdlib.h>

#include "test_util.h"

#define MAXOP 10
#define MAXR 8

typedef double complex cplx;

/* ------------------------------------------------------------ random data */
static uint64_t g_rng = 0x9E3779B97F4A7C15ull;
static double urand(void) {
  g_rng ^= g_rng << 13;
  g_rng ^= g_rng >> 7;
  g_rng ^= g_rng << 17;
  return (double)(g_rng >> 11) / 9007199254740992.0 * 2.0 - 1.0;
}

static int is_cplx(tf_dtype dt) { return dt == TF_C64 || dt == TF_C128; }
static int is_single(tf_dtype dt) { return dt == TF_F32 || dt == TF_C64; }

/* ------------------------------------------------------- naive evaluator */
static int label_of(char c) { return (unsigned char)c; }

typedef struct {
  int n;
  int nlab[MAXOP];
  char lab[MAXOP][MAXR];
  int nout;
  char out[MAXR];
} RefSpec;

/* Parses explicit-letter subscripts; implicit output = letters occurring
 * once, in ASCII order. */
static void ref_parse(const char* s, RefSpec* r) {
  memset(r, 0, sizeof *r);
  const char* arrow = strstr(s, "->");
  const char* end = arrow ? arrow : s + strlen(s);
  r->n = 1;
  for (const char* p = s; p < end; ++p) {
    if (*p == ',') { r->n++; continue; }
    r->lab[r->n - 1][r->nlab[r->n - 1]++] = *p;
  }
  if (arrow) {
    for (const char* p = arrow + 2; *p && r->nout < MAXR; ++p) r->out[r->nout++] = *p;
  } else {
    int count[256] = {0};
    for (int i = 0; i < r->n; ++i)
      for (int k = 0; k < r->nlab[i]; ++k) count[label_of(r->lab[i][k])]++;
    for (int c = 0; c < 256; ++c)
      if (count[c] == 1 && r->nout < MAXR) r->out[r->nout++] = (char)c;
  }
}

/* out (row-major over r->out) = sum of products; outabs = sum of |products|. */
static void naive(const RefSpec* r, cplx* const* vals, const int64_t (*shape)[MAXR],
                  unsigned conj, int complex_dt, int64_t* oshape, cplx* out,
                  double* outabs) {
  int64_t ext[256];
  for (int c = 0; c < 256; ++c) ext[c] = -1;
  for (int i = 0; i < r->n; ++i)
    for (int k = 0; k < r->nlab[i]; ++k) {
      int c = label_of(r->lab[i][k]);
      if (ext[c] < 0 || ext[c] == 1) ext[c] = shape[i][k];
    }
  char labs[64];
  int nl = 0;
  for (int c = 0; c < 256; ++c)
    if (ext[c] >= 0) labs[nl++] = (char)c;
  int64_t onum = 1;
  for (int k = 0; k < r->nout; ++k) {
    oshape[k] = ext[label_of(r->out[k])];
    onum *= oshape[k];
  }
  for (int64_t j = 0; j < onum; ++j) { out[j] = 0; outabs[j] = 0; }
  int64_t idx[256] = {0};
  for (int k = 0; k < nl; ++k)
    if (ext[label_of(labs[k])] == 0) return;
  for (;;) {
    cplx prod = 1;
    for (int i = 0; i < r->n; ++i) {
      int64_t off = 0;
      for (int k = 0; k < r->nlab[i]; ++k) {
        int64_t e = shape[i][k];
        off = off * e + (e == 1 ? 0 : idx[label_of(r->lab[i][k])]);
      }
      cplx v = vals[i][off];
      if (((conj >> i) & 1) && complex_dt) v = (creal(v) - I * cimag(v));
      prod *= v;
    }
    int64_t o = 0;
    for (int k = 0; k < r->nout; ++k) o = o * oshape[k] + idx[label_of(r->out[k])];
    out[o] += prod;
    outabs[o] += cabs(prod);
    int k = nl - 1;
    for (; k >= 0; --k) {
      int c = label_of(labs[k]);
      if (++idx[c] < ext[c]) break;
      idx[c] = 0;
    }
    if (k < 0) break;
  }
}

/* ------------------------------------------------------ tensors in layouts */
enum { L_ROW, L_COL, L_STRIDED, L_PERM, NLAYOUT };
static const char* layout_name[] = {"row-major", "col-major", "strided", "permuted"};

typedef struct {
  tf_tensor* t;
  void* buf;
  int rank;
  int64_t shape[MAXR];
} Tens;

static void layout_strides(int layout, int rank, const int64_t* shape, int64_t* st) {
  int64_t s = 1;
  int order[MAXR];
  for (int k = 0; k < rank; ++k) order[k] = k;           /* slowest .. fastest */
  if (layout == L_COL)
    for (int k = 0; k < rank; ++k) order[k] = rank - 1 - k;
  if (layout == L_PERM && rank > 1) /* memory order: axes 1, 2, ..., 0 */
    for (int k = 0; k < rank; ++k) order[k] = k + 1 < rank ? k + 1 : 0;
  for (int k = rank - 1; k >= 0; --k) {
    st[order[k]] = s * (layout == L_STRIDED && k == rank - 1 ? 2 : 1);
    s *= shape[order[k]] > 0 ? shape[order[k]] : 1;
    if (layout == L_STRIDED && k == rank - 1) s *= 2;
  }
}

static void store(tf_dtype dt, void* buf, int64_t off, cplx v) {
  switch (dt) {
    case TF_F32: ((float*)buf)[off] = (float)creal(v); break;
    case TF_F64: ((double*)buf)[off] = creal(v); break;
    case TF_C64: ((float*)buf)[2 * off] = (float)creal(v); ((float*)buf)[2 * off + 1] = (float)cimag(v); break;
    default: ((double*)buf)[2 * off] = creal(v); ((double*)buf)[2 * off + 1] = cimag(v); break;
  }
}

static cplx load(tf_dtype dt, const void* buf, int64_t off) {
  switch (dt) {
    case TF_F32: return ((const float*)buf)[off];
    case TF_F64: return ((const double*)buf)[off];
    case TF_C64: return ((const float*)buf)[2 * off] + I * ((const float*)buf)[2 * off + 1];
    default: return ((const double*)buf)[2 * off] + I * ((const double*)buf)[2 * off + 1];
  }
}

/* Wraps logical row-major values vals in a tensor of the given layout. */
static Tens make(tf_dtype dt, int layout, int rank, const int64_t* shape, const cplx* vals) {
  Tens x;
  memset(&x, 0, sizeof x);
  x.rank = rank;
  int64_t st[MAXR], n = 1, span = 1;
  for (int k = 0; k < rank; ++k) { x.shape[k] = shape[k]; n *= shape[k]; }
  layout_strides(layout, rank, shape, st);
  for (int k = 0; k < rank; ++k)
    if (shape[k] > 0) span += (shape[k] - 1) * st[k];
  x.buf = calloc((size_t)span + 1, tf_dtype_size(dt));
  int64_t idx[MAXR] = {0};
  for (int64_t j = 0; j < n; ++j) {
    int64_t off = 0, rem = j;
    for (int k = rank - 1; k >= 0; --k) { idx[k] = rem % shape[k]; rem /= shape[k]; }
    for (int k = 0; k < rank; ++k) off += idx[k] * st[k];
    store(dt, x.buf, off, vals ? vals[j] : 0);
  }
  CHECK_OK(tf_tensor_wrap(dt, rank, shape, st, x.buf, &x.t));
  return x;
}

static void drop(Tens* x) {
  tf_tensor_release(x->t);
  free(x->buf);
  x->t = NULL;
  x->buf = NULL;
}

/* Reads t row-major as complex doubles. */
static cplx* read_all(const tf_tensor* t, tf_dtype dt, int64_t* numel) {
  CHECK_OK(tf_tensor_numel(t, numel));
  void* raw = malloc((size_t)(*numel + 1) * tf_dtype_size(dt));
  CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, raw, (size_t)*numel * tf_dtype_size(dt)));
  cplx* v = malloc((size_t)(*numel + 1) * sizeof(cplx));
  for (int64_t j = 0; j < *numel; ++j) v[j] = load(dt, raw, j);
  free(raw);
  return v;
}

static int g_failures = 0;

static void compare(const char* what, const char* sub, tf_dtype dt, int layout, const cplx* got,
                    const cplx* want, const double* scale, int64_t n) {
  double tol = is_single(dt) ? 3e-5 : 1e-12;
  for (int64_t j = 0; j < n; ++j) {
    double err = cabs(got[j] - want[j]);
    if (!(err <= tol * (1.0 + scale[j]))) {
      if (g_failures++ < 20)
        print_error("%s \"%s\" dtype %d layout %s: element %lld is (%g, %g), expected (%g, %g)\n",
                    what, sub, (int)dt, layout_name[layout], (long long)j, creal(got[j]),
                    cimag(got[j]), creal(want[j]), cimag(want[j]));
      return;
    }
  }
}

/* ------------------------------------------------------------ the table */
typedef struct {
  const char* sub;   /* given to tenferro */
  const char* ref;   /* explicit letters for the reference (NULL: sub) */
  int n;
  int64_t shape[MAXOP][MAXR];
  unsigned conj;     /* operands to conjugate */
} Case;

static const Case kCases[] = {
    /* matrix products */
    {"ij,jk->ik", NULL, 2, {{3, 4}, {4, 5}}, 0},
    {"ij,jk", "ij,jk->ik", 2, {{3, 4}, {4, 5}}, 0},
    {"ij,jk->ki", NULL, 2, {{3, 4}, {4, 5}}, 1},
    {"ij,kj->ik", NULL, 2, {{3, 4}, {5, 4}}, 2},
    {"ji,jk->ik", NULL, 2, {{4, 3}, {4, 5}}, 3},
    {"ij,jk->ik", NULL, 2, {{45, 50}, {50, 41}}, 1}, /* BLAS-sized */
    {"ij,j->i", NULL, 2, {{3, 4}, {4}}, 0},
    {"i,i->", NULL, 2, {{5}, {5}}, 1},
    {"ij,ij->", NULL, 2, {{3, 4}, {3, 4}}, 1},
    {"ij,ij->ij", NULL, 2, {{3, 4}, {3, 4}}, 0},
    {"ij,ji->", NULL, 2, {{3, 4}, {4, 3}}, 0},
    /* batch matmul */
    {"bij,bjk->bik", NULL, 2, {{2, 3, 4}, {2, 4, 5}}, 0},
    {"bij,bkj->bik", NULL, 2, {{2, 3, 4}, {2, 5, 4}}, 2},
    {"ibj,jbk->bik", NULL, 2, {{3, 2, 4}, {4, 2, 5}}, 1},
    {"bij,bjk->ikb", NULL, 2, {{2, 3, 4}, {2, 4, 5}}, 0},
    {"abij,abjk->abik", NULL, 2, {{2, 2, 3, 2}, {2, 2, 2, 3}}, 0},
    /* traces, diagonals, sums, transpositions */
    {"ii->", NULL, 1, {{4, 4}}, 1},
    {"ii", "ii->", 1, {{4, 4}}, 0},
    {"ii->i", NULL, 1, {{4, 4}}, 1},
    {"iij->j", NULL, 1, {{3, 3, 4}}, 0},
    {"iij,jk->ik", NULL, 2, {{3, 3, 4}, {4, 2}}, 0},
    {"ijj,jk->ik", NULL, 2, {{3, 4, 4}, {4, 2}}, 2},
    {"ij->", NULL, 1, {{3, 4}}, 0},
    {"ijk->", NULL, 1, {{2, 3, 4}}, 1},
    {"i->", NULL, 1, {{7}}, 0},
    {"ij->ji", NULL, 1, {{3, 4}}, 1},
    {"ijk->kij", NULL, 1, {{2, 3, 4}}, 0},
    {"ijkl->ljik", NULL, 1, {{2, 3, 2, 3}}, 0},
    {"ijk->j", NULL, 1, {{2, 3, 4}}, 0},
    /* outer products and scalars */
    {"i,j->ij", NULL, 2, {{3}, {4}}, 2},
    {"ij,k->ijk", NULL, 2, {{2, 3}, {4}}, 0},
    {"i,->i", NULL, 2, {{3}, {0}}, 0},
    {",->", NULL, 2, {{0}, {0}}, 3},
    {"ab,cd->", NULL, 2, {{2, 3}, {3, 2}}, 0},
    {"ijx,jk->ik", NULL, 2, {{3, 4, 2}, {4, 5}}, 1},
    /* ellipsis and broadcasting */
    {"...ij,...jk->...ik", "Xij,jk->Xik", 2, {{2, 3, 4}, {4, 5}}, 0},
    {"...ij,...jk->...ik", "XYij,Yjk->XYik", 2, {{2, 1, 3, 4}, {3, 4, 2}}, 1},
    {"...->...", "XYZ->XYZ", 1, {{2, 3, 4}}, 0},
    {"i...->...", "iXY->XY", 1, {{3, 2, 4}}, 1},
    {"...i,...i->...", "XYi,Yi->XY", 2, {{2, 3, 4}, {3, 4}}, 2},
    {"...ii->...i", "Xii->Xi", 1, {{2, 3, 3}}, 0},
    {"ij...,jk...", "ijX,jkX->Xik", 2, {{2, 3, 4}, {3, 2, 4}}, 0},
    /* chains and networks */
    {"ij,jk,kl->il", NULL, 3, {{3, 4}, {4, 5}, {5, 2}}, 0},
    {"bij,bjk,bkl->bil", NULL, 3, {{2, 3, 4}, {2, 4, 3}, {2, 3, 2}}, 4},
    {"ab,acd,bce->de", NULL, 3, {{3, 3}, {3, 2, 4}, {3, 2, 5}}, 0},
    {"ij,jk,ki->", NULL, 3, {{3, 4}, {4, 5}, {5, 3}}, 1},
    {"abc,cd,de->abe", NULL, 3, {{2, 3, 4}, {4, 3}, {3, 2}}, 0},
    /* MPS: left environment x site x conjugate site */
    {"ab,asc,bsd->cd", NULL, 3, {{3, 3}, {3, 2, 3}, {3, 2, 3}}, 4},
    /* MPS with MPO: L[a,w,b] A[a,s,c] W[w,s,t,x] conj(A)[b,t,d] */
    {"awb,asc,wstx,btd->cxd", NULL, 4, {{3, 2, 3}, {3, 2, 3}, {2, 2, 2, 2}, {3, 2, 3}}, 8},
    /* two-site chain */
    {"ab,bcd,def,fg->aceg", NULL, 4, {{2, 3}, {3, 2, 3}, {3, 2, 3}, {3, 2}}, 0},
    /* MPO x MPO */
    {"aijb,bjkc->aikc", NULL, 2, {{2, 2, 2, 3}, {3, 2, 2, 2}}, 0},
    /* three-site MPS overlap <B|A> without closing the ends */
    {"asb,btc,cud,esf,ftg,guh->adeh", NULL, 6,
     {{2, 2, 3}, {3, 2, 3}, {3, 2, 2}, {2, 2, 3}, {3, 2, 3}, {3, 2, 2}}, 8 | 16 | 32},
    /* 2x2 PEPS plaquette with open physical legs */
    {"pab,qac,rbd,scd->pqrs", NULL, 4, {{2, 3, 3}, {2, 3, 3}, {2, 3, 3}, {2, 3, 3}}, 2},
    /* 2x2 PEPS norm (ket and conjugate bra) */
    {"pab,qac,rbd,scd,pef,qeg,rfh,sgh->", NULL, 8,
     {{2, 2, 2}, {2, 2, 2}, {2, 2, 2}, {2, 2, 2}, {2, 2, 2}, {2, 2, 2}, {2, 2, 2}, {2, 2, 2}},
     0xF0},
    /* a long chain: greedy order beyond the exact search */
    {"ab,bc,cd,de,ef,fg,gh,hi,ij->aj", NULL, 9,
     {{2, 3}, {3, 2}, {2, 3}, {3, 2}, {2, 3}, {3, 2}, {2, 3}, {3, 2}, {2, 2}}, 0x55},
};
#define NCASES ((int)(sizeof kCases / sizeof kCases[0]))

static const tf_dtype kDtypes[] = {TF_F32, TF_F64, TF_C64, TF_C128};

typedef struct {
  RefSpec r;
  int rank[MAXOP];
  cplx* vals[MAXOP];
  int64_t oshape[MAXR];
  int64_t onum;
  cplx* want;
  double* scale;
} Prepared;

static void prepare(const Case* c, tf_dtype dt, unsigned conj, Prepared* p) {
  memset(p, 0, sizeof *p);
  ref_parse(c->ref ? c->ref : c->sub, &p->r);
  assert_int_equal(p->r.n, c->n);
  for (int i = 0; i < c->n; ++i) {
    p->rank[i] = p->r.nlab[i];
    int64_t num = 1;
    for (int k = 0; k < p->rank[i]; ++k) num *= c->shape[i][k];
    p->vals[i] = malloc((size_t)(num + 1) * sizeof(cplx));
    for (int64_t j = 0; j < num; ++j) {
      double re = urand(), im = is_cplx(dt) ? urand() : 0.0;
      if (is_single(dt)) { re = (float)re; im = (float)im; }
      p->vals[i][j] = re + I * im;
    }
  }
  p->onum = 1;
  int64_t oshape[MAXR];
  /* size the output first with a dry extent pass */
  {
    int64_t ext[256];
    for (int q = 0; q < 256; ++q) ext[q] = -1;
    for (int i = 0; i < c->n; ++i)
      for (int k = 0; k < p->rank[i]; ++k) {
        int l = label_of(p->r.lab[i][k]);
        if (ext[l] < 0 || ext[l] == 1) ext[l] = c->shape[i][k];
      }
    for (int k = 0; k < p->r.nout; ++k) {
      oshape[k] = ext[label_of(p->r.out[k])];
      p->onum *= oshape[k];
    }
  }
  p->want = malloc((size_t)(p->onum + 1) * sizeof(cplx));
  p->scale = malloc((size_t)(p->onum + 1) * sizeof(double));
  naive(&p->r, p->vals, c->shape, conj, is_cplx(dt), p->oshape, p->want, p->scale);
}

static void unprepare(Prepared* p) {
  for (int i = 0; i < MAXOP; ++i) free(p->vals[i]);
  free(p->want);
  free(p->scale);
}

static void run_case(tf_engine* eng, const Case* c, tf_dtype dt, int layout, unsigned conj) {
  Prepared p;
  prepare(c, dt, conj, &p);
  Tens ops[MAXOP];
  const tf_tensor* h[MAXOP];
  for (int i = 0; i < c->n; ++i) {
    ops[i] = make(dt, layout, p.rank[i], c->shape[i], p.vals[i]);
    h[i] = ops[i].t;
  }
  uint8_t cf[MAXOP] = {0};
  for (int i = 0; i < c->n; ++i) cf[i] = (conj >> i) & 1;
  tf_einsum_options opt = {sizeof opt, cf, NULL, 0};
  int64_t n;

  /* allocating */
  tf_tensor* out = NULL;
  CHECK_OK(tf_einsum(eng, c->sub, c->n, h, &opt, &out));
  cplx* got = read_all(out, dt, &n);
  assert_int_equal(n, p.onum);
  compare("tf_einsum", c->sub, dt, layout, got, p.want, p.scale, n);
  free(got);
  tf_tensor_release(out);

  /* _into an output of the same layout */
  Tens o = make(dt, layout, p.r.nout, p.oshape, NULL);
  CHECK_OK(tf_einsum_into(eng, c->sub, c->n, h, &opt, o.t));
  got = read_all(o.t, dt, &n);
  compare("tf_einsum_into", c->sub, dt, layout, got, p.want, p.scale, n);
  free(got);
  drop(&o);

  /* _acc: out = alpha * einsum + beta * out */
  cplx* init = malloc((size_t)(p.onum + 1) * sizeof(cplx));
  for (int64_t j = 0; j < p.onum; ++j) {
    double re = urand(), im = is_cplx(dt) ? urand() : 0.0;
    if (is_single(dt)) { re = (float)re; im = (float)im; }
    init[j] = re + I * im;
  }
  tf_scalar alpha = {0.5, is_cplx(dt) ? 0.25 : 0.0}, beta = {-1.5, is_cplx(dt) ? 0.5 : 0.0};
  cplx ca = alpha.re + I * alpha.im, cb = beta.re + I * beta.im;
  o = make(dt, layout, p.r.nout, p.oshape, init);
  CHECK_OK(tf_einsum_acc(eng, c->sub, c->n, h, &opt, alpha, beta, o.t));
  got = read_all(o.t, dt, &n);
  cplx* want = malloc((size_t)(p.onum + 1) * sizeof(cplx));
  double* sc = malloc((size_t)(p.onum + 1) * sizeof(double));
  for (int64_t j = 0; j < p.onum; ++j) {
    want[j] = ca * p.want[j] + cb * init[j];
    sc[j] = p.scale[j] + 2.0;
  }
  compare("tf_einsum_acc", c->sub, dt, layout, got, want, sc, n);
  free(got);
  free(want);
  free(sc);
  free(init);
  drop(&o);

  for (int i = 0; i < c->n; ++i) drop(&ops[i]);
  unprepare(&p);
}

static void test_einsum_table(void** state) {
  (void)state;
  tf_engine* eng;
  CHECK_OK(tf_engine_create_serial(&eng));
  assert_true(NCASES >= 40);
  for (int ci = 0; ci < NCASES; ++ci)
    for (int d = 0; d < 4; ++d)
      for (int l = 0; l < NLAYOUT; ++l) {
        run_case(eng, &kCases[ci], kDtypes[d], l, kCases[ci].conj);
        if (is_cplx(kDtypes[d]) && l == L_ROW)  /* the other conjugation pattern */
          run_case(eng, &kCases[ci], kDtypes[d], l, kCases[ci].conj ^ 0x15);
      }
  tf_engine_destroy(eng);
  assert_int_equal(g_failures, 0);
}

/* The same table on a pooled engine (row-major only): parallel batches. */
static void test_einsum_pooled(void** state) {
  (void)state;
  tf_engine* eng;
  CHECK_OK(tf_engine_create_pooled(2, &eng));
  for (int ci = 0; ci < NCASES; ++ci) run_case(eng, &kCases[ci], TF_C128, L_ROW, kCases[ci].conj);
  tf_engine_destroy(eng);
  assert_int_equal(g_failures, 0);
}

/* ------------------------------------------------------------ tensordot */
typedef struct {
  int na, nb;
  int64_t sa[MAXR], sb[MAXR];
  int naxes;
  int32_t axa[MAXR], axb[MAXR];
  const char* ref; /* the same contraction in letters */
} TdCase;

static const TdCase kTd[] = {
    {2, 2, {3, 4}, {4, 5}, 1, {1}, {0}, "ij,jk->ik"},
    {2, 2, {3, 4}, {5, 4}, 1, {-1}, {-1}, "ij,kj->ik"},
    {3, 3, {2, 3, 4}, {4, 3, 2}, 2, {1, 2}, {1, 0}, "ijk,kjl->il"},
    {2, 1, {3, 4}, {5}, 0, {0}, {0}, "ij,k->ijk"},
    {3, 2, {2, 3, 4}, {2, 4}, 2, {0, 2}, {0, 1}, "ijk,ik->j"},
    {3, 3, {2, 3, 2}, {3, 2, 2}, 1, {1}, {0}, "ijk,jlm->iklm"},
};

static void test_tensordot_table(void** state) {
  (void)state;
  tf_engine* eng;
  CHECK_OK(tf_engine_create_serial(&eng));
  for (size_t ci = 0; ci < sizeof kTd / sizeof kTd[0]; ++ci)
    for (int d = 0; d < 4; ++d)
      for (int l = 0; l < NLAYOUT; ++l)
        for (unsigned conj = 0; conj < 4; ++conj) {
          const TdCase* t = &kTd[ci];
          tf_dtype dt = kDtypes[d];
          Case c = {t->ref, NULL, 2, {{0}}, conj};
          memcpy(c.shape[0], t->sa, sizeof t->sa);
          memcpy(c.shape[1], t->sb, sizeof t->sb);
          Prepared p;
          prepare(&c, dt, conj, &p);
          Tens a = make(dt, l, t->na, t->sa, p.vals[0]), b = make(dt, l, t->nb, t->sb, p.vals[1]);
          tf_tensor* out = NULL;
          int64_t n;
          CHECK_OK(tf_tensordot(eng, a.t, b.t, t->naxes, t->axa, t->axb, conj & 1, conj >> 1, &out));
          cplx* got = read_all(out, dt, &n);
          assert_int_equal(n, p.onum);
          compare("tf_tensordot", t->ref, dt, l, got, p.want, p.scale, n);
          free(got);
          tf_tensor_release(out);
          Tens o = make(dt, l, p.r.nout, p.oshape, NULL);
          CHECK_OK(tf_tensordot_into(eng, a.t, b.t, t->naxes, t->axa, t->axb, conj & 1, conj >> 1, o.t));
          got = read_all(o.t, dt, &n);
          compare("tf_tensordot_into", t->ref, dt, l, got, p.want, p.scale, n);
          free(got);
          /* acc with beta = 1, alpha = 2: out = 2 * r + r = 3 * r */
          tf_scalar two = {2.0, 0.0}, one = {1.0, 0.0};
          CHECK_OK(tf_tensordot_acc(eng, a.t, b.t, t->naxes, t->axa, t->axb, conj & 1, conj >> 1,
                                    two, one, o.t));
          got = read_all(o.t, dt, &n);
          for (int64_t j = 0; j < n; ++j) { p.want[j] *= 3.0; p.scale[j] *= 3.0; }
          compare("tf_tensordot_acc", t->ref, dt, l, got, p.want, p.scale, n);
          free(got);
          drop(&o);
          drop(&a);
          drop(&b);
          unprepare(&p);
        }
  tf_engine_destroy(eng);
  assert_int_equal(g_failures, 0);
}

/* ------------------------------------------- integer labels and paths */
static void test_labels_and_paths(void** state) {
  (void)state;
  tf_engine* eng;
  CHECK_OK(tf_engine_create_serial(&eng));
  /* awb,asc,wstx,btd->cxd with labels a=100 w=7 b=3 s=42 c=0 t=9 x=11 d=5 */
  const Case* c = NULL;
  for (int i = 0; i < NCASES; ++i)
    if (strcmp(kCases[i].sub, "awb,asc,wstx,btd->cxd") == 0) c = &kCases[i];
  assert_non_null(c);
  Prepared p;
  prepare(c, TF_C128, c->conj, &p);
  Tens ops[4];
  const tf_tensor* h[4];
  for (int i = 0; i < 4; ++i) {
    ops[i] = make(TF_C128, L_ROW, p.rank[i], c->shape[i], p.vals[i]);
    h[i] = ops[i].t;
  }
  const int32_t l0[] = {100, 7, 3}, l1[] = {100, 42, 0}, l2[] = {7, 42, 9, 11}, l3[] = {3, 9, 5};
  const int32_t* labels[] = {l0, l1, l2, l3};
  const int32_t outl[] = {0, 11, 5};
  uint8_t cf[4] = {0, 0, 0, 1};
  tf_einsum_options opt = {sizeof opt, cf, NULL, 0};
  tf_tensor* out = NULL;
  int64_t n;
  CHECK_OK(tf_einsum_labels(eng, 4, h, labels, 3, outl, &opt, &out));
  cplx* got = read_all(out, TF_C128, &n);
  compare("tf_einsum_labels", c->sub, TF_C128, L_ROW, got, p.want, p.scale, n);
  free(got);
  tf_tensor_release(out);
  /* implicit output: labels occurring once, ascending: 0 (c), 5 (d), 11 (x) */
  CHECK_OK(tf_einsum_labels(eng, 4, h, labels, -1, NULL, &opt, &out));
  int32_t nd;
  int64_t sh[3];
  CHECK_OK(tf_tensor_ndim(out, &nd));
  assert_int_equal(nd, 3);
  CHECK_OK(tf_tensor_shape(out, sh));
  assert_int_equal(sh[0], 3);
  assert_int_equal(sh[1], 3);
  assert_int_equal(sh[2], 2);
  tf_tensor_release(out);
  /* every explicit path gives the same result */
  const int32_t paths[][6] = {{0, 1, 0, 1, 0, 1}, {2, 3, 0, 1, 0, 1}, {0, 3, 0, 1, 0, 1},
                              {1, 2, 0, 2, 0, 1}};
  for (int k = 0; k < 4; ++k) {
    tf_einsum_options po = {sizeof po, cf, paths[k], 3};
    Tens o = make(TF_C128, L_COL, 3, p.oshape, NULL);
    CHECK_OK(tf_einsum_into(eng, c->sub, 4, h, &po, o.t));
    got = read_all(o.t, TF_C128, &n);
    compare("tf_einsum_into (explicit path)", c->sub, TF_C128, L_COL, got, p.want, p.scale, n);
    free(got);
    CHECK_OK(tf_einsum_labels_into(eng, 4, h, labels, 3, outl, &po, o.t));
    got = read_all(o.t, TF_C128, &n);
    compare("tf_einsum_labels_into (explicit path)", c->sub, TF_C128, L_COL, got, p.want,
            p.scale, n);
    free(got);
    tf_scalar zero = {0, 0}, one = {1, 0};
    CHECK_OK(tf_einsum_labels_acc(eng, 4, h, labels, 3, outl, &po, one, zero, o.t));
    got = read_all(o.t, TF_C128, &n);
    compare("tf_einsum_labels_acc (explicit path)", c->sub, TF_C128, L_COL, got, p.want,
            p.scale, n);
    free(got);
    drop(&o);
  }
  for (int i = 0; i < 4; ++i) drop(&ops[i]);
  unprepare(&p);
  tf_engine_destroy(eng);
  assert_int_equal(g_failures, 0);
}

/* beta = 0 ignores out's contents (NaN does not propagate); zero extents. */
static void test_beta_zero_and_empty(void** state) {
  (void)state;
  tf_engine* eng;
  CHECK_OK(tf_engine_create_serial(&eng));
  double a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {1, 0, 0, 1, 1, 1}, c[4];
  for (int i = 0; i < 4; ++i) c[i] = NAN;
  const int64_t sa[2] = {2, 3}, sb[2] = {3, 2}, sc[2] = {2, 2};
  tf_tensor *ta, *tb, *tc;
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, sa, NULL, a, &ta));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, sb, NULL, b, &tb));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, sc, NULL, c, &tc));
  const tf_tensor* h[2] = {ta, tb};
  tf_scalar one = {1, 0}, zero = {0, 0};
  CHECK_OK(tf_einsum_acc(eng, "ij,jk->ik", 2, h, NULL, one, zero, tc));
  assert_true(c[0] == 4 && c[1] == 5 && c[2] == 10 && c[3] == 11);
  for (int i = 0; i < 4; ++i) c[i] = NAN;
  CHECK_OK(tf_einsum_acc(eng, "ij,jk->ki", 2, h, NULL, one, zero, tc)); /* transposed output */
  assert_true(c[0] == 4 && c[1] == 10 && c[2] == 5 && c[3] == 11);
  /* contracted extent 0: the result is zeros (or beta * out) */
  const int64_t s0a[2] = {2, 0}, s0b[2] = {0, 2};
  tf_tensor *za, *zb;
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, s0a, NULL, a, &za));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, s0b, NULL, b, &zb));
  const tf_tensor* hz[2] = {za, zb};
  for (int i = 0; i < 4; ++i) c[i] = 7;
  CHECK_OK(tf_einsum_into(eng, "ij,jk->ik", 2, hz, NULL, tc));
  for (int i = 0; i < 4; ++i) assert_true(c[i] == 0.0);
  for (int i = 0; i < 4; ++i) c[i] = 7;
  tf_scalar half = {0.5, 0};
  CHECK_OK(tf_einsum_acc(eng, "ij,jk->ik", 2, hz, NULL, one, half, tc));
  for (int i = 0; i < 4; ++i) assert_true(c[i] == 3.5);
  tf_tensor_release(za);
  tf_tensor_release(zb);
  tf_tensor_release(ta);
  tf_tensor_release(tb);
  tf_tensor_release(tc);
  tf_engine_destroy(eng);
}

/* ------------------------------------------------------------ bad input */
typedef struct {
  const char* sub;
  int n;          /* operands passed */
  int64_t shape[3][MAXR];
  int rank[3];
  tf_status want;
  const char* arg;  /* argument the message names */
  const char* text; /* text the message contains (position and label) */
} Bad;

static const Bad kBad[] = {
    {"ij,jk->ik", 2, {{3, 4}, {5, 6}}, {2, 2}, TF_ERR_SHAPE_MISMATCH, "operands", "'j' (subscripts position 3) has extent 5"},
    {"ij,j$->ik", 2, {{3, 4}, {4, 5}}, {2, 2}, TF_ERR_INVALID_ARGUMENT, "subscripts", "bad character '$' (0x24) at position 4"},
    {"ij,jk->iz", 2, {{3, 4}, {4, 5}}, {2, 2}, TF_ERR_INVALID_ARGUMENT, "subscripts", "output label 'z' at position 8 does not occur"},
    {"ij,jk->ii", 2, {{3, 4}, {4, 5}}, {2, 2}, TF_ERR_INVALID_ARGUMENT, "subscripts", "output label 'i' at position 8 repeats"},
    {"ij,jk,kl->il", 2, {{3, 4}, {4, 5}}, {2, 2}, TF_ERR_INVALID_ARGUMENT, "n", "name 3 operands, but n = 2"},
    {"ij->i->", 1, {{3, 4}}, {2}, TF_ERR_INVALID_ARGUMENT, "subscripts", "second '->' at position 5"},
    {"ij-i", 1, {{3, 4}}, {2}, TF_ERR_INVALID_ARGUMENT, "subscripts", "'-' at position 2 is not followed by '>'"},
    {"ij>i", 1, {{3, 4}}, {2}, TF_ERR_INVALID_ARGUMENT, "subscripts", "'>' at position 2 has no '-'"},
    {"..i->i", 1, {{3, 4}}, {2}, TF_ERR_INVALID_ARGUMENT, "subscripts", "'.' at position 0 is not part of '...'"},
    {"...i...->i", 1, {{3, 4}}, {2}, TF_ERR_INVALID_ARGUMENT, "subscripts", "second '...' at position 4"},
    /* '...' dropped from an output, or in an output with no '...' among the
     * operands, is accepted (tests/einsum/test_einsum_numpy.c); extents
     * that differ and are both != 1 are not, named labels and '...' alike. */
    {"ij,ij->j", 2, {{10, 2}, {3, 2}}, {2, 2}, TF_ERR_SHAPE_MISMATCH, "operands", "'i' (subscripts position 3) has extent 3, but 10"},
    {"ii->i", 1, {{1, 3}}, {2}, TF_ERR_SHAPE_MISMATCH, "operands", "'i' (subscripts position 1) has extent 3, but 1 at axis 0"},
    {"....ij->ij", 1, {{3, 4}}, {2}, TF_ERR_INVALID_ARGUMENT, "subscripts", "follows '...'"},
    {"...ij,...jk->...ik", 2, {{2, 3, 4}, {3, 4, 5}}, {3, 3}, TF_ERR_SHAPE_MISMATCH, "operands", "'...' axis 0 has extent 3"},
    {"ijk->i", 1, {{3, 4}}, {2}, TF_ERR_SHAPE_MISMATCH, "operands", "rank 2, but its subscripts name 3 axes"},
    {"ii->i", 1, {{3, 4}}, {2}, TF_ERR_SHAPE_MISMATCH, "operands", "'i' (subscripts position 1) has extent 4"},
    {"ij,jk->ik", 0, {{3, 4}}, {2}, TF_ERR_INVALID_ARGUMENT, "n", "expected at least 1 operand"},
    {"ij,jk->i,k", 2, {{3, 4}, {4, 5}}, {2, 2}, TF_ERR_INVALID_ARGUMENT, "subscripts", "',' at position 8 in the output"},
};

static void test_bad_inputs(void** state) {
  (void)state;
  tf_engine* eng;
  CHECK_OK(tf_engine_create_serial(&eng));
  double buf[256];
  for (size_t k = 0; k < sizeof kBad / sizeof kBad[0]; ++k) {
    const Bad* b = &kBad[k];
    tf_tensor* t[3] = {NULL, NULL, NULL};
    for (int i = 0; i < (b->n > 0 ? b->n : 1); ++i)
      CHECK_OK(tf_tensor_wrap(TF_F64, b->rank[i], b->shape[i], NULL, buf, &t[i]));
    const tf_tensor* h[3] = {t[0], t[1], t[2]};
    /* allocating: *out untouched */
    tf_tensor* out = (tf_tensor*)(uintptr_t)0x1234;
    EXPECT_FAIL(tf_einsum(eng, b->sub, b->n, h, NULL, &out), b->want, b->arg);
    EXPECT_MSG_CONTAINS(b->text);
    assert_true(out == (tf_tensor*)(uintptr_t)0x1234);
    /* _into: the output buffer untouched */
    double ob[64];
    fill_canary(ob, sizeof ob);
    const int64_t os[1] = {3};
    tf_tensor* o;
    CHECK_OK(tf_tensor_wrap(TF_F64, 1, os, NULL, ob, &o));
    tf_status st = tf_einsum_into(eng, b->sub, b->n, h, NULL, o);
    assert_int_not_equal(st, TF_OK);
    assert_true(is_canary(ob, sizeof ob));
    tf_tensor_release(o);
    for (int i = 0; i < 3; ++i) tf_tensor_release(t[i]);
  }
  /* NULLs, dtype, out shape, overlap, path, options, tensordot axes */
  double A[12] = {0}, B[20] = {0}, C[15];
  const int64_t sa[2] = {3, 4}, sb[2] = {4, 5}, sc[2] = {3, 5}, sbad[2] = {5, 3};
  tf_tensor *a, *b, *c, *cbad, *f;
  float F[20];
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, sa, NULL, A, &a));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, sb, NULL, B, &b));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, sc, NULL, C, &c));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, sbad, NULL, C, &cbad));
  CHECK_OK(tf_tensor_wrap(TF_F32, 2, sb, NULL, F, &f));
  const tf_tensor* h[2] = {a, b};
  const tf_tensor* hf[2] = {a, f};
  const tf_tensor* hn[2] = {a, NULL};
  const tf_tensor* hover[2] = {a, c};
  fill_canary(C, sizeof C);
  EXPECT_FAIL(tf_einsum_into(NULL, "ij,jk->ik", 2, h, NULL, c), TF_ERR_INVALID_ARGUMENT, "engine");
  EXPECT_FAIL(tf_einsum_into(eng, NULL, 2, h, NULL, c), TF_ERR_INVALID_ARGUMENT, "subscripts");
  EXPECT_FAIL(tf_einsum_into(eng, "ij,jk->ik", 2, NULL, NULL, c), TF_ERR_INVALID_ARGUMENT, "operands");
  EXPECT_FAIL(tf_einsum_into(eng, "ij,jk->ik", 2, hn, NULL, c), TF_ERR_INVALID_ARGUMENT, "operands");
  EXPECT_FAIL(tf_einsum_into(eng, "ij,jk->ik", 2, h, NULL, NULL), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_FAIL(tf_einsum_into(eng, "ij,jk->ik", 2, hf, NULL, c), TF_ERR_DTYPE_MISMATCH, "operands");
  EXPECT_FAIL(tf_einsum_into(eng, "ij,jk->ik", 2, h, NULL, cbad), TF_ERR_SHAPE_MISMATCH, "out");
  EXPECT_MSG_CONTAINS("shape (5, 3), expected (3, 5)");
  EXPECT_FAIL(tf_einsum_into(eng, "ij,jk->ij", 2, hover, NULL, c), TF_ERR_INVALID_ARGUMENT, "out");
  const int32_t badpath[2] = {0, 2};
  tf_einsum_options po = {sizeof po, NULL, badpath, 1};
  EXPECT_FAIL(tf_einsum_into(eng, "ij,jk->ik", 2, h, &po, c), TF_ERR_INVALID_ARGUMENT, "options");
  EXPECT_MSG_CONTAINS("path[1]: 2");
  po.path_len = 2;
  EXPECT_FAIL(tf_einsum_into(eng, "ij,jk->ik", 2, h, &po, c), TF_ERR_INVALID_ARGUMENT, "options");
  po.struct_size = 4;
  EXPECT_FAIL(tf_einsum_into(eng, "ij,jk->ik", 2, h, &po, c), TF_ERR_INVALID_ARGUMENT, "options");
  assert_true(is_canary(C, sizeof C));
  /* integer labels */
  const int32_t la[2] = {0, 1}, lb[2] = {1, 2}, lneg[2] = {1, -4}, lo[2] = {0, 2}, lrep[2] = {0, 0},
                lmiss[2] = {0, 9};
  const int32_t* L[2] = {la, lb};
  const int32_t* Lneg[2] = {la, lneg};
  const int32_t* Lnull[2] = {la, NULL};
  EXPECT_FAIL(tf_einsum_labels_into(eng, 2, h, Lneg, 2, lo, NULL, c), TF_ERR_INVALID_ARGUMENT, "labels");
  EXPECT_MSG_CONTAINS("labels[1][1]: -4");
  EXPECT_FAIL(tf_einsum_labels_into(eng, 2, h, Lnull, 2, lo, NULL, c), TF_ERR_INVALID_ARGUMENT, "labels");
  EXPECT_FAIL(tf_einsum_labels_into(eng, 2, h, L, 2, lrep, NULL, c), TF_ERR_INVALID_ARGUMENT, "out_labels");
  EXPECT_MSG_CONTAINS("label 0 repeats");
  EXPECT_FAIL(tf_einsum_labels_into(eng, 2, h, L, 2, lmiss, NULL, c), TF_ERR_INVALID_ARGUMENT, "out_labels");
  EXPECT_MSG_CONTAINS("label 9 does not occur");
  EXPECT_FAIL(tf_einsum_labels_into(eng, 2, h, L, 2, NULL, NULL, c), TF_ERR_INVALID_ARGUMENT, "out_labels");
  const int32_t lbx[2] = {0, 2}; /* label 0: extent 3 in a, 4 in b */
  const int32_t* Lx[2] = {la, lbx};
  EXPECT_FAIL(tf_einsum_labels_into(eng, 2, h, Lx, 2, lo, NULL, c), TF_ERR_SHAPE_MISMATCH, "operands");
  EXPECT_MSG_CONTAINS("label 0 (labels[1][0]) has extent 4");
  assert_true(is_canary(C, sizeof C));
  /* tensordot */
  const int32_t ax1[1] = {1}, ax0[1] = {0}, ax5[1] = {5}, axm[1] = {-1};
  EXPECT_FAIL(tf_tensordot_into(eng, a, b, 1, ax5, ax0, 0, 0, c), TF_ERR_INVALID_ARGUMENT, "axes_a");
  EXPECT_FAIL(tf_tensordot_into(eng, a, b, 1, ax1, ax5, 0, 0, c), TF_ERR_INVALID_ARGUMENT, "axes_b");
  EXPECT_FAIL(tf_tensordot_into(eng, a, b, 1, ax1, axm, 0, 0, c), TF_ERR_SHAPE_MISMATCH, "axes_b");
  EXPECT_FAIL(tf_tensordot_into(eng, a, b, 3, ax1, ax0, 0, 0, c), TF_ERR_INVALID_ARGUMENT, "naxes");
  EXPECT_FAIL(tf_tensordot_into(eng, a, b, 1, NULL, ax0, 0, 0, c), TF_ERR_INVALID_ARGUMENT, "axes_a");
  EXPECT_FAIL(tf_tensordot_into(eng, a, f, 1, ax1, ax0, 0, 0, c), TF_ERR_DTYPE_MISMATCH, "b");
  const int32_t rep[2] = {1, 1}, ok2[2] = {0, 1};
  EXPECT_FAIL(tf_tensordot_into(eng, a, b, 2, rep, ok2, 0, 0, c), TF_ERR_INVALID_ARGUMENT, "axes_a");
  EXPECT_FAIL(tf_tensordot_into(eng, a, b, 1, ax1, ax0, 0, 0, cbad), TF_ERR_SHAPE_MISMATCH, "out");
  tf_tensor* out = (tf_tensor*)(uintptr_t)0x1234;
  EXPECT_FAIL(tf_tensordot(eng, a, b, 1, ax1, ax5, 0, 0, &out), TF_ERR_INVALID_ARGUMENT, "axes_b");
  assert_true(out == (tf_tensor*)(uintptr_t)0x1234);
  assert_true(is_canary(C, sizeof C));
  CHECK_OK(tf_tensordot_into(eng, a, b, 1, ax1, ax0, 0, 0, c)); /* and the good call works */
  tf_tensor_release(a);
  tf_tensor_release(b);
  tf_tensor_release(c);
  tf_tensor_release(cbad);
  tf_tensor_release(f);
  tf_engine_destroy(eng);
}

/* -------------------------------------------------------- statistics */
static tf_engine_stats stats(tf_engine* e) {
  tf_engine_stats s;
  memset(&s, 0, sizeof s);
  s.struct_size = sizeof s;
  CHECK_OK(tf_engine_get_stats(e, &s));
  return s;
}

static void test_plan_hits_and_no_alloc(void** state) {
  (void)state;
  tf_engine* eng;
  CHECK_OK(tf_engine_create_serial(&eng));
  /* MPS/MPO environment update: 4 operands, intermediates in scratch */
  const Case* c = NULL;
  for (int i = 0; i < NCASES; ++i)
    if (strcmp(kCases[i].sub, "awb,asc,wstx,btd->cxd") == 0) c = &kCases[i];
  Prepared p;
  prepare(c, TF_C128, c->conj, &p);
  Tens ops[4];
  const tf_tensor* h[4];
  for (int i = 0; i < 4; ++i) {
    ops[i] = make(TF_C128, L_PERM, p.rank[i], c->shape[i], p.vals[i]);
    h[i] = ops[i].t;
  }
  uint8_t cf[4] = {0, 0, 0, 1};
  tf_einsum_options opt = {sizeof opt, cf, NULL, 0};
  Tens o = make(TF_C128, L_ROW, 3, p.oshape, NULL);
  tf_engine_stats s0 = stats(eng);
  CHECK_OK(tf_einsum_into(eng, c->sub, 4, h, &opt, o.t));
  tf_engine_stats s1 = stats(eng);
  assert_true(s1.plan_misses > s0.plan_misses); /* first call plans */
  CHECK_OK(tf_einsum_into(eng, c->sub, 4, h, &opt, o.t));
  tf_engine_stats s2 = stats(eng);
  assert_int_equal(s2.plan_misses, s1.plan_misses); /* second: no planning */
  assert_int_equal(s2.plan_hits, s1.plan_hits + 1);  /* exactly one lookup, a hit */
  assert_int_equal(s2.pool_misses, s1.pool_misses);  /* and nothing allocated */
  assert_int_equal(s2.calls, s1.calls + 1);
  for (int k = 0; k < 50; ++k) CHECK_OK(tf_einsum_into(eng, c->sub, 4, h, &opt, o.t));
  tf_engine_stats s3 = stats(eng);
  assert_int_equal(s3.plan_misses, s1.plan_misses);
  assert_int_equal(s3.pool_misses, s1.pool_misses);
  int64_t n;
  cplx* got = read_all(o.t, TF_C128, &n);
  compare("repeated tf_einsum_into", c->sub, TF_C128, L_ROW, got, p.want, p.scale, n);
  free(got);
  /* another conjugation pattern is another plan */
  cf[3] = 0;
  CHECK_OK(tf_einsum_into(eng, c->sub, 4, h, &opt, o.t));
  tf_engine_stats s4 = stats(eng);
  assert_int_equal(s4.plan_misses, s3.plan_misses + 1);
  /* a matmul-shaped einsum: plan hit, no allocation, on _into */
  double A[4] = {1, 2, 3, 4}, B[4] = {5, 6, 7, 8}, C[4];
  const int64_t s22[2] = {2, 2};
  tf_tensor *ta, *tb, *tc;
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, s22, NULL, A, &ta));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, s22, NULL, B, &tb));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, s22, NULL, C, &tc));
  const tf_tensor* hm[2] = {ta, tb};
  CHECK_OK(tf_einsum_into(eng, "ij,jk->ik", 2, hm, NULL, tc));
  tf_engine_stats s5 = stats(eng);
  CHECK_OK(tf_einsum_into(eng, "ij,jk->ik", 2, hm, NULL, tc));
  tf_engine_stats s6 = stats(eng);
  assert_int_equal(s6.plan_misses, s5.plan_misses);
  assert_int_equal(s6.plan_hits, s5.plan_hits + 1);
  assert_int_equal(s6.pool_misses, s5.pool_misses);
  assert_int_equal(s6.pool_hits, s5.pool_hits); /* no scratch at all */
  assert_true(C[0] == 19 && C[1] == 22 && C[2] == 43 && C[3] == 50);
  tf_tensor_release(ta);
  tf_tensor_release(tb);
  tf_tensor_release(tc);
  drop(&o);
  for (int i = 0; i < 4; ++i) drop(&ops[i]);
  unprepare(&p);
  tf_engine_destroy(eng);
  assert_int_equal(g_failures, 0);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_einsum_table),
      cmocka_unit_test(test_einsum_pooled),
      cmocka_unit_test(test_tensordot_table),
      cmocka_unit_test(test_labels_and_paths),
      cmocka_unit_test(test_beta_zero_and_empty),
      cmocka_unit_test(test_bad_inputs),
      cmocka_unit_test(test_plan_hits_and_no_alloc),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
