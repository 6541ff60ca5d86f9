// SPDX-License-Identifier: GPL-3.0-or-later
// Step-through: running the stages of one step one at a time (StagedStep, with its records)
// gives bit for bit the same state as one whole step(), for every method, over several steps
// of a nonlinear problem (a Kepler orbit) so that velocity Verlet's reused end acceleration
// (first same as last) is exercised too. Also: the records name every stage and count the
// force evaluations of the step.
#include <particlelab/integrators/SecondOrderIntegrators.h>
#include <particlelab/integrators/TestProblems.h>

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <cstring>

using namespace pl;

namespace {

bool bitIdentical(const Vec& a, const Vec& b)
{
    return a.size() == b.size() &&
           std::memcmp(a.data(), b.data(), sizeof(double) * static_cast<std::size_t>(a.size())) == 0;
}

} // namespace

class TestIntegratorsStages : public QObject {
    Q_OBJECT

private slots:
    void stagesEqualWholeStep_data()
    {
        QTest::addColumn<int>("method");
        for (const MethodInfo& info : allMethods())
            QTest::newRow(std::string(info.id).c_str()) << int(info.method);
    }

    void stagesEqualWholeStep()
    {
        QFETCH(int, method);
        const Method m = Method(method);
        const KeplerOrbit orbit{1.0, 1.0, 0.6};
        const AccelerationFunction a = keplerAcceleration(orbit.gm);
        const double dt = 0.07;  // s: coarse, so that every stage changes the state visibly
        ParticleState whole = orbit.start();
        ParticleState staged = orbit.start();
        for (int n = 0; n < 25; ++n) {
            long long wholeEvaluations = 0;
            whole = step(m, a, whole, dt, &wholeEvaluations);

            StagedStep stages(m, a, staged, dt);
            while (!stages.finished())
                stages.runNextStage();
            staged = stages.result();

            QVERIFY2(bitIdentical(whole.x, staged.x) && bitIdentical(whole.v, staged.v),
                     qPrintable(QString("step %1 differs").arg(n)));
            QCOMPARE(whole.t, staged.t);
            QCOMPARE(whole.acceleration.has_value(), staged.acceleration.has_value());
            if (whole.acceleration)
                QVERIFY(bitIdentical(*whole.acceleration, *staged.acceleration));

            QCOMPARE(int(stages.records().size()), methodInfo(m).stages);
            int recordedEvaluations = 0;
            for (const StageRecord& r : stages.records()) {
                QVERIFY(!r.name.empty() && !r.formula.empty());
                recordedEvaluations += r.forceEvaluations;
            }
            QCOMPARE(static_cast<long long>(recordedEvaluations), wholeEvaluations);
            // The last stage predicts the step's result.
            QVERIFY(bitIdentical(stages.records().back().predictedX, staged.x));
        }
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestIntegratorsStages)
#include "test_integrators_stages.moc"
