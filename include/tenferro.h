/*
 * tenferro.h -- the whole public C API of tenferro, a CPU tensor engine for
 * tensor-network and scientific codes.
 *
 * Read this header top to bottom as the manual.
 *
 *   1. Conventions   status codes, ownership words, integer types,
 *                    threads, structs, the version
 *   2. Errors        tf_last_error and friends
 *   3. Plan caches   shareable, thread-safe caches of operation plans
 *   4. Engines       the value every operation takes first: thread budget,
 *                    buffer pool, plan cache, statistics
 *   5. Tensors       zero-copy views of caller memory and engine-owned tensors
 *   6. Matrix product  every operation comes as tf_<op> (allocates its
 *                    output from the engine's pool), tf_<op>_into
 *                    (overwrites a caller-owned output and allocates
 *                    nothing) and, for products and contractions,
 *                    tf_<op>_acc (out = alpha*op(...) + beta*out)
 *   7. Elementwise, reductions and layout (views, copies, casts)
 *   8. Contraction   tensordot and einsum
 *   9. Semiring contractions  max-plus, min-plus, max-times products
 *  10. Linear algebra SVD, QR/LQ, eigh, solves, Cholesky, LU, det,
 *                    slogdet, inverse
 *  11. Derivatives   VJP and JVP rules of contractions, elementwise maps,
 *                    reductions and layout operations
 *  12. Derivatives of the linear algebra
 *  13. Programs      record once, prepare on an engine, run many times;
 *                    every operation family as a command; derivative
 *                    programs (program transforms)
 *  14. Krylov solvers  eigenpairs (tf_eigsh) and exp(t A) v
 *                    (tf_expm_multiply) of a Hermitian map given as a
 *                    prepared program
 *  15. Interop       DLPack import and export
 *  16. Block-sparse symmetric tensors  U(1) / Z_n charges, block-sparse
 *                    storage, contraction with cached block-pair plans,
 *                    SVD / QR per sector with global truncation
 *
 * Conventions
 *   - Every fallible function returns tf_status; TF_OK (0) is success.
 *     On failure, tf_last_error() says what was wrong (the argument, what was
 *     expected and what was given), and every out-parameter and output
 *     buffer is left exactly as it was.
 *   - "Owned by the caller" results must be given back with the matching
 *     release/destroy function. Release and destroy functions accept NULL.
 *   - Integer types. Byte sizes, buffer capacities and lengths of caller
 *     arrays are size_t (dst_bytes, cap, piv_count, num_inputs). Extents,
 *     strides, element counts and element indices are int64_t (shape,
 *     strides, numel, the entries of argmax and config). Ranks, axes,
 *     operand counts, labels, program slots, thread counts and flags are
 *     int32_t (ndim, naxes, n, perm, slot). Strides count elements, not
 *     bytes; a complex element is one element. The exceptions are fixed by
 *     the ABI and repeated where they appear: the array lengths argmax_len
 *     and config_len are int64_t (they count result elements); the array
 *     length len of tf_einsum_path_pairs and tf_einsum_path_sliced and the
 *     pair count tf_einsum_options.path_len are int32_t; the byte counts
 *     tf_einsum_options.memory_budget_bytes and tf_einsum_path_info.peak_bytes
 *     are int64_t, and the counters of tf_engine_stats are uint64_t.
 *   - Every tensor, result and intermediate has an element count (the
 *     product of its non-zero extents) and a byte size that fit in int64.
 *     A result that would not (zero-stride or empty operands can describe
 *     one: {48, 0} @ {0, 2^60}) is refused with TF_ERR_INVALID_ARGUMENT,
 *     the message naming the argument and the shape; so is a program input,
 *     reshape or intermediate of such a shape.
 *   - An output written by an _into or _acc call, or a program run, must
 *     have its elements at distinct addresses: an axis of extent > 1 with
 *     stride 0, or a stride inside the span of the axes of smaller stride,
 *     is refused with TF_ERR_INVALID_ARGUMENT.
 *   - Threads: a const handle may be shared between threads; a non-const
 *     handle is used by one thread at a time. An engine is used by one
 *     thread at a time (the caller serialises); a call on an engine while
 *     another call on it is running fails with TF_ERR_INVALID_ARGUMENT
 *     ("used by two threads at once"; always in debug builds, in release
 *     builds unless both calls enter within a few instructions of each
 *     other). Different engines on different threads are independent. A
 *     plan cache may be shared by any number of engines on any threads. A
 *     tensor may be released from any thread and may outlive the engine
 *     that made it.
 *   - Structs start with struct_size: set it to sizeof(the struct) you
 *     compiled against. Each struct has a version-1 minimum (said at the
 *     struct); a smaller struct_size is TF_ERR_INVALID_ARGUMENT. Options
 *     structs (read by the library): an older, smaller struct is read up to
 *     struct_size and its missing fields take their defaults (zero); a
 *     newer, larger one is accepted when the bytes past the fields this
 *     library knows are zero (else TF_ERR_INVALID_ARGUMENT naming the byte);
 *     NULL options mean every default. Output structs (written by the
 *     library): the first min(struct_size, sizeof) bytes are written and
 *     struct_size is set to that count; bytes beyond are left alone.
 *   - Derivative rules name their tensors by one rule (section 11):
 *     grad_<v> is the cotangent of a value v, t_<v> its tangent.
 *   - No C++ exception, abort or assertion ever leaves this API.
 *   - Version: this is tenferro 1.0.0. Every function and type of this
 *     header belongs to it: the library exports one symbol version node,
 *     TENFERRO_1, and its soname is libtenferro.so.1 (abi/ holds the
 *     baseline that releases are checked against; docs/abi-policy.md).
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

/* Compile-time version (1.0.0). The ABI version (the soname,
 * libtenferro.so.1) is the major version. */
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
  size_t struct_size; /* sizeof(tf_plan_cache_options); v1 minimum: through
                         struct_size */
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
 * pays for it, and never inside an OpenMP region of the caller (there it
 * runs on the calling thread, like a serial engine). Its extra workers are
 * helper threads that belong to the calling thread (made on its first split
 * call, joined when it exits; between calls a helper spins ~1 ms, then naps,
 * then sleeps); threaded BLAS/LAPACK calls use OpenMP's threads instead
 * (docs/cost-model.md, "Threads"). */
typedef struct tf_engine tf_engine;

typedef enum tf_engine_kind {
  TF_ENGINE_SERIAL = 0,
  TF_ENGINE_POOLED = 1
} tf_engine_kind;

typedef struct tf_engine_options {
  size_t struct_size;       /* sizeof(tf_engine_options); v1 minimum:
                               through kind */
  tf_engine_kind kind;      /* TF_ENGINE_SERIAL or TF_ENGINE_POOLED */
  int32_t num_threads;      /* pooled only; 0 = the default worker count
                               (see tf_engine_create_pooled) */
  tf_plan_cache* plan_cache;/* NULL = a private cache; else shared (the
                               engine takes its own reference) */
  size_t pool_max_bytes;    /* bytes the buffer pool may retain; 0 = the
                               TENFERRO_POOL_MAX_BYTES variable, else 256 MiB */
} tf_engine_options;

/* Creates a serial engine with a private plan cache. Caller owns *out. */
TF_API tf_status tf_engine_create_serial(tf_engine** out);
/* Creates a pooled engine with num_threads workers, 1..4096 (0 = the
 * default below). Caller owns *out.
 *
 * Default worker count, decided at creation:
 *   1. TENFERRO_NUM_THREADS, else OMP_NUM_THREADS (its first entry when a
 *      list), if it is a positive integer; a value that is not (empty, 0,
 *      negative, text) is ignored and the next source is used; a value above
 *      4096 (e.g. 5000) counts as 4096. A set variable is taken as asked,
 *      even beyond the CPUs available.
 *   2. Else the CPUs this process may use: those of its affinity mask
 *      (taskset, numactl, cpusets of containers and batch schedulers such as
 *      SLURM), and no more than its cgroup CPU quota allows, rounded up
 *      (cgroup v2 cpu.max, v1 cpu.cfs_quota_us / cpu.cfs_period_us, the
 *      smallest over the process's cgroup and its parents). Under
 *      `taskset -c 0` this is 1.
 * Any count, also an explicit one, is then capped by OpenMP's thread limit
 * (OMP_THREAD_LIMIT), since no OpenMP team can be larger.
 * tf_engine_num_threads reports the result. OPENBLAS_NUM_THREADS (and
 * openblas_set_num_threads) is ignored by every engine: each BLAS/LAPACK call
 * gets the workers the engine chose for it (1 for a serial engine). */
TF_API tf_status tf_engine_create_pooled(int32_t num_threads, tf_engine** out);
/* Creates an engine from options (kind, threads, shared plan cache, pool
 * bound); NULL options: a serial engine with every default. Caller owns
 * *out. */
TF_API tf_status tf_engine_create(const tf_engine_options* options, tf_engine** out);
/* Destroys an engine; NULL is fine. Tensors it made stay valid. */
TF_API void tf_engine_destroy(tf_engine* engine);
/* Number of workers this engine may use (1 for a serial engine). */
TF_API tf_status tf_engine_num_threads(const tf_engine* engine, int32_t* out);

/* What an engine has done since creation (or since tf_engine_reset_stats). */
typedef struct tf_engine_stats {
  size_t struct_size;        /* set by the caller: sizeof(tf_engine_stats);
                                v1 minimum: through calls */
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
 * contiguous). data must be aligned to the element's scalar (4 bytes for
 * f32 and c64, 8 for f64 and c128; unchecked when the tensor is empty):
 * misaligned data is refused with TF_ERR_INVALID_ARGUMENT, here and in
 * tf_tensor_rebind. The caller keeps data alive while the tensor is used and
 * owns *out. */
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
/* 6. Matrix product                                                        */
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
 *   (NaN in out does not propagate).
 * Calling again with the same handles (new data via tf_tensor_rebind is
 * fine) is the cheapest path: the engine remembers the validated plan. */
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
  TF_UNARY_RECIPROCAL = 11, /* 1 / x */
  TF_UNARY_EXPM1 = 12,      /* exp(x) - 1, accurate near 0 */
  TF_UNARY_LOG1P = 13,      /* log(1 + x), accurate near 0 */
  TF_UNARY_SIGMOID = 14,    /* 1 / (1 + exp(-x)) */
  TF_UNARY_SIGN = 15        /* x / |x|, 0 at 0 (real: -1, 0, 1) */
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
  TF_BINARY_MIN = 5,
  TF_BINARY_POW = 6,  /* x^y (real x < 0 with non-integer y: NaN) */
  TF_BINARY_ATAN2 = 7 /* atan2(x, y), the angle of the point (y, x); real only */
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
 * sqrt(sum |x|^2) in the real dtype. SUM, MEAN and FROBENIUS add long sums
 * pairwise (as NumPy does; n equal terms are off by O(log n) roundings),
 * also along strided and outer axes when the output spans at most 2^14
 * elements. */
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

/* ---- Structure: concatenate, stack, pad, diagonals, trace, flip, roll,
 * triangles, broadcast_to (NumPy semantics unless said otherwise). ----
 * Each is a linear map that moves (trace: sums) elements. Allocating forms
 * return a new row-major tensor (caller owns *out); _into forms overwrite
 * out of the exact result shape and x's dtype (any strides), which must not
 * overlap an input. An axis argument is in [-rank, rank) of the tensor it
 * names (negative counts from the end). Their VJPs are in section 11; their
 * JVP is the operation itself applied to the tangent. docs/structure-ops.md
 * has examples and the measured cost of a small call. */

/* out = x_0, ..., x_{n-1} joined along axis (1 <= n <= 64, one dtype, rank
 * >= 1, equal extents but along axis). */
TF_API tf_status tf_concatenate(tf_engine* engine, int32_t n, const tf_tensor* const* xs,
                                int32_t axis, tf_tensor** out);
TF_API tf_status tf_concatenate_into(tf_engine* engine, int32_t n, const tf_tensor* const* xs,
                                     int32_t axis, tf_tensor* out);
/* out = x_0, ..., x_{n-1} stacked along a new axis (in [-(rank+1), rank+1)
 * of the result) of extent n; every x of one shape and dtype. */
TF_API tf_status tf_stack(tf_engine* engine, int32_t n, const tf_tensor* const* xs,
                          int32_t axis, tf_tensor** out);
TF_API tf_status tf_stack_into(tf_engine* engine, int32_t n, const tf_tensor* const* xs,
                               int32_t axis, tf_tensor* out);
/* out = x padded with before[i] and after[i] (>= 0, arrays of x's rank;
 * NULL for rank 0) elements equal to value on each side of axis i. */
TF_API tf_status tf_pad(tf_engine* engine, const tf_tensor* x, const int64_t* before,
                        const int64_t* after, tf_scalar value, tf_tensor** out);
TF_API tf_status tf_pad_into(tf_engine* engine, const tf_tensor* x, const int64_t* before,
                             const int64_t* after, tf_scalar value, tf_tensor* out);
/* out = the diagonal of x at offset over axes axis1 != axis2 (rank >= 2):
 * those axes removed and the diagonal appended last, elements
 * x[..i.., ..i+offset..] (offset < 0: below the main diagonal); its length
 * is 0 when offset leaves the plane (NumPy's diagonal). */
TF_API tf_status tf_diagonal(tf_engine* engine, const tf_tensor* x, int64_t offset,
                             int32_t axis1, int32_t axis2, tf_tensor** out);
TF_API tf_status tf_diagonal_into(tf_engine* engine, const tf_tensor* x, int64_t offset,
                                  int32_t axis1, int32_t axis2, tf_tensor* out);
/* The same diagonal as a view of x (no data moves; no engine). Caller owns
 * *out. */
TF_API tf_status tf_diagonal_view(const tf_tensor* x, int64_t offset, int32_t axis1,
                                  int32_t axis2, tf_tensor** out);
/* The inverse placement (PyTorch's diag_embed): x's last axis (extent n,
 * rank >= 1) becomes the diagonal at offset of a new plane over result
 * axes axis1 != axis2 (in [-(rank+1), rank+1)), both of extent
 * n + |offset|; x's other axes fill the remaining result axes in order;
 * zeros elsewhere. */
TF_API tf_status tf_diag_embed(tf_engine* engine, const tf_tensor* x, int64_t offset,
                               int32_t axis1, int32_t axis2, tf_tensor** out);
TF_API tf_status tf_diag_embed_into(tf_engine* engine, const tf_tensor* x, int64_t offset,
                                    int32_t axis1, int32_t axis2, tf_tensor* out);
/* out = the sum of that diagonal (x's shape without axis1 and axis2; 0 for
 * an empty diagonal; NumPy's trace). */
TF_API tf_status tf_trace(tf_engine* engine, const tf_tensor* x, int64_t offset, int32_t axis1,
                          int32_t axis2, tf_tensor** out);
TF_API tf_status tf_trace_into(tf_engine* engine, const tf_tensor* x, int64_t offset,
                               int32_t axis1, int32_t axis2, tf_tensor* out);
/* out = x reversed along axes[0..naxes) (no repeats); axes NULL with naxes
 * 0 reverses every axis, non-NULL axes with naxes 0 none. */
TF_API tf_status tf_flip(tf_engine* engine, const tf_tensor* x, int32_t naxes,
                         const int32_t* axes, tf_tensor** out);
TF_API tf_status tf_flip_into(tf_engine* engine, const tf_tensor* x, int32_t naxes,
                              const int32_t* axes, tf_tensor* out);
/* out = x rolled by shift along axis: out[(i + shift) mod n] = x[i] (any
 * shift, negative rolls back; one axis per call). */
TF_API tf_status tf_roll(tf_engine* engine, const tf_tensor* x, int64_t shift, int32_t axis,
                         tf_tensor** out);
TF_API tf_status tf_roll_into(tf_engine* engine, const tf_tensor* x, int64_t shift,
                              int32_t axis, tf_tensor* out);
/* Triangles of the last two axes (rank >= 2): tf_tril keeps x[.., i, j]
 * with j - i <= offset, tf_triu those with j - i >= offset; zeros elsewhere. */
TF_API tf_status tf_tril(tf_engine* engine, const tf_tensor* x, int64_t offset,
                         tf_tensor** out);
TF_API tf_status tf_tril_into(tf_engine* engine, const tf_tensor* x, int64_t offset,
                              tf_tensor* out);
TF_API tf_status tf_triu(tf_engine* engine, const tf_tensor* x, int64_t offset,
                         tf_tensor** out);
TF_API tf_status tf_triu_into(tf_engine* engine, const tf_tensor* x, int64_t offset,
                              tf_tensor* out);
/* A view of x broadcast to (ndim, shape) by NumPy's rules (x's axes align
 * from the right; an extent 1 stretches, with stride 0): no data moves, no
 * engine. Such a view is a valid input everywhere, but not an output (an
 * output may not repeat an element). Caller owns *out. */
TF_API tf_status tf_broadcast_to_view(const tf_tensor* x, int32_t ndim, const int64_t* shape,
                                      tf_tensor** out);
/* The same broadcast as a new tensor (or into out of (ndim, shape)). */
TF_API tf_status tf_broadcast_to(tf_engine* engine, const tf_tensor* x, int32_t ndim,
                                 const int64_t* shape, tf_tensor** out);
TF_API tf_status tf_broadcast_to_into(tf_engine* engine, const tf_tensor* x, int32_t ndim,
                                      const int64_t* shape, tf_tensor* out);

/* ---- Indexing: comparisons, where, index_select / scatter_add, cumsum /
 * cumprod, argmax / argmin, sort / topk. ----
 * Masks are tensors of a real dtype holding 1 (true) and 0 (false); where
 * reads any nonzero as true. Index arrays are the caller's int64_t arrays
 * (tenferro has no integer dtype): an index into an axis of extent n lies
 * in [-n, n) (negative counts from the end); an array an operation writes
 * holds one index per element of its result, row-major, and the caller
 * sizes it (the library cannot check an array's length). Output forms and
 * axes as for the structure operations above; VJPs in section 11. */

/* Elementwise comparisons with NumPy broadcasting; x and y of one real
 * dtype; the mask has that dtype (NaN compares false, but NE true). */
typedef enum tf_compare_op {
  TF_COMPARE_EQ = 0, /* x == y */
  TF_COMPARE_NE = 1, /* x != y */
  TF_COMPARE_LT = 2, /* x < y */
  TF_COMPARE_LE = 3, /* x <= y */
  TF_COMPARE_GT = 4, /* x > y */
  TF_COMPARE_GE = 5  /* x >= y */
} tf_compare_op;
TF_API tf_status tf_compare(tf_engine* engine, tf_compare_op op, const tf_tensor* x,
                            const tf_tensor* y, tf_tensor** out);
TF_API tf_status tf_compare_into(tf_engine* engine, tf_compare_op op, const tf_tensor* x,
                                 const tf_tensor* y, tf_tensor* out);
/* out = mask != 0 ? a : b elementwise, the three broadcast together (NumPy's
 * where); mask of a real dtype, a and b of one dtype (out's). */
TF_API tf_status tf_where(tf_engine* engine, const tf_tensor* mask, const tf_tensor* a,
                          const tf_tensor* b, tf_tensor** out);
TF_API tf_status tf_where_into(tf_engine* engine, const tf_tensor* mask, const tf_tensor* a,
                               const tf_tensor* b, tf_tensor* out);
/* out[.., k, ..] = x[.., indices[k], ..] along axis for k < n (n >= 0; out
 * has extent n there; indices may be NULL when n is 0; NumPy's take). */
TF_API tf_status tf_index_select(tf_engine* engine, const tf_tensor* x, int32_t axis, int64_t n,
                                 const int64_t* indices, tf_tensor** out);
TF_API tf_status tf_index_select_into(tf_engine* engine, const tf_tensor* x, int32_t axis,
                                      int64_t n, const int64_t* indices, tf_tensor* out);
/* out = x with src[.., k, ..] added at x[.., indices[k], ..] for k < n (src:
 * x's shape with extent n on axis; repeated indices add up; PyTorch's
 * index_add, the adjoint of tf_index_select). */
TF_API tf_status tf_scatter_add(tf_engine* engine, const tf_tensor* x, int32_t axis, int64_t n,
                                const int64_t* indices, const tf_tensor* src, tf_tensor** out);
TF_API tf_status tf_scatter_add_into(tf_engine* engine, const tf_tensor* x, int32_t axis,
                                     int64_t n, const int64_t* indices, const tf_tensor* src,
                                     tf_tensor* out);
/* Running sum / product along axis (the sum is sequential, not pairwise). */
TF_API tf_status tf_cumsum(tf_engine* engine, const tf_tensor* x, int32_t axis, tf_tensor** out);
TF_API tf_status tf_cumsum_into(tf_engine* engine, const tf_tensor* x, int32_t axis,
                                tf_tensor* out);
TF_API tf_status tf_cumprod(tf_engine* engine, const tf_tensor* x, int32_t axis,
                            tf_tensor** out);
TF_API tf_status tf_cumprod_into(tf_engine* engine, const tf_tensor* x, int32_t axis,
                                 tf_tensor* out);
/* out[i] = the position along axis of the largest (argmax) / smallest
 * element of line i, lines in row-major order of x's shape without axis
 * (out holds that many int64_t); the first on ties, the first NaN if any.
 * Real dtypes; an empty axis (with lines) is an error. */
TF_API tf_status tf_argmax(tf_engine* engine, const tf_tensor* x, int32_t axis, int64_t* out);
TF_API tf_status tf_argmin(tf_engine* engine, const tf_tensor* x, int32_t axis, int64_t* out);
/* values = every line along axis sorted (ascending, or descending when
 * descending != 0), stable; NaN ranks above every number (last ascending,
 * as NumPy). indices (may be NULL) gets each value's position in x, one
 * per element of values. Real dtypes. */
TF_API tf_status tf_sort(tf_engine* engine, const tf_tensor* x, int32_t axis, int32_t descending,
                         tf_tensor** values, int64_t* indices);
TF_API tf_status tf_sort_into(tf_engine* engine, const tf_tensor* x, int32_t axis,
                              int32_t descending, tf_tensor* values, int64_t* indices);
/* The first k (0 <= k <= extent) of that order: the k largest elements of
 * every line (largest != 0, largest first) or the k smallest (smallest
 * first); values has extent k on axis. */
TF_API tf_status tf_topk(tf_engine* engine, const tf_tensor* x, int32_t axis, int64_t k,
                         int32_t largest, tf_tensor** values, int64_t* indices);
TF_API tf_status tf_topk_into(tf_engine* engine, const tf_tensor* x, int32_t axis, int64_t k,
                              int32_t largest, tf_tensor* values, int64_t* indices);

/* ======================================================================== */
/* 8. Contraction: tensordot and einsum                                     */
/* ======================================================================== */

/* Contractions share one plan per signature (subscripts or labels, dtypes,
 * shapes, strides, conjugation, path): a repeated call does no parsing and
 * no order search. Each pairwise step runs as a batched matrix product on
 * views of its operands (no copy when each group of labels merges into one
 * stride), else through a copy into pooled scratch. Intermediates come from
 * the engine's pool. All operands share one dtype; out has that dtype, must
 * not overlap an operand, and on error is left untouched.
 *
 * Forms: tf_X allocates the result (row-major, from the engine's pool; the
 * caller owns *out); tf_X_into overwrites out, which must have the result's
 * exact shape (any strides); tf_X_acc computes out = alpha*X + beta*out
 * (beta = 0 ignores out's contents). */

/* Tensordot: sums a and b over naxes axis pairs (axis axes_a[i] of a with
 * axis axes_b[i] of b; equal extents; negative axes count from the end; no
 * axis twice). The result's axes are the free axes of a in order, then the
 * free axes of b (NumPy order); naxes = 0 is the outer product. Nonzero
 * conj_a / conj_b conjugate that operand (ignored for real dtypes). */
TF_API tf_status tf_tensordot(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                              int32_t naxes, const int32_t* axes_a, const int32_t* axes_b,
                              int32_t conj_a, int32_t conj_b, tf_tensor** out);
TF_API tf_status tf_tensordot_into(tf_engine* engine, const tf_tensor* a,
                                   const tf_tensor* b, int32_t naxes,
                                   const int32_t* axes_a, const int32_t* axes_b,
                                   int32_t conj_a, int32_t conj_b, tf_tensor* out);
TF_API tf_status tf_tensordot_acc(tf_engine* engine, const tf_tensor* a,
                                  const tf_tensor* b, int32_t naxes, const int32_t* axes_a,
                                  const int32_t* axes_b, int32_t conj_a, int32_t conj_b,
                                  tf_scalar alpha, tf_scalar beta, tf_tensor* out);

/* The algebra a contraction sums and multiplies in. */
typedef enum tf_semiring {
  TF_SEMIRING_STANDARD = 0, /* (+, x): ordinary sums of products */
  TF_SEMIRING_MAX_PLUS = 1, /* (max, +): "zero" -inf, "one" 0 */
  TF_SEMIRING_MIN_PLUS = 2, /* (min, +): "zero" +inf, "one" 0 */
  TF_SEMIRING_MAX_TIMES = 3 /* (max, x): "zero" 0 for nonnegative data */
} tf_semiring;

/* How an einsum call chooses its order of pairwise contractions
 * (tf_einsum_options.optimizer). Every optimizer returns a valid order;
 * "flops" below is the objective of tf_einsum_objective. */
typedef enum tf_einsum_optimizer {
  TF_EINSUM_OPT_DEFAULT = 0,       /* exact over all subsets up to 8 operands,
                                      greedy beyond (well under 1 ms for
                                      <= 20 operands) */
  TF_EINSUM_OPT_GREEDY = 1,        /* greedy: repeatedly the connected pair whose
                                      result is smallest against its inputs */
  TF_EINSUM_OPT_EXACT = 2,         /* optimal flops: all subsets up to 12
                                      operands; up to 64, dynamic programming
                                      over connected subsets with a doubling
                                      cost cap (optimal among orders without
                                      outer products inside a connected part);
                                      beyond, or when the time budget (default
                                      1 s) runs out first, RANDOM_GREEDY's
                                      result for the same budget */
  TF_EINSUM_OPT_RANDOM_GREEDY = 3, /* greedy, then up to 63 restarts with
                                      noised choices (random temperature and
                                      size weight from seed) within the budget
                                      (default 1 s); the best by objective */
  TF_EINSUM_OPT_ANNEAL = 4,        /* RANDOM_GREEDY for a tenth of the budget,
                                      then simulated annealing over tree
                                      rotations (TreeSA-like; up to 10 trials
                                      of a fixed schedule) for the rest
                                      (default 1 s); anytime: the best tree
                                      found when the budget runs out */
  TF_EINSUM_OPT_BISECT = 5         /* recursive bisection: the operands split
                                      into balanced halves cutting the fewest
                                      (log-weighted) labels, recursively,
                                      small parts ordered exactly or greedily;
                                      randomised restarts within the budget
                                      (default 1 s), the best by objective,
                                      then annealed. For large networks of
                                      low dimension (lattices, circuits) */
} tf_einsum_optimizer;

/* What the order search minimises (tf_einsum_options.objective). flops:
 * over all pairwise steps (and all slices), the product of the extents of
 * every label of the step (multiply-adds) plus the elements it writes. */
typedef enum tf_einsum_objective {
  TF_EINSUM_OBJECTIVE_FLOPS = 0, /* flops */
  TF_EINSUM_OBJECTIVE_SIZE = 1,  /* the largest intermediate (elements), ties
                                    by flops */
  TF_EINSUM_OBJECTIVE_MIX = 2    /* log2(flops) + log2(largest intermediate) */
} tf_einsum_objective;

/* A contraction plan as a value: an order (and slicing) chosen for one
 * einsum signature, read out, written to bytes and given back to a call
 * through tf_einsum_options.plan (see "Plans as values" below). */
typedef struct tf_einsum_path tf_einsum_path;

/* Options of an einsum call; NULL means all defaults. */
typedef struct tf_einsum_options {
  size_t struct_size;  /* sizeof(tf_einsum_options); v1 minimum: through
                          path_len */
  const uint8_t* conj; /* NULL, or one flag per operand: nonzero conjugates
                          that operand (ignored for real dtypes) */
  const int32_t* path; /* NULL: tenferro chooses the order (optimizer below;
                          by default exact search up to 8 operands, greedy
                          beyond). Else path_len pairs
                          (i, j), 2*path_len values: each pair names two
                          positions in the current operand list, which are
                          contracted; both leave the list and the result is
                          appended at its end (opt_einsum's linear format) */
  int32_t path_len;    /* number of pairs in path; n - 1 when path is set
                          (int32_t, like n) */
  int32_t reserved0;   /* ignored (padding); set it to 0 */
  int32_t semiring;    /* tf_semiring; 0 = TF_SEMIRING_STANDARD (+, x); see
                          section 9, "Semiring contractions" */
  /* The search fields below, through objective, are read by tf_einsum*,
   * tf_einsum_labels* and tf_einsum*_path_create; programs and derivative
   * rules keep the default search. */
  double time_budget_seconds; /* the search's budget (slicing under a
                          memory budget included); 0 = the optimizer's
                          default, else in (0, 86400]. A search that stops
                          on time may differ between runs; one that
                          finishes first is the same for the same seed */
  uint64_t seed;       /* seed of the randomised optimizers (any value) */
  int64_t memory_budget_bytes; /* (int64_t, not size_t) 0 = no slicing.
                          Else the bytes any
                          intermediate may hold (>= every operand's bytes):
                          the planner slices summed labels until every
                          intermediate fits (RANDOM_GREEDY, ANNEAL and
                          BISECT choose them inside the search,
                          re-optimising the tree on one slice; the others
                          slice their tree afterwards, fewest added flops
                          first; no optimizer gives more total flops than
                          greedy's tree sliced afterwards), and
                          the call runs the slices one after another,
                          summing into out in a fixed order (the same
                          result as unsliced up to rounding, bitwise the
                          same between runs); a pooled engine splits
                          slices too small to thread across its workers,
                          each with its own intermediates and partial
                          result (bitwise the same between runs with the
                          same worker count). Standard semiring only */
  const tf_einsum_path* plan; /* NULL, or a plan for this call's operand
                          shapes: its path and slicing are used (no
                          search); path must be NULL. The caller keeps it
                          alive for the call */
  int32_t optimizer;   /* tf_einsum_optimizer; 0 = TF_EINSUM_OPT_DEFAULT.
                          Ignored when path or plan is set */
  int32_t objective;   /* tf_einsum_objective; 0 = TF_EINSUM_OBJECTIVE_FLOPS */
} tf_einsum_options;

/* Einstein summation over n operands with NumPy subscripts: "ij,jk->ik".
 * Labels are a-z and A-Z; spaces are ignored. Without "->" the output is
 * every label that occurs once, in ASCII order (after "..." if present).
 * A label repeated in one operand takes its diagonal ("ii->i", "ii->") and
 * needs equal extents there; labels absent from the output are summed;
 * labels in several operands and in the output are batch axes.
 * Broadcasting (NumPy): a label's axes have one extent or extent 1, and an
 * axis of extent 1 stretches to the label's extent elsewhere ("ij,ij->j"
 * with shapes (10, 2) and (1, 2): out[j] = sum_i a[i][j] * b[0][j]);
 * extents that differ and are both != 1 are TF_ERR_SHAPE_MISMATCH. The
 * VJP sums a broadcast operand's cotangent over its stretched axes.
 * "..." stands for the leading-or-middle axes not named, aligned from the
 * right and broadcast the same way; an output with "..." puts them where
 * it says (no axes when no operand has "...", as in NumPy: "ij->...ij" is
 * "ij->ij"); an explicit output without "..." sums them (as PyTorch does;
 * NumPy refuses it): "...ij->ij" sums over the leading axes.
 * Sums of more than 128 terms are pairwise (as NumPy's), so n equal terms
 * are off by O(log n) roundings, not O(n); a pairwise step's matrix
 * product sums as the BLAS does. */
TF_API tf_status tf_einsum(tf_engine* engine, const char* subscripts, int32_t n,
                           const tf_tensor* const* operands,
                           const tf_einsum_options* options, tf_tensor** out);
TF_API tf_status tf_einsum_into(tf_engine* engine, const char* subscripts, int32_t n,
                                const tf_tensor* const* operands,
                                const tf_einsum_options* options, tf_tensor* out);
TF_API tf_status tf_einsum_acc(tf_engine* engine, const char* subscripts, int32_t n,
                               const tf_tensor* const* operands,
                               const tf_einsum_options* options, tf_scalar alpha,
                               tf_scalar beta, tf_tensor* out);

/* The same with integer labels, for callers that build networks in code:
 * labels[i] holds ndim(operands[i]) labels >= 0 (any values, any number of
 * distinct labels; the string form has 52 letters, this form has no label
 * limit). Both forms take up to 2^20 operands (programs and derivative
 * rules: 64). out_labels holds out_ndim labels; out_ndim < 0 means
 * the implicit output (labels occurring once, ascending; out_labels may be
 * NULL). Extents broadcast as in tf_einsum; there is no ellipsis. */
TF_API tf_status tf_einsum_labels(tf_engine* engine, int32_t n,
                                  const tf_tensor* const* operands,
                                  const int32_t* const* labels, int32_t out_ndim,
                                  const int32_t* out_labels,
                                  const tf_einsum_options* options, tf_tensor** out);
TF_API tf_status tf_einsum_labels_into(tf_engine* engine, int32_t n,
                                       const tf_tensor* const* operands,
                                       const int32_t* const* labels, int32_t out_ndim,
                                       const int32_t* out_labels,
                                       const tf_einsum_options* options, tf_tensor* out);
TF_API tf_status tf_einsum_labels_acc(tf_engine* engine, int32_t n,
                                      const tf_tensor* const* operands,
                                      const int32_t* const* labels, int32_t out_ndim,
                                      const int32_t* out_labels,
                                      const tf_einsum_options* options, tf_scalar alpha,
                                      tf_scalar beta, tf_tensor* out);

/* Plans as values. tf_einsum_path_create chooses the order (and slicing)
 * that tf_einsum with the same subscripts, operand dtypes and shapes and
 * options would use, without running it (operands' data is not read); the
 * search is cached in the engine's plan cache, so the call that follows
 * does not search again. Caller owns *path (tf_einsum_path_release). */
TF_API tf_status tf_einsum_path_create(tf_engine* engine, const char* subscripts, int32_t n,
                                       const tf_tensor* const* operands,
                                       const tf_einsum_options* options,
                                       tf_einsum_path** path);
TF_API tf_status tf_einsum_labels_path_create(tf_engine* engine, int32_t n,
                                              const tf_tensor* const* operands,
                                              const int32_t* const* labels, int32_t out_ndim,
                                              const int32_t* out_labels,
                                              const tf_einsum_options* options,
                                              tf_einsum_path** path);
/* Releases a plan; NULL is ignored. */
TF_API void tf_einsum_path_release(tf_einsum_path* path);

/* What a plan predicts (one slice's sizes; flops over all slices). */
typedef struct tf_einsum_path_info {
  size_t struct_size;        /* sizeof(tf_einsum_path_info) */
  int32_t n;                 /* operands */
  int32_t npairs;            /* pairs in the path: n - 1 (0 for n = 1) */
  int32_t nsliced;           /* sliced labels */
  int32_t reserved0;         /* 0 */
  double log2_flops;         /* log2 of the flops (tf_einsum_objective) */
  double log2_largest;       /* log2 of the largest intermediate (elements) */
  double log2_slices;        /* log2 of the number of slices */
  int64_t peak_bytes;        /* scratch bytes the call takes (int64_t, not
                                size_t): intermediates and copies alive at
                                once (blocks reused by lifetime), one slice
                                at a time */
} tf_einsum_path_info;
TF_API tf_status tf_einsum_path_info_get(const tf_einsum_path* path, tf_einsum_path_info* info);
/* The path: 2 * npairs values in tf_einsum_options.path's linear format,
 * into pairs, an array of len = 2 * npairs entries (len is int32_t, like
 * npairs, not size_t). */
TF_API tf_status tf_einsum_path_pairs(const tf_einsum_path* path, int32_t* pairs, int32_t len);
/* The sliced labels as the call names them (a character code in the string
 * form, the label value in the integer form), into labels, an array of
 * len = nsliced entries (len is int32_t, like nsliced, not size_t). */
TF_API tf_status tf_einsum_path_sliced(const tf_einsum_path* path, int64_t* labels, int32_t len);
/* Writes the plan as bytes (versioned, little-endian, the same on every
 * machine, checksummed): *size gets the byte count; buf (capacity cap) gets
 * the bytes when cap >= *size (buf may be NULL to ask the size). */
TF_API tf_status tf_einsum_path_write(const tf_einsum_path* path, void* buf, size_t cap,
                                      size_t* size);
/* Reads bytes written by tf_einsum_path_write into a new plan (caller owns
 * *path). A plan given to a call through options->plan is checked against
 * the call: another operand count or shape is refused, naming the operand
 * and both shapes. */
TF_API tf_status tf_einsum_path_read(const void* buf, size_t size, tf_einsum_path** path);

/* ======================================================================== */
/* 9. Semiring contractions                                                 */
/* ======================================================================== */

/* Matrix products, tensordot and einsum in the semirings of tf_semiring
 * (reference: docs/semiring.md). In max-plus, "sum" is max and "product"
 * is +; in min-plus, min and +; in max-times, max and x (meant for
 * nonnegative data: an element is max(0, max_k a*b)). float32 and float64
 * only (complex: TF_ERR_UNSUPPORTED); an unknown semiring value is
 * TF_ERR_INVALID_ARGUMENT. Einsum takes the semiring in
 * tf_einsum_options.semiring (all tf_einsum* forms); matmul and tensordot,
 * which have no options struct, take it in the entry points below
 * (TF_SEMIRING_STANDARD there is tf_matmul / tf_tensordot).
 *
 * - Identities: an empty contraction (k = 0, an extent-0 summed axis)
 *   gives the semiring's zero: -inf (max-plus), +inf (min-plus), 0
 *   (max-times).
 * - Forms: tf_X and tf_X_into write out = result. tf_X_acc (and
 *   tf_einsum_acc with a semiring) computes, in the semiring,
 *     out = (beta (x) out) (+) (alpha (x) result)
 *   e.g. max-plus: out = max(beta + out, alpha + result). alpha and beta
 *   are their real parts (im is ignored, as for every real dtype); the
 *   semiring's one (0 for
 *   max/min-plus, 1 for max-times) leaves a term as it is, its zero drops it;
 *   beta equal to the zero means out is not read (as beta = 0 in the
 *   standard algebra): NaN or an infinity in out does not reach the result.
 * - Ties and NaN: a term replaces the running max (min) only when strictly
 *   greater (less), in increasing k; a NaN term (-inf + inf) never wins.
 *   Values and argmax are the same on serial and pooled engines.
 * - Planning is the ordinary one (same operation count); each pairwise step
 *   runs the semiring GEMM kernel (AVX-512, AVX2 or SSE2). Programs take
 *   the semiring too (tf_program_einsum* options; tf_program_tensordot is
 *   standard only). */

/* *out = a (x) b over the last two axes (batch axes broadcast, as
 * tf_matmul); caller owns *out. */
TF_API tf_status tf_matmul_semiring(tf_engine* engine, tf_semiring semiring,
                                    const tf_tensor* a, const tf_tensor* b, tf_tensor** out);
/* Same into out of the result's shape (any strides, no overlap). */
TF_API tf_status tf_matmul_semiring_into(tf_engine* engine, tf_semiring semiring,
                                         const tf_tensor* a, const tf_tensor* b,
                                         tf_tensor* out);
/* out = (beta (x) out) (+) (alpha (x) op_a(a) (x) op_b(b)) in the semiring. */
TF_API tf_status tf_matmul_semiring_acc(tf_engine* engine, tf_semiring semiring, tf_op op_a,
                                        const tf_tensor* a, tf_op op_b, const tf_tensor* b,
                                        tf_scalar alpha, tf_scalar beta, tf_tensor* out);
/* out = op_a(a) (x) op_b(b), and argmax[e] = the k attaining element e
 * (lowest k on ties; 0 when no term beats the zero), for the result's
 * elements in row-major order (batch..., m, n); argmax_len, the length of
 * the caller's array argmax, is at least their count (int64_t, an element
 * count, not size_t). Not TF_SEMIRING_STANDARD. */
TF_API tf_status tf_matmul_semiring_argmax(tf_engine* engine, tf_semiring semiring,
                                           tf_op op_a, const tf_tensor* a, tf_op op_b,
                                           const tf_tensor* b, tf_tensor* out,
                                           int64_t* argmax, int64_t argmax_len);
/* VJP of out = a (x) b (tf_matmul_semiring: no op; batch axes broadcast;
 * not TF_SEMIRING_STANDARD, whose VJP is tf_matmul_vjp). Names as in
 * section 11: grad_out (out's shape) is the cotangent of out; it flows only
 * to the attaining entries: with k* the argmax of out[i, j],
 * grad_a[i, k*] += grad_out[i, j] (max/min-plus; max-times: times
 * b[k*, j]) and grad_b[k*, j] += grad_out[i, j] (max-times: times
 * a[i, k*]); elements of out equal to the zero pass nothing. grad_a and
 * grad_b (shaped as a and b; either may be NULL: not computed) are
 * overwritten. */
TF_API tf_status tf_matmul_semiring_vjp(tf_engine* engine, tf_semiring semiring,
                                        const tf_tensor* a, const tf_tensor* b,
                                        const tf_tensor* grad_out, tf_tensor* grad_a,
                                        tf_tensor* grad_b);
/* Tensordot (as tf_tensordot, no conjugation) in the semiring. */
TF_API tf_status tf_tensordot_semiring(tf_engine* engine, tf_semiring semiring,
                                       const tf_tensor* a, const tf_tensor* b, int32_t naxes,
                                       const int32_t* axes_a, const int32_t* axes_b,
                                       tf_tensor** out);
TF_API tf_status tf_tensordot_semiring_into(tf_engine* engine, tf_semiring semiring,
                                            const tf_tensor* a, const tf_tensor* b,
                                            int32_t naxes, const int32_t* axes_a,
                                            const int32_t* axes_b, tf_tensor* out);
TF_API tf_status tf_tensordot_semiring_acc(tf_engine* engine, tf_semiring semiring,
                                           const tf_tensor* a, const tf_tensor* b,
                                           int32_t naxes, const int32_t* axes_a,
                                           const int32_t* axes_b, tf_scalar alpha,
                                           tf_scalar beta, tf_tensor* out);
/* Configuration recovery: the einsum of options->semiring (not STANDARD)
 * into out, and for each output element (row-major) one optimal assignment
 * of every summed label (a label not in the output): config[e * nsummed +
 * s] is the index of summed label s, labels in ascending order (character
 * code in the string form, label value in the integer form); *nsummed is
 * their count; config_len, the length of the caller's array config, is at
 * least numel(out) * nsummed (int64_t, an element count, not size_t;
 * config may be NULL when that is 0). Each pairwise step of the plan's order keeps the lowest
 * combined index of the labels it sums, so the assignment is deterministic
 * (the same on every engine) but not necessarily the lexicographically
 * first optimum. With an extent-0 label every entry is -1. No "...". */
TF_API tf_status tf_einsum_semiring_argmax(tf_engine* engine, const char* subscripts,
                                           int32_t n, const tf_tensor* const* operands,
                                           const tf_einsum_options* options, tf_tensor* out,
                                           int64_t* config, int64_t config_len,
                                           int32_t* nsummed);
TF_API tf_status tf_einsum_labels_semiring_argmax(
    tf_engine* engine, int32_t n, const tf_tensor* const* operands,
    const int32_t* const* labels, int32_t out_ndim, const int32_t* out_labels,
    const tf_einsum_options* options, tf_tensor* out, int64_t* config, int64_t config_len,
    int32_t* nsummed);

/* ======================================================================== */
/* 10. Linear algebra                                                       */
/* ======================================================================== */

/* Decompositions and solvers through OpenBLAS's LAPACK, for all four dtypes.
 *
 * Batches: a tensor of shape (..., m, n) is a stack of m x n matrices over
 *   its leading axes; every operand of one call has the same batch shape (no
 *   broadcasting). Real-valued results of complex inputs (singular values,
 *   eigenvalues) have the real dtype (C64 -> F32, C128 -> F64).
 * Layouts: inputs may have any strides. LAPACK overwrites its input, so each
 *   matrix is copied into pooled scratch first; a row-major matrix is given
 *   to LAPACK as its column-major transpose (a straight copy, the transposed
 *   problem solved instead), not transposed element by element.
 * Outputs: tf_<op> allocates its results from the engine's pool, row-major,
 *   owned by the caller. tf_<op>_into overwrites caller tensors of the exact
 *   shape (any strides) that must not overlap the inputs or each other.
 *   Every batch item is computed into scratch first: on any error no output
 *   has been written.
 * Errors: TF_ERR_NUMERICAL for a singular system, a matrix that is not
 *   positive definite, an iteration that does not converge, and for NaN or
 *   Inf input: every element of every input matrix is checked (including
 *   triangles LAPACK would not read) and a non-finite one is rejected with
 *   its (row, column) and batch item. The message says which failure and
 *   LAPACK's INFO where LAPACK reported it. Non-square input where a square
 *   one is needed, a bad axis split and a kept rank above an _into capacity
 *   are TF_ERR_INVALID_ARGUMENT; output shapes that do not fit are
 *   TF_ERR_SHAPE_MISMATCH.
 * Plans and threads: workspace sizes are queried from LAPACK once per (op,
 *   dtype, shape, layout class, flags) and kept in the plan cache; workspace
 *   comes from the engine's pool. A serial engine runs LAPACK on the calling
 *   thread; a pooled one gives it the workers the call's work pays for. */

/* Truncation of an SVD. With the singular values s_1 >= ... >= s_r of a
 * matrix (r = min(m, n)) and W = sum_i s_i^2, the kept rank k is the smallest
 * k >= 1 with sum_{i>k} s_i^2 <= cutoff * W (k = r when cutoff is 0), then
 * at most max_rank (when max_rank > 0). The truncation error is the relative
 * discarded weight sum_{i>k} s_i^2 / W (0 when W = 0). In a batch, k is the
 * largest kept rank over the items and the error the largest over the items.
 * NULL options: no truncation. */
typedef struct tf_svd_options {
  size_t struct_size; /* sizeof(tf_svd_options); v1 minimum: through cutoff */
  int64_t max_rank;   /* 0 = no limit */
  double cutoff;      /* in [0, 1]; 0 = no cutoff */
} tf_svd_options;

/* What an SVD kept. */
typedef struct tf_svd_info {
  size_t struct_size;    /* set by the caller: sizeof(tf_svd_info); v1
                            minimum: through trunc_err */
  int64_t rank;          /* kept rank k */
  double trunc_err;      /* relative discarded weight (see tf_svd_options) */
  int32_t used_fallback; /* 1 if ?gesdd failed to converge on some item and
                            ?gesvd (QR iteration) computed it instead */
} tf_svd_info;

/* Thin SVD a = u diag(s) vh of a (..., m, n): u (..., m, k) with orthonormal
 * columns, s (..., k) descending and non-negative, vh (..., k, n) with
 * orthonormal rows, k the kept rank. Driver: ?gesdd (divide and conquer);
 * on non-convergence ?gesvd. options and info may be NULL. The caller owns
 * *u, *s and *vh. */
TF_API tf_status tf_svd(tf_engine* engine, const tf_tensor* a, const tf_svd_options* options,
                        tf_tensor** u, tf_tensor** s, tf_tensor** vh, tf_svd_info* info);
/* Same into caller tensors of capacity c: u (..., m, c), s (..., c),
 * vh (..., c, n), any c >= 0. The first k columns/values/rows hold the
 * result, the rest are zeroed; k > c is TF_ERR_INVALID_ARGUMENT with the
 * outputs untouched (c = min(m, n) or c >= max_rank always fits). */
TF_API tf_status tf_svd_into(tf_engine* engine, const tf_tensor* a,
                             const tf_svd_options* options, tf_tensor* u, tf_tensor* s,
                             tf_tensor* vh, tf_svd_info* info);
/* SVD of a tensor split into (left | right) axes: the left axes are
 * left_axes[0..n_left) in that order (1 <= n_left < rank, distinct), the
 * right axes are the others in increasing order. The library permutes and
 * reshapes: u is (left extents..., k), s is (k), vh is (k, right
 * extents...). No batch axes. The caller owns *u, *s and *vh. */
TF_API tf_status tf_svd_split(tf_engine* engine, const tf_tensor* a, int32_t n_left,
                              const int32_t* left_axes, const tf_svd_options* options,
                              tf_tensor** u, tf_tensor** s, tf_tensor** vh,
                              tf_svd_info* info);
/* Same into caller tensors of capacity c (see tf_svd_into):
 * u (left extents..., c), s (c), vh (c, right extents...). */
TF_API tf_status tf_svd_split_into(tf_engine* engine, const tf_tensor* a, int32_t n_left,
                                   const int32_t* left_axes, const tf_svd_options* options,
                                   tf_tensor* u, tf_tensor* s, tf_tensor* vh,
                                   tf_svd_info* info);

/* Thin QR a = q r of a (..., m, n), k = min(m, n): q (..., m, k) with
 * orthonormal columns, r (..., k, n) upper triangular. nonneg_diag != 0 makes
 * r's diagonal real and non-negative (q's columns absorb the phases). The
 * caller owns *q and *r. */
TF_API tf_status tf_qr(tf_engine* engine, const tf_tensor* a, int32_t nonneg_diag,
                       tf_tensor** q, tf_tensor** r);
TF_API tf_status tf_qr_into(tf_engine* engine, const tf_tensor* a, int32_t nonneg_diag,
                            tf_tensor* q, tf_tensor* r);
/* Thin LQ a = l q: l (..., m, k) lower triangular, q (..., k, n) with
 * orthonormal rows; nonneg_diag as for tf_qr (on l's diagonal). */
TF_API tf_status tf_lq(tf_engine* engine, const tf_tensor* a, int32_t nonneg_diag,
                       tf_tensor** l, tf_tensor** q);
TF_API tf_status tf_lq_into(tf_engine* engine, const tf_tensor* a, int32_t nonneg_diag,
                            tf_tensor* l, tf_tensor* q);

/* Eigen-decomposition of Hermitian (real symmetric) a (..., n, n) given by
 * its lower triangle (the strict upper triangle is not used, but must be
 * finite): w (..., n) real, ascending; v (..., n, n) with a v = v diag(w)
 * and orthonormal columns. Driver ?syevd / ?heevd. Caller owns *w, *v. */
TF_API tf_status tf_eigh(tf_engine* engine, const tf_tensor* a, tf_tensor** w, tf_tensor** v);
TF_API tf_status tf_eigh_into(tf_engine* engine, const tf_tensor* a, tf_tensor* w,
                              tf_tensor* v);
/* Eigenvalues only (ascending). Caller owns *w. */
TF_API tf_status tf_eigvalsh(tf_engine* engine, const tf_tensor* a, tf_tensor** w);
TF_API tf_status tf_eigvalsh_into(tf_engine* engine, const tf_tensor* a, tf_tensor* w);

/* Solves a x = b for square a (..., n, n) and b (..., n, r) (?gesv); x is
 * (..., n, r). A singular a is TF_ERR_NUMERICAL. Caller owns *x. */
TF_API tf_status tf_solve(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                          tf_tensor** x);
TF_API tf_status tf_solve_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                               tf_tensor* x);
/* Solves op(a) x = b for triangular a (upper != 0: its upper triangle,
 * else its lower one; the other is not used), op in {N, T, C}; unit_diag
 * != 0 takes a's diagonal as ones (?trtrs). A zero on the diagonal is
 * TF_ERR_NUMERICAL. Caller owns *x. */
TF_API tf_status tf_solve_triangular(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                                     int32_t upper, tf_op op, int32_t unit_diag,
                                     tf_tensor** x);
TF_API tf_status tf_solve_triangular_into(tf_engine* engine, const tf_tensor* a,
                                          const tf_tensor* b, int32_t upper, tf_op op,
                                          int32_t unit_diag, tf_tensor* x);

/* Cholesky factor of Hermitian positive-definite a (..., n, n), read from its
 * lower triangle: l (..., n, n) lower triangular (zeros above) with
 * a = l l^H (?potrf). Not positive definite: TF_ERR_NUMERICAL with the order
 * of the failing leading minor. Caller owns *l. */
TF_API tf_status tf_cholesky(tf_engine* engine, const tf_tensor* a, tf_tensor** l);
TF_API tf_status tf_cholesky_into(tf_engine* engine, const tf_tensor* a, tf_tensor* l);

/* LU factorisation with partial pivoting of a (..., m, n), k = min(m, n)
 * (?getrf): lu (..., m, n) holds unit-lower L below the diagonal and U on and
 * above it; piv (caller array of piv_count >= batch_items * k entries,
 * item after item) gets 0-based row interchanges: row i was swapped with row
 * piv[i], for i = 0, 1, ... in order, so a = P L U. A zero on U's diagonal
 * is not an error here. Caller owns *lu. */
TF_API tf_status tf_lu(tf_engine* engine, const tf_tensor* a, tf_tensor** lu, int32_t* piv,
                       size_t piv_count);
TF_API tf_status tf_lu_into(tf_engine* engine, const tf_tensor* a, tf_tensor* lu, int32_t* piv,
                            size_t piv_count);
/* Solves a x = b from tf_lu's square lu (..., n, n) and piv (?getrs);
 * b (..., n, r). A zero on U's diagonal is TF_ERR_NUMERICAL; a pivot
 * outside 0..n-1 is TF_ERR_INVALID_ARGUMENT. Caller owns *x. */
TF_API tf_status tf_lu_solve(tf_engine* engine, const tf_tensor* lu, const int32_t* piv,
                             size_t piv_count, const tf_tensor* b, tf_tensor** x);
TF_API tf_status tf_lu_solve_into(tf_engine* engine, const tf_tensor* lu, const int32_t* piv,
                                  size_t piv_count, const tf_tensor* b, tf_tensor* x);

/* Determinant of square a (..., n, n) from its LU factorisation: d has the
 * batch shape (rank 0 for one matrix) and a's dtype; singular a gives 0,
 * the empty matrix 1. No scaling: may overflow or underflow for large n.
 * Caller owns *d. */
TF_API tf_status tf_det(tf_engine* engine, const tf_tensor* a, tf_tensor** d);
TF_API tf_status tf_det_into(tf_engine* engine, const tf_tensor* a, tf_tensor* d);
/* Sign and log of |det| of square a (..., n, n) from its LU factorisation:
 * det(a) = sign * exp(logabsdet). sign has the batch shape and a's dtype
 * (+-1, or a unit complex number), logabsdet the real dtype; singular a
 * gives sign 0 and logabsdet -inf (no error). Caller owns both. */
TF_API tf_status tf_slogdet(tf_engine* engine, const tf_tensor* a, tf_tensor** sign,
                            tf_tensor** logabsdet);
TF_API tf_status tf_slogdet_into(tf_engine* engine, const tf_tensor* a, tf_tensor* sign,
                                 tf_tensor* logabsdet);
/* Inverse of square a (..., n, n) (?getrf, ?getri). Singular a is
 * TF_ERR_NUMERICAL. Caller owns *x. */
TF_API tf_status tf_inv(tf_engine* engine, const tf_tensor* a, tf_tensor** x);
TF_API tf_status tf_inv_into(tf_engine* engine, const tf_tensor* a, tf_tensor* x);

/* ---- Least squares, pseudo-inverse, norms, exponential, general eig ---- */

/* Least squares: x minimises ||a x - b||_2 for every column of b, and among
 * the minimisers has the smallest norm (?gelsd, SVD based): a (..., m, n),
 * b (..., m, r), x (..., n, r). Singular values of a at or below
 * rcond * s_max count as zero; rcond < 0 takes eps * max(m, n) (eps of a's
 * precision). residuals (..., r) has the real dtype: ||b - a x||^2 of each
 * column, computed for every shape and rank (NumPy reports it only for
 * m > n at full rank). rank: NULL, or an array of rank_count >= batch
 * items that gets each item's effective rank. Caller owns *x and
 * *residuals. */
TF_API tf_status tf_lstsq(tf_engine* engine, const tf_tensor* a, const tf_tensor* b, double rcond,
                          tf_tensor** x, tf_tensor** residuals, int64_t* rank, size_t rank_count);
TF_API tf_status tf_lstsq_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                               double rcond, tf_tensor* x, tf_tensor* residuals, int64_t* rank,
                               size_t rank_count);

/* Moore-Penrose pseudo-inverse x (..., n, m) of a (..., m, n) through a's
 * SVD (?gesdd): x = v diag(1/s_i) u^H over the singular values
 * s_i > rcond * s_max (rcond < 0: eps * max(m, n)). A ?gesdd that does not
 * converge is TF_ERR_NUMERICAL. Caller owns *x. */
TF_API tf_status tf_pinv(tf_engine* engine, const tf_tensor* a, double rcond, tf_tensor** x);
TF_API tf_status tf_pinv_into(tf_engine* engine, const tf_tensor* a, double rcond, tf_tensor* x);

/* Which matrix norm tf_matrix_norm computes. */
typedef enum tf_matrix_norm_kind {
  TF_NORM_FRO = 0, /* Frobenius: sqrt(sum |a_ij|^2), without overflow */
  TF_NORM_NUC = 1, /* nuclear: the sum of the singular values */
  TF_NORM_2 = 2    /* spectral: the largest singular value */
} tf_matrix_norm_kind;

/* Norm of every matrix of a (..., m, n): out has a's batch shape (rank 0
 * for one matrix) and the real dtype; an empty matrix has norm 0. The
 * nuclear and 2-norms come from ?gesdd's singular values. Caller owns *out. */
TF_API tf_status tf_matrix_norm(tf_engine* engine, const tf_tensor* a, tf_matrix_norm_kind kind,
                                tf_tensor** out);
TF_API tf_status tf_matrix_norm_into(tf_engine* engine, const tf_tensor* a,
                                     tf_matrix_norm_kind kind, tf_tensor* out);

/* Matrix exponential x = exp(a) of square a (..., n, n): scaling and
 * squaring with a Pade approximant of degree 3 to 13 chosen from a's
 * 1-norm (Higham 2005), accurate to about the working precision times the
 * condition of exp at a. A result that overflows is TF_ERR_NUMERICAL.
 * Caller owns *x. */
TF_API tf_status tf_expm(tf_engine* engine, const tf_tensor* a, tf_tensor** x);
TF_API tf_status tf_expm_into(tf_engine* engine, const tf_tensor* a, tf_tensor* x);

/* Eigen-decomposition of general square a (..., n, n) (?geev, right
 * eigenvectors): a v = v diag(w). w (..., n) and v (..., n, n) are complex
 * for every input dtype (F32 -> C64, F64 -> C128), in LAPACK's order (not
 * sorted; a real matrix's complex-conjugate pairs are adjacent, positive
 * imaginary part first), each column of v of unit 2-norm with its largest
 * component real. A defective a has a v that is (nearly) singular. A QR
 * iteration that does not converge is TF_ERR_NUMERICAL. Caller owns *w
 * and *v. */
TF_API tf_status tf_eig(tf_engine* engine, const tf_tensor* a, tf_tensor** w, tf_tensor** v);
TF_API tf_status tf_eig_into(tf_engine* engine, const tf_tensor* a, tf_tensor* w, tf_tensor* v);
/* Eigenvalues only (same order as tf_eig's). Caller owns *w. */
TF_API tf_status tf_eigvals(tf_engine* engine, const tf_tensor* a, tf_tensor** w);
TF_API tf_status tf_eigvals_into(tf_engine* engine, const tf_tensor* a, tf_tensor* w);

/* ======================================================================== */
/* 11. Derivatives: contractions, elementwise, reductions, layout           */
/* ======================================================================== */

/* Derivative rules for an automatic-differentiation system outside tenferro
 * (ChainRules.jl, jax.custom_vjp, torch.autograd.Function, a hand-written
 * adjoint loop): for an operation X,
 *
 *   tf_X_vjp   reverse mode (vector-Jacobian product): the cotangents of
 *              X's results in, the cotangents of X's inputs out (allocated
 *              from the engine's pool, row-major; the caller owns them);
 *   tf_X_vjp_into  the same into caller-owned tensors of the inputs' exact
 *              shapes and dtypes (any strides);
 *   tf_X_jvp   forward mode (Jacobian-vector product): the tangents of X's
 *              inputs in, the tangents of its results out (allocated);
 *   tf_X_jvp_into  the same into caller tensors of the results' shapes.
 *
 * Names. Every derivative parameter is named after the value of X it
 * belongs to, with one of two prefixes:
 *
 *   grad_<v>   the cotangent of v: the gradient of a real loss with respect
 *              to v, in the complex convention below;
 *   t_<v>      the tangent of v (a direction of change of v).
 *
 * v is the name X's forward call gives that value: an input (x, y, a, b,
 * operands) or a result (out for an operation with one unnamed result; u,
 * s, vh, q, r, w, v, x, l, lu, d, sign, logabsdet as the linear algebra of
 * section 10 names its results). So a VJP takes grad_<result> and writes
 * grad_<input>; a JVP takes t_<input> and writes t_<result>. Examples:
 * tf_unary_vjp(..., x, grad_out, grad_x), tf_unary_jvp(..., x, t_x, t_out),
 * tf_svd_vjp(..., grad_u, grad_s, grad_vh, ..., grad_a),
 * tf_solve_jvp(..., t_a, t_b, t_x). An array over the operands of einsum
 * is grad_operands or t_operands. Function names (tf_X_vjp, tf_X_jvp) and
 * the option fields (tf_program_vjp_options.unit_seed, keep_outputs,
 * tf_ad_options.broadening) are part of the ABI and keep their names.
 *
 * A rule takes X's own arguments first (the same meaning and the same
 * checks as the forward call; the linear-algebra rules also take X's
 * results, section 12), then the cotangents or tangents, then the
 * derivatives it writes. A derivative passed as NULL is not computed
 * (tf_tensordot_vjp with grad_b NULL gives only grad_a, at the cost of one
 * contraction). In this section grad_out is required and a NULL tangent
 * t_<input> means a zero tangent; section 12 says its own rule. Every
 * cotangent and tangent has the dtype and shape of the value it belongs to
 * (grad_out: of X's result; t_x: of x); outputs must not overlap any input
 * or each other. On error every output is untouched. The _into forms
 * allocate nothing beyond the engine pool's scratch once the pool is warm,
 * and a serial engine runs every rule on the calling thread.
 *
 * Complex convention. For a real loss L of a complex z = x + iy the
 * cotangent is dL/dx + i dL/dy (PyTorch's convention: gradient descent is
 * z -= lr * grad). A VJP is the adjoint of the JVP under the real inner
 * product Re<a, b> = Re sum conj(a) b, so Re<JVP(t), c> = Re<t, VJP(c)>;
 * for y = A x the VJP is grad_x = A^H grad_y, for y = conj(x) it is
 * grad_x = conj(grad_y). JAX's cotangents are the complex conjugates of
 * these (JAX pairs with the bilinear sum a b instead of conj(a) b): a
 * jax.custom_vjp wrapping a tenferro rule conjugates the cotangent going in
 * and the cotangents coming out. For real dtypes both conventions are the
 * ordinary gradient.
 *
 * Broadcasting: the cotangent of a broadcast input is summed back to the
 * input's shape. Ties (max, min): the cotangent is shared equally by the
 * tied elements (and the JVP is the mean of their tangents), so VJP and JVP
 * stay adjoint. See docs/autodiff.md. */

/* Einsum (section 8): subscripts, n, operands and options as tf_einsum
 * (options->semiring must be TF_SEMIRING_STANDARD: TF_ERR_UNSUPPORTED
 * otherwise). grad_out has the result's shape. The VJP is n einsums, one
 * per wanted operand: grad_operands[i] is operand i's cotangent.
 *   tf_einsum_vjp: grad_operands is an array of n pointers; a non-NULL
 *     grad_operands[i] receives a new tensor (caller owns it), a NULL one
 *     is not computed: tf_tensor* grad_a;
 *     tf_tensor** grad_operands[3] = {&grad_a, NULL, NULL};
 *   tf_einsum_vjp_into: grad_operands is an array of n tensors (or NULL:
 *     not computed), each of its operand's shape and dtype.
 * The first call of a signature (the forward's, plus the layouts of
 * grad_out and of each wanted result) derives the adjoint label lists and
 * plans each adjoint einsum; the plan cache keeps them, so a repeated call
 * runs them without parsing or order search.
 * Repeated labels (diagonals, traces) give cotangents that are zero off the
 * diagonal; labels summed inside one operand only give a cotangent constant
 * along those axes. */
TF_API tf_status tf_einsum_vjp(tf_engine* engine, const char* subscripts, int32_t n,
                               const tf_tensor* const* operands,
                               const tf_einsum_options* options, const tf_tensor* grad_out,
                               tf_tensor** const* grad_operands);
TF_API tf_status tf_einsum_vjp_into(tf_engine* engine, const char* subscripts, int32_t n,
                                    const tf_tensor* const* operands,
                                    const tf_einsum_options* options,
                                    const tf_tensor* grad_out, tf_tensor* const* grad_operands);
/* JVP: t_operands is an array of n tangents, one per operand (an entry
 * NULL, or t_operands NULL: a zero tangent); *t_out (or t_out) gets the
 * result's tangent, the sum of one einsum per non-zero tangent (zeros when
 * every tangent is zero). */
TF_API tf_status tf_einsum_jvp(tf_engine* engine, const char* subscripts, int32_t n,
                               const tf_tensor* const* operands,
                               const tf_einsum_options* options,
                               const tf_tensor* const* t_operands, tf_tensor** t_out);
TF_API tf_status tf_einsum_jvp_into(tf_engine* engine, const char* subscripts, int32_t n,
                                    const tf_tensor* const* operands,
                                    const tf_einsum_options* options,
                                    const tf_tensor* const* t_operands, tf_tensor* t_out);
/* The same for the integer-label form (tf_einsum_labels). */
TF_API tf_status tf_einsum_labels_vjp(tf_engine* engine, int32_t n,
                                      const tf_tensor* const* operands,
                                      const int32_t* const* labels, int32_t out_ndim,
                                      const int32_t* out_labels,
                                      const tf_einsum_options* options,
                                      const tf_tensor* grad_out,
                                      tf_tensor** const* grad_operands);
TF_API tf_status tf_einsum_labels_vjp_into(tf_engine* engine, int32_t n,
                                           const tf_tensor* const* operands,
                                           const int32_t* const* labels, int32_t out_ndim,
                                           const int32_t* out_labels,
                                           const tf_einsum_options* options,
                                           const tf_tensor* grad_out,
                                           tf_tensor* const* grad_operands);
TF_API tf_status tf_einsum_labels_jvp(tf_engine* engine, int32_t n,
                                      const tf_tensor* const* operands,
                                      const int32_t* const* labels, int32_t out_ndim,
                                      const int32_t* out_labels,
                                      const tf_einsum_options* options,
                                      const tf_tensor* const* t_operands, tf_tensor** t_out);
TF_API tf_status tf_einsum_labels_jvp_into(tf_engine* engine, int32_t n,
                                           const tf_tensor* const* operands,
                                           const int32_t* const* labels, int32_t out_ndim,
                                           const int32_t* out_labels,
                                           const tf_einsum_options* options,
                                           const tf_tensor* const* t_operands,
                                           tf_tensor* t_out);

/* Tensordot (section 8): a, b, naxes, axes and conj flags as tf_tensordot;
 * grad_out has the result's shape. grad_a / grad_b: cotangents of a and b
 * (NULL: not computed). */
TF_API tf_status tf_tensordot_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                                  int32_t naxes, const int32_t* axes_a,
                                  const int32_t* axes_b, int32_t conj_a, int32_t conj_b,
                                  const tf_tensor* grad_out, tf_tensor** grad_a,
                                  tf_tensor** grad_b);
TF_API tf_status tf_tensordot_vjp_into(tf_engine* engine, const tf_tensor* a,
                                       const tf_tensor* b, int32_t naxes,
                                       const int32_t* axes_a, const int32_t* axes_b,
                                       int32_t conj_a, int32_t conj_b,
                                       const tf_tensor* grad_out, tf_tensor* grad_a,
                                       tf_tensor* grad_b);
/* JVP: t_a, t_b tangents of a and b (NULL = zero); t_out the result's. */
TF_API tf_status tf_tensordot_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                                  int32_t naxes, const int32_t* axes_a,
                                  const int32_t* axes_b, int32_t conj_a, int32_t conj_b,
                                  const tf_tensor* t_a, const tf_tensor* t_b,
                                  tf_tensor** t_out);
TF_API tf_status tf_tensordot_jvp_into(tf_engine* engine, const tf_tensor* a,
                                       const tf_tensor* b, int32_t naxes,
                                       const int32_t* axes_a, const int32_t* axes_b,
                                       int32_t conj_a, int32_t conj_b, const tf_tensor* t_a,
                                       const tf_tensor* t_b, tf_tensor* t_out);

/* Matrix product (section 6): out = op_a(a) @ op_b(b) with op in {N, T, C}
 * and batch broadcasting, as tf_matmul_acc with alpha 1 and beta 0
 * (tf_matmul is op_a = op_b = TF_OP_N). A broadcast batch axis of a or b
 * gets its cotangent summed over the batch. */
TF_API tf_status tf_matmul_vjp(tf_engine* engine, tf_op op_a, const tf_tensor* a, tf_op op_b,
                               const tf_tensor* b, const tf_tensor* grad_out, tf_tensor** grad_a,
                               tf_tensor** grad_b);
TF_API tf_status tf_matmul_vjp_into(tf_engine* engine, tf_op op_a, const tf_tensor* a,
                                    tf_op op_b, const tf_tensor* b,
                                    const tf_tensor* grad_out, tf_tensor* grad_a,
                                    tf_tensor* grad_b);
TF_API tf_status tf_matmul_jvp(tf_engine* engine, tf_op op_a, const tf_tensor* a, tf_op op_b,
                               const tf_tensor* b, const tf_tensor* t_a, const tf_tensor* t_b,
                               tf_tensor** t_out);
TF_API tf_status tf_matmul_jvp_into(tf_engine* engine, tf_op op_a, const tf_tensor* a,
                                    tf_op op_b, const tf_tensor* b, const tf_tensor* t_a,
                                    const tf_tensor* t_b, tf_tensor* t_out);

/* Elementwise maps (section 7): out = op(x), op(x, y), alpha * x or
 * alpha * x + beta * y. Broadcast operands of tf_binary and tf_axpby get
 * their cotangents summed back to their own shapes.
 *   unary: holomorphic maps (EXP, LOG, SQRT, SIN, COS, TANH, RECIPROCAL,
 *     EXPM1, LOG1P, SIGMOID) give grad_x = conj(f'(x)) * grad_out; NEG,
 *     CONJ, REAL and IMAG are linear (IMAG: grad_x = i * grad_out); ABS
 *     gives grad_x = sign(x) * grad_out and SIGN of a real x has derivative
 *     0 (both 0 at x = 0); SIGN of complex z: grad_x = (grad_out - sign(z)^2
 *     conj(grad_out)) / (2|z|), 0 at 0. ABS, REAL and IMAG of complex x take
 *     a real grad_out and give a complex grad_x.
 *   binary: MAX and MIN share the cotangent equally on ties (x = y); POW:
 *     partials y x^(y-1) and x^y log x (the latter 0 where x = 0); ATAN2:
 *     partials y / (x^2 + y^2) and -x / (x^2 + y^2), 0 at the origin.
 *   scale, axpby: grad_x = conj(alpha) * grad_out,
 *     grad_y = conj(beta) * grad_out.
 * Every unary and binary op has a rule, and the program transforms
 * (tf_program_vjp / tf_program_jvp) compute the same derivative for the
 * same command (docs/adding-an-operation.md).
 * JVPs: t_x / t_y are tangents of x / y (NULL = zero), t_out the result's. */
TF_API tf_status tf_unary_vjp(tf_engine* engine, tf_unary_op op, const tf_tensor* x,
                              const tf_tensor* grad_out, tf_tensor** grad_x);
TF_API tf_status tf_unary_vjp_into(tf_engine* engine, tf_unary_op op, const tf_tensor* x,
                                   const tf_tensor* grad_out, tf_tensor* grad_x);
TF_API tf_status tf_unary_jvp(tf_engine* engine, tf_unary_op op, const tf_tensor* x,
                              const tf_tensor* t_x, tf_tensor** t_out);
TF_API tf_status tf_unary_jvp_into(tf_engine* engine, tf_unary_op op, const tf_tensor* x,
                                   const tf_tensor* t_x, tf_tensor* t_out);
TF_API tf_status tf_scale_vjp(tf_engine* engine, tf_scalar alpha, const tf_tensor* x,
                              const tf_tensor* grad_out, tf_tensor** grad_x);
TF_API tf_status tf_scale_vjp_into(tf_engine* engine, tf_scalar alpha, const tf_tensor* x,
                                   const tf_tensor* grad_out, tf_tensor* grad_x);
TF_API tf_status tf_scale_jvp(tf_engine* engine, tf_scalar alpha, const tf_tensor* x,
                              const tf_tensor* t_x, tf_tensor** t_out);
TF_API tf_status tf_scale_jvp_into(tf_engine* engine, tf_scalar alpha, const tf_tensor* x,
                                   const tf_tensor* t_x, tf_tensor* t_out);
TF_API tf_status tf_binary_vjp(tf_engine* engine, tf_binary_op op, const tf_tensor* x,
                               const tf_tensor* y, const tf_tensor* grad_out, tf_tensor** grad_x,
                               tf_tensor** grad_y);
TF_API tf_status tf_binary_vjp_into(tf_engine* engine, tf_binary_op op, const tf_tensor* x,
                                    const tf_tensor* y, const tf_tensor* grad_out,
                                    tf_tensor* grad_x, tf_tensor* grad_y);
TF_API tf_status tf_binary_jvp(tf_engine* engine, tf_binary_op op, const tf_tensor* x,
                               const tf_tensor* y, const tf_tensor* t_x, const tf_tensor* t_y,
                               tf_tensor** t_out);
TF_API tf_status tf_binary_jvp_into(tf_engine* engine, tf_binary_op op, const tf_tensor* x,
                                    const tf_tensor* y, const tf_tensor* t_x, const tf_tensor* t_y,
                                    tf_tensor* t_out);
TF_API tf_status tf_axpby_vjp(tf_engine* engine, tf_scalar alpha, const tf_tensor* x,
                              tf_scalar beta, const tf_tensor* y, const tf_tensor* grad_out,
                              tf_tensor** grad_x, tf_tensor** grad_y);
TF_API tf_status tf_axpby_vjp_into(tf_engine* engine, tf_scalar alpha, const tf_tensor* x,
                                   tf_scalar beta, const tf_tensor* y, const tf_tensor* grad_out,
                                   tf_tensor* grad_x, tf_tensor* grad_y);
TF_API tf_status tf_axpby_jvp(tf_engine* engine, tf_scalar alpha, const tf_tensor* x,
                              tf_scalar beta, const tf_tensor* y, const tf_tensor* t_x,
                              const tf_tensor* t_y, tf_tensor** t_out);
TF_API tf_status tf_axpby_jvp_into(tf_engine* engine, tf_scalar alpha, const tf_tensor* x,
                                   tf_scalar beta, const tf_tensor* y, const tf_tensor* t_x,
                                   const tf_tensor* t_y, tf_tensor* t_out);
/* Cast of x to dtype: grad_out has dtype, grad_x has x's dtype (real to
 * complex: the real part of grad_out comes back). */
TF_API tf_status tf_cast_vjp(tf_engine* engine, const tf_tensor* x, tf_dtype dtype,
                             const tf_tensor* grad_out, tf_tensor** grad_x);
TF_API tf_status tf_cast_vjp_into(tf_engine* engine, const tf_tensor* x, tf_dtype dtype,
                                  const tf_tensor* grad_out, tf_tensor* grad_x);
TF_API tf_status tf_cast_jvp(tf_engine* engine, const tf_tensor* x, tf_dtype dtype,
                             const tf_tensor* t_x, tf_tensor** t_out);
TF_API tf_status tf_cast_jvp_into(tf_engine* engine, const tf_tensor* x, tf_dtype dtype,
                                  const tf_tensor* t_x, tf_tensor* t_out);

/* Reductions (tf_reduce): op, x, naxes, axes, keepdims as the forward call;
 * grad_out has the reduction's result shape. SUM and MEAN broadcast it
 * back; MAX and MIN give it to the extreme elements, shared equally among
 * ties; FROBENIUS gives grad_x = x * grad_out / |x| (0 where |x| = 0).
 * TF_REDUCE_PROD is not differentiable here (TF_ERR_UNSUPPORTED naming it,
 * in the program transforms too): its derivative, the product of the other
 * elements, is not an elementwise expression where x has zeros. */
TF_API tf_status tf_reduce_vjp(tf_engine* engine, tf_reduce_op op, const tf_tensor* x,
                               int32_t naxes, const int32_t* axes, int32_t keepdims,
                               const tf_tensor* grad_out, tf_tensor** grad_x);
TF_API tf_status tf_reduce_vjp_into(tf_engine* engine, tf_reduce_op op, const tf_tensor* x,
                                    int32_t naxes, const int32_t* axes, int32_t keepdims,
                                    const tf_tensor* grad_out, tf_tensor* grad_x);
TF_API tf_status tf_reduce_jvp(tf_engine* engine, tf_reduce_op op, const tf_tensor* x,
                               int32_t naxes, const int32_t* axes, int32_t keepdims,
                               const tf_tensor* t_x, tf_tensor** t_out);
TF_API tf_status tf_reduce_jvp_into(tf_engine* engine, tf_reduce_op op, const tf_tensor* x,
                                    int32_t naxes, const int32_t* axes, int32_t keepdims,
                                    const tf_tensor* t_x, tf_tensor* t_out);
/* dot (out = sum x*y) and vdot (out = sum conj(x)*y): grad_out is a
 * scalar; the JVP writes the scalar tangent into *t_out. dot:
 * grad_x = conj(y) * grad_out, grad_y = conj(x) * grad_out; vdot:
 * grad_x = y * conj(grad_out), grad_y = x * grad_out. */
TF_API tf_status tf_dot_vjp(tf_engine* engine, const tf_tensor* x, const tf_tensor* y,
                            tf_scalar grad_out, tf_tensor** grad_x, tf_tensor** grad_y);
TF_API tf_status tf_dot_vjp_into(tf_engine* engine, const tf_tensor* x, const tf_tensor* y,
                                 tf_scalar grad_out, tf_tensor* grad_x, tf_tensor* grad_y);
TF_API tf_status tf_vdot_vjp(tf_engine* engine, const tf_tensor* x, const tf_tensor* y,
                             tf_scalar grad_out, tf_tensor** grad_x, tf_tensor** grad_y);
TF_API tf_status tf_vdot_vjp_into(tf_engine* engine, const tf_tensor* x, const tf_tensor* y,
                                  tf_scalar grad_out, tf_tensor* grad_x, tf_tensor* grad_y);
TF_API tf_status tf_dot_jvp(tf_engine* engine, const tf_tensor* x, const tf_tensor* y,
                            const tf_tensor* t_x, const tf_tensor* t_y, tf_scalar* t_out);
TF_API tf_status tf_vdot_jvp(tf_engine* engine, const tf_tensor* x, const tf_tensor* y,
                             const tf_tensor* t_x, const tf_tensor* t_y, tf_scalar* t_out);

/* Layout (section 7). These operations are linear, so their JVP is the
 * operation itself applied to the tangent (tf_permute_view(t_x, perm),
 * tf_reshape_view, tf_slice_view, tf_contiguous): no separate JVP entry
 * points. The VJPs move grad_out (the result's shape) back to x's shape as
 * grad_x. The allocating forms return a view of grad_out whenever one
 * expresses the result (permute, contiguous always; reshape when
 * grad_out's strides allow): no data moves, and the view shares grad_out's
 * memory (a view of a wrapped tensor borrows the same caller memory).
 * tf_slice_vjp writes zeros outside the slice. The _into forms copy. */
TF_API tf_status tf_permute_vjp(tf_engine* engine, const tf_tensor* x, const int32_t* perm,
                                const tf_tensor* grad_out, tf_tensor** grad_x);
TF_API tf_status tf_permute_vjp_into(tf_engine* engine, const tf_tensor* x, const int32_t* perm,
                                     const tf_tensor* grad_out, tf_tensor* grad_x);
TF_API tf_status tf_reshape_vjp(tf_engine* engine, const tf_tensor* x, int32_t ndim,
                                const int64_t* shape, tf_layout order, const tf_tensor* grad_out,
                                tf_tensor** grad_x);
TF_API tf_status tf_reshape_vjp_into(tf_engine* engine, const tf_tensor* x, int32_t ndim,
                                     const int64_t* shape, tf_layout order,
                                     const tf_tensor* grad_out, tf_tensor* grad_x);
TF_API tf_status tf_slice_vjp(tf_engine* engine, const tf_tensor* x, const int64_t* starts,
                              const int64_t* stops, const int64_t* steps, const tf_tensor* grad_out,
                              tf_tensor** grad_x);
TF_API tf_status tf_slice_vjp_into(tf_engine* engine, const tf_tensor* x, const int64_t* starts,
                                   const int64_t* stops, const int64_t* steps,
                                   const tf_tensor* grad_out, tf_tensor* grad_x);
TF_API tf_status tf_contiguous_vjp(tf_engine* engine, const tf_tensor* x, tf_layout layout,
                                   const tf_tensor* grad_out, tf_tensor** grad_x);
TF_API tf_status tf_contiguous_vjp_into(tf_engine* engine, const tf_tensor* x, tf_layout layout,
                                        const tf_tensor* grad_out, tf_tensor* grad_x);

/* Structure (section 7). Linear too: the JVP is the operation applied to
 * the tangent. Each VJP takes the forward's arguments, grad_out of the
 * result's shape, and writes grad_x of x's shape: the adjoint map (pad:
 * the interior of grad_out, pad's value gets no cotangent; diagonal: zeros
 * with grad_out on the diagonal; diag_embed: the diagonal of grad_out;
 * trace: grad_out spread along the diagonal; flip: flipped back; roll:
 * rolled back; tril/triu: the same triangle; broadcast_to: summed over the
 * stretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent
 * per input, as tf_einsum_vjp does: grad_xs is an array of n pointers
 * (allocating form; a NULL entry is not computed) or n tensors (_into; a
 * NULL entry is not computed); each is its part of grad_out. */
TF_API tf_status tf_concatenate_vjp(tf_engine* engine, int32_t n, const tf_tensor* const* xs,
                                    int32_t axis, const tf_tensor* grad_out,
                                    tf_tensor** const* grad_xs);
TF_API tf_status tf_concatenate_vjp_into(tf_engine* engine, int32_t n,
                                         const tf_tensor* const* xs, int32_t axis,
                                         const tf_tensor* grad_out, tf_tensor* const* grad_xs);
TF_API tf_status tf_stack_vjp(tf_engine* engine, int32_t n, const tf_tensor* const* xs,
                              int32_t axis, const tf_tensor* grad_out,
                              tf_tensor** const* grad_xs);
TF_API tf_status tf_stack_vjp_into(tf_engine* engine, int32_t n, const tf_tensor* const* xs,
                                   int32_t axis, const tf_tensor* grad_out,
                                   tf_tensor* const* grad_xs);
TF_API tf_status tf_pad_vjp(tf_engine* engine, const tf_tensor* x, const int64_t* before,
                            const int64_t* after, const tf_tensor* grad_out,
                            tf_tensor** grad_x);
TF_API tf_status tf_pad_vjp_into(tf_engine* engine, const tf_tensor* x, const int64_t* before,
                                 const int64_t* after, const tf_tensor* grad_out,
                                 tf_tensor* grad_x);
TF_API tf_status tf_diagonal_vjp(tf_engine* engine, const tf_tensor* x, int64_t offset,
                                 int32_t axis1, int32_t axis2, const tf_tensor* grad_out,
                                 tf_tensor** grad_x);
TF_API tf_status tf_diagonal_vjp_into(tf_engine* engine, const tf_tensor* x, int64_t offset,
                                      int32_t axis1, int32_t axis2, const tf_tensor* grad_out,
                                      tf_tensor* grad_x);
TF_API tf_status tf_diag_embed_vjp(tf_engine* engine, const tf_tensor* x, int64_t offset,
                                   int32_t axis1, int32_t axis2, const tf_tensor* grad_out,
                                   tf_tensor** grad_x);
TF_API tf_status tf_diag_embed_vjp_into(tf_engine* engine, const tf_tensor* x, int64_t offset,
                                        int32_t axis1, int32_t axis2,
                                        const tf_tensor* grad_out, tf_tensor* grad_x);
TF_API tf_status tf_trace_vjp(tf_engine* engine, const tf_tensor* x, int64_t offset,
                              int32_t axis1, int32_t axis2, const tf_tensor* grad_out,
                              tf_tensor** grad_x);
TF_API tf_status tf_trace_vjp_into(tf_engine* engine, const tf_tensor* x, int64_t offset,
                                   int32_t axis1, int32_t axis2, const tf_tensor* grad_out,
                                   tf_tensor* grad_x);
TF_API tf_status tf_flip_vjp(tf_engine* engine, const tf_tensor* x, int32_t naxes,
                             const int32_t* axes, const tf_tensor* grad_out,
                             tf_tensor** grad_x);
TF_API tf_status tf_flip_vjp_into(tf_engine* engine, const tf_tensor* x, int32_t naxes,
                                  const int32_t* axes, const tf_tensor* grad_out,
                                  tf_tensor* grad_x);
TF_API tf_status tf_roll_vjp(tf_engine* engine, const tf_tensor* x, int64_t shift, int32_t axis,
                             const tf_tensor* grad_out, tf_tensor** grad_x);
TF_API tf_status tf_roll_vjp_into(tf_engine* engine, const tf_tensor* x, int64_t shift,
                                  int32_t axis, const tf_tensor* grad_out, tf_tensor* grad_x);
TF_API tf_status tf_tril_vjp(tf_engine* engine, const tf_tensor* x, int64_t offset,
                             const tf_tensor* grad_out, tf_tensor** grad_x);
TF_API tf_status tf_tril_vjp_into(tf_engine* engine, const tf_tensor* x, int64_t offset,
                                  const tf_tensor* grad_out, tf_tensor* grad_x);
TF_API tf_status tf_triu_vjp(tf_engine* engine, const tf_tensor* x, int64_t offset,
                             const tf_tensor* grad_out, tf_tensor** grad_x);
TF_API tf_status tf_triu_vjp_into(tf_engine* engine, const tf_tensor* x, int64_t offset,
                                  const tf_tensor* grad_out, tf_tensor* grad_x);
TF_API tf_status tf_broadcast_to_vjp(tf_engine* engine, const tf_tensor* x, int32_t ndim,
                                     const int64_t* shape, const tf_tensor* grad_out,
                                     tf_tensor** grad_x);
TF_API tf_status tf_broadcast_to_vjp_into(tf_engine* engine, const tf_tensor* x, int32_t ndim,
                                          const int64_t* shape, const tf_tensor* grad_out,
                                          tf_tensor* grad_x);

/* Indexing (section 7). where, index_select, scatter_add and cumsum are
 * linear in their tensor inputs (the mask and the indices are constants),
 * so their JVP is the operation on the tangents; cumprod's JVP is not
 * provided (take the VJP). grad_out has the forward result's shape.
 *   tf_where_vjp: grad_a = grad_out where mask, grad_b elsewhere, each
 *     summed over the axes its operand was broadcast along; NULL: skipped.
 *   tf_index_select_vjp: grad_out scattered-added into zeros (repeated
 *     indices add up).
 *   tf_scatter_add_vjp: grad_x = grad_out, grad_src = grad_out at indices.
 *   tf_cumsum_vjp: the reverse running sum of grad_out.
 *   tf_cumprod_vjp: exact with zeros in x (O(extent^2) per line).
 *   tf_topk_vjp: indices as tf_topk (or tf_sort, k = the extent) wrote
 *     them; grad_out added at those positions into zeros. */
TF_API tf_status tf_where_vjp(tf_engine* engine, const tf_tensor* mask, const tf_tensor* a,
                              const tf_tensor* b, const tf_tensor* grad_out, tf_tensor** grad_a,
                              tf_tensor** grad_b);
TF_API tf_status tf_where_vjp_into(tf_engine* engine, const tf_tensor* mask, const tf_tensor* a,
                                   const tf_tensor* b, const tf_tensor* grad_out,
                                   tf_tensor* grad_a, tf_tensor* grad_b);
TF_API tf_status tf_index_select_vjp(tf_engine* engine, const tf_tensor* x, int32_t axis,
                                     int64_t n, const int64_t* indices,
                                     const tf_tensor* grad_out, tf_tensor** grad_x);
TF_API tf_status tf_index_select_vjp_into(tf_engine* engine, const tf_tensor* x, int32_t axis,
                                          int64_t n, const int64_t* indices,
                                          const tf_tensor* grad_out, tf_tensor* grad_x);
TF_API tf_status tf_scatter_add_vjp(tf_engine* engine, const tf_tensor* x, int32_t axis,
                                    int64_t n, const int64_t* indices, const tf_tensor* src,
                                    const tf_tensor* grad_out, tf_tensor** grad_x,
                                    tf_tensor** grad_src);
TF_API tf_status tf_scatter_add_vjp_into(tf_engine* engine, const tf_tensor* x, int32_t axis,
                                         int64_t n, const int64_t* indices,
                                         const tf_tensor* src, const tf_tensor* grad_out,
                                         tf_tensor* grad_x, tf_tensor* grad_src);
TF_API tf_status tf_cumsum_vjp(tf_engine* engine, const tf_tensor* x, int32_t axis,
                               const tf_tensor* grad_out, tf_tensor** grad_x);
TF_API tf_status tf_cumsum_vjp_into(tf_engine* engine, const tf_tensor* x, int32_t axis,
                                    const tf_tensor* grad_out, tf_tensor* grad_x);
TF_API tf_status tf_cumprod_vjp(tf_engine* engine, const tf_tensor* x, int32_t axis,
                                const tf_tensor* grad_out, tf_tensor** grad_x);
TF_API tf_status tf_cumprod_vjp_into(tf_engine* engine, const tf_tensor* x, int32_t axis,
                                     const tf_tensor* grad_out, tf_tensor* grad_x);
TF_API tf_status tf_topk_vjp(tf_engine* engine, const tf_tensor* x, int32_t axis, int64_t k,
                             const int64_t* indices, const tf_tensor* grad_out,
                             tf_tensor** grad_x);
TF_API tf_status tf_topk_vjp_into(tf_engine* engine, const tf_tensor* x, int32_t axis, int64_t k,
                                  const int64_t* indices, const tf_tensor* grad_out,
                                  tf_tensor* grad_x);

/* ======================================================================== */
/* 12. Derivatives: linear algebra                                          */
/* ======================================================================== */

/* Reverse-mode (VJP) and forward-mode (JVP) rules of the decompositions and
 * solvers of section 10, for an outside AD system (ChainRules.jl, JAX
 * custom_vjp, torch.autograd.Function, hand-written adjoints) to call.
 *
 * Shape of every rule, for an operation X, with the names of section 11
 * (grad_<v> the cotangent of v, t_<v> its tangent):
 *   tf_X_vjp(engine, X's inputs, X's results, grad_<result>...,
 *            [options,] tf_tensor** grad_<input>...)
 *   tf_X_jvp(engine, X's inputs, X's results, t_<input>...,
 *            [options,] tf_tensor** t_<result>...)
 * e.g. tf_qr_vjp(engine, a, q, r, grad_q, grad_r, &grad_a) and
 * tf_qr_jvp(engine, a, q, r, t_a, &t_q, &t_r); the _into forms take caller
 * tensors (tf_tensor* grad_a, tf_tensor* t_q, ...) of the exact shape
 * instead. X's results are the ones the forward call returned (nothing is
 * recomputed). Here a NULL cotangent or tangent means zero. An output
 * passed as NULL is not computed (when all are NULL the call only
 * validates). Allocated outputs are row-major from the engine's pool,
 * owned by the caller. The _into outputs must not overlap any argument or
 * each other. Batches (..., m, n) as in section 10; every argument has a's
 * batch shape.
 *
 * Complex convention: section 11's (PyTorch's; JAX's cotangents are their
 * complex conjugates). A VJP is the adjoint of the JVP under
 * Re<a, b> = Re sum conj(a) b, so for every rule
 * Re<JVP(t), c> = Re<t, VJP(c)>. Real-valued results (s, w, logabsdet)
 * have real cotangents and tangents.
 *
 * Inputs read in part: eigh and cholesky read only a's lower triangle and
 * the real part of its diagonal, so their derivatives with respect to a
 * are the derivatives of that function: the VJP puts the whole gradient on
 * the lower triangle (the entry (i, j), i > j, gets G_ij + conj(G_ji) of
 * the Hermitian gradient G; the diagonal Re G_ii; above the diagonal 0),
 * the JVP reads only t_a's lower triangle. solve_triangular likewise reads
 * only the triangle of a that the forward call reads.
 *
 * Degenerate spectra. The SVD rules contain 1/(s_j^2 - s_i^2) and 1/s_i,
 * the eigh rules 1/(w_j - w_i). The SVD factor is split as
 *   1/(s_j^2 - s_i^2) (s_j X + s_i Y) = (X + Y) / (2 (s_j - s_i))
 *                                    + (X - Y) / (2 (s_j + s_i)),
 * a gauge part and a part that stays finite when s_i = s_j. Every
 * reciprocal 1/x (of s_j - s_i, s_j + s_i, s_i, w_j - w_i) is replaced by
 * the broadened
 *   x / (x^2 + eta),   eta = (broadening * scale)^2,
 * scale = max s_i (SVD) or max |w_i| (eigh): finite everywhere, 0 at x = 0,
 * and within a relative (broadening * scale / x)^2 of 1/x elsewhere.
 * What the result means at (near-)equal values: the gauge part is where a
 * loss that is not gauge-invariant has no derivative (rotations inside a
 * degenerate subspace change it); the rules drop it there (0 for exactly
 * equal values, bounded when closer than broadening * scale), i.e. they
 * return the derivative in the gauge where the vectors of a degenerate
 * subspace do not rotate into each other. For a gauge-invariant loss whose
 * cotangents stay gauge-invariant near the point (functions of s or w;
 * Re<c, u diag(m) vh> or v diag(m) v^H with weights m equal inside each
 * degenerate group; projectors onto whole degenerate subspaces) the gauge
 * part vanishes identically and the result is the exact derivative, also
 * at an identity matrix. A loss whose weight varies with the value inside
 * a degenerate group (u diag(s) vh = a itself is one) needs the limit
 * (m_j - m_i)/(s_j - s_i), which no cotangent carries: at an exactly
 * degenerate point such a loss gets that term as 0. Phase gauge of complex
 * SVD: the rules take Im diag(u^H t_u) = Im diag(u^H t_a v) / s and
 * Im diag(v^H t_v) = 0 (v = vh^H); eigh: Im diag(v^H t_v) = 0. A loss that depends on
 * the phases of the vectors is not gauge-invariant.
 *
 * Singular and non-positive-definite input gives TF_ERR_NUMERICAL, as the
 * forward call (solve, lu via a zero on U's diagonal, cholesky via a zero
 * on l's diagonal). Rules that divide by a triangular factor also report
 * TF_ERR_NUMERICAL where the forward call succeeded but the derivative does
 * not exist: qr/lq of a rank-deficient a, slogdet of a singular a. det of a
 * singular a is fine (its gradient is the adjugate's).
 *
 * Cost: a rule runs on the calling thread (never a thread pool, on any
 * engine), takes its scratch from the engine's pool, and its _into form
 * allocates nothing else. */
typedef struct tf_ad_options {
  size_t struct_size; /* sizeof(tf_ad_options); version 1: 16 bytes */
  double broadening;  /* relative broadening (see above), >= 0; 0 = exact
                         reciprocals (0 at exact degeneracy). NULL options:
                         1e-12 */
} tf_ad_options;

/* SVD a = u diag(s) vh (tf_svd): u (..., m, k), s (..., k), vh (..., k, n)
 * as returned, k the kept rank (pass the first k columns/values/rows of an
 * _into result of larger capacity, e.g. with tf_slice_view). Truncated (k <
 * min(m, n)): the rule differentiates the kept triplets of a, including
 * their coupling to the discarded part a - u s vh (solved directly in the
 * eigenbasis of its min(m, n)-sided Gram matrix). It needs every kept s_j
 * apart from every discarded singular value: where s_j^2 and a discarded
 * value's square are within sqrt(eps) s_1^2 of each other (an exact tie
 * s_k = s_{k+1}, where no derivative exists, or closer than about 1e-8
 * relative in double, 3e-4 in single precision) both rules give
 * TF_ERR_NUMERICAL naming the two values.
 * VJP: grad_u, grad_s (real), grad_vh in, grad_a out. JVP: t_a in, t_u,
 * t_s (real), t_vh out. */
TF_API tf_status tf_svd_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* u,
                            const tf_tensor* s, const tf_tensor* vh, const tf_tensor* grad_u,
                            const tf_tensor* grad_s, const tf_tensor* grad_vh,
                            const tf_ad_options* options, tf_tensor** grad_a);
TF_API tf_status tf_svd_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* u,
                                 const tf_tensor* s, const tf_tensor* vh, const tf_tensor* grad_u,
                                 const tf_tensor* grad_s, const tf_tensor* grad_vh,
                                 const tf_ad_options* options, tf_tensor* grad_a);
TF_API tf_status tf_svd_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* u,
                            const tf_tensor* s, const tf_tensor* vh, const tf_tensor* t_a,
                            const tf_ad_options* options, tf_tensor** t_u, tf_tensor** t_s,
                            tf_tensor** t_vh);
TF_API tf_status tf_svd_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* u,
                                 const tf_tensor* s, const tf_tensor* vh, const tf_tensor* t_a,
                                 const tf_ad_options* options, tf_tensor* t_u, tf_tensor* t_s,
                                 tf_tensor* t_vh);

/* QR a = q r and LQ a = l q (tf_qr / tf_lq, either diagonal convention).
 * VJP: grad_q, grad_r (grad_l, grad_q) in, grad_a out. JVP: t_a in, t_q,
 * t_r (t_l, t_q) out. a must have full rank (min(m, n)); else
 * TF_ERR_NUMERICAL. */
TF_API tf_status tf_qr_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* q,
                           const tf_tensor* r, const tf_tensor* grad_q, const tf_tensor* grad_r,
                           tf_tensor** grad_a);
TF_API tf_status tf_qr_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* q,
                                const tf_tensor* r, const tf_tensor* grad_q,
                                const tf_tensor* grad_r, tf_tensor* grad_a);
TF_API tf_status tf_qr_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* q,
                           const tf_tensor* r, const tf_tensor* t_a, tf_tensor** t_q,
                           tf_tensor** t_r);
TF_API tf_status tf_qr_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* q,
                                const tf_tensor* r, const tf_tensor* t_a, tf_tensor* t_q,
                                tf_tensor* t_r);
TF_API tf_status tf_lq_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* l,
                           const tf_tensor* q, const tf_tensor* grad_l, const tf_tensor* grad_q,
                           tf_tensor** grad_a);
TF_API tf_status tf_lq_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* l,
                                const tf_tensor* q, const tf_tensor* grad_l,
                                const tf_tensor* grad_q, tf_tensor* grad_a);
TF_API tf_status tf_lq_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* l,
                           const tf_tensor* q, const tf_tensor* t_a, tf_tensor** t_l,
                           tf_tensor** t_q);
TF_API tf_status tf_lq_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* l,
                                const tf_tensor* q, const tf_tensor* t_a, tf_tensor* t_l,
                                tf_tensor* t_q);

/* Hermitian eigen-decomposition a v = v diag(w) (tf_eigh). VJP: grad_w
 * (real), grad_v in, grad_a out. JVP: t_a in (lower triangle read), t_w
 * (real), t_v out. The eigvalsh forms take only w and compute the
 * eigenvectors they need (one tf_eigh, allocated from the pool: use
 * tf_eigh_vjp with grad_v = NULL if you have v). */
TF_API tf_status tf_eigh_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                             const tf_tensor* v, const tf_tensor* grad_w, const tf_tensor* grad_v,
                             const tf_ad_options* options, tf_tensor** grad_a);
TF_API tf_status tf_eigh_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                                  const tf_tensor* v, const tf_tensor* grad_w,
                                  const tf_tensor* grad_v, const tf_ad_options* options,
                                  tf_tensor* grad_a);
TF_API tf_status tf_eigh_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                             const tf_tensor* v, const tf_tensor* t_a, const tf_ad_options* options,
                             tf_tensor** t_w, tf_tensor** t_v);
TF_API tf_status tf_eigh_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                                  const tf_tensor* v, const tf_tensor* t_a,
                                  const tf_ad_options* options, tf_tensor* t_w, tf_tensor* t_v);
TF_API tf_status tf_eigvalsh_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                                 const tf_tensor* grad_w, tf_tensor** grad_a);
TF_API tf_status tf_eigvalsh_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                                      const tf_tensor* grad_w, tf_tensor* grad_a);
TF_API tf_status tf_eigvalsh_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                                 const tf_tensor* t_a, tf_tensor** t_w);
TF_API tf_status tf_eigvalsh_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                                      const tf_tensor* t_a, tf_tensor* t_w);

/* x = a^-1 b (tf_solve). VJP: grad_x gives grad_b = a^-H grad_x and
 * grad_a = -grad_b x^H. JVP: t_a, t_b give t_x = a^-1 (t_b - t_a x). */
TF_API tf_status tf_solve_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                              const tf_tensor* x, const tf_tensor* grad_x, tf_tensor** grad_a,
                              tf_tensor** grad_b);
TF_API tf_status tf_solve_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                                   const tf_tensor* x, const tf_tensor* grad_x, tf_tensor* grad_a,
                                   tf_tensor* grad_b);
TF_API tf_status tf_solve_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                              const tf_tensor* x, const tf_tensor* t_a, const tf_tensor* t_b,
                              tf_tensor** t_x);
TF_API tf_status tf_solve_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                                   const tf_tensor* x, const tf_tensor* t_a, const tf_tensor* t_b,
                                   tf_tensor* t_x);
/* x = op(a)^-1 b (tf_solve_triangular, same upper, op, unit_diag), names
 * as tf_solve_vjp / tf_solve_jvp: grad_a lives on the triangle the forward
 * call reads (strictly, with unit_diag), and only that triangle of t_a is
 * read. */
TF_API tf_status tf_solve_triangular_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                                         int32_t upper, tf_op op, int32_t unit_diag,
                                         const tf_tensor* x, const tf_tensor* grad_x,
                                         tf_tensor** grad_a, tf_tensor** grad_b);
TF_API tf_status tf_solve_triangular_vjp_into(tf_engine* engine, const tf_tensor* a,
                                              const tf_tensor* b, int32_t upper, tf_op op,
                                              int32_t unit_diag, const tf_tensor* x,
                                              const tf_tensor* grad_x, tf_tensor* grad_a,
                                              tf_tensor* grad_b);
TF_API tf_status tf_solve_triangular_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                                         int32_t upper, tf_op op, int32_t unit_diag,
                                         const tf_tensor* x, const tf_tensor* t_a,
                                         const tf_tensor* t_b, tf_tensor** t_x);
TF_API tf_status tf_solve_triangular_jvp_into(tf_engine* engine, const tf_tensor* a,
                                              const tf_tensor* b, int32_t upper, tf_op op,
                                              int32_t unit_diag, const tf_tensor* x,
                                              const tf_tensor* t_a, const tf_tensor* t_b,
                                              tf_tensor* t_x);

/* a = l l^H (tf_cholesky; l's strict upper triangle is not read). VJP:
 * grad_l in, grad_a out. JVP: t_a in (lower triangle read), t_l out. */
TF_API tf_status tf_cholesky_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* l,
                                 const tf_tensor* grad_l, tf_tensor** grad_a);
TF_API tf_status tf_cholesky_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* l,
                                      const tf_tensor* grad_l, tf_tensor* grad_a);
TF_API tf_status tf_cholesky_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* l,
                                 const tf_tensor* t_a, tf_tensor** t_l);
TF_API tf_status tf_cholesky_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* l,
                                      const tf_tensor* t_a, tf_tensor* t_l);

/* a = P L U (tf_lu of a square a; lu packed, piv and piv_count as tf_lu
 * took them). VJP: grad_lu, the cotangent of the packed lu (its strict
 * lower part is L's, the rest U's), in; grad_a out. JVP: t_a in, t_lu
 * (packed the same way) out. */
TF_API tf_status tf_lu_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* lu,
                           const int32_t* piv, size_t piv_count, const tf_tensor* grad_lu,
                           tf_tensor** grad_a);
TF_API tf_status tf_lu_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* lu,
                                const int32_t* piv, size_t piv_count, const tf_tensor* grad_lu,
                                tf_tensor* grad_a);
TF_API tf_status tf_lu_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* lu,
                           const int32_t* piv, size_t piv_count, const tf_tensor* t_a,
                           tf_tensor** t_lu);
TF_API tf_status tf_lu_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* lu,
                                const int32_t* piv, size_t piv_count, const tf_tensor* t_a,
                                tf_tensor* t_lu);

/* x = a^-1 (tf_inv). VJP: grad_a = -x^H grad_x x^H. JVP:
 * t_x = -x t_a x. */
TF_API tf_status tf_inv_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* x,
                            const tf_tensor* grad_x, tf_tensor** grad_a);
TF_API tf_status tf_inv_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* x,
                                 const tf_tensor* grad_x, tf_tensor* grad_a);
TF_API tf_status tf_inv_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* x,
                            const tf_tensor* t_a, tf_tensor** t_x);
TF_API tf_status tf_inv_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* x,
                                 const tf_tensor* t_a, tf_tensor* t_x);

/* d = det(a) (tf_det). VJP: grad_a = grad_d conj(adj(a))^T. JVP:
 * t_d = tr(adj(a) t_a). adj(a) is the adjugate, det(a) a^-1 for regular
 * a; both rules hold for singular a too. */
TF_API tf_status tf_det_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* d,
                            const tf_tensor* grad_d, tf_tensor** grad_a);
TF_API tf_status tf_det_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* d,
                                 const tf_tensor* grad_d, tf_tensor* grad_a);
TF_API tf_status tf_det_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* d,
                            const tf_tensor* t_a, tf_tensor** t_d);
TF_API tf_status tf_det_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* d,
                                 const tf_tensor* t_a, tf_tensor* t_d);

/* sign, logabsdet = slogdet(a) (tf_slogdet, section 10). VJP:
 * grad_a = c a^-H with c = grad_logabsdet + i Im(conj(sign) grad_sign).
 * JVP: with t = tr(a^-1 t_a), t_logabsdet = Re t and t_sign = sign i Im t
 * (0 for real a). A singular a is TF_ERR_NUMERICAL (log|det| has no
 * derivative there). */
TF_API tf_status tf_slogdet_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* sign,
                                const tf_tensor* logabsdet, const tf_tensor* grad_sign,
                                const tf_tensor* grad_logabsdet, tf_tensor** grad_a);
TF_API tf_status tf_slogdet_vjp_into(tf_engine* engine, const tf_tensor* a,
                                     const tf_tensor* sign, const tf_tensor* logabsdet,
                                     const tf_tensor* grad_sign, const tf_tensor* grad_logabsdet,
                                     tf_tensor* grad_a);
TF_API tf_status tf_slogdet_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* sign,
                                const tf_tensor* logabsdet, const tf_tensor* t_a,
                                tf_tensor** t_sign, tf_tensor** t_logabsdet);
TF_API tf_status tf_slogdet_jvp_into(tf_engine* engine, const tf_tensor* a,
                                     const tf_tensor* sign, const tf_tensor* logabsdet,
                                     const tf_tensor* t_a, tf_tensor* t_sign,
                                     tf_tensor* t_logabsdet);


/* x = pinv(a) (tf_pinv). With P = x, where a's rank does not change:
 * dP = -P t_a P + P P^H t_a^H (I - a P) + (I - P a) t_a^H P^H P, and the
 * VJP is its adjoint. x must be the pseudo-inverse tf_pinv returned (at a
 * cutoff that kept the rank). VJP: grad_x in, grad_a out. JVP: t_a in,
 * t_x out. */
TF_API tf_status tf_pinv_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* x,
                             const tf_tensor* grad_x, tf_tensor** grad_a);
TF_API tf_status tf_pinv_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* x,
                                  const tf_tensor* grad_x, tf_tensor* grad_a);
TF_API tf_status tf_pinv_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* x,
                             const tf_tensor* t_a, tf_tensor** t_x);
TF_API tf_status tf_pinv_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* x,
                                  const tf_tensor* t_a, tf_tensor* t_x);

/* x = lstsq(a, b) = pinv(a) b (tf_lstsq; its residuals and rank are not
 * differentiated). The rules recompute pinv(a) at the default cutoff
 * (eps * max(m, n)): they are the derivatives where a's rank is locally
 * constant. VJP: grad_x in; grad_b = pinv(a)^H grad_x and grad_a (the pinv
 * VJP of grad_x b^H) out. JVP: t_a, t_b in; t_x = dpinv(a) b + pinv(a) t_b
 * out. */
TF_API tf_status tf_lstsq_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                              const tf_tensor* x, const tf_tensor* grad_x, tf_tensor** grad_a,
                              tf_tensor** grad_b);
TF_API tf_status tf_lstsq_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                                   const tf_tensor* x, const tf_tensor* grad_x, tf_tensor* grad_a,
                                   tf_tensor* grad_b);
TF_API tf_status tf_lstsq_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                              const tf_tensor* x, const tf_tensor* t_a, const tf_tensor* t_b,
                              tf_tensor** t_x);
TF_API tf_status tf_lstsq_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* b,
                                   const tf_tensor* x, const tf_tensor* t_a, const tf_tensor* t_b,
                                   tf_tensor* t_x);

/* out = matrix_norm(a, kind) (tf_matrix_norm; out and grad_out real, one
 * per matrix). The derivative D (grad_a = grad_out D, t_out = Re<D, t_a>):
 * Frobenius D = a / out (0 for a zero matrix); nuclear D = U V^H over the
 * singular values above eps * max(m, n) * s_max (at a rank-deficient a a
 * subgradient: the minimum-norm one); 2-norm D = u_1 v_1^H of the largest
 * singular value (where s_1 = s_2 the norm has no derivative and this is
 * one subgradient, the pair ?gesdd returns). */
TF_API tf_status tf_matrix_norm_vjp(tf_engine* engine, const tf_tensor* a,
                                    tf_matrix_norm_kind kind, const tf_tensor* out,
                                    const tf_tensor* grad_out, tf_tensor** grad_a);
TF_API tf_status tf_matrix_norm_vjp_into(tf_engine* engine, const tf_tensor* a,
                                         tf_matrix_norm_kind kind, const tf_tensor* out,
                                         const tf_tensor* grad_out, tf_tensor* grad_a);
TF_API tf_status tf_matrix_norm_jvp(tf_engine* engine, const tf_tensor* a,
                                    tf_matrix_norm_kind kind, const tf_tensor* out,
                                    const tf_tensor* t_a, tf_tensor** t_out);
TF_API tf_status tf_matrix_norm_jvp_into(tf_engine* engine, const tf_tensor* a,
                                         tf_matrix_norm_kind kind, const tf_tensor* out,
                                         const tf_tensor* t_a, tf_tensor* t_out);

/* x = expm(a) (tf_expm). The Frechet derivative L(a, e) is the upper-right
 * block of exp([[a, e], [0, a]]) (block-triangular method), computed with
 * tf_expm's kernel at order 2n. JVP: t_x = L(a, t_a). VJP: grad_a =
 * L(a^H, grad_x). */
TF_API tf_status tf_expm_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* x,
                             const tf_tensor* grad_x, tf_tensor** grad_a);
TF_API tf_status tf_expm_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* x,
                                  const tf_tensor* grad_x, tf_tensor* grad_a);
TF_API tf_status tf_expm_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* x,
                             const tf_tensor* t_a, tf_tensor** t_x);
TF_API tf_status tf_expm_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* x,
                                  const tf_tensor* t_a, tf_tensor* t_x);

/* a v = v diag(w) (tf_eig; w, v and their cotangents and tangents complex,
 * a, grad_a and t_a of a's dtype: for a real a, grad_a is the real part of
 * the complex gradient). With P = v^-1 t_a v and W_ij = w_j - w_i:
 * t_w = diag(P), t_v = v (X - diag(diag(v^H v X))) with X = P / W off
 * the diagonal and 0 on it. Gauge: each column keeps unit norm
 * (Re v_i^H t_v_i = 0) and does not turn its phase (Im v_i^H t_v_i = 0);
 * a loss that depends on the phases of v is not gauge-invariant (tf_eig's
 * "largest component real" is a different phase convention, so compare
 * vectors up to phase). The VJP is the adjoint: grad_a = v^-H (diag(grad_w)
 * + Y / conj(W)) v^H, Y = v^H grad_v - v^H v diag(diag(v^H grad_v)).
 * Degenerate eigenvalues: 1/(w_j - w_i) is the broadened
 * conj(x) / (|x|^2 + eta), eta = (broadening * max|w_i|)^2 (tf_ad_options,
 * as for eigh): at exactly equal eigenvalues the coupling term is 0 (the
 * vectors of a degenerate subspace do not rotate into each other), exact
 * for losses invariant under that rotation (functions of w, projectors onto
 * whole eigenspaces). A defective a (v singular) is TF_ERR_NUMERICAL. */
TF_API tf_status tf_eig_vjp(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                            const tf_tensor* v, const tf_tensor* grad_w, const tf_tensor* grad_v,
                            const tf_ad_options* options, tf_tensor** grad_a);
TF_API tf_status tf_eig_vjp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                                 const tf_tensor* v, const tf_tensor* grad_w,
                                 const tf_tensor* grad_v, const tf_ad_options* options,
                                 tf_tensor* grad_a);
TF_API tf_status tf_eig_jvp(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                            const tf_tensor* v, const tf_tensor* t_a, const tf_ad_options* options,
                            tf_tensor** t_w, tf_tensor** t_v);
TF_API tf_status tf_eig_jvp_into(tf_engine* engine, const tf_tensor* a, const tf_tensor* w,
                                 const tf_tensor* v, const tf_tensor* t_a,
                                 const tf_ad_options* options, tf_tensor* t_w, tf_tensor* t_v);

/* ======================================================================== */
/* 13. Programs                                                             */
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
  size_t struct_size;          /* sizeof(tf_prepare_options); v1 minimum:
                                  through struct_size */
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
  size_t struct_size;             /* set by the caller: sizeof(tf_prepared_info);
                                     v1 minimum: through commands */
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

/* --- Programs: every operation family ---------------------------------- */

/* Recording the operations of sections 7-10 in a program. Each
 * call mirrors its direct form on value slots, validates what it can now
 * (slots exist, dtypes, ranks, static extents; the message names the slot)
 * and writes *slot (or one slot per result) only on success. Extents
 * declared TF_DYNAMIC are checked when a signature is planned. */

/* *slot = op(x) elementwise, as tf_unary (ABS/REAL/IMAG of complex: real). */
TF_API tf_status tf_program_unary(tf_program* program, tf_unary_op op, int32_t x,
                                  int32_t* slot);
/* *slot = alpha * x, as tf_scale. */
TF_API tf_status tf_program_scale(tf_program* program, tf_scalar alpha, int32_t x,
                                  int32_t* slot);
/* *slot = op(x, y) with broadcasting, as tf_binary (x, y: one dtype). */
TF_API tf_status tf_program_binary(tf_program* program, tf_binary_op op, int32_t x, int32_t y,
                                   int32_t* slot);
/* *slot = alpha * x + beta * y with broadcasting, as tf_axpby. */
TF_API tf_status tf_program_axpby(tf_program* program, tf_scalar alpha, int32_t x,
                                  tf_scalar beta, int32_t y, int32_t* slot);
/* *slot = reduction of x over axes[0..naxes), as tf_reduce (axes NULL with
 * naxes 0: every axis). */
TF_API tf_status tf_program_reduce(tf_program* program, tf_reduce_op op, int32_t x,
                                   int32_t naxes, const int32_t* axes, int32_t keepdims,
                                   int32_t* slot);
/* *slot = x converted to dtype, as tf_cast (complex to real rejected). */
TF_API tf_status tf_program_cast(tf_program* program, int32_t x, tf_dtype dtype,
                                 int32_t* slot);
/* *slot = x with axes permuted, as tf_permute; a view inside the program
 * (no copy unless the slot is an output). */
TF_API tf_status tf_program_permute(tf_program* program, int32_t x, const int32_t* perm,
                                    int32_t* slot);
/* *slot = x contiguous in layout, as tf_contiguous (no copy when x already
 * is, in a run's signature). */
TF_API tf_status tf_program_contiguous(tf_program* program, int32_t x, tf_layout layout,
                                       int32_t* slot);
/* *slot = x[starts:stops:steps], as tf_slice_view; a view inside the
 * program (steps may be NULL: all 1). */
TF_API tf_status tf_program_slice(tf_program* program, int32_t x, const int64_t* starts,
                                  const int64_t* stops, const int64_t* steps, int32_t* slot);
/* *slot = tensordot of a and b, as tf_tensordot. */
TF_API tf_status tf_program_tensordot(tf_program* program, int32_t a, int32_t b, int32_t naxes,
                                      const int32_t* axes_a, const int32_t* axes_b,
                                      int32_t conj_a, int32_t conj_b, int32_t* slot);
/* *slot = einsum over the n slots operands[], as tf_einsum (options: conj,
 * path, semiring; may be NULL). "..." needs static extents. Each pairwise step
 * becomes one command; intermediates live in the program's arena. */
TF_API tf_status tf_program_einsum(tf_program* program, const char* subscripts, int32_t n,
                                   const int32_t* operands, const tf_einsum_options* options,
                                   int32_t* slot);
/* Same with integer labels, as tf_einsum_labels. */
TF_API tf_status tf_program_einsum_labels(tf_program* program, int32_t n,
                                          const int32_t* operands,
                                          const int32_t* const* labels, int32_t out_ndim,
                                          const int32_t* out_labels,
                                          const tf_einsum_options* options, int32_t* slot);
/* SVD of a (..., m, n) into u (..., m, c), s (..., c) real, vh (..., c, n)
 * with the capacity c = min(m, n), or min(m, n, max_rank) when
 * options->max_rank > 0; as tf_svd_into: entries beyond the kept rank are
 * zero. The kept rank is not reported by a run. */
TF_API tf_status tf_program_svd(tf_program* program, int32_t a, const tf_svd_options* options,
                                int32_t* u, int32_t* s, int32_t* vh);
/* Thin QR / LQ, as tf_qr / tf_lq: two slots. */
TF_API tf_status tf_program_qr(tf_program* program, int32_t a, int32_t nonneg_diag, int32_t* q,
                               int32_t* r);
TF_API tf_status tf_program_lq(tf_program* program, int32_t a, int32_t nonneg_diag, int32_t* l,
                               int32_t* q);
/* Hermitian eigen-decomposition, as tf_eigh (w real) / tf_eigvalsh. */
TF_API tf_status tf_program_eigh(tf_program* program, int32_t a, int32_t* w, int32_t* v);
TF_API tf_status tf_program_eigvalsh(tf_program* program, int32_t a, int32_t* w);
/* *x = solution of a x = b, as tf_solve / tf_solve_triangular. A run whose
 * a is singular fails with TF_ERR_NUMERICAL (outputs may be written). */
TF_API tf_status tf_program_solve(tf_program* program, int32_t a, int32_t b, int32_t* x);
TF_API tf_status tf_program_solve_triangular(tf_program* program, int32_t a, int32_t b,
                                             int32_t upper, tf_op op, int32_t unit_diag,
                                             int32_t* x);
/* Cholesky factor, inverse and determinant, as tf_cholesky / tf_inv / tf_det. */
TF_API tf_status tf_program_cholesky(tf_program* program, int32_t a, int32_t* l);
TF_API tf_status tf_program_inv(tf_program* program, int32_t a, int32_t* x);
TF_API tf_status tf_program_det(tf_program* program, int32_t a, int32_t* d);

/* --- Program transforms ------------------------------------------------ */

/* Derivative programs made from a recorded program.
 * The result is an ordinary tf_program: prepared, cached per signature and
 * run like any other (zero allocations on a known signature). Its commands
 * are ordinary recorded operations: one adjoint per forward operation on
 * the path from the chosen inputs to the chosen outputs (einsum with
 * adjoint labels, elementwise maps, reductions, layout), following the
 * conventions of the per-operation rules (section 11, docs/autodiff.md:
 * for y = A x, grad_x = A^H grad_y). Forward intermediates the
 * adjoints read are arena values of the new program (liveness-planned).
 * Work for unchosen inputs is pruned. Shapes must be static. Linear
 * algebra (svd, also truncated, qr, lq, eigh, eigvalsh, solve,
 * solve_triangular, cholesky, inv, det) gets one command per cotangent or
 * tangent that calls the rule of section 12 (same conventions, same
 * failures: a run fails with TF_ERR_NUMERICAL where the rule would).
 * Operations without an adjoint in the transform make it fail with
 * TF_ERR_UNSUPPORTED naming the slot: reduce prod, einsum with '...', a repeated label inside one operand
 * (trace/diagonal) or a label summed in one operand only, matmul with
 * broadcast batch axes, the tangent of eigvalsh, and a transform of a
 * transformed program that went through linear algebra (no second
 * derivatives of the rules yet). */
typedef struct tf_program_vjp_options {
  size_t struct_size;   /* sizeof(tf_program_vjp_options); v1 minimum: through unit_seed */
  int32_t keep_outputs; /* nonzero: the new outputs start with the chosen forward outputs */
  int32_t unit_seed;    /* nonzero: exactly one chosen output, 0-d real; its cotangent
                           is 1 inside the program (no cotangent input): value and
                           gradient in one run */
} tf_program_vjp_options;

/* Reverse mode. outputs[0..num_outputs) and inputs[0..num_inputs) are
 * positions in forward's outputs and inputs (not slots). *out's inputs:
 * forward's inputs, then one cotangent per chosen output (its dtype and
 * shape; none with unit_seed). *out's outputs: the chosen forward outputs
 * (keep_outputs), then the cotangent of each chosen input (zero when the
 * input does not reach a chosen output). options may be NULL (all 0).
 * Caller releases *out. A cotangent of the wrong shape or dtype fails the
 * run like any input of the wrong signature. */
TF_API tf_status tf_program_vjp(const tf_program* forward, size_t num_outputs,
                                const int32_t* outputs, size_t num_inputs,
                                const int32_t* inputs, const tf_program_vjp_options* options,
                                tf_program** out);
/* Forward mode. inputs[0..num_inputs) are positions in forward's inputs.
 * *out's inputs: forward's inputs, then one tangent per chosen input (its
 * dtype and shape). *out's outputs: forward's outputs, then the tangent of
 * each (zero when it does not depend on a chosen input). The tangent rules
 * cover the operations of tf_program_vjp, so the JVP of a VJP program
 * without linear algebra is a Hessian-vector product program. Caller
 * releases *out. */
TF_API tf_status tf_program_jvp(const tf_program* forward, size_t num_inputs,
                                const int32_t* inputs, tf_program** out);
/* ======================================================================== */
/* 14. Krylov solvers over prepared programs                                */
/* ======================================================================== */

/* The linear map x -> A x of a solver is a prepared program (the "map")
 * whose first input is x and whose one output is A x, of x's dtype and
 * shape. Further inputs are parameters, the same in every application
 * (params[0..num_params) in declaration order: for example the environments
 * of a DMRG effective Hamiltonian); params may be NULL when num_params is 0.
 * A must be Hermitian (not checked: a non-Hermitian map gives meaningless
 * results), except for tf_gmres. Dtypes: TF_F64 and TF_C128 (others TF_ERR_UNSUPPORTED). The
 * vector shape is the map's declared input shape, or the start vector's
 * (tf_eigsh) / v's (tf_expm_multiply) when given; an input declared with a
 * TF_DYNAMIC extent needs one. Each application is one tf_program_run on
 * engine (the map must have been prepared on an engine of its kind); the
 * Krylov vectors come from the engine's buffer pool, the orthogonalisation
 * runs through BLAS with the engine's thread budget (a serial engine never
 * enters a pool) and the projected problems through LAPACK (dsyevd,
 * dstev). A failing map run fails the solver with the run's status.
 *
 * Convergence contract: a solver returns TF_OK only when its tolerance is
 * met; otherwise TF_ERR_NUMERICAL, the message giving the accuracy reached
 * and the work done, and nothing written (info included). */

/* Which end of the spectrum tf_eigsh looks for. */
typedef enum tf_eigsh_which {
  TF_EIGSH_LOWEST = 0, /* the k smallest eigenvalues, ascending */
  TF_EIGSH_HIGHEST = 1 /* the k largest eigenvalues, descending */
} tf_eigsh_which;

typedef struct tf_eigsh_options {
  size_t struct_size;     /* sizeof(tf_eigsh_options); v1 minimum: through start */
  int32_t k;              /* eigenpairs wanted, 1 <= k <= n (n = elements of x);
                             0 = 1 */
  tf_eigsh_which which;   /* TF_EIGSH_LOWEST by default */
  double tol;             /* every pair has ||A x - w x|| <= tol * anorm, anorm
                             the largest |Ritz value| seen (an estimate of
                             ||A||); 0 = 1e-10; must be >= 1e-14 */
  int64_t max_iter;       /* map applications allowed (Lanczos steps, not
                             counting the k final residual checks);
                             0 = max(1000, 20 * krylov_dim) */
  int32_t krylov_dim;     /* basis size m of the thick-restart Lanczos,
                             k < m; 0 = max(20, 2k + 10); capped at n */
  const tf_tensor* start; /* start vector of x's dtype (any strides, nonzero);
                             NULL = a fixed pseudo-random vector */
} tf_eigsh_options;

/* What a Krylov solve did (an output struct, see section 1). */
typedef struct tf_krylov_info {
  size_t struct_size;  /* set by the caller: sizeof(tf_krylov_info); v1
                          minimum: through residual */
  int64_t iterations;  /* Lanczos steps (each one map application) */
  int64_t matvecs;     /* map applications in all (with residual checks) */
  int64_t restarts;    /* tf_eigsh: thick restarts; tf_expm_multiply:
                          time steps beyond the first */
  double residual;     /* tf_eigsh: the largest ||A x - w x|| of the
                          returned pairs, computed with one application
                          each; tf_expm_multiply: the sum over time steps
                          of each step's error estimate, relative to the
                          norm of the vector the step started from */
} tf_krylov_info;

/* The k lowest (or highest) eigenpairs of the Hermitian map, by Lanczos
 * with full reorthogonalisation and thick restart. w: (k) real f64
 * eigenvalues in the order of tf_eigsh_which; v: (k, shape of x) of x's
 * dtype, row i the unit eigenvector of w[i] (its phase is arbitrary).
 * options may be NULL (defaults), info may be NULL. Eigenvalues are
 * accurate to about residual^2 / gap, eigenvectors to residual / gap.
 * Degenerate eigenvalues: the Krylov space of one start vector holds one
 * vector of each eigenspace; a breakdown restarts it with a new vector
 * orthogonal to the basis, so multiplicities are found, but a start vector
 * in an invariant subspace (a symmetry sector) may confine the search. */
TF_API tf_status tf_eigsh(tf_engine* engine, tf_prepared* map, const tf_tensor* const* params,
                          size_t num_params, const tf_eigsh_options* options, tf_tensor** w,
                          tf_tensor** v, tf_krylov_info* info);
/* Same into caller tensors w (k) f64 and v (k, shape of x), any strides. */
TF_API tf_status tf_eigsh_into(tf_engine* engine, tf_prepared* map,
                               const tf_tensor* const* params, size_t num_params,
                               const tf_eigsh_options* options, tf_tensor* w, tf_tensor* v,
                               tf_krylov_info* info);

typedef struct tf_expm_options {
  size_t struct_size; /* sizeof(tf_expm_options); v1 minimum: through max_iter */
  double tol;         /* bound of the summed error estimate relative to
                         ||v||; 0 = 1e-12; must be >= 1e-15 */
  int32_t krylov_dim; /* largest Lanczos basis of one time step; 0 = 30;
                         capped at n */
  int64_t max_iter;   /* map applications allowed; 0 = 10000 */
} tf_expm_options;

/* out = exp(t A) v for the Hermitian map A and a complex scalar t (real t:
 * imaginary-time evolution; t = -i dt: real-time evolution, exp(-i dt A);
 * an anti-Hermitian map B = i A is passed as A with t multiplied by i). v
 * (any strides) has the map's dtype and x's shape; out the same shape and
 * dtype (allocated row-major, or the caller's, any strides; out may be v
 * itself: v is read once, first). A TF_F64 map takes only real t (else
 * TF_ERR_DTYPE_MISMATCH: use a TF_C128 map). Lanczos with full
 * reorthogonalisation; the step is split into time steps, each ended when
 * the a-posteriori estimate beta_{m+1} |e_m^T exp(tau T_m) e_1| meets
 * its share of tol. TF_ERR_NUMERICAL when max_iter applications do not
 * reach it, or on overflow. options and info may be NULL. */
TF_API tf_status tf_expm_multiply(tf_engine* engine, tf_prepared* map,
                                  const tf_tensor* const* params, size_t num_params,
                                  tf_scalar t, const tf_tensor* v,
                                  const tf_expm_options* options, tf_tensor** out,
                                  tf_krylov_info* info);
TF_API tf_status tf_expm_multiply_into(tf_engine* engine, tf_prepared* map,
                                       const tf_tensor* const* params, size_t num_params,
                                       tf_scalar t, const tf_tensor* v,
                                       const tf_expm_options* options, tf_tensor* out,
                                       tf_krylov_info* info);

typedef struct tf_solve_options {
  size_t struct_size;  /* sizeof(tf_solve_options); v1 minimum: through x0 */
  double tol;          /* stop when ||b - A x|| <= tol * ||b|| (the true
                          residual, one application); 0 = 1e-10; must be
                          in [1e-15, 1) */
  int64_t max_iter;    /* map applications allowed (iterations, not
                          counting residual checks); 0 = max(1000, 10 n) */
  int64_t restart;     /* tf_gmres: Krylov basis size m of GMRES(m),
                          1..4096; 0 = min(n, 50); tf_cg ignores it */
  const tf_tensor* x0; /* start guess of x's dtype and shape (any
                          strides); NULL = 0 */
} tf_solve_options;

/* x = A^-1 b by conjugate gradients, for a Hermitian positive-definite map
 * (the map section above: b gives x's shape, any strides). A direction
 * with p^H A p <= 0 (the map is not positive definite) is TF_ERR_NUMERICAL.
 * When the recurrence's residual meets tol, the true residual b - A x is
 * computed (one application) and must meet it too, else the iteration
 * restarts from it. info: iterations (map applications of the recurrence),
 * matvecs (all, with residual checks), restarts (true-residual restarts),
 * residual (||b - A x|| / ||b|| of the returned x). b = 0 gives x = 0.
 * x (allocated row-major, or the caller's, any strides) may be b itself
 * (b is read once, first). options and info may be NULL. */
TF_API tf_status tf_cg(tf_engine* engine, tf_prepared* map, const tf_tensor* const* params,
                       size_t num_params, const tf_tensor* b, const tf_solve_options* options,
                       tf_tensor** x, tf_krylov_info* info);
TF_API tf_status tf_cg_into(tf_engine* engine, tf_prepared* map, const tf_tensor* const* params,
                            size_t num_params, const tf_tensor* b,
                            const tf_solve_options* options, tf_tensor* x,
                            tf_krylov_info* info);
/* x = A^-1 b by restarted GMRES(m) for any nonsingular map (not Hermitian
 * necessarily): classical Gram-Schmidt with a second pass when it
 * cancelled (DGKS), Givens rotations; every cycle starts from the true
 * residual b - A x, and the solve ends only when that meets tol. A
 * breakdown with a singular projected system is TF_ERR_NUMERICAL. info:
 * iterations (Arnoldi steps), matvecs, restarts (cycles beyond the first),
 * residual as tf_cg. Scratch: (m + 1) vectors from the engine's pool. */
TF_API tf_status tf_gmres(tf_engine* engine, tf_prepared* map, const tf_tensor* const* params,
                          size_t num_params, const tf_tensor* b, const tf_solve_options* options,
                          tf_tensor** x, tf_krylov_info* info);
TF_API tf_status tf_gmres_into(tf_engine* engine, tf_prepared* map,
                               const tf_tensor* const* params, size_t num_params,
                               const tf_tensor* b, const tf_solve_options* options, tf_tensor* x,
                               tf_krylov_info* info);

/* ======================================================================== */
/* 15. Interop: DLPack                                                      */
/* ======================================================================== */

/* DLPack (https://dmlc.github.io/dlpack/) is the tensor exchange format of
 * NumPy, PyTorch, JAX, CuPy and others. The structs below are the DLPack 1.x
 * structs with tf_dl_ names: byte for byte the layouts of DLDevice,
 * DLDataType, DLTensor, DLManagedTensor, DLPackVersion and
 * DLManagedTensorVersioned (asserted at compile time by tenferro's tests).
 * The prefix lets this header and a project's own dlpack.h be included
 * together in any order; such a project casts its pointers, for example
 * (tf_dl_managed_tensor_versioned*)my_dl_managed_tensor_versioned.
 *
 * Import (tf_tensor_from_dlpack*) is zero-copy and takes ownership: from
 * the moment of the call, a non-NULL managed belongs to tenferro, whatever
 * the result. Its deleter (if not NULL) is called exactly once: right away,
 * before the call returns, when the import is rejected (any error, also a
 * NULL out), or, on success, when the last tensor reference to that memory
 * is released (tf_tensor_release of the tensor, or the deleter of a later
 * export of it), on whichever thread that happens. Accepted: device kDLCPU,
 * kDLCUDAHost or kDLROCMHost (host memory); dtype float 32/64 or complex
 * 64/128 with lanes 1; rank <= TF_MAX_RANK; byte_offset honoured; strides in
 * elements, >= 0 (NULL = row-major contiguous; the stride of an axis of
 * extent <= 1 is ignored); data + byte_offset aligned to the dtype's scalar.
 *
 * Export (tf_tensor_to_dlpack*) gives a new DLPack tensor viewing the
 * tensor's memory, zero-copy. The caller (the consumer) owns *out and calls
 * (*out)->deleter(*out) exactly once when done; until then the tensor's
 * storage stays alive even after tf_tensor_release of the tensor. Only
 * tensors that own their storage (made by an engine or imported) can be
 * exported: a tf_tensor_wrap view borrows memory tenferro cannot keep
 * alive. The deleter may be called from any thread. */

/* The DLPack version whose layouts these are; exports report it. */
#define TF_DLPACK_VERSION_MAJOR 1
#define TF_DLPACK_VERSION_MINOR 0

/* DLDeviceType values tenferro reads or writes (DLPack numbering). */
enum {
  TF_DL_CPU = 1,       /* kDLCPU */
  TF_DL_CUDA_HOST = 3, /* kDLCUDAHost: pinned host memory */
  TF_DL_ROCM_HOST = 11 /* kDLROCMHost: pinned host memory */
};

/* DLDataTypeCode values tenferro reads or writes (DLPack numbering). */
enum {
  TF_DL_FLOAT = 2,  /* kDLFloat */
  TF_DL_COMPLEX = 5 /* kDLComplex */
};

/* DLManagedTensorVersioned.flags bits (DLPACK_FLAG_BITMASK_*). */
#define TF_DL_FLAG_READ_ONLY ((uint64_t)1 << 0) /* consumer must not write */
#define TF_DL_FLAG_IS_COPIED ((uint64_t)1 << 1) /* producer made a copy */

/* Flags of tf_tensor_from_dlpack_versioned. */
enum {
  /* Accept a tensor marked TF_DL_FLAG_READ_ONLY. tenferro tensors have no
   * read-only mode: the caller promises to use the result only as an input
   * (never as the out of an _into or _acc call). Without this flag such a
   * tensor is rejected with TF_ERR_UNSUPPORTED. */
  TF_DLPACK_IMPORT_READ_ONLY = 1
};

typedef struct tf_dl_device {  /* DLDevice */
  int32_t device_type;         /* DLDeviceType */
  int32_t device_id;
} tf_dl_device;

typedef struct tf_dl_data_type { /* DLDataType */
  uint8_t code;                  /* DLDataTypeCode */
  uint8_t bits;                  /* bits of one lane: 32, 64 or 128 */
  uint16_t lanes;                /* 1 */
} tf_dl_data_type;

typedef struct tf_dl_tensor { /* DLTensor */
  void* data;
  tf_dl_device device;
  int32_t ndim;
  tf_dl_data_type dtype;
  int64_t* shape;       /* ndim extents */
  int64_t* strides;     /* ndim strides in elements; NULL = row-major */
  uint64_t byte_offset; /* the first element is at (char*)data + byte_offset */
} tf_dl_tensor;

typedef struct tf_dl_managed_tensor { /* DLManagedTensor (legacy, pre-1.0) */
  tf_dl_tensor dl_tensor;
  void* manager_ctx;
  void (*deleter)(struct tf_dl_managed_tensor* self);
} tf_dl_managed_tensor;

typedef struct tf_dl_pack_version { /* DLPackVersion */
  uint32_t major;
  uint32_t minor;
} tf_dl_pack_version;

typedef struct tf_dl_managed_tensor_versioned { /* DLManagedTensorVersioned */
  tf_dl_pack_version version;
  void* manager_ctx;
  void (*deleter)(struct tf_dl_managed_tensor_versioned* self);
  uint64_t flags; /* TF_DL_FLAG_* */
  tf_dl_tensor dl_tensor;
} tf_dl_managed_tensor_versioned;

/* Imports a legacy DLManagedTensor as a tensor without copying. Takes
 * ownership of managed in every case (see above). Caller owns *out. */
TF_API tf_status tf_tensor_from_dlpack(tf_dl_managed_tensor* managed, tf_tensor** out);
/* Imports a DLManagedTensorVersioned (major version 1) without copying.
 * flags: 0 or TF_DLPACK_IMPORT_READ_ONLY. Takes ownership of managed in
 * every case (see above). Caller owns *out. */
TF_API tf_status tf_tensor_from_dlpack_versioned(tf_dl_managed_tensor_versioned* managed,
                                                 uint32_t flags, tf_tensor** out);
/* Exports tensor as a legacy DLManagedTensor (device kDLCPU, explicit
 * strides, byte_offset 0). Caller owns *out and calls its deleter. */
TF_API tf_status tf_tensor_to_dlpack(const tf_tensor* tensor, tf_dl_managed_tensor** out);
/* Exports tensor as a DLManagedTensorVersioned (version 1.0, flags 0).
 * Caller owns *out and calls its deleter. */
TF_API tf_status tf_tensor_to_dlpack_versioned(const tf_tensor* tensor,
                                               tf_dl_managed_tensor_versioned** out);

/* ======================================================================== */
/* 16. Block-sparse symmetric tensors                                       */
/* ======================================================================== */

/* Tensors with an abelian symmetry (U(1), Z_n and products of up to
 * TF_SYMMETRY_MAX_FACTORS of them). Each leg carries a direction and a list
 * of sectors (a charge tuple and a dimension); the dense index of a leg runs
 * over its sectors in the order given. A leg's contribution of a charge q is
 * +q for an outgoing leg and -q for an incoming one; a block (one sector per
 * leg) is allowed when the contributions of its legs add up to the tensor's
 * flux (mod n in a Z_n factor). Only allowed blocks are stored: each block
 * is a row-major array of its sector dimensions, the blocks follow one
 * another in one buffer (from the engine's pool, or caller memory through
 * tf_bsparse_wrap), in lexicographic order of their sector indices. Blocks
 * of a zero-dimensional sector exist and are empty.
 *
 * Symmetries and legs are immutable, reference-counted values; a tensor
 * keeps its own references, so the caller may release them at any time.
 * A Z_n charge is taken mod n (to [0, n)) when a leg or flux is made.
 *
 * Operations follow the rest of the API: tf_bsparse_<op> allocates its
 * result from the engine's pool (the caller owns it), tf_bsparse_<op>_into
 * overwrites a caller's tensor that must have exactly the result's legs,
 * flux and dtype, and allocates nothing in steady state (a pooled scratch
 * buffer at most). On error, outputs are left untouched. */

#define TF_SYMMETRY_MAX_FACTORS 4

/* The kind of one factor of a symmetry. Later versions may add kinds
 * (non-abelian ones) at the end without changing these. */
typedef enum tf_symmetry_kind {
  TF_SYMMETRY_U1 = 0, /* integer charges, added */
  TF_SYMMETRY_ZN = 1  /* charges mod n (n >= 2) */
} tf_symmetry_kind;

/* Leg directions. */
typedef enum tf_leg_dir {
  TF_LEG_IN = 0,  /* contributes -q */
  TF_LEG_OUT = 1  /* contributes +q */
} tf_leg_dir;

typedef struct tf_symmetry tf_symmetry;
typedef struct tf_leg tf_leg;
typedef struct tf_bsparse tf_bsparse;

/* A product of nfactors (1..4) factors: kinds[i] a tf_symmetry_kind, orders[i]
 * its n (>= 2) for TF_SYMMETRY_ZN, ignored for U(1) (orders may be NULL when
 * no factor is Z_n). A charge of this symmetry is nfactors int64 values.
 * Caller owns *out. */
TF_API tf_status tf_symmetry_create(int32_t nfactors, const int32_t* kinds,
                                    const int64_t* orders, tf_symmetry** out);
/* Drops the caller's reference; NULL is fine. */
TF_API void tf_symmetry_release(tf_symmetry* sym);
/* Number of factors (the length of one charge). */
TF_API tf_status tf_symmetry_nfactors(const tf_symmetry* sym, int32_t* out);

/* A leg of nsectors (>= 1) sectors: sector i has the charge
 * charges[i*nfactors .. (i+1)*nfactors) and dimension dims[i] >= 0. The
 * charges of a leg are distinct (after mod n). dir is a tf_leg_dir. Caller
 * owns *out. */
TF_API tf_status tf_leg_create(const tf_symmetry* sym, int32_t dir, int32_t nsectors,
                               const int64_t* charges, const int64_t* dims, tf_leg** out);
/* Drops the caller's reference; NULL is fine. */
TF_API void tf_leg_release(tf_leg* leg);
/* The leg's direction, sector count, dense dimension (sum of its sector
 * dims); charges copies nsectors * nfactors values, dims nsectors values. */
TF_API tf_status tf_leg_dir_of(const tf_leg* leg, int32_t* out);
TF_API tf_status tf_leg_nsectors(const tf_leg* leg, int32_t* out);
TF_API tf_status tf_leg_dim(const tf_leg* leg, int64_t* out);
TF_API tf_status tf_leg_charges(const tf_leg* leg, int64_t* out);
TF_API tf_status tf_leg_dims(const tf_leg* leg, int64_t* out);

/* New tensors with legs[0..nlegs) (1 <= nlegs <= TF_MAX_RANK, one symmetry)
 * and flux (nfactors values), from the engine's pool: zeros, or values
 * uniform in [-1, 1) (both parts of a complex value) from seed (the same
 * seed gives the same tensor). Caller owns *out. */
TF_API tf_status tf_bsparse_zeros(tf_engine* engine, tf_dtype dtype, int32_t nlegs,
                                  const tf_leg* const* legs, const int64_t* flux,
                                  tf_bsparse** out);
TF_API tf_status tf_bsparse_random(tf_engine* engine, tf_dtype dtype, int32_t nlegs,
                                   const tf_leg* const* legs, const int64_t* flux,
                                   uint64_t seed, tf_bsparse** out);
/* A tensor over caller memory (no copy): data holds the blocks in the
 * documented order (tf_bsparse_block_offset), bytes at least the blocks'
 * total size, aligned to the element's scalar. The caller keeps data alive
 * while the tensor is used. Caller owns *out. */
TF_API tf_status tf_bsparse_wrap(tf_dtype dtype, int32_t nlegs, const tf_leg* const* legs,
                                 const int64_t* flux, void* data, size_t bytes,
                                 tf_bsparse** out);
/* Gives back the caller's handle; NULL is fine; any thread. */
TF_API void tf_bsparse_release(tf_bsparse* t);

/* Queries. flux copies nfactors values; tf_bsparse_leg returns a new
 * reference to leg i (the caller releases it). */
TF_API tf_status tf_bsparse_dtype(const tf_bsparse* t, tf_dtype* out);
TF_API tf_status tf_bsparse_nlegs(const tf_bsparse* t, int32_t* out);
TF_API tf_status tf_bsparse_leg(const tf_bsparse* t, int32_t i, tf_leg** out);
TF_API tf_status tf_bsparse_flux(const tf_bsparse* t, int64_t* out);
/* Number of stored blocks and of stored elements (all blocks). */
TF_API tf_status tf_bsparse_nblocks(const tf_bsparse* t, int64_t* out);
TF_API tf_status tf_bsparse_numel(const tf_bsparse* t, int64_t* out);
/* Block b (0 <= b < nblocks): its sector index on each leg (nlegs values),
 * its charges (nlegs * nfactors values: leg 0's charge first), and the
 * element offset of its first element in the tensor's buffer. */
TF_API tf_status tf_bsparse_block_sectors(const tf_bsparse* t, int64_t b, int32_t* out);
TF_API tf_status tf_bsparse_block_charges(const tf_bsparse* t, int64_t b, int64_t* out);
TF_API tf_status tf_bsparse_block_offset(const tf_bsparse* t, int64_t b, int64_t* out);
/* The block whose legs carry charges (nlegs * nfactors values, leg 0's
 * first): *out its index, or -1 when no stored block has these charges
 * (not an error: a block the flux forbids, or a charge no sector has). */
TF_API tf_status tf_bsparse_block_find(const tf_bsparse* t, const int64_t* charges,
                                       int64_t* out);
/* A dense row-major tensor aliasing block b (no copy): writes through it
 * change t. The view keeps the buffer alive (engine-owned storage) or
 * borrows it (a wrapped tensor). Caller owns *out. */
TF_API tf_status tf_bsparse_block_view(const tf_bsparse* t, int64_t b, tf_tensor** out);

/* The dense tensor of t (extents: each leg's dimension; zero outside the
 * blocks). tf_bsparse_to_dense_into overwrites dense (that shape and dtype,
 * any strides). */
TF_API tf_status tf_bsparse_to_dense(tf_engine* engine, const tf_bsparse* t,
                                     tf_tensor** out);
TF_API tf_status tf_bsparse_to_dense_into(tf_engine* engine, const tf_bsparse* t,
                                          tf_tensor* dense);
/* The block-sparse tensor with legs and flux holding dense's blocks. Every
 * element outside the allowed blocks must have |x| <= tol (tol >= 0), else
 * TF_ERR_INVALID_ARGUMENT naming the largest such element (its index and
 * value). The _into form overwrites out (legs, flux and dtype of dense's
 * kind; out's own legs and flux are used). */
TF_API tf_status tf_bsparse_from_dense(tf_engine* engine, const tf_tensor* dense,
                                       int32_t nlegs, const tf_leg* const* legs,
                                       const int64_t* flux, double tol, tf_bsparse** out);
TF_API tf_status tf_bsparse_from_dense_into(tf_engine* engine, const tf_tensor* dense,
                                            double tol, tf_bsparse* out);

/* out = x with its legs reordered: leg i of out is leg perm[i] of x (perm a
 * permutation of 0..nlegs-1); the data is permuted block by block. */
TF_API tf_status tf_bsparse_permute(tf_engine* engine, const tf_bsparse* x,
                                    const int32_t* perm, tf_bsparse** out);
TF_API tf_status tf_bsparse_permute_into(tf_engine* engine, const tf_bsparse* x,
                                         const int32_t* perm, tf_bsparse* out);
/* out = x with leg `leg` replaced by its dual: direction reversed and every
 * charge negated, so the same blocks hold the same values (the dense tensors
 * are equal). */
TF_API tf_status tf_bsparse_flip(tf_engine* engine, const tf_bsparse* x, int32_t leg,
                                 tf_bsparse** out);
TF_API tf_status tf_bsparse_flip_into(tf_engine* engine, const tf_bsparse* x, int32_t leg,
                                      tf_bsparse* out);
/* out = conj(x): every leg's direction reversed (charges kept), the flux
 * negated, the values conjugated (copied for real dtypes). */
TF_API tf_status tf_bsparse_conj(tf_engine* engine, const tf_bsparse* x, tf_bsparse** out);
TF_API tf_status tf_bsparse_conj_into(tf_engine* engine, const tf_bsparse* x,
                                      tf_bsparse* out);
/* out = alpha * x; out = alpha * x + beta * y (x and y with the same legs,
 * flux and dtype). out may be x (or y) itself. */
TF_API tf_status tf_bsparse_scale(tf_engine* engine, tf_scalar alpha, const tf_bsparse* x,
                                  tf_bsparse** out);
TF_API tf_status tf_bsparse_scale_into(tf_engine* engine, tf_scalar alpha,
                                       const tf_bsparse* x, tf_bsparse* out);
TF_API tf_status tf_bsparse_axpby(tf_engine* engine, tf_scalar alpha, const tf_bsparse* x,
                                  tf_scalar beta, const tf_bsparse* y, tf_bsparse** out);
TF_API tf_status tf_bsparse_axpby_into(tf_engine* engine, tf_scalar alpha,
                                       const tf_bsparse* x, tf_scalar beta,
                                       const tf_bsparse* y, tf_bsparse* out);
/* *out = sum of x_i * y_i (conj_x nonzero: conj(x_i) * y_i) over the
 * stored elements of x and y (same legs, flux and dtype); *out = the
 * Frobenius norm of x. */
TF_API tf_status tf_bsparse_dot(tf_engine* engine, const tf_bsparse* x, const tf_bsparse* y,
                                int32_t conj_x, tf_scalar* out);
TF_API tf_status tf_bsparse_norm(tf_engine* engine, const tf_bsparse* x, double* out);

/* Tensordot of block-sparse operands: sums a and b over naxes leg pairs
 * (leg axes_a[i] of a with leg axes_b[i] of b; negative axes count from the
 * end; no leg twice). A nonzero conj_a (conj_b) uses conj(a) (as
 * tf_bsparse_conj: directions reversed, flux negated, values conjugated)
 * for every dtype. Each contracted pair of legs must be dual: the same
 * symmetry and sectors (charges and dims, same order) and opposite
 * directions. The result's legs are the free legs of a, then those of b;
 * its flux is the sum of the fluxes. Each matching pair of blocks is one
 * matrix product; the list of block pairs and their layouts is a plan kept
 * in the engine's plan cache, keyed by both operands' full block structure
 * (symmetry, directions, charges, dims, flux), the axes, the conj flags and
 * the dtype, so a repeated contraction does only its matrix products.
 * Operands whose contracted legs are not one consecutive run in increasing
 * order (or free legs not consecutive) are permuted into pooled scratch
 * first. out must not share memory with a or b. */
TF_API tf_status tf_bsparse_tensordot(tf_engine* engine, const tf_bsparse* a,
                                      const tf_bsparse* b, int32_t naxes,
                                      const int32_t* axes_a, const int32_t* axes_b,
                                      int32_t conj_a, int32_t conj_b, tf_bsparse** out);
TF_API tf_status tf_bsparse_tensordot_into(tf_engine* engine, const tf_bsparse* a,
                                           const tf_bsparse* b, int32_t naxes,
                                           const int32_t* axes_a, const int32_t* axes_b,
                                           int32_t conj_a, int32_t conj_b, tf_bsparse* out);

/* Truncation of a block-sparse SVD, chosen over all sectors together: with
 * every singular value s_1 >= s_2 >= ... of every sector and W = sum s_i^2,
 * values below sv_min are dropped, then the kept count k is the smallest
 * k >= 1 with sum_{i>k} s_i^2 <= cutoff * W, then at most max_rank: the
 * same kept values as a dense truncated SVD (tf_svd_options) of the
 * tensor's matricization. NULL options: no truncation. */
typedef struct tf_bsparse_svd_options {
  size_t struct_size; /* sizeof(tf_bsparse_svd_options); v1 minimum: through
                         sv_min */
  int64_t max_rank;   /* 0 = no limit */
  double cutoff;      /* relative discarded weight, in [0, 1]; 0 = none */
  double sv_min;      /* absolute singular-value cutoff, >= 0; 0 = none */
} tf_bsparse_svd_options;

/* SVD of a block-sparse tensor matricized at a leg split, one dense SVD per
 * fused charge c of the left legs: left legs left_axes[0..n_left) in that
 * order (1 <= n_left < nlegs, distinct), right legs the others in
 * increasing order. u has the left legs and a new incoming bond leg, flux 0;
 * vh an outgoing bond leg (the same sectors) and the right legs, x's flux;
 * the bond leg has one sector per fused charge that keeps a value (charge c,
 * dimension its kept count), sectors in increasing charge order
 * (lexicographic). s (allocated, dense, the real dtype, row-major) holds the
 * kept values in the bond leg's dense order, descending within each sector.
 * info (may be NULL): rank = total kept, trunc_err = relative discarded
 * weight (0 when W = 0), used_fallback as in tf_svd. Caller owns *u, *s, *vh. */
TF_API tf_status tf_bsparse_svd(tf_engine* engine, const tf_bsparse* x, int32_t n_left,
                                const int32_t* left_axes,
                                const tf_bsparse_svd_options* options, tf_bsparse** u,
                                tf_tensor** s, tf_bsparse** vh, tf_svd_info* info);
/* Same into caller tensors whose bond legs give each fused charge a
 * capacity: u (the left legs, an incoming bond leg; flux 0), vh (an
 * outgoing bond leg with the same sectors, the right legs; x's flux), s
 * (the real dtype, shape (the bond leg's dimension), any strides). A
 * charge's kept values fill the first columns of its bond sector (rows of
 * vh, entries of s); the rest, and sectors of charges that keep nothing,
 * are zeroed. A charge keeping more than its capacity (or absent from the
 * bond leg) is TF_ERR_INVALID_ARGUMENT with the outputs untouched; a bond
 * leg of min(rows, cols) per charge always fits. */
TF_API tf_status tf_bsparse_svd_into(tf_engine* engine, const tf_bsparse* x, int32_t n_left,
                                     const int32_t* left_axes,
                                     const tf_bsparse_svd_options* options, tf_bsparse* u,
                                     tf_tensor* s, tf_bsparse* vh, tf_svd_info* info);
/* QR per fused charge at the same split: x = q r with q's bond sector of
 * charge c of dimension min(rows, cols) of that sector (sectors of
 * dimension 0 dropped), q (left legs, incoming bond; flux 0) with
 * orthonormal columns in each block, r (outgoing bond, right legs; x's
 * flux) upper triangular in each sector. Caller owns *q and *r. */
TF_API tf_status tf_bsparse_qr(tf_engine* engine, const tf_bsparse* x, int32_t n_left,
                               const int32_t* left_axes, tf_bsparse** q, tf_bsparse** r);
/* Same into caller tensors q and r with capacities, as tf_bsparse_svd_into. */
TF_API tf_status tf_bsparse_qr_into(tf_engine* engine, const tf_bsparse* x, int32_t n_left,
                                    const int32_t* left_axes, tf_bsparse* q, tf_bsparse* r);


#ifdef __cplusplus
}
#endif

#endif /* TENFERRO_H */
