// SPDX-License-Identifier: GPL-3.0-or-later
#include "particlelab/pendulum/DoublePendulum.h"

#include "particlelab/special/ArraySinCos.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <numbers>
#include <thread>

namespace pl {

Eigen::Vector2d doublePendulumAcceleration(const DoublePendulumParameters& p,
                                           const DoublePendulumState& s)
{
    const double m1 = p.mass1, m2 = p.mass2, l1 = p.length1, l2 = p.length2, g = p.gravity;
    const double delta = s.theta1 - s.theta2;
    const double sinDelta = std::sin(delta), cosDelta = std::cos(delta);
    const double denominator = 2.0 * m1 + m2 - m2 * std::cos(2.0 * delta);
    const double w1sq = s.omega1 * s.omega1, w2sq = s.omega2 * s.omega2;
    const double alpha1 = (-g * (2.0 * m1 + m2) * std::sin(s.theta1) -
                           m2 * g * std::sin(s.theta1 - 2.0 * s.theta2) -
                           2.0 * sinDelta * m2 * (w2sq * l2 + w1sq * l1 * cosDelta)) /
                          (l1 * denominator);
    const double alpha2 = 2.0 * sinDelta *
                          (w1sq * l1 * (m1 + m2) + g * (m1 + m2) * std::cos(s.theta1) +
                           w2sq * l2 * m2 * cosDelta) /
                          (l2 * denominator);
    return {alpha1, alpha2};
}

void doublePendulumAcceleration(const DoublePendulumParameters& p, const Eigen::ArrayXd& sin1,
                                const Eigen::ArrayXd& cos1, const Eigen::ArrayXd& sin2,
                                const Eigen::ArrayXd& cos2, const Eigen::ArrayXd& omega1,
                                const Eigen::ArrayXd& omega2, Eigen::ArrayXd& alpha1,
                                Eigen::ArrayXd& alpha2)
{
    const double m1 = p.mass1, m2 = p.mass2, l1 = p.length1, l2 = p.length2, g = p.gravity;
    // The angle-difference terms from the sines and cosines of θ₁ and θ₂ alone (four sines per
    // evaluation instead of seven): sin Δ, cos Δ by the addition theorems, cos 2Δ = cos²Δ − sin²Δ,
    // sin(θ₁ − 2θ₂) = sin(Δ − θ₂) = sin Δ cos θ₂ − cos Δ sin θ₂. Each line is one vectorised loop.
    const Eigen::ArrayXd sinDelta = sin1 * cos2 - cos1 * sin2;
    const Eigen::ArrayXd cosDelta = cos1 * cos2 + sin1 * sin2;
    const Eigen::ArrayXd denominator =
        (2.0 * m1 + m2) - m2 * (cosDelta.square() - sinDelta.square());
    alpha1 = (-g * (2.0 * m1 + m2) * sin1 - m2 * g * (sinDelta * cos2 - cosDelta * sin2) -
              2.0 * m2 * sinDelta * (l2 * omega2.square() + l1 * omega1.square() * cosDelta)) /
             (l1 * denominator);
    alpha2 = 2.0 * sinDelta *
             ((m1 + m2) * l1 * omega1.square() + g * (m1 + m2) * cos1 +
              l2 * m2 * omega2.square() * cosDelta) /
             (l2 * denominator);
}

AccelerationFunction doublePendulumAccelerationFunction(const DoublePendulumParameters& p)
{
    return [p](const Vec& x, const Vec& v, double) -> Vec {
        const Eigen::Index n = x.size() / 2;
        Vec a(x.size());
        for (Eigen::Index i = 0; i < n; ++i) {
            const Eigen::Vector2d alpha =
                doublePendulumAcceleration(p, {x[i], x[n + i], v[i], v[n + i]});
            a[i] = alpha[0];
            a[n + i] = alpha[1];
        }
        return a;
    };
}

double doublePendulumKineticEnergy(const DoublePendulumParameters& p, const DoublePendulumState& s)
{
    return 0.5 * (p.mass1 + p.mass2) * p.length1 * p.length1 * s.omega1 * s.omega1 +
           0.5 * p.mass2 * p.length2 * p.length2 * s.omega2 * s.omega2 +
           p.mass2 * p.length1 * p.length2 * s.omega1 * s.omega2 * std::cos(s.theta1 - s.theta2);
}

double doublePendulumPotentialEnergy(const DoublePendulumParameters& p,
                                     const DoublePendulumState& s)
{
    // 1 − cos θ = 2 sin²(θ/2): no cancellation near the bottom.
    const double h1 = 2.0 * std::pow(std::sin(0.5 * s.theta1), 2);
    const double h2 = 2.0 * std::pow(std::sin(0.5 * s.theta2), 2);
    return (p.mass1 + p.mass2) * p.gravity * p.length1 * h1 + p.mass2 * p.gravity * p.length2 * h2;
}

Eigen::Vector2d upperBobPosition(const DoublePendulumParameters& p, const DoublePendulumState& s)
{
    return {p.length1 * std::sin(s.theta1), -p.length1 * std::cos(s.theta1)};
}

Eigen::Vector2d lowerBobPosition(const DoublePendulumParameters& p, const DoublePendulumState& s)
{
    return upperBobPosition(p, s) +
           Eigen::Vector2d(p.length2 * std::sin(s.theta2), -p.length2 * std::cos(s.theta2));
}

Eigen::Vector2d flipMapCellAngles(int gridSize, int row, int column)
{
    const double cell = 2.0 * std::numbers::pi / gridSize;
    return {-std::numbers::pi + (column + 0.5) * cell, std::numbers::pi - (row + 0.5) * cell};
}

namespace {

// The cells of one chunk, integrated together by RK4 as arrays. Cells that flip are removed
// from the arrays (compaction), so the work follows the cells still swinging.
class FlipMapChunk {
public:
    FlipMapChunk(const DoublePendulumParameters& p, std::vector<int> cells, int gridSize)
        : m_p(p), m_cells(std::move(cells))
    {
        const Eigen::Index n = static_cast<Eigen::Index>(m_cells.size());
        m_theta1.resize(n);
        m_theta2.resize(n);
        m_omega1 = Eigen::ArrayXd::Zero(n);
        m_omega2 = Eigen::ArrayXd::Zero(n);
        for (Eigen::Index i = 0; i < n; ++i) {
            const int cell = m_cells[static_cast<std::size_t>(i)];
            const Eigen::Vector2d angles = flipMapCellAngles(gridSize, cell / gridSize, cell % gridSize);
            m_theta1[i] = angles[0];
            m_theta2[i] = angles[1];
        }
    }

    // Integrates until every cell flipped, `duration` is reached or `cancel` is set; writes
    // flip times into `flipTime` (indexed by cell). Returns the cell-steps taken.
    long long run(double duration, double dt, std::vector<double>& flipTime,
                  const std::atomic<bool>& cancel)
    {
        long long cellSteps = 0;
        const long long steps = std::llround(duration / dt);
        for (long long n = 0; n < steps && m_theta1.size() > 0; ++n) {
            if ((n & 63) == 0 && cancel.load(std::memory_order_relaxed))
                break;
            cellSteps += m_theta1.size();
            rungeKuttaStep(dt);
            removeFlipped((n + 1) * dt, flipTime);
        }
        return cellSteps;
    }

private:
    void acceleration(const Eigen::ArrayXd& theta1, const Eigen::ArrayXd& theta2,
                      const Eigen::ArrayXd& omega1, const Eigen::ArrayXd& omega2,
                      Eigen::ArrayXd& alpha1, Eigen::ArrayXd& alpha2)
    {
        sinCos(theta1, m_sin1, m_cos1);
        sinCos(theta2, m_sin2, m_cos2);
        doublePendulumAcceleration(m_p, m_sin1, m_cos1, m_sin2, m_cos2, omega1, omega2, alpha1,
                                   alpha2);
    }

    // Classic RK4 on y = (θ₁, θ₂, θ₁', θ₂'), the same tableau as Method::RK4.
    void rungeKuttaStep(double dt)
    {
        const double h2 = 0.5 * dt;
        acceleration(m_theta1, m_theta2, m_omega1, m_omega2, m_k1a, m_k1b);
        m_t1 = m_theta1 + h2 * m_omega1;
        m_t2 = m_theta2 + h2 * m_omega2;
        m_w1 = m_omega1 + h2 * m_k1a;
        m_w2 = m_omega2 + h2 * m_k1b;
        m_sumTheta1 = m_omega1 + 2.0 * m_w1;  // k₁ + 2k₂ of θ₁' (so far)
        m_sumTheta2 = m_omega2 + 2.0 * m_w2;
        acceleration(m_t1, m_t2, m_w1, m_w2, m_k2a, m_k2b);
        m_t1 = m_theta1 + h2 * m_w1;
        m_t2 = m_theta2 + h2 * m_w2;
        m_w1 = m_omega1 + h2 * m_k2a;
        m_w2 = m_omega2 + h2 * m_k2b;
        m_sumTheta1 += 2.0 * m_w1;
        m_sumTheta2 += 2.0 * m_w2;
        acceleration(m_t1, m_t2, m_w1, m_w2, m_k3a, m_k3b);
        m_t1 = m_theta1 + dt * m_w1;
        m_t2 = m_theta2 + dt * m_w2;
        m_w1 = m_omega1 + dt * m_k3a;
        m_w2 = m_omega2 + dt * m_k3b;
        m_sumTheta1 += m_w1;
        m_sumTheta2 += m_w2;
        acceleration(m_t1, m_t2, m_w1, m_w2, m_k4a, m_k4b);
        const double h6 = dt / 6.0;
        m_theta1 += h6 * m_sumTheta1;
        m_theta2 += h6 * m_sumTheta2;
        m_omega1 += h6 * (m_k1a + 2.0 * m_k2a + 2.0 * m_k3a + m_k4a);
        m_omega2 += h6 * (m_k1b + 2.0 * m_k2b + 2.0 * m_k3b + m_k4b);
    }

    void removeFlipped(double t, std::vector<double>& flipTime)
    {
        const double pi = std::numbers::pi;
        Eigen::Index kept = 0;
        const Eigen::Index n = m_theta1.size();
        for (Eigen::Index i = 0; i < n; ++i) {
            if (std::abs(m_theta1[i]) > pi || std::abs(m_theta2[i]) > pi ||
                !std::isfinite(m_theta1[i] + m_theta2[i])) {
                flipTime[static_cast<std::size_t>(m_cells[static_cast<std::size_t>(i)])] = t;
                continue;
            }
            m_theta1[kept] = m_theta1[i];
            m_theta2[kept] = m_theta2[i];
            m_omega1[kept] = m_omega1[i];
            m_omega2[kept] = m_omega2[i];
            m_cells[static_cast<std::size_t>(kept)] = m_cells[static_cast<std::size_t>(i)];
            ++kept;
        }
        if (kept < n) {
            m_theta1.conservativeResize(kept);
            m_theta2.conservativeResize(kept);
            m_omega1.conservativeResize(kept);
            m_omega2.conservativeResize(kept);
            m_cells.resize(static_cast<std::size_t>(kept));
        }
    }

    DoublePendulumParameters m_p;
    std::vector<int> m_cells;                       // cell index of each array entry
    Eigen::ArrayXd m_theta1, m_theta2;              // rad
    Eigen::ArrayXd m_omega1, m_omega2;              // rad/s
    // Stage work space (reused every step).
    Eigen::ArrayXd m_sin1, m_cos1, m_sin2, m_cos2;
    Eigen::ArrayXd m_t1, m_t2, m_w1, m_w2, m_sumTheta1, m_sumTheta2;
    Eigen::ArrayXd m_k1a, m_k1b, m_k2a, m_k2b, m_k3a, m_k3b, m_k4a, m_k4b;
};

} // namespace

FlipMap computeFlipMap(const FlipMapSettings& settings,
                       const std::function<bool(double fraction)>& progress)
{
    const int n = settings.gridSize;
    const DoublePendulumParameters& p = settings.pendulum;
    FlipMap map;
    map.gridSize = n;
    map.flipTime.assign(static_cast<std::size_t>(n) * n, std::numeric_limits<double>::infinity());
    map.cannotFlip.assign(static_cast<std::size_t>(n) * n, 0);

    // Energy screen: the least potential energy with rod 1 vertical up is 2(m₁ + m₂)gL₁ (rod 2
    // hanging down), with rod 2 up it is 2m₂gL₂ (rod 1 hanging down).
    const double flipEnergy = std::min(2.0 * (p.mass1 + p.mass2) * p.gravity * p.length1,
                                       2.0 * p.mass2 * p.gravity * p.length2);
    std::vector<int> candidates;
    for (int row = 0; row < n; ++row)
        for (int column = 0; column < n; ++column) {
            const Eigen::Vector2d angles = flipMapCellAngles(n, row, column);
            const int cell = row * n + column;
            if (doublePendulumPotentialEnergy(p, {angles[0], angles[1], 0.0, 0.0}) < flipEnergy)
                map.cannotFlip[static_cast<std::size_t>(cell)] = 1;
            else
                candidates.push_back(cell);
        }

    // Chunks of neighbouring cells (which tend to flip at similar times, so compaction keeps the
    // arrays full), handed out to the threads one at a time so both stay busy to the end.
    constexpr std::size_t chunkSize = 512;
    const std::size_t chunkCount = (candidates.size() + chunkSize - 1) / chunkSize;
    std::atomic<std::size_t> nextChunk{0};
    std::atomic<std::size_t> chunksDone{0};
    std::atomic<long long> cellSteps{0};
    std::atomic<bool> cancel{false};
    auto worker = [&] {
        for (std::size_t c = nextChunk++; c < chunkCount && !cancel.load(); c = nextChunk++) {
            const std::size_t begin = c * chunkSize;
            const std::size_t end = std::min(candidates.size(), begin + chunkSize);
            FlipMapChunk chunk(p, {candidates.begin() + static_cast<std::ptrdiff_t>(begin),
                                   candidates.begin() + static_cast<std::ptrdiff_t>(end)},
                               n);
            // Chunks write disjoint cells of flipTime, so no lock is needed.
            cellSteps += chunk.run(settings.duration, settings.timeStep, map.flipTime, cancel);
            ++chunksDone;
        }
    };
    std::vector<std::thread> threads;
    for (int i = 0; i < std::max(1, settings.threads); ++i)
        threads.emplace_back(worker);
    while (chunksDone.load() < chunkCount && !cancel.load()) {
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        if (progress && !progress(static_cast<double>(chunksDone.load()) / chunkCount))
            cancel = true;
    }
    for (std::thread& t : threads)
        t.join();
    if (progress && !cancel)
        progress(1.0);
    map.cellSteps = cellSteps.load();
    map.cancelled = cancel.load();
    return map;
}

} // namespace pl
