// SPDX-License-Identifier: GPL-3.0-or-later
#include "LammpsFrames.h"

namespace pl::test {

LammpsFrame lammpsFrameOf(const LennardJonesFluid& fluid, long long timestep)
{
    LammpsFrame f;
    f.timestep = timestep;
    f.xlo = 0.0;
    f.xhi = fluid.boxSide();
    f.ylo = 0.0;
    f.yhi = fluid.boxSide();
    const std::size_t n = fluid.size();
    f.id.resize(n);
    f.type.assign(n, 1);
    f.x.resize(n);
    f.y.resize(n);
    f.vx.resize(n);
    f.vy.resize(n);
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t id = fluid.ids()[i];
        f.id[id] = static_cast<long long>(id + 1);
        f.x[id] = fluid.x()[i];
        f.y[id] = fluid.y()[i];
        f.vx[id] = fluid.vx()[i];
        f.vy[id] = fluid.vy()[i];
    }
    return f;
}

} // namespace pl::test
