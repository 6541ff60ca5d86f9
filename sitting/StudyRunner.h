// SPDX-License-Identifier: GPL-3.0-or-later
// Runs a lesson's studies (convergence sweeps, flip maps, …) on worker threads with progress
// and cancel, and hands finished results to the session on the GUI thread. A result computed
// for parameters that have since been reset away is dropped (the session's generation moved).
#pragma once

#include "framework/LessonSession.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

template <typename T> class QFutureWatcher;

namespace pl {

class StudyRunner : public QObject {
    Q_OBJECT
public:
    explicit StudyRunner(QObject* parent = nullptr);
    ~StudyRunner() override;

    // The session whose studies run; cancels and waits for everything of the previous one.
    void attach(LessonSession* session);
    // Starts study `id` of the attached session (cancelling a running one of the same id).
    void start(const std::string& id);
    // Starts every study marked runOnReset.
    void startAutomatic();
    void cancelAll();
    // Blocks until no study runs (tests, headless, shutdown).
    void waitForAll();

    bool busy() const { return !m_jobs.empty(); }
    // Mean progress of the running studies in [0, 1], and their labels.
    double progress() const;
    QString description() const;

    // Runs study `id` synchronously on this thread (headless export).
    static StudyResult runNow(const LessonSession& session, const std::string& id);

signals:
    void studyFinished(const QString& id);
    void busyChanged(bool busy);

private:
    struct Job {
        std::string id;
        std::string label;
        std::shared_ptr<Progress> progress;
        QFutureWatcher<StudyResult>* watcher = nullptr;
        unsigned long long generation = 0;
    };
    void finish(QFutureWatcher<StudyResult>* watcher);

    LessonSession* m_session = nullptr;
    std::vector<Job> m_jobs;
};

} // namespace pl
