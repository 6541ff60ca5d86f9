// SPDX-License-Identifier: GPL-3.0-or-later
// The window's LAMMPS hand-over, under the offscreen platform (skipped without `lmp`):
//  * a deck exported from the lennard-jones lesson runs as a background process; the progress
//    reaches the last step; when it finishes, the run opens in the lammps-run lesson with all its
//    frames, and playing it moves through them;
//  * a long run is cancelled: the process ends and the current lesson stays as it was.
#include "RequiredTool.h"
#include "LammpsActions.h"
#include "MainWindow.h"
#include "lammps/LammpsExport.h"
#include "lammps/LammpsRunLesson.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QApplication>
#include <QTemporaryDir>

class TestLammpsGui : public QObject {
    Q_OBJECT

    static QString exportDeck(pl::MainWindow& window, const QString& folder, const char* atoms,
                              const char* steps)
    {
        window.selectLesson("lennard-jones");
        window.session()->set("count", atoms);
        window.resetLesson();
        pl::LammpsExportOptions options;
        options.runSteps = std::atoll(steps);
        options.dumpEvery = options.runSteps / 10;
        return QString::fromStdString(
            pl::exportToLammps(window.session()->lesson(), folder.toStdString(), options));
    }

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabTest"));
        if (pl::LammpsActions::lammpsExecutable().isEmpty())
            PARTICLELAB_REQUIRE_TOOLS(QStringList{QStringLiteral("lmp")}, "the LAMMPS actions of the window are not run");
    }

    void runsInTheBackgroundAndOpensTheRun()
    {
        pl::MainWindow window;
        QTemporaryDir dir;
        QCOMPARE(exportDeck(window, dir.path(), "400", "2000"), QString());
        QCOMPARE(window.lammps()->startRun(dir.path(), 1), QString());
        QVERIFY(window.lammps()->running());
        QTRY_VERIFY_WITH_TIMEOUT(!window.lammps()->running(), 120000);
        QCOMPARE(window.lammps()->progressStep(), 2000LL);
        QCOMPARE(window.session()->lesson().info().id, std::string("lammps-run"));
        const auto& run = dynamic_cast<const pl::LammpsRunLesson&>(window.session()->lesson());
        QCOMPARE(run.frameCount(), std::size_t{11});
        window.setPlaying(true);
        for (int frame = 0; frame < 30; ++frame)
            window.advanceFrame(1.0);
        QVERIFY(run.frameIndex() > 0);
    }

    void aLongRunIsCancelled()
    {
        pl::MainWindow window;
        QTemporaryDir dir;
        QCOMPARE(exportDeck(window, dir.path(), "2000", "100000000"), QString());
        QCOMPARE(window.lammps()->startRun(dir.path(), 1), QString());
        QTRY_VERIFY_WITH_TIMEOUT(window.lammps()->progressStep() > 0, 60000);
        window.lammps()->cancelRun();
        QTRY_VERIFY_WITH_TIMEOUT(!window.lammps()->running(), 20000);
        QCOMPARE(window.session()->lesson().info().id, std::string("lennard-jones"));
    }
};

PARTICLELAB_TEST_MAIN(TestLammpsGui)
#include "test_lammps_gui.moc"
