// suite-torch: the LibTorch C++ peer (Debian libtorch-dev). out= forms
// wherever ATen has them (mm_out, add_out, exp_out, sum_out, linalg_*_out)
// on tensors made from the same data outside the timed loop; at::einsum
// (no out= form) with the same contraction path tenferro picks, given
// explicitly (torch's C++ einsum otherwise contracts left to right). Threads:
// at::set_num_threads, once, before any benchmark runs.
#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <torch/torch.h>

#include "suite.hpp"

namespace {

using namespace suite;

template <class T>
at::Tensor make(std::vector<T>& v, std::vector<int64_t> shape) {
  auto dt = std::is_same_v<T, cplx> ? at::kComplexDouble : at::kDouble;
  return torch::from_blob(v.data(), shape, at::TensorOptions().dtype(dt));
}

template <class T>
void reg_matmul(const char* family) {
  each(family, [&](long n) {
    const Dims d = matmul_dims(family, n);
    add(family, n, [d](benchmark::State& st) {
      auto a = random_vec<T>(d.m * d.k, 1), b = random_vec<T>(d.k * d.n, 2);
      std::vector<T> c(d.m * d.n);
      at::Tensor A = make(a, {d.m, d.k}), B = make(b, {d.k, d.n}), C = make(c, {d.m, d.n});
      for (auto _ : st) at::mm_out(C, A, B);
      benchmark::DoNotOptimize(c.data());
    });
  });
}

void reg_einsum(const char* family, const char* subs, std::vector<int64_t> path,
                std::function<std::vector<std::vector<int64_t>>(long)> shapes) {
  each(family, [&](long n) {
    add(family, n, [n, subs, path, shapes](benchmark::State& st) {
      auto sh = shapes(n);
      std::vector<std::vector<double>> data;
      std::vector<at::Tensor> ops;
      for (size_t i = 0; i < sh.size(); ++i) {
        size_t cnt = 1;
        for (auto e : sh[i]) cnt *= (size_t)e;
        data.push_back(random_vec<double>(cnt, 10 + i));
      }
      for (size_t i = 0; i < sh.size(); ++i) ops.push_back(make(data[i], sh[i]));
      for (auto _ : st) {
        at::Tensor r = path.empty() ? at::einsum(subs, ops) : at::einsum(subs, ops, path);
        benchmark::DoNotOptimize(r.data_ptr());
      }
    });
  });
}

void reg_linalg() {
  // Column-major data as the transpose of a row-major view.
  auto colmajor = [](const std::vector<double>& v, long r, long c) {
    return torch::from_blob(const_cast<double*>(v.data()), {c, r}, at::kDouble).t();
  };
  each("svd", [&](long n) {
    add("svd", n, [n, colmajor](benchmark::State& st) {
      at::Tensor A = colmajor(linalg_data(n).A, n, n);
      at::Tensor U = at::empty({n, n}, at::kDouble), S = at::empty({n}, at::kDouble),
                 Vh = at::empty({n, n}, at::kDouble);
      for (auto _ : st) at::linalg_svd_out(U, S, Vh, A, false);
      benchmark::DoNotOptimize(S.data_ptr());
    });
  });
  each("qr", [&](long n) {
    add("qr", n, [n, colmajor](benchmark::State& st) {
      at::Tensor A = colmajor(linalg_data(n).A, n, n);
      at::Tensor Q = at::empty({n, n}, at::kDouble), R = at::empty({n, n}, at::kDouble);
      for (auto _ : st) at::linalg_qr_out(Q, R, A, "reduced");
      benchmark::DoNotOptimize(Q.data_ptr());
    });
  });
  each("eigh", [&](long n) {
    add("eigh", n, [n, colmajor](benchmark::State& st) {
      at::Tensor A = colmajor(linalg_data(n).S, n, n);
      at::Tensor W = at::empty({n}, at::kDouble), V = at::empty({n, n}, at::kDouble);
      for (auto _ : st) at::linalg_eigh_out(W, V, A, "L");
      benchmark::DoNotOptimize(W.data_ptr());
    });
  });
  each("solve", [&](long n) {
    add("solve", n, [n, colmajor](benchmark::State& st) {
      at::Tensor A = colmajor(linalg_data(n).A, n, n), B = colmajor(linalg_data(n).B, n, 1);
      at::Tensor X = at::empty({n, 1}, at::kDouble);
      for (auto _ : st) at::linalg_solve_out(X, A, B);
      benchmark::DoNotOptimize(X.data_ptr());
    });
  });
}

void reg_elementwise() {
  each("ew_add", [](long n) {
    add("ew_add", n, [n](benchmark::State& st) {
      auto x = random_vec<double>(n, 1), y = random_vec<double>(n, 2);
      std::vector<double> z(n);
      at::Tensor X = make(x, {n}), Y = make(y, {n}), Z = make(z, {n});
      for (auto _ : st) at::add_out(Z, X, Y);
      benchmark::DoNotOptimize(z.data());
    });
  });
  each("ew_exp", [](long n) {
    add("ew_exp", n, [n](benchmark::State& st) {
      auto x = random_vec<double>(n, 1);
      std::vector<double> z(n);
      at::Tensor X = make(x, {n}), Z = make(z, {n});
      for (auto _ : st) at::exp_out(Z, X);
      benchmark::DoNotOptimize(z.data());
    });
  });
  each("reduce_sum", [](long n) {
    add("reduce_sum", n, [n](benchmark::State& st) {
      auto x = random_vec<double>(n, 1);
      at::Tensor X = make(x, {n}), S = at::empty({}, at::kDouble);
      for (auto _ : st) at::sum_out(S, X);
      benchmark::DoNotOptimize(S.data_ptr());
    });
  });
}

void reg_tt_program() {
  each("tt_program", [](long chi) {
    add("tt_program", chi, [chi](benchmark::State& st) {
      TTData t = tt_data(chi);
      const long d = kTTPhys;
      std::vector<at::Tensor> A, B, Ar, Br;
      for (int k = 0; k < kTTSites; ++k) {
        long l = t.l[k], r = t.r[k];
        Ar.push_back(make(t.A[k], {l, d * r}));
        Br.push_back(make(t.B[k], {l * d, r}));
      }
      at::Tensor A0 = make(t.A[0], {d, t.r[0]}), B0 = make(t.B[0], {d, t.r[0]});
      std::vector<at::Tensor> E, T, Tr;
      E.push_back(at::empty({t.r[0], t.r[0]}, at::kDouble));
      for (int k = 1; k < kTTSites; ++k) {
        long l = t.l[k], r = t.r[k];
        T.push_back(at::empty({l, d * r}, at::kDouble));
        Tr.push_back(T.back().view({l * d, r}));
        E.push_back(at::empty({r, r}, at::kDouble));
      }
      for (auto _ : st) {
        at::mm_out(E[0], A0.t(), B0);
        for (int k = 1; k < kTTSites; ++k) {
          at::mm_out(T[k - 1], E[k - 1].t(), Ar[k]);
          at::mm_out(E[k], Tr[k - 1].t(), Br[k]);
        }
        benchmark::DoNotOptimize(E.back().data_ptr());
      }
    });
  });
}

}  // namespace

int main(int argc, char** argv) {
  parse(&argc, argv);
  at::set_num_threads(opts().threads);
  reg_matmul<double>("matmul_f64");
  reg_matmul<cplx>("matmul_c128");
  reg_matmul<double>("tn_f64");
  reg_matmul<cplx>("tn_c128");
  reg_einsum("einsum_matmul", "ij,jk->ik", {}, [](long n) {
    return std::vector<std::vector<int64_t>>{{n, n}, {n, n}};
  });
  reg_einsum("einsum_batched", "bij,bjk->bik", {}, [](long n) {
    return std::vector<std::vector<int64_t>>{{kBatch, n, n}, {kBatch, n, n}};
  });
  reg_einsum("einsum_tt_site", "ab,bsc,cd->asd", {0, 1, 0, 1}, [](long n) {
    return std::vector<std::vector<int64_t>>{{n, n}, {n, kPhys, n}, {n, n}};
  });
  reg_einsum("einsum_4op", "aib,bjc,aid,djc->", {0, 2, 0, 2, 0, 1}, [](long n) {
    return std::vector<std::vector<int64_t>>{{n, kPhys, n}, {n, kPhys, n}, {n, kPhys, n}, {n, kPhys, n}};
  });
  reg_linalg();
  reg_elementwise();
  reg_tt_program();
  return run(argc, argv, "libtorch");
}
