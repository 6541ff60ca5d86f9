// SPDX-License-Identifier: GPL-3.0-or-later
#include "KeyframeBudget.h"

#include <QCoreApplication>

#include <algorithm>

namespace pl {

KeyframeShares shareKeyframeBudget(std::size_t total, std::size_t shown,
                                   const std::vector<std::size_t>& used)
{
    KeyframeShares shares;
    const std::size_t runs = used.size();
    shares.budgets.assign(runs, 0);
    if (runs == 0)
        return shares;
    if (runs == 1) {
        shares.budgets[0] = total;
        return shares;
    }
    shares.otherCap = std::max(leastKeyframeShare, (total / 2) / (runs - 1));
    std::size_t others = 0;
    for (std::size_t i = 0; i < runs; ++i) {
        if (i == shown)
            continue;
        shares.budgets[i] = std::clamp(used[i], leastKeyframeShare, shares.otherCap);
        others += shares.budgets[i];
    }
    if (shown < runs)
        shares.budgets[shown] = std::max(total / 2, total > others ? total - others : 0);
    return shares;
}

QString formatMegabytes(std::size_t bytes)
{
    const double mb = static_cast<double>(bytes) / (1024.0 * 1024.0);
    return QCoreApplication::translate("KeyframeBudget", "%1 MB")
        .arg(QString::number(mb, 'f', bytes < (std::size_t{10} << 20) ? 1 : 0));
}

QString describeKeyframeShares(std::size_t total, std::size_t runs, std::size_t shownBudget,
                               std::size_t otherCap)
{
    auto tr = [](const char* text, int n = -1) {
        return QCoreApplication::translate("KeyframeBudget", text, nullptr, n);
    };
    if (runs <= 1)
        return tr("The timeline memory budget (%1) is all this run's: no other lesson is open.")
            .arg(formatMegabytes(total));
    return tr("The timeline memory budget (%1) is shared by the %n lessons opened: this run has "
              "%2; each lesson not on show keeps the keyframes it has, up to %3.",
              static_cast<int>(runs))
        .arg(formatMegabytes(total), formatMegabytes(shownBudget), formatMegabytes(otherCap));
}

} // namespace pl
