// SPDX-License-Identifier: GPL-3.0-or-later
// Input-file fuzzer through the real command line (CTest label `fuzz`).
//
// Seeded hostile files handed to `particlelab --open FILE` (sessions and scenes) and to the
// LAMMPS lesson (`--set dump=FILE`), from five generators:
//   nesting      a good session or scene with 65 to 200 000 levels of [ or { put in somewhere;
//   non-regular  a device that never ends (/dev/zero, /dev/urandom), /dev/null, a FIFO nobody
//                writes to, a folder, a link to nowhere;
//   huge count   a dump whose NUMBER OF ATOMS claims up to 2⁶³ − 1 atoms over two rows;
//   non-finite   nan, ±inf or 1e999 in a dump's box, rows or columns, 1e999 in a scene's numbers;
//   slow step    a scene of up to 10⁵ particles, 1 000 substeps of 1 000 iterations, rods and
//                disk contacts, run under --time-limit.
// Every run must end in one of two ways, within the time limit and two seconds:
//   exit 0 and an export that reads back clean (ExportScan), or
//   exit 2 with exactly one error line on stderr that names the file (or the --time-limit or
//   --duration whose bound the work exceeds), and nothing written.
// Never a signal, another exit code, a run that outlasts its limit. The seed files themselves
// must open (a reader that refused everything would otherwise pass).
//
// Usage: fuzz_input_files --program PATH [--seed N] [--inputs-per-kind N] [--jobs N]
// CTest runs seed 1 with a few inputs per kind; a longer run by hand, e.g.
//   build/tests/robustness/fuzz_input_files --program build/particlelab --seed 7
//       --inputs-per-kind 200 --jobs 2
// Each finding prints the shell line that repeats it (the file stays in the kept folder).
#include "ExportScan.h"
#include "FuzzJobs.h"
#include "ProgramRun.h"
#include "Sanitizers.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <random>

#include <sys/stat.h>

using namespace pl::test;

namespace {

const QString kDuration = QStringLiteral("0.05");
constexpr int kTimeLimitSeconds = 3;
// Start-up, reading the file and the last look at the clock; AddressSanitizer reads a large scene
// some 50 times slower, and its slow scenes are ten times smaller.
constexpr int kGraceMs = kUnderAddressSanitizer ? 20000 : 2000;
constexpr int kMostParticles = kUnderAddressSanitizer ? 10000 : 100000;
constexpr int kTimeoutMs = 120000;    // a run still going after this is a finding

const char* const kKinds[] = {"nesting", "non-regular", "huge count", "non-finite", "slow step"};
constexpr int kKindCount = static_cast<int>(std::size(kKinds));

using Tally = FuzzTally;

// One input: the file and how the program is given it.
struct Input {
    int kind = 0;
    QString file;
    bool asDump = false;  // --lesson lammps-run --set dump=FILE instead of --open FILE
};

using Random = std::mt19937_64;

std::size_t pick(Random& random, std::size_t n) { return static_cast<std::size_t>(random() % n); }

QByteArray sceneText(Random& random, bool slow)
{
    const int particles = slow ? 1000 + static_cast<int>(pick(random, kMostParticles - 999))
                               : 2 + static_cast<int>(pick(random, 20));
    const int rods = slow && random() % 2 ? std::min(particles - 1, static_cast<int>(pick(random, 5000))) : 1;
    const int substeps = slow ? 1 + static_cast<int>(pick(random, 1000)) : 1;
    const int iterations = slow ? 1 + static_cast<int>(pick(random, 1000)) : 1;
    QByteArray text = "{\"format\": \"particlelab-scene\", \"version\": 1, \"title\": \"fuzz\", "
                      "\"integrator\": \"symplectic_euler\", \"dt\": 0.001, \"substeps\": " +
                      QByteArray::number(substeps) + ", \"iterations\": " +
                      QByteArray::number(iterations) + ", \"gravity\": [0, -9.81], ";
    if (!slow || random() % 2)
        text += "\"collisions\": {\"restitution\": 0.5}, ";
    text += "\"particles\": [";
    for (int i = 0; i < particles; ++i)
        text += (i ? ", " : "") + QByteArray("{\"position\": [") +
                QByteArray::number(0.01 * (i % 316)) + ", " + QByteArray::number(0.01 * (i / 316)) +
                "], \"mass\": 1, \"radius\": 0.004}";
    text += "], \"rods\": [";
    for (int i = 0; i < rods; ++i)
        text += (i ? ", " : "") + QByteArray("{\"between\": [") + QByteArray::number(i) + ", " +
                QByteArray::number(i + 1) + "]}";
    return text + "]}\n";
}

QByteArray dumpText(const QByteArray& count, const QByteArray& bounds, const QByteArray& row)
{
    return "ITEM: TIMESTEP\n0\nITEM: NUMBER OF ATOMS\n" + count + "\nITEM: BOX BOUNDS pp pp pp\n" +
           bounds + "\n0 10\n-0.5 0.5\nITEM: ATOMS id type x y vx vy\n" + row + "\n2 1 5 5 0 0\n";
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

// Makes input `n` of `kind` in `folder`.
Input makeInput(int kind, int n, Random& random, const QString& folder, const QByteArray& session)
{
    Input input{kind, QDir(folder).filePath(QStringLiteral("input-%1-%2").arg(kind).arg(n)), false};
    switch (kind) {
    case 0: {  // nesting
        QByteArray text = random() % 2 ? session : sceneText(random, false);
        const std::size_t depth = 65 + pick(random, 200000 - 65);
        const char open = "[{"[pick(random, 2)];
        QByteArray deep(static_cast<qsizetype>(depth), open);
        if (random() % 2)  // closed, so that only the depth is wrong
            deep += (open == '[' ? "1" : "\"a\":1") + QByteArray(static_cast<qsizetype>(depth), open == '[' ? ']' : '}');
        const qsizetype at = text.indexOf(':', static_cast<qsizetype>(pick(random, static_cast<std::size_t>(text.size())))) + 1;
        text.insert(at > 0 ? at : 0, deep + (random() % 2 ? "," : ""));
        input.file += random() % 2 ? QStringLiteral(".json") : QStringLiteral(".plsession");
        writeFile(input.file, text);
        break;
    }
    case 1: {  // non-regular
        switch (pick(random, 6)) {
        case 0: input.file = QStringLiteral("/dev/zero"); break;
        case 1: input.file = QStringLiteral("/dev/urandom"); break;
        case 2: input.file = QStringLiteral("/dev/null"); break;
        case 3: ::mkfifo(input.file.toLocal8Bit().constData(), 0600); break;
        case 4: QDir().mkpath(input.file); break;
        default: QFile::link(input.file + QStringLiteral("-nowhere"), input.file); break;
        }
        input.asDump = random() % 2;
        break;
    }
    case 2: {  // huge count
        const char* counts[] = {"2147483648", "1000000000", "1000000000000000000",
                                "9223372036854775807", "99999999999999999999", "-1", "3"};
        writeFile(input.file, dumpText(counts[pick(random, std::size(counts))], "0 10", "1 1 2 2 0 0"));
        input.asDump = true;
        break;
    }
    case 3: {  // non-finite
        const char* values[] = {"nan", "NaN", "inf", "-inf", "1e999", "-1e999", "infinity"};
        const QByteArray v = values[pick(random, std::size(values))];
        if (random() % 3 == 0) {
            // JSON has no NaN: a number too large for a double, in one of the scene's fields.
            QByteArray scene = sceneText(random, false);
            const char* const fields[][2] = {{"\"dt\": 0.001", "\"dt\": 1e999"},
                                             {"\"mass\": 1,", "\"mass\": 1e999,"},
                                             {"\"radius\": 0.004", "\"radius\": -1e999"},
                                             {"[0, -9.81]", "[0, 1e999]"},
                                             {"\"restitution\": 0.5", "\"restitution\": 1e999"}};
            const auto& field = fields[pick(random, std::size(fields))];
            scene.replace(scene.indexOf(field[0]), static_cast<qsizetype>(std::strlen(field[0])),
                          field[1]);
            input.file += QStringLiteral(".json");
            writeFile(input.file, scene);
        } else {
            QByteArray row = "1 1 2 2 0 0";
            QByteArray bounds = "0 10";
            if (random() % 3 == 0)
                bounds = random() % 2 ? "0 " + v : v + " 10";
            else {
                QList<QByteArray> words = row.split(' ');
                words[static_cast<qsizetype>(2 + pick(random, 4))] = v;
                row = words.join(' ');
            }
            writeFile(input.file, dumpText("2", bounds, row));
            input.asDump = true;
        }
        break;
    }
    default:  // slow step
        input.file += QStringLiteral(".json");
        writeFile(input.file, sceneText(random, true));
        break;
    }
    return input;
}

QStringList argumentsFor(const Input& input, const QString& exportDir)
{
    QStringList arguments;
    if (input.asDump)
        arguments << QStringLiteral("--lesson") << QStringLiteral("lammps-run")
                  << QStringLiteral("--set") << QStringLiteral("dump=") + input.file;
    else
        arguments << QStringLiteral("--open") << input.file;
    return arguments << QStringLiteral("--duration") << kDuration << QStringLiteral("--time-limit")
                     << QString::number(kTimeLimitSeconds) << QStringLiteral("--export") << exportDir;
}

void check(const QString& program, const Input& input, Tally& tally)
{
    QTemporaryDir scratch;
    const QString exportDir = scratch.filePath(QStringLiteral("export"));
    const QStringList arguments = argumentsFor(input, exportDir);
    const ProgramRun run = runProgram(program, arguments, kTimeoutMs);
    const QString name = QFileInfo(input.file).fileName();
    const auto namesFile = [&name](const QString& error) {
        return error.contains(name) || error.contains(QLatin1String("--time-limit")) ||
               error.contains(QLatin1String("--duration"));
    };
    judgeFuzzRun(run, arguments, exportDir, namesFile, QStringLiteral("the file"), tally);
    if (!run.crashed && !run.timedOut && run.milliseconds > kTimeLimitSeconds * 1000 + kGraceMs)
        tally.findings << QStringLiteral("ended after %1 ms, beyond --time-limit %2 s\n    %3")
                              .arg(run.milliseconds)
                              .arg(kTimeLimitSeconds)
                              .arg(shellLine(QStringLiteral("particlelab"), arguments));
    if (run.exitCode == 2 && QDir(exportDir).exists())
        tally.findings << QStringLiteral("exit 2 but the export folder was made\n    %1")
                              .arg(shellLine(QStringLiteral("particlelab"), arguments));
}

} // namespace

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QString program;
    unsigned long long seed = 1;
    int inputsPerKind = 6;
    int jobs = 1;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        const QString a = args[i];
        const QString next = i + 1 < args.size() ? args[i + 1] : QString();
        if (a == QLatin1String("--program")) { program = next; ++i; }
        else if (a == QLatin1String("--seed")) { seed = next.toULongLong(); ++i; }
        else if (a == QLatin1String("--inputs-per-kind")) { inputsPerKind = next.toInt(); ++i; }
        else if (a == QLatin1String("--inputs-per-lesson")) { inputsPerKind = next.toInt(); ++i; }
        else if (a == QLatin1String("--jobs")) { jobs = std::max(1, next.toInt()); ++i; }
        else if (a == QLatin1String("--no-boundaries")) {}
        else {
            std::fprintf(stderr, "usage: fuzz_input_files --program PATH [--seed N] "
                                 "[--inputs-per-kind N] [--jobs N]\n");
            return 2;
        }
    }
    QTemporaryDir folder;
    folder.setAutoRemove(false);  // the inputs of findings stay, to be repeated by hand
    // The seed session, made and opened by the program itself.
    const QString seedSession = folder.filePath(QStringLiteral("seed.plsession"));
    const ProgramRun made = runProgram(program, {"--lesson", "pendulum", "--duration", "0.1",
                                                 "--save", seedSession}, kTimeoutMs);
    const ProgramRun opened = runProgram(program, {"--open", seedSession, "--duration", "0.1",
                                                   "--export", folder.filePath("seed-export")},
                                         kTimeoutMs);
    QFile seedFile(seedSession);
    if (made.exitCode != 0 || opened.exitCode != 0 || !seedFile.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "fuzz: the seed session does not open: %s%s\n", qPrintable(made.err),
                     qPrintable(opened.err));
        return 1;
    }
    const QByteArray session = seedFile.readAll();

    std::vector<Input> work;
    Random random(seed);
    for (int kind = 0; kind < kKindCount; ++kind)
        for (int n = 0; n < inputsPerKind; ++n)
            work.push_back(makeInput(kind, n, random, folder.path(), session));

    std::vector<Tally> tallies(kKindCount);
    runFuzzJobs(
        work.size(), jobs, [&](std::size_t i) { return static_cast<std::size_t>(work[i].kind); },
        [&](std::size_t i, Tally& tally) { check(program, work[i], tally); }, tallies);
    QStringList kinds;
    for (const char* kind : kKinds)
        kinds << QString::fromLatin1(kind);
    const Tally total = printFuzzTallies(kinds, tallies, 12);
    std::printf("fuzz input files (seed %llu): %d runs, %d exit 0, %d exit 2, %d findings\n",
                seed, total.runs, total.accepted, total.refused,
                static_cast<int>(total.findings.size()));
    if (total.findings.isEmpty())
        folder.setAutoRemove(true);
    else
        std::printf("inputs kept in %s\n", qPrintable(folder.path()));
    return total.findings.isEmpty() ? 0 : 1;
}
