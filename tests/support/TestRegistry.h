// SPDX-License-Identifier: GPL-3.0-or-later
// Test files are built into a few programs, one per group (tests/CMakeLists.txt: label, and
// whether the file runs threads or is a long validation), not one program per file: unity builds
// then compile the headers and templates that the files share once per batch of files. Each
// file registers how it runs under its own name (the file name without .cpp) with one of the
// macros below, in place of Qt's QTEST_*_MAIN, and `<program> <name> [QTest arguments]` runs
// that file's tests; CTest runs every file as its own test, as before.
#pragma once

#include <QtTest/QtTest>
#ifdef QT_WIDGETS_LIB
#include <QApplication>
#include "ProjectorScreen.h"
// A QApplication with two screens, 1280×800 and 1920×1080 (ProjectorScreen.h).
#define PARTICLELAB_TEST_TWO_PROJECTORS_MAIN(TestObject)                                       \
    PARTICLELAB_TEST_MAIN_WITH(TestObject, QTemporaryDir screenDir;                            \
                               if (!pl::test::useTwoProjectorScreens(screenDir)) return 1;     \
                               PARTICLELAB_TEST_APP(QApplication))
#endif

namespace pl::test {

// What a test file runs in place of main(): argc and argv are the QTest arguments.
using TestMain = int (*)(int argc, char** argv);

// Registers `main` under the base name of `sourceFile` (the file's __FILE__); always true, so
// that a file can register from the initialiser of a namespace-scope constant.
bool registerTest(const char* sourceFile, TestMain main);

// The programs' main(): runs the test file named by argv[1] with the arguments after it; with
// no name or an unknown one, lists the names and returns 2.
int runRegisteredTest(int argc, char** argv);

} // namespace pl::test

// A test file's main, as QTEST_MAIN_WRAPPER: `...` creates the application object, if any.
#define PARTICLELAB_TEST_MAIN_WITH(TestObject, ...)                                              \
    namespace {                                                                                \
    int particlelabTestMain_##TestObject(int argc, char** argv)                                \
    {                                                                                          \
        QTest::Internal::callInitMain<TestObject>();                                           \
        __VA_ARGS__                                                                            \
        TestObject test;                                                                       \
        QTest::setMainSourcePath(__FILE__, QT_TESTCASE_BUILDDIR);                              \
        return QTest::qExec(&test, argc, argv);                                                \
    }                                                                                          \
    [[maybe_unused]] const bool particlelabTestRegistered_##TestObject =                       \
        pl::test::registerTest(__FILE__, particlelabTestMain_##TestObject);                    \
    }

#define PARTICLELAB_TEST_APP(Application)                                                      \
    Application app(argc, argv);                                                               \
    app.setAttribute(Qt::AA_Use96Dpi, true);

// As QTEST_APPLESS_MAIN: no application object.
#define PARTICLELAB_TEST_APPLESS_MAIN(TestObject) PARTICLELAB_TEST_MAIN_WITH(TestObject)
// As QTEST_GUILESS_MAIN: a QCoreApplication.
#define PARTICLELAB_TEST_GUILESS_MAIN(TestObject)                                              \
    PARTICLELAB_TEST_MAIN_WITH(TestObject, PARTICLELAB_TEST_APP(QCoreApplication))
// A test file with a main of its own: `function` is an `int (int argc, char** argv)`.
#define PARTICLELAB_TEST_CUSTOM_MAIN(function)                                                 \
    namespace {                                                                                \
    [[maybe_unused]] const bool particlelabTestRegistered_##function =                         \
        pl::test::registerTest(__FILE__, function);                                            \
    }

#ifdef QT_WIDGETS_LIB
// As QTEST_MAIN for widget tests: a QApplication.
#define PARTICLELAB_TEST_MAIN(TestObject)                                                      \
    PARTICLELAB_TEST_MAIN_WITH(TestObject, PARTICLELAB_TEST_APP(QApplication))
// A QApplication whose one screen is a 1280×800 projector (ProjectorScreen.h).
#define PARTICLELAB_TEST_PROJECTOR_MAIN(TestObject)                                            \
    PARTICLELAB_TEST_MAIN_WITH(TestObject, QTemporaryDir screenDir;                            \
                               if (!pl::test::useProjectorScreen(screenDir)) return 1;         \
                               PARTICLELAB_TEST_APP(QApplication))
// A QApplication with two screens, 1280×800 and 1920×1080 (ProjectorScreen.h).
#define PARTICLELAB_TEST_TWO_PROJECTORS_MAIN(TestObject)                                       \
    PARTICLELAB_TEST_MAIN_WITH(TestObject, QTemporaryDir screenDir;                            \
                               if (!pl::test::useTwoProjectorScreens(screenDir)) return 1;     \
                               PARTICLELAB_TEST_APP(QApplication))
#endif
