import PresentLintCore

/// What a transitioning delegate returns from one of its methods.
enum DelegateRole {
    case animator, dismissAnimator, interactionController, dismissInteractionController

    /// The key in a `transitioningDelegates` entry.
    var key: String {
        switch self {
        case .animator: "animator"
        case .dismissAnimator: "dismissAnimator"
        case .interactionController: "interactionController"
        case .dismissInteractionController: "dismissInteractionController"
        }
    }

    /// The `UIViewControllerTransitioningDelegate` method that returns it.
    var method: String {
        switch self {
        case .animator: "animationController(forPresented:presenting:source:)"
        case .dismissAnimator: "animationController(forDismissed:)"
        case .interactionController: "interactionControllerForPresentation(using:)"
        case .dismissInteractionController: "interactionControllerForDismissal(using:)"
        }
    }

    /// The animator role for the same direction (presenting or dismissing).
    var animatorRole: DelegateRole {
        switch self {
        case .animator, .interactionController: .animator
        case .dismissAnimator, .dismissInteractionController: .dismissAnimator
        }
    }

    /// The interaction controller role for the same direction.
    var interactionRole: DelegateRole {
        switch self {
        case .animator, .interactionController: .interactionController
        case .dismissAnimator, .dismissInteractionController: .dismissInteractionController
        }
    }

    /// "presenting" or "dismissing", for messages.
    var direction: String {
        animatorRole == .animator ? "presenting" : "dismissing"
    }

    /// The delegate's reference for this role (nil when omitted or `null`).
    func reference(in delegate: TransitioningDelegate) -> Reference? {
        switch self {
        case .animator: delegate.animator
        case .dismissAnimator: delegate.dismissAnimator
        case .interactionController: delegate.interactionController
        case .dismissInteractionController: delegate.dismissInteractionController
        }
    }

    /// Where the delegate wrote this role's key (also when written as `null`).
    func written(in delegate: TransitioningDelegate) -> Field<Bool> {
        switch self {
        case .animator: delegate.animatorField
        case .dismissAnimator: delegate.dismissAnimatorField
        case .interactionController: delegate.interactionControllerField
        case .dismissInteractionController: delegate.dismissInteractionControllerField
        }
    }
}

/// A definition returned by a transitioning delegate in one role.
struct DelegateUse {
    /// Index into `transitioningDelegates`.
    let delegateIndex: Int
    let delegate: TransitioningDelegate
    let role: DelegateRole

    /// The delegate's value for the role.
    var location: Location { role.written(in: delegate).location ?? delegate.location }
}

extension Analysis {
    /// The presented presentations whose transitioning delegate is `delegateIndex`, by label.
    func presentations(usingDelegate delegateIndex: Int) -> [PresentationFacts] {
        inLabelOrder(presentationIndices(usingDelegate: delegateIndex))
    }

    /// The delegates that return the definition `target` in one of `roles`, by delegate name.
    func delegateUses(of target: Int, in roles: [DelegateRole]) -> [DelegateUse] {
        let returnsAnimator = roles.contains { $0.animatorRole == $0 }
        let returnsInteraction = roles.contains { $0.animatorRole != $0 }
        var candidates = returnsAnimator ? delegateIndices(returningAnimator: target) : []
        if returnsInteraction { candidates = Array(Set(candidates + delegateIndices(returningInteractionController: target))).sorted() }
        var uses: [DelegateUse] = []
        for index in candidates {
            let delegate = description.transitioningDelegates[index]
            for role in roles where role.reference(in: delegate)?.target == target {
                uses.append(DelegateUse(delegateIndex: index, delegate: delegate, role: role))
            }
        }
        return uses.sorted { ($0.delegate.name, $0.delegateIndex) < ($1.delegate.name, $1.delegateIndex) }
    }

    /// `delegateUses(of:in:)` restricted to delegates that some presented presentation uses.
    func usedDelegateUses(of target: Int, in roles: [DelegateRole]) -> [DelegateUse] {
        delegateUses(of: target, in: roles).filter { !presentationIndices(usingDelegate: $0.delegateIndex).isEmpty }
    }

    /// The presented presentations that use the definition through one of `uses`, by label.
    func presentations(through uses: [DelegateUse]) -> [PresentationFacts] {
        let delegates = Set(uses.map(\.delegateIndex))
        return inLabelOrder(delegates.flatMap { presentationIndices(usingDelegate: $0) })
    }

    /// Notes for a finding at a shared definition: where each delegate returns
    /// it, and which presentations use those delegates.
    func usageNotes(_ uses: [DelegateUse]) -> [Note] {
        var notes = uses.map { use in
            Note(use.location, "\(use.delegate.displayName) returns it from \(use.role.method)")
        }
        // Grouped once: a definition shared by thousands of delegates is looked up per presentation in constant time.
        let usesByDelegate = Dictionary(grouping: uses, by: \.delegateIndex)
        for facts in presentations(through: uses) {
            guard let reference = facts.presentation.transitioningDelegate, let target = reference.target,
                  let delegate = facts.delegate else { continue }
            let roles = (usesByDelegate[target] ?? []).map(\.role.key)
            let through = delegate.isInline ? "its inline transitioning delegate" : "transitioning delegate '\(delegate.name)'"
            notes.append(Note(reference.location, "presentation \(facts.name) uses it (as \(roles.joined(separator: " and "))) through \(through)"))
        }
        return notes
    }
}

/// An animator and an interaction controller that a delegate returns for the same direction.
struct InteractivePairing {
    /// The delegate's interaction controller for the direction.
    let use: DelegateUse
    let controller: InteractionController

    /// A note at the delegate's interaction controller.
    var note: Note {
        Note(use.location, "\(use.delegate.displayName) pairs it with interaction controller '\(controller.name)' when \(use.role.direction)")
    }
}

extension Analysis {
    /// The interaction controllers paired with animator `animator` by some delegate, by delegate name.
    func interactivePairings(ofAnimator animator: Int) -> [InteractivePairing] {
        delegateUses(of: animator, in: [.animator, .dismissAnimator]).compactMap { use in
            let interactionRole = use.role.interactionRole
            guard let target = interactionRole.reference(in: use.delegate)?.target else { return nil }
            return InteractivePairing(
                use: DelegateUse(delegateIndex: use.delegateIndex, delegate: use.delegate, role: interactionRole),
                controller: description.interactionControllers[target])
        }
    }

    /// The notes of a finding at an animator paired with interaction controllers.
    func pairingNotes(_ pairings: [InteractivePairing]) -> [Note] {
        pairings.map(\.note) + presentations(through: pairings.map(\.use)).map {
            Note($0.presentation.transitioningDelegate!.location, "presentation \($0.name) uses \($0.delegate!.displayName)")
        }
    }
}

/// "'a'", "'a' and 'b'", "'a', 'b' and 'c'", "'a', 'b' and 3 other presentations".
func presentationList(_ presentations: [PresentationFacts]) -> String {
    let names = presentations.map(\.name)
    switch names.count {
    case 0: return ""
    case 1: return names[0]
    case 2...3: return names.dropLast().joined(separator: ", ") + " and " + names.last!
    default: return names.prefix(2).joined(separator: ", ") + " and \(names.count - 2) other presentations"
    }
}

/// "interaction controller 'Pan'", or "interaction controllers 'Pan' and 'Swipe'" (distinct, sorted).
func interactionControllerList(_ pairings: [InteractivePairing]) -> String {
    let names = Array(Set(pairings.map(\.controller.name))).sorted().map { "'\($0)'" }
    if names.count == 1 { return "interaction controller \(names[0])" }
    return "interaction controllers " + names.dropLast().joined(separator: ", ") + " and " + names.last!
}
