// suite-tenferro: tenferro's side of the peer suite, through the public C
// API only. --threads=1 uses a serial engine, --threads=N a pooled engine of
// N workers. Every call is the allocation-free form (_into, or a prepared
// program run) on wrapped caller memory, as a tight loop would call it.
#include <tenferro.h>

#include <memory>

#include "suite.hpp"

namespace {

using namespace suite;

void check(tf_status st, const char* what) {
  if (st != TF_OK) {
    std::fprintf(stderr, "suite-tenferro: %s: %s (%s)\n", what, tf_status_name(st), tf_last_error());
    std::abort();
  }
}

tf_engine* engine() {
  static tf_engine* e = [] {
    tf_engine* x = nullptr;
    if (opts().threads == 1)
      check(tf_engine_create_serial(&x), "engine");
    else
      check(tf_engine_create_pooled(opts().threads, &x), "engine");
    return x;
  }();
  return e;
}

// Owns wrapped tensors for the lifetime of one benchmark.
struct Wraps {
  std::vector<tf_tensor*> ts;
  tf_tensor* row(tf_dtype dt, std::vector<int64_t> shape, void* p) {
    tf_tensor* t;
    check(tf_tensor_wrap(dt, (int32_t)shape.size(), shape.data(), nullptr, p, &t), "wrap");
    ts.push_back(t);
    return t;
  }
  tf_tensor* col(int64_t rows, int64_t cols, void* p) {
    int64_t shape[2] = {rows, cols}, strides[2] = {1, rows > 0 ? rows : 1};
    tf_tensor* t;
    check(tf_tensor_wrap(TF_F64, 2, shape, strides, p, &t), "wrap");
    ts.push_back(t);
    return t;
  }
  ~Wraps() {
    for (auto* t : ts) tf_tensor_release(t);
  }
};

template <class T>
void reg_matmul(const char* family, tf_dtype dt) {
  each(family, [&](long n) {
    const Dims d = matmul_dims(family, n);
    auto warmed = std::make_shared<bool>(false);
    add(family, n, [d, dt, warmed](benchmark::State& st) {
      auto a = random_vec<T>(d.m * d.k, 1), b = random_vec<T>(d.k * d.n, 2);
      std::vector<T> c(d.m * d.n);
      Wraps w;
      auto *ta = w.row(dt, {d.m, d.k}, a.data()), *tb = w.row(dt, {d.k, d.n}, b.data()),
           *tc = w.row(dt, {d.m, d.n}, c.data());
      // Warm (the first call of a mid-size shape times the providers for
      // it, gemm_choose_shape; a large product's first call faults in the
      // packing workspace): the figure is the steady state, which Google
      // Benchmark's few runs of a large case would not reach.
      if (!*warmed)
        for (int i = 0; i < 8; ++i) check(tf_matmul_into(engine(), ta, tb, tc), "matmul");
      *warmed = true;
      for (auto _ : st) check(tf_matmul_into(engine(), ta, tb, tc), "matmul");
      benchmark::DoNotOptimize(c.data());
    });
  });
}

// One einsum case: operand shapes, output shape, subscripts.
void reg_einsum(const char* family, const char* subs,
                std::function<std::vector<std::vector<int64_t>>(long)> shapes) {
  each(family, [&](long n) {
    add(family, n, [n, subs, shapes](benchmark::State& st) {
      auto sh = shapes(n);  // operands..., output last
      std::vector<std::vector<double>> data;
      Wraps w;
      std::vector<const tf_tensor*> ops;
      for (size_t i = 0; i + 1 < sh.size(); ++i) {
        size_t cnt = 1;
        for (auto e : sh[i]) cnt *= (size_t)e;
        data.push_back(random_vec<double>(cnt, 10 + i));
      }
      for (size_t i = 0; i + 1 < sh.size(); ++i) ops.push_back(w.row(TF_F64, sh[i], data[i].data()));
      size_t oc = 1;
      for (auto e : sh.back()) oc *= (size_t)e;
      std::vector<double> out(oc);
      tf_tensor* to = w.row(TF_F64, sh.back(), out.data());
      for (auto _ : st)
        check(tf_einsum_into(engine(), subs, (int32_t)ops.size(), ops.data(), nullptr, to), "einsum");
      benchmark::DoNotOptimize(out.data());
    });
  });
}

void reg_linalg() {
  each("svd", [](long n) {
    add("svd", n, [n](benchmark::State& st) {
      auto& d = linalg_data(n);
      std::vector<double> a = d.A, u(n * n), s(n), vt(n * n);
      Wraps w;
      auto *ta = w.col(n, n, a.data()), *tu = w.col(n, n, u.data()), *tv = w.col(n, n, vt.data());
      auto* ts = w.row(TF_F64, {n}, s.data());
      for (auto _ : st) check(tf_svd_into(engine(), ta, nullptr, tu, ts, tv, nullptr), "svd");
    });
  });
  each("qr", [](long n) {
    add("qr", n, [n](benchmark::State& st) {
      auto& d = linalg_data(n);
      std::vector<double> a = d.A, q(n * n), r(n * n);
      Wraps w;
      auto *ta = w.col(n, n, a.data()), *tq = w.col(n, n, q.data()), *tr = w.col(n, n, r.data());
      for (auto _ : st) check(tf_qr_into(engine(), ta, 0, tq, tr), "qr");
    });
  });
  each("eigh", [](long n) {
    add("eigh", n, [n](benchmark::State& st) {
      auto& d = linalg_data(n);
      std::vector<double> a = d.S, wv(n), v(n * n);
      Wraps w;
      auto *ta = w.col(n, n, a.data()), *tv = w.col(n, n, v.data());
      auto* tw = w.row(TF_F64, {n}, wv.data());
      for (auto _ : st) check(tf_eigh_into(engine(), ta, tw, tv), "eigh");
    });
  });
  each("solve", [](long n) {
    add("solve", n, [n](benchmark::State& st) {
      auto& d = linalg_data(n);
      std::vector<double> a = d.A, b = d.B, x(n);
      Wraps w;
      auto *ta = w.col(n, n, a.data()), *tb = w.col(n, 1, b.data()), *tx = w.col(n, 1, x.data());
      for (auto _ : st) check(tf_solve_into(engine(), ta, tb, tx), "solve");
    });
  });
}

void reg_elementwise() {
  each("ew_add", [](long n) {
    add("ew_add", n, [n](benchmark::State& st) {
      auto x = random_vec<double>(n, 1), y = random_vec<double>(n, 2);
      std::vector<double> z(n);
      Wraps w;
      auto *tx = w.row(TF_F64, {n}, x.data()), *ty = w.row(TF_F64, {n}, y.data()),
           *tz = w.row(TF_F64, {n}, z.data());
      for (auto _ : st) check(tf_add_into(engine(), tx, ty, tz), "add");
      benchmark::DoNotOptimize(z.data());
    });
  });
  each("ew_exp", [](long n) {
    add("ew_exp", n, [n](benchmark::State& st) {
      auto x = random_vec<double>(n, 1);
      std::vector<double> z(n);
      Wraps w;
      auto *tx = w.row(TF_F64, {n}, x.data()), *tz = w.row(TF_F64, {n}, z.data());
      for (auto _ : st) check(tf_unary_into(engine(), TF_UNARY_EXP, tx, tz), "exp");
      benchmark::DoNotOptimize(z.data());
    });
  });
  each("reduce_sum", [](long n) {
    add("reduce_sum", n, [n](benchmark::State& st) {
      auto x = random_vec<double>(n, 1);
      double s = 0;
      Wraps w;
      auto* tx = w.row(TF_F64, {n}, x.data());
      tf_tensor* ts = w.row(TF_F64, {}, &s);
      for (auto _ : st) check(tf_reduce_into(engine(), TF_REDUCE_SUM, tx, 0, nullptr, 0, ts), "sum");
      benchmark::DoNotOptimize(s);
    });
  });
}

// <A|B> of two TTs as a prepared program of 2L matrix products:
//   E = A_1r^T B_1r; per site k >= 2: T = E^T A_kr (A_k as (l, d*r)),
//   E = reshape(T, (l*d, r))^T B_kr (B_k as (l*d, r)).
void reg_tt_program() {
  each("tt_program", [](long chi) {
    add("tt_program", chi, [chi](benchmark::State& st) {
      TTData t = tt_data(chi);
      const int64_t d = kTTPhys;
      tf_program* p;
      check(tf_program_create(&p), "program");
      std::vector<int32_t> sa(kTTSites), sb(kTTSites);
      for (int k = 0; k < kTTSites; ++k) {
        int64_t sh[3] = {t.l[k], d, t.r[k]};
        check(tf_program_input(p, TF_F64, 3, sh, &sa[k]), "input");
      }
      for (int k = 0; k < kTTSites; ++k) {
        int64_t sh[3] = {t.l[k], d, t.r[k]};
        check(tf_program_input(p, TF_F64, 3, sh, &sb[k]), "input");
      }
      const tf_scalar one{1, 0}, zero{0, 0};
      int32_t E, x, y;
      {
        int64_t s2[2] = {d, t.r[0]};
        check(tf_program_reshape(p, sa[0], 2, s2, &x), "reshape");
        check(tf_program_reshape(p, sb[0], 2, s2, &y), "reshape");
        check(tf_program_matmul_acc(p, TF_OP_T, x, TF_OP_N, y, one, zero, -1, &E), "matmul");
      }
      for (int k = 1; k < kTTSites; ++k) {
        int64_t sA[2] = {t.l[k], d * t.r[k]}, sT[2] = {t.l[k] * d, t.r[k]};
        int32_t T, Tr, Br;
        check(tf_program_reshape(p, sa[k], 2, sA, &x), "reshape");
        check(tf_program_matmul_acc(p, TF_OP_T, E, TF_OP_N, x, one, zero, -1, &T), "matmul");
        check(tf_program_reshape(p, T, 2, sT, &Tr), "reshape");
        check(tf_program_reshape(p, sb[k], 2, sT, &Br), "reshape");
        check(tf_program_matmul_acc(p, TF_OP_T, Tr, TF_OP_N, Br, one, zero, -1, &E), "matmul");
      }
      check(tf_program_output(p, E), "output");
      tf_prepared* prep;
      check(tf_program_prepare(engine(), p, nullptr, &prep), "prepare");
      tf_program_release(p);
      Wraps w;
      std::vector<const tf_tensor*> in;
      for (int k = 0; k < kTTSites; ++k) in.push_back(w.row(TF_F64, {t.l[k], d, t.r[k]}, t.A[k].data()));
      for (int k = 0; k < kTTSites; ++k) in.push_back(w.row(TF_F64, {t.l[k], d, t.r[k]}, t.B[k].data()));
      double result = 0;
      tf_tensor* out = w.row(TF_F64, {1, 1}, &result);
      for (auto _ : st) check(tf_program_run(engine(), prep, in.data(), in.size(), &out, 1), "run");
      benchmark::DoNotOptimize(result);
      tf_prepared_release(prep);
    });
  });
}

}  // namespace

int main(int argc, char** argv) {
  parse(&argc, argv);
  reg_matmul<double>("matmul_f64", TF_F64);
  reg_matmul<cplx>("matmul_c128", TF_C128);
  reg_matmul<double>("tn_f64", TF_F64);
  reg_matmul<cplx>("tn_c128", TF_C128);
  reg_einsum("einsum_matmul", "ij,jk->ik", [](long n) {
    return std::vector<std::vector<int64_t>>{{n, n}, {n, n}, {n, n}};
  });
  reg_einsum("einsum_batched", "bij,bjk->bik", [](long n) {
    return std::vector<std::vector<int64_t>>{{kBatch, n, n}, {kBatch, n, n}, {kBatch, n, n}};
  });
  reg_einsum("einsum_tt_site", "ab,bsc,cd->asd", [](long n) {
    return std::vector<std::vector<int64_t>>{{n, n}, {n, kPhys, n}, {n, n}, {n, kPhys, n}};
  });
  reg_einsum("einsum_4op", "aib,bjc,aid,djc->", [](long n) {
    return std::vector<std::vector<int64_t>>{
        {n, kPhys, n}, {n, kPhys, n}, {n, kPhys, n}, {n, kPhys, n}, {}};
  });
  reg_linalg();
  reg_elementwise();
  reg_tt_program();
  return run(argc, argv, "tenferro");
}
