#!/usr/bin/env bash
# CI hardening run (issue 7): sanitizers, valgrind, fuzzers. Target: ~10
# minutes on 2 cores (three builds dominate; each step prints its time).
#
#   scripts/hardening.sh [step...]     steps: asan tsan memcheck fuzz (default: all)
#
#   asan      whole test suite under AddressSanitizer + UBSan (+ LSan)
#   tsan      tests labelled "concurrency" under ThreadSanitizer
#   memcheck  C API tests under valgrind memcheck (errors, definite leaks)
#   fuzz      each libFuzzer target for TF_FUZZ_SECONDS (default 20) seconds
#
# Runs every step even if an earlier one fails; exits non-zero if any failed,
# with a summary as the last lines.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export TF_JOBS=${TF_JOBS:-2}
steps=("$@")
[[ ${#steps[@]} -eq 0 ]] && steps=(asan tsan memcheck fuzz)

bash scripts/install-deps.sh main test >/dev/null || exit 1

summary=()
status=0
for s in "${steps[@]}"; do
  start=$(date +%s)
  case "$s" in
    asan) bash scripts/sanitize.sh asan ;;
    tsan) bash scripts/sanitize.sh tsan ;;
    memcheck) bash scripts/memcheck.sh ;;
    fuzz) bash scripts/fuzz.sh "${TF_FUZZ_SECONDS:-20}" ;;
    *) echo "hardening.sh: unknown step '$s'" >&2; false ;;
  esac
  rc=$?
  [[ $rc -eq 0 ]] && r=ok || { r=FAILED; status=1; }
  summary+=("hardening: $s: $r ($(( $(date +%s) - start ))s)")
done
printf '%s\n' "${summary[@]}"
exit "$status"
