#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders each lesson's window (offscreen, 1280×800, light theme) into docs/images/<lesson>.png,
# the screenshots README.md and docs/ show. Run after a change that shows; commit the images.
#   scripts/screenshots.sh              every lesson
#   scripts/screenshots.sh pendulum     only the lessons named
#   scripts/screenshots.sh --language de pendulum    in German, into docs/images/pendulum.de.png
# Settings go to a scratch folder, so the run neither reads nor changes the user's.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
cmake --build build --target render_screenshots >/dev/null
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
chmod 700 "$scratch"
language=()
if [[ ${1:-} == --language ]]; then
    language=(--language "$2")
    shift 2
fi
XDG_CONFIG_HOME="$scratch/config" XDG_RUNTIME_DIR="$scratch" QT_QPA_PLATFORM=offscreen \
    build/tests/docs/render_screenshots "${language[@]}" docs/images "$@"
