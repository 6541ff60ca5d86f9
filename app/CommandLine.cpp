// SPDX-License-Identifier: GPL-3.0-or-later
#include "CommandLine.h"
#include "Language.h"

#include "AboutBox.h"
#include "QtAdapters.h"
#include "Registry.h"
#include "framework/Parameters.h"

#include <cmath>

namespace pl {

QString helpText()
{
    return QStringLiteral(
        "ParticleLab: particle physics and the numerical methods behind it.\n"
        "\n"
        "Usage:\n"
        "  particlelab                         start the GUI\n"
        "  particlelab --list-lessons          print the lesson ids, one per line\n"
        "  particlelab --describe ID           print the lesson's parameters as JSON\n"
        "                                      (id, label, unit, kind, default, min, max, choices)\n"
        "  particlelab --lesson ID [--set NAME=VALUE]... [--duration SECONDS]\n"
        "              [--single-steps N] [--time-limit SECONDS] --export DIR\n"
        "                                      run the lesson headless for SECONDS of simulated\n"
        "                                      time (default 10), then write to DIR: per chart\n"
        "                                      <chart>.png, <chart>.svg, <chart>.csv; per table\n"
        "                                      <table>.csv; per study image <id>.png and\n"
        "                                      <id>_pixels.png; view.png; report.json\n"
        "  particlelab --lesson ID [--set NAME=VALUE]... [--duration SECONDS]\n"
        "              --export-lammps DIR     write a LAMMPS input deck (in.particlelab) and data\n"
        "                                      file (particlelab.data) of the state after the run\n"
        "                                      (without --duration: the state right after reset)\n"
        "                                      (lennard-jones, ideal-gas); with --export as well,\n"
        "                                      both are written\n"
        "  particlelab --lesson lammps-run --set dump=FILE [--set log=FILE] --duration 1e9\n"
        "              --export DIR            read a LAMMPS run back, play it to its last frame\n"
        "                                      and export it (see docs/lammps.md)\n"
        "  particlelab --lesson ID [--set NAME=VALUE]...\n"
        "                                      start the GUI on that lesson\n"
        "  particlelab --lesson ID [--set NAME=VALUE]... [--duration T] --save FILE\n"
        "                                      run headless, then save the session to FILE\n"
        "                                      (.plsession) to open later in the window\n"
        "  particlelab --open FILE [--duration T] [--export DIR] [--save FILE]\n"
        "                                      continue a saved session for T more seconds\n"
        "                                      (default 0), export and/or save it; without\n"
        "                                      --export and --save, open it in the GUI\n"
        "  particlelab --open FILE.json [...]  a scene file (docs/scene-format.md) in place of\n"
        "                                      --lesson ID, in the GUI or headless\n"
        "  particlelab (--lesson ID | --open FILE) [--set ...] [--duration SECONDS]\n"
        "              [--export-xlsx FILE.xlsx] [--handout FILE.pdf [--paper a4|letter]]\n"
        "                                      run headless, then write the run as a workbook\n"
        "                                      (a sheet per chart with a native chart, a table's,\n"
        "                                      measurements, parameters) and/or a handout to print\n"
        "                                      (title, lesson text, parameters, charts,\n"
        "                                      measurements; a scene in student mode: its questions\n"
        "                                      with room to answer)\n"
        "  particlelab (--lesson ID | --open FILE.json) [--set ...] [--duration SECONDS]\n"
        "              --record FILE.mp4|FILE.gif|DIR [--fps N] [--record-size WxH]\n"
        "              [--record-charts]       record SECONDS of the run as a video through\n"
        "                                      ffmpeg, or as numbered PNGs in DIR\n"
        "\n"
        "Options:\n"
        "  --set NAME=VALUE   set a parameter (repeatable); see --describe for names, units and\n"
        "                     ranges. Angles are in degrees. Lists are comma-separated.\n"
        "  --duration T       simulated seconds to run, > 0\n"
        "  --single-steps N   after the run, press \"one step\" N times (in step-through mode a\n"
        "                     step is one integrator stage)\n"
        "  --time-limit S     wall-clock seconds the run may take: a study or run estimated\n"
        "                     to take longer is refused, one that overruns is stopped\n"
        "  --export DIR       the folder to write (created if needed; one run at a time)\n"
        "  --open FILE        a saved session (.plsession) or a scene file (.json)\n"
        "  --save FILE        save the session after a headless run\n"
        "  --record TARGET    FILE.mp4 or FILE.gif (needs ffmpeg) or a folder for PNG frames;\n"
        "                     simulated time advances 1/fps per frame, whatever the speed\n"
        "  --fps N            frames per simulated second, 1 to 240 (default 30)\n"
        "  --record-size WxH  frame size in pixels (default 1920x1080)\n"
        "  --record-charts    draw the charts beside the view\n"
        "  --theme NAME       light (default), dark or high-contrast: the colours of the charts,\n"
        "                     the view and recordings headless; in the GUI, as View > Theme\n"
        "  --language CODE    en, de, fr, es or pt_BR (or system): the language of the window\n"
        "                     (as View > Language) or of the exported charts and images;\n"
        "                     the command line's own messages and report.json stay English\n"
        "  --export-lammps DIR  the folder for the LAMMPS deck (created if needed)\n"
        "  --export-xlsx FILE   the workbook to write (.xlsx; its folder must exist)\n"
        "  --handout FILE       the handout to write (.pdf; its folder must exist)\n"
        "  --paper SIZE         a4 or letter for --handout (default: Letter in the US and\n"
        "                       Canada, A4 elsewhere, from the locale)\n"
        "  --help             this text\n"
        "  --version          the version, the licence and the web address\n"
        "\n"
        "report.json: {\"lesson\", \"parameters\", \"time\", \"measurements\", \"units\", \"warnings\"};\n"
        "a value that could not be computed is null, with the reason in \"warnings\".\n"
        "The run prints its estimated time before it starts and a progress line with the time\n"
        "left; a run estimated to take more than a day is refused. Ctrl+C stops it within a\n"
        "second and writes nothing.\n"
        "Exit codes: 0 success, 2 bad input (unknown lesson or parameter, value out of range or\n"
        "not a number, duration <= 0, an export folder that cannot be written or is in use, work\n"
        "beyond --time-limit, a session file that cannot be read, a malformed scene file:\n"
        "reported as FILE:LINE:COLUMN: what is wrong), 130 interrupted.\n"
        "Headless runs need no display: without one, Qt's offscreen platform is used.\n");
}

QString versionText()
{
    return QStringLiteral(
               "ParticleLab %1\n"
               "Licence: %2 (GNU General Public License, version 3 or later,\n"
               "<https://www.gnu.org/licenses/gpl-3.0.html>). This is free software: you may\n"
               "share and change it under the licence's terms. There is NO WARRANTY, to the\n"
               "extent permitted by law.\n"
               "Web: %3\n")
        .arg(QStringLiteral(PARTICLELAB_VERSION), QString::fromLatin1(projectLicence),
             QString::fromLatin1(projectWebAddress));
}

CommandLineParse parseCommandLine(const QStringList& arguments)
{
    CommandLineParse result;
    CommandLineOptions& o = result.options;
    bool haveLesson = false, haveDuration = false, haveSingleSteps = false, haveTimeLimit = false;
    auto quoted = [](const QString& text) { return toQString(quoteInput(text.toStdString())); };
    bool wantList = false, wantDescribe = false, wantHelp = false, wantVersion = false;

    auto fail = [&result](const QString& message) {
        result.error = message;
        return result;
    };

    for (int i = 0; i < arguments.size(); ++i) {
        QString arg = arguments[i];
        QString inlineValue;
        bool hasInline = false;
        if (arg.startsWith(QStringLiteral("--")) && arg.contains(QLatin1Char('='))) {
            const int eq = arg.indexOf(QLatin1Char('='));
            inlineValue = arg.mid(eq + 1);
            arg = arg.left(eq);
            hasInline = true;
        }
        auto value = [&](QString& out) -> bool {
            if (hasInline) {
                out = inlineValue;
                return true;
            }
            if (i + 1 >= arguments.size())
                return false;
            out = arguments[++i];
            return true;
        };
        QString v;
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            wantHelp = true;
        } else if (arg == QLatin1String("--version")) {
            wantVersion = true;
        } else if (arg == QLatin1String("--list-lessons")) {
            wantList = true;
        } else if (arg == QLatin1String("--describe")) {
            if (!value(v) || v.isEmpty())
                return fail(QStringLiteral("--describe needs a lesson id (see --list-lessons)"));
            o.lesson = v.toStdString();
            wantDescribe = true;
        } else if (arg == QLatin1String("--lesson")) {
            if (!value(v) || v.isEmpty())
                return fail(QStringLiteral("--lesson needs a lesson id (see --list-lessons)"));
            o.lesson = v.toStdString();
            haveLesson = true;
        } else if (arg == QLatin1String("--set")) {
            if (!value(v))
                return fail(QStringLiteral("--set needs NAME=VALUE"));
            const int eq = v.indexOf(QLatin1Char('='));
            if (eq <= 0)
                return fail(QStringLiteral("--set %1: expected NAME=VALUE").arg(quoted(v)));
            o.settings.emplace_back(v.left(eq).trimmed().toStdString(), v.mid(eq + 1).toStdString());
        } else if (arg == QLatin1String("--duration")) {
            if (!value(v))
                return fail(QStringLiteral("--duration needs a number of seconds"));
            bool ok = false;
            const double d = v.trimmed().toDouble(&ok);
            if (!ok || !std::isfinite(d))
                return fail(QStringLiteral("--duration: %1 is not a number of seconds").arg(quoted(v)));
            if (d <= 0)
                return fail(QStringLiteral("--duration: %1 s must be greater than 0").arg(quoted(v)));
            o.duration = d;
            haveDuration = true;
        } else if (arg == QLatin1String("--single-steps")) {
            if (!value(v))
                return fail(QStringLiteral("--single-steps needs a whole number"));
            bool ok = false;
            const int n = v.trimmed().toInt(&ok);
            if (!ok || n < 0 || n > 1000000)
                return fail(QStringLiteral("--single-steps: %1 is not a whole number from 0 to 1000000").arg(quoted(v)));
            o.singleSteps = n;
            haveSingleSteps = true;
        } else if (arg == QLatin1String("--time-limit")) {
            if (!value(v))
                return fail(QStringLiteral("--time-limit needs a number of seconds"));
            bool ok = false;
            const double limit = v.trimmed().toDouble(&ok);
            if (!ok || !std::isfinite(limit) || limit <= 0)
                return fail(QStringLiteral("--time-limit: %1 is not a number of seconds greater than 0")
                                .arg(quoted(v)));
            o.timeLimit = limit;
            haveTimeLimit = true;
        } else if (arg == QLatin1String("--export")) {
            if (!value(v) || v.isEmpty())
                return fail(QStringLiteral("--export needs a directory"));
            o.exportDirectory = v;
        } else if (arg == QLatin1String("--open")) {
            if (!value(v) || v.isEmpty())
                return fail(QStringLiteral("--open needs a session (.plsession) or scene (.json) file"));
            o.openFile = v;
        } else if (arg == QLatin1String("--save")) {
            if (!value(v) || v.isEmpty())
                return fail(QStringLiteral("--save needs a file name"));
            o.saveFile = v;
        } else if (arg == QLatin1String("--record")) {
            if (!value(v) || v.isEmpty())
                return fail(QStringLiteral("--record needs FILE.mp4, FILE.gif or a folder"));
            o.recordTarget = v;
        } else if (arg == QLatin1String("--fps")) {
            bool ok = false;
            const int n = value(v) ? v.trimmed().toInt(&ok) : 0;
            if (!ok || n < 1 || n > 240)
                return fail(QStringLiteral("--fps: %1 is not a whole number from 1 to 240").arg(quoted(v)));
            o.fps = n;
        } else if (arg == QLatin1String("--record-size")) {
            const QStringList parts = value(v) ? v.toLower().split(QLatin1Char('x')) : QStringList();
            bool okW = false, okH = false;
            const int w = parts.size() == 2 ? parts[0].toInt(&okW) : 0;
            const int h = parts.size() == 2 ? parts[1].toInt(&okH) : 0;
            if (!okW || !okH || w < 16 || h < 16 || w > 7680 || h > 4320)
                return fail(QStringLiteral("--record-size: %1 is not WIDTHxHEIGHT from 16x16 to 7680x4320")
                                .arg(quoted(v)));
            o.recordWidth = w;
            o.recordHeight = h;
        } else if (arg == QLatin1String("--record-charts")) {
            o.recordCharts = true;
        } else if (arg == QLatin1String("--theme")) {
            o.theme = value(v) ? themeNamed(v.trimmed().toLower()) : std::nullopt;
            if (!o.theme)
                return fail(QStringLiteral("--theme: %1 is not light, dark or high-contrast")
                                .arg(quoted(v)));
        } else if (arg == QLatin1String("--language")) {
            QStringList codes{QStringLiteral("system")};
            for (const Language& language : languages())
                codes << language.code;
            if (!value(v) || !codes.contains(v.trimmed()))
                return fail(QStringLiteral("--language: %1 is not one of %2")
                                .arg(quoted(v), codes.join(QStringLiteral(", "))));
            o.language = v.trimmed();
        } else if (arg == QLatin1String("--export-lammps")) {
            if (!value(v) || v.isEmpty())
                return fail(QStringLiteral("--export-lammps needs a directory"));
            o.lammpsExportDirectory = v;
        } else if (arg == QLatin1String("--export-xlsx")) {
            if (!value(v) || v.isEmpty())
                return fail(QStringLiteral("--export-xlsx needs a file name ending in .xlsx"));
            if (!v.endsWith(QLatin1String(".xlsx"), Qt::CaseInsensitive))
                return fail(QStringLiteral("--export-xlsx: %1 does not end in .xlsx").arg(quoted(v)));
            o.xlsxFile = v;
        } else if (arg == QLatin1String("--handout")) {
            if (!value(v) || v.isEmpty())
                return fail(QStringLiteral("--handout needs a file name ending in .pdf"));
            if (!v.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
                return fail(QStringLiteral("--handout: %1 does not end in .pdf").arg(quoted(v)));
            o.handoutFile = v;
        } else if (arg == QLatin1String("--paper")) {
            if (!value(v))
                return fail(QStringLiteral("--paper needs a4 or letter"));
            o.paper = v.trimmed().toLower();
            if (o.paper != QLatin1String("a4") && o.paper != QLatin1String("letter"))
                return fail(QStringLiteral("--paper: %1 is not a4 or letter").arg(quoted(v)));
        } else {
            return fail(QStringLiteral("unknown argument %1 (see --help)").arg(quoted(arguments[i])));
        }
    }

    if (wantHelp) {
        o.mode = CommandLineOptions::Mode::Help;
        return result;
    }
    if (wantVersion) {
        o.mode = CommandLineOptions::Mode::Version;
        return result;
    }
    if (wantList) {
        o.mode = CommandLineOptions::Mode::ListLessons;
        return result;
    }
    o.durationGiven = haveDuration;
    const bool headlessOutput = !o.exportDirectory.isEmpty() || !o.saveFile.isEmpty() ||
                                !o.recordTarget.isEmpty() || !o.lammpsExportDirectory.isEmpty() ||
                                !o.xlsxFile.isEmpty() || !o.handoutFile.isEmpty();
    if (!o.paper.isEmpty() && o.handoutFile.isEmpty())
        return fail(QStringLiteral("--paper needs --handout FILE.pdf"));
    auto lessonExists = [](const std::string& id) { return createLesson(id) != nullptr; };
    if (wantDescribe) {
        if (!lessonExists(o.lesson))
            return fail(QStringLiteral("unknown lesson %1 (see --list-lessons)")
                            .arg(quoted(QString::fromStdString(o.lesson))));
        o.mode = CommandLineOptions::Mode::Describe;
        return result;
    }
    if (!o.openFile.isEmpty()) {
        if (haveLesson)
            return fail(QStringLiteral("give either --lesson ID or --open FILE, not both"));
        if (!headlessOutput && (haveDuration || haveSingleSteps || haveTimeLimit))
            return fail(QStringLiteral("--duration, --single-steps and --time-limit need --export DIR, "
                                       "--save FILE or --record TARGET"));
        o.mode = headlessOutput ? CommandLineOptions::Mode::Headless : CommandLineOptions::Mode::Gui;
        return result;
    }
    if (!haveLesson) {
        if (!o.recordTarget.isEmpty())
            return fail(QStringLiteral("--record needs --lesson ID or --open FILE"));
        if (!o.settings.empty() || haveDuration || headlessOutput || haveSingleSteps || haveTimeLimit)
            return fail(QStringLiteral("--set, --duration, --single-steps, --time-limit, --export, "
                                       "--export-lammps, --export-xlsx, --handout and --save need "
                                       "--lesson ID or --open FILE"));
        o.mode = CommandLineOptions::Mode::Gui;
        return result;
    }
    if (!lessonExists(o.lesson))
        return fail(QStringLiteral("unknown lesson %1 (see --list-lessons)")
                        .arg(quoted(QString::fromStdString(o.lesson))));
    if (!headlessOutput) {
        if (haveDuration || haveSingleSteps || haveTimeLimit)
            return fail(QStringLiteral("--duration, --single-steps and --time-limit need --export DIR, "
                                       "--save FILE or --record TARGET"));
        o.mode = CommandLineOptions::Mode::Gui;
        return result;
    }
    // A LAMMPS export alone exports the state as set, unless a run length is given.
    if (o.exportDirectory.isEmpty() && o.xlsxFile.isEmpty() && o.handoutFile.isEmpty() &&
        !haveDuration)
        o.duration = 0.0;
    o.mode = CommandLineOptions::Mode::Headless;
    return result;
}

} // namespace pl
