// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "AboutBox.h"
#include "AutosaveStore.h"
#include "ChartPanel.h"
#include "ChartWidget.h"
#include "DocumentExports.h"
#include "ExportDialog.h"
#include "KeyboardHelp.h"
#include "UserGuide.h"
#include "LammpsActions.h"
#include "LessonTextView.h"
#include "ParameterPanel.h"
#include "QtAdapters.h"
#include "Registry.h"
#include "Report.h"
#include "RunExport.h"
#include "PresentationMode.h"
#include "SafeWrite.h"
#include "SceneColours.h"
#include "SceneView.h"
#include "Shortcuts.h"
#include "StudentPanel.h"
#include "StudyRunner.h"
#include "TextScale.h"
#include "Theme.h"
#include "ThemedIcons.h"
#include "TimelineBar.h"
#include "StudyEstimate.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTableWidget>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

#include <chrono>
#include <cmath>
#include <exception>

namespace pl {

namespace {

constexpr int frameMilliseconds = 16;                         // ~60 frames/s
// Simulation work per batch: one frame's time, as the last batch is shown while the next steps.
constexpr auto stepBudget = std::chrono::microseconds(16000);

// `table`: the lesson's parameters, whose choices name the keys of a value per method.
QString formatValue(const MeasurementValue& value, const std::vector<ParameterSpec>& table)
{
    auto num = [](double v) {  // 1.28 × 10⁻⁸, not 1.28e-08
        return std::isfinite(v) ? readable(QString::number(v, 'g', 5).toStdString()) : QStringLiteral("—");
    };
    return std::visit(
        [&](const auto& v) -> QString {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, std::monostate>) {
                return QStringLiteral("—");
            } else if constexpr (std::is_same_v<T, double>) {
                return num(v);
            } else if constexpr (std::is_same_v<T, std::vector<double>>) {
                QStringList parts;
                for (std::size_t i = 0; i < v.size() && i < 6; ++i)
                    parts << num(v[i]);
                return QLatin1Char('[') + parts.join(QStringLiteral(", ")) +
                       (v.size() > 6 ? QStringLiteral(", …]") : QStringLiteral("]"));
            } else if constexpr (std::is_same_v<T, std::vector<std::pair<std::string, double>>>) {
                QStringList parts;
                for (const auto& [key, x] : v)
                    parts << readableKey(table, key) + QStringLiteral(": ") + num(x);
                return parts.join(QLatin1Char('\n'));
            } else {
                return QStringLiteral("%1 rows").arg(v.size());
            }
        },
        value);
}

// Events that only paint, lay out or restyle widgets, or that Qt's own widgets send themselves:
// they may be delivered while the stepping thread has the session (no widget reads the session
// then; showing a frame sends some of them, e.g. a label's new tooltip).
bool drawsOnly(const QEvent* event, const QObject* receiver)
{
    switch (event->type()) {
    case QEvent::Timer:
        // Qt's own widgets keep timers of their own (a chart's scene index, a header's delayed
        // layout, a text cursor's blink): ours are QTimers, whose timeouts may read the session.
        return !receiver->inherits("QTimer") &&
               qstrcmp(receiver->metaObject()->className(), "QSingleShotTimer") != 0;
    case QEvent::MetaCall:
        // Queued calls within Qt's drawing: a chart's graphics scene gathering its changes, the
        // animation timer. (Waiting for the batch on these held the frame timer's ticks back.)
        return receiver->inherits("QGraphicsScene") ||
               qstrcmp(receiver->metaObject()->className(), "QAnimationTimer") == 0;
    case QEvent::DeferredDelete:
        return receiver->inherits("QAbstractAnimation");  // a chart's finished animations
    case QEvent::Paint:
    case QEvent::UpdateRequest:
    case QEvent::UpdateLater:
    case QEvent::LayoutRequest:
    case QEvent::Polish:
    case QEvent::PolishRequest:
    case QEvent::Expose:
    case QEvent::Resize:
    case QEvent::Move:
    case QEvent::ChildAdded:
    case QEvent::ChildPolished:
    case QEvent::ChildRemoved:
    case QEvent::StyleChange:
    case QEvent::FontChange:
    case QEvent::PaletteChange:
    case QEvent::Show:
    case QEvent::ShowToParent:
    case QEvent::Hide:
    case QEvent::HideToParent:
    case QEvent::DynamicPropertyChange:
    case QEvent::ToolTipChange:
    case QEvent::StatusTip:
    case QEvent::ReadOnlyChange:
    case QEvent::EnabledChange:
    case QEvent::ModifiedChange:
    case QEvent::WindowTitleChange:
    case QEvent::IconTextChange:
        return true;
    default:
        return false;
    }
}

} // namespace

// What a batch on the stepping thread leaves for the frame that shows it.
struct MainWindow::SteppedBatch {
    LessonSession* session = nullptr;
    double target = 0.0;            // s: simulated time the batch aimed at
    double startTime = 0.0;         // s: the lesson's time when it began
    double reachedTime = 0.0;       // s: and when its stepping ended
    long long endTick = 0;          // the session's tick and generation then
    unsigned long long generation = 0;
    // Set when the batch starts: the chart the frame refreshes in turn (−1: none), whether the
    // tables come with it, and the charts' revision on show.
    int chartIndex = -1;
    std::string chartId;
    bool withTables = false;
    unsigned long long chartsRevision = 0;
    // Taken from the session at the end of the batch, by the stepping thread.
    Scene scene;
    std::vector<Measurement> measurements;
    std::vector<std::string> notices;
    bool finished = false;
    // The frame needs nothing else from the session: no branch (so no ghost), at the head of
    // the run, the charts as declared, one chart in turn. Then the rest of what it shows is taken too,
    // and the window shows it while the next batch steps (showAlone).
    bool showsAlone = false;
    TimelineBar::State timeline;
    bool pendingReset = false;
    ChartData chart;             // only chart `chartId`
    std::vector<Table> tables;   // when withTables
    double seconds = 0.0;           // wall time of the batch
    const char* failedWhile = nullptr;  // what the batch was doing when `error` was thrown
    std::exception_ptr error;
};

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("ParticleLab"));
    setObjectName(QStringLiteral("ParticleLabMainWindow"));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    resize(1400, 900);

    m_studies = new StudyRunner(this);
    m_view = new SceneView(this);
    m_charts = new ChartPanel(this);
    m_timeline = new TimelineBar(this);
    auto* viewBox = new QWidget(this);
    auto* viewLayout = new QVBoxLayout(viewBox);
    viewLayout->setContentsMargins(0, 0, 0, 0);
    viewLayout->setSpacing(0);
    viewLayout->addWidget(m_view, 1);
    viewLayout->addWidget(m_timeline);
    connect(m_timeline, &TimelineBar::scrubbed, this, &MainWindow::seekTo);
    connect(m_timeline, &TimelineBar::stepBackRequested, this, &MainWindow::stepBack);
    connect(m_timeline, &TimelineBar::dropBranchRequested, this, [this](int index) {
        m_session->dropBranch(static_cast<std::size_t>(index));
        refreshView();
        refreshCharts();
        refreshTimeline();
    });
    connect(m_timeline, &TimelineBar::ghostBranchChanged, this, [this] { refreshView(); });
    connect(m_timeline, &TimelineBar::budgetRequested, this, &MainWindow::askMemoryBudget);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("viewChartsSplitter"));
    splitter->addWidget(viewBox);
    splitter->addWidget(m_charts);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({1000, 1000});  // view and charts share the height equally
    setCentralWidget(splitter);

    m_view->pointerHandler = [this](PointerEvent event, const Vec2& world) {
        if (!m_session)
            return false;
        bool used = false;
        const auto generation = m_session->generation();
        guarded("handling the mouse", [&] { used = m_session->pointer(event, world); });
        if (!used)
            return false;
        m_parameters->display(m_session->values());
        if (m_session->generation() != generation)
            afterReset(false);
        refreshView();
        refreshCharts();
        refreshTimeline();
        return true;
    };

    m_undo = new QUndoGroup(this);
    buildActions();
    buildDocks();
    m_presentation = new PresentationMode(this);
    auto* keys = new ClassroomKeys(this, m_view, {m_playAction, m_stepAction, m_stepBackAction,
                                                  m_resetAction, m_presentAction});
    connect(m_presentAction, &QAction::triggered, m_presentation, &PresentationMode::toggle);
    connect(keys, &ClassroomKeys::escapeAtHome, m_presentation, &PresentationMode::leave);
    connect(m_presentation, &PresentationMode::changed, m_presentAction, &QAction::setChecked);
    // View menu: every panel can be shown and hidden; F1 brings up the lesson's text.
    QMenu* viewMenu = menuBar()->findChild<QMenu*>(QStringLiteral("viewMenu"));
    viewMenu->addSeparator();
    for (QDockWidget* panel : findChildren<QDockWidget*>())
        viewMenu->addAction(panel->toggleViewAction());
    addThemeMenu(viewMenu);
    m_textScale = new TextScale(this);
    m_textScale->addMenu(viewMenu, this);
    connect(m_textScale, &TextScale::changed, this, &MainWindow::applyReadability);
    connect(m_presentation, &PresentationMode::changed, this, &MainWindow::applyReadability);
    connect(m_presentation, &PresentationMode::changed, this, [this] { refreshStatus(); });
    // Menus are windows of their own: they take the window's font (its text size) only when told.
    for (QMenu* menu : menuBar()->findChildren<QMenu*>())
        menu->setAttribute(Qt::WA_WindowPropagation);
    viewMenu->addAction(tr("Lesson &text"), QKeySequence(Qt::Key_F1), this, [this] {
        auto* panel = findChild<QDockWidget*>(QStringLiteral("textDock"));
        // No text to show (a scene without a description), or a panel student mode hides: the
        // user guide instead.
        if (m_text->document()->toPlainText().trimmed().isEmpty() ||
            !panel->toggleViewAction()->isEnabled()) {
            showUserGuide(this);
            return;
        }
        panel->show();
        panel->raise();
        m_text->setFocus();
    });

    connect(m_studies, &StudyRunner::studyFinished, this, [this] {
        refreshCharts();
        refreshMeasurements();
        refreshView();
    });
    connect(m_studies, &StudyRunner::busyChanged, this, [this](bool busy) {
        m_studyProgress->setVisible(busy);
        m_cancelStudies->setVisible(busy);
    });

    m_batchDone = new QObject(this);
    m_frameTimer = new QTimer(this);
    m_frameTimer->setTimerType(Qt::PreciseTimer);
    connect(m_frameTimer, &QTimer::timeout, this, &MainWindow::onFrameTimer);
    m_frameTimer->start(frameMilliseconds);
    m_wallClock.start();
    qApp->installEventFilter(this);

    QSettings settings;
    const std::string last = toStdString(settings.value(QStringLiteral("lesson")).toString());
    if (last.empty() || !selectLesson(last))
        selectLesson(registerLessons().front().id);
    // First start: 90 % of the screen (a projector may have only 1280×800).
    if (!restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray()))
        if (const QScreen* screen = QGuiApplication::primaryScreen())
            resize(screen->availableSize() * 0.9);
    restoreState(settings.value(QStringLiteral("windowState")).toByteArray());
    splitter->restoreState(settings.value(QStringLiteral("splitter")).toByteArray());
    applyReadability();
    recolourStatus();

    // Every minute, runs with unsaved changes are written where a crash cannot take them.
    m_autosave = std::make_unique<AutosaveStore>(AutosaveStore::defaultRoot());
    m_autosaveTimer = new QTimer(this);
    connect(m_autosaveTimer, &QTimer::timeout, this, &MainWindow::autosave);
    m_autosaveTimer->start(60 * 1000);
    QTimer::singleShot(0, this, &MainWindow::offerAutosaveRecovery);
}

MainWindow::~MainWindow()
{
    qApp->removeEventFilter(this);
    m_frameTimer->stop();
    settle(false);
    m_studies->attach(nullptr);  // cancel and wait before the session goes away
}

void MainWindow::buildActions()
{
    QToolBar* bar = addToolBar(tr("Playback"));
    bar->setObjectName(QStringLiteral("playbackToolbar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

    m_playAction = new QAction(tr("Play"), this);
    setThemedIcon(m_playAction, QStyle::SP_MediaPlay);
    m_playAction->setShortcut(QKeySequence(Qt::Key_Space));
    m_playAction->setToolTip(tr("Play / pause the simulation (Space)"));
    connect(m_playAction, &QAction::triggered, this, [this] {
        // A run that has reached its end starts again (a finished lesson has nothing to play).
        if (!m_playing && m_session && m_session->lesson().finished() && !resetLesson())
            return;
        statusBar()->clearMessage();
        setPlaying(!m_playing);
    });

    m_stepAction = new QAction(tr("Step"), this);
    setThemedIcon(m_stepAction, QStyle::SP_MediaSeekForward);
    m_stepAction->setShortcuts({QKeySequence(Qt::Key_S), QKeySequence(Qt::Key_Right)});
    m_stepAction->setToolTip(tr("Advance one step, or one stage in step-through mode (S or →)"));
    connect(m_stepAction, &QAction::triggered, this, &MainWindow::stepOnce);

    m_stepBackAction = new QAction(tr("Step back"), this);
    setThemedIcon(m_stepBackAction, QStyle::SP_MediaSeekBackward);
    m_stepBackAction->setShortcut(QKeySequence(Qt::Key_Left));
    m_stepBackAction->setToolTip(tr("Go back one step, exactly (←)"));
    connect(m_stepBackAction, &QAction::triggered, this, &MainWindow::stepBack);

    m_presentAction = new QAction(tr("&Presentation mode"), this);
    m_presentAction->setShortcut(QKeySequence(Qt::Key_F11));
    m_presentAction->setCheckable(true);
    m_presentAction->setToolTip(tr("Full screen with large text for a projector (F11)"));

    m_resetAction = new QAction(tr("Reset"), this);
    setThemedIcon(m_resetAction, QStyle::SP_BrowserReload);
    m_resetAction->setShortcut(QKeySequence(Qt::Key_R));
    m_resetAction->setToolTip(tr("Start again from the parameters (R)"));
    connect(m_resetAction, &QAction::triggered, this, [this] { resetLesson(); });

    bar->addAction(m_playAction);
    bar->addAction(m_stepBackAction);
    bar->addAction(m_stepAction);
    bar->addAction(m_resetAction);
    bar->addSeparator();
    bar->addWidget(new QLabel(tr(" Speed "), this));
    m_speed = new QComboBox(this);
    for (double s : {0.1, 0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0})
        m_speed->addItem(QStringLiteral("%1×").arg(s), s);
    m_speed->setCurrentIndex(3);
    m_speed->setToolTip(tr("Simulated seconds per wall-clock second"));
    m_speed->setAccessibleName(tr("Speed"));
    bar->addWidget(m_speed);
    bar->addSeparator();
    m_timeLabel = new QLabel(this);
    m_timeLabel->setObjectName(QStringLiteral("clock"));
    m_timeLabel->setToolTip(tr("Simulated time"));
    bar->addWidget(m_timeLabel);

    QMenu* file = menuBar()->addMenu(tr("&File"));
    buildFileMenu(file);
    file->addAction(tr("Export &chart…"), this, &MainWindow::exportChart);
    file->addAction(tr("Export &view as PNG…"), this, &MainWindow::exportView);
    file->addAction(tr("Export &report (JSON)…"), this, &MainWindow::exportReport);
    file->addAction(tr("Export &all to folder…"), QKeySequence(tr("Ctrl+E")), this,
                    &MainWindow::exportAll);
    new DocumentExports(this, file);  // handout (PDF) and spreadsheet (.xlsx)
    buildSceneActions(file);
    file->addSeparator();
    m_lammps = new LammpsActions(this, file);
    for (QAction* action : m_lammps->openingActions())
        markExit(action, "open");
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_undo->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_undo->createRedoAction(this, tr("&Redo"));
    // Ctrl+Shift+Z and Ctrl+Y, each once: the platform's Redo keys often hold Ctrl+Shift+Z
    // already, and a key listed twice is an ambiguous shortcut that Qt does not fire.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence& key : {QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))})
        if (!redoKeys.contains(key))
            redoKeys << key;
    redo->setShortcuts(redoKeys);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(tr("Timeline &memory budget…"), this, &MainWindow::askMemoryBudget);

    QMenu* sim = menuBar()->addMenu(tr("&Simulation"));
    sim->addAction(m_playAction);
    sim->addAction(m_stepAction);
    sim->addAction(m_stepBackAction);
    sim->addAction(m_resetAction);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    view->addAction(m_presentAction);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("&User guide"), this, [this] { showUserGuide(this); });
    guide->setObjectName(QStringLiteral("userGuideAction"));
    guide->setToolTip(tr("How to use ParticleLab, with search (F1 when a lesson has no text)"));
    help->addAction(tr("&Keyboard and mouse"), this, [this] { showKeyboardHelp(this); });
    help->addAction(tr("&About ParticleLab"), this, [this] { showAbout(this); });

    statusBar()->setSizeGripEnabled(true);
    m_noticeLabel = new QLabel(this);
    m_noticeLabel->setObjectName(QStringLiteral("notice"));
    m_pendingLabel = new QLabel(this);
    m_pendingLabel->setObjectName(QStringLiteral("pending"));
    QFont bold;  // only the weight: the size follows the window's text size
    bold.setBold(true);
    m_pendingLabel->setFont(bold);
    // Clear of the window's corner (full screen, no size grip: flush with the screen's edge, and
    // a projector crops the edge), with room for the bold text below its baseline.
    m_pendingLabel->setContentsMargins(8, 2, 16, 4);
    m_studyProgress = new QProgressBar(this);
    m_studyProgress->setRange(0, 1000);
    m_studyProgress->setMaximumWidth(260);
    m_studyProgress->setVisible(false);
    m_cancelStudies = new QToolButton(this);
    m_cancelStudies->setText(tr("Cancel"));
    m_cancelStudies->setToolTip(tr("Cancel the background study"));
    m_cancelStudies->setVisible(false);
    connect(m_cancelStudies, &QToolButton::clicked, m_studies, &StudyRunner::cancelAll);
    statusBar()->addWidget(m_noticeLabel, 1);
    statusBar()->addPermanentWidget(m_pendingLabel);
    statusBar()->addPermanentWidget(m_studyProgress);
    statusBar()->addPermanentWidget(m_cancelStudies);
    m_studyProgress->setVisible(false);  // the status bar shows what it is given
    m_cancelStudies->setVisible(false);
}

void MainWindow::buildDocks()
{
    auto dock = [this](const QString& title, const QString& name, QWidget* content,
                       Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(content);
        content->setAccessibleName(title);
        addDockWidget(area, d);
        return d;
    };

    m_browser = new QListWidget(this);
    m_browser->setWordWrap(true);
    m_browser->setSpacing(2);
    m_browser->setMinimumWidth(240);
    for (const LessonEntry& entry : registerLessons()) {
        const LessonInfo info = entry.create()->info();
        auto* item = new QListWidgetItem();
        item->setData(Qt::UserRole, toQString(info.id));
        item->setToolTip(readable(info.summary));
        m_browser->addItem(item);
        // Title in bold over the summary: a label per row, since items have one font. The
        // summary keeps the theme's text colour (a fixed grey vanished on the dark theme).
        auto* label = new QLabel(QStringLiteral("<b>%1</b><br>%2")
                                     .arg(readable(info.title).toHtmlEscaped(),
                                          readable(info.summary).toHtmlEscaped()),
                                 m_browser);
        label->setWordWrap(true);
        label->setContentsMargins(4, 3, 4, 3);
        label->setAttribute(Qt::WA_TransparentForMouseEvents);
        m_browser->setItemWidget(item, label);
    }
    connect(m_browser, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        fitLessonList();
        if (item)
            selectLesson(toStdString(item->data(Qt::UserRole).toString()));
    });
    markExit(dock(tr("Lessons"), QStringLiteral("lessonsDock"), m_browser, Qt::LeftDockWidgetArea)
                 ->toggleViewAction(),
             "lessons");

    m_text = new LessonTextView(this);
    connect(m_text, &LessonTextView::parametersRequested, this,
            [this](const QList<QPair<QString, QString>>& settings) {
                for (const auto& [id, value] : settings)
                    if (!m_studentPanel || !m_studentPanel->setup().locks(toStdString(id)))
                        onParameterEdited(id, value);  // a link leaves what the teacher locked
                if (m_session && m_session->hasPendingReset())
                    resetLesson();  // a link is a request to see it now
            });
    dock(tr("About this lesson"), QStringLiteral("textDock"), m_text, Qt::LeftDockWidgetArea);

    auto* paramBox = new QWidget(this);
    auto* paramLayout = new QVBoxLayout(paramBox);
    m_parameters = new ParameterPanel(paramBox);
    connect(m_parameters, &ParameterPanel::edited, this, &MainWindow::onParameterEdited);
    auto* scroll = new QScrollArea(paramBox);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(m_parameters);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setAccessibleName(tr("Parameters"));
    paramLayout->addWidget(scroll, 1);
    auto* buttons = new QHBoxLayout();
    auto* resetButton = new QPushButton(tr("Reset (R)"), paramBox);
    resetButton->setToolTip(tr("Start again with these parameters"));
    connect(resetButton, &QPushButton::clicked, this, [this] { resetLesson(); });
    m_defaultsButton = new QPushButton(tr("Defaults"), paramBox);
    m_defaultsButton->setToolTip(tr("Restore every parameter to its default and reset"));
    connect(m_defaultsButton, &QPushButton::clicked, this, [this] {
        if (m_session)
            selectLesson(m_session->lesson().info().id, true);
    });
    buttons->addWidget(resetButton);
    buttons->addWidget(m_defaultsButton);
    paramLayout->addLayout(buttons);
    m_studyButtons = new QWidget(paramBox);
    new QVBoxLayout(m_studyButtons);
    m_studyButtons->layout()->setContentsMargins(0, 0, 0, 0);
    paramLayout->addWidget(m_studyButtons);
    paramBox->setMinimumWidth(380);
    QDockWidget* parametersDock =
        dock(tr("Parameters"), QStringLiteral("parametersDock"), paramBox, Qt::RightDockWidgetArea);

    m_measurements = new QTableWidget(0, 2, this);
    m_measurements->setHorizontalHeaderLabels({tr("Measurement"), tr("Value")});
    // Names and values share the width; a long name wraps, and its row grows to hold it.
    m_measurements->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_measurements->viewport()->installEventFilter(this);  // re-fit the rows to a new width
    m_measurements->verticalHeader()->setVisible(false);
    m_measurements->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_measurements->setWordWrap(true);
    m_measurements->setObjectName(QStringLiteral("measurements"));
    m_measurements->setTabKeyNavigation(false);  // Tab moves on to the next control
    QDockWidget* measurementsDock = dock(tr("Measurements"), QStringLiteral("measurementsDock"),
                                         m_measurements, Qt::RightDockWidgetArea);
    resizeDocks({parametersDock, measurementsDock}, {600, 260}, Qt::Vertical);
}

bool MainWindow::guarded(const char* what, const std::function<void()>& work)
{
    try {
        work();
        return true;
    } catch (const std::exception& e) {
        setPlaying(false);
        showError(tr("Simulation error"),
                  tr("Something went wrong while %1: %2").arg(QLatin1String(what), QString::fromUtf8(e.what())));
    }
    return false;
}

bool MainWindow::selectLesson(const std::string& id, bool fresh)
{
    settle();
    if (!fresh && m_sessions.count(id)) {
        showSession(id, std::nullopt, true);
        return true;
    }
    std::unique_ptr<Lesson> lesson = createLesson(id);
    if (!lesson)
        return false;
    showLesson(std::move(lesson));
    return true;
}

void MainWindow::showLesson(std::unique_ptr<Lesson> lesson,
                            const std::optional<StudentSetup>& student)
{
    settle();
    const std::string id = lesson->info().id;
    setPlaying(false);
    m_studies->attach(nullptr);
    if (m_session == m_sessions[id].get())
        m_session = nullptr;  // about to be replaced
    m_sessions[id] = std::make_unique<LessonSession>(std::move(lesson));
    m_saved.erase(id);
    undoStackFor(id)->clear();
    showSession(id, student, false);
}

void MainWindow::showSession(const std::string& id, const std::optional<StudentSetup>& student,
                             bool kept)
{
    leaveStudentMode();
    setPlaying(false);
    m_studies->attach(nullptr);
    m_session = m_sessions.at(id).get();
    shareMemoryBudget();  // the lesson on show has the larger share
    if (!m_saved.count(id))
        m_saved[id] = {QString(), m_session->generation(), m_session->headTick(),
                       m_session->tick(), m_session->values()};
    m_undo->setActiveStack(undoStackFor(id));
    m_studies->attach(m_session);

    const LessonInfo info = m_session->lesson().info();
    setWindowTitle(tr("ParticleLab — %1").arg(readable(info.title)));
    m_text->showLesson(info.text);
    m_parameters->build(m_session->parameterTable(), m_session->values());

    // Study buttons for this lesson.
    QLayout* studyLayout = m_studyButtons->layout();
    while (QLayoutItem* item = studyLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    for (const StudySpec& spec : m_session->lesson().studies()) {
        auto* button = new QPushButton(readable(spec.label), m_studyButtons);
        button->setToolTip(readable(spec.description));
        const std::string studyId = spec.id;
        connect(button, &QPushButton::clicked, this, [this, studyId] {
            if (confirmLongStudy(*m_session, studyId, this))
                m_studies->start(studyId);
        });
        studyLayout->addWidget(button);
    }

    {
        // The list marks the lesson on show, or none (a scene or session file's own lesson).
        const QSignalBlocker block(m_browser);
        m_browser->setCurrentRow(-1);
        m_browser->clearSelection();
        for (int row = 0; row < m_browser->count(); ++row)
            if (m_browser->item(row)->data(Qt::UserRole).toString() == toQString(id))
                m_browser->setCurrentRow(row);
    }
    fitLessonList();
    QSettings().setValue(QStringLiteral("lesson"), toQString(id));
    afterReset(true);
    if (kept)
        m_studies->cancelAll();  // a kept run has its study results already
    if (student)
        enterStudentMode(*student);
}

void MainWindow::afterReset(bool refitView)
{
    m_targetTime = m_session->lesson().time();
    m_parameters->display(m_session->values());
    m_charts->rebuild(*m_session);
    m_chartsRevision = m_session->chartsRevision();
    m_studies->startAutomatic();
    Scene scene;
    guarded("drawing the scene", [&] { m_session->lesson().scene(scene); });
    m_view->setScene(std::move(scene), refitView);
    m_lastMeasurementsText.clear();
    refreshView();
    refreshCharts();
    refreshMeasurements();
    refreshStatus();
}

bool MainWindow::resetLesson()
{
    settle();
    if (!m_session)
        return false;
    std::optional<std::string> error;
    if (!guarded("resetting", [&] { error = m_session->reset(); }))
        return false;
    if (error) {
        if (!m_parameters->refuseEdit(toQString(*error)))
            showError(tr("Cannot reset"), toQString(*error));
        return false;
    }
    afterReset(false);
    return true;
}

void MainWindow::onParameterEdited(const QString& id, const QString& text)
{
    changeParameter(id, text);
}

bool MainWindow::applyParameter(const QString& id, const QString& text)
{
    settle();
    if (!m_session)
        return false;
    std::optional<std::string> error;
    if (!guarded("changing a parameter",
                 [&] { error = m_session->set(toStdString(id), toStdString(text)); }))
        return false;
    if (error) {
        if (!m_parameters->refuseEdit(toQString(*error)))
            showError(tr("Invalid parameter"), toQString(*error));
        m_parameters->display(m_session->values());  // nothing the user had is lost
        return false;
    }
    m_parameters->display(m_session->values());
    // Before the run has started a change needs no confirmation: apply it at once.
    if (m_session->hasPendingReset() && m_session->lesson().time() == 0.0 && !m_playing)
        resetLesson();
    refreshView();
    refreshCharts();
    refreshMeasurements();
    refreshStatus();
    return true;
}

void MainWindow::setPlaying(bool playing)
{
    settle();
    m_playing = playing;
    if (m_playAction) {
        m_playAction->setText(playing ? tr("Pause") : tr("Play"));
        setThemedIcon(m_playAction, playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay);
    }
    if (m_session) {
        m_targetTime = m_session->lesson().time();
        m_shownTime = m_targetTime;
    }
    m_wallClock.restart();
}

LessonSession* MainWindow::session()
{
    settle();
    return m_session;
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    // The frame timer only moves the target while a batch runs (onFrameTimer). An event may be
    // sent from inside Qt's own work (a chart's layout sends events to its items): the batch is
    // only waited for here, and shown from the event loop (onSteppingDone) or by the method the
    // event calls, never in the middle of that work.
    const bool frameTick = event->type() == QEvent::Timer && watched == m_frameTimer;
    if (m_stepping.valid() && !frameTick && watched != m_batchDone && !drawsOnly(event, watched))
        settle(false);
    // The header stretches its columns after the viewport's resize: fit the rows after that.
    if (m_measurements && watched == m_measurements->viewport() && event->type() == QEvent::Resize)
        QTimer::singleShot(0, this, &MainWindow::fitMeasurementRows);
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::onFrameTimer() { frameTick(); }

void MainWindow::frameTick()
{
    const double seconds = std::min(0.1, m_wallClock.restart() / 1000.0);
    if (!m_session)
        return;
    if (m_playing) {
        // Aim a little ahead of the lesson, but never let a slow lesson build up a backlog.
        const double speed = m_speed->currentData().toDouble();
        m_targetTime = std::min(m_targetTime + speed * seconds, m_shownTime + speed * 0.25);
        startStepping();
    }
    if (m_studies->busy()) {
        m_studyProgress->setValue(static_cast<int>(1000 * m_studies->progress()));
        m_studyProgress->setFormat(m_studies->description() + QStringLiteral(" %p%"));
    }
    if (++m_ticks % 10 == 0 && !m_stepping.valid())
        refreshStatus();
    emit frameTicked();
}

void MainWindow::startStepping()
{
    if (m_stepping.valid() || !m_session || !m_playing)
        return;
    if (m_batchPending)
        settle();  // the last batch is shown before the next overwrites it
    // Behind by more than round-off (advanceTo stops a hair below its target).
    const double t = m_session->lesson().time();
    if (!(t < m_targetTime - 1e-9 * std::max(1.0, std::abs(m_targetTime))) || m_session->lesson().finished())
        return;
    if (!m_batch)
        m_batch = std::make_unique<SteppedBatch>();
    SteppedBatch* batch = m_batch.get();
    batch->session = m_session;
    batch->target = m_targetTime;
    batch->startTime = t;
    batch->reachedTime = t;
    batch->endTick = m_session->tick();
    batch->generation = m_session->generation();
    batch->error = nullptr;
    batch->failedWhile = nullptr;
    const std::vector<ChartWidget*>& charts = m_charts->charts();
    batch->chartIndex = charts.empty() ? -1 : static_cast<int>((m_frame + 1) % static_cast<long long>(charts.size()));
    batch->chartId = charts.empty() ? std::string() : charts[static_cast<std::size_t>(batch->chartIndex)]->spec().id;
    batch->withTables = batch->chartIndex == 0 && m_charts->hasTables();
    batch->chartsRevision = m_chartsRevision;
    const unsigned long long serial = ++m_batchSerial;
    m_stepping = std::async(std::launch::async, [this, batch, serial] {
        const auto start = std::chrono::steady_clock::now();
        try {
            batch->failedWhile = "stepping";
            batch->session->advanceTo(batch->target, stepBudget);
            batch->reachedTime = batch->session->lesson().time();
            batch->endTick = batch->session->tick();
            batch->generation = batch->session->generation();
            batch->failedWhile = "drawing the scene";
            Scene scene;
            batch->session->lesson().scene(scene);
            batch->scene = std::move(scene);
            batch->failedWhile = "measuring";
            batch->measurements = batch->session->lesson().measurements();
            batch->notices = batch->session->lesson().notices();
            const LessonSession& s = *batch->session;
            batch->finished = s.lesson().finished();
            batch->showsAlone = batch->chartIndex >= 0 && s.branches().empty() &&
                                s.atHead() && s.chartsRevision() == batch->chartsRevision;
            if (batch->showsAlone) {
                batch->timeline = TimelineBar::stateOf(s);
                batch->pendingReset = s.hasPendingReset();
                batch->chart = s.chartData().only(batch->chartId);
                batch->tables = batch->withTables ? s.lesson().tables() : std::vector<Table>();
            }
            batch->failedWhile = nullptr;
        } catch (...) {
            batch->error = std::current_exception();
        }
        batch->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        QMetaObject::invokeMethod(m_batchDone, [this, serial] { onSteppingDone(serial); },
                                  Qt::QueuedConnection);
    });
}

void MainWindow::onSteppingDone(unsigned long long serial)
{
    // A batch that another event took (settle) may announce its end after the next one started:
    // that one will announce its own.
    if (serial != m_batchSerial)
        return;
    settle(false);
    // A batch whose frame needs nothing else of the session is shown while the next one steps;
    // any other is shown (settle) before the next one starts.
    std::unique_ptr<SteppedBatch> shown;
    if (m_batchPending && m_batch->showsAlone && !m_batch->error && !m_batch->finished &&
        isCurrent(*m_batch)) {
        m_batchPending = false;
        m_continueStepping = m_batch->reachedTime > m_batch->startTime;
        shown = std::move(m_batch);
        m_batch = std::move(m_spareBatch);
        ++m_frame;
    } else {
        settle();
    }
    // While batches follow each other the event loop is seldom idle, and the frame timer's
    // ticks come late: a frame's due tick is taken here then.
    if (m_wallClock.elapsed() >= frameMilliseconds)
        frameTick();
    // A batch that moved the lesson on and stopped short of its target (its budget ran out):
    // the next one starts at once. Otherwise the frame timer starts it when the target moves.
    if (std::exchange(m_continueStepping, false))
        startStepping();
    if (shown) {
        showAlone(*shown);
        m_spareBatch = std::move(shown);
    }
}

bool MainWindow::isCurrent(const SteppedBatch& batch) const
{
    // Nothing changed the run since the batch ended (whatever did showed it).
    return batch.session == m_session && m_session->tick() == batch.endTick &&
           m_session->generation() == batch.generation;
}

void MainWindow::settle(bool show)
{
    if (m_stepping.valid()) {
        std::future<void> stepping = std::move(m_stepping);  // from here on, nested calls return
        stepping.get();
        m_lastSteppingSeconds = m_batch->seconds;
        m_batchPending = true;
    }
    if (!show || !m_batchPending)
        return;
    m_batchPending = false;
    SteppedBatch& batch = *m_batch;
    // Shown only if nothing changed the run since the batch ended (an error: if the same run).
    if (batch.session != m_session || (!batch.error && !isCurrent(batch)))
        return;
    m_continueStepping = !batch.error && batch.reachedTime > batch.startTime;
    if (batch.error) {
        guarded(batch.failedWhile, [&] { std::rethrow_exception(batch.error); });
        refreshView();
        refreshMeasurements();
        refreshStatus();
        refreshCharts();
        return;
    }
    ++m_frame;
    if (m_session->lesson().finished()) {
        setPlaying(false);
        statusBar()->showMessage(
            tr("The run reached its end at t = %1 s. Press Play (Space) to run it again.")
                .arg(QString::number(m_session->lesson().time(), 'f', 2)));
    }
    // One clock: the view, the toolbar's time and the measurements show the same step.
    showScene(std::move(batch.scene));
    refreshMeasurements(std::move(batch.measurements));
    refreshStatus(batch.notices);
    refreshChartsInTurn();
    emit frameShown();
}

void MainWindow::showAlone(SteppedBatch& batch)
{
    m_view->setScene(std::move(batch.scene), false);
    m_view->setGhost({}, QString());
    m_timeline->show(batch.timeline);  // the branches are as last shown (showsAlone)
    refreshMeasurements(std::move(batch.measurements));
    showStatus(batch.timeline.time, batch.notices, batch.pendingReset);
    // The chart keeps the data it shows (for its CSV menu) until it is refreshed again.
    ChartData& shown = m_shownCharts[batch.chartId];
    shown = std::move(batch.chart);
    m_charts->refreshOne(shown, static_cast<std::size_t>(batch.chartIndex), batch.tables);
    emit frameShown();
}

void MainWindow::advanceFrame(double seconds)
{
    settle();
    if (!m_session)
        return;
    ++m_frame;
    if (m_playing) {
        const double speed = m_speed->currentData().toDouble();
        Lesson& lesson = m_session->lesson();
        // Aim a little ahead of the lesson, but never let a slow lesson build up a backlog.
        m_targetTime = std::min(m_targetTime + speed * seconds, lesson.time() + speed * 0.25);
        QElapsedTimer stepping;
        stepping.start();
        guarded("stepping", [&] { m_session->advanceTo(m_targetTime, stepBudget); });
        m_lastSteppingSeconds = static_cast<double>(stepping.nsecsElapsed()) * 1e-9;
        if (m_session->lesson().finished()) {
            setPlaying(false);
            statusBar()->showMessage(
                tr("The run reached its end at t = %1 s. Press Play (Space) to run it again.")
                    .arg(QString::number(m_session->lesson().time(), 'f', 2)));
        }
        // One clock: the view, the toolbar's time and the measurements show the same step.
        refreshView();
        refreshMeasurements();
        refreshStatus();
        if (m_frame % 3 == 0)
            refreshCharts();
    }
    if (m_studies->busy()) {
        m_studyProgress->setValue(static_cast<int>(1000 * m_studies->progress()));
        m_studyProgress->setFormat(m_studies->description() + QStringLiteral(" %p%"));
    }
    if (m_frame % 10 == 0)
        refreshStatus();
}

void MainWindow::stepOnce()
{
    settle();
    if (!m_session)
        return;
    setPlaying(false);
    guarded("stepping", [&] { m_session->stepOnce(); });
    refreshView();
    refreshCharts();
    refreshMeasurements();
    refreshStatus();
}

void MainWindow::refreshCharts()
{
    if (m_session->chartsRevision() != m_chartsRevision) {
        m_charts->rebuild(*m_session);
        m_chartsRevision = m_session->chartsRevision();
    }
    m_charts->refresh(*m_session);
    m_shownCharts.clear();  // every chart now shows (and keeps) the session's data
    // Branches as dashed curves, and the time on show while replaying.
    std::vector<std::pair<std::string, const ChartData*>> branches;
    for (const Branch& b : m_session->branches())
        branches.emplace_back(b.label, &b.data);
    const std::optional<double> cursor =
        m_session->atHead() ? std::nullopt : std::optional<double>(m_session->lesson().time());
    for (ChartWidget* chart : m_charts->charts()) {
        chart->setBranches(branches, m_session->branchesRevision() * 1000003ULL +
                                         m_session->chartsRevision());
        chart->setTimeCursor(cursor);
    }
}

void MainWindow::refreshChartsInTurn()
{
    const std::vector<ChartWidget*>& charts = m_charts->charts();
    if (m_session->chartsRevision() != m_chartsRevision || charts.empty() || !m_session->branches().empty() ||
        !m_session->atHead()) {
        if (m_frame % 3 == 0)
            refreshCharts();
        return;
    }
    m_charts->refreshOne(*m_session, static_cast<std::size_t>(m_frame) % charts.size());
}

void MainWindow::refreshView()
{
    Scene scene;
    guarded("drawing the scene", [&] { m_session->lesson().scene(scene); });
    showScene(std::move(scene));
}

void MainWindow::showScene(Scene scene)
{
    m_view->setScene(std::move(scene), false);
    const int ghost = m_timeline->ghostBranch();
    if (ghost >= 0 && ghost < static_cast<int>(m_session->branches().size())) {
        Scene ghostScene;
        guarded("drawing the ghost", [&] {
            m_session->ghost(static_cast<std::size_t>(ghost)).scene(ghostScene);
        });
        m_view->setGhost(std::move(ghostScene),
                         toQString(m_session->branches()[static_cast<std::size_t>(ghost)].label));
    } else {
        m_view->setGhost({}, QString());
    }
    refreshTimeline();
}

void MainWindow::refreshTimeline() { m_timeline->refresh(*m_session); }

void MainWindow::stepBack()
{
    settle();
    if (!m_session)
        return;
    setPlaying(false);
    guarded("stepping back", [&] { m_session->stepBack(); });
    m_parameters->display(m_session->values());
    refreshView();
    refreshCharts();
    refreshMeasurements();
    refreshStatus();
}

void MainWindow::seekTo(long long tick)
{
    settle();
    if (!m_session)
        return;
    guarded("going back in time", [&] { m_session->seek(tick); });
    m_targetTime = m_session->lesson().time();
    m_parameters->display(m_session->values());
    refreshView();
    refreshCharts();
    refreshMeasurements();
    refreshStatus();
}

void MainWindow::refreshMeasurements() { refreshMeasurements(m_session->lesson().measurements()); }

void MainWindow::refreshMeasurements(std::vector<Measurement> list)
{
    QStringList values;
    QString signature;
    for (Measurement& m : list) {
        sanitize(m);
        values << formatValue(m.value, m_session->parameterTable());
        signature += toQString(m.id) + values.back() + toQString(m.note);
    }
    if (signature == m_lastMeasurementsText)
        return;  // unchanged: keep the table (and its scroll position) as it is
    m_lastMeasurementsText = signature;
    // Rows are rebuilt when the list changes shape; otherwise only the texts change (every frame
    // while playing), and rows are re-measured only when a value gains or loses a line.
    const int rows = static_cast<int>(list.size());
    bool relayout = m_measurements->rowCount() != rows;
    if (relayout)
        m_measurements->setRowCount(rows);
    for (int row = 0; row < rows; ++row) {
        const Measurement& m = list[static_cast<std::size_t>(row)];
        QTableWidgetItem* name = m_measurements->item(row, 0);
        QTableWidgetItem* value = m_measurements->item(row, 1);
        if (!name || !value) {
            m_measurements->setItem(row, 0, name = new QTableWidgetItem());
            m_measurements->setItem(row, 1, value = new QTableWidgetItem());
            relayout = true;
        }
        // The name as rich text (k_d as k<sub>d</sub>) in a label over the cell; the cell keeps
        // the plain name for screen readers.
        auto* nameLabel = qobject_cast<QLabel*>(m_measurements->cellWidget(row, 0));
        if (!nameLabel) {
            nameLabel = new QLabel(m_measurements);
            nameLabel->setTextFormat(Qt::RichText);
            nameLabel->setWordWrap(true);
            nameLabel->setContentsMargins(3, 1, 3, 1);
            m_measurements->setCellWidget(row, 0, nameLabel);
            relayout = true;
        }
        const QString rich = richWithUnit(m.label, m.unit);
        relayout = relayout || nameLabel->text() != rich;
        nameLabel->setText(rich);
        name->setData(Qt::AccessibleTextRole, withUnit(m.label, m.unit));
        nameLabel->setToolTip(tr("%1\nreport.json key: %2")
                                  .arg(withUnit(m.label, m.unit), toQString(m.id)));
        relayout = relayout || value->text().count(QLatin1Char('\n')) != values[row].count(QLatin1Char('\n'));
        value->setText(values[row]);
        value->setToolTip(readable(m.note));
    }
    if (relayout)
        fitMeasurementRows();
}

void MainWindow::fitMeasurementRows()
{
    // The names are labels over their cells, which resizeRowsToContents() does not see: each
    // row is as tall as its value or its name wrapped to the column, whichever is taller.
    const int nameWidth = m_measurements->columnWidth(0);
    const int valueWidth = std::max(1, m_measurements->columnWidth(1) - 8);
    const QFontMetrics metrics(m_measurements->font());
    for (int row = 0; row < m_measurements->rowCount(); ++row) {
        int height = metrics.height() + 6;
        if (const QTableWidgetItem* value = m_measurements->item(row, 1))
            height = std::max(height, metrics.boundingRect(QRect(0, 0, valueWidth, 100000),
                                                           Qt::TextWordWrap, value->text())
                                              .height() + 6);
        if (auto* name = qobject_cast<QLabel*>(m_measurements->cellWidget(row, 0)))
            height = std::max(height, name->heightForWidth(nameWidth) + 2);
        m_measurements->setRowHeight(row, height);
    }
}

void MainWindow::refreshStatus() { refreshStatus(m_session->lesson().notices()); }

void MainWindow::refreshStatus(const std::vector<std::string>& notices)
{
    showStatus(m_session->lesson().time(), notices, m_session->hasPendingReset());
}

void MainWindow::showStatus(double t, const std::vector<std::string>& notices, bool pendingReset)
{
    m_shownTime = t;
    m_timeLabel->setText(tr("  t = %1 s").arg(QString::number(t, 'f', t < 100 ? 3 : 1)));
    m_noticeLabel->setText(notices.empty() ? QString() : readable(notices.front()));
    m_noticeLabel->setToolTip(notices.empty() ? QString() : readable(notices.front()));
    m_pendingLabel->setText(pendingReset
                                ? tr("Changed parameters apply on reset — press R")
                                : QString());
    // Presenting, the status bar gives its height to the charts while it has nothing to say.
    if (m_presentation && m_presentation->active())
        statusBar()->setVisible(!m_noticeLabel->text().isEmpty() || !m_pendingLabel->text().isEmpty());
}

void MainWindow::showError(const QString& title, const QString& message)
{
    QMessageBox box(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    if (QGuiApplication::platformName() == QLatin1String("offscreen")) {
        qInfo("%s: %s", qPrintable(title), qPrintable(message));  // no one to click OK
        return;
    }
    box.exec();
}

void MainWindow::exportChart()
{
    if (m_charts->charts().empty())
        return;
    ExportDialog dialog(m_charts->charts(), m_session->chartData(), this);
    dialog.exec();
}

void MainWindow::exportView()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export view"), QStringLiteral("view.png"),
                                                      tr("PNG image (*.png)"));
    if (path.isEmpty())
        return;
    if (const QString error = savePngAtomically(m_view->renderImage(), path); !error.isEmpty())
        showError(tr("Export failed"), error);
}

void MainWindow::exportReport()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export report"), QStringLiteral("report.json"), tr("JSON (*.json)"));
    if (path.isEmpty())
        return;
    if (const QString error = saveReport(*m_session, path); !error.isEmpty())
        showError(tr("Export failed"), error);
}

void MainWindow::exportAll()
{
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Export everything to folder"), QSettings().value(QStringLiteral("exportFolder")).toString());
    if (dir.isEmpty())
        return;
    QSettings().setValue(QStringLiteral("exportFolder"), dir);
    QStringList written;
    const ExportFolderLock lock(dir);
    const QString error = lock.error().isEmpty()
                              ? exportRun(*m_session, m_view->renderImage(), dir, &written)
                              : lock.error();
    if (!error.isEmpty())
        showError(tr("Export failed"), error);
    else
        statusBar()->showMessage(tr("Wrote %1 files to %2").arg(written.size()).arg(dir), 6000);
}

void MainWindow::applyReadability()
{
    if (!m_textScale)
        return;  // still being built
    const bool presenting = m_presentation && m_presentation->active();
    const Readability r = m_textScale->readability(presenting, height());
    if (r == m_readability && m_readabilityApplied)
        return;
    m_readability = r;
    m_readabilityApplied = true;
    // The widgets: the application's font at the text size; the desk default inherits it.
    const QFont app = QApplication::font();
    const double points = app.pointSizeF() > 0 ? app.pointSizeF() : app.pixelSize() * 0.75;
    setFont(r == Readability{} ? QFont() : r.sized(app, points));
    // Icons as large as the text beside them.
    auto* bar = findChild<QToolBar*>(QStringLiteral("playbackToolbar"));
    const int barIcon = style()->pixelMetric(QStyle::PM_ToolBarIconSize);
    const int smallIcon = style()->pixelMetric(QStyle::PM_SmallIconSize);
    const int presentedIcon = static_cast<int>(std::lround(1.25 * r.pixels(points)));
    if (bar) {
        bar->setIconSize(presenting ? QSize(presentedIcon, presentedIcon)
                                    : QSize(barIcon, barIcon) * r.scale);
        // Large text beside every icon would push the lesson's title off the slim bar: while
        // presenting the buttons show their icons (their names stay in the tooltips).
        bar->setToolButtonStyle(presenting ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon);
    }
    for (QToolButton* button : m_timeline->findChildren<QToolButton*>())
        button->setIconSize(presenting ? QSize(presentedIcon, presentedIcon)
                                       : QSize(smallIcon, smallIcon) * r.scale);
    // The clock keeps room for its longest reading in the new font (it was cut by the title).
    m_timeLabel->setMinimumWidth(m_timeLabel->fontMetrics().horizontalAdvance(tr("  t = 0000.000 s")));
    m_charts->setReadability(r);
    m_view->setReadability(r);
    fitLessonList();
    m_measurements->resizeRowsToContents();
}

void MainWindow::fitLessonList()
{
    const QListWidgetItem* current = m_browser->currentItem();
    for (int row = 0; row < m_browser->count(); ++row) {
        QListWidgetItem* item = m_browser->item(row);
        auto* label = qobject_cast<QLabel*>(m_browser->itemWidget(item));
        if (!label)
            continue;
        // On the highlight (black in high contrast) the text takes the highlight's text colour.
        label->setForegroundRole(item == current ? QPalette::HighlightedText : QPalette::WindowText);
        item->setSizeHint(QSize(200, label->heightForWidth(220) + 8));
    }
}

void MainWindow::recolourStatus()
{
    // A notice in red, a pending change in brown, each darkened or lightened toward the text
    // colour until it reads on the status bar (4.5:1; 7:1 in high contrast).
    const QPalette& p = palette();
    const QColor background = p.color(QPalette::Window), ink = p.color(QPalette::WindowText);
    const double least = currentTheme() == Theme::HighContrast ? 7.0 : 4.5;
    const std::pair<QLabel*, QColor> labels[] = {{m_noticeLabel, QColor(0xc0, 0x1e, 0x1e)},
                                                 {m_pendingLabel, QColor(0xa0, 0x5a, 0x00)}};
    for (const auto& [label, colour] : labels) {
        QPalette lp = label->palette();
        lp.setColor(QPalette::WindowText, withContrast(colour, background, ink, least));
        label->setPalette(lp);
    }
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    if (m_presentation && m_presentation->active())
        applyReadability();
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_noticeLabel)
        recolourStatus();
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!confirmUnsaved()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("windowState"), saveState());
    if (auto* splitter = qobject_cast<QSplitter*>(centralWidget()))
        settings.setValue(QStringLiteral("splitter"), splitter->saveState());
    clearAutosave();
    QMainWindow::closeEvent(event);
}

} // namespace pl
