import Foundation

/// Renders benchmark results as a table for people and as JSON for tools.
public enum BenchmarkReport {
    public static func table(_ results: BenchmarkResults) -> String {
        var rows = [[
            "description", "bytes", "presentations", "findings", "libyaml scan", "full lint", "ratio",
            "lint CPU", "CPU ratio", "us/presentation", "peak RSS",
        ]]
        for size in results.sizes {
            rows.append([
                size.name, megabytes(size.bytes), String(size.presentations), String(size.findings),
                format(size.rawScanSeconds * 1000, 1) + " ms", format(size.lintSeconds * 1000, 1) + " ms",
                format(size.ratio, 2) + " x", format(size.lintCPUSeconds * 1000, 1) + " ms", format(size.cpuRatio, 2) + " x",
                format(size.microsecondsPerPresentation, 2), megabytes(size.peakResidentBytes),
            ])
        }
        var text = render(rows)
        if !results.stages.isEmpty {
            text += "\nstages of the \(results.configuration.targetSize)-screen lint (--timings, medians): "
            text += results.stages.map { "\($0.name) \(format($0.milliseconds, 1)) ms" }.joined(separator: ", ") + "\n"
        }
        if let inPlace = results.inPlaceScan,
           let target = results.sizes.first(where: { $0.screens == results.configuration.targetSize && $0.undefinedReferences == 0 }) {
            text += "libyaml scan of \(target.screens) screens read in place, as presentlint has libyaml read a file: "
            text += "\(format(inPlace.seconds * 1000, 1)) ms, \(format(inPlace.share, 2)) x the scan through libyaml's reader "
            text += "beside it; against that scan the full lint is \(format(target.ratio / inPlace.share, 2)) x\n"
        }
        text += "\nstart-up: presentlint lint (one screen) \(format(results.startup.lintSeconds * 1000, 1)) ms, "
        text += "presentlint --version \(format(results.startup.versionSeconds * 1000, 1)) ms "
        text += "(\(format(results.startup.ratio, 2)) x)\n"
        if let jobs = results.jobs {
            text += "\(jobs.files) small files: --jobs 1 \(format(jobs.jobs1Seconds * 1000, 1)) ms, "
            text += "--jobs 2 \(format(jobs.jobs2Seconds * 1000, 1)) ms (\(format(jobs.speedup, 2)) x)\n"
        }
        if let measurement = results.cores, let fastest = measurement.alone.min(), let slowest = measurement.alone.max() {
            text += "libyaml scan of \(results.configuration.targetSize) screens on each core: "
            text += measurement.alone.enumerated().map { "core \($0.offset) \(format($0.element * 1000, 1)) ms" }.joined(separator: ", ")
            if slowest > fastest * 1.25 {
                text += " (unequal cores: the slowest runs at \(format(fastest / slowest, 2)) of the fastest's speed, "
                text += "and work spread over two cores waits for it)"
            }
            text += "\n"
            text += "libyaml scan on all cores at once: \(format(measurement.together * 1000, 1)) ms until the last ends; "
            text += "the cores together do \(format(measurement.capacity, 2)) x the work of one"
            if measurement.capacity < Double(measurement.alone.count) * 0.8 {
                text += " (they share hardware: work spread over them gains at most that much)"
            }
            text += "\n"
        }
        text += "\ntargets:\n"
        for target in results.targets {
            text += "  [\(target.met ? "met" : "MISSED")] \(target.name): \(target.measured)\n"
        }
        text += "\nlint CPU is the lint's user and system CPU time on all its threads; CPU ratio is that over the scan (one thread).\n"
        text += "us/presentation is (full lint - one-screen lint) / presentations: the time each presentation adds; the\n"
        text += "one-screen lint subtracted is the median of those run beside that description's lints, each right after a\n"
        text += "scan of the description (the start-up line above is measured apart, after presentlint --version).\n"
        return text
    }

    private static func render(_ rows: [[String]]) -> String {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.enumerated().map { index, row in
            let line = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
            return index == 0 ? line + "\n" + String(repeating: "-", count: line.count) : line
        }.joined(separator: "\n") + "\n"
    }

    /// The same results as JSON; times in milliseconds, memory in bytes.
    public static func json(_ results: BenchmarkResults, date: String, machine: String) -> String {
        func number(_ value: Double, _ digits: Int = 3) -> String { format(value, digits) }
        func string(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let sizes = results.sizes.map { size in
            "    {\"name\": \(string(size.name)), \"screens\": \(size.screens), \"presentations\": \(size.presentations), "
                + "\"undefinedReferences\": \(size.undefinedReferences), \"bytes\": \(size.bytes), \"events\": \(size.events), "
                + "\"findings\": \(size.findings), \"libyamlScanMs\": \(number(size.rawScanSeconds * 1000)), "
                + "\"fullLintMs\": \(number(size.lintSeconds * 1000)), \"ratio\": \(number(size.ratio)), "
                + "\"fullLintCpuMs\": \(number(size.lintCPUSeconds * 1000)), \"cpuRatio\": \(number(size.cpuRatio)), "
                + "\"oneScreenLintMs\": \(number(size.oneScreenLintSeconds * 1000)), "
                + "\"microsecondsPerPresentation\": \(number(size.microsecondsPerPresentation)), "
                + "\"peakResidentBytes\": \(size.peakResidentBytes), \"memoryLimitBytes\": \(size.memoryLimitBytes)}"
        }.joined(separator: ",\n")
        let targets = results.targets.map {
            "    {\"target\": \(string($0.name)), \"measured\": \(string($0.measured)), \"met\": \($0.met)}"
        }.joined(separator: ",\n")
        var text = "{\n  \"date\": \(string(date)),\n  \"machine\": \(string(machine)),\n"
        text += "  \"repetitions\": \(results.configuration.repetitions),\n"
        text += "  \"sizes\": [\n\(sizes)\n  ],\n"
        text += "  \"startup\": {\"oneScreenLintMs\": \(number(results.startup.lintSeconds * 1000)), "
        text += "\"versionMs\": \(number(results.startup.versionSeconds * 1000)), \"ratio\": \(number(results.startup.ratio))},\n"
        if !results.stages.isEmpty {
            let stages = results.stages.map { "\(string($0.name)): \(number($0.milliseconds))" }.joined(separator: ", ")
            text += "  \"stagesMs\": {\(stages)},\n"
        }
        if let inPlace = results.inPlaceScan {
            text += "  \"inPlaceScanMs\": \(number(inPlace.seconds * 1000)), \"inPlaceScanShare\": \(number(inPlace.share)),\n"
        }
        if let jobs = results.jobs {
            text += "  \"smallFiles\": {\"files\": \(jobs.files), \"jobs1Ms\": \(number(jobs.jobs1Seconds * 1000)), "
            text += "\"jobs2Ms\": \(number(jobs.jobs2Seconds * 1000)), \"speedup\": \(number(jobs.speedup))},\n"
        }
        if let cores = results.cores {
            text += "  \"coreScanMs\": [\(cores.alone.map { number($0 * 1000) }.joined(separator: ", "))],\n"
            text += "  \"concurrentScanMs\": \(number(cores.together * 1000)), \"parallelCapacity\": \(number(cores.capacity)),\n"
        }
        text += "  \"targets\": [\n\(targets)\n  ]\n}\n"
        return text
    }
}
