// providers/small_lu.cpp: picks the small LU kernels for this CPU.
#include "providers/small_lu.hpp"

#include "providers/isa.hpp"

namespace tf {
namespace small_lu {

const Kernels& kernels_generic();
const Kernels& kernels_avx2();
const Kernels& kernels_avx512();

// isa: 0 generic, 1 AVX2, 2 AVX-512 (Isa's order); nullptr when the CPU (or
// TENFERRO_MAX_ISA) does not allow it.
const Kernels* kernels_for(int isa) {
  if (isa > (int)cpu_isa()) return nullptr;
  if (isa == 0) return &kernels_generic();
  if (isa == 1) return &kernels_avx2();
  if (isa == 2) return &kernels_avx512();
  return nullptr;
}

const Kernels& kernels() {
  static const Kernels* k = kernels_for((int)cpu_isa());
  return *k;
}

}  // namespace small_lu
}  // namespace tf
