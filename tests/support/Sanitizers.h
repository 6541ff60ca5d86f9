// SPDX-License-Identifier: GPL-3.0-or-later
// Whether this test program was built with AddressSanitizer (the asan CI stage). A test whose
// cost is a matrix of similar cases (every lesson × every window mode, every slider position)
// runs a lighter matrix there: each code path is still reached under the sanitizer, while the
// release stage runs the whole matrix. GCC defines __SANITIZE_ADDRESS__ under -fsanitize=address.
#pragma once

namespace pl::test {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kUnderAddressSanitizer = true;
#else
inline constexpr bool kUnderAddressSanitizer = false;
#endif

} // namespace pl::test
