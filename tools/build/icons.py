"""Draw the app icon (a factory with a die on an orange tile) as SVG and PNG.

Standard library only: one list of filled polygons is written out as SVG and
rasterised to PNG with an anti-aliased scanline filler, so both formats match.
"""

from __future__ import annotations

import math
import struct
import zlib
from collections.abc import Sequence

SIZE = 512  # design grid; everything below is in these units

BG = (242, 140, 40)  # orange tile
INK = (29, 35, 48)  # dark factory
DIE = (250, 246, 238)

Point = tuple[float, float]
Shape = tuple[tuple[int, int, int], list[list[Point]]]  # colour, polygons (even-odd)


def rounded_rect(x: float, y: float, w: float, h: float, r: float) -> list[Point]:
    """A rectangle with corners rounded to radius r, as a polygon."""
    pts: list[Point] = []
    corners = (
        (x + w - r, y + r, -90),
        (x + w - r, y + h - r, 0),
        (x + r, y + h - r, 90),
        (x + r, y + r, 180),
    )
    for cx, cy, start in corners:
        for i in range(9):
            a = math.radians(start + i * 90 / 8)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def circle(cx: float, cy: float, r: float, n: int = 40) -> list[Point]:
    """A circle as a polygon of n sides."""
    return [
        (cx + r * math.cos(2 * math.pi * i / n), cy + r * math.sin(2 * math.pi * i / n))
        for i in range(n)
    ]


def shapes(maskable: bool = False) -> list[Shape]:
    """The icon as filled polygons on a SIZE x SIZE grid."""
    tile = (
        [(0.0, 0.0), (SIZE, 0.0), (SIZE, SIZE), (0.0, SIZE)]
        if maskable
        else rounded_rect(16, 16, 480, 480, 96)
    )
    # Maskable icons may be cropped to a circle: keep the drawing in the central 80 %.
    s, o = (0.78, SIZE * 0.11) if maskable else (1.0, 0.0)

    def t(pts: Sequence[Point]) -> list[Point]:
        return [(o + x * s, o + y * s) for x, y in pts]

    factory = [
        (96, 400),
        (96, 236),
        (168, 196),
        (168, 236),
        (240, 196),
        (240, 236),
        (312, 196),
        (312, 236),
        (352, 236),
        (352, 112),
        (400, 112),
        (400, 400),
    ]
    die = rounded_rect(176, 268, 112, 112, 20)
    pips = [circle(cx, cy, 12) for cx, cy in ((204, 296), (232, 324), (260, 352))]
    return [(BG, [tile]), (INK, [t(factory)]), (DIE, [t(die)]), (INK, [t(p) for p in pips])]


def svg(maskable: bool = False) -> str:
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}">']
    for colour, polys in shapes(maskable):
        d = " ".join("M" + " L".join(f"{x:.1f} {y:.1f}" for x, y in poly) + " Z" for poly in polys)
        parts.append(f'<path fill="#{colour[0]:02x}{colour[1]:02x}{colour[2]:02x}" d="{d}"/>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def coverage(polys: list[list[Point]], width: int, height: int, scale: float,
             sub: int = 4) -> list[float]:
    """Fraction of each pixel of a width x height image covered by the polygons (even-odd),
    drawn at ``scale`` pixels a unit, row by row."""
    cov = [0.0] * (width * height)
    edges = []
    for poly in polys:
        n = len(poly)
        for i in range(n):
            (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
            if y0 != y1:
                edges.append((x0 * scale, y0 * scale, x1 * scale, y1 * scale))
    if not edges:
        return cov
    w = 1.0 / sub
    top = max(int(min(min(e[1], e[3]) for e in edges) * sub), 0)
    bottom = min(int(max(max(e[1], e[3]) for e in edges) * sub) + 1, height * sub)
    for row in range(top, bottom):
        y = (row + 0.5) * w
        xs = sorted(
            x0 + (y - y0) * (x1 - x0) / (y1 - y0)
            for x0, y0, x1, y1 in edges
            if (y0 <= y < y1) or (y1 <= y < y0)
        )
        base = (row // sub) * width
        for a, b in zip(xs[::2], xs[1::2], strict=False):
            a, b = max(a, 0.0), min(b, float(width))
            if b <= a:
                continue
            ia, ib = int(a), int(b)
            if ia == ib:
                cov[base + ia] += (b - a) * w
                continue
            cov[base + ia] += (ia + 1 - a) * w
            for i in range(ia + 1, min(ib, width)):
                cov[base + i] += w
            if ib < width:
                cov[base + ib] += (b - ib) * w
    return cov


def paint(layers: Sequence[Shape], width: int, height: int, scale: float) -> list[list[float]]:
    """The layers drawn in order over a transparent width x height image: RGBA per pixel
    (colour 0-255, alpha 0-1)."""
    rgba = [[0.0, 0.0, 0.0, 0.0] for _ in range(width * height)]
    for colour, polys in layers:
        for i, c in enumerate(coverage(polys, width, height, scale)):
            if c <= 0:
                continue
            c = min(c, 1.0)
            p = rgba[i]
            a = c + p[3] * (1 - c)
            for k in range(3):
                p[k] = (colour[k] * c + p[k] * p[3] * (1 - c)) / a
            p[3] = a
    return rgba


def encode_png(rgba: list[list[float]], width: int, height: int, alpha: bool = True) -> bytes:
    """A PNG of the pixels paint returns: RGBA, or RGB (``alpha`` False, for an opaque image)."""
    raw = bytearray()
    for y in range(height):
        raw.append(0)
        for p in rgba[y * width : (y + 1) * width]:
            raw += bytes((round(p[0]), round(p[1]), round(p[2])))
            if alpha:
                raw.append(round(p[3] * 255))

    def chunk(tag: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))

    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6 if alpha else 2, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
        + chunk(b"IEND", b"")
    )


def png(px: int, maskable: bool = False) -> bytes:
    """RGBA PNG of the icon, px x px."""
    return encode_png(paint(shapes(maskable), px, px, px / SIZE), px, px)
