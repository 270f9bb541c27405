import TextFormatting
import TextMeasure

/// `typefit measure`'s options for the components beyond a label (bars, alerts, cells): their
/// settings (`ComponentOptions`) and the texts beside the measured one (`SlotNeighbors`), read
/// by the same `SlotValues` rules as the spec's keys.
enum MeasureComponentOptions {
    static let options: [CommandSignature.Option] = [
        .init(name: "items", valueName: "n", help: "Tab bar items, segments or alert buttons, this one included (itemCount)."),
        .init(name: "leading", valueName: "title", help: "Navigation bar title: a bar button item before it (repeatable).", isRepeatable: true),
        .init(name: "trailing", valueName: "title", help: "Navigation bar title: a bar button item after it (repeatable).", isRepeatable: true),
        .init(name: "back", valueName: "title", help: "Navigation bar title: the back button's title beside it."),
        .init(name: "title", valueName: "text", help: "Back button: the current screen's title in the middle of the bar."),
        .init(name: "neighbor", valueName: "text", help: "Another toolbar item, alert button or cell text sharing the row (repeatable).", isRepeatable: true),
        .init(name: "leading-width", valueName: "points", help: "Navigation bar title: points taken by items before it."),
        .init(name: "trailing-width", valueName: "points", help: "Navigation bar title: points taken by items after it."),
        .init(name: "title-width", valueName: "points", help: "Back button: points the current title takes."),
        .init(name: "margin", valueName: "points", help: "Bar or cell margin at each side (16; 20 in regular width)."),
        .init(name: "spacing", valueName: "points", help: "Gap between a title and its items (6), toolbar items (8), a value cell's texts."),
        .init(name: "max-scale", valueName: "factor", help: "Largest Dynamic Type scale of a navigation bar (1.235; 1 = no scaling)."),
        .init(name: "dynamic-type", valueName: "rule", help: "\(DynamicTypeChoice.allCases.map(\.rawValue).joinedAsProse("or")) instead of the component's."),
        .init(name: "back-title", valueName: "word", help: "Back button: the localized \"Back\" it falls back to."),
        .init(name: "chevron-width", valueName: "points", help: "Back button: points from the bar's edge to its title (28)."),
        .flag("stacked", help: "Alert buttons or a value cell's texts: stacked, whatever the texts."),
        .flag("side-by-side", help: "Alert buttons or a value cell's texts: side by side, whatever the texts."),
        .flag("action-sheet", help: "Alert parts: in an action sheet."),
        .init(name: "accessibility-width", valueName: "points", help: "Alert width at AX1-AX5 (310)."),
        .init(name: "cell-style", valueName: "style", help: "Table view cell: \(CellStyle.allCases.map(\.rawValue).joinedAsProse("or"))."),
        .init(name: "accessory", valueName: "kind", help: "Table view cell accessory: \(CellAccessory.allCases.map(\.rawValue).joinedAsProse("or"))."),
        .init(name: "accessory-width", valueName: "points", help: "Table view cell: points the accessory takes."),
        .init(name: "image-width", valueName: "points", help: "Table view cell: points an image takes before the text, with its gap (44)."),
    ]

    /// The component options given on the command line.
    static func options(_ arguments: ParsedArguments) throws(UsageError) -> ComponentOptions {
        func number(_ option: String) throws(UsageError) -> Double? {
            try arguments.value(option).map { text throws(UsageError) in try OptionValues.nonNegativeNumber(text, name: "--\(option)") }
        }
        var o = ComponentOptions()
        o.itemCount = try arguments.value("items").map { text throws(UsageError) in
            try OptionValues.slotValue { () throws(SlotValueError) in try SlotValues.itemCount(text, name: "--items") }
        }
        o.leadingWidth = try number("leading-width")
        o.trailingWidth = try number("trailing-width")
        o.titleWidth = try number("title-width")
        o.margin = try number("margin")
        o.spacing = try number("spacing")
        o.chevronWidth = try number("chevron-width")
        o.accessibilityWidth = try number("accessibility-width")
        o.accessoryWidth = try number("accessory-width")
        o.imageWidth = try number("image-width")
        o.maximumScale = try arguments.value("max-scale").map { text throws(UsageError) in
            try OptionValues.slotValue { () throws(SlotValueError) in try SlotValues.maximumScale(text, name: "--max-scale") }
        }
        o.dynamicType = try arguments.value("dynamic-type").map { text throws(UsageError) in
            try OptionValues.slotValue { () throws(SlotValueError) in try SlotValues.dynamicType(text) }
        }
        o.cellStyle = try arguments.value("cell-style").map { text throws(UsageError) in
            try OptionValues.slotValue { () throws(SlotValueError) in try SlotValues.cellStyle(text) }
        }
        o.accessory = try arguments.value("accessory").map { text throws(UsageError) in
            try OptionValues.slotValue { () throws(SlotValueError) in try SlotValues.accessory(text) }
        }
        if arguments.flag("stacked") && arguments.flag("side-by-side") {
            throw UsageError("--stacked and --side-by-side contradict each other", hint: "give one, or neither to let the texts decide")
        }
        if arguments.flag("stacked") { o.stacked = true }
        if arguments.flag("side-by-side") { o.stacked = false }
        if arguments.flag("action-sheet") { o.actionSheet = true }
        o.genericBackTitle = arguments.value("back-title")
        return o
    }

    /// The texts beside the measured one given on the command line.
    static func neighbors(_ arguments: ParsedArguments) -> SlotNeighbors {
        SlotNeighbors(
            leadingTitles: arguments.values("leading").map { NeighborText($0) },
            trailingTitles: arguments.values("trailing").map { NeighborText($0) },
            backTitle: arguments.value("back"), title: arguments.value("title"),
            others: arguments.values("neighbor").map { NeighborText($0) })
    }
}
