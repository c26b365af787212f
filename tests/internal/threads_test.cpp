// The worker decision (engine/threads.cpp): big work on a budget of 2 gets
// 2 workers, small work 1, and inside any OpenMP region of the caller (also
// a one-thread or if(false) region, where a new region would be a freshly
// created nested team) always 1.
#include <gtest/gtest.h>
#include <omp.h>

#include "engine/threads.hpp"

namespace {

const double kBig = 1e9, kSmall = 10;

TEST(ChooseWorkers, SplitsOnlyWorkThatPays) {
  tf::CostModel m;
  EXPECT_EQ(tf::choose_workers(m, 2, kBig), 2);
  EXPECT_EQ(tf::choose_workers(m, 2, kSmall), 1);
  EXPECT_EQ(tf::choose_workers(m, 1, kBig), 1);
  EXPECT_EQ(tf::choose_workers(m, 8, kBig), 8);
}

TEST(ChooseWorkers, OneInsideCallersRegion) {
  tf::CostModel m;
  int active = -1, one_thread = -1, disabled = -1;
#pragma omp parallel num_threads(2)
  {
#pragma omp single
    active = tf::choose_workers(m, 2, kBig);
  }
#pragma omp parallel num_threads(1)
  one_thread = tf::choose_workers(m, 2, kBig);
#pragma omp parallel if (0)
  disabled = tf::choose_workers(m, 2, kBig);
  EXPECT_EQ(active, 1);
  EXPECT_EQ(one_thread, 1);
  EXPECT_EQ(disabled, 1);
  EXPECT_EQ(tf::choose_workers(m, 2, kBig), 2);  // and 2 again outside
}

}  // namespace
