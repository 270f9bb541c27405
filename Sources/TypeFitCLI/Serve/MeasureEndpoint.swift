import Catalogs
import Foundation
import TextFormatting
import TextMeasure
import TextStyles

/// `POST /measure`: a JSON object of `typefit measure`'s options in, its `--format json`
/// answer out, measured by the same code (`MeasureRequest`, `MeasureCommand.measure`,
/// `MeasureOutput.json`).
///
/// A field is an option's name in camelCase or as written (`minScale` or `min-scale`): a
/// string or number for an option with a value, an array of them for a repeatable one, a
/// boolean for a flag. `text` is the text; `categories` a list of categories (or "all", the
/// default). Options that name files (`font`, `file`, `fonts`, `system-font`) and `format` are
/// not fields: the server reads no file a request names.
enum MeasureEndpoint {
    /// Options a request may not set, and why.
    static let refused: [String: String] = [
        "file": "the server reads no file a request names; send the text",
        "font": "the server reads no file a request names; start typefit serve with the fonts instead",
        "face-index": "it applies to --font, which requests cannot set",
        "variation": "it applies to --font, which requests cannot set",
        "instance": "it applies to --font, which requests cannot set",
        "tracking": "it applies to --font, which requests cannot set",
        "format": "the answer is always JSON",
        "category": "use \"categories\": a list, or \"all\"",
        "all-categories": "use \"categories\": \"all\" (the default)",
        "fonts": "fonts are chosen when the server starts",
        "no-system-fonts": "fonts are chosen when the server starts",
        "system-font": "fonts are chosen when the server starts",
        "help": "not an option of a request",
    ]

    /// The longest text a request may measure, in characters (a UI string is far shorter; the
    /// page's target is 200). With the measurer's cache of `ServeCommand.preparedTextLimit`
    /// prepared texts, it bounds the server's memory whatever the requests.
    static let maximumTextLength = 1_000

    /// The options a request may set, by name as written in `typefit measure --help`.
    static let options: [String: CommandSignature.Option] = Dictionary(
        uniqueKeysWithValues: MeasureCommand.signature.options.filter { refused[$0.name] == nil }.map { ($0.name, $0) })

    /// The field names a request may use (camelCase), for error messages and the docs.
    static var fieldNames: [String] { (["text", "categories"] + options.keys.map(camelCase)).sorted() }

    /// The answer to `body` measured with `measurer`.
    static func answer(_ body: Data, measurer: TextMeasurer) -> HTTPResponse {
        do {
            let (arguments, fields) = try arguments(body)
            let context = CommandContext(
                reporter: Reporter(standardOutput: TextOutput { _ in }, standardError: TextOutput { _ in }, environment: [:]), environment: [:])
            var request: MeasureRequest
            do {
                request = try MeasureRequest(arguments, context: context)
            } catch let error as UsageError {
                throw fieldError(error.message, fields)
            } catch let error as TextStyleError {
                throw fieldError(error.description, fields)
            }
            // Always the list of results, also for one category: one shape for the page and scripts.
            request.allCategories = true
            let rows = try MeasureCommand.measure(request, with: measurer)
            return .json(200, MeasureOutput.json(rows, request: request))
        } catch let error as FieldError {
            return .error(400, error.message, field: error.field)
        } catch let error as UsageError {
            return .error(400, error.message)
        } catch let error as RuntimeError {
            return .error(500, error.message)
        } catch {
            return .error(400, String(describing: error))
        }
    }

    /// A request's mistake, with the field it is about.
    struct FieldError: Error {
        var message: String
        var field: String?
    }

    /// The given fields, read into the arguments `typefit measure` would parse; and each field
    /// with its option name and value text, to say which field a later error is about.
    static func arguments(_ body: Data) throws(FieldError) -> (ParsedArguments, [(field: String, option: String, value: String)]) {
        guard !body.isEmpty else { throw FieldError(message: "the body is empty: send a JSON object such as {\"text\": \"Settings\"}") }
        guard let text = String(validating: body, as: UTF8.self) else { throw FieldError(message: "the body is not UTF-8") }
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw FieldError(message: "the body is not JSON: line \(error.line), column \(error.column): \(error.reason)")
        }
        guard case .object(let members) = root.value else {
            throw FieldError(message: "the body must be a JSON object such as {\"text\": \"Settings\"}")
        }
        var arguments = ParsedArguments()
        var fields: [(field: String, option: String, value: String)] = []
        var seen: Set<String> = []
        var hasText = false
        for member in members {
            let key = member.key
            guard seen.insert(key).inserted else { throw FieldError(message: "\(key) is given twice", field: key) }
            switch key {
            case "text":
                guard let value = member.value.string else { throw FieldError(message: "text must be a string", field: key) }
                guard value.count <= maximumTextLength else {
                    throw FieldError(message: "text has \(value.count) characters; /measure takes at most \(maximumTextLength)", field: key)
                }
                arguments.append(positional: value)
                hasText = true
                continue
            case "categories":
                if member.value.string?.lowercased() == "all" {
                    arguments.set(flag: "all-categories")
                    continue
                }
                guard case .array(let items) = member.value.value, !items.isEmpty else {
                    throw FieldError(message: "categories must be \"all\" or a non-empty list of categories such as [\"Large\", \"AX5\"]", field: key)
                }
                var names: [String] = []
                for item in items {
                    guard let name = item.string, !name.isEmpty, !name.contains(",") else {
                        throw FieldError(message: "categories must hold category names such as \"Large\" or \"AX5\"", field: key)
                    }
                    names.append(name)
                }
                arguments.append(names.joined(separator: ","), to: "category")
                fields.append((key, "category", names.joined(separator: ",")))
                continue
            default:
                break
            }
            let name = kebabCase(key)
            if let reason = refused[name] { throw FieldError(message: "\(key) cannot be set by a request: \(reason)", field: key) }
            guard let option = options[name] else {
                let suggestion = Suggestion.nearest(to: key, among: fieldNames).map { "; did you mean '\($0)'?" } ?? ""
                throw FieldError(message: "unknown field '\(key)'\(suggestion) (valid: \(fieldNames.joined(separator: ", ")))", field: key)
            }
            if option.valueName == nil {
                guard let flag = member.value.bool else { throw FieldError(message: "\(key) must be true or false", field: key) }
                if flag { arguments.set(flag: name) }
                fields.append((key, name, String(flag)))
                continue
            }
            let values: [String]
            if case .array(let items) = member.value.value {
                guard option.isRepeatable else { throw FieldError(message: "\(key) takes one value, not a list", field: key) }
                values = try items.map { item throws(FieldError) in try scalar(item, field: key) }
            } else {
                values = [try scalar(member.value, field: key)]
            }
            for value in values {
                arguments.append(value, to: name)
                fields.append((key, name, value))
            }
        }
        guard hasText else { throw FieldError(message: "text is missing: send {\"text\": \"Settings\", ...}", field: "text") }
        if !arguments.flag("all-categories") && arguments.value("category") == nil { arguments.set(flag: "all-categories") }
        return (arguments, fields)
    }

    /// A string or number field's value as the option's text.
    private static func scalar(_ node: JSONNode, field: String) throws(FieldError) -> String {
        switch node.value {
        case .string(let text): return text
        case .number(let text): return text
        default: throw FieldError(message: "\(field) must be a string or a number", field: field)
        }
    }

    /// `message` about the field it names, spelled as the request spells it ("width must be
    /// ..." for "--width must be ...").
    private static func fieldError(_ message: String, _ fields: [(field: String, option: String, value: String)]) -> FieldError {
        guard let field = field(of: message, among: fields) else { return FieldError(message: message) }
        let option = fields.first { $0.field == field }!.option
        return FieldError(message: message.replacingOccurrences(of: "--\(option)", with: field), field: field)
    }

    /// The field an error message is about: the one whose option (`--width`) or value it names.
    static func field(of message: String, among fields: [(field: String, option: String, value: String)]) -> String? {
        if let named = fields.first(where: { message.contains("--\($0.option)") }) { return named.field }
        if let valued = fields.first(where: { !$0.value.isEmpty && message.contains("'\($0.value)'") }) { return valued.field }
        return nil
    }

    /// `min-scale` from `minScale`; a name with dashes stays.
    static func kebabCase(_ key: String) -> String {
        var result = ""
        for character in key {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `minScale` from `min-scale`.
    static func camelCase(_ name: String) -> String {
        let parts = name.split(separator: "-")
        return (parts.first.map(String.init) ?? "") + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
