// mpi/mpi_einsum.cpp: libtenferro_mpi, sliced einsum across MPI ranks.
// Built on the public C API of libtenferro only (it is a client of the
// library, like any caller): the slices are views (tf_slice_view), each
// slice is a tf_einsum_acc into the rank's partial result, and the partial
// results meet in a binomial tree of point-to-point messages on a duplicate
// of the caller's communicator.
#include <mpi.h>

#include <cstdarg>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <exception>
#include <new>
#include <string>
#include <vector>

#include "tenferro_mpi.h"

namespace {

thread_local std::string g_error;

tf_status fail(tf_status st, const char* fmt, ...) {
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  std::vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  g_error = buf;
  return st;
}

// A tenferro call failed: keep its message.
tf_status from_tf(tf_status st, const char* what) {
  return fail(st, "%s: %s", what, tf_last_error());
}

#define TRY_TF(call, what)                      \
  do {                                          \
    tf_status st_ = (call);                     \
    if (st_ != TF_OK) return from_tf(st_, what); \
  } while (0)

// Owns a tf_tensor handle.
struct Tensor {
  tf_tensor* t = nullptr;
  Tensor() = default;
  Tensor(const Tensor&) = delete;
  Tensor& operator=(const Tensor&) = delete;
  ~Tensor() { tf_tensor_release(t); }
  tf_tensor* release() {
    tf_tensor* r = t;
    t = nullptr;
    return r;
  }
};

// One operand term (or the output) of the subscripts: its labels in axis
// order, with -1 where "..." covers axes (at most once).
struct Term {
  std::vector<int> labels;  // letters as char codes; -1 marks "..."
  bool ellipsis = false;
};

struct Network {
  std::vector<Term> in;
  Term out;
  std::vector<int64_t> extent = std::vector<int64_t>(128, -1);  // per letter
  std::vector<std::vector<int64_t>> shapes;
  std::vector<int64_t> ell_shape;  // broadcast shape of "..."
  tf_dtype dtype = TF_F64;
  std::vector<int64_t> out_shape;
};

bool is_label(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

tf_status parse_term(const char* s, size_t len, Term* t) {
  for (size_t i = 0; i < len; ++i) {
    char c = s[i];
    if (c == ' ') continue;
    if (c == '.') {
      if (i + 2 >= len || s[i + 1] != '.' || s[i + 2] != '.' || t->ellipsis)
        return fail(TF_ERR_INVALID_ARGUMENT, "subscripts: '.' not part of one \"...\" per term");
      t->ellipsis = true;
      t->labels.push_back(-1);
      i += 2;
      continue;
    }
    if (!is_label(c))
      return fail(TF_ERR_INVALID_ARGUMENT, "subscripts: '%c' is not a label (a-z, A-Z)", c);
    t->labels.push_back(c);
  }
  return TF_OK;
}

int explicit_count(const Term& t) { return static_cast<int>(t.labels.size()) - (t.ellipsis ? 1 : 0); }

tf_status parse(const char* subscripts, int32_t n, const tf_tensor* const* ops, Network* net) {
  const char* arrow = std::strstr(subscripts, "->");
  size_t lhs_len = arrow ? static_cast<size_t>(arrow - subscripts) : std::strlen(subscripts);
  size_t start = 0;
  for (size_t i = 0; i <= lhs_len; ++i) {
    if (i == lhs_len || subscripts[i] == ',') {
      Term t;
      tf_status st = parse_term(subscripts + start, i - start, &t);
      if (st != TF_OK) return st;
      net->in.push_back(t);
      start = i + 1;
    }
  }
  if (static_cast<int32_t>(net->in.size()) != n)
    return fail(TF_ERR_INVALID_ARGUMENT, "subscripts: %zu operand terms, n is %d", net->in.size(),
                n);
  for (int32_t i = 0; i < n; ++i) {
    if (!ops[i]) return fail(TF_ERR_INVALID_ARGUMENT, "operands[%d]: NULL", i);
    int32_t nd = 0;
    tf_dtype dt;
    TRY_TF(tf_tensor_ndim(ops[i], &nd), "operands");
    TRY_TF(tf_tensor_dtype(ops[i], &dt), "operands");
    if (i == 0) net->dtype = dt;
    std::vector<int64_t> shape(static_cast<size_t>(nd));
    if (nd > 0) TRY_TF(tf_tensor_shape(ops[i], shape.data()), "operands");
    net->shapes.push_back(shape);
  }
  // Extents of explicit labels; broadcast shape of "...".
  for (int32_t i = 0; i < n; ++i) {
    const Term& t = net->in[static_cast<size_t>(i)];
    const auto& shape = net->shapes[static_cast<size_t>(i)];
    int nd = static_cast<int>(shape.size());
    int ne = explicit_count(t);
    if (nd < ne || (!t.ellipsis && nd != ne))
      return fail(TF_ERR_SHAPE_MISMATCH, "operands[%d]: rank %d, its subscripts name %d axes", i,
                  nd, ne);
    int ell = nd - ne, axis = 0;
    for (int l : t.labels) {
      if (l < 0) {
        if (static_cast<int>(net->ell_shape.size()) < ell)
          net->ell_shape.insert(net->ell_shape.begin(),
                                static_cast<size_t>(ell) - net->ell_shape.size(), 1);
        for (int k = 0; k < ell; ++k) {
          int64_t& e = net->ell_shape[net->ell_shape.size() - static_cast<size_t>(ell) +
                                      static_cast<size_t>(k)];
          int64_t x = shape[static_cast<size_t>(axis + k)];
          if (e == 1) e = x;
          else if (x != 1 && x != e)
            return fail(TF_ERR_SHAPE_MISMATCH, "operands[%d]: \"...\" axes do not broadcast", i);
        }
        axis += ell;
        continue;
      }
      int64_t x = shape[static_cast<size_t>(axis++)];
      if (net->extent[static_cast<size_t>(l)] < 0) net->extent[static_cast<size_t>(l)] = x;
    }
  }
  // Output: explicit, or every label occurring once in ASCII order after "...".
  if (arrow) {
    tf_status st = parse_term(arrow + 2, std::strlen(arrow + 2), &net->out);
    if (st != TF_OK) return st;
  } else {
    std::vector<int> count(128, 0);
    bool any_ell = false;
    for (const Term& t : net->in)
      for (int l : t.labels) {
        if (l < 0) any_ell = true;
        else ++count[static_cast<size_t>(l)];
      }
    if (any_ell) {
      net->out.ellipsis = true;
      net->out.labels.push_back(-1);
    }
    for (int c = 0; c < 128; ++c)
      if (count[static_cast<size_t>(c)] == 1) net->out.labels.push_back(c);
  }
  for (int l : net->out.labels) {
    if (l < 0) {
      net->out_shape.insert(net->out_shape.end(), net->ell_shape.begin(), net->ell_shape.end());
    } else {
      if (net->extent[static_cast<size_t>(l)] < 0)
        return fail(TF_ERR_INVALID_ARGUMENT, "subscripts: output label '%c' is in no operand",
                    static_cast<char>(l));
      net->out_shape.push_back(net->extent[static_cast<size_t>(l)]);
    }
  }
  return TF_OK;
}

// FNV-1a over everything that must agree between ranks.
struct Hash {
  uint64_t h = 1469598103934665603ull;
  void bytes(const void* p, size_t n) {
    const unsigned char* c = static_cast<const unsigned char*>(p);
    for (size_t i = 0; i < n; ++i) h = (h ^ c[i]) * 1099511628211ull;
  }
  template <class T>
  void value(T v) { bytes(&v, sizeof v); }
};

// The einsum options' field f when the caller's struct_size covers it, else
// its default (zero).
#define EO_FIELD(eo, f)                                                               \
  ((eo) && (eo)->struct_size >= offsetof(tf_einsum_options, f) + sizeof((eo)->f) ? (eo)->f \
                                                                                  : decltype((eo)->f){})

// A plan's bytes (tf_einsum_path_write); empty when there is no plan.
tf_status plan_bytes(const tf_einsum_path* plan, std::vector<char>* out) {
  out->clear();
  if (!plan) return TF_OK;
  size_t size = 0;
  TRY_TF(tf_einsum_path_write(plan, nullptr, 0, &size), "options->einsum->plan");
  out->resize(size);
  TRY_TF(tf_einsum_path_write(plan, out->data(), size, &size), "options->einsum->plan");
  return TF_OK;
}

uint64_t request_hash(const char* subscripts, const Network& net, const char* sliced,
                      const tf_einsum_options* eo, const std::vector<char>& plan) {
  Hash h;
  h.bytes(subscripts, std::strlen(subscripts) + 1);
  h.value(static_cast<int32_t>(net.in.size()));
  h.value(static_cast<int32_t>(net.dtype));
  for (const auto& s : net.shapes) {
    h.value(s.size());
    for (int64_t x : s) h.value(x);
  }
  h.bytes(sliced, std::strlen(sliced) + 1);
  if (eo) {
    h.value(eo->path_len);
    if (eo->path && eo->path_len > 0)
      h.bytes(eo->path, sizeof(int32_t) * 2 * static_cast<size_t>(eo->path_len));
    if (eo->conj) h.bytes(eo->conj, net.in.size());
    h.value(EO_FIELD(eo, memory_budget_bytes));
    h.bytes(plan.data(), plan.size());
  }
  return h.h;
}

// Every rank learns whether any rank failed and whether all hashes agree.
// Returns the local status, or the agreed failure.
tf_status agree(MPI_Comm comm, tf_status local, uint64_t hash, const char* stage) {
  int32_t worst = local;
  if (MPI_Allreduce(&local, &worst, 1, MPI_INT32_T, MPI_MAX, comm) != MPI_SUCCESS)
    return fail(TF_ERR_INTERNAL, "MPI_Allreduce failed (%s)", stage);
  uint64_t lo = hash, hi = hash;
  if (MPI_Allreduce(&hash, &lo, 1, MPI_UINT64_T, MPI_MIN, comm) != MPI_SUCCESS ||
      MPI_Allreduce(&hash, &hi, 1, MPI_UINT64_T, MPI_MAX, comm) != MPI_SUCCESS)
    return fail(TF_ERR_INTERNAL, "MPI_Allreduce failed (%s)", stage);
  if (local != TF_OK) return local;  // keep this rank's own message
  if (worst != TF_OK)
    return fail(static_cast<tf_status>(worst), "%s: another rank failed with status %d (%s)", stage,
                worst, tf_status_name(static_cast<tf_status>(worst)));
  if (lo != hi)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "%s: the ranks passed different requests (subscripts, operand dtypes or shapes, "
                "sliced labels or einsum options differ between ranks)",
                stage);
  return TF_OK;
}

// Sends or receives a contiguous buffer in chunks MPI's int counts can hold.
constexpr size_t kChunk = size_t(1) << 30;
int send_bytes(const char* p, size_t n, int to, MPI_Comm comm) {
  for (size_t off = 0; off < n || n == 0; off += kChunk) {
    int c = static_cast<int>(n - off < kChunk ? n - off : kChunk);
    if (int rc = MPI_Send(p + off, c, MPI_BYTE, to, 7, comm); rc != MPI_SUCCESS) return rc;
    if (n == 0) break;
  }
  return MPI_SUCCESS;
}
int recv_bytes(char* p, size_t n, int from, MPI_Comm comm) {
  for (size_t off = 0; off < n || n == 0; off += kChunk) {
    int c = static_cast<int>(n - off < kChunk ? n - off : kChunk);
    if (int rc = MPI_Recv(p + off, c, MPI_BYTE, from, 7, comm, MPI_STATUS_IGNORE); rc != MPI_SUCCESS)
      return rc;
    if (n == 0) break;
  }
  return MPI_SUCCESS;
}
int bcast_bytes(char* p, size_t n, MPI_Comm comm) {
  for (size_t off = 0; off < n; off += kChunk) {
    int c = static_cast<int>(n - off < kChunk ? n - off : kChunk);
    if (int rc = MPI_Bcast(p + off, c, MPI_BYTE, 0, comm); rc != MPI_SUCCESS) return rc;
  }
  return MPI_SUCCESS;
}

template <class T>
void add_to(void* acc, const void* x, size_t count) {
  T* a = static_cast<T*>(acc);
  const T* b = static_cast<const T*>(x);
  for (size_t i = 0; i < count; ++i) a[i] += b[i];
}

struct Call {
  tf_engine* engine;
  MPI_Comm comm;
  const char* subscripts;
  int32_t n;
  const tf_tensor* const* operands;
  const tf_mpi_options* options;
  tf_tensor* into;
  tf_tensor** out;
  tf_mpi_report* report;
};

// Local checks that need no communication. Fills net and the sliced labels.
tf_status check_local(const Call& c, Network* net, std::vector<int>* sliced,
                      const char** sliced_text, const tf_einsum_options** eo) {
  if (!c.engine) return fail(TF_ERR_INVALID_ARGUMENT, "engine: NULL");
  if (!c.subscripts) return fail(TF_ERR_INVALID_ARGUMENT, "subscripts: NULL");
  if (!c.operands) return fail(TF_ERR_INVALID_ARGUMENT, "operands: NULL");
  if (c.n < 1) return fail(TF_ERR_INVALID_ARGUMENT, "n: %d, expected at least 1", c.n);
  if (!c.into && !c.out) return fail(TF_ERR_INVALID_ARGUMENT, "out: NULL");
  if (c.report && c.report->struct_size < sizeof(size_t) + 2 * sizeof(int32_t))
    return fail(TF_ERR_INVALID_ARGUMENT, "report->struct_size: %zu, expected at least %zu",
                c.report->struct_size, sizeof(size_t) + 2 * sizeof(int32_t));
  *sliced_text = "";
  *eo = nullptr;
  if (c.options) {
    if (c.options->struct_size < offsetof(tf_mpi_options, sliced) + sizeof(const char*))
      return fail(TF_ERR_INVALID_ARGUMENT, "options->struct_size: %zu, expected at least %zu",
                  c.options->struct_size,
                  offsetof(tf_mpi_options, sliced) + sizeof(const char*));
    *eo = c.options->einsum;
    if (c.options->sliced) *sliced_text = c.options->sliced;
  }
  if (**sliced_text && EO_FIELD(*eo, plan))
    return fail(TF_ERR_INVALID_ARGUMENT,
                "options: both sliced labels (\"%s\") and einsum->plan given; the plan names "
                "its own sliced labels",
                *sliced_text);
  if (tf_status st = parse(c.subscripts, c.n, c.operands, net); st != TF_OK) return st;
  for (const char* p = *sliced_text; *p; ++p) {
    if (*p == ' ') continue;
    if (!is_label(*p) || net->extent[static_cast<size_t>(*p)] < 0)
      return fail(TF_ERR_INVALID_ARGUMENT, "options->sliced: '%c' is not a label of the network",
                  *p);
    for (int l : *sliced)
      if (l == *p)
        return fail(TF_ERR_INVALID_ARGUMENT, "options->sliced: '%c' named twice", *p);
    sliced->push_back(*p);
  }
  if (c.into) {
    int32_t nd = 0;
    tf_dtype dt;
    TRY_TF(tf_tensor_ndim(c.into, &nd), "out");
    TRY_TF(tf_tensor_dtype(c.into, &dt), "out");
    std::vector<int64_t> shape(static_cast<size_t>(nd));
    if (nd > 0) TRY_TF(tf_tensor_shape(c.into, shape.data()), "out");
    if (dt != net->dtype)
      return fail(TF_ERR_DTYPE_MISMATCH, "out: dtype %d, the result's is %d", dt, net->dtype);
    if (shape != net->out_shape)
      return fail(TF_ERR_SHAPE_MISMATCH, "out: shape differs from the result's (rank %zu)",
                  net->out_shape.size());
  }
  return TF_OK;
}

// Views of the operands (and of the partial result) with each sliced label
// fixed to its value in slice s.
tf_status slice_views(const Network& net, const std::vector<int>& sliced,
                      const std::vector<int64_t>& value, const tf_tensor* const* ops,
                      tf_tensor* partial, std::vector<Tensor>* views, Tensor* out_view) {
  auto view_of = [&](const tf_tensor* x, const Term& t, const std::vector<int64_t>& shape,
                     Tensor* v) -> tf_status {
    size_t nd = shape.size();
    std::vector<int64_t> start(nd, 0), stop(shape);
    int ell = static_cast<int>(nd) - explicit_count(t), axis = 0;
    for (int l : t.labels) {
      if (l < 0) {
        axis += ell;
        continue;
      }
      for (size_t k = 0; k < sliced.size(); ++k)
        if (sliced[k] == l) {
          start[static_cast<size_t>(axis)] = value[k];
          stop[static_cast<size_t>(axis)] = value[k] + 1;
        }
      ++axis;
    }
    TRY_TF(tf_slice_view(x, start.data(), stop.data(), nullptr, &v->t), "slice view");
    return TF_OK;
  };
  for (size_t i = 0; i < net.in.size(); ++i)
    if (tf_status st = view_of(ops[i], net.in[i], net.shapes[i], &(*views)[i]); st != TF_OK)
      return st;
  return view_of(partial, net.out, net.out_shape, out_view);
}

// A plan in use: its sliced labels, and the options every slice runs with
// (the caller's, with the plan's order as the path and no budget or plan:
// the slices' views already fit).
struct Plan {
  std::vector<int> sliced;
  std::vector<int32_t> pairs;
  size_t bytes = 0;  // of the serialised plan
  tf_einsum_options options{};

  const tf_einsum_options* slice_options(const tf_einsum_options* eo) {
    size_t have = eo ? (eo->struct_size < sizeof options ? eo->struct_size : sizeof options) : 0;
    if (have) std::memcpy(static_cast<void*>(&options), eo, have);
    options.struct_size = sizeof options;
    options.path = pairs.empty() ? nullptr : pairs.data();
    options.path_len = static_cast<int32_t>(pairs.size() / 2);
    options.plan = nullptr;
    options.memory_budget_bytes = 0;
    return &options;
  }
};

// Reads a serialised plan: its sliced labels and its order.
tf_status read_plan(const std::vector<char>& bytes, Plan* plan) {
  tf_einsum_path* p = nullptr;
  TRY_TF(tf_einsum_path_read(bytes.data(), bytes.size(), &p), "plan");
  struct Release {
    tf_einsum_path* p;
    ~Release() { tf_einsum_path_release(p); }
  } release{p};
  tf_einsum_path_info info{};
  info.struct_size = sizeof info;
  TRY_TF(tf_einsum_path_info_get(p, &info), "plan");
  std::vector<int64_t> labels(static_cast<size_t>(info.nsliced));
  plan->pairs.resize(2 * static_cast<size_t>(info.npairs));
  TRY_TF(tf_einsum_path_sliced(p, labels.data(), info.nsliced), "plan");
  TRY_TF(tf_einsum_path_pairs(p, plan->pairs.data(), 2 * info.npairs), "plan");
  plan->sliced.assign(labels.begin(), labels.end());
  plan->bytes = bytes.size();
  return TF_OK;
}

// Rank 0 plans under the memory budget (tf_einsum_path_create with the
// caller's einsum options) and sends the plan's bytes, or its failure, to
// every rank; every rank reads them.
tf_status plan_on_rank0(const Call& c, const tf_einsum_options* eo, int rank, MPI_Comm comm,
                        Plan* plan) {
  struct Header {
    int64_t status;
    uint64_t size;
    char message[496];
  } head{};
  std::vector<char> bytes;
  if (rank == 0) {
    tf_einsum_path* p = nullptr;
    tf_status st = tf_einsum_path_create(c.engine, c.subscripts, c.n, c.operands, eo, &p);
    if (st == TF_OK) {
      st = plan_bytes(p, &bytes);
      tf_einsum_path_release(p);
    } else {
      from_tf(st, "planning under options->einsum->memory_budget_bytes");
    }
    head.status = st;
    head.size = bytes.size();
    if (st != TF_OK) std::snprintf(head.message, sizeof head.message, "%s", g_error.c_str());
  }
  if (MPI_Bcast(&head, sizeof head, MPI_BYTE, 0, comm) != MPI_SUCCESS)
    return fail(TF_ERR_INTERNAL, "MPI_Bcast failed (plan)");
  if (head.status != TF_OK)
    return rank == 0 ? static_cast<tf_status>(head.status)
                     : fail(static_cast<tf_status>(head.status), "rank 0: %s", head.message);
  bytes.resize(head.size);
  if (bcast_bytes(bytes.data(), bytes.size(), comm) != MPI_SUCCESS)
    return fail(TF_ERR_INTERNAL, "MPI_Bcast failed (plan)");
  return read_plan(bytes, plan);
}

tf_status run(const Call& c) {
  MPI_Comm comm = c.comm;
  int initialized = 0, finalized = 0;
  MPI_Initialized(&initialized);
  MPI_Finalized(&finalized);
  if (!initialized || finalized)
    return fail(TF_ERR_INVALID_ARGUMENT, "MPI is not initialised (or already finalised)");
  if (comm == MPI_COMM_NULL) return fail(TF_ERR_INVALID_ARGUMENT, "comm: MPI_COMM_NULL");
  double t0 = MPI_Wtime();
  // A private communicator: our messages never meet the caller's.
  // An invalid handle raises its error on MPI_COMM_WORLD, whose handler
  // aborts by default: return the error instead while we dup.
  MPI_Comm own;
  MPI_Errhandler caller_handler;
  MPI_Comm_get_errhandler(MPI_COMM_WORLD, &caller_handler);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  int dup_rc = MPI_Comm_dup(comm, &own);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, caller_handler);
  MPI_Errhandler_free(&caller_handler);
  if (dup_rc != MPI_SUCCESS)
    return fail(TF_ERR_INVALID_ARGUMENT, "comm: not a valid communicator (MPI_Comm_dup failed)");
  struct Free {
    MPI_Comm* c;
    ~Free() { MPI_Comm_free(c); }
  } free_own{&own};
  MPI_Comm_set_errhandler(own, MPI_ERRORS_RETURN);
  int rank = 0, size = 1;
  MPI_Comm_rank(own, &rank);
  MPI_Comm_size(own, &size);

  Network net;
  std::vector<int> sliced;
  const char* sliced_text = "";
  const tf_einsum_options* eo = nullptr;
  tf_status st = check_local(c, &net, &sliced, &sliced_text, &eo);
  std::vector<char> given_plan;
  if (st == TF_OK) st = plan_bytes(EO_FIELD(eo, plan), &given_plan);
  uint64_t hash = st == TF_OK ? request_hash(c.subscripts, net, sliced_text, eo, given_plan)
                              : 0;
  if (tf_status a = agree(own, st, hash, "request check"); a != TF_OK) return a;

  // Without sliced labels, a plan decides them: the caller's, or one made on
  // rank 0 under the memory budget and sent to every rank. Each slice then
  // runs the plan's order on views with the sliced labels fixed.
  double tp = MPI_Wtime();
  Plan plan;
  if (sliced.empty() && (!given_plan.empty() || EO_FIELD(eo, memory_budget_bytes) > 0)) {
    st = given_plan.empty() ? plan_on_rank0(c, eo, rank, own, &plan)
                            : read_plan(given_plan, &plan);
    for (size_t k = 0; st == TF_OK && k < plan.sliced.size(); ++k) {
      int l = plan.sliced[k];
      if (l < 0 || l >= 128 || !is_label(static_cast<char>(l)) ||
          net.extent[static_cast<size_t>(l)] < 0)
        st = fail(TF_ERR_INVALID_ARGUMENT,
                  "options->einsum->plan: sliced label %d is not a letter of the subscripts "
                  "(a plan of the integer-label form?)",
                  l);
    }
    if (tf_status a = agree(own, st, hash, "plan"); a != TF_OK) return a;
    sliced = plan.sliced;
    eo = plan.slice_options(eo);
  }
  double tq = MPI_Wtime();

  // Slices: mixed-radix numbers over the sliced labels' extents.
  int64_t total = 1;
  for (int l : sliced) total *= net.extent[static_cast<size_t>(l)];
  int64_t first = total * rank / size, last = total * (rank + 1) / size;
  double t1 = MPI_Wtime();

  Tensor partial;
  st = tf_tensor_zeros(c.engine, net.dtype, static_cast<int32_t>(net.out_shape.size()),
                       net.out_shape.data(), TF_ROW_MAJOR, &partial.t);
  if (st != TF_OK) st = from_tf(st, "partial result");
  // The receive buffer of the reduction (even ranks with a partner), taken
  // now so that a failure is agreed on before any message: from the
  // engine's pool like the partial, so a repeated call reuses warm pages
  // (fresh pages cost more than the message: 0.1 s for 32 MiB on a VM).
  Tensor recv;
  if (st == TF_OK && rank % 2 == 0 && rank + 1 < size) {
    st = tf_tensor_empty(c.engine, net.dtype, static_cast<int32_t>(net.out_shape.size()),
                         net.out_shape.data(), TF_ROW_MAJOR, &recv.t);
    if (st != TF_OK) st = from_tf(st, "receive buffer");
  }
  const tf_scalar one{1.0, 0.0};
  std::vector<int64_t> value(sliced.size());
  for (int64_t s = first; st == TF_OK && s < last; ++s) {
    int64_t r = s;
    for (size_t k = sliced.size(); k-- > 0;) {
      int64_t e = net.extent[static_cast<size_t>(sliced[k])];
      value[k] = r % e;
      r /= e;
    }
    std::vector<Tensor> views(net.in.size());
    Tensor out_view;
    st = slice_views(net, sliced, value, c.operands, partial.t, &views, &out_view);
    if (st != TF_OK) break;
    std::vector<const tf_tensor*> vp(views.size());
    for (size_t i = 0; i < views.size(); ++i) vp[i] = views[i].t;
    st = tf_einsum_acc(c.engine, c.subscripts, c.n, vp.data(), eo, one, one, out_view.t);
    if (st != TF_OK) st = from_tf(st, "slice einsum");
  }
  double t2 = MPI_Wtime();
  if (tf_status a = agree(own, st, hash, "slice contraction"); a != TF_OK) return a;

  // Binomial tree, fixed pairing: at distance d, rank r (r % 2d == d) sends
  // to r - d, which adds it to its own; rank 0 ends with the sum and
  // broadcasts it.
  int64_t numel = 1;
  for (int64_t x : net.out_shape) numel *= x;
  size_t bytes = static_cast<size_t>(numel) * tf_dtype_size(net.dtype);
  void* data = nullptr;
  tf_tensor_data(partial.t, &data);
  void* buf = nullptr;
  if (recv.t) tf_tensor_data(recv.t, &buf);
  int64_t sent = 0, received = 0;
  int rc = MPI_SUCCESS;
  for (int d = 1; d < size && rc == MPI_SUCCESS; d *= 2) {
    if (rank % (2 * d) == d) {
      rc = send_bytes(static_cast<char*>(data), bytes, rank - d, own);
      sent += static_cast<int64_t>(bytes);
      break;
    }
    if (rank % (2 * d) == 0 && rank + d < size) {
      rc = recv_bytes(static_cast<char*>(buf), bytes, rank + d, own);
      received += static_cast<int64_t>(bytes);
      size_t reals = bytes / (net.dtype == TF_F32 || net.dtype == TF_C64 ? 4 : 8);
      if (net.dtype == TF_F32 || net.dtype == TF_C64) add_to<float>(data, buf, reals);
      else add_to<double>(data, buf, reals);
    }
  }
  if (rc == MPI_SUCCESS && size > 1) {
    rc = bcast_bytes(static_cast<char*>(data), bytes, own);
    if (rank == 0) sent += static_cast<int64_t>(bytes);
    else received += static_cast<int64_t>(bytes);
  }
  if (rc != MPI_SUCCESS) return fail(TF_ERR_INTERNAL, "MPI error %d in the reduction", rc);
  double t3 = MPI_Wtime();

  if (c.into) {
    st = tf_copy_into(c.engine, partial.t, c.into);
    if (st != TF_OK) return from_tf(st, "out");
  } else {
    *c.out = partial.release();
  }
  if (c.report) {
    tf_mpi_report r{};
    r.struct_size = c.report->struct_size < sizeof r ? c.report->struct_size : sizeof r;
    r.rank = rank;
    r.size = size;
    r.slices_total = total;
    r.slices_done = last - first;
    r.first_slice = first;
    r.seconds_contract = t2 - t1;
    r.seconds_comm = (tp - t0) + (t1 - tq) + (t3 - t2);
    r.seconds_plan = tq - tp;
    r.plan_bytes = static_cast<int64_t>(plan.bytes);
    r.bytes_sent = sent;
    r.bytes_received = received;
    std::memcpy(static_cast<void*>(c.report), &r, r.struct_size);
  }
  return TF_OK;
}

tf_status guarded(const Call& c) noexcept {
  g_error.clear();
  try {
    return run(c);
  } catch (const std::bad_alloc&) {
    return fail(TF_ERR_OUT_OF_MEMORY, "out of memory");
  } catch (...) {
    return fail(TF_ERR_INTERNAL, "internal error");
  }
}

// The C handle of a Fortran one; MPI_COMM_NULL (refused by run) when f
// names no communicator (Open MPI's MPI_Comm_f2c gives a null pointer then).
MPI_Comm from_fortran(MPI_Fint f) {
  MPI_Comm c = MPI_Comm_f2c(f);
#ifdef OPEN_MPI
  if (c == nullptr) return MPI_COMM_NULL;
#endif
  return c;
}

}  // namespace

extern "C" {

tf_status tf_mpi_einsum(tf_engine* engine, MPI_Comm comm, const char* subscripts, int32_t n,
                        const tf_tensor* const* operands, const tf_mpi_options* options,
                        tf_tensor** out, tf_mpi_report* report) {
  return guarded({engine, comm, subscripts, n, operands, options, nullptr, out, report});
}

tf_status tf_mpi_einsum_into(tf_engine* engine, MPI_Comm comm, const char* subscripts, int32_t n,
                             const tf_tensor* const* operands, const tf_mpi_options* options,
                             tf_tensor* out, tf_mpi_report* report) {
  return guarded({engine, comm, subscripts, n, operands, options, out, nullptr, report});
}

tf_status tf_mpi_einsum_f(tf_engine* engine, MPI_Fint comm, const char* subscripts, int32_t n,
                          const tf_tensor* const* operands, const tf_mpi_options* options,
                          tf_tensor** out, tf_mpi_report* report) {
  return tf_mpi_einsum(engine, from_fortran(comm), subscripts, n, operands, options, out, report);
}

tf_status tf_mpi_einsum_into_f(tf_engine* engine, MPI_Fint comm, const char* subscripts,
                               int32_t n, const tf_tensor* const* operands,
                               const tf_mpi_options* options, tf_tensor* out,
                               tf_mpi_report* report) {
  return tf_mpi_einsum_into(engine, from_fortran(comm), subscripts, n, operands, options, out,
                            report);
}

const char* tf_mpi_last_error(void) { return g_error.c_str(); }

}  // extern "C"
