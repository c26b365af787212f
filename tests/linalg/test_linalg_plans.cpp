// tests/linalg/test_linalg_plans.cpp: a repeated decomposition of the same
// shape finds its plan and asks LAPACK for no new workspace size.
#include <gtest/gtest.h>

#include <vector>

#include "core/tensor.hpp"
#include "engine/engine.hpp"
#include "ops/linalg.hpp"
#include "providers/lapack.hpp"

namespace tf {
namespace {

TEST(LinalgPlans, RepeatedShapeQueriesOnce) {
  Engine e(true, 1, nullptr, 1 << 20);
  const int64_t shape[2] = {6, 4};
  std::vector<double> a(24), u(24), s(4), vh(16), q(24), r(16), w(16), x(16);
  for (int i = 0; i < 24; ++i) a[i] = (i * 7 % 11) - 5.0 + (i == 3);
  const int64_t us[2] = {6, 4}, ss[1] = {4}, vs[2] = {4, 4};
  Tensor* ta = tensor_new_borrowed(DType::F64, 2, shape, nullptr, a.data());
  Tensor* tu = tensor_new_borrowed(DType::F64, 2, us, nullptr, u.data());
  Tensor* ts = tensor_new_borrowed(DType::F64, 1, ss, nullptr, s.data());
  Tensor* tv = tensor_new_borrowed(DType::F64, 2, vs, nullptr, vh.data());
  Tensor* tq = tensor_new_borrowed(DType::F64, 2, us, nullptr, q.data());
  Tensor* tr = tensor_new_borrowed(DType::F64, 2, vs, nullptr, r.data());
  SvdResult res;
  ASSERT_EQ(svd(e, ta, SvdOpts{}, tu, ts, tv, nullptr, nullptr, nullptr, &res), TF_OK);
  ASSERT_EQ(qr(e, ta, false, false, tq, tr, nullptr, nullptr), TF_OK);
  const uint64_t q0 = lapack::queries(), miss0 = e.stats().plan_misses,
                 hit0 = e.stats().plan_hits;
  for (int i = 0; i < 5; ++i) {
    ASSERT_EQ(svd(e, ta, SvdOpts{}, tu, ts, tv, nullptr, nullptr, nullptr, &res), TF_OK);
    ASSERT_EQ(qr(e, ta, false, false, tq, tr, nullptr, nullptr), TF_OK);
  }
  EXPECT_EQ(lapack::queries(), q0);
  EXPECT_EQ(e.stats().plan_misses, miss0);
  EXPECT_EQ(e.stats().plan_hits, hit0 + 10);
  // Another shape is a new plan and new queries.
  const int64_t shape2[2] = {4, 6};
  Tensor* ta2 = tensor_new_borrowed(DType::F64, 2, shape2, nullptr, a.data());
  Tensor *u2, *s2, *v2;
  ASSERT_EQ(svd(e, ta2, SvdOpts{}, nullptr, nullptr, nullptr, &u2, &s2, &v2, &res), TF_OK);
  EXPECT_GT(lapack::queries(), q0);
  EXPECT_EQ(e.stats().plan_misses, miss0 + 1);
  for (Tensor* t : {ta, tu, ts, tv, tq, tr, ta2, u2, s2, v2}) tensor_release(t);
}

}  // namespace
}  // namespace tf
