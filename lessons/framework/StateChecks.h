// SPDX-License-Identifier: GPL-3.0-or-later
// Small predicates the lessons' checkState() functions share: a state read from a
// file is refused when a field holds what no run of the model can hold. Times are finite and
// ≥ 0, a time stamped on an event of the run (divergence, a crossing, a sample) lies at or
// before the run's time, counters are ≥ 0, and numbers that a run keeps finite are finite.
#pragma once

#include <Eigen/Core>

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace pl::state_checks {

// A time of a run (s, or the lesson's own unit): finite and ≥ 0.
inline bool isTime(double t) { return std::isfinite(t) && t >= 0.0; }

// A time at or before `now`. The two may have been summed step by step in different orders, so
// a rounding's worth beyond `now` is allowed.
inline bool isTimeUpTo(double t, double now)
{
    return isTime(t) && t <= now + 1e-9 * std::max(1.0, std::abs(now));
}

// An optional event time (divergedAt): absent, or a time at or before `now`.
inline bool isEventTime(const std::optional<double>& t, double now)
{
    return !t || isTimeUpTo(*t, now);
}

inline bool allFinite(const std::vector<double>& values)
{
    return std::all_of(values.begin(), values.end(), [](double v) { return std::isfinite(v); });
}

// Every point of a container of Eigen vectors (trails, paths) is finite.
template <class Points>
bool allPointsFinite(const Points& points)
{
    return std::all_of(points.begin(), points.end(), [](const auto& p) { return p.allFinite(); });
}

} // namespace pl::state_checks
