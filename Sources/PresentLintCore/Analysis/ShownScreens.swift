/// The screens a presentation of a screen shows (`Analysis.shownScreens(of:)`), the
/// screen itself first, read from where the analysis stores them: rules ask for them
/// for every presentation, so no array is built, and the iteration is inlined into them.
public struct ShownScreens: Sequence, Sendable {
    @usableFromInline let screen: Int
    /// The screen on screen when `screen` is presented (a navigationController's last child), if another.
    @usableFromInline let visible: Int?
    /// The screens pushed onto `screen`.
    @usableFromInline var pushed: ArraySlice<Int32>

    @inlinable init(screen: Int, visible: Int?, pushed: ArraySlice<Int32>) {
        self.screen = screen
        self.visible = visible
        self.pushed = pushed
    }

    public struct Iterator: IteratorProtocol {
        @usableFromInline var shown: ShownScreens
        /// 0: `screen` is next; 1: `visible`; 2: the pushed screens.
        @usableFromInline var stage = 0

        @inlinable init(_ shown: ShownScreens) { self.shown = shown }

        @inlinable public mutating func next() -> Int? {
            switch stage {
            case 0:
                stage = shown.visible == nil ? 2 : 1
                return shown.screen
            case 1:
                stage = 2
                return shown.visible
            default:
                return shown.pushed.popFirst().map(Int.init)
            }
        }
    }

    @inlinable public func makeIterator() -> Iterator { Iterator(self) }
}
