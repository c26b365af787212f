// torch_linalg_test: the linear-algebra VJP rules against LibTorch autograd
// on the same data (built only when LibTorch is found). For each operation
// and dtype: the forward result from LibTorch, a random cotangent, then
// torch::autograd::grad against tenferro's rule given LibTorch's own primal
// outputs (so both differentiate the same U, S, Vh / Q, R / W, V: no gauge
// difference). Complex SVD and eigh use value cotangents only (LibTorch
// refuses phase-dependent losses). eigh and cholesky read the lower triangle
// of a: tenferro's da is the derivative of that function, LibTorch's the
// Hermitian G; they are compared as tril(G + G^H, -1) + Re diag(G)
// (docs/autodiff-linalg.md, "Triangle-reading operations").
#include <tenferro.h>

#include <ATen/Parallel.h>
#include <torch/torch.h>

#include <cstdio>
#include <vector>

namespace {

int failures = 0;

tf_tensor* to_tf(tf_engine* e, const at::Tensor& t) {
  at::Tensor c = t.detach().contiguous();
  tf_tensor* r = nullptr;
  const tf_dtype dt = c.is_complex() ? TF_C128 : TF_F64;
  std::vector<int64_t> sh(c.sizes().begin(), c.sizes().end());
  if (tf_tensor_from_data(e, dt, (int32_t)sh.size(), sh.data(), nullptr, c.data_ptr(),
                          TF_ROW_MAJOR, &r) != TF_OK)
    std::abort();
  return r;
}

at::Tensor from_tf(tf_tensor* t, const at::Tensor& like) {
  at::Tensor g = at::empty_like(like.detach().contiguous());
  if (tf_tensor_read(t, TF_ROW_MAJOR, g.data_ptr(), (size_t)g.nbytes()) != TF_OK) std::abort();
  return g;
}

// Lower-triangle form of a Hermitian gradient G.
at::Tensor tri_form(const at::Tensor& g) {
  at::Tensor gh = g.transpose(-2, -1).conj();
  at::Tensor d = at::diag_embed(at::real(at::diagonal(g, 0, -2, -1)).to(g.scalar_type()));
  return at::tril(g + gh, -1) + d;
}

void check(const char* what, bool cplx, tf_status st, tf_tensor* got, const at::Tensor& want) {
  if (st != TF_OK) {
    std::printf("FAIL %s %s: %s\n", what, cplx ? "c128" : "f64", tf_last_error());
    ++failures;
    return;
  }
  const at::Tensor g = from_tf(got, want);
  const double err = (want - g).abs().max().item<double>();
  const double scale = std::max(1.0, want.abs().max().item<double>());
  const bool ok = err <= 1e-9 * scale;
  std::printf("%s %s %s: max |tenferro - torch| = %.3g (scale %.3g)\n", ok ? "ok  " : "FAIL",
              what, cplx ? "c128" : "f64", err, scale);
  if (!ok) ++failures;
  tf_tensor_release(got);
}

at::Tensor rnd(std::vector<int64_t> s, bool cplx) {
  return torch::randn(s, cplx ? at::kComplexDouble : at::kDouble);
}

at::TensorOptions a_opts(bool cplx) {
  return at::TensorOptions().dtype(cplx ? at::kComplexDouble : at::kDouble);
}

void svd(tf_engine* e, int64_t m, int64_t n, bool cplx) {
  at::Tensor a = rnd({m, n}, cplx).requires_grad_(true);
  auto [u, s, vh] = at::linalg_svd(a, false);
  at::Tensor gs = torch::randn(s.sizes(), at::kDouble);
  at::Tensor gu = cplx ? at::Tensor() : rnd(u.sizes().vec(), false);
  at::Tensor gvh = cplx ? at::Tensor() : rnd(vh.sizes().vec(), false);
  std::vector<at::Tensor> outs = {s}, cts = {gs};
  if (!cplx) {
    outs = {u, s, vh};
    cts = {gu, gs, gvh};
  }
  at::Tensor want = torch::autograd::grad(outs, {a}, cts)[0];
  tf_tensor *ta = to_tf(e, a), *tu = to_tf(e, u), *ts = to_tf(e, s), *tv = to_tf(e, vh);
  tf_tensor* tgs = to_tf(e, gs);
  tf_tensor* tgu = cplx ? nullptr : to_tf(e, gu);
  tf_tensor* tgv = cplx ? nullptr : to_tf(e, gvh);
  tf_tensor* da = nullptr;
  char what[32];
  std::snprintf(what, sizeof what, "svd %lldx%lld", (long long)m, (long long)n);
  const tf_status st = tf_svd_vjp(e, ta, tu, ts, tv, tgu, tgs, tgv, nullptr, &da);
  check(what, cplx, st, da, want);
  for (tf_tensor* t : {ta, tu, ts, tv, tgs, tgu, tgv}) tf_tensor_release(t);
}

void qr(tf_engine* e, bool cplx) {
  at::Tensor a = rnd({6, 4}, cplx).requires_grad_(true);
  auto [q, r] = at::linalg_qr(a, "reduced");
  at::Tensor gq = rnd(q.sizes().vec(), cplx), gr = rnd(r.sizes().vec(), cplx);
  at::Tensor want = torch::autograd::grad({q, r}, {a}, {gq, gr})[0];
  tf_tensor *ta = to_tf(e, a), *tq = to_tf(e, q), *tr = to_tf(e, r);
  tf_tensor *tgq = to_tf(e, gq), *tgr = to_tf(e, gr), *da = nullptr;
  const tf_status st = tf_qr_vjp(e, ta, tq, tr, tgq, tgr, &da);
  check("qr 6x4", cplx, st, da, want);
  for (tf_tensor* t : {ta, tq, tr, tgq, tgr}) tf_tensor_release(t);
}

void eigh(tf_engine* e, bool cplx) {
  at::Tensor x = rnd({5, 5}, cplx);
  at::Tensor a = (x + x.transpose(0, 1).conj()).detach().requires_grad_(true);
  auto [w, v] = at::linalg_eigh(a);
  at::Tensor gw = torch::randn(w.sizes(), at::kDouble);
  at::Tensor gv = cplx ? at::Tensor() : rnd(v.sizes().vec(), false);
  std::vector<at::Tensor> outs = {w}, cts = {gw};
  if (!cplx) {
    outs = {w, v};
    cts = {gw, gv};
  }
  at::Tensor want = tri_form(torch::autograd::grad(outs, {a}, cts)[0]);
  tf_tensor *ta = to_tf(e, a), *tw = to_tf(e, w), *tv = to_tf(e, v), *tgw = to_tf(e, gw);
  tf_tensor* tgv = cplx ? nullptr : to_tf(e, gv);
  tf_tensor* da = nullptr;
  const tf_status st = tf_eigh_vjp(e, ta, tw, tv, tgw, tgv, nullptr, &da);
  check("eigh 5x5", cplx, st, da, want);
  for (tf_tensor* t : {ta, tw, tv, tgw, tgv}) tf_tensor_release(t);
}

void solve(tf_engine* e, bool cplx) {
  at::Tensor a = (rnd({5, 5}, cplx) + 5 * at::eye(5, a_opts(cplx))).detach().requires_grad_(true);
  at::Tensor b = rnd({5, 3}, cplx).requires_grad_(true);
  at::Tensor x = at::linalg_solve(a, b);
  at::Tensor gx = rnd(x.sizes().vec(), cplx);
  auto g = torch::autograd::grad({x}, {a, b}, {gx});
  tf_tensor *ta = to_tf(e, a), *tb = to_tf(e, b), *tx = to_tf(e, x), *tg = to_tf(e, gx);
  tf_tensor *da = nullptr, *db = nullptr;
  const tf_status st = tf_solve_vjp(e, ta, tb, tx, tg, &da, &db);
  check("solve da", cplx, st, da, g[0]);
  check("solve db", cplx, st, db, g[1]);
  for (tf_tensor* t : {ta, tb, tx, tg}) tf_tensor_release(t);
}

void det(tf_engine* e, bool cplx) {
  at::Tensor a = rnd({4, 4}, cplx).requires_grad_(true);
  at::Tensor d = at::linalg_det(a);
  at::Tensor gd = rnd({}, cplx);
  at::Tensor want = torch::autograd::grad({d}, {a}, {gd})[0];
  tf_tensor *ta = to_tf(e, a), *td = to_tf(e, d), *tg = to_tf(e, gd), *da = nullptr;
  const tf_status st = tf_det_vjp(e, ta, td, tg, &da);
  check("det 4x4", cplx, st, da, want);
  for (tf_tensor* t : {ta, td, tg}) tf_tensor_release(t);
}

void cholesky(tf_engine* e, bool cplx) {
  at::Tensor x = rnd({5, 5}, cplx);
  at::Tensor a = (at::matmul(x, x.transpose(0, 1).conj()) + 5 * at::eye(5, a_opts(cplx)))
                     .detach()
                     .requires_grad_(true);
  at::Tensor l = at::linalg_cholesky(a);
  at::Tensor gl = at::tril(rnd({5, 5}, cplx));
  at::Tensor want = tri_form(torch::autograd::grad({l}, {a}, {gl})[0]);
  tf_tensor *ta = to_tf(e, a), *tl = to_tf(e, l), *tg = to_tf(e, gl), *da = nullptr;
  const tf_status st = tf_cholesky_vjp(e, ta, tl, tg, &da);
  check("cholesky 5x5", cplx, st, da, want);
  for (tf_tensor* t : {ta, tl, tg}) tf_tensor_release(t);
}

}  // namespace

int main() {
  at::set_num_threads(1);
  torch::manual_seed(7);
  tf_engine* e = nullptr;
  if (tf_engine_create_serial(&e) != TF_OK) return 2;
  for (bool cplx : {false, true}) {
    svd(e, 6, 4, cplx);
    svd(e, 4, 6, cplx);
    qr(e, cplx);
    eigh(e, cplx);
    solve(e, cplx);
    det(e, cplx);
    cholesky(e, cplx);
  }
  tf_engine_destroy(e);
  std::printf("%s: %d failure(s)\n", failures ? "FAILED" : "passed", failures);
  return failures ? 1 : 0;
}
