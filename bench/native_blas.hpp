// bench/native_blas.hpp: every benchmark measures the OpenBLAS a user runs.
//
// OpenBLAS reads OPENBLAS_CORETYPE (which kernels to run) and
// OPENBLAS_L2_SIZE when it is loaded, before main. A development
// environment may pin them (e.g. to Haswell kernels on an AVX-512 CPU),
// which holds the BLAS peer back. native_blas_reexec(argv), first thing in
// main, re-executes the benchmark without the two variables, so every
// benchmark command runs OpenBLAS's own kernels for the CPU; the variables
// are removed for the benchmark process alone. (TF_BENCH_KEEP_OPENBLAS_ENV=1
// keeps them: the ctest smoke runs of the benchmarks use it, so tests and
// CI never change them; OPENBLAS_CORETYPE set with it is reported.)
//
// native_blas_banner() names what was measured: the CPU model, the thread
// count and openblas_get_corename() (looked up in the process, so the
// header needs no link to OpenBLAS; "not loaded" when no OpenBLAS is in the
// process).
#pragma once
#include <dlfcn.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace tfbench {

inline void native_blas_reexec(char** argv) {
  if (std::getenv("TF_BENCH_KEEP_OPENBLAS_ENV")) return;
  if (!std::getenv("OPENBLAS_CORETYPE") && !std::getenv("OPENBLAS_L2_SIZE")) return;
  unsetenv("OPENBLAS_CORETYPE");
  unsetenv("OPENBLAS_L2_SIZE");
  execv("/proc/self/exe", argv);
  std::fprintf(stderr, "warning: cannot re-execute without OPENBLAS_CORETYPE (%s); "
                       "OpenBLAS keeps the kernels it was pinned to\n",
               std::strerror(errno));
}

inline std::string openblas_core() {
  using Fn = char* (*)();
  auto f = reinterpret_cast<Fn>(dlsym(RTLD_DEFAULT, "openblas_get_corename"));
  if (!f) return "not loaded";
  std::string s = f();
  while (!s.empty() && (s.back() == ' ' || s.back() == '\n')) s.pop_back();
  const char* pinned = std::getenv("OPENBLAS_CORETYPE");
  if (pinned) s += std::string(" (pinned by OPENBLAS_CORETYPE=") + pinned + ")";
  return s;
}

inline std::string cpu_model_name() {
  std::string model = "unknown";
  if (FILE* f = std::fopen("/proc/cpuinfo", "r")) {
    char line[512];
    while (std::fgets(line, sizeof line, f)) {
      if (std::strncmp(line, "model name", 10) == 0) {
        const char* c = std::strchr(line, ':');
        if (c) {
          model = c + 1;
          while (!model.empty() && (model[0] == ' ' || model[0] == '\t')) model.erase(0, 1);
          while (!model.empty() && (model.back() == '\n' || model.back() == ' ')) model.pop_back();
        }
        break;
      }
    }
    std::fclose(f);
  }
  return model;
}

// One line on `out`: cpu, online CPUs, the benchmark's thread count (0:
// named per benchmark, serial engines 1, pooled engines up to the CPUs), the
// OpenBLAS kernel.
inline std::string threads_text(int threads) {
  return threads > 0 ? std::to_string(threads) : std::string("per benchmark");
}
inline void native_blas_banner(FILE* out, const char* tool, int threads) {
  std::fprintf(out, "%s: cpu %s (%ld CPUs online), threads %s, OpenBLAS core %s\n", tool,
               cpu_model_name().c_str(), sysconf(_SC_NPROCESSORS_ONLN),
               threads_text(threads).c_str(), openblas_core().c_str());
}

}  // namespace tfbench

// For Google Benchmark mains: the re-exec, the banner on stderr, and the same
// facts in the JSON context.
#ifdef BENCHMARK_BENCHMARK_H_
namespace tfbench {
inline void native_blas_context(const char* tool, int threads) {
  native_blas_banner(stderr, tool, threads);
  benchmark::AddCustomContext("openblas_core", openblas_core());
  benchmark::AddCustomContext("cpu_model", cpu_model_name());
  benchmark::AddCustomContext("bench_threads", threads_text(threads));
}
}  // namespace tfbench
#define TF_BENCHMARK_MAIN(tool)                                  \
  int main(int argc, char** argv) {                              \
    tfbench::native_blas_reexec(argv);                           \
    tfbench::native_blas_context(tool, 0);                       \
    benchmark::Initialize(&argc, argv);                          \
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1; \
    benchmark::RunSpecifiedBenchmarks();                         \
    benchmark::Shutdown();                                       \
    return 0;                                                    \
  }
#endif
