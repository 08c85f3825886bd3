import Foundation
import PresentLintCore
import PresentLintKit
import PresentLintYAML
import Testing

/// Hostile files: each gets one clear finding or a correct lint, quickly, and
/// nothing explodes in the output. The fixtures are in `fixtures/hostile/`
/// (named `*.yml`, not `*.nav.yml`, so that linting the repository does not
/// pick them up).
@Suite struct HostileInputTests {
    private func lint(bytes: [UInt8]) -> [Finding] {
        Linter().lint(SourceFile(path: "hostile.nav.yml", bytes: bytes)).findings
    }

    private func fixture(_ name: String) throws -> [UInt8] {
        try Self.bytes(of: Paths.fixture("hostile/" + name))
    }

    /// A file's bytes. (Not `Data(contentsOf:)`: Foundation 6.3 leaks its
    /// buffer for an empty file, which AddressSanitizer reports.)
    static func bytes(of url: URL) throws -> [UInt8] {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return try [UInt8](handle.readToEnd() ?? Data())
    }

    /// Lints and reports the time taken (measured, never asserted).
    private func timed<T>(_ label: String, _ work: () throws -> T) rethrows -> T {
        let clock = ContinuousClock()
        var result: T?
        let duration = try clock.measure { result = try work() }
        print("\(label): \(duration)")
        return result!
    }

    // MARK: Alias and merge bombs

    @Test func billionLaughsGivesOneFindingAtTheAliasThatCrossesTheBudget() throws {
        let found = try timed("billion laughs (10 levels)") { lint(bytes: try fixture("billion-laughs.yml")) }
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.rule == "schema")
        #expect(finding.message.hasPrefix("counting the aliases up to this '*l4', the document expands to more than 1000000 nodes"))
        // Line 7 is `l5: &l5 [*l4, ...]`: the eighth *l4 brings the total past a million.
        #expect(finding.range.start == Mark(line: 7, column: 45))
        #expect(finding.notes.map(\.range.start) == [Mark(line: 6, column: 5)])
    }

    @Test func mergeBombGivesOneFinding() throws {
        let found = try timed("merge bomb (30 levels)") { lint(bytes: try fixture("merge-bomb.yml")) }
        #expect(found.map(\.rule) == ["schema"])
        #expect(found.first?.message.contains("alias bomb") == true)
    }

    /// The budget is exact: a document whose aliases expand to exactly the
    /// budget decodes as usual; one node more is rejected.
    @Test func aliasBudgetBoundary() throws {
        let text = """
        screens: {A: {}, B: {}}
        presentations:
          - &p {from: A, to: B}
          - *p
        """
        let document = try #require(YAMLLoader.load(Array(text.utf8)).documents.first)
        // *p stands for the mapping and its four scalars.
        let (atBudget, atFindings) = DescriptionDecoder.decode(document, aliasBudget: 5)
        #expect(atBudget?.presentations.count == 2)
        #expect(!atFindings.contains { $0.subject == "alias budget" })
        let (overBudget, overFindings) = DescriptionDecoder.decode(document, aliasBudget: 4)
        #expect(overBudget == nil)
        #expect(overFindings.map(\.range.start) == [Mark(line: 4, column: 5)])
    }

    @Test func anUndefinedAliasIsReportedOnce() throws {
        let found = lint(bytes: try fixture("undefined-alias.yml"))
        #expect(found.map(\.rule) == ["yaml-syntax"])
        #expect(found.first?.message.hasPrefix("found undefined alias: '*") == true)
        #expect(found.first?.range.start == Mark(line: 2, column: 6))
    }

    /// The documents before a syntax error are checked: an alias without its anchor
    /// in the first document is reported, then the error that ends the stream.
    @Test func anUndefinedAliasBeforeALaterSyntaxErrorIsReportedToo() throws {
        let found = lint(bytes: Array(" *b, d], &b b]: *b\n".utf8))
        #expect(found.map(\.rule) == ["yaml-syntax", "yaml-syntax"])
        #expect(found.map(\.range.start) == [Mark(line: 1, column: 2), Mark(line: 1, column: 4)])
        #expect(found.first?.message.hasPrefix("found undefined alias: '*b'") == true)
        #expect(found.last?.message.hasSuffix(Self.streamEnded) == true)
        // In the document that holds the error, nothing is checked: the alias there is not reported.
        let broken = lint(bytes: Array("screens:\n  A: *x\n  B: [\n".utf8))
        #expect(broken.map(\.rule) == ["yaml-syntax"])
        #expect(broken.first?.message.hasSuffix(Self.streamEnded) == true)
    }

    /// How a syntax error's message ends: nothing after it is checked.
    private static let streamEnded = "nothing in this document or after it is checked"

    @Test func aRecursiveAliasIsFollowedOnlyAsFarAsTheFormatGoes() throws {
        let found = lint(bytes: try fixture("recursive-alias.yml"))
        #expect(found.map(\.rule) == ["schema"])
        #expect(found.first?.message.contains("'children' must be a sequence") == true)
    }

    // MARK: Nesting

    @Test func hundredThousandNestedSequencesGiveOneSyntaxFinding() throws {
        let found = try timed("100,000 nested [") { lint(bytes: try fixture("deep-nesting.yml")) }
        #expect(found.map(\.rule) == ["yaml-syntax"])
        // `screens: ` and then `[` from column 10: the first past the flow limit is the 33rd.
        #expect(found.first?.range.start == Mark(line: 1, column: 10 + YAMLLoader.maximumFlowDepth))
        #expect(found.first?.message.contains("flow collections ([ ] and { }) are nested more than 32 levels deep") == true)
    }

    /// A syntax error at the end of the input is an empty range at the end of the last line,
    /// never past the file's last line or character.
    @Test func aSyntaxErrorAtTheEndOfTheInputStaysInsideTheFile() {
        let found = lint(bytes: Array("screens: {}\nroot: &".utf8))
        #expect(found.map(\.rule) == ["yaml-syntax"])
        #expect(found.first?.range == SourceRange(at: Mark(line: 2, column: 8)))
    }

    /// Thousands of flow collections each nested just past the flow limit: one finding, fast.
    /// (Nested 996 deep, within the general limit, libyaml 0.2.5 took 8 s for 6,000 of them.)
    @Test func manyDeepFlowCollectionsStopAtTheFirst() {
        let item = "  - " + String(repeating: "[", count: 996) + String(repeating: "]", count: 996) + "\n"
        let text = "screens: {}\nx:\n" + String(repeating: item, count: 6_000)
        let found = timed("6,000 flow collections nested 996 deep") { lint(bytes: Array(text.utf8)) }
        #expect(found.map(\.rule) == ["yaml-syntax"])
        #expect(found.first?.range.start == Mark(line: 3, column: 5 + YAMLLoader.maximumFlowDepth))
    }

    /// Past the loader (here without its depth limit), nothing recurses over
    /// the tree: the decoder, the analysis and every reporter handle 100,000 levels.
    @Test func nothingDownstreamOfTheLoaderRecurses() throws {
        let depth = 100_000
        let text = "screens:\n  A:\n    kind: navigationController\n    children:\n      "
            + String(repeating: "- ", count: depth) + "x\n"
        let stream = YAMLLoader.load(Array(text.utf8), maximumDepth: .max)
        let document = try #require(stream.documents.first)
        let (description, findings) = DescriptionDecoder.decode(document)
        let decoded = try #require(description)
        _ = Analysis(decoded)
        #expect(findings.map(\.range.start) == [Mark(line: 5, column: 9)])
        let report = FileReport(file: SourceFile(path: "deep.nav.yml", bytes: Array(text.utf8)), findings: findings)
        for reporter in allReporters {
            #expect(!reporter.render(LintRun(reports: [report])).isEmpty)
        }
    }

    // MARK: Bytes and encodings

    @Test func invalidUTF8PointsAtTheBadCharacter() throws {
        let found = lint(bytes: try fixture("invalid-utf8.yml"))
        #expect(found.map(\.rule) == ["yaml-syntax"])
        // `  A: {kind: "caf\xE9"}`: the broken character is the 17th.
        #expect(found.first?.range.start == Mark(line: 2, column: 17))
    }

    @Test func aNulByteIsOneSyntaxFinding() throws {
        let found = lint(bytes: try fixture("nul-byte.yml"))
        #expect(found.map(\.rule) == ["yaml-syntax"])
        #expect(found.first?.range.start == Mark(line: 2, column: 8))
        #expect(found.first?.message.contains("control characters") == true)
        #expect(found.first?.message.contains("(U+0000)") == true)
    }

    @Test func aReaderErrorNamesTheCharacterOrTheByte() {
        // A UTF-16 surrogate written in UTF-8 is a character UTF-8 may not hold; 0xFF is no UTF-8 byte at all.
        let surrogate = lint(bytes: Array("screens:\n  A: {class: \"".utf8) + [0xED, 0xA0, 0x80] + Array("\"}\n".utf8))
        #expect(surrogate.first?.message.hasPrefix("invalid Unicode character (U+D800)") == true, "\(surrogate.map(\.message))")
        let octet = lint(bytes: Array("screens: {A: {class: x".utf8) + [0xFF] + Array("}}\n".utf8))
        #expect(octet.first?.message.hasPrefix("invalid leading UTF-8 octet (byte 0xFF)") == true, "\(octet.map(\.message))")
    }

    /// UTF-16 (with or without a BOM) and a UTF-8 BOM lint exactly like the UTF-8 text.
    @Test(arguments: ["utf16le-bom.yml", "utf16be-no-bom.yml", "utf8-bom.yml"])
    func otherEncodingsLintLikeUTF8(_ name: String) throws {
        let utf8 = Array("screens:\n  A: {kind: bogus}\n".utf8)
        let normalized = FileReader.normalizedText(try fixture(name))
        #expect(normalized == utf8)
        let found = lint(bytes: normalized)
        #expect(found.map(\.rule) == ["schema"])
        #expect(found.map(\.range.start) == [Mark(line: 2, column: 13)])
    }

    /// libyaml's reader decodes 16 KB ahead and fails before the events of the documents just
    /// before a bad byte: those documents are still checked, and the cut-off one is not.
    @Test(arguments: [0, 300_000])
    func aBadByteInALaterDocumentKeepsTheEarlierOnes(padding: Int) {
        let filler = String(repeating: "# padding so that the file is parsed on a second thread\n", count: padding / 56)
        let bytes = Array("\(filler)screens:\n  B: { kind: bogus, class: \"\u{E9}t\u{E9}\" }\n---\nscreens:\n  C: {}\n  D: x".utf8)
            + [0xFF] + Array("\n".utf8)
        let found = lint(bytes: bytes)
        let line = padding / 56
        #expect(found.map(\.rule) == ["schema", "yaml-syntax"])
        #expect(found.map(\.range.start) == [Mark(line: line + 2, column: 14), Mark(line: line + 6, column: 7)])
        #expect(found.last?.message.hasPrefix("invalid leading UTF-8 octet (byte 0xFF) (libyaml reader error)") == true)
    }

    @Test func utf32IsTranscodedAndBrokenUTF16IsLeftToLibyaml() {
        let text = "screens: {}\n"
        let utf32LE = [0xFF, 0xFE, 0x00, 0x00] + text.unicodeScalars.flatMap { scalar -> [UInt8] in
            let value = scalar.value
            return [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), 0, 0]
        }
        #expect(FileReader.normalizedText(utf32LE) == Array(text.utf8))
        let brokenUTF16: [UInt8] = [0xFF, 0xFE, 0x61, 0x00, 0x00, 0xDC]
        #expect(FileReader.normalizedText(brokenUTF16) == brokenUTF16)
        #expect(lint(bytes: brokenUTF16).map(\.rule) == ["yaml-syntax"])
    }

    // MARK: Files with little or odd content

    @Test(arguments: ["empty.yml", "comments-only.yml"])
    func aFileWithoutDocumentsIsOneFinding(_ name: String) throws {
        let found = lint(bytes: try fixture(name))
        #expect(found.map(\.rule) == ["schema"])
        #expect(found.first?.range.start == Mark(line: 1, column: 1))
        #expect(found.first?.message.contains("holds no YAML document") == true)
    }

    @Test(arguments: [("scalar-root.yml", "found 'just a string'"), ("sequence-root.yml", "found a sequence")])
    func aRootThatIsNotAMappingIsOneFinding(_ name: String, _ found: String) throws {
        let findings = lint(bytes: try fixture(name))
        #expect(findings.map(\.rule) == ["schema"])
        #expect(findings.first?.message.contains(found) == true)
    }

    /// An empty document has no node of its own: the finding points at its `---`, inside the file.
    @Test(arguments: [
        ("---\n", Mark(line: 1, column: 1), "found an empty document"),
        ("screens: {}\n---\n", Mark(line: 2, column: 1), "found an empty document"),
        ("screens: {}\n--- \n...\n", Mark(line: 2, column: 1), "found an empty document"),
        ("--- ~\n", Mark(line: 1, column: 5), "found null"),
    ])
    func anEmptyDocumentIsReportedAtItsStart(_ text: String, _ mark: Mark, _ found: String) {
        let findings = lint(bytes: Array(text.utf8))
        #expect(findings.map(\.rule) == ["schema"])
        #expect(findings.first?.range.start == mark)
        #expect(findings.first?.message.hasSuffix(found) == true, "\(findings.map(\.message))")
    }

    @Test func everyDocumentOfAManyDocumentFileIsLinted() throws {
        let found = lint(bytes: try fixture("many-documents.yml"))
        // 200 documents; every second one has a bad kind, on its second line.
        #expect(found.count == 100)
        #expect(found.map(\.range.start) == (0..<100).map { Mark(line: 4 * $0 + 4, column: 21) })
    }

    @Test func carriageReturnLineBreaksNumberLinesAsLibyamlDoes() throws {
        let bytes = try fixture("cr-line-breaks.yml")
        let report = Linter().lint(SourceFile(path: "cr.nav.yml", bytes: bytes))
        #expect(report.findings.map(\.range.start) == [Mark(line: 2, column: 1)])
        let text = TextReporter(colored: false).render(LintRun(reports: [report]))
        #expect(text.contains("\nfoo: 1\n^~~\n"))
    }

    // MARK: Output

    /// Wide characters take two terminal cells, combining marks none: the caret stays under the value.
    @Test func theUnderlineTakesTheCellsOfTheTextAboveIt() {
        let text = "screens:\n  A: { class: 画面, kind: 種類 }\n  B: { class: e\u{301}🎉, kind: nope }\n"
        let report = Linter().lint(SourceFile(path: "wide.nav.yml", bytes: Array(text.utf8)))
        let output = TextReporter(colored: false).render(LintRun(reports: [report]))
        #expect(output.contains("  A: { class: 画面, kind: 種類 }\n                          ^~~~\n"), "\(output)")
        #expect(output.contains("  B: { class: e\u{301}🎉, kind: nope }\n                         ^~~~\n"), "\(output)")
    }

    @Test func longLinesAreCutAroundTheFindingInTextOutput() throws {
        let bytes = try fixture("long-line.yml")
        let report = Linter().lint(SourceFile(path: "long.nav.yml", bytes: bytes))
        #expect(report.findings.count == 5_000)
        let text = timed("text output, 5,000 findings on a 109 kB line") {
            TextReporter(colored: false).render(LintRun(reports: [report]))
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 400 })
        // Under every caret is the character of the finding's column.
        let source = String(decoding: bytes, as: UTF8.self).unicodeScalars.map { $0 }
        for (index, line) in lines.enumerated() where line.hasPrefix("long.nav.yml:1:") {
            let column = Int(line.split(separator: ":")[2])!
            let excerpt = Array(lines[index + 1].unicodeScalars), caret = Array(lines[index + 2].unicodeScalars)
            let caretIndex = try #require(caret.firstIndex(of: "^"))
            #expect(excerpt[caretIndex] == source[column - 1])
            #expect(excerpt.count <= 166)  // 160 characters and two "..."
        }
    }

    @Test func controlCharactersNeverReachTheTerminal() throws {
        let report = Linter().lint(SourceFile(path: "escape.nav.yml", bytes: try fixture("control-characters.yml")))
        #expect(report.findings.map(\.rule) == ["unknown-reference"])
        let text = TextReporter(colored: false).render(LintRun(reports: [report]))
        #expect(!text.unicodeScalars.contains("\u{1B}"))
        #expect(text.contains("\\u{1B}[2J"))
    }

    @Test func invisibleAndBidirectionalCharactersAreEscapedInMessages() {
        let text = "screens: { Settings: {}, A: {} }\npresentations:\n  - { from: A, to: \"Settings\\u200B\" }\n  - { from: A, to: \"\\u202Eevil\" }\n"
        let report = Linter().lint(SourceFile(path: "invisible.nav.yml", bytes: Array(text.utf8)))
        let rendered = TextReporter(colored: false).render(LintRun(reports: [report]))
        #expect(rendered.contains("no screen named 'Settings\\u{200B}'"), "\(rendered)")
        #expect(rendered.contains("'\\u{202E}evil'"))
        #expect(!rendered.unicodeScalars.contains("\u{202E}"))
    }

    @Test func veryLongMessagesAreCutInTextOutput() {
        let name = String(repeating: "x", count: 100_000)
        let report = Linter().lint(SourceFile(path: "long.nav.yml", bytes: Array("screens: {A: {}}\nroot: \(name)\n".utf8)))
        #expect(report.findings.map(\.rule) == ["unknown-reference"])
        let text = TextReporter(colored: false).render(LintRun(reports: [report]))
        #expect(text.utf8.count < 3_000)
    }

    @Test func caretsAlignUnderCombiningMarksAndTabs() throws {
        // Column 8 is `x`: `a`, `:`, space, `"`, `e`, U+0301 (no width on screen), tab.
        let file = SourceFile(path: "c.nav.yml", bytes: Array("a: \"e\u{301}\tx\"\n".utf8))
        let finding = Finding(rule: "test", severity: .error, message: "here",
                              range: SourceRange(start: Mark(line: 1, column: 8), end: Mark(line: 1, column: 9)), subject: "x")
        let text = TextReporter(colored: false).render(LintRun(reports: [FileReport(file: file, findings: [finding])]))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == "a: \"e\u{301}\tx\"")
        #expect(lines[2] == "     \t^")
    }

    // MARK: Suggestions for huge names

    @Test func didYouMeanOnHugeNamesTakesLinearTime() {
        let base = String(repeating: "ab", count: 100_000)
        let found = timed("did-you-mean over two 200,000-character names") {
            Suggestions([base + "x", "Other"]).closest(to: base + "y")
        }
        #expect(found == base + "x")
    }

    /// A one-letter name is one edit from every other one-letter name: no suggestion
    /// keeps nothing of the word, in small and in large candidate sets.
    @Test func aSuggestionKeepsSomethingOfTheWord() {
        let filler = (0..<100).map { "Screen\($0)Filler" }
        for names in [["N", "Home"], ["N", "Home"] + filler] {
            #expect(Suggestions(names).closest(toEach: ["X", "Hom", "n"]) == [nil, "Home", "N"])
        }
    }

    /// Thousands of candidates are searched in two halves (on two threads); the
    /// answer is the one a single pass in file order gives.
    @Test func suggestionsAmongThousandsOfNamesDoNotDependOnWhereTheNameIs() {
        let filler = (0..<6_000).map { "Screen\($0)Filler" }
        // A case-only match wins over a closer-looking spelling, wherever each is.
        let caseMatchLate = filler + ["CheckoutPayment"]
        let typoEarly = ["CheckoutPaymen"] + filler
        #expect(Suggestions(typoEarly + caseMatchLate).closest(toEach: ["checkoutpayment"]) == ["CheckoutPayment"])
        // Equal distances: the smaller name, whichever half holds it.
        #expect(Suggestions(["Profilz"] + filler + ["Profila"]).closest(toEach: ["Profile"]) == ["Profila"])
        #expect(Suggestions(["Profila"] + filler + ["Profilz"]).closest(toEach: ["Profile"]) == ["Profila"])
        // A smaller distance wins over a smaller name; the word itself is never suggested.
        #expect(Suggestions(["Profxx"] + filler + ["Profiles", "Profile"]).closest(toEach: ["Profile"]) == ["Profiles"])
        // The first of two case-only matches, and none at all when nothing is close.
        #expect(Suggestions(["SETTINGS"] + filler + ["Settings"]).closest(toEach: ["settings", "Zzzzzzzz"]) == ["SETTINGS", nil])
    }

    /// The banded edit distance agrees with the textbook one (with adjacent
    /// transpositions) wherever the limit decides (checked through `closest`,
    /// on short words over a small alphabet).
    @Test func bandedEditDistanceAgreesWithTheFullOne() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let a = String((0..<Int.random(in: 3...12, using: &generator)).map { _ in "abc".randomElement(using: &generator)! })
            let b = String((0..<Int.random(in: 3...12, using: &generator)).map { _ in "abc".randomElement(using: &generator)! })
            guard a != b, !a.contains(b), !b.contains(a) else { continue }
            let limit = max(1, min(3, a.count / 3))
            let expected = Self.optimalStringAlignment(a, b) <= limit ? b : nil
            #expect(Suggestions([b]).closest(to: a) == expected, "\(a) / \(b)")
        }
    }

    /// Long keys written with a word left out, or with UIKit's property name, get the key meant.
    @Test func aKeyWithAWordLeftOutOrUIKitsNameGetsTheKeyMeant() {
        let screenKeys = ["kind", "transition", "providesPresentationContextTransitionStyle", "definesPresentationContext"]
        #expect(Suggestions(screenKeys).closest(to: "providesContextTransitionStyle") == "providesPresentationContextTransitionStyle")
        #expect(Suggestions(screenKeys).closest(to: "transitionStyle") == "transition")
        let presentationKeys = ["style", "transition", "adaptiveStyle", "transitioningDelegate"]
        #expect(Suggestions(presentationKeys).closest(to: "modalTransitionStyle") == "transition")
        #expect(Suggestions(presentationKeys).closest(to: "modalPresentationStyle") == "style")
        #expect(Suggestions(["firstSecondThirdFourth"]).closest(to: "firstSecondFourth") == "firstSecondThirdFourth")
        #expect(Suggestions(["firstSecondThirdFourth"]).closest(to: "firstSecondThird") == "firstSecondThirdFourth")
        // One word per capital letter: finding the words left out takes one pass, not one per run of words.
        let capitals = (0..<64).map { index in String((0..<91).map { Character(UnicodeScalar(65 + ($0 * 7 + index) % 26)!) }) }
        let word = String(capitals[5].prefix(40) + capitals[5].suffix(24))
        #expect(Suggestions(capitals).closest(to: word) == capitals[5])
    }

    /// A chain of `<<` merges deeper than the limit is cut there, and says so: the keys it drops are not lost silently.
    @Test func aMergeChainTooDeepIsReported() {
        let depth = AliasBudget.maximumMergeDepth + 2
        var text = "screens:\n  S0: &a0 { kind: tabBarController }\n"
        for index in 1...depth { text += "  S\(index): &a\(index) { <<: *a\(index - 1) }\n" }
        let chained = findings("schema", in: text).filter { $0.message.contains("chained more than") }
        #expect(chained.map(\.range.start.line) == [AliasBudget.maximumMergeDepth + 3])
        let shallow = "screens:\n  S0: &a0 { kind: tabBarController }\n  S1: { <<: *a0 }\n"
        #expect(findings("schema", in: shallow).allSatisfy { !$0.message.contains("chained more than") })
    }

    /// Names that differ in one letter only all share a one-letter deletion: each
    /// word is compared with a bounded number of them, and still gets a suggestion.
    @Test func namesThatDifferInOneLetterStillGetSuggestions() {
        // "aaa…X…aaa": one odd letter (b to m for the screens, n to z for the words) at one of 60 places.
        func name(_ index: Int, letters: UInt32) -> String {
            var characters = [Character](repeating: "a", count: 60)
            characters[index % 60] = Character(UnicodeScalar(letters + UInt32(index / 60 % 12))!)
            return String(characters)
        }
        let screens = (0..<720).map { name($0, letters: 98) }
        let words = (0..<780).map { name($0, letters: 110) }
        let suggestions = Suggestions(screens).closest(toEach: words)
        #expect(suggestions.count == 780)
        #expect(suggestions.allSatisfy { $0 != nil })
    }

    @Test func aSwapOfTwoNeighbouringLettersIsOneEdit() {
        #expect(Suggestions(["style", "sheet"]).closest(to: "sytle") == "style")
        #expect(Suggestions(["popover"]).closest(to: "popvoer") == "popover")
    }

    /// The full table: insertions, deletions, substitutions and swaps of neighbours.
    private static func optimalStringAlignment(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    // MARK: Regressions

    /// Every input that fuzzing ever found failing, and every hostile fixture:
    /// linted as raw bytes and normalized, rendered by every reporter, with
    /// positions inside the file and at most one syntax error that ends the stream.
    @Test func regressionsLintSanely() throws {
        var files: [URL] = []
        for folder in ["regressions", "hostile"] {
            let directory = Paths.fixture(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            files += names.filter { $0 != "README.md" }.sorted().map { directory.appendingPathComponent($0) }
        }
        #expect(files.count > 20)
        for file in files {
            let raw = try Self.bytes(of: file)
            for bytes in [raw, FileReader.normalizedText(raw)] {
                let report = Linter().lint(SourceFile(path: file.lastPathComponent, bytes: bytes))
                let lines = bytes.count + 2
                for finding in report.findings {
                    #expect(finding.range.start.line >= 1 && finding.range.start.line <= lines, "\(file.lastPathComponent)")
                    #expect(finding.range.start.column >= 1, "\(file.lastPathComponent)")
                }
                #expect(report.findings.filter { $0.rule == "yaml-syntax" && $0.message.hasSuffix(Self.streamEnded) }.count <= 1)
                for reporter in allReporters {
                    #expect(!reporter.render(LintRun(reports: [report])).isEmpty)
                }
            }
        }
    }

    private var allReporters: [any Reporter] {
        [TextReporter(colored: false), TextReporter(colored: true), JSONReporter(), SARIFReporter(version: "test"),
         GitHubReporter(), CheckstyleReporter(), JUnitReporter()]
    }

    /// Positions are stored packed in 8 bytes; a value far to the right of its
    /// line, or spanning more than a thousand lines, still gets its exact range.
    @Test func positionsBeyondThePackedLimitsStayExact() throws {
        let long = String(repeating: "x", count: 20_000)
        let body = (1...1_100).map { "      line \($0)" }.joined(separator: "\n")
        let text = """
        screens: {A: {}, B: {}}
        presentations:
          - {from: A, to: B, id: "\(long)", style: bogus}
          - from: A
            to: B
            style: |
        \(body)
        """
        let schema = lint(bytes: Array(text.utf8)).filter { $0.rule == "schema" }
        #expect(schema.count == 2)
        let far = try #require(schema.first)
        #expect(far.range.start == Mark(line: 3, column: 20_037))
        #expect(far.range.end == Mark(line: 3, column: 20_042))
        let tall = try #require(schema.last)
        #expect(tall.range.start == Mark(line: 6, column: 12))
        #expect(tall.range.end.line >= 1_106)
    }
}
