#ifndef PRESENTLINT_CYAML_SHIM_H
#define PRESENTLINT_CYAML_SHIM_H
#include <stddef.h>
#include <yaml.h>

/// Asks the CPU to start loading the cache line at `address` (a hint: it never faults).
static inline void presentlint_prefetch(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

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
#endif
