import Foundation

/// Fallback decisions remembered by script, language, weight and cluster, shared by one
/// measurer's preparations.
///
/// `FontLibrary.fallbackFont` walks the cascade and builds each family's file path on every
/// call; for Arabic, Hebrew, Thai, Devanagari and Japanese text nearly every cluster asks it
/// (callgrind on the benchmark's corpus: a quarter of a check's instructions). Its answer
/// depends only on the cluster's characters, the script, the language and the weight (the
/// library's fonts do not change), so it is asked once per distinct question. Clusters of more
/// than six scalars are not remembered (rare; they are asked every time). Thread-safe.
///
/// The answers are kept in one `Cascade` per script, language and weight, which a preparation
/// looks up once per script run and then asks cluster by cluster: a key of strings hashed and
/// compared for every cluster cost 640 instructions a lookup (callgrind, issue 14's R1 on 15
/// locales: 43M of the 148M `font(for:)` took, in 67,880 calls, nearly all CJK clusters that
/// only fontconfig's fonts have).
final class FallbackMemo: @unchecked Sendable {
    /// The lock and the answer count every cascade of one memo shares.
    fileprivate final class Shared: @unchecked Sendable {
        let lock = CacheLock()
        /// Answers held by all cascades together (guarded by `lock`).
        @exclusivity(unchecked) var answerCount = 0
    }

    /// What the memo knows for one script, language and weight: the cascade's first font and
    /// the answers by cluster.
    final class Cascade: @unchecked Sendable {
        let script: String
        let language: String
        let weight: Int
        /// The first font of the cascade that loads: when it has every visible character of a
        /// cluster, it is what `fallbackFont` answers (it tries the cascade in order), so the
        /// preparer asks nothing more.
        let first: Font?
        private let shared: Shared
        /// Guarded by `shared.lock`, so the runtime's exclusivity check is left out (it cost more
        /// than the lock: 8M instructions in issue 14's R1 on 15 locales, callgrind).
        @exclusivity(unchecked) private var answers: [ClusterKey: Answer] = [:]
        /// Set by `removeAll` (under `shared.lock`): a cascade a preparation still holds after
        /// the memo forgot it keeps no answers, so it cannot raise the shared count for good.
        @exclusivity(unchecked) private var isDropped = false

        fileprivate init(script: String, language: String, weight: Int, first: Font?, shared: Shared) {
            self.script = script
            self.language = language
            self.weight = weight
            self.first = first
            self.shared = shared
        }

        /// `library.fallbackFont(for: cluster, ...)` for this cascade's script, language and
        /// weight, remembered.
        func font(for cluster: UnsafeBufferPointer<Unicode.Scalar>, library: FontLibrary) -> Font? {
            guard let key = ClusterKey(cluster) else {
                return library.fallbackFont(for: Array(cluster), script: script, language: language, weight: weight)
            }
            shared.lock.lock()
            let known = answers[key]
            shared.lock.unlock()
            if let known { return known.font }
            let font = library.fallbackFont(for: Array(cluster), script: script, language: language, weight: weight)
            shared.lock.lock()
            if isDropped {
                shared.lock.unlock()
                return font
            }
            // A bound on memory: when all cascades together hold `limit` answers, this one starts over.
            if shared.answerCount >= FallbackMemo.limit {
                shared.answerCount -= answers.count
                answers.removeAll(keepingCapacity: true)
            }
            if answers.updateValue(Answer(font: font), forKey: key) == nil { shared.answerCount += 1 }
            shared.lock.unlock()
            return font
        }

        fileprivate func removeAll() {
            shared.answerCount -= answers.count
            answers.removeAll()
            isDropped = true
        }
    }

    /// Up to six scalars, three to a word, 21 bits a scalar, value + 1 so that "none" is 0.
    private struct ClusterKey: Hashable {
        var scalars0: UInt64
        var scalars1: UInt64

        init?(_ cluster: UnsafeBufferPointer<Unicode.Scalar>) {
            guard !cluster.isEmpty, cluster.count <= 6 else { return nil }
            var packed: (UInt64, UInt64) = (0, 0)
            for (i, scalar) in cluster.enumerated() {
                let value = UInt64(scalar.value + 1) << (21 * UInt64(i % 3))
                if i < 3 { packed.0 |= value } else { packed.1 |= value }
            }
            (scalars0, scalars1) = packed
        }
    }

    /// A remembered answer; `font` nil means no font has the cluster.
    private struct Answer {
        var font: Font?
    }

    private struct CascadeKey: Hashable {
        var script: String
        var language: String
        var weight: Int
    }

    private static let limit = 65_536
    private let shared = Shared()
    /// Guarded by `shared.lock` (no exclusivity check, as `Cascade.answers`).
    @exclusivity(unchecked) private var cascades: [CascadeKey: Cascade] = [:]
    /// The cascade handed out last (guarded by `shared.lock`): entries come grouped by language,
    /// so it is nearly always the one asked for next, and comparing three fields costs a
    /// fraction of hashing two strings (callgrind, issue 14's R1 on 15 locales: 1,090
    /// instructions a call through the dictionary, 16,396 calls).
    @exclusivity(unchecked) private var last: Cascade?

    /// The remembered answers for `script` in `language` at `weight`, made on first use (the
    /// cascade's first font is looked up then).
    func cascade(script: String, language: String, weight: Int, library: FontLibrary) -> Cascade {
        shared.lock.lock()
        if let last, last.weight == weight, last.script == script, last.language == language {
            shared.lock.unlock()
            return last
        }
        let key = CascadeKey(script: script, language: language, weight: weight)
        let known = cascades[key]
        if let known { last = known }
        shared.lock.unlock()
        if let known { return known }
        var first: Font?
        for family in library.index.cascade(script: script, language: language, includeTestOnly: library.usesTestFonts) {
            if let font = try? library.bundledFont(family: family, weight: weight) {
                first = font
                break
            }
        }
        let made = Cascade(script: script, language: language, weight: weight, first: first, shared: shared)
        shared.lock.lock()
        defer { shared.lock.unlock() }
        // Another thread may have made it meanwhile: keep one, so their answers are shared.
        if let raced = cascades[key] { return raced }
        cascades[key] = made
        last = made
        return made
    }

    /// Forgets every answer (cascades already handed out stay usable, and remember nothing more).
    func removeAll() {
        shared.lock.lock()
        for cascade in cascades.values { cascade.removeAll() }
        cascades.removeAll()
        last = nil
        shared.lock.unlock()
    }
}
