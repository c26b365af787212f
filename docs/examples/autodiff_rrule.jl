# autodiff_rrule.jl -- a ChainRulesCore.rrule for tenferro's einsum, so
# that Zygote (or any ChainRules-based AD) differentiates through it.
#
# NOT RUN HERE (Julia is not installable on the build machines): ctest
# autodiff_julia_bindings_check runs tests/interop/check_bindings.py on this
# file, which checks every ccall below against include/tenferro.h (name,
# argument count, argument kinds).
#
# Complex convention: ChainRules' cotangent of a complex z for a real loss
# is dL/dRe z + i dL/dIm z, the same as tenferro's: no conjugation is
# needed between the two (a JAX custom_vjp would conjugate, see
# docs/autodiff.md).
#
#   include("../../examples/julia/Tenferro.jl"); using .Tenferro
#   include("autodiff_rrule.jl")
#   e = Engine()
#   y, back = rrule(tf_einsum_jl, e, "ij,jk->ik", (size(A, 1), size(B, 2)), A, B)
#   _, _, _, _, dA, dB = back(ones(ComplexF64, size(y)))
using ChainRulesCore
using .Tenferro: Engine, wrap, check, libtenferro, dtype

# y = einsum(subscripts, xs...) into a new Julia array of shape `outsize`
# (the caller knows it: the labels of the output in the subscripts).
function tf_einsum_jl(e::Engine, subscripts::String, outsize::Dims, xs::Array...)
    T = eltype(first(xs))
    y = Array{T}(undef, outsize)
    ts = [wrap(x) for x in xs]
    ty = wrap(y)
    ptrs = [t.ptr for t in ts]
    GC.@preserve ts ty xs y check(ccall((:tf_einsum_into, libtenferro), Int32,
        (Ptr{Cvoid}, Cstring, Int32, Ptr{Ptr{Cvoid}}, Ptr{Cvoid}, Ptr{Cvoid}),
        e.ptr, subscripts, length(xs), ptrs, C_NULL, ty.ptr))
    y
end

function ChainRulesCore.rrule(::typeof(tf_einsum_jl), e::Engine, subscripts::String,
                              outsize::Dims, xs::Array...)
    y = tf_einsum_jl(e, subscripts, outsize, xs...)
    function einsum_pullback(ȳ)
        ȳa = unthunk(ȳ)
        ȳc = ȳa isa Array ? ȳa : collect(ȳa)
        # One cotangent per operand, written by tenferro into Julia arrays
        # (column-major: the rule takes any strides).
        dxs = [similar(x) for x in xs]
        ts = [wrap(x) for x in xs]
        tds = [wrap(d) for d in dxs]
        tc = wrap(ȳc)
        ptrs = [t.ptr for t in ts]
        dptrs = [t.ptr for t in tds]
        GC.@preserve ts tds tc xs dxs ȳc check(ccall((:tf_einsum_vjp_into, libtenferro), Int32,
            (Ptr{Cvoid}, Cstring, Int32, Ptr{Ptr{Cvoid}}, Ptr{Cvoid}, Ptr{Cvoid},
             Ptr{Ptr{Cvoid}}),
            e.ptr, subscripts, length(xs), ptrs, C_NULL, tc.ptr, dptrs))
        return (NoTangent(), NoTangent(), NoTangent(), NoTangent(), dxs...)
    end
    return y, einsum_pullback
end

# Forward mode (ChainRulesCore.frule): the tangent of y from the tangents
# of the operands (tenferro sums one einsum per non-zero tangent).
function ChainRulesCore.frule((_, _, _, _, ẋs...), ::typeof(tf_einsum_jl), e::Engine,
                              subscripts::String, outsize::Dims, xs::Array...)
    y = tf_einsum_jl(e, subscripts, outsize, xs...)
    ẏ = similar(y)
    ts = [wrap(x) for x in xs]
    tt = [ẋ isa AbstractZero ? nothing : wrap(collect(ẋ)) for ẋ in ẋs]
    ptrs = [t.ptr for t in ts]
    tptrs = [t === nothing ? C_NULL : t.ptr for t in tt]
    tẏ = wrap(ẏ)
    GC.@preserve ts tt tẏ xs ẏ check(ccall((:tf_einsum_jvp_into, libtenferro), Int32,
        (Ptr{Cvoid}, Cstring, Int32, Ptr{Ptr{Cvoid}}, Ptr{Cvoid}, Ptr{Ptr{Cvoid}}, Ptr{Cvoid}),
        e.ptr, subscripts, length(xs), ptrs, C_NULL, tptrs, tẏ.ptr))
    return y, ẏ
end
