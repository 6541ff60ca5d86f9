// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocumentExports.h"

#include "ChartPanel.h"
#include "ExportDialog.h"
#include "Report.h"
#include "RunExport.h"
#include "SafeWrite.h"
#include "SessionActions.h"
#include "SceneView.h"
#include "Sitting.h"
#include "QtAdapters.h"
#include "SpreadsheetExport.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>

namespace pl {

namespace {
const QString kPaperKey = QStringLiteral("handoutPaper");
const QString kFolderKey = QStringLiteral("exportFolder");  // shared with Export all to folder
} // namespace

ExportFileDialog::ExportFileDialog(QWidget* parent, const QString& title,
                                   const QString& suggestedPath, const QString& filter,
                                   const QString& extension, std::optional<Paper> paper)
    : QDialog(parent), m_filter(filter), m_extension(extension)
{
    setWindowTitle(title);
    setObjectName(QStringLiteral("exportFileDialog"));
    auto* form = new QFormLayout(this);
    auto* row = new QHBoxLayout();
    m_path = new QLineEdit(QDir::toNativeSeparators(suggestedPath), this);
    m_path->setObjectName(QStringLiteral("exportPath"));
    m_path->setAccessibleName(tr("File to write"));
    m_path->setMinimumWidth(m_path->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 48);
    auto* browse = new QPushButton(tr("&Browse…"), this);
    browse->setAccessibleName(tr("Choose the file"));
    browse->setAutoDefault(false);
    row->addWidget(m_path, 1);
    row->addWidget(browse);
    // The label names the field for the keyboard (Alt+F) and for screen readers.
    auto* label = new QLabel(tr("&File:"), this);
    label->setBuddy(m_path);
    form->addRow(label, row);
    if (paper) {
        m_paper = new QComboBox(this);
        m_paper->setObjectName(QStringLiteral("paper"));
        m_paper->setAccessibleName(tr("Paper size"));
        m_paper->addItem(tr("A4 (210 × 297 mm)"), QStringLiteral("a4"));
        m_paper->addItem(tr("Letter (8.5 × 11 in)"), QStringLiteral("letter"));
        m_paper->setCurrentIndex(*paper == Paper::A4 ? 0 : 1);
        form->addRow(tr("&Paper:"), m_paper);
    }
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(browse, &QPushButton::clicked, this, &ExportFileDialog::browse);
    connect(m_path, &QLineEdit::textChanged, this, &ExportFileDialog::updateButtons);
    updateButtons();
    m_path->setFocus();
    m_path->selectAll();
}

QString ExportFileDialog::path() const
{
    QString path = QDir::fromNativeSeparators(m_path->text().trimmed());
    if (!path.isEmpty() && !path.endsWith(m_extension, Qt::CaseInsensitive))
        path += m_extension;
    return path;
}

Paper ExportFileDialog::paper() const
{
    return m_paper && m_paper->currentData().toString() == QLatin1String("letter") ? Paper::Letter
                                                                                   : Paper::A4;
}

void ExportFileDialog::browse()
{
    const QString chosen = QFileDialog::getSaveFileName(this, windowTitle(), path(), m_filter);
    if (!chosen.isEmpty())
        m_path->setText(QDir::toNativeSeparators(chosen));
}

void ExportFileDialog::updateButtons()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_path->text().trimmed().isEmpty());
}

DocumentExports::DocumentExports(const Parts& parts, QMenu* menu)
    : QObject(parts.window), m_parts(parts)
{
    menu->addAction(tr("Export &chart…"), this, &DocumentExports::exportChart);
    menu->addAction(tr("Export &view as PNG…"), this, &DocumentExports::exportView);
    menu->addAction(tr("Export &report (JSON)…"), this, &DocumentExports::exportReport);
    menu->addAction(tr("Export &all to folder…"), QKeySequence(tr("Ctrl+E")), this,
                    &DocumentExports::exportAll);
    QAction* handout = menu->addAction(tr("Export &handout (PDF)…"), this,
                                       &DocumentExports::exportHandout);
    handout->setObjectName(QStringLiteral("exportHandout"));
    handout->setStatusTip(tr("The lesson's text, parameters, charts and measurements (and in "
                             "student mode its questions) as a PDF to print"));
    QAction* spreadsheet = menu->addAction(tr("Export to sprea&dsheet…"), this,
                                           &DocumentExports::exportSpreadsheet);
    spreadsheet->setObjectName(QStringLiteral("exportSpreadsheet"));
    spreadsheet->setStatusTip(tr("The charts' data, measurements and parameters as an Excel "
                                 "workbook (.xlsx) with a chart per sheet"));
}

void DocumentExports::exportChart()
{
    if (m_parts.charts->charts().empty())
        return;
    ExportDialog dialog(m_parts.charts->charts(), m_parts.sitting->currentForFiles()->chartData(), m_parts.window);
    dialog.exec();
}

void DocumentExports::exportView()
{
    const QString path = QFileDialog::getSaveFileName(m_parts.window, tr("Export view"),
                                                      QStringLiteral("view.png"), tr("PNG image (*.png)"));
    if (path.isEmpty())
        return;
    if (const QString error = savePngAtomically(m_parts.view->renderImage(), path); !error.isEmpty())
        showProblem(m_parts.window, tr("Export failed"), error);
}

void DocumentExports::exportReport()
{
    const QString path = QFileDialog::getSaveFileName(
        m_parts.window, tr("Export report"), QStringLiteral("report.json"), tr("JSON (*.json)"));
    if (path.isEmpty())
        return;
    if (const QString error = saveReport(*m_parts.sitting->currentForFiles(), path); !error.isEmpty())
        showProblem(m_parts.window, tr("Export failed"), error);
}

void DocumentExports::exportAll()
{
    const QString dir = QFileDialog::getExistingDirectory(
        m_parts.window, tr("Export everything to folder"),
        QSettings().value(QStringLiteral("exportFolder")).toString());
    if (dir.isEmpty())
        return;
    QSettings().setValue(QStringLiteral("exportFolder"), dir);
    exportAllTo(dir);
}

QString DocumentExports::exportAllTo(const QString& dir) {
    QStringList written;
    const ExportFolderLock lock(dir);
    const QString error =
        lock.error().isEmpty()
            ? exportRun(*m_parts.sitting->currentForFiles(), m_parts.view->renderImage(), dir, &written)
            : lock.error();
    if (!error.isEmpty())
        showProblem(m_parts.window, tr("Export failed"), error);
    else
        m_parts.status->showMessage(tr("Wrote %1 files to %2").arg(written.size()).arg(dir), 6000);
    return error;
}

QString DocumentExports::suggestedPath(const QString& extension) const
{
    const QString folder = QSettings().value(kFolderKey, QDir::homePath()).toString();
    return QDir(folder).filePath(toQString(m_parts.sitting->currentForFiles()->lesson().info().id) + extension);
}

void DocumentExports::exportHandout()
{
    const Paper remembered =
        paperNamed(QSettings().value(kPaperKey).toString()).value_or(paperForLocale());
    ExportFileDialog dialog(m_parts.window, tr("Export handout"), suggestedPath(QStringLiteral(".pdf")),
                            tr("PDF document (*.pdf)"), QStringLiteral(".pdf"), remembered);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QSettings().setValue(kPaperKey, dialog.paper() == Paper::A4 ? QStringLiteral("a4")
                                                                : QStringLiteral("letter"));
    writeHandoutTo(dialog.path(), dialog.paper());
}

void DocumentExports::exportSpreadsheet()
{
    ExportFileDialog dialog(m_parts.window, tr("Export to spreadsheet"),
                            suggestedPath(QStringLiteral(".xlsx")),
                            tr("Excel workbook (*.xlsx)"), QStringLiteral(".xlsx"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    writeSpreadsheetTo(dialog.path());
}

QString DocumentExports::writeHandoutTo(const QString& path, Paper paper)
{
    HandoutOptions options;
    options.paper = paper;
    if (const StudentSetup* student = m_parts.sitting->student())
        options.student = *student;
    HandoutResult result = writeHandout(*m_parts.sitting->currentForFiles(), path, options);
    report(tr("Handout not written"), result.error, path,
           result.pageCount == 1
               ? tr("Wrote the handout to %1 (1 page, %2)")
                     .arg(QDir::toNativeSeparators(path), paperLabel(paper))
               : tr("Wrote the handout to %1 (%2 pages, %3)")
                     .arg(QDir::toNativeSeparators(path), QString::number(result.pageCount),
                          paperLabel(paper)));
    if (result.error.isEmpty())
        emit exported(path);
    return result.error;
}

QString DocumentExports::writeSpreadsheetTo(const QString& path)
{
    const QString error = pl::exportSpreadsheet(*m_parts.sitting->currentForFiles(), path);
    report(tr("Spreadsheet not written"), error, path,
           tr("Wrote the workbook to %1").arg(QDir::toNativeSeparators(path)));
    if (error.isEmpty())
        emit exported(path);
    return error;
}

void DocumentExports::report(const QString& title, const QString& error, const QString& path,
                             const QString& done)
{
    if (error.isEmpty()) {
        QSettings().setValue(kFolderKey, QFileInfo(path).absolutePath());
        m_parts.status->showMessage(done, 10000);
        return;
    }
    emit failed(error);
    auto* box = new QMessageBox(QMessageBox::Warning, title, error, QMessageBox::Ok, m_parts.window);
    box->setObjectName(QStringLiteral("documentExportFailed"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace pl
