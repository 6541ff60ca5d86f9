// SPDX-License-Identifier: GPL-3.0-or-later
// The PNG writer of every export (SafeWrite.h: libpng's fast writer, not Qt's): what a teacher's
// chart, view or recording frame holds is what the file holds.
//  * an opaque image (a chart: paper, antialiased curves in several colours, a gradient) reads
//    back with the same pixels, written as RGB (no alpha channel in the file);
//  * a translucent image (alpha from 0 to 255, premultiplied as QPainter leaves it) reads back
//    with the same un-premultiplied pixels as Qt's own conversion gives, alpha kept;
//  * a null image and a folder that does not exist give a message naming the file, and leave
//    no file (nor the temporary one) behind.
#include "SafeWrite.h"

#include <QtTest/QtTest>

#include "TestRegistry.h"

#include <QDir>
#include <QImageReader>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QTemporaryDir>

namespace {

// Same size, and the same ARGB32 (un-premultiplied) value at every pixel.
bool samePixels(const QImage& a, const QImage& b)
{
    const QImage x = a.convertToFormat(QImage::Format_ARGB32);
    const QImage y = b.convertToFormat(QImage::Format_ARGB32);
    if (x.size() != y.size())
        return false;
    for (int row = 0; row < x.height(); ++row)
        if (std::memcmp(x.constScanLine(row), y.constScanLine(row),
                        static_cast<std::size_t>(x.width()) * 4) != 0)
            return false;
    return true;
}

// Curves as a chart draws them: antialiased, two pens, over a gradient band.
void drawCurves(QPainter& painter, const QSize& size)
{
    painter.setRenderHint(QPainter::Antialiasing, true);
    QLinearGradient band(0, 0, size.width(), 0);
    band.setColorAt(0.0, QColor(20, 90, 200));
    band.setColorAt(1.0, QColor(230, 160, 20));
    painter.fillRect(QRect(0, size.height() - 40, size.width(), 30), band);
    QPainterPath path;
    path.moveTo(0, size.height() / 2.0);
    for (int x = 0; x <= size.width(); x += 3)
        path.lineTo(x, size.height() / 2.0 * (1.0 + 0.8 * std::sin(x / 17.0)));
    painter.setPen(QPen(QColor(200, 40, 40), 2.5));
    painter.drawPath(path);
    painter.setPen(QPen(QColor(40, 150, 60, 160), 1.3));
    painter.drawEllipse(QRectF(30.5, 20.25, 120.0, 70.0));
}

} // namespace

class TestPngWriter : public QObject {
    Q_OBJECT

private slots:
    void opaqueImageReadsBackTheSame()
    {
        QTemporaryDir dir;
        QImage chart(301, 187, QImage::Format_ARGB32_Premultiplied);
        chart.fill(QColor(250, 250, 245));
        QPainter painter(&chart);
        drawCurves(painter, chart.size());
        painter.end();
        const QString path = dir.filePath(QStringLiteral("chart.png"));
        QCOMPARE(pl::savePngAtomically(chart, path), QString());
        QImageReader reader(path);
        const QImage back = reader.read();
        QVERIFY2(!back.isNull(), qPrintable(reader.errorString()));
        QVERIFY(!back.hasAlphaChannel());
        QVERIFY(samePixels(back, chart));
    }

    void translucentImageKeepsItsAlpha()
    {
        QTemporaryDir dir;
        QImage image(256, 64, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        for (int x = 0; x < 256; ++x)
            painter.fillRect(QRect(x, 0, 1, 32), QColor(255 - x, x, 128, x));
        drawCurves(painter, image.size());
        painter.end();
        const QString path = dir.filePath(QStringLiteral("frame.png"));
        QCOMPARE(pl::savePngAtomically(image, path), QString());
        const QImage back(path);
        QVERIFY(back.hasAlphaChannel());
        QVERIFY(samePixels(back, image));
        QCOMPARE(qAlpha(back.pixel(0, 0)), 0);
        QCOMPARE(qAlpha(back.pixel(255, 0)), 255);
    }

    void failuresNameTheFileAndLeaveNothing()
    {
        QTemporaryDir dir;
        const QString nothing = dir.filePath(QStringLiteral("null.png"));
        const QString error = pl::savePngAtomically(QImage(), nothing);
        QVERIFY2(error.contains(nothing), qPrintable(error));
        const QString missing = dir.filePath(QStringLiteral("no such folder/chart.png"));
        QImage small(8, 8, QImage::Format_RGB32);
        small.fill(Qt::white);
        const QString refused = pl::savePngAtomically(small, missing);
        QVERIFY2(refused.contains(missing), qPrintable(refused));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList());
    }
};

PARTICLELAB_TEST_MAIN(TestPngWriter)
#include "test_png_writer.moc"
