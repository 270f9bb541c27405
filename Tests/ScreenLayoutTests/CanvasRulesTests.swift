import Foundation
import Testing
@testable import ScreenLayout

/// docs/layout.md's canvas rules and `--verify`'s classification of differences, each on a
/// small hand-written fixture. Every expected frame is worked out by hand from the fixture's
/// constraints, as the comments say; none is copied from the solver's output.
///
/// The fixtures are in CanvasFixtures/, not Fixtures/: `typefit layout Tests/ScreenLayoutTests/Fixtures
/// --verify` (TypeFitCLITests) requires every view there to match its saved frame, and
/// `make bench` times that folder; these fixtures differ from their saved frames on purpose.
@Suite("Interface Builder's canvas and --verify's differences")
struct CanvasRulesTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("CanvasFixtures")
    let design = LayoutFixtures.device("11")

    func text(_ name: String) throws -> String {
        try String(contentsOf: Self.directory.appendingPathComponent(name), encoding: .utf8)
    }

    func document(_ name: String) -> LayoutDocument {
        LayoutDocumentReader.read(contentsOf: Self.directory.appendingPathComponent(name).path)
    }

    func solve(_ document: LayoutDocument, screen: Int = 0, device: Device? = nil, canvas: Bool) -> ScreenLayoutResult {
        var request = ScreenSolver.Request(device: device ?? design, designDevice: design)
        request.asInterfaceBuilderCanvas = canvas
        return LayoutFixtures.solver.solve(document.screens[screen], file: document.path, request: request)
    }

    func frame(_ id: String, _ result: ScreenLayoutResult) throws -> Rect {
        try #require(result.frame(of: id), "no frame for \(id)").frame
    }

    /// `<designables>`: Xcode's rendering of an IBDesignable view is its intrinsic size where
    /// the view has no content of its own, on the canvas and at run time alike. RatingView
    /// (`dsg-vw-001`) is pinned only at its leading (16) and top (20): its size is the rendered
    /// 120 x 24, so `After`, 8 pt behind it, is at 16 + 120 + 8 = 144. ProgressStrip
    /// (`dsg-vw-003`) was rendered with width -1 (UIView.noIntrinsicMetric) and height 30: its
    /// width is its constraints' (375 - 2 x 16 = 343), its height the rendered 30. A designable
    /// label (`dsg-lb-001`, rendered 90 x 40) has content of its own: 90 x 40 on the canvas,
    /// its text's size at run time (that of the same document without `<designables>`).
    @Test func designableViewsTakeTheirRenderedSize() throws {
        let text = try text("Designables.xib")
        let document = LayoutDocumentReader.read(text, path: "Designables.xib")
        #expect(document.issues.isEmpty, "\(document.issues)")
        #expect(document.screens[0].views.first { $0.id == "dsg-vw-001" }?.canvasIntrinsicSize
                == CanvasIntrinsicSize(width: 120, height: 24, source: .designable))
        for canvas in [true, false] {
            let result = solve(document, canvas: canvas)
            #expect(result.findings.isEmpty, "canvas \(canvas): \(result.findings)")
            #expect(try frame("dsg-vw-001", result) == Rect(x: 16, y: 20, width: 120, height: 24), "canvas \(canvas)")
            #expect(try frame("dsg-vw-002", result) == Rect(x: 144, y: 20, width: 50, height: 24), "canvas \(canvas)")
            #expect(try frame("dsg-vw-003", result) == Rect(x: 16, y: 60, width: 343, height: 30), "canvas \(canvas)")
        }
        #expect(try frame("dsg-lb-001", solve(document, canvas: true)) == Rect(x: 16, y: 110, width: 90, height: 40))
        let atRunTime = try frame("dsg-lb-001", solve(document, canvas: false))
        let start = try #require(text.range(of: "<designables>")), end = try #require(text.range(of: "</designables>"))
        let plain = LayoutDocumentReader.read(text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: ""), path: "Designables.xib")
        #expect(plain.screens[0].views.allSatisfy { $0.canvasIntrinsicSize == nil })
        let textOnly = try frame("dsg-lb-001", solve(plain, canvas: false))
        #expect(atRunTime == textOnly)
        // "Hi" at 17 pt is one line, far narrower than the rendered 90.
        #expect(atRunTime.x == 16 && atRunTime.width > 5 && atRunTime.width < 40 && atRunTime.height < 40, "\(atRunTime)")
    }

    /// "Intrinsic Size: Placeholder": on the canvas a label takes its placeholder size instead
    /// of its text's: `plh-lb-001` (placeholder 200 x 30, pinned at 16, 20) is 200 x 30, and
    /// `After`, 8 pt behind it, at 16 + 200 + 8 = 224. `plh-lb-002`'s placeholder is
    /// `infinite` wide (no width: its constraints give 375 - 32 = 343) and 44 high. At run time
    /// both labels are their texts' size (as the same labels without the placeholder
    /// attributes), and `After` follows the first: 16 + its width + 8.
    @Test func placeholderIntrinsicSizeOnTheCanvasOnly() throws {
        let text = try text("Placeholders.xib")
        let document = LayoutDocumentReader.read(text, path: "Placeholders.xib")
        #expect(document.issues.isEmpty, "\(document.issues)")
        let canvas = solve(document, canvas: true)
        #expect(canvas.findings.isEmpty, "\(canvas.findings)")
        #expect(try frame("plh-lb-001", canvas) == Rect(x: 16, y: 20, width: 200, height: 30))
        #expect(try frame("plh-vw-001", canvas) == Rect(x: 224, y: 20, width: 50, height: 30))
        #expect(try frame("plh-lb-002", canvas) == Rect(x: 16, y: 70, width: 343, height: 44))
        // The canvas solve gives back every frame Xcode saved.
        var comparison = SavedFrameComparison()
        comparison.add(canvas, screen: document.screens[0])
        #expect(comparison.compared == 3 && comparison.matched == 3)

        let atRunTime = solve(document, canvas: false)
        var withoutPlaceholders = text
        for attribute in [#" placeholderIntrinsicWidth="200""#, #" placeholderIntrinsicHeight="30""#,
                          #" placeholderIntrinsicWidth="infinite""#, #" placeholderIntrinsicHeight="44""#] {
            #expect(withoutPlaceholders.contains(attribute))
            withoutPlaceholders = withoutPlaceholders.replacingOccurrences(of: attribute, with: "")
        }
        let content = solve(LayoutDocumentReader.read(withoutPlaceholders, path: "Placeholders.xib"), canvas: false)
        let first = try frame("plh-lb-001", atRunTime), second = try frame("plh-lb-002", atRunTime)
        #expect(first == (try frame("plh-lb-001", content)))
        #expect(second == (try frame("plh-lb-002", content)))
        #expect(first.x == 16 && first.width > 5 && first.width < 40 && first.height < 30, "\(first)")
        #expect(second.width == 343 && second.height < 44, "\(second)")
        #expect(try frame("plh-vw-001", atRunTime) == Rect(x: 16 + first.width + 8, y: 20, width: 50, height: 30))
    }

    /// A controller with "Simulated Size: Freeform", written as `<size key="freeformSize">`
    /// (`frf-vc-001`, 320 x 120) or as `<freeformSimulatedSizeMetrics>` (`frf-vc-002`, 300 x
    /// 400), is laid out at that size on any device: its subview, pinned 16 from the sides and
    /// 10 from the top and bottom, is (320 - 32) x (120 - 20) = 288 x 100 and 268 x 380 on an
    /// iPhone 16 Pro Max (440 x 956) too. A controller with neither (`frf-vc-003`) fills the
    /// screen: (440 - 32) x (956 - 20) = 408 x 936.
    @Test func freeformControllersKeepTheirSize() throws {
        let document = self.document("Freeform.storyboard")
        #expect(document.issues.isEmpty, "\(document.issues)")
        #expect(document.screens.map(\.kind) == [.freeform, .freeform, .screen])
        let max = LayoutFixtures.device("16ProMax")
        #expect(max.width == 440 && max.height == 956)
        for device in [design, max] {
            let strip = solve(document, screen: 0, device: device, canvas: false)
            #expect(try frame("frf-rt-001", strip) == Rect(x: 0, y: 0, width: 320, height: 120), "\(device.name)")
            #expect(try frame("frf-vw-001", strip) == Rect(x: 16, y: 10, width: 288, height: 100), "\(device.name)")
            let popover = solve(document, screen: 1, device: device, canvas: false)
            #expect(try frame("frf-vw-002", popover) == Rect(x: 16, y: 10, width: 268, height: 380), "\(device.name)")
        }
        let full = solve(document, screen: 2, device: max, canvas: false)
        #expect(try frame("frf-vw-003", full) == Rect(x: 16, y: 10, width: 408, height: 936))
    }

    /// Layout margins of a xib's roots and of stack views (RootMargins.xib). The File's Owner's
    /// `view` outlet makes `rtm-rt-001` a controller's root: UIKit's minimum margins, 16 pt at
    /// the sides at 375 pt wide and none above, so `rtm-vw-001` (pinned to the margins, 10
    /// below the top margin) is at x 16, y 10, (375 - 32) = 343 wide, on the canvas and at run
    /// time. The stack's margins are none: `rtm-vw-002`, 20 inside its leading and trailing
    /// margins, is at x 20 and (375 - 40) = 335 wide (with a view's 8 pt it would be 28 and
    /// 319). The collection cell `rtm-cl-001`, 414 wide, is no controller's: on the canvas
    /// Interface Builder gives it a root's margins by its width (20 pt at 400 pt and wider),
    /// so `rtm-vw-003` is at x 20, 414 - 40 = 374 wide; at run time a plain view's 8 pt: x 8,
    /// 398 wide.
    @Test func rootAndStackMargins() throws {
        let document = self.document("RootMargins.xib")
        #expect(document.issues.isEmpty, "\(document.issues)")
        #expect(document.screens.map(\.kind) == [.freeform, .collectionCell])
        #expect(document.screens.map(\.isControllerRoot) == [true, false])
        for canvas in [true, false] {
            let controller = solve(document, screen: 0, canvas: canvas)
            #expect(controller.findings.isEmpty, "canvas \(canvas): \(controller.findings)")
            #expect(try frame("rtm-vw-001", controller) == Rect(x: 16, y: 10, width: 343, height: 20), "canvas \(canvas)")
            #expect(try frame("rtm-vw-002", controller) == Rect(x: 20, y: 0, width: 335, height: 20), "canvas \(canvas)")
        }
        let cell = solve(document, screen: 1, canvas: true)
        #expect(cell.findings.isEmpty, "\(cell.findings)")
        #expect(try frame("rtm-vw-003", cell) == Rect(x: 20, y: 10, width: 374, height: 40))
        #expect(try frame("rtm-vw-003", solve(document, screen: 1, canvas: false)) == Rect(x: 8, y: 10, width: 398, height: 40))
    }

    /// A freeform controller shown below a navigation bar has no status bar of the device's,
    /// only the bar (FreeformBars.storyboard): its view pinned to the top margin is at y 44.
    @Test func aFreeformControllersSafeAreaIsItsBars() throws {
        let document = self.document("FreeformBars.storyboard")
        #expect(document.issues.isEmpty, "\(document.issues)")
        #expect(document.screens.map(\.kind) == [.freeform, .screen])
        for canvas in [true, false] {
            let result = solve(document, canvas: canvas)
            #expect(try frame("fbr-vw-001", result) == Rect(x: 16, y: 44, width: 288, height: 100), "canvas \(canvas)")
        }
    }

    /// A scene saved wider than its document's device (an iPad app's form sheet, 700 pt, on an
    /// iPhone 11 document) was laid out by Interface Builder at its saved size: on the canvas
    /// `fbr-vw-002`, between the root's margins (20 pt at 700 wide), is 700 - 40 = 660 wide; at
    /// run time the scene fills the device, 414 - 40 = 374.
    @Test func aSceneSavedWiderThanItsDeviceKeepsItsSizeOnTheCanvas() throws {
        let document = self.document("FreeformBars.storyboard")
        #expect(try frame("fbr-vw-002", solve(document, screen: 1, canvas: true)) == Rect(x: 20, y: 10, width: 660, height: 50))
        #expect(try frame("fbr-vw-002", solve(document, screen: 1, canvas: false)) == Rect(x: 20, y: 10, width: 374, height: 50))
    }

    /// A table cell on the canvas keeps the row height it was saved at (60): its height there
    /// is preferred at 999, above its badge's vertical hugging (250), so the badge, pinned 12
    /// above and below, stretches to 60 - 24 = 36 (Xcode's saved frame). At run time the cell
    /// is fitted at UIKit's fitting priority (50), below the hugging: the badge keeps its
    /// intrinsic height (the placeholder's 20: a view with no content takes it at run time
    /// too), and the cell is 12 + 20 + 12 = 44.
    @Test func aCellKeepsItsRowHeightOnTheCanvasOnly() throws {
        let document = self.document("CellHeight.xib")
        #expect(document.issues.isEmpty, "\(document.issues)")
        #expect(document.screens.map(\.kind) == [.tableCell])
        let canvas = solve(document, canvas: true)
        #expect(canvas.findings.isEmpty, "\(canvas.findings)")
        #expect(try frame("cel-cl-001", canvas) == Rect(x: 0, y: 0, width: 375, height: 60))
        #expect(try frame("cel-vw-001", canvas) == Rect(x: 16, y: 12, width: 343, height: 36))
        let atRunTime = solve(document, canvas: false)
        #expect(atRunTime.findings.isEmpty, "\(atRunTime.findings)")
        #expect(try frame("cel-cl-001", atRunTime) == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(try frame("cel-ct-001", atRunTime) == Rect(x: 0, y: 0, width: 375, height: 44))
        #expect(try frame("cel-vw-001", atRunTime) == Rect(x: 16, y: 12, width: 343, height: 20))
    }

    /// `--verify`'s classes. By hand, each view's solved x against its saved x:
    /// - `ver-vw-001` has no horizontal constraint (its x is free; saved at 120): underdetermined,
    ///   from the solver's ambiguity finding;
    /// - `ver-vw-002`, marked `ambiguous="YES"`, is at 16 (saved 40, dx -24) and `ver-vw-003`,
    ///   marked `misplaced="YES"`, at 16 (saved 60, dx -44): underdetermined, from Xcode's marks;
    /// - `ver-vw-005` is 8 into a box marked ambiguous (saved 20, dx -12): underdetermined, as
    ///   `ambiguous` is inherited; `ver-vw-007` is 8 into a box marked misplaced (saved 30,
    ///   dx -22): a superview's `misplaced` is not inherited, and with no text near it, no cause
    ///   is named (unexplained);
    /// - the boxes (16) and the row (0, 375 wide) match;
    /// - the label `ver-lb-001` ("Hello", saved 80 wide, far wider than 17 pt "Hello"
    ///   measures) and `ver-vw-009` 8 behind it (saved at 16 + 80 + 8 = 104) differ; with the
    ///   label as wide as saved, both match: confirmed by text widths.
    @Test func verifyClassifiesDifferences() throws {
        let document = self.document("VerifyDifferences.xib")
        #expect(document.issues.isEmpty, "\(document.issues)")
        let screen = document.screens[0]
        var request = ScreenSolver.Request(device: design, designDevice: design)
        request.asInterfaceBuilderCanvas = true
        let result = LayoutFixtures.solver.solve(screen, file: "VerifyDifferences.xib", request: request)
        var second = request
        second.reportsAmbiguity = false
        second.usesSavedTextWidths = true
        let again = LayoutFixtures.solver.solve(screen, file: "VerifyDifferences.xib", request: second)
        #expect(result.findings.map(\.kind) == [.ambiguous], "\(result.findings)")
        #expect(result.findings.first?.message.hasPrefix("view \"Free\" ver-vw-001: its x is not fixed") == true, "\(result.findings)")
        #expect(try frame("ver-vw-002", result).x == 16 && frame("ver-vw-003", result).x == 16)
        #expect(try frame("ver-vw-005", result).x == 8 && frame("ver-vw-007", result).x == 8)
        #expect(try frame("ver-vw-009", again).x == 104 && frame("ver-lb-001", again).width == 80)

        var comparison = SavedFrameComparison()
        comparison.add(result, screen: screen, withSavedTextWidths: again)
        let differences = Dictionary(uniqueKeysWithValues: comparison.differences.map { ($0.view.id, $0) })
        #expect(comparison.compared == 10 && comparison.matched == 3)
        #expect(Set(differences.keys) == ["ver-vw-001", "ver-vw-002", "ver-vw-003", "ver-vw-005", "ver-vw-007", "ver-lb-001", "ver-vw-009"])
        #expect(differences["ver-vw-002"]?.dx == -24 && differences["ver-vw-003"]?.dx == -44)
        #expect(differences["ver-vw-005"]?.dx == -12 && differences["ver-vw-007"]?.dx == -22)
        #expect(comparison.underdetermined == 4)
        #expect(comparison.unexplained == 1)
        #expect(comparison.confirmedByTextWidths == 2 && comparison.confirmedByEmptyLabels == 0)
        #expect(comparison.inContradictingScreens == 0)
        for id in ["ver-vw-001", "ver-vw-002", "ver-vw-003", "ver-vw-005"] {
            #expect(differences[id]?.isUnderdetermined == true && differences[id]?.confirmed == false, "\(id)")
        }
        #expect(differences["ver-vw-001"]?.likelyCause?.hasPrefix("its x or width is not fixed by its constraints") == true)
        #expect(differences["ver-vw-002"]?.likelyCause?.hasPrefix("Xcode marked it ambiguous") == true)
        #expect(differences["ver-vw-003"]?.likelyCause?.hasPrefix("Xcode marked it misplaced") == true)
        #expect(differences["ver-vw-005"]?.likelyCause?.hasPrefix("Xcode marked its superview view \"Ambiguous box\" ver-vw-004 ambiguous") == true,
                "\(differences["ver-vw-005"]?.likelyCause ?? "nil")")
        let unexplained = try #require(differences["ver-vw-007"])
        #expect(unexplained.likelyCause == nil && !unexplained.isUnderdetermined && !unexplained.confirmed)
        for id in ["ver-lb-001", "ver-vw-009"] {
            #expect(differences[id]?.confirmed == true && differences[id]?.isUnderdetermined == false, "\(id)")
            #expect(differences[id]?.likelyCause?.hasPrefix("the system font's stand-in") == true, "\(id)")
        }
        #expect((differences["ver-lb-001"]?.dwidth ?? 0) < -30)
        #expect(differences["ver-vw-009"]?.dx == differences["ver-lb-001"]?.dwidth)
    }
}
