# Pkg.test("Tenferro"): the Julia API against Julia's own linear algebra.
# Set ENV["TENFERRO_LIBRARY"] first unless libtenferro.so.1 is on the
# loader's path. (Not run in tenferro's CI: no Julia there; ctest
# interop_bindings_check checks every ccall against the header instead.)
using Test, LinearAlgebra, Tenferro

@testset "Tenferro" begin
    @test startswith(Tenferro.version(), "1.")
    e = Engine()
    A, B = rand(3, 4), rand(4, 5)
    @test matmul(e, A, B) ≈ A * B
    C = zeros(3, 5)
    matmul!(e, C, A, B)
    @test C ≈ A * B
    @test matmul(e, view(A, :, 1:2), B[1:2, :]) ≈ A[:, 1:2] * B[1:2, :]
    @test einsum(e, "ij,jk->ik", A, B) ≈ A * B
    U, S, Vh = svd_thin(e, A)
    @test U * Diagonal(S) * Vh ≈ A
    err = try matmul(e, A, A); nothing catch x; x end
    @test err isa TenferroError && err.name == "TF_ERR_SHAPE_MISMATCH"
    @test num_threads(Engine(threads=2)) == 2
    close(e)
end
