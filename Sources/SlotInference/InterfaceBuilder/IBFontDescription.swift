import Catalogs
import TextStyles
import FitCheck
import TextFormatting

/// Reads Interface Builder's `<fontDescription>`.
///
/// The three forms Xcode writes:
/// - a text style: `<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>`;
/// - the system font: `type="system" pointSize="17"` with an optional `weight="semibold"`, or
///   `type="boldSystem"` / `type="italicSystem"`;
/// - a custom font: `name="Avenir-Book" family="Avenir" pointSize="17"`.
///
/// Dynamic Type: a text-style font follows the category (live with
/// `adjustsFontForContentSizeCategory="YES"`, else the category when the view is loaded: IB
/// decodes it with `preferredFont(forTextStyle:)`); a font of a given point size never scales,
/// whatever the flag says (UIKit adjusts only fonts made from a text style or `UIFontMetrics`;
/// Apple docs, `adjustsFontForContentSizeCategory`).
package enum IBFontDescription {
    /// The font of `element` (its `fontDescription` child, or a child with another key when
    /// `key` is nil), and any problem reading it.
    package static func read(in element: MarkupElement, key: String? = "fontDescription", adjustsForContentSize: Bool,
                     path: String) -> (font: InferredFont?, issue: InferenceIssue?) {
        let candidates = element.elements(named: "fontDescription")
        guard let description = candidates.first(where: { key == nil || $0.attributes["key"] == key }) else { return (nil, nil) }
        return font(from: description, adjustsForContentSize: adjustsForContentSize, path: path)
    }

    package static func font(from description: MarkupElement, adjustsForContentSize: Bool, path: String) -> (font: InferredFont?, issue: InferenceIssue?) {
        let attributes = description.attributes
        let location = SourceLocation(file: path, line: description.line)
        if let styleName = attributes["style"] {
            do throws(TextStyleError) {
                let style = try TypeScale.standard.style(named: styleName, platform: .ios)
                return (InferredFont(style: style, dynamicType: adjustsForContentSize ? .scales : .scalesAtLoad), nil)
            } catch {
                return (nil, InferenceIssue(kind: .unreadableValue, location: location,
                                            message: "font text style '\(styleName)' is not one TypeFit knows (\(error)); the component's default font is assumed"))
            }
        }
        var size: Double?
        if let text = attributes["pointSize"] {
            guard let value = Double(text), Spec.holdsLength(value) else {
                return (nil, InferenceIssue(kind: .unreadableValue, location: location,
                                            message: "font pointSize '\(text)' is not a number of points from 0.001 to \(NumberText.short(Spec.largestLength)); the component's default font is assumed"))
            }
            size = value
        }
        if let name = attributes["name"] {
            return (InferredFont(face: .custom(name: name), pointSize: size, dynamicType: .fixed), nil)
        }
        var font = InferredFont(pointSize: size, dynamicType: .fixed)
        switch attributes["type"] {
        case "boldSystem": font.weight = .bold
        case "italicSystem": font.italic = true
        default: break
        }
        if let weightName = attributes["weight"] {
            guard let weight = FontWeight(parsing: weightName) else {
                return (font, InferenceIssue(kind: .unreadableValue, location: location,
                                             message: "font weight '\(weightName)' is not a weight TypeFit knows; the regular weight is assumed"))
            }
            font.weight = weight
        }
        return (font, nil)
    }
}
