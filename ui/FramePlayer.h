// SPDX-License-Identifier: GPL-3.0-or-later
// The frame loop: play and pause, and while playing, the run stepped on a stepping thread in
// batches of about one frame's wall time (LessonSession::advanceTo with a budget), each also
// building the scene, the measurements and the notices its frame will show, while the GUI thread
// paints the previous batch's frame (RunDisplay). Only one thread touches the run at a time: the
// GUI thread takes a finished batch (settle()) before anything else reads or changes the run —
// the sitting asks for it before each change (Sitting::setBeforeTouch), and an application-wide
// event filter settles before any event other than painting and layout (input, timers, queued
// calls) is delivered — so a key press waits for at most one batch. Tests and the Recorder drive
// advanceFrame(), which steps on the calling thread.
#pragma once

#include <QElapsedTimer>
#include <QObject>

#include <condition_variable>
#include <functional>
#include <future>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

class QComboBox;
class QTimer;

namespace pl {

class ChartPanel;
class RunDisplay;
class Sitting;

class FramePlayer : public QObject {
    Q_OBJECT
public:
    struct Parts {
        Sitting* sitting = nullptr;
        RunDisplay* display = nullptr;
        ChartPanel* charts = nullptr;  // which chart a batch refreshes in turn
        QComboBox* speed = nullptr;    // simulated seconds per wall second, as item data
    };
    FramePlayer(const Parts& parts, QObject* parent);
    ~FramePlayer() override;

    void setPlaying(bool playing);
    bool playing() const { return m_playing; }
    // One animation frame of `seconds` wall-clock time, stepped on the calling thread and shown
    // before it returns.
    void advanceFrame(double seconds);
    // The animation aims at the time of the run as it stands (after a reset, a seek, a lesson).
    void aimAtRun();
    // Waits for the batch under way, if any, and shows it and any batch waited for earlier
    // (`show` false: only waits; the event filter and the destructor).
    void settle(bool show = true);
    // Stops the frame timer and waits for the batch under way (before the window goes).
    void stop();
    // Runs `work` (which may read and change the run) just after the frame timer's next tick,
    // the run settled, when playing; at once when not. For what may come at any moment and
    // costs a few milliseconds, such as a study's results: done late in a frame, it held that
    // frame's tick up.
    void atNextTick(std::function<void()> work);
    double lastSteppingSeconds() const { return m_lastSteppingSeconds; }
    bool batchUnderWay() const { return m_stepping.valid(); }

signals:
    void frameShown();
    // The frame timer ticked (about 60 times a second).
    void frameTicked();
    void playingChanged(bool playing);
    // The run reached its end at time `t` (s) and stopped playing.
    void runEnded(double t);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct SteppedBatch;
    // The thread batches step on, started once. Its batch's future is ready as soon as the batch's
    // work is done: a thread started per batch (std::async) kept the GUI thread waiting, in
    // settle(), until that thread had also exited, which on two busy cores took up to a
    // scheduler's slice (some milliseconds, now and then tens). It runs at a lower priority
    // than the GUI thread (so do threads it starts, and the SPH team's helpers, which the team
    // starts again from the thread that runs its passes), so that showing a frame, and the
    // threads Qt paints large fills with, get a core at once.
    class SteppingThread {
    public:
        SteppingThread();
        ~SteppingThread();
        // Steps `batch` on the thread; when it is done, the future is made ready, then `then`
        // is called there.
        std::future<void> run(std::function<void()> batch, std::function<void()> then);

    private:
        void loop();
        std::mutex m_mutex;
        std::condition_variable m_wake;
        std::function<void()> m_batch, m_then;
        std::promise<void> m_done;
        bool m_quit = false;
        std::thread m_thread;
    };
    void frameTick();
    void runAtTickWork();
    void startStepping();
    void onSteppingDone(unsigned long long serial);
    bool isCurrent(const SteppedBatch& batch) const;
    void showBatch(SteppedBatch& batch);
    // Shows the frame kept for the tick (m_showAfterTick), if any.
    void showKeptFrame();
    double speed() const;

    Parts m_parts;
    QTimer* m_frameTimer = nullptr;
    QElapsedTimer m_wallClock;
    std::unique_ptr<SteppedBatch> m_batch;  // written by the stepping thread, read after settle()
    QObject* m_batchDone = nullptr;  // receives the stepping thread's "batch done"
    unsigned long long m_batchSerial = 0;  // of the last batch started
    std::unique_ptr<SteppedBatch> m_spareBatch;  // the one shown last, reused
    std::unique_ptr<SteppedBatch> m_showAfterTick;  // a frame shown alone at the next tick
    std::vector<std::function<void()>> m_atNextTick;  // atNextTick's work, in order
    std::future<void> m_stepping;           // the batch under way (valid while it runs)
    std::unique_ptr<SteppingThread> m_steppingThread;  // started with the first batch
    bool m_continueStepping = false;        // the last batch shown moved on: start the next
    bool m_batchPending = false;            // a finished batch not shown yet (settle(false))
    bool m_playing = false;
    bool m_showingAlone = false;            // RunDisplay::showAlone is under way
    double m_targetTime = 0.0;  // simulated time the animation aims at (s)
    double m_lastSteppingSeconds = 0.0;
    long long m_frame = 0;   // frames shown
    long long m_ticks = 0;   // of the frame timer
};

} // namespace pl
