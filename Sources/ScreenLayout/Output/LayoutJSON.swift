import TextFormatting

/// `typefit layout --format json`: `{"documents":[{"file", "issues", "screens":[{"name", "device",
/// "category", "views":[{"id","class","line","frame":{"x","y","width","height"}, ...}],
/// "findings":[...]}]}]}`, frames in superview coordinates as Interface Builder stores them.
public enum LayoutJSON {
    public static func render(_ documents: [(document: LayoutDocument, results: [ScreenLayoutResult])], comparison: SavedFrameComparison?) -> String {
        var members: [(String, JSONValue)] = [("documents", .array(documents.map { document, results in
            .object([
                ("file", .string(document.path)),
                ("designDevice", document.designDeviceID.map { .string($0) } ?? .null),
                ("issues", .array(document.issues.map { issue in
                    .object([("kind", .string(issue.kind.rawValue)), ("file", .string(issue.file)), ("line", .integer(issue.line)), ("message", .string(issue.message))])
                })),
                ("screens", .array(results.map(screen))),
            ])
        }))]
        if let comparison {
            members.append(("verification", .object([
                ("compared", .integer(comparison.compared)), ("matched", .integer(comparison.matched)),
                ("confirmedByTextWidths", .integer(comparison.confirmedByTextWidths)),
                ("inContradictingScreens", .integer(comparison.inContradictingScreens)),
                ("underdetermined", .integer(comparison.underdetermined)), ("unexplained", .integer(comparison.unexplained)),
                ("differences", .array(comparison.differences.map { d in
                    .object([("screen", .string(d.screen)), ("id", .string(d.view.id)), ("line", .integer(d.view.line)),
                             ("dx", .number(d.dx)), ("dwidth", .number(d.dwidth)), ("likelyCause", d.likelyCause.map { .string($0) } ?? .null),
                             ("confirmed", .bool(d.confirmed))])
                })),
            ])))
        }
        return JSONValue.object(members).rendered() + "\n"
    }

    static func screen(_ result: ScreenLayoutResult) -> JSONValue {
        .object([
            ("name", .string(result.screen)), ("line", .integer(result.screenLine)), ("kind", .string(result.kind.rawValue)),
            ("device", .object([("name", .string(result.device.name)), ("width", .number(result.device.width)), ("height", .number(result.device.height)),
                                ("scale", .integer(result.device.scale)), ("orientation", .string(result.device.orientation.rawValue))])),
            ("category", .string(result.category.higName)),
            ("views", .array(result.frames.map(view))),
            ("findings", .array(result.findings.map { finding in
                .object([("kind", .string(finding.kind.rawValue)), ("file", .string(finding.file)), ("line", .integer(finding.line)), ("message", .string(finding.message))])
            })),
        ])
    }

    static func view(_ frame: ViewFrame) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(frame.id)), ("class", .string(frame.viewClass)), ("line", .integer(frame.line)),
            ("frame", rect(frame.frame)), ("source", .string(frame.source.rawValue)),
        ]
        if let saved = frame.savedFrame { members.append(("savedFrame", rect(saved))) }
        if let text = frame.text {
            members.append(("text", .object([("key", .string(text.key)), ("text", .string(text.text)),
                                             ("neededWidth", .number(text.neededWidth)), ("lines", .integer(text.lines))])))
        }
        return .object(members)
    }

    static func rect(_ r: Rect) -> JSONValue {
        .object([("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)), ("height", .number(r.height))])
    }
}
