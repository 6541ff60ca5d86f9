// SPDX-License-Identifier: GPL-3.0-or-later
// The voice and the announcements. The utterance queue says notices in order and once, drops a
// description a newer one replaces, and keeps nothing while the voice is off. In the window
// (with the silent engine "none", so the queue is what the voice would say): View → Speak on,
// a diverging run's notice, a step taken by hand and the D key reach the voice, and every
// notice is set on the announcements label, whose name change a screen reader hears. In the
// integrators lesson's step-through, each stage stepped by key is said: the method, the stage and
// the numbers it computed, checked against the same arithmetic done here.
#include "Announcer.h"
#include "integrators/IntegratorsLesson.h"
#include "framework/LessonSession.h"
#include "MainWindow.h"
#include "SceneView.h"
#include "UtteranceQueue.h"
#include "Voice.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>

using namespace pl;

class TestVoice : public QObject {
    Q_OBJECT

    // Every text the voice would say, in order, taking the queue empty.
    static QStringList drain(UtteranceQueue& queue)
    {
        QStringList said;
        while (const std::optional<Utterance> next = queue.take())
            said << next->text;
        return said;
    }

private slots:
    void initTestCase()
    {
        qputenv("PARTICLELAB_SPEECH_ENGINE", "none");
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabVoiceTest"));
        QSettings().clear();
    }

    void noticesInOrderStaleDescriptionsDroppedNothingWhenOff()
    {
        UtteranceQueue queue;
        queue.push(UtteranceKind::Notice, QStringLiteral("ignored: the voice is off"));
        QCOMPARE(queue.waiting(), std::size_t(0));
        queue.setEnabled(true);
        queue.push(UtteranceKind::Description, QStringLiteral("t = 1 s"));
        queue.push(UtteranceKind::Notice, QStringLiteral("Euler diverged at t = 2 s"));
        queue.push(UtteranceKind::Notice, QStringLiteral("Euler diverged at t = 2 s"));  // once
        queue.push(UtteranceKind::Description, QStringLiteral("t = 2 s"));
        queue.push(UtteranceKind::Notice, QStringLiteral("Saved"));
        queue.push(UtteranceKind::Description, QStringLiteral("t = 3 s"));
        QCOMPARE(drain(queue), (QStringList{QStringLiteral("Euler diverged at t = 2 s"),
                                            QStringLiteral("Saved"), QStringLiteral("t = 3 s")}));
        for (int i = 0; i < 20; ++i)
            queue.push(UtteranceKind::Notice, QStringLiteral("notice %1").arg(i));
        const QStringList burst = drain(queue);
        QCOMPARE(burst.size(), int(UtteranceQueue::maxWaiting));
        QCOMPARE(burst.last(), QStringLiteral("notice 19"));  // the latest ones, in order
        QCOMPARE(burst.first(), QStringLiteral("notice %1").arg(20 - int(UtteranceQueue::maxWaiting)));
        queue.push(UtteranceKind::Notice, QStringLiteral("waiting"));
        queue.setEnabled(false);  // switching off forgets what waited
        queue.setEnabled(true);
        QVERIFY(!queue.take());
    }

    void theWindowsNoticesReachTheVoiceAndTheScreenReader()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectLesson("harmonic-oscillator", true));
        // What the screen reader is sent: each text set on the announcements label. (Offscreen
        // there is no accessibility bus, so QAccessible's own events cannot be watched here.)
        QStringList named;
        connect(window.announcer(), &Announcer::announced, this, [&](const QString& text) {
            QCOMPARE(window.announcer()->label()->text(), text);
            named << text;
        });
        Voice* voice = window.announcer()->voice();
        QVERIFY(!voice->enabled());  // off unless asked for
        window.sceneView()->setFocus();
        QTest::keyClick(window.sceneView(), Qt::Key_S);
        QCOMPARE(voice->queue().waiting(), std::size_t(0));  // off: nothing for the voice

        QAction* speak = window.announcer()->speakAction();
        speak->trigger();  // View → Speak
        QVERIFY(voice->enabled());
        QVERIFY(QSettings().value(QStringLiteral("speak")).toBool());  // remembered
        // With no engine the voice says once that it stays silent (in the status bar, which
        // announces it too).
        QTRY_VERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("speech engine")));

        // Forward Euler at ωΔt = 1.5 grows without bound: its divergence is a notice.
        QVERIFY(window.changeParameter(QStringLiteral("dt"), QStringLiteral("1.5")));
        window.resetLesson();
        auto* notice = window.findChild<QLabel*>(QStringLiteral("notice"));
        window.setPlaying(true);
        for (int i = 0; i < 2000 && !notice->text().contains(QStringLiteral("diverged")); ++i)
            window.advanceFrame(1.0);
        window.setPlaying(false);
        const QString diverged = notice->text();
        QVERIFY2(diverged.contains(QStringLiteral("diverged at t =")), qPrintable(diverged));
        QVERIFY2(named.contains(diverged), qPrintable(named.join(QStringLiteral(" | "))));

        // D says where the run is: the view's description, the time in it.
        window.sceneView()->setFocus();
        QTest::keyClick(window.sceneView(), Qt::Key_D);
        const QString description = window.sceneView()->accessibleDescription();
        QVERIFY(description.contains(QStringLiteral("t = ")));
        QVERIFY(named.contains(description));
        UtteranceQueue queue = voice->queue();  // a copy: what the voice would say next
        const QStringList said = drain(queue);
        QVERIFY2(said.contains(diverged), qPrintable(said.join(QStringLiteral(" | "))));
        QCOMPARE(said.last(), description);

        // A step by hand says the description again; the one waiting is stale and goes.
        QTest::keyClick(window.sceneView(), Qt::Key_S);
        queue = voice->queue();
        const QStringList afterStep = drain(queue);
        QCOMPARE(afterStep.count(description), 0);
        QCOMPARE(afterStep.last(), window.sceneView()->accessibleDescription());

        speak->trigger();  // off again: the queue is emptied
        QCOMPARE(voice->queue().waiting(), std::size_t(0));
    }

    // The numbers after "<formula> = " in `said`, read in the window's locale.
    static double numberAfter(const QString& said, const QString& formula)
    {
        const QRegularExpressionMatch m =
            QRegularExpression(QRegularExpression::escape(formula + QStringLiteral(" = ")) +
                               QStringLiteral("([^,;\\s]+(?:[.,]\\d+)?)"))
                .match(said);
        if (!m.hasMatch())
            return std::numeric_limits<double>::quiet_NaN();
        QString number = m.captured(1);
        number.replace(QChar(0x2212), QLatin1Char('-'));
        bool ok = false;
        const double value = QLocale().toDouble(number, &ok);
        return ok ? value : std::numeric_limits<double>::quiet_NaN();
    }

    void integratorStagesAreSaid()
    {
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.selectLesson("integrators", true));
        QVERIFY(window.changeParameter(QStringLiteral("methods"), QStringLiteral("heun,rk4")));
        QVERIFY(window.changeParameter(QStringLiteral("dt"), QStringLiteral("0.05")));
        QVERIFY(window.changeParameter(QStringLiteral("step_through"), QStringLiteral("true")));
        window.resetLesson();
        QLabel* label = window.announcer()->label();
        Voice* voice = window.announcer()->voice();
        if (!voice->enabled())
            window.announcer()->speakAction()->trigger();
        QVERIFY(voice->enabled());
        window.sceneView()->setFocus();

        // The oscillator x'' = −x starts at x = 1, v = 0. Heun's predictor is an Euler step:
        // x̃ = 1 + 0.05·0 = 1, ṽ = 0 + 0.05·(−1) = −0.05.
        QTest::keyClick(window.sceneView(), Qt::Key_S);
        QString said = label->text();
        QVERIFY2(said.startsWith(QStringLiteral("Heun: predictor, x̃ = x + Δt·v = ")), qPrintable(said));
        QCOMPARE(numberAfter(said, QStringLiteral("x̃ = x + Δt·v")), 1.0);
        QCOMPARE(numberAfter(said, QStringLiteral("ṽ = v + Δt·a")), -0.05);
        QVERIFY2(said.contains(QStringLiteral("; RK4: slope k₁, k₁: a(x, v) = ")), qPrintable(said));
        QCOMPARE(numberAfter(said, QStringLiteral("k₁: a(x, v)")), -1.0);
        UtteranceQueue queue = voice->queue();
        QCOMPARE(drain(queue).last(), said);

        // The corrector averages the slopes: x₁ = 1 + ½·0.05·(0 − 0.05) = 0.99875, said to four
        // digits; v₁ = 0 + ½·0.05·(−1 − 1) = −0.05. The stage before is stale and dropped.
        QTest::keyClick(window.sceneView(), Qt::Key_S);
        const QString corrector = label->text();
        QVERIFY2(corrector.startsWith(QStringLiteral("Heun: corrector, ")), qPrintable(corrector));
        QCOMPARE(numberAfter(corrector, QStringLiteral("x₁ = x + ½Δt(v + ṽ)")), 0.9988);
        QCOMPARE(numberAfter(corrector, QStringLiteral("v₁ = v + ½Δt(a + ã)")), -0.05);
        QVERIFY2(corrector.contains(QStringLiteral("RK4: slope k₂")), qPrintable(corrector));
        queue = voice->queue();
        const QStringList waiting = drain(queue);
        QCOMPARE(waiting.last(), corrector);
        QCOMPARE(waiting.count(said), 0);
        // The numbers are the model's: Heun's corrector result after its step.
        const auto* lesson = dynamic_cast<const IntegratorsLesson*>(&window.session()->lesson());
        QVERIFY(lesson);
        const IntegratorsModel::Run& heun = lesson->model().state().runs.front();
        QCOMPARE(heun.method, Method::Heun);
        QVERIFY(heun.staged && heun.staged->finished());
        QVERIFY(std::abs(heun.staged->result().x[0] - 0.99875) < 1e-12);

        // Voice off: the label still says the stage (the screen reader), the queue stays empty.
        // Heun has finished its step and waits for RK4's last two stages: only RK4 is said.
        window.announcer()->speakAction()->trigger();
        QTest::keyClick(window.sceneView(), Qt::Key_S);
        QVERIFY2(label->text().startsWith(QStringLiteral("RK4: slope k₃, ")), qPrintable(label->text()));
        QVERIFY2(!label->text().contains(QStringLiteral("Heun")), qPrintable(label->text()));
        QCOMPARE(voice->queue().waiting(), std::size_t(0));
        QTest::keyClick(window.sceneView(), Qt::Key_S);
        QVERIFY2(label->text().startsWith(QStringLiteral("RK4: slope k₄ and update, ")), qPrintable(label->text()));
        QTest::keyClick(window.sceneView(), Qt::Key_S);  // the next step
        QVERIFY2(label->text().startsWith(QStringLiteral("Heun: predictor, ")), qPrintable(label->text()));

        // Whole steps (step-through off) say no stage.
        QVERIFY(window.changeParameter(QStringLiteral("step_through"), QStringLiteral("false")));
        label->clear();
        QTest::keyClick(window.sceneView(), Qt::Key_S);
        QVERIFY2(!label->text().contains(QStringLiteral("Heun:")), qPrintable(label->text()));
    }
};

PARTICLELAB_TEST_MAIN(TestVoice)
#include "test_voice.moc"
