#!/usr/bin/env bash
# The Python package as a user installs it, each time with TENFERRO_LIBRARY
# unset, so the package must find the library by itself:
#   1. `cmake --install` into a temporary prefix, imported through
#      PYTHONPATH=PREFIX/<site-packages>: the library next to it (_install.py);
#   2. `pip install --no-build-isolation --no-index` of a copy of python/
#      into a venv (Debian's python3-venv, system site-packages for numpy):
#      the library through the loader (LD_LIBRARY_PATH=PREFIX/lib).
# Both run the whole test suite (python/tests) against the installed copy.
#
# With EXPECT_NATIVE=1 both must carry the C extension tenferro._native
# (cmake installs the built one; pip compiles it against the installed
# header, TENFERRO_INCLUDE=PREFIX/include).
#
#   python_package_test.sh PYTHON BUILD_DIR SOURCE_DIR [EXPECT_NATIVE]
set -euo pipefail
PY=$1
BUILD=$(cd "$2" && pwd)
SRC=$(cd "$3" && pwd)
export TENFERRO_EXPECT_NATIVE=${4:-0}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
PREFIX=$TMP/prefix
unset TENFERRO_LIBRARY PYTHONPATH
export PYTHONDONTWRITEBYTECODE=1 PIP_NO_INDEX=1 PIP_DISABLE_PIP_VERSION_CHECK=1

cmake --install "$BUILD" --prefix "$PREFIX" >"$TMP/install.log"
LIB=$(find "$PREFIX" -name libtenferro.so.1 -print -quit)
SITE=$(dirname "$(find "$PREFIX" -path '*-packages/tenferro/__init__.py' -print -quit)")
[[ -n "$LIB" && "$SITE" != . ]] || { cat "$TMP/install.log"; echo "FAIL: no library or package in $PREFIX" >&2; exit 1; }
SITE=$(dirname "$SITE")
cd "$TMP"

echo "== cmake --install: $SITE =="
PYTHONPATH=$SITE TENFERRO_TEST_INSTALLED=1 TENFERRO_EXPECT_LIBRARY=$LIB \
  "$PY" -m unittest discover -s "$SRC/python/tests"

echo "== pip install into a venv =="
cp -r "$SRC/python" "$TMP/python-src"
# Without the build leftovers of an in-tree pip install (doc_python's): a
# copied build/ looks newer than the sources and would be installed stale.
rm -rf "$TMP/python-src/build" "$TMP/python-src"/*.egg-info
"$PY" -m venv --system-site-packages "$TMP/venv"
TENFERRO_INCLUDE=$PREFIX/include \
  "$TMP/venv/bin/python" -m pip install --quiet --no-build-isolation --no-index "$TMP/python-src"
LD_LIBRARY_PATH=$(dirname "$LIB") TENFERRO_TEST_INSTALLED=1 TENFERRO_EXPECT_LIBRARY=libtenferro.so.1 \
  "$TMP/venv/bin/python" -m unittest discover -s "$SRC/python/tests"
echo "python_package_test: OK"
