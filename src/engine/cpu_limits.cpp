// engine/cpu_limits.cpp: affinity mask and cgroup CPU quota.
#include "engine/cpu_limits.hpp"

#include <sched.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <vector>

namespace tf {

int affinity_cpus() {
  // Grow the mask until it holds every CPU the kernel knows of.
  for (int ncpu = 1024; ncpu <= (1 << 20); ncpu *= 2) {
    cpu_set_t* set = CPU_ALLOC(ncpu);
    if (!set) return 0;
    std::size_t size = CPU_ALLOC_SIZE(ncpu);
    CPU_ZERO_S(size, set);
    int rc = sched_getaffinity(0, size, set);
    int n = rc == 0 ? CPU_COUNT_S(size, set) : 0;
    CPU_FREE(set);
    if (rc == 0) return n;
    if (errno != EINVAL) return 0;
  }
  return 0;
}

namespace {

bool read_file(const std::string& path, std::string* out) {
  std::ifstream f(path);
  if (!f) return false;
  std::ostringstream s;
  s << f.rdbuf();
  *out = s.str();
  return true;
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  std::istringstream in(s);
  while (std::getline(in, cur, sep)) out.push_back(cur);
  return out;
}

// CPUs for a quota of `quota` per `period` (both in microseconds).
int quota_cpus(double quota, double period) {
  if (!(quota > 0) || !(period > 0)) return 0;
  double n = std::ceil(quota / period);
  return n < 1 ? 1 : (n > 1e6 ? 1000000 : (int)n);
}

// v2: "max 100000" or "150000 100000".
int v2_limit(const std::string& dir) {
  std::string text;
  if (!read_file(dir + "/cpu.max", &text)) return 0;
  std::istringstream in(text);
  std::string q;
  double period = 0;
  if (!(in >> q >> period) || q == "max") return 0;
  return quota_cpus(std::strtod(q.c_str(), nullptr), period);
}

// v1: cpu.cfs_quota_us (-1 = none) and cpu.cfs_period_us.
int v1_limit(const std::string& dir) {
  std::string q, p;
  if (!read_file(dir + "/cpu.cfs_quota_us", &q) || !read_file(dir + "/cpu.cfs_period_us", &p))
    return 0;
  return quota_cpus(std::strtod(q.c_str(), nullptr), std::strtod(p.c_str(), nullptr));
}

int min_known(int a, int b) { return a == 0 ? b : (b == 0 ? a : (a < b ? a : b)); }

// Smallest limit from dir up to the mount point (the ancestors' quotas bind
// too).
int walk_up(const std::string& mount, std::string rel, int (*limit)(const std::string&)) {
  int best = 0;
  for (;;) {
    best = min_known(best, limit(mount + rel));
    if (rel.empty() || rel == "/") break;
    std::size_t slash = rel.find_last_of('/');
    rel = slash == std::string::npos || slash == 0 ? std::string() : rel.substr(0, slash);
  }
  return best;
}

// The process's path in a hierarchy relative to the mount's root (a
// container's mount root is often the process's own cgroup).
std::string relative(const std::string& path, const std::string& mount_root) {
  if (mount_root == "/" || mount_root.empty()) return path == "/" ? "" : path;
  if (path.compare(0, mount_root.size(), mount_root) == 0) return path.substr(mount_root.size());
  return "";
}

}  // namespace

int cgroup_cpu_limit(const std::string& root) {
  std::string cgroups, mountinfo;
  if (!read_file(root + "/proc/self/cgroup", &cgroups) ||
      !read_file(root + "/proc/self/mountinfo", &mountinfo))
    return 0;
  // /proc/self/cgroup: "0::/path" (v2) and "N:cpu,cpuacct:/path" (v1).
  std::string v2_path, v1_path;
  bool has_v2 = false, has_v1 = false;
  for (const std::string& line : split(cgroups, '\n')) {
    std::size_t a = line.find(':'), b = line.find(':', a + 1);
    if (a == std::string::npos || b == std::string::npos) continue;
    std::string id = line.substr(0, a), ctrl = line.substr(a + 1, b - a - 1);
    std::string path = line.substr(b + 1);
    if (id == "0" && ctrl.empty()) {
      has_v2 = true;
      v2_path = path;
    }
    for (const std::string& c : split(ctrl, ','))
      if (c == "cpu") {
        has_v1 = true;
        v1_path = path;
      }
  }
  // mountinfo: "ID PARENT MAJ:MIN ROOT MOUNTPOINT OPTS ... - FSTYPE SOURCE SUPEROPTS"
  int best = 0;
  for (const std::string& line : split(mountinfo, '\n')) {
    std::vector<std::string> f;
    std::istringstream in(line);
    for (std::string w; in >> w;) f.push_back(w);
    std::size_t dash = 0;
    while (dash < f.size() && f[dash] != "-") ++dash;
    if (f.size() < 5 || dash + 1 >= f.size()) continue;
    const std::string& mroot = f[3];
    const std::string mpoint = root + f[4];
    const std::string& fstype = f[dash + 1];
    if (fstype == "cgroup2" && has_v2) {
      best = min_known(best, walk_up(mpoint, relative(v2_path, mroot), v2_limit));
    } else if (fstype == "cgroup" && has_v1 && dash + 3 < f.size()) {
      for (const std::string& o : split(f[dash + 3], ','))
        if (o == "cpu") best = min_known(best, walk_up(mpoint, relative(v1_path, mroot), v1_limit));
    }
  }
  return best;
}

int available_cpus() {
  int n = min_known(affinity_cpus(), cgroup_cpu_limit());
  if (n == 0) {
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    n = online > 0 ? (int)online : 1;
  }
  return n < 1 ? 1 : n;
}

}  // namespace tf
