// ops/einsum_path.cpp: contraction plans as values: made from the cached
// einsum plan, checked against a call, written to and read from bytes.
//
// Byte form, little-endian: "TFEP", u32 version (1), i32 n, per operand
// i32 rank and i64 extents, i32 pair count and i32 pairs (linear format),
// i32 sliced count and i64 labels, f64 flops, largest, slices, i64 peak
// bytes, then u64 FNV-1a of every byte before it.
#include "ops/einsum_path.hpp"

#include <cmath>
#include <cstring>

#include "ops/einsum_plan.hpp"

namespace tf {
namespace {

constexpr uint32_t kVersion = 1;

struct Writer {
  std::string s;
  void u64(uint64_t v) {
    for (int i = 0; i < 8; ++i) s.push_back((char)(v >> (8 * i)));
  }
  void u32(uint32_t v) {
    for (int i = 0; i < 4; ++i) s.push_back((char)(v >> (8 * i)));
  }
  void f64(double d) {
    uint64_t v;
    std::memcpy(&v, &d, 8);
    u64(v);
  }
};

struct Reader {
  const unsigned char* p;
  std::size_t size, at = 0;
  bool ok = true;
  uint64_t get(int bytes) {
    if (size - at < (std::size_t)bytes) { ok = false; at = size; return 0; }
    uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v |= (uint64_t)p[at + i] << (8 * i);
    at += bytes;
    return v;
  }
  // A count of items of at least `bytes` bytes each: the one check of every
  // count read, bounded by the bytes left (so no product of it overflows).
  int32_t count(std::size_t bytes) {
    const uint64_t c = get(4);
    if (!ok || c > (uint64_t)INT32_MAX || c * bytes > size - at) {
      ok = false;
      return 0;
    }
    return (int32_t)c;
  }
  double f64() {
    uint64_t v = get(8);
    double d;
    std::memcpy(&d, &v, 8);
    return d;
  }
};

uint64_t fnv(const unsigned char* p, std::size_t n) {
  uint64_t h = 1469598103934665603ull;
  for (std::size_t i = 0; i < n; ++i) h = (h ^ p[i]) * 1099511628211ull;
  return h;
}

std::string shape_str(const int64_t* e, int32_t nd) {
  std::string r = "(";
  for (int32_t i = 0; i < nd; ++i) r += (i ? ", " : "") + std::to_string(e[i]);
  return r + ")";
}

}  // namespace

Status einsum_path_make(Engine& e, const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
                        EinsumPath* path) {
  const EinsumPlan* p = nullptr;
  TF_TRY(einsum_plan_for(e, spec, n, ops, &p));
  EinsumPath r;
  r.n = n;
  for (int32_t i = 0; i < n; ++i) r.shapes.emplace_back(ops[i]->shape, ops[i]->shape + ops[i]->ndim);
  // SSA node ids to positions in the shrinking operand list.
  std::vector<int32_t> list(n);
  for (int32_t i = 0; i < n; ++i) list[i] = i;
  int32_t next = n;
  for (std::size_t k = 0; k + 1 < p->order.size(); k += 2) {
    int32_t pa = -1, pb = -1;
    for (int32_t j = 0; j < (int32_t)list.size(); ++j) {
      if (list[j] == p->order[k]) pa = j;
      if (list[j] == p->order[k + 1]) pb = j;
    }
    r.pairs.push_back(pa);
    r.pairs.push_back(pb);
    list.erase(list.begin() + std::max(pa, pb));
    list.erase(list.begin() + std::min(pa, pb));
    list.push_back(next++);
  }
  if (n > 1 && (int32_t)r.pairs.size() != 2 * (n - 1)) {  // an empty network: any order
    r.pairs.clear();
    for (int32_t k = 0; k < n - 1; ++k) {
      r.pairs.push_back(0);
      r.pairs.push_back(1);
    }
  }
  r.sliced = p->sliced_user;
  r.flops = p->flops;
  r.largest = p->largest;
  for (int64_t x : p->slice_ext) r.slices *= (double)x;
  r.peak_bytes = (int64_t)p->scratch_bytes;  // what the call takes from the pool
  *path = std::move(r);
  return TF_OK;
}

Status einsum_path_check(const EinsumPath& path, int32_t n, const Tensor* const* ops) {
  if (path.n != n)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "options->plan: made for %d operands, this call has n = %d", path.n, n);
  for (int32_t i = 0; i < n; ++i) {
    const auto& s = path.shapes[i];
    bool same = (int32_t)s.size() == ops[i]->ndim;
    for (int32_t a = 0; same && a < ops[i]->ndim; ++a) same = s[a] == ops[i]->shape[a];
    if (!same)
      return fail(TF_ERR_SHAPE_MISMATCH,
                  "options->plan: made for operands[%d] of shape %s, this call's operands[%d] "
                  "has shape %s (a plan fits only the shapes it was made for)",
                  i, shape_str(s.data(), (int32_t)s.size()).c_str(), i,
                  shape_str(ops[i]->shape, ops[i]->ndim).c_str());
  }
  return TF_OK;
}

void einsum_path_apply(const EinsumPath& path, EinsumSpec* spec) {
  spec->path = path.n > 1 ? path.pairs.data() : nullptr;
  spec->path_len = path.n > 1 ? path.n - 1 : 0;
  spec->sliced = path.sliced.data();
  spec->sliced_len = (int32_t)path.sliced.size();
}

std::string einsum_path_bytes(const EinsumPath& path) {
  Writer w;
  w.s = "TFEP";
  w.u32(kVersion);
  w.u32((uint32_t)path.n);
  for (const auto& s : path.shapes) {
    w.u32((uint32_t)s.size());
    for (int64_t x : s) w.u64((uint64_t)x);
  }
  w.u32((uint32_t)(path.pairs.size() / 2));
  for (int32_t x : path.pairs) w.u32((uint32_t)x);
  w.u32((uint32_t)path.sliced.size());
  for (int64_t x : path.sliced) w.u64((uint64_t)x);
  w.f64(path.flops);
  w.f64(path.largest);
  w.f64(path.slices);
  w.u64((uint64_t)path.peak_bytes);
  w.u64(fnv(reinterpret_cast<const unsigned char*>(w.s.data()), w.s.size()));
  return w.s;
}

Status einsum_path_parse(const unsigned char* buf, std::size_t size, EinsumPath* path) {
  if (size < 16 || std::memcmp(buf, "TFEP", 4) != 0)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "buf: not a tenferro einsum plan (expected the bytes of tf_einsum_path_write, "
                "starting \"TFEP\")");
  if (fnv(buf, size - 8) != Reader{buf + size - 8, 8}.get(8))
    return fail(TF_ERR_INVALID_ARGUMENT,
                "buf: checksum mismatch (%zu bytes, damaged or truncated plan)", size);
  Reader r{buf, size - 8};
  r.at = 4;
  const uint32_t version = (uint32_t)r.get(4);
  if (version != kVersion)
    return fail(TF_ERR_UNSUPPORTED, "buf: plan format version %u, this library reads version %u",
                version, kVersion);
  EinsumPath p;
  p.n = r.count(4);  // a rank each
  if (p.n < 1)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "buf: bad operand count (expected 1 .. the operands %zu bytes can hold)", size);
  for (int32_t i = 0; i < p.n && r.ok; ++i) {
    const int32_t nd = r.count(8);
    if (nd > TF_MAX_RANK) r.ok = false;
    std::vector<int64_t> s;
    for (int32_t a = 0; a < nd && r.ok; ++a) s.push_back((int64_t)r.get(8));
    p.shapes.push_back(std::move(s));
  }
  const int32_t np = r.count(8);  // pairs of two i32
  if (r.ok && np != (p.n > 1 ? p.n - 1 : 0)) r.ok = false;
  for (int32_t k = 0; k < np && r.ok; ++k) {
    p.pairs.push_back((int32_t)r.get(4));
    p.pairs.push_back((int32_t)r.get(4));
  }
  const int32_t ns = r.count(8);
  for (int32_t k = 0; k < ns && r.ok; ++k) p.sliced.push_back((int64_t)r.get(8));
  p.flops = r.f64();
  p.largest = r.f64();
  p.slices = r.f64();
  p.peak_bytes = (int64_t)r.get(8);
  if (!r.ok || r.at != size - 8)
    return fail(TF_ERR_INVALID_ARGUMENT, "buf: malformed plan (%zu bytes)", size);
  *path = std::move(p);
  return TF_OK;
}

}  // namespace tf
