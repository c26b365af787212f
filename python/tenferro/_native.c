/*
 * tenferro._native: the CPython extension of the tenferro package, written
 * against the stable ABI (Python >= 3.11: buffer protocol, METH_FASTCALL).
 *
 * It does not link libtenferro: tenferro/_lib.py loads the library with
 * ctypes and hands its dlopen handle to _setup(), which resolves every
 * header function by name (TF_GEN_FUNCTIONS). So the extension always calls
 * the very library the ctypes layer uses, wherever it was found, and builds
 * with nothing but the header.
 *
 * What is here, by hand:
 *   - Engine: owns a tf_engine; matmul(a, b, out=None) and
 *     einsum(subscripts, *operands, out=None, plan=None) are the fast paths.
 *     An engine keeps one wrapped tf_tensor per argument position ("slot")
 *     and points it at the next call's array with tf_tensor_rebind when the
 *     dtype, shape and strides are the same, so a repeated call makes no
 *     handle and finds its plan by handle (tenferro.h, section 6).
 *   - Buffer: owns a tensor an allocating call returned and exposes it
 *     through the buffer protocol; NumPy arrays of results view it.
 *   - Handle: owns a tf_einsum_path, tf_program or tf_prepared.
 *   - Converters (cv_*) from Python values to C arguments, used by the
 *     wrappers that bindings/generate_python.py writes into _native_gen.h:
 *     one per header function, so a new function or enum row of the header
 *     reaches Python by rerunning the generator.
 * Errors raise the package's TenferroError classes (status, status_name,
 * message); a Python-side conversion error raises TypeError/ValueError
 * naming the argument and changes nothing.
 */
#ifndef Py_LIMITED_API
#define Py_LIMITED_API 0x030B0000
#endif
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <dlfcn.h>
#include <string.h>

#include "tenferro.h"
#include "_native_gen.h" /* TF_GEN_FUNCTIONS: the list of header functions */

#define X(name) static __typeof__(&name) p_##name;
TF_GEN_FUNCTIONS(X)
#undef X
#define P(name) p_##name

/* Replaces a global reference (Py_XSETREF is not in the stable ABI). */
#define SET_REF(dst, val)   \
  do {                      \
    PyObject* old_ = (dst); \
    (dst) = (val);          \
    Py_XDECREF(old_);       \
  } while (0)

/* Set by _setup. */
static PyObject* np_asarray;      /* numpy.asarray */
static PyObject* np_empty;        /* numpy.empty */
static PyObject* np_dtypes[4];    /* numpy dtypes of TF_F32..TF_C128 */
static PyObject* dlpack_import;   /* tenferro.from_dlpack: object -> Tensor */
static PyObject* err_classes[8];  /* per status; [0] is TenferroError */

/* ------------------------------------------------------------- errors */
static void raise_status(tf_status st) {
  const char* msg = P(tf_last_error)();
  const char* name = P(tf_status_name)(st);
  PyObject* cls = err_classes[(st > 0 && st < 8 && err_classes[st]) ? st : 0];
  if (!cls) {
    PyErr_Format(PyExc_RuntimeError, "%s: %s", name, msg);
    return;
  }
  PyObject* exc = PyObject_CallFunction(cls, "iss", (int)st, name, msg);
  if (exc) {
    PyErr_SetObject(cls, exc);
    Py_DECREF(exc);
  }
}

static int type_error(const char* what, const char* expected, PyObject* got) {
  PyObject* tn = PyType_GetName(Py_TYPE(got)); /* a new reference (stable ABI) */
  if (tn) {
    PyErr_Format(PyExc_TypeError, "%s: expected %s, got %U", what, expected, tn);
    Py_DECREF(tn);
  }
  return -1;
}

static int unknown_field(const char* sname, const char* key) {
  PyErr_Format(PyExc_ValueError, "%s: no field %s", sname, key);
  return -1;
}

/* -------------------------------------------------------------- types */
typedef struct {
  tf_tensor* t;
  int32_t dtype, ndim;
  int64_t shape[TF_MAX_RANK], strides[TF_MAX_RANK];
} Slot;

#define NSLOTS 16 /* 0..7: argument positions; 8..15: operands of a list */

typedef struct {
  PyObject_HEAD
  tf_engine* e;
  int busy; /* a call is converting or running (the GIL serialises the check) */
  Slot slots[NSLOTS];
} EngineObject;

typedef struct {
  PyObject_HEAD
  tf_tensor* t;
  PyObject* keep; /* what a view's memory belongs to */
  void* data;
  int ndim;
  int readonly;
  Py_ssize_t itemsize, len;
  Py_ssize_t shape[TF_MAX_RANK], strides[TF_MAX_RANK];
  char format[4];
} BufferObject;

typedef struct {
  PyObject_HEAD
  void* p;
  const char* type;
  void (*release)(void*);
} HandleObject;

static PyTypeObject* EngineType;
static PyTypeObject* BufferType;
static PyTypeObject* HandleType;

/* --------------------------------------------------------------- calls */
/* What one call borrowed or allocated, given back by call_done. */
typedef struct {
  EngineObject* eng;
  Py_buffer* views;
  tf_tensor** wrapped;
  void** mem;
  PyObject** refs; /* objects kept alive for the call (DLPack imports) */
  int nv, cv, nw, cw, nm, cm, nr, cr;
  Py_buffer vbuf[6];
  tf_tensor* wbuf[6];
  void* mbuf[6];
  PyObject* rbuf[4];
} Call;

static void call_init(Call* c) {
  c->eng = NULL;
  c->views = c->vbuf;
  c->wrapped = c->wbuf;
  c->mem = c->mbuf;
  c->refs = c->rbuf;
  c->nv = c->nw = c->nm = c->nr = 0;
  c->cv = c->cw = c->cm = 6;
  c->cr = 4;
}

static void call_done(Call* c) {
  for (int i = 0; i < c->nv; i++) PyBuffer_Release(&c->views[i]);
  for (int i = 0; i < c->nw; i++) P(tf_tensor_release)(c->wrapped[i]);
  for (int i = 0; i < c->nm; i++) PyMem_Free(c->mem[i]);
  for (int i = 0; i < c->nr; i++) Py_DECREF(c->refs[i]);
  if (c->refs != c->rbuf) PyMem_Free(c->refs);
  if (c->views != c->vbuf) PyMem_Free(c->views);
  if (c->wrapped != c->wbuf) PyMem_Free(c->wrapped);
  if (c->mem != c->mbuf) PyMem_Free(c->mem);
  if (c->eng) c->eng->busy = 0;
}

/* Grows one of the Call's arrays (inline storage first). */
static int grow(void** arr, void* inline_buf, int n, int* cap, size_t elsize) {
  if (n < *cap) return 0;
  int ncap = *cap * 2;
  void* p = PyMem_Malloc((size_t)ncap * elsize);
  if (!p) {
    PyErr_NoMemory();
    return -1;
  }
  memcpy(p, *arr, (size_t)n * elsize);
  if (*arr != inline_buf) PyMem_Free(*arr);
  *arr = p;
  *cap = ncap;
  return 0;
}

static void* call_alloc(Call* c, size_t bytes) {
  if (grow((void**)&c->mem, c->mbuf, c->nm, &c->cm, sizeof(void*))) return NULL;
  void* p = PyMem_Calloc(1, bytes ? bytes : 1);
  if (!p) {
    PyErr_NoMemory();
    return NULL;
  }
  c->mem[c->nm++] = p;
  return p;
}

static int check_nargs(Py_ssize_t nargs, Py_ssize_t want, const char* fn) {
  if (nargs == want) return 0;
  PyErr_Format(PyExc_TypeError, "%s: takes %zd arguments, got %zd", fn, want, nargs);
  return -1;
}

static int check_len(Py_ssize_t n, const char* what) {
  if (n <= INT32_MAX) return 0;
  PyErr_Format(PyExc_ValueError, "%s: %zd entries, at most %d", what, n, INT32_MAX);
  return -1;
}

static int check_same_len(Py_ssize_t n, Py_ssize_t want, const char* what, const char* other) {
  if (n == want) return 0;
  PyErr_Format(PyExc_ValueError, "%s: %zd entries, expected %zd (as %s)", what, n, want, other);
  return -1;
}

/* ---------------------------------------------------------- converters */
static int cv_engine(Call* c, PyObject* o, tf_engine** out) {
  if (!PyObject_TypeCheck(o, EngineType)) return type_error("engine", "a tenferro Engine", o);
  EngineObject* e = (EngineObject*)o;
  if (!e->e) {
    PyErr_SetString(PyExc_ValueError, "engine: already closed");
    return -1;
  }
  if (e->busy) {
    PyErr_SetString(PyExc_RuntimeError,
                    "engine: used by two threads at once (give each thread its own Engine)");
    return -1;
  }
  e->busy = 1;
  c->eng = e;
  *out = e->e;
  return 0;
}

/* The tf_dtype of a buffer format ("d", "<f", "Zd", ...); -1 if none. */
static int dtype_of_format(const char* f, Py_ssize_t itemsize) {
  if (!f) return -1;
  if (*f == '@' || *f == '=' || *f == '<') f++;
  if (!strcmp(f, "f") && itemsize == 4) return TF_F32;
  if (!strcmp(f, "d") && itemsize == 8) return TF_F64;
  if (!strcmp(f, "Zf") && itemsize == 8) return TF_C64;
  if (!strcmp(f, "Zd") && itemsize == 16) return TF_C128;
  return -1;
}

/* A tensor argument: a buffer (NumPy array, memoryview, ...) wrapped without
 * a copy, a DLPack producer (imported without a copy), an object with a
 * _handle (a ctypes tenferro.Tensor), or None (NULL). slot >= 0 with an engine reuses the engine's wrapped tensor of
 * that position when the layout matches. */
static int cv_tensor(Call* c, PyObject* o, int writable, int slot, tf_tensor** out) {
  if (o == Py_None) {
    *out = NULL;
    return 0;
  }
  if (!PyObject_CheckBuffer(o) && dlpack_import && PyObject_HasAttrString(o, "__dlpack__") &&
      !PyObject_HasAttrString(o, "_handle")) {
    /* A DLPack producer without the buffer protocol (torch): imported as a
     * Tensor (no copy), kept alive for the call. */
    if (grow((void**)&c->refs, c->rbuf, c->nr, &c->cr, sizeof(PyObject*))) return -1;
    PyObject* t = PyObject_CallFunctionObjArgs(dlpack_import, o, NULL);
    if (!t) return -1;
    c->refs[c->nr++] = t;
    o = t;
  }
  if (!PyObject_CheckBuffer(o)) {
    PyObject* h = PyObject_GetAttrString(o, "_handle");
    if (!h) {
      PyErr_Clear();
      return type_error("tensor", "a NumPy array (or any buffer) or a tenferro.Tensor", o);
    }
    if (h == Py_None) {
      Py_DECREF(h);
      PyErr_SetString(PyExc_ValueError, "tensor: already released");
      return -1;
    }
    *out = (tf_tensor*)PyLong_AsVoidPtr(h);
    Py_DECREF(h);
    if (!*out) {
      if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "tensor: already released");
      return -1;
    }
    return 0;
  }
  if (grow((void**)&c->views, c->vbuf, c->nv, &c->cv, sizeof(Py_buffer))) return -1;
  Py_buffer* v = &c->views[c->nv];
  if (PyObject_GetBuffer(o, v, PyBUF_STRIDES | PyBUF_FORMAT | (writable ? PyBUF_WRITABLE : 0)))
    return -1;
  c->nv++;
  int dt = dtype_of_format(v->format, v->itemsize);
  if (dt < 0) {
    PyErr_Format(PyExc_TypeError,
                 "tensor: element format '%s' is not supported, expected float32, float64, "
                 "complex64 or complex128",
                 v->format ? v->format : "B");
    return -1;
  }
  if (v->ndim > TF_MAX_RANK) {
    PyErr_Format(PyExc_ValueError, "tensor: rank %d, at most %d", v->ndim, TF_MAX_RANK);
    return -1;
  }
  int64_t shape[TF_MAX_RANK], strides[TF_MAX_RANK];
  for (int i = 0; i < v->ndim; i++) {
    Py_ssize_t s = v->strides[i];
    shape[i] = v->shape[i];
    if (v->shape[i] <= 1 && s < 0) s = 0; /* never stepped along */
    if (s < 0 || s % v->itemsize) {
      PyErr_Format(PyExc_ValueError,
                   "tensor: strides[%d] = %zd bytes, expected a non-negative multiple of the "
                   "item size %zd (copy it with numpy.ascontiguousarray)",
                   i, s, v->itemsize);
      return -1;
    }
    strides[i] = s / v->itemsize;
  }
  tf_status st;
  if (slot >= 0 && slot < NSLOTS && c->eng) {
    Slot* s = &c->eng->slots[slot];
    if (s->t && s->dtype == dt && s->ndim == v->ndim &&
        !memcmp(s->shape, shape, sizeof(int64_t) * v->ndim) &&
        !memcmp(s->strides, strides, sizeof(int64_t) * v->ndim)) {
      st = P(tf_tensor_rebind)(s->t, v->buf);
      if (st != TF_OK) {
        raise_status(st);
        return -1;
      }
      *out = s->t;
      return 0;
    }
    tf_tensor* t = NULL;
    st = P(tf_tensor_wrap)((tf_dtype)dt, v->ndim, shape, strides, v->buf, &t);
    if (st != TF_OK) {
      raise_status(st);
      return -1;
    }
    P(tf_tensor_release)(s->t);
    s->t = t;
    s->dtype = dt;
    s->ndim = v->ndim;
    memcpy(s->shape, shape, sizeof(int64_t) * v->ndim);
    memcpy(s->strides, strides, sizeof(int64_t) * v->ndim);
    *out = t;
    return 0;
  }
  if (grow((void**)&c->wrapped, c->wbuf, c->nw, &c->cw, sizeof(tf_tensor*))) return -1;
  st = P(tf_tensor_wrap)((tf_dtype)dt, v->ndim, shape, strides, v->buf, out);
  if (st != TF_OK) {
    raise_status(st);
    return -1;
  }
  c->wrapped[c->nw++] = *out;
  return 0;
}

/* A list of tensors; with slot_base >= 0 its first entries use the engine's
 * slots slot_base.. (only one list of a call may: slots are per position). */
static int cv_tensor_list(Call* c, PyObject* o, int writable, int slot_base, tf_tensor*** out,
                          Py_ssize_t* n) {
  if (!PyList_Check(o) && !PyTuple_Check(o))
    return type_error("tensors", "a list or tuple of arrays", o);
  *n = PySequence_Size(o);
  tf_tensor** arr = call_alloc(c, sizeof(tf_tensor*) * (size_t)(*n));
  if (!arr) return -1;
  for (Py_ssize_t i = 0; i < *n; i++) {
    PyObject* item = PySequence_GetItem(o, i);
    if (!item) return -1;
    int slot = slot_base >= 0 && slot_base + i < NSLOTS ? (int)(slot_base + i) : -1;
    int rc = cv_tensor(c, item, writable, slot, &arr[i]);
    Py_DECREF(item);
    if (rc) return -1;
  }
  *out = arr;
  return 0;
}

static int cv_int(Call* c, PyObject* o, const char* what, void* dst, size_t size, int is_signed) {
  (void)c;
  if (!PyLong_Check(o) && !PyIndex_Check(o)) return type_error(what, "an int", o);
  PyObject* idx = PyNumber_Index(o);
  if (!idx) return -1;
  int overflow = 0;
  long long v = PyLong_AsLongLongAndOverflow(idx, &overflow);
  unsigned long long uv = 0;
  if (!is_signed) {
    uv = PyLong_AsUnsignedLongLong(idx);
    if (uv == (unsigned long long)-1 && PyErr_Occurred()) {
      PyErr_Clear();
      overflow = 1;
    }
  }
  Py_DECREF(idx);
  if (v == -1 && PyErr_Occurred()) return -1;
  int ok = !overflow || !is_signed;
  if (is_signed && size == 4) ok = ok && v >= INT32_MIN && v <= INT32_MAX;
  if (!is_signed && size == 4) ok = ok && !overflow && uv <= UINT32_MAX;
  if (!is_signed && overflow) ok = 0;
  if (!ok) {
    PyErr_Format(PyExc_OverflowError, "%s: %S does not fit a %s%d-bit integer", what, o,
                 is_signed ? "signed " : "unsigned ", (int)size * 8);
    return -1;
  }
  if (size == 4) {
    int32_t x = (int32_t)(is_signed ? v : (long long)uv);
    memcpy(dst, &x, 4);
  } else {
    int64_t x = is_signed ? (int64_t)v : (int64_t)uv;
    memcpy(dst, &x, 8);
  }
  return 0;
}

static int cv_double(PyObject* o, const char* what, double* out) {
  double v = PyFloat_AsDouble(o);
  if (v == -1.0 && PyErr_Occurred()) {
    PyErr_Clear();
    return type_error(what, "a real number", o);
  }
  *out = v;
  return 0;
}

static int cv_scalar(PyObject* o, const char* what, tf_scalar* out) {
  if (PyComplex_Check(o)) {
    out->re = PyComplex_RealAsDouble(o);
    out->im = PyComplex_ImagAsDouble(o);
    return 0;
  }
  out->im = 0;
  if (cv_double(o, what, &out->re) == 0) return 0;
  /* A NumPy complex scalar: through complex(). */
  PyErr_Clear();
  PyObject* z = PyObject_CallFunctionObjArgs((PyObject*)&PyComplex_Type, o, NULL);
  if (!z) {
    PyErr_Clear();
    return type_error(what, "a number", o);
  }
  out->re = PyComplex_RealAsDouble(z);
  out->im = PyComplex_ImagAsDouble(z);
  Py_DECREF(z);
  return 0;
}

/* A sequence of ints (or None: NULL, length 0) as an array of elsize-byte
 * integers. The array has TF_MAX_RANK zero entries past its end, so an
 * array the library reads at a tensor's rank is never read past. */
static int cv_iarr(Call* c, PyObject* o, const char* what, void** out, size_t elsize,
                   Py_ssize_t* n) {
  if (o == Py_None) {
    *out = NULL;
    *n = 0;
    return 0;
  }
  if (PyLong_Check(o) || !PySequence_Check(o)) return type_error(what, "a sequence of ints", o);
  *n = PySequence_Size(o);
  if (*n < 0) return -1;
  char* arr = call_alloc(c, elsize * (size_t)(*n + TF_MAX_RANK));
  if (!arr) return -1;
  for (Py_ssize_t i = 0; i < *n; i++) {
    PyObject* item = PySequence_GetItem(o, i);
    if (!item) return -1;
    int rc = cv_int(c, item, what, arr + (size_t)i * elsize, elsize, 1);
    Py_DECREF(item);
    if (rc) return -1;
  }
  *out = arr;
  return 0;
}

/* A writable, C-contiguous buffer of elsize-byte integers (an int32 or
 * int64 NumPy array) the library writes into. */
static int cv_ibuf(Call* c, PyObject* o, const char* what, void** out, size_t elsize,
                   Py_ssize_t* n) {
  if (o == Py_None) {
    *out = NULL;
    *n = 0;
    return 0;
  }
  if (grow((void**)&c->views, c->vbuf, c->nv, &c->cv, sizeof(Py_buffer))) return -1;
  Py_buffer* v = &c->views[c->nv];
  if (PyObject_GetBuffer(o, v, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT | PyBUF_WRITABLE)) return -1;
  c->nv++;
  const char* f = v->format ? v->format : "B";
  if (*f == '@' || *f == '=' || *f == '<') f++;
  int ok = (size_t)v->itemsize == elsize && strchr(elsize == 4 ? "il" : "lq", *f) && f[1] == 0;
  if (!ok) {
    PyErr_Format(PyExc_TypeError, "%s: expected a writable int%d array, got format '%s'", what,
                 (int)elsize * 8, v->format ? v->format : "B");
    return -1;
  }
  *out = v->buf;
  *n = v->len / v->itemsize;
  return 0;
}

static int cv_iarr_list(Call* c, PyObject* o, const char* what, int32_t*** out, Py_ssize_t* n) {
  if (!PyList_Check(o) && !PyTuple_Check(o))
    return type_error(what, "a list of sequences of ints", o);
  *n = PySequence_Size(o);
  int32_t** arr = call_alloc(c, sizeof(int32_t*) * (size_t)(*n));
  if (!arr) return -1;
  for (Py_ssize_t i = 0; i < *n; i++) {
    PyObject* item = PySequence_GetItem(o, i);
    if (!item) return -1;
    Py_ssize_t len;
    int rc = cv_iarr(c, item, what, (void**)&arr[i], sizeof(int32_t), &len);
    Py_DECREF(item);
    if (rc) return -1;
  }
  *out = arr;
  return 0;
}

static int cv_u8arr(Call* c, PyObject* o, const char* what, const uint8_t** out, Py_ssize_t* n) {
  if (o == Py_None) {
    *out = NULL;
    *n = 0;
    return 0;
  }
  if (!PySequence_Check(o)) return type_error(what, "a sequence of bools", o);
  *n = PySequence_Size(o);
  uint8_t* arr = call_alloc(c, (size_t)*n + 1);
  if (!arr) return -1;
  for (Py_ssize_t i = 0; i < *n; i++) {
    PyObject* item = PySequence_GetItem(o, i);
    if (!item) return -1;
    int t = PyObject_IsTrue(item);
    Py_DECREF(item);
    if (t < 0) return -1;
    arr[i] = (uint8_t)t;
  }
  *out = arr;
  return 0;
}

/* A contraction path: a sequence of pairs (i, j), flattened; *n is the pair count. */
static int cv_pairs(Call* c, PyObject* o, const char* what, const int32_t** out, Py_ssize_t* n) {
  if (o == Py_None) {
    *out = NULL;
    *n = 0;
    return 0;
  }
  if (!PySequence_Check(o)) return type_error(what, "a sequence of pairs (i, j)", o);
  *n = PySequence_Size(o);
  int32_t* arr = call_alloc(c, sizeof(int32_t) * (size_t)(2 * *n + 2));
  if (!arr) return -1;
  for (Py_ssize_t i = 0; i < *n; i++) {
    PyObject* pair = PySequence_GetItem(o, i);
    if (!pair) return -1;
    int rc = 0;
    if (!PySequence_Check(pair) || PySequence_Size(pair) != 2) {
      rc = type_error(what, "pairs (i, j)", pair);
    } else {
      for (int k = 0; k < 2 && !rc; k++) {
        PyObject* x = PySequence_GetItem(pair, k);
        rc = x ? cv_int(c, x, what, &arr[2 * i + k], 4, 1) : -1;
        Py_XDECREF(x);
      }
    }
    Py_DECREF(pair);
    if (rc) return -1;
  }
  *out = arr;
  return 0;
}

static int cv_str(PyObject* o, const char* what, const char** out) {
  if (!PyUnicode_Check(o)) return type_error(what, "a str", o);
  *out = PyUnicode_AsUTF8AndSize(o, NULL);
  return *out ? 0 : -1;
}

static int cv_handle(PyObject* o, const char* type, const char* what, void** out) {
  if (o == Py_None) {
    *out = NULL;
    return 0;
  }
  if (!PyObject_TypeCheck(o, HandleType) || strcmp(((HandleObject*)o)->type, type)) {
    PyErr_Format(PyExc_TypeError, "%s: expected a %s handle", what, type);
    return -1;
  }
  *out = ((HandleObject*)o)->p;
  if (!*out) {
    PyErr_Format(PyExc_ValueError, "%s: the %s was released", what, type);
    return -1;
  }
  return 0;
}

/* ------------------------------------------------------------- results */
static int dict_set(PyObject* d, const char* key, PyObject* v) {
  if (!v) {
    Py_DECREF(d);
    return -1;
  }
  int rc = PyDict_SetItemString(d, key, v);
  Py_DECREF(v);
  if (rc) Py_DECREF(d);
  return rc;
}

static const char* const FORMATS[4] = {"f", "d", "Zf", "Zd"};

/* A NumPy array viewing *pt (taken over: *pt becomes NULL). keep, if not
 * NULL, is kept alive with it (the memory a view borrows). */
static PyObject* out_tensor(tf_tensor** pt, PyObject* keep) {
  tf_tensor* t = *pt;
  tf_dtype dt;
  int32_t ndim;
  int64_t shape[TF_MAX_RANK], strides[TF_MAX_RANK];
  void* data;
  if (P(tf_tensor_dtype)(t, &dt) || P(tf_tensor_ndim)(t, &ndim) ||
      P(tf_tensor_shape)(t, shape) || P(tf_tensor_strides)(t, strides) ||
      P(tf_tensor_data)(t, &data)) {
    raise_status(TF_ERR_INTERNAL);
    return NULL;
  }
  BufferObject* b = PyObject_New(BufferObject, BufferType);
  if (!b) return NULL;
  *pt = NULL;
  b->t = t;
  b->keep = keep;
  Py_XINCREF(keep);
  b->data = data;
  b->ndim = ndim;
  b->readonly = 0;
  b->itemsize = (Py_ssize_t)P(tf_dtype_size)(dt);
  b->len = b->itemsize;
  for (int i = 0; i < ndim; i++) {
    b->shape[i] = (Py_ssize_t)shape[i];
    b->strides[i] = (Py_ssize_t)strides[i] * b->itemsize;
    b->len *= b->shape[i];
  }
  strcpy(b->format, FORMATS[dt]);
  PyObject* arr = PyObject_CallFunctionObjArgs(np_asarray, (PyObject*)b, NULL);
  Py_DECREF(b);
  return arr;
}

/* A list of NumPy arrays of ts[0..n) (taken over; on failure the ones not
 * handed over are released). */
static PyObject* out_tensor_list(tf_tensor** ts, Py_ssize_t n) {
  PyObject* list = PyList_New(n);
  for (Py_ssize_t i = 0; i < n; i++) {
    PyObject* a = !list ? NULL : ts[i] ? out_tensor(&ts[i], NULL) : Py_NewRef(Py_None);
    if (!a) {
      for (Py_ssize_t k = i; k < n; k++) P(tf_tensor_release)(ts[k]);
      Py_XDECREF(list);
      return NULL;
    }
    PyList_SetItem(list, i, a);
  }
  return list;
}

/* Room for the n results of a tf_tensor** const* argument (grad_operands):
 * ts[i] receives result i, ptrs[i] = &ts[i] is what the library gets. */
static int alloc_out_list(Call* c, Py_ssize_t n, tf_tensor*** ts, tf_tensor**** ptrs) {
  if (n < 0) n = 0;
  *ts = call_alloc(c, sizeof(tf_tensor*) * (size_t)n);
  *ptrs = *ts ? call_alloc(c, sizeof(tf_tensor**) * (size_t)n) : NULL;
  if (!*ptrs) return -1;
  for (Py_ssize_t i = 0; i < n; i++) (*ptrs)[i] = &(*ts)[i];
  return 0;
}

/* A Handle owning *pp (taken over: *pp becomes NULL, also on failure,
 * when it is released). */
static PyObject* new_handle(void* pp_, const char* type, void (*release)(void*)) {
  void** pp = (void**)pp_;
  void* p = *pp;
  *pp = NULL;
  HandleObject* h = PyObject_New(HandleObject, HandleType);
  if (!h) {
    release(p);
    return NULL;
  }
  h->p = p;
  h->type = type;
  h->release = release;
  return (PyObject*)h;
}

/* The generated wrappers. */
#define TF_GEN_BODY
#include "_native_gen.h"

/* --------------------------------------------------------------- Engine */
static void engine_close_handles(EngineObject* self) {
  for (int i = 0; i < NSLOTS; i++) {
    if (self->slots[i].t) P(tf_tensor_release)(self->slots[i].t);
    self->slots[i].t = NULL;
  }
  if (self->e) P(tf_engine_destroy)(self->e);
  self->e = NULL;
}

static PyObject* engine_new(PyTypeObject* type, PyObject* args, PyObject* kwds) {
  static char* kwlist[] = {"threads", NULL};
  PyObject* threads = Py_None;
  if (!PyArg_ParseTupleAndKeywords(args, kwds, "|O", kwlist, &threads)) return NULL;
  if (!P(tf_engine_create_serial)) {
    PyErr_SetString(PyExc_RuntimeError, "tenferro._native: _setup() was not called");
    return NULL;
  }
  int32_t n = 0;
  if (threads != Py_None && cv_int(NULL, threads, "threads", &n, 4, 1)) return NULL;
  allocfunc alloc = (allocfunc)PyType_GetSlot(type, Py_tp_alloc);
  EngineObject* self = (EngineObject*)alloc(type, 0);
  if (!self) return NULL;
  tf_status st = threads == Py_None ? P(tf_engine_create_serial)(&self->e)
                                    : P(tf_engine_create_pooled)(n, &self->e);
  if (st != TF_OK) {
    raise_status(st);
    Py_DECREF(self);
    return NULL;
  }
  return (PyObject*)self;
}

static void engine_dealloc(EngineObject* self) {
  PyTypeObject* tp = Py_TYPE((PyObject*)self);
  engine_close_handles(self);
  freefunc f = (freefunc)PyType_GetSlot(tp, Py_tp_free);
  f(self);
  Py_DECREF(tp);
}

static PyObject* engine_close(EngineObject* self, PyObject* unused) {
  (void)unused;
  if (self->busy) {
    PyErr_SetString(PyExc_RuntimeError, "engine: close() while a call is running");
    return NULL;
  }
  engine_close_handles(self);
  Py_RETURN_NONE;
}

static PyObject* engine_handle(EngineObject* self, void* closure) {
  (void)closure;
  if (!self->e) {
    PyErr_SetString(PyExc_ValueError, "engine: already closed");
    return NULL;
  }
  return PyLong_FromVoidPtr(self->e);
}

/* The one keyword argument parser of the fast paths: kwnames must be a
 * subset of names; values go to outs (left as they are when absent). */
static int parse_kw(PyObject* const* kwvals, PyObject* kwnames, const char* fn,
                    const char* const* names, PyObject** outs) {
  if (!kwnames) return 0;
  Py_ssize_t nk = PyTuple_Size(kwnames);
  for (Py_ssize_t i = 0; i < nk; i++) {
    PyObject* k = PyTuple_GetItem(kwnames, i);
    int found = 0;
    for (int j = 0; names[j] && !found; j++) {
      if (PyUnicode_CompareWithASCIIString(k, names[j]) == 0) {
        outs[j] = kwvals[i];
        found = 1;
      }
    }
    if (!found) {
      PyErr_Format(PyExc_TypeError, "%s: unexpected keyword argument %U", fn, k);
      return -1;
    }
  }
  return 0;
}

/* The shape of a @ b (NumPy's matmul rules) from the two buffers, as a
 * tuple; NULL without an exception when they do not fit (then the library
 * call reports why). */
static PyObject* matmul_shape(const Py_buffer* a, const Py_buffer* b) {
  if (a->ndim < 2 || b->ndim < 2 || a->shape[a->ndim - 1] != b->shape[b->ndim - 2]) return NULL;
  int nd = a->ndim > b->ndim ? a->ndim : b->ndim;
  PyObject* t = PyTuple_New(nd);
  if (!t) return NULL;
  for (int i = 0; i < nd - 2; i++) {
    int ia = i - (nd - a->ndim), ib = i - (nd - b->ndim);
    Py_ssize_t ea = ia >= 0 ? a->shape[ia] : 1, eb = ib >= 0 ? b->shape[ib] : 1;
    if (ea != eb && ea != 1 && eb != 1) {
      Py_DECREF(t);
      return NULL;
    }
    PyTuple_SetItem(t, i, PyLong_FromSsize_t(ea == 1 ? eb : ea));
  }
  PyTuple_SetItem(t, nd - 2, PyLong_FromSsize_t(a->shape[a->ndim - 2]));
  PyTuple_SetItem(t, nd - 1, PyLong_FromSsize_t(b->shape[b->ndim - 1]));
  return t;
}

/* matmul(a, b, out=None): out given: tf_matmul_into, returns out; else a new
 * NumPy array of the result's shape, written by tf_matmul_into. */
static PyObject* engine_matmul(EngineObject* self, PyObject* const* args, Py_ssize_t nargs,
                               PyObject* kwnames) {
  static const char* const names[] = {"out", NULL};
  PyObject* out = nargs == 3 ? args[2] : Py_None;
  if (nargs < 2 || nargs > 3) return check_nargs(nargs, 2, "matmul"), NULL;
  if (kwnames && (nargs == 3 || parse_kw(args + nargs, kwnames, "matmul", names, &out)))
    return nargs == 3 ? (PyErr_SetString(PyExc_TypeError, "matmul: out given twice"), NULL)
                      : NULL;
  Call c;
  PyObject* ret = NULL;
  tf_engine* e;
  tf_tensor *a, *b, *o;
  tf_status st;
  call_init(&c);
  if (cv_engine(&c, (PyObject*)self, &e) || cv_tensor(&c, args[0], 0, 0, &a) ||
      cv_tensor(&c, args[1], 0, 1, &b))
    goto done;
  if (out == Py_None) {
    PyObject* shape = (a && b && c.nv == 2) ? matmul_shape(&c.views[0], &c.views[1]) : NULL;
    if (!shape) {
      if (PyErr_Occurred()) goto done;
      tf_tensor* r = NULL; /* the library says what does not fit */
      st = P(tf_matmul)(e, a, b, &r);
      if (st != TF_OK) {
        raise_status(st);
        goto done;
      }
      ret = out_tensor(&r, NULL);
      P(tf_tensor_release)(r);
      goto done;
    }
    tf_dtype dt;
    P(tf_tensor_dtype)(a, &dt);
    out = PyObject_CallFunctionObjArgs(np_empty, shape, np_dtypes[dt], NULL);
    Py_DECREF(shape);
    if (!out) goto done;
    ret = out; /* owned: dropped below on error */
  }
  if (cv_tensor(&c, out, 1, 2, &o)) {
    Py_CLEAR(ret);
    goto done;
  }
  st = P(tf_matmul_into)(e, a, b, o);
  if (st != TF_OK) {
    raise_status(st);
    Py_CLEAR(ret);
    goto done;
  }
  if (!ret) ret = Py_NewRef(out);
done:
  call_done(&c);
  return ret;
}

/* einsum(subscripts, *operands, out=None, plan=None): tf_einsum_into when
 * out is given (returns out), else tf_einsum (a new array). plan: a path
 * Handle from einsum_path / path_from_bytes. */
static PyObject* engine_einsum(EngineObject* self, PyObject* const* args, Py_ssize_t nargs,
                               PyObject* kwnames) {
  static const char* const names[] = {"out", "plan", NULL};
  PyObject* kw[2] = {Py_None, Py_None};
  if (nargs < 1) return check_nargs(nargs, 1, "einsum"), NULL;
  if (parse_kw(args + nargs, kwnames, "einsum", names, kw)) return NULL;
  Call c;
  PyObject* ret = NULL;
  tf_engine* e;
  const char* sub;
  tf_tensor* ops_inline[8];
  tf_tensor** ops = ops_inline;
  tf_tensor* o = NULL;
  tf_status st;
  tf_einsum_options opt;
  const tf_einsum_options* popt = NULL;
  Py_ssize_t n = nargs - 1;
  call_init(&c);
  if (cv_engine(&c, (PyObject*)self, &e) || cv_str(args[0], "subscripts", &sub)) goto done;
  if (n > 8 && !(ops = call_alloc(&c, sizeof(tf_tensor*) * (size_t)n))) goto done;
  if (check_len(n, "operands")) goto done;
  for (Py_ssize_t i = 0; i < n; i++)
    if (cv_tensor(&c, args[1 + i], 0, i < 8 ? (int)(8 + i) : -1, &ops[i])) goto done;
  if (kw[1] != Py_None) {
    void* plan;
    if (cv_handle(kw[1], "tf_einsum_path", "plan", &plan)) goto done;
    memset(&opt, 0, sizeof opt);
    opt.struct_size = sizeof opt;
    opt.plan = plan;
    popt = &opt;
  }
  if (kw[0] != Py_None) {
    if (cv_tensor(&c, kw[0], 1, 2, &o)) goto done;
    st = P(tf_einsum_into)(e, sub, (int32_t)n, (const tf_tensor* const*)ops, popt, o);
    if (st != TF_OK) {
      raise_status(st);
      goto done;
    }
    ret = Py_NewRef(kw[0]);
  } else {
    tf_tensor* r = NULL;
    st = P(tf_einsum)(e, sub, (int32_t)n, (const tf_tensor* const*)ops, popt, &r);
    if (st != TF_OK) {
      raise_status(st);
      goto done;
    }
    ret = out_tensor(&r, NULL);
    P(tf_tensor_release)(r);
  }
done:
  call_done(&c);
  return ret;
}

static PyMethodDef engine_methods[] = {
    {"matmul", (PyCFunction)(void (*)(void))engine_matmul, METH_FASTCALL | METH_KEYWORDS,
     "matmul(a, b, out=None) -> array\n\nMatrix product over the last two axes (batch axes "
     "broadcast). With out: written in place by tf_matmul_into, nothing allocated, out "
     "returned. Else a new NumPy array."},
    {"einsum", (PyCFunction)(void (*)(void))engine_einsum, METH_FASTCALL | METH_KEYWORDS,
     "einsum(subscripts, *operands, out=None, plan=None) -> array\n\nEinstein summation "
     "(NumPy subscripts). A repeated call with the same shapes reuses the engine's cached "
     "plan. out: tf_einsum_into. plan: a Handle from einsum_path()."},
    {"close", (PyCFunction)engine_close, METH_NOARGS,
     "Destroys the engine (idempotent); arrays it returned stay valid."},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef engine_getset[] = {
    {"handle", (getter)engine_handle, NULL, "the tf_engine* as an int (for ctypes)", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

static PyType_Slot engine_slots[] = {
    {Py_tp_new, engine_new},
    {Py_tp_dealloc, engine_dealloc},
    {Py_tp_methods, engine_methods},
    {Py_tp_getset, engine_getset},
    {Py_tp_doc, "Engine(threads=None): a tf_engine (serial without threads, pooled with)."},
    {0, NULL}};

static PyType_Spec engine_spec = {"tenferro._native.Engine", sizeof(EngineObject), 0,
                                  Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE, engine_slots};

/* --------------------------------------------------------------- Buffer */
static int buffer_getbuffer(BufferObject* self, Py_buffer* view, int flags) {
  if ((flags & PyBUF_WRITABLE) && self->readonly) {
    PyErr_SetString(PyExc_BufferError, "tenferro buffer: read-only");
    return -1;
  }
  if (!(flags & PyBUF_STRIDES)) {
    Py_ssize_t expect = self->itemsize;
    for (int i = self->ndim - 1; i >= 0; i--) {
      if (self->shape[i] > 1 && self->strides[i] != expect) {
        PyErr_SetString(PyExc_BufferError, "tenferro buffer: not contiguous, ask for strides");
        return -1;
      }
      expect *= self->shape[i];
    }
  }
  view->buf = self->data;
  view->obj = Py_NewRef((PyObject*)self);
  view->len = self->len;
  view->readonly = self->readonly;
  view->itemsize = self->itemsize;
  view->format = (flags & PyBUF_FORMAT) ? self->format : NULL;
  view->ndim = self->ndim;
  view->shape = (flags & PyBUF_ND) ? self->shape : NULL;
  view->strides = (flags & PyBUF_STRIDES) ? self->strides : NULL;
  view->suboffsets = NULL;
  view->internal = NULL;
  return 0;
}

static void buffer_dealloc(BufferObject* self) {
  PyTypeObject* tp = Py_TYPE((PyObject*)self);
  P(tf_tensor_release)(self->t);
  Py_XDECREF(self->keep);
  freefunc f = (freefunc)PyType_GetSlot(tp, Py_tp_free);
  f(self);
  Py_DECREF(tp);
}

static PyType_Slot buffer_slots[] = {
    {Py_bf_getbuffer, buffer_getbuffer},
    {Py_tp_dealloc, buffer_dealloc},
    {Py_tp_doc, "Owns a tensor a tenferro call returned; NumPy arrays of results view it."},
    {0, NULL}};

static PyType_Spec buffer_spec = {"tenferro._native.Buffer", sizeof(BufferObject), 0,
                                  Py_TPFLAGS_DEFAULT, buffer_slots};

/* --------------------------------------------------------------- Handle */
static void handle_dealloc(HandleObject* self) {
  PyTypeObject* tp = Py_TYPE((PyObject*)self);
  if (self->p) self->release(self->p);
  freefunc f = (freefunc)PyType_GetSlot(tp, Py_tp_free);
  f(self);
  Py_DECREF(tp);
}

static PyObject* handle_release(HandleObject* self, PyObject* unused) {
  (void)unused;
  if (self->p) self->release(self->p);
  self->p = NULL;
  Py_RETURN_NONE;
}

static PyObject* handle_repr(HandleObject* self) {
  return PyUnicode_FromFormat("<tenferro %s%s>", self->type, self->p ? "" : " released");
}

static PyObject* handle_type(HandleObject* self, void* closure) {
  (void)closure;
  return PyUnicode_FromString(self->type);
}

/* to_bytes(): a tf_einsum_path written by tf_einsum_path_write. */
static PyObject* handle_to_bytes(HandleObject* self, PyObject* unused) {
  (void)unused;
  void* p;
  if (cv_handle((PyObject*)self, "tf_einsum_path", "to_bytes", &p)) return NULL;
  size_t size = 0;
  tf_status st = P(tf_einsum_path_write)(p, NULL, 0, &size);
  if (st != TF_OK) return raise_status(st), NULL;
  PyObject* b = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)size);
  if (!b) return NULL;
  st = P(tf_einsum_path_write)(p, PyBytes_AsString(b), size, &size);
  if (st != TF_OK) {
    Py_DECREF(b);
    return raise_status(st), NULL;
  }
  return b;
}

static PyMethodDef handle_methods[] = {
    {"release", (PyCFunction)handle_release, METH_NOARGS, "Releases the handle (idempotent)."},
    {"to_bytes", (PyCFunction)handle_to_bytes, METH_NOARGS,
     "An einsum path as bytes (tf_einsum_path_write: versioned, checksummed, portable)."},
    {NULL, NULL, 0, NULL}};

static PyGetSetDef handle_getset[] = {
    {"type", (getter)handle_type, NULL, "the C type: tf_einsum_path, tf_program, ...", NULL},
    {NULL, NULL, NULL, NULL, NULL}};

static PyType_Slot handle_slots[] = {
    {Py_tp_dealloc, handle_dealloc},       {Py_tp_methods, handle_methods},
    {Py_tp_getset, handle_getset},         {Py_tp_repr, handle_repr},
    {Py_tp_doc, "Owns a tenferro handle."}, {0, NULL}};

static PyType_Spec handle_spec = {"tenferro._native.Handle", sizeof(HandleObject), 0,
                                  Py_TPFLAGS_DEFAULT, handle_slots};

/* --------------------------------------------------------------- module */
/* path_from_bytes(data): a tf_einsum_path read by tf_einsum_path_read. */
static PyObject* mod_path_from_bytes(PyObject* m, PyObject* o) {
  (void)m;
  Py_buffer v;
  if (PyObject_GetBuffer(o, &v, PyBUF_SIMPLE)) return NULL;
  tf_einsum_path* p = NULL;
  tf_status st = P(tf_einsum_path_read)(v.buf, (size_t)v.len, &p);
  PyBuffer_Release(&v);
  if (st != TF_OK) return raise_status(st), NULL;
  return new_handle(&p, "tf_einsum_path", (void (*)(void*))P(tf_einsum_path_release));
}

/* _setup(dlopen_handle, errors, numpy, dlpack_import): resolves the
 * library's functions and takes the exception classes (a tuple indexed by
 * status, [0] the base), NumPy and the DLPack importer. */
static PyObject* mod_setup(PyObject* m, PyObject* args) {
  (void)m;
  PyObject *h, *errors, *np, *dl;
  if (!PyArg_ParseTuple(args, "OO!OO", &h, &PyTuple_Type, &errors, &np, &dl)) return NULL;
  SET_REF(dlpack_import, Py_NewRef(dl));
  void* lib = PyLong_AsVoidPtr(h);
  if (!lib && PyErr_Occurred()) return NULL;
#define X(name)                                                                      \
  p_##name = (__typeof__(&name))dlsym(lib, #name);                                   \
  if (!p_##name) {                                                                   \
    PyErr_Format(PyExc_ImportError, "tenferro._native: the library lacks %s", #name); \
    return NULL;                                                                     \
  }
  TF_GEN_FUNCTIONS(X)
#undef X
  for (Py_ssize_t i = 0; i < 8 && i < PyTuple_Size(errors); i++) {
    SET_REF(err_classes[i], Py_NewRef(PyTuple_GetItem(errors, i)));
  }
  SET_REF(np_asarray, PyObject_GetAttrString(np, "asarray"));
  SET_REF(np_empty, PyObject_GetAttrString(np, "empty"));
  if (!np_asarray || !np_empty) return NULL;
  PyObject* dtype = PyObject_GetAttrString(np, "dtype");
  if (!dtype) return NULL;
  static const char* const names[4] = {"float32", "float64", "complex64", "complex128"};
  for (int i = 0; i < 4; i++) {
    SET_REF(np_dtypes[i], PyObject_CallFunction(dtype, "s", names[i]));
    if (!np_dtypes[i]) {
      Py_DECREF(dtype);
      return NULL;
    }
  }
  Py_DECREF(dtype);
  Py_RETURN_NONE;
}

/* signatures(): {function: (arguments, results)} of the generated wrappers. */
static PyObject* mod_signatures(PyObject* m, PyObject* unused) {
  (void)m;
  (void)unused;
  PyObject* d = PyDict_New();
  if (!d) return NULL;
  for (int i = 0; gen_signatures[i].name; i++) {
    PyObject* v = Py_BuildValue("(ss)", gen_signatures[i].args, gen_signatures[i].rets);
    if (dict_set(d, gen_signatures[i].name, v)) return NULL;
  }
  return d;
}

static PyMethodDef module_methods[] = {
    {"_setup", mod_setup, METH_VARARGS, "_setup(dlopen_handle, errors, numpy, dlpack_import)"},
    {"path_from_bytes", mod_path_from_bytes, METH_O,
     "path_from_bytes(data) -> Handle: an einsum path from Handle.to_bytes()."},
    {"signatures", mod_signatures, METH_NOARGS,
     "{function: (arguments, results)} of the generated raw wrappers."},
    {NULL, NULL, 0, NULL}};

static int module_exec(PyObject* m) {
  EngineType = (PyTypeObject*)PyType_FromSpec(&engine_spec);
  BufferType = (PyTypeObject*)PyType_FromSpec(&buffer_spec);
  HandleType = (PyTypeObject*)PyType_FromSpec(&handle_spec);
  if (!EngineType || !BufferType || !HandleType) return -1;
  if (PyModule_AddObjectRef(m, "Engine", (PyObject*)EngineType) ||
      PyModule_AddObjectRef(m, "Buffer", (PyObject*)BufferType) ||
      PyModule_AddObjectRef(m, "Handle", (PyObject*)HandleType))
    return -1;
  if (PyModule_AddFunctions(m, gen_methods)) return -1;
  for (int i = 0; gen_constants[i].name; i++)
    if (PyModule_AddIntConstant(m, gen_constants[i].name, (long)gen_constants[i].value))
      return -1;
  PyObject* enums = PyDict_New();
  if (!enums) return -1;
  for (int i = 0; gen_enums[i].name; i++) {
    int first = 0;
    while (strcmp(gen_constants[first].name, gen_enums[i].first)) first++;
    PyObject* list = PyList_New(gen_enums[i].count);
    if (!list) return -1;
    for (int k = 0; k < gen_enums[i].count; k++)
      PyList_SetItem(list, k, Py_BuildValue("(sL)", gen_constants[first + k].name,
                                            gen_constants[first + k].value));
    if (dict_set(enums, gen_enums[i].name, list)) return -1;
  }
  return PyModule_AddObject(m, "ENUMS", enums);
}

static PyModuleDef_Slot module_slots[] = {{Py_mod_exec, module_exec}, {0, NULL}};

static struct PyModuleDef module_def = {
    PyModuleDef_HEAD_INIT, "tenferro._native",
    "The tenferro CPython extension: Engine fast paths and one raw wrapper per header "
    "function (tenferro.h), generated by bindings/generate_python.py.",
    0, module_methods, module_slots, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__native(void) { return PyModuleDef_Init(&module_def); }
