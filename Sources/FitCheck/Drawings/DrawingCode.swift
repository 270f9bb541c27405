/// A drawing's steps as bytes: base-64 variable-length numbers (``VLQ``), the grammar of the
/// HTML page's drawings (`DrawingEncoder`) without the palette, numbers referring to a
/// ``DrawingStore``'s tables:
///
/// | step | numbers | meaning |
/// |---|---|---|
/// | 0 | m | markup `m` |
/// | 1 | s | the glyphs that follow are scaled by scale `s` |
/// | 3 | y | the baseline of the glyphs that follow is `y`; x starts again at 0 |
/// | 4 | n, then n times g, dx (dy) | glyphs: outline `g / 2` at x + dx; when `g` is odd, dy below the baseline follows |
///
/// Coordinates are in tenths of a point, each rounded on its own (rounding never adds up along a
/// line). About four bytes a glyph, against sixteen for a step kept as a value.
enum DrawingCode {
    /// Writes steps, numbers as the caller gives them (the store's, or a page's and its palette's).
    struct Writer {
        private(set) var out: VLQ
        private var run: [(number: Int, x: Int, y: Int)] = []
        private var baseline: Int?
        private var previousX = 0

        /// A writer appending to `out` (a page's drawing starts with its size and palette).
        init(after out: VLQ = VLQ()) { self.out = out }

        mutating func markup(_ index: Int) {
            flush()
            baseline = nil
            out.append(unsigned: 0)
            out.append(unsigned: index)
        }

        mutating func scale(_ number: Int) {
            flush()
            out.append(unsigned: 1)
            out.append(unsigned: number)
        }

        /// Glyph `number` at (`x`, `y`), in tenths of a point.
        mutating func glyph(_ number: Int, x: Int, y: Int) {
            if baseline == nil {
                flush()
                baseline = y
                previousX = 0
                out.append(unsigned: 3)
                out.append(signed: y)
            }
            run.append((number, x, y))
        }

        /// The numbers written, the last run included.
        mutating func finish() -> VLQ {
            flush()
            return out
        }

        private mutating func flush() {
            guard !run.isEmpty, let baseline else { return }
            out.append(unsigned: 4)
            out.append(unsigned: run.count)
            for glyph in run {
                let dy = glyph.y - baseline
                out.append(unsigned: glyph.number * 2 + (dy == 0 ? 0 : 1))
                out.append(signed: glyph.x - previousX)
                if dy != 0 { out.append(signed: dy) }
                previousX = glyph.x
            }
            run.removeAll(keepingCapacity: true)
        }
    }

    /// The steps of `code`; `scales` gives the value of a scale number.
    static func steps(of code: [UInt8], scales: (Int32) -> Float) -> [Drawing.Step] {
        var reader = VLQ.Reader(code)
        var steps: [Drawing.Step] = []
        var baseline = 0, x = 0
        while !reader.isAtEnd {
            switch reader.unsigned() {
            case 0: steps.append(.markup(Int32(reader.unsigned())))
            case 1: steps.append(.scale(scales(Int32(reader.unsigned()))))
            case 3:
                baseline = reader.signed()
                x = 0
            case 4:
                for _ in 0..<reader.unsigned() {
                    let g = reader.unsigned()
                    x += reader.signed()
                    let y = baseline + (g % 2 == 1 ? reader.signed() : 0)
                    steps.append(.glyph(Int32(g / 2), x: x, y: y))
                }
            default: return steps  // not written by Writer
            }
        }
        return steps
    }
}

/// Base-64 variable-length numbers: five bits a character, the sixth saying another follows
/// (source maps' VLQ); signed numbers carry their sign in the lowest bit.
struct VLQ {
    static let digits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private(set) var bytes: [UInt8] = []

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// A number from 0 up.
    mutating func append(unsigned value: Int) {
        var value = max(0, value)
        repeat {
            var digit = value & 31
            value >>= 5
            if value > 0 { digit |= 32 }
            bytes.append(Self.digits[digit])
        } while value > 0
    }

    /// Any number: its magnitude shifted left, its sign in the lowest bit.
    mutating func append(signed value: Int) {
        append(unsigned: value < 0 ? ((-value) << 1) | 1 : value << 1)
    }

    /// Reads numbers back.
    struct Reader {
        private static let values: [Int8] = {
            var table = [Int8](repeating: -1, count: 256)
            for (value, digit) in VLQ.digits.enumerated() { table[Int(digit)] = Int8(value) }
            return table
        }()
        private let bytes: [UInt8]
        private var position = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { position >= bytes.count }

        mutating func unsigned() -> Int {
            var value = 0, shift = 0
            while position < bytes.count {
                let digit = Int(Self.values[Int(bytes[position])])
                position += 1
                guard digit >= 0 else { break }
                value |= (digit & 31) << shift
                shift += 5
                if digit & 32 == 0 { break }
            }
            return value
        }

        mutating func signed() -> Int {
            let value = unsigned()
            return value & 1 == 1 ? -(value >> 1) : value >> 1
        }
    }
}
