// SPDX-License-Identifier: GPL-3.0-or-later
// How a parameter's slider maps its positions 0 … SliderScale::steps to values.
//
// - Ranges that span decades move on a logarithmic scale, so every decade gets the same length
//   of slider: a time step from 10⁻⁴ s to 3 s, a particle count from 10 to 10⁵. That is the case
//   when the table asks for it (ParameterSpec::logarithmic) and, without asking, for a positive
//   range of three decades or more, and for a range from 0 whose default is below a hundredth
//   of the maximum (a compliance of 10⁻⁴ in 0 … 0.1): position 0 is then exactly 0 and the rest
//   is logarithmic from max·10⁻⁴.
// - Values are snapped to round numbers a person would type: two significant digits on a log
//   scale (0.05, 0.051, … 0.06), a thousandth of the range on a linear one, so the spin box shows
//   "0.06" rather than "0.0603".
// - Whole-number parameters get whole numbers, always inside [min, max].
#pragma once

#include "framework/Parameters.h"

namespace pl {

class SliderScale {
public:
    static constexpr int steps = 1000;

    explicit SliderScale(const ParameterSpec& spec);

    double value(int position) const;
    // The position that shows `value` best (the nearest one).
    int position(double value) const;
    bool logarithmic() const { return m_log; }

private:
    double snap(double value) const;

    ParameterSpec m_spec;
    bool m_log = false;
    bool m_zeroThenLog = false;  // position 0 is 0, the others are logarithmic from m_low
    double m_low = 0.0;          // lower end of the logarithmic part
};

} // namespace pl
