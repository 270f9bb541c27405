import Foundation
import Testing

/// Every `typefit` command README.md shows runs (issue 39): the lines starting with `$ typefit`
/// or `typefit` inside its ```sh and ```console blocks run against the built binary, from the
/// repository root, and exit 0 (fits) or 1 (findings). A block that cannot run in a test (it
/// installs, or writes into the checkout) carries `<!-- readme-commands: skip: REASON -->` on
/// the line above its fence; the test skips it and requires the reason.
@Suite("README commands run")
struct ReadmeCommandsTests {
    static let skipMarker = "<!-- readme-commands: skip:"

    struct Command: CustomStringConvertible {
        let line: Int
        let text: String
        var description: String { "README.md:\(line): \(text)" }
    }

    /// The commands of README.md's shell blocks, and the skipped ones with their reasons.
    static func commands() throws -> (run: [Command], skipped: [(Command, String)]) {
        var run: [Command] = [], skipped: [(Command, String)] = []
        for block in MarkdownFiles.split(try MarkdownFiles.lines("README.md")).blocks where ["sh", "console", "shell", "bash"].contains(block.info) {
            var reason: String?
            if block.lineAbove.hasPrefix(skipMarker) {
                reason = String(block.lineAbove.dropFirst(skipMarker.count)).replacingOccurrences(of: "-->", with: "")
                    .trimmingCharacters(in: .whitespaces)
            }
            for (offset, raw) in block.lines.enumerated() {
                var text = raw.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("$ ") { text = String(text.dropFirst(2)) }
                guard text.hasPrefix("typefit ") || text == "typefit" else { continue }
                let command = Command(line: block.line + 1 + offset, text: text)
                if let reason { skipped.append((command, reason)) } else { run.append(command) }
            }
        }
        return (run, skipped)
    }

    /// A command line split into words as a POSIX shell would for the plain commands README
    /// shows: single and double quotes, backslash escapes. Pipes, redirections, `;`, `&`, `$`
    /// and backquotes are refused (nil): README's tested commands are plain.
    static func words(_ line: String) -> [String]? {
        var words: [String] = [], current = "", inWord = false
        var quote: Character?, escaped = false
        for character in line {
            if escaped { current.append(character); escaped = false; inWord = true; continue }
            if let open = quote {
                if character == open { quote = nil } else if character == "\\" && open == "\"" { escaped = true } else { current.append(character) }
                continue
            }
            switch character {
            case "'", "\"": quote = character; inWord = true
            case "\\": escaped = true
            case " ", "\t":
                if inWord { words.append(current); current = ""; inWord = false }
            case "|", ">", "<", ";", "&", "$", "`", "(", ")": return nil
            default: current.append(character); inWord = true
            }
        }
        if quote != nil || escaped { return nil }
        if inWord { words.append(current) }
        return words
    }

    @Test("the word splitter: quotes kept together, shell operators refused")
    func splitting() {
        #expect(Self.words("typefit measure 'Einstellungen für Barrierefreiheit' --width 200")
            == ["typefit", "measure", "Einstellungen für Barrierefreiheit", "--width", "200"])
        #expect(Self.words(#"typefit measure "a \"b\"" --raw"#) == ["typefit", "measure", #"a "b""#, "--raw"])
        #expect(Self.words("typefit table | head") == nil)
        #expect(Self.words("typefit check App > out.txt") == nil)
        #expect(Self.words("typefit measure 'unclosed") == nil)
    }

    @Test("every typefit command shown in README.md exits 0 or 1 on the example app")
    func readmeCommandsRun() throws {
        let (commands, skipped) = try Self.commands()
        #expect(commands.count >= 5, "only \(commands.count) runnable commands found in README.md")
        for (command, reason) in skipped {
            #expect(!reason.isEmpty, "\(command): skipped without a reason")
        }
        for command in commands {
            guard let words = Self.words(command.text) else {
                Issue.record("\(command): not a plain command (quotes, or a shell operator); show it plainly or mark its block skipped")
                continue
            }
            let result = try TypeFitBinary.run(Array(words.dropFirst()), directory: MarkdownFiles.repository)
            #expect([0, 1].contains(result.exitCode),
                    "\(command): exit \(result.exitCode)\n\(result.standardError.prefix(2000))")
        }
    }
}
