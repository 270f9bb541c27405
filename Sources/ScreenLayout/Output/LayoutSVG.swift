import TextFormatting

/// `typefit layout --format svg`: each solved screen drawn as its views' outlines, side by
/// side, texts at their frames (red when they need more width than they got).
public enum LayoutSVG {
    public static func render(_ results: [ScreenLayoutResult]) -> String {
        let gap = 24.0, caption = 28.0
        var x = 0.0, height = 0.0
        var body = ""
        for result in results {
            guard let root = result.frames.first else { continue }
            let width = max(root.absolute.width, 1)
            body += "<g transform=\"translate(\(n(x)) 0)\">\n"
            body += "<text x=\"0\" y=\"14\" font-size=\"12\" font-family=\"sans-serif\">\(xmlEscaped("\(result.screen): \(result.device.name), \(result.category.higName)"))</text>\n"
            body += "<g transform=\"translate(0 \(n(caption)))\">\n"
            body += "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(max(root.absolute.height, 1)))\" fill=\"#fff\" stroke=\"#000\"/>\n"
            // A view not installed at the device's size classes is not on its screen.
            for frame in result.frames.dropFirst() where frame.source != .notInstalled {
                let r = frame.absolute
                let stroke = frame.text != nil ? "#0a60ff" : "#999"
                body += "<rect x=\"\(n(r.x))\" y=\"\(n(r.y))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\"0.5\"><title>\(xmlEscaped("\(frame.viewClass) \(frame.id) line \(frame.line)"))</title></rect>\n"
                if let text = frame.text, !text.text.isEmpty {
                    let short = text.neededWidth > r.width + 0.01 && text.lines == 1
                    body += "<text x=\"\(n(r.x + 1))\" y=\"\(n(r.y + min(r.height, 14) - 2))\" font-size=\"11\" font-family=\"sans-serif\" fill=\"\(short ? "#d00" : "#000")\" textLength=\"\(n(max(1, min(r.width, text.neededWidth) - 2)))\" lengthAdjust=\"spacingAndGlyphs\">\(xmlEscaped(text.text))</text>\n"
                }
            }
            for finding in result.findings where finding.kind == .offScreen || finding.kind == .clipped {
                body += "<!-- \(xmlEscaped(finding.description).replacingOccurrences(of: "--", with: "- -")) -->\n"
            }
            body += "</g>\n</g>\n"
            x += width + gap
            height = max(height, root.absolute.height + caption)
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(max(x - gap, 1)))\" height=\"\(n(max(height, 1)))\" viewBox=\"0 0 \(n(max(x - gap, 1))) \(n(max(height, 1)))\">\n" + body + "</svg>\n"
    }

    static func n(_ value: Double) -> String { NumberText.short(value, decimals: 2) }
}
