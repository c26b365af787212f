// suite-xsmm-jit / suite-xsmm: the LIBXSMM peer (Debian libxsmm-dev 1.17),
// f64 products only (LIBXSMM 1.17 generates no complex kernels).
//   suite-xsmm-jit  (SUITE_XSMM_JIT) a kernel dispatched once outside the
//                   timed loop (libxsmm_dmmdispatch: JIT code for this CPU),
//                   called in the loop: the floor of a product of fixed shape;
//                   only where LIBXSMM generates one (small products).
//   suite-xsmm      libxsmm_dgemm per product: dispatch in the call, BLAS
//                   (the OpenBLAS tenferro links) above LIBXSMM's size limit.
// Row-major C = A B is LIBXSMM's column-major C^T = B^T A^T. LIBXSMM's own
// kernels are single-threaded; the BLAS it falls back to runs at --threads
// (OpenMP ICV, set once): left at its default it used every CPU while the
// 1-thread clock counted only the calling thread's time.
#include <libxsmm.h>
#include <omp.h>

#include "suite.hpp"

namespace {

using namespace suite;

void reg(const char* fam) {
  each(fam, [fam](long n) {
    const Dims d = matmul_dims(fam, n);
    const libxsmm_blasint m = d.n, nn = d.m, k = d.k;  // column-major view
#ifdef SUITE_XSMM_JIT
    const double alpha = 1, beta = 0;
    libxsmm_dmmfunction f = libxsmm_dmmdispatch(m, nn, k, nullptr, nullptr, nullptr, &alpha,
                                                &beta, nullptr, nullptr);
    if (!f) return;  // no JIT kernel for this shape: not a case of this peer
    add(fam, n, [d, f](benchmark::State& st) {
      auto a = random_vec<double>(d.m * d.k, 1), b = random_vec<double>(d.k * d.n, 2);
      std::vector<double> c(d.m * d.n);
      for (auto _ : st) f(b.data(), a.data(), c.data());
      benchmark::DoNotOptimize(c.data());
    });
#else
    add(fam, n, [d, m, nn, k](benchmark::State& st) {
      auto a = random_vec<double>(d.m * d.k, 1), b = random_vec<double>(d.k * d.n, 2);
      std::vector<double> c(d.m * d.n);
      const double alpha = 1, beta = 0;
      for (auto _ : st)
        libxsmm_dgemm("N", "N", &m, &nn, &k, &alpha, b.data(), &m, a.data(), &k, &beta, c.data(),
                      &m);
      benchmark::DoNotOptimize(c.data());
    });
#endif
  });
}

}  // namespace

int main(int argc, char** argv) {
  parse(&argc, argv);
  omp_set_num_threads(opts().threads);
  libxsmm_init();
  reg("matmul_f64");
  reg("tn_f64");
#ifdef SUITE_XSMM_JIT
  return run(argc, argv, "libxsmm-jit");
#else
  return run(argc, argv, "libxsmm");
#endif
}
