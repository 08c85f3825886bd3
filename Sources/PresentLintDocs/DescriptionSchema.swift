/// The JSON Schema (draft 2020-12) of the navigation description format,
/// `Schema/navigation-description.schema.json`, compiled into the binary so
/// that `presentlint schema` needs no files beside it.
public enum DescriptionSchema {
    /// The schema's JSON text.
    public static let json = String(decoding: PackageResources.navigation_description_schema_json, as: UTF8.self)
}
