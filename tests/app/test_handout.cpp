// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson handout (HandoutPdf.h) read back with poppler's tools (pdfinfo, pdftotext,
// pdfimages): the PDF has the pages the layout says, on the paper asked for; each section starts
// on a page of its own with its title on it; the first page has the lesson's title; the charts'
// pages have every chart title as text and the PDF holds no raster image (the charts are
// vectors); in student mode every question is printed with a place for the name, and a section
// the teacher hid is left out. A chart for paper gives each curve its own dash pattern and a
// colour that stands 4.5:1 from white. The File menu's entry writes Letter when it is chosen in
// its dialog with the keyboard; the command line refuses a handout it cannot write with exit 2.
#include "ChartWidget.h"
#include "DocumentExports.h"
#include "HandoutPdf.h"
#include "MainWindow.h"
#include "QtAdapters.h"
#include "SceneColours.h"

#include "LessonTestHelpers.h"
#include "ProgramRun.h"
#include "RequiredTool.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QLineSeries>
#include <QPainter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <QTimer>

Q_DECLARE_METATYPE(pl::Paper)

class TestHandout : public QObject {
    Q_OBJECT

    // Text a person reads, without any white space (pdftotext breaks lines where it likes) and
    // in compatibility form (the font's ligature ﬁ is f and i, the subscript ₀ is 0).
    static QString squeezed(const QString& text)
    {
        static const QRegularExpression space(QStringLiteral("\\s+"));
        return text.normalized(QString::NormalizationForm_KC).remove(space);
    }
    // A title as printed: its rich text (k<sub>d</sub>) as plain text.
    static QString printedTitle(const std::string& title)
    {
        return squeezed(QTextDocumentFragment::fromHtml(pl::richMath(title)).toPlainText());
    }
    static QString pageText(const QString& pdf, int first, int last)
    {
        const auto r = pl::test::runProgram(
            QStringLiteral("pdftotext"),
            {"-f", QString::number(first), "-l", QString::number(last), "-enc", "UTF-8", pdf, "-"},
            60000);
        return r.exitCode == 0 ? r.out : QString();
    }
    static QString pdfInfo(const QString& pdf, const QString& field)
    {
        const auto r = pl::test::runProgram(QStringLiteral("pdfinfo"), {pdf}, 60000);
        for (const QString& line : r.out.split(QLatin1Char('\n')))
            if (line.startsWith(field + QLatin1Char(':')))
                return line.mid(field.size() + 1).trimmed();
        return {};
    }
    // Images in the PDF larger than 32 × 32 pixels (pdfimages -list: a header of two lines).
    static int rasterImages(const QString& pdf)
    {
        const auto r = pl::test::runProgram(QStringLiteral("pdfimages"), {"-list", pdf}, 60000);
        int images = 0;
        const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (int i = 2; i < lines.size(); ++i) {
            const QStringList f = lines[i].simplified().split(QLatin1Char(' '));
            if (f.size() > 4 && f[3].toInt() * f[4].toInt() > 32 * 32)
                ++images;
        }
        return r.exitCode == 0 ? images : -1;
    }

    static pl::StudentSetup quiz(bool hideCharts)
    {
        pl::StudentSetup setup;
        setup.questions.push_back({"How long is one period of the pendulum at this length?", 2.0, "s", 0.1});
        setup.questions.push_back({"Explain in your own words why the energy drifts.", std::nullopt, "", 0.0});
        setup.questions.push_back({"Which method keeps the energy best?", std::nullopt, "", 0.0});
        if (hideCharts)
            setup.hiddenPanels.push_back("charts");
        return setup;
    }

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabTest"));
    }

    void paperFollowsTheLocale()
    {
        QCOMPARE(pl::paperForLocale(QLocale(QStringLiteral("en_US"))), pl::Paper::Letter);
        QCOMPARE(pl::paperForLocale(QLocale(QStringLiteral("en_CA"))), pl::Paper::Letter);
        QCOMPARE(pl::paperForLocale(QLocale(QStringLiteral("en_GB"))), pl::Paper::A4);
        QCOMPARE(pl::paperForLocale(QLocale(QStringLiteral("de_DE"))), pl::Paper::A4);
        QCOMPARE(pl::paperNamed(QStringLiteral("Letter")), std::optional(pl::Paper::Letter));
        QVERIFY(!pl::paperNamed(QStringLiteral("a3")));
    }

    void sectionsTitlesAndVectorCharts_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<double>("seconds");
        QTest::addColumn<pl::Paper>("paper");
        QTest::addColumn<int>("student");  // 0 none, 1 questions, 2 questions with charts hidden
        QTest::newRow("integrators A4") << "integrators" << 2.0 << pl::Paper::A4 << 0;
        QTest::newRow("integrators Letter") << "integrators" << 2.0 << pl::Paper::Letter << 0;
        QTest::newRow("sph-tank A4") << "sph-tank" << 0.05 << pl::Paper::A4 << 0;
        QTest::newRow("taylor (tables) Letter") << "taylor" << 0.1 << pl::Paper::Letter << 0;
        QTest::newRow("pendulum, student") << "pendulum" << 1.0 << pl::Paper::A4 << 1;
        QTest::newRow("pendulum, student, charts hidden") << "pendulum" << 1.0 << pl::Paper::Letter << 2;
    }

    void sectionsTitlesAndVectorCharts()
    {
        PARTICLELAB_REQUIRE_TOOLS((QStringList{"pdfinfo", "pdftotext", "pdfimages"}),
                                  "the handout's pages, text and images are not read back");
        QFETCH(QString, lesson);
        QFETCH(double, seconds);
        QFETCH(pl::Paper, paper);
        QFETCH(int, student);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto session = pl::test::openLesson(lesson.toStdString());
        session->advanceTo(seconds);
        pl::HandoutOptions options;
        options.paper = paper;
        if (student)
            options.student = quiz(student == 2);
        const QString pdf = dir.filePath(QStringLiteral("handout.pdf"));
        const pl::HandoutResult result = pl::writeHandout(*session, pdf, options);
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));

        // As many pages as laid out, on the paper asked for.
        QCOMPARE(pdfInfo(pdf, QStringLiteral("Pages")).toInt(), result.pageCount);
        QVERIFY2(pdfInfo(pdf, QStringLiteral("Page size"))
                     .startsWith(paper == pl::Paper::A4 ? QLatin1String("595 x 842")
                                                        : QLatin1String("612 x 792")),
                 qPrintable(pdfInfo(pdf, QStringLiteral("Page size"))));

        // The sections follow each other, each from a page of its own, with its title there.
        QStringList titles;
        int next = 1;
        for (const pl::HandoutSection& section : result.sections) {
            QCOMPARE(section.firstPage, next);
            QVERIFY(section.pageCount >= 1);
            next += section.pageCount;
            titles << section.title;
            const QString first = squeezed(pageText(pdf, section.firstPage, section.firstPage));
            QVERIFY2(first.contains(squeezed(section.title)),
                     qPrintable(section.title + " is not on its first page"));
        }
        QCOMPARE(next - 1, result.pageCount);
        for (int page = 1; page <= result.pageCount; ++page)
            QVERIFY2(pageText(pdf, page, page)
                         .contains(QStringLiteral("page %1 of %2").arg(page).arg(result.pageCount)),
                     qPrintable(QStringLiteral("no footer on page %1").arg(page)));
        QVERIFY(squeezed(pageText(pdf, 1, 1)).contains(printedTitle(session->lesson().info().title)));
        QCOMPARE(titles.front(), pl::readable(session->lesson().info().title));

        const auto chartsSection = std::find_if(result.sections.begin(), result.sections.end(),
                                                [](const auto& s) { return s.title == "Charts"; });
        if (student == 2) {
            QVERIFY2(chartsSection == result.sections.end(), "the teacher hid the charts");
        } else {
            QVERIFY(chartsSection != result.sections.end());
            const QString charts = squeezed(pageText(pdf, chartsSection->firstPage,
                                                     chartsSection->firstPage + chartsSection->pageCount - 1));
            QCOMPARE(chartsSection->pageCount, (static_cast<int>(session->charts().size()) + 1) / 2);
            for (const pl::ChartSpec& chart : session->charts()) {
                QVERIFY2(charts.contains(printedTitle(chart.title)),
                         qPrintable(QStringLiteral("chart title \"%1\" is not text on the charts' pages")
                                        .arg(printedTitle(chart.title))));
                QVERIFY2(charts.contains(squeezed(pl::withUnit(chart.x.title, chart.x.unit))),
                         qPrintable(QStringLiteral("axis title \"%1\" is not text")
                                        .arg(pl::withUnit(chart.x.title, chart.x.unit))));
            }
        }
        QCOMPARE(rasterImages(pdf), 0);

        const bool questions = titles.contains(QStringLiteral("Questions"));
        QCOMPARE(questions, student != 0);
        if (student) {
            const QString all = squeezed(pageText(pdf, 1, result.pageCount));
            for (const pl::StudentQuestion& q : options.student->questions)
                QVERIFY2(all.contains(squeezed(pl::readable(q.text))), q.text.c_str());
            QVERIFY(all.contains(QStringLiteral("Name:")));
            QVERIFY(all.contains(QStringLiteral("Answer:")));  // the numeric question's box
        }
    }

    // In black and white, curves differ by their dashes: every line of a five-method chart has
    // its own pattern, and every colour stands 4.5:1 from the white paper.
    void paperChartCurvesDifferWithoutColour()
    {
        auto session = pl::test::openLesson("integrators");
        session->advanceTo(1.0);
        const auto& specs = session->charts();
        const auto spec = std::find_if(specs.begin(), specs.end(),
                                       [](const pl::ChartSpec& c) { return c.series.size() >= 5; });
        QVERIFY(spec != specs.end());
        pl::ChartWidget chart(*spec);
        chart.refresh(session->chartData());
        QImage image(QSize(700, 450), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        chart.renderForPaper(painter, image.size());
        painter.end();
        QList<QPair<int, QList<qreal>>> patterns;
        for (QAbstractSeries* s : chart.chart()->series()) {
            auto* line = qobject_cast<QLineSeries*>(s);
            if (!line || !line->isVisible() || line->points().isEmpty())
                continue;
            const QPen pen = line->pen();
            QVERIFY2(pl::contrastRatio(pen.color(), Qt::white) >= 4.5,
                     qPrintable(line->name() + QStringLiteral(": %1:1 on white")
                                                   .arg(pl::contrastRatio(pen.color(), Qt::white))));
            const QPair<int, QList<qreal>> pattern{
                static_cast<int>(pen.style()),
                pen.style() == Qt::SolidLine ? QList<qreal>() : pen.dashPattern()};
            QVERIFY2(!patterns.contains(pattern), qPrintable(line->name() + " has another curve's dashes"));
            patterns << pattern;
        }
        QVERIFY(patterns.size() >= 5);
    }

    // File → Export handout…: a path typed in, Letter chosen with the arrow key, Enter.
    void menuWritesLetterWhenChosen()
    {
        PARTICLELAB_REQUIRE_TOOLS(QStringList{"pdfinfo"}, "the handout's paper is not read back");
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QSettings().setValue(QStringLiteral("handoutPaper"), QStringLiteral("a4"));
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.selectLesson("pendulum", true));
        window.advanceFrame(0.1);
        auto* action = window.findChild<QAction*>(QStringLiteral("exportHandout"));
        QVERIFY(action);
        const QString path = dir.filePath(QStringLiteral("pendulum handout.pdf"));
        bool sawDialog = false;
        QTimer::singleShot(0, [&] {
            auto* dialog = qobject_cast<pl::ExportFileDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            sawDialog = dialog->paperBox()->currentText().startsWith(QLatin1String("A4"));
            QTest::keyClick(dialog->pathField(), Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(dialog->pathField(), path);
            dialog->paperBox()->setFocus();
            QTest::keyClick(dialog->paperBox(), Qt::Key_Down);
            QTest::keyClick(dialog->paperBox(), Qt::Key_Return);
        });
        action->trigger();
        QVERIFY2(sawDialog, "no dialog, or it did not offer the remembered A4");
        QVERIFY2(QFileInfo::exists(path), "no handout written");
        QVERIFY(pdfInfo(path, QStringLiteral("Page size")).startsWith(QLatin1String("612 x 792")));
        QCOMPARE(QSettings().value(QStringLiteral("handoutPaper")).toString(), QStringLiteral("letter"));
    }

    void commandLineRefusesWhatItCannotWrite_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        const QStringList run{"--lesson", "pendulum", "--duration", "0.1"};
        QTest::newRow("missing folder") << run + QStringList{"--handout", "/nonexistent-folder/h.pdf"}
                                        << "does not exist";
        QTest::newRow("not .pdf") << run + QStringList{"--handout", "h.txt"} << ".pdf";
        QTest::newRow("paper a3") << run + QStringList{"--handout", "h.pdf", "--paper", "a3"} << "a3";
        QTest::newRow("paper alone") << run + QStringList{"--paper", "letter", "--export", "x"} << "--paper";
        QTest::newRow("xlsx missing folder")
            << run + QStringList{"--export-xlsx", "/nonexistent-folder/r.xlsx"} << "does not exist";
        QTest::newRow("not .xlsx") << run + QStringList{"--export-xlsx", "r.csv"} << ".xlsx";
    }

    void commandLineRefusesWhatItCannotWrite()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        const auto r = pl::test::runProgram(QStringLiteral(PARTICLELAB_EXECUTABLE), arguments, 60000);
        QVERIFY2(!r.crashed && r.exitCode == 2, qPrintable(pl::test::shellLine("particlelab", arguments)));
        QVERIFY2(r.err.contains(mentions), qPrintable(r.err));
    }
};

PARTICLELAB_TEST_MAIN(TestHandout)

#include "test_handout.moc"
