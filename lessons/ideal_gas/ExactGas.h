// SPDX-License-Identifier: GPL-3.0-or-later
// What the ideal-gas lesson needs around the exact (event-driven) hard-disk gas of
// core/collision/EventDrivenGas.h: how its state is written to a saved session, a second
// equation of state of the hard-disk fluid to hold against Henderson's, and a count of
// overlapping disks that tells a stepped gas from an exact one.
#pragma once

#include "framework/StateArchive.h"

#include <cereal/types/common.hpp>

#include <particlelab/collision/EventDrivenGas.h>

#include <cmath>
#include <cstddef>
#include <numbers>
#include <span>
#include <string>

namespace pl {

// --- saving -----------------------------------------------------------------------------------
// The gas is written as its State; the event queue and the cells' links are rebuilt from it on
// reading (EventDrivenGas::setState), and the run goes on with the same events, bit for bit.
// Not written: the count of stale events thrown away, which belongs to the queue (a rebuilt
// queue has none), not to the gas.
template <class Archive>
void serialize(Archive& ar, EventDrivenBox& b)
{
    ar(b.width, b.height, b.walls, b.wallTemperature);
}

template <class Archive>
void serialize(Archive& ar, EventCounters& c)
{
    ar(c.time, c.pairCollisions, c.wallHits, c.cellCrossings, c.virial, c.wallImpulse,
       c.pathLength);
}

template <class Archive>
void serialize(Archive& ar, EventDrivenGas::State& s)
{
    ar(s.x, s.y, s.vx, s.vy, s.t, s.lastCollision, s.radius, s.mass, s.cell, s.box, s.time,
       s.restitution, s.tcDuration, s.counters, s.random);
}

template <class Archive>
void save(Archive& ar, const EventDrivenGas& gas)
{
    ar(gas.state());
}

// A message when `s` cannot be the state of a gas of `count` disks; empty when acceptable.
TrText checkEventDrivenState(const EventDrivenGas::State& s, std::size_t count);

// Checked before the gas takes it: rebuilding the queue from a damaged state (arrays of
// different lengths, a NaN) would read past an array's end.
template <class Archive>
void load(Archive& ar, EventDrivenGas& gas)
{
    EventDrivenGas::State state;
    ar(state);
    if (TrText problem = checkEventDrivenState(state, state.x.size()); !problem.empty())
        throw StateError(std::move(problem));
    gas.setState(std::move(state));
}

// --- equations of state -----------------------------------------------------------------------
// H. Liu, "Global equation of state and phase transitions of the hard disc systems",
// arXiv:2010.10624 (2020), eq. 1, the stable fluid: Henderson's form with two more terms fitted
// to modern simulations, Z = (1 + η²/8 + η³/18 − 4η⁴/21) / (1 − η)². Up to η = 0.65 it follows
// the exact gas of the lesson's study to 0.2 % (RMS), Henderson's to 0.7 %: Henderson's runs
// 1 % high at η = 0.6 and 2 % at 0.65.
inline double liuHardDiskCompressibility(double eta)
{
    const double eta2 = eta * eta;
    return (1.0 + eta2 / 8.0 + eta2 * eta / 18.0 - 4.0 * eta2 * eta2 / 21.0) /
           ((1.0 - eta) * (1.0 - eta));
}

// Where the hard-disk fluid stops being one: liquid and hexatic coexist between these area
// fractions (E. P. Bernard and W. Krauth, "Two-step melting in two dimensions: first-order
// liquid-hexatic transition", Phys. Rev. Lett. 107, 155704 (2011)); the hexatic phase goes on
// to η ≈ 0.720, the solid above.
inline constexpr double liquidHexaticLow = 0.700;
inline constexpr double liquidHexaticHigh = 0.716;

// --- overlaps ---------------------------------------------------------------------------------
// Pairs of disks that overlap (centres closer than the sum of their radii by more than
// `tolerance` times it) in a box of walls from (0, 0) to (width, height): a uniform grid of cells
// as wide as the largest diameter, so O(N). An exact gas never has one; a stepped gas has some
// at the end of a step, pushed apart at the next.
long long countOverlappingPairs(std::span<const double> x, std::span<const double> y,
                                std::span<const double> radius, double xMin, double yMin,
                                double width, double height, double tolerance = 1e-9);

} // namespace pl
