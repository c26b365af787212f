// tenferro-bench-planner: the einsum order search on standard tensor-network
// families, through the public C API (tf_einsum_labels_path_create: the
// search without running the contraction). Fixed seeds; prints a Markdown
// table: per network and optimizer, log2 flops, log2 largest intermediate
// (elements), search time, and the contraction time where it is small.
//
//   tenferro-bench-planner            the full table (a few minutes)
//   tenferro-bench-planner --quick    small sizes only
//
// Families: random 3-regular graphs (bond 2, n vertices), L x L square
// lattice partition functions (bond 2, open boundary), MPS norms (N sites,
// bond chi, physical 2), PEPS norms (L x L, bond D, physical 2).
#include <tenferro.h>

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

struct Result {
  double log2_flops = 0, log2_largest = 0, seconds = 0, run_seconds = -1;
  bool ok = false;
};

const char* opt_name(int o) {
  switch (o) {
    case TF_EINSUM_OPT_DEFAULT: return "default";
    case TF_EINSUM_OPT_GREEDY: return "greedy";
    case TF_EINSUM_OPT_EXACT: return "exact";
    case TF_EINSUM_OPT_RANDOM_GREEDY: return "random-greedy";
    default: return "anneal";
  }
}

Result plan(tf_engine* e, const Net& net, int optimizer, double budget, int64_t memory_budget,
            bool run, int objective = TF_EINSUM_OBJECTIVE_FLOPS) {
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
  o.seed = 1;
  o.memory_budget_bytes = memory_budget;
  o.objective = objective;
  Result r;
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
    if (run) {
      tf_einsum_options q = o;
      q.plan = p;
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

int main(int argc, char** argv) {
  const bool quick = argc > 1 && std::strcmp(argv[1], "--quick") == 0;
  tf_engine* e = nullptr;
  tf_engine_create_serial(&e);
  std::printf("| network | tensors | optimizer | log2 flops | log2 largest | search | contraction |\n");
  std::printf("|---|---|---|---|---|---|---|\n");
  std::vector<Net> nets;
  for (int n : quick ? std::vector<int>{50} : std::vector<int>{50, 100, 150, 200, 250})
    nets.push_back(regular3(n, 1000 + n));
  for (int L : quick ? std::vector<int>{6} : std::vector<int>{6, 8, 10, 12, 14, 16})
    nets.push_back(lattice(L));
  nets.push_back(mps_norm(10, 16));
  nets.push_back(mps_norm(50, 16));
  nets.push_back(peps_norm(3, 2));
  if (!quick) nets.push_back(peps_norm(5, 2));
  for (const Net& net : nets) {
    const int n = (int)net.lab.size();
    const double anneal_budget = quick ? 0.5 : (net.name == "3-regular n=200" ? 10.0 : 2.0);
    std::vector<std::pair<int, double>> runs = {{TF_EINSUM_OPT_DEFAULT, 0},
                                                {TF_EINSUM_OPT_GREEDY, 0},
                                                {TF_EINSUM_OPT_RANDOM_GREEDY, quick ? 0.2 : 1.0},
                                                {TF_EINSUM_OPT_ANNEAL, anneal_budget}};
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
      tf_engine* f = nullptr;
      tf_engine_create_serial(&f);
      Result r = plan(f, net, TF_EINSUM_OPT_ANNEAL, anneal_budget, 0, false,
                      TF_EINSUM_OBJECTIVE_SIZE);
      row(net, "anneal, objective size", r);
      tf_engine_destroy(f);
    }
  }
  // Slicing: a budget 64x below the best path's largest intermediate.
  std::printf("\n| network (sliced) | budget (elements) | log2 flops unsliced | log2 flops sliced | "
              "log2 largest sliced | search |\n|---|---|---|---|---|---|\n");
  for (int L : quick ? std::vector<int>{8} : std::vector<int>{8, 10, 12}) {
    Net net = lattice(L);
    tf_engine* f = nullptr;
    tf_engine_create_serial(&f);
    Result u = plan(f, net, TF_EINSUM_OPT_ANNEAL, quick ? 0.5 : 2.0, 0, false);
    const double budget_elems = std::exp2(std::ceil(u.log2_largest) - 6);
    Result s = plan(f, net, TF_EINSUM_OPT_ANNEAL, quick ? 0.5 : 2.0,
                    (int64_t)(budget_elems * 8), false);
    std::printf("| %s | 2^%.0f | %.1f | %.1f | %.1f | %.3g s |\n", net.name.c_str(),
                std::log2(budget_elems), u.log2_flops, s.log2_flops, s.log2_largest, s.seconds);
    tf_engine_destroy(f);
  }
  tf_engine_destroy(e);
  return 0;
}
