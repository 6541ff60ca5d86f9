// SPDX-License-Identifier: GPL-3.0-or-later
#include "FramePlayer.h"

#include "ChartPanel.h"
#include "ChartWidget.h"
#include "LessonWords.h"
#include "RunDisplay.h"
#include "Sitting.h"

#include <QApplication>
#include <QComboBox>
#include <QScopedValueRollback>
#include <QTimer>

#include <chrono>
#include <cmath>
#include <exception>

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace pl {

namespace {

constexpr int frameMilliseconds = 16;                         // ~60 frames/s
// A frame that could be shown alone this close to the next tick (ms) is shown just after it
// (FramePlayer::onSteppingDone).
constexpr int showAfterTickMilliseconds = 5;
// Simulation work per batch: one frame's time, as the last batch is shown while the next steps.
constexpr auto stepBudget = std::chrono::microseconds(16000);

// Events that only paint, lay out or restyle widgets, or that Qt's own widgets send themselves:
// they may be delivered while the stepping thread has the run (no widget reads the run then;
// showing a frame sends some of them, e.g. a label's new tooltip).
bool drawsOnly(const QEvent* event, const QObject* receiver)
{
    switch (event->type()) {
    case QEvent::Timer:
        // Qt's own widgets keep timers of their own (a chart's scene index, a header's delayed
        // layout, a text cursor's blink): ours are QTimers, whose timeouts may read the run.
        return !receiver->inherits("QTimer") &&
               qstrcmp(receiver->metaObject()->className(), "QSingleShotTimer") != 0;
    case QEvent::MetaCall:
        // Queued calls within Qt's drawing: a chart's graphics scene gathering its changes, the
        // animation timer. (Waiting for the batch on these held the frame timer's ticks back.)
        // The measurements table fitting its rows to new column widths, after a scroll bar
        // came or went (MeasurementsTable::fitRows), reads only its own cells.
        return receiver->inherits("QGraphicsScene") ||
               qstrcmp(receiver->metaObject()->className(), "QAnimationTimer") == 0 ||
               receiver->inherits("pl::MeasurementsTable");
    case QEvent::DeferredDelete:
        return receiver->inherits("QAbstractAnimation");  // a chart's finished animations
    case QEvent::Paint:
    case QEvent::UpdateRequest:
    case QEvent::UpdateLater:
    case QEvent::LayoutRequest:
    case QEvent::Polish:
    case QEvent::PolishRequest:
    case QEvent::Expose:
    case QEvent::Resize:
    case QEvent::Move:
    case QEvent::ChildAdded:
    case QEvent::ChildPolished:
    case QEvent::ChildRemoved:
    case QEvent::StyleChange:
    case QEvent::FontChange:
    case QEvent::PaletteChange:
    case QEvent::Show:
    case QEvent::ShowToParent:
    case QEvent::Hide:
    case QEvent::HideToParent:
    case QEvent::DynamicPropertyChange:
    case QEvent::ToolTipChange:
    case QEvent::StatusTip:
    case QEvent::ReadOnlyChange:
    case QEvent::EnabledChange:
    case QEvent::ModifiedChange:
    case QEvent::WindowTitleChange:
    case QEvent::IconTextChange:
        return true;
    default:
        return false;
    }
}

} // namespace

// What a batch on the stepping thread leaves for the frame that shows it.
struct FramePlayer::SteppedBatch {
    LessonSession* session = nullptr;
    double target = 0.0;            // s: simulated time the batch aimed at
    double startTime = 0.0;         // s: the lesson's time when it began
    double reachedTime = 0.0;       // s: and when its stepping ended
    long long endTick = 0;          // the session's tick and generation then
    unsigned long long generation = 0;
    // Set when the batch starts: the chart the frame refreshes in turn (−1: none), whether the
    // tables come with it, the descriptions for a screen reader (every few seconds), and the
    // charts' revision on show.
    bool withTables = false;
    bool withDescriptions = false;
    unsigned long long chartsRevision = 0;
    bool finished = false;
    // The frame needs nothing else from the session: no branch (so no ghost), at the head of
    // the run, the charts as declared, one chart in turn. Then the rest of what it shows is
    // taken too, and the frame is shown while the next batch steps (RunDisplay::showAlone).
    bool showsAlone = false;
    RunDisplay::AloneFrame frame;  // scene, measurements and notices always; the rest if alone
    double seconds = 0.0;           // wall time of the batch
    const char* failedWhile = nullptr;  // what the batch was doing when `error` was thrown
    std::exception_ptr error;
};

FramePlayer::FramePlayer(const Parts& parts, QObject* parent) : QObject(parent), m_parts(parts)
{
    m_batchDone = new QObject(this);
    m_frameTimer = new QTimer(this);
    m_frameTimer->setTimerType(Qt::PreciseTimer);
    connect(m_frameTimer, &QTimer::timeout, this, &FramePlayer::frameTick);
    m_frameTimer->start(frameMilliseconds);
    m_wallClock.start();
    qApp->installEventFilter(this);
}

FramePlayer::~FramePlayer() { stop(); }

void FramePlayer::stop()
{
    qApp->removeEventFilter(this);
    m_frameTimer->stop();
    settle(false);
    m_showAfterTick.reset();
    m_atNextTick.clear();
}

double FramePlayer::speed() const { return m_parts.speed->currentData().toDouble(); }

void FramePlayer::setPlaying(bool playing)
{
    settle();
    const bool changed = playing != m_playing;
    m_playing = playing;
    aimAtRun();
    // Paused, the view and the clock show the run as it stands (a lesson that draws between
    // steps may have drawn a moment inside its last step).
    if (changed && !playing)
        if (LessonSession* session = m_parts.sitting->currentUnsettled();
            session && m_parts.display->viewTime() != session->lesson().time()) {
            m_parts.display->showView();
            m_parts.display->showStatus();
        }
    m_wallClock.restart();
    if (!playing)
        runAtTickWork();  // no tick to wait for
    if (changed)
        emit playingChanged(playing);
}

void FramePlayer::aimAtRun()
{
    if (LessonSession* session = m_parts.sitting->currentUnsettled()) {
        m_targetTime = session->lesson().time();
        m_parts.display->setShownTime(m_targetTime);
    }
}

bool FramePlayer::eventFilter(QObject* watched, QEvent* event)
{
    // The frame timer only moves the target while a batch runs. An event may be sent from inside
    // Qt's own work (a chart's layout sends events to its items): the batch is only waited for
    // here, and shown from the event loop (onSteppingDone) or by the method the event calls,
    // never in the middle of that work.
    const bool frameTick = event->type() == QEvent::Timer && watched == m_frameTimer;
    // While a frame is shown beside the next batch (showAlone), the events its widgets send each
    // other as they change (a measurement's new label taking its parent, a chart's new tick line
    // taking the scene's focus) are part of showing it, not a person's or a timer's: waiting
    // there for the batch held that frame up by a batch's time.
    if (m_stepping.valid() && !m_showingAlone && !frameTick && watched != m_batchDone &&
        !drawsOnly(event, watched))
        settle(false);
    return QObject::eventFilter(watched, event);
}

void FramePlayer::atNextTick(std::function<void()> work)
{
    m_atNextTick.push_back(std::move(work));
    if (!m_playing)
        runAtTickWork();  // no tick to wait for
}

void FramePlayer::runAtTickWork()
{
    if (m_atNextTick.empty())
        return;
    settle();
    for (const std::function<void()>& work : std::exchange(m_atNextTick, {}))
        work();
}

void FramePlayer::frameTick()
{
    const double seconds = std::min(0.1, m_wallClock.restart() / 1000.0);
    runAtTickWork();
    if (!m_parts.sitting->currentUnsettled())
        return;
    if (m_playing) {
        // Aim a little ahead of the lesson, but never let a slow lesson build up a backlog.
        m_targetTime = std::min(m_targetTime + speed() * seconds,
                                m_parts.display->shownTime() + speed() * 0.25);
        startStepping();
    }
    if (++m_ticks % 10 == 0 && !m_stepping.valid())
        m_parts.display->showStatus();
    emit frameTicked();
    // A frame kept for this tick is shown now; else the chart of the last frame shown alone, at
    // the start of a tick's 16 ms rather than on top of that frame's repaint
    // (RunDisplay::showPendingChart). Their widgets' events are part of showing, as in
    // showAlone: the batch under way is not waited for.
    if (m_showAfterTick) {
        showKeptFrame();
    } else if (m_parts.display->chartPending()) {
        const QScopedValueRollback showing(m_showingAlone, true);
        m_parts.display->showPendingChart();
    }
}

void FramePlayer::startStepping()
{
    LessonSession* session = m_parts.sitting->currentUnsettled();
    if (m_stepping.valid() || !session || !m_playing)
        return;
    if (m_batchPending)
        settle();  // the last batch is shown before the next overwrites it
    // Behind by more than round-off (advanceTo stops a hair below its target).
    const double t = session->lesson().time();
    if (!(t < m_targetTime - 1e-9 * std::max(1.0, std::abs(m_targetTime))) || session->lesson().finished()) {
        // Nothing to step: the last step went past the target. A lesson that draws between
        // steps still shows the frame's own time (nothing steps now, so on this thread).
        const Lesson& lesson = session->lesson();
        if (dynamic_cast<const InBetweenCapability*>(&lesson) &&
            m_parts.display->viewTime() < std::min(m_targetTime, t)) {
            ++m_frame;
            m_parts.display->showViewAt(m_targetTime);
            emit frameShown();
        }
        return;
    }
    if (!m_batch)
        m_batch = std::make_unique<SteppedBatch>();
    SteppedBatch* batch = m_batch.get();
    batch->session = session;
    batch->target = m_targetTime;
    batch->startTime = t;
    batch->reachedTime = t;
    batch->endTick = session->tick();
    batch->generation = session->generation();
    batch->error = nullptr;
    batch->failedWhile = nullptr;
    const std::vector<ChartWidget*>& charts = m_parts.charts->charts();
    RunDisplay::AloneFrame& frame = batch->frame;
    frame.chartIndex = charts.empty() ? -1 : static_cast<int>((m_frame + 1) % static_cast<long long>(charts.size()));
    frame.chartId = charts.empty() ? std::string() : charts[static_cast<std::size_t>(frame.chartIndex)]->spec().id;
    batch->withTables = frame.chartIndex == 0 && m_parts.charts->hasTables();
    // While playing, the words for a screen reader come with a frame every few seconds.
    batch->withDescriptions = m_parts.display->descriptionDue();
    frame.descriptions.reset();
    batch->chartsRevision = m_parts.display->chartsRevision();
    const unsigned long long serial = ++m_batchSerial;
    if (!m_steppingThread)
        m_steppingThread = std::make_unique<SteppingThread>();
    m_stepping = m_steppingThread->run([this, batch, serial] {
        const auto start = std::chrono::steady_clock::now();
        RunDisplay::AloneFrame& f = batch->frame;
        try {
            batch->failedWhile = "stepping";
            batch->session->advanceTo(batch->target, stepBudget);
            batch->reachedTime = batch->session->lesson().time();
            batch->endTick = batch->session->tick();
            batch->generation = batch->session->generation();
            batch->failedWhile = "drawing the scene";
            // The frame's own time: a lesson that draws between steps shows it (the last step
            // went past the target), so frames move on evenly, not in whole steps.
            const double viewAt = std::min(batch->target, batch->reachedTime);
            const Lesson& lesson = batch->session->lesson();
            Scene scene;
            f.viewTime = shownSceneAt(lesson, scene, viewAt);
            f.scene = std::move(scene);
            batch->failedWhile = "measuring";
            f.measurements = lesson.measurements(); // translated where they are shown
            f.notices = LessonWords::of(lesson).strs(lesson.noticeTexts());
            const LessonSession& s = *batch->session;
            batch->finished = s.lesson().finished();
            batch->showsAlone = f.chartIndex >= 0 && s.branches().empty() && s.atHead() &&
                                s.chartsRevision() == batch->chartsRevision;
            if (batch->showsAlone) {
                f.timeline = TimelineBar::stateOf(s);
                f.pendingReset = s.hasPendingReset();
                f.chart = s.chartData().only(f.chartId);
                f.tables = batch->withTables ? s.lesson().tables() : std::vector<Table>();
                batch->failedWhile = "describing the view";
                if (batch->withDescriptions)
                    f.descriptions = RunDisplay::describe(s);
            }
            batch->failedWhile = nullptr;
        } catch (...) {
            batch->error = std::current_exception();
        }
        batch->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }, [this, serial] {
        QMetaObject::invokeMethod(m_batchDone, [this, serial] { onSteppingDone(serial); },
                                  Qt::QueuedConnection);
    });
}

FramePlayer::SteppingThread::SteppingThread() : m_thread([this] { loop(); }) {}

FramePlayer::SteppingThread::~SteppingThread()
{
    {
        const std::lock_guard lock(m_mutex);
        m_quit = true;
    }
    m_wake.notify_one();
    m_thread.join();
}

std::future<void> FramePlayer::SteppingThread::run(std::function<void()> batch, std::function<void()> then)
{
    std::future<void> done;
    {
        const std::lock_guard lock(m_mutex);
        m_done = std::promise<void>();
        done = m_done.get_future();
        m_batch = std::move(batch);
        m_then = std::move(then);
    }
    m_wake.notify_one();
    return done;
}

void FramePlayer::SteppingThread::loop()
{
#ifdef __linux__
    // Linux keeps a nice value per thread, and threads started from this one take it over.
    // Five steps down: the GUI thread weighs three times as much when both want a core.
    const auto self = static_cast<id_t>(::syscall(SYS_gettid));
    ::setpriority(PRIO_PROCESS, self, ::getpriority(PRIO_PROCESS, self) + 5);
#endif
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this] { return m_quit || m_batch; });
        if (m_quit)
            return;
        std::function<void()> batch = std::move(m_batch), then = std::move(m_then);
        std::promise<void> done = std::move(m_done);
        m_batch = nullptr;
        lock.unlock();
        batch();  // catches what it throws (startStepping)
        done.set_value();
        then();
        lock.lock();
    }
}

void FramePlayer::onSteppingDone(unsigned long long serial)
{
    // A batch that another event took (settle) may announce its end after the next one started:
    // that one will announce its own.
    if (serial != m_batchSerial)
        return;
    settle(false);
    // A batch whose frame needs nothing else of the run is shown while the next one steps; any
    // other is shown (settle) before the next one starts.
    std::unique_ptr<SteppedBatch> shown;
    if (m_batchPending && m_batch->showsAlone && !m_batch->error && !m_batch->finished &&
        isCurrent(*m_batch)) {
        m_batchPending = false;
        m_continueStepping = m_batch->reachedTime > m_batch->startTime;
        shown = std::move(m_batch);
        m_batch = std::move(m_spareBatch);
        ++m_frame;
    } else {
        settle();
    }
    // While batches follow each other the event loop is seldom idle, and the frame timer's
    // ticks come late: a frame's due tick is taken here then.
    if (m_wallClock.elapsed() >= frameMilliseconds)
        frameTick();
    // A batch that moved the lesson on and stopped short of its target (its budget ran out):
    // the next one starts at once. Otherwise the frame timer starts it when the target moves.
    if (std::exchange(m_continueStepping, false))
        startStepping();
    if (shown) {
        showKeptFrame();  // one kept for the tick, before this newer one
        // The window's repaint of a frame takes a few milliseconds, more in wall time (Qt's
        // raster engine hands large fills to its thread pool and waits for a core): begun just
        // before a tick, it made that tick late (the SPH tank's view, up to 24 ms after the
        // tick before). Such a frame is shown just after the tick instead, as a screen shows a
        // frame at its refresh; it waits at most showAfterTickMilliseconds.
        m_showAfterTick = std::move(shown);
        if (!(m_playing && m_wallClock.elapsed() >= frameMilliseconds - showAfterTickMilliseconds))
            showKeptFrame();
    }
}

void FramePlayer::showKeptFrame()
{
    if (!m_showAfterTick)
        return;
    std::unique_ptr<SteppedBatch> shown = std::move(m_showAfterTick);
    {
        const QScopedValueRollback showing(m_showingAlone, true);
        m_parts.display->showAlone(shown->frame);
    }
    emit frameShown();
    m_spareBatch = std::move(shown);
}

bool FramePlayer::isCurrent(const SteppedBatch& batch) const
{
    // Nothing changed the run since the batch ended (whatever did showed it).
    const LessonSession* session = m_parts.sitting->currentUnsettled();
    return batch.session == session && session->tick() == batch.endTick &&
           session->generation() == batch.generation;
}

void FramePlayer::settle(bool show)
{
    if (m_stepping.valid()) {
        std::future<void> stepping = std::move(m_stepping);  // from here on, nested calls return
        stepping.get();
        m_lastSteppingSeconds = m_batch->seconds;
        m_batchPending = true;
    }
    if (!show)
        return;
    // Whatever reads or changes the run next sees the frame and every chart as the batches
    // shown left them (a frame kept for the tick showed the run as it stood: whatever changed
    // the run since came through here).
    showKeptFrame();
    m_parts.display->showPendingChart();
    if (!m_batchPending)
        return;
    m_batchPending = false;
    SteppedBatch& batch = *m_batch;
    // Shown only if nothing changed the run since the batch ended (an error: if the same run).
    if (batch.session != m_parts.sitting->currentUnsettled() || (!batch.error && !isCurrent(batch)))
        return;
    m_continueStepping = !batch.error && batch.reachedTime > batch.startTime;
    if (batch.error) {
        m_parts.sitting->guarded(batch.failedWhile, [&] { std::rethrow_exception(batch.error); });
        m_parts.display->showAll();
        return;
    }
    showBatch(batch);
}

void FramePlayer::showBatch(SteppedBatch& batch)
{
    ++m_frame;
    const Lesson& lesson = batch.session->lesson();
    if (lesson.finished()) {
        setPlaying(false);
        emit runEnded(lesson.time());
    }
    // The view and the clock at the frame's own time (see the batch); the measurements at the
    // step's end.
    m_parts.display->showScene(std::move(batch.frame.scene), batch.frame.viewTime);
    m_parts.display->showMeasurements(std::move(batch.frame.measurements));
    m_parts.display->showStatus(batch.frame.notices);
    m_parts.display->showChartsInTurn(m_frame);
    m_parts.display->describeView(false);
    emit frameShown();
}

void FramePlayer::advanceFrame(double seconds)
{
    settle();
    runAtTickWork();
    LessonSession* session = m_parts.sitting->currentUnsettled();
    if (!session)
        return;
    ++m_frame;
    if (m_playing) {
        Lesson& lesson = session->lesson();
        // Aim a little ahead of the lesson, but never let a slow lesson build up a backlog.
        m_targetTime = std::min(m_targetTime + speed() * seconds, lesson.time() + speed() * 0.25);
        QElapsedTimer stepping;
        stepping.start();
        m_parts.sitting->guarded("stepping", [&] { session->advanceTo(m_targetTime, stepBudget); });
        m_lastSteppingSeconds = static_cast<double>(stepping.nsecsElapsed()) * 1e-9;
        if (session->lesson().finished()) {
            setPlaying(false);
            emit runEnded(session->lesson().time());
        }
        // The view and the clock at the frame's own time (within the last step, for a lesson
        // that draws between steps); the measurements show the step's end.
        m_parts.display->showViewAt(m_targetTime);
        m_parts.display->showMeasurements();
        m_parts.display->showStatus();
        if (m_frame % 3 == 0)
            m_parts.display->showCharts();
    }
    if (m_frame % 10 == 0)
        m_parts.display->showStatus();
}

} // namespace pl
