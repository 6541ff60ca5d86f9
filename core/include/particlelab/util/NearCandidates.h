// SPDX-License-Identifier: GPL-3.0-or-later
// The candidates of a neighbour search that lie within reach of a point: the innermost loop of
// the cell searches of the Lennard-Jones fluid and of SPH.
//
// A cell search visits every particle of the cells around a point and keeps the one in three
// that lies within reach. Kept one at a time, each candidate costs a distance, a compare and a
// store whose place depends on all the compares before it, about four cycles. With AVX-512 these
// functions test eight candidates at once and pack the kept ones together in a register before
// storing them (a compress within the register: the compress straight into memory is slow on AMD
// processors), which is where the searches spent most of their time. Elsewhere, and in the
// sanitizers' builds, the plain loop runs.
//
// Both give the same list in the same order, with the same separations: each lane computes
// them with the operations of the plain loop, in its order, without fused multiply-add.
// tests/core/test_near_candidates.cpp holds them to it, bit for bit.
#pragma once

#include <cstddef>
#include <cstdint>

namespace pl {

// The nearest periodic image of a separation d along an axis of length `side` (half = side/2),
// for |d| < 1.5 side: two selects, no branch, so the loops that call it still pack. What the
// Lennard-Jones fluid's pair loops and keepNearPeriodic() take.
inline double nearestImage(double d, double side, double half)
{
    return d > half ? d - side : (d < -half ? d + side : d);
}

// True when keepNear…() take their AVX-512 path (this processor has it, and the build uses it).
bool nearCandidatesArePacked();

// For j in the ranges [begins[r], ends[r]), r < ranges, in turn: out[kept] = j and
// outAtom[kept] = atom (then ++kept; the list's pairs as (atom, j)) when the nearest periodic
// image of (x[j], y[j]) in a square box of side `side` (half = side/2; separations below 1.5
// sides) lies closer to (xi, yi) than √reach2, that is, d = xi − x[j] is taken to d − side
// above half and to d + side below −half (the same for y), and dx² + dy² < reach2. Returns the
// new kept. out and outAtom need room for as many more indices as the ranges hold.
std::size_t keepNearPeriodic(double xi, double yi, const double* x, const double* y,
                             const std::uint32_t* begins, const std::uint32_t* ends, int ranges,
                             double side, double half, double reach2, std::uint32_t atom,
                             std::uint32_t* out, std::uint32_t* outAtom, std::size_t kept);

// For j in the ranges [begins[r], ends[r]), r < ranges, in turn, other than `self`:
// out[kept] = j and (dxOut, dyOut)[kept] = pᵢ − p_j (then ++kept) when dx² + dy² is below
// reach2, for points stored as (x, y) pairs (xy[2j], xy[2j + 1]). Returns the new kept. out,
// dxOut and dyOut need room for as many more entries as the ranges hold.
int keepNear(double xi, double yi, const double* xy, const int* begins, const int* ends,
             int ranges, int self, double reach2, int* out, double* dxOut, double* dyOut,
             int kept);

// The plain loops, for few candidates (where the packed ones lose more on their partly empty
// rounds than they gain) and for the test that compares the two paths.
inline std::size_t keepNearPeriodicPlain(double xi, double yi, const double* x, const double* y,
                                         const std::uint32_t* begins, const std::uint32_t* ends,
                                         int ranges, double side, double half, double reach2,
                                         std::uint32_t atom, std::uint32_t* out,
                                         std::uint32_t* outAtom, std::size_t kept)
{
    // Written always, kept when near: no branch on the test, which comes out at random.
    for (int r = 0; r < ranges; ++r)
        for (std::uint32_t j = begins[r]; j < ends[r]; ++j) {
            const double dx = nearestImage(xi - x[j], side, half);
            const double dy = nearestImage(yi - y[j], side, half);
            out[kept] = j;
            outAtom[kept] = atom;
            kept += dx * dx + dy * dy < reach2 ? 1 : 0;
        }
    return kept;
}
int keepNearPlain(double xi, double yi, const double* xy, const int* begins, const int* ends,
                  int ranges, int self, double reach2, int* out, double* dxOut, double* dyOut,
                  int kept);

} // namespace pl
