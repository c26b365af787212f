package tenferro

import (
	"errors"
	"strings"
	"sync"
	"testing"
)

func fromInt[T Element](v int) T {
	var z T
	switch p := any(&z).(type) {
	case *float32:
		*p = float32(v)
	case *float64:
		*p = float64(v)
	case *complex64:
		*p = complex(float32(v), float32(v%3))
	case *complex128:
		*p = complex(float64(v), float64(v%3))
	}
	return z
}

func pattern[T Element](n, salt int) []T {
	out := make([]T, n)
	for i := range out {
		out[i] = fromInt[T](((i*7 + salt*3) % 11) - 5)
	}
	return out
}

func reference[T Element](a, b []T, m, k, n int) []T {
	c := make([]T, m*n)
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			for q := 0; q < k; q++ {
				c[i*n+j] += a[i*k+q] * b[q*n+j]
			}
		}
	}
	return c
}

func transpose[T Element](x []T, rows, cols int) []T {
	t := make([]T, len(x))
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			t[c*rows+r] = x[r*cols+c]
		}
	}
	return t
}

func checkMatmul[T Element](t *testing.T, e *Engine) {
	const m, k, n = 4, 3, 5
	a, b := pattern[T](m*k, 1), pattern[T](k*n, 2)
	want := reference(a, b, m, k, n)
	for _, la := range []Layout{RowMajor, ColMajor} {
		for _, lb := range []Layout{RowMajor, ColMajor} {
			da, db := a, b
			if la == ColMajor {
				da = transpose(a, m, k)
			}
			if lb == ColMajor {
				db = transpose(b, k, n)
			}
			ta, err := FromSlice(e, []int64{m, k}, da, la)
			if err != nil {
				t.Fatal(err)
			}
			tb, err := FromSlice(e, []int64{k, n}, db, lb)
			if err != nil {
				t.Fatal(err)
			}
			c, err := e.Matmul(ta, tb)
			if err != nil {
				t.Fatal(err)
			}
			got, err := ToSlice[T](c, RowMajor)
			if err != nil {
				t.Fatal(err)
			}
			for i := range want {
				if got[i] != want[i] { // small integers: exact in every dtype
					t.Fatalf("%T %v x %v: c[%d] = %v, want %v", want[0], la, lb, i, got[i], want[i])
				}
			}
			ta.Release()
			tb.Release()
			c.Release()
		}
	}
}

func TestMatmulEveryDtypeAndLayout(t *testing.T) {
	e, err := NewSerialEngine()
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	checkMatmul[float32](t, e)
	checkMatmul[float64](t, e)
	checkMatmul[complex64](t, e)
	checkMatmul[complex128](t, e)
}

func TestMatmulIntoAndView(t *testing.T) {
	e, _ := NewSerialEngine()
	defer e.Close()
	a, _ := FromSlice(e, []int64{2, 2}, []complex128{1 + 1i, 2, 3, 4}, RowMajor)
	b, _ := FromSlice(e, []int64{2, 2}, []complex128{1, 0, 0, 1i}, RowMajor)
	out, _ := FromSlice(e, []int64{2, 2}, make([]complex128, 4), ColMajor)
	if err := e.MatmulInto(a, b, out); err != nil {
		t.Fatal(err)
	}
	v, err := View[complex128](out) // column-major memory of [[1+1i, 2i], [3, 4i]]
	if err != nil {
		t.Fatal(err)
	}
	want := []complex128{1 + 1i, 3, 2i, 4i}
	for i := range want {
		if v[i] != want[i] {
			t.Fatalf("view[%d] = %v, want %v", i, v[i], want[i])
		}
	}
	st, _ := out.Strides()
	if st[0] != 1 || st[1] != 2 {
		t.Fatalf("strides %v, want [1 2]", st)
	}
}

func TestErrors(t *testing.T) {
	e, _ := NewSerialEngine()
	defer e.Close()
	a, _ := FromSlice(e, []int64{2, 3}, pattern[float64](6, 0), RowMajor)
	_, err := e.Matmul(a, a)
	var te *Error
	if !errors.As(err, &te) || te.Name != "TF_ERR_SHAPE_MISMATCH" ||
		!strings.Contains(te.Message, "inner dimensions") {
		t.Fatalf("got %v", err)
	}
	f, _ := FromSlice(e, []int64{3, 2}, pattern[float32](6, 0), RowMajor)
	if _, err := e.Matmul(a, f); err == nil || !strings.Contains(err.Error(), "TF_ERR_DTYPE_MISMATCH") {
		t.Fatalf("dtype mismatch: got %v", err)
	}
	if _, err := ToSlice[float32](a, RowMajor); err == nil {
		t.Fatal("ToSlice with the wrong element type succeeded")
	}
	if _, err := FromSlice(e, []int64{2, 2}, []float64{1}, RowMajor); err == nil {
		t.Fatal("short data accepted")
	}
}

func TestEnginesOnGoroutines(t *testing.T) {
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			e, err := NewSerialEngine()
			if err != nil {
				errs <- err
				return
			}
			defer e.Close()
			for i := 0; i < 20; i++ {
				a, _ := FromSlice(e, []int64{2, 3}, pattern[float64](6, g), RowMajor)
				// every other call fails: its message must be this call's
				if _, err := e.Matmul(a, a); err == nil || !strings.Contains(err.Error(), "inner") {
					errs <- err
				}
				a.Release()
			}
		}(g)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("goroutine: %v", err)
	}
	p, _ := NewPooledEngine(2)
	defer p.Close()
	if n, _ := p.NumThreads(); n != 2 {
		t.Fatalf("pooled threads %d", n)
	}
	if !strings.HasPrefix(Version(), "1.") {
		t.Fatal(Version())
	}
}
