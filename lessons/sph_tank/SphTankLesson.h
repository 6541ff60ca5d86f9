// Lesson `sph-tank`: water in a tank by SPH, with two solvers side by side — weakly compressible
// SPH (Monaghan 1992, 1994, 2005) and divergence-free SPH (Bender & Koschier 2015, 2017): a
// hydrostatic tank, the dam break of Martin & Moyce (1952) and a tank stirred with the mouse.
//
// DivergenceFreeSph solves for the pressure that keeps ρ = ρ₀ and steps with the flow's CFL Δt;
// WeaklyCompressibleSph (core/include/particlelab/sph/) has a cubic-spline kernel with
// support 2h, Tait's equation of state p = B((ρ/ρ₀)⁷ − 1) with B = ρ₀c₀²/7, symmetric pressure
// force, Monaghan's artificial viscosity, XSPH, leapfrog with adaptive Δt, cell lists, boundary
// particles. The lesson measures what makes or breaks it: the density error |ρ − ρ₀|/ρ₀ (how
// incompressible the "weakly compressible" fluid is), the pressure at a probe against ρ₀ g
// (depth), and the dam-break surge front Z = x/a against T = t√(2g/a) over the experiment.
#pragma once

#include "framework/CoreSerialization.h"
#include "framework/Lesson.h"
#include "sph_tank/MartinMoyce1952.h"

#include <particlelab/sph/DivergenceFreeSph.h>
#include <particlelab/sph/SphTankScenes.h>
#include <particlelab/sph/WeaklyCompressibleSph.h>

#include <optional>

namespace pl {

class SphTankLesson final : public Lesson {
public:
    SphTankLesson();

    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    std::string validate(const ParameterValues& values) const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    double time() const override { return fluid().time(); }
    bool finished() const override { return m_divergedAt.has_value(); }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    std::unique_ptr<Lesson> clone() const override { return std::make_unique<SphTankLesson>(*this); }
    void saveState(StateWriter& out) const override;
    void loadState(StateReader& in) override;
    std::string checkState() const override;

    enum class Scenario { Hydrostatic, DamBreak, Stir };
    enum class Solver { Wcsph, Dfsph };
    enum class Colouring { Speed, Pressure, Density };

    // The running solver's fluid, and each solver (only the chosen one holds particles).
    const SphFluid& model() const { return fluid(); }
    Solver solver() const { return m_solver; }
    const WeaklyCompressibleSph& wcsph() const { return m_wcsph; }
    const DivergenceFreeSph& dfsph() const { return m_dfsph; }
    Scenario scenario() const { return m_scenario; }
    double columnWidth() const { return m_columnWidth; }  // a (m), the water's actual width
    // Dimensionless time T = n t √(g/a) with n² = aspect (= t √(2g/a) for n² = 2).
    double dimensionlessTime() const;
    // Surge front Z = x_front / a (dam break), from the leftmost inner wall face.
    double frontPosition() const;
    // Id of the particle deeper than 2h with the largest density error at the last sample, or −1.
    int worstInteriorParticle() const { return m_last.worstInteriorId; }
    // Fluid particles outside the tank (beyond its side walls or below its floor).
    int escapedParticles() const;
    // Largest |Z_SPH − Z_measured| / Z_measured (%) over the measurements with 1 ≤ T ≤ 3 that the
    // run has reached; NaN before T = 1 or outside the dam break.
    double frontDeviation() const;

private:
    struct Diagnostics {
        double maxInteriorError = 0.0;  // %: particles deeper than 2h below the free surface
        double meanInteriorError = 0.0; // %
        double maxError = 0.0;          // %: all particles
        int interiorCount = 0;
        int worstInteriorId = -1;       // the particle with maxInteriorError
        double probePressure = 0.0;     // Pa
        double hydrostaticPressure = 0.0; // Pa
        double kineticEnergy = 0.0;     // J/m
        std::vector<int> neighbourHistogram;
    };

    // The tank's frame (inner floor along x, left wall at x = 0) against the world's, for the
    // current tilt: rotation about the floor's centre.
    struct TankFrame {
        Eigen::Vector2d pivot;  // m
        double cosine = 1.0, sine = 0.0;
        Eigen::Vector2d toTank(const Eigen::Vector2d& world) const
        {
            const Eigen::Vector2d r = world - pivot;
            return pivot + Eigen::Vector2d(cosine * r.x() + sine * r.y(), -sine * r.x() + cosine * r.y());
        }
        Eigen::Vector2d toWorld(const Eigen::Vector2d& tank) const
        {
            const Eigen::Vector2d r = tank - pivot;
            return pivot + Eigen::Vector2d(cosine * r.x() - sine * r.y(), sine * r.x() + cosine * r.y());
        }
    };
    // What evolves besides the fluid (the running solver's state()): the drag, the selection, divergence and
    // the samples the charts and measurements read. One list for saving and loading.
    template <class Archive, class Self> static void archiveState(Archive& ar, Self& self)
    {
        auto& d = self.m_last;  // const when saving
        ar(self.m_dragging, self.m_dragTarget, self.m_grabOffset, self.m_selectedId,
           self.m_divergedAt, self.m_nextSample, self.m_sampledStep, d.maxInteriorError,
           d.meanInteriorError, d.maxError, d.interiorCount, d.worstInteriorId, d.probePressure,
           d.hydrostaticPressure, d.kineticEnergy, d.neighbourHistogram, self.m_front,
           self.m_dtSum, self.m_forceLimitedSteps, self.m_densityIterations,
           self.m_divergenceIterations);
    }
    const SphFluid& fluid() const
    {
        return m_solver == Solver::Wcsph ? static_cast<const SphFluid&>(m_wcsph) : m_dfsph;
    }
    SphFluid& fluid() { return m_solver == Solver::Wcsph ? static_cast<SphFluid&>(m_wcsph) : m_dfsph; }
    // The Courant step C·h/(c₀ + max μ) WCSPH takes (or would take) with this lesson's c₀ (s).
    double wcsphTimeStep() const;
    // The CFL step λh/max|v| DFSPH takes (or would take) for the current velocities (s).
    double dfsphTimeStep() const;
    void appendSolverComparison(std::vector<Measurement>& out) const;
    TankFrame frame() const;
    Diagnostics diagnose() const;
    void sample();
    void updateStirTarget();

    Solver m_solver = Solver::Dfsph;
    WeaklyCompressibleSph m_wcsph;
    DivergenceFreeSph m_dfsph;
    double m_soundSpeed = 0.0;     // c₀ of WCSPH (m/s), also for the comparison
    double m_courantFactor = 0.25; // C of WCSPH's Courant condition
    double m_cflNumber = 0.4;      // λ of DFSPH's CFL condition
    Scenario m_scenario = Scenario::DamBreak;
    Colouring m_colouring = Colouring::Speed;
    double m_columnWidth = 0.5;   // a, m
    double m_waterHeight = 1.0;   // m
    double m_tankLength = 2.75;   // m
    double m_wallHeight = 1.5;    // m
    double m_aspect = 2.0;        // n² = height / width
    double m_gravity = 9.81;      // m/s²
    double m_tiltTarget = 0.0;    // rad
    double m_obstacleRadius = 0.0; // m
    Eigen::Vector2d m_obstacleHome = Eigen::Vector2d::Zero(); // m
    Eigen::Vector2d m_probe = Eigen::Vector2d::Zero();        // m, in the tank frame
    bool m_drawSurface = true;
    bool m_drawParticles = true;
    bool m_autoStir = true;
    bool m_dragging = false;
    Eigen::Vector2d m_dragTarget = Eigen::Vector2d::Zero();   // m: obstacle offset wanted
    Eigen::Vector2d m_grabOffset = Eigen::Vector2d::Zero();   // m
    int m_selectedId = -1;
    std::optional<double> m_divergedAt; // s

    // Sampled every m_sampleInterval of simulated time (and at reset).
    double m_sampleInterval = 0.002;    // s
    double m_nextSample = 0.0;          // s
    long long m_sampledStep = -1;
    Diagnostics m_last;
    std::vector<std::vector<double>> m_front;  // [T, Z]
    double m_dtSum = 0.0;               // s
    long long m_forceLimitedSteps = 0;  // steps whose Δt the force condition set
    long long m_densityIterations = 0;     // DFSPH, summed over the steps
    long long m_divergenceIterations = 0;  // DFSPH, summed over the steps
    // Wall-clock time spent in the solver's steps (s): shown in the caption only, so that the
    // measurements stay exact values of the state.
    double m_wallSeconds = 0.0;
    std::vector<FrontMeasurement> m_measured;
};

} // namespace pl
