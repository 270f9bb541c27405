import FitCheck
import TextStyles

/// `typefit check`'s `--platform`, `--font-scaling` and `--density`, applied to the spec.
enum AndroidCheckOptions {
    /// Sets the spec's platform from `--platform` (a spec that names slots for another platform
    /// is refused: its text styles are that platform's), then the Android settings.
    static func apply(_ arguments: ParsedArguments, to spec: inout Spec) throws {
        if let name = arguments.value("platform") {
            let platform = try Platform.parse(name)
            guard [.ios, .ipados, .watchos, .android].contains(platform) else {
                throw UsageError("--platform \(name): \(platform.displayName) has no text size setting to check", hint: "use ios, ipados, watchos or android")
            }
            if platform != spec.platform {
                let hasSlots = !spec.slots.isEmpty || !spec.groups.isEmpty || spec.defaultSlotWasGivenInFile
                if hasSlots {
                    throw UsageError("--platform \(platform.rawValue): the spec's slots are for \(spec.platform.displayName) and name its text styles",
                                     hint: "write \"platform\": \"\(platform.rawValue)\" in the spec instead")
                }
                spec.platform = platform
                spec.categories = platform == .android ? AndroidScaleColumns.categories : TypeScale.standard.categories(for: platform)
                spec.defaultSlot = platform == .android ? .androidDefault : .builtInDefault
            }
        }
        if let text = arguments.value("font-scaling") {
            guard spec.platform == .android else {
                throw UsageError("--font-scaling is for Android; this check is for \(spec.platform.displayName)", hint: "add --platform android")
            }
            guard let scaling = AndroidFontScaling.parse(text) else {
                throw UsageError("--font-scaling must be nonlinear or linear, not '\(text)'", hint: "nonlinear is Android 14 and later, linear Android 13 and earlier")
            }
            spec.fontScaling = scaling
        }
        if let text = arguments.value("density") {
            guard spec.platform == .android else {
                throw UsageError("--density is for Android; this check is for \(spec.platform.displayName)", hint: "the spec's \"scale\" sets the display scale on iOS")
            }
            guard let density = Int(text), [1, 2, 3].contains(density) else {
                throw UsageError("--density must be 1, 2 or 3 pixels per dp, not '\(text)'", hint: "3 is xxhdpi; fractional densities (2.625 for 420 dpi) are not supported")
            }
            spec.displayScale = density
        }
    }
}
