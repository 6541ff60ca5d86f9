// SPDX-License-Identifier: GPL-3.0-or-later
// Formulas as students read them. Lesson strings are written with Unicode maths (ω², x₀, Σ),
// but a TeX habit slips in: "e^{λt}", "h_{n+1}", "\frac{1}{2}". readableMath() turns those into
// what a reader expects before anything reaches the screen:
//   x^{2n+1} → x²ⁿ⁺¹ and h_{n+1} → hₙ₊₁ when every character has a Unicode super-/subscript;
//   otherwise e^{X} → exp(X), a^{X} → a^(X) and a_{X} → a_(X), keeping the meaning;
//   x^12 → x¹² (a caret before digits);
//   \frac{a}{b} → a/b, with parentheses around a compound numerator or denominator;
//   1.28e-08 → 1.28 × 10⁻⁸ (readableNumbers);
//   k_s → kₛ, ω_max → ωₘₐₓ, A_rest → Aᵣₑₛₜ: a one-letter symbol with a word of up to four
//   characters that all have subscripts (identifiers such as dt_factor are left alone).
// Subscripts Unicode lacks (k_d, r_c, P_N) stay as they are here; where text is shown as rich
// text the UI writes them as <sub>…</sub> (richMath in output/QtAdapters.h).
// Plain C++ (no Qt): the UI applies it to text, legends, notices, captions and labels.
#pragma once

#include <string>
#include <string_view>

namespace pl {

std::string readableMath(std::string_view text);

// Numbers in e-notation as a reader writes them: "-1.28e-08" → "−1.28 × 10⁻⁸", "3e+05" →
// "3 × 10⁵". Only whole numbers (not part of a word: "RK4e-3" stays). readableMath ends with it.
std::string readableNumbers(std::string_view text);

// readableMath for a Markdown text, except link targets: the "(…)" right after a link's "]" is
// an address or a parameter setting ("set:x_min=-0.9"), copied unchanged — rewriting it would
// turn x_min into xₘᵢₙ, which names no parameter.
std::string readableMarkdown(std::string_view markdown);

// True when `text` still holds TeX markup a reader should never see: ^{, _{ or \frac.
bool hasRawMath(std::string_view text);

} // namespace pl
