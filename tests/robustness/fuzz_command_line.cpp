// SPDX-License-Identifier: GPL-3.0-or-later
// Parameter fuzzer through the real command line (CTest label `fuzz`).
//
// For every lesson (from --list-lessons and --describe) it runs particlelab headless with
//   * every numeric parameter at its declared min and at its max, the others at their defaults;
//   * seeded random combinations of one to four hostile --set values: NaN, ±inf, huge, tiny,
//     subnormal, out-of-range exponents, garbage, 100 000 characters, just outside and at the
//     ends of the range, non-integers for integers, odd flag spellings, unknown and duplicated
//     choices, and the same parameter set twice.
// Every run must end in one of two ways:
//   exit 0 and an export that reads back clean (ExportScan: no NaN/inf in report.json, a CSV or
//   an SVG, no truncated PNG/SVG, no leftover temporary file), or
//   exit 2 with exactly one error line on stderr that names a parameter of the lesson (or the
//   --time-limit / --duration whose bound the estimated work exceeds).
// Never a signal, never another exit code, never a run that does not end.
//
// Usage: fuzz_command_line --program PATH [--seed N] [--inputs-per-lesson N] [--lesson ID]
//                          [--jobs N] [--no-boundaries]
// --jobs runs that many command lines at once (the inputs and the report do not depend on it).
// Double-pendulum runs map a 20 × 20 flip grid unless the input sets it (baselineOf).
// CTest runs seed 1 with a few inputs per lesson; a longer run by hand, e.g.
//   build/tests/robustness/fuzz_command_line --program build/particlelab --seed 7
//       --inputs-per-lesson 400
// Each finding prints the shell line that repeats it.
#include "ExportScan.h"
#include "FuzzJobs.h"
#include "LessonParameters.h"
#include "ProgramRun.h"

#include <QCoreApplication>
#include <QDir>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <random>

using namespace pl::test;

namespace {

// The run's simulated time and wall-clock limit: enough to take steps, record charts and run
// the studies at every range end, small enough for CI. Not the ideal gas's three studies (about
// 10 s at any settings): the program refuses its runs at once from their estimates (before
// those, every one of them ran 8 s and was stopped).
const QString kDuration = QStringLiteral("0.05");
const QString kTimeLimit = QStringLiteral("8");
constexpr int kTimeoutMs = 120000;  // a run still going after this is a finding

using Parameter = DescribedParameter;

using Tally = FuzzTally;

// One hostile text for parameter `p`.
QString hostileValue(const Parameter& p, std::mt19937_64& random)
{
    auto pick = [&random](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };
    const double span = p.max - p.min;
    const double tiny = std::numeric_limits<double>::denorm_min();
    if (p.kind == QLatin1String("choice") || p.kind == QLatin1String("multichoice")) {
        const QString a = p.choices.value(pick(std::max<int>(1, p.choices.size())));
        const QString b = p.choices.value(pick(std::max<int>(1, p.choices.size())));
        const QStringList options{a, a + QLatin1Char(',') + a + QLatin1Char(',') + a,
                                  a + QLatin1Char(',') + b, QStringLiteral("no-such-choice"),
                                  QString(), QStringLiteral(","), a.toUpper(),
                                  QLatin1Char(' ') + a + QLatin1Char(' '), QStringLiteral("nan"),
                                  QString(100000, QLatin1Char('x'))};
        return options[pick(options.size())];
    }
    if (p.kind == QLatin1String("text")) {
        // Text parameters may name files (lammps-run's dump and log): paths that are a folder,
        // empty, missing, or bytes that are no text format at all.
        const QStringList options{QStringLiteral("1,2,3"), QStringLiteral("nan,inf,-inf"),
                                  QStringLiteral("1e308,-1e308"), QStringLiteral("1e-320"),
                                  QStringLiteral(",,,"), QString(), QStringLiteral("abc"),
                                  QString(100000, QLatin1Char('9')), QStringLiteral("/"),
                                  QStringLiteral("/dev/null"), QStringLiteral("/no/such/file"),
                                  QCoreApplication::applicationFilePath()};
        return options[pick(options.size())];
    }
    const QStringList options{
        QStringLiteral("nan"), QStringLiteral("NaN"), QStringLiteral("-nan"),
        QStringLiteral("inf"), QStringLiteral("-inf"), QStringLiteral("Infinity"),
        QStringLiteral("1e308"), QStringLiteral("-1e308"), QStringLiteral("1e400"),
        QStringLiteral("1e-400"), QStringLiteral("1e-320"), QStringLiteral("-1e-320"),
        exactNumber(tiny), QStringLiteral("0"), QStringLiteral("-0"), QStringLiteral("abc"),
        QString(), QStringLiteral(" "), QStringLiteral("1.0.0"), QStringLiteral("0x10"),
        QStringLiteral("1e"), QStringLiteral("+"), QStringLiteral("١٢"),
        QString(100000, QLatin1Char('7')), exactNumber(p.min), exactNumber(p.max),
        exactNumber(p.min - 1e-9 * std::max(1.0, std::abs(p.min))),
        exactNumber(p.max + 1e-9 * std::max(1.0, std::abs(p.max))),
        exactNumber(std::nextafter(p.min, -INFINITY)),
        exactNumber(std::nextafter(p.max, INFINITY)),
        exactNumber(p.min + span * 1e-12), exactNumber(p.max - span * 1e-12),
        exactNumber(p.min + 0.5), QStringLiteral("TRUE"), QStringLiteral("Yes"),
        QStringLiteral("2"), QStringLiteral("-1"),
        exactNumber(p.min + span * std::uniform_real_distribution<>(0, 1)(random))};
    return options[pick(options.size())];
}

// Settings every run of a lesson starts from unless its input sets them: the double pendulum's
// flip map at its default 200 × 200 grid costs about 20 CPU-s per run, far more than any other
// lesson's whole run, so its runs map 20 × 20 (the study's code path is the same; its grid
// range ends are still tried, since they set flip_grid themselves).
QStringList baselineOf(const QString& lesson, const QStringList& settings)
{
    QStringList baseline;
    auto sets = [&settings](const QString& id) {
        return std::any_of(settings.begin(), settings.end(),
                           [&id](const QString& s) { return s.startsWith(id + QLatin1Char('=')); });
    };
    if (lesson == QLatin1String("double-pendulum") && !sets(QStringLiteral("flip_grid")))
        baseline << QStringLiteral("flip_grid=20");
    return baseline;
}

// Runs one command line and checks how it ended.
void check(const QString& program, const QString& lesson, const std::vector<Parameter>& table,
           const QStringList& settings, Tally& tally)
{
    QTemporaryDir scratch;
    const QString exportDir = scratch.filePath(QStringLiteral("export"));
    QStringList arguments{QStringLiteral("--lesson"), lesson};
    for (const QString& s : baselineOf(lesson, settings) + settings)
        arguments << QStringLiteral("--set") << s;
    arguments << QStringLiteral("--duration") << kDuration << QStringLiteral("--time-limit")
              << kTimeLimit << QStringLiteral("--export") << exportDir;
    const ProgramRun run = runProgram(program, arguments, kTimeoutMs);
    // It names a parameter of the lesson, or the option whose bound the work exceeded.
    const auto namesParameter = [&table](const QString& error) {
        bool names = error.contains(QLatin1String("--time-limit")) ||
                     error.contains(QLatin1String("--duration"));
        for (const Parameter& p : table)
            names = names || error.contains(QLatin1Char('\'') + p.id + QLatin1Char('\''));
        return names;
    };
    judgeFuzzRun(run, arguments, exportDir, namesParameter, QStringLiteral("a parameter"), tally);
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QString program, onlyLesson;
    unsigned long long seed = 1;
    int inputsPerLesson = 12;
    int jobs = 1;
    bool boundaries = true;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        const QString a = args[i];
        const QString next = i + 1 < args.size() ? args[i + 1] : QString();
        if (a == QLatin1String("--program")) { program = next; ++i; }
        else if (a == QLatin1String("--seed")) { seed = next.toULongLong(); ++i; }
        else if (a == QLatin1String("--inputs-per-lesson")) { inputsPerLesson = next.toInt(); ++i; }
        else if (a == QLatin1String("--lesson")) { onlyLesson = next; ++i; }
        else if (a == QLatin1String("--jobs")) { jobs = std::max(1, next.toInt()); ++i; }
        else if (a == QLatin1String("--no-boundaries")) { boundaries = false; }
        else {
            std::fprintf(stderr, "usage: fuzz_command_line --program PATH [--seed N] "
                                 "[--inputs-per-lesson N] [--lesson ID] [--jobs N] [--no-boundaries]\n");
            return 2;
        }
    }
    const ProgramRun list = runProgram(program, {QStringLiteral("--list-lessons")}, kTimeoutMs);
    const QStringList lessons = list.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (list.exitCode != 0 || lessons.isEmpty()) {
        std::fprintf(stderr, "fuzz: cannot list the lessons of %s\n", qPrintable(program));
        return 1;
    }

    // Every command line first (in a fixed order, so a seed always gives the same inputs), then
    // `jobs` worker threads run them; the tallies are printed per lesson in list order.
    struct Job {
        int lesson;
        QStringList settings;
    };
    std::vector<std::vector<Parameter>> tables(static_cast<std::size_t>(lessons.size()));
    std::vector<Job> work;
    for (int index = 0; index < lessons.size(); ++index) {
        const QString lesson = lessons[index];
        if (!onlyLesson.isEmpty() && lesson != onlyLesson)
            continue;
        const std::vector<Parameter>& table = tables[static_cast<std::size_t>(index)] =
            describeLesson(program, lesson);
        if (boundaries)
            for (const Parameter& p : table)
                if (p.isNumeric())
                    for (double end : {p.min, p.max})
                        work.push_back({index, {p.id + QLatin1Char('=') + exactNumber(end)}});
        std::mt19937_64 random(seed * 1000003ULL + static_cast<unsigned long long>(index));
        for (int n = 0; n < inputsPerLesson && !table.empty(); ++n) {
            QStringList settings;
            const int count = 1 + static_cast<int>(random() % 4);
            for (int k = 0; k < count; ++k) {
                const Parameter& p = table[random() % table.size()];
                settings << p.id + QLatin1Char('=') + hostileValue(p, random);
                if (random() % 8 == 0)  // the same parameter again, with a fresh value
                    settings << p.id + QLatin1Char('=') + hostileValue(p, random);
            }
            work.push_back({index, settings});
        }
    }
    std::vector<Tally> tallies(static_cast<std::size_t>(lessons.size()));
    runFuzzJobs(
        work.size(), jobs, [&](std::size_t i) { return static_cast<std::size_t>(work[i].lesson); },
        [&](std::size_t i, Tally& tally) {
            const auto lesson = static_cast<std::size_t>(work[i].lesson);
            check(program, lessons[work[i].lesson], tables[lesson], work[i].settings, tally);
        },
        tallies);
    const Tally total = printFuzzTallies(lessons, tallies, 22);
    std::printf("fuzz (seed %llu): %d command lines, %d exit 0, %d exit 2, %d findings\n", seed,
                total.runs, total.accepted, total.refused, static_cast<int>(total.findings.size()));
    return total.findings.isEmpty() ? 0 : 1;
}
