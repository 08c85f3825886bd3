/// What a presentation becomes in horizontally compact width.
public struct CompactOutcome: Hashable, Sendable {
    public enum Cause: Hashable, Sendable {
        /// The presentation's `adaptiveStyle`.
        case adaptiveStyle(Location)
        /// UIKit's own adaptation.
        case uikitDefault
    }

    public let style: PresentationStyle
    public let cause: Cause
    /// The outcome only happens on iOS versions before 13 (possible when the deployment target is below 13).
    public let belowIOS13: Bool

    /// "on iOS 12 and earlier" style qualifier for messages.
    public var osText: String { belowIOS13 ? " before iOS 13" : "" }
}

/// rules.md, "Compact adaptation".
enum Adaptation {
    /// Styles `adaptivePresentationStyle(for:traitCollection:)` may return.
    static let allowedStyles: Set<PresentationStyle> = [.fullScreen, .overFullScreen, .formSheet, .none]

    /// The outcomes of presenting `style` in compact width.
    static func outcomes(
        of style: PresentationStyle, adaptiveStyle: Field<PresentationStyle?>, deploymentTarget: OSVersion
    ) -> [CompactOutcome] {
        // The delegate's answer wins whatever the style (rules.md, "Compact adaptation"); `none` keeps the style.
        if let requested = adaptiveStyle.trusted ?? nil, allowedStyles.contains(requested),
           let location = adaptiveStyle.location {
            let result = requested == .none ? style : requested
            return [CompactOutcome(style: result, cause: .adaptiveStyle(location), belowIOS13: false)]
        }
        switch style {
        case .popover, .pageSheet, .formSheet, .currentContext, .overCurrentContext: break
        default:
            // UIKit's own adaptation leaves the other styles as they are.
            return [CompactOutcome(style: style, cause: .uikitDefault, belowIOS13: false)]
        }
        let supportsOldOS = deploymentTarget < OSVersion(13, 0)
        switch style {
        case .popover, .pageSheet, .formSheet:
            var outcomes = [CompactOutcome(style: style == .popover ? .formSheet : style, cause: .uikitDefault,
                                           belowIOS13: false)]
            if supportsOldOS {
                outcomes.append(CompactOutcome(style: .fullScreen, cause: .uikitDefault, belowIOS13: true))
            }
            return outcomes
        default:
            return [CompactOutcome(style: .fullScreen, cause: .uikitDefault, belowIOS13: false)]
        }
    }
}
