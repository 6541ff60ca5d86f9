// SPDX-License-Identifier: GPL-3.0-or-later
#include "MainWindow.h"

#include "AboutBox.h"
#include "Announcer.h"
#include "ChartPanel.h"
#include "DocumentExports.h"
#include "LocalNumbers.h"
#include "FramePlayer.h"
#include "KeyboardHelp.h"
#include "LammpsActions.h"
#include "Language.h"
#include "LanguageMenu.h"
#include "LessonBrowser.h"
#include "LessonTextView.h"
#include "LessonWords.h"
#include "MeasurementsTable.h"
#include "ParameterBox.h"
#include "ParameterPanel.h"
#include "PresentationMode.h"
#include "QtAdapters.h"
#include "ReducedMotion.h"
#include "Registry.h"
#include "RunDisplay.h"
#include "SceneView.h"
#include "Shortcuts.h"
#include "Sitting.h"
#include "StatusLine.h"
#include "StudentModeView.h"
#include "StudyButtons.h"
#include "StudyEstimate.h"
#include "StudyProgress.h"
#include "StudyRunner.h"
#include "Theme.h"
#include "ThemedIcons.h"
#include "TimelineBar.h"
#include "UserGuide.h"
#include "framework/LessonText.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QUndoGroup>
#include <QVBoxLayout>

namespace pl {

MainWindow::MainWindow(QWidget* parent) : MainWindow(nullptr, parent) {}

MainWindow::MainWindow(Sitting* sitting, QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("ParticleLab"));
    setObjectName(QStringLiteral("ParticleLabMainWindow"));
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);
    resize(1400, 900);

    const bool adopted = sitting != nullptr;
    m_sitting = adopted ? sitting : new Sitting(this);
    m_sitting->setParent(this);
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
    m_splitter = new QSplitter(Qt::Vertical, this);
    m_splitter->setObjectName(QStringLiteral("viewChartsSplitter"));
    m_splitter->addWidget(viewBox);
    m_splitter->addWidget(m_charts);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setSizes({1000, 1000});  // view and charts share the height equally
    setCentralWidget(m_splitter);
    m_view->pointerHandler = [this](PointerEvent event, const Vec2& world) {
        return m_sitting->pointer(event, world);
    };

    buildActions();
    buildDocks();
    m_student = new StudentModeView({this, m_sitting, m_charts, m_browser, m_parameterBox, &m_panels}, this);
    m_student->markExit(m_panels.front().second->toggleViewAction(), "lessons");  // the lesson list
    m_announcer = new Announcer({statusBar(), [this] { return m_display->currentDescription(); }}, this);
    m_display = new RunDisplay({m_sitting, m_view, m_timeline, m_charts, m_measurements, m_status}, this);
    m_player = new FramePlayer({m_sitting, m_display, m_charts, m_speed}, this);
    m_sitting->setBeforeTouch([this] { m_player->settle(); });
    // The run learns which charts are on show, so that it can skip a hidden instrument's work.
    // Queued: the panel tells while it is being rebuilt for the run, which may be mid-redraw.
    connect(m_charts, &ChartPanel::shownChartsChanged, this, [this] {
        if (!m_sitting)  // a window that handed the sitting on (reopen)
            return;
        // A chart coming on show may have values to compute for the stretch it was hidden (the
        // shadow energy H̃, from the run reached again: about as long as replaying that stretch,
        // half a second for 20 000 Lennard-Jones steps): the wait cursor says so meanwhile.
        const LessonSession* session = m_sitting->current();
        const bool computes = session && session->pendingPoints() > 0;
        if (computes)
            QApplication::setOverrideCursor(Qt::WaitCursor);
        m_sitting->showCharts(m_charts->chartsOnShow());
        if (computes)
            QApplication::restoreOverrideCursor();
    }, Qt::QueuedConnection);
    m_sitting->setPlacementSource([this] { return m_view->placement(); });
    m_files = new SessionActions({this, m_sitting, m_view, m_player,
                                  [this](const std::string& id) { return selectLesson(id); },
                                  [this](const QString& text, int ms) { statusBar()->showMessage(text, ms); }},
                                 this);
    buildMenus();
    connectSitting();

    m_presentation = new PresentationMode({this, m_playbackBar, m_splitter, m_charts, [this] {
        QList<QDockWidget*> docks;
        for (const auto& [name, dock] : m_panels)
            docks << dock;
        if (m_student->dock())
            docks << m_student->dock();
        return docks;
    }});
    auto* keys = new ClassroomKeys(this, m_view, {m_playAction, m_stepAction, m_stepBackAction, m_resetAction,
                                                  m_presentAction, m_announcer->describeAction()});
    connect(m_presentAction, &QAction::triggered, m_presentation, &PresentationMode::toggle);
    connect(keys, &ClassroomKeys::escapeAtHome, m_presentation, &PresentationMode::leave);
    connect(m_presentation, &PresentationMode::changed, m_presentAction, &QAction::setChecked);
    connect(m_presentation, &PresentationMode::changed, this, [this](bool on) {
        m_status->setPresenting(on);
        applyReadability();
        m_display->showStatus();
    });

    QSettings settings;
    const std::string last = toStdString(settings.value(QStringLiteral("lesson")).toString());
    if (adopted && m_sitting->currentUnsettled())
        showAdoptedSitting();
    else if (last.empty() || !selectLesson(last))
        selectLesson(registerLessons().front().id);
    // First start: 90 % of the screen (a projector may have only 1280×800).
    if (!restoreGeometry(settings.value(QStringLiteral("geometry")).toByteArray()))
        if (const QScreen* screen = QGuiApplication::primaryScreen())
            resize(screen->availableSize() * 0.9);
    restoreState(settings.value(QStringLiteral("windowState")).toByteArray());
    m_splitter->restoreState(settings.value(QStringLiteral("splitter")).toByteArray());
    applyReadability();
    m_status->recolour(palette());

    // Every minute, runs with unsaved changes are written where a crash cannot take them.
    m_sitting->startAutosaveTimer();
    if (!adopted)
        QTimer::singleShot(0, m_files, &SessionActions::offerAutosaveRecovery);
}

void MainWindow::showAdoptedSitting()
{
    showLessonPanels(true);
    if (m_sitting->student())
        m_student->show();
}

MainWindow* MainWindow::reopen()
{
    const bool wasPlaying = playing();
    const bool presenting = m_presentation->active();
    if (presenting)
        m_presentation->leave();
    m_player->stop();
    m_studies->attach(nullptr);
    const QByteArray geometry = saveGeometry(), state = saveState(), split = m_splitter->saveState();
    // Nothing of this window listens to the sitting any more, and the sitting is no child of it.
    m_sitting->disconnect(this);
    for (QObject* child : findChildren<QObject*>())
        m_sitting->disconnect(child);
    m_sitting->setParent(nullptr);
    Sitting* sitting = m_sitting;
    m_sitting = nullptr;
    m_handedOver = true;

    auto* fresh = new MainWindow(sitting);
    fresh->setAttribute(Qt::WA_DeleteOnClose, testAttribute(Qt::WA_DeleteOnClose));
    fresh->restoreGeometry(geometry);
    fresh->restoreState(state);
    fresh->m_splitter->restoreState(split);
    fresh->show();
    if (presenting)
        fresh->m_presentation->enter();
    if (wasPlaying)
        fresh->setPlaying(true);
    hide();
    if (testAttribute(Qt::WA_DeleteOnClose))
        deleteLater();
    return fresh;
}

MainWindow::~MainWindow()
{
    m_player->stop();
    m_studies->attach(nullptr);  // cancel and wait before the session goes away
}

void MainWindow::connectSitting()
{
    connect(m_sitting, &Sitting::aboutToChangeLesson, this, [this] {
        setPlaying(false);
        m_studies->attach(nullptr);  // the run it studies may go away
    });
    connect(m_sitting, &Sitting::lessonChanged, this, &MainWindow::showLessonPanels);
    connect(m_sitting, &Sitting::studentModeChanged, m_student, &StudentModeView::show);
    connect(m_sitting, &Sitting::runChanged, this, [this] {
        m_parameters->display(m_sitting->currentUnsettled()->values());
        m_display->showAll();
    });
    connect(m_sitting, &Sitting::runReset, this, [this] { afterReset(false); });
    connect(m_sitting, &Sitting::parameterChanged, this,
            [this](const QString&, bool viewOnly) { onParameterChanged(viewOnly); });
    connect(m_sitting, &Sitting::refused, this, [this](const QString& title, const QString& error) {
        if (!m_parameters->refuseEdit(error))
            showProblem(this, title, error);
        m_parameters->display(m_sitting->currentUnsettled()->values());  // nothing the user had is lost
    });
    connect(m_sitting, &Sitting::failed, this, [this](const QString& title, const QString& message) {
        setPlaying(false);
        showProblem(this, title, message);
    });
    connect(m_sitting, &Sitting::budgetShared, this, [this](const QString& note, bool thinned) {
        m_timeline->setBudgetNote(note);
        if (thinned)  // keyframes were dropped: say so, and where to change it
            statusBar()->showMessage(note + QLatin1Char(' ') +
                                         tr("Older keyframes of the other lessons were thinned "
                                            "(Edit → Timeline memory budget)."),
                                     10000);
    });
    connect(m_sitting, &Sitting::notice, statusBar(), &QStatusBar::showMessage);
    connect(m_status, &StatusLine::noticeChanged, m_announcer, &Announcer::notice);
    connect(m_student, &StudentModeView::answerChecked, m_announcer, &Announcer::notice);

    connect(m_timeline, &TimelineBar::scrubbed, this, &MainWindow::seekTo);
    connect(m_timeline, &TimelineBar::stepBackRequested, this, &MainWindow::stepBack);
    connect(m_timeline, &TimelineBar::dropBranchRequested, this,
            [this](int index) { m_sitting->dropBranch(static_cast<std::size_t>(index)); });
    connect(m_timeline, &TimelineBar::ghostBranchChanged, m_display, &RunDisplay::showView);
    connect(m_timeline, &TimelineBar::budgetRequested, m_files, &SessionActions::askMemoryBudget);
    // Shown at a frame's start while playing: when it ended late in a frame, the study's charts
    // (their rebuild and repaint) held that frame's tick up (the integrators' convergence
    // study: the tick came 22 ms after the one before).
    connect(m_studies, &StudyRunner::studyFinished, this, [this] {
        m_player->atNextTick([this] {
            m_display->showCharts();
            m_display->showMeasurements();
            m_display->showView();
        });
    });
    connect(m_player, &FramePlayer::frameShown, this, &MainWindow::frameShown);
    connect(m_player, &FramePlayer::frameTicked, this, [this] {
        m_studyProgress->update();
        emit frameTicked();
    });
    connect(m_player, &FramePlayer::playingChanged, this, [this](bool playing) {
        if (!playing)
            m_display->describeView(true);  // where the run stopped, at once
        m_playAction->setText(playing ? tr("Pause") : tr("Play"));
        setThemedIcon(m_playAction, playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay);
    });
    connect(m_player, &FramePlayer::runEnded, this, [this](double t) {
        statusBar()->showMessage(tr("The run reached its end at t = %1 s. Press Play (Space) to run it again.")
                                     .arg(fixedNumber(t, 2)));
    });
}

void MainWindow::buildActions()
{
    m_playbackBar = addToolBar(tr("Playback"));
    m_playbackBar->setObjectName(QStringLiteral("playbackToolbar"));
    // The » button Qt adds when the bar is too narrow for its buttons (presentation mode).
    if (auto* more = m_playbackBar->findChild<QToolButton*>(QStringLiteral("qt_toolbar_ext_button")))
        more->setAccessibleName(tr("More playback controls"));
    m_playbackBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    auto action = [this](const QString& text, QStyle::StandardPixmap icon, const QString& tip,
                         QList<QKeySequence> keys) {
        auto* a = new QAction(text, this);
        setThemedIcon(a, icon);
        a->setShortcuts(keys);
        a->setToolTip(tip);
        return a;
    };
    m_playAction = action(tr("Play"), QStyle::SP_MediaPlay, tr("Play / pause the simulation (Space)"),
                          {QKeySequence(Qt::Key_Space)});
    connect(m_playAction, &QAction::triggered, this, [this] {
        // A run that has reached its end starts again (a finished lesson has nothing to play).
        LessonSession* run = session();
        if (!playing() && run && run->lesson().finished() && !resetLesson())
            return;
        statusBar()->clearMessage();
        setPlaying(!playing());
    });
    m_stepAction = action(tr("Step"), QStyle::SP_MediaSeekForward,
                          tr("Advance one step, or one stage in step-through mode (S or →)"),
                          {QKeySequence(Qt::Key_S), QKeySequence(Qt::Key_Right)});
    connect(m_stepAction, &QAction::triggered, this, &MainWindow::stepOnce);
    m_stepBackAction = action(tr("Step back"), QStyle::SP_MediaSeekBackward,
                              tr("Go back one step, exactly (←)"), {QKeySequence(Qt::Key_Left)});
    connect(m_stepBackAction, &QAction::triggered, this, &MainWindow::stepBack);
    m_resetAction = action(tr("Reset"), QStyle::SP_BrowserReload,
                           tr("Start again from the parameters (R)"), {QKeySequence(Qt::Key_R)});
    connect(m_resetAction, &QAction::triggered, this, [this] { resetLesson(); });
    m_presentAction = new QAction(tr("&Presentation mode"), this);
    m_presentAction->setShortcut(QKeySequence(Qt::Key_F11));
    m_presentAction->setCheckable(true);
    m_presentAction->setToolTip(tr("Full screen with large text for a projector (F11)"));

    m_playbackBar->addActions({m_playAction, m_stepBackAction, m_stepAction, m_resetAction});
    m_playbackBar->addSeparator();
    m_playbackBar->addWidget(new QLabel(tr(" Speed "), this));
    m_speed = new QComboBox(this);
    for (double s : {0.1, 0.25, 0.5, 1.0, 2.0, 4.0, 8.0, 16.0})
        m_speed->addItem(QStringLiteral("%1×").arg(s), s);
    m_speed->setCurrentIndex(3);
    m_speed->setToolTip(tr("Simulated seconds per wall-clock second"));
    m_speed->setAccessibleName(tr("Speed"));
    m_playbackBar->addWidget(m_speed);
    m_playbackBar->addSeparator();

    statusBar()->setSizeGripEnabled(true);
    m_status = new StatusLine(statusBar(), this);
    m_playbackBar->addWidget(m_status->clock());
    m_studyProgress = new StudyProgress(m_studies, statusBar());
}

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    m_files->addSessionActions(file);
    new DocumentExports({this, m_sitting, m_view, m_charts, statusBar()}, file);
    m_files->addSceneActions(file);
    for (QAction* opening : m_files->openingActions())
        m_student->markExit(opening, "open");
    file->addSeparator();
    m_lammps = new LammpsActions({this, m_sitting, statusBar(),
                                  [this](const std::string& id) { return selectLesson(id); }}, file);
    for (QAction* opening : m_lammps->openingActions())
        m_student->markExit(opening, "open");
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_sitting->undoGroup()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = m_sitting->undoGroup()->createRedoAction(this, tr("&Redo"));
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
    edit->addAction(tr("Timeline &memory budget…"), m_files, &SessionActions::askMemoryBudget);

    QMenu* sim = menuBar()->addMenu(tr("&Simulation"));
    sim->addActions({m_playAction, m_stepAction, m_stepBackAction, m_resetAction});

    // View menu: every panel can be shown and hidden; F1 brings up the lesson's text.
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    m_viewMenu->addAction(m_presentAction);
    m_announcer->addActions(m_viewMenu);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("&User guide"), this, [this] { showUserGuide(this); });
    guide->setObjectName(QStringLiteral("userGuideAction"));
    guide->setToolTip(tr("How to use ParticleLab, with search (F1 when a lesson has no text)"));
    help->addAction(tr("&Keyboard and mouse"), this, [this] { showKeyboardHelp(this); });
    help->addAction(tr("&About ParticleLab"), this, [this] { showAbout(this); });

    m_viewMenu->addSeparator();
    for (const auto& [name, panel] : m_panels)
        m_viewMenu->addAction(panel->toggleViewAction());
    addThemeMenu(m_viewMenu);
    addReducedMotionAction(m_viewMenu, this);
    // A new language: the window is built again around the same sitting (every text is set
    // where its widget is made), once the menu that chose it has closed.
    addLanguageMenu(m_viewMenu, [this] { QTimer::singleShot(0, this, [this] { reopen(); }); });
    m_textScale = new TextScale(this);
    m_textScale->addMenu(m_viewMenu, this);
    connect(m_textScale, &TextScale::changed, this, &MainWindow::applyReadability);
    // Menus are windows of their own: they take the window's font (its text size) only when told.
    for (QMenu* menu : menuBar()->findChildren<QMenu*>())
        menu->setAttribute(Qt::WA_WindowPropagation);
    m_viewMenu->addAction(tr("Lesson &text"), QKeySequence(Qt::Key_F1), this, [this] {
        QDockWidget* panel = m_panels[1].second;
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
}

QDockWidget* MainWindow::addPanel(const QString& title, const QString& name, QWidget* content,
                                  Qt::DockWidgetArea area)
{
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(name + QStringLiteral("Dock"));
    dock->setWidget(content);
    content->setAccessibleName(title);
    addDockWidget(area, dock);
    m_panels.emplace_back(toStdString(name), dock);
    return dock;
}

void MainWindow::buildDocks()
{
    m_browser = new LessonBrowser(this);
    connect(m_browser, &LessonBrowser::lessonChosen, this, [this](const std::string& id) { selectLesson(id); });
    addPanel(tr("Lessons"), QStringLiteral("lessons"), m_browser, Qt::LeftDockWidgetArea);

    m_text = new LessonTextView(this);
    connect(m_text, &LessonTextView::parametersRequested, this,
            [this](const QList<QPair<QString, QString>>& settings) {
                for (const auto& [id, value] : settings)
                    if (!m_sitting->locks(toStdString(id)))
                        changeParameter(id, value);  // a link leaves what the teacher locked
                if (LessonSession* run = session(); run && run->hasPendingReset())
                    resetLesson();  // a link is a request to see it now
            });
    addPanel(tr("About this lesson"), QStringLiteral("text"), m_text, Qt::LeftDockWidgetArea);

    m_parameterBox = new ParameterBox(this);
    m_parameters = m_parameterBox->form();
    m_studyButtons = m_parameterBox->studyButtons();
    connect(m_parameters, &ParameterPanel::edited, this, &MainWindow::changeParameter);
    connect(m_parameterBox, &ParameterBox::resetRequested, this, [this] { resetLesson(); });
    connect(m_parameterBox, &ParameterBox::defaultsRequested, this, [this] {
        if (session())
            selectLesson(m_sitting->currentId(), true);
    });
    connect(m_studyButtons, &StudyButtons::studyRequested, this, [this](const std::string& studyId) {
        if (confirmLongStudy(*session(), studyId, this))
            m_studies->start(studyId);
    });
    QDockWidget* parametersDock = addPanel(tr("Parameters"), QStringLiteral("parameters"),
                                           m_parameterBox, Qt::RightDockWidgetArea);

    m_measurements = new MeasurementsTable(this);
    QDockWidget* measurementsDock = addPanel(tr("Measurements"), QStringLiteral("measurements"),
                                             m_measurements, Qt::RightDockWidgetArea);
    resizeDocks({parametersDock, measurementsDock}, {600, 260}, Qt::Vertical);
}

bool MainWindow::selectLesson(const std::string& id, bool fresh)
{
    if (!fresh && m_sitting->showKept(id))
        return true;
    std::unique_ptr<Lesson> lesson = createLesson(id);
    if (!lesson)
        return false;
    showLesson(std::move(lesson));
    return true;
}

void MainWindow::showLesson(std::unique_ptr<Lesson> lesson, const std::optional<StudentSetup>& student)
{
    m_sitting->start(std::move(lesson), student);
}

void MainWindow::showLessonPanels(bool kept)
{
    LessonSession* run = m_sitting->currentUnsettled();
    const std::string id = m_sitting->currentId();
    m_studies->attach(run);
    const LessonInfo info = run->lesson().info();
    const LessonWords words = LessonWords::of(run->lesson());
    setWindowTitle(tr("ParticleLab — %1").arg(readable(words.str(info.title))));
    // The lesson's text in the window's language where it is translated (a scene's text in the
    // language its file gives, else as it is).
    const std::string& translated = lessonText(info.id, toStdString(currentLanguage()));
    m_text->showLesson(translated.empty() ? words.str(info.text) : translated);
    m_parameterBox->build(words.parameters(run->parameterTable()), run->values());

    m_studyButtons->showStudies(run->lesson());
    m_browser->markShown(id);  // or none: a scene or session file's own lesson
    QSettings().setValue(QStringLiteral("lesson"), toQString(id));
    afterReset(true);
    if (kept)
        m_studies->cancelAll();  // a kept run has its study results already
}

void MainWindow::afterReset(bool refitView)
{
    m_player->aimAtRun();
    m_parameters->display(m_sitting->currentUnsettled()->values());
    m_studies->startAutomatic();
    m_display->rebuild(refitView);
}

void MainWindow::onParameterChanged(bool viewOnly)
{
    LessonSession* run = m_sitting->currentUnsettled();
    m_parameters->display(run->values());
    if (viewOnly) {  // only how the run is drawn: the run, its time and its branches stay
        m_display->showView();
        return;
    }
    // Before the run has started a change needs no confirmation: apply it at once.
    if (run->hasPendingReset() && run->lesson().time() == 0.0 && !playing())
        resetLesson();
    m_display->showAll();
}

LessonSession* MainWindow::session() { return m_sitting->current(); }
bool MainWindow::inStudentMode() const { return m_sitting->inStudentMode(); }
void MainWindow::setPlaying(bool playing) { m_player->setPlaying(playing); }
bool MainWindow::playing() const { return m_player->playing(); }
void MainWindow::advanceFrame(double seconds) { m_player->advanceFrame(seconds); }
double MainWindow::lastSteppingSeconds() const { return m_player->lastSteppingSeconds(); }
double MainWindow::shownTime() const { return m_display->shownTime(); }
bool MainWindow::batchUnderWay() const { return m_player->batchUnderWay(); }
bool MainWindow::resetLesson() { return m_sitting->reset(); }
bool MainWindow::changeParameter(const QString& id, const QString& text)
{
    return m_sitting->changeParameter(id, text);
}
QUndoGroup* MainWindow::undoGroup() { return m_sitting->undoGroup(); }
bool MainWindow::hasUnsavedRun() const { return m_sitting->currentUnsaved(); }
void MainWindow::autosave() { m_sitting->autosave(); }

void MainWindow::stepOnce()
{
    setPlaying(false);
    m_sitting->stepOnce();
    QStringList stage;
    if (LessonSession* run = session())
        for (const TrText& sentence : run->lesson().stageSentences())
            stage << LessonWords::of(run->lesson()).text(sentence);
    m_announcer->stepped(stage.join(QStringLiteral("; ")));
}

void MainWindow::stepBack()
{
    setPlaying(false);
    m_sitting->stepBack();
}

void MainWindow::seekTo(long long tick)
{
    m_sitting->seek(tick);
    m_player->aimAtRun();
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
    const int barIcon = style()->pixelMetric(QStyle::PM_ToolBarIconSize);
    const int smallIcon = style()->pixelMetric(QStyle::PM_SmallIconSize);
    const int presentedIcon = static_cast<int>(std::lround(1.25 * r.pixels(points)));
    m_playbackBar->setIconSize(presenting ? QSize(presentedIcon, presentedIcon)
                                          : QSize(barIcon, barIcon) * r.scale);
    // Large text beside every icon would push the lesson's title off the slim bar: while
    // presenting the buttons show their icons (their names stay in the tooltips).
    m_playbackBar->setToolButtonStyle(presenting ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextBesideIcon);
    m_timeline->setIconSize(presenting ? QSize(presentedIcon, presentedIcon)
                                       : QSize(smallIcon, smallIcon) * r.scale);
    m_charts->setReadability(r);
    m_view->setReadability(r);
    m_browser->fit();
    m_measurements->resizeRowsToContents();
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
    if (event->type() == QEvent::PaletteChange && m_status)
        m_status->recolour(palette());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (m_handedOver) {  // the sitting lives on in the window that took it
        QMainWindow::closeEvent(event);
        return;
    }
    if (!m_files->confirmUnsaved()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("geometry"), saveGeometry());
    settings.setValue(QStringLiteral("windowState"), saveState());
    settings.setValue(QStringLiteral("splitter"), m_splitter->saveState());
    m_sitting->clearAutosave();
    QMainWindow::closeEvent(event);
}

} // namespace pl
