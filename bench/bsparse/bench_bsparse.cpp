// tenferro-bench-bsparse: block-sparse contraction benchmarks (docs/block-sparse.md).
//
//   BM_heff_bsparse/D  vs  BM_heff_dense/D   (D = 64, 256, 512)
//       Two-site effective-Hamiltonian application of the spin-1/2
//       Heisenberg chain with U(1) (particle number of up spins), MPO bond
//       dimension 5 (charges 0 x3, +1, -1): out = L W1 W2 R psi as four
//       tensordot_into calls on preallocated results,
//         T1[a,w,s1,s2,b]  = L[a,w,a'] psi[a',s1,s2,b]
//         T2[a,s2,b,s,w']  = T1 W1[w,s,s',w']     over (w, s1)
//         T3[a,b,s,t,w'']  = T2 W2                over (s2, w')
//         out[a,s,t,b]     = T3 R[b',w'',b]       over (b, w'')
//       block-sparse (tf_bsparse_tensordot_into, plans cached) against the
//       same four dense tf_tensordot_into calls on the to_dense tensors.
//       Bond legs: 2k+1 charges -k..k (k = 4, 6, 7 for D = 64, 256, 512),
//       Gaussian sector dims summing to D. Values are random: the time of a
//       contraction depends on its structure only.
//       madds_per_s: the multiply-adds of every block pair (from the public
//       block queries) per second; BM_gemm_typical/D: cblas_dgemm's rate at
//       the madds-weighted median block product (typ_m, typ_n, typ_k) of
//       the same pairs: the ratio is the fraction of dense GEMM's rate the
//       block-sparse run achieves.
//   BM_pairs_bsparse/d  vs  BM_pairs_cblas/d  (d = 1, 4, 16)
//       Per-block-pair cost: C[a,s,t,c] = A[a,s,b] B[b,t,c] with a, b, c of 41
//       charges (-20..20, every sector of dim d) and s, t of 3 charges (dim
//       1): the view path (no permutes). sec_per_pair of the block-sparse
//       call (plan cached) against cblas_dgemm over the same pair list on
//       the same block pointers: the difference is the overhead beyond the
//       products (d = 1: the whole per-pair cost, kernel included).
//
// Serial engine, BLAS on the calling thread (OpenMP ICV 1 for cblas).
#include <tenferro.h>

#include <benchmark/benchmark.h>

#include "../native_blas.hpp"
#include <cblas.h>
#include <omp.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace {

tf_engine* engine() {
  static tf_engine* e = [] {
    tf_engine* x = nullptr;
    tf_engine_create_serial(&x);
    return x;
  }();
  return e;
}

bool ok(benchmark::State& state, const char* what, tf_status st) {
  if (st == TF_OK) return true;
  std::string m = std::string(what) + ": " + tf_status_name(st) + " (" + tf_last_error() + ")";
  state.SkipWithError(m.c_str());
  return false;
}

tf_symmetry* u1() {
  static tf_symmetry* s = [] {
    tf_symmetry* x = nullptr;
    int32_t k = TF_SYMMETRY_U1;
    tf_symmetry_create(1, &k, nullptr, &x);
    return x;
  }();
  return s;
}

tf_leg* leg(int dir, std::vector<int64_t> charges, std::vector<int64_t> dims) {
  tf_leg* l = nullptr;
  tf_leg_create(u1(), dir, (int32_t)charges.size(), charges.data(), dims.data(), &l);
  return l;
}

// A bond of dimension D: charges -k..k, Gaussian dims (sum D).
tf_leg* bond(int dir, int64_t D) {
  const int k = D <= 64 ? 4 : D <= 256 ? 6 : 7;
  std::vector<int64_t> q, d;
  std::vector<double> w;
  double sum = 0;
  for (int c = -k; c <= k; ++c) {
    double x = std::exp(-0.5 * c * c / (0.25 * k * k));
    w.push_back(x);
    sum += x;
  }
  int64_t left = D;
  for (int c = -k; c <= k; ++c) {
    int64_t n = c == k ? left : std::max<int64_t>(1, (int64_t)std::lround(D * w[c + k] / sum));
    if (n > left - (k - c)) n = std::max<int64_t>(1, left - (k - c));
    q.push_back(c);
    d.push_back(n);
    left -= n;
  }
  return leg(dir, q, d);
}

struct Heff {
  std::vector<tf_bsparse*> bs;    // L, psi, W1, W2, R, T1, T2, T3, out
  std::vector<tf_tensor*> dn;     // the same, dense
  tf_status st = TF_OK;
  const char* what = "";
  explicit Heff(int64_t D) {
    tf_engine* e = engine();
    const int IN = TF_LEG_IN, OUT = TF_LEG_OUT;
    tf_leg *a_in = bond(IN, D), *a_out = bond(OUT, D);
    tf_leg *s_in = leg(IN, {0, 1}, {1, 1}), *s_out = leg(OUT, {0, 1}, {1, 1});
    tf_leg *w_in = leg(IN, {-1, 0, 1}, {1, 3, 1}), *w_out = leg(OUT, {-1, 0, 1}, {1, 3, 1});
    int64_t f0 = 0, f1 = 1;
    auto make = [&](std::vector<tf_leg*> legs, int64_t* flux, uint64_t seed) {
      tf_bsparse* t = nullptr;
      if (st == TF_OK) {
        st = tf_bsparse_random(e, TF_F64, (int32_t)legs.size(), legs.data(), flux, seed, &t);
        what = "tf_bsparse_random";
      }
      return t;
    };
    tf_bsparse* L = make({a_in, w_out, a_out}, &f0, 1);
    tf_bsparse* psi = make({a_in, s_out, s_out, a_in}, &f1, 2);
    tf_bsparse* W1 = make({w_in, s_out, s_in, w_out}, &f0, 3);
    tf_bsparse* W2 = make({w_in, s_out, s_in, w_out}, &f0, 4);
    tf_bsparse* R = make({a_out, w_in, a_in}, &f0, 5);
    bs = {L, psi, W1, W2, R, nullptr, nullptr, nullptr, nullptr};
    for (tf_leg* l : {a_in, a_out, s_in, s_out, w_in, w_out}) tf_leg_release(l);
    if (st != TF_OK) return;
    // Results: the allocating calls once (they also warm the plans).
    for (int i = 0; i < 4 && st == TF_OK; ++i) {
      st = step_bs(i, nullptr);
      what = "tf_bsparse_tensordot";
    }
    dn.resize(9, nullptr);
    for (int i = 0; i < 5 && st == TF_OK; ++i) {
      st = tf_bsparse_to_dense(e, bs[i], &dn[i]);
      what = "tf_bsparse_to_dense";
    }
    for (int i = 5; i < 9 && st == TF_OK; ++i) {
      st = tf_bsparse_to_dense(e, bs[i], &dn[i]);
      what = "tf_bsparse_to_dense";
    }
  }
  // Step i: its operands, axes, result slot.
  struct Step { int a, b, na; int32_t ax[2], bx[2]; int out; };
  static const Step& step(int i) {
    static const Step steps[4] = {{0, 1, 1, {2, 0}, {0, 0}, 5},
                                  {5, 2, 2, {1, 2}, {0, 2}, 6},
                                  {6, 3, 2, {1, 4}, {2, 0}, 7},
                                  {7, 4, 2, {1, 4}, {0, 1}, 8}};
    return steps[i];
  }
  tf_status step_bs(int i, tf_bsparse* into) {
    const Step& s = step(i);
    if (into)
      return tf_bsparse_tensordot_into(engine(), bs[s.a], bs[s.b], s.na, s.ax, s.bx, 0, 0, into);
    return tf_bsparse_tensordot(engine(), bs[s.a], bs[s.b], s.na, s.ax, s.bx, 0, 0, &bs[s.out]);
  }
  tf_status run_bs() {
    for (int i = 0; i < 4; ++i) {
      tf_status r = step_bs(i, bs[step(i).out]);
      if (r != TF_OK) return r;
    }
    return TF_OK;
  }
  tf_status run_dense() {
    for (int i = 0; i < 4; ++i) {
      const Step& s = step(i);
      tf_status r = tf_tensordot_into(engine(), dn[s.a], dn[s.b], s.na, s.ax, s.bx, 0, 0,
                                      dn[s.out]);
      if (r != TF_OK) return r;
    }
    return TF_OK;
  }
  ~Heff() {
    for (auto* t : bs) tf_bsparse_release(t);
    for (auto* t : dn) tf_tensor_release(t);
  }
};

// The block pairs of one contraction, from the public block queries: (m, n,
// k) of each pair of an A block and a B block whose contracted legs carry
// the same charges (U(1): one charge per leg).
struct Mnk { int64_t m, n, k; };
void pairs_of(const tf_bsparse* a, const tf_bsparse* b, int na, const int32_t* ax,
              const int32_t* bx, std::vector<Mnk>* out) {
  struct Blk { std::vector<int64_t> q, shape; int64_t size; };
  auto blocks = [](const tf_bsparse* t) {
    int32_t n;
    int64_t nb;
    tf_bsparse_nlegs(t, &n);
    tf_bsparse_nblocks(t, &nb);
    std::vector<Blk> v(nb);
    for (int64_t i = 0; i < nb; ++i) {
      v[i].q.resize(n);
      v[i].shape.resize(n);
      tf_bsparse_block_charges(t, i, v[i].q.data());
      tf_tensor* view;
      tf_bsparse_block_view(t, i, &view);
      tf_tensor_shape(view, v[i].shape.data());
      tf_tensor_numel(view, &v[i].size);
      tf_tensor_release(view);
    }
    return v;
  };
  std::vector<Blk> A = blocks(a), B = blocks(b);
  for (const Blk& x : A)
    for (const Blk& y : B) {
      bool match = true;
      int64_t k = 1;
      for (int t = 0; t < na && match; ++t) {
        match = x.q[ax[t]] == y.q[bx[t]];
        k *= x.shape[ax[t]];
      }
      if (match && k && x.size && y.size) out->push_back(Mnk{x.size / k, y.size / k, k});
    }
}

// The typical product of a pair list: the madds-weighted median.
Mnk typical(std::vector<Mnk> v, double* total) {
  std::sort(v.begin(), v.end(), [](const Mnk& x, const Mnk& y) {
    return x.m * x.n * x.k < y.m * y.n * y.k;
  });
  double sum = 0, acc = 0;
  for (const Mnk& p : v) sum += (double)(p.m * p.n * p.k);
  *total = sum;
  for (const Mnk& p : v) {
    acc += (double)(p.m * p.n * p.k);
    if (acc >= sum / 2) return p;
  }
  return v.empty() ? Mnk{1, 1, 1} : v.back();
}

Mnk heff_typical(Heff& h, double* madds, size_t* npairs) {
  std::vector<Mnk> all;
  for (int i = 0; i < 4; ++i) {
    const Heff::Step& s = Heff::step(i);
    pairs_of(h.bs[s.a], h.bs[s.b], s.na, s.ax, s.bx, &all);
  }
  *npairs = all.size();
  return typical(all, madds);
}

void BM_heff_bsparse(benchmark::State& state) {
  Heff h(state.range(0));
  if (!ok(state, h.what, h.st)) return;
  int64_t blocks = 0, nb;
  for (int i = 5; i < 9; ++i) {
    tf_bsparse_nblocks(h.bs[i], &nb);
    blocks += nb;
  }
  double madds;
  size_t npairs;
  const Mnk t = heff_typical(h, &madds, &npairs);
  for (auto _ : state) {
    if (!ok(state, "tf_bsparse_tensordot_into", h.run_bs())) break;
    benchmark::ClobberMemory();
  }
  state.counters["result_blocks"] = (double)blocks;
  state.counters["pairs"] = (double)npairs;
  state.counters["typ_m"] = (double)t.m;
  state.counters["typ_n"] = (double)t.n;
  state.counters["typ_k"] = (double)t.k;
  state.counters["madds_per_s"] =
      benchmark::Counter(madds, benchmark::Counter::kIsIterationInvariantRate);
}

// cblas_dgemm at the heff's typical block product (row-major, 1 thread):
// the dense GEMM rate the block-sparse run is measured against.
void BM_gemm_typical(benchmark::State& state) {
  Heff h(state.range(0));
  if (!ok(state, h.what, h.st)) return;
  double madds;
  size_t npairs;
  const Mnk t = heff_typical(h, &madds, &npairs);
  std::vector<double> A(t.m * t.k, 0.5), B(t.k * t.n, 0.25), C(t.m * t.n);
  omp_set_num_threads(1);
  for (auto _ : state) {
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)t.m, (int)t.n, (int)t.k, 1.0,
                A.data(), (int)t.k, B.data(), (int)t.n, 0.0, C.data(), (int)t.n);
    benchmark::ClobberMemory();
  }
  state.counters["typ_m"] = (double)t.m;
  state.counters["typ_n"] = (double)t.n;
  state.counters["typ_k"] = (double)t.k;
  state.counters["madds_per_s"] = benchmark::Counter(
      (double)(t.m * t.n * t.k), benchmark::Counter::kIsIterationInvariantRate);
}

void BM_heff_dense(benchmark::State& state) {
  Heff h(state.range(0));
  if (!ok(state, h.what, h.st)) return;
  for (auto _ : state) {
    if (!ok(state, "tf_tensordot_into", h.run_dense())) break;
    benchmark::ClobberMemory();
  }
}

// ------------------------------------------------------------ pair cost

struct Pairs {
  tf_bsparse *a = nullptr, *b = nullptr, *c = nullptr;
  struct P { const double* a; const double* b; double* c; int m, n, k; double beta; };
  std::vector<P> list;
  tf_status st = TF_OK;
  explicit Pairs(int64_t d) {
    std::vector<int64_t> q, dims, qs = {-1, 0, 1}, ds = {1, 1, 1};
    for (int c = -20; c <= 20; ++c) { q.push_back(c); dims.push_back(d); }
    tf_leg *bi = leg(TF_LEG_IN, q, dims), *bo = leg(TF_LEG_OUT, q, dims);
    tf_leg *si = leg(TF_LEG_IN, qs, ds), *so = leg(TF_LEG_OUT, qs, ds);
    int64_t f0 = 0;
    tf_leg* la[3] = {bi, so, bo};
    tf_leg* lb[3] = {bi, so, bo};
    tf_engine* e = engine();
    st = tf_bsparse_random(e, TF_F64, 3, la, &f0, 1, &a);
    if (st == TF_OK) st = tf_bsparse_random(e, TF_F64, 3, lb, &f0, 2, &b);
    int32_t ax = 2, bx = 0;
    if (st == TF_OK) st = tf_bsparse_tensordot(e, a, b, 1, &ax, &bx, 0, 0, &c);
    for (tf_leg* l : {bi, bo, si, so}) tf_leg_release(l);
    if (st != TF_OK) return;
    // The pair list from the public block queries: A block (a, s, b) with
    // B block (b, t, c) into C block (a, s, t, c).
    int64_t na, nbk;
    tf_bsparse_nblocks(a, &na);
    tf_bsparse_nblocks(b, &nbk);
    std::vector<char> seen;
    int64_t ncb;
    tf_bsparse_nblocks(c, &ncb);
    seen.assign(ncb, 0);
    void *pa, *pb, *pc;
    for (int64_t i = 0; i < na; ++i) {
      int64_t ca[3];
      tf_bsparse_block_charges(a, i, ca);
      for (int64_t j = 0; j < nbk; ++j) {
        int64_t cb[3];
        tf_bsparse_block_charges(b, j, cb);
        if (cb[0] != ca[2]) continue;
        int64_t cc[4] = {ca[0], ca[1], cb[1], cb[2]}, kc;
        tf_bsparse_block_find(c, cc, &kc);
        tf_tensor *va, *vb, *vc;
        tf_bsparse_block_view(a, i, &va);
        tf_bsparse_block_view(b, j, &vb);
        tf_bsparse_block_view(c, kc, &vc);
        tf_tensor_data(va, &pa);
        tf_tensor_data(vb, &pb);
        tf_tensor_data(vc, &pc);
        int64_t sa[3], sb[3];
        tf_tensor_shape(va, sa);
        tf_tensor_shape(vb, sb);
        list.push_back(P{(const double*)pa, (const double*)pb, (double*)pc, (int)(sa[0] * sa[1]),
                         (int)(sb[1] * sb[2]), (int)sa[2], seen[kc] ? 1.0 : 0.0});
        seen[kc] = 1;
        // The views only borrow the tensors' storage references: the
        // tensors outlive them.
        tf_tensor_release(va);
        tf_tensor_release(vb);
        tf_tensor_release(vc);
      }
    }
  }
  ~Pairs() {
    tf_bsparse_release(a);
    tf_bsparse_release(b);
    tf_bsparse_release(c);
  }
};

void BM_pairs_bsparse(benchmark::State& state) {
  Pairs p(state.range(0));
  if (!ok(state, "setup", p.st)) return;
  int32_t ax = 2, bx = 0;
  for (auto _ : state) {
    if (!ok(state, "tf_bsparse_tensordot_into",
            tf_bsparse_tensordot_into(engine(), p.a, p.b, 1, &ax, &bx, 0, 0, p.c)))
      break;
    benchmark::ClobberMemory();
  }
  state.counters["pairs"] = (double)p.list.size();
  state.counters["sec_per_pair"] = benchmark::Counter(
      (double)p.list.size(), benchmark::Counter::kIsIterationInvariantRate |
                                 benchmark::Counter::kInvert);
}

void BM_pairs_cblas(benchmark::State& state) {
  Pairs p(state.range(0));
  if (!ok(state, "setup", p.st)) return;
  omp_set_num_threads(1);
  for (auto _ : state) {
    for (const auto& q : p.list)
      cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, q.m, q.n, q.k, 1.0, q.a, q.k, q.b,
                  q.n, q.beta, q.c, q.n);
    benchmark::ClobberMemory();
  }
  state.counters["pairs"] = (double)p.list.size();
  state.counters["sec_per_pair"] = benchmark::Counter(
      (double)p.list.size(), benchmark::Counter::kIsIterationInvariantRate |
                                 benchmark::Counter::kInvert);
}

BENCHMARK(BM_heff_bsparse)->Arg(64)->Arg(256)->Arg(512)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_heff_dense)->Arg(64)->Arg(256)->Arg(512)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_gemm_typical)->Arg(64)->Arg(256)->Arg(512)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_pairs_bsparse)->Arg(1)->Arg(4)->Arg(16)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_pairs_cblas)->Arg(1)->Arg(4)->Arg(16)->Unit(benchmark::kMicrosecond);

}  // namespace

TF_BENCHMARK_MAIN("tenferro-bench-bsparse")
