/* layout_mpi.c -- the layout of tenferro_mpi.h's structs, asserted at
 * compile time (LP64), like tests/layout does for tenferro.h. */
#include <stddef.h>
#include <stdio.h>

#include "tenferro_mpi.h"

#define FIELD(t, f, off, bytes)                                      \
  _Static_assert(offsetof(t, f) == (off), "offsetof(" #t "." #f ")"); \
  _Static_assert(sizeof(((t*)0)->f) == (bytes), "sizeof(" #t "." #f ")");
_Static_assert(sizeof(tf_mpi_options) == 24, "sizeof(tf_mpi_options)");
FIELD(tf_mpi_options, struct_size, 0, 8)
FIELD(tf_mpi_options, einsum, 8, 8)
FIELD(tf_mpi_options, sliced, 16, 8)
_Static_assert(sizeof(tf_mpi_report) == 88, "sizeof(tf_mpi_report)");
FIELD(tf_mpi_report, struct_size, 0, 8)
FIELD(tf_mpi_report, rank, 8, 4)
FIELD(tf_mpi_report, size, 12, 4)
FIELD(tf_mpi_report, slices_total, 16, 8)
FIELD(tf_mpi_report, slices_done, 24, 8)
FIELD(tf_mpi_report, first_slice, 32, 8)
FIELD(tf_mpi_report, seconds_contract, 40, 8)
FIELD(tf_mpi_report, seconds_comm, 48, 8)
FIELD(tf_mpi_report, bytes_sent, 56, 8)
FIELD(tf_mpi_report, bytes_received, 64, 8)
FIELD(tf_mpi_report, seconds_plan, 72, 8)
FIELD(tf_mpi_report, plan_bytes, 80, 8)

int main(void) {
  puts("layout_mpi: tf_mpi_options and tf_mpi_report as committed");
  return 0;
}
