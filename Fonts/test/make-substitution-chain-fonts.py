#!/usr/bin/python3
"""Builds test/SubstitutionChain40.otf and test/SubstitutionChain100.otf: subsets of Inter Regular
(OFL 1.1, Fonts/Inter, renamed) whose only layout table is a GSUB made here from a feature file.

Each font's `calt` feature has a chain of single substitutions, one lookup per step, over the first
N letters of U+00C0-U+017F (U+00D7 and U+00F7 left out): the first letter becomes the second, the
second the third, and so on, so that shaped, every letter of the chain ends as its last. After
them, a contextual lookup turns that last letter into `x` when `e` and a space come before it:
"e À" is shaped "e x", across the space.

Word-by-word shaping must see that every letter of the chain can end as the last one, following
the substitutions back one step per round (the steps are listed in the order that takes the most
rounds). With N = 40 that takes 40 rounds, and the cuts stay exact; with N = 100 it takes more than
the 64 rounds `SpaceSeparation` follows, and the font's runs are shaped whole (`WordShapingTests`).
Run from the repository: `python3 Fonts/test/make-substitution-chain-fonts.py`.
"""
import os
from fontTools import subset
from fontTools.feaLib.builder import addOpenTypeFeaturesFromString
from fontTools.ttLib import TTFont

here = os.path.dirname(os.path.abspath(__file__))
source = os.path.join(here, "..", "Inter", "Inter-Regular.otf")
letters = [u for u in range(0xC0, 0x180) if u not in (0xD7, 0xF7)]


def build(steps):
    options = subset.Options()
    options.layout_features = []
    options.name_IDs = ["*"]
    options.notdef_outline = True
    font = TTFont(source)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[0x20] + list(range(0x61, 0x7B)) + letters)
    subsetter.subset(font)
    for tag in ("GSUB", "GPOS", "GDEF"):
        if tag in font:
            del font[tag]
    cmap = font.getBestCmap()
    chain = [cmap[u] for u in letters[:steps]]
    e, x, space = cmap[0x65], cmap[0x78], cmap[0x20]
    assert len(set(chain)) == steps, "each letter of the chain needs its own glyph"
    lines = ["languagesystem DFLT dflt;", "languagesystem latn dflt;",
             "lookup toX { sub %s by %s; } toX;" % (chain[-1], x), "feature calt {"]
    for k in range(steps - 1):
        lines.append("    lookup step%d { sub %s by %s; } step%d;" % (k, chain[k], chain[k + 1], k))
    lines.append("    sub %s %s %s' lookup toX;" % (e, space, chain[-1]))
    lines.append("} calt;")
    addOpenTypeFeaturesFromString(font, "\n".join(lines) + "\n")
    family = "TypeFit Substitution Chain %d" % steps
    postscript = "TypeFitSubstitutionChain%d-Regular" % steps
    names = font["name"]
    for record in list(names.names):
        if record.nameID in (1, 4, 16):
            names.setName(family, record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID in (3, 6):
            names.setName(postscript, record.nameID, record.platformID, record.platEncID, record.langID)
    if "CFF " in font:
        font["CFF "].cff.fontNames = [postscript]
    font.save(os.path.join(here, "SubstitutionChain%d.otf" % steps))


for steps in (40, 100):
    build(steps)
