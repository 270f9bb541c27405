/// Turns UTF-16 that may hold unpaired surrogates into a Swift string, saying what it replaced.
public enum TextInputSanitizer {
    /// Each unpaired surrogate becomes U+FFFD (one code unit for one, so offsets stay put);
    /// `replacedOffsets` lists their UTF-16 offsets.
    public static func sanitize(utf16 units: [UInt16]) -> (text: String, replacedOffsets: [Int]) {
        let text = UTF16Text(sanitizing: units)
        return (text.string, text.replacedSurrogateOffsets)
    }
}
