// SPDX-License-Identifier: GPL-3.0-or-later
// The charts area: the lesson's charts, tables and study images ("items"), as many as fit the
// area readably (ChartLayout), each cell with a chooser of what it shows when there are more
// items than cells; no scroll area, nothing below the fold. Double-click an item to enlarge it
// to the whole area, again to go back. Refreshed from the session at screen rate.
#pragma once

#include "ChartLayout.h"
#include "TextScale.h"
#include "framework/LessonSession.h"

#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QGridLayout;
class QTableWidget;

namespace pl {

class ChartWidget;
class StudyImageView;

class ChartPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChartPanel(QWidget* parent = nullptr);

    // Rebuilds the charts from the session's declarations (after a reset or a new lesson).
    void rebuild(const LessonSession& session);
    // Pushes new data into the charts, tables and images.
    void refresh(const LessonSession& session);
    // Refreshes only chart `index` (of charts()), and the tables and images with chart 0: a
    // playing window refreshes one chart per frame in turn, so no frame redraws them all.
    void refreshOne(const LessonSession& session, std::size_t index);
    // Chart `index` from `chartData` (which must outlive the next refresh of that chart: the chart
    // keeps it for its CSV menu), and the tables from `tables` when `index` is 0, without the
    // session: what the window shows while the session steps on.
    void refreshOne(const ChartData& chartData, std::size_t index, const std::vector<Table>& tables);
    bool hasTables() const { return !m_tables.empty(); }

    const std::vector<ChartWidget*>& charts() const { return m_charts; }
    ChartWidget* chart(const std::string& id) const;

    // Presentation mode: at most two items.
    void setPresentation(bool on);
    // Text and line sizes of every chart and image (TextScale.h).
    void setReadability(const Readability& readability);
    const Readability& readability() const { return m_readability; }

    // Items (charts, then tables, then study images) and which are on show, cell by cell.
    int itemCount() const { return static_cast<int>(m_items.size()); }
    QWidget* item(int index) const { return m_items[static_cast<std::size_t>(index)].widget; }
    QString itemTitle(int index) const { return m_items[static_cast<std::size_t>(index)].title; }
    const std::vector<int>& shownItems() const { return m_shown; }
    ChartGrid grid() const { return m_grid; }
    // The chooser above cell `cell` (shown only when there are more items than cells).
    QComboBox* chooser(int cell) const;
    // Shows item `index` in cell `cell` (an item already on show swaps places with it).
    void showItem(int cell, int index);
    // Enlarges item `index` to fill the area, or goes back when it is enlarged already.
    void toggleEnlarged(int index);
    int enlargedItem() const { return m_enlarged; }
    // The charts on show now (none while the panel is hidden), for the run: a lesson skips
    // the work of an instrument whose chart is hidden (ChartsOnShow in Charts.h).
    ChartsOnShow chartsOnShow() const;
    void setVisible(bool visible) override;

signals:
    // chartsOnShow() changed: a cell chose another chart, one was enlarged or went back, the
    // grid changed with the size or presentation mode, the panel was hidden or shown, or the
    // charts were built again for a run.
    void shownChartsChanged();

protected:
    void resizeEvent(QResizeEvent* event) override;
    // A new theme: the charts take its colours.
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct Item {
        QWidget* widget = nullptr;
        QString title;
    };
    void addItem(QWidget* widget, const QString& title, QWidget* clickTarget);
    void refreshTables(const std::vector<Table>& tables);
    std::string m_textContext; // the lesson's translation context (LessonWords.h)
    void refreshImages(const LessonSession& session);
    void applyPresentation();
    // Places the shown items in the grid for the current size.
    void relayout();
    void relayoutCells();
    // Emits shownChartsChanged() when chartsOnShow() differs from what it last told.
    void tellShownCharts();
    std::optional<ChartsOnShow> m_toldShown;

    QGridLayout* m_layout = nullptr;
    std::vector<Item> m_items;
    std::vector<int> m_shown;           // item index per cell
    std::vector<QComboBox*> m_choosers; // one per cell, made as needed
    ChartGrid m_grid;
    int m_enlarged = -1;
    std::vector<ChartWidget*> m_charts;
    std::vector<QTableWidget*> m_tables;
    std::vector<StudyImageView*> m_images;
    bool m_presentation = false;
    Readability m_readability;
    double imageTextScale() const;
    unsigned long long m_imagesRevision = ~0ULL;
};

} // namespace pl
