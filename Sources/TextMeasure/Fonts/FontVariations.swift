internal import CHarfBuzz

/// One variation axis of a variable font (`fvar`).
public struct VariationAxis: Sendable, Hashable {
    /// The 4-letter tag: `wght`, `opsz`, `wdth`...
    public let tag: String
    public let minimum: Double
    public let defaultValue: Double
    public let maximum: Double

    /// `value` within the axis' range.
    public func clamp(_ value: Double) -> Double { min(max(value, minimum), maximum) }
}

/// One named instance of a variable font: its subfamily name and axis values.
public struct NamedInstance: Sendable, Hashable {
    /// The subfamily name (`Regular`, `Semibold`, `Display Bold`).
    public let name: String
    /// Its value on each axis, by tag.
    public let coordinates: [String: Double]
}

/// The axes and named instances of a face, read through HarfBuzz (`hb_ot_var_*`).
enum FontVariations {
    static func axes(of hbFace: OpaquePointer) -> [VariationAxis] {
        let count = Int(hb_ot_var_get_axis_count(hbFace))
        guard count > 0 else { return [] }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: count)
        var n = UInt32(count)
        hb_ot_var_get_axis_infos(hbFace, 0, &n, &infos)
        return infos.prefix(Int(n)).map {
            VariationAxis(tag: tagString($0.tag), minimum: Double($0.min_value), defaultValue: Double($0.default_value), maximum: Double($0.max_value))
        }
    }

    static func namedInstances(of hbFace: OpaquePointer, axes: [VariationAxis]) -> [NamedInstance] {
        let count = hb_ot_var_get_named_instance_count(hbFace)
        return (0..<count).map { index in
            let nameID = hb_ot_var_named_instance_get_subfamily_name_id(hbFace, index)
            var length: UInt32 = 128
            var buffer = [CChar](repeating: 0, count: 128)
            hb_ot_name_get_utf8(hbFace, nameID, hb_language_from_string("en", -1), &length, &buffer)
            let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            var coordinateCount = UInt32(axes.count)
            var coordinates = [Float](repeating: 0, count: axes.count)
            hb_ot_var_named_instance_get_design_coords(hbFace, index, &coordinateCount, &coordinates)
            var byTag: [String: Double] = [:]
            for (axis, value) in zip(axes, coordinates.prefix(Int(coordinateCount))) { byTag[axis.tag] = Double(value) }
            return NamedInstance(name: name, coordinates: byTag)
        }
    }
}
