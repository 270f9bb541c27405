import Foundation
import TextMeasure
import TextStyles

/// How one slot is sized and laid out at one category: its font size and line height
/// (`SlotSizing`), and the TextMeasure slot at that size; or why it cannot be sized.
///
/// The font and size as plain fields, not a `Result` or an optional `SlotSizing`: reading
/// either out of the shared array copied it through generic value witnesses at every layout
/// (callgrind: 1% of a real app's check; issue 14).
struct CategoryPlan: Sendable {
    /// The font, size and slot, with what the measurer works out from them before it sees a
    /// text (the font at the size, the layout request: once per plan, not per layout); a
    /// placeholder when `error` is set. Not optional: a caller reads it in place through the
    /// plans' buffer, and unwrapping copied it.
    let fit: FitPlan
    /// Why the slot cannot be sized at this category (a style the table lacks; on Android also
    /// a font that did not load).
    let error: (any Error & CustomStringConvertible)?

    var profile: FontProfile { fit.profile }
    var pointSize: Double { fit.pointSize }
    var slot: Slot { fit.slot }

    init(sizing: SlotSizing, slot: Slot, measurer: TextMeasurer) {
        fit = measurer.plan(profile: sizing.profile, pointSize: sizing.pointSize, slot: slot)
        error = nil
    }

    init(error: any Error & CustomStringConvertible, measurer: TextMeasurer) {
        fit = measurer.plan(profile: .system(weight: .regular), pointSize: 0, slot: Slot(width: 1))
        self.error = error
    }
}

/// The plans of a rule's slot at every category, made once per rule, locale and width and shared
/// by every entry that has them (of one measuring thread: see `EntryChecker.forOneThread`).
///
/// A plan depends only on the slot, the category, the locale's font and "Back" title, the width
/// and the spec's platform and display scale, so entries of one rule in one locale share them.
/// Before, every entry built them at every category: two `TypeScale.metrics` lookups and a
/// `Slot` per layout (perf on the real-app corpus: 3.2% and 2.3% of `typefit check`; issue 14).
/// Entries measured in a group are not shared: their slots carry the other members' texts.
final class CategoryPlans: @unchecked Sendable {
    struct Key: Hashable {
        /// The spec rule, -1 for the default slot.
        var rule: Int
        var locale: String
        var width: Double
    }

    /// Enough for every rule of a large spec in every locale; past it plans are made, not kept.
    private static let capacity = 20_000
    private let lock = CacheLock()
    private var plans: [Key: [CategoryPlan]] = [:]

    init() {}

    /// The plans for `key`, made with `make` the first time.
    func plans(for key: Key, make: () -> [CategoryPlan]) -> [CategoryPlan] {
        lock.lock()
        if let known = plans[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = make()
        lock.lock()
        if plans.count < Self.capacity { plans[key] = made }
        lock.unlock()
        return made
    }
}
