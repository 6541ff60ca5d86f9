// SPDX-License-Identifier: GPL-3.0-or-later
// The voice and the announcements. The utterance queue says notices in order and once, drops a
// description a newer one replaces, and keeps nothing while the voice is off. In the window
// (with the silent engine "none", so the queue is what the voice would say): View → Speak on,
// a diverging run's notice, a step taken by hand and the D key reach the voice, and every
// notice is set on the announcements label, whose name change a screen reader hears.
#include "Announcer.h"
#include "MainWindow.h"
#include "SceneView.h"
#include "UtteranceQueue.h"
#include "Voice.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
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
};

PARTICLELAB_TEST_MAIN(TestVoice)
#include "test_voice.moc"
