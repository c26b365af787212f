// core/dtype.hpp: element types, their sizes and C++ types, and dispatch.
#pragma once
#include <complex>
#include <cstddef>

#include "core/status.hpp"

namespace tf {

enum class DType : int32_t { F32 = TF_F32, F64 = TF_F64, C64 = TF_C64, C128 = TF_C128 };

inline bool dtype_valid(int32_t d) { return d >= TF_F32 && d <= TF_C128; }
inline bool is_complex(DType d) { return d == DType::C64 || d == DType::C128; }
inline std::size_t dtype_size(DType d) {
  static constexpr std::size_t sizes[] = {4, 8, 8, 16};
  return sizes[static_cast<int>(d)];
}
const char* dtype_name(DType d);

using c64 = std::complex<float>;
using c128 = std::complex<double>;

template <class T> struct dtype_of;
template <> struct dtype_of<float> { static constexpr DType value = DType::F32; };
template <> struct dtype_of<double> { static constexpr DType value = DType::F64; };
template <> struct dtype_of<c64> { static constexpr DType value = DType::C64; };
template <> struct dtype_of<c128> { static constexpr DType value = DType::C128; };

template <class T> inline T conj_if(T x, bool) { return x; }
template <> inline c64 conj_if(c64 x, bool c) { return c ? std::conj(x) : x; }
template <> inline c128 conj_if(c128 x, bool c) { return c ? std::conj(x) : x; }

// Calls f(T{}) with T the C++ type of d.
template <class F> decltype(auto) dispatch(DType d, F&& f) {
  switch (d) {
    case DType::F32: return f(float{});
    case DType::F64: return f(double{});
    case DType::C64: return f(c64{});
    default: return f(c128{});
  }
}

// A scalar as dtype d reads it: real dtypes ignore im (so beta = {0, 5} is
// zero for f64, as the header says). Applied where an operation takes its
// alpha and beta, before any beta == 0 test.
inline tf_scalar scalar_for(DType d, tf_scalar s) {
  if (!is_complex(d)) s.im = 0.0;
  return s;
}

template <class T> inline T scalar_as(tf_scalar s) {
  if constexpr (std::is_same_v<T, c64> || std::is_same_v<T, c128>)
    return T(static_cast<typename T::value_type>(s.re), static_cast<typename T::value_type>(s.im));
  else
    return static_cast<T>(s.re);
}

}  // namespace tf
