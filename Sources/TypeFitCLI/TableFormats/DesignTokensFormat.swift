import TextFormatting
import TextStyles

/// The table as W3C Design Tokens (DTCG format) JSON, for Tokens Studio and Style Dictionary.
///
/// Groups by size setting, then style: `{"Large": {"body": {"$type": "typography", ...}}}`.
/// Each token is a typography composite: fontFamily, fontSize (a dimension, `17px`: one
/// point or dp is one CSS pixel), fontWeight (100-900), lineHeight (a number, multiplied by the
/// font size, as the DTCG format defines it) and letterSpacing (a dimension, from the HIG
/// tracking table or Material 3). Values that are not known are left out: the font family and
/// tracking of a custom font (`--font-size`) or of iOS 7 (`--legacy`). Styles with a published emphasized weight get a second token,
/// `<style>Emphasized`. Group names avoid `.`, `{` and `}` (reserved by the format).
enum DesignTokensFormat {
    static func render(_ table: StyleTable) -> String {
        var groups: [(String, JSONValue)] = [
            ("$description", .string("\(table.title). \(table.legend) \(table.source) Made by typefit \(TypeFit.version).")),
        ]
        // The system font of the platform (Material 3's default typeface on Android); unknown for
        // a custom font and for iOS 7, whose tokens leave it out.
        let family: String? = switch table.kind {
        case .published: table.platform == .android ? "Roboto" : TrackingFont.system(for: table.platform).rawValue
        case .legacyIOS7, .customFont, .heights: nil
        }
        for setting in table.settings {
            var tokens: [(String, JSONValue)] = []
            for style in table.styles {
                guard let cell = table.cell(style, setting) else { continue }
                tokens.append((style.identifier, token(cell, weight: cell.weight, family: family, style: style, setting: setting, table: table)))
                if table.columns.contains(.emphasizedWeight), let emphasized = cell.emphasizedWeight {
                    tokens.append((style.identifier + "Emphasized", token(cell, weight: emphasized, family: family, style: style, setting: setting, table: table)))
                }
            }
            groups.append((groupName(setting), .object(tokens)))
        }
        return JSONValue.object(groups).rendered() + "\n"
    }

    private static func groupName(_ setting: SizeSetting) -> String {
        setting.name.replacingDots
    }

    private static func token(
        _ cell: StyleTable.Cell, weight: FontWeight?, family: String?, style: TextStyle, setting: SizeSetting, table: StyleTable
    ) -> JSONValue {
        var value: [(String, JSONValue)] = []
        if let family { value.append(("fontFamily", .string(family))) }
        value.append(("fontSize", .string(NumberText.short(cell.size, decimals: 4) + "px")))
        if let weight { value.append(("fontWeight", .integer(weight.numericValue))) }
        if let leading = cell.leading, cell.size > 0 { value.append(("lineHeight", .number(leading / cell.size))) }
        if let tracking = cell.tracking { value.append(("letterSpacing", .string(NumberText.short(tracking, decimals: 4) + "px"))) }
        var description = "\(style.name) at \(setting.name): \(table.cellText(cell)) \(table.unit)"
        if let weight { description += ", \(weight.displayName)" }
        var extensions: [(String, JSONValue)] = [
            ("platform", .string(table.platform.rawValue)),
            ("style", .string(style.name)),
            (table.settingField, .string(table.settingValue(setting))),
        ]
        if let leading = cell.leading { extensions.append(("leading", .string(NumberText.short(leading, decimals: 4) + "px"))) }
        if let multiplier = cell.multiplier { extensions.append(("uifontmetrics_multiplier", .number(multiplier))) }
        return .object([
            ("$type", .string("typography")),
            ("$value", .object(value)),
            ("$description", .string(description)),
            ("$extensions", .object([("dev.typefit", .object(extensions))])),
        ])
    }
}

extension String {
    /// The string with `.` replaced by `_` (group names may not contain dots).
    fileprivate var replacingDots: String {
        String(map { $0 == "." ? "_" : $0 })
    }
}
