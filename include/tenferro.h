/*
 * tenferro.h -- the whole public C API of tenferro, a CPU tensor engine for
 * tensor-network and scientific codes.
 *
 * Read this header top to bottom as the manual.
 *
 *   1. Conventions   status codes, ownership words, threads, versions
 *   2. Errors        tf_last_error and friends
 *   3. Plan caches   shareable, thread-safe caches of operation plans
 *   4. Engines       the value every operation takes first: thread budget,
 *                    buffer pool, plan cache, statistics
 *   5. Tensors       zero-copy views of caller memory and engine-owned tensors
 *   6. Operations    tf_<op> allocates its output, tf_<op>_into overwrites a
 *                    caller-owned output and allocates nothing,
 *                    tf_<op>_acc computes out = alpha*op(...) + beta*out
 *
 * Conventions
 *   - Every fallible function returns tf_status; TF_OK (0) is success.
 *     On failure, tf_last_error() says what was wrong (the argument, what was
 *     expected and what was given), and every out-parameter and output
 *     buffer is left exactly as it was.
 *   - "Owned by the caller" results must be given back with the matching
 *     release/destroy function. Release and destroy functions accept NULL.
 *   - Sizes are size_t, dimensions and strides are int64_t; strides count
 *     elements, not bytes. A complex element is one element.
 *   - Threads: a const handle may be shared between threads; a non-const
 *     handle is used by one thread at a time. An engine is used by one
 *     thread at a time (the caller serialises); different engines on
 *     different threads are independent. A plan cache may be shared by any
 *     number of engines on any threads. A tensor may be released from any
 *     thread and may outlive the engine that made it.
 *   - Options structs start with struct_size: set it to sizeof(the struct)
 *     you compiled against. Newer libraries accept older, smaller structs.
 *   - No C++ exception, abort or assertion ever leaves this API.
 */
#ifndef TENFERRO_H
#define TENFERRO_H

#include <stddef.h>
#include <stdint.h>

#if defined(_WIN32)
#define TF_API
#elif defined(__GNUC__)
#define TF_API __attribute__((visibility("default")))
#else
#define TF_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ======================================================================== */
/* 1. Conventions                                                           */
/* ======================================================================== */

/* Compile-time version. The ABI version (the soname) is the major version. */
#define TENFERRO_VERSION_MAJOR 1
#define TENFERRO_VERSION_MINOR 0
#define TENFERRO_VERSION_PATCH 0
#define TENFERRO_VERSION_NUMBER \
  (TENFERRO_VERSION_MAJOR * 10000 + TENFERRO_VERSION_MINOR * 100 + TENFERRO_VERSION_PATCH)

/* Largest rank a tensor may have. */
#define TF_MAX_RANK 16

/* Status codes: one per failure class. */
typedef int32_t tf_status;
enum {
  TF_OK = 0,
  TF_ERR_INVALID_ARGUMENT = 1, /* NULL, unknown enum, bad rank/dim/stride, ... */
  TF_ERR_SHAPE_MISMATCH = 2,   /* shapes of the arguments do not fit together */
  TF_ERR_DTYPE_MISMATCH = 3,   /* dtypes of the arguments do not fit together */
  TF_ERR_OUT_OF_MEMORY = 4,    /* an allocation failed */
  TF_ERR_UNSUPPORTED = 5,      /* valid request this build cannot do */
  TF_ERR_NUMERICAL = 6,        /* singular matrix, no convergence, ... */
  TF_ERR_INTERNAL = 7          /* a bug in tenferro: please report it */
};

/* Element types. Complex types store (real, imaginary) pairs. */
typedef enum tf_dtype {
  TF_F32 = 0,  /* float */
  TF_F64 = 1,  /* double */
  TF_C64 = 2,  /* complex64: two floats */
  TF_C128 = 3  /* complex128: two doubles */
} tf_dtype;

/* Contiguous memory orders. */
typedef enum tf_layout {
  TF_ROW_MAJOR = 0, /* last index varies fastest (C, NumPy default) */
  TF_COL_MAJOR = 1  /* first index varies fastest (Fortran, Julia) */
} tf_layout;

/* How an operand enters a matrix product. */
typedef enum tf_op {
  TF_OP_N = 0, /* as it is */
  TF_OP_T = 1, /* transposed (last two axes swapped) */
  TF_OP_C = 2  /* conjugate transposed (same as TF_OP_T for real dtypes) */
} tf_op;

/* A scalar of any dtype: real dtypes use re and ignore im. */
typedef struct tf_scalar {
  double re;
  double im;
} tf_scalar;

/* Runtime version: TENFERRO_VERSION_NUMBER of the loaded library. */
TF_API uint32_t tf_version(void);
/* Runtime version as "MAJOR.MINOR.PATCH"; static storage, never NULL. */
TF_API const char* tf_version_string(void);

/* ======================================================================== */
/* 2. Errors                                                                */
/* ======================================================================== */

/* The message of the last failed call on this thread, "" after a success.
 * Thread-local, static storage: valid until this thread's next tenferro call. */
TF_API const char* tf_last_error(void);

/* Copies the last error message (NUL-terminated, truncated to fit) into buf
 * of capacity cap and returns its full length without the NUL. With buf NULL
 * or cap 0 it copies nothing and only returns the length. */
TF_API size_t tf_last_error_copy(char* buf, size_t cap);

/* A short constant name for a status ("TF_ERR_SHAPE_MISMATCH"); never NULL. */
TF_API const char* tf_status_name(tf_status status);

/* ======================================================================== */
/* 3. Plan caches                                                           */
/* ======================================================================== */

/* A plan cache remembers how to run an operation for a given signature
 * (operation, dtypes, shapes, stride class, flags; never data or pointers).
 * It is bounded by entries and bytes and evicts least-recently-used plans.
 * It is thread-safe and reference counted: engines created with it keep it
 * alive, so the caller may release its own reference at any time. */
typedef struct tf_plan_cache tf_plan_cache;

typedef struct tf_plan_cache_options {
  size_t struct_size; /* sizeof(tf_plan_cache_options) */
  size_t max_entries; /* 0 = default (4096) */
  size_t max_bytes;   /* 0 = default (64 MiB) */
} tf_plan_cache_options;

/* Creates a plan cache; options may be NULL for defaults. The caller owns
 * *out and gives it back with tf_plan_cache_release. */
TF_API tf_status tf_plan_cache_create(const tf_plan_cache_options* options,
                                      tf_plan_cache** out);
/* Drops the caller's reference; NULL is fine. */
TF_API void tf_plan_cache_release(tf_plan_cache* cache);
/* Removes every plan from the cache. */
TF_API tf_status tf_plan_cache_clear(tf_plan_cache* cache);
/* Number of plans and bytes the cache holds now. Either out may be NULL. */
TF_API tf_status tf_plan_cache_size(const tf_plan_cache* cache, size_t* entries,
                                    size_t* bytes);

/* ======================================================================== */
/* 4. Engines                                                               */
/* ======================================================================== */

/* An engine owns a thread budget, a buffer pool and a plan cache handle. A
 * serial engine never enters a thread pool and keeps BLAS/LAPACK on the
 * calling thread: it is safe to use inside the caller's own thread pool. A
 * pooled engine gives a call more than one worker only when the call's work
 * pays for it. */
typedef struct tf_engine tf_engine;

typedef enum tf_engine_kind {
  TF_ENGINE_SERIAL = 0,
  TF_ENGINE_POOLED = 1
} tf_engine_kind;

typedef struct tf_engine_options {
  size_t struct_size;       /* sizeof(tf_engine_options) */
  tf_engine_kind kind;      /* TF_ENGINE_SERIAL or TF_ENGINE_POOLED */
  int32_t num_threads;      /* pooled only; 0 = TENFERRO_NUM_THREADS, else
                               OMP_NUM_THREADS, else all cores */
  tf_plan_cache* plan_cache;/* NULL = a private cache; else shared (the
                               engine takes its own reference) */
  size_t pool_max_bytes;    /* bytes the buffer pool may retain; 0 = the
                               TENFERRO_POOL_MAX_BYTES variable, else 256 MiB */
} tf_engine_options;

/* Creates a serial engine with a private plan cache. Caller owns *out. */
TF_API tf_status tf_engine_create_serial(tf_engine** out);
/* Creates a pooled engine with num_threads workers (0: TENFERRO_NUM_THREADS,
 * else OMP_NUM_THREADS, else all cores). Caller owns *out. */
TF_API tf_status tf_engine_create_pooled(int32_t num_threads, tf_engine** out);
/* Creates an engine from options (kind, threads, shared plan cache, pool
 * bound). Caller owns *out. */
TF_API tf_status tf_engine_create(const tf_engine_options* options, tf_engine** out);
/* Destroys an engine; NULL is fine. Tensors it made stay valid. */
TF_API void tf_engine_destroy(tf_engine* engine);
/* Number of workers this engine may use (1 for a serial engine). */
TF_API tf_status tf_engine_num_threads(const tf_engine* engine, int32_t* out);

/* What an engine has done since creation (or since tf_engine_reset_stats). */
typedef struct tf_engine_stats {
  size_t struct_size;        /* set by the caller: sizeof(tf_engine_stats) */
  uint64_t calls;            /* operations called on this engine */
  uint64_t plan_hits;        /* plans found in the cache */
  uint64_t plan_misses;      /* plans built */
  uint64_t pool_hits;        /* buffers served from the pool */
  uint64_t pool_misses;      /* buffers taken from the system allocator */
  uint64_t bytes_retained;   /* bytes the pool holds for reuse now */
  uint64_t parallel_regions; /* parallel regions entered (0 if serial) */
} tf_engine_stats;

/* Fills *out (up to out->struct_size bytes; set struct_size first). */
TF_API tf_status tf_engine_get_stats(const tf_engine* engine, tf_engine_stats* out);
/* Sets every counter to zero (bytes_retained reports the pool as it is). */
TF_API tf_status tf_engine_reset_stats(tf_engine* engine);
/* Frees the buffers the pool retains and forgets this engine's fast plan
 * references. A shared plan cache is left alone (see tf_plan_cache_clear). */
TF_API tf_status tf_engine_trim(tf_engine* engine);

/* ======================================================================== */
/* 5. Tensors                                                               */
/* ======================================================================== */

/* A tensor is (dtype, rank, shape, strides in elements, data). Its storage is
 * either borrowed caller memory (tf_tensor_wrap: zero copy, the caller keeps
 * it alive) or owned (made by an engine, reference counted). Row-major,
 * column-major and any non-negative strides are accepted. Rank 0 is a
 * scalar. Zero-size dimensions are allowed. */
typedef struct tf_tensor tf_tensor;

/* Wraps caller memory without copying. strides may be NULL (row-major
 * contiguous). The caller keeps data alive while the tensor is used and owns
 * *out. */
TF_API tf_status tf_tensor_wrap(tf_dtype dtype, int32_t ndim, const int64_t* shape,
                                const int64_t* strides, void* data, tf_tensor** out);
/* Points a wrapped tensor at new caller memory of the same layout; O(1).
 * Fails on engine-owned tensors. */
TF_API tf_status tf_tensor_rebind(tf_tensor* tensor, void* data);
/* A new uninitialised tensor from the engine's pool, contiguous in layout.
 * Caller owns *out. */
TF_API tf_status tf_tensor_empty(tf_engine* engine, tf_dtype dtype, int32_t ndim,
                                 const int64_t* shape, tf_layout layout,
                                 tf_tensor** out);
/* Same as tf_tensor_empty, filled with zeros. */
TF_API tf_status tf_tensor_zeros(tf_engine* engine, tf_dtype dtype, int32_t ndim,
                                 const int64_t* shape, tf_layout layout,
                                 tf_tensor** out);
/* A new tensor from the engine's pool, contiguous in layout, holding a copy of
 * data read with the given strides (NULL = row-major contiguous). Caller owns
 * *out; data is not referenced after the call. */
TF_API tf_status tf_tensor_from_data(tf_engine* engine, tf_dtype dtype, int32_t ndim,
                                     const int64_t* shape, const int64_t* strides,
                                     const void* data, tf_layout layout,
                                     tf_tensor** out);
/* Copies the tensor's elements into dst as a contiguous array in layout.
 * dst_bytes must be at least numel * element size. */
TF_API tf_status tf_tensor_read(const tf_tensor* tensor, tf_layout layout, void* dst,
                                size_t dst_bytes);
/* Gives back the caller's handle; NULL is fine; any thread. */
TF_API void tf_tensor_release(tf_tensor* tensor);

/* Queries. shape and strides copy ndim values into caller arrays. */
TF_API tf_status tf_tensor_dtype(const tf_tensor* tensor, tf_dtype* out);
TF_API tf_status tf_tensor_ndim(const tf_tensor* tensor, int32_t* out);
TF_API tf_status tf_tensor_shape(const tf_tensor* tensor, int64_t* out);
TF_API tf_status tf_tensor_strides(const tf_tensor* tensor, int64_t* out);
TF_API tf_status tf_tensor_numel(const tf_tensor* tensor, int64_t* out);
/* The address of element (0, ..., 0); the tensor keeps owning it. */
TF_API tf_status tf_tensor_data(const tf_tensor* tensor, void** out);
/* Bytes of one element of dtype (4, 8, 8, 16); 0 for an unknown dtype. */
TF_API size_t tf_dtype_size(tf_dtype dtype);

/* ======================================================================== */
/* 6. Operations                                                            */
/* ======================================================================== */

/* Matrix product over the last two axes: a is (..., m, k), b is (..., k, n),
 * the result is (..., m, n). Batch axes broadcast NumPy-style; both operands
 * need rank >= 2 and the same dtype. Transposed or column-major views reach
 * BLAS as flags, not copies.
 *
 * tf_matmul: allocates the result from the engine's pool, row-major;
 *   the caller owns *out.
 * tf_matmul_into: overwrites out, which must have the result's exact shape
 *   and dtype (any strides) and must not overlap a or b.
 * tf_matmul_acc: out = alpha * op_a(a) @ op_b(b) + beta * out, with op in
 *   {N, T, C} applied to the last two axes; beta = 0 ignores out's contents
 *   (NaN in out does not propagate). */
TF_API tf_status tf_matmul(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                           tf_tensor** out);
TF_API tf_status tf_matmul_into(tf_engine* engine, const tf_tensor* a,
                                const tf_tensor* b, tf_tensor* out);
TF_API tf_status tf_matmul_acc(tf_engine* engine, tf_op op_a, const tf_tensor* a,
                               tf_op op_b, const tf_tensor* b, tf_scalar alpha,
                               tf_scalar beta, tf_tensor* out);

/* ======================================================================== */
/* 10. Programs                                                             */
/* ======================================================================== */

/* A program is a fixed sequence of operations recorded once on value slots,
 * prepared on an engine, then run many times: validation, plan lookup and
 * intermediate allocation are paid at prepare, a run pays a signature check
 * and one indirect call per command.
 *
 *   record   tf_program_create, tf_program_input (dtype, shape; an extent
 *            may be TF_DYNAMIC), operations returning a new slot
 *            (tf_program_matmul, ...), tf_program_output. Each call
 *            validates what it can and names the offending slot. A slot
 *            refers only to earlier slots, so a program has no cycles.
 *   prepare  tf_program_prepare: values that reach no output are removed,
 *            plans resolved, intermediates placed by liveness in one arena
 *            (values never alive together share bytes), commands built.
 *   run      tf_program_run (caller-owned outputs, _into semantics) or
 *            tf_program_run_alloc (outputs from the engine pool). The
 *            signature of a run is the dtype, shape and strides of every
 *            input and output; a signature other than the current one is
 *            planned once and kept in a bounded per-handle cache. A run with
 *            a known signature allocates nothing.
 *
 * A tf_prepared is used by one thread at a time. It may be run on any
 * engine of the kind it was prepared on (serial or pooled); another kind
 * fails with TF_ERR_INVALID_ARGUMENT. It holds its own plans and arena, not
 * the engine, and may outlive the program and the engine. On any error a run
 * leaves its outputs untouched and the handle stays usable. */
typedef struct tf_program tf_program;
typedef struct tf_prepared tf_prepared;

/* An input extent known only at run time. */
#define TF_DYNAMIC (-1)

/* Creates an empty program. The caller owns *out (tf_program_release). */
TF_API tf_status tf_program_create(tf_program** out);
/* Releases a program; NULL is fine. Prepared handles made from it stay valid. */
TF_API void tf_program_release(tf_program* program);

/* Declares the next run input (inputs are passed in declaration order):
 * dtype, rank and extents, each >= 0 or TF_DYNAMIC. *slot names its value. */
TF_API tf_status tf_program_input(tf_program* program, tf_dtype dtype, int32_t ndim,
                                  const int64_t* shape, int32_t* slot);
/* *slot = a @ b, as tf_matmul (batch axes broadcast). */
TF_API tf_status tf_program_matmul(tf_program* program, int32_t a, int32_t b,
                                   int32_t* slot);
/* *slot = alpha * op_a(a) @ op_b(b) + beta * c, as tf_matmul_acc; c keeps its
 * value (the result is a new slot; prepare reuses c's storage when c is not
 * read later). beta = 0 ignores c's contents; then c may be -1 (none). */
TF_API tf_status tf_program_matmul_acc(tf_program* program, tf_op op_a, int32_t a,
                                       tf_op op_b, int32_t b, tf_scalar alpha,
                                       tf_scalar beta, int32_t c, int32_t* slot);
/* *slot = x with a new shape of the same element count, elements in
 * row-major order. x needs a static shape. A view (no copy) whenever x is
 * row-major contiguous in a run's signature. */
TF_API tf_status tf_program_reshape(tf_program* program, int32_t x, int32_t ndim,
                                    const int64_t* shape, int32_t* slot);
/* Marks slot as the next run output (outputs are passed in marking order). */
TF_API tf_status tf_program_output(tf_program* program, int32_t slot);

/* How a run executes its commands. */
typedef enum tf_program_driver {
  TF_PROGRAM_DRIVER_AUTO = 0,      /* graph on a pooled engine, else immediate */
  TF_PROGRAM_DRIVER_IMMEDIATE = 1, /* in order on the calling thread */
  TF_PROGRAM_DRIVER_GRAPH = 2      /* independent commands concurrently on a
                                      pooled engine when the work pays for it;
                                      results identical to immediate */
} tf_program_driver;

typedef struct tf_prepare_options {
  size_t struct_size;          /* sizeof(tf_prepare_options) */
  tf_program_driver driver;    /* TF_PROGRAM_DRIVER_AUTO by default */
  size_t max_specializations;  /* signatures kept per handle; 0 = default (8) */
} tf_prepare_options;

/* Prepares program on engine (options may be NULL). Fails on a program with
 * no outputs. With every input extent static, the row-major signature is
 * planned now; otherwise on the first run. The caller owns *out
 * (tf_prepared_release); the program may be released at once. */
TF_API tf_status tf_program_prepare(tf_engine* engine, const tf_program* program,
                                    const tf_prepare_options* options,
                                    tf_prepared** out);
/* Releases a prepared program and its arena; NULL is fine. */
TF_API void tf_prepared_release(tf_prepared* prepared);

/* Runs prepared: inputs[num_inputs] in declaration order, outputs[num_outputs]
 * caller-owned with the exact result shapes and dtypes (any strides), not
 * overlapping any input or each other. Allocates nothing for a signature
 * already planned. */
TF_API tf_status tf_program_run(tf_engine* engine, tf_prepared* prepared,
                                const tf_tensor* const* inputs, size_t num_inputs,
                                tf_tensor* const* outputs, size_t num_outputs);
/* Same, with row-major outputs allocated from the engine pool into
 * outputs[0..num_outputs); the caller owns them. */
TF_API tf_status tf_program_run_alloc(tf_engine* engine, tf_prepared* prepared,
                                      const tf_tensor* const* inputs, size_t num_inputs,
                                      tf_tensor** outputs, size_t num_outputs);

/* What a prepared program is (its current signature) and has done. */
typedef struct tf_prepared_info {
  size_t struct_size;             /* set by the caller: sizeof(tf_prepared_info) */
  size_t commands;                /* commands of the current signature */
  size_t arena_bytes;             /* bytes of the intermediate arena */
  size_t intermediate_bytes;      /* sum of the intermediates' bytes (unshared) */
  size_t removed_values;          /* recorded values that reach no output */
  size_t specializations;         /* signatures planned since prepare */
  size_t cached_specializations;  /* signatures held now */
  uint64_t runs;                  /* successful runs */
  tf_program_driver driver;       /* the driver chosen at prepare */
} tf_prepared_info;

/* Fills *out (up to out->struct_size bytes; set struct_size first). Before
 * the first signature is planned, commands and bytes are 0. */
TF_API tf_status tf_prepared_get_info(const tf_prepared* prepared, tf_prepared_info* out);

#ifdef __cplusplus
}
#endif

#endif /* TENFERRO_H */
