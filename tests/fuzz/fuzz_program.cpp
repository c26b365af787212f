// fuzz_program.cpp -- libFuzzer target: sequences of program-recording
// calls, then prepare and run.
//
// The input decodes into up to 24 calls on one tf_program: input (dtype,
// rank 0-3, extents static, 0 or TF_DYNAMIC), matmul and matmul_acc (slots
// valid or not, ops and betas arbitrary, c = -1 or a slot), reshape, output,
// prepare (driver and max_specializations arbitrary), run / run_alloc with
// inputs whose shapes follow the declaration (dynamic extents drawn per
// run; sometimes a wrong extent, a missing input or a column-major input),
// and "recreate" (release the program, keep the prepared handle). Every call
// must return a documented status (never TF_ERR_INTERNAL) and never crash.
// The target mirrors every recording call that succeeded; a run that
// succeeds must match a plain interpreter of the mirror exactly (inputs are
// small integers, alpha/beta in {0, 0.5, 1, 2}: exact in f64).
#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "fuzz_common.hpp"
#include "tenferro.h"

namespace {

// The mirror: a recorded value and how to compute it (f64 only is
// interpreted; programs with other dtypes are run but not checked).
struct Val {
  int kind;  // 0 input, 1 matmul, 2 reshape
  int32_t in[3];
  int32_t op_a, op_b;
  double alpha, beta;
  int32_t ndim;
  int64_t shape[4];  // declared (inputs: may be TF_DYNAMIC)
  int32_t dt;        // as an int: it may be out of tf_dtype's range
  int input_index;
};

struct Arr {
  int32_t ndim = 0;
  int64_t s[4] = {};
  std::vector<double> v;  // row-major
};

int64_t numel(const Arr& a) {
  int64_t n = 1;
  for (int i = 0; i < a.ndim; ++i) n *= a.s[i];
  return n;
}

// Matrix op of the last two axes, with NumPy batch broadcasting (rank <= 4).
Arr matmul_ref(const Arr& A, const Arr& B, int32_t op_a, int32_t op_b, double alpha) {
  Arr r;
  const int64_t am = A.s[A.ndim - 2], ak = A.s[A.ndim - 1];
  const int64_t bk = B.s[B.ndim - 2], bn = B.s[B.ndim - 1];
  const int64_t m = op_a ? ak : am, k = op_a ? am : ak, n = op_b ? bk : bn;
  const int ba = A.ndim - 2, bb = B.ndim - 2, nb = ba > bb ? ba : bb;
  int64_t bs[2] = {1, 1};
  for (int i = 0; i < nb; ++i) {
    int64_t x = i - (nb - ba) >= 0 ? A.s[i - (nb - ba)] : 1;
    int64_t y = i - (nb - bb) >= 0 ? B.s[i - (nb - bb)] : 1;
    bs[i] = x == 1 ? y : x;
  }
  r.ndim = nb + 2;
  for (int i = 0; i < nb; ++i) r.s[i] = bs[i];
  r.s[nb] = m;
  r.s[nb + 1] = n;
  r.v.assign((size_t)numel(r), 0.0);
  int64_t nbatch = 1;
  for (int i = 0; i < nb; ++i) nbatch *= bs[i];
  for (int64_t q = 0; q < nbatch; ++q) {
    int64_t idx[2] = {0, 0}, rem = q;
    for (int i = nb - 1; i >= 0; --i) {
      idx[i] = rem % bs[i];
      rem /= bs[i];
    }
    auto item = [&](const Arr& X, int bx) {
      int64_t o = 0;
      for (int i = 0; i < bx; ++i) {
        int64_t e = X.s[i];
        o = o * e + (e == 1 ? 0 : idx[i + (nb - bx)]);
      }
      return o * X.s[X.ndim - 2] * X.s[X.ndim - 1];
    };
    const double* a = A.v.data() + item(A, ba);
    const double* b = B.v.data() + item(B, bb);
    double* c = r.v.data() + q * m * n;
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) {
        double s = 0;
        for (int64_t p = 0; p < k; ++p) {
          double x = op_a ? a[p * ak + i] : a[i * ak + p];
          double y = op_b ? b[j * bn + p] : b[p * bn + j];
          s += x * y;
        }
        c[i * n + j] = alpha * s;
      }
  }
  return r;
}

struct State {
  tf_program* prog = nullptr;
  std::vector<Val> vals;          // mirror of the current program
  std::vector<int32_t> inputs, outputs;
  bool all_f64 = true;
  tf_prepared* prep = nullptr;     // prepared from a snapshot of the mirror
  std::vector<Val> pvals;
  std::vector<int32_t> pinputs, poutputs;
  bool pf64 = true, ppooled = false;
};

double pick_scalar(FuzzedDataProvider& p) {
  static const double k[4] = {0, 0.5, 1, 2};
  return k[p.ConsumeIntegralInRange<int>(0, 3)];
}
int32_t pick_slot(FuzzedDataProvider& p, const State& s) {
  if (p.ConsumeIntegralInRange<int>(0, 15) == 0) return p.ConsumeIntegralInRange<int32_t>(-3, 40);
  if (s.vals.empty()) return 0;
  return p.ConsumeIntegralInRange<int32_t>(0, (int32_t)s.vals.size() - 1);
}

void do_run(FuzzedDataProvider& p, State& s) {
  if (!s.prep) return;
  const bool alloc = p.ConsumeBool();
  const std::size_t nin = s.pinputs.size();
  std::vector<Arr> in(nin);
  std::vector<std::vector<double>> colmajor(nin);
  std::vector<tf_tensor*> t(nin, nullptr);
  bool wrong = false;
  for (std::size_t i = 0; i < nin; ++i) {
    const Val& v = s.pvals[s.pinputs[i]];
    in[i].ndim = v.ndim;
    for (int d = 0; d < v.ndim; ++d) {
      int64_t e = v.shape[d] == TF_DYNAMIC ? p.ConsumeIntegralInRange<int64_t>(0, 3) : v.shape[d];
      if (p.ConsumeIntegralInRange<int>(0, 30) == 0) {
        e += 1;
        wrong = true;
      }
      in[i].s[d] = e;
    }
    const int64_t n = numel(in[i]);
    if (n > 4096) return;
    in[i].v.resize((size_t)n);
    for (int64_t j = 0; j < n; ++j) in[i].v[(size_t)j] = (double)((j * 3 + i) % 5) - 2;
    const int32_t dt = s.pf64 ? (int32_t)TF_F64 : v.dt;
    if (dt != TF_F64) in[i].v.resize((size_t)n * 2);  // complex: (re, im) pairs
    CHECK(tf_tensor_wrap((tf_dtype)dt, in[i].ndim, in[i].s, nullptr, in[i].v.data(), &t[i]) ==
          TF_OK);
    if (in[i].ndim >= 2 && p.ConsumeIntegralInRange<int>(0, 5) == 0) {
      // The same values, column-major (a signature of its own).
      tf_tensor* c = nullptr;
      if (tf_contiguous(engine(s.ppooled), t[i], TF_COL_MAJOR, &c) == TF_OK) {
        tf_tensor_release(t[i]);
        t[i] = c;
      }
    }
  }
  std::size_t nin_call = nin;
  if (nin > 0 && p.ConsumeIntegralInRange<int>(0, 20) == 0) {
    nin_call = nin - 1;
    wrong = true;
  }
  const std::size_t nout = s.poutputs.size();
  std::vector<tf_tensor*> outs(nout, nullptr);
  tf_engine* e = engine(p.ConsumeIntegralInRange<int>(0, 9) == 0 ? !s.ppooled : s.ppooled);
  tf_status st = alloc ? tf_program_run_alloc(e, s.prep, (const tf_tensor* const*)t.data(),
                                              nin_call, outs.data(), nout)
                       : TF_ERR_INVALID_ARGUMENT;
  if (!alloc) {
    // Outputs from a first run_alloc on the same inputs, then run into them.
    std::vector<tf_tensor*> tmp(nout, nullptr);
    st = tf_program_run_alloc(e, s.prep, (const tf_tensor* const*)t.data(), nin_call,
                              tmp.data(), nout);
    if (st == TF_OK) {
      for (std::size_t j = 0; j < nout; ++j) {
        int32_t nd;
        int64_t sh[TF_MAX_RANK];
        tf_dtype dt = TF_F64;
        CHECK(tf_tensor_ndim(tmp[j], &nd) == TF_OK && tf_tensor_shape(tmp[j], sh) == TF_OK &&
              tf_tensor_dtype(tmp[j], &dt) == TF_OK);
        CHECK(tf_tensor_zeros(e, dt, nd, sh, TF_COL_MAJOR, &outs[j]) == TF_OK);
        tf_tensor_release(tmp[j]);
      }
      st = tf_program_run(e, s.prep, (const tf_tensor* const*)t.data(), nin_call, outs.data(),
                          nout);
      if (st != TF_OK)
        for (tf_tensor*& o : outs) {
          tf_tensor_release(o);
          o = nullptr;
        }
    }
  }
  CHECK(documented(st));
  if (st == TF_OK && s.pf64 && !wrong) {
    // Interpret the mirror.
    std::vector<Arr> val(s.pvals.size());
    std::vector<bool> have(s.pvals.size(), false);
    for (std::size_t i = 0; i < nin; ++i) {
      val[s.pinputs[i]] = in[i];
      have[s.pinputs[i]] = true;
    }
    // Only values that reach an output (the program removes the others and
    // never checks their shapes).
    std::vector<bool> live(s.pvals.size(), false);
    for (int32_t o : s.poutputs) live[o] = true;
    for (std::size_t v = s.pvals.size(); v-- > 0;)
      if (live[v])
        for (int32_t q : s.pvals[v].in)
          if (q >= 0) live[q] = true;
    for (std::size_t v = 0; v < s.pvals.size(); ++v) {
      const Val& x = s.pvals[v];
      if (!live[v]) continue;
      if (x.kind == 1) {
        Arr r = matmul_ref(val[x.in[0]], val[x.in[1]], x.op_a, x.op_b, x.alpha);
        if (x.in[2] >= 0 && x.beta != 0)
          for (std::size_t j = 0; j < r.v.size(); ++j) r.v[j] += x.beta * val[x.in[2]].v[j];
        val[v] = r;
      } else if (x.kind == 2) {
        Arr r = val[x.in[0]];
        r.ndim = x.ndim;
        for (int d = 0; d < x.ndim; ++d) r.s[d] = x.shape[d];
        val[v] = r;
      }
    }
    for (std::size_t j = 0; j < nout; ++j) {
      const Arr& w = val[s.poutputs[j]];
      int64_t n = -1;
      CHECK(tf_tensor_numel(outs[j], &n) == TF_OK && n == numel(w));
      std::vector<double> got((size_t)n + 1);
      CHECK(tf_tensor_read(outs[j], TF_ROW_MAJOR, got.data(), (size_t)n * sizeof(double)) ==
            TF_OK);
      for (int64_t q = 0; q < n; ++q) CHECK(got[(size_t)q] == w.v[(size_t)q]);
    }
  }
  for (tf_tensor* o : outs) tf_tensor_release(o);
  for (tf_tensor* x : t) tf_tensor_release(x);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  FuzzedDataProvider p(data, size);
  State s;
  CHECK(tf_program_create(&s.prog) == TF_OK);
  for (int step = 0; step < 24 && p.remaining_bytes() > 0; ++step) {
    int32_t slot = -7;
    tf_status st = TF_OK;
    switch (p.ConsumeIntegralInRange<int>(0, 8)) {
      case 0:
      case 1: {  // input
        Val v{};
        v.kind = 0;
        v.in[0] = v.in[1] = v.in[2] = -1;
        v.dt = p.ConsumeIntegralInRange<int>(0, 7) ? (int32_t)TF_F64
                                                   : p.ConsumeIntegralInRange<int32_t>(-1, 4);
        v.ndim = p.ConsumeIntegralInRange<int>(0, 15) ? p.ConsumeIntegralInRange<int32_t>(0, 3)
                                                       : p.ConsumeIntegralInRange<int32_t>(-1, 4);
        int64_t sh[4] = {};
        for (int d = 0; d < 4; ++d) {
          switch (p.ConsumeIntegralInRange<int>(0, 7)) {
            case 0: sh[d] = TF_DYNAMIC; break;
            case 1: sh[d] = p.ConsumeIntegralInRange<int64_t>(-3, 0); break;
            default: sh[d] = p.ConsumeIntegralInRange<int64_t>(1, 3);
          }
        }
        st = tf_program_input(s.prog, (tf_dtype)v.dt, v.ndim, sh, &slot);
        if (st == TF_OK) {
          CHECK(slot == (int32_t)s.vals.size());
          for (int d = 0; d < v.ndim; ++d) v.shape[d] = sh[d];
          v.input_index = (int)s.inputs.size();
          s.inputs.push_back(slot);
          if (v.dt != TF_F64) s.all_f64 = false;
          s.vals.push_back(v);
        }
        break;
      }
      case 2:
      case 3: {  // matmul / matmul_acc
        Val v{};
        v.kind = 1;
        v.in[0] = pick_slot(p, s);
        v.in[1] = pick_slot(p, s);
        v.in[2] = -1;
        v.alpha = 1;
        v.beta = 0;
        if (p.ConsumeBool()) {
          st = tf_program_matmul(s.prog, v.in[0], v.in[1], &slot);
        } else {
          v.op_a = p.ConsumeIntegralInRange<int>(0, 9) ? p.ConsumeIntegralInRange<int32_t>(0, 2)
                                                       : p.ConsumeIntegral<int32_t>();
          v.op_b = p.ConsumeIntegralInRange<int32_t>(0, 2);
          v.alpha = pick_scalar(p);
          v.beta = pick_scalar(p);
          v.in[2] = p.ConsumeBool() ? -1 : pick_slot(p, s);
          tf_scalar al{v.alpha, 0}, be{v.beta, 0};
          st = tf_program_matmul_acc(s.prog, (tf_op)v.op_a, v.in[0], (tf_op)v.op_b, v.in[1], al,
                                     be, v.in[2], &slot);
          if (v.op_a == TF_OP_C) v.op_a = TF_OP_T;  // real: the same
          if (v.op_b == TF_OP_C) v.op_b = TF_OP_T;
          if (v.beta == 0) v.in[2] = -1;  // c is then no operand (documented)
        }
        if (st == TF_OK) {
          CHECK(slot == (int32_t)s.vals.size());
          s.vals.push_back(v);
        }
        break;
      }
      case 4: {  // reshape
        Val v{};
        v.kind = 2;
        v.in[0] = pick_slot(p, s);
        v.in[1] = v.in[2] = -1;
        v.ndim = p.ConsumeIntegralInRange<int32_t>(0, 3);
        int64_t sh[4] = {};
        for (int d = 0; d < 4; ++d) sh[d] = p.ConsumeIntegralInRange<int64_t>(-1, 6);
        st = tf_program_reshape(s.prog, v.in[0], v.ndim, sh, &slot);
        if (st == TF_OK) {
          CHECK(slot == (int32_t)s.vals.size());
          for (int d = 0; d < v.ndim; ++d) v.shape[d] = sh[d];
          s.vals.push_back(v);
        }
        break;
      }
      case 5: {  // output
        int32_t o = pick_slot(p, s);
        st = tf_program_output(s.prog, o);
        if (st == TF_OK) s.outputs.push_back(o);
        break;
      }
      case 6: {  // prepare
        tf_prepare_options opt{};
        opt.struct_size = sizeof opt;
        int32_t drv = p.ConsumeIntegralInRange<int>(0, 9) ? p.ConsumeIntegralInRange<int32_t>(0, 2)
                                                          : p.ConsumeIntegral<int32_t>();
        std::memcpy(&opt.driver, &drv, sizeof drv);
        opt.max_specializations = p.ConsumeIntegralInRange<size_t>(0, 3);
        const bool pooled = p.ConsumeIntegralInRange<int>(0, 3) == 0;
        tf_prepared* pr = nullptr;
        st = tf_program_prepare(engine(pooled), s.prog, p.ConsumeBool() ? &opt : nullptr, &pr);
        if (st == TF_OK) {
          tf_prepared_release(s.prep);
          s.prep = pr;
          s.pvals = s.vals;
          s.pinputs = s.inputs;
          s.poutputs = s.outputs;
          s.pf64 = s.all_f64;
          s.ppooled = pooled;
          tf_prepared_info info{};
          info.struct_size = sizeof info;
          CHECK(tf_prepared_get_info(pr, &info) == TF_OK);
        } else {
          CHECK(pr == nullptr);
        }
        break;
      }
      case 7:
        do_run(p, s);
        break;
      default:  // a new recording; the prepared handle stays valid
        tf_program_release(s.prog);
        s.prog = nullptr;
        CHECK(tf_program_create(&s.prog) == TF_OK);
        s.vals.clear();
        s.inputs.clear();
        s.outputs.clear();
        s.all_f64 = true;
    }
    CHECK(documented(st));
    if (st != TF_OK) CHECK(tf_last_error()[0] != '\0');
  }
  do_run(p, s);
  tf_prepared_release(s.prep);
  tf_program_release(s.prog);
  return 0;
}
