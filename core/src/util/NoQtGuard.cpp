// SPDX-License-Identifier: GPL-3.0-or-later
// Compile-time guard: core must never link Qt. Linking any Qt module defines QT_CORE_LIB
// for every source of the target, so this file stops the build if that ever happens.
#if defined(QT_CORE_LIB) || defined(QT_VERSION)
#error "core/ must not depend on Qt: keep Qt in ui/ and app/"
#endif

namespace pl::detail {
// A symbol so that this translation unit is not empty (-Wpedantic).
int coreIsQtFree() { return 1; }
} // namespace pl::detail
