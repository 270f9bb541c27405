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
/// that names it), then the same folders of the other `res` folders read, in path order (an
/// app's module may name a library module's string). A reference to a reference is followed.
///
/// A cycle of references is an `invalidEntry` issue. A reference to a name no `res` folder read
/// has, to another package's string (`@android:string/ok`) or to a non-string resource is an
/// `unreadableValue` warning: TypeFit has no such text (aapt2 would refuse a name no module of
/// the app has, but the module may simply not have been given to TypeFit). Either way the entry
/// keeps the reference as its text, and is still measured and counted.
func resolveAndroidReferences(_ files: inout [CatalogFile]) {
    // Most apps have few references or none: index the strings only when there is one.
    guard files.contains(where: { $0.format == .androidStrings && $0.entries.contains { $0.androidReference != nil } }) else { return }
    var index = AndroidStringIndex()
    for file in files where file.format == .androidStrings {
        guard let folder = AndroidValuesFolder(path: file.path) else { continue }
        for entry in file.entries where entry.variant == nil {
            index.add(entry, in: folder)
        }
    }
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
                // A reference to a `formatted="false"` string shows it unformatted.
                files[fileIndex].entries[entryIndex].specifierSyntax = target.specifierSyntax
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
    /// Every `res` folder with strings, in path order.
    private var resFolders: [String] = []

    mutating func add(_ entry: CatalogEntry, in folder: AndroidValuesFolder) {
        if strings[folder] == nil, !resFolders.contains(folder.res) {
            resFolders.insert(folder.res, at: resFolders.firstIndex { $0 > folder.res } ?? resFolders.endIndex)
        }
        strings[folder, default: [:]][entry.key] = entry
    }

    /// The string `name` as seen from `folder`: its own `res` folder's lookup chain, then the
    /// same chain in the other `res` folders.
    private func string(_ name: String, from folder: AndroidValuesFolder) -> CatalogEntry? {
        let chain = folder.lookupChain
        if let found = chain.lazy.compactMap({ self.strings[$0]?[name] }).first { return found }
        for res in resFolders where res != folder.res {
            for link in chain {
                if let found = strings[AndroidValuesFolder(res: res, name: link.name)]?[name] { return found }
            }
        }
        return nil
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
            guard let target = string(current.name, from: folder) else {
                let via = path.count > 1 ? " (through \(path.joined(separator: " -> ")))" : ""
                let places = folder.lookupChain.map { $0.name + "/" }.joinedAsProse("or")
                return .problem(.unreadableValue, "names no string in \(places) of the res folders read\(via)"
                                + " (aapt2 refuses a name no module of the app has; if a module holds it, give TypeFit its res folder too)")
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
