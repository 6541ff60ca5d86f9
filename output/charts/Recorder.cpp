// SPDX-License-Identifier: GPL-3.0-or-later
#include "Recorder.h"

#include "ChartDrawing.h"
#include "LessonWords.h"
#include "SafeWrite.h"
#include "SceneRenderer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPainter>
#include <QStandardPaths>

#include <cmath>

namespace pl {

RecordingKind recordingKind(const QString& target)
{
    if (target.endsWith(QStringLiteral(".mp4"), Qt::CaseInsensitive))
        return RecordingKind::Mp4;
    if (target.endsWith(QStringLiteral(".gif"), Qt::CaseInsensitive))
        return RecordingKind::Gif;
    return RecordingKind::PngSequence;
}

QString ffmpegProgram() { return QStandardPaths::findExecutable(QStringLiteral("ffmpeg")); }

FrameWriter::~FrameWriter()
{
    if (m_ffmpeg)
        cancel();
}

QString FrameWriter::open(const RecordingOptions& options)
{
    m_options = options;
    m_kind = recordingKind(options.target);
    m_written = 0;
    if (options.fps < 1 || options.fps > 240)
        return FileWriting::tr("frame rate %1 is outside 1 to 240 frames/s").arg(options.fps);
    if (options.size.width() < 16 || options.size.height() < 16 || options.size.width() > 7680 ||
        options.size.height() > 4320)
        return FileWriting::tr("frame size %1×%2 is outside 16×16 to 7680×4320")
            .arg(options.size.width())
            .arg(options.size.height());
    m_pngFiles.clear();
    m_madeFolder.clear();
    if (m_kind == RecordingKind::PngSequence) {
        const bool existed = QDir(options.target).exists();
        if (!QDir().mkpath(options.target))
            return FileWriting::tr("cannot create the folder %1").arg(options.target);
        if (!existed)
            m_madeFolder = options.target;
        return {};
    }
    const QString program = ffmpegProgram();
    if (program.isEmpty())
        return FileWriting::tr("ffmpeg is not installed, so %1 cannot be written (install the "
                               "ffmpeg package, or record a PNG sequence into a folder instead)")
            .arg(options.target);
    const QFileInfo file(options.target);
    if (!file.absoluteDir().exists() && !QDir().mkpath(file.absolutePath()))
        return FileWriting::tr("cannot create the folder %1").arg(file.absolutePath());
    // Even sizes: H.264 in yuv420p needs them.
    const int w = options.size.width() & ~1, h = options.size.height() & ~1;
    m_options.size = QSize(w, h);
    QStringList args = {QStringLiteral("-y"), QStringLiteral("-loglevel"), QStringLiteral("error"),
                        QStringLiteral("-f"), QStringLiteral("rawvideo"),
                        QStringLiteral("-pix_fmt"), QStringLiteral("rgb24"),
                        QStringLiteral("-s"), QStringLiteral("%1x%2").arg(w).arg(h),
                        QStringLiteral("-r"), QString::number(options.fps),
                        QStringLiteral("-i"), QStringLiteral("-")};
    if (m_kind == RecordingKind::Mp4)
        args << QStringLiteral("-c:v") << QStringLiteral("libx264") << QStringLiteral("-pix_fmt")
             << QStringLiteral("yuv420p") << QStringLiteral("-movflags")
             << QStringLiteral("+faststart");
    else  // one palette for the whole GIF, made from its own frames
        args << QStringLiteral("-vf")
             << QStringLiteral("split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse")
             << QStringLiteral("-loop") << QStringLiteral("0");
    args << options.target;
    m_ffmpeg = std::make_unique<QProcess>();
    m_ffmpeg->setProcessChannelMode(QProcess::ForwardedOutputChannel);
    m_ffmpeg->setReadChannel(QProcess::StandardError);
    m_ffmpeg->start(program, args);
    if (!m_ffmpeg->waitForStarted(10000)) {
        m_ffmpeg.reset();
        return FileWriting::tr("cannot start %1").arg(program);
    }
    return {};
}

QString FrameWriter::write(const QImage& frame)
{
    if (QString error = queue(frame); !error.isEmpty())
        return error;
    return waitForPipe();
}

qint64 FrameWriter::pendingBytes() const { return m_ffmpeg ? m_ffmpeg->bytesToWrite() : 0; }

qint64 FrameWriter::frameBytes() const
{
    return static_cast<qint64>(m_options.size.width()) * m_options.size.height() * 3;
}

QString FrameWriter::waitForPipe()
{
    // Back-pressure: let ffmpeg take the frame before the next one is made.
    while (m_ffmpeg && m_ffmpeg->bytesToWrite() > 0)
        if (!m_ffmpeg->waitForBytesWritten(30000))
            return FileWriting::tr("ffmpeg does not take more frames: %1")
                .arg(QString::fromLocal8Bit(m_ffmpeg->readAllStandardError()).trimmed());
    return {};
}

QString FrameWriter::queue(const QImage& frame)
{
    const QImage image = frame.size() == m_options.size
                             ? frame.convertToFormat(QImage::Format_RGB888)
                             : frame.scaled(m_options.size, Qt::IgnoreAspectRatio,
                                            Qt::SmoothTransformation)
                                   .convertToFormat(QImage::Format_RGB888);
    if (m_kind == RecordingKind::PngSequence) {
        const QString path = QDir(m_options.target)
                                 .filePath(QStringLiteral("frame_%1.png")
                                               .arg(m_written, 5, 10, QLatin1Char('0')));
        if (QString error = savePngAtomically(image, path); !error.isEmpty())
            return error;
        m_pngFiles << path;
        ++m_written;
        return {};
    }
    if (!m_ffmpeg || m_ffmpeg->state() != QProcess::Running)
        return FileWriting::tr("ffmpeg stopped: %1")
            .arg(m_ffmpeg ? QString::fromLocal8Bit(m_ffmpeg->readAllStandardError()).trimmed()
                          : QString());
    const int rowBytes = image.width() * 3;
    for (int y = 0; y < image.height(); ++y)
        m_ffmpeg->write(reinterpret_cast<const char*>(image.constScanLine(y)), rowBytes);
    ++m_written;
    return {};
}

QString FrameWriter::finish()
{
    if (!m_ffmpeg)
        return {};
    m_ffmpeg->closeWriteChannel();
    m_ffmpeg->waitForFinished(-1);
    return finishedMessage();
}

void FrameWriter::finishLater(QObject* context, std::function<void(QString)> done)
{
    if (!m_ffmpeg) {
        done({});
        return;
    }
    // Queued to `context`, so that the process is not deleted inside its own signal.
    QObject::connect(m_ffmpeg.get(), &QProcess::finished, context,
                     [this, done = std::move(done)] { done(finishedMessage()); },
                     Qt::QueuedConnection);
    m_ffmpeg->closeWriteChannel();
}

QString FrameWriter::finishedMessage()
{
    if (!m_ffmpeg)
        return {};
    const QString errors = QString::fromLocal8Bit(m_ffmpeg->readAllStandardError()).trimmed();
    const bool ok = m_ffmpeg->exitStatus() == QProcess::NormalExit && m_ffmpeg->exitCode() == 0;
    m_ffmpeg.reset();
    if (!ok)
        return FileWriting::tr("ffmpeg could not write %1: %2").arg(m_options.target, errors);
    return {};
}

void FrameWriter::cancel()
{
    if (m_kind == RecordingKind::PngSequence) {
        for (const QString& path : std::as_const(m_pngFiles))
            QFile::remove(path);
        m_pngFiles.clear();
        if (!m_madeFolder.isEmpty())
            QDir().rmdir(m_madeFolder);
        return;
    }
    if (!m_ffmpeg)
        return;
    m_ffmpeg->disconnect();
    m_ffmpeg->kill();
    m_ffmpeg->waitForFinished(5000);
    m_ffmpeg.reset();
    QFile::remove(m_options.target);
}

SessionRecorder::SessionRecorder(LessonSession& session, RecordingOptions options)
    : m_session(session), m_options(std::move(options)),
      m_renderer(std::make_unique<SceneRenderer>()), m_palette(themePalette(m_options.theme))
{
    m_renderer->setColours(SceneColours::fromPalette(m_palette));
}

SessionRecorder::~SessionRecorder() = default;

int SessionRecorder::frameCount() const
{
    return static_cast<int>(std::lround(m_options.duration * m_options.fps));
}

QString SessionRecorder::begin()
{
    m_startTime = m_session.lesson().time();
    m_frame = 0;
    if (m_options.withCharts)
        for (const ChartSpec& spec : m_session.charts()) {
            m_charts.push_back(std::make_unique<ChartDrawing>(spec));
            m_charts.back()->applyPalette(m_palette);
        }
    return m_writer.open(m_options);
}

QString SessionRecorder::start()
{
    if (QString error = begin(); !error.isEmpty())
        return error;
    return nextFrame();
}

QString SessionRecorder::nextFrame()
{
    if (done())
        return {};
    if (QString error = m_writer.write(advanceAndRender()); !error.isEmpty())
        return error;
    ++m_frame;
    return {};
}

QImage SessionRecorder::advanceAndRender()
{
    // Simulated time of this frame, independent of how long the stepping takes.
    const double t = m_startTime + static_cast<double>(m_frame) / m_options.fps;
    m_session.advanceTo(t);
    return renderFrame(t);
}

QImage SessionRecorder::renderFrame(double t)
{
    // At the frame's own time for a lesson that draws between steps (Lesson.h), so a recording
    // moves evenly too; any other lesson draws its state at the end of the last step.
    Scene scene;
    shownSceneAt(m_session.lesson(), scene, t);
    const QSize size = m_options.size;
    if (m_charts.empty())
        return m_renderer->renderToImage(scene, size);
    // The view on the left (62 %), up to three charts stacked on the right.
    const int viewWidth = size.width() * 62 / 100;
    QImage frame(size, QImage::Format_RGB32);
    frame.fill(m_palette.color(QPalette::Window));
    QPainter painter(&frame);
    painter.drawImage(0, 0, m_renderer->renderToImage(scene, QSize(viewWidth, size.height())));
    const int shown = std::min<int>(3, static_cast<int>(m_charts.size()));
    const int chartHeight = size.height() / shown;
    for (int k = 0; k < shown; ++k) {
        ChartDrawing& chart = *m_charts[static_cast<std::size_t>(k)];
        const QSize chartSize(size.width() - viewWidth, chartHeight);
        chart.resize(chartSize);
        chart.refresh(m_session.chartData());
        painter.drawImage(viewWidth, k * chartHeight, chart.renderImage(chartSize));
    }
    return frame;
}

QString recordSession(LessonSession& session, const RecordingOptions& options,
                      const std::function<void(int, int)>& progress)
{
    SessionRecorder recorder(session, options);
    if (QString error = recorder.start(); !error.isEmpty()) {
        recorder.cancel();
        return error;
    }
    while (!recorder.done()) {
        if (QString error = recorder.nextFrame(); !error.isEmpty()) {
            recorder.cancel();
            return error;
        }
        if (progress)
            progress(recorder.framesWritten(), recorder.frameCount());
    }
    return recorder.finish();
}

} // namespace pl
