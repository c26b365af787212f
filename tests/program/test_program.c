/* tests/program/test_program.c: prepared programs through the C API.
 *
 *   ops_match_direct      every recorded op x dtype x layout == direct call
 *   chain_storage         a chain shares intermediate memory, results right
 *   acc_in_place          matmul_acc over a dead / live c, both right
 *   outputs_special       input as output, one slot as two outputs, reshape
 *   output_chains         an output computed in place (reshape, add, acc)
 *                         starts in the output's buffer: no copy when it is
 *                         row-major, right in every layout and driver
 *   dead_values           values that reach no output are removed
 *   specialise_once       a dynamic extent is planned once per signature
 *   graph_equals_immediate  graph driver (pooled) == immediate (serial)
 *   other_engine          same kind works (after the first is gone), other
 *                         kind fails clearly
 *   run_alloc             engine-allocated outputs
 *   bad_record / bad_prepare / bad_run   errors, outputs untouched, the
 *                         handle still usable
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "test_util.h"

/* ------------------------------------------------------------ helpers */
static const tf_scalar ONE = {1.0, 0.0}, ZERO = {0.0, 0.0};

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static double rnd(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return (double)(rng_state >> 11) / 9007199254740992.0 - 0.5;
}

static int is_cplx(tf_dtype d) { return d == TF_C64 || d == TF_C128; }
static int is_single(tf_dtype d) { return d == TF_F32 || d == TF_C64; }

/* A tensor over its own buffer, filled with random values (zeros if zero). */
typedef struct {
  tf_tensor* t;
  void* buf;
  size_t bytes;
} Buf;

enum { L_ROW, L_COL, L_STRIDED, L_PERM, L_COUNT };
static const char* layout_names[] = {"row-major", "col-major", "strided", "permuted"};

static Buf make(tf_dtype dt, int nd, const int64_t* shape, int layout, int zero) {
  Buf b;
  int64_t st[8], n = 1, i;
  size_t es = tf_dtype_size(dt);
  for (i = 0; i < nd; ++i) n *= shape[i];
  /* strides */
  if (layout == L_ROW || layout == L_STRIDED) {
    int64_t m = layout == L_STRIDED ? 2 : 1;
    for (i = nd - 1; i >= 0; --i) { st[i] = m; m *= shape[i]; }
  } else if (layout == L_COL) {
    int64_t m = 1;
    for (i = 0; i < nd; ++i) { st[i] = m; m *= shape[i]; }
  } else { /* last two axes swapped in storage, batch axes outermost */
    int64_t m = 1;
    st[nd - 2] = 1; m = shape[nd - 2];
    st[nd - 1] = m; m *= shape[nd - 1];
    for (i = nd - 3; i >= 0; --i) { st[i] = m; m *= shape[i]; }
  }
  b.bytes = (size_t)(n * (layout == L_STRIDED ? 2 : 1) + 1) * es;
  b.buf = calloc(1, b.bytes);
  if (!zero) {
    size_t k, words = b.bytes / (es / (is_cplx(dt) ? 2 : 1));
    for (k = 0; k < words; ++k) {
      if (is_single(dt)) ((float*)b.buf)[k] = (float)rnd();
      else ((double*)b.buf)[k] = rnd();
    }
  }
  CHECK_OK(tf_tensor_wrap(dt, nd, shape, st, b.buf, &b.t));
  return b;
}
static void drop(Buf* b) { tf_tensor_release(b->t); free(b->buf); b->t = NULL; b->buf = NULL; }

/* Max |x - y| relative to max |y| over row-major reads of two tensors. */
static double rel_diff(const tf_tensor* x, const tf_tensor* y) {
  tf_dtype dt;
  int64_t n;
  size_t es, k, words;
  double md = 0, my = 0;
  void *bx, *by;
  CHECK_OK(tf_tensor_dtype(x, &dt));
  CHECK_OK(tf_tensor_numel(x, &n));
  es = tf_dtype_size(dt);
  bx = malloc((size_t)n * es + 16);
  by = malloc((size_t)n * es + 16);
  CHECK_OK(tf_tensor_read(x, TF_ROW_MAJOR, bx, (size_t)n * es));
  CHECK_OK(tf_tensor_read(y, TF_ROW_MAJOR, by, (size_t)n * es));
  words = (size_t)n * (is_cplx(dt) ? 2 : 1);
  for (k = 0; k < words; ++k) {
    double a = is_single(dt) ? ((float*)bx)[k] : ((double*)bx)[k];
    double b = is_single(dt) ? ((float*)by)[k] : ((double*)by)[k];
    if (fabs(a - b) > md || a != a) md = a != a ? INFINITY : fabs(a - b);
    if (fabs(b) > my) my = fabs(b);
  }
  free(bx);
  free(by);
  return md / (my > 0 ? my : 1);
}
static double tol(tf_dtype d) { return is_single(d) ? 1e-5 : 1e-12; }

/* Row-major copy of a tensor as (re, im) doubles; caller frees. */
static double* as_doubles(const tf_tensor* t, int64_t* n_out) {
  tf_dtype dt;
  int64_t n, k;
  size_t es;
  void* raw;
  double* d;
  CHECK_OK(tf_tensor_dtype(t, &dt));
  CHECK_OK(tf_tensor_numel(t, &n));
  es = tf_dtype_size(dt);
  raw = malloc((size_t)n * es + 16);
  d = calloc((size_t)n * 2 + 2, sizeof(double));
  CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, raw, (size_t)n * es));
  for (k = 0; k < n; ++k) {
    switch (dt) {
      case TF_F32: d[2 * k] = ((float*)raw)[k]; break;
      case TF_F64: d[2 * k] = ((double*)raw)[k]; break;
      case TF_C64: d[2 * k] = ((float*)raw)[2 * k]; d[2 * k + 1] = ((float*)raw)[2 * k + 1]; break;
      default: d[2 * k] = ((double*)raw)[2 * k]; d[2 * k + 1] = ((double*)raw)[2 * k + 1];
    }
  }
  free(raw);
  *n_out = n;
  return d;
}

/* Plain reference: r = alpha * op_a(a) @ op_b(b) + beta * c (c may be NULL),
 * batch (first axis when nd == 3) not broadcast; max rel diff vs got. */
static double ref_diff(int nd, int64_t bt, int64_t m, int64_t k, int64_t n, tf_op op_a,
                       const tf_tensor* a, tf_op op_b, const tf_tensor* b, tf_scalar al,
                       tf_scalar be, const tf_tensor* c, const tf_tensor* got) {
  int64_t na, nb, nc = 0, ng, q, i, j, l;
  double *A = as_doubles(a, &na), *B = as_doubles(b, &nb), *C = c ? as_doubles(c, &nc) : NULL;
  double *G = as_doubles(got, &ng), md = 0, mx = 0;
  if (nd == 2) bt = 1;
  for (q = 0; q < bt; ++q)
    for (i = 0; i < m; ++i)
      for (j = 0; j < n; ++j) {
        double re = 0, im = 0, rr, ri;
        for (l = 0; l < k; ++l) {
          /* a stored (m, k) for N, (k, m) for T/C; b (k, n) for N, (n, k) else */
          int64_t ia = q * m * k + (op_a == TF_OP_N ? i * k + l : l * m + i);
          int64_t ib = q * k * n + (op_b == TF_OP_N ? l * n + j : j * k + l);
          double ar = A[2 * ia], ai = op_a == TF_OP_C ? -A[2 * ia + 1] : A[2 * ia + 1];
          double br = B[2 * ib], bi = op_b == TF_OP_C ? -B[2 * ib + 1] : B[2 * ib + 1];
          re += ar * br - ai * bi;
          im += ar * bi + ai * br;
        }
        rr = al.re * re - al.im * im;
        ri = al.re * im + al.im * re;
        if (C && (be.re != 0 || be.im != 0)) {
          int64_t ic = q * m * n + i * n + j;
          rr += be.re * C[2 * ic] - be.im * C[2 * ic + 1];
          ri += be.re * C[2 * ic + 1] + be.im * C[2 * ic];
        }
        {
          int64_t ig = q * m * n + i * n + j;
          double dr = fabs(G[2 * ig] - rr), di = fabs(G[2 * ig + 1] - ri);
          if (dr > md || dr != dr) md = dr != dr ? INFINITY : dr;
          if (di > md || di != di) md = di != di ? INFINITY : di;
          if (fabs(rr) > mx) mx = fabs(rr);
          if (fabs(ri) > mx) mx = fabs(ri);
        }
      }
  free(A); free(B); free(C); free(G);
  return md / (mx > 0 ? mx : 1);
}

static int bytes_equal(const tf_tensor* x, const tf_tensor* y) {
  tf_dtype dt;
  int64_t n;
  size_t es;
  int eq;
  void *bx, *by;
  CHECK_OK(tf_tensor_dtype(x, &dt));
  CHECK_OK(tf_tensor_numel(x, &n));
  es = tf_dtype_size(dt);
  bx = malloc((size_t)n * es + 16);
  by = malloc((size_t)n * es + 16);
  CHECK_OK(tf_tensor_read(x, TF_ROW_MAJOR, bx, (size_t)n * es));
  CHECK_OK(tf_tensor_read(y, TF_ROW_MAJOR, by, (size_t)n * es));
  eq = memcmp(bx, by, (size_t)n * es) == 0;
  free(bx);
  free(by);
  return eq;
}

static tf_prepared_info info_of(const tf_prepared* p) {
  tf_prepared_info i;
  memset(&i, 0, sizeof i);
  i.struct_size = sizeof i;
  CHECK_OK(tf_prepared_get_info(p, &i));
  return i;
}

static tf_prepare_options opts(tf_program_driver d) {
  tf_prepare_options o;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.driver = d;
  return o;
}

/* ------------------------------------------------- ops vs direct calls */
typedef enum { OP_MATMUL, OP_ACC, OP_RESHAPE_MATMUL } OpCase;
typedef struct {
  const char* name;
  OpCase op;
  tf_op op_a, op_b;
  tf_scalar alpha, beta;
  int nd;        /* rank of a and b (3: batched) */
} Case;

static const Case cases[] = {
    {"matmul", OP_MATMUL, TF_OP_N, TF_OP_N, {1, 0}, {0, 0}, 2},
    {"matmul batched", OP_MATMUL, TF_OP_N, TF_OP_N, {1, 0}, {0, 0}, 3},
    {"acc NN", OP_ACC, TF_OP_N, TF_OP_N, {0.5, 0.25}, {-1.5, 0.5}, 2},
    {"acc TN beta0", OP_ACC, TF_OP_T, TF_OP_N, {2, 0}, {0, 0}, 2},
    {"acc NC", OP_ACC, TF_OP_N, TF_OP_C, {1, -1}, {1, 0}, 2},
    {"acc CT batched", OP_ACC, TF_OP_C, TF_OP_T, {0.75, 0}, {0.5, 0}, 3},
    {"reshape + matmul", OP_RESHAPE_MATMUL, TF_OP_N, TF_OP_N, {1, 0}, {0, 0}, 2},
};

static void shape_op(int nd, int64_t batch, int64_t r, int64_t c, tf_op op, int64_t* s) {
  if (nd == 3) s[0] = batch;
  s[nd - 2] = op == TF_OP_N ? r : c;
  s[nd - 1] = op == TF_OP_N ? c : r;
}

static void run_case(const Case* cs, tf_dtype dt, int layout, int64_t m, int64_t k, int64_t n,
                     tf_engine* e) {
  int64_t sa[3], sb[3], sc[3];
  tf_program* p;
  tf_prepared* pp;
  int32_t ia, ib, ic = -1, r, x;
  Buf a, b, c, got, want;
  shape_op(cs->nd, 2, m, k, cs->op_a, sa);
  shape_op(cs->nd, 2, k, n, cs->op_b, sb);
  shape_op(cs->nd, 2, m, n, TF_OP_N, sc);
  if (cs->op == OP_RESHAPE_MATMUL) { /* b recorded as (n, k) then reshaped to (k, n) */
    sb[0] = n; sb[1] = k;
  }
  a = make(dt, cs->nd, sa, layout, 0);
  b = make(dt, cs->nd, sb, layout, 0);
  c = make(dt, cs->nd, sc, layout, 0);
  got = make(dt, cs->nd, sc, layout == L_ROW ? L_ROW : L_COL, 1);
  CHECK_OK(tf_program_create(&p));
  CHECK_OK(tf_program_input(p, dt, cs->nd, sa, &ia));
  CHECK_OK(tf_program_input(p, dt, cs->nd, sb, &ib));
  if (cs->op == OP_ACC) CHECK_OK(tf_program_input(p, dt, cs->nd, sc, &ic));
  switch (cs->op) {
    case OP_MATMUL: CHECK_OK(tf_program_matmul(p, ia, ib, &r)); break;
    case OP_ACC:
      CHECK_OK(tf_program_matmul_acc(p, cs->op_a, ia, cs->op_b, ib, cs->alpha, cs->beta, ic, &r));
      break;
    default: {
      int64_t ns[2] = {k, n};
      CHECK_OK(tf_program_reshape(p, ib, 2, ns, &x));
      CHECK_OK(tf_program_matmul(p, ia, x, &r));
    }
  }
  CHECK_OK(tf_program_output(p, r));
  CHECK_OK(tf_program_prepare(e, p, NULL, &pp));
  tf_program_release(p);
  {
    const tf_tensor* in[3] = {a.t, b.t, c.t};
    tf_tensor* out[1] = {got.t};
    CHECK_OK(tf_program_run(e, pp, in, cs->op == OP_ACC ? 3 : 2, out, 1));
  }
  /* the direct call */
  if (cs->op == OP_ACC) {
    want = make(dt, cs->nd, sc, L_ROW, 1);
    { /* want = c, then acc */
      void* d;
      CHECK_OK(tf_tensor_data(want.t, &d));
      CHECK_OK(tf_tensor_read(c.t, TF_ROW_MAJOR, d, want.bytes));
    }
    CHECK_OK(tf_matmul_acc(e, cs->op_a, a.t, cs->op_b, b.t, cs->alpha, cs->beta, want.t));
  } else {
    tf_tensor* bb = b.t;
    Buf rb;
    rb.t = NULL;
    if (cs->op == OP_RESHAPE_MATMUL) { /* the reshape done by hand */
      int64_t ns[2] = {k, n};
      rb = make(dt, 2, ns, L_ROW, 1);
      CHECK_OK(tf_tensor_read(b.t, TF_ROW_MAJOR, rb.buf, rb.bytes));
      bb = rb.t;
    }
    want = make(dt, cs->nd, sc, L_ROW, 1);
    CHECK_OK(tf_matmul_into(e, a.t, bb, want.t));
    if (rb.t) drop(&rb);
  }
  {
    /* the direct call against the plain reference (complex dtypes only for
       real dtypes: alpha, beta imaginary parts are ignored) */
    tf_scalar al = cs->alpha, be = cs->beta;
    double d;
    if (!is_cplx(dt)) { al.im = 0; be.im = 0; }
    if (cs->op != OP_ACC) { al = ONE; be = ZERO; }
    if (cs->op != OP_RESHAPE_MATMUL) {
      d = ref_diff(cs->nd, 2, m, k, n, cs->op_a, a.t, cs->op_b, b.t, al, be, c.t, want.t);
      if (!(d <= 10 * tol(dt))) {
        print_error("case %s, dtype %d, layout %s: direct call vs reference: rel diff %g\n",
                    cs->name, (int)dt, layout_names[layout], d);
        fail();
      }
    }
    d = rel_diff(got.t, want.t);
    if (!(d <= tol(dt))) {
      print_error("case %s, dtype %d, layout %s, %lldx%lldx%lld: rel diff %g\n", cs->name,
                  (int)dt, layout_names[layout], (long long)m, (long long)k, (long long)n, d);
      fail();
    }
  }
  tf_prepared_release(pp);
  drop(&a); drop(&b); drop(&c); drop(&got); drop(&want);
}

static void ops_match_direct(void** state) {
  tf_engine* e;
  size_t ci;
  int dt, lay, sz;
  /* small (small kernel) and large (BLAS, General operands copied) sizes */
  static const int64_t dims[2][3] = {{3, 4, 5}, {45, 50, 41}};
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  for (ci = 0; ci < sizeof cases / sizeof cases[0]; ++ci)
    for (dt = TF_F32; dt <= TF_C128; ++dt)
      for (lay = 0; lay < L_COUNT; ++lay)
        for (sz = 0; sz < 2; ++sz) {
          if (cases[ci].op == OP_RESHAPE_MATMUL && lay == L_PERM) continue; /* same as col */
          run_case(&cases[ci], (tf_dtype)dt, lay, dims[sz][0], dims[sz][1], dims[sz][2], e);
        }
  tf_engine_destroy(e);
}

/* ------------------------------------------------------ chain storage */
static void chain_storage(void** state) {
  enum { N = 8, STEPS = 10 };
  tf_engine* e;
  tf_program* p;
  tf_prepared* pp;
  int64_t s[2] = {N, N};
  int32_t x, w, v;
  int i;
  Buf X, W, got, want, tmp;
  tf_prepared_info info;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  CHECK_OK(tf_program_create(&p));
  CHECK_OK(tf_program_input(p, TF_F64, 2, s, &x));
  CHECK_OK(tf_program_input(p, TF_F64, 2, s, &w));
  v = x;
  for (i = 0; i < STEPS; ++i) /* alternate sides: a kernel never tolerates aliasing */
    CHECK_OK(i % 2 ? tf_program_matmul(p, w, v, &v) : tf_program_matmul(p, v, w, &v));
  CHECK_OK(tf_program_output(p, v));
  CHECK_OK(tf_program_prepare(e, p, NULL, &pp));
  tf_program_release(p);
  info = info_of(pp);
  assert_int_equal(info.commands, STEPS);
  /* 9 intermediates of 512 bytes; two alive at a time */
  assert_int_equal(info.intermediate_bytes, (STEPS - 1) * N * N * 8);
  assert_true(info.arena_bytes < info.intermediate_bytes);
  assert_int_equal(info.arena_bytes, 2 * N * N * 8);
  X = make(TF_F64, 2, s, L_ROW, 0);
  W = make(TF_F64, 2, s, L_ROW, 0);
  got = make(TF_F64, 2, s, L_ROW, 1);
  want = make(TF_F64, 2, s, L_ROW, 1);
  tmp = make(TF_F64, 2, s, L_ROW, 1);
  {
    const tf_tensor* in[2] = {X.t, W.t};
    CHECK_OK(tf_program_run(e, pp, in, 2, &got.t, 1));
    CHECK_OK(tf_program_run(e, pp, in, 2, &got.t, 1)); /* twice: arena reused */
  }
  memcpy(want.buf, X.buf, N * N * 8);
  for (i = 0; i < STEPS; ++i) {
    CHECK_OK(i % 2 ? tf_matmul_into(e, W.t, want.t, tmp.t) : tf_matmul_into(e, want.t, W.t, tmp.t));
    memcpy(want.buf, tmp.buf, N * N * 8);
  }
  assert_true(bytes_equal(got.t, want.t));
  tf_prepared_release(pp);
  drop(&X); drop(&W); drop(&got); drop(&want); drop(&tmp);
  tf_engine_destroy(e);
}

/* ------------------------------------------------------ acc in place */
static void acc_in_place(void** state) {
  /* y = x@w; z = acc(x, w, c=y) (y dead after: in place);
     u = acc(x, w, c=z); out u and also v = z@w (z live after: copied) */
  tf_engine* e;
  tf_program* p;
  tf_prepared* pp;
  int64_t s[2] = {6, 6};
  int32_t x, w, y, z, u, v;
  tf_scalar al = {0.5, 0}, be = {2, 0};
  Buf X, W, U, V, Y, Z, U2, V2;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  CHECK_OK(tf_program_create(&p));
  CHECK_OK(tf_program_input(p, TF_F64, 2, s, &x));
  CHECK_OK(tf_program_input(p, TF_F64, 2, s, &w));
  CHECK_OK(tf_program_matmul(p, x, w, &y));
  CHECK_OK(tf_program_matmul_acc(p, TF_OP_N, x, TF_OP_T, w, al, be, y, &z));
  CHECK_OK(tf_program_matmul_acc(p, TF_OP_T, x, TF_OP_N, w, al, be, z, &u));
  CHECK_OK(tf_program_matmul(p, z, w, &v));
  CHECK_OK(tf_program_output(p, u));
  CHECK_OK(tf_program_output(p, v));
  CHECK_OK(tf_program_prepare(e, p, NULL, &pp));
  tf_program_release(p);
  X = make(TF_F64, 2, s, L_ROW, 0);
  W = make(TF_F64, 2, s, L_ROW, 0);
  U = make(TF_F64, 2, s, L_COL, 1);
  V = make(TF_F64, 2, s, L_ROW, 1);
  Y = make(TF_F64, 2, s, L_ROW, 1);
  Z = make(TF_F64, 2, s, L_ROW, 1);
  U2 = make(TF_F64, 2, s, L_ROW, 1);
  V2 = make(TF_F64, 2, s, L_ROW, 1);
  {
    const tf_tensor* in[2] = {X.t, W.t};
    tf_tensor* out[2] = {U.t, V.t};
    CHECK_OK(tf_program_run(e, pp, in, 2, out, 2));
  }
  CHECK_OK(tf_matmul_into(e, X.t, W.t, Y.t));
  CHECK_OK(tf_matmul_acc(e, TF_OP_N, X.t, TF_OP_T, W.t, al, be, Y.t)); /* Y = z */
  memcpy(Z.buf, Y.buf, 36 * 8);
  CHECK_OK(tf_matmul_acc(e, TF_OP_T, X.t, TF_OP_N, W.t, al, be, Y.t)); /* Y = u */
  CHECK_OK(tf_matmul_into(e, Z.t, W.t, V2.t));
  assert_true(rel_diff(U.t, Y.t) < 1e-13);
  assert_true(bytes_equal(V.t, V2.t));
  tf_prepared_release(pp);
  drop(&X); drop(&W); drop(&U); drop(&V); drop(&Y); drop(&Z); drop(&U2); drop(&V2);
  tf_engine_destroy(e);
}

/* ---------------------------------------- input as output, two outputs */
static void outputs_special(void** state) {
  tf_engine* e;
  tf_program* p;
  tf_prepared* pp;
  int64_t s[2] = {2, 3}, s2[2] = {3, 2}, s3[1] = {6};
  int32_t x, y, r, f;
  Buf X, O1, O2, O3, O4, R;
  tf_tensor* xt;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  CHECK_OK(tf_program_create(&p));
  CHECK_OK(tf_program_input(p, TF_F32, 2, s, &x));
  CHECK_OK(tf_program_reshape(p, x, 2, s2, &y));
  CHECK_OK(tf_program_matmul(p, x, y, &r));
  CHECK_OK(tf_program_reshape(p, y, 1, s3, &f));
  CHECK_OK(tf_program_output(p, x)); /* an input */
  CHECK_OK(tf_program_output(p, r));
  CHECK_OK(tf_program_output(p, r)); /* the same slot twice */
  CHECK_OK(tf_program_output(p, f)); /* a view */
  CHECK_OK(tf_program_prepare(e, p, NULL, &pp));
  tf_program_release(p);
  X = make(TF_F32, 2, s, L_COL, 0); /* not contiguous: reshape copies */
  O1 = make(TF_F32, 2, s, L_ROW, 1);
  { int64_t sr[2] = {2, 2}; O2 = make(TF_F32, 2, sr, L_ROW, 1); O3 = make(TF_F32, 2, sr, L_COL, 1);
    R = make(TF_F32, 2, sr, L_ROW, 1); }
  O4 = make(TF_F32, 1, s3, L_ROW, 1);
  {
    const tf_tensor* in[1] = {X.t};
    tf_tensor* out[4] = {O1.t, O2.t, O3.t, O4.t};
    float xr[6], ref_y[6];
    int i;
    CHECK_OK(tf_program_run(e, pp, in, 1, out, 4));
    assert_true(bytes_equal(O1.t, X.t));
    assert_true(bytes_equal(O2.t, O3.t));
    CHECK_OK(tf_tensor_read(X.t, TF_ROW_MAJOR, xr, sizeof xr));
    CHECK_OK(tf_tensor_from_data(e, TF_F32, 2, s, NULL, xr, TF_ROW_MAJOR, &xt));
    for (i = 0; i < 6; ++i) ref_y[i] = xr[i];
    {
      tf_tensor* yt;
      CHECK_OK(tf_tensor_wrap(TF_F32, 2, s2, NULL, ref_y, &yt));
      CHECK_OK(tf_matmul_into(e, xt, yt, R.t));
      tf_tensor_release(yt);
    }
    assert_true(rel_diff(O2.t, R.t) < 1e-6);
    assert_memory_equal(O4.buf, xr, sizeof xr);
    tf_tensor_release(xt);
  }
  tf_prepared_release(pp);
  drop(&X); drop(&O1); drop(&O2); drop(&O3); drop(&O4); drop(&R);
  tf_engine_destroy(e);
}

/* ------------------------------------------------------- output chains */
static tf_program* chain_program(void) {
  /* u = 0.5 x @ w^T + 2 reshape(reshape(x @ w) + b): every step over the
     previous one's storage */
  tf_program* p;
  int64_t s[2] = {6, 6}, s1[1] = {36};
  int32_t x, w, b, y, y1, t, t2, u;
  const tf_scalar al = {0.5, 0}, be = {2, 0};
  CHECK_OK(tf_program_create(&p));
  CHECK_OK(tf_program_input(p, TF_F64, 2, s, &x));
  CHECK_OK(tf_program_input(p, TF_F64, 2, s, &w));
  CHECK_OK(tf_program_input(p, TF_F64, 1, s1, &b));
  CHECK_OK(tf_program_matmul(p, x, w, &y));
  CHECK_OK(tf_program_reshape(p, y, 1, s1, &y1));
  CHECK_OK(tf_program_binary(p, TF_BINARY_ADD, y1, b, &t));
  CHECK_OK(tf_program_reshape(p, t, 2, s, &t2));
  CHECK_OK(tf_program_matmul_acc(p, TF_OP_N, x, TF_OP_T, w, al, be, t2, &u));
  CHECK_OK(tf_program_output(p, u));
  return p;
}

static void output_chains(void** state) {
  tf_engine *serial, *pooled;
  tf_prepared *pi, *pg;
  tf_program* p;
  int64_t s[2] = {6, 6}, s1[1] = {36};
  Buf X, W, B, U, U2;
  double xr[36], wr[36], br[36], ref[36];
  int layout, i, j, k;
  tf_prepare_options og = opts(TF_PROGRAM_DRIVER_GRAPH);
  (void)state;
  CHECK_OK(tf_engine_create_serial(&serial));
  CHECK_OK(tf_engine_create_pooled(2, &pooled));
  p = chain_program();
  CHECK_OK(tf_program_prepare(serial, p, NULL, &pi));
  CHECK_OK(tf_program_prepare(pooled, p, &og, &pg));
  tf_program_release(p);
  X = make(TF_F64, 2, s, L_ROW, 0);
  W = make(TF_F64, 2, s, L_ROW, 0);
  B = make(TF_F64, 1, s1, L_ROW, 0);
  CHECK_OK(tf_tensor_read(X.t, TF_ROW_MAJOR, xr, sizeof xr));
  CHECK_OK(tf_tensor_read(W.t, TF_ROW_MAJOR, wr, sizeof wr));
  CHECK_OK(tf_tensor_read(B.t, TF_ROW_MAJOR, br, sizeof br));
  for (i = 0; i < 6; ++i)
    for (j = 0; j < 6; ++j) {
      double xw = 0, xwt = 0;
      for (k = 0; k < 6; ++k) {
        xw += xr[i * 6 + k] * wr[k * 6 + j];
        xwt += xr[i * 6 + k] * wr[j * 6 + k];
      }
      ref[i * 6 + j] = 0.5 * xwt + 2 * (xw + br[i * 6 + j]);
    }
  for (layout = 0; layout < L_COUNT; ++layout) {
    const tf_tensor* in[3] = {X.t, W.t, B.t};
    double got[36];
    U = make(TF_F64, 2, s, layout, 1);
    U2 = make(TF_F64, 2, s, layout, 1);
    {
      tf_tensor* o[1] = {U.t};
      tf_tensor* o2[1] = {U2.t};
      CHECK_OK(tf_program_run(serial, pi, in, 3, o, 1));
      CHECK_OK(tf_program_run(pooled, pg, in, 3, o2, 1));
    }
    CHECK_OK(tf_tensor_read(U.t, TF_ROW_MAJOR, got, sizeof got));
    for (i = 0; i < 36; ++i)
      if (fabs(got[i] - ref[i]) > 1e-12 * (1 + fabs(ref[i])))
        fail_msg("%s output: element %d is %g, expected %g", layout_names[layout], i, got[i],
                 ref[i]);
    assert_true(bytes_equal(U.t, U2.t));
    /* row-major: matmul, add, acc, each in the output's buffer (a copy
       at the end before output chains); other layouts: the copy stays */
    assert_int_equal(info_of(pi).commands, layout == L_ROW ? 3 : 4);
    drop(&U);
    drop(&U2);
  }
  tf_prepared_release(pi);
  tf_prepared_release(pg);
  drop(&X); drop(&W); drop(&B);
  tf_engine_destroy(serial);
  tf_engine_destroy(pooled);
}

/* -------------------------------------------------------- dead values */
static void dead_values(void** state) {
  tf_engine* e;
  tf_program* p;
  tf_prepared* pp;
  int64_t s[2] = {4, 4};
  int32_t x, a, b, c;
  tf_prepared_info info;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  CHECK_OK(tf_program_create(&p));
  CHECK_OK(tf_program_input(p, TF_F64, 2, s, &x));
  CHECK_OK(tf_program_matmul(p, x, x, &a));
  CHECK_OK(tf_program_matmul(p, a, x, &b)); /* reaches no output */
  CHECK_OK(tf_program_matmul(p, a, a, &c));
  CHECK_OK(tf_program_matmul(p, b, b, &b)); /* neither */
  CHECK_OK(tf_program_output(p, c));
  CHECK_OK(tf_program_prepare(e, p, NULL, &pp));
  info = info_of(pp);
  assert_int_equal(info.removed_values, 2);
  assert_int_equal(info.commands, 2);
  tf_prepared_release(pp);
  tf_program_release(p);
  tf_engine_destroy(e);
}

/* ---------------------------------------------------- specialisation */
static void specialise_once(void** state) {
  tf_engine* e;
  tf_program* p;
  tf_prepared* pp;
  int64_t sx[2] = {TF_DYNAMIC, 4}, sw[2] = {4, 3};
  int32_t x, w, y;
  tf_engine_stats st;
  tf_prepared_info info;
  uint64_t misses;
  int rep, mi;
  static const int64_t ms[] = {3, 5, 3, 5, 7, 3};
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  CHECK_OK(tf_program_create(&p));
  CHECK_OK(tf_program_input(p, TF_C128, 2, sx, &x));
  CHECK_OK(tf_program_input(p, TF_C128, 2, sw, &w));
  CHECK_OK(tf_program_matmul(p, x, w, &y));
  CHECK_OK(tf_program_output(p, y));
  CHECK_OK(tf_program_prepare(e, p, NULL, &pp));
  tf_program_release(p);
  info = info_of(pp);
  assert_int_equal(info.specializations, 0); /* dynamic: planned at the first run */
  for (rep = 0; rep < 2; ++rep)
    for (mi = 0; mi < 6; ++mi) {
      int64_t s[2] = {ms[mi], 4}, so[2] = {ms[mi], 3};
      Buf X = make(TF_C128, 2, s, L_ROW, 0), W = make(TF_C128, 2, sw, L_ROW, 0);
      Buf O = make(TF_C128, 2, so, L_ROW, 1), R = make(TF_C128, 2, so, L_ROW, 1);
      const tf_tensor* in[2] = {X.t, W.t};
      memset(&st, 0, sizeof st);
      st.struct_size = sizeof st;
      CHECK_OK(tf_engine_get_stats(e, &st));
      misses = st.plan_misses;
      CHECK_OK(tf_program_run(e, pp, in, 2, &O.t, 1));
      CHECK_OK(tf_engine_get_stats(e, &st));
      if (rep == 1) assert_int_equal(st.plan_misses, misses); /* nothing planned again */
      CHECK_OK(tf_matmul_into(e, X.t, W.t, R.t));
      assert_true(bytes_equal(O.t, R.t));
      drop(&X); drop(&W); drop(&O); drop(&R);
    }
  info = info_of(pp);
  assert_int_equal(info.specializations, 3); /* m = 3, 5, 7 */
  assert_int_equal(info.cached_specializations, 3);
  assert_int_equal(info.runs, 12);
  tf_prepared_release(pp);
  tf_engine_destroy(e);
}

/* ------------------------------------------------- graph == immediate */
static tf_prepared* two_branches(tf_engine* e, tf_program_driver d, int64_t n, int depth) {
  const tf_scalar half = {0.5, 0};
  tf_program* p;
  tf_prepared* pp;
  int64_t s[2] = {n, n};
  int32_t a, b, w, x, y, i;
  tf_prepare_options o = opts(d);
  tf_prepared_info info;
  CHECK_OK(tf_program_create(&p));
  CHECK_OK(tf_program_input(p, TF_F64, 2, s, &a));
  CHECK_OK(tf_program_input(p, TF_F64, 2, s, &b));
  CHECK_OK(tf_program_input(p, TF_F64, 2, s, &w));
  x = a;
  y = b;
  for (i = 0; i < depth; ++i) {
    CHECK_OK(tf_program_matmul(p, x, w, &x));
    int32_t t;
    /* y = y @ w^T + 0.5 * (y @ w): written over t's block (t is dead after) */
    CHECK_OK(tf_program_matmul(p, y, w, &t));
    CHECK_OK(tf_program_matmul_acc(p, TF_OP_N, y, TF_OP_T, w, ONE, half, t, &y));
  }
  CHECK_OK(tf_program_output(p, x));
  CHECK_OK(tf_program_output(p, y));
  CHECK_OK(tf_program_prepare(e, p, &o, &pp));
  tf_program_release(p);
  info = info_of(pp);
  /* acc in place, the last too: its t is computed in the output's buffer
     (no copy command) */
  assert_int_equal(info.commands, 3 * depth);
  return pp;
}

static void graph_equals_immediate(void** state) {
  tf_engine *serial, *pooled;
  tf_prepared *pi, *pg;
  int64_t s[2] = {96, 96};
  Buf A, B, W, X1, Y1, X2, Y2;
  tf_engine_stats st;
  tf_prepared_info info;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&serial));
  CHECK_OK(tf_engine_create_pooled(2, &pooled));
  pi = two_branches(serial, TF_PROGRAM_DRIVER_IMMEDIATE, 96, 4);
  pg = two_branches(pooled, TF_PROGRAM_DRIVER_GRAPH, 96, 4);
  info = info_of(pg);
  assert_int_equal(info.driver, TF_PROGRAM_DRIVER_GRAPH);
  A = make(TF_F64, 2, s, L_ROW, 0);
  B = make(TF_F64, 2, s, L_ROW, 0);
  W = make(TF_F64, 2, s, L_ROW, 0);
  X1 = make(TF_F64, 2, s, L_ROW, 1);
  Y1 = make(TF_F64, 2, s, L_ROW, 1);
  X2 = make(TF_F64, 2, s, L_ROW, 1);
  Y2 = make(TF_F64, 2, s, L_ROW, 1);
  {
    const tf_tensor* in[3] = {A.t, B.t, W.t};
    tf_tensor* o1[2] = {X1.t, Y1.t};
    tf_tensor* o2[2] = {X2.t, Y2.t};
    int rep;
    CHECK_OK(tf_program_run(serial, pi, in, 3, o1, 2));
    CHECK_OK(tf_engine_reset_stats(pooled));
    for (rep = 0; rep < 5; ++rep) {
      memset(X2.buf, 0, X2.bytes);
      memset(Y2.buf, 0, Y2.bytes);
      CHECK_OK(tf_program_run(pooled, pg, in, 3, o2, 2));
      assert_true(bytes_equal(X1.t, X2.t));
      assert_true(bytes_equal(Y1.t, Y2.t));
    }
  }
  memset(&st, 0, sizeof st);
  st.struct_size = sizeof st;
  CHECK_OK(tf_engine_get_stats(pooled, &st));
  assert_true(st.parallel_regions >= 5); /* the graph driver really ran in parallel */
  tf_prepared_release(pi);
  tf_prepared_release(pg);
  drop(&A); drop(&B); drop(&W); drop(&X1); drop(&Y1); drop(&X2); drop(&Y2);
  tf_engine_destroy(serial);
  tf_engine_destroy(pooled);
}

/* ------------------------------------------------------- other engine */
static void other_engine(void** state) {
  tf_engine *e1, *e2, *pooled;
  tf_prepared* pp;
  int64_t s[2] = {16, 16};
  Buf A, B, W, X, Y, X2, Y2;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e1));
  CHECK_OK(tf_engine_create_serial(&e2));
  CHECK_OK(tf_engine_create_pooled(2, &pooled));
  pp = two_branches(e1, TF_PROGRAM_DRIVER_AUTO, 16, 2);
  A = make(TF_F64, 2, s, L_ROW, 0);
  B = make(TF_F64, 2, s, L_ROW, 0);
  W = make(TF_F64, 2, s, L_ROW, 0);
  X = make(TF_F64, 2, s, L_ROW, 1);
  Y = make(TF_F64, 2, s, L_ROW, 1);
  X2 = make(TF_F64, 2, s, L_ROW, 1);
  Y2 = make(TF_F64, 2, s, L_ROW, 1);
  {
    const tf_tensor* in[3] = {A.t, B.t, W.t};
    tf_tensor* o[2] = {X.t, Y.t};
    tf_tensor* o2[2] = {X2.t, Y2.t};
    CHECK_OK(tf_program_run(e1, pp, in, 3, o, 2));
    tf_engine_destroy(e1); /* the handle does not need it */
    CHECK_OK(tf_program_run(e2, pp, in, 3, o2, 2));
    assert_true(bytes_equal(X.t, X2.t));
    assert_true(bytes_equal(Y.t, Y2.t));
    fill_canary(X2.buf, X2.bytes);
    EXPECT_FAIL(tf_program_run(pooled, pp, in, 3, o2, 2), TF_ERR_INVALID_ARGUMENT, "engine");
    EXPECT_MSG_CONTAINS("serial");
    assert_true(is_canary(X2.buf, X2.bytes));
  }
  tf_prepared_release(pp);
  drop(&A); drop(&B); drop(&W); drop(&X); drop(&Y); drop(&X2); drop(&Y2);
  tf_engine_destroy(e2);
  tf_engine_destroy(pooled);
}

/* ----------------------------------------------------------- run_alloc */
static void run_alloc(void** state) {
  tf_engine* e;
  tf_prepared* pp;
  int64_t s[2] = {8, 8};
  Buf A, B, W, X, Y;
  tf_tensor* o[2] = {NULL, NULL};
  int rep;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  pp = two_branches(e, TF_PROGRAM_DRIVER_AUTO, 8, 3);
  A = make(TF_F64, 2, s, L_ROW, 0);
  B = make(TF_F64, 2, s, L_STRIDED, 0); /* another signature */
  W = make(TF_F64, 2, s, L_ROW, 0);
  X = make(TF_F64, 2, s, L_ROW, 1);
  Y = make(TF_F64, 2, s, L_ROW, 1);
  for (rep = 0; rep < 3; ++rep) {
    const tf_tensor* in[3] = {A.t, B.t, W.t};
    tf_tensor* oc[2] = {X.t, Y.t};
    CHECK_OK(tf_program_run_alloc(e, pp, in, 3, o, 2));
    CHECK_OK(tf_program_run(e, pp, in, 3, oc, 2));
    assert_true(bytes_equal(o[0], X.t));
    assert_true(bytes_equal(o[1], Y.t));
    tf_tensor_release(o[0]);
    tf_tensor_release(o[1]);
  }
  {
    const tf_tensor* in[2] = {A.t, B.t};
    tf_tensor* keep[2] = {NULL, NULL};
    EXPECT_FAIL(tf_program_run_alloc(e, pp, in, 2, keep, 2), TF_ERR_INVALID_ARGUMENT,
                "num_inputs");
    assert_null(keep[0]);
  }
  tf_prepared_release(pp);
  drop(&A); drop(&B); drop(&W); drop(&X); drop(&Y);
  tf_engine_destroy(e);
}

/* ---------------------------------------------------------- bad input */
static void bad_record(void** state) {
  tf_program* p;
  int64_t s[2] = {2, 3}, s3[2] = {4, 2}, bad[2] = {2, -2}, d[2] = {TF_DYNAMIC, 3};
  int32_t x, y, z, dyn, slot = 12345;
  (void)state;
  EXPECT_FAIL(tf_program_create(NULL), TF_ERR_INVALID_ARGUMENT, "out");
  CHECK_OK(tf_program_create(&p));
  EXPECT_FAIL(tf_program_input(NULL, TF_F64, 2, s, &x), TF_ERR_INVALID_ARGUMENT, "program");
  EXPECT_FAIL(tf_program_input(p, TF_F64, 2, NULL, &x), TF_ERR_INVALID_ARGUMENT, "shape");
  EXPECT_FAIL(tf_program_input(p, TF_F64, 2, s, NULL), TF_ERR_INVALID_ARGUMENT, "slot");
  EXPECT_FAIL(tf_program_input(p, (tf_dtype)9, 2, s, &x), TF_ERR_INVALID_ARGUMENT, "dtype");
  EXPECT_FAIL(tf_program_input(p, TF_F64, 17, s, &x), TF_ERR_INVALID_ARGUMENT, "ndim");
  EXPECT_FAIL(tf_program_input(p, TF_F64, 2, bad, &x), TF_ERR_INVALID_ARGUMENT, "shape");
  CHECK_OK(tf_program_input(p, TF_F64, 2, s, &x));
  CHECK_OK(tf_program_input(p, TF_F32, 2, s3, &y));
  CHECK_OK(tf_program_input(p, TF_F64, 2, s3, &z));
  CHECK_OK(tf_program_input(p, TF_F64, 2, d, &dyn));
  EXPECT_FAIL(tf_program_matmul(p, x, 7, &slot), TF_ERR_INVALID_ARGUMENT, "b");
  EXPECT_MSG_CONTAINS("slot 7");
  EXPECT_FAIL(tf_program_matmul(p, -3, x, &slot), TF_ERR_INVALID_ARGUMENT, "a");
  EXPECT_FAIL(tf_program_matmul(p, x, y, &slot), TF_ERR_DTYPE_MISMATCH, "b");
  EXPECT_MSG_CONTAINS("slot 1");
  EXPECT_FAIL(tf_program_matmul(p, x, x, &slot), TF_ERR_SHAPE_MISMATCH, "b"); /* 2x3 @ 2x3 */
  EXPECT_FAIL(tf_program_matmul(p, dyn, x, &slot), TF_ERR_SHAPE_MISMATCH, "b"); /* (?,3) @ (2,3) */
  assert_int_equal(slot, 12345);
  EXPECT_FAIL(tf_program_matmul_acc(p, TF_OP_N, x, TF_OP_T, x, ONE, ONE, z, &slot),
              TF_ERR_SHAPE_MISMATCH, "c");
  EXPECT_FAIL(tf_program_matmul_acc(p, (tf_op)5, x, TF_OP_N, z, ONE, ONE, x, &slot),
              TF_ERR_INVALID_ARGUMENT, "op_a");
  EXPECT_FAIL(tf_program_matmul_acc(p, TF_OP_N, x, TF_OP_N, z, ONE, ONE, 99, &slot),
              TF_ERR_INVALID_ARGUMENT, "c");
  {
    int64_t ns[1] = {7};
    EXPECT_FAIL(tf_program_reshape(p, x, 1, ns, &slot), TF_ERR_SHAPE_MISMATCH, "x");
    EXPECT_FAIL(tf_program_reshape(p, dyn, 1, ns, &slot), TF_ERR_UNSUPPORTED, "x");
  }
  EXPECT_FAIL(tf_program_output(p, 4), TF_ERR_INVALID_ARGUMENT, "slot");
  assert_int_equal(slot, 12345);
  /* the program still records after errors */
  {
    int64_t s2[2] = {3, 2};
    int32_t r;
    CHECK_OK(tf_program_reshape(p, x, 2, s2, &r));
    CHECK_OK(tf_program_matmul(p, dyn, r, &slot)); /* (?, 3) @ (3, 2) */
    assert_int_equal(slot, 5);
  }
  tf_program_release(p);
  tf_program_release(NULL);
}

static void bad_prepare(void** state) {
  tf_engine* e;
  tf_program* p;
  tf_prepared* pp = (tf_prepared*)0x1;
  int64_t s[2] = {2, 2};
  int32_t x;
  tf_prepare_options o = opts((tf_program_driver)7);
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  CHECK_OK(tf_program_create(&p));
  CHECK_OK(tf_program_input(p, TF_F64, 2, s, &x));
  EXPECT_FAIL(tf_program_prepare(e, p, NULL, &pp), TF_ERR_INVALID_ARGUMENT, "program");
  EXPECT_MSG_CONTAINS("no outputs");
  CHECK_OK(tf_program_output(p, x));
  EXPECT_FAIL(tf_program_prepare(NULL, p, NULL, &pp), TF_ERR_INVALID_ARGUMENT, "engine");
  EXPECT_FAIL(tf_program_prepare(e, NULL, NULL, &pp), TF_ERR_INVALID_ARGUMENT, "program");
  EXPECT_FAIL(tf_program_prepare(e, p, NULL, NULL), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_FAIL(tf_program_prepare(e, p, &o, &pp), TF_ERR_INVALID_ARGUMENT, "driver");
  o.struct_size = 2;
  EXPECT_FAIL(tf_program_prepare(e, p, &o, &pp), TF_ERR_INVALID_ARGUMENT, "struct_size");
  assert_ptr_equal(pp, (tf_prepared*)0x1);
  EXPECT_FAIL(tf_prepared_get_info(NULL, NULL), TF_ERR_INVALID_ARGUMENT, "prepared");
  tf_prepared_release(NULL);
  tf_program_release(p);
  tf_engine_destroy(e);
}

static void bad_run(void** state) {
  /* y = x @ w with x (?, 4) f64, w (4, 3) */
  tf_engine* e;
  tf_program* p;
  tf_prepared* pp;
  int64_t sx[2] = {TF_DYNAMIC, 4}, sw[2] = {4, 3}, so[2] = {2, 3};
  int32_t x, w, y;
  Buf X, W, O, Xf, W5, O2, Ow, X3;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  CHECK_OK(tf_program_create(&p));
  CHECK_OK(tf_program_input(p, TF_F64, 2, sx, &x));
  CHECK_OK(tf_program_input(p, TF_F64, 2, sw, &w));
  CHECK_OK(tf_program_matmul(p, x, w, &y));
  CHECK_OK(tf_program_output(p, y));
  CHECK_OK(tf_program_prepare(e, p, NULL, &pp));
  tf_program_release(p);
  { int64_t s[2] = {2, 4}; X = make(TF_F64, 2, s, L_ROW, 0); Xf = make(TF_F32, 2, s, L_ROW, 0); }
  { int64_t s[3] = {1, 2, 4}; X3 = make(TF_F64, 3, s, L_ROW, 0); }
  W = make(TF_F64, 2, sw, L_ROW, 0);
  { int64_t s[2] = {4, 5}; W5 = make(TF_F64, 2, s, L_ROW, 0); }
  O = make(TF_F64, 2, so, L_ROW, 1);
  { int64_t s[2] = {3, 3}; Ow = make(TF_F64, 2, s, L_ROW, 1); }
  O2 = make(TF_F64, 2, so, L_ROW, 1);
  fill_canary(O.buf, O.bytes);
  {
    const tf_tensor* in[2] = {X.t, W.t};
    const tf_tensor* in_null[2] = {X.t, NULL};
    const tf_tensor* in_dt[2] = {Xf.t, W.t};
    const tf_tensor* in_rank[2] = {X3.t, W.t};
    const tf_tensor* in_static[2] = {X.t, W5.t};
    const tf_tensor* in_alias[2] = {O.t, W.t};
    tf_tensor* out[1] = {O.t};
    tf_tensor* out_null[1] = {NULL};
    tf_tensor* out_bad[1] = {Ow.t};
    EXPECT_FAIL(tf_program_run(NULL, pp, in, 2, out, 1), TF_ERR_INVALID_ARGUMENT, "engine");
    EXPECT_FAIL(tf_program_run(e, NULL, in, 2, out, 1), TF_ERR_INVALID_ARGUMENT, "prepared");
    EXPECT_FAIL(tf_program_run(e, pp, NULL, 2, out, 1), TF_ERR_INVALID_ARGUMENT, "inputs");
    EXPECT_FAIL(tf_program_run(e, pp, in, 2, NULL, 1), TF_ERR_INVALID_ARGUMENT, "outputs");
    EXPECT_FAIL(tf_program_run(e, pp, in_null, 2, out, 1), TF_ERR_INVALID_ARGUMENT, "inputs");
    EXPECT_MSG_CONTAINS("inputs[1]");
    EXPECT_FAIL(tf_program_run(e, pp, in, 2, out_null, 1), TF_ERR_INVALID_ARGUMENT, "outputs");
    EXPECT_FAIL(tf_program_run(e, pp, in, 1, out, 1), TF_ERR_INVALID_ARGUMENT, "num_inputs");
    EXPECT_FAIL(tf_program_run(e, pp, in, 2, out, 2), TF_ERR_INVALID_ARGUMENT, "num_outputs");
    EXPECT_FAIL(tf_program_run(e, pp, in_dt, 2, out, 1), TF_ERR_DTYPE_MISMATCH, "inputs");
    EXPECT_MSG_CONTAINS("slot 0");
    EXPECT_FAIL(tf_program_run(e, pp, in_rank, 2, out, 1), TF_ERR_SHAPE_MISMATCH, "inputs");
    EXPECT_MSG_CONTAINS("rank 3");
    EXPECT_FAIL(tf_program_run(e, pp, in_static, 2, out, 1), TF_ERR_SHAPE_MISMATCH, "inputs");
    EXPECT_MSG_CONTAINS("axis 1");
    EXPECT_FAIL(tf_program_run(e, pp, in, 2, out_bad, 1), TF_ERR_SHAPE_MISMATCH, "outputs");
    EXPECT_FAIL(tf_program_run(e, pp, in_alias, 2, out, 1), TF_ERR_SHAPE_MISMATCH, "inputs");
    assert_true(is_canary(O.buf, O.bytes));
    /* a good run after the errors, then errors with a cached signature */
    CHECK_OK(tf_program_run(e, pp, in, 2, out, 1));
    CHECK_OK(tf_matmul_into(e, X.t, W.t, O2.t));
    assert_true(bytes_equal(O.t, O2.t));
    fill_canary(O.buf, O.bytes);
    EXPECT_FAIL(tf_program_run(e, pp, in_static, 2, out, 1), TF_ERR_SHAPE_MISMATCH, "inputs");
    EXPECT_FAIL(tf_program_run(e, pp, in, 2, out_bad, 1), TF_ERR_SHAPE_MISMATCH, "outputs");
    {
      /* output overlapping an input: x viewed over O's memory */
      tf_tensor* xo;
      const tf_tensor* in_ov[2];
      int64_t s[2] = {2, 3};
      CHECK_OK(tf_tensor_wrap(TF_F64, 2, s, NULL, O.buf, &xo));
      (void)xo;
      tf_tensor_release(xo);
      {
        int64_t s4[2] = {1, 4};
        CHECK_OK(tf_tensor_wrap(TF_F64, 2, s4, NULL, O.buf, &xo));
      }
      in_ov[0] = xo;
      in_ov[1] = W.t;
      {
        int64_t s13[2] = {1, 3};
        Buf O13 = make(TF_F64, 2, s13, L_ROW, 1);
        tf_tensor* out13[1];
        tf_tensor_release(O13.t);
        CHECK_OK(tf_tensor_wrap(TF_F64, 2, s13, NULL, (char*)O.buf + 8, &O13.t));
        out13[0] = O13.t;
        EXPECT_FAIL(tf_program_run(e, pp, in_ov, 2, out13, 1), TF_ERR_INVALID_ARGUMENT,
                    "outputs");
        EXPECT_MSG_CONTAINS("inputs[0]");
        drop(&O13);
      }
      tf_tensor_release(xo);
    }
    assert_true(is_canary(O.buf, O.bytes));
    CHECK_OK(tf_program_run(e, pp, in, 2, out, 1));
    assert_true(bytes_equal(O.t, O2.t));
  }
  tf_prepared_release(pp);
  drop(&X); drop(&W); drop(&O); drop(&Xf); drop(&W5); drop(&O2); drop(&Ow); drop(&X3);
  tf_engine_destroy(e);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(ops_match_direct),   cmocka_unit_test(chain_storage),
      cmocka_unit_test(acc_in_place),       cmocka_unit_test(outputs_special),
      cmocka_unit_test(output_chains),
      cmocka_unit_test(dead_values),        cmocka_unit_test(specialise_once),
      cmocka_unit_test(graph_equals_immediate), cmocka_unit_test(other_engine),
      cmocka_unit_test(run_alloc),          cmocka_unit_test(bad_record),
      cmocka_unit_test(bad_prepare),        cmocka_unit_test(bad_run),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
