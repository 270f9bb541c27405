/// Android's font scaling: sp to dp at a user's font scale.
///
/// Rules (AOSP `FontScaleConverterFactory` and `FontScaleConverterImpl`, Android 14; the
/// thresholds as stated in the reference notes):
/// - below font scale 1.13 scaling is linear: dp = sp x scale;
/// - at a scale with a table (1.15, 1.3, 1.5, 1.8, 2.0 in
///   `Tables/android_nonlinear_font_scale_tables.csv`), sp maps through the table, linearly
///   between listed sp values; below the first sp value it interpolates from (0, 0); above the
///   last it keeps the last ratio (1.0 at 100 sp);
/// - between two tables, each table converts the sp and the two dp results are interpolated by
///   where the scale lies between the tables' scales;
/// - from 1.13 up to the first table (1.15), the "table" below is the linear converter at 1.0
///   (dp = sp), as AOSP does since its fix for scales under the first table. (Android 14's own
///   constant for starting the curves is 1.05; TypeFit keeps the reference's 1.13: a choice.)
/// - above the last table (2.0), scaling is linear again, as in AOSP.
/// Negative sp keep their sign.
public enum AndroidFontScale {
    /// The dp size Android gives `sp` at `fontScale` (1.5 at 14 sp: 22 dp).
    public static func dp(forSp sp: Double, fontScale: Double) -> Double {
        TypeScale.standard.android.dp(forSp: sp, fontScale: fontScale)
    }
}

/// The parsed non-linear tables, and the conversion itself.
struct AndroidScaleTables: Sendable {
    /// One scale's table: sp values ascending and their dp values.
    struct Table: Sendable {
        let scale: Double
        let points: [(sp: Double, dp: Double)]

        /// `FontScaleConverterImpl.convertSpToDp`: exact hits, interpolation between points,
        /// from (0, 0) below the first, the last ratio above the last.
        func dp(forSp sp: Double) -> Double {
            let magnitude = abs(sp)
            let sign: Double = sp < 0 ? -1 : 1
            guard let first = points.first, let last = points.last else { return sp * scale }
            if magnitude > last.sp { return sp * (last.dp / last.sp) }
            if magnitude < first.sp { return sign * Interpolation.lerp(0, first.dp, magnitude / first.sp) }
            return sign * Interpolation.linear(points.map { ($0.sp, $0.dp) }, at: magnitude)
        }
    }

    /// The font scale at and above which the non-linear tables apply (reference notes).
    static let nonLinearThreshold = 1.13

    /// Tables by ascending scale.
    let tables: [Table]

    /// The scales that have tables.
    var scales: [Double] { tables.map(\.scale) }

    init(table: CSVTable) throws(TextStyleError) {
        var byScale: [Double: [(sp: Double, dp: Double)]] = [:]
        for row in table.rows {
            byScale[try row.number("font_scale"), default: []].append((try row.number("sp"), try row.number("dp")))
        }
        tables = byScale.keys.sorted().map { scale in
            Table(scale: scale, points: byScale[scale]!.sorted { $0.sp < $1.sp })
        }
    }

    /// sp -> dp at `fontScale`, by the rules in ``AndroidFontScale``.
    func dp(forSp sp: Double, fontScale: Double) -> Double {
        guard sp.isFinite, fontScale.isFinite else { return .nan }
        guard fontScale >= Self.nonLinearThreshold, let lastTable = tables.last else { return sp * fontScale }
        if let exact = tables.first(where: { $0.scale == fontScale }) { return exact.dp(forSp: sp) }
        if fontScale > lastTable.scale { return sp * fontScale }
        let upperIndex = tables.firstIndex { $0.scale > fontScale }!
        let upper = tables[upperIndex]
        let lower = upperIndex > 0 ? tables[upperIndex - 1] : Table(scale: 1, points: [(1, 1)])
        let t = (fontScale - lower.scale) / (upper.scale - lower.scale)
        return Interpolation.lerp(lower.dp(forSp: sp), upper.dp(forSp: sp), t)
    }
}

/// Which of Android's sp-to-dp rules to apply.
public enum AndroidFontScaling: String, Sendable, Hashable, CaseIterable, Codable {
    /// Android 14 (API 34) and later: the non-linear tables from font scale 1.13 (``AndroidFontScale``).
    case nonLinear = "nonlinear"
    /// Android 13 and earlier: dp = sp x font scale at every size.
    case linear

    /// Parses `nonlinear` (also `non-linear`, `android14`, `34`) or `linear` (`android13`, `legacy`).
    public static func parse(_ text: String) -> AndroidFontScaling? {
        switch SpellingKey.normalize(text) {
        case "nonlinear", "android14", "api34", "34": .nonLinear
        case "linear", "android13", "legacy", "api33", "33": .linear
        default: nil
        }
    }

    /// The dp size of `sp` at `fontScale` under this rule.
    public func dp(forSp sp: Double, fontScale: Double) -> Double {
        switch self {
        case .nonLinear: AndroidFontScale.dp(forSp: sp, fontScale: fontScale)
        case .linear: sp * fontScale
        }
    }
}

extension AndroidFontScale {
    /// The font scales Android's Settings > Display > Font size offers on Android 14 and later:
    /// 0.85 (Small), 1.0 (Default), 1.15, 1.3 (the largest before Android 14), 1.5, 1.8 and 2.0.
    ///
    /// Source: AOSP `packages/apps/Settings`, `res/values/arrays.xml` `entryvalues_font_size`
    /// (0.85, 1.0, 1.15, 1.30 through Android 13) and the Android 14 release notes ("font
    /// scaling up to 200%"); the steps above 1.3 are those of the non-linear tables
    /// (`Tables/android_nonlinear_font_scale_tables.csv`). Device makers may offer others; any
    /// positive scale can be checked.
    public static let settingsSteps: [Double] = [0.85, 1.0, 1.15, 1.3, 1.5, 1.8, 2.0]
}
