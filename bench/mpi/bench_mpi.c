/* bench_mpi.c -- strong scaling of a sliced contraction over MPI ranks.
 *
 *   mpirun -np R bench_mpi [n] [slices] [repeats]
 *
 * Contracts "iaj,ajk->ik" (i = j = k = n, a = slices), sliced on a: each
 * slice is an n x n x n product on the rank's serial engine, and the n x n
 * partial results are summed across the ranks. Prints, from rank 0, the
 * median wall time of the whole call, the slowest rank's contraction and
 * communication time (request check + reduction, which includes waiting for
 * the slower rank), the MPI layer's overhead (median of: the call's wall
 * time minus the slowest rank's contraction time), the OpenBLAS kernel and
 * the rank count. bench/mpi/scaling.sh runs it for 1 and 2 ranks
 * with OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE unset (native kernels). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cblas.h>

#include "tenferro_mpi.h"

static int cmp(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return x < y ? -1 : x > y;
}

int main(int argc, char** argv) {
  MPI_Init(&argc, &argv);
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int64_t n = argc > 1 ? atoll(argv[1]) : 1024;
  int64_t a = argc > 2 ? atoll(argv[2]) : 32;
  int reps = argc > 3 ? atoi(argv[3]) : 3;
  tf_engine* e = NULL;
  tf_engine_create_serial(&e);
  int64_t s1[3] = {n, a, n}, s2[3] = {a, n, n};
  size_t cnt = (size_t)(n * a * n);
  double* buf = malloc(cnt * sizeof(double));
  for (size_t i = 0; i < cnt; ++i) buf[i] = (double)((i * 2654435761u) % 1000) / 1000.0 - 0.5;
  tf_tensor *x = NULL, *y = NULL, *out = NULL;
  tf_tensor_from_data(e, TF_F64, 3, s1, NULL, buf, TF_ROW_MAJOR, &x);
  tf_tensor_from_data(e, TF_F64, 3, s2, NULL, buf, TF_ROW_MAJOR, &y);
  free(buf);
  int64_t so[2] = {n, n};
  tf_tensor_empty(e, TF_F64, 2, so, TF_ROW_MAJOR, &out);
  const tf_tensor* ops[2] = {x, y};
  tf_mpi_options mo;
  memset(&mo, 0, sizeof mo);
  mo.struct_size = sizeof mo;
  mo.sliced = "a";
  double* wall = malloc(sizeof(double) * (size_t)reps);
  double* over = malloc(sizeof(double) * (size_t)reps);
  double worst_contract = 0, worst_comm = 0;
  for (int r = 0; r < reps; ++r) {
    tf_mpi_report rep;
    memset(&rep, 0, sizeof rep);
    rep.struct_size = sizeof rep;
    MPI_Barrier(MPI_COMM_WORLD);
    double t0 = MPI_Wtime();
    tf_status st = tf_mpi_einsum_into(e, MPI_COMM_WORLD, "iaj,ajk->ik", 2, ops, &mo, out, &rep);
    double t1 = MPI_Wtime();
    if (st != TF_OK) {
      fprintf(stderr, "rank %d: %s\n", rank, tf_mpi_last_error());
      MPI_Abort(MPI_COMM_WORLD, 1);
    }
    double c = rep.seconds_contract, m = rep.seconds_comm, wc, wm;
    MPI_Reduce(&c, &wc, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    MPI_Reduce(&m, &wm, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    wall[r] = t1 - t0;
    over[r] = rank == 0 ? wall[r] - wc : 0; /* the call beyond the slowest contraction */
    if (r == reps / 2 || reps == 1) {
      worst_contract = wc;
      worst_comm = wm;
    }
  }
  qsort(wall, (size_t)reps, sizeof(double), cmp);
  qsort(over, (size_t)reps, sizeof(double), cmp);
  if (rank == 0) {
    double flops = 2.0 * (double)a * (double)n * (double)n * (double)n;
    printf("{\"ranks\": %d, \"n\": %lld, \"slices\": %lld, \"median_s\": %.4f, "
           "\"gflops\": %.1f, \"contract_s_slowest_rank\": %.4f, \"comm_s_slowest_rank\": %.4f, "
           "\"mpi_overhead_s\": %.4f, \"mpi_overhead_pct\": %.1f, \"openblas_core\": \"%s\"}\n",
           size, (long long)n, (long long)a, wall[reps / 2], flops / wall[reps / 2] * 1e-9,
           worst_contract, worst_comm, over[reps / 2], 100.0 * over[reps / 2] / wall[reps / 2],
           openblas_get_corename());
  }
  free(wall);
  free(over);
  tf_tensor_release(x);
  tf_tensor_release(y);
  tf_tensor_release(out);
  tf_engine_destroy(e);
  MPI_Finalize();
  return 0;
}
