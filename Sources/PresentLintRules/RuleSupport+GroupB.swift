import PresentLintCore

/// Helpers shared by the popover, context and sheet rules.
extension Analysis {
    /// Where horizontally regular width happens, for messages.
    var regularText: String {
        switch platform {
        case .macCatalyst: "on Mac"
        case .visionOS: "on Apple Vision Pro"
        case .tvOS: "on Apple TV"
        case .iOS: "on iPad"
        }
    }

    /// "on iPad", "on iPhone", "on iPhone and iPad" for something that happens in
    /// regular and/or compact width; nil when it happens in neither.
    func placesText(regular: Bool, compact: Bool) -> String? {
        switch (regular, compact) {
        case (true, true): environments.iPhone ? "on iPhone and iPad" : regularText
        case (true, false): regularText
        case (false, true): environments.compactText
        case (false, false): nil
        }
    }

    /// Where the presentation is shown as a popover: in regular width, or also in
    /// compact width when `adaptiveStyle: none` turns the adaptation off. Nil on
    /// tvOS (no popovers; `style-unavailable` reports it) and where it never is one.
    func popoverPlaces(_ facts: PresentationFacts) -> String? {
        guard platform != .tvOS, !facts.isPushed else { return nil }
        return placesText(regular: facts.regularStyle == .popover,
                          compact: facts.compactOutcomes.contains { $0.style == .popover })
    }

    /// The screen and, for a navigationController, its children: the screens
    /// that stand for what a presentation of `screen` shows.
    func presentedScreens(_ screen: Int) -> [Screen] {
        let presented = description.screens[screen]
        guard presented.kind.value == .navigationController else { return [presented] }
        return [presented] + presented.children.compactMap { $0.target.map { description.screens[$0] } }
    }
}

extension Screen {
    /// The node that stands for the screen in a finding about one of its flags:
    /// where the flag was written, else the screen's name.
    func location<Value>(of field: Field<Value>) -> Location {
        field.location ?? nameLocation
    }
}
