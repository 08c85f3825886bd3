/// Values keyed by the id of a scalar's text. Ids are dense (0, 1, 2, ... in
/// order of first appearance), so an array indexed by id replaces a
/// dictionary: no hashing on the decoder's hot path, and 4 bytes per id up to
/// the highest id with a value.
struct ScalarIDMap<Value> {
    /// Per id: the index of its value in `values`, or -1.
    private var indices: [Int32] = []
    private var values: [Value] = []

    /// The value stored for `id`, if any.
    subscript(id: Int32) -> Value? {
        guard id >= 0, Int(id) < indices.count else { return nil }
        let index = indices[Int(id)]
        return index >= 0 ? values[Int(index)] : nil
    }

    /// Stores `value` for `id` (a negative id, which no text has, is ignored).
    mutating func set(_ value: Value, for id: Int32) {
        guard id >= 0 else { return }
        if Int(id) >= indices.count {
            indices.append(contentsOf: repeatElement(-1, count: max(Int(id) + 1, indices.count * 2) - indices.count))
        }
        if indices[Int(id)] >= 0 {
            values[Int(indices[Int(id)])] = value
        } else {
            indices[Int(id)] = Int32(values.count)
            values.append(value)
        }
    }
}
