import TextStyles

extension TextMeasurement {
    /// How far this measurement's widths may be from the device's: the stand-in's error band for
    /// the calibrated script groups the text is in (the widest of them); nil when the text was
    /// set in a custom font or in SF Pro itself (exact widths), or in no calibrated group.
    public var errorBand: ErrorBand? { font.errorBand(of: prepared) }
}
