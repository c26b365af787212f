#!/usr/bin/env bash
# Builds and runs every test (README command 2; .ci/run runs this).
#
#   scripts/test.sh [extra ctest arguments, e.g. -R matmul]
#
# Installs missing Debian packages (needs root only if one is missing),
# configures a Release build in build-test/ with tests and benchmarks on
# (benchmarks are built, not run), builds everything, then runs ctest (which
# includes the ABI check abi_check and its self-test abi_selftest), whose
# summary is the last thing printed.
# Exits non-zero if any step or any test fails.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

BUILD_DIR=${TF_BUILD_DIR:-build-test}
JOBS=${TF_JOBS:-$(nproc)}

groups=(main test)
command -v cargo >/dev/null 2>&1 || groups+=(rust)
bash scripts/install-deps.sh "${groups[@]}"

# -g keeps Release code generation and adds the DWARF type information that
# abidw/abidiff need to check struct layouts and enum values of the C API.
cmake -S . -B "$BUILD_DIR" -DCMAKE_BUILD_TYPE=Release \
  -DTF_BUILD_TESTS=ON -DTF_BUILD_BENCH=ON \
  -DCMAKE_C_FLAGS="-g" -DCMAKE_CXX_FLAGS="-g"
start=$SECONDS
cmake --build "$BUILD_DIR" -j"$JOBS"
echo "test.sh: build $((SECONDS - start))s"

status=0
# This build has -g, so the ABI check (ctest abi_check, on the library this
# build made) must compare types, not skip them.
export TF_ABI_REQUIRE_TYPES=1

# The hardening run (sanitizers, valgrind, fuzzing: docs/hardening.md) in
# CI, or when asked with TF_HARDENING=1; before ctest so that ctest's summary
# stays the last thing printed.
if [[ "${CI:-}" == "true" || "${TF_HARDENING:-0}" == "1" ]]; then
  bash scripts/hardening.sh || status=1
fi

# JOBS tests at a time; the tests that count threads or time helpers are
# RUN_SERIAL (alone), the ones that `cmake --install` this build share
# RESOURCE_LOCK cmake_install. --no-tests=error makes a build that
# registered no test fail instead of passing silently.
ctest --test-dir "$BUILD_DIR" --output-on-failure --no-tests=error -j"$JOBS" "$@" || status=1

exit "$status"
