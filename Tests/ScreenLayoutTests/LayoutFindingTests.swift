import Foundation
import Testing
import TextStyles
@testable import ScreenLayout

@Suite("What a solved screen shows wrong, and bad input")
struct LayoutFindingTests {
    /// A folder is walked for its storyboards and xibs, in the order of their relative paths;
    /// hidden entries, `build` and `DerivedData` are skipped, and a link to a folder is not
    /// followed.
    @Test func foldersAreWalkedForTheirDocuments() throws {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("typefit-walk-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: root) }
        for folder in ["a", "a/b", ".hidden", "build", "x/DerivedData", "x/Builds"] {
            try manager.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["a.xib", "a/b/Main.storyboard", "a/notes.txt", ".hidden/Skip.xib", "build/Skip.xib",
                     "x/DerivedData/Skip.xib", "x/Builds/Kept.xib", "x/.Hidden.xib", "Z.storyboard"] {
            #expect(manager.createFile(atPath: root + "/" + file, contents: Data("<document/>".utf8)))
        }
        try manager.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/a")
        let found = LayoutDocumentReader.documentFiles([root]).map { String($0.dropFirst(root.count + 1)) }
        #expect(found == ["Z.storyboard", "a.xib", "a/b/Main.storyboard", "x/Builds/Kept.xib"])
    }

    /// A finding made before its category is known names it once the result is made: every
    /// placeholder replaced, nothing else touched (other text, a lone control byte, non-ASCII).
    @Test func theCategoryIsNamedInPlaceOfItsPlaceholder() {
        let placeholder = SolverBuild.categoryName
        let message = "label Ä pushed off on iPhone SE at \(placeholder), again at \(placeholder); byte \u{1} alone"
        #expect(SolverBuild.replacingCategoryName(in: message, with: "AX3")
            == "label Ä pushed off on iPhone SE at AX3, again at AX3; byte \u{1} alone")
        #expect(SolverBuild.replacingCategoryName(in: placeholder, with: "Large") == "Large")
        #expect(SolverBuild.replacingCategoryName(in: "\u{1}categ", with: "Large") == "\u{1}categ")
    }

    @Test func contradictoryRequiredConstraintsAreNamedWithTheirLine() throws {
        let text = LayoutFixtures.xib(subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0" y="0" width="100" height="10"/>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
            <constraint firstItem="box" firstAttribute="height" constant="10" id="c3"/>
            <constraint firstItem="box" firstAttribute="width" constant="100" id="c4"/>
            <constraint firstItem="box" firstAttribute="width" constant="120" id="c5"/>
            """)
        let (_, result) = LayoutFixtures.solve(text)
        let broken = result.findings.filter { $0.kind == .unsatisfiable }
        #expect(broken.count == 1)
        let finding = try #require(broken.first)
        // The second width, c5, is on line 21 of the document the helper writes.
        let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("id=\"c5\"") }) + 1
        #expect(finding.line == line)
        #expect(finding.message.contains("c5") && finding.message.contains("view box.width == 120"))
        // The first one holds.
        #expect(try #require(result.frame(of: "box")).frame.width == 100)
    }

    @Test func ambiguousViewIsReported() {
        let text = LayoutFixtures.xib(subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="free">
                <rect key="frame" x="0" y="0" width="100" height="10"/>
            </view>
            """, constraints: """
            <constraint firstItem="free" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c1"/>
            <constraint firstItem="free" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
            <constraint firstItem="free" firstAttribute="height" constant="10" id="c3"/>
            """)
        let (_, result) = LayoutFixtures.solve(text)
        let ambiguous = result.findings.filter { $0.kind == .ambiguous }
        #expect(ambiguous.count == 1)
        #expect(ambiguous.first?.message.contains("its width is not fixed") == true, "\(ambiguous)")
    }

    /// A fixed-width view wider than the screen goes off its side; a tall column outside a
    /// scroll view is cut at its bottom.
    @Test func offScreenAndClipped() throws {
        let screen = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes><scene sceneID="s"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label text="A headline" translatesAutoresizingMaskIntoConstraints="NO" id="wide">
                                    <rect key="frame" x="16" y="20" width="343" height="20"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                </label>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="tall">
                                    <rect key="frame" x="0" y="60" width="375" height="600"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="wide" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                                <constraint firstItem="wide" firstAttribute="width" constant="420" id="c2"/>
                                <constraint firstItem="wide" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
                                <constraint firstItem="tall" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c4"/>
                                <constraint firstItem="tall" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c5"/>
                                <constraint firstItem="tall" firstAttribute="top" secondItem="root" secondAttribute="top" constant="60" id="c6"/>
                                <constraint firstItem="tall" firstAttribute="height" constant="640" id="c7"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let document = LayoutDocumentReader.read(screen, path: "s.storyboard")
        let se = LayoutFixtures.device("SE")
        let result = LayoutFixtures.solver.solve(document.screens[0], file: "s.storyboard", request: .init(device: se, designDevice: se))
        let off = try #require(result.findings.first { $0.kind == .offScreen })
        #expect(off.message.contains("label wide") && off.message.contains("16 to 436"))
        let clipped = try #require(result.findings.first { $0.kind == .clipped })
        #expect(clipped.message.contains("view tall") && clipped.message.contains("33 pt below"))
    }

    @Test func unreadableValuesAreLocatedAndLeftOut() {
        let text = LayoutFixtures.xib(subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0" y="0" width="100" height="10"/>
            </view>
            """, constraints: """
            <constraint firstItem="box" firstAttribute="sideways" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="box" firstAttribute="width" multiplier="1:0" constant="10" id="c2"/>
            <constraint firstItem="box" firstAttribute="height" constant="ten" id="c3"/>
            <constraint firstItem="box" firstAttribute="height" constant="10" priority="2000" id="c4"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="nowhere" secondAttribute="leading" id="c5"/>
            <constraint firstItem="box" firstAttribute="top" relation="roughly" secondItem="root" secondAttribute="top" id="c6"/>
            """)
        let (document, result) = LayoutFixtures.solve(text)
        let messages = document.issues.map(\.message)
        #expect(messages.contains { $0.contains("'sideways' is not one Auto Layout has") })
        #expect(messages.contains { $0.contains("multiplier '1:0'") })
        #expect(messages.contains { $0.contains("constant 'ten'") })
        #expect(messages.contains { $0.contains("priority '2000'") })
        #expect(messages.contains { $0.contains("relation 'roughly'") })
        #expect(document.issues.allSatisfy { $0.line > 1 && $0.file == "test.xib" })
        #expect(result.findings.contains { $0.kind == .unreadable && $0.message.contains("'nowhere'") })
    }

    /// A file cut off in the middle: the XML error is an issue at its line; the views read
    /// before it are still laid out.
    @Test func truncatedFile() throws {
        let whole = try String(contentsOf: LayoutFixtures.directory.appendingPathComponent("Settings.storyboard"), encoding: .utf8)
        let cut = String(whole.prefix(whole.count * 2 / 3))
        let document = LayoutDocumentReader.read(cut, path: "cut.storyboard")
        #expect(document.issues.contains { $0.kind == .malformed && $0.message.contains("does not parse") })
        #expect(!document.screens.isEmpty)
        for screen in document.screens {
            _ = LayoutFixtures.solver.solve(screen, file: "cut.storyboard", request: .init(device: LayoutFixtures.device("SE")))
        }
    }

    @Test(arguments: ["", "not xml at all", "<plist><dict/></plist>", "<document><scenes><scene><objects><viewController id=\"x\"><view key=\"view\" id=\"v\"><rect key=\"frame\" width=\"-1\" height=\"1e400\"/></view></viewController></objects></scene></scenes></document>"])
    func hostileDocuments(_ text: String) {
        let document = LayoutDocumentReader.read(text, path: "bad.xib")
        for screen in document.screens {
            _ = LayoutFixtures.solver.solve(screen, file: "bad.xib", request: .init(device: LayoutFixtures.device("SE")))
        }
        #expect(!document.issues.isEmpty || !document.screens.isEmpty)
    }

    /// A constraint cycle (a equals b plus 10, b equals a plus 10) is a contradiction, not a hang.
    @Test func cycle() {
        let text = LayoutFixtures.xib(subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="0" y="0" width="10" height="10"/></view>
            """, constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="b" secondAttribute="trailing" constant="10" id="c1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="10" id="c2"/>
            <constraint firstItem="a" firstAttribute="width" constant="10" id="c3"/>
            <constraint firstItem="b" firstAttribute="width" constant="10" id="c4"/>
            """)
        let (_, result) = LayoutFixtures.solve(text)
        #expect(result.findings.contains { $0.kind == .unsatisfiable })
    }
}
