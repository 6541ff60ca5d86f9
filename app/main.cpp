// SPDX-License-Identifier: GPL-3.0-or-later
// particlelab: the GUI, or the headless command line (see CommandLine.h and --help).
#include "CommandLine.h"
#include "HeadlessRun.h"
#include "Language.h"
#include "MainWindow.h"
#include "MessageFilter.h"
#include "QtAdapters.h"
#include "Registry.h"
#include "Report.h"
#include "SessionFile.h"
#include "SceneFiles.h"
#include "Theme.h"

#include <QApplication>
#include <QJsonDocument>
#include <QLocale>

#include <cstdio>

int main(int argc, char* argv[])
{
    using namespace pl;
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    const CommandLineParse parsed = parseCommandLine(arguments);
    if (!parsed.error.isEmpty()) {
        std::fprintf(stderr, "particlelab: error: %s\n", qPrintable(parsed.error));
        return 2;
    }
    const CommandLineOptions& options = parsed.options;
    using Mode = CommandLineOptions::Mode;

    switch (options.mode) {
    case Mode::Help:
        std::printf("%s", qPrintable(helpText()));
        return 0;
    case Mode::Version:
        std::printf("%s", qPrintable(versionText()));
        return 0;
    case Mode::ListLessons:
        for (const LessonEntry& entry : registerLessons())
            std::printf("%s\n", entry.id.c_str());
        return 0;
    case Mode::Describe: {
        const auto lesson = createLesson(options.lesson);
        std::printf("%s", QJsonDocument(describeJson(lesson->parameters()))
                              .toJson(QJsonDocument::Indented)
                              .constData());
        return 0;
    }
    case Mode::Headless:
    case Mode::Gui:
        break;
    }

    if (options.mode == Mode::Gui && !hasDisplay()) {
        std::fprintf(stderr, "particlelab: error: no display to show the window on (DISPLAY is "
                             "not set). Start it from a desktop session, or run headless with "
                             "--lesson ID --export DIR (see --help).\n");
        return 2;
    }
    installMessageFilter();
    prepareHeadlessEnvironment(options.mode == Mode::Headless);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ParticleLab"));
    QApplication::setApplicationName(QStringLiteral("ParticleLab"));
    QApplication::setFont(QFont(uiFontFamily(), 10));

    if (options.theme) {
        // Headless: the exports' colours for this run only. In the GUI: as View > Theme, which
        // remembers it (the window's menu reads the remembered theme).
        if (options.mode == Mode::Headless)
            useTheme(*options.theme);
        else
            applyTheme(*options.theme);
    }
    // The language, before the first widget: --language, else (in the window) the one chosen
    // under View → Language, else the system's. Headless runs speak English unless told, so
    // that the same command gives the same files on every machine.
    if (!options.language.isEmpty()) {
        useLanguage(options.language);
        if (options.mode == Mode::Gui)
            rememberLanguage(options.language);
    } else if (options.mode == Mode::Gui) {
        useLanguage(rememberedLanguage());
    } else {
        // English in the C locale: the numbers in the exported images read as on every machine.
        QLocale::setDefault(QLocale::c());
    }
    if (options.mode == Mode::Headless)
        return runHeadless(options);

    // On the heap: View → Language hands the sitting to a new window and lets this one go.
    auto* window = new MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    auto fail = [window](const QString& error) {
        delete window;
        std::fprintf(stderr, "particlelab: error: %s\n", qPrintable(error));
        return 2;
    };
    if (!options.openFile.isEmpty() && isSessionFile(options.openFile.toStdString())) {
        if (!options.settings.empty())
            return fail(QStringLiteral("--set cannot change a saved session on the command line; "
                                       "change its parameters in the window"));
        if (const QString error = window->openSession(options.openFile); !error.isEmpty())
            return fail(error);
    } else if (!options.openFile.isEmpty()) {
        OpenedScene opened = openSceneFile(options.openFile);
        if (!opened.lesson)
            return fail(opened.error);
        window->showLesson(std::move(opened.lesson), opened.student);
        if (QString error = applySettings(*window->session(), options); !error.isEmpty())
            return fail(error);
        window->resetLesson();
    } else if (!options.lesson.empty()) {
        window->selectLesson(options.lesson, true);
        if (QString error = applySettings(*window->session(), options); !error.isEmpty())
            return fail(error);
        window->resetLesson();
    }
    window->show();
    const int code = app.exec();
    // What the event loop left (a window closed as the loop ended is deleted only here).
    for (QWidget* top : QApplication::topLevelWidgets())
        if (auto* left = qobject_cast<MainWindow*>(top))
            delete left;
    return code;
}
