import Foundation
import TextMeasure
import TextStyles
@testable import ScreenLayout

/// The repository's fonts (never fontconfig's), a solver over them, and the fixtures.
enum LayoutFixtures {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static let measurer: TextMeasurer = {
        do {
            return TextMeasurer(library: try FontLibrary(fontsDirectory: repository.appendingPathComponent("Fonts"), usesSystemFallback: false, usesTestFonts: true))
        } catch {
            fatalError("the repository's fonts cannot be read: \(error)")
        }
    }()

    static let solver = ScreenSolver(sizer: TextSizer(measurer: measurer))

    static func document(_ name: String) -> LayoutDocument {
        LayoutDocumentReader.read(contentsOf: directory.appendingPathComponent(name).path)
    }

    static func device(_ name: String, _ orientation: Device.Orientation = .portrait) -> Device {
        guard let device = DeviceTable.standard.device(named: name, orientation: orientation) else { fatalError("no device \(name)") }
        return device
    }

    /// A xib holding one freeform root view `width` x `height` with `subviews` and `constraints`
    /// (XML), its design device iPhone 11.
    static func xib(width: Double = 375, height: Double = 200, subviews: String, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                    <subviews>
        \(subviews)
                    </subviews>
                    <constraints>
        \(constraints)
                    </constraints>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                </view>
            </objects>
        </document>
        """
    }

    static func solve(_ text: String, device: Device = LayoutFixtures.device("11"), category: ContentSizeCategory = .large,
                      texts: [String: String] = [:]) -> (LayoutDocument, ScreenLayoutResult) {
        let document = LayoutDocumentReader.read(text, path: "test.xib")
        let result = solver.solve(document.screens[0], file: "test.xib",
                                  request: .init(device: device, category: category, texts: texts))
        return (document, result)
    }
}

