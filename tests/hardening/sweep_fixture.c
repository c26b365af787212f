/* sweep_fixture.c -- valid values for the NULL sweep (see sweep.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sweep.h"

const tf_scalar sweep_one = {1.0, 0.0};

const tf_einsum_options* sweep_max_plus_options(void) {
  static tf_einsum_options o;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.semiring = TF_SEMIRING_MAX_PLUS;
  return &o;
}
const tf_scalar sweep_zero = {0.0, 0.0};

static int ok(tf_status st, const char* what) {
  if (st == TF_OK) return 1;
  fprintf(stderr, "sweep fixture: %s failed: %s %s\n", what, tf_status_name(st),
          tf_last_error());
  return 0;
}

static void dl_count_legacy(tf_dl_managed_tensor* m) { ++((sweep_fx*)m->manager_ctx)->dl_deleted; }
static void dl_count_versioned(tf_dl_managed_tensor_versioned* m) {
  ++((sweep_fx*)m->manager_ctx)->dl_deleted;
}

static void dl_fill(sweep_fx* fx, tf_dl_tensor* t) {
  memset(t, 0, sizeof *t);
  t->data = fx->dldata;
  t->device.device_type = TF_DL_CPU;
  t->ndim = 2;
  t->dtype.code = TF_DL_FLOAT;
  t->dtype.bits = 64;
  t->dtype.lanes = 1;
  t->shape = fx->shape;
}

tf_dl_managed_tensor* sweep_dl_legacy(sweep_fx* fx) {
  memset(&fx->dl, 0, sizeof fx->dl);
  dl_fill(fx, &fx->dl.dl_tensor);
  fx->dl.manager_ctx = fx;
  fx->dl.deleter = dl_count_legacy;
  return &fx->dl;
}

tf_dl_managed_tensor_versioned* sweep_dl_versioned(sweep_fx* fx) {
  memset(&fx->dlv, 0, sizeof fx->dlv);
  dl_fill(fx, &fx->dlv.dl_tensor);
  fx->dlv.version.major = TF_DLPACK_VERSION_MAJOR;
  fx->dlv.version.minor = TF_DLPACK_VERSION_MINOR;
  fx->dlv.manager_ctx = fx;
  fx->dlv.deleter = dl_count_versioned;
  return &fx->dlv;
}

void sweep_dl_free_legacy(tf_dl_managed_tensor* m) {
  if (m && m->deleter) m->deleter(m);
}
void sweep_dl_free_versioned(tf_dl_managed_tensor_versioned* m) {
  if (m && m->deleter) m->deleter(m);
}

static int make_program(sweep_fx* fx) {
  int32_t x, y;
  if (!ok(tf_program_create(&fx->program), "program")) return 0;
  if (!ok(tf_program_input(fx->program, TF_F64, 2, fx->shape, &x), "program input")) return 0;
  if (!ok(tf_program_matmul(fx->program, x, x, &y), "program matmul")) return 0;
  if (!ok(tf_program_output(fx->program, y), "program output")) return 0;
  if (x != 0 || y != 1) {
    fprintf(stderr, "sweep fixture: program slots %d %d, expected 0 1\n", x, y);
    return 0;
  }
  if (!ok(tf_program_prepare(fx->engine, fx->program, NULL, &fx->prepared), "prepare"))
    return 0;
  {
    /* The Krylov solvers' map x -> 2 x and tf_eigsh_into's outputs (k = 1). */
    static const int64_t w1[1] = {1}, v1[3] = {1, 2, 2};
    const tf_scalar two = {2, 0};
    tf_program* p = NULL;
    int32_t x2, y2;
    int good = ok(tf_program_create(&p), "map") &&
               ok(tf_program_input(p, TF_F64, 2, fx->shape, &x2), "map input") &&
               ok(tf_program_scale(p, two, x2, &y2), "map scale") &&
               ok(tf_program_output(p, y2), "map output") &&
               ok(tf_program_prepare(fx->engine, p, NULL, &fx->linear_map), "map prepare");
    tf_program_release(p);
    return good &&
           ok(tf_tensor_zeros(fx->engine, TF_F64, 1, w1, TF_ROW_MAJOR, &fx->eig_w), "eig_w") &&
           ok(tf_tensor_zeros(fx->engine, TF_F64, 3, v1, TF_ROW_MAJOR, &fx->eig_v), "eig_v");
  }
}

int sweep_fx_init(sweep_fx* fx) {
  static const double da[4] = {1, 2, 3, 4}, db[4] = {5, 6, 7, 8}, dspd[4] = {4, 1, 1, 3};
  static const int64_t vshape[1] = {2};
  memset(fx, 0, sizeof *fx);
  fx->perm[0] = 1;
  fx->perm[1] = 0;
  fx->axes0[0] = 0;
  fx->axes1[0] = 1;
  fx->piv[0] = 0;
  fx->piv[1] = 1;
  fx->lab_a[0] = 0;
  fx->lab_a[1] = 1;
  fx->lab_b[0] = 1;
  fx->lab_b[1] = 2;
  fx->out_labels[0] = 0;
  fx->out_labels[1] = 2;
  fx->labels[0] = fx->lab_a;
  fx->labels[1] = fx->lab_b;
  fx->stops[0] = fx->stops[1] = 2;
  fx->steps[0] = fx->steps[1] = 1;
  fx->alloc_out[0] = (tf_tensor*)SWEEP_SENTINEL;
  memcpy(fx->dldata, da, sizeof da);
  fx->shape[0] = fx->shape[1] = 2;
  fx->strides[0] = 2;
  fx->strides[1] = 1;
  memcpy(fx->wdata, da, sizeof da);
  memcpy(fx->src, db, sizeof db);
  if (!ok(tf_engine_create_serial(&fx->engine), "engine")) return 0;
  if (!ok(tf_plan_cache_create(NULL, &fx->cache), "plan cache")) return 0;
  if (!ok(tf_tensor_from_data(fx->engine, TF_F64, 2, fx->shape, NULL, da, TF_ROW_MAJOR, &fx->a),
          "a"))
    return 0;
  if (!ok(tf_tensor_from_data(fx->engine, TF_F64, 2, fx->shape, NULL, db, TF_ROW_MAJOR, &fx->b),
          "b"))
    return 0;
  if (!ok(tf_tensor_zeros(fx->engine, TF_F64, 2, fx->shape, TF_ROW_MAJOR, &fx->c), "c"))
    return 0;
  if (!ok(tf_tensor_zeros(fx->engine, TF_F64, 2, fx->shape, TF_ROW_MAJOR, &fx->spare), "spare"))
    return 0;
  if (!ok(tf_tensor_wrap(TF_F64, 2, fx->shape, NULL, fx->wdata, &fx->wrapped), "wrapped"))
    return 0;
  if (!ok(tf_tensor_zeros(fx->engine, TF_F64, 2, fx->shape, TF_ROW_MAJOR, &fx->out2), "out2"))
    return 0;
  if (!ok(tf_tensor_zeros(fx->engine, TF_F64, 2, fx->shape, TF_ROW_MAJOR, &fx->out3), "out3"))
    return 0;
  if (!ok(tf_tensor_zeros(fx->engine, TF_F64, 1, vshape, TF_ROW_MAJOR, &fx->vec), "vec"))
    return 0;
  if (!ok(tf_tensor_zeros(fx->engine, TF_F64, 0, NULL, TF_ROW_MAJOR, &fx->scal), "scal"))
    return 0;
  if (!ok(tf_tensor_from_data(fx->engine, TF_F64, 2, fx->shape, NULL, dspd, TF_ROW_MAJOR,
                              &fx->spd),
          "spd"))
    return 0;
  fx->outputs[0] = fx->c;
  if (!make_program(fx)) return 0;
  {
    const tf_tensor* ab[2] = {fx->a, fx->b};
    if (!ok(tf_einsum_path_create(fx->engine, "ij,jk->ik", 2, ab, NULL, &fx->path), "einsum path"))
      return 0;
  }
  fx->tensors[0] = fx->a;
  fx->tensors[1] = fx->b;
  fx->tensors[2] = fx->c;
  fx->tensors[3] = fx->wrapped;
  {
    const int32_t u1 = TF_SYMMETRY_U1;
    const int64_t charges[2] = {0, 1}, dims[2] = {1, 1}, flux = 0;
    if (!ok(tf_symmetry_create(1, &u1, NULL, &fx->sym), "symmetry")) return 0;
    if (!ok(tf_symmetry_create(1, &u1, NULL, &fx->spare_sym), "spare symmetry")) return 0;
    if (!ok(tf_leg_create(fx->sym, TF_LEG_IN, 2, charges, dims, &fx->leg_in), "leg in"))
      return 0;
    if (!ok(tf_leg_create(fx->sym, TF_LEG_OUT, 2, charges, dims, &fx->leg_out), "leg out"))
      return 0;
    if (!ok(tf_leg_create(fx->sym, TF_LEG_OUT, 2, charges, dims, &fx->spare_leg), "spare leg"))
      return 0;
    fx->legs[0] = fx->leg_in;
    fx->legs[1] = fx->leg_out;
    if (!ok(tf_bsparse_random(fx->engine, TF_F64, 2, fx->legs, &flux, 1, &fx->bs_a), "bs_a") ||
        !ok(tf_bsparse_random(fx->engine, TF_F64, 2, fx->legs, &flux, 2, &fx->bs_b), "bs_b") ||
        !ok(tf_bsparse_zeros(fx->engine, TF_F64, 2, fx->legs, &flux, &fx->bs_out), "bs_out") ||
        !ok(tf_bsparse_zeros(fx->engine, TF_F64, 2, fx->legs, &flux, &fx->spare_bs), "spare") ||
        !ok(tf_bsparse_flip(fx->engine, fx->bs_a, 0, &fx->bs_flip), "bs_flip") ||
        !ok(tf_bsparse_conj(fx->engine, fx->bs_a, &fx->bs_conj), "bs_conj"))
      return 0;
    {
      const int64_t bq[2] = {0, -1};
      tf_leg *bin = NULL, *bout = NULL;
      int good = ok(tf_leg_create(fx->sym, TF_LEG_IN, 2, bq, dims, &bin), "bond in") &&
                 ok(tf_leg_create(fx->sym, TF_LEG_OUT, 2, bq, dims, &bout), "bond out");
      if (good) {
        const tf_leg* ul[2] = {fx->leg_in, bin};
        const tf_leg* vl[2] = {bout, fx->leg_out};
        good = ok(tf_bsparse_zeros(fx->engine, TF_F64, 2, ul, &flux, &fx->bs_u), "bs_u") &&
               ok(tf_bsparse_zeros(fx->engine, TF_F64, 2, vl, &flux, &fx->bs_vh), "bs_vh");
      }
      tf_leg_release(bin);
      tf_leg_release(bout);
      if (!good) return 0;
    }
  }
  return 1;
}

void sweep_fx_free(sweep_fx* fx) {
  int i;
  for (i = fx->ndefer - 1; i >= 0; --i) fx->defer_fn[i](fx->defer_ptr[i]);
  tf_tensor_release(fx->a);
  tf_tensor_release(fx->b);
  tf_tensor_release(fx->c);
  tf_tensor_release(fx->spare);
  tf_tensor_release(fx->wrapped);
  tf_tensor_release(fx->out2);
  tf_tensor_release(fx->out3);
  tf_tensor_release(fx->vec);
  tf_tensor_release(fx->scal);
  tf_tensor_release(fx->spd);
  if (fx->alloc_out[0] != (tf_tensor*)SWEEP_SENTINEL) tf_tensor_release(fx->alloc_out[0]);
  tf_prepared_release(fx->prepared);
  tf_prepared_release(fx->linear_map);
  tf_tensor_release(fx->eig_w);
  tf_tensor_release(fx->eig_v);
  tf_einsum_path_release(fx->path);
  tf_bsparse_release(fx->bs_a);
  tf_bsparse_release(fx->bs_b);
  tf_bsparse_release(fx->bs_out);
  tf_bsparse_release(fx->bs_flip);
  tf_bsparse_release(fx->bs_conj);
  tf_bsparse_release(fx->bs_u);
  tf_bsparse_release(fx->bs_vh);
  tf_bsparse_release(fx->spare_bs);
  tf_leg_release(fx->leg_in);
  tf_leg_release(fx->leg_out);
  tf_leg_release(fx->spare_leg);
  tf_symmetry_release(fx->sym);
  tf_symmetry_release(fx->spare_sym);
  tf_program_release(fx->program);
  tf_plan_cache_release(fx->cache);
  tf_engine_destroy(fx->engine);
  memset(fx, 0, sizeof *fx);
}

tf_engine* sweep_take_engine(sweep_fx* fx) {
  /* The engine goes to the callee; tensors it made stay valid. */
  tf_engine* e = fx->engine;
  fx->engine = NULL;
  return e;
}

tf_tensor* sweep_take_tensor(sweep_fx* fx) {
  tf_tensor* t = fx->spare;
  fx->spare = NULL;
  return t;
}

tf_plan_cache* sweep_take_cache(sweep_fx* fx) {
  tf_plan_cache* c = fx->cache;
  fx->cache = NULL;
  return c;
}

tf_program* sweep_take_program(sweep_fx* fx) {
  tf_program* p = fx->program;
  fx->program = NULL;
  return p;
}

tf_einsum_path* sweep_take_path(sweep_fx* fx) {
  tf_einsum_path* p = fx->path;
  fx->path = NULL;
  return p;
}

tf_symmetry* sweep_take_symmetry(sweep_fx* fx) {
  tf_symmetry* p = fx->spare_sym;
  fx->spare_sym = NULL;
  return p;
}

tf_leg* sweep_take_leg(sweep_fx* fx) {
  tf_leg* p = fx->spare_leg;
  fx->spare_leg = NULL;
  return p;
}

tf_bsparse* sweep_take_bsparse(sweep_fx* fx) {
  tf_bsparse* p = fx->spare_bs;
  fx->spare_bs = NULL;
  return p;
}

const void* sweep_path_bytes(sweep_fx* fx, size_t* size) {
  static unsigned char buf[SWEEP_BUF];
  size_t n = 0;
  if (tf_einsum_path_write(fx->path, buf, sizeof buf, &n) != TF_OK) n = 0;
  if (size) *size = n;
  return buf;
}

tf_prepared* sweep_take_prepared(sweep_fx* fx) {
  tf_prepared* p = fx->prepared;
  fx->prepared = NULL;
  return p;
}

/* The fixture's output tensors, in a fixed order, for sweep_snapshot. */
static tf_tensor** snap_tensors(sweep_fx* fx, int* n) {
  static tf_tensor* t[8];
  t[0] = fx->a;
  t[1] = fx->b;
  t[2] = fx->c;
  t[3] = fx->out2;
  t[4] = fx->out3;
  t[5] = fx->vec;
  t[6] = fx->scal;
  t[7] = fx->wrapped;
  *n = 8;
  return t;
}

void sweep_snapshot(sweep_fx* fx, double* snap) {
  int n, i;
  tf_tensor** t = snap_tensors(fx, &n);
  memset(snap, 0, SWEEP_SNAP * sizeof(double));
  for (i = 0; i < n; ++i)
    if (t[i]) tf_tensor_read(t[i], TF_ROW_MAJOR, snap + 4 * i, 4 * sizeof(double));
}

int sweep_unchanged(sweep_fx* fx, const double* snap) {
  double now[SWEEP_SNAP];
  sweep_snapshot(fx, now);
  return memcmp(now, snap, sizeof now) == 0;
}

void sweep_defer(sweep_fx* fx, void* p, void (*fn)(void*)) {
  if (fx->ndefer < SWEEP_MAX_DEFER) {
    fx->defer_ptr[fx->ndefer] = p;
    fx->defer_fn[fx->ndefer] = fn;
    ++fx->ndefer;
  }
}

static void sweep_release_tensor(void* p) { tf_tensor_release((tf_tensor*)p); }

/* A new zero f64 tensor of rank 0 or 1 (extent 2) over its own memory, made
 * without the engine (the misuse sweep holds the engine while it builds a
 * call's arguments). */
tf_tensor* sweep_fresh(sweep_fx* fx, int32_t rank) {
  static const int64_t two[1] = {2};
  tf_tensor* t = NULL;
  double* data;
  if (fx->ndefer + 2 > SWEEP_MAX_DEFER) return NULL;
  data = calloc(2, sizeof(double));
  if (!data) return NULL;
  sweep_defer(fx, data, free);
  if (tf_tensor_wrap(TF_F64, rank, rank ? two : NULL, NULL, data, &t) != TF_OK) return NULL;
  sweep_defer(fx, t, sweep_release_tensor);
  return t;
}

tf_tensor* sweep_fresh_c(sweep_fx* fx, int32_t rank) {
  static const int64_t two[2] = {2, 2};
  tf_tensor* t = NULL;
  double* data;
  if (fx->ndefer + 2 > SWEEP_MAX_DEFER) return NULL;
  data = calloc(8, sizeof(double));
  if (!data) return NULL;
  sweep_defer(fx, data, free);
  if (rank == 2) data[0] = data[6] = 1.0; /* the identity: a regular eigenvector matrix */
  if (tf_tensor_wrap(TF_C128, rank, two, NULL, data, &t) != TF_OK) return NULL;
  sweep_defer(fx, t, sweep_release_tensor);
  return t;
}

void sweep_expect(sweep_check* chk, int good, const char* what) {
  if (good) return;
  ++chk->failures;
  fprintf(stderr, "FAIL %s: %s\n", chk->where ? chk->where : "?", what);
}
