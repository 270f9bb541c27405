import TextFormatting

/// The table as a JSON array of objects with the same fields as the CSV.
enum JSONFormat {
    static func render(_ table: StyleTable) -> String {
        var items: [JSONValue] = []
        for setting in table.settings {
            for style in table.styles {
                guard let cell = table.cell(style, setting) else { continue }
                var members: [(String, JSONValue)] = [
                    ("platform", .string(table.platform.rawValue)),
                    ("style", .string(style.name)),
                ]
                if case .fontScale(let scale) = setting {
                    members.append((table.settingField, .number(scale)))
                } else {
                    members.append((table.settingField, .string(table.settingValue(setting))))
                }
                for column in table.columns {
                    members.append((column.rawValue, value(column, of: cell)))
                }
                items.append(.object(members))
            }
        }
        return JSONValue.array(items).rendered() + "\n"
    }

    private static func value(_ column: StyleTable.Column, of cell: StyleTable.Cell) -> JSONValue {
        switch column {
        case .size: .number(cell.size)
        case .leading: cell.leading.map(JSONValue.number) ?? .null
        case .weight: cell.weight.map { .string($0.displayName) } ?? .null
        case .emphasizedWeight: cell.emphasizedWeight.map { .string($0.displayName) } ?? .null
        case .multiplier: cell.multiplier.map(JSONValue.number) ?? .null
        case .lineHeight: cell.heights.map { .number($0.lineHeight) } ?? .null
        case .label1, .label2, .label3: cell.heights.map { .number($0.labels[column.labelIndex]) } ?? .null
        case .textField: cell.heights.map { .number($0.textField) } ?? .null
        }
    }
}
