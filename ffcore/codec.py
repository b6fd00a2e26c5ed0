"""Share codes: a game's setup, seed and actions in a short URL-safe text.

Each action is stored as its position in the list of legal actions at that
moment, and all positions are packed into one integer in mixed radix (the
radix of each digit is how many actions were legal). A forced move costs
nothing and a choice among n costs log2(n) bits, so a whole game fits in a
link. Loading replays every action, which validates it; a CRC-32 catches
damaged or edited codes. This module reads and writes the bytes; loading
(:mod:`ffcore.loading`) replays them. Every format that shipped is read
for ever (docs/formats.md).

Format 1 (the first release)::

    1 | players (varint) | per name: length (varint), UTF-8 | machine level (1 byte) |
    seed (varint) | action count (varint) | packed positions (little-endian) | CRC-32

Its positions count the legal actions in the engine's order of that release
(:func:`ffcore.orders.format1_order`). Format 2 counts them in the order of
their canonical texts, which no engine change moves, and carries what tells a
game replayed under other rules from the game as it was played::

    2 | rules version (varint) | players ... action count (as format 1) |
    CRC-32 of the action texts (4 bytes) | round checks (varint count, 2 bytes each) |
    packed positions | CRC-32

The texts' CRC-32 runs over each action's text and a newline; a round check is
its low 16 bits after the last action of each round (see ``Game.to_code``).
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from collections.abc import Sequence
from typing import NamedTuple

from .errors import BadCode
from .limits import MAX_ACTIONS, MAX_PLAYERS

#: The format this version writes, and the ones it reads.
FORMAT = 2
FORMATS = (1, 2)
#: Room for 24 bits an action, far more than any position needs; it bounds what a hostile
#: code can ask for, with MAX_ACTIONS.
MAX_CODE_LENGTH = MAX_ACTIONS * 4
_LEVELS = (None, "easy", "medium", "hard", "insane")
_ALPHABET = re.compile(r"[A-Za-z0-9_-]*")


class Setup(NamedTuple):
    """What a share code holds before its actions are replayed."""

    format: int
    #: The rules version the game was played under (format 1 knew only version 1).
    rules: int
    names: list[str]
    machine: str | None
    seed: int
    actions: int
    #: The packed action positions (see the module docstring).
    packed: int
    #: Format 2: the CRC-32 of the action texts, and the checks at each round's end.
    digest: int | None = None
    checks: tuple[int, ...] = ()


def texts_crc(text: str, crc: int = 0) -> int:
    """Return the running CRC-32 of action texts after one more action's ``text``."""
    return zlib.crc32(text.encode() + b"\n", crc)


def pack(choices: Sequence[tuple[int, int]]) -> int:
    """Return (position, legal count) pairs packed in mixed radix, the first lowest."""
    return _pack(choices)[0]


def _pack(choices: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """Return the packed number of some choices and the product of their counts.

    Halving the list keeps a long game's code quick to write: one digit at a time
    would multiply an ever longer number once per action.
    """
    if len(choices) <= 64:
        packed, scale = 0, 1
        for position, count in choices:
            packed += position * scale
            scale *= count
        return packed, scale
    middle = len(choices) // 2
    low, low_scale = _pack(choices[:middle])
    high, high_scale = _pack(choices[middle:])
    return low + high * low_scale, low_scale * high_scale


def encode(setup: Setup) -> str:
    """Return the share code of a setup (in its own format; this version writes FORMAT)."""
    out = bytearray([setup.format])
    if setup.format >= 2:
        out += _varint(setup.rules)
    out += _varint(len(setup.names))
    for name in setup.names:
        raw = name.encode()
        out += _varint(len(raw)) + raw
    out.append(_LEVELS.index(setup.machine))
    out += _varint(setup.seed)
    out += _varint(setup.actions)
    if setup.format >= 2:
        out += (setup.digest or 0).to_bytes(4, "big")
        out += _varint(len(setup.checks))
        for check in setup.checks:
            out += check.to_bytes(2, "big")
    packed = setup.packed
    out += packed.to_bytes((packed.bit_length() + 7) // 8, "little")
    out += zlib.crc32(out).to_bytes(4, "big")
    return base64.urlsafe_b64encode(bytes(out)).rstrip(b"=").decode("ascii")


def decode(code: str) -> Setup:
    """Return the setup a share code holds; raise BadCode if it is not a sound code."""
    if not isinstance(code, str):
        raise BadCode("not-text")
    code = code.strip()
    if not code:
        raise BadCode("empty")
    if len(code) > MAX_CODE_LENGTH:
        raise BadCode("too-long", max=MAX_CODE_LENGTH)
    if not _ALPHABET.fullmatch(code):
        raise BadCode("bad-characters")
    try:
        raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    except (binascii.Error, ValueError):
        raise BadCode("truncated") from None
    # A changed last character can leave the decoded bytes alone (its low bits are
    # padding), so only the one canonical spelling of those bytes is accepted.
    if base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii") != code:
        raise BadCode("damaged")
    if len(raw) < 5 or zlib.crc32(raw[:-4]) != int.from_bytes(raw[-4:], "big"):
        raise BadCode("damaged", variant="checksum")
    version = raw[0]
    if version > FORMAT:
        raise BadCode("newer-version", variant="code", format=version)
    if version not in FORMATS:
        raise BadCode("unknown-format", format=version)
    reader = _Reader(raw[1:-4])
    rules = reader.varint() if version >= 2 else 1
    players = reader.varint()
    if not 1 <= players <= MAX_PLAYERS:
        raise BadCode("bad-players", variant="code")
    names = []
    for _ in range(players):
        length = reader.varint()
        if length > 200:
            raise BadCode("bad-name", variant="code-long")
        try:
            names.append(reader.take(length).decode())
        except UnicodeDecodeError:
            raise BadCode("bad-name", variant="code-text") from None
    level = reader.take(1)[0]
    if level >= len(_LEVELS):
        raise BadCode("bad-level", variant="code")
    seed = reader.varint()
    count = reader.varint()
    if count > MAX_ACTIONS:
        raise BadCode("too-long", variant="actions", max=MAX_ACTIONS)
    digest: int | None = None
    checks: tuple[int, ...] = ()
    if version >= 2:
        digest = int.from_bytes(reader.take(4), "big")
        rounds = reader.varint()
        if rounds > count:
            raise BadCode("damaged", variant="rounds")
        checks = tuple(int.from_bytes(reader.take(2), "big") for _ in range(rounds))
    rest = reader.rest()
    if rest.endswith(b"\0"):
        raise BadCode("damaged", variant="extra")
    packed = int.from_bytes(rest, "little")
    return Setup(version, rules, names, _LEVELS[level], seed, count, packed, digest, checks)


def _varint(number: int) -> bytes:
    out = bytearray()
    while True:
        byte = number & 0x7F
        number >>= 7
        if number:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


class _Reader:
    def __init__(self, data: bytes) -> None:
        self._data = data
        self._at = 0

    def take(self, n: int) -> bytes:
        if self._at + n > len(self._data):
            raise BadCode("truncated", variant="short")
        chunk = self._data[self._at:self._at + n]
        self._at += n
        return chunk

    def varint(self) -> int:
        number = shift = 0
        while True:
            byte = self.take(1)[0]
            number |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                if byte == 0 and shift > 7:
                    raise BadCode("damaged", variant="number")
                return number
            if shift > 70:
                raise BadCode("damaged", variant="large")

    def rest(self) -> bytes:
        chunk = self._data[self._at:]
        self._at = len(self._data)
        return chunk
