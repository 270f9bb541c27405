/// What a prepared text is shaped with: the primary font and how its vertical metrics are read.
///
/// The text is compared by its exact code units, not by Swift's canonical equivalence: a
/// decomposed "é" has other UTF-16 offsets than a precomposed one, so it needs its own
/// preparation; and hashing by bytes skips the NFC normalization `String.hash` does for
/// non-ASCII text (callgrind: a tenth of a check's instructions went to it).
///
/// The primary font is keyed by identity: a `FontLibrary` loads each descriptor once and shares
/// the `Font`, and the prepared text keeps its font alive, so identity and descriptor agree;
/// hashing a descriptor (a path, variations, an instance name) cost more than the text itself.
///
/// The text's hash is computed once, when the key is made: a miss looks the key up in both
/// cache generations and then stores it, and hashing the text three times was a third of the
/// cache's cost (callgrind).
struct PreparationKey: ShardedKey, Sendable {
    let text: String
    let font: ObjectIdentifier
    let language: String
    /// Vertical metrics that replace the primary font's own (the system profile's Apple metrics).
    let metricsOverride: FaceMetrics?
    /// Weight (100-900) of the fallback fonts: the primary's.
    let fallbackWeight: Int
    /// `hashCodeUnits` of `text`.
    private let textHash: Int
    /// The hash of every field (`textHash` for the text), made once: the dictionary's hash of the
    /// key (see `seededHash`). The text's hash alone would put the Text and Display cuts of a
    /// text in one bucket chain, each lookup comparing the texts.
    private let keyHash: Int

    init(text: String, font: ObjectIdentifier, language: String, metricsOverride: FaceMetrics?, fallbackWeight: Int) {
        self.text = text
        self.font = font
        self.language = language
        self.metricsOverride = metricsOverride
        self.fallbackWeight = fallbackWeight
        var hasher = Hasher()
        hashCodeUnits(text, into: &hasher)
        textHash = hasher.finalize()
        var keyHasher = Hasher()
        keyHasher.combine(textHash)
        keyHasher.combine(font)
        keyHasher.combine(language)
        keyHasher.combine(metricsOverride)
        keyHasher.combine(fallbackWeight)
        keyHash = keyHasher.finalize()
    }

    static func == (a: PreparationKey, b: PreparationKey) -> Bool {
        a.textHash == b.textHash && sameCodeUnits(a.text, b.text) && a.font == b.font && a.language == b.language
            && a.metricsOverride == b.metricsOverride && a.fallbackWeight == b.fallbackWeight
    }

    var shardBits: Int { textHash }

    func hash(into hasher: inout Hasher) {
        hasher.combine(keyHash)
    }

    func _rawHashValue(seed: Int) -> Int {
        seededHash(keyHash, seed: seed)
    }
}
