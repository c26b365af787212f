// run_parts (engine/threads.cpp), the team every parallel call of tenferro
// runs on: each part runs exactly once, whatever the number of parts, the
// helpers' state (spinning, napping, asleep), the number of calling threads
// or a fork; inside a part nothing splits again; after the calling thread
// hands OpenBLAS several threads, the parts run in an OpenMP region. Labelled
// "concurrency": scripts/sanitize.sh runs it under ThreadSanitizer.
#include <gtest/gtest.h>
#include <omp.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

#include "engine/threads.hpp"

#include "../under_tsan.h"

namespace {

// Runs `parts` parts that each write their own slots of a plain array and
// count themselves; checks every part ran once and its writes are visible.
void check_once(int parts, int salt) {
  std::vector<long> out((size_t)parts * 8, -1);
  std::vector<std::atomic<int>> runs((size_t)parts);
  for (auto& r : runs) r.store(0);
  auto part = [&](int t) {
    ASSERT_GE(t, 0);
    ASSERT_LT(t, parts);
    runs[(size_t)t].fetch_add(1, std::memory_order_relaxed);
    for (int i = 0; i < 8; ++i) out[(size_t)t * 8 + i] = (long)t * 1000 + i + salt;
  };
  tf::run_parts(parts, part);
  for (int t = 0; t < parts; ++t) {
    ASSERT_EQ(runs[(size_t)t].load(), 1) << "part " << t << " of " << parts;
    for (int i = 0; i < 8; ++i) ASSERT_EQ(out[(size_t)t * 8 + i], (long)t * 1000 + i + salt);
  }
}

TEST(RunParts, EachPartOnceBackToBack) {
  for (int parts : {1, 2, 3, 7, 2, 16, 2})
    for (int rep = 0; rep < (TF_UNDER_TSAN ? 50 : 500); ++rep) check_once(parts, rep);
}

TEST(RunParts, EachPartOnceAfterIdle) {
  // Helpers spinning (0 ms), napping (5 ms) and asleep (250 ms: past the
  // polling stage) when the work arrives.
  check_once(2, 0);
  for (int ms : {0, 5, 250, 0, 5}) {
    std::this_thread::sleep_for(std::chrono::milliseconds(ms));
    check_once(2, ms);
    check_once(3, ms);
  }
}

TEST(RunParts, UsesHelperThreads) {
  // With helpers spinning, back-to-back calls of parts that wait for each
  // other's start find at least one run on another thread (the caller
  // would otherwise have to run both: it never waits for a part to start).
  const std::thread::id caller = std::this_thread::get_id();
  int on_helper = 0;
  for (int rep = 0; rep < 200 && on_helper == 0; ++rep) {
    std::atomic<int> others{0};
    auto part = [&](int) {
      if (std::this_thread::get_id() != caller) others.fetch_add(1);
      const auto until = std::chrono::steady_clock::now() + std::chrono::microseconds(200);
      while (std::chrono::steady_clock::now() < until) {
      }
    };
    tf::run_parts(2, part);
    on_helper += others.load();
  }
  EXPECT_GT(on_helper, 0);
}

TEST(RunParts, NothingSplitsInsideAPart) {
  tf::CostModel m;
  std::atomic<int> inner_workers{0}, inner_parts{0}, bad{0};
  auto part = [&](int) {
    if (!tf::in_parts()) bad.fetch_add(1);
    inner_workers.fetch_add(tf::choose_workers(m, 2, 1e9));
    auto inner = [&](int) { inner_parts.fetch_add(1); };
    tf::run_parts(3, inner);  // runs all three, on this thread
  };
  tf::run_parts(2, part);
  EXPECT_EQ(bad.load(), 0);
  EXPECT_EQ(inner_workers.load(), 2);  // 1 in each part
  EXPECT_EQ(inner_parts.load(), 6);
  EXPECT_FALSE(tf::in_parts());
  EXPECT_EQ(tf::choose_workers(m, 2, 1e9), 2);
}

TEST(RunParts, ManyCallingThreadsEachWithATeam) {
  // Teams are per calling thread; each is joined when its thread exits.
  std::vector<std::thread> ts;
  std::atomic<int> failures{0};
  for (int t = 0; t < 6; ++t)
    ts.emplace_back([&, t] {
      for (int rep = 0; rep < (TF_UNDER_TSAN ? 30 : 200); ++rep) {
        std::atomic<int> sum{0};
        auto part = [&](int p) { sum.fetch_add(p + 1); };
        tf::run_parts(2 + (rep + t) % 3, part);
        const int n = 2 + (rep + t) % 3;
        if (sum.load() != n * (n + 1) / 2) failures.fetch_add(1);
      }
    });
  for (auto& th : ts) th.join();
  EXPECT_EQ(failures.load(), 0);
}

TEST(RunParts, OpenMPRegionWhileOpenBLASThreadsSpin) {
  std::atomic<int> in_omp{0};
  auto part = [&](int) {
    if (omp_get_level() > 0) in_omp.fetch_add(1);
  };
  { tf::BlasThreads threads(2); }  // the caller handed OpenBLAS 2 threads
  tf::run_parts(2, part);
  EXPECT_EQ(in_omp.load(), 2);
  std::this_thread::sleep_for(std::chrono::milliseconds(30));  // libgomp's spin is over
  in_omp = 0;
  tf::run_parts(2, part);
  EXPECT_EQ(in_omp.load(), 0);
}

#if !TF_UNDER_TSAN  // TSan does not support threads started after a fork
TEST(RunParts, WorksInAForkedChild) {
  check_once(2, 1);  // this thread has a team with a helper
  pid_t pid = fork();
  ASSERT_GE(pid, 0);
  if (pid == 0) {
    // The helper does not exist here: a new team must start.
    std::atomic<int> sum{0};
    for (int rep = 0; rep < 50; ++rep) {
      auto part = [&](int p) { sum.fetch_add(p + 1); };
      tf::run_parts(3, part);
    }
    _exit(sum.load() == 50 * 6 ? 0 : 1);
  }
  int status = 0;
  ASSERT_EQ(waitpid(pid, &status, 0), pid);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0);
  check_once(2, 2);  // and the parent's team still works
}
#endif

}  // namespace
