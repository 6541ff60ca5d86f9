// SPDX-License-Identifier: GPL-3.0-or-later
#include "ChartWidget.h"

#include "QtAdapters.h"

#include <QContextMenuEvent>
#include <QDir>
#include <QFileDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolTip>

namespace pl {

ChartWidget::ChartWidget(const ChartSpec& spec, QWidget* parent, const std::string& textContext)
    : ChartDrawing(spec, parent, textContext) {}

void ChartWidget::contextMenuEvent(QContextMenuEvent* event)
{
    QMenu menu(this);
    const QString base = toQString(spec().id);
    auto ask = [this](const QString& suggested, const QString& filter) {
        if (savePathAsker())
            return savePathAsker()(this, suggested, filter);
        return QFileDialog::getSaveFileName(this, tr("Export chart"), suggested, filter);
    };
    // Where it went, in the window's status bar; a failure in a dialog (a
    // saved chart gave no message at all).
    auto report = [this](const QString& error, const QString& path) {
        reportExport(error, path);
    };
    menu.addAction(tr("Save as PNG…"), this, [=, this] {
        const QString path = ask(base + QStringLiteral(".png"), tr("PNG image (*.png)"));
        if (!path.isEmpty())
            report(savePng(path), path);
    });
    menu.addAction(tr("Save as SVG…"), this, [=, this] {
        const QString path = ask(base + QStringLiteral(".svg"), tr("SVG drawing (*.svg)"));
        if (!path.isEmpty())
            report(saveSvg(path), path);
    });
    QAction* csv = menu.addAction(tr("Save data as CSV…"), this, [=, this] {
        const QString path = ask(base + QStringLiteral(".csv"), tr("CSV data (*.csv)"));
        if (!path.isEmpty() && shownData())
            report(saveCsv(spec(), *shownData(), path), path);
    });
    csv->setEnabled(shownData() != nullptr);
    menu.exec(event->globalPos());
}

ChartWidget::SavePathAsker& ChartWidget::savePathAsker()
{
    static SavePathAsker asker;
    return asker;
}

void ChartWidget::setSavePathAsker(SavePathAsker asker) { savePathAsker() = std::move(asker); }

void ChartWidget::reportExport(const QString& error, const QString& path)
{
    if (error.isEmpty()) {
        const QString message =
            tr("Saved the chart “%1” to %2").arg(shownTitle(), QDir::toNativeSeparators(path));
        if (auto* main = qobject_cast<QMainWindow*>(window()))
            main->statusBar()->showMessage(message, 10000);
        else
            QToolTip::showText(mapToGlobal(rect().center()), message, this);
        emit exported(path);
        return;
    }
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Chart not saved"),
                                tr("The chart could not be saved: %1").arg(error), QMessageBox::Ok,
                                this);
    box->setObjectName(QStringLiteral("chartExportFailed"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace pl
