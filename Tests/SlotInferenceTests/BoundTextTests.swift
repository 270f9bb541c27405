import Testing
import TextMeasure
@testable import SlotInference

/// A SwiftUI `Text` bound to a name is shown where the name is used, not where it is made
/// (Whisky's `self.title = Text(title)` shown by `.navigationTitle(title)`, duckduckgo's
/// `let cancelBtnLabel = Text(...)` in `Alert.Button.cancel(cancelBtnLabel)`).
@Suite("A Text bound to a name")
struct BoundTextTests {
    static func scan(_ source: String) -> InferenceBatch {
        var definitions = KeyDefinitions()
        definitions.collect(text: source, path: "Views.swift", language: .swift)
        definitions.resolve()
        return inferSlots(inText: source, path: "Views.swift", kind: .swift, options: .init(), definitions: definitions)
    }

    static func components(_ batch: InferenceBatch, _ key: String) -> [Component] {
        batch.inferences.filter { $0.key.key == key }.map(\.component)
    }

    @Test func aLabelBoundToAnAlertButtonIsTheAlertsButton() {
        let batch = Self.scan("""
            struct V: View {
                var body: some View {
                    Form { }
                        .alert(isPresented: $shown) {
                            let cancelLabel = Text("bound.cancel")
                            let cancelButton = Alert.Button.cancel(cancelLabel, action: {})
                            return Alert(title: Text("bound.title"), primaryButton: .default(Text("bound.ok")), secondaryButton: cancelButton)
                        }
                }
            }
            """)
        #expect(Self.components(batch, "bound.cancel") == [.alertButton])
        let cancel = batch.inferences.first { $0.key.key == "bound.cancel" }
        #expect(cancel?.location.line == 5)
        #expect(cancel?.notes.contains { $0.hasPrefix("a Text bound to `cancelLabel` in `cancelButton`, shown where it is used (Views.swift:7)") } == true)
        // The alert's title and its other button are in the same group.
        let group = batch.groups.first { $0.kind == .alert }
        #expect(group.map { Set($0.members.map(\.key)) } == ["bound.cancel", "bound.title", "bound.ok"])
    }

    @Test func aStoredTextShownAsTheNavigationTitle() {
        let batch = Self.scan("""
            struct RenameView: View {
                let title: Text
                init(_ name: String) {
                    self.title = Text("bound.rename")
                }
                var body: some View {
                    NavigationStack { Form { } .navigationTitle(title) }
                }
            }
            """)
        #expect(Self.components(batch, "bound.rename") == [.largeTitle])
    }

    /// Another type's property of the same name is not the bound one.
    @Test func aPropertyOfTheSameNameInAnotherType() {
        let batch = Self.scan("""
            struct Header: View {
                let title: Text
                init() { self.title = Text("bound.header") }
                var body: some View { VStack { title } }
            }
            struct Screen: View {
                let title: String
                var body: some View { Form { }.navigationTitle(title) }
            }
            """)
        #expect(Self.components(batch, "bound.header") == [.label])
    }

    @Test func aBoundPromptIsTheFieldsPlaceholder() {
        let batch = Self.scan("""
            struct V: View {
                var body: some View {
                    let prompt = Text("bound.prompt").foregroundColor(.gray)
                    TextField("", text: $name, prompt: prompt)
                }
            }
            """)
        #expect(Self.components(batch, "bound.prompt") == [.textField])
    }

    /// A use as a view is a label, as is a Text whose name is never used; a name bound in one
    /// block does not reach a use of the same name outside it.
    @Test func otherwiseALabelWhereItIsMade() {
        let batch = Self.scan("""
            struct V: View {
                var body: some View {
                    let shown = Text("bound.shown")
                    VStack { shown }
                }
                func unused() {
                    let lost = Text("bound.unused")
                }
                func one() -> some View {
                    let title = Text("bound.local")
                    return VStack { title }
                }
                var other: some View { Form { }.navigationTitle(title) }
            }
            """)
        #expect(Self.components(batch, "bound.shown") == [.label])
        #expect(Self.components(batch, "bound.unused") == [.label])
        #expect(batch.inferences.first { $0.key.key == "bound.unused" }?.location.line == 7)
        #expect(Self.components(batch, "bound.local") == [.label])
    }
}
