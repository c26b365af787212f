// engine/threads.cpp: worker-count decision and OpenMP thread scoping.
#include "engine/threads.hpp"

#include <omp.h>
#include <pthread.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "engine/cpu_limits.hpp"

namespace tf {

int choose_workers(const CostModel& m, int max_workers, double madds) {
  // Inside any OpenMP region of the caller, also an inactive one (one
  // thread, or if(false)), work stays on the calling thread: a region opened
  // there is a nested team, created afresh on every call (about 4x the cost
  // of the work at 128 x 128 on the reference machine).
  if (max_workers <= 1 || omp_get_level() > 0 || in_parts()) return 1;
  double work_ns = madds / m.madds_per_ns;
  if (work_ns < 2.0 * m.min_work_ns || work_ns < 4.0 * m.region_ns) return 1;
  double w = work_ns / m.min_work_ns;
  int workers = w >= max_workers ? max_workers : (int)w;
  return workers < 1 ? 1 : workers;
}

namespace {
int env_threads(const char* name) {
  const char* v = std::getenv(name);
  if (!v || !*v) return 0;
  char* end = nullptr;
  long n = std::strtol(v, &end, 10);  // OMP_NUM_THREADS may be a list: take the first
  if (end == v || n <= 0) return 0;     // not a positive number: ignored
  return n > kMaxThreads ? kMaxThreads : (int)n;
}
}  // namespace

int default_num_threads() {
  if (int n = env_threads("TENFERRO_NUM_THREADS")) return n;
  if (int n = env_threads("OMP_NUM_THREADS")) return n;
  return available_cpus();
}

int pooled_num_threads(int requested) {
  int n = requested > 0 ? requested : default_num_threads();
  int limit = omp_get_thread_limit();  // OMP_THREAD_LIMIT, else INT_MAX
  if (limit > 0 && n > limit) n = limit;
  return n < 1 ? 1 : n;
}

namespace {

inline void pause_once() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#endif
}

thread_local int parts_depth = 0;

struct PartsScope {
  PartsScope() { ++parts_depth; }
  ~PartsScope() { --parts_depth; }
};

// An idle helper waits in three stages, so that the caller seldom has to
// wake it with a system call (a futex wake of a sleeping thread costs the
// caller ~25 us on the reference machine, a virtual machine: more than half
// a 128^3 product):
//   spin   up to kSpinFor, reading its cache line (back-to-back products
//          in a sweep find it here; libgomp spins ~6 ms after a region);
//   poll   short sleeps from kPollMin doubling to kPollMax, until kPollFor
//          (the caller only writes the line; the helper sees it at its next
//          wake-up and joins in if a part is left);
//   sleep  on a condition variable, woken by the caller.
constexpr auto kSpinFor = std::chrono::milliseconds(1);
constexpr auto kPollMin = std::chrono::microseconds(50);
constexpr auto kPollMax = std::chrono::milliseconds(1);
constexpr auto kPollFor = std::chrono::milliseconds(200);

struct Team;

// One helper thread, alone on its cache line(s): it spins reading `seq`
// until the caller posts a new sequence number.
struct alignas(64) Helper {
  std::atomic<uint32_t> seq{0};
  std::atomic<bool> sleeping{false};
  std::atomic<bool> park{false};  // stop spinning (the caller hands OpenBLAS threads)
  // Set by the team's destructor before its last post (a helper that saw
  // an earlier post late may read it at the same time: atomic).
  std::atomic<bool> quit{false};
  std::mutex m;
  std::condition_variable cv;
  std::thread th;

  // Publishes sequence number n; wakes the helper if it sleeps. The
  // seq_cst store/load pair against the helper's sleeping/seq pair means
  // at least one of them sees the other's write.
  void post(uint32_t n) {
    seq.store(n, std::memory_order_seq_cst);
    if (sleeping.load(std::memory_order_seq_cst)) {
      std::lock_guard<std::mutex> lk(m);
      cv.notify_one();
    }
  }
};

struct Team {
  // The current job. Parts are claimed, by the caller and the helpers
  // alike, from one word, `claim` = job number << 32 | parts << 16 | next
  // part: a helper that wakes late finds the job number changed or every
  // part taken and claims nothing, so a slow or descheduled helper never
  // delays the caller by more than the part it has already started. (The
  // part count is in the word, not beside it: a helper still looking at
  // the last job must not read the next job's count.) part and ctx are
  // written before the word is set (release), read after a successful
  // claim (acquire), and stay until `finished` reaches the part count (the
  // caller waits for that).
  alignas(64) std::atomic<uint64_t> claim{0};
  alignas(64) std::atomic<int> finished{0};
  void (*part)(void*, int) = nullptr;
  void* ctx = nullptr;
  uint32_t n = 0;
  unsigned generation = 0;
  std::vector<std::unique_ptr<Helper>> helpers;

  Team();
  ~Team();
  void abandon();
  void grow(int want);

  // Claims and runs parts of job `job` until none is left.
  void work(uint32_t job) {
    uint64_t c = claim.load(std::memory_order_acquire);
    for (;;) {
      const uint32_t next = (uint32_t)c & 0xffff, parts = ((uint32_t)c >> 16) & 0xffff;
      if ((uint32_t)(c >> 32) != job || next >= parts) return;
      if (!claim.compare_exchange_weak(c, c + 1, std::memory_order_acq_rel)) continue;
      part(ctx, (int)next);
      finished.fetch_add(1, std::memory_order_release);
      c = claim.load(std::memory_order_acquire);
    }
  }
};

// Waits until h->seq differs from `seen` (the stages above); returns it.
uint32_t helper_wait(Helper* h, uint32_t seen) {
  using clock = std::chrono::steady_clock;
  uint32_t s;
  const auto t0 = clock::now();
  for (int i = 1; (s = h->seq.load(std::memory_order_acquire)) == seen; ++i) {
    pause_once();
    if ((i & 255) == 0 && (h->park.load(std::memory_order_relaxed) || clock::now() - t0 > kSpinFor))
      break;
  }
  h->park.store(false, std::memory_order_relaxed);
  for (auto nap = kPollMin; (s = h->seq.load(std::memory_order_acquire)) == seen;) {
    if (clock::now() - t0 > kPollFor) {
      std::unique_lock<std::mutex> lk(h->m);
      h->sleeping.store(true, std::memory_order_seq_cst);
      while ((s = h->seq.load(std::memory_order_seq_cst)) == seen) h->cv.wait(lk);
      h->sleeping.store(false, std::memory_order_relaxed);
      break;
    }
    std::this_thread::sleep_for(nap);
    nap = std::min<std::chrono::microseconds>(2 * nap, kPollMax);
  }
  return s;
}

// A helper's loop; `seen` is the team's job number when it starts.
void helper_main(Team* team, Helper* h, uint32_t seen) {
  PartsScope scope;
  for (;;) {
    seen = helper_wait(h, seen);
    if (h->quit.load(std::memory_order_acquire)) return;
    team->work(seen);
  }
}

// fork() copies only the forking thread: a team made before it has no
// threads in the child. The child's teams see a new generation and start
// afresh (the old helpers' memory is abandoned, never touched).
std::atomic<unsigned> fork_generation{0};
void on_fork_child() { fork_generation.fetch_add(1, std::memory_order_relaxed); }

Team::Team() {
  static const bool registered = (pthread_atfork(nullptr, nullptr, on_fork_child), true);
  (void)registered;
  generation = fork_generation.load(std::memory_order_relaxed);
}

Team::~Team() {
  if (generation != fork_generation.load(std::memory_order_relaxed)) {
    abandon();
    return;
  }
  ++n;
  for (auto& h : helpers) {
    h->quit.store(true, std::memory_order_release);
    h->post(n);
    h->th.join();
  }
}

void Team::abandon() {
  // The threads do not exist in this process: their Helpers (and the
  // std::thread objects, which must not be destroyed while joinable) are
  // left as they are.
  for (auto& h : helpers) (void)h.release();
  helpers.clear();
}

void Team::grow(int want) {
  if (generation != fork_generation.load(std::memory_order_relaxed)) {
    abandon();
    generation = fork_generation.load(std::memory_order_relaxed);
  }
  while ((int)helpers.size() < want) {
    try {
      auto h = std::make_unique<Helper>();
      h->seq.store(n, std::memory_order_relaxed);
      h->th = std::thread(helper_main, this, h.get(), n);
      helpers.push_back(std::move(h));
    } catch (...) {
      return;  // no more threads: the caller claims their parts
    }
  }
}

// The calling thread's team, once it has one (see park_helpers).
thread_local Team* my_team = nullptr;

Team& this_thread_team() {
  thread_local Team team;
  my_team = &team;
  return team;
}

}  // namespace

bool in_parts() { return parts_depth > 0; }

// Until when OpenBLAS's OpenMP threads, last handed out by this thread
// (BlasThreads), still spin: libgomp's workers spin ~6 ms after a region.
// A team started in that window would share cores with them, so run_parts
// joins their team instead.
constexpr auto kGompSpin = std::chrono::milliseconds(8);
thread_local std::chrono::steady_clock::time_point gomp_spins_until{};

bool gomp_spinning() { return std::chrono::steady_clock::now() < gomp_spins_until; }

void run_parts(int parts, void (*part)(void*, int), void* ctx) {
  if (parts <= 1 || parts > kMaxThreads || in_parts()) {
    PartsScope scope;
    for (int t = 0; t < parts; ++t) part(ctx, t);
    return;
  }
  if (gomp_spinning()) {
#pragma omp parallel num_threads(parts)
    {
      PartsScope scope;
      for (int t = omp_get_thread_num(); t < parts; t += omp_get_num_threads()) part(ctx, t);
    }
    return;
  }
  Team& tm = this_thread_team();
  tm.grow(std::min(parts, kMaxThreads) - 1);
  tm.part = part;
  tm.ctx = ctx;
  tm.finished.store(0, std::memory_order_relaxed);
  const uint32_t n = ++tm.n;
  tm.claim.store((uint64_t)n << 32 | (uint64_t)parts << 16, std::memory_order_release);
  const int posted = std::min(parts - 1, (int)tm.helpers.size());
  for (int i = 0; i < posted; ++i) tm.helpers[(size_t)i]->post(n);
  {
    PartsScope scope;
    tm.work(n);
  }
  for (int spins = 0; tm.finished.load(std::memory_order_acquire) != parts;) {
    if (++spins < 4096) pause_once();
    else std::this_thread::yield();  // a descheduled helper must get to run
  }
}

void park_helpers() {
  if (Team* tm = my_team)
    for (auto& h : tm->helpers) h->park.store(true, std::memory_order_relaxed);
}

BlasThreads::BlasThreads(int workers) : saved_(omp_get_max_threads()) {
  if (saved_ != workers) omp_set_num_threads(workers);
  if (workers > 1) park_helpers();  // OpenBLAS's threads get the cores
}

BlasThreads::~BlasThreads() {
  if (omp_get_max_threads() > 1) gomp_spins_until = std::chrono::steady_clock::now() + kGompSpin;
  if (omp_get_max_threads() != saved_) omp_set_num_threads(saved_);
}

}  // namespace tf
