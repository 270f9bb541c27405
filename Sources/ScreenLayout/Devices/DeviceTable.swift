import TextMeasure
import Foundation
import TextStyles

/// The devices of `Tables/devices.csv`, and the lookups a user's `--device` names need.
public struct DeviceTable: Sendable {
    /// Every device, in portrait, current ones first as the table lists them.
    public let devices: [Device]
    /// Landscape safe areas, by device name.
    private let landscapeSafeAreas: [String: EdgeInsets]
    /// Interface Builder design device ids (`retina4_7`) to device names.
    private let designDevices: [String: String]

    /// The table compiled in from `Tables/devices.csv`.
    public static let standard: DeviceTable = {
        do {
            return try DeviceTable(rows: publishedTableRows("devices.csv"))
        } catch {
            // The table is compiled in and tested (DeviceTableTests): a failure here is a bug in
            // the build, not the user's input.
            preconditionFailure("Tables/devices.csv: \(error)")
        }
    }()

    init(rows: [(line: Int, fields: [String: String])]) throws(TextStyleError) {
        var devices: [Device] = [], landscape: [String: EdgeInsets] = [:], design: [String: String] = [:]
        for (line, fields) in rows {
            func number(_ column: String) throws(TextStyleError) -> Double {
                guard let text = fields[column], let value = Double(text), value.isFinite, value >= 0 else {
                    throw .malformedTable(file: "devices.csv", line: line, reason: "column '\(column)' is '\(fields[column] ?? "")', not a number of points")
                }
                return value
            }
            guard let name = fields["name"], !name.isEmpty, let family = Device.Family(rawValue: fields["family"] ?? "") else {
                throw .malformedTable(file: "devices.csv", line: line, reason: "a device needs a name and a family (iphone or ipad)")
            }
            let device = Device(
                name: name, aliases: (fields["aliases"] ?? "").split(separator: " ").map(String.init), family: family,
                width: try number("width_pt"), height: try number("height_pt"), scale: Int(try number("scale")),
                safeArea: EdgeInsets(top: try number("safe_portrait_top"), bottom: try number("safe_portrait_bottom")),
                confidence: fields["confidence"] ?? "", isCurrent: fields["current"] == "yes")
            let side = try number("safe_landscape_side")
            landscape[name] = EdgeInsets(top: try number("safe_landscape_top"), left: side, bottom: try number("safe_landscape_bottom"), right: side)
            for id in (fields["xcode_device_ids"] ?? "").split(separator: " ") { design[String(id)] = name }
            devices.append(device)
        }
        self.devices = devices
        landscapeSafeAreas = landscape
        designDevices = design
    }

    /// The device a user names: its name (`iPhone SE (3rd generation)`, any case), an alias
    /// (`SE`, `16ProMax`), an Interface Builder id (`retina4_7`), or a size
    /// (`375x667@2x`, scale 3 when left out), in `orientation`.
    public func device(named text: String, orientation: Device.Orientation = .portrait) -> Device? {
        let wanted = text.trimmingCharacters(in: .whitespaces)
        let folded = Self.fold(wanted)
        let found = devices.first { Self.fold($0.name) == folded }
            ?? devices.first { $0.aliases.contains { Self.fold($0) == folded } }
            ?? devices.first { Self.fold($0.name) == Self.fold("iPhone " + wanted) }
            ?? designDevices[wanted].flatMap { name in devices.first { $0.name == name } }
            ?? Self.customSize(wanted)
        return found.map { turned($0, to: orientation) }
    }

    /// The device of an Interface Builder document (`<device id="retina6_1" orientation=...>`).
    public func designDevice(id: String, orientation: String?) -> Device? {
        guard let name = designDevices[id], let device = devices.first(where: { $0.name == name }) else { return nil }
        return turned(device, to: orientation == "landscape" ? .landscape : .portrait)
    }

    /// `device` in `orientation`, with the table's safe area there.
    public func turned(_ device: Device, to orientation: Device.Orientation) -> Device {
        device.turned(to: orientation, landscapeSafeArea: landscapeSafeAreas[device.name] ?? EdgeInsets())
    }

    /// The names a user can give, for messages: each current device's first alias.
    public var suggestions: [String] { devices.filter(\.isCurrent).compactMap(\.aliases.first) }

    private static func fold(_ text: String) -> String {
        String(text.lowercased().filter { !$0.isWhitespace && $0 != "-" && $0 != "_" })
    }

    /// `WIDTHxHEIGHT` or `WIDTHxHEIGHT@SCALE` in points: an iPhone-like screen with no safe area.
    private static func customSize(_ text: String) -> Device? {
        let parts = text.lowercased().split(separator: "@", maxSplits: 1)
        let size = parts[0].split(separator: "x")
        guard size.count == 2, let width = Double(size[0]), let height = Double(size[1]),
              width >= 1, height >= 1, width <= 10_000, height <= 10_000 else { return nil }
        var scale = 3
        if parts.count == 2 {
            guard let value = Int(parts[1].replacingOccurrences(of: "x", with: "")), (1...4).contains(value) else { return nil }
            scale = value
        }
        return Device(name: "\(text) screen", family: width >= 700 && height >= 700 ? .ipad : .iphone, width: width, height: height,
                      scale: scale, confidence: "given", isCurrent: false)
    }
}
