import Testing
import TextMeasure
@testable import SlotInference

/// Texts carried in an enum case's associated value to where a pattern takes it apart
/// (`Fixtures/Payloads`, the shape of kiwix-apple's download errors: made in one file, shown
/// by an alert's message in another).
@Suite("Texts carried by an enum case")
struct EnumPayloadTests {
    static let app: SlotInferenceResult = inferSlots(at: [Fixtures.url("Payloads")])

    @Test("a key passed to a case, directly, through a local or through a function's choice, is shown where the case is taken apart",
          arguments: ["download.error.cancelled", "download.error.timed_out", "download.error.unable_to_move", "download.error.unknown_task"])
    func carriedToTheAlertMessage(_ key: String) throws {
        let uses = Self.app.uses(key)
        let use = try #require(uses.first)
        #expect(uses.count == 1)
        #expect(use.component == .alertMessage)
        #expect(use.location.file.hasSuffix("AlertHandler.swift") && use.location.line == 18)
        #expect(!Self.app.unplaced.contains { $0.key.key == key })
        #expect(use.notes.contains { $0.contains("the calls making `ActiveAlert.downloadFailed(errorMessage:)` pass for `errorMessage`") }
            || key == "download.error.unknown_task")
    }

    @Test func theTextsAnArrayJoinsAreEachShown() throws {
        // `[errorMessage, NSLocalizedString("download.error.footer", ...)].joined(separator:)`,
        // and the footer written there is not listed as a text left in no view.
        let use = try #require(Self.app.uses("download.error.footer").first)
        #expect(use.component == .alertMessage && use.location.line == 18)
        #expect(!Self.app.unplaced.contains { $0.key.key == "download.error.footer" })
    }

    @Test func aCaseOfAnotherTypeWithTheSameNameIsNotTakenApartThere() throws {
        // `OtherEvent.generic(description:)`: the switch is over an `ActiveAlert?`.
        #expect(Self.app.uses("download.error.other_type").isEmpty)
        let listed = try #require(Self.app.unplaced.first { $0.key.key == "download.error.other_type" })
        #expect(listed.reason.contains("carried by `OtherEvent.generic(description:)`"))
    }

    @Test func anIfCasePatternInUIKit() throws {
        // `present(success ? .saved : .failed(NSLocalizedString("banner.failed", ...)))`, then
        // `if case .failed(let text) = banner { label.text = text }`.
        let use = try #require(Self.app.uses("banner.failed").first)
        #expect(use.component == .label && use.location.file.hasSuffix("AlertHandler.swift") && use.location.line == 41)
        #expect(use.notes.contains { $0.contains("the text the calls making `Banner.failed(_:)` pass for `text`") })
    }

    @Test func aMethodCalledOnAValueIsNoCase() {
        // `text.padding(toLength:withPad:startingAt:)` is not an enum case made.
        #expect(Self.app.uses("download.error.not_carried").isEmpty)
        #expect(Self.app.unplaced.contains { $0.key.key == "download.error.not_carried" })
    }

    static func scan(_ source: String) -> InferenceBatch {
        var definitions = KeyDefinitions()
        definitions.collect(text: source, path: "P.swift", language: .swift)
        definitions.resolve()
        return inferSlots(inText: source, path: "P.swift", kind: .swift, options: .init(), definitions: definitions)
    }

    @Test func anIfCaseBindsInItsBodyOnly() {
        let batch = Self.scan("""
            enum Banner { case failed(String) }
            final class V {
                let label = UILabel()
                let other = UILabel()
                func show(_ banner: Banner, text: String) {
                    present(.failed(NSLocalizedString("scope.failed", comment: "")))
                    if case .failed(let text) = banner {
                        label.text = text
                    }
                    other.text = text
                }
            }
            """)
        #expect(batch.inferences.filter { $0.key.key == "scope.failed" }.map(\.location.line) == [8])
    }

    @Test func textsBeyondTheBoundAreListedWithTheReason() {
        let count = EnumPayloads.keysPerValue + 5
        let made = (0..<count).map { "        present(.failed(NSLocalizedString(\"many.\($0)\", comment: \"\")))\n" }.joined()
        let batch = Self.scan("""
            enum Banner { case failed(String) }
            final class V {
                let label = UILabel()
                func make() {
            \(made)    }
                func show(_ banner: Banner) {
                    if case .failed(let text) = banner { label.text = text }
                }
            }
            """)
        let placed = Set(batch.inferences.map(\.key.key))
        #expect(placed.count == EnumPayloads.keysPerValue)
        var unplaced = batch.unplaced
        unplaced += batch.choiceValues.filter { !placed.contains($0.key.key) }
        let listed = unplaced.filter { !placed.contains($0.key.key) }
        #expect(listed.count == 5)
        #expect(listed.allSatisfy { $0.reason.contains("more than \(EnumPayloads.keysPerValue) texts are passed for it") })
    }

    @Test func bindingsReadFromTheirPatterns() {
        let source = """
            enum Event {
                case failed(code: Int, message: String), retried(String)
                case plain = 3
            }
            func f(event: Event) {
                switch event {
                case let .failed(_, message), .retried(let message): print(message)
                case .failed(code: 1, message: let text) where text.isEmpty: break
                default: break
                }
                if case Event.retried(let again) = event { print(again) }
            }
            """
        var payloads = EnumPayloads()
        var tokenizer = SourceTokenizer(text: source, language: .swift, path: "E.swift")
        let stream = TokenStream(tokens: tokenizer.tokenize(), path: "E.swift")
        for index in 0..<stream.count { payloads.read(at: index, in: stream, path: "E.swift") }
        payloads.finishFile(stream)
        #expect(payloads.cases["failed"]?.first?.parameters.map(\.label) == ["code", "message"])
        #expect(payloads.cases["failed"]?.first?.parameters.map(\.isText) == [false, true])
        #expect(payloads.cases["retried"]?.first?.parameters.map(\.label) == [nil])
        #expect(payloads.cases["plain"] == nil)
        let bound = payloads.bindings.map { "\($0.typeName ?? "")\($0.caseName)#\($0.position)=\($0.name)" }
        #expect(bound == ["failed#1=message", "retried#0=message", "failed#1=text", "Eventretried#0=again"])
        #expect(payloads.bindings.allSatisfy { $0.typeName != nil || $0.subjectTypes == ["Event"] })
    }
}
