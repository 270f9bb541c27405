#!/usr/bin/env python3
"""Recall of `typefit infer` on an app's sources, per call shape.

Ground truth is found independently of TypeFit's scanner, with one regular expression per call
shape (SHAPES below) over each .swift/.m/.mm file: the key (a literal, or a constant whose
definition the regex DEFINITION finds), its file:line, and the components that count as right.
Then `typefit infer APP --explain '*' --format json` lists every place infer saw each key; a
site is *found* when infer lists the key at that file:line (placed or unplaced with a reason),
*right* when one of its uses there has a component the shape expects.

Usage: scripts/infer-recall.py [--typefit PATH] [--misses N] APP_DIR [APP_DIR...]
Prints: shape | app | sites | found | right component | %.

Approximations (documented, not hidden): brackets are counted without a parser (strings and
comments are blanked first); a Button's context (alert, toolbar) is the innermost `.alert(`,
`.confirmationDialog(` or `.toolbar` block around it; a constant `Type.name` resolves to the keys of every
`let`/`var name` defined with a localized call in the app (infer's key must be one of them).
"""
import json, os, re, subprocess, sys
from collections import defaultdict

SKIP = {"build", "Build", "DerivedData", "node_modules", "Pods", "Carthage"}
LIT = r'"((?:[^"\\\n]|\\.)*)"'
OLIT = r'@"((?:[^"\\\n]|\\.)*)"'
# A localized call around a literal key (Swift and Objective-C).
CALL = r'(?:NSLocalizedString\(\s*|String\(\s*localized:\s*|LocalizedStringKey\(\s*|LocalizedStringResource\(\s*)'
OCALL = r'(?:NSLocalizedString(?:FromTable)?\(\s*)'
# A Swift key expression: a localized call, `"key".localized`, or a constant `Type.name`.
SKEY = rf'(?:{CALL}{LIT}|{LIT}\.localized\b|(?P<ref>[A-Z]\w*(?:\.\w+)+))'
# The same where SwiftUI takes a LocalizedStringKey: a bare literal is a key too.
UIKEY = rf'(?:{CALL}{LIT}|{LIT}|(?P<ref>[A-Z]\w*(?:\.\w+)+))'
OKEY = rf'(?:{OCALL}{OLIT})'
# `static let name = NSLocalizedString("key"` / `static var name: String { L10n.tr("T", "key") }`.
DEFINITION = re.compile(r'\b(?:let|var)\s+(\w+)\s*(?::\s*String\s*)?(?:=|\{\s*(?:return\s+)?)\s*'
                        r'(?:NSLocalizedString\(\s*|String\(\s*localized:\s*|\w+\.tr\(\s*"[^"]*",\s*|\w+\(\s*)' + LIT)

NAV = {"navTitle", "largeTitle"}
BUTTONS = {"button", "barButton", "toolbarItem"}
LISTED = "listed with a reason"
SHAPES = [
    # (name, language, regex, expected components (or LISTED: unplaced with a reason), context rule)
    ("SwiftUI .navigationTitle", "swift", rf'\.navigationTitle\(\s*(?:Text\(\s*)?{UIKEY}', NAV, None),
    ("SwiftUI Button", "swift", rf'(?<![\w.])Button\(\s*{UIKEY}', BUTTONS, "button"),
    ("SwiftUI alert/dialog action", "swift", rf'(?<![\w.])Button\(\s*{UIKEY}', {"alertButton"}, "alert"),
    ("SwiftUI menu item or picker option (Button, Label, Text in a Menu, .contextMenu, .swipeActions, Picker)", "swift", rf'(?<![\w.])(?:Button|Label|Text|Toggle|Menu)\(\s*{UIKEY}', LISTED, "menu"),
    ("SwiftUI .alert/.confirmationDialog title", "swift", rf'\.(?:alert|confirmationDialog)\(\s*(?:Text\(\s*)?{UIKEY}', {"alertTitle"}, None),
    ("SwiftUI Toggle", "swift", rf'(?<![\w.])Toggle\(\s*{UIKEY}', {"label"}, "notmenu"),
    ("SwiftUI Menu", "swift", rf'(?<![\w.])Menu\(\s*{UIKEY}', BUTTONS, "notmenu"),
    ("SwiftUI Picker in a Form or List", "swift", rf'(?<![\w.])Picker\(\s*{UIKEY}', {"label"}, "form"),
    ("SwiftUI Picker elsewhere (title not drawn by a menu picker)", "swift", rf'(?<![\w.])Picker\(\s*{UIKEY}', LISTED, "notform"),
    ("SwiftUI NavigationLink", "swift", rf'(?<![\w.])NavigationLink\(\s*{UIKEY}', {"label"}, None),
    ("SwiftUI Label (not in tab items or menus)", "swift", rf'(?<![\w.])Label\(\s*{UIKEY}', {"label", "button", "barButton", "toolbarItem", "alertButton"}, "notab"),
    ("SwiftUI tab item (Tab, .tabItem)", "swift", rf'(?<![\w.])(?:Tab|Label|Text)\(\s*{UIKEY}', {"tabItem"}, "tab"),
    ("String(localized:)", "swift", rf'String\(\s*localized:\s*{LIT}', None, None),
    ("LocalizedStringKey(...)", "swift", rf'LocalizedStringKey\(\s*{LIT}', None, None),
    ("LocalizedStringResource(...)", "swift", rf'LocalizedStringResource\(\s*{LIT}', None, None),
    ("UIAlertAction(title:)", "swift", rf'UIAlertAction\(\s*title:\s*{SKEY}', {"alertButton"}, None),
    ("UIAlertController(title:)", "swift", rf'UIAlertController\(\s*title:\s*{SKEY}', {"alertTitle"}, None),
    ("UIBarButtonItem(title:)", "swift", rf'UIBarButtonItem\(\s*title:\s*{SKEY}', {"barButton", "toolbarItem"}, None),
    ("setTitle(_:for:)", "swift", rf'\.setTitle\(\s*{SKEY}\s*,\s*for:', {"button"}, None),
    ("navigationItem.title =", "swift", rf'navigationItem\??\.title\s*=\s*{SKEY}', NAV, None),
    ("tabBarItem title", "swift", rf'tabBarItem\??\.title\s*=\s*{SKEY}', {"tabItem"}, None),
    ("tabBarItem title", "swift", rf'UITabBarItem\(\s*title:\s*{SKEY}', {"tabItem"}, None),
    ("ObjC UIAlertAction actionWithTitle:", "objc", rf'UIAlertAction\s+actionWithTitle:\s*{OKEY}', {"alertButton"}, None),
    ("ObjC UIAction actionWithTitle: (a menu item)", "objc", rf'UIAction\s+actionWithTitle:\s*{OKEY}', LISTED, None),
    ("ObjC alertControllerWithTitle:", "objc", rf'alertControllerWithTitle:\s*{OKEY}', {"alertTitle"}, None),
    ("ObjC UIBarButtonItem initWithTitle:", "objc", rf'UIBarButtonItem\s+alloc\]\s*initWithTitle:\s*{OKEY}', {"barButton", "toolbarItem"}, None),
    ("ObjC setTitle:forState:", "objc", rf'setTitle:\s*{OKEY}\s*forState:', {"button"}, None),
    ("ObjC navigationItem.title =", "objc", rf'navigationItem\.title\s*=\s*{OKEY}', NAV, None),
]

# A title chosen by a condition, in any Swift shape above: `Button(isOn ? "Stop" : "Start")`,
# `label.text = done ? L10n.close : L10n.cancel`. The condition is one run without brackets or
# literals ending in ` ? ` (spaces around `?`, so no optional chaining, no `??`); the then-branch
# key is a site, and so is the else-branch key when the then-branch is a literal or a constant.
CONDITIONAL = "any shape above, its title a branch of `c ? a : b`"
COND = r'[^?\n(){}"]*?[^?\s]\s+\?\s+'
THEN_SIMPLE = r'(?:"(?:[^"\\\n]|\\.)*"|[A-Z]\w*(?:\.\w+)+)'
for _shape, _language, _regex, _expected, _rule in list(SHAPES):
    if _language != "swift" or _expected is None: continue
    for _key in (UIKEY, SKEY):
        if _key in _regex:
            SHAPES.append((CONDITIONAL, "swift", _regex.replace(_key, COND + _key, 1), _expected, _rule))
            SHAPES.append((CONDITIONAL, "swift", _regex.replace(_key, COND + THEN_SIMPLE + r'\s+:\s+' + _key, 1), _expected, _rule))
            break


def blank(text, objc, keep_strings=False):
    """Comments and string contents replaced by spaces (newlines kept), for bracket counting;
    with `keep_strings`, comments only (so that commented-out code is no ground truth)."""
    out, i, n = list(text), 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            for k in range(i, j): out[k] = " "
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            for k in range(i, j):
                if out[k] != "\n": out[k] = " "
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            if not keep_strings:
                for k in range(i + 1, min(j, n)): out[k] = " "
            i = j + 1
        else:
            i += 1
    return "".join(out)


def block_end(b, start):
    """The end of the bracket group opening at or after `start` (its first ( [ or {)."""
    depth = 0
    for i in range(start, len(b)):
        if b[i] in "([{": depth += 1
        elif b[i] in ")]}":
            depth -= 1
            if depth == 0: return i + 1
    return len(b)


def spans(b, pattern, trailing=True):
    """[(start, end)] of `pattern` calls with their argument list and trailing closures."""
    result = []
    for m in re.finditer(pattern, b):
        end = m.end()
        if b[end - 1] in "({":
            end = block_end(b, end - 1)
        while trailing:
            rest = re.match(r'\s*(?:\w+:\s*)?\{', b[end:])
            if not rest: break
            end = block_end(b, end + rest.end() - 1)
        result.append((m.start(), end))
    return result


def menu_contents(b):
    """The content closure of each `Menu` (its items), without its `label:` closure (the menu's
    own title, which is a button)."""
    result = []
    for m in re.finditer(r'(?<![\w.])Menu\s*(?:\(|\{)', b):
        end = m.end()
        if b[end - 1] == "(":
            end = block_end(b, end - 1)
            rest = re.match(r'\s*\{', b[end:])
            if not rest: continue
            end += rest.end()
        result.append((end - 1, block_end(b, end - 1)))
    return result


def context_of(pos, ctx):
    """The innermost context whose block holds `pos` (a call is not inside its own block)."""
    inner = None
    for kind, (s, e) in ctx:
        if s < pos < e and (inner is None or s > inner[1][0]): inner = (kind, (s, e))
    # A Section inside a menu is a menu's section, not a Form row.
    if inner and inner[0] == "form" and any(k == "menu" and s < pos < e for k, (s, e) in ctx):
        return "menu"
    return inner[0] if inner else None


def ground_truth(app):
    files = []
    for root, dirs, names in os.walk(app):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in SKIP)
        for name in sorted(names):
            if name.endswith((".swift", ".m", ".mm")): files.append(os.path.join(root, name))
    texts = {}
    definitions = defaultdict(set)
    for path in files:
        try: texts[path] = open(path, encoding="utf-8", errors="replace").read()
        except OSError: continue
        texts[path] = blank(texts[path], not path.endswith(".swift"), keep_strings=True)
        if path.endswith(".swift"):
            for m in DEFINITION.finditer(texts[path]): definitions[m.group(1)].add(m.group(2))
    sites, unresolved = [], defaultdict(int)
    for path, text in texts.items():
        objc = not path.endswith(".swift")
        b = blank(text, objc)
        ctx = [("alert", s) for s in spans(b, r'\.(?:alert|confirmationDialog)\(')] \
            + [("toolbar", s) for s in spans(b, r'\.toolbar\s*(?:\(|\{)')] \
            + [("tab", s) for s in spans(b, r'\.tabItem\s*\{')] \
            + [("tab", s) for s in spans(b, r'(?<![\w.])Tab\(', trailing=True)] \
            + [("menu", s) for s in spans(b, r'(?:\.contextMenu\s*(?:\(|\{)|\.swipeActions\s*(?:\(|\{))')] \
            + [("menu", s) for s in menu_contents(b)] \
            + [("picker", s) for s in spans(b, r'(?<![\w.])Picker\s*\(', trailing=True)] \
            + [("form", s) for s in spans(b, r'(?<![\w.])(?:Form|List|Section)\s*(?:\(|\{)')]
        rel = os.path.relpath(path, app)
        for shape, language, regex, expected, rule in SHAPES:
            if (language == "objc") != objc: continue
            for m in re.finditer(regex, text):
                where = context_of(m.start(), ctx)
                if rule == "button" and where in ("alert", "menu", "picker"): continue
                if rule == "menu" and where not in ("menu", "picker"): continue
                if rule == "form" and where != "form": continue
                if rule == "notform" and where == "form": continue
                if rule == "notab" and where in ("menu", "picker"): continue
                if rule == "notmenu" and where in ("menu", "picker"): continue
                if rule == "alert" and where != "alert": continue
                if rule == "notab" and where == "tab": continue
                if rule == "tab" and where != "tab" and not text.startswith("Tab(", m.start()): continue
                groups = [g for g in m.groups() if g is not None]
                ref = m.groupdict().get("ref") if "ref" in m.re.groupindex else None
                if ref:
                    # A constant: the keys of every definition of its name (several when types
                    # share a member name; then infer's key must be one of them).
                    keys = definitions.get(ref.split(".")[-1], set())
                    if not keys:
                        unresolved[shape] += 1
                        continue
                    key, pos = "|".join(sorted(keys)), m.start("ref")
                else:
                    if not groups: continue
                    key = groups[0]
                    pos = m.start(m.lastindex) if m.lastindex else m.start()
                    for index in range(1, (m.lastindex or 0) + 1):
                        if m.group(index) is not None and index != m.re.groupindex.get("ref"):
                            pos = m.start(index)
                            break
                if "\\(" in key or key == "": continue  # interpolated (a glob in infer), or an empty title
                key = key.replace('\\"', '"').replace("\\n", "\n")
                line = text.count("\n", 0, pos) + 1
                sites.append((shape, rel, line, key, expected))
    return sites, unresolved


def run_infer(typefit, app):
    out = subprocess.run([typefit, "infer", os.path.abspath(app), "--explain", "*", "--format", "json"],
                         cwd=app, capture_output=True, text=True)
    if out.returncode not in (0, 1, 2):
        sys.exit(f"typefit infer failed on {app} ({out.returncode}): {out.stderr[-2000:]}")
    seen = defaultdict(list)  # (file, line, key) -> [component or None]
    for item in json.loads(out.stdout or "[]"):
        for use in item["uses"]: seen[(use["from"], item["key"])].append(use["component"])
        for miss in item["unplaced"]: seen[(miss["from"], item["key"])].append(None)
    return seen


def main():
    args, typefit, misses = sys.argv[1:], ".build/debug/typefit", 0
    if "--typefit" in args:
        i = args.index("--typefit"); typefit = os.path.abspath(args[i + 1]); del args[i:i + 2]
    if "--misses" in args:
        i = args.index("--misses"); misses = int(args[i + 1]); del args[i:i + 2]
    typefit = os.path.abspath(typefit)
    print("| shape | app | sites | found | right component | % |")
    print("|---|---|---:|---:|---:|---:|")
    for app in args:
        name = os.path.basename(os.path.normpath(app))
        sites, unresolved = ground_truth(app)
        seen = run_infer(typefit, app)
        by_shape = defaultdict(lambda: [0, 0, 0, []])
        for shape, rel, line, key, expected in sites:
            row = by_shape[shape]
            row[0] += 1
            found = [seen[(f"{rel}:{line}", k)] for k in key.split("|") if (f"{rel}:{line}", k) in seen]
            components = [c for cs in found for c in cs] if found else None
            if components is not None:
                row[1] += 1
                # A menu item or picker option is right listed with its reason, or as a segment
                # (an option of a segmented picker).
                if expected is None or (expected == LISTED and (None in components or "segment" in components)) \
                        or (expected != LISTED and any(c in expected for c in components)): row[2] += 1
                else: row[3].append(f"{rel}:{line} {key!r}: {components}")
            else:
                row[3].append(f"{rel}:{line} {key!r}: not found")
        for shape in dict.fromkeys(s[0] for s in SHAPES):
            if shape not in by_shape: continue
            total, found, right, missed = by_shape[shape]
            print(f"| {shape} | {name} | {total} | {found} | {right} | {100 * right / total:.0f} |")
            for miss in missed[:misses]: print(f"    miss: {miss}", file=sys.stderr)
        for shape, count in sorted(unresolved.items()):
            print(f"    {name}: {shape}: {count} sites name a constant defined nowhere in the app's sources (generated at build time or in a library; not counted)", file=sys.stderr)


if __name__ == "__main__":
    main()
