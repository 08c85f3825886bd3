#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/, a separate package) with AddressSanitizer
# and runs it for SECONDS (default 60) over a seed corpus made of fixtures/ and
# the YAML test suite's inputs. Inputs that crash, leak or time out are written
# to Fuzz/.artifacts/; copy them to fixtures/regressions/ (the test suite lints
# every file there). Extra arguments go to libFuzzer, e.g. -jobs=2.
#
#   scripts/fuzz.sh 1800
set -euo pipefail

seconds="${1:-60}"
shift || true
root="$(cd "$(dirname "$0")/.." && pwd)"
fuzz="$root/Fuzz"
suite="$root/../shared/yaml-test-suite"

# SwiftPM passes each --sanitize as its own -sanitize= flag and the last one
# wins, so AddressSanitizer and libFuzzer's coverage are requested together.
flags=(--package-path "$fuzz" -c release --sanitize=fuzzer -Xswiftc -sanitize=address,fuzzer)
# SwiftPM (6.3) can keep a stale build description ("unknown build description",
# or a new source file of the main package not found); then it is built afresh.
if ! swift build "${flags[@]}" --product FuzzLint; then
    rm -f "$fuzz/.build/release.yaml" "$fuzz/.build/debug.yaml"
    swift build "${flags[@]}" --product FuzzLint
fi
binary="$(swift build "${flags[@]}" --show-bin-path)/FuzzLint"

# Seeds: every fixture and every test-suite input, named by content.
seeds="$fuzz/.seeds"
mkdir -p "$seeds" "$fuzz/.corpus" "$fuzz/.artifacts"
{
    find "$root/fixtures" -type f \( -name '*.yml' -o -name '*.yaml' -o -name '*.bin' \) -print0
    [ -d "$suite" ] && find "$suite" -name in.yaml -print0
} | while IFS= read -r -d '' file; do
    cp "$file" "$seeds/$(sha1sum "$file" | cut -c1-40)"
done

# Leaks are checked at exit of each run, not per input (the Swift runtime
# caches metadata for the process's lifetime).
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}"
"$binary" "$fuzz/.corpus" "$seeds" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
    -artifact_prefix="$fuzz/.artifacts/" -print_final_stats=1 "$@"
