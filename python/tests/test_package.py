"""The package as installed: where it was imported from, where it found the
library, and its typing stubs against the code.

Run by ctest interop_python (source tree) and interop_python_package (a pip
install into a venv and a `cmake --install` prefix). In the installed runs
TENFERRO_TEST_INSTALLED=1 and TENFERRO_EXPECT_LIBRARY name the library the
package must have found by itself (TENFERRO_LIBRARY unset).
"""
import ast
import inspect
import os
import sys
import unittest

INSTALLED = os.environ.get("TENFERRO_TEST_INSTALLED") == "1"
SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
if not INSTALLED:
    sys.path.insert(0, SOURCE)
import tenferro as tf  # noqa: E402

PKG = os.path.dirname(os.path.abspath(tf.__file__))


class Package(unittest.TestCase):
    def test_imported_from_where_expected(self):
        inside_source = os.path.realpath(PKG).startswith(os.path.realpath(SOURCE) + os.sep)
        self.assertEqual(inside_source, not INSTALLED, f"tenferro imported from {PKG}")

    def test_library_found(self):
        lib = tf.load()
        expect = os.environ.get("TENFERRO_EXPECT_LIBRARY")
        if expect and os.sep not in expect:  # found by the loader under its soname
            self.assertEqual(lib.path, expect)
        elif expect:
            self.assertEqual(os.path.realpath(lib.path), os.path.realpath(expect))
        self.assertTrue(tf.version().startswith("1."))

    def test_typed_marker_and_stub_installed(self):
        self.assertTrue(os.path.exists(os.path.join(PKG, "py.typed")))
        self.assertTrue(os.path.exists(os.path.join(PKG, "__init__.pyi")))

    def test_stub_matches_the_code(self):
        with open(os.path.join(PKG, "__init__.pyi")) as f:
            stub = ast.parse(f.read())
        names = {}
        for node in stub.body:
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                names[node.name] = node
            elif isinstance(node, ast.AnnAssign):
                names[node.target.id] = node
        self.assertEqual(set(tf.__all__) - set(names), set(), "exported but not in the stub")
        for name in tf.__all__:
            obj, node = getattr(tf, name), names[name]
            if isinstance(node, ast.FunctionDef):
                self.assertEqual(self.params(node), list(inspect.signature(obj).parameters), name)
            if isinstance(node, ast.ClassDef) and name in ("Engine", "Tensor"):
                for item in node.body:
                    if isinstance(item, ast.FunctionDef) and item.name != "__init__":
                        self.assertTrue(hasattr(obj, item.name), f"{name}.{item.name}")
                        member = inspect.getattr_static(obj, item.name)
                        if isinstance(member, property):
                            continue
                        fn = member.__func__ if isinstance(member, classmethod) else member
                        want = self.params(item)
                        got = list(inspect.signature(fn).parameters)
                        if got[-1:] == ["exc"] and want[:1] == ["self"]:  # __exit__(*exc)
                            continue
                        self.assertEqual(want, got, f"{name}.{item.name}")

    @staticmethod
    def params(fn):
        a = fn.args
        star = [a.vararg] if a.vararg else []
        return [p.arg for p in a.posonlyargs + a.args + star + a.kwonlyargs +
                ([a.kwarg] if a.kwarg else [])]


if __name__ == "__main__":
    unittest.main()
