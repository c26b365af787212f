# Generated from include/tenferro.h by bindings/generate.py; do not edit.
# Checked against the header by tests/interop/check_bindings.py.
#
# One Julia function per C function, same name and arguments; handles are
# Ptr{Cvoid}. Each resolves its symbol once, in the library that
# Tenferro.load chose (see ../src/Tenferro.jl).
module LibTenferro

import ..Tenferro: _fp

const TF_OK = Int32(0)
const TF_ERR_INVALID_ARGUMENT = Int32(1)
const TF_ERR_SHAPE_MISMATCH = Int32(2)
const TF_ERR_DTYPE_MISMATCH = Int32(3)
const TF_ERR_OUT_OF_MEMORY = Int32(4)
const TF_ERR_UNSUPPORTED = Int32(5)
const TF_ERR_NUMERICAL = Int32(6)
const TF_ERR_INTERNAL = Int32(7)
const TF_DL_CPU = Int32(1)
const TF_DL_CUDA_HOST = Int32(3)
const TF_DL_ROCM_HOST = Int32(11)
const TF_DL_FLOAT = Int32(2)
const TF_DL_COMPLEX = Int32(5)
const TF_DLPACK_IMPORT_READ_ONLY = Int32(1)
const TENFERRO_VERSION_MAJOR = Int32(1)
const TENFERRO_VERSION_MINOR = Int32(0)
const TENFERRO_VERSION_PATCH = Int32(0)
const TF_MAX_RANK = Int32(16)
const TF_DYNAMIC = Int32(-1)
const TF_DLPACK_VERSION_MAJOR = Int32(1)
const TF_DLPACK_VERSION_MINOR = Int32(0)
const TF_SYMMETRY_MAX_FACTORS = Int32(4)
const TF_DL_FLAG_READ_ONLY = UInt64(1)
const TF_DL_FLAG_IS_COPIED = UInt64(2)
const TF_F32 = Int32(0)
const TF_F64 = Int32(1)
const TF_C64 = Int32(2)
const TF_C128 = Int32(3)
const TF_ROW_MAJOR = Int32(0)
const TF_COL_MAJOR = Int32(1)
const TF_OP_N = Int32(0)
const TF_OP_T = Int32(1)
const TF_OP_C = Int32(2)
const TF_ENGINE_SERIAL = Int32(0)
const TF_ENGINE_POOLED = Int32(1)
const TF_UNARY_NEG = Int32(0)
const TF_UNARY_CONJ = Int32(1)
const TF_UNARY_ABS = Int32(2)
const TF_UNARY_REAL = Int32(3)
const TF_UNARY_IMAG = Int32(4)
const TF_UNARY_EXP = Int32(5)
const TF_UNARY_LOG = Int32(6)
const TF_UNARY_SQRT = Int32(7)
const TF_UNARY_SIN = Int32(8)
const TF_UNARY_COS = Int32(9)
const TF_UNARY_TANH = Int32(10)
const TF_UNARY_RECIPROCAL = Int32(11)
const TF_UNARY_EXPM1 = Int32(12)
const TF_UNARY_LOG1P = Int32(13)
const TF_UNARY_SIGMOID = Int32(14)
const TF_UNARY_SIGN = Int32(15)
const TF_BINARY_ADD = Int32(0)
const TF_BINARY_SUB = Int32(1)
const TF_BINARY_MUL = Int32(2)
const TF_BINARY_DIV = Int32(3)
const TF_BINARY_MAX = Int32(4)
const TF_BINARY_MIN = Int32(5)
const TF_BINARY_POW = Int32(6)
const TF_BINARY_ATAN2 = Int32(7)
const TF_REDUCE_SUM = Int32(0)
const TF_REDUCE_PROD = Int32(1)
const TF_REDUCE_MEAN = Int32(2)
const TF_REDUCE_MAX = Int32(3)
const TF_REDUCE_MIN = Int32(4)
const TF_REDUCE_FROBENIUS = Int32(5)
const TF_COMPARE_EQ = Int32(0)
const TF_COMPARE_NE = Int32(1)
const TF_COMPARE_LT = Int32(2)
const TF_COMPARE_LE = Int32(3)
const TF_COMPARE_GT = Int32(4)
const TF_COMPARE_GE = Int32(5)
const TF_SEMIRING_STANDARD = Int32(0)
const TF_SEMIRING_MAX_PLUS = Int32(1)
const TF_SEMIRING_MIN_PLUS = Int32(2)
const TF_SEMIRING_MAX_TIMES = Int32(3)
const TF_EINSUM_OPT_DEFAULT = Int32(0)
const TF_EINSUM_OPT_GREEDY = Int32(1)
const TF_EINSUM_OPT_EXACT = Int32(2)
const TF_EINSUM_OPT_RANDOM_GREEDY = Int32(3)
const TF_EINSUM_OPT_ANNEAL = Int32(4)
const TF_EINSUM_OPT_BISECT = Int32(5)
const TF_EINSUM_OBJECTIVE_FLOPS = Int32(0)
const TF_EINSUM_OBJECTIVE_SIZE = Int32(1)
const TF_EINSUM_OBJECTIVE_MIX = Int32(2)
const TF_NORM_FRO = Int32(0)
const TF_NORM_NUC = Int32(1)
const TF_NORM_2 = Int32(2)
const TF_PROGRAM_DRIVER_AUTO = Int32(0)
const TF_PROGRAM_DRIVER_IMMEDIATE = Int32(1)
const TF_PROGRAM_DRIVER_GRAPH = Int32(2)
const TF_EIGSH_LOWEST = Int32(0)
const TF_EIGSH_HIGHEST = Int32(1)
const TF_SYMMETRY_U1 = Int32(0)
const TF_SYMMETRY_ZN = Int32(1)
const TF_LEG_IN = Int32(0)
const TF_LEG_OUT = Int32(1)

struct TfScalar
    re::Float64
    im::Float64
end
struct TfPlanCacheOptions
    struct_size::Csize_t
    max_entries::Csize_t
    max_bytes::Csize_t
end
struct TfEngineOptions
    struct_size::Csize_t
    kind::Int32
    num_threads::Int32
    plan_cache::Ptr{Cvoid}
    pool_max_bytes::Csize_t
end
struct TfEngineStats
    struct_size::Csize_t
    calls::UInt64
    plan_hits::UInt64
    plan_misses::UInt64
    pool_hits::UInt64
    pool_misses::UInt64
    bytes_retained::UInt64
    parallel_regions::UInt64
end
struct TfEinsumOptions
    struct_size::Csize_t
    conj::Ptr{UInt8}
    path::Ptr{Int32}
    path_len::Int32
    reserved0::Int32
    semiring::Int32
    time_budget_seconds::Float64
    seed::UInt64
    memory_budget_bytes::Int64
    plan::Ptr{Cvoid}
    optimizer::Int32
    objective::Int32
end
struct TfEinsumPathInfo
    struct_size::Csize_t
    n::Int32
    npairs::Int32
    nsliced::Int32
    reserved0::Int32
    log2_flops::Float64
    log2_largest::Float64
    log2_slices::Float64
    peak_bytes::Int64
end
struct TfSvdOptions
    struct_size::Csize_t
    max_rank::Int64
    cutoff::Float64
end
struct TfSvdInfo
    struct_size::Csize_t
    rank::Int64
    trunc_err::Float64
    used_fallback::Int32
end
struct TfAdOptions
    struct_size::Csize_t
    broadening::Float64
end
struct TfPrepareOptions
    struct_size::Csize_t
    driver::Int32
    max_specializations::Csize_t
end
struct TfPreparedInfo
    struct_size::Csize_t
    commands::Csize_t
    arena_bytes::Csize_t
    intermediate_bytes::Csize_t
    removed_values::Csize_t
    specializations::Csize_t
    cached_specializations::Csize_t
    runs::UInt64
    driver::Int32
end
struct TfProgramVjpOptions
    struct_size::Csize_t
    keep_outputs::Int32
    unit_seed::Int32
end
struct TfEigshOptions
    struct_size::Csize_t
    k::Int32
    which::Int32
    tol::Float64
    max_iter::Int64
    krylov_dim::Int32
    start::Ptr{Cvoid}
end
struct TfKrylovInfo
    struct_size::Csize_t
    iterations::Int64
    matvecs::Int64
    restarts::Int64
    residual::Float64
end
struct TfExpmOptions
    struct_size::Csize_t
    tol::Float64
    krylov_dim::Int32
    max_iter::Int64
end
struct TfSolveOptions
    struct_size::Csize_t
    tol::Float64
    max_iter::Int64
    restart::Int64
    x0::Ptr{Cvoid}
end
struct TfDlDevice
    device_type::Int32
    device_id::Int32
end
struct TfDlDataType
    code::UInt8
    bits::UInt8
    lanes::UInt16
end
struct TfDlTensor
    data::Ptr{Cvoid}
    device::TfDlDevice
    ndim::Int32
    dtype::TfDlDataType
    shape::Ptr{Int64}
    strides::Ptr{Int64}
    byte_offset::UInt64
end
struct TfDlManagedTensor
    dl_tensor::TfDlTensor
    manager_ctx::Ptr{Cvoid}
    deleter::Ptr{Cvoid}
end
struct TfDlPackVersion
    major::UInt32
    minor::UInt32
end
struct TfDlManagedTensorVersioned
    version::TfDlPackVersion
    manager_ctx::Ptr{Cvoid}
    deleter::Ptr{Cvoid}
    flags::UInt64
    dl_tensor::TfDlTensor
end
struct TfBsparseSvdOptions
    struct_size::Csize_t
    max_rank::Int64
    cutoff::Float64
    sv_min::Float64
end

const _tf_version = Ref(C_NULL)
tf_version() = ccall(_fp(_tf_version, :tf_version), UInt32, ())
const _tf_version_string = Ref(C_NULL)
tf_version_string() = ccall(_fp(_tf_version_string, :tf_version_string), Cstring, ())
const _tf_last_error = Ref(C_NULL)
tf_last_error() = ccall(_fp(_tf_last_error, :tf_last_error), Cstring, ())
const _tf_last_error_copy = Ref(C_NULL)
tf_last_error_copy(buf, cap) = ccall(_fp(_tf_last_error_copy, :tf_last_error_copy), Csize_t, (Ptr{Cchar}, Csize_t), buf, cap)
const _tf_status_name = Ref(C_NULL)
tf_status_name(status) = ccall(_fp(_tf_status_name, :tf_status_name), Cstring, (Int32,), status)
const _tf_plan_cache_create = Ref(C_NULL)
tf_plan_cache_create(options, out) = ccall(_fp(_tf_plan_cache_create, :tf_plan_cache_create), Int32, (Ptr{TfPlanCacheOptions}, Ptr{Ptr{Cvoid}}), options, out)
const _tf_plan_cache_release = Ref(C_NULL)
tf_plan_cache_release(cache) = ccall(_fp(_tf_plan_cache_release, :tf_plan_cache_release), Cvoid, (Ptr{Cvoid},), cache)
const _tf_plan_cache_clear = Ref(C_NULL)
tf_plan_cache_clear(cache) = ccall(_fp(_tf_plan_cache_clear, :tf_plan_cache_clear), Int32, (Ptr{Cvoid},), cache)
const _tf_plan_cache_size = Ref(C_NULL)
tf_plan_cache_size(cache, entries, bytes) = ccall(_fp(_tf_plan_cache_size, :tf_plan_cache_size), Int32, (Ptr{Cvoid}, Ptr{Csize_t}, Ptr{Csize_t}), cache, entries, bytes)
const _tf_engine_create_serial = Ref(C_NULL)
tf_engine_create_serial(out) = ccall(_fp(_tf_engine_create_serial, :tf_engine_create_serial), Int32, (Ptr{Ptr{Cvoid}},), out)
const _tf_engine_create_pooled = Ref(C_NULL)
tf_engine_create_pooled(num_threads, out) = ccall(_fp(_tf_engine_create_pooled, :tf_engine_create_pooled), Int32, (Int32, Ptr{Ptr{Cvoid}}), num_threads, out)
const _tf_engine_create = Ref(C_NULL)
tf_engine_create(options, out) = ccall(_fp(_tf_engine_create, :tf_engine_create), Int32, (Ptr{TfEngineOptions}, Ptr{Ptr{Cvoid}}), options, out)
const _tf_engine_destroy = Ref(C_NULL)
tf_engine_destroy(engine) = ccall(_fp(_tf_engine_destroy, :tf_engine_destroy), Cvoid, (Ptr{Cvoid},), engine)
const _tf_engine_num_threads = Ref(C_NULL)
tf_engine_num_threads(engine, out) = ccall(_fp(_tf_engine_num_threads, :tf_engine_num_threads), Int32, (Ptr{Cvoid}, Ptr{Int32}), engine, out)
const _tf_engine_get_stats = Ref(C_NULL)
tf_engine_get_stats(engine, out) = ccall(_fp(_tf_engine_get_stats, :tf_engine_get_stats), Int32, (Ptr{Cvoid}, Ptr{TfEngineStats}), engine, out)
const _tf_engine_reset_stats = Ref(C_NULL)
tf_engine_reset_stats(engine) = ccall(_fp(_tf_engine_reset_stats, :tf_engine_reset_stats), Int32, (Ptr{Cvoid},), engine)
const _tf_engine_trim = Ref(C_NULL)
tf_engine_trim(engine) = ccall(_fp(_tf_engine_trim, :tf_engine_trim), Int32, (Ptr{Cvoid},), engine)
const _tf_tensor_wrap = Ref(C_NULL)
tf_tensor_wrap(dtype, ndim, shape, strides, data, out) = ccall(_fp(_tf_tensor_wrap, :tf_tensor_wrap), Int32, (Int32, Int32, Ptr{Int64}, Ptr{Int64}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), dtype, ndim, shape, strides, data, out)
const _tf_tensor_rebind = Ref(C_NULL)
tf_tensor_rebind(tensor, data) = ccall(_fp(_tf_tensor_rebind, :tf_tensor_rebind), Int32, (Ptr{Cvoid}, Ptr{Cvoid}), tensor, data)
const _tf_tensor_empty = Ref(C_NULL)
tf_tensor_empty(engine, dtype, ndim, shape, layout, out) = ccall(_fp(_tf_tensor_empty, :tf_tensor_empty), Int32, (Ptr{Cvoid}, Int32, Int32, Ptr{Int64}, Int32, Ptr{Ptr{Cvoid}}), engine, dtype, ndim, shape, layout, out)
const _tf_tensor_zeros = Ref(C_NULL)
tf_tensor_zeros(engine, dtype, ndim, shape, layout, out) = ccall(_fp(_tf_tensor_zeros, :tf_tensor_zeros), Int32, (Ptr{Cvoid}, Int32, Int32, Ptr{Int64}, Int32, Ptr{Ptr{Cvoid}}), engine, dtype, ndim, shape, layout, out)
const _tf_tensor_from_data = Ref(C_NULL)
tf_tensor_from_data(engine, dtype, ndim, shape, strides, data, layout, out) = ccall(_fp(_tf_tensor_from_data, :tf_tensor_from_data), Int32, (Ptr{Cvoid}, Int32, Int32, Ptr{Int64}, Ptr{Int64}, Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}), engine, dtype, ndim, shape, strides, data, layout, out)
const _tf_tensor_read = Ref(C_NULL)
tf_tensor_read(tensor, layout, dst, dst_bytes) = ccall(_fp(_tf_tensor_read, :tf_tensor_read), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Csize_t), tensor, layout, dst, dst_bytes)
const _tf_tensor_release = Ref(C_NULL)
tf_tensor_release(tensor) = ccall(_fp(_tf_tensor_release, :tf_tensor_release), Cvoid, (Ptr{Cvoid},), tensor)
const _tf_tensor_dtype = Ref(C_NULL)
tf_tensor_dtype(tensor, out) = ccall(_fp(_tf_tensor_dtype, :tf_tensor_dtype), Int32, (Ptr{Cvoid}, Ptr{Int32}), tensor, out)
const _tf_tensor_ndim = Ref(C_NULL)
tf_tensor_ndim(tensor, out) = ccall(_fp(_tf_tensor_ndim, :tf_tensor_ndim), Int32, (Ptr{Cvoid}, Ptr{Int32}), tensor, out)
const _tf_tensor_shape = Ref(C_NULL)
tf_tensor_shape(tensor, out) = ccall(_fp(_tf_tensor_shape, :tf_tensor_shape), Int32, (Ptr{Cvoid}, Ptr{Int64}), tensor, out)
const _tf_tensor_strides = Ref(C_NULL)
tf_tensor_strides(tensor, out) = ccall(_fp(_tf_tensor_strides, :tf_tensor_strides), Int32, (Ptr{Cvoid}, Ptr{Int64}), tensor, out)
const _tf_tensor_numel = Ref(C_NULL)
tf_tensor_numel(tensor, out) = ccall(_fp(_tf_tensor_numel, :tf_tensor_numel), Int32, (Ptr{Cvoid}, Ptr{Int64}), tensor, out)
const _tf_tensor_data = Ref(C_NULL)
tf_tensor_data(tensor, out) = ccall(_fp(_tf_tensor_data, :tf_tensor_data), Int32, (Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), tensor, out)
const _tf_dtype_size = Ref(C_NULL)
tf_dtype_size(dtype) = ccall(_fp(_tf_dtype_size, :tf_dtype_size), Csize_t, (Int32,), dtype)
const _tf_matmul = Ref(C_NULL)
tf_matmul(engine, a, b, out) = ccall(_fp(_tf_matmul, :tf_matmul), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, b, out)
const _tf_matmul_into = Ref(C_NULL)
tf_matmul_into(engine, a, b, out) = ccall(_fp(_tf_matmul_into, :tf_matmul_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, b, out)
const _tf_matmul_acc = Ref(C_NULL)
tf_matmul_acc(engine, op_a, a, op_b, b, alpha, beta, out) = ccall(_fp(_tf_matmul_acc, :tf_matmul_acc), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Int32, Ptr{Cvoid}, TfScalar, TfScalar, Ptr{Cvoid}), engine, op_a, a, op_b, b, alpha, beta, out)
const _tf_unary = Ref(C_NULL)
tf_unary(engine, op, x, out) = ccall(_fp(_tf_unary, :tf_unary), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, op, x, out)
const _tf_unary_into = Ref(C_NULL)
tf_unary_into(engine, op, x, out) = ccall(_fp(_tf_unary_into, :tf_unary_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}), engine, op, x, out)
const _tf_scale = Ref(C_NULL)
tf_scale(engine, alpha, x, out) = ccall(_fp(_tf_scale, :tf_scale), Int32, (Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, alpha, x, out)
const _tf_scale_into = Ref(C_NULL)
tf_scale_into(engine, alpha, x, out) = ccall(_fp(_tf_scale_into, :tf_scale_into), Int32, (Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, Ptr{Cvoid}), engine, alpha, x, out)
const _tf_binary = Ref(C_NULL)
tf_binary(engine, op, x, y, out) = ccall(_fp(_tf_binary, :tf_binary), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, op, x, y, out)
const _tf_binary_into = Ref(C_NULL)
tf_binary_into(engine, op, x, y, out) = ccall(_fp(_tf_binary_into, :tf_binary_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, op, x, y, out)
const _tf_add = Ref(C_NULL)
tf_add(engine, x, y, out) = ccall(_fp(_tf_add, :tf_add), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, y, out)
const _tf_add_into = Ref(C_NULL)
tf_add_into(engine, x, y, out) = ccall(_fp(_tf_add_into, :tf_add_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, y, out)
const _tf_mul = Ref(C_NULL)
tf_mul(engine, x, y, out) = ccall(_fp(_tf_mul, :tf_mul), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, y, out)
const _tf_mul_into = Ref(C_NULL)
tf_mul_into(engine, x, y, out) = ccall(_fp(_tf_mul_into, :tf_mul_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, y, out)
const _tf_axpby = Ref(C_NULL)
tf_axpby(engine, alpha, x, beta, y, out) = ccall(_fp(_tf_axpby, :tf_axpby), Int32, (Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, alpha, x, beta, y, out)
const _tf_axpby_into = Ref(C_NULL)
tf_axpby_into(engine, alpha, x, beta, y, out) = ccall(_fp(_tf_axpby_into, :tf_axpby_into), Int32, (Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, Ptr{Cvoid}), engine, alpha, x, beta, y, out)
const _tf_reduce = Ref(C_NULL)
tf_reduce(engine, op, x, naxes, axes, keepdims, out) = ccall(_fp(_tf_reduce, :tf_reduce), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Int32, Ptr{Int32}, Int32, Ptr{Ptr{Cvoid}}), engine, op, x, naxes, axes, keepdims, out)
const _tf_reduce_into = Ref(C_NULL)
tf_reduce_into(engine, op, x, naxes, axes, keepdims, out) = ccall(_fp(_tf_reduce_into, :tf_reduce_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Int32, Ptr{Int32}, Int32, Ptr{Cvoid}), engine, op, x, naxes, axes, keepdims, out)
const _tf_dot = Ref(C_NULL)
tf_dot(engine, x, y, out) = ccall(_fp(_tf_dot, :tf_dot), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfScalar}), engine, x, y, out)
const _tf_vdot = Ref(C_NULL)
tf_vdot(engine, x, y, out) = ccall(_fp(_tf_vdot, :tf_vdot), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfScalar}), engine, x, y, out)
const _tf_permute_view = Ref(C_NULL)
tf_permute_view(x, perm, out) = ccall(_fp(_tf_permute_view, :tf_permute_view), Int32, (Ptr{Cvoid}, Ptr{Int32}, Ptr{Ptr{Cvoid}}), x, perm, out)
const _tf_permute = Ref(C_NULL)
tf_permute(engine, x, perm, out) = ccall(_fp(_tf_permute, :tf_permute), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int32}, Ptr{Ptr{Cvoid}}), engine, x, perm, out)
const _tf_permute_into = Ref(C_NULL)
tf_permute_into(engine, x, perm, out) = ccall(_fp(_tf_permute_into, :tf_permute_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int32}, Ptr{Cvoid}), engine, x, perm, out)
const _tf_reshape_view = Ref(C_NULL)
tf_reshape_view(x, ndim, shape, order, out) = ccall(_fp(_tf_reshape_view, :tf_reshape_view), Int32, (Ptr{Cvoid}, Int32, Ptr{Int64}, Int32, Ptr{Ptr{Cvoid}}), x, ndim, shape, order, out)
const _tf_reshape = Ref(C_NULL)
tf_reshape(engine, x, ndim, shape, order, out) = ccall(_fp(_tf_reshape, :tf_reshape), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int64}, Int32, Ptr{Ptr{Cvoid}}), engine, x, ndim, shape, order, out)
const _tf_contiguous = Ref(C_NULL)
tf_contiguous(engine, x, layout, out) = ccall(_fp(_tf_contiguous, :tf_contiguous), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}), engine, x, layout, out)
const _tf_copy_into = Ref(C_NULL)
tf_copy_into(engine, src, dst) = ccall(_fp(_tf_copy_into, :tf_copy_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, src, dst)
const _tf_slice_view = Ref(C_NULL)
tf_slice_view(x, starts, stops, steps, out) = ccall(_fp(_tf_slice_view, :tf_slice_view), Int32, (Ptr{Cvoid}, Ptr{Int64}, Ptr{Int64}, Ptr{Int64}, Ptr{Ptr{Cvoid}}), x, starts, stops, steps, out)
const _tf_cast = Ref(C_NULL)
tf_cast(engine, x, dtype, out) = ccall(_fp(_tf_cast, :tf_cast), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}), engine, x, dtype, out)
const _tf_cast_into = Ref(C_NULL)
tf_cast_into(engine, x, out) = ccall(_fp(_tf_cast_into, :tf_cast_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, out)
const _tf_concatenate = Ref(C_NULL)
tf_concatenate(engine, n, xs, axis, out) = ccall(_fp(_tf_concatenate, :tf_concatenate), Int32, (Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Int32, Ptr{Ptr{Cvoid}}), engine, n, xs, axis, out)
const _tf_concatenate_into = Ref(C_NULL)
tf_concatenate_into(engine, n, xs, axis, out) = ccall(_fp(_tf_concatenate_into, :tf_concatenate_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Int32, Ptr{Cvoid}), engine, n, xs, axis, out)
const _tf_stack = Ref(C_NULL)
tf_stack(engine, n, xs, axis, out) = ccall(_fp(_tf_stack, :tf_stack), Int32, (Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Int32, Ptr{Ptr{Cvoid}}), engine, n, xs, axis, out)
const _tf_stack_into = Ref(C_NULL)
tf_stack_into(engine, n, xs, axis, out) = ccall(_fp(_tf_stack_into, :tf_stack_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Int32, Ptr{Cvoid}), engine, n, xs, axis, out)
const _tf_pad = Ref(C_NULL)
tf_pad(engine, x, before, after, value, out) = ccall(_fp(_tf_pad, :tf_pad), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int64}, Ptr{Int64}, TfScalar, Ptr{Ptr{Cvoid}}), engine, x, before, after, value, out)
const _tf_pad_into = Ref(C_NULL)
tf_pad_into(engine, x, before, after, value, out) = ccall(_fp(_tf_pad_into, :tf_pad_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int64}, Ptr{Int64}, TfScalar, Ptr{Cvoid}), engine, x, before, after, value, out)
const _tf_diagonal = Ref(C_NULL)
tf_diagonal(engine, x, offset, axis1, axis2, out) = ccall(_fp(_tf_diagonal, :tf_diagonal), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Int32, Int32, Ptr{Ptr{Cvoid}}), engine, x, offset, axis1, axis2, out)
const _tf_diagonal_into = Ref(C_NULL)
tf_diagonal_into(engine, x, offset, axis1, axis2, out) = ccall(_fp(_tf_diagonal_into, :tf_diagonal_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Int32, Int32, Ptr{Cvoid}), engine, x, offset, axis1, axis2, out)
const _tf_diagonal_view = Ref(C_NULL)
tf_diagonal_view(x, offset, axis1, axis2, out) = ccall(_fp(_tf_diagonal_view, :tf_diagonal_view), Int32, (Ptr{Cvoid}, Int64, Int32, Int32, Ptr{Ptr{Cvoid}}), x, offset, axis1, axis2, out)
const _tf_diag_embed = Ref(C_NULL)
tf_diag_embed(engine, x, offset, axis1, axis2, out) = ccall(_fp(_tf_diag_embed, :tf_diag_embed), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Int32, Int32, Ptr{Ptr{Cvoid}}), engine, x, offset, axis1, axis2, out)
const _tf_diag_embed_into = Ref(C_NULL)
tf_diag_embed_into(engine, x, offset, axis1, axis2, out) = ccall(_fp(_tf_diag_embed_into, :tf_diag_embed_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Int32, Int32, Ptr{Cvoid}), engine, x, offset, axis1, axis2, out)
const _tf_trace = Ref(C_NULL)
tf_trace(engine, x, offset, axis1, axis2, out) = ccall(_fp(_tf_trace, :tf_trace), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Int32, Int32, Ptr{Ptr{Cvoid}}), engine, x, offset, axis1, axis2, out)
const _tf_trace_into = Ref(C_NULL)
tf_trace_into(engine, x, offset, axis1, axis2, out) = ccall(_fp(_tf_trace_into, :tf_trace_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Int32, Int32, Ptr{Cvoid}), engine, x, offset, axis1, axis2, out)
const _tf_flip = Ref(C_NULL)
tf_flip(engine, x, naxes, axes, out) = ccall(_fp(_tf_flip, :tf_flip), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Ptr{Cvoid}}), engine, x, naxes, axes, out)
const _tf_flip_into = Ref(C_NULL)
tf_flip_into(engine, x, naxes, axes, out) = ccall(_fp(_tf_flip_into, :tf_flip_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Cvoid}), engine, x, naxes, axes, out)
const _tf_roll = Ref(C_NULL)
tf_roll(engine, x, shift, axis, out) = ccall(_fp(_tf_roll, :tf_roll), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Int32, Ptr{Ptr{Cvoid}}), engine, x, shift, axis, out)
const _tf_roll_into = Ref(C_NULL)
tf_roll_into(engine, x, shift, axis, out) = ccall(_fp(_tf_roll_into, :tf_roll_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Int32, Ptr{Cvoid}), engine, x, shift, axis, out)
const _tf_tril = Ref(C_NULL)
tf_tril(engine, x, offset, out) = ccall(_fp(_tf_tril, :tf_tril), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Ptr{Ptr{Cvoid}}), engine, x, offset, out)
const _tf_tril_into = Ref(C_NULL)
tf_tril_into(engine, x, offset, out) = ccall(_fp(_tf_tril_into, :tf_tril_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Ptr{Cvoid}), engine, x, offset, out)
const _tf_triu = Ref(C_NULL)
tf_triu(engine, x, offset, out) = ccall(_fp(_tf_triu, :tf_triu), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Ptr{Ptr{Cvoid}}), engine, x, offset, out)
const _tf_triu_into = Ref(C_NULL)
tf_triu_into(engine, x, offset, out) = ccall(_fp(_tf_triu_into, :tf_triu_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Ptr{Cvoid}), engine, x, offset, out)
const _tf_broadcast_to_view = Ref(C_NULL)
tf_broadcast_to_view(x, ndim, shape, out) = ccall(_fp(_tf_broadcast_to_view, :tf_broadcast_to_view), Int32, (Ptr{Cvoid}, Int32, Ptr{Int64}, Ptr{Ptr{Cvoid}}), x, ndim, shape, out)
const _tf_broadcast_to = Ref(C_NULL)
tf_broadcast_to(engine, x, ndim, shape, out) = ccall(_fp(_tf_broadcast_to, :tf_broadcast_to), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int64}, Ptr{Ptr{Cvoid}}), engine, x, ndim, shape, out)
const _tf_broadcast_to_into = Ref(C_NULL)
tf_broadcast_to_into(engine, x, ndim, shape, out) = ccall(_fp(_tf_broadcast_to_into, :tf_broadcast_to_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int64}, Ptr{Cvoid}), engine, x, ndim, shape, out)
const _tf_compare = Ref(C_NULL)
tf_compare(engine, op, x, y, out) = ccall(_fp(_tf_compare, :tf_compare), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, op, x, y, out)
const _tf_compare_into = Ref(C_NULL)
tf_compare_into(engine, op, x, y, out) = ccall(_fp(_tf_compare_into, :tf_compare_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, op, x, y, out)
const _tf_where = Ref(C_NULL)
tf_where(engine, mask, a, b, out) = ccall(_fp(_tf_where, :tf_where), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, mask, a, b, out)
const _tf_where_into = Ref(C_NULL)
tf_where_into(engine, mask, a, b, out) = ccall(_fp(_tf_where_into, :tf_where_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, mask, a, b, out)
const _tf_index_select = Ref(C_NULL)
tf_index_select(engine, x, axis, n, indices, out) = ccall(_fp(_tf_index_select, :tf_index_select), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int64, Ptr{Int64}, Ptr{Ptr{Cvoid}}), engine, x, axis, n, indices, out)
const _tf_index_select_into = Ref(C_NULL)
tf_index_select_into(engine, x, axis, n, indices, out) = ccall(_fp(_tf_index_select_into, :tf_index_select_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int64, Ptr{Int64}, Ptr{Cvoid}), engine, x, axis, n, indices, out)
const _tf_scatter_add = Ref(C_NULL)
tf_scatter_add(engine, x, axis, n, indices, src, out) = ccall(_fp(_tf_scatter_add, :tf_scatter_add), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int64, Ptr{Int64}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, axis, n, indices, src, out)
const _tf_scatter_add_into = Ref(C_NULL)
tf_scatter_add_into(engine, x, axis, n, indices, src, out) = ccall(_fp(_tf_scatter_add_into, :tf_scatter_add_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int64, Ptr{Int64}, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, axis, n, indices, src, out)
const _tf_cumsum = Ref(C_NULL)
tf_cumsum(engine, x, axis, out) = ccall(_fp(_tf_cumsum, :tf_cumsum), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}), engine, x, axis, out)
const _tf_cumsum_into = Ref(C_NULL)
tf_cumsum_into(engine, x, axis, out) = ccall(_fp(_tf_cumsum_into, :tf_cumsum_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}), engine, x, axis, out)
const _tf_cumprod = Ref(C_NULL)
tf_cumprod(engine, x, axis, out) = ccall(_fp(_tf_cumprod, :tf_cumprod), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}), engine, x, axis, out)
const _tf_cumprod_into = Ref(C_NULL)
tf_cumprod_into(engine, x, axis, out) = ccall(_fp(_tf_cumprod_into, :tf_cumprod_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}), engine, x, axis, out)
const _tf_argmax = Ref(C_NULL)
tf_argmax(engine, x, axis, out) = ccall(_fp(_tf_argmax, :tf_argmax), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int64}), engine, x, axis, out)
const _tf_argmin = Ref(C_NULL)
tf_argmin(engine, x, axis, out) = ccall(_fp(_tf_argmin, :tf_argmin), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int64}), engine, x, axis, out)
const _tf_sort = Ref(C_NULL)
tf_sort(engine, x, axis, descending, values, indices) = ccall(_fp(_tf_sort, :tf_sort), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int32, Ptr{Ptr{Cvoid}}, Ptr{Int64}), engine, x, axis, descending, values, indices)
const _tf_sort_into = Ref(C_NULL)
tf_sort_into(engine, x, axis, descending, values, indices) = ccall(_fp(_tf_sort_into, :tf_sort_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int32, Ptr{Cvoid}, Ptr{Int64}), engine, x, axis, descending, values, indices)
const _tf_topk = Ref(C_NULL)
tf_topk(engine, x, axis, k, largest, values, indices) = ccall(_fp(_tf_topk, :tf_topk), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int64, Int32, Ptr{Ptr{Cvoid}}, Ptr{Int64}), engine, x, axis, k, largest, values, indices)
const _tf_topk_into = Ref(C_NULL)
tf_topk_into(engine, x, axis, k, largest, values, indices) = ccall(_fp(_tf_topk_into, :tf_topk_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int64, Int32, Ptr{Cvoid}, Ptr{Int64}), engine, x, axis, k, largest, values, indices)
const _tf_tensordot = Ref(C_NULL)
tf_tensordot(engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, out) = ccall(_fp(_tf_tensordot, :tf_tensordot), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Int32}, Int32, Int32, Ptr{Ptr{Cvoid}}), engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, out)
const _tf_tensordot_into = Ref(C_NULL)
tf_tensordot_into(engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, out) = ccall(_fp(_tf_tensordot_into, :tf_tensordot_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Int32}, Int32, Int32, Ptr{Cvoid}), engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, out)
const _tf_tensordot_acc = Ref(C_NULL)
tf_tensordot_acc(engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, alpha, beta, out) = ccall(_fp(_tf_tensordot_acc, :tf_tensordot_acc), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Int32}, Int32, Int32, TfScalar, TfScalar, Ptr{Cvoid}), engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, alpha, beta, out)
const _tf_einsum = Ref(C_NULL)
tf_einsum(engine, subscripts, n, operands, options, out) = ccall(_fp(_tf_einsum, :tf_einsum), Int32, (Ptr{Cvoid}, Cstring, Int32, Ptr{Ptr{Cvoid}}, Ptr{TfEinsumOptions}, Ptr{Ptr{Cvoid}}), engine, subscripts, n, operands, options, out)
const _tf_einsum_into = Ref(C_NULL)
tf_einsum_into(engine, subscripts, n, operands, options, out) = ccall(_fp(_tf_einsum_into, :tf_einsum_into), Int32, (Ptr{Cvoid}, Cstring, Int32, Ptr{Ptr{Cvoid}}, Ptr{TfEinsumOptions}, Ptr{Cvoid}), engine, subscripts, n, operands, options, out)
const _tf_einsum_acc = Ref(C_NULL)
tf_einsum_acc(engine, subscripts, n, operands, options, alpha, beta, out) = ccall(_fp(_tf_einsum_acc, :tf_einsum_acc), Int32, (Ptr{Cvoid}, Cstring, Int32, Ptr{Ptr{Cvoid}}, Ptr{TfEinsumOptions}, TfScalar, TfScalar, Ptr{Cvoid}), engine, subscripts, n, operands, options, alpha, beta, out)
const _tf_einsum_labels = Ref(C_NULL)
tf_einsum_labels(engine, n, operands, labels, out_ndim, out_labels, options, out) = ccall(_fp(_tf_einsum_labels, :tf_einsum_labels), Int32, (Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Int32}}, Int32, Ptr{Int32}, Ptr{TfEinsumOptions}, Ptr{Ptr{Cvoid}}), engine, n, operands, labels, out_ndim, out_labels, options, out)
const _tf_einsum_labels_into = Ref(C_NULL)
tf_einsum_labels_into(engine, n, operands, labels, out_ndim, out_labels, options, out) = ccall(_fp(_tf_einsum_labels_into, :tf_einsum_labels_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Int32}}, Int32, Ptr{Int32}, Ptr{TfEinsumOptions}, Ptr{Cvoid}), engine, n, operands, labels, out_ndim, out_labels, options, out)
const _tf_einsum_labels_acc = Ref(C_NULL)
tf_einsum_labels_acc(engine, n, operands, labels, out_ndim, out_labels, options, alpha, beta, out) = ccall(_fp(_tf_einsum_labels_acc, :tf_einsum_labels_acc), Int32, (Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Int32}}, Int32, Ptr{Int32}, Ptr{TfEinsumOptions}, TfScalar, TfScalar, Ptr{Cvoid}), engine, n, operands, labels, out_ndim, out_labels, options, alpha, beta, out)
const _tf_einsum_path_create = Ref(C_NULL)
tf_einsum_path_create(engine, subscripts, n, operands, options, path) = ccall(_fp(_tf_einsum_path_create, :tf_einsum_path_create), Int32, (Ptr{Cvoid}, Cstring, Int32, Ptr{Ptr{Cvoid}}, Ptr{TfEinsumOptions}, Ptr{Ptr{Cvoid}}), engine, subscripts, n, operands, options, path)
const _tf_einsum_labels_path_create = Ref(C_NULL)
tf_einsum_labels_path_create(engine, n, operands, labels, out_ndim, out_labels, options, path) = ccall(_fp(_tf_einsum_labels_path_create, :tf_einsum_labels_path_create), Int32, (Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Int32}}, Int32, Ptr{Int32}, Ptr{TfEinsumOptions}, Ptr{Ptr{Cvoid}}), engine, n, operands, labels, out_ndim, out_labels, options, path)
const _tf_einsum_path_release = Ref(C_NULL)
tf_einsum_path_release(path) = ccall(_fp(_tf_einsum_path_release, :tf_einsum_path_release), Cvoid, (Ptr{Cvoid},), path)
const _tf_einsum_path_info_get = Ref(C_NULL)
tf_einsum_path_info_get(path, info) = ccall(_fp(_tf_einsum_path_info_get, :tf_einsum_path_info_get), Int32, (Ptr{Cvoid}, Ptr{TfEinsumPathInfo}), path, info)
const _tf_einsum_path_pairs = Ref(C_NULL)
tf_einsum_path_pairs(path, pairs, len) = ccall(_fp(_tf_einsum_path_pairs, :tf_einsum_path_pairs), Int32, (Ptr{Cvoid}, Ptr{Int32}, Int32), path, pairs, len)
const _tf_einsum_path_sliced = Ref(C_NULL)
tf_einsum_path_sliced(path, labels, len) = ccall(_fp(_tf_einsum_path_sliced, :tf_einsum_path_sliced), Int32, (Ptr{Cvoid}, Ptr{Int64}, Int32), path, labels, len)
const _tf_einsum_path_write = Ref(C_NULL)
tf_einsum_path_write(path, buf, cap, size) = ccall(_fp(_tf_einsum_path_write, :tf_einsum_path_write), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Csize_t, Ptr{Csize_t}), path, buf, cap, size)
const _tf_einsum_path_read = Ref(C_NULL)
tf_einsum_path_read(buf, size, path) = ccall(_fp(_tf_einsum_path_read, :tf_einsum_path_read), Int32, (Ptr{Cvoid}, Csize_t, Ptr{Ptr{Cvoid}}), buf, size, path)
const _tf_matmul_semiring = Ref(C_NULL)
tf_matmul_semiring(engine, semiring, a, b, out) = ccall(_fp(_tf_matmul_semiring, :tf_matmul_semiring), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, semiring, a, b, out)
const _tf_matmul_semiring_into = Ref(C_NULL)
tf_matmul_semiring_into(engine, semiring, a, b, out) = ccall(_fp(_tf_matmul_semiring_into, :tf_matmul_semiring_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, semiring, a, b, out)
const _tf_matmul_semiring_acc = Ref(C_NULL)
tf_matmul_semiring_acc(engine, semiring, op_a, a, op_b, b, alpha, beta, out) = ccall(_fp(_tf_matmul_semiring_acc, :tf_matmul_semiring_acc), Int32, (Ptr{Cvoid}, Int32, Int32, Ptr{Cvoid}, Int32, Ptr{Cvoid}, TfScalar, TfScalar, Ptr{Cvoid}), engine, semiring, op_a, a, op_b, b, alpha, beta, out)
const _tf_matmul_semiring_argmax = Ref(C_NULL)
tf_matmul_semiring_argmax(engine, semiring, op_a, a, op_b, b, out, argmax, argmax_len) = ccall(_fp(_tf_matmul_semiring_argmax, :tf_matmul_semiring_argmax), Int32, (Ptr{Cvoid}, Int32, Int32, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int64}, Int64), engine, semiring, op_a, a, op_b, b, out, argmax, argmax_len)
const _tf_matmul_semiring_vjp = Ref(C_NULL)
tf_matmul_semiring_vjp(engine, semiring, a, b, grad_out, grad_a, grad_b) = ccall(_fp(_tf_matmul_semiring_vjp, :tf_matmul_semiring_vjp), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, semiring, a, b, grad_out, grad_a, grad_b)
const _tf_tensordot_semiring = Ref(C_NULL)
tf_tensordot_semiring(engine, semiring, a, b, naxes, axes_a, axes_b, out) = ccall(_fp(_tf_tensordot_semiring, :tf_tensordot_semiring), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Int32}, Ptr{Ptr{Cvoid}}), engine, semiring, a, b, naxes, axes_a, axes_b, out)
const _tf_tensordot_semiring_into = Ref(C_NULL)
tf_tensordot_semiring_into(engine, semiring, a, b, naxes, axes_a, axes_b, out) = ccall(_fp(_tf_tensordot_semiring_into, :tf_tensordot_semiring_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Int32}, Ptr{Cvoid}), engine, semiring, a, b, naxes, axes_a, axes_b, out)
const _tf_tensordot_semiring_acc = Ref(C_NULL)
tf_tensordot_semiring_acc(engine, semiring, a, b, naxes, axes_a, axes_b, alpha, beta, out) = ccall(_fp(_tf_tensordot_semiring_acc, :tf_tensordot_semiring_acc), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Int32}, TfScalar, TfScalar, Ptr{Cvoid}), engine, semiring, a, b, naxes, axes_a, axes_b, alpha, beta, out)
const _tf_einsum_semiring_argmax = Ref(C_NULL)
tf_einsum_semiring_argmax(engine, subscripts, n, operands, options, out, config, config_len, nsummed) = ccall(_fp(_tf_einsum_semiring_argmax, :tf_einsum_semiring_argmax), Int32, (Ptr{Cvoid}, Cstring, Int32, Ptr{Ptr{Cvoid}}, Ptr{TfEinsumOptions}, Ptr{Cvoid}, Ptr{Int64}, Int64, Ptr{Int32}), engine, subscripts, n, operands, options, out, config, config_len, nsummed)
const _tf_einsum_labels_semiring_argmax = Ref(C_NULL)
tf_einsum_labels_semiring_argmax(engine, n, operands, labels, out_ndim, out_labels, options, out, config, config_len, nsummed) = ccall(_fp(_tf_einsum_labels_semiring_argmax, :tf_einsum_labels_semiring_argmax), Int32, (Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Int32}}, Int32, Ptr{Int32}, Ptr{TfEinsumOptions}, Ptr{Cvoid}, Ptr{Int64}, Int64, Ptr{Int32}), engine, n, operands, labels, out_ndim, out_labels, options, out, config, config_len, nsummed)
const _tf_svd = Ref(C_NULL)
tf_svd(engine, a, options, u, s, vh, info) = ccall(_fp(_tf_svd, :tf_svd), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfSvdOptions}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}, Ptr{TfSvdInfo}), engine, a, options, u, s, vh, info)
const _tf_svd_into = Ref(C_NULL)
tf_svd_into(engine, a, options, u, s, vh, info) = ccall(_fp(_tf_svd_into, :tf_svd_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfSvdOptions}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfSvdInfo}), engine, a, options, u, s, vh, info)
const _tf_svd_split = Ref(C_NULL)
tf_svd_split(engine, a, n_left, left_axes, options, u, s, vh, info) = ccall(_fp(_tf_svd_split, :tf_svd_split), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{TfSvdOptions}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}, Ptr{TfSvdInfo}), engine, a, n_left, left_axes, options, u, s, vh, info)
const _tf_svd_split_into = Ref(C_NULL)
tf_svd_split_into(engine, a, n_left, left_axes, options, u, s, vh, info) = ccall(_fp(_tf_svd_split_into, :tf_svd_split_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{TfSvdOptions}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfSvdInfo}), engine, a, n_left, left_axes, options, u, s, vh, info)
const _tf_qr = Ref(C_NULL)
tf_qr(engine, a, nonneg_diag, q, r) = ccall(_fp(_tf_qr, :tf_qr), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, a, nonneg_diag, q, r)
const _tf_qr_into = Ref(C_NULL)
tf_qr_into(engine, a, nonneg_diag, q, r) = ccall(_fp(_tf_qr_into, :tf_qr_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, nonneg_diag, q, r)
const _tf_lq = Ref(C_NULL)
tf_lq(engine, a, nonneg_diag, l, q) = ccall(_fp(_tf_lq, :tf_lq), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, a, nonneg_diag, l, q)
const _tf_lq_into = Ref(C_NULL)
tf_lq_into(engine, a, nonneg_diag, l, q) = ccall(_fp(_tf_lq_into, :tf_lq_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, nonneg_diag, l, q)
const _tf_eigh = Ref(C_NULL)
tf_eigh(engine, a, w, v) = ccall(_fp(_tf_eigh, :tf_eigh), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, a, w, v)
const _tf_eigh_into = Ref(C_NULL)
tf_eigh_into(engine, a, w, v) = ccall(_fp(_tf_eigh_into, :tf_eigh_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, w, v)
const _tf_eigvalsh = Ref(C_NULL)
tf_eigvalsh(engine, a, w) = ccall(_fp(_tf_eigvalsh, :tf_eigvalsh), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, w)
const _tf_eigvalsh_into = Ref(C_NULL)
tf_eigvalsh_into(engine, a, w) = ccall(_fp(_tf_eigvalsh_into, :tf_eigvalsh_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, w)
const _tf_solve = Ref(C_NULL)
tf_solve(engine, a, b, x) = ccall(_fp(_tf_solve, :tf_solve), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, b, x)
const _tf_solve_into = Ref(C_NULL)
tf_solve_into(engine, a, b, x) = ccall(_fp(_tf_solve_into, :tf_solve_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, b, x)
const _tf_solve_triangular = Ref(C_NULL)
tf_solve_triangular(engine, a, b, upper, op, unit_diag, x) = ccall(_fp(_tf_solve_triangular, :tf_solve_triangular), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int32, Int32, Ptr{Ptr{Cvoid}}), engine, a, b, upper, op, unit_diag, x)
const _tf_solve_triangular_into = Ref(C_NULL)
tf_solve_triangular_into(engine, a, b, upper, op, unit_diag, x) = ccall(_fp(_tf_solve_triangular_into, :tf_solve_triangular_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int32, Int32, Ptr{Cvoid}), engine, a, b, upper, op, unit_diag, x)
const _tf_cholesky = Ref(C_NULL)
tf_cholesky(engine, a, l) = ccall(_fp(_tf_cholesky, :tf_cholesky), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, l)
const _tf_cholesky_into = Ref(C_NULL)
tf_cholesky_into(engine, a, l) = ccall(_fp(_tf_cholesky_into, :tf_cholesky_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, l)
const _tf_lu = Ref(C_NULL)
tf_lu(engine, a, lu, piv, piv_count) = ccall(_fp(_tf_lu, :tf_lu), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Ptr{Int32}, Csize_t), engine, a, lu, piv, piv_count)
const _tf_lu_into = Ref(C_NULL)
tf_lu_into(engine, a, lu, piv, piv_count) = ccall(_fp(_tf_lu_into, :tf_lu_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int32}, Csize_t), engine, a, lu, piv, piv_count)
const _tf_lu_solve = Ref(C_NULL)
tf_lu_solve(engine, lu, piv, piv_count, b, x) = ccall(_fp(_tf_lu_solve, :tf_lu_solve), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int32}, Csize_t, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, lu, piv, piv_count, b, x)
const _tf_lu_solve_into = Ref(C_NULL)
tf_lu_solve_into(engine, lu, piv, piv_count, b, x) = ccall(_fp(_tf_lu_solve_into, :tf_lu_solve_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int32}, Csize_t, Ptr{Cvoid}, Ptr{Cvoid}), engine, lu, piv, piv_count, b, x)
const _tf_det = Ref(C_NULL)
tf_det(engine, a, d) = ccall(_fp(_tf_det, :tf_det), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, d)
const _tf_det_into = Ref(C_NULL)
tf_det_into(engine, a, d) = ccall(_fp(_tf_det_into, :tf_det_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, d)
const _tf_slogdet = Ref(C_NULL)
tf_slogdet(engine, a, sign, logabsdet) = ccall(_fp(_tf_slogdet, :tf_slogdet), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, a, sign, logabsdet)
const _tf_slogdet_into = Ref(C_NULL)
tf_slogdet_into(engine, a, sign, logabsdet) = ccall(_fp(_tf_slogdet_into, :tf_slogdet_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, sign, logabsdet)
const _tf_inv = Ref(C_NULL)
tf_inv(engine, a, x) = ccall(_fp(_tf_inv, :tf_inv), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, x)
const _tf_inv_into = Ref(C_NULL)
tf_inv_into(engine, a, x) = ccall(_fp(_tf_inv_into, :tf_inv_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, x)
const _tf_lstsq = Ref(C_NULL)
tf_lstsq(engine, a, b, rcond, x, residuals, rank, rank_count) = ccall(_fp(_tf_lstsq, :tf_lstsq), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Float64, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}, Ptr{Int64}, Csize_t), engine, a, b, rcond, x, residuals, rank, rank_count)
const _tf_lstsq_into = Ref(C_NULL)
tf_lstsq_into(engine, a, b, rcond, x, residuals, rank, rank_count) = ccall(_fp(_tf_lstsq_into, :tf_lstsq_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Float64, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int64}, Csize_t), engine, a, b, rcond, x, residuals, rank, rank_count)
const _tf_pinv = Ref(C_NULL)
tf_pinv(engine, a, rcond, x) = ccall(_fp(_tf_pinv, :tf_pinv), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Float64, Ptr{Ptr{Cvoid}}), engine, a, rcond, x)
const _tf_pinv_into = Ref(C_NULL)
tf_pinv_into(engine, a, rcond, x) = ccall(_fp(_tf_pinv_into, :tf_pinv_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Float64, Ptr{Cvoid}), engine, a, rcond, x)
const _tf_matrix_norm = Ref(C_NULL)
tf_matrix_norm(engine, a, kind, out) = ccall(_fp(_tf_matrix_norm, :tf_matrix_norm), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}), engine, a, kind, out)
const _tf_matrix_norm_into = Ref(C_NULL)
tf_matrix_norm_into(engine, a, kind, out) = ccall(_fp(_tf_matrix_norm_into, :tf_matrix_norm_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}), engine, a, kind, out)
const _tf_expm = Ref(C_NULL)
tf_expm(engine, a, x) = ccall(_fp(_tf_expm, :tf_expm), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, x)
const _tf_expm_into = Ref(C_NULL)
tf_expm_into(engine, a, x) = ccall(_fp(_tf_expm_into, :tf_expm_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, x)
const _tf_eig = Ref(C_NULL)
tf_eig(engine, a, w, v) = ccall(_fp(_tf_eig, :tf_eig), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, a, w, v)
const _tf_eig_into = Ref(C_NULL)
tf_eig_into(engine, a, w, v) = ccall(_fp(_tf_eig_into, :tf_eig_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, w, v)
const _tf_eigvals = Ref(C_NULL)
tf_eigvals(engine, a, w) = ccall(_fp(_tf_eigvals, :tf_eigvals), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, w)
const _tf_eigvals_into = Ref(C_NULL)
tf_eigvals_into(engine, a, w) = ccall(_fp(_tf_eigvals_into, :tf_eigvals_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, w)
const _tf_einsum_vjp = Ref(C_NULL)
tf_einsum_vjp(engine, subscripts, n, operands, options, grad_out, grad_operands) = ccall(_fp(_tf_einsum_vjp, :tf_einsum_vjp), Int32, (Ptr{Cvoid}, Cstring, Int32, Ptr{Ptr{Cvoid}}, Ptr{TfEinsumOptions}, Ptr{Cvoid}, Ptr{Ptr{Ptr{Cvoid}}}), engine, subscripts, n, operands, options, grad_out, grad_operands)
const _tf_einsum_vjp_into = Ref(C_NULL)
tf_einsum_vjp_into(engine, subscripts, n, operands, options, grad_out, grad_operands) = ccall(_fp(_tf_einsum_vjp_into, :tf_einsum_vjp_into), Int32, (Ptr{Cvoid}, Cstring, Int32, Ptr{Ptr{Cvoid}}, Ptr{TfEinsumOptions}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, subscripts, n, operands, options, grad_out, grad_operands)
const _tf_einsum_jvp = Ref(C_NULL)
tf_einsum_jvp(engine, subscripts, n, operands, options, t_operands, t_out) = ccall(_fp(_tf_einsum_jvp, :tf_einsum_jvp), Int32, (Ptr{Cvoid}, Cstring, Int32, Ptr{Ptr{Cvoid}}, Ptr{TfEinsumOptions}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, subscripts, n, operands, options, t_operands, t_out)
const _tf_einsum_jvp_into = Ref(C_NULL)
tf_einsum_jvp_into(engine, subscripts, n, operands, options, t_operands, t_out) = ccall(_fp(_tf_einsum_jvp_into, :tf_einsum_jvp_into), Int32, (Ptr{Cvoid}, Cstring, Int32, Ptr{Ptr{Cvoid}}, Ptr{TfEinsumOptions}, Ptr{Ptr{Cvoid}}, Ptr{Cvoid}), engine, subscripts, n, operands, options, t_operands, t_out)
const _tf_einsum_labels_vjp = Ref(C_NULL)
tf_einsum_labels_vjp(engine, n, operands, labels, out_ndim, out_labels, options, grad_out, grad_operands) = ccall(_fp(_tf_einsum_labels_vjp, :tf_einsum_labels_vjp), Int32, (Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Int32}}, Int32, Ptr{Int32}, Ptr{TfEinsumOptions}, Ptr{Cvoid}, Ptr{Ptr{Ptr{Cvoid}}}), engine, n, operands, labels, out_ndim, out_labels, options, grad_out, grad_operands)
const _tf_einsum_labels_vjp_into = Ref(C_NULL)
tf_einsum_labels_vjp_into(engine, n, operands, labels, out_ndim, out_labels, options, grad_out, grad_operands) = ccall(_fp(_tf_einsum_labels_vjp_into, :tf_einsum_labels_vjp_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Int32}}, Int32, Ptr{Int32}, Ptr{TfEinsumOptions}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, n, operands, labels, out_ndim, out_labels, options, grad_out, grad_operands)
const _tf_einsum_labels_jvp = Ref(C_NULL)
tf_einsum_labels_jvp(engine, n, operands, labels, out_ndim, out_labels, options, t_operands, t_out) = ccall(_fp(_tf_einsum_labels_jvp, :tf_einsum_labels_jvp), Int32, (Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Int32}}, Int32, Ptr{Int32}, Ptr{TfEinsumOptions}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, n, operands, labels, out_ndim, out_labels, options, t_operands, t_out)
const _tf_einsum_labels_jvp_into = Ref(C_NULL)
tf_einsum_labels_jvp_into(engine, n, operands, labels, out_ndim, out_labels, options, t_operands, t_out) = ccall(_fp(_tf_einsum_labels_jvp_into, :tf_einsum_labels_jvp_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Int32}}, Int32, Ptr{Int32}, Ptr{TfEinsumOptions}, Ptr{Ptr{Cvoid}}, Ptr{Cvoid}), engine, n, operands, labels, out_ndim, out_labels, options, t_operands, t_out)
const _tf_tensordot_vjp = Ref(C_NULL)
tf_tensordot_vjp(engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, grad_out, grad_a, grad_b) = ccall(_fp(_tf_tensordot_vjp, :tf_tensordot_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Int32}, Int32, Int32, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, grad_out, grad_a, grad_b)
const _tf_tensordot_vjp_into = Ref(C_NULL)
tf_tensordot_vjp_into(engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, grad_out, grad_a, grad_b) = ccall(_fp(_tf_tensordot_vjp_into, :tf_tensordot_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Int32}, Int32, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, grad_out, grad_a, grad_b)
const _tf_tensordot_jvp = Ref(C_NULL)
tf_tensordot_jvp(engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, t_a, t_b, t_out) = ccall(_fp(_tf_tensordot_jvp, :tf_tensordot_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Int32}, Int32, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, t_a, t_b, t_out)
const _tf_tensordot_jvp_into = Ref(C_NULL)
tf_tensordot_jvp_into(engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, t_a, t_b, t_out) = ccall(_fp(_tf_tensordot_jvp_into, :tf_tensordot_jvp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Int32}, Int32, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, t_a, t_b, t_out)
const _tf_matmul_vjp = Ref(C_NULL)
tf_matmul_vjp(engine, op_a, a, op_b, b, grad_out, grad_a, grad_b) = ccall(_fp(_tf_matmul_vjp, :tf_matmul_vjp), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, op_a, a, op_b, b, grad_out, grad_a, grad_b)
const _tf_matmul_vjp_into = Ref(C_NULL)
tf_matmul_vjp_into(engine, op_a, a, op_b, b, grad_out, grad_a, grad_b) = ccall(_fp(_tf_matmul_vjp_into, :tf_matmul_vjp_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, op_a, a, op_b, b, grad_out, grad_a, grad_b)
const _tf_matmul_jvp = Ref(C_NULL)
tf_matmul_jvp(engine, op_a, a, op_b, b, t_a, t_b, t_out) = ccall(_fp(_tf_matmul_jvp, :tf_matmul_jvp), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, op_a, a, op_b, b, t_a, t_b, t_out)
const _tf_matmul_jvp_into = Ref(C_NULL)
tf_matmul_jvp_into(engine, op_a, a, op_b, b, t_a, t_b, t_out) = ccall(_fp(_tf_matmul_jvp_into, :tf_matmul_jvp_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, op_a, a, op_b, b, t_a, t_b, t_out)
const _tf_unary_vjp = Ref(C_NULL)
tf_unary_vjp(engine, op, x, grad_out, grad_x) = ccall(_fp(_tf_unary_vjp, :tf_unary_vjp), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, op, x, grad_out, grad_x)
const _tf_unary_vjp_into = Ref(C_NULL)
tf_unary_vjp_into(engine, op, x, grad_out, grad_x) = ccall(_fp(_tf_unary_vjp_into, :tf_unary_vjp_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, op, x, grad_out, grad_x)
const _tf_unary_jvp = Ref(C_NULL)
tf_unary_jvp(engine, op, x, t_x, t_out) = ccall(_fp(_tf_unary_jvp, :tf_unary_jvp), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, op, x, t_x, t_out)
const _tf_unary_jvp_into = Ref(C_NULL)
tf_unary_jvp_into(engine, op, x, t_x, t_out) = ccall(_fp(_tf_unary_jvp_into, :tf_unary_jvp_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, op, x, t_x, t_out)
const _tf_scale_vjp = Ref(C_NULL)
tf_scale_vjp(engine, alpha, x, grad_out, grad_x) = ccall(_fp(_tf_scale_vjp, :tf_scale_vjp), Int32, (Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, alpha, x, grad_out, grad_x)
const _tf_scale_vjp_into = Ref(C_NULL)
tf_scale_vjp_into(engine, alpha, x, grad_out, grad_x) = ccall(_fp(_tf_scale_vjp_into, :tf_scale_vjp_into), Int32, (Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, alpha, x, grad_out, grad_x)
const _tf_scale_jvp = Ref(C_NULL)
tf_scale_jvp(engine, alpha, x, t_x, t_out) = ccall(_fp(_tf_scale_jvp, :tf_scale_jvp), Int32, (Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, alpha, x, t_x, t_out)
const _tf_scale_jvp_into = Ref(C_NULL)
tf_scale_jvp_into(engine, alpha, x, t_x, t_out) = ccall(_fp(_tf_scale_jvp_into, :tf_scale_jvp_into), Int32, (Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, alpha, x, t_x, t_out)
const _tf_binary_vjp = Ref(C_NULL)
tf_binary_vjp(engine, op, x, y, grad_out, grad_x, grad_y) = ccall(_fp(_tf_binary_vjp, :tf_binary_vjp), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, op, x, y, grad_out, grad_x, grad_y)
const _tf_binary_vjp_into = Ref(C_NULL)
tf_binary_vjp_into(engine, op, x, y, grad_out, grad_x, grad_y) = ccall(_fp(_tf_binary_vjp_into, :tf_binary_vjp_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, op, x, y, grad_out, grad_x, grad_y)
const _tf_binary_jvp = Ref(C_NULL)
tf_binary_jvp(engine, op, x, y, t_x, t_y, t_out) = ccall(_fp(_tf_binary_jvp, :tf_binary_jvp), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, op, x, y, t_x, t_y, t_out)
const _tf_binary_jvp_into = Ref(C_NULL)
tf_binary_jvp_into(engine, op, x, y, t_x, t_y, t_out) = ccall(_fp(_tf_binary_jvp_into, :tf_binary_jvp_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, op, x, y, t_x, t_y, t_out)
const _tf_axpby_vjp = Ref(C_NULL)
tf_axpby_vjp(engine, alpha, x, beta, y, grad_out, grad_x, grad_y) = ccall(_fp(_tf_axpby_vjp, :tf_axpby_vjp), Int32, (Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, alpha, x, beta, y, grad_out, grad_x, grad_y)
const _tf_axpby_vjp_into = Ref(C_NULL)
tf_axpby_vjp_into(engine, alpha, x, beta, y, grad_out, grad_x, grad_y) = ccall(_fp(_tf_axpby_vjp_into, :tf_axpby_vjp_into), Int32, (Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, alpha, x, beta, y, grad_out, grad_x, grad_y)
const _tf_axpby_jvp = Ref(C_NULL)
tf_axpby_jvp(engine, alpha, x, beta, y, t_x, t_y, t_out) = ccall(_fp(_tf_axpby_jvp, :tf_axpby_jvp), Int32, (Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, alpha, x, beta, y, t_x, t_y, t_out)
const _tf_axpby_jvp_into = Ref(C_NULL)
tf_axpby_jvp_into(engine, alpha, x, beta, y, t_x, t_y, t_out) = ccall(_fp(_tf_axpby_jvp_into, :tf_axpby_jvp_into), Int32, (Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, alpha, x, beta, y, t_x, t_y, t_out)
const _tf_cast_vjp = Ref(C_NULL)
tf_cast_vjp(engine, x, dtype, grad_out, grad_x) = ccall(_fp(_tf_cast_vjp, :tf_cast_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, dtype, grad_out, grad_x)
const _tf_cast_vjp_into = Ref(C_NULL)
tf_cast_vjp_into(engine, x, dtype, grad_out, grad_x) = ccall(_fp(_tf_cast_vjp_into, :tf_cast_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, dtype, grad_out, grad_x)
const _tf_cast_jvp = Ref(C_NULL)
tf_cast_jvp(engine, x, dtype, t_x, t_out) = ccall(_fp(_tf_cast_jvp, :tf_cast_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, dtype, t_x, t_out)
const _tf_cast_jvp_into = Ref(C_NULL)
tf_cast_jvp_into(engine, x, dtype, t_x, t_out) = ccall(_fp(_tf_cast_jvp_into, :tf_cast_jvp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, dtype, t_x, t_out)
const _tf_reduce_vjp = Ref(C_NULL)
tf_reduce_vjp(engine, op, x, naxes, axes, keepdims, grad_out, grad_x) = ccall(_fp(_tf_reduce_vjp, :tf_reduce_vjp), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Int32, Ptr{Int32}, Int32, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, op, x, naxes, axes, keepdims, grad_out, grad_x)
const _tf_reduce_vjp_into = Ref(C_NULL)
tf_reduce_vjp_into(engine, op, x, naxes, axes, keepdims, grad_out, grad_x) = ccall(_fp(_tf_reduce_vjp_into, :tf_reduce_vjp_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Int32, Ptr{Int32}, Int32, Ptr{Cvoid}, Ptr{Cvoid}), engine, op, x, naxes, axes, keepdims, grad_out, grad_x)
const _tf_reduce_jvp = Ref(C_NULL)
tf_reduce_jvp(engine, op, x, naxes, axes, keepdims, t_x, t_out) = ccall(_fp(_tf_reduce_jvp, :tf_reduce_jvp), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Int32, Ptr{Int32}, Int32, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, op, x, naxes, axes, keepdims, t_x, t_out)
const _tf_reduce_jvp_into = Ref(C_NULL)
tf_reduce_jvp_into(engine, op, x, naxes, axes, keepdims, t_x, t_out) = ccall(_fp(_tf_reduce_jvp_into, :tf_reduce_jvp_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Int32, Ptr{Int32}, Int32, Ptr{Cvoid}, Ptr{Cvoid}), engine, op, x, naxes, axes, keepdims, t_x, t_out)
const _tf_dot_vjp = Ref(C_NULL)
tf_dot_vjp(engine, x, y, grad_out, grad_x, grad_y) = ccall(_fp(_tf_dot_vjp, :tf_dot_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, TfScalar, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, x, y, grad_out, grad_x, grad_y)
const _tf_dot_vjp_into = Ref(C_NULL)
tf_dot_vjp_into(engine, x, y, grad_out, grad_x, grad_y) = ccall(_fp(_tf_dot_vjp_into, :tf_dot_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, y, grad_out, grad_x, grad_y)
const _tf_vdot_vjp = Ref(C_NULL)
tf_vdot_vjp(engine, x, y, grad_out, grad_x, grad_y) = ccall(_fp(_tf_vdot_vjp, :tf_vdot_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, TfScalar, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, x, y, grad_out, grad_x, grad_y)
const _tf_vdot_vjp_into = Ref(C_NULL)
tf_vdot_vjp_into(engine, x, y, grad_out, grad_x, grad_y) = ccall(_fp(_tf_vdot_vjp_into, :tf_vdot_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, y, grad_out, grad_x, grad_y)
const _tf_dot_jvp = Ref(C_NULL)
tf_dot_jvp(engine, x, y, t_x, t_y, t_out) = ccall(_fp(_tf_dot_jvp, :tf_dot_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfScalar}), engine, x, y, t_x, t_y, t_out)
const _tf_vdot_jvp = Ref(C_NULL)
tf_vdot_jvp(engine, x, y, t_x, t_y, t_out) = ccall(_fp(_tf_vdot_jvp, :tf_vdot_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfScalar}), engine, x, y, t_x, t_y, t_out)
const _tf_permute_vjp = Ref(C_NULL)
tf_permute_vjp(engine, x, perm, grad_out, grad_x) = ccall(_fp(_tf_permute_vjp, :tf_permute_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int32}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, perm, grad_out, grad_x)
const _tf_permute_vjp_into = Ref(C_NULL)
tf_permute_vjp_into(engine, x, perm, grad_out, grad_x) = ccall(_fp(_tf_permute_vjp_into, :tf_permute_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int32}, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, perm, grad_out, grad_x)
const _tf_reshape_vjp = Ref(C_NULL)
tf_reshape_vjp(engine, x, ndim, shape, order, grad_out, grad_x) = ccall(_fp(_tf_reshape_vjp, :tf_reshape_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int64}, Int32, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, ndim, shape, order, grad_out, grad_x)
const _tf_reshape_vjp_into = Ref(C_NULL)
tf_reshape_vjp_into(engine, x, ndim, shape, order, grad_out, grad_x) = ccall(_fp(_tf_reshape_vjp_into, :tf_reshape_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int64}, Int32, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, ndim, shape, order, grad_out, grad_x)
const _tf_slice_vjp = Ref(C_NULL)
tf_slice_vjp(engine, x, starts, stops, steps, grad_out, grad_x) = ccall(_fp(_tf_slice_vjp, :tf_slice_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int64}, Ptr{Int64}, Ptr{Int64}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, starts, stops, steps, grad_out, grad_x)
const _tf_slice_vjp_into = Ref(C_NULL)
tf_slice_vjp_into(engine, x, starts, stops, steps, grad_out, grad_x) = ccall(_fp(_tf_slice_vjp_into, :tf_slice_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int64}, Ptr{Int64}, Ptr{Int64}, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, starts, stops, steps, grad_out, grad_x)
const _tf_contiguous_vjp = Ref(C_NULL)
tf_contiguous_vjp(engine, x, layout, grad_out, grad_x) = ccall(_fp(_tf_contiguous_vjp, :tf_contiguous_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, layout, grad_out, grad_x)
const _tf_contiguous_vjp_into = Ref(C_NULL)
tf_contiguous_vjp_into(engine, x, layout, grad_out, grad_x) = ccall(_fp(_tf_contiguous_vjp_into, :tf_contiguous_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, layout, grad_out, grad_x)
const _tf_concatenate_vjp = Ref(C_NULL)
tf_concatenate_vjp(engine, n, xs, axis, grad_out, grad_xs) = ccall(_fp(_tf_concatenate_vjp, :tf_concatenate_vjp), Int32, (Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Int32, Ptr{Cvoid}, Ptr{Ptr{Ptr{Cvoid}}}), engine, n, xs, axis, grad_out, grad_xs)
const _tf_concatenate_vjp_into = Ref(C_NULL)
tf_concatenate_vjp_into(engine, n, xs, axis, grad_out, grad_xs) = ccall(_fp(_tf_concatenate_vjp_into, :tf_concatenate_vjp_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Int32, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, n, xs, axis, grad_out, grad_xs)
const _tf_stack_vjp = Ref(C_NULL)
tf_stack_vjp(engine, n, xs, axis, grad_out, grad_xs) = ccall(_fp(_tf_stack_vjp, :tf_stack_vjp), Int32, (Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Int32, Ptr{Cvoid}, Ptr{Ptr{Ptr{Cvoid}}}), engine, n, xs, axis, grad_out, grad_xs)
const _tf_stack_vjp_into = Ref(C_NULL)
tf_stack_vjp_into(engine, n, xs, axis, grad_out, grad_xs) = ccall(_fp(_tf_stack_vjp_into, :tf_stack_vjp_into), Int32, (Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Int32, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, n, xs, axis, grad_out, grad_xs)
const _tf_pad_vjp = Ref(C_NULL)
tf_pad_vjp(engine, x, before, after, grad_out, grad_x) = ccall(_fp(_tf_pad_vjp, :tf_pad_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int64}, Ptr{Int64}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, before, after, grad_out, grad_x)
const _tf_pad_vjp_into = Ref(C_NULL)
tf_pad_vjp_into(engine, x, before, after, grad_out, grad_x) = ccall(_fp(_tf_pad_vjp_into, :tf_pad_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int64}, Ptr{Int64}, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, before, after, grad_out, grad_x)
const _tf_diagonal_vjp = Ref(C_NULL)
tf_diagonal_vjp(engine, x, offset, axis1, axis2, grad_out, grad_x) = ccall(_fp(_tf_diagonal_vjp, :tf_diagonal_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Int32, Int32, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, offset, axis1, axis2, grad_out, grad_x)
const _tf_diagonal_vjp_into = Ref(C_NULL)
tf_diagonal_vjp_into(engine, x, offset, axis1, axis2, grad_out, grad_x) = ccall(_fp(_tf_diagonal_vjp_into, :tf_diagonal_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Int32, Int32, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, offset, axis1, axis2, grad_out, grad_x)
const _tf_diag_embed_vjp = Ref(C_NULL)
tf_diag_embed_vjp(engine, x, offset, axis1, axis2, grad_out, grad_x) = ccall(_fp(_tf_diag_embed_vjp, :tf_diag_embed_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Int32, Int32, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, offset, axis1, axis2, grad_out, grad_x)
const _tf_diag_embed_vjp_into = Ref(C_NULL)
tf_diag_embed_vjp_into(engine, x, offset, axis1, axis2, grad_out, grad_x) = ccall(_fp(_tf_diag_embed_vjp_into, :tf_diag_embed_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Int32, Int32, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, offset, axis1, axis2, grad_out, grad_x)
const _tf_trace_vjp = Ref(C_NULL)
tf_trace_vjp(engine, x, offset, axis1, axis2, grad_out, grad_x) = ccall(_fp(_tf_trace_vjp, :tf_trace_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Int32, Int32, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, offset, axis1, axis2, grad_out, grad_x)
const _tf_trace_vjp_into = Ref(C_NULL)
tf_trace_vjp_into(engine, x, offset, axis1, axis2, grad_out, grad_x) = ccall(_fp(_tf_trace_vjp_into, :tf_trace_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Int32, Int32, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, offset, axis1, axis2, grad_out, grad_x)
const _tf_flip_vjp = Ref(C_NULL)
tf_flip_vjp(engine, x, naxes, axes, grad_out, grad_x) = ccall(_fp(_tf_flip_vjp, :tf_flip_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, naxes, axes, grad_out, grad_x)
const _tf_flip_vjp_into = Ref(C_NULL)
tf_flip_vjp_into(engine, x, naxes, axes, grad_out, grad_x) = ccall(_fp(_tf_flip_vjp_into, :tf_flip_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, naxes, axes, grad_out, grad_x)
const _tf_roll_vjp = Ref(C_NULL)
tf_roll_vjp(engine, x, shift, axis, grad_out, grad_x) = ccall(_fp(_tf_roll_vjp, :tf_roll_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Int32, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, shift, axis, grad_out, grad_x)
const _tf_roll_vjp_into = Ref(C_NULL)
tf_roll_vjp_into(engine, x, shift, axis, grad_out, grad_x) = ccall(_fp(_tf_roll_vjp_into, :tf_roll_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Int32, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, shift, axis, grad_out, grad_x)
const _tf_tril_vjp = Ref(C_NULL)
tf_tril_vjp(engine, x, offset, grad_out, grad_x) = ccall(_fp(_tf_tril_vjp, :tf_tril_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, offset, grad_out, grad_x)
const _tf_tril_vjp_into = Ref(C_NULL)
tf_tril_vjp_into(engine, x, offset, grad_out, grad_x) = ccall(_fp(_tf_tril_vjp_into, :tf_tril_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, offset, grad_out, grad_x)
const _tf_triu_vjp = Ref(C_NULL)
tf_triu_vjp(engine, x, offset, grad_out, grad_x) = ccall(_fp(_tf_triu_vjp, :tf_triu_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, offset, grad_out, grad_x)
const _tf_triu_vjp_into = Ref(C_NULL)
tf_triu_vjp_into(engine, x, offset, grad_out, grad_x) = ccall(_fp(_tf_triu_vjp_into, :tf_triu_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int64, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, offset, grad_out, grad_x)
const _tf_broadcast_to_vjp = Ref(C_NULL)
tf_broadcast_to_vjp(engine, x, ndim, shape, grad_out, grad_x) = ccall(_fp(_tf_broadcast_to_vjp, :tf_broadcast_to_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int64}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, ndim, shape, grad_out, grad_x)
const _tf_broadcast_to_vjp_into = Ref(C_NULL)
tf_broadcast_to_vjp_into(engine, x, ndim, shape, grad_out, grad_x) = ccall(_fp(_tf_broadcast_to_vjp_into, :tf_broadcast_to_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int64}, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, ndim, shape, grad_out, grad_x)
const _tf_where_vjp = Ref(C_NULL)
tf_where_vjp(engine, mask, a, b, grad_out, grad_a, grad_b) = ccall(_fp(_tf_where_vjp, :tf_where_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, mask, a, b, grad_out, grad_a, grad_b)
const _tf_where_vjp_into = Ref(C_NULL)
tf_where_vjp_into(engine, mask, a, b, grad_out, grad_a, grad_b) = ccall(_fp(_tf_where_vjp_into, :tf_where_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, mask, a, b, grad_out, grad_a, grad_b)
const _tf_index_select_vjp = Ref(C_NULL)
tf_index_select_vjp(engine, x, axis, n, indices, grad_out, grad_x) = ccall(_fp(_tf_index_select_vjp, :tf_index_select_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int64, Ptr{Int64}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, axis, n, indices, grad_out, grad_x)
const _tf_index_select_vjp_into = Ref(C_NULL)
tf_index_select_vjp_into(engine, x, axis, n, indices, grad_out, grad_x) = ccall(_fp(_tf_index_select_vjp_into, :tf_index_select_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int64, Ptr{Int64}, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, axis, n, indices, grad_out, grad_x)
const _tf_scatter_add_vjp = Ref(C_NULL)
tf_scatter_add_vjp(engine, x, axis, n, indices, src, grad_out, grad_x, grad_src) = ccall(_fp(_tf_scatter_add_vjp, :tf_scatter_add_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int64, Ptr{Int64}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, x, axis, n, indices, src, grad_out, grad_x, grad_src)
const _tf_scatter_add_vjp_into = Ref(C_NULL)
tf_scatter_add_vjp_into(engine, x, axis, n, indices, src, grad_out, grad_x, grad_src) = ccall(_fp(_tf_scatter_add_vjp_into, :tf_scatter_add_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int64, Ptr{Int64}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, axis, n, indices, src, grad_out, grad_x, grad_src)
const _tf_cumsum_vjp = Ref(C_NULL)
tf_cumsum_vjp(engine, x, axis, grad_out, grad_x) = ccall(_fp(_tf_cumsum_vjp, :tf_cumsum_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, axis, grad_out, grad_x)
const _tf_cumsum_vjp_into = Ref(C_NULL)
tf_cumsum_vjp_into(engine, x, axis, grad_out, grad_x) = ccall(_fp(_tf_cumsum_vjp_into, :tf_cumsum_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, axis, grad_out, grad_x)
const _tf_cumprod_vjp = Ref(C_NULL)
tf_cumprod_vjp(engine, x, axis, grad_out, grad_x) = ccall(_fp(_tf_cumprod_vjp, :tf_cumprod_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, axis, grad_out, grad_x)
const _tf_cumprod_vjp_into = Ref(C_NULL)
tf_cumprod_vjp_into(engine, x, axis, grad_out, grad_x) = ccall(_fp(_tf_cumprod_vjp_into, :tf_cumprod_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, axis, grad_out, grad_x)
const _tf_topk_vjp = Ref(C_NULL)
tf_topk_vjp(engine, x, axis, k, indices, grad_out, grad_x) = ccall(_fp(_tf_topk_vjp, :tf_topk_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int64, Ptr{Int64}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, axis, k, indices, grad_out, grad_x)
const _tf_topk_vjp_into = Ref(C_NULL)
tf_topk_vjp_into(engine, x, axis, k, indices, grad_out, grad_x) = ccall(_fp(_tf_topk_vjp_into, :tf_topk_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int64, Ptr{Int64}, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, axis, k, indices, grad_out, grad_x)
const _tf_svd_vjp = Ref(C_NULL)
tf_svd_vjp(engine, a, u, s, vh, grad_u, grad_s, grad_vh, options, grad_a) = ccall(_fp(_tf_svd_vjp, :tf_svd_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfAdOptions}, Ptr{Ptr{Cvoid}}), engine, a, u, s, vh, grad_u, grad_s, grad_vh, options, grad_a)
const _tf_svd_vjp_into = Ref(C_NULL)
tf_svd_vjp_into(engine, a, u, s, vh, grad_u, grad_s, grad_vh, options, grad_a) = ccall(_fp(_tf_svd_vjp_into, :tf_svd_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfAdOptions}, Ptr{Cvoid}), engine, a, u, s, vh, grad_u, grad_s, grad_vh, options, grad_a)
const _tf_svd_jvp = Ref(C_NULL)
tf_svd_jvp(engine, a, u, s, vh, t_a, options, t_u, t_s, t_vh) = ccall(_fp(_tf_svd_jvp, :tf_svd_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfAdOptions}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, a, u, s, vh, t_a, options, t_u, t_s, t_vh)
const _tf_svd_jvp_into = Ref(C_NULL)
tf_svd_jvp_into(engine, a, u, s, vh, t_a, options, t_u, t_s, t_vh) = ccall(_fp(_tf_svd_jvp_into, :tf_svd_jvp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfAdOptions}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, u, s, vh, t_a, options, t_u, t_s, t_vh)
const _tf_qr_vjp = Ref(C_NULL)
tf_qr_vjp(engine, a, q, r, grad_q, grad_r, grad_a) = ccall(_fp(_tf_qr_vjp, :tf_qr_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, q, r, grad_q, grad_r, grad_a)
const _tf_qr_vjp_into = Ref(C_NULL)
tf_qr_vjp_into(engine, a, q, r, grad_q, grad_r, grad_a) = ccall(_fp(_tf_qr_vjp_into, :tf_qr_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, q, r, grad_q, grad_r, grad_a)
const _tf_qr_jvp = Ref(C_NULL)
tf_qr_jvp(engine, a, q, r, t_a, t_q, t_r) = ccall(_fp(_tf_qr_jvp, :tf_qr_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, a, q, r, t_a, t_q, t_r)
const _tf_qr_jvp_into = Ref(C_NULL)
tf_qr_jvp_into(engine, a, q, r, t_a, t_q, t_r) = ccall(_fp(_tf_qr_jvp_into, :tf_qr_jvp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, q, r, t_a, t_q, t_r)
const _tf_lq_vjp = Ref(C_NULL)
tf_lq_vjp(engine, a, l, q, grad_l, grad_q, grad_a) = ccall(_fp(_tf_lq_vjp, :tf_lq_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, l, q, grad_l, grad_q, grad_a)
const _tf_lq_vjp_into = Ref(C_NULL)
tf_lq_vjp_into(engine, a, l, q, grad_l, grad_q, grad_a) = ccall(_fp(_tf_lq_vjp_into, :tf_lq_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, l, q, grad_l, grad_q, grad_a)
const _tf_lq_jvp = Ref(C_NULL)
tf_lq_jvp(engine, a, l, q, t_a, t_l, t_q) = ccall(_fp(_tf_lq_jvp, :tf_lq_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, a, l, q, t_a, t_l, t_q)
const _tf_lq_jvp_into = Ref(C_NULL)
tf_lq_jvp_into(engine, a, l, q, t_a, t_l, t_q) = ccall(_fp(_tf_lq_jvp_into, :tf_lq_jvp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, l, q, t_a, t_l, t_q)
const _tf_eigh_vjp = Ref(C_NULL)
tf_eigh_vjp(engine, a, w, v, grad_w, grad_v, options, grad_a) = ccall(_fp(_tf_eigh_vjp, :tf_eigh_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfAdOptions}, Ptr{Ptr{Cvoid}}), engine, a, w, v, grad_w, grad_v, options, grad_a)
const _tf_eigh_vjp_into = Ref(C_NULL)
tf_eigh_vjp_into(engine, a, w, v, grad_w, grad_v, options, grad_a) = ccall(_fp(_tf_eigh_vjp_into, :tf_eigh_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfAdOptions}, Ptr{Cvoid}), engine, a, w, v, grad_w, grad_v, options, grad_a)
const _tf_eigh_jvp = Ref(C_NULL)
tf_eigh_jvp(engine, a, w, v, t_a, options, t_w, t_v) = ccall(_fp(_tf_eigh_jvp, :tf_eigh_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfAdOptions}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, a, w, v, t_a, options, t_w, t_v)
const _tf_eigh_jvp_into = Ref(C_NULL)
tf_eigh_jvp_into(engine, a, w, v, t_a, options, t_w, t_v) = ccall(_fp(_tf_eigh_jvp_into, :tf_eigh_jvp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfAdOptions}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, w, v, t_a, options, t_w, t_v)
const _tf_eigvalsh_vjp = Ref(C_NULL)
tf_eigvalsh_vjp(engine, a, w, grad_w, grad_a) = ccall(_fp(_tf_eigvalsh_vjp, :tf_eigvalsh_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, w, grad_w, grad_a)
const _tf_eigvalsh_vjp_into = Ref(C_NULL)
tf_eigvalsh_vjp_into(engine, a, w, grad_w, grad_a) = ccall(_fp(_tf_eigvalsh_vjp_into, :tf_eigvalsh_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, w, grad_w, grad_a)
const _tf_eigvalsh_jvp = Ref(C_NULL)
tf_eigvalsh_jvp(engine, a, w, t_a, t_w) = ccall(_fp(_tf_eigvalsh_jvp, :tf_eigvalsh_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, w, t_a, t_w)
const _tf_eigvalsh_jvp_into = Ref(C_NULL)
tf_eigvalsh_jvp_into(engine, a, w, t_a, t_w) = ccall(_fp(_tf_eigvalsh_jvp_into, :tf_eigvalsh_jvp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, w, t_a, t_w)
const _tf_solve_vjp = Ref(C_NULL)
tf_solve_vjp(engine, a, b, x, grad_x, grad_a, grad_b) = ccall(_fp(_tf_solve_vjp, :tf_solve_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, a, b, x, grad_x, grad_a, grad_b)
const _tf_solve_vjp_into = Ref(C_NULL)
tf_solve_vjp_into(engine, a, b, x, grad_x, grad_a, grad_b) = ccall(_fp(_tf_solve_vjp_into, :tf_solve_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, b, x, grad_x, grad_a, grad_b)
const _tf_solve_jvp = Ref(C_NULL)
tf_solve_jvp(engine, a, b, x, t_a, t_b, t_x) = ccall(_fp(_tf_solve_jvp, :tf_solve_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, b, x, t_a, t_b, t_x)
const _tf_solve_jvp_into = Ref(C_NULL)
tf_solve_jvp_into(engine, a, b, x, t_a, t_b, t_x) = ccall(_fp(_tf_solve_jvp_into, :tf_solve_jvp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, b, x, t_a, t_b, t_x)
const _tf_solve_triangular_vjp = Ref(C_NULL)
tf_solve_triangular_vjp(engine, a, b, upper, op, unit_diag, x, grad_x, grad_a, grad_b) = ccall(_fp(_tf_solve_triangular_vjp, :tf_solve_triangular_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int32, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, a, b, upper, op, unit_diag, x, grad_x, grad_a, grad_b)
const _tf_solve_triangular_vjp_into = Ref(C_NULL)
tf_solve_triangular_vjp_into(engine, a, b, upper, op, unit_diag, x, grad_x, grad_a, grad_b) = ccall(_fp(_tf_solve_triangular_vjp_into, :tf_solve_triangular_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int32, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, b, upper, op, unit_diag, x, grad_x, grad_a, grad_b)
const _tf_solve_triangular_jvp = Ref(C_NULL)
tf_solve_triangular_jvp(engine, a, b, upper, op, unit_diag, x, t_a, t_b, t_x) = ccall(_fp(_tf_solve_triangular_jvp, :tf_solve_triangular_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int32, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, b, upper, op, unit_diag, x, t_a, t_b, t_x)
const _tf_solve_triangular_jvp_into = Ref(C_NULL)
tf_solve_triangular_jvp_into(engine, a, b, upper, op, unit_diag, x, t_a, t_b, t_x) = ccall(_fp(_tf_solve_triangular_jvp_into, :tf_solve_triangular_jvp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Int32, Int32, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, b, upper, op, unit_diag, x, t_a, t_b, t_x)
const _tf_cholesky_vjp = Ref(C_NULL)
tf_cholesky_vjp(engine, a, l, grad_l, grad_a) = ccall(_fp(_tf_cholesky_vjp, :tf_cholesky_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, l, grad_l, grad_a)
const _tf_cholesky_vjp_into = Ref(C_NULL)
tf_cholesky_vjp_into(engine, a, l, grad_l, grad_a) = ccall(_fp(_tf_cholesky_vjp_into, :tf_cholesky_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, l, grad_l, grad_a)
const _tf_cholesky_jvp = Ref(C_NULL)
tf_cholesky_jvp(engine, a, l, t_a, t_l) = ccall(_fp(_tf_cholesky_jvp, :tf_cholesky_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, l, t_a, t_l)
const _tf_cholesky_jvp_into = Ref(C_NULL)
tf_cholesky_jvp_into(engine, a, l, t_a, t_l) = ccall(_fp(_tf_cholesky_jvp_into, :tf_cholesky_jvp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, l, t_a, t_l)
const _tf_lu_vjp = Ref(C_NULL)
tf_lu_vjp(engine, a, lu, piv, piv_count, grad_lu, grad_a) = ccall(_fp(_tf_lu_vjp, :tf_lu_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int32}, Csize_t, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, lu, piv, piv_count, grad_lu, grad_a)
const _tf_lu_vjp_into = Ref(C_NULL)
tf_lu_vjp_into(engine, a, lu, piv, piv_count, grad_lu, grad_a) = ccall(_fp(_tf_lu_vjp_into, :tf_lu_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int32}, Csize_t, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, lu, piv, piv_count, grad_lu, grad_a)
const _tf_lu_jvp = Ref(C_NULL)
tf_lu_jvp(engine, a, lu, piv, piv_count, t_a, t_lu) = ccall(_fp(_tf_lu_jvp, :tf_lu_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int32}, Csize_t, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, lu, piv, piv_count, t_a, t_lu)
const _tf_lu_jvp_into = Ref(C_NULL)
tf_lu_jvp_into(engine, a, lu, piv, piv_count, t_a, t_lu) = ccall(_fp(_tf_lu_jvp_into, :tf_lu_jvp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int32}, Csize_t, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, lu, piv, piv_count, t_a, t_lu)
const _tf_inv_vjp = Ref(C_NULL)
tf_inv_vjp(engine, a, x, grad_x, grad_a) = ccall(_fp(_tf_inv_vjp, :tf_inv_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, x, grad_x, grad_a)
const _tf_inv_vjp_into = Ref(C_NULL)
tf_inv_vjp_into(engine, a, x, grad_x, grad_a) = ccall(_fp(_tf_inv_vjp_into, :tf_inv_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, x, grad_x, grad_a)
const _tf_inv_jvp = Ref(C_NULL)
tf_inv_jvp(engine, a, x, t_a, t_x) = ccall(_fp(_tf_inv_jvp, :tf_inv_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, x, t_a, t_x)
const _tf_inv_jvp_into = Ref(C_NULL)
tf_inv_jvp_into(engine, a, x, t_a, t_x) = ccall(_fp(_tf_inv_jvp_into, :tf_inv_jvp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, x, t_a, t_x)
const _tf_det_vjp = Ref(C_NULL)
tf_det_vjp(engine, a, d, grad_d, grad_a) = ccall(_fp(_tf_det_vjp, :tf_det_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, d, grad_d, grad_a)
const _tf_det_vjp_into = Ref(C_NULL)
tf_det_vjp_into(engine, a, d, grad_d, grad_a) = ccall(_fp(_tf_det_vjp_into, :tf_det_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, d, grad_d, grad_a)
const _tf_det_jvp = Ref(C_NULL)
tf_det_jvp(engine, a, d, t_a, t_d) = ccall(_fp(_tf_det_jvp, :tf_det_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, d, t_a, t_d)
const _tf_det_jvp_into = Ref(C_NULL)
tf_det_jvp_into(engine, a, d, t_a, t_d) = ccall(_fp(_tf_det_jvp_into, :tf_det_jvp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, d, t_a, t_d)
const _tf_slogdet_vjp = Ref(C_NULL)
tf_slogdet_vjp(engine, a, sign, logabsdet, grad_sign, grad_logabsdet, grad_a) = ccall(_fp(_tf_slogdet_vjp, :tf_slogdet_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, sign, logabsdet, grad_sign, grad_logabsdet, grad_a)
const _tf_slogdet_vjp_into = Ref(C_NULL)
tf_slogdet_vjp_into(engine, a, sign, logabsdet, grad_sign, grad_logabsdet, grad_a) = ccall(_fp(_tf_slogdet_vjp_into, :tf_slogdet_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, sign, logabsdet, grad_sign, grad_logabsdet, grad_a)
const _tf_slogdet_jvp = Ref(C_NULL)
tf_slogdet_jvp(engine, a, sign, logabsdet, t_a, t_sign, t_logabsdet) = ccall(_fp(_tf_slogdet_jvp, :tf_slogdet_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, a, sign, logabsdet, t_a, t_sign, t_logabsdet)
const _tf_slogdet_jvp_into = Ref(C_NULL)
tf_slogdet_jvp_into(engine, a, sign, logabsdet, t_a, t_sign, t_logabsdet) = ccall(_fp(_tf_slogdet_jvp_into, :tf_slogdet_jvp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, sign, logabsdet, t_a, t_sign, t_logabsdet)
const _tf_pinv_vjp = Ref(C_NULL)
tf_pinv_vjp(engine, a, x, grad_x, grad_a) = ccall(_fp(_tf_pinv_vjp, :tf_pinv_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, x, grad_x, grad_a)
const _tf_pinv_vjp_into = Ref(C_NULL)
tf_pinv_vjp_into(engine, a, x, grad_x, grad_a) = ccall(_fp(_tf_pinv_vjp_into, :tf_pinv_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, x, grad_x, grad_a)
const _tf_pinv_jvp = Ref(C_NULL)
tf_pinv_jvp(engine, a, x, t_a, t_x) = ccall(_fp(_tf_pinv_jvp, :tf_pinv_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, x, t_a, t_x)
const _tf_pinv_jvp_into = Ref(C_NULL)
tf_pinv_jvp_into(engine, a, x, t_a, t_x) = ccall(_fp(_tf_pinv_jvp_into, :tf_pinv_jvp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, x, t_a, t_x)
const _tf_lstsq_vjp = Ref(C_NULL)
tf_lstsq_vjp(engine, a, b, x, grad_x, grad_a, grad_b) = ccall(_fp(_tf_lstsq_vjp, :tf_lstsq_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, a, b, x, grad_x, grad_a, grad_b)
const _tf_lstsq_vjp_into = Ref(C_NULL)
tf_lstsq_vjp_into(engine, a, b, x, grad_x, grad_a, grad_b) = ccall(_fp(_tf_lstsq_vjp_into, :tf_lstsq_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, b, x, grad_x, grad_a, grad_b)
const _tf_lstsq_jvp = Ref(C_NULL)
tf_lstsq_jvp(engine, a, b, x, t_a, t_b, t_x) = ccall(_fp(_tf_lstsq_jvp, :tf_lstsq_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, b, x, t_a, t_b, t_x)
const _tf_lstsq_jvp_into = Ref(C_NULL)
tf_lstsq_jvp_into(engine, a, b, x, t_a, t_b, t_x) = ccall(_fp(_tf_lstsq_jvp_into, :tf_lstsq_jvp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, b, x, t_a, t_b, t_x)
const _tf_matrix_norm_vjp = Ref(C_NULL)
tf_matrix_norm_vjp(engine, a, kind, out, grad_out, grad_a) = ccall(_fp(_tf_matrix_norm_vjp, :tf_matrix_norm_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, kind, out, grad_out, grad_a)
const _tf_matrix_norm_vjp_into = Ref(C_NULL)
tf_matrix_norm_vjp_into(engine, a, kind, out, grad_out, grad_a) = ccall(_fp(_tf_matrix_norm_vjp_into, :tf_matrix_norm_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, kind, out, grad_out, grad_a)
const _tf_matrix_norm_jvp = Ref(C_NULL)
tf_matrix_norm_jvp(engine, a, kind, out, t_a, t_out) = ccall(_fp(_tf_matrix_norm_jvp, :tf_matrix_norm_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, kind, out, t_a, t_out)
const _tf_matrix_norm_jvp_into = Ref(C_NULL)
tf_matrix_norm_jvp_into(engine, a, kind, out, t_a, t_out) = ccall(_fp(_tf_matrix_norm_jvp_into, :tf_matrix_norm_jvp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, kind, out, t_a, t_out)
const _tf_expm_vjp = Ref(C_NULL)
tf_expm_vjp(engine, a, x, grad_x, grad_a) = ccall(_fp(_tf_expm_vjp, :tf_expm_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, x, grad_x, grad_a)
const _tf_expm_vjp_into = Ref(C_NULL)
tf_expm_vjp_into(engine, a, x, grad_x, grad_a) = ccall(_fp(_tf_expm_vjp_into, :tf_expm_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, x, grad_x, grad_a)
const _tf_expm_jvp = Ref(C_NULL)
tf_expm_jvp(engine, a, x, t_a, t_x) = ccall(_fp(_tf_expm_jvp, :tf_expm_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, a, x, t_a, t_x)
const _tf_expm_jvp_into = Ref(C_NULL)
tf_expm_jvp_into(engine, a, x, t_a, t_x) = ccall(_fp(_tf_expm_jvp_into, :tf_expm_jvp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, x, t_a, t_x)
const _tf_eig_vjp = Ref(C_NULL)
tf_eig_vjp(engine, a, w, v, grad_w, grad_v, options, grad_a) = ccall(_fp(_tf_eig_vjp, :tf_eig_vjp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfAdOptions}, Ptr{Ptr{Cvoid}}), engine, a, w, v, grad_w, grad_v, options, grad_a)
const _tf_eig_vjp_into = Ref(C_NULL)
tf_eig_vjp_into(engine, a, w, v, grad_w, grad_v, options, grad_a) = ccall(_fp(_tf_eig_vjp_into, :tf_eig_vjp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfAdOptions}, Ptr{Cvoid}), engine, a, w, v, grad_w, grad_v, options, grad_a)
const _tf_eig_jvp = Ref(C_NULL)
tf_eig_jvp(engine, a, w, v, t_a, options, t_w, t_v) = ccall(_fp(_tf_eig_jvp, :tf_eig_jvp), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfAdOptions}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, a, w, v, t_a, options, t_w, t_v)
const _tf_eig_jvp_into = Ref(C_NULL)
tf_eig_jvp_into(engine, a, w, v, t_a, options, t_w, t_v) = ccall(_fp(_tf_eig_jvp_into, :tf_eig_jvp_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfAdOptions}, Ptr{Cvoid}, Ptr{Cvoid}), engine, a, w, v, t_a, options, t_w, t_v)
const _tf_program_create = Ref(C_NULL)
tf_program_create(out) = ccall(_fp(_tf_program_create, :tf_program_create), Int32, (Ptr{Ptr{Cvoid}},), out)
const _tf_program_release = Ref(C_NULL)
tf_program_release(program) = ccall(_fp(_tf_program_release, :tf_program_release), Cvoid, (Ptr{Cvoid},), program)
const _tf_program_input = Ref(C_NULL)
tf_program_input(program, dtype, ndim, shape, slot) = ccall(_fp(_tf_program_input, :tf_program_input), Int32, (Ptr{Cvoid}, Int32, Int32, Ptr{Int64}, Ptr{Int32}), program, dtype, ndim, shape, slot)
const _tf_program_matmul = Ref(C_NULL)
tf_program_matmul(program, a, b, slot) = ccall(_fp(_tf_program_matmul, :tf_program_matmul), Int32, (Ptr{Cvoid}, Int32, Int32, Ptr{Int32}), program, a, b, slot)
const _tf_program_matmul_acc = Ref(C_NULL)
tf_program_matmul_acc(program, op_a, a, op_b, b, alpha, beta, c, slot) = ccall(_fp(_tf_program_matmul_acc, :tf_program_matmul_acc), Int32, (Ptr{Cvoid}, Int32, Int32, Int32, Int32, TfScalar, TfScalar, Int32, Ptr{Int32}), program, op_a, a, op_b, b, alpha, beta, c, slot)
const _tf_program_reshape = Ref(C_NULL)
tf_program_reshape(program, x, ndim, shape, slot) = ccall(_fp(_tf_program_reshape, :tf_program_reshape), Int32, (Ptr{Cvoid}, Int32, Int32, Ptr{Int64}, Ptr{Int32}), program, x, ndim, shape, slot)
const _tf_program_output = Ref(C_NULL)
tf_program_output(program, slot) = ccall(_fp(_tf_program_output, :tf_program_output), Int32, (Ptr{Cvoid}, Int32), program, slot)
const _tf_program_prepare = Ref(C_NULL)
tf_program_prepare(engine, program, options, out) = ccall(_fp(_tf_program_prepare, :tf_program_prepare), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfPrepareOptions}, Ptr{Ptr{Cvoid}}), engine, program, options, out)
const _tf_prepared_release = Ref(C_NULL)
tf_prepared_release(prepared) = ccall(_fp(_tf_prepared_release, :tf_prepared_release), Cvoid, (Ptr{Cvoid},), prepared)
const _tf_program_run = Ref(C_NULL)
tf_program_run(engine, prepared, inputs, num_inputs, outputs, num_outputs) = ccall(_fp(_tf_program_run, :tf_program_run), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Csize_t, Ptr{Ptr{Cvoid}}, Csize_t), engine, prepared, inputs, num_inputs, outputs, num_outputs)
const _tf_program_run_alloc = Ref(C_NULL)
tf_program_run_alloc(engine, prepared, inputs, num_inputs, outputs, num_outputs) = ccall(_fp(_tf_program_run_alloc, :tf_program_run_alloc), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Csize_t, Ptr{Ptr{Cvoid}}, Csize_t), engine, prepared, inputs, num_inputs, outputs, num_outputs)
const _tf_prepared_get_info = Ref(C_NULL)
tf_prepared_get_info(prepared, out) = ccall(_fp(_tf_prepared_get_info, :tf_prepared_get_info), Int32, (Ptr{Cvoid}, Ptr{TfPreparedInfo}), prepared, out)
const _tf_program_unary = Ref(C_NULL)
tf_program_unary(program, op, x, slot) = ccall(_fp(_tf_program_unary, :tf_program_unary), Int32, (Ptr{Cvoid}, Int32, Int32, Ptr{Int32}), program, op, x, slot)
const _tf_program_scale = Ref(C_NULL)
tf_program_scale(program, alpha, x, slot) = ccall(_fp(_tf_program_scale, :tf_program_scale), Int32, (Ptr{Cvoid}, TfScalar, Int32, Ptr{Int32}), program, alpha, x, slot)
const _tf_program_binary = Ref(C_NULL)
tf_program_binary(program, op, x, y, slot) = ccall(_fp(_tf_program_binary, :tf_program_binary), Int32, (Ptr{Cvoid}, Int32, Int32, Int32, Ptr{Int32}), program, op, x, y, slot)
const _tf_program_axpby = Ref(C_NULL)
tf_program_axpby(program, alpha, x, beta, y, slot) = ccall(_fp(_tf_program_axpby, :tf_program_axpby), Int32, (Ptr{Cvoid}, TfScalar, Int32, TfScalar, Int32, Ptr{Int32}), program, alpha, x, beta, y, slot)
const _tf_program_reduce = Ref(C_NULL)
tf_program_reduce(program, op, x, naxes, axes, keepdims, slot) = ccall(_fp(_tf_program_reduce, :tf_program_reduce), Int32, (Ptr{Cvoid}, Int32, Int32, Int32, Ptr{Int32}, Int32, Ptr{Int32}), program, op, x, naxes, axes, keepdims, slot)
const _tf_program_cast = Ref(C_NULL)
tf_program_cast(program, x, dtype, slot) = ccall(_fp(_tf_program_cast, :tf_program_cast), Int32, (Ptr{Cvoid}, Int32, Int32, Ptr{Int32}), program, x, dtype, slot)
const _tf_program_permute = Ref(C_NULL)
tf_program_permute(program, x, perm, slot) = ccall(_fp(_tf_program_permute, :tf_program_permute), Int32, (Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Int32}), program, x, perm, slot)
const _tf_program_contiguous = Ref(C_NULL)
tf_program_contiguous(program, x, layout, slot) = ccall(_fp(_tf_program_contiguous, :tf_program_contiguous), Int32, (Ptr{Cvoid}, Int32, Int32, Ptr{Int32}), program, x, layout, slot)
const _tf_program_slice = Ref(C_NULL)
tf_program_slice(program, x, starts, stops, steps, slot) = ccall(_fp(_tf_program_slice, :tf_program_slice), Int32, (Ptr{Cvoid}, Int32, Ptr{Int64}, Ptr{Int64}, Ptr{Int64}, Ptr{Int32}), program, x, starts, stops, steps, slot)
const _tf_program_tensordot = Ref(C_NULL)
tf_program_tensordot(program, a, b, naxes, axes_a, axes_b, conj_a, conj_b, slot) = ccall(_fp(_tf_program_tensordot, :tf_program_tensordot), Int32, (Ptr{Cvoid}, Int32, Int32, Int32, Ptr{Int32}, Ptr{Int32}, Int32, Int32, Ptr{Int32}), program, a, b, naxes, axes_a, axes_b, conj_a, conj_b, slot)
const _tf_program_einsum = Ref(C_NULL)
tf_program_einsum(program, subscripts, n, operands, options, slot) = ccall(_fp(_tf_program_einsum, :tf_program_einsum), Int32, (Ptr{Cvoid}, Cstring, Int32, Ptr{Int32}, Ptr{TfEinsumOptions}, Ptr{Int32}), program, subscripts, n, operands, options, slot)
const _tf_program_einsum_labels = Ref(C_NULL)
tf_program_einsum_labels(program, n, operands, labels, out_ndim, out_labels, options, slot) = ccall(_fp(_tf_program_einsum_labels, :tf_program_einsum_labels), Int32, (Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Ptr{Int32}}, Int32, Ptr{Int32}, Ptr{TfEinsumOptions}, Ptr{Int32}), program, n, operands, labels, out_ndim, out_labels, options, slot)
const _tf_program_svd = Ref(C_NULL)
tf_program_svd(program, a, options, u, s, vh) = ccall(_fp(_tf_program_svd, :tf_program_svd), Int32, (Ptr{Cvoid}, Int32, Ptr{TfSvdOptions}, Ptr{Int32}, Ptr{Int32}, Ptr{Int32}), program, a, options, u, s, vh)
const _tf_program_qr = Ref(C_NULL)
tf_program_qr(program, a, nonneg_diag, q, r) = ccall(_fp(_tf_program_qr, :tf_program_qr), Int32, (Ptr{Cvoid}, Int32, Int32, Ptr{Int32}, Ptr{Int32}), program, a, nonneg_diag, q, r)
const _tf_program_lq = Ref(C_NULL)
tf_program_lq(program, a, nonneg_diag, l, q) = ccall(_fp(_tf_program_lq, :tf_program_lq), Int32, (Ptr{Cvoid}, Int32, Int32, Ptr{Int32}, Ptr{Int32}), program, a, nonneg_diag, l, q)
const _tf_program_eigh = Ref(C_NULL)
tf_program_eigh(program, a, w, v) = ccall(_fp(_tf_program_eigh, :tf_program_eigh), Int32, (Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Int32}), program, a, w, v)
const _tf_program_eigvalsh = Ref(C_NULL)
tf_program_eigvalsh(program, a, w) = ccall(_fp(_tf_program_eigvalsh, :tf_program_eigvalsh), Int32, (Ptr{Cvoid}, Int32, Ptr{Int32}), program, a, w)
const _tf_program_solve = Ref(C_NULL)
tf_program_solve(program, a, b, x) = ccall(_fp(_tf_program_solve, :tf_program_solve), Int32, (Ptr{Cvoid}, Int32, Int32, Ptr{Int32}), program, a, b, x)
const _tf_program_solve_triangular = Ref(C_NULL)
tf_program_solve_triangular(program, a, b, upper, op, unit_diag, x) = ccall(_fp(_tf_program_solve_triangular, :tf_program_solve_triangular), Int32, (Ptr{Cvoid}, Int32, Int32, Int32, Int32, Int32, Ptr{Int32}), program, a, b, upper, op, unit_diag, x)
const _tf_program_cholesky = Ref(C_NULL)
tf_program_cholesky(program, a, l) = ccall(_fp(_tf_program_cholesky, :tf_program_cholesky), Int32, (Ptr{Cvoid}, Int32, Ptr{Int32}), program, a, l)
const _tf_program_inv = Ref(C_NULL)
tf_program_inv(program, a, x) = ccall(_fp(_tf_program_inv, :tf_program_inv), Int32, (Ptr{Cvoid}, Int32, Ptr{Int32}), program, a, x)
const _tf_program_det = Ref(C_NULL)
tf_program_det(program, a, d) = ccall(_fp(_tf_program_det, :tf_program_det), Int32, (Ptr{Cvoid}, Int32, Ptr{Int32}), program, a, d)
const _tf_program_vjp = Ref(C_NULL)
tf_program_vjp(forward, num_outputs, outputs, num_inputs, inputs, options, out) = ccall(_fp(_tf_program_vjp, :tf_program_vjp), Int32, (Ptr{Cvoid}, Csize_t, Ptr{Int32}, Csize_t, Ptr{Int32}, Ptr{TfProgramVjpOptions}, Ptr{Ptr{Cvoid}}), forward, num_outputs, outputs, num_inputs, inputs, options, out)
const _tf_program_jvp = Ref(C_NULL)
tf_program_jvp(forward, num_inputs, inputs, out) = ccall(_fp(_tf_program_jvp, :tf_program_jvp), Int32, (Ptr{Cvoid}, Csize_t, Ptr{Int32}, Ptr{Ptr{Cvoid}}), forward, num_inputs, inputs, out)
const _tf_eigsh = Ref(C_NULL)
tf_eigsh(engine, map, params, num_params, options, w, v, info) = ccall(_fp(_tf_eigsh, :tf_eigsh), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Csize_t, Ptr{TfEigshOptions}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}, Ptr{TfKrylovInfo}), engine, map, params, num_params, options, w, v, info)
const _tf_eigsh_into = Ref(C_NULL)
tf_eigsh_into(engine, map, params, num_params, options, w, v, info) = ccall(_fp(_tf_eigsh_into, :tf_eigsh_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Csize_t, Ptr{TfEigshOptions}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfKrylovInfo}), engine, map, params, num_params, options, w, v, info)
const _tf_expm_multiply = Ref(C_NULL)
tf_expm_multiply(engine, map, params, num_params, t, v, options, out, info) = ccall(_fp(_tf_expm_multiply, :tf_expm_multiply), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Csize_t, TfScalar, Ptr{Cvoid}, Ptr{TfExpmOptions}, Ptr{Ptr{Cvoid}}, Ptr{TfKrylovInfo}), engine, map, params, num_params, t, v, options, out, info)
const _tf_expm_multiply_into = Ref(C_NULL)
tf_expm_multiply_into(engine, map, params, num_params, t, v, options, out, info) = ccall(_fp(_tf_expm_multiply_into, :tf_expm_multiply_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Csize_t, TfScalar, Ptr{Cvoid}, Ptr{TfExpmOptions}, Ptr{Cvoid}, Ptr{TfKrylovInfo}), engine, map, params, num_params, t, v, options, out, info)
const _tf_cg = Ref(C_NULL)
tf_cg(engine, map, params, num_params, b, options, x, info) = ccall(_fp(_tf_cg, :tf_cg), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Csize_t, Ptr{Cvoid}, Ptr{TfSolveOptions}, Ptr{Ptr{Cvoid}}, Ptr{TfKrylovInfo}), engine, map, params, num_params, b, options, x, info)
const _tf_cg_into = Ref(C_NULL)
tf_cg_into(engine, map, params, num_params, b, options, x, info) = ccall(_fp(_tf_cg_into, :tf_cg_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Csize_t, Ptr{Cvoid}, Ptr{TfSolveOptions}, Ptr{Cvoid}, Ptr{TfKrylovInfo}), engine, map, params, num_params, b, options, x, info)
const _tf_gmres = Ref(C_NULL)
tf_gmres(engine, map, params, num_params, b, options, x, info) = ccall(_fp(_tf_gmres, :tf_gmres), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Csize_t, Ptr{Cvoid}, Ptr{TfSolveOptions}, Ptr{Ptr{Cvoid}}, Ptr{TfKrylovInfo}), engine, map, params, num_params, b, options, x, info)
const _tf_gmres_into = Ref(C_NULL)
tf_gmres_into(engine, map, params, num_params, b, options, x, info) = ccall(_fp(_tf_gmres_into, :tf_gmres_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Csize_t, Ptr{Cvoid}, Ptr{TfSolveOptions}, Ptr{Cvoid}, Ptr{TfKrylovInfo}), engine, map, params, num_params, b, options, x, info)
const _tf_tensor_from_dlpack = Ref(C_NULL)
tf_tensor_from_dlpack(managed, out) = ccall(_fp(_tf_tensor_from_dlpack, :tf_tensor_from_dlpack), Int32, (Ptr{TfDlManagedTensor}, Ptr{Ptr{Cvoid}}), managed, out)
const _tf_tensor_from_dlpack_versioned = Ref(C_NULL)
tf_tensor_from_dlpack_versioned(managed, flags, out) = ccall(_fp(_tf_tensor_from_dlpack_versioned, :tf_tensor_from_dlpack_versioned), Int32, (Ptr{TfDlManagedTensorVersioned}, UInt32, Ptr{Ptr{Cvoid}}), managed, flags, out)
const _tf_tensor_to_dlpack = Ref(C_NULL)
tf_tensor_to_dlpack(tensor, out) = ccall(_fp(_tf_tensor_to_dlpack, :tf_tensor_to_dlpack), Int32, (Ptr{Cvoid}, Ptr{Ptr{TfDlManagedTensor}}), tensor, out)
const _tf_tensor_to_dlpack_versioned = Ref(C_NULL)
tf_tensor_to_dlpack_versioned(tensor, out) = ccall(_fp(_tf_tensor_to_dlpack_versioned, :tf_tensor_to_dlpack_versioned), Int32, (Ptr{Cvoid}, Ptr{Ptr{TfDlManagedTensorVersioned}}), tensor, out)
const _tf_symmetry_create = Ref(C_NULL)
tf_symmetry_create(nfactors, kinds, orders, out) = ccall(_fp(_tf_symmetry_create, :tf_symmetry_create), Int32, (Int32, Ptr{Int32}, Ptr{Int64}, Ptr{Ptr{Cvoid}}), nfactors, kinds, orders, out)
const _tf_symmetry_release = Ref(C_NULL)
tf_symmetry_release(sym) = ccall(_fp(_tf_symmetry_release, :tf_symmetry_release), Cvoid, (Ptr{Cvoid},), sym)
const _tf_symmetry_nfactors = Ref(C_NULL)
tf_symmetry_nfactors(sym, out) = ccall(_fp(_tf_symmetry_nfactors, :tf_symmetry_nfactors), Int32, (Ptr{Cvoid}, Ptr{Int32}), sym, out)
const _tf_leg_create = Ref(C_NULL)
tf_leg_create(sym, dir, nsectors, charges, dims, out) = ccall(_fp(_tf_leg_create, :tf_leg_create), Int32, (Ptr{Cvoid}, Int32, Int32, Ptr{Int64}, Ptr{Int64}, Ptr{Ptr{Cvoid}}), sym, dir, nsectors, charges, dims, out)
const _tf_leg_release = Ref(C_NULL)
tf_leg_release(leg) = ccall(_fp(_tf_leg_release, :tf_leg_release), Cvoid, (Ptr{Cvoid},), leg)
const _tf_leg_dir_of = Ref(C_NULL)
tf_leg_dir_of(leg, out) = ccall(_fp(_tf_leg_dir_of, :tf_leg_dir_of), Int32, (Ptr{Cvoid}, Ptr{Int32}), leg, out)
const _tf_leg_nsectors = Ref(C_NULL)
tf_leg_nsectors(leg, out) = ccall(_fp(_tf_leg_nsectors, :tf_leg_nsectors), Int32, (Ptr{Cvoid}, Ptr{Int32}), leg, out)
const _tf_leg_dim = Ref(C_NULL)
tf_leg_dim(leg, out) = ccall(_fp(_tf_leg_dim, :tf_leg_dim), Int32, (Ptr{Cvoid}, Ptr{Int64}), leg, out)
const _tf_leg_charges = Ref(C_NULL)
tf_leg_charges(leg, out) = ccall(_fp(_tf_leg_charges, :tf_leg_charges), Int32, (Ptr{Cvoid}, Ptr{Int64}), leg, out)
const _tf_leg_dims = Ref(C_NULL)
tf_leg_dims(leg, out) = ccall(_fp(_tf_leg_dims, :tf_leg_dims), Int32, (Ptr{Cvoid}, Ptr{Int64}), leg, out)
const _tf_bsparse_zeros = Ref(C_NULL)
tf_bsparse_zeros(engine, dtype, nlegs, legs, flux, out) = ccall(_fp(_tf_bsparse_zeros, :tf_bsparse_zeros), Int32, (Ptr{Cvoid}, Int32, Int32, Ptr{Ptr{Cvoid}}, Ptr{Int64}, Ptr{Ptr{Cvoid}}), engine, dtype, nlegs, legs, flux, out)
const _tf_bsparse_random = Ref(C_NULL)
tf_bsparse_random(engine, dtype, nlegs, legs, flux, seed, out) = ccall(_fp(_tf_bsparse_random, :tf_bsparse_random), Int32, (Ptr{Cvoid}, Int32, Int32, Ptr{Ptr{Cvoid}}, Ptr{Int64}, UInt64, Ptr{Ptr{Cvoid}}), engine, dtype, nlegs, legs, flux, seed, out)
const _tf_bsparse_wrap = Ref(C_NULL)
tf_bsparse_wrap(dtype, nlegs, legs, flux, data, bytes, out) = ccall(_fp(_tf_bsparse_wrap, :tf_bsparse_wrap), Int32, (Int32, Int32, Ptr{Ptr{Cvoid}}, Ptr{Int64}, Ptr{Cvoid}, Csize_t, Ptr{Ptr{Cvoid}}), dtype, nlegs, legs, flux, data, bytes, out)
const _tf_bsparse_release = Ref(C_NULL)
tf_bsparse_release(t) = ccall(_fp(_tf_bsparse_release, :tf_bsparse_release), Cvoid, (Ptr{Cvoid},), t)
const _tf_bsparse_dtype = Ref(C_NULL)
tf_bsparse_dtype(t, out) = ccall(_fp(_tf_bsparse_dtype, :tf_bsparse_dtype), Int32, (Ptr{Cvoid}, Ptr{Int32}), t, out)
const _tf_bsparse_nlegs = Ref(C_NULL)
tf_bsparse_nlegs(t, out) = ccall(_fp(_tf_bsparse_nlegs, :tf_bsparse_nlegs), Int32, (Ptr{Cvoid}, Ptr{Int32}), t, out)
const _tf_bsparse_leg = Ref(C_NULL)
tf_bsparse_leg(t, i, out) = ccall(_fp(_tf_bsparse_leg, :tf_bsparse_leg), Int32, (Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}), t, i, out)
const _tf_bsparse_flux = Ref(C_NULL)
tf_bsparse_flux(t, out) = ccall(_fp(_tf_bsparse_flux, :tf_bsparse_flux), Int32, (Ptr{Cvoid}, Ptr{Int64}), t, out)
const _tf_bsparse_nblocks = Ref(C_NULL)
tf_bsparse_nblocks(t, out) = ccall(_fp(_tf_bsparse_nblocks, :tf_bsparse_nblocks), Int32, (Ptr{Cvoid}, Ptr{Int64}), t, out)
const _tf_bsparse_numel = Ref(C_NULL)
tf_bsparse_numel(t, out) = ccall(_fp(_tf_bsparse_numel, :tf_bsparse_numel), Int32, (Ptr{Cvoid}, Ptr{Int64}), t, out)
const _tf_bsparse_block_sectors = Ref(C_NULL)
tf_bsparse_block_sectors(t, b, out) = ccall(_fp(_tf_bsparse_block_sectors, :tf_bsparse_block_sectors), Int32, (Ptr{Cvoid}, Int64, Ptr{Int32}), t, b, out)
const _tf_bsparse_block_charges = Ref(C_NULL)
tf_bsparse_block_charges(t, b, out) = ccall(_fp(_tf_bsparse_block_charges, :tf_bsparse_block_charges), Int32, (Ptr{Cvoid}, Int64, Ptr{Int64}), t, b, out)
const _tf_bsparse_block_offset = Ref(C_NULL)
tf_bsparse_block_offset(t, b, out) = ccall(_fp(_tf_bsparse_block_offset, :tf_bsparse_block_offset), Int32, (Ptr{Cvoid}, Int64, Ptr{Int64}), t, b, out)
const _tf_bsparse_block_find = Ref(C_NULL)
tf_bsparse_block_find(t, charges, out) = ccall(_fp(_tf_bsparse_block_find, :tf_bsparse_block_find), Int32, (Ptr{Cvoid}, Ptr{Int64}, Ptr{Int64}), t, charges, out)
const _tf_bsparse_block_view = Ref(C_NULL)
tf_bsparse_block_view(t, b, out) = ccall(_fp(_tf_bsparse_block_view, :tf_bsparse_block_view), Int32, (Ptr{Cvoid}, Int64, Ptr{Ptr{Cvoid}}), t, b, out)
const _tf_bsparse_to_dense = Ref(C_NULL)
tf_bsparse_to_dense(engine, t, out) = ccall(_fp(_tf_bsparse_to_dense, :tf_bsparse_to_dense), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, t, out)
const _tf_bsparse_to_dense_into = Ref(C_NULL)
tf_bsparse_to_dense_into(engine, t, dense) = ccall(_fp(_tf_bsparse_to_dense_into, :tf_bsparse_to_dense_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, t, dense)
const _tf_bsparse_from_dense = Ref(C_NULL)
tf_bsparse_from_dense(engine, dense, nlegs, legs, flux, tol, out) = ccall(_fp(_tf_bsparse_from_dense, :tf_bsparse_from_dense), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}, Ptr{Int64}, Float64, Ptr{Ptr{Cvoid}}), engine, dense, nlegs, legs, flux, tol, out)
const _tf_bsparse_from_dense_into = Ref(C_NULL)
tf_bsparse_from_dense_into(engine, dense, tol, out) = ccall(_fp(_tf_bsparse_from_dense_into, :tf_bsparse_from_dense_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Float64, Ptr{Cvoid}), engine, dense, tol, out)
const _tf_bsparse_permute = Ref(C_NULL)
tf_bsparse_permute(engine, x, perm, out) = ccall(_fp(_tf_bsparse_permute, :tf_bsparse_permute), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int32}, Ptr{Ptr{Cvoid}}), engine, x, perm, out)
const _tf_bsparse_permute_into = Ref(C_NULL)
tf_bsparse_permute_into(engine, x, perm, out) = ccall(_fp(_tf_bsparse_permute_into, :tf_bsparse_permute_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Int32}, Ptr{Cvoid}), engine, x, perm, out)
const _tf_bsparse_flip = Ref(C_NULL)
tf_bsparse_flip(engine, x, leg, out) = ccall(_fp(_tf_bsparse_flip, :tf_bsparse_flip), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Ptr{Cvoid}}), engine, x, leg, out)
const _tf_bsparse_flip_into = Ref(C_NULL)
tf_bsparse_flip_into(engine, x, leg, out) = ccall(_fp(_tf_bsparse_flip_into, :tf_bsparse_flip_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Cvoid}), engine, x, leg, out)
const _tf_bsparse_conj = Ref(C_NULL)
tf_bsparse_conj(engine, x, out) = ccall(_fp(_tf_bsparse_conj, :tf_bsparse_conj), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, x, out)
const _tf_bsparse_conj_into = Ref(C_NULL)
tf_bsparse_conj_into(engine, x, out) = ccall(_fp(_tf_bsparse_conj_into, :tf_bsparse_conj_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, out)
const _tf_bsparse_scale = Ref(C_NULL)
tf_bsparse_scale(engine, alpha, x, out) = ccall(_fp(_tf_bsparse_scale, :tf_bsparse_scale), Int32, (Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, alpha, x, out)
const _tf_bsparse_scale_into = Ref(C_NULL)
tf_bsparse_scale_into(engine, alpha, x, out) = ccall(_fp(_tf_bsparse_scale_into, :tf_bsparse_scale_into), Int32, (Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, Ptr{Cvoid}), engine, alpha, x, out)
const _tf_bsparse_axpby = Ref(C_NULL)
tf_bsparse_axpby(engine, alpha, x, beta, y, out) = ccall(_fp(_tf_bsparse_axpby, :tf_bsparse_axpby), Int32, (Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}), engine, alpha, x, beta, y, out)
const _tf_bsparse_axpby_into = Ref(C_NULL)
tf_bsparse_axpby_into(engine, alpha, x, beta, y, out) = ccall(_fp(_tf_bsparse_axpby_into, :tf_bsparse_axpby_into), Int32, (Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, TfScalar, Ptr{Cvoid}, Ptr{Cvoid}), engine, alpha, x, beta, y, out)
const _tf_bsparse_dot = Ref(C_NULL)
tf_bsparse_dot(engine, x, y, conj_x, out) = ccall(_fp(_tf_bsparse_dot, :tf_bsparse_dot), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{TfScalar}), engine, x, y, conj_x, out)
const _tf_bsparse_norm = Ref(C_NULL)
tf_bsparse_norm(engine, x, out) = ccall(_fp(_tf_bsparse_norm, :tf_bsparse_norm), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Float64}), engine, x, out)
const _tf_bsparse_tensordot = Ref(C_NULL)
tf_bsparse_tensordot(engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, out) = ccall(_fp(_tf_bsparse_tensordot, :tf_bsparse_tensordot), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Int32}, Int32, Int32, Ptr{Ptr{Cvoid}}), engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, out)
const _tf_bsparse_tensordot_into = Ref(C_NULL)
tf_bsparse_tensordot_into(engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, out) = ccall(_fp(_tf_bsparse_tensordot_into, :tf_bsparse_tensordot_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Int32}, Int32, Int32, Ptr{Cvoid}), engine, a, b, naxes, axes_a, axes_b, conj_a, conj_b, out)
const _tf_bsparse_svd = Ref(C_NULL)
tf_bsparse_svd(engine, x, n_left, left_axes, options, u, s, vh, info) = ccall(_fp(_tf_bsparse_svd, :tf_bsparse_svd), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{TfBsparseSvdOptions}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}, Ptr{TfSvdInfo}), engine, x, n_left, left_axes, options, u, s, vh, info)
const _tf_bsparse_svd_into = Ref(C_NULL)
tf_bsparse_svd_into(engine, x, n_left, left_axes, options, u, s, vh, info) = ccall(_fp(_tf_bsparse_svd_into, :tf_bsparse_svd_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{TfBsparseSvdOptions}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{TfSvdInfo}), engine, x, n_left, left_axes, options, u, s, vh, info)
const _tf_bsparse_qr = Ref(C_NULL)
tf_bsparse_qr(engine, x, n_left, left_axes, q, r) = ccall(_fp(_tf_bsparse_qr, :tf_bsparse_qr), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Ptr{Cvoid}}, Ptr{Ptr{Cvoid}}), engine, x, n_left, left_axes, q, r)
const _tf_bsparse_qr_into = Ref(C_NULL)
tf_bsparse_qr_into(engine, x, n_left, left_axes, q, r) = ccall(_fp(_tf_bsparse_qr_into, :tf_bsparse_qr_into), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Int32, Ptr{Int32}, Ptr{Cvoid}, Ptr{Cvoid}), engine, x, n_left, left_axes, q, r)

export TF_OK, TF_ERR_INVALID_ARGUMENT, TF_ERR_SHAPE_MISMATCH, TF_ERR_DTYPE_MISMATCH, TF_ERR_OUT_OF_MEMORY, TF_ERR_UNSUPPORTED
export TF_ERR_NUMERICAL, TF_ERR_INTERNAL, TF_DL_CPU, TF_DL_CUDA_HOST, TF_DL_ROCM_HOST, TF_DL_FLOAT
export TF_DL_COMPLEX, TF_DLPACK_IMPORT_READ_ONLY, TENFERRO_VERSION_MAJOR, TENFERRO_VERSION_MINOR, TENFERRO_VERSION_PATCH, TF_MAX_RANK
export TF_DYNAMIC, TF_DLPACK_VERSION_MAJOR, TF_DLPACK_VERSION_MINOR, TF_SYMMETRY_MAX_FACTORS, TF_DL_FLAG_READ_ONLY, TF_DL_FLAG_IS_COPIED
export TF_F32, TF_F64, TF_C64, TF_C128, TF_ROW_MAJOR, TF_COL_MAJOR
export TF_OP_N, TF_OP_T, TF_OP_C, TF_ENGINE_SERIAL, TF_ENGINE_POOLED, TF_UNARY_NEG
export TF_UNARY_CONJ, TF_UNARY_ABS, TF_UNARY_REAL, TF_UNARY_IMAG, TF_UNARY_EXP, TF_UNARY_LOG
export TF_UNARY_SQRT, TF_UNARY_SIN, TF_UNARY_COS, TF_UNARY_TANH, TF_UNARY_RECIPROCAL, TF_UNARY_EXPM1
export TF_UNARY_LOG1P, TF_UNARY_SIGMOID, TF_UNARY_SIGN, TF_BINARY_ADD, TF_BINARY_SUB, TF_BINARY_MUL
export TF_BINARY_DIV, TF_BINARY_MAX, TF_BINARY_MIN, TF_BINARY_POW, TF_BINARY_ATAN2, TF_REDUCE_SUM
export TF_REDUCE_PROD, TF_REDUCE_MEAN, TF_REDUCE_MAX, TF_REDUCE_MIN, TF_REDUCE_FROBENIUS, TF_COMPARE_EQ
export TF_COMPARE_NE, TF_COMPARE_LT, TF_COMPARE_LE, TF_COMPARE_GT, TF_COMPARE_GE, TF_SEMIRING_STANDARD
export TF_SEMIRING_MAX_PLUS, TF_SEMIRING_MIN_PLUS, TF_SEMIRING_MAX_TIMES, TF_EINSUM_OPT_DEFAULT, TF_EINSUM_OPT_GREEDY, TF_EINSUM_OPT_EXACT
export TF_EINSUM_OPT_RANDOM_GREEDY, TF_EINSUM_OPT_ANNEAL, TF_EINSUM_OPT_BISECT, TF_EINSUM_OBJECTIVE_FLOPS, TF_EINSUM_OBJECTIVE_SIZE, TF_EINSUM_OBJECTIVE_MIX
export TF_NORM_FRO, TF_NORM_NUC, TF_NORM_2, TF_PROGRAM_DRIVER_AUTO, TF_PROGRAM_DRIVER_IMMEDIATE, TF_PROGRAM_DRIVER_GRAPH
export TF_EIGSH_LOWEST, TF_EIGSH_HIGHEST, TF_SYMMETRY_U1, TF_SYMMETRY_ZN, TF_LEG_IN, TF_LEG_OUT
export TfScalar, TfPlanCacheOptions, TfEngineOptions, TfEngineStats, TfEinsumOptions, TfEinsumPathInfo
export TfSvdOptions, TfSvdInfo, TfAdOptions, TfPrepareOptions, TfPreparedInfo, TfProgramVjpOptions
export TfEigshOptions, TfKrylovInfo, TfExpmOptions, TfSolveOptions, TfDlDevice, TfDlDataType
export TfDlTensor, TfDlManagedTensor, TfDlPackVersion, TfDlManagedTensorVersioned, TfBsparseSvdOptions, tf_version
export tf_version_string, tf_last_error, tf_last_error_copy, tf_status_name, tf_plan_cache_create, tf_plan_cache_release
export tf_plan_cache_clear, tf_plan_cache_size, tf_engine_create_serial, tf_engine_create_pooled, tf_engine_create, tf_engine_destroy
export tf_engine_num_threads, tf_engine_get_stats, tf_engine_reset_stats, tf_engine_trim, tf_tensor_wrap, tf_tensor_rebind
export tf_tensor_empty, tf_tensor_zeros, tf_tensor_from_data, tf_tensor_read, tf_tensor_release, tf_tensor_dtype
export tf_tensor_ndim, tf_tensor_shape, tf_tensor_strides, tf_tensor_numel, tf_tensor_data, tf_dtype_size
export tf_matmul, tf_matmul_into, tf_matmul_acc, tf_unary, tf_unary_into, tf_scale
export tf_scale_into, tf_binary, tf_binary_into, tf_add, tf_add_into, tf_mul
export tf_mul_into, tf_axpby, tf_axpby_into, tf_reduce, tf_reduce_into, tf_dot
export tf_vdot, tf_permute_view, tf_permute, tf_permute_into, tf_reshape_view, tf_reshape
export tf_contiguous, tf_copy_into, tf_slice_view, tf_cast, tf_cast_into, tf_concatenate
export tf_concatenate_into, tf_stack, tf_stack_into, tf_pad, tf_pad_into, tf_diagonal
export tf_diagonal_into, tf_diagonal_view, tf_diag_embed, tf_diag_embed_into, tf_trace, tf_trace_into
export tf_flip, tf_flip_into, tf_roll, tf_roll_into, tf_tril, tf_tril_into
export tf_triu, tf_triu_into, tf_broadcast_to_view, tf_broadcast_to, tf_broadcast_to_into, tf_compare
export tf_compare_into, tf_where, tf_where_into, tf_index_select, tf_index_select_into, tf_scatter_add
export tf_scatter_add_into, tf_cumsum, tf_cumsum_into, tf_cumprod, tf_cumprod_into, tf_argmax
export tf_argmin, tf_sort, tf_sort_into, tf_topk, tf_topk_into, tf_tensordot
export tf_tensordot_into, tf_tensordot_acc, tf_einsum, tf_einsum_into, tf_einsum_acc, tf_einsum_labels
export tf_einsum_labels_into, tf_einsum_labels_acc, tf_einsum_path_create, tf_einsum_labels_path_create, tf_einsum_path_release, tf_einsum_path_info_get
export tf_einsum_path_pairs, tf_einsum_path_sliced, tf_einsum_path_write, tf_einsum_path_read, tf_matmul_semiring, tf_matmul_semiring_into
export tf_matmul_semiring_acc, tf_matmul_semiring_argmax, tf_matmul_semiring_vjp, tf_tensordot_semiring, tf_tensordot_semiring_into, tf_tensordot_semiring_acc
export tf_einsum_semiring_argmax, tf_einsum_labels_semiring_argmax, tf_svd, tf_svd_into, tf_svd_split, tf_svd_split_into
export tf_qr, tf_qr_into, tf_lq, tf_lq_into, tf_eigh, tf_eigh_into
export tf_eigvalsh, tf_eigvalsh_into, tf_solve, tf_solve_into, tf_solve_triangular, tf_solve_triangular_into
export tf_cholesky, tf_cholesky_into, tf_lu, tf_lu_into, tf_lu_solve, tf_lu_solve_into
export tf_det, tf_det_into, tf_slogdet, tf_slogdet_into, tf_inv, tf_inv_into
export tf_lstsq, tf_lstsq_into, tf_pinv, tf_pinv_into, tf_matrix_norm, tf_matrix_norm_into
export tf_expm, tf_expm_into, tf_eig, tf_eig_into, tf_eigvals, tf_eigvals_into
export tf_einsum_vjp, tf_einsum_vjp_into, tf_einsum_jvp, tf_einsum_jvp_into, tf_einsum_labels_vjp, tf_einsum_labels_vjp_into
export tf_einsum_labels_jvp, tf_einsum_labels_jvp_into, tf_tensordot_vjp, tf_tensordot_vjp_into, tf_tensordot_jvp, tf_tensordot_jvp_into
export tf_matmul_vjp, tf_matmul_vjp_into, tf_matmul_jvp, tf_matmul_jvp_into, tf_unary_vjp, tf_unary_vjp_into
export tf_unary_jvp, tf_unary_jvp_into, tf_scale_vjp, tf_scale_vjp_into, tf_scale_jvp, tf_scale_jvp_into
export tf_binary_vjp, tf_binary_vjp_into, tf_binary_jvp, tf_binary_jvp_into, tf_axpby_vjp, tf_axpby_vjp_into
export tf_axpby_jvp, tf_axpby_jvp_into, tf_cast_vjp, tf_cast_vjp_into, tf_cast_jvp, tf_cast_jvp_into
export tf_reduce_vjp, tf_reduce_vjp_into, tf_reduce_jvp, tf_reduce_jvp_into, tf_dot_vjp, tf_dot_vjp_into
export tf_vdot_vjp, tf_vdot_vjp_into, tf_dot_jvp, tf_vdot_jvp, tf_permute_vjp, tf_permute_vjp_into
export tf_reshape_vjp, tf_reshape_vjp_into, tf_slice_vjp, tf_slice_vjp_into, tf_contiguous_vjp, tf_contiguous_vjp_into
export tf_concatenate_vjp, tf_concatenate_vjp_into, tf_stack_vjp, tf_stack_vjp_into, tf_pad_vjp, tf_pad_vjp_into
export tf_diagonal_vjp, tf_diagonal_vjp_into, tf_diag_embed_vjp, tf_diag_embed_vjp_into, tf_trace_vjp, tf_trace_vjp_into
export tf_flip_vjp, tf_flip_vjp_into, tf_roll_vjp, tf_roll_vjp_into, tf_tril_vjp, tf_tril_vjp_into
export tf_triu_vjp, tf_triu_vjp_into, tf_broadcast_to_vjp, tf_broadcast_to_vjp_into, tf_where_vjp, tf_where_vjp_into
export tf_index_select_vjp, tf_index_select_vjp_into, tf_scatter_add_vjp, tf_scatter_add_vjp_into, tf_cumsum_vjp, tf_cumsum_vjp_into
export tf_cumprod_vjp, tf_cumprod_vjp_into, tf_topk_vjp, tf_topk_vjp_into, tf_svd_vjp, tf_svd_vjp_into
export tf_svd_jvp, tf_svd_jvp_into, tf_qr_vjp, tf_qr_vjp_into, tf_qr_jvp, tf_qr_jvp_into
export tf_lq_vjp, tf_lq_vjp_into, tf_lq_jvp, tf_lq_jvp_into, tf_eigh_vjp, tf_eigh_vjp_into
export tf_eigh_jvp, tf_eigh_jvp_into, tf_eigvalsh_vjp, tf_eigvalsh_vjp_into, tf_eigvalsh_jvp, tf_eigvalsh_jvp_into
export tf_solve_vjp, tf_solve_vjp_into, tf_solve_jvp, tf_solve_jvp_into, tf_solve_triangular_vjp, tf_solve_triangular_vjp_into
export tf_solve_triangular_jvp, tf_solve_triangular_jvp_into, tf_cholesky_vjp, tf_cholesky_vjp_into, tf_cholesky_jvp, tf_cholesky_jvp_into
export tf_lu_vjp, tf_lu_vjp_into, tf_lu_jvp, tf_lu_jvp_into, tf_inv_vjp, tf_inv_vjp_into
export tf_inv_jvp, tf_inv_jvp_into, tf_det_vjp, tf_det_vjp_into, tf_det_jvp, tf_det_jvp_into
export tf_slogdet_vjp, tf_slogdet_vjp_into, tf_slogdet_jvp, tf_slogdet_jvp_into, tf_pinv_vjp, tf_pinv_vjp_into
export tf_pinv_jvp, tf_pinv_jvp_into, tf_lstsq_vjp, tf_lstsq_vjp_into, tf_lstsq_jvp, tf_lstsq_jvp_into
export tf_matrix_norm_vjp, tf_matrix_norm_vjp_into, tf_matrix_norm_jvp, tf_matrix_norm_jvp_into, tf_expm_vjp, tf_expm_vjp_into
export tf_expm_jvp, tf_expm_jvp_into, tf_eig_vjp, tf_eig_vjp_into, tf_eig_jvp, tf_eig_jvp_into
export tf_program_create, tf_program_release, tf_program_input, tf_program_matmul, tf_program_matmul_acc, tf_program_reshape
export tf_program_output, tf_program_prepare, tf_prepared_release, tf_program_run, tf_program_run_alloc, tf_prepared_get_info
export tf_program_unary, tf_program_scale, tf_program_binary, tf_program_axpby, tf_program_reduce, tf_program_cast
export tf_program_permute, tf_program_contiguous, tf_program_slice, tf_program_tensordot, tf_program_einsum, tf_program_einsum_labels
export tf_program_svd, tf_program_qr, tf_program_lq, tf_program_eigh, tf_program_eigvalsh, tf_program_solve
export tf_program_solve_triangular, tf_program_cholesky, tf_program_inv, tf_program_det, tf_program_vjp, tf_program_jvp
export tf_eigsh, tf_eigsh_into, tf_expm_multiply, tf_expm_multiply_into, tf_cg, tf_cg_into
export tf_gmres, tf_gmres_into, tf_tensor_from_dlpack, tf_tensor_from_dlpack_versioned, tf_tensor_to_dlpack, tf_tensor_to_dlpack_versioned
export tf_symmetry_create, tf_symmetry_release, tf_symmetry_nfactors, tf_leg_create, tf_leg_release, tf_leg_dir_of
export tf_leg_nsectors, tf_leg_dim, tf_leg_charges, tf_leg_dims, tf_bsparse_zeros, tf_bsparse_random
export tf_bsparse_wrap, tf_bsparse_release, tf_bsparse_dtype, tf_bsparse_nlegs, tf_bsparse_leg, tf_bsparse_flux
export tf_bsparse_nblocks, tf_bsparse_numel, tf_bsparse_block_sectors, tf_bsparse_block_charges, tf_bsparse_block_offset, tf_bsparse_block_find
export tf_bsparse_block_view, tf_bsparse_to_dense, tf_bsparse_to_dense_into, tf_bsparse_from_dense, tf_bsparse_from_dense_into, tf_bsparse_permute
export tf_bsparse_permute_into, tf_bsparse_flip, tf_bsparse_flip_into, tf_bsparse_conj, tf_bsparse_conj_into, tf_bsparse_scale
export tf_bsparse_scale_into, tf_bsparse_axpby, tf_bsparse_axpby_into, tf_bsparse_dot, tf_bsparse_norm, tf_bsparse_tensordot
export tf_bsparse_tensordot_into, tf_bsparse_svd, tf_bsparse_svd_into, tf_bsparse_qr, tf_bsparse_qr_into

end # module LibTenferro
