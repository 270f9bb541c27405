import TextStyles

/// One finding as a baseline stores it: what it is about and how bad it was, without anything
/// that moves when a catalog is edited elsewhere (no line numbers, no file order).
///
/// Its identity is the kind, the catalog issue kind, the key, the locale, the variant and the
/// table (the catalog's file name, so the same key in `Localizable.strings` and
/// `InfoPlist.strings` are two entries). `textHash` is the hash of the entry's text: when one
/// identity has several records, findings are paired with the record of the same text first.
/// For a catalog issue it is the hash of the message with its digits left out, and part of the
/// identity (two missing translations of one key differ only in their messages).
public struct BaselineRecord: Sendable, Hashable, Codable {
    /// The finding's kind (a ``FindingKind`` raw value).
    public var kind: String
    /// The catalog issue's kind, for `catalog-issue`.
    public var catalogIssueKind: String?
    /// The entry's key.
    public var key: String?
    /// The entry's locale.
    public var locale: String?
    /// The entry's variant (`plural=one`).
    public var variant: String?
    /// The catalog's file name (`Localizable.strings`), without its folder.
    public var table: String
    /// The first category at which it happened (HIG name); absent when it does not depend on size.
    public var firstCategory: String?
    /// `stableHash(_:)` of the entry's text (of the normalized message, for a catalog issue).
    public var textHash: String

    /// The record of `finding`, about an entry whose text is `text` (nil for a catalog issue).
    init(_ finding: Finding, text: String?) {
        kind = finding.kind.rawValue
        catalogIssueKind = finding.catalogIssueKind?.rawValue
        key = finding.key
        locale = finding.locale
        variant = finding.variant
        table = String(finding.location.file.split(separator: "/").last ?? "")
        firstCategory = finding.firstCategory?.columnName(on: finding.platform)
        textHash = stableHash(text ?? String(finding.message.unicodeScalars.filter { !("0"..."9").contains($0) }))
    }

    /// What pairs a finding with its record (see the type's comment).
    var identity: String {
        var parts = [kind, catalogIssueKind ?? "", key ?? "", locale ?? "", variant ?? "", table]
        if catalogIssueKind != nil || kind == FindingKind.catalogIssue.rawValue { parts.append(textHash) }
        return parts.joined(separator: "\u{1F}")
    }

    /// The order of records in a baseline file.
    var sortKey: [String] {
        [table, key ?? "", locale ?? "", variant ?? "", kind, catalogIssueKind ?? "", textHash]
    }
}
