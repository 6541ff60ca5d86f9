// SPDX-License-Identifier: GPL-3.0-or-later
// The `pendulum` and `double-pendulum` lessons driven through LessonSession, as the GUI and the
// command line drive them: measurement ids and values, the studies (period against amplitude,
// flip map), dragging a bob, divergence reporting and parameter cross-checks.
#include "Registry.h"
#include "double_pendulum/DoublePendulumLesson.h"
#include "framework/LessonSession.h"
#include "pendulum/PendulumLesson.h"

#include <QtTest/QtTest>

#include "LessonTestHelpers.h"
#include "TestRegistry.h"

#include <cmath>
#include <numbers>
#include <set>

using namespace pl;
using pl::test::lessonSession;

class TestPendulumLessons : public QObject {
    Q_OBJECT

private slots:
    void measurementIdsAreExact_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QStringList>("ids");
        QTest::newRow("pendulum") << "pendulum"
                                  << QStringList{"period_measured", "period_exact",
                                                 "period_small_angle", "energy_drift",
                                                 "stability_margin", "predicted_energy_growth"};
        QTest::newRow("double-pendulum") << "double-pendulum"
                                         << QStringList{"state", "energy", "energy_drift",
                                                        "lyapunov_estimate"};
    }

    void measurementIdsAreExact()
    {
        QFETCH(QString, lesson);
        QFETCH(QStringList, ids);
        LessonSession s = lessonSession(lesson.toStdString());
        s.advanceTo(4.0);
        std::set<std::string> got;
        for (const Measurement& m : s.lesson().measurements()) {
            got.insert(m.id);
            // Every value is present and finite after a healthy run.
            QVERIFY2(!std::holds_alternative<std::monostate>(m.value),
                     qPrintable(QString::fromStdString(m.id + ": " + m.note)));
        }
        for (const QString& id : ids)
            QVERIFY2(got.count(id.toStdString()), qPrintable("missing measurement " + id));
        QCOMPARE(static_cast<int>(got.size()), ids.size());
    }

    void pendulumPeriodsAgree()
    {
        LessonSession s = lessonSession("pendulum");  // θ₀ = 60°, RK4, Δt = 5 ms
        s.advanceTo(6.0);
        const auto ms = s.lesson().measurements();
        const double measured = measurementNumber(ms, "period_measured");
        const double exact = measurementNumber(ms, "period_exact");
        const double small = measurementNumber(ms, "period_small_angle");
        QVERIFY2(std::abs(measured - exact) < 1e-6 * exact,
                 qPrintable(QString("measured %1 s, exact %2 s").arg(measured, 0, 'g', 10).arg(exact, 0, 'g', 10)));
        QVERIFY(std::abs(small - 2.0 * M_PI * std::sqrt(1.0 / 9.81)) < 1e-12);
        // 60°: T/T₀ = 1.07318 (K(sin 30°) = K(0.5) = 1.685750354812596, A&S table 17.1).
        QVERIFY(std::abs(exact / small - 2.0 * 1.685750354812596 / M_PI) < 1e-12);
        QVERIFY(std::abs(measurementNumber(ms, "energy_drift")) < 1e-7);
    }

    void periodStudyFollowsEllipticIntegral()
    {
        LessonSession s = lessonSession("pendulum");
        const StudyFunction study = s.lesson().prepareStudy("period_amplitude");
        QVERIFY(study);
        Progress progress;
        const StudyResult result = study(progress);
        QVERIFY(!result.cancelled);
        const SeriesUpdate* measured = nullptr;
        const SeriesUpdate* exact = nullptr;
        for (const SeriesUpdate& u : result.series) {
            if (u.series == "measured")
                measured = &u;
            if (u.series == "exact")
                exact = &u;
        }
        QVERIFY(measured && exact);
        QCOMPARE(static_cast<int>(measured->points.size()), 179);  // every amplitude 1° … 179°
        QCOMPARE(static_cast<int>(exact->points.size()), 179);
        for (std::size_t i = 0; i < measured->points.size(); ++i) {
            QCOMPARE(measured->points[i].x, exact->points[i].x);
            // RK4 at Δt = 5 ms: the period to 1e-5 even at 179° (T ≈ 7.8 s there).
            QVERIFY2(std::abs(measured->points[i].y - exact->points[i].y) < 1e-5 * exact->points[i].y,
                     qPrintable(QString("θ₀ = %1°: %2 vs %3").arg(measured->points[i].x).arg(measured->points[i].y).arg(exact->points[i].y)));
        }
        // The period grows with amplitude: about 3.9 T₀ at 179°.
        QVERIFY(exact->points.back().y > 3.5 * exact->points.front().y);
        s.acceptStudy("period_amplitude", result);
        QCOMPARE(s.chartData().points("period_amplitude", "measured").size(), std::size_t(179));
    }

    void draggingTheBobSetsTheta0()
    {
        LessonSession s = lessonSession("pendulum");
        s.advanceTo(0.3);
        auto& lesson = static_cast<PendulumLesson&>(s.lesson());
        const Vec2 bob(std::sin(lesson.model().angle()), -std::cos(lesson.model().angle()));
        QVERIFY(!lesson.pointer(PointerEvent::Press, Vec2(0.0, 0.9)));  // not on the bob
        QVERIFY(lesson.pointer(PointerEvent::Press, bob));
        QVERIFY(lesson.pointer(PointerEvent::Move, Vec2(0.5, 0.0)));  // horizontal: θ₀ = 90°
        QVERIFY(s.syncParametersFromLesson());
        QCOMPARE(s.values().number("theta0"), 90.0);
        QCOMPARE(lesson.time(), 0.0);
        QVERIFY(std::abs(lesson.model().angle() - M_PI / 2) < 1e-15);
        s.advanceTo(1.0);
        QCOMPARE(lesson.time(), 0.0);  // held while dragging
        QVERIFY(lesson.pointer(PointerEvent::Release, Vec2(0.5, 0.0)));
        s.advanceTo(1.0);
        QVERIFY(lesson.time() >= 1.0);
        QVERIFY(!s.syncParametersFromLesson());  // nothing new
    }

    void forwardEulerDivergenceIsReported()
    {
        LessonSession s = lessonSession("pendulum");
        QVERIFY(!s.set("method", "euler"));
        QVERIFY(!s.set("dt", "0.1"));
        QVERIFY(!s.set("theta0", "170"));
        QVERIFY(!s.reset());
        s.advanceTo(200.0);
        QVERIFY(s.lesson().finished());
        const auto notices = s.lesson().notices();
        QCOMPARE(notices.size(), std::size_t(1));
        QVERIFY(notices[0].find("diverged at t = ") != std::string::npos);
        Scene scene;
        s.lesson().scene(scene);
        QCOMPARE(scene.warnings, notices);
        for (const CircleItem& c : scene.circles)
            QVERIFY(std::isfinite(c.center.x()) && std::isfinite(c.center.y()));
        for (const Measurement& m : s.lesson().measurements())
            if (const double* v = std::get_if<double>(&m.value))
                QVERIFY(std::isfinite(*v));
    }

    void validateRefusesCoarseSteps()
    {
        LessonSession s = lessonSession("pendulum");
        QVERIFY(!s.set("dt", "0.1"));              // fine for L = 1 m (T₀ = 2 s)
        QVERIFY(!s.set("length", "0.05"));         // T₀ = 0.45 s: waits for the reset
        QVERIFY(s.reset().has_value());            // which refuses Δt > T₀/10
        QVERIFY(s.set("dt", "0.1").has_value());   // a live change is checked at once
        LessonSession d = lessonSession("double-pendulum");
        QVERIFY(!d.set("L2", "0.05"));             // T₀ = 0.45 s for the lower rod
        QVERIFY(!d.reset());
        QVERIFY(d.set("dt", "0.05").has_value());  // more than T₀/20
        LessonSession f = lessonSession("double-pendulum");
        QVERIFY(!f.set("L1", "0.05"));
        QVERIFY(!f.set("g", "100"));       // T₀ = 0.14 s
        QVERIFY(!f.set("flip_dt", "0.01"));  // more than T₀/20
        const auto error = f.reset();
        QVERIFY(error.has_value());
        QVERIFY(error->find("parameter 'flip_dt'") != std::string::npos);
    }

    void chaoticStartHasLargerLyapunovEstimate()
    {
        auto lambda = [](const char* theta1, const char* theta2) {
            LessonSession s = lessonSession("double-pendulum");
            s.set("theta1", theta1);
            s.set("theta2", theta2);
            s.set("copies", "2");
            s.reset();
            s.advanceTo(10.0);
            return measurementNumber(s.lesson().measurements(), "lyapunov_estimate");
        };
        const double chaotic = lambda("130", "130");
        const double regular = lambda("10", "5");
        qInfo("λ estimate: chaotic start %.3f 1/s, regular start %.3f 1/s", chaotic, regular);
        QVERIFY(chaotic > 0.8);  // about 1.4 1/s
        QVERIFY(chaotic > 5.0 * std::abs(regular));
    }

    // pendulum.md: the ghost follows the small-angle solution from the same start, angle *and*
    // initial angular velocity ω₀: θ₀ cos Ωt + (ω₀/Ω) sin Ωt with Ω = √(g/L), undamped.
    void ghostUsesTheInitialAngularVelocity()
    {
        LessonSession s = lessonSession("pendulum");
        QVERIFY(!s.set("theta0", "10"));
        QVERIFY(!s.set("omega0", "40"));
        QVERIFY(!s.reset());
        s.advanceTo(1.3);
        const auto& lesson = static_cast<const PendulumLesson&>(s.lesson());
        const double t = s.lesson().time(), w = std::sqrt(9.81 / 1.0), deg = std::numbers::pi / 180.0;
        const double expected = 10.0 * deg * std::cos(w * t) + 40.0 * deg / w * std::sin(w * t);
        qInfo("ghost at t = %.3f s: %.6f rad, θ₀ cos Ωt + (ω₀/Ω) sin Ωt = %.6f rad",
              t, lesson.model().smallAngle(), expected);
        QVERIFY(std::abs(lesson.model().smallAngle() - expected) < 1e-12);
        QVERIFY(std::abs(lesson.model().smallAngle() - 10.0 * deg * std::cos(w * t)) > 0.05);
    }

    // double-pendulum.md through the lesson: at the defaults (Δt = 1 ms, 10 s) the implicit
    // midpoint rule on (θ, p) keeps |E − E₀|/E₀ below 10⁻⁴, velocity Verlet on θ' has drifted by
    // more than ten times that; the method list names them honestly; a Δt too large for the
    // fixed-point iteration stops the run with a notice that says so.
    void doublePendulumImplicitMidpointKeepsTheEnergy()
    {
        auto drift = [](const char* method) {
            LessonSession s = lessonSession("double-pendulum");
            s.set("method", method);
            s.reset();
            s.advanceTo(10.0);
            return measurementNumber(s.lesson().measurements(), "energy_drift");
        };
        const double midpoint = drift("implicit_midpoint"), verlet = drift("verlet");
        qInfo("double pendulum, 10 s at Δt = 1 ms: (E − E₀)/E₀ implicit midpoint %.2e, Verlet %.2e",
              midpoint, verlet);
        QVERIFY2(std::abs(midpoint) < 1e-4, qPrintable(QString::number(midpoint)));
        QVERIFY2(std::abs(verlet) > 10.0 * 1e-4, qPrintable(QString::number(verlet)));

        LessonSession s = lessonSession("double-pendulum");
        const std::vector<ParameterSpec> table = s.lesson().parameters();
        const ParameterSpec* method = findParameter(table, "method");
        QVERIFY(method);
        for (const Choice& c : method->choices) {
            if (c.id == "symplectic_euler" || c.id == "verlet")
                QVERIFY2(c.label.find("not symplectic here") != std::string::npos, c.label.c_str());
            if (c.id == "implicit_midpoint")
                QVERIFY2(c.label.find("(θ, p)") != std::string::npos, c.label.c_str());
        }
        QVERIFY(!s.set("method", "implicit_midpoint"));
        QVERIFY(!s.set("dt", "0.05"));
        QVERIFY(!s.set("omega1", "3600"));
        QVERIFY(!s.set("omega2", "-3600"));
        QVERIFY(!s.reset());
        s.advanceTo(1.0);
        QVERIFY(s.lesson().finished());
        const std::vector<std::string> notices = s.lesson().notices();
        QCOMPARE(notices.size(), std::size_t(1));
        QVERIFY2(notices.front().find("fixed-point iteration did not converge") != std::string::npos,
                 notices.front().c_str());
    }

    void doublePendulumStateAndDrag()
    {
        LessonSession s = lessonSession("double-pendulum");
        QVERIFY(!s.set("copies", "3"));
        QVERIFY(!s.reset());
        s.advanceTo(1.0);
        const auto ms = s.lesson().measurements();
        const Measurement* state = findMeasurement(ms, "state");
        QVERIFY(state);
        QCOMPARE(std::get<std::vector<double>>(state->value).size(), std::size_t(4));
        QVERIFY(std::abs(measurementNumber(ms, "energy_drift")) < 1e-9);  // RK4 at Δt = 1 ms
        auto& lesson = static_cast<DoublePendulumLesson&>(s.lesson());
        const DoublePendulumState st = lesson.model().copyState(0);
        const DoublePendulumParameters p;
        QVERIFY(lesson.pointer(PointerEvent::Press, lowerBobPosition(p, st)));
        const Vec2 upper = upperBobPosition(p, st);
        QVERIFY(lesson.pointer(PointerEvent::Move, upper + Vec2(0.0, -1.0)));  // lower rod hangs
        QVERIFY(lesson.pointer(PointerEvent::Release, upper + Vec2(0.0, -1.0)));
        QVERIFY(s.syncParametersFromLesson());
        QVERIFY(std::abs(s.values().number("theta2")) < 1e-12);
        QCOMPARE(lesson.model().copyState(0).theta2, lesson.model().copyState(2).theta2);
    }

    void flipMapStudyMakesImage()
    {
        LessonSession s = lessonSession("double-pendulum");
        QVERIFY(!s.set("flip_grid", "24"));
        QVERIFY(!s.set("flip_time", "2"));
        QVERIFY(!s.reset());
        const StudyFunction study = s.lesson().prepareStudy("flip_map");
        QVERIFY(study);
        Progress progress;
        const StudyResult result = study(progress);
        QVERIFY(!result.cancelled);
        QCOMPARE(result.images.size(), std::size_t(1));
        QCOMPARE(result.images[0].width, 24);
        QCOMPARE(result.images[0].argb.size(), std::size_t(24 * 24));
        QCOMPARE(progress.fraction(), 1.0);
        // Point symmetry of the equations: the map is symmetric under (θ₁, θ₂) → (−θ₁, −θ₂) for
        // the starts that cannot flip (an energy criterion, exactly symmetric).
        const auto& px = result.images[0].argb;
        const unsigned int grey = 0xFFEBEBEBu;  // the colour of starts that cannot flip
        for (int i = 0; i < 24 * 24; ++i)
            QCOMPARE(px[static_cast<std::size_t>(i)] == grey,
                     px[static_cast<std::size_t>(24 * 24 - 1 - i)] == grey);
        s.acceptStudy("flip_map", result);

        Progress cancelled;
        cancelled.cancel();
        QVERIFY(!s.set("flip_grid", "200"));
        QVERIFY(!s.set("flip_time", "50"));
        QVERIFY(!s.reset());
        QVERIFY(s.lesson().prepareStudy("flip_map")(cancelled).cancelled);
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestPendulumLessons)
#include "test_pendulum_lessons.moc"
