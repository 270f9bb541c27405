import Foundation

/// Whether two strings hold the same UTF-8 code units (not merely canonically equivalent ones).
func sameCodeUnits(_ a: String, _ b: String) -> Bool {
    guard a.utf8.count == b.utf8.count else { return false }
    let same: Bool? = a.utf8.withContiguousStorageIfAvailable { pa in
        b.utf8.withContiguousStorageIfAvailable { pb in
            pa.isEmpty || memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0
        }
    } ?? nil
    return same ?? a.utf8.elementsEqual(b.utf8)
}

/// Feeds a string's UTF-8 code units to `hasher`, without normalizing.
func hashCodeUnits(_ text: String, into hasher: inout Hasher) {
    let done: Void? = text.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    if done == nil {
        for byte in text.utf8 { hasher.combine(byte) }
    }
    hasher.combine(text.utf8.count)
}
