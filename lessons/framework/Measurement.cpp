// SPDX-License-Identifier: GPL-3.0-or-later
#include "framework/Measurement.h"
#include "framework/Translatable.h"

#include <cmath>

namespace pl {

Measurement Measurement::number(std::string id, std::string label, std::string unit, double v)
{
    return Measurement{std::move(id), std::move(label), std::move(unit), v, {}};
}

Measurement Measurement::missing(std::string id, std::string label, std::string unit,
                                 std::string why)
{
    return Measurement{std::move(id), std::move(label), std::move(unit), std::monostate{},
                       std::move(why)};
}

const Measurement* findMeasurement(const std::vector<Measurement>& list, const std::string& id)
{
    for (const Measurement& m : list)
        if (m.id == id)
            return &m;
    return nullptr;
}

double measurementNumber(const std::vector<Measurement>& list, const std::string& id)
{
    const Measurement* m = findMeasurement(list, id);
    const double* v = m ? std::get_if<double>(&m->value) : nullptr;
    return v ? *v : std::nan("");
}

void sanitize(Measurement& m)
{
    bool finite = true;
    std::visit(
        [&finite](const auto& v) {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, double>) {
                finite = std::isfinite(v);
            } else if constexpr (std::is_same_v<T, std::vector<double>>) {
                for (double x : v)
                    finite = finite && std::isfinite(x);
            } else if constexpr (std::is_same_v<T, std::vector<std::pair<std::string, double>>>) {
                for (const auto& [key, x] : v)
                    finite = finite && std::isfinite(x);
            } else if constexpr (std::is_same_v<T, std::vector<std::vector<double>>>) {
                for (const auto& row : v)
                    for (double x : row)
                        finite = finite && std::isfinite(x);
            }
        },
        m.value);
    if (finite)
        return;
    // Keyed values: only the entries that are not finite become null.
    if (auto* keyed = std::get_if<std::vector<std::pair<std::string, double>>>(&m.value)) {
        std::string which;
        for (const auto& [key, x] : *keyed)
            if (!std::isfinite(x))
                which += (which.empty() ? "" : ", ") + key;
        if (m.note.empty())
            m.note = "not finite for " + which;
        return; // the JSON writer turns the non-finite entries into null
    }
    m.value = std::monostate{};
    if (m.note.empty())
        m.note = PL_TR_NOOP("lessons",
                            "the value is not a finite number (the simulation may have diverged)");
}

} // namespace pl
