// SPDX-License-Identifier: GPL-3.0-or-later
// The window's exports of what a teacher takes out of the program (File menu):
//   Export handout (PDF)…       the lesson handout to print (HandoutPdf.h), on A4 or Letter
//   Export to spreadsheet…      the run as an .xlsx workbook (SpreadsheetExport.h)
// Each asks in a small dialog (ExportFileDialog) for the file and, for the handout, the paper
// (remembered; the first default follows the locale), writes the file, and says where it went
// in the status bar, or shows the error in a message box.
#pragma once

#include "HandoutPdf.h"

#include <QDialog>
#include <QObject>
#include <QString>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QMenu;
class QStatusBar;

namespace pl {

class ChartPanel;
class SceneView;
class Sitting;

// "File: [ … ] Browse…", for the handout "Paper: [A4 ▾]", then Export / Cancel.
class ExportFileDialog : public QDialog {
    Q_OBJECT
public:
    // `filter` as for QFileDialog ("PDF (*.pdf)"); `extension` with its dot (".pdf") is added to
    // a typed name that lacks it. With `paper` the dialog offers the paper sizes.
    ExportFileDialog(QWidget* parent, const QString& title, const QString& suggestedPath,
                     const QString& filter, const QString& extension,
                     std::optional<Paper> paper = std::nullopt);

    QString path() const;
    Paper paper() const;
    QLineEdit* pathField() const { return m_path; }
    QComboBox* paperBox() const { return m_paper; }

private:
    void browse();
    void updateButtons();

    QString m_filter;
    QString m_extension;
    QLineEdit* m_path = nullptr;
    QComboBox* m_paper = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

class DocumentExports : public QObject {
    Q_OBJECT
public:
    struct Parts {
        QWidget* window = nullptr;  // owns this object; the dialogs' parent
        Sitting* sitting = nullptr;
        SceneView* view = nullptr;
        ChartPanel* charts = nullptr;
        QStatusBar* status = nullptr;
    };
    // Adds the actions to `menu`: the chart, the view, the report, everything to a folder, the
    // handout and the spreadsheet.
    DocumentExports(const Parts& parts, QMenu* menu);

    void exportChart();
    void exportView();
    void exportReport();
    void exportAll();

    void exportHandout();
    void exportSpreadsheet();
    // Write without asking (the dialogs end here); each returns the error, empty on success,
    // and reports it as the menu does.
    QString writeHandoutTo(const QString& path, Paper paper);
    QString writeSpreadsheetTo(const QString& path);
    QString exportAllTo(const QString& directory);

signals:
    // A file was written (its path), or an export failed (the message shown).
    void exported(const QString& path);
    void failed(const QString& message);

private:
    // The status bar's `done`, or a message box titled `title` with `error`.
    void report(const QString& title, const QString& error, const QString& path,
                const QString& done);
    QString suggestedPath(const QString& extension) const;

    Parts m_parts;
};

} // namespace pl
