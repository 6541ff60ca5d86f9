// SPDX-License-Identifier: GPL-3.0-or-later
// How the window's timeline memory budget (Edit → Timeline memory budget, 512 MB by default) is
// shared between the runs of the lessons opened in a sitting (every lesson
// visited shrank every other's keyframes, down to 24 MB each, without saying so).
//
// The lesson on show has at least half of the budget, and whatever the others leave unused. Each
// other lesson keeps the keyframes it has, up to an equal part of the other half (never less
// than leastShare): a run not on show grows no keyframes, so it needs no more than it holds.
// Together the shares never pass the budget while fewer than 1 + budget / (2 · leastShare)
// lessons are open (65 with 512 MB), so memory stays bounded.
#pragma once

#include <QString>

#include <cstddef>
#include <vector>

namespace pl {

inline constexpr std::size_t leastKeyframeShare = std::size_t{4} << 20;  // bytes

struct KeyframeShares {
    std::vector<std::size_t> budgets;  // per run, in the order given
    std::size_t otherCap = 0;          // the most a run not on show keeps (0: no other runs)
};

// `used`: the bytes each run's keyframes hold now; `shown`: the index of the run on show.
KeyframeShares shareKeyframeBudget(std::size_t total, std::size_t shown,
                                   const std::vector<std::size_t>& used);

// "12 MB", "3.5 MB".
QString formatMegabytes(std::size_t bytes);

// The sharing in words, for the timeline's memory tooltip and the status bar.
QString describeKeyframeShares(std::size_t total, std::size_t runs, std::size_t shownBudget,
                               std::size_t otherCap);

} // namespace pl
