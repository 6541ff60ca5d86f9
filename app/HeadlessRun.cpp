#include "HeadlessRun.h"

#include "QtAdapters.h"
#include "Registry.h"
#include "RunExport.h"
#include "SceneRenderer.h"
#include "StudyRunner.h"
#include "framework/LessonSession.h"
#include "framework/TextFormat.h"

#include "RunControl.h"

#include <cstdio>
#include <limits>

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

namespace {

// A run estimated to take longer than this is refused, with or without --time-limit.
constexpr double kLongestRunSeconds = 24.0 * 3600.0;
// The run is timed for this long before its estimate is printed.
constexpr std::chrono::milliseconds kProbe{300};

int fail(const QString& message)
{
    std::fprintf(stderr, "particlelab: error: %s\n", qPrintable(message));
    return 2;
}

} // namespace

int runHeadless(const CommandLineOptions& options)
{
    installInterruptHandlers();
    LessonSession session(createLesson(options.lesson));
    if (QString error = applySettings(session, options); !error.isEmpty())
        return fail(error);
    if (QString error = checkWritableDirectory(options.exportDirectory); !error.isEmpty())
        return fail(error);
    const ExportFolderLock lock(options.exportDirectory);
    if (!lock.error().isEmpty())
        return fail(lock.error());

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
            std::fprintf(stderr, "particlelab: interrupted at t = %g s; nothing written to %s\n",
                         session.lesson().time(), qPrintable(options.exportDirectory));
            return 130;
        }
        return fail(QStringLiteral("--time-limit %1 s reached at t = %2 s; nothing written")
                        .arg(options.timeLimit)
                        .arg(session.lesson().time()));
    };

    for (const StudySpec& study : session.lesson().studies()) {
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
        const WatchedStudy watched =
            runStudyWatched(session.lesson().prepareStudy(study.id), study.label, deadline);
        if (watched.stopped != StopReason::None)
            return stopped(watched.stopped);
        session.acceptStudy(study.id, watched.result);
    }

    // Time the first moments of the run, then say how long the whole will take.
    ProgressLine progress("run");
    bool estimated = false;
    while (session.lesson().time() < options.duration && !session.lesson().finished()) {
        const double before = session.lesson().time();
        session.advanceTo(options.duration, std::chrono::milliseconds(estimated ? 250 : 50));
        if (!(session.lesson().time() > before))
            break;
        if (interruptRequested())
            return stopped(StopReason::Interrupted);
        if (WallClock::now() > deadline)
            return stopped(StopReason::TimeLimit);
        const double elapsed = progress.elapsedSeconds();
        if (!estimated && elapsed >= std::chrono::duration<double>(kProbe).count()) {
            estimated = true;
            const double rate = session.lesson().time() / elapsed;  // simulated s per s
            const double total = options.duration / rate;
            std::fprintf(stderr, "particlelab: run of %g s simulated: about %s at the measured "
                                 "%.3g simulated s per second\n",
                         options.duration, describeSeconds(total).c_str(), rate);
            if (total > std::min(kLongestRunSeconds, secondsLeft() + elapsed))
                return fail(QStringLiteral("--duration %1 s would take about %2 at the measured "
                                           "%3 simulated s per second, more than %4; choose a "
                                           "shorter --duration")
                                .arg(options.duration)
                                .arg(toQString(describeSeconds(total)))
                                .arg(rate, 0, 'g', 3)
                                .arg(options.timeLimit > 0
                                         ? QStringLiteral("--time-limit %1 s").arg(options.timeLimit)
                                         : QStringLiteral("a day")));
        }
        progress.update(session.lesson().time() / options.duration,
                        "t = " + formatNumber(session.lesson().time()) + " s of " +
                            formatNumber(options.duration) + " s");
    }
    for (int i = 0; i < options.singleSteps && !interruptRequested(); ++i)
        session.stepOnce();
    if (interruptRequested())
        return stopped(StopReason::Interrupted);

    Scene scene;
    session.lesson().scene(scene);
    SceneRenderer renderer;
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
