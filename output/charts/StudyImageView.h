// SPDX-License-Identifier: GPL-3.0-or-later
// A study's image (the double pendulum's flip map) as a chart: title, the image scaled to the
// space it has with its aspect kept, axes with units and ticks, and a colour key, all drawn with
// QPainter so the text never elides; the same drawing is exported as PNG.
#pragma once

#include "framework/ImageSpec.h"
#include "framework/Lesson.h"
#include "framework/Study.h"

#include <QImage>
#include <QWidget>

namespace pl {

class StudyImageView : public QWidget {
    Q_OBJECT
public:
    explicit StudyImageView(QWidget* parent = nullptr);

    // The image and how to read it (a spec with an empty id: the image id as title, no axes).
    void setImage(const StudyResult::Image& image, const ImageSpec& spec);
    const ImageSpec& spec() const { return m_spec; }
    QString title() const;
    // Text and lines scaled for a projector (presentation mode): 1 is the desk size.
    void setTextScale(double scale);
    // Draws the whole chart into `painter` over `size` (the widget paints itself with this).
    void render(QPainter& painter, QSize size) const;
    // The chart drawn on the theme's paper into a new image of `size` (exports).
    QImage renderImage(QSize size) const;
    // Every piece of text drawn and the width it was given (px), for the layout test.
    struct TextBox {
        QString text;
        double width = 0.0;  // px measured with the font it is drawn in
        double space = 0.0;  // px available to it
    };
    std::vector<TextBox> textBoxes(QSize size) const;

    QSize minimumSizeHint() const override { return QSize(260, 200); }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    struct Layout;
    Layout layout(QSize size) const;

    QImage m_image;
    ImageSpec m_spec;
    double m_textScale = 1.0;
};

// The spec of image `id` among the lesson's imageSpecs() (an empty spec when it has none).
ImageSpec imageSpecOf(const Lesson& lesson, const std::string& id);

} // namespace pl
