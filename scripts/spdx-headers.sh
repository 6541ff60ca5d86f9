#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The licence line at the top of every source file (C++, CMake, shell and Python scripts):
#   scripts/spdx-headers.sh           adds "SPDX-License-Identifier: GPL-3.0-or-later" as the
#                                     first line (after a #! line) where it is missing; the
#                                     file's own opening comment follows it unchanged
#   scripts/spdx-headers.sh --check   lists the files without it and exits 1 if there are any
#                                     (CTest: source_licence_headers)
# Files are those git tracks, or all files under the tree when it is not a git checkout.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
line="SPDX-License-Identifier: GPL-3.0-or-later"

list_sources() {
    if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
        git ls-files -z
    else
        find . -path ./build -prune -o -path './build-*' -prune -o -path ./.git -prune -o \
            -type f -print0 | sed -z 's|^\./||'
    fi
}

# The comment marker of a source file, or nothing for a file that is not a source.
marker() {
    case "$1" in
    *.cpp | *.h) echo "//" ;;
    CMakeLists.txt | */CMakeLists.txt | *.cmake | *.sh | *.py | .ci/run) echo "#" ;;
    esac
}

# True when the first line, or the second after a #! line, carries the identifier.
has_line() {
    local first
    first=$(head -n 1 "$1")
    [[ $first == \#!* ]] && first=$(sed -n 2p "$1")
    [[ $first == *"SPDX-License-Identifier:"* ]]
}

check=0
[ "${1:-}" = --check ] && check=1
missing=()
while IFS= read -r -d '' file; do
    [ -f "$file" ] || continue
    comment=$(marker "$file")
    [ -n "$comment" ] || continue
    has_line "$file" && continue
    missing+=("$file")
    [ $check -eq 1 ] && continue
    if [[ $(head -n 1 "$file") == \#!* ]]; then
        sed -i "1a $comment $line" "$file"
    else
        sed -i "1i $comment $line" "$file"
    fi
done < <(list_sources)

if [ $check -eq 1 ]; then
    if [ ${#missing[@]} -gt 0 ]; then
        echo "Source files without '$line' on their first line (scripts/spdx-headers.sh adds it):"
        printf '  %s\n' "${missing[@]}"
        exit 1
    fi
    echo "Every source file carries '$line'."
elif [ ${#missing[@]} -gt 0 ]; then
    echo "Added '$line' to ${#missing[@]} files."
fi
