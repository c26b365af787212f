// tenferro-icount: the small-call pairs of bench/ (einsum, matmul, linalg)
// as named cases for callgrind. Each case runs a few warm-up calls, then
// `iters` calls with collection on, and dumps the counts under its name:
//
//   valgrind --tool=callgrind --collect-atstart=no tenferro-icount [prefix...]
//
// bench/smallcalls/icount.py does that and prints instructions per call and the
// ratios of each tenferro case to its hand-made peer. Without valgrind the
// client requests are no-ops (the binary just runs the calls).
#include <tenferro.h>

#include <cblas.h>
#include <omp.h>
#include <valgrind/callgrind.h>

#include <complex>
#include <cstdio>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "bench_common.hpp"
#include "../native_blas.hpp"

extern "C" {
void dgesdd_(const char*, const int*, const int*, double*, const int*, double*, double*,
             const int*, double*, const int*, double*, const int*, int*, int*, size_t);
void dgeqrf_(const int*, const int*, double*, const int*, double*, double*, const int*, int*);
void dorgqr_(const int*, const int*, const int*, double*, const int*, const double*, double*,
             const int*, int*);
void dsyevd_(const char*, const char*, const int*, double*, const int*, double*, double*,
             const int*, int*, const int*, int*, size_t, size_t);
void dgesv_(const int*, const int*, double*, const int*, int*, double*, const int*, int*);
}

namespace {

using zc = std::complex<double>;
using bench::check;

tf_engine* engine() {
  static tf_engine* e = [] {
    tf_engine* x = nullptr;
    check(tf_engine_create_serial(&x), "engine");
    return x;
  }();
  return e;
}

struct Case {
  std::string name;
  int iters;
  std::function<void()> setup;  // may be empty
  std::function<void()> call;
};
std::vector<Case> g_cases;
void add(std::string name, int iters, std::function<void()> call,
         std::function<void()> setup = {}) {
  g_cases.push_back({std::move(name), iters, std::move(setup), std::move(call)});
}

template <class T> T rnd(std::mt19937_64& g) {
  std::uniform_real_distribution<double> u(-1, 1);
  if constexpr (std::is_same_v<T, float> || std::is_same_v<T, double>) return (T)u(g);
  else return T(u(g), u(g));
}

template <class T> tf_dtype dtype_of();
template <> tf_dtype dtype_of<float>() { return TF_F32; }
template <> tf_dtype dtype_of<double>() { return TF_F64; }
template <> tf_dtype dtype_of<std::complex<float>>() { return TF_C64; }
template <> tf_dtype dtype_of<zc>() { return TF_C128; }

// n x n row-major operands, tf_matmul_into vs cblas ?gemm (row-major).
template <class T> struct Square {
  int n;
  std::vector<T> A, B, C;
  tf_tensor *a, *b, *c;
  explicit Square(int n_) : n(n_), A(n_ * n_), B(n_ * n_), C(n_ * n_) {
    std::mt19937_64 g(n);
    for (auto& x : A) x = rnd<T>(g);
    for (auto& x : B) x = rnd<T>(g);
    const int64_t s[2] = {n, n};
    check(tf_tensor_wrap(dtype_of<T>(), 2, s, nullptr, A.data(), &a), "wrap");
    check(tf_tensor_wrap(dtype_of<T>(), 2, s, nullptr, B.data(), &b), "wrap");
    check(tf_tensor_wrap(dtype_of<T>(), 2, s, nullptr, C.data(), &c), "wrap");
  }
  void blas() {
    if constexpr (std::is_same_v<T, float>)
      cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.f, A.data(), n, B.data(), n, 0.f, C.data(), n);
    else if constexpr (std::is_same_v<T, double>)
      cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1., A.data(), n, B.data(), n, 0., C.data(), n);
    else {
      const T one(1), zero(0);
      if constexpr (std::is_same_v<T, zc>)
        cblas_zgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, &one, A.data(), n, B.data(), n, &zero, C.data(), n);
      else
        cblas_cgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, &one, A.data(), n, B.data(), n, &zero, C.data(), n);
    }
  }
};

template <class T> void add_square(const char* tag, std::initializer_list<int> sizes) {
  for (int n : sizes) {
    auto* s = new Square<T>(n);
    int it = n <= 8 ? 1000 : n <= 32 ? 50 : 5;
    add(std::string("matmul_into_") + tag + "_" + std::to_string(n), it,
        [s] { check(tf_matmul_into(engine(), s->a, s->b, s->c), "matmul_into"); });
    add(std::string("blas_") + tag + "_" + std::to_string(n), it, [s] { s->blas(); });
  }
}

// The MPS transfer step of bench/einsum (R column-major).
struct Mps {
  int chi, d = 2;
  std::vector<zc> L, A, T, R;
  tf_tensor *l, *a, *r;
  explicit Mps(int c) : chi(c), L(c * c), A(c * 2 * c), T(c * 2 * c), R(c * c) {
    std::mt19937_64 g(7 + c);
    for (auto& x : L) x = rnd<zc>(g);
    for (auto& x : A) x = rnd<zc>(g);
    const int64_t sl[2] = {chi, chi}, sa[3] = {chi, d, chi}, rcol[2] = {1, chi};
    check(tf_tensor_wrap(TF_C128, 2, sl, nullptr, L.data(), &l), "wrap");
    check(tf_tensor_wrap(TF_C128, 3, sa, nullptr, A.data(), &a), "wrap");
    check(tf_tensor_wrap(TF_C128, 2, sl, rcol, R.data(), &r), "wrap");
  }
  void einsum() {
    const tf_tensor* ops[3] = {l, a, a};
    const uint8_t conj[3] = {0, 0, 1};
    tf_einsum_options opt{}; opt.struct_size = sizeof opt; opt.conj = conj;
    check(tf_einsum_into(engine(), "ab,asc,bsd->cd", 3, ops, &opt, r), "einsum");
  }
  void zgemm() {
    const zc one(1, 0), zero(0, 0);
    cblas_zgemm(CblasRowMajor, CblasTrans, CblasNoTrans, chi, d * chi, chi, &one, L.data(), chi,
                A.data(), d * chi, &zero, T.data(), d * chi);
    cblas_zgemm(CblasRowMajor, CblasConjTrans, CblasNoTrans, chi, chi, d * chi, &one, A.data(),
                chi, T.data(), chi, &zero, R.data(), chi);
  }
};

void add_linalg(int n) {
  using namespace bench;
  Data* d = data(n);
  const int it = n <= 4 ? 1000 : n <= 16 ? 50 : 3;
  const std::string sz = std::to_string(n);
  {  // svd
    auto* u = new std::vector<double>((size_t)n * n);
    auto* s = new std::vector<double>((size_t)n);
    auto* vt = new std::vector<double>((size_t)n * n);
    tf_tensor *a = colmajor(d->A.data(), n, n), *tu = colmajor(u->data(), n, n),
              *tv = colmajor(vt->data(), n, n), *ts;
    int64_t sn = n;
    check(tf_tensor_wrap(TF_F64, 1, &sn, nullptr, s->data(), &ts), "wrap");
    add("svd_tf_" + sz, it, [=] { check(tf_svd_into(engine(), a, nullptr, tu, ts, tv, nullptr), "svd"); });
    auto* a2 = new std::vector<double>((size_t)n * n);
    auto* iw = new std::vector<int>((size_t)8 * n);
    auto* work = new std::vector<double>;
    const int m1 = -1;
    double wq;
    int info;
    dgesdd_("S", &n, &n, a2->data(), &n, s->data(), u->data(), &n, vt->data(), &n, &wq, &m1, iw->data(), &info, 1);
    work->resize((size_t)wq + 1);
    add("svd_lapack_" + sz, it, [=] {
      int lw = (int)work->size(), inf;
      std::memcpy(a2->data(), d->A.data(), sizeof(double) * n * n);
      dgesdd_("S", &n, &n, a2->data(), &n, s->data(), u->data(), &n, vt->data(), &n, work->data(), &lw, iw->data(), &inf, 1);
    });
  }
  {  // qr
    auto* q = new std::vector<double>((size_t)n * n);
    auto* r = new std::vector<double>((size_t)n * n);
    tf_tensor *a = colmajor(d->A.data(), n, n), *tq = colmajor(q->data(), n, n),
              *tr = colmajor(r->data(), n, n);
    add("qr_tf_" + sz, it, [=] { check(tf_qr_into(engine(), a, 0, tq, tr), "qr"); });
    auto* a2 = new std::vector<double>((size_t)n * n);
    auto* tau = new std::vector<double>((size_t)n);
    auto* work = new std::vector<double>;
    const int m1 = -1;
    double wq, wq2;
    int info;
    dgeqrf_(&n, &n, a2->data(), &n, tau->data(), &wq, &m1, &info);
    dorgqr_(&n, &n, &n, a2->data(), &n, tau->data(), &wq2, &m1, &info);
    work->resize((size_t)std::max(wq, wq2) + 1);
    add("qr_lapack_" + sz, it, [=] {
      int lw = (int)work->size(), inf;
      double* A = a2->data();
      std::memcpy(A, d->A.data(), sizeof(double) * n * n);
      dgeqrf_(&n, &n, A, &n, tau->data(), work->data(), &lw, &inf);
      for (int j = 0; j < n; ++j)
        for (int i = 0; i < n; ++i) (*r)[(size_t)j * n + i] = i <= j ? A[(size_t)j * n + i] : 0.0;
      dorgqr_(&n, &n, &n, A, &n, tau->data(), work->data(), &lw, &inf);
    });
  }
  {  // eigh
    auto* w = new std::vector<double>((size_t)n);
    auto* v = new std::vector<double>((size_t)n * n);
    tf_tensor *a = colmajor(d->S.data(), n, n), *tv = colmajor(v->data(), n, n), *tw;
    int64_t sn = n;
    check(tf_tensor_wrap(TF_F64, 1, &sn, nullptr, w->data(), &tw), "wrap");
    add("eigh_tf_" + sz, it, [=] { check(tf_eigh_into(engine(), a, tw, tv), "eigh"); });
    auto* a2 = new std::vector<double>((size_t)n * n);
    auto* work = new std::vector<double>;
    auto* iwork = new std::vector<int>;
    const int m1 = -1;
    double wq;
    int iq, info;
    dsyevd_("V", "L", &n, a2->data(), &n, w->data(), &wq, &m1, &iq, &m1, &info, 1, 1);
    work->resize((size_t)wq + 1);
    iwork->resize((size_t)iq + 1);
    add("eigh_lapack_" + sz, it, [=] {
      int lw = (int)work->size(), liw = (int)iwork->size(), inf;
      std::memcpy(a2->data(), d->S.data(), sizeof(double) * n * n);
      dsyevd_("V", "L", &n, a2->data(), &n, w->data(), work->data(), &lw, iwork->data(), &liw, &inf, 1, 1);
    });
  }
  {  // solve
    auto* x = new std::vector<double>((size_t)n);
    tf_tensor *a = colmajor(d->A.data(), n, n), *b = colmajor(d->B.data(), n, 1),
              *tx = colmajor(x->data(), n, 1);
    add("solve_tf_" + sz, it, [=] { check(tf_solve_into(engine(), a, b, tx), "solve"); });
    auto* a2 = new std::vector<double>((size_t)n * n);
    auto* b2 = new std::vector<double>((size_t)n);
    auto* ipiv = new std::vector<int>((size_t)n);
    add("solve_lapack_" + sz, it, [=] {
      const int one = 1;
      int inf;
      std::memcpy(a2->data(), d->A.data(), sizeof(double) * n * n);
      std::memcpy(b2->data(), d->B.data(), sizeof(double) * n);
      dgesv_(&n, &one, a2->data(), &n, ipiv->data(), b2->data(), &n, &inf);
    });
  }
}

void register_cases() {
  {  // 2x2 f64: einsum_into, matmul_into, matmul (allocating)
    static double A[4] = {1, 2, 3, 4}, B[4] = {5, 6, 7, 8}, C[4];
    static tf_tensor *a, *b, *c;
    const int64_t s[2] = {2, 2};
    check(tf_tensor_wrap(TF_F64, 2, s, nullptr, A, &a), "wrap");
    check(tf_tensor_wrap(TF_F64, 2, s, nullptr, B, &b), "wrap");
    check(tf_tensor_wrap(TF_F64, 2, s, nullptr, C, &c), "wrap");
    add("small_matmul_into_2x2", 1000, [] { check(tf_matmul_into(engine(), a, b, c), "mm"); });
    add("small_matmul_alloc_2x2", 1000, [] {
      tf_tensor* r;
      check(tf_matmul(engine(), a, b, &r), "mm");
      tf_tensor_release(r);
    });
    add("small_einsum_into_2x2", 20000, [] {
      const tf_tensor* ops[2] = {a, b};
      check(tf_einsum_into(engine(), "ij,jk->ik", 2, ops, nullptr, c), "einsum");
    });
    // The elementwise and reduction families' _into calls (call-memo paths).
    static tf_tensor* r;
    const int64_t one = 2;
    static double R[2];
    check(tf_tensor_wrap(TF_F64, 1, &one, nullptr, R, &r), "wrap");
    add("small_unary_into_2x2", 20000,
        [] { check(tf_unary_into(engine(), TF_UNARY_NEG, a, c), "unary"); });
    add("small_scale_into_2x2", 20000,
        [] { check(tf_scale_into(engine(), tf_scalar{2.0, 0.0}, a, c), "scale"); });
    add("small_add_into_2x2", 20000, [] { check(tf_add_into(engine(), a, b, c), "add"); });
    add("small_axpby_into_2x2", 20000, [] {
      check(tf_axpby_into(engine(), tf_scalar{2.0, 0.0}, a, tf_scalar{3.0, 0.0}, b, c), "axpby");
    });
    add("small_reduce_into_2x2", 20000, [] {
      const int32_t ax = 1;
      check(tf_reduce_into(engine(), TF_REDUCE_SUM, a, 1, &ax, 0, r), "reduce");
    });
    add("small_cast_into_2x2", 20000, [] { check(tf_cast_into(engine(), a, c), "cast"); });
    add("small_add_alloc_2x2", 1000, [] {
      tf_tensor* t;
      check(tf_add(engine(), a, b, &t), "add");
      tf_tensor_release(t);
    });
  }
  for (int chi : {1, 4, 16, 64}) {
    auto* m = new Mps(chi);
    int it = chi <= 4 ? 1000 : chi <= 16 ? 50 : 3;
    add("mps_einsum_" + std::to_string(chi), it, [m] { m->einsum(); });
    add("mps_zgemm_" + std::to_string(chi), it, [m] { m->zgemm(); });
  }
  add_square<zc>("c128", {2, 4, 8, 16, 24, 32, 40, 64});
  add_square<std::complex<float>>("c64", {4, 8, 16, 24, 32, 40, 64});
  add_square<double>("f64", {2, 4, 8, 16, 24, 32, 40, 48});
  add_square<float>("f32", {8, 16, 24, 32, 40, 48});
  for (int n : {4, 16, 64, 128}) add_linalg(n);
}

}  // namespace

int main(int argc, char** argv) {
  tfbench::native_blas_reexec(argv);
  omp_set_num_threads(1);
  tfbench::native_blas_banner(stderr, "icount", 1);
  register_cases();
  for (const Case& c : g_cases) {
    bool want = argc < 2;
    for (int i = 1; i < argc; ++i) want |= c.name.rfind(argv[i], 0) == 0;
    if (!want) continue;
    for (int i = 0; i < 3; ++i) c.call();
    CALLGRIND_ZERO_STATS;
    CALLGRIND_TOGGLE_COLLECT;
    for (int i = 0; i < c.iters; ++i) c.call();
    CALLGRIND_TOGGLE_COLLECT;
    std::string tag = c.name + " " + std::to_string(c.iters);
    CALLGRIND_DUMP_STATS_AT(tag.c_str());
    std::printf("%s\n", tag.c_str());
  }
  return 0;
}
