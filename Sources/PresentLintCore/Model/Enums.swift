/// A value set of the description format: every case's raw value is what is
/// written in YAML.
public protocol DescriptionEnum: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {}

/// `modalPresentationStyle`.
public enum PresentationStyle: String, DescriptionEnum {
    case automatic, fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen,
        overCurrentContext, popover, blurOverFullScreen, none

    /// `pageSheet` and `formSheet` (what `automatic` resolves to on iOS 13+).
    public var isSheet: Bool { self == .pageSheet || self == .formSheet }
    /// `currentContext` and `overCurrentContext`.
    public var isCurrentContextFamily: Bool { self == .currentContext || self == .overCurrentContext }
    /// `fullScreen` and `overFullScreen`.
    public var isFullScreenFamily: Bool { self == .fullScreen || self == .overFullScreen }
}

/// `modalTransitionStyle`.
public enum TransitionStyle: String, DescriptionEnum {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

public enum ScreenKind: String, DescriptionEnum {
    case viewController, navigationController, tabBarController, splitViewController, pageViewController,
        alertController, activityViewController

    /// Containers may list `children`.
    public var isContainer: Bool {
        switch self {
        case .navigationController, .tabBarController, .splitViewController, .pageViewController: true
        default: false
        }
    }

    /// "a viewController", "an alertController", for messages.
    public var withArticle: String {
        (self == .alertController || self == .activityViewController ? "an " : "a ") + rawValue
    }
}

public enum AlertStyle: String, DescriptionEnum {
    case alert, actionSheet
}

public enum Platform: String, DescriptionEnum {
    case iOS, tvOS, visionOS, macCatalyst
}

public enum Device: String, DescriptionEnum {
    case iPhone, iPad
}

public enum PresentationMethod: String, DescriptionEnum {
    case present, show, showDetail
}

public enum Detent: String, DescriptionEnum {
    case medium, large, custom
}

public enum AnimationAPI: String, DescriptionEnum {
    case uiView, propertyAnimator, coreAnimation, displayLink
}

public enum InteractionKind: String, DescriptionEnum {
    case percentDriven, custom
}

public enum FrameKind: String, DescriptionEnum {
    case fullContainer, custom
}

/// A `"major.minor"` OS version.
public struct OSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses "major.minor" ("15.0"), as format.md writes a deployment target.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2,
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let major = Int(parts[0]), let minor = Int(parts[1])
        else { return nil }
        self.init(major, minor)
    }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public var description: String { "\(major).\(minor)" }
}
