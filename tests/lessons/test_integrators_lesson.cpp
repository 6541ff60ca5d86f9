// SPDX-License-Identifier: GPL-3.0-or-later
// The `integrators` lesson through its session:
//  * step-through: in step-through mode, pressing "one step" until the step completes gives
//    bit for bit the same state of every method as a whole step in normal mode (all six methods,
//    all three problems, several steps);
//  * the convergence study of the default problem (the oscillator, exact solution known) fits
//    orders within ±0.15 of theory (1, 1, 2, 2, 4, 2), reported as `orders` keyed by method id,
//    and `force_evaluations` count 1, 1, 2, 2, 4 per step and 1 per step + 1 for Verlet (its
//    first step evaluates a₀; later steps reuse the last acceleration);
//  * a diverging method is detected, reported with its time and explained: symplectic Euler at
//    ωΔt = 2.3 on the oscillator;
//  * error control on the Kepler orbit at e = 0.9 over one period, chosen as a person chooses
//    it (methods rk4,heun_euler,dopri5, tolerance 1e-8): both embedded pairs land on T; every
//    kept step's error estimate is at most the tolerance and every rejected one's above it; the
//    rejected steps are counted (measurement `rejected_steps`, > 0 for Dormand–Prince) and the
//    Δt chart marks each of them; after the convergence study Dormand–Prince's run at the
//    tolerance needs fewer force evaluations than fixed-step RK4 at the same final error
//    (`work_saved` > 1, and RK4 given Dormand–Prince's evaluations, checked here with core's
//    RK4, ends farther off), and the work–precision charts hold the sweep of tolerances;
//  * precision per method ("long_double, rk4=float, verlet=double_kahan"): each run is bit for bit
//    what core's template gives in that arithmetic (float RK4, long double symplectic Euler,
//    Verlet with compensated summation), float RK4 ends over 100 times farther from the exact
//    solution than RK4 in double, a saved and reloaded state continues bit for bit, and a
//    precision or method id that does not exist is refused with a message;
//  * the crossover readout agrees with the cost chart it was read from: below each crossover
//    error the method said to be cheaper reaches that error with fewer force evaluations.
#include "LessonTestHelpers.h"
#include "Registry.h"
#include "framework/LessonSession.h"
#include "framework/LessonState.h"
#include "integrators/IntegratorProblems.h"
#include "integrators/IntegratorsLesson.h"

#include <particlelab/integrators/RoundoffStudy.h>
#include <particlelab/integrators/TestProblems.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numbers>

using namespace pl;
using pl::test::bitIdentical;
using pl::test::keyedValue;

namespace {

LessonSession makeSession()
{
    LessonSession session = pl::test::lessonSession("integrators");
    // All six methods (the default leaves forward Euler out).
    const bool ok = !session.set("methods", "euler,symplectic_euler,heun,midpoint,rk4,verlet") &&
                    !session.reset();
    Q_ASSERT(ok);
    (void)ok;
    return session;
}

const IntegratorsModel& modelOf(LessonSession& session)
{
    return dynamic_cast<IntegratorsLesson&>(session.lesson()).model();
}

} // namespace

class TestIntegratorsLesson : public QObject {
    Q_OBJECT

private slots:
    void stepThroughEqualsWholeSteps_data()
    {
        QTest::addColumn<QString>("problem");
        QTest::newRow("oscillator") << "oscillator";
        QTest::newRow("pendulum") << "pendulum";
        QTest::newRow("kepler") << "kepler";
    }

    void stepThroughEqualsWholeSteps()
    {
        QFETCH(QString, problem);
        LessonSession whole = makeSession();
        LessonSession staged = makeSession();
        for (LessonSession* s : {&whole, &staged}) {
            QVERIFY(!s->set("problem", problem.toStdString()));
            QVERIFY(!s->set("dt", "0.3"));
            QVERIFY(!s->reset());
        }
        QVERIFY(!staged.set("step_through", "1"));

        for (int n = 0; n < 6; ++n) {
            whole.step();
            const double before = staged.lesson().time();
            int presses = 0;
            do {
                staged.stepOnce();
                ++presses;
                if (staged.lesson().time() == before)
                    QCOMPARE(modelOf(staged).stagesDone(), presses);
            } while (staged.lesson().time() == before && presses < 10);
            QCOMPARE(presses, 4);  // RK4, the method with most stages, sets the pace
            QCOMPARE(staged.lesson().time(), whole.lesson().time());
            for (const MethodInfo& info : allMethods()) {
                const ParticleState* a = modelOf(whole).state(info.method);
                const ParticleState* b = modelOf(staged).state(info.method);
                QVERIFY(a && b);
                QVERIFY2(bitIdentical(a->x, b->x) && bitIdentical(a->v, b->v),
                         qPrintable(QString("%1, step %2").arg(QString::fromUtf8(info.id.data(),
                                                                                int(info.id.size())))
                                        .arg(n)));
            }
        }
    }

    // The round-off study as the button runs it: after it is accepted the round-off chart
    // holds one curve per precision, each with a floor (its lowest error) inside the range and
    // the error growing again at the smallest steps for float and double; float's floor is at
    // least 10⁵ times double's, compensated summation's and long double's lie below double's;
    // Brouwer's chart shows compensated summation at least ten times below plain after 10⁶
    // steps, and the legends carry the floors and the fitted growth exponents.
    void roundoffStudyFloorsPerPrecision()
    {
        LessonSession session = makeSession();
        const std::vector<StudySpec> specs = session.lesson().studies();
        QVERIFY(std::any_of(specs.begin(), specs.end(), [](const StudySpec& s) {
            return s.id == "roundoff" && !s.runOnReset;
        }));
        const StudyFunction study = session.lesson().prepareStudy("roundoff");
        QVERIFY(study);
        Progress progress;
        const StudyResult result = study(progress);
        QVERIFY(!result.cancelled);
        session.acceptStudy("roundoff", result);

        const ChartData& data = session.chartData();
        std::map<std::string, double> floors;
        for (const char* id : {"float", "double", "double_kahan", "long_double"}) {
            const std::vector<ChartPoint>& curve = data.points("roundoff", id);
            QVERIFY2(curve.size() >= 16, id);
            const auto lowest = std::min_element(
                curve.begin(), curve.end(),
                [](const ChartPoint& a, const ChartPoint& b) { return a.y < b.y; });
            floors[id] = lowest->y;
            QVERIFY2(lowest != curve.begin() && lowest + 1 != curve.end(), id);
            QVERIFY(QString::fromStdString(data.seriesName("roundoff", id)).contains("≥"));
        }
        for (const char* id : {"float", "double"})
            QVERIFY2(data.points("roundoff", id).back().y > 5.0 * floors[id], id);
        QVERIFY(floors["float"] >= 1e5 * floors["double"]);
        QVERIFY(floors["double_kahan"] < floors["double"]);
        QVERIFY(floors["long_double"] < floors["double"]);

        const std::vector<ChartPoint>& plain = data.points("brouwer", "double");
        const std::vector<ChartPoint>& compensated = data.points("brouwer", "double_kahan");
        QVERIFY(!plain.empty() && plain.size() == compensated.size());
        QCOMPARE(plain.back().x, 1e6);
        QVERIFY(plain.back().y >= 10.0 * compensated.back().y);
        QVERIFY(QString::fromStdString(data.seriesName("brouwer", "double_kahan")).contains("∝ n^"));
    }

    // Cancelling the round-off study stops it inside a run, not only between curves (Ctrl+C on
    // a headless run, a reset in the window): a cancelled study returns what it finished.
    void roundoffStudyStopsWhenCancelled()
    {
        int asked = 0;
        const std::vector<RoundoffPoint> full = rk4RoundoffCurve(Precision::Double, 1e-4);
        const std::vector<RoundoffPoint> cut =
            rk4RoundoffCurve(Precision::Double, 1e-4, [&asked] { return ++asked < 5; });
        QCOMPARE(asked, 5);
        QVERIFY(!cut.empty() && cut.size() < full.size());
        QCOMPARE(cut.back().error, full[cut.size() - 1].error);

        LessonSession session = makeSession();
        Progress progress;
        progress.cancel();
        const StudyResult result = session.lesson().prepareStudy("roundoff")(progress);
        QVERIFY(result.cancelled);
        QVERIFY(result.series.empty());
    }

    void convergenceStudyOrdersAndCost()
    {
        LessonSession session = makeSession();
        const StudyFunction study = session.lesson().prepareStudy("convergence");
        QVERIFY(study);
        Progress progress;
        const StudyResult result = study(progress);
        QVERIFY(!result.cancelled);
        QCOMPARE(progress.fraction(), 1.0);
        session.acceptStudy("convergence", result);

        const int steps = 40;
        for (int n = 0; n < steps; ++n)
            session.step();
        const std::vector<Measurement> ms = session.lesson().measurements();
        const Measurement* orders = findMeasurement(ms, "orders");
        const Measurement* evaluations = findMeasurement(ms, "force_evaluations");
        const Measurement* drift = findMeasurement(ms, "energy_drift");
        QVERIFY(orders && evaluations && drift);
        const std::map<std::string, std::pair<double, double>> theory = {
            {"euler", {1.0, 1.0 * steps}},    {"symplectic_euler", {1.0, 1.0 * steps}},
            {"heun", {2.0, 2.0 * steps}},     {"midpoint", {2.0, 2.0 * steps}},
            {"rk4", {4.0, 4.0 * steps}},      {"verlet", {2.0, steps + 1.0}},
        };
        for (const auto& [id, expected] : theory) {
            const std::optional<double> p = keyedValue(*orders, id);
            QVERIFY2(p, id.c_str());
            QVERIFY2(std::abs(*p - expected.first) <= 0.15,
                     qPrintable(QString("%1: order %2").arg(id.c_str()).arg(*p)));
            QCOMPARE(keyedValue(*evaluations, id).value_or(-1.0), expected.second);
            QVERIFY(keyedValue(*drift, id).has_value());
        }
        // The chart legends carry the fitted slope.
        QVERIFY(QString::fromStdString(session.chartData().seriesName("convergence", "rk4"))
                    .contains("p=4.0"));
    }

    void errorControlOnTheEccentricOrbit()
    {
        LessonSession session = pl::test::lessonSession("integrators");
        const KeplerOrbit orbit{1.0, 1.0, 0.9};
        for (const auto& [id, value] :
             {std::pair<std::string, std::string>{"problem", "kepler"},
              {"eccentricity", "0.9"}, {"methods", "rk4,heun_euler,dopri5"},
              {"tolerance", "1e-8"}, {"dt", "0.01"},
              {"end_time", QString::number(orbit.period(), 'g', 17).toStdString()}})
            QVERIFY2(!session.set(id, value), id.c_str());
        QVERIFY(!session.reset());
        const IntegratorsModel& model = modelOf(session);
        QCOMPARE(model.adaptiveRuns().size(), std::size_t(2));
        QVERIFY(session.lesson().charts().size() >= 9);
        while (!session.lesson().finished())
            session.step();
        const double endTime = model.settings().endTime;
        for (const IntegratorsModel::AdaptiveRun& run : model.adaptiveRuns()) {
            QVERIFY(!run.divergedAt);
            QCOMPARE(run.state().t, endTime);
        }
        const IntegratorsModel::AdaptiveRun& dopri = model.adaptiveRuns()[1];
        QCOMPARE(dopri.pair(), EmbeddedPair::DormandPrince54);

        std::vector<Measurement> ms = session.lesson().measurements();
        const Measurement* rejected = findMeasurement(ms, "rejected_steps");
        QVERIFY(rejected);
        const double rejectedCount = keyedValue(*rejected, "dopri5").value_or(-1.0);
        QCOMPARE(rejectedCount, static_cast<double>(dopri.stepper.rejected));
        QVERIFY2(rejectedCount > 0.0, "Dormand–Prince rejects steps near the pericentre");
        // Shown: one mark per rejected step on the Δt chart, one point per kept step, and the
        // estimates on their side of the tolerance.
        const ChartData& charts = session.chartData();
        QCOMPARE(static_cast<double>(charts.points("step_size", "dopri5_rejected").size()),
                 rejectedCount);
        QCOMPARE(static_cast<long long>(charts.points("step_size", "dopri5").size()),
                 dopri.stepper.accepted);
        double smallest = 1e300, largest = 0.0;
        for (const ChartPoint& p : charts.points("step_size", "dopri5")) {
            smallest = std::min(smallest, p.y);
            largest = std::max(largest, p.y);
        }
        QVERIFY2(largest / smallest > 30.0, qPrintable(QString::number(largest / smallest)));
        for (const ChartPoint& p : charts.points("error_estimate", "dopri5"))
            QVERIFY(p.y <= 1.0);
        for (const ChartPoint& p : charts.points("error_estimate", "dopri5_rejected"))
            QVERIFY(p.y > 1.0);
        QVERIFY(!charts.points("error_estimate", "heun_euler").empty());

        // The convergence study measures the work saved.
        const StudyFunction study = session.lesson().prepareStudy("convergence");
        QVERIFY(study);
        Progress progress;
        const StudyResult result = study(progress);
        QVERIFY(!result.cancelled);
        session.acceptStudy("convergence", result);
        ms = session.lesson().measurements();
        const Measurement* saved = findMeasurement(ms, "work_saved");
        QVERIFY(saved);
        const std::optional<double> ratio = keyedValue(*saved, "dopri5");
        QVERIFY2(ratio && *ratio > 1.0, qPrintable(QString::fromStdString(saved->note)));
        qInfo("%s", saved->note.c_str());
        // Checked without the lesson: RK4 given Dormand–Prince's force evaluations at the
        // tolerance (its run over T from the start, counted again here) ends farther off.
        ErrorControl control;
        control.absoluteTolerance = control.relativeTolerance = 1e-8;
        control.firstStep = 1e-3;
        const AccelerationFunction a = keplerAcceleration(orbit.gm);
        AdaptiveStepper stepper(EmbeddedPair::DormandPrince54, a, orbit.start(), control);
        stepper.advanceTo(endTime);
        const IntegratorProblem& problem = model.problem();
        const ParticleState exact = problem.reference(endTime, 1.0);
        const double adaptiveError = problem.error(stepper.state(), exact);
        const long long rk4Steps = stepper.forceEvaluations() / 4;
        ParticleState s = orbit.start();
        for (long long n = 0; n < rk4Steps; ++n)
            s = step(Method::RK4, a, s, endTime / static_cast<double>(rk4Steps));
        const double rk4Error = problem.error(s, exact);
        qInfo("Dormand–Prince 5(4) at tol 1e-8: %lld evaluations (%lld rejected), error %.3g; "
              "RK4 with as many evaluations: error %.3g",
              stepper.forceEvaluations(), stepper.rejectedSteps(), adaptiveError, rk4Error);
        QVERIFY(rk4Error > adaptiveError);
        // The work–precision charts hold the sweep of tolerances.
        QVERIFY(charts.points("cost", "dopri5").size() >= 6);
        QVERIFY(charts.points("cost_seconds", "dopri5").size() >= 6);
        QVERIFY(charts.points("cost_seconds", "rk4").size() >= 5);
    }

    void precisionPerMethod()
    {
        LessonSession session = pl::test::lessonSession("integrators");
        QVERIFY(!session.set("methods", "symplectic_euler,rk4,verlet"));
        QVERIFY(!session.set("precision", "long_double, rk4=float, verlet=double_kahan"));
        QVERIFY(!session.set("dt", "0.01"));
        QVERIFY(!session.reset());
        const int steps = 200;
        for (int n = 0; n < steps; ++n)
            session.step();
        const IntegratorsModel& model = modelOf(session);

        // The same runs, stepped here with core's templates.
        using LongVec = VecOf<long double>;
        using FloatVec = VecOf<float>;
        const ParticleState start = model.problem().start();
        BasicParticleState<float> rk4{start.x.cast<float>(), start.v.cast<float>(), 0.0f, {}};
        BasicParticleState<long double> euler{start.x.cast<long double>(),
                                              start.v.cast<long double>(), 0.0L, {}};
        ParticleState verlet = withCompensatedSummation(start);
        ParticleState rk4Double = start;
        const BasicAccelerationFunction<float> af = [](const FloatVec& x, const FloatVec&,
                                                       float) -> FloatVec { return -x; };
        const BasicAccelerationFunction<long double> al =
            [](const LongVec& x, const LongVec&, long double) -> LongVec { return -x; };
        const AccelerationFunction a = model.problem().acceleration();
        for (int n = 0; n < steps; ++n) {
            rk4 = step<float>(Method::RK4, af, rk4, 0.01f);
            euler = step<long double>(Method::SymplecticEuler, al, euler, 0.01L);
            verlet = step(Method::VelocityVerlet, a, verlet, 0.01);
            rk4Double = step(Method::RK4, a, rk4Double, 0.01);
        }
        const std::vector<IntegratorsModel::Run>& runs = model.state().runs;
        QCOMPARE(model.precision(0), Precision::LongDouble);
        QCOMPARE(model.precision(1), Precision::Float);
        QCOMPARE(model.precision(2), Precision::DoubleCompensated);
        QVERIFY(bitIdentical(runs[0].state.x, euler.x.cast<double>()));
        QVERIFY(bitIdentical(runs[0].state.v, euler.v.cast<double>()));
        QVERIFY(bitIdentical(runs[1].state.x, rk4.x.cast<double>()));
        QVERIFY(bitIdentical(runs[1].state.v, rk4.v.cast<double>()));
        QVERIFY(bitIdentical(runs[2].state.x, verlet.x));
        QVERIFY(runs[2].state.carry && bitIdentical(runs[2].state.carry->x, verlet.carry->x));
        const ParticleState exact = model.problem().reference(model.state().time, 1.0);
        const double floatError = model.problem().error(runs[1].state, exact);
        const double doubleError = model.problem().error(rk4Double, exact);
        qInfo("RK4 at t = 2 s, Δt = 0.01 s: error %.3g in float, %.3g in double", floatError,
              doubleError);
        QVERIFY(floatError > 100.0 * doubleError);
        // The legends say the precision.
        for (const ChartSpec& chart : session.lesson().charts())
            if (chart.id == "energy")
                QVERIFY(std::any_of(chart.series.begin(), chart.series.end(),
                                    [](const SeriesSpec& s) { return s.name == "RK4 (float)"; }));

        // Saved and read back into a new lesson, the runs continue bit for bit.
        const std::string bytes = saveStateBytes(session.lesson());
        LessonSession copy = pl::test::lessonSession("integrators");
        loadStateBytes(copy.lesson(), session.values(), bytes);
        for (int n = 0; n < 50; ++n) {
            session.lesson().step();
            copy.lesson().step();
        }
        QCOMPARE(pl::test::stateHash(copy.lesson()), pl::test::stateHash(session.lesson()));

        // Words that are no precision or no method are refused at reset, with a message.
        for (const auto& [text, message] :
             {std::pair<std::string, std::string>{"rk4=quad", "'quad' is not a precision"},
              {"rk5=float", "'rk5' is not a fixed-step method"}}) {
            std::optional<std::string> refused = session.set("precision", text);
            if (!refused)
                refused = session.reset();
            QVERIFY2(refused && refused->find(message) != std::string::npos,
                     refused ? refused->c_str() : "accepted");
        }
    }

    void crossoverAgreesWithTheCostChart()
    {
        LessonSession session = makeSession();
        QVERIFY(!session.set("methods", "euler,symplectic_euler,heun,midpoint,rk4,verlet,dopri5"));
        QVERIFY(!session.reset());
        const StudyFunction study = session.lesson().prepareStudy("convergence");
        Progress progress;
        session.acceptStudy("convergence", study(progress));
        const std::vector<Measurement> ms = session.lesson().measurements();
        const Measurement* crossover = findMeasurement(ms, "crossover");
        QVERIFY(crossover);
        const auto* keyed =
            std::get_if<std::vector<std::pair<std::string, double>>>(&crossover->value);
        QVERIFY(keyed && !keyed->empty());
        qInfo("%s", crossover->note.c_str());
        const ChartData& charts = session.chartData();
        // The fewest evaluations with which a method's curve reaches `error` (∞: never).
        auto cost = [&charts](const std::string& id, double error) {
            double best = std::numeric_limits<double>::infinity();
            for (const ChartPoint& p : charts.points("cost", id))
                if (p.y <= error)
                    best = std::min(best, p.x);
            return best;
        };
        int checked = 0;
        for (const auto& [key, error] : *keyed) {
            const std::size_t vs = key.find("_vs_");
            QVERIFY(vs != std::string::npos);
            const std::string cheaper = key.substr(0, vs), other = key.substr(vs + 4);
            // A little below the crossover, where the other curve still reaches.
            const double below = error / 3.0;
            if (!std::isfinite(cost(other, below)) || !std::isfinite(cost(cheaper, below)))
                continue;
            QVERIFY2(cost(cheaper, below) <= cost(other, below),
                     qPrintable(QString("%1 at %2: %3 against %4").arg(key.c_str()).arg(below)
                                    .arg(cost(cheaper, below)).arg(cost(other, below))));
            ++checked;
        }
        QVERIFY(checked > 0);
    }

    void divergenceIsExplained()
    {
        LessonSession session = makeSession();
        QVERIFY(!session.set("methods", "symplectic_euler"));
        QVERIFY(!session.set("dt", "2.3"));
        QVERIFY(!session.reset());
        session.advanceTo(200.0);
        QVERIFY(session.lesson().finished());
        const std::vector<std::string> notices = session.lesson().notices();
        QCOMPARE(notices.size(), std::size_t(1));
        const QString text = QString::fromStdString(notices.front());
        QVERIFY2(text.contains("diverged at t = ") &&
                     text.contains("Δt·ω = 2.3 > 2: Symplectic Euler is stable only below 2"),
                 qPrintable(text));
        const std::vector<Measurement> ms = session.lesson().measurements();
        const Measurement* drift = findMeasurement(ms, "energy_drift");
        QVERIFY(drift && std::isnan(keyedValue(*drift, "symplectic_euler").value_or(0.0)));
    }
    // integrators.md on Verlet's Kepler orbit at e = 0.8 (ω_peri = √(1 − e²)/(1 − e)² = 15 rad/s
    // with GM = a = 1): the linear limit ω_peri·Δt < 2 does not make it safe. Scanning
    // h = ω_peri·Δt in steps of 0.01, the smallest h at which the orbit escapes (r > 10a) within
    // two periods lies in [1.1, 1.25] and within twenty in [0.95, 1.05] (the text: "within two
    // orbits from about 1.17, within twenty from about 0.99"); at the lesson's default
    // Δt = 0.05 s (h = 0.75) it stays bound, its energy off by 30–45 % at the pericentre (the
    // text: about 40 %).
    void verletKeplerEscapeStep()
    {
        const IntegratorProblem problem(IntegratorProblemKind::Kepler, 0.0, 0.8);
        const double omegaPeri = problem.stabilityFrequency();
        QVERIFY(std::abs(omegaPeri - 15.0) < 1e-9);
        const double e0 = problem.energy(problem.start());
        const double period = 2.0 * std::numbers::pi;  // a = GM = 1
        // Runs `periods` periods; returns the largest |E − E₀|/|E₀|, or +∞ when the orbit escaped.
        auto run = [&](double dt, double periods) {
            ParticleState s = problem.start();
            double worst = 0.0;
            const long long steps = std::llround(periods * period / dt);
            for (long long n = 0; n < steps; ++n) {
                s = step(Method::VelocityVerlet, problem.acceleration(), s, dt);
                if (!(s.x.norm() < 10.0))
                    return qInf();
                worst = std::max(worst, std::abs(problem.energy(s) - e0) / std::abs(e0));
            }
            return worst;
        };
        auto escapeStep = [&](double periods) {
            for (int k = 50; k <= 200; ++k)
                if (std::isinf(run(0.01 * k / omegaPeri, periods)))
                    return 0.01 * k;
            return qInf();
        };
        const double escapeIn2 = escapeStep(2.0), escapeIn20 = escapeStep(20.0);
        const double atDefault = run(0.05, 20.0);
        qInfo("Verlet, Kepler e = 0.8: escapes within 2 periods from ω_peri·Δt = %.2f, within 20 "
              "from %.2f; at Δt = 0.05 s (ω_peri·Δt = %.2f) max |E − E₀|/|E₀| = %.3f",
              escapeIn2, escapeIn20, 0.05 * omegaPeri, atDefault);
        QVERIFY2(escapeIn2 >= 1.1 && escapeIn2 <= 1.25, qPrintable(QString::number(escapeIn2)));
        QVERIFY2(escapeIn20 >= 0.95 && escapeIn20 <= 1.05, qPrintable(QString::number(escapeIn20)));
        QVERIFY2(atDefault > 0.30 && atDefault < 0.45, qPrintable(QString::number(atDefault)));
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestIntegratorsLesson)
#include "test_integrators_lesson.moc"
