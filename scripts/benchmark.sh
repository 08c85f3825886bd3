#!/usr/bin/env bash
# Builds presentlint in release mode and runs its benchmark (README, Performance):
# for descriptions of 1,000, 10,000, 20,000 and 100,000 screens, libyaml's raw
# event scan of the bytes against `presentlint lint --format json`, the time per
# presentation and the peak memory; then start-up on a one-screen file, and
# 1,000 small files with --jobs 1 against --jobs 2. Prints a table, writes the
# same as JSON to .benchmark/benchmark.json, and exits 1 if a target is missed.
#
# The binary is built as it is shipped (scripts/build-release.sh). Extra arguments
# go to presentlint-bench (--help lists them), for example:
# scripts/benchmark.sh --sizes 1000,20000 --repetitions 3
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bin=$(scripts/build-release.sh "${PRESENTLINT_BENCH_BUILD:-.build-bench}")
exec "$bin/presentlint-bench" --presentlint "$bin/presentlint" "$@"
