import TextFormatting

/// One self-contained HTML file that opens at any size (issue 10): the summary first, as plain
/// HTML (totals, a locale x category heat map, the keys failing in the most locales); then the
/// findings grouped by key, most urgent first, one page of groups at a time, each group's rows
/// and drawings made when it is opened; then the catalog issues, also paged.
///
/// It works offline: CSS and JavaScript are inline and nothing is fetched. The findings travel
/// as data (`HTMLReportData`) with each glyph outline stored once per font and glyph
/// (`DrawingEncoder`), so the file grows with the findings shown, not with drawings x glyphs.
/// Catalog text is escaped in the HTML and put into the page with `textContent` by the script,
/// never parsed as markup or run. Drawings are present when the check made them
/// (``CheckOptions/rendersPictures``).
///
/// A finding row has one cell per fact (locale, category, kind, severity, baseline and
/// borderline badges, what the user sees, text, place, drawing): another badge is one more entry
/// in the finding's data array and one more line in the script's `findingBadges`.
public struct HTMLReportWriter: ReportWriter {
    /// A writer (it has no settings).
    public init() {}

    /// Writes the report of `triage`.
    public func write(_ triage: Triage, to output: ReportOutput) {
        output.write("""
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>TypeFit report</title>
            <style>\(HTMLPage.css)</style>
            </head>
            <body>

            """)
        HTMLSummary(triage: triage).write(to: output)
        let hasDrawings = triage.groups.contains { $0.entries.contains { $0.findings.contains { !$0.finding.pictures.isEmpty } } }
        output.write("<section id=\"findings\">\n<h2>Findings by key</h2>\n")
        if !triage.groups.isEmpty && !hasDrawings {
            output.write("<p class=\"note\">No drawings: the check was run without making them (CheckOptions.rendersPictures).</p>\n")
        }
        output.write("""
            <form class="filters" id="filters" autocomplete="off">
            <label>Key <input type="search" name="key" id="f-key" placeholder="part of a key"></label>
            <label>Locale <select name="locale" id="f-locale"><option value="">all</option></select></label>
            <label>Stops fitting at <select name="first" id="f-first"><option value="">any category</option></select></label>
            <label>Kind <select name="kind" id="f-kind"><option value="">all</option></select></label>
            <label>Severity <select name="severity" id="f-severity"><option value="">all</option></select></label>
            \(triage.baseline == nil ? "" : "<label>Baseline <select name=\"baseline\" id=\"f-baseline\"><option value=\"\">new and worse</option><option value=\"new\">new</option><option value=\"worse\">worse</option></select></label>")
            <button type="reset" id="f-reset">Show all</button>
            </form>
            <p id="status"><span data-count="shown-keys">0</span> keys, <span data-count="shown-entries">0</span> entries, <span data-count="shown-findings">0</span> findings shown</p>
            <noscript><p class="note">The list of findings needs JavaScript; the summary above is complete without it (or use --format text or json).</p></noscript>
            <div class="pager" id="pager-top"></div>
            <div id="groups"></div>
            <div class="pager" id="pager-bottom"></div>
            </section>

            """)
        if !triage.catalogFindings.isEmpty {
            output.write("<section id=\"catalog\">\n<h2>Catalog issues (<span data-count=\"catalog\">\(triage.catalogFindings.count)</span>)</h2>\n")
            output.write("<div class=\"pager\" id=\"catalog-pager\"></div>\n<table class=\"issues\"><thead><tr><th>Where</th><th>Severity</th><th>Key</th><th>Problem</th></tr></thead><tbody id=\"catalog-rows\"></tbody></table>\n</section>\n")
        }
        let notes = triage.result.notes
        if !notes.isEmpty {
            output.write("<section id=\"notes\">\n<h2>Assumptions</h2>\n<ul>" + notes.map { "<li>\(xmlEscaped($0))</li>" }.joined() + "</ul>\n</section>\n")
        }
        let fonts = triage.result.fonts
        if !fonts.isEmpty {
            output.write("<section id=\"fonts\">\n<h2>Fonts</h2>\n<p>\(xmlEscaped(ReportSummary.fontsSentence(triage.result))).</p>\n<ul>"
                         + fonts.map { font in
                             "<li class=\"font-\(font.source.rawValue)\"><code>\(xmlEscaped(font.file))</code> (\(xmlEscaped(ReportSummary.fontSourcePhrase(font))))"
                                 + (ReportSummary.dependentsPhrase(font).map { ": " + xmlEscaped($0) } ?? "") + "</li>"
                         }.joined()
                         + "</ul>\n</section>\n")
        }
        output.write("<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\"><defs id=\"outlines\"></defs></svg>\n")
        HTMLReportData(triage: triage).write(to: output)
        output.write("<script>\(HTMLPage.script)</script>\n</body>\n</html>\n")
    }
}
