// ops/rules_linalg_driver.cpp: the non-template parts of the rules' driver
// (ops/rules_linalg_driver.hpp): output checks and writes, argument checks
// and the messages of singular factors.
#include "ops/rules_linalg_driver.hpp"

#include <cstdio>

namespace tf {
namespace lar {


// Checks the _into outputs (dtype, shape, no overlap with any input or with
// each other).
Status check_outs(const RuleArgs& r, const LaSig& sig, const Batch& bt, const OutDesc* d) {
  for (int i = 0; i < sig.nout; ++i) {
    const Tensor* o = r.out[i];
    if (!o) continue;
    const int64_t tr[2] = {d[i].t0, d[i].t1};
    int64_t want[TF_MAX_RANK];
    int32_t k = 0;
    for (int32_t j = 0; j < bt.nb; ++j) want[k++] = bt.shape[j];
    for (int32_t j = 0; j < d[i].nt; ++j) want[k++] = tr[j];
    const char* name = sig.out[i].s;
    TF_TRY(check_out_dims(*o, name, d[i].dt, k, want));
    for (int j = 0; j < sig.nin; ++j)
      if (r.in[j]) TF_TRY(no_overlap(*o, name, *r.in[j], sig.in[j].s));
    for (int j = 0; j < i; ++j)
      if (r.out[j]) TF_TRY(no_overlap(*o, name, *r.out[j], sig.out[j].s));
  }
  return TF_OK;
}

// Writes the staged results (column-major items of t0 x t1, or vectors, or
// one scalar per item) into the _into outputs or newly allocated ones.
// ct[i]: the stage holds the conjugate transpose of output i (t1 x t0).
Status write_outs(Engine& e, const RuleArgs& r, const Batch& bt, const OutDesc* d, int n,
                  void* const* stage, const bool* ct) {
  Allocs al;
  Tensor* dst[4] = {};
  for (int i = 0; i < n; ++i) {
    if (r.out[i]) {
      dst[i] = r.out[i];
    } else if (r.alloc[i]) {
      if (d[i].nt == 2)
        TF_TRY(al.add(e, d[i].dt, bt, {d[i].t0, d[i].t1}, &dst[i]));
      else if (d[i].nt == 1)
        TF_TRY(al.add(e, d[i].dt, bt, {d[i].t0}, &dst[i]));
      else
        TF_TRY(al.add(e, d[i].dt, bt, {}, &dst[i]));
    }
  }
  for (int i = 0; i < n; ++i) {
    if (!dst[i]) continue;
    const Tensor& o = *dst[i];
    const int64_t r0 = d[i].t0, c0 = d[i].t1;
    if (d[i].nt == 2) {
      if (ct[i]) {
        dispatch(d[i].dt, [&](auto t) {
          using T = decltype(t);
          T* s = static_cast<T*>(stage[i]);
          if constexpr (kCx<T>)
            for (int64_t x = 0; x < bt.count * r0 * c0; ++x) s[x] = std::conj(s[x]);
        });
        scatter(o, bt, stage[i], r0 * c0, r0, c0, c0, 1);
      } else {
        scatter(o, bt, stage[i], r0 * c0, r0, c0, 1, r0);
      }
    } else if (d[i].nt == 1) {
      scatter_vec(o, bt, stage[i], r0, r0);
    } else {
      const std::size_t es = o.esize();
      for (int64_t item = 0; item < bt.count; ++item)
        std::memcpy(o.data + item_offset(o, bt, item) * (int64_t)es,
                    static_cast<const char*>(stage[i]) + item * es, es);
    }
  }
  for (int i = 0; i < n; ++i)
    if (!r.out[i] && r.alloc[i]) *r.alloc[i] = dst[i];
  al.committed = true;
  return TF_OK;
}


Status check_mat(const Tensor* t, const char* name, DType dt, const Batch& bt, int64_t r,
                 int64_t c) {
  return check_read(*t, name, dt, bt, {r, c});
}

Status tri_singular(const char* name, int info, const Batch& bt, int64_t item,
                    const char* why) {
  char what[160];
  std::snprintf(what, sizeof what, "diagonal element %d is 0: %s", info - 1, why);
  return numerical(name, what, "?trtrs", info, bt, item);
}

Status lu_singular(const char* name, int info, const Batch& bt, int64_t item) {
  char what[128];
  std::snprintf(what, sizeof what,
                "matrix is singular: U(%d, %d) of its LU factorisation is 0", info - 1,
                info - 1);
  return numerical(name, what, "?getrf", info, bt, item);
}

Status square_arg(const Tensor* a, SqDims* d) {
  Mat A;
  TF_TRY(matrix_arg(*a, "a", true, &d->bt, &A));
  d->n = A.rows;
  d->dt = a->dtype;
  d->rd = real_dtype(a->dtype);
  return TF_OK;
}

}  // namespace lar
}  // namespace tf
