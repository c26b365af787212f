/* sliced_lattice.c -- a tensor network too large for one rank's memory
 * budget, contracted across MPI ranks (libtenferro_mpi, docs/scale-out.md).
 *
 *   mpirun -np 2 sliced_lattice 64K          # budget per rank, bytes (K, M, G)
 *   mpirun --oversubscribe -np 4 sliced_lattice 64K 5 6
 *
 * The network is the partition-function-like contraction of an L x L
 * square lattice (default 5 x 5) of random positive tensors, one per site,
 * with bond dimension D (default 6) on every nearest-neighbour edge: a
 * scalar. Contracted without slicing, its largest intermediate is a
 * boundary of about D^(L+1) elements; the budget on the command line is
 * smaller than that. Rank 0 plans under the budget (a randomised greedy
 * search), sends the plan to every rank, and the ranks share its slices.
 *
 * Rank 0 prints the plan (largest intermediate against the budget, slices,
 * flops), what each rank did, and the distributed result against the
 * single-process sliced result (tf_einsum with the same budget on one
 * engine) and the unsliced one. Exit status 0 when they agree to 1e-10
 * relative and the budget really forced slicing; 1 otherwise (every rank
 * returns the same status). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tenferro_mpi.h"

#define MAX_SITES 49

static uint64_t rng = 2024;
static double uniform(void) { /* [0, 1), the same sequence on every rank */
  rng = rng * 6364136223846793005ull + 1442695040888963407ull;
  return (double)(rng >> 11) / 9007199254740992.0;
}

static int64_t parse_bytes(const char* s) {
  char* end = NULL;
  double v = strtod(s, &end);
  if (end && (*end == 'K' || *end == 'k')) v *= 1024;
  if (end && (*end == 'M' || *end == 'm')) v *= 1024 * 1024;
  if (end && (*end == 'G' || *end == 'g')) v *= 1024.0 * 1024 * 1024;
  return (int64_t)v;
}

static double scalar_of(const tf_tensor* t) {
  double v = NAN;
  if (t) tf_tensor_read(t, TF_ROW_MAJOR, &v, sizeof v);
  return v;
}

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int rank = 0, size = 1;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int64_t budget = argc > 1 ? parse_bytes(argv[1]) : 64 * 1024;
  int L = argc > 2 ? atoi(argv[2]) : 5;
  int64_t D = argc > 3 ? atoll(argv[3]) : 6;
  int bonds = 2 * L * (L - 1);
  if (L < 2 || L * L > MAX_SITES || bonds > 52 || D < 2) {
    if (rank == 0) fprintf(stderr, "usage: sliced_lattice budget [L in 2..5] [D >= 2]\n");
    MPI_Finalize();
    return 2;
  }

  /* Bond labels: horizontal (x, y)-(x+1, y), then vertical (x, y)-(x, y+1). */
  const char* letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  char terms[MAX_SITES][5];
  int nd[MAX_SITES];
  for (int i = 0; i < L * L; ++i) nd[i] = 0;
  int b = 0;
  for (int y = 0; y < L; ++y)
    for (int x = 0; x + 1 < L; ++x, ++b) {
      int s = y * L + x;
      terms[s][nd[s]++] = letters[b];
      terms[s + 1][nd[s + 1]++] = letters[b];
    }
  for (int y = 0; y + 1 < L; ++y)
    for (int x = 0; x < L; ++x, ++b) {
      int s = y * L + x;
      terms[s][nd[s]++] = letters[b];
      terms[s + L][nd[s + L]++] = letters[b];
    }
  char subscripts[MAX_SITES * 6 + 4] = "";
  for (int s = 0; s < L * L; ++s) {
    terms[s][nd[s]] = '\0';
    strcat(subscripts, terms[s]);
    strcat(subscripts, s + 1 < L * L ? "," : "->");
  }

  /* Site tensors: entries in [0.5, 1.5) / D^(rank/2), so the scalar is of
   * order one. Every rank builds the same operands. */
  tf_engine* engine = NULL;
  tf_engine_create_serial(&engine);
  tf_tensor* ops[MAX_SITES];
  for (int s = 0; s < L * L; ++s) {
    int64_t shape[4], numel = 1;
    for (int k = 0; k < nd[s]; ++k) numel *= (shape[k] = D);
    double* data = malloc(sizeof(double) * (size_t)numel);
    double scale = pow((double)D, -0.5 * nd[s]);
    for (int64_t i = 0; i < numel; ++i) data[i] = (0.5 + uniform()) * scale;
    tf_tensor_from_data(engine, TF_F64, nd[s], shape, NULL, data, TF_ROW_MAJOR, &ops[s]);
    free(data);
  }
  const tf_tensor* const* cops = (const tf_tensor* const*)ops;
  int n = L * L;

  tf_einsum_options eo;
  memset(&eo, 0, sizeof eo);
  eo.struct_size = sizeof eo;
  eo.memory_budget_bytes = budget;
  eo.optimizer = TF_EINSUM_OPT_RANDOM_GREEDY;
  eo.time_budget_seconds = 0.2;
  eo.seed = 7;

  /* The distributed contraction: rank 0 plans, every rank slices. */
  tf_mpi_options mo;
  memset(&mo, 0, sizeof mo);
  mo.struct_size = sizeof mo;
  mo.einsum = &eo;
  tf_mpi_report rep;
  memset(&rep, 0, sizeof rep);
  rep.struct_size = sizeof rep;
  tf_tensor* dist = NULL;
  tf_status st = tf_mpi_einsum(engine, MPI_COMM_WORLD, subscripts, n, cops, &mo, &dist, &rep);
  if (st != TF_OK) fprintf(stderr, "rank %d: tf_mpi_einsum: %s\n", rank, tf_mpi_last_error());

  /* What each rank did, gathered on rank 0. */
  double mine[5] = {(double)rep.slices_done, (double)rep.first_slice, rep.seconds_contract,
                    rep.seconds_comm, rep.seconds_plan};
  double* all = rank == 0 ? malloc(sizeof mine * (size_t)size) : NULL;
  MPI_Gather(mine, 5, MPI_DOUBLE, all, 5, MPI_DOUBLE, 0, MPI_COMM_WORLD);

  int ok = st == TF_OK;
  if (rank == 0) {
    /* The plan without and with the budget, and the single-process results. */
    tf_einsum_options free_eo = eo;
    free_eo.memory_budget_bytes = 0;
    tf_einsum_path *unsliced = NULL, *sliced = NULL;
    tf_einsum_path_info iu, is;
    memset(&iu, 0, sizeof iu);
    memset(&is, 0, sizeof is);
    iu.struct_size = is.struct_size = sizeof iu;
    tf_einsum_path_create(engine, subscripts, n, cops, &free_eo, &unsliced);
    tf_einsum_path_create(engine, subscripts, n, cops, &eo, &sliced);
    tf_einsum_path_info_get(unsliced, &iu);
    tf_einsum_path_info_get(sliced, &is);
    double largest_unsliced = exp2(iu.log2_largest) * 8, largest_sliced = exp2(is.log2_largest) * 8;
    tf_tensor *one = NULL, *whole = NULL;
    if (tf_einsum(engine, subscripts, n, cops, &eo, &one) != TF_OK ||
        tf_einsum(engine, subscripts, n, cops, &free_eo, &whole) != TF_OK) {
      fprintf(stderr, "single-process einsum: %s\n", tf_last_error());
      ok = 0;
    }
    double zd = scalar_of(dist), z1 = scalar_of(one), zw = scalar_of(whole);

    printf("%d x %d lattice, bond dimension %lld, %d tensors, %d bonds, f64\n", L, L,
           (long long)D, n, bonds);
    printf("memory budget per rank (any one intermediate): %lld bytes\n", (long long)budget);
    printf("unsliced plan: largest intermediate %.0f bytes (%s the budget), 2^%.1f flops\n",
           largest_unsliced, largest_unsliced > (double)budget ? "over" : "within",
           iu.log2_flops);
    printf("sliced plan:   largest intermediate %.0f bytes, %d sliced labels, %.0f slices, "
           "2^%.1f flops (%.2fx the unsliced), peak scratch %lld bytes\n",
           largest_sliced, is.nsliced, exp2(is.log2_slices), is.log2_flops,
           exp2(is.log2_flops - iu.log2_flops), (long long)is.peak_bytes);
    printf("plan made on rank 0 and sent: %lld bytes, %.4f s\n", (long long)rep.plan_bytes,
           rep.seconds_plan);
    for (int r = 0; r < size; ++r)
      printf("  rank %d: slices [%.0f, %.0f), contract %.4f s, check + reduce %.4f s\n", r,
             all[5 * r + 1], all[5 * r + 1] + all[5 * r], all[5 * r + 2], all[5 * r + 3]);
    double rel1 = fabs(zd - z1) / fabs(z1), relw = fabs(zd - zw) / fabs(zw);
    printf("result on %d ranks:         %.17g\n", size, zd);
    printf("single process, sliced:     %.17g  (relative difference %.2e)\n", z1, rel1);
    printf("single process, unsliced:   %.17g  (relative difference %.2e)\n", zw, relw);
    if (!(largest_unsliced > (double)budget && largest_sliced <= (double)budget)) {
      printf("FAIL: the budget does not force slicing, or the sliced plan exceeds it\n");
      ok = 0;
    }
    if (!(rel1 <= 1e-10 && relw <= 1e-10)) {
      printf("FAIL: results differ\n");
      ok = 0;
    }
    printf("%s\n", ok ? "OK" : "FAILED");
    tf_einsum_path_release(unsliced);
    tf_einsum_path_release(sliced);
    tf_tensor_release(one);
    tf_tensor_release(whole);
    free(all);
  }
  MPI_Bcast(&ok, 1, MPI_INT, 0, MPI_COMM_WORLD);
  tf_tensor_release(dist);
  for (int s = 0; s < n; ++s) tf_tensor_release(ops[s]);
  tf_engine_destroy(engine);
  MPI_Finalize();
  return ok ? 0 : 1;
}
