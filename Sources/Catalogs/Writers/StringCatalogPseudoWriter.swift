/// Adds a pseudo localization to a String Catalog's JSON, written back as Xcode writes it.
func pseudoStringCatalog(_ text: String, path: String, mode: PseudoMode, locale: String) throws(CatalogError) -> String {
    var root: JSONNode
    do {
        root = try JSONParser.parse(text)
    } catch {
        throw CatalogError(.malformed, at: SourceLocation(file: path, line: error.line, column: error.column), "malformed JSON: \(error.reason)")
    }
    let sourceLanguage = root["sourceLanguage"]?.string ?? "en"
    guard case .object(var rootMembers) = root.value,
          let stringsIndex = rootMembers.lastIndex(where: { $0.key == "strings" }),
          case .object(var keys) = rootMembers[stringsIndex].value.value else {
        throw CatalogError(.malformed, at: SourceLocation(file: path, line: root.line), "not a String Catalog: no \"strings\" object")
    }
    for index in keys.indices {
        guard case .object(var body) = keys[index].value.value else { continue }
        if body.last(where: { $0.key == "shouldTranslate" })?.value.bool == false { continue }
        let localizations = body.last { $0.key == "localizations" }?.value
        let source = localizations?[sourceLanguage]
            ?? node(.object([member("stringUnit", node(.object([
                member("state", node(.string("translated"))),
                member("value", node(.string(keys[index].key))),
            ])))]))
        let pseudo = pseudoLocalization(source, mode: mode, isFragment: false)
        var localizationMembers = localizations?.members ?? []
        localizationMembers.removeAll { $0.key == locale }
        localizationMembers.append(member(locale, pseudo))
        body.removeAll { $0.key == "localizations" }
        body.append(member("localizations", node(.object(localizationMembers))))
        keys[index].value.value = .object(body)
    }
    rootMembers[stringsIndex].value.value = .object(keys)
    root.value = .object(rootMembers)
    return XcodeJSONWriter.write(root)
}

/// A copy of a localization with every string unit pseudo-localized and marked translated.
private func pseudoLocalization(_ source: JSONNode, mode: PseudoMode, isFragment: Bool) -> JSONNode {
    guard case .object(let members) = source.value else { return source }
    var result: [JSONNode.Member] = []
    for var entry in members {
        switch entry.key {
        case "stringUnit":
            let value = entry.value["value"]?.string ?? ""
            let transformed = isFragment ? fragmentMode(mode).map { pseudoLocalize(value, mode: $0) } ?? value : pseudoLocalize(value, mode: mode)
            var unit = entry.value.members.filter { $0.key != "value" && $0.key != "state" }
            unit.append(member("state", node(.string("translated"))))
            unit.append(member("value", node(.string(transformed))))
            entry.value = node(.object(unit))
        case "substitutions":
            entry.value = node(.object(entry.value.members.map { substitution in
                var copy = substitution
                copy.value = pseudoLocalization(substitution.value, mode: mode, isFragment: true)
                return copy
            }))
        case "variations":
            entry.value = node(.object(entry.value.members.map { kind in
                var copy = kind
                copy.value = node(.object(kind.value.members.map { choice in
                    var inner = choice
                    inner.value = pseudoLocalization(choice.value, mode: mode, isFragment: isFragment)
                    return inner
                }))
                return copy
            }))
        default:
            break
        }
        result.append(entry)
    }
    return node(.object(result))
}

private func node(_ value: JSONNode.Value) -> JSONNode { JSONNode(value: value, line: 0, column: 0) }
private func member(_ key: String, _ value: JSONNode) -> JSONNode.Member { JSONNode.Member(key: key, line: 0, column: 0, value: value) }
