// Package tenferro binds the tenferro C API with cgo.
//
// Build: cgo asks pkg-config for tenferro (the #cgo pkg-config directive
// below), so the package builds wherever `pkg-config --cflags --libs
// tenferro` works: an installed tenferro in a system prefix, or any prefix
// on PKG_CONFIG_PATH (PREFIX/lib/pkgconfig). At run time the program must
// find libtenferro.so.1: a system prefix plus ldconfig, LD_LIBRARY_PATH,
// or an rpath (CGO_LDFLAGS=-Wl,-rpath,PREFIX/lib). docs/ffi/go.md.
//
// Rules (docs/ffi/go.md): an Engine is used by one goroutine at a time;
// Tensors are owned by C and freed by Release (a finalizer is only a safety
// net); Go memory is never retained by C (cgo pointer rules), so data goes
// in and out by copy (FromSlice, ToSlice) or is viewed in C memory
// (View, valid until Release). Each call and its tf_last_error() read run
// on one locked OS thread, because the message is thread-local.
package tenferro

/*
#cgo pkg-config: tenferro
#include <stdlib.h>
#include "tenferro.h"
*/
import "C"

import (
	"fmt"
	"runtime"
	"unsafe"
)

// Error is a failed tenferro call.
type Error struct {
	Status  int
	Name    string
	Message string
}

func (e *Error) Error() string { return e.Name + ": " + e.Message }

// call runs f and reads the thread-local error on the same OS thread.
func call(f func() C.tf_status) error {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	st := f()
	if st == C.TF_OK {
		return nil
	}
	return &Error{Status: int(st), Name: C.GoString(C.tf_status_name(st)),
		Message: C.GoString(C.tf_last_error())}
}

// Version is the loaded library's "MAJOR.MINOR.PATCH".
func Version() string { return C.GoString(C.tf_version_string()) }

// Layout is a contiguous memory order.
type Layout int

const (
	RowMajor Layout = C.TF_ROW_MAJOR
	ColMajor Layout = C.TF_COL_MAJOR
)

// Element is a tenferro element type.
type Element interface {
	float32 | float64 | complex64 | complex128
}

func dtypeOf[T Element]() C.tf_dtype {
	var z T
	switch any(z).(type) {
	case float32:
		return C.TF_F32
	case float64:
		return C.TF_F64
	case complex64:
		return C.TF_C64
	default:
		return C.TF_C128
	}
}

// Engine owns a tf_engine. Use one goroutine at a time; Close when done.
type Engine struct{ raw *C.tf_engine }

func newEngine(create func(**C.tf_engine) C.tf_status) (*Engine, error) {
	var raw *C.tf_engine
	if err := call(func() C.tf_status { return create(&raw) }); err != nil {
		return nil, err
	}
	e := &Engine{raw: raw}
	runtime.SetFinalizer(e, (*Engine).Close)
	return e, nil
}

// NewSerialEngine never enters a thread pool.
func NewSerialEngine() (*Engine, error) {
	return newEngine(func(p **C.tf_engine) C.tf_status { return C.tf_engine_create_serial(p) })
}

// NewPooledEngine uses up to threads workers (0: environment, else all cores).
func NewPooledEngine(threads int) (*Engine, error) {
	return newEngine(func(p **C.tf_engine) C.tf_status {
		return C.tf_engine_create_pooled(C.int32_t(threads), p)
	})
}

// Close destroys the engine; tensors it made stay valid. Idempotent.
func (e *Engine) Close() {
	if e.raw != nil {
		C.tf_engine_destroy(e.raw)
		e.raw = nil
	}
}

// NumThreads is the number of workers the engine may use.
func (e *Engine) NumThreads() (int, error) {
	var n C.int32_t
	err := call(func() C.tf_status { return C.tf_engine_num_threads(e.raw, &n) })
	return int(n), err
}

// Tensor owns a tf_tensor (C memory). Release when done.
type Tensor struct{ raw *C.tf_tensor }

func wrapTensor(raw *C.tf_tensor) *Tensor {
	t := &Tensor{raw: raw}
	runtime.SetFinalizer(t, (*Tensor).Release)
	return t
}

// Release gives the handle back. Idempotent.
func (t *Tensor) Release() {
	if t.raw != nil {
		C.tf_tensor_release(t.raw)
		t.raw = nil
	}
}

func cShape(shape []int64) *C.int64_t {
	if len(shape) == 0 {
		return nil
	}
	return (*C.int64_t)(unsafe.Pointer(&shape[0]))
}

// FromSlice copies data, contiguous in layout, into a new engine tensor.
func FromSlice[T Element](e *Engine, shape []int64, data []T, layout Layout) (*Tensor, error) {
	n := int64(1)
	for _, d := range shape {
		n *= d
	}
	if int64(len(data)) != n {
		return nil, fmt.Errorf("tenferro: data has %d elements, shape %v needs %d", len(data), shape, n)
	}
	strides := contiguousStrides(shape, layout)
	var ptr unsafe.Pointer
	if n > 0 {
		ptr = unsafe.Pointer(&data[0]) // read during the call only: allowed by cgo rules
	}
	var raw *C.tf_tensor
	err := call(func() C.tf_status {
		return C.tf_tensor_from_data(e.raw, dtypeOf[T](), C.int32_t(len(shape)), cShape(shape),
			cShape(strides), ptr, C.tf_layout(layout), &raw)
	})
	if err != nil {
		return nil, err
	}
	return wrapTensor(raw), nil
}

func contiguousStrides(shape []int64, layout Layout) []int64 {
	st := make([]int64, len(shape))
	s := int64(1)
	for k := range shape {
		i := len(shape) - 1 - k
		if layout == ColMajor {
			i = k
		}
		st[i] = s
		if shape[i] > 1 {
			s *= shape[i]
		}
	}
	return st
}

func (t *Tensor) dims(f func(*C.tf_tensor, *C.int64_t) C.tf_status) ([]int64, error) {
	var n C.int32_t
	if err := call(func() C.tf_status { return C.tf_tensor_ndim(t.raw, &n) }); err != nil {
		return nil, err
	}
	v := make([]int64, int(n))
	err := call(func() C.tf_status { return f(t.raw, cShape(v)) })
	return v, err
}

// Shape of the tensor.
func (t *Tensor) Shape() ([]int64, error) {
	return t.dims(func(r *C.tf_tensor, p *C.int64_t) C.tf_status { return C.tf_tensor_shape(r, p) })
}

// Strides of the tensor, in elements.
func (t *Tensor) Strides() ([]int64, error) {
	return t.dims(func(r *C.tf_tensor, p *C.int64_t) C.tf_status { return C.tf_tensor_strides(r, p) })
}

// ToSlice copies the elements out, contiguous in layout. T must be the
// tensor's dtype.
func ToSlice[T Element](t *Tensor, layout Layout) ([]T, error) {
	var dt C.tf_dtype
	if err := call(func() C.tf_status { return C.tf_tensor_dtype(t.raw, &dt) }); err != nil {
		return nil, err
	}
	if dt != dtypeOf[T]() {
		return nil, fmt.Errorf("tenferro: tensor dtype %d, asked for %d", dt, dtypeOf[T]())
	}
	var n C.int64_t
	if err := call(func() C.tf_status { return C.tf_tensor_numel(t.raw, &n) }); err != nil {
		return nil, err
	}
	out := make([]T, int(n))
	if n == 0 {
		return out, nil
	}
	var z T
	err := call(func() C.tf_status {
		return C.tf_tensor_read(t.raw, C.tf_layout(layout), unsafe.Pointer(&out[0]),
			C.size_t(uintptr(n)*unsafe.Sizeof(z)))
	})
	return out, err
}

// View is a Go slice over the tensor's own (C) memory, zero copy, for a
// contiguous tensor of dtype T (row- or column-major: the slice is in that
// order). Valid until t.Release; do not keep it longer.
func View[T Element](t *Tensor) ([]T, error) {
	data, err := ToSlice[T](t, RowMajor) // validates dtype, gives numel
	if err != nil {
		return nil, err
	}
	var p unsafe.Pointer
	if err := call(func() C.tf_status { return C.tf_tensor_data(t.raw, &p) }); err != nil {
		return nil, err
	}
	if len(data) == 0 {
		return []T{}, nil
	}
	return unsafe.Slice((*T)(p), len(data)), nil
}

// Matmul returns a new tensor a @ b (last two axes; batch axes broadcast).
func (e *Engine) Matmul(a, b *Tensor) (*Tensor, error) {
	var raw *C.tf_tensor
	err := call(func() C.tf_status { return C.tf_matmul(e.raw, a.raw, b.raw, &raw) })
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	if err != nil {
		return nil, err
	}
	return wrapTensor(raw), nil
}

// MatmulInto overwrites out with a @ b; out has the exact result shape.
func (e *Engine) MatmulInto(a, b, out *Tensor) error {
	err := call(func() C.tf_status { return C.tf_matmul_into(e.raw, a.raw, b.raw, out.raw) })
	runtime.KeepAlive(a)
	runtime.KeepAlive(b)
	runtime.KeepAlive(out)
	return err
}
