import Foundation

/// `typefit serve`'s page opened in headless Chromium and typed into, one keystroke at a time
/// (issue 37: under 50 ms from a keystroke to the new drawings for a 200-character text).
///
/// The text area is first given `prefix` (no keystrokes), then each character of `typed` is
/// typed with `Input.insertText` (the input event a keyboard gives). After each one the
/// benchmark waits for the page to have drawn the text as it now is and reads the page's own
/// clock: `data-latency-ms`, from the input event's time stamp to the second animation frame
/// after the drawings were made (so the request, the measuring, the drawing, style, layout
/// and paint are in).
struct ServeBrowsing: Codable {
    /// One category's drawing as the page shows it.
    struct Drawing: Codable, Equatable {
        var category: String
        var fits: Bool
        var truncated: Bool
        var shrunk: Bool
        var lines: [String]
    }

    var url: String
    /// Characters in the text area when the last keystroke was drawn.
    var finalLength: Int
    /// Milliseconds from each keystroke to its drawings, in the order typed.
    var keystrokeMs: [Double]
    /// The same to the drawings made in the DOM, before style, layout and paint.
    var scriptMs: [Double] = []
    /// The twelve drawings (one per category) after the last keystroke.
    var drawings: [Drawing]
    /// What the page's error line says (empty when /measure answered).
    var error: String
    /// JavaScript dialogs the page opened (none: no text runs as script).
    var dialogs: Int
    /// With `--key`: the text the key picker put in the text area, and its drawings.
    var keyText: String?
    var keyDrawings: [Drawing]?

    var medianMs: Double { Samples(values: keystrokeMs).median }
    var maxMs: Double { keystrokeMs.max() ?? .nan }

    /// Opens `url` in `executable`, puts `prefix` in the text area, types `typed`, and reads
    /// the timings and the drawings back.
    static func measure(_ url: String, browser executable: URL, prefix: String?, typed: String, key: String? = nil, locale: String? = nil) throws -> ServeBrowsing {
        let browser = try HeadlessBrowser(executable: executable)
        defer { browser.quit() }
        try browser.send("Page.navigate", ["url": url])
        _ = try browser.wait(for: "Page.loadEventFired", timeout: 60)
        // The first drawings (of the sample text) are made.
        _ = try browser.evaluate(waitFor("document.body.getAttribute('data-drawn')!==null"), timeout: 60)
        var picked: Read?
        if let key {
            // The key picker, as a localizer uses it: the key, then its locale.
            let keyLiteral = try jsonLiteral(key), localeLiteral = try jsonLiteral(locale ?? "")
            _ = try browser.evaluate(waitFor("document.getElementById('key').options.length>1"), timeout: 60)
            let pick = """
                (function(){function choose(id,label){var s=document.getElementById(id);for(var i=0;i<s.options.length;i++){
                  if(s.options[i].textContent===label||(label===''&&i===0&&id==='locale')){s.value=s.options[i].value;
                    s.dispatchEvent(new Event('change',{bubbles:true}));return true;}}return false;}
                  if(!choose('key',\(keyLiteral)))return false;return choose('locale',\(localeLiteral));})()
                """
            guard try browser.evaluate(pick) as? Bool == true else { throw BenchError("the page offers no key '\(key)' with locale '\(locale ?? "")'") }
            _ = try browser.evaluate(waitFor("document.body.getAttribute('data-drawn-text')===document.getElementById('text').value"), timeout: 60)
            picked = try read(browser)
        }
        if let prefix {
            let literal = try jsonLiteral(prefix)
            _ = try browser.evaluate("""
                (function(){var t=document.getElementById('text');t.value=\(literal);t.focus();t.setSelectionRange(t.value.length,t.value.length);
                  t.dispatchEvent(new Event('input',{bubbles:true}));return true;})()
                """)
            _ = try browser.evaluate(waitFor("document.body.getAttribute('data-drawn-text')===document.getElementById('text').value"), timeout: 60)
        } else {
            _ = try browser.evaluate("(function(){var t=document.getElementById('text');t.focus();t.setSelectionRange(t.value.length,t.value.length);return true;})()")
        }
        var latencies: [Double] = [], scripts: [Double] = []
        for character in typed {
            let before = try browser.evaluate("Number(document.body.getAttribute('data-latency-for')||0)") as? Int ?? 0
            try browser.send("Input.insertText", ["text": String(character)])
            let condition = """
                Number(document.body.getAttribute('data-latency-for')||0)>\(before)&&document.body.getAttribute('data-drawn-text')===document.getElementById('text').value
                """
            _ = try browser.evaluate(waitFor(condition), timeout: 60)
            guard let ms = Double(try browser.evaluate("document.body.getAttribute('data-latency-ms')") as? String ?? "") else {
                throw BenchError("the page recorded no keystroke latency")
            }
            latencies.append(ms)
            scripts.append(Double(try browser.evaluate("document.body.getAttribute('data-script-ms')") as? String ?? "") ?? .nan)
        }
        let page = try read(browser)
        return ServeBrowsing(url: url, finalLength: page.length, keystrokeMs: latencies, scriptMs: scripts, drawings: page.drawings, error: page.error, dialogs: browser.dialogs,
                             keyText: picked?.text, keyDrawings: picked?.drawings)
    }

    private struct Read: Decodable {
        var length: Int
        var text: String
        var error: String
        var drawings: [Drawing]
    }

    /// The text area, the error line and the drawings as the page shows them now.
    private static func read(_ browser: HeadlessBrowser) throws -> Read {
        let read = """
            JSON.stringify({length:document.getElementById('text').value.length,text:document.getElementById('text').value,error:document.getElementById('error').textContent,
              drawings:Array.prototype.map.call(document.querySelectorAll('#drawings figure'),function(f){return {category:f.getAttribute('data-category'),
                fits:f.getAttribute('data-fits')==='true',truncated:f.getAttribute('data-truncated')==='true',shrunk:f.getAttribute('data-shrunk')==='true',
                lines:Array.prototype.map.call(f.querySelectorAll('svg text'),function(t){return t.textContent;})};})})
            """
        guard let text = try browser.evaluate(read) as? String else { throw BenchError("the page gave no drawings") }
        return try JSONDecoder().decode(Read.self, from: Data(text.utf8))
    }

    /// A promise that resolves once `condition` (JavaScript) holds, polled every 2 ms.
    private static func waitFor(_ condition: String) -> String {
        "new Promise(function(resolve){(function poll(){if(\(condition))resolve(true);else setTimeout(poll,2);})();})"
    }

    private static func jsonLiteral(_ text: String) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: [text]), as: UTF8.self).dropFirst().dropLast().description
    }

    /// `typefit-bench --browse-serve URL --type TEXT [--prefix TEXT] [--key KEY --locale L]`: the result as JSON.
    static func command(_ url: String, options: BenchOptions) throws {
        guard let browser = HeadlessBrowser.find() else {
            throw BenchError("no Chromium on PATH (Debian: apt-get install chromium)")
        }
        let result = try measure(url, browser: browser, prefix: options.servePrefix, typed: options.serveTyped ?? "",
                                 key: options.serveKey, locale: options.serveLocale)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(result), as: UTF8.self))
    }
}
