import Foundation
import Testing
import TextStyles
@testable import ScreenLayout

@Suite("Screens solved with Auto Layout")
struct ScreenSolverTests {
    /// Every constrained view of the fixtures comes back where its saved frame says (x and
    /// width within 1 pt), at the document's design device: the fixtures' frames were worked
    /// out by hand from UIKit's rules (margins 16 pt at 375 pt, stack views, a scroll view's
    /// content, an inset-grouped table's cell).
    @Test(arguments: ["SearchBar.xib", "Settings.storyboard"])
    func savedFramesAtTheDesignDevice(_ name: String) throws {
        let document = LayoutFixtures.document(name)
        #expect(document.issues.isEmpty, "\(document.issues)")
        let design = try #require(document.designDeviceID.flatMap { DeviceTable.standard.designDevice(id: $0, orientation: document.designOrientation) })
        var comparison = SavedFrameComparison()
        for screen in document.screens {
            let result = LayoutFixtures.solver.solve(screen, file: name, request: .init(device: design, designDevice: design))
            #expect(result.findings.isEmpty, "\(result.findings)")
            comparison.add(result, screen: screen)
        }
        #expect(comparison.compared >= 4)
        #expect(comparison.matched == comparison.compared, "\(comparison.differences.map { "\($0.view.id): dx \($0.dx) dw \($0.dwidth)" })")
    }

    @Test func frameValues() throws {
        let document = LayoutFixtures.document("Settings.storyboard")
        let se = LayoutFixtures.device("SE")
        let result = LayoutFixtures.solver.solve(document.screens[0], file: "Settings.storyboard", request: .init(device: se, designDevice: se))
        let label = try #require(result.frame(of: "set-lb-002"))
        // 375 - 2 x 16 (the stack's insets) - 8 (spacing) - 49 (the switch's alignment width).
        #expect(label.frame.x == 0 && label.frame.width == 286)
        #expect(label.absolute.x == 16 && label.absolute.y == 20 + 24 + 26.5 + 12 + 5.25)
        let toggle = try #require(result.frame(of: "set-sw-001"))
        // Its frame is 2 pt wider than its alignment rectangle, on the right (past the stack's
        // edge, as Xcode saves a switch's frame).
        #expect(toggle.frame.x == 294 && toggle.frame.width == 51 && toggle.frame.height == 31)
    }

    /// The same screen on a wider phone: the views stretch with the screen; 20 pt margins.
    @Test func widthFollowsTheDevice() throws {
        let document = LayoutFixtures.document("Settings.storyboard")
        let design = LayoutFixtures.device("SE")
        for (name, width) in [("SE", 375.0), ("16", 393), ("16ProMax", 440)] {
            let device = LayoutFixtures.device(name)
            let screen = LayoutFixtures.solver.solve(document.screens[0], file: "s", request: .init(device: device, designDevice: design))
            #expect(try #require(screen.frame(of: "set-lb-002")).frame.width == width - 32 - 8 - 49)
            // The inset-grouped cell keeps its table's insets (16 pt a side at the design
            // device), and its content view's margins are the device's (16, or 20 from 400 pt).
            let cell = LayoutFixtures.solver.solve(document.screens[1], file: "s", request: .init(device: device, designDevice: design))
            #expect(try #require(cell.frame(of: "set-cl-001")).frame.width == width - 32)
            let margin = width >= 400 ? 20.0 : 16
            let detail = try #require(cell.frame(of: "set-lb-004"))
            #expect(detail.frame.x == margin + 160 + 8)
            #expect(detail.frame.width == width - 32 - margin * 2 - 160 - 8)
        }
    }

    /// Landscape: the safe area's sides on a phone with a Dynamic Island.
    @Test func landscapeSafeArea() throws {
        let device = LayoutFixtures.device("16", .landscape)
        #expect(device.width == 852 && device.height == 393)
        #expect(device.safeArea.left == 59 && device.safeArea.right == 59)
        let document = LayoutFixtures.document("Settings.storyboard")
        let result = LayoutFixtures.solver.solve(document.screens[0], file: "s", request: .init(device: device, designDevice: LayoutFixtures.device("SE")))
        // The scroll view is pinned to the safe area's top (0 in landscape) and the root's sides.
        let scroll = try #require(result.frame(of: "set-sv-001"))
        #expect(scroll.frame.y == 0 && scroll.frame.width == 852)
    }

    /// A label beside a button: at AX sizes the button's title grows and the label gets
    /// narrower, as the issue's example says.
    @Test func neighbourTakesRoomAtAccessibilitySizes() throws {
        let text = LayoutFixtures.xib(subviews: """
            <label text="Seat preferences" translatesAutoresizingMaskIntoConstraints="NO" id="lbl" adjustsFontForContentSizeCategory="YES">
                <rect key="frame" x="16" y="10" width="200" height="20"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="btn" horizontalHuggingPriority="251" horizontalCompressionResistancePriority="751" buttonType="system" adjustsFontForContentSizeCategory="YES">
                <rect key="frame" x="250" y="10" width="109" height="30"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                <state key="normal" title="Change seat"/>
            </button>
            """, constraints: """
            <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="btn" firstAttribute="leading" secondItem="lbl" secondAttribute="trailing" constant="8" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="btn" secondAttribute="trailing" constant="16" id="c3"/>
            <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c4"/>
            <constraint firstItem="btn" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c5"/>
            """)
        let large = LayoutFixtures.solve(text, category: .large).1
        let ax3 = LayoutFixtures.solve(text, category: .ax3).1
        let labelLarge = try #require(large.frame(of: "lbl")).frame.width
        let labelAX3 = try #require(ax3.frame(of: "lbl")).frame.width
        let buttonLarge = try #require(large.frame(of: "btn")).frame.width
        let buttonAX3 = try #require(ax3.frame(of: "btn")).frame.width
        #expect(buttonAX3 > buttonLarge * 2)
        #expect(labelAX3 == 375 - 32 - 8 - buttonAX3)
        #expect(labelLarge == 375 - 32 - 8 - buttonLarge)
        // The button hugs its title: its intrinsic width, the title's at the category.
        #expect(large.findings.isEmpty, "\(large.findings)")
        // The German title is longer still.
        let german = LayoutFixtures.solve(text, category: .ax3, texts: ["btn.normalTitle": "Sitzplatz ändern"]).1
        #expect(try #require(german.frame(of: "lbl")).frame.width < labelAX3)
    }

    /// A multi-line label's height is wrapped at the width the first pass gave it.
    @Test func multilineLabelHeight() throws {
        let text = LayoutFixtures.xib(subviews: """
            <label text="A text long enough to wrap over several lines in a narrow label of its own" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                <rect key="frame" x="16" y="10" width="100" height="20"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="below">
                <rect key="frame" x="16" y="40" width="100" height="10"/>
            </view>
            """, constraints: """
            <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="lbl" firstAttribute="width" constant="100" id="c2"/>
            <constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
            <constraint firstItem="below" firstAttribute="top" secondItem="lbl" secondAttribute="bottom" constant="4" id="c4"/>
            <constraint firstItem="below" firstAttribute="leading" secondItem="lbl" secondAttribute="leading" id="c5"/>
            <constraint firstItem="below" firstAttribute="width" constant="100" id="c6"/>
            <constraint firstItem="below" firstAttribute="height" constant="10" id="c7"/>
            """)
        let result = LayoutFixtures.solve(text).1
        let label = try #require(result.frame(of: "lbl"))
        let lines = (label.frame.height / 20.5).rounded()
        #expect(lines >= 5, "height \(label.frame.height)")
        #expect(try #require(result.frame(of: "below")).frame.y == 10 + label.frame.height + 4)
    }

    /// Solving every category on one solver (the constraints added once) gives the frames of
    /// solving each category on its own.
    @Test(arguments: ["SearchBar.xib", "Settings.storyboard"])
    func incrementalCategoriesMatchSingleSolves(_ name: String) {
        let document = LayoutFixtures.document(name)
        for screen in document.screens {
            for device in [LayoutFixtures.device("SE"), LayoutFixtures.device("16ProMax")] {
                let request = ScreenSolver.Request(device: device, texts: ["set-lb-002.text": "Mitteilungen erlauben, auch bei gesperrtem Bildschirm"])
                let all = LayoutFixtures.solver.solve(screen, file: name, request: request, categories: ContentSizeCategory.allCases)
                for (category, result) in zip(ContentSizeCategory.allCases, all) {
                    var single = request
                    single.category = category
                    let alone = LayoutFixtures.solver.solve(screen, file: name, request: single)
                    #expect(result.category == category)
                    #expect(result.frames.map(\.absolute) == alone.frames.map(\.absolute), "\(screen.name) at \(category.higName)")
                }
            }
        }
    }

    /// Constraints place a control's alignment rectangle; its frame reaches beyond it (a
    /// slider's 2 pt a side, as Xcode saves it: x -2 and 4 pt wider than the edges it is pinned to).
    /// Interface Builder writes a stack view's margins only when its arrangement is relative to
    /// them: simplenote-ios's SignupVerificationViewController.xib saves its arranged views 32 pt
    /// in from a stack with `<edgeInsets key="layoutMargins" left="32" right="32">` and no other
    /// flag (Xcode's saved frames, x and width), and a stack with `directionalLayoutMargins` is
    /// saved the same way. Without either element the arranged views fill the stack.
    @Test(arguments: [
        (#"<edgeInsets key="layoutMargins" top="10" left="32" bottom="10" right="24"/>"#, 32.0, 375.0 - 56),
        (#"<directionalEdgeInsets key="directionalLayoutMargins" top="10" leading="32" bottom="10" trailing="24"/>"#, 32.0, 375.0 - 56),
        ("", 0.0, 375.0),
    ] as [(String, Double, Double)])
    func stackMarginsElementMakesTheArrangementRelative(margins: String, x: Double, width: Double) throws {
        let text = LayoutFixtures.xib(subviews: """
            <stackView axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="375" height="40"/>
                        <constraints><constraint firstAttribute="height" constant="40" id="ha"/></constraints></view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="48" width="375" height="40"/>
                        <constraints><constraint firstAttribute="height" constant="40" id="hb"/></constraints></view>
                </subviews>
                \(margins)
            </stackView>
            """, constraints: """
            <constraint firstItem="st" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="st" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="st" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
            """)
        let (_, result) = LayoutFixtures.solve(text)
        let a = try #require(result.frame(of: "a")), b = try #require(result.frame(of: "b"))
        #expect(a.frame.x == x && a.frame.width == width)
        #expect(b.frame.x == x && b.frame.width == width)
        #expect(a.frame.y == (margins.isEmpty ? 0 : 10))
        #expect(try #require(result.frame(of: "st")).frame.height == (margins.isEmpty ? 88 : 108))
    }

    /// The rules read from pocket-casts-ios's, duckduckgo's and openfoodfacts-ios's saved
    /// frames: a placeholder intrinsic size on the canvas only (a custom view with no content
    /// takes it at run time too); a stopped indicator that hides when stopped keeps its place in
    /// a stack on the canvas only; "standard" stack spacing is 8; an empty label is 0 x 0; a
    /// wrapped label hugs its widest line.
    @Test func interfaceBuilderCanvasAndRunTimeRules() throws {
        let text = LayoutFixtures.xib(subviews: """
            <stackView spacingType="standard" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                <rect key="frame" x="0" y="0" width="300" height="40"/>
                <subviews>
                    <activityIndicatorView hidden="YES" hidesWhenStopped="YES" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="spin">
                        <rect key="frame" x="0" y="0" width="20" height="20"/>
                        <constraints><constraint firstAttribute="width" constant="20" id="sw"/></constraints>
                    </activityIndicatorView>
                    <label text="Hello" placeholderIntrinsicWidth="46" placeholderIntrinsicHeight="16" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                        <rect key="frame" x="28" y="0" width="46" height="16"/>
                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                    </label>
                    <view placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="35" horizontalHuggingPriority="251" customClass="PlayButton" translatesAutoresizingMaskIntoConstraints="NO" id="custom">
                        <rect key="frame" x="82" y="0" width="100" height="35"/>
                    </view>
                    <label text="" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                        <rect key="frame" x="190" y="0" width="0" height="0"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="rest"><rect key="frame" x="190" y="0" width="110" height="40"/></view>
                </subviews>
            </stackView>
            <label text="Wrapping words here and then some" numberOfLines="0" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="wrap">
                <rect key="frame" x="0" y="50" width="150" height="41"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """, constraints: """
            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="row" firstAttribute="width" constant="300" id="c2"/>
            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
            <constraint firstItem="wrap" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
            <constraint firstItem="wrap" firstAttribute="width" relation="lessThanOrEqual" constant="150" id="c5"/>
            <constraint firstItem="wrap" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="c6"/>
            """)
        let document = LayoutDocumentReader.read(text, path: "test.xib")
        let device = LayoutFixtures.device("11")
        var canvas = ScreenSolver.Request(device: device, designDevice: device)
        canvas.asInterfaceBuilderCanvas = true
        let onCanvas = LayoutFixtures.solver.solve(document.screens[0], file: "test.xib", request: canvas)
        let atRunTime = LayoutFixtures.solver.solve(document.screens[0], file: "test.xib", request: .init(device: device, designDevice: device))
        func frame(_ id: String, _ result: ScreenLayoutResult) throws -> Rect { try #require(result.frame(of: id)).frame }
        // Canvas: indicator 20 + 8, label 46 + 8, custom view 100 + 8, empty label 0 + 8.
        #expect(try frame("lbl", onCanvas).x == 28 && frame("lbl", onCanvas).width == 46)
        #expect(try frame("custom", onCanvas).x == 82 && frame("custom", onCanvas).width == 100)
        #expect(try frame("empty", onCanvas).width == 0 && frame("empty", onCanvas).height == 0)
        #expect(try frame("rest", onCanvas).x == 198)
        // Run time: the indicator hidden, the label its text's width, the custom view still 100.
        let label = try frame("lbl", atRunTime)
        #expect(label.x == 0 && label.width != 46 && label.width > 20)
        #expect(try frame("custom", atRunTime).x == label.width + 8 && frame("custom", atRunTime).width == 100)
        // The wrapped label is as wide as its widest line, less than the 150 it wraps at.
        let wrap = try frame("wrap", atRunTime)
        #expect(wrap.width < 150 && wrap.width > 100 && wrap.height > 30, "\(wrap)")
    }

    /// A multiplier on positions relates them in the coordinates of the view that holds the
    /// constraint: `superview.centerX == 1.6 x button.centerX` (pocket-casts-ios's
    /// VideoViewController.xib) centres the button at 1 / 1.6 of the superview's width, however
    /// far the superview sits from the root's origin.
    @Test func positionMultiplierInTheHoldingViewsCoordinates() throws {
        let text = LayoutFixtures.xib(subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="holder">
                <rect key="frame" x="100" y="40" width="200" height="80"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="button">
                        <rect key="frame" x="42.5" y="20" width="40" height="40"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="40" id="bw"/>
                            <constraint firstAttribute="height" constant="40" id="bh"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstAttribute="centerX" secondItem="button" secondAttribute="centerX" multiplier="1.6" id="m1"/>
                    <constraint firstItem="button" firstAttribute="centerY" secondItem="holder" secondAttribute="centerY" multiplier="0.5" id="m2"/>
                </constraints>
            </view>
            """, constraints: """
            <constraint firstItem="holder" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="100" id="c1"/>
            <constraint firstItem="holder" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
            <constraint firstItem="holder" firstAttribute="width" constant="200" id="c3"/>
            <constraint firstItem="holder" firstAttribute="height" constant="80" id="c4"/>
            """)
        let document = LayoutDocumentReader.read(text, path: "test.xib")
        let result = LayoutFixtures.solver.solve(document.screens[0], file: "test.xib", request: .init(device: LayoutFixtures.device("11")))
        let button = try #require(result.frame(of: "button")).frame
        // 100 / 1.6 = 62.5, less half of 40; 0.5 x 40 = 20, less half of 40.
        #expect(button.x == 42.5 && button.width == 40, "\(button)")
        #expect(button.y == 0, "\(button)")
    }

    @Test func sliderFrameOutsetFromItsAlignmentRectangle() throws {
        let text = LayoutFixtures.xib(subviews: """
            <slider translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="14" y="20" width="351" height="31"/></slider>
            """, constraints: """
            <constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="s" secondAttribute="trailing" constant="16" id="c2"/>
            <constraint firstItem="s" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
            """)
        let (_, result) = LayoutFixtures.solve(text)
        let slider = try #require(result.frame(of: "s"))
        #expect(slider.frame == Rect(x: 14, y: 20, width: 375 - 32 + 4, height: 31))
    }

    /// `--verify`'s second look: a label saved wider than the stand-in measures it (as SF Pro
    /// would be) moves its neighbour; solved again with the texts as wide as saved, both match,
    /// and the comparison says the stand-in's widths explain them. A view moved by a constraint
    /// the saved frame does not follow stays unexplained by that.
    @Test func differencesTheTextWidthsExplainAreConfirmed() throws {
        let text = LayoutFixtures.xib(subviews: """
            <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="16" y="20" width="80" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="104" y="20" width="255" height="20"/></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="w"><rect key="frame" x="30" y="60" width="100" height="20"/></view>
            """, constraints: """
            <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            <constraint firstItem="v" firstAttribute="leading" secondItem="l" secondAttribute="trailing" constant="8" id="c3"/>
            <constraint firstAttribute="trailing" secondItem="v" secondAttribute="trailing" constant="16" id="c4"/>
            <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c5"/>
            <constraint firstItem="v" firstAttribute="height" constant="20" id="c6"/>
            <constraint firstItem="w" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c7"/>
            <constraint firstItem="w" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="c8"/>
            <constraint firstItem="w" firstAttribute="width" constant="100" id="c9"/>
            <constraint firstItem="w" firstAttribute="height" constant="20" id="c10"/>
            """)
        let document = LayoutDocumentReader.read(text, path: "test.xib")
        let device = LayoutFixtures.device("11")
        let result = LayoutFixtures.solver.solve(document.screens[0], file: "test.xib", request: .init(device: device, designDevice: device))
        var second = ScreenSolver.Request(device: device, designDevice: device, reportsAmbiguity: false)
        second.usesSavedTextWidths = true
        let again = LayoutFixtures.solver.solve(document.screens[0], file: "test.xib", request: second)
        var comparison = SavedFrameComparison()
        comparison.add(result, screen: document.screens[0], withSavedTextWidths: again)
        #expect(comparison.compared == 3)
        #expect(Set(comparison.differences.map(\.view.id)) == ["l", "v", "w"])
        #expect(comparison.confirmedByTextWidths == 2)
        #expect(comparison.differences.first { $0.view.id == "w" }?.confirmed == false)
        #expect(try #require(again.frame(of: "v")).frame.x == 104)
    }

    /// A label with no text that Xcode saved 50 pt wide (pocket-casts' EpisodeListSearchController,
    /// duckduckgo's OmniBar): 0 x 0 at run time, so its neighbour sits 50 pt further left than
    /// saved; with it as wide as saved both match, and the cause named is the stale frame, not the
    /// stand-in font.
    @Test func aViewWithoutTextSavedWideIsAStaleFrame() throws {
        let text = LayoutFixtures.xib(subviews: """
            <label text="" translatesAutoresizingMaskIntoConstraints="NO" id="e">
                <rect key="frame" x="16" y="20" width="50" height="20.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="v"><rect key="frame" x="74" y="20" width="100" height="20"/></view>
            """, constraints: """
            <constraint firstItem="e" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="e" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            <constraint firstItem="v" firstAttribute="leading" secondItem="e" secondAttribute="trailing" constant="8" id="c3"/>
            <constraint firstItem="v" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c4"/>
            <constraint firstItem="v" firstAttribute="width" constant="100" id="c5"/>
            <constraint firstItem="v" firstAttribute="height" constant="20" id="c6"/>
            """)
        let document = LayoutDocumentReader.read(text, path: "test.xib")
        let device = LayoutFixtures.device("11")
        let result = LayoutFixtures.solver.solve(document.screens[0], file: "test.xib", request: .init(device: device, designDevice: device))
        #expect(try #require(result.frame(of: "e")).frame.width == 0)
        var second = ScreenSolver.Request(device: device, designDevice: device, reportsAmbiguity: false)
        second.usesSavedTextWidths = true
        let again = LayoutFixtures.solver.solve(document.screens[0], file: "test.xib", request: second)
        var comparison = SavedFrameComparison()
        comparison.add(result, screen: document.screens[0], withSavedTextWidths: again)
        #expect(Set(comparison.differences.map(\.view.id)) == ["e", "v"])
        #expect(comparison.confirmedByTextWidths == 2 && comparison.confirmedByEmptyLabels == 2)
        let beside = try #require(comparison.differences.first { $0.view.id == "v" })
        #expect(beside.likelyCause?.hasPrefix("a stale frame: label e (line") == true)
        #expect(beside.likelyCause?.contains("has no text, but Xcode saved it 50 pt wide") == true)
    }

    /// A cell of its own xib, 320 pt wide on a 414 pt design device: Interface Builder lays it
    /// out with the margins of a table that wide (16 pt), and the saved frames say so; on the
    /// device itself the cell is the table's width and gets its margins (20 pt).
    @Test func aXibCellAtItsSavedWidthHasThatWidthsMargins() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <tableViewCell contentMode="scaleToFill" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="16" y="12" width="24" height="20"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstItem="box" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c2"/>
                            <constraint firstItem="box" firstAttribute="width" constant="24" id="c3"/>
                            <constraint firstItem="box" firstAttribute="height" constant="20" id="c4"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let document = LayoutDocumentReader.read(text, path: "cell.xib")
        let design = LayoutFixtures.device("11")
        let atDesign = LayoutFixtures.solver.solve(document.screens[0], file: "cell.xib", request: .init(device: design, designDevice: design))
        #expect(try #require(atDesign.frame(of: "box")).frame.x == 16)
        let max = LayoutFixtures.device("16ProMax")
        let onMax = LayoutFixtures.solver.solve(document.screens[0], file: "cell.xib", request: .init(device: max, designDevice: design))
        #expect(try #require(onMax.frame(of: "box")).frame.x == 20)
    }

    /// A label with attributed text (no `text` attribute) is as wide as its fragments' text in
    /// the first fragment's font, not empty.
    @Test func attributedTextTakesItsPlace() throws {
        let label = { (font: String) in
            """
            <label translatesAutoresizingMaskIntoConstraints="NO" usesAttributedText="YES" id="l">
                <rect key="frame" x="16" y="20" width="140" height="24"/>
                <attributedString key="attributedText">
                    <fragment content="Share "><attributes>\(font)</attributes></fragment>
                    <fragment content="Feedback"><attributes><font key="NSFont" metaFont="system" size="12"/></attributes></fragment>
                </attributedString>
            </label>
            """
        }
        let constraints = """
            <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            """
        let (_, large) = LayoutFixtures.solve(LayoutFixtures.xib(subviews: label(#"<font key="NSFont" metaFont="system" size="20"/>"#), constraints: constraints))
        let (_, small) = LayoutFixtures.solve(LayoutFixtures.xib(subviews: label(#"<font key="NSFont" metaFont="system" size="10"/>"#), constraints: constraints))
        let wide = try #require(large.frame(of: "l")), narrow = try #require(small.frame(of: "l"))
        #expect(wide.text?.text == "Share Feedback")
        #expect(narrow.frame.width > 50 && wide.frame.width > 1.8 * narrow.frame.width)
    }

    /// A long text saved as a child `<string key="text">` (Interface Builder's form for one with
    /// line breaks) is the label's text.
    @Test func aTextSavedAsAChildStringIsShown() throws {
        let text = LayoutFixtures.xib(subviews: """
            <label translatesAutoresizingMaskIntoConstraints="NO" id="l">
                <rect key="frame" x="16" y="20" width="200" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <string key="text">Import your podcasts
                from another app</string>
            </label>
            """, constraints: """
            <constraint firstItem="l" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="l" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            """)
        let (_, result) = LayoutFixtures.solve(text)
        let label = try #require(result.frame(of: "l"))
        #expect(label.text?.text.hasPrefix("Import your podcasts") == true)
        #expect(label.frame.width > 100)
    }

    /// One session per screen across languages and devices (the solver changed in place, as
    /// `check --devices` uses it) gives the frames and findings of solving each on its own.
    @Test(arguments: ["SearchBar.xib", "Settings.storyboard", "Booking.storyboard"])
    func sessionsMatchFreshSolves(_ name: String) throws {
        let document = name == "Booking.storyboard"
            ? LayoutDocumentReader.read(contentsOf: LayoutFixtures.repository.appendingPathComponent("Examples/TravelApp/Base.lproj/Booking.storyboard").path)
            : LayoutFixtures.document(name)
        let devices = ["SE", "16", "16ProMax", "SE", "iPadAir13"].map { LayoutFixtures.device($0) }
        let languages: [(String, [String: String])] = [
            ("en", [:]),
            // Texts that fit: where one overflows beside a view of the same compression
            // resistance, the layout is ambiguous and either may give way.
            ("de", ["set-lb-002.text": "Mitteilungen", "srb-bt-001.normalTitle": "Abbrechen"]),
        ]
        let categories: [ContentSizeCategory] = [.large, .ax3, .xSmall]
        var retargeted = 0
        for screen in document.screens {
            var session = LayoutFixtures.solver.session(for: screen, file: name)
            for (language, texts) in languages {
                for device in devices {
                    let request = ScreenSolver.Request(device: device, language: language, texts: texts, reportsAmbiguity: false)
                    let kept = session.solve(request, categories: categories)
                    let fresh = LayoutFixtures.solver.solve(screen, file: name, request: request, categories: categories)
                    for (a, b) in zip(kept, fresh) {
                        #expect(a.frames.map(\.absolute) == b.frames.map(\.absolute), "\(screen.name) on \(device.name) in \(language) at \(a.category.higName)")
                        #expect(a.findings.map(\.message) == b.findings.map(\.message))
                    }
                }
            }
            retargeted += session.retargeted
        }
        #expect(retargeted > 0)
    }

    /// A label whose hugging and compression resistance are both required (its width is its
    /// text's) going from AX5 to xSmall and back: its constraints take their new constants
    /// without a contradiction on the way (a fresh solve finds none, and neither may a session).
    @Test func requiredSizesChangeWithoutSpuriousContradictions() throws {
        let text = LayoutFixtures.xib(subviews: """
            <label horizontalHuggingPriority="1000" horizontalCompressionResistancePriority="1000" text="12" translatesAutoresizingMaskIntoConstraints="NO" id="n">
                <rect key="frame" x="300" y="10" width="19" height="20.5"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            <label text="Filter name" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                <rect key="frame" x="16" y="10" width="276" height="20.5"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            """, constraints: """
            <constraint firstItem="t" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="n" firstAttribute="leading" secondItem="t" secondAttribute="trailing" constant="8" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="n" secondAttribute="trailing" constant="16" id="c3"/>
            <constraint firstItem="t" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c4"/>
            <constraint firstItem="n" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c5"/>
            """)
        let document = LayoutDocumentReader.read(text, path: "cell.xib")
        let categories: [ContentSizeCategory] = [.ax5, .xSmall, .ax5, .large]
        var session = LayoutFixtures.solver.session(for: document.screens[0], file: "cell.xib")
        for name in ["SE", "16ProMax", "SE"] {
            let request = ScreenSolver.Request(device: LayoutFixtures.device(name), reportsAmbiguity: false)
            let kept = session.solve(request, categories: categories)
            let fresh = LayoutFixtures.solver.solve(document.screens[0], file: "cell.xib", request: request, categories: categories)
            for (a, b) in zip(kept, fresh) {
                #expect(a.findings.filter { $0.kind == .unsatisfiable }.isEmpty, "\(a.findings.map(\.message))")
                #expect(a.frames.map(\.absolute) == b.frames.map(\.absolute))
            }
        }
    }
}
