#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The layers of the source, checked from the #include lines.

    core  ->  lessons/framework  ->  lessons/common, lessons/<lesson>  ->  lessons/ (top)
          ->  output  ->  output/charts  ->  ui  ->  app
                      ->  sitting  ->  ui

A folder may include its own files and those of the layers below it, never above:
  core               nothing of ours above it, and no Qt header;
  lessons/framework  core only (no lesson folder), no Qt;
  lessons/<lesson>   core, the framework, lessons/common and other lesson folders; no Qt, and
                     not lessons/ (top), output/, ui/ or app/;
  lessons/ (top)     the registry and the session file: every lesson;
  output             the lessons; no QtWidgets and no Qt Charts header;
  output/charts      output; from QtWidgets only what drawing a chart needs (QApplication,
                     QWidget, QStyle*, QGraphics*), no window, menu or dialog;
  i18n               nothing of ours; QtCore only (the languages and their translators);
  speech             nothing of ours; QtCore and Qt TextToSpeech (the voice and its queue);
  sitting            the lessons and output; no QtWidgets and no Qt Charts header;
  ui                 anything but app/.
An include resolves as the compiler would find it: beside the including file, then in the
include folders of the targets (core/include, lessons, output, output/charts, ui, app).
Qt headers are told apart by the folder of Qt's include tree that holds them (--qt-include).

Prints the include graph between folders (edges counted per #include line) and every edge
against the layers; exits 1 when there is one.
Usage: check_layers.py [--qt-include DIR] [--quiet] [--self-test] [SOURCE_ROOT]
"""

import argparse
import collections
import os
import re
import sys

SCANNED = ["core", "lessons", "i18n", "speech", "output", "sitting", "ui", "app"]
INCLUDE_ROOTS = ["core/include", "lessons", "i18n", "speech", "output", "output/charts", "sitting", "ui",
                 "app"]
INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*([<"])([^">]+)([">])', re.M)
QT_MODULES_FALLBACK = ["/usr/include/x86_64-linux-gnu/qt6", "/usr/include/qt6"]
# What a chart needs of QtWidgets to be drawn offscreen (output/charts).
CHART_WIDGET_HEADERS = re.compile(r"^(QApplication|QWidget|QStyle\w*|QGraphics\w*)$")


def node_of(path):
    """The layer of a file given by its path relative to the source root."""
    parts = path.split("/")
    if parts[0] == "lessons":
        if len(parts) == 2:
            return "lessons (top)"
        if parts[1] in ("framework", "common"):
            return "lessons/" + parts[1]
        return "lessons/<lesson>"
    if parts[0] == "output" and len(parts) > 2 and parts[1] == "charts":
        return "output/charts"
    return parts[0]


def lesson_folder(path):
    parts = path.split("/")
    return parts[1] if node_of(path) == "lessons/<lesson>" else None


ALLOWED = {
    "core": {"core"},
    "lessons/framework": {"core", "lessons/framework"},
    "lessons/common": {"core", "lessons/framework", "lessons/common"},
    "lessons/<lesson>": {"core", "lessons/framework", "lessons/common", "lessons/<lesson>"},
    "lessons (top)": {"core", "lessons/framework", "lessons/common", "lessons/<lesson>",
                      "lessons (top)"},
}
LESSONS = ALLOWED["lessons (top)"] | {"i18n"}
ALLOWED["i18n"] = {"i18n"}
ALLOWED["speech"] = {"speech"}
ALLOWED["output"] = LESSONS | {"output"}
ALLOWED["output/charts"] = LESSONS | {"output", "output/charts"}
ALLOWED["sitting"] = LESSONS | {"output", "sitting"}
ALLOWED["ui"] = LESSONS | {"output", "output/charts", "sitting", "speech", "ui"}
ALLOWED["app"] = LESSONS | {"output", "output/charts", "sitting", "speech", "ui", "app"}
# Qt modules a layer may not include at all.
QT_FORBIDDEN = {
    "core": None,  # None: no Qt module
    "lessons/framework": None,
    "lessons/common": None,
    "lessons/<lesson>": None,
    "lessons (top)": None,
    "output": {"QtWidgets", "QtCharts", "QtOpenGLWidgets", "QtSvgWidgets", "QtPrintSupport"},
    "output/charts": {"QtOpenGLWidgets", "QtSvgWidgets", "QtPrintSupport"},
    "sitting": {"QtWidgets", "QtCharts", "QtOpenGLWidgets", "QtSvgWidgets", "QtPrintSupport"},
    "i18n": {"QtGui", "QtWidgets", "QtCharts", "QtOpenGLWidgets", "QtSvgWidgets", "QtPrintSupport"},
    "speech": {"QtGui", "QtWidgets", "QtCharts", "QtOpenGLWidgets", "QtSvgWidgets", "QtPrintSupport"},
}


def qt_module_index(qt_include):
    """Header name -> Qt module ("QChartView" -> "QtCharts"), from Qt's include tree."""
    index = {}
    roots = [qt_include] if qt_include else QT_MODULES_FALLBACK
    for root in roots:
        if not root or not os.path.isdir(root):
            continue
        for module in sorted(os.listdir(root)):
            folder = os.path.join(root, module)
            if module.startswith("Qt") and os.path.isdir(folder):
                for name in os.listdir(folder):
                    index.setdefault(name, module)
                    index.setdefault(module + "/" + name, module)
        if index:
            break
    return index


def source_files(root):
    for top in SCANNED:
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            for name in sorted(files):
                if name.endswith((".h", ".hpp", ".cpp")):
                    yield os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/")


def resolve(root, including, name):
    """The file an #include "name" reaches (relative path), or None for a system header."""
    for folder in [os.path.dirname(including)] + INCLUDE_ROOTS:
        candidate = os.path.normpath(os.path.join(folder, name)).replace(os.sep, "/")
        if os.path.isfile(os.path.join(root, candidate)):
            return candidate
    return None


def check(root, qt_index):
    edges = collections.Counter()
    problems = []
    for path in source_files(root):
        source = node_of(path)
        with open(os.path.join(root, path), encoding="utf-8", errors="replace") as f:
            text = f.read()
        for match in INCLUDE.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            name = match.group(2)
            target = resolve(root, path, name)
            where = f"{path}:{line}: #include {match.group(1)}{name}{match.group(3)}"
            if target is None:
                module = qt_index.get(name) or (name.split("/")[0] if name.startswith("Qt") else None)
                if module is None and re.match(r"^Q[A-Z]\w*$", name) and not qt_index:
                    module = "Qt"
                if module is None:
                    continue
                edges[(source, module)] += 1
                forbidden = QT_FORBIDDEN.get(source, set())
                if forbidden is None:
                    problems.append(f"{where}: {source} includes no Qt header")
                elif module in forbidden:
                    problems.append(f"{where}: {source} includes no {module} header")
                elif (source == "output/charts" and module == "QtWidgets" and
                      not CHART_WIDGET_HEADERS.match(name.split("/")[-1])):
                    problems.append(f"{where}: output/charts draws charts; a window, menu or "
                                    f"dialog ({name}) belongs to ui/")
                continue
            dest = node_of(target)
            if dest == source and dest != "lessons/<lesson>":
                continue
            if dest == source and lesson_folder(path) == lesson_folder(target):
                continue
            edges[(source, dest)] += 1
            if dest not in ALLOWED.get(source, set()):
                problems.append(f"{where}: {source} must not include {dest} ({target})")
    return edges, problems


def self_test(qt_index):
    """Each rule, broken once in a small tree: the check must name every break and pass the rest."""
    import tempfile
    files = {
        "core/include/particlelab/a/A.h": '#include <vector>\n',
        "core/src/a/A.cpp": '#include "particlelab/a/A.h"\n#include <QString>\n',            # Qt in core
        "lessons/framework/F.h": '#include "particlelab/a/A.h"\n',
        "lessons/framework/F.cpp": '#include "framework/F.h"\n#include "pend/P.h"\n',  # framework -> lesson
        "lessons/common/C.h": '#include "framework/F.h"\n',
        "lessons/pend/P.h": '#include "framework/F.h"\n#include "common/C.h"\n#include "spring/S.h"\n',
        "lessons/spring/S.h": '#include "Registry.h"\n',                               # lesson -> top
        "lessons/Registry.h": '#include "pend/P.h"\n',
        "output/O.h": '#include "Registry.h"\n#include <QImage>\n#include <QWidget>\n',  # QtWidgets in output
        "output/O.cpp": '#include "O.h"\n#include "W.h"\n',                               # output -> ui
        "output/charts/K.cpp": '#include "O.h"\n#include <QChartView>\n#include <QGraphicsLayout>\n'
                               '#include <QMenu>\n',                                    # a menu in charts
        "ui/W.h": '#include "charts/K.h"\n#include "O.h"\n#include "Cli.h"\n',          # ui -> app
        "output/charts/K.h": '',
        "app/Cli.h": '#include "W.h"\n#include "O.h"\n',
    }
    expected = ["core/src/a/A.cpp:2", "lessons/framework/F.cpp:2", "lessons/spring/S.h:1",
                "output/O.h:3", "output/O.cpp:2", "output/charts/K.cpp:4", "ui/W.h:3"]
    with tempfile.TemporaryDirectory() as root:
        for path, text in files.items():
            os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
            with open(os.path.join(root, path), "w", encoding="utf-8") as f:
                f.write(text)
        edges, problems = check(root, qt_index)
    found = sorted(p.split(": #include")[0] for p in problems)
    if found != sorted(expected):
        print("self test: expected breaks at", sorted(expected), "but the check found:",
              *problems, sep="\n  ", file=sys.stderr)
        return 1
    if edges[("lessons/<lesson>", "lessons/<lesson>")] != 1 or edges[("app", "ui")] != 1:
        print(f"self test: wrong edge counts {dict(edges)}", file=sys.stderr)
        return 1
    print(f"self test: all {len(expected)} breaks found, nothing else")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("root", nargs="?", default=os.path.join(os.path.dirname(__file__), ".."))
    parser.add_argument("--qt-include", help="Qt's include folder (holding QtCore/, QtWidgets/, …)")
    parser.add_argument("--quiet", action="store_true", help="print only what is wrong")
    parser.add_argument("--self-test", action="store_true",
                        help="check the checker on a small tree that breaks every rule once")
    args = parser.parse_args()
    root = os.path.abspath(args.root)
    qt_index = qt_module_index(args.qt_include)
    if args.self_test:
        return self_test(qt_index)
    if not qt_index:
        print(f"no Qt include tree found ({args.qt_include or QT_MODULES_FALLBACK}); "
              "Qt headers are recognised by name only", file=sys.stderr)
    edges, problems = check(root, qt_index)
    if not args.quiet:
        print("Include graph between folders (#include lines; 'lessons/<lesson>' counts the "
              "lines from one lesson folder into another):")
        ours = {k: v for k, v in edges.items() if not k[1].startswith("Qt")}
        for (source, dest), count in sorted(ours.items()):
            print(f"  {source:18} -> {dest:18} {count:4}")
        print("Qt modules included:")
        qt = collections.defaultdict(list)
        for (source, dest), count in sorted(edges.items()):
            if dest.startswith("Qt"):
                qt[source].append(f"{dest} {count}")
        for source in sorted(qt):
            print(f"  {source:18}: {', '.join(qt[source])}")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"{len(problems)} include(s) against the layers", file=sys.stderr)
        return 1
    if not args.quiet:
        print("No include against the layers.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
