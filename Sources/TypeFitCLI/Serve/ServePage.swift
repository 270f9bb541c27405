import Foundation
import TextFormatting
import TextMeasure
import TextStyles

/// The page `typefit serve` answers `GET /` with: one self-contained HTML file (inline CSS and
/// script; nothing is fetched but `/measure`, `/table` and `/keys`).
///
/// Every text that comes from a request or a catalog is put into the page with `textContent`
/// or an attribute, never as markup. The drawings are SVG made from the lines `/measure`
/// returns: each line in the browser's sans-serif font, stretched or squeezed to the width
/// TypeFit measured for it (`textLength`), so wrapping, truncation and shrink are TypeFit's
/// while the glyph shapes are the browser's.
///
/// Requests are coalesced: at most one `/measure` is in flight; when it returns and the form
/// changed meanwhile, the form as it is then is sent. An answer older than the drawings shown
/// (a key picked while typing) is dropped. The page's own clock says how long a keystroke took
/// to become drawings: `data-latency-ms` on `body`, from the input event to the second frame
/// after the drawings were made (style, layout and paint are in; it overshoots the paint by up
/// to a frame), and `data-script-ms` to the drawings made in the DOM (before style and paint).
enum ServePage {
    static let data = Data(html.utf8)

    /// The choices the form offers, from the code that reads them (as JSON for the script).
    private static let choices: String = {
        let scale = TypeScale.standard
        let value = JSONValue.object([
            ("components", .array(Component.allCases.map { .string($0.rawValue) })),
            ("styles", .array(scale.styles(for: .ios).map { .string($0.name) })),
            ("platforms", .array(Platform.allCases.filter { $0 != .android }.map { .string($0.rawValue) })),
            ("modes", .array(LineBreakMode.allCases.map { .string($0.name) })),
        ]).rendered()
        // Inside <script>: no "</script>" or "<!--" can come out of JSON with '<' escaped.
        return value.replacingOccurrences(of: "<", with: "\\u003c")
    }()

    static let html = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>typefit serve</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #f5f5f7; }
        header { padding: 12px 16px; background: #fff; border-bottom: 1px solid #d2d2d7; }
        h1 { font-size: 16px; margin: 0 0 8px; }
        form { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: flex-end; }
        label { display: flex; flex-direction: column; font-size: 12px; color: #515154; }
        textarea { width: 28em; height: 3.2em; font: inherit; }
        input[type=number] { width: 6em; }
        main { display: flex; gap: 16px; padding: 16px; align-items: flex-start; }
        #drawings { flex: 1; display: grid; grid-template-columns: repeat(auto-fill, minmax(230px, 1fr)); gap: 12px; }
        figure { margin: 0; padding: 8px; background: #fff; border: 1px solid #d2d2d7; border-radius: 6px; }
        figure[data-fits=false] { border-color: #d70015; }
        figcaption { font-size: 12px; color: #515154; margin-bottom: 4px; }
        figure[data-fits=false] figcaption .verdict { color: #d70015; font-weight: 600; }
        svg { display: block; width: 100%; height: auto; overflow: visible; }
        svg .slot { fill: #f0f4ff; stroke: #7d8fb3; stroke-width: 0.5; }
        svg .overflow { fill: none; stroke: #d70015; stroke-dasharray: 2 2; stroke-width: 0.75; }
        svg text { fill: #1d1d1f; font-family: system-ui, sans-serif; white-space: pre; }
        aside { width: 360px; }
        table { border-collapse: collapse; background: #fff; font-size: 12px; width: 100%; }
        th, td { border: 1px solid #d2d2d7; padding: 2px 6px; text-align: right; }
        th:first-child, td:first-child { text-align: left; }
        td.no { color: #d70015; font-weight: 600; }
        #error { color: #d70015; white-space: pre-wrap; }
        #error:empty { display: none; }
        .hidden { display: none; }
        </style>
        </head>
        <body>
        <header>
        <h1>typefit serve: does this text fit at every Dynamic Type size?</h1>
        <form id="form" autocomplete="off">
          <label>Text<textarea id="text" name="text" spellcheck="false">Einstellungen für Barrierefreiheit</textarea></label>
          <label id="key-label" class="hidden">Catalog key<select id="key" name="key"><option value="">(type a text)</option></select></label>
          <label id="locale-label" class="hidden">Locale<select id="locale" name="locale"></select></label>
          <label>Component<select id="component" name="component"></select></label>
          <label>Style<select id="style" name="style"></select></label>
          <label>Platform<select id="platform" name="platform"></select></label>
          <label>Width (pt)<input id="width" name="width" type="number" min="1" step="any" value="200"></label>
          <label>Lines (0 = any)<input id="lines" name="lines" type="number" min="0" step="1" value="1"></label>
          <label>Line break<select id="mode" name="mode"></select></label>
          <label>Min. scale<input id="min-scale" name="minScale" type="number" min="0" max="1" step="0.05" value="0"></label>
          <label>Language<input id="lang" name="lang" value="de" size="8"></label>
        </form>
        <p id="error" role="alert"></p>
        </header>
        <main>
        <section id="drawings" aria-label="The text at every content size category"></section>
        <aside>
        <table id="sizes">
        <caption id="sizes-caption">Sizes</caption>
        <thead><tr><th>Category</th><th>Size</th><th>Leading</th><th>Shown at</th><th>Lines</th><th>Fits</th></tr></thead>
        <tbody></tbody>
        </table>
        </aside>
        </main>
        <script>
        (function () {
          "use strict";
          var CHOICES = \(choices);
          var SVG = "http://www.w3.org/2000/svg";
          var form = document.getElementById("form");
          var $ = function (id) { return document.getElementById(id); };
          function fill(select, values, chosen) {
            values.forEach(function (value) {
              var option = document.createElement("option");
              option.value = value;
              option.textContent = value;
              if (value === chosen) option.selected = true;
              select.appendChild(option);
            });
          }
          fill($("component"), CHOICES.components, "label");
          fill($("style"), CHOICES.styles, "Body");
          fill($("platform"), CHOICES.platforms, "ios");
          fill($("mode"), CHOICES.modes, "tail");

          // The request the form says; null fields are left to typefit's defaults.
          function request() {
            var body = { text: $("text").value, component: $("component").value, style: $("style").value,
                         platform: $("platform").value, mode: $("mode").value, lang: $("lang").value || "en" };
            ["width", "lines", "min-scale"].forEach(function (id) {
              var text = $(id).value.trim();
              if (text !== "") body[id === "min-scale" ? "minScale" : id] = Number(text);
            });
            return body;
          }

          var sent = 0, drawn = 0, inFlight = false, again = false, inputAt = null;
          function measure() {
            if (inFlight) { again = true; return; }
            inFlight = true;
            again = false;
            var seq = ++sent, startedAt = inputAt;
            inputAt = null;
            fetch("/measure", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(request()) })
              .then(function (response) { return response.json().then(function (json) { return { ok: response.ok, json: json }; }); })
              .then(function (answer) {
                if (seq > drawn) {
                  drawn = seq;
                  if (answer.ok) { $("error").textContent = ""; draw(answer.json, seq, startedAt); }
                  else { $("error").textContent = answer.json.error + (answer.json.field ? " (" + answer.json.field + ")" : ""); }
                }
              })
              .catch(function (error) { $("error").textContent = "typefit serve did not answer: " + error; })
              .then(function () { inFlight = false; if (again) measure(); });
          }

          // The twelve drawings, from the lines /measure returned.
          function draw(json, seq, startedAt) {
            var section = $("drawings");
            var figures = json.results.map(drawing);
            section.replaceChildren.apply(section, figures);
            lastResults = json.results;
            fillTable();
            document.body.setAttribute("data-drawn", String(seq));
            document.body.setAttribute("data-drawn-text", json.text);
            if (startedAt !== null) {
              document.body.setAttribute("data-script-ms", String(performance.now() - startedAt));
              requestAnimationFrame(function () { requestAnimationFrame(function () {
                document.body.setAttribute("data-latency-ms", String(performance.now() - startedAt));
                document.body.setAttribute("data-latency-for", String(seq));
              }); });
            }
          }

          function verdict(r) {
            if (r.truncated) return "truncated";
            if (r.clipped) return "clipped";
            if (!r.fits) return "does not fit";
            if (r.shrinkScale !== null) return "fits, shrunk to " + r.pointSize.toFixed(1) + " pt";
            return "fits";
          }

          function drawing(r) {
            var figure = document.createElement("figure");
            var fits = r.fits && r.missingCharacters.length === 0;
            figure.setAttribute("data-category", r.category === null ? "default" : r.category);
            figure.setAttribute("data-fits", String(fits));
            figure.setAttribute("data-truncated", String(r.truncated));
            figure.setAttribute("data-shrunk", String(r.shrinkScale !== null));
            var caption = document.createElement("figcaption");
            var name = document.createElement("b");
            name.textContent = r.category === null ? "default" : r.category;
            var detail = document.createElement("span");
            detail.textContent = " \\u00b7 " + r.pointSize.toFixed(r.pointSize % 1 ? 2 : 0) + " pt \\u00b7 ";
            var result = document.createElement("span");
            result.className = "verdict";
            result.textContent = verdict(r);
            caption.append(name, detail, result);
            var width = Math.max(r.slotWidth, r.width, r.textWidth), height = Math.max(r.height, r.textHeight, r.lineHeight);
            var svg = document.createElementNS(SVG, "svg");
            svg.setAttribute("viewBox", "-1 -1 " + (width + 2) + " " + (height + 2));
            var slot = document.createElementNS(SVG, "rect");
            slot.setAttribute("class", "slot");
            slot.setAttribute("width", r.slotWidth);
            slot.setAttribute("height", r.height);
            svg.appendChild(slot);
            if (r.textWidth > r.slotWidth + 0.01) {
              var over = document.createElementNS(SVG, "rect");
              over.setAttribute("class", "overflow");
              over.setAttribute("width", r.textWidth);
              over.setAttribute("height", r.textHeight);
              svg.appendChild(over);
            }
            var y = 0;
            r.lines.forEach(function (line) {
              var text = document.createElementNS(SVG, "text");
              // The baseline a little below the middle of the line box (an approximation: the
              // font's ascent is not in the answer).
              text.setAttribute("x", "0");
              text.setAttribute("y", String(y + line.height / 2 + r.pointSize * 0.35));
              text.setAttribute("font-size", String(r.pointSize));
              if (line.width > 0) {
                text.setAttribute("textLength", String(line.width));
                text.setAttribute("lengthAdjust", "spacingAndGlyphs");
              }
              if (line.truncation !== null) text.setAttribute("data-truncation", line.truncation);
              text.textContent = line.text;
              svg.appendChild(text);
              y += line.height;
            });
            figure.append(caption, svg);
            return figure;
          }

          // The size table: the style's published sizes, and what the last answer showed.
          var sizes = {}, lastResults = [];
          function fillTable() {
            var body = $("sizes").tBodies[0];
            var rows = lastResults.map(function (r) {
              var key = r.category === null ? "default" : r.category, published = sizes[key] || {};
              var tr = document.createElement("tr");
              [key, published.size, published.leading, r.pointSize.toFixed(2), String(r.lineCount) + (r.neededLineCount > r.lineCount ? "/" + r.neededLineCount : ""),
               r.fits && r.missingCharacters.length === 0 ? "yes" : "no"].forEach(function (value, index) {
                var td = document.createElement("td");
                td.textContent = value === undefined ? "" : String(value);
                if (index === 5 && value === "no") td.className = "no";
                tr.appendChild(td);
              });
              return tr;
            });
            body.replaceChildren.apply(body, rows);
          }
          function loadTable() {
            var style = $("style").value, platform = $("platform").value;
            fetch("/table?style=" + encodeURIComponent(style) + "&platform=" + encodeURIComponent(platform))
              .then(function (response) { return response.ok ? response.json() : []; })
              .then(function (rows) {
                sizes = {};
                rows.forEach(function (row) { sizes[row.category || "default"] = row; });
                $("sizes-caption").textContent = style + " (" + platform + "): published size/leading, and as shown";
                fillTable();
              });
          }

          // Catalog keys, when typefit serve was given --catalog.
          var keys = [];
          function pickKey() {
            var entry = keys[Number($("key").value)];
            var locales = $("locale");
            locales.replaceChildren();
            if (!entry) { $("locale-label").classList.add("hidden"); return; }
            entry.texts.forEach(function (text, index) {
              var option = document.createElement("option");
              option.value = String(index);
              option.textContent = text.locale;
              locales.appendChild(option);
            });
            $("locale-label").classList.remove("hidden");
            pickLocale();
          }
          function pickLocale() {
            var entry = keys[Number($("key").value)];
            var text = entry && entry.texts[Number($("locale").value)];
            if (!text) return;
            $("text").value = text.text;
            $("lang").value = text.locale;
            measure();
          }
          fetch("/keys").then(function (response) { return response.json(); }).then(function (json) {
            keys = json.keys;
            if (keys.length === 0) return;
            keys.forEach(function (entry, index) {
              var option = document.createElement("option");
              option.value = String(index);
              option.textContent = entry.key + (entry.variant ? " [" + entry.variant + "]" : "");
              $("key").appendChild(option);
            });
            $("key-label").classList.remove("hidden");
          });

          $("text").addEventListener("input", function (event) {
            if (inputAt === null) inputAt = event.timeStamp;
            measure();
          });
          form.addEventListener("change", function (event) {
            if (event.target.id === "key") { pickKey(); return; }
            if (event.target.id === "locale") { pickLocale(); return; }
            if (event.target.id === "style" || event.target.id === "platform") loadTable();
            if (event.target.id !== "text") measure();
          });
          form.addEventListener("submit", function (event) { event.preventDefault(); });
          ["width", "lines", "min-scale", "lang"].forEach(function (id) { $(id).addEventListener("input", measure); });
          loadTable();
          measure();
        })();
        </script>
        </body>
        </html>

        """
}
