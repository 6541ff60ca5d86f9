// SPDX-License-Identifier: GPL-3.0-or-later
// Drawing speed of the view: one frame of N disks (a DiskCloudItem, as the gas and SPH lessons
// draw them) rendered offscreen into a 1280×800 image by the same SceneRenderer the window uses.
// Targets from the issues: 10⁵ disks ≤ 33 ms per frame; 2·10⁴ SPH particles ≤ 16 ms.
//
// renderSphTank: the sph-tank dam break (5 000 particles, free surface, walls) at t ≈ 0.3 s as
// the window shows it, in a view of 900×600 (the view's share of a 1280×800 window).
//
// Run: QT_QPA_PLATFORM=offscreen ./build/bench/bench_view
#include "Registry.h"
#include "SceneRenderer.h"
#include "framework/LessonSession.h"

#include <benchmark/benchmark.h>

#include <QGuiApplication>
#include <QImage>
#include <QPainter>

#include <cmath>
#include <random>

namespace {

pl::Scene diskScene(int count, double radius)
{
    pl::Scene scene;
    scene.boundsMin = pl::Vec2(0, 0);
    scene.boundsMax = pl::Vec2(1.6, 1.0);
    pl::DiskCloudItem cloud;
    cloud.radius = radius;
    std::mt19937_64 rng(42);
    std::uniform_real_distribution<double> ux(0.0, 1.6), uy(0.0, 1.0), speed(0.0, 1.0);
    for (int i = 0; i < count; ++i) {
        cloud.centers.emplace_back(ux(rng), uy(rng));
        cloud.colors.push_back(pl::rampColor(speed(rng)));
    }
    scene.clouds.push_back(std::move(cloud));
    scene.caption = "bench";
    return scene;
}

void renderDisks(benchmark::State& state)
{
    const int count = static_cast<int>(state.range(0));
    // Disks of 2.5 px radius on a 1280 px wide view of 1.6 m, as in shared/QT-NOTES.md.
    const pl::Scene scene = diskScene(count, 1.6 / 1280.0 * 2.5);
    pl::SceneRenderer renderer;
    QImage image(1280, 800, QImage::Format_ARGB32_Premultiplied);
    const QRectF area(0, 0, 1280, 800);
    const pl::ViewTransform view = pl::ViewTransform::fit(scene.boundsMin, scene.boundsMax, area);
    for (auto _ : state) {
        QPainter p(&image);
        renderer.render(p, area, scene, view);
        p.end();
        benchmark::DoNotOptimize(image.constBits());
    }
}
BENCHMARK(renderDisks)->Arg(20000)->Arg(100000)->Unit(benchmark::kMillisecond);

void renderSphTank(benchmark::State& state)
{
    pl::LessonSession session(pl::createLesson("sph-tank"));
    if (auto error = session.set("scenario", "dam-break")) {
        state.SkipWithError(error->c_str());
        return;
    }
    if (auto error = session.reset()) {
        state.SkipWithError(error->c_str());
        return;
    }
    session.advanceTo(0.3);
    pl::Scene scene;
    session.lesson().scene(scene);
    pl::SceneRenderer renderer;
    QImage image(900, 600, QImage::Format_ARGB32_Premultiplied);
    const QRectF area(0, 0, 900, 600);
    const pl::ViewTransform view = pl::ViewTransform::fit(scene.boundsMin, scene.boundsMax, area);
    for (auto _ : state) {
        QPainter p(&image);
        renderer.render(p, area, scene, view);
        p.end();
        benchmark::DoNotOptimize(image.constBits());
    }
}
BENCHMARK(renderSphTank)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? "offscreen"
                                                                     : qgetenv("QT_QPA_PLATFORM"));
    QGuiApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
