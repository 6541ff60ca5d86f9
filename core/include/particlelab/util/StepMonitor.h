// SPDX-License-Identifier: GPL-3.0-or-later
// Work inside one step that may take long — a scene of thousands of rods with 1 000 substeps of
// 1 000 solver iterations, an O(n²) pair loop over 10⁵ disks — asks a StepMonitor whether to go
// on and tells it how far the step has come. So a person's Ctrl+C and a wall-clock limit are
// obeyed within a fraction of a second whatever one step costs, and the speed of a run can be
// measured before its first step has finished.
//
// A model that was told to stop leaves its step unfinished: its state is then neither a state
// before nor after the step, and the run that asked must not step, save or show it again (the
// headless run exits without writing anything). Without a monitor nothing is polled.
#pragma once

namespace pl {

class StepMonitor {
public:
    virtual ~StepMonitor() = default;
    // `simulated` seconds of the current step are done (0 ≤ simulated ≤ Δt).
    virtual void progress(double simulated) = 0;
    // True when the work should end now, leaving the step unfinished.
    virtual bool stopRequested() const = 0;
};

} // namespace pl
