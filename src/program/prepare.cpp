// program/prepare.cpp: from a recorded program to runnable specialisations.
// prepare() copies the program and removes values that reach no output;
// specialise() builds the Spec of one input signature: concrete shapes,
// storage places (caller outputs written in place, views without copies,
// in-place accumulation), commands with resolved plans, arena offsets by
// liveness (values never alive together share bytes), one arena block from
// the engine pool, and the dependency graph for the graph driver.
#include <algorithm>
#include <cstring>

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
  for (std::size_t i = 0; i < p.inputs.size(); ++i) {
    const Tensor& t = *inputs[i];
    Place& pl = places_[p.inputs[i]];
    pl.root = new_root(Root::Input, (int32_t)i, 0);
    for (int32_t d = 0; d < t.ndim; ++d) pl.strides[d] = t.strides[d];
  }
}

int32_t Lowering::new_root(Root::Kind k, int32_t index, std::size_t bytes) {
  Root r;
  r.kind = k;
  r.index = index;
  r.bytes = (bytes + 63) & ~std::size_t{63};
  roots_.push_back(r);
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

const Place& Lowering::fresh(int32_t slot, bool may_bind_output) {
  Place& pl = places_[slot];
  const Program& p = pp_.prog;
  if (may_bind_output)
    for (std::size_t j = 0; j < p.outputs.size(); ++j) {
      if (p.outputs[j] != slot || out_root_[j] >= 0) continue;
      out_root_[j] = pl.root = new_root(Root::Output, (int32_t)j, 0);
      pl.off = 0;
      for (int32_t d = 0; d < outputs_[j]->ndim; ++d) pl.strides[d] = outputs_[j]->strides[d];
      return pl;
    }
  std::size_t bytes = (std::size_t)numel(shapes_[slot]) * dtype_size(node(slot).dt);
  inter_bytes_ += bytes;
  pl.root = new_root(Root::Arena, -1, bytes);
  pl.off = 0;
  row_major(shapes_[slot], pl.strides);
  return pl;
}

void Lowering::alias(int32_t slot, int32_t src, int64_t off, const int64_t* strides) {
  Place& pl = places_[slot];
  pl.root = places_[src].root;
  pl.off = off;
  for (int32_t d = 0; d < shapes_[slot].ndim; ++d) pl.strides[d] = strides[d];
}

bool Lowering::can_overwrite(int32_t slot, int32_t c, const int32_t* others, int n) const {
  const int32_t r = places_[c].root;
  if (roots_[r].kind != Root::Arena || last_use_[slot] == INT_MAX) return false;
  for (int i = 0; i < n; ++i)
    if (places_[others[i]].root == r) return false;
  for (int32_t w = 0; w < slot; ++w)  // every value in c's block: read no later
    if (pp_.live[w] && places_[w].root == r && last_use_[w] > slot) return false;
  return true;
}

Ref Lowering::scratch(std::size_t bytes) {
  int32_t r = new_root(Root::Arena, -1, bytes);
  return Ref{(uint32_t)r, 0};
}

void Lowering::emit(const Cmd& c, std::initializer_list<Access> acc) {
  s_.cmds.push_back(c);
  acc_.emplace_back(acc);
}

void Lowering::finish_outputs() {
  const Program& p = pp_.prog;
  for (std::size_t j = 0; j < p.outputs.size(); ++j) {
    if (out_root_[j] >= 0) continue;
    const int32_t v = p.outputs[j];
    Place dst;
    dst.root = out_root_[j] = new_root(Root::Output, (int32_t)j, 0);
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
    TF_TRY(op_kind(n.op).infer(p, n, s.data(), &(*values)[v], where));
  }
  return TF_OK;
}

// ------------------------------------------------------- arena placement
namespace {

// Offsets for arena roots: largest first, each at the lowest offset that
// overlaps no placed root whose command interval intersects its own.
std::size_t place_arena(std::vector<Root>& roots) {
  std::vector<int32_t> order;
  for (int32_t r = 0; r < (int32_t)roots.size(); ++r)
    if (roots[r].kind == Root::Arena && roots[r].first >= 0) order.push_back(r);
  std::stable_sort(order.begin(), order.end(),
                   [&](int32_t x, int32_t y) { return roots[x].bytes > roots[y].bytes; });
  std::vector<int32_t> placed;
  std::vector<std::pair<int64_t, int64_t>> busy;
  std::size_t total = 0;
  for (int32_t r : order) {
    Root& R = roots[r];
    busy.clear();
    for (int32_t q : placed) {
      const Root& Q = roots[q];
      if (Q.first <= R.last && R.first <= Q.last)
        busy.emplace_back(Q.arena_off, Q.arena_off + (int64_t)Q.bytes);
    }
    std::sort(busy.begin(), busy.end());
    int64_t off = 0;
    for (auto& b : busy) {
      if (off + (int64_t)R.bytes <= b.first) break;
      off = std::max(off, b.second);
    }
    R.arena_off = off;
    total = std::max(total, (std::size_t)off + R.bytes);
    placed.push_back(r);
  }
  return total;
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
    std::vector<int32_t> level(nc, 0);
    for (int32_t j = 0; j < nc; ++j)
      for (int32_t i = 0; i < j; ++i)
        if (conflict(acc[i], acc[j], roots, false)) level[j] = std::max(level[j], level[i] + 1);
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
  s->arena_bytes = place_arena(roots);
  s->inter_bytes = L.inter_bytes();

  // Refs: root ids -> base table index and offset.
  const uint32_t nin = (uint32_t)p.inputs.size();
  for (Cmd& c : cmds)
    for (Ref& r : c.r) {
      if (r.base == kNoRef) continue;
      const Root& R = roots[r.base];
      if (R.kind == Root::Arena) {
        r.off += R.arena_off;
        r.base = 0;
      } else {
        r.base = R.kind == Root::Input ? 1 + (uint32_t)R.index : 1 + nin + (uint32_t)R.index;
      }
    }
  for (const Cmd& c : cmds) s->total_madds += c.madds;

  // Dependencies: every pair of commands touching the same bytes (one of
  // them writing) keeps its sequential order.
  if (pp.driver != kImmediate && nc > 1) {
    std::vector<std::vector<int32_t>> succ(nc);
    s->indeg.assign(nc, 0);
    for (int32_t j = 0; j < nc; ++j)
      for (int32_t i = 0; i < j; ++i)
        if (conflict(acc[i], acc[j], roots, true)) {
          succ[i].push_back(j);
          ++s->indeg[j];
        }
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
