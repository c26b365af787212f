/* test_mpi.c -- libtenferro_mpi under mpirun (ctest mpi_np2, mpi_np3):
 * distributed sliced einsum against the single-process tf_einsum of the
 * same network, bitwise repeatability, idle ranks, and bad input that every
 * rank must see as the same error without a hang. Each rank counts its
 * failures; the counts are summed and rank 0 prints the summary. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tenferro_mpi.h"

static int failures = 0, checks = 0;
static int rank = 0, size = 1;

#define CHECK(cond, ...)                                   \
  do {                                                     \
    ++checks;                                              \
    if (!(cond)) {                                         \
      ++failures;                                          \
      fprintf(stderr, "rank %d: FAIL %s:%d: ", rank, __FILE__, __LINE__); \
      fprintf(stderr, __VA_ARGS__);                        \
      fprintf(stderr, "\n");                               \
    }                                                      \
  } while (0)

static uint64_t rng_state = 12345;
static double next_rand(void) {
  rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
  return (double)(rng_state >> 11) / 9007199254740992.0 * 2.0 - 1.0;
}

/* A tensor of random data, the same on every rank (same seed). */
static tf_tensor* random_tensor(tf_engine* e, tf_dtype dt, int nd, const int64_t* shape) {
  int64_t numel = 1;
  for (int i = 0; i < nd; ++i) numel *= shape[i];
  int reals = (dt == TF_C64 || dt == TF_C128) ? 2 : 1;
  size_t n = (size_t)(numel * reals);
  tf_tensor* t = NULL;
  if (dt == TF_F32 || dt == TF_C64) {
    float* buf = malloc(n * sizeof(float) + 1);
    for (size_t i = 0; i < n; ++i) buf[i] = (float)next_rand();
    tf_tensor_from_data(e, dt, nd, shape, NULL, buf, TF_ROW_MAJOR, &t);
    free(buf);
  } else {
    double* buf = malloc(n * sizeof(double) + 1);
    for (size_t i = 0; i < n; ++i) buf[i] = next_rand();
    tf_tensor_from_data(e, dt, nd, shape, NULL, buf, TF_ROW_MAJOR, &t);
    free(buf);
  }
  return t;
}

/* Largest |a - b| / (1 + |b|) over the elements, read as reals. */
static double max_rel_diff(const tf_tensor* a, const tf_tensor* b) {
  int64_t n = 0;
  tf_dtype dt;
  tf_tensor_numel(a, &n);
  tf_tensor_dtype(a, &dt);
  int reals = (dt == TF_C64 || dt == TF_C128) ? 2 : 1;
  size_t sz = tf_dtype_size(dt) * (size_t)n;
  char* x = malloc(sz + 8);
  char* y = malloc(sz + 8);
  tf_tensor_read(a, TF_ROW_MAJOR, x, sz);
  tf_tensor_read(b, TF_ROW_MAJOR, y, sz);
  double worst = 0;
  for (int64_t i = 0; i < n * reals; ++i) {
    double u, v;
    if (dt == TF_F32 || dt == TF_C64) {
      u = ((float*)x)[i];
      v = ((float*)y)[i];
    } else {
      u = ((double*)x)[i];
      v = ((double*)y)[i];
    }
    double d = fabs(u - v) / (1.0 + fabs(v));
    if (d > worst) worst = d;
  }
  free(x);
  free(y);
  return worst;
}

static int bitwise_equal(const tf_tensor* a, const tf_tensor* b) {
  int64_t n = 0;
  tf_dtype dt;
  tf_tensor_numel(a, &n);
  tf_tensor_dtype(a, &dt);
  size_t sz = tf_dtype_size(dt) * (size_t)n;
  char* x = malloc(sz + 8);
  char* y = malloc(sz + 8);
  tf_tensor_read(a, TF_ROW_MAJOR, x, sz);
  tf_tensor_read(b, TF_ROW_MAJOR, y, sz);
  int eq = memcmp(x, y, sz) == 0;
  free(x);
  free(y);
  return eq;
}

struct net_case {
  const char* name;
  const char* subscripts;
  int n;
  int nd[4];
  int64_t shape[4][4];
  const char* sliced;
};

static const struct net_case cases[] = {
    {"chain, two summed labels", "ab,bc,cd->ad", 3, {2, 2, 2}, {{5, 6}, {6, 7}, {7, 4}}, "bc"},
    {"output label sliced", "ab,bc->ac", 2, {2, 2}, {{6, 5}, {5, 3}}, "a"},
    {"summed and output", "abc,cd->abd", 2, {3, 2}, {{3, 4, 5}, {5, 2}}, "ca"},
    {"ellipsis batch", "...ab,...bc->...ac", 2, {3, 3}, {{2, 3, 4}, {2, 4, 5}}, "b"},
    {"scalar result", "ij,ij->", 2, {2, 2}, {{7, 3}, {7, 3}}, "i"},
    {"more ranks than slices", "ab,bc->ac", 2, {2, 2}, {{3, 2}, {2, 3}}, "b"},
    {"no slicing", "ab,bc->ac", 2, {2, 2}, {{3, 4}, {4, 2}}, ""},
    {"trace inside", "aab,bc->c", 2, {3, 2}, {{3, 3, 4}, {4, 2}}, "b"},
};

static void run_case(tf_engine* e, const struct net_case* c, tf_dtype dt, int conj) {
  tf_tensor* ops[4] = {0};
  for (int i = 0; i < c->n; ++i) ops[i] = random_tensor(e, dt, c->nd[i], c->shape[i]);
  uint8_t conj_flags[4] = {(uint8_t)conj, 0, (uint8_t)conj, 0};
  tf_einsum_options eo;
  memset(&eo, 0, sizeof eo);
  eo.struct_size = sizeof eo;
  eo.conj = conj_flags;
  tf_mpi_options mo;
  memset(&mo, 0, sizeof mo);
  mo.struct_size = sizeof mo;
  mo.einsum = &eo;
  mo.sliced = c->sliced;

  tf_tensor *ref = NULL, *r1 = NULL, *r2 = NULL;
  tf_status st = tf_einsum(e, c->subscripts, c->n, (const tf_tensor* const*)ops, &eo, &ref);
  CHECK(st == TF_OK, "%s: reference einsum: %s", c->name, tf_last_error());
  tf_mpi_report rep;
  memset(&rep, 0, sizeof rep);
  rep.struct_size = sizeof rep;
  st = tf_mpi_einsum(e, MPI_COMM_WORLD, c->subscripts, c->n, (const tf_tensor* const*)ops, &mo,
                     &r1, &rep);
  CHECK(st == TF_OK, "%s: tf_mpi_einsum: %s", c->name, tf_mpi_last_error());
  st = tf_mpi_einsum(e, MPI_COMM_WORLD, c->subscripts, c->n, (const tf_tensor* const*)ops, &mo,
                     &r2, NULL);
  CHECK(st == TF_OK, "%s: second tf_mpi_einsum: %s", c->name, tf_mpi_last_error());
  if (ref && r1 && r2) {
    double tol = (dt == TF_F32 || dt == TF_C64) ? 1e-5 : 1e-12;
    double d = max_rel_diff(r1, ref);
    CHECK(d <= tol, "%s (dtype %d, conj %d): distributed vs tf_einsum: %g", c->name, dt, conj, d);
    CHECK(bitwise_equal(r1, r2), "%s: two runs differ bitwise", c->name);
    /* Every rank holds the same result. */
    int64_t n = 0;
    tf_tensor_numel(r1, &n);
    size_t sz = tf_dtype_size(dt) * (size_t)n;
    char* mine = malloc(sz + 8);
    char* root = malloc(sz + 8);
    tf_tensor_read(r1, TF_ROW_MAJOR, mine, sz);
    memcpy(root, mine, sz);
    MPI_Bcast(root, (int)sz, MPI_BYTE, 0, MPI_COMM_WORLD);
    CHECK(memcmp(root, mine, sz) == 0, "%s: ranks hold different results", c->name);
    free(mine);
    free(root);
    /* The slices add up over the ranks. */
    int64_t done = rep.slices_done, all = 0;
    MPI_Allreduce(&done, &all, 1, MPI_INT64_T, MPI_SUM, MPI_COMM_WORLD);
    CHECK(all == rep.slices_total, "%s: ranks did %lld of %lld slices", c->name, (long long)all,
          (long long)rep.slices_total);
    CHECK(rep.rank == rank && rep.size == size, "%s: report rank/size", c->name);
  }
  /* _into a caller tensor of the result's shape. */
  if (ref) {
    int32_t nd = 0;
    int64_t shape[16];
    tf_tensor_ndim(ref, &nd);
    tf_tensor_shape(ref, shape);
    tf_tensor* into = NULL;
    tf_tensor_zeros(e, dt, nd, shape, TF_COL_MAJOR, &into);
    st = tf_mpi_einsum_into(e, MPI_COMM_WORLD, c->subscripts, c->n, (const tf_tensor* const*)ops,
                            &mo, into, NULL);
    CHECK(st == TF_OK, "%s: tf_mpi_einsum_into: %s", c->name, tf_mpi_last_error());
    if (st == TF_OK && r1) CHECK(bitwise_equal(into, r1), "%s: _into differs", c->name);
    tf_tensor_release(into);
  }
  tf_tensor_release(ref);
  tf_tensor_release(r1);
  tf_tensor_release(r2);
  for (int i = 0; i < c->n; ++i) tf_tensor_release(ops[i]);
}

/* Slicing chosen by a plan: rank 0 plans under a memory budget and sends
 * the plan (every rank with a different seed of a randomised search: only
 * rank 0's counts), or every rank passes the same plan. Four rank-3 tensors
 * on the edges of a tetrahedron: every pairwise intermediate (6^4 elements)
 * is larger than the budget, every operand (6^3) fits. */
static void planned(tf_engine* e, tf_dtype dt, int conj) {
  const char* subs = "abc,cde,efa,bdf->";
  int64_t sh[3] = {6, 6, 6};
  tf_tensor* ops[4];
  for (int i = 0; i < 4; ++i) ops[i] = random_tensor(e, dt, 3, sh);
  const tf_tensor* const* cops = (const tf_tensor* const*)ops;
  uint8_t conj_flags[4] = {(uint8_t)conj, 0, 0, (uint8_t)conj};
  tf_einsum_options eo;
  memset(&eo, 0, sizeof eo);
  eo.struct_size = sizeof eo;
  eo.conj = conj_flags;
  tf_tensor* ref = NULL;
  tf_status st = tf_einsum(e, subs, 4, cops, &eo, &ref);
  CHECK(st == TF_OK, "planned: reference: %s", tf_last_error());

  int64_t budget = 216 * (int64_t)tf_dtype_size(dt) * 2;
  eo.memory_budget_bytes = budget;
  eo.optimizer = TF_EINSUM_OPT_RANDOM_GREEDY;
  eo.time_budget_seconds = 0.01;
  eo.seed = (uint64_t)rank * 977 + 1; /* differs per rank: rank 0's plan is used */
  tf_mpi_options mo;
  memset(&mo, 0, sizeof mo);
  mo.struct_size = sizeof mo;
  mo.einsum = &eo;
  tf_tensor *r1 = NULL, *r2 = NULL;
  tf_mpi_report rep;
  memset(&rep, 0, sizeof rep);
  rep.struct_size = sizeof rep;
  st = tf_mpi_einsum(e, MPI_COMM_WORLD, subs, 4, cops, &mo, &r1, &rep);
  CHECK(st == TF_OK, "planned (dtype %d): %s", dt, tf_mpi_last_error());
  CHECK(rep.plan_bytes > 0 && rep.slices_total > 1 && rep.seconds_plan >= 0,
        "planned: report: plan %lld bytes, %lld slices", (long long)rep.plan_bytes,
        (long long)rep.slices_total);
  int64_t done = rep.slices_done, all = 0;
  MPI_Allreduce(&done, &all, 1, MPI_INT64_T, MPI_SUM, MPI_COMM_WORLD);
  CHECK(all == rep.slices_total, "planned: ranks did %lld of %lld slices", (long long)all,
        (long long)rep.slices_total);
  /* Same plan bytes on every rank: rank 0's digest broadcast and compared. */
  long long pb = rep.plan_bytes, pb0 = pb;
  MPI_Bcast(&pb0, 1, MPI_LONG_LONG, 0, MPI_COMM_WORLD);
  CHECK(pb == pb0, "planned: plan sizes differ between ranks");
  st = tf_mpi_einsum(e, MPI_COMM_WORLD, subs, 4, cops, &mo, &r2, NULL);
  CHECK(st == TF_OK, "planned, second call: %s", tf_mpi_last_error());
  double tol = (dt == TF_F32 || dt == TF_C64) ? 1e-4 : 1e-11;
  if (r1 && ref) {
    double d = max_rel_diff(r1, ref);
    CHECK(d <= tol, "planned (dtype %d, conj %d): vs unsliced tf_einsum: %g", dt, conj, d);
  }
  if (r1 && r2) CHECK(bitwise_equal(r1, r2), "planned: two runs differ bitwise");

  /* The same plan passed by every rank (made locally with one seed). */
  eo.seed = 5;
  tf_einsum_path* plan = NULL;
  st = tf_einsum_path_create(e, subs, 4, cops, &eo, &plan);
  CHECK(st == TF_OK, "planned: tf_einsum_path_create: %s", tf_last_error());
  tf_einsum_path_info info;
  memset(&info, 0, sizeof info);
  info.struct_size = sizeof info;
  tf_einsum_path_info_get(plan, &info);
  tf_einsum_options po;
  memset(&po, 0, sizeof po);
  po.struct_size = sizeof po;
  po.conj = conj_flags;
  po.plan = plan;
  mo.einsum = &po;
  tf_tensor* r3 = NULL;
  memset(&rep, 0, sizeof rep);
  rep.struct_size = sizeof rep;
  st = tf_mpi_einsum(e, MPI_COMM_WORLD, subs, 4, cops, &mo, &r3, &rep);
  CHECK(st == TF_OK, "given plan: %s", tf_mpi_last_error());
  CHECK(rep.slices_total == (int64_t)llround(exp2(info.log2_slices)) && info.nsliced > 0,
        "given plan: %lld slices, the plan has 2^%g", (long long)rep.slices_total,
        info.log2_slices);
  if (r3 && ref) CHECK(max_rel_diff(r3, ref) <= tol, "given plan: vs unsliced tf_einsum");

  /* A plan and sliced labels together; a budget no slicing meets; ranks
   * with different budgets: every rank fails, none hangs, out untouched. */
  tf_tensor* none = NULL;
  mo.sliced = "a";
  st = tf_mpi_einsum(e, MPI_COMM_WORLD, subs, 4, cops, &mo, &none, NULL);
  CHECK(st == TF_ERR_INVALID_ARGUMENT && none == NULL && strstr(tf_mpi_last_error(), "plan"),
        "plan and sliced labels: %d %s", st, tf_mpi_last_error());
  mo.sliced = NULL;
  mo.einsum = &eo;
  eo.memory_budget_bytes = 8;
  st = tf_mpi_einsum(e, MPI_COMM_WORLD, subs, 4, cops, &mo, &none, NULL);
  CHECK(st != TF_OK && none == NULL && (rank == 0 || strstr(tf_mpi_last_error(), "rank 0")),
        "budget below an operand: %d %s", st, tf_mpi_last_error());
  eo.memory_budget_bytes = rank == 1 ? budget * 2 : budget;
  st = tf_mpi_einsum(e, MPI_COMM_WORLD, subs, 4, cops, &mo, &none, NULL);
  CHECK(size == 1 || (st == TF_ERR_INVALID_ARGUMENT && none == NULL &&
                      strstr(tf_mpi_last_error(), "different")),
        "different budgets: %d %s", st, tf_mpi_last_error());

  tf_einsum_path_release(plan);
  tf_tensor_release(r1);
  tf_tensor_release(r2);
  tf_tensor_release(r3);
  tf_tensor_release(ref);
  for (int i = 0; i < 4; ++i) tf_tensor_release(ops[i]);
}

static void bad_input(tf_engine* e) {
  int64_t sa[2] = {4, 5}, sb[2] = {5, 3};
  tf_tensor* a = random_tensor(e, TF_F64, 2, sa);
  tf_tensor* b = random_tensor(e, TF_F64, 2, sb);
  const tf_tensor* ops[2] = {a, b};
  tf_mpi_options mo;
  memset(&mo, 0, sizeof mo);
  mo.struct_size = sizeof mo;
  mo.sliced = "b";
  tf_tensor* out = NULL;

  tf_status st = tf_mpi_einsum(e, MPI_COMM_NULL, "ab,bc->ac", 2, ops, &mo, &out, NULL);
  CHECK(st == TF_ERR_INVALID_ARGUMENT && out == NULL && strstr(tf_mpi_last_error(), "comm"),
        "MPI_COMM_NULL: %d %s", st, tf_mpi_last_error());
  st = tf_mpi_einsum_f(e, (MPI_Fint)-1, "ab,bc->ac", 2, ops, &mo, &out, NULL);
  CHECK(st == TF_ERR_INVALID_ARGUMENT && out == NULL, "invalid Fortran handle: %d %s", st,
        tf_mpi_last_error());
  st = tf_mpi_einsum_f(e, MPI_Comm_c2f(MPI_COMM_WORLD), "ab,bc->ac", 2, ops, &mo, &out, NULL);
  CHECK(st == TF_OK && out != NULL, "Fortran handle of MPI_COMM_WORLD: %d %s", st,
        tf_mpi_last_error());
  tf_tensor_release(out);
  out = NULL;

  mo.sliced = "z";
  st = tf_mpi_einsum(e, MPI_COMM_WORLD, "ab,bc->ac", 2, ops, &mo, &out, NULL);
  CHECK(st == TF_ERR_INVALID_ARGUMENT && out == NULL && strstr(tf_mpi_last_error(), "sliced"),
        "label not in the network: %d %s", st, tf_mpi_last_error());
  mo.sliced = "bb";
  st = tf_mpi_einsum(e, MPI_COMM_WORLD, "ab,bc->ac", 2, ops, &mo, &out, NULL);
  CHECK(st == TF_ERR_INVALID_ARGUMENT && out == NULL, "label sliced twice: %d", st);
  mo.sliced = "b";

  /* Rank 1 passes another network: every rank fails, none hangs. */
  const char* subs = rank == 1 ? "ab,bc->ca" : "ab,bc->ac";
  st = tf_mpi_einsum(e, MPI_COMM_WORLD, subs, 2, ops, &mo, &out, NULL);
  CHECK(st == TF_ERR_INVALID_ARGUMENT && out == NULL && strstr(tf_mpi_last_error(), "different"),
        "different networks: %d %s", st, tf_mpi_last_error());
  /* Only rank 0 passes a bad argument (NULL out): all ranks fail. */
  if (rank == 0) {
    st = tf_mpi_einsum_into(e, MPI_COMM_WORLD, "ab,bc->ac", 2, ops, &mo, NULL, NULL);
  } else {
    st = tf_mpi_einsum(e, MPI_COMM_WORLD, "ab,bc->ac", 2, ops, &mo, &out, NULL);
  }
  CHECK(st == TF_ERR_INVALID_ARGUMENT && out == NULL, "one rank's bad argument: %d %s", st,
        tf_mpi_last_error());
  /* Wrong out shape in _into: untouched. */
  int64_t so[2] = {3, 3};
  tf_tensor* wrong = NULL;
  tf_tensor_zeros(e, TF_F64, 2, so, TF_ROW_MAJOR, &wrong);
  st = tf_mpi_einsum_into(e, MPI_COMM_WORLD, "ab,bc->ac", 2, ops, &mo, wrong, NULL);
  CHECK(st == TF_ERR_SHAPE_MISMATCH, "wrong out shape: %d %s", st, tf_mpi_last_error());
  double z[9];
  tf_tensor_read(wrong, TF_ROW_MAJOR, z, sizeof z);
  int untouched = 1;
  for (int i = 0; i < 9; ++i) untouched &= z[i] == 0.0;
  CHECK(untouched, "out written on error");
  tf_tensor_release(wrong);
  /* Bad subscripts and option sizes. */
  st = tf_mpi_einsum(e, MPI_COMM_WORLD, "ab,b!->a", 2, ops, &mo, &out, NULL);
  CHECK(st == TF_ERR_INVALID_ARGUMENT && out == NULL, "bad subscripts: %d", st);
  mo.struct_size = 4;
  st = tf_mpi_einsum(e, MPI_COMM_WORLD, "ab,bc->ac", 2, ops, &mo, &out, NULL);
  CHECK(st == TF_ERR_INVALID_ARGUMENT && out == NULL && strstr(tf_mpi_last_error(), "struct_size"),
        "small struct_size: %d %s", st, tf_mpi_last_error());
  tf_tensor_release(a);
  tf_tensor_release(b);
}

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  tf_engine* e = NULL;
  if (tf_engine_create_serial(&e) != TF_OK) {
    fprintf(stderr, "engine: %s\n", tf_last_error());
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  const tf_dtype dtypes[4] = {TF_F32, TF_F64, TF_C64, TF_C128};
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; ++c)
    for (int d = 0; d < 4; ++d)
      for (int conj = 0; conj <= (dtypes[d] >= TF_C64 ? 1 : 0); ++conj)
        run_case(e, &cases[c], dtypes[d], conj);
  for (int d = 0; d < 4; ++d)
    for (int conj = 0; conj <= (dtypes[d] >= TF_C64 ? 1 : 0); ++conj) planned(e, dtypes[d], conj);
  bad_input(e);
  tf_engine_destroy(e);

  int total = 0, all_checks = 0;
  MPI_Allreduce(&failures, &total, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  MPI_Allreduce(&checks, &all_checks, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  if (rank == 0)
    printf("test_mpi: %d ranks, %d checks, %d failures\n", size, all_checks, total);
  MPI_Finalize();
  return total == 0 ? 0 : 1;
}
