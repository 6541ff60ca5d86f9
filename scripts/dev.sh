#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# ParticleLab's two commands (see README.md), idempotent and quick when nothing changed:
#   scripts/dev.sh run    install what is missing, build, start the GUI
#   scripts/dev.sh test   install what is missing, then the CI stages, each timed:
#                         release    everything, every test, the fuzzer and the soak included
#                                    (Release, -Werror); the .deb, the AppStream file and the
#                                    .desktop entry through lintian, appstreamcli and
#                                    desktop-file-validate (scripts/check-packaging.sh)
#                         asan       AddressSanitizer + UBSan + LeakSanitizer with asserts on (no
#                                    NDEBUG) over core, lessons, ui, the program and every test
#                                    but the soak and the long physics validations (label long;
#                                    GUI tests offscreen), lighter sweeps and smaller runs where a
#                                    test repeats one code path (tests/support/Sanitizers.h); a
#                                    short fuzz run
#                         tsan       ThreadSanitizer over the tests that run threads or studies
#   scripts/dev.sh test STAGE...  only those stages; asan-core (core's tests under asan) is a
#                         quicker check on demand.
# Extra arguments after `run` go to particlelab (e.g. scripts/dev.sh run --lesson pendulum).
# Each stage is a preset of CMakePresets.json (configure, build and test presets of one name).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# The verified package list (shared/QT-NOTES.md): libqt6opengl6-dev is needed by Qt Charts'
# CMake package, fonts-dejavu-core or every glyph is an empty box.
PACKAGES=(qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-svg-dev libeigen3-dev cmake
          ninja-build g++ fonts-dejavu-core libbenchmark-dev libcereal-dev nlohmann-json3-dev ffmpeg
          lammps ccache lintian appstream desktop-file-utils)
# lammps only for the tests that compare with LAMMPS (the app runs without it); lintian,
# appstream (appstreamcli) and desktop-file-utils for the package's checks (CTest
# packaging_checks, release stage).
PACKAGES+=(libxlsxwriter-dev poppler-utils python3-openpyxl)  # .xlsx export; the tests' PDF and .xlsx readers
# Qt Linguist: lupdate/lrelease (qt6-l10n-tools) and their CMake package (qt6-tools-dev) turn
# i18n/*.ts into the .qm compiled into the program; Qt's own translations (qt6-translations-l10n)
# translate its standard dialogs and buttons.
PACKAGES+=(qt6-l10n-tools qt6-tools-dev qt6-translations-l10n)
# Qt TextToSpeech (View → Speak) and an engine for it; without an engine the voice stays silent.
# Debian 12's Qt6TextToSpeech CMake package asks for Qt6QmlIntegration, which only
# qt6-declarative-dev installs (qt6-speech-dev does not depend on it).
PACKAGES+=(qt6-speech-dev qt6-speech-flite-plugin qt6-declarative-dev)
# PNG export (output/SafeWrite.cpp): libpng's fast writer, three times as fast as Qt's.
PACKAGES+=(libpng-dev)
CI_STAGES=(release asan tsan)
STAGES=(release asan tsan asan-core)
JOBS=${PARTICLELAB_JOBS:-$(nproc)}

install_missing() {
    local missing=()
    for p in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
            missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing missing packages: ${missing[*]}"
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    "${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq \
        -o DPkg::Lock::Timeout=600 "${missing[@]}"
}

# The build folder of a preset (build, build-asan, build-tsan).
build_dir() { [ "$1" = release ] && echo build || echo "build-$1"; }

# Configures (when the folder was not made by the preset) and builds what the preset names.
build() {
    local preset=$1 dir
    dir=$(build_dir "$preset")
    # ccache makes a second build of unchanged library files nearly free; CMake reads the
    # launcher from the environment on the first configure. The test programs opt out
    # (tests/CMakeLists.txt).
    if command -v ccache >/dev/null; then
        export CMAKE_CXX_COMPILER_LAUNCHER=ccache
    fi
    # A folder configured before the presets' current settings is configured again.
    if ! grep -qs '^PARTICLELAB_PRECOMPILED_TEST_HEADERS:BOOL=ON' "$dir/CMakeCache.txt" ||
        [ ! -f "$dir/build.ninja" ]; then
        cmake --preset "$preset" >/dev/null
    fi
    cmake --build --preset "$preset" -j "$JOBS"
}

# Runs the stages given (all by default), timing each; stops at the first failure.
run_tests() {
    local stages=("$@") timings=() failed=""
    [ ${#stages[@]} -eq 0 ] && stages=("${CI_STAGES[@]}")
    for stage in "${stages[@]}"; do
        [[ " ${STAGES[*]} " == *" $stage "* ]] || { echo "unknown stage '$stage' (one of: ${STAGES[*]})" >&2; exit 2; }
        echo "=== stage $stage: build and test ==="
        local start=$SECONDS
        if ! { build "$stage" && ctest --preset "$stage" -j "$JOBS"; }; then
            failed=$stage
        fi
        timings+=("$(printf '%-8s %4d s  (load average at the end: %s)%s' "$stage" $((SECONDS - start)) \
            "$(cut -d' ' -f1-3 /proc/loadavg)" "${failed:+  FAILED}")")
        echo "${timings[-1]}"
        [ -n "$failed" ] && break
    done
    echo "=== CI stages (wall-clock) ==="
    printf '%s\n' "${timings[@]}"
    [ -z "$failed" ]
}

case "${1:-}" in
run)
    shift
    install_missing
    build release
    exec build/particlelab "$@"
    ;;
test)
    shift
    install_missing
    # The tools installed above: a test that needs one and does not find it fails instead of
    # being skipped (tests/support/RequiredTool.h).
    export PARTICLELAB_REQUIRE_TOOLS="lmp ffmpeg ffprobe lintian appstreamcli desktop-file-validate pdftotext pdfinfo pdfimages openpyxl"
    run_tests "$@"
    ;;
*)
    echo "usage: scripts/dev.sh run [particlelab arguments] | scripts/dev.sh test [${STAGES[*]}]" >&2
    exit 2
    ;;
esac
