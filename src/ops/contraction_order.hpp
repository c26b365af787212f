// ops/contraction_order.hpp: the order of pairwise contractions of a tensor
// network, and which labels to slice under a memory budget. Knows labels
// and extents only (no tensors, no strides): einsum_plan.cpp lowers what it
// chooses. Labels are ids 0..L-1; any number of operands and labels.
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

#include "core/status.hpp"

namespace tf {

// The network: per operand its distinct labels (any order), the output's
// labels and every label's extent.
struct ContractionNet {
  std::vector<std::vector<int32_t>> lab;
  std::vector<int32_t> out;
  std::vector<double> ext;  // per label, >= 1
  int32_t n() const { return (int32_t)lab.size(); }
};

// A contraction tree as SSA pairs: node ids 0..n-1 are the operands, pair k
// makes node n + k; the last pair is the root. sliced: label ids the
// contraction loops over (one slice per combination of their values).
struct ContractionTree {
  std::vector<std::pair<int32_t, int32_t>> pairs;
  std::vector<int32_t> sliced;
};

// What a tree costs. flops: the multiply-adds of every pairwise step (the
// product of the extents of all its labels) plus the elements it writes,
// over all slices. largest: the largest intermediate (elements, one slice;
// the output is not counted). peak: the most elements of intermediates
// alive at once (one slice). slices: the number of slices.
struct TreeCost {
  double flops = 0, largest = 0, peak = 0, slices = 1;
};
TreeCost tree_cost(const ContractionNet& net, const ContractionTree& t);

// The values of tf_einsum_options.optimizer and .objective (include/tenferro.h).
enum class Optimizer : int32_t {
  Default = 0, Greedy = 1, Exact = 2, RandomGreedy = 3, Anneal = 4, Bisect = 5
};
enum class Objective : int32_t { Flops = 0, Size = 1, Mix = 2 };

struct OrderOptions {
  Optimizer optimizer = Optimizer::Default;
  Objective objective = Objective::Flops;
  double time_budget = 0;    // seconds; 0: the optimizer's default
  uint64_t seed = 0;
  double memory_budget = 0;  // elements an intermediate may hold; 0: no slicing
};

// Chooses the tree (n >= 2) and, under a memory budget, the sliced labels
// (RandomGreedy, Anneal and Bisect: slice_in_search, minimising total flops
// whatever the objective; the others: slice_for_budget on their tree);
// greedy's tree sliced by slice_for_budget replaces the result when its
// total flops are lower. Keeps to the time budget, slicing included.
// Fails only when no slicing of summed labels meets the budget.
Status contraction_order(const ContractionNet& net, const OrderOptions& o, ContractionTree* t);

// The pieces, for tests and benchmarks.
// Exact over all subsets (outer products included): optimal flops; n <= 16.
void order_exact_all(const ContractionNet& net, ContractionTree* t);
// Exact over connected subsets with a doubling cost cap (no outer products
// inside a connected component); false when the deadline (seconds from the
// steady clock's now) passes first. n <= 64.
bool order_exact_connected(const ContractionNet& net, double seconds, ContractionTree* t);
// Greedy (temperature 0: deterministic; else Boltzmann-noised choices).
void order_greedy(const ContractionNet& net, double temperature, double alpha, uint64_t seed,
                  ContractionTree* t);
// Recursive bisection (one tree, randomised by seed): the operands split
// into two parts of sizes within (1 +- imbalance) / 2 of the set's:
// `starts` partitions grown from random operands and refined by
// Fiduccia-Mattheyses passes to cut the least label weight (log2 extent;
// labels held outside the set or by the output are not cut by the split),
// of which the one whose larger part has the fewest open labels (log2 size
// of its result), ties by cut weight; recursively, until parts of at most
// `leaf` (2 .. 12) operands, which are ordered exactly (order_exact_all).
// Disconnected networks are fine.
void order_bisect(const ContractionNet& net, uint64_t seed, double imbalance, int32_t leaf,
                  int32_t starts, ContractionTree* t);
// order_bisect trees of random imbalance (0.02 .. 0.9), part size (4 .. 8)
// and starts (2 .. 12), drawn from seed: at most max_trees, for at most
// `seconds` (the first tree always); t becomes the one the objective
// scores lowest. Deterministic when max_trees ends the loop first.
void order_bisect_restarts(const ContractionNet& net, double seconds, int max_trees,
                           uint64_t seed, Objective objective, ContractionTree* t);
// Simulated annealing over tree rotations from t (TreeSA-like), anytime.
void order_anneal(const ContractionNet& net, double seconds, uint64_t seed,
                  double size_target, ContractionTree* t);
// Adds sliced labels (summed labels only) until every intermediate holds at
// most budget elements, each time the one adding the fewest flops.
Status slice_for_budget(const ContractionNet& net, double budget, ContractionTree* t);
// Slicing inside the search (what RandomGreedy, Anneal and Bisect do under a
// memory budget): from t's tree, alternately slices the label that adds the fewest
// flops and re-optimises the tree on one slice of the network (the sliced
// labels at extent 1; annealing when use_anneal, else randomised greedy
// restarts; the budget as a size target), until every intermediate fits;
// then, for the rest of `seconds`, drops a sliced label, re-optimises and
// slices again, keeping the cheaper result. The result fits the budget and
// its flops are never above slice_for_budget's on t's tree (its fallback).
Status slice_in_search(const ContractionNet& net, double budget, double seconds, uint64_t seed,
                       bool use_anneal, ContractionTree* t);

}  // namespace tf
