// tenferro-bench-planner: the einsum order search on standard tensor-network
// families, through the public C API (tf_einsum_labels_path_create: the
// search without running the contraction). Fixed seeds; prints a Markdown
// table: per network and optimizer, log2 flops, log2 largest intermediate
// (elements), search time, and the contraction time where it is small.
//
//   tenferro-bench-planner                 both tables (several minutes)
//   tenferro-bench-planner --quick         small sizes only
//   tenferro-bench-planner --slicing       the slicing table only
//   tenferro-bench-planner --only PREFIX   the order table for networks whose
//                                          name starts with PREFIX only
//
// Families: random 3-regular graphs (bond 2, n vertices), L x L square
// lattice partition functions (bond 2, open boundary), random quantum
// circuits on an R x C grid of qubits (amplitude <0|C|0>: 2-qubit gates as
// rank-4 tensors, layers cycling through the four nearest-neighbour
// couplings of the grid, a random subset of them per layer), binary MERA
// norms (N sites, bond chi), MPS norms (N sites, bond chi, physical 2),
// PEPS norms (L x L, bond D, physical 2).
#include <tenferro.h>

extern "C" const char* openblas_get_corename(void);

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace {

struct Net {
  std::string name;
  std::vector<std::vector<int32_t>> lab;
  std::vector<int64_t> ext;  // per label
};

Net regular3(int n, uint64_t seed) {
  std::mt19937_64 g(seed);
  for (;;) {
    std::vector<int> stubs;
    for (int v = 0; v < n; ++v) stubs.insert(stubs.end(), 3, v);
    std::shuffle(stubs.begin(), stubs.end(), g);
    std::set<std::pair<int, int>> edges;
    bool ok = true;
    for (size_t k = 0; k < stubs.size() && ok; k += 2) {
      int a = std::min(stubs[k], stubs[k + 1]), b = std::max(stubs[k], stubs[k + 1]);
      ok = a != b && edges.insert({a, b}).second;
    }
    if (!ok) continue;
    Net net;
    net.name = "3-regular n=" + std::to_string(n);
    net.lab.resize(n);
    int32_t l = 0;
    for (auto [a, b] : edges) {
      net.lab[a].push_back(l);
      net.lab[b].push_back(l);
      net.ext.push_back(2);
      ++l;
    }
    return net;
  }
}

Net lattice(int L) {
  Net net;
  net.name = "lattice " + std::to_string(L) + "x" + std::to_string(L);
  net.lab.resize(L * L);
  int32_t l = 0;
  for (int r = 0; r < L; ++r)
    for (int c = 0; c < L; ++c) {
      if (c + 1 < L) { net.lab[r * L + c].push_back(l); net.lab[r * L + c + 1].push_back(l); net.ext.push_back(2); ++l; }
      if (r + 1 < L) { net.lab[r * L + c].push_back(l); net.lab[(r + 1) * L + c].push_back(l); net.ext.push_back(2); ++l; }
    }
  return net;
}

// <psi|psi> of an open MPS: ket A_i(a_i, s_i, a_{i+1}), bra the same with
// its own bond labels, sharing s_i.
Net mps_norm(int N, int chi) {
  Net net;
  net.name = "MPS norm N=" + std::to_string(N) + " chi=" + std::to_string(chi);
  auto bond = [&](int layer, int i) { return layer * (N + 1) + i; };  // i in 0..N
  const int32_t phys0 = 2 * (N + 1);
  net.ext.assign(phys0 + N, 0);
  for (int layer = 0; layer < 2; ++layer)
    for (int i = 0; i <= N; ++i) net.ext[bond(layer, i)] = (i == 0 || i == N) ? 1 : chi;
  for (int i = 0; i < N; ++i) net.ext[phys0 + i] = 2;
  for (int layer = 0; layer < 2; ++layer)
    for (int i = 0; i < N; ++i) net.lab.push_back({bond(layer, i), phys0 + i, bond(layer, i + 1)});
  return net;
}

// <psi|psi> of an open L x L PEPS, bond D, physical 2.
Net peps_norm(int L, int D) {
  Net net;
  net.name = "PEPS norm " + std::to_string(L) + "x" + std::to_string(L) + " D=" + std::to_string(D);
  int32_t next = 0;
  std::vector<int32_t> phys(L * L);
  for (auto& p : phys) { p = next++; net.ext.push_back(2); }
  for (int layer = 0; layer < 2; ++layer) {
    std::vector<std::vector<int32_t>> t(L * L);
    for (int i = 0; i < L * L; ++i) t[i].push_back(phys[i]);
    for (int r = 0; r < L; ++r)
      for (int c = 0; c < L; ++c) {
        if (c + 1 < L) { t[r * L + c].push_back(next); t[r * L + c + 1].push_back(next); net.ext.push_back(D); ++next; }
        if (r + 1 < L) { t[r * L + c].push_back(next); t[(r + 1) * L + c].push_back(next); net.ext.push_back(D); ++next; }
      }
    for (auto& x : t) net.lab.push_back(x);
  }
  return net;
}

// <0|C|0> of a circuit on an R x C grid of qubits, `depth` layers. Layer k
// uses the couplings of pattern k % 4 (horizontal even/odd columns, vertical
// even/odd rows, as in Sycamore-like layouts); each coupling of the pattern
// gets a gate with probability 3/4 (seeded), so the network is random.
// Tensors: a |0> vector per qubit, a rank-4 gate (in a, in b, out a, out b)
// per gate, a <0| vector per qubit.
Net circuit(int R, int C, int depth, uint64_t seed) {
  std::mt19937_64 g(seed);
  Net net;
  net.name = "circuit " + std::to_string(R) + "x" + std::to_string(C) + " depth " +
             std::to_string(depth);
  const int Q = R * C;
  std::vector<int32_t> wire(Q);
  int32_t next = 0;
  auto fresh = [&] { net.ext.push_back(2); return next++; };
  for (int q = 0; q < Q; ++q) {
    wire[q] = fresh();
    net.lab.push_back({wire[q]});
  }
  for (int k = 0; k < depth; ++k) {
    const int pat = k % 4;
    for (int r = 0; r < R; ++r)
      for (int c = 0; c < C; ++c) {
        int a = r * C + c, b;
        if (pat < 2) {  // horizontal: (c, c + 1) for c of parity pat
          if (c % 2 != pat || c + 1 >= C) continue;
          b = a + 1;
        } else {        // vertical: (r, r + 1) for r of parity pat - 2
          if (r % 2 != pat - 2 || r + 1 >= R) continue;
          b = a + C;
        }
        if (g() % 4 == 0) continue;
        const int32_t oa = fresh(), ob = fresh();
        net.lab.push_back({wire[a], wire[b], oa, ob});
        wire[a] = oa;
        wire[b] = ob;
      }
  }
  for (int q = 0; q < Q; ++q) net.lab.push_back({wire[q]});
  return net;
}

// <psi|psi> of a binary MERA on N = 2^k sites (open boundary), bond chi
// everywhere: per layer of m sites, disentanglers (rank 4) on the pairs
// (1,2), (3,4), .., then isometries (rank 3) on (0,1), (2,3), .., leaving
// m / 2 sites; a rank-2 top on the last two. The bra is a second copy
// sharing the physical labels.
Net mera_norm(int N, int chi) {
  Net net;
  net.name = "MERA norm N=" + std::to_string(N) + " chi=" + std::to_string(chi);
  int32_t next = 0;
  auto fresh = [&] { net.ext.push_back(chi); return next++; };
  std::vector<int32_t> phys(N);
  for (auto& p : phys) p = fresh();
  for (int copy = 0; copy < 2; ++copy) {
    std::vector<int32_t> site = phys;
    while (site.size() > 2) {
      const int m = (int)site.size();
      for (int i = 1; i + 1 < m - 1; i += 2) {  // disentanglers
        const int32_t a = fresh(), b = fresh();
        net.lab.push_back({site[i], site[i + 1], a, b});
        site[i] = a;
        site[i + 1] = b;
      }
      std::vector<int32_t> up(m / 2);
      for (int i = 0; i < m / 2; ++i) {  // isometries
        up[i] = fresh();
        net.lab.push_back({site[2 * i], site[2 * i + 1], up[i]});
      }
      site = up;
    }
    net.lab.push_back({site[0], site[1]});
  }
  return net;
}

struct Result {
  double log2_flops = 0, log2_largest = 0, seconds = 0, run_seconds = -1;
  bool ok = false;
  std::vector<int32_t> pairs;  // the path (tf_einsum_options.path's format)
  uint64_t seed = 1;
};

const char* opt_name(int o) {
  switch (o) {
    case TF_EINSUM_OPT_DEFAULT: return "default";
    case TF_EINSUM_OPT_GREEDY: return "greedy";
    case TF_EINSUM_OPT_EXACT: return "exact";
    case TF_EINSUM_OPT_RANDOM_GREEDY: return "random-greedy";
    case TF_EINSUM_OPT_BISECT: return "bisect";
    default: return "anneal";
  }
}

// Plans net (and runs it when run): the search by optimizer, or the given
// path (then slicing, under a memory budget, is tenferro's greedy slicing
// of that fixed tree).
Result plan(tf_engine* e, const Net& net, int optimizer, double budget, int64_t memory_budget,
            bool run, int objective = TF_EINSUM_OBJECTIVE_FLOPS,
            const std::vector<int32_t>* path = nullptr, uint64_t seed = 1) {
  const int32_t n = (int32_t)net.lab.size();
  std::vector<tf_tensor*> ops(n);
  std::vector<const int32_t*> labp(n);
  for (int32_t i = 0; i < n; ++i) {
    int64_t shape[TF_MAX_RANK];
    for (size_t k = 0; k < net.lab[i].size(); ++k) shape[k] = net.ext[net.lab[i][k]];
    tf_tensor_zeros(e, TF_F64, (int32_t)net.lab[i].size(), shape, TF_ROW_MAJOR, &ops[i]);
    labp[i] = net.lab[i].data();
  }
  tf_einsum_options o;
  std::memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.optimizer = optimizer;
  o.time_budget_seconds = budget;
  o.seed = seed;
  o.memory_budget_bytes = memory_budget;
  o.objective = objective;
  if (path) {
    o.path = path->data();
    o.path_len = (int32_t)(path->size() / 2);
  }
  Result r;
  r.seed = seed;
  tf_einsum_path* p = nullptr;
  auto t0 = std::chrono::steady_clock::now();
  tf_status st = tf_einsum_labels_path_create(e, n, ops.data(), labp.data(), 0, nullptr, &o, &p);
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (st == TF_OK) {
    tf_einsum_path_info info;
    info.struct_size = sizeof info;
    tf_einsum_path_info_get(p, &info);
    r.log2_flops = info.log2_flops;
    r.log2_largest = info.log2_largest;
    r.ok = true;
    r.pairs.resize(2 * (size_t)info.npairs);
    tf_einsum_path_pairs(p, r.pairs.data(), (int32_t)r.pairs.size());
    if (run) {
      tf_einsum_options q = o;
      q.plan = p;  // the plan carries the path
      q.path = nullptr;
      q.path_len = 0;
      tf_tensor* out = nullptr;
      auto t1 = std::chrono::steady_clock::now();
      if (tf_einsum_labels(e, n, ops.data(), labp.data(), 0, nullptr, &q, &out) == TF_OK)
        r.run_seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t1).count();
      tf_tensor_release(out);
    }
  } else {
    std::fprintf(stderr, "%s %s: %s\n", net.name.c_str(), opt_name(optimizer), tf_last_error());
  }
  tf_einsum_path_release(p);
  for (auto* t : ops) tf_tensor_release(t);
  return r;
}

void row(const Net& net, const char* opt, const Result& r) {
  char run[32] = "-";
  if (r.run_seconds >= 0) std::snprintf(run, sizeof run, "%.3g s", r.run_seconds);
  std::printf("| %s | %zu | %s | %.1f | %.1f | %.3g s | %s |\n", net.name.c_str(), net.lab.size(),
              opt, r.log2_flops, r.log2_largest, r.seconds, run);
  std::fflush(stdout);
}

}  // namespace

// Slicing: a memory budget 64x below the unsliced annealed plan's largest
// intermediate (but not below the largest operand). Per optimizer: its unsliced plan, that plan's tree sliced
// greedily afterwards (the path passed back with the budget), and its
// search under the budget (slicing inside the search); contraction times
// (f64, serial) where log2 flops < 28.
void slicing_table(bool quick) {
  std::printf("| network (sliced) | optimizer | budget (elements) | log2 flops unsliced | "
              "log2 flops, tree sliced afterwards | log2 flops, sliced in the search (3 seeds: median (min .. max)) | "
              "log2 largest sliced | search | contraction unsliced | contraction sliced |\n"
              "|---|---|---|---|---|---|---|---|---|---|\n");
  std::vector<Net> nets;
  for (int L : quick ? std::vector<int>{8} : std::vector<int>{8, 10, 12}) nets.push_back(lattice(L));
  if (!quick) {
    nets.push_back(regular3(100, 1100));
    nets.push_back(regular3(150, 1150));
    nets.push_back(circuit(4, 4, 12, 2));
    nets.push_back(circuit(5, 5, 16, 3));
  }
  auto secs = [](double s) {
    char b[32] = "-";
    if (s >= 0) std::snprintf(b, sizeof b, "%.3g s", s);
    return std::string(b);
  };
  for (const Net& net : nets) {
    const double anneal_budget = quick ? 0.5 : 2.0;
    tf_engine* f = nullptr;
    tf_engine_create_serial(&f);
    const Result ua = plan(f, net, TF_EINSUM_OPT_ANNEAL, anneal_budget, 0, false);
    tf_engine_destroy(f);
    double largest_operand = 1;  // the budget must hold every operand
    for (const auto& lab : net.lab) {
      double e = 1;
      for (int32_t l : lab) e *= (double)net.ext[l];
      largest_operand = std::max(largest_operand, e);
    }
    const double budget_elems =
        std::max(std::exp2(std::ceil(ua.log2_largest) - 6), largest_operand);
    const int64_t bytes = (int64_t)(budget_elems * 8);
    for (auto [opt, budget] : std::vector<std::pair<int, double>>{
             {TF_EINSUM_OPT_RANDOM_GREEDY, quick ? 0.2 : 1.0}, {TF_EINSUM_OPT_ANNEAL, anneal_budget},
             {TF_EINSUM_OPT_BISECT, anneal_budget}}) {
      tf_engine_create_serial(&f);  // a fresh engine: every search misses the plan cache
      const Result u = opt == TF_EINSUM_OPT_ANNEAL ? ua : plan(f, net, opt, budget, 0, false);
      const bool small = u.log2_flops < 28;
      const Result after = plan(f, net, opt, budget, bytes, false, TF_EINSUM_OBJECTIVE_FLOPS, &u.pairs);
      // The sliced search is anytime and timed, so its result varies from
      // run to run: seeds 1, 2, 3; the median, and the range.
      std::vector<Result> ss;
      for (uint64_t seed = 1; seed <= 3; ++seed)
        ss.push_back(plan(f, net, opt, budget, bytes, false, TF_EINSUM_OBJECTIVE_FLOPS, nullptr, seed));
      std::sort(ss.begin(), ss.end(),
                [](const Result& a, const Result& b) { return a.log2_flops < b.log2_flops; });
      const Result& s = ss[1];
      double run_u = -1, run_s = -1;
      if (small) {
        run_u = plan(f, net, opt, budget, 0, true, TF_EINSUM_OBJECTIVE_FLOPS, &u.pairs).run_seconds;
        if (s.log2_flops < 28)  // the same engine: the median's plan is a cache hit
          run_s = plan(f, net, opt, budget, bytes, true, TF_EINSUM_OBJECTIVE_FLOPS, nullptr, s.seed)
                      .run_seconds;
      }
      std::printf("| %s | %s | 2^%.0f | %.1f | %.1f | %.1f (%.1f .. %.1f) | %.1f | %.3g s | %s | %s |\n",
                  net.name.c_str(), opt_name(opt), std::log2(budget_elems), u.log2_flops,
                  after.log2_flops, s.log2_flops, ss[0].log2_flops, ss[2].log2_flops,
                  s.log2_largest, s.seconds, secs(run_u).c_str(), secs(run_s).c_str());
      std::fflush(stdout);
      tf_engine_destroy(f);
    }
  }
}

// Slices across a pooled engine's workers (docs/planner.md, "Slicing"): the
// ring A(i,j,k) B(k,l,m) C(m,n,i) D(j,l,n) -> j of extent x, f64, budget one
// operand (the plan's slice count is printed), tf_einsum_labels_into on a serial and a 2-worker
// pooled engine, sliced and unsliced; medians of 15 calls after a warm one.
void workers_table() {
  static const int32_t lab[4][3] = {{0, 1, 2}, {2, 3, 4}, {4, 5, 0}, {1, 3, 5}};
  const int32_t* labp[4] = {lab[0], lab[1], lab[2], lab[3]};
  const int32_t out[1] = {1};
  std::printf("| extent | slices | serial unsliced | serial sliced | pooled(2) unsliced | pooled(2) sliced |\n");
  std::printf("|---|---|---|---|---|---|\n");
  for (int64_t x : {12, 16, 24}) {
    double ms[4], slices = 1;
    for (int q = 0; q < 4; ++q) {
      const bool pooled = q >= 2, sliced = q % 2 == 1;
      tf_engine* e = nullptr;
      if (pooled) tf_engine_create_pooled(2, &e);
      else tf_engine_create_serial(&e);
      const int64_t sh[3] = {x, x, x}, os[1] = {x};
      std::vector<double> buf((size_t)(x * x * x));
      for (size_t i = 0; i < buf.size(); ++i) buf[i] = std::sin((double)i);
      tf_tensor* ops[4];
      for (auto& t : ops) tf_tensor_from_data(e, TF_F64, 3, sh, nullptr, buf.data(), TF_ROW_MAJOR, &t);
      tf_tensor* r = nullptr;
      tf_tensor_empty(e, TF_F64, 1, os, TF_ROW_MAJOR, &r);
      tf_einsum_options o{};
      o.struct_size = sizeof o;
      o.memory_budget_bytes = sliced ? x * x * x * 8 : 0;
      if (sliced) {
        tf_einsum_path* path = nullptr;
        tf_einsum_path_info info{};
        info.struct_size = sizeof info;
        if (tf_einsum_labels_path_create(e, 4, ops, labp, 1, out, &o, &path) == TF_OK &&
            tf_einsum_path_info_get(path, &info) == TF_OK)
          slices = std::exp2(info.log2_slices);
        tf_einsum_path_release(path);
      }
      std::vector<double> t;
      for (int k = 0; k < 16; ++k) {
        const auto t0 = std::chrono::steady_clock::now();
        if (tf_einsum_labels_into(e, 4, ops, labp, 1, out, &o, r) != TF_OK)
          std::fprintf(stderr, "einsum: %s\n", tf_last_error());
        if (k > 0)
          t.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
      }
      std::sort(t.begin(), t.end());
      ms[q] = t[t.size() / 2];
      for (auto* u : ops) tf_tensor_release(u);
      tf_tensor_release(r);
      tf_engine_destroy(e);
    }
    std::printf("| %lld | %.0f | %.3f ms | %.3f ms | %.3f ms | %.3f ms |\n", (long long)x, slices,
                ms[0], ms[1], ms[2], ms[3]);
  }
}

int main(int argc, char** argv) {
  std::printf("tenferro-bench-planner: OpenBLAS core %s\n", openblas_get_corename());
  bool quick = false, slicing_only = false, workers_only = false;
  const char* only = nullptr;
  for (int k = 1; k < argc; ++k) {
    if (std::strcmp(argv[k], "--quick") == 0) quick = true;
    else if (std::strcmp(argv[k], "--slicing") == 0) slicing_only = true;
    else if (std::strcmp(argv[k], "--workers") == 0) workers_only = true;
    else if (std::strcmp(argv[k], "--only") == 0 && k + 1 < argc) only = argv[++k];
    else {
      std::fprintf(stderr, "usage: %s [--quick] [--slicing] [--workers] [--only PREFIX]\n",
                   argv[0]);
      return 2;
    }
  }
  if (workers_only) {
    workers_table();
    return 0;
  }
  if (slicing_only) {
    slicing_table(quick);
    return 0;
  }
  std::printf("| network | tensors | optimizer | log2 flops | log2 largest | search | contraction |\n");
  std::printf("|---|---|---|---|---|---|---|\n");
  std::vector<Net> nets;
  for (int n : quick ? std::vector<int>{50} : std::vector<int>{50, 100, 150, 200, 250})
    nets.push_back(regular3(n, 1000 + n));
  for (int L : quick ? std::vector<int>{6} : std::vector<int>{6, 8, 10, 12, 14, 16})
    nets.push_back(lattice(L));
  nets.push_back(circuit(3, 3, 8, 1));
  if (!quick) {
    nets.push_back(circuit(4, 4, 12, 2));
    nets.push_back(circuit(5, 5, 16, 3));
  }
  nets.push_back(mera_norm(16, 2));
  if (!quick) nets.push_back(mera_norm(64, 4));
  nets.push_back(mps_norm(10, 16));
  nets.push_back(mps_norm(50, 16));
  nets.push_back(peps_norm(3, 2));
  if (!quick) nets.push_back(peps_norm(5, 2));
  for (const Net& net : nets) {
    if (only && net.name.rfind(only, 0) != 0) continue;
    const int n = (int)net.lab.size();
    const double anneal_budget = quick ? 0.5 : (net.name == "3-regular n=200" ? 10.0 : 2.0);
    std::vector<std::pair<int, double>> runs = {{TF_EINSUM_OPT_DEFAULT, 0},
                                                {TF_EINSUM_OPT_GREEDY, 0},
                                                {TF_EINSUM_OPT_RANDOM_GREEDY, quick ? 0.2 : 1.0},
                                                {TF_EINSUM_OPT_ANNEAL, anneal_budget},
                                                {TF_EINSUM_OPT_BISECT, anneal_budget}};
    if (n <= 24) runs.insert(runs.begin() + 2, {TF_EINSUM_OPT_EXACT, 2.0});
    for (auto [opt, budget] : runs) {
      // A fresh engine per search: no plan-cache hit across rows.
      tf_engine* f = nullptr;
      tf_engine_create_serial(&f);
      Result r = plan(f, net, opt, budget, 0, false);
      if (r.ok && r.log2_flops < 30) {  // the cached plan, then the contraction
        Result ran = plan(f, net, opt, budget, 0, true);
        r.run_seconds = ran.run_seconds;
      }
      row(net, opt_name(opt), r);
      tf_engine_destroy(f);
    }
    if (net.name.rfind("lattice", 0) == 0) {  // the size objective (treewidth goal)
      for (int opt : {TF_EINSUM_OPT_ANNEAL, TF_EINSUM_OPT_BISECT}) {
        tf_engine* f = nullptr;
        tf_engine_create_serial(&f);
        Result r = plan(f, net, opt, anneal_budget, 0, false, TF_EINSUM_OBJECTIVE_SIZE);
        row(net, (std::string(opt_name(opt)) + ", objective size").c_str(), r);
        tf_engine_destroy(f);
      }
    }
  }
  if (!only) {
    std::printf("\n");
    slicing_table(quick);
  }
  return 0;
}
