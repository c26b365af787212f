// ops/linalg_common.hpp: what the linear-algebra operations share: batch
// walking, argument checks with the house messages, the gather of an input
// matrix into LAPACK's column-major scratch (with the NaN/Inf check), the
// scatter of results into strided outputs, and scratch / output ownership
// that gives everything back on an error path.
#pragma once
#include <climits>
#include <cmath>
#include <cstring>
#include <initializer_list>
#include <type_traits>

#include "core/tensor.hpp"
#include "engine/engine.hpp"
#include "ops/op_kind.hpp"
#include "providers/copy.hpp"
#include "providers/gemm.hpp"
#include "providers/lapack.hpp"

namespace tf {
namespace la {


inline DType real_dtype(DType d) {
  return d == DType::C64 ? DType::F32 : d == DType::C128 ? DType::F64 : d;
}

inline DType complex_dtype(DType d) {
  return d == DType::F32 ? DType::C64 : d == DType::F64 ? DType::C128 : d;
}

// The leading (batch) axes of a stack of matrices.
struct Batch {
  int32_t nb = 0;
  int64_t shape[TF_MAX_RANK] = {};
  int64_t count = 1;
};

// The last two axes of a tensor.
struct Mat {
  int64_t rows = 0, cols = 0, rs = 0, cs = 0;
};

// Element offset of batch item `item` (row-major over the batch axes) in t.
inline int64_t item_offset(const Tensor& t, const Batch& b, int64_t item) {
  int64_t off = 0;
  for (int32_t i = b.nb - 1; i >= 0; --i) {
    int64_t idx = item % b.shape[i];
    item /= b.shape[i];
    off += idx * t.strides[i];
  }
  return off;
}

// A row-major (unit column stride) matrix goes to LAPACK as its column-major
// transpose: the gather is then a straight copy.
inline bool use_transpose(const Mat& m) {
  return m.rows > 1 && m.cols > 1 &&
         mat_class(m.rows, m.cols, m.rs, m.cs) == MatClass::RowContig;
}

// Checks that a is a stack of matrices (rank >= 2), optionally square, with
// extents LAPACK's 32-bit integers can hold.
Status matrix_arg(const Tensor& a, const char* name, bool square, Batch* b, Mat* m);
// A function of one square matrix with a result of its shape: a (named
// "a") a stack of square matrices, x (NULL: allocated) an output of a's
// shape not overlapping it.
Status square_op_args(const Tensor& a, const Tensor* x, Batch* b, Mat* m);
// Checks that t (named name) has the same dtype as a and is a stack of
// matrices with a's batch shape.
Status batch_like(const Tensor& t, const char* name, const Tensor& a, const Batch& b, Mat* m);
// Checks a tensor the call only reads (a derivative rule's primal results,
// cotangents and tangents): dtype and exact shape, batch shape then trail;
// any strides, zero-stride (broadcast) views included.
Status check_read(const Tensor& t, const char* name, DType dt, const Batch& b,
                  std::initializer_list<int64_t> trail);
// Checks an output: as check_read, and writable (no two elements share memory).
Status check_out(const Tensor& out, const char* name, DType dt, const Batch& b,
                 std::initializer_list<int64_t> trail);
// Same with the whole expected shape want[0..r).
Status check_out_dims(const Tensor& out, const char* name, DType dt, int32_t r,
                      const int64_t* want);
// Fails when out overlaps t.
Status no_overlap(const Tensor& out, const char* out_name, const Tensor& t, const char* t_name);
// The numerical-failure message: "name: what (LAPACK routine info = i)[ in batch item b]".
Status numerical(const char* name, const char* what, const char* routine, int info,
                 const Batch& b, int64_t item);
// LAPACK rejected an argument: a bug here.
Status lapack_arg(const char* routine, int info);
Status non_finite(const char* name, const Batch& b, int64_t item, int64_t i, int64_t j);
Status oom(const char* what, std::size_t bytes);

// The plan of an operation whose only shape-dependent state is its LAPACK
// workspace (queried once, when the plan is built).
struct WorkPlan : Plan {
  lapack::Work w;
};

// Finds or builds the WorkPlan keyed by (op, dtype, flags, dims...); query()
// returns the workspace sizes and runs only on a miss.
template <class Query>
Status work_plan(Engine& e, int64_t op, DType dt, int64_t flags,
                 std::initializer_list<int64_t> dims, Query&& query, const WorkPlan** out) {
  PlanKey key;
  key.add(op);
  key.add((int64_t)dt | flags << 8);
  for (int64_t d : dims) key.add(d);
  key.finish();
  return e.plan<WorkPlan>(
      key,
      [&](PlanPtr* pp) {
        auto p = std::make_shared<WorkPlan>();
        p->bytes = sizeof(WorkPlan);
        p->w = query();
        *pp = std::move(p);
        return TF_OK;
      },
      out);
}

// Rounds a byte count up to 64.
inline std::size_t al64(std::size_t x) { return (x + 63) & ~std::size_t{63}; }

// Pooled scratch, dropped on scope exit.
struct Scratch {
  Storage* s = nullptr;
  ~Scratch() {
    if (s) s->drop();
  }
  Status get(Engine& e, std::size_t bytes, const char* what) {
    s = e.scratch(bytes ? bytes : 64);
    return s ? TF_OK : oom(what, bytes);
  }
  char* p() { return s->payload(); }
};

// Allocated outputs, released on scope exit unless committed.
struct Allocs {
  Tensor* t[4] = {};
  int n = 0;
  bool committed = false;
  ~Allocs() {
    if (!committed)
      for (int i = 0; i < n; ++i) tensor_release(t[i]);
  }
  // A row-major tensor of shape (batch..., trail...).
  Status add(Engine& e, DType dt, const Batch& b, std::initializer_list<int64_t> trail,
             Tensor** out) {
    int64_t shape[TF_MAX_RANK];
    int32_t r = 0;
    for (int32_t i = 0; i < b.nb; ++i) shape[r++] = b.shape[i];
    for (int64_t d : trail) shape[r++] = d;
    Tensor* x;
    TF_TRY(e.new_tensor(dt, r, shape, TF_ROW_MAJOR, &x));
    t[n++] = x;
    *out = x;
    return TF_OK;
  }
};

// ---------------------------------------------------------------- gather
template <class T> inline bool finite(T x) { return std::isfinite(x); }
template <class R> inline bool finite(std::complex<R> x) {
  return std::isfinite(x.real()) && std::isfinite(x.imag());
}
template <class T> inline T conj_of(T x) { return x; }
template <class R> inline std::complex<R> conj_of(std::complex<R> x) { return std::conj(x); }

// First non-finite element of a column-major rows x cols block (ld), or
// false. Fast pass over the real parts: x * 0 is NaN exactly when x is NaN or
// infinite.
template <class T>
bool find_non_finite(const T* p, int64_t rows, int64_t cols, int64_t ld, int64_t* bi,
                     int64_t* bj) {
  using R = decltype(std::abs(T{}));
  constexpr int64_t w = sizeof(T) / sizeof(R);
  const R* q = reinterpret_cast<const R*>(p);
  R acc = 0;
  for (int64_t j = 0; j < cols; ++j) {
    const R* c = q + j * ld * w;
    for (int64_t i = 0; i < rows * w; ++i) acc += c[i] * R(0);
  }
  if (acc == acc) return false;
  for (int64_t j = 0; j < cols; ++j)
    for (int64_t i = 0; i < rows; ++i)
      if (!finite(p[i + j * ld])) {
        *bi = i;
        *bj = j;
        return true;
      }
  return false;
}

// Finiteness on the bits of a real word U (uint64_t for double, uint32_t for
// float): x is NaN or Inf exactly when its exponent field is all ones, i.e.
// when adding one to that field carries into the sign bit. Integer-only, so
// the copy loops below vectorise.
template <class U> inline U exp_carry(U u) {
  constexpr int mant = sizeof(U) == 8 ? 52 : 23;
  constexpr U exp = (sizeof(U) == 8 ? U(0x7ff) : U(0xff)) << mant;
  return (u & exp) + (U(1) << mant);
}
template <class U> inline bool carried(U acc) { return acc >> (8 * sizeof(U) - 1); }

// Copies n words s -> d; returns the OR of their exp_carry.
template <class U> U copy_words(const char* __restrict s, char* __restrict d, int64_t n) {
  U acc = 0;
  for (int64_t i = 0; i < n; ++i) {
    U u;
    std::memcpy(&u, s + i * (int64_t)sizeof(U), sizeof(U));
    std::memcpy(d + i * (int64_t)sizeof(U), &u, sizeof(U));
    acc |= exp_carry(u);
  }
  return acc;
}

// Copies matrix m at src into dst, column-major with leading dimension ld:
// dst = A (trans false) or A^T (trans true), conjugated when conj. Returns
// false with the offending (row, col) of A when an element is not finite
// (checked in the same pass; located afterwards only on that error path).
template <class T>
bool gather(const T* src, const Mat& m, bool trans, bool conj, T* dst, int64_t ld, int64_t* bi,
            int64_t* bj) {
  using Re = decltype(std::abs(T{}));
  using U = std::conditional_t<sizeof(Re) == 8, uint64_t, uint32_t>;
  constexpr int64_t w = sizeof(T) / sizeof(U);  // words per element
  const int64_t R = trans ? m.cols : m.rows, C = trans ? m.rows : m.cols;  // stored shape
  const int64_t srs = trans ? m.cs : m.rs, scs = trans ? m.rs : m.cs;      // stored strides
  const bool runs = (srs == 1 || R <= 1) && !conj;  // columns are contiguous runs
  U acc = 0;
  if (runs && (scs == R || C <= 1) && ld == R) {  // the whole matrix is one run
    acc = copy_words<U>(reinterpret_cast<const char*>(src), reinterpret_cast<char*>(dst),
                        R * C * w);
  } else {
    for (int64_t j = 0; j < C; ++j) {
      const T* s = src + j * scs;
      T* d = dst + j * ld;
      if (runs) {
        acc |= copy_words<U>(reinterpret_cast<const char*>(s), reinterpret_cast<char*>(d), R * w);
      } else {
        for (int64_t i = 0; i < R; ++i) {
          T v = s[i * srs];
          d[i] = conj ? conj_of(v) : v;
          U u[w];
          std::memcpy(u, &v, sizeof v);
          for (int64_t k = 0; k < w; ++k) acc |= exp_carry(u[k]);
        }
      }
    }
  }
  int64_t si, sj;
  if (carried(acc) && find_non_finite(dst, R, C, ld, &si, &sj)) {
    *bi = trans ? sj : si;
    *bj = trans ? si : sj;
    return false;
  }
  return true;
}

// ---------------------------------------------------------------- scatter
// Copies (batch..., rows, cols) from scratch (items item_elems apart, the
// matrix with strides (srs, scs)) into out, whose last two axes start at
// column/row offsets (r0, c0) of out's matrices.
inline void scatter(const Tensor& out, const Batch& b, const void* src, int64_t item_elems,
                    int64_t rows, int64_t cols, int64_t srs, int64_t scs, int64_t r0 = 0,
                    int64_t c0 = 0) {
  int64_t shape[TF_MAX_RANK], ss[TF_MAX_RANK];
  int32_t r = 0;
  int64_t acc = item_elems;
  for (int32_t i = b.nb - 1; i >= 0; --i) {
    ss[i] = acc;
    acc *= b.shape[i];
  }
  for (int32_t i = 0; i < b.nb; ++i) shape[i] = b.shape[i];
  r = b.nb;
  shape[r] = rows;
  ss[r] = srs;
  shape[r + 1] = cols;
  ss[r + 1] = scs;
  const int32_t nd = out.ndim;
  char* dst = out.data + (r0 * out.strides[nd - 2] + c0 * out.strides[nd - 1]) *
                             (int64_t)out.esize();
  strided_copy(out.esize(), r + 2, shape, src, ss, dst, out.strides);
}

// Same for a result with one trailing axis (singular values, eigenvalues):
// (batch..., len) from items item_elems apart, starting at offset0 of out's
// last axis.
inline void scatter_vec(const Tensor& out, const Batch& b, const void* src, int64_t item_elems,
                        int64_t len, int64_t offset0 = 0) {
  int64_t shape[TF_MAX_RANK], ss[TF_MAX_RANK];
  int64_t acc = item_elems;
  for (int32_t i = b.nb - 1; i >= 0; --i) {
    ss[i] = acc;
    acc *= b.shape[i];
  }
  for (int32_t i = 0; i < b.nb; ++i) shape[i] = b.shape[i];
  shape[b.nb] = len;
  ss[b.nb] = 1;
  char* dst = out.data + offset0 * out.strides[out.ndim - 1] * (int64_t)out.esize();
  strided_copy(out.esize(), b.nb + 1, shape, src, ss, dst, out.strides);
}

// The end of an operation with one matrix result, once every item
// succeeded: out (the caller's, or a new row-major (batch..., rows, cols)
// tensor), the call counted, the staged column-major items (rows x cols
// each; transposed: cols x rows) scattered into it, and a new out handed to
// *alloc_out.
inline Status finish_matrix(Engine& e, DType dt, const Batch& b, int64_t rows, int64_t cols,
                            const void* stage, bool transposed, Tensor* out, Tensor** alloc_out) {
  Allocs al;
  if (!out) TF_TRY(al.add(e, dt, b, {rows, cols}, &out));
  ++e.stats().calls;
  if (transposed) scatter(*out, b, stage, rows * cols, rows, cols, cols, 1);
  else scatter(*out, b, stage, rows * cols, rows, cols, 1, rows);
  if (alloc_out) {
    *alloc_out = out;
    al.committed = true;
  }
  return TF_OK;
}

// The same for one scalar per matrix (det, norms): out (the caller's, or a
// new row-major tensor of the batch shape and dtype dt) gets the staged
// values (one per item, contiguous).
inline Status finish_scalars(Engine& e, DType dt, const Batch& b, const void* stage, Tensor* out,
                             Tensor** alloc_out) {
  Allocs al;
  if (!out) {
    Tensor* x;
    TF_TRY(e.new_tensor(dt, b.nb, b.shape, TF_ROW_MAJOR, &x));
    al.t[al.n++] = x;
    out = x;
  }
  ++e.stats().calls;
  int64_t ss[TF_MAX_RANK], acc = 1;
  for (int32_t i = b.nb - 1; i >= 0; --i) {
    ss[i] = acc;
    acc *= b.shape[i];
  }
  strided_copy(dtype_size(dt), b.nb, b.shape, stage, ss, out->data, out->strides);
  if (alloc_out) {
    *alloc_out = out;
    al.committed = true;
  }
  return TF_OK;
}

// Writes zeros into out's (batch..., rows, cols) block at (r0, c0).
inline void zero_block(const Tensor& out, const Batch& b, int64_t rows, int64_t cols,
                       int64_t r0, int64_t c0) {
  static const double zeros[2] = {0.0, 0.0};  // one element of any dtype
  int64_t shape[TF_MAX_RANK], ss[TF_MAX_RANK] = {};
  for (int32_t i = 0; i < b.nb; ++i) shape[i] = b.shape[i];
  shape[b.nb] = rows;
  shape[b.nb + 1] = cols;
  const int32_t nd = out.ndim;
  char* dst = out.data + (r0 * out.strides[nd - 2] + c0 * out.strides[nd - 1]) *
                             (int64_t)out.esize();
  strided_copy(out.esize(), b.nb + 2, shape, zeros, ss, dst, out.strides);
}

// Writes zeros into out's (batch..., len) block starting at offset0 of its
// last axis.
inline void zero_vec(const Tensor& out, const Batch& b, int64_t len, int64_t offset0) {
  static const double zeros[2] = {0.0, 0.0};
  int64_t shape[TF_MAX_RANK], ss[TF_MAX_RANK] = {};
  for (int32_t i = 0; i < b.nb; ++i) shape[i] = b.shape[i];
  shape[b.nb] = len;
  char* dst = out.data + offset0 * out.strides[out.ndim - 1] * (int64_t)out.esize();
  strided_copy(out.esize(), b.nb + 1, shape, zeros, ss, dst, out.strides);
}

}  // namespace la
}  // namespace tf
