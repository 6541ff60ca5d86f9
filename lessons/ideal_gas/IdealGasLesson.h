// Lesson `ideal-gas`: a gas of hard elastic disks in a box (core/collision/DiskGas.h), from
// which kinetic theory emerges:
//   * the speeds relax to the 2D Maxwell–Boltzmann distribution f(v) = (mv/kT) e^{−mv²/2kT},
//     whatever they started at (tested with the Kolmogorov–Smirnov distance);
//   * the momentum given to the walls per unit time and length is the pressure, close to N kT/A
//     and closer still to the hard-disk equation of state of Henderson (Mol. Phys. 30, 971
//     (1975)), Z = PA/NkT = (1 + η²/8)/(1 − η)², which corrects for the area the disks exclude;
//   * the mean free path is about 1/(2√2 n d) (Reif, "Fundamentals of Statistical and Thermal
//     Physics", §12.2, in 2D);
//   * the three broadphases find the same pairs while testing N², N^{1…2} or N of them.
// Controls while running: the right wall is a piston (compression heats the gas), thermal walls
// re-emit at a set temperature, a click adds a puff of disks.
#pragma once

#include "framework/Lesson.h"

#include <particlelab/collision/DiskGas.h>

#include <deque>
#include <optional>

namespace pl {

class IdealGasLesson final : public Lesson {
public:
    LessonInfo info() const override;
    std::vector<ParameterSpec> parameters() const override;
    std::string validate(const ParameterValues& values) const override;
    void reset(const ParameterValues& values) override;
    void applyLive(const ParameterValues& values) override;
    void step() override;
    double time() const override { return m_gas.time(); }
    bool finished() const override { return m_divergedAt.has_value(); }
    std::vector<ChartSpec> charts() const override;
    void record(ChartData& data) const override;
    std::vector<Measurement> measurements() const override;
    void scene(Scene& out) const override;
    std::vector<std::string> notices() const override;
    std::vector<StudySpec> studies() const override;
    StudyFunction prepareStudy(const std::string& id) const override;
    void acceptStudy(const std::string& id, const StudyResult& result) override;
    bool pointer(PointerEvent event, const Vec2& world) override;
    void saveState(StateWriter& out) const override;
    void loadState(StateReader& in) override;
    std::string checkState() const override;
    std::unique_ptr<Lesson> clone() const override
    {
        return std::make_unique<IdealGasLesson>(*this);
    }

    const DiskGas& gas() const { return m_gas; }
    bool thermalWalls() const { return m_thermalWalls; }
    double pistonSpeed() const { return m_pistonSpeed; }  // m/s
    // Kolmogorov–Smirnov distance of the first species' speeds from Maxwell–Boltzmann at their
    // own measured temperature, and the 1 % critical value for that sample.
    double ksStatistic() const;
    double ksCritical() const;
    // Time averages since the last reset or change of controls (N/m).
    double pressureMeasured() const { return m_gas.counters().pressure(); }
    double pressureIdeal() const;
    double pressureHenderson() const;
    double meanFreePathEstimate() const;  // m, 1/(2√2 n d) with the mean diameter

private:
    struct Block {  // averages over one chart block of steps
        double time = 0.0;          // s
        double pressure = 0.0;      // N/m
        double meanFreePath = 0.0;  // m (0 when no collision happened in the block)

        template <class Archive> void serialize(Archive& ar) { ar(time, pressure, meanFreePath); }
    };

    double speedScale() const;  // m/s: √(2kT/m) of the first species at the current temperature
    void chooseTimeStep();
    void restartAverages();
    double firstSpeciesTemperature() const;
    double computeKsStatistic() const;

    DiskGas m_gas;
    double m_mass = 1.0;          // kg, first species
    double m_radius = 0.5;        // m, first species
    double m_mass2 = 4.0;         // kg
    double m_radius2 = 1.0;       // m
    Color m_color2;
    double m_kT = 1.0;            // J, the set temperature
    double m_boxWidth = 80.0;     // m, the piston's outermost position
    double m_dt = 0.01;           // s
    double m_wallTemperature = 1.0;  // J
    double m_pistonSpeed = 0.0;      // m/s
    bool m_thermalWalls = false;
    bool m_showBoxes = false;
    int m_addBatch = 50;
    long long m_steps = 0;
    std::optional<double> m_divergedAt;  // s

    // Time integrals since restartAverages(), for averages that match the pressure's window.
    double m_idealIntegral = 0.0;      // N/m·s
    double m_hendersonIntegral = 0.0;  // N/m·s
    double m_averagingTime = 0.0;      // s

    // Chart blocks.
    static constexpr int blockSteps = 100;
    GasCounters m_blockStart;
    std::optional<Block> m_lastBlock;
    bool m_blockJustEnded = false;

    std::deque<Vec2> m_trail;  // m, recent centres of disk 0

    // (step count, (disk count, D)) of the last KS distance computed: a cache, not state.
    mutable std::optional<std::pair<long long, std::pair<std::size_t, double>>> m_ksCache;

    // From the pairs-vs-N study: log-log slope of pairs tested against N, per broadphase.
    std::vector<std::pair<std::string, double>> m_pairExponents;
};

} // namespace pl
