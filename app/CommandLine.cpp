#include "CommandLine.h"

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
        "                                      <table>.csv; view.png; report.json\n"
        "  particlelab --lesson ID [--set NAME=VALUE]...\n"
        "                                      start the GUI on that lesson\n"
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
        "  --help             this text\n"
        "\n"
        "report.json: {\"lesson\", \"parameters\", \"time\", \"measurements\", \"units\", \"warnings\"};\n"
        "a value that could not be computed is null, with the reason in \"warnings\".\n"
        "The run prints its estimated time before it starts and a progress line with the time\n"
        "left; a run estimated to take more than a day is refused. Ctrl+C stops it within a\n"
        "second and writes nothing.\n"
        "Exit codes: 0 success, 2 bad input (unknown lesson or parameter, value out of range or\n"
        "not a number, duration <= 0, an export folder that cannot be written or is in use, work\n"
        "beyond --time-limit), 130 interrupted.\n"
        "Headless runs need no display: without one, Qt's offscreen platform is used.\n");
}

CommandLineParse parseCommandLine(const QStringList& arguments)
{
    CommandLineParse result;
    CommandLineOptions& o = result.options;
    bool haveLesson = false, haveDuration = false, haveSingleSteps = false, haveTimeLimit = false;
    auto quoted = [](const QString& text) { return toQString(quoteInput(text.toStdString())); };
    bool wantList = false, wantDescribe = false, wantHelp = false;

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
        } else {
            return fail(QStringLiteral("unknown argument %1 (see --help)").arg(quoted(arguments[i])));
        }
    }

    if (wantHelp) {
        o.mode = CommandLineOptions::Mode::Help;
        return result;
    }
    if (wantList) {
        o.mode = CommandLineOptions::Mode::ListLessons;
        return result;
    }
    auto lessonExists = [](const std::string& id) { return createLesson(id) != nullptr; };
    if (wantDescribe) {
        if (!lessonExists(o.lesson))
            return fail(QStringLiteral("unknown lesson %1 (see --list-lessons)")
                            .arg(quoted(QString::fromStdString(o.lesson))));
        o.mode = CommandLineOptions::Mode::Describe;
        return result;
    }
    if (!haveLesson) {
        if (!o.settings.empty() || haveDuration || !o.exportDirectory.isEmpty() || haveSingleSteps ||
            haveTimeLimit)
            return fail(QStringLiteral(
                "--set, --duration, --single-steps, --time-limit and --export need --lesson ID"));
        o.mode = CommandLineOptions::Mode::Gui;
        return result;
    }
    if (!lessonExists(o.lesson))
        return fail(QStringLiteral("unknown lesson %1 (see --list-lessons)")
                        .arg(quoted(QString::fromStdString(o.lesson))));
    if (o.exportDirectory.isEmpty()) {
        if (haveDuration || haveSingleSteps || haveTimeLimit)
            return fail(QStringLiteral("--duration, --single-steps and --time-limit need --export DIR"));
        o.mode = CommandLineOptions::Mode::Gui;
        return result;
    }
    o.mode = CommandLineOptions::Mode::Headless;
    return result;
}

} // namespace pl
