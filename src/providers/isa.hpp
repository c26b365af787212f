// providers/isa.hpp: the instruction set kernels may use on this CPU, decided
// once per process (the one place that reads CPUID and TENFERRO_MAX_ISA).
#pragma once

namespace tf {

enum class Isa { Generic, Avx2, Avx512 };

// AVX2 means AVX2 and FMA; AVX-512 means those and AVX-512F. Capped by
// TENFERRO_MAX_ISA=generic|avx2 (for testing the narrower kernels on a wider
// CPU). Valgrind's CPUID hides AVX-512, so under memcheck it says Avx2.
Isa cpu_isa();

}  // namespace tf
