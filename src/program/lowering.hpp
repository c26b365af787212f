// program/lowering.hpp: what an operation's lower function may ask of the
// specialisation being built: operand shapes and places, a place for its
// result (a caller output when the value is one, else a fresh arena block),
// aliases, in-place reuse, scratch, and emitting commands.
#pragma once
#include <climits>

#include "program/program.hpp"

namespace tf {
namespace prog {

class Lowering {
 public:
  Lowering(Engine& e, const Prepared& pp, Spec& s, const std::vector<Shape>& shapes,
           const Tensor* const* inputs, const Tensor* const* outputs);

  Engine& engine() { return e_; }
  const Node& node(int32_t slot) const { return pp_.prog.nodes[slot]; }
  const Shape& shape(int32_t slot) const { return shapes_[slot]; }
  const Place& place(int32_t slot) const { return places_[slot]; }
  // A view of slot's value (dtype, shape, strides; data = nullptr) for an
  // op's plan function.
  Tensor view(int32_t slot) const;
  Tensor view_of(DType dt, const Shape& s, const Place& p) const;
  Ref ref(int32_t slot) const { return Ref{(uint32_t)places_[slot].root, places_[slot].off}; }
  Ref ref_of(const Place& p) const { return Ref{(uint32_t)p.root, p.off}; }

  // slot's result gets its own storage: caller output j when slot is output
  // j, or the start of output j's in-place chain (see chain_), not yet bound
  // (and may_bind_output), else a new row-major arena block.
  const Place& fresh(int32_t slot, bool may_bind_output = true);
  // slot's result is a view into src's storage.
  void alias(int32_t slot, int32_t src, int64_t off, const int64_t* strides);
  // May the node `slot` write its result over operand c's storage? True
  // when no later node reads c's block, no operand in others shares it, and
  // the block is an arena block and slot no output, or the block is the
  // output buffer of slot's in-place chain.
  bool can_overwrite(int32_t slot, int32_t c, const int32_t* others, int nothers) const;
  // An arena block used only by the next emitted command (which must list
  // it as r[3]: liveness finds it there).
  Ref scratch(std::size_t bytes);

  // An arena block (its root id) that the commands listing it in their
  // accesses use: live from the first of them to the last (op scratch
  // shared by several commands, e.g. an einsum's intermediates).
  int32_t block(std::size_t bytes) { return new_root(Root::Arena, -1, bytes); }
  // Gives slot's arena place (from fresh) other strides (e.g. column-major).
  void set_strides(int32_t slot, const int64_t* strides) {
    for (int32_t d = 0; d < shapes_[slot].ndim; ++d) places_[slot].strides[d] = strides[d];
  }
  // Is slot's place a root of this kind?
  bool in_arena(int32_t slot) const { return roots_[places_[slot].root].kind == Root::Arena; }
  Spec& spec() { return s_; }

  // Owned before the vector grows: a growth that throws frees the new
  // object (emplace_back(new X) leaked it on out-of-memory).
  MatmulExec* new_matmul() {
    auto x = std::make_unique<MatmulExec>();
    s_.mm.push_back(std::move(x));
    return s_.mm.back().get();
  }
  CopyExec* new_copy() {
    auto x = std::make_unique<CopyExec>();
    s_.cp.push_back(std::move(x));
    return s_.cp.back().get();
  }
  // A default-constructed X that lives as long as the Spec (an op's Exec).
  template <class X> X* own() {
    auto x = std::make_shared<X>();
    s_.owned.push_back(x);
    return x.get();
  }
  void keep(PlanPtr p) { if (p) s_.keep.push_back(std::move(p)); }
  // Appends c; acc lists the roots it reads and writes.
  void emit(const Cmd& c, std::initializer_list<Access> acc);
  void emit(const Cmd& c, const std::vector<Access>& acc);
  // dst (strides of place d, shape s) = src.
  void emit_copy(DType dt, const Shape& s, const Place& src, const Place& dst);

  // After every node: copies for outputs not written in place.
  void finish_outputs();
  std::vector<Root>& roots() { return roots_; }
  std::vector<std::vector<Access>>& accesses() { return acc_; }
  std::size_t inter_bytes() const { return inter_bytes_; }

 private:
  int32_t new_root(Root::Kind k, int32_t index, std::size_t bytes);

  Engine& e_;
  const Prepared& pp_;
  Spec& s_;
  const std::vector<Shape>& shapes_;
  const Tensor* const* inputs_;
  const Tensor* const* outputs_;
  std::vector<Place> places_;
  std::vector<int32_t> last_use_;   // last node reading each slot (INT_MAX: an output)
  std::vector<int32_t> out_root_;   // root of each output (-1: not bound)
  // Output chains: output j computed in place over an operand (a reshape
  // view, a matmul accumulating into c, an elementwise map), itself computed
  // in place over another, ...: chain_[v] = j for every value of the chain
  // (-1: none). Its first value is placed in output j's buffer (row-major
  // when chain_rm_[v]: a reshape lies between v and the output), so the
  // output needs no copy at the end. A chain the lowering does not follow
  // (an op that does not overwrite) costs that copy, never a wrong result.
  std::vector<int32_t> chain_;
  std::vector<char> chain_rm_;
  void find_chains();
  std::vector<Root> roots_;
  // Per root: the last node reading any value placed in it so far (-1:
  // none), kept as values are placed, so can_overwrite is O(1).
  std::vector<int32_t> root_read_until_;
  void placed(int32_t slot) {
    int32_t& r = root_read_until_[places_[slot].root];
    if (last_use_[slot] > r) r = last_use_[slot];
  }
  std::vector<std::vector<Access>> acc_;
  std::size_t inter_bytes_ = 0;
};

int64_t numel(const Shape& s);
void row_major(const Shape& s, int64_t* strides);
bool same_shape(const Shape& a, const Shape& b);
// Strides st lay shape s out row-major without gaps (extents 1 ignored).
bool row_major_contiguous(const Shape& s, const int64_t* st);

}  // namespace prog
}  // namespace tf
