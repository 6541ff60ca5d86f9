// The main window: lesson browser, the animated view, the charts, the parameter form, the
// measurements and the lesson's text, with play/pause (Space), one step (S or →), step back (←), reset (R), presentation (F11),
// a speed control and export. The window layout is remembered between runs (QSettings).
//
// Responsiveness: the lesson is stepped on the GUI thread with a wall-clock budget per frame
// (LessonSession::advanceTo), so input is never blocked for more than about one frame; studies
// run on worker threads (StudyRunner).
#pragma once

#include "framework/LessonSession.h"

#include <QElapsedTimer>
#include <QMainWindow>

#include <memory>

class QAction;
class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QTimer;
class QToolButton;

namespace pl {

class ChartPanel;
class LessonTextView;
class ParameterPanel;
class PresentationMode;
class SceneView;
class StudyRunner;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens lesson `id`; returns false when there is no such lesson.
    bool selectLesson(const std::string& id);
    LessonSession* session() { return m_session.get(); }
    ChartPanel* chartPanel() { return m_charts; }
    SceneView* sceneView() { return m_view; }
    StudyRunner* studies() { return m_studies; }

    void setPlaying(bool playing);
    bool playing() const { return m_playing; }
    // One animation frame of `seconds` wall-clock time (the frame timer calls this; tests too).
    void advanceFrame(double seconds);
    // The "one step" button.
    void stepOnce();
    // One step back (←).
    void stepBack();
    // Reset with the current parameters; shows a dialog and keeps the old state on error.
    bool resetLesson();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildActions();
    void buildDocks();
    void onParameterEdited(const QString& id, const QString& text);
    void onFrameTimer();
    void afterReset(bool refitView);
    void refreshView();
    // Pushes new chart data, rebuilding the charts first when the lesson re-declared them.
    void refreshCharts();
    void refreshMeasurements();
    void refreshStatus();
    void showError(const QString& title, const QString& message);
    bool guarded(const char* what, const std::function<void()>& work);

    void exportChart();
    void exportView();
    void exportAll();
    void exportReport();

    std::unique_ptr<LessonSession> m_session;
    StudyRunner* m_studies = nullptr;
    SceneView* m_view = nullptr;
    ChartPanel* m_charts = nullptr;
    ParameterPanel* m_parameters = nullptr;
    QListWidget* m_browser = nullptr;
    LessonTextView* m_text = nullptr;
    QTableWidget* m_measurements = nullptr;
    QWidget* m_studyButtons = nullptr;
    QLabel* m_timeLabel = nullptr;
    QLabel* m_pendingLabel = nullptr;
    QLabel* m_noticeLabel = nullptr;
    QProgressBar* m_studyProgress = nullptr;
    QToolButton* m_cancelStudies = nullptr;
    QComboBox* m_speed = nullptr;
    QAction* m_playAction = nullptr;
    QAction* m_stepAction = nullptr;
    QAction* m_resetAction = nullptr;
    QAction* m_stepBackAction = nullptr;
    QAction* m_presentAction = nullptr;
    PresentationMode* m_presentation = nullptr;
    QTimer* m_frameTimer = nullptr;
    QElapsedTimer m_wallClock;

    bool m_playing = false;
    double m_targetTime = 0.0;  // simulated time the animation aims at (s)
    long long m_frame = 0;
    unsigned long long m_chartsRevision = 0;  // of the session's charts shown in m_charts
    QString m_lastMeasurementsText;
};

} // namespace pl
