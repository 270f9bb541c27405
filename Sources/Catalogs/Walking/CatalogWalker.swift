import Foundation

/// Reads every catalog under the given files and directories.
///
/// Directories are walked recursively, skipping hidden entries (`.git`, `.build`), build output
/// (`build`, `Build`, `DerivedData`, `node_modules`, `Pods`, `Carthage`), symbolic links to
/// directories, and everything in an `.xcloc` bundle but its `Localized Contents`. Inside
/// them it reads the files of every `CatalogFormat` (Android's `*.xml` only inside
/// Android `values*` folders. Files given explicitly are read whatever their folder.
/// Files are read in sorted path order, so results are deterministic.
///
/// After reading, `.strings`, `.stringsdict` and Android tables are paired across locales (the
/// same file name in sibling `*.lproj` or `values*` folders): entries get the development
/// language's text as `sourceText`, and a key present in the development language but absent
/// from a translation becomes a fallback entry (`isFallbackToSource`) for that locale with a
/// `missingTranslation` issue, as String Catalogs do. Before that, Android values that are
/// references to other strings (`@string/settings`) take the text they name
/// (`resolveAndroidReferences`). After it, the source texts of XLIFF translations become
/// source-language entries, once each (`addXLIFFSourceEntries`), and a language folder without
/// the development language's `.stringsdict` misses its keys (`addMissingStringsDictTables`).
public func readCatalogs(at paths: [URL], options: CatalogReadingOptions = .init()) -> CatalogSet {
    var set = CatalogSet()
    var files: Set<String> = []
    for url in paths {
        switch FileKind.of(url.path) {
        case .failure(let error):
            set.pathIssues.append(CatalogIssue(kind: .unreadableFile, location: SourceLocation(file: url.path, line: 1),
                                               message: "cannot read it: \(error.reason)"))
        case .success(.directory):
            collectCatalogFiles(in: url.path, into: &files, issues: &set.pathIssues)
        case .success:
            // Anything else given by name is read, or refused with its reason (a pipe, a device).
            files.insert(url.path)
        }
    }
    set.files = readEach(files.sorted(), options: options)
    resolveAndroidReferences(&set.files)
    pairTablesAcrossLocales(&set.files, options: options)
    addMissingStringsDictTables(to: &set.files, options: options)
    addXLIFFSourceEntries(to: &set.files)
    return set
}

/// The files at `paths`, in that order, read by up to `options.concurrency` threads (each file
/// is read by one worker, into its own slot; the order of the result is the order of `paths`).
///
/// Workers take the next file as they finish one, largest first: dealt out in turn (worker `w`
/// took files `w`, `w + workers`, ...), an app's four tables per `.lproj` gave one of two
/// workers every `Localizable.strings`, and reading a real app's catalogs took as long with
/// `--jobs 2` as with one (0.30 s; issue 14).
private func readEach(_ paths: [String], options: CatalogReadingOptions) -> [CatalogFile] {
    let workers = max(1, min(options.concurrency, paths.count))
    if workers == 1 {
        return paths.map { readCatalog(at: URL(fileURLWithPath: $0), options: options) }
    }
    let queue = WorkQueue(order: largestFirst(paths))
    var files = [CatalogFile?](repeating: nil, count: paths.count)
    files.withUnsafeMutableBufferPointer { buffer in
        // Each index is taken from the queue once, by one worker, and concurrentPerform returns
        // after all of them: no two threads touch one slot.
        nonisolated(unsafe) let slots = buffer
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = queue.next() {
                slots[index] = readCatalog(at: URL(fileURLWithPath: paths[index]), options: options)
            }
        }
    }
    return files.map { $0! }
}

/// The positions of `paths`, largest file first (a file whose size cannot be read, last; its
/// reader reports why).
private func largestFirst(_ paths: [String]) -> [Int] {
    let sizes = paths.map { path -> Int in
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : -1
    }
    return paths.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
}

/// Positions handed out one at a time to threads that take the next as they finish one (the
/// catalog readers; the check's steps in FitCheck).
package final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private let order: [Int]?
    private let count: Int
    private var taken = 0

    /// The positions of `order`, in that order.
    package init(order: [Int]) {
        self.order = order
        count = order.count
    }

    /// The positions `0..<count`, in order.
    package init(count: Int) {
        order = nil
        self.count = count
    }

    /// The next position, or nil when every one was taken.
    package func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard taken < count else { return nil }
        taken += 1
        return order?[taken - 1] ?? taken - 1
    }
}

private let skippedDirectories: Set<String> = ["build", "Build", "DerivedData", "node_modules", "Pods", "Carthage"]

/// Collects catalog files under `directory`; a folder that cannot be listed is an issue, never
/// a silent gap in the check.
private func collectCatalogFiles(in directory: String, into files: inout Set<String>, issues: inout [CatalogIssue]) {
    let names: [String]
    do {
        names = try listDirectory(atPath: directory)
    } catch {
        issues.append(CatalogIssue(kind: .unreadableFile, location: SourceLocation(file: directory, line: 1),
                                   message: "cannot list the folder: \(error.reason); its catalogs were not checked"))
        return
    }
    for name in names.sorted() where !name.hasPrefix(".") {
        let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
        let type = try? FileKind.of(path, followingLinks: false).get()
        if type == .directory {
            // An Xcode localization bundle (.xcloc) repeats the source files under
            // "Source Contents"; its XLIFF under "Localized Contents" is what counts.
            let insideXcloc = directory.hasSuffix(".xcloc")
            if !skippedDirectories.contains(name), !(insideXcloc && name != "Localized Contents") {
                collectCatalogFiles(in: path, into: &files, issues: &issues)
            }
            continue
        }
        if type == .symbolicLink, (try? FileKind.of(path).get()) == .directory { continue }
        guard let format = CatalogFormat(path: path) else { continue }
        if format == .androidStrings {
            let folder = (directory as NSString).lastPathComponent
            guard folder == "values" || folder.hasPrefix("values-") else { continue }
        }
        files.insert(path)
    }
}

/// Links tables that are one table in several locales; see `readCatalogs(at:options:)`.
private func pairTablesAcrossLocales(_ files: inout [CatalogFile], options: CatalogReadingOptions) {
    // A table is identified by the folder above its locale folder and its file name.
    func tableIdentity(_ file: CatalogFile) -> String? {
        guard [.strings, .stringsdict, .androidStrings].contains(file.format) else { return nil }
        let url = URL(fileURLWithPath: file.path)
        let localeFolder = url.deletingLastPathComponent()
        let folder = localeFolder.lastPathComponent
        guard folder.hasSuffix(".lproj") || folder == "values" || folder.hasPrefix("values-") else { return nil }
        return localeFolder.deletingLastPathComponent().path + "|" + url.lastPathComponent
    }
    var groups: [String: [Int]] = [:]
    for index in files.indices {
        if let identity = tableIdentity(files[index]) { groups[identity, default: []].append(index) }
    }
    for identity in groups.keys.sorted() {
        let members = groups[identity]!
        // The development-language table: its own folder first, then Base.lproj.
        let sourceIndex = members.first { index in
            let folder = URL(fileURLWithPath: files[index].path).deletingLastPathComponent().lastPathComponent
            return folder == "\(options.developmentLanguage).lproj" || folder == "values"
        } ?? members.first { URL(fileURLWithPath: files[$0].path).deletingLastPathComponent().lastPathComponent == "Base.lproj" }
        guard let sourceIndex else { continue }
        // Entries are read in place and source entries found by index: copying each entry (its
        // strings retained) to look it up was most of this step, which runs on one thread
        // before the check (issue 14).
        do {
            let sourceEntries = files[sourceIndex].entries
            var sourceByKey: [String: [Int]] = [:]
            sourceByKey.reserveCapacity(sourceEntries.count)
            for s in sourceEntries.indices { sourceByKey[sourceEntries[s].key, default: []].append(s) }
            let sourcesByKey = sourceByKey
            // Each locale's table on its own (`options.concurrency` threads): on one thread this
            // step was a hundredth of a real app's `--jobs 2` check, all of it serial (perf,
            // issue 14). Each thread writes only the tables it pairs.
            let others = members.filter { $0 != sourceIndex }
            let workers = max(1, min(options.concurrency, others.count, sourceEntries.count * others.count / 4_096))
            files.withUnsafeMutableBufferPointer { buffer in
                nonisolated(unsafe) let table = buffer
                let pair: @Sendable (Int) -> Void = { member in
                    let locale = table[member].entries.first?.locale
                        ?? localeFromPath(table[member].path, options: options) ?? "und"
                    if locale == options.developmentLanguage {
                        // Base.lproj beside the development language's own folder: both are source text.
                        for index in table[member].entries.indices {
                            table[member].entries[index].sourceText = table[member].entries[index].text
                        }
                        table[member].issues += baseDisagreement(base: table[member], development: table[sourceIndex])
                        return
                    }
                    var present = [Bool](repeating: false, count: sourceEntries.count)
                    var missing: [CatalogIssue] = []
                    for index in table[member].entries.indices {
                        let candidates = sourcesByKey[table[member].entries[index].key] ?? []
                        for s in candidates { present[s] = true }
                        let variant = table[member].entries[index].variant
                        let match = candidates.first { sourceEntries[$0].variant == variant }
                            ?? candidates.first { sourceEntries[$0].variant?.plural == .other || sourceEntries[$0].variant == nil }
                        table[member].entries[index].sourceText = match.map { sourceEntries[$0].text }
                        // Android's formatted="false" is said once, on the default resource: the app
                        // never formats the string, in any language.
                        if let match, sourceEntries[match].specifierSyntax == SpecifierSyntax.none {
                            table[member].entries[index].specifierSyntax = .none
                        }
                    }
                    for s in sourceEntries.indices where !present[s] && sourceEntries[s].shouldTranslate {
                        var fallback = sourceEntries[s]
                        fallback.locale = locale
                        fallback.isFallbackToSource = true
                        fallback.state = .new
                        let firstVariant = sourcesByKey[fallback.key].map { sourceEntries[$0[0]].variant }
                        table[member].entries.append(fallback)
                        if sourceEntries[s].variant == firstVariant {
                            let source = sourceEntries[s]
                            missing.append(CatalogIssue(
                                kind: .missingTranslation, location: source.location,
                                message: "\"\(source.key)\" has no \(locale) translation in \(table[member].path); the app shows the \(options.developmentLanguage) text",
                                key: source.key))
                        }
                    }
                    table[member].issues += IssueLimit.cap(missing)
                }
                if workers == 1 {
                    for member in others { pair(member) }
                } else {
                    DispatchQueue.concurrentPerform(iterations: workers) { worker in
                        for position in stride(from: worker, to: others.count, by: workers) { pair(others[position]) }
                    }
                }
            }
        }
        // The source table's own entries last: set while `sourceEntries` was held, each would
        // have copied the whole table (and fallbacks copy the entries as read).
        for index in files[sourceIndex].entries.indices {
            files[sourceIndex].entries[index].sourceText = files[sourceIndex].entries[index].text
        }
    }
}
