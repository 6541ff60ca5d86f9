// SPDX-License-Identifier: GPL-3.0-or-later
#include "RecorderJob.h"

#include <QScopedValueRollback>

namespace pl {

RecorderJob::RecorderJob(LessonSession& session, RecordingOptions options, QObject* parent)
    : QObject(parent), m_options(options), m_recorder(session, std::move(options))
{
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &RecorderJob::turn);
}

RecorderJob::RecorderJob(std::unique_ptr<LessonSession> copy, RecordingOptions options,
                         QObject* parent)
    : QObject(parent), m_copy(std::move(copy)), m_options(options),
      m_recorder(*m_copy, std::move(options))
{
    m_timer.setInterval(0);
    connect(&m_timer, &QTimer::timeout, this, &RecorderJob::turn);
}

RecorderJob::~RecorderJob()
{
    if (m_running)
        m_recorder.cancel();
}

QString RecorderJob::start()
{
    if (QString error = m_recorder.begin(); !error.isEmpty()) {
        m_recorder.cancel();
        return error;
    }
    m_running = true;
    m_closing = false;
    m_timer.start();
    return {};
}

void RecorderJob::turn()
{
    if (!m_running || m_closing || m_inTurn)
        return;
    const QScopedValueRollback inTurn(m_inTurn, true);
    FrameWriter& writer = m_recorder.writer();
    if (writer.pendingBytes() > 2 * writer.frameBytes())
        return;  // ffmpeg is behind: let it take what is queued first
    if (m_recorder.done()) {
        m_closing = true;
        m_timer.stop();
        writer.finishLater(this, [this](QString error) { end(error, false); });
        return;
    }
    if (QString error = writer.queue(m_recorder.advanceAndRender()); !error.isEmpty()) {
        m_recorder.cancel();
        end(error, false);
        return;
    }
    m_recorder.frameWritten();
    emit progress(m_recorder.framesWritten(), m_recorder.frameCount());
}

void RecorderJob::cancel()
{
    if (!m_running)
        return;
    m_recorder.cancel();
    end({}, true);
}

void RecorderJob::end(const QString& error, bool cancelled)
{
    if (!m_running)
        return;
    m_running = false;
    m_timer.stop();
    emit finished(error, cancelled);
}

} // namespace pl
