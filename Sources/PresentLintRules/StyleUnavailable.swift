import PresentLintCore

/// A style, transition or API that the app's platform or deployment target does not have.
///
/// Availability follows UIViewController.h and UISheetPresentationController.h: the
/// version checks apply to iOS and to Mac Catalyst, whose versions follow iOS's (the
/// sheet presentation controller is Mac Catalyst 15.0+), and `automatic` to tvOS too
/// (its iOS 13 availability carries over to tvOS); the platform checks to tvOS.
public struct StyleUnavailable: Rule {
    public static let description = RuleDescription(
        id: "style-unavailable", severity: .error,
        summary: "A style, transition or API is used on a platform or deployment target that lacks it.")

    public init() {}

    public func check(_ analysis: Analysis, into findings: inout FindingCollector) {
        let target = Target(analysis.description)
        // The values that the target lacks, found once, so that most presentations are passed over cheaply.
        let unavailableStyles = PresentationStyle.allCases.filter { target.problem(with: $0) != nil }
        let unavailableTransitions = TransitionStyle.allCases.filter { target.problem(with: $0) != nil }
        let sheetAPIs = SheetAPIs(target)
        let sourceItemProblem = target.problem(
            needing: 16, what: "popover 'sourceItem' (UIPopoverPresentationController.sourceItem)", remove: "'sourceItem'")
        // Only a written setting or an unavailable style can be reported.
        for facts in analysis.presentations.matching({ summary in
            summary.declaredStyle.map(unavailableStyles.contains) == true || summary.writesAdaptiveStyle
                || (summary.writesTransition && !unavailableTransitions.isEmpty)
                || (summary.hasSheet && (sheetAPIs.sheet != nil || summary.usesCustomDetent && sheetAPIs.customDetent != nil))
                || (summary.hasSourceItem && sourceItemProblem != nil)
        }) {
            let presentation = facts.presentation
            func check(_ key: String, _ field: Field<PresentationStyle>) {
                guard field.isWritten, let location = field.location,
                      let problem = target.problem(with: field.value) else { return }
                findings.report(
                    "\(facts.name) uses \(key == "style" ? "style" : "adaptive style") \(field.value.rawValue), \(problem.text); \(problem.fix)",
                    at: location, notes: problem.notes, subject: presentation.subject(key), presentation: presentation)
            }
            if let declared = facts.declaredStyle, unavailableStyles.contains(declared) { check("style", presentation.style) }
            check("adaptiveStyle", presentation.adaptiveStyle.map { $0 ?? .none })
            if !unavailableTransitions.isEmpty, let transition = presentation.transition.trusted, presentation.transition.isWritten,
               let location = presentation.transition.location, let problem = target.problem(with: transition) {
                findings.report(
                    "\(facts.name) uses transition \(transition.rawValue), \(problem.text); \(problem.fix)",
                    at: location, notes: problem.notes, subject: presentation.subject("transition"), presentation: presentation)
            }
            if sheetAPIs.anyUnavailable { checkSheet(facts, apis: sheetAPIs, into: &findings) }
            if let problem = sourceItemProblem, let popover = presentation.popover, popover.sourceItem.value != nil,
               let location = popover.sourceItem.location {
                findings.report(
                    "\(facts.name) anchors its popover with 'sourceItem', \(problem.text); \(problem.fix)\(target.platform == .tvOS ? "" : " (or use 'sourceView' or 'barButtonItem')")",
                    at: location, notes: problem.notes, subject: presentation.subject("popover sourceItem"), presentation: presentation)
            }
        }
        // A screen's transition can only be unavailable where some transition is.
        guard !unavailableTransitions.isEmpty else { return }
        for screen in analysis.description.screens {
            guard screen.transition.isWritten, let location = screen.transition.location,
                  let problem = target.problem(with: screen.transition.value) else { continue }
            findings.report(
                "screen '\(screen.name)' uses transition \(screen.transition.value.rawValue), \(problem.text); \(problem.fix)",
                at: location, notes: problem.notes, subject: screen.subject("transition"))
        }
    }

    /// `sheet` needs iOS 15 (and is unavailable on tvOS); a `custom` detent needs iOS 16.
    private func checkSheet(_ facts: PresentationFacts, apis: SheetAPIs, into findings: inout FindingCollector) {
        guard let sheet = facts.presentation.sheet else { return }
        let presentation = facts.presentation
        if let problem = apis.sheet {
            findings.report(
                "\(facts.name) configures 'sheet', \(problem.text); \(problem.fix)",
                at: sheet.location, notes: problem.notes, subject: presentation.subject("sheet"), presentation: presentation)
        }
        var customDetents = zip(sheet.detents.value, sheet.detentLocations).filter { $0.0 == .custom }.map(\.1)
        if sheet.largestUndimmedDetent.isWritten, sheet.largestUndimmedDetent.value == .custom,
           let location = sheet.largestUndimmedDetent.location {
            customDetents.append(location)
        }
        guard !customDetents.isEmpty, let problem = apis.customDetent else { return }
        for location in customDetents {
            findings.report(
                "\(facts.name) uses a custom sheet detent, \(problem.text); \(problem.fix) (or use medium and large)",
                at: location, notes: problem.notes, subject: presentation.subject("sheet custom detent"), presentation: presentation)
        }
    }
}

/// Why a value is unavailable, the fix, and the app settings involved.
private struct Unavailability {
    let text: String
    let fix: String
    let notes: [Note]
}

/// The app's platform and deployment target, with the notes that point at them.
/// What the target lacks of the sheet APIs, found once for every presentation.
private struct SheetAPIs {
    /// The problem with `sheet` (UISheetPresentationController), if any.
    let sheet: Unavailability?
    /// The problem with a custom detent, if any. On tvOS the whole 'sheet' is reported, not each detent again.
    let customDetent: Unavailability?

    init(_ target: Target) {
        sheet = target.problem(needing: 15, what: "'sheet' (UISheetPresentationController)", remove: "'sheet'")
        customDetent = target.platform == .tvOS ? nil : target.problem(
            needing: 16, what: "a custom detent (UISheetPresentationController.Detent.custom)", remove: "the custom detent")
    }

    var anyUnavailable: Bool { sheet != nil || customDetent != nil }
}

private struct Target {
    let platform: Platform
    let version: OSVersion
    let platformNote: Note
    let versionNote: Note

    init(_ description: NavigationDescription) {
        let app = description.app
        platform = app.platform.value
        version = app.deploymentTarget.value
        let appLocation = app.location ?? Location(range: .init(at: description.location.start))
        platformNote = app.platform.isWritten
            ? Note(app.platform.location!, "platform set here")
            : app.platform.isInvalid
            ? Note(app.platform.location!, "'platform' is not a valid platform, so the app is taken to be for iOS")
            : Note(appLocation, "'platform' is omitted, so the app is for iOS")
        versionNote = app.deploymentTarget.isWritten
            ? Note(app.deploymentTarget.location!, "deployment target set here")
            : app.deploymentTarget.isInvalid
            ? Note(app.deploymentTarget.location!, "'deploymentTarget' is not a valid version, so it is taken to be \(version)")
            : Note(appLocation, "'deploymentTarget' is omitted, so it defaults to \(version)")
    }

    /// The problem with presentation style `style` here, or nil if it is available.
    func problem(with style: PresentationStyle) -> Unavailability? {
        switch (style, platform) {
        case (.blurOverFullScreen, .tvOS):
            guard version < OSVersion(11, 0) else { return nil }
            return Unavailability(
                text: "which needs tvOS 11, but the deployment target is \(version): on earlier tvOS versions the style does not exist",
                fix: "raise 'deploymentTarget' to \"11.0\" or use overFullScreen", notes: [versionNote])
        case (.blurOverFullScreen, _):
            return Unavailability(
                text: "which exists only on tvOS (UIModalPresentationBlurOverFullScreen is unavailable on \(platform.rawValue)), so the code does not compile",
                fix: "use overFullScreen with a UIVisualEffectView behind the content", notes: [platformNote])
        case (.formSheet, .tvOS):
            // Apple's availability for UIModalPresentationFormSheet lists tvOS 26.0 and later.
            guard version < OSVersion(26, 0) else { return nil }
            return Unavailability(
                text: "which needs tvOS 26, but the deployment target is \(version): on earlier tvOS versions the style is unavailable",
                fix: "raise 'deploymentTarget' to \"26.0\" or use fullScreen, overFullScreen or blurOverFullScreen", notes: [versionNote])
        case (.pageSheet, .tvOS), (.popover, .tvOS):
            return Unavailability(
                text: "which is unavailable on tvOS, so the code does not compile",
                fix: "use fullScreen, overFullScreen or blurOverFullScreen", notes: [platformNote])
        case (.automatic, .iOS), (.automatic, .tvOS):
            guard version < OSVersion(13, 0) else { return nil }
            let os = platform == .tvOS ? "tvOS" : "iOS"
            return Unavailability(
                text: "which needs \(os) 13, but the deployment target is \(version): on \(os) 12 and earlier UIModalPresentationAutomatic does not exist",
                fix: "raise 'deploymentTarget' to \"13.0\" or set the style explicitly (fullScreen was the default before \(os) 13)",
                notes: [versionNote])
        default:
            return nil
        }
    }

    /// The problem with transition style `transition` here, or nil if it is available.
    func problem(with transition: TransitionStyle) -> Unavailability? {
        guard platform == .tvOS, transition == .flipHorizontal || transition == .partialCurl else { return nil }
        return Unavailability(
            text: "which is unavailable on tvOS, so the code does not compile",
            fix: "use coverVertical or crossDissolve", notes: [platformNote])
    }

    /// The problem with an iOS API introduced in iOS `major` (and unavailable on tvOS, as
    /// sheet and popover presentation controllers are), or nil if the target has it.
    func problem(needing major: Int, what: String, remove: String) -> Unavailability? {
        if platform == .tvOS {
            return Unavailability(
                text: "but \(what) is unavailable on tvOS, so the code does not compile",
                fix: "remove \(remove)", notes: [platformNote])
        }
        guard platform == .iOS || platform == .macCatalyst, version < OSVersion(major, 0) else { return nil }
        let os = platform == .macCatalyst ? "Mac Catalyst" : "iOS"
        return Unavailability(
            text: "but \(what) needs \(os) \(major) and the deployment target is \(version): it does not exist on \(os) \(major - 1) and earlier, so the code does not compile without an availability check, and devices on those versions do not get this setting",
            fix: "raise 'deploymentTarget' to \"\(major).0\" or remove \(remove)", notes: [versionNote])
    }
}
