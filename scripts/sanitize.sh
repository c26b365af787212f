#!/usr/bin/env bash
# Builds the test suite with sanitizers and runs it.
#
#   scripts/sanitize.sh [asan|tsan]...      (default: asan tsan)
#
#   asan  -DTF_SANITIZE=address,undefined, Debug (the library keeps -O3; Debug
#         turns on the engine ownership check; -g1), -fno-sanitize-recover=all so
#         any UBSan report fails the test; runs the whole ctest suite with
#         LeakSanitizer on, TF_JOBS tests at a time (RUN_SERIAL ones alone),
#         except (TF_SAN_EXCLUDE, a ctest -E regex):
#           matmul_correctness_test  the heaviest numeric sweep (~4 min under
#                   ASan on 2 cores); its code paths run under ASan in
#                   c_api_test, edge_cases, alloc_fail, determinism, concurrency
#           interop_dlopen, _runpath, _python, _python_package, _rust,
#           _go, _installed_c, doc_* (the docs/ffi pages' commands),
#           example_mps_python  load
#                   the library into a process whose runtime is not ASan-built
#                   (python, go, cargo, programs the test compiles itself;
#                   "ASan runtime does not come first") or dlclose it, after
#                   which LSan cannot attribute OpenBLAS/libgomp start-up
#                   allocations to a module to suppress.
#           abi_check, abi_check_mpi, abi_selftest  check a -g Release
#                   library and a stub;
#                   nothing of theirs runs inside the sanitized library.
#           autodiff_torch_*  (built only where LibTorch is installed)
#                   LibTorch's start-up allocations are not LSan-clean.
#           mpi_np*, example_mpi_np*  Open MPI's own start-up allocations are not
#                   LSan-clean; libtenferro_mpi uses only the public API,
#                   whose paths the other tests run under ASan.
#         Build dir: build-asan/.
#   tsan  -DTF_SANITIZE=thread, Debug; builds and runs only the tests labelled
#         "concurrency" (the library and those targets, not the suite).
#         libgomp and OpenBLAS are not TSan-instrumented: the concurrency
#         tests keep their calls on one worker under TSan (no OpenMP parallel
#         region, BLAS on the calling thread), and
#         tests/concurrency/tsan.supp silences reports from inside those two
#         libraries only. Build dir: build-tsan/.
#
# Environment: TF_JOBS (default 2), TF_SAN_EXCLUDE (asan: tests not run, a
# ctest -E regex; "" runs everything), TF_SAN_CTEST_ARGS (extra ctest args).
# Prints the time of each build and test run. Exits non-zero if a build or
# any test fails.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT=$PWD
JOBS=${TF_JOBS:-2}
EXCLUDE=${TF_SAN_EXCLUDE-^(matmul_correctness_test|interop_(dlopen|runpath|python.*|rust|go|installed_c)|doc_.*|example_mps_python|autodiff_torch_.*|abi_check|abi_check_mpi|abi_selftest|mpi_np[0-9]+|example_mpi_np[0-9]+)$}
modes=("$@")
[[ ${#modes[@]} -eq 0 ]] && modes=(asan tsan)

# Prints "sanitize: <what> <seconds>s" (stderr) after running the command.
timed() {
  local what=$1 start=$SECONDS rc=0
  shift
  "$@" || rc=$?
  echo "sanitize: $what $((SECONDS - start))s" >&2
  return $rc
}

configure_build() {  # dir sanitizer [ctest label: build only its tests]
  # -g1: line tables only (sanitizer stack traces keep file:line), a
  # cheaper compile than Debug's -g. -O1: the tests' reference loops at -O0
  # under ASan were most of the suite's run time; the library keeps -O3.
  cmake -S . -B "$1" -DCMAKE_BUILD_TYPE=Debug -DTF_BUILD_BENCH=OFF -DTF_SANITIZE="$2" \
    -DCMAKE_C_FLAGS="-fno-sanitize-recover=all" -DCMAKE_CXX_FLAGS="-fno-sanitize-recover=all" \
    -DCMAKE_C_FLAGS_DEBUG="-g1 -O1" -DCMAKE_CXX_FLAGS_DEBUG="-g1 -O1" \
    >/dev/null
  local targets=()
  if [[ -n "${3:-}" ]]; then
    # Test name = target name for these tests.
    mapfile -t targets < <(ctest --test-dir "$1" -N -L "$3" | sed -n 's/^ *Test *#[0-9]*: //p')
    [[ ${#targets[@]} -gt 0 ]] || { echo "sanitize.sh: no tests labelled $3" >&2; return 1; }
    timed "$2 build" cmake --build "$1" -j"$JOBS" --target "${targets[@]}" >/dev/null
  else
    timed "$2 build" cmake --build "$1" -j"$JOBS" >/dev/null
  fi
}

status=0
for m in "${modes[@]}"; do
  case "$m" in
    asan)
      echo "== sanitize: address,undefined (build-asan), whole suite"
      configure_build build-asan address,undefined
      # allocator_may_return_null: the tests ask for 8 TiB on purpose and
      # expect TF_ERR_OUT_OF_MEMORY, not an ASan abort.
      ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1:halt_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1" \
      UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1" \
      LSAN_OPTIONS="suppressions=$ROOT/tests/hardening/lsan.supp:print_suppressions=0" \
        timed "asan tests" ctest --test-dir build-asan --output-on-failure --no-tests=error -j"$JOBS" \
        ${EXCLUDE:+-E "$EXCLUDE"} ${TF_SAN_CTEST_ARGS:-} || status=1
      ;;
    tsan)
      echo "== sanitize: thread (build-tsan), tests labelled concurrency"
      configure_build build-tsan thread concurrency
      TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$ROOT/tests/concurrency/tsan.supp" \
        timed "tsan tests" ctest --test-dir build-tsan --output-on-failure --no-tests=error -L concurrency \
        ${TF_SAN_CTEST_ARGS:-} || status=1
      ;;
    *) echo "sanitize.sh: unknown mode '$m' (asan|tsan)" >&2; exit 2 ;;
  esac
done
exit "$status"
