"""The page as an app: a stack of screens (the router), the game in play, what is kept.

Modelled on Textual's App and the Elm architecture: the browser glue (glue/) turns each
input into a message for the one update (update.py), which changes the app: a command
(a click, key or change, an `Event`) goes to the screen on top (screens/), else to the
page's own commands (page_commands.py); the screen changes its state, the session's, or
the stack. The update then settles what changed (:meth:`App.settle`: the game, the records
and the choices kept in storage, through a `Store`, store.py) and hands the glue the
`effects` a command asked for (the clipboard, a download, a scroll); the glue asks
:meth:`App.frame` for the new HTML. Nothing here touches the browser, so the whole page
runs, and is tested, under CPython.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import ffcore
from effects import Effect
from ffcore import BadCode, Game
from html_builder import Markup, el, join
from keeping.device import Device
from keeping.record_book import Records
from keeping.store import SETTINGS, MemoryStore, Store
from play.seats import HUMAN
from play.session import Session, refusal
from screens import Screen
from screens.board import BoardScreen
from screens.final import FinalScreen
from screens.pass_device import PassScreen
from screens.records import RecordsScreen
from screens.replay import ReplayScreen
from screens.rules import RulesScreen
from screens.settings import SettingsScreen
from screens.start import StartScreen
from shell import opening
from shell.page_commands import SCREEN_ADDRESSES
from shell.router import Router
from shell.sharing import share_game
from shell.work import Work
from texts.ui_text import LANGUAGE_NAMES, t
from ui import Settings, Ui, languages

if TYPE_CHECKING:
    from keeping.saves import Daily
    from play.bot_turns import ThinkerPort

#: The screens that show the game in play, one at a time, just above the start screen.
GAME_SCREENS = (PassScreen, BoardScreen, FinalScreen)


@dataclass
class App:
    """The page: its screens, the game in play, the records and what storage keeps."""

    ui: Ui = field(default_factory=Ui)
    store: Store = field(default_factory=MemoryStore)
    #: The page's own address, without a link (shared links are made on it).
    base_url: str = ""
    #: What commands asked the browser to do, for the glue to carry out.
    effects: list[Effect] = field(default_factory=list)
    #: The tab's own storage (the browser's session storage): the game it shows.
    tab: Store = field(default_factory=MemoryStore)
    #: The time, in seconds since 1970 (UTC).
    clock: Callable[[], float] = time.time

    def __post_init__(self) -> None:
        self.session = Session(self.ui)
        self.router = Router(StartScreen(self))
        self.device = Device(self.store, self.session, self.tab, self.clock)
        self.session.asks_suggestions = self.device.suggests
        #: The work between clicks for the screen that shows (bots, suggestions, reviews).
        self.work = Work(self.router, self.session, self.ui.pace)
        #: The screen the page shows, as last drawn (None: none yet).
        self.shown: Screen | None = None

    @property
    def records(self) -> Records:
        """Return the records of the games finished on this device."""
        return self.device.records

    @records.setter
    def records(self, kept: Records) -> None:
        self.device.records = kept

    # Moving between screens (router.py) -------------------------------------------------

    @property
    def screen(self) -> Screen:
        """Return the screen on top: the one that shows."""
        return self.router.top

    @property
    def start(self) -> StartScreen:
        screen = self.router.stack[0]
        assert isinstance(screen, StartScreen)
        return screen

    def push(self, screen: Screen) -> None:
        """Open a screen over the one that shows."""
        self.router.push(screen)

    def pop(self) -> None:
        """Close the screen on top: back to the one under it (never below the start)."""
        self.router.pop()

    def to_start(self, error: str = "") -> None:
        """Go back to the start screen, at its top where the list of games is (the game in
        play stays, to be resumed; Back, unlike this, finds the screen as it was left)."""
        self.router.back_to(1)
        self.start.error = error
        self.start.scroll_y = 0.0

    def back_to(self, depth: int) -> None:
        """Back (the browser's): close screens down to ``depth``; a choice half made on a
        screen closed is dropped with it."""
        self.router.back_to(depth)
        self.work.skip_pause = False

    def forward_to(self, depth: int) -> None:
        """Forward (the browser's): open again the screens Back closed. In a game of
        several people on one device, the pass screen stands between them whatever the
        history does: whoever holds the device now may not be the one who went back."""
        self.router.forward_to(depth)
        game = self.session.game
        if isinstance(self.screen, GAME_SCREENS) and game is not None and \
                len(self.session.humans()) > 1:
            self.session.viewer = ""
            self.follow_game()

    def refuse(self, key: str, error: ValueError) -> None:
        """Go back to the start screen saying why what was opened was refused (``key``)."""
        self.to_start(t(key, self.ui.lang, reason=refusal(error, self.ui.lang)))

    def follow_game(self) -> None:
        """Show the game in play as it now stands, in place of the game screen shown: the
        pass screen when the device must change hands, else the board or the final sheet."""
        game = self.session.game
        if game is None:
            return
        wanted = self.session.next_view()
        kind: type[PassScreen | BoardScreen | FinalScreen] = \
            PassScreen if wanted in ("pass", "who") else \
            FinalScreen if game.is_over else BoardScreen
        shown = self.screen
        if not isinstance(shown, GAME_SCREENS):
            self.push(kind(self))
        elif type(shown) is not kind:
            screen = kind(self)
            screen.offer_tutorial = shown.offer_tutorial  # until the player says not now
            self.router.replace(screen)

    def offer_tutorial(self) -> None:
        """Offer the tutorial beside the game shown (a link opened on a device that never
        played), until the player says not now."""
        if isinstance(self.screen, GAME_SCREENS):
            self.screen.offer_tutorial = True

    def begin(self, game: Game, seats: list[str], daily: Daily | None = None) -> None:
        """Play a new ``game`` from the start screen, kept beside the others: the start
        screen stays under it."""
        self.session.begin(game, seats, daily)
        self.to_start()
        self.follow_game()

    # Commands ---------------------------------------------------------------------------

    def key_command(self, key: str) -> str | None:
        """Return the command a key gives on the screen that shows (None: none)."""
        return self.screen.KEYS.get(key)

    def set_language(self, lang: str) -> None:
        """Show every screen in a language ("en" or "pt"), kept for the next visit."""
        if lang in LANGUAGE_NAMES:
            self.ui.lang = lang
            self.device.keep_language(lang)

    def set_setting(self, name: str, value: str) -> None:
        """Change a setting of store.SETTINGS (the theme, motion, the coach's default), kept
        for the next visit."""
        if name in SETTINGS and value in SETTINGS[name][1]:
            setattr(self.ui.settings, name, value)
            self.device.keep_setting(name, value)

    def open_settings(self) -> None:
        if not isinstance(self.screen, SettingsScreen):
            self.push(SettingsScreen(self))

    def open_rules(self) -> None:
        if not isinstance(self.screen, RulesScreen):
            self.push(RulesScreen(self))

    def open_records(self) -> None:
        if not isinstance(self.screen, RecordsScreen):
            self.push(RecordsScreen(self))

    def open_replay(self, game: Game, seats: Sequence[str] = (), at: int = 0) -> None:
        """Watch a game again from its start (or the position ``at``), through the eyes of
        its first person (by ``seats``); the game in play (and its save) stays."""
        screen = ReplayScreen(self, game, seats)
        if at:
            screen.watching.goto(at)
        self.push(screen)

    def new_game(self, names: list[str], *, machine: str | None = None) -> bool:
        """Start a new game from the start screen (which says why, if it cannot start)."""
        return self.start.new_game(names, machine=machine)

    def skip_pauses(self) -> None:
        """Skip the pauses after bots' moves, for these bots' turns (glue/pacing.py)."""
        self.work.skip_pause = True

    def open_replay_code(self, code: str) -> None:
        """Watch the game of a share code (a ``#r=`` link or a kept record)."""
        try:
            game = ffcore.from_code(code)
        except BadCode as error:
            self.refuse("error.bad-link", error)
            return
        self.open_replay(game)

    def copy_link(self) -> None:
        """Share the game: the phone's share sheet (with whose move it is), else copy."""
        if self.session.game is not None:
            self.effects.append(share_game(self.session, self.base_url, self.ui.can_share,
                                           self.ui.lang))

    # Links and saves --------------------------------------------------------------------

    def open_link(self, fragment: str) -> None:
        """Open a ``g=CODE[&s=SEATS]`` link: the game it holds, found among the games kept
        (opening.py)."""
        opening.open_link(self, fragment)

    def open_json_save(self, text: str, failed: str = "") -> None:
        """Open a full-state JSON save (:meth:`ffcore.Game.to_json`), every seat a person, as
        any game that came from elsewhere (opening.py), once its checks (pydantic) have
        loaded; ``failed`` says why they could not."""
        self.start.opening = False
        if failed:
            self.start.error = t("error.internal", self.ui.lang, reason=failed)
            return
        try:
            game = ffcore.from_json(text)
        except BadCode as error:
            self.refuse("error.bad-json", error)
            return
        opening.arrive(self, game, [HUMAN] * len(game.names))

    def open_kept(self, key: str) -> None:
        """Play a game kept on this device (opening.py)."""
        opening.open_kept(self, key)

    def resume(self) -> None:
        """Resume the game this tab showed last, else the game played last (if any)."""
        key = self.device.kept.tab_game() or self.device.kept.last_played()
        if key is not None:
            opening.open_kept(self, key)

    def import_games(self, text: str, failed: str = "") -> None:
        """Keep the games of a file once its checks have loaded (opening.py); the records
        screen, where it was chosen, says how it went."""
        message = opening.import_games(self, text, failed)
        for screen in self.router.stack:
            if isinstance(screen, RecordsScreen):
                screen.games_message = message

    def remove_game(self, key: str) -> None:
        """Remove a game from the list, with Undo in the notice (opening.py); Forward goes
        to no screen of a game removed."""
        opening.remove_game(self, key)
        if self.session.game is None:
            self.router.ahead.clear()

    def restore_game(self) -> None:
        """Undo: put the game removed last back in the list (opening.py)."""
        opening.restore_game(self)

    def address(self, level: int) -> str:
        """Return the address of the screen at ``level`` of the stack (1: the bottom)."""
        return self.router.stack[min(level, self.router.depth) - 1].address()

    def open_address(self, link: str) -> bool:
        """Open the link or screen the page's address holds (address.py); return whether
        there was one. ``g=`` opens a game to play, ``r=`` its replay (over the saved
        game, which stays), ``d=`` offers a friend's daily challenge; ``start``,
        ``rules`` and ``records`` are the page's own screens' addresses."""
        if link in SCREEN_ADDRESSES:
            # Over the game resumed; the list of games over the tab's own only (a reload):
            # a visit to it replays no game.
            if self.session.game is None and (link != "start" or self.device.kept.tab_game()):
                self.resume()
            SCREEN_ADDRESSES[link](self)
        elif link.startswith("g="):
            self.open_link(link)
        elif link.startswith(("r=", "d=")):
            if self.session.game is None:
                self.resume()
            if link.startswith("r="):
                self.open_replay_code(link[2:])
            else:
                self.to_start()
                self.start.offer_daily(link[2:])
        else:
            return False
        return True

    def boot(self, link: str, lang: str = "en", *, can_share: bool = False,
             reduced_motion: bool = False, thinker: ThinkerPort | None = None) -> None:
        """Start the page (`Started`): in the language chosen on this device, else the
        browser's (``lang``), with what the browser allows (the bots' ``thinker`` off the
        page's thread, if it has one); read what storage keeps and open
        the address's link (or else resume the tab's game, or the one played last). A shared
        link opens straight into its screen: the browser keeps no entry under it, so Back
        leaves for the page that linked to it."""
        chosen = self.device.language()
        self.ui.lang = chosen if chosen in LANGUAGE_NAMES else lang
        self.ui.can_share = can_share
        self.ui.reduced_motion = reduced_motion
        self.session.thinker = thinker
        self.device.load_records()
        self.device.load_tip()
        self.device.kept.load()
        self.ui.settings = Settings(**{name: self.device.setting(name) for name in SETTINGS})
        self.ui.storage_blocked = self.device.blocked
        refused = self.device.kept.refused
        if refused is not None:  # a game kept could not be read: say why, and nothing else
            self.device.kept.refused = None
            self.refuse("error.bad-save", refused)
        if self.open_address(link):
            if link not in SCREEN_ADDRESSES:
                self.router.base = self.router.depth
        elif refused is None:
            self.resume()

    def resolve_conflict(self, load: bool) -> None:
        """Load the other tab's newer copy of the game, or keep playing this one (which then
        saves over): opening.py."""
        opening.resolve_conflict(self, load)

    # Drawing, and keeping what changed --------------------------------------------------

    def settle(self) -> None:
        """End the handling of a message, before the page is drawn: write what the player
        chose or reached (`Device.keep`), the game and the records when they changed (each
        written once per change), and let the screen on top note what its viewer now sees
        (what a move changed, the events not seen yet)."""
        self.device.keep()
        self.device.kept.save()
        self.device.save_records()
        self.device.keep_suggesting()
        self.screen.settle()

    def frame(self) -> Markup:
        """Return the HTML of the screen that shows, below the language switch, in an element
        named after the screen: another screen is another element, never the last one's
        patched into it (glue/render.py). Drawing changes nothing: what changed was settled
        when the message was handled."""
        return join(languages(self.ui.lang),
                    el("div", {"id": f"screen-{self.screen.name}"}, self.screen.render()))

    def drawn(self, html: Markup) -> None:
        """The page shows ``html``: note which screen it is, and keep it for the next visit's
        first paint, if it may be."""
        self.shown = self.screen
        if self.may_keep_screen():
            self.device.keep_screen(html, self.ui.lang)

    def may_keep_screen(self) -> bool:
        """Return whether the screen shown may be painted again on the next visit, before
        Python is ready: a board or pass screen, which a reload shows again, but in hot seat
        only the pass screen (whoever opens the page next may not be the player shown)."""
        if isinstance(self.screen, PassScreen):
            return True
        return self.work.shows_play() and self.session.seats.count(HUMAN) <= 1

    def spoken(self) -> tuple[Game | None, str]:
        """Return the game whose new log lines are read (the board's), and to whom ("")."""
        shown = self.screen.shows()
        if shown is not None:
            return shown.game, shown.viewer
        return self.session.game, ""

