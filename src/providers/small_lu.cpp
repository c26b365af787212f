// providers/small_lu.cpp: picks the small LU kernels for this CPU.
#include "providers/small_lu.hpp"

namespace tf {
namespace small_lu {

const Kernels& kernels_generic();
const Kernels& kernels_avx2();
const Kernels& kernels_avx512();

namespace {
bool has_avx2() { return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"); }
bool has_avx512() { return has_avx2() && __builtin_cpu_supports("avx512f"); }
}  // namespace

const Kernels* kernels_for(int isa) {
  if (isa == 0) return &kernels_generic();
  if (isa == 1) return has_avx2() ? &kernels_avx2() : nullptr;
  if (isa == 2) return has_avx512() ? &kernels_avx512() : nullptr;
  return nullptr;
}

const Kernels& kernels() {
  static const Kernels* k = has_avx512() ? &kernels_avx512()
                            : has_avx2() ? &kernels_avx2()
                                         : &kernels_generic();
  return *k;
}

}  // namespace small_lu
}  // namespace tf
