#!/usr/bin/env bash
# The build-tree library's RUNPATH must hold only absolute directories: an
# empty entry ("dir:" or "::") means the caller's working directory, so a
# stray file named like one of its dependencies there would be loaded
# instead (or break loading). Checks the dynamic section, then loads the
# library with dlopen_test from a directory full of bogus copies of every
# library it needs.
#
#   runpath_test.sh LIBTENFERRO DLOPEN_TEST
set -euo pipefail
LIB=$(readlink -f "$1")
DLOPEN_TEST=$(readlink -f "$2")

paths=$(readelf -d "$LIB" | sed -n 's/.*(R\(UN\)\{0,1\}PATH).*\[\(.*\)\]$/\2/p')
echo "RUNPATH/RPATH of $LIB: '${paths}'"
while IFS= read -r p; do
  [[ -z "$p" ]] && continue
  n=$(awk -F: '{ print NF }' <<<"$p")
  for ((i = 0; i < n; i++)); do
    e=$(cut -d: -f$((i + 1)) <<<"$p")
    if [[ -z "$e" || "$e" != /* ]]; then
      echo "FAIL: entry $((i + 1)) of '$p' is '${e}': empty or relative entries search the working directory" >&2
      exit 1
    fi
  done
done <<<"$paths"

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
for needed in $(readelf -d "$LIB" | sed -n 's/.*(NEEDED).*\[\(.*\)\]$/\1/p'); do
  echo "not a library" >"$TMP/$needed"
done
(cd "$TMP" && "$DLOPEN_TEST" "$LIB" >"$TMP/out.log" 2>&1) || {
  cat "$TMP/out.log" >&2
  echo "FAIL: loading $LIB from a directory with bogus copies of its dependencies failed" >&2
  exit 1
}
echo "runpath_test: OK"
