// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson's parameter table as the program prints it (`particlelab --describe ID`), for the
// tests that drive the real command line (the fuzzer, the soak).
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace pl::test {

struct DescribedParameter {
    QString id;
    QString kind;  // number, integer, choice, multichoice, flag, text
    double min = 0, max = 0;
    QStringList choices;

    bool isNumeric() const
    {
        return kind == QLatin1String("number") || kind == QLatin1String("integer");
    }
};

// Runs `program --describe lesson`; empty when the program fails or prints no table.
std::vector<DescribedParameter> describeLesson(const QString& program, const QString& lesson);

// A value for --set that reads back exactly (17 significant digits).
QString exactNumber(double value);

} // namespace pl::test
