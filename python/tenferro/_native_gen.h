/* Generated from include/tenferro.h by bindings/generate_python.py; do not
 * edit. Included once by _native.c, which defines Call, P() and the cv_*
 * converters. */

/* Every header function, resolved by name from the loaded library. */
#ifndef TF_GEN_BODY
#define TF_GEN_FUNCTIONS(X) \
  X(tf_version) \
  X(tf_version_string) \
  X(tf_last_error) \
  X(tf_last_error_copy) \
  X(tf_status_name) \
  X(tf_plan_cache_create) \
  X(tf_plan_cache_release) \
  X(tf_plan_cache_clear) \
  X(tf_plan_cache_size) \
  X(tf_engine_create_serial) \
  X(tf_engine_create_pooled) \
  X(tf_engine_create) \
  X(tf_engine_destroy) \
  X(tf_engine_num_threads) \
  X(tf_engine_get_stats) \
  X(tf_engine_reset_stats) \
  X(tf_engine_trim) \
  X(tf_tensor_wrap) \
  X(tf_tensor_rebind) \
  X(tf_tensor_empty) \
  X(tf_tensor_zeros) \
  X(tf_tensor_from_data) \
  X(tf_tensor_read) \
  X(tf_tensor_release) \
  X(tf_tensor_dtype) \
  X(tf_tensor_ndim) \
  X(tf_tensor_shape) \
  X(tf_tensor_strides) \
  X(tf_tensor_numel) \
  X(tf_tensor_data) \
  X(tf_dtype_size) \
  X(tf_matmul) \
  X(tf_matmul_into) \
  X(tf_matmul_acc) \
  X(tf_unary) \
  X(tf_unary_into) \
  X(tf_scale) \
  X(tf_scale_into) \
  X(tf_binary) \
  X(tf_binary_into) \
  X(tf_add) \
  X(tf_add_into) \
  X(tf_mul) \
  X(tf_mul_into) \
  X(tf_axpby) \
  X(tf_axpby_into) \
  X(tf_reduce) \
  X(tf_reduce_into) \
  X(tf_dot) \
  X(tf_vdot) \
  X(tf_permute_view) \
  X(tf_permute) \
  X(tf_permute_into) \
  X(tf_reshape_view) \
  X(tf_reshape) \
  X(tf_contiguous) \
  X(tf_copy_into) \
  X(tf_slice_view) \
  X(tf_cast) \
  X(tf_cast_into) \
  X(tf_concatenate) \
  X(tf_concatenate_into) \
  X(tf_stack) \
  X(tf_stack_into) \
  X(tf_pad) \
  X(tf_pad_into) \
  X(tf_diagonal) \
  X(tf_diagonal_into) \
  X(tf_diagonal_view) \
  X(tf_diag_embed) \
  X(tf_diag_embed_into) \
  X(tf_trace) \
  X(tf_trace_into) \
  X(tf_flip) \
  X(tf_flip_into) \
  X(tf_roll) \
  X(tf_roll_into) \
  X(tf_tril) \
  X(tf_tril_into) \
  X(tf_triu) \
  X(tf_triu_into) \
  X(tf_broadcast_to_view) \
  X(tf_broadcast_to) \
  X(tf_broadcast_to_into) \
  X(tf_compare) \
  X(tf_compare_into) \
  X(tf_where) \
  X(tf_where_into) \
  X(tf_index_select) \
  X(tf_index_select_into) \
  X(tf_scatter_add) \
  X(tf_scatter_add_into) \
  X(tf_cumsum) \
  X(tf_cumsum_into) \
  X(tf_cumprod) \
  X(tf_cumprod_into) \
  X(tf_argmax) \
  X(tf_argmin) \
  X(tf_sort) \
  X(tf_sort_into) \
  X(tf_topk) \
  X(tf_topk_into) \
  X(tf_tensordot) \
  X(tf_tensordot_into) \
  X(tf_tensordot_acc) \
  X(tf_einsum) \
  X(tf_einsum_into) \
  X(tf_einsum_acc) \
  X(tf_einsum_labels) \
  X(tf_einsum_labels_into) \
  X(tf_einsum_labels_acc) \
  X(tf_einsum_path_create) \
  X(tf_einsum_labels_path_create) \
  X(tf_einsum_path_release) \
  X(tf_einsum_path_info_get) \
  X(tf_einsum_path_pairs) \
  X(tf_einsum_path_sliced) \
  X(tf_einsum_path_write) \
  X(tf_einsum_path_read) \
  X(tf_matmul_semiring) \
  X(tf_matmul_semiring_into) \
  X(tf_matmul_semiring_acc) \
  X(tf_matmul_semiring_argmax) \
  X(tf_matmul_semiring_vjp) \
  X(tf_tensordot_semiring) \
  X(tf_tensordot_semiring_into) \
  X(tf_tensordot_semiring_acc) \
  X(tf_einsum_semiring_argmax) \
  X(tf_einsum_labels_semiring_argmax) \
  X(tf_svd) \
  X(tf_svd_into) \
  X(tf_svd_split) \
  X(tf_svd_split_into) \
  X(tf_qr) \
  X(tf_qr_into) \
  X(tf_lq) \
  X(tf_lq_into) \
  X(tf_eigh) \
  X(tf_eigh_into) \
  X(tf_eigvalsh) \
  X(tf_eigvalsh_into) \
  X(tf_solve) \
  X(tf_solve_into) \
  X(tf_solve_triangular) \
  X(tf_solve_triangular_into) \
  X(tf_cholesky) \
  X(tf_cholesky_into) \
  X(tf_lu) \
  X(tf_lu_into) \
  X(tf_lu_solve) \
  X(tf_lu_solve_into) \
  X(tf_det) \
  X(tf_det_into) \
  X(tf_slogdet) \
  X(tf_slogdet_into) \
  X(tf_inv) \
  X(tf_inv_into) \
  X(tf_lstsq) \
  X(tf_lstsq_into) \
  X(tf_pinv) \
  X(tf_pinv_into) \
  X(tf_matrix_norm) \
  X(tf_matrix_norm_into) \
  X(tf_expm) \
  X(tf_expm_into) \
  X(tf_eig) \
  X(tf_eig_into) \
  X(tf_eigvals) \
  X(tf_eigvals_into) \
  X(tf_einsum_vjp) \
  X(tf_einsum_vjp_into) \
  X(tf_einsum_jvp) \
  X(tf_einsum_jvp_into) \
  X(tf_einsum_labels_vjp) \
  X(tf_einsum_labels_vjp_into) \
  X(tf_einsum_labels_jvp) \
  X(tf_einsum_labels_jvp_into) \
  X(tf_tensordot_vjp) \
  X(tf_tensordot_vjp_into) \
  X(tf_tensordot_jvp) \
  X(tf_tensordot_jvp_into) \
  X(tf_matmul_vjp) \
  X(tf_matmul_vjp_into) \
  X(tf_matmul_jvp) \
  X(tf_matmul_jvp_into) \
  X(tf_unary_vjp) \
  X(tf_unary_vjp_into) \
  X(tf_unary_jvp) \
  X(tf_unary_jvp_into) \
  X(tf_scale_vjp) \
  X(tf_scale_vjp_into) \
  X(tf_scale_jvp) \
  X(tf_scale_jvp_into) \
  X(tf_binary_vjp) \
  X(tf_binary_vjp_into) \
  X(tf_binary_jvp) \
  X(tf_binary_jvp_into) \
  X(tf_axpby_vjp) \
  X(tf_axpby_vjp_into) \
  X(tf_axpby_jvp) \
  X(tf_axpby_jvp_into) \
  X(tf_cast_vjp) \
  X(tf_cast_vjp_into) \
  X(tf_cast_jvp) \
  X(tf_cast_jvp_into) \
  X(tf_reduce_vjp) \
  X(tf_reduce_vjp_into) \
  X(tf_reduce_jvp) \
  X(tf_reduce_jvp_into) \
  X(tf_dot_vjp) \
  X(tf_dot_vjp_into) \
  X(tf_vdot_vjp) \
  X(tf_vdot_vjp_into) \
  X(tf_dot_jvp) \
  X(tf_vdot_jvp) \
  X(tf_permute_vjp) \
  X(tf_permute_vjp_into) \
  X(tf_reshape_vjp) \
  X(tf_reshape_vjp_into) \
  X(tf_slice_vjp) \
  X(tf_slice_vjp_into) \
  X(tf_contiguous_vjp) \
  X(tf_contiguous_vjp_into) \
  X(tf_concatenate_vjp) \
  X(tf_concatenate_vjp_into) \
  X(tf_stack_vjp) \
  X(tf_stack_vjp_into) \
  X(tf_pad_vjp) \
  X(tf_pad_vjp_into) \
  X(tf_diagonal_vjp) \
  X(tf_diagonal_vjp_into) \
  X(tf_diag_embed_vjp) \
  X(tf_diag_embed_vjp_into) \
  X(tf_trace_vjp) \
  X(tf_trace_vjp_into) \
  X(tf_flip_vjp) \
  X(tf_flip_vjp_into) \
  X(tf_roll_vjp) \
  X(tf_roll_vjp_into) \
  X(tf_tril_vjp) \
  X(tf_tril_vjp_into) \
  X(tf_triu_vjp) \
  X(tf_triu_vjp_into) \
  X(tf_broadcast_to_vjp) \
  X(tf_broadcast_to_vjp_into) \
  X(tf_where_vjp) \
  X(tf_where_vjp_into) \
  X(tf_index_select_vjp) \
  X(tf_index_select_vjp_into) \
  X(tf_scatter_add_vjp) \
  X(tf_scatter_add_vjp_into) \
  X(tf_cumsum_vjp) \
  X(tf_cumsum_vjp_into) \
  X(tf_cumprod_vjp) \
  X(tf_cumprod_vjp_into) \
  X(tf_topk_vjp) \
  X(tf_topk_vjp_into) \
  X(tf_svd_vjp) \
  X(tf_svd_vjp_into) \
  X(tf_svd_jvp) \
  X(tf_svd_jvp_into) \
  X(tf_qr_vjp) \
  X(tf_qr_vjp_into) \
  X(tf_qr_jvp) \
  X(tf_qr_jvp_into) \
  X(tf_lq_vjp) \
  X(tf_lq_vjp_into) \
  X(tf_lq_jvp) \
  X(tf_lq_jvp_into) \
  X(tf_eigh_vjp) \
  X(tf_eigh_vjp_into) \
  X(tf_eigh_jvp) \
  X(tf_eigh_jvp_into) \
  X(tf_eigvalsh_vjp) \
  X(tf_eigvalsh_vjp_into) \
  X(tf_eigvalsh_jvp) \
  X(tf_eigvalsh_jvp_into) \
  X(tf_solve_vjp) \
  X(tf_solve_vjp_into) \
  X(tf_solve_jvp) \
  X(tf_solve_jvp_into) \
  X(tf_solve_triangular_vjp) \
  X(tf_solve_triangular_vjp_into) \
  X(tf_solve_triangular_jvp) \
  X(tf_solve_triangular_jvp_into) \
  X(tf_cholesky_vjp) \
  X(tf_cholesky_vjp_into) \
  X(tf_cholesky_jvp) \
  X(tf_cholesky_jvp_into) \
  X(tf_lu_vjp) \
  X(tf_lu_vjp_into) \
  X(tf_lu_jvp) \
  X(tf_lu_jvp_into) \
  X(tf_inv_vjp) \
  X(tf_inv_vjp_into) \
  X(tf_inv_jvp) \
  X(tf_inv_jvp_into) \
  X(tf_det_vjp) \
  X(tf_det_vjp_into) \
  X(tf_det_jvp) \
  X(tf_det_jvp_into) \
  X(tf_slogdet_vjp) \
  X(tf_slogdet_vjp_into) \
  X(tf_slogdet_jvp) \
  X(tf_slogdet_jvp_into) \
  X(tf_pinv_vjp) \
  X(tf_pinv_vjp_into) \
  X(tf_pinv_jvp) \
  X(tf_pinv_jvp_into) \
  X(tf_lstsq_vjp) \
  X(tf_lstsq_vjp_into) \
  X(tf_lstsq_jvp) \
  X(tf_lstsq_jvp_into) \
  X(tf_matrix_norm_vjp) \
  X(tf_matrix_norm_vjp_into) \
  X(tf_matrix_norm_jvp) \
  X(tf_matrix_norm_jvp_into) \
  X(tf_expm_vjp) \
  X(tf_expm_vjp_into) \
  X(tf_expm_jvp) \
  X(tf_expm_jvp_into) \
  X(tf_eig_vjp) \
  X(tf_eig_vjp_into) \
  X(tf_eig_jvp) \
  X(tf_eig_jvp_into) \
  X(tf_program_create) \
  X(tf_program_release) \
  X(tf_program_input) \
  X(tf_program_matmul) \
  X(tf_program_matmul_acc) \
  X(tf_program_reshape) \
  X(tf_program_output) \
  X(tf_program_prepare) \
  X(tf_prepared_release) \
  X(tf_program_run) \
  X(tf_program_run_alloc) \
  X(tf_prepared_get_info) \
  X(tf_program_unary) \
  X(tf_program_scale) \
  X(tf_program_binary) \
  X(tf_program_axpby) \
  X(tf_program_reduce) \
  X(tf_program_cast) \
  X(tf_program_permute) \
  X(tf_program_contiguous) \
  X(tf_program_slice) \
  X(tf_program_tensordot) \
  X(tf_program_einsum) \
  X(tf_program_einsum_labels) \
  X(tf_program_svd) \
  X(tf_program_qr) \
  X(tf_program_lq) \
  X(tf_program_eigh) \
  X(tf_program_eigvalsh) \
  X(tf_program_solve) \
  X(tf_program_solve_triangular) \
  X(tf_program_cholesky) \
  X(tf_program_inv) \
  X(tf_program_det) \
  X(tf_program_vjp) \
  X(tf_program_jvp) \
  X(tf_eigsh) \
  X(tf_eigsh_into) \
  X(tf_expm_multiply) \
  X(tf_expm_multiply_into) \
  X(tf_cg) \
  X(tf_cg_into) \
  X(tf_gmres) \
  X(tf_gmres_into) \
  X(tf_tensor_from_dlpack) \
  X(tf_tensor_from_dlpack_versioned) \
  X(tf_tensor_to_dlpack) \
  X(tf_tensor_to_dlpack_versioned) \
  X(tf_symmetry_create) \
  X(tf_symmetry_release) \
  X(tf_symmetry_nfactors) \
  X(tf_leg_create) \
  X(tf_leg_release) \
  X(tf_leg_dir_of) \
  X(tf_leg_nsectors) \
  X(tf_leg_dim) \
  X(tf_leg_charges) \
  X(tf_leg_dims) \
  X(tf_bsparse_zeros) \
  X(tf_bsparse_random) \
  X(tf_bsparse_wrap) \
  X(tf_bsparse_release) \
  X(tf_bsparse_dtype) \
  X(tf_bsparse_nlegs) \
  X(tf_bsparse_leg) \
  X(tf_bsparse_flux) \
  X(tf_bsparse_nblocks) \
  X(tf_bsparse_numel) \
  X(tf_bsparse_block_sectors) \
  X(tf_bsparse_block_charges) \
  X(tf_bsparse_block_offset) \
  X(tf_bsparse_block_find) \
  X(tf_bsparse_block_view) \
  X(tf_bsparse_to_dense) \
  X(tf_bsparse_to_dense_into) \
  X(tf_bsparse_from_dense) \
  X(tf_bsparse_from_dense_into) \
  X(tf_bsparse_permute) \
  X(tf_bsparse_permute_into) \
  X(tf_bsparse_flip) \
  X(tf_bsparse_flip_into) \
  X(tf_bsparse_conj) \
  X(tf_bsparse_conj_into) \
  X(tf_bsparse_scale) \
  X(tf_bsparse_scale_into) \
  X(tf_bsparse_axpby) \
  X(tf_bsparse_axpby_into) \
  X(tf_bsparse_dot) \
  X(tf_bsparse_norm) \
  X(tf_bsparse_tensordot) \
  X(tf_bsparse_tensordot_into) \
  X(tf_bsparse_svd) \
  X(tf_bsparse_svd_into) \
  X(tf_bsparse_qr) \
  X(tf_bsparse_qr_into)

#else
/* Options and info structs. */
static PyObject* info_tf_engine_stats(const tf_engine_stats* s) {
  PyObject* d = PyDict_New();
  if (!d) return NULL;
  if (dict_set(d, "calls", PyLong_FromUnsignedLongLong((unsigned long long)s->calls))) return NULL;
  if (dict_set(d, "plan_hits", PyLong_FromUnsignedLongLong((unsigned long long)s->plan_hits))) return NULL;
  if (dict_set(d, "plan_misses", PyLong_FromUnsignedLongLong((unsigned long long)s->plan_misses))) return NULL;
  if (dict_set(d, "pool_hits", PyLong_FromUnsignedLongLong((unsigned long long)s->pool_hits))) return NULL;
  if (dict_set(d, "pool_misses", PyLong_FromUnsignedLongLong((unsigned long long)s->pool_misses))) return NULL;
  if (dict_set(d, "bytes_retained", PyLong_FromUnsignedLongLong((unsigned long long)s->bytes_retained))) return NULL;
  if (dict_set(d, "parallel_regions", PyLong_FromUnsignedLongLong((unsigned long long)s->parallel_regions))) return NULL;
  return d;
}
static int opts_tf_einsum_options(Call* c, PyObject* d, tf_einsum_options* s, const tf_einsum_options** out) {
  PyObject *key, *val; Py_ssize_t pos = 0;
  if (d == Py_None) { *out = NULL; return 0; }
  if (!PyDict_Check(d)) return type_error("tf_einsum_options", "a dict of field values or None", d);
  memset(s, 0, sizeof *s); s->struct_size = sizeof *s;
  while (PyDict_Next(d, &pos, &key, &val)) {
    const char* k = PyUnicode_AsUTF8AndSize(key, NULL);
    if (!k) return -1;
    if (!strcmp(k, "conj")) { Py_ssize_t n; if (cv_u8arr(c, val, "conj", &s->conj, &n)) return -1; }
    else if (!strcmp(k, "path")) { Py_ssize_t n; if (cv_pairs(c, val, "path", &s->path, &n)) return -1; s->path_len = (int32_t)n; }
    else if (!strcmp(k, "path_len")) { if (cv_int(c, val, "path_len", &s->path_len, sizeof s->path_len, 1)) return -1; }
    else if (!strcmp(k, "reserved0")) { if (cv_int(c, val, "reserved0", &s->reserved0, sizeof s->reserved0, 1)) return -1; }
    else if (!strcmp(k, "semiring")) { if (cv_int(c, val, "semiring", &s->semiring, sizeof s->semiring, 1)) return -1; }
    else if (!strcmp(k, "time_budget_seconds")) { if (cv_double(val, "time_budget_seconds", &s->time_budget_seconds)) return -1; }
    else if (!strcmp(k, "seed")) { if (cv_int(c, val, "seed", &s->seed, sizeof s->seed, 0)) return -1; }
    else if (!strcmp(k, "memory_budget_bytes")) { if (cv_int(c, val, "memory_budget_bytes", &s->memory_budget_bytes, sizeof s->memory_budget_bytes, 1)) return -1; }
    else if (!strcmp(k, "plan")) { void* h; if (cv_handle(val, "tf_einsum_path", "plan", &h)) return -1; s->plan = h; }
    else if (!strcmp(k, "optimizer")) { if (cv_int(c, val, "optimizer", &s->optimizer, sizeof s->optimizer, 1)) return -1; }
    else if (!strcmp(k, "objective")) { if (cv_int(c, val, "objective", &s->objective, sizeof s->objective, 1)) return -1; }
    else return unknown_field("tf_einsum_options", k);
  }
  *out = s;
  return 0;
}
static PyObject* info_tf_einsum_path_info(const tf_einsum_path_info* s) {
  PyObject* d = PyDict_New();
  if (!d) return NULL;
  if (dict_set(d, "n", PyLong_FromLongLong((long long)s->n))) return NULL;
  if (dict_set(d, "npairs", PyLong_FromLongLong((long long)s->npairs))) return NULL;
  if (dict_set(d, "nsliced", PyLong_FromLongLong((long long)s->nsliced))) return NULL;
  if (dict_set(d, "reserved0", PyLong_FromLongLong((long long)s->reserved0))) return NULL;
  if (dict_set(d, "log2_flops", PyFloat_FromDouble(s->log2_flops))) return NULL;
  if (dict_set(d, "log2_largest", PyFloat_FromDouble(s->log2_largest))) return NULL;
  if (dict_set(d, "log2_slices", PyFloat_FromDouble(s->log2_slices))) return NULL;
  if (dict_set(d, "peak_bytes", PyLong_FromLongLong((long long)s->peak_bytes))) return NULL;
  return d;
}
static int opts_tf_svd_options(Call* c, PyObject* d, tf_svd_options* s, const tf_svd_options** out) {
  PyObject *key, *val; Py_ssize_t pos = 0;
  if (d == Py_None) { *out = NULL; return 0; }
  if (!PyDict_Check(d)) return type_error("tf_svd_options", "a dict of field values or None", d);
  memset(s, 0, sizeof *s); s->struct_size = sizeof *s;
  while (PyDict_Next(d, &pos, &key, &val)) {
    const char* k = PyUnicode_AsUTF8AndSize(key, NULL);
    if (!k) return -1;
    if (!strcmp(k, "max_rank")) { if (cv_int(c, val, "max_rank", &s->max_rank, sizeof s->max_rank, 1)) return -1; }
    else if (!strcmp(k, "cutoff")) { if (cv_double(val, "cutoff", &s->cutoff)) return -1; }
    else return unknown_field("tf_svd_options", k);
  }
  *out = s;
  return 0;
}
static PyObject* info_tf_svd_info(const tf_svd_info* s) {
  PyObject* d = PyDict_New();
  if (!d) return NULL;
  if (dict_set(d, "rank", PyLong_FromLongLong((long long)s->rank))) return NULL;
  if (dict_set(d, "trunc_err", PyFloat_FromDouble(s->trunc_err))) return NULL;
  if (dict_set(d, "used_fallback", PyLong_FromLongLong((long long)s->used_fallback))) return NULL;
  return d;
}
static int opts_tf_ad_options(Call* c, PyObject* d, tf_ad_options* s, const tf_ad_options** out) {
  PyObject *key, *val; Py_ssize_t pos = 0;
  if (d == Py_None) { *out = NULL; return 0; }
  if (!PyDict_Check(d)) return type_error("tf_ad_options", "a dict of field values or None", d);
  memset(s, 0, sizeof *s); s->struct_size = sizeof *s;
  while (PyDict_Next(d, &pos, &key, &val)) {
    const char* k = PyUnicode_AsUTF8AndSize(key, NULL);
    if (!k) return -1;
    if (!strcmp(k, "broadening")) { if (cv_double(val, "broadening", &s->broadening)) return -1; }
    else return unknown_field("tf_ad_options", k);
  }
  *out = s;
  return 0;
}
static int opts_tf_prepare_options(Call* c, PyObject* d, tf_prepare_options* s, const tf_prepare_options** out) {
  PyObject *key, *val; Py_ssize_t pos = 0;
  if (d == Py_None) { *out = NULL; return 0; }
  if (!PyDict_Check(d)) return type_error("tf_prepare_options", "a dict of field values or None", d);
  memset(s, 0, sizeof *s); s->struct_size = sizeof *s;
  while (PyDict_Next(d, &pos, &key, &val)) {
    const char* k = PyUnicode_AsUTF8AndSize(key, NULL);
    if (!k) return -1;
    if (!strcmp(k, "driver")) { if (cv_int(c, val, "driver", &s->driver, sizeof s->driver, 1)) return -1; }
    else if (!strcmp(k, "max_specializations")) { if (cv_int(c, val, "max_specializations", &s->max_specializations, sizeof s->max_specializations, 0)) return -1; }
    else return unknown_field("tf_prepare_options", k);
  }
  *out = s;
  return 0;
}
static PyObject* info_tf_prepared_info(const tf_prepared_info* s) {
  PyObject* d = PyDict_New();
  if (!d) return NULL;
  if (dict_set(d, "commands", PyLong_FromUnsignedLongLong((unsigned long long)s->commands))) return NULL;
  if (dict_set(d, "arena_bytes", PyLong_FromUnsignedLongLong((unsigned long long)s->arena_bytes))) return NULL;
  if (dict_set(d, "intermediate_bytes", PyLong_FromUnsignedLongLong((unsigned long long)s->intermediate_bytes))) return NULL;
  if (dict_set(d, "removed_values", PyLong_FromUnsignedLongLong((unsigned long long)s->removed_values))) return NULL;
  if (dict_set(d, "specializations", PyLong_FromUnsignedLongLong((unsigned long long)s->specializations))) return NULL;
  if (dict_set(d, "cached_specializations", PyLong_FromUnsignedLongLong((unsigned long long)s->cached_specializations))) return NULL;
  if (dict_set(d, "runs", PyLong_FromUnsignedLongLong((unsigned long long)s->runs))) return NULL;
  if (dict_set(d, "driver", PyLong_FromLongLong((long long)s->driver))) return NULL;
  return d;
}
static int opts_tf_program_vjp_options(Call* c, PyObject* d, tf_program_vjp_options* s, const tf_program_vjp_options** out) {
  PyObject *key, *val; Py_ssize_t pos = 0;
  if (d == Py_None) { *out = NULL; return 0; }
  if (!PyDict_Check(d)) return type_error("tf_program_vjp_options", "a dict of field values or None", d);
  memset(s, 0, sizeof *s); s->struct_size = sizeof *s;
  while (PyDict_Next(d, &pos, &key, &val)) {
    const char* k = PyUnicode_AsUTF8AndSize(key, NULL);
    if (!k) return -1;
    if (!strcmp(k, "keep_outputs")) { if (cv_int(c, val, "keep_outputs", &s->keep_outputs, sizeof s->keep_outputs, 1)) return -1; }
    else if (!strcmp(k, "unit_seed")) { if (cv_int(c, val, "unit_seed", &s->unit_seed, sizeof s->unit_seed, 1)) return -1; }
    else return unknown_field("tf_program_vjp_options", k);
  }
  *out = s;
  return 0;
}
static int opts_tf_eigsh_options(Call* c, PyObject* d, tf_eigsh_options* s, const tf_eigsh_options** out) {
  PyObject *key, *val; Py_ssize_t pos = 0;
  if (d == Py_None) { *out = NULL; return 0; }
  if (!PyDict_Check(d)) return type_error("tf_eigsh_options", "a dict of field values or None", d);
  memset(s, 0, sizeof *s); s->struct_size = sizeof *s;
  while (PyDict_Next(d, &pos, &key, &val)) {
    const char* k = PyUnicode_AsUTF8AndSize(key, NULL);
    if (!k) return -1;
    if (!strcmp(k, "k")) { if (cv_int(c, val, "k", &s->k, sizeof s->k, 1)) return -1; }
    else if (!strcmp(k, "which")) { if (cv_int(c, val, "which", &s->which, sizeof s->which, 1)) return -1; }
    else if (!strcmp(k, "tol")) { if (cv_double(val, "tol", &s->tol)) return -1; }
    else if (!strcmp(k, "max_iter")) { if (cv_int(c, val, "max_iter", &s->max_iter, sizeof s->max_iter, 1)) return -1; }
    else if (!strcmp(k, "krylov_dim")) { if (cv_int(c, val, "krylov_dim", &s->krylov_dim, sizeof s->krylov_dim, 1)) return -1; }
    else if (!strcmp(k, "start")) { tf_tensor* t; if (cv_tensor(c, val, 0, -1, &t)) return -1; s->start = t; }
    else return unknown_field("tf_eigsh_options", k);
  }
  *out = s;
  return 0;
}
static PyObject* info_tf_krylov_info(const tf_krylov_info* s) {
  PyObject* d = PyDict_New();
  if (!d) return NULL;
  if (dict_set(d, "iterations", PyLong_FromLongLong((long long)s->iterations))) return NULL;
  if (dict_set(d, "matvecs", PyLong_FromLongLong((long long)s->matvecs))) return NULL;
  if (dict_set(d, "restarts", PyLong_FromLongLong((long long)s->restarts))) return NULL;
  if (dict_set(d, "residual", PyFloat_FromDouble(s->residual))) return NULL;
  return d;
}
static int opts_tf_expm_options(Call* c, PyObject* d, tf_expm_options* s, const tf_expm_options** out) {
  PyObject *key, *val; Py_ssize_t pos = 0;
  if (d == Py_None) { *out = NULL; return 0; }
  if (!PyDict_Check(d)) return type_error("tf_expm_options", "a dict of field values or None", d);
  memset(s, 0, sizeof *s); s->struct_size = sizeof *s;
  while (PyDict_Next(d, &pos, &key, &val)) {
    const char* k = PyUnicode_AsUTF8AndSize(key, NULL);
    if (!k) return -1;
    if (!strcmp(k, "tol")) { if (cv_double(val, "tol", &s->tol)) return -1; }
    else if (!strcmp(k, "krylov_dim")) { if (cv_int(c, val, "krylov_dim", &s->krylov_dim, sizeof s->krylov_dim, 1)) return -1; }
    else if (!strcmp(k, "max_iter")) { if (cv_int(c, val, "max_iter", &s->max_iter, sizeof s->max_iter, 1)) return -1; }
    else return unknown_field("tf_expm_options", k);
  }
  *out = s;
  return 0;
}
static int opts_tf_solve_options(Call* c, PyObject* d, tf_solve_options* s, const tf_solve_options** out) {
  PyObject *key, *val; Py_ssize_t pos = 0;
  if (d == Py_None) { *out = NULL; return 0; }
  if (!PyDict_Check(d)) return type_error("tf_solve_options", "a dict of field values or None", d);
  memset(s, 0, sizeof *s); s->struct_size = sizeof *s;
  while (PyDict_Next(d, &pos, &key, &val)) {
    const char* k = PyUnicode_AsUTF8AndSize(key, NULL);
    if (!k) return -1;
    if (!strcmp(k, "tol")) { if (cv_double(val, "tol", &s->tol)) return -1; }
    else if (!strcmp(k, "max_iter")) { if (cv_int(c, val, "max_iter", &s->max_iter, sizeof s->max_iter, 1)) return -1; }
    else if (!strcmp(k, "restart")) { if (cv_int(c, val, "restart", &s->restart, sizeof s->restart, 1)) return -1; }
    else if (!strcmp(k, "x0")) { tf_tensor* t; if (cv_tensor(c, val, 0, -1, &t)) return -1; s->x0 = t; }
    else return unknown_field("tf_solve_options", k);
  }
  *out = s;
  return 0;
}

/* One wrapper per bound function. */
static PyObject* w_tf_engine_num_threads(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t r1 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 1, "tf_engine_num_threads")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_engine_num_threads)(a0, &r1);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r1);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_engine_get_stats(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_engine_stats r1; memset(&r1, 0, sizeof r1); r1.struct_size = sizeof r1;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 1, "tf_engine_get_stats")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_engine_get_stats)(a0, &r1);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = info_tf_engine_stats(&r1);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_engine_reset_stats(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 1, "tf_engine_reset_stats")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_engine_reset_stats)(a0);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_engine_trim(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 1, "tf_engine_trim")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_engine_trim)(a0);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_matmul(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_matmul")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_matmul)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r3, NULL);
done:
  P(tf_tensor_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_matmul_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_matmul_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 1, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_matmul_into)(a0, a1, a2, a3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_matmul_acc(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  tf_tensor* a4 = NULL;
  tf_scalar a5 = {0, 0};
  tf_scalar a6 = {0, 0};
  tf_tensor* a7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 8, "tf_matmul_acc")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op_a", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_int(&c, args[3], "op_b", &a3, sizeof a3, 1)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_scalar(args[5], "alpha", &a5)) goto done;
  if (cv_scalar(args[6], "beta", &a6)) goto done;
  if (cv_tensor(&c, args[7], 1, 7, &a7)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_matmul_acc)(a0, a1, a2, a3, a4, a5, a6, a7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_unary(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_unary")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_unary)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r3, NULL);
done:
  P(tf_tensor_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_unary_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_unary_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 1, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_unary_into)(a0, a1, a2, a3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_scale(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_scalar a1 = {0, 0};
  tf_tensor* a2 = NULL;
  tf_tensor* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_scale")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_scalar(args[1], "alpha", &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_scale)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r3, NULL);
done:
  P(tf_tensor_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_scale_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_scalar a1 = {0, 0};
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_scale_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_scalar(args[1], "alpha", &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 1, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_scale_into)(a0, a1, a2, a3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_binary(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_binary")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_binary)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_binary_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_binary_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_binary_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_add(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_add")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_add)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r3, NULL);
done:
  P(tf_tensor_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_add_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_add_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 1, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_add_into)(a0, a1, a2, a3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_mul(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_mul")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_mul)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r3, NULL);
done:
  P(tf_tensor_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_mul_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_mul_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 1, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_mul_into)(a0, a1, a2, a3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_axpby(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_scalar a1 = {0, 0};
  tf_tensor* a2 = NULL;
  tf_scalar a3 = {0, 0};
  tf_tensor* a4 = NULL;
  tf_tensor* r5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_axpby")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_scalar(args[1], "alpha", &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_scalar(args[3], "beta", &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_axpby)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r5, NULL);
done:
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_axpby_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_scalar a1 = {0, 0};
  tf_tensor* a2 = NULL;
  tf_scalar a3 = {0, 0};
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_axpby_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_scalar(args[1], "alpha", &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_scalar(args[3], "beta", &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_axpby_into)(a0, a1, a2, a3, a4, a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_reduce(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  int32_t* a4 = NULL; Py_ssize_t n4 = 0;
  int32_t a5 = 0;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_reduce")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_iarr(&c, args[3], "axes", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_int(&c, args[4], "keepdims", &a5, sizeof a5, 1)) goto done;
  if (check_len(n4, "axes")) goto done;
  a3 = (int32_t)n4;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_reduce)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r6, NULL);
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_reduce_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  int32_t* a4 = NULL; Py_ssize_t n4 = 0;
  int32_t a5 = 0;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_reduce_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_iarr(&c, args[3], "axes", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_int(&c, args[4], "keepdims", &a5, sizeof a5, 1)) goto done;
  if (cv_tensor(&c, args[5], 1, 6, &a6)) goto done;
  if (check_len(n4, "axes")) goto done;
  a3 = (int32_t)n4;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_reduce_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_dot(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_scalar r3 = {0, 0};
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_dot")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_dot)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyComplex_FromDoubles(r3.re, r3.im);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_vdot(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_scalar r3 = {0, 0};
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_vdot")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_vdot)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyComplex_FromDoubles(r3.re, r3.im);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_permute_view(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_tensor* a0 = NULL;
  int32_t* a1 = NULL; Py_ssize_t n1 = 0;
  tf_tensor* r2 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_permute_view")) goto done;
  if (cv_tensor(&c, args[0], 0, 0, &a0)) goto done;
  if (cv_iarr(&c, args[1], "perm", (void**)&a1, sizeof *a1, &n1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_permute_view)(a0, a1, &r2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r2, args[0]);
done:
  P(tf_tensor_release)(r2);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_permute(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t* a2 = NULL; Py_ssize_t n2 = 0;
  tf_tensor* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_permute")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "perm", (void**)&a2, sizeof *a2, &n2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_permute)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r3, NULL);
done:
  P(tf_tensor_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_permute_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t* a2 = NULL; Py_ssize_t n2 = 0;
  tf_tensor* a3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_permute_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "perm", (void**)&a2, sizeof *a2, &n2)) goto done;
  if (cv_tensor(&c, args[3], 1, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_permute_into)(a0, a1, a2, a3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_reshape_view(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_tensor* a0 = NULL;
  int32_t a1 = 0;
  int64_t* a2 = NULL; Py_ssize_t n2 = 0;
  int32_t a3 = 0;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_reshape_view")) goto done;
  if (cv_tensor(&c, args[0], 0, 0, &a0)) goto done;
  if (cv_iarr(&c, args[1], "shape", (void**)&a2, sizeof *a2, &n2)) goto done;
  if (cv_int(&c, args[2], "order", &a3, sizeof a3, 1)) goto done;
  if (check_len(n2, "shape")) goto done;
  a1 = (int32_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_reshape_view)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, args[0]);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_reshape(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t* a3 = NULL; Py_ssize_t n3 = 0;
  int32_t a4 = 0;
  tf_tensor* r5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_reshape")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "shape", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_int(&c, args[3], "order", &a4, sizeof a4, 1)) goto done;
  if (check_len(n3, "shape")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_reshape)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r5, NULL);
done:
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_contiguous(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_contiguous")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "layout", &a2, sizeof a2, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_contiguous)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r3, NULL);
done:
  P(tf_tensor_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_copy_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_copy_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 1, 2, &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_copy_into)(a0, a1, a2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_slice_view(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_tensor* a0 = NULL;
  int64_t* a1 = NULL; Py_ssize_t n1 = 0;
  int64_t* a2 = NULL; Py_ssize_t n2 = 0;
  int64_t* a3 = NULL; Py_ssize_t n3 = 0;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_slice_view")) goto done;
  if (cv_tensor(&c, args[0], 0, 0, &a0)) goto done;
  if (cv_iarr(&c, args[1], "starts", (void**)&a1, sizeof *a1, &n1)) goto done;
  if (cv_iarr(&c, args[2], "stops", (void**)&a2, sizeof *a2, &n2)) goto done;
  if (cv_iarr(&c, args[3], "steps", (void**)&a3, sizeof *a3, &n3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_slice_view)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, args[0]);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cast(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_cast")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "dtype", &a2, sizeof a2, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cast)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r3, NULL);
done:
  P(tf_tensor_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cast_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_cast_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 1, 2, &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cast_into)(a0, a1, a2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_concatenate(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  int32_t a3 = 0;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_concatenate")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor_list(&c, args[1], 0, 8, &a2, &n2)) goto done;
  if (cv_int(&c, args[2], "axis", &a3, sizeof a3, 1)) goto done;
  if (check_len(n2, "xs")) goto done;
  a1 = (int32_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_concatenate)(a0, a1, (const tf_tensor* const*)a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_concatenate_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  int32_t a3 = 0;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_concatenate_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor_list(&c, args[1], 0, 8, &a2, &n2)) goto done;
  if (cv_int(&c, args[2], "axis", &a3, sizeof a3, 1)) goto done;
  if (cv_tensor(&c, args[3], 1, 4, &a4)) goto done;
  if (check_len(n2, "xs")) goto done;
  a1 = (int32_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_concatenate_into)(a0, a1, (const tf_tensor* const*)a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_stack(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  int32_t a3 = 0;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_stack")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor_list(&c, args[1], 0, 8, &a2, &n2)) goto done;
  if (cv_int(&c, args[2], "axis", &a3, sizeof a3, 1)) goto done;
  if (check_len(n2, "xs")) goto done;
  a1 = (int32_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_stack)(a0, a1, (const tf_tensor* const*)a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_stack_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  int32_t a3 = 0;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_stack_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor_list(&c, args[1], 0, 8, &a2, &n2)) goto done;
  if (cv_int(&c, args[2], "axis", &a3, sizeof a3, 1)) goto done;
  if (cv_tensor(&c, args[3], 1, 4, &a4)) goto done;
  if (check_len(n2, "xs")) goto done;
  a1 = (int32_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_stack_into)(a0, a1, (const tf_tensor* const*)a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_pad(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t* a2 = NULL; Py_ssize_t n2 = 0;
  int64_t* a3 = NULL; Py_ssize_t n3 = 0;
  tf_scalar a4 = {0, 0};
  tf_tensor* r5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_pad")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "before", (void**)&a2, sizeof *a2, &n2)) goto done;
  if (cv_iarr(&c, args[3], "after", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_scalar(args[4], "value", &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_pad)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r5, NULL);
done:
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_pad_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t* a2 = NULL; Py_ssize_t n2 = 0;
  int64_t* a3 = NULL; Py_ssize_t n3 = 0;
  tf_scalar a4 = {0, 0};
  tf_tensor* a5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_pad_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "before", (void**)&a2, sizeof *a2, &n2)) goto done;
  if (cv_iarr(&c, args[3], "after", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_scalar(args[4], "value", &a4)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_pad_into)(a0, a1, a2, a3, a4, a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_diagonal(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  int32_t a3 = 0;
  int32_t a4 = 0;
  tf_tensor* r5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_diagonal")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "axis1", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "axis2", &a4, sizeof a4, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_diagonal)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r5, NULL);
done:
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_diagonal_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  int32_t a3 = 0;
  int32_t a4 = 0;
  tf_tensor* a5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_diagonal_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "axis1", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "axis2", &a4, sizeof a4, 1)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_diagonal_into)(a0, a1, a2, a3, a4, a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_diagonal_view(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_tensor* a0 = NULL;
  int64_t a1 = 0;
  int32_t a2 = 0;
  int32_t a3 = 0;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_diagonal_view")) goto done;
  if (cv_tensor(&c, args[0], 0, 0, &a0)) goto done;
  if (cv_int(&c, args[1], "offset", &a1, sizeof a1, 1)) goto done;
  if (cv_int(&c, args[2], "axis1", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "axis2", &a3, sizeof a3, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_diagonal_view)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, args[0]);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_diag_embed(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  int32_t a3 = 0;
  int32_t a4 = 0;
  tf_tensor* r5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_diag_embed")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "axis1", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "axis2", &a4, sizeof a4, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_diag_embed)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r5, NULL);
done:
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_diag_embed_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  int32_t a3 = 0;
  int32_t a4 = 0;
  tf_tensor* a5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_diag_embed_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "axis1", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "axis2", &a4, sizeof a4, 1)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_diag_embed_into)(a0, a1, a2, a3, a4, a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_trace(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  int32_t a3 = 0;
  int32_t a4 = 0;
  tf_tensor* r5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_trace")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "axis1", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "axis2", &a4, sizeof a4, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_trace)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r5, NULL);
done:
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_trace_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  int32_t a3 = 0;
  int32_t a4 = 0;
  tf_tensor* a5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_trace_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "axis1", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "axis2", &a4, sizeof a4, 1)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_trace_into)(a0, a1, a2, a3, a4, a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_flip(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int32_t* a3 = NULL; Py_ssize_t n3 = 0;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_flip")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "axes", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (check_len(n3, "axes")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_flip)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_flip_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int32_t* a3 = NULL; Py_ssize_t n3 = 0;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_flip_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "axes", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_tensor(&c, args[3], 1, 4, &a4)) goto done;
  if (check_len(n3, "axes")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_flip_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_roll(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  int32_t a3 = 0;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_roll")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "shift", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "axis", &a3, sizeof a3, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_roll)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_roll_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  int32_t a3 = 0;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_roll_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "shift", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "axis", &a3, sizeof a3, 1)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_roll_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_tril(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  tf_tensor* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_tril")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_tril)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r3, NULL);
done:
  P(tf_tensor_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_tril_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  tf_tensor* a3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_tril_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 1, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_tril_into)(a0, a1, a2, a3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_triu(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  tf_tensor* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_triu")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_triu)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r3, NULL);
done:
  P(tf_tensor_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_triu_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  tf_tensor* a3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_triu_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 1, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_triu_into)(a0, a1, a2, a3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_broadcast_to_view(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_tensor* a0 = NULL;
  int32_t a1 = 0;
  int64_t* a2 = NULL; Py_ssize_t n2 = 0;
  tf_tensor* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_broadcast_to_view")) goto done;
  if (cv_tensor(&c, args[0], 0, 0, &a0)) goto done;
  if (cv_iarr(&c, args[1], "shape", (void**)&a2, sizeof *a2, &n2)) goto done;
  if (check_len(n2, "shape")) goto done;
  a1 = (int32_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_broadcast_to_view)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r3, args[0]);
done:
  P(tf_tensor_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_broadcast_to(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t* a3 = NULL; Py_ssize_t n3 = 0;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_broadcast_to")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "shape", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (check_len(n3, "shape")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_broadcast_to)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_broadcast_to_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t* a3 = NULL; Py_ssize_t n3 = 0;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_broadcast_to_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "shape", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_tensor(&c, args[3], 1, 4, &a4)) goto done;
  if (check_len(n3, "shape")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_broadcast_to_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_compare(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_compare")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_compare)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_compare_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_compare_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_compare_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_where(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_where")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_where)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_where_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_where_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_where_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_index_select(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t a3 = 0;
  int64_t* a4 = NULL; Py_ssize_t n4 = 0;
  tf_tensor* r5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_index_select")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_iarr(&c, args[3], "indices", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (check_len(n4, "indices")) goto done;
  a3 = (int64_t)n4;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_index_select)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r5, NULL);
done:
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_index_select_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t a3 = 0;
  int64_t* a4 = NULL; Py_ssize_t n4 = 0;
  tf_tensor* a5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_index_select_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_iarr(&c, args[3], "indices", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_tensor(&c, args[4], 1, 5, &a5)) goto done;
  if (check_len(n4, "indices")) goto done;
  a3 = (int64_t)n4;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_index_select_into)(a0, a1, a2, a3, a4, a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_scatter_add(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t a3 = 0;
  int64_t* a4 = NULL; Py_ssize_t n4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_scatter_add")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_iarr(&c, args[3], "indices", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_tensor(&c, args[4], 0, 5, &a5)) goto done;
  if (check_len(n4, "indices")) goto done;
  a3 = (int64_t)n4;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_scatter_add)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r6, NULL);
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_scatter_add_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t a3 = 0;
  int64_t* a4 = NULL; Py_ssize_t n4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_scatter_add_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_iarr(&c, args[3], "indices", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_tensor(&c, args[4], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[5], 1, 6, &a6)) goto done;
  if (check_len(n4, "indices")) goto done;
  a3 = (int64_t)n4;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_scatter_add_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cumsum(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_cumsum")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cumsum)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r3, NULL);
done:
  P(tf_tensor_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cumsum_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_cumsum_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 1, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cumsum_into)(a0, a1, a2, a3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cumprod(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_cumprod")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cumprod)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r3, NULL);
done:
  P(tf_tensor_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cumprod_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_cumprod_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 1, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cumprod_into)(a0, a1, a2, a3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_argmax(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t r3 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_argmax")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_argmax)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r3);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_argmin(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t r3 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_argmin")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_argmin)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r3);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_sort(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int32_t a3 = 0;
  tf_tensor* r4 = NULL;
  int64_t r5 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_sort")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "descending", &a3, sizeof a3, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_sort)(a0, a1, a2, a3, &r4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r4, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = PyLong_FromLongLong((long long)r5); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_sort_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int32_t a3 = 0;
  tf_tensor* a4 = NULL;
  int64_t r5 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_sort_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "descending", &a3, sizeof a3, 1)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_sort_into)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r5);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_topk(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t a3 = 0;
  int32_t a4 = 0;
  tf_tensor* r5 = NULL;
  int64_t r6 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_topk")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "k", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "largest", &a4, sizeof a4, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_topk)(a0, a1, a2, a3, a4, &r5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r5, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = PyLong_FromLongLong((long long)r6); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_topk_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t a3 = 0;
  int32_t a4 = 0;
  tf_tensor* a5 = NULL;
  int64_t r6 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_topk_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "k", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "largest", &a4, sizeof a4, 1)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_topk_into)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r6);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_tensordot(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  int32_t* a4 = NULL; Py_ssize_t n4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  int32_t a6 = 0;
  int32_t a7 = 0;
  tf_tensor* r8 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_tensordot")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_iarr(&c, args[3], "axes_a", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_iarr(&c, args[4], "axes_b", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (cv_int(&c, args[5], "conj_a", &a6, sizeof a6, 1)) goto done;
  if (cv_int(&c, args[6], "conj_b", &a7, sizeof a7, 1)) goto done;
  if (check_len(n4, "axes_a")) goto done;
  a3 = (int32_t)n4;
  if (a5 && check_same_len(n5, n4, "axes_b", "axes_a")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_tensordot)(a0, a1, a2, a3, a4, a5, a6, a7, &r8);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r8, NULL);
done:
  P(tf_tensor_release)(r8);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_tensordot_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  int32_t* a4 = NULL; Py_ssize_t n4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  int32_t a6 = 0;
  int32_t a7 = 0;
  tf_tensor* a8 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 8, "tf_tensordot_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_iarr(&c, args[3], "axes_a", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_iarr(&c, args[4], "axes_b", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (cv_int(&c, args[5], "conj_a", &a6, sizeof a6, 1)) goto done;
  if (cv_int(&c, args[6], "conj_b", &a7, sizeof a7, 1)) goto done;
  if (cv_tensor(&c, args[7], 1, -1, &a8)) goto done;
  if (check_len(n4, "axes_a")) goto done;
  a3 = (int32_t)n4;
  if (a5 && check_same_len(n5, n4, "axes_b", "axes_a")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_tensordot_into)(a0, a1, a2, a3, a4, a5, a6, a7, a8);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_tensordot_acc(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  int32_t* a4 = NULL; Py_ssize_t n4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  int32_t a6 = 0;
  int32_t a7 = 0;
  tf_scalar a8 = {0, 0};
  tf_scalar a9 = {0, 0};
  tf_tensor* a10 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 10, "tf_tensordot_acc")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_iarr(&c, args[3], "axes_a", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_iarr(&c, args[4], "axes_b", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (cv_int(&c, args[5], "conj_a", &a6, sizeof a6, 1)) goto done;
  if (cv_int(&c, args[6], "conj_b", &a7, sizeof a7, 1)) goto done;
  if (cv_scalar(args[7], "alpha", &a8)) goto done;
  if (cv_scalar(args[8], "beta", &a9)) goto done;
  if (cv_tensor(&c, args[9], 1, -1, &a10)) goto done;
  if (check_len(n4, "axes_a")) goto done;
  a3 = (int32_t)n4;
  if (a5 && check_same_len(n5, n4, "axes_b", "axes_a")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_tensordot_acc)(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  const char* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor** a3 = NULL; Py_ssize_t n3 = 0;
  tf_einsum_options s4; const tf_einsum_options* a4 = NULL;
  tf_tensor* r5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_einsum")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_str(args[1], "subscripts", &a1)) goto done;
  if (cv_tensor_list(&c, args[2], 0, 8, &a3, &n3)) goto done;
  if (opts_tf_einsum_options(&c, args[3], &s4, &a4)) goto done;
  if (check_len(n3, "operands")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum)(a0, a1, a2, (const tf_tensor* const*)a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r5, NULL);
done:
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  const char* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor** a3 = NULL; Py_ssize_t n3 = 0;
  tf_einsum_options s4; const tf_einsum_options* a4 = NULL;
  tf_tensor* a5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_einsum_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_str(args[1], "subscripts", &a1)) goto done;
  if (cv_tensor_list(&c, args[2], 0, 8, &a3, &n3)) goto done;
  if (opts_tf_einsum_options(&c, args[3], &s4, &a4)) goto done;
  if (cv_tensor(&c, args[4], 1, 5, &a5)) goto done;
  if (check_len(n3, "operands")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_into)(a0, a1, a2, (const tf_tensor* const*)a3, a4, a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_acc(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  const char* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor** a3 = NULL; Py_ssize_t n3 = 0;
  tf_einsum_options s4; const tf_einsum_options* a4 = NULL;
  tf_scalar a5 = {0, 0};
  tf_scalar a6 = {0, 0};
  tf_tensor* a7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_einsum_acc")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_str(args[1], "subscripts", &a1)) goto done;
  if (cv_tensor_list(&c, args[2], 0, 8, &a3, &n3)) goto done;
  if (opts_tf_einsum_options(&c, args[3], &s4, &a4)) goto done;
  if (cv_scalar(args[4], "alpha", &a5)) goto done;
  if (cv_scalar(args[5], "beta", &a6)) goto done;
  if (cv_tensor(&c, args[6], 1, 7, &a7)) goto done;
  if (check_len(n3, "operands")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_acc)(a0, a1, a2, (const tf_tensor* const*)a3, a4, a5, a6, a7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_labels(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  int32_t** a3 = NULL; Py_ssize_t n3 = 0;
  int32_t a4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  tf_einsum_options s6; const tf_einsum_options* a6 = NULL;
  tf_tensor* r7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_einsum_labels")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor_list(&c, args[1], 0, 8, &a2, &n2)) goto done;
  if (cv_iarr_list(&c, args[2], "labels", &a3, &n3)) goto done;
  if (cv_iarr(&c, args[3], "out_labels", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (opts_tf_einsum_options(&c, args[4], &s6, &a6)) goto done;
  if (check_len(n2, "operands")) goto done;
  a1 = (int32_t)n2;
  a4 = a5 ? (int32_t)n5 : -1;
  if (check_same_len(n3, (Py_ssize_t)a1, "labels", "n")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_labels)(a0, a1, (const tf_tensor* const*)a2, (const int32_t* const*)a3, a4, a5, a6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r7, NULL);
done:
  P(tf_tensor_release)(r7);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_labels_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  int32_t** a3 = NULL; Py_ssize_t n3 = 0;
  int32_t a4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  tf_einsum_options s6; const tf_einsum_options* a6 = NULL;
  tf_tensor* a7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_einsum_labels_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor_list(&c, args[1], 0, 8, &a2, &n2)) goto done;
  if (cv_iarr_list(&c, args[2], "labels", &a3, &n3)) goto done;
  if (cv_iarr(&c, args[3], "out_labels", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (opts_tf_einsum_options(&c, args[4], &s6, &a6)) goto done;
  if (cv_tensor(&c, args[5], 1, 7, &a7)) goto done;
  if (check_len(n2, "operands")) goto done;
  a1 = (int32_t)n2;
  a4 = a5 ? (int32_t)n5 : -1;
  if (check_same_len(n3, (Py_ssize_t)a1, "labels", "n")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_labels_into)(a0, a1, (const tf_tensor* const*)a2, (const int32_t* const*)a3, a4, a5, a6, a7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_labels_acc(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  int32_t** a3 = NULL; Py_ssize_t n3 = 0;
  int32_t a4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  tf_einsum_options s6; const tf_einsum_options* a6 = NULL;
  tf_scalar a7 = {0, 0};
  tf_scalar a8 = {0, 0};
  tf_tensor* a9 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 8, "tf_einsum_labels_acc")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor_list(&c, args[1], 0, 8, &a2, &n2)) goto done;
  if (cv_iarr_list(&c, args[2], "labels", &a3, &n3)) goto done;
  if (cv_iarr(&c, args[3], "out_labels", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (opts_tf_einsum_options(&c, args[4], &s6, &a6)) goto done;
  if (cv_scalar(args[5], "alpha", &a7)) goto done;
  if (cv_scalar(args[6], "beta", &a8)) goto done;
  if (cv_tensor(&c, args[7], 1, -1, &a9)) goto done;
  if (check_len(n2, "operands")) goto done;
  a1 = (int32_t)n2;
  a4 = a5 ? (int32_t)n5 : -1;
  if (check_same_len(n3, (Py_ssize_t)a1, "labels", "n")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_labels_acc)(a0, a1, (const tf_tensor* const*)a2, (const int32_t* const*)a3, a4, a5, a6, a7, a8, a9);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_path_create(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  const char* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor** a3 = NULL; Py_ssize_t n3 = 0;
  tf_einsum_options s4; const tf_einsum_options* a4 = NULL;
  tf_einsum_path* r5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_einsum_path_create")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_str(args[1], "subscripts", &a1)) goto done;
  if (cv_tensor_list(&c, args[2], 0, 8, &a3, &n3)) goto done;
  if (opts_tf_einsum_options(&c, args[3], &s4, &a4)) goto done;
  if (check_len(n3, "operands")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_path_create)(a0, a1, a2, (const tf_tensor* const*)a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = new_handle(&r5, "tf_einsum_path", (void (*)(void*))P(tf_einsum_path_release));
done:
  P(tf_einsum_path_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_labels_path_create(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  int32_t** a3 = NULL; Py_ssize_t n3 = 0;
  int32_t a4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  tf_einsum_options s6; const tf_einsum_options* a6 = NULL;
  tf_einsum_path* r7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_einsum_labels_path_create")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor_list(&c, args[1], 0, 8, &a2, &n2)) goto done;
  if (cv_iarr_list(&c, args[2], "labels", &a3, &n3)) goto done;
  if (cv_iarr(&c, args[3], "out_labels", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (opts_tf_einsum_options(&c, args[4], &s6, &a6)) goto done;
  if (check_len(n2, "operands")) goto done;
  a1 = (int32_t)n2;
  a4 = a5 ? (int32_t)n5 : -1;
  if (check_same_len(n3, (Py_ssize_t)a1, "labels", "n")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_labels_path_create)(a0, a1, (const tf_tensor* const*)a2, (const int32_t* const*)a3, a4, a5, a6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = new_handle(&r7, "tf_einsum_path", (void (*)(void*))P(tf_einsum_path_release));
done:
  P(tf_einsum_path_release)(r7);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_path_info_get(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_einsum_path* a0 = NULL;
  tf_einsum_path_info r1; memset(&r1, 0, sizeof r1); r1.struct_size = sizeof r1;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 1, "tf_einsum_path_info_get")) goto done;
  if (cv_handle(args[0], "tf_einsum_path", "path", (void**)&a0)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_path_info_get)(a0, &r1);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = info_tf_einsum_path_info(&r1);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_path_pairs(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_einsum_path* a0 = NULL;
  int32_t* a1 = NULL; Py_ssize_t n1 = 0;
  int32_t a2 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_einsum_path_pairs")) goto done;
  if (cv_handle(args[0], "tf_einsum_path", "path", (void**)&a0)) goto done;
  if (cv_ibuf(&c, args[1], "pairs", (void**)&a1, sizeof *a1, &n1)) goto done;
  if (check_len(n1, "pairs")) goto done;
  a2 = (int32_t)n1;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_path_pairs)(a0, a1, a2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_path_sliced(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_einsum_path* a0 = NULL;
  int64_t* a1 = NULL; Py_ssize_t n1 = 0;
  int32_t a2 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_einsum_path_sliced")) goto done;
  if (cv_handle(args[0], "tf_einsum_path", "path", (void**)&a0)) goto done;
  if (cv_ibuf(&c, args[1], "labels", (void**)&a1, sizeof *a1, &n1)) goto done;
  if (check_len(n1, "labels")) goto done;
  a2 = (int32_t)n1;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_path_sliced)(a0, a1, a2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_matmul_semiring(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_matmul_semiring")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "semiring", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_matmul_semiring)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_matmul_semiring_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_matmul_semiring_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "semiring", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_matmul_semiring_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_matmul_semiring_acc(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  int32_t a4 = 0;
  tf_tensor* a5 = NULL;
  tf_scalar a6 = {0, 0};
  tf_scalar a7 = {0, 0};
  tf_tensor* a8 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 9, "tf_matmul_semiring_acc")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "semiring", &a1, sizeof a1, 1)) goto done;
  if (cv_int(&c, args[2], "op_a", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_int(&c, args[4], "op_b", &a4, sizeof a4, 1)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_scalar(args[6], "alpha", &a6)) goto done;
  if (cv_scalar(args[7], "beta", &a7)) goto done;
  if (cv_tensor(&c, args[8], 1, -1, &a8)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_matmul_semiring_acc)(a0, a1, a2, a3, a4, a5, a6, a7, a8);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_matmul_semiring_argmax(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  int32_t a4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  int64_t* a7 = NULL; Py_ssize_t n7 = 0;
  int64_t a8 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 8, "tf_matmul_semiring_argmax")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "semiring", &a1, sizeof a1, 1)) goto done;
  if (cv_int(&c, args[2], "op_a", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_int(&c, args[4], "op_b", &a4, sizeof a4, 1)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  if (cv_ibuf(&c, args[7], "argmax", (void**)&a7, sizeof *a7, &n7)) goto done;
  if (check_len(n7, "argmax")) goto done;
  a8 = (int64_t)n7;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_matmul_semiring_argmax)(a0, a1, a2, a3, a4, a5, a6, a7, a8);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_matmul_semiring_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_matmul_semiring_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "semiring", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_matmul_semiring_vjp)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_tensordot_semiring(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  int32_t a4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  int32_t* a6 = NULL; Py_ssize_t n6 = 0;
  tf_tensor* r7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_tensordot_semiring")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "semiring", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_iarr(&c, args[4], "axes_a", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (cv_iarr(&c, args[5], "axes_b", (void**)&a6, sizeof *a6, &n6)) goto done;
  if (check_len(n5, "axes_a")) goto done;
  a4 = (int32_t)n5;
  if (a6 && check_same_len(n6, n5, "axes_b", "axes_a")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_tensordot_semiring)(a0, a1, a2, a3, a4, a5, a6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r7, NULL);
done:
  P(tf_tensor_release)(r7);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_tensordot_semiring_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  int32_t a4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  int32_t* a6 = NULL; Py_ssize_t n6 = 0;
  tf_tensor* a7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_tensordot_semiring_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "semiring", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_iarr(&c, args[4], "axes_a", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (cv_iarr(&c, args[5], "axes_b", (void**)&a6, sizeof *a6, &n6)) goto done;
  if (cv_tensor(&c, args[6], 1, 7, &a7)) goto done;
  if (check_len(n5, "axes_a")) goto done;
  a4 = (int32_t)n5;
  if (a6 && check_same_len(n6, n5, "axes_b", "axes_a")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_tensordot_semiring_into)(a0, a1, a2, a3, a4, a5, a6, a7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_tensordot_semiring_acc(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  int32_t a4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  int32_t* a6 = NULL; Py_ssize_t n6 = 0;
  tf_scalar a7 = {0, 0};
  tf_scalar a8 = {0, 0};
  tf_tensor* a9 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 9, "tf_tensordot_semiring_acc")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "semiring", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_iarr(&c, args[4], "axes_a", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (cv_iarr(&c, args[5], "axes_b", (void**)&a6, sizeof *a6, &n6)) goto done;
  if (cv_scalar(args[6], "alpha", &a7)) goto done;
  if (cv_scalar(args[7], "beta", &a8)) goto done;
  if (cv_tensor(&c, args[8], 1, -1, &a9)) goto done;
  if (check_len(n5, "axes_a")) goto done;
  a4 = (int32_t)n5;
  if (a6 && check_same_len(n6, n5, "axes_b", "axes_a")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_tensordot_semiring_acc)(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_semiring_argmax(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  const char* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor** a3 = NULL; Py_ssize_t n3 = 0;
  tf_einsum_options s4; const tf_einsum_options* a4 = NULL;
  tf_tensor* a5 = NULL;
  int64_t* a6 = NULL; Py_ssize_t n6 = 0;
  int64_t a7 = 0;
  int32_t r8 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_einsum_semiring_argmax")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_str(args[1], "subscripts", &a1)) goto done;
  if (cv_tensor_list(&c, args[2], 0, 8, &a3, &n3)) goto done;
  if (opts_tf_einsum_options(&c, args[3], &s4, &a4)) goto done;
  if (cv_tensor(&c, args[4], 1, 5, &a5)) goto done;
  if (cv_ibuf(&c, args[5], "config", (void**)&a6, sizeof *a6, &n6)) goto done;
  if (check_len(n3, "operands")) goto done;
  a2 = (int32_t)n3;
  if (check_len(n6, "config")) goto done;
  a7 = (int64_t)n6;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_semiring_argmax)(a0, a1, a2, (const tf_tensor* const*)a3, a4, a5, a6, a7, &r8);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r8);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_labels_semiring_argmax(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  int32_t** a3 = NULL; Py_ssize_t n3 = 0;
  int32_t a4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  tf_einsum_options s6; const tf_einsum_options* a6 = NULL;
  tf_tensor* a7 = NULL;
  int64_t* a8 = NULL; Py_ssize_t n8 = 0;
  int64_t a9 = 0;
  int32_t r10 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_einsum_labels_semiring_argmax")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor_list(&c, args[1], 0, 8, &a2, &n2)) goto done;
  if (cv_iarr_list(&c, args[2], "labels", &a3, &n3)) goto done;
  if (cv_iarr(&c, args[3], "out_labels", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (opts_tf_einsum_options(&c, args[4], &s6, &a6)) goto done;
  if (cv_tensor(&c, args[5], 1, 7, &a7)) goto done;
  if (cv_ibuf(&c, args[6], "config", (void**)&a8, sizeof *a8, &n8)) goto done;
  if (check_len(n2, "operands")) goto done;
  a1 = (int32_t)n2;
  a4 = a5 ? (int32_t)n5 : -1;
  if (check_len(n8, "config")) goto done;
  a9 = (int64_t)n8;
  if (check_same_len(n3, (Py_ssize_t)a1, "labels", "n")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_labels_semiring_argmax)(a0, a1, (const tf_tensor* const*)a2, (const int32_t* const*)a3, a4, a5, a6, a7, a8, a9, &r10);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r10);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_svd(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_svd_options s2; const tf_svd_options* a2 = NULL;
  tf_tensor* r3 = NULL;
  tf_tensor* r4 = NULL;
  tf_tensor* r5 = NULL;
  tf_svd_info r6; memset(&r6, 0, sizeof r6); r6.struct_size = sizeof r6;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_svd")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (opts_tf_svd_options(&c, args[2], &s2, &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_svd)(a0, a1, a2, &r3, &r4, &r5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(4);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r3, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r4, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
  { PyObject* o = out_tensor(&r5, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 2, o); }
  { PyObject* o = info_tf_svd_info(&r6); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 3, o); }
done:
  P(tf_tensor_release)(r3);
  P(tf_tensor_release)(r4);
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_svd_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_svd_options s2; const tf_svd_options* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_svd_info r6; memset(&r6, 0, sizeof r6); r6.struct_size = sizeof r6;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_svd_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (opts_tf_svd_options(&c, args[2], &s2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 1, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_svd_into)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = info_tf_svd_info(&r6);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_svd_split(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int32_t* a3 = NULL; Py_ssize_t n3 = 0;
  tf_svd_options s4; const tf_svd_options* a4 = NULL;
  tf_tensor* r5 = NULL;
  tf_tensor* r6 = NULL;
  tf_tensor* r7 = NULL;
  tf_svd_info r8; memset(&r8, 0, sizeof r8); r8.struct_size = sizeof r8;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_svd_split")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "left_axes", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (opts_tf_svd_options(&c, args[3], &s4, &a4)) goto done;
  if (check_len(n3, "left_axes")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_svd_split)(a0, a1, a2, a3, a4, &r5, &r6, &r7, &r8);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(4);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r5, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r6, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
  { PyObject* o = out_tensor(&r7, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 2, o); }
  { PyObject* o = info_tf_svd_info(&r8); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 3, o); }
done:
  P(tf_tensor_release)(r5);
  P(tf_tensor_release)(r6);
  P(tf_tensor_release)(r7);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_svd_split_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int32_t* a3 = NULL; Py_ssize_t n3 = 0;
  tf_svd_options s4; const tf_svd_options* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  tf_tensor* a7 = NULL;
  tf_svd_info r8; memset(&r8, 0, sizeof r8); r8.struct_size = sizeof r8;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_svd_split_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "left_axes", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (opts_tf_svd_options(&c, args[3], &s4, &a4)) goto done;
  if (cv_tensor(&c, args[4], 1, 5, &a5)) goto done;
  if (cv_tensor(&c, args[5], 1, 6, &a6)) goto done;
  if (cv_tensor(&c, args[6], 1, 7, &a7)) goto done;
  if (check_len(n3, "left_axes")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_svd_split_into)(a0, a1, a2, a3, a4, a5, a6, a7, &r8);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = info_tf_svd_info(&r8);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_qr(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* r3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_qr")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "nonneg_diag", &a2, sizeof a2, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_qr)(a0, a1, a2, &r3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r3, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r4, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r3);
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_qr_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_qr_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "nonneg_diag", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 1, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_qr_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lq(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* r3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_lq")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "nonneg_diag", &a2, sizeof a2, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lq)(a0, a1, a2, &r3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r3, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r4, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r3);
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lq_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_lq_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "nonneg_diag", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 1, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lq_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eigh(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* r2 = NULL;
  tf_tensor* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_eigh")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eigh)(a0, a1, &r2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r2, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r3, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r2);
  P(tf_tensor_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eigh_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_eigh_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 1, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 1, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eigh_into)(a0, a1, a2, a3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eigvalsh(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* r2 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_eigvalsh")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eigvalsh)(a0, a1, &r2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r2, NULL);
done:
  P(tf_tensor_release)(r2);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eigvalsh_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_eigvalsh_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 1, 2, &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eigvalsh_into)(a0, a1, a2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_solve(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_solve")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_solve)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r3, NULL);
done:
  P(tf_tensor_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_solve_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_solve_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 1, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_solve_into)(a0, a1, a2, a3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_solve_triangular(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  int32_t a4 = 0;
  int32_t a5 = 0;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_solve_triangular")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_int(&c, args[3], "upper", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "op", &a4, sizeof a4, 1)) goto done;
  if (cv_int(&c, args[5], "unit_diag", &a5, sizeof a5, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_solve_triangular)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r6, NULL);
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_solve_triangular_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  int32_t a4 = 0;
  int32_t a5 = 0;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_solve_triangular_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_int(&c, args[3], "upper", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "op", &a4, sizeof a4, 1)) goto done;
  if (cv_int(&c, args[5], "unit_diag", &a5, sizeof a5, 1)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_solve_triangular_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cholesky(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* r2 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_cholesky")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cholesky)(a0, a1, &r2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r2, NULL);
done:
  P(tf_tensor_release)(r2);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cholesky_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_cholesky_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 1, 2, &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cholesky_into)(a0, a1, a2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lu(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* r2 = NULL;
  int32_t* a3 = NULL; Py_ssize_t n3 = 0;
  size_t a4 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_lu")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_ibuf(&c, args[2], "piv", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (check_len(n3, "piv")) goto done;
  a4 = (size_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lu)(a0, a1, &r2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r2, NULL);
done:
  P(tf_tensor_release)(r2);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lu_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  int32_t* a3 = NULL; Py_ssize_t n3 = 0;
  size_t a4 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_lu_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 1, 2, &a2)) goto done;
  if (cv_ibuf(&c, args[3], "piv", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (check_len(n3, "piv")) goto done;
  a4 = (size_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lu_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lu_solve(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t* a2 = NULL; Py_ssize_t n2 = 0;
  size_t a3 = 0;
  tf_tensor* a4 = NULL;
  tf_tensor* r5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_lu_solve")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "piv", (void**)&a2, sizeof *a2, &n2)) goto done;
  if (cv_tensor(&c, args[3], 0, 4, &a4)) goto done;
  if (check_len(n2, "piv")) goto done;
  a3 = (size_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lu_solve)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r5, NULL);
done:
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lu_solve_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t* a2 = NULL; Py_ssize_t n2 = 0;
  size_t a3 = 0;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_lu_solve_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "piv", (void**)&a2, sizeof *a2, &n2)) goto done;
  if (cv_tensor(&c, args[3], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[4], 1, 5, &a5)) goto done;
  if (check_len(n2, "piv")) goto done;
  a3 = (size_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lu_solve_into)(a0, a1, a2, a3, a4, a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_det(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* r2 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_det")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_det)(a0, a1, &r2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r2, NULL);
done:
  P(tf_tensor_release)(r2);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_det_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_det_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 1, 2, &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_det_into)(a0, a1, a2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_slogdet(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* r2 = NULL;
  tf_tensor* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_slogdet")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_slogdet)(a0, a1, &r2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r2, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r3, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r2);
  P(tf_tensor_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_slogdet_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_slogdet_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 1, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 1, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_slogdet_into)(a0, a1, a2, a3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_inv(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* r2 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_inv")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_inv)(a0, a1, &r2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r2, NULL);
done:
  P(tf_tensor_release)(r2);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_inv_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_inv_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 1, 2, &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_inv_into)(a0, a1, a2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lstsq(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  double a3 = 0;
  tf_tensor* r4 = NULL;
  tf_tensor* r5 = NULL;
  int64_t* a6 = NULL; Py_ssize_t n6 = 0;
  size_t a7 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_lstsq")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_double(args[3], "rcond", &a3)) goto done;
  if (cv_ibuf(&c, args[4], "rank", (void**)&a6, sizeof *a6, &n6)) goto done;
  if (check_len(n6, "rank")) goto done;
  a7 = (size_t)n6;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lstsq)(a0, a1, a2, a3, &r4, &r5, a6, a7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r4, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r5, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r4);
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lstsq_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  double a3 = 0;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  int64_t* a6 = NULL; Py_ssize_t n6 = 0;
  size_t a7 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_lstsq_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_double(args[3], "rcond", &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  if (cv_ibuf(&c, args[6], "rank", (void**)&a6, sizeof *a6, &n6)) goto done;
  if (check_len(n6, "rank")) goto done;
  a7 = (size_t)n6;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lstsq_into)(a0, a1, a2, a3, a4, a5, a6, a7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_pinv(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  double a2 = 0;
  tf_tensor* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_pinv")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_double(args[2], "rcond", &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_pinv)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r3, NULL);
done:
  P(tf_tensor_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_pinv_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  double a2 = 0;
  tf_tensor* a3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_pinv_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_double(args[2], "rcond", &a2)) goto done;
  if (cv_tensor(&c, args[3], 1, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_pinv_into)(a0, a1, a2, a3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_matrix_norm(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_matrix_norm")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "kind", &a2, sizeof a2, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_matrix_norm)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r3, NULL);
done:
  P(tf_tensor_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_matrix_norm_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_matrix_norm_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "kind", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 1, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_matrix_norm_into)(a0, a1, a2, a3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_expm(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* r2 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_expm")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_expm)(a0, a1, &r2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r2, NULL);
done:
  P(tf_tensor_release)(r2);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_expm_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_expm_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 1, 2, &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_expm_into)(a0, a1, a2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eig(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* r2 = NULL;
  tf_tensor* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_eig")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eig)(a0, a1, &r2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r2, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r3, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r2);
  P(tf_tensor_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eig_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_eig_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 1, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 1, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eig_into)(a0, a1, a2, a3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eigvals(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* r2 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_eigvals")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eigvals)(a0, a1, &r2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r2, NULL);
done:
  P(tf_tensor_release)(r2);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eigvals_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_eigvals_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 1, 2, &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eigvals_into)(a0, a1, a2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  const char* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor** a3 = NULL; Py_ssize_t n3 = 0;
  tf_einsum_options s4; const tf_einsum_options* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor** r6 = NULL; tf_tensor*** a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_einsum_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_str(args[1], "subscripts", &a1)) goto done;
  if (cv_tensor_list(&c, args[2], 0, 8, &a3, &n3)) goto done;
  if (opts_tf_einsum_options(&c, args[3], &s4, &a4)) goto done;
  if (cv_tensor(&c, args[4], 0, 5, &a5)) goto done;
  if (check_len(n3, "operands")) goto done;
  a2 = (int32_t)n3;
  if (alloc_out_list(&c, (Py_ssize_t)a2, &r6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_vjp)(a0, a1, a2, (const tf_tensor* const*)a3, a4, a5, (tf_tensor** const*)a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor_list(r6, (Py_ssize_t)a2);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  const char* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor** a3 = NULL; Py_ssize_t n3 = 0;
  tf_einsum_options s4; const tf_einsum_options* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor** a6 = NULL; Py_ssize_t n6 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_einsum_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_str(args[1], "subscripts", &a1)) goto done;
  if (cv_tensor_list(&c, args[2], 0, 8, &a3, &n3)) goto done;
  if (opts_tf_einsum_options(&c, args[3], &s4, &a4)) goto done;
  if (cv_tensor(&c, args[4], 0, 5, &a5)) goto done;
  if (cv_tensor_list(&c, args[5], 1, -1, &a6, &n6)) goto done;
  if (check_len(n3, "operands")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_vjp_into)(a0, a1, a2, (const tf_tensor* const*)a3, a4, a5, (tf_tensor* const*)a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  const char* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor** a3 = NULL; Py_ssize_t n3 = 0;
  tf_einsum_options s4; const tf_einsum_options* a4 = NULL;
  tf_tensor** a5 = NULL; Py_ssize_t n5 = 0;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_einsum_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_str(args[1], "subscripts", &a1)) goto done;
  if (cv_tensor_list(&c, args[2], 0, 8, &a3, &n3)) goto done;
  if (opts_tf_einsum_options(&c, args[3], &s4, &a4)) goto done;
  if (cv_tensor_list(&c, args[4], 0, -1, &a5, &n5)) goto done;
  if (check_len(n3, "operands")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_jvp)(a0, a1, a2, (const tf_tensor* const*)a3, a4, (const tf_tensor* const*)a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r6, NULL);
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  const char* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor** a3 = NULL; Py_ssize_t n3 = 0;
  tf_einsum_options s4; const tf_einsum_options* a4 = NULL;
  tf_tensor** a5 = NULL; Py_ssize_t n5 = 0;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_einsum_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_str(args[1], "subscripts", &a1)) goto done;
  if (cv_tensor_list(&c, args[2], 0, 8, &a3, &n3)) goto done;
  if (opts_tf_einsum_options(&c, args[3], &s4, &a4)) goto done;
  if (cv_tensor_list(&c, args[4], 0, -1, &a5, &n5)) goto done;
  if (cv_tensor(&c, args[5], 1, 6, &a6)) goto done;
  if (check_len(n3, "operands")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_jvp_into)(a0, a1, a2, (const tf_tensor* const*)a3, a4, (const tf_tensor* const*)a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_labels_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  int32_t** a3 = NULL; Py_ssize_t n3 = 0;
  int32_t a4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  tf_einsum_options s6; const tf_einsum_options* a6 = NULL;
  tf_tensor* a7 = NULL;
  tf_tensor** r8 = NULL; tf_tensor*** a8 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_einsum_labels_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor_list(&c, args[1], 0, 8, &a2, &n2)) goto done;
  if (cv_iarr_list(&c, args[2], "labels", &a3, &n3)) goto done;
  if (cv_iarr(&c, args[3], "out_labels", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (opts_tf_einsum_options(&c, args[4], &s6, &a6)) goto done;
  if (cv_tensor(&c, args[5], 0, 7, &a7)) goto done;
  if (check_len(n2, "operands")) goto done;
  a1 = (int32_t)n2;
  a4 = a5 ? (int32_t)n5 : -1;
  if (check_same_len(n3, (Py_ssize_t)a1, "labels", "n")) goto done;
  if (alloc_out_list(&c, (Py_ssize_t)a1, &r8, &a8)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_labels_vjp)(a0, a1, (const tf_tensor* const*)a2, (const int32_t* const*)a3, a4, a5, a6, a7, (tf_tensor** const*)a8);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor_list(r8, (Py_ssize_t)a1);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_labels_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  int32_t** a3 = NULL; Py_ssize_t n3 = 0;
  int32_t a4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  tf_einsum_options s6; const tf_einsum_options* a6 = NULL;
  tf_tensor* a7 = NULL;
  tf_tensor** a8 = NULL; Py_ssize_t n8 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_einsum_labels_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor_list(&c, args[1], 0, 8, &a2, &n2)) goto done;
  if (cv_iarr_list(&c, args[2], "labels", &a3, &n3)) goto done;
  if (cv_iarr(&c, args[3], "out_labels", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (opts_tf_einsum_options(&c, args[4], &s6, &a6)) goto done;
  if (cv_tensor(&c, args[5], 0, 7, &a7)) goto done;
  if (cv_tensor_list(&c, args[6], 1, -1, &a8, &n8)) goto done;
  if (check_len(n2, "operands")) goto done;
  a1 = (int32_t)n2;
  a4 = a5 ? (int32_t)n5 : -1;
  if (check_same_len(n3, (Py_ssize_t)a1, "labels", "n")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_labels_vjp_into)(a0, a1, (const tf_tensor* const*)a2, (const int32_t* const*)a3, a4, a5, a6, a7, (tf_tensor* const*)a8);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_labels_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  int32_t** a3 = NULL; Py_ssize_t n3 = 0;
  int32_t a4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  tf_einsum_options s6; const tf_einsum_options* a6 = NULL;
  tf_tensor** a7 = NULL; Py_ssize_t n7 = 0;
  tf_tensor* r8 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_einsum_labels_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor_list(&c, args[1], 0, 8, &a2, &n2)) goto done;
  if (cv_iarr_list(&c, args[2], "labels", &a3, &n3)) goto done;
  if (cv_iarr(&c, args[3], "out_labels", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (opts_tf_einsum_options(&c, args[4], &s6, &a6)) goto done;
  if (cv_tensor_list(&c, args[5], 0, -1, &a7, &n7)) goto done;
  if (check_len(n2, "operands")) goto done;
  a1 = (int32_t)n2;
  a4 = a5 ? (int32_t)n5 : -1;
  if (check_same_len(n3, (Py_ssize_t)a1, "labels", "n")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_labels_jvp)(a0, a1, (const tf_tensor* const*)a2, (const int32_t* const*)a3, a4, a5, a6, (const tf_tensor* const*)a7, &r8);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r8, NULL);
done:
  P(tf_tensor_release)(r8);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_einsum_labels_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  int32_t** a3 = NULL; Py_ssize_t n3 = 0;
  int32_t a4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  tf_einsum_options s6; const tf_einsum_options* a6 = NULL;
  tf_tensor** a7 = NULL; Py_ssize_t n7 = 0;
  tf_tensor* a8 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_einsum_labels_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor_list(&c, args[1], 0, 8, &a2, &n2)) goto done;
  if (cv_iarr_list(&c, args[2], "labels", &a3, &n3)) goto done;
  if (cv_iarr(&c, args[3], "out_labels", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (opts_tf_einsum_options(&c, args[4], &s6, &a6)) goto done;
  if (cv_tensor_list(&c, args[5], 0, -1, &a7, &n7)) goto done;
  if (cv_tensor(&c, args[6], 1, -1, &a8)) goto done;
  if (check_len(n2, "operands")) goto done;
  a1 = (int32_t)n2;
  a4 = a5 ? (int32_t)n5 : -1;
  if (check_same_len(n3, (Py_ssize_t)a1, "labels", "n")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_einsum_labels_jvp_into)(a0, a1, (const tf_tensor* const*)a2, (const int32_t* const*)a3, a4, a5, a6, (const tf_tensor* const*)a7, a8);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_tensordot_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  int32_t* a4 = NULL; Py_ssize_t n4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  int32_t a6 = 0;
  int32_t a7 = 0;
  tf_tensor* a8 = NULL;
  tf_tensor* r9 = NULL;
  tf_tensor* r10 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 8, "tf_tensordot_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_iarr(&c, args[3], "axes_a", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_iarr(&c, args[4], "axes_b", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (cv_int(&c, args[5], "conj_a", &a6, sizeof a6, 1)) goto done;
  if (cv_int(&c, args[6], "conj_b", &a7, sizeof a7, 1)) goto done;
  if (cv_tensor(&c, args[7], 0, -1, &a8)) goto done;
  if (check_len(n4, "axes_a")) goto done;
  a3 = (int32_t)n4;
  if (a5 && check_same_len(n5, n4, "axes_b", "axes_a")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_tensordot_vjp)(a0, a1, a2, a3, a4, a5, a6, a7, a8, &r9, &r10);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r9, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r10, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r9);
  P(tf_tensor_release)(r10);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_tensordot_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  int32_t* a4 = NULL; Py_ssize_t n4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  int32_t a6 = 0;
  int32_t a7 = 0;
  tf_tensor* a8 = NULL;
  tf_tensor* a9 = NULL;
  tf_tensor* a10 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 10, "tf_tensordot_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_iarr(&c, args[3], "axes_a", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_iarr(&c, args[4], "axes_b", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (cv_int(&c, args[5], "conj_a", &a6, sizeof a6, 1)) goto done;
  if (cv_int(&c, args[6], "conj_b", &a7, sizeof a7, 1)) goto done;
  if (cv_tensor(&c, args[7], 0, -1, &a8)) goto done;
  if (cv_tensor(&c, args[8], 1, -1, &a9)) goto done;
  if (cv_tensor(&c, args[9], 1, -1, &a10)) goto done;
  if (check_len(n4, "axes_a")) goto done;
  a3 = (int32_t)n4;
  if (a5 && check_same_len(n5, n4, "axes_b", "axes_a")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_tensordot_vjp_into)(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_tensordot_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  int32_t* a4 = NULL; Py_ssize_t n4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  int32_t a6 = 0;
  int32_t a7 = 0;
  tf_tensor* a8 = NULL;
  tf_tensor* a9 = NULL;
  tf_tensor* r10 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 9, "tf_tensordot_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_iarr(&c, args[3], "axes_a", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_iarr(&c, args[4], "axes_b", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (cv_int(&c, args[5], "conj_a", &a6, sizeof a6, 1)) goto done;
  if (cv_int(&c, args[6], "conj_b", &a7, sizeof a7, 1)) goto done;
  if (cv_tensor(&c, args[7], 0, -1, &a8)) goto done;
  if (cv_tensor(&c, args[8], 0, -1, &a9)) goto done;
  if (check_len(n4, "axes_a")) goto done;
  a3 = (int32_t)n4;
  if (a5 && check_same_len(n5, n4, "axes_b", "axes_a")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_tensordot_jvp)(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, &r10);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r10, NULL);
done:
  P(tf_tensor_release)(r10);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_tensordot_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  int32_t* a4 = NULL; Py_ssize_t n4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  int32_t a6 = 0;
  int32_t a7 = 0;
  tf_tensor* a8 = NULL;
  tf_tensor* a9 = NULL;
  tf_tensor* a10 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 10, "tf_tensordot_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_iarr(&c, args[3], "axes_a", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_iarr(&c, args[4], "axes_b", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (cv_int(&c, args[5], "conj_a", &a6, sizeof a6, 1)) goto done;
  if (cv_int(&c, args[6], "conj_b", &a7, sizeof a7, 1)) goto done;
  if (cv_tensor(&c, args[7], 0, -1, &a8)) goto done;
  if (cv_tensor(&c, args[8], 0, -1, &a9)) goto done;
  if (cv_tensor(&c, args[9], 1, -1, &a10)) goto done;
  if (check_len(n4, "axes_a")) goto done;
  a3 = (int32_t)n4;
  if (a5 && check_same_len(n5, n4, "axes_b", "axes_a")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_tensordot_jvp_into)(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_matmul_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* r6 = NULL;
  tf_tensor* r7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_matmul_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op_a", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_int(&c, args[3], "op_b", &a3, sizeof a3, 1)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_matmul_vjp)(a0, a1, a2, a3, a4, a5, &r6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r6, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r7, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r6);
  P(tf_tensor_release)(r7);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_matmul_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  tf_tensor* a7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 8, "tf_matmul_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op_a", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_int(&c, args[3], "op_b", &a3, sizeof a3, 1)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  if (cv_tensor(&c, args[7], 1, 7, &a7)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_matmul_vjp_into)(a0, a1, a2, a3, a4, a5, a6, a7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_matmul_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  tf_tensor* r7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_matmul_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op_a", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_int(&c, args[3], "op_b", &a3, sizeof a3, 1)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 0, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_matmul_jvp)(a0, a1, a2, a3, a4, a5, a6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r7, NULL);
done:
  P(tf_tensor_release)(r7);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_matmul_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  tf_tensor* a7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 8, "tf_matmul_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op_a", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_int(&c, args[3], "op_b", &a3, sizeof a3, 1)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 0, 6, &a6)) goto done;
  if (cv_tensor(&c, args[7], 1, 7, &a7)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_matmul_jvp_into)(a0, a1, a2, a3, a4, a5, a6, a7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_unary_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_unary_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_unary_vjp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_unary_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_unary_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_unary_vjp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_unary_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_unary_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_unary_jvp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_unary_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_unary_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_unary_jvp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_scale_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_scalar a1 = {0, 0};
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_scale_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_scalar(args[1], "alpha", &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_scale_vjp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_scale_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_scalar a1 = {0, 0};
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_scale_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_scalar(args[1], "alpha", &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_scale_vjp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_scale_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_scalar a1 = {0, 0};
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_scale_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_scalar(args[1], "alpha", &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_scale_jvp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_scale_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_scalar a1 = {0, 0};
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_scale_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_scalar(args[1], "alpha", &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_scale_jvp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_binary_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* r5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_binary_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_binary_vjp)(a0, a1, a2, a3, a4, &r5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r5, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r6, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r5);
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_binary_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_binary_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_binary_vjp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_binary_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_binary_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_binary_jvp)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r6, NULL);
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_binary_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_binary_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_binary_jvp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_axpby_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_scalar a1 = {0, 0};
  tf_tensor* a2 = NULL;
  tf_scalar a3 = {0, 0};
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* r6 = NULL;
  tf_tensor* r7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_axpby_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_scalar(args[1], "alpha", &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_scalar(args[3], "beta", &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_axpby_vjp)(a0, a1, a2, a3, a4, a5, &r6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r6, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r7, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r6);
  P(tf_tensor_release)(r7);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_axpby_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_scalar a1 = {0, 0};
  tf_tensor* a2 = NULL;
  tf_scalar a3 = {0, 0};
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  tf_tensor* a7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 8, "tf_axpby_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_scalar(args[1], "alpha", &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_scalar(args[3], "beta", &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  if (cv_tensor(&c, args[7], 1, 7, &a7)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_axpby_vjp_into)(a0, a1, a2, a3, a4, a5, a6, a7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_axpby_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_scalar a1 = {0, 0};
  tf_tensor* a2 = NULL;
  tf_scalar a3 = {0, 0};
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  tf_tensor* r7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_axpby_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_scalar(args[1], "alpha", &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_scalar(args[3], "beta", &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 0, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_axpby_jvp)(a0, a1, a2, a3, a4, a5, a6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r7, NULL);
done:
  P(tf_tensor_release)(r7);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_axpby_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_scalar a1 = {0, 0};
  tf_tensor* a2 = NULL;
  tf_scalar a3 = {0, 0};
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  tf_tensor* a7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 8, "tf_axpby_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_scalar(args[1], "alpha", &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_scalar(args[3], "beta", &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 0, 6, &a6)) goto done;
  if (cv_tensor(&c, args[7], 1, 7, &a7)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_axpby_jvp_into)(a0, a1, a2, a3, a4, a5, a6, a7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cast_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_cast_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "dtype", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cast_vjp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cast_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_cast_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "dtype", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cast_vjp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cast_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_cast_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "dtype", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cast_jvp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cast_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_cast_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "dtype", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cast_jvp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_reduce_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  int32_t* a4 = NULL; Py_ssize_t n4 = 0;
  int32_t a5 = 0;
  tf_tensor* a6 = NULL;
  tf_tensor* r7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_reduce_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_iarr(&c, args[3], "axes", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_int(&c, args[4], "keepdims", &a5, sizeof a5, 1)) goto done;
  if (cv_tensor(&c, args[5], 0, 6, &a6)) goto done;
  if (check_len(n4, "axes")) goto done;
  a3 = (int32_t)n4;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_reduce_vjp)(a0, a1, a2, a3, a4, a5, a6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r7, NULL);
done:
  P(tf_tensor_release)(r7);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_reduce_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  int32_t* a4 = NULL; Py_ssize_t n4 = 0;
  int32_t a5 = 0;
  tf_tensor* a6 = NULL;
  tf_tensor* a7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_reduce_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_iarr(&c, args[3], "axes", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_int(&c, args[4], "keepdims", &a5, sizeof a5, 1)) goto done;
  if (cv_tensor(&c, args[5], 0, 6, &a6)) goto done;
  if (cv_tensor(&c, args[6], 1, 7, &a7)) goto done;
  if (check_len(n4, "axes")) goto done;
  a3 = (int32_t)n4;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_reduce_vjp_into)(a0, a1, a2, a3, a4, a5, a6, a7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_reduce_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  int32_t* a4 = NULL; Py_ssize_t n4 = 0;
  int32_t a5 = 0;
  tf_tensor* a6 = NULL;
  tf_tensor* r7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_reduce_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_iarr(&c, args[3], "axes", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_int(&c, args[4], "keepdims", &a5, sizeof a5, 1)) goto done;
  if (cv_tensor(&c, args[5], 0, 6, &a6)) goto done;
  if (check_len(n4, "axes")) goto done;
  a3 = (int32_t)n4;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_reduce_jvp)(a0, a1, a2, a3, a4, a5, a6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r7, NULL);
done:
  P(tf_tensor_release)(r7);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_reduce_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  int32_t* a4 = NULL; Py_ssize_t n4 = 0;
  int32_t a5 = 0;
  tf_tensor* a6 = NULL;
  tf_tensor* a7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_reduce_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_iarr(&c, args[3], "axes", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_int(&c, args[4], "keepdims", &a5, sizeof a5, 1)) goto done;
  if (cv_tensor(&c, args[5], 0, 6, &a6)) goto done;
  if (cv_tensor(&c, args[6], 1, 7, &a7)) goto done;
  if (check_len(n4, "axes")) goto done;
  a3 = (int32_t)n4;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_reduce_jvp_into)(a0, a1, a2, a3, a4, a5, a6, a7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_dot_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_scalar a3 = {0, 0};
  tf_tensor* r4 = NULL;
  tf_tensor* r5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_dot_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_scalar(args[3], "grad_out", &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_dot_vjp)(a0, a1, a2, a3, &r4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r4, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r5, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r4);
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_dot_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_scalar a3 = {0, 0};
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_dot_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_scalar(args[3], "grad_out", &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_dot_vjp_into)(a0, a1, a2, a3, a4, a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_vdot_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_scalar a3 = {0, 0};
  tf_tensor* r4 = NULL;
  tf_tensor* r5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_vdot_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_scalar(args[3], "grad_out", &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_vdot_vjp)(a0, a1, a2, a3, &r4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r4, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r5, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r4);
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_vdot_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_scalar a3 = {0, 0};
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_vdot_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_scalar(args[3], "grad_out", &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_vdot_vjp_into)(a0, a1, a2, a3, a4, a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_dot_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_scalar r5 = {0, 0};
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_dot_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_dot_jvp)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyComplex_FromDoubles(r5.re, r5.im);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_vdot_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_scalar r5 = {0, 0};
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_vdot_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_vdot_jvp)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyComplex_FromDoubles(r5.re, r5.im);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_permute_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t* a2 = NULL; Py_ssize_t n2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_permute_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "perm", (void**)&a2, sizeof *a2, &n2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_permute_vjp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_permute_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t* a2 = NULL; Py_ssize_t n2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_permute_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "perm", (void**)&a2, sizeof *a2, &n2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_permute_vjp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_reshape_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t* a3 = NULL; Py_ssize_t n3 = 0;
  int32_t a4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_reshape_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "shape", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_int(&c, args[3], "order", &a4, sizeof a4, 1)) goto done;
  if (cv_tensor(&c, args[4], 0, 5, &a5)) goto done;
  if (check_len(n3, "shape")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_reshape_vjp)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r6, NULL);
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_reshape_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t* a3 = NULL; Py_ssize_t n3 = 0;
  int32_t a4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_reshape_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "shape", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_int(&c, args[3], "order", &a4, sizeof a4, 1)) goto done;
  if (cv_tensor(&c, args[4], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[5], 1, 6, &a6)) goto done;
  if (check_len(n3, "shape")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_reshape_vjp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_slice_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t* a2 = NULL; Py_ssize_t n2 = 0;
  int64_t* a3 = NULL; Py_ssize_t n3 = 0;
  int64_t* a4 = NULL; Py_ssize_t n4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_slice_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "starts", (void**)&a2, sizeof *a2, &n2)) goto done;
  if (cv_iarr(&c, args[3], "stops", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_iarr(&c, args[4], "steps", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_slice_vjp)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r6, NULL);
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_slice_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t* a2 = NULL; Py_ssize_t n2 = 0;
  int64_t* a3 = NULL; Py_ssize_t n3 = 0;
  int64_t* a4 = NULL; Py_ssize_t n4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_slice_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "starts", (void**)&a2, sizeof *a2, &n2)) goto done;
  if (cv_iarr(&c, args[3], "stops", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_iarr(&c, args[4], "steps", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_slice_vjp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_contiguous_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_contiguous_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "layout", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_contiguous_vjp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_contiguous_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_contiguous_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "layout", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_contiguous_vjp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_concatenate_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  int32_t a3 = 0;
  tf_tensor* a4 = NULL;
  tf_tensor** r5 = NULL; tf_tensor*** a5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_concatenate_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor_list(&c, args[1], 0, 8, &a2, &n2)) goto done;
  if (cv_int(&c, args[2], "axis", &a3, sizeof a3, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 4, &a4)) goto done;
  if (check_len(n2, "xs")) goto done;
  a1 = (int32_t)n2;
  if (alloc_out_list(&c, (Py_ssize_t)a1, &r5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_concatenate_vjp)(a0, a1, (const tf_tensor* const*)a2, a3, a4, (tf_tensor** const*)a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor_list(r5, (Py_ssize_t)a1);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_concatenate_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  int32_t a3 = 0;
  tf_tensor* a4 = NULL;
  tf_tensor** a5 = NULL; Py_ssize_t n5 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_concatenate_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor_list(&c, args[1], 0, 8, &a2, &n2)) goto done;
  if (cv_int(&c, args[2], "axis", &a3, sizeof a3, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 4, &a4)) goto done;
  if (cv_tensor_list(&c, args[4], 1, -1, &a5, &n5)) goto done;
  if (check_len(n2, "xs")) goto done;
  a1 = (int32_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_concatenate_vjp_into)(a0, a1, (const tf_tensor* const*)a2, a3, a4, (tf_tensor* const*)a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_stack_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  int32_t a3 = 0;
  tf_tensor* a4 = NULL;
  tf_tensor** r5 = NULL; tf_tensor*** a5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_stack_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor_list(&c, args[1], 0, 8, &a2, &n2)) goto done;
  if (cv_int(&c, args[2], "axis", &a3, sizeof a3, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 4, &a4)) goto done;
  if (check_len(n2, "xs")) goto done;
  a1 = (int32_t)n2;
  if (alloc_out_list(&c, (Py_ssize_t)a1, &r5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_stack_vjp)(a0, a1, (const tf_tensor* const*)a2, a3, a4, (tf_tensor** const*)a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor_list(r5, (Py_ssize_t)a1);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_stack_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  int32_t a1 = 0;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  int32_t a3 = 0;
  tf_tensor* a4 = NULL;
  tf_tensor** a5 = NULL; Py_ssize_t n5 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_stack_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor_list(&c, args[1], 0, 8, &a2, &n2)) goto done;
  if (cv_int(&c, args[2], "axis", &a3, sizeof a3, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 4, &a4)) goto done;
  if (cv_tensor_list(&c, args[4], 1, -1, &a5, &n5)) goto done;
  if (check_len(n2, "xs")) goto done;
  a1 = (int32_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_stack_vjp_into)(a0, a1, (const tf_tensor* const*)a2, a3, a4, (tf_tensor* const*)a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_pad_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t* a2 = NULL; Py_ssize_t n2 = 0;
  int64_t* a3 = NULL; Py_ssize_t n3 = 0;
  tf_tensor* a4 = NULL;
  tf_tensor* r5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_pad_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "before", (void**)&a2, sizeof *a2, &n2)) goto done;
  if (cv_iarr(&c, args[3], "after", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_pad_vjp)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r5, NULL);
done:
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_pad_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t* a2 = NULL; Py_ssize_t n2 = 0;
  int64_t* a3 = NULL; Py_ssize_t n3 = 0;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_pad_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "before", (void**)&a2, sizeof *a2, &n2)) goto done;
  if (cv_iarr(&c, args[3], "after", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_pad_vjp_into)(a0, a1, a2, a3, a4, a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_diagonal_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  int32_t a3 = 0;
  int32_t a4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_diagonal_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "axis1", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "axis2", &a4, sizeof a4, 1)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_diagonal_vjp)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r6, NULL);
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_diagonal_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  int32_t a3 = 0;
  int32_t a4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_diagonal_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "axis1", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "axis2", &a4, sizeof a4, 1)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_diagonal_vjp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_diag_embed_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  int32_t a3 = 0;
  int32_t a4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_diag_embed_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "axis1", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "axis2", &a4, sizeof a4, 1)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_diag_embed_vjp)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r6, NULL);
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_diag_embed_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  int32_t a3 = 0;
  int32_t a4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_diag_embed_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "axis1", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "axis2", &a4, sizeof a4, 1)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_diag_embed_vjp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_trace_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  int32_t a3 = 0;
  int32_t a4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_trace_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "axis1", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "axis2", &a4, sizeof a4, 1)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_trace_vjp)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r6, NULL);
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_trace_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  int32_t a3 = 0;
  int32_t a4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_trace_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "axis1", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "axis2", &a4, sizeof a4, 1)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_trace_vjp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_flip_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int32_t* a3 = NULL; Py_ssize_t n3 = 0;
  tf_tensor* a4 = NULL;
  tf_tensor* r5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_flip_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "axes", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_tensor(&c, args[3], 0, 4, &a4)) goto done;
  if (check_len(n3, "axes")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_flip_vjp)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r5, NULL);
done:
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_flip_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int32_t* a3 = NULL; Py_ssize_t n3 = 0;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_flip_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "axes", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_tensor(&c, args[3], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[4], 1, 5, &a5)) goto done;
  if (check_len(n3, "axes")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_flip_vjp_into)(a0, a1, a2, a3, a4, a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_roll_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  int32_t a3 = 0;
  tf_tensor* a4 = NULL;
  tf_tensor* r5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_roll_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "shift", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "axis", &a3, sizeof a3, 1)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_roll_vjp)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r5, NULL);
done:
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_roll_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  int32_t a3 = 0;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_roll_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "shift", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "axis", &a3, sizeof a3, 1)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_roll_vjp_into)(a0, a1, a2, a3, a4, a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_tril_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_tril_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_tril_vjp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_tril_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_tril_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_tril_vjp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_triu_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_triu_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_triu_vjp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_triu_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int64_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_triu_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "offset", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_triu_vjp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_broadcast_to_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t* a3 = NULL; Py_ssize_t n3 = 0;
  tf_tensor* a4 = NULL;
  tf_tensor* r5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_broadcast_to_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "shape", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_tensor(&c, args[3], 0, 4, &a4)) goto done;
  if (check_len(n3, "shape")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_broadcast_to_vjp)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r5, NULL);
done:
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_broadcast_to_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t* a3 = NULL; Py_ssize_t n3 = 0;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_broadcast_to_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_iarr(&c, args[2], "shape", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_tensor(&c, args[3], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[4], 1, 5, &a5)) goto done;
  if (check_len(n3, "shape")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_broadcast_to_vjp_into)(a0, a1, a2, a3, a4, a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_where_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* r5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_where_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_where_vjp)(a0, a1, a2, a3, a4, &r5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r5, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r6, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r5);
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_where_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_where_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_where_vjp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_index_select_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t a3 = 0;
  int64_t* a4 = NULL; Py_ssize_t n4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_index_select_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_iarr(&c, args[3], "indices", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_tensor(&c, args[4], 0, 5, &a5)) goto done;
  if (check_len(n4, "indices")) goto done;
  a3 = (int64_t)n4;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_index_select_vjp)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r6, NULL);
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_index_select_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t a3 = 0;
  int64_t* a4 = NULL; Py_ssize_t n4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_index_select_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_iarr(&c, args[3], "indices", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_tensor(&c, args[4], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[5], 1, 6, &a6)) goto done;
  if (check_len(n4, "indices")) goto done;
  a3 = (int64_t)n4;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_index_select_vjp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_scatter_add_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t a3 = 0;
  int64_t* a4 = NULL; Py_ssize_t n4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  tf_tensor* r7 = NULL;
  tf_tensor* r8 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_scatter_add_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_iarr(&c, args[3], "indices", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_tensor(&c, args[4], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[5], 0, 6, &a6)) goto done;
  if (check_len(n4, "indices")) goto done;
  a3 = (int64_t)n4;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_scatter_add_vjp)(a0, a1, a2, a3, a4, a5, a6, &r7, &r8);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r7, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r8, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r7);
  P(tf_tensor_release)(r8);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_scatter_add_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t a3 = 0;
  int64_t* a4 = NULL; Py_ssize_t n4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  tf_tensor* a7 = NULL;
  tf_tensor* a8 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 8, "tf_scatter_add_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_iarr(&c, args[3], "indices", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_tensor(&c, args[4], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[5], 0, 6, &a6)) goto done;
  if (cv_tensor(&c, args[6], 1, 7, &a7)) goto done;
  if (cv_tensor(&c, args[7], 1, -1, &a8)) goto done;
  if (check_len(n4, "indices")) goto done;
  a3 = (int64_t)n4;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_scatter_add_vjp_into)(a0, a1, a2, a3, a4, a5, a6, a7, a8);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cumsum_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_cumsum_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cumsum_vjp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cumsum_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_cumsum_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cumsum_vjp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cumprod_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_cumprod_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cumprod_vjp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cumprod_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_cumprod_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cumprod_vjp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_topk_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t a3 = 0;
  int64_t* a4 = NULL; Py_ssize_t n4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_topk_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_iarr(&c, args[3], "indices", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_tensor(&c, args[4], 0, 5, &a5)) goto done;
  if (check_len(n4, "indices")) goto done;
  a3 = (int64_t)n4;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_topk_vjp)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r6, NULL);
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_topk_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  int64_t a3 = 0;
  int64_t* a4 = NULL; Py_ssize_t n4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_topk_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "axis", &a2, sizeof a2, 1)) goto done;
  if (cv_iarr(&c, args[3], "indices", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_tensor(&c, args[4], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[5], 1, 6, &a6)) goto done;
  if (check_len(n4, "indices")) goto done;
  a3 = (int64_t)n4;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_topk_vjp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_svd_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  tf_tensor* a7 = NULL;
  tf_ad_options s8; const tf_ad_options* a8 = NULL;
  tf_tensor* r9 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 9, "tf_svd_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 0, 6, &a6)) goto done;
  if (cv_tensor(&c, args[7], 0, 7, &a7)) goto done;
  if (opts_tf_ad_options(&c, args[8], &s8, &a8)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_svd_vjp)(a0, a1, a2, a3, a4, a5, a6, a7, a8, &r9);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r9, NULL);
done:
  P(tf_tensor_release)(r9);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_svd_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  tf_tensor* a7 = NULL;
  tf_ad_options s8; const tf_ad_options* a8 = NULL;
  tf_tensor* a9 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 10, "tf_svd_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 0, 6, &a6)) goto done;
  if (cv_tensor(&c, args[7], 0, 7, &a7)) goto done;
  if (opts_tf_ad_options(&c, args[8], &s8, &a8)) goto done;
  if (cv_tensor(&c, args[9], 1, -1, &a9)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_svd_vjp_into)(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_svd_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_ad_options s6; const tf_ad_options* a6 = NULL;
  tf_tensor* r7 = NULL;
  tf_tensor* r8 = NULL;
  tf_tensor* r9 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_svd_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (opts_tf_ad_options(&c, args[6], &s6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_svd_jvp)(a0, a1, a2, a3, a4, a5, a6, &r7, &r8, &r9);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(3);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r7, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r8, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
  { PyObject* o = out_tensor(&r9, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 2, o); }
done:
  P(tf_tensor_release)(r7);
  P(tf_tensor_release)(r8);
  P(tf_tensor_release)(r9);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_svd_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_ad_options s6; const tf_ad_options* a6 = NULL;
  tf_tensor* a7 = NULL;
  tf_tensor* a8 = NULL;
  tf_tensor* a9 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 10, "tf_svd_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (opts_tf_ad_options(&c, args[6], &s6, &a6)) goto done;
  if (cv_tensor(&c, args[7], 1, 7, &a7)) goto done;
  if (cv_tensor(&c, args[8], 1, -1, &a8)) goto done;
  if (cv_tensor(&c, args[9], 1, -1, &a9)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_svd_jvp_into)(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_qr_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_qr_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_qr_vjp)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r6, NULL);
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_qr_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_qr_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_qr_vjp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_qr_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* r5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_qr_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_qr_jvp)(a0, a1, a2, a3, a4, &r5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r5, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r6, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r5);
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_qr_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_qr_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_qr_jvp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lq_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_lq_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lq_vjp)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r6, NULL);
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lq_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_lq_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lq_vjp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lq_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* r5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_lq_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lq_jvp)(a0, a1, a2, a3, a4, &r5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r5, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r6, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r5);
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lq_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_lq_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lq_jvp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eigh_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_ad_options s6; const tf_ad_options* a6 = NULL;
  tf_tensor* r7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_eigh_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (opts_tf_ad_options(&c, args[6], &s6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eigh_vjp)(a0, a1, a2, a3, a4, a5, a6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r7, NULL);
done:
  P(tf_tensor_release)(r7);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eigh_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_ad_options s6; const tf_ad_options* a6 = NULL;
  tf_tensor* a7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 8, "tf_eigh_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (opts_tf_ad_options(&c, args[6], &s6, &a6)) goto done;
  if (cv_tensor(&c, args[7], 1, 7, &a7)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eigh_vjp_into)(a0, a1, a2, a3, a4, a5, a6, a7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eigh_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_ad_options s5; const tf_ad_options* a5 = NULL;
  tf_tensor* r6 = NULL;
  tf_tensor* r7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_eigh_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (opts_tf_ad_options(&c, args[5], &s5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eigh_jvp)(a0, a1, a2, a3, a4, a5, &r6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r6, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r7, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r6);
  P(tf_tensor_release)(r7);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eigh_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_ad_options s5; const tf_ad_options* a5 = NULL;
  tf_tensor* a6 = NULL;
  tf_tensor* a7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 8, "tf_eigh_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (opts_tf_ad_options(&c, args[5], &s5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  if (cv_tensor(&c, args[7], 1, 7, &a7)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eigh_jvp_into)(a0, a1, a2, a3, a4, a5, a6, a7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eigvalsh_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_eigvalsh_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eigvalsh_vjp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eigvalsh_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_eigvalsh_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eigvalsh_vjp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eigvalsh_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_eigvalsh_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eigvalsh_jvp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eigvalsh_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_eigvalsh_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eigvalsh_jvp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_solve_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* r5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_solve_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_solve_vjp)(a0, a1, a2, a3, a4, &r5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r5, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r6, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r5);
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_solve_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_solve_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_solve_vjp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_solve_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_solve_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_solve_jvp)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r6, NULL);
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_solve_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_solve_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_solve_jvp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_solve_triangular_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  int32_t a4 = 0;
  int32_t a5 = 0;
  tf_tensor* a6 = NULL;
  tf_tensor* a7 = NULL;
  tf_tensor* r8 = NULL;
  tf_tensor* r9 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 8, "tf_solve_triangular_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_int(&c, args[3], "upper", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "op", &a4, sizeof a4, 1)) goto done;
  if (cv_int(&c, args[5], "unit_diag", &a5, sizeof a5, 1)) goto done;
  if (cv_tensor(&c, args[6], 0, 6, &a6)) goto done;
  if (cv_tensor(&c, args[7], 0, 7, &a7)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_solve_triangular_vjp)(a0, a1, a2, a3, a4, a5, a6, a7, &r8, &r9);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r8, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r9, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r8);
  P(tf_tensor_release)(r9);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_solve_triangular_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  int32_t a4 = 0;
  int32_t a5 = 0;
  tf_tensor* a6 = NULL;
  tf_tensor* a7 = NULL;
  tf_tensor* a8 = NULL;
  tf_tensor* a9 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 10, "tf_solve_triangular_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_int(&c, args[3], "upper", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "op", &a4, sizeof a4, 1)) goto done;
  if (cv_int(&c, args[5], "unit_diag", &a5, sizeof a5, 1)) goto done;
  if (cv_tensor(&c, args[6], 0, 6, &a6)) goto done;
  if (cv_tensor(&c, args[7], 0, 7, &a7)) goto done;
  if (cv_tensor(&c, args[8], 1, -1, &a8)) goto done;
  if (cv_tensor(&c, args[9], 1, -1, &a9)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_solve_triangular_vjp_into)(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_solve_triangular_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  int32_t a4 = 0;
  int32_t a5 = 0;
  tf_tensor* a6 = NULL;
  tf_tensor* a7 = NULL;
  tf_tensor* a8 = NULL;
  tf_tensor* r9 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 9, "tf_solve_triangular_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_int(&c, args[3], "upper", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "op", &a4, sizeof a4, 1)) goto done;
  if (cv_int(&c, args[5], "unit_diag", &a5, sizeof a5, 1)) goto done;
  if (cv_tensor(&c, args[6], 0, 6, &a6)) goto done;
  if (cv_tensor(&c, args[7], 0, 7, &a7)) goto done;
  if (cv_tensor(&c, args[8], 0, -1, &a8)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_solve_triangular_jvp)(a0, a1, a2, a3, a4, a5, a6, a7, a8, &r9);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r9, NULL);
done:
  P(tf_tensor_release)(r9);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_solve_triangular_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  int32_t a3 = 0;
  int32_t a4 = 0;
  int32_t a5 = 0;
  tf_tensor* a6 = NULL;
  tf_tensor* a7 = NULL;
  tf_tensor* a8 = NULL;
  tf_tensor* a9 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 10, "tf_solve_triangular_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_int(&c, args[3], "upper", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "op", &a4, sizeof a4, 1)) goto done;
  if (cv_int(&c, args[5], "unit_diag", &a5, sizeof a5, 1)) goto done;
  if (cv_tensor(&c, args[6], 0, 6, &a6)) goto done;
  if (cv_tensor(&c, args[7], 0, 7, &a7)) goto done;
  if (cv_tensor(&c, args[8], 0, -1, &a8)) goto done;
  if (cv_tensor(&c, args[9], 1, -1, &a9)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_solve_triangular_jvp_into)(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cholesky_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_cholesky_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cholesky_vjp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cholesky_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_cholesky_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cholesky_vjp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cholesky_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_cholesky_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cholesky_jvp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cholesky_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_cholesky_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cholesky_jvp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lu_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  int32_t* a3 = NULL; Py_ssize_t n3 = 0;
  size_t a4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_lu_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_iarr(&c, args[3], "piv", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_tensor(&c, args[4], 0, 5, &a5)) goto done;
  if (check_len(n3, "piv")) goto done;
  a4 = (size_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lu_vjp)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r6, NULL);
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lu_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  int32_t* a3 = NULL; Py_ssize_t n3 = 0;
  size_t a4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_lu_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_iarr(&c, args[3], "piv", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_tensor(&c, args[4], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[5], 1, 6, &a6)) goto done;
  if (check_len(n3, "piv")) goto done;
  a4 = (size_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lu_vjp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lu_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  int32_t* a3 = NULL; Py_ssize_t n3 = 0;
  size_t a4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_lu_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_iarr(&c, args[3], "piv", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_tensor(&c, args[4], 0, 5, &a5)) goto done;
  if (check_len(n3, "piv")) goto done;
  a4 = (size_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lu_jvp)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r6, NULL);
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lu_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  int32_t* a3 = NULL; Py_ssize_t n3 = 0;
  size_t a4 = 0;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_lu_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_iarr(&c, args[3], "piv", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_tensor(&c, args[4], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[5], 1, 6, &a6)) goto done;
  if (check_len(n3, "piv")) goto done;
  a4 = (size_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lu_jvp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_inv_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_inv_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_inv_vjp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_inv_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_inv_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_inv_vjp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_inv_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_inv_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_inv_jvp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_inv_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_inv_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_inv_jvp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_det_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_det_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_det_vjp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_det_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_det_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_det_vjp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_det_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_det_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_det_jvp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_det_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_det_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_det_jvp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_slogdet_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_slogdet_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_slogdet_vjp)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r6, NULL);
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_slogdet_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_slogdet_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_slogdet_vjp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_slogdet_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* r5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_slogdet_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_slogdet_jvp)(a0, a1, a2, a3, a4, &r5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r5, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r6, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r5);
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_slogdet_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_slogdet_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_slogdet_jvp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_pinv_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_pinv_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_pinv_vjp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_pinv_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_pinv_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_pinv_vjp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_pinv_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_pinv_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_pinv_jvp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_pinv_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_pinv_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_pinv_jvp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lstsq_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* r5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_lstsq_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lstsq_vjp)(a0, a1, a2, a3, a4, &r5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r5, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r6, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r5);
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lstsq_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_lstsq_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lstsq_vjp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lstsq_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_lstsq_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lstsq_jvp)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r6, NULL);
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_lstsq_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_lstsq_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_lstsq_jvp_into)(a0, a1, a2, a3, a4, a5, a6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_matrix_norm_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* r5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_matrix_norm_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "kind", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_matrix_norm_vjp)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r5, NULL);
done:
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_matrix_norm_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_matrix_norm_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "kind", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_matrix_norm_vjp_into)(a0, a1, a2, a3, a4, a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_matrix_norm_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* r5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_matrix_norm_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "kind", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_matrix_norm_jvp)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r5, NULL);
done:
  P(tf_tensor_release)(r5);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_matrix_norm_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  int32_t a2 = 0;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_matrix_norm_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_int(&c, args[2], "kind", &a2, sizeof a2, 1)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 1, 5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_matrix_norm_jvp_into)(a0, a1, a2, a3, a4, a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_expm_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_expm_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_expm_vjp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_expm_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_expm_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_expm_vjp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_expm_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* r4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_expm_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_expm_jvp)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_expm_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_expm_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 1, 4, &a4)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_expm_jvp_into)(a0, a1, a2, a3, a4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eig_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_ad_options s6; const tf_ad_options* a6 = NULL;
  tf_tensor* r7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_eig_vjp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (opts_tf_ad_options(&c, args[6], &s6, &a6)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eig_vjp)(a0, a1, a2, a3, a4, a5, a6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r7, NULL);
done:
  P(tf_tensor_release)(r7);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eig_vjp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_ad_options s6; const tf_ad_options* a6 = NULL;
  tf_tensor* a7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 8, "tf_eig_vjp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (cv_tensor(&c, args[5], 0, 5, &a5)) goto done;
  if (opts_tf_ad_options(&c, args[6], &s6, &a6)) goto done;
  if (cv_tensor(&c, args[7], 1, 7, &a7)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eig_vjp_into)(a0, a1, a2, a3, a4, a5, a6, a7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eig_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_ad_options s5; const tf_ad_options* a5 = NULL;
  tf_tensor* r6 = NULL;
  tf_tensor* r7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_eig_jvp")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (opts_tf_ad_options(&c, args[5], &s5, &a5)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eig_jvp)(a0, a1, a2, a3, a4, a5, &r6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r6, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r7, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r6);
  P(tf_tensor_release)(r7);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eig_jvp_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_tensor* a1 = NULL;
  tf_tensor* a2 = NULL;
  tf_tensor* a3 = NULL;
  tf_tensor* a4 = NULL;
  tf_ad_options s5; const tf_ad_options* a5 = NULL;
  tf_tensor* a6 = NULL;
  tf_tensor* a7 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 8, "tf_eig_jvp_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_tensor(&c, args[1], 0, 1, &a1)) goto done;
  if (cv_tensor(&c, args[2], 0, 2, &a2)) goto done;
  if (cv_tensor(&c, args[3], 0, 3, &a3)) goto done;
  if (cv_tensor(&c, args[4], 0, 4, &a4)) goto done;
  if (opts_tf_ad_options(&c, args[5], &s5, &a5)) goto done;
  if (cv_tensor(&c, args[6], 1, 6, &a6)) goto done;
  if (cv_tensor(&c, args[7], 1, 7, &a7)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eig_jvp_into)(a0, a1, a2, a3, a4, a5, a6, a7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_create(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* r0 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 0, "tf_program_create")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_create)(&r0);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = new_handle(&r0, "tf_program", (void (*)(void*))P(tf_program_release));
done:
  P(tf_program_release)(r0);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_input(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t a2 = 0;
  int64_t* a3 = NULL; Py_ssize_t n3 = 0;
  int32_t r4 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_program_input")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "dtype", &a1, sizeof a1, 1)) goto done;
  if (cv_iarr(&c, args[2], "shape", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (check_len(n3, "shape")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_input)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r4);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_matmul(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t a2 = 0;
  int32_t r3 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_program_matmul")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "a", &a1, sizeof a1, 1)) goto done;
  if (cv_int(&c, args[2], "b", &a2, sizeof a2, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_matmul)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r3);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_matmul_acc(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t a2 = 0;
  int32_t a3 = 0;
  int32_t a4 = 0;
  tf_scalar a5 = {0, 0};
  tf_scalar a6 = {0, 0};
  int32_t a7 = 0;
  int32_t r8 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 8, "tf_program_matmul_acc")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "op_a", &a1, sizeof a1, 1)) goto done;
  if (cv_int(&c, args[2], "a", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "op_b", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "b", &a4, sizeof a4, 1)) goto done;
  if (cv_scalar(args[5], "alpha", &a5)) goto done;
  if (cv_scalar(args[6], "beta", &a6)) goto done;
  if (cv_int(&c, args[7], "c", &a7, sizeof a7, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_matmul_acc)(a0, a1, a2, a3, a4, a5, a6, a7, &r8);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r8);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_reshape(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t a2 = 0;
  int64_t* a3 = NULL; Py_ssize_t n3 = 0;
  int32_t r4 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_program_reshape")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "x", &a1, sizeof a1, 1)) goto done;
  if (cv_iarr(&c, args[2], "shape", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (check_len(n3, "shape")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_reshape)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r4);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_output(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_program_output")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "slot", &a1, sizeof a1, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_output)(a0, a1);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_prepare(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_program* a1 = NULL;
  tf_prepare_options s2; const tf_prepare_options* a2 = NULL;
  tf_prepared* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_program_prepare")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_handle(args[1], "tf_program", "program", (void**)&a1)) goto done;
  if (opts_tf_prepare_options(&c, args[2], &s2, &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_prepare)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = new_handle(&r3, "tf_prepared", (void (*)(void*))P(tf_prepared_release));
done:
  P(tf_prepared_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_run(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_prepared* a1 = NULL;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  size_t a3 = 0;
  tf_tensor** a4 = NULL; Py_ssize_t n4 = 0;
  size_t a5 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_program_run")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_handle(args[1], "tf_prepared", "prepared", (void**)&a1)) goto done;
  if (cv_tensor_list(&c, args[2], 0, 8, &a2, &n2)) goto done;
  if (cv_tensor_list(&c, args[3], 1, -1, &a4, &n4)) goto done;
  if (check_len(n2, "inputs")) goto done;
  a3 = (size_t)n2;
  if (check_len(n4, "outputs")) goto done;
  a5 = (size_t)n4;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_run)(a0, a1, (const tf_tensor* const*)a2, a3, (tf_tensor* const*)a4, a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = Py_NewRef(Py_None);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_run_alloc(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_prepared* a1 = NULL;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  size_t a3 = 0;
  tf_tensor* r4 = NULL;
  size_t a5 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_program_run_alloc")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_handle(args[1], "tf_prepared", "prepared", (void**)&a1)) goto done;
  if (cv_tensor_list(&c, args[2], 0, 8, &a2, &n2)) goto done;
  if (cv_int(&c, args[3], "num_outputs", &a5, sizeof a5, 0)) goto done;
  if (check_len(n2, "inputs")) goto done;
  a3 = (size_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_run_alloc)(a0, a1, (const tf_tensor* const*)a2, a3, &r4, a5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = out_tensor(&r4, NULL);
done:
  P(tf_tensor_release)(r4);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_prepared_get_info(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_prepared* a0 = NULL;
  tf_prepared_info r1; memset(&r1, 0, sizeof r1); r1.struct_size = sizeof r1;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 1, "tf_prepared_get_info")) goto done;
  if (cv_handle(args[0], "tf_prepared", "prepared", (void**)&a0)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_prepared_get_info)(a0, &r1);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = info_tf_prepared_info(&r1);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_unary(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t a2 = 0;
  int32_t r3 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_program_unary")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_int(&c, args[2], "x", &a2, sizeof a2, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_unary)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r3);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_scale(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  tf_scalar a1 = {0, 0};
  int32_t a2 = 0;
  int32_t r3 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_program_scale")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_scalar(args[1], "alpha", &a1)) goto done;
  if (cv_int(&c, args[2], "x", &a2, sizeof a2, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_scale)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r3);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_binary(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t a2 = 0;
  int32_t a3 = 0;
  int32_t r4 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_program_binary")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_int(&c, args[2], "x", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "y", &a3, sizeof a3, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_binary)(a0, a1, a2, a3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r4);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_axpby(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  tf_scalar a1 = {0, 0};
  int32_t a2 = 0;
  tf_scalar a3 = {0, 0};
  int32_t a4 = 0;
  int32_t r5 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_program_axpby")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_scalar(args[1], "alpha", &a1)) goto done;
  if (cv_int(&c, args[2], "x", &a2, sizeof a2, 1)) goto done;
  if (cv_scalar(args[3], "beta", &a3)) goto done;
  if (cv_int(&c, args[4], "y", &a4, sizeof a4, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_axpby)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r5);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_reduce(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t a2 = 0;
  int32_t a3 = 0;
  int32_t* a4 = NULL; Py_ssize_t n4 = 0;
  int32_t a5 = 0;
  int32_t r6 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_program_reduce")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "op", &a1, sizeof a1, 1)) goto done;
  if (cv_int(&c, args[2], "x", &a2, sizeof a2, 1)) goto done;
  if (cv_iarr(&c, args[3], "axes", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_int(&c, args[4], "keepdims", &a5, sizeof a5, 1)) goto done;
  if (check_len(n4, "axes")) goto done;
  a3 = (int32_t)n4;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_reduce)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r6);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_cast(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t a2 = 0;
  int32_t r3 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_program_cast")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "x", &a1, sizeof a1, 1)) goto done;
  if (cv_int(&c, args[2], "dtype", &a2, sizeof a2, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_cast)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r3);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_permute(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t* a2 = NULL; Py_ssize_t n2 = 0;
  int32_t r3 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_program_permute")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_iarr(&c, args[1], "perm", (void**)&a2, sizeof *a2, &n2)) goto done;
  if (check_len(n2, "perm")) goto done;
  a1 = (int32_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_permute)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r3);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_contiguous(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t a2 = 0;
  int32_t r3 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_program_contiguous")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "x", &a1, sizeof a1, 1)) goto done;
  if (cv_int(&c, args[2], "layout", &a2, sizeof a2, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_contiguous)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r3);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_slice(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int64_t* a2 = NULL; Py_ssize_t n2 = 0;
  int64_t* a3 = NULL; Py_ssize_t n3 = 0;
  int64_t* a4 = NULL; Py_ssize_t n4 = 0;
  int32_t r5 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_program_slice")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_iarr(&c, args[1], "starts", (void**)&a2, sizeof *a2, &n2)) goto done;
  if (cv_iarr(&c, args[2], "stops", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (cv_iarr(&c, args[3], "steps", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (check_len(n2, "starts")) goto done;
  a1 = (int32_t)n2;
  if (a3 && check_same_len(n3, n2, "stops", "starts")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_slice)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r5);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_tensordot(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t a2 = 0;
  int32_t a3 = 0;
  int32_t* a4 = NULL; Py_ssize_t n4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  int32_t a6 = 0;
  int32_t a7 = 0;
  int32_t r8 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_program_tensordot")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "a", &a1, sizeof a1, 1)) goto done;
  if (cv_int(&c, args[2], "b", &a2, sizeof a2, 1)) goto done;
  if (cv_iarr(&c, args[3], "axes_a", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (cv_iarr(&c, args[4], "axes_b", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (cv_int(&c, args[5], "conj_a", &a6, sizeof a6, 1)) goto done;
  if (cv_int(&c, args[6], "conj_b", &a7, sizeof a7, 1)) goto done;
  if (check_len(n4, "axes_a")) goto done;
  a3 = (int32_t)n4;
  if (a5 && check_same_len(n5, n4, "axes_b", "axes_a")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_tensordot)(a0, a1, a2, a3, a4, a5, a6, a7, &r8);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r8);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_einsum(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  const char* a1 = NULL;
  int32_t a2 = 0;
  int32_t* a3 = NULL; Py_ssize_t n3 = 0;
  tf_einsum_options s4; const tf_einsum_options* a4 = NULL;
  int32_t r5 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_program_einsum")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_str(args[1], "subscripts", &a1)) goto done;
  if (cv_iarr(&c, args[2], "operands", (void**)&a3, sizeof *a3, &n3)) goto done;
  if (opts_tf_einsum_options(&c, args[3], &s4, &a4)) goto done;
  if (check_len(n3, "operands")) goto done;
  a2 = (int32_t)n3;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_einsum)(a0, a1, a2, a3, a4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r5);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_einsum_labels(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t* a2 = NULL; Py_ssize_t n2 = 0;
  int32_t** a3 = NULL; Py_ssize_t n3 = 0;
  int32_t a4 = 0;
  int32_t* a5 = NULL; Py_ssize_t n5 = 0;
  tf_einsum_options s6; const tf_einsum_options* a6 = NULL;
  int32_t r7 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_program_einsum_labels")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_iarr(&c, args[1], "operands", (void**)&a2, sizeof *a2, &n2)) goto done;
  if (cv_iarr_list(&c, args[2], "labels", &a3, &n3)) goto done;
  if (cv_iarr(&c, args[3], "out_labels", (void**)&a5, sizeof *a5, &n5)) goto done;
  if (opts_tf_einsum_options(&c, args[4], &s6, &a6)) goto done;
  if (check_len(n2, "operands")) goto done;
  a1 = (int32_t)n2;
  a4 = a5 ? (int32_t)n5 : -1;
  if (check_same_len(n3, (Py_ssize_t)a1, "labels", "n")) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_einsum_labels)(a0, a1, a2, (const int32_t* const*)a3, a4, a5, a6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r7);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_svd(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  tf_svd_options s2; const tf_svd_options* a2 = NULL;
  int32_t r3 = 0;
  int32_t r4 = 0;
  int32_t r5 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_program_svd")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "a", &a1, sizeof a1, 1)) goto done;
  if (opts_tf_svd_options(&c, args[2], &s2, &a2)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_svd)(a0, a1, a2, &r3, &r4, &r5);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(3);
  if (!ret) goto done;
  { PyObject* o = PyLong_FromLongLong((long long)r3); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = PyLong_FromLongLong((long long)r4); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
  { PyObject* o = PyLong_FromLongLong((long long)r5); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 2, o); }
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_qr(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t a2 = 0;
  int32_t r3 = 0;
  int32_t r4 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_program_qr")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "a", &a1, sizeof a1, 1)) goto done;
  if (cv_int(&c, args[2], "nonneg_diag", &a2, sizeof a2, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_qr)(a0, a1, a2, &r3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = PyLong_FromLongLong((long long)r3); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = PyLong_FromLongLong((long long)r4); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_lq(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t a2 = 0;
  int32_t r3 = 0;
  int32_t r4 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_program_lq")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "a", &a1, sizeof a1, 1)) goto done;
  if (cv_int(&c, args[2], "nonneg_diag", &a2, sizeof a2, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_lq)(a0, a1, a2, &r3, &r4);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = PyLong_FromLongLong((long long)r3); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = PyLong_FromLongLong((long long)r4); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_eigh(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t r2 = 0;
  int32_t r3 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_program_eigh")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "a", &a1, sizeof a1, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_eigh)(a0, a1, &r2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = PyLong_FromLongLong((long long)r2); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = PyLong_FromLongLong((long long)r3); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_eigvalsh(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t r2 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_program_eigvalsh")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "a", &a1, sizeof a1, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_eigvalsh)(a0, a1, &r2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r2);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_solve(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t a2 = 0;
  int32_t r3 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 3, "tf_program_solve")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "a", &a1, sizeof a1, 1)) goto done;
  if (cv_int(&c, args[2], "b", &a2, sizeof a2, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_solve)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r3);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_solve_triangular(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t a2 = 0;
  int32_t a3 = 0;
  int32_t a4 = 0;
  int32_t a5 = 0;
  int32_t r6 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_program_solve_triangular")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "a", &a1, sizeof a1, 1)) goto done;
  if (cv_int(&c, args[2], "b", &a2, sizeof a2, 1)) goto done;
  if (cv_int(&c, args[3], "upper", &a3, sizeof a3, 1)) goto done;
  if (cv_int(&c, args[4], "op", &a4, sizeof a4, 1)) goto done;
  if (cv_int(&c, args[5], "unit_diag", &a5, sizeof a5, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_solve_triangular)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r6);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_cholesky(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t r2 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_program_cholesky")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "a", &a1, sizeof a1, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_cholesky)(a0, a1, &r2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r2);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_inv(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t r2 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_program_inv")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "a", &a1, sizeof a1, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_inv)(a0, a1, &r2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r2);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_det(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  int32_t a1 = 0;
  int32_t r2 = 0;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_program_det")) goto done;
  if (cv_handle(args[0], "tf_program", "program", (void**)&a0)) goto done;
  if (cv_int(&c, args[1], "a", &a1, sizeof a1, 1)) goto done;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_det)(a0, a1, &r2);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyLong_FromLongLong((long long)r2);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_vjp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  size_t a1 = 0;
  int32_t* a2 = NULL; Py_ssize_t n2 = 0;
  size_t a3 = 0;
  int32_t* a4 = NULL; Py_ssize_t n4 = 0;
  tf_program_vjp_options s5; const tf_program_vjp_options* a5 = NULL;
  tf_program* r6 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_program_vjp")) goto done;
  if (cv_handle(args[0], "tf_program", "forward", (void**)&a0)) goto done;
  if (cv_iarr(&c, args[1], "outputs", (void**)&a2, sizeof *a2, &n2)) goto done;
  if (cv_iarr(&c, args[2], "inputs", (void**)&a4, sizeof *a4, &n4)) goto done;
  if (opts_tf_program_vjp_options(&c, args[3], &s5, &a5)) goto done;
  if (check_len(n2, "outputs")) goto done;
  a1 = (size_t)n2;
  if (check_len(n2, "outputs")) goto done;
  a3 = (size_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_vjp)(a0, a1, a2, a3, a4, a5, &r6);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = new_handle(&r6, "tf_program", (void (*)(void*))P(tf_program_release));
done:
  P(tf_program_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_program_jvp(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_program* a0 = NULL;
  size_t a1 = 0;
  int32_t* a2 = NULL; Py_ssize_t n2 = 0;
  tf_program* r3 = NULL;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 2, "tf_program_jvp")) goto done;
  if (cv_handle(args[0], "tf_program", "forward", (void**)&a0)) goto done;
  if (cv_iarr(&c, args[1], "inputs", (void**)&a2, sizeof *a2, &n2)) goto done;
  if (check_len(n2, "inputs")) goto done;
  a1 = (size_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_program_jvp)(a0, a1, a2, &r3);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = new_handle(&r3, "tf_program", (void (*)(void*))P(tf_program_release));
done:
  P(tf_program_release)(r3);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eigsh(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_prepared* a1 = NULL;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  size_t a3 = 0;
  tf_eigsh_options s4; const tf_eigsh_options* a4 = NULL;
  tf_tensor* r5 = NULL;
  tf_tensor* r6 = NULL;
  tf_krylov_info r7; memset(&r7, 0, sizeof r7); r7.struct_size = sizeof r7;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 4, "tf_eigsh")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_handle(args[1], "tf_prepared", "map", (void**)&a1)) goto done;
  if (cv_tensor_list(&c, args[2], 0, 8, &a2, &n2)) goto done;
  if (opts_tf_eigsh_options(&c, args[3], &s4, &a4)) goto done;
  if (check_len(n2, "params")) goto done;
  a3 = (size_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eigsh)(a0, a1, (const tf_tensor* const*)a2, a3, a4, &r5, &r6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(3);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r5, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = out_tensor(&r6, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
  { PyObject* o = info_tf_krylov_info(&r7); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 2, o); }
done:
  P(tf_tensor_release)(r5);
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_eigsh_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_prepared* a1 = NULL;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  size_t a3 = 0;
  tf_eigsh_options s4; const tf_eigsh_options* a4 = NULL;
  tf_tensor* a5 = NULL;
  tf_tensor* a6 = NULL;
  tf_krylov_info r7; memset(&r7, 0, sizeof r7); r7.struct_size = sizeof r7;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_eigsh_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_handle(args[1], "tf_prepared", "map", (void**)&a1)) goto done;
  if (cv_tensor_list(&c, args[2], 0, 8, &a2, &n2)) goto done;
  if (opts_tf_eigsh_options(&c, args[3], &s4, &a4)) goto done;
  if (cv_tensor(&c, args[4], 1, 5, &a5)) goto done;
  if (cv_tensor(&c, args[5], 1, 6, &a6)) goto done;
  if (check_len(n2, "params")) goto done;
  a3 = (size_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_eigsh_into)(a0, a1, (const tf_tensor* const*)a2, a3, a4, a5, a6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = info_tf_krylov_info(&r7);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_expm_multiply(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_prepared* a1 = NULL;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  size_t a3 = 0;
  tf_scalar a4 = {0, 0};
  tf_tensor* a5 = NULL;
  tf_expm_options s6; const tf_expm_options* a6 = NULL;
  tf_tensor* r7 = NULL;
  tf_krylov_info r8; memset(&r8, 0, sizeof r8); r8.struct_size = sizeof r8;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_expm_multiply")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_handle(args[1], "tf_prepared", "map", (void**)&a1)) goto done;
  if (cv_tensor_list(&c, args[2], 0, 8, &a2, &n2)) goto done;
  if (cv_scalar(args[3], "t", &a4)) goto done;
  if (cv_tensor(&c, args[4], 0, 5, &a5)) goto done;
  if (opts_tf_expm_options(&c, args[5], &s6, &a6)) goto done;
  if (check_len(n2, "params")) goto done;
  a3 = (size_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_expm_multiply)(a0, a1, (const tf_tensor* const*)a2, a3, a4, a5, a6, &r7, &r8);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r7, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = info_tf_krylov_info(&r8); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r7);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_expm_multiply_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_prepared* a1 = NULL;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  size_t a3 = 0;
  tf_scalar a4 = {0, 0};
  tf_tensor* a5 = NULL;
  tf_expm_options s6; const tf_expm_options* a6 = NULL;
  tf_tensor* a7 = NULL;
  tf_krylov_info r8; memset(&r8, 0, sizeof r8); r8.struct_size = sizeof r8;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 7, "tf_expm_multiply_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_handle(args[1], "tf_prepared", "map", (void**)&a1)) goto done;
  if (cv_tensor_list(&c, args[2], 0, 8, &a2, &n2)) goto done;
  if (cv_scalar(args[3], "t", &a4)) goto done;
  if (cv_tensor(&c, args[4], 0, 5, &a5)) goto done;
  if (opts_tf_expm_options(&c, args[5], &s6, &a6)) goto done;
  if (cv_tensor(&c, args[6], 1, 7, &a7)) goto done;
  if (check_len(n2, "params")) goto done;
  a3 = (size_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_expm_multiply_into)(a0, a1, (const tf_tensor* const*)a2, a3, a4, a5, a6, a7, &r8);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = info_tf_krylov_info(&r8);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cg(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_prepared* a1 = NULL;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  size_t a3 = 0;
  tf_tensor* a4 = NULL;
  tf_solve_options s5; const tf_solve_options* a5 = NULL;
  tf_tensor* r6 = NULL;
  tf_krylov_info r7; memset(&r7, 0, sizeof r7); r7.struct_size = sizeof r7;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_cg")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_handle(args[1], "tf_prepared", "map", (void**)&a1)) goto done;
  if (cv_tensor_list(&c, args[2], 0, 8, &a2, &n2)) goto done;
  if (cv_tensor(&c, args[3], 0, 4, &a4)) goto done;
  if (opts_tf_solve_options(&c, args[4], &s5, &a5)) goto done;
  if (check_len(n2, "params")) goto done;
  a3 = (size_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cg)(a0, a1, (const tf_tensor* const*)a2, a3, a4, a5, &r6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r6, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = info_tf_krylov_info(&r7); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_cg_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_prepared* a1 = NULL;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  size_t a3 = 0;
  tf_tensor* a4 = NULL;
  tf_solve_options s5; const tf_solve_options* a5 = NULL;
  tf_tensor* a6 = NULL;
  tf_krylov_info r7; memset(&r7, 0, sizeof r7); r7.struct_size = sizeof r7;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_cg_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_handle(args[1], "tf_prepared", "map", (void**)&a1)) goto done;
  if (cv_tensor_list(&c, args[2], 0, 8, &a2, &n2)) goto done;
  if (cv_tensor(&c, args[3], 0, 4, &a4)) goto done;
  if (opts_tf_solve_options(&c, args[4], &s5, &a5)) goto done;
  if (cv_tensor(&c, args[5], 1, 6, &a6)) goto done;
  if (check_len(n2, "params")) goto done;
  a3 = (size_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_cg_into)(a0, a1, (const tf_tensor* const*)a2, a3, a4, a5, a6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = info_tf_krylov_info(&r7);
done:
  call_done(&c);
  return ret;
}
static PyObject* w_tf_gmres(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_prepared* a1 = NULL;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  size_t a3 = 0;
  tf_tensor* a4 = NULL;
  tf_solve_options s5; const tf_solve_options* a5 = NULL;
  tf_tensor* r6 = NULL;
  tf_krylov_info r7; memset(&r7, 0, sizeof r7); r7.struct_size = sizeof r7;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 5, "tf_gmres")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_handle(args[1], "tf_prepared", "map", (void**)&a1)) goto done;
  if (cv_tensor_list(&c, args[2], 0, 8, &a2, &n2)) goto done;
  if (cv_tensor(&c, args[3], 0, 4, &a4)) goto done;
  if (opts_tf_solve_options(&c, args[4], &s5, &a5)) goto done;
  if (check_len(n2, "params")) goto done;
  a3 = (size_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_gmres)(a0, a1, (const tf_tensor* const*)a2, a3, a4, a5, &r6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = PyTuple_New(2);
  if (!ret) goto done;
  { PyObject* o = out_tensor(&r6, NULL); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 0, o); }
  { PyObject* o = info_tf_krylov_info(&r7); if (!o) { Py_CLEAR(ret); goto done; } PyTuple_SetItem(ret, 1, o); }
done:
  P(tf_tensor_release)(r6);
  call_done(&c);
  return ret;
}
static PyObject* w_tf_gmres_into(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
  Call c; PyObject* ret = NULL; tf_status st;
  tf_engine* a0 = NULL;
  tf_prepared* a1 = NULL;
  tf_tensor** a2 = NULL; Py_ssize_t n2 = 0;
  size_t a3 = 0;
  tf_tensor* a4 = NULL;
  tf_solve_options s5; const tf_solve_options* a5 = NULL;
  tf_tensor* a6 = NULL;
  tf_krylov_info r7; memset(&r7, 0, sizeof r7); r7.struct_size = sizeof r7;
  (void)self; call_init(&c);
  if (check_nargs(nargs, 6, "tf_gmres_into")) goto done;
  if (cv_engine(&c, args[0], &a0)) goto done;
  if (cv_handle(args[1], "tf_prepared", "map", (void**)&a1)) goto done;
  if (cv_tensor_list(&c, args[2], 0, 8, &a2, &n2)) goto done;
  if (cv_tensor(&c, args[3], 0, 4, &a4)) goto done;
  if (opts_tf_solve_options(&c, args[4], &s5, &a5)) goto done;
  if (cv_tensor(&c, args[5], 1, 6, &a6)) goto done;
  if (check_len(n2, "params")) goto done;
  a3 = (size_t)n2;
  Py_BEGIN_ALLOW_THREADS
  st = P(tf_gmres_into)(a0, a1, (const tf_tensor* const*)a2, a3, a4, a5, a6, &r7);
  Py_END_ALLOW_THREADS
  if (st != TF_OK) { raise_status(st); goto done; }
  ret = info_tf_krylov_info(&r7);
done:
  call_done(&c);
  return ret;
}

static PyMethodDef gen_methods[] = {
  {"tf_engine_num_threads", (PyCFunction)(void (*)(void))w_tf_engine_num_threads, METH_FASTCALL, "tf_engine_num_threads(engine) -> out\n\nNumber of workers this engine may use (1 for a serial engine)."},
  {"tf_engine_get_stats", (PyCFunction)(void (*)(void))w_tf_engine_get_stats, METH_FASTCALL, "tf_engine_get_stats(engine) -> out\n\nFills *out (up to out->struct_size bytes; set struct_size first)."},
  {"tf_engine_reset_stats", (PyCFunction)(void (*)(void))w_tf_engine_reset_stats, METH_FASTCALL, "tf_engine_reset_stats(engine) -> None\n\nSets every counter to zero (bytes_retained reports the pool as it is)."},
  {"tf_engine_trim", (PyCFunction)(void (*)(void))w_tf_engine_trim, METH_FASTCALL, "tf_engine_trim(engine) -> None\n\nFrees the buffers the pool retains and forgets this engine's fast plan\nreferences. A shared plan cache is left alone (see tf_plan_cache_clear)."},
  {"tf_matmul", (PyCFunction)(void (*)(void))w_tf_matmul, METH_FASTCALL, "tf_matmul(engine, a, b) -> out\n\nMatrix product over the last two axes: a is (..., m, k), b is (..., k, n),\nthe result is (..., m, n). Batch axes broadcast NumPy-style; both operands\nneed rank >= 2 and the same dtype. Transposed or column-major views reach\nBLAS as flags, not copies.\n\ntf_matmul: allocates the result from the engine's pool, row-major;\n  the caller owns *out.\ntf_matmul_into: overwrites out, which must have the result's exact shape\n  and dtype (any strides) and must not overlap a or b.\ntf_matmul_acc: out = alpha * op_a(a) @ op_b(b) + beta * out, with op in\n  {N, T, C} applied to the last two axes; beta = 0 ignores out's contents\n  (NaN in out does not propagate).\nCalling again with the same handles (new data via tf_tensor_rebind is\nfine) is the cheapest path: the engine remembers the validated plan."},
  {"tf_matmul_into", (PyCFunction)(void (*)(void))w_tf_matmul_into, METH_FASTCALL, "tf_matmul_into(engine, a, b, out) -> None\n\nMatrix product over the last two axes: a is (..., m, k), b is (..., k, n),\nthe result is (..., m, n). Batch axes broadcast NumPy-style; both operands\nneed rank >= 2 and the same dtype. Transposed or column-major views reach\nBLAS as flags, not copies.\n\ntf_matmul: allocates the result from the engine's pool, row-major;\n  the caller owns *out.\ntf_matmul_into: overwrites out, which must have the result's exact shape\n  and dtype (any strides) and must not overlap a or b.\ntf_matmul_acc: out = alpha * op_a(a) @ op_b(b) + beta * out, with op in\n  {N, T, C} applied to the last two axes; beta = 0 ignores out's contents\n  (NaN in out does not propagate).\nCalling again with the same handles (new data via tf_tensor_rebind is\nfine) is the cheapest path: the engine remembers the validated plan."},
  {"tf_matmul_acc", (PyCFunction)(void (*)(void))w_tf_matmul_acc, METH_FASTCALL, "tf_matmul_acc(engine, op_a, a, op_b, b, alpha, beta, out) -> None\n\nMatrix product over the last two axes: a is (..., m, k), b is (..., k, n),\nthe result is (..., m, n). Batch axes broadcast NumPy-style; both operands\nneed rank >= 2 and the same dtype. Transposed or column-major views reach\nBLAS as flags, not copies.\n\ntf_matmul: allocates the result from the engine's pool, row-major;\n  the caller owns *out.\ntf_matmul_into: overwrites out, which must have the result's exact shape\n  and dtype (any strides) and must not overlap a or b.\ntf_matmul_acc: out = alpha * op_a(a) @ op_b(b) + beta * out, with op in\n  {N, T, C} applied to the last two axes; beta = 0 ignores out's contents\n  (NaN in out does not propagate).\nCalling again with the same handles (new data via tf_tensor_rebind is\nfine) is the cheapest path: the engine remembers the validated plan."},
  {"tf_unary", (PyCFunction)(void (*)(void))w_tf_unary, METH_FASTCALL, "tf_unary(engine, op, x) -> out\n\nout = op(x) elementwise, all four dtypes. Caller owns *out."},
  {"tf_unary_into", (PyCFunction)(void (*)(void))w_tf_unary_into, METH_FASTCALL, "tf_unary_into(engine, op, x, out) -> None\n\nSame, into out (shape of x; dtype as op gives; may be x itself)."},
  {"tf_scale", (PyCFunction)(void (*)(void))w_tf_scale, METH_FASTCALL, "tf_scale(engine, alpha, x) -> out\n\nout = alpha * x (alpha.im ignored for real dtypes). Caller owns *out."},
  {"tf_scale_into", (PyCFunction)(void (*)(void))w_tf_scale_into, METH_FASTCALL, "tf_scale_into(engine, alpha, x, out) -> None\n\nSame, into out (shape and dtype of x; may be x itself)."},
  {"tf_binary", (PyCFunction)(void (*)(void))w_tf_binary, METH_FASTCALL, "tf_binary(engine, op, x, y) -> out\n\nout = op(x, y), broadcast shape, dtype of x (= dtype of y). Caller owns *out."},
  {"tf_binary_into", (PyCFunction)(void (*)(void))w_tf_binary_into, METH_FASTCALL, "tf_binary_into(engine, op, x, y, out) -> None\n\nSame, into out of the broadcast shape (may be x or y itself)."},
  {"tf_add", (PyCFunction)(void (*)(void))w_tf_add, METH_FASTCALL, "tf_add(engine, x, y) -> out\n\ntf_binary with TF_BINARY_ADD / TF_BINARY_MUL."},
  {"tf_add_into", (PyCFunction)(void (*)(void))w_tf_add_into, METH_FASTCALL, "tf_add_into(engine, x, y, out) -> None\n\ntf_binary with TF_BINARY_ADD / TF_BINARY_MUL."},
  {"tf_mul", (PyCFunction)(void (*)(void))w_tf_mul, METH_FASTCALL, "tf_mul(engine, x, y) -> out\n\ntf_binary with TF_BINARY_ADD / TF_BINARY_MUL."},
  {"tf_mul_into", (PyCFunction)(void (*)(void))w_tf_mul_into, METH_FASTCALL, "tf_mul_into(engine, x, y, out) -> None\n\ntf_binary with TF_BINARY_ADD / TF_BINARY_MUL."},
  {"tf_axpby", (PyCFunction)(void (*)(void))w_tf_axpby, METH_FASTCALL, "tf_axpby(engine, alpha, x, beta, y) -> out\n\nout = alpha * x + beta * y with broadcasting. Caller owns *out."},
  {"tf_axpby_into", (PyCFunction)(void (*)(void))w_tf_axpby_into, METH_FASTCALL, "tf_axpby_into(engine, alpha, x, beta, y, out) -> None\n\nSame, into out (may be x or y itself: y = alpha*x + beta*y is axpby)."},
  {"tf_reduce", (PyCFunction)(void (*)(void))w_tf_reduce, METH_FASTCALL, "tf_reduce(engine, op, x, axes, keepdims) -> out\n\nReduces x over axes[0..naxes) (each in [-ndim, ndim), negative counts from\nthe end, no repeats); axes NULL with naxes 0 reduces every axis (non-NULL\naxes with naxes 0 reduce none). keepdims nonzero keeps reduced axes with\nextent 1, else they are dropped (all axes: a rank-0 result). Caller owns\n*out."},
  {"tf_reduce_into", (PyCFunction)(void (*)(void))w_tf_reduce_into, METH_FASTCALL, "tf_reduce_into(engine, op, x, axes, keepdims, out) -> None\n\nSame, into out of the result shape and dtype; out must not overlap x."},
  {"tf_dot", (PyCFunction)(void (*)(void))w_tf_dot, METH_FASTCALL, "tf_dot(engine, x, y) -> out\n\nout = sum of x*y over all elements; x and y of equal shape and dtype."},
  {"tf_vdot", (PyCFunction)(void (*)(void))w_tf_vdot, METH_FASTCALL, "tf_vdot(engine, x, y) -> out\n\nout = sum of conj(x)*y (tf_dot for real dtypes)."},
  {"tf_permute_view", (PyCFunction)(void (*)(void))w_tf_permute_view, METH_FASTCALL, "tf_permute_view(x, perm) -> out\n\nA view of x with permuted axes; no data moves. Caller owns *out."},
  {"tf_permute", (PyCFunction)(void (*)(void))w_tf_permute, METH_FASTCALL, "tf_permute(engine, x, perm) -> out\n\nA new row-major tensor holding x permuted. Caller owns *out."},
  {"tf_permute_into", (PyCFunction)(void (*)(void))w_tf_permute_into, METH_FASTCALL, "tf_permute_into(engine, x, perm, out) -> None\n\nSame, into out of the permuted shape; out must not overlap x."},
  {"tf_reshape_view", (PyCFunction)(void (*)(void))w_tf_reshape_view, METH_FASTCALL, "tf_reshape_view(x, shape, order) -> out\n\nA view of x with a new shape of equal element count; fails with\nTF_ERR_UNSUPPORTED when x's strides cannot express it (then use\ntf_reshape). Caller owns *out."},
  {"tf_reshape", (PyCFunction)(void (*)(void))w_tf_reshape, METH_FASTCALL, "tf_reshape(engine, x, shape, order) -> out\n\nA new tensor of the given shape, contiguous in order, holding x's elements\nread in order; always copies. Caller owns *out."},
  {"tf_contiguous", (PyCFunction)(void (*)(void))w_tf_contiguous, METH_FASTCALL, "tf_contiguous(engine, x, layout) -> out\n\nA new tensor equal to x, contiguous in layout. Caller owns *out."},
  {"tf_copy_into", (PyCFunction)(void (*)(void))w_tf_copy_into, METH_FASTCALL, "tf_copy_into(engine, src, dst) -> None\n\ndst = src elementwise (any strides); same shape and dtype, no overlap\nunless dst is the same view as src (then nothing happens)."},
  {"tf_slice_view", (PyCFunction)(void (*)(void))w_tf_slice_view, METH_FASTCALL, "tf_slice_view(x, starts, stops, steps) -> out\n\nA view of x[starts[i]:stops[i]:steps[i]] per axis (arrays of x's rank;\n0 <= start <= stop <= extent, step >= 1; steps NULL = all 1). Caller owns\n*out."},
  {"tf_cast", (PyCFunction)(void (*)(void))w_tf_cast, METH_FASTCALL, "tf_cast(engine, x, dtype) -> out\n\nA new tensor of dtype holding x converted: real to complex (imaginary part\n0), between precisions (f64 to f32 rounds), or a copy when equal. Complex\nto real is rejected (take TF_UNARY_REAL or TF_UNARY_ABS). Caller owns *out."},
  {"tf_cast_into", (PyCFunction)(void (*)(void))w_tf_cast_into, METH_FASTCALL, "tf_cast_into(engine, x, out) -> None\n\nSame, into out of x's shape; out's dtype is the target."},
  {"tf_concatenate", (PyCFunction)(void (*)(void))w_tf_concatenate, METH_FASTCALL, "tf_concatenate(engine, xs, axis) -> out\n\nout = x_0, ..., x_{n-1} joined along axis (1 <= n <= 64, one dtype, rank\n>= 1, equal extents but along axis)."},
  {"tf_concatenate_into", (PyCFunction)(void (*)(void))w_tf_concatenate_into, METH_FASTCALL, "tf_concatenate_into(engine, xs, axis, out) -> None\n\nout = x_0, ..., x_{n-1} joined along axis (1 <= n <= 64, one dtype, rank\n>= 1, equal extents but along axis)."},
  {"tf_stack", (PyCFunction)(void (*)(void))w_tf_stack, METH_FASTCALL, "tf_stack(engine, xs, axis) -> out\n\nout = x_0, ..., x_{n-1} stacked along a new axis (in [-(rank+1), rank+1)\nof the result) of extent n; every x of one shape and dtype."},
  {"tf_stack_into", (PyCFunction)(void (*)(void))w_tf_stack_into, METH_FASTCALL, "tf_stack_into(engine, xs, axis, out) -> None\n\nout = x_0, ..., x_{n-1} stacked along a new axis (in [-(rank+1), rank+1)\nof the result) of extent n; every x of one shape and dtype."},
  {"tf_pad", (PyCFunction)(void (*)(void))w_tf_pad, METH_FASTCALL, "tf_pad(engine, x, before, after, value) -> out\n\nout = x padded with before[i] and after[i] (>= 0, arrays of x's rank;\nNULL for rank 0) elements equal to value on each side of axis i."},
  {"tf_pad_into", (PyCFunction)(void (*)(void))w_tf_pad_into, METH_FASTCALL, "tf_pad_into(engine, x, before, after, value, out) -> None\n\nout = x padded with before[i] and after[i] (>= 0, arrays of x's rank;\nNULL for rank 0) elements equal to value on each side of axis i."},
  {"tf_diagonal", (PyCFunction)(void (*)(void))w_tf_diagonal, METH_FASTCALL, "tf_diagonal(engine, x, offset, axis1, axis2) -> out\n\nout = the diagonal of x at offset over axes axis1 != axis2 (rank >= 2):\nthose axes removed and the diagonal appended last, elements\nx[..i.., ..i+offset..] (offset < 0: below the main diagonal); its length\nis 0 when offset leaves the plane (NumPy's diagonal)."},
  {"tf_diagonal_into", (PyCFunction)(void (*)(void))w_tf_diagonal_into, METH_FASTCALL, "tf_diagonal_into(engine, x, offset, axis1, axis2, out) -> None\n\nout = the diagonal of x at offset over axes axis1 != axis2 (rank >= 2):\nthose axes removed and the diagonal appended last, elements\nx[..i.., ..i+offset..] (offset < 0: below the main diagonal); its length\nis 0 when offset leaves the plane (NumPy's diagonal)."},
  {"tf_diagonal_view", (PyCFunction)(void (*)(void))w_tf_diagonal_view, METH_FASTCALL, "tf_diagonal_view(x, offset, axis1, axis2) -> out\n\nThe same diagonal as a view of x (no data moves; no engine). Caller owns\n*out."},
  {"tf_diag_embed", (PyCFunction)(void (*)(void))w_tf_diag_embed, METH_FASTCALL, "tf_diag_embed(engine, x, offset, axis1, axis2) -> out\n\nThe inverse placement (PyTorch's diag_embed): x's last axis (extent n,\nrank >= 1) becomes the diagonal at offset of a new plane over result\naxes axis1 != axis2 (in [-(rank+1), rank+1)), both of extent\nn + |offset|; x's other axes fill the remaining result axes in order;\nzeros elsewhere."},
  {"tf_diag_embed_into", (PyCFunction)(void (*)(void))w_tf_diag_embed_into, METH_FASTCALL, "tf_diag_embed_into(engine, x, offset, axis1, axis2, out) -> None\n\nThe inverse placement (PyTorch's diag_embed): x's last axis (extent n,\nrank >= 1) becomes the diagonal at offset of a new plane over result\naxes axis1 != axis2 (in [-(rank+1), rank+1)), both of extent\nn + |offset|; x's other axes fill the remaining result axes in order;\nzeros elsewhere."},
  {"tf_trace", (PyCFunction)(void (*)(void))w_tf_trace, METH_FASTCALL, "tf_trace(engine, x, offset, axis1, axis2) -> out\n\nout = the sum of that diagonal (x's shape without axis1 and axis2; 0 for\nan empty diagonal; NumPy's trace)."},
  {"tf_trace_into", (PyCFunction)(void (*)(void))w_tf_trace_into, METH_FASTCALL, "tf_trace_into(engine, x, offset, axis1, axis2, out) -> None\n\nout = the sum of that diagonal (x's shape without axis1 and axis2; 0 for\nan empty diagonal; NumPy's trace)."},
  {"tf_flip", (PyCFunction)(void (*)(void))w_tf_flip, METH_FASTCALL, "tf_flip(engine, x, axes) -> out\n\nout = x reversed along axes[0..naxes) (no repeats); axes NULL with naxes\n0 reverses every axis, non-NULL axes with naxes 0 none."},
  {"tf_flip_into", (PyCFunction)(void (*)(void))w_tf_flip_into, METH_FASTCALL, "tf_flip_into(engine, x, axes, out) -> None\n\nout = x reversed along axes[0..naxes) (no repeats); axes NULL with naxes\n0 reverses every axis, non-NULL axes with naxes 0 none."},
  {"tf_roll", (PyCFunction)(void (*)(void))w_tf_roll, METH_FASTCALL, "tf_roll(engine, x, shift, axis) -> out\n\nout = x rolled by shift along axis: out[(i + shift) mod n] = x[i] (any\nshift, negative rolls back; one axis per call)."},
  {"tf_roll_into", (PyCFunction)(void (*)(void))w_tf_roll_into, METH_FASTCALL, "tf_roll_into(engine, x, shift, axis, out) -> None\n\nout = x rolled by shift along axis: out[(i + shift) mod n] = x[i] (any\nshift, negative rolls back; one axis per call)."},
  {"tf_tril", (PyCFunction)(void (*)(void))w_tf_tril, METH_FASTCALL, "tf_tril(engine, x, offset) -> out\n\nTriangles of the last two axes (rank >= 2): tf_tril keeps x[.., i, j]\nwith j - i <= offset, tf_triu those with j - i >= offset; zeros elsewhere."},
  {"tf_tril_into", (PyCFunction)(void (*)(void))w_tf_tril_into, METH_FASTCALL, "tf_tril_into(engine, x, offset, out) -> None\n\nTriangles of the last two axes (rank >= 2): tf_tril keeps x[.., i, j]\nwith j - i <= offset, tf_triu those with j - i >= offset; zeros elsewhere."},
  {"tf_triu", (PyCFunction)(void (*)(void))w_tf_triu, METH_FASTCALL, "tf_triu(engine, x, offset) -> out\n\nTriangles of the last two axes (rank >= 2): tf_tril keeps x[.., i, j]\nwith j - i <= offset, tf_triu those with j - i >= offset; zeros elsewhere."},
  {"tf_triu_into", (PyCFunction)(void (*)(void))w_tf_triu_into, METH_FASTCALL, "tf_triu_into(engine, x, offset, out) -> None\n\nTriangles of the last two axes (rank >= 2): tf_tril keeps x[.., i, j]\nwith j - i <= offset, tf_triu those with j - i >= offset; zeros elsewhere."},
  {"tf_broadcast_to_view", (PyCFunction)(void (*)(void))w_tf_broadcast_to_view, METH_FASTCALL, "tf_broadcast_to_view(x, shape) -> out\n\nA view of x broadcast to (ndim, shape) by NumPy's rules (x's axes align\nfrom the right; an extent 1 stretches, with stride 0): no data moves, no\nengine. Such a view is a valid input everywhere, but not an output (an\noutput may not repeat an element). Caller owns *out."},
  {"tf_broadcast_to", (PyCFunction)(void (*)(void))w_tf_broadcast_to, METH_FASTCALL, "tf_broadcast_to(engine, x, shape) -> out\n\nThe same broadcast as a new tensor (or into out of (ndim, shape))."},
  {"tf_broadcast_to_into", (PyCFunction)(void (*)(void))w_tf_broadcast_to_into, METH_FASTCALL, "tf_broadcast_to_into(engine, x, shape, out) -> None\n\nThe same broadcast as a new tensor (or into out of (ndim, shape))."},
  {"tf_compare", (PyCFunction)(void (*)(void))w_tf_compare, METH_FASTCALL, "tf_compare(engine, op, x, y) -> out\n\nx >= y"},
  {"tf_compare_into", (PyCFunction)(void (*)(void))w_tf_compare_into, METH_FASTCALL, "tf_compare_into(engine, op, x, y, out) -> None\n\nx >= y"},
  {"tf_where", (PyCFunction)(void (*)(void))w_tf_where, METH_FASTCALL, "tf_where(engine, mask, a, b) -> out\n\nout = mask != 0 ? a : b elementwise, the three broadcast together (NumPy's\nwhere); mask of a real dtype, a and b of one dtype (out's)."},
  {"tf_where_into", (PyCFunction)(void (*)(void))w_tf_where_into, METH_FASTCALL, "tf_where_into(engine, mask, a, b, out) -> None\n\nout = mask != 0 ? a : b elementwise, the three broadcast together (NumPy's\nwhere); mask of a real dtype, a and b of one dtype (out's)."},
  {"tf_index_select", (PyCFunction)(void (*)(void))w_tf_index_select, METH_FASTCALL, "tf_index_select(engine, x, axis, indices) -> out\n\nout[.., k, ..] = x[.., indices[k], ..] along axis for k < n (n >= 0; out\nhas extent n there; indices may be NULL when n is 0; NumPy's take)."},
  {"tf_index_select_into", (PyCFunction)(void (*)(void))w_tf_index_select_into, METH_FASTCALL, "tf_index_select_into(engine, x, axis, indices, out) -> None\n\nout[.., k, ..] = x[.., indices[k], ..] along axis for k < n (n >= 0; out\nhas extent n there; indices may be NULL when n is 0; NumPy's take)."},
  {"tf_scatter_add", (PyCFunction)(void (*)(void))w_tf_scatter_add, METH_FASTCALL, "tf_scatter_add(engine, x, axis, indices, src) -> out\n\nout = x with src[.., k, ..] added at x[.., indices[k], ..] for k < n (src:\nx's shape with extent n on axis; repeated indices add up; PyTorch's\nindex_add, the adjoint of tf_index_select)."},
  {"tf_scatter_add_into", (PyCFunction)(void (*)(void))w_tf_scatter_add_into, METH_FASTCALL, "tf_scatter_add_into(engine, x, axis, indices, src, out) -> None\n\nout = x with src[.., k, ..] added at x[.., indices[k], ..] for k < n (src:\nx's shape with extent n on axis; repeated indices add up; PyTorch's\nindex_add, the adjoint of tf_index_select)."},
  {"tf_cumsum", (PyCFunction)(void (*)(void))w_tf_cumsum, METH_FASTCALL, "tf_cumsum(engine, x, axis) -> out\n\nRunning sum / product along axis (the sum is sequential, not pairwise)."},
  {"tf_cumsum_into", (PyCFunction)(void (*)(void))w_tf_cumsum_into, METH_FASTCALL, "tf_cumsum_into(engine, x, axis, out) -> None\n\nRunning sum / product along axis (the sum is sequential, not pairwise)."},
  {"tf_cumprod", (PyCFunction)(void (*)(void))w_tf_cumprod, METH_FASTCALL, "tf_cumprod(engine, x, axis) -> out\n\nRunning sum / product along axis (the sum is sequential, not pairwise)."},
  {"tf_cumprod_into", (PyCFunction)(void (*)(void))w_tf_cumprod_into, METH_FASTCALL, "tf_cumprod_into(engine, x, axis, out) -> None\n\nRunning sum / product along axis (the sum is sequential, not pairwise)."},
  {"tf_argmax", (PyCFunction)(void (*)(void))w_tf_argmax, METH_FASTCALL, "tf_argmax(engine, x, axis) -> out\n\nout[i] = the position along axis of the largest (argmax) / smallest\nelement of line i, lines in row-major order of x's shape without axis\n(out holds that many int64_t); the first on ties, the first NaN if any.\nReal dtypes; an empty axis (with lines) is an error."},
  {"tf_argmin", (PyCFunction)(void (*)(void))w_tf_argmin, METH_FASTCALL, "tf_argmin(engine, x, axis) -> out\n\nout[i] = the position along axis of the largest (argmax) / smallest\nelement of line i, lines in row-major order of x's shape without axis\n(out holds that many int64_t); the first on ties, the first NaN if any.\nReal dtypes; an empty axis (with lines) is an error."},
  {"tf_sort", (PyCFunction)(void (*)(void))w_tf_sort, METH_FASTCALL, "tf_sort(engine, x, axis, descending) -> values, indices\n\nvalues = every line along axis sorted (ascending, or descending when\ndescending != 0), stable; NaN ranks above every number (last ascending,\nas NumPy). indices (may be NULL) gets each value's position in x, one\nper element of values. Real dtypes."},
  {"tf_sort_into", (PyCFunction)(void (*)(void))w_tf_sort_into, METH_FASTCALL, "tf_sort_into(engine, x, axis, descending, values) -> indices\n\nvalues = every line along axis sorted (ascending, or descending when\ndescending != 0), stable; NaN ranks above every number (last ascending,\nas NumPy). indices (may be NULL) gets each value's position in x, one\nper element of values. Real dtypes."},
  {"tf_topk", (PyCFunction)(void (*)(void))w_tf_topk, METH_FASTCALL, "tf_topk(engine, x, axis, k, largest) -> values, indices\n\nThe first k (0 <= k <= extent) of that order: the k largest elements of\nevery line (largest != 0, largest first) or the k smallest (smallest\nfirst); values has extent k on axis."},
  {"tf_topk_into", (PyCFunction)(void (*)(void))w_tf_topk_into, METH_FASTCALL, "tf_topk_into(engine, x, axis, k, largest, values) -> indices\n\nThe first k (0 <= k <= extent) of that order: the k largest elements of\nevery line (largest != 0, largest first) or the k smallest (smallest\nfirst); values has extent k on axis."},
  {"tf_tensordot", (PyCFunction)(void (*)(void))w_tf_tensordot, METH_FASTCALL, "tf_tensordot(engine, a, b, axes_a, axes_b, conj_a, conj_b) -> out\n\nTensordot: sums a and b over naxes axis pairs (axis axes_a[i] of a with\naxis axes_b[i] of b; equal extents; negative axes count from the end; no\naxis twice). The result's axes are the free axes of a in order, then the\nfree axes of b (NumPy order); naxes = 0 is the outer product. Nonzero\nconj_a / conj_b conjugate that operand (ignored for real dtypes)."},
  {"tf_tensordot_into", (PyCFunction)(void (*)(void))w_tf_tensordot_into, METH_FASTCALL, "tf_tensordot_into(engine, a, b, axes_a, axes_b, conj_a, conj_b, out) -> None\n\nTensordot: sums a and b over naxes axis pairs (axis axes_a[i] of a with\naxis axes_b[i] of b; equal extents; negative axes count from the end; no\naxis twice). The result's axes are the free axes of a in order, then the\nfree axes of b (NumPy order); naxes = 0 is the outer product. Nonzero\nconj_a / conj_b conjugate that operand (ignored for real dtypes)."},
  {"tf_tensordot_acc", (PyCFunction)(void (*)(void))w_tf_tensordot_acc, METH_FASTCALL, "tf_tensordot_acc(engine, a, b, axes_a, axes_b, conj_a, conj_b, alpha, beta, out) -> None\n\nTensordot: sums a and b over naxes axis pairs (axis axes_a[i] of a with\naxis axes_b[i] of b; equal extents; negative axes count from the end; no\naxis twice). The result's axes are the free axes of a in order, then the\nfree axes of b (NumPy order); naxes = 0 is the outer product. Nonzero\nconj_a / conj_b conjugate that operand (ignored for real dtypes)."},
  {"tf_einsum", (PyCFunction)(void (*)(void))w_tf_einsum, METH_FASTCALL, "tf_einsum(engine, subscripts, operands, options) -> out\n\nEinstein summation over n operands with NumPy subscripts: \"ij,jk->ik\".\nLabels are a-z and A-Z; spaces are ignored. Without \"->\" the output is\nevery label that occurs once, in ASCII order (after \"...\" if present).\nA label repeated in one operand takes its diagonal (\"ii->i\", \"ii->\") and\nneeds equal extents there; labels absent from the output are summed;\nlabels in several operands and in the output are batch axes.\nBroadcasting (NumPy): a label's axes have one extent or extent 1, and an\naxis of extent 1 stretches to the label's extent elsewhere (\"ij,ij->j\"\nwith shapes (10, 2) and (1, 2): out[j] = sum_i a[i][j] * b[0][j]);\nextents that differ and are both != 1 are TF_ERR_SHAPE_MISMATCH. The\nVJP sums a broadcast operand's cotangent over its stretched axes.\n\"...\" stands for the leading-or-middle axes not named, aligned from the\nright and broadcast the same way; an output with \"...\" puts them where\nit says (no axes when no operand has \"...\", as in NumPy: \"ij->...ij\" is\n\"ij->ij\"); an explicit output without \"...\" sums them (as PyTorch does;\nNumPy refuses it): \"...ij->ij\" sums over the leading axes.\nSums of more than 128 terms are pairwise (as NumPy's), so n equal terms\nare off by O(log n) roundings, not O(n); a pairwise step's matrix\nproduct sums as the BLAS does."},
  {"tf_einsum_into", (PyCFunction)(void (*)(void))w_tf_einsum_into, METH_FASTCALL, "tf_einsum_into(engine, subscripts, operands, options, out) -> None\n\nEinstein summation over n operands with NumPy subscripts: \"ij,jk->ik\".\nLabels are a-z and A-Z; spaces are ignored. Without \"->\" the output is\nevery label that occurs once, in ASCII order (after \"...\" if present).\nA label repeated in one operand takes its diagonal (\"ii->i\", \"ii->\") and\nneeds equal extents there; labels absent from the output are summed;\nlabels in several operands and in the output are batch axes.\nBroadcasting (NumPy): a label's axes have one extent or extent 1, and an\naxis of extent 1 stretches to the label's extent elsewhere (\"ij,ij->j\"\nwith shapes (10, 2) and (1, 2): out[j] = sum_i a[i][j] * b[0][j]);\nextents that differ and are both != 1 are TF_ERR_SHAPE_MISMATCH. The\nVJP sums a broadcast operand's cotangent over its stretched axes.\n\"...\" stands for the leading-or-middle axes not named, aligned from the\nright and broadcast the same way; an output with \"...\" puts them where\nit says (no axes when no operand has \"...\", as in NumPy: \"ij->...ij\" is\n\"ij->ij\"); an explicit output without \"...\" sums them (as PyTorch does;\nNumPy refuses it): \"...ij->ij\" sums over the leading axes.\nSums of more than 128 terms are pairwise (as NumPy's), so n equal terms\nare off by O(log n) roundings, not O(n); a pairwise step's matrix\nproduct sums as the BLAS does."},
  {"tf_einsum_acc", (PyCFunction)(void (*)(void))w_tf_einsum_acc, METH_FASTCALL, "tf_einsum_acc(engine, subscripts, operands, options, alpha, beta, out) -> None\n\nEinstein summation over n operands with NumPy subscripts: \"ij,jk->ik\".\nLabels are a-z and A-Z; spaces are ignored. Without \"->\" the output is\nevery label that occurs once, in ASCII order (after \"...\" if present).\nA label repeated in one operand takes its diagonal (\"ii->i\", \"ii->\") and\nneeds equal extents there; labels absent from the output are summed;\nlabels in several operands and in the output are batch axes.\nBroadcasting (NumPy): a label's axes have one extent or extent 1, and an\naxis of extent 1 stretches to the label's extent elsewhere (\"ij,ij->j\"\nwith shapes (10, 2) and (1, 2): out[j] = sum_i a[i][j] * b[0][j]);\nextents that differ and are both != 1 are TF_ERR_SHAPE_MISMATCH. The\nVJP sums a broadcast operand's cotangent over its stretched axes.\n\"...\" stands for the leading-or-middle axes not named, aligned from the\nright and broadcast the same way; an output with \"...\" puts them where\nit says (no axes when no operand has \"...\", as in NumPy: \"ij->...ij\" is\n\"ij->ij\"); an explicit output without \"...\" sums them (as PyTorch does;\nNumPy refuses it): \"...ij->ij\" sums over the leading axes.\nSums of more than 128 terms are pairwise (as NumPy's), so n equal terms\nare off by O(log n) roundings, not O(n); a pairwise step's matrix\nproduct sums as the BLAS does."},
  {"tf_einsum_labels", (PyCFunction)(void (*)(void))w_tf_einsum_labels, METH_FASTCALL, "tf_einsum_labels(engine, operands, labels, out_labels, options) -> out\n\nThe same with integer labels, for callers that build networks in code:\nlabels[i] holds ndim(operands[i]) labels >= 0 (any values, any number of\ndistinct labels; the string form has 52 letters, this form has no label\nlimit). Both forms take up to 2^20 operands (programs and derivative\nrules: 64). out_labels holds out_ndim labels; out_ndim < 0 means\nthe implicit output (labels occurring once, ascending; out_labels may be\nNULL). Extents broadcast as in tf_einsum; there is no ellipsis."},
  {"tf_einsum_labels_into", (PyCFunction)(void (*)(void))w_tf_einsum_labels_into, METH_FASTCALL, "tf_einsum_labels_into(engine, operands, labels, out_labels, options, out) -> None\n\nThe same with integer labels, for callers that build networks in code:\nlabels[i] holds ndim(operands[i]) labels >= 0 (any values, any number of\ndistinct labels; the string form has 52 letters, this form has no label\nlimit). Both forms take up to 2^20 operands (programs and derivative\nrules: 64). out_labels holds out_ndim labels; out_ndim < 0 means\nthe implicit output (labels occurring once, ascending; out_labels may be\nNULL). Extents broadcast as in tf_einsum; there is no ellipsis."},
  {"tf_einsum_labels_acc", (PyCFunction)(void (*)(void))w_tf_einsum_labels_acc, METH_FASTCALL, "tf_einsum_labels_acc(engine, operands, labels, out_labels, options, alpha, beta, out) -> None\n\nThe same with integer labels, for callers that build networks in code:\nlabels[i] holds ndim(operands[i]) labels >= 0 (any values, any number of\ndistinct labels; the string form has 52 letters, this form has no label\nlimit). Both forms take up to 2^20 operands (programs and derivative\nrules: 64). out_labels holds out_ndim labels; out_ndim < 0 means\nthe implicit output (labels occurring once, ascending; out_labels may be\nNULL). Extents broadcast as in tf_einsum; there is no ellipsis."},
  {"tf_einsum_path_create", (PyCFunction)(void (*)(void))w_tf_einsum_path_create, METH_FASTCALL, "tf_einsum_path_create(engine, subscripts, operands, options) -> path\n\nPlans as values. tf_einsum_path_create chooses the order (and slicing)\nthat tf_einsum with the same subscripts, operand dtypes and shapes and\noptions would use, without running it (operands' data is not read); the\nsearch is cached in the engine's plan cache, so the call that follows\ndoes not search again. Caller owns *path (tf_einsum_path_release)."},
  {"tf_einsum_labels_path_create", (PyCFunction)(void (*)(void))w_tf_einsum_labels_path_create, METH_FASTCALL, "tf_einsum_labels_path_create(engine, operands, labels, out_labels, options) -> path\n\nPlans as values. tf_einsum_path_create chooses the order (and slicing)\nthat tf_einsum with the same subscripts, operand dtypes and shapes and\noptions would use, without running it (operands' data is not read); the\nsearch is cached in the engine's plan cache, so the call that follows\ndoes not search again. Caller owns *path (tf_einsum_path_release)."},
  {"tf_einsum_path_info_get", (PyCFunction)(void (*)(void))w_tf_einsum_path_info_get, METH_FASTCALL, "tf_einsum_path_info_get(path) -> info\n\nscratch bytes the call takes (int64_t, not\nsize_t): intermediates and copies alive at\nonce (blocks reused by lifetime), one slice\nat a time"},
  {"tf_einsum_path_pairs", (PyCFunction)(void (*)(void))w_tf_einsum_path_pairs, METH_FASTCALL, "tf_einsum_path_pairs(path, pairs) -> None\n\nThe path: 2 * npairs values in tf_einsum_options.path's linear format,\ninto pairs, an array of len = 2 * npairs entries (len is int32_t, like\nnpairs, not size_t)."},
  {"tf_einsum_path_sliced", (PyCFunction)(void (*)(void))w_tf_einsum_path_sliced, METH_FASTCALL, "tf_einsum_path_sliced(path, labels) -> None\n\nThe sliced labels as the call names them (a character code in the string\nform, the label value in the integer form), into labels, an array of\nlen = nsliced entries (len is int32_t, like nsliced, not size_t)."},
  {"tf_matmul_semiring", (PyCFunction)(void (*)(void))w_tf_matmul_semiring, METH_FASTCALL, "tf_matmul_semiring(engine, semiring, a, b) -> out\n\nout = a (x) b over the last two axes (batch axes broadcast, as\ntf_matmul); caller owns *out."},
  {"tf_matmul_semiring_into", (PyCFunction)(void (*)(void))w_tf_matmul_semiring_into, METH_FASTCALL, "tf_matmul_semiring_into(engine, semiring, a, b, out) -> None\n\nSame into out of the result's shape (any strides, no overlap)."},
  {"tf_matmul_semiring_acc", (PyCFunction)(void (*)(void))w_tf_matmul_semiring_acc, METH_FASTCALL, "tf_matmul_semiring_acc(engine, semiring, op_a, a, op_b, b, alpha, beta, out) -> None\n\nout = (beta (x) out) (+) (alpha (x) op_a(a) (x) op_b(b)) in the semiring."},
  {"tf_matmul_semiring_argmax", (PyCFunction)(void (*)(void))w_tf_matmul_semiring_argmax, METH_FASTCALL, "tf_matmul_semiring_argmax(engine, semiring, op_a, a, op_b, b, out, argmax) -> None\n\nout = op_a(a) (x) op_b(b), and argmax[e] = the k attaining element e\n(lowest k on ties; 0 when no term beats the zero), for the result's\nelements in row-major order (batch..., m, n); argmax_len, the length of\nthe caller's array argmax, is at least their count (int64_t, an element\ncount, not size_t). Not TF_SEMIRING_STANDARD."},
  {"tf_matmul_semiring_vjp", (PyCFunction)(void (*)(void))w_tf_matmul_semiring_vjp, METH_FASTCALL, "tf_matmul_semiring_vjp(engine, semiring, a, b, grad_out, grad_a, grad_b) -> None\n\nVJP of out = a (x) b (tf_matmul_semiring: no op; batch axes broadcast;\nnot TF_SEMIRING_STANDARD, whose VJP is tf_matmul_vjp). Names as in\nsection 11: grad_out (out's shape) is the cotangent of out; it flows only\nto the attaining entries: with k* the argmax of out[i, j],\ngrad_a[i, k*] += grad_out[i, j] (max/min-plus; max-times: times\nb[k*, j]) and grad_b[k*, j] += grad_out[i, j] (max-times: times\na[i, k*]); elements of out equal to the zero pass nothing. grad_a and\ngrad_b (shaped as a and b; either may be NULL: not computed) are\noverwritten."},
  {"tf_tensordot_semiring", (PyCFunction)(void (*)(void))w_tf_tensordot_semiring, METH_FASTCALL, "tf_tensordot_semiring(engine, semiring, a, b, axes_a, axes_b) -> out\n\nTensordot (as tf_tensordot, no conjugation) in the semiring."},
  {"tf_tensordot_semiring_into", (PyCFunction)(void (*)(void))w_tf_tensordot_semiring_into, METH_FASTCALL, "tf_tensordot_semiring_into(engine, semiring, a, b, axes_a, axes_b, out) -> None\n\nTensordot (as tf_tensordot, no conjugation) in the semiring."},
  {"tf_tensordot_semiring_acc", (PyCFunction)(void (*)(void))w_tf_tensordot_semiring_acc, METH_FASTCALL, "tf_tensordot_semiring_acc(engine, semiring, a, b, axes_a, axes_b, alpha, beta, out) -> None\n\nTensordot (as tf_tensordot, no conjugation) in the semiring."},
  {"tf_einsum_semiring_argmax", (PyCFunction)(void (*)(void))w_tf_einsum_semiring_argmax, METH_FASTCALL, "tf_einsum_semiring_argmax(engine, subscripts, operands, options, out, config) -> nsummed\n\nConfiguration recovery: the einsum of options->semiring (not STANDARD)\ninto out, and for each output element (row-major) one optimal assignment\nof every summed label (a label not in the output): config[e * nsummed +\ns] is the index of summed label s, labels in ascending order (character\ncode in the string form, label value in the integer form); *nsummed is\ntheir count; config_len, the length of the caller's array config, is at\nleast numel(out) * nsummed (int64_t, an element count, not size_t;\nconfig may be NULL when that is 0). Each pairwise step of the plan's order keeps the lowest\ncombined index of the labels it sums, so the assignment is deterministic\n(the same on every engine) but not necessarily the lexicographically\nfirst optimum. With an extent-0 label every entry is -1. No \"...\"."},
  {"tf_einsum_labels_semiring_argmax", (PyCFunction)(void (*)(void))w_tf_einsum_labels_semiring_argmax, METH_FASTCALL, "tf_einsum_labels_semiring_argmax(engine, operands, labels, out_labels, options, out, config) -> nsummed\n\nConfiguration recovery: the einsum of options->semiring (not STANDARD)\ninto out, and for each output element (row-major) one optimal assignment\nof every summed label (a label not in the output): config[e * nsummed +\ns] is the index of summed label s, labels in ascending order (character\ncode in the string form, label value in the integer form); *nsummed is\ntheir count; config_len, the length of the caller's array config, is at\nleast numel(out) * nsummed (int64_t, an element count, not size_t;\nconfig may be NULL when that is 0). Each pairwise step of the plan's order keeps the lowest\ncombined index of the labels it sums, so the assignment is deterministic\n(the same on every engine) but not necessarily the lexicographically\nfirst optimum. With an extent-0 label every entry is -1. No \"...\"."},
  {"tf_svd", (PyCFunction)(void (*)(void))w_tf_svd, METH_FASTCALL, "tf_svd(engine, a, options) -> u, s, vh, info\n\nThin SVD a = u diag(s) vh of a (..., m, n): u (..., m, k) with orthonormal\ncolumns, s (..., k) descending and non-negative, vh (..., k, n) with\northonormal rows, k the kept rank. Driver: ?gesdd (divide and conquer);\non non-convergence ?gesvd. options and info may be NULL. The caller owns\n*u, *s and *vh."},
  {"tf_svd_into", (PyCFunction)(void (*)(void))w_tf_svd_into, METH_FASTCALL, "tf_svd_into(engine, a, options, u, s, vh) -> info\n\nSame into caller tensors of capacity c: u (..., m, c), s (..., c),\nvh (..., c, n), any c >= 0. The first k columns/values/rows hold the\nresult, the rest are zeroed; k > c is TF_ERR_INVALID_ARGUMENT with the\noutputs untouched (c = min(m, n) or c >= max_rank always fits)."},
  {"tf_svd_split", (PyCFunction)(void (*)(void))w_tf_svd_split, METH_FASTCALL, "tf_svd_split(engine, a, left_axes, options) -> u, s, vh, info\n\nSVD of a tensor split into (left | right) axes: the left axes are\nleft_axes[0..n_left) in that order (1 <= n_left < rank, distinct), the\nright axes are the others in increasing order. The library permutes and\nreshapes: u is (left extents..., k), s is (k), vh is (k, right\nextents...). No batch axes. The caller owns *u, *s and *vh."},
  {"tf_svd_split_into", (PyCFunction)(void (*)(void))w_tf_svd_split_into, METH_FASTCALL, "tf_svd_split_into(engine, a, left_axes, options, u, s, vh) -> info\n\nSame into caller tensors of capacity c (see tf_svd_into):\nu (left extents..., c), s (c), vh (c, right extents...)."},
  {"tf_qr", (PyCFunction)(void (*)(void))w_tf_qr, METH_FASTCALL, "tf_qr(engine, a, nonneg_diag) -> q, r\n\nThin QR a = q r of a (..., m, n), k = min(m, n): q (..., m, k) with\northonormal columns, r (..., k, n) upper triangular. nonneg_diag != 0 makes\nr's diagonal real and non-negative (q's columns absorb the phases). The\ncaller owns *q and *r."},
  {"tf_qr_into", (PyCFunction)(void (*)(void))w_tf_qr_into, METH_FASTCALL, "tf_qr_into(engine, a, nonneg_diag, q, r) -> None\n\nThin QR a = q r of a (..., m, n), k = min(m, n): q (..., m, k) with\northonormal columns, r (..., k, n) upper triangular. nonneg_diag != 0 makes\nr's diagonal real and non-negative (q's columns absorb the phases). The\ncaller owns *q and *r."},
  {"tf_lq", (PyCFunction)(void (*)(void))w_tf_lq, METH_FASTCALL, "tf_lq(engine, a, nonneg_diag) -> l, q\n\nThin LQ a = l q: l (..., m, k) lower triangular, q (..., k, n) with\northonormal rows; nonneg_diag as for tf_qr (on l's diagonal)."},
  {"tf_lq_into", (PyCFunction)(void (*)(void))w_tf_lq_into, METH_FASTCALL, "tf_lq_into(engine, a, nonneg_diag, l, q) -> None\n\nThin LQ a = l q: l (..., m, k) lower triangular, q (..., k, n) with\northonormal rows; nonneg_diag as for tf_qr (on l's diagonal)."},
  {"tf_eigh", (PyCFunction)(void (*)(void))w_tf_eigh, METH_FASTCALL, "tf_eigh(engine, a) -> w, v\n\nEigen-decomposition of Hermitian (real symmetric) a (..., n, n) given by\nits lower triangle (the strict upper triangle is not used, but must be\nfinite): w (..., n) real, ascending; v (..., n, n) with a v = v diag(w)\nand orthonormal columns. Driver ?syevd / ?heevd. Caller owns *w, *v."},
  {"tf_eigh_into", (PyCFunction)(void (*)(void))w_tf_eigh_into, METH_FASTCALL, "tf_eigh_into(engine, a, w, v) -> None\n\nEigen-decomposition of Hermitian (real symmetric) a (..., n, n) given by\nits lower triangle (the strict upper triangle is not used, but must be\nfinite): w (..., n) real, ascending; v (..., n, n) with a v = v diag(w)\nand orthonormal columns. Driver ?syevd / ?heevd. Caller owns *w, *v."},
  {"tf_eigvalsh", (PyCFunction)(void (*)(void))w_tf_eigvalsh, METH_FASTCALL, "tf_eigvalsh(engine, a) -> w\n\nEigenvalues only (ascending). Caller owns *w."},
  {"tf_eigvalsh_into", (PyCFunction)(void (*)(void))w_tf_eigvalsh_into, METH_FASTCALL, "tf_eigvalsh_into(engine, a, w) -> None\n\nEigenvalues only (ascending). Caller owns *w."},
  {"tf_solve", (PyCFunction)(void (*)(void))w_tf_solve, METH_FASTCALL, "tf_solve(engine, a, b) -> x\n\nSolves a x = b for square a (..., n, n) and b (..., n, r) (?gesv); x is\n(..., n, r). A singular a is TF_ERR_NUMERICAL. Caller owns *x."},
  {"tf_solve_into", (PyCFunction)(void (*)(void))w_tf_solve_into, METH_FASTCALL, "tf_solve_into(engine, a, b, x) -> None\n\nSolves a x = b for square a (..., n, n) and b (..., n, r) (?gesv); x is\n(..., n, r). A singular a is TF_ERR_NUMERICAL. Caller owns *x."},
  {"tf_solve_triangular", (PyCFunction)(void (*)(void))w_tf_solve_triangular, METH_FASTCALL, "tf_solve_triangular(engine, a, b, upper, op, unit_diag) -> x\n\nSolves op(a) x = b for triangular a (upper != 0: its upper triangle,\nelse its lower one; the other is not used), op in {N, T, C}; unit_diag\n!= 0 takes a's diagonal as ones (?trtrs). A zero on the diagonal is\nTF_ERR_NUMERICAL. Caller owns *x."},
  {"tf_solve_triangular_into", (PyCFunction)(void (*)(void))w_tf_solve_triangular_into, METH_FASTCALL, "tf_solve_triangular_into(engine, a, b, upper, op, unit_diag, x) -> None\n\nSolves op(a) x = b for triangular a (upper != 0: its upper triangle,\nelse its lower one; the other is not used), op in {N, T, C}; unit_diag\n!= 0 takes a's diagonal as ones (?trtrs). A zero on the diagonal is\nTF_ERR_NUMERICAL. Caller owns *x."},
  {"tf_cholesky", (PyCFunction)(void (*)(void))w_tf_cholesky, METH_FASTCALL, "tf_cholesky(engine, a) -> l\n\nCholesky factor of Hermitian positive-definite a (..., n, n), read from its\nlower triangle: l (..., n, n) lower triangular (zeros above) with\na = l l^H (?potrf). Not positive definite: TF_ERR_NUMERICAL with the order\nof the failing leading minor. Caller owns *l."},
  {"tf_cholesky_into", (PyCFunction)(void (*)(void))w_tf_cholesky_into, METH_FASTCALL, "tf_cholesky_into(engine, a, l) -> None\n\nCholesky factor of Hermitian positive-definite a (..., n, n), read from its\nlower triangle: l (..., n, n) lower triangular (zeros above) with\na = l l^H (?potrf). Not positive definite: TF_ERR_NUMERICAL with the order\nof the failing leading minor. Caller owns *l."},
  {"tf_lu", (PyCFunction)(void (*)(void))w_tf_lu, METH_FASTCALL, "tf_lu(engine, a, piv) -> lu\n\nLU factorisation with partial pivoting of a (..., m, n), k = min(m, n)\n(?getrf): lu (..., m, n) holds unit-lower L below the diagonal and U on and\nabove it; piv (caller array of piv_count >= batch_items * k entries,\nitem after item) gets 0-based row interchanges: row i was swapped with row\npiv[i], for i = 0, 1, ... in order, so a = P L U. A zero on U's diagonal\nis not an error here. Caller owns *lu."},
  {"tf_lu_into", (PyCFunction)(void (*)(void))w_tf_lu_into, METH_FASTCALL, "tf_lu_into(engine, a, lu, piv) -> None\n\nLU factorisation with partial pivoting of a (..., m, n), k = min(m, n)\n(?getrf): lu (..., m, n) holds unit-lower L below the diagonal and U on and\nabove it; piv (caller array of piv_count >= batch_items * k entries,\nitem after item) gets 0-based row interchanges: row i was swapped with row\npiv[i], for i = 0, 1, ... in order, so a = P L U. A zero on U's diagonal\nis not an error here. Caller owns *lu."},
  {"tf_lu_solve", (PyCFunction)(void (*)(void))w_tf_lu_solve, METH_FASTCALL, "tf_lu_solve(engine, lu, piv, b) -> x\n\nSolves a x = b from tf_lu's square lu (..., n, n) and piv (?getrs);\nb (..., n, r). A zero on U's diagonal is TF_ERR_NUMERICAL; a pivot\noutside 0..n-1 is TF_ERR_INVALID_ARGUMENT. Caller owns *x."},
  {"tf_lu_solve_into", (PyCFunction)(void (*)(void))w_tf_lu_solve_into, METH_FASTCALL, "tf_lu_solve_into(engine, lu, piv, b, x) -> None\n\nSolves a x = b from tf_lu's square lu (..., n, n) and piv (?getrs);\nb (..., n, r). A zero on U's diagonal is TF_ERR_NUMERICAL; a pivot\noutside 0..n-1 is TF_ERR_INVALID_ARGUMENT. Caller owns *x."},
  {"tf_det", (PyCFunction)(void (*)(void))w_tf_det, METH_FASTCALL, "tf_det(engine, a) -> d\n\nDeterminant of square a (..., n, n) from its LU factorisation: d has the\nbatch shape (rank 0 for one matrix) and a's dtype; singular a gives 0,\nthe empty matrix 1. No scaling: may overflow or underflow for large n.\nCaller owns *d."},
  {"tf_det_into", (PyCFunction)(void (*)(void))w_tf_det_into, METH_FASTCALL, "tf_det_into(engine, a, d) -> None\n\nDeterminant of square a (..., n, n) from its LU factorisation: d has the\nbatch shape (rank 0 for one matrix) and a's dtype; singular a gives 0,\nthe empty matrix 1. No scaling: may overflow or underflow for large n.\nCaller owns *d."},
  {"tf_slogdet", (PyCFunction)(void (*)(void))w_tf_slogdet, METH_FASTCALL, "tf_slogdet(engine, a) -> sign, logabsdet\n\nSign and log of |det| of square a (..., n, n) from its LU factorisation:\ndet(a) = sign * exp(logabsdet). sign has the batch shape and a's dtype\n(+-1, or a unit complex number), logabsdet the real dtype; singular a\ngives sign 0 and logabsdet -inf (no error). Caller owns both."},
  {"tf_slogdet_into", (PyCFunction)(void (*)(void))w_tf_slogdet_into, METH_FASTCALL, "tf_slogdet_into(engine, a, sign, logabsdet) -> None\n\nSign and log of |det| of square a (..., n, n) from its LU factorisation:\ndet(a) = sign * exp(logabsdet). sign has the batch shape and a's dtype\n(+-1, or a unit complex number), logabsdet the real dtype; singular a\ngives sign 0 and logabsdet -inf (no error). Caller owns both."},
  {"tf_inv", (PyCFunction)(void (*)(void))w_tf_inv, METH_FASTCALL, "tf_inv(engine, a) -> x\n\nInverse of square a (..., n, n) (?getrf, ?getri). Singular a is\nTF_ERR_NUMERICAL. Caller owns *x."},
  {"tf_inv_into", (PyCFunction)(void (*)(void))w_tf_inv_into, METH_FASTCALL, "tf_inv_into(engine, a, x) -> None\n\nInverse of square a (..., n, n) (?getrf, ?getri). Singular a is\nTF_ERR_NUMERICAL. Caller owns *x."},
  {"tf_lstsq", (PyCFunction)(void (*)(void))w_tf_lstsq, METH_FASTCALL, "tf_lstsq(engine, a, b, rcond, rank) -> x, residuals\n\nLeast squares: x minimises ||a x - b||_2 for every column of b, and among\nthe minimisers has the smallest norm (?gelsd, SVD based): a (..., m, n),\nb (..., m, r), x (..., n, r). Singular values of a at or below\nrcond * s_max count as zero; rcond < 0 takes eps * max(m, n) (eps of a's\nprecision). residuals (..., r) has the real dtype: ||b - a x||^2 of each\ncolumn, computed for every shape and rank (NumPy reports it only for\nm > n at full rank). rank: NULL, or an array of rank_count >= batch\nitems that gets each item's effective rank. Caller owns *x and\n*residuals."},
  {"tf_lstsq_into", (PyCFunction)(void (*)(void))w_tf_lstsq_into, METH_FASTCALL, "tf_lstsq_into(engine, a, b, rcond, x, residuals, rank) -> None\n\nLeast squares: x minimises ||a x - b||_2 for every column of b, and among\nthe minimisers has the smallest norm (?gelsd, SVD based): a (..., m, n),\nb (..., m, r), x (..., n, r). Singular values of a at or below\nrcond * s_max count as zero; rcond < 0 takes eps * max(m, n) (eps of a's\nprecision). residuals (..., r) has the real dtype: ||b - a x||^2 of each\ncolumn, computed for every shape and rank (NumPy reports it only for\nm > n at full rank). rank: NULL, or an array of rank_count >= batch\nitems that gets each item's effective rank. Caller owns *x and\n*residuals."},
  {"tf_pinv", (PyCFunction)(void (*)(void))w_tf_pinv, METH_FASTCALL, "tf_pinv(engine, a, rcond) -> x\n\nMoore-Penrose pseudo-inverse x (..., n, m) of a (..., m, n) through a's\nSVD (?gesdd): x = v diag(1/s_i) u^H over the singular values\ns_i > rcond * s_max (rcond < 0: eps * max(m, n)). A ?gesdd that does not\nconverge is TF_ERR_NUMERICAL. Caller owns *x."},
  {"tf_pinv_into", (PyCFunction)(void (*)(void))w_tf_pinv_into, METH_FASTCALL, "tf_pinv_into(engine, a, rcond, x) -> None\n\nMoore-Penrose pseudo-inverse x (..., n, m) of a (..., m, n) through a's\nSVD (?gesdd): x = v diag(1/s_i) u^H over the singular values\ns_i > rcond * s_max (rcond < 0: eps * max(m, n)). A ?gesdd that does not\nconverge is TF_ERR_NUMERICAL. Caller owns *x."},
  {"tf_matrix_norm", (PyCFunction)(void (*)(void))w_tf_matrix_norm, METH_FASTCALL, "tf_matrix_norm(engine, a, kind) -> out\n\nNorm of every matrix of a (..., m, n): out has a's batch shape (rank 0\nfor one matrix) and the real dtype; an empty matrix has norm 0. The\nnuclear and 2-norms come from ?gesdd's singular values. Caller owns *out."},
  {"tf_matrix_norm_into", (PyCFunction)(void (*)(void))w_tf_matrix_norm_into, METH_FASTCALL, "tf_matrix_norm_into(engine, a, kind, out) -> None\n\nNorm of every matrix of a (..., m, n): out has a's batch shape (rank 0\nfor one matrix) and the real dtype; an empty matrix has norm 0. The\nnuclear and 2-norms come from ?gesdd's singular values. Caller owns *out."},
  {"tf_expm", (PyCFunction)(void (*)(void))w_tf_expm, METH_FASTCALL, "tf_expm(engine, a) -> x\n\nMatrix exponential x = exp(a) of square a (..., n, n): scaling and\nsquaring with a Pade approximant of degree 3 to 13 chosen from a's\n1-norm (Higham 2005), accurate to about the working precision times the\ncondition of exp at a. A result that overflows is TF_ERR_NUMERICAL.\nCaller owns *x."},
  {"tf_expm_into", (PyCFunction)(void (*)(void))w_tf_expm_into, METH_FASTCALL, "tf_expm_into(engine, a, x) -> None\n\nMatrix exponential x = exp(a) of square a (..., n, n): scaling and\nsquaring with a Pade approximant of degree 3 to 13 chosen from a's\n1-norm (Higham 2005), accurate to about the working precision times the\ncondition of exp at a. A result that overflows is TF_ERR_NUMERICAL.\nCaller owns *x."},
  {"tf_eig", (PyCFunction)(void (*)(void))w_tf_eig, METH_FASTCALL, "tf_eig(engine, a) -> w, v\n\nEigen-decomposition of general square a (..., n, n) (?geev, right\neigenvectors): a v = v diag(w). w (..., n) and v (..., n, n) are complex\nfor every input dtype (F32 -> C64, F64 -> C128), in LAPACK's order (not\nsorted; a real matrix's complex-conjugate pairs are adjacent, positive\nimaginary part first), each column of v of unit 2-norm with its largest\ncomponent real. A defective a has a v that is (nearly) singular. A QR\niteration that does not converge is TF_ERR_NUMERICAL. Caller owns *w\nand *v."},
  {"tf_eig_into", (PyCFunction)(void (*)(void))w_tf_eig_into, METH_FASTCALL, "tf_eig_into(engine, a, w, v) -> None\n\nEigen-decomposition of general square a (..., n, n) (?geev, right\neigenvectors): a v = v diag(w). w (..., n) and v (..., n, n) are complex\nfor every input dtype (F32 -> C64, F64 -> C128), in LAPACK's order (not\nsorted; a real matrix's complex-conjugate pairs are adjacent, positive\nimaginary part first), each column of v of unit 2-norm with its largest\ncomponent real. A defective a has a v that is (nearly) singular. A QR\niteration that does not converge is TF_ERR_NUMERICAL. Caller owns *w\nand *v."},
  {"tf_eigvals", (PyCFunction)(void (*)(void))w_tf_eigvals, METH_FASTCALL, "tf_eigvals(engine, a) -> w\n\nEigenvalues only (same order as tf_eig's). Caller owns *w."},
  {"tf_eigvals_into", (PyCFunction)(void (*)(void))w_tf_eigvals_into, METH_FASTCALL, "tf_eigvals_into(engine, a, w) -> None\n\nEigenvalues only (same order as tf_eig's). Caller owns *w."},
  {"tf_einsum_vjp", (PyCFunction)(void (*)(void))w_tf_einsum_vjp, METH_FASTCALL, "tf_einsum_vjp(engine, subscripts, operands, options, grad_out) -> grad_operands\n\nEinsum (section 8): subscripts, n, operands and options as tf_einsum\n(options->semiring must be TF_SEMIRING_STANDARD: TF_ERR_UNSUPPORTED\notherwise). grad_out has the result's shape. The VJP is n einsums, one\nper wanted operand: grad_operands[i] is operand i's cotangent.\n  tf_einsum_vjp: grad_operands is an array of n pointers; a non-NULL\n    grad_operands[i] receives a new tensor (caller owns it), a NULL one\n    is not computed: tf_tensor* grad_a;\n    tf_tensor** grad_operands[3] = {&grad_a, NULL, NULL};\n  tf_einsum_vjp_into: grad_operands is an array of n tensors (or NULL:\n    not computed), each of its operand's shape and dtype.\nThe first call of a signature (the forward's, plus the layouts of\ngrad_out and of each wanted result) derives the adjoint label lists and\nplans each adjoint einsum; the plan cache keeps them, so a repeated call\nruns them without parsing or order search.\nRepeated labels (diagonals, traces) give cotangents that are zero off the\ndiagonal; labels summed inside one operand only give a cotangent constant\nalong those axes."},
  {"tf_einsum_vjp_into", (PyCFunction)(void (*)(void))w_tf_einsum_vjp_into, METH_FASTCALL, "tf_einsum_vjp_into(engine, subscripts, operands, options, grad_out, grad_operands) -> None\n\nEinsum (section 8): subscripts, n, operands and options as tf_einsum\n(options->semiring must be TF_SEMIRING_STANDARD: TF_ERR_UNSUPPORTED\notherwise). grad_out has the result's shape. The VJP is n einsums, one\nper wanted operand: grad_operands[i] is operand i's cotangent.\n  tf_einsum_vjp: grad_operands is an array of n pointers; a non-NULL\n    grad_operands[i] receives a new tensor (caller owns it), a NULL one\n    is not computed: tf_tensor* grad_a;\n    tf_tensor** grad_operands[3] = {&grad_a, NULL, NULL};\n  tf_einsum_vjp_into: grad_operands is an array of n tensors (or NULL:\n    not computed), each of its operand's shape and dtype.\nThe first call of a signature (the forward's, plus the layouts of\ngrad_out and of each wanted result) derives the adjoint label lists and\nplans each adjoint einsum; the plan cache keeps them, so a repeated call\nruns them without parsing or order search.\nRepeated labels (diagonals, traces) give cotangents that are zero off the\ndiagonal; labels summed inside one operand only give a cotangent constant\nalong those axes."},
  {"tf_einsum_jvp", (PyCFunction)(void (*)(void))w_tf_einsum_jvp, METH_FASTCALL, "tf_einsum_jvp(engine, subscripts, operands, options, t_operands) -> t_out\n\nJVP: t_operands is an array of n tangents, one per operand (an entry\nNULL, or t_operands NULL: a zero tangent); *t_out (or t_out) gets the\nresult's tangent, the sum of one einsum per non-zero tangent (zeros when\nevery tangent is zero)."},
  {"tf_einsum_jvp_into", (PyCFunction)(void (*)(void))w_tf_einsum_jvp_into, METH_FASTCALL, "tf_einsum_jvp_into(engine, subscripts, operands, options, t_operands, t_out) -> None\n\nJVP: t_operands is an array of n tangents, one per operand (an entry\nNULL, or t_operands NULL: a zero tangent); *t_out (or t_out) gets the\nresult's tangent, the sum of one einsum per non-zero tangent (zeros when\nevery tangent is zero)."},
  {"tf_einsum_labels_vjp", (PyCFunction)(void (*)(void))w_tf_einsum_labels_vjp, METH_FASTCALL, "tf_einsum_labels_vjp(engine, operands, labels, out_labels, options, grad_out) -> grad_operands\n\nThe same for the integer-label form (tf_einsum_labels)."},
  {"tf_einsum_labels_vjp_into", (PyCFunction)(void (*)(void))w_tf_einsum_labels_vjp_into, METH_FASTCALL, "tf_einsum_labels_vjp_into(engine, operands, labels, out_labels, options, grad_out, grad_operands) -> None\n\nThe same for the integer-label form (tf_einsum_labels)."},
  {"tf_einsum_labels_jvp", (PyCFunction)(void (*)(void))w_tf_einsum_labels_jvp, METH_FASTCALL, "tf_einsum_labels_jvp(engine, operands, labels, out_labels, options, t_operands) -> t_out\n\nThe same for the integer-label form (tf_einsum_labels)."},
  {"tf_einsum_labels_jvp_into", (PyCFunction)(void (*)(void))w_tf_einsum_labels_jvp_into, METH_FASTCALL, "tf_einsum_labels_jvp_into(engine, operands, labels, out_labels, options, t_operands, t_out) -> None\n\nThe same for the integer-label form (tf_einsum_labels)."},
  {"tf_tensordot_vjp", (PyCFunction)(void (*)(void))w_tf_tensordot_vjp, METH_FASTCALL, "tf_tensordot_vjp(engine, a, b, axes_a, axes_b, conj_a, conj_b, grad_out) -> grad_a, grad_b\n\nTensordot (section 8): a, b, naxes, axes and conj flags as tf_tensordot;\ngrad_out has the result's shape. grad_a / grad_b: cotangents of a and b\n(NULL: not computed)."},
  {"tf_tensordot_vjp_into", (PyCFunction)(void (*)(void))w_tf_tensordot_vjp_into, METH_FASTCALL, "tf_tensordot_vjp_into(engine, a, b, axes_a, axes_b, conj_a, conj_b, grad_out, grad_a, grad_b) -> None\n\nTensordot (section 8): a, b, naxes, axes and conj flags as tf_tensordot;\ngrad_out has the result's shape. grad_a / grad_b: cotangents of a and b\n(NULL: not computed)."},
  {"tf_tensordot_jvp", (PyCFunction)(void (*)(void))w_tf_tensordot_jvp, METH_FASTCALL, "tf_tensordot_jvp(engine, a, b, axes_a, axes_b, conj_a, conj_b, t_a, t_b) -> t_out\n\nJVP: t_a, t_b tangents of a and b (NULL = zero); t_out the result's."},
  {"tf_tensordot_jvp_into", (PyCFunction)(void (*)(void))w_tf_tensordot_jvp_into, METH_FASTCALL, "tf_tensordot_jvp_into(engine, a, b, axes_a, axes_b, conj_a, conj_b, t_a, t_b, t_out) -> None\n\nJVP: t_a, t_b tangents of a and b (NULL = zero); t_out the result's."},
  {"tf_matmul_vjp", (PyCFunction)(void (*)(void))w_tf_matmul_vjp, METH_FASTCALL, "tf_matmul_vjp(engine, op_a, a, op_b, b, grad_out) -> grad_a, grad_b\n\nMatrix product (section 6): out = op_a(a) @ op_b(b) with op in {N, T, C}\nand batch broadcasting, as tf_matmul_acc with alpha 1 and beta 0\n(tf_matmul is op_a = op_b = TF_OP_N). A broadcast batch axis of a or b\ngets its cotangent summed over the batch."},
  {"tf_matmul_vjp_into", (PyCFunction)(void (*)(void))w_tf_matmul_vjp_into, METH_FASTCALL, "tf_matmul_vjp_into(engine, op_a, a, op_b, b, grad_out, grad_a, grad_b) -> None\n\nMatrix product (section 6): out = op_a(a) @ op_b(b) with op in {N, T, C}\nand batch broadcasting, as tf_matmul_acc with alpha 1 and beta 0\n(tf_matmul is op_a = op_b = TF_OP_N). A broadcast batch axis of a or b\ngets its cotangent summed over the batch."},
  {"tf_matmul_jvp", (PyCFunction)(void (*)(void))w_tf_matmul_jvp, METH_FASTCALL, "tf_matmul_jvp(engine, op_a, a, op_b, b, t_a, t_b) -> t_out\n\nMatrix product (section 6): out = op_a(a) @ op_b(b) with op in {N, T, C}\nand batch broadcasting, as tf_matmul_acc with alpha 1 and beta 0\n(tf_matmul is op_a = op_b = TF_OP_N). A broadcast batch axis of a or b\ngets its cotangent summed over the batch."},
  {"tf_matmul_jvp_into", (PyCFunction)(void (*)(void))w_tf_matmul_jvp_into, METH_FASTCALL, "tf_matmul_jvp_into(engine, op_a, a, op_b, b, t_a, t_b, t_out) -> None\n\nMatrix product (section 6): out = op_a(a) @ op_b(b) with op in {N, T, C}\nand batch broadcasting, as tf_matmul_acc with alpha 1 and beta 0\n(tf_matmul is op_a = op_b = TF_OP_N). A broadcast batch axis of a or b\ngets its cotangent summed over the batch."},
  {"tf_unary_vjp", (PyCFunction)(void (*)(void))w_tf_unary_vjp, METH_FASTCALL, "tf_unary_vjp(engine, op, x, grad_out) -> grad_x\n\nElementwise maps (section 7): out = op(x), op(x, y), alpha * x or\nalpha * x + beta * y. Broadcast operands of tf_binary and tf_axpby get\ntheir cotangents summed back to their own shapes.\n  unary: holomorphic maps (EXP, LOG, SQRT, SIN, COS, TANH, RECIPROCAL,\n    EXPM1, LOG1P, SIGMOID) give grad_x = conj(f'(x)) * grad_out; NEG,\n    CONJ, REAL and IMAG are linear (IMAG: grad_x = i * grad_out); ABS\n    gives grad_x = sign(x) * grad_out and SIGN of a real x has derivative\n    0 (both 0 at x = 0); SIGN of complex z: grad_x = (grad_out - sign(z)^2\n    conj(grad_out)) / (2|z|), 0 at 0. ABS, REAL and IMAG of complex x take\n    a real grad_out and give a complex grad_x.\n  binary: MAX and MIN share the cotangent equally on ties (x = y); POW:\n    partials y x^(y-1) and x^y log x (the latter 0 where x = 0); ATAN2:\n    partials y / (x^2 + y^2) and -x / (x^2 + y^2), 0 at the origin.\n  scale, axpby: grad_x = conj(alpha) * grad_out,\n    grad_y = conj(beta) * grad_out.\nEvery unary and binary op has a rule, and the program transforms\n(tf_program_vjp / tf_program_jvp) compute the same derivative for the\nsame command (docs/adding-an-operation.md).\nJVPs: t_x / t_y are tangents of x / y (NULL = zero), t_out the result's."},
  {"tf_unary_vjp_into", (PyCFunction)(void (*)(void))w_tf_unary_vjp_into, METH_FASTCALL, "tf_unary_vjp_into(engine, op, x, grad_out, grad_x) -> None\n\nElementwise maps (section 7): out = op(x), op(x, y), alpha * x or\nalpha * x + beta * y. Broadcast operands of tf_binary and tf_axpby get\ntheir cotangents summed back to their own shapes.\n  unary: holomorphic maps (EXP, LOG, SQRT, SIN, COS, TANH, RECIPROCAL,\n    EXPM1, LOG1P, SIGMOID) give grad_x = conj(f'(x)) * grad_out; NEG,\n    CONJ, REAL and IMAG are linear (IMAG: grad_x = i * grad_out); ABS\n    gives grad_x = sign(x) * grad_out and SIGN of a real x has derivative\n    0 (both 0 at x = 0); SIGN of complex z: grad_x = (grad_out - sign(z)^2\n    conj(grad_out)) / (2|z|), 0 at 0. ABS, REAL and IMAG of complex x take\n    a real grad_out and give a complex grad_x.\n  binary: MAX and MIN share the cotangent equally on ties (x = y); POW:\n    partials y x^(y-1) and x^y log x (the latter 0 where x = 0); ATAN2:\n    partials y / (x^2 + y^2) and -x / (x^2 + y^2), 0 at the origin.\n  scale, axpby: grad_x = conj(alpha) * grad_out,\n    grad_y = conj(beta) * grad_out.\nEvery unary and binary op has a rule, and the program transforms\n(tf_program_vjp / tf_program_jvp) compute the same derivative for the\nsame command (docs/adding-an-operation.md).\nJVPs: t_x / t_y are tangents of x / y (NULL = zero), t_out the result's."},
  {"tf_unary_jvp", (PyCFunction)(void (*)(void))w_tf_unary_jvp, METH_FASTCALL, "tf_unary_jvp(engine, op, x, t_x) -> t_out\n\nElementwise maps (section 7): out = op(x), op(x, y), alpha * x or\nalpha * x + beta * y. Broadcast operands of tf_binary and tf_axpby get\ntheir cotangents summed back to their own shapes.\n  unary: holomorphic maps (EXP, LOG, SQRT, SIN, COS, TANH, RECIPROCAL,\n    EXPM1, LOG1P, SIGMOID) give grad_x = conj(f'(x)) * grad_out; NEG,\n    CONJ, REAL and IMAG are linear (IMAG: grad_x = i * grad_out); ABS\n    gives grad_x = sign(x) * grad_out and SIGN of a real x has derivative\n    0 (both 0 at x = 0); SIGN of complex z: grad_x = (grad_out - sign(z)^2\n    conj(grad_out)) / (2|z|), 0 at 0. ABS, REAL and IMAG of complex x take\n    a real grad_out and give a complex grad_x.\n  binary: MAX and MIN share the cotangent equally on ties (x = y); POW:\n    partials y x^(y-1) and x^y log x (the latter 0 where x = 0); ATAN2:\n    partials y / (x^2 + y^2) and -x / (x^2 + y^2), 0 at the origin.\n  scale, axpby: grad_x = conj(alpha) * grad_out,\n    grad_y = conj(beta) * grad_out.\nEvery unary and binary op has a rule, and the program transforms\n(tf_program_vjp / tf_program_jvp) compute the same derivative for the\nsame command (docs/adding-an-operation.md).\nJVPs: t_x / t_y are tangents of x / y (NULL = zero), t_out the result's."},
  {"tf_unary_jvp_into", (PyCFunction)(void (*)(void))w_tf_unary_jvp_into, METH_FASTCALL, "tf_unary_jvp_into(engine, op, x, t_x, t_out) -> None\n\nElementwise maps (section 7): out = op(x), op(x, y), alpha * x or\nalpha * x + beta * y. Broadcast operands of tf_binary and tf_axpby get\ntheir cotangents summed back to their own shapes.\n  unary: holomorphic maps (EXP, LOG, SQRT, SIN, COS, TANH, RECIPROCAL,\n    EXPM1, LOG1P, SIGMOID) give grad_x = conj(f'(x)) * grad_out; NEG,\n    CONJ, REAL and IMAG are linear (IMAG: grad_x = i * grad_out); ABS\n    gives grad_x = sign(x) * grad_out and SIGN of a real x has derivative\n    0 (both 0 at x = 0); SIGN of complex z: grad_x = (grad_out - sign(z)^2\n    conj(grad_out)) / (2|z|), 0 at 0. ABS, REAL and IMAG of complex x take\n    a real grad_out and give a complex grad_x.\n  binary: MAX and MIN share the cotangent equally on ties (x = y); POW:\n    partials y x^(y-1) and x^y log x (the latter 0 where x = 0); ATAN2:\n    partials y / (x^2 + y^2) and -x / (x^2 + y^2), 0 at the origin.\n  scale, axpby: grad_x = conj(alpha) * grad_out,\n    grad_y = conj(beta) * grad_out.\nEvery unary and binary op has a rule, and the program transforms\n(tf_program_vjp / tf_program_jvp) compute the same derivative for the\nsame command (docs/adding-an-operation.md).\nJVPs: t_x / t_y are tangents of x / y (NULL = zero), t_out the result's."},
  {"tf_scale_vjp", (PyCFunction)(void (*)(void))w_tf_scale_vjp, METH_FASTCALL, "tf_scale_vjp(engine, alpha, x, grad_out) -> grad_x\n\nElementwise maps (section 7): out = op(x), op(x, y), alpha * x or\nalpha * x + beta * y. Broadcast operands of tf_binary and tf_axpby get\ntheir cotangents summed back to their own shapes.\n  unary: holomorphic maps (EXP, LOG, SQRT, SIN, COS, TANH, RECIPROCAL,\n    EXPM1, LOG1P, SIGMOID) give grad_x = conj(f'(x)) * grad_out; NEG,\n    CONJ, REAL and IMAG are linear (IMAG: grad_x = i * grad_out); ABS\n    gives grad_x = sign(x) * grad_out and SIGN of a real x has derivative\n    0 (both 0 at x = 0); SIGN of complex z: grad_x = (grad_out - sign(z)^2\n    conj(grad_out)) / (2|z|), 0 at 0. ABS, REAL and IMAG of complex x take\n    a real grad_out and give a complex grad_x.\n  binary: MAX and MIN share the cotangent equally on ties (x = y); POW:\n    partials y x^(y-1) and x^y log x (the latter 0 where x = 0); ATAN2:\n    partials y / (x^2 + y^2) and -x / (x^2 + y^2), 0 at the origin.\n  scale, axpby: grad_x = conj(alpha) * grad_out,\n    grad_y = conj(beta) * grad_out.\nEvery unary and binary op has a rule, and the program transforms\n(tf_program_vjp / tf_program_jvp) compute the same derivative for the\nsame command (docs/adding-an-operation.md).\nJVPs: t_x / t_y are tangents of x / y (NULL = zero), t_out the result's."},
  {"tf_scale_vjp_into", (PyCFunction)(void (*)(void))w_tf_scale_vjp_into, METH_FASTCALL, "tf_scale_vjp_into(engine, alpha, x, grad_out, grad_x) -> None\n\nElementwise maps (section 7): out = op(x), op(x, y), alpha * x or\nalpha * x + beta * y. Broadcast operands of tf_binary and tf_axpby get\ntheir cotangents summed back to their own shapes.\n  unary: holomorphic maps (EXP, LOG, SQRT, SIN, COS, TANH, RECIPROCAL,\n    EXPM1, LOG1P, SIGMOID) give grad_x = conj(f'(x)) * grad_out; NEG,\n    CONJ, REAL and IMAG are linear (IMAG: grad_x = i * grad_out); ABS\n    gives grad_x = sign(x) * grad_out and SIGN of a real x has derivative\n    0 (both 0 at x = 0); SIGN of complex z: grad_x = (grad_out - sign(z)^2\n    conj(grad_out)) / (2|z|), 0 at 0. ABS, REAL and IMAG of complex x take\n    a real grad_out and give a complex grad_x.\n  binary: MAX and MIN share the cotangent equally on ties (x = y); POW:\n    partials y x^(y-1) and x^y log x (the latter 0 where x = 0); ATAN2:\n    partials y / (x^2 + y^2) and -x / (x^2 + y^2), 0 at the origin.\n  scale, axpby: grad_x = conj(alpha) * grad_out,\n    grad_y = conj(beta) * grad_out.\nEvery unary and binary op has a rule, and the program transforms\n(tf_program_vjp / tf_program_jvp) compute the same derivative for the\nsame command (docs/adding-an-operation.md).\nJVPs: t_x / t_y are tangents of x / y (NULL = zero), t_out the result's."},
  {"tf_scale_jvp", (PyCFunction)(void (*)(void))w_tf_scale_jvp, METH_FASTCALL, "tf_scale_jvp(engine, alpha, x, t_x) -> t_out\n\nElementwise maps (section 7): out = op(x), op(x, y), alpha * x or\nalpha * x + beta * y. Broadcast operands of tf_binary and tf_axpby get\ntheir cotangents summed back to their own shapes.\n  unary: holomorphic maps (EXP, LOG, SQRT, SIN, COS, TANH, RECIPROCAL,\n    EXPM1, LOG1P, SIGMOID) give grad_x = conj(f'(x)) * grad_out; NEG,\n    CONJ, REAL and IMAG are linear (IMAG: grad_x = i * grad_out); ABS\n    gives grad_x = sign(x) * grad_out and SIGN of a real x has derivative\n    0 (both 0 at x = 0); SIGN of complex z: grad_x = (grad_out - sign(z)^2\n    conj(grad_out)) / (2|z|), 0 at 0. ABS, REAL and IMAG of complex x take\n    a real grad_out and give a complex grad_x.\n  binary: MAX and MIN share the cotangent equally on ties (x = y); POW:\n    partials y x^(y-1) and x^y log x (the latter 0 where x = 0); ATAN2:\n    partials y / (x^2 + y^2) and -x / (x^2 + y^2), 0 at the origin.\n  scale, axpby: grad_x = conj(alpha) * grad_out,\n    grad_y = conj(beta) * grad_out.\nEvery unary and binary op has a rule, and the program transforms\n(tf_program_vjp / tf_program_jvp) compute the same derivative for the\nsame command (docs/adding-an-operation.md).\nJVPs: t_x / t_y are tangents of x / y (NULL = zero), t_out the result's."},
  {"tf_scale_jvp_into", (PyCFunction)(void (*)(void))w_tf_scale_jvp_into, METH_FASTCALL, "tf_scale_jvp_into(engine, alpha, x, t_x, t_out) -> None\n\nElementwise maps (section 7): out = op(x), op(x, y), alpha * x or\nalpha * x + beta * y. Broadcast operands of tf_binary and tf_axpby get\ntheir cotangents summed back to their own shapes.\n  unary: holomorphic maps (EXP, LOG, SQRT, SIN, COS, TANH, RECIPROCAL,\n    EXPM1, LOG1P, SIGMOID) give grad_x = conj(f'(x)) * grad_out; NEG,\n    CONJ, REAL and IMAG are linear (IMAG: grad_x = i * grad_out); ABS\n    gives grad_x = sign(x) * grad_out and SIGN of a real x has derivative\n    0 (both 0 at x = 0); SIGN of complex z: grad_x = (grad_out - sign(z)^2\n    conj(grad_out)) / (2|z|), 0 at 0. ABS, REAL and IMAG of complex x take\n    a real grad_out and give a complex grad_x.\n  binary: MAX and MIN share the cotangent equally on ties (x = y); POW:\n    partials y x^(y-1) and x^y log x (the latter 0 where x = 0); ATAN2:\n    partials y / (x^2 + y^2) and -x / (x^2 + y^2), 0 at the origin.\n  scale, axpby: grad_x = conj(alpha) * grad_out,\n    grad_y = conj(beta) * grad_out.\nEvery unary and binary op has a rule, and the program transforms\n(tf_program_vjp / tf_program_jvp) compute the same derivative for the\nsame command (docs/adding-an-operation.md).\nJVPs: t_x / t_y are tangents of x / y (NULL = zero), t_out the result's."},
  {"tf_binary_vjp", (PyCFunction)(void (*)(void))w_tf_binary_vjp, METH_FASTCALL, "tf_binary_vjp(engine, op, x, y, grad_out) -> grad_x, grad_y\n\nElementwise maps (section 7): out = op(x), op(x, y), alpha * x or\nalpha * x + beta * y. Broadcast operands of tf_binary and tf_axpby get\ntheir cotangents summed back to their own shapes.\n  unary: holomorphic maps (EXP, LOG, SQRT, SIN, COS, TANH, RECIPROCAL,\n    EXPM1, LOG1P, SIGMOID) give grad_x = conj(f'(x)) * grad_out; NEG,\n    CONJ, REAL and IMAG are linear (IMAG: grad_x = i * grad_out); ABS\n    gives grad_x = sign(x) * grad_out and SIGN of a real x has derivative\n    0 (both 0 at x = 0); SIGN of complex z: grad_x = (grad_out - sign(z)^2\n    conj(grad_out)) / (2|z|), 0 at 0. ABS, REAL and IMAG of complex x take\n    a real grad_out and give a complex grad_x.\n  binary: MAX and MIN share the cotangent equally on ties (x = y); POW:\n    partials y x^(y-1) and x^y log x (the latter 0 where x = 0); ATAN2:\n    partials y / (x^2 + y^2) and -x / (x^2 + y^2), 0 at the origin.\n  scale, axpby: grad_x = conj(alpha) * grad_out,\n    grad_y = conj(beta) * grad_out.\nEvery unary and binary op has a rule, and the program transforms\n(tf_program_vjp / tf_program_jvp) compute the same derivative for the\nsame command (docs/adding-an-operation.md).\nJVPs: t_x / t_y are tangents of x / y (NULL = zero), t_out the result's."},
  {"tf_binary_vjp_into", (PyCFunction)(void (*)(void))w_tf_binary_vjp_into, METH_FASTCALL, "tf_binary_vjp_into(engine, op, x, y, grad_out, grad_x, grad_y) -> None\n\nElementwise maps (section 7): out = op(x), op(x, y), alpha * x or\nalpha * x + beta * y. Broadcast operands of tf_binary and tf_axpby get\ntheir cotangents summed back to their own shapes.\n  unary: holomorphic maps (EXP, LOG, SQRT, SIN, COS, TANH, RECIPROCAL,\n    EXPM1, LOG1P, SIGMOID) give grad_x = conj(f'(x)) * grad_out; NEG,\n    CONJ, REAL and IMAG are linear (IMAG: grad_x = i * grad_out); ABS\n    gives grad_x = sign(x) * grad_out and SIGN of a real x has derivative\n    0 (both 0 at x = 0); SIGN of complex z: grad_x = (grad_out - sign(z)^2\n    conj(grad_out)) / (2|z|), 0 at 0. ABS, REAL and IMAG of complex x take\n    a real grad_out and give a complex grad_x.\n  binary: MAX and MIN share the cotangent equally on ties (x = y); POW:\n    partials y x^(y-1) and x^y log x (the latter 0 where x = 0); ATAN2:\n    partials y / (x^2 + y^2) and -x / (x^2 + y^2), 0 at the origin.\n  scale, axpby: grad_x = conj(alpha) * grad_out,\n    grad_y = conj(beta) * grad_out.\nEvery unary and binary op has a rule, and the program transforms\n(tf_program_vjp / tf_program_jvp) compute the same derivative for the\nsame command (docs/adding-an-operation.md).\nJVPs: t_x / t_y are tangents of x / y (NULL = zero), t_out the result's."},
  {"tf_binary_jvp", (PyCFunction)(void (*)(void))w_tf_binary_jvp, METH_FASTCALL, "tf_binary_jvp(engine, op, x, y, t_x, t_y) -> t_out\n\nElementwise maps (section 7): out = op(x), op(x, y), alpha * x or\nalpha * x + beta * y. Broadcast operands of tf_binary and tf_axpby get\ntheir cotangents summed back to their own shapes.\n  unary: holomorphic maps (EXP, LOG, SQRT, SIN, COS, TANH, RECIPROCAL,\n    EXPM1, LOG1P, SIGMOID) give grad_x = conj(f'(x)) * grad_out; NEG,\n    CONJ, REAL and IMAG are linear (IMAG: grad_x = i * grad_out); ABS\n    gives grad_x = sign(x) * grad_out and SIGN of a real x has derivative\n    0 (both 0 at x = 0); SIGN of complex z: grad_x = (grad_out - sign(z)^2\n    conj(grad_out)) / (2|z|), 0 at 0. ABS, REAL and IMAG of complex x take\n    a real grad_out and give a complex grad_x.\n  binary: MAX and MIN share the cotangent equally on ties (x = y); POW:\n    partials y x^(y-1) and x^y log x (the latter 0 where x = 0); ATAN2:\n    partials y / (x^2 + y^2) and -x / (x^2 + y^2), 0 at the origin.\n  scale, axpby: grad_x = conj(alpha) * grad_out,\n    grad_y = conj(beta) * grad_out.\nEvery unary and binary op has a rule, and the program transforms\n(tf_program_vjp / tf_program_jvp) compute the same derivative for the\nsame command (docs/adding-an-operation.md).\nJVPs: t_x / t_y are tangents of x / y (NULL = zero), t_out the result's."},
  {"tf_binary_jvp_into", (PyCFunction)(void (*)(void))w_tf_binary_jvp_into, METH_FASTCALL, "tf_binary_jvp_into(engine, op, x, y, t_x, t_y, t_out) -> None\n\nElementwise maps (section 7): out = op(x), op(x, y), alpha * x or\nalpha * x + beta * y. Broadcast operands of tf_binary and tf_axpby get\ntheir cotangents summed back to their own shapes.\n  unary: holomorphic maps (EXP, LOG, SQRT, SIN, COS, TANH, RECIPROCAL,\n    EXPM1, LOG1P, SIGMOID) give grad_x = conj(f'(x)) * grad_out; NEG,\n    CONJ, REAL and IMAG are linear (IMAG: grad_x = i * grad_out); ABS\n    gives grad_x = sign(x) * grad_out and SIGN of a real x has derivative\n    0 (both 0 at x = 0); SIGN of complex z: grad_x = (grad_out - sign(z)^2\n    conj(grad_out)) / (2|z|), 0 at 0. ABS, REAL and IMAG of complex x take\n    a real grad_out and give a complex grad_x.\n  binary: MAX and MIN share the cotangent equally on ties (x = y); POW:\n    partials y x^(y-1) and x^y log x (the latter 0 where x = 0); ATAN2:\n    partials y / (x^2 + y^2) and -x / (x^2 + y^2), 0 at the origin.\n  scale, axpby: grad_x = conj(alpha) * grad_out,\n    grad_y = conj(beta) * grad_out.\nEvery unary and binary op has a rule, and the program transforms\n(tf_program_vjp / tf_program_jvp) compute the same derivative for the\nsame command (docs/adding-an-operation.md).\nJVPs: t_x / t_y are tangents of x / y (NULL = zero), t_out the result's."},
  {"tf_axpby_vjp", (PyCFunction)(void (*)(void))w_tf_axpby_vjp, METH_FASTCALL, "tf_axpby_vjp(engine, alpha, x, beta, y, grad_out) -> grad_x, grad_y\n\nElementwise maps (section 7): out = op(x), op(x, y), alpha * x or\nalpha * x + beta * y. Broadcast operands of tf_binary and tf_axpby get\ntheir cotangents summed back to their own shapes.\n  unary: holomorphic maps (EXP, LOG, SQRT, SIN, COS, TANH, RECIPROCAL,\n    EXPM1, LOG1P, SIGMOID) give grad_x = conj(f'(x)) * grad_out; NEG,\n    CONJ, REAL and IMAG are linear (IMAG: grad_x = i * grad_out); ABS\n    gives grad_x = sign(x) * grad_out and SIGN of a real x has derivative\n    0 (both 0 at x = 0); SIGN of complex z: grad_x = (grad_out - sign(z)^2\n    conj(grad_out)) / (2|z|), 0 at 0. ABS, REAL and IMAG of complex x take\n    a real grad_out and give a complex grad_x.\n  binary: MAX and MIN share the cotangent equally on ties (x = y); POW:\n    partials y x^(y-1) and x^y log x (the latter 0 where x = 0); ATAN2:\n    partials y / (x^2 + y^2) and -x / (x^2 + y^2), 0 at the origin.\n  scale, axpby: grad_x = conj(alpha) * grad_out,\n    grad_y = conj(beta) * grad_out.\nEvery unary and binary op has a rule, and the program transforms\n(tf_program_vjp / tf_program_jvp) compute the same derivative for the\nsame command (docs/adding-an-operation.md).\nJVPs: t_x / t_y are tangents of x / y (NULL = zero), t_out the result's."},
  {"tf_axpby_vjp_into", (PyCFunction)(void (*)(void))w_tf_axpby_vjp_into, METH_FASTCALL, "tf_axpby_vjp_into(engine, alpha, x, beta, y, grad_out, grad_x, grad_y) -> None\n\nElementwise maps (section 7): out = op(x), op(x, y), alpha * x or\nalpha * x + beta * y. Broadcast operands of tf_binary and tf_axpby get\ntheir cotangents summed back to their own shapes.\n  unary: holomorphic maps (EXP, LOG, SQRT, SIN, COS, TANH, RECIPROCAL,\n    EXPM1, LOG1P, SIGMOID) give grad_x = conj(f'(x)) * grad_out; NEG,\n    CONJ, REAL and IMAG are linear (IMAG: grad_x = i * grad_out); ABS\n    gives grad_x = sign(x) * grad_out and SIGN of a real x has derivative\n    0 (both 0 at x = 0); SIGN of complex z: grad_x = (grad_out - sign(z)^2\n    conj(grad_out)) / (2|z|), 0 at 0. ABS, REAL and IMAG of complex x take\n    a real grad_out and give a complex grad_x.\n  binary: MAX and MIN share the cotangent equally on ties (x = y); POW:\n    partials y x^(y-1) and x^y log x (the latter 0 where x = 0); ATAN2:\n    partials y / (x^2 + y^2) and -x / (x^2 + y^2), 0 at the origin.\n  scale, axpby: grad_x = conj(alpha) * grad_out,\n    grad_y = conj(beta) * grad_out.\nEvery unary and binary op has a rule, and the program transforms\n(tf_program_vjp / tf_program_jvp) compute the same derivative for the\nsame command (docs/adding-an-operation.md).\nJVPs: t_x / t_y are tangents of x / y (NULL = zero), t_out the result's."},
  {"tf_axpby_jvp", (PyCFunction)(void (*)(void))w_tf_axpby_jvp, METH_FASTCALL, "tf_axpby_jvp(engine, alpha, x, beta, y, t_x, t_y) -> t_out\n\nElementwise maps (section 7): out = op(x), op(x, y), alpha * x or\nalpha * x + beta * y. Broadcast operands of tf_binary and tf_axpby get\ntheir cotangents summed back to their own shapes.\n  unary: holomorphic maps (EXP, LOG, SQRT, SIN, COS, TANH, RECIPROCAL,\n    EXPM1, LOG1P, SIGMOID) give grad_x = conj(f'(x)) * grad_out; NEG,\n    CONJ, REAL and IMAG are linear (IMAG: grad_x = i * grad_out); ABS\n    gives grad_x = sign(x) * grad_out and SIGN of a real x has derivative\n    0 (both 0 at x = 0); SIGN of complex z: grad_x = (grad_out - sign(z)^2\n    conj(grad_out)) / (2|z|), 0 at 0. ABS, REAL and IMAG of complex x take\n    a real grad_out and give a complex grad_x.\n  binary: MAX and MIN share the cotangent equally on ties (x = y); POW:\n    partials y x^(y-1) and x^y log x (the latter 0 where x = 0); ATAN2:\n    partials y / (x^2 + y^2) and -x / (x^2 + y^2), 0 at the origin.\n  scale, axpby: grad_x = conj(alpha) * grad_out,\n    grad_y = conj(beta) * grad_out.\nEvery unary and binary op has a rule, and the program transforms\n(tf_program_vjp / tf_program_jvp) compute the same derivative for the\nsame command (docs/adding-an-operation.md).\nJVPs: t_x / t_y are tangents of x / y (NULL = zero), t_out the result's."},
  {"tf_axpby_jvp_into", (PyCFunction)(void (*)(void))w_tf_axpby_jvp_into, METH_FASTCALL, "tf_axpby_jvp_into(engine, alpha, x, beta, y, t_x, t_y, t_out) -> None\n\nElementwise maps (section 7): out = op(x), op(x, y), alpha * x or\nalpha * x + beta * y. Broadcast operands of tf_binary and tf_axpby get\ntheir cotangents summed back to their own shapes.\n  unary: holomorphic maps (EXP, LOG, SQRT, SIN, COS, TANH, RECIPROCAL,\n    EXPM1, LOG1P, SIGMOID) give grad_x = conj(f'(x)) * grad_out; NEG,\n    CONJ, REAL and IMAG are linear (IMAG: grad_x = i * grad_out); ABS\n    gives grad_x = sign(x) * grad_out and SIGN of a real x has derivative\n    0 (both 0 at x = 0); SIGN of complex z: grad_x = (grad_out - sign(z)^2\n    conj(grad_out)) / (2|z|), 0 at 0. ABS, REAL and IMAG of complex x take\n    a real grad_out and give a complex grad_x.\n  binary: MAX and MIN share the cotangent equally on ties (x = y); POW:\n    partials y x^(y-1) and x^y log x (the latter 0 where x = 0); ATAN2:\n    partials y / (x^2 + y^2) and -x / (x^2 + y^2), 0 at the origin.\n  scale, axpby: grad_x = conj(alpha) * grad_out,\n    grad_y = conj(beta) * grad_out.\nEvery unary and binary op has a rule, and the program transforms\n(tf_program_vjp / tf_program_jvp) compute the same derivative for the\nsame command (docs/adding-an-operation.md).\nJVPs: t_x / t_y are tangents of x / y (NULL = zero), t_out the result's."},
  {"tf_cast_vjp", (PyCFunction)(void (*)(void))w_tf_cast_vjp, METH_FASTCALL, "tf_cast_vjp(engine, x, dtype, grad_out) -> grad_x\n\nCast of x to dtype: grad_out has dtype, grad_x has x's dtype (real to\ncomplex: the real part of grad_out comes back)."},
  {"tf_cast_vjp_into", (PyCFunction)(void (*)(void))w_tf_cast_vjp_into, METH_FASTCALL, "tf_cast_vjp_into(engine, x, dtype, grad_out, grad_x) -> None\n\nCast of x to dtype: grad_out has dtype, grad_x has x's dtype (real to\ncomplex: the real part of grad_out comes back)."},
  {"tf_cast_jvp", (PyCFunction)(void (*)(void))w_tf_cast_jvp, METH_FASTCALL, "tf_cast_jvp(engine, x, dtype, t_x) -> t_out\n\nCast of x to dtype: grad_out has dtype, grad_x has x's dtype (real to\ncomplex: the real part of grad_out comes back)."},
  {"tf_cast_jvp_into", (PyCFunction)(void (*)(void))w_tf_cast_jvp_into, METH_FASTCALL, "tf_cast_jvp_into(engine, x, dtype, t_x, t_out) -> None\n\nCast of x to dtype: grad_out has dtype, grad_x has x's dtype (real to\ncomplex: the real part of grad_out comes back)."},
  {"tf_reduce_vjp", (PyCFunction)(void (*)(void))w_tf_reduce_vjp, METH_FASTCALL, "tf_reduce_vjp(engine, op, x, axes, keepdims, grad_out) -> grad_x\n\nReductions (tf_reduce): op, x, naxes, axes, keepdims as the forward call;\ngrad_out has the reduction's result shape. SUM and MEAN broadcast it\nback; MAX and MIN give it to the extreme elements, shared equally among\nties; FROBENIUS gives grad_x = x * grad_out / |x| (0 where |x| = 0).\nTF_REDUCE_PROD is not differentiable here (TF_ERR_UNSUPPORTED naming it,\nin the program transforms too): its derivative, the product of the other\nelements, is not an elementwise expression where x has zeros."},
  {"tf_reduce_vjp_into", (PyCFunction)(void (*)(void))w_tf_reduce_vjp_into, METH_FASTCALL, "tf_reduce_vjp_into(engine, op, x, axes, keepdims, grad_out, grad_x) -> None\n\nReductions (tf_reduce): op, x, naxes, axes, keepdims as the forward call;\ngrad_out has the reduction's result shape. SUM and MEAN broadcast it\nback; MAX and MIN give it to the extreme elements, shared equally among\nties; FROBENIUS gives grad_x = x * grad_out / |x| (0 where |x| = 0).\nTF_REDUCE_PROD is not differentiable here (TF_ERR_UNSUPPORTED naming it,\nin the program transforms too): its derivative, the product of the other\nelements, is not an elementwise expression where x has zeros."},
  {"tf_reduce_jvp", (PyCFunction)(void (*)(void))w_tf_reduce_jvp, METH_FASTCALL, "tf_reduce_jvp(engine, op, x, axes, keepdims, t_x) -> t_out\n\nReductions (tf_reduce): op, x, naxes, axes, keepdims as the forward call;\ngrad_out has the reduction's result shape. SUM and MEAN broadcast it\nback; MAX and MIN give it to the extreme elements, shared equally among\nties; FROBENIUS gives grad_x = x * grad_out / |x| (0 where |x| = 0).\nTF_REDUCE_PROD is not differentiable here (TF_ERR_UNSUPPORTED naming it,\nin the program transforms too): its derivative, the product of the other\nelements, is not an elementwise expression where x has zeros."},
  {"tf_reduce_jvp_into", (PyCFunction)(void (*)(void))w_tf_reduce_jvp_into, METH_FASTCALL, "tf_reduce_jvp_into(engine, op, x, axes, keepdims, t_x, t_out) -> None\n\nReductions (tf_reduce): op, x, naxes, axes, keepdims as the forward call;\ngrad_out has the reduction's result shape. SUM and MEAN broadcast it\nback; MAX and MIN give it to the extreme elements, shared equally among\nties; FROBENIUS gives grad_x = x * grad_out / |x| (0 where |x| = 0).\nTF_REDUCE_PROD is not differentiable here (TF_ERR_UNSUPPORTED naming it,\nin the program transforms too): its derivative, the product of the other\nelements, is not an elementwise expression where x has zeros."},
  {"tf_dot_vjp", (PyCFunction)(void (*)(void))w_tf_dot_vjp, METH_FASTCALL, "tf_dot_vjp(engine, x, y, grad_out) -> grad_x, grad_y\n\ndot (out = sum x*y) and vdot (out = sum conj(x)*y): grad_out is a\nscalar; the JVP writes the scalar tangent into *t_out. dot:\ngrad_x = conj(y) * grad_out, grad_y = conj(x) * grad_out; vdot:\ngrad_x = y * conj(grad_out), grad_y = x * grad_out."},
  {"tf_dot_vjp_into", (PyCFunction)(void (*)(void))w_tf_dot_vjp_into, METH_FASTCALL, "tf_dot_vjp_into(engine, x, y, grad_out, grad_x, grad_y) -> None\n\ndot (out = sum x*y) and vdot (out = sum conj(x)*y): grad_out is a\nscalar; the JVP writes the scalar tangent into *t_out. dot:\ngrad_x = conj(y) * grad_out, grad_y = conj(x) * grad_out; vdot:\ngrad_x = y * conj(grad_out), grad_y = x * grad_out."},
  {"tf_vdot_vjp", (PyCFunction)(void (*)(void))w_tf_vdot_vjp, METH_FASTCALL, "tf_vdot_vjp(engine, x, y, grad_out) -> grad_x, grad_y\n\ndot (out = sum x*y) and vdot (out = sum conj(x)*y): grad_out is a\nscalar; the JVP writes the scalar tangent into *t_out. dot:\ngrad_x = conj(y) * grad_out, grad_y = conj(x) * grad_out; vdot:\ngrad_x = y * conj(grad_out), grad_y = x * grad_out."},
  {"tf_vdot_vjp_into", (PyCFunction)(void (*)(void))w_tf_vdot_vjp_into, METH_FASTCALL, "tf_vdot_vjp_into(engine, x, y, grad_out, grad_x, grad_y) -> None\n\ndot (out = sum x*y) and vdot (out = sum conj(x)*y): grad_out is a\nscalar; the JVP writes the scalar tangent into *t_out. dot:\ngrad_x = conj(y) * grad_out, grad_y = conj(x) * grad_out; vdot:\ngrad_x = y * conj(grad_out), grad_y = x * grad_out."},
  {"tf_dot_jvp", (PyCFunction)(void (*)(void))w_tf_dot_jvp, METH_FASTCALL, "tf_dot_jvp(engine, x, y, t_x, t_y) -> t_out\n\ndot (out = sum x*y) and vdot (out = sum conj(x)*y): grad_out is a\nscalar; the JVP writes the scalar tangent into *t_out. dot:\ngrad_x = conj(y) * grad_out, grad_y = conj(x) * grad_out; vdot:\ngrad_x = y * conj(grad_out), grad_y = x * grad_out."},
  {"tf_vdot_jvp", (PyCFunction)(void (*)(void))w_tf_vdot_jvp, METH_FASTCALL, "tf_vdot_jvp(engine, x, y, t_x, t_y) -> t_out\n\ndot (out = sum x*y) and vdot (out = sum conj(x)*y): grad_out is a\nscalar; the JVP writes the scalar tangent into *t_out. dot:\ngrad_x = conj(y) * grad_out, grad_y = conj(x) * grad_out; vdot:\ngrad_x = y * conj(grad_out), grad_y = x * grad_out."},
  {"tf_permute_vjp", (PyCFunction)(void (*)(void))w_tf_permute_vjp, METH_FASTCALL, "tf_permute_vjp(engine, x, perm, grad_out) -> grad_x\n\nLayout (section 7). These operations are linear, so their JVP is the\noperation itself applied to the tangent (tf_permute_view(t_x, perm),\ntf_reshape_view, tf_slice_view, tf_contiguous): no separate JVP entry\npoints. The VJPs move grad_out (the result's shape) back to x's shape as\ngrad_x. The allocating forms return a view of grad_out whenever one\nexpresses the result (permute, contiguous always; reshape when\ngrad_out's strides allow): no data moves, and the view shares grad_out's\nmemory (a view of a wrapped tensor borrows the same caller memory).\ntf_slice_vjp writes zeros outside the slice. The _into forms copy."},
  {"tf_permute_vjp_into", (PyCFunction)(void (*)(void))w_tf_permute_vjp_into, METH_FASTCALL, "tf_permute_vjp_into(engine, x, perm, grad_out, grad_x) -> None\n\nLayout (section 7). These operations are linear, so their JVP is the\noperation itself applied to the tangent (tf_permute_view(t_x, perm),\ntf_reshape_view, tf_slice_view, tf_contiguous): no separate JVP entry\npoints. The VJPs move grad_out (the result's shape) back to x's shape as\ngrad_x. The allocating forms return a view of grad_out whenever one\nexpresses the result (permute, contiguous always; reshape when\ngrad_out's strides allow): no data moves, and the view shares grad_out's\nmemory (a view of a wrapped tensor borrows the same caller memory).\ntf_slice_vjp writes zeros outside the slice. The _into forms copy."},
  {"tf_reshape_vjp", (PyCFunction)(void (*)(void))w_tf_reshape_vjp, METH_FASTCALL, "tf_reshape_vjp(engine, x, shape, order, grad_out) -> grad_x\n\nLayout (section 7). These operations are linear, so their JVP is the\noperation itself applied to the tangent (tf_permute_view(t_x, perm),\ntf_reshape_view, tf_slice_view, tf_contiguous): no separate JVP entry\npoints. The VJPs move grad_out (the result's shape) back to x's shape as\ngrad_x. The allocating forms return a view of grad_out whenever one\nexpresses the result (permute, contiguous always; reshape when\ngrad_out's strides allow): no data moves, and the view shares grad_out's\nmemory (a view of a wrapped tensor borrows the same caller memory).\ntf_slice_vjp writes zeros outside the slice. The _into forms copy."},
  {"tf_reshape_vjp_into", (PyCFunction)(void (*)(void))w_tf_reshape_vjp_into, METH_FASTCALL, "tf_reshape_vjp_into(engine, x, shape, order, grad_out, grad_x) -> None\n\nLayout (section 7). These operations are linear, so their JVP is the\noperation itself applied to the tangent (tf_permute_view(t_x, perm),\ntf_reshape_view, tf_slice_view, tf_contiguous): no separate JVP entry\npoints. The VJPs move grad_out (the result's shape) back to x's shape as\ngrad_x. The allocating forms return a view of grad_out whenever one\nexpresses the result (permute, contiguous always; reshape when\ngrad_out's strides allow): no data moves, and the view shares grad_out's\nmemory (a view of a wrapped tensor borrows the same caller memory).\ntf_slice_vjp writes zeros outside the slice. The _into forms copy."},
  {"tf_slice_vjp", (PyCFunction)(void (*)(void))w_tf_slice_vjp, METH_FASTCALL, "tf_slice_vjp(engine, x, starts, stops, steps, grad_out) -> grad_x\n\nLayout (section 7). These operations are linear, so their JVP is the\noperation itself applied to the tangent (tf_permute_view(t_x, perm),\ntf_reshape_view, tf_slice_view, tf_contiguous): no separate JVP entry\npoints. The VJPs move grad_out (the result's shape) back to x's shape as\ngrad_x. The allocating forms return a view of grad_out whenever one\nexpresses the result (permute, contiguous always; reshape when\ngrad_out's strides allow): no data moves, and the view shares grad_out's\nmemory (a view of a wrapped tensor borrows the same caller memory).\ntf_slice_vjp writes zeros outside the slice. The _into forms copy."},
  {"tf_slice_vjp_into", (PyCFunction)(void (*)(void))w_tf_slice_vjp_into, METH_FASTCALL, "tf_slice_vjp_into(engine, x, starts, stops, steps, grad_out, grad_x) -> None\n\nLayout (section 7). These operations are linear, so their JVP is the\noperation itself applied to the tangent (tf_permute_view(t_x, perm),\ntf_reshape_view, tf_slice_view, tf_contiguous): no separate JVP entry\npoints. The VJPs move grad_out (the result's shape) back to x's shape as\ngrad_x. The allocating forms return a view of grad_out whenever one\nexpresses the result (permute, contiguous always; reshape when\ngrad_out's strides allow): no data moves, and the view shares grad_out's\nmemory (a view of a wrapped tensor borrows the same caller memory).\ntf_slice_vjp writes zeros outside the slice. The _into forms copy."},
  {"tf_contiguous_vjp", (PyCFunction)(void (*)(void))w_tf_contiguous_vjp, METH_FASTCALL, "tf_contiguous_vjp(engine, x, layout, grad_out) -> grad_x\n\nLayout (section 7). These operations are linear, so their JVP is the\noperation itself applied to the tangent (tf_permute_view(t_x, perm),\ntf_reshape_view, tf_slice_view, tf_contiguous): no separate JVP entry\npoints. The VJPs move grad_out (the result's shape) back to x's shape as\ngrad_x. The allocating forms return a view of grad_out whenever one\nexpresses the result (permute, contiguous always; reshape when\ngrad_out's strides allow): no data moves, and the view shares grad_out's\nmemory (a view of a wrapped tensor borrows the same caller memory).\ntf_slice_vjp writes zeros outside the slice. The _into forms copy."},
  {"tf_contiguous_vjp_into", (PyCFunction)(void (*)(void))w_tf_contiguous_vjp_into, METH_FASTCALL, "tf_contiguous_vjp_into(engine, x, layout, grad_out, grad_x) -> None\n\nLayout (section 7). These operations are linear, so their JVP is the\noperation itself applied to the tangent (tf_permute_view(t_x, perm),\ntf_reshape_view, tf_slice_view, tf_contiguous): no separate JVP entry\npoints. The VJPs move grad_out (the result's shape) back to x's shape as\ngrad_x. The allocating forms return a view of grad_out whenever one\nexpresses the result (permute, contiguous always; reshape when\ngrad_out's strides allow): no data moves, and the view shares grad_out's\nmemory (a view of a wrapped tensor borrows the same caller memory).\ntf_slice_vjp writes zeros outside the slice. The _into forms copy."},
  {"tf_concatenate_vjp", (PyCFunction)(void (*)(void))w_tf_concatenate_vjp, METH_FASTCALL, "tf_concatenate_vjp(engine, xs, axis, grad_out) -> grad_xs\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_concatenate_vjp_into", (PyCFunction)(void (*)(void))w_tf_concatenate_vjp_into, METH_FASTCALL, "tf_concatenate_vjp_into(engine, xs, axis, grad_out, grad_xs) -> None\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_stack_vjp", (PyCFunction)(void (*)(void))w_tf_stack_vjp, METH_FASTCALL, "tf_stack_vjp(engine, xs, axis, grad_out) -> grad_xs\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_stack_vjp_into", (PyCFunction)(void (*)(void))w_tf_stack_vjp_into, METH_FASTCALL, "tf_stack_vjp_into(engine, xs, axis, grad_out, grad_xs) -> None\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_pad_vjp", (PyCFunction)(void (*)(void))w_tf_pad_vjp, METH_FASTCALL, "tf_pad_vjp(engine, x, before, after, grad_out) -> grad_x\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_pad_vjp_into", (PyCFunction)(void (*)(void))w_tf_pad_vjp_into, METH_FASTCALL, "tf_pad_vjp_into(engine, x, before, after, grad_out, grad_x) -> None\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_diagonal_vjp", (PyCFunction)(void (*)(void))w_tf_diagonal_vjp, METH_FASTCALL, "tf_diagonal_vjp(engine, x, offset, axis1, axis2, grad_out) -> grad_x\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_diagonal_vjp_into", (PyCFunction)(void (*)(void))w_tf_diagonal_vjp_into, METH_FASTCALL, "tf_diagonal_vjp_into(engine, x, offset, axis1, axis2, grad_out, grad_x) -> None\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_diag_embed_vjp", (PyCFunction)(void (*)(void))w_tf_diag_embed_vjp, METH_FASTCALL, "tf_diag_embed_vjp(engine, x, offset, axis1, axis2, grad_out) -> grad_x\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_diag_embed_vjp_into", (PyCFunction)(void (*)(void))w_tf_diag_embed_vjp_into, METH_FASTCALL, "tf_diag_embed_vjp_into(engine, x, offset, axis1, axis2, grad_out, grad_x) -> None\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_trace_vjp", (PyCFunction)(void (*)(void))w_tf_trace_vjp, METH_FASTCALL, "tf_trace_vjp(engine, x, offset, axis1, axis2, grad_out) -> grad_x\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_trace_vjp_into", (PyCFunction)(void (*)(void))w_tf_trace_vjp_into, METH_FASTCALL, "tf_trace_vjp_into(engine, x, offset, axis1, axis2, grad_out, grad_x) -> None\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_flip_vjp", (PyCFunction)(void (*)(void))w_tf_flip_vjp, METH_FASTCALL, "tf_flip_vjp(engine, x, axes, grad_out) -> grad_x\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_flip_vjp_into", (PyCFunction)(void (*)(void))w_tf_flip_vjp_into, METH_FASTCALL, "tf_flip_vjp_into(engine, x, axes, grad_out, grad_x) -> None\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_roll_vjp", (PyCFunction)(void (*)(void))w_tf_roll_vjp, METH_FASTCALL, "tf_roll_vjp(engine, x, shift, axis, grad_out) -> grad_x\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_roll_vjp_into", (PyCFunction)(void (*)(void))w_tf_roll_vjp_into, METH_FASTCALL, "tf_roll_vjp_into(engine, x, shift, axis, grad_out, grad_x) -> None\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_tril_vjp", (PyCFunction)(void (*)(void))w_tf_tril_vjp, METH_FASTCALL, "tf_tril_vjp(engine, x, offset, grad_out) -> grad_x\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_tril_vjp_into", (PyCFunction)(void (*)(void))w_tf_tril_vjp_into, METH_FASTCALL, "tf_tril_vjp_into(engine, x, offset, grad_out, grad_x) -> None\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_triu_vjp", (PyCFunction)(void (*)(void))w_tf_triu_vjp, METH_FASTCALL, "tf_triu_vjp(engine, x, offset, grad_out) -> grad_x\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_triu_vjp_into", (PyCFunction)(void (*)(void))w_tf_triu_vjp_into, METH_FASTCALL, "tf_triu_vjp_into(engine, x, offset, grad_out, grad_x) -> None\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_broadcast_to_vjp", (PyCFunction)(void (*)(void))w_tf_broadcast_to_vjp, METH_FASTCALL, "tf_broadcast_to_vjp(engine, x, shape, grad_out) -> grad_x\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_broadcast_to_vjp_into", (PyCFunction)(void (*)(void))w_tf_broadcast_to_vjp_into, METH_FASTCALL, "tf_broadcast_to_vjp_into(engine, x, shape, grad_out, grad_x) -> None\n\nStructure (section 7). Linear too: the JVP is the operation applied to\nthe tangent. Each VJP takes the forward's arguments, grad_out of the\nresult's shape, and writes grad_x of x's shape: the adjoint map (pad:\nthe interior of grad_out, pad's value gets no cotangent; diagonal: zeros\nwith grad_out on the diagonal; diag_embed: the diagonal of grad_out;\ntrace: grad_out spread along the diagonal; flip: flipped back; roll:\nrolled back; tril/triu: the same triangle; broadcast_to: summed over the\nstretched axes). tf_concatenate_vjp / tf_stack_vjp write one cotangent\nper input, as tf_einsum_vjp does: grad_xs is an array of n pointers\n(allocating form; a NULL entry is not computed) or n tensors (_into; a\nNULL entry is not computed); each is its part of grad_out."},
  {"tf_where_vjp", (PyCFunction)(void (*)(void))w_tf_where_vjp, METH_FASTCALL, "tf_where_vjp(engine, mask, a, b, grad_out) -> grad_a, grad_b\n\nIndexing (section 7). where, index_select, scatter_add and cumsum are\nlinear in their tensor inputs (the mask and the indices are constants),\nso their JVP is the operation on the tangents; cumprod's JVP is not\nprovided (take the VJP). grad_out has the forward result's shape.\n  tf_where_vjp: grad_a = grad_out where mask, grad_b elsewhere, each\n    summed over the axes its operand was broadcast along; NULL: skipped.\n  tf_index_select_vjp: grad_out scattered-added into zeros (repeated\n    indices add up).\n  tf_scatter_add_vjp: grad_x = grad_out, grad_src = grad_out at indices.\n  tf_cumsum_vjp: the reverse running sum of grad_out.\n  tf_cumprod_vjp: exact with zeros in x (O(extent^2) per line).\n  tf_topk_vjp: indices as tf_topk (or tf_sort, k = the extent) wrote\n    them; grad_out added at those positions into zeros."},
  {"tf_where_vjp_into", (PyCFunction)(void (*)(void))w_tf_where_vjp_into, METH_FASTCALL, "tf_where_vjp_into(engine, mask, a, b, grad_out, grad_a, grad_b) -> None\n\nIndexing (section 7). where, index_select, scatter_add and cumsum are\nlinear in their tensor inputs (the mask and the indices are constants),\nso their JVP is the operation on the tangents; cumprod's JVP is not\nprovided (take the VJP). grad_out has the forward result's shape.\n  tf_where_vjp: grad_a = grad_out where mask, grad_b elsewhere, each\n    summed over the axes its operand was broadcast along; NULL: skipped.\n  tf_index_select_vjp: grad_out scattered-added into zeros (repeated\n    indices add up).\n  tf_scatter_add_vjp: grad_x = grad_out, grad_src = grad_out at indices.\n  tf_cumsum_vjp: the reverse running sum of grad_out.\n  tf_cumprod_vjp: exact with zeros in x (O(extent^2) per line).\n  tf_topk_vjp: indices as tf_topk (or tf_sort, k = the extent) wrote\n    them; grad_out added at those positions into zeros."},
  {"tf_index_select_vjp", (PyCFunction)(void (*)(void))w_tf_index_select_vjp, METH_FASTCALL, "tf_index_select_vjp(engine, x, axis, indices, grad_out) -> grad_x\n\nIndexing (section 7). where, index_select, scatter_add and cumsum are\nlinear in their tensor inputs (the mask and the indices are constants),\nso their JVP is the operation on the tangents; cumprod's JVP is not\nprovided (take the VJP). grad_out has the forward result's shape.\n  tf_where_vjp: grad_a = grad_out where mask, grad_b elsewhere, each\n    summed over the axes its operand was broadcast along; NULL: skipped.\n  tf_index_select_vjp: grad_out scattered-added into zeros (repeated\n    indices add up).\n  tf_scatter_add_vjp: grad_x = grad_out, grad_src = grad_out at indices.\n  tf_cumsum_vjp: the reverse running sum of grad_out.\n  tf_cumprod_vjp: exact with zeros in x (O(extent^2) per line).\n  tf_topk_vjp: indices as tf_topk (or tf_sort, k = the extent) wrote\n    them; grad_out added at those positions into zeros."},
  {"tf_index_select_vjp_into", (PyCFunction)(void (*)(void))w_tf_index_select_vjp_into, METH_FASTCALL, "tf_index_select_vjp_into(engine, x, axis, indices, grad_out, grad_x) -> None\n\nIndexing (section 7). where, index_select, scatter_add and cumsum are\nlinear in their tensor inputs (the mask and the indices are constants),\nso their JVP is the operation on the tangents; cumprod's JVP is not\nprovided (take the VJP). grad_out has the forward result's shape.\n  tf_where_vjp: grad_a = grad_out where mask, grad_b elsewhere, each\n    summed over the axes its operand was broadcast along; NULL: skipped.\n  tf_index_select_vjp: grad_out scattered-added into zeros (repeated\n    indices add up).\n  tf_scatter_add_vjp: grad_x = grad_out, grad_src = grad_out at indices.\n  tf_cumsum_vjp: the reverse running sum of grad_out.\n  tf_cumprod_vjp: exact with zeros in x (O(extent^2) per line).\n  tf_topk_vjp: indices as tf_topk (or tf_sort, k = the extent) wrote\n    them; grad_out added at those positions into zeros."},
  {"tf_scatter_add_vjp", (PyCFunction)(void (*)(void))w_tf_scatter_add_vjp, METH_FASTCALL, "tf_scatter_add_vjp(engine, x, axis, indices, src, grad_out) -> grad_x, grad_src\n\nIndexing (section 7). where, index_select, scatter_add and cumsum are\nlinear in their tensor inputs (the mask and the indices are constants),\nso their JVP is the operation on the tangents; cumprod's JVP is not\nprovided (take the VJP). grad_out has the forward result's shape.\n  tf_where_vjp: grad_a = grad_out where mask, grad_b elsewhere, each\n    summed over the axes its operand was broadcast along; NULL: skipped.\n  tf_index_select_vjp: grad_out scattered-added into zeros (repeated\n    indices add up).\n  tf_scatter_add_vjp: grad_x = grad_out, grad_src = grad_out at indices.\n  tf_cumsum_vjp: the reverse running sum of grad_out.\n  tf_cumprod_vjp: exact with zeros in x (O(extent^2) per line).\n  tf_topk_vjp: indices as tf_topk (or tf_sort, k = the extent) wrote\n    them; grad_out added at those positions into zeros."},
  {"tf_scatter_add_vjp_into", (PyCFunction)(void (*)(void))w_tf_scatter_add_vjp_into, METH_FASTCALL, "tf_scatter_add_vjp_into(engine, x, axis, indices, src, grad_out, grad_x, grad_src) -> None\n\nIndexing (section 7). where, index_select, scatter_add and cumsum are\nlinear in their tensor inputs (the mask and the indices are constants),\nso their JVP is the operation on the tangents; cumprod's JVP is not\nprovided (take the VJP). grad_out has the forward result's shape.\n  tf_where_vjp: grad_a = grad_out where mask, grad_b elsewhere, each\n    summed over the axes its operand was broadcast along; NULL: skipped.\n  tf_index_select_vjp: grad_out scattered-added into zeros (repeated\n    indices add up).\n  tf_scatter_add_vjp: grad_x = grad_out, grad_src = grad_out at indices.\n  tf_cumsum_vjp: the reverse running sum of grad_out.\n  tf_cumprod_vjp: exact with zeros in x (O(extent^2) per line).\n  tf_topk_vjp: indices as tf_topk (or tf_sort, k = the extent) wrote\n    them; grad_out added at those positions into zeros."},
  {"tf_cumsum_vjp", (PyCFunction)(void (*)(void))w_tf_cumsum_vjp, METH_FASTCALL, "tf_cumsum_vjp(engine, x, axis, grad_out) -> grad_x\n\nIndexing (section 7). where, index_select, scatter_add and cumsum are\nlinear in their tensor inputs (the mask and the indices are constants),\nso their JVP is the operation on the tangents; cumprod's JVP is not\nprovided (take the VJP). grad_out has the forward result's shape.\n  tf_where_vjp: grad_a = grad_out where mask, grad_b elsewhere, each\n    summed over the axes its operand was broadcast along; NULL: skipped.\n  tf_index_select_vjp: grad_out scattered-added into zeros (repeated\n    indices add up).\n  tf_scatter_add_vjp: grad_x = grad_out, grad_src = grad_out at indices.\n  tf_cumsum_vjp: the reverse running sum of grad_out.\n  tf_cumprod_vjp: exact with zeros in x (O(extent^2) per line).\n  tf_topk_vjp: indices as tf_topk (or tf_sort, k = the extent) wrote\n    them; grad_out added at those positions into zeros."},
  {"tf_cumsum_vjp_into", (PyCFunction)(void (*)(void))w_tf_cumsum_vjp_into, METH_FASTCALL, "tf_cumsum_vjp_into(engine, x, axis, grad_out, grad_x) -> None\n\nIndexing (section 7). where, index_select, scatter_add and cumsum are\nlinear in their tensor inputs (the mask and the indices are constants),\nso their JVP is the operation on the tangents; cumprod's JVP is not\nprovided (take the VJP). grad_out has the forward result's shape.\n  tf_where_vjp: grad_a = grad_out where mask, grad_b elsewhere, each\n    summed over the axes its operand was broadcast along; NULL: skipped.\n  tf_index_select_vjp: grad_out scattered-added into zeros (repeated\n    indices add up).\n  tf_scatter_add_vjp: grad_x = grad_out, grad_src = grad_out at indices.\n  tf_cumsum_vjp: the reverse running sum of grad_out.\n  tf_cumprod_vjp: exact with zeros in x (O(extent^2) per line).\n  tf_topk_vjp: indices as tf_topk (or tf_sort, k = the extent) wrote\n    them; grad_out added at those positions into zeros."},
  {"tf_cumprod_vjp", (PyCFunction)(void (*)(void))w_tf_cumprod_vjp, METH_FASTCALL, "tf_cumprod_vjp(engine, x, axis, grad_out) -> grad_x\n\nIndexing (section 7). where, index_select, scatter_add and cumsum are\nlinear in their tensor inputs (the mask and the indices are constants),\nso their JVP is the operation on the tangents; cumprod's JVP is not\nprovided (take the VJP). grad_out has the forward result's shape.\n  tf_where_vjp: grad_a = grad_out where mask, grad_b elsewhere, each\n    summed over the axes its operand was broadcast along; NULL: skipped.\n  tf_index_select_vjp: grad_out scattered-added into zeros (repeated\n    indices add up).\n  tf_scatter_add_vjp: grad_x = grad_out, grad_src = grad_out at indices.\n  tf_cumsum_vjp: the reverse running sum of grad_out.\n  tf_cumprod_vjp: exact with zeros in x (O(extent^2) per line).\n  tf_topk_vjp: indices as tf_topk (or tf_sort, k = the extent) wrote\n    them; grad_out added at those positions into zeros."},
  {"tf_cumprod_vjp_into", (PyCFunction)(void (*)(void))w_tf_cumprod_vjp_into, METH_FASTCALL, "tf_cumprod_vjp_into(engine, x, axis, grad_out, grad_x) -> None\n\nIndexing (section 7). where, index_select, scatter_add and cumsum are\nlinear in their tensor inputs (the mask and the indices are constants),\nso their JVP is the operation on the tangents; cumprod's JVP is not\nprovided (take the VJP). grad_out has the forward result's shape.\n  tf_where_vjp: grad_a = grad_out where mask, grad_b elsewhere, each\n    summed over the axes its operand was broadcast along; NULL: skipped.\n  tf_index_select_vjp: grad_out scattered-added into zeros (repeated\n    indices add up).\n  tf_scatter_add_vjp: grad_x = grad_out, grad_src = grad_out at indices.\n  tf_cumsum_vjp: the reverse running sum of grad_out.\n  tf_cumprod_vjp: exact with zeros in x (O(extent^2) per line).\n  tf_topk_vjp: indices as tf_topk (or tf_sort, k = the extent) wrote\n    them; grad_out added at those positions into zeros."},
  {"tf_topk_vjp", (PyCFunction)(void (*)(void))w_tf_topk_vjp, METH_FASTCALL, "tf_topk_vjp(engine, x, axis, indices, grad_out) -> grad_x\n\nIndexing (section 7). where, index_select, scatter_add and cumsum are\nlinear in their tensor inputs (the mask and the indices are constants),\nso their JVP is the operation on the tangents; cumprod's JVP is not\nprovided (take the VJP). grad_out has the forward result's shape.\n  tf_where_vjp: grad_a = grad_out where mask, grad_b elsewhere, each\n    summed over the axes its operand was broadcast along; NULL: skipped.\n  tf_index_select_vjp: grad_out scattered-added into zeros (repeated\n    indices add up).\n  tf_scatter_add_vjp: grad_x = grad_out, grad_src = grad_out at indices.\n  tf_cumsum_vjp: the reverse running sum of grad_out.\n  tf_cumprod_vjp: exact with zeros in x (O(extent^2) per line).\n  tf_topk_vjp: indices as tf_topk (or tf_sort, k = the extent) wrote\n    them; grad_out added at those positions into zeros."},
  {"tf_topk_vjp_into", (PyCFunction)(void (*)(void))w_tf_topk_vjp_into, METH_FASTCALL, "tf_topk_vjp_into(engine, x, axis, indices, grad_out, grad_x) -> None\n\nIndexing (section 7). where, index_select, scatter_add and cumsum are\nlinear in their tensor inputs (the mask and the indices are constants),\nso their JVP is the operation on the tangents; cumprod's JVP is not\nprovided (take the VJP). grad_out has the forward result's shape.\n  tf_where_vjp: grad_a = grad_out where mask, grad_b elsewhere, each\n    summed over the axes its operand was broadcast along; NULL: skipped.\n  tf_index_select_vjp: grad_out scattered-added into zeros (repeated\n    indices add up).\n  tf_scatter_add_vjp: grad_x = grad_out, grad_src = grad_out at indices.\n  tf_cumsum_vjp: the reverse running sum of grad_out.\n  tf_cumprod_vjp: exact with zeros in x (O(extent^2) per line).\n  tf_topk_vjp: indices as tf_topk (or tf_sort, k = the extent) wrote\n    them; grad_out added at those positions into zeros."},
  {"tf_svd_vjp", (PyCFunction)(void (*)(void))w_tf_svd_vjp, METH_FASTCALL, "tf_svd_vjp(engine, a, u, s, vh, grad_u, grad_s, grad_vh, options) -> grad_a\n\nSVD a = u diag(s) vh (tf_svd): u (..., m, k), s (..., k), vh (..., k, n)\nas returned, k the kept rank (pass the first k columns/values/rows of an\n_into result of larger capacity, e.g. with tf_slice_view). Truncated (k <\nmin(m, n)): the rule differentiates the kept triplets of a, including\ntheir coupling to the discarded part a - u s vh (solved directly in the\neigenbasis of its min(m, n)-sided Gram matrix). It needs every kept s_j\napart from every discarded singular value: where s_j^2 and a discarded\nvalue's square are within sqrt(eps) s_1^2 of each other (an exact tie\ns_k = s_{k+1}, where no derivative exists, or closer than about 1e-8\nrelative in double, 3e-4 in single precision) both rules give\nTF_ERR_NUMERICAL naming the two values.\nVJP: grad_u, grad_s (real), grad_vh in, grad_a out. JVP: t_a in, t_u,\nt_s (real), t_vh out."},
  {"tf_svd_vjp_into", (PyCFunction)(void (*)(void))w_tf_svd_vjp_into, METH_FASTCALL, "tf_svd_vjp_into(engine, a, u, s, vh, grad_u, grad_s, grad_vh, options, grad_a) -> None\n\nSVD a = u diag(s) vh (tf_svd): u (..., m, k), s (..., k), vh (..., k, n)\nas returned, k the kept rank (pass the first k columns/values/rows of an\n_into result of larger capacity, e.g. with tf_slice_view). Truncated (k <\nmin(m, n)): the rule differentiates the kept triplets of a, including\ntheir coupling to the discarded part a - u s vh (solved directly in the\neigenbasis of its min(m, n)-sided Gram matrix). It needs every kept s_j\napart from every discarded singular value: where s_j^2 and a discarded\nvalue's square are within sqrt(eps) s_1^2 of each other (an exact tie\ns_k = s_{k+1}, where no derivative exists, or closer than about 1e-8\nrelative in double, 3e-4 in single precision) both rules give\nTF_ERR_NUMERICAL naming the two values.\nVJP: grad_u, grad_s (real), grad_vh in, grad_a out. JVP: t_a in, t_u,\nt_s (real), t_vh out."},
  {"tf_svd_jvp", (PyCFunction)(void (*)(void))w_tf_svd_jvp, METH_FASTCALL, "tf_svd_jvp(engine, a, u, s, vh, t_a, options) -> t_u, t_s, t_vh\n\nSVD a = u diag(s) vh (tf_svd): u (..., m, k), s (..., k), vh (..., k, n)\nas returned, k the kept rank (pass the first k columns/values/rows of an\n_into result of larger capacity, e.g. with tf_slice_view). Truncated (k <\nmin(m, n)): the rule differentiates the kept triplets of a, including\ntheir coupling to the discarded part a - u s vh (solved directly in the\neigenbasis of its min(m, n)-sided Gram matrix). It needs every kept s_j\napart from every discarded singular value: where s_j^2 and a discarded\nvalue's square are within sqrt(eps) s_1^2 of each other (an exact tie\ns_k = s_{k+1}, where no derivative exists, or closer than about 1e-8\nrelative in double, 3e-4 in single precision) both rules give\nTF_ERR_NUMERICAL naming the two values.\nVJP: grad_u, grad_s (real), grad_vh in, grad_a out. JVP: t_a in, t_u,\nt_s (real), t_vh out."},
  {"tf_svd_jvp_into", (PyCFunction)(void (*)(void))w_tf_svd_jvp_into, METH_FASTCALL, "tf_svd_jvp_into(engine, a, u, s, vh, t_a, options, t_u, t_s, t_vh) -> None\n\nSVD a = u diag(s) vh (tf_svd): u (..., m, k), s (..., k), vh (..., k, n)\nas returned, k the kept rank (pass the first k columns/values/rows of an\n_into result of larger capacity, e.g. with tf_slice_view). Truncated (k <\nmin(m, n)): the rule differentiates the kept triplets of a, including\ntheir coupling to the discarded part a - u s vh (solved directly in the\neigenbasis of its min(m, n)-sided Gram matrix). It needs every kept s_j\napart from every discarded singular value: where s_j^2 and a discarded\nvalue's square are within sqrt(eps) s_1^2 of each other (an exact tie\ns_k = s_{k+1}, where no derivative exists, or closer than about 1e-8\nrelative in double, 3e-4 in single precision) both rules give\nTF_ERR_NUMERICAL naming the two values.\nVJP: grad_u, grad_s (real), grad_vh in, grad_a out. JVP: t_a in, t_u,\nt_s (real), t_vh out."},
  {"tf_qr_vjp", (PyCFunction)(void (*)(void))w_tf_qr_vjp, METH_FASTCALL, "tf_qr_vjp(engine, a, q, r, grad_q, grad_r) -> grad_a\n\nQR a = q r and LQ a = l q (tf_qr / tf_lq, either diagonal convention).\nVJP: grad_q, grad_r (grad_l, grad_q) in, grad_a out. JVP: t_a in, t_q,\nt_r (t_l, t_q) out. a must have full rank (min(m, n)); else\nTF_ERR_NUMERICAL."},
  {"tf_qr_vjp_into", (PyCFunction)(void (*)(void))w_tf_qr_vjp_into, METH_FASTCALL, "tf_qr_vjp_into(engine, a, q, r, grad_q, grad_r, grad_a) -> None\n\nQR a = q r and LQ a = l q (tf_qr / tf_lq, either diagonal convention).\nVJP: grad_q, grad_r (grad_l, grad_q) in, grad_a out. JVP: t_a in, t_q,\nt_r (t_l, t_q) out. a must have full rank (min(m, n)); else\nTF_ERR_NUMERICAL."},
  {"tf_qr_jvp", (PyCFunction)(void (*)(void))w_tf_qr_jvp, METH_FASTCALL, "tf_qr_jvp(engine, a, q, r, t_a) -> t_q, t_r\n\nQR a = q r and LQ a = l q (tf_qr / tf_lq, either diagonal convention).\nVJP: grad_q, grad_r (grad_l, grad_q) in, grad_a out. JVP: t_a in, t_q,\nt_r (t_l, t_q) out. a must have full rank (min(m, n)); else\nTF_ERR_NUMERICAL."},
  {"tf_qr_jvp_into", (PyCFunction)(void (*)(void))w_tf_qr_jvp_into, METH_FASTCALL, "tf_qr_jvp_into(engine, a, q, r, t_a, t_q, t_r) -> None\n\nQR a = q r and LQ a = l q (tf_qr / tf_lq, either diagonal convention).\nVJP: grad_q, grad_r (grad_l, grad_q) in, grad_a out. JVP: t_a in, t_q,\nt_r (t_l, t_q) out. a must have full rank (min(m, n)); else\nTF_ERR_NUMERICAL."},
  {"tf_lq_vjp", (PyCFunction)(void (*)(void))w_tf_lq_vjp, METH_FASTCALL, "tf_lq_vjp(engine, a, l, q, grad_l, grad_q) -> grad_a\n\nQR a = q r and LQ a = l q (tf_qr / tf_lq, either diagonal convention).\nVJP: grad_q, grad_r (grad_l, grad_q) in, grad_a out. JVP: t_a in, t_q,\nt_r (t_l, t_q) out. a must have full rank (min(m, n)); else\nTF_ERR_NUMERICAL."},
  {"tf_lq_vjp_into", (PyCFunction)(void (*)(void))w_tf_lq_vjp_into, METH_FASTCALL, "tf_lq_vjp_into(engine, a, l, q, grad_l, grad_q, grad_a) -> None\n\nQR a = q r and LQ a = l q (tf_qr / tf_lq, either diagonal convention).\nVJP: grad_q, grad_r (grad_l, grad_q) in, grad_a out. JVP: t_a in, t_q,\nt_r (t_l, t_q) out. a must have full rank (min(m, n)); else\nTF_ERR_NUMERICAL."},
  {"tf_lq_jvp", (PyCFunction)(void (*)(void))w_tf_lq_jvp, METH_FASTCALL, "tf_lq_jvp(engine, a, l, q, t_a) -> t_l, t_q\n\nQR a = q r and LQ a = l q (tf_qr / tf_lq, either diagonal convention).\nVJP: grad_q, grad_r (grad_l, grad_q) in, grad_a out. JVP: t_a in, t_q,\nt_r (t_l, t_q) out. a must have full rank (min(m, n)); else\nTF_ERR_NUMERICAL."},
  {"tf_lq_jvp_into", (PyCFunction)(void (*)(void))w_tf_lq_jvp_into, METH_FASTCALL, "tf_lq_jvp_into(engine, a, l, q, t_a, t_l, t_q) -> None\n\nQR a = q r and LQ a = l q (tf_qr / tf_lq, either diagonal convention).\nVJP: grad_q, grad_r (grad_l, grad_q) in, grad_a out. JVP: t_a in, t_q,\nt_r (t_l, t_q) out. a must have full rank (min(m, n)); else\nTF_ERR_NUMERICAL."},
  {"tf_eigh_vjp", (PyCFunction)(void (*)(void))w_tf_eigh_vjp, METH_FASTCALL, "tf_eigh_vjp(engine, a, w, v, grad_w, grad_v, options) -> grad_a\n\nHermitian eigen-decomposition a v = v diag(w) (tf_eigh). VJP: grad_w\n(real), grad_v in, grad_a out. JVP: t_a in (lower triangle read), t_w\n(real), t_v out. The eigvalsh forms take only w and compute the\neigenvectors they need (one tf_eigh, allocated from the pool: use\ntf_eigh_vjp with grad_v = NULL if you have v)."},
  {"tf_eigh_vjp_into", (PyCFunction)(void (*)(void))w_tf_eigh_vjp_into, METH_FASTCALL, "tf_eigh_vjp_into(engine, a, w, v, grad_w, grad_v, options, grad_a) -> None\n\nHermitian eigen-decomposition a v = v diag(w) (tf_eigh). VJP: grad_w\n(real), grad_v in, grad_a out. JVP: t_a in (lower triangle read), t_w\n(real), t_v out. The eigvalsh forms take only w and compute the\neigenvectors they need (one tf_eigh, allocated from the pool: use\ntf_eigh_vjp with grad_v = NULL if you have v)."},
  {"tf_eigh_jvp", (PyCFunction)(void (*)(void))w_tf_eigh_jvp, METH_FASTCALL, "tf_eigh_jvp(engine, a, w, v, t_a, options) -> t_w, t_v\n\nHermitian eigen-decomposition a v = v diag(w) (tf_eigh). VJP: grad_w\n(real), grad_v in, grad_a out. JVP: t_a in (lower triangle read), t_w\n(real), t_v out. The eigvalsh forms take only w and compute the\neigenvectors they need (one tf_eigh, allocated from the pool: use\ntf_eigh_vjp with grad_v = NULL if you have v)."},
  {"tf_eigh_jvp_into", (PyCFunction)(void (*)(void))w_tf_eigh_jvp_into, METH_FASTCALL, "tf_eigh_jvp_into(engine, a, w, v, t_a, options, t_w, t_v) -> None\n\nHermitian eigen-decomposition a v = v diag(w) (tf_eigh). VJP: grad_w\n(real), grad_v in, grad_a out. JVP: t_a in (lower triangle read), t_w\n(real), t_v out. The eigvalsh forms take only w and compute the\neigenvectors they need (one tf_eigh, allocated from the pool: use\ntf_eigh_vjp with grad_v = NULL if you have v)."},
  {"tf_eigvalsh_vjp", (PyCFunction)(void (*)(void))w_tf_eigvalsh_vjp, METH_FASTCALL, "tf_eigvalsh_vjp(engine, a, w, grad_w) -> grad_a\n\nHermitian eigen-decomposition a v = v diag(w) (tf_eigh). VJP: grad_w\n(real), grad_v in, grad_a out. JVP: t_a in (lower triangle read), t_w\n(real), t_v out. The eigvalsh forms take only w and compute the\neigenvectors they need (one tf_eigh, allocated from the pool: use\ntf_eigh_vjp with grad_v = NULL if you have v)."},
  {"tf_eigvalsh_vjp_into", (PyCFunction)(void (*)(void))w_tf_eigvalsh_vjp_into, METH_FASTCALL, "tf_eigvalsh_vjp_into(engine, a, w, grad_w, grad_a) -> None\n\nHermitian eigen-decomposition a v = v diag(w) (tf_eigh). VJP: grad_w\n(real), grad_v in, grad_a out. JVP: t_a in (lower triangle read), t_w\n(real), t_v out. The eigvalsh forms take only w and compute the\neigenvectors they need (one tf_eigh, allocated from the pool: use\ntf_eigh_vjp with grad_v = NULL if you have v)."},
  {"tf_eigvalsh_jvp", (PyCFunction)(void (*)(void))w_tf_eigvalsh_jvp, METH_FASTCALL, "tf_eigvalsh_jvp(engine, a, w, t_a) -> t_w\n\nHermitian eigen-decomposition a v = v diag(w) (tf_eigh). VJP: grad_w\n(real), grad_v in, grad_a out. JVP: t_a in (lower triangle read), t_w\n(real), t_v out. The eigvalsh forms take only w and compute the\neigenvectors they need (one tf_eigh, allocated from the pool: use\ntf_eigh_vjp with grad_v = NULL if you have v)."},
  {"tf_eigvalsh_jvp_into", (PyCFunction)(void (*)(void))w_tf_eigvalsh_jvp_into, METH_FASTCALL, "tf_eigvalsh_jvp_into(engine, a, w, t_a, t_w) -> None\n\nHermitian eigen-decomposition a v = v diag(w) (tf_eigh). VJP: grad_w\n(real), grad_v in, grad_a out. JVP: t_a in (lower triangle read), t_w\n(real), t_v out. The eigvalsh forms take only w and compute the\neigenvectors they need (one tf_eigh, allocated from the pool: use\ntf_eigh_vjp with grad_v = NULL if you have v)."},
  {"tf_solve_vjp", (PyCFunction)(void (*)(void))w_tf_solve_vjp, METH_FASTCALL, "tf_solve_vjp(engine, a, b, x, grad_x) -> grad_a, grad_b\n\nx = a^-1 b (tf_solve). VJP: grad_x gives grad_b = a^-H grad_x and\ngrad_a = -grad_b x^H. JVP: t_a, t_b give t_x = a^-1 (t_b - t_a x)."},
  {"tf_solve_vjp_into", (PyCFunction)(void (*)(void))w_tf_solve_vjp_into, METH_FASTCALL, "tf_solve_vjp_into(engine, a, b, x, grad_x, grad_a, grad_b) -> None\n\nx = a^-1 b (tf_solve). VJP: grad_x gives grad_b = a^-H grad_x and\ngrad_a = -grad_b x^H. JVP: t_a, t_b give t_x = a^-1 (t_b - t_a x)."},
  {"tf_solve_jvp", (PyCFunction)(void (*)(void))w_tf_solve_jvp, METH_FASTCALL, "tf_solve_jvp(engine, a, b, x, t_a, t_b) -> t_x\n\nx = a^-1 b (tf_solve). VJP: grad_x gives grad_b = a^-H grad_x and\ngrad_a = -grad_b x^H. JVP: t_a, t_b give t_x = a^-1 (t_b - t_a x)."},
  {"tf_solve_jvp_into", (PyCFunction)(void (*)(void))w_tf_solve_jvp_into, METH_FASTCALL, "tf_solve_jvp_into(engine, a, b, x, t_a, t_b, t_x) -> None\n\nx = a^-1 b (tf_solve). VJP: grad_x gives grad_b = a^-H grad_x and\ngrad_a = -grad_b x^H. JVP: t_a, t_b give t_x = a^-1 (t_b - t_a x)."},
  {"tf_solve_triangular_vjp", (PyCFunction)(void (*)(void))w_tf_solve_triangular_vjp, METH_FASTCALL, "tf_solve_triangular_vjp(engine, a, b, upper, op, unit_diag, x, grad_x) -> grad_a, grad_b\n\nx = op(a)^-1 b (tf_solve_triangular, same upper, op, unit_diag), names\nas tf_solve_vjp / tf_solve_jvp: grad_a lives on the triangle the forward\ncall reads (strictly, with unit_diag), and only that triangle of t_a is\nread."},
  {"tf_solve_triangular_vjp_into", (PyCFunction)(void (*)(void))w_tf_solve_triangular_vjp_into, METH_FASTCALL, "tf_solve_triangular_vjp_into(engine, a, b, upper, op, unit_diag, x, grad_x, grad_a, grad_b) -> None\n\nx = op(a)^-1 b (tf_solve_triangular, same upper, op, unit_diag), names\nas tf_solve_vjp / tf_solve_jvp: grad_a lives on the triangle the forward\ncall reads (strictly, with unit_diag), and only that triangle of t_a is\nread."},
  {"tf_solve_triangular_jvp", (PyCFunction)(void (*)(void))w_tf_solve_triangular_jvp, METH_FASTCALL, "tf_solve_triangular_jvp(engine, a, b, upper, op, unit_diag, x, t_a, t_b) -> t_x\n\nx = op(a)^-1 b (tf_solve_triangular, same upper, op, unit_diag), names\nas tf_solve_vjp / tf_solve_jvp: grad_a lives on the triangle the forward\ncall reads (strictly, with unit_diag), and only that triangle of t_a is\nread."},
  {"tf_solve_triangular_jvp_into", (PyCFunction)(void (*)(void))w_tf_solve_triangular_jvp_into, METH_FASTCALL, "tf_solve_triangular_jvp_into(engine, a, b, upper, op, unit_diag, x, t_a, t_b, t_x) -> None\n\nx = op(a)^-1 b (tf_solve_triangular, same upper, op, unit_diag), names\nas tf_solve_vjp / tf_solve_jvp: grad_a lives on the triangle the forward\ncall reads (strictly, with unit_diag), and only that triangle of t_a is\nread."},
  {"tf_cholesky_vjp", (PyCFunction)(void (*)(void))w_tf_cholesky_vjp, METH_FASTCALL, "tf_cholesky_vjp(engine, a, l, grad_l) -> grad_a\n\na = l l^H (tf_cholesky; l's strict upper triangle is not read). VJP:\ngrad_l in, grad_a out. JVP: t_a in (lower triangle read), t_l out."},
  {"tf_cholesky_vjp_into", (PyCFunction)(void (*)(void))w_tf_cholesky_vjp_into, METH_FASTCALL, "tf_cholesky_vjp_into(engine, a, l, grad_l, grad_a) -> None\n\na = l l^H (tf_cholesky; l's strict upper triangle is not read). VJP:\ngrad_l in, grad_a out. JVP: t_a in (lower triangle read), t_l out."},
  {"tf_cholesky_jvp", (PyCFunction)(void (*)(void))w_tf_cholesky_jvp, METH_FASTCALL, "tf_cholesky_jvp(engine, a, l, t_a) -> t_l\n\na = l l^H (tf_cholesky; l's strict upper triangle is not read). VJP:\ngrad_l in, grad_a out. JVP: t_a in (lower triangle read), t_l out."},
  {"tf_cholesky_jvp_into", (PyCFunction)(void (*)(void))w_tf_cholesky_jvp_into, METH_FASTCALL, "tf_cholesky_jvp_into(engine, a, l, t_a, t_l) -> None\n\na = l l^H (tf_cholesky; l's strict upper triangle is not read). VJP:\ngrad_l in, grad_a out. JVP: t_a in (lower triangle read), t_l out."},
  {"tf_lu_vjp", (PyCFunction)(void (*)(void))w_tf_lu_vjp, METH_FASTCALL, "tf_lu_vjp(engine, a, lu, piv, grad_lu) -> grad_a\n\na = P L U (tf_lu of a square a; lu packed, piv and piv_count as tf_lu\ntook them). VJP: grad_lu, the cotangent of the packed lu (its strict\nlower part is L's, the rest U's), in; grad_a out. JVP: t_a in, t_lu\n(packed the same way) out."},
  {"tf_lu_vjp_into", (PyCFunction)(void (*)(void))w_tf_lu_vjp_into, METH_FASTCALL, "tf_lu_vjp_into(engine, a, lu, piv, grad_lu, grad_a) -> None\n\na = P L U (tf_lu of a square a; lu packed, piv and piv_count as tf_lu\ntook them). VJP: grad_lu, the cotangent of the packed lu (its strict\nlower part is L's, the rest U's), in; grad_a out. JVP: t_a in, t_lu\n(packed the same way) out."},
  {"tf_lu_jvp", (PyCFunction)(void (*)(void))w_tf_lu_jvp, METH_FASTCALL, "tf_lu_jvp(engine, a, lu, piv, t_a) -> t_lu\n\na = P L U (tf_lu of a square a; lu packed, piv and piv_count as tf_lu\ntook them). VJP: grad_lu, the cotangent of the packed lu (its strict\nlower part is L's, the rest U's), in; grad_a out. JVP: t_a in, t_lu\n(packed the same way) out."},
  {"tf_lu_jvp_into", (PyCFunction)(void (*)(void))w_tf_lu_jvp_into, METH_FASTCALL, "tf_lu_jvp_into(engine, a, lu, piv, t_a, t_lu) -> None\n\na = P L U (tf_lu of a square a; lu packed, piv and piv_count as tf_lu\ntook them). VJP: grad_lu, the cotangent of the packed lu (its strict\nlower part is L's, the rest U's), in; grad_a out. JVP: t_a in, t_lu\n(packed the same way) out."},
  {"tf_inv_vjp", (PyCFunction)(void (*)(void))w_tf_inv_vjp, METH_FASTCALL, "tf_inv_vjp(engine, a, x, grad_x) -> grad_a\n\nx = a^-1 (tf_inv). VJP: grad_a = -x^H grad_x x^H. JVP:\nt_x = -x t_a x."},
  {"tf_inv_vjp_into", (PyCFunction)(void (*)(void))w_tf_inv_vjp_into, METH_FASTCALL, "tf_inv_vjp_into(engine, a, x, grad_x, grad_a) -> None\n\nx = a^-1 (tf_inv). VJP: grad_a = -x^H grad_x x^H. JVP:\nt_x = -x t_a x."},
  {"tf_inv_jvp", (PyCFunction)(void (*)(void))w_tf_inv_jvp, METH_FASTCALL, "tf_inv_jvp(engine, a, x, t_a) -> t_x\n\nx = a^-1 (tf_inv). VJP: grad_a = -x^H grad_x x^H. JVP:\nt_x = -x t_a x."},
  {"tf_inv_jvp_into", (PyCFunction)(void (*)(void))w_tf_inv_jvp_into, METH_FASTCALL, "tf_inv_jvp_into(engine, a, x, t_a, t_x) -> None\n\nx = a^-1 (tf_inv). VJP: grad_a = -x^H grad_x x^H. JVP:\nt_x = -x t_a x."},
  {"tf_det_vjp", (PyCFunction)(void (*)(void))w_tf_det_vjp, METH_FASTCALL, "tf_det_vjp(engine, a, d, grad_d) -> grad_a\n\nd = det(a) (tf_det). VJP: grad_a = grad_d conj(adj(a))^T. JVP:\nt_d = tr(adj(a) t_a). adj(a) is the adjugate, det(a) a^-1 for regular\na; both rules hold for singular a too."},
  {"tf_det_vjp_into", (PyCFunction)(void (*)(void))w_tf_det_vjp_into, METH_FASTCALL, "tf_det_vjp_into(engine, a, d, grad_d, grad_a) -> None\n\nd = det(a) (tf_det). VJP: grad_a = grad_d conj(adj(a))^T. JVP:\nt_d = tr(adj(a) t_a). adj(a) is the adjugate, det(a) a^-1 for regular\na; both rules hold for singular a too."},
  {"tf_det_jvp", (PyCFunction)(void (*)(void))w_tf_det_jvp, METH_FASTCALL, "tf_det_jvp(engine, a, d, t_a) -> t_d\n\nd = det(a) (tf_det). VJP: grad_a = grad_d conj(adj(a))^T. JVP:\nt_d = tr(adj(a) t_a). adj(a) is the adjugate, det(a) a^-1 for regular\na; both rules hold for singular a too."},
  {"tf_det_jvp_into", (PyCFunction)(void (*)(void))w_tf_det_jvp_into, METH_FASTCALL, "tf_det_jvp_into(engine, a, d, t_a, t_d) -> None\n\nd = det(a) (tf_det). VJP: grad_a = grad_d conj(adj(a))^T. JVP:\nt_d = tr(adj(a) t_a). adj(a) is the adjugate, det(a) a^-1 for regular\na; both rules hold for singular a too."},
  {"tf_slogdet_vjp", (PyCFunction)(void (*)(void))w_tf_slogdet_vjp, METH_FASTCALL, "tf_slogdet_vjp(engine, a, sign, logabsdet, grad_sign, grad_logabsdet) -> grad_a\n\nsign, logabsdet = slogdet(a) (tf_slogdet, section 10). VJP:\ngrad_a = c a^-H with c = grad_logabsdet + i Im(conj(sign) grad_sign).\nJVP: with t = tr(a^-1 t_a), t_logabsdet = Re t and t_sign = sign i Im t\n(0 for real a). A singular a is TF_ERR_NUMERICAL (log|det| has no\nderivative there)."},
  {"tf_slogdet_vjp_into", (PyCFunction)(void (*)(void))w_tf_slogdet_vjp_into, METH_FASTCALL, "tf_slogdet_vjp_into(engine, a, sign, logabsdet, grad_sign, grad_logabsdet, grad_a) -> None\n\nsign, logabsdet = slogdet(a) (tf_slogdet, section 10). VJP:\ngrad_a = c a^-H with c = grad_logabsdet + i Im(conj(sign) grad_sign).\nJVP: with t = tr(a^-1 t_a), t_logabsdet = Re t and t_sign = sign i Im t\n(0 for real a). A singular a is TF_ERR_NUMERICAL (log|det| has no\nderivative there)."},
  {"tf_slogdet_jvp", (PyCFunction)(void (*)(void))w_tf_slogdet_jvp, METH_FASTCALL, "tf_slogdet_jvp(engine, a, sign, logabsdet, t_a) -> t_sign, t_logabsdet\n\nsign, logabsdet = slogdet(a) (tf_slogdet, section 10). VJP:\ngrad_a = c a^-H with c = grad_logabsdet + i Im(conj(sign) grad_sign).\nJVP: with t = tr(a^-1 t_a), t_logabsdet = Re t and t_sign = sign i Im t\n(0 for real a). A singular a is TF_ERR_NUMERICAL (log|det| has no\nderivative there)."},
  {"tf_slogdet_jvp_into", (PyCFunction)(void (*)(void))w_tf_slogdet_jvp_into, METH_FASTCALL, "tf_slogdet_jvp_into(engine, a, sign, logabsdet, t_a, t_sign, t_logabsdet) -> None\n\nsign, logabsdet = slogdet(a) (tf_slogdet, section 10). VJP:\ngrad_a = c a^-H with c = grad_logabsdet + i Im(conj(sign) grad_sign).\nJVP: with t = tr(a^-1 t_a), t_logabsdet = Re t and t_sign = sign i Im t\n(0 for real a). A singular a is TF_ERR_NUMERICAL (log|det| has no\nderivative there)."},
  {"tf_pinv_vjp", (PyCFunction)(void (*)(void))w_tf_pinv_vjp, METH_FASTCALL, "tf_pinv_vjp(engine, a, x, grad_x) -> grad_a\n\nx = pinv(a) (tf_pinv). With P = x, where a's rank does not change:\ndP = -P t_a P + P P^H t_a^H (I - a P) + (I - P a) t_a^H P^H P, and the\nVJP is its adjoint. x must be the pseudo-inverse tf_pinv returned (at a\ncutoff that kept the rank). VJP: grad_x in, grad_a out. JVP: t_a in,\nt_x out."},
  {"tf_pinv_vjp_into", (PyCFunction)(void (*)(void))w_tf_pinv_vjp_into, METH_FASTCALL, "tf_pinv_vjp_into(engine, a, x, grad_x, grad_a) -> None\n\nx = pinv(a) (tf_pinv). With P = x, where a's rank does not change:\ndP = -P t_a P + P P^H t_a^H (I - a P) + (I - P a) t_a^H P^H P, and the\nVJP is its adjoint. x must be the pseudo-inverse tf_pinv returned (at a\ncutoff that kept the rank). VJP: grad_x in, grad_a out. JVP: t_a in,\nt_x out."},
  {"tf_pinv_jvp", (PyCFunction)(void (*)(void))w_tf_pinv_jvp, METH_FASTCALL, "tf_pinv_jvp(engine, a, x, t_a) -> t_x\n\nx = pinv(a) (tf_pinv). With P = x, where a's rank does not change:\ndP = -P t_a P + P P^H t_a^H (I - a P) + (I - P a) t_a^H P^H P, and the\nVJP is its adjoint. x must be the pseudo-inverse tf_pinv returned (at a\ncutoff that kept the rank). VJP: grad_x in, grad_a out. JVP: t_a in,\nt_x out."},
  {"tf_pinv_jvp_into", (PyCFunction)(void (*)(void))w_tf_pinv_jvp_into, METH_FASTCALL, "tf_pinv_jvp_into(engine, a, x, t_a, t_x) -> None\n\nx = pinv(a) (tf_pinv). With P = x, where a's rank does not change:\ndP = -P t_a P + P P^H t_a^H (I - a P) + (I - P a) t_a^H P^H P, and the\nVJP is its adjoint. x must be the pseudo-inverse tf_pinv returned (at a\ncutoff that kept the rank). VJP: grad_x in, grad_a out. JVP: t_a in,\nt_x out."},
  {"tf_lstsq_vjp", (PyCFunction)(void (*)(void))w_tf_lstsq_vjp, METH_FASTCALL, "tf_lstsq_vjp(engine, a, b, x, grad_x) -> grad_a, grad_b\n\nx = lstsq(a, b) = pinv(a) b (tf_lstsq; its residuals and rank are not\ndifferentiated). The rules recompute pinv(a) at the default cutoff\n(eps * max(m, n)): they are the derivatives where a's rank is locally\nconstant. VJP: grad_x in; grad_b = pinv(a)^H grad_x and grad_a (the pinv\nVJP of grad_x b^H) out. JVP: t_a, t_b in; t_x = dpinv(a) b + pinv(a) t_b\nout."},
  {"tf_lstsq_vjp_into", (PyCFunction)(void (*)(void))w_tf_lstsq_vjp_into, METH_FASTCALL, "tf_lstsq_vjp_into(engine, a, b, x, grad_x, grad_a, grad_b) -> None\n\nx = lstsq(a, b) = pinv(a) b (tf_lstsq; its residuals and rank are not\ndifferentiated). The rules recompute pinv(a) at the default cutoff\n(eps * max(m, n)): they are the derivatives where a's rank is locally\nconstant. VJP: grad_x in; grad_b = pinv(a)^H grad_x and grad_a (the pinv\nVJP of grad_x b^H) out. JVP: t_a, t_b in; t_x = dpinv(a) b + pinv(a) t_b\nout."},
  {"tf_lstsq_jvp", (PyCFunction)(void (*)(void))w_tf_lstsq_jvp, METH_FASTCALL, "tf_lstsq_jvp(engine, a, b, x, t_a, t_b) -> t_x\n\nx = lstsq(a, b) = pinv(a) b (tf_lstsq; its residuals and rank are not\ndifferentiated). The rules recompute pinv(a) at the default cutoff\n(eps * max(m, n)): they are the derivatives where a's rank is locally\nconstant. VJP: grad_x in; grad_b = pinv(a)^H grad_x and grad_a (the pinv\nVJP of grad_x b^H) out. JVP: t_a, t_b in; t_x = dpinv(a) b + pinv(a) t_b\nout."},
  {"tf_lstsq_jvp_into", (PyCFunction)(void (*)(void))w_tf_lstsq_jvp_into, METH_FASTCALL, "tf_lstsq_jvp_into(engine, a, b, x, t_a, t_b, t_x) -> None\n\nx = lstsq(a, b) = pinv(a) b (tf_lstsq; its residuals and rank are not\ndifferentiated). The rules recompute pinv(a) at the default cutoff\n(eps * max(m, n)): they are the derivatives where a's rank is locally\nconstant. VJP: grad_x in; grad_b = pinv(a)^H grad_x and grad_a (the pinv\nVJP of grad_x b^H) out. JVP: t_a, t_b in; t_x = dpinv(a) b + pinv(a) t_b\nout."},
  {"tf_matrix_norm_vjp", (PyCFunction)(void (*)(void))w_tf_matrix_norm_vjp, METH_FASTCALL, "tf_matrix_norm_vjp(engine, a, kind, out, grad_out) -> grad_a\n\nout = matrix_norm(a, kind) (tf_matrix_norm; out and grad_out real, one\nper matrix). The derivative D (grad_a = grad_out D, t_out = Re<D, t_a>):\nFrobenius D = a / out (0 for a zero matrix); nuclear D = U V^H over the\nsingular values above eps * max(m, n) * s_max (at a rank-deficient a a\nsubgradient: the minimum-norm one); 2-norm D = u_1 v_1^H of the largest\nsingular value (where s_1 = s_2 the norm has no derivative and this is\none subgradient, the pair ?gesdd returns)."},
  {"tf_matrix_norm_vjp_into", (PyCFunction)(void (*)(void))w_tf_matrix_norm_vjp_into, METH_FASTCALL, "tf_matrix_norm_vjp_into(engine, a, kind, out, grad_out, grad_a) -> None\n\nout = matrix_norm(a, kind) (tf_matrix_norm; out and grad_out real, one\nper matrix). The derivative D (grad_a = grad_out D, t_out = Re<D, t_a>):\nFrobenius D = a / out (0 for a zero matrix); nuclear D = U V^H over the\nsingular values above eps * max(m, n) * s_max (at a rank-deficient a a\nsubgradient: the minimum-norm one); 2-norm D = u_1 v_1^H of the largest\nsingular value (where s_1 = s_2 the norm has no derivative and this is\none subgradient, the pair ?gesdd returns)."},
  {"tf_matrix_norm_jvp", (PyCFunction)(void (*)(void))w_tf_matrix_norm_jvp, METH_FASTCALL, "tf_matrix_norm_jvp(engine, a, kind, out, t_a) -> t_out\n\nout = matrix_norm(a, kind) (tf_matrix_norm; out and grad_out real, one\nper matrix). The derivative D (grad_a = grad_out D, t_out = Re<D, t_a>):\nFrobenius D = a / out (0 for a zero matrix); nuclear D = U V^H over the\nsingular values above eps * max(m, n) * s_max (at a rank-deficient a a\nsubgradient: the minimum-norm one); 2-norm D = u_1 v_1^H of the largest\nsingular value (where s_1 = s_2 the norm has no derivative and this is\none subgradient, the pair ?gesdd returns)."},
  {"tf_matrix_norm_jvp_into", (PyCFunction)(void (*)(void))w_tf_matrix_norm_jvp_into, METH_FASTCALL, "tf_matrix_norm_jvp_into(engine, a, kind, out, t_a, t_out) -> None\n\nout = matrix_norm(a, kind) (tf_matrix_norm; out and grad_out real, one\nper matrix). The derivative D (grad_a = grad_out D, t_out = Re<D, t_a>):\nFrobenius D = a / out (0 for a zero matrix); nuclear D = U V^H over the\nsingular values above eps * max(m, n) * s_max (at a rank-deficient a a\nsubgradient: the minimum-norm one); 2-norm D = u_1 v_1^H of the largest\nsingular value (where s_1 = s_2 the norm has no derivative and this is\none subgradient, the pair ?gesdd returns)."},
  {"tf_expm_vjp", (PyCFunction)(void (*)(void))w_tf_expm_vjp, METH_FASTCALL, "tf_expm_vjp(engine, a, x, grad_x) -> grad_a\n\nx = expm(a) (tf_expm). The Frechet derivative L(a, e) is the upper-right\nblock of exp([[a, e], [0, a]]) (block-triangular method), computed with\ntf_expm's kernel at order 2n. JVP: t_x = L(a, t_a). VJP: grad_a =\nL(a^H, grad_x)."},
  {"tf_expm_vjp_into", (PyCFunction)(void (*)(void))w_tf_expm_vjp_into, METH_FASTCALL, "tf_expm_vjp_into(engine, a, x, grad_x, grad_a) -> None\n\nx = expm(a) (tf_expm). The Frechet derivative L(a, e) is the upper-right\nblock of exp([[a, e], [0, a]]) (block-triangular method), computed with\ntf_expm's kernel at order 2n. JVP: t_x = L(a, t_a). VJP: grad_a =\nL(a^H, grad_x)."},
  {"tf_expm_jvp", (PyCFunction)(void (*)(void))w_tf_expm_jvp, METH_FASTCALL, "tf_expm_jvp(engine, a, x, t_a) -> t_x\n\nx = expm(a) (tf_expm). The Frechet derivative L(a, e) is the upper-right\nblock of exp([[a, e], [0, a]]) (block-triangular method), computed with\ntf_expm's kernel at order 2n. JVP: t_x = L(a, t_a). VJP: grad_a =\nL(a^H, grad_x)."},
  {"tf_expm_jvp_into", (PyCFunction)(void (*)(void))w_tf_expm_jvp_into, METH_FASTCALL, "tf_expm_jvp_into(engine, a, x, t_a, t_x) -> None\n\nx = expm(a) (tf_expm). The Frechet derivative L(a, e) is the upper-right\nblock of exp([[a, e], [0, a]]) (block-triangular method), computed with\ntf_expm's kernel at order 2n. JVP: t_x = L(a, t_a). VJP: grad_a =\nL(a^H, grad_x)."},
  {"tf_eig_vjp", (PyCFunction)(void (*)(void))w_tf_eig_vjp, METH_FASTCALL, "tf_eig_vjp(engine, a, w, v, grad_w, grad_v, options) -> grad_a\n\na v = v diag(w) (tf_eig; w, v and their cotangents and tangents complex,\na, grad_a and t_a of a's dtype: for a real a, grad_a is the real part of\nthe complex gradient). With P = v^-1 t_a v and W_ij = w_j - w_i:\nt_w = diag(P), t_v = v (X - diag(diag(v^H v X))) with X = P / W off\nthe diagonal and 0 on it. Gauge: each column keeps unit norm\n(Re v_i^H t_v_i = 0) and does not turn its phase (Im v_i^H t_v_i = 0);\na loss that depends on the phases of v is not gauge-invariant (tf_eig's\n\"largest component real\" is a different phase convention, so compare\nvectors up to phase). The VJP is the adjoint: grad_a = v^-H (diag(grad_w)\n+ Y / conj(W)) v^H, Y = v^H grad_v - v^H v diag(diag(v^H grad_v)).\nDegenerate eigenvalues: 1/(w_j - w_i) is the broadened\nconj(x) / (|x|^2 + eta), eta = (broadening * max|w_i|)^2 (tf_ad_options,\nas for eigh): at exactly equal eigenvalues the coupling term is 0 (the\nvectors of a degenerate subspace do not rotate into each other), exact\nfor losses invariant under that rotation (functions of w, projectors onto\nwhole eigenspaces). A defective a (v singular) is TF_ERR_NUMERICAL."},
  {"tf_eig_vjp_into", (PyCFunction)(void (*)(void))w_tf_eig_vjp_into, METH_FASTCALL, "tf_eig_vjp_into(engine, a, w, v, grad_w, grad_v, options, grad_a) -> None\n\na v = v diag(w) (tf_eig; w, v and their cotangents and tangents complex,\na, grad_a and t_a of a's dtype: for a real a, grad_a is the real part of\nthe complex gradient). With P = v^-1 t_a v and W_ij = w_j - w_i:\nt_w = diag(P), t_v = v (X - diag(diag(v^H v X))) with X = P / W off\nthe diagonal and 0 on it. Gauge: each column keeps unit norm\n(Re v_i^H t_v_i = 0) and does not turn its phase (Im v_i^H t_v_i = 0);\na loss that depends on the phases of v is not gauge-invariant (tf_eig's\n\"largest component real\" is a different phase convention, so compare\nvectors up to phase). The VJP is the adjoint: grad_a = v^-H (diag(grad_w)\n+ Y / conj(W)) v^H, Y = v^H grad_v - v^H v diag(diag(v^H grad_v)).\nDegenerate eigenvalues: 1/(w_j - w_i) is the broadened\nconj(x) / (|x|^2 + eta), eta = (broadening * max|w_i|)^2 (tf_ad_options,\nas for eigh): at exactly equal eigenvalues the coupling term is 0 (the\nvectors of a degenerate subspace do not rotate into each other), exact\nfor losses invariant under that rotation (functions of w, projectors onto\nwhole eigenspaces). A defective a (v singular) is TF_ERR_NUMERICAL."},
  {"tf_eig_jvp", (PyCFunction)(void (*)(void))w_tf_eig_jvp, METH_FASTCALL, "tf_eig_jvp(engine, a, w, v, t_a, options) -> t_w, t_v\n\na v = v diag(w) (tf_eig; w, v and their cotangents and tangents complex,\na, grad_a and t_a of a's dtype: for a real a, grad_a is the real part of\nthe complex gradient). With P = v^-1 t_a v and W_ij = w_j - w_i:\nt_w = diag(P), t_v = v (X - diag(diag(v^H v X))) with X = P / W off\nthe diagonal and 0 on it. Gauge: each column keeps unit norm\n(Re v_i^H t_v_i = 0) and does not turn its phase (Im v_i^H t_v_i = 0);\na loss that depends on the phases of v is not gauge-invariant (tf_eig's\n\"largest component real\" is a different phase convention, so compare\nvectors up to phase). The VJP is the adjoint: grad_a = v^-H (diag(grad_w)\n+ Y / conj(W)) v^H, Y = v^H grad_v - v^H v diag(diag(v^H grad_v)).\nDegenerate eigenvalues: 1/(w_j - w_i) is the broadened\nconj(x) / (|x|^2 + eta), eta = (broadening * max|w_i|)^2 (tf_ad_options,\nas for eigh): at exactly equal eigenvalues the coupling term is 0 (the\nvectors of a degenerate subspace do not rotate into each other), exact\nfor losses invariant under that rotation (functions of w, projectors onto\nwhole eigenspaces). A defective a (v singular) is TF_ERR_NUMERICAL."},
  {"tf_eig_jvp_into", (PyCFunction)(void (*)(void))w_tf_eig_jvp_into, METH_FASTCALL, "tf_eig_jvp_into(engine, a, w, v, t_a, options, t_w, t_v) -> None\n\na v = v diag(w) (tf_eig; w, v and their cotangents and tangents complex,\na, grad_a and t_a of a's dtype: for a real a, grad_a is the real part of\nthe complex gradient). With P = v^-1 t_a v and W_ij = w_j - w_i:\nt_w = diag(P), t_v = v (X - diag(diag(v^H v X))) with X = P / W off\nthe diagonal and 0 on it. Gauge: each column keeps unit norm\n(Re v_i^H t_v_i = 0) and does not turn its phase (Im v_i^H t_v_i = 0);\na loss that depends on the phases of v is not gauge-invariant (tf_eig's\n\"largest component real\" is a different phase convention, so compare\nvectors up to phase). The VJP is the adjoint: grad_a = v^-H (diag(grad_w)\n+ Y / conj(W)) v^H, Y = v^H grad_v - v^H v diag(diag(v^H grad_v)).\nDegenerate eigenvalues: 1/(w_j - w_i) is the broadened\nconj(x) / (|x|^2 + eta), eta = (broadening * max|w_i|)^2 (tf_ad_options,\nas for eigh): at exactly equal eigenvalues the coupling term is 0 (the\nvectors of a degenerate subspace do not rotate into each other), exact\nfor losses invariant under that rotation (functions of w, projectors onto\nwhole eigenspaces). A defective a (v singular) is TF_ERR_NUMERICAL."},
  {"tf_program_create", (PyCFunction)(void (*)(void))w_tf_program_create, METH_FASTCALL, "tf_program_create() -> out\n\nCreates an empty program. The caller owns *out (tf_program_release)."},
  {"tf_program_input", (PyCFunction)(void (*)(void))w_tf_program_input, METH_FASTCALL, "tf_program_input(program, dtype, shape) -> slot\n\nDeclares the next run input (inputs are passed in declaration order):\ndtype, rank and extents, each >= 0 or TF_DYNAMIC. *slot names its value."},
  {"tf_program_matmul", (PyCFunction)(void (*)(void))w_tf_program_matmul, METH_FASTCALL, "tf_program_matmul(program, a, b) -> slot\n\nslot = a @ b, as tf_matmul (batch axes broadcast)."},
  {"tf_program_matmul_acc", (PyCFunction)(void (*)(void))w_tf_program_matmul_acc, METH_FASTCALL, "tf_program_matmul_acc(program, op_a, a, op_b, b, alpha, beta, c) -> slot\n\nslot = alpha * op_a(a) @ op_b(b) + beta * c, as tf_matmul_acc; c keeps its\nvalue (the result is a new slot; prepare reuses c's storage when c is not\nread later). beta = 0 ignores c's contents; then c may be -1 (none)."},
  {"tf_program_reshape", (PyCFunction)(void (*)(void))w_tf_program_reshape, METH_FASTCALL, "tf_program_reshape(program, x, shape) -> slot\n\nslot = x with a new shape of the same element count, elements in\nrow-major order. x needs a static shape. A view (no copy) whenever x is\nrow-major contiguous in a run's signature."},
  {"tf_program_output", (PyCFunction)(void (*)(void))w_tf_program_output, METH_FASTCALL, "tf_program_output(program, slot) -> None\n\nMarks slot as the next run output (outputs are passed in marking order)."},
  {"tf_program_prepare", (PyCFunction)(void (*)(void))w_tf_program_prepare, METH_FASTCALL, "tf_program_prepare(engine, program, options) -> out\n\nPrepares program on engine (options may be NULL). Fails on a program with\nno outputs. With every input extent static, the row-major signature is\nplanned now; otherwise on the first run. The caller owns *out\n(tf_prepared_release); the program may be released at once."},
  {"tf_program_run", (PyCFunction)(void (*)(void))w_tf_program_run, METH_FASTCALL, "tf_program_run(engine, prepared, inputs, outputs) -> None\n\nRuns prepared: inputs[num_inputs] in declaration order, outputs[num_outputs]\ncaller-owned with the exact result shapes and dtypes (any strides), not\noverlapping any input or each other. Allocates nothing for a signature\nalready planned."},
  {"tf_program_run_alloc", (PyCFunction)(void (*)(void))w_tf_program_run_alloc, METH_FASTCALL, "tf_program_run_alloc(engine, prepared, inputs, num_outputs) -> outputs\n\nSame, with row-major outputs allocated from the engine pool into\noutputs[0..num_outputs); the caller owns them."},
  {"tf_prepared_get_info", (PyCFunction)(void (*)(void))w_tf_prepared_get_info, METH_FASTCALL, "tf_prepared_get_info(prepared) -> out\n\nFills *out (up to out->struct_size bytes; set struct_size first). Before\nthe first signature is planned, commands and bytes are 0."},
  {"tf_program_unary", (PyCFunction)(void (*)(void))w_tf_program_unary, METH_FASTCALL, "tf_program_unary(program, op, x) -> slot\n\nslot = op(x) elementwise, as tf_unary (ABS/REAL/IMAG of complex: real)."},
  {"tf_program_scale", (PyCFunction)(void (*)(void))w_tf_program_scale, METH_FASTCALL, "tf_program_scale(program, alpha, x) -> slot\n\nslot = alpha * x, as tf_scale."},
  {"tf_program_binary", (PyCFunction)(void (*)(void))w_tf_program_binary, METH_FASTCALL, "tf_program_binary(program, op, x, y) -> slot\n\nslot = op(x, y) with broadcasting, as tf_binary (x, y: one dtype)."},
  {"tf_program_axpby", (PyCFunction)(void (*)(void))w_tf_program_axpby, METH_FASTCALL, "tf_program_axpby(program, alpha, x, beta, y) -> slot\n\nslot = alpha * x + beta * y with broadcasting, as tf_axpby."},
  {"tf_program_reduce", (PyCFunction)(void (*)(void))w_tf_program_reduce, METH_FASTCALL, "tf_program_reduce(program, op, x, axes, keepdims) -> slot\n\nslot = reduction of x over axes[0..naxes), as tf_reduce (axes NULL with\nnaxes 0: every axis)."},
  {"tf_program_cast", (PyCFunction)(void (*)(void))w_tf_program_cast, METH_FASTCALL, "tf_program_cast(program, x, dtype) -> slot\n\nslot = x converted to dtype, as tf_cast (complex to real rejected)."},
  {"tf_program_permute", (PyCFunction)(void (*)(void))w_tf_program_permute, METH_FASTCALL, "tf_program_permute(program, perm) -> slot\n\nslot = x with axes permuted, as tf_permute; a view inside the program\n(no copy unless the slot is an output)."},
  {"tf_program_contiguous", (PyCFunction)(void (*)(void))w_tf_program_contiguous, METH_FASTCALL, "tf_program_contiguous(program, x, layout) -> slot\n\nslot = x contiguous in layout, as tf_contiguous (no copy when x already\nis, in a run's signature)."},
  {"tf_program_slice", (PyCFunction)(void (*)(void))w_tf_program_slice, METH_FASTCALL, "tf_program_slice(program, starts, stops, steps) -> slot\n\nslot = x[starts:stops:steps], as tf_slice_view; a view inside the\nprogram (steps may be NULL: all 1)."},
  {"tf_program_tensordot", (PyCFunction)(void (*)(void))w_tf_program_tensordot, METH_FASTCALL, "tf_program_tensordot(program, a, b, axes_a, axes_b, conj_a, conj_b) -> slot\n\nslot = tensordot of a and b, as tf_tensordot."},
  {"tf_program_einsum", (PyCFunction)(void (*)(void))w_tf_program_einsum, METH_FASTCALL, "tf_program_einsum(program, subscripts, operands, options) -> slot\n\nslot = einsum over the n slots operands[], as tf_einsum (options: conj,\npath, semiring; may be NULL). \"...\" needs static extents. Each pairwise step\nbecomes one command; intermediates live in the program's arena."},
  {"tf_program_einsum_labels", (PyCFunction)(void (*)(void))w_tf_program_einsum_labels, METH_FASTCALL, "tf_program_einsum_labels(program, operands, labels, out_labels, options) -> slot\n\nSame with integer labels, as tf_einsum_labels."},
  {"tf_program_svd", (PyCFunction)(void (*)(void))w_tf_program_svd, METH_FASTCALL, "tf_program_svd(program, a, options) -> u, s, vh\n\nSVD of a (..., m, n) into u (..., m, c), s (..., c) real, vh (..., c, n)\nwith the capacity c = min(m, n), or min(m, n, max_rank) when\noptions->max_rank > 0; as tf_svd_into: entries beyond the kept rank are\nzero. The kept rank is not reported by a run."},
  {"tf_program_qr", (PyCFunction)(void (*)(void))w_tf_program_qr, METH_FASTCALL, "tf_program_qr(program, a, nonneg_diag) -> q, r\n\nThin QR / LQ, as tf_qr / tf_lq: two slots."},
  {"tf_program_lq", (PyCFunction)(void (*)(void))w_tf_program_lq, METH_FASTCALL, "tf_program_lq(program, a, nonneg_diag) -> l, q\n\nThin QR / LQ, as tf_qr / tf_lq: two slots."},
  {"tf_program_eigh", (PyCFunction)(void (*)(void))w_tf_program_eigh, METH_FASTCALL, "tf_program_eigh(program, a) -> w, v\n\nHermitian eigen-decomposition, as tf_eigh (w real) / tf_eigvalsh."},
  {"tf_program_eigvalsh", (PyCFunction)(void (*)(void))w_tf_program_eigvalsh, METH_FASTCALL, "tf_program_eigvalsh(program, a) -> w\n\nHermitian eigen-decomposition, as tf_eigh (w real) / tf_eigvalsh."},
  {"tf_program_solve", (PyCFunction)(void (*)(void))w_tf_program_solve, METH_FASTCALL, "tf_program_solve(program, a, b) -> x\n\nx = solution of a x = b, as tf_solve / tf_solve_triangular. A run whose\na is singular fails with TF_ERR_NUMERICAL (outputs may be written)."},
  {"tf_program_solve_triangular", (PyCFunction)(void (*)(void))w_tf_program_solve_triangular, METH_FASTCALL, "tf_program_solve_triangular(program, a, b, upper, op, unit_diag) -> x\n\nx = solution of a x = b, as tf_solve / tf_solve_triangular. A run whose\na is singular fails with TF_ERR_NUMERICAL (outputs may be written)."},
  {"tf_program_cholesky", (PyCFunction)(void (*)(void))w_tf_program_cholesky, METH_FASTCALL, "tf_program_cholesky(program, a) -> l\n\nCholesky factor, inverse and determinant, as tf_cholesky / tf_inv / tf_det."},
  {"tf_program_inv", (PyCFunction)(void (*)(void))w_tf_program_inv, METH_FASTCALL, "tf_program_inv(program, a) -> x\n\nCholesky factor, inverse and determinant, as tf_cholesky / tf_inv / tf_det."},
  {"tf_program_det", (PyCFunction)(void (*)(void))w_tf_program_det, METH_FASTCALL, "tf_program_det(program, a) -> d\n\nCholesky factor, inverse and determinant, as tf_cholesky / tf_inv / tf_det."},
  {"tf_program_vjp", (PyCFunction)(void (*)(void))w_tf_program_vjp, METH_FASTCALL, "tf_program_vjp(forward, outputs, inputs, options) -> out\n\nReverse mode. outputs[0..num_outputs) and inputs[0..num_inputs) are\npositions in forward's outputs and inputs (not slots). *out's inputs:\nforward's inputs, then one cotangent per chosen output (its dtype and\nshape; none with unit_seed). *out's outputs: the chosen forward outputs\n(keep_outputs), then the cotangent of each chosen input (zero when the\ninput does not reach a chosen output). options may be NULL (all 0).\nCaller releases *out. A cotangent of the wrong shape or dtype fails the\nrun like any input of the wrong signature."},
  {"tf_program_jvp", (PyCFunction)(void (*)(void))w_tf_program_jvp, METH_FASTCALL, "tf_program_jvp(forward, inputs) -> out\n\nForward mode. inputs[0..num_inputs) are positions in forward's inputs.\n*out's inputs: forward's inputs, then one tangent per chosen input (its\ndtype and shape). *out's outputs: forward's outputs, then the tangent of\neach (zero when it does not depend on a chosen input). The tangent rules\ncover the operations of tf_program_vjp, so the JVP of a VJP program\nwithout linear algebra is a Hessian-vector product program. Caller\nreleases *out."},
  {"tf_eigsh", (PyCFunction)(void (*)(void))w_tf_eigsh, METH_FASTCALL, "tf_eigsh(engine, map, params, options) -> w, v, info\n\nThe k lowest (or highest) eigenpairs of the Hermitian map, by Lanczos\nwith full reorthogonalisation and thick restart. w: (k) real f64\neigenvalues in the order of tf_eigsh_which; v: (k, shape of x) of x's\ndtype, row i the unit eigenvector of w[i] (its phase is arbitrary).\noptions may be NULL (defaults), info may be NULL. Eigenvalues are\naccurate to about residual^2 / gap, eigenvectors to residual / gap.\nDegenerate eigenvalues: the Krylov space of one start vector holds one\nvector of each eigenspace; a breakdown restarts it with a new vector\northogonal to the basis, so multiplicities are found, but a start vector\nin an invariant subspace (a symmetry sector) may confine the search."},
  {"tf_eigsh_into", (PyCFunction)(void (*)(void))w_tf_eigsh_into, METH_FASTCALL, "tf_eigsh_into(engine, map, params, options, w, v) -> info\n\nSame into caller tensors w (k) f64 and v (k, shape of x), any strides."},
  {"tf_expm_multiply", (PyCFunction)(void (*)(void))w_tf_expm_multiply, METH_FASTCALL, "tf_expm_multiply(engine, map, params, t, v, options) -> out, info\n\nout = exp(t A) v for the Hermitian map A and a complex scalar t (real t:\nimaginary-time evolution; t = -i dt: real-time evolution, exp(-i dt A);\nan anti-Hermitian map B = i A is passed as A with t multiplied by i). v\n(any strides) has the map's dtype and x's shape; out the same shape and\ndtype (allocated row-major, or the caller's, any strides; out may be v\nitself: v is read once, first). A TF_F64 map takes only real t (else\nTF_ERR_DTYPE_MISMATCH: use a TF_C128 map). Lanczos with full\nreorthogonalisation; the step is split into time steps, each ended when\nthe a-posteriori estimate beta_{m+1} |e_m^T exp(tau T_m) e_1| meets\nits share of tol. TF_ERR_NUMERICAL when max_iter applications do not\nreach it, or on overflow. options and info may be NULL."},
  {"tf_expm_multiply_into", (PyCFunction)(void (*)(void))w_tf_expm_multiply_into, METH_FASTCALL, "tf_expm_multiply_into(engine, map, params, t, v, options, out) -> info\n\nout = exp(t A) v for the Hermitian map A and a complex scalar t (real t:\nimaginary-time evolution; t = -i dt: real-time evolution, exp(-i dt A);\nan anti-Hermitian map B = i A is passed as A with t multiplied by i). v\n(any strides) has the map's dtype and x's shape; out the same shape and\ndtype (allocated row-major, or the caller's, any strides; out may be v\nitself: v is read once, first). A TF_F64 map takes only real t (else\nTF_ERR_DTYPE_MISMATCH: use a TF_C128 map). Lanczos with full\nreorthogonalisation; the step is split into time steps, each ended when\nthe a-posteriori estimate beta_{m+1} |e_m^T exp(tau T_m) e_1| meets\nits share of tol. TF_ERR_NUMERICAL when max_iter applications do not\nreach it, or on overflow. options and info may be NULL."},
  {"tf_cg", (PyCFunction)(void (*)(void))w_tf_cg, METH_FASTCALL, "tf_cg(engine, map, params, b, options) -> x, info\n\nx = A^-1 b by conjugate gradients, for a Hermitian positive-definite map\n(the map section above: b gives x's shape, any strides). A direction\nwith p^H A p <= 0 (the map is not positive definite) is TF_ERR_NUMERICAL.\nWhen the recurrence's residual meets tol, the true residual b - A x is\ncomputed (one application) and must meet it too, else the iteration\nrestarts from it. info: iterations (map applications of the recurrence),\nmatvecs (all, with residual checks), restarts (true-residual restarts),\nresidual (||b - A x|| / ||b|| of the returned x). b = 0 gives x = 0.\nx (allocated row-major, or the caller's, any strides) may be b itself\n(b is read once, first). options and info may be NULL."},
  {"tf_cg_into", (PyCFunction)(void (*)(void))w_tf_cg_into, METH_FASTCALL, "tf_cg_into(engine, map, params, b, options, x) -> info\n\nx = A^-1 b by conjugate gradients, for a Hermitian positive-definite map\n(the map section above: b gives x's shape, any strides). A direction\nwith p^H A p <= 0 (the map is not positive definite) is TF_ERR_NUMERICAL.\nWhen the recurrence's residual meets tol, the true residual b - A x is\ncomputed (one application) and must meet it too, else the iteration\nrestarts from it. info: iterations (map applications of the recurrence),\nmatvecs (all, with residual checks), restarts (true-residual restarts),\nresidual (||b - A x|| / ||b|| of the returned x). b = 0 gives x = 0.\nx (allocated row-major, or the caller's, any strides) may be b itself\n(b is read once, first). options and info may be NULL."},
  {"tf_gmres", (PyCFunction)(void (*)(void))w_tf_gmres, METH_FASTCALL, "tf_gmres(engine, map, params, b, options) -> x, info\n\nx = A^-1 b by restarted GMRES(m) for any nonsingular map (not Hermitian\nnecessarily): classical Gram-Schmidt with a second pass when it\ncancelled (DGKS), Givens rotations; every cycle starts from the true\nresidual b - A x, and the solve ends only when that meets tol. A\nbreakdown with a singular projected system is TF_ERR_NUMERICAL. info:\niterations (Arnoldi steps), matvecs, restarts (cycles beyond the first),\nresidual as tf_cg. Scratch: (m + 1) vectors from the engine's pool."},
  {"tf_gmres_into", (PyCFunction)(void (*)(void))w_tf_gmres_into, METH_FASTCALL, "tf_gmres_into(engine, map, params, b, options, x) -> info\n\nx = A^-1 b by restarted GMRES(m) for any nonsingular map (not Hermitian\nnecessarily): classical Gram-Schmidt with a second pass when it\ncancelled (DGKS), Givens rotations; every cycle starts from the true\nresidual b - A x, and the solve ends only when that meets tol. A\nbreakdown with a singular projected system is TF_ERR_NUMERICAL. info:\niterations (Arnoldi steps), matvecs, restarts (cycles beyond the first),\nresidual as tf_cg. Scratch: (m + 1) vectors from the engine's pool."},
  {NULL, NULL, 0, NULL}};

/* Python signature of each wrapper: name, arguments, results. */
static const struct { const char* name; const char* args; const char* rets; } gen_signatures[] = {
  {"tf_engine_num_threads", "engine", "out"},
  {"tf_engine_get_stats", "engine", "out"},
  {"tf_engine_reset_stats", "engine", "None"},
  {"tf_engine_trim", "engine", "None"},
  {"tf_matmul", "engine, a, b", "out"},
  {"tf_matmul_into", "engine, a, b, out", "None"},
  {"tf_matmul_acc", "engine, op_a, a, op_b, b, alpha, beta, out", "None"},
  {"tf_unary", "engine, op, x", "out"},
  {"tf_unary_into", "engine, op, x, out", "None"},
  {"tf_scale", "engine, alpha, x", "out"},
  {"tf_scale_into", "engine, alpha, x, out", "None"},
  {"tf_binary", "engine, op, x, y", "out"},
  {"tf_binary_into", "engine, op, x, y, out", "None"},
  {"tf_add", "engine, x, y", "out"},
  {"tf_add_into", "engine, x, y, out", "None"},
  {"tf_mul", "engine, x, y", "out"},
  {"tf_mul_into", "engine, x, y, out", "None"},
  {"tf_axpby", "engine, alpha, x, beta, y", "out"},
  {"tf_axpby_into", "engine, alpha, x, beta, y, out", "None"},
  {"tf_reduce", "engine, op, x, axes, keepdims", "out"},
  {"tf_reduce_into", "engine, op, x, axes, keepdims, out", "None"},
  {"tf_dot", "engine, x, y", "out"},
  {"tf_vdot", "engine, x, y", "out"},
  {"tf_permute_view", "x, perm", "out"},
  {"tf_permute", "engine, x, perm", "out"},
  {"tf_permute_into", "engine, x, perm, out", "None"},
  {"tf_reshape_view", "x, shape, order", "out"},
  {"tf_reshape", "engine, x, shape, order", "out"},
  {"tf_contiguous", "engine, x, layout", "out"},
  {"tf_copy_into", "engine, src, dst", "None"},
  {"tf_slice_view", "x, starts, stops, steps", "out"},
  {"tf_cast", "engine, x, dtype", "out"},
  {"tf_cast_into", "engine, x, out", "None"},
  {"tf_concatenate", "engine, xs, axis", "out"},
  {"tf_concatenate_into", "engine, xs, axis, out", "None"},
  {"tf_stack", "engine, xs, axis", "out"},
  {"tf_stack_into", "engine, xs, axis, out", "None"},
  {"tf_pad", "engine, x, before, after, value", "out"},
  {"tf_pad_into", "engine, x, before, after, value, out", "None"},
  {"tf_diagonal", "engine, x, offset, axis1, axis2", "out"},
  {"tf_diagonal_into", "engine, x, offset, axis1, axis2, out", "None"},
  {"tf_diagonal_view", "x, offset, axis1, axis2", "out"},
  {"tf_diag_embed", "engine, x, offset, axis1, axis2", "out"},
  {"tf_diag_embed_into", "engine, x, offset, axis1, axis2, out", "None"},
  {"tf_trace", "engine, x, offset, axis1, axis2", "out"},
  {"tf_trace_into", "engine, x, offset, axis1, axis2, out", "None"},
  {"tf_flip", "engine, x, axes", "out"},
  {"tf_flip_into", "engine, x, axes, out", "None"},
  {"tf_roll", "engine, x, shift, axis", "out"},
  {"tf_roll_into", "engine, x, shift, axis, out", "None"},
  {"tf_tril", "engine, x, offset", "out"},
  {"tf_tril_into", "engine, x, offset, out", "None"},
  {"tf_triu", "engine, x, offset", "out"},
  {"tf_triu_into", "engine, x, offset, out", "None"},
  {"tf_broadcast_to_view", "x, shape", "out"},
  {"tf_broadcast_to", "engine, x, shape", "out"},
  {"tf_broadcast_to_into", "engine, x, shape, out", "None"},
  {"tf_compare", "engine, op, x, y", "out"},
  {"tf_compare_into", "engine, op, x, y, out", "None"},
  {"tf_where", "engine, mask, a, b", "out"},
  {"tf_where_into", "engine, mask, a, b, out", "None"},
  {"tf_index_select", "engine, x, axis, indices", "out"},
  {"tf_index_select_into", "engine, x, axis, indices, out", "None"},
  {"tf_scatter_add", "engine, x, axis, indices, src", "out"},
  {"tf_scatter_add_into", "engine, x, axis, indices, src, out", "None"},
  {"tf_cumsum", "engine, x, axis", "out"},
  {"tf_cumsum_into", "engine, x, axis, out", "None"},
  {"tf_cumprod", "engine, x, axis", "out"},
  {"tf_cumprod_into", "engine, x, axis, out", "None"},
  {"tf_argmax", "engine, x, axis", "out"},
  {"tf_argmin", "engine, x, axis", "out"},
  {"tf_sort", "engine, x, axis, descending", "values, indices"},
  {"tf_sort_into", "engine, x, axis, descending, values", "indices"},
  {"tf_topk", "engine, x, axis, k, largest", "values, indices"},
  {"tf_topk_into", "engine, x, axis, k, largest, values", "indices"},
  {"tf_tensordot", "engine, a, b, axes_a, axes_b, conj_a, conj_b", "out"},
  {"tf_tensordot_into", "engine, a, b, axes_a, axes_b, conj_a, conj_b, out", "None"},
  {"tf_tensordot_acc", "engine, a, b, axes_a, axes_b, conj_a, conj_b, alpha, beta, out", "None"},
  {"tf_einsum", "engine, subscripts, operands, options", "out"},
  {"tf_einsum_into", "engine, subscripts, operands, options, out", "None"},
  {"tf_einsum_acc", "engine, subscripts, operands, options, alpha, beta, out", "None"},
  {"tf_einsum_labels", "engine, operands, labels, out_labels, options", "out"},
  {"tf_einsum_labels_into", "engine, operands, labels, out_labels, options, out", "None"},
  {"tf_einsum_labels_acc", "engine, operands, labels, out_labels, options, alpha, beta, out", "None"},
  {"tf_einsum_path_create", "engine, subscripts, operands, options", "path"},
  {"tf_einsum_labels_path_create", "engine, operands, labels, out_labels, options", "path"},
  {"tf_einsum_path_info_get", "path", "info"},
  {"tf_einsum_path_pairs", "path, pairs", "None"},
  {"tf_einsum_path_sliced", "path, labels", "None"},
  {"tf_matmul_semiring", "engine, semiring, a, b", "out"},
  {"tf_matmul_semiring_into", "engine, semiring, a, b, out", "None"},
  {"tf_matmul_semiring_acc", "engine, semiring, op_a, a, op_b, b, alpha, beta, out", "None"},
  {"tf_matmul_semiring_argmax", "engine, semiring, op_a, a, op_b, b, out, argmax", "None"},
  {"tf_matmul_semiring_vjp", "engine, semiring, a, b, grad_out, grad_a, grad_b", "None"},
  {"tf_tensordot_semiring", "engine, semiring, a, b, axes_a, axes_b", "out"},
  {"tf_tensordot_semiring_into", "engine, semiring, a, b, axes_a, axes_b, out", "None"},
  {"tf_tensordot_semiring_acc", "engine, semiring, a, b, axes_a, axes_b, alpha, beta, out", "None"},
  {"tf_einsum_semiring_argmax", "engine, subscripts, operands, options, out, config", "nsummed"},
  {"tf_einsum_labels_semiring_argmax", "engine, operands, labels, out_labels, options, out, config", "nsummed"},
  {"tf_svd", "engine, a, options", "u, s, vh, info"},
  {"tf_svd_into", "engine, a, options, u, s, vh", "info"},
  {"tf_svd_split", "engine, a, left_axes, options", "u, s, vh, info"},
  {"tf_svd_split_into", "engine, a, left_axes, options, u, s, vh", "info"},
  {"tf_qr", "engine, a, nonneg_diag", "q, r"},
  {"tf_qr_into", "engine, a, nonneg_diag, q, r", "None"},
  {"tf_lq", "engine, a, nonneg_diag", "l, q"},
  {"tf_lq_into", "engine, a, nonneg_diag, l, q", "None"},
  {"tf_eigh", "engine, a", "w, v"},
  {"tf_eigh_into", "engine, a, w, v", "None"},
  {"tf_eigvalsh", "engine, a", "w"},
  {"tf_eigvalsh_into", "engine, a, w", "None"},
  {"tf_solve", "engine, a, b", "x"},
  {"tf_solve_into", "engine, a, b, x", "None"},
  {"tf_solve_triangular", "engine, a, b, upper, op, unit_diag", "x"},
  {"tf_solve_triangular_into", "engine, a, b, upper, op, unit_diag, x", "None"},
  {"tf_cholesky", "engine, a", "l"},
  {"tf_cholesky_into", "engine, a, l", "None"},
  {"tf_lu", "engine, a, piv", "lu"},
  {"tf_lu_into", "engine, a, lu, piv", "None"},
  {"tf_lu_solve", "engine, lu, piv, b", "x"},
  {"tf_lu_solve_into", "engine, lu, piv, b, x", "None"},
  {"tf_det", "engine, a", "d"},
  {"tf_det_into", "engine, a, d", "None"},
  {"tf_slogdet", "engine, a", "sign, logabsdet"},
  {"tf_slogdet_into", "engine, a, sign, logabsdet", "None"},
  {"tf_inv", "engine, a", "x"},
  {"tf_inv_into", "engine, a, x", "None"},
  {"tf_lstsq", "engine, a, b, rcond, rank", "x, residuals"},
  {"tf_lstsq_into", "engine, a, b, rcond, x, residuals, rank", "None"},
  {"tf_pinv", "engine, a, rcond", "x"},
  {"tf_pinv_into", "engine, a, rcond, x", "None"},
  {"tf_matrix_norm", "engine, a, kind", "out"},
  {"tf_matrix_norm_into", "engine, a, kind, out", "None"},
  {"tf_expm", "engine, a", "x"},
  {"tf_expm_into", "engine, a, x", "None"},
  {"tf_eig", "engine, a", "w, v"},
  {"tf_eig_into", "engine, a, w, v", "None"},
  {"tf_eigvals", "engine, a", "w"},
  {"tf_eigvals_into", "engine, a, w", "None"},
  {"tf_einsum_vjp", "engine, subscripts, operands, options, grad_out", "grad_operands"},
  {"tf_einsum_vjp_into", "engine, subscripts, operands, options, grad_out, grad_operands", "None"},
  {"tf_einsum_jvp", "engine, subscripts, operands, options, t_operands", "t_out"},
  {"tf_einsum_jvp_into", "engine, subscripts, operands, options, t_operands, t_out", "None"},
  {"tf_einsum_labels_vjp", "engine, operands, labels, out_labels, options, grad_out", "grad_operands"},
  {"tf_einsum_labels_vjp_into", "engine, operands, labels, out_labels, options, grad_out, grad_operands", "None"},
  {"tf_einsum_labels_jvp", "engine, operands, labels, out_labels, options, t_operands", "t_out"},
  {"tf_einsum_labels_jvp_into", "engine, operands, labels, out_labels, options, t_operands, t_out", "None"},
  {"tf_tensordot_vjp", "engine, a, b, axes_a, axes_b, conj_a, conj_b, grad_out", "grad_a, grad_b"},
  {"tf_tensordot_vjp_into", "engine, a, b, axes_a, axes_b, conj_a, conj_b, grad_out, grad_a, grad_b", "None"},
  {"tf_tensordot_jvp", "engine, a, b, axes_a, axes_b, conj_a, conj_b, t_a, t_b", "t_out"},
  {"tf_tensordot_jvp_into", "engine, a, b, axes_a, axes_b, conj_a, conj_b, t_a, t_b, t_out", "None"},
  {"tf_matmul_vjp", "engine, op_a, a, op_b, b, grad_out", "grad_a, grad_b"},
  {"tf_matmul_vjp_into", "engine, op_a, a, op_b, b, grad_out, grad_a, grad_b", "None"},
  {"tf_matmul_jvp", "engine, op_a, a, op_b, b, t_a, t_b", "t_out"},
  {"tf_matmul_jvp_into", "engine, op_a, a, op_b, b, t_a, t_b, t_out", "None"},
  {"tf_unary_vjp", "engine, op, x, grad_out", "grad_x"},
  {"tf_unary_vjp_into", "engine, op, x, grad_out, grad_x", "None"},
  {"tf_unary_jvp", "engine, op, x, t_x", "t_out"},
  {"tf_unary_jvp_into", "engine, op, x, t_x, t_out", "None"},
  {"tf_scale_vjp", "engine, alpha, x, grad_out", "grad_x"},
  {"tf_scale_vjp_into", "engine, alpha, x, grad_out, grad_x", "None"},
  {"tf_scale_jvp", "engine, alpha, x, t_x", "t_out"},
  {"tf_scale_jvp_into", "engine, alpha, x, t_x, t_out", "None"},
  {"tf_binary_vjp", "engine, op, x, y, grad_out", "grad_x, grad_y"},
  {"tf_binary_vjp_into", "engine, op, x, y, grad_out, grad_x, grad_y", "None"},
  {"tf_binary_jvp", "engine, op, x, y, t_x, t_y", "t_out"},
  {"tf_binary_jvp_into", "engine, op, x, y, t_x, t_y, t_out", "None"},
  {"tf_axpby_vjp", "engine, alpha, x, beta, y, grad_out", "grad_x, grad_y"},
  {"tf_axpby_vjp_into", "engine, alpha, x, beta, y, grad_out, grad_x, grad_y", "None"},
  {"tf_axpby_jvp", "engine, alpha, x, beta, y, t_x, t_y", "t_out"},
  {"tf_axpby_jvp_into", "engine, alpha, x, beta, y, t_x, t_y, t_out", "None"},
  {"tf_cast_vjp", "engine, x, dtype, grad_out", "grad_x"},
  {"tf_cast_vjp_into", "engine, x, dtype, grad_out, grad_x", "None"},
  {"tf_cast_jvp", "engine, x, dtype, t_x", "t_out"},
  {"tf_cast_jvp_into", "engine, x, dtype, t_x, t_out", "None"},
  {"tf_reduce_vjp", "engine, op, x, axes, keepdims, grad_out", "grad_x"},
  {"tf_reduce_vjp_into", "engine, op, x, axes, keepdims, grad_out, grad_x", "None"},
  {"tf_reduce_jvp", "engine, op, x, axes, keepdims, t_x", "t_out"},
  {"tf_reduce_jvp_into", "engine, op, x, axes, keepdims, t_x, t_out", "None"},
  {"tf_dot_vjp", "engine, x, y, grad_out", "grad_x, grad_y"},
  {"tf_dot_vjp_into", "engine, x, y, grad_out, grad_x, grad_y", "None"},
  {"tf_vdot_vjp", "engine, x, y, grad_out", "grad_x, grad_y"},
  {"tf_vdot_vjp_into", "engine, x, y, grad_out, grad_x, grad_y", "None"},
  {"tf_dot_jvp", "engine, x, y, t_x, t_y", "t_out"},
  {"tf_vdot_jvp", "engine, x, y, t_x, t_y", "t_out"},
  {"tf_permute_vjp", "engine, x, perm, grad_out", "grad_x"},
  {"tf_permute_vjp_into", "engine, x, perm, grad_out, grad_x", "None"},
  {"tf_reshape_vjp", "engine, x, shape, order, grad_out", "grad_x"},
  {"tf_reshape_vjp_into", "engine, x, shape, order, grad_out, grad_x", "None"},
  {"tf_slice_vjp", "engine, x, starts, stops, steps, grad_out", "grad_x"},
  {"tf_slice_vjp_into", "engine, x, starts, stops, steps, grad_out, grad_x", "None"},
  {"tf_contiguous_vjp", "engine, x, layout, grad_out", "grad_x"},
  {"tf_contiguous_vjp_into", "engine, x, layout, grad_out, grad_x", "None"},
  {"tf_concatenate_vjp", "engine, xs, axis, grad_out", "grad_xs"},
  {"tf_concatenate_vjp_into", "engine, xs, axis, grad_out, grad_xs", "None"},
  {"tf_stack_vjp", "engine, xs, axis, grad_out", "grad_xs"},
  {"tf_stack_vjp_into", "engine, xs, axis, grad_out, grad_xs", "None"},
  {"tf_pad_vjp", "engine, x, before, after, grad_out", "grad_x"},
  {"tf_pad_vjp_into", "engine, x, before, after, grad_out, grad_x", "None"},
  {"tf_diagonal_vjp", "engine, x, offset, axis1, axis2, grad_out", "grad_x"},
  {"tf_diagonal_vjp_into", "engine, x, offset, axis1, axis2, grad_out, grad_x", "None"},
  {"tf_diag_embed_vjp", "engine, x, offset, axis1, axis2, grad_out", "grad_x"},
  {"tf_diag_embed_vjp_into", "engine, x, offset, axis1, axis2, grad_out, grad_x", "None"},
  {"tf_trace_vjp", "engine, x, offset, axis1, axis2, grad_out", "grad_x"},
  {"tf_trace_vjp_into", "engine, x, offset, axis1, axis2, grad_out, grad_x", "None"},
  {"tf_flip_vjp", "engine, x, axes, grad_out", "grad_x"},
  {"tf_flip_vjp_into", "engine, x, axes, grad_out, grad_x", "None"},
  {"tf_roll_vjp", "engine, x, shift, axis, grad_out", "grad_x"},
  {"tf_roll_vjp_into", "engine, x, shift, axis, grad_out, grad_x", "None"},
  {"tf_tril_vjp", "engine, x, offset, grad_out", "grad_x"},
  {"tf_tril_vjp_into", "engine, x, offset, grad_out, grad_x", "None"},
  {"tf_triu_vjp", "engine, x, offset, grad_out", "grad_x"},
  {"tf_triu_vjp_into", "engine, x, offset, grad_out, grad_x", "None"},
  {"tf_broadcast_to_vjp", "engine, x, shape, grad_out", "grad_x"},
  {"tf_broadcast_to_vjp_into", "engine, x, shape, grad_out, grad_x", "None"},
  {"tf_where_vjp", "engine, mask, a, b, grad_out", "grad_a, grad_b"},
  {"tf_where_vjp_into", "engine, mask, a, b, grad_out, grad_a, grad_b", "None"},
  {"tf_index_select_vjp", "engine, x, axis, indices, grad_out", "grad_x"},
  {"tf_index_select_vjp_into", "engine, x, axis, indices, grad_out, grad_x", "None"},
  {"tf_scatter_add_vjp", "engine, x, axis, indices, src, grad_out", "grad_x, grad_src"},
  {"tf_scatter_add_vjp_into", "engine, x, axis, indices, src, grad_out, grad_x, grad_src", "None"},
  {"tf_cumsum_vjp", "engine, x, axis, grad_out", "grad_x"},
  {"tf_cumsum_vjp_into", "engine, x, axis, grad_out, grad_x", "None"},
  {"tf_cumprod_vjp", "engine, x, axis, grad_out", "grad_x"},
  {"tf_cumprod_vjp_into", "engine, x, axis, grad_out, grad_x", "None"},
  {"tf_topk_vjp", "engine, x, axis, indices, grad_out", "grad_x"},
  {"tf_topk_vjp_into", "engine, x, axis, indices, grad_out, grad_x", "None"},
  {"tf_svd_vjp", "engine, a, u, s, vh, grad_u, grad_s, grad_vh, options", "grad_a"},
  {"tf_svd_vjp_into", "engine, a, u, s, vh, grad_u, grad_s, grad_vh, options, grad_a", "None"},
  {"tf_svd_jvp", "engine, a, u, s, vh, t_a, options", "t_u, t_s, t_vh"},
  {"tf_svd_jvp_into", "engine, a, u, s, vh, t_a, options, t_u, t_s, t_vh", "None"},
  {"tf_qr_vjp", "engine, a, q, r, grad_q, grad_r", "grad_a"},
  {"tf_qr_vjp_into", "engine, a, q, r, grad_q, grad_r, grad_a", "None"},
  {"tf_qr_jvp", "engine, a, q, r, t_a", "t_q, t_r"},
  {"tf_qr_jvp_into", "engine, a, q, r, t_a, t_q, t_r", "None"},
  {"tf_lq_vjp", "engine, a, l, q, grad_l, grad_q", "grad_a"},
  {"tf_lq_vjp_into", "engine, a, l, q, grad_l, grad_q, grad_a", "None"},
  {"tf_lq_jvp", "engine, a, l, q, t_a", "t_l, t_q"},
  {"tf_lq_jvp_into", "engine, a, l, q, t_a, t_l, t_q", "None"},
  {"tf_eigh_vjp", "engine, a, w, v, grad_w, grad_v, options", "grad_a"},
  {"tf_eigh_vjp_into", "engine, a, w, v, grad_w, grad_v, options, grad_a", "None"},
  {"tf_eigh_jvp", "engine, a, w, v, t_a, options", "t_w, t_v"},
  {"tf_eigh_jvp_into", "engine, a, w, v, t_a, options, t_w, t_v", "None"},
  {"tf_eigvalsh_vjp", "engine, a, w, grad_w", "grad_a"},
  {"tf_eigvalsh_vjp_into", "engine, a, w, grad_w, grad_a", "None"},
  {"tf_eigvalsh_jvp", "engine, a, w, t_a", "t_w"},
  {"tf_eigvalsh_jvp_into", "engine, a, w, t_a, t_w", "None"},
  {"tf_solve_vjp", "engine, a, b, x, grad_x", "grad_a, grad_b"},
  {"tf_solve_vjp_into", "engine, a, b, x, grad_x, grad_a, grad_b", "None"},
  {"tf_solve_jvp", "engine, a, b, x, t_a, t_b", "t_x"},
  {"tf_solve_jvp_into", "engine, a, b, x, t_a, t_b, t_x", "None"},
  {"tf_solve_triangular_vjp", "engine, a, b, upper, op, unit_diag, x, grad_x", "grad_a, grad_b"},
  {"tf_solve_triangular_vjp_into", "engine, a, b, upper, op, unit_diag, x, grad_x, grad_a, grad_b", "None"},
  {"tf_solve_triangular_jvp", "engine, a, b, upper, op, unit_diag, x, t_a, t_b", "t_x"},
  {"tf_solve_triangular_jvp_into", "engine, a, b, upper, op, unit_diag, x, t_a, t_b, t_x", "None"},
  {"tf_cholesky_vjp", "engine, a, l, grad_l", "grad_a"},
  {"tf_cholesky_vjp_into", "engine, a, l, grad_l, grad_a", "None"},
  {"tf_cholesky_jvp", "engine, a, l, t_a", "t_l"},
  {"tf_cholesky_jvp_into", "engine, a, l, t_a, t_l", "None"},
  {"tf_lu_vjp", "engine, a, lu, piv, grad_lu", "grad_a"},
  {"tf_lu_vjp_into", "engine, a, lu, piv, grad_lu, grad_a", "None"},
  {"tf_lu_jvp", "engine, a, lu, piv, t_a", "t_lu"},
  {"tf_lu_jvp_into", "engine, a, lu, piv, t_a, t_lu", "None"},
  {"tf_inv_vjp", "engine, a, x, grad_x", "grad_a"},
  {"tf_inv_vjp_into", "engine, a, x, grad_x, grad_a", "None"},
  {"tf_inv_jvp", "engine, a, x, t_a", "t_x"},
  {"tf_inv_jvp_into", "engine, a, x, t_a, t_x", "None"},
  {"tf_det_vjp", "engine, a, d, grad_d", "grad_a"},
  {"tf_det_vjp_into", "engine, a, d, grad_d, grad_a", "None"},
  {"tf_det_jvp", "engine, a, d, t_a", "t_d"},
  {"tf_det_jvp_into", "engine, a, d, t_a, t_d", "None"},
  {"tf_slogdet_vjp", "engine, a, sign, logabsdet, grad_sign, grad_logabsdet", "grad_a"},
  {"tf_slogdet_vjp_into", "engine, a, sign, logabsdet, grad_sign, grad_logabsdet, grad_a", "None"},
  {"tf_slogdet_jvp", "engine, a, sign, logabsdet, t_a", "t_sign, t_logabsdet"},
  {"tf_slogdet_jvp_into", "engine, a, sign, logabsdet, t_a, t_sign, t_logabsdet", "None"},
  {"tf_pinv_vjp", "engine, a, x, grad_x", "grad_a"},
  {"tf_pinv_vjp_into", "engine, a, x, grad_x, grad_a", "None"},
  {"tf_pinv_jvp", "engine, a, x, t_a", "t_x"},
  {"tf_pinv_jvp_into", "engine, a, x, t_a, t_x", "None"},
  {"tf_lstsq_vjp", "engine, a, b, x, grad_x", "grad_a, grad_b"},
  {"tf_lstsq_vjp_into", "engine, a, b, x, grad_x, grad_a, grad_b", "None"},
  {"tf_lstsq_jvp", "engine, a, b, x, t_a, t_b", "t_x"},
  {"tf_lstsq_jvp_into", "engine, a, b, x, t_a, t_b, t_x", "None"},
  {"tf_matrix_norm_vjp", "engine, a, kind, out, grad_out", "grad_a"},
  {"tf_matrix_norm_vjp_into", "engine, a, kind, out, grad_out, grad_a", "None"},
  {"tf_matrix_norm_jvp", "engine, a, kind, out, t_a", "t_out"},
  {"tf_matrix_norm_jvp_into", "engine, a, kind, out, t_a, t_out", "None"},
  {"tf_expm_vjp", "engine, a, x, grad_x", "grad_a"},
  {"tf_expm_vjp_into", "engine, a, x, grad_x, grad_a", "None"},
  {"tf_expm_jvp", "engine, a, x, t_a", "t_x"},
  {"tf_expm_jvp_into", "engine, a, x, t_a, t_x", "None"},
  {"tf_eig_vjp", "engine, a, w, v, grad_w, grad_v, options", "grad_a"},
  {"tf_eig_vjp_into", "engine, a, w, v, grad_w, grad_v, options, grad_a", "None"},
  {"tf_eig_jvp", "engine, a, w, v, t_a, options", "t_w, t_v"},
  {"tf_eig_jvp_into", "engine, a, w, v, t_a, options, t_w, t_v", "None"},
  {"tf_program_create", "", "out"},
  {"tf_program_input", "program, dtype, shape", "slot"},
  {"tf_program_matmul", "program, a, b", "slot"},
  {"tf_program_matmul_acc", "program, op_a, a, op_b, b, alpha, beta, c", "slot"},
  {"tf_program_reshape", "program, x, shape", "slot"},
  {"tf_program_output", "program, slot", "None"},
  {"tf_program_prepare", "engine, program, options", "out"},
  {"tf_program_run", "engine, prepared, inputs, outputs", "None"},
  {"tf_program_run_alloc", "engine, prepared, inputs, num_outputs", "outputs"},
  {"tf_prepared_get_info", "prepared", "out"},
  {"tf_program_unary", "program, op, x", "slot"},
  {"tf_program_scale", "program, alpha, x", "slot"},
  {"tf_program_binary", "program, op, x, y", "slot"},
  {"tf_program_axpby", "program, alpha, x, beta, y", "slot"},
  {"tf_program_reduce", "program, op, x, axes, keepdims", "slot"},
  {"tf_program_cast", "program, x, dtype", "slot"},
  {"tf_program_permute", "program, perm", "slot"},
  {"tf_program_contiguous", "program, x, layout", "slot"},
  {"tf_program_slice", "program, starts, stops, steps", "slot"},
  {"tf_program_tensordot", "program, a, b, axes_a, axes_b, conj_a, conj_b", "slot"},
  {"tf_program_einsum", "program, subscripts, operands, options", "slot"},
  {"tf_program_einsum_labels", "program, operands, labels, out_labels, options", "slot"},
  {"tf_program_svd", "program, a, options", "u, s, vh"},
  {"tf_program_qr", "program, a, nonneg_diag", "q, r"},
  {"tf_program_lq", "program, a, nonneg_diag", "l, q"},
  {"tf_program_eigh", "program, a", "w, v"},
  {"tf_program_eigvalsh", "program, a", "w"},
  {"tf_program_solve", "program, a, b", "x"},
  {"tf_program_solve_triangular", "program, a, b, upper, op, unit_diag", "x"},
  {"tf_program_cholesky", "program, a", "l"},
  {"tf_program_inv", "program, a", "x"},
  {"tf_program_det", "program, a", "d"},
  {"tf_program_vjp", "forward, outputs, inputs, options", "out"},
  {"tf_program_jvp", "forward, inputs", "out"},
  {"tf_eigsh", "engine, map, params, options", "w, v, info"},
  {"tf_eigsh_into", "engine, map, params, options, w, v", "info"},
  {"tf_expm_multiply", "engine, map, params, t, v, options", "out, info"},
  {"tf_expm_multiply_into", "engine, map, params, t, v, options, out", "info"},
  {"tf_cg", "engine, map, params, b, options", "x, info"},
  {"tf_cg_into", "engine, map, params, b, options, x", "info"},
  {"tf_gmres", "engine, map, params, b, options", "x, info"},
  {"tf_gmres_into", "engine, map, params, b, options, x", "info"},
  {NULL, NULL, NULL}};

/* Enumerators and constants. */
static const struct { const char* name; long long value; } gen_constants[] = {
  {"TF_F32", 0LL},
  {"TF_F64", 1LL},
  {"TF_C64", 2LL},
  {"TF_C128", 3LL},
  {"TF_ROW_MAJOR", 0LL},
  {"TF_COL_MAJOR", 1LL},
  {"TF_OP_N", 0LL},
  {"TF_OP_T", 1LL},
  {"TF_OP_C", 2LL},
  {"TF_ENGINE_SERIAL", 0LL},
  {"TF_ENGINE_POOLED", 1LL},
  {"TF_UNARY_NEG", 0LL},
  {"TF_UNARY_CONJ", 1LL},
  {"TF_UNARY_ABS", 2LL},
  {"TF_UNARY_REAL", 3LL},
  {"TF_UNARY_IMAG", 4LL},
  {"TF_UNARY_EXP", 5LL},
  {"TF_UNARY_LOG", 6LL},
  {"TF_UNARY_SQRT", 7LL},
  {"TF_UNARY_SIN", 8LL},
  {"TF_UNARY_COS", 9LL},
  {"TF_UNARY_TANH", 10LL},
  {"TF_UNARY_RECIPROCAL", 11LL},
  {"TF_UNARY_EXPM1", 12LL},
  {"TF_UNARY_LOG1P", 13LL},
  {"TF_UNARY_SIGMOID", 14LL},
  {"TF_UNARY_SIGN", 15LL},
  {"TF_BINARY_ADD", 0LL},
  {"TF_BINARY_SUB", 1LL},
  {"TF_BINARY_MUL", 2LL},
  {"TF_BINARY_DIV", 3LL},
  {"TF_BINARY_MAX", 4LL},
  {"TF_BINARY_MIN", 5LL},
  {"TF_BINARY_POW", 6LL},
  {"TF_BINARY_ATAN2", 7LL},
  {"TF_REDUCE_SUM", 0LL},
  {"TF_REDUCE_PROD", 1LL},
  {"TF_REDUCE_MEAN", 2LL},
  {"TF_REDUCE_MAX", 3LL},
  {"TF_REDUCE_MIN", 4LL},
  {"TF_REDUCE_FROBENIUS", 5LL},
  {"TF_COMPARE_EQ", 0LL},
  {"TF_COMPARE_NE", 1LL},
  {"TF_COMPARE_LT", 2LL},
  {"TF_COMPARE_LE", 3LL},
  {"TF_COMPARE_GT", 4LL},
  {"TF_COMPARE_GE", 5LL},
  {"TF_SEMIRING_STANDARD", 0LL},
  {"TF_SEMIRING_MAX_PLUS", 1LL},
  {"TF_SEMIRING_MIN_PLUS", 2LL},
  {"TF_SEMIRING_MAX_TIMES", 3LL},
  {"TF_EINSUM_OPT_DEFAULT", 0LL},
  {"TF_EINSUM_OPT_GREEDY", 1LL},
  {"TF_EINSUM_OPT_EXACT", 2LL},
  {"TF_EINSUM_OPT_RANDOM_GREEDY", 3LL},
  {"TF_EINSUM_OPT_ANNEAL", 4LL},
  {"TF_EINSUM_OPT_BISECT", 5LL},
  {"TF_EINSUM_OBJECTIVE_FLOPS", 0LL},
  {"TF_EINSUM_OBJECTIVE_SIZE", 1LL},
  {"TF_EINSUM_OBJECTIVE_MIX", 2LL},
  {"TF_NORM_FRO", 0LL},
  {"TF_NORM_NUC", 1LL},
  {"TF_NORM_2", 2LL},
  {"TF_PROGRAM_DRIVER_AUTO", 0LL},
  {"TF_PROGRAM_DRIVER_IMMEDIATE", 1LL},
  {"TF_PROGRAM_DRIVER_GRAPH", 2LL},
  {"TF_EIGSH_LOWEST", 0LL},
  {"TF_EIGSH_HIGHEST", 1LL},
  {"TF_SYMMETRY_U1", 0LL},
  {"TF_SYMMETRY_ZN", 1LL},
  {"TF_LEG_IN", 0LL},
  {"TF_LEG_OUT", 1LL},
  {"TF_OK", 0LL},
  {"TF_ERR_INVALID_ARGUMENT", 1LL},
  {"TF_ERR_SHAPE_MISMATCH", 2LL},
  {"TF_ERR_DTYPE_MISMATCH", 3LL},
  {"TF_ERR_OUT_OF_MEMORY", 4LL},
  {"TF_ERR_UNSUPPORTED", 5LL},
  {"TF_ERR_NUMERICAL", 6LL},
  {"TF_ERR_INTERNAL", 7LL},
  {"TF_DL_CPU", 1LL},
  {"TF_DL_CUDA_HOST", 3LL},
  {"TF_DL_ROCM_HOST", 11LL},
  {"TF_DL_FLOAT", 2LL},
  {"TF_DL_COMPLEX", 5LL},
  {"TF_DLPACK_IMPORT_READ_ONLY", 1LL},
  {"TENFERRO_VERSION_MAJOR", 1LL},
  {"TENFERRO_VERSION_MINOR", 0LL},
  {"TENFERRO_VERSION_PATCH", 0LL},
  {"TF_MAX_RANK", 16LL},
  {"TF_DYNAMIC", -1LL},
  {"TF_DLPACK_VERSION_MAJOR", 1LL},
  {"TF_DLPACK_VERSION_MINOR", 0LL},
  {"TF_SYMMETRY_MAX_FACTORS", 4LL},
  {"TF_DL_FLAG_READ_ONLY", 1LL},
  {"TF_DL_FLAG_IS_COPIED", 2LL},
  {NULL, 0}};

/* Each enum: its typedef name, first enumerator and count (the enumerators
 * above, in order). */
static const struct { const char* name; const char* first; int count; } gen_enums[] = {
  {"tf_dtype", "TF_F32", 4},
  {"tf_layout", "TF_ROW_MAJOR", 2},
  {"tf_op", "TF_OP_N", 3},
  {"tf_engine_kind", "TF_ENGINE_SERIAL", 2},
  {"tf_unary_op", "TF_UNARY_NEG", 16},
  {"tf_binary_op", "TF_BINARY_ADD", 8},
  {"tf_reduce_op", "TF_REDUCE_SUM", 6},
  {"tf_compare_op", "TF_COMPARE_EQ", 6},
  {"tf_semiring", "TF_SEMIRING_STANDARD", 4},
  {"tf_einsum_optimizer", "TF_EINSUM_OPT_DEFAULT", 6},
  {"tf_einsum_objective", "TF_EINSUM_OBJECTIVE_FLOPS", 3},
  {"tf_matrix_norm_kind", "TF_NORM_FRO", 3},
  {"tf_program_driver", "TF_PROGRAM_DRIVER_AUTO", 3},
  {"tf_eigsh_which", "TF_EIGSH_LOWEST", 2},
  {"tf_symmetry_kind", "TF_SYMMETRY_U1", 2},
  {"tf_leg_dir", "TF_LEG_IN", 2},
  {NULL, NULL, 0}};
#endif
