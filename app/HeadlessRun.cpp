#include "HeadlessRun.h"

#include "QtAdapters.h"
#include "Recorder.h"
#include "Registry.h"
#include "RunExport.h"
#include "SceneColours.h"
#include "SceneRenderer.h"
#include "Theme.h"
#include "framework/LessonSession.h"
#include "framework/SessionFile.h"
#include "framework/TextFormat.h"
#include "lammps/LammpsExport.h"

#include "RunControl.h"

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
    return {createLesson(options.lesson), std::nullopt, {}};
}

namespace {

// A run estimated to take longer than this is refused, with or without --time-limit.
constexpr double kLongestRunSeconds = 24.0 * 3600.0;
// The run is timed for this long before its estimate is printed.
constexpr std::chrono::milliseconds kProbe{300};
// The run advances in slices this long between looks at Ctrl+C and the time limit.
constexpr std::chrono::milliseconds kSlice{100};
// Keyframes of the timeline (RunRecord) for a run that is not saved: nothing seeks in it, so a
// small budget keeps a long export-only run's memory flat (a saved run keeps the default).
constexpr std::size_t kUnsavedRecordBudget = 16u << 20;  // bytes

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
    bool continuing = false;
    if (!options.openFile.isEmpty() && isSessionFile(options.openFile.toStdString())) {
        if (!options.settings.empty())
            return fail(QStringLiteral("--set cannot change a saved session on the command line; "
                                       "open it in the window to change its parameters"));
        SessionReadResult read = openSessionFile(options.openFile.toStdString());
        if (!read.error.empty())
            return fail(toQString(read.error));
        opened = std::move(read.document.session);
        placement = read.document.view;
        continuing = true;
    } else {
        OpenedScene scene = lessonFor(options);
        if (!scene.lesson)
            return fail(scene.error);
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
    std::unique_ptr<ExportFolderLock> lock;
    if (!options.exportDirectory.isEmpty()) {
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

    // A fresh run gets its studies; an opened one has their results in its record already.
    if (!continuing)
        for (const StudySpec& study : session.lesson().studies()) {
            StudyFunction function = session.lesson().prepareStudy(study.id);
            if (!function)
                continue;
            if (const auto estimate = session.lesson().estimateStudy(study.id)) {
                std::fprintf(stderr, "particlelab: study '%s': %s\n", study.label.c_str(),
                             describe(*estimate).c_str());
                if (estimate->seconds() > secondsLeft())
                    return fail(QStringLiteral("study '%1' would take about %2 (%3), more than "
                                               "--time-limit %4 s")
                                    .arg(toQString(study.label),
                                         toQString(describeSeconds(estimate->seconds())),
                                         toQString(estimate->formula))
                                    .arg(options.timeLimit));
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

    // Time the first moments of the run, then say how long the whole will take.
    ProgressLine progress("run");
    bool estimated = false;
    while (duration > 0.0 && session.lesson().time() < endTime && !session.lesson().finished()) {
        const double before = session.lesson().time();
        session.advanceTo(endTime, estimated ? kSlice : std::chrono::milliseconds(50));
        if (!(session.lesson().time() > before))
            break;
        if (interruptRequested())
            return stopped(StopReason::Interrupted);
        if (WallClock::now() > deadline)
            return stopped(StopReason::TimeLimit);
        const double elapsed = progress.elapsedSeconds();
        const double done = session.lesson().time() - startTime;
        if (!estimated && elapsed >= std::chrono::duration<double>(kProbe).count()) {
            estimated = true;
            const double rate = done / elapsed;  // simulated s per s
            const double total = duration / rate;
            std::fprintf(stderr, "particlelab: run of %g s simulated: about %s at the measured "
                                 "%.3g simulated s per second\n",
                         duration, describeSeconds(total).c_str(), rate);
            if (total > std::min(kLongestRunSeconds, secondsLeft() + elapsed))
                return fail(QStringLiteral("--duration %1 s would take about %2 at the measured "
                                           "%3 simulated s per second, more than %4; choose a "
                                           "shorter --duration")
                                .arg(duration)
                                .arg(toQString(describeSeconds(total)))
                                .arg(rate, 0, 'g', 3)
                                .arg(options.timeLimit > 0
                                         ? QStringLiteral("--time-limit %1 s").arg(options.timeLimit)
                                         : QStringLiteral("a day")));
        }
        // The step count shows an adaptive Δt at work: steps that keep coming while t crawls.
        progress.update(done / duration, "t = " + formatNumber(session.lesson().time()) +
                                              " s of " + formatNumber(endTime) + " s, step " +
                                              std::to_string(session.headTick()));
    }
    for (int i = 0; i < options.singleSteps && !interruptRequested(); ++i)
        session.stepOnce();
    if (interruptRequested())
        return stopped(StopReason::Interrupted);

    if (!options.saveFile.isEmpty()) {
        if (auto error = saveSessionFile(session, placement, options.saveFile.toStdString()))
            return fail(toQString(*error));
        std::printf("Saved the session to %s (t = %g s)\n", qPrintable(options.saveFile),
                    session.lesson().time());
    }

    if (!options.lammpsExportDirectory.isEmpty()) {
        const std::string error =
            exportToLammps(session.lesson(), options.lammpsExportDirectory.toStdString());
        if (!error.empty())
            return fail(QStringLiteral("--export-lammps: %1").arg(toQString(error)));
        std::printf("Wrote a LAMMPS deck to %s (t = %g s): lmp -in in.particlelab\n",
                    qPrintable(options.lammpsExportDirectory), session.lesson().time());
    }
    if (options.exportDirectory.isEmpty())
        return 0;

    Scene scene;
    session.lesson().scene(scene);
    SceneRenderer renderer;
    renderer.setColours(SceneColours::fromPalette(themePalette(options.theme.value_or(Theme::Light))));
    const QImage view = renderer.renderToImage(scene, QSize(1280, 800));
    QStringList written;
    if (QString error = exportRun(session, view, options.exportDirectory, &written);
        !error.isEmpty())
        return fail(error);
    for (const std::string& notice : session.lesson().notices())
        std::fprintf(stderr, "particlelab: %s\n", notice.c_str());
    std::printf("Wrote %lld files to %s (t = %g s)\n", static_cast<long long>(written.size()),
                qPrintable(options.exportDirectory), session.lesson().time());
    return 0;
}

} // namespace pl
