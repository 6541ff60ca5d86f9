// SPDX-License-Identifier: GPL-3.0-or-later
// A table a lesson declares once (its parameter table, its study table) is written as a function
// that builds it; builtOnce keeps the one copy every call reads, so no lesson writes the
// function-local static around its table again.
#pragma once

namespace pl {

// What `make` returns, made at its first use and kept for the program's life (thread-safe, as
// any function-local static).
template <auto make>
const auto& builtOnce()
{
    static const auto value = make();
    return value;
}

} // namespace pl
