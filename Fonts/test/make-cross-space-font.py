#!/usr/bin/python3
"""Builds test/CrossSpaceContext.otf: a subset of Inter Regular (OFL 1.1, Fonts/Inter, renamed)
whose only layout tables are made here. A GPOS `kern` lookup written as a class-based chained
context (format 2) with class 0 (every glyph no class names, the space among them) in its
backtrack and lookahead:

- `a` followed by any glyph and then `b` moves 500 units right ("a b": the space is the glyph between);
- `c` preceded by any glyph and before that `b` moves 300 units right ("b c");

and a GSUB `calt` lookup that calls, at each `d`, a lookup no feature names: a chained context
whose backtrack is a space and before it `e`, which turns the `d` into an `x` ("e d"); before it,
a ligature `h i` -> `d`, so "e hi" becomes "e x" too, though neither `h` nor `i` is a glyph the
context lookup acts on.

HarfBuzz's `hb_ot_layout_lookup_collect_glyphs` does not report class 0's glyphs, so the space is
not in the lookup's context by that call, though it matches there; nor does it report the context
of a lookup another one calls. Both are cases word-by-word shaping must see (WordShapingTests).
Run from the repository: `python3 Fonts/test/make-cross-space-font.py`.
"""
import os
from fontTools import subset
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables import otTables as ot

here = os.path.dirname(os.path.abspath(__file__))
source = os.path.join(here, "..", "Inter", "Inter-Regular.otf")
options = subset.Options()
options.layout_features = []
options.name_IDs = ["*"]
options.notdef_outline = True
font = TTFont(source)
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=[0x20] + list(range(0x61, 0x7B)))
subsetter.subset(font)
cmap = font.getBestCmap()
a, b, c, d, e, h, i, x, space = (cmap[u] for u in (0x61, 0x62, 0x63, 0x64, 0x65, 0x68, 0x69, 0x78, 0x20))
for tag in ("GSUB", "GPOS", "GDEF"):
    if tag in font:
        del font[tag]


def class_def(mapping):
    c = ot.ClassDef()
    c.classDefs = dict(mapping)
    return c


def coverage(glyphs):
    c = ot.Coverage()
    c.glyphs = list(glyphs)
    return c


def single_pos(glyph, advance):
    s = ot.SinglePos()
    s.Format = 1
    s.Coverage = coverage([glyph])
    s.ValueFormat = 4  # XAdvance
    v = ot.ValueRecord()
    v.XAdvance = advance
    s.Value = v
    return s


def lookup(kind, subtables):
    l = ot.Lookup()
    l.LookupType = kind
    l.LookupFlag = 0
    l.SubTable = subtables
    l.SubTableCount = len(subtables)
    return l


def rule(backtrack, lookahead, lookup_index):
    r = ot.ChainPosClassRule()
    r.Backtrack = backtrack
    r.BacktrackGlyphCount = len(backtrack)
    r.Input = []
    r.InputGlyphCount = 1
    r.LookAhead = lookahead
    r.LookAheadGlyphCount = len(lookahead)
    record = ot.PosLookupRecord()
    record.SequenceIndex = 0
    record.LookupListIndex = lookup_index
    r.PosLookupRecord = [record]
    r.PosCount = 1
    return r


def rule_set(rules):
    s = ot.ChainPosClassSet()
    s.ChainPosClassRule = rules
    s.ChainPosClassRuleCount = len(rules)
    return s


def layout_lists(feature_tag, lookup_indices=(0,)):
    """A script list (DFLT and latn, default language) with one feature holding the lookups."""
    scripts = ot.ScriptList()
    records = []
    for tag in ("DFLT", "latn"):
        record = ot.ScriptRecord()
        record.ScriptTag = tag
        record.Script = ot.Script()
        record.Script.DefaultLangSys = ot.LangSys()
        record.Script.DefaultLangSys.ReqFeatureIndex = 0xFFFF
        record.Script.DefaultLangSys.FeatureIndex = [0]
        record.Script.DefaultLangSys.FeatureCount = 1
        record.Script.LangSysRecord = []
        record.Script.LangSysCount = 0
        records.append(record)
    scripts.ScriptRecord = records
    scripts.ScriptCount = len(records)
    features = ot.FeatureList()
    feature = ot.FeatureRecord()
    feature.FeatureTag = feature_tag
    feature.Feature = ot.Feature()
    feature.Feature.LookupListIndex = list(lookup_indices)
    feature.Feature.LookupCount = len(lookup_indices)
    features.FeatureRecord = [feature]
    features.FeatureCount = 1
    return scripts, features


chain = ot.ChainContextPos()
chain.Format = 2
chain.Coverage = coverage([a, c])
chain.BacktrackClassDef = class_def({b: 1})
chain.InputClassDef = class_def({a: 1, c: 2})
chain.LookAheadClassDef = class_def({b: 1})
# Backtrack lists the glyph right before the input first: class 0 (any), then `b`.
chain.ChainPosClassSet = [None, rule_set([rule([], [0, 1], 1)]), rule_set([rule([0, 1], [], 2)])]
chain.ChainPosClassSetCount = 3

gpos = ot.GPOS()
gpos.Version = 0x00010000
gpos.ScriptList, gpos.FeatureList = layout_lists("kern")
lookups = ot.LookupList()
lookups.Lookup = [lookup(8, [chain]), lookup(1, [single_pos(a, 500)]), lookup(1, [single_pos(c, 300)])]
lookups.LookupCount = 3
gpos.LookupList = lookups
table = newTable("GPOS")
table.table = gpos
font["GPOS"] = table



def subst_record(lookup_index):
    record = ot.SubstLookupRecord()
    record.SequenceIndex = 0
    record.LookupListIndex = lookup_index
    return record


caller = ot.ContextSubst()
caller.Format = 3
caller.GlyphCount = 1
caller.Coverage = [coverage([d])]
caller.SubstCount = 1
caller.SubstLookupRecord = [subst_record(2)]
called = ot.ChainContextSubst()
called.Format = 3
called.BacktrackGlyphCount = 2
called.BacktrackCoverage = [coverage([space]), coverage([e])]
called.InputGlyphCount = 1
called.InputCoverage = [coverage([d])]
called.LookAheadGlyphCount = 0
called.LookAheadCoverage = []
called.SubstCount = 1
called.SubstLookupRecord = [subst_record(3)]
single = ot.SingleSubst()
single.mapping = {d: x}
ligature = ot.Ligature()
ligature.LigGlyph = d
ligature.Component = [i]
ligature.CompCount = 2
ligatures = ot.LigatureSubst()
ligatures.ligatures = {h: [ligature]}
gsub = ot.GSUB()
gsub.Version = 0x00010000
# The ligature first: lookups apply in the order of their indices.
gsub.ScriptList, gsub.FeatureList = layout_lists("calt", (0, 1))
gsub_lookups = ot.LookupList()
gsub_lookups.Lookup = [lookup(4, [ligatures]), lookup(5, [caller]), lookup(6, [called]), lookup(1, [single])]
gsub_lookups.LookupCount = 4
gsub.LookupList = gsub_lookups
table = newTable("GSUB")
table.table = gsub
font["GSUB"] = table

names = font["name"]
for record in list(names.names):
    if record.nameID in (1, 4, 16):
        names.setName("TypeFit Cross Space Test", record.nameID, record.platformID, record.platEncID, record.langID)
    elif record.nameID in (3, 6):
        names.setName("TypeFitCrossSpaceTest-Regular", record.nameID, record.platformID, record.platEncID, record.langID)
if "CFF " in font:
    cff = font["CFF "].cff
    cff.fontNames = ["TypeFitCrossSpaceTest-Regular"]
font.save(os.path.join(here, "CrossSpaceContext.otf"))
