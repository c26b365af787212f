// providers/isa.cpp: see isa.hpp.
#include "providers/isa.hpp"

#include <cstdlib>
#include <cstring>

namespace tf {

namespace {
Isa detect_isa() {
  Isa isa = !(__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
                ? Isa::Generic
            : __builtin_cpu_supports("avx512f") ? Isa::Avx512
                                                : Isa::Avx2;
  if (const char* cap = std::getenv("TENFERRO_MAX_ISA")) {
    if (std::strcmp(cap, "generic") == 0) isa = Isa::Generic;
    else if (std::strcmp(cap, "avx2") == 0 && isa == Isa::Avx512) isa = Isa::Avx2;
  }
  return isa;
}
}  // namespace

Isa cpu_isa() {
  static const Isa isa = detect_isa();
  return isa;
}

}  // namespace tf
