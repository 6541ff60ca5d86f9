// SPDX-License-Identifier: GPL-3.0-or-later
// Recording a run as a video: MP4 (H.264) or animated GIF through the `ffmpeg` program, with
// the frames piped to its standard input as raw RGB (no temporary files), or a numbered PNG
// sequence in a folder. The recording advances simulated time by exactly 1/fps per frame, so a
// video plays the simulation in real time however slowly the machine steps it (a slow SPH run
// still gives a smooth video).
#pragma once

#include "ThemePalette.h"
#include "framework/LessonSession.h"

#include <QImage>
#include <QPalette>
#include <QProcess>
#include <QSize>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

namespace pl {

class ChartDrawing;
class SceneRenderer;

enum class RecordingKind { Mp4, Gif, PngSequence };

struct RecordingOptions {
    QString target;             // FILE.mp4, FILE.gif, or a folder for PNGs
    int fps = 30;               // frames per simulated second
    QSize size{1920, 1080};     // px
    double duration = 10.0;     // simulated seconds
    bool withCharts = false;    // the charts beside the view
    // The colours of the view and the charts: the window's theme when recorded from the window,
    // light on the command line (never the application's palette of the moment).
    Theme theme = Theme::Light;
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
    // Hands a frame over and waits until ffmpeg has taken it (the command line).
    QString write(const QImage& frame);
    // Hands a frame over without waiting: the bytes queue in the pipe (the window, which writes
    // the next frame only when pendingBytes() is small, so it never blocks).
    QString queue(const QImage& frame);
    qint64 pendingBytes() const;
    qint64 frameBytes() const;
    // Closes the video (waits for ffmpeg to finish it).
    QString finish();
    // The same without waiting: ffmpeg's input is closed, and `done` is called (from the event
    // loop, in `context`'s thread) with the error message or empty when ffmpeg has finished.
    void finishLater(QObject* context, std::function<void(QString)> done);
    // Stops ffmpeg and removes what was written: the unfinished video, or the PNG frames (and
    // their folder when the recording made it).
    void cancel();

private:
    QString waitForPipe();
    QString finishedMessage();

    RecordingOptions m_options;
    RecordingKind m_kind = RecordingKind::PngSequence;
    std::unique_ptr<QProcess> m_ffmpeg;
    int m_written = 0;
    QStringList m_pngFiles;
    QString m_madeFolder;  // the PNG folder when open() created it
};

// Records a session frame by frame: frame k shows simulated time t₀ + k/fps.
class SessionRecorder {
public:
    SessionRecorder(LessonSession& session, RecordingOptions options);
    ~SessionRecorder();

    // Opens the target and writes the first frame.
    QString start();
    // Opens the target only (RecorderJob writes every frame itself).
    QString begin();
    bool done() const { return m_frame >= frameCount(); }
    // Advances to the next frame's time, renders and writes it.
    QString nextFrame();
    int frameCount() const;
    int framesWritten() const { return m_frame; }
    QString finish() { return m_writer.finish(); }
    void cancel() { m_writer.cancel(); }
    FrameWriter& writer() { return m_writer; }
    // Steps the session to the next frame's time and renders it (nextFrame() without writing).
    QImage advanceAndRender();
    void frameWritten() { ++m_frame; }

    // The frame for the session's current state at time t (s; see Lesson::sceneAt): the view,
    // with the charts beside it when asked.
    QImage renderFrame(double t);

private:
    LessonSession& m_session;
    RecordingOptions m_options;
    FrameWriter m_writer;
    std::unique_ptr<SceneRenderer> m_renderer;
    QPalette m_palette;  // the recording's theme
    std::vector<std::unique_ptr<ChartDrawing>> m_charts;
    double m_startTime = 0.0;  // s
    int m_frame = 0;
};

// A whole recording without a window (the command line): returns an error message or empty.
// `progress` is called after each frame with (written, total).
QString recordSession(LessonSession& session, const RecordingOptions& options,
                      const std::function<void(int, int)>& progress = {});

} // namespace pl
