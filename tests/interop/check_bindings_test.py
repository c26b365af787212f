#!/usr/bin/env python3
"""Proves that check_bindings.py fails on wrong bindings: each case writes a
small Julia or Rust binding with one mistake and expects the check to fail
naming it (pointee widths: Ptr{Int32} where the header has int64_t*; const
pointers the function writes through; a handle one indirection off; a
struct field of the wrong width; a function the header lacks), and expects
the correct twin of each to pass. A binding that wraps only part of the
header passes (coverage is reported, not required).

    check_bindings_test.py HEADER
"""
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = None


def run(lang, text):
    with tempfile.NamedTemporaryFile("w", suffix=".jl" if lang == "julia" else ".rs",
                                     delete=False) as f:
        f.write(text)
    try:
        p = subprocess.run([sys.executable, os.path.join(HERE, "check_bindings.py"), HEADER,
                            "--" + lang, f.name], capture_output=True, text=True)
        return p.returncode, p.stdout + p.stderr
    finally:
        os.unlink(f.name)


JL_SHAPE = "ccall((:tf_tensor_shape, lib), Int32, (Ptr{{Cvoid}}, {}), t, buf)\n"
RS = 'extern "C" {{\n    pub fn {};\n}}\n'


class CheckBindings(unittest.TestCase):
    def fails(self, lang, text, *fragments):
        rc, out = run(lang, text)
        self.assertNotEqual(rc, 0, f"accepted a wrong binding:\n{text}\n{out}")
        for frag in fragments:
            self.assertIn(frag, out)

    def passes(self, lang, text):
        rc, out = run(lang, text)
        self.assertEqual(rc, 0, f"rejected a right binding:\n{text}\n{out}")
        return out

    def test_julia_pointee_width(self):
        # finding 4 of issue 20: 8 bytes per dimension written into 4-byte slots
        self.fails("julia", JL_SHAPE.format("Ptr{Int32}"),
                   "tf_tensor_shape argument 2 is int64* in the header", "int32*")
        self.fails("julia", JL_SHAPE.format("Ptr{Cvoid}"), "argument 2 is int64*")
        self.passes("julia", JL_SHAPE.format("Ptr{Int64}"))
        self.passes("julia", JL_SHAPE.format("Ref{Int64}"))

    def test_julia_handle_indirection(self):
        self.fails("julia", "ccall((:tf_engine_create_serial, lib), Int32, (Ptr{Cvoid},), r)\n",
                   "tf_engine_create_serial argument 1 is tf_engine**")
        self.passes("julia",
                    "ccall((:tf_engine_create_serial, lib), Int32, (Ref{Ptr{Cvoid}},), r)\n")

    def test_julia_scalar_and_return(self):
        self.fails("julia", "ccall((:tf_engine_create_pooled, lib), Int32, "
                   "(Int64, Ref{Ptr{Cvoid}}), n, r)\n", "argument 1 is int32")
        self.fails("julia", "ccall((:tf_dtype_size, lib), UInt32, (Int32,), d)\n",
                   "returns size_t")

    def test_julia_struct_fields(self):
        ok = "ccall((:tf_version, lib), UInt32, ())\n"
        self.fails("julia", ok + "struct TfScalar\n    re::Float32\n    im::Float64\nend\n",
                   "tf_scalar.re is double")
        self.fails("julia", ok + "struct TfScalar\n    im::Float64\n    re::Float64\nend\n",
                   "struct tf_scalar has fields")
        self.passes("julia", ok + "struct TfScalar\n    re::Float64\n    im::Float64\nend\n")

    def test_rust_pointee_width_and_const(self):
        self.fails("rust", RS.format("tf_tensor_shape(t: *const tf_tensor, out: *mut i32) "
                                     "-> tf_status"), "argument 2 is int64*")
        self.fails("rust", RS.format("tf_tensor_shape(t: *const tf_tensor, out: *const i64) "
                                     "-> tf_status"), "argument 2 is int64*")
        self.passes("rust", RS.format("tf_tensor_shape(t: *const tf_tensor, out: *mut i64) "
                                      "-> tf_status"))

    def test_rust_handles(self):
        self.fails("rust", RS.format("tf_matmul_into(e: *mut tf_engine, a: *const tf_tensor, "
                                     "b: *const tf_tensor, out: *mut *mut tf_tensor) -> i32"),
                   "argument 4 is tf_tensor*")
        self.fails("rust", RS.format("tf_matmul_into(e: *mut tf_engine, a: *const tf_engine, "
                                     "b: *const tf_tensor, out: *mut tf_tensor) -> i32"),
                   "argument 2 is const tf_tensor*")
        self.passes("rust", RS.format("tf_matmul_into(e: *mut tf_engine, a: *const tf_tensor, "
                                      "b: *const tf_tensor, out: *mut tf_tensor) -> i32"))

    def test_unknown_function_and_arity(self):
        self.fails("rust", RS.format("tf_no_such_function() -> i32"), "not declared")
        self.fails("julia", "ccall((:tf_version, lib), UInt32, (Int32,), 1)\n",
                   "takes 0 arguments")

    def test_julia_raw_layer_call_arity(self):
        self.fails("julia", "t = L.tf_tensor_ndim(ptr)\n", "takes 2 arguments")
        self.passes("julia", "t = L.tf_tensor_ndim(ptr, n)\n")

    def test_partial_coverage_passes(self):
        out = self.passes("rust", RS.format("tf_version() -> u32"))
        self.assertIn("binds 1 of the header's", out)


if __name__ == "__main__":
    HEADER = sys.argv.pop(1)
    unittest.main(verbosity=2)
