// swift-tools-version:5.9
import Foundation
import PackageDescription

/// Every rule's documentation, `Rules/<rule-id>.md`, is compiled into the
/// binary, so `presentlint explain` works from a copy of the executable alone.
/// The list is explicit (not a directory listing) so that SwiftPM's manifest
/// cache sees every change; a test checks it against `Rules/` and the rules.
let documentedRules = [
    "adaptive-style-invalid",
    "animator-missing-presented-view",
    "animator-never-completes",
    "animator-presenting-view",
    "context-overrides-transition",
    "current-context-fallback",
    "custom-frame-not-updated",
    "interaction-controller-always-returned",
    "interaction-without-animator",
    "interactive-cancel-ignored",
    "nil-presentation-controller",
    "none-style-presented",
    "over-current-context-transition",
    "partial-curl-blocks-presentation",
    "partial-curl-requires-full-screen",
    "percent-driven-animation-api",
    "popover-compact-no-dismiss",
    "popover-missing-anchor",
    "popover-missing-content-size",
    "present-active-controller",
    "present-from-detached",
    "presentation-controller-cleanup",
    "presentation-controller-ignored",
    "presented-view-builds-hierarchy",
    "presenter-appearance-not-called",
    "presenter-rerouted",
    "removed-presenter-black-screen",
    "sheet-config-ignored",
    "sheet-swipe-loses-input",
    "show-pushes-in-navigation",
    "style-unavailable",
    "transitioning-delegate-not-retained",
    "unreachable-screen",
    // Description errors and unused-suppression.
    "duplicate-key",
    "invalid-hierarchy",
    "schema",
    "unknown-reference",
    "unused-suppression",
    "yaml-syntax",
]
let ruleDocumentation: [Resource] = documentedRules.map { .embedInCode("Rules/\($0).md") }
/// The JSON Schema of the description format, printed by `presentlint schema`.
let descriptionSchema: Resource = .embedInCode("Schema/navigation-description.schema.json")

/// The documentation target is rooted at the package directory (so that it can
/// embed the top-level `Rules/`); everything else there belongs to other targets.
let notDocumentation: [String] = {
    let files = FileManager.default
    let top = ((try? files.contentsOfDirectory(atPath: Context.packageDirectory)) ?? [])
        .filter { !$0.hasPrefix(".") && $0 != "Sources" && $0 != "Rules" && $0 != "Schema" }
    let sources = ((try? files.contentsOfDirectory(atPath: Context.packageDirectory + "/Sources")) ?? [])
        .filter { !$0.hasPrefix(".") && $0 != "PresentLintDocs" }
        .map { "Sources/" + $0 }
    return (top + sources).sorted()
}()

let package = Package(
    name: "presentlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "presentlint", targets: ["presentlint"]),
        .library(name: "PresentLintKit", targets: ["PresentLintKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "PresentLintYAML", dependencies: ["CYAML"]),
        .target(name: "PresentLintCore", dependencies: ["PresentLintYAML"]),
        .target(name: "PresentLintRules", dependencies: ["PresentLintCore"]),
        .target(
            name: "PresentLintDocs",
            path: ".",
            exclude: notDocumentation,
            sources: ["Sources/PresentLintDocs"],
            resources: ruleDocumentation + [descriptionSchema]
        ),
        .target(
            name: "PresentLintKit",
            dependencies: ["PresentLintYAML", "PresentLintCore", "PresentLintRules", "PresentLintDocs"]
        ),
        .executableTarget(
            name: "presentlint",
            dependencies: [
                "PresentLintKit",
                "PresentLintDocs",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The benchmark (README, Performance): a description generator and the
        // measurements, and the command that runs them against a release build.
        .target(name: "PresentLintBench", dependencies: ["CYAML"]),
        .executableTarget(name: "presentlint-bench", dependencies: ["PresentLintBench"]),
        .testTarget(name: "PresentLintYAMLTests", dependencies: ["PresentLintYAML"]),
        .testTarget(
            name: "PresentLintTests",
            dependencies: ["PresentLintKit", "PresentLintCore", "PresentLintRules", "PresentLintDocs", "PresentLintYAML"]
        ),
        .testTarget(name: "presentlintCLITests", dependencies: ["presentlint"]),
        .testTarget(
            name: "PresentLintBenchTests",
            dependencies: ["PresentLintBench", "PresentLintKit", "presentlint", "presentlint-bench"]
        ),
    ]
)
