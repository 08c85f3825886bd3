import Foundation
import PresentLintKit

/// One fuzz input: bytes -> `Linter().lint` -> every reporter, as the raw
/// bytes and as `FileReader` normalizes them. Crashes, leaks and hangs are
/// libFuzzer's to find; `FuzzInvariants` turns a nonsensical result into a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    lintAndRender(bytes)
    let normalized = FileReader.normalizedText(bytes)
    if normalized != bytes { lintAndRender(normalized) }
    return 0
}

private let linter = Linter()

private let reporters: [any Reporter] = [
    TextReporter(colored: false), TextReporter(colored: true), JSONReporter(),
    GitHubReporter(), CheckstyleReporter(), JUnitReporter(),
]

/// SARIF embeds every rule's documentation, which costs far more than the
/// lint itself; it is rendered for one input in eight (chosen by content, so
/// that runs stay reproducible).
private let sarif = SARIFReporter(version: "fuzz")

private func lintAndRender(_ bytes: [UInt8]) {
    let report = linter.lint(SourceFile(path: "fuzz.nav.yml", bytes: bytes))
    FuzzInvariants.check(report, inputSize: bytes.count)
    let run = LintRun(reports: [report])
    let checksum = bytes.reduce(0) { ($0 &* 31) &+ Int($1) }
    for reporter in checksum % 8 == 0 ? reporters + [sarif] : reporters {
        let output = reporter.render(run)
        FuzzInvariants.check(output: output, of: reporter, run: run)
    }
}
