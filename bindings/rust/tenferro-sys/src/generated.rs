// Generated from include/tenferro.h by bindings/generate.py; do not edit.
// Checked against the header by tests/interop/check_bindings.py.
// Included by lib.rs, which defines the tf_api! macro (linked or loaded).

// ---- constants
pub const TF_OK: i32 = 0;
pub const TF_ERR_INVALID_ARGUMENT: i32 = 1;
pub const TF_ERR_SHAPE_MISMATCH: i32 = 2;
pub const TF_ERR_DTYPE_MISMATCH: i32 = 3;
pub const TF_ERR_OUT_OF_MEMORY: i32 = 4;
pub const TF_ERR_UNSUPPORTED: i32 = 5;
pub const TF_ERR_NUMERICAL: i32 = 6;
pub const TF_ERR_INTERNAL: i32 = 7;
pub const TF_DL_CPU: i32 = 1;
pub const TF_DL_CUDA_HOST: i32 = 3;
pub const TF_DL_ROCM_HOST: i32 = 11;
pub const TF_DL_FLOAT: i32 = 2;
pub const TF_DL_COMPLEX: i32 = 5;
pub const TF_DLPACK_IMPORT_READ_ONLY: i32 = 1;
pub const TENFERRO_VERSION_MAJOR: i32 = 1;
pub const TENFERRO_VERSION_MINOR: i32 = 0;
pub const TENFERRO_VERSION_PATCH: i32 = 0;
pub const TF_MAX_RANK: i32 = 16;
pub const TF_DYNAMIC: i32 = -1;
pub const TF_DLPACK_VERSION_MAJOR: i32 = 1;
pub const TF_DLPACK_VERSION_MINOR: i32 = 0;
pub const TF_SYMMETRY_MAX_FACTORS: i32 = 4;
pub const TF_DL_FLAG_READ_ONLY: u64 = 1;
pub const TF_DL_FLAG_IS_COPIED: u64 = 2;

// ---- enums (C enums are int-sized)
pub type tf_dtype = i32;
pub const TF_F32: tf_dtype = 0;
pub const TF_F64: tf_dtype = 1;
pub const TF_C64: tf_dtype = 2;
pub const TF_C128: tf_dtype = 3;
pub type tf_layout = i32;
pub const TF_ROW_MAJOR: tf_layout = 0;
pub const TF_COL_MAJOR: tf_layout = 1;
pub type tf_op = i32;
pub const TF_OP_N: tf_op = 0;
pub const TF_OP_T: tf_op = 1;
pub const TF_OP_C: tf_op = 2;
pub type tf_engine_kind = i32;
pub const TF_ENGINE_SERIAL: tf_engine_kind = 0;
pub const TF_ENGINE_POOLED: tf_engine_kind = 1;
pub type tf_unary_op = i32;
pub const TF_UNARY_NEG: tf_unary_op = 0;
pub const TF_UNARY_CONJ: tf_unary_op = 1;
pub const TF_UNARY_ABS: tf_unary_op = 2;
pub const TF_UNARY_REAL: tf_unary_op = 3;
pub const TF_UNARY_IMAG: tf_unary_op = 4;
pub const TF_UNARY_EXP: tf_unary_op = 5;
pub const TF_UNARY_LOG: tf_unary_op = 6;
pub const TF_UNARY_SQRT: tf_unary_op = 7;
pub const TF_UNARY_SIN: tf_unary_op = 8;
pub const TF_UNARY_COS: tf_unary_op = 9;
pub const TF_UNARY_TANH: tf_unary_op = 10;
pub const TF_UNARY_RECIPROCAL: tf_unary_op = 11;
pub const TF_UNARY_EXPM1: tf_unary_op = 12;
pub const TF_UNARY_LOG1P: tf_unary_op = 13;
pub const TF_UNARY_SIGMOID: tf_unary_op = 14;
pub const TF_UNARY_SIGN: tf_unary_op = 15;
pub type tf_binary_op = i32;
pub const TF_BINARY_ADD: tf_binary_op = 0;
pub const TF_BINARY_SUB: tf_binary_op = 1;
pub const TF_BINARY_MUL: tf_binary_op = 2;
pub const TF_BINARY_DIV: tf_binary_op = 3;
pub const TF_BINARY_MAX: tf_binary_op = 4;
pub const TF_BINARY_MIN: tf_binary_op = 5;
pub const TF_BINARY_POW: tf_binary_op = 6;
pub const TF_BINARY_ATAN2: tf_binary_op = 7;
pub type tf_reduce_op = i32;
pub const TF_REDUCE_SUM: tf_reduce_op = 0;
pub const TF_REDUCE_PROD: tf_reduce_op = 1;
pub const TF_REDUCE_MEAN: tf_reduce_op = 2;
pub const TF_REDUCE_MAX: tf_reduce_op = 3;
pub const TF_REDUCE_MIN: tf_reduce_op = 4;
pub const TF_REDUCE_FROBENIUS: tf_reduce_op = 5;
pub type tf_compare_op = i32;
pub const TF_COMPARE_EQ: tf_compare_op = 0;
pub const TF_COMPARE_NE: tf_compare_op = 1;
pub const TF_COMPARE_LT: tf_compare_op = 2;
pub const TF_COMPARE_LE: tf_compare_op = 3;
pub const TF_COMPARE_GT: tf_compare_op = 4;
pub const TF_COMPARE_GE: tf_compare_op = 5;
pub type tf_semiring = i32;
pub const TF_SEMIRING_STANDARD: tf_semiring = 0;
pub const TF_SEMIRING_MAX_PLUS: tf_semiring = 1;
pub const TF_SEMIRING_MIN_PLUS: tf_semiring = 2;
pub const TF_SEMIRING_MAX_TIMES: tf_semiring = 3;
pub type tf_einsum_optimizer = i32;
pub const TF_EINSUM_OPT_DEFAULT: tf_einsum_optimizer = 0;
pub const TF_EINSUM_OPT_GREEDY: tf_einsum_optimizer = 1;
pub const TF_EINSUM_OPT_EXACT: tf_einsum_optimizer = 2;
pub const TF_EINSUM_OPT_RANDOM_GREEDY: tf_einsum_optimizer = 3;
pub const TF_EINSUM_OPT_ANNEAL: tf_einsum_optimizer = 4;
pub const TF_EINSUM_OPT_BISECT: tf_einsum_optimizer = 5;
pub type tf_einsum_objective = i32;
pub const TF_EINSUM_OBJECTIVE_FLOPS: tf_einsum_objective = 0;
pub const TF_EINSUM_OBJECTIVE_SIZE: tf_einsum_objective = 1;
pub const TF_EINSUM_OBJECTIVE_MIX: tf_einsum_objective = 2;
pub type tf_matrix_norm_kind = i32;
pub const TF_NORM_FRO: tf_matrix_norm_kind = 0;
pub const TF_NORM_NUC: tf_matrix_norm_kind = 1;
pub const TF_NORM_2: tf_matrix_norm_kind = 2;
pub type tf_program_driver = i32;
pub const TF_PROGRAM_DRIVER_AUTO: tf_program_driver = 0;
pub const TF_PROGRAM_DRIVER_IMMEDIATE: tf_program_driver = 1;
pub const TF_PROGRAM_DRIVER_GRAPH: tf_program_driver = 2;
pub type tf_eigsh_which = i32;
pub const TF_EIGSH_LOWEST: tf_eigsh_which = 0;
pub const TF_EIGSH_HIGHEST: tf_eigsh_which = 1;
pub type tf_symmetry_kind = i32;
pub const TF_SYMMETRY_U1: tf_symmetry_kind = 0;
pub const TF_SYMMETRY_ZN: tf_symmetry_kind = 1;
pub type tf_leg_dir = i32;
pub const TF_LEG_IN: tf_leg_dir = 0;
pub const TF_LEG_OUT: tf_leg_dir = 1;
pub type tf_status = i32;

// ---- opaque handles
#[repr(C)]
pub struct tf_plan_cache {
    _private: [u8; 0],
}
#[repr(C)]
pub struct tf_engine {
    _private: [u8; 0],
}
#[repr(C)]
pub struct tf_tensor {
    _private: [u8; 0],
}
#[repr(C)]
pub struct tf_einsum_path {
    _private: [u8; 0],
}
#[repr(C)]
pub struct tf_program {
    _private: [u8; 0],
}
#[repr(C)]
pub struct tf_prepared {
    _private: [u8; 0],
}
#[repr(C)]
pub struct tf_symmetry {
    _private: [u8; 0],
}
#[repr(C)]
pub struct tf_leg {
    _private: [u8; 0],
}
#[repr(C)]
pub struct tf_bsparse {
    _private: [u8; 0],
}

// ---- structs
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_scalar {
    pub re: f64,
    pub im: f64,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_plan_cache_options {
    pub struct_size: usize,
    pub max_entries: usize,
    pub max_bytes: usize,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_engine_options {
    pub struct_size: usize,
    pub kind: tf_engine_kind,
    pub num_threads: i32,
    pub plan_cache: *mut tf_plan_cache,
    pub pool_max_bytes: usize,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_engine_stats {
    pub struct_size: usize,
    pub calls: u64,
    pub plan_hits: u64,
    pub plan_misses: u64,
    pub pool_hits: u64,
    pub pool_misses: u64,
    pub bytes_retained: u64,
    pub parallel_regions: u64,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_einsum_options {
    pub struct_size: usize,
    pub conj: *const u8,
    pub path: *const i32,
    pub path_len: i32,
    pub reserved0: i32,
    pub semiring: i32,
    pub time_budget_seconds: f64,
    pub seed: u64,
    pub memory_budget_bytes: i64,
    pub plan: *const tf_einsum_path,
    pub optimizer: i32,
    pub objective: i32,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_einsum_path_info {
    pub struct_size: usize,
    pub n: i32,
    pub npairs: i32,
    pub nsliced: i32,
    pub reserved0: i32,
    pub log2_flops: f64,
    pub log2_largest: f64,
    pub log2_slices: f64,
    pub peak_bytes: i64,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_svd_options {
    pub struct_size: usize,
    pub max_rank: i64,
    pub cutoff: f64,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_svd_info {
    pub struct_size: usize,
    pub rank: i64,
    pub trunc_err: f64,
    pub used_fallback: i32,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_ad_options {
    pub struct_size: usize,
    pub broadening: f64,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_prepare_options {
    pub struct_size: usize,
    pub driver: tf_program_driver,
    pub max_specializations: usize,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_prepared_info {
    pub struct_size: usize,
    pub commands: usize,
    pub arena_bytes: usize,
    pub intermediate_bytes: usize,
    pub removed_values: usize,
    pub specializations: usize,
    pub cached_specializations: usize,
    pub runs: u64,
    pub driver: tf_program_driver,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_program_vjp_options {
    pub struct_size: usize,
    pub keep_outputs: i32,
    pub unit_seed: i32,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_eigsh_options {
    pub struct_size: usize,
    pub k: i32,
    pub which: tf_eigsh_which,
    pub tol: f64,
    pub max_iter: i64,
    pub krylov_dim: i32,
    pub start: *const tf_tensor,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_krylov_info {
    pub struct_size: usize,
    pub iterations: i64,
    pub matvecs: i64,
    pub restarts: i64,
    pub residual: f64,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_expm_options {
    pub struct_size: usize,
    pub tol: f64,
    pub krylov_dim: i32,
    pub max_iter: i64,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_solve_options {
    pub struct_size: usize,
    pub tol: f64,
    pub max_iter: i64,
    pub restart: i64,
    pub x0: *const tf_tensor,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_dl_device {
    pub device_type: i32,
    pub device_id: i32,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_dl_data_type {
    pub code: u8,
    pub bits: u8,
    pub lanes: u16,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_dl_tensor {
    pub data: *mut c_void,
    pub device: tf_dl_device,
    pub ndim: i32,
    pub dtype: tf_dl_data_type,
    pub shape: *mut i64,
    pub strides: *mut i64,
    pub byte_offset: u64,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_dl_managed_tensor {
    pub dl_tensor: tf_dl_tensor,
    pub manager_ctx: *mut c_void,
    pub deleter: Option<unsafe extern "C" fn(*mut tf_dl_managed_tensor)>,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_dl_pack_version {
    pub major: u32,
    pub minor: u32,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_dl_managed_tensor_versioned {
    pub version: tf_dl_pack_version,
    pub manager_ctx: *mut c_void,
    pub deleter: Option<unsafe extern "C" fn(*mut tf_dl_managed_tensor_versioned)>,
    pub flags: u64,
    pub dl_tensor: tf_dl_tensor,
}
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct tf_bsparse_svd_options {
    pub struct_size: usize,
    pub max_rank: i64,
    pub cutoff: f64,
    pub sv_min: f64,
}

tf_api! {
    extern "C" {
        pub fn tf_version() -> u32;
        pub fn tf_version_string() -> *const c_char;
        pub fn tf_last_error() -> *const c_char;
        pub fn tf_last_error_copy(buf: *mut c_char, cap: usize) -> usize;
        pub fn tf_status_name(status: tf_status) -> *const c_char;
        pub fn tf_plan_cache_create(options: *const tf_plan_cache_options, out: *mut *mut tf_plan_cache) -> tf_status;
        pub fn tf_plan_cache_release(cache: *mut tf_plan_cache);
        pub fn tf_plan_cache_clear(cache: *mut tf_plan_cache) -> tf_status;
        pub fn tf_plan_cache_size(cache: *const tf_plan_cache, entries: *mut usize, bytes: *mut usize) -> tf_status;
        pub fn tf_engine_create_serial(out: *mut *mut tf_engine) -> tf_status;
        pub fn tf_engine_create_pooled(num_threads: i32, out: *mut *mut tf_engine) -> tf_status;
        pub fn tf_engine_create(options: *const tf_engine_options, out: *mut *mut tf_engine) -> tf_status;
        pub fn tf_engine_destroy(engine: *mut tf_engine);
        pub fn tf_engine_num_threads(engine: *const tf_engine, out: *mut i32) -> tf_status;
        pub fn tf_engine_get_stats(engine: *const tf_engine, out: *mut tf_engine_stats) -> tf_status;
        pub fn tf_engine_reset_stats(engine: *mut tf_engine) -> tf_status;
        pub fn tf_engine_trim(engine: *mut tf_engine) -> tf_status;
        pub fn tf_tensor_wrap(dtype: tf_dtype, ndim: i32, shape: *const i64, strides: *const i64, data: *mut c_void, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_tensor_rebind(tensor: *mut tf_tensor, data: *mut c_void) -> tf_status;
        pub fn tf_tensor_empty(engine: *mut tf_engine, dtype: tf_dtype, ndim: i32, shape: *const i64, layout: tf_layout, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_tensor_zeros(engine: *mut tf_engine, dtype: tf_dtype, ndim: i32, shape: *const i64, layout: tf_layout, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_tensor_from_data(engine: *mut tf_engine, dtype: tf_dtype, ndim: i32, shape: *const i64, strides: *const i64, data: *const c_void, layout: tf_layout, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_tensor_read(tensor: *const tf_tensor, layout: tf_layout, dst: *mut c_void, dst_bytes: usize) -> tf_status;
        pub fn tf_tensor_release(tensor: *mut tf_tensor);
        pub fn tf_tensor_dtype(tensor: *const tf_tensor, out: *mut tf_dtype) -> tf_status;
        pub fn tf_tensor_ndim(tensor: *const tf_tensor, out: *mut i32) -> tf_status;
        pub fn tf_tensor_shape(tensor: *const tf_tensor, out: *mut i64) -> tf_status;
        pub fn tf_tensor_strides(tensor: *const tf_tensor, out: *mut i64) -> tf_status;
        pub fn tf_tensor_numel(tensor: *const tf_tensor, out: *mut i64) -> tf_status;
        pub fn tf_tensor_data(tensor: *const tf_tensor, out: *mut *mut c_void) -> tf_status;
        pub fn tf_dtype_size(dtype: tf_dtype) -> usize;
        pub fn tf_matmul(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_matmul_into(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, out: *mut tf_tensor) -> tf_status;
        pub fn tf_matmul_acc(engine: *mut tf_engine, op_a: tf_op, a: *const tf_tensor, op_b: tf_op, b: *const tf_tensor, alpha: tf_scalar, beta: tf_scalar, out: *mut tf_tensor) -> tf_status;
        pub fn tf_unary(engine: *mut tf_engine, op: tf_unary_op, x: *const tf_tensor, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_unary_into(engine: *mut tf_engine, op: tf_unary_op, x: *const tf_tensor, out: *mut tf_tensor) -> tf_status;
        pub fn tf_scale(engine: *mut tf_engine, alpha: tf_scalar, x: *const tf_tensor, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_scale_into(engine: *mut tf_engine, alpha: tf_scalar, x: *const tf_tensor, out: *mut tf_tensor) -> tf_status;
        pub fn tf_binary(engine: *mut tf_engine, op: tf_binary_op, x: *const tf_tensor, y: *const tf_tensor, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_binary_into(engine: *mut tf_engine, op: tf_binary_op, x: *const tf_tensor, y: *const tf_tensor, out: *mut tf_tensor) -> tf_status;
        pub fn tf_add(engine: *mut tf_engine, x: *const tf_tensor, y: *const tf_tensor, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_add_into(engine: *mut tf_engine, x: *const tf_tensor, y: *const tf_tensor, out: *mut tf_tensor) -> tf_status;
        pub fn tf_mul(engine: *mut tf_engine, x: *const tf_tensor, y: *const tf_tensor, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_mul_into(engine: *mut tf_engine, x: *const tf_tensor, y: *const tf_tensor, out: *mut tf_tensor) -> tf_status;
        pub fn tf_axpby(engine: *mut tf_engine, alpha: tf_scalar, x: *const tf_tensor, beta: tf_scalar, y: *const tf_tensor, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_axpby_into(engine: *mut tf_engine, alpha: tf_scalar, x: *const tf_tensor, beta: tf_scalar, y: *const tf_tensor, out: *mut tf_tensor) -> tf_status;
        pub fn tf_reduce(engine: *mut tf_engine, op: tf_reduce_op, x: *const tf_tensor, naxes: i32, axes: *const i32, keepdims: i32, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_reduce_into(engine: *mut tf_engine, op: tf_reduce_op, x: *const tf_tensor, naxes: i32, axes: *const i32, keepdims: i32, out: *mut tf_tensor) -> tf_status;
        pub fn tf_dot(engine: *mut tf_engine, x: *const tf_tensor, y: *const tf_tensor, out: *mut tf_scalar) -> tf_status;
        pub fn tf_vdot(engine: *mut tf_engine, x: *const tf_tensor, y: *const tf_tensor, out: *mut tf_scalar) -> tf_status;
        pub fn tf_permute_view(x: *const tf_tensor, perm: *const i32, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_permute(engine: *mut tf_engine, x: *const tf_tensor, perm: *const i32, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_permute_into(engine: *mut tf_engine, x: *const tf_tensor, perm: *const i32, out: *mut tf_tensor) -> tf_status;
        pub fn tf_reshape_view(x: *const tf_tensor, ndim: i32, shape: *const i64, order: tf_layout, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_reshape(engine: *mut tf_engine, x: *const tf_tensor, ndim: i32, shape: *const i64, order: tf_layout, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_contiguous(engine: *mut tf_engine, x: *const tf_tensor, layout: tf_layout, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_copy_into(engine: *mut tf_engine, src: *const tf_tensor, dst: *mut tf_tensor) -> tf_status;
        pub fn tf_slice_view(x: *const tf_tensor, starts: *const i64, stops: *const i64, steps: *const i64, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_cast(engine: *mut tf_engine, x: *const tf_tensor, dtype: tf_dtype, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_cast_into(engine: *mut tf_engine, x: *const tf_tensor, out: *mut tf_tensor) -> tf_status;
        pub fn tf_concatenate(engine: *mut tf_engine, n: i32, xs: *const *const tf_tensor, axis: i32, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_concatenate_into(engine: *mut tf_engine, n: i32, xs: *const *const tf_tensor, axis: i32, out: *mut tf_tensor) -> tf_status;
        pub fn tf_stack(engine: *mut tf_engine, n: i32, xs: *const *const tf_tensor, axis: i32, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_stack_into(engine: *mut tf_engine, n: i32, xs: *const *const tf_tensor, axis: i32, out: *mut tf_tensor) -> tf_status;
        pub fn tf_pad(engine: *mut tf_engine, x: *const tf_tensor, before: *const i64, after: *const i64, value: tf_scalar, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_pad_into(engine: *mut tf_engine, x: *const tf_tensor, before: *const i64, after: *const i64, value: tf_scalar, out: *mut tf_tensor) -> tf_status;
        pub fn tf_diagonal(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, axis1: i32, axis2: i32, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_diagonal_into(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, axis1: i32, axis2: i32, out: *mut tf_tensor) -> tf_status;
        pub fn tf_diagonal_view(x: *const tf_tensor, offset: i64, axis1: i32, axis2: i32, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_diag_embed(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, axis1: i32, axis2: i32, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_diag_embed_into(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, axis1: i32, axis2: i32, out: *mut tf_tensor) -> tf_status;
        pub fn tf_trace(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, axis1: i32, axis2: i32, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_trace_into(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, axis1: i32, axis2: i32, out: *mut tf_tensor) -> tf_status;
        pub fn tf_flip(engine: *mut tf_engine, x: *const tf_tensor, naxes: i32, axes: *const i32, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_flip_into(engine: *mut tf_engine, x: *const tf_tensor, naxes: i32, axes: *const i32, out: *mut tf_tensor) -> tf_status;
        pub fn tf_roll(engine: *mut tf_engine, x: *const tf_tensor, shift: i64, axis: i32, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_roll_into(engine: *mut tf_engine, x: *const tf_tensor, shift: i64, axis: i32, out: *mut tf_tensor) -> tf_status;
        pub fn tf_tril(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_tril_into(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, out: *mut tf_tensor) -> tf_status;
        pub fn tf_triu(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_triu_into(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, out: *mut tf_tensor) -> tf_status;
        pub fn tf_broadcast_to_view(x: *const tf_tensor, ndim: i32, shape: *const i64, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_broadcast_to(engine: *mut tf_engine, x: *const tf_tensor, ndim: i32, shape: *const i64, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_broadcast_to_into(engine: *mut tf_engine, x: *const tf_tensor, ndim: i32, shape: *const i64, out: *mut tf_tensor) -> tf_status;
        pub fn tf_compare(engine: *mut tf_engine, op: tf_compare_op, x: *const tf_tensor, y: *const tf_tensor, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_compare_into(engine: *mut tf_engine, op: tf_compare_op, x: *const tf_tensor, y: *const tf_tensor, out: *mut tf_tensor) -> tf_status;
        pub fn tf_where(engine: *mut tf_engine, mask: *const tf_tensor, a: *const tf_tensor, b: *const tf_tensor, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_where_into(engine: *mut tf_engine, mask: *const tf_tensor, a: *const tf_tensor, b: *const tf_tensor, out: *mut tf_tensor) -> tf_status;
        pub fn tf_index_select(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, n: i64, indices: *const i64, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_index_select_into(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, n: i64, indices: *const i64, out: *mut tf_tensor) -> tf_status;
        pub fn tf_scatter_add(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, n: i64, indices: *const i64, src: *const tf_tensor, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_scatter_add_into(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, n: i64, indices: *const i64, src: *const tf_tensor, out: *mut tf_tensor) -> tf_status;
        pub fn tf_cumsum(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_cumsum_into(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, out: *mut tf_tensor) -> tf_status;
        pub fn tf_cumprod(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_cumprod_into(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, out: *mut tf_tensor) -> tf_status;
        pub fn tf_argmax(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, out: *mut i64) -> tf_status;
        pub fn tf_argmin(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, out: *mut i64) -> tf_status;
        pub fn tf_sort(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, descending: i32, values: *mut *mut tf_tensor, indices: *mut i64) -> tf_status;
        pub fn tf_sort_into(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, descending: i32, values: *mut tf_tensor, indices: *mut i64) -> tf_status;
        pub fn tf_topk(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, k: i64, largest: i32, values: *mut *mut tf_tensor, indices: *mut i64) -> tf_status;
        pub fn tf_topk_into(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, k: i64, largest: i32, values: *mut tf_tensor, indices: *mut i64) -> tf_status;
        pub fn tf_tensordot(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, naxes: i32, axes_a: *const i32, axes_b: *const i32, conj_a: i32, conj_b: i32, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_tensordot_into(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, naxes: i32, axes_a: *const i32, axes_b: *const i32, conj_a: i32, conj_b: i32, out: *mut tf_tensor) -> tf_status;
        pub fn tf_tensordot_acc(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, naxes: i32, axes_a: *const i32, axes_b: *const i32, conj_a: i32, conj_b: i32, alpha: tf_scalar, beta: tf_scalar, out: *mut tf_tensor) -> tf_status;
        pub fn tf_einsum(engine: *mut tf_engine, subscripts: *const c_char, n: i32, operands: *const *const tf_tensor, options: *const tf_einsum_options, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_einsum_into(engine: *mut tf_engine, subscripts: *const c_char, n: i32, operands: *const *const tf_tensor, options: *const tf_einsum_options, out: *mut tf_tensor) -> tf_status;
        pub fn tf_einsum_acc(engine: *mut tf_engine, subscripts: *const c_char, n: i32, operands: *const *const tf_tensor, options: *const tf_einsum_options, alpha: tf_scalar, beta: tf_scalar, out: *mut tf_tensor) -> tf_status;
        pub fn tf_einsum_labels(engine: *mut tf_engine, n: i32, operands: *const *const tf_tensor, labels: *const *const i32, out_ndim: i32, out_labels: *const i32, options: *const tf_einsum_options, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_einsum_labels_into(engine: *mut tf_engine, n: i32, operands: *const *const tf_tensor, labels: *const *const i32, out_ndim: i32, out_labels: *const i32, options: *const tf_einsum_options, out: *mut tf_tensor) -> tf_status;
        pub fn tf_einsum_labels_acc(engine: *mut tf_engine, n: i32, operands: *const *const tf_tensor, labels: *const *const i32, out_ndim: i32, out_labels: *const i32, options: *const tf_einsum_options, alpha: tf_scalar, beta: tf_scalar, out: *mut tf_tensor) -> tf_status;
        pub fn tf_einsum_path_create(engine: *mut tf_engine, subscripts: *const c_char, n: i32, operands: *const *const tf_tensor, options: *const tf_einsum_options, path: *mut *mut tf_einsum_path) -> tf_status;
        pub fn tf_einsum_labels_path_create(engine: *mut tf_engine, n: i32, operands: *const *const tf_tensor, labels: *const *const i32, out_ndim: i32, out_labels: *const i32, options: *const tf_einsum_options, path: *mut *mut tf_einsum_path) -> tf_status;
        pub fn tf_einsum_path_release(path: *mut tf_einsum_path);
        pub fn tf_einsum_path_info_get(path: *const tf_einsum_path, info: *mut tf_einsum_path_info) -> tf_status;
        pub fn tf_einsum_path_pairs(path: *const tf_einsum_path, pairs: *mut i32, len: i32) -> tf_status;
        pub fn tf_einsum_path_sliced(path: *const tf_einsum_path, labels: *mut i64, len: i32) -> tf_status;
        pub fn tf_einsum_path_write(path: *const tf_einsum_path, buf: *mut c_void, cap: usize, size: *mut usize) -> tf_status;
        pub fn tf_einsum_path_read(buf: *const c_void, size: usize, path: *mut *mut tf_einsum_path) -> tf_status;
        pub fn tf_matmul_semiring(engine: *mut tf_engine, semiring: tf_semiring, a: *const tf_tensor, b: *const tf_tensor, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_matmul_semiring_into(engine: *mut tf_engine, semiring: tf_semiring, a: *const tf_tensor, b: *const tf_tensor, out: *mut tf_tensor) -> tf_status;
        pub fn tf_matmul_semiring_acc(engine: *mut tf_engine, semiring: tf_semiring, op_a: tf_op, a: *const tf_tensor, op_b: tf_op, b: *const tf_tensor, alpha: tf_scalar, beta: tf_scalar, out: *mut tf_tensor) -> tf_status;
        pub fn tf_matmul_semiring_argmax(engine: *mut tf_engine, semiring: tf_semiring, op_a: tf_op, a: *const tf_tensor, op_b: tf_op, b: *const tf_tensor, out: *mut tf_tensor, argmax: *mut i64, argmax_len: i64) -> tf_status;
        pub fn tf_matmul_semiring_vjp(engine: *mut tf_engine, semiring: tf_semiring, a: *const tf_tensor, b: *const tf_tensor, grad_out: *const tf_tensor, grad_a: *mut tf_tensor, grad_b: *mut tf_tensor) -> tf_status;
        pub fn tf_tensordot_semiring(engine: *mut tf_engine, semiring: tf_semiring, a: *const tf_tensor, b: *const tf_tensor, naxes: i32, axes_a: *const i32, axes_b: *const i32, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_tensordot_semiring_into(engine: *mut tf_engine, semiring: tf_semiring, a: *const tf_tensor, b: *const tf_tensor, naxes: i32, axes_a: *const i32, axes_b: *const i32, out: *mut tf_tensor) -> tf_status;
        pub fn tf_tensordot_semiring_acc(engine: *mut tf_engine, semiring: tf_semiring, a: *const tf_tensor, b: *const tf_tensor, naxes: i32, axes_a: *const i32, axes_b: *const i32, alpha: tf_scalar, beta: tf_scalar, out: *mut tf_tensor) -> tf_status;
        pub fn tf_einsum_semiring_argmax(engine: *mut tf_engine, subscripts: *const c_char, n: i32, operands: *const *const tf_tensor, options: *const tf_einsum_options, out: *mut tf_tensor, config: *mut i64, config_len: i64, nsummed: *mut i32) -> tf_status;
        pub fn tf_einsum_labels_semiring_argmax(engine: *mut tf_engine, n: i32, operands: *const *const tf_tensor, labels: *const *const i32, out_ndim: i32, out_labels: *const i32, options: *const tf_einsum_options, out: *mut tf_tensor, config: *mut i64, config_len: i64, nsummed: *mut i32) -> tf_status;
        pub fn tf_svd(engine: *mut tf_engine, a: *const tf_tensor, options: *const tf_svd_options, u: *mut *mut tf_tensor, s: *mut *mut tf_tensor, vh: *mut *mut tf_tensor, info: *mut tf_svd_info) -> tf_status;
        pub fn tf_svd_into(engine: *mut tf_engine, a: *const tf_tensor, options: *const tf_svd_options, u: *mut tf_tensor, s: *mut tf_tensor, vh: *mut tf_tensor, info: *mut tf_svd_info) -> tf_status;
        pub fn tf_svd_split(engine: *mut tf_engine, a: *const tf_tensor, n_left: i32, left_axes: *const i32, options: *const tf_svd_options, u: *mut *mut tf_tensor, s: *mut *mut tf_tensor, vh: *mut *mut tf_tensor, info: *mut tf_svd_info) -> tf_status;
        pub fn tf_svd_split_into(engine: *mut tf_engine, a: *const tf_tensor, n_left: i32, left_axes: *const i32, options: *const tf_svd_options, u: *mut tf_tensor, s: *mut tf_tensor, vh: *mut tf_tensor, info: *mut tf_svd_info) -> tf_status;
        pub fn tf_qr(engine: *mut tf_engine, a: *const tf_tensor, nonneg_diag: i32, q: *mut *mut tf_tensor, r: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_qr_into(engine: *mut tf_engine, a: *const tf_tensor, nonneg_diag: i32, q: *mut tf_tensor, r: *mut tf_tensor) -> tf_status;
        pub fn tf_lq(engine: *mut tf_engine, a: *const tf_tensor, nonneg_diag: i32, l: *mut *mut tf_tensor, q: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_lq_into(engine: *mut tf_engine, a: *const tf_tensor, nonneg_diag: i32, l: *mut tf_tensor, q: *mut tf_tensor) -> tf_status;
        pub fn tf_eigh(engine: *mut tf_engine, a: *const tf_tensor, w: *mut *mut tf_tensor, v: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_eigh_into(engine: *mut tf_engine, a: *const tf_tensor, w: *mut tf_tensor, v: *mut tf_tensor) -> tf_status;
        pub fn tf_eigvalsh(engine: *mut tf_engine, a: *const tf_tensor, w: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_eigvalsh_into(engine: *mut tf_engine, a: *const tf_tensor, w: *mut tf_tensor) -> tf_status;
        pub fn tf_solve(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_solve_into(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, x: *mut tf_tensor) -> tf_status;
        pub fn tf_solve_triangular(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, upper: i32, op: tf_op, unit_diag: i32, x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_solve_triangular_into(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, upper: i32, op: tf_op, unit_diag: i32, x: *mut tf_tensor) -> tf_status;
        pub fn tf_cholesky(engine: *mut tf_engine, a: *const tf_tensor, l: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_cholesky_into(engine: *mut tf_engine, a: *const tf_tensor, l: *mut tf_tensor) -> tf_status;
        pub fn tf_lu(engine: *mut tf_engine, a: *const tf_tensor, lu: *mut *mut tf_tensor, piv: *mut i32, piv_count: usize) -> tf_status;
        pub fn tf_lu_into(engine: *mut tf_engine, a: *const tf_tensor, lu: *mut tf_tensor, piv: *mut i32, piv_count: usize) -> tf_status;
        pub fn tf_lu_solve(engine: *mut tf_engine, lu: *const tf_tensor, piv: *const i32, piv_count: usize, b: *const tf_tensor, x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_lu_solve_into(engine: *mut tf_engine, lu: *const tf_tensor, piv: *const i32, piv_count: usize, b: *const tf_tensor, x: *mut tf_tensor) -> tf_status;
        pub fn tf_det(engine: *mut tf_engine, a: *const tf_tensor, d: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_det_into(engine: *mut tf_engine, a: *const tf_tensor, d: *mut tf_tensor) -> tf_status;
        pub fn tf_slogdet(engine: *mut tf_engine, a: *const tf_tensor, sign: *mut *mut tf_tensor, logabsdet: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_slogdet_into(engine: *mut tf_engine, a: *const tf_tensor, sign: *mut tf_tensor, logabsdet: *mut tf_tensor) -> tf_status;
        pub fn tf_inv(engine: *mut tf_engine, a: *const tf_tensor, x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_inv_into(engine: *mut tf_engine, a: *const tf_tensor, x: *mut tf_tensor) -> tf_status;
        pub fn tf_lstsq(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, rcond: f64, x: *mut *mut tf_tensor, residuals: *mut *mut tf_tensor, rank: *mut i64, rank_count: usize) -> tf_status;
        pub fn tf_lstsq_into(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, rcond: f64, x: *mut tf_tensor, residuals: *mut tf_tensor, rank: *mut i64, rank_count: usize) -> tf_status;
        pub fn tf_pinv(engine: *mut tf_engine, a: *const tf_tensor, rcond: f64, x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_pinv_into(engine: *mut tf_engine, a: *const tf_tensor, rcond: f64, x: *mut tf_tensor) -> tf_status;
        pub fn tf_matrix_norm(engine: *mut tf_engine, a: *const tf_tensor, kind: tf_matrix_norm_kind, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_matrix_norm_into(engine: *mut tf_engine, a: *const tf_tensor, kind: tf_matrix_norm_kind, out: *mut tf_tensor) -> tf_status;
        pub fn tf_expm(engine: *mut tf_engine, a: *const tf_tensor, x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_expm_into(engine: *mut tf_engine, a: *const tf_tensor, x: *mut tf_tensor) -> tf_status;
        pub fn tf_eig(engine: *mut tf_engine, a: *const tf_tensor, w: *mut *mut tf_tensor, v: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_eig_into(engine: *mut tf_engine, a: *const tf_tensor, w: *mut tf_tensor, v: *mut tf_tensor) -> tf_status;
        pub fn tf_eigvals(engine: *mut tf_engine, a: *const tf_tensor, w: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_eigvals_into(engine: *mut tf_engine, a: *const tf_tensor, w: *mut tf_tensor) -> tf_status;
        pub fn tf_einsum_vjp(engine: *mut tf_engine, subscripts: *const c_char, n: i32, operands: *const *const tf_tensor, options: *const tf_einsum_options, grad_out: *const tf_tensor, grad_operands: *const *mut *mut tf_tensor) -> tf_status;
        pub fn tf_einsum_vjp_into(engine: *mut tf_engine, subscripts: *const c_char, n: i32, operands: *const *const tf_tensor, options: *const tf_einsum_options, grad_out: *const tf_tensor, grad_operands: *const *mut tf_tensor) -> tf_status;
        pub fn tf_einsum_jvp(engine: *mut tf_engine, subscripts: *const c_char, n: i32, operands: *const *const tf_tensor, options: *const tf_einsum_options, t_operands: *const *const tf_tensor, t_out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_einsum_jvp_into(engine: *mut tf_engine, subscripts: *const c_char, n: i32, operands: *const *const tf_tensor, options: *const tf_einsum_options, t_operands: *const *const tf_tensor, t_out: *mut tf_tensor) -> tf_status;
        pub fn tf_einsum_labels_vjp(engine: *mut tf_engine, n: i32, operands: *const *const tf_tensor, labels: *const *const i32, out_ndim: i32, out_labels: *const i32, options: *const tf_einsum_options, grad_out: *const tf_tensor, grad_operands: *const *mut *mut tf_tensor) -> tf_status;
        pub fn tf_einsum_labels_vjp_into(engine: *mut tf_engine, n: i32, operands: *const *const tf_tensor, labels: *const *const i32, out_ndim: i32, out_labels: *const i32, options: *const tf_einsum_options, grad_out: *const tf_tensor, grad_operands: *const *mut tf_tensor) -> tf_status;
        pub fn tf_einsum_labels_jvp(engine: *mut tf_engine, n: i32, operands: *const *const tf_tensor, labels: *const *const i32, out_ndim: i32, out_labels: *const i32, options: *const tf_einsum_options, t_operands: *const *const tf_tensor, t_out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_einsum_labels_jvp_into(engine: *mut tf_engine, n: i32, operands: *const *const tf_tensor, labels: *const *const i32, out_ndim: i32, out_labels: *const i32, options: *const tf_einsum_options, t_operands: *const *const tf_tensor, t_out: *mut tf_tensor) -> tf_status;
        pub fn tf_tensordot_vjp(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, naxes: i32, axes_a: *const i32, axes_b: *const i32, conj_a: i32, conj_b: i32, grad_out: *const tf_tensor, grad_a: *mut *mut tf_tensor, grad_b: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_tensordot_vjp_into(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, naxes: i32, axes_a: *const i32, axes_b: *const i32, conj_a: i32, conj_b: i32, grad_out: *const tf_tensor, grad_a: *mut tf_tensor, grad_b: *mut tf_tensor) -> tf_status;
        pub fn tf_tensordot_jvp(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, naxes: i32, axes_a: *const i32, axes_b: *const i32, conj_a: i32, conj_b: i32, t_a: *const tf_tensor, t_b: *const tf_tensor, t_out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_tensordot_jvp_into(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, naxes: i32, axes_a: *const i32, axes_b: *const i32, conj_a: i32, conj_b: i32, t_a: *const tf_tensor, t_b: *const tf_tensor, t_out: *mut tf_tensor) -> tf_status;
        pub fn tf_matmul_vjp(engine: *mut tf_engine, op_a: tf_op, a: *const tf_tensor, op_b: tf_op, b: *const tf_tensor, grad_out: *const tf_tensor, grad_a: *mut *mut tf_tensor, grad_b: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_matmul_vjp_into(engine: *mut tf_engine, op_a: tf_op, a: *const tf_tensor, op_b: tf_op, b: *const tf_tensor, grad_out: *const tf_tensor, grad_a: *mut tf_tensor, grad_b: *mut tf_tensor) -> tf_status;
        pub fn tf_matmul_jvp(engine: *mut tf_engine, op_a: tf_op, a: *const tf_tensor, op_b: tf_op, b: *const tf_tensor, t_a: *const tf_tensor, t_b: *const tf_tensor, t_out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_matmul_jvp_into(engine: *mut tf_engine, op_a: tf_op, a: *const tf_tensor, op_b: tf_op, b: *const tf_tensor, t_a: *const tf_tensor, t_b: *const tf_tensor, t_out: *mut tf_tensor) -> tf_status;
        pub fn tf_unary_vjp(engine: *mut tf_engine, op: tf_unary_op, x: *const tf_tensor, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_unary_vjp_into(engine: *mut tf_engine, op: tf_unary_op, x: *const tf_tensor, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_unary_jvp(engine: *mut tf_engine, op: tf_unary_op, x: *const tf_tensor, t_x: *const tf_tensor, t_out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_unary_jvp_into(engine: *mut tf_engine, op: tf_unary_op, x: *const tf_tensor, t_x: *const tf_tensor, t_out: *mut tf_tensor) -> tf_status;
        pub fn tf_scale_vjp(engine: *mut tf_engine, alpha: tf_scalar, x: *const tf_tensor, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_scale_vjp_into(engine: *mut tf_engine, alpha: tf_scalar, x: *const tf_tensor, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_scale_jvp(engine: *mut tf_engine, alpha: tf_scalar, x: *const tf_tensor, t_x: *const tf_tensor, t_out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_scale_jvp_into(engine: *mut tf_engine, alpha: tf_scalar, x: *const tf_tensor, t_x: *const tf_tensor, t_out: *mut tf_tensor) -> tf_status;
        pub fn tf_binary_vjp(engine: *mut tf_engine, op: tf_binary_op, x: *const tf_tensor, y: *const tf_tensor, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor, grad_y: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_binary_vjp_into(engine: *mut tf_engine, op: tf_binary_op, x: *const tf_tensor, y: *const tf_tensor, grad_out: *const tf_tensor, grad_x: *mut tf_tensor, grad_y: *mut tf_tensor) -> tf_status;
        pub fn tf_binary_jvp(engine: *mut tf_engine, op: tf_binary_op, x: *const tf_tensor, y: *const tf_tensor, t_x: *const tf_tensor, t_y: *const tf_tensor, t_out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_binary_jvp_into(engine: *mut tf_engine, op: tf_binary_op, x: *const tf_tensor, y: *const tf_tensor, t_x: *const tf_tensor, t_y: *const tf_tensor, t_out: *mut tf_tensor) -> tf_status;
        pub fn tf_axpby_vjp(engine: *mut tf_engine, alpha: tf_scalar, x: *const tf_tensor, beta: tf_scalar, y: *const tf_tensor, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor, grad_y: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_axpby_vjp_into(engine: *mut tf_engine, alpha: tf_scalar, x: *const tf_tensor, beta: tf_scalar, y: *const tf_tensor, grad_out: *const tf_tensor, grad_x: *mut tf_tensor, grad_y: *mut tf_tensor) -> tf_status;
        pub fn tf_axpby_jvp(engine: *mut tf_engine, alpha: tf_scalar, x: *const tf_tensor, beta: tf_scalar, y: *const tf_tensor, t_x: *const tf_tensor, t_y: *const tf_tensor, t_out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_axpby_jvp_into(engine: *mut tf_engine, alpha: tf_scalar, x: *const tf_tensor, beta: tf_scalar, y: *const tf_tensor, t_x: *const tf_tensor, t_y: *const tf_tensor, t_out: *mut tf_tensor) -> tf_status;
        pub fn tf_cast_vjp(engine: *mut tf_engine, x: *const tf_tensor, dtype: tf_dtype, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_cast_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, dtype: tf_dtype, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_cast_jvp(engine: *mut tf_engine, x: *const tf_tensor, dtype: tf_dtype, t_x: *const tf_tensor, t_out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_cast_jvp_into(engine: *mut tf_engine, x: *const tf_tensor, dtype: tf_dtype, t_x: *const tf_tensor, t_out: *mut tf_tensor) -> tf_status;
        pub fn tf_reduce_vjp(engine: *mut tf_engine, op: tf_reduce_op, x: *const tf_tensor, naxes: i32, axes: *const i32, keepdims: i32, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_reduce_vjp_into(engine: *mut tf_engine, op: tf_reduce_op, x: *const tf_tensor, naxes: i32, axes: *const i32, keepdims: i32, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_reduce_jvp(engine: *mut tf_engine, op: tf_reduce_op, x: *const tf_tensor, naxes: i32, axes: *const i32, keepdims: i32, t_x: *const tf_tensor, t_out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_reduce_jvp_into(engine: *mut tf_engine, op: tf_reduce_op, x: *const tf_tensor, naxes: i32, axes: *const i32, keepdims: i32, t_x: *const tf_tensor, t_out: *mut tf_tensor) -> tf_status;
        pub fn tf_dot_vjp(engine: *mut tf_engine, x: *const tf_tensor, y: *const tf_tensor, grad_out: tf_scalar, grad_x: *mut *mut tf_tensor, grad_y: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_dot_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, y: *const tf_tensor, grad_out: tf_scalar, grad_x: *mut tf_tensor, grad_y: *mut tf_tensor) -> tf_status;
        pub fn tf_vdot_vjp(engine: *mut tf_engine, x: *const tf_tensor, y: *const tf_tensor, grad_out: tf_scalar, grad_x: *mut *mut tf_tensor, grad_y: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_vdot_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, y: *const tf_tensor, grad_out: tf_scalar, grad_x: *mut tf_tensor, grad_y: *mut tf_tensor) -> tf_status;
        pub fn tf_dot_jvp(engine: *mut tf_engine, x: *const tf_tensor, y: *const tf_tensor, t_x: *const tf_tensor, t_y: *const tf_tensor, t_out: *mut tf_scalar) -> tf_status;
        pub fn tf_vdot_jvp(engine: *mut tf_engine, x: *const tf_tensor, y: *const tf_tensor, t_x: *const tf_tensor, t_y: *const tf_tensor, t_out: *mut tf_scalar) -> tf_status;
        pub fn tf_permute_vjp(engine: *mut tf_engine, x: *const tf_tensor, perm: *const i32, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_permute_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, perm: *const i32, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_reshape_vjp(engine: *mut tf_engine, x: *const tf_tensor, ndim: i32, shape: *const i64, order: tf_layout, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_reshape_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, ndim: i32, shape: *const i64, order: tf_layout, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_slice_vjp(engine: *mut tf_engine, x: *const tf_tensor, starts: *const i64, stops: *const i64, steps: *const i64, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_slice_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, starts: *const i64, stops: *const i64, steps: *const i64, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_contiguous_vjp(engine: *mut tf_engine, x: *const tf_tensor, layout: tf_layout, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_contiguous_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, layout: tf_layout, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_concatenate_vjp(engine: *mut tf_engine, n: i32, xs: *const *const tf_tensor, axis: i32, grad_out: *const tf_tensor, grad_xs: *const *mut *mut tf_tensor) -> tf_status;
        pub fn tf_concatenate_vjp_into(engine: *mut tf_engine, n: i32, xs: *const *const tf_tensor, axis: i32, grad_out: *const tf_tensor, grad_xs: *const *mut tf_tensor) -> tf_status;
        pub fn tf_stack_vjp(engine: *mut tf_engine, n: i32, xs: *const *const tf_tensor, axis: i32, grad_out: *const tf_tensor, grad_xs: *const *mut *mut tf_tensor) -> tf_status;
        pub fn tf_stack_vjp_into(engine: *mut tf_engine, n: i32, xs: *const *const tf_tensor, axis: i32, grad_out: *const tf_tensor, grad_xs: *const *mut tf_tensor) -> tf_status;
        pub fn tf_pad_vjp(engine: *mut tf_engine, x: *const tf_tensor, before: *const i64, after: *const i64, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_pad_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, before: *const i64, after: *const i64, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_diagonal_vjp(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, axis1: i32, axis2: i32, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_diagonal_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, axis1: i32, axis2: i32, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_diag_embed_vjp(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, axis1: i32, axis2: i32, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_diag_embed_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, axis1: i32, axis2: i32, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_trace_vjp(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, axis1: i32, axis2: i32, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_trace_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, axis1: i32, axis2: i32, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_flip_vjp(engine: *mut tf_engine, x: *const tf_tensor, naxes: i32, axes: *const i32, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_flip_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, naxes: i32, axes: *const i32, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_roll_vjp(engine: *mut tf_engine, x: *const tf_tensor, shift: i64, axis: i32, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_roll_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, shift: i64, axis: i32, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_tril_vjp(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_tril_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_triu_vjp(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_triu_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, offset: i64, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_broadcast_to_vjp(engine: *mut tf_engine, x: *const tf_tensor, ndim: i32, shape: *const i64, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_broadcast_to_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, ndim: i32, shape: *const i64, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_where_vjp(engine: *mut tf_engine, mask: *const tf_tensor, a: *const tf_tensor, b: *const tf_tensor, grad_out: *const tf_tensor, grad_a: *mut *mut tf_tensor, grad_b: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_where_vjp_into(engine: *mut tf_engine, mask: *const tf_tensor, a: *const tf_tensor, b: *const tf_tensor, grad_out: *const tf_tensor, grad_a: *mut tf_tensor, grad_b: *mut tf_tensor) -> tf_status;
        pub fn tf_index_select_vjp(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, n: i64, indices: *const i64, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_index_select_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, n: i64, indices: *const i64, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_scatter_add_vjp(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, n: i64, indices: *const i64, src: *const tf_tensor, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor, grad_src: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_scatter_add_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, n: i64, indices: *const i64, src: *const tf_tensor, grad_out: *const tf_tensor, grad_x: *mut tf_tensor, grad_src: *mut tf_tensor) -> tf_status;
        pub fn tf_cumsum_vjp(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_cumsum_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_cumprod_vjp(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_cumprod_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_topk_vjp(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, k: i64, indices: *const i64, grad_out: *const tf_tensor, grad_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_topk_vjp_into(engine: *mut tf_engine, x: *const tf_tensor, axis: i32, k: i64, indices: *const i64, grad_out: *const tf_tensor, grad_x: *mut tf_tensor) -> tf_status;
        pub fn tf_svd_vjp(engine: *mut tf_engine, a: *const tf_tensor, u: *const tf_tensor, s: *const tf_tensor, vh: *const tf_tensor, grad_u: *const tf_tensor, grad_s: *const tf_tensor, grad_vh: *const tf_tensor, options: *const tf_ad_options, grad_a: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_svd_vjp_into(engine: *mut tf_engine, a: *const tf_tensor, u: *const tf_tensor, s: *const tf_tensor, vh: *const tf_tensor, grad_u: *const tf_tensor, grad_s: *const tf_tensor, grad_vh: *const tf_tensor, options: *const tf_ad_options, grad_a: *mut tf_tensor) -> tf_status;
        pub fn tf_svd_jvp(engine: *mut tf_engine, a: *const tf_tensor, u: *const tf_tensor, s: *const tf_tensor, vh: *const tf_tensor, t_a: *const tf_tensor, options: *const tf_ad_options, t_u: *mut *mut tf_tensor, t_s: *mut *mut tf_tensor, t_vh: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_svd_jvp_into(engine: *mut tf_engine, a: *const tf_tensor, u: *const tf_tensor, s: *const tf_tensor, vh: *const tf_tensor, t_a: *const tf_tensor, options: *const tf_ad_options, t_u: *mut tf_tensor, t_s: *mut tf_tensor, t_vh: *mut tf_tensor) -> tf_status;
        pub fn tf_qr_vjp(engine: *mut tf_engine, a: *const tf_tensor, q: *const tf_tensor, r: *const tf_tensor, grad_q: *const tf_tensor, grad_r: *const tf_tensor, grad_a: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_qr_vjp_into(engine: *mut tf_engine, a: *const tf_tensor, q: *const tf_tensor, r: *const tf_tensor, grad_q: *const tf_tensor, grad_r: *const tf_tensor, grad_a: *mut tf_tensor) -> tf_status;
        pub fn tf_qr_jvp(engine: *mut tf_engine, a: *const tf_tensor, q: *const tf_tensor, r: *const tf_tensor, t_a: *const tf_tensor, t_q: *mut *mut tf_tensor, t_r: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_qr_jvp_into(engine: *mut tf_engine, a: *const tf_tensor, q: *const tf_tensor, r: *const tf_tensor, t_a: *const tf_tensor, t_q: *mut tf_tensor, t_r: *mut tf_tensor) -> tf_status;
        pub fn tf_lq_vjp(engine: *mut tf_engine, a: *const tf_tensor, l: *const tf_tensor, q: *const tf_tensor, grad_l: *const tf_tensor, grad_q: *const tf_tensor, grad_a: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_lq_vjp_into(engine: *mut tf_engine, a: *const tf_tensor, l: *const tf_tensor, q: *const tf_tensor, grad_l: *const tf_tensor, grad_q: *const tf_tensor, grad_a: *mut tf_tensor) -> tf_status;
        pub fn tf_lq_jvp(engine: *mut tf_engine, a: *const tf_tensor, l: *const tf_tensor, q: *const tf_tensor, t_a: *const tf_tensor, t_l: *mut *mut tf_tensor, t_q: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_lq_jvp_into(engine: *mut tf_engine, a: *const tf_tensor, l: *const tf_tensor, q: *const tf_tensor, t_a: *const tf_tensor, t_l: *mut tf_tensor, t_q: *mut tf_tensor) -> tf_status;
        pub fn tf_eigh_vjp(engine: *mut tf_engine, a: *const tf_tensor, w: *const tf_tensor, v: *const tf_tensor, grad_w: *const tf_tensor, grad_v: *const tf_tensor, options: *const tf_ad_options, grad_a: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_eigh_vjp_into(engine: *mut tf_engine, a: *const tf_tensor, w: *const tf_tensor, v: *const tf_tensor, grad_w: *const tf_tensor, grad_v: *const tf_tensor, options: *const tf_ad_options, grad_a: *mut tf_tensor) -> tf_status;
        pub fn tf_eigh_jvp(engine: *mut tf_engine, a: *const tf_tensor, w: *const tf_tensor, v: *const tf_tensor, t_a: *const tf_tensor, options: *const tf_ad_options, t_w: *mut *mut tf_tensor, t_v: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_eigh_jvp_into(engine: *mut tf_engine, a: *const tf_tensor, w: *const tf_tensor, v: *const tf_tensor, t_a: *const tf_tensor, options: *const tf_ad_options, t_w: *mut tf_tensor, t_v: *mut tf_tensor) -> tf_status;
        pub fn tf_eigvalsh_vjp(engine: *mut tf_engine, a: *const tf_tensor, w: *const tf_tensor, grad_w: *const tf_tensor, grad_a: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_eigvalsh_vjp_into(engine: *mut tf_engine, a: *const tf_tensor, w: *const tf_tensor, grad_w: *const tf_tensor, grad_a: *mut tf_tensor) -> tf_status;
        pub fn tf_eigvalsh_jvp(engine: *mut tf_engine, a: *const tf_tensor, w: *const tf_tensor, t_a: *const tf_tensor, t_w: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_eigvalsh_jvp_into(engine: *mut tf_engine, a: *const tf_tensor, w: *const tf_tensor, t_a: *const tf_tensor, t_w: *mut tf_tensor) -> tf_status;
        pub fn tf_solve_vjp(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, x: *const tf_tensor, grad_x: *const tf_tensor, grad_a: *mut *mut tf_tensor, grad_b: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_solve_vjp_into(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, x: *const tf_tensor, grad_x: *const tf_tensor, grad_a: *mut tf_tensor, grad_b: *mut tf_tensor) -> tf_status;
        pub fn tf_solve_jvp(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, x: *const tf_tensor, t_a: *const tf_tensor, t_b: *const tf_tensor, t_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_solve_jvp_into(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, x: *const tf_tensor, t_a: *const tf_tensor, t_b: *const tf_tensor, t_x: *mut tf_tensor) -> tf_status;
        pub fn tf_solve_triangular_vjp(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, upper: i32, op: tf_op, unit_diag: i32, x: *const tf_tensor, grad_x: *const tf_tensor, grad_a: *mut *mut tf_tensor, grad_b: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_solve_triangular_vjp_into(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, upper: i32, op: tf_op, unit_diag: i32, x: *const tf_tensor, grad_x: *const tf_tensor, grad_a: *mut tf_tensor, grad_b: *mut tf_tensor) -> tf_status;
        pub fn tf_solve_triangular_jvp(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, upper: i32, op: tf_op, unit_diag: i32, x: *const tf_tensor, t_a: *const tf_tensor, t_b: *const tf_tensor, t_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_solve_triangular_jvp_into(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, upper: i32, op: tf_op, unit_diag: i32, x: *const tf_tensor, t_a: *const tf_tensor, t_b: *const tf_tensor, t_x: *mut tf_tensor) -> tf_status;
        pub fn tf_cholesky_vjp(engine: *mut tf_engine, a: *const tf_tensor, l: *const tf_tensor, grad_l: *const tf_tensor, grad_a: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_cholesky_vjp_into(engine: *mut tf_engine, a: *const tf_tensor, l: *const tf_tensor, grad_l: *const tf_tensor, grad_a: *mut tf_tensor) -> tf_status;
        pub fn tf_cholesky_jvp(engine: *mut tf_engine, a: *const tf_tensor, l: *const tf_tensor, t_a: *const tf_tensor, t_l: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_cholesky_jvp_into(engine: *mut tf_engine, a: *const tf_tensor, l: *const tf_tensor, t_a: *const tf_tensor, t_l: *mut tf_tensor) -> tf_status;
        pub fn tf_lu_vjp(engine: *mut tf_engine, a: *const tf_tensor, lu: *const tf_tensor, piv: *const i32, piv_count: usize, grad_lu: *const tf_tensor, grad_a: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_lu_vjp_into(engine: *mut tf_engine, a: *const tf_tensor, lu: *const tf_tensor, piv: *const i32, piv_count: usize, grad_lu: *const tf_tensor, grad_a: *mut tf_tensor) -> tf_status;
        pub fn tf_lu_jvp(engine: *mut tf_engine, a: *const tf_tensor, lu: *const tf_tensor, piv: *const i32, piv_count: usize, t_a: *const tf_tensor, t_lu: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_lu_jvp_into(engine: *mut tf_engine, a: *const tf_tensor, lu: *const tf_tensor, piv: *const i32, piv_count: usize, t_a: *const tf_tensor, t_lu: *mut tf_tensor) -> tf_status;
        pub fn tf_inv_vjp(engine: *mut tf_engine, a: *const tf_tensor, x: *const tf_tensor, grad_x: *const tf_tensor, grad_a: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_inv_vjp_into(engine: *mut tf_engine, a: *const tf_tensor, x: *const tf_tensor, grad_x: *const tf_tensor, grad_a: *mut tf_tensor) -> tf_status;
        pub fn tf_inv_jvp(engine: *mut tf_engine, a: *const tf_tensor, x: *const tf_tensor, t_a: *const tf_tensor, t_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_inv_jvp_into(engine: *mut tf_engine, a: *const tf_tensor, x: *const tf_tensor, t_a: *const tf_tensor, t_x: *mut tf_tensor) -> tf_status;
        pub fn tf_det_vjp(engine: *mut tf_engine, a: *const tf_tensor, d: *const tf_tensor, grad_d: *const tf_tensor, grad_a: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_det_vjp_into(engine: *mut tf_engine, a: *const tf_tensor, d: *const tf_tensor, grad_d: *const tf_tensor, grad_a: *mut tf_tensor) -> tf_status;
        pub fn tf_det_jvp(engine: *mut tf_engine, a: *const tf_tensor, d: *const tf_tensor, t_a: *const tf_tensor, t_d: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_det_jvp_into(engine: *mut tf_engine, a: *const tf_tensor, d: *const tf_tensor, t_a: *const tf_tensor, t_d: *mut tf_tensor) -> tf_status;
        pub fn tf_slogdet_vjp(engine: *mut tf_engine, a: *const tf_tensor, sign: *const tf_tensor, logabsdet: *const tf_tensor, grad_sign: *const tf_tensor, grad_logabsdet: *const tf_tensor, grad_a: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_slogdet_vjp_into(engine: *mut tf_engine, a: *const tf_tensor, sign: *const tf_tensor, logabsdet: *const tf_tensor, grad_sign: *const tf_tensor, grad_logabsdet: *const tf_tensor, grad_a: *mut tf_tensor) -> tf_status;
        pub fn tf_slogdet_jvp(engine: *mut tf_engine, a: *const tf_tensor, sign: *const tf_tensor, logabsdet: *const tf_tensor, t_a: *const tf_tensor, t_sign: *mut *mut tf_tensor, t_logabsdet: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_slogdet_jvp_into(engine: *mut tf_engine, a: *const tf_tensor, sign: *const tf_tensor, logabsdet: *const tf_tensor, t_a: *const tf_tensor, t_sign: *mut tf_tensor, t_logabsdet: *mut tf_tensor) -> tf_status;
        pub fn tf_pinv_vjp(engine: *mut tf_engine, a: *const tf_tensor, x: *const tf_tensor, grad_x: *const tf_tensor, grad_a: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_pinv_vjp_into(engine: *mut tf_engine, a: *const tf_tensor, x: *const tf_tensor, grad_x: *const tf_tensor, grad_a: *mut tf_tensor) -> tf_status;
        pub fn tf_pinv_jvp(engine: *mut tf_engine, a: *const tf_tensor, x: *const tf_tensor, t_a: *const tf_tensor, t_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_pinv_jvp_into(engine: *mut tf_engine, a: *const tf_tensor, x: *const tf_tensor, t_a: *const tf_tensor, t_x: *mut tf_tensor) -> tf_status;
        pub fn tf_lstsq_vjp(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, x: *const tf_tensor, grad_x: *const tf_tensor, grad_a: *mut *mut tf_tensor, grad_b: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_lstsq_vjp_into(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, x: *const tf_tensor, grad_x: *const tf_tensor, grad_a: *mut tf_tensor, grad_b: *mut tf_tensor) -> tf_status;
        pub fn tf_lstsq_jvp(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, x: *const tf_tensor, t_a: *const tf_tensor, t_b: *const tf_tensor, t_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_lstsq_jvp_into(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor, x: *const tf_tensor, t_a: *const tf_tensor, t_b: *const tf_tensor, t_x: *mut tf_tensor) -> tf_status;
        pub fn tf_matrix_norm_vjp(engine: *mut tf_engine, a: *const tf_tensor, kind: tf_matrix_norm_kind, out: *const tf_tensor, grad_out: *const tf_tensor, grad_a: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_matrix_norm_vjp_into(engine: *mut tf_engine, a: *const tf_tensor, kind: tf_matrix_norm_kind, out: *const tf_tensor, grad_out: *const tf_tensor, grad_a: *mut tf_tensor) -> tf_status;
        pub fn tf_matrix_norm_jvp(engine: *mut tf_engine, a: *const tf_tensor, kind: tf_matrix_norm_kind, out: *const tf_tensor, t_a: *const tf_tensor, t_out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_matrix_norm_jvp_into(engine: *mut tf_engine, a: *const tf_tensor, kind: tf_matrix_norm_kind, out: *const tf_tensor, t_a: *const tf_tensor, t_out: *mut tf_tensor) -> tf_status;
        pub fn tf_expm_vjp(engine: *mut tf_engine, a: *const tf_tensor, x: *const tf_tensor, grad_x: *const tf_tensor, grad_a: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_expm_vjp_into(engine: *mut tf_engine, a: *const tf_tensor, x: *const tf_tensor, grad_x: *const tf_tensor, grad_a: *mut tf_tensor) -> tf_status;
        pub fn tf_expm_jvp(engine: *mut tf_engine, a: *const tf_tensor, x: *const tf_tensor, t_a: *const tf_tensor, t_x: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_expm_jvp_into(engine: *mut tf_engine, a: *const tf_tensor, x: *const tf_tensor, t_a: *const tf_tensor, t_x: *mut tf_tensor) -> tf_status;
        pub fn tf_eig_vjp(engine: *mut tf_engine, a: *const tf_tensor, w: *const tf_tensor, v: *const tf_tensor, grad_w: *const tf_tensor, grad_v: *const tf_tensor, options: *const tf_ad_options, grad_a: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_eig_vjp_into(engine: *mut tf_engine, a: *const tf_tensor, w: *const tf_tensor, v: *const tf_tensor, grad_w: *const tf_tensor, grad_v: *const tf_tensor, options: *const tf_ad_options, grad_a: *mut tf_tensor) -> tf_status;
        pub fn tf_eig_jvp(engine: *mut tf_engine, a: *const tf_tensor, w: *const tf_tensor, v: *const tf_tensor, t_a: *const tf_tensor, options: *const tf_ad_options, t_w: *mut *mut tf_tensor, t_v: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_eig_jvp_into(engine: *mut tf_engine, a: *const tf_tensor, w: *const tf_tensor, v: *const tf_tensor, t_a: *const tf_tensor, options: *const tf_ad_options, t_w: *mut tf_tensor, t_v: *mut tf_tensor) -> tf_status;
        pub fn tf_program_create(out: *mut *mut tf_program) -> tf_status;
        pub fn tf_program_release(program: *mut tf_program);
        pub fn tf_program_input(program: *mut tf_program, dtype: tf_dtype, ndim: i32, shape: *const i64, slot: *mut i32) -> tf_status;
        pub fn tf_program_matmul(program: *mut tf_program, a: i32, b: i32, slot: *mut i32) -> tf_status;
        pub fn tf_program_matmul_acc(program: *mut tf_program, op_a: tf_op, a: i32, op_b: tf_op, b: i32, alpha: tf_scalar, beta: tf_scalar, c: i32, slot: *mut i32) -> tf_status;
        pub fn tf_program_reshape(program: *mut tf_program, x: i32, ndim: i32, shape: *const i64, slot: *mut i32) -> tf_status;
        pub fn tf_program_output(program: *mut tf_program, slot: i32) -> tf_status;
        pub fn tf_program_prepare(engine: *mut tf_engine, program: *const tf_program, options: *const tf_prepare_options, out: *mut *mut tf_prepared) -> tf_status;
        pub fn tf_prepared_release(prepared: *mut tf_prepared);
        pub fn tf_program_run(engine: *mut tf_engine, prepared: *mut tf_prepared, inputs: *const *const tf_tensor, num_inputs: usize, outputs: *const *mut tf_tensor, num_outputs: usize) -> tf_status;
        pub fn tf_program_run_alloc(engine: *mut tf_engine, prepared: *mut tf_prepared, inputs: *const *const tf_tensor, num_inputs: usize, outputs: *mut *mut tf_tensor, num_outputs: usize) -> tf_status;
        pub fn tf_prepared_get_info(prepared: *const tf_prepared, out: *mut tf_prepared_info) -> tf_status;
        pub fn tf_program_unary(program: *mut tf_program, op: tf_unary_op, x: i32, slot: *mut i32) -> tf_status;
        pub fn tf_program_scale(program: *mut tf_program, alpha: tf_scalar, x: i32, slot: *mut i32) -> tf_status;
        pub fn tf_program_binary(program: *mut tf_program, op: tf_binary_op, x: i32, y: i32, slot: *mut i32) -> tf_status;
        pub fn tf_program_axpby(program: *mut tf_program, alpha: tf_scalar, x: i32, beta: tf_scalar, y: i32, slot: *mut i32) -> tf_status;
        pub fn tf_program_reduce(program: *mut tf_program, op: tf_reduce_op, x: i32, naxes: i32, axes: *const i32, keepdims: i32, slot: *mut i32) -> tf_status;
        pub fn tf_program_cast(program: *mut tf_program, x: i32, dtype: tf_dtype, slot: *mut i32) -> tf_status;
        pub fn tf_program_permute(program: *mut tf_program, x: i32, perm: *const i32, slot: *mut i32) -> tf_status;
        pub fn tf_program_contiguous(program: *mut tf_program, x: i32, layout: tf_layout, slot: *mut i32) -> tf_status;
        pub fn tf_program_slice(program: *mut tf_program, x: i32, starts: *const i64, stops: *const i64, steps: *const i64, slot: *mut i32) -> tf_status;
        pub fn tf_program_tensordot(program: *mut tf_program, a: i32, b: i32, naxes: i32, axes_a: *const i32, axes_b: *const i32, conj_a: i32, conj_b: i32, slot: *mut i32) -> tf_status;
        pub fn tf_program_einsum(program: *mut tf_program, subscripts: *const c_char, n: i32, operands: *const i32, options: *const tf_einsum_options, slot: *mut i32) -> tf_status;
        pub fn tf_program_einsum_labels(program: *mut tf_program, n: i32, operands: *const i32, labels: *const *const i32, out_ndim: i32, out_labels: *const i32, options: *const tf_einsum_options, slot: *mut i32) -> tf_status;
        pub fn tf_program_svd(program: *mut tf_program, a: i32, options: *const tf_svd_options, u: *mut i32, s: *mut i32, vh: *mut i32) -> tf_status;
        pub fn tf_program_qr(program: *mut tf_program, a: i32, nonneg_diag: i32, q: *mut i32, r: *mut i32) -> tf_status;
        pub fn tf_program_lq(program: *mut tf_program, a: i32, nonneg_diag: i32, l: *mut i32, q: *mut i32) -> tf_status;
        pub fn tf_program_eigh(program: *mut tf_program, a: i32, w: *mut i32, v: *mut i32) -> tf_status;
        pub fn tf_program_eigvalsh(program: *mut tf_program, a: i32, w: *mut i32) -> tf_status;
        pub fn tf_program_solve(program: *mut tf_program, a: i32, b: i32, x: *mut i32) -> tf_status;
        pub fn tf_program_solve_triangular(program: *mut tf_program, a: i32, b: i32, upper: i32, op: tf_op, unit_diag: i32, x: *mut i32) -> tf_status;
        pub fn tf_program_cholesky(program: *mut tf_program, a: i32, l: *mut i32) -> tf_status;
        pub fn tf_program_inv(program: *mut tf_program, a: i32, x: *mut i32) -> tf_status;
        pub fn tf_program_det(program: *mut tf_program, a: i32, d: *mut i32) -> tf_status;
        pub fn tf_program_vjp(forward: *const tf_program, num_outputs: usize, outputs: *const i32, num_inputs: usize, inputs: *const i32, options: *const tf_program_vjp_options, out: *mut *mut tf_program) -> tf_status;
        pub fn tf_program_jvp(forward: *const tf_program, num_inputs: usize, inputs: *const i32, out: *mut *mut tf_program) -> tf_status;
        pub fn tf_eigsh(engine: *mut tf_engine, map: *mut tf_prepared, params: *const *const tf_tensor, num_params: usize, options: *const tf_eigsh_options, w: *mut *mut tf_tensor, v: *mut *mut tf_tensor, info: *mut tf_krylov_info) -> tf_status;
        pub fn tf_eigsh_into(engine: *mut tf_engine, map: *mut tf_prepared, params: *const *const tf_tensor, num_params: usize, options: *const tf_eigsh_options, w: *mut tf_tensor, v: *mut tf_tensor, info: *mut tf_krylov_info) -> tf_status;
        pub fn tf_expm_multiply(engine: *mut tf_engine, map: *mut tf_prepared, params: *const *const tf_tensor, num_params: usize, t: tf_scalar, v: *const tf_tensor, options: *const tf_expm_options, out: *mut *mut tf_tensor, info: *mut tf_krylov_info) -> tf_status;
        pub fn tf_expm_multiply_into(engine: *mut tf_engine, map: *mut tf_prepared, params: *const *const tf_tensor, num_params: usize, t: tf_scalar, v: *const tf_tensor, options: *const tf_expm_options, out: *mut tf_tensor, info: *mut tf_krylov_info) -> tf_status;
        pub fn tf_cg(engine: *mut tf_engine, map: *mut tf_prepared, params: *const *const tf_tensor, num_params: usize, b: *const tf_tensor, options: *const tf_solve_options, x: *mut *mut tf_tensor, info: *mut tf_krylov_info) -> tf_status;
        pub fn tf_cg_into(engine: *mut tf_engine, map: *mut tf_prepared, params: *const *const tf_tensor, num_params: usize, b: *const tf_tensor, options: *const tf_solve_options, x: *mut tf_tensor, info: *mut tf_krylov_info) -> tf_status;
        pub fn tf_gmres(engine: *mut tf_engine, map: *mut tf_prepared, params: *const *const tf_tensor, num_params: usize, b: *const tf_tensor, options: *const tf_solve_options, x: *mut *mut tf_tensor, info: *mut tf_krylov_info) -> tf_status;
        pub fn tf_gmres_into(engine: *mut tf_engine, map: *mut tf_prepared, params: *const *const tf_tensor, num_params: usize, b: *const tf_tensor, options: *const tf_solve_options, x: *mut tf_tensor, info: *mut tf_krylov_info) -> tf_status;
        pub fn tf_tensor_from_dlpack(managed: *mut tf_dl_managed_tensor, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_tensor_from_dlpack_versioned(managed: *mut tf_dl_managed_tensor_versioned, flags: u32, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_tensor_to_dlpack(tensor: *const tf_tensor, out: *mut *mut tf_dl_managed_tensor) -> tf_status;
        pub fn tf_tensor_to_dlpack_versioned(tensor: *const tf_tensor, out: *mut *mut tf_dl_managed_tensor_versioned) -> tf_status;
        pub fn tf_symmetry_create(nfactors: i32, kinds: *const i32, orders: *const i64, out: *mut *mut tf_symmetry) -> tf_status;
        pub fn tf_symmetry_release(sym: *mut tf_symmetry);
        pub fn tf_symmetry_nfactors(sym: *const tf_symmetry, out: *mut i32) -> tf_status;
        pub fn tf_leg_create(sym: *const tf_symmetry, dir: i32, nsectors: i32, charges: *const i64, dims: *const i64, out: *mut *mut tf_leg) -> tf_status;
        pub fn tf_leg_release(leg: *mut tf_leg);
        pub fn tf_leg_dir_of(leg: *const tf_leg, out: *mut i32) -> tf_status;
        pub fn tf_leg_nsectors(leg: *const tf_leg, out: *mut i32) -> tf_status;
        pub fn tf_leg_dim(leg: *const tf_leg, out: *mut i64) -> tf_status;
        pub fn tf_leg_charges(leg: *const tf_leg, out: *mut i64) -> tf_status;
        pub fn tf_leg_dims(leg: *const tf_leg, out: *mut i64) -> tf_status;
        pub fn tf_bsparse_zeros(engine: *mut tf_engine, dtype: tf_dtype, nlegs: i32, legs: *const *const tf_leg, flux: *const i64, out: *mut *mut tf_bsparse) -> tf_status;
        pub fn tf_bsparse_random(engine: *mut tf_engine, dtype: tf_dtype, nlegs: i32, legs: *const *const tf_leg, flux: *const i64, seed: u64, out: *mut *mut tf_bsparse) -> tf_status;
        pub fn tf_bsparse_wrap(dtype: tf_dtype, nlegs: i32, legs: *const *const tf_leg, flux: *const i64, data: *mut c_void, bytes: usize, out: *mut *mut tf_bsparse) -> tf_status;
        pub fn tf_bsparse_release(t: *mut tf_bsparse);
        pub fn tf_bsparse_dtype(t: *const tf_bsparse, out: *mut tf_dtype) -> tf_status;
        pub fn tf_bsparse_nlegs(t: *const tf_bsparse, out: *mut i32) -> tf_status;
        pub fn tf_bsparse_leg(t: *const tf_bsparse, i: i32, out: *mut *mut tf_leg) -> tf_status;
        pub fn tf_bsparse_flux(t: *const tf_bsparse, out: *mut i64) -> tf_status;
        pub fn tf_bsparse_nblocks(t: *const tf_bsparse, out: *mut i64) -> tf_status;
        pub fn tf_bsparse_numel(t: *const tf_bsparse, out: *mut i64) -> tf_status;
        pub fn tf_bsparse_block_sectors(t: *const tf_bsparse, b: i64, out: *mut i32) -> tf_status;
        pub fn tf_bsparse_block_charges(t: *const tf_bsparse, b: i64, out: *mut i64) -> tf_status;
        pub fn tf_bsparse_block_offset(t: *const tf_bsparse, b: i64, out: *mut i64) -> tf_status;
        pub fn tf_bsparse_block_find(t: *const tf_bsparse, charges: *const i64, out: *mut i64) -> tf_status;
        pub fn tf_bsparse_block_view(t: *const tf_bsparse, b: i64, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_bsparse_to_dense(engine: *mut tf_engine, t: *const tf_bsparse, out: *mut *mut tf_tensor) -> tf_status;
        pub fn tf_bsparse_to_dense_into(engine: *mut tf_engine, t: *const tf_bsparse, dense: *mut tf_tensor) -> tf_status;
        pub fn tf_bsparse_from_dense(engine: *mut tf_engine, dense: *const tf_tensor, nlegs: i32, legs: *const *const tf_leg, flux: *const i64, tol: f64, out: *mut *mut tf_bsparse) -> tf_status;
        pub fn tf_bsparse_from_dense_into(engine: *mut tf_engine, dense: *const tf_tensor, tol: f64, out: *mut tf_bsparse) -> tf_status;
        pub fn tf_bsparse_permute(engine: *mut tf_engine, x: *const tf_bsparse, perm: *const i32, out: *mut *mut tf_bsparse) -> tf_status;
        pub fn tf_bsparse_permute_into(engine: *mut tf_engine, x: *const tf_bsparse, perm: *const i32, out: *mut tf_bsparse) -> tf_status;
        pub fn tf_bsparse_flip(engine: *mut tf_engine, x: *const tf_bsparse, leg: i32, out: *mut *mut tf_bsparse) -> tf_status;
        pub fn tf_bsparse_flip_into(engine: *mut tf_engine, x: *const tf_bsparse, leg: i32, out: *mut tf_bsparse) -> tf_status;
        pub fn tf_bsparse_conj(engine: *mut tf_engine, x: *const tf_bsparse, out: *mut *mut tf_bsparse) -> tf_status;
        pub fn tf_bsparse_conj_into(engine: *mut tf_engine, x: *const tf_bsparse, out: *mut tf_bsparse) -> tf_status;
        pub fn tf_bsparse_scale(engine: *mut tf_engine, alpha: tf_scalar, x: *const tf_bsparse, out: *mut *mut tf_bsparse) -> tf_status;
        pub fn tf_bsparse_scale_into(engine: *mut tf_engine, alpha: tf_scalar, x: *const tf_bsparse, out: *mut tf_bsparse) -> tf_status;
        pub fn tf_bsparse_axpby(engine: *mut tf_engine, alpha: tf_scalar, x: *const tf_bsparse, beta: tf_scalar, y: *const tf_bsparse, out: *mut *mut tf_bsparse) -> tf_status;
        pub fn tf_bsparse_axpby_into(engine: *mut tf_engine, alpha: tf_scalar, x: *const tf_bsparse, beta: tf_scalar, y: *const tf_bsparse, out: *mut tf_bsparse) -> tf_status;
        pub fn tf_bsparse_dot(engine: *mut tf_engine, x: *const tf_bsparse, y: *const tf_bsparse, conj_x: i32, out: *mut tf_scalar) -> tf_status;
        pub fn tf_bsparse_norm(engine: *mut tf_engine, x: *const tf_bsparse, out: *mut f64) -> tf_status;
        pub fn tf_bsparse_tensordot(engine: *mut tf_engine, a: *const tf_bsparse, b: *const tf_bsparse, naxes: i32, axes_a: *const i32, axes_b: *const i32, conj_a: i32, conj_b: i32, out: *mut *mut tf_bsparse) -> tf_status;
        pub fn tf_bsparse_tensordot_into(engine: *mut tf_engine, a: *const tf_bsparse, b: *const tf_bsparse, naxes: i32, axes_a: *const i32, axes_b: *const i32, conj_a: i32, conj_b: i32, out: *mut tf_bsparse) -> tf_status;
        pub fn tf_bsparse_svd(engine: *mut tf_engine, x: *const tf_bsparse, n_left: i32, left_axes: *const i32, options: *const tf_bsparse_svd_options, u: *mut *mut tf_bsparse, s: *mut *mut tf_tensor, vh: *mut *mut tf_bsparse, info: *mut tf_svd_info) -> tf_status;
        pub fn tf_bsparse_svd_into(engine: *mut tf_engine, x: *const tf_bsparse, n_left: i32, left_axes: *const i32, options: *const tf_bsparse_svd_options, u: *mut tf_bsparse, s: *mut tf_tensor, vh: *mut tf_bsparse, info: *mut tf_svd_info) -> tf_status;
        pub fn tf_bsparse_qr(engine: *mut tf_engine, x: *const tf_bsparse, n_left: i32, left_axes: *const i32, q: *mut *mut tf_bsparse, r: *mut *mut tf_bsparse) -> tf_status;
        pub fn tf_bsparse_qr_into(engine: *mut tf_engine, x: *const tf_bsparse, n_left: i32, left_axes: *const i32, q: *mut tf_bsparse, r: *mut tf_bsparse) -> tf_status;
    }
}
