// SPDX-License-Identifier: GPL-3.0-or-later
// Scene files, student mode and recording through the program and the window:
//  * every malformed scene of MalformedScenes.h, opened with --open, exits with code 2 and prints
//    FILE:LINE:COLUMN and the expected message, without a crash;
//  * --record of 3 s at 30 frames/s gives an MP4 of 90 frames of the requested size (probed
//    with ffprobe; skipped with a message when ffmpeg is not installed), and a PNG sequence
//    has duration × fps numbered frames of that size;
//  * the window opens a scene in student mode: the hidden panels are hidden, locked
//    parameters disabled, a numeric answer is accepted inside its tolerance and refused outside,
//    and the answers are saved as CSV; a malformed scene leaves the open lesson as it was;
//    "Save as scene" of the springs lesson writes a file that opens again.
#include "RequiredTool.h"
#include "ChartPanel.h"
#include "MainWindow.h"
#include "ParameterPanel.h"
#include "StudentPanel.h"

#include "../lessons/MalformedScenes.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest/QtTest>

#include "TestRegistry.h"

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run run(const QString& program, const QStringList& arguments)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(300000))
        process.kill();
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
}

const char* studentScene = R"json({
  "title": "Quiz",
  "particles": [{"label": "ball", "position": [0, 1], "radius": 0.1}],
  "walls": [{"type": "plane", "point": [0, 0], "normal": [0, 1], "restitution": 0.5}],
  "student": {
    "locked": ["dt", "integrator"],
    "hidden_panels": ["text", "charts"],
    "questions": [
      {"text": "How high is the first bounce?", "answer": 0.225, "unit": "m", "tolerance": 0.01},
      {"text": "Why is it lower?"}
    ]
  }
}
)json";

} // namespace

class TestSceneFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabTest"));
        QVERIFY(m_dir.isValid());
    }

    void malformedScenesExitWithTwo_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        for (const MalformedScene& m : malformedScenes())
            QTest::newRow(m.name.c_str()) << QString::fromStdString(m.text)
                                          << QString::fromStdString(m.message);
        QVERIFY(malformedScenes().size() >= 20);
    }
    void malformedScenesExitWithTwo()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const QString path = m_dir.filePath(QStringLiteral("bad.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text.toUtf8());
        file.close();
        const Run r = run(PARTICLELAB_EXECUTABLE,
                          {"--open", path, "--export", m_dir.filePath(QStringLiteral("out"))});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(QRegularExpression(QRegularExpression::escape(path) + ":\\d+:\\d+: ")
                     .match(r.err)
                     .hasMatch(),
                 qPrintable(r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }

    void recordsAnMp4OfNinetyFrames()
    {
        PARTICLELAB_REQUIRE_TOOLS((QStringList{QStringLiteral("ffmpeg"), QStringLiteral("ffprobe")}),
                                  "Debian package ffmpeg: MP4 not checked");
        const QString video = m_dir.filePath(QStringLiteral("cradle.mp4"));
        const Run r = run(PARTICLELAB_EXECUTABLE,
                          {"--lesson", "scene-newtons-cradle", "--duration", "3", "--fps", "30",
                           "--record-size", "640x360", "--record", video});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const Run probe = run(QStringLiteral("ffprobe"),
                              {"-v", "error", "-count_frames", "-select_streams", "v:0",
                               "-show_entries", "stream=nb_read_frames,width,height", "-of",
                               "csv=p=0", video});
        QCOMPARE(probe.exitCode, 0);
        QCOMPARE(probe.out.trimmed(), QStringLiteral("640,360,90"));
    }

    void recordsAPngSequence()
    {
        const QString folder = m_dir.filePath(QStringLiteral("frames"));
        const Run r = run(PARTICLELAB_EXECUTABLE,
                          {"--lesson", "scene-two-body-orbit", "--duration", "0.5", "--fps", "8",
                           "--record-size", "320x200", "--record-charts", "--record", folder});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QStringList frames = QDir(folder).entryList({"frame_*.png"}, QDir::Files, QDir::Name);
        QCOMPARE(frames.size(), 4);
        QCOMPARE(frames.front(), QStringLiteral("frame_00000.png"));
        QCOMPARE(QImage(QDir(folder).filePath(frames.back())).size(), QSize(320, 200));
    }

    void windowOpensAStudentScene()
    {
        const QString path = m_dir.filePath(QStringLiteral("quiz.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(studentScene);
        file.close();

        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.selectLesson("springs"));
        window.openScene(path);
        QVERIFY(window.inStudentMode());
        QCOMPARE(window.session()->lesson().info().title, std::string("Quiz"));
        QVERIFY(window.windowTitle().contains("student mode"));
        QVERIFY(!window.findChild<QDockWidget*>("textDock")->isVisible());
        QVERIFY(window.findChild<QDockWidget*>("parametersDock")->isVisible());
        QVERIFY(!window.chartPanel()->isVisible());
        int disabled = 0;
        for (QWidget* w : window.findChild<pl::ParameterPanel*>()->findChildren<QWidget*>())
            disabled += !w->isEnabled() && w->parentWidget() == window.findChild<pl::ParameterPanel*>();
        QCOMPARE(disabled, 2);  // dt and integrator

        pl::StudentPanel* panel = window.studentPanel();
        QVERIFY(panel);
        panel->answer(0, "0.23");
        QVERIFY(panel->verdict(0).contains("within tolerance") && !panel->verdict(0).contains("not"));
        panel->answer(0, "0.3");
        QVERIFY(panel->verdict(0).contains("not within"));
        panel->answer(1, "energy is lost");
        const QString answers = m_dir.filePath(QStringLiteral("answers.csv"));
        QVERIFY(panel->saveAnswers(answers).isEmpty());
        QFile saved(answers);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        const QString csv = QString::fromUtf8(saved.readAll());
        QVERIFY2(csv.startsWith("name,question,answer,correct\n"), qPrintable(csv));
        QVERIFY2(csv.contains(",How high is the first bounce?,0.3,no\n"), qPrintable(csv));
        QVERIFY2(csv.contains(",Why is it lower?,energy is lost,\n"), qPrintable(csv));

        // Another lesson leaves student mode.
        QVERIFY(window.selectLesson("springs"));
        QVERIFY(!window.inStudentMode());
        QVERIFY(window.findChild<QDockWidget*>("textDock")->isVisible());
    }

    void malformedSceneKeepsTheOpenLesson()
    {
        const QString path = m_dir.filePath(QStringLiteral("broken.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(malformedScenes().front().text.c_str());
        file.close();
        pl::MainWindow window;
        QVERIFY(window.selectLesson("xpbd"));
        window.session()->advanceTo(0.2);
        const double t = window.session()->lesson().time();
        window.openScene(path);
        QCOMPARE(window.session()->lesson().info().id, std::string("xpbd"));
        QCOMPARE(window.session()->lesson().time(), t);
    }

    void savesAsSceneAndOpensIt()
    {
        pl::MainWindow window;
        QVERIFY(window.selectLesson("springs"));
        const QString path = m_dir.filePath(QStringLiteral("springs-scene.json"));
        QVERIFY(window.saveScene(path).isEmpty());
        window.openScene(path);
        QCOMPARE(window.session()->lesson().info().id, std::string("particle-scene"));
        QVERIFY(!window.inStudentMode());
        QVERIFY(window.selectLesson("harmonic-oscillator"));
        QVERIFY(!window.saveScene(m_dir.filePath(QStringLiteral("none.json"))).isEmpty());
    }

private:
    QTemporaryDir m_dir;
};

PARTICLELAB_TEST_MAIN(TestSceneFiles)
#include "test_scene_files.moc"
