/*
 * autodiff_test.c -- the derivative rules of tenferro.h section 11.
 *
 * One table of cases (an operation with fixed parameters and input shapes).
 * For each case, dtype (f64, c128) and operand layout (contiguous,
 * transposed views, step-2 strided views), at a random point x with random
 * tangents t and a random cotangent c of the result:
 *   fd   = (L(x + h t) - L(x - h t)) / 2h with L(x) = Re<c, f(x)>
 *          (a complex t perturbs real and imaginary parts together);
 *   jvp  = Re<c, JVP(x; t)>                 must match fd;
 *   vjp  = sum_i Re<t_i, VJP(x; c)_i>       must match jvp (dot-product
 *          identity, to rounding) and fd;
 *   per input i: the rule with only t_i (others NULL) and only d_i wanted
 *          (others NULL) satisfies the same identity;
 *   the _into forms give the allocating forms' values bit for bit.
 * Then: ties of max/min, the bad-input sweep of every entry point, and the
 * engine statistics of warm _into calls on a serial engine.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "test_util.h"

#define MAXIN 4

/* ------------------------------------------------------------ cases */

typedef enum Kind {
  K_EINSUM, K_EINSUM_LABELS, K_TENSORDOT, K_MATMUL,
  K_UNARY, K_SCALE, K_BINARY, K_AXPBY, K_CAST, K_REDUCE, K_DOT, K_VDOT,
  K_PERMUTE, K_RESHAPE, K_SLICE, K_CONTIGUOUS
} Kind;

typedef struct Case {
  const char* name;
  Kind kind;
  int nin;
  int ndim[MAXIN];
  int64_t shape[MAXIN][6];
  /* parameters */
  const char* sub;                 /* einsum */
  int32_t labels[MAXIN][6];        /* einsum labels */
  int32_t out_ndim;
  int32_t out_labels[6];
  uint8_t conj[MAXIN];
  int32_t naxes;                   /* tensordot */
  int32_t axes_a[4], axes_b[4];
  int32_t op_a, op_b;              /* matmul */
  int32_t op;                      /* unary, binary, reduce op */
  int positive;                    /* inputs with real (and imaginary) parts in [0.5, 1.5] */
  int real_only;                   /* skip complex dtypes */
  tf_scalar alpha, beta;           /* scale, axpby */
  int32_t axes[4];                 /* reduce: naxes in .naxes (-1: NULL, all) */
  int32_t keepdims;
  int32_t perm[6];                 /* permute */
  int64_t rshape[6];               /* reshape: out_ndim axes */
  int32_t order;
  int64_t starts[6], stops[6], steps[6]; /* slice */
} Case;

static const Case kCases[] = {
  {"einsum matmul", K_EINSUM, 2, {2, 2}, {{3, 4}, {4, 5}}, "ij,jk->ik"},
  {"einsum conj", K_EINSUM, 2, {2, 2}, {{3, 4}, {4, 5}}, "ij,jk->ik", .conj = {1, 0}},
  {"einsum conj both", K_EINSUM, 2, {2, 2}, {{3, 4}, {4, 2}}, "ij,jk->ki", .conj = {1, 1}},
  {"einsum batch", K_EINSUM, 2, {3, 3}, {{2, 3, 4}, {2, 4, 3}}, "bij,bjk->bik"},
  {"einsum trace", K_EINSUM, 1, {2}, {{4, 4}}, "ii->"},
  {"einsum diag", K_EINSUM, 1, {3}, {{3, 2, 3}}, "iji->ij"},
  {"einsum diag product", K_EINSUM, 2, {2, 2}, {{3, 3}, {3, 2}}, "ii,ij->j"},
  {"einsum sum axis", K_EINSUM, 2, {3, 1}, {{2, 3, 4}, {4}}, "ijk,k->i"},
  {"einsum ellipsis broadcast", K_EINSUM, 2, {3, 3}, {{2, 1, 3}, {1, 4, 3}}, "...i,...i->..."},
  {"einsum ellipsis matmul", K_EINSUM, 2, {3, 2}, {{2, 3, 4}, {4, 2}}, "...ij,jk->...ik"},
  {"einsum outer", K_EINSUM, 2, {1, 2}, {{3}, {2, 2}}, "i,jk->ijk"},
  {"einsum implicit", K_EINSUM, 2, {2, 2}, {{3, 4}, {4, 2}}, "ij,jk"},
  {"einsum mps site", K_EINSUM, 4, {3, 3, 4, 3}, {{3, 2, 3}, {3, 2, 3}, {2, 2, 2, 2}, {3, 2, 3}},
   "axc,ctd,xyst,byd->asb", .conj = {0, 0, 0, 0}},
  {"einsum scalar and vector", K_EINSUM, 2, {0, 1}, {{0}, {3}}, ",i->i"},
  {"einsum labels", K_EINSUM_LABELS, 3, {2, 2, 2}, {{3, 4}, {4, 2}, {2, 3}}, NULL,
   {{7, 100}, {100, 5}, {5, 9}}, 2, {9, 7}, .conj = {0, 1, 0}},
  {"einsum labels implicit", K_EINSUM_LABELS, 2, {2, 2}, {{3, 3}, {3, 2}}, NULL,
   {{1, 1}, {1, 2}}, -1, {0}},
  {"tensordot", K_TENSORDOT, 2, {3, 3}, {{2, 3, 4}, {4, 3, 2}}, .naxes = 2,
   .axes_a = {1, 2}, .axes_b = {1, 0}},
  {"tensordot conj", K_TENSORDOT, 2, {2, 3}, {{3, 4}, {2, 4, 3}}, .naxes = 1,
   .axes_a = {-1}, .axes_b = {1}, .conj = {1, 1}},
  {"tensordot outer", K_TENSORDOT, 2, {1, 2}, {{3}, {2, 2}}, .naxes = 0, .conj = {0, 1}},
  {"matmul NN", K_MATMUL, 2, {2, 2}, {{3, 4}, {4, 5}}, .op_a = TF_OP_N, .op_b = TF_OP_N},
  {"matmul TN", K_MATMUL, 2, {2, 2}, {{4, 3}, {4, 5}}, .op_a = TF_OP_T, .op_b = TF_OP_N},
  {"matmul NC", K_MATMUL, 2, {2, 2}, {{3, 4}, {5, 4}}, .op_a = TF_OP_N, .op_b = TF_OP_C},
  {"matmul CT", K_MATMUL, 2, {2, 2}, {{4, 3}, {5, 4}}, .op_a = TF_OP_C, .op_b = TF_OP_T},
  {"matmul batch", K_MATMUL, 2, {3, 3}, {{2, 3, 4}, {2, 4, 2}}, .op_a = TF_OP_N, .op_b = TF_OP_N},
  {"matmul broadcast", K_MATMUL, 2, {4, 3}, {{2, 1, 4, 3}, {3, 4, 2}}, .op_a = TF_OP_C,
   .op_b = TF_OP_N},
  {"matmul broadcast rank", K_MATMUL, 2, {2, 3}, {{3, 4}, {2, 2, 4}}, .op_a = TF_OP_N,
   .op_b = TF_OP_C},
  {"unary neg", K_UNARY, 1, {2}, {{3, 4}}, .op = TF_UNARY_NEG},
  {"unary conj", K_UNARY, 1, {2}, {{3, 4}}, .op = TF_UNARY_CONJ},
  {"unary abs", K_UNARY, 1, {2}, {{3, 4}}, .op = TF_UNARY_ABS},
  {"unary real", K_UNARY, 1, {2}, {{3, 4}}, .op = TF_UNARY_REAL},
  {"unary imag", K_UNARY, 1, {2}, {{3, 4}}, .op = TF_UNARY_IMAG},
  {"unary exp", K_UNARY, 1, {2}, {{3, 4}}, .op = TF_UNARY_EXP},
  {"unary log", K_UNARY, 1, {2}, {{3, 4}}, .op = TF_UNARY_LOG, .positive = 1},
  {"unary sqrt", K_UNARY, 1, {2}, {{3, 4}}, .op = TF_UNARY_SQRT, .positive = 1},
  {"unary sin", K_UNARY, 1, {2}, {{3, 4}}, .op = TF_UNARY_SIN},
  {"unary cos", K_UNARY, 1, {2}, {{3, 4}}, .op = TF_UNARY_COS},
  {"unary tanh", K_UNARY, 1, {2}, {{3, 4}}, .op = TF_UNARY_TANH},
  {"unary reciprocal", K_UNARY, 1, {2}, {{3, 4}}, .op = TF_UNARY_RECIPROCAL, .positive = 1},
  {"scale", K_SCALE, 1, {3}, {{2, 3, 2}}, .alpha = {0.7, -1.3}},
  {"binary add broadcast", K_BINARY, 2, {2, 3}, {{3, 1}, {2, 1, 4}}, .op = TF_BINARY_ADD},
  {"binary sub broadcast", K_BINARY, 2, {1, 2}, {{4}, {3, 4}}, .op = TF_BINARY_SUB},
  {"binary mul broadcast", K_BINARY, 2, {3, 2}, {{2, 3, 4}, {1, 4}}, .op = TF_BINARY_MUL},
  {"binary mul scalar", K_BINARY, 2, {2, 0}, {{2, 3}, {0}}, .op = TF_BINARY_MUL},
  {"binary div broadcast", K_BINARY, 2, {2, 2}, {{3, 4}, {3, 1}}, .op = TF_BINARY_DIV,
   .positive = 1},
  {"binary max broadcast", K_BINARY, 2, {2, 1}, {{3, 4}, {4}}, .op = TF_BINARY_MAX,
   .real_only = 1},
  {"binary min", K_BINARY, 2, {2, 2}, {{3, 4}, {3, 4}}, .op = TF_BINARY_MIN, .real_only = 1},
  {"axpby broadcast", K_AXPBY, 2, {2, 2}, {{3, 4}, {1, 4}}, .alpha = {0.5, 2.0},
   .beta = {-1.5, 0.25}},
  {"cast to c128", K_CAST, 1, {2}, {{3, 4}}},
  {"reduce sum all", K_REDUCE, 1, {3}, {{2, 3, 4}}, .op = TF_REDUCE_SUM, .naxes = -1},
  {"reduce sum axes", K_REDUCE, 1, {3}, {{2, 3, 4}}, .op = TF_REDUCE_SUM, .naxes = 2,
   .axes = {0, -1}},
  {"reduce mean keepdims", K_REDUCE, 1, {3}, {{2, 3, 4}}, .op = TF_REDUCE_MEAN, .naxes = 1,
   .axes = {1}, .keepdims = 1},
  {"reduce max", K_REDUCE, 1, {2}, {{3, 5}}, .op = TF_REDUCE_MAX, .naxes = 1, .axes = {1},
   .real_only = 1},
  {"reduce min all", K_REDUCE, 1, {2}, {{3, 5}}, .op = TF_REDUCE_MIN, .naxes = -1,
   .real_only = 1},
  {"reduce frobenius", K_REDUCE, 1, {3}, {{2, 3, 4}}, .op = TF_REDUCE_FROBENIUS, .naxes = 2,
   .axes = {0, 2}},
  {"reduce frobenius all keepdims", K_REDUCE, 1, {2}, {{3, 4}}, .op = TF_REDUCE_FROBENIUS,
   .naxes = -1, .keepdims = 1},
  {"dot", K_DOT, 2, {2, 2}, {{3, 4}, {3, 4}}},
  {"vdot", K_VDOT, 2, {2, 2}, {{3, 4}, {3, 4}}},
  {"permute", K_PERMUTE, 1, {3}, {{2, 3, 4}}, .perm = {2, 0, 1}},
  {"reshape row", K_RESHAPE, 1, {3}, {{2, 3, 4}}, .out_ndim = 2, .rshape = {6, 4},
   .order = TF_ROW_MAJOR},
  {"reshape col", K_RESHAPE, 1, {2}, {{4, 6}}, .out_ndim = 3, .rshape = {2, 2, 6},
   .order = TF_COL_MAJOR},
  {"slice", K_SLICE, 1, {2}, {{5, 6}}, .starts = {1, 0}, .stops = {5, 5}, .steps = {2, 1}},
  {"contiguous", K_CONTIGUOUS, 1, {2}, {{3, 4}}, .order = TF_COL_MAJOR},
};
#define NCASES (sizeof kCases / sizeof kCases[0])

/* --------------------------------------------------------- dispatch */

static const int32_t* axes_of(const Case* c) { return c->naxes < 0 ? NULL : c->axes; }
static int32_t naxes_of(const Case* c) { return c->naxes < 0 ? 0 : c->naxes; }

static tf_status scalar_tensor(tf_engine* e, const tf_tensor* like, tf_scalar v, tf_tensor** y) {
  tf_dtype dt;
  double buf[2] = {v.re, v.im};
  tf_tensor_dtype(like, &dt);
  return tf_tensor_from_data(e, dt, 0, NULL, NULL, buf, TF_ROW_MAJOR, y);
}

static tf_scalar tensor_scalar(const tf_tensor* t) {
  double buf[2] = {0, 0};
  tf_scalar s;
  tf_dtype dt;
  tf_tensor_dtype(t, &dt);
  CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, buf, tf_dtype_size(dt)));
  s.re = buf[0];
  s.im = dt == TF_C128 ? buf[1] : 0;
  return s;
}

static tf_status fwd(tf_engine* e, const Case* c, tf_tensor* const* x, tf_tensor** y) {
  tf_einsum_options o = {sizeof o, c->conj, NULL, 0, 0, 0};
  const int32_t* lab[MAXIN];
  int i;
  for (i = 0; i < MAXIN; ++i) lab[i] = c->labels[i];
  switch (c->kind) {
    case K_UNARY: return tf_unary(e, (tf_unary_op)c->op, x[0], y);
    case K_SCALE: return tf_scale(e, c->alpha, x[0], y);
    case K_BINARY: return tf_binary(e, (tf_binary_op)c->op, x[0], x[1], y);
    case K_AXPBY: return tf_axpby(e, c->alpha, x[0], c->beta, x[1], y);
    case K_CAST: return tf_cast(e, x[0], TF_C128, y);
    case K_REDUCE:
      return tf_reduce(e, (tf_reduce_op)c->op, x[0], naxes_of(c), axes_of(c), c->keepdims, y);
    case K_DOT: case K_VDOT: {
      tf_scalar v;
      tf_status st = c->kind == K_DOT ? tf_dot(e, x[0], x[1], &v) : tf_vdot(e, x[0], x[1], &v);
      return st ? st : scalar_tensor(e, x[0], v, y);
    }
    case K_PERMUTE: return tf_permute(e, x[0], c->perm, y);
    case K_RESHAPE: return tf_reshape(e, x[0], c->out_ndim, c->rshape, (tf_layout)c->order, y);
    case K_SLICE: {
      tf_tensor* v;
      tf_status st = tf_slice_view(x[0], c->starts, c->stops, c->steps, &v);
      if (st) return st;
      st = tf_contiguous(e, v, TF_ROW_MAJOR, y);
      tf_tensor_release(v);
      return st;
    }
    case K_CONTIGUOUS: return tf_contiguous(e, x[0], (tf_layout)c->order, y);
    case K_EINSUM:
      return tf_einsum(e, c->sub, c->nin, (const tf_tensor* const*)x, &o, y);
    case K_EINSUM_LABELS:
      return tf_einsum_labels(e, c->nin, (const tf_tensor* const*)x, lab, c->out_ndim,
                              c->out_labels, &o, y);
    case K_TENSORDOT:
      return tf_tensordot(e, x[0], x[1], c->naxes, c->axes_a, c->axes_b, c->conj[0], c->conj[1],
                          y);
    case K_MATMUL: {
      /* tf_matmul_acc needs an output: make it from a plain product's shape */
      tf_tensor* t;
      tf_status st;
      int64_t sh[8];
      int32_t nd;
      tf_dtype dt;
      tf_tensor *ta = NULL, *tb = NULL;
      int32_t pa[6], pb[6], k;
      int32_t na, nb;
      tf_tensor_ndim(x[0], &na);
      tf_tensor_ndim(x[1], &nb);
      for (k = 0; k < na; ++k) pa[k] = k;
      for (k = 0; k < nb; ++k) pb[k] = k;
      if (c->op_a != TF_OP_N) { pa[na - 2] = na - 1; pa[na - 1] = na - 2; }
      if (c->op_b != TF_OP_N) { pb[nb - 2] = nb - 1; pb[nb - 1] = nb - 2; }
      tf_permute_view(x[0], pa, &ta);
      tf_permute_view(x[1], pb, &tb);
      st = tf_matmul(e, ta, tb, &t);
      tf_tensor_release(ta);
      tf_tensor_release(tb);
      if (st) return st;
      tf_tensor_ndim(t, &nd);
      tf_tensor_shape(t, sh);
      tf_tensor_dtype(t, &dt);
      tf_tensor_release(t);
      CHECK_OK(tf_tensor_zeros(e, dt, nd, sh, TF_ROW_MAJOR, y));
      {
        tf_scalar one = {1, 0}, zero = {0, 0};
        return tf_matmul_acc(e, (tf_op)c->op_a, x[0], (tf_op)c->op_b, x[1], one, zero, *y);
      }
    }
  }
  return TF_ERR_INTERNAL;
}

/* d[i] NULL: not wanted. into: use the _into form on tensors made here. */
static tf_status vjp(tf_engine* e, const Case* c, tf_tensor* const* x, const tf_tensor* ct,
                     tf_tensor** d, const int* want, int into) {
  tf_einsum_options o = {sizeof o, c->conj, NULL, 0, 0, 0};
  const int32_t* lab[MAXIN];
  tf_tensor** dp[MAXIN];
  tf_tensor* di[MAXIN];
  int i;
  for (i = 0; i < MAXIN; ++i) {
    lab[i] = c->labels[i];
    dp[i] = (i < c->nin && want[i]) ? &d[i] : NULL;
    di[i] = NULL;
  }
  if (into)
    for (i = 0; i < c->nin; ++i)
      if (want[i]) {
        int32_t nd;
        int64_t sh[8];
        tf_dtype dt;
        tf_tensor_ndim(x[i], &nd);
        tf_tensor_shape(x[i], sh);
        tf_tensor_dtype(x[i], &dt);
        /* column-major targets: _into takes any strides */
        CHECK_OK(tf_tensor_empty(e, dt, nd, sh, TF_COL_MAJOR, &d[i]));
        di[i] = d[i];
      }
  switch (c->kind) {
#define PICK(f, ...) (into ? f##_into(__VA_ARGS__, di[0]) : f(__VA_ARGS__, dp[0]))
#define PICK2(f, ...) (into ? f##_into(__VA_ARGS__, di[0], di[1]) : f(__VA_ARGS__, dp[0], dp[1]))
    case K_UNARY: return PICK(tf_unary_vjp, e, (tf_unary_op)c->op, x[0], ct);
    case K_SCALE: return PICK(tf_scale_vjp, e, c->alpha, x[0], ct);
    case K_BINARY: return PICK2(tf_binary_vjp, e, (tf_binary_op)c->op, x[0], x[1], ct);
    case K_AXPBY: return PICK2(tf_axpby_vjp, e, c->alpha, x[0], c->beta, x[1], ct);
    case K_CAST: return PICK(tf_cast_vjp, e, x[0], TF_C128, ct);
    case K_REDUCE:
      return PICK(tf_reduce_vjp, e, (tf_reduce_op)c->op, x[0], naxes_of(c), axes_of(c),
                  c->keepdims, ct);
    case K_DOT: return PICK2(tf_dot_vjp, e, x[0], x[1], tensor_scalar(ct));
    case K_VDOT: return PICK2(tf_vdot_vjp, e, x[0], x[1], tensor_scalar(ct));
    case K_PERMUTE: return PICK(tf_permute_vjp, e, x[0], c->perm, ct);
    case K_RESHAPE:
      return PICK(tf_reshape_vjp, e, x[0], c->out_ndim, c->rshape, (tf_layout)c->order, ct);
    case K_SLICE: return PICK(tf_slice_vjp, e, x[0], c->starts, c->stops, c->steps, ct);
    case K_CONTIGUOUS: return PICK(tf_contiguous_vjp, e, x[0], (tf_layout)c->order, ct);
#undef PICK
#undef PICK2
    case K_EINSUM:
      return into ? tf_einsum_vjp_into(e, c->sub, c->nin, (const tf_tensor* const*)x, &o, ct, di)
                  : tf_einsum_vjp(e, c->sub, c->nin, (const tf_tensor* const*)x, &o, ct, dp);
    case K_EINSUM_LABELS:
      return into ? tf_einsum_labels_vjp_into(e, c->nin, (const tf_tensor* const*)x, lab,
                                              c->out_ndim, c->out_labels, &o, ct, di)
                  : tf_einsum_labels_vjp(e, c->nin, (const tf_tensor* const*)x, lab, c->out_ndim,
                                         c->out_labels, &o, ct, dp);
    case K_TENSORDOT:
      return into ? tf_tensordot_vjp_into(e, x[0], x[1], c->naxes, c->axes_a, c->axes_b,
                                          c->conj[0], c->conj[1], ct, di[0], di[1])
                  : tf_tensordot_vjp(e, x[0], x[1], c->naxes, c->axes_a, c->axes_b, c->conj[0],
                                     c->conj[1], ct, dp[0], dp[1]);
    case K_MATMUL:
      return into ? tf_matmul_vjp_into(e, (tf_op)c->op_a, x[0], (tf_op)c->op_b, x[1], ct, di[0],
                                       di[1])
                  : tf_matmul_vjp(e, (tf_op)c->op_a, x[0], (tf_op)c->op_b, x[1], ct, dp[0],
                                  dp[1]);
  }
  return TF_ERR_INTERNAL;
}

static tf_status jvp(tf_engine* e, const Case* c, tf_tensor* const* x,
                     const tf_tensor* const* t, tf_tensor** dy, const tf_tensor* like,
                     int into) {
  tf_einsum_options o = {sizeof o, c->conj, NULL, 0, 0, 0};
  const int32_t* lab[MAXIN];
  int i;
  for (i = 0; i < MAXIN; ++i) lab[i] = c->labels[i];
  if (into) {
    int32_t nd;
    int64_t sh[8];
    tf_dtype dt;
    tf_tensor_ndim(like, &nd);
    tf_tensor_shape(like, sh);
    tf_tensor_dtype(like, &dt);
    CHECK_OK(tf_tensor_empty(e, dt, nd, sh, TF_COL_MAJOR, dy));
  }
  switch (c->kind) {
#define PICK(f, ...) (into ? f##_into(__VA_ARGS__, *dy) : f(__VA_ARGS__, dy))
    case K_UNARY: return PICK(tf_unary_jvp, e, (tf_unary_op)c->op, x[0], t[0]);
    case K_SCALE: return PICK(tf_scale_jvp, e, c->alpha, x[0], t[0]);
    case K_BINARY: return PICK(tf_binary_jvp, e, (tf_binary_op)c->op, x[0], x[1], t[0], t[1]);
    case K_AXPBY: return PICK(tf_axpby_jvp, e, c->alpha, x[0], c->beta, x[1], t[0], t[1]);
    case K_CAST: return PICK(tf_cast_jvp, e, x[0], TF_C128, t[0]);
    case K_REDUCE:
      return PICK(tf_reduce_jvp, e, (tf_reduce_op)c->op, x[0], naxes_of(c), axes_of(c),
                  c->keepdims, t[0]);
#undef PICK
    case K_DOT: case K_VDOT: {
      tf_scalar v;
      tf_status st = c->kind == K_DOT ? tf_dot_jvp(e, x[0], x[1], t[0], t[1], &v)
                                      : tf_vdot_jvp(e, x[0], x[1], t[0], t[1], &v);
      tf_tensor* r;
      if (st) return st;
      CHECK_OK(scalar_tensor(e, x[0], v, &r));
      if (into) { CHECK_OK(tf_copy_into(e, r, *dy)); tf_tensor_release(r); }
      else *dy = r;
      return TF_OK;
    }
    case K_PERMUTE: case K_RESHAPE: case K_SLICE: case K_CONTIGUOUS: {
      /* linear: the JVP is the operation on the tangent (tf_X_jvp does not exist) */
      tf_tensor* r;
      const tf_tensor* tt = t[0];
      if (!tt) {
        tf_tensor* z = NULL;
        int32_t nd; int64_t sh[8]; tf_dtype dt;
        tf_tensor_ndim(x[0], &nd); tf_tensor_shape(x[0], sh); tf_tensor_dtype(x[0], &dt);
        CHECK_OK(tf_tensor_zeros(e, dt, nd, sh, TF_ROW_MAJOR, &z));
        CHECK_OK(fwd(e, c, &z, &r));
        tf_tensor_release(z);
      } else {
        CHECK_OK(fwd(e, c, (tf_tensor* const*)&tt, &r));
      }
      if (into) { CHECK_OK(tf_copy_into(e, r, *dy)); tf_tensor_release(r); }
      else *dy = r;
      return TF_OK;
    }
    case K_EINSUM:
      return into ? tf_einsum_jvp_into(e, c->sub, c->nin, (const tf_tensor* const*)x, &o, t, *dy)
                  : tf_einsum_jvp(e, c->sub, c->nin, (const tf_tensor* const*)x, &o, t, dy);
    case K_EINSUM_LABELS:
      return into ? tf_einsum_labels_jvp_into(e, c->nin, (const tf_tensor* const*)x, lab,
                                              c->out_ndim, c->out_labels, &o, t, *dy)
                  : tf_einsum_labels_jvp(e, c->nin, (const tf_tensor* const*)x, lab, c->out_ndim,
                                         c->out_labels, &o, t, dy);
    case K_TENSORDOT:
      return into ? tf_tensordot_jvp_into(e, x[0], x[1], c->naxes, c->axes_a, c->axes_b,
                                          c->conj[0], c->conj[1], t[0], t[1], *dy)
                  : tf_tensordot_jvp(e, x[0], x[1], c->naxes, c->axes_a, c->axes_b, c->conj[0],
                                     c->conj[1], t[0], t[1], dy);
    case K_MATMUL:
      return into ? tf_matmul_jvp_into(e, (tf_op)c->op_a, x[0], (tf_op)c->op_b, x[1], t[0], t[1],
                                       *dy)
                  : tf_matmul_jvp(e, (tf_op)c->op_a, x[0], (tf_op)c->op_b, x[1], t[0], t[1], dy);
  }
  return TF_ERR_INTERNAL;
}

/* ---------------------------------------------------------- helpers */

static uint64_t rng = 88172645463325252ull;
static double urand(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (double)(rng >> 11) / 9007199254740992.0 * 2.0 - 1.0;
}

static int is_complex(tf_dtype d) { return d == TF_C64 || d == TF_C128; }

static int64_t numel_of(const tf_tensor* t) {
  int64_t n;
  tf_tensor_numel(t, &n);
  return n;
}

/* The elements of t as doubles (complex: re, im pairs), row-major; malloc'd. */
static double* read_all(const tf_tensor* t, int64_t* count) {
  tf_dtype dt;
  int64_t n = numel_of(t);
  size_t bytes;
  double* buf;
  tf_tensor_dtype(t, &dt);
  bytes = (size_t)(n > 0 ? n : 1) * tf_dtype_size(dt);
  buf = (double*)malloc(bytes);
  CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, buf, bytes));
  *count = n * (is_complex(dt) ? 2 : 1);
  return buf;
}

/* Re<a, b> = Re sum conj(a) b over row-major elements: for (re, im) pairs
 * this is the plain sum of products of the doubles. */
static double re_inner(const tf_tensor* a, const tf_tensor* b) {
  int64_t na, nb, i;
  double *x = read_all(a, &na), *y = read_all(b, &nb), s = 0;
  assert_int_equal(na, nb);
  for (i = 0; i < na; ++i) s += x[i] * y[i];
  free(x);
  free(y);
  return s;
}

/* A random tensor of dtype and shape in a layout: 0 contiguous row-major,
 * 1 a transposed view (all axes reversed), 2 a view with step 2 on the
 * last axis. lo/hi: the range of each real component. */
static tf_tensor* random_tensor(tf_engine* e, tf_dtype dt, int nd, const int64_t* shape,
                                int layout, double lo, double hi) {
  int64_t sh[8], n = 1;
  int32_t perm[8];
  int i;
  tf_tensor *base, *v = NULL;
  double* buf;
  int64_t starts[8] = {0}, stops[8], steps[8];
  for (i = 0; i < nd; ++i) sh[i] = shape[i];
  if (layout == 1)
    for (i = 0; i < nd; ++i) sh[i] = shape[nd - 1 - i];
  if (layout == 2 && nd > 0) sh[nd - 1] = 2 * shape[nd - 1];
  for (i = 0; i < nd; ++i) n *= sh[i];
  buf = (double*)malloc(sizeof(double) * 2 * (size_t)(n > 0 ? n : 1));
  for (i = 0; i < (is_complex(dt) ? 2 : 1) * n; ++i)
    buf[i] = lo + (hi - lo) * 0.5 * (urand() + 1.0);
  CHECK_OK(tf_tensor_from_data(e, dt, nd, sh, NULL, buf, TF_ROW_MAJOR, &base));
  free(buf);
  if (layout == 0 || nd == 0) return base;
  if (layout == 1) {
    for (i = 0; i < nd; ++i) perm[i] = nd - 1 - i;
    CHECK_OK(tf_permute_view(base, perm, &v));
  } else {
    for (i = 0; i < nd; ++i) { stops[i] = sh[i]; steps[i] = 1; }
    steps[nd - 1] = 2;
    CHECK_OK(tf_slice_view(base, starts, stops, steps, &v));
  }
  tf_tensor_release(base);
  return v;
}

static tf_tensor* random_like(tf_engine* e, const tf_tensor* like) {
  int32_t nd;
  int64_t sh[8];
  tf_dtype dt;
  tf_tensor_ndim(like, &nd);
  tf_tensor_shape(like, sh);
  tf_tensor_dtype(like, &dt);
  return random_tensor(e, dt, nd, sh, 0, -1, 1);
}

/* L(x + s t) = Re<c, f(x + s t)> */
static double loss_at(tf_engine* e, const Case* c, tf_tensor* const* x, tf_tensor* const* t,
                      double s, const tf_tensor* ct) {
  tf_tensor* xs[MAXIN];
  tf_tensor* y;
  tf_scalar one = {1, 0}, h = {s, 0};
  double v;
  int i;
  for (i = 0; i < c->nin; ++i) CHECK_OK(tf_axpby(e, one, x[i], h, t[i], &xs[i]));
  CHECK_OK(fwd(e, c, xs, &y));
  v = re_inner(ct, y);
  tf_tensor_release(y);
  for (i = 0; i < c->nin; ++i) tf_tensor_release(xs[i]);
  return v;
}

static void expect_close(double got, double want, double rtol, const char* what,
                         const char* name, const char* dts, int layout) {
  double scale = fabs(want) > 1 ? fabs(want) : 1;
  if (!(fabs(got - want) <= rtol * scale)) {
    print_error("%s [%s, %s, layout %d]: %s = %.15g, expected %.15g\n", name, dts,
                what, layout, what, got, want);
    fail();
  }
}

static void expect_same(const tf_tensor* a, const tf_tensor* b, const char* what) {
  int64_t na, nb, i;
  double *x = read_all(a, &na), *y = read_all(b, &nb);
  assert_int_equal(na, nb);
  for (i = 0; i < na; ++i)
    if (fabs(x[i] - y[i]) > 1e-12 * (1 + fabs(x[i]))) {
      print_error("%s: element %lld differs: %.17g vs %.17g\n", what, (long long)i, x[i], y[i]);
      fail();
    }
  free(x);
  free(y);
}

/* ------------------------------------------------------------- tests */

static void run_case(tf_engine* e, const Case* c, tf_dtype dt, int layout) {
  const char* dts = dt == TF_F64 ? "f64" : "c128";
  tf_tensor *x[MAXIN] = {0}, *t[MAXIN] = {0}, *d[MAXIN] = {0}, *y, *ct, *dy;
  int want[MAXIN] = {1, 1, 1, 1};
  double fd, lj, lv, h = 1e-5;
  int i, k;
  for (i = 0; i < c->nin; ++i) {
    x[i] = random_tensor(e, dt, c->ndim[i], c->shape[i], layout, c->positive ? 0.5 : -1,
                         c->positive ? 1.5 : 1);
    t[i] = random_tensor(e, dt, c->ndim[i], c->shape[i], 0, -1, 1);
  }
  CHECK_OK(fwd(e, c, x, &y));
  ct = random_like(e, y);
  fd = (loss_at(e, c, x, t, h, ct) - loss_at(e, c, x, t, -h, ct)) / (2 * h);
  CHECK_OK(jvp(e, c, x, (const tf_tensor* const*)t, &dy, y, 0));
  lj = re_inner(ct, dy);
  CHECK_OK(vjp(e, c, x, ct, d, want, 0));
  lv = 0;
  for (i = 0; i < c->nin; ++i) lv += re_inner(t[i], d[i]);
  expect_close(lj, fd, 1e-6, "JVP vs finite differences", c->name, dts, layout);
  expect_close(lv, lj, 1e-11, "VJP vs JVP (dot-product identity)", c->name, dts, layout);
  /* _into forms: the same values */
  {
    tf_tensor *d2[MAXIN] = {0}, *dy2 = NULL;
    CHECK_OK(vjp(e, c, x, ct, d2, want, 1));
    for (i = 0; i < c->nin; ++i) {
      expect_same(d[i], d2[i], c->name);
      tf_tensor_release(d2[i]);
    }
    CHECK_OK(jvp(e, c, x, (const tf_tensor* const*)t, &dy2, y, 1));
    expect_same(dy, dy2, c->name);
    tf_tensor_release(dy2);
  }
  /* one input at a time: NULL tangents and NULL cotangent outputs */
  for (k = 0; k < c->nin; ++k) {
    const tf_tensor* tk[MAXIN] = {0};
    tf_tensor* dk[MAXIN] = {0};
    tf_tensor* dyk;
    int wk[MAXIN] = {0};
    tk[k] = t[k];
    wk[k] = 1;
    CHECK_OK(jvp(e, c, x, tk, &dyk, y, 0));
    CHECK_OK(vjp(e, c, x, ct, dk, wk, 0));
    for (i = 0; i < c->nin; ++i)
      if (i != k) assert_null(dk[i]);
    expect_close(re_inner(t[k], dk[k]), re_inner(ct, dyk), 1e-11, "single-input identity",
                 c->name, dts, layout);
    tf_tensor_release(dyk);
    tf_tensor_release(dk[k]);
  }
  /* every tangent NULL: a zero tangent */
  {
    tf_tensor* dz;
    int64_t n, j;
    double* z;
    const tf_tensor* none[MAXIN] = {0};
    CHECK_OK(jvp(e, c, x, none, &dz, y, 0));
    z = read_all(dz, &n);
    for (j = 0; j < n; ++j) assert_true(z[j] == 0.0);
    free(z);
    tf_tensor_release(dz);
  }
  for (i = 0; i < c->nin; ++i) {
    tf_tensor_release(x[i]);
    tf_tensor_release(t[i]);
    tf_tensor_release(d[i]);
  }
  tf_tensor_release(y);
  tf_tensor_release(ct);
  tf_tensor_release(dy);
}

static void test_rules_table(void** state) {
  tf_engine* e;
  size_t i;
  int layout;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  for (i = 0; i < NCASES; ++i)
    for (layout = 0; layout < 3; ++layout) {
      run_case(e, &kCases[i], TF_F64, layout);
      if (!kCases[i].real_only) run_case(e, &kCases[i], TF_C128, layout);
    }
  tf_engine_destroy(e);
}

/* ------------------------------------------------------------ ties */

static tf_tensor* from_doubles(tf_engine* e, int nd, const int64_t* shape, const double* v) {
  tf_tensor* t;
  CHECK_OK(tf_tensor_from_data(e, TF_F64, nd, shape, NULL, v, TF_ROW_MAJOR, &t));
  return t;
}

static void expect_values(const tf_tensor* t, const double* want, int64_t n) {
  int64_t m, i;
  double* v = read_all(t, &m);
  assert_int_equal(m, n);
  for (i = 0; i < n; ++i)
    if (fabs(v[i] - want[i]) > 1e-15) {
      print_error("element %lld: %.17g, expected %.17g\n", (long long)i, v[i], want[i]);
      fail();
    }
  free(v);
}

/* max/min share the cotangent equally among ties; the JVP is the mean of
 * the tied tangents, so the dot-product identity holds at ties too. */
static void test_ties(void** state) {
  tf_engine* e;
  const int64_t s23[2] = {2, 3}, s2[1] = {2}, s6[1] = {6};
  const double xv[6] = {1, 3, 3, 2, 2, 2}, ctv[2] = {6, 3}, tv[6] = {1, 2, 3, 4, 5, 6};
  const double want_dx[6] = {0, 3, 3, 1, 1, 1};
  const double yv[6] = {0, 3, 4, 2, 1, 9}, ct6[6] = {1, 1, 1, 1, 1, 1};
  const double want_bx[6] = {1, 0.5, 0, 0.5, 1, 0}, want_by[6] = {0, 0.5, 1, 0.5, 0, 1};
  const int32_t ax = 1;
  tf_tensor *x, *ct, *t, *dx, *dy, *y, *c6, *x6;
  double jv[2];
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  x = from_doubles(e, 2, s23, xv);
  ct = from_doubles(e, 1, s2, ctv);
  t = from_doubles(e, 2, s23, tv);
  CHECK_OK(tf_reduce_vjp(e, TF_REDUCE_MAX, x, 1, &ax, 0, ct, &dx));
  expect_values(dx, want_dx, 6);
  CHECK_OK(tf_reduce_jvp(e, TF_REDUCE_MAX, x, 1, &ax, 0, t, &dy));
  CHECK_OK(tf_tensor_read(dy, TF_ROW_MAJOR, jv, sizeof jv));
  assert_true(fabs(jv[0] - 2.5) < 1e-15 && fabs(jv[1] - 5.0) < 1e-15);
  tf_tensor_release(dx);
  tf_tensor_release(dy);
  /* binary max against y: ties split one half each */
  x6 = from_doubles(e, 1, s6, xv);
  y = from_doubles(e, 1, s6, yv);
  c6 = from_doubles(e, 1, s6, ct6);
  CHECK_OK(tf_binary_vjp(e, TF_BINARY_MAX, x6, y, c6, &dx, &dy));
  expect_values(dx, want_bx, 6);
  expect_values(dy, want_by, 6);
  tf_tensor_release(dx);
  tf_tensor_release(dy);
  tf_tensor_release(x);
  tf_tensor_release(x6);
  tf_tensor_release(y);
  tf_tensor_release(c6);
  tf_tensor_release(ct);
  tf_tensor_release(t);
  tf_engine_destroy(e);
}

/* ------------------------------------------------------- bad input */

/* An _into target filled with a pattern; untouched() checks it after a
 * failed call. */
static tf_tensor* canary_tensor(tf_engine* e, tf_dtype dt, int nd, const int64_t* shape) {
  tf_tensor* t;
  void* data;
  int64_t n;
  CHECK_OK(tf_tensor_empty(e, dt, nd, shape, TF_ROW_MAJOR, &t));
  CHECK_OK(tf_tensor_data(t, &data));
  CHECK_OK(tf_tensor_numel(t, &n));
  fill_canary(data, (size_t)n * tf_dtype_size(dt));
  return t;
}

static void untouched(const tf_tensor* t) {
  void* data;
  int64_t n;
  tf_dtype dt;
  CHECK_OK(tf_tensor_data(t, &data));
  CHECK_OK(tf_tensor_numel(t, &n));
  CHECK_OK(tf_tensor_dtype(t, &dt));
  assert_true(is_canary(data, (size_t)n * tf_dtype_size(dt)));
}

static void test_bad_input(void** state) {
  tf_engine* e;
  const int64_t s34[2] = {3, 4}, s45[2] = {4, 5}, s35[2] = {3, 5}, s33[2] = {3, 3};
  const int64_t s4[1] = {4};
  tf_tensor *a, *b, *ct, *ct_bad, *ct_c, *da, *db, *da_bad, *sentinel = (tf_tensor*)&state;
  tf_tensor *out = sentinel, *out2 = sentinel;
  const tf_tensor* ops[2];
  tf_tensor** dp[2];
  tf_tensor* di[2];
  tf_einsum_options trop = {sizeof trop, NULL, NULL, 0, 0, TF_SEMIRING_MAX_PLUS};
  tf_einsum_options small = {8, NULL, NULL, 0, 0, 0};
  const int32_t perm[2] = {1, 0}, bad_perm[2] = {0, 0}, ax = 5;
  const int64_t starts[2] = {0, 0}, stops[2] = {3, 9};
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  a = random_tensor(e, TF_F64, 2, s34, 0, -1, 1);
  b = random_tensor(e, TF_F64, 2, s45, 0, -1, 1);
  ct = random_tensor(e, TF_F64, 2, s35, 0, -1, 1);
  ct_bad = random_tensor(e, TF_F64, 2, s33, 0, -1, 1);
  ct_c = random_tensor(e, TF_C128, 2, s35, 0, -1, 1);
  da = canary_tensor(e, TF_F64, 2, s34);
  db = canary_tensor(e, TF_F64, 2, s45);
  da_bad = canary_tensor(e, TF_F64, 2, s45);
  ops[0] = a;
  ops[1] = b;
  dp[0] = &out;
  dp[1] = &out2;
  di[0] = da;
  di[1] = db;

  /* einsum */
  EXPECT_FAIL(tf_einsum_vjp(NULL, "ij,jk->ik", 2, ops, NULL, ct, dp), TF_ERR_INVALID_ARGUMENT,
              "engine");
  EXPECT_FAIL(tf_einsum_vjp(e, NULL, 2, ops, NULL, ct, dp), TF_ERR_INVALID_ARGUMENT,
              "subscripts");
  EXPECT_FAIL(tf_einsum_vjp(e, "ij,jk->ik", 2, NULL, NULL, ct, dp), TF_ERR_INVALID_ARGUMENT,
              "operands");
  EXPECT_FAIL(tf_einsum_vjp(e, "ij,jk->ik", 2, ops, NULL, NULL, dp), TF_ERR_INVALID_ARGUMENT,
              "grad_out");
  EXPECT_FAIL(tf_einsum_vjp(e, "ij,jk->ik", 2, ops, NULL, ct, NULL), TF_ERR_INVALID_ARGUMENT,
              "grad_operands");
  EXPECT_FAIL(tf_einsum_vjp(e, "ij,jk->ik", 0, ops, NULL, ct, dp), TF_ERR_INVALID_ARGUMENT,
              "n");
  EXPECT_FAIL(tf_einsum_vjp(e, "ij,jk->ik", 2, ops, NULL, ct_bad, dp), TF_ERR_SHAPE_MISMATCH,
              "grad_out");
  EXPECT_FAIL(tf_einsum_vjp(e, "ij,jk->ik", 2, ops, NULL, ct_c, dp), TF_ERR_DTYPE_MISMATCH,
              "grad_out");
  EXPECT_FAIL(tf_einsum_vjp(e, "ij,jk->ik", 2, ops, &trop, ct, dp), TF_ERR_UNSUPPORTED,
              "semiring");
  EXPECT_FAIL(tf_einsum_vjp(e, "ij,jk->ik", 2, ops, &small, ct, dp), TF_ERR_INVALID_ARGUMENT,
              "struct_size");
  EXPECT_FAIL(tf_einsum_vjp(e, "ik,jk->ij", 2, ops, NULL, ct, dp), TF_ERR_SHAPE_MISMATCH,
              "operands");
  assert_ptr_equal(out, sentinel);
  assert_ptr_equal(out2, sentinel);
  di[0] = da_bad;
  EXPECT_FAIL(tf_einsum_vjp_into(e, "ij,jk->ik", 2, ops, NULL, ct, di), TF_ERR_SHAPE_MISMATCH,
              "grad_operands");
  {
    const int64_t z[2] = {0, 0}, s[2] = {3, 4};
    tf_tensor* inside_b;
    CHECK_OK(tf_slice_view(b, z, s, NULL, &inside_b));
    di[0] = inside_b; /* overlaps an input */
    EXPECT_FAIL(tf_einsum_vjp_into(e, "ij,jk->ik", 2, ops, NULL, ct, di),
                TF_ERR_INVALID_ARGUMENT, "grad_operands");
    tf_tensor_release(inside_b);
  }
  di[0] = da;
  di[1] = da; /* two results in one place */
  EXPECT_FAIL(tf_einsum_vjp_into(e, "ij,jk->ik", 2, ops, NULL, ct, di), TF_ERR_SHAPE_MISMATCH,
              "grad_operands");
  di[1] = db;
  {
    const tf_tensor* tans[2] = {b, NULL}; /* wrong shape for operand 0 */
    EXPECT_FAIL(tf_einsum_jvp(e, "ij,jk->ik", 2, ops, NULL, tans, &out), TF_ERR_SHAPE_MISMATCH,
                "t_operands");
    EXPECT_FAIL(tf_einsum_jvp(e, "ij,jk->ik", 2, ops, NULL, tans, NULL), TF_ERR_INVALID_ARGUMENT,
                "t_out");
    EXPECT_FAIL(tf_einsum_jvp_into(e, "ij,jk->ik", 2, ops, NULL, NULL, (tf_tensor*)a),
                TF_ERR_SHAPE_MISMATCH, "t_out");
    assert_ptr_equal(out, sentinel);
  }
  {
    const int32_t la[2] = {0, 1}, lb[2] = {1, 2}, lo[2] = {0, 2};
    const int32_t* labels[2] = {la, lb};
    EXPECT_FAIL(tf_einsum_labels_vjp(e, 2, ops, NULL, 2, lo, NULL, ct, dp),
                TF_ERR_INVALID_ARGUMENT, "labels");
    EXPECT_FAIL(tf_einsum_labels_vjp_into(e, 2, ops, labels, 2, lo, NULL, ct_bad, di),
                TF_ERR_SHAPE_MISMATCH, "grad_out");
    EXPECT_FAIL(tf_einsum_labels_jvp(e, 2, ops, labels, 2, lo, &trop, NULL, &out),
                TF_ERR_UNSUPPORTED, "semiring");
    EXPECT_FAIL(tf_einsum_labels_jvp_into(e, 2, ops, labels, 2, lo, NULL, NULL, NULL),
                TF_ERR_INVALID_ARGUMENT, "t_out");
  }
  /* tensordot */
  {
    const int32_t xa = 1, xb = 0, xbad = 1;
    EXPECT_FAIL(tf_tensordot_vjp(e, a, NULL, 1, &xa, &xb, 0, 0, ct, &out, &out2),
                TF_ERR_INVALID_ARGUMENT, "b");
    EXPECT_FAIL(tf_tensordot_vjp(e, a, b, 1, &xa, &xbad, 0, 0, ct, &out, &out2),
                TF_ERR_SHAPE_MISMATCH, "axes_b");
    EXPECT_FAIL(tf_tensordot_vjp(e, a, b, 1, &xa, &xb, 0, 0, ct_c, &out, &out2),
                TF_ERR_DTYPE_MISMATCH, "grad_out");
    EXPECT_FAIL(tf_tensordot_vjp_into(e, a, b, 1, &xa, &xb, 0, 0, ct, da_bad, db),
                TF_ERR_SHAPE_MISMATCH, "grad_a");
    EXPECT_FAIL(tf_tensordot_vjp_into(e, a, b, 1, &xa, &xb, 0, 0, ct, da, (tf_tensor*)b),
                TF_ERR_INVALID_ARGUMENT, "grad_b");
    EXPECT_FAIL(tf_tensordot_jvp(e, a, b, 1, &xa, &xb, 0, 0, b, NULL, &out),
                TF_ERR_SHAPE_MISMATCH, "t_a");
    EXPECT_FAIL(tf_tensordot_jvp_into(e, a, b, 1, &xa, &xb, 0, 0, NULL, NULL, da),
                TF_ERR_SHAPE_MISMATCH, "t_out");
  }
  /* matmul */
  EXPECT_FAIL(tf_matmul_vjp(e, (tf_op)7, a, TF_OP_N, b, ct, &out, &out2),
              TF_ERR_INVALID_ARGUMENT, "op_a");
  EXPECT_FAIL(tf_matmul_vjp(e, TF_OP_T, a, TF_OP_N, b, ct, &out, &out2), TF_ERR_SHAPE_MISMATCH,
              "b");
  EXPECT_FAIL(tf_matmul_vjp(e, TF_OP_N, a, TF_OP_N, b, ct_bad, &out, &out2),
              TF_ERR_SHAPE_MISMATCH, "grad_out");
  EXPECT_FAIL(tf_matmul_vjp(e, TF_OP_N, a, TF_OP_N, b, NULL, &out, &out2),
              TF_ERR_INVALID_ARGUMENT, "grad_out");
  EXPECT_FAIL(tf_matmul_vjp_into(e, TF_OP_N, a, TF_OP_N, b, ct, (tf_tensor*)a, NULL),
              TF_ERR_INVALID_ARGUMENT, "grad_a");
  EXPECT_FAIL(tf_matmul_vjp_into(e, TF_OP_N, a, TF_OP_N, b, ct, da, da_bad == db ? db : da),
              TF_ERR_SHAPE_MISMATCH, "grad_b");
  EXPECT_FAIL(tf_matmul_jvp(e, TF_OP_N, a, TF_OP_N, b, NULL, a, &out), TF_ERR_SHAPE_MISMATCH,
              "t_b");
  EXPECT_FAIL(tf_matmul_jvp_into(e, TF_OP_N, a, TF_OP_N, b, NULL, NULL, (tf_tensor*)ct_c),
              TF_ERR_DTYPE_MISMATCH, "t_out");
  assert_ptr_equal(out, sentinel);
  assert_ptr_equal(out2, sentinel);
  untouched(da);
  untouched(db);
  untouched(da_bad);

  /* elementwise, reductions, layout */
  EXPECT_FAIL(tf_unary_vjp(e, (tf_unary_op)99, a, a, &out), TF_ERR_INVALID_ARGUMENT, "op");
  EXPECT_FAIL(tf_unary_vjp(e, TF_UNARY_EXP, a, b, &out), TF_ERR_SHAPE_MISMATCH, "grad_out");
  EXPECT_FAIL(tf_unary_vjp_into(e, TF_UNARY_EXP, a, a, (tf_tensor*)a), TF_ERR_INVALID_ARGUMENT,
              "grad_x");
  EXPECT_FAIL(tf_unary_jvp(e, TF_UNARY_EXP, a, ct_c, &out), TF_ERR_DTYPE_MISMATCH, "t_x");
  EXPECT_FAIL(tf_unary_jvp_into(e, TF_UNARY_EXP, a, NULL, db), TF_ERR_SHAPE_MISMATCH, "t_out");
  EXPECT_FAIL(tf_scale_vjp(e, (tf_scalar){2, 0}, a, NULL, &out), TF_ERR_INVALID_ARGUMENT,
              "grad_out");
  EXPECT_FAIL(tf_scale_jvp_into(e, (tf_scalar){2, 0}, a, b, da), TF_ERR_SHAPE_MISMATCH, "t_x");
  EXPECT_FAIL(tf_binary_vjp(e, TF_BINARY_MUL, a, b, ct, &out, &out2), TF_ERR_SHAPE_MISMATCH,
              "y");
  EXPECT_FAIL(tf_binary_vjp(e, TF_BINARY_MAX, ct_c, ct_c, ct_c, &out, &out2),
              TF_ERR_DTYPE_MISMATCH, "x");
  EXPECT_FAIL(tf_binary_vjp_into(e, TF_BINARY_MUL, a, a, a, da, da), TF_ERR_INVALID_ARGUMENT,
              "grad_y");
  EXPECT_FAIL(tf_binary_jvp(e, TF_BINARY_ADD, a, a, b, NULL, &out), TF_ERR_SHAPE_MISMATCH,
              "t_x");
  EXPECT_FAIL(tf_binary_jvp_into(e, TF_BINARY_ADD, a, a, NULL, NULL, (tf_tensor*)a),
              TF_ERR_INVALID_ARGUMENT, "t_out");
  EXPECT_FAIL(tf_axpby_vjp(e, (tf_scalar){1, 0}, a, (tf_scalar){1, 0}, a, ct, &out, &out2),
              TF_ERR_SHAPE_MISMATCH, "grad_out");
  EXPECT_FAIL(tf_axpby_jvp_into(e, (tf_scalar){1, 0}, a, (tf_scalar){1, 0}, a, NULL, NULL, db),
              TF_ERR_SHAPE_MISMATCH, "t_out");
  EXPECT_FAIL(tf_cast_vjp(e, ct_c, TF_F64, ct, &out), TF_ERR_DTYPE_MISMATCH, "dtype");
  EXPECT_FAIL(tf_cast_vjp(e, a, TF_C128, a, &out), TF_ERR_DTYPE_MISMATCH, "grad_out");
  EXPECT_FAIL(tf_cast_jvp_into(e, a, TF_C128, NULL, da), TF_ERR_DTYPE_MISMATCH, "t_out");
  EXPECT_FAIL(tf_reduce_vjp(e, TF_REDUCE_SUM, a, 1, &ax, 0, ct, &out), TF_ERR_INVALID_ARGUMENT,
              "axes");
  EXPECT_FAIL(tf_reduce_vjp(e, TF_REDUCE_PROD, a, 0, NULL, 0, ct, &out), TF_ERR_UNSUPPORTED,
              "op");
  EXPECT_FAIL(tf_reduce_vjp(e, TF_REDUCE_SUM, a, 0, NULL, 0, ct, &out), TF_ERR_SHAPE_MISMATCH,
              "grad_out");
  EXPECT_FAIL(tf_reduce_jvp_into(e, TF_REDUCE_SUM, a, 0, NULL, 1, NULL, da),
              TF_ERR_SHAPE_MISMATCH, "t_out");
  EXPECT_FAIL(tf_dot_vjp(e, a, b, (tf_scalar){1, 0}, &out, &out2), TF_ERR_SHAPE_MISMATCH, "y");
  EXPECT_FAIL(tf_vdot_vjp_into(e, a, a, (tf_scalar){1, 0}, da, da), TF_ERR_INVALID_ARGUMENT,
              "grad_y");
  EXPECT_FAIL(tf_dot_jvp(e, a, a, b, NULL, NULL), TF_ERR_INVALID_ARGUMENT, "t_out");
  EXPECT_FAIL(tf_permute_vjp(e, a, bad_perm, a, &out), TF_ERR_INVALID_ARGUMENT, "perm");
  EXPECT_FAIL(tf_permute_vjp(e, a, perm, a, &out), TF_ERR_SHAPE_MISMATCH, "grad_out");
  EXPECT_FAIL(tf_permute_vjp_into(e, a, perm, NULL, da), TF_ERR_INVALID_ARGUMENT, "grad_out");
  EXPECT_FAIL(tf_reshape_vjp(e, a, 1, s4, TF_ROW_MAJOR, a, &out), TF_ERR_SHAPE_MISMATCH,
              "shape");
  EXPECT_FAIL(tf_reshape_vjp_into(e, a, 2, s34, (tf_layout)5, a, da), TF_ERR_INVALID_ARGUMENT,
              "order");
  EXPECT_FAIL(tf_slice_vjp(e, a, starts, stops, NULL, a, &out), TF_ERR_INVALID_ARGUMENT,
              "stops");
  EXPECT_FAIL(tf_slice_vjp_into(e, a, starts, NULL, NULL, a, da), TF_ERR_INVALID_ARGUMENT,
              "stops");
  EXPECT_FAIL(tf_contiguous_vjp(e, a, TF_ROW_MAJOR, b, &out), TF_ERR_SHAPE_MISMATCH,
              "grad_out");
  EXPECT_FAIL(tf_contiguous_vjp_into(e, a, TF_ROW_MAJOR, a, (tf_tensor*)a),
              TF_ERR_INVALID_ARGUMENT, "grad_x");
  assert_ptr_equal(out, sentinel);
  assert_ptr_equal(out2, sentinel);
  untouched(da);
  untouched(db);

  tf_tensor_release(a);
  tf_tensor_release(b);
  tf_tensor_release(ct);
  tf_tensor_release(ct_bad);
  tf_tensor_release(ct_c);
  tf_tensor_release(da);
  tf_tensor_release(db);
  tf_tensor_release(da_bad);
  tf_engine_destroy(e);
}

/* ------------------------------------------------- engine statistics */

/* Warm _into rules on a serial engine: no buffer from the system allocator
 * (pool misses) and no parallel region. */
static void test_into_allocates_nothing(void** state) {
  tf_engine* e;
  const int64_t sL[3] = {16, 4, 16}, sA[3] = {16, 2, 16}, sW[4] = {4, 4, 2, 2};
  const int64_t s34[2] = {3, 4}, s45[2] = {4, 5}, s35[2] = {3, 5}, s4[1] = {4};
  tf_tensor *L, *A, *W, *R, *ct, *dA, *dL, *a, *b, *cm, *da, *db, *v, *cv, *dv, *dv2, *x,
      *dx, *cx, *cr, *cs, *cp;
  const int64_t s24[2] = {2, 4}, s43[2] = {4, 3};
  const int32_t perm[2] = {1, 0};
  const tf_tensor* ops[4];
  tf_tensor* di[4];
  tf_engine_stats st;
  const int32_t ax = 0;
  const int64_t starts[2] = {1, 0}, stops[2] = {3, 4};
  int rep;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  L = random_tensor(e, TF_C128, 3, sL, 0, -1, 1);
  A = random_tensor(e, TF_C128, 3, sA, 0, -1, 1);
  W = random_tensor(e, TF_C128, 4, sW, 0, -1, 1);
  R = random_tensor(e, TF_C128, 3, sL, 0, -1, 1);
  ct = random_tensor(e, TF_C128, 3, sA, 0, -1, 1);
  CHECK_OK(tf_tensor_empty(e, TF_C128, 3, sA, TF_ROW_MAJOR, &dA));
  CHECK_OK(tf_tensor_empty(e, TF_C128, 3, sL, TF_COL_MAJOR, &dL));
  a = random_tensor(e, TF_F64, 2, s34, 1, -1, 1);
  b = random_tensor(e, TF_F64, 2, s45, 2, -1, 1);
  cm = random_tensor(e, TF_F64, 2, s35, 0, -1, 1);
  CHECK_OK(tf_tensor_empty(e, TF_F64, 2, s34, TF_ROW_MAJOR, &da));
  CHECK_OK(tf_tensor_empty(e, TF_F64, 2, s45, TF_COL_MAJOR, &db));
  v = random_tensor(e, TF_C128, 1, s4, 0, -1, 1);
  x = random_tensor(e, TF_C128, 2, s34, 0, -1, 1);
  cv = random_tensor(e, TF_C128, 2, s34, 0, -1, 1);
  cx = random_tensor(e, TF_C128, 1, s4, 0, -1, 1);
  cr = random_tensor(e, TF_F64, 1, s4, 0, -1, 1);
  cs = random_tensor(e, TF_C128, 2, s24, 0, -1, 1);
  cp = random_tensor(e, TF_C128, 2, s43, 2, -1, 1);
  CHECK_OK(tf_tensor_empty(e, TF_C128, 1, s4, TF_ROW_MAJOR, &dv));
  CHECK_OK(tf_tensor_empty(e, TF_C128, 2, s34, TF_ROW_MAJOR, &dv2));
  CHECK_OK(tf_tensor_empty(e, TF_C128, 2, s34, TF_ROW_MAJOR, &dx));
  ops[0] = L; ops[1] = A; ops[2] = W; ops[3] = R;
  di[0] = dL; di[1] = dA; di[2] = NULL; di[3] = NULL;
  for (rep = 0; rep < 3; ++rep) {
    if (rep == 2) CHECK_OK(tf_engine_reset_stats(e));
    CHECK_OK(tf_einsum_vjp_into(e, "axc,ctd,xyst,byd->asb", 4, ops, NULL, ct, di));
    {
      const tf_tensor* tans[4] = {NULL, NULL, NULL, NULL};
      tans[1] = A;
      CHECK_OK(tf_einsum_jvp_into(e, "axc,ctd,xyst,byd->asb", 4, ops, NULL, tans, dA));
    }
    CHECK_OK(tf_matmul_vjp_into(e, TF_OP_N, a, TF_OP_N, b, cm, da, db));
    CHECK_OK(tf_binary_vjp_into(e, TF_BINARY_MUL, x, v, cv, dx, dv));
    CHECK_OK(tf_binary_vjp_into(e, TF_BINARY_DIV, x, v, cv, dx, dv));
    CHECK_OK(tf_unary_vjp_into(e, TF_UNARY_TANH, x, cv, dx));
    CHECK_OK(tf_reduce_vjp_into(e, TF_REDUCE_FROBENIUS, x, 1, &ax, 0, cr, dx));
    CHECK_OK(tf_reduce_vjp_into(e, TF_REDUCE_SUM, x, 1, &ax, 0, cx, dv2));
    CHECK_OK(tf_slice_vjp_into(e, x, starts, stops, NULL, cs, dx));
    CHECK_OK(tf_permute_vjp_into(e, x, perm, cp, dx));
  }
  st.struct_size = sizeof st;
  CHECK_OK(tf_engine_get_stats(e, &st));
  assert_true(st.calls > 0);
  if (st.pool_misses != 0 || st.parallel_regions != 0) {
    print_error("warm _into rules: %llu pool misses, %llu parallel regions\n",
                (unsigned long long)st.pool_misses, (unsigned long long)st.parallel_regions);
    fail();
  }
  tf_tensor_release(L); tf_tensor_release(A); tf_tensor_release(W); tf_tensor_release(R);
  tf_tensor_release(ct); tf_tensor_release(dA); tf_tensor_release(dL);
  tf_tensor_release(a); tf_tensor_release(b); tf_tensor_release(cm);
  tf_tensor_release(da); tf_tensor_release(db); tf_tensor_release(v);
  tf_tensor_release(cv); tf_tensor_release(dv); tf_tensor_release(dv2); tf_tensor_release(x);
  tf_tensor_release(dx); tf_tensor_release(cx); tf_tensor_release(cr);
  tf_tensor_release(cs); tf_tensor_release(cp);
  tf_engine_destroy(e);
}

int main(void) {
  const struct CMUnitTest tests[] = {
    cmocka_unit_test(test_rules_table),
    cmocka_unit_test(test_ties),
    cmocka_unit_test(test_bad_input),
    cmocka_unit_test(test_into_allocates_nothing),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
