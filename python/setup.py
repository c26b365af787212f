"""The C extension tenferro._native, built by `pip install` when tenferro.h
and Python >= 3.11's headers are found (everything else is in
pyproject.toml). The header is looked for in $TENFERRO_INCLUDE, then the
source checkout this directory belongs to (../include), then this Python's
prefix, /usr/local/include and /usr/include. The extension does not link
libtenferro (it resolves the functions of the library the package loads),
so only the header is needed. Without it, or if compiling fails, the
package installs without the extension and runs on ctypes.
"""
import os
import sys

from setuptools import Extension, setup

HERE = os.path.dirname(os.path.abspath(__file__))


def header_dir():
    candidates = [os.environ.get("TENFERRO_INCLUDE"), os.path.join(HERE, "..", "include"),
                  os.path.join(sys.prefix, "include"), "/usr/local/include", "/usr/include"]
    for d in candidates:
        if d and os.path.exists(os.path.join(d, "tenferro.h")):
            return os.path.abspath(d)
    return None


ext = []
inc = header_dir()
if inc and sys.version_info >= (3, 11):
    ext.append(Extension("tenferro._native", ["tenferro/_native.c"], include_dirs=[inc],
                         define_macros=[("Py_LIMITED_API", "0x030B0000")],
                         py_limited_api=True, libraries=["dl"], optional=True))
else:
    print("tenferro: building without the C extension (no tenferro.h found; set "
          "TENFERRO_INCLUDE) - the package runs on ctypes", file=sys.stderr)

setup(ext_modules=ext)
