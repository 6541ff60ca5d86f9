// SPDX-License-Identifier: GPL-3.0-or-later
// No markup reaches a student: for every lesson and scene, in the window after
// a few frames, every string a person reads — the parameter form (labels, units, choices), the
// measurements (names, values, headers), the charts (titles, axis titles, legends, the tick
// labels of log axes), the notices, the view's caption, legend, colour keys and labels — is
// scanned for a leftover `_`, `^`, `{` or `\`. Text shown as HTML is read as a reader sees it
// (k<sub>d</sub> reads "kd"). Also: every table in the window (the lessons' own
// tables' headers and cells), the lesson's text as rendered, every label in the window, and no
// number in e-notation ("1.28e-08" for 1.28 × 10⁻⁸) in any of them or in the view's texts;
// every tooltip too. And no formula of any lesson text, in any language, is taken apart by
// Markdown: a star in ρ*ᵢ opened an emphasis that a later ρ* closed, so the predicted density
// read "ρᵢ = ρᵢ + Δt …", in italics up to the next star. No heading of a lesson text starts a
// line inside a word, however narrow the panel.
#include "ChartPanel.h"
#include "ChartWidget.h"
#include "MainWindow.h"
#include "ParameterPanel.h"
#include "QtAdapters.h"
#include "Registry.h"
#include "framework/LessonText.h"
#include "framework/MathText.h"
#include "framework/Scene.h"
#include "LessonTextView.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QAbstractAxis>
#include <QAccessible>
#include <QAction>
#include <QAbstractButton>
#include <QAbstractSeries>
#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGraphicsSimpleTextItem>
#include <QHeaderView>
#include <QLabel>
#include <QLogValueAxis>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QFontInfo>

namespace {

// What a reader sees of `text`: rich text as rendered (tags and entities gone), else as it is.
QString asRead(const QString& text)
{
    return Qt::mightBeRichText(text) || text.contains(QLatin1String("&lt;"))
               ? QTextDocumentFragment::fromHtml(text).toPlainText()
               : text;
}

// Where `text` still holds markup, a short description of it; empty when clean.
QString leftoverMarkup(const QString& where, const QString& text)
{
    const QString read = asRead(text);
    for (const QChar c : {QLatin1Char('_'), QLatin1Char('^'), QLatin1Char('{'), QLatin1Char('\\')})
        if (read.contains(c))
            return where + QStringLiteral(": \"") + read + QStringLiteral("\"");
    return {};
}

// True when a log axis shows Qt's own tick labels, printed in e-notation ("1e-08" rather than
// 10⁻⁸) by its label format.
bool showsENotation(const QLogValueAxis* axis)
{
    static const QRegularExpression eOrG(QStringLiteral("%[-+ #0-9.]*[eEgG]"));
    return axis->labelsVisible() && axis->labelsColor().alpha() > 0 &&
           eOrG.match(axis->labelFormat()).hasMatch();
}

} // namespace

class TestMarkup : public QObject {
    Q_OBJECT

    // Lays every lesson's English text out as the lesson panel sets it, at each text size of
    // `scales` (times the desk's), in panels 240 to 400 px wide (the panel is 250 px at
    // 1920×1080), and calls visit(where, block, l) for every line l ≥ 1 of every block; `where`
    // names the lesson, the width and the size. Stops at the first failure.
    template <class Visit>
    static void forEachWrappedLine(std::initializer_list<double> scales, Visit&& visit)
    {
        pl::LessonTextView view;
        const QFont desk = view.font();
        view.show();
        for (const double scale : scales) {
            QFont font = desk;
            font.setPointSizeF(scale * desk.pointSizeF());
            view.setFont(font);
            for (const std::string& id : pl::lessonTextIds()) {
                view.showLesson(pl::lessonText(id, "en"));
                for (int width = 240; width <= 400; width += 8) {
                    view.resize(width, 500);
                    QCoreApplication::processEvents();
                    const QString where = QStringLiteral("%1, %2 px, text × %3")
                                              .arg(QString::fromStdString(id))
                                              .arg(width)
                                              .arg(scale);
                    for (QTextBlock block = view.document()->begin(); block.isValid(); block = block.next())
                        for (int l = 1; block.layout() && l < block.layout()->lineCount(); ++l) {
                            visit(where, block, l);
                            if (QTest::currentTestFailed())
                                return;
                        }
                }
            }
        }
    }

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabTest"));
    }

    void richMathWritesSubscriptsUnicodeLacks_data()
    {
        QTest::addColumn<QString>("raw");
        QTest::addColumn<QString>("html");
        QTest::newRow("k_d") << "Spring damping k_d" << "Spring damping k<sub>d</sub>";
        QTest::newRow("Unicode first") << "Spring stiffness k_s" << "Spring stiffness kₛ";
        QTest::newRow("P_N(x)") << "true error |f(x) − P_N(x)|" << "true error |f(x) − P<sub>N</sub>(x)|";
        QTest::newRow("after two letters") << "kT_wall" << "kT<sub>wall</sub>";
        QTest::newRow("after a Greek letter") << "θ_b" << "θ<sub>b</sub>";
        QTest::newRow("power") << "e^(−r²/r_c²)" << "e<sup>−r²/r<sub>c</sub>²</sup>";
        QTest::newRow("escaped") << "a < b & c" << "a &lt; b &amp; c";
    }

    void richMathWritesSubscriptsUnicodeLacks()
    {
        QFETCH(QString, raw);
        QFETCH(QString, html);
        QCOMPARE(pl::richMath(raw.toStdString()), html);
    }

    void noFormulaIsTakenForEmphasis()
    {
        // As the lesson panel shows each text: no italic run holds a '=' (an emphasis that
        // swallowed a formula). A star a formula means is written \*.
        int texts = 0;
        pl::LessonTextView view;
        for (const std::string& id : pl::lessonTextIds()) {
            std::vector<std::string> languages = pl::lessonTextLanguages(id);
            languages.push_back("en");
            for (const std::string& language : languages) {
                view.showLesson(pl::lessonText(id, language));
                ++texts;
                for (QTextBlock block = view.document()->begin(); block.isValid();
                     block = block.next())
                    for (auto it = block.begin(); !it.atEnd(); ++it) {
                        const QTextFragment fragment = it.fragment();
                        QVERIFY2(!(fragment.charFormat().fontItalic() &&
                                   fragment.text().contains(QLatin1Char('='))),
                                 qPrintable(QString::fromStdString(id + " (" + language + "): ") +
                                            fragment.text().left(80)));
                    }
            }
        }
        QVERIFY(texts > 50);
    }

    void headingsKeepTheirWordsWhole()
    {
        // With the text twice as large: no line of a heading starts inside a word, a word's
        // punctuation counted with it (Qt breaks what does not fit anywhere: the springs'
        // heading read "Springs" and ", ropes and cloth").
        const QString lineMayEndAfter = QStringLiteral("-\u2010\u2013\u2014/");
        int lines = 0;
        forEachWrappedLine({2.0}, [&](const QString& where, const QTextBlock& block, int l) {
            if (block.blockFormat().headingLevel() == 0)
                return;
            ++lines;
            const QString words = block.text();
            const int start = block.layout()->lineAt(l).textStart();
            const bool broken = start > 0 && start < words.size() && !words.at(start - 1).isSpace() &&
                                !words.at(start).isSpace() && !lineMayEndAfter.contains(words.at(start - 1));
            QVERIFY2(!broken, qPrintable(QStringLiteral("%1: '%2|%3'").arg(where, words.left(start), words.mid(start))));
        });
        QVERIFY(lines > 100);
    }

    void formulasNeverBreakBeforeAnOperator()
    {
        // At the desk's text size and twice as large: no line starts with a relation or
        // operator between two terms ("with d" / "= xⱼ − xᵢ" read as two sentences). As in TeX,
        // a formula may break after one. A function keeps its argument ("tan" / "20°").
        static const QRegularExpression functionAtEnd(QStringLiteral("\\b(sin|cos|tan|exp|ln)\\s$"));
        const QString operators = QStringLiteral("=\u2212+\u00d7\u00b7\u2248\u2264\u2265<>\u2260\u2192");
        int lines = 0;
        forEachWrappedLine({1.0, 2.0}, [&](const QString& where, const QTextBlock& block, int l) {
            ++lines;
            const QString text = block.text();
            const int start = block.layout()->lineAt(l).textStart();
            // A line that is one term too wide for the panel is cut where Qt can (a formula of
            // the double pendulum at 240 px, text × 2).
            const int before = block.layout()->lineAt(l - 1).textStart();
            const bool cutTerm = !text.mid(before, start - before).trimmed().contains(QLatin1Char(' '));
            const bool operatorFirst = start + 1 < text.size() && operators.contains(text.at(start)) &&
                                       text.at(start + 1).isSpace() && !cutTerm;
            const bool functionAlone = functionAtEnd.match(text.left(start)).hasMatch() && !cutTerm;
            QVERIFY2(!operatorFirst && !functionAlone,
                     qPrintable(QStringLiteral("%1: '…%2|%3…'")
                                    .arg(where, text.mid(std::max(0, start - 30), std::min(start, 30)),
                                         text.mid(start, 30))));
        });
        QVERIFY(lines > 1000);
    }

    void noMarkupReachesTheScreen_data()
    {
        QTest::addColumn<QString>("lesson");
        for (const pl::LessonEntry& e : pl::registerLessons())
            QTest::newRow(e.id.c_str()) << QString::fromStdString(e.id);
    }

    void noMarkupReachesTheScreen()
    {
        QFETCH(QString, lesson);
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.selectLesson(lesson.toStdString(), true));
        window.setPlaying(true);
        for (int frame = 0; frame < 10; ++frame)
            window.advanceFrame(1.0 / 60.0);
        window.setPlaying(false);
        QCoreApplication::processEvents();

        QStringList found;
        auto check = [&](const QString& where, const QString& text) {
            if (const QString problem = leftoverMarkup(where, text); !problem.isEmpty())
                found << problem;
        };
        auto* form = window.findChild<pl::ParameterPanel*>();
        for (QLabel* label : form->findChildren<QLabel*>())
            check(QStringLiteral("parameter label"), label->text());
        for (QAbstractButton* button : form->findChildren<QAbstractButton*>())
            check(QStringLiteral("parameter choice"), button->text());
        for (QComboBox* combo : form->findChildren<QComboBox*>())
            for (int i = 0; i < combo->count(); ++i)
                check(QStringLiteral("parameter choice"), combo->itemText(i));
        for (QDoubleSpinBox* spin : form->findChildren<QDoubleSpinBox*>())
            check(QStringLiteral("unit"), spin->suffix());

        auto* table = window.findChild<QTableWidget*>(QStringLiteral("measurements"));
        for (int column = 0; column < table->columnCount(); ++column)
            check(QStringLiteral("table header"), table->horizontalHeaderItem(column)->text());
        for (int row = 0; row < table->rowCount(); ++row)
            for (int column = 0; column < table->columnCount(); ++column) {
                if (QTableWidgetItem* item = table->item(row, column))
                    check(QStringLiteral("measurement"), item->text());
                if (auto* cell = qobject_cast<QLabel*>(table->cellWidget(row, column)))
                    check(QStringLiteral("measurement"), cell->text());
            }

        for (pl::ChartWidget* chart : window.chartPanel()->charts()) {
            check(QStringLiteral("chart title"), chart->chart()->title());
            for (QAbstractAxis* axis : chart->chart()->axes()) {
                check(QStringLiteral("axis title"), axis->titleText());
                if (auto* log = qobject_cast<QLogValueAxis*>(axis); log && showsENotation(log))
                    found << QStringLiteral("log axis ticks in e-notation: ") + axis->titleText();
            }
            // The tick labels the chart writes itself (10⁻⁸ on log axes): there are some on a
            // chart in sight with a log axis, and none in e-notation.
            int written = 0;
            for (QGraphicsItem* item : chart->chart()->childItems())
                if (auto* text = dynamic_cast<QGraphicsSimpleTextItem*>(item)) {
                    ++written;
                    if (text->text().contains(QLatin1Char('e')) || !leftoverMarkup({}, text->text()).isEmpty())
                        found << QStringLiteral("tick label: \"%1\"").arg(text->text());
                }
            const bool logAxis = chart->spec().x.logarithmic || chart->spec().y.logarithmic;
            if (logAxis && chart->isVisible() && written == 0)
                found << QStringLiteral("no tick labels on the log axis of ") + chart->chart()->title();
            for (QAbstractSeries* series : chart->chart()->series())
                check(QStringLiteral("legend"), series->name());
        }

        // A value per method names the method as the form does, not by its id (it read
        // "symplectic_euler: 0.1").
        for (const pl::ParameterSpec& spec : window.session()->parameterTable())
            for (const pl::Choice& choice : spec.choices)
                for (int row = 0; row < table->rowCount(); ++row)
                    if (QTableWidgetItem* value = table->item(row, 1))
                        for (const QString& line : value->text().split(QLatin1Char('\n')))
                            if (choice.id != choice.label &&
                                line.startsWith(QString::fromStdString(choice.id) + QLatin1Char(':')))
                                found << QStringLiteral("measurement keyed by an id: \"%1\"").arg(line);
        for (const std::string& notice : window.session()->lesson().notices())
            check(QStringLiteral("notice"), QString::fromStdString(notice));
        pl::Scene scene;  // as the view draws it: readableMath applied (SceneRenderer)
        window.session()->lesson().scene(scene);
        auto read = [](const std::string& text) { return QString::fromStdString(pl::readableMath(text)); };
        check(QStringLiteral("view caption"), read(scene.caption));
        for (const std::string& warning : scene.warnings)
            check(QStringLiteral("view warning"), read(warning));
        for (const pl::LegendEntry& entry : scene.legend)
            check(QStringLiteral("view legend"), read(entry.label));
        for (const pl::ColorLegend& key : scene.colorLegends)
            check(QStringLiteral("colour key"), read(key.quantity + " " + key.unit));
        for (const pl::LabelItem& label : scene.labels)
            check(QStringLiteral("view label"), read(label.text));

        // every table in the window (the lessons' own tables:
        // headers and cells), the lesson's text as the reader sees it, every label in the
        // window (the status bar's notice among them), and no number in e-notation
        // ("-1.28e-08" reads −1.28 × 10⁻⁸) in any of them, nor in the view's texts.
        static const QRegularExpression eNotation(
            QStringLiteral("(?<![\\w.])\\d+(\\.\\d+)?[eE][-+]?\\d+(?!\\w)"));
        auto checkNumbers = [&](const QString& where, const QString& text) {
            if (const QRegularExpressionMatch m = eNotation.match(asRead(text)); m.hasMatch())
                found << where + QStringLiteral(" in e-notation: \"") + m.captured(0) + QStringLiteral("\" in \"") +
                             asRead(text) + QLatin1Char('"');
        };
        auto checkAll = [&](const QString& where, const QString& text) {
            check(where, text);
            checkNumbers(where, text);
        };
        for (QTableWidget* any : window.findChildren<QTableWidget*>()) {
            const QString name = any->objectName();
            for (int column = 0; column < any->columnCount(); ++column)
                if (QTableWidgetItem* header = any->horizontalHeaderItem(column))
                    checkAll(name + QStringLiteral(" table header"), header->text());
            for (int row = 0; row < any->rowCount(); ++row)
                for (int column = 0; column < any->columnCount(); ++column)
                    if (QTableWidgetItem* item = any->item(row, column))
                        checkAll(name + QStringLiteral(" table cell"), item->text());
        }
        // The lesson text as rendered, block by block, but for code (`pair_modify shift yes`
        // names a LAMMPS command, underscore and all).
        if (auto* text = window.findChild<pl::LessonTextView*>())
            for (QTextBlock block = text->document()->begin(); block.isValid(); block = block.next()) {
                QString prose;
                for (auto it = block.begin(); !it.atEnd(); ++it) {
                    const QTextCharFormat format = it.fragment().charFormat();
                    if (!format.fontFixedPitch() && !QFontInfo(format.font()).fixedPitch())
                        prose += it.fragment().text();
                }
                checkAll(QStringLiteral("lesson text"), prose);
            }
        for (QLabel* label : window.findChildren<QLabel*>())
            if (label->isVisibleTo(&window))
                checkAll(QStringLiteral("label"), label->text());
        // Tooltips (rich text read as rendered), but for the names they give for a command line
        // and a script ("--set initial_temperature=…" is what a person types, "report.json key:
        // energy_drift" what a script reads).
        static const QRegularExpression option(QStringLiteral("--set \\S+|report\\.json key: \\S+"));
        static const QRegularExpression code(QStringLiteral("<code>.*?</code>"));
        auto checkTip = [&](const QString& where, const QString& tip) {
            checkAll(where, asRead(QString(tip).remove(code)).remove(option));
        };
        // What a screen reader gets for each (its accessible description, the tooltip unless
        // set): plain text, no tag ("<p>… <code>double_kahan</code>" was read out).
        static const QRegularExpression tag(QStringLiteral("<[A-Za-z/]"));
        // Code the tooltip shows as code (`flip_*`) is said as it is written.
        static const QRegularExpression codeInside(QStringLiteral("<code>(.*?)</code>"));
        auto checkSpoken = [&](const QString& where, QString spoken, const QString& tip) {
            if (tag.match(spoken).hasMatch()) {
                found << where + QStringLiteral(" reads tags: \"") + spoken.left(120) + QLatin1Char('"');
                return;
            }
            for (auto it = codeInside.globalMatch(tip); it.hasNext();)
                spoken.remove(QTextDocumentFragment::fromHtml(it.next().captured(1)).toPlainText());
            checkAll(where, spoken.remove(option));
        };
        for (QWidget* widget : window.findChildren<QWidget*>()) {
            const QString kind = QString::fromLatin1(widget->metaObject()->className());
            checkTip(QStringLiteral("tooltip of ") + kind, widget->toolTip());
            if (QAccessibleInterface* spoken = QAccessible::queryAccessibleInterface(widget))
                checkSpoken(QStringLiteral("description of ") + kind, spoken->text(QAccessible::Description),
                            widget->toolTip());
        }
        for (QTableWidget* any : window.findChildren<QTableWidget*>())
            for (int row = 0; row < any->rowCount(); ++row)
                for (int column = 0; column < any->columnCount(); ++column)
                    if (QTableWidgetItem* item = any->item(row, column)) {
                        checkTip(any->objectName() + QStringLiteral(" cell tooltip"), item->toolTip());
                        checkSpoken(any->objectName() + QStringLiteral(" cell description"),
                                    item->data(Qt::AccessibleDescriptionRole).toString(), item->toolTip());
                    }
        for (QAction* action : window.findChildren<QAction*>())
            checkTip(QStringLiteral("tooltip of action ") + action->text(), action->toolTip());
        checkNumbers(QStringLiteral("view caption"), read(scene.caption));
        for (const std::string& warning : scene.warnings)
            checkNumbers(QStringLiteral("view warning"), read(warning));
        for (const pl::LabelItem& label : scene.labels)
            checkNumbers(QStringLiteral("view label"), read(label.text));
        for (const pl::LegendEntry& entry : scene.legend)
            checkNumbers(QStringLiteral("view legend"), read(entry.label));
        for (const std::string& notice : window.session()->lesson().notices())
            checkNumbers(QStringLiteral("notice"), read(notice));

        found.removeDuplicates();
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }
};

PARTICLELAB_TEST_MAIN(TestMarkup)
#include "test_markup.moc"
