import Catalogs
import Foundation

/// Settings for inferring slots.
public struct SlotInferenceOptions: Sendable, Hashable {
    /// The language of `Base.lproj`: its texts need no translation.
    public var developmentLanguage: String
    /// A folder (usually the working directory) that paths in the result are written relative
    /// to, as `typefit check` writes catalog paths; `nil` keeps them as read (absolute for
    /// folders given as absolute paths).
    public var pathsRelativeTo: URL?
    /// The keys of the app's catalogs (a table's own name, nil for Localizable). With them, a
    /// name that no file read defines, such as `LocalString.common_button_done` or
    /// `L10n.Settings.title` whose generated file is not in the tree, is taken for the key its
    /// name spells (`KeyDefinitions.generatedAccessor`), as a guess.
    public var catalogKeys: Set<KeyReference>

    public init(developmentLanguage: String = "en", pathsRelativeTo: URL? = nil, catalogKeys: Set<KeyReference> = []) {
        self.developmentLanguage = developmentLanguage
        self.pathsRelativeTo = pathsRelativeTo
        self.catalogKeys = catalogKeys
    }
}

/// Infers where an app's keys are shown from its Interface Builder files and sources.
///
/// Directories are walked recursively (skipping hidden entries and build output, as the catalog
/// walker does); `.storyboard` and `.xib` files are read as Interface Builder documents (with
/// their `.strings` translations), `.swift` as Swift, `.m` and `.mm` as Objective-C, Android
/// resource XML in `res/layout*/`, `res/menu*/` and `res/xml*/` as layouts, menus and
/// preference screens, `.kt` as Kotlin (Jetpack Compose and view code) and `.java` as Java
/// (view code). Files are
/// read in sorted path order, so results are deterministic. Never throws: unreadable files and
/// bad input are issues in the result, and the rest is read.
public func inferSlots(at paths: [URL], options: SlotInferenceOptions = .init()) -> SlotInferenceResult {
    var result = SlotInferenceResult()
    var batch = InferenceBatch()
    var files: Set<String> = []
    var headers: Set<String> = []
    let manager = FileManager.default
    for url in paths {
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            batch.issues.append(InferenceIssue(kind: .unreadableFile, location: SourceLocation(file: url.path, line: 1), message: "no such file or directory"))
            continue
        }
        if isDirectory.boolValue {
            InferenceInputs.collect(in: url.path, into: &files, headers: &headers, issues: &batch.issues)
        } else if InferenceInputs.kind(of: url.path) != nil {
            files.insert(url.path)
        } else {
            batch.issues.append(InferenceIssue(kind: .unreadableFile, location: SourceLocation(file: url.path, line: 1),
                                               message: "not a file slot inference reads (.storyboard, .xib, .swift, .m, .mm, Info.plist; Android: .kt, .java, and .xml in res/layout*, res/menu*, res/xml*)"))
        }
    }
    // First every source's constants, helpers and macros (headers too), so that a key reaching a
    // view through one defined in another file is followed.
    var definitions = KeyDefinitions()
    var android = AndroidInputs()
    for path in (files.union(headers)).sorted() {
        let kind = InferenceInputs.kind(of: path) ?? .objectiveC
        if kind == .kotlin, let data = try? readRegularFile(atPath: path), case .success(let decoded) = decodeText(data) {
            android.compose.collect(text: decoded.text, path: path)
        }
        guard kind == .swift || kind == .objectiveC, let data = try? readRegularFile(atPath: path),
              case .success(let decoded) = decodeText(data) else { continue }
        definitions.collect(text: decoded.text, path: path, language: kind == .swift ? .swift : .objectiveC)
    }
    definitions.useCatalogKeys(options.catalogKeys)
    definitions.resolve()
    for path in files.sorted() {
        guard let kind = InferenceInputs.kind(of: path) else { continue }
        result.filesRead[kind, default: 0] += 1
        batch.append(inferSlots(inFileAt: path, kind: kind, options: options, definitions: definitions, android: &android))
    }
    ParameterForwarding.resolve(&batch, definitions: definitions)
    batch.applyOutletViews()
    let unfollowed = definitions.unfollowed(batch.followedConstants)
    batch.unplaced += unfollowed.unplaced
    batch.choiceValues += unfollowed.choiceValues
    batch.settleChoiceValues()
    if let base = options.pathsRelativeTo { batch = batch.withPaths(relativeTo: base) }
    result.inferences = batch.inferences
    result.groups = batch.groups
    result.unplaced = batch.unplaced
    result.issues = batch.issues
    result.placements = PlacementResolver.resolve(batch.inferences)
    return result
}

/// Reads one file (already known to be of `kind`).
func inferSlots(inFileAt path: String, kind: InferenceSource, options: SlotInferenceOptions, definitions: KeyDefinitions,
                android: inout AndroidInputs) -> InferenceBatch {
    let data: Data
    do {
        // Only a regular file: a pipe would block, /dev/zero never end (issue 12).
        data = try readRegularFile(atPath: path)
    } catch {
        var batch = InferenceBatch()
        batch.issues.append(InferenceIssue(kind: .unreadableFile, location: SourceLocation(file: path, line: 1),
                                           message: "cannot read the file: \(error.reason)"))
        return batch
    }
    if kind == .infoPlist, data.starts(with: Array("bplist".utf8)) {
        var batch = InferenceBatch()
        batch.issues.append(InfoPlistReader.binaryIssue(path: path))
        return batch
    }
    switch decodeText(data) {
    case .success(let decoded):
        return inferSlots(inText: decoded.text, path: path, kind: kind, options: options, definitions: definitions, android: &android)
    case .failure(let failure):
        var batch = InferenceBatch()
        batch.issues.append(InferenceIssue(kind: .badEncoding, location: SourceLocation(file: path, line: failure.line), message: failure.reason))
        return batch
    }
}

/// Reads decoded text; `path` locates it (and, for Interface Builder, its `.strings` files).
/// Without `definitions`, the constants and helpers followed are the text's own.
func inferSlots(inText text: String, path: String, kind: InferenceSource, options: SlotInferenceOptions,
                definitions: KeyDefinitions? = nil) -> InferenceBatch {
    var android = AndroidInputs()
    return inferSlots(inText: text, path: path, kind: kind, options: options, definitions: definitions, android: &android)
}

/// The Android files' shared facts: each module's `@dimen/` values (read when its first file
/// is), and the app's composables that show a parameter in a `Text`.
struct AndroidInputs {
    var dimens: [String: AndroidDimens] = [:]
    var compose = ComposeDefinitions()

    /// The dimensions of the `res` folder that holds `path` (`.../res/layout/x.xml`).
    mutating func dimens(for path: String) -> AndroidDimens {
        let res = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        if let known = dimens[res] { return known }
        let read = AndroidDimens.read(resFolder: res)
        dimens[res] = read
        return read
    }
}

func inferSlots(inText text: String, path: String, kind: InferenceSource, options: SlotInferenceOptions,
                definitions: KeyDefinitions?, android: inout AndroidInputs) -> InferenceBatch {
    switch kind {
    case .infoPlist:
        var reader = InfoPlistReader(path: path)
        reader.read(text)
        return reader.batch
    case .androidXML:
        var reader = AndroidXMLReader(path: path, folder: AndroidXMLReader.Folder.of(path) ?? .layout, dimens: android.dimens(for: path))
        reader.read(text)
        return reader.batch
    case .kotlin, .java:
        var compose = android.compose
        if kind == .kotlin, compose.isEmpty { compose.collect(text: text, path: path) }
        var scanner = ComposeScanner(text: text, path: path, definitions: compose, language: kind == .java ? .java : .kotlin)
        if kind == .kotlin { scanner.scan() }
        var code = AndroidViewCodeScanner(path: path, stream: scanner.stream, source: kind)
        code.scan()
        var batch = scanner.batch
        batch.append(code.batch)
        return batch
    case .interfaceBuilder:
        var reader = InterfaceBuilderReader(path: path)
        reader.read(text)
        var batch = reader.batch
        let translations = StoryboardTranslations(documentPath: path, table: reader.table, developmentLanguage: options.developmentLanguage)
        batch.issues += translations.check(displayedKeys: reader.displayedKeys, objectIDs: reader.objectIDs)
        return batch
    case .swift, .objectiveC:
        let language: SourceLanguage = kind == .swift ? .swift : .objectiveC
        var own = KeyDefinitions()
        if definitions == nil {
            own.collect(text: text, path: path, language: language)
            own.resolve()
        }
        var scanner = SourceScanner(text: text, path: path, language: language, definitions: definitions ?? own)
        scanner.scan()
        // The app's callables declared here: what their bodies do with their text parameters.
        if let callables = (definitions ?? own).callablesByPath[path], !callables.isEmpty {
            var templates = SourceScanner(templatesOf: scanner, callables: callables)
            templates.scan()
            let found = templates.parameterTemplates
            scanner.batch.parameterTemplates += found.templates
            scanner.batch.forwardedArguments += found.relays
        }
        if definitions == nil {
            let unfollowed = own.unfollowed(scanner.batch.followedConstants)
            scanner.batch.unplaced += unfollowed.unplaced
            scanner.batch.choiceValues += unfollowed.choiceValues
            ParameterForwarding.resolve(&scanner.batch, definitions: own)
            scanner.batch.settleChoiceValues()
        }
        return scanner.batch
    }
}

/// Which files inference reads, and the folders it skips.
enum InferenceInputs {
    static func kind(of path: String) -> InferenceSource? {
        let name = (path as NSString).lastPathComponent
        if name == "Info.plist" || name.hasSuffix("-Info.plist") { return .infoPlist }
        return switch (path as NSString).pathExtension.lowercased() {
        case "storyboard", "xib": .interfaceBuilder
        case "swift": .swift
        case "m", "mm": .objectiveC
        case "kt": .kotlin
        case "java": .java
        case "xml": AndroidXMLReader.Folder.of(path) != nil ? .androidXML : nil
        default: nil
        }
    }

    private static let skippedDirectories: Set<String> = ["build", "Build", "DerivedData", "node_modules", "Pods", "Carthage"]

    /// Collects the files under `directory` (and, into `headers`, the Objective-C headers whose
    /// macros may wrap `NSLocalizedString`); a folder that cannot be listed is an issue.
    static func collect(in directory: String, into files: inout Set<String>, headers: inout Set<String>, issues: inout [InferenceIssue]) {
        let manager = FileManager.default
        let names: [String]
        do {
            names = try listDirectory(atPath: directory)
        } catch {
            issues.append(InferenceIssue(kind: .unreadableFile, location: SourceLocation(file: directory, line: 1),
                                         message: "cannot list the folder: \(error.reason); its files were not read"))
            return
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let type = (try? manager.attributesOfItem(atPath: path)[.type]) as? FileAttributeType
            if type == .typeDirectory {
                if !skippedDirectories.contains(name) { collect(in: path, into: &files, headers: &headers, issues: &issues) }
            } else if type != .typeSymbolicLink || !isDirectory(path), kind(of: path) != nil {
                files.insert(path)
            } else if type == .typeRegular, (name as NSString).pathExtension == "h" {
                headers.insert(path)
            }
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
