// torch_einsum_test: tenferro's einsum VJP against LibTorch autograd on the
// same data (built only when LibTorch is found). For each case, dtype (f64,
// c128): y = einsum(subscripts, x...), random cotangent c, then
// torch::autograd::grad(y, x, c) against tf_einsum_vjp(c). PyTorch's complex
// convention is tenferro's, so the values must agree to rounding.
#include <tenferro.h>

#include <ATen/Parallel.h>
#include <torch/torch.h>

#include <cstdio>
#include <string>
#include <vector>

namespace {

struct Case {
  const char* sub;
  std::vector<std::vector<int64_t>> shapes;
  std::vector<uint8_t> conj;
};

int failures = 0;

tf_tensor* to_tf(tf_engine* e, const at::Tensor& t) {
  at::Tensor c = t.contiguous();
  tf_tensor* r = nullptr;
  const tf_dtype dt = c.is_complex() ? TF_C128 : TF_F64;
  std::vector<int64_t> sh(c.sizes().begin(), c.sizes().end());
  if (tf_tensor_from_data(e, dt, (int32_t)sh.size(), sh.data(), nullptr, c.data_ptr(),
                          TF_ROW_MAJOR, &r) != TF_OK)
    std::abort();
  return r;
}

double max_diff(const at::Tensor& want, tf_tensor* got) {
  at::Tensor w = want.contiguous();
  at::Tensor g = at::empty_like(w);
  if (tf_tensor_read(got, TF_ROW_MAJOR, g.data_ptr(), (size_t)g.nbytes()) != TF_OK) std::abort();
  return (w - g).abs().max().item<double>();
}

void run(tf_engine* e, const Case& c, bool cplx) {
  const auto dt = cplx ? at::kComplexDouble : at::kDouble;
  std::vector<at::Tensor> xs, xin;
  for (auto& s : c.shapes) xs.push_back(torch::randn(s, dt).requires_grad_(true));
  for (size_t i = 0; i < xs.size(); ++i)
    xin.push_back(!c.conj.empty() && c.conj[i] && cplx ? xs[i].conj() : xs[i]);
  at::Tensor y = at::einsum(c.sub, xin);
  at::Tensor ct = torch::randn(y.sizes(), dt);
  auto g = torch::autograd::grad({y}, xs, {ct});
  std::vector<tf_tensor*> t;
  for (auto& x : xs) t.push_back(to_tf(e, x.detach()));
  tf_tensor* tc = to_tf(e, ct);
  std::vector<tf_tensor*> d(xs.size(), nullptr);
  std::vector<tf_tensor**> dp;
  for (auto& p : d) dp.push_back(&p);
  tf_einsum_options o = {sizeof o, c.conj.empty() ? nullptr : c.conj.data(), nullptr, 0, 0, 0};
  if (tf_einsum_vjp(e, c.sub, (int32_t)xs.size(), t.data(), &o, tc, dp.data()) != TF_OK) {
    std::printf("FAIL %s: %s\n", c.sub, tf_last_error());
    ++failures;
  } else {
    for (size_t i = 0; i < xs.size(); ++i) {
      const double diff = max_diff(g[i], d[i]);
      const double scale = 1 + g[i].abs().max().item<double>();
      std::printf("%-28s %-4s operand %zu: max |torch - tenferro| = %.3g\n", c.sub,
                  cplx ? "c128" : "f64", i, diff);
      if (!(diff <= 1e-12 * scale)) ++failures;
    }
  }
  for (auto* p : t) tf_tensor_release(p);
  for (auto* p : d) tf_tensor_release(p);
  tf_tensor_release(tc);
}

}  // namespace

int main() {
  at::set_num_threads(1);
  torch::manual_seed(3);
  tf_engine* e = nullptr;
  tf_engine_create_serial(&e);
  const std::vector<Case> cases = {
      {"ij,jk->ik", {{3, 4}, {4, 5}}, {}},
      {"ij,jk->ik", {{3, 4}, {4, 5}}, {1, 0}},
      {"bij,bjk->bik", {{2, 3, 4}, {2, 4, 3}}, {0, 1}},
      {"ii->i", {{4, 4}}, {}},
      {"ii->", {{4, 4}}, {}},
      {"ijk,k->i", {{2, 3, 4}, {4}}, {}},
      {"...ij,jk->...ik", {{2, 3, 4}, {4, 2}}, {}},
      {"axc,ctd,xyst,byd->asb", {{3, 2, 3}, {3, 2, 3}, {2, 2, 2, 2}, {3, 2, 3}}, {0, 0, 0, 1}},
  };
  for (const Case& c : cases) {
    run(e, c, false);
    run(e, c, true);
  }
  tf_engine_destroy(e);
  std::printf("%s (%d failures)\n", failures ? "FAILED" : "OK", failures);
  return failures ? 1 : 0;
}
