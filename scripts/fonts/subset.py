#!/usr/bin/env python3
"""
Makes the site's self-hosted fonts and their metric-matched fallbacks
(docs/decisions/0014-type.md): from Fontsource's npm packages, unpacked, to
app/assets/fonts/*.woff2, the licence beside them, and app/fonts.css with the @font-face
rules. Run it again only to change a font, its characters or its fallbacks; the output is
committed, and scripts/fonts/fonts.test.ts checks that the shipped files cover every
character of the site's texts.

    mkdir -p /tmp/fonts && cd /tmp/fonts
    npm pack @fontsource-variable/figtree@5.3.0 @fontsource-variable/fraunces@5.3.0 @fontsource/roboto@5.3.0
    for f in *.tgz; do mkdir -p "${f%.tgz}" && tar xzf "$f" -C "${f%.tgz}"; done
    cd - && /usr/bin/python3 scripts/fonts/subset.py /tmp/fonts

Needs python3-fonttools and python3-brotli (Debian) for woff2, and the Liberation and
DejaVu fonts (fonts-liberation, fonts-dejavu-core) whose metrics the fallbacks are
computed against.
"""

import io
import os
import re
import sys
from collections import Counter
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "app" / "assets" / "fonts"
CSS = ROOT / "app" / "fonts.css"
PACKAGES = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/fonts")

# English, Dutch, German and French: Basic Latin, Latin-1 (accents, « », ß, nbsp, © ® °),
# Œ œ Ÿ, and the punctuation the texts use: dashes, curly and low quotes, ellipsis, bullet,
# guillemets, euro, trade mark, minus.
UNICODES = (
    list(range(0x20, 0x7F))
    + [c for c in range(0xA0, 0x100) if c != 0xAD]  # a soft hyphen draws the font's hyphen
    + [0x152, 0x153, 0x178]
    + [0x202F]  # narrow no-break space: French numbers and units ("2,4 Mo", app/lib/file-size.ts)
    + [0x2013, 0x2014, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D, 0x201E, 0x2022, 0x2026, 0x2039, 0x203A]
    + [0x20AC, 0x2122, 0x2212]
)

# (file, package, Fontsource file stem, pinned axes, CSS descriptors). Fraunces is cut to the
# two static instances the site uses (headings at opsz 72, the quotes' italic at opsz 24),
# SOFT and WONK off; Figtree keeps its weight axis, cut to the 400–700 the site sets.
FACES = [
    {
        "file": "figtree-latin-wght.woff2",
        "package": "fontsource-variable-figtree-5.3.0",
        "stem": "figtree-latin{ext}-wght-normal",
        "axes": {"wght": (400, 700)},
        "family": "Figtree",
        "full_name": "Figtree",
        "weight": "400 700",
        "style": "normal",
    },
    {
        "file": "fraunces-latin-500.woff2",
        "package": "fontsource-variable-fraunces-5.3.0",
        "stem": "fraunces-latin{ext}-full-normal",
        "axes": {"opsz": 72, "wght": 500, "SOFT": 0, "WONK": 0},
        "family": "Fraunces",
        "full_name": "Fraunces Medium",
        "weight": "500",
        "style": "normal",
    },
    {
        "file": "fraunces-latin-400-italic.woff2",
        "package": "fontsource-variable-fraunces-5.3.0",
        "stem": "fraunces-latin{ext}-full-italic",
        "axes": {"opsz": 24, "wght": 400, "SOFT": 0, "WONK": 0},
        "family": "Fraunces",
        "full_name": "Fraunces Italic",
        "weight": "400",
        "style": "italic",
    },
]

# Local fonts a visitor's browser may have, in the order tried, with the file this machine
# measures them by: metric-compatible families share one face (Arial = Liberation Sans =
# Arimo; Times New Roman = Liberation Serif = Tinos). Each text weight gets a local face of
# its own, measured against the font at the weight it stands in for: the regular face for
# 400 and 500, the bold one for the 600 the site's bold text is set in (Arial's bold is
# wider than Figtree's semibold by more than its regular is than Figtree's regular).
LIBERATION = Path("/usr/share/fonts/truetype/liberation")
DEJAVU = Path("/usr/share/fonts/truetype/dejavu")
ROBOTO = "fontsource-roboto-5.3.0/package/files"
FALLBACKS = {
    # (fallback family, local names, measured on, CSS weight, the font's weight it stands in for)
    ("Figtree", "normal"): [
        ("Figtree fallback", ["Arial", "ArialMT", "Liberation Sans", "Arimo"], LIBERATION / "LiberationSans-Regular.ttf", None, 400),
        ("Figtree fallback", ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "Arimo Bold"], LIBERATION / "LiberationSans-Bold.ttf", 700, 600),
        ("Figtree fallback roboto", ["Roboto", "Roboto-Regular"], f"{ROBOTO}/roboto-latin-400-normal.woff2", None, 400),
        ("Figtree fallback roboto", ["Roboto Bold", "Roboto-Bold"], f"{ROBOTO}/roboto-latin-700-normal.woff2", 700, 600),
        ("Figtree fallback dejavu", ["DejaVu Sans", "DejaVuSans"], DEJAVU / "DejaVuSans.ttf", None, 400),
        ("Figtree fallback dejavu", ["DejaVu Sans Bold", "DejaVuSans-Bold"], DEJAVU / "DejaVuSans-Bold.ttf", 700, 600),
    ],
    ("Fraunces", "normal"): [
        (
            "Fraunces fallback",
            ["Times New Roman", "TimesNewRomanPSMT", "Liberation Serif", "Tinos"],
            LIBERATION / "LiberationSerif-Regular.ttf",
            None,
            None,
        ),
        ("Fraunces fallback dejavu", ["DejaVu Serif", "DejaVuSerif"], DEJAVU / "DejaVuSerif.ttf", None, None),
    ],
    ("Fraunces", "italic"): [
        (
            "Fraunces fallback",
            ["Times New Roman Italic", "TimesNewRomanPS-ItalicMT", "Liberation Serif Italic", "Tinos Italic"],
            LIBERATION / "LiberationSerif-Italic.ttf",
            None,
            None,
        ),
        ("Fraunces fallback dejavu", ["DejaVu Serif Italic", "DejaVuSerif-Italic"], DEJAVU / "DejaVuSerif-Italic.ttf", None, None),
    ],
}


def source(face, ext=""):
    return PACKAGES / face["package"] / "package" / "files" / (face["stem"].format(ext=ext) + ".woff2")


def instance(font, axes):
    """The font with these axes pinned or limited, written and read back: fontTools' subsetter
    expects every glyph in gvar, which a limited axis leaves out where nothing varies."""
    font = instantiateVariableFont(font, axes)
    font.recalcTimestamp = False
    buffer = io.BytesIO()
    font.save(buffer)
    buffer.seek(0)
    return TTFont(buffer)


def add_y_dieresis(font, face):
    """Ÿ is in Fontsource's latin-ext file, not its latin one: copy the glyph (a composite of
    Y and a diaeresis, which the latin file has) with its variations and advance."""
    ext = TTFont(source(face, "-ext"))
    if face["axes"]:
        ext = instance(ext, face["axes"])
    name = "Ydieresis"
    for tag in font.keys():
        font[tag]  # read every table while the glyph count is the one they were written with
    glyph = ext["glyf"][name]
    glyph.expand(ext["glyf"])
    missing = [c.glyphName for c in glyph.components if c.glyphName not in font.getGlyphOrder()]
    if missing:
        raise SystemExit(f"{face['file']}: Ÿ needs {missing}, not in the latin file")
    order = font.getGlyphOrder() + [name]
    font.setGlyphOrder(order)
    font["glyf"].glyphOrder = order
    font["glyf"].glyphs[name] = glyph
    font["hmtx"].metrics[name] = ext["hmtx"].metrics[name]
    font["maxp"].numGlyphs = len(order)
    if "gvar" in font:
        font["gvar"].variations[name] = ext["gvar"].variations.get(name, [])
    if "HVAR" in font:
        # Its advance varies as Y's does: the same entry of the variation store.
        hvar = font["HVAR"].table
        for mapping in (hvar.AdvWidthMap, hvar.LsbMap, hvar.RsbMap):
            if mapping is not None:
                mapping.mapping[name] = mapping.mapping["Y"]
    for table in font["cmap"].tables:
        if table.isUnicode():
            table.cmap[0x178] = name


def add_narrow_space(font):
    """Neither font has a narrow no-break space: it takes the no-break space's glyph (a quarter
    of an em in Figtree, a fifth in Fraunces), which the line breaker treats as U+202F."""
    nbsp = font.getBestCmap()[0xA0]
    for table in font["cmap"].tables:
        if table.isUnicode():
            table.cmap[0x202F] = nbsp


def make(face):
    font = TTFont(source(face))
    if face["axes"]:
        font = instance(font, face["axes"])
    add_y_dieresis(font, face)
    add_narrow_space(font)
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = ["kern", "liga", "calt", "ccmp", "locl", "mark", "mkmk", "rvrn"]
    options.hinting = False
    # Copyright, names, licence and its address stay in the file (OFL 2).
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=UNICODES)
    subsetter.subset(font)
    # The instance's own name, not the variable font's default ("Fraunces 9pt Black").
    font["name"].setName(face["family"], 1, 3, 1, 0x409)
    font["name"].setName(face["full_name"], 4, 3, 1, 0x409)
    font["name"].setName(face["full_name"].replace(" ", "-"), 6, 3, 1, 0x409)
    missing = sorted(set(UNICODES) - set(font.getBestCmap()))
    if missing:
        raise SystemExit(f"{face['file']}: no glyph for {', '.join(f'U+{c:04X}' for c in missing)}")
    path = OUT / face["file"]
    font.flavor = "woff2"
    font.recalcTimestamp = False  # the source's date, not today's: same input, same file
    font.save(path)
    return path


def site_text():
    """The characters of the site's texts, each as often as it occurs: what the widths are
    averaged over, so the fallback's lines break where the font's will. The content modules'
    string literals and the articles' markdown."""
    parts = []
    for path in sorted((ROOT / "app" / "content").rglob("*")):
        if ".test." in path.name or ".server." in path.name:
            continue
        if path.suffix == ".md":
            parts.append(path.read_text(encoding="utf-8"))
        elif path.suffix == ".ts":
            literals = re.findall(r'"((?:[^"\\\n]|\\.)*)"|`([^`]*)`', path.read_text(encoding="utf-8"))
            parts += [a or b for a, b in literals]
    return Counter(c for c in " ".join(parts) if c.isprintable())


def load(path, axes=None):
    path = Path(path)
    font = TTFont(path if path.is_absolute() else PACKAGES / path)
    if axes and "fvar" in font:
        font = instantiateVariableFont(font, axes)
    return font


def average_width(font, counts):
    cmap, hmtx, upm = font.getBestCmap(), font["hmtx"], font["head"].unitsPerEm
    total = sum(n for c, n in counts.items())
    return sum(hmtx[cmap[ord(c)]][0] * n for c, n in counts.items()) / upm / total


def percent(x):
    """"24.9%", as Prettier writes it."""
    return f"{x * 100:.2f}".rstrip("0").rstrip(".") + "%"


def fallback_rules(face, path, counts):
    """size-adjust makes the fallback's average advance the font's; the overrides then give it
    the font's ascent, descent and line gap (hhea, as browsers use them), so a line of the
    fallback takes the font's height and breaks nearly where the font's will."""
    rules, table = [], []
    for family, names, local_path, weight, stands_for in FALLBACKS[(face["family"], face["style"])]:
        font = load(path, {"wght": stands_for} if stands_for else None)
        hhea, upm = font["hhea"], font["head"].unitsPerEm
        local = load(local_path)
        shared = Counter({c: n for c, n in counts.items() if ord(c) in font.getBestCmap() and ord(c) in local.getBestCmap()})
        size_adjust = average_width(font, shared) / average_width(local, shared)
        ascent = hhea.ascent / upm / size_adjust
        descent = -hhea.descent / upm / size_adjust
        line_gap = hhea.lineGap / upm / size_adjust
        src = ", ".join(f'local("{n}")' for n in names)
        rules.append(
            "@font-face {\n"
            f'  font-family: "{family}";\n'
            f"  font-style: {face['style']};\n"
            + (f"  font-weight: {weight};\n" if weight else "")
            + f"  src: {src};\n"
            f"  size-adjust: {percent(size_adjust)};\n"
            f"  ascent-override: {percent(ascent)};\n"
            f"  descent-override: {percent(descent)};\n"
            f"  line-gap-override: {percent(line_gap)};\n"
            "}\n"
        )
        table.append((family, face["style"], weight or 400, Path(local_path).name, size_adjust, ascent, descent, line_gap))
    return rules, table


def main():
    # fontTools walks sets of glyph names, whose order follows Python's string hashing: one
    # seed, so the same packages give the same bytes on every run.
    if os.environ.get("PYTHONHASHSEED") != "0":
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, "PYTHONHASHSEED": "0"})
    OUT.mkdir(parents=True, exist_ok=True)
    counts = site_text()
    css = [
        "/* Written by scripts/fonts/subset.py from Fontsource's packages: do not edit by hand.\n"
        "   The site's fonts and, for each, local fonts scaled to its widths and heights, so the\n"
        "   swap from fallback to font moves nothing (docs/decisions/0014-type.md). */\n"
    ]
    fallbacks, table = [], []
    for face in FACES:
        path = make(face)
        css.append(
            "@font-face {\n"
            f'  font-family: "{face["family"]}";\n'
            f"  font-style: {face['style']};\n"
            f"  font-weight: {face['weight']};\n"
            "  font-display: swap;\n"
            f'  src: url("./assets/fonts/{face["file"]}") format("woff2");\n'
            "}\n"
        )
        rules, rows = fallback_rules(face, path, counts)
        fallbacks += rules
        table += rows
        print(f"{face['file']}: {path.stat().st_size} bytes, {len(load(path).getGlyphOrder())} glyphs")
    CSS.write_text("\n".join(css + fallbacks), encoding="utf-8")
    for package in sorted({f["package"] for f in FACES}):
        license_text = (PACKAGES / package / "package" / "LICENSE").read_text(encoding="utf-8")
        (OUT / f"{package.removeprefix('fontsource-variable-').rsplit('-', 1)[0]}-OFL.txt").write_text(license_text, encoding="utf-8")
    print("\n| fallback | style | weight | measured on | size-adjust | ascent | descent | line gap |")
    print("|---|---|---|---|---|---|---|---|")
    for family, style, weight, file, size_adjust, ascent, descent, line_gap in table:
        print(f"| {family} | {style} | {weight} | {file} | {percent(size_adjust)} | {percent(ascent)} | {percent(descent)} | {percent(line_gap)} |")


if __name__ == "__main__":
    main()
