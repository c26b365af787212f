#!/usr/bin/env bash
# Builds and runs the cost report: what one tenferro call costs on this
# machine (README command 1).
#
#   scripts/cost-report.sh [tenferro-cost options, e.g. --json]
#
# Installs missing Debian packages first (needs root only if one is missing),
# configures a Release build in build/ without tests, builds tenferro-cost and
# runs it. Set-up and build output goes to stderr, so stdout carries only the
# report (`scripts/cost-report.sh --json > cost.json` gives clean JSON).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

BUILD_DIR=${TF_BUILD_DIR:-build}
JOBS=${TF_JOBS:-$(nproc)}

{
  bash scripts/install-deps.sh main
  cmake -S . -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release \
    -DTF_BUILD_TESTS=OFF -DTF_BUILD_BENCH=ON
  cmake --build "$BUILD_DIR" --target tenferro-cost -j"$JOBS"
} >&2

# The benchmark process alone runs OpenBLAS's native kernels for this CPU
# (OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE would hold the BLAS peer back); the
# report names the kernel (openblas_get_corename) and the CPU.
exec env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE "$BUILD_DIR/bench/tenferro-cost" "$@"
