// SPDX-License-Identifier: GPL-3.0-or-later
// Published surge-front measurements for the collapse of a water column of width a and height
// n²a with n² = 2 (J. C. Martin and W. J. Moyce, Phil. Trans. R. Soc. Lond. A 244 (1952) 312–324,
// Table 2), in the dimensionless variables Z = x_front/a and T = n t √(g/a) = t √(2g/a).
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

} // namespace pl
