import Foundation
import TextStyles

/// Apple's SF Pro, when the user has it: the files the system profile then measures with
/// instead of its stand-in (DESIGN.md, decision 4). SF Pro may not be redistributed; TypeFit
/// never ships it, and only reads the files the user points at.
///
/// Three layouts are understood:
/// - the variable font (`SF-Pro.ttf` from Apple's download, axes `opsz` 17-28 and `wght`; or
///   macOS's installed `/System/Library/Fonts/SFNS.ttf`): one instance per weight and optical
///   size, the optical size set as iOS 14 and later set it, to the point size clamped to the axis;
/// - the static cuts (`SF-Pro-Text-<Weight>.otf` below 20 pt and `SF-Pro-Display-<Weight>.otf`
///   from 20 pt, as iOS 13 and earlier switched), by weight;
/// - any other single font file: used at every size and weight (its axes, if it has any, set
///   as for SF-Pro.ttf).
public struct AppleSystemFont: Sendable, Hashable {
    /// How the files are laid out.
    public enum Layout: Sendable, Hashable {
        /// One variable font: its path, its axes, and the `wght` value of each weight (from its
        /// named instances where they name one, else the weight's number).
        case variable(path: String, axes: [VariationAxis], weights: [Int: Double])
        /// Static Text and Display cuts by weight (100-900).
        case cuts(text: [Int: String], display: [Int: String])
        /// One static font file.
        case single(path: String)
    }

    /// How the files are laid out.
    public let layout: Layout
    /// Every file, for reports.
    public var files: [String] {
        switch layout {
        case .variable(let path, _, _), .single(let path): [path]
        case .cuts(let text, let display): (text.values.sorted() + display.values.sorted())
        }
    }

    /// Where macOS keeps its system font (a variable SF Pro with `opsz` and `wght`).
    public static let macOSPath = "/System/Library/Fonts/SFNS.ttf"

    /// The installed system font on macOS, found without being named; nil elsewhere, or when
    /// it is missing or unreadable.
    public static var installed: AppleSystemFont? {
        #if os(macOS)
        guard FileManager.default.fileExists(atPath: macOSPath) else { return nil }
        return try? locate(macOSPath)
        #else
        return nil
        #endif
    }

    /// The SF Pro files at `path`: a font file, or a folder holding `SF-Pro.ttf`, `SFNS.ttf`, or
    /// the `SF-Pro-Text-*` and `SF-Pro-Display-*` files. A static Text or Display file named
    /// directly brings its siblings in its folder.
    ///
    /// - Throws: `FontLoadingError` naming the path when it holds no SF Pro files or the font
    ///   cannot be read.
    public static func locate(_ path: String) throws(FontLoadingError) -> AppleSystemFont {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FontLoadingError(.unreadable, path: path, reason: "no such file or folder")
        }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        if isDirectory.boolValue {
            for name in ["SF-Pro.ttf", "SFNS.ttf"] where FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path) {
                return try file(url.appendingPathComponent(name).path)
            }
            if let cuts = try staticCuts(in: url) { return cuts }
            throw FontLoadingError(
                .unreadable, path: path,
                reason: "no SF Pro files in the folder (expected SF-Pro.ttf, or SF-Pro-Text-*.otf and SF-Pro-Display-*.otf)")
        }
        if StaticCutName(url.lastPathComponent) != nil, let cuts = try staticCuts(in: url.deletingLastPathComponent()) {
            return cuts
        }
        return try file(url.path)
    }

    /// One file: variable when it has a `wght` or `opsz` axis, else a single static font.
    private static func file(_ path: String) throws(FontLoadingError) -> AppleSystemFont {
        let font = try Font(FontDescriptor(path: path))
        let axes = font.variationAxes.filter { $0.tag == "wght" || $0.tag == "opsz" }
        guard !axes.isEmpty else { return AppleSystemFont(layout: .single(path: path)) }
        var weights: [Int: Double] = [:]
        for instance in font.namedInstances {
            guard let weight = StaticCutName.weight(instance.name), let value = instance.coordinates["wght"] else { continue }
            if weights[weight] == nil { weights[weight] = value }
        }
        return AppleSystemFont(layout: .variable(path: path, axes: axes, weights: weights))
    }

    /// The `SF-Pro-Text-*` and `SF-Pro-Display-*` files of `folder` (italics left out), when
    /// it has both kinds.
    private static func staticCuts(in folder: URL) throws(FontLoadingError) -> AppleSystemFont? {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw FontLoadingError(.unreadable, path: folder.path, reason: "cannot list the folder (\(error.localizedDescription))")
        }
        var text: [Int: String] = [:], display: [Int: String] = [:]
        for name in names {
            guard let cut = StaticCutName(name) else { continue }
            let path = folder.appendingPathComponent(name).path
            if cut.isDisplay { display[cut.weight] = display[cut.weight] ?? path } else { text[cut.weight] = text[cut.weight] ?? path }
        }
        guard !text.isEmpty || !display.isEmpty else { return nil }
        // One kind alone stands in for the other (a folder of Text files only).
        return AppleSystemFont(layout: .cuts(text: text.isEmpty ? display : text, display: display.isEmpty ? text : display))
    }

    // MARK: - Choosing a font

    /// The font to set text of `weight` (100-900) at `pointSize` in, and what it approximates.
    ///
    /// Variable: `wght` from the weight, `opsz` = the point size clamped to the axis, rounded
    /// to a quarter point (exact for Dynamic Type's whole sizes; a shrinking label's bisection
    /// would otherwise load a new instance at every step). Static cuts: Display from
    /// `displayFrom` pt, the file of the nearest weight.
    public func descriptor(weight: Int, pointSize: Double, displayFrom: Double) -> FontDescriptor {
        switch layout {
        case .variable(let path, let axes, let weights):
            var variations: [String: Double] = [:]
            for axis in axes {
                switch axis.tag {
                case "wght": variations["wght"] = axis.clamp(weights[weight] ?? Double(weight))
                case "opsz": variations["opsz"] = axis.clamp((pointSize * 4).rounded() / 4)
                default: break
                }
            }
            return FontDescriptor(path: path, variations: variations)
        case .cuts(let text, let display):
            let files = pointSize >= displayFrom ? display : text
            let nearest = files.keys.min { (abs($0 - weight), $0) < (abs($1 - weight), $1) }!
            return FontDescriptor(path: files[nearest]!)
        case .single(let path):
            return FontDescriptor(path: path)
        }
    }

    /// What measurements with these files say about them.
    public var note: String {
        let names = files.map { URL(fileURLWithPath: $0).lastPathComponent }
        switch layout {
        case .variable(_, let axes, _):
            let opsz = axes.first { $0.tag == "opsz" }.map {
                "optical size = point size within \(Self.number($0.minimum))-\(Self.number($0.maximum)) pt, as iOS 14 and later set it"
            } ?? "no optical-size axis: one design at every size"
            return "measured with Apple's system font \(names[0]) (\(opsz)): its widths are Apple's, so no calibration and no error band"
        case .cuts:
            let folder = URL(fileURLWithPath: files[0]).deletingLastPathComponent().path
            return "measured with Apple's static SF Pro cuts (\(names.count) SF-Pro-Text/SF-Pro-Display files in \(folder)): Display from 20 pt as before iOS 14 (iOS 14 and later change the optical size continuously from 17 to 28 pt; the variable SF-Pro.ttf reproduces that); widths are Apple's, so no calibration and no error band"
        case .single:
            return "measured with \(names[0]) as the system font at every size and weight: no calibration and no error band"
        }
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// A static SF Pro file name: `SF-Pro-Text-Semibold.otf`, `SF-Pro-Display-Bold.ttf`.
struct StaticCutName {
    let isDisplay: Bool
    let weight: Int

    init?(_ fileName: String) {
        let lower = fileName.lowercased()
        guard lower.hasSuffix(".otf") || lower.hasSuffix(".ttf") else { return nil }
        let stem = String(lower.dropLast(4))
        let isDisplay: Bool
        let rest: Substring
        if stem.hasPrefix("sf-pro-text-") {
            (isDisplay, rest) = (false, stem.dropFirst("sf-pro-text-".count))
        } else if stem.hasPrefix("sf-pro-display-") {
            (isDisplay, rest) = (true, stem.dropFirst("sf-pro-display-".count))
        } else {
            return nil
        }
        guard !rest.hasSuffix("italic"), let weight = Self.weight(String(rest)) else { return nil }
        self.isDisplay = isDisplay
        self.weight = weight
    }

    /// The weight (100-900) a style or instance name stands for: `Semibold`, `Display Bold`,
    /// `Text Regular`; nil for italics and names that are no weight.
    static func weight(_ name: String) -> Int? {
        var key = name.lowercased().replacingOccurrences(of: " ", with: "")
        for prefix in ["text", "display"] where key.hasPrefix(prefix) && key.count > prefix.count {
            key = String(key.dropFirst(prefix.count))
        }
        guard !key.contains("italic") else { return nil }
        return FontWeight(parsing: key)?.numericValue
    }
}
