// The table of the linear-algebra derivative rules (ops/rules_linalg_table.cpp)
// against the public header and the program node kinds:
//   - every row's vjp/jvp signature (tensor inputs, outputs, options) is the
//     one include/tenferro.h declares for tf_<name>_vjp / _jvp and _into;
//   - a row without a derivative is refused by la_call with
//     TF_ERR_UNSUPPORTED naming the operation;
//   - la_row_of maps each program kind to its row and nothing else to one.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/status.hpp"
#include "engine/engine.hpp"
#include "ops/rules_linalg.hpp"

namespace tf {
namespace {

std::string header_text() {
  std::ifstream in(TF_PUBLIC_HEADER);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

struct Decl {
  bool found = false;
  std::vector<std::string> in, out;
  bool options = false;
};

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\n");
  const auto e = s.find_last_not_of(" \t\n");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

// The parameters of `TF_API tf_status <fn>(...)` in the header: tensors
// (const tf_tensor* x), outputs (tf_tensor** or tf_tensor* x), options.
Decl parse(const std::string& h, const std::string& fn) {
  Decl d;
  const std::string key = "tf_status " + fn + "(";
  const auto at = h.find(key);
  if (at == std::string::npos) return d;
  d.found = true;
  const auto b = at + key.size(), e = h.find(");", b);
  std::stringstream ps(h.substr(b, e - b));
  std::string p;
  while (std::getline(ps, p, ',')) {
    p = trim(p);
    const auto sp = p.find_last_of(" *");
    const std::string name = p.substr(sp + 1), type = trim(p.substr(0, sp + 1));
    if (type == "const tf_tensor*") d.in.push_back(name);
    else if (type == "tf_tensor**" || type == "tf_tensor*") d.out.push_back(name);
    else if (type == "const tf_ad_options*") d.options = true;
  }
  return d;
}

TEST(LinalgRulesTable, SignaturesMatchTheHeader) {
  const std::string h = header_text();
  ASSERT_FALSE(h.empty()) << "cannot read " << TF_PUBLIC_HEADER;
  int checked = 0;
  for (int i = 0; i < (int)LaRule::Count; ++i) {
    const LaRow& row = la_row((LaRule)i);
    ASSERT_EQ((int)row.id, i);
    for (bool jvp : {false, true}) {
      const LaSig& s = la_sig(row.id, jvp);
      for (const char* suffix : {"", "_into"}) {
        const std::string fn = std::string("tf_") + s.name.s + suffix;
        const Decl d = parse(h, fn);
        if (!row.vjp) {
          EXPECT_FALSE(d.found) << fn << " is declared but its row has no derivative";
          continue;
        }
        ASSERT_TRUE(d.found) << fn << " not declared";
        std::vector<std::string> in, out;
        for (int k = 0; k < s.nin; ++k) in.push_back(s.in[k].s);
        for (int k = 0; k < s.nout; ++k) out.push_back(s.out[k].s);
        EXPECT_EQ(d.in, in) << fn;
        EXPECT_EQ(d.out, out) << fn;
        EXPECT_EQ(d.options, (row.flags & kLaOptions) != 0) << fn;
        ++checked;
      }
    }
  }
  EXPECT_GE(checked, 40);  // 12 differentiable rows x 2 directions x 2 forms
  // The forward signature of slogdet (its tensors come from the same row).
  const Decl f = parse(h, "tf_slogdet");
  const LaSig& fs = la_forward_sig(LaRule::Slogdet);
  ASSERT_TRUE(f.found);
  EXPECT_EQ(f.in, std::vector<std::string>({fs.in[0].s}));
  EXPECT_EQ(f.out, std::vector<std::string>({fs.out[0].s, fs.out[1].s}));
}

// Both directions or none, and a stated reason exactly when none (checked
// here: function addresses are not constant expressions under sanitizers).
TEST(LinalgRulesTable, EveryRowHasBothRulesOrAReason) {
  for (int i = 0; i < (int)LaRule::Count; ++i) {
    const LaRow& row = la_row((LaRule)i);
    EXPECT_EQ(row.vjp != nullptr, row.jvp != nullptr) << row.name;
    EXPECT_EQ(row.vjp == nullptr, row.not_differentiable != nullptr) << row.name;
  }
}

TEST(LinalgRulesTable, RowWithoutDerivativeIsRefused) {
  Engine e(true, 1, nullptr, std::size_t{1} << 20);
  int refused = 0;
  for (int i = 0; i < (int)LaRule::Count; ++i) {
    const LaRow& row = la_row((LaRule)i);
    if (row.vjp) continue;
    ASSERT_NE(row.not_differentiable, nullptr);
    for (bool jvp : {false, true}) {
      RuleArgs r;
      EXPECT_EQ(la_call(e, row.id, jvp, r), TF_ERR_UNSUPPORTED);
      EXPECT_NE(std::string(last_error()).find(row.name), std::string::npos) << last_error();
      ++refused;
    }
  }
  EXPECT_GE(refused, 2);  // lu_solve
}

TEST(LinalgRulesTable, ProgramKinds) {
  for (int k = 0; k < (int)OpKind::Count; ++k) {
    const LaRow* row = la_row_of((OpKind)k);
    if (!row) continue;
    EXPECT_EQ((int)row->op, k);
    EXPECT_LT(k, (int)OpKind::ProgramKinds) << row->name << ": a direct-only kind";
  }
  for (OpKind k : {OpKind::Svd, OpKind::Qr, OpKind::Lq, OpKind::Eigh, OpKind::Solve,
                   OpKind::SolveTri, OpKind::Cholesky, OpKind::Inv, OpKind::Det}) {
    ASSERT_NE(la_row_of(k), nullptr) << op_name(k);
    EXPECT_STREQ(la_row_of(k)->name, op_name(k));
  }
  EXPECT_EQ(la_row_of(OpKind::Matmul), nullptr);
  EXPECT_EQ(la_row_of(OpKind::Count), nullptr);
}

}  // namespace
}  // namespace tf
