// SPDX-License-Identifier: GPL-3.0-or-later
// The ideal-gas lesson's two studies of the exact gas, apart from the lesson class because the
// benchmark runs the first too:
//   * stepped against exact: the gas from the lesson's initial state, event-driven and then
//     time-stepped at several Δt, each for the same simulated time; the stepped pressure on the
//     walls converges on the exact one as Δt shrinks;
//   * the equation of state: Z = P A / N kT of an exact gas in a periodic box (no walls, so every
//     centre has the whole area and the collision virial gives the bulk pressure) at area
//     fractions 0.05 … 0.70, against Henderson's and Liu's forms.
#pragma once

#include "framework/Study.h"
#include "framework/WorkEstimate.h"
#include "ideal_gas/IdealGasModel.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace pl {

struct SteppedAgainstExact {
    double simulatedTime = 0.0;      // s, of every run
    double exactPressure = 0.0;      // N/m, on the walls
    double exactCollisions = 0.0;    // pair collisions of the exact run
    struct Point {
        double scale = 1.0;          // Δt over the lesson's
        double dt = 0.0;             // s
        double pressure = 0.0;       // N/m
        double wallSeconds = 0.0;    // s of CPU (wall clock) the run took
    };
    std::vector<Point> stepped;      // Δt from the largest down
    double exactWallSeconds = 0.0;
    bool cancelled = false;
};

// The Δt scales the study runs (times the lesson's Δt).
const std::vector<double>& steppedStudyScales();
// Simulated time (s) for about `wallHits` wall hits in a gas of these settings.
double simulatedTimeForWallHits(const IdealGasSettings& settings, double wallHits);
// Runs the comparison: the piston held still, from the settings' initial state.
SteppedAgainstExact compareSteppedWithExact(IdealGasSettings settings, double simulatedTime,
                                            const std::vector<double>& scales, Progress& progress);
// The Δt (s) at which the stepped pressure's error reaches `error` (a fraction), interpolated
// between the runs on log Δt; none when no pair of runs brackets it.
std::optional<double> timeStepForError(const SteppedAgainstExact& result, double error);

StudyFunction steppedAgainstExactStudy(const IdealGasSettings& settings);
StudyFunction equationOfStateStudy(std::uint64_t seed);

// What each study costs before it starts (framework/WorkEstimate.h), at the rates measured on the
// 2-core development machine at the lesson's defaults on 2026-11-27 (1.2, 5.4 and 3.5 s): the
// window asks before a long one, the command line refuses one beyond --time-limit at once
// instead of stopping it there. The stepped-vs-exact study's work grows with the settings: its
// runs last the time of 20 000 wall hits, in steps of the lesson's Δt (10³ times as many for
// one disk as for the default 1 000, 50 times as many for r = 0.01 m); the other two do not.
WorkEstimate pairsStudyEstimate();
WorkEstimate steppedAgainstExactEstimate(const IdealGasSettings& settings);
WorkEstimate equationOfStateEstimate();

} // namespace pl
