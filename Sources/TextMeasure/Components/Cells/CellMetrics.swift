/// A table view cell's style: where its secondary text goes (`UIListContentConfiguration`'s
/// cell configurations and the `UITableViewCell.CellStyle` each matches).
public enum CellStyle: String, Sendable, Hashable, CaseIterable {
    /// `.cell()` / `.default`: one text.
    case cell
    /// `.subtitleCell()` / `.subtitle`: the secondary text below the primary.
    case subtitleCell
    /// `.valueCell()` / `.value1`: the secondary text beside the primary, trailing, when both
    /// fit; stacked below it otherwise and at the accessibility sizes.
    case valueCell

    /// Parses the configuration names and UIKit's `CellStyle` names (`default`, `subtitle`,
    /// `value1`), in any case.
    public init?(name: String) {
        switch name.lowercased() {
        case "cell", "default", "basic": self = .cell
        case "subtitlecell", "subtitle": self = .subtitleCell
        case "valuecell", "value1", "rightdetail": self = .valueCell
        default: return nil
        }
    }
}

/// A table view cell's accessory (`UITableViewCell.AccessoryType`).
public enum CellAccessory: String, Sendable, Hashable, CaseIterable {
    case none, disclosureIndicator, detailButton, detailDisclosureButton, checkmark
}

/// The numbers of table view cells, each with its source and confidence (the full table with
/// the research behind it: docs/uikit-components.md, "Table view cells").
enum CellMetrics {
    /// Layout margins at each side: 16 pt in compact width, 20 in regular (UIKit's system
    /// minimum layout margins, as design-system docs and the reference give them): Med.
    static let margin = 16.0
    /// An image before the text and its gap: a 28 pt image 16 pt from the text (Flutter
    /// `list_tile.dart`, "eyeballed from iOS 14.4 Settings"): Low.
    static let imageWidth = 28.0 + 16.0
    /// A cell's minimum height: 44 pt (UIKit's standard row; Flutter: 28 + 2 x 8): Med.
    static let minimumHeight = 44.0
    /// The gap between a value cell's texts side by side: not measured (UNVERIFIED).
    static let valueGap = 8.0

    /// Points from the text's trailing edge to the cell's edge with `accessory`: the margin
    /// alone, or the accessory, its gap to the text and its padding. The disclosure indicator's
    /// is Flutter's (`list_tile.dart`: a 17 pt chevron 6 pt after the text, 14 pt from the edge:
    /// 37, Low); the others are not measured (UNVERIFIED).
    static func trailingExtent(_ accessory: CellAccessory, margin: Double) -> Double {
        switch accessory {
        case .none: margin
        case .disclosureIndicator, .checkmark: 37
        case .detailButton: 42
        case .detailDisclosureButton: 65
        }
    }

    /// The text frame of a cell text in `slot`: the cell's width less its margins, image and
    /// accessory. At least 1 pt.
    static func frame(_ slot: Slot, _ insets: EdgeInsets) -> TextFrame {
        let margin = slot.options.margin ?? margin
        let accessory = slot.options.accessory ?? .none
        let trailing = slot.options.accessoryWidth.map { margin + $0 } ?? trailingExtent(accessory, margin: margin)
        let left = margin + (slot.options.imageWidth ?? 0) + insets.left
        return TextFrame(left: left, width: max(1, slot.width - left - trailing - insets.right))
    }

    /// The notes of a cell slot that relies on default values.
    static func notes(_ slot: Slot) -> [String] {
        var notes = ["table view cells are taken as Body text in rows at least 44 pt tall, with unlimited lines (Med, Low: Apple docs, Flutter's list tile); set \"style\", \"lines\" or \"minimumHeight\" to override"]
        if slot.options.margin == nil {
            notes.append("table view cell margins are 16 pt (compact width; 20 in regular width), Med confidence; set \"margin\" to override")
        }
        if let accessory = slot.options.accessory, accessory != .none, slot.options.accessoryWidth == nil {
            notes.append(accessory == .disclosureIndicator
                ? "a disclosure indicator takes 37 pt at the cell's trailing edge (Low: Flutter's list tile, eyeballed from iOS 14.4); set \"accessoryWidth\" to override"
                : "the \(accessory.rawValue) accessory's width is not measured (UNVERIFIED); set \"accessoryWidth\" to override")
        }
        return notes
    }

    /// What is wrong with a cell slot's options, if anything.
    static func problems(_ slot: Slot) -> String? {
        let o = slot.options
        for (name, value) in [("margin", o.margin), ("spacing", o.spacing), ("imageWidth", o.imageWidth), ("accessoryWidth", o.accessoryWidth)] {
            if let value, !(value.isFinite && value >= 0) { return "\(name) must be 0 or more points (got \(value))" }
        }
        return nil
    }
}
