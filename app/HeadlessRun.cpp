#include "HeadlessRun.h"

#include "QtAdapters.h"
#include "Recorder.h"
#include "Registry.h"
#include "RunExport.h"
#include "SceneRenderer.h"
#include "StudyRunner.h"
#include "framework/LessonSession.h"
#include "framework/SessionFile.h"
#include "lammps/LammpsExport.h"

#include <QElapsedTimer>

#include <cmath>
#include <cstdio>

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

int runHeadless(const CommandLineOptions& options)
{
    auto fail = [](const QString& message) {
        std::fprintf(stderr, "particlelab: error: %s\n", qPrintable(message));
        return 2;
    };
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
    if (!options.lammpsExportDirectory.isEmpty() && !canExportToLammps(session.lesson()))
        return fail(QStringLiteral("--export-lammps: the lesson '%1' has no LAMMPS export (only "
                                   "lennard-jones and ideal-gas have one)")
                        .arg(QString::fromStdString(session.lesson().info().id)));
    if (!options.exportDirectory.isEmpty())
        if (QString error = checkWritableDirectory(options.exportDirectory); !error.isEmpty())
            return fail(error);
    if (!options.recordTarget.isEmpty()) {
        RecordingOptions recording;
        recording.target = options.recordTarget;
        recording.fps = options.fps;
        recording.size = QSize(options.recordWidth, options.recordHeight);
        recording.duration = options.duration;
        recording.withCharts = options.recordCharts;
        QElapsedTimer clock;
        clock.start();
        const QString error = recordSession(session, recording, [&clock](int done, int total) {
            if (clock.elapsed() > 2000) {
                clock.restart();
                std::fprintf(stderr, "particlelab: recorded %d of %d frames\n", done, total);
            }
        });
        if (!error.isEmpty())
            return fail(error);
        std::printf("Recorded %s (%d frames at %d frames/s)\n", qPrintable(options.recordTarget),
                    static_cast<int>(std::lround(options.duration * options.fps)), options.fps);
        if (options.exportDirectory.isEmpty() && options.saveFile.isEmpty() &&
            options.lammpsExportDirectory.isEmpty())
            return 0;
    }

    // A fresh run gets its studies; an opened one has their results in its record already.
    if (!continuing)
        for (const StudySpec& study : session.lesson().studies()) {
            std::fprintf(stderr, "particlelab: running study '%s'…\n", study.id.c_str());
            session.acceptStudy(study.id, StudyRunner::runNow(session, study.id));
        }
    // An opened session continues from the moment it was saved at, for `duration` more seconds.
    // A saved session continues for --duration more seconds (none when not given).
    const double duration = continuing && !options.durationGiven ? 0.0 : options.duration;
    const double endTime = (continuing ? session.lesson().time() : 0.0) + duration;

    // Progress on stderr for long runs, about every two seconds of wall-clock time.
    QElapsedTimer clock;
    clock.start();
    qint64 lastReport = 0;
    while (duration > 0.0 && session.lesson().time() < endTime &&
           !session.lesson().finished()) {
        const double before = session.lesson().time();
        session.advanceTo(endTime, std::chrono::milliseconds(250));
        if (!(session.lesson().time() > before))
            break;
        if (clock.elapsed() - lastReport > 2000) {
            lastReport = clock.elapsed();
            std::fprintf(stderr, "particlelab: t = %.3g s of %.3g s\n", session.lesson().time(),
                         endTime);
        }
    }
    for (int i = 0; i < options.singleSteps; ++i)
        session.stepOnce();

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
