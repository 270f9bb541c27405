#!/usr/bin/python3
"""Builds OpticalSizeVF.ttf, a small variable font with `wght` and `opsz` axes that stands in
for Apple's SF-Pro.ttf in the tests (SF Pro itself may never enter the repository).

Source: the bundled Noto Sans Regular and Bold (OFL 1.1, Fonts/Noto), cut down to Basic Latin,
Latin-1 and U+2026. Four masters: (wght 400, opsz 17) and (wght 700, opsz 17) are Noto Sans
Regular's outlines with Regular's and Bold's advance widths; at opsz 28 the same with every
advance times 0.94, so text gets narrower as the optical size grows, as a display cut is.
Units per em become 2048 and the hhea metrics UIKit's measured ones for the system font
(ascender 1950, descender -494, line gap 0), so the font passes TypeFit's metrics check.
Named instances: Regular (wght 400), Semibold (wght 590, off the round number on purpose: the
weight's wght comes from the instance), Bold (700).

Run with Debian's python3-fonttools (4.38): /usr/bin/python3 make-optical-size-fixture.py
It writes OpticalSizeVF.ttf next to itself; the result is committed (CI need not have fontTools).
"""
import os
import tempfile

from fontTools import subset
from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, InstanceDescriptor, SourceDescriptor
from fontTools.ttLib import TTFont
from fontTools.ttLib.scaleUpem import scale_upem
from fontTools import varLib

HERE = os.path.dirname(os.path.abspath(__file__))
NOTO = os.path.join(HERE, "..", "..", "..", "Fonts", "Noto")
UNICODES = list(range(0x20, 0x7F)) + list(range(0xA0, 0x100)) + [0x2026]
DISPLAY_NARROWING = 0.94


def cut(path):
    options = subset.Options()
    options.layout_features = []
    options.drop_tables += ["GPOS", "GSUB", "GDEF", "kern", "STAT", "HVAR", "MVAR", "gvar", "fvar", "avar"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    font = TTFont(path)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=UNICODES)
    subsetter.subset(font)
    return font


def main():
    regular = cut(os.path.join(NOTO, "NotoSans-Regular.ttf"))
    bold = cut(os.path.join(NOTO, "NotoSans-Bold.ttf"))
    for font in (regular, bold):
        scale_upem(font, 2048)
    bold_advances = {name: bold["hmtx"][name][0] for name in bold.getGlyphOrder()}
    work = tempfile.mkdtemp()
    masters = []
    for weight, opsz in [(400, 17), (700, 17), (400, 28), (700, 28)]:
        font = cut(os.path.join(NOTO, "NotoSans-Regular.ttf"))
        scale_upem(font, 2048)
        hmtx = font["hmtx"]
        for name in font.getGlyphOrder():
            advance, lsb = hmtx[name]
            if weight == 700:
                advance = bold_advances.get(name, advance)
            if opsz == 28:
                advance = int(round(advance * DISPLAY_NARROWING))
            hmtx[name] = (advance, lsb)
        hhea = font["hhea"]
        hhea.ascent, hhea.descent, hhea.lineGap = 1950, -494, 0
        os2 = font["OS/2"]
        os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = 1950, -494, 0
        os2.usWinAscent, os2.usWinDescent = 1950, 494
        path = os.path.join(work, f"master-{weight}-{opsz}.ttf")
        font.save(path)
        masters.append((path, weight, opsz))

    doc = DesignSpaceDocument()
    for tag, name, minimum, default, maximum in [("wght", "Weight", 400, 400, 700), ("opsz", "Optical size", 17, 17, 28)]:
        axis = AxisDescriptor()
        axis.tag, axis.name, axis.minimum, axis.default, axis.maximum = tag, name, minimum, default, maximum
        doc.addAxis(axis)
    for path, weight, opsz in masters:
        source = SourceDescriptor()
        source.path = path
        source.location = {"Weight": weight, "Optical size": opsz}
        doc.addSource(source)
    for style, weight in [("Regular", 400), ("Semibold", 590), ("Bold", 700)]:
        instance = InstanceDescriptor()
        instance.familyName = "TypeFit Optical Test"
        instance.styleName = style
        instance.location = {"Weight": weight, "Optical size": 17}
        doc.addInstance(instance)
    variable, _, _ = varLib.build(doc)
    name = variable["name"]
    for record in list(name.names):
        if record.nameID in (1, 16):
            name.setName("TypeFit Optical Test", record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID in (4,):
            name.setName("TypeFit Optical Test Regular", record.nameID, record.platformID, record.platEncID, record.langID)
        elif record.nameID == 6:
            name.setName("TypeFitOpticalTest-Regular", record.nameID, record.platformID, record.platEncID, record.langID)
    variable.save(os.path.join(HERE, "OpticalSizeVF.ttf"))


if __name__ == "__main__":
    main()
