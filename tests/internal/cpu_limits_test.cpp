// The cgroup CPU quota (engine/cpu_limits.cpp) read from fake /proc and
// /sys trees: v2 cpu.max and v1 cfs quota/period, ancestors' quotas, a
// container whose mount root is its own cgroup, and no quota at all.
#include <gtest/gtest.h>
#include <sched.h>
#include <stdlib.h>
#include <sys/stat.h>

#include <fstream>
#include <string>

#include "engine/cpu_limits.hpp"

namespace {

class FakeTree {
 public:
  FakeTree() {
    char tmpl[] = "/tmp/tf_cgroup_XXXXXX";
    root_ = mkdtemp(tmpl);
  }
  ~FakeTree() { (void)!system(("rm -rf '" + root_ + "'").c_str()); }
  void write(const std::string& rel, const std::string& text) {
    std::string path = root_ + rel;
    for (std::size_t i = 1; i < path.size(); ++i)
      if (path[i] == '/') mkdir(path.substr(0, i).c_str(), 0755);
    std::ofstream(path) << text;
  }
  const std::string& root() const { return root_; }

 private:
  std::string root_;
};

const char* kV2Mount = "30 23 0:26 / /sys/fs/cgroup rw,nosuid - cgroup2 cgroup2 rw\n";
const char* kV1Mount =
    "31 23 0:28 / /sys/fs/cgroup/cpu,cpuacct rw - cgroup cgroup rw,cpu,cpuacct\n"
    "32 23 0:29 / /sys/fs/cgroup/memory rw - cgroup cgroup rw,memory\n";

TEST(CgroupCpuLimit, V2QuotaRoundsUp) {
  FakeTree t;
  t.write("/proc/self/mountinfo", kV2Mount);
  t.write("/proc/self/cgroup", "0::/job\n");
  t.write("/sys/fs/cgroup/job/cpu.max", "150000 100000\n");
  EXPECT_EQ(tf::cgroup_cpu_limit(t.root()), 2);
  t.write("/sys/fs/cgroup/job/cpu.max", "50000 100000\n");
  EXPECT_EQ(tf::cgroup_cpu_limit(t.root()), 1);
  t.write("/sys/fs/cgroup/job/cpu.max", "max 100000\n");
  EXPECT_EQ(tf::cgroup_cpu_limit(t.root()), 0);
}

TEST(CgroupCpuLimit, V2ParentQuotaBinds) {
  FakeTree t;
  t.write("/proc/self/mountinfo", kV2Mount);
  t.write("/proc/self/cgroup", "0::/user/job/step\n");
  t.write("/sys/fs/cgroup/user/job/step/cpu.max", "max 100000\n");
  t.write("/sys/fs/cgroup/user/job/cpu.max", "300000 100000\n");
  t.write("/sys/fs/cgroup/user/cpu.max", "800000 100000\n");
  EXPECT_EQ(tf::cgroup_cpu_limit(t.root()), 3);
}

TEST(CgroupCpuLimit, V2ContainerMountRootIsOwnCgroup) {
  // Inside a container the mount root is the container's cgroup and the
  // files sit at the mount point itself.
  FakeTree t;
  t.write("/proc/self/mountinfo",
          "30 23 0:26 /docker/abc /sys/fs/cgroup ro - cgroup2 cgroup2 rw\n");
  t.write("/proc/self/cgroup", "0::/docker/abc\n");
  t.write("/sys/fs/cgroup/cpu.max", "200000 100000\n");
  EXPECT_EQ(tf::cgroup_cpu_limit(t.root()), 2);
}

TEST(CgroupCpuLimit, V1CfsQuota) {
  FakeTree t;
  t.write("/proc/self/mountinfo", kV1Mount);
  t.write("/proc/self/cgroup", "5:memory:/slurm/job1\n4:cpu,cpuacct:/slurm/job1\n");
  t.write("/sys/fs/cgroup/cpu,cpuacct/slurm/job1/cpu.cfs_quota_us", "250000\n");
  t.write("/sys/fs/cgroup/cpu,cpuacct/slurm/job1/cpu.cfs_period_us", "100000\n");
  t.write("/sys/fs/cgroup/cpu,cpuacct/cpu.cfs_quota_us", "-1\n");
  t.write("/sys/fs/cgroup/cpu,cpuacct/cpu.cfs_period_us", "100000\n");
  EXPECT_EQ(tf::cgroup_cpu_limit(t.root()), 3);
  t.write("/sys/fs/cgroup/cpu,cpuacct/slurm/job1/cpu.cfs_quota_us", "-1\n");
  EXPECT_EQ(tf::cgroup_cpu_limit(t.root()), 0);
}

TEST(CgroupCpuLimit, NothingReadableMeansNoLimit) {
  FakeTree t;
  EXPECT_EQ(tf::cgroup_cpu_limit(t.root()), 0);
  t.write("/proc/self/mountinfo", kV2Mount);
  t.write("/proc/self/cgroup", "0::/\n");  // no cpu.max at the root
  EXPECT_EQ(tf::cgroup_cpu_limit(t.root()), 0);
}

TEST(AvailableCpus, AffinityMaskBounds) {
  cpu_set_t set;
  CPU_ZERO(&set);
  ASSERT_EQ(sched_getaffinity(0, sizeof set, &set), 0);
  EXPECT_EQ(tf::affinity_cpus(), CPU_COUNT(&set));
  EXPECT_GE(tf::available_cpus(), 1);
  EXPECT_LE(tf::available_cpus(), CPU_COUNT(&set));
}

}  // namespace
