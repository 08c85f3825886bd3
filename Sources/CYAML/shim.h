#ifndef PRESENTLINT_CYAML_SHIM_H
#define PRESENTLINT_CYAML_SHIM_H
#include <stddef.h>
#include <yaml.h>

/// Whether the 64 bytes at `bytes` are all tab, line feed, carriage return
/// or printable ASCII (U+0020 to U+007E). Branch-free, so that it vectorizes.
static inline int presentlint_is_plain_ascii_block(const unsigned char *bytes) {
    unsigned char refused = 0;
    for (int i = 0; i < 64; i++) {
        unsigned char octet = bytes[i];
        refused |= (unsigned char)((octet >= 0x7F) | ((octet < 0x20) & (octet != 0x09) & (octet != 0x0A) & (octet != 0x0D)));
    }
    return refused == 0;
}

/// The number of characters in `input` when libyaml's reader would copy all
/// of it to its buffer unchanged: UTF-8 with no byte-order mark, every
/// sequence well formed (not overlong, no surrogate, at most U+10FFFF) and
/// every character one the reader allows (tab, line feed, carriage return,
/// U+0020 to U+007E, U+0085, U+00A0 to U+D7FF, U+E000 to U+FFFD, U+10000 and
/// above). Returns -1 for any other input. The checks are those of
/// `yaml_parser_update_buffer` in libyaml 0.1 and 0.2 (reader.c). Blocks of
/// plain ASCII are checked 64 bytes at a time; the rest character by character.
static inline long presentlint_yaml_reader_characters(const unsigned char *input, size_t length) {
    if (length >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF) return -1;
    long characters = 0;
    size_t index = 0;
    while (index < length) {
        if (length - index >= 64 && presentlint_is_plain_ascii_block(input + index)) {
            index += 64;
            characters += 64;
            continue;
        }
        // Character by character to the end of this block (a sequence may run past it).
        size_t blockEnd = length - index >= 64 ? index + 64 : length;
        while (index < blockEnd) {
            unsigned char octet = input[index];
            if (octet < 0x80) {
                if (!(octet >= 0x20 && octet <= 0x7E) && octet != 0x09 && octet != 0x0A && octet != 0x0D) return -1;
                index += 1;
                characters += 1;
                continue;
            }
            unsigned int width = (octet & 0xE0) == 0xC0 ? 2 : (octet & 0xF0) == 0xE0 ? 3 : (octet & 0xF8) == 0xF0 ? 4 : 0;
            if (width == 0 || width > length - index) return -1;
            unsigned int value = width == 2 ? (octet & 0x1F) : width == 3 ? (octet & 0x0F) : (octet & 0x07);
            for (unsigned int k = 1; k < width; k++) {
                unsigned char trailing = input[index + k];
                if ((trailing & 0xC0) != 0x80) return -1;
                value = (value << 6) + (trailing & 0x3F);
            }
            if ((width == 2 && value < 0x80) || (width == 3 && value < 0x800) || (width == 4 && value < 0x10000)) return -1;
            if ((value >= 0xD800 && value <= 0xDFFF) || value > 0x10FFFF) return -1;
            if (!(value == 0x85 || (value >= 0xA0 && value <= 0xD7FF) || (value >= 0xE000 && value <= 0xFFFD)
                  || value >= 0x10000)) return -1;
            index += width;
            characters += 1;
        }
    }
    return characters;
}

/// How many zero bytes must follow the input of `presentlint_yaml_parser_read_in_place`
/// in its allocation: the final NUL the reader would add, and room for the scanner's look-ahead.
#define PRESENTLINT_YAML_ZERO_PADDING 16

/// The decoded-text buffer a parser had before `presentlint_yaml_parser_read_in_place`.
typedef struct {
    yaml_char_t *start, *end, *pointer, *last;
} presentlint_yaml_buffer;

/// Makes `input` itself the parser's buffer of decoded text, as its reader
/// would have filled it at the end of the input, so that the reader has
/// nothing left to do. `characters` must be what
/// `presentlint_yaml_reader_characters` returned for `input` (the reader
/// would copy it unchanged), and the `PRESENTLINT_YAML_ZERO_PADDING` bytes from
/// `input[length]` on must be readable zeros (the scanner looks a few characters past the end).
/// Call right after `yaml_parser_initialize`; returns the parser's own buffer,
/// to be handed back by `presentlint_yaml_parser_restore` before `yaml_parser_delete`.
static inline presentlint_yaml_buffer presentlint_yaml_parser_read_in_place(
    yaml_parser_t *parser, yaml_char_t *input, size_t length, size_t characters
) {
    presentlint_yaml_buffer own = { parser->buffer.start, parser->buffer.end, parser->buffer.pointer, parser->buffer.last };
    parser->encoding = YAML_UTF8_ENCODING;
    parser->eof = 1;
    parser->raw_buffer.pointer = parser->raw_buffer.last = parser->raw_buffer.start;
    parser->buffer.start = parser->buffer.pointer = input;
    parser->buffer.last = input + length + 1;
    parser->buffer.end = input + length + 8;
    parser->unread = characters + 1;
    parser->offset = length;
    return own;
}

/// Gives `parser` back the buffer `presentlint_yaml_parser_read_in_place` replaced.
static inline void presentlint_yaml_parser_restore(yaml_parser_t *parser, presentlint_yaml_buffer own) {
    parser->buffer.start = own.start;
    parser->buffer.end = own.end;
    parser->buffer.pointer = own.pointer;
    parser->buffer.last = own.last;
}

/// Where a scalar event's value stands unchanged in the input that libyaml
/// reads in place (`presentlint_yaml_parser_read_in_place`), or NULL. It does
/// for a scalar on one line with no anchor or tag before it, written plain or
/// quoted without an escape: its value is then the text itself, or the text
/// between its quotes. (Folding needs a line break and every escape is shorter
/// than what it stands for, so a value as long as that text is that text.)
/// `input` must be pure ASCII, so that libyaml's character index is a byte offset.
static inline const yaml_char_t *presentlint_yaml_scalar_in_input(const yaml_event_t *event, const yaml_char_t *input) {
    if (event->type != YAML_SCALAR_EVENT || event->start_mark.line != event->end_mark.line) return 0;
    size_t offset = event->start_mark.index, span = event->end_mark.index - event->start_mark.index;
    switch (event->data.scalar.style) {
    case YAML_PLAIN_SCALAR_STYLE:
        break;
    case YAML_SINGLE_QUOTED_SCALAR_STYLE:
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE:
        if (span < 2) return 0;
        offset += 1;
        span -= 2;
        break;
    default:
        return 0;
    }
    return span == event->data.scalar.length ? input + offset : 0;
}

/// libyaml's deallocator, which its library exports but yaml.h does not
/// declare (on Linux, the executable's definition in `LibYAMLAllocator.swift`
/// takes libyaml's calls and these).
void yaml_free(void *pointer);

/// Asks the processor to bring the cache line of `address` in ahead of its use.
static inline void presentlint_prefetch(const void *address) {
    __builtin_prefetch(address);
}

/// Frees what `event` owns, as `yaml_event_delete` does, but leaves the event
/// as it is instead of clearing it: the event is then only parsed into again,
/// and libyaml sets every field it reads. Clearing the event's 104 bytes was two
/// thirds of `yaml_event_delete`'s time.
static inline void presentlint_yaml_event_free(yaml_event_t *event) {
    switch (event->type) {
    case YAML_SCALAR_EVENT:
        yaml_free(event->data.scalar.anchor);
        yaml_free(event->data.scalar.tag);
        yaml_free(event->data.scalar.value);
        break;
    case YAML_SEQUENCE_START_EVENT:
        yaml_free(event->data.sequence_start.anchor);
        yaml_free(event->data.sequence_start.tag);
        break;
    case YAML_MAPPING_START_EVENT:
        yaml_free(event->data.mapping_start.anchor);
        yaml_free(event->data.mapping_start.tag);
        break;
    case YAML_ALIAS_EVENT:
        yaml_free(event->data.alias.anchor);
        break;
    case YAML_DOCUMENT_START_EVENT:
        // Its directives: rare, and freed by libyaml itself.
        yaml_event_delete(event);
        break;
    default:
        // The stream's start and end, a document's end and a collection's end own nothing.
        break;
    }
}

#if defined(__linux__)
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sys/mman.h>

/// The parser thread's allocator for libyaml (Linux). libyaml allocates a
/// few small strings for every scalar it scans and frees them within a few
/// events, through `yaml_malloc`, `yaml_realloc` and `yaml_free`; glibc's
/// general-purpose malloc spends about a quarter of the parser thread's time
/// on them. presentlint defines those three functions in its executable
/// (`LibYAMLAllocator.swift`), the dynamic linker binds libyaml's calls to
/// them, and they come here. On the one thread that has claimed the arena,
/// small blocks are cut from 64 KiB chunks of one reserved region, each chunk
/// counting its live blocks and reused once they are all freed; on every other
/// thread, and for large blocks, these are malloc, realloc and free.
#define PRESENTLINT_ARENA_CHUNK ((size_t)64 << 10)
/// Requests larger than this go to malloc.
#define PRESENTLINT_ARENA_LARGEST ((size_t)8 << 10)
/// Bytes of address space reserved (and touched only as chunks are used).
#define PRESENTLINT_ARENA_REGION ((size_t)64 << 20)
/// Blocks the probe can follow (see `presentlint_arena_probe`).
#define PRESENTLINT_ARENA_PROBE_SLOTS 512

typedef struct presentlint_arena_chunk {
    struct presentlint_arena_chunk *next;
    /// Blocks not yet freed, plus one while the chunk is the one being cut.
    size_t live;
    size_t unused[2];
} presentlint_arena_chunk;

/// The arena's modes. While probing, the owner's blocks come from malloc and
/// are followed (see `presentlint_arena_probe`); once on, its small blocks
/// come from the chunks.
#define PRESENTLINT_ARENA_PROBING 0UL
#define PRESENTLINT_ARENA_ON 1UL

/// The arena; all zero before its first claim. Everything but `owner` and
/// `region` is read and written by the owner only. Every field is 8 bytes, so
/// that the struct has no padding: Swift lays out a global of a C struct that
/// it initializes statically without the padding (Swift 6.3), and would then
/// reserve less room for it than C writes to.
typedef struct {
    /// The thread that owns the arena (`presentlint_arena_thread`), or 0.
    unsigned long owner;
    /// The reserved region (written once, by the first owner).
    char *region;
    /// `PRESENTLINT_ARENA_PROBING` or `PRESENTLINT_ARENA_ON`.
    unsigned long mode;
    size_t regionUsed;
    presentlint_arena_chunk *current;
    presentlint_arena_chunk *freeChunks;
    char *bump;
    char *end;
    /// The blocks the probe follows (`PRESENTLINT_ARENA_PROBE_SLOTS`, allocated by the probe).
    void **followed;
    size_t followedCount;
    size_t probeCalls;
    unsigned long probeOverflowed;
} presentlint_arena_state;

_Static_assert(sizeof(presentlint_arena_state) == 12 * 8, "presentlint_arena_state has padding");

/// A number that identifies the calling thread among the live ones: its
/// thread pointer where the compiler reads it in one instruction (on x86-64
/// glibc, also what `pthread_self` returns), else `pthread_self`.
static inline unsigned long presentlint_arena_thread(void) {
#if __has_builtin(__builtin_thread_pointer)
    return (unsigned long)__builtin_thread_pointer();
#else
    return (unsigned long)pthread_self();
#endif
}

/// Whether the calling thread owns `arena`.
static inline int presentlint_arena_owned(const presentlint_arena_state *arena) {
    return __atomic_load_n(&arena->owner, __ATOMIC_RELAXED) == presentlint_arena_thread();
}

static inline int presentlint_arena_contains(const presentlint_arena_state *arena, const void *pointer) {
    const char *region = __atomic_load_n(&arena->region, __ATOMIC_RELAXED);
    return region && (const char *)pointer >= region && (const char *)pointer < region + PRESENTLINT_ARENA_REGION;
}

/// Makes the calling thread the owner, if no thread is and the region could
/// be reserved; returns whether it now is. The mode stays what the last owner left.
static inline int presentlint_arena_claim(presentlint_arena_state *arena) {
    unsigned long unclaimed = 0;
    if (!__atomic_compare_exchange_n(&arena->owner, &unclaimed, presentlint_arena_thread(), 0, __ATOMIC_ACQUIRE,
                                     __ATOMIC_RELAXED)) {
        return 0;
    }
    if (!arena->region) {
        void *region = mmap(NULL, PRESENTLINT_ARENA_REGION + PRESENTLINT_ARENA_CHUNK, PROT_READ | PROT_WRITE,
                            MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (region == MAP_FAILED) {
            __atomic_store_n(&arena->owner, 0, __ATOMIC_RELEASE);
            return 0;
        }
        // Chunks are aligned to their size, so that a block's chunk is its address rounded down.
        char *aligned = (char *)(((size_t)region + PRESENTLINT_ARENA_CHUNK - 1) & ~(PRESENTLINT_ARENA_CHUNK - 1));
        __atomic_store_n(&arena->region, aligned, __ATOMIC_RELAXED);
    }
    return 1;
}

/// Gives up ownership (by the owner, once every block it cut is freed).
static inline void presentlint_arena_release(presentlint_arena_state *arena) {
    __atomic_store_n(&arena->owner, 0, __ATOMIC_RELEASE);
}

static inline void presentlint_arena_drop_chunk(presentlint_arena_state *arena, presentlint_arena_chunk *chunk) {
    if (--chunk->live == 0) {
        chunk->next = arena->freeChunks;
        arena->freeChunks = chunk;
    }
}

/// Moves on to a free chunk, or a new one; 0 when the region is used up.
static inline int presentlint_arena_next_chunk(presentlint_arena_state *arena) {
    presentlint_arena_chunk *chunk = arena->freeChunks;
    if (chunk) {
        arena->freeChunks = chunk->next;
    } else {
        if (arena->regionUsed + PRESENTLINT_ARENA_CHUNK > PRESENTLINT_ARENA_REGION) return 0;
        chunk = (presentlint_arena_chunk *)(arena->region + arena->regionUsed);
        arena->regionUsed += PRESENTLINT_ARENA_CHUNK;
    }
    if (arena->current) presentlint_arena_drop_chunk(arena, arena->current);
    chunk->next = NULL;
    chunk->live = 1;
    arena->current = chunk;
    // Each block is its 8-byte capacity followed by the caller's bytes, which start 16-byte aligned.
    arena->bump = (char *)chunk + sizeof(presentlint_arena_chunk) - 8;
    arena->end = (char *)chunk + PRESENTLINT_ARENA_CHUNK;
    return 1;
}

static inline void presentlint_arena_follow(presentlint_arena_state *arena, void *pointer) {
    if (!pointer) return;
    if (arena->followedCount == PRESENTLINT_ARENA_PROBE_SLOTS) {
        arena->probeOverflowed = 1;
        return;
    }
    arena->followed[arena->followedCount++] = pointer;
}

/// Stops following `pointer`; 0 if it was not followed.
static inline int presentlint_arena_unfollow(presentlint_arena_state *arena, void *pointer) {
    for (size_t index = 0; index < arena->followedCount; index++) {
        if (arena->followed[index] == pointer) {
            arena->followed[index] = arena->followed[--arena->followedCount];
            return 1;
        }
    }
    return 0;
}

static inline void *presentlint_arena_malloc(presentlint_arena_state *arena, size_t size) {
    if (size == 0) size = 1;
    if (!presentlint_arena_owned(arena)) return malloc(size);
    if (arena->mode == PRESENTLINT_ARENA_PROBING) {
        void *pointer = malloc(size);
        arena->probeCalls++;
        presentlint_arena_follow(arena, pointer);
        return pointer;
    }
    if (size > PRESENTLINT_ARENA_LARGEST) return malloc(size);
    size_t block = (size + 8 + 15) & ~(size_t)15;
    if ((size_t)(arena->end - arena->bump) < block && !presentlint_arena_next_chunk(arena)) {
        return malloc(size);
    }
    char *start = arena->bump;
    arena->bump += block;
    arena->current->live++;
    *(size_t *)start = block - 8;
    return start + 8;
}

static inline void presentlint_arena_free(presentlint_arena_state *arena, void *pointer) {
    if (!pointer) return;
    if (presentlint_arena_contains(arena, pointer)) {
        // A block that outlived its owner's claim is left where it is, never handed to free().
        if (presentlint_arena_owned(arena)) {
            // Chunks are aligned to their size: a block's chunk is its address rounded down.
            size_t chunk = (size_t)pointer & ~(PRESENTLINT_ARENA_CHUNK - 1);
            presentlint_arena_drop_chunk(arena, (presentlint_arena_chunk *)chunk);
        }
        return;
    }
    if (presentlint_arena_owned(arena) && arena->mode == PRESENTLINT_ARENA_PROBING) {
        arena->probeCalls++;
        presentlint_arena_unfollow(arena, pointer);
    }
    free(pointer);
}

static inline void *presentlint_arena_realloc(presentlint_arena_state *arena, void *pointer, size_t size) {
    if (!pointer) return presentlint_arena_malloc(arena, size);
    if (size == 0) size = 1;
    if (!presentlint_arena_contains(arena, pointer)) {
        int probing = presentlint_arena_owned(arena) && arena->mode == PRESENTLINT_ARENA_PROBING;
        int followed = probing && presentlint_arena_unfollow(arena, pointer);
        void *moved = realloc(pointer, size);
        if (probing) arena->probeCalls++;
        if (followed) presentlint_arena_follow(arena, moved ? moved : pointer);
        return moved;
    }
    size_t capacity = *(size_t *)((char *)pointer - 8);
    if (size <= capacity) return pointer;
    if (!presentlint_arena_owned(arena)) {
        // Not expected (see `presentlint_arena_free`): a copy from malloc, the block left alone.
        void *copy = malloc(size);
        if (copy) memcpy(copy, pointer, capacity);
        return copy;
    }
    size_t block = (size + 8 + 15) & ~(size_t)15;
    if ((char *)pointer + capacity == arena->bump && size <= PRESENTLINT_ARENA_LARGEST
        && block <= (size_t)(arena->end - ((char *)pointer - 8))) {
        // The last block cut grows in place.
        arena->bump = (char *)pointer - 8 + block;
        *(size_t *)((char *)pointer - 8) = block - 8;
        return pointer;
    }
    void *moved = presentlint_arena_malloc(arena, size);
    if (!moved) return NULL;
    memcpy(moved, pointer, capacity);
    presentlint_arena_free(arena, pointer);
    return moved;
}

/// Whether libyaml hands every block it gets from `yaml_malloc` and
/// `yaml_realloc` back through `yaml_realloc` or `yaml_free` (and calls them at
/// all), checked by the owner by parsing `text` with blocks from malloc that
/// the arena follows; sets the mode to what it found. A libyaml built so that
/// some of its call sites free or reallocate directly would crash on a block of
/// the arena; then the arena is not used.
static inline int presentlint_arena_probe(presentlint_arena_state *arena, const char *text, size_t length) {
    arena->followed = (void **)calloc(PRESENTLINT_ARENA_PROBE_SLOTS, sizeof(void *));
    if (!arena->followed) return 0;
    arena->mode = PRESENTLINT_ARENA_PROBING;
    arena->followedCount = 0;
    arena->probeCalls = 0;
    arena->probeOverflowed = 0;
    yaml_parser_t parser;
    yaml_event_t event;
    if (yaml_parser_initialize(&parser)) {
        yaml_parser_set_input_string(&parser, (const unsigned char *)text, length);
        while (yaml_parser_parse(&parser, &event)) {
            int end = event.type == YAML_STREAM_END_EVENT;
            yaml_event_delete(&event);
            if (end) break;
        }
        yaml_parser_delete(&parser);
    }
    int consistent = arena->probeCalls >= 16 && arena->followedCount == 0
        && !arena->probeOverflowed;
    free(arena->followed);
    arena->followed = NULL;
    // After an inconsistent probe the mode stays probing: `LibYAMLAllocator` never claims the arena again.
    arena->mode = consistent ? PRESENTLINT_ARENA_ON : PRESENTLINT_ARENA_PROBING;
    return consistent;
}
#endif

#endif
