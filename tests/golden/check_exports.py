#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Headless exports stay byte for byte what they were when the manifest was written.

Why: the architecture work (the sitting, the output layer, the lesson contract) moves code
without meaning to change a single number or pixel. This check runs every lesson and scene
headless at its defaults for one simulated second, hashes every exported file (charts as PNG,
SVG and CSV, tables, view.png, report.json) and compares the hashes with exports.sha256, which
was written from the program before that work began.

  check_exports.py --program build/particlelab            compare (the CTest test)
  check_exports.py --program build/particlelab --update   write the manifest anew (only for a
                                                          change meant to alter the exports; say
                                                          which and why in the commit)
Files whose content follows the wall clock are left out (see CLOCK_DEPENDENT).
"""
import argparse
import hashlib
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
MANIFEST = os.path.join(HERE, "exports.sha256")
DURATION = "1"
# The SPH tank's view header prints the measured "wall s per simulated s"; the integrators'
# work–precision chart in seconds plots measured computing times.
CLOCK_DEPENDENT = {"sph-tank/view.png", "integrators/cost_seconds.csv",
                   "integrators/cost_seconds.png", "integrators/cost_seconds.svg"}
# Reads a LAMMPS dump named on the command line; its exports have their own tests.
NOT_AT_DEFAULTS = {"lammps-run"}


def lessons(program):
    out = subprocess.run([program, "--list-lessons"], check=True, capture_output=True, text=True)
    return [line.strip() for line in out.stdout.splitlines()
            if line.strip() and line.strip() not in NOT_AT_DEFAULTS]


def export_hashes(program, folder):
    hashes = {}
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for lesson in lessons(program):
        target = os.path.join(folder, lesson)
        run = subprocess.run([program, "--lesson", lesson, "--duration", DURATION,
                              "--export", target], env=env, capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f"{lesson}: the headless export failed ({run.returncode}):\n{run.stderr}")
        for name in sorted(os.listdir(target)):
            key = f"{lesson}/{name}"
            if key in CLOCK_DEPENDENT:
                continue
            with open(os.path.join(target, name), "rb") as f:
                hashes[key] = hashlib.sha256(f.read()).hexdigest()
    return hashes


def read_manifest():
    expected = {}
    with open(MANIFEST, encoding="utf-8") as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                digest, key = line.split()
                expected[key] = digest
    return expected


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--program", required=True)
    parser.add_argument("--update", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="particlelab-golden-") as folder:
        actual = export_hashes(args.program, folder)
    if args.update:
        with open(MANIFEST, "w", encoding="utf-8") as f:
            f.write("# sha256 of each headless export at the defaults, --duration "
                    f"{DURATION} (tests/golden/check_exports.py)\n")
            for key in sorted(actual):
                f.write(f"{actual[key]}  {key}\n")
        print(f"wrote {len(actual)} hashes to {MANIFEST}")
        return 0
    expected = read_manifest()
    changed = sorted(k for k in expected.keys() & actual.keys() if expected[k] != actual[k])
    missing = sorted(expected.keys() - actual.keys())
    added = sorted(actual.keys() - expected.keys())
    for title, keys in (("differ from the manifest", changed), ("no longer written", missing),
                        ("written but not in the manifest", added)):
        if keys:
            print(f"{len(keys)} file(s) {title}:")
            for k in keys:
                print(f"  {k}")
    if changed or missing or added:
        return 1
    print(f"{len(actual)} exported files identical to the manifest")
    return 0


if __name__ == "__main__":
    sys.exit(main())
