// engine/cpu_limits.hpp: how many CPUs this process may actually use, for
// the default worker count of a pooled engine (engine/threads.cpp).
#pragma once
#include <string>

namespace tf {

// CPUs in the calling thread's affinity mask (sched_getaffinity: taskset,
// numactl, SLURM and container cpusets); 0 if it cannot be read.
int affinity_cpus();

// CPUs the cgroup CPU quota allows, rounded up: cgroup v2 cpu.max
// ("QUOTA PERIOD", "max" = none) or cgroup v1 cpu.cfs_quota_us /
// cpu.cfs_period_us (-1 = none), the smallest over the process's cgroup and
// its ancestors. 0 when no quota is set or nothing can be read. The files are
// read under `root` ("" = the real /proc and /sys; tests pass a fake tree):
// root/proc/self/mountinfo and root/proc/self/cgroup locate the cgroup
// directories, root/<mount point>/... hold the limits.
int cgroup_cpu_limit(const std::string& root = "");

// min(affinity_cpus(), cgroup_cpu_limit()) of those known, else the online
// CPUs, and at least 1.
int available_cpus();

}  // namespace tf
