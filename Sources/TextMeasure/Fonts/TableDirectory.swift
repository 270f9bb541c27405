import Foundation

/// The table records of an sfnt file, read directly from its bytes.
///
/// FreeType drops a table whose data runs past the end of the file from its view of the face,
/// so a truncated font looks like one that lacks tables. Reading the directory tells the two
/// apart: a listed table that FreeType cannot see was cut off.
struct TableDirectory {
    struct Record {
        var tag: String
        var offset: Int
        var length: Int
    }

    var records: [Record]
    var fileSize: Int

    /// The directory of face `faceIndex` of the file at `path`, or nil when it cannot be read.
    init?(path: String, faceIndex: Int) {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd() else { return nil }
        fileSize = Int(size)
        func read(_ offset: Int, _ count: Int) -> [UInt8]? {
            guard (try? handle.seek(toOffset: UInt64(offset))) != nil,
                  let data = try? handle.read(upToCount: count), data.count == count else { return nil }
            return [UInt8](data)
        }
        func u32(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
        var start = 0
        guard let head = read(0, 12) else { return nil }
        if head.prefix(4).elementsEqual([0x74, 0x74, 0x63, 0x66]) {  // "ttcf": a collection
            guard let offset = read(12 + 4 * faceIndex, 4) else { return nil }
            start = u32(offset, 0)
        }
        guard let header = read(start, 12) else { return nil }
        let count = Int(header[4]) << 8 | Int(header[5])
        guard let table = read(start + 12, 16 * count) else { return nil }
        records = (0..<count).map { i in
            let base = 16 * i
            let tag = String(decoding: table[base..<base + 4], as: UTF8.self)
            return Record(tag: tag, offset: u32(table, base + 8), length: u32(table, base + 12))
        }
    }

    /// The record of `tag`, if the directory lists it.
    func record(_ tag: String) -> Record? { records.first { $0.tag == tag } }
}
