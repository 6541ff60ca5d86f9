// SPDX-License-Identifier: GPL-3.0-or-later
// Impulses between hard disks (2D spheres) and between a disk and a straight wall.
//
//   wall:  u = v − 2⟨v, n̂⟩ n̂                          (specular reflection about the wall normal)
//   pair:  K = 2⟨v₁ − v₂, n̂⟩ n̂ / (m₁ + m₂),  u₁ = v₁ − K m₂,  u₂ = v₂ + K m₁
//          with n̂ the unit vector from the centre of disk 1 to the centre of disk 2, applied only
//          when the disks approach (⟨v₁ − v₂, n̂⟩ > 0).
//
// Both conserve kinetic energy; the pair impulse also conserves momentum. Only the velocity
// component along the line of centres changes (smooth disks, no friction).
// Source: any mechanics text, e.g. Goldstein, "Classical Mechanics" §3.10; written in this form
// in Ericson, "Real-Time Collision Detection" (2005), §5.5 (velocities along the normal).
//
// Overlapping disks (a late detection in a time-stepped simulation, or disks added on top of
// each other) are pushed apart along n̂ by the overlap, shared in proportion to the other disk's
// mass, so the centre of mass stays put: a change of positions only, leaving momentum and
// kinetic energy exactly as they were.
#pragma once

#include <cmath>

namespace pl {

// A velocity (m/s) or direction in the plane; kept as two doubles so that the hot loops of
// DiskGas can call these on their own arrays.
struct PlaneVector {
    double x = 0.0;
    double y = 0.0;
};

// Reflects v about a wall with unit normal n: u = v − 2⟨v, n̂⟩ n̂.
inline PlaneVector reflectAboutWall(PlaneVector v, PlaneVector n)
{
    const double vn = v.x * n.x + v.y * n.y;
    return {v.x - 2.0 * vn * n.x, v.y - 2.0 * vn * n.y};
}

// Elastic impulse between disks of masses m1, m2 (kg) along the unit normal n (from 1 to 2).
// Changes v1, v2 (m/s) and returns true when the disks approach; leaves them and returns false
// otherwise.
inline bool collideElastic(double m1, double m2, PlaneVector n, PlaneVector& v1, PlaneVector& v2)
{
    const double approach = (v1.x - v2.x) * n.x + (v1.y - v2.y) * n.y;  // ⟨v₁ − v₂, n̂⟩ (m/s)
    if (approach <= 0.0)
        return false;
    const double k = 2.0 * approach / (m1 + m2);  // |K| (m/s per kg)
    v1.x -= k * m2 * n.x;
    v1.y -= k * m2 * n.y;
    v2.x += k * m1 * n.x;
    v2.y += k * m1 * n.y;
    return true;
}

// Moves two overlapping disks apart along the line of centres until they touch. p1, p2 are the
// centres (m), `contact` the sum of the radii (m). The centre of mass does not move. Returns
// false (and leaves them) when they do not overlap. Coincident centres are separated along x.
inline bool separateOverlap(double m1, double m2, double contact, PlaneVector& p1,
                            PlaneVector& p2)
{
    const double dx = p2.x - p1.x;
    const double dy = p2.y - p1.y;
    const double d2 = dx * dx + dy * dy;
    if (d2 >= contact * contact)
        return false;
    double nx = 1.0, ny = 0.0, d = 0.0;
    if (d2 > 0.0) {
        d = std::sqrt(d2);
        nx = dx / d;
        ny = dy / d;
    }
    const double overlap = contact - d;
    const double share1 = overlap * m2 / (m1 + m2);
    const double share2 = overlap * m1 / (m1 + m2);
    p1.x -= share1 * nx;
    p1.y -= share1 * ny;
    p2.x += share2 * nx;
    p2.y += share2 * ny;
    return true;
}

} // namespace pl
