#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A second reader for the .xlsx of SpreadsheetExport (tests/app/test_spreadsheet.cpp).

Reads the workbook with openpyxl (Debian python3-openpyxl) and prints it as JSON:
{"sheets": [{"name": ..., "charts": [{"log_x": bool, "log_y": bool,
              "series": [{"x": "'Sheet'!$A$4:$A$104", "y": ...}]}],
             "cells": [[row, col, type, value], ...]}]}
with rows and columns from 0, type "n" for a number cell, "s" for text, "b" for a boolean.
Exit 3 when openpyxl is missing (the test then skips, or fails where it was promised)."""
import json
import sys

try:
    import openpyxl
except ImportError:
    print("missing tool openpyxl: python3-openpyxl is not installed", file=sys.stderr)
    sys.exit(3)


def main(path):
    workbook = openpyxl.load_workbook(path)
    sheets = []
    for sheet in workbook.worksheets:
        cells = []
        for row in sheet.iter_rows():
            for cell in row:
                if cell.value is None:
                    continue
                value = cell.value
                if cell.data_type == "n" and not isinstance(value, (int, float)):
                    value = str(value)
                cells.append([cell.row - 1, cell.column - 1, cell.data_type, value])
        charts = []
        for chart in sheet._charts:
            series = [{"x": s.xVal.numRef.f if s.xVal is not None else "",
                       "y": s.yVal.numRef.f if s.yVal is not None else ""}
                      for s in chart.series]
            charts.append({"log_x": bool(chart.x_axis.scaling.logBase),
                           "log_y": bool(chart.y_axis.scaling.logBase),
                           "series": series})
        sheets.append({"name": sheet.title, "charts": charts, "cells": cells})
    json.dump({"sheets": sheets}, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1])
