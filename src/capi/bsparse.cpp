// capi/bsparse.cpp: block-sparse symmetric tensors (tenferro.h section 16)
// at the C boundary: handles, argument checks, allocating and _into forms.
#include "bsparse/bsparse.hpp"
#include "capi/boundary.hpp"
#include "ops/tensor_ops.hpp"

struct tf_symmetry {};
struct tf_leg {};
struct tf_bsparse {};

using namespace tf;

namespace {

const Symmetry* obj(const tf_symmetry* s) { return reinterpret_cast<const Symmetry*>(s); }
const Leg* obj(const tf_leg* l) { return reinterpret_cast<const Leg*>(l); }
BsTensor* obj(tf_bsparse* t) { return reinterpret_cast<BsTensor*>(t); }
const BsTensor* obj(const tf_bsparse* t) { return reinterpret_cast<const BsTensor*>(t); }
tf_bsparse* handle(BsTensor* t) { return reinterpret_cast<tf_bsparse*>(t); }
using tf::handle;
using tf::obj;

const Leg* const* legs_of(const tf_leg* const* legs) {
  return reinterpret_cast<const Leg* const*>(legs);
}

Status check_dir(int32_t dir, int32_t* out) {
  if (dir != TF_LEG_IN && dir != TF_LEG_OUT)
    return fail(TF_ERR_INVALID_ARGUMENT, "dir: %d, expected TF_LEG_IN (0) or TF_LEG_OUT (1)",
                dir);
  *out = dir == TF_LEG_OUT ? 1 : -1;
  return TF_OK;
}

Status check_block(const BsTensor& t, int64_t b) {
  if (b < 0 || b >= t.st->nblocks())
    return fail(TF_ERR_INVALID_ARGUMENT, "b: %lld, expected 0..%lld (the tensor's blocks)",
                (long long)b, (long long)t.st->nblocks() - 1);
  return TF_OK;
}

// An allocating block-sparse call: body(BsTensor** made); *out is written
// only on success, a tensor made before a failure is released.
template <class F>
Status made_into(tf_bsparse** out, F&& body) {
  BsTensor* made = nullptr;
  Status st = body(&made);
  if (st != TF_OK) {
    bs_release(made);
    return st;
  }
  *out = handle(made);
  return TF_OK;
}

Status new_tensor(Engine& e, int32_t dtype, int32_t nlegs, const tf_leg* const* legs,
                  const int64_t* flux, BsTensor** out) {
  TF_TRY(check_dtype(dtype, "dtype"));
  Charge f;
  TF_TRY(bs_check_legs(nlegs, legs_of(legs), flux, &f));
  return bs_new(e, (DType)dtype, nlegs, legs_of(legs), f, out);
}

}  // namespace

extern "C" {

// ---------------------------------------------------------------- symmetry

tf_status tf_symmetry_create(int32_t nfactors, const int32_t* kinds, const int64_t* orders,
                             tf_symmetry** out) {
  return checked({TF_ARG(kinds), TF_ARG(out)}, [&]() -> Status {
    Symmetry* s;
    TF_TRY(symmetry_create(nfactors, kinds, orders, &s));
    *out = reinterpret_cast<tf_symmetry*>(s);
    return TF_OK;
  });
}
void tf_symmetry_release(tf_symmetry* sym) { drop_ref(obj(sym)); }
tf_status tf_symmetry_nfactors(const tf_symmetry* sym, int32_t* out) {
  return checked({TF_ARG(sym), TF_ARG(out)}, [&]() -> Status {
    *out = obj(sym)->n;
    return TF_OK;
  });
}

// --------------------------------------------------------------------- leg

tf_status tf_leg_create(const tf_symmetry* sym, int32_t dir, int32_t nsectors,
                        const int64_t* charges, const int64_t* dims, tf_leg** out) {
  return checked({TF_ARG(sym), TF_ARG(charges), TF_ARG(dims), TF_ARG(out)}, [&]() -> Status {
    int32_t d;
    TF_TRY(check_dir(dir, &d));
    if (nsectors < 1)
      return fail(TF_ERR_INVALID_ARGUMENT, "nsectors: %d, expected >= 1", nsectors);
    const Symmetry* s = obj(sym);
    std::vector<Charge> c(nsectors);
    for (int32_t i = 0; i < nsectors; ++i)
      for (int32_t f = 0; f < s->n; ++f) c[i].q[f] = charges[(int64_t)i * s->n + f];
    Leg* l;
    TF_TRY(leg_create(s, d, nsectors, c.data(), dims, "dir", &l));
    *out = reinterpret_cast<tf_leg*>(l);
    return TF_OK;
  });
}
void tf_leg_release(tf_leg* leg) { drop_ref(obj(leg)); }
tf_status tf_leg_dir_of(const tf_leg* leg, int32_t* out) {
  return checked({TF_ARG(leg), TF_ARG(out)}, [&]() -> Status {
    *out = obj(leg)->dir > 0 ? TF_LEG_OUT : TF_LEG_IN;
    return TF_OK;
  });
}
tf_status tf_leg_nsectors(const tf_leg* leg, int32_t* out) {
  return checked({TF_ARG(leg), TF_ARG(out)}, [&]() -> Status {
    *out = obj(leg)->ns();
    return TF_OK;
  });
}
tf_status tf_leg_dim(const tf_leg* leg, int64_t* out) {
  return checked({TF_ARG(leg), TF_ARG(out)}, [&]() -> Status {
    *out = obj(leg)->total;
    return TF_OK;
  });
}
tf_status tf_leg_charges(const tf_leg* leg, int64_t* out) {
  return checked({TF_ARG(leg), TF_ARG(out)}, [&]() -> Status {
    const Leg& l = *obj(leg);
    for (int32_t i = 0; i < l.ns(); ++i)
      for (int32_t f = 0; f < l.sym->n; ++f) out[(int64_t)i * l.sym->n + f] = l.charges[i].q[f];
    return TF_OK;
  });
}
tf_status tf_leg_dims(const tf_leg* leg, int64_t* out) {
  return checked({TF_ARG(leg), TF_ARG(out)}, [&]() -> Status {
    const Leg& l = *obj(leg);
    for (int32_t i = 0; i < l.ns(); ++i) out[i] = l.dims[i];
    return TF_OK;
  });
}

// ------------------------------------------------------------ construction

tf_status tf_bsparse_zeros(tf_engine* engine, tf_dtype dtype, int32_t nlegs,
                           const tf_leg* const* legs, const int64_t* flux, tf_bsparse** out) {
  return op_entry(engine, {TF_ARG(legs), TF_ARG(flux), TF_ARG(out)}, [&](Engine& e) {
    return made_into(out, [&](BsTensor** m) -> Status {
      TF_TRY(new_tensor(e, enum_arg(dtype), nlegs, legs, flux, m));
      std::memset((*m)->data, 0, (std::size_t)(*m)->st->numel * (*m)->esize());
      return TF_OK;
    });
  });
}
tf_status tf_bsparse_random(tf_engine* engine, tf_dtype dtype, int32_t nlegs,
                            const tf_leg* const* legs, const int64_t* flux, uint64_t seed,
                            tf_bsparse** out) {
  return op_entry(engine, {TF_ARG(legs), TF_ARG(flux), TF_ARG(out)}, [&](Engine& e) {
    return made_into(out, [&](BsTensor** m) -> Status {
      TF_TRY(new_tensor(e, enum_arg(dtype), nlegs, legs, flux, m));
      return bs_fill_random(**m, seed);
    });
  });
}
tf_status tf_bsparse_wrap(tf_dtype dtype, int32_t nlegs, const tf_leg* const* legs,
                          const int64_t* flux, void* data, size_t bytes, tf_bsparse** out) {
  return checked({TF_ARG(legs), TF_ARG(flux), TF_ARG(out)}, [&]() -> Status {
    const int32_t dt = enum_arg(dtype);
    TF_TRY(check_dtype(dt, "dtype"));
    Charge f;
    TF_TRY(bs_check_legs(nlegs, legs_of(legs), flux, &f));
    BsTensor* t;
    TF_TRY(bs_wrap((DType)dt, nlegs, legs_of(legs), f, data, bytes, &t));
    *out = handle(t);
    return TF_OK;
  });
}
void tf_bsparse_release(tf_bsparse* t) { bs_release(obj(t)); }

// ----------------------------------------------------------------- queries

tf_status tf_bsparse_dtype(const tf_bsparse* t, tf_dtype* out) {
  return checked({TF_ARG(t), TF_ARG(out)}, [&]() -> Status {
    *out = (tf_dtype)obj(t)->dt;
    return TF_OK;
  });
}
tf_status tf_bsparse_nlegs(const tf_bsparse* t, int32_t* out) {
  return checked({TF_ARG(t), TF_ARG(out)}, [&]() -> Status {
    *out = obj(t)->nlegs;
    return TF_OK;
  });
}
tf_status tf_bsparse_leg(const tf_bsparse* t, int32_t i, tf_leg** out) {
  return checked({TF_ARG(t), TF_ARG(out)}, [&]() -> Status {
    const BsTensor& x = *obj(t);
    if (i < 0 || i >= x.nlegs)
      return fail(TF_ERR_INVALID_ARGUMENT, "i: %d, expected 0..%d", i, x.nlegs - 1);
    x.legs[i]->retain();
    *out = reinterpret_cast<tf_leg*>(const_cast<Leg*>(x.legs[i]));
    return TF_OK;
  });
}
tf_status tf_bsparse_flux(const tf_bsparse* t, int64_t* out) {
  return checked({TF_ARG(t), TF_ARG(out)}, [&]() -> Status {
    const BsTensor& x = *obj(t);
    for (int32_t f = 0; f < x.sym().n; ++f) out[f] = x.flux.q[f];
    return TF_OK;
  });
}
tf_status tf_bsparse_nblocks(const tf_bsparse* t, int64_t* out) {
  return checked({TF_ARG(t), TF_ARG(out)}, [&]() -> Status {
    *out = obj(t)->st->nblocks();
    return TF_OK;
  });
}
tf_status tf_bsparse_numel(const tf_bsparse* t, int64_t* out) {
  return checked({TF_ARG(t), TF_ARG(out)}, [&]() -> Status {
    *out = obj(t)->st->numel;
    return TF_OK;
  });
}
tf_status tf_bsparse_block_sectors(const tf_bsparse* t, int64_t b, int32_t* out) {
  return checked({TF_ARG(t), TF_ARG(out)}, [&]() -> Status {
    const BsTensor& x = *obj(t);
    TF_TRY(check_block(x, b));
    for (int32_t i = 0; i < x.nlegs; ++i) out[i] = x.st->sectors(b)[i];
    return TF_OK;
  });
}
tf_status tf_bsparse_block_charges(const tf_bsparse* t, int64_t b, int64_t* out) {
  return checked({TF_ARG(t), TF_ARG(out)}, [&]() -> Status {
    const BsTensor& x = *obj(t);
    TF_TRY(check_block(x, b));
    const int32_t nf = x.sym().n;
    for (int32_t i = 0; i < x.nlegs; ++i)
      for (int32_t f = 0; f < nf; ++f)
        out[i * nf + f] = x.legs[i]->charges[x.st->sectors(b)[i]].q[f];
    return TF_OK;
  });
}
tf_status tf_bsparse_block_offset(const tf_bsparse* t, int64_t b, int64_t* out) {
  return checked({TF_ARG(t), TF_ARG(out)}, [&]() -> Status {
    const BsTensor& x = *obj(t);
    TF_TRY(check_block(x, b));
    *out = x.st->off[b];
    return TF_OK;
  });
}
tf_status tf_bsparse_block_find(const tf_bsparse* t, const int64_t* charges, int64_t* out) {
  return checked({TF_ARG(t), TF_ARG(charges), TF_ARG(out)}, [&]() -> Status {
    const BsTensor& x = *obj(t);
    const Symmetry& sym = x.sym();
    int32_t s[TF_MAX_RANK];
    for (int32_t i = 0; i < x.nlegs; ++i) {
      Charge c;
      for (int32_t f = 0; f < sym.n; ++f) c.q[f] = charges[i * sym.n + f];
      s[i] = x.legs[i]->find(sym.norm(c));
      if (s[i] < 0) {
        *out = -1;
        return TF_OK;
      }
    }
    *out = x.st->find(s);
    return TF_OK;
  });
}
tf_status tf_bsparse_block_view(const tf_bsparse* t, int64_t b, tf_tensor** out) {
  return checked({TF_ARG(t), TF_ARG(out)}, [&]() -> Status {
    const BsTensor& x = *obj(t);
    TF_TRY(check_block(x, b));
    int64_t shape[TF_MAX_RANK];
    x.block_shape(b, shape);
    Tensor* v = tensor_new_borrowed(x.dt, x.nlegs, shape, nullptr, x.block(b));
    if (!v) return fail(TF_ERR_OUT_OF_MEMORY, "out of memory allocating a tensor view header");
    if (x.storage) {
      x.storage->retain();
      v->storage = x.storage;
    }
    *out = handle(v);
    return TF_OK;
  });
}

// -------------------------------------------------------------- conversion

tf_status tf_bsparse_to_dense(tf_engine* engine, const tf_bsparse* t, tf_tensor** out) {
  return op_entry(engine, {TF_ARG(t), TF_ARG(out)}, [&](Engine& e) -> Status {
    Tensor* d;
    TF_TRY(bs_to_dense(e, *obj(t), nullptr, &d));
    *out = handle(d);
    return TF_OK;
  });
}
tf_status tf_bsparse_to_dense_into(tf_engine* engine, const tf_bsparse* t, tf_tensor* dense) {
  return op_entry(engine, {TF_ARG(t), TF_ARG(dense)}, [&](Engine& e) {
    return bs_to_dense(e, *obj(t), obj(dense), nullptr);
  });
}
tf_status tf_bsparse_from_dense(tf_engine* engine, const tf_tensor* dense, int32_t nlegs,
                                const tf_leg* const* legs, const int64_t* flux, double tol,
                                tf_bsparse** out) {
  return op_entry(engine, {TF_ARG(dense), TF_ARG(legs), TF_ARG(flux), TF_ARG(out)},
                  [&](Engine& e) {
    return made_into(out, [&](BsTensor** m) -> Status {
      TF_TRY(new_tensor(e, (int32_t)obj(dense)->dtype, nlegs, legs, flux, m));
      return bs_from_dense(*obj(dense), tol, **m);
    });
  });
}
tf_status tf_bsparse_from_dense_into(tf_engine* engine, const tf_tensor* dense, double tol,
                                     tf_bsparse* out) {
  return op_entry(engine, {TF_ARG(dense), TF_ARG(out)},
                  [&](Engine&) { return bs_from_dense(*obj(dense), tol, *obj(out)); });
}

// ------------------------------------------------------------------ layout

tf_status tf_bsparse_permute(tf_engine* engine, const tf_bsparse* x, const int32_t* perm,
                             tf_bsparse** out) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(perm), TF_ARG(out)}, [&](Engine& e) {
    return made_into(out, [&](BsTensor** m) { return bs_permute(*obj(x), perm, nullptr, e, m); });
  });
}
tf_status tf_bsparse_permute_into(tf_engine* engine, const tf_bsparse* x, const int32_t* perm,
                                  tf_bsparse* out) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(perm), TF_ARG(out)},
                  [&](Engine& e) { return bs_permute(*obj(x), perm, obj(out), e, nullptr); });
}
tf_status tf_bsparse_flip(tf_engine* engine, const tf_bsparse* x, int32_t leg,
                          tf_bsparse** out) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(out)}, [&](Engine& e) {
    return made_into(out, [&](BsTensor** m) { return bs_flip(*obj(x), leg, nullptr, e, m); });
  });
}
tf_status tf_bsparse_flip_into(tf_engine* engine, const tf_bsparse* x, int32_t leg,
                               tf_bsparse* out) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(out)},
                  [&](Engine& e) { return bs_flip(*obj(x), leg, obj(out), e, nullptr); });
}
tf_status tf_bsparse_conj(tf_engine* engine, const tf_bsparse* x, tf_bsparse** out) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(out)}, [&](Engine& e) {
    return made_into(out, [&](BsTensor** m) { return bs_conj(*obj(x), nullptr, e, m); });
  });
}
tf_status tf_bsparse_conj_into(tf_engine* engine, const tf_bsparse* x, tf_bsparse* out) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(out)},
                  [&](Engine& e) { return bs_conj(*obj(x), obj(out), e, nullptr); });
}

// ------------------------------------------------------------- linear maps

tf_status tf_bsparse_scale(tf_engine* engine, tf_scalar alpha, const tf_bsparse* x,
                           tf_bsparse** out) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(out)}, [&](Engine& e) {
    return made_into(out, [&](BsTensor** m) {
      return bs_axpby(e, alpha, *obj(x), kZero, nullptr, nullptr, m);
    });
  });
}
tf_status tf_bsparse_scale_into(tf_engine* engine, tf_scalar alpha, const tf_bsparse* x,
                                tf_bsparse* out) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(out)}, [&](Engine& e) {
    return bs_axpby(e, alpha, *obj(x), kZero, nullptr, obj(out), nullptr);
  });
}
tf_status tf_bsparse_axpby(tf_engine* engine, tf_scalar alpha, const tf_bsparse* x,
                           tf_scalar beta, const tf_bsparse* y, tf_bsparse** out) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(y), TF_ARG(out)}, [&](Engine& e) {
    return made_into(out, [&](BsTensor** m) {
      return bs_axpby(e, alpha, *obj(x), beta, obj(y), nullptr, m);
    });
  });
}
tf_status tf_bsparse_axpby_into(tf_engine* engine, tf_scalar alpha, const tf_bsparse* x,
                                tf_scalar beta, const tf_bsparse* y, tf_bsparse* out) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(y), TF_ARG(out)}, [&](Engine& e) {
    return bs_axpby(e, alpha, *obj(x), beta, obj(y), obj(out), nullptr);
  });
}
tf_status tf_bsparse_dot(tf_engine* engine, const tf_bsparse* x, const tf_bsparse* y,
                         int32_t conj_x, tf_scalar* out) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(y), TF_ARG(out)}, [&](Engine& e) -> Status {
    tf_scalar r;
    TF_TRY(bs_dot(e, *obj(x), *obj(y), conj_x != 0, &r));
    *out = r;
    return TF_OK;
  });
}
tf_status tf_bsparse_norm(tf_engine* engine, const tf_bsparse* x, double* out) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(out)}, [&](Engine& e) -> Status {
    tf_scalar r;
    TF_TRY(bs_dot(e, *obj(x), *obj(x), true, &r));
    *out = std::sqrt(r.re > 0 ? r.re : 0.0);
    return TF_OK;
  });
}

// ------------------------------------------------------------- contraction

tf_status tf_bsparse_tensordot(tf_engine* engine, const tf_bsparse* a, const tf_bsparse* b,
                               int32_t naxes, const int32_t* axes_a, const int32_t* axes_b,
                               int32_t conj_a, int32_t conj_b, tf_bsparse** out) {
  return op_entry(engine, {TF_ARG(a), TF_ARG(b), TF_ARG(out)}, [&](Engine& e) {
    return made_into(out, [&](BsTensor** m) {
      return bs_tensordot(e, *obj(a), *obj(b), naxes, axes_a, axes_b, conj_a != 0, conj_b != 0,
                          nullptr, m);
    });
  });
}
tf_status tf_bsparse_tensordot_into(tf_engine* engine, const tf_bsparse* a,
                                    const tf_bsparse* b, int32_t naxes, const int32_t* axes_a,
                                    const int32_t* axes_b, int32_t conj_a, int32_t conj_b,
                                    tf_bsparse* out) {
  return op_entry(engine, {TF_ARG(a), TF_ARG(b), TF_ARG(out)}, [&](Engine& e) {
    return bs_tensordot(e, *obj(a), *obj(b), naxes, axes_a, axes_b, conj_a != 0, conj_b != 0,
                        obj(out), nullptr);
  });
}

// ---------------------------------------------------------- decompositions

// One definition of each decomposition for both forms: out.u set = _into.
static Status svd_body(Engine& e, const tf_bsparse* x, int32_t n_left, const int32_t* left_axes,
                const tf_bsparse_svd_options* options, const BsDecompOut& out, tf_bsparse** u,
                tf_tensor** s, tf_bsparse** vh, tf_svd_info* info) {
  if (info) TF_TRY(check_out_struct(info, "info"));
  tf_bsparse_svd_options o;
  TF_TRY(read_options(options, "options", &o));
  BsSvdOpts so;
  so.max_rank = o.max_rank;
  so.cutoff = o.cutoff;
  so.sv_min = o.sv_min;
  BsTensor *mu = nullptr, *mvh = nullptr;
  Tensor* ms = nullptr;
  BsSvdInfo r;
  TF_TRY(bs_decompose(e, *obj(x), n_left, left_axes, false, so, out, &mu, &ms, &mvh, &r));
  if (!out.u) {
    *u = handle(mu);
    *s = handle(ms);
    *vh = handle(mvh);
  }
  if (info) {
    tf_svd_info w{};
    w.rank = r.rank;
    w.trunc_err = r.trunc_err;
    w.used_fallback = r.fallback ? 1 : 0;
    write_out_struct(w, info);
  }
  return TF_OK;
}

tf_status tf_bsparse_svd(tf_engine* engine, const tf_bsparse* x, int32_t n_left,
                         const int32_t* left_axes, const tf_bsparse_svd_options* options,
                         tf_bsparse** u, tf_tensor** s, tf_bsparse** vh, tf_svd_info* info) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(left_axes), TF_ARG(u), TF_ARG(s), TF_ARG(vh)},
                  [&](Engine& e) {
    return svd_body(e, x, n_left, left_axes, options, BsDecompOut{}, u, s, vh, info);
  });
}
tf_status tf_bsparse_svd_into(tf_engine* engine, const tf_bsparse* x, int32_t n_left,
                              const int32_t* left_axes, const tf_bsparse_svd_options* options,
                              tf_bsparse* u, tf_tensor* s, tf_bsparse* vh, tf_svd_info* info) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(left_axes), TF_ARG(u), TF_ARG(s), TF_ARG(vh)},
                  [&](Engine& e) {
    return svd_body(e, x, n_left, left_axes, options, BsDecompOut{obj(u), obj(s), obj(vh)},
                    nullptr, nullptr, nullptr, info);
  });
}
tf_status tf_bsparse_qr(tf_engine* engine, const tf_bsparse* x, int32_t n_left,
                        const int32_t* left_axes, tf_bsparse** q, tf_bsparse** r) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(left_axes), TF_ARG(q), TF_ARG(r)},
                  [&](Engine& e) -> Status {
    BsTensor *mq = nullptr, *mr = nullptr;
    TF_TRY(bs_decompose(e, *obj(x), n_left, left_axes, true, BsSvdOpts{}, BsDecompOut{}, &mq,
                        nullptr, &mr, nullptr));
    *q = handle(mq);
    *r = handle(mr);
    return TF_OK;
  });
}
tf_status tf_bsparse_qr_into(tf_engine* engine, const tf_bsparse* x, int32_t n_left,
                             const int32_t* left_axes, tf_bsparse* q, tf_bsparse* r) {
  return op_entry(engine, {TF_ARG(x), TF_ARG(left_axes), TF_ARG(q), TF_ARG(r)},
                  [&](Engine& e) {
    return bs_decompose(e, *obj(x), n_left, left_axes, true, BsSvdOpts{},
                        BsDecompOut{obj(q), nullptr, obj(r)}, nullptr, nullptr, nullptr,
                        nullptr);
  });
}

}  // extern "C"
