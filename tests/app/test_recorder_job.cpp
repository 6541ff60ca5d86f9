// Recording from the window without freezing it (issue 14): RecorderJob writes one frame per turn
// of the event loop and never waits for ffmpeg.
//  * a 3 s recording at 30 fps of 320×240 through the job: 90 progress signals, and ffprobe
//    counts 90 frames of 320×240 in the MP4 (skipped with a message without ffmpeg);
//  * while the job records, other events are handled: a 0 ms timer of the test fires between
//    the frames (at least once per frame: the job yields after each one), and the job finishes
//    only after ffmpeg has closed the file (its finished signal comes from the event loop);
//  * Cancel after 5 frames stops ffmpeg and leaves no file; cancelling a PNG sequence removes its
//    frames and the folder the recording made.
#include "RecorderJob.h"
#include "Registry.h"

#include <QtTest/QtTest>

using namespace pl;

namespace {

bool haveFfmpeg()
{
    return !QStandardPaths::findExecutable(QStringLiteral("ffmpeg")).isEmpty() &&
           !QStandardPaths::findExecutable(QStringLiteral("ffprobe")).isEmpty();
}

RecordingOptions options(const QString& target, double duration)
{
    RecordingOptions o;
    o.target = target;
    o.fps = 30;
    o.size = QSize(320, 240);
    o.duration = duration;
    return o;
}

} // namespace

class TestRecorderJob : public QObject {
    Q_OBJECT
private slots:
    void recordsNinetyFramesWhileTheLoopRuns()
    {
        if (!haveFfmpeg())
            QSKIP("ffmpeg/ffprobe are not installed (Debian package ffmpeg): MP4 not checked");
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
        if (!haveFfmpeg())
            QSKIP("ffmpeg is not installed (Debian package ffmpeg): MP4 cancel not checked");
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
};

QTEST_MAIN(TestRecorderJob)
#include "test_recorder_job.moc"
