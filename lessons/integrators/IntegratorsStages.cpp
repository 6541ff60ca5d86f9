// SPDX-License-Identifier: GPL-3.0-or-later
// The integrators lesson's step-through, said in words: after each stage a sentence per method
// names the stage, its formula as a student reads it aloud and the numbers it produced
// ("Heun: predictor, x̃ = x + Δt·v = 0.9988, ṽ = v + Δt·a = −0.04998"). The window puts it on the
// announcements label and, with View → Speak on, says it. The stage names are marked for
// translation; the formulas are mathematics and stay as they are. A method that finished its
// step and waits for the others is not said again. Which quantities a stage
// produced follows SecondOrderIntegrators.cpp, where each stage records what it evaluated and
// predicted.
#include "integrators/IntegratorsLesson.h"

#include <algorithm>
#include <vector>

namespace pl {

namespace {

// Which of a stage's recorded values a formula gives.
enum class Produced { Position, Velocity, Acceleration };

struct StagePart {
    const char* formula;
    Produced value;
};

struct StageWords {
    const char* name;  // marked for translation
    std::vector<StagePart> parts;
};

// Stage `stage` (from 0) of `method`: its name and what it computes, as a student reads it.
StageWords stageWords(Method method, int stage)
{
    switch (method) {
    case Method::ForwardEuler:
    case Method::SymplecticEuler:
        if (stage == 0)
            return {PL_TR_NOOP("integrators", "force"), {{"a = F(x, v)/m", Produced::Acceleration}}};
        if (stage == 1)
            return {PL_TR_NOOP("integrators", "velocity"), {{"v₁ = v + Δt·a", Produced::Velocity}}};
        return {PL_TR_NOOP("integrators", "position"),
                {{method == Method::SymplecticEuler ? "x₁ = x + Δt·v₁" : "x₁ = x + Δt·v",
                  Produced::Position}}};
    case Method::Heun:
        if (stage == 0)
            return {PL_TR_NOOP("integrators", "predictor"),
                    {{"x̃ = x + Δt·v", Produced::Position}, {"ṽ = v + Δt·a", Produced::Velocity}}};
        return {PL_TR_NOOP("integrators", "corrector"),
                {{"x₁ = x + ½Δt(v + ṽ)", Produced::Position}, {"v₁ = v + ½Δt(a + ã)", Produced::Velocity}}};
    case Method::Midpoint:
        if (stage == 0)
            return {PL_TR_NOOP("integrators", "half step"),
                    {{"xₘ = x + ½Δt·v", Produced::Position}, {"vₘ = v + ½Δt·a", Produced::Velocity}}};
        return {PL_TR_NOOP("integrators", "full step"),
                {{"x₁ = x + Δt·vₘ", Produced::Position}, {"v₁ = v + Δt·a(xₘ)", Produced::Velocity}}};
    case Method::RK4:
        if (stage == 0)
            return {PL_TR_NOOP("integrators", "slope k₁"),
                    {{"k₁: a(x, v)", Produced::Acceleration}, {"x + ½Δt·k₁", Produced::Position}}};
        if (stage == 1)
            return {PL_TR_NOOP("integrators", "slope k₂"),
                    {{"k₂: a(x + ½Δt·k₁)", Produced::Acceleration}, {"x + ½Δt·k₂", Produced::Position}}};
        if (stage == 2)
            return {PL_TR_NOOP("integrators", "slope k₃"),
                    {{"k₃: a(x + ½Δt·k₂)", Produced::Acceleration}, {"x + Δt·k₃", Produced::Position}}};
        return {PL_TR_NOOP("integrators", "slope k₄ and update"),
                {{"x₁ = x + Δt(k₁ + 2k₂ + 2k₃ + k₄)/6", Produced::Position}, {"v₁", Produced::Velocity}}};
    case Method::VelocityVerlet:
        if (stage == 0)
            return {PL_TR_NOOP("integrators", "half kick"), {{"v½ = v + ½Δt·a", Produced::Velocity}}};
        if (stage == 1)
            return {PL_TR_NOOP("integrators", "drift"), {{"x₁ = x + Δt·v½", Produced::Position}}};
        return {PL_TR_NOOP("integrators", "second half kick"),
                {{"v₁ = v½ + ½Δt·a(x₁)", Produced::Velocity}}};
    }
    return {};
}

const VecOf<double>& producedValue(const StageRecord& record, Produced value)
{
    switch (value) {
    case Produced::Position: return record.predictedX;
    case Produced::Velocity: return record.predictedV;
    case Produced::Acceleration: break;
    }
    return record.slopeV;
}

} // namespace

std::vector<TrText> IntegratorsLesson::stageSentences() const
{
    std::vector<TrText> out;
    if (!m_model.settings().stepThrough)
        return out;
    // The methods stage in step: press k runs stage k of each method that has one, and a method
    // with fewer stages waits, finished, for the others. Those that waited ran nothing now.
    int latest = 0;
    for (const Run& run : m_model.state().runs)
        if (run.staged)
            latest = std::max(latest, run.staged->stagesDone());
    for (const Run& run : m_model.state().runs) {
        if (!run.staged || run.staged->records().empty() || run.staged->stagesDone() != latest)
            continue;
        const StageRecord& record = run.staged->records().back();
        const StageWords words = stageWords(run.method, run.staged->stagesDone() - 1);
        std::vector<TrArg> args{trWord(std::string(methodInfo(run.method).name)), trWord(words.name)};
        const bool plane = record.predictedX.size() == 2;  // the Kepler orbit: x and v are vectors
        for (const StagePart& part : words.parts) {
            args.push_back(trText(part.formula));
            const VecOf<double>& value = producedValue(record, part.value);
            for (Eigen::Index i = 0; i < value.size() && i < 2; ++i)
                args.push_back(trNumber(value[i], 4));
        }
        const bool two = words.parts.size() == 2;
        if (!plane)
            out.emplace_back(two ? PL_TR_NOOP("integrators", "%1: %2, %3 = %4, %5 = %6")
                                 : PL_TR_NOOP("integrators", "%1: %2, %3 = %4"),
                             std::move(args));
        else
            out.emplace_back(two ? PL_TR_NOOP("integrators", "%1: %2, %3 = (%4, %5), %6 = (%7, %8)")
                                 : PL_TR_NOOP("integrators", "%1: %2, %3 = (%4, %5)"),
                             std::move(args));
    }
    return out;
}

} // namespace pl
