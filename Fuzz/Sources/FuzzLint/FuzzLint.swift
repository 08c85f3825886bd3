import Foundation
import PresentLintKit

/// One fuzz input: bytes -> `Linter().lint` -> every reporter, as the raw
/// bytes and as `FileReader` reads them (normalized, and read by libyaml in
/// place when they are valid text), which must give the same findings as the
/// normalized bytes read through libyaml's reader. Crashes, leaks and hangs
/// are libFuzzer's to find; `FuzzInvariants` turns a nonsensical result into a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let raw = lintAndRender(SourceFile(path: path, bytes: bytes))
    let read = FileReader.sourceFile(path: path, bytes: bytes)
    let inPlace = lintAndRender(read)
    let throughReader = read.bytes == bytes ? raw : linter.lint(SourceFile(path: path, bytes: read.bytes))
    FuzzInvariants.check(inPlace, sameFindingsAs: throughReader)
    return 0
}

private let path = "fuzz.nav.yml"

private let linter = Linter()

private let reporters: [any Reporter] = [
    TextReporter(colored: false), TextReporter(colored: true), JSONReporter(),
    GitHubReporter(), CheckstyleReporter(), JUnitReporter(),
]

/// SARIF embeds every rule's documentation, which costs far more than the
/// lint itself; it is rendered for one input in eight (chosen by content, so
/// that runs stay reproducible).
private let sarif = SARIFReporter(version: "fuzz")

@discardableResult
private func lintAndRender(_ file: SourceFile) -> FileReport {
    let bytes = file.bytes
    let report = linter.lint(file)
    FuzzInvariants.check(report, inputSize: bytes.count)
    let run = LintRun(reports: [report])
    let checksum = bytes.reduce(0) { ($0 &* 31) &+ Int($1) }
    for reporter in checksum % 8 == 0 ? reporters + [sarif] : reporters {
        let output = reporter.render(run)
        FuzzInvariants.check(output: output, of: reporter, run: run)
    }
    return report
}
