// SPDX-License-Identifier: GPL-3.0-or-later
// The LAMMPS hand-over on the command line:
//  * --export-lammps DIR writes in.particlelab and particlelab.data; alone it exports the reset
//    state (the data file's title says t = 0), with --duration the state after the run; the
//    lesson's studies do not run for a deck alone;
//  * a lesson without a LAMMPS export, or --export-lammps without --lesson, exits with code 2;
//  * --lesson lammps-run --set dump=… --set log=… --export DIR reads a run back (exit 0,
//    report.json holds the frames); a truncated dump exits with code 2 and names file and line.
#include "ProgramRun.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

class TestLammpsCommandLine : public QObject {
    Q_OBJECT

    using Run = pl::test::ProgramRun;

    static Run run(const QStringList& arguments)
    {
        return pl::test::runProgram(QStringLiteral(PARTICLELAB_EXECUTABLE), arguments, 120000);
    }

    static QString firstLine(const QString& path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QString::fromUtf8(f.readLine()).trimmed();
    }

private slots:
    void exportsADeck()
    {
        QTemporaryDir dir;
        const QString now = dir.path() + "/now", later = dir.path() + "/later";
        Run r = run({"--lesson", "lennard-jones", "--set", "count=100", "--export-lammps", now});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(QFile::exists(now + "/in.particlelab"));
        QVERIFY2(firstLine(now + "/particlelab.data").endsWith("t = 0"),
                 qPrintable(firstLine(now + "/particlelab.data")));
        r = run({"--lesson", "lennard-jones", "--set", "count=100", "--duration", "0.5",
                 "--export-lammps", later});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(firstLine(later + "/particlelab.data").endsWith("t = 0.5"),
                 qPrintable(firstLine(later + "/particlelab.data")));
        r = run({"--lesson", "ideal-gas", "--set", "count=50", "--export-lammps", now});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // The deck alone has no place for the studies' results: none runs (the ideal gas's
        // three took 9 s of CPU, a minute under AddressSanitizer).
        QVERIFY2(!r.err.contains("study"), qPrintable(r.err));
        QFile deck(now + "/in.particlelab");
        QVERIFY(deck.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(deck.readAll()).contains("WCA"));
    }

    void refusesWhatCannotBeExported()
    {
        QTemporaryDir dir;
        Run r = run({"--lesson", "pendulum", "--export-lammps", dir.path()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("no LAMMPS export"), qPrintable(r.err));
        r = run({"--export-lammps", dir.path()});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--lesson"), qPrintable(r.err));
    }

    void readsARunBackAndRefusesATruncatedOne()
    {
        QTemporaryDir dir;
        // A two-frame dump of three atoms (enough to play; too few atoms for averages).
        const QString dump = dir.path() + "/dump.lammpstrj";
        QByteArray text;
        for (int step : {0, 100}) {
            text += "ITEM: TIMESTEP\n" + QByteArray::number(step) +
                    "\nITEM: NUMBER OF ATOMS\n3\nITEM: BOX BOUNDS pp pp pp\n0 10\n0 10\n-0.5 0.5\n"
                    "ITEM: ATOMS id type x y vx vy\n"
                    "1 1 1.0 1.0 0.1 0.2\n2 1 5.0 5.0 -0.1 0.0\n3 1 8.0 2.0 0.0 -0.2\n";
        }
        QFile f(dump);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
        f.close();
        const QString out = dir.path() + "/out";
        Run r = run({"--lesson", "lammps-run", "--set", "dump=" + dump, "--set", "cutoff=2.5",
                     "--export", out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile report(out + "/report.json");
        QVERIFY(report.open(QIODevice::ReadOnly));
        const QJsonObject m = QJsonDocument::fromJson(report.readAll()).object()["measurements"].toObject();
        QCOMPARE(m["frames"].toDouble(), 2.0);
        QCOMPARE(m["frame"].toDouble(), 1.0);

        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text.left(text.size() - 20));  // the last row cut short: line 24
        f.close();
        r = run({"--lesson", "lammps-run", "--set", "dump=" + dump, "--export", out});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(dump + ":24: an atom row with 1 values"), qPrintable(r.err));
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestLammpsCommandLine)
#include "test_lammps_command_line.moc"
