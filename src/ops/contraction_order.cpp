// ops/contraction_order.cpp: contraction-order search (exact over subsets,
// exact over connected subsets with a cost cap, greedy with randomised
// restarts, recursive bisection, simulated annealing over tree rotations)
// and slicing under a memory budget. Label sets are sorted vectors, so
// nothing here depends on how many labels or operands a network has.
#include "ops/contraction_order.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <iterator>
#include <limits>
#include <queue>
#include <unordered_map>

namespace tf {
namespace {

using Clock = std::chrono::steady_clock;
constexpr double kInf = std::numeric_limits<double>::infinity();

double seconds_since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

// t0 + seconds (no deadline beyond a day: budgets are at most 86400 s).
Clock::time_point deadline_after(Clock::time_point t0, double seconds) {
  if (!(seconds < 86400.0)) return Clock::time_point::max();
  return t0 + std::chrono::duration_cast<Clock::duration>(
                  std::chrono::duration<double>(std::max(seconds, 0.0)));
}

// splitmix64: small, seedable, the same on every machine.
struct Rng {
  uint64_t s;
  explicit Rng(uint64_t seed) : s(seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull) {}
  uint64_t next() {
    uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  double uniform() { return ((next() >> 11) + 0.5) * (1.0 / 9007199254740992.0); }  // (0, 1)
  uint32_t below(uint32_t k) { return (uint32_t)(next() % k); }
};

// A node's labels with how many operands of its subtree hold each, sorted
// by label. A label leaves a node's result once the subtree holds every
// operand that has it, unless the output has it.
using LC = std::vector<std::pair<int32_t, int32_t>>;

struct Ctx {
  const ContractionNet& net;
  std::vector<int32_t> total;
  std::vector<uint8_t> isout;
  std::vector<double> ext;  // sliced labels count as extent 1

  Ctx(const ContractionNet& nt, const std::vector<int32_t>& sliced) : net(nt) {
    const size_t L = net.ext.size();
    total.assign(L, 0);
    isout.assign(L, 0);
    ext = net.ext;
    for (const auto& lab : net.lab)
      for (int32_t l : lab) ++total[l];
    for (int32_t l : net.out) isout[l] = 1;
    for (int32_t l : sliced) ext[l] = 1;
  }
  LC leaf(int32_t i) const {
    LC r;
    for (int32_t l : net.lab[i])
      if (total[l] > 1 || isout[l]) r.push_back({l, 1});
    std::sort(r.begin(), r.end());
    return r;
  }
  double size(const LC& a) const {
    double s = 1;
    for (const auto& p : a) s *= ext[p.first];
    return s;
  }
  // *r = the result of contracting a with b; returns the step's size (the
  // product of the extents of every label of a and b).
  double merge(const LC& a, const LC& b, LC* r) const {
    r->clear();
    double u = 1;
    size_t i = 0, j = 0;
    while (i < a.size() || j < b.size()) {
      int32_t l;
      int32_t c;
      if (j == b.size() || (i < a.size() && a[i].first < b[j].first)) {
        l = a[i].first; c = a[i].second; ++i;
      } else if (i == a.size() || b[j].first < a[i].first) {
        l = b[j].first; c = b[j].second; ++j;
      } else {
        l = a[i].first; c = a[i].second + b[j].second; ++i; ++j;
      }
      u *= ext[l];
      if (c < total[l] || isout[l]) r->push_back({l, c});
    }
    return u;
  }
  // The step's size only.
  double union_size(const LC& a, const LC& b) const {
    double u = 1;
    size_t i = 0, j = 0;
    while (i < a.size() || j < b.size()) {
      if (j == b.size() || (i < a.size() && a[i].first < b[j].first)) u *= ext[a[i++].first];
      else if (i == a.size() || b[j].first < a[i].first) u *= ext[b[j++].first];
      else { u *= ext[a[i].first]; ++i; ++j; }
    }
    return u;
  }
  bool shares(const LC& a, const LC& b) const {
    size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
      if (a[i].first == b[j].first) return true;
      if (a[i].first < b[j].first) ++i; else ++j;
    }
    return false;
  }
};

// The score an objective gives a tree (lower is better).
double score(const TreeCost& c, Objective o) {
  const double f = std::log2(std::max(c.flops, 1.0)), s = std::log2(std::max(c.largest, 1.0));
  switch (o) {
    case Objective::Size: return s + f / 65536;
    case Objective::Mix: return f + s;
    default: return f;
  }
}

// Post-order emission of a tree given by children (internal ids n..2n-2,
// root 2n-2) as SSA pairs.
void emit(int32_t n, const std::vector<int32_t>& left, const std::vector<int32_t>& right,
          int32_t root, ContractionTree* t) {
  t->pairs.clear();
  std::vector<int32_t> id(left.size(), -1);
  for (int32_t i = 0; i < n; ++i) id[i] = i;
  std::vector<std::pair<int32_t, bool>> stack{{root, false}};
  int32_t next = n;
  while (!stack.empty()) {
    auto [v, done] = stack.back();
    stack.pop_back();
    if (v < n) continue;
    if (done) {
      t->pairs.push_back({id[left[v]], id[right[v]]});
      id[v] = next++;
    } else {
      stack.push_back({v, true});
      stack.push_back({right[v], false});
      stack.push_back({left[v], false});
    }
  }
}

// Joins the given roots (node ids of `pairs`) smallest first: outer products
// of disconnected parts.
void join_smallest(const Ctx& c, std::vector<LC>& nodes, std::vector<int32_t> roots,
                   ContractionTree* t) {
  using E = std::pair<double, int32_t>;
  std::priority_queue<E, std::vector<E>, std::greater<E>> q;
  for (int32_t r : roots) q.push({c.size(nodes[r]), r});
  LC res;
  while (q.size() > 1) {
    int32_t a = q.top().second; q.pop();
    int32_t b = q.top().second; q.pop();
    c.merge(nodes[a], nodes[b], &res);
    t->pairs.push_back({a, b});
    nodes.push_back(res);
    q.push({c.size(res), (int32_t)nodes.size() - 1});
  }
}

}  // namespace

// ------------------------------------------------------------------ cost

TreeCost tree_cost(const ContractionNet& net, const ContractionTree& t) {
  Ctx c(net, t.sliced);
  const int32_t n = net.n();
  TreeCost r;
  for (int32_t l : t.sliced) r.slices *= net.ext[l];
  std::vector<LC> nodes(n + t.pairs.size());
  std::vector<double> sz(nodes.size(), 0);
  for (int32_t i = 0; i < n; ++i) nodes[i] = c.leaf(i);
  double live = 0;
  for (size_t k = 0; k < t.pairs.size(); ++k) {
    const int32_t a = t.pairs[k].first, b = t.pairs[k].second, v = n + (int32_t)k;
    const double u = c.merge(nodes[a], nodes[b], &nodes[v]);
    const bool root = k + 1 == t.pairs.size();
    sz[v] = c.size(nodes[v]);
    r.flops += u + sz[v];
    if (!root) {
      r.largest = std::max(r.largest, sz[v]);
      live += sz[v];
      r.peak = std::max(r.peak, live);
    }
    if (a >= n) live -= sz[a];
    if (b >= n) live -= sz[b];
  }
  r.flops *= r.slices;
  return r;
}

// ------------------------------------------------------------- exact, all

void order_exact_all(const ContractionNet& net, ContractionTree* t) {
  const int32_t n = net.n();
  Ctx c(net, {});
  // Bitsets over labels, W words each, one per subset.
  const size_t L = net.ext.size(), W = L / 64 + 1;  // at least one word: a network with no labels (scalars) too
  const uint32_t N = 1u << n, full = N - 1;
  std::vector<uint64_t> lab((size_t)N * W, 0), res((size_t)N * W, 0), outm(W, 0), tmp(W);
  for (int32_t l : net.out) outm[l / 64] |= 1ull << (l % 64);
  for (uint32_t S = 1; S < N; ++S) {
    uint32_t low = S & -S;
    const uint64_t* prev = &lab[(size_t)(S ^ low) * W];
    uint64_t* cur = &lab[(size_t)S * W];
    for (size_t w = 0; w < W; ++w) cur[w] = prev[w];
    for (int32_t l : net.lab[__builtin_ctz(low)]) cur[l / 64] |= 1ull << (l % 64);
  }
  auto size = [&](const uint64_t* m) {
    double s = 1;
    for (size_t w = 0; w < W; ++w)
      for (uint64_t x = m[w]; x; x &= x - 1) s *= c.ext[w * 64 + __builtin_ctzll(x)];
    return s;
  };
  std::vector<double> rs(N, 0), cost(N, 0);
  for (uint32_t S = 1; S < N; ++S) {
    const uint64_t *a = &lab[(size_t)S * W], *b = &lab[(size_t)(full ^ S) * W];
    uint64_t* r = &res[(size_t)S * W];
    for (size_t w = 0; w < W; ++w) r[w] = a[w] & (outm[w] | b[w]);
    rs[S] = size(r);
  }
  std::vector<uint32_t> split(N, 0);
  for (uint32_t S = 1; S < N; ++S) {
    if ((S & (S - 1)) == 0) continue;
    uint32_t low = S & -S;
    double best = -1;
    for (uint32_t sub = (S - 1) & S; sub; sub = (sub - 1) & S) {
      if (!(sub & low)) continue;
      uint32_t other = S ^ sub;
      const uint64_t *x = &res[(size_t)sub * W], *y = &res[(size_t)other * W];
      for (size_t w = 0; w < W; ++w) tmp[w] = x[w] | y[w];
      double cc = cost[sub] + cost[other] + size(tmp.data()) + rs[S];
      if (best < 0 || cc < best) { best = cc; split[S] = sub; }
    }
    cost[S] = best;
  }
  // Post-order emission.
  t->pairs.clear();
  std::vector<int32_t> node_of(N, -1);
  for (int32_t i = 0; i < n; ++i) node_of[1u << i] = i;
  int32_t next = n;
  std::function<int32_t(uint32_t)> rec = [&](uint32_t S) -> int32_t {
    if (node_of[S] >= 0) return node_of[S];
    int32_t x = rec(split[S]);
    int32_t y = rec(S ^ split[S]);
    t->pairs.push_back({x, y});
    return node_of[S] = next++;
  };
  rec(full);
}

// ------------------------------------------------------- exact, connected

bool order_exact_connected(const ContractionNet& net, double seconds, ContractionTree* t) {
  const int32_t n = net.n();
  if (n > 64) return false;
  const auto t0 = Clock::now();
  Ctx c(net, {});
  std::vector<LC> leaves(n);
  for (int32_t i = 0; i < n; ++i) leaves[i] = c.leaf(i);
  // Components (operands linked by a shared label).
  std::vector<int32_t> comp(n, -1);
  int32_t ncomp = 0;
  for (int32_t s = 0; s < n; ++s) {
    if (comp[s] >= 0) continue;
    std::vector<int32_t> st{s};
    comp[s] = ncomp;
    while (!st.empty()) {
      int32_t v = st.back();
      st.pop_back();
      for (int32_t w = 0; w < n; ++w)
        if (comp[w] < 0 && c.shares(leaves[v], leaves[w])) { comp[w] = ncomp; st.push_back(w); }
    }
    ++ncomp;
  }
  struct Entry {
    LC lab;
    double cost;
    uint64_t l, r;
  };
  t->pairs.clear();
  std::vector<LC> nodes(leaves);
  std::vector<int32_t> roots;
  for (int32_t k = 0; k < ncomp; ++k) {
    std::vector<int32_t> mem;
    for (int32_t i = 0; i < n; ++i)
      if (comp[i] == k) mem.push_back(i);
    const int32_t m = (int32_t)mem.size();
    if (m == 1) { roots.push_back(mem[0]); continue; }
    uint64_t fullset = 0;
    for (int32_t i : mem) fullset |= 1ull << i;
    double cap = 1;
    for (int32_t i : mem) cap = std::max(cap, c.size(leaves[i]));
    std::unordered_map<uint64_t, Entry> best;
    for (;;) {
      best.clear();
      std::vector<std::vector<uint64_t>> level(m + 1);
      for (int32_t i : mem) {
        best[1ull << i] = Entry{leaves[i], 0, 0, 0};
        level[1].push_back(1ull << i);
      }
      LC r;
      for (int32_t size = 2; size <= m; ++size) {
        for (int32_t k1 = 1; k1 <= size / 2; ++k1) {
          const auto &A = level[k1], &B = level[size - k1];
          for (size_t ia = 0; ia < A.size(); ++ia) {
            const uint64_t s1 = A[ia];
            const Entry& e1 = best[s1];
            for (size_t ib = (k1 == size - k1 ? ia + 1 : 0); ib < B.size(); ++ib) {
              const uint64_t s2 = B[ib];
              if (s1 & s2) continue;
              const Entry& e2 = best.find(s2)->second;
              if (!c.shares(e1.lab, e2.lab)) continue;
              const double u = c.merge(e1.lab, e2.lab, &r);
              const double cc = e1.cost + e2.cost + u + c.size(r);
              if (cc > cap) continue;
              auto it = best.find(s1 | s2);
              if (it == best.end()) {
                best.emplace(s1 | s2, Entry{r, cc, s1, s2});
                level[size].push_back(s1 | s2);
              } else if (cc < it->second.cost) {
                it->second = Entry{r, cc, s1, s2};
              }
            }
            if (seconds_since(t0) > seconds) return false;
          }
        }
      }
      if (best.count(fullset)) break;
      cap *= 4;
    }
    // Emission of this component's tree.
    std::unordered_map<uint64_t, int32_t> id;
    for (int32_t i : mem) id[1ull << i] = i;
    std::function<int32_t(uint64_t)> rec = [&](uint64_t S) -> int32_t {
      auto it = id.find(S);
      if (it != id.end()) return it->second;
      const Entry& e = best[S];
      int32_t x = rec(e.l), y = rec(e.r);
      t->pairs.push_back({x, y});
      nodes.push_back(e.lab);
      return id[S] = n + (int32_t)t->pairs.size() - 1;
    };
    roots.push_back(rec(fullset));
  }
  join_smallest(c, nodes, roots, t);
  return true;
}

// ---------------------------------------------------------------- greedy

void order_greedy(const ContractionNet& net, double temperature, double alpha, uint64_t seed,
                  ContractionTree* t) {
  const int32_t n = net.n();
  Ctx c(net, {});
  Rng rng(seed);
  std::vector<LC> nodes(n);
  std::vector<double> sz(n);
  std::vector<uint8_t> alive(n, 1);
  std::vector<std::vector<int32_t>> holders(net.ext.size());
  for (int32_t i = 0; i < n; ++i) {
    nodes[i] = c.leaf(i);
    sz[i] = c.size(nodes[i]);
    for (const auto& p : nodes[i]) holders[p.first].push_back(i);
  }
  struct Cand {
    double score, tie;
    int32_t i, j;
    bool operator<(const Cand& o) const {  // priority_queue: largest first
      if (score != o.score) return score > o.score;
      if (tie != o.tie) return tie > o.tie;
      if (i != o.i) return i > o.i;
      return j > o.j;
    }
  };
  std::priority_queue<Cand> q;
  LC r;
  auto push = [&](int32_t i, int32_t j) {
    const double u = c.merge(nodes[i], nodes[j], &r);
    double s = c.size(r) - alpha * (sz[i] + sz[j]);
    if (temperature > 0) {
      s = (s < 0 ? -1 : 1) * std::log2(1 + std::fabs(s));
      s -= temperature * std::log(-std::log(rng.uniform()));
    }
    q.push(Cand{s, u, std::min(i, j), std::max(i, j)});
  };
  std::vector<int32_t> stamp(n, -1);
  auto neighbours = [&](int32_t v, int32_t from, bool only_lower) {
    for (const auto& p : nodes[v]) {
      auto& h = holders[p.first];
      size_t keep = 0;
      for (size_t x = 0; x < h.size(); ++x) {
        int32_t w = h[x];
        if (!alive[w]) continue;
        h[keep++] = w;
        if (w == v || stamp[w] == from || (only_lower && w > v)) continue;
        stamp[w] = from;
        push(v, w);
      }
      h.resize(keep);
    }
  };
  for (int32_t i = 0; i < n; ++i) neighbours(i, i, true);
  t->pairs.clear();
  int32_t nalive = n;
  while (!q.empty()) {
    Cand cd = q.top();
    q.pop();
    if (!alive[cd.i] || !alive[cd.j]) continue;
    c.merge(nodes[cd.i], nodes[cd.j], &r);
    alive[cd.i] = alive[cd.j] = 0;
    const int32_t v = (int32_t)nodes.size();
    t->pairs.push_back({cd.i, cd.j});
    nodes.push_back(r);
    sz.push_back(c.size(r));
    alive.push_back(1);
    stamp.push_back(-1);
    --nalive;
    for (const auto& p : nodes[v]) holders[p.first].push_back(v);
    neighbours(v, v, false);
  }
  if (nalive > 1) {
    std::vector<int32_t> roots;
    for (int32_t v = 0; v < (int32_t)nodes.size(); ++v)
      if (alive[v]) roots.push_back(v);
    join_smallest(c, nodes, roots, t);
  }
}

// ------------------------------------------------------ recursive bisection

namespace {

// One tree by recursive bisection. The network as a hypergraph: operands
// are vertices, a label held by two or more operands of the set being
// split is a net of weight log2(extent) (labels held outside the set, or
// by the output, are open whichever side has them and are not nets of
// that split). Each split: several balanced partitions grown from random
// seed vertices, each refined by Fiduccia-Mattheyses passes (minimising
// the cut weight); kept is the one whose larger part has the fewest open
// labels (log2 of its result's size), ties by cut weight: the cut alone
// splits a corner of a lattice into a strip that holds both the new cut
// and the outer boundary. Parts of at most `leaf` operands are ordered
// exactly. Past the deadline no part is split any more: each part still
// open is ordered greedily, so the tree is finished at once (and valid).
class Bisector {
 public:
  Bisector(const ContractionNet& net, uint64_t seed, double imbalance, int32_t leaf,
           int32_t starts, Clock::time_point deadline = Clock::time_point::max())
      : net_(net), rng_(seed), eps_(imbalance), leaf_(std::min(std::max(leaf, 2), 12)),
        starts_(std::max(starts, 1)), deadline_(deadline) {
    const size_t L = net.ext.size();
    holders_.assign(L, {});
    for (int32_t i = 0; i < net.n(); ++i)
      for (int32_t l : net.lab[i]) holders_[l].push_back(i);
    w_.resize(L);
    for (size_t l = 0; l < L; ++l) w_[l] = std::log2(std::max(net.ext[l], 1.0));
    isout_.assign(L, 0);
    for (int32_t l : net.out) isout_[l] = 1;
    loc_.assign(net.n(), -1);
    netid_.assign(L, -1);
  }

  void run(ContractionTree* t) {
    t->pairs.clear();
    pairs_.clear();
    std::vector<int32_t> all(net_.n());
    for (int32_t i = 0; i < net_.n(); ++i) all[i] = i;
    if (net_.n() >= 2) build(all);
    t->pairs = pairs_;
  }

 private:
  const ContractionNet& net_;
  Rng rng_;
  double eps_;
  int32_t leaf_, starts_;
  Clock::time_point deadline_;
  static constexpr double kCutTie = 0.01;  // weight of the cut in a partition's score
  std::vector<std::vector<int32_t>> holders_;  // per label, its operands
  std::vector<double> w_;                      // per label, log2 extent
  std::vector<uint8_t> isout_;
  // Scratch, -1 between uses: per operand its local id in the set being
  // split; per label a mark or count.
  std::vector<int32_t> loc_, netid_;
  std::vector<std::pair<int32_t, int32_t>> pairs_;

  // Appends the pairs contracting the operands of s; returns the node id.
  int32_t build(std::vector<int32_t>& s) {
    const int32_t m = (int32_t)s.size();
    if (m == 1) return s[0];
    if (m <= leaf_) return order_part(s, false);
    if (Clock::now() > deadline_) return order_part(s, true);
    std::vector<uint8_t> side;
    partition(s, &side);
    std::vector<int32_t> a, b;
    for (int32_t i = 0; i < m; ++i) (side[i] ? b : a).push_back(s[i]);
    std::vector<int32_t>().swap(s);
    const int32_t x = build(a), y = build(b);
    pairs_.push_back({x, y});
    return net_.n() + (int32_t)pairs_.size() - 1;
  }

  // The operands of s as a network of their own (labels renumbered; the
  // labels held outside s or by the output are its output), ordered
  // exactly over all subsets, or greedily.
  int32_t order_part(const std::vector<int32_t>& s, bool greedy) {
    const int32_t m = (int32_t)s.size();
    ContractionNet sub;
    std::vector<int32_t> used;
    std::vector<int32_t> cnt;
    sub.lab.resize(m);
    for (int32_t i = 0; i < m; ++i)
      for (int32_t l : net_.lab[s[i]]) {
        if (netid_[l] < 0) {
          netid_[l] = (int32_t)used.size();
          used.push_back(l);
          cnt.push_back(0);
          sub.ext.push_back(net_.ext[l]);
        }
        ++cnt[netid_[l]];
        sub.lab[i].push_back(netid_[l]);
      }
    for (size_t k = 0; k < used.size(); ++k) {
      if (isout_[used[k]] || cnt[k] < (int32_t)holders_[used[k]].size()) sub.out.push_back((int32_t)k);
      netid_[used[k]] = -1;
    }
    ContractionTree st;
    if (greedy) order_greedy(sub, 0, 1, 0, &st);
    else order_exact_all(sub, &st);
    std::vector<int32_t> id(2 * m - 1);
    for (int32_t i = 0; i < m; ++i) id[i] = s[i];
    for (size_t k = 0; k < st.pairs.size(); ++k) {
      pairs_.push_back({id[st.pairs[k].first], id[st.pairs[k].second]});
      id[m + k] = net_.n() + (int32_t)pairs_.size() - 1;
    }
    return id[2 * m - 2];
  }

  // The log2 size of the result of the operands s[i] with side[i] == x.
  double open_weight(const std::vector<int32_t>& s, const std::vector<uint8_t>& side, int x) {
    std::vector<int32_t> used;
    for (size_t i = 0; i < s.size(); ++i)
      if (side[i] == x)
        for (int32_t l : net_.lab[s[i]]) {
          if (netid_[l] < 0) { netid_[l] = 0; used.push_back(l); }
          ++netid_[l];
        }
    double o = 0;
    for (int32_t l : used) {
      if (isout_[l] || netid_[l] < (int32_t)holders_[l].size()) o += w_[l];
      netid_[l] = -1;
    }
    return o;
  }

  // side[i]: 0 or 1 for s[i]; both parts hold between lo and hi operands.
  void partition(const std::vector<int32_t>& s, std::vector<uint8_t>* best_side) {
    const int32_t m = (int32_t)s.size();
    // The split's hypergraph in local ids: nets of two or more pins.
    std::vector<std::vector<int32_t>> vnets(m), pins;
    std::vector<double> wt;
    std::vector<int32_t> used;
    for (int32_t i = 0; i < m; ++i) loc_[s[i]] = i;
    for (int32_t i = 0; i < m; ++i)
      for (int32_t l : net_.lab[s[i]]) {
        if (netid_[l] >= 0 || w_[l] <= 0) continue;
        netid_[l] = 0;  // seen
        used.push_back(l);
        std::vector<int32_t> p;
        for (int32_t h : holders_[l])
          if (loc_[h] >= 0) p.push_back(loc_[h]);
        if (p.size() < 2) continue;
        for (int32_t v : p) vnets[v].push_back((int32_t)pins.size());
        pins.push_back(std::move(p));
        wt.push_back(w_[l]);
      }
    for (int32_t l : used) netid_[l] = -1;
    for (int32_t i = 0; i < m; ++i) loc_[s[i]] = -1;
    const int32_t E = (int32_t)pins.size();
    const int32_t lo = std::max(1, (int32_t)std::floor(m * (1 - eps_) / 2));
    const int32_t hi = std::min(m - 1, (int32_t)std::ceil(m * (1 + eps_) / 2));

    std::vector<uint8_t> side(m);
    std::vector<int32_t> cnt0(E), cnt1(E);
    std::vector<double> gain(m);
    std::vector<uint32_t> stamp(m, 0);
    std::vector<uint8_t> locked(m);
    // Gain of moving v to the other side: the weight of the nets it uncuts
    // minus the weight of those it cuts.
    auto gain_of = [&](int32_t v) {
      double g = 0;
      const bool s0 = side[v] == 0;
      for (int32_t e : vnets[v]) {
        const int32_t here = s0 ? cnt0[e] : cnt1[e], there = s0 ? cnt1[e] : cnt0[e];
        if (here == 1 && there > 0) g += wt[e];
        else if (here > 1 && there == 0) g -= wt[e];
      }
      return g;
    };
    struct H {
      double g, tie;
      int32_t v;
      uint32_t st;
      bool operator<(const H& o) const { return g < o.g || (g == o.g && tie < o.tie); }
    };
    std::priority_queue<H> heap[2];
    auto push = [&](int32_t v) {
      gain[v] = gain_of(v);
      heap[side[v]].push({gain[v], rng_.uniform(), v, ++stamp[v]});
    };
    auto move = [&](int32_t v) {
      for (int32_t e : vnets[v]) {
        if (side[v] == 0) { --cnt0[e]; ++cnt1[e]; } else { --cnt1[e]; ++cnt0[e]; }
      }
      side[v] ^= 1;
    };
    auto refresh_around = [&](int32_t v) {
      for (int32_t e : vnets[v])
        for (int32_t u : pins[e])
          if (!locked[u]) push(u);
    };
    auto cut_weight = [&] {
      double c = 0;
      for (int32_t e = 0; e < E; ++e)
        if (cnt0[e] > 0 && cnt1[e] > 0) c += wt[e];
      return c;
    };
    // The top of heap h that is current and unlocked; -1 when empty.
    auto top = [&](int h) -> int32_t {
      while (!heap[h].empty()) {
        const H& x = heap[h].top();
        if (!locked[x.v] && x.st == stamp[x.v] && side[x.v] == h) return x.v;
        heap[h].pop();
      }
      return -1;
    };
    auto clear_heaps = [&] {
      for (auto& q : heap) q = std::priority_queue<H>();
    };

    double best_score = kInf;
    for (int32_t start = 0; start < starts_; ++start) {
      // Grow side 0 from a random operand, each time by the operand whose
      // move cuts the least (random ties), to a random size in [lo, hi].
      std::fill(side.begin(), side.end(), 1);
      std::fill(locked.begin(), locked.end(), 0);
      for (int32_t e = 0; e < E; ++e) { cnt0[e] = 0; cnt1[e] = (int32_t)pins[e].size(); }
      clear_heaps();
      const int32_t target = lo + (int32_t)rng_.below((uint32_t)(hi - lo + 1));
      for (int32_t size0 = 0; size0 < target; ++size0) {
        int32_t v = top(1);
        if (v < 0)  // nothing adjacent: a random operand (another component)
          do v = (int32_t)rng_.below((uint32_t)m); while (side[v] == 0);
        else heap[1].pop();
        locked[v] = 1;  // side 0 while growing
        move(v);
        for (int32_t e : vnets[v])
          for (int32_t u : pins[e])
            if (side[u] == 1) push(u);
      }
      // Fiduccia-Mattheyses passes: move the unlocked operand of the
      // highest gain whose move keeps the balance, lock it; keep the best
      // prefix of the pass; again while a pass gains.
      double cut = cut_weight();
      int32_t size0 = target;
      for (int pass = 0; pass < 10; ++pass) {
        std::fill(locked.begin(), locked.end(), 0);
        clear_heaps();
        for (int32_t v = 0; v < m; ++v) push(v);
        std::vector<int32_t> moved;
        double run = cut, best = cut;
        size_t best_len = 0;
        const size_t patience = (size_t)std::max(16, m / 4);
        while (moved.size() < best_len + patience) {
          const int32_t a = size0 - 1 >= lo ? top(0) : -1;  // 0 -> 1
          const int32_t b = size0 + 1 <= hi ? top(1) : -1;  // 1 -> 0
          if (a < 0 && b < 0) break;
          const int32_t v = b < 0 || (a >= 0 && gain[a] >= gain[b]) ? a : b;
          heap[side[v]].pop();
          run -= gain[v];
          size0 += side[v] == 0 ? -1 : 1;
          move(v);
          locked[v] = 1;
          moved.push_back(v);
          refresh_around(v);
          if (run < best - 1e-9) { best = run; best_len = moved.size(); }
        }
        for (size_t k = moved.size(); k-- > best_len;) {
          size0 += side[moved[k]] == 0 ? -1 : 1;
          move(moved[k]);
        }
        if (!(best < cut - 1e-9)) break;
        cut = best;
      }
      cut = cut_weight();
      const double sc = std::max(open_weight(s, side, 0), open_weight(s, side, 1)) + kCutTie * cut;
      if (sc < best_score) { best_score = sc; *best_side = side; }
    }
  }
};

}  // namespace

void order_bisect(const ContractionNet& net, uint64_t seed, double imbalance, int32_t leaf,
                  int32_t starts, ContractionTree* t) {
  Bisector(net, seed, imbalance, leaf, starts).run(t);
}

namespace {

// Randomised bisection trees (imbalance, part size and starts drawn from
// seed) for at most `seconds` and max_trees trees; t becomes the tree of
// the lowest score among them and t itself (when t has pairs). A tree
// under way when the time runs out is finished greedily (Bisector).
void bisect_restarts(const ContractionNet& net, double seconds, int max_trees, uint64_t seed,
                     const std::function<double(const ContractionTree&)>& score, ContractionTree* t) {
  const auto t0 = Clock::now();
  const auto deadline = deadline_after(t0, seconds);
  Rng rng(seed ^ 0xB15EC7ull);
  double best = t->pairs.empty() ? kInf : score(*t);
  ContractionTree cand;
  for (int k = 0; k < max_trees && (k == 0 || seconds_since(t0) < seconds); ++k) {
    const double eps = 0.02 + 0.88 * rng.uniform();
    const int32_t leaf = 4 + (int32_t)rng.below(5);  // 4 .. 8
    const int32_t starts = 2 + (int32_t)rng.below(11);  // 2 .. 12
    Bisector(net, rng.next(), eps, leaf, starts, deadline).run(&cand);
    const double s = score(cand);
    if (s < best) { best = s; t->pairs = cand.pairs; }
  }
}

}  // namespace

void order_bisect_restarts(const ContractionNet& net, double seconds, int max_trees,
                           uint64_t seed, Objective objective, ContractionTree* t) {
  t->pairs.clear();
  t->sliced.clear();
  bisect_restarts(net, seconds, max_trees, seed,
                  [&](const ContractionTree& x) { return score(tree_cost(net, x), objective); }, t);
}

// ------------------------------------------------------------- annealing

namespace {

// The annealer; beta0: the first inverse temperature (1 from a fresh tree,
// colder when refining a tree that is already good).
void anneal(const ContractionNet& net, double seconds, uint64_t seed, double size_target,
            double beta0, ContractionTree* t) {
  const int32_t n = net.n();
  if (n < 3) return;
  const auto t0 = Clock::now();
  Ctx c(net, {});
  const int32_t N = 2 * n - 1, root = N - 1;
  std::vector<int32_t> left(N, -1), right(N, -1), parent(N, -1);
  for (int32_t k = 0; k < n - 1; ++k) {
    left[n + k] = t->pairs[k].first;
    right[n + k] = t->pairs[k].second;
    parent[left[n + k]] = parent[right[n + k]] = n + k;
  }
  std::vector<LC> lab(N);
  std::vector<double> fl(N, 0), pen(N, 0);
  auto penalty = [&](double size) {
    return size_target < kInf ? std::max(0.0, std::log2(size) - size_target) : 0.0;
  };
  for (int32_t i = 0; i < n; ++i) lab[i] = c.leaf(i);
  double F = 0, P = 0;
  for (int32_t v = n; v < N; ++v) {
    const double u = c.merge(lab[left[v]], lab[right[v]], &lab[v]);
    const double s = c.size(lab[v]);
    fl[v] = u + s;
    pen[v] = v == root ? 0 : penalty(s);
    F += fl[v];
    P += pen[v];
  }
  auto energy = [&](double f, double p) { return std::log2(f) + p; };
  std::vector<int32_t> bl = left, br = right;
  double bestE = energy(F, P);
  Rng rng(seed);
  LC r;
  // Schedule: inverse temperature beta0 .. 15 in steps of 0.05 (in units of
  // log2 flops), up to 50 sweeps over every node per step, fewer when one
  // trial would not fit in the budget (timed on the first sweep).
  const double kBeta0 = std::min(beta0, 15.0), kBetaStep = 0.05;
  const int kBetas = (int)((15 - kBeta0) / kBetaStep) + 1;
  int sweeps_per_beta = 0;
  bool out_of_time = false;
  for (int trial = 0; !out_of_time; ++trial) {
    if (trial > 0) {  // each trial starts from the best tree so far
      left = bl;
      right = br;
      for (int32_t v = n; v < N; ++v) parent[left[v]] = parent[right[v]] = v;
      // Labels bottom-up (a rotation may give a node a child of larger id).
      std::vector<int32_t> order;
      std::vector<int32_t> st{root};
      while (!st.empty()) {
        int32_t v = st.back();
        st.pop_back();
        if (v < n) continue;
        order.push_back(v);
        st.push_back(left[v]);
        st.push_back(right[v]);
      }
      F = P = 0;
      for (size_t k = order.size(); k-- > 0;) {
        int32_t v = order[k];
        const double u = c.merge(lab[left[v]], lab[right[v]], &lab[v]);
        const double s = c.size(lab[v]);
        fl[v] = u + s;
        pen[v] = v == root ? 0 : penalty(s);
        F += fl[v];
        P += pen[v];
      }
    }
    if (trial >= 10) break;
    for (double beta = kBeta0; beta <= 15 && !out_of_time; beta += kBetaStep) {
      for (int sweep = 0; sweep < std::max(sweeps_per_beta, 1); ++sweep) {
        const auto ts = Clock::now();
        for (int32_t p = n; p < N; ++p) {
          const int32_t a = left[p], b = right[p];
          const bool ai = a >= n, bi = b >= n;
          if (!ai && !bi) continue;
          const bool use_a = ai && (!bi || (rng.next() & 1));
          const int32_t inner = use_a ? a : b, other = use_a ? b : a;
          const bool swap_first = rng.next() & 1;
          // inner = (x, y): keep x (or y) inside with other; the rest moves up.
          const int32_t stay = swap_first ? right[inner] : left[inner];
          const int32_t up = swap_first ? left[inner] : right[inner];
          const double u1 = c.merge(lab[stay], lab[other], &r);
          const double s1 = c.size(r);
          const double f_inner = u1 + s1;
          const double f_p = c.union_size(r, lab[up]) + c.size(lab[p]);
          const double pen_inner = penalty(s1);
          const double F2 = F - fl[inner] - fl[p] + f_inner + f_p;
          const double P2 = P - pen[inner] + pen_inner;
          const double dE = energy(F2, P2) - energy(F, P);
          if (dE <= 0 || rng.uniform() < std::exp(-beta * dE)) {
            left[inner] = stay;
            right[inner] = other;
            parent[stay] = parent[other] = inner;
            left[p] = inner;
            right[p] = up;
            parent[inner] = parent[up] = p;
            lab[inner].swap(r);
            fl[inner] = f_inner;
            fl[p] = f_p;
            pen[inner] = pen_inner;
            F = F2;
            P = P2;
          }
        }
        if (sweeps_per_beta == 0) {
          const double one = std::max(seconds_since(ts), 1e-9);
          sweeps_per_beta = (int)std::min(50.0, std::max(1.0, seconds / (kBetas * one)));
        }
      }
      // The running sums drift (large terms cancel): recompute exactly.
      F = P = 0;
      for (int32_t v = n; v < N; ++v) {
        F += fl[v];
        P += pen[v];
      }
      const double E = energy(F, P);
      if (E < bestE) {
        bestE = E;
        bl = left;
        br = right;
      }
      if (seconds_since(t0) > seconds) out_of_time = true;
    }
  }
  emit(n, bl, br, root, t);
}

}  // namespace

void order_anneal(const ContractionNet& net, double seconds, uint64_t seed, double size_target,
                  ContractionTree* t) {
  anneal(net, seconds, seed, size_target, 1, t);
}

// --------------------------------------------------------------- slicing

namespace {

// The label whose slicing adds the fewest flops to t (ties: the smaller
// largest intermediate, then the smaller id), among the summed labels of
// the intermediates over the budget; -1 when there is none. One pass over
// the tree: slicing label l leaves every label set as it is and divides by
// ext[l] the sizes that hold l, so with F the flops of one slice, A[l] the
// sizes holding l, the new total is slices * (ext[l] * (F - A[l]) + A[l]);
// the largest intermediate is the larger of the biggest one without l and
// the biggest one with l divided by ext[l].
int32_t best_slice(const ContractionNet& net, double budget, const ContractionTree& t) {
  Ctx c(net, t.sliced);
  const int32_t n = net.n();
  const size_t L = net.ext.size();
  double slices = 1;
  for (int32_t l : t.sliced) slices *= net.ext[l];
  std::vector<LC> nodes(n + t.pairs.size());
  for (int32_t i = 0; i < n; ++i) nodes[i] = c.leaf(i);
  std::vector<uint8_t> cand(L, 0);
  std::vector<double> A(L, 0), with_l(L, 0);  // with_l: the largest intermediate holding l
  std::vector<std::pair<double, int32_t>> by_size;  // intermediates (root aside), by size
  double F = 0;
  LC u;
  for (size_t k = 0; k < t.pairs.size(); ++k) {
    const int32_t v = n + (int32_t)k;
    const LC &a = nodes[t.pairs[k].first], &b = nodes[t.pairs[k].second];
    const double us = c.merge(a, b, &nodes[v]);
    const double rs = c.size(nodes[v]);
    F += us + rs;
    // The step's labels: a's and b's (merged, each once).
    u.clear();
    std::merge(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(u));
    for (size_t i = 0; i < u.size(); ++i)
      if (i == 0 || u[i].first != u[i - 1].first) A[u[i].first] += us;
    for (const auto& p : nodes[v]) A[p.first] += rs;
    if (k + 1 < t.pairs.size()) {
      by_size.push_back({rs, v});
      for (const auto& p : nodes[v]) with_l[p.first] = std::max(with_l[p.first], rs);
      if (rs > budget)
        for (const auto& p : nodes[v])
          if (!c.isout[p.first] && c.ext[p.first] > 1) cand[p.first] = 1;
    }
  }
  std::sort(by_size.begin(), by_size.end(), std::greater<>());
  auto holds = [&](int32_t v, int32_t l) {
    const LC& x = nodes[v];
    auto it = std::lower_bound(x.begin(), x.end(), std::make_pair(l, INT32_MIN));
    return it != x.end() && it->first == l;
  };
  int32_t best = -1;
  double bf = 0, bl = 0;
  for (int32_t l = 0; l < (int32_t)L; ++l) {
    if (!cand[l]) continue;
    const double e = c.ext[l];
    const double f = slices * (e * (F - A[l]) + A[l]);
    if (best >= 0 && f > bf) continue;
    double lg = with_l[l] / e;
    for (const auto& [sz, v] : by_size) {
      if (sz <= lg) break;
      if (!holds(v, l)) { lg = sz; break; }
    }
    if (best < 0 || f < bf || lg < bl) {
      best = l;
      bf = f;
      bl = lg;
    }
  }
  return best;
}

// The network with the given labels at extent 1: one slice of it.
ContractionNet one_slice(const ContractionNet& net, const std::vector<int32_t>& sliced) {
  ContractionNet r = net;
  for (int32_t l : sliced) r.ext[l] = 1;
  return r;
}

// The annealer's energy for a finished tree: log2 flops plus, per
// intermediate (the root aside), the excess of its log2 size over target.
double penalised(const ContractionNet& net, const ContractionTree& t, double target) {
  Ctx c(net, t.sliced);
  const int32_t n = net.n();
  std::vector<LC> nodes(n + t.pairs.size());
  for (int32_t i = 0; i < n; ++i) nodes[i] = c.leaf(i);
  double f = 0, p = 0;
  for (size_t k = 0; k < t.pairs.size(); ++k) {
    const int32_t v = n + (int32_t)k;
    f += c.merge(nodes[t.pairs[k].first], nodes[t.pairs[k].second], &nodes[v]);
    const double s = c.size(nodes[v]);
    f += s;
    if (k + 1 < t.pairs.size()) p += std::max(0.0, std::log2(s) - target);
  }
  return std::log2(std::max(f, 1.0)) + p;
}

// Greedy with randomised restarts: a deterministic run (when t has no
// pairs yet), then up to max_runs - 1 noised ones, for at most `seconds`;
// t becomes the run of the lowest score (t itself when it scores lowest).
void restarts(const ContractionNet& net, double seconds, int max_runs, uint64_t seed,
              const std::function<double(const ContractionTree&)>& score, ContractionTree* t) {
  const auto t0 = Clock::now();
  if (t->pairs.empty()) order_greedy(net, 0, 1, seed, t);
  double best = score(*t);
  Rng rng(seed);
  ContractionTree cand;
  cand.sliced = t->sliced;
  for (int k = 1; k < max_runs && seconds_since(t0) < seconds; ++k) {
    const double temp = 0.01 * std::pow(100.0, rng.uniform());  // 0.01 .. 1
    const double alpha = 1.5 * rng.uniform();
    order_greedy(net, temp, alpha, rng.next(), &cand);
    const double s = score(cand);
    if (s < best) { best = s; t->pairs = cand.pairs; }
  }
}

// slice_for_budget without the message: false (and the largest
// intermediate in *largest) when no slicing of summed labels fits.
bool slice_greedily(const ContractionNet& net, double budget, ContractionTree* t,
                    double* largest = nullptr) {
  for (;;) {
    const TreeCost cur = tree_cost(net, *t);
    if (largest) *largest = cur.largest;
    if (cur.largest <= budget) return true;
    const int32_t best = best_slice(net, budget, *t);
    if (best < 0) return false;
    t->sliced.push_back(best);
  }
}

}  // namespace

Status slice_for_budget(const ContractionNet& net, double budget, ContractionTree* t) {
  double largest = 0;
  if (!slice_greedily(net, budget, t, &largest))
    return fail(TF_ERR_INVALID_ARGUMENT,
                "options->memory_budget_bytes: no slicing of summed labels brings the largest "
                "intermediate (%.6g elements) within the budget (%.6g elements)",
                largest, budget);
  return TF_OK;
}

Status slice_in_search(const ContractionNet& net, double budget, double seconds, uint64_t seed,
                       bool use_anneal, ContractionTree* t) {
  const auto t0 = Clock::now();
  auto left = [&] { return std::max(0.0, seconds - seconds_since(t0)); };
  const double target = std::log2(budget);
  // The fallback: t's tree, sliced greedily.
  t->sliced.clear();
  ContractionTree best = *t;
  TF_TRY(slice_for_budget(net, budget, &best));
  if (best.sliced.empty()) { *t = best; return TF_OK; }
  double best_flops = tree_cost(net, best).flops;
  Rng rng(seed);
  // Re-optimises c's tree on one slice of the network (sliced labels at
  // extent 1), the budget as the size target. Never returns a tree of a
  // higher energy than c's.
  auto reopt = [&](ContractionTree* c, double secs) {
    const ContractionNet r = one_slice(net, c->sliced);
    if (use_anneal) {
      anneal(r, secs, rng.next(), target, 4, c);  // 4: refine, do not scramble
    } else {
      restarts(r, secs, 16, rng.next(),
               [&](const ContractionTree& x) { return penalised(r, x, target); }, c);
    }
  };
  // Slices the best label and re-optimises the tree, until every
  // intermediate fits (the last slices without re-optimising when the time
  // is out); false when no summed label is left to slice.
  auto complete = [&](ContractionTree* c, double secs) {
    const auto t1 = Clock::now();
    for (;;) {
      const TreeCost tc = tree_cost(net, *c);
      if (tc.largest <= budget) return true;
      const int32_t l = best_slice(net, budget, *c);
      if (l < 0) return false;
      c->sliced.push_back(l);
      const double rest = std::min(secs - seconds_since(t1), left());
      const double to_go = std::max(1.0, std::ceil(std::log2(tc.largest / budget)));
      if (rest > 0) reopt(c, rest / to_go);
    }
  };
  auto keep_if_better = [&](const ContractionTree& c) {
    const TreeCost tc = tree_cost(net, c);
    if (tc.largest <= budget && tc.flops < best_flops) {
      best = c;
      best_flops = tc.flops;
      return true;
    }
    return false;
  };
  ContractionTree cur = *t;
  if (complete(&cur, left() / 2)) keep_if_better(cur);
  // Refinement: drop a sliced label, re-optimise, slice again; kept when
  // the total is lower. Annealing runs until the time is out; greedy
  // stops after 3 rounds over the sliced labels without a gain.
  for (int stall = 0; left() > 0 && !best.sliced.empty() &&
                     (use_anneal || stall < 3 * (int)best.sliced.size());
       ++stall) {
    ContractionTree c = best;
    c.sliced.erase(c.sliced.begin() + rng.below((uint32_t)c.sliced.size()));
    const double slot = left() / (double)std::max<size_t>(2, best.sliced.size());
    reopt(&c, slot / 2);
    if (complete(&c, slot / 2) && keep_if_better(c)) stall = -1;
  }
  *t = best;
  return TF_OK;
}

// ------------------------------------------------------------ the choice

Status contraction_order(const ContractionNet& net, const OrderOptions& o, ContractionTree* t) {
  const int32_t n = net.n();
  t->pairs.clear();
  t->sliced.clear();
  const bool sliced_search = o.memory_budget > 0 && n >= 3 &&
                             (o.optimizer == Optimizer::RandomGreedy || o.optimizer == Optimizer::Anneal ||
                              o.optimizer == Optimizer::Bisect);
  if (n >= 2) {
    const auto t0 = Clock::now();
    auto left = [&](double total) { return std::max(0.0, total - seconds_since(t0)); };
    auto by_objective = [&](const ContractionTree& x) { return score(tree_cost(net, x), o.objective); };
    // Anneals t (with a size target one below its largest intermediate
    // unless the objective is flops) and keeps the result unless it scores
    // worse than t.
    auto anneal_start = [&](double seconds, double beta0) {
      const TreeCost start = tree_cost(net, *t);
      double target = kInf;
      if (o.objective != Objective::Flops) target = std::log2(std::max(start.largest, 1.0)) - 1;
      ContractionTree annealed = *t;
      anneal(net, seconds, o.seed, target, beta0, &annealed);
      if (score(tree_cost(net, annealed), o.objective) <= score(start, o.objective)) *t = annealed;
    };
    const double budget = o.time_budget > 0 ? o.time_budget : 1.0;
    switch (o.optimizer) {
      case Optimizer::Default:
        if (n <= 8) order_exact_all(net, t);
        else order_greedy(net, 0, 1, 0, t);
        break;
      case Optimizer::Greedy:
        order_greedy(net, 0, 1, 0, t);
        break;
      case Optimizer::Exact: {
        if (n <= 12) {
          order_exact_all(net, t);
          break;
        }
        // RANDOM_GREEDY's result for the budget first (its 64 runs take
        // milliseconds up to 64 operands), then the connected-subset search
        // in what is left of the budget: kept unless it scores worse. When
        // the time runs out first (or n > 64), the result is RANDOM_GREEDY's.
        restarts(net, budget, 64, o.seed, by_objective, t);
        ContractionTree ex;
        if (order_exact_connected(net, left(budget), &ex) && by_objective(ex) <= by_objective(*t))
          t->pairs = ex.pairs;
        break;
      }
      case Optimizer::RandomGreedy:
        restarts(net, sliced_search ? budget / 4 : budget, 64, o.seed, by_objective, t);
        if (sliced_search) TF_TRY(slice_in_search(net, o.memory_budget, left(budget), o.seed, false, t));
        break;
      case Optimizer::Bisect: {
        order_greedy(net, 0, 1, 0, t);  // a candidate too: never behind greedy
        bisect_restarts(net, (sliced_search ? budget / 4 : budget) * 0.5, 16 * n, o.seed,
                        by_objective, t);
        anneal_start(sliced_search ? budget / 8 : left(budget), 4);
        if (sliced_search) TF_TRY(slice_in_search(net, o.memory_budget, left(budget), o.seed, true, t));
        break;
      }
      case Optimizer::Anneal: {
        restarts(net, budget / 10, 64, o.seed, by_objective, t);
        // From 32 operands, randomised bisection trees are starts too.
        if (n >= 32) bisect_restarts(net, budget / 10, 16 * n, o.seed, by_objective, t);
        anneal_start(sliced_search ? budget / 4 : left(budget), 1);
        if (sliced_search) TF_TRY(slice_in_search(net, o.memory_budget, left(budget), o.seed, true, t));
        break;
      }
    }
  }
  if (o.memory_budget > 0 && n >= 2) {
    TF_TRY(slice_for_budget(net, o.memory_budget, t));  // fits already after a sliced search
    // Never behind greedy's tree sliced afterwards (a tree that is good
    // unsliced may slice badly): the fewer total flops of the two.
    if (o.optimizer != Optimizer::Greedy && !(o.optimizer == Optimizer::Default && n > 8)) {
      ContractionTree g;
      order_greedy(net, 0, 1, 0, &g);
      if (slice_greedily(net, o.memory_budget, &g) &&
          tree_cost(net, g).flops < tree_cost(net, *t).flops)
        *t = g;
    }
  }
  return TF_OK;
}

}  // namespace tf
