"""Share codes: a game's setup, seed and actions in a short URL-safe text.

Each action is stored as its position in the list of legal actions at that
moment, and all positions are packed into one integer in mixed radix (the
radix of each digit is how many actions were legal). A forced move costs
nothing and a choice among n costs log2(n) bits, so a whole game fits in a
link. Loading replays every action, which validates it; a CRC-32 catches
damaged or edited codes.

Layout before base64url (without padding)::

    format (1 byte) | players (varint) | per name: length (varint), UTF-8 |
    machine level (1 byte) | seed (varint) | action count (varint) |
    packed positions (little-endian) | CRC-32 of all the above (4 bytes)
"""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from collections.abc import Sequence
from typing import NamedTuple

from .errors import BadCode

FORMAT = 1
#: No real game comes near this; it bounds the work a hostile code can ask for.
MAX_ACTIONS = 20_000
MAX_CODE_LENGTH = 20_000
_LEVELS = (None, "easy", "medium", "hard", "insane")
_ALPHABET = re.compile(r"[A-Za-z0-9_-]*")


class Setup(NamedTuple):
    """What a share code holds before its actions are replayed."""

    names: list[str]
    machine: str | None
    seed: int
    actions: int
    #: The packed action positions (see the module docstring).
    packed: int


def encode(names: Sequence[str], machine: str | None, seed: int,
           choices: Sequence[tuple[int, int]]) -> str:
    """Return the share code for a setup and its actions as (position, legal count) pairs."""
    out = bytearray([FORMAT])
    out += _varint(len(names))
    for name in names:
        raw = name.encode()
        out += _varint(len(raw)) + raw
    out.append(_LEVELS.index(machine))
    out += _varint(seed)
    out += _varint(len(choices))
    packed = 0
    for position, count in reversed(choices):
        packed = packed * count + position
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
    if raw[0] != FORMAT:
        raise BadCode("unknown-format", format=raw[0], expected=FORMAT)
    reader = _Reader(raw[1:-4])
    players = reader.varint()
    if not 1 <= players <= 5:
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
    rest = reader.rest()
    if rest.endswith(b"\0"):
        raise BadCode("damaged", variant="extra")
    packed = int.from_bytes(rest, "little")
    return Setup(names, _LEVELS[level], seed, count, packed)


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
