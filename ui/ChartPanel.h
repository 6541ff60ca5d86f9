// The charts area: every chart of the lesson in a two-column grid, followed by its tables and
// study images. Refreshed from the session at screen rate.
#pragma once

#include "framework/LessonSession.h"

#include <QScrollArea>

#include <vector>

class QGridLayout;
class QLabel;
class QTableWidget;

namespace pl {

class ChartWidget;

class ChartPanel : public QScrollArea {
    Q_OBJECT
public:
    explicit ChartPanel(QWidget* parent = nullptr);

    // Rebuilds the charts from the session's declarations (after a reset or a new lesson).
    void rebuild(const LessonSession& session);
    // Pushes new data into the charts, tables and images.
    void refresh(const LessonSession& session);

    const std::vector<ChartWidget*>& charts() const { return m_charts; }

    // Presentation mode: the first two charts only, side by side, with text and lines scaled
    // for the back of a room; tables and study images are left out.
    void setPresentation(bool on);
    ChartWidget* chart(const std::string& id) const;

private:
    void refreshTables(const LessonSession& session);
    void refreshImages(const LessonSession& session);
    void applyPresentation();

    QWidget* m_content = nullptr;
    QGridLayout* m_grid = nullptr;
    std::vector<ChartWidget*> m_charts;
    std::vector<QTableWidget*> m_tables;
    std::vector<QLabel*> m_images;
    int m_nextCell = 0;
    bool m_presentation = false;
    unsigned long long m_imagesRevision = ~0ULL;
};

} // namespace pl
