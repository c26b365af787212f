/*
 * sweep.h -- the NULL sweep's fixture and table (see gen_null_sweep.py).
 *
 * Every exported function gets a generated call_<name>(fx, null_arg, chk):
 * it builds valid arguments from the fixture, replaces argument null_arg
 * with NULL (-1: none), calls the function, checks that a failing call left
 * every output untouched, and gives back whatever a successful call made.
 */
#ifndef TENFERRO_SWEEP_H
#define TENFERRO_SWEEP_H

#include <stddef.h>
#include <stdint.h>

#include "tenferro.h"

#define SWEEP_BUF 512
#define SWEEP_SENTINEL ((uintptr_t)0x5157u)
#define SWEEP_NO_STATUS ((tf_status)-1000)
#if defined(__GNUC__)
#define SWEEP_ALIGNED __attribute__((aligned(64)))
#else
#define SWEEP_ALIGNED
#endif
#define SWEEP_MAX_PTRS 16
#define SWEEP_ENUM_CASE 1000     /* null_arg = SWEEP_ENUM_CASE + i: enum i bad */
#define SWEEP_BAD_ENUM 0x7A5A5   /* outside every tenferro enum */
#define SWEEP_MAX_DEFER 16

typedef struct sweep_fx {
  tf_engine* engine;        /* serial engine */
  tf_plan_cache* cache;     /* a plan cache (not the engine's) */
  tf_tensor *a, *b, *c;     /* 2x2 f64 engine-owned: a, b data; c zeros */
  tf_tensor* wrapped;       /* 2x2 f64 wrapping wdata */
  tf_tensor* spare;         /* handed to tf_tensor_release */
  tf_tensor* tensors[4];    /* {a, b, c, wrapped} for array arguments */
  double wdata[4];
  double src[4];
  int64_t shape[2];
  int64_t strides[2];
  int ndefer;
  void* defer_ptr[SWEEP_MAX_DEFER];
  void (*defer_fn[SWEEP_MAX_DEFER])(void*);
} sweep_fx;

typedef struct sweep_check {
  int failures;
  const char* where; /* "function(arg=NULL)" being checked */
} sweep_check;

enum sweep_kind {
  SWEEP_STATUS,    /* returns tf_status */
  SWEEP_VOID,      /* returns nothing: release/destroy, NULL must be a no-op */
  SWEEP_VALUE,     /* returns a value, pointers must be documented nullable */
  SWEEP_UNHANDLED, /* the generator could not build a call: the test fails */
  SWEEP_EXCEPTION  /* listed in EXCEPTIONS with a reason: skipped */
};

typedef struct sweep_entry {
  const char* name;
  int kind;
  tf_status (*call)(sweep_fx* fx, int null_arg, sweep_check* chk);
  int nptrs;
  int ptr_index[SWEEP_MAX_PTRS];
  const char* ptr_name[SWEEP_MAX_PTRS];
  int nullable[SWEEP_MAX_PTRS];
  int takes_mutable_engine; /* has a non-const tf_engine* argument */
  const char* reason;       /* UNHANDLED / EXCEPTION */
  int nenums;               /* enum arguments: each also tried out of range */
  int enum_index[SWEEP_MAX_PTRS];
  const char* enum_name[SWEEP_MAX_PTRS];
} sweep_entry;

extern const sweep_entry sweep_table[];
extern const size_t sweep_count;
extern const tf_scalar sweep_one;

int sweep_fx_init(sweep_fx* fx);
void sweep_fx_free(sweep_fx* fx);
tf_engine* sweep_take_engine(sweep_fx* fx);
tf_tensor* sweep_take_tensor(sweep_fx* fx);
tf_plan_cache* sweep_take_cache(sweep_fx* fx);
/* Registers p to be given back with fn when the fixture is freed. */
void sweep_defer(sweep_fx* fx, void* p, void (*fn)(void*));
void sweep_expect(sweep_check* chk, int ok, const char* what);

#endif
