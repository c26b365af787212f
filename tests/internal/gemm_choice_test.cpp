// gemm_choice_test.cpp: the matmul provider choice (providers/gemm_choice).
// Never timings: the measured table is checked for validity only; forced
// tables must route products to the provider they name (and the product
// must still be right, against a triple loop); calibration files round-trip,
// and corrupt ones are refused with a message naming the file and the fault
// while TENFERRO_CALIBRATION falls back to measuring.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <complex>
#include <cstdio>
#include <fstream>
#include <limits>
#include <string>
#include <vector>

#include "ops/matmul.hpp"
#include "providers/gemm.hpp"
#include "providers/gemm_choice.hpp"

namespace tf {
namespace {

constexpr int64_t kTop = std::numeric_limits<int64_t>::max();

// A table that names one provider for every product (no shape timed).
GemmTable only(GemmProvider p) {
  GemmTable t;
  t.source = "forced";
  t.per_shape = false;
  for (auto& d : t.bands)
    for (auto& b : d) {
      b.count = 1;
      b.max_work[0] = kTop;
      b.prov[0] = p;
    }
  return t;
}

void expect_valid(const GemmTable& t, bool measured = true) {
  for (int d = 0; d < 4; ++d)
    for (int u = 0; u < 2; ++u) {
      const GemmBands& b = t.bands[d][u];
      ASSERT_GE(b.count, 1);
      for (int i = 0; i + 1 < b.count; ++i) {
        EXPECT_LT(b.max_work[i], b.max_work[i + 1]);
        EXPECT_NE(b.prov[i], b.prov[i + 1]);  // merged
      }
      // Every work has a provider; the largest products a blocked GEMM (the
      // winner of the ladder's last point).
      EXPECT_EQ(b.max_work[b.count - 1], kTop);
      if (measured) EXPECT_NE(b.prov[b.count - 1], GemmProvider::Small);
      const DType dts[4] = {DType::F32, DType::F64, DType::C64, DType::C128};
      for (int i = 0; i < b.count; ++i)
        if (b.prov[i] == GemmProvider::Own) EXPECT_TRUE(wide_gemm_covers(dts[d]));
    }
}

bool same(const GemmTable& a, const GemmTable& b) {
  for (int d = 0; d < 4; ++d)
    for (int u = 0; u < 2; ++u) {
      const GemmBands &x = a.bands[d][u], &y = b.bands[d][u];
      if (x.count != y.count) return false;
      for (int i = 0; i < x.count; ++i)
        if (x.prov[i] != y.prov[i] || (i + 1 < x.count && x.max_work[i] != y.max_work[i]))
          return false;
    }
  return true;
}

Tensor matrix(DType dt, int64_t r, int64_t c, void* data) {
  Tensor t{};
  t.dtype = dt;
  t.ndim = 2;
  t.shape[0] = r;
  t.shape[1] = c;
  t.strides[0] = c;
  t.strides[1] = 1;
  t.data = static_cast<char*>(data);
  return t;
}

// Plans and runs C = A B (n x n, row-major f64 or c128) under the current
// table; returns the provider and checks C against a triple loop.
template <class T> GemmProvider run(DType dt, int64_t n) {
  std::vector<T> a(n * n), b(n * n), c(n * n, T(7));
  for (int64_t i = 0; i < n * n; ++i) {
    a[i] = T(std::sin(0.3 * i + 1));
    b[i] = T(std::cos(0.7 * i));
    if constexpr (!std::is_floating_point_v<T>) {
      a[i] += T(0, std::cos(0.1 * i));
      b[i] += T(0, std::sin(0.2 * i));
    }
  }
  Tensor ta = matrix(dt, n, n, a.data()), tb = matrix(dt, n, n, b.data()),
         tc = matrix(dt, n, n, c.data());
  PlanPtr plan;
  MatmulExec x;
  EXPECT_EQ(matmul_prepare(ta, TF_OP_N, tb, TF_OP_N, tc, &plan, &x), TF_OK);
  std::vector<char> scratch(x.scratch_bytes + 1);
  matmul_execute(x, a.data(), b.data(), c.data(), tf_scalar{1, 0}, tf_scalar{0, 0},
                 scratch.data(), 1);
  double err = 0, mag = 0;
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j) {
      T s{};
      for (int64_t l = 0; l < n; ++l) s += a[i * n + l] * b[l * n + j];
      err = std::max(err, (double)std::abs(s - c[i * n + j]));
      mag = std::max(mag, (double)std::abs(s));
    }
  EXPECT_LE(err, 1e-12 * (mag + 1) * n) << "n = " << n;
  return x.provider;
}

std::string temp_path(const char* tag) {
  return std::string(::testing::TempDir()) + "tf_calib_" + tag + "_" + std::to_string(getpid());
}

void write(const std::string& path, const std::string& text) {
  std::ofstream(path) << text;
}

TEST(GemmChoice, MeasuredTableIsValid) {
  GemmTable t = gemm_calibrate();
  EXPECT_EQ(t.source, "measured");
  EXPECT_GT(t.calibration_ms, 0);
  expect_valid(t);
  expect_valid(gemm_builtin_table(), false);
  expect_valid(gemm_table(), gemm_table().source == "measured");
}

TEST(GemmChoice, ForcedTableRoutesProducts) {
  const GemmTable saved = gemm_table();
  std::vector<GemmProvider> provs = {GemmProvider::Small, GemmProvider::Blas};
  if (wide_gemm_covers(DType::F64)) provs.push_back(GemmProvider::Own);
  for (GemmProvider p : provs) {
    gemm_table_force(only(p));
    for (int64_t n : {2, 5, 8, 16, 33, 64}) {
      EXPECT_EQ(run<double>(DType::F64, n), p) << gemm_provider_name(p) << " n = " << n;
      EXPECT_EQ(run<std::complex<double>>(DType::C128, n), p)
          << gemm_provider_name(p) << " n = " << n;
    }
  }
  // Bands: small up to 4^3, OpenBLAS up to 16^3, then own (or OpenBLAS
  // where the own GEMM does not run).
  GemmTable t = only(GemmProvider::Blas);
  for (auto& d : t.bands)
    for (auto& b : d) {
      b.count = 3;
      b.max_work[0] = 64;
      b.prov[0] = GemmProvider::Small;
      b.max_work[1] = 4096;
      b.prov[1] = GemmProvider::Blas;
      b.max_work[2] = kTop;
      b.prov[2] = GemmProvider::Own;
    }
  gemm_table_force(t);
  const GemmProvider big = wide_gemm_covers(DType::F64) ? GemmProvider::Own : GemmProvider::Blas;
  EXPECT_EQ(run<double>(DType::F64, 4), GemmProvider::Small);
  EXPECT_EQ(run<double>(DType::F64, 5), GemmProvider::Blas);
  EXPECT_EQ(run<double>(DType::F64, 16), GemmProvider::Blas);
  EXPECT_EQ(run<double>(DType::F64, 17), big);
  EXPECT_EQ(gemm_choose(DType::F64, 1 << 30, 1 << 30, 1 << 30, true, false), GemmProvider::Blas);
  gemm_table_force(saved);
}

// Mid-size products are timed once per shape and process (gemm_choose_shape):
// the plan gets the own GEMM or OpenBLAS and its product is right (run()
// checks it against a triple loop); planning the shape again times nothing
// and gives the same provider. Outside 2^18..2^27 real multiply-adds, under
// the built-in table and for a General operand: the table's choice, and
// nothing is timed.
TEST(GemmShape, MidSizeShapesAreTimedOnceAndKept) {
  if (!wide_gemm_covers(DType::F64)) GTEST_SKIP() << "no own GEMM on this CPU";
  const GemmTable saved = gemm_table();
  GemmTable t = only(GemmProvider::Own);
  t.per_shape = true;
  gemm_table_force(t);
  const std::size_t before = gemm_shapes_timed();
  const GemmProvider p = run<double>(DType::F64, 101);  // 101^3 > 2^18
  EXPECT_TRUE(p == GemmProvider::Own || p == GemmProvider::Blas) << gemm_provider_name(p);
  EXPECT_EQ(gemm_shapes_timed(), before + 1);
  EXPECT_EQ(run<double>(DType::F64, 101), p);
  const GemmProvider pc = run<std::complex<double>>(DType::C128, 41);  // 4 * 41^3 > 2^18
  EXPECT_TRUE(pc == GemmProvider::Own || pc == GemmProvider::Blas);
  EXPECT_EQ(gemm_shapes_timed(), before + 2);
  EXPECT_EQ(run<std::complex<double>>(DType::C128, 41), pc);
  // The same shape in another layout is another shape.
  const GemmShape col{DType::F64, 101, 101, 101, MatClass::ColContig, MatClass::ColContig,
                      MatClass::ColContig, false, false};
  const GemmProvider q = gemm_choose_shape(col, GemmProvider::Own);
  EXPECT_EQ(gemm_shapes_timed(), before + 3);
  EXPECT_EQ(gemm_choose_shape(col, GemmProvider::Blas), q);  // kept, whatever the table says
  // Not timed: below and above the range, a General operand, the small kernels.
  const MatClass R = MatClass::RowContig;
  for (GemmShape s : {GemmShape{DType::F64, 48, 48, 48, R, R, R, false, false},
                      GemmShape{DType::F64, 1024, 1024, 1024, R, R, R, false, false},
                      GemmShape{DType::F64, 101, 101, 101, MatClass::General, R, R, false, false}})
    for (GemmProvider t : {GemmProvider::Own, GemmProvider::Blas})
      EXPECT_EQ(gemm_choose_shape(s, t), t);
  EXPECT_EQ(gemm_choose_shape(col, GemmProvider::Small), GemmProvider::Small);
  // The built-in table: the table's choice (a reproducible choice across processes).
  gemm_table_force(gemm_builtin_table());
  const GemmShape fresh{DType::F64, 103, 99, 101, R, R, R, false, false};
  EXPECT_EQ(gemm_choose_shape(fresh, GemmProvider::Own), GemmProvider::Own);
  EXPECT_EQ(gemm_choose_shape(fresh, GemmProvider::Blas), GemmProvider::Blas);
  EXPECT_EQ(gemm_shapes_timed(), before + 3);
  gemm_table_force(saved);
}

TEST(GemmChoice, FileRoundTrip) {
  GemmTable t = gemm_calibrate();
  const std::string path = temp_path("roundtrip");
  ASSERT_EQ(gemm_table_save(path.c_str(), t), TF_OK);
  GemmTable u;
  ASSERT_EQ(gemm_table_load(path.c_str(), &u), TF_OK) << last_error();
  EXPECT_TRUE(same(t, u)) << gemm_table_format(t) << "\nvs\n" << gemm_table_format(u);
  EXPECT_EQ(u.source, "file " + path);
  std::remove(path.c_str());
}

TEST(GemmChoice, CorruptFilesAreRefused) {
  // A valid file on any CPU: the small kernels, then OpenBLAS.
  std::string good = gemm_table_format(gemm_builtin_table());
  good = good.substr(0, good.find("\nf32")) + "\n";
  for (const char* d : {"f32", "f64", "c64", "c128"})
    for (const char* u : {"unit", "strided"})
      good += std::string(d) + " " + u + " small 1728 openblas\n";
  GemmTable parsed;
  ASSERT_EQ(gemm_table_parse(good, "good", &parsed), TF_OK) << last_error();
  struct Case {
    std::string text, fault;
  };
  auto replace = [&](const std::string& from, const std::string& to) {
    std::string s = good;
    s.replace(s.find(from), from.size(), to);
    return s;
  };
  std::vector<Case> cases = {
      {"", "empty"},
      {"garbage\n", "expected \"tenferro-gemm-calibration 2\""},
      {replace("calibration 2", "calibration 1"), "expected \"tenferro-gemm-calibration 2\""},
      {replace("isa ", "isa x"), "calibrated for isa x"},
      {replace("f64 unit small", "f64 unit tiny"), "unknown provider \"tiny\""},
      {replace("f64 unit small", "f64 unit small -3 small"), "not a work bound"},
      {replace("f64 unit small 1728", "f64 unit small 1728x"), "not a work bound"},
      {replace("c128 strided", "c128 diagonal"), "LAYOUT unit or strided"},
      {replace("f32 unit small", "f32 unit small 10"), "words"},
      {good + "f64 unit openblas\n", "f64 unit given twice"},
  };
  // Remove a line: no line for it.
  {
    std::string s = good;
    const std::size_t at = s.find("c64 strided");
    s.erase(at, s.find('\n', at) - at + 1);
    cases.push_back({s, "no line for c64 strided"});
  }
  for (const Case& c : cases) {
    GemmTable t;
    ASSERT_EQ(gemm_table_parse(c.text, "calib.txt", &t), TF_ERR_INVALID_ARGUMENT) << c.text;
    EXPECT_NE(std::string(last_error()).find("calib.txt"), std::string::npos) << last_error();
    EXPECT_NE(std::string(last_error()).find(c.fault), std::string::npos)
        << "expected \"" << c.fault << "\" in: " << last_error();
  }
  GemmTable t;
  EXPECT_EQ(gemm_table_load("/nonexistent/dir/calib", &t), TF_ERR_INVALID_ARGUMENT);
  EXPECT_NE(std::string(last_error()).find("cannot open"), std::string::npos);
}

TEST(GemmChoice, EnvironmentFile) {
  // A missing file: measured, then saved there.
  const std::string path = temp_path("env");
  std::remove(path.c_str());
  GemmTable t = gemm_table_from(path.c_str());
  EXPECT_EQ(t.source, "measured");
  GemmTable u;
  ASSERT_EQ(gemm_table_load(path.c_str(), &u), TF_OK) << last_error();
  EXPECT_TRUE(same(t, u));
  // An existing file: loaded, not measured.
  GemmTable f = only(GemmProvider::Small);
  ASSERT_EQ(gemm_table_save(path.c_str(), f), TF_OK);
  t = gemm_table_from(path.c_str());
  EXPECT_EQ(t.source, "file " + path);
  EXPECT_TRUE(same(t, f));
  // A corrupt file: refused (stderr), measured instead, the file untouched.
  write(path, "tenferro-gemm-calibration 2\nisa avx512\nf64 unit small\n");
  ::testing::internal::CaptureStderr();
  t = gemm_table_from(path.c_str());
  const std::string err = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(t.source, "measured");
  expect_valid(t);
  EXPECT_NE(err.find("refused"), std::string::npos) << err;
  EXPECT_NE(err.find(path), std::string::npos) << err;
  std::ifstream in(path);
  std::string first;
  std::getline(in, first);
  EXPECT_EQ(first, "tenferro-gemm-calibration 2");
  std::remove(path.c_str());
  // "builtin": no measurement.
  EXPECT_EQ(gemm_table_from("builtin").source, "built-in");
}

}  // namespace
}  // namespace tf
