import TextStyles

extension TextMeasurer {
    /// The texts beside the measured one that its component's rule measured, each laid out on
    /// one line in its own font, for drawing the component in context. Empty when the rule has
    /// none, or when a neighbor cannot be measured (the drawing then shows an empty place).
    func neighborMeasurements(of fit: FitResult) -> [NeighborMeasurement] {
        guard let requested = fit.requested, !requested.slot.neighbors.isEmpty else { return [] }
        let slot = requested.slot
        let neighbors = slot.neighbors
        let size = fit.requestedPointSize
        func line(_ text: String, weight: FontWeight, _ role: NeighborMeasurement.Role) -> NeighborMeasurement? {
            let one = Slot(component: .label, width: Self.unboundedWidth, lineBreakMode: .clipping, displayScale: slot.displayScale)
            guard let m = try? measure(text, profile: requested.profile.withWeight(weight), pointSize: size, language: requested.language, slot: one) else { return nil }
            return NeighborMeasurement(role: role, measurement: m)
        }
        var result: [NeighborMeasurement] = []
        switch slot.component.definition.rule {
        case .plain, .widestWeight:
            break
        case .navigationTitle:
            if let back = fit.backTitleShown { result += [line(back, weight: .regular, .back)].compactMap { $0 } }
            result += neighbors.leadingTitles.compactMap { line($0.text, weight: $0.weight, .leading) }
            result += neighbors.trailingTitles.compactMap { line($0.text, weight: $0.weight, .trailing) }
        case .backButton:
            if let title = neighbors.title { result += [line(title, weight: .semibold, .title)].compactMap { $0 } }
        case .sharedRow:
            result += neighbors.others.compactMap { line($0.text, weight: $0.weight, .other) }
        case .alertButton, .cellText:
            // Laid out as the component lays them out here: stacked or beside, wrapping at the
            // accessibility sizes as the measured text does.
            var other = fit.slot
            other.neighbors = SlotNeighbors()
            if other.component == .cellText { other.component = .cellSecondaryText } else if other.component == .cellSecondaryText { other.component = .cellText }
            if other.options.cellStyle == .valueCell, other.options.stacked == false {
                other.options.trailingWidth = fit.summary.textWidth  // beside the measured text
            }
            for neighbor in neighbors.others {
                if let m = try? measure(neighbor.text, profile: requested.profile.withWeight(neighbor.weight), pointSize: size,
                                        language: requested.language, slot: other) {
                    result.append(NeighborMeasurement(role: .other, measurement: m))
                }
            }
        }
        return result
    }

}
