// SPDX-License-Identifier: GPL-3.0-or-later
// The `velocity-field` lesson through its session:
//  * on the rotation field (exact paths are circles about (π, π)) the convergence study's
//    endpoint errors fall with the methods' orders: fitted slopes within ±0.15 of 1 (Euler),
//    2 (Heun, midpoint) and 4 (RK4); and `endpoint_error` for RK4 equals the distance of an
//    independent RK4 run (written out here) from the exact rotated start, to 1e-4 relative
//    (the lesson measures against its own fine RK4 reference, ~1e-13 from exact);
//  * on the default field the endpoint errors are ordered RK4 < Heun, midpoint < Euler, every
//    one reported, none NaN;
//  * the declared ranges of x0 and y0 lie in every field's region (the double gyre's height
//    excepted, refused with 'y0' and its bound named);
//  * a click in the view drops the particle there (x0, y0 change and the run restarts).
#include "Registry.h"
#include "framework/LessonSession.h"
#include "velocity_field/VelocityFieldLesson.h"

#include <particlelab/analysis/LinearFit.h>

#include <QtTest/QtTest>

#include "LessonTestHelpers.h"
#include "TestRegistry.h"

#include <cmath>
#include <numbers>

using namespace pl;
using pl::test::lessonSession;

namespace {

std::map<std::string, double> endpointErrors(const Lesson& lesson)
{
    std::map<std::string, double> out;
    for (const Measurement& m : lesson.measurements())
        if (m.id == "endpoint_error")
            if (const auto* keyed = std::get_if<std::vector<std::pair<std::string, double>>>(&m.value))
                for (const auto& [k, v] : *keyed)
                    out[k] = v;
    return out;
}

void runStudy(LessonSession& session)
{
    Progress progress;
    const StudyResult result = session.lesson().prepareStudy("convergence")(progress);
    QVERIFY(!result.cancelled);
    session.acceptStudy("convergence", result);
}

} // namespace

class TestVelocityField : public QObject {
    Q_OBJECT

private slots:
    // The cosine field's exact solution grows like eᵗ (past 10⁸ m at T = 20 s): RK4 must follow
    // it without being called diverged, while forward Euler with a step far too large is.
    void divergenceIsJudgedAgainstTheReference()
    {
        LessonSession session = lessonSession("velocity-field");
        QVERIFY(!session.set("field", "cosine"));
        QVERIFY(!session.set("end_time", "20"));
        QVERIFY(!session.set("dt", "0.01"));
        QVERIFY(!session.set("methods", "rk4"));
        QVERIFY(!session.reset());
        session.advanceTo(20.0);
        QVERIFY(session.lesson().notices().empty());
        QVERIFY(session.lesson().time() >= 20.0 - 1e-9);
    }

    void rotationOrders()
    {
        LessonSession session = lessonSession("velocity-field");
        QVERIFY(!session.set("field", "rotation"));
        QVERIFY(!session.reset());
        runStudy(session);
        const std::map<std::string, double> theory = {
            {"euler", 1.0}, {"heun", 2.0}, {"midpoint", 2.0}, {"rk4", 4.0}};
        for (const auto& [id, order] : theory) {
            std::vector<double> dts, errors;
            for (const ChartPoint& p : session.chartData().points("convergence", id)) {
                dts.push_back(p.x);
                errors.push_back(p.y);
            }
            QCOMPARE(dts.size(), std::size_t(7));
            const std::optional<LinearFit> fit = fitLogLog(dts, errors);
            QVERIFY(fit);
            qInfo("%s: fitted order %.4f", id.c_str(), fit->slope);
            QVERIFY2(std::abs(fit->slope - order) <= 0.15,
                     qPrintable(QString("%1: slope %2").arg(id.c_str()).arg(fit->slope)));
        }

        // An independent RK4 run on v = (−(y − π), x − π) from the default start.
        const double pi = std::numbers::pi, dt = 0.05, endTime = 2.0;
        double x = 0.5, y = 1.0;
        auto v = [pi](double px, double py) { return std::pair{-(py - pi), px - pi}; };
        for (int n = 0; n < 40; ++n) {
            const auto [k1x, k1y] = v(x, y);
            const auto [k2x, k2y] = v(x + 0.5 * dt * k1x, y + 0.5 * dt * k1y);
            const auto [k3x, k3y] = v(x + 0.5 * dt * k2x, y + 0.5 * dt * k2y);
            const auto [k4x, k4y] = v(x + dt * k3x, y + dt * k3y);
            x += dt / 6.0 * (k1x + 2 * k2x + 2 * k3x + k4x);
            y += dt / 6.0 * (k1y + 2 * k2y + 2 * k3y + k4y);
        }
        const double c = std::cos(endTime), s = std::sin(endTime);
        const double ex = pi + c * (0.5 - pi) - s * (1.0 - pi);
        const double ey = pi + s * (0.5 - pi) + c * (1.0 - pi);
        const double expected = std::hypot(x - ex, y - ey);
        const double measured = endpointErrors(session.lesson()).at("rk4");
        QVERIFY2(std::abs(measured / expected - 1.0) < 1e-4,
                 qPrintable(QString("endpoint error %1, independent %2").arg(measured).arg(expected)));
    }

    void defaultEndpointErrorsOrdered()
    {
        LessonSession session = lessonSession("velocity-field");
        runStudy(session);
        const std::map<std::string, double> e = endpointErrors(session.lesson());
        QCOMPARE(e.size(), std::size_t(4));
        for (const auto& [id, value] : e)
            QVERIFY2(std::isfinite(value) && value > 0.0, id.c_str());
        QVERIFY(e.at("rk4") < e.at("heun") && e.at("rk4") < e.at("midpoint"));
        QVERIFY(e.at("heun") < e.at("euler") && e.at("midpoint") < e.at("euler"));
    }

    // The declared ranges of x0 and y0 lie inside every field's region (found by the fuzzer: 6.3
    // ran past 2π); the double gyre is only π high, and its refusal names 'y0' and the bound.
    void startRangeInsideTheRegion()
    {
        for (const char* field : {"cosine", "rotation", "vortex", "double-gyre"})
            for (const char* id : {"x0", "y0"}) {
                const bool gyreHeight = std::string(field) == "double-gyre" && std::string(id) == "y0";
                for (const char* end : {"min", "max"}) {
                    LessonSession session = lessonSession("velocity-field");
                    const ParameterSpec* spec = findParameter(session.parameterTable(), id);
                    QVERIFY(spec);
                    QVERIFY(!session.set("field", field));
                    QVERIFY(!session.set(id, std::string(end) == "min" ? spec->min : spec->max));
                    const std::optional<std::string> error = session.reset();
                    if (gyreHeight && std::string(end) == "max") {
                        QVERIFY(error);
                        QVERIFY2(error->find("parameter 'y0'") != std::string::npos, error->c_str());
                        QVERIFY2(error->find("3.14") != std::string::npos, error->c_str());
                    } else {
                        QVERIFY2(!error, (std::string(field) + " " + id + " " + end).c_str());
                    }
                }
            }
    }

    void clickDropsParticle()
    {
        LessonSession session = lessonSession("velocity-field");
        session.step();
        QVERIFY(session.lesson().pointer(PointerEvent::Press, Vec2(3.0, 4.0)));
        QVERIFY(session.syncParametersFromLesson());
        QCOMPARE(session.values().number("x0"), 3.0);
        QCOMPARE(session.values().number("y0"), 4.0);
        QCOMPARE(session.lesson().time(), 0.0);
        const auto& lesson = dynamic_cast<const VelocityFieldLesson&>(session.lesson());
        QCOMPARE(*lesson.model().position(Method::RK4), Vec2(3.0, 4.0));
        QVERIFY(!session.lesson().pointer(PointerEvent::Press, Vec2(-1.0, 4.0)));  // outside
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestVelocityField)
#include "test_velocity_field.moc"
