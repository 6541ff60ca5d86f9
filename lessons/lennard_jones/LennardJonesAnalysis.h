// SPDX-License-Identifier: GPL-3.0-or-later
// What is measured and plotted of a Lennard-Jones system, shared by the `lennard-jones` lesson
// (its own molecular dynamics) and the `lammps-run` lesson (frames of a LAMMPS trajectory loaded
// into the same LennardJonesFluid), so that both are judged by one piece of code:
//   * instantaneous kT, U/N, (K + U)/N and the virial pressure P = (K + ½Σ r·F)/A with the 2D
//     cut-off tail ΔP stated apart (LennardJonesFluid.h);
//   * time averages of kT, U/N and P with their standard errors by block averaging
//     (core/statistics/BlockAverage.h);
//   * charts: temperature, energies, pressure, g(r), the speed histogram against 2D
//     Maxwell–Boltzmann (core/statistics/SpeedHistogram.h).
#pragma once

#include "common/SpeedHistogramChart.h"
#include "framework/Charts.h"
#include "framework/CoreSerialization.h"
#include "framework/Measurement.h"

#include <particlelab/md/LennardJonesFluid.h>
#include <particlelab/statistics/BlockedSeries.h>

#include <optional>
#include <string>
#include <vector>

namespace pl {

// Samples of one run for the averages (plain value; restarted when the state point changes).
// Each quantity is a BlockedSeries, so a class can leave the lesson running for days with the
// memory flat: at most 2¹⁶ blocks per quantity.
struct StatePointSamples {
    double since = 0.0;              // σ√(m/ε): time of the first sample kept
    BlockedSeries temperature;       // ε
    BlockedSeries potentialPerAtom;  // ε
    BlockedSeries pressure;          // ε/σ², truncated force, without ΔP

    void clear(double time);
    void add(const LennardJonesFluid& fluid);
    long long size() const { return temperature.count(); }
    // A message when the series read from a file cannot belong together; empty when they can.
    TrText check() const;

    template <class Archive> void serialize(Archive& ar)
    {
        if constexpr (Archive::is_loading::value) {
            if (stateFormatOf(ar) < 3) {  // every sample, one vector per quantity
                std::vector<double> t, u, p;
                ar(since, t, u, p);
                if (t.size() != u.size() || t.size() != p.size())
                    throw StateError(
                        PL_TR_NOOP("lessons", "the averages' sample lists differ in length"));
                const double first = since;
                clear(first);
                for (std::size_t k = 0; k < t.size(); ++k) {
                    temperature.add(t[k]);
                    potentialPerAtom.add(u[k]);
                    pressure.add(p[k]);
                }
                return;
            }
        }
        ar(since, temperature, potentialPerAtom, pressure);
    }
};

// Which extra series the charts carry.
struct LennardJonesChartOptions {
    bool thermostatTarget = false;  // the thermostat's kT₀ on the temperature chart
    bool lammpsLog = false;         // LAMMPS's own thermo output (Temp, PotEng, TotEng, Press)
    bool shadowEnergy = false;      // velocity Verlet's shadow energy H̃/N beside the energies
    std::string rdfLabel = "g(r)";
};

// The series of the five charts (a series the options leave out stays undeclared).
struct LennardJonesSeries {
    SeriesHandle temperature, targetTemperature, lammpsTemperature;   // kT
    SeriesHandle potential, total, lammpsPotential, lammpsTotal;      // per atom
    SeriesHandle shadowEnergy;                                        // H̃/N
    SeriesHandle pressure, pressureWithTail, lammpsPressure;          // virial
    SeriesHandle rdf;                                                 // g(r)
    SpeedHistogramSeries speeds;
};

LennardJonesSeries declareLennardJonesCharts(ChartSet& set, const LennardJonesChartOptions& options);
// Appends the current kT, U/N, (K + U)/N and P (and kT₀ when given) at the fluid's time.
void recordThermodynamics(ChartData& data, const LennardJonesSeries& series,
                          const LennardJonesFluid& fluid, std::optional<double> targetTemperature);
void recordRdf(ChartData& data, const SeriesHandle& rdf, const std::vector<double>& radii,
               const std::vector<double>& g);
// The fluid's speeds against Maxwell–Boltzmann at its kT.
void recordSpeedHistogram(ChartData& data, const SpeedHistogramSeries& series,
                          const LennardJonesFluid& fluid);

// Instantaneous values: temperature, potential_energy, total_energy, pressure,
// pressure_tail_correction, pressure_with_tail, energy_tail_correction, box_side.
std::vector<Measurement> instantaneousMeasurements(const LennardJonesFluid& fluid);
// Averages: temperature_mean/_error, potential_energy_mean/_error, pressure_mean/_error,
// pressure_with_tail_mean, average_samples; "missing" with the reason while too few samples.
std::vector<Measurement> averageMeasurements(const StatePointSamples& samples,
                                             const LennardJonesFluid& fluid,
                                             const TrText& samplingNote);
// Height and position of the highest peak of g(r).
std::vector<Measurement> rdfPeakMeasurements(const std::vector<double>& radii,
                                             const std::vector<double>& g);

} // namespace pl
