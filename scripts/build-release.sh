#!/usr/bin/env bash
# Builds presentlint as it is shipped and prints the directory of the binaries.
# Usage: scripts/build-release.sh [SCRATCH-PATH]   (default .build, relative to the package)
#
# Beyond `swift build -c release` (which also works, and is what pre-commit runs):
# - the Swift runtime is linked in (--static-swift-stdlib): a copy of the
#   executable runs anywhere, and it does not spend start-up time and memory
#   loading the shared Swift libraries;
# - generic types are instantiated without looking their conformances up by
#   name (-disable-concrete-type-metadata-mangled-name-accessors): the first
#   use of each `Set` or `Dictionary` element type otherwise makes the runtime
#   search every protocol conformance in the binary. A one-screen lint runs in
#   about 12% less time (README, Performance). It is a compiler flag, so it is
#   given here and not in Package.swift, where SwiftPM would refuse presentlint
#   as a versioned dependency (`unsafeFlags`).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
scratch="${1:-.build}"
build() {
    swift build -c release --static-swift-stdlib --scratch-path "$scratch" \
        -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors >&2
}
# SwiftPM (6.3) can keep a stale build description ("unknown build description")
# after the manifest or the build options change; then it is built afresh.
if ! build; then
    rm -f "$scratch"/release.yaml "$scratch"/debug.yaml
    build
fi
(cd "$scratch/release" && pwd)
