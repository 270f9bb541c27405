import CHarfBuzz
import Dispatch
import Testing
@testable import TextMeasure

/// The cache behind prepared texts and shaped words: bounded, aging in two generations per
/// shard, and safe from several threads.
@Suite("Generational cache")
struct GenerationalCacheTests {
    /// An integer key whose shard bits are chosen by the test.
    struct Key: ShardedKey {
        var value: Int
        var shardBits: Int { value &* 0x5851_F42D_4C95_7F2D }
    }

    @Test("a value kept is found; an unknown key is not")
    func keepsAndFinds() {
        let cache = GenerationalCache<Key, String>(limit: 1_000)
        cache.keep("one", for: Key(value: 1))
        #expect(cache.value(for: Key(value: 1)) == "one")
        #expect(cache.value(for: Key(value: 2)) == nil)
        cache.keep("uno", for: Key(value: 1))
        #expect(cache.value(for: Key(value: 1)) == "uno")
        #expect(cache.count == 1)
    }

    @Test("never holds more than its limit, whatever the shards")
    func bounded() {
        for (limit, shards) in [(2, 16), (10, 1), (1_000, 16), (5_000, 4), (20_000, 16)] {
            let cache = GenerationalCache<Key, Int>(limit: limit, shards: shards)
            for i in 0..<(limit * 5) { cache.keep(i, for: Key(value: i)) }
            #expect(cache.count <= max(limit, 2), "limit \(limit), \(shards) shards: \(cache.count)")
            // The newest values are kept.
            #expect(cache.value(for: Key(value: limit * 5 - 1)) == limit * 5 - 1)
        }
    }

    @Test("a value asked for again survives the aging that drops the others")
    func recentlyUsedStays() {
        // One shard, 10 values per generation.
        let cache = GenerationalCache<Key, Int>(limit: 20, shards: 1)
        cache.keep(-1, for: Key(value: -1))
        for i in 0..<100 {
            cache.keep(i, for: Key(value: i))
            #expect(cache.value(for: Key(value: -1)) == -1, "lost after \(i + 1) more values")
        }
        // Values not asked for again are dropped after two generations.
        #expect(cache.value(for: Key(value: 0)) == nil)
        #expect(cache.count <= 20)
    }

    @Test("removeAll lets go of every value")
    func removesAll() {
        let cache = GenerationalCache<Key, Int>(limit: 1_000)
        for i in 0..<500 { cache.keep(i, for: Key(value: i)) }
        cache.removeAll()
        #expect(cache.count == 0)
        #expect(cache.value(for: Key(value: 3)) == nil)
    }

    @Test("threads keeping and finding at once see only values kept for the key")
    func concurrent() {
        let cache = GenerationalCache<Key, Int>(limit: 4_096)
        let wrong = Counter()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for i in 0..<20_000 {
                let key = Key(value: (i * 7 + thread) % 3_000)
                if let found = cache.value(for: key), found != key.value * 2 { wrong.add() }
                cache.keep(key.value * 2, for: key)
            }
        }
        #expect(wrong.value == 0)
        #expect(cache.count <= 4_096)
    }

    final class Counter: @unchecked Sendable {
        private let lock = CacheLock()
        private var count = 0
        func add() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }

    @Test("the caches' keys hash for dictionaries from the hash they made once: equal keys alike, every field counted")
    func keysHashOnce() {
        final class Marker {}
        let (a, b) = (Marker(), Marker())
        func key(_ text: String, _ font: AnyObject, _ language: String = "de", weight: Int = 400) -> PreparationKey {
            PreparationKey(text: text, font: ObjectIdentifier(font), language: language, metricsOverride: nil, fallbackWeight: weight)
        }
        let seed = 0x1234_5678
        // Equal keys made apart give one hash, for any seed.
        #expect(key("Einstellungen", a)._rawHashValue(seed: seed) == key("Einstellungen", a)._rawHashValue(seed: seed))
        // Each field changes it: the text, the font (a text's Text and Display cuts), the
        // language and the weight; and so does the dictionary's seed.
        let base = key("Einstellungen", a)._rawHashValue(seed: seed)
        for other in [key("Einstellung", a), key("Einstellungen", b), key("Einstellungen", a, "fr"), key("Einstellungen", a, weight: 700)] {
            #expect(other._rawHashValue(seed: seed) != base)
        }
        #expect(key("Einstellungen", a)._rawHashValue(seed: seed + 1) != base)
        // Dictionaries and sets find keys by it, equal keys made apart included.
        var prepared: [PreparationKey: Int] = [:]
        for (i, word) in ["Ein", "Zwei", "Drei", "Vier", "Fünf", "Sechs"].enumerated() {
            prepared[key(word, a)] = i
            prepared[key(word, b)] = i + 100
        }
        #expect(prepared.count == 12 && prepared[key("Vier", a)] == 3 && prepared[key("Vier", b)] == 103)
        let words = Set(["ab", "cd", "ab"].map { SpaceSeparation.WordKey(script: HB_SCRIPT_LATIN, language: nil, units: Array($0.utf16)) })
        #expect(words.count == 2)
        #expect(words.contains(SpaceSeparation.WordKey(script: HB_SCRIPT_LATIN, language: nil, units: Array("cd".utf16))))
        #expect(!words.contains(SpaceSeparation.WordKey(script: HB_SCRIPT_CYRILLIC, language: nil, units: Array("cd".utf16))))
    }
}
