// program/prepare.cpp: from a recorded program to runnable specialisations.
// prepare() copies the program and removes values that reach no output;
// specialise() builds the Spec of one input signature: concrete shapes,
// storage places (caller outputs written in place, views without copies,
// in-place accumulation), commands with resolved plans, arena offsets by
// liveness (values never alive together share bytes), one arena block from
// the engine pool, and the dependency graph for the graph driver.
#include <algorithm>
#include <cstring>
#include <map>

#include "core/shape.hpp"
#include "program/lowering.hpp"
#include "program/signature.hpp"

namespace tf {
namespace prog {

int64_t numel(const Shape& s) {
  int64_t n = 1;
  for (int32_t i = 0; i < s.ndim; ++i) n *= s.d[i];
  return n;
}

void row_major(const Shape& s, int64_t* st) {
  int64_t m = 1;
  for (int32_t i = s.ndim - 1; i >= 0; --i) {
    st[i] = m;
    m *= s.d[i] > 0 ? s.d[i] : 1;
  }
}

bool same_shape(const Shape& a, const Shape& b) {
  if (a.ndim != b.ndim) return false;
  for (int32_t i = 0; i < a.ndim; ++i)
    if (a.d[i] != b.d[i]) return false;
  return true;
}

bool row_major_contiguous(const Shape& s, const int64_t* st) {
  int64_t want = 1;
  for (int32_t i = s.ndim - 1; i >= 0; --i) {
    if (s.d[i] == 0) return true;
    if (s.d[i] != 1 && st[i] != want) return false;
    want *= s.d[i];
  }
  return true;
}

// --------------------------------------------------------------- Lowering
Lowering::Lowering(Engine& e, const Prepared& pp, Spec& s, const std::vector<Shape>& shapes,
                   const Tensor* const* inputs, const Tensor* const* outputs)
    : e_(e), pp_(pp), s_(s), shapes_(shapes), inputs_(inputs), outputs_(outputs) {
  const Program& p = pp.prog;
  const int32_t nn = (int32_t)p.nodes.size();
  places_.resize(nn);
  last_use_.assign(nn, -1);
  for (int32_t v = 0; v < nn; ++v) {
    if (!pp.live[v]) continue;
    for_operands(p.nodes[v], [&](int32_t u) { last_use_[u] = v; });
  }
  for (int32_t o : p.outputs) last_use_[o] = INT_MAX;
  out_root_.assign(p.outputs.size(), -1);
  find_chains();
  for (std::size_t i = 0; i < p.inputs.size(); ++i) {
    const Tensor& t = *inputs[i];
    Place& pl = places_[p.inputs[i]];
    pl.root = new_root(Root::Input, (int32_t)i, 0);
    for (int32_t d = 0; d < t.ndim; ++d) pl.strides[d] = t.strides[d];
    placed(p.inputs[i]);
  }
}

int32_t Lowering::new_root(Root::Kind k, int32_t index, std::size_t bytes) {
  Root r;
  r.kind = k;
  r.index = index;
  r.bytes = (bytes + 63) & ~std::size_t{63};
  roots_.push_back(r);
  root_read_until_.push_back(-1);
  return (int32_t)roots_.size() - 1;
}

Tensor Lowering::view_of(DType dt, const Shape& s, const Place& p) const {
  Tensor t{};
  t.dtype = dt;
  t.ndim = s.ndim;
  for (int32_t i = 0; i < s.ndim; ++i) {
    t.shape[i] = s.d[i];
    t.strides[i] = p.strides[i];
  }
  t.data = nullptr;
  t.storage = nullptr;
  t.embedded = false;
  return t;
}

Tensor Lowering::view(int32_t slot) const {
  return view_of(node(slot).dt, shapes_[slot], places_[slot]);
}

void Lowering::find_chains() {
  const Program& p = pp_.prog;
  const int32_t nn = (int32_t)p.nodes.size();
  chain_.assign(nn, -1);
  chain_rm_.assign(nn, 0);
  std::vector<int32_t> uses(nn, 0);
  for (int32_t v = 0; v < nn; ++v)
    if (pp_.live[v]) for_operands(p.nodes[v], [&](int32_t u) { ++uses[u]; });
  for (int32_t o : p.outputs) uses[o] = INT_MAX;  // an output starts no chain of another
  // The operand v's lowering writes v over when it can (lower_reshape,
  // lower_matmul, place_map, lower_binary), or -1.
  auto over = [&](int32_t v) -> int32_t {
    const Node& n = p.nodes[v];
    auto same = [&](int32_t u) {
      return u >= 0 && p.nodes[u].dt == n.dt && same_shape(shapes_[u], shapes_[v]);
    };
    switch (n.op) {
      case OpId::Reshape: return n.in[0];
      case OpId::Matmul: return n.in[2];
      case OpId::Unary: return same(n.in[0]) ? n.in[0] : -1;
      case OpId::Binary:
        if (n.in[0] == n.in[1]) return -1;
        return same(n.in[0]) ? n.in[0] : same(n.in[1]) ? n.in[1] : -1;
      default: return -1;
    }
  };
  for (std::size_t j = 0; j < p.outputs.size(); ++j) {
    int32_t v = p.outputs[j];
    if (chain_[v] >= 0) continue;  // the same slot is an earlier output
    chain_[v] = (int32_t)j;
    const Tensor& t = *outputs_[j];
    bool rm = false;
    for (;;) {
      const int32_t u = over(v);
      if (u < 0 || uses[u] != 1 || p.nodes[u].op == OpId::Input) break;
      if (p.nodes[v].op == OpId::Reshape) {
        if (!rm) {
          Shape ts;
          ts.ndim = t.ndim;
          for (int32_t d = 0; d < t.ndim; ++d) ts.d[d] = t.shape[d];
          int64_t st[TF_MAX_RANK];
          for (int32_t d = 0; d < t.ndim; ++d) st[d] = t.strides[d];
          if (!row_major_contiguous(ts, st)) break;
        }
        rm = true;
      }
      chain_[u] = (int32_t)j;
      chain_rm_[u] = rm;
      v = u;
    }
  }
}

const Place& Lowering::fresh(int32_t slot, bool may_bind_output) {
  Place& pl = places_[slot];
  const int32_t j = chain_[slot];
  if (may_bind_output && j >= 0 && out_root_[j] < 0) {
    out_root_[j] = pl.root = new_root(Root::Output, j, 0);
    pl.off = 0;
    if (chain_rm_[slot])
      row_major(shapes_[slot], pl.strides);
    else
      for (int32_t d = 0; d < outputs_[j]->ndim; ++d) pl.strides[d] = outputs_[j]->strides[d];
    placed(slot);
    return pl;
  }
  std::size_t bytes = (std::size_t)numel(shapes_[slot]) * dtype_size(node(slot).dt);
  inter_bytes_ += bytes;
  pl.root = new_root(Root::Arena, -1, bytes);
  pl.off = 0;
  row_major(shapes_[slot], pl.strides);
  placed(slot);
  return pl;
}

void Lowering::alias(int32_t slot, int32_t src, int64_t off, const int64_t* strides) {
  Place& pl = places_[slot];
  pl.root = places_[src].root;
  pl.off = off;
  for (int32_t d = 0; d < shapes_[slot].ndim; ++d) pl.strides[d] = strides[d];
  placed(slot);
}

bool Lowering::can_overwrite(int32_t slot, int32_t c, const int32_t* others, int n) const {
  const int32_t r = places_[c].root;
  const bool chain = chain_[slot] >= 0 && out_root_[chain_[slot]] == r;
  if (!chain && (roots_[r].kind != Root::Arena || last_use_[slot] == INT_MAX)) return false;
  for (int i = 0; i < n; ++i)
    if (places_[others[i]].root == r) return false;
  return root_read_until_[r] <= slot;  // every value in c's block: read no later
}

Ref Lowering::scratch(std::size_t bytes) {
  int32_t r = new_root(Root::Arena, -1, bytes);
  return Ref{(uint32_t)r, 0};
}

void Lowering::emit(const Cmd& c, std::initializer_list<Access> acc) {
  s_.cmds.push_back(c);
  acc_.emplace_back(acc);
}
void Lowering::emit(const Cmd& c, const std::vector<Access>& acc) {
  s_.cmds.push_back(c);
  acc_.push_back(acc);
}

void Lowering::finish_outputs() {
  const Program& p = pp_.prog;
  for (std::size_t j = 0; j < p.outputs.size(); ++j) {
    const int32_t v = p.outputs[j];
    if (out_root_[j] >= 0 && places_[v].root == out_root_[j]) continue;
    Place dst;  // (a chain that broke after its start: that buffer's root again)
    dst.root = out_root_[j] >= 0 ? out_root_[j] : (out_root_[j] = new_root(Root::Output, (int32_t)j, 0));
    for (int32_t d = 0; d < outputs_[j]->ndim; ++d) dst.strides[d] = outputs_[j]->strides[d];
    emit_copy(node(v).dt, shapes_[v], places_[v], dst);
  }
}

// ------------------------------------------------------------- shapes
Status infer_shapes(const Prepared& pp, const Tensor* const* inputs, std::vector<Shape>* values) {
  const Program& p = pp.prog;
  values->assign(p.nodes.size(), Shape{});
  char where[64];
  for (std::size_t v = 0; v < p.nodes.size(); ++v) {
    const Node& n = p.nodes[v];
    if (n.op == OpId::Input) {
      const Tensor& t = *inputs[n.input_index];
      Shape& s = (*values)[v];
      s.ndim = t.ndim;
      for (int32_t i = 0; i < t.ndim; ++i) s.d[i] = t.shape[i];
      continue;
    }
    if (!pp.live[v]) continue;
    std::vector<Shape> s(n.in.size());
    for (std::size_t i = 0; i < n.in.size(); ++i)
      if (n.in[i] >= 0) s[i] = (*values)[n.in[i]];
    snprintf(where, sizeof where, "inputs: with these shapes, slot %zu (%s): ", v,
             op_name(n.op));
    Shape& r = (*values)[v];
    TF_TRY(op_kind(n.op).infer(p, n, s.data(), &r, where));
    int64_t numel;
    snprintf(where, sizeof where, "inputs: with these shapes, slot %zu (%s)", v,
             op_name(n.op));
    TF_TRY(checked_size(r.ndim, r.d, n.dt, where, &numel));
  }
  return TF_OK;
}

// ------------------------------------------------------- arena placement
namespace {

// Offsets for arena roots: largest first, each at the lowest offset that
// overlaps no placed root whose command interval intersects its own. The
// placed roots alive with root R are those whose interval holds R.first (a
// segment tree over ticks: O(log T) lists) and those starting in
// (R.first, R.last] (a map by first tick): O((k + 1) log n) per root for k
// neighbours, where a scan of every placed root made long chains quadratic.
Status place_arena(std::vector<Root>& roots, std::size_t* arena_bytes) {
  std::vector<int32_t> order;
  int32_t ticks = 1;
  for (int32_t r = 0; r < (int32_t)roots.size(); ++r)
    if (roots[r].kind == Root::Arena && roots[r].first >= 0) {
      order.push_back(r);
      ticks = std::max(ticks, roots[r].last + 1);
    }
  std::stable_sort(order.begin(), order.end(),
                   [&](int32_t x, int32_t y) { return roots[x].bytes > roots[y].bytes; });
  int32_t leaves = 1;
  while (leaves < ticks) leaves *= 2;
  std::vector<std::vector<int32_t>> tree(2 * (std::size_t)leaves);
  std::multimap<int32_t, int32_t> by_first;
  std::vector<std::pair<int64_t, int64_t>> busy;
  std::size_t total = 0;
  for (int32_t r : order) {
    Root& R = roots[r];
    busy.clear();
    auto add = [&](int32_t q) {
      busy.emplace_back(roots[q].arena_off, roots[q].arena_off + (int64_t)roots[q].bytes);
    };
    for (int32_t v = R.first + leaves; v >= 1; v /= 2)
      for (int32_t q : tree[v]) add(q);
    for (auto it = by_first.upper_bound(R.first); it != by_first.end() && it->first <= R.last;
         ++it)
      add(it->second);
    std::sort(busy.begin(), busy.end());
    int64_t off = 0, end = 0;
    for (auto& b : busy) {
      end = off;
      TF_TRY(checked_add(&end, (int64_t)R.bytes, "the program's arena"));
      if (end <= b.first) break;
      off = std::max(off, b.second);
    }
    end = off;
    TF_TRY(checked_add(&end, (int64_t)R.bytes, "the program's arena"));
    R.arena_off = off;
    total = std::max(total, (std::size_t)end);
    // R into the canonical nodes of [first, last] and the map.
    for (int32_t lo = R.first + leaves, hi = R.last + leaves + 1; lo < hi; lo /= 2, hi /= 2) {
      if (lo & 1) tree[lo++].push_back(r);
      if (hi & 1) tree[--hi].push_back(r);
    }
    by_first.emplace(R.first, r);
  }
  *arena_bytes = total;
  return TF_OK;
}

bool conflict(const std::vector<Access>& x, const std::vector<Access>& y,
              const std::vector<Root>& roots, bool physical) {
  for (const Access& a : x)
    for (const Access& b : y) {
      if (!a.write && !b.write) continue;
      if (a.root == b.root) return true;
      if (!physical) continue;
      const Root &A = roots[a.root], &B = roots[b.root];
      if (A.kind == Root::Arena && B.kind == Root::Arena &&
          A.arena_off < B.arena_off + (int64_t)B.bytes &&
          B.arena_off < A.arena_off + (int64_t)A.bytes)
        return true;
    }
  return false;
}

// Edges i -> j (i < j) such that every pair of commands that conflict
// (same root, or arena roots sharing bytes; one of them writing) is joined
// by a path, in O(accesses log n):
//   - per root, the last writer and the readers since: a read depends on
//     the last writer, a write on the readers since (else the last writer);
//   - arena roots sharing bytes have disjoint tick intervals (place_arena),
//     so all of A's commands come before B's: when B is first touched, by a
//     write, that command depends on the frontier (last writer and readers
//     since) of every root last painted on B's bytes (a map of byte ranges
//     to their latest root); B's later commands follow from it by the rule
//     above, and older occupants reach it through the root painted over them.
// false (nothing usable in *succ) when an arena root's first access is no
// write.
bool dependencies(const std::vector<std::vector<Access>>& acc, const std::vector<Root>& roots,
                  std::vector<std::vector<int32_t>>* succ) {
  const int32_t nc = (int32_t)acc.size();
  std::vector<int32_t> writer(roots.size(), -1), stamp(nc, -1), seen_root(roots.size(), -1);
  std::vector<std::vector<int32_t>> readers(roots.size());
  std::vector<bool> touched(roots.size(), false);
  std::map<int64_t, std::pair<int64_t, int32_t>> paint;  // start -> (end, root)
  for (int32_t j = 0; j < nc; ++j) {
    auto edge = [&](int32_t i) {
      if (i < 0 || i == j || stamp[i] == j) return;
      stamp[i] = j;
      (*succ)[i].push_back(j);
    };
    auto frontier = [&](int32_t r) {
      edge(writer[r]);
      for (int32_t i : readers[r]) edge(i);
    };
    for (const Access& a : acc[j]) {
      const int32_t r = a.root;
      if (touched[r]) continue;
      touched[r] = true;
      const Root& R = roots[r];
      if (R.kind != Root::Arena || R.bytes == 0) continue;
      bool writes = false;
      for (const Access& b : acc[j]) writes |= b.root == r && b.write;
      if (!writes) return false;
      const int64_t lo = R.arena_off, hi = R.arena_off + (int64_t)R.bytes;
      auto it = paint.lower_bound(lo);
      if (it != paint.begin() && std::prev(it)->second.first > lo) --it;
      std::vector<std::pair<int64_t, std::pair<int64_t, int32_t>>> keep;
      while (it != paint.end() && it->first < hi) {
        const int64_t s0 = it->first, e0 = it->second.first;
        const int32_t q = it->second.second;
        if (seen_root[q] != r) { seen_root[q] = r; frontier(q); }
        if (s0 < lo) keep.push_back({s0, {lo, q}});
        if (e0 > hi) keep.push_back({hi, {e0, q}});
        it = paint.erase(it);
      }
      for (auto& k : keep) paint.emplace(k.first, k.second);
      paint.emplace(lo, std::make_pair(hi, r));
    }
    for (const Access& a : acc[j]) {  // logical: reads after the last write
      if (a.write) continue;
      edge(writer[a.root]);
    }
    for (const Access& a : acc[j]) {
      if (!a.write) continue;
      if (readers[a.root].empty()) edge(writer[a.root]);
      for (int32_t i : readers[a.root]) edge(i);
    }
    for (const Access& a : acc[j]) {
      if (a.write) {
        writer[a.root] = j;
        readers[a.root].clear();
      }
    }
    for (const Access& a : acc[j])
      if (!a.write && writer[a.root] != j &&
          (readers[a.root].empty() || readers[a.root].back() != j))
        readers[a.root].push_back(j);
  }
  return true;
}

}  // namespace

// -------------------------------------------------------------- specialise
Status specialise(Engine& e, Prepared& pp, const Tensor* const* inputs,
                  const Tensor* const* outputs, std::unique_ptr<Spec>* out) {
  const Program& p = pp.prog;
  std::vector<Shape> shapes;
  TF_TRY(infer_shapes(pp, inputs, &shapes));
  TF_TRY(check_outputs(p, shapes, outputs));
  auto s = std::make_unique<Spec>();
  for (int32_t o : p.outputs) s->out_shapes.push_back(shapes[o]);

  Lowering L(e, pp, *s, shapes, inputs, outputs);
  for (std::size_t v = 0; v < p.nodes.size(); ++v)
    if (pp.live[v]) TF_TRY(op_kind(p.nodes[v].op).lower(L, (int32_t)v));
  L.finish_outputs();
  for (std::size_t v = 0; v < p.nodes.size(); ++v)
    if (!pp.live[v] && p.nodes[v].op != OpId::Input) ++s->removed;

  std::vector<Root>& roots = L.roots();
  std::vector<std::vector<Access>>& acc = L.accesses();
  std::vector<Cmd>& cmds = s->cmds;
  const int32_t nc = (int32_t)cmds.size();

  // Graph driver: order commands by dependency level, and measure liveness
  // in levels, so commands of one level (which may run together) never
  // share arena bytes. Immediate: liveness in command positions.
  std::vector<int32_t> tick(nc);
  for (int32_t i = 0; i < nc; ++i) tick[i] = i;
  if (pp.driver != kImmediate && nc > 1) {
    // level[j] = 1 + the largest level of an earlier command touching a root
    // j touches, one of them writing: per root, the largest level of any
    // access and of a write so far (one pass; was a scan of all pairs).
    std::vector<int32_t> level(nc, 0), any_lv(roots.size(), -1), write_lv(roots.size(), -1);
    for (int32_t j = 0; j < nc; ++j) {
      for (const Access& a : acc[j])
        level[j] = std::max(level[j], (a.write ? any_lv[a.root] : write_lv[a.root]) + 1);
      for (const Access& a : acc[j]) {
        any_lv[a.root] = std::max(any_lv[a.root], level[j]);
        if (a.write) write_lv[a.root] = std::max(write_lv[a.root], level[j]);
      }
    }
    std::vector<int32_t> order(nc);
    for (int32_t i = 0; i < nc; ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](int32_t x, int32_t y) { return level[x] < level[y]; });
    std::vector<Cmd> c2;
    std::vector<std::vector<Access>> a2;
    for (int32_t i = 0; i < nc; ++i) {
      c2.push_back(cmds[order[i]]);
      a2.push_back(acc[order[i]]);
      tick[i] = level[order[i]];
    }
    cmds.swap(c2);
    acc.swap(a2);
    int32_t w = 0, run = 0;
    for (int32_t i = 0; i < nc; ++i) {
      run = i > 0 && tick[i] == tick[i - 1] ? run + 1 : 1;
      w = std::max(w, run);
    }
    s->width = w;
  }

  // Liveness: the first and last tick of the commands touching each root.
  for (Root& r : roots) r.first = r.last = -1;
  for (int32_t i = 0; i < nc; ++i) {
    if (cmds[i].mm && cmds[i].mm->scratch_bytes)
      acc[i].push_back(Access{(int32_t)cmds[i].r[3].base, true});
    for (const Access& a : acc[i]) {
      Root& r = roots[a.root];
      if (r.first < 0 || tick[i] < r.first) r.first = tick[i];
      if (tick[i] > r.last) r.last = tick[i];
    }
  }
  TF_TRY(place_arena(roots, &s->arena_bytes));
  s->inter_bytes = L.inter_bytes();

  // Refs: root ids -> base table index and offset.
  const uint32_t nin = (uint32_t)p.inputs.size();
  auto translate = [&](Ref& r) {
    if (r.base == kNoRef) return;
    const Root& R = roots[r.base];
    if (R.kind == Root::Arena) {
      r.off += R.arena_off;
      r.base = 0;
    } else {
      r.base = R.kind == Root::Input ? 1 + (uint32_t)R.index : 1 + nin + (uint32_t)R.index;
    }
  };
  for (Cmd& c : cmds) {
    for (Ref& r : c.r) translate(r);
    for (int32_t k = 0; k < c.nmore; ++k) translate(c.more[k]);
  }
  for (const Cmd& c : cmds) s->total_madds += c.madds;

  // Dependencies: every pair of commands touching the same bytes (one of
  // them writing) keeps its sequential order.
  if (pp.driver != kImmediate && nc > 1) {
    std::vector<std::vector<int32_t>> succ(nc);
    s->indeg.assign(nc, 0);
    if (!dependencies(acc, roots, &succ)) {  // near-linear; else every pair
      for (auto& v : succ) v.clear();
      for (int32_t j = 0; j < nc; ++j)
        for (int32_t i = 0; i < j; ++i)
          if (conflict(acc[i], acc[j], roots, true)) succ[i].push_back(j);
    }
    for (int32_t i = 0; i < nc; ++i)
      for (int32_t j : succ[i]) ++s->indeg[j];
#ifndef NDEBUG
    // Debug builds (the sanitizer runs): every conflicting pair is joined.
    if (nc <= 256) {
      std::vector<std::vector<bool>> reach(nc, std::vector<bool>(nc, false));
      for (int32_t i = nc - 1; i >= 0; --i)
        for (int32_t j : succ[i]) {
          reach[i][j] = true;
          for (int32_t k = j + 1; k < nc; ++k)
            if (reach[j][k]) reach[i][k] = true;
        }
      for (int32_t j = 0; j < nc; ++j)
        for (int32_t i = 0; i < j; ++i)
          if (!reach[i][j] && conflict(acc[i], acc[j], roots, true))
            return fail(TF_ERR_INTERNAL,
                        "internal error: the program's commands %d and %d conflict but are "
                        "not ordered",
                        i, j);
    }
#endif
    s->succ_begin.assign(nc + 1, 0);
    for (int32_t i = 0; i < nc; ++i) {
      s->succ_begin[i + 1] = s->succ_begin[i] + (int32_t)succ[i].size();
      s->succ.insert(s->succ.end(), succ[i].begin(), succ[i].end());
    }
    s->count.reset(new std::atomic<int32_t>[nc]);
    s->queue.reset(new std::atomic<int32_t>[nc]);
  }

  // Signature, spans, then the one allocation.
  build_signature(p, inputs, outputs, &s->sig, &s->hash);
  s->outs_rowmajor = true;
  for (std::size_t j = 0; j < p.outputs.size(); ++j) {
    int64_t st[TF_MAX_RANK];
    row_major(shapes[p.outputs[j]], st);
    for (int32_t d = 0; d < outputs[j]->ndim; ++d)
      if (outputs[j]->shape[d] > 1 && outputs[j]->strides[d] != st[d]) s->outs_rowmajor = false;
  }
  for (std::size_t i = 0; i < p.inputs.size(); ++i) s->in_span.push_back(span_bytes(*inputs[i]));
  for (std::size_t j = 0; j < p.outputs.size(); ++j)
    s->out_span.push_back(span_bytes(*outputs[j]));
  if (s->arena_bytes) {
    s->arena = e.scratch(s->arena_bytes);
    if (!s->arena)
      return fail(TF_ERR_OUT_OF_MEMORY, "out of memory for the program's arena (%zu bytes)",
                  s->arena_bytes);
  }
  *out = std::move(s);
  return TF_OK;
}

// ---------------------------------------------------------------- prepare
Status prepare(Engine& e, const Program& p, Driver driver, std::size_t max_specs,
               Prepared** out) {
  if (p.outputs.empty())
    return fail(TF_ERR_INVALID_ARGUMENT,
                "program: has no outputs (mark at least one slot with tf_program_output)");
  auto pp = std::make_unique<Prepared>();
  pp->prog = p;
  pp->serial_kind = e.serial();
  pp->driver = driver == kAuto ? (e.serial() ? kImmediate : kGraph) : driver;
  pp->max_specs = max_specs;
  // Values that reach no output are removed (inputs stay: the run binds them).
  const int32_t nn = (int32_t)p.nodes.size();
  pp->live.assign(nn, false);
  for (int32_t o : p.outputs) pp->live[o] = true;
  for (int32_t v = nn - 1; v >= 0; --v) {
    if (!pp->live[v]) continue;
    for_operands(p.nodes[v], [&](int32_t u) { pp->live[u] = true; });
    if (p.nodes[v].primary >= 0) pp->live[p.nodes[v].primary] = true;
  }
  for (int32_t i : p.inputs) pp->live[i] = true;
  // Every result of a multi-output operation that runs is computed (and
  // placed) with it.
  for (int32_t v = 0; v < nn; ++v)
    if (p.nodes[v].primary >= 0 && pp->live[p.nodes[v].primary]) pp->live[v] = true;
  pp->sig_words = signature_words(p);
  pp->sigbuf.reserve(pp->sig_words);
  pp->base.assign(1 + p.inputs.size() + p.outputs.size(), nullptr);
  pp->disjoint.assign(p.inputs.size() + p.outputs.size(), nullptr);
  pp->specs.reserve(max_specs + 1);

  // Fully static: plan the row-major signature now, so runs with row-major
  // tensors find it. Dynamic extents are planned on the first run.
  bool dynamic = false;
  for (int32_t i : p.inputs)
    for (int32_t d = 0; d < p.nodes[i].shape.ndim; ++d)
      dynamic |= p.nodes[i].shape.d[d] == kDynamic;
  if (!dynamic) {
    std::vector<std::unique_ptr<Tensor>> ins, outs;
    std::vector<const Tensor*> in_ptr;
    std::vector<const Tensor*> out_ptr;
    for (int32_t i : p.inputs) {
      const Node& n = p.nodes[i];
      ins.push_back(std::make_unique<Tensor>());  // no leak if the growth throws
      Tensor& t = *ins.back();
      t.dtype = n.dt;
      t.ndim = n.shape.ndim;
      for (int32_t d = 0; d < t.ndim; ++d) t.shape[d] = n.shape.d[d];
      row_major(n.shape, t.strides);
      in_ptr.push_back(&t);
    }
    std::vector<Shape> shapes;
    TF_TRY(infer_shapes(*pp, in_ptr.data(), &shapes));
    for (int32_t o : p.outputs) {
      outs.push_back(std::make_unique<Tensor>());
      Tensor& t = *outs.back();
      t.dtype = p.nodes[o].dt;
      t.ndim = shapes[o].ndim;
      for (int32_t d = 0; d < t.ndim; ++d) t.shape[d] = shapes[o].d[d];
      row_major(shapes[o], t.strides);
      out_ptr.push_back(&t);
    }
    std::unique_ptr<Spec> s;
    TF_TRY(specialise(e, *pp, in_ptr.data(), out_ptr.data(), &s));
    pp->cur = s.get();
    pp->specs.push_back(std::move(s));
    pp->specialised = 1;
  }
  *out = pp.release();
  return TF_OK;
}

}  // namespace prog
}  // namespace tf
