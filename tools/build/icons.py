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


def _rounded_rect(x: float, y: float, w: float, h: float, r: float) -> list[Point]:
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


def _circle(cx: float, cy: float, r: float, n: int = 40) -> list[Point]:
    return [
        (cx + r * math.cos(2 * math.pi * i / n), cy + r * math.sin(2 * math.pi * i / n))
        for i in range(n)
    ]


def shapes(maskable: bool = False) -> list[Shape]:
    """The icon as filled polygons on a SIZE x SIZE grid."""
    tile = (
        [(0.0, 0.0), (SIZE, 0.0), (SIZE, SIZE), (0.0, SIZE)]
        if maskable
        else _rounded_rect(16, 16, 480, 480, 96)
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
    die = _rounded_rect(176, 268, 112, 112, 20)
    pips = [_circle(cx, cy, 12) for cx, cy in ((204, 296), (232, 324), (260, 352))]
    return [(BG, [tile]), (INK, [t(factory)]), (DIE, [t(die)]), (INK, [t(p) for p in pips])]


def svg(maskable: bool = False) -> str:
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIZE} {SIZE}">']
    for colour, polys in shapes(maskable):
        d = " ".join("M" + " L".join(f"{x:.1f} {y:.1f}" for x, y in poly) + " Z" for poly in polys)
        parts.append(f'<path fill="#{colour[0]:02x}{colour[1]:02x}{colour[2]:02x}" d="{d}"/>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def _coverage(polys: list[list[Point]], px: int, scale: float, sub: int = 4) -> list[float]:
    """Fraction of each pixel covered by the polygons (even-odd), px x px."""
    cov = [0.0] * (px * px)
    edges = []
    for poly in polys:
        n = len(poly)
        for i in range(n):
            (x0, y0), (x1, y1) = poly[i], poly[(i + 1) % n]
            if y0 != y1:
                edges.append((x0 * scale, y0 * scale, x1 * scale, y1 * scale))
    w = 1.0 / sub
    for row in range(px * sub):
        y = (row + 0.5) * w
        xs = sorted(
            x0 + (y - y0) * (x1 - x0) / (y1 - y0)
            for x0, y0, x1, y1 in edges
            if (y0 <= y < y1) or (y1 <= y < y0)
        )
        base = (row // sub) * px
        for a, b in zip(xs[::2], xs[1::2], strict=False):
            a, b = max(a, 0.0), min(b, float(px))
            if b <= a:
                continue
            ia, ib = int(a), int(b)
            if ia == ib:
                cov[base + ia] += (b - a) * w
                continue
            cov[base + ia] += (ia + 1 - a) * w
            for i in range(ia + 1, min(ib, px)):
                cov[base + i] += w
            if ib < px:
                cov[base + ib] += (b - ib) * w
    return cov


def png(px: int, maskable: bool = False) -> bytes:
    """RGBA PNG of the icon, px x px."""
    rgba = [[0.0, 0.0, 0.0, 0.0] for _ in range(px * px)]
    for colour, polys in shapes(maskable):
        for i, c in enumerate(_coverage(polys, px, px / SIZE)):
            if c <= 0:
                continue
            c = min(c, 1.0)
            p = rgba[i]
            a = c + p[3] * (1 - c)
            for k in range(3):
                p[k] = (colour[k] * c + p[k] * p[3] * (1 - c)) / a
            p[3] = a
    raw = bytearray()
    for y in range(px):
        raw.append(0)
        for p in rgba[y * px : (y + 1) * px]:
            raw += bytes((round(p[0]), round(p[1]), round(p[2]), round(p[3] * 255)))

    def chunk(tag: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))

    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", struct.pack(">IIBBBBB", px, px, 8, 6, 0, 0, 0))
        + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
        + chunk(b"IEND", b"")
    )
