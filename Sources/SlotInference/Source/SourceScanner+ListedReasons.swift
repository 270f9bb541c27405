/// Reasons for keys that no pattern places, told by where the key is rather than the generic
/// "not put into a view in the same expression": a title a table view's data source returns
/// for a section, and the texts of a macOS `NSAlert`. Both are shown to the user, by views
/// TypeFit has no component for, so the key is listed with that reason. Each look is bounded
/// (16 enclosing brackets, 64 tokens back, 60 tokens of a signature), so hostile nesting and
/// long lines stay linear.
extension SourceScanner {
    /// A reason told by the key's place, and whether that place means the text is never drawn.
    struct ListedReason {
        var text: String
        var isNotDisplayed = false

        /// An accessibility text: listed, and not counted as a text the app shows.
        static let accessibility = ListedReason(text: SourceScanner.accessibilityReason, isNotDisplayed: true)
    }

    /// Why the key expression starting at `head` is not placed, when its place says; nil otherwise.
    func listedReason(at head: Int) -> ListedReason? {
        if let text = tableSectionTitleReason(at: head) ?? appKitAlertReason(at: head) { return ListedReason(text: text) }
        return assignedOrPassedReason(at: head)
    }

    static let accessibilityReason = "accessibility text (read by VoiceOver, never drawn)"

    /// Where the key is assigned to a property, or passed with an argument label, that says
    /// what shows it: `x.accessibilityLabel = <key>`, `.accessibilityHint(<key>)`,
    /// `[x setAccessibilityLabel:<key>]`, `UIKeyCommand(..., discoverabilityTitle: <key>)`.
    private func assignedOrPassedReason(at head: Int) -> ListedReason? {
        let name: String
        if stream.isOperator(head - 1, "="), stream.isPunctuation(head - 3, "."), let property = stream[head - 2], property.kind == .identifier {
            name = property.text
        } else if stream.isPunctuation(head - 1, ":"), let label = stream[head - 2], label.kind == .identifier {
            name = label.text.hasPrefix("set") ? String(label.text.dropFirst(3)).prefix(1).lowercased() + label.text.dropFirst(4) : label.text
        } else if stream.isPunctuation(head - 1, "("), stream.isPunctuation(head - 3, "."), let modifier = stream[head - 2], modifier.kind == .identifier {
            name = modifier.text
        } else {
            return nil
        }
        switch name {
        case "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityCustomContent":
            return .accessibility
        case "discoverabilityTitle":
            return ListedReason(text: "a keyboard shortcut's discoverability title (the system's shortcut overlay on iPad draws it; no component for it)")
        default:
            return nil
        }
    }

    /// `return <key>` in `tableView(_:titleForHeaderInSection:)` or `...titleForFooterInSection:`
    /// (Swift, or the Objective-C method `- (NSString *)tableView:... titleForHeaderInSection:...`).
    private func tableSectionTitleReason(at head: Int) -> String? {
        guard stream.isIdentifier(head - 1, "return") || isImplicitReturn(at: head) else { return nil }
        // The function's body is within a few braces of its `return` (a switch, an if); a
        // bound keeps hostile nesting linear.
        var opener = stream.enclosing[head]
        var steps = 0
        while opener >= 0, steps < 16 {
            defer { opener = stream.enclosing[opener] }
            steps += 1
            guard stream.isPunctuation(opener, "{") else { continue }
            guard let method = functionSignature(before: opener) else { continue }
            if method.contains("titleForHeaderInSection") {
                return "a table section's header title, returned by `tableView(_:titleForHeaderInSection:)` (UITableView draws it in a header style of its own; no component for it yet)"
            }
            if method.contains("titleForFooterInSection") {
                return "a table section's footer text, returned by `tableView(_:titleForFooterInSection:)` (UITableView draws it in a footer style of its own; no component for it yet)"
            }
            return nil
        }
        return nil
    }

    /// A Swift body whose first line holds the key (`{ section == 0 ? L10n.a : nil }`): a
    /// single-expression body returns its value.
    private func isImplicitReturn(at head: Int) -> Bool {
        let opener = stream.enclosing[head]
        guard language == .swift, opener >= 0, stream.isPunctuation(opener, "{") else { return false }
        var start = head
        while start > opener + 1, head - start < 64, stream[start]?.startsLine == false { start -= 1 }
        return start == opener + 1
    }

    /// The identifiers of the declaration whose body `opener` opens, when it is a function or an
    /// Objective-C method (`func tableView(_ tableView: UITableView, titleForHeaderInSection ...)`).
    private func functionSignature(before opener: Int) -> [String]? {
        var names: [String] = []
        var cursor = opener - 1
        while cursor >= 0, opener - cursor <= 60, let token = stream[cursor] {
            if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") { return nil }
            if token.kind == .identifier {
                if token.text == "func" { return names }
                names.append(token.text)
            }
            // An Objective-C method starts its line with `-` or `+`.
            if language == .objectiveC, token.startsLine, token.isOperator("-") || token.isOperator("+") { return names }
            cursor -= 1
        }
        return nil
    }

    /// `alert.messageText = <key>`, `alert.informativeText = <key>`, `alert.addButton(withTitle:
    /// <key>)` and their Objective-C messages, in a file that names `NSAlert`.
    private func appKitAlertReason(at head: Int) -> String? {
        let role: String
        if stream.isOperator(head - 1, "="), stream.isPunctuation(head - 3, "."), let property = stream[head - 2] {
            switch property.text {
            case "messageText": role = "message text (its title)"
            case "informativeText": role = "informative text (its message)"
            default: return nil
            }
        } else if stream.isPunctuation(head - 1, ":"), let label = stream[head - 2] {
            switch label.text {
            case "withTitle" where stream.isPunctuation(head - 3, "(") && stream.isIdentifier(head - 4, "addButton"): role = "button title"
            case "addButtonWithTitle": role = "button title"
            case "setMessageText": role = "message text (its title)"
            case "setInformativeText": role = "informative text (its message)"
            default: return nil
            }
        } else {
            return nil
        }
        guard namesNSAlert else { return nil }
        return "a macOS NSAlert's \(role): AppKit's alert, which TypeFit does not measure (its alert components are UIKit's and SwiftUI's on iOS)"
    }

}
