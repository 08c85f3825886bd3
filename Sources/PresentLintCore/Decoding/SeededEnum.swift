/// A value set whose spellings are among the texts of `DecodingContext.seed`,
/// so that a scalar's id tells its case without reading its text.
protocol SeededEnum: DescriptionEnum {
    /// Per seed id: the case spelled by that text, if any (see `seededValues()`).
    static var bySeedID: [Self?] { get }
}

extension SeededEnum {
    /// The table for `bySeedID`.
    static func seededValues() -> [Self?] {
        var table = [Self?](repeating: nil, count: DecodingContext.seed.count)
        for value in allCases {
            if let id = DecodingContext.seed.id(of: value.rawValue) { table[Int(id)] = value }
        }
        return table
    }

    /// The spellings of every value set, for the seed.
    static var spellings: [String] { allCases.map(\.rawValue) }
}

extension PresentationStyle: SeededEnum { static let bySeedID = seededValues() }
extension TransitionStyle: SeededEnum { static let bySeedID = seededValues() }
extension ScreenKind: SeededEnum { static let bySeedID = seededValues() }
extension AlertStyle: SeededEnum { static let bySeedID = seededValues() }
extension Platform: SeededEnum { static let bySeedID = seededValues() }
extension Device: SeededEnum { static let bySeedID = seededValues() }
extension PresentationMethod: SeededEnum { static let bySeedID = seededValues() }
extension Detent: SeededEnum { static let bySeedID = seededValues() }
extension AnimationAPI: SeededEnum { static let bySeedID = seededValues() }
extension InteractionKind: SeededEnum { static let bySeedID = seededValues() }
extension FrameKind: SeededEnum { static let bySeedID = seededValues() }
