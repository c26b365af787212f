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
#define SWEEP_ELEM_CASE 2000     /* SWEEP_ELEM_CASE + i: element 0 of array i NULL */
#define SWEEP_FIELD_CASE 3000    /* + 16 * i + j: enum field j of options i bad */
#define SWEEP_BAD_ENUM 0x7A5A5   /* outside every tenferro enum */
#define SWEEP_MAX_DEFER 16

typedef struct sweep_fx {
  tf_engine* engine;        /* serial engine */
  tf_plan_cache* cache;     /* a plan cache (not the engine's) */
  tf_tensor *a, *b, *c;     /* 2x2 f64 engine-owned: a, b data; c zeros */
  tf_tensor *out2, *out3;   /* 2x2 f64 zeros: more outputs */
  tf_tensor* vec;           /* (2) f64 zeros: singular values, eigenvalues, ... */
  tf_tensor* scal;          /* rank-0 f64 zero: determinant */
  tf_tensor* spd;           /* 2x2 f64 symmetric positive definite */
  tf_tensor* wrapped;       /* 2x2 f64 wrapping wdata */
  tf_tensor* spare;         /* handed to tf_tensor_release */
  tf_tensor* tensors[4];    /* {a, b, c, wrapped} for array arguments */
  tf_tensor* outputs[1];    /* {c}: outputs of a program run */
  tf_tensor* alloc_out[1];  /* run_alloc results (sentinel until set) */
  tf_program* program;      /* x (2x2 f64) -> slot 0; x @ x -> slot 1, output */
  tf_prepared* prepared;    /* program prepared on engine */
  tf_prepared* linear_map;  /* x (2x2 f64) -> 2 x, prepared: the Krylov solvers' map */
  tf_tensor *eig_w, *eig_v; /* (1) and (1, 2, 2) f64 zeros: tf_eigsh_into outputs */
  tf_einsum_path* path;     /* "ij,jk->ik" on a, b (tf_einsum_path_create) */
  int32_t perm[2];          /* {1, 0} */
  int32_t axes0[1], axes1[1];
  int32_t piv[2];           /* {0, 1}: no interchange */
  int32_t lab_a[2], lab_b[2], out_labels[2]; /* ij,jk->ik as integers */
  const int32_t* labels[2];
  int64_t starts[2], stops[2], steps[2];
  tf_dl_managed_tensor dl;                /* DLPack inputs over dldata */
  tf_dl_managed_tensor_versioned dlv;
  double dldata[4];
  int dl_deleted;           /* calls of the DLPack input deleters */
  double wdata[4];
  double src[4];
  int64_t shape[2];
  int64_t strides[2];
  /* Block-sparse (section 16): U(1); legs in / out with charges {0, 1} of
   * dims {1, 1}; bs_a, bs_b random with legs (in, out), flux 0, f64 (their
   * dense tensors are 2x2); bs_out zeros of that structure; bs_flip and
   * bs_conj: the structures of flip (leg 0) and conj of bs_a (_into
   * outputs); bs_u, bs_vh: the factors of bs_a split after leg 0 (bond
   * charges {0, -1}: svd_into / qr_into outputs); spare_* handed to the
   * release functions. */
  tf_symmetry* sym;
  tf_leg *leg_in, *leg_out;
  const tf_leg* legs[2];
  tf_bsparse *bs_a, *bs_b, *bs_out, *bs_flip, *bs_conj, *bs_u, *bs_vh;
  tf_symmetry* spare_sym;
  tf_leg* spare_leg;
  tf_bsparse* spare_bs;
  int ndefer;
  void* defer_ptr[SWEEP_MAX_DEFER];
  void (*defer_fn[SWEEP_MAX_DEFER])(void*);
} sweep_fx;

typedef struct sweep_check {
  int failures;
  const char* where; /* "function(arg=NULL)" being checked */
  char msg[512];     /* tf_last_error() right after the call */
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
  /* Further failing cases: an enum argument out of range ("enum"), an enum
   * field of an options struct out of range ("field"), NULL as element 0
   * of a pointer array ("element"). Each must give TF_ERR_INVALID_ARGUMENT
   * with a message naming bad_name. */
  int nbad;
  int bad_code[SWEEP_MAX_PTRS]; /* the null_arg value selecting the case */
  const char* bad_name[SWEEP_MAX_PTRS];
  const char* bad_kind[SWEEP_MAX_PTRS];
} sweep_entry;

extern const sweep_entry sweep_table[];
extern const size_t sweep_count;
extern const tf_scalar sweep_one;
/* Einsum options selecting max-plus (the semiring-only entry points). */
const tf_einsum_options* sweep_max_plus_options(void);
extern const tf_scalar sweep_zero;

int sweep_fx_init(sweep_fx* fx);
void sweep_fx_free(sweep_fx* fx);
tf_engine* sweep_take_engine(sweep_fx* fx);
tf_tensor* sweep_take_tensor(sweep_fx* fx);
tf_plan_cache* sweep_take_cache(sweep_fx* fx);
tf_program* sweep_take_program(sweep_fx* fx);
tf_prepared* sweep_take_prepared(sweep_fx* fx);
tf_einsum_path* sweep_take_path(sweep_fx* fx);
tf_symmetry* sweep_take_symmetry(sweep_fx* fx);
tf_leg* sweep_take_leg(sweep_fx* fx);
tf_bsparse* sweep_take_bsparse(sweep_fx* fx);
/* fx->path written by tf_einsum_path_write into a static buffer; *size
 * (if non-NULL) gets its byte count. */
const void* sweep_path_bytes(sweep_fx* fx, size_t* size);
/* A DLPack input over fx->dldata (2x2 f64) whose deleter counts into
 * fx->dl_deleted; and how an exported tensor is given back (its deleter). */
tf_dl_managed_tensor* sweep_dl_legacy(sweep_fx* fx);
tf_dl_managed_tensor_versioned* sweep_dl_versioned(sweep_fx* fx);
void sweep_dl_free_legacy(tf_dl_managed_tensor* m);
void sweep_dl_free_versioned(tf_dl_managed_tensor_versioned* m);
/* Registers p to be given back with fn when the fixture is freed. */
/* Contents of every fixture tensor (inputs and outputs), to check that a
 * failing call wrote nothing: SWEEP_SNAP doubles. */
#define SWEEP_SNAP 32
void sweep_snapshot(sweep_fx* fx, double* snap);
int sweep_unchanged(sweep_fx* fx, const double* snap);
void sweep_defer(sweep_fx* fx, void* p, void (*fn)(void*));
/* A fresh f64 zero tensor of shape (2) (rank 1) or () (rank 0), released
 * with the fixture: vector and scalar operands of the derivative rules. */
tf_tensor* sweep_fresh(sweep_fx* fx, int32_t rank);
/* A fresh c128 tensor: zeros of shape (2) (rank 1) or the 2x2 identity
 * (rank 2), released with the fixture: tf_eig's results and their rules. */
tf_tensor* sweep_fresh_c(sweep_fx* fx, int32_t rank);
void sweep_expect(sweep_check* chk, int ok, const char* what);

#endif
