// bsparse/contract.cpp: tensordot of block-sparse tensors. A plan (cached
// in the engine's plan cache, keyed by both operands' whole block
// structure, the axes, the conj flags and the dtype) holds the result's
// legs and blocks, the operand permutations (when a block is not a matrix
// view as it lies), and the list of matching block pairs, each with its
// resolved matrix product (ops/matmul.hpp); a call validates, finds the plan
// and runs the pairs' products on the blocks.
#include <algorithm>
#include <atomic>
#include <cstring>
#include <map>
#include <tuple>

#include "bsparse/bsparse.hpp"
#include "core/shape.hpp"
#include "ops/matmul.hpp"
#include "engine/threads.hpp"
#include "providers/copy.hpp"

namespace tf {
namespace {

constexpr int64_t kTag = 0x6273746400000001;  // "bstd" v1

// A block pair: c[off_c] (+)= a[off_a] @ b[off_b] through exec x.
struct Pair {
  int64_t a, b, c;
  int32_t x;
  bool acc;  // add to c (not the block's first product)
};

// How an operand's blocks become matrices: as they lie (perm empty) or
// permuted into scratch, block b at its own offset (perm: the new leg
// order; blocks: offset, extents and permuted source strides per block).
struct OperandLayout {
  std::vector<int32_t> perm;
  std::vector<int64_t> blocks;  // per block with elements: off, shape[n], strides[n]
  int32_t n = 0;
  int64_t numel = 0;
};

struct ContractPlan : Plan {
  int32_t nlegs = 0;
  const Leg* legs[TF_MAX_RANK] = {};
  Charge flux;
  std::shared_ptr<const Structure> st;
  OperandLayout la, lb;
  std::vector<MatmulExec> execs;
  std::vector<PlanPtr> keep;
  std::vector<Pair> pairs;
  std::vector<int64_t> zero;  // c blocks no pair writes: off, size
  std::vector<int64_t> groups;  // pairs[groups[g] .. groups[g + 1]) write one c block
  std::size_t gemm_scratch = 0;
  double madds = 0;  // all pairs
  ~ContractPlan() override {
    for (int32_t i = 0; i < nlegs; ++i) drop_ref(legs[i]);
  }
};

void key_leg(PlanKey& k, const Leg& l, int32_t dir) {
  k.add(dir);
  k.add(l.ns());
  const int32_t nf = l.sym->n;
  for (int32_t s = 0; s < l.ns(); ++s) {
    for (int32_t f = 0; f < nf; ++f) k.add(l.charges[s].q[f]);
    k.add(l.dims[s]);
  }
}

void key_tensor(PlanKey& k, const BsTensor& t, bool conj) {
  k.add(t.nlegs);
  for (int32_t f = 0; f < t.sym().n; ++f) k.add(t.flux.q[f]);
  for (int32_t i = 0; i < t.nlegs; ++i) key_leg(k, *t.legs[i], conj ? -t.legs[i]->dir : t.legs[i]->dir);
}

// Is a run of contracted legs `ax` (naxes) a consecutive increasing run at
// one end of an n-leg operand? *first: the run comes first.
bool matrix_view(int32_t n, int32_t naxes, const int32_t* ax, bool* first) {
  *first = false;
  if (naxes == 0) return true;
  for (int32_t i = 1; i < naxes; ++i)
    if (ax[i] != ax[0] + i) return false;
  if (ax[0] == 0) {
    *first = true;
    return true;
  }
  return ax[naxes - 1] == n - 1;
}

// The permuted layout of t's blocks (legs in `order`).
void permuted_layout(const BsTensor& t, const int32_t* order, OperandLayout& L) {
  const int32_t n = t.nlegs;
  L.perm.assign(order, order + n);
  L.n = n;
  L.numel = t.st->numel;
  int64_t shape[TF_MAX_RANK], str[TF_MAX_RANK];
  for (int64_t b = 0; b < t.st->nblocks(); ++b) {
    if (!t.st->size[b]) continue;
    t.block_shape(b, shape);
    contiguous_strides(n, shape, TF_ROW_MAJOR, str);
    L.blocks.push_back(t.st->off[b]);
    for (int32_t i = 0; i < n; ++i) L.blocks.push_back(shape[order[i]]);
    for (int32_t i = 0; i < n; ++i) L.blocks.push_back(str[order[i]]);
  }
}

void run_permute(const OperandLayout& L, std::size_t es, const char* src, char* dst) {
  const int32_t n = L.n;
  const std::size_t step = 1 + 2 * (std::size_t)n;
  int64_t dstr[TF_MAX_RANK];
  for (std::size_t i = 0; i < L.blocks.size(); i += step) {
    const int64_t* w = L.blocks.data() + i;
    contiguous_strides(n, w + 1, TF_ROW_MAJOR, dstr);
    strided_copy(es, n, w + 1, src + w[0] * (int64_t)es, w + 1 + n, dst + w[0] * (int64_t)es,
                 dstr);
  }
}

Tensor mat(DType dt, int64_t r, int64_t c, int64_t rs, int64_t cs) {
  Tensor t{};
  t.dtype = dt;
  t.ndim = 2;
  t.shape[0] = r;
  t.shape[1] = c;
  t.strides[0] = rs;
  t.strides[1] = cs;
  return t;
}

struct Args {
  const BsTensor *a, *b;
  int32_t naxes;
  int32_t ax[TF_MAX_RANK], bx[TF_MAX_RANK];
  bool ca, cb;
};

Status build(const Args& g, PlanPtr* out) {
  const BsTensor &A = *g.a, &B = *g.b;
  const Symmetry& sym = A.sym();
  auto p = std::make_shared<ContractPlan>();
  const int32_t na = A.nlegs, nb = B.nlegs, k = g.naxes;
  bool ca_ax[TF_MAX_RANK] = {}, cb_ax[TF_MAX_RANK] = {};
  for (int32_t i = 0; i < k; ++i) ca_ax[g.ax[i]] = cb_ax[g.bx[i]] = true;
  int32_t fa[TF_MAX_RANK], fb[TF_MAX_RANK], nfa = 0, nfb = 0;
  for (int32_t i = 0; i < na; ++i)
    if (!ca_ax[i]) fa[nfa++] = i;
  for (int32_t i = 0; i < nb; ++i)
    if (!cb_ax[i]) fb[nfb++] = i;
  // Result legs: free legs of a then b, directions reversed under conj.
  p->nlegs = nfa + nfb;
  for (int32_t i = 0; i < nfa + nfb; ++i) {
    const Leg& l = i < nfa ? *A.legs[fa[i]] : *B.legs[fb[i - nfa]];
    if (i < nfa ? g.ca : g.cb) {
      Leg* r;
      TF_TRY(leg_reversed(l, false, &r));
      p->legs[i] = r;
    } else {
      l.retain();
      p->legs[i] = &l;
    }
  }
  p->flux = sym.add(g.ca ? sym.neg(A.flux) : A.flux, g.cb ? sym.neg(B.flux) : B.flux);
  if (p->nlegs == 0) {
    // A full contraction has a rank-0 result, which a block-sparse tensor
    // cannot hold (tf_bsparse_dot is that scalar).
    return fail(TF_ERR_INVALID_ARGUMENT,
                "naxes: %d contracts every leg of a and b (a scalar: use tf_bsparse_dot)", k);
  }
  // Matrix layouts of a and b.
  bool a_first, b_first;
  const bool a_view = matrix_view(na, k, g.ax, &a_first);
  const bool b_view = matrix_view(nb, k, g.bx, &b_first);
  if (!a_view) {
    int32_t order[TF_MAX_RANK], m = 0;
    for (int32_t i = 0; i < nfa; ++i) order[m++] = fa[i];
    for (int32_t i = 0; i < k; ++i) order[m++] = g.ax[i];
    permuted_layout(A, order, p->la);
    a_first = false;
  }
  if (!b_view) {
    int32_t order[TF_MAX_RANK], m = 0;
    for (int32_t i = 0; i < k; ++i) order[m++] = g.bx[i];
    for (int32_t i = 0; i < nfb; ++i) order[m++] = fb[i];
    permuted_layout(B, order, p->lb);
    b_first = true;
  }
  // b's blocks by their contracted sectors.
  std::map<std::vector<int32_t>, std::vector<int64_t>> by_k;
  std::vector<int32_t> key(k);
  for (int64_t j = 0; j < B.st->nblocks(); ++j) {
    const int32_t* s = B.st->sectors(j);
    for (int32_t i = 0; i < k; ++i) key[i] = s[g.bx[i]];
    by_k[key].push_back(j);
  }
  // The result's blocks.
  std::shared_ptr<const Structure> st = bs_structure(p->nlegs, p->legs, p->flux);
  p->st = st;
  const DType dt = A.dt;
  const bool cx = is_complex(dt);
  std::map<std::tuple<int64_t, int64_t, int64_t>, int32_t> exec_of;
  std::vector<char> written(st->nblocks(), 0);
  int32_t cs[TF_MAX_RANK];
  for (int64_t i = 0; i < A.st->nblocks(); ++i) {
    const int32_t* s = A.st->sectors(i);
    for (int32_t t = 0; t < k; ++t) key[t] = s[g.ax[t]];
    auto it = by_k.find(key);
    if (it == by_k.end()) continue;
    int64_t m = 1, kk = 1;
    for (int32_t t = 0; t < nfa; ++t) {
      cs[t] = s[fa[t]];
      m *= A.legs[fa[t]]->dims[s[fa[t]]];
    }
    for (int32_t t = 0; t < k; ++t) kk *= A.legs[g.ax[t]]->dims[s[g.ax[t]]];
    for (int64_t j : it->second) {
      const int32_t* sb = B.st->sectors(j);
      int64_t n = 1;
      for (int32_t t = 0; t < nfb; ++t) {
        cs[nfa + t] = sb[fb[t]];
        n *= B.legs[fb[t]]->dims[sb[fb[t]]];
      }
      const int64_t c = st->find(cs);
      if (c < 0) return fail(TF_ERR_INTERNAL, "internal error: a block pair has no result block");
      if (m == 0 || n == 0 || kk == 0) continue;
      auto ek = std::make_tuple(m, n, kk);
      auto ex = exec_of.find(ek);
      int32_t xi;
      if (ex != exec_of.end()) {
        xi = ex->second;
      } else {
        // a as an m x k matrix, b as k x n; conj through op C on the
        // transposed view.
        int64_t ars = a_first ? 1 : kk, acs = a_first ? m : 1;
        int64_t brs = b_first ? n : 1, bcs = b_first ? 1 : kk;
        Tensor ta = g.ca && cx ? mat(dt, kk, m, acs, ars) : mat(dt, m, kk, ars, acs);
        Tensor tb = g.cb && cx ? mat(dt, n, kk, bcs, brs) : mat(dt, kk, n, brs, bcs);
        Tensor tc = mat(dt, m, n, n, 1);
        MatmulExec x;
        PlanPtr keep;
        TF_TRY(matmul_prepare(ta, g.ca && cx ? TF_OP_C : TF_OP_N, tb,
                              g.cb && cx ? TF_OP_C : TF_OP_N, tc, &keep, &x));
        xi = (int32_t)p->execs.size();
        p->execs.push_back(x);
        p->keep.push_back(std::move(keep));
        p->gemm_scratch = std::max(p->gemm_scratch, x.scratch_bytes);
        exec_of.emplace(ek, xi);
      }
      p->pairs.push_back(Pair{A.st->off[i], B.st->off[j], st->off[c], xi, false});
      written[c] = 1;
    }
  }
  std::stable_sort(p->pairs.begin(), p->pairs.end(),
                   [](const Pair& x, const Pair& y) { return x.c < y.c; });
  for (std::size_t i = 0; i < p->pairs.size(); ++i) {
    p->pairs[i].acc = i > 0 && p->pairs[i - 1].c == p->pairs[i].c;
    if (!p->pairs[i].acc) p->groups.push_back((int64_t)i);
    p->madds += p->execs[p->pairs[i].x].madds;
  }
  p->groups.push_back((int64_t)p->pairs.size());
  for (int64_t c = 0; c < st->nblocks(); ++c)
    if (!written[c] && st->size[c]) {
      p->zero.push_back(st->off[c]);
      p->zero.push_back(st->size[c]);
    }
  p->bytes = sizeof(ContractPlan) + p->pairs.size() * sizeof(Pair) +
             p->execs.size() * sizeof(MatmulExec) +
             (p->la.blocks.size() + p->lb.blocks.size() + p->zero.size()) * 8 +
             st->sec.size() * 4 + st->off.size() * 16;
  *out = std::move(p);
  return TF_OK;
}

}  // namespace

Status bs_tensordot(Engine& e, const BsTensor& a, const BsTensor& b, int32_t naxes,
                    const int32_t* axes_a, const int32_t* axes_b, bool conj_a, bool conj_b,
                    BsTensor* into, BsTensor** alloc) {
  if (a.dt != b.dt)
    return fail(TF_ERR_DTYPE_MISMATCH, "b: dtype %s, a is %s", dtype_name(b.dt),
                dtype_name(a.dt));
  if (!a.sym().same(b.sym()))
    return fail(TF_ERR_INVALID_ARGUMENT, "b: its symmetry differs from a's");
  if (naxes < 0 || naxes > a.nlegs || naxes > b.nlegs)
    return fail(TF_ERR_INVALID_ARGUMENT, "naxes: %d, expected 0..min(%d, %d)", naxes, a.nlegs,
                b.nlegs);
  if (naxes && (!axes_a || !axes_b))
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: NULL", !axes_a ? "axes_a" : "axes_b");
  Args g{&a, &b, naxes, {}, {}, conj_a, conj_b};
  bool used_a[TF_MAX_RANK] = {}, used_b[TF_MAX_RANK] = {};
  for (int32_t i = 0; i < naxes; ++i) {
    int32_t x = axes_a[i] < 0 ? axes_a[i] + a.nlegs : axes_a[i];
    int32_t y = axes_b[i] < 0 ? axes_b[i] + b.nlegs : axes_b[i];
    if (x < 0 || x >= a.nlegs || used_a[x])
      return fail(TF_ERR_INVALID_ARGUMENT, "axes_a[%d]: %d (a has %d legs; no leg twice)", i,
                  axes_a[i], a.nlegs);
    if (y < 0 || y >= b.nlegs || used_b[y])
      return fail(TF_ERR_INVALID_ARGUMENT, "axes_b[%d]: %d (b has %d legs; no leg twice)", i,
                  axes_b[i], b.nlegs);
    used_a[x] = used_b[y] = true;
    g.ax[i] = x;
    g.bx[i] = y;
    const Leg &la = *a.legs[x], &lb = *b.legs[y];
    const int32_t da = conj_a ? -la.dir : la.dir, db = conj_b ? -lb.dir : lb.dir;
    if (da == db)
      return fail(TF_ERR_SHAPE_MISMATCH,
                  "axes_b[%d]: leg %d of b and leg %d of a are both %s (after conj flags); a "
                  "contracted pair must have opposite directions",
                  i, y, x, da > 0 ? "out" : "in");
    if (la.charges != lb.charges || la.dims != lb.dims)
      return fail(TF_ERR_SHAPE_MISMATCH,
                  "axes_b[%d]: leg %d of b has other sectors (charges or dims) than leg %d of a "
                  "(a contracted pair must be dual)",
                  i, y, x);
  }
  PlanKey key;
  key.add(kTag);
  key.add((int64_t)a.dt);
  key.add(conj_a);
  key.add(conj_b);
  key.add(naxes);
  for (int32_t i = 0; i < naxes; ++i) {
    key.add(g.ax[i]);
    key.add(g.bx[i]);
  }
  const Symmetry& sym = a.sym();
  key.add(sym.n);
  for (int32_t f = 0; f < sym.n; ++f) key.add(sym.order[f] * 4 + sym.kind[f]);
  key_tensor(key, a, conj_a);
  key_tensor(key, b, conj_b);
  key.finish();
  const ContractPlan* p = nullptr;
  TF_TRY(e.plan<ContractPlan>(
      key, [&](PlanPtr* out) { return build(g, out); }, &p));
  BsTensor* made = nullptr;
  BsTensor* c = into;
  if (into) {
    TF_TRY(bs_check_out(*into, a.dt, p->nlegs, p->legs, p->flux, "out"));
    Tensor fc = bs_flat(*into);
    if ((a.st->numel && tensors_overlap(fc, bs_flat(a))) ||
        (b.st->numel && tensors_overlap(fc, bs_flat(b))))
      return fail(TF_ERR_INVALID_ARGUMENT, "out: shares memory with a or b");
  } else {
    TF_TRY(bs_new_with(e, a.dt, p->nlegs, p->legs, p->flux, p->st, &made));
    c = made;
  }
  const std::size_t es = dtype_size(a.dt);
  const std::size_t sa = p->la.perm.empty() ? 0 : (std::size_t)p->la.numel * es;
  const std::size_t sb = p->lb.perm.empty() ? 0 : (std::size_t)p->lb.numel * es;
  Storage* scr = nullptr;
  Status st = call_scratch(e, sa + sb + p->gemm_scratch, "block-sparse contraction scratch",
                           &scr);
  if (st != TF_OK) {
    bs_release(made);
    return st;
  }
  const char* pa = a.data;
  const char* pb = b.data;
  char* gs = nullptr;
  if (scr) {
    char* base = scr->payload();
    if (sa) {
      run_permute(p->la, es, a.data, base);
      pa = base;
    }
    if (sb) {
      run_permute(p->lb, es, b.data, base + sa);
      pb = base + sa;
    }
    gs = base + sa + sb;
  }
  for (std::size_t i = 0; i < p->zero.size(); i += 2)
    std::memset(c->data + p->zero[i] * (int64_t)es, 0, (std::size_t)p->zero[i + 1] * es);
  auto run = [&](int64_t i, int workers) {
    const Pair& q = p->pairs[i];
    matmul_execute(p->execs[q.x], pa + q.a * (int64_t)es, pb + q.b * (int64_t)es,
                   c->data + q.c * (int64_t)es, kOne, q.acc ? kOne : kZero, gs, workers);
  };
  const int64_t ngroups = (int64_t)p->groups.size() - 1;
  const int w = e.serial() || p->gemm_scratch || ngroups < 2 ? 1 : e.workers_for(p->madds);
  if (w > 1) {
    // A pooled engine: whole result blocks (their pairs in order, so the
    // sums are those of a serial run) claimed by the workers one by one.
    std::atomic<int64_t> next{0};
    auto part = [&](int) {
      for (int64_t g; (g = next.fetch_add(1, std::memory_order_relaxed)) < ngroups;)
        for (int64_t i = p->groups[g]; i < p->groups[g + 1]; ++i) run(i, 1);
    };
    run_parts(std::min<int64_t>(w, ngroups), part);
  } else {
    const bool serial = e.serial();
    for (std::size_t i = 0; i < p->pairs.size(); ++i)
      run((int64_t)i, serial ? 1 : e.workers_for(p->execs[p->pairs[i].x].madds));
  }
  if (scr) scr->drop();
  if (alloc) *alloc = made;
  return TF_OK;
}

}  // namespace tf
