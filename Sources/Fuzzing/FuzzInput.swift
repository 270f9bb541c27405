import Foundation

/// The input formats the harness generates.
public enum FuzzFormat: String, CaseIterable, Sendable {
    case strings, stringsdict, xliff12, xliff2, android, stringCatalog, spec
    /// A `--baseline` file.
    case baseline
    /// Inputs of `typefit infer`.
    case swiftSource, objcSource, storyboard

    /// The name in the summary table.
    public var title: String {
        switch self {
        case .strings: ".strings"
        case .stringsdict: ".stringsdict"
        case .xliff12: "XLIFF 1.2"
        case .xliff2: "XLIFF 2"
        case .android: "strings.xml"
        case .stringCatalog: ".xcstrings"
        case .spec: "spec"
        case .baseline: "baseline"
        case .swiftSource: ".swift (infer)"
        case .objcSource: ".m (infer)"
        case .storyboard: ".storyboard (infer)"
        }
    }

    /// Whether `typefit infer` reads it (the others are read by `typefit check`).
    public var isInferInput: Bool { [.swiftSource, .objcSource, .storyboard].contains(self) }

    /// The key `typefit infer` reads for a sentinel: a storyboard's keys are an object's id
    /// and its property.
    func inferredKey(_ sentinel: String) -> String { self == .storyboard ? sentinel + ".text" : sentinel }

    /// Where the catalog goes in the input's folder (a locale folder, so the locale is known).
    var relativePath: String {
        switch self {
        case .strings: "de.lproj/Localizable.strings"
        case .stringsdict: "de.lproj/Localizable.stringsdict"
        case .xliff12: "de.xliff"
        case .xliff2: "fr.xliff"
        case .android: "res/values-de/strings.xml"
        case .stringCatalog: "Localizable.xcstrings"
        case .spec: "spec.json"
        case .baseline: "baseline.json"
        case .swiftSource: "App/Sources/FuzzViewController.swift"
        case .objcSource: "App/Sources/FuzzViewController.m"
        case .storyboard: "App/Base.lproj/Main.storyboard"
        }
    }
}

/// One generated input: the bytes of a catalog (or a spec), how it was made, and what must hold.
public struct FuzzInput: Sendable {
    /// The generator, for the summary.
    public var format: FuzzFormat
    /// The mutation applied, for the summary and to reproduce a failure.
    public var mutation: String
    /// The seed that made it (`typefit-fuzz --replay SEED` makes it again).
    public var seed: UInt64
    /// The file's bytes.
    public var data: Data
    /// Its lines, as readers count them (a location must name one of them).
    public var lineCount: Int
    /// Whether `fuzz.before`, the first entry, must be read (the damage comes after it).
    public var keepsBefore: Bool
    /// Whether `fuzz.after`, the last entry, must be read (the damage is one the format lets a
    /// reader recover from).
    public var keepsAfter: Bool
    /// For a spec input: the catalog it is checked against.
    public var catalog: Data?
    /// For a baseline: whether `check` must refuse it (exit 64, naming a line of it), must take
    /// it, or may do either (nil: hostile characters may or may not break its syntax).
    public var mustBeRefused: Bool? = nil

    /// A short name: generator, mutation and seed.
    public var name: String { "\(format.rawValue)/\(mutation)#\(seed)" }
}

/// The keys of the two entries every catalog input has around its damaged middle.
public enum Sentinel {
    public static let before = "fuzz.before"
    public static let after = "fuzz.after"
}
