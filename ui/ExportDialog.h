// SPDX-License-Identifier: GPL-3.0-or-later
// File → Export chart: one dialog to pick a chart, a format (PNG at a chosen width,
// 1920 px by default for slides; SVG; CSV data), a folder (remembered between runs in QSettings
// "exportFolder") and a file name; after writing it says what it wrote, where and how large.
#pragma once

#include <QDialog>

#include <vector>

class QComboBox;
class QLineEdit;
class QSpinBox;

namespace pl {

class ChartData;
class ChartWidget;

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    ExportDialog(const std::vector<ChartWidget*>& charts, const ChartData& chartData,
                 QWidget* parent = nullptr);

    static constexpr int defaultWidth = 1920;  // px: a full-HD slide

    QComboBox* chartChoice() const { return m_chart; }
    QComboBox* formatChoice() const { return m_format; }
    QSpinBox* widthChoice() const { return m_width; }
    QLineEdit* folder() const { return m_folder; }
    QLineEdit* fileName() const { return m_name; }

    // Writes the chosen export; returns what was written ("Wrote …"), or an error message with
    // `ok` false. Remembers the folder when it succeeds.
    QString write(bool* ok);

private:
    void suggestName();

    std::vector<ChartWidget*> m_charts;
    const ChartData& m_data;
    QComboBox* m_chart = nullptr;
    QComboBox* m_format = nullptr;
    QSpinBox* m_width = nullptr;
    QLineEdit* m_folder = nullptr;
    QLineEdit* m_name = nullptr;
};

} // namespace pl
