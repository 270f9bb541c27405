import Catalogs
import FitCheck
import Foundation
import TextFormatting

/// `typefit pseudo`: writes a pseudo-localization of a catalog in the input's own format.
enum PseudoCommand: Subcommand {
    static let name = "pseudo"
    static let abstract = "Write a pseudo-localization of a catalog, in its own format."
    static let discussion: String? = """
        Modes follow Xcode's pseudolanguages: accented (ÂĉĉéñţéÐ), double (the text twice),
        bounded ([# text #]) and rtl (right-to-left), plus expand:RATIO (padded to RATIO times
        the length). Format specifiers (%@, %1$d, %#@name@), markup and escapes are kept.
        A String Catalog gains a localization; the other formats are written as a new file of
        the same kind: \(CatalogFormat.allCases.filter { $0 != .stringCatalog }.map(\.fileNames).joinedAsProse("and")).
        """
    static let signature = CommandSignature(
        options: [
            .init(name: "mode", valueName: "mode", help: "\(PseudoMode.argumentNames.joinedAsProse("or")) (e.g. expand:1.4)."),
            .init(name: "locale", valueName: "name", help: "The pseudo locale (default en-XA, or ar-XB for rtl)."),
            .init(name: "output", short: "o", valueName: "path", help: "Where to write the result (may equal the input for a String Catalog)."),
        ],
        positionals: [.init(name: "input", help: "A \(CatalogFormat.fileNameList("or")) file.")])
    static let examples = [
        "typefit pseudo Localizable.xcstrings --mode expand:1.4 -o Localizable.xcstrings",
        "typefit pseudo en.lproj/Main.strings --mode accented -o en-XA.lproj/Main.strings",
        "typefit pseudo de.xliff --mode bounded --locale de-XA -o de-XA.xliff",
    ]

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        guard let modeText = arguments.value("mode") else {
            throw UsageError("missing '--mode' for 'typefit pseudo'", hint: "write for example '--mode accented' (or \(PseudoMode.argumentNames.dropFirst().joinedAsProse("or")))")
        }
        let mode = try OptionValues.pseudoMode(modeText)
        guard let output = arguments.value("output") else {
            throw UsageError("missing '-o' for 'typefit pseudo'", hint: "write for example '-o Localizable.xcstrings' (a String Catalog may be updated in place)")
        }
        let input = arguments.positionals[0]
        guard FileManager.default.fileExists(atPath: input) else {
            throw UsageError("'\(input)' does not exist", hint: "give a \(CatalogFormat.fileNameList("or")) file")
        }
        do {
            try writePseudoLocalization(of: URL(fileURLWithPath: input), mode: mode, locale: arguments.value("locale"), to: URL(fileURLWithPath: output))
        } catch {
            switch error.kind {
            case .unsupportedFormat:
                throw UsageError(error.description, hint: "give a \(CatalogFormat.fileNameList("or")) file")
            case .writeFailed:
                throw RuntimeError(message: error.description, hint: "give -o the path of a file in a folder you can write to")
            default:
                throw RuntimeError(message: error.description, hint: "fix the file (TypeFit does not pseudo-localize a file it cannot read cleanly)")
            }
        }
        context.reporter.output("wrote \(output) (\(mode), locale \(arguments.value("locale") ?? mode.defaultLocale))")
        return .success
    }
}
