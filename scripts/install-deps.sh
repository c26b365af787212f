#!/usr/bin/env bash
# Installs the Debian packages tenferro needs, only when one is missing.
#
#   scripts/install-deps.sh [GROUP...]
#
# Groups: main (default: build the library, the cost report, tests and
# benches), test (main plus what the test suite may use beyond it), bench
# (main plus the optional peers of bench/suite and its plotting tool). Each
# package is checked with dpkg-query; only if one is missing does the script
# run apt-get update and apt-get install, which needs root. With nothing
# missing it does nothing and needs no privileges, so it is safe to run
# before every build.
set -euo pipefail

# Build the library, the cost report, the tests and the benchmarks.
MAIN_PACKAGES=(
  build-essential
  cmake
  pkg-config
  libopenblas-openmp-dev # OpenBLAS + LAPACK, OpenMP build (see docs/building.md)
  libcmocka-dev
  libgtest-dev
  libgmock-dev
  libbenchmark-dev
  python3
  abigail-tools          # abidw/abidiff for abi/check-abi.sh
)
# Extra packages for the test group (e.g. python3-numpy golang-go valgrind).
TEST_PACKAGES=(
  valgrind               # scripts/memcheck.sh (scripts/hardening.sh)
  clang-14               # libFuzzer targets (scripts/fuzz.sh)
  libclang-rt-14-dev     # the libFuzzer/ASan/UBSan runtimes for clang-14
  libomp-14-dev          # OpenMP for the clang-built fuzz targets
  python3-numpy          # Python package tests (tests/interop, docs/ffi/python.md)
  python3-dev            # headers of the package's C extension (python/tenferro/_native.c)
  python3-setuptools     # pip install --no-build-isolation of python/ (offline)
  python3-wheel          #   setuptools < 70 needs it to build the wheel
  python3-pip
  python3-venv           # the venv of interop_python_package and doc_python
  golang-go              # Go module tests (bindings/go, docs/ffi/go.md)
  libopenmpi-dev         # libtenferro_mpi and its tests (tests/mpi)
  openmpi-bin            # mpirun for tests/mpi
)
# Rust toolchain for the Rust crate tests (bindings/rust), when none is on PATH.
RUST_PACKAGES=(
  cargo
)

# Optional peers of the performance suite (bench/suite/run_suite.py): each
# is built or run only when present.
BENCH_PACKAGES=(
  libeigen3-dev          # Eigen peer (suite-eigen)
  libtorch-dev           # LibTorch peer (suite-torch)
  libxsmm-dev            # LIBXSMM peers (suite-xsmm-jit, suite-xsmm)
  python3-numpy          # NumPy peer and the Python binding
  gnuplot-nox            # the report's log-log plots
)

usage() {
  echo "usage: $0 [main|test|rust|bench]..." >&2
  exit 2
}

groups=("$@")
[[ ${#groups[@]} -eq 0 ]] && groups=(main)

wanted=()
for g in "${groups[@]}"; do
  case "$g" in
    main) wanted+=("${MAIN_PACKAGES[@]}") ;;
    test) wanted+=("${MAIN_PACKAGES[@]}" "${TEST_PACKAGES[@]}") ;;
    rust) wanted+=("${RUST_PACKAGES[@]}") ;;
    bench) wanted+=("${MAIN_PACKAGES[@]}" "${BENCH_PACKAGES[@]}") ;;
    -h|--help) usage ;;
    *) echo "install-deps: unknown group '$g'" >&2; usage ;;
  esac
done

missing=()
declare -A seen=()
for pkg in "${wanted[@]}"; do
  [[ -n "${seen[$pkg]:-}" ]] && continue
  seen[$pkg]=1
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  if [[ "$status" != "install ok installed" ]]; then
    missing+=("$pkg")
  fi
done

if [[ ${#missing[@]} -eq 0 ]]; then
  echo "install-deps: all ${#seen[@]} packages present (groups: ${groups[*]})"
  exit 0
fi

echo "install-deps: missing: ${missing[*]}"
if [[ $(id -u) -ne 0 ]]; then
  echo "install-deps: installing needs root; run as root or: sudo $0 ${groups[*]}" >&2
  exit 1
fi

apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
echo "install-deps: installed ${missing[*]}"
