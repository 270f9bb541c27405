/// A key that says which shard of a `GenerationalCache` it belongs to, from a hash it already
/// holds (hashing it again for the shard would cost as much as the lookup).
protocol ShardedKey: Hashable {
    /// Any well-mixed bits of the key (equal keys give equal bits).
    var shardBits: Int { get }
}

/// A dictionary's hash of a key that holds its own well-mixed hash (`bits`, made once with a
/// `Hasher` when the key was made), for the key's `_rawHashValue(seed:)`: the standard library's
/// default hashed the stored hash again with SipHash on every lookup, and the two caches are
/// asked several times per entry (perf, a real app's check with one job: the hashing was 1.4% of
/// its time, inside the 5.5% the cache lookups took). The dictionary's per-instance `seed` is
/// mixed in with a multiply and shifts (the finalizer of MurmurHash3's 64-bit variant), so two
/// dictionaries still order the same keys differently.
@inline(__always)
func seededHash(_ bits: Int, seed: Int) -> Int {
    var x = UInt64(UInt(bitPattern: bits ^ seed))
    x ^= x >> 33
    x &*= 0xff51_afd7_ed55_8ccd
    x ^= x >> 33
    x &*= 0xc4ce_b9fe_1a85_ec53
    x ^= x >> 33
    return Int(bitPattern: UInt(x))
}

/// A bounded cache shared by threads: two generations, split in shards with a lock each.
///
/// In each shard, when the newer generation holds its share of `limit` it becomes the older
/// one (the older is dropped), and a hit in the older generation moves the value back: what is
/// asked for again stays, a catalog of 100,000 texts does not fill memory.
///
/// Shards, because with one lock for the whole cache the threads of `typefit check --jobs 2`
/// waited for each other: the prepared-text and word caches are asked several times per entry,
/// and `perf record -g` on a real app's catalogs (51,600 entries) counted 83 samples of threads
/// asleep on those two locks, against 20 with 16 shards each (issue 14). Most of that check's
/// other waits are in malloc's arena lock, which this does not touch.
final class GenerationalCache<Key: ShardedKey, Value>: @unchecked Sendable {
    private final class Shard: @unchecked Sendable {
        let lock = CacheLock()
        /// Guarded by `lock`, so the runtime's exclusivity checks are left out.
        @exclusivity(unchecked) var newer: [Key: Value] = [:]
        @exclusivity(unchecked) var older: [Key: Value] = [:]
    }

    private let shards: [Shard]
    /// Values per shard and generation.
    private let generation: Int
    /// The first capacity of a shard's newer generation (it grows to `generation` from there).
    private let initialCapacity: Int

    /// A cache of at most `limit` values in all (`limit / 2` per generation; at least two), in
    /// up to `shards` shards (a power of two): fewer when a shard would hold fewer than 64
    /// values per generation.
    init(limit: Int, shards: Int = 16) {
        precondition(shards > 0 && shards & (shards - 1) == 0, "the shard count is a power of two")
        var count = shards
        while count > 1 && limit / 2 / count < 64 { count /= 2 }
        self.shards = (0..<count).map { _ in Shard() }
        generation = max(1, limit / 2 / count)
        initialCapacity = min(generation, 256)
    }

    private func shard(_ key: Key) -> Shard {
        // The high bits mixed in: some keys' low bits vary little (a text's length).
        let bits = key.shardBits
        return shards[(bits ^ (bits >> 17) ^ (bits >> 41)) & (shards.count - 1)]
    }

    /// The value kept for `key`, if any (moved back to the newer generation when it was in the
    /// older one).
    func value(for key: Key) -> Value? {
        let shard = shard(key)
        shard.lock.lock()
        if let known = shard.newer[key] {
            shard.lock.unlock()
            return known
        }
        guard let older = shard.older.removeValue(forKey: key) else {
            shard.lock.unlock()
            return nil
        }
        let dropped = keepLocked(older, for: key, in: shard)
        shard.lock.unlock()
        withExtendedLifetime(dropped) {}
        return older
    }

    /// Keeps `value` for `key`.
    func keep(_ value: Value, for key: Key) {
        let shard = shard(key)
        shard.lock.lock()
        let dropped = keepLocked(value, for: key, in: shard)
        shard.lock.unlock()
        // Freed after unlocking, so no other thread waits while a generation is freed.
        withExtendedLifetime(dropped) {}
    }

    /// Lets go of every value.
    func removeAll() {
        for shard in shards {
            shard.lock.lock()
            let dropped = (shard.newer, shard.older)
            shard.newer = [:]
            shard.older = [:]
            shard.lock.unlock()
            withExtendedLifetime(dropped) {}
        }
    }

    /// How many values are kept (for tests).
    var count: Int {
        shards.reduce(0) { total, shard in
            shard.lock.lock()
            defer { shard.lock.unlock() }
            return total + shard.newer.count + shard.older.count
        }
    }

    /// Adds a value to the shard's newer generation, aging the generations when it is full; call
    /// with the shard's lock held. Returns the generation it dropped, for the caller to let go
    /// of after unlocking.
    private func keepLocked(_ value: Value, for key: Key, in shard: Shard) -> [Key: Value]? {
        var dropped: [Key: Value]?
        if shard.newer.count >= generation {
            dropped = shard.older
            shard.older = shard.newer
            // Sized for a whole generation: grown one doubling at a time, every key was hashed
            // again at each (callgrind: half of what storing cost a real app's check; issue 14).
            shard.newer = Dictionary(minimumCapacity: generation)
        } else if shard.newer.isEmpty && shard.newer.capacity < initialCapacity {
            shard.newer.reserveCapacity(initialCapacity)
        }
        shard.newer[key] = value
        return dropped
    }
}
