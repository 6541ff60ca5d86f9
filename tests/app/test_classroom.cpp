// SPDX-License-Identifier: GPL-3.0-or-later
// The window as a class uses it: the keys work with the focus in a number field
// (and F1 and the View menu bring panels back), Tab reaches every control and each has an
// accessible name; sliders fit their quantity and every slider of every lesson can be dragged
// end to end without an error dialog; the view, toolbar clock and measurements show the same
// step; no TeX markup reaches the screen and Try-this links set valid parameters; taylor builds
// term by term and a finished run restarts; presentation mode at 1280×800 shows charts of at
// least 600×360 px with text of at least 16 px.
#include "ChartPanel.h"
#include "ChartWidget.h"
#include "LessonTextView.h"
#include "MainWindow.h"
#include "MessageFilter.h"
#include "NumberField.h"
#include "ParameterPanel.h"
#include "PresentationMode.h"
#include "QtAdapters.h"
#include "Registry.h"
#include "Sanitizers.h"
#include "SceneView.h"
#include "SliderScale.h"
#include "StudyRunner.h"
#include "framework/LessonSession.h"
#include "framework/MathText.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"
#include "TypedInput.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QFile>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSlider>
#include <QDockWidget>
#include <QMenu>
#include <QStatusBar>
#include <QTextBlock>
#include <QTextDocument>
#include <QAction>
#include <QTableWidget>
#include <QAbstractAxis>
#include <QAbstractSeries>
#include <QChart>
#include <QFontInfo>
#include <QLegend>
#include <QRegularExpression>
#include <QTextBrowser>

#include <set>

namespace {

QStringList g_problems;  // Qt warnings and error dialogs (shown as qInfo offscreen)

void recordProblems(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    const bool dialog = message.startsWith(QLatin1String("Invalid parameter")) ||
                        message.startsWith(QLatin1String("Cannot reset")) ||
                        message.startsWith(QLatin1String("Simulation error"));
    if (dialog || (type != QtDebugMsg && type != QtInfoMsg && !pl::isHarmlessQtMessage(message)))
        g_problems << message;
}

// The name a screen reader announces: the accessible name, else a button's own text.
QString accessibleName(QWidget* w)
{
    if (!w->accessibleName().isEmpty())
        return w->accessibleName();
    if (auto* button = qobject_cast<QAbstractButton*>(w))
        return button->text().remove(QLatin1Char('&'));
    return {};
}

// A row per lesson; under AddressSanitizer's light sweep (Sanitizers.h) only share `part`
// of three: the clock, the markup and the presentation checks below each open a third of
// the lessons, every lesson once among them (the sliders and the links still go through
// every lesson there, and the release stage runs each check on every lesson).
void lessonRows(int part = -1)
{
    QTest::addColumn<QString>("lesson");
    int row = 0;
    for (const pl::LessonEntry& e : pl::registerLessons()) {
        if (part < 0 || pl::test::inShare(row, part, 3))
            QTest::newRow(e.id.c_str()) << QString::fromStdString(e.id);
        ++row;
    }
}

} // namespace

class TestClassroom : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        qInstallMessageHandler(recordProblems);
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabTest"));
    }

    void everyKeyWorksWithFocusInASpinBox()
    {
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.selectLesson("harmonic-oscillator"));
        auto* spin = window.findChild<pl::ParameterPanel*>()->findChild<QDoubleSpinBox*>();
        QVERIFY(spin);
        spin->setFocus();
        QCOMPARE(QApplication::focusWidget(), spin);
        const QString text = spin->text();
        pl::Lesson& lesson = window.session()->lesson();

        QTest::keyClick(spin, Qt::Key_Space);
        QVERIFY2(window.playing(), "Space plays");
        QTest::keyClick(spin, Qt::Key_Space);
        QVERIFY2(!window.playing(), "Space pauses");

        QTest::keyClick(spin, Qt::Key_S);
        const double afterS = window.session()->lesson().time();
        QVERIFY2(afterS > 0.0, "S steps");
        QTest::keyClick(spin, Qt::Key_Right);
        QVERIFY2(window.session()->lesson().time() > afterS, "→ steps");
        window.setPlaying(true);
        QTest::keyClick(spin, Qt::Key_Left);
        QVERIFY2(!window.playing(), "← is taken by the window (it pauses)");
        QTest::keyClick(spin, Qt::Key_R);
        QCOMPARE(window.session()->lesson().time(), 0.0);
        QCOMPARE(&window.session()->lesson(), &lesson);

        QTest::keyClick(spin, Qt::Key_F11);
        QVERIFY2(window.isFullScreen(), "F11 enters presentation mode");
        spin->setFocus();
        QTest::keyClick(spin, Qt::Key_F11);
        QVERIFY2(!window.isFullScreen(), "F11 leaves presentation mode");

        QCOMPARE(spin->text(), text);  // none of those keys typed into the field
        // Digits still go into the field, the unit may follow them (its space and letters are
        // then text, not play and step), and Enter applies the value: the model has it.
        auto* field = qobject_cast<pl::NumberField*>(spin);
        QVERIFY(field);
        const QString id = spin->parentWidget()->property("parameterId").toString();
        const pl::ParameterSpec* spec =
            pl::findParameter(window.session()->parameterTable(), id.toStdString());
        QVERIFY(spec);
        const double wanted = QString::number(0.5 * (spec->min + spec->max), 'g', 3).toDouble();
        QVERIFY(wanted != window.session()->values().number(spec->id));
        pl::test::typeIntoField(field, QString::number(wanted) + QLatin1Char(' ') +
                                           QString::fromStdString(pl::readableMath(spec->unit)),
                                Qt::Key_Return);
        QCOMPARE(window.session()->values().number(spec->id), wanted);
        QVERIFY(!window.playing());

        spin->setFocus();
        QTest::keyClick(spin, Qt::Key_Escape);
        QCOMPARE(QApplication::focusWidget(), window.sceneView());

        // F1 brings the lesson's text back; the View menu shows and hides every panel.
        auto* textDock = window.findChild<QDockWidget*>(QStringLiteral("textDock"));
        textDock->hide();
        QTest::keyClick(window.sceneView(), Qt::Key_F1);
        QVERIFY(textDock->isVisible());
        QCOMPARE(QApplication::focusWidget(), window.findChild<pl::LessonTextView*>());
        auto* viewMenu = window.findChild<QMenu*>(QStringLiteral("viewMenu"));
        QVERIFY(viewMenu);
        for (QDockWidget* panel : window.findChildren<QDockWidget*>())
            QVERIFY2(viewMenu->actions().contains(panel->toggleViewAction()),
                     qPrintable(panel->windowTitle()));
        QVERIFY2(g_problems.isEmpty(), qPrintable(g_problems.join(QLatin1Char('\n'))));
    }

    void tabReachesEveryControlAndEachHasAName()
    {
        pl::MainWindow window;
        window.resize(1920, 1080);
        window.show();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(window.selectLesson("springs"));
        QCoreApplication::processEvents();
        window.sceneView()->setFocus();
        std::set<QWidget*> reached;
        for (int i = 0; i < 400; ++i) {
            QWidget* focus = QApplication::focusWidget();
            QVERIFY(focus);
            reached.insert(focus);
            QTest::keyClick(focus, Qt::Key_Tab);
        }
        QList<QWidget*> controls;
        controls << window.sceneView();
        for (pl::ChartWidget* c : window.chartPanel()->charts())
            if (c->isVisible())
                controls << c;
        for (QWidget* w : window.findChildren<QWidget*>()) {
            const bool control = qobject_cast<QAbstractSlider*>(w) ||
                                 qobject_cast<QAbstractSpinBox*>(w) ||
                                 qobject_cast<QComboBox*>(w) || qobject_cast<QAbstractButton*>(w) ||
                                 qobject_cast<QListWidget*>(w) || qobject_cast<QTextBrowser*>(w);
            if (control && w->isVisible() && w->focusPolicy() != Qt::NoFocus)
                controls << w;
        }
        QVERIFY(controls.size() > 10);
        for (QWidget* w : controls) {
            const QString what = QStringLiteral("%1 '%2'").arg(
                QLatin1String(w->metaObject()->className()), accessibleName(w));
            QVERIFY2(reached.count(w), qPrintable(what + QStringLiteral(" is reached with Tab")));
            QVERIFY2(!accessibleName(w).isEmpty(), qPrintable(what + QStringLiteral(" has a name")));
        }
    }

    void slidersFitTheirQuantity()
    {
        for (const pl::LessonEntry& entry : pl::registerLessons()) {
            for (const pl::ParameterSpec& spec : entry.create()->parameters()) {
                if (spec.kind != pl::ParameterKind::Number && spec.kind != pl::ParameterKind::Integer)
                    continue;
                const pl::SliderScale scale(spec);
                const QString where = QString::fromStdString(entry.id + " " + spec.id);
                QCOMPARE(scale.value(0), spec.min);
                QCOMPARE(scale.value(pl::SliderScale::steps), spec.max);
                if (spec.min > 0 && spec.max / spec.min >= 1000)
                    QVERIFY2(scale.logarithmic(), qPrintable(where + " spans decades: log slider"));
                double previous = scale.value(0);
                for (int p = 1; p <= pl::SliderScale::steps; ++p) {
                    const double v = scale.value(p);
                    QVERIFY2(!pl::checkNumber(spec, v), qPrintable(where + " in range"));
                    QVERIFY2(v >= previous, qPrintable(where + " increases along the slider"));
                    if (spec.kind == pl::ParameterKind::Integer)
                        QVERIFY2(v == std::round(v), qPrintable(where + " sends whole numbers"));
                    // Fine: on a log scale no jump above 10 % (two significant digits at 1.0 → 1.1)
                    // unless a whole number forces it; linear: at most 1/200 of the range.
                    if (scale.logarithmic() && previous > 0 && spec.kind == pl::ParameterKind::Number)
                        QVERIFY2(v / previous <= 1.1 + 1e-9,
                                 qPrintable(where + QStringLiteral(" jumps from %1 to %2").arg(previous).arg(v)));
                    if (!scale.logarithmic())
                        QVERIFY2(v - previous <= std::max(1.0, (spec.max - spec.min) / 200),
                                 qPrintable(where + " linear step"));
                    previous = v;
                }
            }
        }
        // The case: Δt of the oscillator can be set from 0.05 s to 0.06 s with the slider.
        const auto table = pl::createLesson("harmonic-oscillator")->parameters();
        const pl::SliderScale dt(*pl::findParameter(table, "dt"));
        QCOMPARE(dt.value(dt.position(0.05)), 0.05);
        QCOMPARE(dt.value(dt.position(0.06)), 0.06);
        QVERIFY(dt.position(0.06) - dt.position(0.05) >= 10);  // ten positions apart, not one
    }

    void everySliderDragsEndToEndWithoutAnError_data() { lessonRows(); }

    void everySliderDragsEndToEndWithoutAnError()
    {
        QFETCH(QString, lesson);
        g_problems.clear();
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.selectLesson(lesson.toStdString()));
        // Under AddressSanitizer's light sweep (Sanitizers.h) no automatic study runs while the
        // sliders reset the lesson: each reset started the ideal gas's pairs study anew, and each
        // one cancelled by the next reset first finished its gas of up to 10⁴ disks (107 of this
        // test's 182 s there). A reset during a running study is test_gui's under the sanitizer
        // (every lesson); the release stage keeps the studies running here.
        if (pl::test::lightSweeps())
            window.studies()->attach(nullptr);
        const auto sliders = window.findChild<pl::ParameterPanel*>()->findChildren<QSlider*>();
        QVERIFY(!sliders.isEmpty());
        for (QSlider* slider : sliders) {
            const int start = slider->value();
            // Press, drag to one end, then to the other, release: as a hand would.
            for (int target : {0, pl::SliderScale::steps, start}) {
                slider->setSliderDown(true);
                const int from = slider->sliderPosition();
                // Under AddressSanitizer the slider jumps straight to its target (each position
                // resets the lesson, 6 times slower there); the ends are reached either way, and
                // the release stage drags through every 50th position.
                const int length = pl::test::lightSweeps() ? pl::SliderScale::steps : 50;
                const int stride = target > from ? length : -length;
                for (int p = from; stride > 0 ? p < target : p > target; p += stride)
                    slider->setSliderPosition(p);
                slider->setSliderPosition(target);
                slider->setSliderDown(false);
                QCoreApplication::processEvents();
                QVERIFY2(g_problems.isEmpty(),
                         qPrintable(slider->accessibleName() + QStringLiteral(" → %1: ").arg(target) +
                                    g_problems.join(QLatin1Char('\n'))));
                // What the slider shows is what the lesson runs with (a refused value went back).
                const std::string id = slider->parent()->property("parameterId").toString().toStdString();
                const pl::SliderScale scale(*pl::findParameter(window.session()->parameterTable(), id));
                QCOMPARE(scale.value(slider->value()), window.session()->values().number(id));
            }
        }
    }

    void oneClockForViewToolbarAndMeasurements_data() { lessonRows(0); }

    void oneClockForViewToolbarAndMeasurements()
    {
        QFETCH(QString, lesson);
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.selectLesson(lesson.toStdString()));
        window.setPlaying(true);
        for (int frame = 0; frame < 7; ++frame)
            window.advanceFrame(1.0 / 60.0);
        const pl::Lesson& shown = window.session()->lesson();
        const double t = shown.time();
        auto* clock = window.findChild<QLabel*>(QStringLiteral("clock"));
        QVERIFY(clock);
        QVERIFY2(clock->text().contains(QString::number(t, 'f', t < 100 ? 3 : 1)),
                 qPrintable(clock->text() + QStringLiteral(" vs t = %1").arg(t)));
        pl::Scene scene;
        shown.scene(scene);
        QCOMPARE(window.sceneView()->scene().caption, pl::readableMath(scene.caption));
        auto* table = window.findChild<QTableWidget*>(QStringLiteral("measurements"));
        QVERIFY(table);
        std::vector<pl::Measurement> now = shown.measurements();
        QCOMPARE(table->rowCount(), static_cast<int>(now.size()));
        for (std::size_t row = 0; row < now.size(); ++row) {
            pl::sanitize(now[row]);
            const QString text = table->item(static_cast<int>(row), 1)->text();
            // Five digits, e-notation as a reader writes it (1.28 × 10⁻⁸).
            auto asShown = [](double v) {
                return QString::fromStdString(pl::readableMath(QString::number(v, 'g', 5).toStdString()));
            };
            if (const double* v = std::get_if<double>(&now[row].value)) {
                QCOMPARE(text, asShown(*v));
            }
            using Keyed = std::vector<std::pair<std::string, double>>;
            if (const Keyed* keyed = std::get_if<Keyed>(&now[row].value))
                for (const auto& [key, v] : *keyed) {
                    if (!std::isfinite(v))
                        continue;
                    // The lesson's own name of the key where it gives one, else the
                    // parameter choice's label.
                    QString keyShown = pl::readableKey(window.session()->parameterTable(), key);
                    for (const auto& [named, label] : now[row].keyLabels)
                        if (named == key)
                            keyShown = QString::fromStdString(pl::readableMath(label));
                    QVERIFY2(text.contains(keyShown + QStringLiteral(": ") + asShown(v)),
                             qPrintable(text));
                    }
        }
    }

    void noTexMarkupReachesTheScreen_data() { lessonRows(1); }

    void noTexMarkupReachesTheScreen()
    {
        QFETCH(QString, lesson);
        pl::MainWindow window;
        window.resize(1920, 1080);
        window.show();
        QVERIFY(window.selectLesson(lesson.toStdString()));
        window.setPlaying(true);
        for (int frame = 0; frame < 30; ++frame)
            window.advanceFrame(1.0 / 60.0);
        window.studies()->waitForAll();
        QCoreApplication::processEvents();
        window.advanceFrame(1.0 / 60.0);

        QStringList shown;
        shown << window.windowTitle();
        for (QLabel* l : window.findChildren<QLabel*>())
            shown << l->text();
        for (QAbstractButton* b : window.findChildren<QAbstractButton*>())
            shown << b->text();
        for (QTextBrowser* t : window.findChildren<QTextBrowser*>())
            shown << t->toPlainText();
        for (QTableWidget* t : window.findChildren<QTableWidget*>())
            for (int r = 0; r < t->rowCount(); ++r)
                for (int c = 0; c < t->columnCount(); ++c)
                    if (t->item(r, c))
                        shown << t->item(r, c)->text();
        for (pl::ChartWidget* c : window.chartPanel()->charts()) {
            shown << c->chart()->title();
            for (QAbstractAxis* axis : c->chart()->axes())
                shown << axis->titleText();
            for (QAbstractSeries* series : c->chart()->series())
                shown << series->name();
        }
        const pl::Scene& scene = window.sceneView()->scene();
        shown << QString::fromStdString(scene.caption);
        for (const std::string& w : scene.warnings)
            shown << QString::fromStdString(w);
        for (const pl::LabelItem& l : scene.labels)
            shown << QString::fromStdString(l.text);
        for (const pl::LegendEntry& e : scene.legend)
            shown << QString::fromStdString(e.label);
        for (const QString& text : shown)
            QVERIFY2(!pl::hasRawMath(text.toStdString()), qPrintable(lesson + QStringLiteral(": ") + text));
    }

    // Every link of every lesson text as the window renders it (readable maths, Markdown), clicked
    // through the window's own path (anchorClicked → parametersRequested → the session): each
    // names parameters of its lesson, and afterwards each holds the value the link asked for
    // (the rendering once rewrote taylor's x_min into xₘᵢₙ, and the link set nothing).
    void tryThisLinksSetTheParametersTheyMention()
    {
        pl::MainWindow window;
        auto* text = window.findChild<pl::LessonTextView*>();
        QVERIFY(text);
        int checked = 0;
        for (const pl::LessonEntry& entry : pl::registerLessons()) {
            const QString where = QString::fromStdString(entry.id);
            QVERIFY2(window.selectLesson(entry.id, true), qPrintable(where));
            QStringList links;
            for (QTextBlock block = text->document()->begin(); block.isValid(); block = block.next())
                for (auto it = block.begin(); !it.atEnd(); ++it) {
                    const QTextCharFormat format = it.fragment().charFormat();
                    if (format.isAnchor() && !links.contains(format.anchorHref()))
                        links << format.anchorHref();
                }
            int setLinks = 0;
            for (const QString& href : links) {
                const QUrl url(href);
                if (url.scheme() != QStringLiteral("set"))
                    continue;
                const auto settings = pl::LessonTextView::parseSetLink(url);
                QVERIFY2(!settings.isEmpty(), qPrintable(where + ": " + href));
                const std::vector<pl::ParameterSpec> table = window.session()->lesson().parameters();
                pl::ParameterValues expected;
                for (const auto& [id, value] : settings) {
                    const pl::ParameterSpec* spec = pl::findParameter(table, id.toStdString());
                    QVERIFY2(spec, qPrintable(where + ": " + href + " names no parameter '" + id + "'"));
                    const auto error = pl::parseParameter(*spec, value.toStdString(), expected);
                    QVERIFY2(!error, qPrintable(where + ": " + href + ": " + QString::fromStdString(error.value_or(""))));
                }
                emit text->anchorClicked(url);
                for (const auto& [id, value] : expected.all())
                    QVERIFY2(window.session()->values().all().at(id) == value,
                             qPrintable(where + ": " + href + " did not set " + QString::fromStdString(id)));
                ++setLinks;
                ++checked;
            }
            if (entry.id.rfind("scene-", 0) != 0)  // a scene's text is written by a teacher
                QVERIFY2(setLinks > 0, qPrintable(where + ": the text has Try-this links"));
        }
        qInfo("%d links of %zu lesson texts clicked as rendered", checked, pl::registerLessons().size());
        // A click on a link sets the parameters in the window.
        QVERIFY(window.selectLesson("harmonic-oscillator"));
        emit text->anchorClicked(QUrl(QStringLiteral("set:dt=0.5&methods=euler,rk4")));
        QCOMPARE(window.session()->values().number("dt"), 0.5);
        QCOMPARE(window.session()->values().choice("methods"), std::string("euler,rk4"));
    }

    void taylorBuildsTermByTermAndAFinishedRunRestarts()
    {
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(window.selectLesson("taylor"));
        QAction* play = nullptr;
        for (QAction* a : window.findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(Qt::Key_Space))
                play = a;
        QVERIFY(play);
        auto largestError = [&] {
            double largest = 0.0;
            for (const pl::ChartPoint& p : window.session()->chartData().points("error_bound", "error"))
                largest = std::max(largest, p.y);
            return largest;
        };
        play->trigger();
        QVERIFY(window.playing());
        // The largest error at t = 0.5, 1.5, 2.5, 3.5 s: P₀, P₁, P₂, P₃ (degree N = 3 by default).
        // Frames are played until the lesson's clock reaches each moment: a loaded machine (an
        // AddressSanitizer build beside other work) steps less per frame, and a count of frames
        // then looked at P₁ twice.
        std::vector<double> errors;
        for (const double moment : {0.5, 1.5, 2.5, 3.5}) {
            for (int frame = 0; frame < 6000 && window.session()->lesson().time() < moment; ++frame)
                window.advanceFrame(1.0 / 60.0);
            QVERIFY2(window.session()->lesson().time() >= moment,
                     qPrintable(QStringLiteral("the run reaches t = %1 s").arg(moment)));
            QVERIFY2(window.session()->lesson().time() < moment + 0.5,
                     qPrintable(QStringLiteral("t = %1 s, past the next term").arg(window.session()->lesson().time())));
            errors.push_back(largestError());
        }
        QCOMPARE(errors.size(), std::size_t(4));
        for (std::size_t i = 1; i < errors.size(); ++i)
            QVERIFY2(errors[i] < errors[i - 1], "the error curve falls as terms are added");
        for (int frame = 0; frame < 120 && window.playing(); ++frame)
            window.advanceFrame(1.0 / 60.0);
        QVERIFY2(!window.playing() && window.session()->lesson().finished(), "the run ends");
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("reached its end")));
        play->trigger();
        QVERIFY2(window.playing() && window.session()->lesson().time() == 0.0,
                 "Play after the end starts again");
    }

    // Presentation mode at a 1280×800 projector: the view and two charts, each at least
    // 600×360 px, with axis and legend text at least 16 px high.
    void presentationModeIsReadableAt1280x800_data() { lessonRows(2); }

    void presentationModeIsReadableAt1280x800()
    {
        QFETCH(QString, lesson);
        pl::MainWindow window;
        window.show();
        QVERIFY(window.selectLesson(lesson.toStdString()));
        auto* present = window.findChild<pl::PresentationMode*>();
        QVERIFY(present);
        present->enter();
        QCoreApplication::processEvents();
        QCOMPARE(window.size(), QSize(1280, 800));
        const QByteArray shots = qgetenv("PARTICLELAB_SCREENSHOT_DIR");
        if (!shots.isEmpty())
            window.grab().save(QString::fromLocal8Bit(shots) + QLatin1Char('/') + lesson +
                               QStringLiteral("_presentation.png"));
        int shown = 0;
        for (pl::ChartWidget* c : window.chartPanel()->charts()) {
            if (!c->isVisible())
                continue;
            ++shown;
            const QString what = lesson + QStringLiteral(" ") + QString::fromStdString(c->spec().id);
            QVERIFY2(c->width() >= 600 && c->height() >= 360,
                     qPrintable(what + QStringLiteral(" is %1×%2").arg(c->width()).arg(c->height())));
            for (QAbstractAxis* axis : c->chart()->axes()) {
                QVERIFY2(QFontInfo(axis->labelsFont()).pixelSize() >= 16, qPrintable(what));
                QVERIFY2(QFontInfo(axis->titleFont()).pixelSize() >= 16, qPrintable(what));
            }
            QVERIFY2(QFontInfo(c->chart()->legend()->font()).pixelSize() >= 16, qPrintable(what));
        }
        QVERIFY(shown >= 1 && shown <= 2);
        QVERIFY(window.sceneView()->isVisible());
        present->leave();
        QVERIFY(!window.isFullScreen());
    }

    // A lesson chosen while presenting (from the unfolded lesson list) puts its own title on the
    // slim bar; leaving and entering again still shows the current one.
    void presentationBarFollowsTheLesson()
    {
        pl::MainWindow window;
        window.show();
        QVERIFY(window.selectLesson("harmonic-oscillator"));
        auto* present = window.findChild<pl::PresentationMode*>();
        QVERIFY(present);
        present->enter();
        QCoreApplication::processEvents();
        auto titleShown = [&] {
            auto* label = window.findChild<QLabel*>(QStringLiteral("presentationTitle"));
            return label ? label->text() : QString();
        };
        // The bar shows the lesson's short title, before its colon (in the back row's text size
        // the whole one pushed the Panels button off the bar).
        auto lessonTitle = [&] {
            return window.windowTitle().section(QStringLiteral(" — "), 1).section(QStringLiteral(": "), 0, 0);
        };
        const QString before = lessonTitle();
        QVERIFY2(titleShown().contains(before), qPrintable(titleShown()));
        for (const char* lesson : {"pendulum", "ideal-gas"}) {
            QVERIFY(window.selectLesson(lesson));
            QCoreApplication::processEvents();
            QVERIFY(present->active());
            QVERIFY2(lessonTitle() != before, lesson);
            QVERIFY2(titleShown().contains(lessonTitle()), qPrintable(titleShown()));
            QVERIFY2(!titleShown().contains(before), qPrintable(titleShown()));
        }
        const QByteArray shots = qgetenv("PARTICLELAB_SCREENSHOT_DIR");
        if (!shots.isEmpty())
            window.grab().save(QString::fromLocal8Bit(shots) + QStringLiteral("/presentation_after_lesson_change.png"));
        present->leave();
        QCoreApplication::processEvents();
        present->enter();
        QCoreApplication::processEvents();
        QVERIFY2(titleShown().contains(lessonTitle()), qPrintable(titleShown()));
        present->leave();
    }
};

// A 1280×800 projector for presentation mode (ProjectorScreen.h).
PARTICLELAB_TEST_PROJECTOR_MAIN(TestClassroom)
#include "test_classroom.moc"
