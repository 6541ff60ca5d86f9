// SPDX-License-Identifier: GPL-3.0-or-later
// Whether this test program was built with AddressSanitizer (the asan CI stage). A test whose
// cost is a matrix of similar cases (every lesson × every window mode, every slider position)
// runs a lighter matrix there: each code path is still reached under the sanitizer, while the
// release stage runs the whole matrix. GCC defines __SANITIZE_ADDRESS__ under -fsanitize=address.
// lightSweeps() says when the lighter matrix runs: under AddressSanitizer unless the environment
// sets PARTICLELAB_FULL_SWEEPS (to run the release stage's matrices under the sanitizer by hand:
// PARTICLELAB_FULL_SWEEPS=1 ctest --test-dir build-asan -R <test>). kUnderAddressSanitizer alone
// is for allowances that follow the sanitizer's slowness (time limits, particle counts).
#pragma once

#include <cstdlib>

namespace pl::test {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kUnderAddressSanitizer = true;
#else
inline constexpr bool kUnderAddressSanitizer = false;
#endif

inline bool lightSweeps()
{
    return kUnderAddressSanitizer && std::getenv("PARTICLELAB_FULL_SWEEPS") == nullptr;
}

// Whether row `row` of a matrix over the lessons runs in a test function that takes share `part`
// of `parts`: every row in the full sweep; in the light one the rows are dealt out in turn, so
// that `parts` functions that each check something different of every lesson's window together
// still open every lesson once under the sanitizer.
inline bool inShare(int row, int part, int parts)
{
    return !lightSweeps() || row % parts == part;
}

} // namespace pl::test
