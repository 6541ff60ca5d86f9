#include "HeadlessRun.h"

#include "QtAdapters.h"
#include "Registry.h"
#include "RunExport.h"
#include "SceneRenderer.h"
#include "StudyRunner.h"
#include "framework/LessonSession.h"
#include "lammps/LammpsExport.h"

#include <QElapsedTimer>

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

int runHeadless(const CommandLineOptions& options)
{
    auto fail = [](const QString& message) {
        std::fprintf(stderr, "particlelab: error: %s\n", qPrintable(message));
        return 2;
    };
    LessonSession session(createLesson(options.lesson));
    if (QString error = applySettings(session, options); !error.isEmpty())
        return fail(error);
    if (!options.exportDirectory.isEmpty())
        if (QString error = checkWritableDirectory(options.exportDirectory); !error.isEmpty())
            return fail(error);
    if (!options.lammpsExportDirectory.isEmpty() && !canExportToLammps(session.lesson()))
        return fail(QStringLiteral("--export-lammps: the lesson '%1' has no LAMMPS export (only "
                                   "lennard-jones and ideal-gas have one)")
                        .arg(QString::fromStdString(options.lesson)));

    for (const StudySpec& study : session.lesson().studies()) {
        std::fprintf(stderr, "particlelab: running study '%s'…\n", study.id.c_str());
        session.acceptStudy(study.id, StudyRunner::runNow(session, study.id));
    }

    // Progress on stderr for long runs, about every two seconds of wall-clock time.
    QElapsedTimer clock;
    clock.start();
    qint64 lastReport = 0;
    while (session.lesson().time() < options.duration && !session.lesson().finished()) {
        const double before = session.lesson().time();
        session.advanceTo(options.duration, std::chrono::milliseconds(250));
        if (!(session.lesson().time() > before))
            break;
        if (clock.elapsed() - lastReport > 2000) {
            lastReport = clock.elapsed();
            std::fprintf(stderr, "particlelab: t = %.3g s of %.3g s\n", session.lesson().time(),
                         options.duration);
        }
    }
    for (int i = 0; i < options.singleSteps; ++i)
        session.stepOnce();

    if (!options.lammpsExportDirectory.isEmpty()) {
        const std::string error =
            exportToLammps(session.lesson(), options.lammpsExportDirectory.toStdString());
        if (!error.empty())
            return fail(QStringLiteral("--export-lammps: %1").arg(toQString(error)));
        std::printf("Wrote a LAMMPS deck to %s (t = %g s): lmp -in in.particlelab\n",
                    qPrintable(options.lammpsExportDirectory), session.lesson().time());
        if (options.exportDirectory.isEmpty())
            return 0;
    }

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
