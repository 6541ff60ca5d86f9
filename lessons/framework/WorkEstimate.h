// SPDX-License-Identifier: GPL-3.0-or-later
// What a study costs before it starts: a count of work (grid cells × time steps, particles ×
// steps) and the rate at which the development machine does it (from the bench), so the window
// can ask before a long one and the command line can print the estimate and refuse what would
// exceed --time-limit.
#pragma once

#include <string>

namespace pl {

struct WorkEstimate {
    double work = 0.0;       // units of work, e.g. 4e8
    std::string unit;        // e.g. "pendulum steps"
    std::string formula;     // how it is counted, naming the parameters: "'flip_grid'² starts × …"
    double perSecond = 0.0;  // units per wall-clock second on the 2-core development machine

    double seconds() const { return perSecond > 0.0 ? work / perSecond : 0.0; }
};

// "4e+08 pendulum steps ('flip_grid'² = 40000 starts × 'flip_time'/'flip_dt' = 10000 steps),
// about 3 s".
std::string describe(const WorkEstimate& estimate);

// A duration for a person: "45 s", "12 min", "3.2 h", "2.1e+05 years".
std::string describeSeconds(double seconds);

} // namespace pl
