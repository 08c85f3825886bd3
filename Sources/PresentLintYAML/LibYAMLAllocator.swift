internal import CYAML
#if os(Linux)
import Glibc

/// The allocator of libyaml's parser thread (see `presentlint_arena_state` in
/// `Sources/CYAML/shim.h`). libyaml allocates through `yaml_malloc`,
/// `yaml_realloc` and `yaml_free`, which it calls through the dynamic linker;
/// the executable defines them below, so that the linker binds libyaml's calls
/// here. Each call goes to malloc, realloc and free unless made on the thread
/// that holds the arena: the pipeline's parser thread while it parses a large
/// input (`EventPipeline`). Nothing else changes for libyaml: the same calls,
/// the same sizes, every block freed as before. (A program that links this
/// module and a static libyaml gets these symbols twice: link libyaml's
/// shared library, as pkg-config's `yaml-0.1` does.)
enum LibYAMLAllocator {
    /// Whether the probe found libyaml consistent (nil until it has run; set by an owner only).
    nonisolated(unsafe) private(set) static var probed: Bool?

    /// Makes the calling thread the arena's owner, if no thread is and libyaml
    /// hands every block back through these functions (checked once per
    /// process, on the first claim); returns whether it now is. The owner
    /// calls `release()` once every block it allocated is freed.
    static func claim() -> Bool {
        guard presentlint_arena_claim(&libYAMLArena) != 0 else { return false }
        if probed == nil {
            probed = probeText.withCString { presentlint_arena_probe(&libYAMLArena, $0, strlen($0)) } != 0
        }
        if probed == true { return true }
        presentlint_arena_release(&libYAMLArena)
        return false
    }

    /// Gives up the arena (by its owner).
    static func release() {
        presentlint_arena_release(&libYAMLArena)
    }

    /// Documents that make libyaml use every kind of block it allocates while
    /// parsing: directives, anchors, tags, aliases, scalars of every style and
    /// long enough to grow their buffers, flow and block collections nested
    /// deeper than its stacks start, more tokens queued than its queue starts
    /// with, and last an error in the middle of a scalar, which leaves blocks
    /// for the parser's deletion to free.
    static let probeText = """
        %YAML 1.1
        %TAG !e! tag:example.com,2000:
        ---
        plain key that is longer than sixteen bytes: &anchor plain value that is longer than sixteen bytes
        'single quoted key, long enough to grow': "double quoted\\tvalue, long enough to grow"
        !e!tagged literal: |
          a literal block scalar
          of two lines
        !!str folded: >
          a folded block scalar
          of two lines
        alias: *anchor
        flow: {a: [b, c, {d: e}], f: [[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]], "g": 'h'}
        ? [complex, key, with, many, tokens, queued, before, its, value, is, known, a, b, c, d, e, f, g]
        : value
        nested:
        - - - - - - - - - - - - - - - - - - deep
        ...
        --- !!map
        a: b
        --- {unclosed: [a, 'b
        """
}

/// The arena's state. A global with a constant initial value, so that it is
/// set up before the program runs: the functions below reach it without the
/// check a lazily initialized global costs on every call.
@exclusivity(unchecked) nonisolated(unsafe) private var libYAMLArena = presentlint_arena_state()

/// libyaml's `yaml_malloc`, for its calls (see `LibYAMLAllocator`).
@_cdecl("yaml_malloc")
public func libYAMLMalloc(_ size: Int) -> UnsafeMutableRawPointer? {
    presentlint_arena_malloc(&libYAMLArena, size)
}

/// libyaml's `yaml_realloc`, for its calls (see `LibYAMLAllocator`).
@_cdecl("yaml_realloc")
public func libYAMLRealloc(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    presentlint_arena_realloc(&libYAMLArena, pointer, size)
}

/// libyaml's `yaml_free`, for its calls (see `LibYAMLAllocator`).
@_cdecl("yaml_free")
public func libYAMLFree(_ pointer: UnsafeMutableRawPointer?) {
    presentlint_arena_free(&libYAMLArena, pointer)
}
#else
/// Elsewhere libyaml's calls bind to its own allocation functions: there is no arena to claim.
enum LibYAMLAllocator {
    static func claim() -> Bool { false }
    static func release() {}
}
#endif
