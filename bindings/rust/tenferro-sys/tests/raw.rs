//! The raw layer alone: version and errors through tf_last_error (the
//! struct layouts are checked by layout.rs, generated from
//! tests/layout/layout_table.h).
use std::ffi::CStr;
use std::ptr;
use tenferro_sys::*;

#[test]
fn version_matches_header_constants() {
    load(None).unwrap();
    let v = unsafe { tf_version() };
    let want = TENFERRO_VERSION_MAJOR * 10000 + TENFERRO_VERSION_MINOR * 100;
    assert_eq!(v as i32 / 100 * 100, want);
}

#[test]
fn error_message_names_the_argument() {
    load(None).unwrap();
    let st = unsafe { tf_engine_create_pooled(-1, ptr::null_mut()) };
    assert_eq!(st, TF_ERR_INVALID_ARGUMENT);
    let msg = unsafe { CStr::from_ptr(tf_last_error()) }.to_string_lossy().into_owned();
    assert!(msg.contains("out") || msg.contains("num_threads"), "{msg}");
}
