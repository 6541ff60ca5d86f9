// SPDX-License-Identifier: GPL-3.0-or-later
#include "StudyRunner.h"

#include "QtAdapters.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace pl {

StudyRunner::StudyRunner(QObject* parent) : QObject(parent) {}

StudyRunner::~StudyRunner()
{
    cancelAll();
    waitForAll();
}

void StudyRunner::attach(LessonSession* session)
{
    cancelAll();
    waitForAll();
    m_session = session;
}

void StudyRunner::start(const std::string& id)
{
    if (!m_session)
        return;
    for (Job& job : m_jobs)
        if (job.id == id)
            job.progress->cancel();
    StudyFunction function = m_session->lesson().prepareStudy(id);
    if (!function)
        return;
    std::string label = id;
    for (const StudySpec& spec : m_session->lesson().studies())
        if (spec.id == id)
            label = spec.label;
    auto progress = std::make_shared<Progress>();
    auto* watcher = new QFutureWatcher<StudyResult>(this);
    connect(watcher, &QFutureWatcher<StudyResult>::finished, this,
            [this, watcher] { finish(watcher); });
    const bool wasBusy = busy();
    m_jobs.push_back({id, label, progress, watcher, m_session->generation()});
    watcher->setFuture(QtConcurrent::run([function = std::move(function), progress] {
        StudyResult result = function(*progress);
        result.cancelled = result.cancelled || progress->cancelled();
        return result;
    }));
    if (!wasBusy)
        emit busyChanged(true);
}

void StudyRunner::startAutomatic()
{
    if (!m_session)
        return;
    for (const StudySpec& spec : m_session->lesson().studies())
        if (spec.runOnReset)
            start(spec.id);
}

void StudyRunner::finish(QFutureWatcher<StudyResult>* watcher)
{
    auto it = std::find_if(m_jobs.begin(), m_jobs.end(),
                           [watcher](const Job& j) { return j.watcher == watcher; });
    if (it == m_jobs.end())
        return;
    const Job job = *it;
    m_jobs.erase(it);
    const StudyResult result = watcher->result();
    watcher->deleteLater();
    if (m_session && job.generation == m_session->generation() && !result.cancelled &&
        !job.progress->cancelled()) {
        m_session->acceptStudy(job.id, result);
        emit studyFinished(toQString(job.id));
    }
    if (m_jobs.empty())
        emit busyChanged(false);
}

void StudyRunner::cancelAll()
{
    for (Job& job : m_jobs)
        job.progress->cancel();
}

void StudyRunner::waitForAll()
{
    while (!m_jobs.empty()) {
        QFutureWatcher<StudyResult>* watcher = m_jobs.front().watcher;
        watcher->waitForFinished();
        finish(watcher);
    }
}

double StudyRunner::progress() const
{
    if (m_jobs.empty())
        return 1.0;
    double sum = 0.0;
    for (const Job& job : m_jobs)
        sum += job.progress->fraction();
    return sum / static_cast<double>(m_jobs.size());
}

QString StudyRunner::description() const
{
    QStringList labels;
    for (const Job& job : m_jobs)
        labels << toQString(job.label);
    return labels.join(QStringLiteral(", "));
}

StudyResult StudyRunner::runNow(const LessonSession& session, const std::string& id)
{
    StudyFunction function = session.lesson().prepareStudy(id);
    if (!function)
        return {};
    Progress progress;
    return function(progress);
}

} // namespace pl
