/// Expands `%#@name@` variables into sample texts, one per variable and plural category.
///
/// Shared by String Catalog substitutions and `.stringsdict` format variables. For each
/// variable and each of its categories, one text in which that variable takes the category's
/// form and every other variable its `other` form. The all-`other` text appears once (under
/// the first variable), so a template with variables A (one, other) and B (one, few, other)
/// yields A/one, A/other, B/one, B/few.
struct SubstitutionExpander {
    /// One plural form of a variable.
    struct Form {
        var category: PluralCategory
        var text: String
        var line: Int
        var state: TranslationState
    }

    /// A variable and its forms.
    struct Variable {
        var name: String
        var forms: [Form]

        var otherForm: Form { forms.first { $0.category == .other } ?? forms.last! }
    }

    /// An expanded text with the variable and category it stands for.
    struct Expansion {
        var substitution: String
        var form: Form
        var text: String
    }

    var variables: [Variable]

    init(variables: [Variable]) {
        self.variables = variables.filter { !$0.forms.isEmpty }.map { variable in
            var sorted = variable
            sorted.forms.sort { $0.category < $1.category }
            return sorted
        }
    }

    func expand(_ template: String) -> [Expansion] {
        var result: [Expansion] = []
        for (index, variable) in variables.enumerated() {
            for form in variable.forms {
                if index > 0, form.category == .other { continue }
                var text = template
                for other in variables {
                    text = Self.replace(named: other.name, in: text, with: other.name == variable.name ? form.text : other.otherForm.text)
                }
                result.append(Expansion(substitution: variable.name, form: form, text: text))
            }
        }
        return result
    }

    /// Replaces `%#@name@` and `%N$#@name@` in `template` with `text`.
    static func replace(named name: String, in template: String, with text: String) -> String {
        var result = ""
        var rest = Substring(template)
        let marker = "#@\(name)@"
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            var cursor = rest.index(after: percent)
            while cursor < rest.endIndex, rest[cursor].isASCII, rest[cursor].isNumber { cursor = rest.index(after: cursor) }
            if cursor < rest.endIndex, rest[cursor] == "$" {
                cursor = rest.index(after: cursor)
            } else {
                cursor = rest.index(after: percent)
            }
            if rest[cursor...].hasPrefix(marker) {
                result += text
                rest = rest[rest.index(cursor, offsetBy: marker.count)...]
            } else {
                result.append("%")
                rest = rest[rest.index(after: percent)...]
            }
        }
        return result + rest
    }
}
