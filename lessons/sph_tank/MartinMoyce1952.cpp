// SPDX-License-Identifier: GPL-3.0-or-later
// Martin & Moyce (1952) and Koshizuka & Oka (1996), dam break with n² = 2: the surge-front tables
// shipped beside this file as martin_moyce_1952_n2.csv and koshizuka_oka_1996_n2.csv, compiled in
// as text so the lesson needs no file at run time. tests/lessons/test_sph_lesson.cpp checks that
// these texts equal the shipped files.
#include "sph_tank/MartinMoyce1952.h"

#include <sstream>

namespace pl {

const char* martinMoyceCsv()
{
    return R"csv(# Dam break (collapse of a water column on a dry horizontal floor): surge-front position.
# Source: J. C. Martin and W. J. Moyce (1952), "Part IV. An experimental study of the collapse of liquid
#   columns on a rigid horizontal plane", Phil. Trans. R. Soc. Lond. A 244(882):312-324,
#   doi:10.1098/rsta.1952.0006, Table 2 (column width a = 2.25 in = 0.05715 m, height n^2 a with n^2 = 2).
# Normalisation: Z = x_front / a (front distance from the wall behind the column, in column widths);
#   T = n t sqrt(g / a) = t sqrt(2 g / a) for n^2 = 2.
# Transcribed from the published table; the values agree with the copies used by several open CFD/SPH codes.
T,Z
0.41,1.11
0.84,1.22
1.19,1.44
1.43,1.67
1.63,1.89
1.83,2.11
1.98,2.33
2.20,2.56
2.32,2.78
2.51,3.00
2.65,3.22
2.83,3.44
2.98,3.67
3.11,3.89
3.33,4.11
)csv";
}

const char* koshizukaOkaCsv()
{
    return R"csv(# Dam break (collapse of a water column on a dry horizontal floor): surge-front position.
# Source: S. Koshizuka and Y. Oka (1996), "Moving-particle semi-implicit method for fragmentation of
#   incompressible fluid", Nucl. Sci. Eng. 123(3):421-434, the experiment's leading edge (column width
#   a = 0.146 m, height 2a: n^2 = 2).
# Normalisation: Z = x_front / a (front distance from the wall behind the column, in column widths);
#   T = t sqrt(2 g / a).
# Read off the paper's figure (the digitised values distributed with PySPH's dam-break example);
#   the first row is the column at rest.
T,Z
0.000,1.000
0.381,1.111
0.769,1.252
1.153,1.505
1.537,1.892
1.935,2.241
2.323,2.615
2.719,3.003
3.096,3.624
)csv";
}

namespace {

std::vector<FrontMeasurement> rowsOf(const char* csv)
{
    std::vector<FrontMeasurement> out;
    std::istringstream in(csv);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#' || line[0] == 'T')
            continue;
        std::istringstream row(line);
        FrontMeasurement m;
        char comma = 0;
        if (row >> m.time >> comma >> m.front && comma == ',')
            out.push_back(m);
    }
    return out;
}

} // namespace

std::vector<FrontMeasurement> martinMoyceFront()
{
    return rowsOf(martinMoyceCsv());
}

std::vector<FrontMeasurement> koshizukaOkaFront()
{
    return rowsOf(koshizukaOkaCsv());
}

} // namespace pl
