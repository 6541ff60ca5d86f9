// SPDX-License-Identifier: GPL-3.0-or-later
#include "Sitting.h"

#include "AutosaveStore.h"
#include "KeyframeBudget.h"
#include "LessonWords.h"
#include "QtAdapters.h"
#include "RecentFiles.h"
#include "particle_scene/StudentMode.h"

#include <QDir>
#include <QFile>
#include <QSettings>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoStack>

#include <algorithm>
#include <exception>

namespace pl {

namespace {

// One parameter change: undo sets the old value back, redo the new one. Consecutive changes of
// the same parameter (a slider dragged) merge into one step.
class ParameterCommand : public QUndoCommand {
public:
    ParameterCommand(std::function<bool(const QString&, const QString&)> apply, QString id,
                     QString before, QString after, const QString& label)
        : m_apply(std::move(apply)), m_id(std::move(id)), m_before(std::move(before)),
          m_after(std::move(after)), m_label(label)
    {
        updateText();
    }
    void undo() override { m_apply(m_id, m_before); }
    void redo() override
    {
        if (m_first) {
            m_first = false;  // already applied when the person made the change
            return;
        }
        m_apply(m_id, m_after);
    }
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand* other) override
    {
        auto* next = static_cast<const ParameterCommand*>(other);
        if (next->m_id != m_id)
            return false;
        m_after = next->m_after;
        updateText();
        return true;
    }

private:
    void updateText() { setText(QObject::tr("%1 %2 → %3").arg(m_label, m_before, m_after)); }

    std::function<bool(const QString&, const QString&)> m_apply;
    QString m_id, m_before, m_after, m_label;
    bool m_first = true;
};

} // namespace

Sitting::Sitting(QObject* parent)
    : QObject(parent), m_undo(new QUndoGroup(this)),
      m_autosave(std::make_unique<AutosaveStore>(AutosaveStore::defaultRoot())),
      m_recent(new RecentFiles(this))
{
}

Sitting::~Sitting() = default;

void Sitting::touch()
{
    if (m_beforeTouch)
        m_beforeTouch();
}

LessonSession* Sitting::current()
{
    touch();
    return m_current;
}

LessonSession* Sitting::currentForFiles()
{
    touch();
    if (m_current)
        m_current->completeCharts();
    return m_current;
}

void Sitting::showCharts(const ChartsOnShow& shown)
{
    touch();
    if (m_current && m_current->showCharts(shown))
        emit runChanged();
}

std::string Sitting::currentId() const
{
    return m_current ? m_current->lesson().info().id : std::string();
}

std::vector<std::string> Sitting::lessonIds() const
{
    std::vector<std::string> ids;
    for (const auto& [id, session] : m_sessions)
        ids.push_back(id);
    return ids;
}

const LessonSession* Sitting::find(const std::string& lessonId) const
{
    auto it = m_sessions.find(lessonId);
    return it == m_sessions.end() ? nullptr : it->second.get();
}

bool Sitting::guarded(const char* what, const std::function<void()>& work)
{
    try {
        work();
        return true;
    } catch (const std::exception& e) {
        emit failed(tr("Simulation error"), tr("Something went wrong while %1: %2")
                                                .arg(QLatin1String(what), QString::fromUtf8(e.what())));
    }
    return false;
}

// --- Which run is on show ---------------------------------------------------------------------

bool Sitting::showKept(const std::string& lessonId)
{
    touch();
    if (!has(lessonId))
        return false;
    emit aboutToChangeLesson();
    show(lessonId, std::nullopt, true);
    return true;
}

void Sitting::start(std::unique_ptr<Lesson> lesson, const std::optional<StudentSetup>& student)
{
    touch();
    const std::string id = lesson->info().id;
    emit aboutToChangeLesson();
    replace(id, std::make_unique<LessonSession>(std::move(lesson)));
    show(id, student, false);
}

void Sitting::adopt(std::unique_ptr<LessonSession> session, const QString& path,
                    const std::optional<StudentSetup>& student)
{
    touch();
    const std::string id = session->lesson().info().id;
    emit aboutToChangeLesson();
    replace(id, std::move(session));
    m_saved[id] = markOf(*m_sessions.at(id), path);
    show(id, student, true);
    m_recent->remember(path);
    emit modifiedChanged();
}

void Sitting::replace(const std::string& lessonId, std::unique_ptr<LessonSession> session)
{
    if (m_current == m_sessions[lessonId].get())
        m_current = nullptr;  // about to be replaced
    m_sessions[lessonId] = std::move(session);
    m_saved.erase(lessonId);
    undoStack(lessonId)->clear();
}

void Sitting::show(const std::string& lessonId, const std::optional<StudentSetup>& student, bool kept)
{
    setStudent(std::nullopt);
    m_current = m_sessions.at(lessonId).get();
    shareMemoryBudget();  // the lesson on show has the larger share
    if (!m_saved.count(lessonId))
        m_saved[lessonId] = markOf(*m_current, QString());
    m_undo->setActiveStack(undoStack(lessonId));
    emit lessonChanged(kept);
    if (student)
        setStudent(student);
}

void Sitting::setStudent(const std::optional<StudentSetup>& student)
{
    if (!student && !m_student)
        return;
    m_student = student;
    emit studentModeChanged();
}

// --- The run ------------------------------------------------------------------------------------

// The run's last refusal in the reader's language (`english` when the lesson gave no sentence).
QString Sitting::refusalText(const std::string& english) const
{
    const TrText& why = m_current->refusal();
    return why.empty() ? toQString(english) : LessonWords::of(m_current->lesson()).text(why);
}

bool Sitting::reset()
{
    touch();
    if (!m_current)
        return false;
    // A new run that has not moved from t = 0 with the values it was started with stays
    // unchanged when reset (`particlelab --lesson ID` resets it twice, once to check the
    // command line's settings): nothing to save, no question when closing.
    const auto mark = m_saved.find(currentId());
    const bool untouchedNewRun = mark != m_saved.end() && mark->second.path.isEmpty() &&
                                 m_current->headTick() == 0 &&
                                 mark->second.values == m_current->values();
    std::optional<std::string> error;
    if (!guarded("resetting", [&] { error = m_current->reset(); }))
        return false;
    if (error) {
        emit refused(tr("Cannot reset"), refusalText(*error));
        return false;
    }
    if (untouchedNewRun)
        m_saved[currentId()] = markOf(*m_current, QString());
    emit runReset();
    return true;
}

void Sitting::stepOnce()
{
    touch();
    if (!m_current)
        return;
    guarded("stepping", [&] { m_current->stepOnce(); });
    emit runChanged();
}

void Sitting::stepBack()
{
    touch();
    if (!m_current)
        return;
    guarded("stepping back", [&] { m_current->stepBack(); });
    emit runChanged();
}

void Sitting::seek(long long tick)
{
    touch();
    if (!m_current)
        return;
    guarded("going back in time", [&] { m_current->seek(tick); });
    emit runChanged();
}

void Sitting::dropBranch(std::size_t index)
{
    touch();
    if (!m_current)
        return;
    m_current->dropBranch(index);
    emit runChanged();
}

bool Sitting::pointer(PointerEvent event, const Vec2& world)
{
    touch();
    if (!m_current)
        return false;
    bool used = false;
    const auto generation = m_current->generation();
    guarded("handling the mouse", [&] { used = m_current->pointer(event, world); });
    if (!used)
        return false;
    if (m_current->generation() != generation)
        emit runReset();
    else
        emit runChanged();
    return true;
}

bool Sitting::changeParameter(const QString& id, const QString& text)
{
    touch();
    if (!m_current)
        return false;
    const ParameterSpec* spec = findParameter(m_current->parameterTable(), toStdString(id));
    if (spec && locks(spec->id)) {
        emit refused(tr("Invalid parameter"),
                     tr("%1 is locked in student mode.").arg(toQString(spec->label)));
        return false;
    }
    const QString before = spec ? toQString(formatParameter(*spec, m_current->values())) : QString();
    if (!applyParameter(id, text))
        return false;
    const QString after = toQString(formatParameter(*spec, m_current->values()));
    // How the run is drawn is not a change of the run: no undo step for it.
    if (after != before && !spec->viewOnly)
        undoStack(currentId())
            ->push(new ParameterCommand([this](const QString& p, const QString& v) {
                return applyParameter(p, v);
            }, id, before, after, toQString(spec->label)));
    return true;
}

bool Sitting::applyParameter(const QString& id, const QString& text)
{
    touch();
    if (!m_current)
        return false;
    std::optional<std::string> error;
    if (!guarded("changing a parameter",
                 [&] { error = m_current->set(toStdString(id), toStdString(text)); }))
        return false;
    if (error) {
        emit refused(tr("Invalid parameter"), refusalText(*error));
        return false;
    }
    const ParameterSpec* spec = findParameter(m_current->parameterTable(), toStdString(id));
    emit parameterChanged(id, spec && spec->viewOnly);
    return true;
}

// --- Save state -----------------------------------------------------------------------------------

Sitting::SavedMark Sitting::markOf(const LessonSession& session, const QString& path) const
{
    return {path, session.generation(), session.headTick(), session.tick(), session.values()};
}

bool Sitting::isUnsaved(const std::string& lessonId) const
{
    const LessonSession* session = find(lessonId);
    if (!session)
        return false;
    auto mark = m_saved.find(lessonId);
    if (mark == m_saved.end())
        return session->headTick() > 0;
    const SavedMark& m = mark->second;
    return m.generation != session->generation() || m.headTick != session->headTick() ||
           m.tick != session->tick() || !(m.values == session->values());
}

bool Sitting::currentUnsaved()
{
    touch();
    return m_current && isUnsaved(currentId());
}

std::vector<std::string> Sitting::unsavedLessons() const
{
    std::vector<std::string> unsaved;
    for (const auto& [id, session] : m_sessions)
        if (isUnsaved(id))
            unsaved.push_back(id);
    return unsaved;
}

QString Sitting::savedPath(const std::string& lessonId) const
{
    auto mark = m_saved.find(lessonId);
    return mark == m_saved.end() ? QString() : mark->second.path;
}

QString Sitting::save(const QString& path)
{
    touch();
    if (!m_current)
        return tr("No lesson is open.");
    std::optional<TrText> error;
    // A locked copy stays locked: the student object goes back into the file.
    const std::string student = m_student ? studentSetupToJson(*m_student) : std::string();
    const ViewPlacement view = m_placement ? m_placement() : ViewPlacement{};
    m_current->completeCharts();
    try {
        error = saveSessionFile(*m_current, view, toStdString(path), student);
    } catch (const std::exception& e) {
        return tr("%1: cannot be saved (%2)").arg(path, QString::fromUtf8(e.what()));
    }
    if (error)
        return LessonWords().text(*error);
    m_saved[currentId()] = markOf(*m_current, path);
    m_recent->remember(path);
    emit modifiedChanged();
    emit notice(tr("Saved %1").arg(path), 6000);
    return {};
}

SessionReadResult Sitting::read(const QString& path)
{
    SessionReadResult result;
    try {
        result = openSessionFile(toStdString(path));
    } catch (const std::exception& e) {
        result.error = toStdString(tr("%1: cannot be opened (%2)").arg(path, QString::fromUtf8(e.what())));
    }
    return result;
}

void Sitting::markRecovered()
{
    if (!m_current)
        return;
    SavedMark& mark = m_saved[currentId()];
    mark.path.clear();
    mark.generation = ~0ULL;
    emit modifiedChanged();
}

// --- Autosave and recovery ------------------------------------------------------------------------

void Sitting::autosave()
{
    touch();
    const QString folder = m_autosave->folder();
    if (folder.isEmpty()) {
        emit notice(tr("Autosave failed: no folder for it in %1").arg(AutosaveStore::defaultRoot()), 6000);
        return;
    }
    for (const auto& [id, session] : m_sessions) {
        const QString path = QDir(folder).filePath(toQString(id) + QLatin1String(sessionFileSuffix));
        if (isUnsaved(id)) {
            session->completeCharts();
            const ViewPlacement view =
                session.get() == m_current && m_placement ? m_placement() : ViewPlacement{};
            if (auto error = saveSessionFile(*session, view, toStdString(path)))
                emit notice(tr("Autosave failed: %1").arg(LessonWords().text(*error)), 6000);
        } else {
            QFile::remove(path);
        }
    }
}

void Sitting::clearAutosave() { m_autosave->clear(); }

QStringList Sitting::claimOrphans() { return m_autosave->claimOrphans(QLatin1String(sessionFileSuffix)); }

void Sitting::releaseOrphans() { m_autosave->releaseOrphans(); }

void Sitting::startAutosaveTimer()
{
    if (m_autosaveTimer)
        return;
    m_autosaveTimer = new QTimer(this);
    connect(m_autosaveTimer, &QTimer::timeout, this, &Sitting::autosave);
    m_autosaveTimer->start(60 * 1000);
}

// --- Undo -----------------------------------------------------------------------------------------

QUndoStack* Sitting::undoStack(const std::string& lessonId)
{
    QUndoStack*& stack = m_undoStacks[lessonId];
    if (!stack) {
        stack = new QUndoStack(m_undo);
        m_undo->addStack(stack);
    }
    return stack;
}

// --- Memory budget --------------------------------------------------------------------------------

std::size_t Sitting::memoryBudget() const
{
    const qlonglong megabytes =
        QSettings()
            .value(QStringLiteral("timelineBudgetMB"),
                   static_cast<qlonglong>(RunRecord::defaultBudget >> 20))
            .toLongLong();
    return static_cast<std::size_t>(std::clamp<qlonglong>(megabytes, 16, 65536)) << 20;
}

void Sitting::setMemoryBudgetMegabytes(int megabytes)
{
    QSettings().setValue(QStringLiteral("timelineBudgetMB"), megabytes);
    shareMemoryBudget();
    emit runChanged();
}

void Sitting::shareMemoryBudget()
{
    // One budget for the sitting, not one per lesson (KeyframeBudget.h): the lesson on show has
    // at least half of it, the others keep what they hold up to an equal part of the rest.
    std::vector<LessonSession*> runs;
    std::vector<std::size_t> used;
    std::size_t shown = 0;
    for (auto& [id, session] : m_sessions)
        if (session) {
            if (session.get() == m_current)
                shown = runs.size();
            runs.push_back(session.get());
            used.push_back(session->record().bytes());
        }
    const std::size_t total = memoryBudget();
    const KeyframeShares shares = shareKeyframeBudget(total, shown, used);
    bool thinned = false;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        thinned = thinned || shares.budgets[i] < used[i];
        runs[i]->setMemoryBudget(shares.budgets[i]);
    }
    emit budgetShared(describeKeyframeShares(total, runs.size(),
                                             runs.empty() ? total : shares.budgets[shown],
                                             shares.otherCap),
                      thinned);
}

// --- Student mode ---------------------------------------------------------------------------------

bool Sitting::allows(const std::string& exit) const { return !m_student || m_student->allows(exit); }

bool Sitting::locks(const std::string& parameterId) const
{
    return m_student && m_student->locks(parameterId);
}

} // namespace pl
