/*
 * dlpack_test.c -- DLPack import and export through the public C API.
 *
 *   import:  every dtype x layout (row-major, column-major, strided view
 *            with byte_offset, permuted view, NULL strides) reads back the
 *            reference elements and multiplies like the reference matmul;
 *            the producer's deleter runs exactly once, when the last
 *            reference goes, also across a re-export.
 *   reject:  each unsupported or malformed input fails with the right
 *            status, names the argument, leaves *out untouched and has
 *            called the deleter exactly once before returning.
 *   export:  fields, zero copy, the storage outlives the tensor handle and
 *            the engine, round trips legacy <-> versioned.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <cmocka.h>
#include <complex.h>

#include "../test_util.h"

/* ------------------------------------------------------------ producer */
/* A toy DLPack producer: owns a malloc'd buffer, counts deleter calls. */
typedef struct producer {
  tf_dl_managed_tensor legacy;
  tf_dl_managed_tensor_versioned versioned;
  int64_t shape[TF_MAX_RANK + 1];
  int64_t strides[TF_MAX_RANK + 1];
  void* buffer;
  int deleted; /* deleter calls */
  int call_back_into_tenferro; /* the deleter makes a failing tenferro call */
} producer;

static void deleter_common(producer* p) {
  p->deleted++;
  if (p->call_back_into_tenferro) {
    int32_t n;
    (void)tf_engine_num_threads(NULL, &n); /* sets another error message */
  }
}
static void legacy_deleter(tf_dl_managed_tensor* self) {
  deleter_common((producer*)self->manager_ctx);
}
static void versioned_deleter(tf_dl_managed_tensor_versioned* self) {
  deleter_common((producer*)self->manager_ctx);
}

/* Fills p to describe buffer with the given geometry (strides may be NULL). */
static void producer_init(producer* p, void* buffer, uint8_t code, uint8_t bits, int32_t ndim,
                          const int64_t* shape, const int64_t* strides, uint64_t byte_offset) {
  tf_dl_tensor dl;
  int32_t i;
  memset(p, 0, sizeof *p);
  p->buffer = buffer;
  for (i = 0; i < ndim; ++i) {
    p->shape[i] = shape[i];
    if (strides) p->strides[i] = strides[i];
  }
  dl.data = buffer;
  dl.device.device_type = TF_DL_CPU;
  dl.device.device_id = 0;
  dl.ndim = ndim;
  dl.dtype.code = code;
  dl.dtype.bits = bits;
  dl.dtype.lanes = 1;
  dl.shape = p->shape;
  dl.strides = strides ? p->strides : NULL;
  dl.byte_offset = byte_offset;
  p->legacy.dl_tensor = dl;
  p->legacy.manager_ctx = p;
  p->legacy.deleter = legacy_deleter;
  p->versioned.version.major = 1;
  p->versioned.version.minor = 0;
  p->versioned.manager_ctx = p;
  p->versioned.deleter = versioned_deleter;
  p->versioned.flags = 0;
  p->versioned.dl_tensor = dl;
}

/* ------------------------------------------------------------- helpers */
static const tf_dtype kDtypes[] = {TF_F32, TF_F64, TF_C64, TF_C128};
static uint8_t dl_code(tf_dtype d) { return d == TF_C64 || d == TF_C128 ? TF_DL_COMPLEX : TF_DL_FLOAT; }
static uint8_t dl_bits(tf_dtype d) { return (uint8_t)(tf_dtype_size(d) * 8); }

/* Element i of a test pattern as a complex double (imag 0 for real). */
static double complex pattern(int64_t i, int salt) {
  return (double)((i * 7 + salt * 3) % 11) - 5.0 + I * (double)((i * 5 + salt) % 7 - 3);
}
static void store(tf_dtype d, void* base, int64_t off, double complex v) {
  switch (d) {
    case TF_F32: ((float*)base)[off] = (float)creal(v); break;
    case TF_F64: ((double*)base)[off] = creal(v); break;
    case TF_C64: ((float complex*)base)[off] = (float complex)v; break;
    default: ((double complex*)base)[off] = v; break;
  }
}
static double complex load(tf_dtype d, const void* base, int64_t off) {
  switch (d) {
    case TF_F32: return ((const float*)base)[off];
    case TF_F64: return ((const double*)base)[off];
    case TF_C64: return ((const float complex*)base)[off];
    default: return ((const double complex*)base)[off];
  }
}
static double complex real_if(tf_dtype d, double complex v) {
  return d == TF_F32 || d == TF_F64 ? creal(v) : v;
}
static double tol(tf_dtype d) { return d == TF_F32 || d == TF_C64 ? 1e-4 : 1e-12; }

/* The layouts of a rows x cols matrix inside a buffer. */
enum { ROW_MAJOR, COL_MAJOR, STRIDED_OFFSET, PADDED_COL, NULL_STRIDES, NUM_LAYOUTS };
static const char* kLayoutNames[] = {"row-major", "col-major", "strided+offset",
                                     "padded col-major", "NULL strides"};

/* Where element (r, c) of a rows x cols matrix lives in layout L: strides,
 * byte offset of element (0, 0), and the elements the buffer must hold. */
static void geometry(int L, int64_t rows, int64_t cols, size_t esize, int64_t strides[2],
                     uint64_t* byte_offset, int64_t* span) {
  *byte_offset = 0;
  switch (L) {
    case ROW_MAJOR:
    case NULL_STRIDES: strides[0] = cols; strides[1] = 1; *span = rows * cols; break;
    case COL_MAJOR: strides[0] = 1; strides[1] = rows; *span = rows * cols; break;
    case STRIDED_OFFSET:
      /* every other row and every third column of a larger array, 3 elements in */
      strides[0] = 2 * 3 * cols; strides[1] = 3;
      *byte_offset = 3 * esize;
      *span = 3 + 2 * 3 * cols * rows;
      break;
    default: /* PADDED_COL: a block of a Fortran array with leading dim rows + 2 */
      strides[0] = 1; strides[1] = rows + 2; *span = (rows + 2) * cols;
      break;
  }
}

/* Makes the buffer for a rows x cols matrix of pattern(salt) in layout L and
 * fills producer p with it. */
static void* make_matrix(producer* p, tf_dtype d, int L, int64_t rows, int64_t cols, int salt) {
  const size_t es = tf_dtype_size(d);
  int64_t st[2], span, r, c;
  uint64_t off;
  const int64_t shape[2] = {rows, cols};
  void* buf;
  geometry(L, rows, cols, es, st, &off, &span);
  buf = calloc((size_t)span + 8, es);
  assert_non_null(buf);
  for (r = 0; r < rows; ++r)
    for (c = 0; c < cols; ++c)
      store(d, (char*)buf + off, r * st[0] + c * st[1], pattern(r * cols + c, salt));
  producer_init(p, buf, dl_code(d), dl_bits(d), 2, shape, L == NULL_STRIDES ? NULL : st, off);
  return buf;
}

/* ------------------------------------------------------------- import */
static void test_import_reads_every_dtype_and_layout(void** state) {
  size_t di;
  int L, versioned;
  (void)state;
  for (di = 0; di < 4; ++di)
    for (L = 0; L < NUM_LAYOUTS; ++L)
      for (versioned = 0; versioned < 2; ++versioned) {
        const tf_dtype d = kDtypes[di];
        const int64_t rows = 3, cols = 5;
        producer p;
        tf_tensor* t = NULL;
        void* buf = make_matrix(&p, d, L, rows, cols, 1);
        void* out = calloc((size_t)(rows * cols), tf_dtype_size(d));
        int64_t shape[2], strides[2], r, c, want_st[2], span;
        uint64_t off;
        tf_dtype got_dtype;
        void* data;
        if (versioned) CHECK_OK(tf_tensor_from_dlpack_versioned(&p.versioned, 0, &t));
        else CHECK_OK(tf_tensor_from_dlpack(&p.legacy, &t));
        assert_int_equal(p.deleted, 0);
        CHECK_OK(tf_tensor_dtype(t, &got_dtype));
        assert_int_equal(got_dtype, d);
        CHECK_OK(tf_tensor_shape(t, shape));
        assert_int_equal(shape[0], rows);
        assert_int_equal(shape[1], cols);
        CHECK_OK(tf_tensor_strides(t, strides));
        geometry(L, rows, cols, tf_dtype_size(d), want_st, &off, &span);
        assert_int_equal(strides[0], want_st[0]);
        assert_int_equal(strides[1], want_st[1]);
        CHECK_OK(tf_tensor_data(t, &data));
        assert_ptr_equal(data, (char*)buf + off); /* zero copy, byte_offset honoured */
        CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, out, (size_t)(rows * cols) * tf_dtype_size(d)));
        for (r = 0; r < rows; ++r)
          for (c = 0; c < cols; ++c) {
            double complex want = real_if(d, pattern(r * cols + c, 1));
            if (cabs(load(d, out, r * cols + c) - want) > tol(d)) {
              print_error("dtype %d layout %s versioned %d: (%d,%d) differs\n", (int)d,
                          kLayoutNames[L], versioned, (int)r, (int)c);
              fail();
            }
          }
        tf_tensor_release(t);
        assert_int_equal(p.deleted, 1); /* released with the last reference */
        free(out);
        free(buf);
      }
}

/* Imported operands in every layout multiply like the reference, and an
 * imported tensor is a valid _into output (writes land in producer memory). */
static void test_import_matmul_matches_reference(void** state) {
  size_t di;
  int La, Lb;
  tf_engine* e;
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  for (di = 0; di < 4; ++di)
    for (La = 0; La < NUM_LAYOUTS; ++La)
      for (Lb = 0; Lb < NUM_LAYOUTS; ++Lb) {
        const tf_dtype d = kDtypes[di];
        const int64_t m = 4, k = 3, n = 5;
        producer pa, pb, pc;
        tf_tensor *a, *b, *c;
        void* ba = make_matrix(&pa, d, La, m, k, 2);
        void* bb = make_matrix(&pb, d, Lb, k, n, 3);
        void* bc = make_matrix(&pc, d, (La + Lb) % NUM_LAYOUTS, m, n, 4);
        int64_t st[2], span, i, j, q;
        uint64_t off;
        CHECK_OK(tf_tensor_from_dlpack(&pa.legacy, &a));
        CHECK_OK(tf_tensor_from_dlpack_versioned(&pb.versioned, 0, &b));
        CHECK_OK(tf_tensor_from_dlpack_versioned(&pc.versioned, 0, &c));
        CHECK_OK(tf_matmul_into(e, a, b, c));
        geometry((La + Lb) % NUM_LAYOUTS, m, n, tf_dtype_size(d), st, &off, &span);
        for (i = 0; i < m; ++i)
          for (j = 0; j < n; ++j) {
            double complex want = 0;
            for (q = 0; q < k; ++q)
              want += real_if(d, pattern(i * k + q, 2)) * real_if(d, pattern(q * n + j, 3));
            if (cabs(load(d, (char*)bc + off, i * st[0] + j * st[1]) - want) > 10 * tol(d)) {
              print_error("dtype %d layouts %s x %s: (%d,%d) differs\n", (int)d,
                          kLayoutNames[La], kLayoutNames[Lb], (int)i, (int)j);
              fail();
            }
          }
        tf_tensor_release(a);
        tf_tensor_release(b);
        tf_tensor_release(c);
        assert_int_equal(pa.deleted + pb.deleted + pc.deleted, 3);
        free(ba);
        free(bb);
        free(bc);
      }
  tf_engine_destroy(e);
}

static void test_import_rank0_empty_and_size1_strides(void** state) {
  producer p;
  double x = 42.0, y;
  tf_tensor* t;
  int64_t shape[3] = {2, 1, 0}, strides[3] = {1, -7, 5}, st[3];
  (void)state;
  /* rank 0: a scalar */
  producer_init(&p, &x, TF_DL_FLOAT, 64, 0, NULL, NULL, 0);
  CHECK_OK(tf_tensor_from_dlpack(&p.legacy, &t));
  CHECK_OK(tf_tensor_read(t, TF_ROW_MAJOR, &y, sizeof y));
  assert_true(y == 42.0);
  tf_tensor_release(t);
  assert_int_equal(p.deleted, 1);
  /* an empty tensor with NULL data and a negative stride on an extent-1 axis */
  producer_init(&p, NULL, TF_DL_FLOAT, 32, 3, shape, strides, 0);
  CHECK_OK(tf_tensor_from_dlpack_versioned(&p.versioned, 0, &t));
  CHECK_OK(tf_tensor_strides(t, st));
  assert_int_equal(st[0], 1);
  assert_true(st[1] >= 0); /* free stride replaced */
  tf_tensor_release(t);
  assert_int_equal(p.deleted, 1);
}

/* Read-only versioned tensors need TF_DLPACK_IMPORT_READ_ONLY. */
static void test_import_read_only_flag(void** state) {
  producer p;
  double buf[4] = {1, 2, 3, 4};
  const int64_t shape[2] = {2, 2};
  tf_tensor* t = (tf_tensor*)0x1;
  (void)state;
  producer_init(&p, buf, TF_DL_FLOAT, 64, 2, shape, NULL, 0);
  p.versioned.flags = TF_DL_FLAG_READ_ONLY;
  EXPECT_FAIL(tf_tensor_from_dlpack_versioned(&p.versioned, 0, &t), TF_ERR_UNSUPPORTED,
              "managed");
  EXPECT_MSG_CONTAINS("TF_DLPACK_IMPORT_READ_ONLY");
  assert_ptr_equal(t, (tf_tensor*)0x1);
  assert_int_equal(p.deleted, 1);
  producer_init(&p, buf, TF_DL_FLOAT, 64, 2, shape, NULL, 0);
  p.versioned.flags = TF_DL_FLAG_READ_ONLY | TF_DL_FLAG_IS_COPIED;
  CHECK_OK(tf_tensor_from_dlpack_versioned(&p.versioned, TF_DLPACK_IMPORT_READ_ONLY, &t));
  tf_tensor_release(t);
  assert_int_equal(p.deleted, 1);
}

/* --------------------------------------------------------------- reject */
typedef struct reject_case {
  const char* what;
  int versioned;
  tf_status status;
  const char* arg;
  const char* text; /* must appear in the message */
} reject_case;

static void apply_case(int i, producer* p, double* buf, uint32_t* flags) {
  static const int64_t shape2[2] = {2, 2};
  static int64_t big_shape[TF_MAX_RANK + 1];
  int j;
  const int64_t neg[2] = {-2, 1};
  for (j = 0; j <= TF_MAX_RANK; ++j) big_shape[j] = 1;
  producer_init(p, buf, TF_DL_FLOAT, 64, 2, shape2, NULL, 0);
  *flags = 0;
  switch (i) {
    case 0: p->legacy.dl_tensor.device.device_type = 2; break;         /* kDLCUDA */
    case 1: p->versioned.dl_tensor.device.device_type = 13; break;     /* kDLCUDAManaged */
    case 2: p->legacy.dl_tensor.dtype.code = 0; break;                  /* int64 */
    case 3: p->legacy.dl_tensor.dtype.bits = 16; break;                 /* float16 */
    case 4: p->versioned.dl_tensor.dtype.code = 4; p->versioned.dl_tensor.dtype.bits = 16;
            break;                                                      /* bfloat16 */
    case 5: p->legacy.dl_tensor.dtype.lanes = 2; break;
    case 6: producer_init(p, buf, TF_DL_FLOAT, 64, TF_MAX_RANK + 1, big_shape, NULL, 0); break;
    case 7: producer_init(p, buf, TF_DL_FLOAT, 64, 2, shape2, neg, 8 * 2); break;
    case 8: p->legacy.dl_tensor.data = NULL; break;
    case 9: p->legacy.dl_tensor.byte_offset = 4; break;                 /* misaligned */
    case 10: p->versioned.version.major = 2; break;
    case 11: *flags = 2; break;
    case 12: p->legacy.dl_tensor.ndim = -1; break;
    case 13: p->versioned.dl_tensor.device.device_type = 2; p->call_back_into_tenferro = 1;
             break;
    default: break;
  }
}

static const reject_case kRejects[] = {
    {"CUDA device", 0, TF_ERR_UNSUPPORTED, "managed", "kDLCUDA"},
    {"CUDA managed device", 1, TF_ERR_UNSUPPORTED, "managed", "kDLCUDAManaged"},
    {"int dtype", 0, TF_ERR_UNSUPPORTED, "managed", "code 0 bits 64"},
    {"float16", 0, TF_ERR_UNSUPPORTED, "managed", "bits 16"},
    {"bfloat16", 1, TF_ERR_UNSUPPORTED, "managed", "code 4"},
    {"lanes 2", 0, TF_ERR_UNSUPPORTED, "managed", "lanes: 2"},
    {"rank 17", 0, TF_ERR_INVALID_ARGUMENT, "managed", "rank"},
    {"negative stride", 0, TF_ERR_INVALID_ARGUMENT, "managed", "-2"},
    {"NULL data", 0, TF_ERR_INVALID_ARGUMENT, "managed", "NULL"},
    {"misaligned", 0, TF_ERR_INVALID_ARGUMENT, "managed", "multiple of 8"},
    {"major version 2", 1, TF_ERR_UNSUPPORTED, "managed", "2.0"},
    {"unknown import flag", 1, TF_ERR_INVALID_ARGUMENT, "flags", "0x2"},
    {"negative rank", 0, TF_ERR_INVALID_ARGUMENT, "managed", "-1"},
    {"deleter calls back", 1, TF_ERR_UNSUPPORTED, "managed", "kDLCUDA"},
};

static void test_import_rejects_and_deletes_once(void** state) {
  size_t i;
  (void)state;
  for (i = 0; i < sizeof kRejects / sizeof kRejects[0]; ++i) {
    const reject_case* rc = &kRejects[i];
    producer p;
    double buf[8] = {0};
    uint32_t flags;
    tf_tensor* t = (tf_tensor*)0x1;
    tf_status st;
    apply_case((int)i, &p, buf, &flags);
    st = rc->versioned ? tf_tensor_from_dlpack_versioned(&p.versioned, flags, &t)
                       : tf_tensor_from_dlpack(&p.legacy, &t);
    print_message("  reject: %-22s -> %s: %s\n", rc->what, tf_status_name(st), tf_last_error());
    expect_fail_at(st, rc->status, rc->arg, rc->what, __FILE__, __LINE__);
    EXPECT_MSG_CONTAINS(rc->text);
    assert_ptr_equal(t, (tf_tensor*)0x1); /* out untouched */
    assert_int_equal(p.deleted, 1);       /* deleter ran exactly once, already */
  }
}

static void test_import_null_arguments(void** state) {
  producer p;
  double buf[4];
  const int64_t shape[1] = {4};
  tf_tensor* t = (tf_tensor*)0x1;
  (void)state;
  EXPECT_FAIL(tf_tensor_from_dlpack(NULL, &t), TF_ERR_INVALID_ARGUMENT, "managed");
  EXPECT_FAIL(tf_tensor_from_dlpack_versioned(NULL, 0, &t), TF_ERR_INVALID_ARGUMENT, "managed");
  assert_ptr_equal(t, (tf_tensor*)0x1);
  /* NULL out: the import is rejected, and the tensor is still consumed */
  producer_init(&p, buf, TF_DL_FLOAT, 64, 1, shape, NULL, 0);
  EXPECT_FAIL(tf_tensor_from_dlpack(&p.legacy, NULL), TF_ERR_INVALID_ARGUMENT, "out");
  assert_int_equal(p.deleted, 1);
  producer_init(&p, buf, TF_DL_FLOAT, 64, 1, shape, NULL, 0);
  EXPECT_FAIL(tf_tensor_from_dlpack_versioned(&p.versioned, 0, NULL), TF_ERR_INVALID_ARGUMENT,
              "out");
  assert_int_equal(p.deleted, 1);
  /* a NULL deleter is allowed (nothing to call) */
  producer_init(&p, buf, TF_DL_FLOAT, 64, 1, shape, NULL, 0);
  p.legacy.deleter = NULL;
  CHECK_OK(tf_tensor_from_dlpack(&p.legacy, &t));
  tf_tensor_release(t);
  assert_int_equal(p.deleted, 0);
}

/* --------------------------------------------------------------- export */
static void test_export_fields_and_lifetime(void** state) {
  size_t di;
  int versioned;
  (void)state;
  for (di = 0; di < 4; ++di)
    for (versioned = 0; versioned < 2; ++versioned) {
      const tf_dtype d = kDtypes[di];
      const int64_t shape[3] = {2, 3, 4};
      tf_engine* e;
      tf_tensor* t;
      void* data;
      tf_dl_managed_tensor* m = NULL;
      tf_dl_managed_tensor_versioned* mv = NULL;
      const tf_dl_tensor* dl;
      int64_t i;
      CHECK_OK(tf_engine_create_serial(&e));
      CHECK_OK(tf_tensor_empty(e, d, 3, shape, TF_COL_MAJOR, &t));
      CHECK_OK(tf_tensor_data(t, &data));
      for (i = 0; i < 24; ++i) store(d, data, i, pattern(i, 5));
      if (versioned) {
        CHECK_OK(tf_tensor_to_dlpack_versioned(t, &mv));
        assert_int_equal(mv->version.major, 1);
        assert_int_equal(mv->version.minor, TF_DLPACK_VERSION_MINOR);
        assert_int_equal(mv->flags, 0);
        dl = &mv->dl_tensor;
      } else {
        CHECK_OK(tf_tensor_to_dlpack(t, &m));
        dl = &m->dl_tensor;
      }
      assert_ptr_equal(dl->data, data);
      assert_int_equal(dl->byte_offset, 0);
      assert_int_equal(dl->device.device_type, TF_DL_CPU);
      assert_int_equal(dl->device.device_id, 0);
      assert_int_equal(dl->ndim, 3);
      assert_int_equal(dl->dtype.code, dl_code(d));
      assert_int_equal(dl->dtype.bits, dl_bits(d));
      assert_int_equal(dl->dtype.lanes, 1);
      assert_int_equal(dl->shape[0], 2);
      assert_int_equal(dl->shape[2], 4);
      assert_int_equal(dl->strides[0], 1); /* column-major: 1, 2, 6 */
      assert_int_equal(dl->strides[1], 2);
      assert_int_equal(dl->strides[2], 6);
      /* the storage outlives the tensor handle and the engine */
      tf_tensor_release(t);
      tf_engine_destroy(e);
      for (i = 0; i < 24; ++i)
        assert_true(cabs(load(d, dl->data, i) - real_if(d, pattern(i, 5))) < tol(d));
      if (versioned) mv->deleter(mv);
      else m->deleter(m);
    }
}

static void test_export_round_trip(void** state) {
  tf_engine* e;
  tf_tensor *t, *back, *again;
  tf_dl_managed_tensor* m;
  tf_dl_managed_tensor_versioned* mv;
  const int64_t shape[2] = {2, 3};
  const double src[6] = {1, 2, 3, 4, 5, 6};
  double got[6];
  producer p;
  double buf[6] = {6, 5, 4, 3, 2, 1};
  (void)state;
  CHECK_OK(tf_engine_create_serial(&e));
  CHECK_OK(tf_tensor_from_data(e, TF_F64, 2, shape, NULL, src, TF_ROW_MAJOR, &t));
  /* legacy export -> import: the import's release calls the export's deleter */
  CHECK_OK(tf_tensor_to_dlpack(t, &m));
  CHECK_OK(tf_tensor_from_dlpack(m, &back));
  tf_tensor_release(t); /* the imported tensor keeps the storage alive */
  CHECK_OK(tf_tensor_read(back, TF_ROW_MAJOR, got, sizeof got));
  assert_memory_equal(got, src, sizeof src);
  /* versioned export of an imported tensor, then import again */
  CHECK_OK(tf_tensor_to_dlpack_versioned(back, &mv));
  tf_tensor_release(back);
  CHECK_OK(tf_tensor_from_dlpack_versioned(mv, 0, &again));
  CHECK_OK(tf_tensor_read(again, TF_ROW_MAJOR, got, sizeof got));
  assert_memory_equal(got, src, sizeof src);
  tf_tensor_release(again);
  /* a producer's tensor re-exported: its deleter runs once, after both go */
  producer_init(&p, buf, TF_DL_FLOAT, 64, 2, shape, NULL, 0);
  CHECK_OK(tf_tensor_from_dlpack(&p.legacy, &t));
  CHECK_OK(tf_tensor_to_dlpack(t, &m));
  tf_tensor_release(t);
  assert_int_equal(p.deleted, 0);
  assert_ptr_equal(m->dl_tensor.data, buf);
  m->deleter(m);
  assert_int_equal(p.deleted, 1);
  tf_engine_destroy(e);
}

static void test_export_rejects(void** state) {
  double buf[4] = {0};
  const int64_t shape[2] = {2, 2};
  tf_tensor* w;
  tf_dl_managed_tensor* m = (tf_dl_managed_tensor*)0x1;
  tf_dl_managed_tensor_versioned* mv = (tf_dl_managed_tensor_versioned*)0x1;
  (void)state;
  CHECK_OK(tf_tensor_wrap(TF_F64, 2, shape, NULL, buf, &w));
  EXPECT_FAIL(tf_tensor_to_dlpack(w, &m), TF_ERR_UNSUPPORTED, "tensor");
  EXPECT_FAIL(tf_tensor_to_dlpack_versioned(w, &mv), TF_ERR_UNSUPPORTED, "tensor");
  assert_ptr_equal(m, (tf_dl_managed_tensor*)0x1);
  assert_ptr_equal(mv, (tf_dl_managed_tensor_versioned*)0x1);
  EXPECT_FAIL(tf_tensor_to_dlpack(NULL, &m), TF_ERR_INVALID_ARGUMENT, "tensor");
  EXPECT_FAIL(tf_tensor_to_dlpack(w, NULL), TF_ERR_INVALID_ARGUMENT, "out");
  EXPECT_FAIL(tf_tensor_to_dlpack_versioned(NULL, &mv), TF_ERR_INVALID_ARGUMENT, "tensor");
  EXPECT_FAIL(tf_tensor_to_dlpack_versioned(w, NULL), TF_ERR_INVALID_ARGUMENT, "out");
  tf_tensor_release(w);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_import_reads_every_dtype_and_layout),
      cmocka_unit_test(test_import_matmul_matches_reference),
      cmocka_unit_test(test_import_rank0_empty_and_size1_strides),
      cmocka_unit_test(test_import_read_only_flag),
      cmocka_unit_test(test_import_rejects_and_deletes_once),
      cmocka_unit_test(test_import_null_arguments),
      cmocka_unit_test(test_export_fields_and_lifetime),
      cmocka_unit_test(test_export_round_trip),
      cmocka_unit_test(test_export_rejects),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
