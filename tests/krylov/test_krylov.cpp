// tests/krylov/test_krylov.cpp: tf_eigsh and tf_expm_multiply over a
// prepared program y = A x (A a program parameter), checked against dense
// references computed independently: tf_eigh of A (eigenvalues, and the
// residual ||A v - w v|| computed here by plain loops), and exp(t A) v =
// Q diag(exp(t w)) Q^H v from tf_eigh's Q. f64 and c128; k = 1, 3; lowest
// and highest; real and imaginary t; non-convergence reported as
// TF_ERR_NUMERICAL; bad input with outputs untouched.
// cmocka, compiled as C++ for templates; C API only.
#include <cmath>
#include <complex>
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

extern "C" {
#include <cmocka.h>
}

#include "test_util.h"

namespace {

using c128 = std::complex<double>;
template <class T> constexpr tf_dtype dt_of = std::is_same_v<T, double> ? TF_F64 : TF_C128;

template <class T> T conj_(T x) {
  if constexpr (std::is_same_v<T, double>) return x;
  else return std::conj(x);
}

// A random Hermitian n x n matrix (row-major); spread > 0 puts eigenvalues
// near 0 .. spread on a random basis when given (a "hard" clustered
// spectrum), else Gaussian entries.
template <class T>
std::vector<T> hermitian(int n, unsigned seed) {
  std::mt19937_64 g(seed);
  std::normal_distribution<double> nd;
  std::vector<T> a((size_t)n * n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j) {
      T x;
      if constexpr (std::is_same_v<T, double>) x = nd(g);
      else x = i == j ? T(nd(g), 0) : T(nd(g), nd(g));
      a[(size_t)i * n + j] = x;
      a[(size_t)j * n + i] = conj_(x);
    }
  return a;
}

struct Fx {
  tf_engine* e = nullptr;
  tf_prepared* map = nullptr;
  tf_tensor* A = nullptr;
  int n = 0;
};

// The map y = A x: inputs x (n), A (n, n); output einsum("ij,j->i", A, x).
template <class T>
Fx make(int n, const std::vector<T>& a, int threads = 0) {
  Fx f;
  f.n = n;
  if (threads)
    CHECK_OK(tf_engine_create_pooled(threads, &f.e));
  else
    CHECK_OK(tf_engine_create_serial(&f.e));
  tf_program* p;
  CHECK_OK(tf_program_create(&p));
  const int64_t vs[1] = {n}, ms[2] = {n, n};
  int32_t x, A, y;
  CHECK_OK(tf_program_input(p, dt_of<T>, 1, vs, &x));
  CHECK_OK(tf_program_input(p, dt_of<T>, 2, ms, &A));
  const int32_t ops[2] = {A, x};
  CHECK_OK(tf_program_einsum(p, "ij,j->i", 2, ops, NULL, &y));
  CHECK_OK(tf_program_output(p, y));
  CHECK_OK(tf_program_prepare(f.e, p, NULL, &f.map));
  tf_program_release(p);
  CHECK_OK(tf_tensor_from_data(f.e, dt_of<T>, 2, ms, NULL, a.data(), TF_ROW_MAJOR,
                               &f.A));
  return f;
}
void drop(Fx& f) {
  tf_tensor_release(f.A);
  tf_prepared_release(f.map);
  tf_engine_destroy(f.e);
}

template <class T> std::vector<T> read(const tf_tensor* t, size_t count) {
  std::vector<T> v(count);
  CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, v.data(), count * sizeof(T)));
  return v;
}

// Reference eigenvalues (ascending) by tf_eigh.
template <class T> std::vector<double> ref_eigvals(Fx& f) {
  tf_tensor *w, *v;
  CHECK_OK(tf_eigh(f.e, f.A, &w, &v));
  std::vector<double> r = read<double>(w, (size_t)f.n);
  tf_tensor_release(w);
  tf_tensor_release(v);
  return r;
}

template <class T>
double residual(const std::vector<T>& a, int n, const T* x, double lam) {
  double s = 0;
  for (int i = 0; i < n; ++i) {
    T y = 0;
    for (int j = 0; j < n; ++j) y += a[(size_t)i * n + j] * x[j];
    s += std::norm(y - lam * x[i]);
  }
  return std::sqrt(s);
}

template <class T>
void eigsh_case(int n, int k, bool highest, unsigned seed) {
  std::vector<T> a = hermitian<T>(n, seed);
  Fx f = make<T>(n, a);
  std::vector<double> ref = ref_eigvals<T>(f);
  double anorm = std::max(std::fabs(ref[0]), std::fabs(ref[n - 1]));
  tf_eigsh_options o;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.k = k;
  o.which = highest ? TF_EIGSH_HIGHEST : TF_EIGSH_LOWEST;
  o.tol = 1e-11;
  tf_krylov_info info;
  memset(&info, 0, sizeof info);
  info.struct_size = sizeof info;
  tf_tensor *w = NULL, *v = NULL;
  const tf_tensor* params[1] = {f.A};
  CHECK_OK(tf_eigsh(f.e, f.map, params, 1, &o, &w, &v, &info));
  std::vector<double> got = read<double>(w, (size_t)k);
  std::vector<T> vec = read<T>(v, (size_t)k * n);
  for (int i = 0; i < k; ++i) {
    const double want = highest ? ref[n - 1 - i] : ref[i];
    if (std::fabs(got[i] - want) > 1e-9 * anorm) {
      print_error("n %d k %d %s: w[%d] = %.15g, dense eigh %.15g\n", n, k,
                  highest ? "highest" : "lowest", i, got[i], want);
      fail();
    }
    const T* x = vec.data() + (size_t)i * n;
    double nx = 0;
    for (int l = 0; l < n; ++l) nx += std::norm(x[l]);
    assert_true(std::fabs(std::sqrt(nx) - 1) < 1e-10);
    const double r = residual(a, n, x, got[i]);
    if (r > 1e-9 * anorm) {
      print_error("residual of pair %d: %.3e\n", i, r);
      fail();
    }
    // orthogonal to the other returned vectors
    for (int j2 = 0; j2 < i; ++j2) {
      T d = 0;
      for (int l = 0; l < n; ++l) d += conj_(vec[(size_t)j2 * n + l]) * x[l];
      assert_true(std::abs(d) < 1e-8);
    }
  }
  assert_true(info.struct_size == sizeof info);
  assert_true(info.iterations > 0 && info.matvecs >= info.iterations + k);
  assert_true(info.residual <= 1e-11 * anorm * 1.0000001);
  // A serial engine never enters a thread pool.
  tf_engine_stats st;
  memset(&st, 0, sizeof st);
  st.struct_size = sizeof st;
  CHECK_OK(tf_engine_get_stats(f.e, &st));
  assert_int_equal(st.parallel_regions, 0);

  // The _into form with strided (column-major) outputs and a start vector
  // gives the same eigenvalues.
  std::vector<double> wbuf(k, 7.0);
  std::vector<T> vbuf((size_t)k * n);
  const int64_t wsh[1] = {k}, vsh[2] = {k, n}, vstr[2] = {1, k};
  tf_tensor *wi, *vi, *start;
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, wsh, NULL, wbuf.data(), &wi));
  CHECK_OK(tf_tensor_wrap(dt_of<T>, 2, vsh, vstr, vbuf.data(), &vi));
  std::vector<T> s(n, T(1));
  const int64_t ns[1] = {n};
  CHECK_OK(tf_tensor_wrap(dt_of<T>, 1, ns, NULL, s.data(), &start));
  o.start = start;
  CHECK_OK(tf_eigsh_into(f.e, f.map, params, 1, &o, wi, vi, NULL));
  for (int i = 0; i < k; ++i) {
    assert_true(std::fabs(wbuf[i] - got[i]) < 1e-9 * anorm);
    std::vector<T> x(n);
    for (int l = 0; l < n; ++l) x[l] = vbuf[(size_t)l * k + i];
    assert_true(residual(a, n, x.data(), wbuf[i]) < 1e-9 * anorm);
  }
  tf_tensor_release(wi);
  tf_tensor_release(vi);
  tf_tensor_release(start);
  tf_tensor_release(w);
  tf_tensor_release(v);
  drop(f);
}

void eigsh_f64(void**) {
  for (int k : {1, 3})
    for (bool hi : {false, true}) eigsh_case<double>(120, k, hi, 11u + k + 7 * hi);
}
void eigsh_c128(void**) {
  for (int k : {1, 3})
    for (bool hi : {false, true}) eigsh_case<c128>(100, k, hi, 23u + k + 7 * hi);
}
// Small spaces: n smaller than the default basis (the space is exhausted),
// and n = k.
void eigsh_small(void**) {
  eigsh_case<double>(5, 3, false, 3u);
  eigsh_case<c128>(3, 3, true, 4u);
  eigsh_case<double>(1, 1, false, 5u);
}

// A pooled engine (the map prepared on it, BLAS given its workers): the
// same answers as the dense reference.
void eigsh_pooled(void**) {
  const int n = 400;
  std::vector<c128> a = hermitian<c128>(n, 31u);
  Fx f = make<c128>(n, a, 2);
  std::vector<double> ref = ref_eigvals<c128>(f);
  tf_eigsh_options o;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.k = 2;
  tf_tensor *w, *v;
  const tf_tensor* params[1] = {f.A};
  CHECK_OK(tf_eigsh(f.e, f.map, params, 1, &o, &w, &v, NULL));
  std::vector<double> got = read<double>(w, 2);
  const double anorm = std::max(std::fabs(ref[0]), std::fabs(ref[n - 1]));
  for (int i = 0; i < 2; ++i) assert_true(std::fabs(got[i] - ref[i]) < 1e-9 * anorm);
  tf_tensor_release(w);
  tf_tensor_release(v);
  drop(f);
}

// Degenerate eigenvalues: A = diag(1, 1, 1, 2, 3, ...) in a random basis?
// Simplest independent check: the identity plus a rank-one term has
// eigenvalue 1 with multiplicity n - 1.
void eigsh_degenerate(void**) {
  const int n = 40;
  std::vector<double> a((size_t)n * n, 0.0);
  for (int i = 0; i < n; ++i) a[(size_t)i * n + i] = 1.0;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) a[(size_t)i * n + j] += 0.01 * (i + 1) * (j + 1);
  Fx f = make<double>(n, a);
  std::vector<double> ref = ref_eigvals<double>(f);
  tf_eigsh_options o;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.k = 3;
  tf_tensor *w, *v;
  const tf_tensor* params[1] = {f.A};
  CHECK_OK(tf_eigsh(f.e, f.map, params, 1, &o, &w, &v, NULL));
  std::vector<double> got = read<double>(w, 3);
  for (int i = 0; i < 3; ++i) assert_true(std::fabs(got[i] - ref[i]) < 1e-9);
  tf_tensor_release(w);
  tf_tensor_release(v);
  drop(f);
}

// max_iter = 2 on a 300 x 300 matrix cannot converge: TF_ERR_NUMERICAL with
// the residual in the message, outputs and info untouched.
void eigsh_no_convergence(void**) {
  const int n = 300;
  std::vector<double> a = hermitian<double>(n, 99u);
  Fx f = make<double>(n, a);
  tf_eigsh_options o;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.max_iter = 2;
  tf_krylov_info info;
  memset(&info, 0, sizeof info);
  info.struct_size = sizeof info;
  info.iterations = -5;
  tf_tensor* w = (tf_tensor*)0x1;
  tf_tensor* v = (tf_tensor*)0x2;
  const tf_tensor* params[1] = {f.A};
  EXPECT_FAIL(tf_eigsh(f.e, f.map, params, 1, &o, &w, &v, &info), TF_ERR_NUMERICAL, "max_iter");
  assert_non_null(strstr(tf_last_error(), "residual"));
  assert_true(w == (tf_tensor*)0x1 && v == (tf_tensor*)0x2 && info.iterations == -5);
  // Enough iterations: the same call converges.
  o.max_iter = 0;
  CHECK_OK(tf_eigsh(f.e, f.map, params, 1, &o, &w, &v, &info));
  tf_tensor_release(w);
  tf_tensor_release(v);
  // An unreachable tolerance (1e-14 relative on a map evaluated with
  // rounding) is reported, never returned as converged: either it is met or
  // the call fails with TF_ERR_NUMERICAL.
  o.tol = 1e-14;
  o.max_iter = 400;
  tf_status st = tf_eigsh(f.e, f.map, params, 1, &o, &w, &v, &info);
  if (st == TF_OK) {
    std::vector<double> wv = read<double>(w, 1);
    std::vector<double> x = read<double>(v, (size_t)n);
    std::vector<double> ref = ref_eigvals<double>(f);
    assert_true(residual(a, n, x.data(), wv[0]) <= 1e-14 * std::fabs(ref[n - 1]) * 1.5);
    tf_tensor_release(w);
    tf_tensor_release(v);
  } else {
    assert_int_equal(st, TF_ERR_NUMERICAL);
  }
  drop(f);
}

// exp(t A) v against Q diag(exp(t w)) Q^H v from tf_eigh.
template <class T>
void expm_case(int n, c128 t, unsigned seed) {
  std::vector<T> a = hermitian<T>(n, seed);
  for (T& x : a) x *= 0.2;
  Fx f = make<T>(n, a);
  tf_tensor *tw, *tq;
  CHECK_OK(tf_eigh(f.e, f.A, &tw, &tq));
  std::vector<double> lam = read<double>(tw, (size_t)n);
  std::vector<T> q = read<T>(tq, (size_t)n * n);  // columns are eigenvectors
  tf_tensor_release(tw);
  tf_tensor_release(tq);
  std::mt19937_64 g(seed + 1);
  std::normal_distribution<double> nd;
  std::vector<T> v(n);
  for (T& x : v) {
    if constexpr (std::is_same_v<T, double>) x = nd(g);
    else x = T(nd(g), nd(g));
  }
  std::vector<c128> ref(n, 0.0);
  for (int l = 0; l < n; ++l) {
    c128 c = 0;
    for (int i = 0; i < n; ++i) c += std::conj(c128(q[(size_t)i * n + l])) * c128(v[i]);
    c *= std::exp(t * lam[l]);
    for (int i = 0; i < n; ++i) ref[i] += c128(q[(size_t)i * n + l]) * c;
  }
  double rn = 0;
  for (auto& x : ref) rn += std::norm(x);
  rn = std::sqrt(rn);
  const int64_t ns[1] = {n};
  tf_tensor* tv;
  CHECK_OK(tf_tensor_wrap(dt_of<T>, 1, ns, NULL, v.data(), &tv));
  tf_tensor* out = NULL;
  tf_krylov_info info;
  memset(&info, 0, sizeof info);
  info.struct_size = sizeof info;
  const tf_tensor* params[1] = {f.A};
  CHECK_OK(tf_expm_multiply(f.e, f.map, params, 1, tf_scalar{t.real(), t.imag()}, tv, NULL, &out,
                            &info));
  std::vector<T> got = read<T>(out, (size_t)n);
  double err = 0;
  for (int i = 0; i < n; ++i) err += std::norm(c128(got[i]) - ref[i]);
  err = std::sqrt(err) / rn;
  if (err > 1e-10) {
    print_error("n %d t (%g, %g): relative error %.3e (info: %lld steps, %lld restarts)\n", n,
                t.real(), t.imag(), err, (long long)info.iterations, (long long)info.restarts);
    fail();
  }
  assert_true(info.iterations > 0 && info.residual <= 1e-12 * (info.restarts + 1));
  // In place (out = v), a small basis: many time steps, same answer.
  tf_expm_options o;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.krylov_dim = 12;
  CHECK_OK(tf_expm_multiply_into(f.e, f.map, params, 1, tf_scalar{t.real(), t.imag()}, tv, &o,
                                 tv, &info));
  err = 0;
  for (int i = 0; i < n; ++i) err += std::norm(c128(v[i]) - ref[i]);
  assert_true(std::sqrt(err) / rn < 1e-9);
  assert_true(info.restarts > 0);
  tf_tensor_release(out);
  tf_tensor_release(tv);
  drop(f);
}

void expm_real_t(void**) {
  expm_case<double>(80, c128(-1.5, 0), 5u);
  expm_case<double>(80, c128(0.7, 0), 6u);
  expm_case<c128>(60, c128(-1.0, 0), 7u);
}
void expm_imag_t(void**) {
  expm_case<c128>(80, c128(0, -3.0), 8u);
  expm_case<c128>(60, c128(-0.3, 2.0), 9u);
}

// Bad input: each fails with the argument named and outputs untouched.
void bad_input(void**) {
  const int n = 8;
  std::vector<double> a = hermitian<double>(n, 1u);
  Fx f = make<double>(n, a);
  const tf_tensor* params[1] = {f.A};
  tf_tensor* w = (tf_tensor*)0x1;
  tf_tensor* v = (tf_tensor*)0x2;
  EXPECT_FAIL(tf_eigsh(NULL, f.map, params, 1, NULL, &w, &v, NULL), TF_ERR_INVALID_ARGUMENT,
              "engine");
  EXPECT_FAIL(tf_eigsh(f.e, NULL, params, 1, NULL, &w, &v, NULL), TF_ERR_INVALID_ARGUMENT, "map");
  EXPECT_FAIL(tf_eigsh(f.e, f.map, params, 1, NULL, NULL, &v, NULL), TF_ERR_INVALID_ARGUMENT,
              "w");
  EXPECT_FAIL(tf_eigsh(f.e, f.map, NULL, 1, NULL, &w, &v, NULL), TF_ERR_INVALID_ARGUMENT,
              "params");
  EXPECT_FAIL(tf_eigsh(f.e, f.map, params, 0, NULL, &w, &v, NULL), TF_ERR_INVALID_ARGUMENT,
              "map");
  const tf_tensor* nullp[1] = {NULL};
  EXPECT_FAIL(tf_eigsh(f.e, f.map, nullp, 1, NULL, &w, &v, NULL), TF_ERR_INVALID_ARGUMENT,
              "params");
  tf_eigsh_options o;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.k = n + 1;
  EXPECT_FAIL(tf_eigsh(f.e, f.map, params, 1, &o, &w, &v, NULL), TF_ERR_INVALID_ARGUMENT, "k");
  o.k = 1;
  o.which = (tf_eigsh_which)7;
  EXPECT_FAIL(tf_eigsh(f.e, f.map, params, 1, &o, &w, &v, NULL), TF_ERR_INVALID_ARGUMENT,
              "which");
  o.which = TF_EIGSH_LOWEST;
  o.tol = -1;
  EXPECT_FAIL(tf_eigsh(f.e, f.map, params, 1, &o, &w, &v, NULL), TF_ERR_INVALID_ARGUMENT, "tol");
  o.tol = 0;
  o.struct_size = 4;
  EXPECT_FAIL(tf_eigsh(f.e, f.map, params, 1, &o, &w, &v, NULL), TF_ERR_INVALID_ARGUMENT,
              "struct_size");
  o.struct_size = sizeof o;
  std::vector<double> z(n + 1, 0.0);
  const int64_t bad[1] = {n + 1};
  tf_tensor* st;
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, bad, NULL, z.data(), &st));
  o.start = st;
  EXPECT_FAIL(tf_eigsh(f.e, f.map, params, 1, &o, &w, &v, NULL), TF_ERR_SHAPE_MISMATCH, "start");
  tf_tensor_release(st);
  const int64_t good[1] = {n};
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, good, NULL, z.data(), &st));
  o.start = st;  // the zero vector
  EXPECT_FAIL(tf_eigsh(f.e, f.map, params, 1, &o, &w, &v, NULL), TF_ERR_INVALID_ARGUMENT, "start");
  o.start = NULL;
  assert_true(w == (tf_tensor*)0x1 && v == (tf_tensor*)0x2);
  // _into with a wrong shape: untouched.
  std::vector<double> wb(2, 9.0), vb(2 * n, 9.0);
  const int64_t w2[1] = {2}, v2[2] = {2, n};
  tf_tensor *wi, *vi;
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, w2, NULL, wb.data(), &wi));
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, v2, NULL, vb.data(), &vi));
  EXPECT_FAIL(tf_eigsh_into(f.e, f.map, params, 1, NULL, wi, vi, NULL), TF_ERR_SHAPE_MISMATCH,
              "w");
  for (double x : wb) assert_true(x == 9.0);
  for (double x : vb) assert_true(x == 9.0);
  // expm: imaginary t on an f64 map; NULL v; wrong out.
  tf_tensor* out = (tf_tensor*)0x3;
  EXPECT_FAIL(tf_expm_multiply(f.e, f.map, params, 1, tf_scalar{0, 1}, st, NULL, &out, NULL),
              TF_ERR_DTYPE_MISMATCH, "t");
  EXPECT_FAIL(tf_expm_multiply(f.e, f.map, params, 1, tf_scalar{1, 0}, NULL, NULL, &out, NULL),
              TF_ERR_INVALID_ARGUMENT, "v");
  assert_true(out == (tf_tensor*)0x3);
  EXPECT_FAIL(tf_expm_multiply_into(f.e, f.map, params, 1, tf_scalar{1, 0}, st, NULL, vi, NULL),
              TF_ERR_SHAPE_MISMATCH, "out");
  tf_tensor_release(st);
  tf_tensor_release(wi);
  tf_tensor_release(vi);
  drop(f);

  // A map that is not x -> A x of one shape: two outputs; an f32 map.
  tf_engine* e;
  CHECK_OK(tf_engine_create_serial(&e));
  for (int kind = 0; kind < 2; ++kind) {
    tf_program* p;
    CHECK_OK(tf_program_create(&p));
    const int64_t s2[1] = {4};
    int32_t x, y;
    CHECK_OK(tf_program_input(p, kind ? TF_F32 : TF_F64, 1, s2, &x));
    CHECK_OK(tf_program_scale(p, tf_scalar{2, 0}, x, &y));
    CHECK_OK(tf_program_output(p, y));
    if (!kind) CHECK_OK(tf_program_output(p, x));
    tf_prepared* pp;
    CHECK_OK(tf_program_prepare(e, p, NULL, &pp));
    tf_program_release(p);
    EXPECT_FAIL(tf_eigsh(e, pp, NULL, 0, NULL, &w, &v, NULL),
                kind ? TF_ERR_UNSUPPORTED : TF_ERR_INVALID_ARGUMENT, "map");
    tf_prepared_release(pp);
  }
  tf_engine_destroy(e);
}

// expm_multiply non-convergence: max_iter = 1 on a random map.
void expm_no_convergence(void**) {
  const int n = 50;
  std::vector<double> a = hermitian<double>(n, 77u);
  Fx f = make<double>(n, a);
  std::vector<double> v(n, 1.0);
  const int64_t ns[1] = {n};
  tf_tensor* tv;
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, ns, NULL, v.data(), &tv));
  tf_expm_options eo;
  memset(&eo, 0, sizeof eo);
  eo.struct_size = sizeof eo;
  eo.max_iter = 3;
  tf_tensor* out = (tf_tensor*)0x3;
  const tf_tensor* params[1] = {f.A};
  EXPECT_FAIL(tf_expm_multiply(f.e, f.map, params, 1, tf_scalar{-2, 0}, tv, &eo, &out, NULL),
              TF_ERR_NUMERICAL, "max_iter");
  assert_true(out == (tf_tensor*)0x3);
  tf_tensor_release(tv);
  drop(f);
}

// ------------------------------------------------------------------ cg, gmres
// x = A^-1 b against tf_solve of the dense A (and ||b - A x|| computed here).
template <class T>
void solve_case(bool gmres, int n, bool spd, int64_t restart, unsigned seed) {
  std::mt19937_64 g(seed);
  std::normal_distribution<double> nd;
  std::vector<T> a;
  if (spd) {  // A = H^2 / n + I: Hermitian positive definite, condition ~ 5
    std::vector<T> h = hermitian<T>(n, seed);
    a.assign((size_t)n * n, T(0));
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        T s = 0;
        for (int k = 0; k < n; ++k) s += h[(size_t)i * n + k] * h[(size_t)k * n + j];
        a[(size_t)i * n + j] = s / (double)n + (i == j ? 1.0 : 0.0);
      }
  } else {  // non-Hermitian: 3 I + a random matrix / sqrt(n)
    a.resize((size_t)n * n);
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j) {
        T x;
        if constexpr (std::is_same_v<T, double>) x = nd(g);
        else x = T(nd(g), nd(g));
        a[(size_t)i * n + j] = x / std::sqrt((double)n) + (i == j ? 3.0 : 0.0);
      }
  }
  Fx f = make<T>(n, a);
  std::vector<T> bv((size_t)n);
  for (auto& x : bv) {
    if constexpr (std::is_same_v<T, double>) x = nd(g);
    else x = T(nd(g), nd(g));
  }
  const int64_t vs[1] = {n}, bs[2] = {n, 1};
  tf_tensor *b, *b2, *x = NULL, *xr;
  CHECK_OK(tf_tensor_from_data(f.e, dt_of<T>, 1, vs, NULL, bv.data(), TF_ROW_MAJOR, &b));
  CHECK_OK(tf_tensor_from_data(f.e, dt_of<T>, 2, bs, NULL, bv.data(), TF_ROW_MAJOR, &b2));
  CHECK_OK(tf_solve(f.e, f.A, b2, &xr));
  tf_solve_options o;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.tol = 1e-12;
  o.restart = restart;
  tf_krylov_info info;
  memset(&info, 0, sizeof info);
  info.struct_size = sizeof info;
  const tf_tensor* params[1] = {f.A};
  CHECK_OK((gmres ? tf_gmres : tf_cg)(f.e, f.map, params, 1, b, &o, &x, &info));
  std::vector<T> got = read<T>(x, (size_t)n), ref = read<T>(xr, (size_t)n);
  double err = 0, rn = 0, bn = 0, xn = 0;
  for (int i = 0; i < n; ++i) {
    T y = 0;
    for (int j = 0; j < n; ++j) y += a[(size_t)i * n + j] * got[j];
    rn += std::norm(y - bv[i]);
    bn += std::norm(bv[i]);
    err += std::norm(got[i] - ref[i]);
    xn += std::norm(ref[i]);
  }
  if (!(std::sqrt(rn / bn) <= 1e-12) || !(std::sqrt(err / xn) <= 1e-10) ||
      !(std::fabs(info.residual - std::sqrt(rn / bn)) <= 1e-13)) {
    print_error("%s n=%d: residual %.3e (info %.3e), error vs tf_solve %.3e, %lld iterations\n",
                gmres ? "gmres" : "cg", n, std::sqrt(rn / bn), info.residual,
                std::sqrt(err / xn), (long long)info.iterations);
    fail();
  }
  assert_true(info.iterations > 0 && info.matvecs > info.iterations);
  if (gmres && restart && restart < n) assert_true(info.restarts > 0);
  // _into, with a start guess: the reference itself converges at once.
  tf_tensor* xo;
  CHECK_OK(tf_tensor_from_data(f.e, dt_of<T>, 1, vs, NULL, bv.data(), TF_ROW_MAJOR, &xo));
  o.x0 = x;
  CHECK_OK((gmres ? tf_gmres_into : tf_cg_into)(f.e, f.map, params, 1, b, &o, xo, &info));
  assert_int_equal(info.iterations, 0);
  std::vector<T> got2 = read<T>(xo, (size_t)n);
  for (int i = 0; i < n; ++i) assert_true(got2[i] == got[i]);
  for (tf_tensor* t : {b, b2, x, xr, xo}) tf_tensor_release(t);
  drop(f);
}

void cg_solves(void**) {
  solve_case<double>(false, 60, true, 0, 11);
  solve_case<c128>(false, 45, true, 0, 12);
  solve_case<double>(false, 1, true, 0, 13);
}
void gmres_solves(void**) {
  solve_case<double>(true, 60, false, 0, 21);
  solve_case<c128>(true, 45, false, 0, 22);
  solve_case<double>(true, 60, false, 8, 23);  // restarted
  solve_case<c128>(true, 40, true, 5, 24);     // Hermitian too
}

// CG on an indefinite map and too few iterations: TF_ERR_NUMERICAL with the
// residual reached, x and info untouched.
void solve_failures(void**) {
  const int n = 30;
  std::vector<double> a = hermitian<double>(n, 5);
  for (int i = 0; i < n; ++i) a[(size_t)i * n + i] -= 100.0;  // negative definite
  Fx f = make<double>(n, a);
  std::vector<double> bv(n, 1.0), xv(n, 7.0);
  const int64_t vs[1] = {n};
  tf_tensor *b, *x;
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, vs, NULL, bv.data(), &b));
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, vs, NULL, xv.data(), &x));
  tf_krylov_info info;
  memset(&info, 0xA5, sizeof info);
  info.struct_size = sizeof info;
  const tf_tensor* params[1] = {f.A};
  EXPECT_FAIL(tf_cg_into(f.e, f.map, params, 1, b, NULL, x, &info), TF_ERR_NUMERICAL, "cg");
  tf_solve_options o;
  memset(&o, 0, sizeof o);
  o.struct_size = sizeof o;
  o.max_iter = 3;
  EXPECT_FAIL(tf_gmres_into(f.e, f.map, params, 1, b, &o, x, &info), TF_ERR_NUMERICAL, "gmres");
  assert_non_null(strstr(tf_last_error(), "relative residual"));
  o.max_iter = 0;
  o.tol = 2.0;
  EXPECT_FAIL(tf_gmres_into(f.e, f.map, params, 1, b, &o, x, &info), TF_ERR_INVALID_ARGUMENT, "options->tol");
  o.tol = 0;
  o.restart = -1;
  EXPECT_FAIL(tf_gmres_into(f.e, f.map, params, 1, b, &o, x, &info), TF_ERR_INVALID_ARGUMENT, "options->restart");
  EXPECT_FAIL(tf_cg_into(f.e, f.map, params, 1, NULL, NULL, x, &info), TF_ERR_INVALID_ARGUMENT, "b");
  const int64_t ws[1] = {n + 1};
  std::vector<double> wv(n + 1, 7.0);
  tf_tensor* wrong;
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, ws, NULL, wv.data(), &wrong));
  EXPECT_FAIL(tf_cg_into(f.e, f.map, params, 1, b, NULL, wrong, &info), TF_ERR_SHAPE_MISMATCH, "x");
  for (double v : xv) assert_true(v == 7.0);
  for (double v : wv) assert_true(v == 7.0);
  assert_true(info.iterations == (int64_t)0xA5A5A5A5A5A5A5A5ull);
  // b = 0: x = 0 at once.
  std::vector<double> zero(n, 0.0);
  tf_tensor* z;
  CHECK_OK(tf_tensor_wrap(TF_F64, 1, vs, NULL, zero.data(), &z));
  CHECK_OK(tf_gmres_into(f.e, f.map, params, 1, z, NULL, x, NULL));
  for (double v : xv) assert_true(v == 0.0);
  for (tf_tensor* t : {b, x, wrong, z}) tf_tensor_release(t);
  drop(f);
}

}  // namespace

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(eigsh_f64),          cmocka_unit_test(eigsh_c128),
      cmocka_unit_test(eigsh_small),        cmocka_unit_test(eigsh_pooled),        cmocka_unit_test(eigsh_degenerate),
      cmocka_unit_test(eigsh_no_convergence), cmocka_unit_test(expm_real_t),
      cmocka_unit_test(expm_imag_t),        cmocka_unit_test(expm_no_convergence),
      cmocka_unit_test(bad_input),          cmocka_unit_test(cg_solves),
      cmocka_unit_test(gmres_solves),       cmocka_unit_test(solve_failures),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
