#!/usr/bin/env python3
"""Recall of `typefit infer` on an Android app: its resource XML and its Compose calls.

Ground truth is found independently of TypeFit's readers, with regular expressions over the
files (never TypeFit's XML or Kotlin code):

- res/layout*, res/menu*, res/xml*: every attribute `NAME="@string/KEY"` (not `tools:`), on its
  own line as Android Studio writes them. Attributes that show text (SHOWN) must come out placed
  at that file:line with the right widget: Button when the element's class ends in `Button`
  (not `ImageButton`, `RadioButton`, `FloatingActionButton`) or for a preference dialog's
  button texts, else TextView. Attributes that never draw their string (NOT_DRAWN: accessibility
  text, preference keys, layout settings) must come out listed at that line as not drawn.
- .java and .kt view code: every `R.string.KEY` not inside a `stringResource(`; those right
  after `.setTitle(`, `.setMessage(`, a dialog's `.setPositiveButton(`..., `.setText(`,
  `.setHint(`, `.setSummary(` (directly or through `getString(`) must be placed, every other
  one found (placed, or listed with a reason).
- .kt: every `stringResource(R.string.KEY ...)` / `pluralStringResource(R.plurals.KEY ...)` whose
  key is written at the call. Those right after `Text(` or `text =` must be placed (any widget);
  those after `contentDescription =` listed as not drawn; every other site must be found (placed,
  or listed with a reason).

Then `typefit infer APP --explain '*' --format json` lists every place infer saw each key.
Usage: scripts/android-recall.py [--typefit PATH] [--misses N] APP_DIR [APP_DIR...]
Prints: shape | app | sites | found | right | %.
"""
import json, os, re, subprocess, sys
from collections import defaultdict

SKIP = {"build", ".gradle", ".git", "node_modules"}
SHOWN = {"text", "hint", "title", "subtitle", "summary", "summaryOn", "summaryOff", "dialogTitle", "dialogMessage",
         "positiveButtonText", "negativeButtonText", "prompt", "helperText", "placeholderText"}
NOT_DRAWN = {"contentDescription", "tooltipText", "key", "dependency", "defaultValue", "autofillHints", "keywords"}
ATTR = re.compile(r'([\w]+):([\w]+)\s*=\s*"@string/([\w.]+)"')
TAG = re.compile(r'<([\w.]+)')
CODE_SHOWN = re.compile(r'\.(setTitle|setMessage|setPositiveButton|setNegativeButton|setNeutralButton|setText|setHint|setSummary)\(\s*(?:[\w.]*getString\(\s*)?$')
RES = re.compile(r'(?<![\w.])(?:\w*R)\.(?:string|plurals)\.(\w+)')
KT = re.compile(r'(?<![\w.])(?:stringResource|pluralStringResource)\(\s*(?:id\s*=\s*)?(?:[\w]+\.)*(?:string|plurals)\.(\w+)')


def res_folder(path):
    parts = path.split(os.sep)
    if len(parts) < 3 or parts[-3] != "res":
        return None
    base = parts[-2].split("-")[0]
    return base if base in ("layout", "menu", "xml") else None


def files(app):
    for root, dirs, names in os.walk(app):
        dirs[:] = sorted(d for d in dirs if d not in SKIP and not d.startswith("."))
        for name in sorted(names):
            yield os.path.join(root, name)


def sites(app):
    """(shape, file relative to the cwd, line, key, expectation) for every site."""
    out = []
    for path in files(app):
        rel = os.path.relpath(path)
        if path.endswith(".xml") and res_folder(path):
            folder = res_folder(path)
            text = open(path, encoding="utf-8", errors="replace").read()
            tag = None
            for number, line in enumerate(text.split("\n"), 1):
                for m in TAG.finditer(line):
                    tag = m.group(1)
                for m in ATTR.finditer(line):
                    prefix, name, key = m.groups()
                    if prefix == "tools":
                        continue
                    simple = (tag or "").split(".")[-1]
                    if name in SHOWN:
                        button = (simple.endswith("Button") and not any(simple.endswith(x) for x in ("ImageButton", "RadioButton", "FloatingActionButton"))
                                  and folder == "layout" and name == "text") or name in ("positiveButtonText", "negativeButtonText")
                        out.append((f"{folder} {name}", rel, number, key, "Button" if button else "TextView"))
                    elif name in NOT_DRAWN or name.startswith("layout_") or name.endswith("ContentDescription"):
                        out.append((f"{folder} {name} (not drawn)", rel, number, key, "not drawn"))
                    else:
                        out.append((f"{folder} other attributes", rel, number, key, "found"))
        if path.endswith(".kt") or path.endswith(".java"):
            text = open(path, encoding="utf-8", errors="replace").read()
            text = re.sub(r'/\*.*?\*/', lambda m: re.sub(r'[^\n]', ' ', m.group(0)), text, flags=re.S)
            text = re.sub(r'//[^\n]*', '', text)
            lang = "Kotlin" if path.endswith(".kt") else "Java"
            for m in RES.finditer(text):
                before = text[max(0, m.start() - 120):m.start()]
                if re.search(r'(?:stringResource|pluralStringResource)\(\s*(?:id\s*=\s*)?$', before):
                    continue  # a Compose site, counted below
                number = text.count("\n", 0, m.start()) + 1
                shown = CODE_SHOWN.search(before)
                if shown:
                    out.append((f"{lang} view code .{shown.group(1)}(R.string)", rel, number, m.group(1), "placed"))
                else:
                    out.append((f"{lang} view code, other R.string uses", rel, number, m.group(1), "found"))
        if path.endswith(".kt"):
            text = open(path, encoding="utf-8", errors="replace").read()
            # Blank comments so a commented-out call is not a site.
            text = re.sub(r'/\*.*?\*/', lambda m: re.sub(r'[^\n]', ' ', m.group(0)), text, flags=re.S)
            text = re.sub(r'//[^\n]*', '', text)
            for m in KT.finditer(text):
                number = text.count("\n", 0, m.start()) + 1
                before = text[max(0, m.start() - 80):m.start()]
                if re.search(r'(?<![\w.])Text\(\s*(?:text\s*=\s*)?$', before):
                    out.append(("Compose Text(stringResource)", rel, number, m.group(1), "placed"))
                elif re.search(r'contentDescription\s*=\s*$', before):
                    out.append(("Compose contentDescription", rel, number, m.group(1), "not drawn"))
                else:
                    out.append(("Compose other stringResource", rel, number, m.group(1), "found"))
    return out


def explain(typefit, app):
    result = subprocess.run([typefit, "infer", app, "--explain", "*", "--format", "json"], capture_output=True, text=True)
    by_site = defaultdict(lambda: {"uses": [], "unplaced": []})
    for item in json.loads(result.stdout or "[]"):
        for use in item["uses"]:
            by_site[(use["from"], item["key"])]["uses"].append(use)
        for unplaced in item["unplaced"]:
            by_site[(unplaced["from"], item["key"])]["unplaced"].append(unplaced)
    return by_site


def main(argv):
    typefit, misses, apps = ".build/debug/typefit", 0, []
    i = 0
    while i < len(argv):
        if argv[i] == "--typefit": typefit = argv[i + 1]; i += 2
        elif argv[i] == "--misses": misses = int(argv[i + 1]); i += 2
        else: apps.append(argv[i]); i += 1
    print("| Shape | App | Sites | Found | Right | % right |\n|---|---|---:|---:|---:|---:|")
    for app in apps:
        seen = explain(typefit, app)
        rows = defaultdict(lambda: [0, 0, 0, []])
        for shape, rel, line, key, expect in sites(app):
            got = seen.get((f"{rel}:{line}", key))
            row = rows[shape]
            row[0] += 1
            found = got is not None and (got["uses"] or got["unplaced"])
            if found: row[1] += 1
            if expect in ("TextView", "Button"):
                right = bool(got) and any(u.get("widget") == expect for u in got["uses"])
            elif expect == "not drawn":
                right = bool(got) and any(not u["drawn"] for u in got["unplaced"])
            elif expect == "placed":
                right = bool(got) and bool(got["uses"])
            else:
                right = bool(found)
            if right: row[2] += 1
            elif len(row[3]) < misses: row[3].append(f"{rel}:{line} {key} (expected {expect}; got {json.dumps(got) if got else 'nothing'})")
        for shape in sorted(rows):
            n, f, r, miss = rows[shape]
            print(f"| {shape} | {os.path.basename(os.path.abspath(app))} | {n} | {f} | {r} | {100 * r / n:.1f}% |")
            for m in miss: print(f"    miss: {m}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
