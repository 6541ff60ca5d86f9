// SPDX-License-Identifier: GPL-3.0-or-later
// Hostile files and failing disks, run as a person would run the program: each case
// must end in a clear refusal (exit 2, one message naming the file and what is wrong) or, for
// Ctrl+C, exit 130 within a second; never a crash, a hang or an unbounded read; and a write that
// fails or is interrupted leaves nothing of itself behind (no file, no .part, no folder it made,
// an older file of the same name untouched).
#include "framework/LessonSession.h"
#include "SessionFile.h"
#include "Registry.h"

#include "ProgramRun.h"
#include "Sanitizers.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

// Exit 2 with a one-line message that contains each of `mentions`.
#define EXPECT_REFUSED(arguments, ...)                                                             \
    do {                                                                                           \
        const QStringList args_ = (arguments);                                                     \
        const Run r_ = particlelab(args_);                                                         \
        QVERIFY2(!r_.crashed && !r_.timedOut && r_.exitCode == 2, qPrintable(describe(r_, args_))); \
        for (const char* mention_ : {__VA_ARGS__})                                                 \
            QVERIFY2(r_.err.contains(QString::fromUtf8(mention_)),                                 \
                     qPrintable(QStringLiteral("no '%1' in: %2")                                    \
                                    .arg(QString::fromUtf8(mention_), describe(r_, args_))));      \
    } while (false)


class TestHostileFiles : public QObject {
    Q_OBJECT

    using Run = pl::test::ProgramRun;

    // How long the program may take to obey Ctrl+C or a time limit: the promise is one second; the
    // AddressSanitizer build runs everything about three times slower.
    static constexpr qint64 kObeyMs = pl::test::kUnderAddressSanitizer ? 3000 : 1000;
    // The large scenes: 10⁵ particles, as the issue's; 10⁴ under AddressSanitizer, where reading
    // a scene of 10⁵ takes about a minute (the run and the refusal are the same code).
    static constexpr int kManyParticles = pl::test::kUnderAddressSanitizer ? 10000 : 100000;

    static Run particlelab(const QStringList& arguments, int timeoutMs = 60000)
    {
        return pl::test::runProgram(QStringLiteral(PARTICLELAB_EXECUTABLE), arguments, timeoutMs);
    }

    static QString describe(const Run& r, const QStringList& arguments)
    {
        return QStringLiteral("%1\nexit %2%3%4, after %5 ms\nstderr: %6")
            .arg(pl::test::shellLine(QStringLiteral("particlelab"), arguments))
            .arg(r.exitCode)
            .arg(r.crashed ? QStringLiteral(" (crashed)") : QString())
            .arg(r.timedOut ? QStringLiteral(" (timed out)") : QString())
            .arg(r.milliseconds)
            .arg(r.err.trimmed());
    }


    static void writeText(const QString& path, const QByteArray& text)
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        QCOMPARE(file.write(text), text.size());
    }

    // A scene of `particles` in a row, each tied to the next by a rigid rod; `collisions` adds disk
    // contacts (an O(n²) pair loop in every substep).
    static QByteArray sceneText(int particles, int rods, int substeps, int iterations, bool collisions)
    {
        QByteArray text = "{\"format\": \"particlelab-scene\", \"version\": 1, \"title\": \"hostile\", "
                          "\"integrator\": \"symplectic_euler\", \"dt\": 0.001, \"substeps\": " +
                          QByteArray::number(substeps) + ", \"iterations\": " +
                          QByteArray::number(iterations) + ", \"gravity\": [0, -9.81], ";
        if (collisions)
            text += "\"collisions\": {\"restitution\": 0.5}, ";
        text += "\"particles\": [";
        for (int i = 0; i < particles; ++i)
            text += (i ? ", " : "") + QByteArray("{\"position\": [") + QByteArray::number(0.01 * (i % 316)) +
                    ", " + QByteArray::number(0.01 * (i / 316)) + "], \"mass\": 1, \"radius\": 0.004" +
                    (i == 0 ? ", \"pinned\": true}" : "}");
        text += "], \"rods\": [";
        for (int i = 0; i < rods; ++i)
            text += (i ? ", " : "") + QByteArray("{\"between\": [") + QByteArray::number(i) + ", " +
                    QByteArray::number(i + 1) + "]}";
        return text + "]}\n";
    }

    // A two-atom LAMMPS dump frame with the given header count, box and first atom row.
    static QByteArray dumpText(const QByteArray& count, const QByteArray& xBounds, const QByteArray& row)
    {
        return "ITEM: TIMESTEP\n0\nITEM: NUMBER OF ATOMS\n" + count + "\nITEM: BOX BOUNDS pp pp pp\n" +
               xBounds + "\n0 10\n-0.5 0.5\nITEM: ATOMS id type x y vx vy\n" + row +
               "\n2 1 5 5 0 0\n";
    }

    // The program started with `arguments`; Ctrl+C sent once a line of its standard error contains
    // `cue` (at once when empty). Returns the run, its time from the signal to its end in
    // milliseconds in `obeyMs`.
    static Run interruptedRun(const QStringList& arguments, const QString& cue, qint64& obeyMs)
    {
        Run run;
        QProcess process;
        process.start(QStringLiteral(PARTICLELAB_EXECUTABLE), arguments);
        if (!process.waitForStarted(10000)) {
            run.crashed = true;
            return run;
        }
        QElapsedTimer sinceSignal;
        QByteArray err;
        QElapsedTimer wall;
        wall.start();
        while (!sinceSignal.isValid() && process.state() == QProcess::Running &&
               wall.elapsed() < 120000) {
            process.waitForReadyRead(50);
            err += process.readAllStandardError();
            if (cue.isEmpty() || QString::fromUtf8(err).contains(cue)) {
                ::kill(static_cast<pid_t>(process.processId()), SIGINT);
                sinceSignal.start();
            }
        }
        if (!process.waitForFinished(30000)) {
            run.timedOut = true;
            process.kill();
            process.waitForFinished(-1);
        }
        obeyMs = sinceSignal.isValid() ? sinceSignal.elapsed() : -1;
        run.crashed = process.exitStatus() == QProcess::CrashExit;
        run.exitCode = process.exitCode();
        run.err = QString::fromUtf8(err + process.readAllStandardError());
        run.milliseconds = wall.elapsed();
        return run;
    }

    // Everything below `folder`, as relative paths (hidden files included).
    static QStringList contents(const QString& folder)
    {
        QStringList found;
        QDirIterator it(folder, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot | QDir::System,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            found << QDir(folder).relativeFilePath(it.next());
        found.sort();
        return found;
    }

    // A disk that is full after `bytes`: a small tmpfs mounted at `folder` when the test runs as
    // root (as CI does), otherwise a file-size limit (RLIMIT_FSIZE) on the program, under which a
    // write past the limit fails with EFBIG ("File too large") instead of ENOSPC.
    class FullDisk {
    public:
        FullDisk(const QString& folder, qint64 bytes) : m_folder(folder), m_bytes(bytes)
        {
            if (::geteuid() == 0)
                m_mounted = QProcess::execute(QStringLiteral("mount"),
                                              {QStringLiteral("-t"), QStringLiteral("tmpfs"),
                                               QStringLiteral("-o"),
                                               QStringLiteral("size=%1").arg(bytes),
                                               QStringLiteral("tmpfs"), folder}) == 0;
        }
        ~FullDisk()
        {
            if (m_mounted)
                QProcess::execute(QStringLiteral("umount"), {m_folder});
        }
        bool mounted() const { return m_mounted; }
        QString reason() const
        {
            return m_mounted ? QStringLiteral("No space left on device")
                             : QStringLiteral("File too large");
        }
        Run run(const QStringList& arguments) const
        {
            Run run;
            QProcess process;
            if (!m_mounted) {
                const qint64 limit = m_bytes;
                process.setChildProcessModifier([limit] {
                    const rlimit size{static_cast<rlim_t>(limit), static_cast<rlim_t>(limit)};
                    ::setrlimit(RLIMIT_FSIZE, &size);
                    ::signal(SIGXFSZ, SIG_IGN);  // a write past the limit fails (EFBIG) instead
                });
            }
            process.start(QStringLiteral(PARTICLELAB_EXECUTABLE), arguments);
            if (!process.waitForStarted(10000) || !process.waitForFinished(120000)) {
                run.timedOut = true;
                process.kill();
                process.waitForFinished(-1);
                return run;
            }
            run.crashed = process.exitStatus() == QProcess::CrashExit;
            run.exitCode = process.exitCode();
            run.err = QString::fromUtf8(process.readAllStandardError());
            return run;
        }

    private:
        QString m_folder;
        qint64 m_bytes;
        bool m_mounted = false;
    };


    QTemporaryDir m_dir;
    QString path(const QString& name) const { return m_dir.filePath(name); }

    // A saved pendulum session as text.
    static std::string pendulumSession()
    {
        pl::LessonSession session(pl::createLesson("pendulum"));
        for (int i = 0; i < 50; ++i)
            session.step();
        return pl::writeSessionText(session, {});
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // Item 1: 100 000 levels of nesting in a session's student object and in a scene.
    void deepNestingIsRefusedNotACrash()
    {
        std::string text = pendulumSession();
        const std::size_t view = text.find("\"view\": {");
        QVERIFY(view != std::string::npos);
        text.insert(view, "\"student\": " + [] {
            std::string deep;
            for (int i = 0; i < 100000; ++i)
                deep += "{\"a\":";
            return deep + "1" + std::string(100000, '}');
        }() + ", ");
        writeText(path("deep.plsession"), QByteArray::fromStdString(text));
        EXPECT_REFUSED((QStringList{"--open", path("deep.plsession"), "--duration", "1",
                                    "--export", path("deep-out")}),
                       "deep.plsession: line ", "nested more than 64 levels");
        QVERIFY(!QFileInfo::exists(path("deep-out")));

        QByteArray scene = sceneText(2, 1, 1, 1, false);
        scene.insert(scene.indexOf("\"title\""),
                     "\"description\": " + QByteArray(100000, '[') + QByteArray(100000, ']') + ", ");
        writeText(path("deep.json"), scene);
        EXPECT_REFUSED((QStringList{"--open", path("deep.json"), "--duration", "1", "--export",
                                    path("deep-out")}),
                       "deep.json:1:", "nested more than 64 levels");
    }

    // Item 2: a dump header's atom count is not believed before its rows are there.
    void hugeAtomCountIsRefusedAtOnce()
    {
        for (const QByteArray& count : {QByteArray("1000000000000000000"), QByteArray("1000000000")}) {
            writeText(path("huge.dump"), dumpText(count, "0 10", "1 1 2 2 0 0"));
            EXPECT_REFUSED((QStringList{"--lesson", "lammps-run", "--set",
                                        "dump=" + path("huge.dump"), "--duration", "1", "--export",
                                        path("huge-out")}),
                           "huge.dump:", "claims", "at most 2 atom rows");
        }
    }

    // Item 4: devices and FIFOs are refused without reading or waiting; files over the stated
    // size are refused with it.
    void endlessInputsAreRefused()
    {
        const QString fifo = path("pipe");
        QCOMPARE(::mkfifo(fifo.toLocal8Bit().constData(), 0600), 0);
        for (const QString& file : {QStringLiteral("/dev/zero"), QStringLiteral("/dev/urandom"), fifo}) {
            EXPECT_REFUSED((QStringList{"--open", file, "--duration", "1", "--export", path("x")}),
                           "not a regular file");
            EXPECT_REFUSED((QStringList{"--lesson", "lammps-run", "--set", "dump=" + file,
                                        "--duration", "1", "--export", path("x")}),
                           "not a regular file");
        }
        // A sparse file one byte over a scene's 64 MiB: refused with the limit, not parsed.
        QFile big(path("big.json"));
        QVERIFY(big.open(QIODevice::WriteOnly) && big.resize((qint64(64) << 20) + 1));
        big.close();
        EXPECT_REFUSED((QStringList{"--open", path("big.json"), "--duration", "1", "--export",
                                    path("x")}),
                       "big.json", "larger than 64 MiB");
        QVERIFY(!QFileInfo::exists(path("x")));
    }

    // Item 6: non-finite numbers in a dump, and a session whose fields disagree with its run.
    void nonFiniteAndInconsistentFieldsAreRefused()
    {
        writeText(path("nan.dump"), dumpText("2", "0 10", "1 1 nan 2 0 0"));
        EXPECT_REFUSED((QStringList{"--lesson", "lammps-run", "--set", "dump=" + path("nan.dump"),
                                    "--duration", "1", "--export", path("x")}),
                       "nan.dump:10:", "'nan' is not a finite number (column x)");
        writeText(path("inf.dump"), dumpText("2", "-inf inf", "1 1 2 2 0 0"));
        EXPECT_REFUSED((QStringList{"--lesson", "lammps-run", "--set", "dump=" + path("inf.dump"),
                                    "--duration", "1", "--export", path("x")}),
                       "inf.dump:6:", "finite box bounds");

        const std::string good = pendulumSession();
        QVERIFY(pl::readSessionText(good, "good.plsession").document.session);
        const auto refusal = [&](const std::string& from, const std::string& to) {
            std::string text = good;
            const std::size_t at = text.find(from);
            if (at == std::string::npos)
                return std::string("(no '" + from + "' in the file)");
            text.replace(at, from.size(), to);
            return pl::readSessionText(text, "bad.plsession").error;
        };
        for (const auto& [from, to, mention] :
             {std::tuple<std::string, std::string, std::string>{"\"tick\": 50", "\"tick\": -1", "\"tick\""},
              {"\"tick\": 50", "\"tick\": \"x\"", "\"tick\""},
              {"\"tick\": 50", "\"tick\": null", "\"tick\""},
              {"\"time\": ", "\"time\": 1e308, \"old\": ", "unknown field \"old\""},
              {"\"title\"", "\"titel\"", "unknown field \"titel\""},
              {"\"view\": {", "\"student\": {\"questions\": 3}, \"view\": {", "questions"},
              {"\"view\": {", "\"scene\": {\"format\": \"particlelab-scene\"}, \"view\": {",
               "built-in lesson"}}) {
            const std::string error = refusal(from, to);
            QVERIFY2(error.rfind("bad.plsession: ", 0) == 0 && error.find(mention) != std::string::npos,
                     (from + " → " + to + ": " + error).c_str());
        }
        // The time must say where the run stands.
        std::string text = good;
        const std::size_t time = text.find("\"time\": ");
        const std::size_t end = text.find(',', time);
        text.replace(time, end - time, "\"time\": 12.5");
        const std::string error = pl::readSessionText(text, "bad.plsession").error;
        QVERIFY2(error.find("\"time\" is 12.5") != std::string::npos, error.c_str());
    }

    // Item 7: a scene's wall normal and time step, said as written.
    void sceneValuesAreQuotedAsWritten()
    {
        QByteArray scene = sceneText(2, 1, 1, 1, false);
        scene.replace("\"particles\"", "\"walls\": [{\"type\": \"plane\", \"point\": [0, 0], "
                                       "\"normal\": [1e-320, 0]}], \"particles\"");
        writeText(path("normal.json"), scene);
        EXPECT_REFUSED((QStringList{"--open", path("normal.json"), "--export", path("x")}),
                       "normal.json:1:", "the normal [1e-320,0] has no direction");
        scene = sceneText(2, 1, 1, 1, false).replace("\"dt\": 0.001", "\"dt\": 1e-300");
        writeText(path("tiny-dt.json"), scene);
        EXPECT_REFUSED((QStringList{"--open", path("tiny-dt.json"), "--export", path("x")}),
                       "tiny-dt.json:1:", "shorter than 1e-9 s");
    }

    // Item 3: an export or a save onto a full disk leaves nothing of itself.
    void fullDiskLeavesNothingBehind()
    {
        const QString disk = path("disk");
        QVERIFY(QDir().mkpath(disk));
        const FullDisk full(disk, 20000);
        const QString fresh = disk + QStringLiteral("/new/out");
        const QStringList exportArgs{"--lesson", "lennard-jones", "--duration", "0.2", "--export", fresh};
        Run r = full.run(exportArgs);
        QVERIFY2(!r.crashed && r.exitCode == 2, qPrintable(describe(r, exportArgs)));
        QVERIFY2(r.err.contains(full.reason()), qPrintable(describe(r, exportArgs)));
        QVERIFY2(contents(disk).isEmpty(), qPrintable(contents(disk).join(QLatin1Char(' '))));

        // Into a folder that holds an older export: the older file is untouched, nothing added.
        QVERIFY(QDir().mkpath(disk + QStringLiteral("/old")));
        writeText(disk + QStringLiteral("/old/energy.svg"), "older");
        const QStringList intoOld{"--lesson", "lennard-jones", "--duration", "0.2", "--export",
                                  disk + QStringLiteral("/old")};
        r = full.run(intoOld);
        QVERIFY2(!r.crashed && r.exitCode == 2, qPrintable(describe(r, intoOld)));
        QCOMPARE(contents(disk), QStringList({"old", "old/energy.svg"}));
        QFile older(disk + QStringLiteral("/old/energy.svg"));
        QVERIFY(older.open(QIODevice::ReadOnly));
        QCOMPARE(older.readAll(), QByteArray("older"));
        QVERIFY(QFile::remove(disk + QStringLiteral("/old/energy.svg")) &&
                QDir().rmdir(disk + QStringLiteral("/old")));

        const QStringList saveArgs{"--lesson", "lennard-jones", "--duration", "0.2", "--save",
                                   disk + QStringLiteral("/run.plsession")};
        r = full.run(saveArgs);
        QVERIFY2(!r.crashed && r.exitCode == 2 && r.err.contains(full.reason()),
                 qPrintable(describe(r, saveArgs)));
        QVERIFY2(contents(disk).isEmpty(), qPrintable(contents(disk).join(QLatin1Char(' '))));
    }

    // Item 5: Ctrl+C and --time-limit hold within a second however long one step is: a scene
    // whose one step is about 40 s (2 000 rods, 1 000 substeps of 1 000 iterations) and one of
    // 10⁵ colliding disks (an O(n²) pair loop).
    void slowStepsObeyCtrlCAndTheTimeLimit()
    {
        writeText(path("rods.json"), sceneText(2001, 2000, 1000, 1000, false));
        const QStringList args{"--open", path("rods.json"), "--duration", "0.01", "--export",
                               path("rods-out")};
        qint64 obey = 0;
        const Run r = interruptedRun(args, QStringLiteral("run of"), obey);
        QVERIFY2(!r.crashed && r.exitCode == 130 && obey <= kObeyMs,
                 qPrintable(QStringLiteral("%1 ms after the signal\n").arg(obey) + describe(r, args)));
        QVERIFY(r.err.contains(QStringLiteral("nothing written")));
        QVERIFY(!QFileInfo::exists(path("rods-out")));

        // The estimate counts the part of the first step done: the whole run is refused at once.
        EXPECT_REFUSED((QStringList{"--open", path("rods.json"), "--duration", "1", "--time-limit",
                                    "5", "--export", path("rods-out")}),
                       "would take about", "more than --time-limit 5 s");
        // A limit shorter than the estimate's first look stops inside the first step.
        const QStringList limited{"--open", path("rods.json"), "--duration", "1", "--time-limit",
                                  "0.2", "--export", path("rods-out")};
        const Run l = particlelab(limited);
        QVERIFY2(l.exitCode == 2 && l.err.contains(QStringLiteral("--time-limit 0.2 s reached")),
                 qPrintable(describe(l, limited)));

        writeText(path("disks.json"), sceneText(kManyParticles, 0, 1, 1, true));
        EXPECT_REFUSED((QStringList{"--open", path("disks.json"), "--duration", "1",
                                    "--time-limit", "5", "--export", path("disks-out")}),
                       "would take about", "more than --time-limit 5 s");
        QVERIFY(!QFileInfo::exists(path("rods-out")) && !QFileInfo::exists(path("disks-out")));
    }

    // Item 5: Ctrl+C while the session is being written or the run exported writes nothing.
    void ctrlCDuringSaveOrExportWritesNothing()
    {
        // 10⁵ free particles: a fast step, a session of about 100 MB to write (10 MB under ASan).
        writeText(path("free.json"), sceneText(kManyParticles, 0, 1, 1, false));
        for (const QString& cue : {QStringLiteral("saving the session"), QStringLiteral("exporting to")}) {
            const QStringList args{"--open", path("free.json"), "--duration", "0.05", "--save",
                                   path("free.plsession"), "--export", path("free-out")};
            qint64 obey = 0;
            const Run r = interruptedRun(args, cue, obey);
            QVERIFY2(!r.crashed && r.exitCode == 130 && obey <= kObeyMs,
                     qPrintable(QStringLiteral("Ctrl+C at '%1', %2 ms after the signal\n")
                                    .arg(cue)
                                    .arg(obey) +
                                describe(r, args)));
            const QStringList left = contents(m_dir.path()).filter(QStringLiteral("free"));
            QCOMPARE(left, QStringList{QStringLiteral("free.json")});
        }
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestHostileFiles)
#include "test_hostile_files.moc"
