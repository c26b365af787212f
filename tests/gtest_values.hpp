// tests/gtest_values.hpp: host values in and out of tf_tensors for the
// GoogleTest suites (f64 and c128; a real tensor reads back with zero
// imaginary parts). Include as "../gtest_values.hpp".
#ifndef TENFERRO_TESTS_GTEST_VALUES_HPP
#define TENFERRO_TESTS_GTEST_VALUES_HPP

#include <gtest/gtest.h>
#include <tenferro.h>

#include <complex>
#include <cstdint>
#include <vector>

namespace tu {

// A new row-major tensor of dtype d (TF_F64 or TF_C128) holding v.
inline tf_tensor* make_tensor(tf_engine* e, tf_dtype d, const std::vector<int64_t>& shape,
                              const std::vector<std::complex<double>>& v) {
  std::vector<double> buf;
  for (const std::complex<double>& z : v) {
    buf.push_back(z.real());
    if (d == TF_C128) buf.push_back(z.imag());
  }
  tf_tensor* t = nullptr;
  EXPECT_EQ(tf_tensor_from_data(e, d, (int32_t)shape.size(), shape.data(), nullptr, buf.data(),
                                TF_ROW_MAJOR, &t),
            TF_OK)
      << tf_last_error();
  return t;
}

// t's elements in row-major order.
inline std::vector<std::complex<double>> read_values(const tf_tensor* t) {
  tf_dtype d;
  int64_t n;
  tf_tensor_dtype(t, &d);
  tf_tensor_numel(t, &n);
  const bool c = d == TF_C128;
  std::vector<double> buf((std::size_t)n * (c ? 2 : 1));
  EXPECT_EQ(tf_tensor_read(t, TF_ROW_MAJOR, buf.data(), buf.size() * 8), TF_OK);
  std::vector<std::complex<double>> v((std::size_t)n);
  for (int64_t i = 0; i < n; ++i)
    v[i] = c ? std::complex<double>(buf[2 * i], buf[2 * i + 1]) : buf[i];
  return v;
}

}  // namespace tu

#endif
