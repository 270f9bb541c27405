/// Inputs of `typefit infer`: Swift and Objective-C sources and storyboards, each with a label
/// whose key is `fuzz.before` before the damage and one whose key is `fuzz.after` after it.

/// `.swift` sources: UIKit labels, buttons and alerts, SwiftUI texts, the properties set on
/// them nearby, and the literals that are hard to tokenize (interpolations, raw and multi-line
/// strings, comments).
struct SwiftSourceGenerator: CatalogGenerator {
    let keepsEntriesBeforeASyntaxError = true

    /// `key` as a Swift string literal's content.
    static func quoted(_ key: String) -> String {
        key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }

    static func label(_ variable: String, key: String) -> String {
        "let \(variable) = UILabel()\n\(variable).text = NSLocalizedString(\"\(quoted(key))\", comment: \"\")\n"
    }

    func document(entries: Int, _ random: inout SeededRandom) -> Document {
        var middle = ""
        for index in 0..<entries {
            let key = Self.quoted(TextSamples.key(&random, index))
            let text = Self.quoted(TextSamples.text(&random))
            let v = "v\(index)"
            switch random.int(0...9) {
            case 0: middle += "let \(v) = UILabel()\n\(v).font = .preferredFont(forTextStyle: .\(random.pick(["body", "headline", "caption1", "title2"])))\n"
                + "\(v).numberOfLines = \(random.int(0...4))\n\(v).text = NSLocalizedString(\"\(key)\", comment: \"\(text)\")\n"
            case 1: middle += "let \(v) = UIButton(type: .system)\n\(v).setTitle(NSLocalizedString(\"\(key)\", comment: \"\"), for: .normal)\n"
            case 2: middle += "let \(v) = UIAlertController(title: NSLocalizedString(\"\(key)\", comment: \"\"), message: nil, preferredStyle: .alert)\n"
                + "\(v).addAction(UIAlertAction(title: NSLocalizedString(\"\(key).ok\", comment: \"\"), style: .default))\n"
            case 3: middle += "var body: some View {\n    VStack {\n        Text(\"\(key)\").font(.\(random.pick(["body", "title", "footnote"]))).lineLimit(\(random.int(1...3)))\n    }\n}\n"
            case 4: middle += "let \(v): UILabel = {\n    let l = UILabel()\n    l.font = .systemFont(ofSize: \(random.int(9...40)), weight: .semibold)\n    l.adjustsFontSizeToFitWidth = true\n    l.minimumScaleFactor = 0.\(random.int(5...9))\n    return l\n}()\n\(v).text = String(localized: \"\(key)\")\n"
            case 5: middle += "let \(v) = \"\(text) \\(\"nested \\(count) \\(\"deeper\")\") end\"\n"
            case 6: middle += "let \(v) = #\"raw \\(not) \"quoted\" \\#(real)\"#\n/* block /* nested */ comment */ // line comment \"\n"
            case 7: middle += "let \(v) = \"\"\"\n    \(text)\n    \\(value) \"quoted\" \\\n    \"\"\"\n"
            case 8: middle += "let \(v) = UITextField()\n\(v).placeholder = NSLocalizedString(\"\(key)\", comment: \"\")\n\(v).borderStyle = .roundedRect\n"
            default: middle += "navigationItem.title = NSLocalizedString(\"\(key)\", comment: \"\")\n"
            }
        }
        return Document(head: "import UIKit\nimport SwiftUI\n\n" + Self.label("fuzzBefore", key: "fuzz.before"),
                        middle: middle, tail: Self.label("fuzzAfter", key: "fuzz.after"))
    }

    var recoverableDamage: [Damage] {
        [
            Damage(name: "unterminated-string") { document, random in document.insertLine("let open = \"never closed\n", &random) },
            Damage(name: "hostile-numbers") { document, random in
                let number = random.pick(["1e300", "-99999999999999999999", "1e308", "0x1p1023", "1_000_000_000_000_000_000_000", "nan", "-0.0", "4e-320"])
                document.insertLine("let n = UILabel()\nn.numberOfLines = \(number)\nn.font = .systemFont(ofSize: \(number))\nn.minimumScaleFactor = \(number)\n"
                    + "n.adjustsFontSizeToFitWidth = true\nlet f = UITextField()\nf.font = .systemFont(ofSize: 0.\(number.filter(\.isNumber)))\nf.minimumFontSize = \(number)\n"
                    + "f.adjustsFontSizeToFitWidth = true\nf.placeholder = NSLocalizedString(\"field\", comment: \"\")\n"
                    + "n.text = NSLocalizedString(\"numbers\", comment: \"\")\n", &random)
            },
            Damage(name: "nested-interpolations") { document, random in
                let depth = random.int(1...60)
                document.insertLine("let s = " + String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth) + "\n", &random)
            },
            Damage(name: "one-label-many-times") { document, random in
                document.insertLine("let many = UILabel()\nmany.numberOfLines = 2\n"
                    + (0..<random.int(1_000...20_000)).map { "many.text = NSLocalizedString(\"many.\($0)\", comment: \"\")\n" }.joined(), &random)
            },
            Damage(name: "deep-braces") { document, random in
                let depth = random.int(100...20_000)
                document.insertLine("func deep() " + String(repeating: "{ ", count: depth) + String(repeating: "} ", count: depth) + "\n", &random)
            },
            Damage(name: "deep-parentheses") { document, random in
                let depth = random.int(100...50_000)
                document.insertLine("let p = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n", &random)
            },
            Damage(name: "long-chain") { document, random in
                document.insertLine("let c = UILabel()\nc" + String(repeating: ".a", count: random.int(100...50_000)) + ".text = NSLocalizedString(\"chain\", comment: \"\")\n", &random)
            },
            Damage(name: "huge-literal") { document, random in
                document.insertLine("let h = UILabel()\nh.text = NSLocalizedString(\"" + String(repeating: "Wörter ", count: random.int(1_000...150_000)) + "\", comment: \"\")\n", &random)
            },
            Damage(name: "controls-in-strings") { document, random in
                document.insertLine("let z = UILabel()\nz.text = NSLocalizedString(\"a\u{0}b\u{1B}[31m\\u{0}\\u{D800}\\u{110000}\", comment: \"\")\n", &random)
            },
            Damage(name: "duplicates") { document, random in document.middle += String(repeating: document.middle, count: random.int(1...4)) },
            Damage(name: "enum-payloads-many-times") { document, random in
                // An enum case's texts made and taken apart thousands of times, and patterns cut short.
                let count = random.int(1_000...8_000)
                let made: [String] = (0..<count).map { index in "show(.failed(message: NSLocalizedString(\"payload.\(index)\", comment: \"\")))\n" }
                let taken = String(repeating: "    if case let .failed(message) = alert { pa.text = message }\n", count: count)
                let head = "enum FuzzAlert { case failed(message: String), other(String, code: Int) }\nlet pa = UILabel()\n"
                let tail = "    switch alert { case .other(let m, _): pa.text = m\n    case let .failed(\n    }\n}\n"
                document.insertLine(head + made.joined() + "func taken(alert: FuzzAlert) {\n" + taken + tail, &random)
            },
            Damage(name: "property-assigned-many-times") { document, random in
                // A stored property assigned thousands of texts, bare and through `self.`.
                let assignments = (0..<random.int(1_000...8_000)).map { index in
                    (index % 2 == 0 ? "        message = " : "        self.message = ") + "NSLocalizedString(\"assigned.\(index)\", comment: \"\")\n"
                }
                document.insertLine("final class FuzzHolder {\n    var message: String?\n    let shown = UILabel()\n    func show() { shown.text = message }\n"
                    + "    func assign() {\n" + assignments.joined() + "    }\n}\n", &random)
            },
            Damage(name: "comment-never-closed-at-end") { document, _ in document.tail += "/* never closed\n" },
            Damage(name: "multiline-never-closed-at-end") { document, _ in document.tail += "let m = \"\"\"\nnever closed\n" },
        ]
    }
}

/// `.m` sources: labels and buttons set up with messages and properties.
struct ObjCSourceGenerator: CatalogGenerator {
    let keepsEntriesBeforeASyntaxError = true

    static func label(_ variable: String, key: String) -> String {
        "UILabel *\(variable) = [[UILabel alloc] init];\n\(variable).text = NSLocalizedString(@\"\(SwiftSourceGenerator.quoted(key))\", @\"\");\n"
    }

    func document(entries: Int, _ random: inout SeededRandom) -> Document {
        var middle = ""
        for index in 0..<entries {
            let key = SwiftSourceGenerator.quoted(TextSamples.key(&random, index))
            let v = "v\(index)"
            switch random.int(0...4) {
            case 0: middle += "UILabel *\(v) = [[UILabel alloc] init];\n[\(v) setNumberOfLines:\(random.int(0...3))];\n"
                + "\(v).font = [UIFont preferredFontForTextStyle:UIFontTextStyleBody];\n\(v).text = NSLocalizedString(@\"\(key)\", @\"\");\n"
            case 1: middle += "UIButton *\(v) = [UIButton buttonWithType:UIButtonTypeSystem];\n[\(v) setTitle:NSLocalizedString(@\"\(key)\", @\"\") forState:UIControlStateNormal];\n"
            case 2: middle += "UIAlertController *\(v) = [UIAlertController alertControllerWithTitle:NSLocalizedString(@\"\(key)\", @\"\") message:nil preferredStyle:UIAlertControllerStyleAlert];\n"
            case 3: middle += "self.title = NSLocalizedString(@\"\(key)\", @\"\");\n"
            default: middle += "/* \(TextSamples.text(&random).replacingOccurrences(of: "*/", with: "")) */ // [not a message\n"
            }
        }
        return Document(head: "#import <UIKit/UIKit.h>\n\n@implementation FuzzViewController\n" + Self.label("fuzzBefore", key: "fuzz.before"),
                        middle: middle, tail: Self.label("fuzzAfter", key: "fuzz.after") + "@end\n")
    }

    var recoverableDamage: [Damage] {
        [
            Damage(name: "unterminated-string") { document, random in document.insertLine("NSString *open = @\"never closed\n", &random) },
            Damage(name: "hostile-numbers") { document, random in
                let number = random.pick(["1e300", "-99999999999999999999", "1e308", "0x1p1023", "NAN", "4e-320", "0"])
                document.insertLine("UILabel *n = [[UILabel alloc] init];\n[n setNumberOfLines:\(number)];\nn.font = [UIFont systemFontOfSize:\(number)];\n"
                    + "n.adjustsFontSizeToFitWidth = YES;\n[n setMinimumScaleFactor:\(number)];\n"
                    + "n.text = NSLocalizedString(@\"numbers\", @\"\");\n", &random)
            },
            Damage(name: "one-label-many-times") { document, random in
                document.insertLine("UILabel *many = [[UILabel alloc] init];\n"
                    + (0..<random.int(1_000...20_000)).map { "many.text = NSLocalizedString(@\"many.\($0)\", @\"\");\n" }.joined(), &random)
            },
            Damage(name: "many-titles") { document, random in
                document.insertLine((0..<random.int(1_000...10_000)).map { "self.title = NSLocalizedString(@\"title.\($0)\", @\"\");\n" }.joined(), &random)
            },
            Damage(name: "deep-brackets") { document, random in
                let depth = random.int(100...50_000)
                document.insertLine(String(repeating: "[", count: depth) + "x" + String(repeating: " y]", count: depth) + ";\n", &random)
            },
            Damage(name: "duplicates") { document, random in document.middle += String(repeating: document.middle, count: random.int(1...4)) },
            Damage(name: "comment-never-closed-at-end") { document, _ in document.tail += "/* never closed\n" },
        ]
    }
}

/// `.storyboard` files: labels (the key is the object's id and `.text`), text views whose text is
/// a `<string key="text">` child, with the damage every XML format is fuzzed with and numbers
/// no view can have.
struct StoryboardGenerator: XMLFormat {
    let open = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" toolsVersion=\"22505\">\n"
        + "<scenes><scene sceneID=\"fuzz-scene\"><objects><viewController id=\"fuzz-vc\"><view key=\"view\" contentMode=\"scaleToFill\" id=\"fuzz-view\">"
        + "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"393\" height=\"852\"/><subviews>\n"
    let close = "</subviews></view></viewController></objects></scene></scenes>\n</document>\n"

    func entry(_ name: String, _ content: String) -> String {
        "<textView id=\"\(name)\"><string key=\"text\">\(content)</string>"
            + "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/></textView>"
    }

    func entry(_ name: String, attribute: String) -> String {
        "<label id=\"\(name)\" text=\"\(attribute)\" numberOfLines=\"2\" lineBreakMode=\"tailTruncation\">"
            + "<rect key=\"frame\" x=\"16\" y=\"100\" width=\"361\" height=\"41\"/>"
            + "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/></label>"
    }

    var recoverableDamage: [Damage] {
        xmlDamage + [
            Damage(name: "hostile-numbers") { document, random in
                let number = random.pick(["1e300", "-99999999999999999999", "1e308", "nan", "inf", "-0", "0x10", "", "4e-320"])
                document.insertLine("<textField id=\"field\" text=\"f\" adjustsFontSizeToFit=\"YES\" minimumFontSize=\"-\(number)\">"
                    + "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"14\"/></textField>\n"
                    + "<label id=\"small\" text=\"s\" minimumFontSize=\"\(number)\"><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"12\"/></label>\n"
                    + "<label id=\"numbers\" text=\"n\" numberOfLines=\"\(number)\" minimumScaleFactor=\"\(number)\">"
                    + "<rect key=\"frame\" x=\"\(number)\" y=\"0\" width=\"\(number)\" height=\"\(number)\"/>"
                    + "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"\(number)\"/></label>\n", &random)
            },
            Damage(name: "many-labels") { document, random in
                document.insertLine((0..<random.int(1_000...20_000)).map { entry("many-\($0)", attribute: "Many \($0)") + "\n" }.joined(), &random)
            },
        ]
    }
}
