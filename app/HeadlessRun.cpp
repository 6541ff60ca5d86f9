#include "HeadlessRun.h"

#include "QtAdapters.h"
#include "Registry.h"
#include "RunExport.h"
#include "SceneRenderer.h"
#include "StudyRunner.h"
#include "framework/LessonSession.h"
#include "framework/SessionFile.h"

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
    std::unique_ptr<LessonSession> opened;
    ViewPlacement placement;
    if (!options.openFile.isEmpty()) {
        SessionReadResult read = openSessionFile(options.openFile.toStdString());
        if (!read.error.empty())
            return fail(toQString(read.error));
        opened = std::move(read.document.session);
        placement = read.document.view;
    } else {
        opened = std::make_unique<LessonSession>(createLesson(options.lesson));
        if (QString error = applySettings(*opened, options); !error.isEmpty())
            return fail(error);
    }
    LessonSession& session = *opened;
    if (!options.exportDirectory.isEmpty())
        if (QString error = checkWritableDirectory(options.exportDirectory); !error.isEmpty())
            return fail(error);

    // A fresh run gets its studies; an opened one has their results in its record already.
    if (options.openFile.isEmpty())
        for (const StudySpec& study : session.lesson().studies()) {
            std::fprintf(stderr, "particlelab: running study '%s'…\n", study.id.c_str());
            session.acceptStudy(study.id, StudyRunner::runNow(session, study.id));
        }
    // An opened session continues from the moment it was saved at, for `duration` more seconds.
    const double endTime = (options.openFile.isEmpty() ? 0.0 : session.lesson().time()) +
                           options.duration;

    // Progress on stderr for long runs, about every two seconds of wall-clock time.
    QElapsedTimer clock;
    clock.start();
    qint64 lastReport = 0;
    while (options.duration > 0.0 && session.lesson().time() < endTime &&
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
