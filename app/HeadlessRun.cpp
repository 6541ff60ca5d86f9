// SPDX-License-Identifier: GPL-3.0-or-later
#include "HeadlessRun.h"

#include "HandoutPdf.h"
#include "LessonWords.h"
#include "QtAdapters.h"
#include "Recorder.h"
#include "Registry.h"
#include "RunExport.h"
#include "SafeWrite.h"
#include "SceneColours.h"
#include "SceneRenderer.h"
#include "SessionFile.h"
#include "SpreadsheetExport.h"
#include "ThemePalette.h"
#include "framework/LessonSession.h"
#include "framework/TextFormat.h"
#include "lammps/LammpsExport.h"

#include "RunControl.h"

#include <QScopeGuard>

#include <cmath>
#include <cstdio>
#include <limits>
#include <string>

namespace pl {

QString applySettings(LessonSession& session, const CommandLineOptions& options)
{
    for (const auto& [name, value] : options.settings)
        if (auto error = session.set(name, value))
            return toQString(*error);
    if (auto error = session.reset())
        return toQString(*error);
    return {};
}

OpenedScene lessonFor(const CommandLineOptions& options)
{
    if (!options.openFile.isEmpty())
        return openSceneFile(options.openFile);
    return {createLesson(options.lesson), std::nullopt, {}, {}};
}

namespace {

// A run estimated to take longer than this is refused, with or without --time-limit.
constexpr double kLongestRunSeconds = 24.0 * 3600.0;
// The run is timed for this long before its estimate is printed.
constexpr std::chrono::milliseconds kProbe{300};
// The run advances in slices this long between looks at Ctrl+C and the time limit.
constexpr std::chrono::milliseconds kSlice{100};
// Keyframes of the timeline (RunRecord) for a run that is not saved: nothing seeks in it. With
// no budget the record keeps its first keyframe and one more, and takes a new one only each
// time the run has doubled in length (RunRecord::thin): about ten in a run, where 16 MB took
// hundreds of copies of the state, a twentieth of a long Lennard-Jones export's time. A saved
// run keeps the default budget.
constexpr std::size_t kUnsavedRecordBudget = 0;  // bytes

int fail(const QString& message)
{
    std::fprintf(stderr, "particlelab: error: %s\n", qPrintable(message));
    return 2;
}

} // namespace

int runHeadless(const CommandLineOptions& options)
{
    installInterruptHandlers();
    // --open: a saved session continues where it stood; a scene file starts a new run.
    std::unique_ptr<LessonSession> opened;
    ViewPlacement placement;
    std::optional<StudentSetup> student;  // a scene or session in student mode: the handout's questions
    bool continuing = false;
    if (!options.openFile.isEmpty() && isSessionFile(options.openFile.toStdString())) {
        if (!options.settings.empty())
            return fail(QStringLiteral("--set cannot change a saved session on the command line; "
                                       "open it in the window to change its parameters"));
        SessionReadResult read = openSessionFile(options.openFile.toStdString(), &interruptRequested);
        if (interruptRequested()) {
            std::fprintf(stderr, "particlelab: interrupted while reading %s; nothing written\n",
                         qPrintable(options.openFile));
            return 130;
        }
        if (!read.error.empty())
            return fail(toQString(read.error));
        opened = std::move(read.document.session);
        placement = read.document.view;
        student = read.document.student;
        continuing = true;
    } else {
        OpenedScene scene = lessonFor(options);
        if (!scene.lesson)
            return fail(scene.error);
        student = scene.student;
        opened = std::make_unique<LessonSession>(std::move(scene.lesson));
        if (QString error = applySettings(*opened, options); !error.isEmpty())
            return fail(error);
    }
    LessonSession& session = *opened;
    if (options.saveFile.isEmpty())
        session.setMemoryBudget(kUnsavedRecordBudget);
    if (!options.lammpsExportDirectory.isEmpty() && !canExportToLammps(session.lesson()))
        return fail(QStringLiteral("--export-lammps: the lesson '%1' has no LAMMPS export (only "
                                   "lennard-jones and ideal-gas have one)")
                        .arg(QString::fromStdString(session.lesson().info().id)));
    // The workbook and the handout are written after the run: a path that cannot take them is
    // refused before the run starts.
    for (const auto& [option, file] : {std::pair{"--export-xlsx", options.xlsxFile},
                                       std::pair{"--handout", options.handoutFile}})
        if (!file.isEmpty())
            if (QString error = checkWritableFile(file); !error.isEmpty())
                return fail(QStringLiteral("%1: %2").arg(QLatin1String(option), error));
    // Declared before the lock, so that the lock file is gone when empty folders are removed.
    std::optional<CreatedFolders> createdFolders;
    std::unique_ptr<ExportFolderLock> lock;
    if (!options.exportDirectory.isEmpty()) {
        createdFolders.emplace(options.exportDirectory);
        if (QString error = checkWritableDirectory(options.exportDirectory); !error.isEmpty())
            return fail(error);
        lock = std::make_unique<ExportFolderLock>(options.exportDirectory);
        if (!lock->error().isEmpty())
            return fail(lock->error());
    }
    if (!options.recordTarget.isEmpty()) {
        RecordingOptions recording;
        recording.target = options.recordTarget;
        recording.fps = options.fps;
        recording.size = QSize(options.recordWidth, options.recordHeight);
        recording.duration = options.duration;
        recording.withCharts = options.recordCharts;
        recording.theme = options.theme.value_or(Theme::Light);
        ProgressLine progress("recording");
        const QString error = recordSession(session, recording, [&progress](int done, int total) {
            progress.update(total > 0 ? double(done) / total : 0.0,
                            std::to_string(done) + " of " + std::to_string(total) + " frames");
        });
        if (!error.isEmpty())
            return fail(error);
        std::printf("Recorded %s (%d frames at %d frames/s)\n", qPrintable(options.recordTarget),
                    static_cast<int>(std::lround(options.duration * options.fps)), options.fps);
        if (options.exportDirectory.isEmpty() && options.saveFile.isEmpty() &&
            options.lammpsExportDirectory.isEmpty())
            return 0;
    }

    const WallClock::time_point start = WallClock::now();
    const WallClock::time_point deadline =
        options.timeLimit > 0 ? start + std::chrono::duration_cast<WallClock::duration>(
                                            std::chrono::duration<double>(options.timeLimit))
                              : WallClock::time_point::max();
    auto secondsLeft = [&] {
        return options.timeLimit > 0
                   ? std::chrono::duration<double>(deadline - WallClock::now()).count()
                   : std::numeric_limits<double>::infinity();
    };
    auto stopped = [&](StopReason why) {
        if (why == StopReason::Interrupted) {
            std::fprintf(stderr, "particlelab: interrupted at t = %g s; nothing written\n",
                         session.lesson().time());
            return 130;
        }
        return fail(QStringLiteral("--time-limit %1 s reached at t = %2 s; nothing written")
                        .arg(options.timeLimit)
                        .arg(session.lesson().time()));
    };

    // A fresh run gets its studies; an opened one has their results in its record already. A
    // run that writes only a LAMMPS deck (particles, box and forces) has nowhere to put their
    // results: the ideal gas's three took 9 s of CPU before a deck of 50 disks.
    const bool studiesWritten = !options.exportDirectory.isEmpty() || !options.saveFile.isEmpty() ||
                                !options.xlsxFile.isEmpty() || !options.handoutFile.isEmpty();
    // A study is refused before it starts when it and the estimated studies after it need more
    // than the time left, so that no study runs only to be thrown away at the limit (the ideal
    // gas's three took 10 s in all: under --time-limit 8 the first two ran, the third was
    // stopped).
    double estimatedLeft = 0.0;  // s, of the estimated studies not yet started
    if (!continuing && studiesWritten)
        for (const StudySpec& study : session.lesson().studies())
            if (const auto estimate = session.lesson().estimateStudy(study.id))
                estimatedLeft += estimate->seconds();
    if (!continuing && studiesWritten)
        for (const StudySpec& study : session.lesson().studies()) {
            StudyFunction function = session.lesson().prepareStudy(study.id);
            if (!function)
                continue;
            if (const auto estimate = session.lesson().estimateStudy(study.id)) {
                std::fprintf(stderr, "particlelab: study '%s': %s\n", study.label.c_str(),
                             describe(*estimate).c_str());
                const double after = estimatedLeft - estimate->seconds();
                if (estimate->seconds() > secondsLeft())
                    return fail(QStringLiteral("study '%1' would take about %2 (%3), more than "
                                               "--time-limit %4 s")
                                    .arg(toQString(study.label),
                                         toQString(describeSeconds(estimate->seconds())),
                                         toQString(estimate->formula))
                                    .arg(options.timeLimit));
                if (estimatedLeft > secondsLeft())
                    return fail(QStringLiteral("study '%1' would take about %2 and the studies "
                                               "after it about %3, more than --time-limit %4 s")
                                    .arg(toQString(study.label),
                                         toQString(describeSeconds(estimate->seconds())),
                                         toQString(describeSeconds(after)))
                                    .arg(options.timeLimit));
                estimatedLeft = after;
            } else {
                std::fprintf(stderr, "particlelab: running study '%s'…\n", study.label.c_str());
            }
            const WatchedStudy watched = runStudyWatched(function, study.label, deadline);
            if (watched.stopped != StopReason::None)
                return stopped(watched.stopped);
            session.acceptStudy(study.id, watched.result);
        }
    // A saved session continues for --duration more seconds (none when not given).
    const double duration = continuing && !options.durationGiven ? 0.0 : options.duration;
    const double startTime = session.lesson().time();
    const double endTime = (continuing ? startTime : 0.0) + duration;

    // The run goes in slices, watched between steps and inside them: Ctrl+C, the time limit and
    // an estimate of the whole (measured over the first moments, a part of a step counting)
    // stop it within a fraction of a second whatever one step costs.
    RunWatch watch(session, duration, deadline, kProbe, kLongestRunSeconds,
                   options.timeLimit > 0
                       ? "--time-limit " + formatNumber(options.timeLimit) + " s"
                       : std::string("a day"));
    session.setStepMonitor(&watch);
    const auto unwatch = qScopeGuard([&session] { session.setStepMonitor(nullptr); });
    while (duration > 0.0 && session.lesson().time() < endTime && !session.lesson().finished()) {
        const double before = session.lesson().time();
        session.advanceTo(endTime, kSlice);
        if (watch.stopReason() == StopReason::None)
            watch.progress(0.0);
        if (const StopReason why = watch.stopReason(); why != StopReason::None)
            return why == StopReason::Refused ? fail(toQString(watch.refusal())) : stopped(why);
        if (!(session.lesson().time() > before))
            break;
    }
    for (int i = 0; i < options.singleSteps && !watch.stopRequested(); ++i)
        session.stepOnce();
    if (const StopReason why = watch.stopReason(); why != StopReason::None)
        return why == StopReason::Refused ? fail(toQString(watch.refusal())) : stopped(why);

    // What the run writes is staged first and put in place at the end, all of it or (on an
    // error or Ctrl+C) none of it.
    std::unique_ptr<PendingFile> sessionFile;
    if (!options.saveFile.isEmpty()) {
        std::fprintf(stderr, "particlelab: saving the session to %s…\n", qPrintable(options.saveFile));
        auto staged = stageSessionFile(session, placement, options.saveFile.toStdString(), {},
                                       &interruptRequested);
        if (interruptRequested())
            return stopped(StopReason::Interrupted);
        if (auto* error = std::get_if<TrText>(&staged))
            return fail(toQString(error->english()));
        sessionFile = std::move(std::get<std::unique_ptr<PendingFile>>(staged));
    }
    if (!options.lammpsExportDirectory.isEmpty()) {
        const std::string error =
            exportToLammps(session.lesson(), options.lammpsExportDirectory.toStdString());
        if (!error.empty())
            return fail(QStringLiteral("--export-lammps: %1").arg(toQString(error)));
        std::printf("Wrote a LAMMPS deck to %s (t = %g s): lmp -in in.particlelab\n",
                    qPrintable(options.lammpsExportDirectory), session.lesson().time());
    }
    const auto commitSession = [&]() -> int {
        if (!sessionFile)
            return 0;
        if (auto error = sessionFile->commit())
            return fail(toQString(fileErrorText(options.saveFile.toStdString(), *error).english()));
        std::printf("Saved the session to %s (t = %g s)\n", qPrintable(options.saveFile),
                    session.lesson().time());
        return 0;
    };
    if (!options.xlsxFile.isEmpty()) {
        if (QString error = exportSpreadsheet(session, options.xlsxFile); !error.isEmpty())
            return fail(QStringLiteral("--export-xlsx: %1").arg(error));
        std::printf("Wrote the workbook %s (%lld sheets, t = %g s)\n", qPrintable(options.xlsxFile),
                    static_cast<long long>(spreadsheetSheetNames(session).size()),
                    session.lesson().time());
    }
    if (!options.handoutFile.isEmpty()) {
        HandoutOptions handout;
        handout.paper = options.paper.isEmpty() ? paperForLocale()
                                                : paperNamed(options.paper).value_or(Paper::A4);
        handout.student = student;
        const HandoutResult written = writeHandout(session, options.handoutFile, handout);
        if (!written.error.isEmpty())
            return fail(QStringLiteral("--handout: %1").arg(written.error));
        std::printf("Wrote the handout %s (%d pages, %s, t = %g s)\n",
                    qPrintable(options.handoutFile), written.pageCount,
                    qPrintable(paperLabel(handout.paper)), session.lesson().time());
    }
    if (options.exportDirectory.isEmpty())
        return interruptRequested() ? stopped(StopReason::Interrupted) : commitSession();

    std::fprintf(stderr, "particlelab: exporting to %s…\n", qPrintable(options.exportDirectory));
    Scene scene;
    shownScene(session.lesson(), scene);
    SceneRenderer renderer;
    renderer.setColours(SceneColours::fromPalette(themePalette(options.theme.value_or(Theme::Light))));
    const QImage view = renderer.renderToImage(scene, QSize(1280, 800));
    QStringList written;
    if (QString error = exportRun(session, view, options.exportDirectory, &written,
                                  &interruptRequested);
        !error.isEmpty())
        return interruptRequested() ? stopped(StopReason::Interrupted) : fail(error);
    createdFolders->keep();
    if (const int failed = commitSession())
        return failed;
    for (const std::string& notice : session.lesson().notices())
        std::fprintf(stderr, "particlelab: %s\n", notice.c_str());
    std::printf("Wrote %lld files to %s (t = %g s)\n", static_cast<long long>(written.size()),
                qPrintable(options.exportDirectory), session.lesson().time());
    return 0;
}

} // namespace pl
