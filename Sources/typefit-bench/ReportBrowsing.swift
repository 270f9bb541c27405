import Foundation

/// An HTML report opened in headless Chromium the way a reader opens it, and timed (issue 10's
/// targets: first paint at most 3 s, a filter change at most 200 ms on the real-app corpus).
///
/// Times come from the page's own clock (`performance`, origin at navigation start): first
/// contentful paint from the Paint Timing API; `ready` when the report's script has listed its
/// first page; a filter change from setting a filter to the frame after the list is redrawn
/// (two animation frames, so style, layout and paint are in); opening groups likewise, with their
/// drawings made.
struct ReportBrowsing: Codable {
    /// First contentful paint, ms after navigation started.
    var firstContentfulPaintMs: Double?
    /// The report's script done (first page listed), ms after navigation started.
    var readyMs: Double?
    /// Wall time from asking for the page to its load event, ms.
    var loadMs: Double
    /// Each filter change tried, ms to the next frame; and the script's own share.
    var filterChanges: [FilterChange] = []
    /// Opening the first groups of the list (rows and drawings made), ms to the next frame.
    var openGroupsMs: Double?
    /// Groups opened, and drawings then in the page.
    var openedGroups = 0
    var drawings = 0
    /// JavaScript dialogs the page opened (a report must never open one).
    var dialogs = 0
    /// The DOM after opening the groups (with `--dom`).
    var dom: String?

    struct FilterChange: Codable {
        var filter: String
        var ms: Double
        var scriptMs: Double
        var entriesShown: String
    }

    /// The filter changes timed: a locale, a category, a kind, then all shown again.
    static let filterActions: [(String, String)] = [
        ("locale: the first", "f.elements.locale.value=f.elements.locale.options[1]?f.elements.locale.options[1].value:''"),
        ("stops fitting at: the last category", "f.elements.first.value=f.elements.first.options[f.elements.first.options.length-1].value"),
        ("kind: the first", "f.elements.kind.value=f.elements.kind.options[1]?f.elements.kind.options[1].value:''"),
        ("key: contains 'a'", "f.elements.first.value='';f.elements.kind.value='';f.elements.locale.value='';f.elements.key.value='a'"),
        ("show all", "f.elements.key.value=''"),
    ]

    /// Opens `report` in `browser` and measures it; the DOM is kept when `keepsDOM`.
    static func measure(_ report: URL, browser executable: URL, keepsDOM: Bool, groups: Int = 10) throws -> ReportBrowsing {
        let browser = try HeadlessBrowser(executable: executable)
        defer { browser.quit() }
        let start = Date()
        try browser.send("Page.navigate", ["url": report.absoluteURL.absoluteString])
        _ = try browser.wait(for: "Page.loadEventFired", timeout: 300)
        var result = ReportBrowsing(loadMs: Date().timeIntervalSince(start) * 1000)
        // The paint entry is there once the browser says the paint happened.
        _ = try? browser.wait(for: "Page.lifecycleEvent", timeout: 60) { $0["name"] as? String == "firstContentfulPaint" }
        let ready = """
            new Promise(function(resolve){(function poll(){var b=document.body;
              if(b&&b.getAttribute('data-ready-ms')!==null){requestAnimationFrame(function(){requestAnimationFrame(function(){
                var p=performance.getEntriesByType('paint').filter(function(e){return e.name==='first-contentful-paint';})[0];
                resolve(JSON.stringify({fcp:p?p.startTime:null,ready:+b.getAttribute('data-ready-ms')}));});});}
              else setTimeout(poll,20);})();})
            """
        let timing = try decode(try browser.evaluate(ready, timeout: 300))
        result.firstContentfulPaintMs = timing["fcp"] as? Double
        result.readyMs = timing["ready"] as? Double
        for (name, action) in filterActions {
            let script = """
                new Promise(function(resolve){var f=document.getElementById('filters');var t=performance.now();
                  \(action);f.dispatchEvent(new Event('change',{bubbles:true}));
                  requestAnimationFrame(function(){requestAnimationFrame(function(){resolve(JSON.stringify({ms:performance.now()-t,
                    script:+document.body.getAttribute('data-filter-ms'),shown:document.querySelector('[data-count=shown-entries]').textContent}));});});})
                """
            let change = try decode(try browser.evaluate(script))
            result.filterChanges.append(FilterChange(filter: name, ms: change["ms"] as? Double ?? -1,
                                                     scriptMs: change["script"] as? Double ?? -1, entriesShown: change["shown"] as? String ?? ""))
        }
        let open = """
            new Promise(function(resolve){var ds=document.querySelectorAll('#groups details');var n=Math.min(\(groups),ds.length);var t=performance.now();
              for(var i=0;i<n;i++)ds[i].open=true;
              setTimeout(function(){requestAnimationFrame(function(){requestAnimationFrame(function(){
                resolve(JSON.stringify({ms:performance.now()-t,groups:n,drawings:document.querySelectorAll('#groups td.drawing svg').length}));});});},0);})
            """
        let opened = try decode(try browser.evaluate(open))
        result.openGroupsMs = opened["ms"] as? Double
        result.openedGroups = opened["groups"] as? Int ?? 0
        result.drawings = opened["drawings"] as? Int ?? 0
        if keepsDOM { result.dom = try browser.evaluate("document.documentElement.outerHTML") as? String }
        result.dialogs = browser.dialogs
        return result
    }

    private static func decode(_ value: Any?) throws -> [String: Any] {
        guard let text = value as? String, let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw BenchError("the page gave no timings")
        }
        return object
    }

    /// `typefit-bench --browse-report FILE [--dom]`: the measurement as JSON on standard output.
    static func command(_ path: String, options: BenchOptions) throws {
        guard let browser = HeadlessBrowser.find() else {
            throw BenchError("no Chromium on PATH (Debian: apt-get install chromium)")
        }
        let report = URL(fileURLWithPath: path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: report.path) else { throw BenchError("\(path) does not exist") }
        let result = try measure(report, browser: browser, keepsDOM: options.printsDOM)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(result), as: UTF8.self))
    }
}
