/// The Markdown documentation of every rule, description error and
/// `unused-suppression` (`Rules/<rule-id>.md`), compiled
/// into the binary so that `presentlint explain` needs no files beside it.
public enum RuleDocumentation {
    /// Rule id to Markdown text.
    public static let all: [String: String] = {
        let embedded: [(String, [UInt8])] = [
            ("adaptive-style-invalid", PackageResources.adaptive_style_invalid_md),
            ("animator-missing-presented-view", PackageResources.animator_missing_presented_view_md),
            ("animator-never-completes", PackageResources.animator_never_completes_md),
            ("animator-presenting-view", PackageResources.animator_presenting_view_md),
            ("context-overrides-transition", PackageResources.context_overrides_transition_md),
            ("current-context-fallback", PackageResources.current_context_fallback_md),
            ("custom-frame-not-updated", PackageResources.custom_frame_not_updated_md),
            ("interaction-controller-always-returned", PackageResources.interaction_controller_always_returned_md),
            ("interaction-without-animator", PackageResources.interaction_without_animator_md),
            ("interactive-cancel-ignored", PackageResources.interactive_cancel_ignored_md),
            ("nil-presentation-controller", PackageResources.nil_presentation_controller_md),
            ("none-style-presented", PackageResources.none_style_presented_md),
            ("over-current-context-transition", PackageResources.over_current_context_transition_md),
            ("partial-curl-blocks-presentation", PackageResources.partial_curl_blocks_presentation_md),
            ("partial-curl-requires-full-screen", PackageResources.partial_curl_requires_full_screen_md),
            ("percent-driven-animation-api", PackageResources.percent_driven_animation_api_md),
            ("popover-compact-no-dismiss", PackageResources.popover_compact_no_dismiss_md),
            ("popover-missing-anchor", PackageResources.popover_missing_anchor_md),
            ("popover-missing-content-size", PackageResources.popover_missing_content_size_md),
            ("present-active-controller", PackageResources.present_active_controller_md),
            ("present-from-detached", PackageResources.present_from_detached_md),
            ("presentation-controller-cleanup", PackageResources.presentation_controller_cleanup_md),
            ("presentation-controller-ignored", PackageResources.presentation_controller_ignored_md),
            ("presented-view-builds-hierarchy", PackageResources.presented_view_builds_hierarchy_md),
            ("presenter-appearance-not-called", PackageResources.presenter_appearance_not_called_md),
            ("presenter-rerouted", PackageResources.presenter_rerouted_md),
            ("removed-presenter-black-screen", PackageResources.removed_presenter_black_screen_md),
            ("sheet-config-ignored", PackageResources.sheet_config_ignored_md),
            ("sheet-swipe-loses-input", PackageResources.sheet_swipe_loses_input_md),
            ("show-pushes-in-navigation", PackageResources.show_pushes_in_navigation_md),
            ("style-unavailable", PackageResources.style_unavailable_md),
            ("transitioning-delegate-not-retained", PackageResources.transitioning_delegate_not_retained_md),
            ("unreachable-screen", PackageResources.unreachable_screen_md),
            ("duplicate-key", PackageResources.duplicate_key_md),
            ("invalid-hierarchy", PackageResources.invalid_hierarchy_md),
            ("schema", PackageResources.schema_md),
            ("unknown-reference", PackageResources.unknown_reference_md),
            ("unused-suppression", PackageResources.unused_suppression_md),
            ("yaml-syntax", PackageResources.yaml_syntax_md),
        ]
        return Dictionary(uniqueKeysWithValues: embedded.map { ($0.0, String(decoding: $0.1, as: UTF8.self)) })
    }()

    /// The documentation of `id`, or nil if the rule has none.
    public static func markdown(for id: String) -> String? {
        all[id]
    }
}
