"""Every game kept on the device, and play by link (games.py, kept_games.py, opening.py,
screens/kept.py): the list, a game's identity and its three cases, seats on other devices,
what an earlier release kept moved in, and storage that loses nothing.

Run under CPython through the page's update, as the glue runs it; the browser tests play the
same between two browser contexts (e2e/test_by_link.py).
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from pagedriver import Driver

import ffcore
import ffcore.daily
from ffcore import Game
from keeping import games, saves
from keeping.games import Kept
from keeping.store import ENTRY_PREFIX, GAME_PREFIX, SAVE_KEY, TUTORIAL_KEY, MemoryStore
from shell.messages import OtherTab
from shell.update import update

HOSTILE = "<img src=x onerror=alert(1)>"


def _kept(page: Driver) -> list[Kept]:
    """Return the games the list shows, as the start screen orders them."""
    return [kept for kept in games.newest_first(page.app.device.kept.entries.values())
            if not kept.over]


def _move(page: Driver) -> None:
    """Play the first legal move of the person to move here (ending a phase if it must)."""
    game = page.game
    assert game is not None
    page.act(str(game.legal_actions()[0]), sure=True)


def _until_turn_of(page: Driver, name: str) -> None:
    game = page.game
    assert game is not None
    while game.current_player != name:
        _move(page)
    page.render()


def _link(page: Driver) -> str:
    """Return the link that *Send* (or *Copy link*) gives, without its address."""
    (effect,) = page.command("copy")
    return effect.text.split("#", 1)[1]  # type: ignore[union-attr]


def _hands(page: Driver, game: Game, *names: str) -> bool:
    """Return whether the page shows the hand of one of ``names``: the one hand a board
    shows is its viewer's (every other is a count), so it must be a person's here."""
    markup = page.render()
    shown = re.search(r'<ul class="cards hand".*?</ul>', markup)
    cards = sorted(re.findall(r'data-card="([^"]+)"', shown.group(0))) if shown else []
    viewer = page.viewer if page.screen in ("board", "final") else ""
    if viewer:
        assert cards == sorted(game.state.players[game.names.index(viewer)].hand)
    return viewer in names and bool(cards)


# A game's identity, and how two copies stand -------------------------------------------------

def test_the_identity_is_the_setup_the_same_on_every_device() -> None:
    here = games.identity(["Ann", "Bob"], None, 7, ["human", "link"])
    assert here == games.identity(["Ann", "Bob"], None, 7, ["link", "human"])  # Bob's device
    assert here == games.identity(("Ann", "Bob"), None, 7, ("human", "human"))  # a link's seats
    others = {games.identity(["Ann", "Bob"], None, 8, ["human", "human"]),
              games.identity(["Bob", "Ann"], None, 7, ["human", "human"]),
              games.identity(["Ann", "Bob"], None, 7, ["human", "steady"]),
              games.identity(["Ann"], "easy", 7, ["human"]),
              games.identity(["Ann"], "hard", 7, ["human"])}
    assert here not in others and len(others) == 5


@pytest.mark.parametrize(("kept", "other", "stands"), [
    ([], [], "same"), (["a"], ["a"], "same"), ([], ["a"], "ahead"), (["a"], ["a", "b"], "ahead"),
    (["a", "b"], ["a"], "behind"), (["a"], [], "behind"), (["a", "b"], ["a", "c"], "departs"),
    (["a", "b"], ["c"], "departs"), (["a"], ["b", "c"], "departs")])
def test_how_two_copies_stand_by_their_moves(kept: list[str], other: list[str],
                                             stands: str) -> None:
    assert games.relation(kept, other) == stands


# The list of games ---------------------------------------------------------------------------

def test_new_games_the_daily_and_the_tutorial_never_remove_the_game_in_play() -> None:
    page = Driver()
    page.submit("start-solo", {"solo-name": "Ann", "level": "medium"})
    page.act("take 1")
    page.render()
    solo = page.app.session.kept_as
    page.command("new")
    page.submit("start-multi", {"count": "2", "name-1": "Ann", "name-2": "Bob",
                                "seat-1": "human", "seat-2": "human"})
    page.render()
    page.app.to_start()  # Back, from the pass screen
    page.submit("start-daily", {"daily-name": "Ann", "daily-level": "hard"},
                day=ffcore.daily.today().isoformat())
    page.render()
    page.command("tutorial")
    while page.screen == "tutorial":
        page.follow_mark()  # the last step starts a real game on easy
    page.render()
    kept = _kept(page)
    assert len(kept) == 4 and solo in {game.key for game in kept}
    assert page.store.get(GAME_PREFIX + solo) is not None
    again = page.reload("start")
    assert {game.key for game in _kept(again)} == {game.key for game in kept}
    solo_game = again.app.device.kept.entries[solo]
    assert solo_game.machine == "medium" and solo_game.phase == "work"  # after its one move
    assert len(again.app.device.kept.moves(solo)) == 1


def test_the_list_says_what_each_game_is_newest_first() -> None:
    page = Driver()
    page.submit("start-solo", {"solo-name": "Ann", "level": "hard"})
    page.render()
    page.clock.now += 3 * 86400
    page.command("new")
    page.submit("start-daily", {"daily-name": "Ann", "daily-level": "easy"},
                day=ffcore.daily.today().isoformat())
    page.render()
    page.clock.now += 3600
    assert page.start(["Ann", "Bob", "Cy"], seats=["human", "human", "steady"], seed=2)
    page.render()
    page.clock.now += 60
    assert page.start(["Ann", "Bob", "Cy"], seats=["human", "link", "strong"], seed=3)
    _until_turn_of(page, "Bob")
    page.clock.now += 300
    page.command("new")
    markup = page.render()
    items = re.findall(r'<li class="kept-game".*?</li>', markup)
    assert len(items) == 4
    text = [re.sub(r"<[^>]+>", "|", item) for item in items]
    assert "With friends, by link" in text[0] and "Bob (by link)" in text[0]
    assert "Cy (Bot: strong)" in text[0] and "Bob&#x27;s move: send Bob the link" in text[0]
    assert "5 min ago" in text[0]
    assert "On this device" in text[1] and "Ann&#x27;s move" in text[1] and "6 min ago" in text[1]
    assert f"Daily challenge {ffcore.daily.today().isoformat()} · Easy" in text[2]
    assert "Your move." in text[2] and "1 h ago" in text[2]
    assert "Solo against The Machine · Hard" in text[3] and "3 days ago" in text[3]
    assert "Round 1 · Market phase" in text[3]
    assert re.search(r'<time class="kept-when" datetime="\d{4}-\d\d-\d\dT\d\d:\d\dZ">', markup)
    assert markup.index("kept-games") < markup.index('id="start-heading"')
    page.command("pt")
    assert "Suas partidas" in page.render() and "há 3 dias" in page.render()


def test_one_press_opens_a_game_and_remove_has_undo() -> None:
    page = Driver()
    assert page.start(["Ann"], machine="easy", seed=1)
    page.act("take 1")
    page.render()
    first = page.app.session.kept_as
    assert page.start(["Bea"], machine="hard", seed=2)
    page.render()
    page.command("new")
    page.command("open-game", game=first)
    assert page.screen == "board" and page.game is not None and page.game.names == ("Ann",)
    assert page.game.action_count == 1
    page.command("new")
    page.command("remove-game", game=first)
    markup = page.render()
    assert f'id="kept-{first}"' not in markup and "Game removed: Ann." in markup
    assert 'data-command="restore-game"' in markup and page.game is None
    assert GAME_PREFIX + first not in page.store.items
    page.command("restore-game")
    assert f'id="kept-{first}"' in page.render() and "Game put back: Ann." in page.render()
    assert page.reload("start").app.device.kept.moves(first) == ["take 1"]


def test_names_in_the_list_are_text_never_html() -> None:
    page = Driver()
    assert page.start([HOSTILE, "Bob"], seats=["human", "link"], seed=4)
    page.render()
    page.command("new")
    markup = page.render()
    assert HOSTILE not in markup and "&lt;img src=x onerror=alert(1)&gt;" in markup
    page.command("remove-game", game=_kept(page)[0].key)
    assert HOSTILE not in page.render()


def test_the_list_is_described_without_replaying_any_game(
        monkeypatch: pytest.MonkeyPatch) -> None:
    page = Driver()
    for seed in range(5):
        assert page.start(["Ann", "Bob"], seats=["human", "link"], seed=seed)
        _move(page)
        page.render()
    monkeypatch.setattr(ffcore, "from_actions", lambda *args, **kwargs: pytest.fail("replayed"))
    monkeypatch.setattr(ffcore, "from_code", lambda *args, **kwargs: pytest.fail("replayed"))
    again = Driver(store=page.store)
    again.app.device.kept.load()  # what a visit reads, before it resumes the game played last
    assert len(_kept(again)) == 5 and again.render().count('class="kept-game"') == 5


# Seats on other devices, and links that update their game ------------------------------------

def test_a_game_by_link_goes_back_and_forth_and_no_hand_shows_on_the_other_device() -> None:
    ann = Driver()
    ann.submit("start-multi", {"count": "2", "name-1": "Ann", "name-2": "Bob",
                               "seat-1": "human", "seat-2": "link"})
    game = ann.game
    assert game is not None and game.current_player == "Ann"
    _until_turn_of(ann, "Bob")
    markup = ann.render()
    assert "Bob&#x27;s move, on their own device: send Bob the link." in markup
    assert 'class="primary send" data-command="copy">Send to Bob' in markup
    assert not _hands(ann, game, "Bob")
    assert not ann.act(str(game.legal_actions()[0]))  # Bob's move is Bob's device's
    (effect,) = ann.command("copy")
    assert effect.name == "Bob" and effect.done == "notice.copied-for"  # type: ignore[union-attr]
    assert "&s=" not in effect.text  # type: ignore[union-attr]  # people, wherever they play
    link = effect.text.split("#", 1)[1]  # type: ignore[union-attr]
    bob = Driver()
    bob.boot(link)
    assert bob.screen == "pass" and not _hands(bob, bob.game, "Ann")  # type: ignore[arg-type]
    bob.command("holder", name="Bob")
    assert bob.app.session.seats == ["link", "human"] and bob.screen == "board"
    assert not _hands(bob, bob.game, "Ann")  # type: ignore[arg-type]
    for _ in range(3):  # rounds go back and forth, nothing asked, each hand kept apart
        _until_turn_of(bob, "Ann")
        assert not _hands(bob, bob.game, "Ann")  # type: ignore[arg-type]
        ann = ann.reload(_link(bob))
        assert ann.screen == "board" and ann.viewer == "Ann" and len(_kept(ann)) == 1
        assert ann.game is not None and ann.game.action_texts() == bob.game.action_texts()  # type: ignore[union-attr]
        assert not _hands(ann, ann.game, "Bob")
        _until_turn_of(ann, "Bob")
        bob = bob.reload(_link(ann))
        assert bob.screen == "board" and bob.viewer == "Bob" and len(_kept(bob)) == 1
    assert bob.game is not None and bob.game.round >= 3


def test_a_link_that_continues_the_game_kept_updates_it_unasked() -> None:
    ann = Driver()
    assert ann.start(["Ann", "Bob"], seats=["human", "link"], seed=5)
    _until_turn_of(ann, "Bob")
    bob = Driver().reload(_link(ann))
    bob.command("holder", name="Bob")
    _until_turn_of(bob, "Ann")
    key = ann.app.session.kept_as
    ann.command("new")  # another game in play meanwhile
    assert ann.start(["Ann"], machine="easy", seed=9)
    ann.render()
    ann.open_link(_link(bob))
    ann.render()
    assert ann.app.session.kept_as == key and ann.screen == "board"
    assert ann.app.ui.notice is None and len(_kept(ann)) == 2
    stored, _ = saves.read(ann.store.get(GAME_PREFIX + key) or "")
    assert stored.action_texts() == bob.game.action_texts()  # type: ignore[union-attr]


def test_a_link_behind_the_game_kept_opens_the_game_kept_and_says_so() -> None:
    ann = Driver()
    assert ann.start(["Ann", "Bob"], seats=["human", "link"], seed=6)
    old = _link(ann)
    game = ann.game
    assert game is not None
    while game.round < 2:
        _until_turn_of(ann, "Bob")
        bob = Driver().reload(_link(ann))
        bob.command("holder", name="Bob")
        _until_turn_of(bob, "Ann")
        ann = ann.reload(_link(bob))
        game = ann.game
        assert game is not None
    moves = game.action_count
    ann = ann.reload(old)  # a friend resends the first link
    markup = ann.render()
    assert ann.game is not None and ann.game.action_count == moves
    assert f"This link is from round 1; your game is at round {game.round}" in markup
    ann = ann.reload(_link(ann))  # the same moves: nothing to say
    assert ann.app.ui.notice is None


def test_a_link_that_departs_is_kept_beside_and_both_are_labelled() -> None:
    ann = Driver()
    assert ann.start(["Ann", "Bob"], seats=["human", "link"], seed=7)
    _move(ann)
    ann.render()
    base = ann.game.copy()  # type: ignore[union-attr]
    _move(ann)
    ann.render()
    played = ann.game.action_texts()[-1]  # type: ignore[union-attr]
    base.apply(next(action for action in base.legal_actions() if str(action) != played))
    ann.open_link("g=" + base.to_code())
    markup = ann.render()
    assert "both are kept" in markup
    assert ann.app.session.seats == ["human", "link"]  # the same people hold this device
    ann.command("new")
    markup = ann.render()
    assert len(_kept(ann)) == 2 and len({kept.game for kept in _kept(ann)}) == 1
    assert "Another copy of this game is kept: this one was played here." in markup
    assert "Another copy of this game is kept: this one came from a link." in markup


def test_who_holds_a_device_is_asked_once_and_remembered() -> None:
    ann = Driver()
    assert ann.start(["Ann", "Bob", "Cy"], seats=["human", "link", "link"], seed=8)
    _until_turn_of(ann, "Bob")
    cy = Driver().reload(_link(ann))
    markup = cy.render()
    assert cy.screen == "pass" and "Who are you in this game?" in markup
    assert all(f"I am {name}" in markup for name in ("Ann", "Bob", "Cy"))
    cy.command("holder", name="Cy")  # not the one to move: Cy's own board
    assert cy.screen == "board" and cy.viewer == "Cy"
    assert "send Bob the link" in cy.render()
    assert not _hands(cy, cy.game, "Ann", "Bob")  # type: ignore[arg-type]
    again = cy.reload()
    assert again.screen == "board" and again.viewer == "Cy"
    assert again.app.session.seats == ["link", "link", "human"]
    again.command("new")
    assert "send Bob the link" in again.render()


def test_a_game_may_mix_people_here_friends_by_link_and_bots() -> None:
    page = Driver()
    page.submit("start-multi", {"count": "4", "name-1": "Ann", "name-2": "Bob",
                                "name-3": "Cy", "name-4": "Di", "seat-1": "human",
                                "seat-2": "human", "seat-3": "link", "seat-4": "steady"})
    session = page.app.session
    assert session.seats == ["human", "human", "link", "steady"]
    game = page.game
    assert game is not None
    seen_send = seen_pass = False
    for _ in range(400):
        if game.is_over or page.app.work.bot_pending():
            if game.is_over:
                break
            page.work("bot", most=1)
            continue
        if page.screen == "pass":
            seen_pass = True
            page.command("reveal")
            continue
        if session.link_turn():
            seen_send = True
            assert "Send to Cy" in page.render() and not _hands(page, game, "Cy")
            break
        _move(page)
    assert seen_send and seen_pass
    assert "&s=human.human.human.steady&m=2" in session.link_fragment()  # Cy to move


def test_a_setup_needs_a_person_here() -> None:
    page = Driver()
    page.submit("start-multi", {"count": "2", "name-1": "Ann", "name-2": "Bob",
                                "seat-1": "link", "seat-2": "steady"})
    assert page.game is None and "at least one seat must be a person here" in page.render()
    assert page.render().count('<option value="link"') == 5  # a friend, by link, on every seat


def test_a_game_finished_by_a_friend_goes_to_the_records_on_each_device() -> None:
    ann = Driver()
    assert ann.start(["Ann", "Bob"], seats=["human", "link"], seed=9)
    game = ann.game
    assert game is not None
    bob: Driver | None = None
    while not game.is_over:
        while game.current_player == "Ann":
            _move(ann)
        ann.render()
        if game.is_over:
            break
        bob = (bob.reload(_link(ann)) if bob is not None else Driver().reload(_link(ann)))
        if bob.app.session.asks_who():
            bob.command("holder", name="Bob")
        while bob.game is not None and bob.game.current_player == "Bob":
            _move(bob)
        bob.render()
        ann = ann.reload(_link(bob))
        game = ann.game  # type: ignore[assignment]
        assert game is not None
    markup = ann.render()
    assert ann.screen == "final" and len(ann.app.records.games) == 1
    assert "Send the final scores to Bob" in markup  # whoever moved last, the other hears
    (effect,) = ann.command("copy")
    assert effect.done == "notice.copied-final" and effect.name == "Bob"  # type: ignore[union-attr]
    (entry,) = ann.app.records.games
    assert [player.seat for player in entry.players] == ["human", "human"]  # as shared


# Storage that scales and loses nothing ---------------------------------------------------------

def test_what_an_earlier_release_kept_is_moved_into_the_list() -> None:
    older = Driver()
    assert older.start(["Ann", "Bob"], seats=["human", "steady"], seed=3)
    _move(older)
    text = older.app.session.save_text() or ""
    v2 = json.dumps({key: value for key, value in json.loads(text).items()
                     if key not in ("phase", "turn")} | {"v": 2})
    store = MemoryStore({SAVE_KEY: v2})
    page = Driver(store=store)
    page.boot("")
    assert page.game is not None and page.game.action_texts() == older.game.action_texts()  # type: ignore[union-attr]
    assert SAVE_KEY not in store.items and len(_kept(page)) == 1
    key = page.app.session.kept_as
    assert json.loads(store.get(GAME_PREFIX + key) or "{}")["v"] == saves.VERSION
    # An earlier release's tab, still open, plays on and writes its one save again: the
    # next visit brings the game kept up to date, beside no copy of it.
    _move(older)
    store.put(SAVE_KEY, json.dumps(json.loads(older.app.session.save_text() or "") | {"v": 2}))
    again = page.other_tab()
    assert list(again.app.device.kept.entries) == [key] and SAVE_KEY not in store.items
    assert again.app.device.kept.moves(key) == older.game.action_texts()  # type: ignore[union-attr]


def test_a_lost_or_damaged_entry_is_made_again_from_its_game() -> None:
    page = Driver()
    for seed in (1, 2):
        assert page.start(["Ann"], machine="easy", seed=seed)
        _move(page)
        page.render()
    entries = dict(page.app.device.kept.entries)
    for damaged in (None, "{", '{"v": 1, "key": 5}', "[7]"):
        for key in entries:
            page.store.put(ENTRY_PREFIX + key, damaged)
        again = page.other_tab()
        assert again.app.device.kept.entries.keys() == entries.keys()
        for key, kept in entries.items():  # as it was, but when it was played
            found = games.read_entry(page.store.get(ENTRY_PREFIX + key))  # written again
            assert found is not None and found._replace(played=0, since=0) == \
                kept._replace(played=0, since=0)
    page.store.put(ENTRY_PREFIX + "0badc0de", page.store.get(ENTRY_PREFIX + next(iter(entries))))
    again = page.other_tab()  # an entry whose game is gone goes with it
    assert again.app.device.kept.entries.keys() == entries.keys()
    assert ENTRY_PREFIX + "0badc0de" not in page.store.items


def test_an_entry_from_a_newer_release_is_read_as_far_as_it_goes() -> None:
    page = Driver()
    assert page.start(["Ann"], machine="easy", seed=1)
    page.render()
    key = page.app.session.kept_as
    newer = json.dumps(json.loads(page.store.get(ENTRY_PREFIX + key) or "") |
                       {"v": 2, "more": "from a newer release"})
    page.store.put(ENTRY_PREFIX + key, newer)
    again = page.other_tab()
    assert again.app.device.kept.entries[key].names == ("Ann",)
    assert page.store.get(ENTRY_PREFIX + key) == newer  # not written over by a visit


def test_two_tabs_on_two_games_never_disturb_each_other() -> None:
    one = Driver()
    assert one.start(["Ann"], machine="easy", seed=1)
    one.render()
    two = one.other_tab()
    assert two.start(["Bea"], machine="hard", seed=2)
    two.render()
    for _ in range(5):  # both play, each hearing of the other's storage
        _move(one)
        one.render()
        for key, text in dict(one.store.items).items():
            update(two.app, OtherTab(key, text))
        _move(two)
        two.render()
        for key, text in dict(two.store.items).items():
            update(one.app, OtherTab(key, text))
    assert one.app.session.conflict is None and two.app.session.conflict is None
    for tab in (one, two):
        assert {kept.names for kept in tab.app.device.kept.entries.values()} == {
            ("Ann",), ("Bea",)}
        for other in (one, two):
            game = other.game
            assert game is not None
            listed = tab.app.device.kept.entries[other.app.session.kept_as]
            assert (listed.round, listed.phase, listed.turn) == (game.round, game.phase,
                                                                 game.current_player)
            assert tab.app.device.kept.moves(other.app.session.kept_as) == game.action_texts()
    assert one.reload().game.names == ("Ann",)  # type: ignore[union-attr]  # each tab's own
    assert two.reload().game.names == ("Bea",)  # type: ignore[union-attr]


def test_a_device_that_never_played_still_gets_the_tutorial_offered_beside_a_link() -> None:
    sharer = Driver()
    assert sharer.start(["Ann"], machine="easy", seed=2)
    newcomer = Driver().reload(sharer.app.session.link_fragment())
    assert "tutorial-offer" in newcomer.render()
    knows = Driver(store=MemoryStore({TUTORIAL_KEY: "done"})).reload(
        sharer.app.session.link_fragment())
    assert "tutorial-offer" not in knows.render()


# Every game as one file ------------------------------------------------------------------------

def test_every_game_goes_to_a_file_and_into_another_device() -> None:
    here = Driver()
    assert here.start(["Ann"], machine="hard", seed=1)
    _move(here)
    here.render()
    assert here.start(["Ann", "Bob"], seats=["human", "link"], seed=2)
    _until_turn_of(here, "Bob")
    here.command("records")
    (download,) = here.command("games-export")
    assert download.name.startswith("fantastic-factories-games-")  # type: ignore[union-attr]
    file = download.text  # type: ignore[union-attr]
    assert json.loads(file)["format"] == "fantastic-factories-games"
    there = Driver()
    assert there.start(["Cy"], machine="easy", seed=3)
    there.render()
    there.command("records")
    (check,) = there.command("games-import", text=file)
    assert "Opening" in there.render()
    there.app.import_games(check.text)  # type: ignore[union-attr]  # its checks loaded
    assert "2 games read: 2 added, 0 brought up to date, 0 kept already." in there.render()
    assert {kept.names for kept in _kept(there)} == {("Ann",), ("Ann", "Bob"), ("Cy",)}
    there.app.import_games(file)  # the same file again: nothing twice
    assert "0 added, 0 brought up to date, 2 kept already" in there.render()
    again = here.reload("start")  # the solo game played on where it was made...
    solo = next(kept.key for kept in _kept(again) if kept.machine == "hard")
    again.command("open-game", game=solo)
    _move(again)
    again.render()
    again.command("records")
    newer = again.command("games-export")[0].text  # type: ignore[union-attr]
    there.app.import_games(newer)  # ...brings the copy in the other device up to date
    assert "0 added, 1 brought up to date, 1 kept already" in there.render()
    assert len(_kept(there)) == 3


@pytest.mark.parametrize(("change", "reason"), [
    (lambda data: "not json", "not valid JSON"),
    (lambda data: json.dumps([data]), "not a games file"),
    (lambda data: json.dumps(data | {"format": "records"}), "not a games file"),
    (lambda data: json.dumps(data | {"v": 2}), "newer version"),
    (lambda data: json.dumps(data | {"games": "all"}), "damaged (its field games)"),
    (lambda data: json.dumps(data | {"extra": 1}), "damaged (its field extra)"),
    (lambda data: json.dumps(data | {"games": [data["games"][0] | {"from": "mars"}]}),
     "damaged (its field games.0.from)"),
    (lambda data: json.dumps(data | {"games": [data["games"][0] | {
        "save": data["games"][0]["save"] | {"actions": ["fly away"]}}]}),
     "Game 1 of this file cannot be opened"),
    (lambda data: json.dumps(data | {"games": [data["games"][0] | {
        "save": data["games"][0]["save"] | {"names": ["A" * 41]}}]}),
     "Game 1 of this file cannot be opened"),
    (lambda data: " " * 16_000_001, "too large")])
def test_a_bad_or_newer_games_file_is_refused_whole_and_changes_nothing(
        change: Any, reason: str) -> None:
    maker = Driver()
    assert maker.start(["Ann"], machine="hard", seed=1)
    _move(maker)
    maker.render()
    maker.command("records")
    file = json.loads(maker.command("games-export")[0].text)  # type: ignore[union-attr]
    page = Driver()
    assert page.start(["Cy"], machine="easy", seed=3)
    page.render()
    kept = dict(page.store.items)
    page.command("records")
    page.app.import_games(change(file))
    markup = page.render()
    assert (reason in markup and "nothing was" in markup) or "not" in markup, markup
    assert HOSTILE not in markup
    assert {key: text for key, text in page.store.items.items() if key != "ff-screen"} == \
        {key: text for key, text in kept.items() if key != "ff-screen"}


def test_a_long_list_shows_the_games_played_last_and_the_others_when_asked() -> None:
    page = Driver()
    for seed in range(10):
        assert page.start(["Ann"], machine="easy", seed=seed)
        page.render()
        page.clock.now += 60
    page.command("new")
    markup = page.render()
    assert markup.count('class="kept-game"') == 8 and "Show the other 2 games" in markup
    page.command("games-all")
    markup = page.render()
    assert markup.count('class="kept-game"') == 10 and "Show the other" not in markup
    assert page.app.screen.focus_after(None) == () and page.app.screen.FOCUS["games-all"]
