/// The comparison key for names users type: lowercase letters and digits only.
///
/// `Large Title`, `large-title`, `largeTitle` and `.largeTitle` all become `largetitle`.
enum SpellingKey {
    /// `text` lowercased, with everything but ASCII letters and digits removed.
    static func normalize(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII (table cells, nearly every user spelling): lowercase and filter the bytes.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(text.utf8.count)
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
                default: break
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        return String(String.UnicodeScalarView(text.lowercased().unicodeScalars.filter {
            ("a"..."z").contains($0) || ("0"..."9").contains($0)
        }))
    }
}
