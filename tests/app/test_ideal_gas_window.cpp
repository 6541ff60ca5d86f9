// SPDX-License-Identifier: GPL-3.0-or-later
// The ideal gas's event-driven dynamics as a person reaches it:
//  * in the window: "Dynamics" chosen by keyboard (↓ in the real combo box of the parameter
//    form), the run reset and played; the lesson then runs the exact gas (no overlap repaired,
//    the caption says so, the time step reads as a sampling interval) and the view changes as
//    it plays;
//  * played at a chosen speed (0.5×, picked by keyboard in the Speed box), frames fall between
//    the lesson's samples: the view shows each frame at its own time, which moves on by speed ×
//    frame time every frame (not in steps of Δt), and every disk drawn is where the exact gas
//    advanced to that time has it, x + v (t_frame − t_event), bit for bit (a copy of the gas
//    from before the step, advanced by the test); disks are drawn away from the step's end.
//    Played in real time at 0.25× (a sample every 8.5 frames), frames are shown between the
//    samples too, each at its own time, not only one after each batch of steps;
//  * headless: `particlelab --lesson ideal-gas --set dynamics=event-driven --duration 2 --export`
//    writes a report.json with the new quantities (energy drift, overlaps repaired per second,
//    pair collisions, Z against the equations of state, the studies' figures) and the charts of
//    the comparison and the equation of state.
#include "MainWindow.h"
#include "ParameterPanel.h"
#include "RunDisplay.h"
#include "SceneView.h"
#include "ideal_gas/ExactGas.h"
#include "ideal_gas/IdealGasLesson.h"

#include <QtTest/QtTest>

#include "ProgramRun.h"
#include "TestRegistry.h"

#include <QApplication>
#include <QLabel>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

using namespace pl;

class TestIdealGasWindow : public QObject {
    Q_OBJECT

    static QComboBox* dynamicsCombo(MainWindow& window)
    {
        for (QComboBox* combo : window.findChild<ParameterPanel*>()->findChildren<QComboBox*>())
            if (combo->accessibleName() == QStringLiteral("Dynamics"))
                return combo;
        return nullptr;
    }

    // The window's ideal gas made event-driven through the Dynamics box, reset.
    static bool chooseEventDriven(MainWindow& window)
    {
        QComboBox* dynamics = dynamicsCombo(window);
        if (!dynamics)
            return false;
        dynamics->setFocus(Qt::TabFocusReason);
        QTest::keyClick(dynamics, Qt::Key_Down);
        if (window.session()->hasPendingReset() && !window.resetLesson())
            return false;
        return window.session()->appliedValues().choice("dynamics") == "event-driven";
    }

    static double measured(const Lesson& lesson, const std::string& id)
    {
        for (const Measurement& m : lesson.measurements())
            if (m.id == id)
                if (const double* v = std::get_if<double>(&m.value))
                    return *v;
        return std::nan("");
    }

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabIdealGasWindowTest"));
    }

    void eventDrivenChosenByKeyboardAndPlayed()
    {
        MainWindow window;
        QVERIFY(window.selectLesson("ideal-gas", true));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        QComboBox* dynamics = dynamicsCombo(window);
        QVERIFY(dynamics);
        QCOMPARE(dynamics->currentData().toString(), QStringLiteral("time-stepped"));
        dynamics->setFocus(Qt::TabFocusReason);
        QTest::keyClick(dynamics, Qt::Key_Down);
        QCOMPARE(dynamics->currentData().toString(), QStringLiteral("event-driven"));
        QCOMPARE(window.session()->values().choice("dynamics"), std::string("event-driven"));
        if (window.session()->hasPendingReset())
            QVERIFY(window.resetLesson());
        QCOMPARE(window.session()->appliedValues().choice("dynamics"), std::string("event-driven"));

        const QImage before = window.sceneView()->renderImage();
        window.setPlaying(true);
        for (int frame = 0; frame < 30; ++frame)
            window.advanceFrame(1.0 / 60.0);
        window.setPlaying(false);
        const Lesson& lesson = window.session()->lesson();
        QVERIFY(lesson.time() > 0.3);
        const auto& gas = dynamic_cast<const IdealGasLesson&>(lesson);
        QVERIFY(gas.model().eventDriven());
        QVERIFY(gas.model().collisions() > 0);
        QCOMPARE(measured(lesson, "overlaps_repaired_rate"), 0.0);
        QCOMPARE(measured(lesson, "overlapping_pairs"), 0.0);
        Scene scene;
        lesson.scene(scene);
        QVERIFY(scene.caption.find("event-driven") != std::string::npos);
        bool sampling = false;
        for (const Measurement& m : lesson.measurements())
            sampling = sampling || (m.id == "time_step" && m.label == "Sampling interval Δt");
        QVERIFY(sampling);
        QVERIFY(window.sceneView()->renderImage() != before);  // the disks moved on screen
    }

    void playbackDrawsTheDisksBetweenSamples()
    {
        MainWindow window;
        QVERIFY(window.selectLesson("ideal-gas", true));
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(chooseEventDriven(window));
        QComboBox* speed = nullptr;
        for (QComboBox* combo : window.findChildren<QComboBox*>())
            if (combo->accessibleName() == QStringLiteral("Speed"))
                speed = combo;
        QVERIFY(speed);
        speed->setFocus(Qt::TabFocusReason);
        QTest::keyClick(speed, Qt::Key_Up);
        QCOMPARE(speed->currentData().toDouble(), 0.5);
        auto* display = window.findChild<RunDisplay*>();
        QVERIFY(display);

        const auto& lesson = dynamic_cast<const IdealGasLesson&>(window.session()->lesson());
        const double dt = lesson.model().state().dt;
        const double frame = 1.0 / 60.0, perFrame = 0.5 * frame;
        QVERIFY(perFrame < 0.5 * dt);  // several frames to a sample
        window.setPlaying(true);
        EventDrivenGas stepStart = lesson.model().exact().gas;
        double previous = display->viewTime();
        auto* clock = window.findChild<QLabel*>(QStringLiteral("clock"));
        QVERIFY(clock);
        int between = 0, movedOff = 0, clockBetween = 0;
        for (int f = 0; f < 40; ++f) {
            const EventDrivenGas before = lesson.model().exact().gas;
            const double lessonBefore = lesson.time();
            window.advanceFrame(frame);
            if (lesson.time() > lessonBefore)
                stepStart = before;  // the gas as the last step began
            const double t = display->viewTime();
            // Even frames: speed × frame time each, never a whole step at once.
            QVERIFY2(std::abs(t - previous - perFrame) < 1e-9,
                     qPrintable(QString("frame %1: view at %2 s after %3 s").arg(f).arg(t, 0, 'g', 12)
                                    .arg(previous, 0, 'g', 12)));
            previous = t;
            QVERIFY(t <= lesson.time());
            between += t < lesson.time();
            // The clock shows the moment drawn, not the step's end.
            QVERIFY2(clock->text().contains(QString::number(t, 'f', 3)),
                     qPrintable(QString("frame %1: clock '%2', view at %3 s")
                                    .arg(f).arg(clock->text()).arg(t, 0, 'f', 4)));
            clockBetween += !clock->text().contains(QString::number(lesson.time(), 'f', 3));
            // Every disk where the exact gas advanced to t has it.
            QVERIFY(stepStart.time() <= t);
            EventDrivenGas reference = stepStart;
            reference.advanceTo(t);
            const DiskGas& shown = lesson.model().gas();
            const Scene& scene = window.sceneView()->scene();
            QVERIFY(!scene.clouds.empty());
            const std::vector<Vec2>& drawn = scene.clouds.front().centers;
            QCOMPARE(drawn.size(), reference.size());
            for (std::size_t id = 0; id < reference.size(); ++id) {
                const std::size_t slot = shown.slotOf(id);
                const Vec2 expected(shown.box().xMin + reference.xNow(id),
                                    shown.box().yMin + reference.yNow(id));
                if (drawn[slot] != expected)
                    QFAIL(qPrintable(QString("frame %1, disk %2: drawn at (%3, %4), exact (%5, %6)")
                                         .arg(f).arg(id).arg(drawn[slot].x(), 0, 'g', 17)
                                         .arg(drawn[slot].y(), 0, 'g', 17)
                                         .arg(expected.x(), 0, 'g', 17).arg(expected.y(), 0, 'g', 17)));
                movedOff += drawn[slot].x() != shown.x()[slot];
            }
        }
        QVERIFY2(between > 20, qPrintable(QString::number(between)));
        QVERIFY2(clockBetween > 10, qPrintable(QString::number(clockBetween)));
        QVERIFY(movedOff > 1000);  // drawn away from the step's end positions
        // Space pauses: the view and the clock show the run as it stands.
        window.sceneView()->setFocus();
        QTest::keyClick(window.sceneView(), Qt::Key_Space);
        QVERIFY(!window.playing());
        QCOMPARE(display->viewTime(), lesson.time());
        QVERIFY2(clock->text().contains(QString::number(lesson.time(), 'f', 3)),
                 qPrintable(clock->text()));
        window.setPlaying(true);

        // Real time at 0.25×: a sample every 8.5 frames. The frames between samples are shown
        // too, each at its own time (not only the one after each batch of steps).
        speed->setFocus(Qt::TabFocusReason);
        QTest::keyClick(speed, Qt::Key_Up);
        QCOMPARE(speed->currentData().toDouble(), 0.25);
        window.setPlaying(false);
        const double start = lesson.time();
        int shownFrames = 0, offStep = 0;
        const QMetaObject::Connection connection =
            connect(&window, &MainWindow::frameShown, this, [&] {
                ++shownFrames;
                const double steps = display->viewTime() / dt;
                offStep += std::abs(steps - std::round(steps)) > 0.02;
            });
        window.setPlaying(true);
        QTRY_VERIFY_WITH_TIMEOUT(shownFrames >= 40, 20000);
        window.setPlaying(false);
        disconnect(connection);
        const double samples = (lesson.time() - start) / dt;
        QVERIFY2(shownFrames > 2.5 * samples && offStep > shownFrames / 2,
                 qPrintable(QString("%1 frames (%2 between samples) for %3 samples")
                                .arg(shownFrames).arg(offStep).arg(samples)));
    }

    void headlessEventDrivenRunReportsTheNewQuantities()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("x"));
        const pl::test::ProgramRun run = pl::test::runProgram(
            QStringLiteral(PARTICLELAB_EXECUTABLE),
            {QStringLiteral("--lesson"), QStringLiteral("ideal-gas"), QStringLiteral("--set"),
             QStringLiteral("dynamics=event-driven"), QStringLiteral("--duration"),
             QStringLiteral("2"), QStringLiteral("--export"), out},
            240000);
        QVERIFY2(!run.crashed && !run.timedOut && run.exitCode == 0, qPrintable(run.err));
        QFile file(out + QStringLiteral("/report.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(report.value(QStringLiteral("parameters")).toObject().value(QStringLiteral("dynamics")).toString(),
                 QStringLiteral("event-driven"));
        const QJsonObject m = report.value(QStringLiteral("measurements")).toObject();
        for (const char* id : {"energy_drift", "overlaps_repaired_rate", "overlapping_pairs",
                               "collisions", "collision_rate", "compressibility_measured",
                               "compressibility_henderson", "compressibility_liu",
                               "pressure_eos_error", "study_exact_pressure",
                               "study_stepped_error", "study_eos_rms_liu",
                               "study_eos_rms_henderson", "study_eos_z_070"})
            QVERIFY2(m.contains(QLatin1String(id)), id);
        QCOMPARE(m.value(QStringLiteral("overlaps_repaired_rate")).toDouble(), 0.0);
        QVERIFY(std::abs(m.value(QStringLiteral("energy_drift")).toDouble()) < 1e-12);
        QVERIFY(m.value(QStringLiteral("collisions")).toDouble() > 100.0);
        // The study's fluid points follow Liu's form more closely than Henderson's, and the
        // liquid–hexatic region bends the measured Z below both.
        QVERIFY(m.value(QStringLiteral("study_eos_rms_liu")).toDouble() < 0.005);
        QVERIFY(m.value(QStringLiteral("study_eos_rms_liu")).toDouble() <
                m.value(QStringLiteral("study_eos_rms_henderson")).toDouble());
        QVERIFY(m.value(QStringLiteral("study_eos_z_070")).toDouble() <
                0.97 * liuHardDiskCompressibility(0.70));
        for (const char* chart : {"pressure_vs_dt.csv", "equation_of_state.csv",
                                  "energy_drift.csv", "collisions.csv", "pressure_eos.csv"})
            QVERIFY2(QFile::exists(out + QLatin1Char('/') + QLatin1String(chart)), chart);
    }
};

PARTICLELAB_TEST_MAIN(TestIdealGasWindow)
#include "test_ideal_gas_window.moc"
