// SPDX-License-Identifier: GPL-3.0-or-later
// What a lesson that runs one copy of its problem per chosen integrator, side by side, shares
// with the others that do: its State holds `runs`, each naming its `method` and when it
// diverged. reset() built the runs of the methods the parameters chose, so a state read with
// other runs, or the same runs in another order, is not a state of this lesson and is refused;
// the comparison is over at its end time, or once every run has diverged.
#pragma once

#include "framework/StateArchive.h"

#include <particlelab/integrators/SecondOrderIntegrators.h>

#include <algorithm>
#include <string>
#include <vector>

namespace pl {

// Reads `state` in place; throws StateError naming `what` ("the integrators' state", marked in
// the lesson's context) when its runs are not those of the methods reset() chose, in the same
// order.
template <class State>
void loadRunsOfChosenMethods(StateReader& in, State& state, const char* what)
{
    std::vector<Method> methods;
    for (const auto& run : state.runs)
        methods.push_back(run.method);
    in(state);
    if (state.runs.size() != methods.size())
        throw StateError(TrText(PL_TR_NOOP("lessons", "%1 has %2 runs, the chosen methods %3"),
                                {trWord(what), trText(std::to_string(state.runs.size())),
                                 trText(std::to_string(methods.size()))}));
    for (std::size_t i = 0; i < methods.size(); ++i)
        if (state.runs[i].method != methods[i])
            throw StateError(
                TrText(PL_TR_NOOP("lessons", "run %1 of %2 is not of the chosen method %3"),
                       {trText(std::to_string(i + 1)), trWord(what),
                        trWord(std::string(methodInfo(methods[i]).name))}));
}

// The end time (s) is reached, to a rounding's margin, or every run has diverged.
template <class Runs>
bool comparisonFinished(double time, double endTime, const Runs& runs)
{
    if (time >= endTime * (1.0 - 1e-12))
        return true;
    return !runs.empty() &&
           std::all_of(runs.begin(), runs.end(), [](const auto& r) { return r.divergedAt.has_value(); });
}

} // namespace pl
