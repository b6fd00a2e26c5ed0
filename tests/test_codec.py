"""Share codes: they round-trip, stay short, and anything not a sound code raises BadCode."""

from __future__ import annotations

import base64
import math
import os
import string
import zlib
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from randomplay import HOARD, NAMES, POLICIES, finished, new, play

import ffcore
from ffcore import BadCode, Game
from ffcore.codec import FORMAT, MAX_CODE_LENGTH, Setup, decode, encode
from ffcore.game import MAX_SEED
from ffcore.models import saved_state
from ffcore.rules import RULES_VERSION

ALPHABET = string.ascii_letters + string.digits + "-_"
#: Longest code a finished 4-player game may have (it must fit in a link).
MAX_FOUR_PLAYER_CODE = 1_500


def choices(game: Game) -> list[tuple[int, int]]:
    """Return each action of a game as (position among the legal actions, legal count),
    as format 1 counted them (in the engine's order)."""
    replay = ffcore.new_game(list(game.names), seed=game.seed, machine=game.machine)
    out = []
    for action in game.history:
        legal = replay.legal_actions()
        out.append((legal.index(action), len(legal)))
        replay.apply(action)
    return out


def seal(body: bytes) -> str:
    """Return a code for raw bytes, with a correct checksum."""
    raw = body + zlib.crc32(body).to_bytes(4, "big")
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def unseal(code: str) -> bytes:
    """Return the bytes of a code without its checksum."""
    return base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))[:-4]


def rejected(code: Any) -> BadCode:
    """Assert that loading a code raises BadCode with a clear message, and return it."""
    with pytest.raises(BadCode) as caught:
        ffcore.from_code(code)
    error = caught.value
    assert isinstance(error, ValueError)
    assert error.code and error.message == str(error)
    assert error.message[0].isupper() and error.message.endswith("."), error.message
    return error


@pytest.fixture(scope="module")
def game() -> Game:
    """A finished 2-player game."""
    return finished(2, seed=11)


@pytest.fixture(scope="module")
def code(game: Game) -> str:
    return game.to_code()


# Round trips ---------------------------------------------------------------------------------

@pytest.mark.parametrize(("players", "machine"),
                         [(1, "easy"), (1, "insane"), (2, None), (3, None), (5, None)])
@pytest.mark.parametrize("actions", [0, 1, 17, None])
def test_codes_round_trip(players: int, machine: str | None, actions: int | None) -> None:
    game = play(new(players, seed=actions or 3, machine=machine), 5, actions=actions)
    code = game.to_code()
    assert set(code) <= set(ALPHABET)
    again = ffcore.from_code(code)
    assert again.names == game.names and again.machine == game.machine
    assert again.seed == game.seed
    assert again.history == game.history
    assert saved_state(again.state) == saved_state(game.state)
    assert again.log == game.log
    assert again.to_code() == code
    assert again.is_over == game.is_over


def test_codes_keep_unusual_names_and_seeds() -> None:
    names = ["<img src=x onerror=alert(1)>", "Zoë 🎲", "a" * 40]
    game = play(ffcore.new_game(names, seed=MAX_SEED), 1, actions=30)
    again = ffcore.from_code(game.to_code())
    assert again.names == tuple(names) and again.seed == MAX_SEED
    assert again.history == game.history


def test_surrounding_spaces_in_a_code_are_ignored(code: str) -> None:
    assert ffcore.from_code(f"  {code}\n").history == ffcore.from_code(code).history


def test_finished_four_player_games_fit_in_a_link() -> None:
    # Over 1,000 such games the longest code measured 484 characters (hoarding players).
    lengths = [len(finished(4, seed, policy=policy).to_code())
               for seed in range(30) for policy in POLICIES]
    lengths += [len(finished(4, seed, policy=HOARD).to_code()) for seed in range(8)]
    assert max(lengths) <= MAX_FOUR_PLAYER_CODE, max(lengths)


# Damaged and tampered codes -------------------------------------------------------------------

def codes_of_every_length() -> list[str]:
    """Return real codes whose lengths leave each possible remainder modulo 4 (0, 2, 3)."""
    game, found = new(2, seed=4), dict[int, str]()
    while len(found) < 3:
        code = game.to_code()
        found.setdefault(len(code) % 4, code)
        play(game, len(game.history), actions=1)
    return [found[remainder] for remainder in sorted(found)]


@pytest.mark.parametrize("code", [*codes_of_every_length(), finished(3, seed=2).to_code()],
                         ids=lambda code: f"length-{len(code)}")
def test_every_changed_character_is_rejected(code: str) -> None:
    # The last character's low bits are padding: changing them must be caught too.
    for i, old in enumerate(code):
        for new_char in ALPHABET:
            if new_char != old:
                rejected(code[:i] + new_char + code[i + 1:])


def test_every_flipped_bit_is_rejected(code: str) -> None:
    raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    for i in range(len(raw)):
        for bit in range(8):
            changed = bytearray(raw)
            changed[i] ^= 1 << bit
            rejected(base64.urlsafe_b64encode(bytes(changed)).rstrip(b"=").decode())


def test_dropped_and_added_characters_are_rejected(code: str) -> None:
    for i in range(len(code)):
        rejected(code[:i] + code[i + 1:])
    for length in range(len(code)):
        rejected(code[:length])
        rejected(code[len(code) - length:])
    for extra in [*ALPHABET, "AA", "AAA", "AAAA", code[:8], code]:
        rejected(code + extra)
        rejected(extra + code)
    for i in range(0, len(code), 7):
        rejected(code[:i] + "Q" + code[i:])


def test_a_truncated_code_says_so(code: str) -> None:
    assert rejected(code[:-5]).code in ("truncated", "damaged")
    assert rejected(code[:4]).code in ("truncated", "damaged")


def test_codes_are_written_in_the_current_format(code: str) -> None:
    setup = decode(code)
    assert (setup.format, setup.rules) == (FORMAT, RULES_VERSION) == (2, 1)


@pytest.mark.parametrize("version", [0, 3, 127, 255])
def test_other_format_versions_are_rejected(code: str, version: int) -> None:
    body = bytearray(unseal(code))
    body[0] = version
    error = rejected(seal(bytes(body)))
    assert str(version) in error.message
    # A version after this one's is a newer release's code, not a damaged one.
    assert error.code == ("newer-version" if version > FORMAT else "unknown-format")
    if version > FORMAT:
        assert "newer version" in error.message


def test_codes_of_newer_rules_say_so(game: Game) -> None:
    setup = decode(game.to_code())
    error = rejected(encode(setup._replace(rules=RULES_VERSION + 1)))
    assert (error.code, error.variant) == ("newer-version", "code-rules")
    assert f"version {RULES_VERSION + 1}" in error.message


def test_resealing_the_real_bytes_gives_the_same_code(code: str) -> None:
    assert seal(unseal(code)) == code


@pytest.mark.parametrize("text", ["abc+def", "abc/def", "AQID==", "AQ ID", "ÀQID", "AQ\x00D",
                                  "AQ\nID", "AQ.ID", "🎲🎲🎲🎲", "%41%51", "AQID\u200b"])
def test_characters_outside_the_alphabet_are_rejected(text: str) -> None:
    assert rejected(text).code == "bad-characters"


@pytest.mark.parametrize("text", ["", " ", "\n\t "])
def test_an_empty_code_is_rejected(text: str) -> None:
    assert rejected(text).code == "empty"


@pytest.mark.parametrize("length", [MAX_CODE_LENGTH + 1, 10**6])
def test_a_huge_code_is_rejected(length: int) -> None:
    assert rejected("A" * length).code == "too-long"


@pytest.mark.parametrize("value", [None, 5, 1.5, b"AQID", bytearray(b"AQID"), ["AQID"],
                                   {"code": "AQID"}, object()])
def test_a_code_must_be_text(value: object) -> None:
    assert rejected(value).code == "not-text"


# Codes with a sound checksum but unsound contents ---------------------------------------------

def header(names: list[bytes], level: int = 0, seed: int = 1, count: int = 0,
           players: int | None = None) -> bytes:
    """Return the bytes of a code up to the packed actions, with any values at all."""
    def varint(number: int) -> bytes:
        out = bytearray()
        while True:
            byte, number = number & 0x7F, number >> 7
            out.append(byte | (0x80 if number else 0))
            if not number:
                return bytes(out)
    body = bytearray([1]) + varint(len(names) if players is None else players)
    for name in names:
        body += varint(len(name)) + name
    return bytes(body) + bytes([level]) + varint(seed) + varint(count)


def test_the_header_helper_matches_the_encoder() -> None:
    assert seal(header([b"Ann", b"Bob"], seed=300)) == encode(
        Setup(1, 1, ["Ann", "Bob"], None, 300, 0, 0))
    ffcore.from_code(seal(header([b"Ann"], level=4)))


@pytest.mark.parametrize(("names", "level"), [
    ([], 0), ([b"Ann"], 0), ([b"Ann", b"Bob"], 1), ([b"A", b"B", b"C", b"D", b"E", b"F"], 0),
    ([b"", b"Bob"], 0), ([b"   ", b"Bob"], 0), ([b"Ann", b"ann"], 0), ([b"Ann", b"ANN "], 0),
    ([b"a" * 41, b"Bob"], 0), ([b"a" * 201, b"Bob"], 0), ([b"A\nn", b"Bob"], 0),
    ([b"A\x00", b"Bob"], 0), ([b"\xff\xfe", b"Bob"], 0), ([b" Ann", b"Bob"], 0),
    ([b"Ann\t", b"Bob"], 0), ([b"Ann"], 5), ([b"Ann"], 255)])
def test_codes_with_an_invalid_setup_are_rejected(names: list[bytes], level: int) -> None:
    rejected(seal(header(names, level=level)))


def test_codes_with_too_many_players_are_rejected() -> None:
    assert rejected(seal(header([b"A", b"B"], players=9))).code == "bad-players"
    assert rejected(seal(header([b"A", b"B"], players=0))).code == "bad-players"
    rejected(seal(header([b"A", b"B"], players=3)))
    rejected(seal(bytes([1, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01])))


@pytest.mark.parametrize("seed", [MAX_SEED + 1, 2**70 - 1])
def test_codes_with_a_seed_out_of_range_are_rejected(seed: int) -> None:
    rejected(seal(header([b"Ann", b"Bob"], seed=seed)))


def test_a_code_with_absurdly_many_actions_is_rejected() -> None:
    assert rejected(seal(header([b"Ann", b"Bob"], count=10**9))).code == "too-long"


def test_numbers_written_the_long_way_are_rejected() -> None:
    # Seed 1 written in two bytes instead of one.
    body = bytearray(header([b"Ann", b"Bob"], seed=1))
    at = len(body) - 2
    body[at:at + 1] = bytes([0x81, 0x00])
    rejected(seal(bytes(body)))


def pack(steps: list[tuple[int, int]]) -> int:
    """Return the packed number of (position, count) pairs, as the codec does."""
    return sum(position * math.prod(count for _, count in steps[:i])
               for i, (position, _) in enumerate(steps))


def format1_code(code: str) -> str:
    """Return the format-1 code of the game a code holds, as the first release wrote it."""
    game = ffcore.from_code(code)
    steps = choices(game)
    return encode(Setup(1, 1, list(game.names), game.machine, game.seed, len(steps),
                        pack(steps)))


def test_actions_after_the_end_are_rejected(game: Game) -> None:
    past = [*choices(game), (0, 1)]
    error = rejected(encode(Setup(1, 1, list(game.names), game.machine, game.seed, len(past),
                                  pack(past))))
    assert error.code == "too-many-actions"


def test_format_1_codes_still_open_to_the_same_game(game: Game) -> None:
    old = format1_code(game.to_code())
    assert decode(old).format == 1 and old != game.to_code()
    again = ffcore.from_code(old)
    assert again.history == game.history and again.restored is None
    assert again.to_code() == game.to_code()


def test_format_2_checks_the_moves_it_replays(game: Game) -> None:
    setup = decode(game.to_code())
    assert len(setup.checks) == game.state.round - 1
    for changed in (setup._replace(digest=(setup.digest or 0) ^ 1),
                    setup._replace(checks=(setup.checks[0] ^ 1, *setup.checks[1:])),
                    setup._replace(checks=setup.checks[:-1]),
                    setup._replace(checks=(*setup.checks, 0))):
        error = rejected(encode(changed))
        assert (error.code, error.variant) == ("damaged", "moves"), changed
    error = rejected(encode(setup._replace(actions=0, packed=0, checks=(1,))))
    assert (error.code, error.variant) == ("damaged", "rounds")


def little(number: int) -> bytes:
    return number.to_bytes((number.bit_length() + 7) // 8, "little")


def test_leftover_positions_are_rejected(game: Game) -> None:
    steps = choices(game)
    names = [name.encode() for name in game.names]
    start = header(names, seed=game.seed, count=len(steps))
    assert seal(start + little(pack(steps))) == format1_code(game.to_code())
    whole = math.prod(count for _, count in steps)
    for extra in (1, 2, 255):
        assert rejected(seal(start + little(pack(steps) + extra * whole))).code == "damaged"
    # A trailing zero byte changes no number but is not how codes are written.
    assert rejected(seal(start + little(pack(steps)) + b"\0")).code == "damaged"


def test_a_code_announcing_fewer_actions_than_it_holds_is_rejected(game: Game) -> None:
    steps = choices(game)
    last = max(i for i, (position, _) in enumerate(steps) if position)
    names = [name.encode() for name in game.names]
    # The positions of actions 1 to last + 1, but only ``last`` actions announced.
    cut = header(names, seed=game.seed, count=last) + little(pack(steps[:last + 1]))
    assert rejected(seal(cut)).code == "damaged"


# Anything at all ------------------------------------------------------------------------------

def loads_or_rejects(code: object) -> None:
    """A code either loads as a game or raises BadCode, never anything else."""
    try:
        game = ffcore.from_code(code)  # type: ignore[arg-type]
    except BadCode as error:
        assert error.message
    else:
        assert isinstance(game, Game)


FUZZ = settings(max_examples=300, deadline=None, database=None, derandomize="CI" in os.environ,
                suppress_health_check=[HealthCheck.too_slow])


@given(st.text())
@FUZZ
def test_any_text_loads_or_is_rejected(text: str) -> None:
    loads_or_rejects(text)


@given(st.text(alphabet=ALPHABET, max_size=200))
@FUZZ
def test_any_code_shaped_text_loads_or_is_rejected(text: str) -> None:
    loads_or_rejects(text)


@given(st.binary(max_size=120))
@FUZZ
def test_any_bytes_with_a_good_checksum_load_or_are_rejected(body: bytes) -> None:
    loads_or_rejects(seal(bytes([1]) + body))
    loads_or_rejects(seal(bytes([2]) + body))


@given(names=st.lists(st.binary(max_size=12) | st.sampled_from([n.encode() for n in NAMES]),
                      max_size=6),
       level=st.integers(0, 6), seed=st.integers(0, 2**66),
       count=st.integers(0, 400), packed=st.binary(max_size=80))
@FUZZ
def test_any_well_framed_code_loads_or_is_rejected(names: list[bytes], level: int, seed: int,
                                                  count: int, packed: bytes) -> None:
    loads_or_rejects(seal(header(names, level=level, seed=seed, count=count) + packed))


def test_decode_alone_rejects_non_codes() -> None:
    with pytest.raises(BadCode):
        decode(None)  # type: ignore[arg-type]
    assert decode(encode(Setup(2, 1, ["Ann"], "hard", 9, 2, pack([(1, 3), (0, 2)]), 0,
                               ()))).machine == "hard"


# Regressions ----------------------------------------------------------------------------------

def test_changed_padding_bits_of_the_last_character_bug() -> None:
    # The last of 42 characters carries 2 bits of data and 4 of padding: "g" to "v"
    # all decode to the same bytes, so the checksum alone let 15 tampered codes load.
    code = "AQIDQW5uA0JvYgADH____-lRSbFgD_9SH-UCutCrqg"
    assert decode(code).names == ["Ann", "Bob"]
    for last in "hijklmnopqrstuv":
        with pytest.raises(BadCode):
            decode(code[:-1] + last)
