# Tenferro.jl -- Julia bindings of the tenferro C API through ccall.
#
# NOT RUN HERE: Julia cannot be installed on the machines that build
# tenferro, so this file is checked mechanically instead: ctest
# interop_bindings_check (tests/interop/check_bindings.py) verifies that
# every ccall names a function of include/tenferro.h with the same number
# of arguments and compatible argument and return types.
#
#   ENV["TENFERRO_LIBRARY"] = "/path/to/libtenferro.so.1"  # before loading
#   include("Tenferro.jl"); using .Tenferro
#   e = Engine()
#   C = matmul(e, rand(3, 4), rand(4, 5))     # a Julia Matrix (copied out)
#   matmul!(e, C, A, B)                       # zero-copy, overwrites C
module Tenferro

export Engine, Tensor, TenferroError, matmul, matmul!, wrap, release!

const libtenferro = get(ENV, "TENFERRO_LIBRARY", "libtenferro.so.1")

const TF_F32, TF_F64, TF_C64, TF_C128 = Int32(0), Int32(1), Int32(2), Int32(3)
const TF_ROW_MAJOR, TF_COL_MAJOR = Int32(0), Int32(1)

dtype(::Type{Float32}) = TF_F32
dtype(::Type{Float64}) = TF_F64
dtype(::Type{ComplexF32}) = TF_C64
dtype(::Type{ComplexF64}) = TF_C128
const ELTYPES = Dict(TF_F32 => Float32, TF_F64 => Float64, TF_C64 => ComplexF32,
                     TF_C128 => ComplexF64)

struct TenferroError <: Exception
    status::Int32
    name::String
    message::String
end
Base.showerror(io::IO, e::TenferroError) = print(io, e.name, ": ", e.message)

# Read the thread-local message right after the failing call (no yield in
# between, so the task is still on the same thread).
function check(st::Int32)
    st == 0 && return nothing
    name = unsafe_string(ccall((:tf_status_name, libtenferro), Cstring, (Int32,), st))
    msg = unsafe_string(ccall((:tf_last_error, libtenferro), Cstring, ()))
    throw(TenferroError(st, name, msg))
end

version() = unsafe_string(ccall((:tf_version_string, libtenferro), Cstring, ()))

# An engine: one task at a time. Destroyed by close or by the finalizer.
mutable struct Engine
    ptr::Ptr{Cvoid}
    function Engine(; threads::Union{Nothing,Integer}=nothing)
        out = Ref{Ptr{Cvoid}}(C_NULL)
        if threads === nothing
            check(ccall((:tf_engine_create_serial, libtenferro), Int32, (Ref{Ptr{Cvoid}},), out))
        else
            check(ccall((:tf_engine_create_pooled, libtenferro), Int32,
                        (Int32, Ref{Ptr{Cvoid}}), threads, out))
        end
        e = new(out[])
        finalizer(close, e)
    end
end

function Base.close(e::Engine)
    if e.ptr != C_NULL
        ccall((:tf_engine_destroy, libtenferro), Cvoid, (Ptr{Cvoid},), e.ptr)
        e.ptr = C_NULL
    end
    nothing
end

function num_threads(e::Engine)
    n = Ref{Int32}(0)
    check(ccall((:tf_engine_num_threads, libtenferro), Int32, (Ptr{Cvoid}, Ref{Int32}),
                e.ptr, n))
    Int(n[])
end

# A tensor handle. `parent` keeps a wrapped Julia array alive (zero copy).
mutable struct Tensor
    ptr::Ptr{Cvoid}
    parent::Any
    function Tensor(ptr::Ptr{Cvoid}, parent=nothing)
        t = new(ptr, parent)
        finalizer(release!, t)
    end
end

function release!(t::Tensor)
    if t.ptr != C_NULL
        ccall((:tf_tensor_release, libtenferro), Cvoid, (Ptr{Cvoid},), t.ptr)
        t.ptr = C_NULL
    end
    t.parent = nothing
    nothing
end

# Zero-copy view of a strided Julia array (column-major, views, transposes
# of arrays with positive strides). Julia's GC does not move arrays; the
# Tensor keeps A reachable.
function wrap(A::StridedArray{T}) where {T<:Union{Float32,Float64,ComplexF32,ComplexF64}}
    shape = Int64[size(A)...]
    st = Int64[strides(A)...]
    any(<(0), st) && throw(ArgumentError("A: negative strides are not supported"))
    out = Ref{Ptr{Cvoid}}(C_NULL)
    GC.@preserve A check(ccall((:tf_tensor_wrap, libtenferro), Int32,
        (Int32, Int32, Ptr{Int64}, Ptr{Int64}, Ptr{Cvoid}, Ref{Ptr{Cvoid}}),
        dtype(T), length(shape), shape, st, pointer(A), out))
    Tensor(out[], A)
end
wrap(t::Tensor) = t

function Base.size(t::Tensor)
    n = Ref{Int32}(0)
    check(ccall((:tf_tensor_ndim, libtenferro), Int32, (Ptr{Cvoid}, Ref{Int32}), t.ptr, n))
    shape = zeros(Int64, max(n[], 1))
    check(ccall((:tf_tensor_shape, libtenferro), Int32, (Ptr{Cvoid}, Ptr{Int64}), t.ptr, shape))
    Tuple(Int.(shape[1:n[]]))
end

function Base.eltype(t::Tensor)
    d = Ref{Int32}(0)
    check(ccall((:tf_tensor_dtype, libtenferro), Int32, (Ptr{Cvoid}, Ref{Int32}), t.ptr, d))
    ELTYPES[d[]]
end

# A copy as a Julia Array (column-major).
function Base.Array(t::Tensor)
    A = Array{eltype(t)}(undef, size(t))
    check(ccall((:tf_tensor_read, libtenferro), Int32, (Ptr{Cvoid}, Int32, Ptr{Cvoid}, Csize_t),
                t.ptr, TF_COL_MAJOR, A, sizeof(A)))
    A
end

# C = A * B (tenferro's matmul over the last two axes; for matrices the
# ordinary product). Returns a Julia Array.
function matmul(e::Engine, A, B)
    a, b = wrap(A), wrap(B)
    out = Ref{Ptr{Cvoid}}(C_NULL)
    check(ccall((:tf_matmul, libtenferro), Int32,
                (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ref{Ptr{Cvoid}}), e.ptr, a.ptr, b.ptr, out))
    c = Tensor(out[])
    try
        return Array(c)
    finally
        release!(c)
    end
end

# C .= A * B in place, zero copy, no allocation in tenferro.
function matmul!(e::Engine, C::StridedArray, A, B)
    a, b, c = wrap(A), wrap(B), wrap(C)
    check(ccall((:tf_matmul_into, libtenferro), Int32, (Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}, Ptr{Cvoid}),
                e.ptr, a.ptr, b.ptr, c.ptr))
    C
end

end # module
