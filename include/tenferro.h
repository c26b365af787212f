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
/* 7. Elementwise, reductions and layout                                    */
/* ======================================================================== */

/* Each family has ONE entry point taking an operation enum (tf_unary,
 * tf_binary, tf_reduce): the ABI stays small, a binding generates its names
 * from the enum, and a new operation is a new enum value, not a new symbol.
 * Readable names exist only where they carry something the enum cannot
 * (tf_scale and tf_axpby take scalars) or are called in every sweep
 * (tf_add, tf_mul).
 *
 * Common rules of this section:
 *   - Allocating forms return a new row-major tensor from the engine's pool
 *     (the caller owns *out). _into forms overwrite out, which must have the
 *     exact result shape and dtype (any strides without a zero stride on an
 *     axis of extent > 1) and allocate nothing in steady state.
 *   - Outputs must not overlap inputs, except that an elementwise map
 *     (tf_unary_into, tf_scale_into, tf_binary_into, tf_add_into,
 *     tf_mul_into, tf_axpby_into, tf_cast_into) may write in place when out
 *     is exactly the same view as an input (same data, dtype, shape and
 *     strides): tf_unary_into(e, TF_UNARY_EXP, x, x) is x = exp(x).
 *   - Operands of a binary map share one dtype (no promotion; see tf_cast).
 *   - Real-only operations (max, min) reject complex dtypes with
 *     TF_ERR_DTYPE_MISMATCH.
 *   - Views share memory with x: a view of an engine-owned tensor keeps its
 *     storage alive (release either in any order); a view of a wrapped
 *     tensor borrows the same caller memory. Views take no engine. */

/* Unary maps. ABS, REAL and IMAG of a complex tensor give the real dtype
 * (f32 from c64, f64 from c128); everything else keeps the dtype. CONJ and
 * REAL of a real tensor copy it, IMAG of a real tensor is zero. LOG and SQRT
 * of negative reals give NaN (use a complex dtype for the complex branch). */
typedef enum tf_unary_op {
  TF_UNARY_NEG = 0,
  TF_UNARY_CONJ = 1,
  TF_UNARY_ABS = 2,
  TF_UNARY_REAL = 3,
  TF_UNARY_IMAG = 4,
  TF_UNARY_EXP = 5,
  TF_UNARY_LOG = 6,
  TF_UNARY_SQRT = 7,
  TF_UNARY_SIN = 8,
  TF_UNARY_COS = 9,
  TF_UNARY_TANH = 10,
  TF_UNARY_RECIPROCAL = 11 /* 1 / x */
} tf_unary_op;

/* out = op(x) elementwise, all four dtypes. Caller owns *out. */
TF_API tf_status tf_unary(tf_engine* engine, tf_unary_op op, const tf_tensor* x,
                          tf_tensor** out);
/* Same, into out (shape of x; dtype as op gives; may be x itself). */
TF_API tf_status tf_unary_into(tf_engine* engine, tf_unary_op op, const tf_tensor* x,
                               tf_tensor* out);
/* out = alpha * x (alpha.im ignored for real dtypes). Caller owns *out. */
TF_API tf_status tf_scale(tf_engine* engine, tf_scalar alpha, const tf_tensor* x,
                          tf_tensor** out);
/* Same, into out (shape and dtype of x; may be x itself). */
TF_API tf_status tf_scale_into(tf_engine* engine, tf_scalar alpha, const tf_tensor* x,
                               tf_tensor* out);

/* Binary maps with NumPy broadcasting (shapes align from the right; each
 * extent pair must match or contain a 1). MAX and MIN are real only and
 * propagate NaN. */
typedef enum tf_binary_op {
  TF_BINARY_ADD = 0,
  TF_BINARY_SUB = 1, /* x - y */
  TF_BINARY_MUL = 2,
  TF_BINARY_DIV = 3, /* x / y */
  TF_BINARY_MAX = 4,
  TF_BINARY_MIN = 5
} tf_binary_op;

/* out = op(x, y), broadcast shape, dtype of x (= dtype of y). Caller owns *out. */
TF_API tf_status tf_binary(tf_engine* engine, tf_binary_op op, const tf_tensor* x,
                           const tf_tensor* y, tf_tensor** out);
/* Same, into out of the broadcast shape (may be x or y itself). */
TF_API tf_status tf_binary_into(tf_engine* engine, tf_binary_op op, const tf_tensor* x,
                                const tf_tensor* y, tf_tensor* out);
/* tf_binary with TF_BINARY_ADD / TF_BINARY_MUL. */
TF_API tf_status tf_add(tf_engine* engine, const tf_tensor* x, const tf_tensor* y,
                        tf_tensor** out);
TF_API tf_status tf_add_into(tf_engine* engine, const tf_tensor* x, const tf_tensor* y,
                             tf_tensor* out);
TF_API tf_status tf_mul(tf_engine* engine, const tf_tensor* x, const tf_tensor* y,
                        tf_tensor** out);
TF_API tf_status tf_mul_into(tf_engine* engine, const tf_tensor* x, const tf_tensor* y,
                             tf_tensor* out);
/* out = alpha * x + beta * y with broadcasting. Caller owns *out. */
TF_API tf_status tf_axpby(tf_engine* engine, tf_scalar alpha, const tf_tensor* x,
                          tf_scalar beta, const tf_tensor* y, tf_tensor** out);
/* Same, into out (may be x or y itself: y = alpha*x + beta*y is axpby). */
TF_API tf_status tf_axpby_into(tf_engine* engine, tf_scalar alpha, const tf_tensor* x,
                               tf_scalar beta, const tf_tensor* y, tf_tensor* out);

/* Reductions over a set of axes. MEAN of nothing is NaN; MAX and MIN are
 * real only, propagate NaN, and reject an empty reduced axis. FROBENIUS is
 * sqrt(sum |x|^2) in the real dtype. */
typedef enum tf_reduce_op {
  TF_REDUCE_SUM = 0,
  TF_REDUCE_PROD = 1,
  TF_REDUCE_MEAN = 2,
  TF_REDUCE_MAX = 3,
  TF_REDUCE_MIN = 4,
  TF_REDUCE_FROBENIUS = 5
} tf_reduce_op;

/* Reduces x over axes[0..naxes) (each in [-ndim, ndim), negative counts from
 * the end, no repeats); axes NULL with naxes 0 reduces every axis (non-NULL
 * axes with naxes 0 reduce none). keepdims nonzero keeps reduced axes with
 * extent 1, else they are dropped (all axes: a rank-0 result). Caller owns
 * *out. */
TF_API tf_status tf_reduce(tf_engine* engine, tf_reduce_op op, const tf_tensor* x,
                           int32_t naxes, const int32_t* axes, int32_t keepdims,
                           tf_tensor** out);
/* Same, into out of the result shape and dtype; out must not overlap x. */
TF_API tf_status tf_reduce_into(tf_engine* engine, tf_reduce_op op, const tf_tensor* x,
                                int32_t naxes, const int32_t* axes, int32_t keepdims,
                                tf_tensor* out);
/* *out = sum of x*y over all elements; x and y of equal shape and dtype. */
TF_API tf_status tf_dot(tf_engine* engine, const tf_tensor* x, const tf_tensor* y,
                        tf_scalar* out);
/* *out = sum of conj(x)*y (tf_dot for real dtypes). */
TF_API tf_status tf_vdot(tf_engine* engine, const tf_tensor* x, const tf_tensor* y,
                         tf_scalar* out);

/* Layout. perm has x's rank entries: axis i of the result is axis perm[i]
 * of x. Reshapes read elements in order: TF_ROW_MAJOR (last index fastest,
 * NumPy) or TF_COL_MAJOR (first index fastest, Julia/Fortran). */

/* A view of x with permuted axes; no data moves. Caller owns *out. */
TF_API tf_status tf_permute_view(const tf_tensor* x, const int32_t* perm, tf_tensor** out);
/* A new row-major tensor holding x permuted. Caller owns *out. */
TF_API tf_status tf_permute(tf_engine* engine, const tf_tensor* x, const int32_t* perm,
                            tf_tensor** out);
/* Same, into out of the permuted shape; out must not overlap x. */
TF_API tf_status tf_permute_into(tf_engine* engine, const tf_tensor* x, const int32_t* perm,
                                 tf_tensor* out);
/* A view of x with a new shape of equal element count; fails with
 * TF_ERR_UNSUPPORTED when x's strides cannot express it (then use
 * tf_reshape). Caller owns *out. */
TF_API tf_status tf_reshape_view(const tf_tensor* x, int32_t ndim, const int64_t* shape,
                                 tf_layout order, tf_tensor** out);
/* A new tensor of the given shape, contiguous in order, holding x's elements
 * read in order; always copies. Caller owns *out. */
TF_API tf_status tf_reshape(tf_engine* engine, const tf_tensor* x, int32_t ndim,
                            const int64_t* shape, tf_layout order, tf_tensor** out);
/* A new tensor equal to x, contiguous in layout. Caller owns *out. */
TF_API tf_status tf_contiguous(tf_engine* engine, const tf_tensor* x, tf_layout layout,
                               tf_tensor** out);
/* dst = src elementwise (any strides); same shape and dtype, no overlap
 * unless dst is the same view as src (then nothing happens). */
TF_API tf_status tf_copy_into(tf_engine* engine, const tf_tensor* src, tf_tensor* dst);
/* A view of x[starts[i]:stops[i]:steps[i]] per axis (arrays of x's rank;
 * 0 <= start <= stop <= extent, step >= 1; steps NULL = all 1). Caller owns
 * *out. */
TF_API tf_status tf_slice_view(const tf_tensor* x, const int64_t* starts,
                               const int64_t* stops, const int64_t* steps, tf_tensor** out);
/* A new tensor of dtype holding x converted: real to complex (imaginary part
 * 0), between precisions (f64 to f32 rounds), or a copy when equal. Complex
 * to real is rejected (take TF_UNARY_REAL or TF_UNARY_ABS). Caller owns *out. */
TF_API tf_status tf_cast(tf_engine* engine, const tf_tensor* x, tf_dtype dtype,
                         tf_tensor** out);
/* Same, into out of x's shape; out's dtype is the target. */
TF_API tf_status tf_cast_into(tf_engine* engine, const tf_tensor* x, tf_tensor* out);

#ifdef __cplusplus
}
#endif

#endif /* TENFERRO_H */
