// providers/vec_avx2.cpp: kernels built with -mavx2 -mfma, reached only when
// the CPU has both (elementwise.cpp decides at plan time): the sum-type
// reductions of vec_sum_impl.hpp, and exp/log/sin/cos/tanh of real f32/f64
// through glibc's libmvec AVX2 variants (4 doubles or 8 floats per call)
// when the build found libmvec (TF_HAVE_LIBMVEC).
#define TF_KERNEL_NS vavx2
#include "providers/vec_sum_impl.hpp"

#include <immintrin.h>

#include "providers/vec_map_impl.hpp"

#if defined(TF_HAVE_LIBMVEC) && defined(__AVX2__)
extern "C" {
// glibc libmvec, vector ABI 'd' (AVX2): one ymm argument, one ymm result.
__m256d _ZGVdN4v_exp(__m256d);
__m256d _ZGVdN4v_log(__m256d);
__m256d _ZGVdN4v_sin(__m256d);
__m256d _ZGVdN4v_cos(__m256d);
__m256d _ZGVdN4v_tanh(__m256d);
__m256 _ZGVdN8v_expf(__m256);
__m256 _ZGVdN8v_logf(__m256);
__m256 _ZGVdN8v_sinf(__m256);
__m256 _ZGVdN8v_cosf(__m256);
__m256 _ZGVdN8v_tanhf(__m256);
}
#endif

namespace tf {
namespace vavx2 {

#if defined(TF_HAVE_LIBMVEC) && defined(__AVX2__)
namespace {

template <class T> struct Lanes;
template <> struct Lanes<double> {
  using T = double;
  using V = __m256d;
  static constexpr int W = 4;
  static V load(const double* p) { return _mm256_loadu_pd(p); }
  static void store(double* p, V v) { _mm256_storeu_pd(p, v); }
};
template <> struct Lanes<float> {
  using T = float;
  using V = __m256;
  static constexpr int W = 8;
  static V load(const float* p) { return _mm256_loadu_ps(p); }
  static void store(float* p, V v) { _mm256_storeu_ps(p, v); }
};

}  // namespace

RunFn math_kernel(Unary op, DType dt) {
  const bool d = dt == DType::F64;
  if (dt != DType::F64 && dt != DType::F32) return nullptr;
  switch (op) {
    case Unary::Exp: return d ? &map_run<Lanes<double>, _ZGVdN4v_exp> : &map_run<Lanes<float>, _ZGVdN8v_expf>;
    case Unary::Log: return d ? &map_run<Lanes<double>, _ZGVdN4v_log> : &map_run<Lanes<float>, _ZGVdN8v_logf>;
    case Unary::Sin: return d ? &map_run<Lanes<double>, _ZGVdN4v_sin> : &map_run<Lanes<float>, _ZGVdN8v_sinf>;
    case Unary::Cos: return d ? &map_run<Lanes<double>, _ZGVdN4v_cos> : &map_run<Lanes<float>, _ZGVdN8v_cosf>;
    case Unary::Tanh:
      return d ? &map_run<Lanes<double>, _ZGVdN4v_tanh> : &map_run<Lanes<float>, _ZGVdN8v_tanhf>;
    default: return nullptr;
  }
}
#else
RunFn math_kernel(Unary, DType) { return nullptr; }
#endif

}  // namespace vavx2
}  // namespace tf
