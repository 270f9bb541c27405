import Foundation
internal import CFreeType

/// The process's FreeType library handle.
///
/// FreeType's `FT_New_Face` and `FT_Done_Face` are not thread-safe against one library, so
/// every call that creates or destroys a face goes through `withLibrary`.
enum FreeTypeLibrary {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var handle: FT_Library? = nil

    /// Runs `body` with the library, creating it on first use; serialized with every other call.
    static func withLibrary<T>(_ body: (FT_Library) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        if handle == nil {
            var library: FT_Library?
            let error = FT_Init_FreeType(&library)
            precondition(error == 0 && library != nil, "FreeType failed to initialize (error \(error))")
            handle = library
        }
        return try body(handle!)
    }
}

/// Makes a 4-byte OpenType tag from its text, as FreeType's `FT_MAKE_TAG` does.
func openTypeTag(_ text: String) -> UInt32 {
    var bytes = Array(text.utf8.prefix(4))
    while bytes.count < 4 { bytes.append(0x20) }
    return bytes.reduce(0) { ($0 << 8) | UInt32($1) }
}
