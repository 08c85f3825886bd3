#!/usr/bin/env bash
# Builds presentlint in release mode and runs its benchmark (README, Performance):
# for descriptions of 1,000, 10,000, 20,000 and 100,000 screens, libyaml's raw
# event scan of the bytes against `presentlint lint --format json`, the time per
# presentation and the peak memory; then start-up on a one-screen file, and
# 1,000 small files with --jobs 1 against --jobs 2. Prints a table, writes the
# same as JSON to .benchmark/benchmark.json, and exits 1 if a target is missed.
#
# The binary is built with the Swift runtime linked in (--static-swift-stdlib),
# as a self-contained presentlint is shipped: a copy of the executable runs
# anywhere, and it does not spend start-up time and memory loading the shared
# Swift libraries. Extra arguments go to presentlint-bench (--help lists them),
# for example: scripts/benchmark.sh --sizes 1000,20000 --repetitions 3
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
scratch="${PRESENTLINT_BENCH_BUILD:-.build-bench}"
build() {
    swift build -c release --static-swift-stdlib --scratch-path "$scratch" >&2
}
# SwiftPM (6.3) can keep a stale build description ("unknown build description")
# after the manifest or the build options change; then it is built afresh.
if ! build; then
    rm -f "$scratch"/release.yaml "$scratch"/debug.yaml
    build
fi
bin="$scratch/release"
exec "$bin/presentlint-bench" --presentlint "$bin/presentlint" "$@"
