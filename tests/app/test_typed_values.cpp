// SPDX-License-Identifier: GPL-3.0-or-later
// Typing numbers into the parameter form as a person does: key clicks into
// the real number field, then Enter or Tab, in every number field of every lesson. A value is
// taken with or without its unit, with a decimal comma under a German locale (under one that
// writes a point, a comma is refused with the number written with a point); a value out of
// range or not a number is refused with a message beside the field, and nothing else changes.
// readTypedNumber (what the field makes of the text) is checked on its own first.
#include "MainWindow.h"
#include "MessageFilter.h"
#include "NumberField.h"
#include "ParameterPanel.h"
#include "SceneView.h"
#include "Registry.h"
#include "TypedInput.h"
#include "framework/MathText.h"

#include <QtTest/QtTest>

#include "Sanitizers.h"
#include "TestRegistry.h"

#include <QApplication>
#include <QDialog>
#include <QLabel>
#include <QLocale>
#include <QTimer>

#include <algorithm>
#include <map>
#include <cmath>

namespace {

QStringList g_typingProblems;  // Qt warnings and error dialogs (shown as qInfo offscreen)

void recordTypingProblems(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    const bool dialog = message.startsWith(QLatin1String("Invalid parameter")) ||
                        message.startsWith(QLatin1String("Cannot reset"));
    if (dialog || (type != QtDebugMsg && type != QtInfoMsg && !pl::isHarmlessQtMessage(message)))
        g_typingProblems << message;
}

// Values in range near the current one, distinct from it and from each other, written with at
// most 4 significant digits (a value as a person types it), so that typing each one changes the
// model: ×1.1, ×0.9, ±1, 2 and 3 % of the range (whole numbers: ±1, ±2, ±3).
std::vector<double> nearbyValues(const pl::ParameterSpec& spec, double current)
{
    std::vector<double> candidates;
    if (spec.kind == pl::ParameterKind::Integer) {
        candidates = {current + 1, current - 1, current + 2, current - 2, current + 3, current - 3};
    } else {
        const double span = spec.max - spec.min;
        for (double v : {current * 1.1, current * 0.9, current + 0.01 * span,
                         current - 0.01 * span, current + 0.02 * span, current - 0.02 * span,
                         current + 0.03 * span, current - 0.03 * span})
            candidates.push_back(QString::number(v, 'g', 4).toDouble());
    }
    std::vector<double> values;
    for (double v : candidates)
        if (v >= spec.min && v <= spec.max && v != current &&
            std::find(values.begin(), values.end(), v) == values.end())
            values.push_back(v);
    return values;
}

// How a person writes `value` under `locale` (a German writes 0,2).
QString written(double value, const QLocale& locale)
{
    QLocale plain = locale;
    plain.setNumberOptions(QLocale::OmitGroupSeparator);
    return plain.toString(value, 'g', QLocale::FloatingPointShortest);
}

} // namespace

class TestTypedValues : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        qInstallMessageHandler(recordTypingProblems);
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabTest"));
    }

    void cleanup() { QLocale::setDefault(QLocale::system()); }

    void readTypedNumberTakesTheUnitAndTheComma_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("number");  // handed to parseParameter; empty: refused here
        QTest::newRow("bare") << "0.2" << "s" << "C" << "0.2";
        QTest::newRow("unit") << " 0.2 s " << "s" << "C" << "0.2";
        QTest::newRow("unit, no space") << "0.2s" << "s" << "C" << "0.2";
        QTest::newRow("compound unit") << "2 N/m" << "N/m" << "C" << "2";
        QTest::newRow("exponent") << "1e-3 s" << "s" << "C" << "1e-3";
        QTest::newRow("minus sign") << "−5 m" << "m" << "C" << "-5";
        QTest::newRow("squared") << "9.81 m/s²" << "m/s²" << "C" << "9.81";
        QTest::newRow("^2 for ²") << "9.81 m/s^2" << "m/s²" << "C" << "9.81";
        QTest::newRow("2 for ²") << "9.81 m/s2" << "m/s²" << "C" << "9.81";
        QTest::newRow("° typed") << "30°" << "°" << "C" << "30";
        QTest::newRow("deg for °") << "30 deg" << "°" << "C" << "30";
        QTest::newRow("* for ·") << "0.5 N*s/m" << "N·s/m" << "C" << "0.5";
        QTest::newRow("σ⁻² typed") << "0.4 σ⁻²" << "σ⁻²" << "C" << "0.4";
        QTest::newRow("German comma") << "0,2 s" << "s" << "de_DE" << "0.2";
        QTest::newRow("German, a point") << "0.2" << "s" << "de_DE" << "0.2";
        QTest::newRow("comma in English") << "0,2" << "s" << "C" << "";
        QTest::newRow("another unit") << "20 cm" << "m" << "C" << "";
        QTest::newRow("a unit where none is") << "2 kg" << "" << "C" << "2 kg";
        QTest::newRow("words") << "abc" << "m" << "C" << "abc";
        QTest::newRow("nan") << "nan" << "m" << "C" << "nan";
        QTest::newRow("empty") << "  " << "m" << "C" << "";
    }

    void readTypedNumberTakesTheUnitAndTheComma()
    {
        QFETCH(QString, typed);
        QFETCH(QString, unit);
        QFETCH(QString, locale);
        QFETCH(QString, number);
        const pl::TypedNumber read = pl::readTypedNumber(typed, unit, QLocale(locale));
        QCOMPARE(read.number, number);
        QCOMPARE(read.error.isEmpty(), !number.isEmpty());
        // A decimal comma where the computer writes a point: the message shows the number as the
        // field takes it.
        if (QByteArray(QTest::currentDataTag()) == "comma in English")
            QVERIFY2(read.error.contains(QLatin1String("0.2")), qPrintable(read.error));
    }

    void everyNumberFieldTakesWhatIsTyped_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QString>("locale");
        // Under AddressSanitizer (pl::test::lightSweeps) each lesson is typed into under one of
        // the two locales in turn: every field of every lesson and both ways of writing a number
        // are still reached there; the release stage types every lesson under both.
        int row = 0;
        for (const pl::LessonEntry& e : pl::registerLessons()) {
            const char* locales[] = {"en_GB", "de_DE"};
            for (int l = 0; l < 2; ++l)
                if (pl::test::inShare(row, l, 2))
                    QTest::newRow((e.id + " " + locales[l]).c_str())
                        << QString::fromStdString(e.id) << QString::fromLatin1(locales[l]);
            ++row;
        }
    }

    // In every number field: a value near the current one typed bare (Enter), with its unit
    // (Tab), with its unit and no space (Enter) and back to the value it had (Tab); then a value
    // above the range, below it, words and an empty field, each refused with a message beside the
    // field while every parameter and the run stay as they were.
    void everyNumberFieldTakesWhatIsTyped()
    {
        QFETCH(QString, lesson);
        QFETCH(QString, locale);
        QLocale::setDefault(QLocale(locale));
        g_typingProblems.clear();
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.selectLesson(lesson.toStdString(), true));
        QCoreApplication::processEvents();  // the form's new rows are shown from the event loop
        auto* panel = window.findChild<pl::ParameterPanel*>();
        QVERIFY(panel);
        const QLocale typing(locale);
        for (const pl::ParameterSpec& spec : window.session()->parameterTable()) {
            if (spec.kind != pl::ParameterKind::Number && spec.kind != pl::ParameterKind::Integer)
                continue;
            const QString id = QString::fromStdString(spec.id);
            pl::NumberField* field = pl::test::numberField(panel, id);
            QVERIFY2(field, qPrintable(id + ": no number field"));
            const QString unit = QString::fromStdString(pl::readableMath(spec.unit));
            const QString space = unit.isEmpty() ? QString() : QStringLiteral(" ");
            const double start = window.session()->values().number(spec.id);
            const std::vector<double> nearby = nearbyValues(spec, start);
            QVERIFY2(nearby.size() >= 3, qPrintable(id + ": no values to type near " +
                                                    QString::number(start)));
            struct Typing { QString text; Qt::Key finish; double expected; };
            const std::vector<Typing> accepted = {
                {written(nearby[0], typing), Qt::Key_Return, nearby[0]},
                {written(nearby[1], typing) + space + unit, Qt::Key_Tab, nearby[1]},
                // No space before a unit that starts with a digit ("1/s"): it would join the number.
                {written(nearby[2], typing) + (!unit.isEmpty() && unit.front().isDigit() ? space : QString()) + unit,
                 Qt::Key_Return, nearby[2]},
                {written(start, typing) + space + unit, Qt::Key_Tab, start},
            };
            for (const Typing& t : accepted) {
                pl::test::typeIntoField(field, t.text, t.finish);
                const QString what = id + " typed '" + t.text + "'";
                QVERIFY2(window.session()->values().number(spec.id) == t.expected,
                         qPrintable(what + ": the model has " +
                                    QString::number(window.session()->values().number(spec.id), 'g', 17)));
                // Taken; a value that does not fit the others (a cross-check naming two
                // parameters) waits as pending and says so beside the field.
                QVERIFY2(panel->problem(id).isEmpty() || panel->problem(id).startsWith("parameters "),
                         qPrintable(what + ": " + panel->problem(id)));
                QVERIFY2(!field->isTyping(), qPrintable(what + ": the field is still being typed"));
            }

            const pl::ParameterValues before = window.session()->values();
            const double time = window.session()->lesson().time();
            const double span = std::max(1.0, spec.max - spec.min);
            const std::vector<std::pair<QString, QString>> refused = {
                {written(spec.max + span, typing) + space + unit, QStringLiteral("out of range")},
                {written(spec.min - span, typing), QStringLiteral("out of range")},
                {QStringLiteral("abc"), QStringLiteral("not a number")},
                {written(start, typing) + QStringLiteral(" parsecs"), QStringLiteral("not a number")},
                {QString(), QStringLiteral("type a number")},
            };
            for (const auto& [text, why] : refused) {
                pl::test::typeIntoField(field, text, Qt::Key_Return);
                const QString what = id + " typed '" + text + "'";
                QVERIFY2(panel->problem(id).contains(why),
                         qPrintable(what + ": the message is '" + panel->problem(id) + "'"));
                const QList<QLabel*> message = panel->findChildren<QLabel*>(QStringLiteral("parameterProblem"));
                QVERIFY2(std::any_of(message.begin(), message.end(),
                                     [&](QLabel* l) { return l->isVisible() && l->text() == panel->problem(id); }),
                         qPrintable(what + ": the message is not on show "));
                QVERIFY2(window.session()->values() == before, qPrintable(what + ": a parameter changed"));
                QCOMPARE(window.session()->lesson().time(), time);
                QCOMPARE(field->cleanText(), field->textFromValue(start));  // the value in force
            }
            // The next good value clears the message.
            pl::test::typeIntoField(field, written(start, typing), Qt::Key_Return);
            QVERIFY2(panel->problem(id).isEmpty(), qPrintable(id + ": " + panel->problem(id)));
        }
        QVERIFY2(g_typingProblems.isEmpty(), qPrintable(g_typingProblems.join(QLatin1Char('\n'))));
    }

    // While a value is being typed, Space and the letters of a unit are text, not play and step;
    // Enter applies it and Space plays again; Esc drops what was typed.
    void typingKeepsSpaceAndLettersUntilEnter()
    {
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.selectLesson("harmonic-oscillator", true));
        pl::NumberField* dt = pl::test::numberField(window.findChild<pl::ParameterPanel*>(),
                                                    QStringLiteral("dt"));
        QVERIFY(dt);
        dt->setFocus(Qt::MouseFocusReason);
        QTest::keyClick(dt, Qt::Key_A, Qt::ControlModifier);
        pl::test::typeText(dt, QStringLiteral("0.2 s"));
        QVERIFY2(!window.playing(), "Space while typing is a space");
        QCOMPARE(window.session()->lesson().time(), 0.0);  // s while typing is the unit
        QCOMPARE(dt->text(), QStringLiteral("0.2 s"));
        QTest::keyClick(dt, Qt::Key_Return);
        QCOMPARE(window.session()->values().number("dt"), 0.2);
        QTest::keyClick(dt, Qt::Key_Space);
        QVERIFY2(window.playing(), "Space plays once the value is applied");
        window.setPlaying(false);

        QTest::keyClick(dt, Qt::Key_A, Qt::ControlModifier);
        pl::test::typeText(dt, QStringLiteral("0.3"));
        QTest::keyClick(dt, Qt::Key_Escape);
        QCOMPARE(window.session()->values().number("dt"), 0.2);
        QVERIFY(!dt->isTyping());
        QCOMPARE(QApplication::focusWidget(), dt);  // the first Esc drops the typing only
        QTest::keyClick(dt, Qt::Key_Escape);
        QVERIFY(QApplication::focusWidget() != dt);
    }

    // Ctrl+Z undoes a typed value; Ctrl+Shift+Z and Ctrl+Y redo it (Ctrl+Shift+Z
    // was listed twice on Redo, an ambiguous shortcut Qt does not fire). No key belongs to two
    // enabled actions or twice to one. Offscreen the platform's Redo keys are Ctrl+Y alone, so
    // only under xcb (QT_QPA_PLATFORM=xcb with a display) did the old list fail here.
    void undoAndRedoByKeys()
    {
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.selectLesson("harmonic-oscillator", true));
        const double before = window.session()->values().number("dt");
        pl::NumberField* dt = pl::test::numberField(window.findChild<pl::ParameterPanel*>(),
                                                    QStringLiteral("dt"));
        QVERIFY(dt);
        pl::test::typeIntoField(dt, QStringLiteral("0.2 s"), Qt::Key_Return);
        QCOMPARE(window.session()->values().number("dt"), 0.2);
        QWidget* view = window.sceneView();
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window.session()->values().number("dt"), before);
        QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(window.session()->values().number("dt"), 0.2);
        QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(view, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(window.session()->values().number("dt"), 0.2);

        std::map<QKeySequence, QString> owner;
        for (QAction* action : window.findChildren<QAction*>()) {
            const QList<QKeySequence> keys = action->shortcuts();
            for (int i = 0; i < keys.size(); ++i) {
                QVERIFY2(keys.indexOf(keys[i]) == i,
                         qPrintable(action->text() + " lists " + keys[i].toString() + " twice"));
                if (!action->isEnabled())
                    continue;
                const auto [it, fresh] = owner.emplace(keys[i], action->text());
                QVERIFY2(fresh, qPrintable(keys[i].toString() + " belongs to " + it->second +
                                           " and " + action->text()));
            }
        }
    }

    // A number field holding the value in force leaves the Ctrl keys to the window: Ctrl+Z
    // undoes the parameter change and Ctrl+E opens the export (its line edit took both, as its
    // own undo and as end of line, and a folder typed next went into the field). Ctrl+A still
    // selects the field's text. Esc, with or without a typing to drop, also takes away the
    // message of an earlier refusal: the value in force is shown.
    void ctrlKeysReachTheWindowFromAFieldAtRest()
    {
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.selectLesson("harmonic-oscillator", true));
        auto* panel = window.findChild<pl::ParameterPanel*>();
        pl::NumberField* dt = pl::test::numberField(panel, QStringLiteral("dt"));
        QVERIFY(dt);
        const double before = window.session()->values().number("dt");
        pl::test::typeIntoField(dt, QStringLiteral("0.2 s"), Qt::Key_Return);
        QCOMPARE(window.session()->values().number("dt"), 0.2);
        QCOMPARE(QApplication::focusWidget(), dt);
        QVERIFY(!dt->isTyping());

        QTest::keyClick(dt, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(window.session()->values().number("dt"), before);
        QCOMPARE(dt->value(), before);
        QVERIFY(!dt->isTyping());

        QString opened;
        QTimer::singleShot(0, &window, [&opened] {
            if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget())) {
                opened = dialog->windowTitle();
                dialog->reject();
            }
        });
        const QString text = dt->text();
        QTest::keyClick(dt, Qt::Key_E, Qt::ControlModifier);
        QCOMPARE(opened, QStringLiteral("Export everything to folder"));
        QCOMPARE(dt->text(), text);
        // Offscreen no window manager gives the window the focus back when the dialog closes.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));

        pl::test::typeIntoField(dt, QStringLiteral("abc"), Qt::Key_Return);
        QVERIFY(!panel->problem(QStringLiteral("dt")).isEmpty());
        QTest::keyClick(dt, Qt::Key_A, Qt::ControlModifier);
        pl::test::typeText(dt, QStringLiteral("0.3"));
        QCOMPARE(dt->text(), QStringLiteral("0.3"));  // Ctrl+A selected the text it replaced
        QVERIFY(!panel->problem(QStringLiteral("dt")).isEmpty());  // typing keeps the message
        QTest::keyClick(dt, Qt::Key_Escape);
        QVERIFY2(panel->problem(QStringLiteral("dt")).isEmpty(),
                 qPrintable(panel->problem(QStringLiteral("dt"))));
        QCOMPARE(window.session()->values().number("dt"), before);
        // Esc with nothing typed sends the focus to the view, and the message goes as well.
        pl::test::typeIntoField(dt, QStringLiteral("abc"), Qt::Key_Return);
        QVERIFY(!panel->problem(QStringLiteral("dt")).isEmpty());
        QTest::keyClick(dt, Qt::Key_Escape);
        QCOMPARE(QApplication::focusWidget(), window.sceneView());
        QVERIFY2(panel->problem(QStringLiteral("dt")).isEmpty(),
                 qPrintable(panel->problem(QStringLiteral("dt"))));
    }
};

PARTICLELAB_TEST_MAIN(TestTypedValues)
#include "test_typed_values.moc"
