extension StringProtocol {
    /// Whether `self` comes before `other` in the order a reader expects of numbered names:
    /// runs of ASCII digits compare by their value, so `slots[2]` comes before `slots[10]`;
    /// everything else compares code unit by code unit (UTF-8). Names equal in that order
    /// (`a01`, `a1`) fall back to plain code-unit order, so sorting stays total and repeatable.
    package func naturallyPrecedes<Other: StringProtocol>(_ other: Other) -> Bool {
        let a = Array(utf8), b = Array(other.utf8)
        var i = 0, j = 0
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        while i < a.count && j < b.count {
            if isDigit(a[i]) && isDigit(b[j]) {
                var iEnd = i, jEnd = j
                while iEnd < a.count && isDigit(a[iEnd]) { iEnd += 1 }
                while jEnd < b.count && isDigit(b[jEnd]) { jEnd += 1 }
                // The value: leading zeros dropped, then more digits is larger, then digit by digit.
                var iStart = i, jStart = j
                while iStart < iEnd - 1 && a[iStart] == 0x30 { iStart += 1 }
                while jStart < jEnd - 1 && b[jStart] == 0x30 { jStart += 1 }
                let iLength = iEnd - iStart, jLength = jEnd - jStart
                if iLength != jLength { return iLength < jLength }
                for k in 0..<iLength where a[iStart + k] != b[jStart + k] { return a[iStart + k] < b[jStart + k] }
                i = iEnd
                j = jEnd
            } else {
                if a[i] != b[j] { return a[i] < b[j] }
                i += 1
                j += 1
            }
        }
        if (a.count - i) != (b.count - j) { return (a.count - i) < (b.count - j) }
        return a.lexicographicallyPrecedes(b)
    }
}
