// SPDX-License-Identifier: GPL-3.0-or-later
#include "FuzzJobs.h"

#include "ExportScan.h"

#include <QDir>

#include <atomic>
#include <cstdio>
#include <mutex>
#include <thread>

namespace pl::test {

void FuzzTally::add(const FuzzTally& other)
{
    runs += other.runs;
    accepted += other.accepted;
    refused += other.refused;
    findings += other.findings;
}

void runFuzzJobs(std::size_t count, int threads, const std::function<std::size_t(std::size_t)>& groupOf,
                 const std::function<void(std::size_t, FuzzTally&)>& job,
                 std::vector<FuzzTally>& tallies)
{
    std::atomic<std::size_t> next{0};
    std::mutex merge;
    auto worker = [&] {
        for (std::size_t i = next++; i < count; i = next++) {
            FuzzTally one;
            job(i, one);
            const std::lock_guard<std::mutex> lock(merge);
            tallies[groupOf(i)].add(one);
        }
    };
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t)
        pool.emplace_back(worker);
    for (std::thread& t : pool)
        t.join();
}

void judgeFuzzRun(const ProgramRun& run, const QStringList& arguments, const QString& exportDir,
                  const std::function<bool(const QString& errorLine)>& namesWhat,
                  const QString& mustName, FuzzTally& tally)
{
    ++tally.runs;
    QString problem;
    if (run.crashed) {
        problem = QStringLiteral("ended by a signal");
    } else if (run.timedOut) {
        problem = QStringLiteral("still running after %1 s").arg(run.milliseconds / 1000);
    } else if (run.exitCode == 0) {
        ++tally.accepted;
        if (const QStringList defects = scanExport(exportDir); !defects.isEmpty())
            problem = QStringLiteral("exit 0 but the export has defects: ") +
                      defects.join(QStringLiteral("; "));
    } else if (run.exitCode == 2) {
        ++tally.refused;
        // Estimates and progress lines may come first; the error itself is one line.
        const QStringList lines = run.err.trimmed().split(QLatin1Char('\n')).filter(
            QStringLiteral("particlelab: error:"));
        if (lines.size() != 1)
            problem = QStringLiteral("exit 2 with %1 error lines on stderr").arg(lines.size());
        else if (!namesWhat(lines.first()))
            problem = QStringLiteral("exit 2 without naming %1: ").arg(mustName) + lines.first();
        else if (lines.first().size() > 400)
            problem = QStringLiteral("exit 2 with a %1-character message").arg(lines.first().size());
        else if (QDir(exportDir).exists() && !QDir(exportDir).isEmpty())
            problem = QStringLiteral("exit 2 but files were written");
    } else {
        problem = QStringLiteral("exit code %1").arg(run.exitCode);
    }
    if (problem.isEmpty())
        return;
    QStringList shown = arguments;
    for (QString& a : shown)
        if (a.size() > 60)
            a = a.left(40) + QStringLiteral("…(%1 chars)").arg(a.size());
    tally.findings << QStringLiteral("%1\n    %2\n    stderr: %3")
                          .arg(problem, shellLine(QStringLiteral("particlelab"), shown),
                               run.err.left(300).trimmed());
}

FuzzTally printFuzzTallies(const QStringList& names, const std::vector<FuzzTally>& tallies,
                           int nameWidth)
{
    FuzzTally total;
    for (std::size_t g = 0; g < tallies.size(); ++g) {
        const FuzzTally& tally = tallies[g];
        if (tally.runs == 0)
            continue;
        std::printf("%-*s %4d runs: %4d exit 0, %4d exit 2, %d findings\n", nameWidth,
                    qPrintable(names.value(static_cast<qsizetype>(g))), tally.runs,
                    tally.accepted, tally.refused, static_cast<int>(tally.findings.size()));
        for (const QString& f : tally.findings)
            std::printf("  FINDING %s\n", qPrintable(f));
        total.add(tally);
    }
    return total;
}

} // namespace pl::test
