// bsparse/decomp.cpp: SVD and QR of a block-sparse tensor matricized at a
// leg split, one dense decomposition (ops/linalg.hpp) per fused charge of
// the left legs; SVD truncation chooses the kept values over all sectors
// at once, by the rule of the dense truncated SVD.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <map>
#include <memory>
#include <vector>

#include "bsparse/bsparse.hpp"
#include "core/shape.hpp"
#include "ops/linalg.hpp"
#include "providers/copy.hpp"

namespace tf {
namespace {

// One fused charge: its rows (left sector tuples, in order) and columns.
struct Sector {
  std::map<std::vector<int32_t>, int64_t> rows, cols;  // tuple -> offset (after layout)
  int64_t nrows = 0, ncols = 0;
  Tensor *m = nullptr, *u = nullptr, *s = nullptr, *vh = nullptr;
  int64_t keep = 0;
};

struct Owned {
  std::vector<Tensor*> t;
  BsTensor *a = nullptr, *b = nullptr;
  Tensor* s = nullptr;
  ~Owned() {
    for (Tensor* x : t) tensor_release(x);
    bs_release(a);
    bs_release(b);
    tensor_release(s);
  }
};

void offsets(std::map<std::vector<int32_t>, int64_t>& m, int64_t* total) {
  int64_t at = 0;
  for (auto& kv : m) {
    int64_t size = kv.second;
    kv.second = at;
    at += size;
  }
  *total = at;
}

}  // namespace

Status bs_decompose(Engine& e, const BsTensor& x, int32_t n_left, const int32_t* left_axes,
                    bool qr, const BsSvdOpts& o, BsTensor** u_out, Tensor** s_out,
                    BsTensor** vh_out, BsSvdInfo* info) {
  const int32_t n = x.nlegs;
  if (n_left < 1 || n_left >= n)
    return fail(TF_ERR_INVALID_ARGUMENT, "n_left: %d, expected 1..%d (x has %d legs)", n_left,
                n - 1, n);
  int32_t L[TF_MAX_RANK], R[TF_MAX_RANK], nr = 0;
  bool left[TF_MAX_RANK] = {};
  for (int32_t i = 0; i < n_left; ++i) {
    int32_t a = left_axes[i] < 0 ? left_axes[i] + n : left_axes[i];
    if (a < 0 || a >= n || left[a])
      return fail(TF_ERR_INVALID_ARGUMENT, "left_axes[%d]: %d (x has %d legs; no leg twice)",
                  i, left_axes[i], n);
    left[a] = true;
    L[i] = a;
  }
  for (int32_t i = 0; i < n; ++i)
    if (!left[i]) R[nr++] = i;
  if (!qr) {
    if (o.max_rank < 0)
      return fail(TF_ERR_INVALID_ARGUMENT, "options->max_rank: %lld, expected >= 0",
                  (long long)o.max_rank);
    if (!(o.cutoff >= 0 && o.cutoff <= 1))
      return fail(TF_ERR_INVALID_ARGUMENT, "options->cutoff: %g, expected in [0, 1]", o.cutoff);
    if (!(o.sv_min >= 0 && std::isfinite(o.sv_min)))
      return fail(TF_ERR_INVALID_ARGUMENT, "options->sv_min: %g, expected >= 0", o.sv_min);
  }
  const Symmetry& sym = x.sym();
  const DType dt = x.dt;
  const std::size_t es = x.esize();
  // The sectors: fused left charge -> rows and columns.
  std::map<Charge, Sector> secs;
  std::vector<int32_t> lt(n_left), rt(nr);
  auto fused = [&](const int32_t* s) {
    Charge c;
    for (int32_t i = 0; i < n_left; ++i)
      c = sym.add(c, sym.scaled(x.legs[L[i]]->charges[s[L[i]]], x.legs[L[i]]->dir));
    return c;
  };
  int64_t sizes[TF_MAX_RANK];
  for (int64_t b = 0; b < x.st->nblocks(); ++b) {
    const int32_t* s = x.st->sectors(b);
    x.block_shape(b, sizes);
    int64_t rs = 1, cs = 1;
    for (int32_t i = 0; i < n_left; ++i) { lt[i] = s[L[i]]; rs *= sizes[L[i]]; }
    for (int32_t i = 0; i < nr; ++i) { rt[i] = s[R[i]]; cs *= sizes[R[i]]; }
    Sector& q = secs[fused(s)];
    q.rows[lt] = rs;
    q.cols[rt] = cs;
  }
  Owned own;
  // Each sector's matrix, then its decomposition.
  bool fallback = false;
  for (auto& kv : secs) {
    Sector& q = kv.second;
    offsets(q.rows, &q.nrows);
    offsets(q.cols, &q.ncols);
    if (!q.nrows || !q.ncols) continue;
    const int64_t shape[2] = {q.nrows, q.ncols};
    TF_TRY(e.new_tensor(dt, 2, shape, TF_ROW_MAJOR, &q.m, "a sector's matrix"));
    own.t.push_back(q.m);
  }
  for (int64_t b = 0; b < x.st->nblocks(); ++b) {
    if (!x.st->size[b]) continue;
    const int32_t* s = x.st->sectors(b);
    x.block_shape(b, sizes);
    Sector& q = secs[fused(s)];
    for (int32_t i = 0; i < n_left; ++i) lt[i] = s[L[i]];
    for (int32_t i = 0; i < nr; ++i) rt[i] = s[R[i]];
    const int64_t r0 = q.rows[lt], c0 = q.cols[rt];
    int64_t src[TF_MAX_RANK], dst[TF_MAX_RANK];
    contiguous_strides(n, sizes, TF_ROW_MAJOR, src);
    int64_t st = 1;
    for (int32_t i = nr - 1; i >= 0; --i) { dst[R[i]] = st; st *= sizes[R[i]]; }
    st = q.ncols;
    for (int32_t i = n_left - 1; i >= 0; --i) { dst[L[i]] = st; st *= sizes[L[i]]; }
    strided_copy(es, n, sizes, x.block(b), src, q.m->data + (r0 * q.ncols + c0) * (int64_t)es,
                 dst);
  }
  for (auto& kv : secs) {
    Sector& q = kv.second;
    if (!q.m) continue;
    if (qr) {
      TF_TRY(tf::qr(e, q.m, false, false, nullptr, nullptr, &q.u, &q.vh));
      own.t.push_back(q.u);
      own.t.push_back(q.vh);
      q.keep = std::min(q.nrows, q.ncols);
    } else {
      SvdResult r;
      TF_TRY(svd(e, q.m, SvdOpts{}, nullptr, nullptr, nullptr, &q.u, &q.s, &q.vh, &r));
      own.t.push_back(q.u);
      own.t.push_back(q.s);
      own.t.push_back(q.vh);
      fallback = fallback || r.fallback;
    }
  }
  // Truncation over all sectors (SVD).
  double W = 0, discarded = 0;
  if (!qr) {
    struct Val { double s; int32_t sec; };
    std::vector<Val> all;
    std::vector<Sector*> order;
    for (auto& kv : secs) order.push_back(&kv.second);
    for (int32_t i = 0; i < (int32_t)order.size(); ++i) {
      Sector& q = *order[i];
      if (!q.s) continue;
      const int64_t k = q.s->shape[0];
      for (int64_t j = 0; j < k; ++j) {
        double v = dt == DType::F32 || dt == DType::C64
                       ? (double)reinterpret_cast<const float*>(q.s->data)[j]
                       : reinterpret_cast<const double*>(q.s->data)[j];
        all.push_back(Val{v, i});
      }
    }
    if (all.empty())
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "x: no sector has both rows and columns at this split (the matricized tensor "
                  "is empty)");
    std::stable_sort(all.begin(), all.end(), [](const Val& a, const Val& b) { return a.s > b.s; });
    const int64_t r = (int64_t)all.size();
    std::vector<double> tail(r + 1, 0.0);  // tail[k] = sum_{i >= k} s_i^2
    for (int64_t i = r - 1; i >= 0; --i) tail[i] = tail[i + 1] + all[i].s * all[i].s;
    W = tail[0];
    int64_t avail = r;
    while (avail > 1 && all[avail - 1].s < o.sv_min) --avail;
    int64_t k = avail;
    if (o.cutoff > 0)
      for (int64_t j = 1; j <= avail; ++j)
        if (tail[j] <= o.cutoff * W) { k = j; break; }
    if (o.max_rank > 0 && k > o.max_rank) k = o.max_rank;
    discarded = tail[k];
    for (int64_t i = 0; i < k; ++i) ++order[all[i].sec]->keep;
  }
  // The bond leg: one sector per fused charge that keeps something.
  std::vector<Charge> bc;
  std::vector<int64_t> bd;
  for (auto& kv : secs)
    if (kv.second.keep) {
      bc.push_back(kv.first);
      bd.push_back(kv.second.keep);
    }
  if (bc.empty())
    return fail(TF_ERR_INVALID_ARGUMENT,
                "x: no sector has both rows and columns at this split (the matricized tensor "
                "is empty)");
  Leg *bin, *bout;
  TF_TRY(leg_create(&sym, -1, (int32_t)bc.size(), bc.data(), bd.data(), "bond", &bin));
  std::unique_ptr<Leg, void (*)(Leg*)> hold_in(bin, [](Leg* l) { drop_ref(l); });
  TF_TRY(leg_create(&sym, 1, (int32_t)bc.size(), bc.data(), bd.data(), "bond", &bout));
  std::unique_ptr<Leg, void (*)(Leg*)> hold_out(bout, [](Leg* l) { drop_ref(l); });
  const Leg* ul[TF_MAX_RANK];
  const Leg* vl[TF_MAX_RANK];
  for (int32_t i = 0; i < n_left; ++i) ul[i] = x.legs[L[i]];
  ul[n_left] = bin;
  vl[0] = bout;
  for (int32_t i = 0; i < nr; ++i) vl[1 + i] = x.legs[R[i]];
  TF_TRY(bs_new(e, dt, n_left + 1, ul, Charge{}, &own.a));
  TF_TRY(bs_new(e, dt, nr + 1, vl, x.flux, &own.b));
  if (!qr) {
    int64_t K = 0;
    for (int64_t d : bd) K += d;
    const DType rdt = dt == DType::F32 || dt == DType::C64 ? DType::F32 : DType::F64;
    TF_TRY(e.new_tensor(rdt, 1, &K, TF_ROW_MAJOR, &own.s, "s"));
    const std::size_t rs = dtype_size(rdt);
    int64_t at = 0;
    for (auto& kv : secs)
      if (kv.second.keep) {
        std::memcpy(own.s->data + at * rs, kv.second.s->data, kv.second.keep * rs);
        at += kv.second.keep;
      }
  }
  // u's blocks: rows of the sector's u; vh's: columns of its vh.
  const BsTensor& U = *own.a;
  for (int64_t b = 0; b < U.st->nblocks(); ++b) {
    if (!U.st->size[b]) continue;
    const int32_t* s = U.st->sectors(b);
    Sector& q = secs[bc[s[n_left]]];
    lt.assign(s, s + n_left);
    const int64_t r0 = q.rows.at(lt), rows = U.st->size[b] / q.keep;
    const int64_t shape[2] = {rows, q.keep}, dst[2] = {q.keep, 1};
    strided_copy(es, 2, shape, q.u->data + r0 * q.u->strides[0] * (int64_t)es, q.u->strides,
                 U.block(b), dst);
  }
  const BsTensor& V = *own.b;
  for (int64_t b = 0; b < V.st->nblocks(); ++b) {
    if (!V.st->size[b]) continue;
    const int32_t* s = V.st->sectors(b);
    Sector& q = secs[bc[s[0]]];
    rt.assign(s + 1, s + 1 + nr);
    const int64_t c0 = q.cols.at(rt), cols = V.st->size[b] / q.keep;
    const int64_t shape[2] = {q.keep, cols}, dst[2] = {cols, 1};
    strided_copy(es, 2, shape, q.vh->data + c0 * q.vh->strides[1] * (int64_t)es, q.vh->strides,
                 V.block(b), dst);
  }
  if (info) {
    info->rank = 0;
    for (int64_t d : bd) info->rank += d;
    info->trunc_err = W > 0 ? discarded / W : 0.0;
    info->fallback = fallback;
  }
  *u_out = own.a;
  *vh_out = own.b;
  own.a = own.b = nullptr;
  if (s_out) {
    *s_out = own.s;
    own.s = nullptr;
  }
  return TF_OK;
}

}  // namespace tf
