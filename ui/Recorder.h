// Recording a run as a video: MP4 (H.264) or animated GIF through the `ffmpeg` program, with
// the frames piped to its standard input as raw RGB (no temporary files), or a numbered PNG
// sequence in a folder. The recording advances simulated time by exactly 1/fps per frame, so a
// video plays the simulation in real time however slowly the machine steps it (a slow SPH run
// still gives a smooth video).
#pragma once

#include "framework/LessonSession.h"

#include <QImage>
#include <QProcess>
#include <QSize>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

namespace pl {

class ChartWidget;
class SceneRenderer;

enum class RecordingKind { Mp4, Gif, PngSequence };

struct RecordingOptions {
    QString target;             // FILE.mp4, FILE.gif, or a folder for PNGs
    int fps = 30;               // frames per simulated second
    QSize size{1920, 1080};     // px
    double duration = 10.0;     // simulated seconds
    bool withCharts = false;    // the charts beside the view
};

// .mp4 and .gif by extension; anything else is a folder of PNGs.
RecordingKind recordingKind(const QString& target);
// The ffmpeg program, or empty when it is not installed.
QString ffmpegProgram();

// Writes frames to the target. Every call returns an error message, or empty on success.
class FrameWriter {
public:
    ~FrameWriter();
    QString open(const RecordingOptions& options);
    QString write(const QImage& frame);
    // Closes the video (waits for ffmpeg to finish it).
    QString finish();
    // Stops ffmpeg and removes the unfinished file.
    void cancel();

private:
    RecordingOptions m_options;
    RecordingKind m_kind = RecordingKind::PngSequence;
    std::unique_ptr<QProcess> m_ffmpeg;
    int m_written = 0;
};

// Records a session frame by frame: frame k shows simulated time t₀ + k/fps.
class SessionRecorder {
public:
    SessionRecorder(LessonSession& session, RecordingOptions options);
    ~SessionRecorder();

    QString start();
    bool done() const { return m_frame >= frameCount(); }
    // Advances to the next frame's time, renders and writes it.
    QString nextFrame();
    int frameCount() const;
    int framesWritten() const { return m_frame; }
    QString finish() { return m_writer.finish(); }
    void cancel() { m_writer.cancel(); }

    // The frame for the session's current state: the view, with the charts beside it when asked.
    QImage renderFrame();

private:
    LessonSession& m_session;
    RecordingOptions m_options;
    FrameWriter m_writer;
    std::unique_ptr<SceneRenderer> m_renderer;
    std::vector<std::unique_ptr<ChartWidget>> m_charts;
    double m_startTime = 0.0;  // s
    int m_frame = 0;
};

// A whole recording without a window (the command line): returns an error message or empty.
// `progress` is called after each frame with (written, total).
QString recordSession(LessonSession& session, const RecordingOptions& options,
                      const std::function<void(int, int)>& progress = {});

} // namespace pl
