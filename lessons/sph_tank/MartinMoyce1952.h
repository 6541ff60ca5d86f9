// SPDX-License-Identifier: GPL-3.0-or-later
// Published surge-front measurements for the collapse of a water column of width a and height
// n²a with n² = 2, in the dimensionless variables Z = x_front/a and T = n t √(g/a) = t √(2g/a):
// J. C. Martin and W. J. Moyce, Phil. Trans. R. Soc. Lond. A 244 (1952) 312–324, Table 2
// (a = 57 mm), and S. Koshizuka and Y. Oka, Nucl. Sci. Eng. 123 (1996) 421–434 (a = 146 mm).
#pragma once

#include <vector>

namespace pl {

struct FrontMeasurement {
    double time = 0.0;   // T, dimensionless
    double front = 0.0;  // Z, dimensionless
};

// The shipped CSV file's exact text (with its source header).
const char* martinMoyceCsv();
// Its rows, in the file's order.
std::vector<FrontMeasurement> martinMoyceFront();
// The same for Koshizuka & Oka's experiment (koshizuka_oka_1996_n2.csv).
const char* koshizukaOkaCsv();
std::vector<FrontMeasurement> koshizukaOkaFront();

} // namespace pl
