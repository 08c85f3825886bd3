import Foundation
import PresentLintCore
import PresentLintDocs
import PresentLintKit
import Testing

/// The JSON Schema of the description format agrees with format.md and with
/// presentlint's own decoder: every key and value set, valid descriptions
/// validate, and descriptions with `schema` errors do not.
@Suite struct DescriptionSchemaTests {
    private static let file = Paths.root.appendingPathComponent("Schema/navigation-description.schema.json")

    private static func schema() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    }

    @Test func theEmbeddedSchemaIsTheFile() throws {
        #expect(DescriptionSchema.json == (try Paths.read(Self.file)))
    }

    @Test func valueSetsAreTheDecoders() throws {
        let schema = try Self.schema()
        func values(_ path: [String]) -> [String] {
            var node: Any? = schema
            for key in path { node = (node as? [String: Any])?[key] }
            return (node as? [String: Any])?["enum"] as? [String] ?? []
        }
        func raw<E: DescriptionEnum>(_ type: E.Type) -> [String] { E.allCases.map(\.rawValue) }
        #expect(values(["$defs", "presentationStyle"]) == raw(PresentationStyle.self))
        #expect(values(["$defs", "transitionStyle"]) == raw(TransitionStyle.self))
        #expect(values(["$defs", "detent"]) == raw(Detent.self))
        #expect(values(["$defs", "screen", "properties", "kind"]) == raw(ScreenKind.self))
        #expect(values(["$defs", "screen", "properties", "alertStyle"]) == raw(AlertStyle.self))
        #expect(values(["properties", "app", "properties", "platform"]) == raw(Platform.self))
        #expect(values(["properties", "app", "properties", "devices", "items"]) == raw(Device.self))
        #expect(values(["$defs", "presentation", "properties", "method"]) == raw(PresentationMethod.self))
        #expect(values(["$defs", "animator", "properties", "animationAPI"]) == raw(AnimationAPI.self))
        #expect(values(["$defs", "interactionController", "properties", "kind"]) == raw(InteractionKind.self))
        #expect(values(["$defs", "presentationController", "properties", "frame"]) == raw(FrameKind.self))
    }

    /// Converts each YAML text to JSON with PyYAML (YAML 1.1, as libyaml and
    /// presentlint read it; timestamps stay strings) and validates every
    /// document (a text without any is null, as `yaml.safe_load` reads it).
    /// Prints one line per input: `valid`, `invalid: reasons` or `yaml: error`.
    private static let validator = """
    import json, sys, yaml, jsonschema
    class Loader(yaml.SafeLoader): pass
    Loader.yaml_implicit_resolvers = {k: [(t, r) for t, r in v if t != 'tag:yaml.org,2002:timestamp']
                                      for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()}
    validator = jsonschema.Draft202012Validator(json.load(open(sys.argv[1])))
    for text in json.load(sys.stdin):
        try:
            documents = [json.loads(json.dumps(d)) for d in yaml.load_all(text, Loader=Loader)] or [None]
        except Exception as error:
            print('yaml: ' + str(error).replace('\\n', ' ')); continue
        errors = [e.message for d in documents for e in validator.iter_errors(d)]
        print('invalid: ' + '; '.join(errors) if errors else 'valid')
    """

    private func validate(_ texts: [String]) throws -> [String] {
        let input = try JSONSerialization.data(withJSONObject: texts)
        let result = try Python.run(Self.validator, input: input, arguments: [Self.file.path])
        try #require(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test(.enabled(if: Python.has("jsonschema", "yaml"), "needs python3 with jsonschema and PyYAML"))
    func theSchemaIsAValidDraft2020Schema() throws {
        let result = try Python.run("""
        import json, sys, jsonschema
        jsonschema.Draft202012Validator.check_schema(json.load(open(sys.argv[1])))
        """, arguments: [Self.file.path])
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(.enabled(if: Python.has("jsonschema", "yaml"), "needs python3 with jsonschema and PyYAML"))
    func everyKeyOfTheFormatIsInTheSchemaAndNoOther() throws {
        let fixture = Paths.fixture("schema/every-key.nav.yml")
        let text = try Paths.read(fixture)
        #expect(lint(text).isEmpty, "the every-key fixture is a clean description")
        #expect(try validate([text]) == ["valid"])
        // The keys each kind of object may have, per the schema and per the fixture.
        let result = try Python.run("""
        import json, sys, yaml
        schema = json.load(open(sys.argv[1])); d = schema['$defs']
        doc = yaml.safe_load(open(sys.argv[2]))
        objects = {
            'top': (schema, [doc]),
            'app': (schema['properties']['app'], [doc['app']]),
            'screen': (d['screen'], doc['screens'].values()),
            'presentation': (d['presentation'], doc['presentations']),
            'popover': (d['presentation']['properties']['popover'], [p['popover'] for p in doc['presentations'] if 'popover' in p]),
            'sheet': (d['presentation']['properties']['sheet'], [p['sheet'] for p in doc['presentations'] if 'sheet' in p]),
            'transitioningDelegate': (d['transitioningDelegate'], list(doc['transitioningDelegates'].values())
                + [p['transitioningDelegate'] for p in doc['presentations'] if isinstance(p.get('transitioningDelegate'), dict)]),
            'animator': (d['animator'], doc['animators'].values()),
            'interactionController': (d['interactionController'], doc['interactionControllers'].values()),
            'presentationController': (d['presentationController'], doc['presentationControllers'].values()),
        }
        for name, (node, instances) in objects.items():
            declared = set(node['properties'])
            used = set(k for i in instances for k in i)
            assert node.get('additionalProperties') is False, name + ' allows unknown keys'
            print(name, sorted(declared ^ used))
        """, arguments: [Self.file.path, fixture.path])
        try #require(result.status == 0, "\(result.stderr)")
        for line in result.stdout.split(separator: "\n") {
            #expect(line.hasSuffix(" []"), "keys in only one of schema and fixture: \(line)")
        }
        #expect(result.stdout.split(separator: "\n").count == 10)
    }

    /// Descriptions that presentlint decodes without any description error.
    private static let valid = [
        "screens: {}",
        "screens:\n  A:\n  B: ~\npresentations:\n  - { from: A, to: B }",
        "app: { deploymentTarget: 15.0, devices: [iPad] }\nscreens: { A: {} }",
        "app: { deploymentTarget: \"12.0\" }\nscreens: { A: { isModalInPresentation: yes, collectsInput: off } }",
        "version: 1\nbase: &base { style: formSheet }\n",  // unknown key, replaced below
        "screens: { A: {}, B: {} }\npresentations:\n  - { from: A, to: B, transitioningDelegate: null }\n  - { from: A, to: B, transitioningDelegate: { animator: null, retained: false } }",
        "screens: { A: {}, B: {} }\npresentations:\n  - { from: A, to: B, popover: { sourceRect: null }, sheet: { detents: null } }",
        "screens: { A: {} }\n---\nscreens: { B: { kind: navigationController, children: null } }",
        "screens: { S: { kind: splitViewController, children: [A, B] }, A: {}, B: {}, C: { kind: alertController, alertStyle: actionSheet } }",
        "screens: { S: { kind: splitViewController, children: [A, B, C] }, A: {}, B: {}, C: {} }",
    ].map { $0 == "version: 1\nbase: &base { style: formSheet }\n"
        ? "screens: { A: {}, B: {} }\npresentations:\n  - &p { from: A, to: B, style: formSheet }\n  - { <<: *p, transition: crossDissolve }" : $0 }

    /// Descriptions with a `schema` error.
    private static let invalid = [
        "",
        "screens: []",
        "screens:",
        "presentations: []",
        "version: 2\nscreens: {}",
        "version: \"1\"\nscreens: {}",
        "screens: {}\nextra: 1",
        "app: { platform: android }\nscreens: {}",
        "app: { deploymentTarget: \"fifteen\" }\nscreens: {}",
        "app: { devices: [] }\nscreens: {}",
        "app: { devices: [iPod] }\nscreens: {}",
        "app: { nam: x }\nscreens: {}",
        "screens: { A: { kind: tableViewController } }",
        "screens: { A: { transparentBackground: \"true\" } }",
        "screens: { A: { transparentBackgrond: true } }",
        "screens: { A: { children: A } }",
        "screens: { A: {}, B: {} }\npresentations: [{ from: A }]",
        "screens: { A: {}, B: {} }\npresentations: [{ from: A, to: B, style: fullScren }]",
        "screens: { A: {}, B: {} }\npresentations: [{ from: A, to: B, animated: 1 }]",
        "screens: { A: {}, B: {} }\npresentations: [{ from: A, to: B, popover: { sourceRect: [1, 2, 3] } }]",
        "screens: { A: {}, B: {} }\npresentations: [{ from: A, to: B, popover: { anchor: v } }]",
        "screens: { A: {}, B: {} }\npresentations: [{ from: A, to: B, sheet: { detents: [small] } }]",
        "screens: { A: {}, B: {} }\npresentations: [{ from: A, to: B, sheet: { detents: [] } }]",
        "screens: { S: { kind: splitViewController, children: [A] }, A: {} }",
        "screens: { S: { kind: splitViewController, children: [A, B, C, D] }, A: {}, B: {}, C: {}, D: {} }",
        "screens: { A: { alertStyle: actionSheet } }",
        "app: { deploymentTarget: \"15\" }\nscreens: {}",
        "app: { deploymentTarget: \"15.0.1\" }\nscreens: {}",
        "screens: { A: { kind: navigationController, alertStyle: alert } }",
        "screens: { A: {}, B: {} }\npresentations: [{ from: A, to: B, transitioningDelegate: { animatr: X } }]",
        "screens: {}\npresentations: { a: 1 }",
        "screens: {}\nanimators: { X: { duration: 0 } }",
        "screens: {}\nanimators: { X: { animationAPI: caDisplayLink } }",
        "screens: {}\ninteractionControllers: { I: { kind: pan } }",
        "screens: {}\npresentationControllers: { P: { frame: half } }",
        "screens: {}\npresentationControllers: { P: { addsViews: dimming } }",
        "screens: {}\ntransitioningDelegates: { D: { retained: maybe } }",
        "screens: {}\n---\nscreens: { A: { class: [x] } }",
    ]

    @Test(.enabled(if: Python.has("jsonschema", "yaml"), "needs python3 with jsonschema and PyYAML"))
    func validDescriptionsValidate() throws {
        for text in Self.valid {
            let errors = lint(text).filter { DescriptionErrors.contains($0.rule) }
            #expect(errors.isEmpty, "presentlint: \(errors.map(\.message)) in \(text)")
        }
        for (text, verdict) in zip(Self.valid, try validate(Self.valid)) {
            #expect(verdict == "valid", "\(verdict) for:\n\(text)")
        }
    }

    @Test(.enabled(if: Python.has("jsonschema", "yaml"), "needs python3 with jsonschema and PyYAML"))
    func descriptionsWithSchemaErrorsDoNotValidate() throws {
        for text in Self.invalid {
            #expect(lint(text).contains { $0.rule == DescriptionErrors.schema.id }, "presentlint finds no schema error in:\n\(text)")
        }
        for (text, verdict) in zip(Self.invalid, try validate(Self.invalid)) {
            #expect(verdict.hasPrefix("invalid: "), "\(verdict) for:\n\(text)")
        }
    }

    /// Every fixture of the repository: one without description errors
    /// validates; one with a `schema` error does not (or does not even load,
    /// like an alias without its anchor). Unique presentation ids are beyond
    /// JSON Schema, so a fixture whose only `schema` error is a repeated id is
    /// not counted.
    @Test(.enabled(if: Python.has("jsonschema", "yaml"), "needs python3 with jsonschema and PyYAML"))
    func fixturesAgreeWithTheDecoder() throws {
        let enumerator = FileManager.default.enumerator(atPath: Paths.root.appendingPathComponent("fixtures").path)
        var texts: [(name: String, text: String, expected: String)] = []
        while let relative = enumerator?.nextObject() as? String {
            guard FileDiscovery.isDescription(relative) else { continue }
            let text = try Paths.read(Paths.fixture(relative))
            let found = lint(text)
            let rules = Set(found.map(\.rule))
            if rules.contains(DescriptionErrors.yamlSyntax.id) { continue }
            if rules.isDisjoint(with: DescriptionErrors.all.map(\.id)) {
                texts.append((relative, text, "valid"))
            } else if found.contains(where: { $0.rule == DescriptionErrors.schema.id && !$0.message.contains("is used twice") }) {
                texts.append((relative, text, "invalid"))
            }
        }
        #expect(texts.contains { $0.name == "schema/every-key.nav.yml" })
        for (fixture, verdict) in zip(texts, try validate(texts.map(\.text))) {
            let agrees = fixture.expected == "valid" ? verdict == "valid" : !verdict.hasPrefix("valid")
            #expect(agrees, "\(fixture.name) should be \(fixture.expected): \(verdict)")
        }
    }
}
