// ops/einsum_plan.cpp: builds the plan of one einsum signature: parses the
// subscripts (or integer labels), checks extents, chooses the pairwise order
// (ops/contraction_order.cpp, or the caller's path and slicing) and lowers every pairwise step to a batched matrix product
// on strided views, adding copies into scratch only where a group of labels
// does not merge into one stride.
#include "ops/einsum_plan.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <unordered_map>

#include "core/shape.hpp"
#include "ops/contraction_order.hpp"
#include "ops/matmul.hpp"

namespace tf {
namespace {

constexpr int kLetters = 52;  // string form: 'A'..'Z' = 0..25, 'a'..'z' = 26..51

// A set of labels 0..L-1 (every set of one build has the same word count).
struct Mask {
  std::vector<uint64_t> w;
  explicit Mask(int32_t L = 0) : w((size_t)(L + 63) / 64, 0) {}
  void set(int32_t l) { w[l >> 6] |= 1ull << (l & 63); }
  Mask operator&(const Mask& o) const {
    Mask r = *this;
    for (size_t i = 0; i < w.size(); ++i) r.w[i] &= o.w[i];
    return r;
  }
  Mask operator~() const {
    Mask r = *this;
    for (auto& x : r.w) x = ~x;
    return r;
  }
  explicit operator bool() const {
    for (uint64_t x : w)
      if (x) return true;
    return false;
  }
};
inline bool has(const Mask& m, int32_t l) { return (m.w[l >> 6] >> (l & 63)) & 1; }

// ------------------------------------------------------------------ parse

struct Parsed {
  bool str = true;                         // string form
  int32_t L = 0;                           // label ids are 0..L-1
  std::vector<std::vector<int32_t>> lab;   // per operand, per axis
  std::vector<std::vector<int32_t>> pos;   // string form: position per axis (-1: '...')
  std::vector<int32_t> out;                // output labels
  std::vector<int64_t> user;               // per label: character or user value
  std::vector<uint8_t> ell;                // per label: an axis of '...'
  std::vector<int64_t> ext;                // per label: extent (-1: unused)
};

inline bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
inline int letter_id(char c) { return c <= 'Z' ? c - 'A' : 26 + (c - 'a'); }

// How a message names label l as seen at operand i, axis ax.
std::string label_name(const Parsed& P, int l, int i, int ax) {
  char buf[96];
  if (P.str) {
    if (P.ell[l])
      snprintf(buf, sizeof buf, "'...' axis %d", l - kLetters);
    else if (i >= 0 && P.pos[i][ax] >= 0)
      snprintf(buf, sizeof buf, "'%c' (subscripts position %d)", (char)P.user[l], P.pos[i][ax]);
    else
      snprintf(buf, sizeof buf, "'%c'", (char)P.user[l]);
  } else if (i >= 0) {
    snprintf(buf, sizeof buf, "%lld (labels[%d][%d])", (long long)P.user[l], i, ax);
  } else {
    snprintf(buf, sizeof buf, "%lld", (long long)P.user[l]);
  }
  return buf;
}

struct Term {
  std::vector<int32_t> ids, pos;
  int32_t ell_at = -1;  // index in ids where '...' stands, -1 if none
};

Status parse_term(const char* s, int b, int e, bool output, Term* t) {
  for (int i = b; i < e; ++i) {
    char c = s[i];
    if (c == ' ') continue;
    if (c == '.') {
      if (!(i + 2 < e && s[i + 1] == '.' && s[i + 2] == '.'))
        return fail(TF_ERR_INVALID_ARGUMENT,
                      "subscripts: '.' at position %d is not part of '...' (ellipsis misuse)", i);
      if (t->ell_at >= 0)
        return fail(TF_ERR_INVALID_ARGUMENT,
                    "subscripts: second '...' at position %d in one %s (ellipsis misuse)", i,
                    output ? "output" : "operand");
      t->ell_at = (int32_t)t->ids.size();
      i += 2;
      if (i + 1 < e && s[i + 1] == '.')
        return fail(TF_ERR_INVALID_ARGUMENT,
                    "subscripts: '.' at position %d follows '...' (ellipsis misuse)", i + 1);
      continue;
    }
    t->ids.push_back(letter_id(c));
    t->pos.push_back(i);
  }
  return TF_OK;
}

Status parse_string(const char* s, int32_t n, const Tensor* const* ops, Parsed* P) {
  // Read in full (positions in messages are int: longer is refused).
  const std::size_t slen = std::strlen(s);
  if (slen > (std::size_t)INT32_MAX)
    return fail(TF_ERR_INVALID_ARGUMENT, "subscripts: %zu characters, at most %d are accepted",
                slen, INT32_MAX);
  const int len = (int)slen;
  int arrow = -1;
  for (int i = 0; i < len; ++i) {
    char c = s[i];
    if (!(is_letter(c) || c == ',' || c == '.' || c == ' ' || c == '-' || c == '>'))
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "subscripts: bad character '%c' (0x%02x) at position %d, expected a-z, A-Z, "
                  "',', '...' or '->'",
                  (c >= 32 && c < 127) ? c : '?', (unsigned char)c, i);
  }
  for (int i = 0; i < len; ++i) {
    if (s[i] == '-') {
      if (i + 1 >= len || s[i + 1] != '>')
        return fail(TF_ERR_INVALID_ARGUMENT,
                    "subscripts: '-' at position %d is not followed by '>' (unbalanced '->')", i);
      if (arrow >= 0)
        return fail(TF_ERR_INVALID_ARGUMENT,
                    "subscripts: second '->' at position %d (the first is at %d)", i, arrow);
      arrow = i;
      ++i;
    } else if (s[i] == '>') {
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "subscripts: '>' at position %d has no '-' before it (unbalanced '->')", i);
    }
  }
  const int in_end = arrow >= 0 ? arrow : len;
  // Operand terms.
  std::vector<Term> terms;
  int b = 0;
  for (int i = 0; i <= in_end; ++i) {
    if (i == in_end || s[i] == ',') {
      terms.emplace_back();
      TF_TRY(parse_term(s, b, i, false, &terms.back()));
      b = i + 1;
    }
  }
  if ((int32_t)terms.size() != n)
    return fail(TF_ERR_INVALID_ARGUMENT,
                "n: the subscripts \"%s\" name %d operand%s, but n = %d (wrong operand count)", s,
                (int)terms.size(), terms.size() == 1 ? "" : "s", n);
  // Ellipsis extents: operand i's '...' covers ndim - (named labels) axes.
  int32_t E = 0;
  std::vector<int32_t> cover(n, 0);
  for (int32_t i = 0; i < n; ++i) {
    const Term& t = terms[i];
    int32_t named = (int32_t)t.ids.size(), nd = ops[i]->ndim;
    if (t.ell_at < 0 ? named != nd : named > nd)
      return fail(TF_ERR_SHAPE_MISMATCH,
                  "operands[%d]: rank %d, but its subscripts name %s%d ax%s", i, nd,
                  t.ell_at < 0 ? "" : "at least ", named, named == 1 ? "is" : "es");
    if (t.ell_at >= 0) {
      cover[i] = nd - named;
      E = std::max(E, cover[i]);
    }
  }
  P->str = true;
  P->L = kLetters + E;
  P->user.assign(P->L, 0);
  P->ell.assign(P->L, 0);
  for (int l = 0; l < 26; ++l) { P->user[l] = 'A' + l; P->user[26 + l] = 'a' + l; }
  for (int l = kLetters; l < P->L; ++l) { P->ell[l] = 1; P->user[l] = l - kLetters; }
  P->lab.resize(n);
  P->pos.resize(n);
  std::vector<int32_t> count(P->L, 0);
  for (int32_t i = 0; i < n; ++i) {
    const Term& t = terms[i];
    for (size_t k = 0; k <= t.ids.size(); ++k) {
      if ((int32_t)k == t.ell_at)
        for (int32_t j = 0; j < cover[i]; ++j) {
          P->lab[i].push_back(kLetters + E - cover[i] + j);
          P->pos[i].push_back(-1);
        }
      if (k < t.ids.size()) {
        P->lab[i].push_back(t.ids[k]);
        P->pos[i].push_back(t.pos[k]);
      }
    }
    for (int32_t l : P->lab[i]) ++count[l];
  }
  // Output.
  if (arrow >= 0) {
    Term t;
    for (int i = arrow + 2; i < len; ++i)
      if (s[i] == ',')
        return fail(TF_ERR_INVALID_ARGUMENT, "subscripts: ',' at position %d in the output", i);
    TF_TRY(parse_term(s, arrow + 2, len, true, &t));
    // '...' in the output stands for the E axes the operands' '...' cover
    // (none when no operand has one, as in NumPy); an explicit output
    // without '...' sums those axes (as PyTorch does; NumPy refuses).
    std::vector<int32_t> seen(P->L, -1);
    for (size_t k = 0; k < t.ids.size(); ++k) {
      int32_t l = t.ids[k];
      if (count[l] == 0)
        return fail(TF_ERR_INVALID_ARGUMENT,
                    "subscripts: output label '%c' at position %d does not occur in any operand",
                    (char)P->user[l], t.pos[k]);
      if (seen[l] >= 0)
        return fail(TF_ERR_INVALID_ARGUMENT,
                    "subscripts: output label '%c' at position %d repeats (first at %d)",
                    (char)P->user[l], t.pos[k], seen[l]);
      seen[l] = t.pos[k];
    }
    for (size_t k = 0; k <= t.ids.size(); ++k) {
      if ((int32_t)k == t.ell_at)
        for (int32_t j = 0; j < E; ++j) P->out.push_back(kLetters + j);
      if (k < t.ids.size()) P->out.push_back(t.ids[k]);
    }
  } else {
    for (int32_t j = 0; j < E; ++j) P->out.push_back(kLetters + j);
    for (int l = 0; l < kLetters; ++l)
      if (count[l] == 1) P->out.push_back(l);
  }
  return TF_OK;
}

Status parse_labels(const EinsumSpec& spec, int32_t n, const Tensor* const* ops, Parsed* P) {
  P->str = false;
  P->lab.resize(n);
  std::vector<int32_t> count;
  // Label ids: a scan while there are few, a hash map beyond.
  std::unordered_map<int32_t, int32_t> ids;
  auto id_of = [&](int32_t v) -> int32_t {
    if (P->L <= 32) {
      for (int32_t l = 0; l < P->L; ++l)
        if (P->user[l] == v) return l;
      return -1;
    }
    if (ids.empty())
      for (int32_t l = 0; l < P->L; ++l) ids.emplace((int32_t)P->user[l], l);
    auto it = ids.find(v);
    return it == ids.end() ? -1 : it->second;
  };
  for (int32_t i = 0; i < n; ++i) {
    for (int32_t ax = 0; ax < ops[i]->ndim; ++ax) {
      int32_t v = spec.labels[i][ax];
      if (v < 0)
        return fail(TF_ERR_INVALID_ARGUMENT, "%s[%d][%d]: %d, expected a label >= 0",
                    spec.labels_name, i, ax, v);
      int32_t l = id_of(v);
      if (l < 0) {
l = P->L++;
        if (!ids.empty()) ids.emplace(v, l);
        P->user.push_back(v);
        P->ell.push_back(0);
        count.push_back(0);
      }
      P->lab[i].push_back(l);
      ++count[l];
    }
  }
  if (spec.out_ndim >= 0) {
    if (spec.out_ndim > 0 && !spec.out_labels)
      return fail(TF_ERR_INVALID_ARGUMENT, "%s: NULL with out_ndim = %d", spec.out_labels_name,
                  spec.out_ndim);
    for (int32_t k = 0; k < spec.out_ndim; ++k) {
      int32_t v = spec.out_labels[k], l = id_of(v);
      if (l < 0)
        return fail(TF_ERR_INVALID_ARGUMENT, "%s[%d]: label %d does not occur in any operand",
                    spec.out_labels_name, k, v);
      for (int32_t j = 0; j < k; ++j)
        if (spec.out_labels[j] == v)
          return fail(TF_ERR_INVALID_ARGUMENT, "%s[%d]: label %d repeats (also %s[%d])",
                      spec.out_labels_name, k, v, spec.out_labels_name, j);
      P->out.push_back(l);
    }
  } else {
    for (int32_t l = 0; l < P->L; ++l)
      if (count[l] == 1) P->out.push_back(l);
    std::sort(P->out.begin(), P->out.end(),
              [&](int32_t x, int32_t y) { return P->user[x] < P->user[y]; });
  }
  return TF_OK;
}

// Extents per label, broadcasting NumPy-style: an axis of extent 1 stretches
// to the label's extent elsewhere (named labels and '...' axes alike);
// extents that differ and are both != 1 are refused. A label repeated in
// one operand (a diagonal) needs equal extents there, as in NumPy.
Status resolve_extents(Parsed& P, int32_t n, const Tensor* const* ops) {
  P.ext.assign(P.L, -1);
  std::vector<std::pair<int32_t, int32_t>> first(P.L, {-1, -1});
  for (int32_t i = 0; i < n; ++i)
    for (int32_t ax = 0; ax < ops[i]->ndim; ++ax) {
      const int32_t l = P.lab[i][ax];
      const int64_t e = ops[i]->shape[ax];
      for (int32_t a = 0; a < ax; ++a)
        if (P.lab[i][a] == l && ops[i]->shape[a] != e)
          return fail(TF_ERR_SHAPE_MISMATCH,
                      "operands[%d]: label %s has extent %lld, but %lld at axis %d of the same "
                      "operand (a repeated label takes a diagonal: equal extents)",
                      i, label_name(P, l, i, ax).c_str(), (long long)e,
                      (long long)ops[i]->shape[a], a);
      int64_t& x = P.ext[l];
      if (x < 0 || (x == 1 && e != 1)) {
        x = e;
        first[l] = {i, ax};
      } else if (x != e && e != 1) {
        return fail(TF_ERR_SHAPE_MISMATCH,
                    "operands[%d]: label %s has extent %lld, but %lld in operands[%d] (axis %d); "
                    "extents must match or be 1",
                    i, label_name(P, l, i, ax).c_str(), (long long)e, (long long)x,
                    first[l].first, first[l].second);
      }
    }
  if ((int)P.out.size() > TF_MAX_RANK)
    return fail(TF_ERR_INVALID_ARGUMENT, "subscripts: the output has %d axes, more than %d",
                (int)P.out.size(), TF_MAX_RANK);
  return TF_OK;
}

// ------------------------------------------------------------- views

// A labelled strided view of an operand, an intermediate or the output.
struct LView {
  std::vector<int32_t> lab;
  std::vector<int64_t> str;
  EinsumRef ref;
  bool conj = false;
  Mask mask(int32_t L) const {
    Mask m(L);
    for (int32_t l : lab) m.set(l);
    return m;
  }
  int64_t stride(int32_t l) const {
    for (size_t i = 0; i < lab.size(); ++i)
      if (lab[i] == l) return str[i];
    return 0;
  }
};

struct Builder {
  const Parsed& P;
  DType dt;
  EinsumPlan* plan;
  std::size_t scratch = 0;
  std::vector<std::pair<int64_t, int64_t>> blocks;  // (offset, bytes) as added
  // The first intermediate whose size overflows (checked_size); the step
  // that made it returns this before anything uses the sizes.
  Status size_status = TF_OK;

  // Appends a block of bytes (64-byte aligned) to the scratch total.
  void add_scratch(int64_t bytes) {
    int64_t total = (int64_t)scratch;
    Status st = checked_add(&total, (bytes + 63) & ~int64_t{63}, "einsum intermediates");
    if (st != TF_OK && size_status == TF_OK) size_status = st;
    if (st == TF_OK) {
      blocks.push_back({(int64_t)scratch, total - (int64_t)scratch});
      scratch = (std::size_t)total;
    }
  }

  double size(const Mask& m) const {
    double s = 1;
    for (size_t i = 0; i < m.w.size(); ++i)
      for (uint64_t x = m.w[i]; x; x &= x - 1) s *= (double)P.ext[i * 64 + __builtin_ctzll(x)];
    return s;
  }

  LView contiguous(const std::vector<int32_t>& labels) {
    LView v;
    v.lab = labels;
    v.str.resize(labels.size());
    std::vector<int64_t> shape(labels.size());
    int64_t n, bytes = 0;
    for (size_t i = 0; i < labels.size(); ++i) shape[i] = P.ext[labels[i]];
    Status st = checked_size((int32_t)labels.size(), shape.data(), dt, "an einsum intermediate", &n,
                             &bytes);
    if (st != TF_OK && size_status == TF_OK) size_status = st;
    int64_t s = 1;
    for (size_t i = labels.size(); st == TF_OK && i-- > 0;) {
      v.str[i] = P.ext[labels[i]] == 1 ? 0 : s;
      s *= P.ext[labels[i]];
    }
    v.ref.kind = EinsumRef::Scratch;
    v.ref.offset = (int64_t)scratch;
    if (st == TF_OK) add_scratch(bytes);
    return v;
  }

  // Labels of group g in v, by descending stride (unit extents last).
  std::vector<int32_t> order_in(const LView& v, const Mask& g) const {
    std::vector<int32_t> o;
    for (int32_t l : v.lab)
      if (has(g, l)) o.push_back(l);
    std::stable_sort(o.begin(), o.end(), [&](int32_t x, int32_t y) {
      bool ux = P.ext[x] == 1, uy = P.ext[y] == 1;
      if (ux != uy) return uy;
      return v.stride(x) > v.stride(y);
    });
    return o;
  }

  // Whether labels `order` of v collapse into one axis; its stride in *s.
  bool merge(const LView& v, const std::vector<int32_t>& order, int64_t* s) const {
    int64_t prev = -1;
    *s = 1;
    for (int32_t l : order) {
      if (P.ext[l] == 1) continue;
      int64_t st = v.stride(l);
      if (prev >= 0 && prev != st * P.ext[l]) return false;
      prev = st;
      *s = st;
    }
    return true;
  }

  int64_t extent(const std::vector<int32_t>& order) const {
    int64_t e = 1;
    for (int32_t l : order) e *= P.ext[l];
    return e;
  }

  // dst (labels and strides given) = alpha * sum over src labels not in dst.
  void add_unary(const LView& src, const LView& dst, bool last) {
    EinsumStep st;
    st.kind = EinsumStep::Unary;
    st.last = last;
    st.src = src.ref;
    st.dst = dst.ref;
    st.conj = src.conj && is_complex(dt);
    const Mask dm = dst.mask(P.L);
    for (size_t i = 0; i < dst.lab.size(); ++i) {
      int32_t l = dst.lab[i];
      if (P.ext[l] == 1) continue;
      int64_t ss = src.stride(l), ds = dst.str[i];
      if (!st.ext.empty() && st.sstr.back() == ss * P.ext[l] &&
          st.dstr.back() == ds * P.ext[l]) {  // merges with the previous axis
        st.ext.back() *= P.ext[l];
        st.sstr.back() = ss;
        st.dstr.back() = ds;
        continue;
      }
      st.ext.push_back(P.ext[l]);
      st.sstr.push_back(ss);
      st.dstr.push_back(ds);
    }
    for (size_t i = 0; i < src.lab.size(); ++i) {
      int32_t l = src.lab[i];
      if (has(dm, l) || P.ext[l] == 1) continue;
      st.rext.push_back(P.ext[l]);
      st.rstr.push_back(src.str[i]);
    }
    plan->steps.push_back(std::move(st));
  }

  // A contiguous copy of v (conjugation applied) with labels in `order`,
  // summing the labels of v that order leaves out.
  LView copy(const LView& v, const std::vector<int32_t>& order) {
    LView c = contiguous(order);
    add_unary(v, c, false);
    return c;
  }

  static std::vector<int32_t> cat(std::initializer_list<const std::vector<int32_t>*> parts) {
    std::vector<int32_t> r;
    for (auto* p : parts) r.insert(r.end(), p->begin(), p->end());
    return r;
  }

  // One pairwise step: the result keeps the labels in keep (and A or B).
  // last: the result is the output (written with alpha, beta into out).
  Status pair(LView A, LView B, const Mask& keep, bool last, const LView& OUT, LView* result) {
    const Mask SA = A.mask(P.L), SB = B.mask(P.L);
    const Mask batch = SA & SB & keep, contr = SA & SB & ~keep;
    const Mask freeA = SA & ~SB & keep, freeB = SB & ~SA & keep;
    std::vector<int32_t> bord = order_in(A, batch);
    if (SA & ~SB & ~keep) {  // labels only A has and nobody needs: sum first
      auto m = order_in(A, freeA), k = order_in(A, contr);
      A = copy(A, cat({&bord, &m, &k}));
    }
    if (SB & ~SA & ~keep) {
      auto k = order_in(B, contr), nn = order_in(B, freeB);
      B = copy(B, cat({&bord, &k, &nn}));
    }
    // Contracted labels: one order that merges in both, else copy the smaller.
    std::vector<int32_t> kord = order_in(A, contr);
    int64_t s;
    if (!(merge(A, kord, &s) && merge(B, kord, &s))) {
      std::vector<int32_t> k2 = order_in(B, contr);
      if (merge(A, k2, &s) && merge(B, k2, &s)) kord = k2;
      else if (size(SA) > size(SB) ? !merge(A, kord, &s) : merge(B, k2, &s)) kord = k2;
    }
    // Output: straight into out when its free groups merge, else scratch.
    bool use_out = false;
    std::vector<int32_t> mord, nord;
    if (last) {
      mord = order_in(OUT, freeA);
      nord = order_in(OUT, freeB);
      use_out = merge(OUT, mord, &s) && merge(OUT, nord, &s);
    }
    if (!use_out) {
      mord = order_in(A, freeA);
      nord = order_in(B, freeB);
    }
    int64_t sm, sk, skb, sn;
    if (!(merge(A, mord, &sm) && merge(A, kord, &sk))) {
      A = copy(A, cat({&bord, &mord, &kord}));
      bord = order_in(A, batch);
    }
    if (!(merge(B, kord, &skb) && merge(B, nord, &sn))) B = copy(B, cat({&bord, &kord, &nord}));
    merge(A, mord, &sm);
    merge(A, kord, &sk);
    merge(B, kord, &skb);
    merge(B, nord, &sn);
    LView C = use_out ? OUT : contiguous(cat({&bord, &mord, &nord}));
    int64_t cm, cn;
    merge(C, mord, &cm);
    merge(C, nord, &cn);
    // Batch axes: each its own axis (unit extents dropped).
    std::vector<int32_t> bl;
    for (int32_t l : bord)
      if (P.ext[l] != 1) bl.push_back(l);
    if (bl.size() > TF_MAX_RANK - 2)
      return fail(TF_ERR_UNSUPPORTED, "subscripts: a pairwise step has %d batch labels, more than %d",
                  (int)bl.size(), TF_MAX_RANK - 2);
    const int32_t nb = (int32_t)bl.size();
    TF_TRY(size_status);  // every group below is part of a sized view
    const int64_t m = extent(mord), k = extent(kord), nn = extent(nord);
    EinsumStep st;
    st.kind = EinsumStep::Gemm;
    st.last = last && use_out;
    st.a = A.ref;
    st.b = B.ref;
    st.c = C.ref;
    Tensor ta, tb, tc;  // the step's operand views (data pointers unused)
    auto init = [&](Tensor& t, const LView& v, int64_t r, int64_t c, int64_t rs, int64_t cs,
                    bool swap) {
      t = Tensor{};
      t.dtype = dt;
      t.ndim = nb + 2;
      for (int32_t i = 0; i < nb; ++i) {
        t.shape[i] = P.ext[bl[i]];
        t.strides[i] = v.stride(bl[i]);
      }
      t.shape[nb] = swap ? c : r;
      t.shape[nb + 1] = swap ? r : c;
      t.strides[nb] = swap ? cs : rs;
      t.strides[nb + 1] = swap ? rs : cs;
    };
    const bool ca = A.conj && is_complex(dt), cb = B.conj && is_complex(dt);
    init(ta, A, m, k, sm, sk, ca);
    init(tb, B, k, nn, skb, sn, cb);
    init(tc, C, m, nn, cm, cn, false);
    TF_TRY(matmul_prepare(ta, ca ? TF_OP_C : TF_OP_N, tb, cb ? TF_OP_C : TF_OP_N, tc, &st.mm,
                          &st.mm_x));
    if (st.mm_x.scratch_bytes) {
      st.mm_scratch = (int64_t)scratch;
      add_scratch((int64_t)st.mm_x.scratch_bytes);
      TF_TRY(size_status);
    }
    plan->steps.push_back(std::move(st));
    if (last && !use_out) add_unary(C, OUT, true);
    *result = C;
    return TF_OK;
  }
};

// Gives the scratch blocks new offsets so that blocks whose lifetimes (the
// steps from the first to the last that touch them) do not meet share
// memory: first fit in order of first use. Returns the new total.
std::size_t reuse_scratch(EinsumPlan* plan, const std::vector<std::pair<int64_t, int64_t>>& blocks) {
  std::unordered_map<int64_t, size_t> at;
  for (size_t b = 0; b < blocks.size(); ++b)
    if (blocks[b].second > 0) at[blocks[b].first] = b;
  std::vector<int64_t> first(blocks.size(), -1), last(blocks.size(), -1);
  auto touch = [&](int64_t off, int64_t k) {
    auto it = at.find(off);
    if (it == at.end()) return;
    if (first[it->second] < 0) first[it->second] = k;
    last[it->second] = k;
  };
  for (size_t k = 0; k < plan->steps.size(); ++k) {
    const EinsumStep& st = plan->steps[k];
    for (const EinsumRef* r : {&st.src, &st.dst, &st.a, &st.b, &st.c})
      if (r->kind == EinsumRef::Scratch) touch(r->offset, (int64_t)k);
    if (st.kind == EinsumStep::Gemm && st.mm_x.scratch_bytes) touch(st.mm_scratch, (int64_t)k);
  }
  std::vector<size_t> order;
  for (size_t b = 0; b < blocks.size(); ++b)
    if (first[b] >= 0) order.push_back(b);
  std::stable_sort(order.begin(), order.end(), [&](size_t x, size_t y) { return first[x] < first[y]; });
  std::vector<int64_t> place(blocks.size(), 0);
  std::vector<size_t> live;  // placed blocks, by offset
  int64_t total = 0;
  for (size_t b : order) {
    live.erase(std::remove_if(live.begin(), live.end(), [&](size_t x) { return last[x] < first[b]; }),
               live.end());
    std::sort(live.begin(), live.end(), [&](size_t x, size_t y) { return place[x] < place[y]; });
    int64_t off = 0;
    for (size_t x : live) {
      if (place[x] - off >= blocks[b].second) break;
      off = std::max(off, place[x] + blocks[x].second);
    }
    place[b] = off;
    live.push_back(b);
    total = std::max(total, off + blocks[b].second);
  }
  auto moved = [&](int64_t off) {
    auto it = at.find(off);
    return it == at.end() ? off : place[it->second];
  };
  for (EinsumStep& st : plan->steps) {
    for (EinsumRef* r : {&st.src, &st.dst, &st.a, &st.b, &st.c})
      if (r->kind == EinsumRef::Scratch) r->offset = moved(r->offset);
    if (st.kind == EinsumStep::Gemm && st.mm_x.scratch_bytes) st.mm_scratch = moved(st.mm_scratch);
  }
  return (std::size_t)total;
}

// ------------------------------------------------------------- order

// The caller's path (linear format) as SSA pairs.
Status order_path(int32_t n, const int32_t* path, std::vector<std::pair<int32_t, int32_t>>* o) {
  std::vector<int32_t> list(n);
  for (int32_t i = 0; i < n; ++i) list[i] = i;
  int32_t next = n;
  for (int32_t k = 0; k < n - 1; ++k) {
    int32_t p = path[2 * k], q = path[2 * k + 1], len = (int32_t)list.size();
    if (p < 0 || p >= len)
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "options->path[%d]: %d, expected a position in [0, %d) (pair %d)", 2 * k, p,
                  len, k);
    if (q < 0 || q >= len)
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "options->path[%d]: %d, expected a position in [0, %d) (pair %d)",
                  2 * k + 1, q, len, k);
    if (p == q)
      return fail(TF_ERR_INVALID_ARGUMENT,
                  "options->path[%d]: pair %d names position %d twice", 2 * k + 1, k, p);
    o->push_back({list[p], list[q]});
    list.erase(list.begin() + std::max(p, q));
    list.erase(list.begin() + std::min(p, q));
    list.push_back(next++);
  }
  return TF_OK;
}

}  // namespace

Status einsum_build(const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
                    const Tensor* out, PlanPtr* result) {
  Parsed P;
  if (spec.subscripts) TF_TRY(parse_string(spec.subscripts, n, ops, &P));
  else TF_TRY(parse_labels(spec, n, ops, &P));
  TF_TRY(resolve_extents(P, n, ops));
  const DType dt = ops[0]->dtype;
  const int32_t rank = (int32_t)P.out.size();

  auto plan = std::make_shared<EinsumPlan>();
  plan->dt = dt;
  plan->out_ndim = rank;
  for (int32_t i = 0; i < rank; ++i) plan->out_shape[i] = P.ext[P.out[i]];
  if (!out) {  // zero-stride or empty operands may give a result too large to size
    int64_t numel;
    TF_TRY(checked_size(rank, plan->out_shape, dt, "out", &numel));
  }
  if (out) {
    bool ok = out->ndim == rank;
    for (int32_t i = 0; ok && i < rank; ++i) ok = out->shape[i] == plan->out_shape[i];
    if (!ok) {
      char want[256] = "", got[256] = "";
      int w = 0, g = 0;
      for (int32_t i = 0; i < rank; ++i)
        w += snprintf(want + w, sizeof want - w, i ? ", %lld" : "%lld",
                      (long long)plan->out_shape[i]);
      for (int32_t i = 0; i < out->ndim && g < (int)sizeof got; ++i)
        g += snprintf(got + g, sizeof got - g, i ? ", %lld" : "%lld", (long long)out->shape[i]);
      return fail(TF_ERR_SHAPE_MISMATCH, "out: shape (%s), expected (%s)", got, want);
    }
  }

  Builder B{P, dt, plan.get()};
  // The output view.
  LView OUT;
  OUT.lab = P.out;
  OUT.ref.kind = EinsumRef::Out;
  {
    int64_t st[TF_MAX_RANK];
    if (out) std::memcpy(st, out->strides, sizeof(int64_t) * rank);
    else contiguous_strides(rank, plan->out_shape, TF_ROW_MAJOR, st);
    for (int32_t i = 0; i < rank; ++i) OUT.str.push_back(plan->out_shape[i] == 1 ? 0 : st[i]);
  }
  // Operand views: diagonals fold repeated labels, broadcast axes drop, and
  // sliced labels (is_sliced[l]) drop too: each slice shifts the data.
  bool empty = false;
  for (int32_t l = 0; l < P.L; ++l) empty |= P.ext[l] == 0;
  std::vector<uint8_t> is_sliced(P.L, 0);
  auto make_view = [&](int32_t i) {
    LView v;
    v.ref.kind = EinsumRef::Operand;
    v.ref.operand = i;
    v.conj = spec.conj && spec.conj[i];
    for (int32_t ax = 0; ax < ops[i]->ndim; ++ax) {
      int32_t l = P.lab[i][ax];
      int64_t e = ops[i]->shape[ax], s = e == 1 ? 0 : ops[i]->strides[ax];
      if (e == 1 && P.ext[l] != 1) continue;  // broadcast
      if (is_sliced[l]) continue;
      size_t k = 0;
      while (k < v.lab.size() && v.lab[k] != l) ++k;
      if (k < v.lab.size()) v.str[k] += s;
      else { v.lab.push_back(l); v.str.push_back(s); }
    }
    return v;
  };
  std::vector<LView> views(n);
  for (int32_t i = 0; i < n; ++i) views[i] = make_view(i);

  // The order: the caller's path (and slicing), else the search.
  ContractionTree tree;
  ContractionNet net;
  const bool plan_order = !empty && n > 1;
  if (spec.path && n > 1) TF_TRY(order_path(n, spec.path, &tree.pairs));  // validated even when empty
  if (plan_order) {
    net.lab.resize(n);
    for (int32_t i = 0; i < n; ++i) net.lab[i] = views[i].lab;
    net.out = P.out;
    net.ext.resize(P.L);
    for (int32_t l = 0; l < P.L; ++l) net.ext[l] = (double)std::max<int64_t>(P.ext[l], 1);
  }
  const int64_t esize = (int64_t)dtype_size(dt);
  if (spec.memory_budget > 0) {
    for (int32_t i = 0; i < n; ++i) {
      int64_t bytes = esize;
      for (int32_t ax = 0; ax < ops[i]->ndim; ++ax) bytes *= ops[i]->shape[ax];
      if (bytes > spec.memory_budget)
        return fail(TF_ERR_INVALID_ARGUMENT,
                    "options->memory_budget_bytes: %lld, below the %lld bytes of operands[%d] "
                    "(the budget bounds intermediates and must hold every operand)",
                    (long long)spec.memory_budget, (long long)bytes, i);
    }
  }
  if (spec.sliced_len > 0) {  // the caller's slicing (a plan read back)
    std::vector<uint8_t> is_out(P.L, 0);
    for (int32_t l : P.out) is_out[l] = 1;
    for (int32_t k = 0; k < spec.sliced_len; ++k) {
      int32_t id = -1;
      for (int32_t l = 0; l < P.L && id < 0; ++l)
        if (P.user[l] == spec.sliced[k] && !P.ell[l] && P.ext[l] >= 0) id = l;  // a used label
      if (id < 0 || is_out[id] || is_sliced[id])
        return fail(TF_ERR_INVALID_ARGUMENT,
                    "options->plan: sliced label %lld is %s", (long long)spec.sliced[k],
                    id < 0 ? "not in the network" : is_out[id] ? "an output label (only summed labels slice)" : "sliced twice");
      is_sliced[id] = 1;
      tree.sliced.push_back(id);
    }
  }
  if (plan_order && !spec.path) {
    OrderOptions oo;
    oo.optimizer = (Optimizer)spec.optimizer;
    oo.objective = (Objective)spec.objective;
    oo.time_budget = spec.time_budget;
    oo.seed = spec.seed;
    oo.memory_budget = (double)(spec.memory_budget / esize);
    TF_TRY(contraction_order(net, oo, &tree));
  } else if (plan_order && spec.memory_budget > 0 && spec.sliced_len == 0) {
    TF_TRY(slice_for_budget(net, (double)(spec.memory_budget / esize), &tree));
  }
  if (plan_order) {
    TreeCost tc = tree_cost(net, tree);
    plan->flops = tc.flops;
    plan->largest = tc.largest;
    plan->peak = tc.peak;
  }
  if (!tree.sliced.empty() && spec.semiring != Semiring::Standard)
    return fail(TF_ERR_UNSUPPORTED,
                "%s: slicing sums slices, so it runs in the standard semiring only "
                "(options->semiring = %d)",
                spec.sliced_len > 0 ? "options->plan: a sliced plan" : "options->memory_budget_bytes",
                (int)spec.semiring);
  // An empty network is one step writing alpha * 0 + beta * out: a slicing
  // read back from a plan has nothing to run (and no slice of extent 0).
  if (!tree.sliced.empty() && !empty) {
    const int32_t ns = (int32_t)tree.sliced.size();
    plan->slice_off.assign((size_t)n * ns, 0);
    for (int32_t k = 0; k < ns; ++k) {
      const int32_t l = tree.sliced[k];
      is_sliced[l] = 1;
      plan->slice_ext.push_back(P.ext[l]);
      plan->sliced_user.push_back(P.user[l]);
      for (int32_t i = 0; i < n; ++i)
        for (int32_t ax = 0; ax < ops[i]->ndim; ++ax)
          if (P.lab[i][ax] == l && ops[i]->shape[ax] != 1)
            plan->slice_off[(size_t)i * ns + k] += ops[i]->strides[ax] * esize;
    }
    for (int32_t i = 0; i < n; ++i) views[i] = make_view(i);
  }

  if (empty) {  // some extent is 0: out = alpha * 0 + beta * out
    EinsumStep st;
    st.kind = EinsumStep::Unary;
    st.last = true;
    st.src = views[0].ref;
    st.dst = OUT.ref;
    for (int32_t i = 0; i < rank; ++i) {
      st.ext.push_back(plan->out_shape[i]);
      st.sstr.push_back(0);
      st.dstr.push_back(OUT.str[i]);
    }
    st.rext.push_back(0);
    st.rstr.push_back(0);
    plan->steps.push_back(std::move(st));
  } else if (n == 1) {
    B.add_unary(views[0], OUT, true);
  } else {
    // alive[l]: how many live nodes (and the output) hold label l; a step
    // keeps the labels some other node or the output still holds.
    std::vector<int32_t> alive(P.L, 0);
    for (int32_t i = 0; i < n; ++i)
      for (int32_t l : views[i].lab) ++alive[l];
    for (int32_t l : P.out) ++alive[l];
    std::vector<LView> nodes(views);
    nodes.resize(n + tree.pairs.size());
    for (size_t k = 0; k < tree.pairs.size(); ++k) {
      int32_t x = tree.pairs[k].first, y = tree.pairs[k].second;
      for (int32_t l : nodes[x].lab) --alive[l];
      for (int32_t l : nodes[y].lab) --alive[l];
      Mask keep(P.L);
      for (int32_t l : nodes[x].lab)
        if (alive[l] > 0) keep.set(l);
      for (int32_t l : nodes[y].lab)
        if (alive[l] > 0) keep.set(l);
      const bool last = k + 1 == tree.pairs.size();
      TF_TRY(B.pair(nodes[x], nodes[y], keep, last, OUT, &nodes[n + k]));
      for (int32_t l : nodes[n + k].lab) ++alive[l];
      plan->order.push_back(x);
      plan->order.push_back(y);
    }
  }
  TF_TRY(B.size_status);
  plan->scratch_bytes = reuse_scratch(plan.get(), B.blocks);
  plan->bytes = sizeof(EinsumPlan) + plan->steps.size() * sizeof(EinsumStep);
  *result = std::move(plan);
  return TF_OK;
}

Status einsum_labels_of(const EinsumSpec& spec, int32_t n, const Tensor* const* ops,
                        EinsumLabels* out) {
  Parsed P;
  if (spec.subscripts) TF_TRY(parse_string(spec.subscripts, n, ops, &P));
  else TF_TRY(parse_labels(spec, n, ops, &P));
  TF_TRY(resolve_extents(P, n, ops));
  if (spec.path && n > 1) {  // the rules do not run this path; tf_einsum would refuse it
    std::vector<std::pair<int32_t, int32_t>> pairs;
    TF_TRY(order_path(n, spec.path, &pairs));
  }
  out->L = P.L;
  out->ext = P.ext;
  out->out = P.out;
  out->lab = P.lab;
  for (int32_t i = 0; i < n; ++i)
    for (int32_t ax = 0; ax < ops[i]->ndim; ++ax) {
      const int32_t l = P.lab[i][ax];
      if (ops[i]->shape[ax] == 1 && P.ext[l] != 1) {
        out->lab[i][ax] = out->L++;
        out->ext.push_back(1);
      }
    }
  return TF_OK;
}

}  // namespace tf
