// SPDX-License-Identifier: GPL-3.0-or-later
// The view draws each body where the model has it (everyLessonPlaysAndExports only
// asked that some pixel differ from the corner). For every lesson, after a few frames of
// playing in the window at 1920×1080: the bodies the lesson reports (its scene's disks and
// particle clouds, read from the model; for particle scenes and Brownian motion checked against
// the model's own positions) are mapped through the view's transform (output/ViewTransform) and the
// pixel there, in the window's own rendering, must have the body's colour (largest channel
// difference ≤ 48, for antialiasing and translucent fills) — at least 95 % of them, the rest
// being covered by a label or a body or outline drawn later. The same check with the transform
// shifted by two radii (at least 6 px) each way must fail on the bodies with no neighbour near
// them, so the check can tell a body drawn in place from one drawn beside it.
//
// Also, for the classroom faults that a pixel or a widget can show:
//  * the charts of quantities that cannot be negative (kinetic energy, MSD) start at 0;
//  * the Lennard-Jones colour key reads −3 … 0 left to right, its right end in the colour of 0;
//  * no lesson's parameter form is wider than its panel (SPH's was clipped at 1920×1080).
#include "ChartPanel.h"
#include "ChartWidget.h"
#include "MainWindow.h"
#include "ParameterPanel.h"
#include "QtAdapters.h"
#include "Registry.h"
#include "SceneColours.h"
#include "SceneOverlayLayout.h"
#include "SceneRenderer.h"
#include "SceneView.h"
#include "ViewTransform.h"
#include "brownian/BrownianLesson.h"
#include "framework/LessonSession.h"
#include "particle_scene/ParticleSceneLesson.h"

#include <QtTest/QtTest>

#include "Sanitizers.h"
#include "TestRegistry.h"

#include <QApplication>
#include <QChart>
#include <QScrollArea>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

class TestViewPositions : public QObject {
    Q_OBJECT

    struct Body {
        pl::Vec2 at;        // m
        double radius;      // px on screen
        QColor colour;      // as the view draws it
    };

    // The bodies of `scene` as drawn with `view`, in the view's colours. Translucent fills are
    // blended over the background; outlines, markers and bodies under 1.5 px are left out.
    static std::vector<Body> bodiesOf(const pl::Scene& scene, const pl::ViewTransform& view,
                                      const pl::SceneColours& colours)
    {
        std::vector<Body> out;
        auto drawn = [&](const pl::Color& c) {
            const QColor mapped = colours.map(c);
            const double a = c.a / 255.0;
            const QColor& bg = colours.background;
            return QColor::fromRgbF(a * mapped.redF() + (1 - a) * bg.redF(),
                                    a * mapped.greenF() + (1 - a) * bg.greenF(),
                                    a * mapped.blueF() + (1 - a) * bg.blueF());
        };
        for (const pl::DiskCloudItem& cloud : scene.clouds) {
            const double r = cloud.radius * view.pixelsPerMetre();
            if (r < 1.5 || cloud.colors.empty())
                continue;
            for (std::size_t i = 0; i < cloud.centers.size(); ++i)
                out.push_back({cloud.centers[i], r,
                               drawn(cloud.colors[cloud.colors.size() == 1 ? 0 : i])});
        }
        for (const pl::CircleItem& c : scene.circles) {
            const double r = c.radiusInPixels ? c.radius : c.radius * view.pixelsPerMetre();
            if (r < 1.5 || c.fill.a < 128)
                continue;
            out.push_back({c.center, r, drawn(c.fill)});
        }
        return out;
    }

    static bool sameColour(const QColor& a, const QColor& b)
    {
        return std::max({std::abs(a.red() - b.red()), std::abs(a.green() - b.green()),
                         std::abs(a.blue() - b.blue())}) <= 48;
    }

    // Circles drawn as outlines (soft body's dashed rest shape runs through its particles).
    struct Outline {
        pl::Vec2 centre;    // m
        double radius;      // px
        double halfWidth;   // px
    };
    static std::vector<Outline> outlinesOf(const pl::Scene& scene, const pl::ViewTransform& view)
    {
        std::vector<Outline> out;
        for (const pl::CircleItem& c : scene.circles)
            if (c.stroke.color.a > 0 && c.stroke.width > 0)
                out.push_back({c.center, c.radiusInPixels ? c.radius : c.radius * view.pixelsPerMetre(),
                               0.5 * c.stroke.width});
        return out;
    }

    // Of `sample` (indices into bodies), the fraction whose centre, mapped with `view`, shows
    // the colour of a body covering that pixel (itself, or one drawn over it), or lies under
    // an outline drawn over it.
    static double fractionInPlace(const QImage& image, const pl::ViewTransform& view,
                                  const std::vector<Body>& bodies, const std::vector<std::size_t>& sample,
                                  const std::vector<Outline>& outlines = {})
    {
        if (sample.empty())
            return 0.0;
        int found = 0;
        for (std::size_t k : sample) {
            const QPointF p = view.toScreen(bodies[k].at);
            const QPoint pixel(static_cast<int>(std::floor(p.x())), static_cast<int>(std::floor(p.y())));
            if (!image.rect().contains(pixel))
                continue;
            const QColor seen = image.pixelColor(pixel);
            bool match = sameColour(seen, bodies[k].colour);
            for (std::size_t j = 0; !match && j < bodies.size(); ++j)  // one drawn over it
                match = QLineF(view.toScreen(bodies[j].at), p).length() < bodies[j].radius - 1 &&
                        sameColour(seen, bodies[j].colour);
            for (std::size_t j = 0; !match && j < outlines.size(); ++j)
                match = std::abs(QLineF(view.toScreen(outlines[j].centre), p).length() - outlines[j].radius) <=
                        outlines[j].halfWidth + 1.5;
            found += match;
        }
        return static_cast<double>(found) / static_cast<double>(sample.size());
    }

    static void play(pl::MainWindow& window, const QString& lesson, int frames)
    {
        QVERIFY(window.selectLesson(lesson.toStdString(), true));
        window.setPlaying(true);
        for (int frame = 0; frame < frames; ++frame)
            window.advanceFrame(1.0 / 60.0);
        window.setPlaying(false);
        QCoreApplication::processEvents();
    }

private slots:
    void initTestCase()
    {
        QApplication::setOrganizationName(QStringLiteral("ParticleLabTest"));
        QApplication::setApplicationName(QStringLiteral("ParticleLabTest"));
    }

    void bodiesAreDrawnWhereTheModelHasThem_data()
    {
        QTest::addColumn<QString>("lesson");
        for (const pl::LessonEntry& e : pl::registerLessons())
            QTest::newRow(e.id.c_str()) << QString::fromStdString(e.id);
    }

    void bodiesAreDrawnWhereTheModelHasThem()
    {
        QFETCH(QString, lesson);
        pl::MainWindow window;
        window.resize(1920, 1080);  // Lennard-Jones atoms are 1.5 px at 1280×800
        window.show();
        play(window, lesson, 20);

        pl::SceneView* view = window.sceneView();
        const pl::ViewTransform& transform = view->viewTransform();
        pl::Scene scene;
        window.session()->lesson().scene(scene);
        // The scene's bodies are the model's: checked against the model where it says where
        // its bodies are.
        const pl::Lesson& l = window.session()->lesson();
        if (const auto* particles = dynamic_cast<const pl::ParticleSceneLesson*>(&l)) {
            const auto& described = particles->description().particles;
            QCOMPARE(scene.circles.size(), described.size());
            for (std::size_t i = 0; i < described.size(); ++i)
                QCOMPARE(scene.circles[i].center, particles->model().position(static_cast<int>(i)));
        } else if (const auto* brownian = dynamic_cast<const pl::BrownianLesson*>(&l)) {
            QVERIFY(!scene.circles.empty());
            QCOMPARE(scene.circles.back().center, brownian->model().bigPosition());
        }

        const std::vector<Body> bodies =
            bodiesOf(scene, transform, pl::SceneColours::fromPalette(view->palette()));
        if (bodies.empty())
            QSKIP("this lesson draws no bodies of 1.5 px or more");
        const QImage image = view->grab().toImage().convertToFormat(QImage::Format_RGB32);
        QCOMPARE(image.size(), view->size());

        // Bodies in the world's part of the view (not under the caption, legend, colour bars or
        // the scale bar), up to 400 spread over the list, and all of those with no neighbour
        // within four radii.
        const QRectF world = pl::sceneWorldArea(QRectF(view->rect()), view->scene(), view->overlayFont()).adjusted(2, 2, -2, -2);
        // A label is drawn on a plate over what lies beneath it (a scene's "anchor" or "centre").
        const QRectF scaleBar(0, view->height() - 50, 220, 50);
        const auto underALabel = [view](const QPointF& p) {
            const auto& labels = view->drawnLabels();
            return std::any_of(labels.begin(), labels.end(), [&p](const auto& drawn) { return drawn.box.contains(p); });
        };
        std::vector<std::size_t> inView;
        for (std::size_t k = 0; k < bodies.size(); ++k) {
            const QPointF p = transform.toScreen(bodies[k].at);
            if (world.contains(p) && !scaleBar.contains(p) && !underALabel(p))
                inView.push_back(k);
        }
        QVERIFY2(!inView.empty(), "no body lies in the view");
        std::vector<std::size_t> sample, lone;
        const std::size_t stride = std::max<std::size_t>(1, inView.size() / 400);
        for (std::size_t n = 0; n < inView.size(); n += stride)
            sample.push_back(inView[n]);
        for (std::size_t k : sample) {
            const QPointF p = transform.toScreen(bodies[k].at);
            const bool alone = std::none_of(bodies.begin(), bodies.end(), [&](const Body& other) {
                const double d = QLineF(transform.toScreen(other.at), p).length();
                return &other != &bodies[k] && d < 4.0 * std::max(bodies[k].radius, other.radius);
            });
            if (alone)
                lone.push_back(k);
        }
        const double inPlace = fractionInPlace(image, transform, bodies, sample, outlinesOf(scene, transform));
        QVERIFY2(inPlace >= 0.95, qPrintable(QStringLiteral("%1 of %2 bodies show their colour where the model has them")
                                                 .arg(inPlace).arg(sample.size())));
        if (!lone.empty()) {
            double radius = 0.0;
            for (std::size_t k : lone)
                radius = std::max(radius, bodies[k].radius);
            // Shifted each way in turn; a body counts as still matching only when it matches
            // in all four (a trail of its own colour may lie along one direction).
            const double d = std::max(6.0, 2.0 * radius);
            std::vector<std::size_t> stillMatching = lone;
            for (const QPointF shift : {QPointF(d, 0), QPointF(-d, 0), QPointF(0, d), QPointF(0, -d)}) {
                pl::ViewTransform shifted = transform;
                shifted.panBy(shift);
                std::vector<std::size_t> kept;
                for (std::size_t k : stillMatching)
                    if (fractionInPlace(image, shifted, bodies, {k}) > 0.0)
                        kept.push_back(k);
                stillMatching = kept;
            }
            const double beside = static_cast<double>(stillMatching.size()) / static_cast<double>(lone.size());
            QVERIFY2(beside <= 0.5, qPrintable(QStringLiteral("shifted by two radii, %1 of %2 lone bodies still match")
                                                   .arg(beside).arg(lone.size())));
        }
    }

    void axesOfQuantitiesThatCannotBeNegativeStartAtZero_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QString>("chart");
        QTest::newRow("sph-tank kinetic energy") << "sph-tank" << "kinetic_energy";
        QTest::newRow("brownian MSD") << "brownian" << "msd";
    }

    void axesOfQuantitiesThatCannotBeNegativeStartAtZero()
    {
        QFETCH(QString, lesson);
        QFETCH(QString, chart);
        pl::MainWindow window;
        window.resize(1280, 800);
        window.show();
        play(window, lesson, 150);
        for (pl::ChartWidget* c : window.chartPanel()->charts())
            if (c->spec().id == chart.toStdString()) {
                QVERIFY(!c->chart()->series().isEmpty());
                const auto axes = c->chart()->axes(Qt::Vertical);
                QVERIFY(!axes.isEmpty());
                auto* y = qobject_cast<QValueAxis*>(axes.front());
                QVERIFY(y);
                QCOMPARE(y->min(), 0.0);
                QVERIFY(y->max() > 0.0);
                return;
            }
        QFAIL("no such chart");
    }

    void lennardJonesKeyReadsFromLowToHigh()
    {
        pl::Scene scene;
        scene.boundsMin = pl::Vec2(0, 0);
        scene.boundsMax = pl::Vec2(1, 1);
        scene.colorLegends.push_back({"potential energy per atom", "ε", 0.0, -3.0});
        pl::SceneRenderer renderer;
        const QImage image = renderer.renderToImage(scene, QSize(640, 400));
        // The bar ends 14 px from the right, its bottom 12 px from the bottom (drawOverlay):
        // its right end is 0 ε, the higher value, drawn in rampColor(0).
        const QColor right = image.pixelColor(640 - 17, 400 - 18);
        QVERIFY2(sameColour(right, pl::toQColor(pl::rampColor(0.0))), qPrintable(right.name()));
        QVERIFY(!sameColour(right, pl::toQColor(pl::rampColor(1.0))));
    }

    // A wall (a scene's half plane) is a polygon reaching far past the view; the renderer cuts
    // it to the view before drawing (a whole frame's drawing otherwise). Drawn 640×400: above its
    // line the background, below it the wall's fill right to the image's edges (the cut edges,
    // outside the image, leave no stroke along them), on it the stroke.
    void aWallFarPastTheViewIsDrawnToTheEdges()
    {
        pl::Scene scene;
        scene.boundsMin = pl::Vec2(-1, -1);
        scene.boundsMax = pl::Vec2(1, 1);
        pl::PolylineItem wall;
        const double far = 40.0;
        wall.points = {pl::Vec2(-far, 0), pl::Vec2(far, 0), pl::Vec2(far, -far), pl::Vec2(-far, -far)};
        wall.closed = true;
        wall.fill = pl::colors::lightGrey;
        wall.stroke = {pl::colors::black, 2.0, false};
        scene.polylines.push_back(wall);
        pl::SceneRenderer renderer;
        const QImage image = renderer.renderToImage(scene, QSize(640, 400));
        const QColor fill = pl::toQColor(pl::colors::lightGrey);
        int line = -1;
        for (int y = 0; y < image.height() && line < 0; ++y)
            if (image.pixelColor(320, y).lightness() < 60)
                line = y;
        QVERIFY2(line > 50 && line < 350, qPrintable(QString::number(line)));
        for (int x : {0, 1, 2, 320, 637, 638, 639}) {
            QVERIFY2(image.pixelColor(x, line + 1).lightness() < 60 || image.pixelColor(x, line).lightness() < 60,
                     qPrintable(QStringLiteral("stroke at x = %1").arg(x)));
            QVERIFY2(sameColour(image.pixelColor(x, line - 6), Qt::white), qPrintable(QString::number(x)));
            for (int y = line + 6; y < image.height(); y += 7)
                QVERIFY2(sameColour(image.pixelColor(x, y), fill),
                         qPrintable(QStringLiteral("(%1, %2) %3").arg(x).arg(y).arg(image.pixelColor(x, y).name())));
            for (int y : {image.height() - 2, image.height() - 1})
                QVERIFY2(sameColour(image.pixelColor(x, y), fill),
                         qPrintable(QStringLiteral("(%1, %2) %3").arg(x).arg(y).arg(image.pixelColor(x, y).name())));
        }
    }

    void parameterFormsFitTheirPanel_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QSize>("size");
        // Under AddressSanitizer (pl::test::lightSweeps) each lesson's form is laid out at one of
        // the two sizes in turn; the release stage lays out every lesson at both.
        const QSize sizes[] = {QSize(1280, 800), QSize(1920, 1080)};
        for (int s = 0; s < 2; ++s) {
            int row = 0;
            for (const pl::LessonEntry& e : pl::registerLessons())
                if (pl::test::inShare(row++, s, 2))
                    QTest::newRow(qPrintable(QStringLiteral("%1 %2×%3")
                                                 .arg(QString::fromStdString(e.id))
                                                 .arg(sizes[s].width())
                                                 .arg(sizes[s].height())))
                        << QString::fromStdString(e.id) << sizes[s];
        }
    }

    void parameterFormsFitTheirPanel()
    {
        QFETCH(QString, lesson);
        QFETCH(QSize, size);
        pl::MainWindow window;
        window.resize(size);
        window.show();
        QVERIFY(window.selectLesson(lesson.toStdString(), true));
        QCoreApplication::processEvents();
        auto* form = window.findChild<pl::ParameterPanel*>();
        auto* scroll = qobject_cast<QScrollArea*>(form->parentWidget()->parentWidget());
        QVERIFY(scroll);
        QVERIFY2(form->width() <= scroll->viewport()->width(),
                 qPrintable(QStringLiteral("form %1 px in a panel of %2 px")
                                .arg(form->width()).arg(scroll->viewport()->width())));
    }
};

PARTICLELAB_TEST_MAIN(TestViewPositions)
#include "test_view_positions.moc"
