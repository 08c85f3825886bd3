import Foundation
import PresentLintKit
import Testing

/// Parallel linting gives exactly the serial run's reports, in path order.
@Suite struct LintRunnerTests {
    @Test func parallelOutputIsIdenticalToSerial() throws {
        let root = try TemporaryDirectory()
        var paths: [String] = []
        for index in 0..<48 {
            let name = "f\(index).nav.yml"
            let text: String
            switch index % 4 {
            case 0: text = "screens: { A: {}, B: {} }\npresentations: [{ id: p\(index), from: A, to: B, transition: partialCurl }]\n"
            case 1: text = "screens: {}\n"
            case 2: text = "screens: { A: {} }\npresentations: [{ from: A, to: Missing\(index) }]\n"
            default: text = "screens: [\n"
            }
            try root.write(name, text)
            paths.append(root.path(name))
            if index % 10 == 0 { paths.append(root.path("missing-\(index).nav.yml")) }
        }
        let linter = Linter()
        let serial = LintRunner(linter: linter, jobs: 1).run(paths) { FileReader.read($0) }
        #expect(serial.run.reports.count == 48)
        #expect(serial.failures.count == 5)
        #expect(serial.run.count(.error) > 0)
        for jobs in [2, 4, 16] {
            let parallel = LintRunner(linter: linter, jobs: jobs).run(paths) { FileReader.read($0) }
            #expect(TextReporter(colored: false).render(parallel.run) == TextReporter(colored: false).render(serial.run))
            #expect(JSONReporter().render(parallel.run) == JSONReporter().render(serial.run))
            #expect(parallel.failures.map(\.path) == serial.failures.map(\.path))
        }
    }

    @Test func jobsAreAtLeastOne() {
        #expect(LintRunner(linter: Linter(), jobs: 0).jobs == 1)
        #expect(LintRunner.defaultJobs >= 1)
    }
}
