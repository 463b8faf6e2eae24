"""A game's whole page, the same way for every game (page code): the game's table (its ``Dom``) plus the rules, keys,
settings, tutorial and statistics dialogs, the new-game dialog, pointer and keyboard input, sounds, and the
reduced-motion and high-contrast media queries. It implements the controller's ``Ui`` (web/shell/protocols.py).

A game declares its page in a few lines, the way Django declares an admin: its ``Dom`` after :class:`TablePage`, the
id prefix and area of its help, the words of its statistics, and how it makes its input and keys::

    class Page(TablePage, Dom):
        prefix, area, stats_words = "tt-", 'main[data-table="three-thirteen"] .play-area', ("round", "games")
        rules_name = staticmethod(preset_name)
        input_type, keys_type = Input, Keys
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from kings.i18n import _, pgettext
from web.shell.dom_dialogs import DialogsUi
from web.shell.dom_help import Help
from web.shell.dom_replay import ReplayUi
from web.shell.dom_setup import SetupDialog, SetupUi
from web.shell.dom_sound import Sounds
from web.shell.dom_stats import StatsPage
from web.shell.dom_toside import ToSide
from web.shell.dom_wake import WakeLock
from web.shell.games import GAMES
from web.shell.page import css_words


class TablePage(DialogsUi, SetupUi, ReplayUi):
    """Everything around a game's table; mixed in before the game's ``Dom`` (which draws the table)."""

    game: ClassVar[str]  #: the game's id
    prefix: ClassVar[str]  #: the game's element ids' prefix (``tt-``)
    area: ClassVar[str]  #: where the help's extras go (a selector)
    stats_words: ClassVar[tuple[str, str]]  #: what the statistics call a deal and matches (``round``, ``games``)
    stats_penalty: ClassVar[bool] = True  #: whether a deal scores a penalty (the statistics' column)
    rules_name: Callable[[str], str]  #: a rules preset's name, for the statistics
    input_type: ClassVar[type[Any]]  #: the table's pointer input (its ``Input``, made on the page)
    keys_type: ClassVar[type[Any]]  #: its keyboard play (its ``Keys``), unless its :meth:`new_keys` says otherwise
    state_id: ClassVar[str | None] = None  #: the element the sounds mark (``<prefix>state`` unless said)
    #: the cue that the side lies under the table, and the way there (made by the shell: web/shell/dom_toside.py)
    to_side: ClassVar[ToSide | None] = None
    #: the table's states (its view's ``state``) in which the screen is kept awake (:mod:`web.shell.dom_wake`): a
    #: party game's phone going round must not go dark between turns; none by default
    awake: ClassVar[tuple[str, ...]] = ()

    # the game's Dom's own (a TableLines)
    banner: Any
    doc: Any
    win: Any
    listen: Callable[..., Any]

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, window, proxy)  # type: ignore[call-arg]  # (the game's Dom, next in line)
        self.help = Help(document, proxy, prefix=self.prefix, area=self.area)
        # Translators: the word printed on a joker card's face
        css_words(document, {"--words-hand-hidden": _("Hand hidden"), "--words-joker": pgettext("card face", "JOKER")})
        self.dialogs = SetupDialog(document, proxy)
        self.input = self.new_input()
        self.keys = self.new_keys()
        name = GAMES[self.game].title
        self.stats_page = StatsPage(document, window, proxy, type(self).rules_name, name, self.stats_words,
                                    penalty=self.stats_penalty)  # fmt: skip
        self.sounds = Sounds(window, self.by_id(self.state_id or f"{self.prefix}state"))
        self._reduced = window.matchMedia("(prefers-reduced-motion: reduce)")
        self._contrast = window.matchMedia("(prefers-contrast: more)")
        self.wake = WakeLock(window, proxy, self.by_id(self.state_id or f"{self.prefix}state")) if self.awake else None

    # -- what a game's page makes ----------------------------------------------------------------------------
    def new_input(self) -> Any:
        """The table's pointer input (bound to the controller by :meth:`bind`)."""
        return self.input_type(self)

    def new_keys(self) -> Any:
        """The table's keyboard play (bound to the controller by :meth:`bind`)."""
        return self.keys_type(self)

    # -- the same for every game -----------------------------------------------------------------------------
    def bind(self, app: Any) -> None:
        """Connect the page to its controller: the dialogs, the banner, input, keys and the statistics files."""
        self.app = app
        self.dialogs.bind(app)
        self.banner.bind()
        self.input.bind(app)
        self.keys.bind(app)
        self.stats_page.bind(app.more.import_stats)
        self.listen(self._contrast, "change", lambda e: self.help.render(self.help.extras, bool(e.matches)))
        if (wake := self.wake) is not None:  # the browser drops the lock when the page is hidden: ask again
            self.listen(self.doc, "visibilitychange", lambda e: wake.visible())

    def render(self, t: Any, animate: bool) -> None:
        """Draw the table (no flying cards if motion is reduced), its help's extras, and keep the keyboard focus."""
        before = self.keys.where()
        super().render(t, animate and not bool(self._reduced.matches))  # type: ignore[misc]  # (the game's Dom)
        self.help.render(t.extras, bool(self._contrast.matches))
        self.keys.after_render(before, t)
        if self.wake is not None:
            self.wake.set(t.state in self.awake)

    def rest(self) -> None:
        """The game left the screen: let the screen sleep."""
        if self.wake is not None:
            self.wake.set(False)

    def invalidate(self) -> None:
        """Another game drew on the page's shared parts: draw them all again at the next render."""
        super().invalidate()  # type: ignore[misc]  # (the game's Dom)
        self.help.invalidate()
