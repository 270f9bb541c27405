import Testing
@testable import ScreenLayout

/// Interface Builder's "Vary for Traits": `<variation>`s that install and uninstall constraints
/// and subviews, change constants and rearrange stack views per size class. The shapes are the
/// ones met in duckduckgo's Tab.storyboard (an iPad-only constraint excluded by default and
/// included for regular x regular; a stack turned horizontal in compact height),
/// simplenote's SPSectionHeaderView.xib (constraints swapped for regular x regular) and
/// pocket-casts' PodcastListViewController.xib (a subview uninstalled in compact height).
@Suite("Size-class variations")
struct SizeClassVariationTests {
    static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES" useTraitCollections="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="16" y="20" width="200" height="50"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="50" id="bh"/>
                            </constraints>
                        </view>
                        <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="0" y="100" width="300" height="80"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="one">
                                    <rect key="frame" x="0" y="0" width="300" height="40"/>
                                    <constraints><constraint firstAttribute="height" constant="40" id="h1"/></constraints>
                                </view>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="two">
                                    <rect key="frame" x="0" y="40" width="300" height="40"/>
                                    <constraints><constraint firstAttribute="height" constant="40" id="h2"/></constraints>
                                </view>
                            </subviews>
                            <variation key="heightClass=compact" axis="horizontal" distribution="fillEqually"/>
                        </stackView>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="extra">
                            <rect key="frame" x="0" y="200" width="414" height="30"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" id="inner">
                                    <rect key="frame" x="10" y="0" width="20" height="30"/>
                                </view>
                            </subviews>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="bl"/>
                        <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="bt">
                            <variation key="heightClass=compact" constant="4"/>
                        </constraint>
                        <constraint firstItem="box" firstAttribute="width" constant="200" id="phoneWidth"/>
                        <constraint firstItem="box" firstAttribute="width" constant="500" id="padWidth"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="sl"/>
                        <constraint firstItem="stack" firstAttribute="width" constant="300" id="sw"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="st"/>
                        <constraint firstItem="extra" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="el"/>
                        <constraint firstItem="extra" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="et"/>
                        <constraint firstItem="extra" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="etop"/>
                        <constraint firstItem="extra" firstAttribute="height" constant="30" id="eh"/>
                        <constraint firstItem="inner" firstAttribute="leading" secondItem="extra" secondAttribute="leading" constant="10" id="il"/>
                    </constraints>
                    <variation key="default">
                        <mask key="constraints">
                            <exclude reference="padWidth"/>
                        </mask>
                    </variation>
                    <variation key="heightClass=regular-widthClass=regular">
                        <mask key="constraints">
                            <include reference="padWidth"/>
                            <exclude reference="phoneWidth"/>
                        </mask>
                    </variation>
                    <variation key="heightClass=compact">
                        <mask key="subviews">
                            <exclude reference="extra"/>
                        </mask>
                    </variation>
                    <simulatedScreenMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """

    static let document = LayoutDocumentReader.read(text, path: "Vary.xib")

    func solve(_ device: Device) -> ScreenLayoutResult {
        LayoutFixtures.solver.solve(Self.document.screens[0], file: "Vary.xib", request: .init(device: device, designDevice: LayoutFixtures.device("11")))
    }

    func frame(_ id: String, _ result: ScreenLayoutResult) throws -> ViewFrame { try #require(result.frame(of: id)) }

    @Test func deviceSizeClasses() {
        #expect(LayoutFixtures.device("SE").sizeClasses == SizeClassTraits(width: .compact, height: .regular))
        #expect(LayoutFixtures.device("SE", .landscape).sizeClasses == SizeClassTraits(width: .compact, height: .compact))
        #expect(LayoutFixtures.device("16ProMax", .landscape).sizeClasses == SizeClassTraits(width: .regular, height: .compact))
        #expect(LayoutFixtures.device("iPadAir13", .landscape).sizeClasses == SizeClassTraits(width: .regular, height: .regular))
    }

    @Test func keysAreReadAndMatched() throws {
        let pad = try #require(SizeClassVariation(key: "heightClass=regular-widthClass=regular", line: 1))
        #expect(pad.width == .regular && pad.height == .regular && pad.specificity == 2)
        #expect(pad.applies(to: SizeClassTraits(width: .regular, height: .regular)))
        #expect(!pad.applies(to: SizeClassTraits(width: .compact, height: .regular)))
        let base = try #require(SizeClassVariation(key: "default", line: 1))
        #expect(base.specificity == 0 && base.applies(to: SizeClassTraits(width: .compact, height: .compact)))
        #expect(SizeClassVariation(key: "widthClass=huge", line: 1) == nil)
        #expect(SizeClassVariation(key: "widthClass=compact-widthClass=regular", line: 1) == nil)
        #expect(SizeClassVariation(key: "depthClass=compact", line: 1) == nil)
    }

    @Test func readFromTheDocument() {
        #expect(Self.document.issues.isEmpty, "\(Self.document.issues)")
        let root = Self.document.screens[0].views[0]
        #expect(root.variations.count == 3)
        #expect(root.variations[1].includedConstraints == ["padWidth"] && root.variations[1].excludedConstraints == ["phoneWidth"])
        #expect(root.variations[2].excludedSubviews == ["extra"])
        let top = Self.document.screens[0].constraints.first { $0.id == "bt" }
        #expect(top?.variations.first?.constant == 4)
    }

    /// The iPad-only constraint is out by default and in for regular x regular; the phone's
    /// width constraint the other way round.
    @Test func constraintsInstalledPerSizeClass() throws {
        #expect(try frame("box", solve(LayoutFixtures.device("11"))).frame.width == 200)
        #expect(try frame("box", solve(LayoutFixtures.device("16ProMax", .landscape))).frame.width == 200)
        #expect(try frame("box", solve(LayoutFixtures.device("iPadAir13"))).frame.width == 500)
        #expect(try frame("box", solve(LayoutFixtures.device("iPadAir13", .landscape))).frame.width == 500)
        // Without the variations both widths would be required: a contradiction.
        #expect(!solve(LayoutFixtures.device("iPadAir13")).findings.contains { $0.kind == .unsatisfiable })
    }

    @Test func constantAndStackVaryInCompactHeight() throws {
        let portrait = solve(LayoutFixtures.device("11"))
        let landscape = solve(LayoutFixtures.device("11", .landscape))
        #expect(try frame("box", portrait).frame.y == 20)
        #expect(try frame("box", landscape).frame.y == 4)
        // Vertical in portrait; horizontal and filled equally in landscape.
        #expect(try frame("two", portrait).frame.y == 40 && frame("two", portrait).frame.x == 0)
        #expect(try frame("one", landscape).frame.width == 150 && frame("two", landscape).frame.x == 150 && frame("two", landscape).frame.y == 0)
    }

    /// A subview uninstalled in compact height is not laid out there, nor its subviews, and the
    /// constraints naming it go with it.
    @Test func subviewUninstalledInCompactHeight() throws {
        let portrait = solve(LayoutFixtures.device("11"))
        #expect(try frame("extra", portrait).source == .constraints && frame("extra", portrait).frame.width == 414)
        #expect(try frame("inner", portrait).frame.x == 10)
        let landscape = solve(LayoutFixtures.device("11", .landscape))
        #expect(try frame("extra", landscape).source == .notInstalled)
        #expect(try frame("inner", landscape).source == .notInstalled)
        #expect(!landscape.findings.contains { $0.kind == .unsatisfiable || $0.kind == .offScreen }, "\(landscape.findings)")
        let installed = Self.document.screens[0].installed(for: LayoutFixtures.device("11", .landscape).sizeClasses)
        #expect(!installed.constraints.contains { ["el", "et", "etop", "eh", "il"].contains($0.id) })
        #expect(installed.constraints.count == Self.document.screens[0].constraints.count - 6)  // those five and padWidth
    }

    /// A solver session changed in place from an iPhone to an iPad (another size class) gives
    /// what a fresh solve gives.
    @Test func sessionAcrossSizeClasses() throws {
        var session = LayoutFixtures.solver.session(for: Self.document.screens[0], file: "Vary.xib")
        let devices = [LayoutFixtures.device("11"), LayoutFixtures.device("iPadAir13"), LayoutFixtures.device("11", .landscape), LayoutFixtures.device("SE")]
        for device in devices {
            let inSession = session.solve(.init(device: device, designDevice: LayoutFixtures.device("11")), categories: [.large])[0]
            let fresh = solve(device)
            #expect(inSession.frames.map(\.frame) == fresh.frames.map(\.frame), "\(device.summary)")
            #expect(inSession.frames.map(\.source) == fresh.frames.map(\.source), "\(device.summary)")
        }
    }

    @Test func unreadVariationsAreNamed() {
        let text = Self.text
            .replacingOccurrences(of: "<variation key=\"heightClass=compact\" constant=\"4\"/>", with: "<variation key=\"heightClass=tiny\" constant=\"4\"/>")
            .replacingOccurrences(of: "<variation key=\"heightClass=compact\" axis=\"horizontal\" distribution=\"fillEqually\"/>",
                                  with: "<variation key=\"heightClass=compact\" axis=\"diagonal\"><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"20\"/></variation>")
        let document = LayoutDocumentReader.read(text, path: "Vary.xib")
        let messages = document.issues.map(\.description)
        #expect(messages.contains { $0.hasPrefix("Vary.xib:40: unreadableValue: size-class variation 'heightClass=tiny' of constraint bt") }, "\(messages)")
        #expect(messages.contains { $0.contains("size-class variation 'heightClass=compact' of view stack also changes fontDescription, axis 'diagonal'") }, "\(messages)")
        // The rest is still read and laid out.
        #expect(document.screens.first?.views.count == 7)
    }
}
