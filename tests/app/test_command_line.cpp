// SPDX-License-Identifier: GPL-3.0-or-later
// The command-line contract: every bad input exits with code 2 and a message naming what is
// wrong; a good run writes every chart (PNG, SVG, CSV), view.png and a report.json that parses
// and holds the lesson's measurements; --list-lessons and --describe serve scripts.
#include "Registry.h"

#include "ProgramRun.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>

class TestCommandLine : public QObject {
    Q_OBJECT

    using Run = pl::test::ProgramRun;

    // Dark pixels (text, lines) of `image` inside `band`.
    static int inkIn(const QImage& image, QRect band)
    {
        int ink = 0;
        band &= image.rect();
        for (int y = band.top(); y <= band.bottom(); ++y)
            for (int x = band.left(); x <= band.right(); ++x)
                ink += qGray(image.pixel(x, y)) < 100;
        return ink;
    }

    static Run run(const QStringList& arguments)
    {
        return pl::test::runProgram(QStringLiteral(PARTICLELAB_EXECUTABLE), arguments, 120000);
    }

private slots:
    void badInputExitsWithTwo_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");  // the message must name this
        const QString ho = QStringLiteral("harmonic-oscillator");
        const QString out = QDir::tempPath() + QStringLiteral("/particlelab-test-unused");
        QTest::newRow("unknown lesson")
            << QStringList{"--lesson", "no-such-lesson", "--export", out} << "no-such-lesson";
        QTest::newRow("unknown parameter")
            << QStringList{"--lesson", ho, "--set", "spin=3", "--export", out} << "spin";
        QTest::newRow("out of range")
            << QStringList{"--lesson", ho, "--set", "k=5000", "--export", out} << "out of range";
        QTest::newRow("not a number")
            << QStringList{"--lesson", ho, "--set", "k=abc", "--export", out} << "not a number";
        QTest::newRow("NaN") << QStringList{"--lesson", ho, "--set", "dt=nan", "--export", out}
                             << "not a finite number";
        QTest::newRow("zero time step")
            << QStringList{"--lesson", ho, "--set", "dt=0", "--export", out} << "dt";
        QTest::newRow("negative time step")
            << QStringList{"--lesson", ho, "--set", "dt=-0.01", "--export", out} << "dt";
        QTest::newRow("unknown method")
            << QStringList{"--lesson", ho, "--set", "methods=euler,magic", "--export", out}
            << "magic";
        QTest::newRow("duration zero")
            << QStringList{"--lesson", ho, "--duration", "0", "--export", out} << "duration";
        QTest::newRow("duration negative")
            << QStringList{"--lesson", ho, "--duration", "-3", "--export", out} << "duration";
        QTest::newRow("duration NaN")
            << QStringList{"--lesson", ho, "--duration", "nan", "--export", out} << "duration";
        QTest::newRow("malformed --set")
            << QStringList{"--lesson", ho, "--set", "k", "--export", out} << "NAME=VALUE";
        QTest::newRow("unknown option") << QStringList{"--frobnicate"} << "frobnicate";
        QTest::newRow("describe unknown") << QStringList{"--describe", "nope"} << "nope";
        QTest::newRow("export into a file")
            << QStringList{"--lesson", ho, "--export", QStringLiteral(PARTICLELAB_EXECUTABLE)}
            << "export directory";
        QTest::newRow("unknown theme")
            << QStringList{"--lesson", ho, "--theme", "purple", "--export", out} << "--theme";
        QTest::newRow("export not writable")
            << QStringList{"--lesson", ho, "--export", "/proc/particlelab-cannot-write"}
            << "export directory";
    }

    void badInputExitsWithTwo()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        const Run r = run(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(mentions, Qt::CaseInsensitive),
                 qPrintable(QStringLiteral("stderr does not mention '%1': %2").arg(mentions, r.err)));
        QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0);  // one clear line
    }

    // --version: the version, the licence and the web address, on standard output; --help
    // lists the option. (scripts/check-packaging.sh checks that the version is the one of the
    // Debian changelog, the AppStream file and the .deb.)
    void versionNamesTheLicence()
    {
        const Run r = run({"--version"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(!lines.isEmpty());
        QVERIFY2(QRegularExpression(QStringLiteral("^ParticleLab \\d+\\.\\d+\\.\\d+$"))
                     .match(lines.first())
                     .hasMatch(),
                 qPrintable(lines.first()));
        QVERIFY2(r.out.contains(QLatin1String("Licence: GPL-3.0-or-later")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QLatin1String("https://particlelab.org")), qPrintable(r.out));
        for (const QString& line : lines)
            QVERIFY2(line.size() <= 80, qPrintable(line));  // a terminal's width
        const Run help = run({"--help"});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains(QLatin1String("--version")));
    }

    void listLessonsPrintsEveryRegisteredId()
    {
        const Run r = run({"--list-lessons"});
        QCOMPARE(r.exitCode, 0);
        QStringList expected;
        for (const pl::LessonEntry& e : pl::registerLessons())
            expected << QString::fromStdString(e.id);
        QCOMPARE(r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts), expected);
    }

    void describeEveryLessonIsJson()
    {
        for (const pl::LessonEntry& e : pl::registerLessons()) {
            const Run r = run({"--describe", QString::fromStdString(e.id)});
            QCOMPARE(r.exitCode, 0);
            QJsonParseError error;
            const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
            QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
            QVERIFY(doc.isArray());
            for (const QJsonValue& p : doc.array()) {
                QVERIFY(p.toObject().contains(QStringLiteral("id")));
                QVERIFY(p.toObject().contains(QStringLiteral("default")));
            }
        }
    }

    void goodRunWritesEverything()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("export/nested"));
        const Run r = run({"--lesson", "harmonic-oscillator", "--set", "dt=0.1", "--set",
                           "methods=euler,symplectic_euler", "--duration", "5", "--export", out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        for (const char* chart : {"phase_space", "energy", "position"})
            for (const char* ext : {".png", ".svg", ".csv"}) {
                const QFileInfo f(QDir(out).filePath(QLatin1String(chart) + QLatin1String(ext)));
                QVERIFY2(f.exists() && f.size() > 100, qPrintable(f.filePath()));
            }
        QVERIFY(QImage(QDir(out).filePath(QStringLiteral("view.png"))).width() > 0);
        // A chart that was never shown is laid out before it is drawn: its x-axis title and tick
        // labels sit in a band below the plot and its y-axis's left of it. (Without the layout
        // the axes were missing and both titles were drawn over each other in the top-left
        // corner, leaving those bands blank.)
        for (const char* chart : {"phase_space", "energy", "position"}) {
            const QImage image(QDir(out).filePath(QLatin1String(chart) + QLatin1String(".png")));
            const int w = image.width(), h = image.height();
            QVERIFY2(inkIn(image, QRect(w / 4, h * 88 / 100, w / 2, h * 12 / 100)) > 50,
                     qPrintable(QStringLiteral("%1.png: nothing below the plot").arg(chart)));
            QVERIFY2(inkIn(image, QRect(0, h / 4, w / 12, h / 2)) > 50,
                     qPrintable(QStringLiteral("%1.png: nothing left of the plot").arg(chart)));
        }

        QFile csv(QDir(out).filePath(QStringLiteral("energy.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(csv.readLine()).trimmed(),
                 QStringLiteral("series,\"time (s)\",\"energy E (J)\""));

        QFile file(QDir(out).filePath(QStringLiteral("report.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QJsonObject report = QJsonDocument::fromJson(file.readAll()).object();
        QCOMPARE(report.value("lesson").toString(), QStringLiteral("harmonic-oscillator"));
        QCOMPARE(report.value("parameters").toObject().value("dt").toDouble(), 0.1);
        QVERIFY(std::abs(report.value("time").toDouble() - 5.0) < 1e-9);
        const QJsonObject drift =
            report.value("measurements").toObject().value("energy_drift").toObject();
        // After 50 steps of ωΔt = 0.1 forward Euler's energy is (1.01)^50 times the start.
        QVERIFY(std::abs(drift.value("euler").toDouble() - (std::pow(1.01, 50) - 1.0)) < 1e-9);
        QVERIFY(std::abs(drift.value("symplectic_euler").toDouble()) < 0.06);
    }

    // --theme dark paints the headless exports in the dark theme: the view's and a chart's
    // background (their top-left corner) are dark, where the default exports are light.
    void themeColoursTheExports()
    {
        auto luminance = [](const QString& path) {
            const QImage image(path);
            return image.isNull() ? -1.0 : qGray(image.pixel(2, 2)) / 255.0;
        };
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const char* theme : {"light", "dark"}) {
            const QString out = dir.filePath(QLatin1String(theme));
            const Run r = run({"--lesson", "harmonic-oscillator", "--duration", "1", "--theme",
                               theme, "--export", out});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            for (const char* file : {"view.png", "energy.png"}) {
                const double l = luminance(QDir(out).filePath(QLatin1String(file)));
                const bool dark = QByteArray(theme) == "dark";
                QVERIFY2(dark ? (l >= 0.0 && l < 0.3) : l > 0.8,
                         qPrintable(QStringLiteral("%1 in the %2 theme: corner grey %3")
                                        .arg(file, theme).arg(l)));
            }
        }
    }

    // A study's image is exported as it is read on screen (title, axes, colour key) and as its
    // cells: the flip map of a 20 × 20 grid gives flip_map.png at the charts' size, with axis
    // text left of and below the map, and flip_map_pixels.png of 20 × 20 pixels.
    void studyImageIsExportedAsAChart()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("flip"));
        const Run r = run({"--lesson", "double-pendulum", "--set", "flip_grid=20", "--set",
                           "flip_time=1", "--duration", "0.2", "--export", out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QImage pixels(QDir(out).filePath(QStringLiteral("flip_map_pixels.png")));
        QCOMPARE(pixels.size(), QSize(20, 20));
        const QImage chart(QDir(out).filePath(QStringLiteral("flip_map.png")));
        QCOMPARE(chart.size(), QSize(900, 560));
        QVERIFY2(inkIn(chart, QRect(0, 140, 60, 280)) > 50, "no y-axis text left of the map");
        QVERIFY2(inkIn(chart, QRect(200, 500, 400, 59)) > 50, "no x-axis text below the map");
    }

    // The ideal gas's three studies are estimated together before the first starts (about 10 s
    // on the development machine): under a limit they cannot meet, the run is refused at once,
    // naming the first study, the time of the ones after it and the limit, and writes nothing
    // (it ran the first two and was stopped in the third before).
    void studiesBeyondTheLimitAreRefusedBeforeTheFirst()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString out = dir.filePath(QStringLiteral("gas"));
        const Run r = run({"--lesson", "ideal-gas", "--duration", "0.05", "--time-limit", "3",
                           "--export", out});
        QCOMPARE(r.exitCode, 2);
        const QStringList errors = r.err.split(QLatin1Char('\n')).filter(
            QStringLiteral("particlelab: error:"));
        QCOMPARE(errors.size(), qsizetype(1));
        QVERIFY2(errors.first().contains(QStringLiteral("study 'Pairs tested vs N' would take "
                                                        "about")) &&
                     errors.first().contains(QStringLiteral("and the studies after it about")) &&
                     errors.first().contains(QStringLiteral("more than --time-limit 3 s")),
                 qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("running study")), qPrintable(r.err));
        QVERIFY(!QDir(out).exists() || QDir(out).isEmpty());
    }

    void divergedMethodIsNullWithAReason()
    {
        QTemporaryDir dir;
        const Run r = run({"--lesson", "harmonic-oscillator", "--set", "dt=1.5", "--duration",
                           "200", "--export", dir.path()});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.err.contains(QStringLiteral("diverged at t =")));
        QFile file(QDir(dir.path()).filePath(QStringLiteral("report.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(!text.contains("nan") && !text.contains("inf"));
        const QJsonObject report = QJsonDocument::fromJson(text).object();
        const QJsonObject drift =
            report.value("measurements").toObject().value("energy_drift").toObject();
        QVERIFY(drift.value("euler").isNull());           // diverged: no number
        QVERIFY(drift.value("symplectic_euler").isDouble()); // ωΔt = 1.5 < 2: still stable
        QVERIFY(!report.value("warnings").toArray().isEmpty());
    }
};

PARTICLELAB_TEST_GUILESS_MAIN(TestCommandLine)
#include "test_command_line.moc"
