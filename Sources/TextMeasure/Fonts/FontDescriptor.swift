import TextFormatting

/// The identity of a font instance: which face of which file, at which variation.
///
/// Two descriptors that compare equal shape text identically, so a descriptor is the font part
/// of a `PreparedText` cache key.
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// Path of a TTF, OTF or TTC/OTC file.
    public var path: String
    /// Face within a collection (TTC); 0 for single-face files.
    public var faceIndex: Int
    /// Variation axis values by 4-letter tag, for example `["wght": 600, "opsz": 17]`.
    public var variations: [String: Double]
    /// A named instance of a variable font by its subfamily name (for example `Bold`), applied
    /// before `variations`.
    public var namedInstance: String?

    /// A face of the file at `path`, with variation axis values and a named instance.
    public init(path: String, faceIndex: Int = 0, variations: [String: Double] = [:], namedInstance: String? = nil) {
        self.path = path
        self.faceIndex = faceIndex
        self.variations = variations
        self.namedInstance = namedInstance
    }

    public var description: String {
        var text = path
        if faceIndex != 0 { text += "#\(faceIndex)" }
        if let namedInstance { text += " (\(namedInstance))" }
        if !variations.isEmpty {
            text += " [" + variations.keys.sorted().map { "\($0)=\(NumberText.short(variations[$0]!, decimals: 4))" }.joined(separator: ",") + "]"
        }
        return text
    }
}
