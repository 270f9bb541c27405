import Foundation
import Testing
import TextStyles
@testable import TextMeasure

/// Every component's definition: named as the spec names it, with sourced facts, and documented
/// in the README's table and in docs/uikit-components.md.
@Suite("Component definitions")
struct ComponentDefinitionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("each component's definition carries its own name, sourced facts, and a scene", arguments: Component.allCases)
    func definition(_ component: Component) {
        let definition = component.definition
        #expect(definition.name == component.rawValue)
        #expect(!definition.facts.isEmpty)
        #expect(definition.facts.allSatisfy { !$0.source.isEmpty && !$0.value.isEmpty })
    }

    @Test("the manual's component table (docs/measure.md) and docs/uikit-components.md name every component", arguments: Component.allCases)
    func documented(_ component: Component) throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("docs/measure.md"), encoding: .utf8)
        let reference = try String(contentsOf: Self.root.appendingPathComponent("docs/uikit-components.md"), encoding: .utf8)
        #expect(readme.contains("| `\(component.rawValue)` | "), "docs/measure.md has no row for \(component.rawValue)")
        #expect(reference.contains("`\(component.rawValue)`"), "docs/uikit-components.md does not name \(component.rawValue)")
    }
}
