import Foundation
import TextStyles

/// P1 and P2 on the real-app corpus: `Benchmarks/pango-check` over the strings the check measures
/// (samples filled in), at the slot's width and the Body sizes of the twelve categories.
///
/// The fonts are the ones the check uses: a fontconfig configuration written for the run lists
/// the repository's Inter and Noto folders and links to the installed files the check took from
/// fontconfig (the CJK fonts), nothing else. P1 is layout only (no line limit, no ellipsis, no
/// attributes: the cheapest check Pango can do); P2 is W3's check (ellipsis, tracking in the
/// scripts set in the system font, the language).
struct RealAppPango {
    let peer: PangoPeer
    let scratch: URL

    /// The configuration: repository fonts plus links to the system fonts the floor found.
    func configuration(fonts: URL, floor: RealAppFloor) throws -> URL {
        let fm = FileManager.default
        let linked = scratch.appendingPathComponent("system-fonts")
        try? fm.removeItem(at: linked)
        try fm.createDirectory(at: linked, withIntermediateDirectories: true)
        let repositoryFonts = fonts.standardizedFileURL.path
        var seen = Set<String>()
        for files in floor.filesByLocale.values {
            for file in files {
                let path = String(file.split(separator: "#").first ?? "")
                guard !path.hasPrefix(repositoryFonts), seen.insert(path).inserted else { continue }
                try fm.createSymbolicLink(atPath: linked.appendingPathComponent((path as NSString).lastPathComponent).path, withDestinationPath: path)
            }
        }
        func xml(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        }
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <!-- Written by typefit-bench for P1 and P2: the fonts the check uses, nothing else. -->
            <fontconfig>
              <dir>\(xml(fonts.appendingPathComponent("Inter").path))</dir>
              <dir>\(xml(fonts.appendingPathComponent("Noto").path))</dir>
              <dir>\(xml(linked.path))</dir>
              <cachedir prefix="xdg">typefit-bench-fontconfig</cachedir>
              <match target="font">
                <edit name="hinting" mode="assign"><bool>false</bool></edit>
                <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
              </match>
            </fontconfig>

            """
        let url = scratch.appendingPathComponent("real-app-fonts.conf")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// The input lines: every checked entry in the slot at the Body sizes.
    static func input(texts: [(locale: String, text: String)], sizes: [(size: Double, weight: FontWeight)], trackedLocales: Set<String>) -> String {
        var out = ""
        for (locale, text) in texts {
            out += PangoPeer.line(
                locale: locale, width: RealAppCorpusWriter.slotWidth, lines: RealAppCorpusWriter.slotLines, settings: sizes,
                tracked: trackedLocales.contains(locale), text: text)
        }
        return out
    }
}
