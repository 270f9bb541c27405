import Foundation
import TextFormatting

/// Replaces the text of Android entries whose value is a reference to another string
/// (`<string name="title">@string/settings</string>`) with the text of the string it names, so
/// that what is measured is what the app shows.
///
/// The app resolves a reference at run time in the device's configuration, so a reference in
/// `values-fr` (or a French fallback to a `values/` reference) names the French string when there
/// is one, else the default `values/` one (Android's "Providing resources" guide, "How Android
/// finds the best-matching resource"). Here the lookup goes: the entry's own `values-*` folder,
/// the same language without its region (`values-fr-rCA` -> `values-fr`), then `values/`, over
/// every Android file of the same `res` folder (a string may live in another file than the one
/// that names it). A reference to a reference is followed in turn.
///
/// A reference that names no string of the app is an `invalidEntry` issue (aapt2 refuses to link
/// it), and so is a cycle; a reference to another package's string (`@android:string/ok`) or to
/// a non-string resource is an `unreadableValue` warning: TypeFit has no such text. Either way
/// the entry keeps the reference as its text, and is still measured and counted.
func resolveAndroidReferences(_ files: inout [CatalogFile]) {
    var index = AndroidStringIndex()
    for file in files where file.format == .androidStrings {
        guard let folder = AndroidValuesFolder(path: file.path) else { continue }
        for entry in file.entries where entry.variant == nil {
            index.add(entry, in: folder)
        }
    }
    guard index.hasReferences else { return }
    for fileIndex in files.indices where files[fileIndex].format == .androidStrings {
        guard let folder = AndroidValuesFolder(path: files[fileIndex].path) else { continue }
        var issues: [CatalogIssue] = []
        for entryIndex in files[fileIndex].entries.indices {
            let entry = files[fileIndex].entries[entryIndex]
            guard let written = entry.androidReference, let reference = AndroidReference(written) else { continue }
            switch index.resolve(reference, from: folder) {
            case .string(let target):
                files[fileIndex].entries[entryIndex].text = target.text
                files[fileIndex].entries[entryIndex].untranslatableParts = target.untranslatableParts
            case .problem(let kind, let reason):
                issues.append(CatalogIssue(kind: kind, location: entry.location,
                                           message: "\"\(entry.key)\" is \(written), which \(reason); it is measured as written", key: entry.key))
            }
        }
        files[fileIndex].issues += IssueLimit.cap(issues)
    }
}

/// An Android `values*` folder: the `res` folder it is in and its qualifiers.
struct AndroidValuesFolder: Hashable {
    var res: String
    /// `values`, `values-fr`, `values-fr-rCA`, `values-b+sr+Latn`.
    var name: String

    init?(path: String) {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let name = folder.lastPathComponent
        guard name == "values" || name.hasPrefix("values-") else { return nil }
        self.res = folder.deletingLastPathComponent().path
        self.name = name
    }

    init(res: String, name: String) {
        self.res = res
        self.name = name
    }

    /// The folders a reference made here is looked up in, most specific first.
    var lookupChain: [AndroidValuesFolder] {
        var names = [name]
        let parts = name.split(separator: "-").map(String.init)
        // `values-fr-rCA-...`: the language alone, when a region follows it.
        if parts.count > 2, parts[2].hasPrefix("r"), parts[2].count == 3 { names.append("values-" + parts[1]) }
        names.append("values")
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }.map { AndroidValuesFolder(res: res, name: $0) }
    }
}

/// The plain strings of every `values*` folder, by name, for resolving references.
struct AndroidStringIndex {
    enum Resolution: Equatable {
        /// The string the reference names, at the end of any chain of references.
        case string(CatalogEntry)
        case problem(CatalogIssue.Kind, String)
    }

    private var strings: [AndroidValuesFolder: [String: CatalogEntry]] = [:]
    private(set) var hasReferences = false

    mutating func add(_ entry: CatalogEntry, in folder: AndroidValuesFolder) {
        strings[folder, default: [:]][entry.key] = entry
        if entry.androidReference != nil { hasReferences = true }
    }

    /// The text `reference`, made in `folder`, shows; references to references are followed.
    func resolve(_ reference: AndroidReference, from folder: AndroidValuesFolder) -> Resolution {
        var current = reference
        var path = [reference.written]
        while true {
            guard current.isAppString else {
                let what = current.package.map { "names a string of the \($0) package" } ?? "names a \(current.type) resource, not a string"
                return .problem(.unreadableValue, "\(what), whose text TypeFit does not have")
            }
            guard let target = folder.lookupChain.lazy.compactMap({ self.strings[$0]?[current.name] }).first else {
                let via = path.count > 1 ? " (through \(path.joined(separator: " -> ")))" : ""
                let places = folder.lookupChain.map { $0.name + "/" }.joinedAsProse("or")
                return .problem(.invalidEntry, "names no string of the app in \(places)\(via) (aapt2 refuses to link it)")
            }
            guard let next = target.androidReference.flatMap(AndroidReference.init) else { return .string(target) }
            guard !path.contains(next.written) else {
                return .problem(.invalidEntry, "is a cycle of references: \((path + [next.written]).joined(separator: " -> "))")
            }
            path.append(next.written)
            current = next
        }
    }
}
