"""The new-game dialog, for every game's controller (pure; a part of :class:`web.shell.controller.TableApp`): the
dialog opened with the table's setup, a preset's options filled in, the game it describes started (or hosted online),
and Play again.

A game declares its pieces once: its :attr:`NewGame.setup` (a :class:`web.shell.setupform.FormSetup`, whose rules
form builds the dialog and its presets and reads the dialog and the address) and, in :class:`Parts`, the rest. A game
whose dialog is its own (Kings Cup's decks, Klondike's winnable deals) overrides the method that differs. A seated
game with a rules form declares all of it in its spec as one :class:`TableSpec`, which its controller names
(``table = TABLE``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from kings.errors import KingsError
from web.shell import address


@dataclass(frozen=True, slots=True)
class Parts:
    """A game's pieces that the controller's hooks call, each from the game's own module of that name."""

    settings: Any  #: the settings class: ``settings()`` are the defaults, ``settings.load(store)`` the saved ones
    session: Any  #: the session class: ``session.from_dict(data)``, ``session.new(setup, seed)``
    build: Callable[[Any], Any]  #: the view: a scene to the table to draw
    lobby_entry: Callable[[Any], dict[str, Any]]  #: a session's line in the lobby
    #: the address's request: ``setup``, ``speed`` and ``errors`` (None: the game overrides ``_parse_query``)
    parse_query: Callable[[str], Any] | None = None
    #: the new-game dialog's setup (None: the game overrides ``_parse_setup``)
    parse_setup: Callable[[list[tuple[str, str]], str, Mapping[str, str], str], Any] | None = None
    #: the address query that starts a setup again with a seed (None: for rules an address cannot carry)
    share: Callable[[Any, int], str | None] | None = None


@dataclass(frozen=True, kw_only=True, slots=True)
class TableSpec:
    """A seated game with a rules form, declared for its controller (in the game's spec): its registry id, its
    ``Setup`` (a :class:`web.shell.setupform.FormSetup`: the new-game dialog, the address and the first game come
    from its form), its settings class, its CPU players (a :class:`web.shell.players.CpuSpec`) and its features. A
    controller naming it (``table = TABLE``) gets ``game``, ``setup``, ``cpu`` and ``features`` from it."""

    game: str
    setup: Any
    settings: Any
    cpu: Any = None
    features: Any = None
    shared: bool = True  #: an address starts the table's game again (for preset rules: an address carries no other)
    named: bool = True  #: that address names the game (``?game=king``); False: the page's first game, as it always was

    def share_query(self, setup: Any, seed: int) -> str | None:
        """The query that starts ``setup`` again with ``seed`` (None for custom rules, which an address cannot
        carry)."""
        return address.share_query(self.game if self.named else None, setup, seed, self.setup.form.presets)

    def parts(self, session: Any, build: Callable[[Any], Any], lobby_entry: Callable[[Any], dict[str, Any]]) -> Parts:
        """The controller's :class:`Parts`: the game's session class, view and lobby line, and what this declares
        (the dialog and the address are read through :attr:`setup`)."""
        return Parts(self.settings, session, build, lobby_entry, share=self.share_query if self.shared else None)


class NewGame:
    """The new-game dialog's half of the controller (the controller's attributes are declared, not defined, here)."""

    #: the game's ``Setup`` on the shell's :class:`~web.shell.setupform.FormSetup` (made from a session's seats and
    #: rules; its RulesForm builds and reads the dialog), or None: a session knows its own ``setup``, and the game
    #: writes the dialog's hooks
    setup: ClassVar[Any] = None
    #: the game's :class:`TableSpec`, or None: the game names ``game``, ``setup``, ``cpu`` and ``features`` itself
    table: ClassVar[TableSpec | None] = None
    parts: Parts
    session: Any
    settings: Any
    ui: Any
    online: Any
    online_entry: Callable[[Any], None] | None
    online_quick: Callable[[Any], None] | None

    if TYPE_CHECKING:  # the controller's (web.shell.controller.TableApp)

        def start(self, setup: Any) -> None: ...

        def leave_online(self) -> None: ...

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        table = cls.__dict__.get("table")
        if table is not None:  # a declared table names the controller's pieces at once
            for name in ("game", "setup", "cpu", "features"):
                if getattr(table, name) is not None:
                    setattr(cls, name, getattr(table, name))

    def _setup_of(self, session: Any) -> Any:
        """The setup (seats and rules, no seed) that started ``session``."""
        if self.setup is None:
            return session.setup
        return self.setup(session.seats, session.rules)

    def table_setup(self) -> Any:
        """The setup the dialog opens with: the table's, or the one remembered before any game."""
        return self.settings.start_setup() if self.session is None else self._setup_of(self.session)

    def share_query(self) -> str | None:
        """The address that starts the table's game again: None online, for custom rules, or without
        :attr:`Parts.share`."""
        s = self.session
        if self.parts.share is None or s is None or self.online is not None:
            return None
        return self.parts.share(self._setup_of(s), s.match.seed)

    def _parse_setup(self, seats: list[tuple[str, str]], preset_id: str, values: Mapping[str, str], seed: str) -> Any:
        if self.parts.parse_setup is None and self.setup is not None:
            return self.setup.from_form(seats, preset_id, values, seed)
        assert self.parts.parse_setup is not None, "a game without Parts.parse_setup or a setup overrides this"
        return self.parts.parse_setup(seats, preset_id, values, seed)

    def open_setup(self) -> None:
        """The new-game dialog, filled with the table's setup (or the one remembered)."""
        assert self.setup is not None, "a game without a declared setup overrides open_setup"
        form = self.setup.form
        setup = self.table_setup()
        self.ui.show_setup(form.setup_form(setup, form.form_fields(setup.rules)))

    def setup_preset(self, preset_id: str) -> None:
        """The preset menu changed: show that preset's options (nothing to redraw for a game without a form)."""
        form = getattr(self.setup, "form", None)
        if form is not None and preset_id in form.presets:
            self.ui.fill_rules(form.form_fields(form.presets[preset_id]))

    def dialog_setup(self, seats: list[tuple[str, str]], preset_id: str, values: Mapping[str, str],
                     seed: str) -> Any:  # fmt: skip
        """The game the dialog describes, or None once the dialog shows what is wrong with it."""
        try:
            return self._parse_setup(seats, preset_id, values, seed)
        except (KingsError, ValueError) as exc:
            self.ui.setup_error(str(exc))
            return None

    def submit_setup(self, seats: list[tuple[str, str]], preset_id: str, values: Mapping[str, str],
                     seed: str) -> None:  # fmt: skip
        """Start the game the new-game dialog describes, or show what is wrong with it."""
        setup = self.dialog_setup(seats, preset_id, values, seed)
        if setup is not None:
            self.ui.close_setup()
            self.leave_online()  # the dialog's game is this device's own (Play online opens a new table)
            self.start(setup)

    def submit_online(self, seats: list[tuple[str, str]], preset_id: str, values: Mapping[str, str],
                      seed: str, quick: bool = False) -> None:  # fmt: skip
        """The new-game dialog's Play online: host an online table for the game it describes (``quick``: its Quick
        match, a public table with its rules, else one of the player's own: web/shell/online/dom_quick.py)."""
        entry = self.online_quick if quick else self.online_entry
        if entry is None:
            return
        setup = self.dialog_setup(seats, preset_id, values, seed)
        if setup is not None:
            self.ui.close_setup()
            entry(setup)

    def rematch(self) -> None:
        """Play again: the table's setup, a new seed."""
        if self.session is not None:
            self.start(self._setup_of(self.session))
