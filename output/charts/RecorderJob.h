// SPDX-License-Identifier: GPL-3.0-or-later
// A recording made while the window stays responsive: a SessionRecorder driven from the event
// loop, one frame per turn. Rendering the view must stay on the GUI thread, so each turn steps
// the session to the frame's time, renders it and hands the bytes to ffmpeg's pipe without
// waiting (QProcess writes asynchronously); a turn that finds more than two frames still queued
// in the pipe writes nothing and lets ffmpeg catch up. When the last frame is queued, ffmpeg's
// input is closed and the job finishes when ffmpeg has finished the file. cancel() at any
// moment stops ffmpeg and removes what was written (no half file is left behind).
#pragma once

#include "Recorder.h"

#include <QObject>
#include <QTimer>

#include <memory>

namespace pl {

class RecorderJob : public QObject {
    Q_OBJECT
public:
    RecorderJob(LessonSession& session, RecordingOptions options, QObject* parent = nullptr);
    // Records `copy`, which the job owns (the window records from a copy: SessionCopy.h).
    RecorderJob(std::unique_ptr<LessonSession> copy, RecordingOptions options,
                QObject* parent = nullptr);
    ~RecorderJob() override;

    // Opens the target and starts the turns; returns an error message (nothing started) or empty.
    QString start();
    void cancel();
    bool running() const { return m_running; }
    int frameCount() const { return m_recorder.frameCount(); }
    int framesWritten() const { return m_recorder.framesWritten(); }

signals:
    void progress(int written, int total);
    // Once: `error` empty on success; `cancelled` when cancel() stopped it.
    void finished(const QString& error, bool cancelled);

private:
    void turn();
    void end(const QString& error, bool cancelled);

    std::unique_ptr<LessonSession> m_copy;  // the session recorded, when the job owns it
    RecordingOptions m_options;
    SessionRecorder m_recorder;
    QTimer m_timer;
    bool m_running = false;
    bool m_closing = false;  // every frame queued, waiting for ffmpeg to finish the file
    bool m_inTurn = false;   // a modal progress dialog's setValue() runs the event loop
};

} // namespace pl
