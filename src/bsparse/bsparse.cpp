// bsparse/bsparse.cpp: symmetries, legs, block structures and the
// block-sparse tensor object (creation, checks, release).
#include "bsparse/bsparse.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <new>

#include "core/memory.hpp"
#include "core/shape.hpp"

namespace tf {

// ---------------------------------------------------------------- symmetry

bool Symmetry::same(const Symmetry& o) const {
  if (this == &o) return true;
  if (n != o.n) return false;
  for (int i = 0; i < n; ++i)
    if (kind[i] != o.kind[i] || order[i] != o.order[i]) return false;
  return true;
}

Charge Symmetry::norm(Charge c) const {
  for (int i = 0; i < n; ++i)
    if (kind[i] == TF_SYMMETRY_ZN) {
      c.q[i] %= order[i];
      if (c.q[i] < 0) c.q[i] += order[i];
    }
  return c;
}

Charge Symmetry::sum(const Charge& a, const Charge& b, int s) const {
  Charge c;
  for (int i = 0; i < n; ++i) c.q[i] = s > 0 ? a.q[i] + b.q[i] : a.q[i] - b.q[i];
  return c;
}

void Symmetry::fmt(const Charge& c, char* buf, std::size_t cap) const {
  std::size_t at = 0;
  buf[0] = 0;
  for (int i = 0; i < n && at < cap; ++i)
    at += std::snprintf(buf + at, cap - at, "%s%lld", i ? "," : "(", (long long)c.q[i]);
  if (at < cap) std::snprintf(buf + at, cap - at, ")");
}

Status symmetry_create(int32_t n, const int32_t* kinds, const int64_t* orders,
                       Symmetry** out) {
  if (n < 1 || n > kMaxFactors)
    return fail(TF_ERR_INVALID_ARGUMENT, "nfactors: %d, expected 1..%d", n, kMaxFactors);
  for (int32_t i = 0; i < n; ++i) {
    if (kinds[i] != TF_SYMMETRY_U1 && kinds[i] != TF_SYMMETRY_ZN)
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "kinds[%d]: %d, expected TF_SYMMETRY_U1 (0) or TF_SYMMETRY_ZN (1)", i,
                  kinds[i]);
    if (kinds[i] == TF_SYMMETRY_ZN) {
      if (!orders) return fail(TF_ERR_INVALID_ARGUMENT, "orders: NULL with a Z_n factor");
      if (orders[i] < 2)
        return fail(TF_ERR_INVALID_ARGUMENT, "orders[%d]: %lld, expected n >= 2 for Z_n", i,
                    (long long)orders[i]);
    }
  }
  auto* s = new Symmetry;
  s->n = n;
  for (int32_t i = 0; i < n; ++i) {
    s->kind[i] = kinds[i];
    s->order[i] = kinds[i] == TF_SYMMETRY_ZN ? orders[i] : 0;
  }
  *out = s;
  return TF_OK;
}

// --------------------------------------------------------------------- leg

int32_t Leg::find(const Charge& c) const {
  for (int32_t i = 0; i < ns(); ++i)
    if (charges[i] == c) return i;
  return -1;
}

static Leg* leg_make(const Symmetry* sym, int32_t dir, int32_t ns, const Charge* charges,
                     const int64_t* dims) {
  auto* l = new Leg;
  sym->retain();
  l->sym = sym;
  l->dir = dir;
  l->charges.assign(charges, charges + ns);
  l->dims.assign(dims, dims + ns);
  l->offs.resize(ns);
  for (int32_t i = 0; i < ns; ++i) {
    l->offs[i] = l->total;
    l->total += dims[i];
  }
  return l;
}

Status leg_create(const Symmetry* sym, int32_t dir, int32_t ns, const Charge* charges,
                  const int64_t* dims, const char* what, Leg** out) {
  if (dir != 1 && dir != -1)
    return fail(TF_ERR_INVALID_ARGUMENT, "%s: direction %d", what, dir);
  if (ns < 1) return fail(TF_ERR_INVALID_ARGUMENT, "nsectors: %d, expected >= 1", ns);
  std::vector<Charge> c(ns);
  int64_t total = 0;
  for (int32_t i = 0; i < ns; ++i) {
    c[i] = sym->norm(charges[i]);
    if (dims[i] < 0)
      return fail(TF_ERR_INVALID_ARGUMENT, "dims[%d]: %lld, expected >= 0", i,
                  (long long)dims[i]);
    if (dims[i] > (int64_t(1) << 40) || (total += dims[i]) > (int64_t(1) << 40))
      return fail(TF_ERR_INVALID_ARGUMENT, "dims[%d]: the leg's dimension exceeds 2^40", i);
    for (int32_t j = 0; j < i; ++j)
      if (c[j] == c[i]) {
        char b[96];
        sym->fmt(c[i], b, sizeof b);
        return fail(TF_ERR_INVALID_ARGUMENT,
                    "charges: sectors %d and %d have the same charge %s (a leg's charges are "
                    "distinct)",
                    j, i, b);
      }
  }
  *out = leg_make(sym, dir, ns, c.data(), dims);
  return TF_OK;
}

Status leg_reversed(const Leg& l, bool negate, Leg** out) {
  std::vector<Charge> c(l.charges);
  if (negate)
    for (auto& q : c) q = l.sym->neg(q);
  *out = leg_make(l.sym, -l.dir, l.ns(), c.data(), l.dims.data());
  return TF_OK;
}

// --------------------------------------------------------------- structure

int64_t Structure::find(const int32_t* s) const {
  int64_t lo = 0, hi = nblocks();
  while (lo < hi) {
    int64_t mid = (lo + hi) / 2;
    const int32_t* m = sectors(mid);
    int c = 0;
    for (int32_t i = 0; i < nlegs && !c; ++i) c = m[i] < s[i] ? -1 : m[i] > s[i] ? 1 : 0;
    if (!c) return mid;
    if (c < 0) lo = mid + 1;
    else hi = mid;
  }
  return -1;
}

// Enumerates allowed blocks: legs 0..n-2 recursively, the last leg's sector
// fixed by the flux (charges of a leg are distinct).
static void enumerate(const Symmetry& sym, int32_t n, const Leg* const* legs, const Charge& flux,
                      int32_t i, Charge acc, int32_t* cur, Structure& st) {
  const Leg& l = *legs[i];
  if (i == n - 1) {
    Charge need = sym.scaled(sym.sub(flux, acc), l.dir);
    int32_t k = l.find(need);
    if (k < 0) return;
    cur[i] = k;
    int64_t size = 1;
    for (int32_t j = 0; j < n; ++j) size *= legs[j]->dims[cur[j]];
    st.sec.insert(st.sec.end(), cur, cur + n);
    st.off.push_back(st.numel);
    st.size.push_back(size);
    st.numel += size;
    return;
  }
  for (int32_t k = 0; k < l.ns(); ++k) {
    cur[i] = k;
    enumerate(sym, n, legs, flux, i + 1, sym.add(acc, sym.scaled(l.charges[k], l.dir)), cur, st);
  }
}

std::shared_ptr<const Structure> bs_structure(int32_t n, const Leg* const* legs,
                                              const Charge& flux) {
  auto st = std::make_shared<Structure>();
  st->nlegs = n;
  int32_t cur[TF_MAX_RANK];
  enumerate(*legs[0]->sym, n, legs, flux, 0, Charge{}, cur, *st);
  return st;
}

// ------------------------------------------------------------------ tensor

void bs_release(BsTensor* t) noexcept {
  if (!t) return;
  for (int32_t i = 0; i < t->nlegs; ++i) drop_ref(t->legs[i]);
  if (t->storage) t->storage->drop();
  delete t;
}

Status bs_check_legs(int32_t nlegs, const Leg* const* legs, const int64_t* flux, Charge* out) {
  if (nlegs < 1 || nlegs > TF_MAX_RANK)
    return fail(TF_ERR_INVALID_ARGUMENT, "nlegs: %d, expected 1..%d", nlegs, TF_MAX_RANK);
  for (int32_t i = 0; i < nlegs; ++i) {
    if (!legs[i]) return fail(TF_ERR_INVALID_ARGUMENT, "legs[%d]: NULL", i);
    if (!legs[i]->sym->same(*legs[0]->sym))
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "legs[%d]: its symmetry differs from legs[0]'s (one symmetry per tensor)", i);
  }
  Charge c;
  for (int32_t i = 0; i < legs[0]->sym->n; ++i) c.q[i] = flux[i];
  *out = legs[0]->sym->norm(c);
  return TF_OK;
}

static BsTensor* bs_header(DType dt, int32_t nlegs, const Leg* const* legs, const Charge& flux,
                           std::shared_ptr<const Structure> st) {
  auto* t = new BsTensor;
  t->dt = dt;
  t->nlegs = nlegs;
  for (int32_t i = 0; i < nlegs; ++i) {
    legs[i]->retain();
    t->legs[i] = legs[i];
  }
  t->flux = flux;
  t->st = std::move(st);
  return t;
}

static Status numel_bytes(const Structure& st, DType dt, int64_t* bytes) {
  int64_t n = st.numel;
  return checked_size(1, &n, dt, "the tensor's blocks", &n, bytes);
}

Status bs_new(Engine& e, DType dt, int32_t nlegs, const Leg* const* legs, const Charge& flux,
              BsTensor** out) {
  return bs_new_with(e, dt, nlegs, legs, flux, bs_structure(nlegs, legs, flux), out);
}

Status bs_new_with(Engine& e, DType dt, int32_t nlegs, const Leg* const* legs,
                   const Charge& flux, std::shared_ptr<const Structure> st, BsTensor** out) {
  int64_t bytes;
  TF_TRY(numel_bytes(*st, dt, &bytes));
  Storage* s = e.scratch(bytes ? (std::size_t)bytes : 1);
  if (!s)
    return fail(TF_ERR_OUT_OF_MEMORY, "out of memory for a block-sparse tensor (%lld bytes)",
                (long long)bytes);
  BsTensor* t = bs_header(dt, nlegs, legs, flux, std::move(st));
  t->storage = s;
  t->data = s->payload();
  *out = t;
  return TF_OK;
}

Status bs_wrap(DType dt, int32_t nlegs, const Leg* const* legs, const Charge& flux, void* data,
               std::size_t bytes, BsTensor** out) {
  auto st = bs_structure(nlegs, legs, flux);
  int64_t need;
  TF_TRY(numel_bytes(*st, dt, &need));
  if (bytes < (std::size_t)need)
    return fail(TF_ERR_INVALID_ARGUMENT, "bytes: %zu, the blocks need %lld", bytes,
                (long long)need);
  if (need && !data) return fail(TF_ERR_INVALID_ARGUMENT, "data: NULL");
  TF_TRY(check_aligned(data, st->numel, dt, "data"));
  BsTensor* t = bs_header(dt, nlegs, legs, flux, std::move(st));
  t->data = static_cast<char*>(data);
  *out = t;
  return TF_OK;
}

static Status diff_legs(int32_t nx, const Leg* const* lx, const Charge& fx, int32_t ny,
                        const Leg* const* ly, const Charge& fy, const char* xn,
                        const char* yn) {
  if (nx != ny)
    return fail(TF_ERR_SHAPE_MISMATCH, "%s: %d legs, %s has %d", xn, nx, yn, ny);
  for (int32_t i = 0; i < nx; ++i) {
    if (!lx[i]->sym->same(*ly[i]->sym))
      return fail(TF_ERR_INVALID_ARGUMENT, "%s: leg %d has another symmetry than %s's", xn, i,
                  yn);
    if (lx[i]->dir != ly[i]->dir)
      return fail(TF_ERR_SHAPE_MISMATCH, "%s: leg %d is %s, %s's is %s", xn, i,
                  lx[i]->dir > 0 ? "out" : "in", yn, ly[i]->dir > 0 ? "out" : "in");
    if (lx[i]->charges != ly[i]->charges || lx[i]->dims != ly[i]->dims)
      return fail(TF_ERR_SHAPE_MISMATCH,
                  "%s: leg %d has other sectors (charges or dims) than %s's leg %d", xn, i, yn,
                  i);
  }
  if (!(fx == fy)) {
    char a[96], b[96];
    lx[0]->sym->fmt(fx, a, sizeof a);
    lx[0]->sym->fmt(fy, b, sizeof b);
    return fail(TF_ERR_SHAPE_MISMATCH, "%s: flux %s, %s has %s", xn, a, yn, b);
  }
  return TF_OK;
}

Status bs_check_same(const BsTensor& x, const char* xn, const BsTensor& y, const char* yn) {
  if (x.dt != y.dt)
    return fail(TF_ERR_DTYPE_MISMATCH, "%s: dtype %s, %s is %s", yn, dtype_name(y.dt), xn,
                dtype_name(x.dt));
  return diff_legs(y.nlegs, y.legs, y.flux, x.nlegs, x.legs, x.flux, yn, xn);
}

Status bs_check_out(const BsTensor& out, DType dt, int32_t nlegs, const Leg* const* legs,
                 const Charge& flux, const char* what) {
  if (out.dt != dt)
    return fail(TF_ERR_DTYPE_MISMATCH, "%s: dtype %s, expected %s", what, dtype_name(out.dt),
                dtype_name(dt));
  return diff_legs(out.nlegs, out.legs, out.flux, nlegs, legs, flux, what, "the result");
}

Status bs_result(Engine& e, DType dt, int32_t nlegs, const Leg* const* legs,
                 const Charge& flux, BsTensor* into, BsTensor** made, BsTensor** res) {
  if (into) {
    TF_TRY(bs_check_out(*into, dt, nlegs, legs, flux, "out"));
    *res = into;
    return TF_OK;
  }
  TF_TRY(bs_new(e, dt, nlegs, legs, flux, made));
  *res = *made;
  return TF_OK;
}

Tensor bs_flat(const BsTensor& t) {
  Tensor f{};
  f.dtype = t.dt;
  f.ndim = 1;
  f.shape[0] = t.st->numel;
  f.strides[0] = 1;
  f.data = t.data;
  f.storage = nullptr;
  f.embedded = false;
  f.id = 0;
  return f;
}

}  // namespace tf
