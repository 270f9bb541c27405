/// Reading `Tables/` into a ``TypeScale``: one method per CSV file, each checking what it reads
/// and naming the file and line when something is wrong.
extension TypeScale {
    mutating func readApple(sizes: CSVTable, weights: CSVTable) throws(TextStyleError) {
        var emphasized: [String: (weight: FontWeight, emphasized: FontWeight)] = [:]
        for row in weights.rows {
            guard let weight = FontWeight(parsing: row["weight"]), let bold = FontWeight(parsing: row["emphasized_weight"]) else {
                throw .malformedTable(file: weights.name, line: row.line, reason: "unknown weight")
            }
            emphasized[row["platform"] + "/" + row["style"]] = (weight, bold)
        }
        for row in sizes.rows {
            let platform = row["platform"]
            let style = TextStyle(name: row["style"])
            let setting: SizeSetting
            if row["category"].lowercased() == "default" {
                setting = .fixed
            } else {
                do {
                    setting = .category(try ContentSizeCategory.parse(row["category"]))
                } catch {
                    throw .malformedTable(file: sizes.name, line: row.line, reason: error.description)
                }
            }
            guard let weight = FontWeight(parsing: row["weight"]) else {
                throw .malformedTable(file: sizes.name, line: row.line, reason: "unknown weight '\(row["weight"])'")
            }
            let size = try row.number("size")
            let published = emphasized[platform + "/" + style.name]
            let font = TrackingFont.system(for: Platform(rawValue: platform) ?? .ios)
            let metrics = TextStyleMetrics(
                size: size, leading: try row.number("leading"), weight: weight,
                emphasizedWeight: published?.emphasized ?? weight,
                hasPublishedEmphasizedWeight: published != nil,
                tracking: trackingEm(pointSize: size, font: font, platform: Platform(rawValue: platform) ?? .ios) * size)
            var table = apple[platform] ?? PlatformTable()
            if !table.styles.contains(style) { table.styles.append(style) }
            if !table.settings.contains(setting) { table.settings.append(setting) }
            table.cells[style, default: [:]][setting] = metrics
            apple[platform] = table
        }
        for key in apple.keys {
            apple[key]!.settings.sort { ($0.category?.rawValue ?? -1) < ($1.category?.rawValue ?? -1) }
        }
    }

    mutating func readMultipliers(_ table: CSVTable) throws(TextStyleError) {
        for row in table.rows {
            let style = TextStyle(name: row["style"])
            let category: ContentSizeCategory
            do { category = try ContentSizeCategory.parse(row["category"]) } catch {
                throw .malformedTable(file: table.name, line: row.line, reason: error.description)
            }
            if !multiplierStyles.contains(style) { multiplierStyles.append(style) }
            multipliers[style, default: [:]][category] = try row.number("measured_multiplier")
        }
        for style in multiplierStyles where multipliers[style]!.count != ContentSizeCategory.allCases.count {
            throw .malformedTable(file: table.name, line: 0, reason: "style '\(style.name)' lacks some of the 12 categories")
        }
    }

    mutating func readLegacy(_ table: CSVTable) throws(TextStyleError) {
        for row in table.rows {
            let style = TextStyle(name: row["style"])
            let category: ContentSizeCategory
            do { category = try ContentSizeCategory.parse(row["category"]) } catch {
                throw .malformedTable(file: table.name, line: row.line, reason: error.description)
            }
            if !legacyStyleOrder.contains(style) { legacyStyleOrder.append(style) }
            legacy[style, default: [:]][category] = try row.number("size")
        }
    }

    mutating func readMaterial(_ table: CSVTable) throws(TextStyleError) {
        for row in table.rows {
            guard let weight = FontWeight(parsing: row["weight"]) else {
                throw .malformedTable(file: table.name, line: row.line, reason: "unknown weight '\(row["weight"])'")
            }
            material.append(MaterialStyle(
                style: TextStyle(name: Self.words(ofToken: row["token"])),
                size: try row.number("size_sp"), lineHeight: try row.number("line_height_sp"),
                weight: weight, tracking: try row.number("tracking_sp_androidx_v0_103")))
        }
    }

    mutating func readTracking(_ table: CSVTable) throws(TextStyleError) {
        for row in table.rows {
            let key = TrackingKey(table: row["table"], font: row["font"])
            tracking[key, default: []].append((try row.number("size"), try row.number("tracking_em1000")))
        }
        for key in tracking.keys { tracking[key]!.sort { $0.size < $1.size } }
    }

    /// `displayLarge` -> `Display Large`.
    static func words(ofToken token: String) -> String {
        var result = ""
        for scalar in token.unicodeScalars {
            if ("A"..."Z").contains(scalar) && !result.isEmpty { result += " " }
            result.unicodeScalars.append(scalar)
        }
        return result.prefix(1).uppercased() + result.dropFirst()
    }
}
