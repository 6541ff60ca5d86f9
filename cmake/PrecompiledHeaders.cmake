# Precompiled headers: the heavy headers most files of a target include (the standard library,
# Eigen, the lesson interface with cereal behind it, QTest, Qt Widgets and Charts) are parsed once
# per target instead of once per file. Parsing is most of a test file's compile time (7.6 s →
# 4.5 s for tests/core/test_walls.cpp, 7.8 s → 5.5 s for a lesson; README, "CI stage times").
# The test programs share one precompiled header per kind (Qt Core + QTest; with Qt Widgets and
# Charts) through REUSE_FROM.
# PARTICLELAB_PCH=OFF builds without them (e.g. to check that every file includes what it uses).
option(PARTICLELAB_PCH "Precompile the heavy headers (faster cold builds)" ON)
# ccache caches a file compiled with a precompiled header only when GCC writes the header's name
# into its preprocessed output (and CCACHE_SLOPPINESS allows it; scripts/dev.sh sets it).
if(PARTICLELAB_PCH AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    add_compile_options(-fpch-preprocess)
endif()

set(PARTICLELAB_PCH_STD <algorithm> <cmath> <functional> <limits> <map> <memory> <numbers>
    <optional> <sstream> <string> <string_view> <utility> <variant> <vector>)
set(PARTICLELAB_PCH_QT_CORE <QDir> <QFile> <QFileInfo> <QJsonArray> <QJsonDocument> <QJsonObject>
    <QList> <QObject> <QSettings> <QString> <QStringList> <QTimer>)
set(PARTICLELAB_PCH_QT_WIDGETS <QAction> <QApplication> <QCheckBox> <QComboBox> <QDialog>
    <QDockWidget> <QDoubleSpinBox> <QFileDialog> <QFormLayout> <QHBoxLayout> <QImage> <QLabel>
    <QLineEdit> <QMainWindow> <QMenu> <QMenuBar> <QMessageBox> <QPainter> <QPushButton>
    <QSlider> <QSpinBox> <QStatusBar> <QToolBar> <QVBoxLayout> <QWidget>
    <QChart> <QChartView> <QLineSeries> <QLogValueAxis> <QValueAxis>)

set(PARTICLELAB_PCH_LESSON "${PROJECT_SOURCE_DIR}/lessons/framework/Lesson.h")

# particlelab_precompile(<target> <kind>): kind is core (std + Eigen), lessons (+ the lesson
# interface), ui (+ Qt Widgets and Charts).
function(particlelab_precompile target kind)
    if(NOT PARTICLELAB_PCH)
        return()
    endif()
    set(headers ${PARTICLELAB_PCH_STD} <Eigen/Core>)
    if(kind STREQUAL "lessons")
        list(APPEND headers ${PARTICLELAB_PCH_LESSON})
    elseif(kind STREQUAL "ui")
        list(APPEND headers ${PARTICLELAB_PCH_LESSON} ${PARTICLELAB_PCH_QT_CORE}
             ${PARTICLELAB_PCH_QT_WIDGETS})
    endif()
    target_precompile_headers(${target} PRIVATE ${headers})
endfunction()

# particlelab_precompile_test(<target> <kind>): kind is qtcore (core and lesson tests) or
# widgets (app tests). The first test program of a kind builds the header; the others reuse it.
function(particlelab_precompile_test target kind)
    if(NOT PARTICLELAB_PCH)
        return()
    endif()
    get_property(host GLOBAL PROPERTY PARTICLELAB_PCH_TEST_${kind})
    if(host)
        target_precompile_headers(${target} REUSE_FROM ${host})
        return()
    endif()
    set(headers ${PARTICLELAB_PCH_STD} <Eigen/Core> ${PARTICLELAB_PCH_LESSON} <QtTest/QtTest>
        ${PARTICLELAB_PCH_QT_CORE})
    if(kind STREQUAL "widgets")
        list(APPEND headers ${PARTICLELAB_PCH_QT_WIDGETS})
    endif()
    target_precompile_headers(${target} PRIVATE ${headers})
    set_property(GLOBAL PROPERTY PARTICLELAB_PCH_TEST_${kind} ${target})
endfunction()
