// SPDX-License-Identifier: GPL-3.0-or-later
// The command line of particlelab:
//   particlelab                                   start the GUI
//   particlelab --list-lessons                    one lesson id per line
//   particlelab --describe ID                     the lesson's parameters as JSON
//   particlelab --version                         version, licence, web address
//   particlelab --lesson ID [--set NAME=VALUE]... [--duration SECONDS] [--single-steps N]
//               [--time-limit SECONDS] --export DIR  run headless and export everything
//   particlelab --lesson ID [--set …] [--duration T] --export-lammps DIR
//                                                 write a LAMMPS deck of the state (after the run)
//   particlelab --lesson ID [--set NAME=VALUE]... start the GUI on that lesson
//   particlelab --open FILE [--duration T] [--export DIR] [--save FILE]
//                                                 continue a saved session headless, or open
//                                                 it in the GUI (without --export/--save)
//   --save FILE with --lesson or --open saves the session after the run
//   particlelab --open FILE.json [...]            a scene file instead of --lesson
//   ... --record FILE.mp4|FILE.gif|DIR [--fps N]  record the run headless (with --duration)
//   ... --theme light|dark|high-contrast          colours of the window, or of the exports
//   ... --language en|de|fr|es|pt_BR              the window's (remembered), or the exports'
//   ... --export-xlsx FILE.xlsx                   the run as a workbook (after the run)
//   ... --handout FILE.pdf [--paper a4|letter]    the lesson handout (after the run)
// Bad input prints one line naming what is wrong and exits with code 2.
#pragma once

#include "ThemePalette.h"

#include <QString>
#include <QStringList>

#include <optional>

#include <string>
#include <utility>
#include <vector>

namespace pl {

struct CommandLineOptions {
    enum class Mode { Gui, Help, Version, ListLessons, Describe, Headless };
    Mode mode = Mode::Gui;
    std::string lesson;
    std::vector<std::pair<std::string, std::string>> settings;  // --set NAME=VALUE, in order
    double duration = 10.0;   // simulated seconds (0 for --export-lammps alone: the reset state)
    int singleSteps = 0;      // "one step" presses after the run (stages in step-through mode)
    double timeLimit = 0.0;   // wall-clock seconds the headless run may take; 0 = no limit
    QString exportDirectory;  // empty: no export
    QString openFile;         // --open: a saved session (.plsession) or a scene file (.json)
    QString saveFile;         // --save: where to save the session after a headless run
    bool durationGiven = false;
    QString recordTarget;      // --record FILE.mp4|FILE.gif|DIR
    int fps = 30;              // --fps
    int recordWidth = 1920;    // --record-size WxH
    int recordHeight = 1080;
    bool recordCharts = false; // --record-charts: the charts beside the view
    QString lammpsExportDirectory;  // --export-lammps: LAMMPS deck + data of the final state
    std::optional<Theme> theme;      // --theme: the window's (remembered), or the exports' colours
    QString language;                // --language: a code of i18n/Language.h; empty: as remembered
    QString xlsxFile;                // --export-xlsx: the run as a workbook (SpreadsheetExport.h)
    QString handoutFile;             // --handout: the lesson handout as PDF (HandoutPdf.h)
    QString paper;                   // --paper a4|letter for --handout; empty: from the locale
};

struct CommandLineParse {
    CommandLineOptions options;
    QString error;  // empty when the arguments are acceptable
};

// Parses the arguments (without the program name). Checks the form of every argument and that
// the lesson exists; parameter names and values are checked against the lesson's table later.
CommandLineParse parseCommandLine(const QStringList& arguments);

QString helpText();
// --version: "ParticleLab <version>", the licence (GPL-3.0-or-later) and the web address.
QString versionText();

} // namespace pl
