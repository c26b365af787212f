// providers/small_lu.cpp: picks the small LU kernels for this CPU.
#include "providers/small_lu.hpp"

#include "providers/isa.hpp"

namespace tf {
namespace small_lu {

// Each in small_lu_<isa>.cpp (small_lu_impl.hpp).
namespace lu_generic { const Kernels& kernels(); }
namespace lu_avx2 { const Kernels& kernels(); }
namespace lu_avx512 { const Kernels& kernels(); }

// isa: 0 generic, 1 AVX2, 2 AVX-512 (Isa's order); nullptr when the CPU (or
// TENFERRO_MAX_ISA) does not allow it.
const Kernels* kernels_for(int isa) {
  if (isa > (int)cpu_isa()) return nullptr;
  if (isa == 0) return &lu_generic::kernels();
  if (isa == 1) return &lu_avx2::kernels();
  if (isa == 2) return &lu_avx512::kernels();
  return nullptr;
}

const Kernels& kernels() {
  static const Kernels* k = kernels_for((int)cpu_isa());
  return *k;
}

}  // namespace small_lu
}  // namespace tf
