// providers/semiring.cpp: semiring products (kernel by instruction set,
// orientation, split over workers) and the semiring unary reduction.
#include "providers/semiring.hpp"

#include <utility>

#include "engine/threads.hpp"
#include "providers/isa.hpp"

namespace tf {
#define TF_SR_DECL(ns)                                                                      \
  namespace ns {                                                                            \
  void semiring_tile(Semiring, DType, const SrGemm&, int64_t, int64_t, int64_t, int64_t); \
  int64_t semiring_tile_cols(DType);                                                        \
  }
TF_SR_DECL(sr_generic)
TF_SR_DECL(sr_avx2)
TF_SR_DECL(sr_avx512)
#undef TF_SR_DECL

namespace {
using TileFn = void (*)(Semiring, DType, const SrGemm&, int64_t, int64_t, int64_t, int64_t);

TileFn tile_fn(DType dt, int64_t* nr) {
  switch (cpu_isa()) {
    case Isa::Avx512: *nr = sr_avx512::semiring_tile_cols(dt); return sr_avx512::semiring_tile;
    case Isa::Avx2: *nr = sr_avx2::semiring_tile_cols(dt); return sr_avx2::semiring_tile;
    default: *nr = sr_generic::semiring_tile_cols(dt); return sr_generic::semiring_tile;
  }
}
}  // namespace

void semiring_gemm(Semiring s, DType dt, const SrGemm& g0, int workers) {
  if (g0.m <= 0 || g0.n <= 0) return;
  int64_t nr;
  TileFn tile = tile_fn(dt, &nr);
  // The kernel vectorises along C's columns: a narrow C (n below one
  // register tile, m wider) runs transposed, C^T = B^T (x) A^T.
  SrGemm g = g0;
  if (g.n < nr && g.m > g.n) {
    g = SrGemm{g0.n, g0.m, g0.k, g0.b, g0.csb, g0.rsb, g0.a, g0.csa, g0.rsa, g0.c, g0.csc,
               g0.rsc, g0.arg, g0.csi, g0.rsi, g0.alpha, g0.beta, g0.acc};
  }
  if (workers <= 1) {
    tile(s, dt, g, 0, g.m, 0, g.n);
    return;
  }
  // Split the longer side of C into `workers` ranges (columns in whole
  // register tiles); every element still combines its terms in order of k.
  const bool by_cols = g.n >= g.m;
  const int64_t len = by_cols ? (g.n + nr - 1) / nr : g.m;
  const int w = (int)(len < workers ? len : workers);
  auto part = [&](int t) {
    int64_t lo = len * t / w, hi = len * (t + 1) / w;
    if (by_cols) {
      lo *= nr;
      hi = hi * nr < g.n ? hi * nr : g.n;
      if (lo < hi) tile(s, dt, g, 0, g.m, lo, hi);
    } else if (lo < hi) {
      tile(s, dt, g, lo, hi, 0, g.n);
    }
  };
  run_parts(w, part);
}

namespace {
template <class T> struct SrOps {
  Semiring s;
  T mul(T a, T b) const { return s == Semiring::MaxTimes ? a * b : a + b; }
  bool better(T v, T c) const { return s == Semiring::MinPlus ? v < c : v > c; }
};

template <class T>
void reduce_typed(Semiring s, int32_t nout, const int64_t* ext, const int64_t* sstr,
                  const int64_t* dstr, int32_t nred, const int64_t* rext, const int64_t* rstr,
                  const T* src, T* dst, double alpha_, double beta_, bool acc, int64_t* arg,
                  const int64_t* astr) {
  const SrOps<T> op{s};
  const T zero = (T)semiring_zero(s), alpha = (T)alpha_, beta = (T)beta_;
  int64_t nkeep = 1, nr = 1;
  for (int32_t i = 0; i < nout; ++i) nkeep *= ext[i];
  for (int32_t i = 0; i < nred; ++i) nr *= rext[i];
  int64_t oi[16] = {}, ri[16] = {};
  for (int64_t o = 0; o < nkeep; ++o) {
    int64_t so = 0, dof = 0, ao = 0;
    for (int32_t i = 0; i < nout; ++i) {
      so += oi[i] * sstr[i];
      dof += oi[i] * dstr[i];
      if (arg) ao += oi[i] * astr[i];
    }
    T r = zero;
    int64_t best = 0;
    for (int32_t i = 0; i < nred; ++i) ri[i] = 0;
    for (int64_t q = 0; q < nr; ++q) {
      int64_t sr = so;
      for (int32_t i = 0; i < nred; ++i) sr += ri[i] * rstr[i];
      const T v = src[sr];
      if (op.better(v, r)) { r = v; best = q; }
      for (int32_t i = nred - 1; i >= 0; --i) {  // row-major: the last axis fastest
        if (++ri[i] < rext[i]) break;
        ri[i] = 0;
      }
    }
    r = op.mul(alpha, r);
    if (acc) {
      const T old = op.mul(beta, dst[dof]);
      if (!op.better(r, old)) r = old;
    }
    dst[dof] = r;
    if (arg) arg[ao] = best;
    for (int32_t i = nout - 1; i >= 0; --i) {
      if (++oi[i] < ext[i]) break;
      oi[i] = 0;
    }
  }
}
}  // namespace

void semiring_reduce(Semiring s, DType dt, int32_t nout, const int64_t* ext,
                     const int64_t* sstr, const int64_t* dstr, int32_t nred,
                     const int64_t* rext, const int64_t* rstr, const void* src, void* dst,
                     double alpha, double beta, bool acc, int64_t* arg, const int64_t* astr) {
  for (int32_t i = 0; i < nout; ++i)
    if (ext[i] == 0) return;
  if (dt == DType::F64)
    reduce_typed(s, nout, ext, sstr, dstr, nred, rext, rstr, static_cast<const double*>(src),
                 static_cast<double*>(dst), alpha, beta, acc, arg, astr);
  else if (dt == DType::F32)
    reduce_typed(s, nout, ext, sstr, dstr, nred, rext, rstr, static_cast<const float*>(src),
                 static_cast<float*>(dst), alpha, beta, acc, arg, astr);
}

}  // namespace tf
