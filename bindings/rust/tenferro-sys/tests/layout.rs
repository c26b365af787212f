// Generated from tests/layout/layout_table.h by bindings/generate.py; do not
// edit. The sizes and field offsets the C ABI promises, checked on the
// -sys declarations.
use std::mem::{offset_of, size_of};
use tenferro_sys::*;

#[test]
fn layouts_match_the_c_abi() {
    assert_eq!(size_of::<tf_dtype>(), 4, "sizeof(tf_dtype)");
    assert_eq!(size_of::<tf_layout>(), 4, "sizeof(tf_layout)");
    assert_eq!(size_of::<tf_op>(), 4, "sizeof(tf_op)");
    assert_eq!(size_of::<tf_engine_kind>(), 4, "sizeof(tf_engine_kind)");
    assert_eq!(size_of::<tf_status>(), 4, "sizeof(tf_status)");
    assert_eq!(size_of::<tf_scalar>(), 16, "sizeof(tf_scalar)");
    assert_eq!(size_of::<tf_plan_cache_options>(), 24, "sizeof(tf_plan_cache_options)");
    assert_eq!(size_of::<tf_engine_options>(), 32, "sizeof(tf_engine_options)");
    assert_eq!(size_of::<tf_engine_stats>(), 64, "sizeof(tf_engine_stats)");
    assert_eq!(size_of::<tf_dl_device>(), 8, "sizeof(tf_dl_device)");
    assert_eq!(size_of::<tf_dl_data_type>(), 4, "sizeof(tf_dl_data_type)");
    assert_eq!(size_of::<tf_dl_tensor>(), 48, "sizeof(tf_dl_tensor)");
    assert_eq!(size_of::<tf_dl_managed_tensor>(), 64, "sizeof(tf_dl_managed_tensor)");
    assert_eq!(size_of::<tf_dl_pack_version>(), 8, "sizeof(tf_dl_pack_version)");
    assert_eq!(size_of::<tf_dl_managed_tensor_versioned>(), 80, "sizeof(tf_dl_managed_tensor_versioned)");
    assert_eq!(size_of::<tf_einsum_options>(), 40, "sizeof(tf_einsum_options)");
    assert_eq!(size_of::<tf_svd_info>(), 32, "sizeof(tf_svd_info)");
    assert_eq!(size_of::<tf_svd_options>(), 24, "sizeof(tf_svd_options)");
    assert_eq!(size_of::<tf_prepare_options>(), 24, "sizeof(tf_prepare_options)");
    assert_eq!(size_of::<tf_prepared_info>(), 72, "sizeof(tf_prepared_info)");
}
