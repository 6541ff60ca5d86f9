// SPDX-License-Identifier: GPL-3.0-or-later
// Recording from the window without freezing it: RecorderJob writes one frame per turn
// of the event loop and never waits for ffmpeg.
//  * a 3 s recording at 30 fps of 320×240 through the job: 90 progress signals, and ffprobe
//    counts 90 frames of 320×240 in the MP4 (skipped with a message without ffmpeg);
//  * while the job records, other events are handled: a 0 ms timer of the test fires between
//    the frames (at least once per frame: the job yields after each one), and the job finishes
//    only after ffmpeg has closed the file (its finished signal comes from the event loop);
//  * Cancel after 5 frames stops ffmpeg and leaves no file; cancelling a PNG sequence removes its
//    frames and the folder the recording made;
//  * a recording has the colours of the theme it is given, not of the application's palette at
//    the moment: with the dark theme applied to the application, a recording in the
//    dark theme (the window's) has the dark view background and dark charts, and one with the
//    default options (the command line's) the light paper and light charts.
#include "RequiredTool.h"
#include "RecorderJob.h"
#include "Registry.h"
#include "SceneColours.h"
#include "Theme.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <optional>

using namespace pl;

namespace {

RecordingOptions options(const QString& target, double duration)
{
    RecordingOptions o;
    o.target = target;
    o.fps = 30;
    o.size = QSize(320, 240);
    o.duration = duration;
    return o;
}

// The share of the pixels in `area` of `image` for which `test` holds.
template <class Test> double share(const QImage& image, const QRect& area, Test test)
{
    long long hits = 0;
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            hits += test(image.pixelColor(x, y)) ? 1 : 0;
    return static_cast<double>(hits) / (static_cast<double>(area.width()) * area.height());
}

// One frame of `lesson` with its charts, 640×360, in `theme` (none: the default options).
QImage recordedFrame(const char* lesson, std::optional<Theme> theme)
{
    QTemporaryDir dir;
    LessonSession session(createLesson(lesson));
    RecordingOptions o = options(dir.filePath(QStringLiteral("frames")), 1.0);
    o.size = QSize(640, 360);
    o.withCharts = true;
    if (theme)
        o.theme = *theme;
    SessionRecorder recorder(session, o);
    if (!recorder.begin().isEmpty())
        return {};
    QImage frame = recorder.advanceAndRender();
    recorder.cancel();
    return frame;
}

} // namespace

class TestRecorderJob : public QObject {
    Q_OBJECT
private slots:
    void recordsNinetyFramesWhileTheLoopRuns()
    {
        PARTICLELAB_REQUIRE_TOOLS((QStringList{QStringLiteral("ffmpeg"), QStringLiteral("ffprobe")}),
                                  "Debian package ffmpeg: MP4 not checked");
        QTemporaryDir dir;
        const QString video = dir.filePath(QStringLiteral("cradle.mp4"));
        LessonSession session(createLesson("scene-newtons-cradle"));
        RecorderJob job(session, options(video, 3.0));
        QSignalSpy progress(&job, &RecorderJob::progress);
        QSignalSpy finished(&job, &RecorderJob::finished);
        int otherEvents = 0;
        QTimer other;
        other.setInterval(0);
        connect(&other, &QTimer::timeout, [&] { ++otherEvents; });
        other.start();
        QCOMPARE(job.start(), QString());
        QVERIFY(job.running());
        QVERIFY(finished.wait(120000));
        other.stop();
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.front().at(0).toString(), QString());
        QCOMPARE(finished.front().at(1).toBool(), false);
        QCOMPARE(progress.size(), 90);
        QVERIFY2(otherEvents >= 90, qPrintable(QString::number(otherEvents)));
        QProcess probe;
        probe.start(QStringLiteral("ffprobe"),
                    {"-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                     "stream=nb_read_frames,width,height", "-of", "csv=p=0", video});
        QVERIFY(probe.waitForFinished(60000));
        QCOMPARE(QString::fromUtf8(probe.readAllStandardOutput()).trimmed(),
                 QStringLiteral("320,240,90"));
        // The session was stepped to the last frame's time: 89/30 s after the start.
        QVERIFY(std::abs(session.lesson().time() - 89.0 / 30.0) < 1e-2);
    }

    void cancelLeavesNoFile()
    {
        PARTICLELAB_REQUIRE_TOOLS((QStringList{QStringLiteral("ffmpeg"), QStringLiteral("ffprobe")}),
                                  "Debian package ffmpeg: MP4 cancel not checked");
        QTemporaryDir dir;
        const QString video = dir.filePath(QStringLiteral("long.mp4"));
        LessonSession session(createLesson("scene-two-body-orbit"));
        RecorderJob job(session, options(video, 60.0));
        QSignalSpy finished(&job, &RecorderJob::finished);
        connect(&job, &RecorderJob::progress, &job, [&](int written, int) {
            if (written == 5)
                job.cancel();
        });
        QCOMPARE(job.start(), QString());
        QVERIFY(finished.wait(60000) || finished.size() == 1);
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.front().at(1).toBool(), true);
        QVERIFY(!job.running());
        QCOMPARE(job.framesWritten(), 5);
        QVERIFY(!QFileInfo::exists(video));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }

    void cancelRemovesPngFrames()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("frames"));
        LessonSession session(createLesson("scene-two-body-orbit"));
        RecorderJob job(session, options(folder, 10.0));
        QSignalSpy finished(&job, &RecorderJob::finished);
        connect(&job, &RecorderJob::progress, &job, [&](int written, int) {
            if (written == 3) {
                QCOMPARE(QDir(folder).entryList(QDir::Files).size(), 3);
                job.cancel();
            }
        });
        QCOMPARE(job.start(), QString());
        QVERIFY(finished.wait(60000) || finished.size() == 1);
        QCOMPARE(finished.front().at(1).toBool(), true);
        QVERIFY(!QFileInfo::exists(folder));
    }

    void aRecordingHasTheColoursOfItsTheme()
    {
        applyTheme(Theme::Dark);  // the application's palette, as in a dark window
        const QRect view(0, 0, 640 * 62 / 100, 360);  // Recorder: the view on the left 62 %
        const QRect charts(view.right() + 1, 0, 640 - view.width(), 360);
        auto dark = [](const QColor& c) { return c.lightnessF() < 0.3; };
        auto light = [](const QColor& c) { return c.lightnessF() > 0.7; };

        const QImage windowFrame = recordedFrame("springs", Theme::Dark);
        QVERIFY(!windowFrame.isNull());
        const QColor background = SceneColours::fromPalette(themePalette(Theme::Dark)).background;
        const double viewBackground = share(windowFrame, view, [&](const QColor& c) { return c.rgb() == background.rgb(); });
        const double darkCharts = share(windowFrame, charts, dark);
        QVERIFY2(viewBackground > 0.5 && darkCharts > 0.7,
                 qPrintable(QString("dark theme: %1 of the view is its background %2, %3 of the charts is dark")
                                .arg(viewBackground).arg(background.name()).arg(darkCharts)));

        const QImage commandLineFrame = recordedFrame("springs", std::nullopt);
        QVERIFY(!commandLineFrame.isNull());
        const QColor paper = SceneColours::paper().background;
        const double viewPaper = share(commandLineFrame, view, [&](const QColor& c) { return c.rgb() == paper.rgb(); });
        const double lightCharts = share(commandLineFrame, charts, light);
        applyTheme(Theme::Light);
        QVERIFY2(viewPaper > 0.5 && lightCharts > 0.7,
                 qPrintable(QString("default options: %1 of the view is paper, %2 of the charts is light")
                                .arg(viewPaper).arg(lightCharts)));
    }
};

PARTICLELAB_TEST_MAIN(TestRecorderJob)
#include "test_recorder_job.moc"
