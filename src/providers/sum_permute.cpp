// providers/sum_permute.cpp: strided sum/permute/scale kernel (see .hpp).
#include "providers/sum_permute.hpp"

#include "providers/copy.hpp"
#include "providers/pairwise_sum.hpp"

namespace tf {
namespace {

// The sum of conj_if(sp[ro]) over the nred terms of the summed axes
// (odometer over s.rext / s.rstr, the last axis fastest), pairwise.
template <class T> T sum_pairwise(const SumPermute& s, const T* sp, int64_t nred) {
  int64_t ridx[64] = {0}, ro = 0;
  const int32_t in = s.nred - 1;
  const int64_t ie = s.rext[in], is = s.rstr[in];
  return pairwise_sum<T>(nred, [&] {
    const T v = conj_if(sp[ro], s.conj);
    ro += is;
    if (++ridx[in] == ie) {  // the next index of the outer summed axes
      ro -= ie * is;
      ridx[in] = 0;
      for (int32_t ax = in - 1; ax >= 0; --ax) {
        ro += s.rstr[ax];
        if (++ridx[ax] < s.rext[ax]) break;
        ro -= s.rstr[ax] * s.rext[ax];
        ridx[ax] = 0;
      }
    }
    return v;
  });
}

template <class T>
void run(const SumPermute& s, const T* src, T* dst, T alpha, T beta, bool beta0, bool plain) {
  int64_t nout = 1, nred = 1;
  for (int32_t i = 0; i < s.nout; ++i) nout *= s.ext[i];
  for (int32_t i = 0; i < s.nred; ++i) nred *= s.rext[i];
  if (nout == 0) return;
  int64_t idx[64] = {0}, ridx[64] = {0};
  int64_t so = 0, dof = 0;
  const int32_t last = s.nout - 1;
  const int64_t inner = s.nout ? s.ext[last] : 1;
  const int64_t sin = s.nout ? s.sstr[last] : 0, din = s.nout ? s.dstr[last] : 0;
  for (int64_t done = 0; done < nout; done += inner) {
    for (int64_t j = 0; j < inner; ++j) {
      const T* sp = src + so + j * sin;
      T acc{};
      if (nred == 1 && s.nred == 0) {
        acc = conj_if(*sp, s.conj);
      } else if (nred > kPairwiseLeaf) {
        acc = sum_pairwise(s, sp, nred);
      } else if (nred > 0) {
        int64_t ro = 0;
        for (int32_t i = 0; i < s.nred; ++i) ridx[i] = 0;
        for (int64_t r = 0; r < nred; ++r) {
          acc += conj_if(sp[ro], s.conj);
          for (int32_t ax = s.nred - 1; ax >= 0; --ax) {
            ro += s.rstr[ax];
            if (++ridx[ax] < s.rext[ax]) break;
            ro -= s.rstr[ax] * s.rext[ax];
            ridx[ax] = 0;
          }
        }
      }
      T* dp = dst + dof + j * din;
      if (plain) *dp = acc;
      else *dp = beta0 ? alpha * acc : alpha * acc + beta * *dp;
    }
    for (int32_t ax = last - 1; ax >= 0; --ax) {
      so += s.sstr[ax];
      dof += s.dstr[ax];
      if (++idx[ax] < s.ext[ax]) break;
      so -= s.sstr[ax] * s.ext[ax];
      dof -= s.dstr[ax] * s.ext[ax];
      idx[ax] = 0;
    }
  }
}

}  // namespace

void sum_permute(DType dt, const SumPermute& s, const void* src, void* dst, tf_scalar alpha,
                 tf_scalar beta) {
  const bool beta0 = beta.re == 0.0 && beta.im == 0.0;
  const bool unit = alpha.re == 1.0 && alpha.im == 0.0;
  const bool conj = s.conj && is_complex(dt);
  if (s.nred == 0 && !conj && unit && beta0 && s.nout <= TF_MAX_RANK) {
    strided_copy(dtype_size(dt), s.nout, s.ext, src, s.sstr, dst, s.dstr);
    return;
  }
  dispatch(dt, [&](auto t) {
    using T = decltype(t);
    run<T>(s, static_cast<const T*>(src), static_cast<T*>(dst), scalar_as<T>(alpha),
           scalar_as<T>(beta), beta0, unit && beta0);
  });
}

}  // namespace tf
