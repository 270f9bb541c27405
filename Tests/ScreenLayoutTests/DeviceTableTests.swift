import TextMeasure
import Testing
@testable import ScreenLayout

@Suite("The device table")
struct DeviceTableTests {
    @Test func lookups() throws {
        let table = DeviceTable.standard
        let se = try #require(table.device(named: "SE"))
        #expect(se.name == "iPhone SE (3rd generation)" && se.width == 375 && se.height == 667 && se.scale == 2)
        #expect(se.safeArea == EdgeInsets(top: 20))
        #expect(table.device(named: "iphone se (3rd generation)")?.name == se.name)
        #expect(table.device(named: "16ProMax")?.width == 440)
        #expect(table.device(named: "16 Pro Max")?.height == 956)
        #expect(table.device(named: "iPadAir11")?.family == .ipad)
        #expect(table.designDevice(id: "retina6_1", orientation: "portrait")?.width == 414)
        #expect(table.designDevice(id: "ipad9_7", orientation: "landscape")?.width == 1024)
        let custom = try #require(table.device(named: "360x780@3"))
        #expect(custom.width == 360 && custom.height == 780 && custom.scale == 3)
        #expect(table.device(named: "Nokia 3310") == nil)
        #expect(table.device(named: "0x0") == nil)
        #expect(table.device(named: "375x667@9") == nil)
    }

    @Test func landscape() throws {
        let table = DeviceTable.standard
        let se = try #require(table.device(named: "SE", orientation: .landscape))
        #expect(se.width == 667 && se.height == 375 && se.safeArea == EdgeInsets())
        let pro = try #require(table.device(named: "16Pro", orientation: .landscape))
        #expect(pro.safeArea == EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        #expect(!pro.isRegularWidth)
        #expect(try #require(table.device(named: "16ProMax", orientation: .landscape)).isRegularWidth)
    }

    /// Root margins: 16 pt below 400 pt, 20 pt from there (checked against Xcode's saved frames:
    /// 16 at 375 and 393, 20 at 414).
    @Test func margins() {
        let table = DeviceTable.standard
        #expect(table.device(named: "SE")?.rootLayoutMargin == 16)
        #expect(table.device(named: "16")?.rootLayoutMargin == 16)
        #expect(table.device(named: "11")?.rootLayoutMargin == 20)
        #expect(table.device(named: "16ProMax")?.rootLayoutMargin == 20)
    }

    @Test func everyCurrentDeviceHasAnAlias() {
        let current = DeviceTable.standard.devices.filter(\.isCurrent)
        #expect(current.count >= 15)
        for device in current {
            #expect(!device.aliases.isEmpty, "\(device.name)")
            #expect(device.width > 300 && device.height > device.width)
        }
    }
}
