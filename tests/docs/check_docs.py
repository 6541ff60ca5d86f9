#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks README.md, CONTRIBUTING.md and docs/*.md as a reader would use them.

1. Every relative link and image resolves: the file or folder exists, and a #anchor names a
   heading of the page it points at (GitHub's anchor rule).
2. Every lesson has its screenshot, docs/images/<lesson>.png (scripts/screenshots.sh), and
   docs/lessons.md shows it.
3. Every documented command runs: each line of a ```sh block that starts with
   `build/particlelab` (lines ending in a backslash joined) runs with the program given, in a
   scratch folder of its own per block (the block's commands in order, so a later one may open
   what an earlier one saved; `lessons/` links to the source's), and must exit 0. A block
   right after the comment <!-- docs-check: skip REASON --> is not run (it needs LAMMPS' own
   run, for example); the reason is printed.

    check_docs.py --source DIR --program PATH/particlelab
"""
import argparse
import concurrent.futures
import os
import pathlib
import re
import shlex
import subprocess
import sys
import tempfile
import time

LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^```")
SKIP = re.compile(r"<!--\s*docs-check:\s*skip\s*(.*?)\s*-->")


def pages(source):
    found = [source / "README.md", source / "CONTRIBUTING.md"]
    found += sorted((source / "docs").glob("*.md"))
    return [p for p in found if p.exists()]


def slug(heading):
    """GitHub's anchor of a heading: its text without markup, lower case, punctuation dropped,
    spaces as hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # [text](link) → text
    text = text.replace("`", "").replace("*", "")
    out = []
    for c in text.strip().lower():
        if c.isalnum() or c in "-_":
            out.append(c)
        elif c == " ":
            out.append("-")
    return "".join(out)


def split_blocks(text):
    """(prose lines, code blocks) of a Markdown page; each block is (language, lines, skip)."""
    prose, blocks = [], []
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        if FENCE.match(lines[i]):
            language = lines[i][3:].strip()
            skip = None
            for back in range(i - 1, -1, -1):  # the comment just above, blank lines between
                if lines[back].strip():
                    m = SKIP.search(lines[back])
                    skip = m.group(1) if m else None
                    break
            body = []
            i += 1
            while i < len(lines) and not FENCE.match(lines[i]):
                body.append(lines[i])
                i += 1
            blocks.append((language, body, skip))
        else:
            prose.append(lines[i])
        i += 1
    return prose, blocks


def headings(path):
    prose, _ = split_blocks(path.read_text(encoding="utf-8"))
    return {slug(m.group(1)) for line in prose if (m := re.match(r"^#{1,6}\s+(.*)$", line))}


def check_links(source):
    problems, count = [], 0
    for page in pages(source):
        prose, _ = split_blocks(page.read_text(encoding="utf-8"))
        for number, line in enumerate(prose, 1):
            line = re.sub(r"`[^`]*`", "", line)  # code spans are not links
            for m in LINK.finditer(line):
                target = m.group(1)
                if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # http:, https:, mailto:
                    continue
                count += 1
                path_part, _, anchor = target.partition("#")
                where = page if not path_part else (page.parent / path_part)
                name = page.relative_to(source)
                if not where.exists():
                    problems.append(f"{name}: link to '{target}': {path_part} does not exist")
                    continue
                if anchor:
                    if where.suffix != ".md":
                        problems.append(f"{name}: link to '{target}': an anchor into a non-page")
                    elif anchor not in headings(where):
                        problems.append(f"{name}: link to '{target}': "
                                        f"{where.relative_to(source)} has no heading '#{anchor}'")
    return problems, count


def check_screenshots(source, program):
    lessons = subprocess.run([program, "--list-lessons"], capture_output=True, text=True,
                             check=True).stdout.split()
    problems = []
    gallery = source / "docs" / "lessons.md"
    shown = gallery.read_text(encoding="utf-8") if gallery.exists() else ""
    for lesson in lessons:
        image = f"images/{lesson}.png"
        if not (source / "docs" / image).exists():
            problems.append(f"docs/{image}: the screenshot of lesson '{lesson}' is missing "
                            "(run scripts/screenshots.sh)")
        elif f"({image})" not in shown:
            problems.append(f"docs/lessons.md does not show {image}")
    return problems, len(lessons)


def commands(source):
    """The documented command blocks: (page, first line, [command lines], skip reason)."""
    found = []
    for page in pages(source):
        _, blocks = split_blocks(page.read_text(encoding="utf-8"))
        for language, body, skip in blocks:
            if language not in ("sh", "bash", "shell"):
                continue
            joined, current = [], ""
            for line in body:
                current += line.rstrip("\\").rstrip() + " " if line.endswith("\\") else line
                if not line.endswith("\\"):
                    joined.append(current.strip())
                    current = ""
            lines = [l for l in joined if l.startswith("build/particlelab")]
            if lines:
                found.append((page.relative_to(source), lines, skip))
    return found


def run_block(source, program, page, lines):
    """Runs one block's commands in a scratch folder; returns (problems, seconds)."""
    problems = []
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="docs-check-") as scratch:
        os.symlink(source / "lessons", pathlib.Path(scratch) / "lessons")
        for line in lines:
            words = shlex.split(line, comments=True)
            words[0] = str(program)
            try:
                done = subprocess.run(words, cwd=scratch, capture_output=True, text=True,
                                      timeout=90, stdin=subprocess.DEVNULL)
            except subprocess.TimeoutExpired:
                problems.append(f"{page}: `{line}` did not end within 90 s")
                break
            if done.returncode != 0:
                tail = (done.stderr or done.stdout).strip().splitlines()[-3:]
                problems.append(f"{page}: `{line}` exited with {done.returncode}: "
                                + " / ".join(tail))
                break
    return problems, time.monotonic() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--source", required=True, type=pathlib.Path)
    parser.add_argument("--program", required=True, type=pathlib.Path)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    source = args.source.resolve()
    program = args.program.resolve()

    problems, links = check_links(source)
    shot_problems, lessons = check_screenshots(source, program)
    problems += shot_problems
    print(f"{links} relative links and images checked; screenshots of {lessons} lessons")

    blocks = commands(source)
    to_run = [(page, lines) for page, lines, skip in blocks if skip is None]
    # Recordings take longest: started first, the other blocks share the second worker.
    to_run.sort(key=lambda b: (any("--record" in l for l in b[1]), len(b[1])), reverse=True)
    for page, lines, skip in blocks:
        if skip is not None:
            print(f"not run ({skip}): {page}: {lines[0]}" + (" …" if len(lines) > 1 else ""))
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(lambda b: run_block(source, program, *b), to_run))
    for (page, lines), (block_problems, seconds) in zip(to_run, results):
        problems += block_problems
        print(f"{'FAILED' if block_problems else 'ran'} {len(lines)} command(s) of {page} "
              f"in {seconds:.1f} s: {lines[0]}")
    if problems:
        print("\n".join(problems), file=sys.stderr)
        print(f"{len(problems)} problem(s)", file=sys.stderr)
        return 1
    print("every link resolves, every screenshot exists, every documented command ran")
    return 0


if __name__ == "__main__":
    sys.exit(main())
