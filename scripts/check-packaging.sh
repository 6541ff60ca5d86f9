#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What Debian and the software centres check of ParticleLab's package, run on a built tree:
#   scripts/check-packaging.sh BUILD_DIR [CPACK]       (CTest packaging_checks, release stage)
#   1. the manual page (packaging/particlelab.1.in) documents exactly the options of --help;
#   2. the version is one: `particlelab --version`, the Debian changelog's top entry, the
#      AppStream file's newest release and the .deb's Version field;
#   3. desktop-file-validate: no error, no warning, no hint;
#   4. appstreamcli validate --no-net --strict: nothing but pedantic notes;
#   5. the .deb (cpack -G DEB into BUILD_DIR/package-check) passes lintian with no error and no
#      warning.
# A check whose tool is missing is skipped with "missing tool NAME" (exit 77, which CTest reports
# as skipped when nothing failed), unless PARTICLELAB_REQUIRE_TOOLS names the tool, as
# scripts/dev.sh test does after installing it: then it fails.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$(cd "${1:?usage: check-packaging.sh BUILD_DIR [CPACK]}" && pwd)"
cpack="${2:-cpack}"
program="$build/particlelab"
failed=0
skipped=()

fail() {
    echo "FAIL: $*"
    failed=1
}

# True when `tool` is on PATH; otherwise says so, and fails when the tool was promised.
have() {
    command -v "$1" >/dev/null && return 0
    if [[ " ${PARTICLELAB_REQUIRE_TOOLS:-} " == *" $1 "* ]]; then
        fail "missing tool $1 (PARTICLELAB_REQUIRE_TOOLS says it is installed)"
    else
        echo "SKIP: missing tool $1: $2 not checked"
        skipped+=("$1")
    fi
    return 1
}

[ -x "$program" ] || { echo "FAIL: no program at $program (build it first)"; exit 1; }

echo "--- 1. the manual page and --help name the same options"
# Words that start with - or -- (not the -or-later of GPL-3.0-or-later).
options() { grep -o -E -- '(^|[^A-Za-z0-9.-])--?[a-z][a-z-]*' | grep -o -E -- '--?[a-z][a-z-]*' | sort -u; }
help_options=$("$program" --help | options)
man_options=$(sed 's/\\-/-/g' "$root/packaging/particlelab.1.in" | grep -v '^\.\\"' | options)
if [ "$help_options" != "$man_options" ]; then
    fail "options in --help (<) and in packaging/particlelab.1.in (>) differ:"
    diff <(echo "$help_options") <(echo "$man_options") | grep '^[<>]'
else
    echo "$(echo "$help_options" | wc -l) options, the same in both"
fi

echo "--- 2. one version everywhere"
version=$("$program" --version | head -n 1 | sed -n 's/^ParticleLab \([0-9][0-9.]*\)$/\1/p')
changelog_version=$(sed -n '1s/^particlelab (\([^)]*\)).*/\1/p' "$root/packaging/debian/changelog")
metainfo_version=$(grep -o -m 1 '<release version="[^"]*"' \
    "$root/packaging/org.particlelab.ParticleLab.metainfo.xml" | cut -d'"' -f2)
echo "--version: '$version', changelog: '$changelog_version', metainfo: '$metainfo_version'"
if [ -z "$version" ]; then
    fail "--version does not start with 'ParticleLab <version>'"
else
    [ "$changelog_version" = "$version" ] || fail "packaging/debian/changelog's top entry is not $version"
    [ "$metainfo_version" = "$version" ] || fail "the metainfo's newest release is not $version"
fi
"$program" --version | grep -q 'GPL-3.0-or-later' || fail "--version does not name the licence"

echo "--- 3. desktop-file-validate"
if have desktop-file-validate "the .desktop entry"; then
    out=$(desktop-file-validate "$root/packaging/org.particlelab.ParticleLab.desktop" 2>&1)
    status=$?
    if [ $status -eq 0 ] && [ -z "$out" ]; then
        echo "no error, warning or hint"
    else
        echo "$out"
        fail "desktop-file-validate reports the above"
    fi
fi

echo "--- 4. appstreamcli validate"
if have appstreamcli "the AppStream metadata"; then
    appstreamcli validate --no-net --strict --no-color \
        "$root/packaging/org.particlelab.ParticleLab.metainfo.xml" ||
        fail "appstreamcli validate reports the above"
fi

echo "--- 5. the .deb and lintian"
if have lintian "the .deb"; then
    rm -rf "$build/package-check"
    if ! "$cpack" -G DEB -B "$build/package-check" --config "$build/CPackConfig.cmake" >"$build/package-check.log" 2>&1; then
        cat "$build/package-check.log"
        fail "cpack -G DEB failed"
    else
        deb=$(ls "$build"/package-check/particlelab_*.deb)
        echo "$(basename "$deb"): $(du -k "$deb" | cut -f1) KiB"
        deb_version=$(dpkg-deb -f "$deb" Version)
        [ -z "$version" ] || [ "$deb_version" = "$version" ] || fail "the .deb's version is '$deb_version', not $version"
        # lintian warns that it runs as root (CI containers): said on stderr, nothing checked.
        lintian --fail-on error,warning --display-info "$deb" 2> >(grep -v 'running with root privileges' >&2) ||
            fail "lintian reports the above"
    fi
fi

[ $failed -eq 0 ] || exit 1
if [ ${#skipped[@]} -gt 0 ]; then
    echo "skipped: missing tool ${skipped[*]}"
    exit 77
fi
echo "all packaging checks passed"
