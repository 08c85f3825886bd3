import PresentLintCore

/// Wording and locations that several rules share.
extension PresentationFacts {
    /// How the style reads in a message: the written style, or the default and what it means.
    var styleText: String {
        guard let declared = declaredStyle else { return "an invalid style" }
        if systemControllerDecidesStyle, let to {
            let shown = regularStyle != nil && !compactOutcomes.isEmpty
                ? "a popover in regular width and a sheet in compact width"
                : regularStyle != nil ? "popover" : "a sheet"
            return "\(shown) (UIKit shows \(to.kind.value == .activityViewController ? "an activity controller" : "an action sheet") that way whatever 'style' says)"
        }
        if presentation.style.isWritten {
            if declared == .automatic, let effective = effectiveStyle {
                return "automatic (\(Self.automaticText(effective)))"
            }
            return declared.rawValue
        }
        if declared == .automatic, let effective = effectiveStyle {
            return "automatic, the default when 'style' is omitted since iOS 13 (\(Self.automaticText(effective)))"
        }
        return "\(declared.rawValue), the default when 'style' is omitted before iOS 13"
    }

    /// What `automatic` resolved to, for messages: a pageSheet until iOS 18 and a
    /// formSheet from iOS 18 (so only a formSheet when the app needs iOS 18), full screen on tvOS.
    private static func automaticText(_ effective: PresentationStyle) -> String {
        switch effective {
        case .pageSheet: "a pageSheet before iOS 18, a formSheet from iOS 18"
        case .formSheet: "a formSheet from iOS 18"
        case .fullScreen: "full screen on tvOS"
        default: "a \(effective.rawValue)"
        }
    }

    /// A note at the style, or at the presentation when the style was omitted; for an action
    /// sheet or activity controller, whose style UIKit chooses, at the presented screen's kind.
    var styleNote: Note {
        if systemControllerDecidesStyle, let to { return to.systemControllerNote }
        if presentation.style.isWritten { return Note(styleLocation, "style set here") }
        if presentation.style.isInvalid { return Note(styleLocation, "'style' is not a valid style here") }
        return Note(styleLocation, "'style' is omitted here, so it defaults to \(declaredStyle?.rawValue ?? "its default")")
    }

    /// A note at what sets `style` (the written style, the presentation when it is omitted, the
    /// kind of an action sheet or activity controller) saying what that style does:
    /// "'card' uses pageSheet, which keeps the presenting views", or for an omitted style
    /// "'style' is omitted here, so it defaults to automatic, which is pageSheet for this app and ...".
    func styleNote(_ style: PresentationStyle, _ effect: String) -> Note {
        if systemControllerDecidesStyle, let to {
            let note = to.systemControllerNote
            return Note(range: note.range, message: "\(note.message), which UIKit shows as \(style.rawValue) here, and that \(effect)")
        }
        guard !presentation.style.isWritten, let declared = declaredStyle else {
            return Note(styleLocation, "\(name) uses \(style.rawValue), which \(effect)")
        }
        let defaulted = declared == style ? "\(declared.rawValue), which" : "\(declared.rawValue), which is \(style.rawValue) for this app and"
        return Note(styleLocation, "'style' is omitted here, so it defaults to \(defaulted) \(effect)")
    }

    /// A note at the presentation's `adaptiveStyle` ("'adaptiveStyle: none' keeps
    /// the popover in compact width") when that setting makes the presentation
    /// `compactStyle` in compact width; nil when UIKit's own adaptation decides.
    func adaptiveStyleNote(making compactStyle: PresentationStyle, _ effect: String) -> Note? {
        guard let outcome = compactOutcomes.first, outcome.style == compactStyle, case .adaptiveStyle(let location) = outcome.cause,
              let written = presentation.adaptiveStyle.trusted ?? nil else { return nil }
        return Note(location, "'adaptiveStyle: \(written.rawValue)' \(effect) in compact width")
    }

    /// A note at the presentation, naming it.
    var presentationNote: Note {
        Note(presentation.location, "presentation \(name)")
    }

    /// The start of the presentation, for findings about an omitted key.
    var presentationStart: Location {
        presentation.location.atStart
    }
}

extension Screen {
    /// For an action sheet or activity controller: a note at its `alertStyle` or `kind`
    /// ("'Share' is an activityViewController"), the setting that decides how UIKit shows it.
    var systemControllerNote: Note {
        let isActivity = kind.value == .activityViewController
        return Note(
            isActivity ? location(of: kind) : location(of: alertStyle),
            "'\(name)' is \(isActivity ? "an activityViewController" : "an actionSheet alertController")")
    }
}

extension Environments {
    /// Where compact width happens, for messages.
    var compactText: String {
        iPhone ? "on iPhone" : "on iPad in Split View or Slide Over"
    }
}
