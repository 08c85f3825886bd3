/// The width classes an app can run in, from its platform and devices.
public struct Environments: Hashable, Sendable {
    /// Horizontally regular width: iPad full screen, Mac Catalyst, visionOS, tvOS.
    public let regular: Bool
    /// Horizontally compact width: iPhone, and iPad under Split View / Slide Over.
    public let compact: Bool
    /// The app runs on iPhone.
    public let iPhone: Bool
    /// The app runs on iPad (or another regular-width platform).
    public let iPad: Bool

    public init(app: App) {
        switch app.platform.value {
        case .iOS:
            let devices = app.devices.trusted ?? [.iPhone, .iPad]
            iPhone = devices.contains(.iPhone)
            iPad = devices.contains(.iPad)
            regular = iPad
            compact = true
        case .macCatalyst, .visionOS, .tvOS:
            iPhone = false
            iPad = true
            regular = true
            compact = false
        }
    }

    /// "on iPhone", "on iPad", "on iPhone and iPad" for messages.
    public var deviceText: String {
        switch (iPhone, iPad) {
        case (true, true): "on iPhone and iPad"
        case (true, false): "on iPhone"
        default: "on iPad"
        }
    }
}
