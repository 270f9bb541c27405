#!/usr/bin/env python3
"""Scores `typefit infer` against the hand labels of the independent audit (issue 36).

labels-*.jsonl were written by readers who saw only the apps' sources (not TypeFit's code,
docs or output): for each sampled site, the keys it shows and the kind of UI each is shown in
(see README.md here). This script runs `typefit infer APP --explain '*' --format json` for each
app and classifies every labelled fact:

  right      TypeFit placed the key at that place (same file, within 3 lines), or at the sampled
             line itself (a call to a helper whose body shows the text), in the same kind
  wrong      placed there, in another kind
  listed     seen there and listed as not placed, with a reason
  elsewhere  not seen there, but the key is placed at another place
  unplaced   the key is only listed as uninferred
  missed     the key is not seen at all

TypeFit's components are grouped as the labels are: navTitle/largeTitle -> navTitle,
button/configurationButton -> button, barButton/toolbarItem -> barButton, label/textField/
textView/cellText/cellSecondaryText -> text. TypeFit has no menu component: a label's menuItem
counts as right when TypeFit placed it as text or button (the row it measures), and is shown
in its own row of the table.

Usage: scripts/infer-audit/compare.py TYPEFIT APPS_DIR [--explain-dir DIR] [--details] [--labels GLOB]
"""
import argparse, collections, glob, json, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
GROUP = {'navTitle': 'navTitle', 'largeTitle': 'navTitle', 'button': 'button',
         'configurationButton': 'button', 'barButton': 'barButton', 'toolbarItem': 'barButton',
         'backButton': 'backButton', 'tabItem': 'tabItem', 'segment': 'segment',
         'alertTitle': 'alertTitle', 'alertMessage': 'alertMessage', 'alertButton': 'alertButton',
         'label': 'text', 'textField': 'text', 'textView': 'text', 'cellText': 'text',
         'cellSecondaryText': 'text'}
ORDER = ['navTitle', 'button', 'barButton', 'backButton', 'tabItem', 'segment', 'alertTitle',
         'alertMessage', 'alertButton', 'menuItem', 'text']
OUTCOMES = ['right', 'wrong', 'listed', 'elsewhere', 'unplaced', 'missed']

def split_from(value, app_dir):
    path, _, line = value.rpartition(':')
    return os.path.relpath(path, app_dir), int(line)

def explain(typefit, app_dir, cache):
    name = os.path.basename(app_dir.rstrip('/'))
    if cache:
        path = os.path.join(cache, name + '.explain.json')
        if os.path.exists(path):
            return json.load(open(path))
    out = subprocess.run([typefit, 'infer', app_dir, '--explain', '*', '--format', 'json'],
                         capture_output=True, check=True).stdout
    return json.loads(out)

def near(place, file, line):
    return place[0] == file and abs(place[1] - line) <= 3

SPECIFIER = re.compile(r'%(\d+\$)?[-+ #0]*\d*(\.\d+)?(hh|h|ll|l|q|z|t|j)?[@dDiuUxXoOfeEgGcCsSp]')

def normalized(key):
    """TypeFit writes an interpolated SwiftUI literal's pattern with %* where the catalog has a
    format specifier (\\(n) is %lld or %@ depending on the type): compare them as equal."""
    return SPECIFIER.sub('%*', key).lower()

def glob_regex(pattern):
    """A regular expression for a key pattern TypeFit inferred, in the spec's `match` syntax
    (`*` any text, `?` one character, backslash escapes), or None for a plain key."""
    out, escaped, wild = '', False, False
    for ch in pattern:
        if escaped:
            out += re.escape(ch); escaped = False
        elif ch == '\\':
            escaped = True
        elif ch == '*':
            out += '.*'; wild = True
        elif ch == '?':
            out += '.'; wild = True
        else:
            out += re.escape(ch)
    return re.compile(out + r'\Z') if wild else None

def classify(fact, site, entries, app_dir):
    key = fact['key']
    entry = entries.get(key) or entries.get(normalized(key))
    if entry is None:
        # An inferred pattern (`NSLocalizedString("category.\\(name)")`) that covers the key.
        entry = next((e for pattern, e in entries.get('__patterns__', [])
                      if pattern.match(key) or pattern.match(normalized(key))), None)
    if entry is None:
        return 'missed', None
    uses = [(split_from(u['from'], app_dir), u) for u in entry['uses']]
    # At the place the reader says the text is put into the view, or at the sampled line itself
    # (a call passing the key to a helper: TypeFit places it at the call, the reader named the
    # helper's line that shows it).
    def at_site(place):
        return near(place, fact['use_file'], fact['use_line']) or near(place, site['file'], site['line'])
    here = [u for place, u in uses if at_site(place)]
    wanted = fact['component']
    if here:
        kinds = {GROUP.get(u['component'], u['component']) for u in here}
        if wanted in kinds or (wanted == 'menuItem' and kinds & {'text', 'button'}):
            return 'right', here[0]
        return 'wrong', here[0]
    unplaced = [u for u in entry['unplaced'] if at_site(split_from(u['from'], app_dir))]
    if unplaced:
        return 'listed', unplaced[0]
    if uses:
        return 'elsewhere', uses[0][1]
    return 'unplaced', (entry['unplaced'] or [None])[0]

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('typefit')
    parser.add_argument('apps')
    parser.add_argument('--explain-dir', help='reuse APP.explain.json files from this folder')
    parser.add_argument('--details', action='store_true', help='print every fact not right')
    parser.add_argument('--labels', default='labels-*.jsonl',
                        help="which labels, a glob in this folder (holdout-labels-*.jsonl for the holdout)")
    args = parser.parse_args()
    labels = []
    for path in sorted(glob.glob(os.path.join(HERE, args.labels))):
        labels += [json.loads(line) for line in open(path) if line.strip()]
    by_app = collections.defaultdict(list)
    for site in labels:
        by_app[site['app']].append(site)
    table = collections.defaultdict(collections.Counter)
    weighted = collections.defaultdict(collections.Counter)
    sites = collections.Counter()
    false_places = []
    details = []
    for app in sorted(by_app):
        app_dir = os.path.join(args.apps, app)
        entries = {'__patterns__': []}
        for entry in explain(args.typefit, app_dir, args.explain_dir):
            entries.setdefault(entry['key'], entry)
            entries.setdefault(normalized(entry['key']), entry)
            pattern = glob_regex(entry['key'])
            if pattern:
                entries['__patterns__'].append((pattern, entry))
        placed_at = collections.defaultdict(list)
        for name, entry in entries.items():
            if name == '__patterns__':
                continue
            for use in entry['uses']:
                placed_at[split_from(use['from'], app_dir)].append(entry['key'])
        for site in by_app[app]:
            sites['sites'] += 1
            if not site['facts']:
                sites['none'] += 1
                keys = placed_at.get((site['file'], site['line']), [])
                if keys:
                    false_places.append((app, site, sorted(set(keys))))
                continue
            sites['with facts'] += 1
            for fact in site['facts']:
                outcome, use = classify(fact, site, entries, app_dir)
                table[fact['component']][outcome] += 1
                table['all'][outcome] += 1
                weighted[fact['component']][outcome] += 1.0 / len(site['facts'])
                weighted['all'][outcome] += 1.0 / len(site['facts'])
                if outcome != 'right':
                    details.append((app, site, fact, outcome, use))
    print(f"{sites['sites']} sites: {sites['with facts']} with facts, {sites['none']} showing no localized text")
    print()
    print('| kind (labels) | facts | ' + ' | '.join(OUTCOMES) + ' | right % | right or listed % |')
    print('|---|---:|' + '---:|' * (len(OUTCOMES) + 2))
    for kind in ORDER + ['all']:
        row = table.get(kind)
        if not row:
            continue
        total = sum(row.values())
        cells = ' | '.join(str(row[o]) for o in OUTCOMES)
        print(f"| {kind} | {total} | {cells} | {100.0 * row['right'] / total:.1f} | "
              f"{100.0 * (row['right'] + row['listed'] + row['unplaced']) / total:.1f} |")
    print()
    print('Each site weighing 1 (a site that shows n keys gives each 1/n; one alert helper shows 43):')
    print()
    print('| kind (labels) | sites | ' + ' | '.join(OUTCOMES) + ' | right % | right or listed % |')
    print('|---|---:|' + '---:|' * (len(OUTCOMES) + 2))
    for kind in ORDER + ['all']:
        row = weighted.get(kind)
        if not row:
            continue
        total = sum(row.values())
        cells = ' | '.join(f'{row[o]:.1f}' for o in OUTCOMES)
        print(f"| {kind} | {total:.1f} | {cells} | {100.0 * row['right'] / total:.1f} | "
              f"{100.0 * (row['right'] + row['listed'] + row['unplaced']) / total:.1f} |")
    print()
    print(f"sites labelled as showing no localized text where TypeFit placed a key: {len(false_places)}")
    for app, site, keys in false_places:
        print(f"  {app} {site['file']}:{site['line']}: {', '.join(keys[:5])} ({site['none']})")
    if args.details:
        print()
        for app, site, fact, outcome, use in details:
            got = ''
            if use:
                got = use.get('component') or use.get('reason', '')
            print(f"{outcome:9} {app} {fact['use_file']}:{fact['use_line']} {fact['key']!r} "
                  f"label {fact['component']}; typefit: {got[:160]}")

if __name__ == '__main__':
    main()
