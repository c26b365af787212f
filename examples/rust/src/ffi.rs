//! Raw declarations of the tenferro C API (include/tenferro.h). Checked
//! against the header by tests/interop/check_bindings.py (names and
//! argument counts), so they cannot drift silently.
#![allow(non_camel_case_types)]
use std::os::raw::{c_char, c_void};

pub type tf_status = i32;
pub type tf_dtype = i32;
pub type tf_layout = i32;
pub type tf_op = i32;

#[repr(C)]
pub struct tf_engine {
    _private: [u8; 0],
}
#[repr(C)]
pub struct tf_tensor {
    _private: [u8; 0],
}

#[repr(C)]
#[derive(Clone, Copy, Debug, Default)]
pub struct tf_scalar {
    pub re: f64,
    pub im: f64,
}

extern "C" {
    pub fn tf_version() -> u32;
    pub fn tf_version_string() -> *const c_char;
    pub fn tf_last_error() -> *const c_char;
    pub fn tf_status_name(status: tf_status) -> *const c_char;

    pub fn tf_engine_create_serial(out: *mut *mut tf_engine) -> tf_status;
    pub fn tf_engine_create_pooled(num_threads: i32, out: *mut *mut tf_engine) -> tf_status;
    pub fn tf_engine_destroy(engine: *mut tf_engine);
    pub fn tf_engine_num_threads(engine: *const tf_engine, out: *mut i32) -> tf_status;

    pub fn tf_tensor_wrap(dtype: tf_dtype, ndim: i32, shape: *const i64, strides: *const i64,
                          data: *mut c_void, out: *mut *mut tf_tensor) -> tf_status;
    pub fn tf_tensor_from_data(engine: *mut tf_engine, dtype: tf_dtype, ndim: i32,
                               shape: *const i64, strides: *const i64, data: *const c_void,
                               layout: tf_layout, out: *mut *mut tf_tensor) -> tf_status;
    pub fn tf_tensor_zeros(engine: *mut tf_engine, dtype: tf_dtype, ndim: i32,
                           shape: *const i64, layout: tf_layout,
                           out: *mut *mut tf_tensor) -> tf_status;
    pub fn tf_tensor_read(tensor: *const tf_tensor, layout: tf_layout, dst: *mut c_void,
                          dst_bytes: usize) -> tf_status;
    pub fn tf_tensor_release(tensor: *mut tf_tensor);
    pub fn tf_tensor_ndim(tensor: *const tf_tensor, out: *mut i32) -> tf_status;
    pub fn tf_tensor_shape(tensor: *const tf_tensor, out: *mut i64) -> tf_status;
    pub fn tf_tensor_strides(tensor: *const tf_tensor, out: *mut i64) -> tf_status;

    pub fn tf_matmul(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor,
                     out: *mut *mut tf_tensor) -> tf_status;
    pub fn tf_matmul_into(engine: *mut tf_engine, a: *const tf_tensor, b: *const tf_tensor,
                          out: *mut tf_tensor) -> tf_status;
    pub fn tf_matmul_acc(engine: *mut tf_engine, op_a: tf_op, a: *const tf_tensor, op_b: tf_op,
                         b: *const tf_tensor, alpha: tf_scalar, beta: tf_scalar,
                         out: *mut tf_tensor) -> tf_status;
}
