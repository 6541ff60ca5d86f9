// SPDX-License-Identifier: GPL-3.0-or-later
#include "integrators/IntegratorsModel.h"

#include "common/MethodRuns.h"
#include "framework/StateChecks.h"
#include "framework/TextFormat.h"

#include <particlelab/integrators/PhaseSpaceCloud.h>

#include <algorithm>
#include <cmath>

namespace pl {

namespace {

constexpr double cloudRadius = 0.12;   // of the problem's position and velocity scales
constexpr std::size_t trailLength = 1000;
constexpr int referenceSubsteps = 1000;  // the pendulum's reference runs RK4 at Δt/1000
// An embedded pair that tries this many steps within one lesson step, or whose step falls
// below 1e-13 of the time, has stalled: its tolerance is below what rounding allows.
constexpr long long maxAttemptsPerStep = 1'000'000;

template <class To, class From>
BasicParticleState<To> castState(const BasicParticleState<From>& s)
{
    BasicParticleState<To> out;
    out.x = s.x.template cast<To>();
    out.v = s.v.template cast<To>();
    out.t = static_cast<To>(s.t);
    if (s.acceleration)
        out.acceleration = s.acceleration->template cast<To>();
    return out;
}

// A long double vector as two doubles, hi + lo, exactly (the archive stores doubles).
Vec highPart(const VecOf<long double>& v) { return v.cast<double>(); }
Vec lowPart(const VecOf<long double>& v)
{
    return (v - v.cast<double>().cast<long double>()).cast<double>();
}
VecOf<long double> joined(const Vec& high, const Vec& low)
{
    return high.cast<long double>() + low.cast<long double>();
}

void pushTrail(std::vector<Vec2>& trail, const Vec2& point)
{
    if (trail.size() >= trailLength + trailLength / 2)
        trail.erase(trail.begin(), trail.begin() + static_cast<std::ptrdiff_t>(trailLength / 2));
    trail.push_back(point);
}

} // namespace

void IntegratorsModel::reset(const IntegratorsSettings& settings)
{
    m_settings = settings;
    m_problem = IntegratorProblem(settings.problem, settings.amplitude, settings.eccentricity);
    m_acceleration = m_problem.acceleration();
    m_state.stagedDt = settings.dt;
    m_state.time = 0.0;
    m_energy0 = m_problem.energy(m_problem.start());
    m_state.reference = m_problem.start();
    m_state.referenceTrail = {m_problem.drawPoint(m_state.reference.x, m_state.reference.v)};

    const ParticleState cloud =
        phaseSpaceLoop(m_problem.start(), cloudPoints, cloudRadius * m_problem.positionScale(),
                       cloudRadius * m_problem.velocityScale());
    m_cloudArea0 = phaseSpaceLoopArea(cloud, cloudPoints);
    m_state.runs.clear();
    m_wide.clear();
    m_floatAcceleration = m_problem.accelerationIn<float>();
    m_wideAcceleration = m_problem.accelerationIn<long double>();
    for (const Method method : settings.methods) {
        Run run{method, m_problem.start(), 0, std::nullopt, {}, std::nullopt, {}, {}, false};
        run.trail.push_back(m_problem.drawPoint(run.state.x, run.state.v));
        if (settings.cloud)
            run.cloud = cloud;
        m_state.runs.push_back(std::move(run));
        m_wide.emplace_back();
        switch (precision(m_state.runs.size() - 1)) {
        case Precision::DoubleCompensated:
            m_state.runs.back().state = withCompensatedSummation(m_state.runs.back().state);
            break;
        case Precision::LongDouble:
            m_wide.back() = castState<long double>(m_problem.start());
            break;
        case Precision::Float:
            m_state.runs.back().state = castState<double>(castState<float>(m_problem.start()));
            break;
        case Precision::Double: break;
        }
    }
    m_adaptive.clear();
    for (const EmbeddedPair pair : settings.adaptive) {
        const AdaptiveStepper stepper(pair, m_acceleration, m_problem.start(), errorControl(settings));
        AdaptiveRun run;
        run.stepper = stepper.snapshot();
        run.reference = m_problem.start();
        run.trail.push_back(m_problem.drawPoint(run.reference.x, run.reference.v));
        m_adaptive.push_back(std::move(run));
    }
}

Precision IntegratorsModel::precision(std::size_t run) const
{
    if (run >= m_state.runs.size())
        return Precision::Double;
    const auto found = m_settings.precisionOf.find(m_state.runs[run].method);
    return found != m_settings.precisionOf.end() ? found->second : m_settings.precision;
}

bool IntegratorsModel::anyRunNotInDouble() const
{
    for (std::size_t i = 0; i < m_state.runs.size(); ++i)
        if (precision(i) != Precision::Double)
            return true;
    return false;
}

void IntegratorsModel::savePrecise(StateWriter& out) const
{
    for (std::size_t i = 0; i < m_state.runs.size(); ++i) {
        const ParticleState& s = m_state.runs[i].state;
        std::optional<std::pair<Vec, Vec>> carry;
        double carryT = 0.0;
        if (s.carry) {
            carry = std::pair{s.carry->x, s.carry->v};
            carryT = s.carry->t;
        }
        out(carry, carryT);
        const std::optional<BasicParticleState<long double>>& wide = m_wide[i];
        out(wide.has_value());
        if (wide) {
            const long double t = wide->t;
            const double tHigh = static_cast<double>(t);
            const double tLow = static_cast<double>(t - static_cast<long double>(tHigh));
            std::optional<std::pair<Vec, Vec>> acceleration;
            if (wide->acceleration)
                acceleration = std::pair{highPart(*wide->acceleration), lowPart(*wide->acceleration)};
            out(highPart(wide->x), lowPart(wide->x), highPart(wide->v), lowPart(wide->v), tHigh,
                tLow, acceleration);
        }
    }
}

void IntegratorsModel::loadPrecise(StateReader& in)
{
    m_wide.assign(m_state.runs.size(), std::nullopt);
    for (std::size_t i = 0; i < m_state.runs.size(); ++i) {
        ParticleState& s = m_state.runs[i].state;
        std::optional<std::pair<Vec, Vec>> carry;
        double carryT = 0.0;
        in(carry, carryT);
        s.carry.reset();
        if (carry)
            s.carry = RoundingCarry<double>{carry->first, carry->second, carryT};
        bool hasWide = false;
        in(hasWide);
        if (hasWide) {
            Vec xHigh, xLow, vHigh, vLow;
            double tHigh = 0.0, tLow = 0.0;
            std::optional<std::pair<Vec, Vec>> acceleration;
            in(xHigh, xLow, vHigh, vLow, tHigh, tLow, acceleration);
            if (xHigh.size() != xLow.size() || vHigh.size() != vLow.size() ||
                (acceleration && acceleration->first.size() != acceleration->second.size()))
                throw StateError(PL_TR_NOOP(
                    "integrators",
                    "a long double state of the integrators has parts of different sizes"));
            BasicParticleState<long double> wide;
            wide.x = joined(xHigh, xLow);
            wide.v = joined(vHigh, vLow);
            wide.t = static_cast<long double>(tHigh) + static_cast<long double>(tLow);
            if (acceleration)
                wide.acceleration = joined(acceleration->first, acceleration->second);
            m_wide[i] = std::move(wide);
        }
        const bool wantsWide = precision(i) == Precision::LongDouble;
        const bool wantsCarry = precision(i) == Precision::DoubleCompensated;
        if (wantsWide != hasWide || wantsCarry != s.carry.has_value())
            throw StateError(TrText(PL_TR_NOOP("integrators", "run %1 of the integrators' state "
                                                              "is not in its chosen precision"),
                                    {trText(std::to_string(i + 1))}));
    }
}

ErrorControl IntegratorsModel::errorControl(const IntegratorsSettings& settings)
{
    ErrorControl control;
    control.absoluteTolerance = control.relativeTolerance = settings.tolerance;
    control.firstStep = 1e-3;
    return control;
}

void IntegratorsModel::advanceAdaptive()
{
    const double endTime = m_settings.endTime;
    const double target = std::min(m_state.time, endTime);
    const double bound = m_problem.blowUpBound();
    const double referenceStep = m_settings.dt / referenceSubsteps;
    for (AdaptiveRun& run : m_adaptive) {
        run.recent.clear();
        if (run.divergedAt)
            continue;
        AdaptiveStepper stepper(m_acceleration, std::move(run.stepper));
        long long tries = 0;
        while (stepper.state().t < target) {
            const double t0 = stepper.state().t;
            const StepAttempt attempt = stepper.attempt(endTime);
            run.recent.push_back(attempt);
            const ParticleState& now = stepper.state();
            if (attempt.accepted) {
                if (m_problem.hasExactSolution()) {
                    run.reference = m_problem.reference(now.t, attempt.dt);
                } else {
                    const double substeps = std::ceil(attempt.dt / referenceStep);
                    m_problem.advanceReference(run.reference, attempt.dt,
                                               static_cast<int>(std::clamp(substeps, 1.0, 1e7)));
                    run.reference.t = now.t;
                }
                if (!isFiniteAndBounded(now, bound)) {
                    run.divergedAt = now.t;
                    break;
                }
                pushTrail(run.trail, m_problem.drawPoint(now.x, now.v));
            }
            if (++tries > maxAttemptsPerStep ||
                stepper.nextStep() <= 1e-13 * std::max(1.0, std::abs(t0))) {
                run.divergedAt = t0;
                run.stalled = true;
                break;
            }
        }
        run.stepper = stepper.snapshot();
    }
}

void IntegratorsModel::loadAdaptive(StateReader& in)
{
    in(m_adaptive);
    const std::vector<EmbeddedPair>& pairs = m_settings.adaptive;
    if (m_adaptive.size() != pairs.size())
        throw StateError(TrText(PL_TR_NOOP("integrators", "the integrators' state has %1 runs of "
                                                          "embedded pairs, the chosen methods %2"),
                                {trText(std::to_string(m_adaptive.size())),
                                 trText(std::to_string(pairs.size()))}));
    for (std::size_t i = 0; i < pairs.size(); ++i)
        if (m_adaptive[i].pair() != pairs[i])
            throw StateError(TrText(PL_TR_NOOP("integrators", "run %1 of the embedded pairs is not "
                                                              "of the chosen method %2"),
                                    {trText(std::to_string(i + 1)),
                                     trWord(std::string(embeddedPairInfo(pairs[i]).name))}));
}

void IntegratorsModel::setStepThrough(bool on)
{
    if (m_settings.stepThrough && !on && stepInProgress())
        step();  // finish the step that is half done, so every method stands at the same time
    m_settings.stepThrough = on;
}

bool IntegratorsModel::stepInProgress() const
{
    return std::any_of(m_state.runs.begin(), m_state.runs.end(),
                       [](const Run& r) { return r.staged && !r.staged->finished(); });
}

void IntegratorsModel::step() { advance(/*allStages=*/true); }

void IntegratorsModel::stepOnce() { advance(/*allStages=*/false); }

void IntegratorsModel::advance(bool allStages)
{
    if (!m_settings.stepThrough) {
        wholeStep();
        return;
    }
    if (!stepInProgress())
        startStagedStep();
    for (Run& run : m_state.runs)
        while (run.staged && !run.staged->finished()) {
            run.staged->runNextStage();
            if (!allStages)
                break;
        }
    if (!stepInProgress())
        commitStagedStep();
}

void IntegratorsModel::wholeStep()
{
    const double dt = m_settings.dt;
    for (std::size_t i = 0; i < m_state.runs.size(); ++i) {
        Run& run = m_state.runs[i];
        run.staged.reset();
        if (run.divergedAt)
            continue;
        switch (precision(i)) {
        case Precision::Float: {
            const double t = run.state.t;
            run.state = castState<double>(pl::step<float>(run.method, m_floatAcceleration,
                                                          castState<float>(run.state),
                                                          static_cast<float>(dt),
                                                          &run.forceEvaluations));
            run.state.t = t + dt;  // the time in double, as every run's
            break;
        }
        case Precision::LongDouble: {
            BasicParticleState<long double>& wide = *m_wide[i];
            wide = pl::step<long double>(run.method, m_wideAcceleration, wide,
                                         static_cast<long double>(dt), &run.forceEvaluations);
            run.state = castState<double>(wide);
            break;
        }
        case Precision::Double:
        case Precision::DoubleCompensated:
            run.state = pl::step(run.method, m_acceleration, run.state, dt, &run.forceEvaluations);
            break;
        }
    }
    afterStep(dt);
}

void IntegratorsModel::startStagedStep()
{
    m_state.stagedDt = m_settings.dt;
    for (Run& run : m_state.runs) {
        run.staged.reset();
        if (run.divergedAt)
            continue;
        run.stageStart = run.state;
        run.staged.emplace(run.method, m_acceleration, run.state, m_state.stagedDt, true);
    }
}

void IntegratorsModel::commitStagedStep()
{
    for (Run& run : m_state.runs) {
        if (!run.staged || run.divergedAt)
            continue;
        run.state = run.staged->result();
        run.forceEvaluations += run.staged->forceEvaluations();
    }
    afterStep(m_state.stagedDt);
}

void IntegratorsModel::afterStep(double dt)
{
    const double bound = m_problem.blowUpBound();
    for (Run& run : m_state.runs) {
        if (!run.divergedAt) {
            if (!isFiniteAndBounded(run.state, bound))
                run.divergedAt = run.state.t;
            else
                pushTrail(run.trail, m_problem.drawPoint(run.state.x, run.state.v));
        }
        if (m_settings.cloud && !run.cloudDiverged) {
            run.cloud = pl::step(run.method, m_acceleration, run.cloud, dt);
            run.cloudDiverged = !isFiniteAndBounded(run.cloud, bound);
        }
    }
    m_problem.advanceReference(m_state.reference, dt, referenceSubsteps);
    const ParticleState& reference = m_state.reference;
    pushTrail(m_state.referenceTrail, m_problem.drawPoint(reference.x, reference.v));
    m_state.time += dt;
    advanceAdaptive();
}

bool IntegratorsModel::finished() const
{
    // The adaptive runs count too: comparisonFinished (MethodRuns.h) knows the fixed-step ones only.
    if (m_state.time >= m_settings.endTime * (1.0 - 1e-12))
        return true;
    const std::vector<Run>& runs = m_state.runs;
    return (!runs.empty() || !m_adaptive.empty()) &&
           std::all_of(runs.begin(), runs.end(), [](const Run& r) { return r.divergedAt; }) &&
           std::all_of(m_adaptive.begin(), m_adaptive.end(),
                       [](const AdaptiveRun& r) { return r.divergedAt; });
}

const ParticleState* IntegratorsModel::state(Method method) const
{
    for (const Run& run : m_state.runs)
        if (run.method == method)
            return &run.state;
    return nullptr;
}

int IntegratorsModel::stagesDone() const
{
    int done = 0;
    for (const Run& run : m_state.runs)
        if (run.staged && !run.staged->finished())
            done = std::max(done, run.staged->stagesDone());
    return done;
}

double IntegratorsModel::cloudAreaRatio(const Run& run) const
{
    return phaseSpaceLoopArea(run.cloud, cloudPoints) / m_cloudArea0;
}

std::optional<double> IntegratorsModel::cloudAreaRatio(Method method) const
{
    if (!m_settings.cloud)
        return std::nullopt;
    for (const Run& run : m_state.runs)
        if (run.method == method && !run.cloudDiverged)
            return cloudAreaRatio(run);
    return std::nullopt;
}

void IntegratorsModel::load(StateReader& in)
{
    loadRunsOfChosenMethods(in, m_state, PL_TR_NOOP("integrators", "the integrators' state"));
    for (Run& run : m_state.runs)
        if (run.staged) {  // give the step in progress its acceleration function back
            StagedStep::State step = run.staged->state();
            run.staged.emplace(m_acceleration, std::move(step));
        }
}

TrText IntegratorsModel::checkState() const
{
    using namespace state_checks;
    const Eigen::Index n = m_problem.dimension();
    const double bound = m_problem.blowUpBound();
    auto sized = [n](const ParticleState& s, Eigen::Index copies) {
        return s.x.size() == n * copies && s.v.size() == n * copies;
    };
    const double now = m_state.time;
    // A state a run can be in: finite, within the blow-up bound, at a time of the run, with a
    // stored acceleration (velocity Verlet's) of its size when it has one.
    auto runnable = [&](const ParticleState& s, Eigen::Index copies) {
        return isTimeUpTo(s.t, now) && isFiniteAndBounded(s, bound) &&
               (!s.acceleration ||
                (s.acceleration->size() == n * copies && s.acceleration->allFinite()));
    };
    // Stage values may overshoot the blow-up bound (a stage is not checked), but not by orders
    // of magnitude that no step from a bounded start reaches.
    const double stageBound = 1e6 * bound;
    auto finiteVector = [n, stageBound](const Vec& v) {
        return v.size() == n && v.allFinite() && v.cwiseAbs().maxCoeff() <= stageBound;
    };
    auto finiteOrEmpty = [&finiteVector](const Vec& v) { return v.size() == 0 || finiteVector(v); };
    constexpr std::size_t longestTrail = trailLength + trailLength / 2;
    if (!isTime(now))
        return TrText(PL_TR_NOOP("integrators", "time t = %1 s is not a time of a run"),
                      {trNumber(now)});
    if (!std::isfinite(m_state.stagedDt) || m_state.stagedDt <= 0.0)
        return TrText(PL_TR_NOOP("integrators", "the step-through Δt = %1 s is not a time step"),
                      {trNumber(m_state.stagedDt)});
    if (!sized(m_state.reference, 1) || !runnable(m_state.reference, 1))
        return PL_TR_NOOP("integrators", "the reference state has the wrong size or is not finite");
    if (m_state.referenceTrail.size() > longestTrail || !allPointsFinite(m_state.referenceTrail))
        return PL_TR_NOOP("integrators", "the reference trail is too long or not finite");
    const bool cloudOn = m_settings.cloud;
    for (const Run& run : m_state.runs) {
        const std::string name(methodInfo(run.method).name);
        if (!sized(run.state, 1) || !isTimeUpTo(run.state.t, now) ||
            (!run.divergedAt && !runnable(run.state, 1)))
            return TrText(
                PL_TR_NOOP("integrators", "%1: the state has the wrong size or is not finite"),
                {trWord(name)});
        if (!isEventTime(run.divergedAt, now))
            return TrText(
                PL_TR_NOOP("integrators", "%1: the divergence time is not a time of the run"),
                {trWord(name)});
        if (run.forceEvaluations < 0)
            return TrText(PL_TR_NOOP("integrators", "%1: negative count of force evaluations"),
                          {trWord(name)});
        if (run.state.carry && !(run.state.carry->x.size() == n && run.state.carry->v.size() == n &&
                                 run.state.carry->x.allFinite() && run.state.carry->v.allFinite() &&
                                 std::isfinite(run.state.carry->t)))
            return TrText(PL_TR_NOOP("integrators",
                                     "%1: the rounding carry has the wrong size or is not finite"),
                          {trWord(name)});
        if (run.trail.size() > longestTrail || !allPointsFinite(run.trail))
            return TrText(PL_TR_NOOP("integrators", "%1: the trail is too long or not finite"),
                          {trWord(name)});
        if (cloudOn && !sized(run.cloud, cloudPoints))
            return TrText(PL_TR_NOOP("integrators", "%1: the phase-space cloud has the wrong size"),
                          {trWord(name)});
        if (cloudOn && !run.cloudDiverged && !runnable(run.cloud, cloudPoints))
            return TrText(PL_TR_NOOP("integrators", "%1: the phase-space cloud is not finite"),
                          {trWord(name)});
        if (run.staged) {
            const StagedStep::State& step = run.staged->state();
            if (step.method != run.method || step.done < 0 || step.done > run.staged->stageCount())
                return TrText(PL_TR_NOOP("integrators",
                                         "%1: the step in progress does not belong to this method"),
                              {trWord(name)});
            if (!sized(step.start, 1) || !runnable(step.start, 1) || !std::isfinite(step.dt) ||
                step.dt <= 0.0 || step.forceEvaluations < 0 ||
                !(sized(run.stageStart, 1) && runnable(run.stageStart, 1)))
                return TrText(
                    PL_TR_NOOP("integrators",
                               "%1: the step in progress starts from an impossible state"),
                    {trWord(name)});
            if (step.records.size() > static_cast<std::size_t>(run.staged->stageCount()))
                return TrText(
                    PL_TR_NOOP("integrators",
                               "%1: the step in progress has more stages than its method"),
                    {trWord(name)});
            for (const StageRecord& r : step.records)
                if (!(finiteVector(r.evaluatedX) && finiteVector(r.evaluatedV) &&
                      std::isfinite(r.evaluatedT) && finiteVector(r.slopeX) &&
                      finiteVector(r.slopeV) && finiteVector(r.predictedX) &&
                      finiteVector(r.predictedV) && r.forceEvaluations >= 0))
                    return TrText(PL_TR_NOOP("integrators",
                                             "%1: a stage of the step in progress is not finite"),
                                  {trWord(name)});
            for (const Vec* v : {&step.a0, &step.xTilde, &step.vTilde, &step.aTilde, &step.k1x,
                                 &step.k1v, &step.k2x, &step.k2v, &step.k3x, &step.k3v,
                                 &step.result.x, &step.result.v})
                if (!finiteOrEmpty(*v))
                    return TrText(PL_TR_NOOP("integrators",
                                             "%1: a value of the step in progress is not finite"),
                                  {trWord(name)});
            if (!std::isfinite(step.result.t))
                return TrText(
                    PL_TR_NOOP("integrators",
                               "%1: the step in progress ends at a time that is not finite"),
                    {trWord(name)});
        }
    }
    for (const std::optional<BasicParticleState<long double>>& wide : m_wide)
        if (wide && !(wide->x.size() == n && wide->v.size() == n && wide->x.allFinite() &&
                      wide->v.allFinite() && std::isfinite(static_cast<double>(wide->t)) &&
                      (!wide->acceleration || (wide->acceleration->size() == n &&
                                               wide->acceleration->allFinite()))))
            return PL_TR_NOOP("integrators",
                              "a long double state has the wrong size or is not finite");
    for (const AdaptiveRun& run : m_adaptive) {
        const std::string name(embeddedPairInfo(run.pair()).name);
        const AdaptiveStepper::Snapshot& st = run.stepper;
        if (!sized(st.state, 1) || !isTimeUpTo(st.state.t, m_settings.endTime) ||
            (!run.divergedAt && !isFiniteAndBounded(st.state, bound)))
            return TrText(
                PL_TR_NOOP("integrators", "%1: the state has the wrong size or is not finite"),
                {trWord(name)});
        if (!isEventTime(run.divergedAt, m_settings.endTime))
            return TrText(
                PL_TR_NOOP("integrators", "%1: the divergence time is not a time of the run"),
                {trWord(name)});
        if (!sized(run.reference, 1) || !isFiniteAndBounded(run.reference, bound))
            return TrText(PL_TR_NOOP("integrators",
                                     "%1: the reference state has the wrong size or is not finite"),
                          {trWord(name)});
        if (!(std::isfinite(st.dt) && st.dt > 0.0 && std::isfinite(st.previousError) &&
              st.previousError > 0.0) ||
            st.evaluations < 0 || st.accepted < 0 || st.rejected < 0 ||
            !(st.control.absoluteTolerance > 0.0 && st.control.relativeTolerance > 0.0))
            return TrText(
                PL_TR_NOOP("integrators", "%1: the step-size controller holds an impossible value"),
                {trWord(name)});
        if (st.haveFirstSlope && !finiteVector(st.firstSlopeV))
            return TrText(PL_TR_NOOP("integrators", "%1: the stored slope is not finite"),
                          {trWord(name)});
        if (run.trail.size() > longestTrail || !allPointsFinite(run.trail))
            return TrText(PL_TR_NOOP("integrators", "%1: the trail is too long or not finite"),
                          {trWord(name)});
        for (const StepAttempt& a : run.recent)
            if (!(std::isfinite(a.time) && std::isfinite(a.dt) && a.dt > 0.0 && a.error >= 0.0))
                return TrText(PL_TR_NOOP("integrators", "%1: a step attempt is not finite"),
                          {trWord(name)});
    }
    return {};
}

} // namespace pl
