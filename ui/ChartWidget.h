// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson chart in the window: the chart drawn by ChartDrawing (output/charts), with its
// context menu that saves it as PNG, SVG or CSV and says where it went (the status bar) or why
// not (a dialog).
#pragma once

#include "ChartDrawing.h"

#include <QString>

#include <functional>

namespace pl {

class ChartWidget : public ChartDrawing {
    Q_OBJECT
public:
    explicit ChartWidget(const ChartSpec& spec, QWidget* parent = nullptr,
                         const std::string& textContext = {});

    // Who picks the file for the context menu's saves: a file dialog, unless a test answers
    // (parent, suggested name, filter) → path, empty to cancel. An empty function restores it.
    using SavePathAsker = std::function<QString(QWidget*, const QString&, const QString&)>;
    static void setSavePathAsker(SavePathAsker asker);

signals:
    // A save from the chart's menu succeeded (its path).
    void exported(const QString& path);

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    // After a save from the menu: where it went (status bar), or a dialog with the error.
    void reportExport(const QString& error, const QString& path);
    static SavePathAsker& savePathAsker();
};

} // namespace pl
