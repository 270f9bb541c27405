import Foundation
import TextMeasure

/// Finds TypeFit's bundled fonts without depending on the working directory.
///
/// In order: `--fonts DIR`, the `TYPEFIT_FONTS` environment variable, `share/typefit/Fonts`
/// next to an installed binary (`make install PREFIX=...`), a `Fonts` folder beside the binary,
/// then the package's own `Fonts/` above a `swift build` binary (`.build/debug/typefit`).
package enum ResourceLocator {
    /// `--fonts DIR` and `--no-system-fonts`, the options of every command that measures.
    static let fontOptions: [CommandSignature.Option] = [
        .init(name: "fonts", valueName: "dir", help: "TypeFit's fonts folder (default: found next to the binary, or TYPEFIT_FONTS)."),
        .flag("no-system-fonts", help: "Use only TypeFit's bundled fonts, never fontconfig's."),
    ]

    /// `--system-font PATH|stand-in`, for the commands that measure with the system font.
    static let systemFontOption = CommandSignature.Option(
        name: "system-font", valueName: "path",
        help: "Apple's SF Pro to measure the system font with: SF-Pro.ttf, the SF-Pro-Text/Display files, or their folder; 'stand-in' for the bundled Inter (default: TYPEFIT_SYSTEM_FONT, the spec's systemFont, macOS's own SFNS.ttf, else the stand-in).")

    /// The SF Pro files to measure the system font with, in order: `--system-font`, the
    /// `TYPEFIT_SYSTEM_FONT` environment variable, the spec's `systemFont`, the installed system
    /// font on macOS; nil (the stand-in) when none, or when the first given says `stand-in`.
    static func systemFont(_ arguments: ParsedArguments, specSystemFont: String?, environment: [String: String]) throws -> AppleSystemFont? {
        let choices: [(value: String?, origin: String)] = [
            (arguments.value("system-font"), "--system-font"),
            (environment["TYPEFIT_SYSTEM_FONT"].flatMap { $0.isEmpty ? nil : $0 }, "TYPEFIT_SYSTEM_FONT"),
            (specSystemFont, "the spec's systemFont"),
        ]
        guard let (value, origin) = choices.first(where: { $0.value != nil }).map({ ($0.value!, $0.origin) }) else {
            return AppleSystemFont.installed
        }
        if ["stand-in", "standin", "inter"].contains(value.lowercased()) { return nil }
        do {
            return try AppleSystemFont.locate(value)
        } catch {
            throw UsageError("\(origin): \(error.description)", hint: "point it at Apple's SF-Pro.ttf (developer.apple.com/fonts), the SF-Pro-Text-*/SF-Pro-Display-* files or their folder, or write 'stand-in'")
        }
    }

    /// A measurer over `library` with the system font `systemFont(_:specSystemFont:environment:)` finds.
    static func measurer(library: FontLibrary, _ arguments: ParsedArguments, specSystemFont: String? = nil, environment: [String: String]) throws -> TextMeasurer {
        TextMeasurer(library: library, systemFont: try systemFont(arguments, specSystemFont: specSystemFont, environment: environment))
    }

    /// The font library the `fontOptions` of `arguments` ask for: the fonts folder found as
    /// `fontsDirectory` finds it, with fontconfig's fonts unless `--no-system-fonts`.
    static func fontLibrary(_ arguments: ParsedArguments, environment: [String: String]) throws -> FontLibrary {
        let fonts = try fontsDirectory(option: arguments.value("fonts"), environment: environment)
        do {
            return try FontLibrary(fontsDirectory: fonts, usesSystemFallback: !arguments.flag("no-system-fonts"))
        } catch {
            throw RuntimeError(message: String(describing: error), hint: "reinstall TypeFit or pass --fonts DIR")
        }
    }

    /// The fonts folder, or a runtime error listing where it looked.
    package static func fontsDirectory(option: String?, environment: [String: String]) throws -> URL {
        var tried: [String] = []
        func candidate(_ url: URL) -> URL? {
            let path = url.standardizedFileURL.path
            tried.append(path)
            return FileManager.default.fileExists(atPath: url.appendingPathComponent("fallback.json").path) ? url.standardizedFileURL : nil
        }
        if let option {
            let url = URL(fileURLWithPath: option)
            guard let found = candidate(url) else {
                throw UsageError("--fonts '\(option)' is not a TypeFit fonts folder (it has no fallback.json)", hint: "point it at the Fonts folder of the TypeFit repository or of an installation")
            }
            return found
        }
        if let value = environment["TYPEFIT_FONTS"], !value.isEmpty {
            guard let found = candidate(URL(fileURLWithPath: value)) else {
                throw RuntimeError(message: "TYPEFIT_FONTS='\(value)' is not a TypeFit fonts folder (it has no fallback.json)", hint: "unset it or point it at TypeFit's Fonts folder")
            }
            return found
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "typefit").resolvingSymlinksInPath()
        let binDirectory = executableDirectory() ?? executable.deletingLastPathComponent()
        var candidates = [
            binDirectory.deletingLastPathComponent().appendingPathComponent("share/typefit/Fonts"),
            binDirectory.appendingPathComponent("Fonts"),
        ]
        var up = binDirectory
        for _ in 0..<5 {
            up = up.deletingLastPathComponent()
            candidates.append(up.appendingPathComponent("Fonts"))
        }
        for url in candidates {
            if let found = candidate(url) { return found }
        }
        throw RuntimeError(
            message: "cannot find TypeFit's fonts (looked in: \(tried.joined(separator: ", ")))",
            hint: "pass --fonts DIR or set TYPEFIT_FONTS to the Fonts folder of the TypeFit repository")
    }

    /// The directory of the running executable, from /proc on Linux.
    private static func executableDirectory() -> URL? {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path).deletingLastPathComponent()
        }
        #endif
        return Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
    }
}
