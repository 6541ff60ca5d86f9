// SPDX-License-Identifier: GPL-3.0-or-later
// What the command-line fuzzers (tests/robustness/fuzz_*.cpp) share: a tally of runs and their
// outcomes per group (a lesson, a kind of input), a pool of threads that runs the inputs, and the
// closing table with every finding.
#pragma once

#include "ProgramRun.h"

#include <QString>
#include <QStringList>

#include <cstddef>
#include <functional>
#include <vector>

namespace pl::test {

struct FuzzTally {
    int runs = 0, accepted = 0, refused = 0;
    QStringList findings;

    void add(const FuzzTally& other);
};

// Runs job(i, tally) for every i below `count` on `threads` threads; each job's tally is added
// to tallies[groupOf(i)]. The inputs must have been made before (a seed always gives the same).
void runFuzzJobs(std::size_t count, int threads, const std::function<std::size_t(std::size_t)>& groupOf,
                 const std::function<void(std::size_t, FuzzTally&)>& job,
                 std::vector<FuzzTally>& tallies);

// The verdict on one headless run (arguments as given), counted in `tally`: it must end with
// exit 0 and an export folder that reads back clean (ExportScan), or exit 2 with exactly one
// "particlelab: error:" line of at most 400 characters that `namesWhat` accepts, and no file in
// the export folder. Anything else (a signal, a time-out, another exit code) is a finding, added
// with the shell line that repeats it.
void judgeFuzzRun(const ProgramRun& run, const QStringList& arguments, const QString& exportDir,
                  const std::function<bool(const QString& errorLine)>& namesWhat,
                  const QString& mustName, FuzzTally& tally);

// Prints a row per group that ran ("name  N runs: A exit 0, R exit 2, F findings"), each
// finding under its group, and returns the sum.
FuzzTally printFuzzTallies(const QStringList& names, const std::vector<FuzzTally>& tallies,
                           int nameWidth);

} // namespace pl::test
