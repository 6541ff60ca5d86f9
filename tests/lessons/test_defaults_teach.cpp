// SPDX-License-Identifier: GPL-3.0-or-later
// Defaults that teach: every lesson at its defaults shows its comparison for at least
// 20 s of playing at 1× before any method diverges or any warning appears, so a class sees the
// lesson before it sees a failure. Headless: the lesson is stepped to 20 s of simulated time
// (sph-tank, whose dam break plays at about half of real time on the development machine, to
// 0.6 s, past the surge's arrival at the far wall; see bench_view_window); every 16th step and at the end, its notices and
// the view's warnings must be empty.
#include "Registry.h"
#include "framework/LessonSession.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

class TestDefaultsTeach : public QObject {
    Q_OBJECT

private slots:
    void nothingFailsInTheFirstTwentySeconds_data()
    {
        QTest::addColumn<QString>("lesson");
        for (const pl::LessonEntry& e : pl::registerLessons())
            QTest::newRow(e.id.c_str()) << QString::fromStdString(e.id);
    }

    void nothingFailsInTheFirstTwentySeconds()
    {
        QFETCH(QString, lesson);
        pl::LessonSession session(pl::createLesson(lesson.toStdString()));
        pl::Lesson& l = session.lesson();
        const double horizon = lesson == QLatin1String("sph-tank") ? 0.6 : 20.0;  // s
        long long steps = 0;
        while (l.time() < horizon && !l.finished()) {
            session.step();
            ++steps;
            if (steps % 16 != 0 && l.time() < horizon)
                continue;  // checking every 16th step and the last is enough to catch a warning that stays
            pl::Scene scene;
            l.scene(scene);
            const std::vector<std::string> notices = l.notices();
            const std::string trouble = !notices.empty()          ? notices.front()
                                        : !scene.warnings.empty() ? scene.warnings.front()
                                                                  : std::string();
            QVERIFY2(trouble.empty(), qPrintable(QStringLiteral("%1 at t = %2 s: %3")
                                                     .arg(lesson).arg(l.time())
                                                     .arg(QString::fromStdString(trouble))));
        }
    }
};

PARTICLELAB_TEST_APPLESS_MAIN(TestDefaultsTeach)
#include "test_defaults_teach.moc"
