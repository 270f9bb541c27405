/// FNV-1a, 64 bits, over UTF-8, as 16 hex digits: a hash that is the same on every run and
/// machine (Swift's `Hasher` is seeded per process), for identities stored in files.
///
/// Source: Fowler, Noll, Vo, "FNV hash" (IETF draft-eastlake-fnv), offset basis
/// 14695981039346656037, prime 1099511628211. Not cryptographic: it tells texts apart, it does
/// not protect them.
func stableHash(_ text: String) -> String {
    var hash: UInt64 = 14_695_981_039_346_656_037
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 1_099_511_628_211
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
}
