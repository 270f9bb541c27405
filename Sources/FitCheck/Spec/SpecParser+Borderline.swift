import Foundation
import TextStyles

/// The spec's `"borderline"`, `"band"` and `"systemFont"`.
extension SpecParser {
    func borderline(_ members: [String: SpecJSON], into spec: inout Spec) throws(SpecError) {
        if let value = members["borderline"] {
            let text = try string(value, "borderline")
            guard let policy = BorderlinePolicy(rawValue: text.lowercased()) else {
                throw SpecError(.invalidValue, file: file, line: value.line, "borderline must be \"fail\", \"warn\" or \"info\", not \"\(text)\"",
                                hint: "\"warn\" (the default) reports a failure within the stand-in font's error as a warning")
            }
            spec.borderline.policy = policy
        }
        if let value = members["band"] {
            let text = try string(value, "band")
            guard let percentile = BandPercentile(name: text) else {
                throw SpecError(.invalidValue, file: file, line: value.line, "band must be \"p95\" or \"p99\", not \"\(text)\"",
                                hint: "\"p95\" (the default) marks about 1.8% of answers borderline, \"p99\" about 2.8%")
            }
            spec.borderline.percentile = percentile
        }
        if let value = members["systemFont"] {
            let text = try string(value, "systemFont")
            let url = text.hasPrefix("/") ? URL(fileURLWithPath: text) : baseDirectory.appendingPathComponent(text)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw SpecError(.missingFont, file: file, line: value.line, "systemFont: nothing at \(url.path)",
                                hint: "point it at Apple's SF-Pro.ttf, the SF-Pro-Text-*/SF-Pro-Display-* files, or their folder (a relative path starts at the spec's folder)")
            }
            spec.systemFont = url.standardizedFileURL.path
        }
    }
}
