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
#include "ops/strided.hpp"
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
                    bool qr, const BsSvdOpts& o, const BsDecompOut& out, BsTensor** alloc_u,
                    Tensor** alloc_s, BsTensor** alloc_vh, BsSvdInfo* info) {
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
  int64_t K = 0;
  for (auto& kv : secs)
    if (kv.second.keep) {
      bc.push_back(kv.first);
      bd.push_back(kv.second.keep);
      K += kv.second.keep;
    }
  if (bc.empty())
    return fail(TF_ERR_INVALID_ARGUMENT,
                "x: no sector has both rows and columns at this split (the matricized tensor "
                "is empty)");
  const DType rdt = dt == DType::F32 || dt == DType::C64 ? DType::F32 : DType::F64;
  BsTensor *U, *V;
  Tensor* S = nullptr;
  if (out.u) {
    // The caller's tensors: the legs of x at the split around a bond leg
    // whose sector of each kept charge has room for its kept count.
    U = out.u;
    V = out.vh;
    S = out.s;
    const Leg* ul[TF_MAX_RANK];
    const Leg* vl[TF_MAX_RANK];
    for (int32_t i = 0; i < n_left; ++i) ul[i] = x.legs[L[i]];
    for (int32_t i = 0; i < nr; ++i) vl[1 + i] = x.legs[R[i]];
    if (U->nlegs != n_left + 1)
      return fail(TF_ERR_SHAPE_MISMATCH, "u: %d legs, expected %d", U->nlegs, n_left + 1);
    if (V->nlegs != nr + 1)
      return fail(TF_ERR_SHAPE_MISMATCH, "vh: %d legs, expected %d", V->nlegs, nr + 1);
    const Leg& ub = *U->legs[n_left];
    ul[n_left] = &ub;
    vl[0] = V->legs[0];
    if (ub.dir != -1 || !ub.sym->same(sym))
      return fail(TF_ERR_SHAPE_MISMATCH, "u: its last leg must be an incoming leg of x's symmetry");
    if (V->legs[0]->dir != 1 || V->legs[0]->charges != ub.charges || V->legs[0]->dims != ub.dims)
      return fail(TF_ERR_SHAPE_MISMATCH,
                  "vh: its first leg must be outgoing with the sectors of u's bond leg");
    TF_TRY(bs_check_out(*U, dt, n_left + 1, ul, Charge{}, "u"));
    TF_TRY(bs_check_out(*V, dt, nr + 1, vl, x.flux, "vh"));
    const Tensor fx = bs_flat(x), fu = bs_flat(*U), fv = bs_flat(*V);
    if (tensors_overlap(fu, fx) || tensors_overlap(fv, fx) || tensors_overlap(fu, fv) ||
        (S && (tensors_overlap(*S, fu) || tensors_overlap(*S, fv) || tensors_overlap(*S, fx))))
      return fail(TF_ERR_INVALID_ARGUMENT, "u, s, vh: share memory with x or each other");
    for (std::size_t j = 0; j < bc.size(); ++j) {
      const int32_t k = ub.find(bc[j]);
      if (k < 0 || ub.dims[k] < bd[j]) {
        char c[96];
        sym.fmt(bc[j], c, sizeof c);
        return fail(TF_ERR_INVALID_ARGUMENT,
                    "u: the bond sector of charge %s keeps %lld values, its capacity is %lld",
                    c, (long long)bd[j], (long long)(k < 0 ? 0 : ub.dims[k]));
      }
    }
    if (S) {
      const int64_t total = ub.total;
      TF_TRY(check_out(*S, rdt, 1, &total, "s"));
      TF_TRY(check_writable(*S, "s"));
    }
    std::memset(U->data, 0, (std::size_t)U->st->numel * es);
    std::memset(V->data, 0, (std::size_t)V->st->numel * es);
  } else {
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
    if (!qr) TF_TRY(e.new_tensor(rdt, 1, &K, TF_ROW_MAJOR, &own.s, "s"));
    U = own.a;
    V = own.b;
    S = own.s;
  }
  // s: each kept sector's values at its bond sector's offset, zeros beyond.
  const Leg& bond = *U->legs[n_left];
  if (S) {
    const std::size_t rs = dtype_size(rdt);
    alignas(16) static const char zero[16] = {};
    const int64_t zs = 0;
    strided_copy(rs, 1, &bond.total, zero, &zs, S->data, S->strides);
    for (int32_t j = 0; j < bond.ns(); ++j) {
      auto it = secs.find(bond.charges[j]);
      if (it == secs.end() || !it->second.keep) continue;
      const int64_t one = 1;
      strided_copy(rs, 1, &it->second.keep, it->second.s->data, &one,
                   S->data + bond.offs[j] * S->strides[0] * (int64_t)rs, S->strides);
    }
  }
  // u's blocks: rows of the sector's u (its first `keep` columns of the
  // block's capacity); vh's: columns of its vh (first `keep` rows).
  for (int64_t b = 0; b < U->st->nblocks(); ++b) {
    if (!U->st->size[b]) continue;
    const int32_t* s = U->st->sectors(b);
    auto it = secs.find(bond.charges[s[n_left]]);
    if (it == secs.end() || !it->second.keep) continue;
    Sector& q = it->second;
    lt.assign(s, s + n_left);
    const int64_t cap = bond.dims[s[n_left]];
    const int64_t r0 = q.rows.at(lt), rows = U->st->size[b] / cap;
    const int64_t shape[2] = {rows, q.keep}, dst[2] = {cap, 1};
    strided_copy(es, 2, shape, q.u->data + r0 * q.u->strides[0] * (int64_t)es, q.u->strides,
                 U->block(b), dst);
  }
  for (int64_t b = 0; b < V->st->nblocks(); ++b) {
    if (!V->st->size[b]) continue;
    const int32_t* s = V->st->sectors(b);
    auto it = secs.find(bond.charges[s[0]]);
    if (it == secs.end() || !it->second.keep) continue;
    Sector& q = it->second;
    rt.assign(s + 1, s + 1 + nr);
    const int64_t cap = bond.dims[s[0]];
    const int64_t c0 = q.cols.at(rt), cols = V->st->size[b] / cap;
    const int64_t shape[2] = {q.keep, cols}, dst[2] = {cols, 1};
    strided_copy(es, 2, shape, q.vh->data + c0 * q.vh->strides[1] * (int64_t)es, q.vh->strides,
                 V->block(b), dst);
  }
  if (info) {
    info->rank = K;
    info->trunc_err = W > 0 ? discarded / W : 0.0;
    info->fallback = fallback;
  }
  if (!out.u) {
    *alloc_u = own.a;
    *alloc_vh = own.b;
    own.a = own.b = nullptr;
    if (alloc_s) {
      *alloc_s = own.s;
      own.s = nullptr;
    }
  }
  return TF_OK;
}

}  // namespace tf
