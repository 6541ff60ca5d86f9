// SPDX-License-Identifier: GPL-3.0-or-later
// Renders each lesson's window as the documentation shows it: offscreen, 1280×800, light theme,
// the lesson at its defaults after one second of play, into <folder>/<lesson>.png
// (scripts/screenshots.sh writes docs/images/). Usage:
//   render_screenshots FOLDER [LESSON...]      (every lesson when none is named)
//   render_screenshots --language de FOLDER LESSON...   (German, with German numbers, into
//                                                       <folder>/<lesson>.de.png)
#include "Language.h"
#include "MainWindow.h"
#include "QtAdapters.h"
#include "Registry.h"
#include "StudyRunner.h"
#include "Theme.h"

#include <QApplication>
#include <QDir>
#include <QFont>
#include <QLocale>

#include <cstdio>
#include <string>

int main(int argc, char* argv[])
{
    QString language;
    int first = 1;
    if (argc > 3 && std::string(argv[1]) == "--language") {
        language = QString::fromLocal8Bit(argv[2]);
        first = 3;
    }
    if (argc <= first) {
        std::fprintf(stderr, "usage: render_screenshots [--language CODE] FOLDER [LESSON...]\n");
        return 2;
    }
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ParticleLab"));
    QApplication::setApplicationName(QStringLiteral("ParticleLab"));
    QApplication::setFont(QFont(pl::uiFontFamily(), 10));
    pl::useTheme(pl::Theme::Light);  // for this run only: nothing remembered
    if (!language.isEmpty()) {
        if (!pl::useLanguage(language)) {
            std::fprintf(stderr, "render_screenshots: unknown language '%s'\n", qPrintable(language));
            return 2;
        }
        QLocale::setDefault(QLocale(language));
    }

    const QDir folder(QString::fromLocal8Bit(argv[first]));
    if (!folder.exists() && !QDir().mkpath(folder.path())) {
        std::fprintf(stderr, "render_screenshots: cannot create %s\n", argv[first]);
        return 2;
    }
    QStringList lessons;
    for (int i = first + 1; i < argc; ++i)
        lessons << QString::fromLocal8Bit(argv[i]);
    if (lessons.isEmpty())
        for (const pl::LessonEntry& entry : pl::registerLessons())
            lessons << QString::fromStdString(entry.id);

    for (const QString& lesson : lessons) {
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        if (!window.selectLesson(lesson.toStdString())) {
            std::fprintf(stderr, "render_screenshots: unknown lesson '%s'\n", qPrintable(lesson));
            return 2;
        }
        window.setPlaying(true);
        for (int frame = 0; frame < 60; ++frame) {
            window.advanceFrame(1.0 / 60.0);
            QCoreApplication::processEvents();
        }
        window.setPlaying(false);
        window.studies()->waitForAll();
        QCoreApplication::processEvents();
        window.resize(1280, 800);
        QCoreApplication::processEvents();
        const QString path = folder.filePath(
            lesson + (language.isEmpty() ? QString() : QLatin1Char('.') + language) +
            QStringLiteral(".png"));
        if (!window.grab().save(path)) {
            std::fprintf(stderr, "render_screenshots: cannot write %s\n", qPrintable(path));
            return 2;
        }
        std::printf("%s\n", qPrintable(path));
    }
    return 0;
}
