/*
 * layout_table.h -- the size and field offsets of every public struct and
 * the size of every public enum type of tenferro.h, on LP64 targets
 * (x86_64, aarch64). One table, expanded by layout_asserts.c (C11
 * _Static_assert) and layout_asserts.cpp (C++11 static_assert).
 *
 * A failing assert is an ABI break: never "fix" it by editing this table
 * (docs/abi-policy.md). A NEW struct gets its rows here; check_coverage.py
 * (ctest layout_coverage) fails while a struct of the header has none.
 *
 *   TF_SIZE(type, bytes)                 sizeof(type) == bytes
 *   TF_FIELD(type, field, offset, bytes) offsetof(type, field) == offset
 *                                        and sizeof(field) == bytes
 */
TF_SIZE(tf_dtype, 4)
TF_SIZE(tf_layout, 4)
TF_SIZE(tf_op, 4)
TF_SIZE(tf_engine_kind, 4)
TF_SIZE(tf_einsum_optimizer, 4)
TF_SIZE(tf_einsum_objective, 4)
TF_SIZE(tf_status, 4)

TF_SIZE(tf_scalar, 16)
TF_FIELD(tf_scalar, re, 0, 8)
TF_FIELD(tf_scalar, im, 8, 8)

TF_SIZE(tf_plan_cache_options, 24)
TF_FIELD(tf_plan_cache_options, struct_size, 0, 8)
TF_FIELD(tf_plan_cache_options, max_entries, 8, 8)
TF_FIELD(tf_plan_cache_options, max_bytes, 16, 8)

TF_SIZE(tf_engine_options, 32)
TF_FIELD(tf_engine_options, struct_size, 0, 8)
TF_FIELD(tf_engine_options, kind, 8, 4)
TF_FIELD(tf_engine_options, num_threads, 12, 4)
TF_FIELD(tf_engine_options, plan_cache, 16, 8)
TF_FIELD(tf_engine_options, pool_max_bytes, 24, 8)

TF_SIZE(tf_engine_stats, 64)
TF_FIELD(tf_engine_stats, struct_size, 0, 8)
TF_FIELD(tf_engine_stats, calls, 8, 8)
TF_FIELD(tf_engine_stats, plan_hits, 16, 8)
TF_FIELD(tf_engine_stats, plan_misses, 24, 8)
TF_FIELD(tf_engine_stats, pool_hits, 32, 8)
TF_FIELD(tf_engine_stats, pool_misses, 40, 8)
TF_FIELD(tf_engine_stats, bytes_retained, 48, 8)
TF_FIELD(tf_engine_stats, parallel_regions, 56, 8)

/* DLPack 1.x (the standard's layouts, tf_dl_ names) */
TF_SIZE(tf_dl_device, 8)
TF_FIELD(tf_dl_device, device_type, 0, 4)
TF_FIELD(tf_dl_device, device_id, 4, 4)

TF_SIZE(tf_dl_data_type, 4)
TF_FIELD(tf_dl_data_type, code, 0, 1)
TF_FIELD(tf_dl_data_type, bits, 1, 1)
TF_FIELD(tf_dl_data_type, lanes, 2, 2)

TF_SIZE(tf_dl_tensor, 48)
TF_FIELD(tf_dl_tensor, data, 0, 8)
TF_FIELD(tf_dl_tensor, device, 8, 8)
TF_FIELD(tf_dl_tensor, ndim, 16, 4)
TF_FIELD(tf_dl_tensor, dtype, 20, 4)
TF_FIELD(tf_dl_tensor, shape, 24, 8)
TF_FIELD(tf_dl_tensor, strides, 32, 8)
TF_FIELD(tf_dl_tensor, byte_offset, 40, 8)

TF_SIZE(tf_dl_managed_tensor, 64)
TF_FIELD(tf_dl_managed_tensor, dl_tensor, 0, 48)
TF_FIELD(tf_dl_managed_tensor, manager_ctx, 48, 8)
TF_FIELD(tf_dl_managed_tensor, deleter, 56, 8)

TF_SIZE(tf_dl_pack_version, 8)
TF_FIELD(tf_dl_pack_version, major, 0, 4)
TF_FIELD(tf_dl_pack_version, minor, 4, 4)

TF_SIZE(tf_dl_managed_tensor_versioned, 80)
TF_FIELD(tf_dl_managed_tensor_versioned, version, 0, 8)
TF_FIELD(tf_dl_managed_tensor_versioned, manager_ctx, 8, 8)
TF_FIELD(tf_dl_managed_tensor_versioned, deleter, 16, 8)
TF_FIELD(tf_dl_managed_tensor_versioned, flags, 24, 8)
TF_FIELD(tf_dl_managed_tensor_versioned, dl_tensor, 32, 48)

/* Contraction, linear algebra (sections 8, 9). */
TF_SIZE(tf_einsum_options, 80)
TF_FIELD(tf_einsum_options, struct_size, 0, 8)
TF_FIELD(tf_einsum_options, conj, 8, 8)
TF_FIELD(tf_einsum_options, path, 16, 8)
TF_FIELD(tf_einsum_options, path_len, 24, 4)
TF_FIELD(tf_einsum_options, reserved0, 28, 4)
TF_FIELD(tf_einsum_options, semiring, 32, 4)
TF_FIELD(tf_einsum_options, time_budget_seconds, 40, 8)
TF_FIELD(tf_einsum_options, seed, 48, 8)
TF_FIELD(tf_einsum_options, memory_budget_bytes, 56, 8)
TF_FIELD(tf_einsum_options, plan, 64, 8)
TF_FIELD(tf_einsum_options, optimizer, 72, 4)
TF_FIELD(tf_einsum_options, objective, 76, 4)
TF_SIZE(tf_einsum_path_info, 56)
TF_FIELD(tf_einsum_path_info, struct_size, 0, 8)
TF_FIELD(tf_einsum_path_info, n, 8, 4)
TF_FIELD(tf_einsum_path_info, npairs, 12, 4)
TF_FIELD(tf_einsum_path_info, nsliced, 16, 4)
TF_FIELD(tf_einsum_path_info, reserved0, 20, 4)
TF_FIELD(tf_einsum_path_info, log2_flops, 24, 8)
TF_FIELD(tf_einsum_path_info, log2_largest, 32, 8)
TF_FIELD(tf_einsum_path_info, log2_slices, 40, 8)
TF_FIELD(tf_einsum_path_info, peak_bytes, 48, 8)
TF_SIZE(tf_svd_info, 32)
TF_FIELD(tf_svd_info, struct_size, 0, 8)
TF_FIELD(tf_svd_info, rank, 8, 8)
TF_FIELD(tf_svd_info, trunc_err, 16, 8)
TF_FIELD(tf_svd_info, used_fallback, 24, 4)
TF_SIZE(tf_svd_options, 24)
TF_FIELD(tf_svd_options, struct_size, 0, 8)
TF_FIELD(tf_svd_options, max_rank, 8, 8)
TF_FIELD(tf_svd_options, cutoff, 16, 8)

/* Programs (section 10). */
TF_SIZE(tf_prepare_options, 24)
TF_FIELD(tf_prepare_options, struct_size, 0, 8)
TF_FIELD(tf_prepare_options, driver, 8, 4)
TF_FIELD(tf_prepare_options, max_specializations, 16, 8)
TF_SIZE(tf_prepared_info, 72)
TF_FIELD(tf_prepared_info, struct_size, 0, 8)
TF_FIELD(tf_prepared_info, commands, 8, 8)
TF_FIELD(tf_prepared_info, arena_bytes, 16, 8)
TF_FIELD(tf_prepared_info, intermediate_bytes, 24, 8)
TF_FIELD(tf_prepared_info, removed_values, 32, 8)
TF_FIELD(tf_prepared_info, specializations, 40, 8)
TF_FIELD(tf_prepared_info, cached_specializations, 48, 8)
TF_FIELD(tf_prepared_info, runs, 56, 8)
TF_FIELD(tf_prepared_info, driver, 64, 4)

TF_SIZE(tf_ad_options, 16)
TF_FIELD(tf_ad_options, struct_size, 0, 8)
TF_FIELD(tf_ad_options, broadening, 8, 8)
TF_SIZE(tf_program_vjp_options, 16)
TF_FIELD(tf_program_vjp_options, struct_size, 0, 8)
TF_FIELD(tf_program_vjp_options, keep_outputs, 8, 4)
TF_FIELD(tf_program_vjp_options, unit_seed, 12, 4)

/* Krylov solvers (section 14). */
TF_SIZE(tf_eigsh_which, 4)
TF_SIZE(tf_eigsh_options, 48)
TF_FIELD(tf_eigsh_options, struct_size, 0, 8)
TF_FIELD(tf_eigsh_options, k, 8, 4)
TF_FIELD(tf_eigsh_options, which, 12, 4)
TF_FIELD(tf_eigsh_options, tol, 16, 8)
TF_FIELD(tf_eigsh_options, max_iter, 24, 8)
TF_FIELD(tf_eigsh_options, krylov_dim, 32, 4)
TF_FIELD(tf_eigsh_options, start, 40, 8)
TF_SIZE(tf_expm_options, 32)
TF_FIELD(tf_expm_options, struct_size, 0, 8)
TF_FIELD(tf_expm_options, tol, 8, 8)
TF_FIELD(tf_expm_options, krylov_dim, 16, 4)
TF_FIELD(tf_expm_options, max_iter, 24, 8)
TF_SIZE(tf_krylov_info, 40)
TF_FIELD(tf_krylov_info, struct_size, 0, 8)
TF_FIELD(tf_krylov_info, iterations, 8, 8)
TF_FIELD(tf_krylov_info, matvecs, 16, 8)
TF_FIELD(tf_krylov_info, restarts, 24, 8)
TF_FIELD(tf_krylov_info, residual, 32, 8)

/* Block-sparse symmetric tensors (section 16). */
TF_SIZE(tf_bsparse_svd_options, 32)
TF_FIELD(tf_bsparse_svd_options, struct_size, 0, 8)
TF_FIELD(tf_bsparse_svd_options, max_rank, 8, 8)
TF_FIELD(tf_bsparse_svd_options, cutoff, 16, 8)
TF_FIELD(tf_bsparse_svd_options, sv_min, 24, 8)
