#!/usr/bin/env bash
# ParticleLab's two commands (see README.md), idempotent and quick when nothing changed:
#   scripts/dev.sh run    install what is missing, build, start the GUI
#   scripts/dev.sh test   install what is missing, build, run every test (CTest), then build the
#                         Qt-free core with AddressSanitizer + UBSan and run its tests
# Extra arguments after `run` go to particlelab (e.g. scripts/dev.sh run --lesson pendulum).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# The verified package list (shared/QT-NOTES.md): libqt6opengl6-dev is needed by Qt Charts'
# CMake package, fonts-dejavu-core or every glyph is an empty box.
PACKAGES=(qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-svg-dev libeigen3-dev cmake
          ninja-build g++ fonts-dejavu-core libbenchmark-dev libcereal-dev nlohmann-json3-dev ffmpeg
          lammps)  # lammps only for the tests that compare with LAMMPS; the app runs without it
BUILD_DIR=${PARTICLELAB_BUILD_DIR:-build}
ASAN_DIR=${PARTICLELAB_ASAN_DIR:-build-asan}
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

build() {
    if [ ! -f "$BUILD_DIR/build.ninja" ]; then
        cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release
    fi
    cmake --build "$BUILD_DIR" -j "$JOBS"
}

run_tests() {
    ctest --test-dir "$BUILD_DIR" --output-on-failure -j "$JOBS"
    # Sanitizer step: core and its tests only (Qt itself is not built with sanitizers).
    if [ ! -f "$ASAN_DIR/build.ninja" ]; then
        cmake -S . -B "$ASAN_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
            -DPARTICLELAB_CORE_ONLY=ON -DPARTICLELAB_SANITIZE=ON
    fi
    cmake --build "$ASAN_DIR" -j "$JOBS"
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
        ctest --test-dir "$ASAN_DIR" --output-on-failure -j "$JOBS"
}

case "${1:-}" in
run)
    shift
    install_missing
    build
    exec "$BUILD_DIR/particlelab" "$@"
    ;;
test)
    install_missing
    build
    run_tests
    ;;
*)
    echo "usage: scripts/dev.sh run [particlelab arguments] | scripts/dev.sh test" >&2
    exit 2
    ;;
esac
