// swift-tools-version:5.9
import PackageDescription

/// The libFuzzer target over presentlint's whole pipeline. A separate package
/// (depending on the main one by path) so that the fuzzer never takes part in
/// the normal `swift build`; `scripts/fuzz.sh SECONDS` builds and runs it.
let package = Package(
    name: "presentlint-fuzz",
    dependencies: [
        .package(name: "presentlint", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "FuzzLint",
            dependencies: [.product(name: "PresentLintKit", package: "presentlint")],
            // libFuzzer provides `main`.
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
