#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every user-visible string of the sources has a finished translation in every i18n/*.ts.

Runs lupdate (with the options of i18n/CMakeLists.txt) over the sources into copies of the .ts
files, so that a string added or changed since the files were last updated shows up as
unfinished, then counts, per language: unfinished entries, obsolete or vanished ones, empty
translations and translations whose %-placeholders differ from their source. Exits 1 when any
count is not zero, printing the first offenders.
Usage: check_translations.py --lupdate PATH [SOURCE_ROOT]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

FOLDERS = ["ui", "sitting", "speech", "output", "app", "lessons", "core"]
OPTIONS = ["-locations", "none", "-no-obsolete", "-tr-function-alias", "QT_TRANSLATE_NOOP+=PL_TR_NOOP"]
PLACEHOLDER = re.compile(r"%(?:L?\d+|n)")


def check(ts_path):
    problems = []
    tree = ET.parse(ts_path)
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "missing"
            where = f"{name}: {source[:70]!r}"
            if kind in ("unfinished", "missing"):
                problems.append(f"unfinished  {where}")
                continue
            if kind in ("obsolete", "vanished"):
                problems.append(f"{kind}  {where}")
                continue
            forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
            for text in forms:
                if not text.strip() and source.strip():
                    problems.append(f"empty  {where}")
                elif sorted(set(PLACEHOLDER.findall(text))) != sorted(set(PLACEHOLDER.findall(source))):
                    problems.append(f"placeholders differ  {where} -> {text[:70]!r}")
    return problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lupdate", required=True)
    parser.add_argument("root", nargs="?", default=os.path.join(os.path.dirname(__file__), ".."))
    args = parser.parse_args()
    root = os.path.abspath(args.root)
    ts_files = sorted(f for f in os.listdir(os.path.join(root, "i18n")) if f.endswith(".ts"))
    if not ts_files:
        print("no .ts file in i18n/")
        return 1
    failed = False
    with tempfile.TemporaryDirectory() as work:
        copies = []
        for name in ts_files:
            copy = os.path.join(work, name)
            shutil.copy(os.path.join(root, "i18n", name), copy)
            copies.append(copy)
        folders = [os.path.join(root, f) for f in FOLDERS]
        run = subprocess.run([args.lupdate, "-silent", *OPTIONS, *folders, "-ts", *copies],
                             capture_output=True, text=True)
        if run.returncode != 0:
            print(run.stdout, run.stderr)
            return 1
        for copy in copies:
            problems = check(copy)
            print(f"{os.path.basename(copy)}: {len(problems)} problem(s)")
            for line in problems[:15]:
                print("   ", line)
            failed = failed or bool(problems)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
