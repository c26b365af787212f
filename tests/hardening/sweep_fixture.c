/* sweep_fixture.c -- valid values for the NULL sweep (see sweep.h). */
#include <stdio.h>
#include <string.h>

#include "sweep.h"

const tf_scalar sweep_one = {1.0, 0.0};

static int ok(tf_status st, const char* what) {
  if (st == TF_OK) return 1;
  fprintf(stderr, "sweep fixture: %s failed: %s %s\n", what, tf_status_name(st),
          tf_last_error());
  return 0;
}

int sweep_fx_init(sweep_fx* fx) {
  static const double da[4] = {1, 2, 3, 4}, db[4] = {5, 6, 7, 8};
  memset(fx, 0, sizeof *fx);
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
  fx->tensors[0] = fx->a;
  fx->tensors[1] = fx->b;
  fx->tensors[2] = fx->c;
  fx->tensors[3] = fx->wrapped;
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

void sweep_defer(sweep_fx* fx, void* p, void (*fn)(void*)) {
  if (fx->ndefer < SWEEP_MAX_DEFER) {
    fx->defer_ptr[fx->ndefer] = p;
    fx->defer_fn[fx->ndefer] = fn;
    ++fx->ndefer;
  }
}

void sweep_expect(sweep_check* chk, int good, const char* what) {
  if (good) return;
  ++chk->failures;
  fprintf(stderr, "FAIL %s: %s\n", chk->where ? chk->where : "?", what);
}
