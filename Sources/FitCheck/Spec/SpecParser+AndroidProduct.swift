/// The spec's `"androidProduct"`.
extension SpecParser {
    /// The Android product to check (`"tablet"`): a name as `product="..."` gives it; `"default"`
    /// is the default product, the same as leaving the key out.
    func androidProduct(_ value: SpecJSON) throws(SpecError) -> String? {
        let text = try string(value, "androidProduct")
        guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }) else {
            throw SpecError(.invalidValue, file: file, line: value.line, "androidProduct must be a product name such as \"tablet\", not \"\(text)\"",
                            hint: "give the value of the product=\"...\" attribute to check; leave the key out to check the default product")
        }
        return text == "default" ? nil : text
    }
}
