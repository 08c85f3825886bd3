import Foundation

/// Locations in the package checkout, for fixture-driven tests.
enum Paths {
    /// The package root (three levels above this file).
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func fixture(_ relative: String) -> URL {
        root.appendingPathComponent("fixtures").appendingPathComponent(relative)
    }

    static func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }
}
