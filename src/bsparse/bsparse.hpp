// bsparse/bsparse.hpp: block-sparse tensors with abelian symmetries (U(1),
// Z_n and products): symmetries, legs, the block structure a (legs, flux)
// pair allows, and the tensor (structure + one buffer holding every block,
// row-major, in block order). Operations live beside it: bsparse_ops.cpp
// (construction, conversion, layout, linear maps), contract.cpp (tensordot
// through cached block-pair plans), decomp.cpp (SVD / QR per sector).
#pragma once
#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/tensor.hpp"
#include "engine/engine.hpp"

namespace tf {

constexpr int32_t kMaxFactors = TF_SYMMETRY_MAX_FACTORS;

// Intrusive reference count shared by the immutable values below.
struct RefCounted {
  mutable std::atomic<int64_t> refs{1};
  void retain() const { refs.fetch_add(1, std::memory_order_relaxed); }
};
template <class T> void drop_ref(const T* p) noexcept {
  if (p && p->refs.fetch_sub(1, std::memory_order_acq_rel) == 1) delete p;
}

// A charge: kMaxFactors words, unused ones zero.
struct Charge {
  int64_t q[kMaxFactors] = {};
  bool operator==(const Charge& o) const {
    for (int i = 0; i < kMaxFactors; ++i)
      if (q[i] != o.q[i]) return false;
    return true;
  }
  bool operator<(const Charge& o) const {
    for (int i = 0; i < kMaxFactors; ++i)
      if (q[i] != o.q[i]) return q[i] < o.q[i];
    return false;
  }
};

struct Symmetry : RefCounted {
  int32_t n = 0;
  int32_t kind[kMaxFactors] = {};   // tf_symmetry_kind
  int64_t order[kMaxFactors] = {};  // n of Z_n, 0 for U(1)

  bool same(const Symmetry& o) const;
  Charge norm(Charge c) const;  // Z_n factors to [0, n)
  Charge add(const Charge& a, const Charge& b) const { return norm(sum(a, b, 1)); }
  Charge sub(const Charge& a, const Charge& b) const { return norm(sum(a, b, -1)); }
  Charge neg(const Charge& a) const { return sub(Charge{}, a); }
  Charge scaled(const Charge& a, int32_t s) const { return s > 0 ? a : neg(a); }
  void fmt(const Charge& c, char* buf, std::size_t cap) const;

 private:
  Charge sum(const Charge& a, const Charge& b, int s) const;
};
Status symmetry_create(int32_t n, const int32_t* kinds, const int64_t* orders,
                       Symmetry** out);

struct Leg : RefCounted {
  const Symmetry* sym = nullptr;  // one reference
  int32_t dir = 1;                // +1 out, -1 in
  std::vector<Charge> charges;
  std::vector<int64_t> dims, offs;  // offs: dense offset of each sector
  int64_t total = 0;
  ~Leg() { drop_ref(sym); }
  int32_t ns() const { return (int32_t)charges.size(); }
  // The sector of charge c, or -1.
  int32_t find(const Charge& c) const;
};
// dir: +1 / -1; charges normalised; distinct charges checked.
Status leg_create(const Symmetry* sym, int32_t dir, int32_t ns, const Charge* charges,
                  const int64_t* dims, const char* what, Leg** out);
// A new leg like l with the direction reversed and, if negate, every charge
// negated (the dual of tf_bsparse_flip) .
Status leg_reversed(const Leg& l, bool negate, Leg** out);

// The blocks (legs, flux) allows: sector indices (nlegs per block) in
// lexicographic order, each block's shape, element offset and size.
struct Structure {
  int32_t nlegs = 0;
  std::vector<int32_t> sec;      // nblocks * nlegs
  std::vector<int64_t> off, size;
  int64_t numel = 0;
  int64_t nblocks() const { return (int64_t)off.size(); }
  const int32_t* sectors(int64_t b) const { return sec.data() + b * nlegs; }
  // The block with these sector indices, or -1 (binary search).
  int64_t find(const int32_t* s) const;
};

struct BsTensor {
  DType dt = DType::F64;
  int32_t nlegs = 0;
  const Leg* legs[TF_MAX_RANK] = {};  // one reference each
  Charge flux;
  std::shared_ptr<const Structure> st;
  char* data = nullptr;
  Storage* storage = nullptr;  // nullptr: caller memory
  const Symmetry& sym() const { return *legs[0]->sym; }
  std::size_t esize() const { return dtype_size(dt); }
  char* block(int64_t b) const { return data + st->off[b] * (int64_t)esize(); }
  void block_shape(int64_t b, int64_t* shape) const {
    const int32_t* s = st->sectors(b);
    for (int32_t i = 0; i < nlegs; ++i) shape[i] = legs[i]->dims[s[i]];
  }
};

void bs_release(BsTensor* t) noexcept;

// The blocks (legs, flux) allows (a new structure).
std::shared_ptr<const Structure> bs_structure(int32_t nlegs, const Leg* const* legs,
                                              const Charge& flux);

// The checks every constructor makes: nlegs in 1..TF_MAX_RANK, no NULL leg,
// one symmetry; flux normalised into *flux.
Status bs_check_legs(int32_t nlegs, const Leg* const* legs, const int64_t* flux, Charge* out);
// A tensor of this structure: data from the engine's pool (uninitialised)
// or, with data != nullptr, the caller's memory.
Status bs_new(Engine& e, DType dt, int32_t nlegs, const Leg* const* legs, const Charge& flux,
              BsTensor** out);
// The same with the structure already known (bs_structure of legs, flux).
Status bs_new_with(Engine& e, DType dt, int32_t nlegs, const Leg* const* legs,
                   const Charge& flux, std::shared_ptr<const Structure> st, BsTensor** out);
Status bs_wrap(DType dt, int32_t nlegs, const Leg* const* legs, const Charge& flux, void* data,
               std::size_t bytes, BsTensor** out);
// x and y have the same legs, flux and dtype (names in the message).
Status bs_check_same(const BsTensor& x, const char* xn, const BsTensor& y, const char* yn);
// out has the given legs / flux / dtype (an _into output).
Status bs_check_out(const BsTensor& out, DType dt, int32_t nlegs, const Leg* const* legs,
                 const Charge& flux, const char* what);
// The legs of `out` an allocating call makes, or checks `into` against.
// With into == nullptr: *made = a new tensor (pooled). Else checks into.
Status bs_result(Engine& e, DType dt, int32_t nlegs, const Leg* const* legs,
                 const Charge& flux, BsTensor* into, BsTensor** made, BsTensor** res);

// ---------------------------------------------------------------- ops
Status bs_fill_random(BsTensor& t, uint64_t seed);
Status bs_to_dense(Engine& e, const BsTensor& t, Tensor* into, Tensor** alloc);
Status bs_from_dense(const Tensor& d, double tol, BsTensor& out);
Status bs_permute(const BsTensor& x, const int32_t* perm, BsTensor* into, Engine& e,
                  BsTensor** alloc);
Status bs_flip(const BsTensor& x, int32_t leg, BsTensor* into, Engine& e, BsTensor** alloc);
Status bs_conj(const BsTensor& x, BsTensor* into, Engine& e, BsTensor** alloc);
Status bs_axpby(Engine& e, tf_scalar alpha, const BsTensor& x, tf_scalar beta,
                const BsTensor* y, BsTensor* into, BsTensor** alloc);
Status bs_dot(Engine& e, const BsTensor& x, const BsTensor& y, bool conj_x, tf_scalar* out);
// A dense view of one whole buffer (rank 1), for the flat linear maps.
Tensor bs_flat(const BsTensor& t);

Status bs_tensordot(Engine& e, const BsTensor& a, const BsTensor& b, int32_t naxes,
                    const int32_t* axes_a, const int32_t* axes_b, bool conj_a, bool conj_b,
                    BsTensor* into, BsTensor** alloc);

struct BsSvdOpts {
  int64_t max_rank = 0;
  double cutoff = 0, sv_min = 0;
};
struct BsSvdInfo {
  int64_t rank = 0;
  double trunc_err = 0;
  bool fallback = false;
};
// The caller's outputs of an _into decomposition (u == nullptr: allocate).
struct BsDecompOut {
  BsTensor* u = nullptr;
  Tensor* s = nullptr;
  BsTensor* vh = nullptr;
};
// SVD (qr false) or QR (u = q, vh = r, no s) of x at the split. With out.u
// set, writes the caller's tensors (their bond legs give each charge a
// capacity; the rest zeroed); else allocates *alloc_u, *alloc_s (SVD),
// *alloc_vh. Nothing is written on error.
Status bs_decompose(Engine& e, const BsTensor& x, int32_t n_left, const int32_t* left_axes,
                    bool qr, const BsSvdOpts& o, const BsDecompOut& out, BsTensor** alloc_u,
                    Tensor** alloc_s, BsTensor** alloc_vh, BsSvdInfo* info);

}  // namespace tf
