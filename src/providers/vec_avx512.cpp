// providers/vec_avx512.cpp: kernels built with -mavx512f (and AVX2/FMA),
// reached only when the CPU has AVX-512F (elementwise.cpp decides at plan
// time): the sum-type reductions of vec_sum_impl.hpp on 64-byte vectors, and
// exp/log/sin/cos/tanh of real f32/f64 through glibc's libmvec AVX-512
// variants (8 doubles or 16 floats per call) when the build found libmvec.
#define TF_KERNEL_NS vavx512
#define TF_VEC_BYTES 64
#include "providers/vec_sum_impl.hpp"

#include <immintrin.h>

#include "providers/vec_map_impl.hpp"

#if defined(TF_HAVE_LIBMVEC) && defined(__AVX512F__)
extern "C" {
// glibc libmvec, vector ABI 'e' (AVX-512): one zmm argument, one zmm result.
__m512d _ZGVeN8v_exp(__m512d);
__m512d _ZGVeN8v_log(__m512d);
__m512d _ZGVeN8v_sin(__m512d);
__m512d _ZGVeN8v_cos(__m512d);
__m512d _ZGVeN8v_tanh(__m512d);
__m512 _ZGVeN16v_expf(__m512);
__m512 _ZGVeN16v_logf(__m512);
__m512 _ZGVeN16v_sinf(__m512);
__m512 _ZGVeN16v_cosf(__m512);
__m512 _ZGVeN16v_tanhf(__m512);
}
#endif

namespace tf {
namespace vavx512 {

#if defined(TF_HAVE_LIBMVEC) && defined(__AVX512F__)
namespace {
template <class T> struct Lanes;
template <> struct Lanes<double> {
  using T = double;
  using V = __m512d;
  static constexpr int W = 8;
  static V load(const double* p) { return _mm512_loadu_pd(p); }
  static void store(double* p, V v) { _mm512_storeu_pd(p, v); }
};
template <> struct Lanes<float> {
  using T = float;
  using V = __m512;
  static constexpr int W = 16;
  static V load(const float* p) { return _mm512_loadu_ps(p); }
  static void store(float* p, V v) { _mm512_storeu_ps(p, v); }
};
using LD = Lanes<double>;
using LF = Lanes<float>;
}  // namespace

RunFn math_kernel(Unary op, DType dt) {
  const bool d = dt == DType::F64;
  if (dt != DType::F64 && dt != DType::F32) return nullptr;
  switch (op) {
    case Unary::Exp: return d ? &map_run<LD, _ZGVeN8v_exp> : &map_run<LF, _ZGVeN16v_expf>;
    case Unary::Log: return d ? &map_run<LD, _ZGVeN8v_log> : &map_run<LF, _ZGVeN16v_logf>;
    case Unary::Sin: return d ? &map_run<LD, _ZGVeN8v_sin> : &map_run<LF, _ZGVeN16v_sinf>;
    case Unary::Cos: return d ? &map_run<LD, _ZGVeN8v_cos> : &map_run<LF, _ZGVeN16v_cosf>;
    case Unary::Tanh: return d ? &map_run<LD, _ZGVeN8v_tanh> : &map_run<LF, _ZGVeN16v_tanhf>;
    default: return nullptr;
  }
}
#else
RunFn math_kernel(Unary, DType) { return nullptr; }
#endif

}  // namespace vavx512
}  // namespace tf
