import Foundation
import TextFormatting

/// One self-contained HTML file: totals, filters (locale, kind, category) and, for each finding,
/// the SVG picture of its slot at the first failing category and at AX5.
///
/// It opens offline: CSS and JavaScript are inline and nothing is fetched. Catalog text is
/// escaped everywhere; the script reads only `data-` attributes, never catalog text as code.
/// Pictures are present when the check rendered them (``CheckOptions/rendersPictures``).
public struct HTMLReportWriter: ReportWriter {
    /// A writer (it has no settings).
    public init() {}

    /// The report of `result`.
    public func write(_ result: CheckResult) -> String {
        let t = result.totals
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>TypeFit report</title>
        <style>\(Self.css)</style>
        </head>
        <body>
        <h1>TypeFit report</h1>
        <p class="verdict status-\(result.exitStatus.rawValue)">\(esc(ReportSummary.verdict(result)))</p>
        <table class="totals">
        <tr><th>Entries read</th><th>Checked</th><th>Fitting</th><th>With findings</th><th>Skipped</th><th>Catalog issues</th><th>Inputs not read</th></tr>
        <tr><td>\(t.entriesRead)</td><td>\(t.checked)</td><td>\(t.fitting)</td><td>\(t.withFindings)</td><td>\(t.skipped)</td><td>\(t.catalogIssues)</td><td>\(t.inputErrors)</td></tr>
        </table>
        <p>\(esc(ReportSummary.totalsSentence(t)))</p>
        <p>Findings: \(esc(ReportSummary.kindsSentence(t))) (\(esc(ReportSummary.severitySentence(t)))). Categories: \(esc(summarizeCategories(result.categories))) on \(esc(result.platform.displayName)).</p>

        """
        if !result.notes.isEmpty {
            out += "<ul class=\"notes\">" + result.notes.map { "<li>\(esc($0))</li>" }.joined() + "</ul>\n"
        }
        let entryFindings = result.entries.flatMap(\.findings)
        let locales = Set(entryFindings.compactMap(\.locale)).sorted()
        let kinds = FindingKind.allCases.filter { kind in entryFindings.contains { $0.kind == kind } }
        out += "<form class=\"filters\" id=\"filters\">\n"
        out += select("locale", "Locale", locales.map { ($0, $0) })
        out += select("kind", "Kind", kinds.map { ($0.rawValue, $0.title) })
        out += select("category", "Category", result.categories.map { ($0.higName, $0.higName) })
        out += "<span id=\"shown\"></span>\n</form>\n"
        if !entryFindings.isEmpty && !entryFindings.contains(where: { !$0.pictures.isEmpty }) {
            out += "<p class=\"note\">No pictures: the check was run without drawing them (CheckOptions.rendersPictures).</p>\n"
        }
        out += "<main id=\"findings\">\n"
        var pictureNumber = 0
        for entry in result.entries where !entry.findings.isEmpty {
            for finding in entry.findings {
                out += article(entry: entry, finding: finding, pictureNumber: &pictureNumber)
            }
        }
        out += "</main>\n"
        if !result.catalogFindings.isEmpty {
            out += "<h2>Catalog issues</h2>\n<table class=\"issues\">\n<tr><th>Where</th><th>Severity</th><th>Problem</th></tr>\n"
            for finding in result.catalogFindings {
                out += "<tr><td>\(esc(finding.location.description))</td><td class=\"sev-\(finding.severity.rawValue)\">\(finding.severity.rawValue)</td><td>\(esc(finding.message))</td></tr>\n"
            }
            out += "</table>\n"
        }
        out += "<script>\(Self.script)</script>\n</body>\n</html>\n"
        return out
    }

    private func article(entry: EntryResult, finding: Finding, pictureNumber: inout Int) -> String {
        let categories = finding.categories.map(\.higName).joined(separator: " ")
        var out = "<article class=\"finding sev-\(finding.severity.rawValue)\" data-locale=\"\(esc(finding.locale ?? ""))\" data-kind=\"\(finding.kind.rawValue)\" data-categories=\"\(esc(categories))\">\n"
        out += "<h3><code>\(esc(entry.key))</code> <span class=\"locale\">\(esc(entry.locale))</span>"
        if !entry.variantDescription.isEmpty { out += " <span class=\"variant\">\(esc(entry.variantDescription))</span>" }
        out += " <span class=\"kind\">\(esc(finding.kind.title))</span> <span class=\"sev\">\(finding.severity.rawValue)</span></h3>\n"
        out += "<p class=\"message\">\(esc(finding.message))</p>\n"
        out += "<dl>"
        if let first = finding.firstCategory { out += "<dt>From</dt><dd>\(esc(first.higName)) (\(esc(finding.categorySummary)))</dd>" }
        if let visible = finding.visibleText { out += "<dt>The user sees</dt><dd class=\"visible\">\(esc(visible))</dd>" }
        out += "<dt>Text</dt><dd class=\"text\">\(esc(entry.text))</dd>"
        out += "<dt>Slot</dt><dd>\(esc(entry.slotSummary)), font \(esc(entry.font))</dd>"
        if !entry.fontFiles.isEmpty {
            out += "<dt>Fonts</dt><dd>\(esc(entry.fontFiles.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")))</dd>"
        }
        out += "<dt>Where</dt><dd>\(esc(entry.location.description))</dd></dl>\n"
        if !finding.pictures.isEmpty {
            out += "<div class=\"pictures\">"
            for picture in finding.pictures {
                pictureNumber += 1
                out += "<figure>\(scoped(picture.svg, prefix: "p\(pictureNumber)-"))<figcaption>\(esc(picture.category.higName))</figcaption></figure>"
            }
            out += "</div>\n"
        }
        out += "</article>\n"
        return out
    }

    /// `svg` with its element ids (glyph definitions) prefixed: ids are global in an HTML page,
    /// and two pictures may define the same glyph id for different fonts.
    private func scoped(_ svg: String, prefix: String) -> String {
        svg.replacingOccurrences(of: " id=\"", with: " id=\"\(prefix)")
            .replacingOccurrences(of: "href=\"#", with: "href=\"#\(prefix)")
    }

    private func select(_ name: String, _ label: String, _ options: [(value: String, title: String)]) -> String {
        var out = "<label>\(label) <select name=\"\(name)\"><option value=\"\">all</option>"
        for option in options { out += "<option value=\"\(esc(option.value))\">\(esc(option.title))</option>" }
        return out + "</select></label>\n"
    }

    private func esc(_ text: String) -> String { xmlEscaped(text, attribute: true) }

    static let css = """
    body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:2em;color:#222;background:#fff}
    h1{font-size:1.6em}table{border-collapse:collapse;margin:.5em 0}th,td{border:1px solid #ccc;padding:.25em .6em;text-align:left}
    .verdict{font-weight:bold}.status-0{color:#1a7f37}.status-1,.status-2{color:#cf222e}
    .filters{position:sticky;top:0;background:#f6f8fa;padding:.5em;border:1px solid #ddd;margin:1em 0}
    .filters label{margin-right:1em}
    .finding{border:1px solid #ddd;border-left:6px solid #999;padding:.5em 1em;margin:1em 0}
    .finding.sev-error{border-left-color:#cf222e}.finding.sev-warning{border-left-color:#bf8700}.finding.sev-info{border-left-color:#0969da}
    .finding h3{margin:.2em 0;font-size:1.1em}.locale,.variant,.kind,.sev{font-weight:normal;background:#eee;border-radius:3px;padding:0 .4em;margin-left:.3em}
    dl{display:grid;grid-template-columns:max-content auto;gap:.2em 1em}dt{color:#666}dd{margin:0;white-space:pre-wrap}
    .pictures{display:flex;flex-wrap:wrap;gap:1em}figure{margin:0}figure svg{max-width:100%;height:auto;border:1px dashed #ddd}
    .hidden{display:none}
    """

    static let script = """
    (function(){
      var form=document.getElementById('filters');
      function update(){
        var locale=form.elements['locale'].value,kind=form.elements['kind'].value,category=form.elements['category'].value;
        var items=document.querySelectorAll('article.finding'),shown=0;
        for(var i=0;i<items.length;i++){
          var d=items[i].dataset;
          var ok=(!locale||d.locale===locale)&&(!kind||d.kind===kind)&&(!category||(' '+d.categories+' ').indexOf(' '+category+' ')>=0);
          items[i].classList.toggle('hidden',!ok);if(ok){shown++;}
        }
        document.getElementById('shown').textContent=shown+' of '+items.length+' findings shown';
      }
      form.addEventListener('change',update);update();
    })();
    """
}
