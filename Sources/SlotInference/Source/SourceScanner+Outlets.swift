/// The class and property a text goes through when code puts it into a view (`noticeLabel.text
/// = ...` in `NoticeView`, `cell.titleLabel.text = ...` with `cell` a `TagCell`): an Interface
/// Builder view connected as that outlet then gives the slot (`OutletView`, joined when every
/// file is read).
extension SourceScanner {
    func outletReference(receiver: String, textProperty: String, at index: Int) -> OutletReference? {
        var parts = receiver.split(separator: ".").map(String.init)
        if parts.first == "self" { parts.removeFirst() }
        guard let last = parts.last, !last.isEmpty else { return nil }
        // An Objective-C instance variable (`_noticeLabel`) backs the property of that name.
        let property = language == .objectiveC && last.hasPrefix("_") ? String(last.dropFirst()) : last
        let className: String?
        switch parts.count {
        case 1:
            // The outlet of the type whose body this is.
            if language == .swift {
                className = enclosingType(of: index)
            } else {
                className = facts.implementation(before: index).flatMap { stream[$0 + 1]?.kind == .identifier ? stream[$0 + 1]?.text : nil }
            }
        case 2:
            // The outlet of the receiver's declared type (`cell` declared or cast a `TagCell`).
            className = facts.declaration(of: parts[0], at: index)?.type
        default:
            className = nil
        }
        guard let className, !className.isEmpty, className.first?.isUppercase == true else { return nil }
        return OutletReference(className: className, property: property, textProperty: textProperty)
    }

    /// The innermost type declaration around `index`, within 32 enclosing brackets (hostile
    /// nesting stays linear).
    private func enclosingType(of index: Int) -> String? {
        var opener = stream.enclosing[index]
        var steps = 0
        while opener >= 0, steps < 32 {
            if stream.isPunctuation(opener, "{"), let type = TypeDeclaration.at(opener: opener, in: stream) { return type.name }
            opener = stream.enclosing[opener]
            steps += 1
        }
        return nil
    }
}
