// providers/sum_permute.cpp: strided sum/permute/scale kernel (see .hpp).
#include "providers/sum_permute.hpp"

#include "providers/copy.hpp"

namespace tf {
namespace {

// Sums of more than kLeaf terms are pairwise (as NumPy sums): leaves of
// kLeaf terms, each over eight interleaved partial sums, combined by a
// binary-counter cascade (leaf k joins the partial of the lowest level its
// count leaves free), so the error grows as O((kLeaf / 8 + log2(n / kLeaf))
// eps) instead of O(n eps). Shorter sums keep the one plain chain.
constexpr int64_t kLeaf = 128;

// The sum of conj_if(sp[ro]) over the nred terms of the summed axes (odometer
// over s.rext / s.rstr, the last axis fastest), pairwise.
template <class T> T sum_pairwise(const SumPermute& s, const T* sp, int64_t nred) {
  int64_t ridx[64] = {0}, ro = 0;
  const int32_t in = s.nred - 1;
  const int64_t ie = s.rext[in], is = s.rstr[in];
  T level[64];
  uint64_t count = 0;  // leaves so far; bit k set: level[k] holds 2^k leaves
  for (int64_t done = 0; done < nred;) {
    const int64_t want = nred - done < kLeaf ? nred - done : kLeaf;
    T a[8] = {};
    for (int64_t k = 0; k < want;) {
      const int64_t take = ie - ridx[in] < want - k ? ie - ridx[in] : want - k;
      const T* q = sp + ro;
      for (int64_t t = 0; t < take; ++t) a[t & 7] += conj_if(q[t * is], s.conj);
      k += take;
      ridx[in] += take;
      ro += take * is;
      if (ridx[in] == ie) {  // the next index of the outer summed axes
        ro -= ie * is;
        ridx[in] = 0;
        for (int32_t ax = in - 1; ax >= 0; --ax) {
          ro += s.rstr[ax];
          if (++ridx[ax] < s.rext[ax]) break;
          ro -= s.rstr[ax] * s.rext[ax];
          ridx[ax] = 0;
        }
      }
    }
    done += want;
    T leaf = ((a[0] + a[1]) + (a[2] + a[3])) + ((a[4] + a[5]) + (a[6] + a[7]));
    int lvl = 0;
    for (uint64_t c = count; c & 1; c >>= 1, ++lvl) leaf = level[lvl] + leaf;
    level[lvl] = leaf;
    ++count;
  }
  T r{};
  bool any = false;
  for (int lvl = 0; lvl < 64 && (count >> lvl); ++lvl)
    if ((count >> lvl) & 1) {
      r = any ? level[lvl] + r : level[lvl];
      any = true;
    }
  return r;
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
      } else if (nred > kLeaf) {
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
