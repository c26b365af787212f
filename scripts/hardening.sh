#!/usr/bin/env bash
# CI hardening run (issues 7, 35): sanitizers, valgrind, fuzzers. Run after
# the main CI build (scripts/test.sh, build-test/), whose Release -g build
# the memcheck step reuses. Three more builds, none with benchmarks, all
# with line tables only (-g1: stack traces keep file:line): the ASan+UBSan
# suite (build-asan/), the TSan library and concurrency tests only
# (build-tsan/), the clang library and fuzz targets only (build-fuzz/).
# Each step prints its build and run times; the budget and the last
# measurements are in docs/hardening.md.
#
#   scripts/hardening.sh [step...]     steps: asan tsan memcheck fuzz (default: all)
#
#   asan      whole test suite under AddressSanitizer + UBSan (+ LSan), 2 at a time
#   tsan      tests labelled "concurrency" under ThreadSanitizer
#   memcheck  C API tests under valgrind memcheck (errors, definite leaks), 2 at a time
#   fuzz      each libFuzzer target for TF_FUZZ_SECONDS (default 20) seconds, 2 at a time
#
# Environment: TF_JOBS (default 2); TF_MEMCHECK_BUILD (default build-test
# when it exists, else build-memcheck); TF_FUZZ_SECONDS; TF_SAN_CTEST_ARGS.
# Runs every step even if an earlier one fails; the last line is the
# summary: "hardening: PASSED (...)" or "hardening: FAILED (...)".
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export TF_JOBS=${TF_JOBS:-2}
steps=("$@")
[[ ${#steps[@]} -eq 0 ]] && steps=(asan tsan memcheck fuzz)
memcheck_build=${TF_MEMCHECK_BUILD:-}
if [[ -z "$memcheck_build" ]]; then
  if [[ -f build-test/CMakeCache.txt ]]; then memcheck_build=build-test
  else memcheck_build=build-memcheck; fi
fi

bash scripts/install-deps.sh main test >/dev/null || exit 1

t0=$(date +%s)
summary=()
failed=()
for s in "${steps[@]}"; do
  start=$(date +%s)
  echo "== hardening: $s"
  case "$s" in
    asan) bash scripts/sanitize.sh asan ;;
    tsan) bash scripts/sanitize.sh tsan ;;
    memcheck) bash scripts/memcheck.sh "$memcheck_build" ;;
    fuzz) bash scripts/fuzz.sh "${TF_FUZZ_SECONDS:-20}" ;;
    *) echo "hardening.sh: unknown step '$s'" >&2; false ;;
  esac
  rc=$?
  if [[ $rc -eq 0 ]]; then r=ok; else r=FAILED; failed+=("$s"); fi
  summary+=("$s $r $(( $(date +%s) - start ))s")
done
total=$(( $(date +%s) - t0 ))
joined=$(printf '%s, ' "${summary[@]}")
if [[ ${#failed[@]} -eq 0 ]]; then
  echo "hardening: PASSED (${joined%, }; total ${total}s)"
  exit 0
fi
echo "hardening: FAILED: ${failed[*]} (${joined%, }; total ${total}s)"
exit 1
