#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# The whole process of a Lennard-Jones run, ParticleLab against LAMMPS, side by side: the CPU
# time (user + system, of the process and its children) of `particlelab --lesson lennard-jones
# … --export DIR` (start-up, stepping, charts, measurements, the export) and of `lmp` on the same
# case, one core each, in alternating pairs; the median of the pairs and the ratio.
#
# Why a script and not a Google Benchmark: the figure is the whole program as a user runs it,
# start-up and files included, and LAMMPS is another program. CPU time, not wall-clock: the
# development machine is shared, and the wall clock says more about the neighbours.
#
# The cases (2D, reduced units σ = ε = m = 1): kT = 1, r_c = 2.5σ, Δt = 0.005, 20 000 steps,
# Berendsen thermostat τ = 1 (ParticleLab's default; LAMMPS's fix temp/berendsen), skin 0.3σ,
# the Verlet list checked every step (LAMMPS: neighbor 0.3 bin, neigh_modify every 1 delay 0
# check yes), thermo output every 100 steps in LAMMPS:
#   dense   ρ* = 0.7, N = 1024 (32 × 32)
#   dilute  ρ* = 0.1, N = 10 000 (100 × 100)
# The initial states differ (each program's own lattice and velocities); the work per step is
# the same physics: the same potential, cut-off, skin, integrator and thermostat.
#
# Run: python3 bench/lj_vs_lammps.py [--program build/particlelab] [--lmp lmp] [--pairs 3]
#      [--case dense|dilute|both] [--steps 20000]
# Without LAMMPS on PATH it times ParticleLab alone and says so.
import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile

CASES = {
    "dense": {"density": 0.7, "side": 32},
    "dilute": {"density": 0.1, "side": 100},
}


def cpu_of(command, cwd, env):
    """CPU seconds (user + system) the command and its children took."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, cwd=cwd, env=env, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit(f"{command[0]} failed ({done.returncode}): {done.stderr[-2000:]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def lammps_deck(case, steps):
    c = CASES[case]
    return f"""units lj
dimension 2
atom_style atomic
boundary p p p
lattice sq {c['density']}
region box block 0 {c['side']} 0 {c['side']} -0.5 0.5
create_box 1 box
create_atoms 1 box
mass 1 1.0
velocity all create 1.0 4928459 mom yes dist gaussian
pair_style lj/cut 2.5
pair_coeff 1 1 1.0 1.0 2.5
neighbor 0.3 bin
neigh_modify every 1 delay 0 check yes
fix 1 all nve
fix 2 all temp/berendsen 1.0 1.0 1.0
fix 3 all enforce2d
timestep 0.005
thermo 100
run {steps}
"""


def particlelab_command(program, case, steps, out):
    c = CASES[case]
    count = c["side"] * c["side"]
    sets = {"count": count, "density": c["density"], "temperature": 1, "initial_temperature": 1,
            "thermostat_time": 1, "dt": 0.005}
    command = [program, "--lesson", "lennard-jones"]
    for name, value in sets.items():
        command += ["--set", f"{name}={value}"]
    return command + ["--duration", repr(steps * 0.005), "--export", out]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--program", default=os.path.join(here, "..", "build", "particlelab"))
    parser.add_argument("--lmp", default=shutil.which("lmp") or "")
    parser.add_argument("--pairs", type=int, default=3)
    parser.add_argument("--case", choices=["dense", "dilute", "both"], default="both")
    parser.add_argument("--steps", type=int, default=20000)
    args = parser.parse_args()
    # The programs run in a scratch folder: a path relative to here is made absolute first.
    args.program = os.path.abspath(args.program)
    if args.lmp and os.sep in args.lmp:
        args.lmp = os.path.abspath(args.lmp)
    env = dict(os.environ, OMP_NUM_THREADS="1", QT_QPA_PLATFORM="offscreen")
    cases = ["dense", "dilute"] if args.case == "both" else [args.case]
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    if not args.lmp:
        print("LAMMPS (lmp) is not on PATH: ParticleLab alone")
    with tempfile.TemporaryDirectory(prefix="particlelab-lj-vs-lammps-") as work:
        for case in cases:
            deck = os.path.join(work, f"in.{case}")
            with open(deck, "w") as f:
                f.write(lammps_deck(case, args.steps))
            ours, theirs = [], []
            for p in range(args.pairs):
                out = os.path.join(work, f"export-{case}-{p}")
                ours.append(cpu_of(particlelab_command(args.program, case, args.steps, out),
                                   work, env))
                if args.lmp:
                    theirs.append(cpu_of([args.lmp, "-in", deck, "-log", "none", "-screen",
                                          "none"], work, env))
                line = f"{case} pair {p + 1}: ParticleLab {ours[-1]:.3f} s"
                if theirs:
                    line += f", LAMMPS {theirs[-1]:.3f} s, ratio {ours[-1] / theirs[-1]:.3f}"
                print(line, flush=True)
            a = statistics.median(ours)
            line = f"{case}: median CPU ParticleLab {a:.3f} s"
            if theirs:
                b = statistics.median(theirs)
                line += (f", LAMMPS {b:.3f} s, ratio {a / b:.3f}"
                         f" (median of the pairs' ratios "
                         f"{statistics.median(x / y for x, y in zip(ours, theirs)):.3f})")
            print(line, flush=True)
    print(f"load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
