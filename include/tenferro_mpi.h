/*
 * tenferro_mpi.h -- sliced contractions across the ranks of an MPI
 * communicator (libtenferro_mpi.so.1, a companion of libtenferro.so.1).
 *
 * A contraction too large for one process is cut along some summed (or
 * output) labels into slices: fixing every sliced label to one value gives
 * an ordinary, smaller einsum, and the result is the sum of the slices'
 * results. tf_mpi_einsum gives each rank a share of the slices, contracts
 * them one after another on the rank's own engine (serial or pooled), and
 * sums the partial results across the communicator in a fixed order.
 *
 * Collective: every rank of comm calls it with the same network (the same
 * subscripts, operand dtypes and shapes, sliced labels and options). Each
 * rank passes its own copy of the operands. A difference between ranks is
 * detected (a hash of the whole request, exchanged before any work) and
 * every rank returns TF_ERR_INVALID_ARGUMENT: no rank hangs. The same holds
 * for any error found on one rank (bad arguments, out of memory): all ranks
 * agree on the failure before any collective that could block.
 *
 * Determinism: the result is bitwise identical between runs with the same
 * rank count (slices are summed in slice order on each rank, and partial
 * results are combined by a binomial tree whose pairing depends on the rank
 * count only). Different rank counts may differ in the last bits.
 *
 * Errors: the tenferro status codes. tf_mpi_last_error() says what was
 * wrong (thread-local, like tf_last_error). On error, out is untouched.
 */
#ifndef TENFERRO_MPI_H
#define TENFERRO_MPI_H

#include <mpi.h>

#include "tenferro.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TENFERRO_MPI_VERSION_MAJOR 1

/* Options of a distributed einsum; NULL means all defaults. */
typedef struct tf_mpi_options {
  size_t struct_size;                /* sizeof(tf_mpi_options) */
  const tf_einsum_options* einsum;   /* options of every slice's einsum
                                        (conj flags, path, search); NULL =
                                        defaults. Without sliced labels (below),
                                        einsum->plan or einsum->memory_budget_bytes
                                        choose them: see "Slicing by a plan" */
  const char* sliced;                /* the labels to slice, e.g. "ab" (letters of
                                        the subscripts); NULL or "" = none: then
                                        the plan's, if any, else no slicing and
                                        every rank but one has nothing to do */
} tf_mpi_options;

/* What this rank did in the last call (filled on success). */
typedef struct tf_mpi_report {
  size_t struct_size;      /* set by the caller: sizeof(tf_mpi_report) */
  int32_t rank;            /* this rank in comm */
  int32_t size;            /* ranks in comm */
  int64_t slices_total;    /* slices of the whole contraction */
  int64_t slices_done;     /* slices this rank contracted */
  int64_t first_slice;     /* this rank's slices are [first_slice, first_slice + slices_done) */
  double seconds_contract; /* time in this rank's slice contractions */
  double seconds_comm;     /* time in the request check and the reduction */
  int64_t bytes_sent;      /* bytes this rank sent in the reduction */
  int64_t bytes_received;  /* bytes this rank received in the reduction */
  /* A caller passing struct_size 72 (through bytes_received, the
   * smallest accepted) gets the fields above only: */
  double seconds_plan;     /* making (rank 0), sending and reading the plan;
                              0 when the caller named the sliced labels */
  int64_t plan_bytes;      /* size of the serialised plan in use; 0 = none */
} tf_mpi_report;

/* Slicing by a plan. When options->sliced names no labels:
 *   - einsum->plan set (a tf_einsum_path for these shapes, e.g. read from a
 *     file with tf_einsum_path_read on every rank): its sliced labels and
 *     its order are used; the ranks' plans must be the same bytes (they are
 *     part of the request hash);
 *   - else einsum->memory_budget_bytes > 0: rank 0 plans
 *     (tf_einsum_path_create with einsum's options: optimizer, objective,
 *     time budget, seed, budget) and sends the serialised plan to every rank,
 *     so all ranks slice and order alike even when the search is randomised
 *     or stopped by time; a budget no slicing meets fails on every rank with
 *     rank 0's message.
 * Every slice then runs the plan's order (as einsum->path) on views with
 * the sliced labels fixed, so each intermediate fits the budget on every
 * rank. report->seconds_plan and report->plan_bytes say what the plan cost. */

/* out = einsum(subscripts, operands) summed over all slices, on every rank
 * of comm. Subscripts as tf_einsum (NumPy form). Sliced labels may be
 * summed labels or output labels; each must occur in the network. The
 * slices (the product of the sliced labels' extents) are split into
 * contiguous blocks of equal count, which is balanced by predicted cost:
 * every slice of one contraction has the same shape and so the same flops.
 * A rank count larger than the slice count leaves some ranks idle; they
 * still take part in the reduction.
 * tf_mpi_einsum allocates *out from engine's pool (caller owns it);
 * tf_mpi_einsum_into writes out (the einsum's exact result shape and dtype).
 * report may be NULL. comm must not be MPI_COMM_NULL; MPI must be
 * initialised. */
TF_API tf_status tf_mpi_einsum(tf_engine* engine, MPI_Comm comm, const char* subscripts,
                               int32_t n, const tf_tensor* const* operands,
                               const tf_mpi_options* options, tf_tensor** out,
                               tf_mpi_report* report);
TF_API tf_status tf_mpi_einsum_into(tf_engine* engine, MPI_Comm comm, const char* subscripts,
                                    int32_t n, const tf_tensor* const* operands,
                                    const tf_mpi_options* options, tf_tensor* out,
                                    tf_mpi_report* report);
/* The same with a Fortran communicator handle (MPI_Fint), as MPI.jl's
 * comm.val, mpi4py's comm.py2f() or Fortran's integer handles pass it. An
 * invalid handle gives TF_ERR_INVALID_ARGUMENT. */
TF_API tf_status tf_mpi_einsum_f(tf_engine* engine, MPI_Fint comm, const char* subscripts,
                                 int32_t n, const tf_tensor* const* operands,
                                 const tf_mpi_options* options, tf_tensor** out,
                                 tf_mpi_report* report);
TF_API tf_status tf_mpi_einsum_into_f(tf_engine* engine, MPI_Fint comm,
                                      const char* subscripts, int32_t n,
                                      const tf_tensor* const* operands,
                                      const tf_mpi_options* options, tf_tensor* out,
                                      tf_mpi_report* report);

/* Why the last failing tf_mpi_ call on this thread failed; "" after a
 * success. Static thread-local storage, never NULL. */
TF_API const char* tf_mpi_last_error(void);

#ifdef __cplusplus
}
#endif
#endif /* TENFERRO_MPI_H */
