// program/run.cpp: running a prepared program. The signature check compares
// the tensors with the current specialisation's words in one pass; another
// signature is looked up in (or added to) the bounded per-handle cache.
// Drivers: immediate (commands in order on the calling thread) and graph
// (dependency counts, a ready queue and one run_parts; no allocation).
#include <algorithm>
#include <cstring>
#include <thread>

#include "engine/threads.hpp"
#include "program/signature.hpp"

namespace tf {
namespace prog {
namespace {

// Waiting for work: spin briefly, then give the core away (a descheduled
// worker holding the next command must get to run).
inline void cpu_relax(int& spins) {
  if (++spins < 256) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
  } else {
    std::this_thread::yield();
  }
}

const char* kind_name(bool serial) { return serial ? "serial" : "pooled"; }

Status check_call(const Engine& e, const Prepared& pp, const Tensor* const* inputs,
                  std::size_t nin, const void* outputs, std::size_t nout) {
  const Program& p = pp.prog;
  if (e.serial() != pp.serial_kind)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "engine: the program was prepared on a %s engine, this engine is %s; prepare "
                "it again on an engine of this kind",
                kind_name(pp.serial_kind), kind_name(e.serial()));
  if (nin != p.inputs.size())
    return fail(TF_ERR_INVALID_ARGUMENT, "num_inputs: %zu, the program has %zu inputs", nin,
                p.inputs.size());
  if (nout != p.outputs.size())
    return fail(TF_ERR_INVALID_ARGUMENT, "num_outputs: %zu, the program has %zu outputs", nout,
                p.outputs.size());
  if (nin && !inputs) return fail(TF_ERR_INVALID_ARGUMENT, "inputs: NULL");
  if (nout && !outputs) return fail(TF_ERR_INVALID_ARGUMENT, "outputs: NULL");
  return TF_OK;
}

Status null_input(std::size_t i) { return fail(TF_ERR_INVALID_ARGUMENT, "inputs[%zu]: NULL", i); }

bool inputs_match(const Spec& s, const Tensor* const* inputs, std::size_t nin,
                  const int64_t** w) {
  const int64_t* p = s.sig.data();
  for (std::size_t i = 0; i < nin; ++i)
    if (!tensor_matches(p, *inputs[i])) return false;
  *w = p;
  return true;
}

// The cached specialisation for this signature, or a new one.
Status select_spec(Engine& e, Prepared& pp, const Tensor* const* inputs,
                   const Tensor* const* outputs, Spec** out) {
  const Program& p = pp.prog;
  TF_TRY(check_inputs(p, inputs));
  uint64_t h;
  build_signature(p, inputs, outputs, &pp.sigbuf, &h);
  for (std::size_t i = 0; i < pp.specs.size(); ++i) {
    Spec* s = pp.specs[i].get();
    if (s->hash == h && s->sig == pp.sigbuf) {
      std::rotate(pp.specs.begin(), pp.specs.begin() + i, pp.specs.begin() + i + 1);
      *out = pp.cur = s;
      return TF_OK;
    }
  }
  std::unique_ptr<Spec> s;
  TF_TRY(specialise(e, pp, inputs, outputs, &s));
  ++pp.specialised;
  pp.specs.insert(pp.specs.begin(), std::move(s));
  if (pp.specs.size() > pp.max_specs) pp.specs.pop_back();
  pp.disjoint_spec = nullptr;  // a freed spec's address may be reused
  *out = pp.cur = pp.specs.front().get();
  return TF_OK;
}

void run_immediate(Engine& e, const Spec& s, char* const* base) {
  for (const Cmd& c : s.cmds) c.fn(c, base, c.big ? e.workers_for(c.madds) : 1);
}

void run_graph(const Spec& s, char* const* base, int workers) {
  const int32_t n = (int32_t)s.cmds.size();
  std::atomic<int32_t>* cnt = s.count.get();
  std::atomic<int32_t>* q = s.queue.get();
  int32_t t0 = 0;
  for (int32_t i = 0; i < n; ++i) {
    cnt[i].store(s.indeg[i], std::memory_order_relaxed);
    q[i].store(-1, std::memory_order_relaxed);
  }
  for (int32_t i = 0; i < n; ++i)
    if (s.indeg[i] == 0) q[t0++].store(i, std::memory_order_relaxed);
  std::atomic<int32_t> head{0}, tail{t0};
  const Cmd* cmds = s.cmds.data();
  const int32_t* sb = s.succ_begin.data();
  const int32_t* su = s.succ.data();
  auto part = [&](int) {
    int spins = 0;
    for (;;) {
      int32_t h = head.load(std::memory_order_acquire);
      if (h >= n) break;  // every command taken
      if (h >= tail.load(std::memory_order_acquire)) {
        cpu_relax(spins);
        continue;
      }
      if (!head.compare_exchange_weak(h, h + 1, std::memory_order_acq_rel)) continue;
      spins = 0;
      int32_t i;
      while ((i = q[h].load(std::memory_order_acquire)) < 0) cpu_relax(spins);
      cmds[i].fn(cmds[i], base, 1);
      for (int32_t k = sb[i]; k < sb[i + 1]; ++k)
        if (cnt[su[k]].fetch_sub(1, std::memory_order_acq_rel) == 1)
          q[tail.fetch_add(1, std::memory_order_acq_rel)].store(su[k], std::memory_order_release);
    }
  };
  run_parts(workers, part);
}

}  // namespace

Status run(Engine& e, Prepared& pp, const Tensor* const* inputs, std::size_t nin,
           Tensor* const* outputs, std::size_t nout) {
  TF_TRY(check_call(e, pp, inputs, nin, outputs, nout));
  const Tensor* const* outs = outputs;
  // One pass: NULL checks, the signature check against the current
  // specialisation's words, and the pointer table.
  char** base = pp.base.data();
  Spec* s = pp.cur;
  bool hit = s != nullptr;
  const int64_t* w = hit ? s->sig.data() : nullptr;
  for (std::size_t i = 0; i < nin; ++i) {
    const Tensor* t = inputs[i];
    if (!t) return null_input(i);
    if (hit) hit = tensor_matches(w, *t);
    base[1 + i] = t->data;
  }
  for (std::size_t j = 0; j < nout; ++j) {
    const Tensor* t = outs[j];
    if (!t) return fail(TF_ERR_INVALID_ARGUMENT, "outputs[%zu]: NULL", j);
    if (hit) hit = tensor_matches(w, *t);
    base[1 + nin + j] = t->data;
  }
  if (!hit) TF_TRY(select_spec(e, pp, inputs, outs, &s));
  // Outputs must not overlap inputs or each other (checked again only when
  // a pointer or the specialisation changed since the last check).
  const std::size_t nptr = nin + nout;
  const bool checked = pp.disjoint_spec == s &&
                       std::memcmp(pp.disjoint.data(), &base[1], nptr * sizeof(char*)) == 0;
  for (std::size_t j = 0; !checked && j < nout; ++j) {
    const char* lo = base[1 + nin + j];
    const char* hi = lo + s->out_span[j];
    if (lo == hi) continue;
    for (std::size_t i = 0; i < nin; ++i) {
      const char* l2 = base[1 + i];
      if (s->in_span[i] && lo < l2 + s->in_span[i] && l2 < hi)
        return fail(TF_ERR_INVALID_ARGUMENT, "outputs[%zu]: overlaps the memory of inputs[%zu]",
                    j, i);
    }
    for (std::size_t k = 0; k < j; ++k) {
      const char* l2 = base[1 + nin + k];
      if (s->out_span[k] && lo < l2 + s->out_span[k] && l2 < hi)
        return fail(TF_ERR_INVALID_ARGUMENT,
                    "outputs[%zu]: overlaps the memory of outputs[%zu]", j, k);
    }
  }
  if (!checked && nptr) {
    std::memcpy(pp.disjoint.data(), &base[1], nptr * sizeof(char*));
    pp.disjoint_spec = s;
  }
  // Then the first write.
  base[0] = s->arena ? s->arena->payload() : nullptr;
  ++e.stats().calls;
  ++pp.runs;
  int workers = 1;
  if (pp.driver == kGraph && s->width > 1 && !e.serial())
    workers = std::min(e.workers_for(s->total_madds), (int)s->width);
  if (workers > 1)
    run_graph(*s, base, workers);
  else
    run_immediate(e, *s, base);
  if (s->err.load(std::memory_order_relaxed) != 0) {  // a command failed (linear algebra)
    const Status st = (Status)s->err.exchange(0);
    --pp.runs;
    return fail(st, "%s", s->err_msg.c_str());
  }
  return TF_OK;
}

Status run_alloc(Engine& e, Prepared& pp, const Tensor* const* inputs, std::size_t nin,
                 Tensor** outputs, std::size_t nout) {
  TF_TRY(check_call(e, pp, inputs, nin, outputs, nout));
  for (std::size_t i = 0; i < nin; ++i)
    if (!inputs[i]) return null_input(i);
  const Program& p = pp.prog;
  // Output shapes: from the current specialisation when the inputs match it
  // and it was planned for row-major outputs, else inferred.
  std::vector<Shape> inferred;
  const Shape* shapes = nullptr;
  const int64_t* w;
  if (pp.cur && pp.cur->outs_rowmajor && inputs_match(*pp.cur, inputs, nin, &w)) {
    shapes = pp.cur->out_shapes.data();
  } else {
    TF_TRY(check_inputs(p, inputs));
    std::vector<Shape> all;
    TF_TRY(infer_shapes(pp, inputs, &all));
    for (int32_t o : p.outputs) inferred.push_back(all[o]);
    shapes = inferred.data();
  }
  Tensor* small[8];
  std::vector<Tensor*> big;
  Tensor** made = small;
  if (nout > 8) {
    big.assign(nout, nullptr);
    made = big.data();
  }
  // The tensors made so far are released on every way out but success,
  // also when run() throws (out of memory while planning a new signature).
  struct Made {
    Tensor** t;
    std::size_t n = 0;
    bool keep = false;
    ~Made() {
      if (!keep)
        for (std::size_t i = 0; i < n; ++i) tensor_release(t[i]);
    }
  } made_g{made};
  for (; made_g.n < nout; ++made_g.n)
    TF_TRY(e.new_tensor(p.nodes[p.outputs[made_g.n]].dt, shapes[made_g.n].ndim,
                        shapes[made_g.n].d, TF_ROW_MAJOR, &made[made_g.n]));
  TF_TRY(run(e, pp, inputs, nin, made, nout));
  made_g.keep = true;
  for (std::size_t j = 0; j < nout; ++j) outputs[j] = made[j];
  return TF_OK;
}

}  // namespace prog
}  // namespace tf
