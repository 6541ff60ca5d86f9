// SPDX-License-Identifier: GPL-3.0-or-later
// The window's LAMMPS hand-over (File menu):
//   Export to LAMMPS…      the current lesson's state as in.particlelab + particlelab.data
//                          (lessons/lammps/LammpsExport.h), then optionally run it;
//   Run LAMMPS on a deck…  starts `lmp -in in.particlelab` (or `mpirun -np N lmp …` where an MPI
//                          launcher exists) as a background QProcess in the deck's folder, shows
//                          the step reached from its thermo output in a progress dialog, and can
//                          cancel it; when it finishes, offers to open the run;
//   Import LAMMPS run…     a dump (and the log beside it) into the `lammps-run` lesson.
#pragma once

#include <QObject>
#include <QString>

#include <functional>
#include <string>
#include <vector>

class QAction;
class QMenu;
class QProcess;
class QProgressDialog;
class QStatusBar;
class QWidget;
class QTimer;

namespace pl {

class Sitting;

class LammpsActions : public QObject {
    Q_OBJECT
public:
    struct Parts {
        QWidget* window = nullptr;  // owns this object; the dialogs' parent
        Sitting* sitting = nullptr;
        QStatusBar* status = nullptr;
        std::function<bool(const std::string& lessonId)> selectLesson;
    };
    // Adds the actions to `menu`.
    LammpsActions(const Parts& parts, QMenu* menu);
    // The actions that open another lesson (run a deck, import a run): disabled in student mode.
    std::vector<QAction*> openingActions() const { return m_opening; }
    // A run still going when the window closes is stopped.
    ~LammpsActions() override;

    // The LAMMPS executable on PATH ("lmp", or "lmp_serial"/"lmp_mpi"), or empty.
    static QString lammpsExecutable();
    // The MPI launcher (mpirun or mpiexec) on PATH, or empty.
    static QString mpiLauncher();

    void exportToLammps();
    void runLammps();
    // Starts LAMMPS in `folder` on `processes` MPI processes (1: no launcher). Returns an error.
    QString startRun(const QString& folder, int processes);
    void importRun();
    // Opens `dump` (and `log`, may be empty) in the lammps-run lesson; false on an error (shown).
    bool openRun(const QString& dump, const QString& log);
    bool running() const { return m_process != nullptr; }
    // The last step LAMMPS reported (−1 before its first thermo row), and cancelling the run.
    long long progressStep() const { return m_lastStep; }
    void cancelRun();

private:
    std::vector<QAction*> m_opening;
    void showError(const QString& title, const QString& message);
    void pollProgress();
    void finished(int exitCode);

    Parts m_parts;
    QProcess* m_process = nullptr;
    QProgressDialog* m_progress = nullptr;
    QTimer* m_poll = nullptr;
    QString m_folder;
    QByteArray m_output;        // LAMMPS's screen output so far
    long long m_totalSteps = 0;
    long long m_lastStep = -1;
    bool m_cancelled = false;
};

} // namespace pl
