import Foundation

/// Fallback decisions remembered by cluster, script, language and weight, shared by one
/// measurer's preparations.
///
/// `FontLibrary.fallbackFont` walks the cascade and builds each family's file path on every
/// call; for Arabic, Hebrew, Thai, Devanagari and Japanese text nearly every cluster asks it
/// (callgrind on the benchmark's corpus: a quarter of a check's instructions). Its answer
/// depends only on the cluster's characters, the script, the language and the weight (the
/// library's fonts do not change), so it is asked once per distinct question. Clusters of more
/// than six scalars are not remembered (rare; they are asked every time). Thread-safe.
final class FallbackMemo: @unchecked Sendable {
    private struct Key: Hashable {
        /// Up to three scalars each, 21 bits a scalar, value + 1 so that "none" is 0.
        var scalars0: UInt64
        var scalars1: UInt64
        var script: String
        var language: String
        var weight: Int
    }

    /// A remembered answer; `font` nil means no font has the cluster.
    private struct Answer {
        var font: Font?
    }

    private let lock = CacheLock()
    private var answers: [Key: Answer] = [:]
    private static let limit = 65_536

    /// `library.fallbackFont(for: cluster, ...)`, remembered.
    func font(
        for cluster: UnsafeBufferPointer<Unicode.Scalar>, script: String, language: String, weight: Int, library: FontLibrary
    ) -> Font? {
        guard let key = Self.key(cluster, script: script, language: language, weight: weight) else {
            return library.fallbackFont(for: Array(cluster), script: script, language: language, weight: weight)
        }
        lock.lock()
        if let answer = answers[key] {
            lock.unlock()
            return answer.font
        }
        lock.unlock()
        let font = library.fallbackFont(for: Array(cluster), script: script, language: language, weight: weight)
        lock.lock()
        if answers.count >= Self.limit { answers.removeAll(keepingCapacity: true) }
        answers[key] = Answer(font: font)
        lock.unlock()
        return font
    }

    /// The first font of the cascade for `script` in `language` at `weight` that loads: when it
    /// has every visible character of a cluster, it is what `fallbackFont` answers (it tries
    /// the cascade in order), so the preparer asks nothing more. Remembered per question.
    func firstCascadeFont(script: String, language: String, weight: Int, library: FontLibrary) -> Font? {
        let key = FirstKey(script: script, language: language, weight: weight)
        lock.lock()
        if let known = firstFonts[key] {
            lock.unlock()
            return known.font
        }
        lock.unlock()
        var first: Font?
        for family in library.index.cascade(script: script, language: language, includeTestOnly: library.usesTestFonts) {
            if let font = try? library.bundledFont(family: family, weight: weight) {
                first = font
                break
            }
        }
        lock.lock()
        firstFonts[key] = Answer(font: first)
        lock.unlock()
        return first
    }

    private struct FirstKey: Hashable {
        var script: String
        var language: String
        var weight: Int
    }

    private var firstFonts: [FirstKey: Answer] = [:]

    func removeAll() {
        lock.lock()
        answers.removeAll()
        firstFonts.removeAll()
        lock.unlock()
    }

    private static func key(_ cluster: UnsafeBufferPointer<Unicode.Scalar>, script: String, language: String, weight: Int) -> Key? {
        guard !cluster.isEmpty, cluster.count <= 6 else { return nil }
        var packed: (UInt64, UInt64) = (0, 0)
        for (i, scalar) in cluster.enumerated() {
            let value = UInt64(scalar.value + 1) << (21 * UInt64(i % 3))
            if i < 3 { packed.0 |= value } else { packed.1 |= value }
        }
        return Key(scalars0: packed.0, scalars1: packed.1, script: script, language: language, weight: weight)
    }
}
