// SPDX-License-Identifier: GPL-3.0-or-later
// Soak through the real command line (CTest label `soak`): every lesson runs headless with a
// duration far beyond what fits in the time given, while its resident memory (VmRSS) is sampled
// every half second. --seconds-per-run after its first progress line (a study before it may take
// as long again) the run is sent SIGINT, as a person pressing Ctrl+C would. Each lesson soaks
// three times:
//   * at its defaults;
//   * at the low ends of its ranges: every numeric parameter at its declared min at once;
//   * at the high ends: every numeric parameter at its declared max at once.
// lammps-run gets a LAMMPS dump to replay (written here: a Lennard-Jones fluid, 2 000 frames).
// A combination the program refuses (exit 2 naming parameters, e.g. taylor's x_min = x_max)
// gives those parameters back their defaults and is tried again; the table says which.
// The range-end runs get --end-seconds each (default two thirds of --seconds-per-run).
// The duration asked is 1e6 s; a lesson too slow for that within a day is refused by the program,
// and then soaks for half a day's worth at the rate it measured.
// Checks per run:
//   * memory flat: the lowest resident memory in the last third of the run exceeds the highest
//     in its first third by at most kGrowthBytes (slack and the timeline's keyframe budget) +
//     kGrowthFraction. Lowest against highest, so that transient peaks (a keyframe of 10⁵ SPH
//     particles being thinned swings RSS by 50 MB) are not taken for growth, while a leak, which
//     raises the floor, is. The run starts at the first progress line: a study before it is
//     warm-up; a run with fewer than kJudgedLines progress lines (a long study, a run that
//     ends at once, 10⁵ SPH particles still growing their neighbour lists) is not judged;
//   * no slowdown: steps per CPU second of the program over the last third of the progress
//     lines is at least kSlowestRatio of the rate over the first third (CPU seconds, not wall
//     seconds, so that other work on the machine does not count as a slowdown). Steps, not
//     simulated seconds: work that grows with the run (a path walked whole at every step) makes
//     each step dearer, while an adaptive Δt that shrinks in a violent flow (sph-tank at its low
//     ends: the walls leak and WCSPH's Courant limit falls 7×) takes more steps per simulated
//     second at the same cost per step. Simulated seconds per CPU second are printed beside;
//   * no signal, and Ctrl+C ends the program within a second with exit 130 and writes nothing
//     (or the run finished on its own with exit 0 and a clean export: finite numbers, or a
//     clean "diverged at t = …" at a range end; also when Ctrl+C came as it was finishing).
//     A stop longer than a second fails when the program's own CPU after Ctrl+C passed a second
//     too; otherwise the rest was a wait for a core on a loaded machine.
// Usage: soak_lessons --program PATH [--seconds-per-run S] [--end-seconds S] [--lesson ID]
//                     [--jobs N] [--seed N]
// (the seed is accepted for a uniform command line; the runs are deterministic).
#include "ExportScan.h"
#include "LammpsFrames.h"
#include "LessonParameters.h"
#include "ProgramRun.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>

#include <particlelab/io/LammpsDump.h>
#include <particlelab/md/LennardJonesFluid.h>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace pl;
using namespace pl::test;

namespace {

// 4 MB of slack plus 16 MB: a headless run that is not saved keeps two timeline keyframes
// (app/HeadlessRun.cpp, kUnsavedRecordBudget), a lesson's own buffers may still grow early.
constexpr double kGrowthBytes = (4.0 + 16.0) * 1024 * 1024;
constexpr double kGrowthFraction = 0.02;
constexpr double kSlowestRatio = 0.5;
// Memory and speed are judged only over a run that wrote at least this many progress lines
// (two seconds apart: the program's ProgressLine, app/RunControl.cpp), so that speed compares
// the first interval with the last and memory the first 2 s of the run with its last 2 s; in
// fewer the first third is still warm-up (10⁵ SPH particles take a few steps in 6 s while their
// neighbour lists grow by 30 MB). Four lines take 6 s after the first: a run given less is
// never judged (the CTest soak gave 10 s while this asked for six lines, the sixth 10 s after
// the first: whether a lesson was judged was a race).
constexpr std::size_t kJudgedLines = 4;

double residentBytes(qint64 pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return 0.0;
    static const QRegularExpression rss(QStringLiteral("VmRSS:\\s+(\\d+) kB"));
    const auto m = rss.match(QString::fromLatin1(status.readAll()));
    return m.hasMatch() ? m.captured(1).toDouble() * 1024.0 : 0.0;
}

struct SoakResult {
    QString problem;
    // Resident bytes: at the start; the highest in the first third of the run (warm-up and
    // transient peaks included); the lowest in the last third (what the run keeps for good).
    double startRss = 0, thirdRss = 0, endRss = 0, firstRate = 0, lastRate = 0;
    double firstStepRate = 0, lastStepRate = 0;  // steps per CPU s
    QString stderrText;
    bool reachedRun = false;  // a progress line came (not only a study, not finished at once)
    // Enough progress lines (kJudgedLines) that the first third of the run is past its warm-up.
    bool longEnough = false;
    bool interrupted = false; // still running after the time given, sent Ctrl+C
    int exitCode = -1;
    QStringList defaulted;    // parameters given back their defaults (a refused combination)
};

// Progress lines: "particlelab: run: 12 % (t = 3.4 s of 1e+06 s, step 3400), about … left"
const QRegularExpression& progressLine()
{
    static const QRegularExpression line(QStringLiteral("t = ([0-9.e+-]+) s of [0-9.e+-]+ s, step ([0-9]+)"));
    return line;
}

// CPU seconds (user + system, all threads) the process `pid` has used so far.
double cpuSeconds(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return 0.0;
    // Fields after the command name in parentheses: state is the 3rd, utime the 14th, stime the
    // 15th (proc(5)).
    const QByteArray line = stat.readAll();
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 13)
        return 0.0;
    return (fields[11].toDouble() + fields[12].toDouble()) /
           static_cast<double>(::sysconf(_SC_CLK_TCK));
}

struct ProgressPoint {
    double cpu = 0.0;        // s of CPU when the line was read
    double simulated = 0.0;  // s of simulated time the line reports
    double steps = 0.0;      // steps taken, as the line reports
};

// Simulated seconds and steps per CPU second from point `from` to point `to`.
double rate(const ProgressPoint& from, const ProgressPoint& to)
{
    return to.cpu > from.cpu ? (to.simulated - from.simulated) / (to.cpu - from.cpu) : 0.0;
}
double stepRate(const ProgressPoint& from, const ProgressPoint& to)
{
    return to.cpu > from.cpu ? (to.steps - from.steps) / (to.cpu - from.cpu) : 0.0;
}

SoakResult soak(const QString& program, const QString& lesson, const QStringList& settings,
                double seconds, const QString& duration)
{
    SoakResult r;
    QTemporaryDir scratch;
    const QString exportDir = scratch.filePath(QStringLiteral("export"));
    QStringList arguments{QStringLiteral("--lesson"), lesson};
    for (const QString& s : settings)
        arguments << QStringLiteral("--set") << s;
    arguments << QStringLiteral("--duration") << duration << QStringLiteral("--export") << exportDir;
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForStarted()) {
        r.problem = QStringLiteral("did not start");
        return r;
    }
    QElapsedTimer clock;
    clock.start();
    std::vector<double> samples;  // resident bytes, every half second
    std::vector<ProgressPoint> progress;
    QString err;
    std::size_t runStart = 0;  // the first sample after the first progress line
    // Waiting for stderr returns as soon as a progress line comes, so that the CPU time read
    // with it is the one at which it was written.
    process.setReadChannel(QProcess::StandardError);
    qint64 nextSampleMs = 500;
    // The time given counts from the first progress line: a study before it (the double
    // pendulum's flip map) may take as long again, so that the run itself is judged.
    const auto givenMs = static_cast<qint64>(seconds * 1000);
    qint64 runStartMs = -1;
    auto timeLeft = [&] {
        return runStartMs < 0 ? clock.elapsed() < 2 * givenMs
                              : clock.elapsed() - runStartMs < givenMs;
    };
    while (timeLeft() && process.state() == QProcess::Running) {
        process.waitForReadyRead(
            static_cast<int>(std::max<qint64>(1, nextSampleMs - clock.elapsed())));
        const QString fresh = QString::fromUtf8(process.readAllStandardError());
        err += fresh;
        if (process.state() != QProcess::Running)
            break;
        QString lastTime, lastStep;
        for (auto it = progressLine().globalMatch(fresh); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            lastTime = match.captured(1);
            lastStep = match.captured(2);
        }
        if (!lastTime.isEmpty()) {
            if (progress.empty()) {
                runStart = samples.size();
                runStartMs = clock.elapsed();
            }
            progress.push_back(
                {cpuSeconds(process.processId()), lastTime.toDouble(), lastStep.toDouble()});
        }
        if (clock.elapsed() >= nextSampleMs) {
            // A process that has just exited (a zombie) has no VmRSS: 0, not a sample.
            if (const double rss = residentBytes(process.processId()); rss > 0)
                samples.push_back(rss);
            nextSampleMs += 500;
        }
    }
    bool interrupted = false;
    qint64 stopMs = 0;
    double stopCpu = 0.0;  // CPU seconds the program spent after Ctrl+C (all its threads)
    if (process.state() == QProcess::Running) {
        interrupted = true;
        const qint64 pid = process.processId();
        const double cpuAtCtrlC = cpuSeconds(pid);
        ::kill(static_cast<pid_t>(pid), SIGINT);
        QElapsedTimer stop;
        stop.start();
        double cpuLast = cpuAtCtrlC;
        while (!process.waitForFinished(20) && stop.elapsed() < 10000)
            cpuLast = std::max(cpuLast, cpuSeconds(pid));
        if (process.state() == QProcess::Running)
            process.kill();
        stopMs = stop.elapsed();
        stopCpu = cpuLast - cpuAtCtrlC;
    }
    process.waitForFinished(-1);
    err += QString::fromUtf8(process.readAllStandardError());
    r.stderrText = err;
    r.reachedRun = !progress.empty();
    r.longEnough = progress.size() >= kJudgedLines;
    r.interrupted = interrupted;
    r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    if (!samples.empty()) {
        runStart = std::min(runStart, samples.size() - 1);
        const auto run = samples.begin() + static_cast<std::ptrdiff_t>(runStart);
        const auto third = static_cast<std::ptrdiff_t>((samples.size() - runStart + 2) / 3);
        r.startRss = samples.front();
        r.thirdRss = *std::max_element(run, run + third);
        r.endRss = *std::min_element(samples.end() - third, samples.end());
    }
    if (progress.size() >= kJudgedLines) {
        const std::size_t third = progress.size() / 3;
        r.firstRate = rate(progress[0], progress[third]);
        r.lastRate = rate(progress[progress.size() - 1 - third], progress.back());
        r.firstStepRate = stepRate(progress[0], progress[third]);
        r.lastStepRate = stepRate(progress[progress.size() - 1 - third], progress.back());
    }
    // A run that ended on its own is read back once: every file it exported must be readable.
    // Ctrl+C that comes as a run is finishing by itself (its last step taken, its export being
    // written) may find it past the point of stopping: exit 0 then, with a whole export, is
    // right too, and is read back in the same way.
    const bool finished = process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    const QStringList exportDefects = finished ? scanExport(exportDir) : QStringList();
    if (process.exitStatus() == QProcess::CrashExit)
        r.problem = QStringLiteral("ended by a signal: ") + err.right(300);
    else if (interrupted && process.exitCode() != 130 && process.exitCode() != 0)
        r.problem = QStringLiteral("Ctrl+C gave exit code %1").arg(process.exitCode());
    else if (interrupted && !finished && stopMs > 1000 && stopCpu > 1.0)
        // Over a second of wall time and of the program's own work: on a loaded machine (the
        // fuzzer's and this soak's runs share two cores in CI) a stop that needs half a second
        // of CPU waits as long again for a core, which is not the program's doing.
        r.problem = QStringLiteral("Ctrl+C took %1 ms (%2 s of CPU) to stop the run")
                        .arg(stopMs)
                        .arg(stopCpu, 0, 'f', 2);
    else if (interrupted && !finished && QDir(exportDir).exists() && !QDir(exportDir).isEmpty())
        r.problem = QStringLiteral("Ctrl+C left files in the export folder");
    else if (!interrupted && process.exitCode() != 0 && process.exitCode() != 2)
        r.problem = QStringLiteral("exit code %1").arg(process.exitCode());
    else if (!exportDefects.isEmpty())
        r.problem = QStringLiteral("finished, but the export has defects: ") +
                    exportDefects.join(QStringLiteral("; "));
    else if (r.longEnough && r.endRss > r.thirdRss + kGrowthBytes + kGrowthFraction * r.thirdRss)
        r.problem = QStringLiteral("resident memory grew from at most %1 MB in the first third of "
                                   "the run to at least %2 MB in the last third")
                        .arg(r.thirdRss / 1048576.0, 0, 'f', 1)
                        .arg(r.endRss / 1048576.0, 0, 'f', 1);
    else if (r.firstStepRate > 0 && r.lastStepRate < kSlowestRatio * r.firstStepRate)
        r.problem = QStringLiteral("slowed down from %1 to %2 steps per CPU second")
                        .arg(r.firstStepRate)
                        .arg(r.lastStepRate);
    return r;
}

// A lesson too slow for 1e6 s within a day is refused with "… at the measured R simulated s per
// second, more than a day": it soaks again for half a day's worth at that rate. A combination of
// settings refused with "error: parameter(s) 'a' …" gives the parameters it names their defaults
// and is tried again.
SoakResult soakLong(const QString& program, const QString& lesson, QStringList settings,
                    double seconds)
{
    static const QRegularExpression refused(
        QStringLiteral("at the measured ([0-9.e+-]+) simulated s per second, more than a day"));
    static const QRegularExpression quoted(QStringLiteral("'([A-Za-z0-9_]+)'"));
    QStringList defaulted;
    for (;;) {
        SoakResult r = soak(program, lesson, settings, seconds, QStringLiteral("1e6"));
        if (const auto m = refused.match(r.stderrText); m.hasMatch()) {
            const double halfDay = m.captured(1).toDouble() * 12.0 * 3600.0;
            r = soak(program, lesson, settings, seconds, QString::number(halfDay, 'g', 3));
            r.defaulted = defaulted;
            return r;
        }
        const QString error = r.stderrText.split(QLatin1Char('\n')).filter(
            QStringLiteral("particlelab: error:")).value(0);
        const qsizetype before = settings.size();
        if (r.exitCode == 2 && !r.interrupted)
            for (auto it = quoted.globalMatch(error); it.hasNext();) {
                const QString id = it.next().captured(1);
                const QStringList named = settings.filter(
                    QRegularExpression(QLatin1Char('^') + id + QLatin1Char('=')));
                for (const QString& s : named)
                    settings.removeAll(s);
                if (!named.isEmpty())
                    defaulted << id;
            }
        if (settings.size() == before) {
            r.defaulted = defaulted;
            if (r.exitCode == 2 && !r.interrupted && r.problem.isEmpty())
                r.problem = QStringLiteral("refused: ") + error.left(200);
            return r;
        }
    }
}

// lammps-run replays a LAMMPS dump: the soak writes one of a Lennard-Jones fluid, 100 atoms
// and 2 000 frames 10 steps apart, and gives it to every run of that lesson.
QString writeLammpsDump(const QString& directory)
{
    LennardJonesFluid fluid(LennardJonesSettings{}, 7);
    fluid.populate(100, 0.7, 1.0);
    std::string text;
    for (int frame = 0; frame < 2000; ++frame) {
        appendLammpsDumpFrame(lammpsFrameOf(fluid, fluid.steps()), text);
        for (int step = 0; step < 10; ++step)
            fluid.step(0.005);
    }
    const QString path = QDir(directory).filePath(QStringLiteral("soak.lammpstrj"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()))
        return {};
    return path;
}

// The settings of one soak: nothing (the defaults), or every numeric parameter at one end.
enum class Variant { Defaults, LowEnds, HighEnds };

QStringList settingsFor(const QString& program, const QString& lesson, Variant variant,
                        const QString& lammpsDump)
{
    QStringList settings;
    if (lesson == QLatin1String("lammps-run") && !lammpsDump.isEmpty())
        settings << QStringLiteral("dump=") + lammpsDump;
    if (variant == Variant::Defaults)
        return settings;
    for (const DescribedParameter& p : describeLesson(program, lesson))
        if (p.isNumeric())
            settings << p.id + QLatin1Char('=') +
                            exactNumber(variant == Variant::LowEnds ? p.min : p.max);
    return settings;
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QString program, onlyLesson;
    double seconds = 45, endSeconds = -1;
    int jobs = 1;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == QLatin1String("--program")) program = args[i + 1];
        else if (args[i] == QLatin1String("--seconds-per-run")) seconds = args[i + 1].toDouble();
        else if (args[i] == QLatin1String("--end-seconds")) endSeconds = args[i + 1].toDouble();
        else if (args[i] == QLatin1String("--lesson")) onlyLesson = args[i + 1];
        else if (args[i] == QLatin1String("--jobs")) jobs = std::max(1, args[i + 1].toInt());
        else if (args[i] != QLatin1String("--seed")) {
            std::fprintf(stderr, "usage: soak_lessons --program PATH [--seconds-per-run S] "
                                 "[--end-seconds S] [--lesson ID] [--jobs N] [--seed N]\n");
            return 2;
        }
    }
    if (endSeconds < 0)
        endSeconds = seconds * 2.0 / 3.0;
    const ProgramRun list = runProgram(program, {QStringLiteral("--list-lessons")}, 60000);
    struct Soak {
        QString lesson;
        Variant variant;
        SoakResult result;
    };
    QTemporaryDir scratch;
    const QString lammpsDump = writeLammpsDump(scratch.path());
    std::vector<Soak> soaks;
    for (const QString& lesson : list.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (onlyLesson.isEmpty() || lesson == onlyLesson)
            for (Variant v : {Variant::Defaults, Variant::LowEnds, Variant::HighEnds})
                soaks.push_back({lesson, v, {}});
    // `jobs` runs soak at once, each in its own process: memory is per process and the
    // slowdown check compares a run with itself.
    std::atomic<std::size_t> next{0};
    auto worker = [&] {
        for (std::size_t i = next++; i < soaks.size(); i = next++) {
            Soak& s = soaks[i];
            s.result = soakLong(program, s.lesson,
                                settingsFor(program, s.lesson, s.variant, lammpsDump),
                                s.variant == Variant::Defaults ? seconds : endSeconds);
        }
    };
    std::vector<std::thread> workers;
    for (int j = 0; j < jobs; ++j)
        workers.emplace_back(worker);
    for (std::thread& t : workers)
        t.join();

    int failures = 0, judged = 0, judgedAtDefaults = 0;
    std::printf("%-28s %9s %9s %9s  %s\n", "lesson (settings)", "RSS start", "max 1st ⅓",
                "min last ⅓", "steps per CPU s (sim s per CPU s): first third → last third");
    for (const Soak& s : soaks) {
        const SoakResult& r = s.result;
        const char* variant = s.variant == Variant::Defaults ? "" :
                              s.variant == Variant::LowEnds  ? " (min)" : " (max)";
        const QString name = s.lesson + QLatin1String(variant);
        std::printf("%-28s %7.1f MB %7.1f MB %7.1f MB  %.3g → %.3g (%.3g → %.3g)%s%s%s%s\n",
                    qPrintable(name), r.startRss / 1048576.0, r.thirdRss / 1048576.0,
                    r.endRss / 1048576.0, r.firstStepRate, r.lastStepRate, r.firstRate,
                    r.lastRate,
                    r.longEnough    ? ""
                    : r.reachedRun  ? "  (fewer than 4 progress lines: too short to judge)"
                    : r.interrupted ? "  (no progress line in time: memory not judged)"
                                    : "  (finished without a progress line)",
                    r.defaulted.isEmpty()
                        ? ""
                        : qPrintable(QStringLiteral("  (refused together, left at defaults: ") +
                                     r.defaulted.join(QStringLiteral(", ")) + QLatin1Char(')')),
                    r.problem.isEmpty() ? "" : "  FAILED: ", qPrintable(r.problem));
        failures += r.problem.isEmpty() ? 0 : 1;
        judged += r.longEnough ? 1 : 0;
        judgedAtDefaults += r.longEnough && s.variant == Variant::Defaults ? 1 : 0;
    }
    std::printf("soak: %d of %d runs failed, %d judged for memory and speed (bound: the lowest RSS "
                "of the last third ≤ the highest of the first third + 20 MB + 2 %%)\n",
                failures, static_cast<int>(soaks.size()), judged);
    // A soak that judges no run at its defaults checks neither memory nor speed: the time given
    // is too short for kJudgedLines progress lines.
    if (judgedAtDefaults == 0) {
        std::printf("soak: FAILED: no run at its defaults wrote %d progress lines in the %g s "
                    "given: memory and speed were not judged (give more --seconds-per-run)\n",
                    static_cast<int>(kJudgedLines), seconds);
        return 1;
    }
    return failures == 0 ? 0 : 1;
}
