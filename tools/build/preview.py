"""The link preview: the image and the tags a chat app reads to draw a shared link as a card.

WhatsApp, Telegram, Signal, iMessage, Slack and Discord fetch a shared page (never its
fragment: a game link's `#g=...` stays on the device) and draw a card from its Open Graph and
Twitter tags. The build writes those tags in place of the `<!-- ff:preview ... -->` line of
index.html and 404.html, and draws the card's image (1200 x 630) as tools/build/icons.py draws
the app's icon: filled polygons, rasterised here with the standard library only, so that two
builds give the same bytes.

Open Graph wants absolute addresses for og:url and og:image: the build takes the site's
address from SITE_URL, else from Netlify's URL (site_url); without one those tags are left
out, rather than naming a wrong host.
"""

from __future__ import annotations

import hashlib
import html
import math
import re
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from tools.build.icons import BG, DIE, INK, Point, Shape, circle, encode_png, paint, rounded_rect

WIDTH, HEIGHT = 1200, 630
NAME = "Fantastic Factories"
#: The page's description and its card's: one sentence, what the game is and how it is played.
DESCRIPTION = ("The dice-placement, engine-building board game in your browser: play solo "
               "against The Machine or with up to four friends, nothing to install.")
ALT = ("Fantastic Factories: a dark factory with a die before it, on an orange tile, "
       "and a row of five coloured dice.")
LOCALE, LOCALE_ALTERNATE = "en_US", "pt_BR"
#: Where the image goes in dist/: named by its content, cached for good (netlify.toml), and
#: not precached by the service worker (the page never loads it).
FOLDER = "preview"
#: The line of index.html and 404.html that the tags replace.
MARKER = re.compile(r"<!-- ff:preview .*?-->\n")
PAGES = ("index.html", "404.html")

LIGHT = (247, 158, 66)  # the sunburst's rays, a lighter orange
GROUND = (214, 110, 22)
SMOKE = (252, 224, 190)
#: The page's dice (web/static/game.css: --die-green, --die-red, --die-blue, --die-purple and the
#: yellow die's --utility-bg) and the colour of their pips.
DICE = (((38, 121, 74), DIE), ((179, 38, 30), DIE), ((36, 99, 181), DIE),
        ((107, 63, 160), DIE), ((242, 212, 92), INK))

# Block letters on a grid 10 units high: an outline and its holes (filled even-odd).
_S = 2.6  # stroke
_C = 1.6  # chamfer of a rounded-looking corner
_W = 7.4  # width of most letters
_MID = (5 - _S / 2, 5 + _S / 2)  # the middle bar of E, F, S, R


def _letter(ch: str) -> tuple[float, list[list[Point]]]:
    """The width and polygons of one block capital (those of the game's name)."""
    s, c, w = _S, _C, _W
    m0, m1 = _MID
    shapes: dict[str, tuple[float, list[list[Point]]]] = {
        "F": (w - 0.6, [[(0, 0), (w - 0.6, 0), (w - 0.6, s), (s, s), (s, m0), (w - 1.4, m0),
                         (w - 1.4, m1), (s, m1), (s, 10), (0, 10)]]),
        "E": (w - 0.6, [[(0, 0), (w - 0.6, 0), (w - 0.6, s), (s, s), (s, m0), (w - 1.4, m0),
                         (w - 1.4, m1), (s, m1), (s, 10 - s), (w - 0.6, 10 - s),
                         (w - 0.6, 10), (0, 10)]]),
        "T": (w, [[(0, 0), (w, 0), (w, s), ((w + s) / 2, s), ((w + s) / 2, 10),
                   ((w - s) / 2, 10), ((w - s) / 2, s), (0, s)]]),
        "I": (s, [[(0, 0), (s, 0), (s, 10), (0, 10)]]),
        "C": (w, [[(c, 0), (w, 0), (w, s), (s, s), (s, 10 - s), (w, 10 - s), (w, 10), (c, 10),
                   (0, 10 - c), (0, c)]]),
        "O": (w, [[(c, 0), (w - c, 0), (w, c), (w, 10 - c), (w - c, 10), (c, 10), (0, 10 - c),
                   (0, c)], [(s, s), (w - s, s), (w - s, 10 - s), (s, 10 - s)]]),
        "S": (w, [[(c, 0), (w, 0), (w, s), (s, s), (s, m0), (w - c, m0), (w, m0 + c),
                   (w, 10 - c), (w - c, 10), (0, 10), (0, 10 - s), (w - s, 10 - s),
                   (w - s, m1), (c, m1), (0, m1 - c), (0, c)]]),
        "A": (w, [[(c, 0), (w - c, 0), (w, c), (w, 10), (w - s, 10), (w - s, m1), (s, m1),
                   (s, 10), (0, 10), (0, c)], [(s, s), (w - s, s), (w - s, m0), (s, m0)]]),
        "N": (w + 0.6, [[(0, 0), (s, 0), (w + 0.6 - s, 5), (w + 0.6 - s, 0), (w + 0.6, 0),
                         (w + 0.6, 10), (w + 0.6 - s, 10), (s, 5), (s, 10), (0, 10)]]),
        "R": (w, [[(0, 0), (w - c, 0), (w, c), (w, m1 - c), (w - c, m1), (w, 10),
                   (w - s - 0.4, 10), (s + 0.2, m1), (s, m1), (s, 10), (0, 10)],
                  [(s, s), (w - s, s), (w - s, m0), (s, m0)]]),
    }
    return shapes[ch]


#: The space between two letters, in the letters' units.
_GAP = 1.5


def text_width(line: str) -> float:
    """The width of a line of block capitals, in the letters' units (10 is their height)."""
    return sum(_letter(ch)[0] for ch in line) + _GAP * (len(line) - 1)


def _text(line: str, x: float, y: float, unit: float) -> list[list[Point]]:
    """A line of block capitals with its top left at (x, y), `unit` pixels to a unit."""
    polys: list[list[Point]] = []
    for ch in line:
        width, outline = _letter(ch)
        polys += [[(x + px * unit, y + py * unit) for px, py in poly] for poly in outline]
        x += (width + _GAP) * unit
    return polys


def _turned(points: Sequence[Point], cx: float, cy: float, degrees: float) -> list[Point]:
    a = math.radians(degrees)
    cos, sin = math.cos(a), math.sin(a)
    return [(cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos)
            for x, y in points]


#: Where a die's pips are, for each face, as fractions of its side.
_PIPS = {1: ((0.5, 0.5),), 2: ((0.27, 0.27), (0.73, 0.73)),
         3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
         4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
         5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
         6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75))}


def _die(cx: float, cy: float, side: float, degrees: float, face: int,
         colour: tuple[int, int, int], pip: tuple[int, int, int]) -> list[Shape]:
    """A die drawn as the page draws one (a dark edge, a coloured face, its pips), turned."""
    edge = side * 0.06
    x, y = cx - side / 2, cy - side / 2
    outer = rounded_rect(x - edge, y - edge, side + 2 * edge, side + 2 * edge, side * 0.2)
    inner = rounded_rect(x, y, side, side, side * 0.16)
    pips = [circle(x + fx * side, y + fy * side, side * 0.085, 24) for fx, fy in _PIPS[face]]
    return [(INK, [_turned(outer, cx, cy, degrees)]),
            (colour, [_turned(inner, cx, cy, degrees)]),
            (pip, [_turned(p, cx, cy, degrees) for p in pips])]


def shapes() -> list[Shape]:
    """The preview image as filled polygons, WIDTH x HEIGHT pixels."""
    layers: list[Shape] = [(BG, [[(0.0, 0.0), (WIDTH, 0.0), (WIDTH, HEIGHT), (0.0, HEIGHT)]])]
    # A sunburst behind the factory, as on a game's box.
    sx, sy, rays = 300.0, 420.0, 18
    layers.append((LIGHT, [
        [(sx, sy),
         (sx + 2000 * math.cos(2 * math.pi * (i - 0.25) / rays),
          sy + 2000 * math.sin(2 * math.pi * (i - 0.25) / rays)),
         (sx + 2000 * math.cos(2 * math.pi * (i + 0.25) / rays),
          sy + 2000 * math.sin(2 * math.pi * (i + 0.25) / rays))]
        for i in range(rays)]))
    layers.append((GROUND, [[(0.0, 540.0), (WIDTH, 540.0), (WIDTH, HEIGHT), (0.0, HEIGHT)]]))

    # The app icon's factory and die (tools/build/icons.py's grid), larger.
    scale, left, base = 1.42, 78.0, 548.0

    def icon(points: Sequence[Point]) -> list[Point]:
        return [(left + (x - 96) * scale, base + (y - 400) * scale) for x, y in points]

    chimney_x = left + (376 - 96) * scale
    chimney_y = base + (112 - 400) * scale
    # Puffs of smoke, each a layer of its own (two in one would cut each other out).
    layers += [(SMOKE, [circle(chimney_x + dx, chimney_y + dy, r, 36)])
               for dx, dy, r in ((4, -28, 22), (40, -58, 29), (90, -80, 36))]
    factory = [(96, 400), (96, 236), (168, 196), (168, 236), (240, 196), (240, 236),
               (312, 196), (312, 236), (352, 236), (352, 112), (400, 112), (400, 400)]
    layers.append((INK, [icon(factory)]))
    layers.append((DIE, [icon(rounded_rect(176, 268, 112, 112, 20))]))
    layers.append((INK, [icon(circle(cx, cy, 12)) for cx, cy in
                         ((204, 296), (232, 324), (260, 352))]))

    # The name, in two lines of block capitals, and a row of the game's dice under it.
    lines = ("FANTASTIC", "FACTORIES")
    unit = 7.6
    right = 1140.0
    x = right - max(text_width(line) for line in lines) * unit
    layers.append((INK, _text(lines[0], x, 150, unit) + _text(lines[1], x, 150 + 10 * unit + 26,
                                                               unit)))
    side, gap = 84.0, 32.0
    first = (x + right) / 2 - 2 * (side + gap)
    for i, (face, degrees) in enumerate(((6, -8.0), (3, 6.0), (5, -4.0), (2, 9.0), (4, -6.0))):
        colour, pip = DICE[i]
        layers += _die(first + i * (side + gap), 450, side, degrees, face, colour, pip)
    return layers


def png() -> bytes:
    """The preview image: an opaque PNG, WIDTH x HEIGHT."""
    return encode_png(paint(shapes(), WIDTH, HEIGHT, 1.0), WIDTH, HEIGHT, alpha=False)


def site_url(environ: Mapping[str, str]) -> str | None:
    """The site's address, ending in "/", from SITE_URL, else Netlify's URL; None without
    either. Exits on an address that is not absolute http(s)."""
    url = (environ.get("SITE_URL") or environ.get("URL") or "").strip()
    if not url:
        return None
    if not re.fullmatch(r"https?://[^/\s#?]+(/[^\s#?]*)?", url):
        sys.exit(f"SITE_URL or URL {url!r}: not an absolute http(s) address of the site")
    return url.rstrip("/") + "/"


def tags(base: str | None, image: str) -> list[str]:
    """The head's description and preview tags; with the site's address `base`, also those
    that need it (og:url, and og:image with its type, size and text: `image`, its path)."""
    def meta(key: str, name: str, value: str) -> str:
        return f'<meta {key}="{name}" content="{html.escape(value)}">'

    found = [meta("name", "description", DESCRIPTION),
             meta("property", "og:type", "website"),
             meta("property", "og:site_name", NAME),
             meta("property", "og:title", NAME),
             meta("property", "og:description", DESCRIPTION),
             meta("property", "og:locale", LOCALE),
             meta("property", "og:locale:alternate", LOCALE_ALTERNATE)]
    if base is not None:
        found += [meta("property", "og:url", base),
                  meta("property", "og:image", base + image),
                  meta("property", "og:image:type", "image/png"),
                  meta("property", "og:image:width", str(WIDTH)),
                  meta("property", "og:image:height", str(HEIGHT)),
                  meta("property", "og:image:alt", ALT)]
    return [*found, meta("name", "twitter:card", "summary_large_image")]


def write(dist: Path, base: str | None) -> str:
    """Draw the image into dist/FOLDER/ and write the tags into the PAGES; return the image's
    path in dist/."""
    data = png()
    image = f"{FOLDER}/card-{hashlib.sha256(data).hexdigest()[:16]}.png"
    (dist / image).parent.mkdir(parents=True, exist_ok=True)
    (dist / image).write_bytes(data)
    for name in PAGES:
        page = dist / name
        text = page.read_text()
        found = MARKER.search(text)
        if not found:
            sys.exit(f"{name}: no <!-- ff:preview --> to fill")
        indent = text[text.rfind("\n", 0, found.start()) + 1 : found.start()]
        filled = ("\n" + indent).join(tags(base, image)) + "\n"
        page.write_text(text[:found.start()] + filled + text[found.end():])
    return image
