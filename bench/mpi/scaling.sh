#!/usr/bin/env bash
# Strong scaling of libtenferro_mpi on this machine (docs/scale-out.md):
#   bench/mpi/scaling.sh [build dir, default build] [n] [slices] [repeats]
# Runs bench_mpi on 1 and 2 ranks (one serial engine per rank, one rank per
# core), with OpenBLAS's native kernels: OPENBLAS_CORETYPE and
# OPENBLAS_L2_SIZE are unset for the benchmark command only.
set -euo pipefail
BUILD=${1:-build}
N=${2:-1024}; A=${3:-32}; REPS=${4:-3}
bin="$BUILD/bench/mpi/bench_mpi"
[[ -x "$bin" ]] || { echo "scaling.sh: $bin not built (needs MPI and TF_BUILD_BENCH=ON)" >&2; exit 1; }
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
echo "cpu: $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1), $(nproc) cores"
for np in 1 2; do
  env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE OMP_NUM_THREADS=1 \
    OMPI_MCA_btl_vader_single_copy_mechanism=${OMPI_MCA_btl_vader_single_copy_mechanism:-none} \
    mpirun -np "$np" --oversubscribe --bind-to core "$bin" "$N" "$A" "$REPS"
done
