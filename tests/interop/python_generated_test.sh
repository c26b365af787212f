#!/usr/bin/env bash
# The Python extension's generated layer (python/tenferro/_native_gen.h,
# _ops_gen.py and the rows' block of __init__.pyi) must be what
# bindings/generate_python.py writes from the header now: a header change
# without `python3 bindings/generate.py` fails here.
#
#   python_generated_test.sh PYTHON SOURCE_DIR
set -euo pipefail
PY=$1
SRC=$(cd "$2" && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cp "$SRC/python/tenferro/__init__.pyi" "$TMP/"
"$PY" "$SRC/bindings/generate_python.py" "$SRC/include/tenferro.h" "$TMP"
for f in _native_gen.h _ops_gen.py __init__.pyi; do
  if ! diff -u "$SRC/python/tenferro/$f" "$TMP/$f" >"$TMP/diff"; then
    head -40 "$TMP/diff"
    echo "FAIL: python/tenferro/$f is stale: run python3 bindings/generate.py" >&2
    exit 1
  fi
done
echo "python_generated_test: OK"
