import Foundation
import TextFormatting

/// The table as CSV, one row per style and setting. For iOS the header is exactly
/// `platform,style,category,size,leading,weight,emphasized_weight`, with HIG spellings.
enum CSVFormat {
    static func render(_ table: StyleTable) -> String {
        var lines = [(["platform", "style", table.settingField] + table.columns.map(\.rawValue)).joined(separator: ",")]
        for setting in table.settings {
            for style in table.styles {
                guard let cell = table.cell(style, setting) else { continue }
                var fields = [table.platform.rawValue, style.name, table.settingValue(setting)]
                fields += table.columns.map { column in Self.field(column, of: cell) }
                lines.append(fields.map(quote).joined(separator: ","))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func field(_ column: StyleTable.Column, of cell: StyleTable.Cell) -> String {
        switch column {
        case .size: NumberText.short(cell.size, decimals: 4)
        case .leading: cell.leading.map { NumberText.short($0, decimals: 4) } ?? ""
        case .weight: cell.weight?.displayName ?? ""
        case .emphasizedWeight: cell.emphasizedWeight?.displayName ?? ""
        case .multiplier: cell.multiplier.map { NumberText.short($0, decimals: 4) } ?? ""
        case .lineHeight: cell.heights.map { NumberText.short($0.lineHeight, decimals: 4) } ?? ""
        case .label1, .label2, .label3: cell.heights.map { NumberText.short($0.labels[column.labelIndex], decimals: 4) } ?? ""
        case .textField: cell.heights.map { NumberText.short($0.textField, decimals: 4) } ?? ""
        }
    }

    /// Quotes a field when it holds a comma, quote or line break (RFC 4180).
    private static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
