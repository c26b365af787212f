/* tenferro-bench-einsum-forms: CPU time per direct tf_einsum_into call of
 * the two forward einsums of the MPS norm program (bench_program_grad.cpp)
 * and of their four adjoint einsums (the forms tf_program_vjp records),
 * complex128, serial engine.
 *
 *   tenferro-bench-einsum-forms [chi] [reps]     (defaults: 16, 20000)
 *
 * A gradient run costs 3x a forward run only when every adjoint form runs
 * at the forward forms' speed per multiply-add; this prints each form's
 * time so a slow one shows (docs/autodiff.md, "Program transforms"). */
#define _POSIX_C_SOURCE 199309L
#include <complex.h>
#include <stdio.h>
#include <stdlib.h>
#include <tenferro.h>
#include <time.h>

static double cpu_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static tf_tensor* make(tf_engine* e, int nd, const int64_t* sh) {
  int64_t n = 1;
  for (int i = 0; i < nd; ++i) n *= sh[i];
  double complex* b = (double complex*)malloc(sizeof(double complex) * (size_t)n);
  for (int64_t i = 0; i < n; ++i) b[i] = 0.1 * (double)(i % 7) + 0.05 * I * (double)(i % 3);
  tf_tensor* t = NULL;
  if (tf_tensor_from_data(e, TF_C128, nd, sh, NULL, b, TF_ROW_MAJOR, &t) != TF_OK) {
    fprintf(stderr, "tf_tensor_from_data: %s\n", tf_last_error());
    exit(1);
  }
  free(b);
  return t;
}

static void bench(tf_engine* e, const char* what, const char* sub, tf_tensor* x, tf_tensor* y,
                  const uint8_t* cj, tf_tensor* out, int reps) {
  const tf_tensor* ops[2] = {x, y};
  tf_einsum_options o = {sizeof o, cj, NULL, 0, 0, 0};
  for (int i = 0; i < 100; ++i)
    if (tf_einsum_into(e, sub, 2, ops, &o, out) != TF_OK) {
      fprintf(stderr, "%s: %s\n", sub, tf_last_error());
      exit(1);
    }
  const double t0 = cpu_now();
  for (int i = 0; i < reps; ++i) tf_einsum_into(e, sub, 2, ops, &o, out);
  printf("%-9s %-12s conj %d%d  %9.3f us\n", what, sub, cj[0], cj[1],
         (cpu_now() - t0) / reps * 1e6);
}

int main(int argc, char** argv) {
  const int64_t c = argc > 1 ? atoi(argv[1]) : 16;
  const int reps = argc > 2 ? atoi(argv[2]) : 20000;
  tf_engine* e;
  if (tf_engine_create_serial(&e) != TF_OK) return 1;
  const int64_t sE[2] = {c, c}, sA[3] = {c, 2, c};
  tf_tensor *E = make(e, 2, sE), *A = make(e, 3, sA), *T = make(e, 3, sA), *g2 = make(e, 2, sE),
            *g3 = make(e, 3, sA), *oE = make(e, 2, sE), *oA = make(e, 3, sA);
  const uint8_t c00[2] = {0, 0}, c10[2] = {1, 0}, c01[2] = {0, 1};
  printf("chi = %lld, complex128, CPU time per call\n", (long long)c);
  bench(e, "forward", "ab,bsd->asd", E, A, c00, oA, reps);
  bench(e, "forward", "asc,asd->cd", A, T, c10, oE, reps);
  /* adjoints of T = einsum(ab,bsd->asd; E, A) with cotangent g3 */
  bench(e, "adjoint", "asd,bsd->ab", g3, A, c01, oE, reps);
  bench(e, "adjoint", "asd,ab->bsd", g3, E, c01, oA, reps);
  /* adjoints of E' = einsum(asc,asd->cd; conj A, T) with cotangent g2 */
  bench(e, "adjoint", "cd,asd->asc", g2, T, c10, oA, reps);
  bench(e, "adjoint", "cd,asc->asd", g2, A, c00, oA, reps);
  tf_tensor_release(E);
  tf_tensor_release(A);
  tf_tensor_release(T);
  tf_tensor_release(g2);
  tf_tensor_release(g3);
  tf_tensor_release(oE);
  tf_tensor_release(oA);
  tf_engine_destroy(e);
  return 0;
}
