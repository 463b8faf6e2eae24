"""King's controller: one object owns the game and turns the player's intents into engine moves.

DOM handlers are one-line calls into :class:`App` (``app.tap_card("QH")``, ``app.choose("2 up")``,
``app.press("hint")``). The App never touches the page: it hands a :class:`~web.king.view.Scene`'s view
to a :class:`~web.king.spec.Ui`, which :mod:`web.king.dom` implements in the browser and tests
replace with a fake. What every game's controller does alike (boot, resume, save, settings, the new-game
dialog, hand-offs) is the shell's :class:`~web.shell.controller.TableApp`; the CPU moves run in the shell's
loop (:class:`web.shell.cpuloop.CpuLoop`, following :data:`web.king.spec.CPU`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace

from kings.cards import Card
from kings.errors import NotationError
from kings.i18n import N_, _
from kings.king.moves import Move
from web.king import view, words
from web.king.results import lobby_entry
from web.king.session import Session
from web.king.spec import TABLE, Settings, Ui
from web.shell.cpuloop import CpuTable
from web.shell.features import Features


class App(CpuTable[Session, Settings, Features, Ui, Move]):
    """Owns the session (game + seats), the hint, the message and the table's toggles; reacts to intents."""

    table = TABLE
    parts = TABLE.parts(Session, view.build, lobby_entry)
    deal_name = N_("Hand {n}")  #: a replay's jumps
    views = ("cancel", "last", "sheet", "columns-one", "columns-two")  #: what a replay lets through
    show_last = False  #: the player is looking at the last trick

    # -- the shared controller's hooks (web.shell.controller) ---------------------------------------
    def _reset(self) -> None:
        self.hint = None
        if not self.running:  # the last trick stays open while the CPUs play; your move (or a new game) closes it
            self.show_last = False

    def hint_words(self, s: Session, move: Move) -> str:
        return words.hint_words(move, s.names())

    def scene(self) -> view.Scene:
        assert self.session is not None
        return view.Scene(self.session, self.hint, self.message, self.running, tuple(self.store.notices),
                          self.settings.speed, self.more.extras(), self.thinking, self.show_last,
                          self.settings.columns)  # fmt: skip

    # -- the player's intents ----------------------------------------------------------------------
    def tap_card(self, code: str) -> None:
        """A card of the hand was tapped (or dropped on the table): play it, or say why it may not be played."""
        s = self.session
        if s is None or not self.can_act():
            return
        if s.game.phase != "play":
            self._say(_("Answer above first: the hand is still being chosen."))
            self.render()
            return
        try:
            card = Card.parse(code)
        except NotationError:
            return
        self.play(card)

    def actions(self) -> Mapping[str, Callable[[], object]]:
        """The game's own buttons and keys: ``hint``, ``last``, ``sheet``, ``next``, ..."""
        return {
            "hint": self.hints.ask, "last": self.toggle_last, "sheet": self.ui.show_sheet, "next": self.next_deal,
            "cancel": self.cancel, "columns-one": lambda: self.set_columns("one"),
            "columns-two": lambda: self.set_columns("two"),
        }  # fmt: skip

    def toggle_last(self) -> None:
        self.show_last = not self.show_last
        self.render()

    def cancel(self) -> None:
        self.show_last = False
        self.render()

    def set_columns(self, columns: str) -> None:
        if columns in ("one", "two"):
            self.settings = replace(self.settings, columns="two" if columns == "two" else "one")
            self.save_settings()
            self.render()

    def _deal(self, session: Session) -> None:
        self.show_last = False  # the last trick shown was the hand's before
        super()._deal(session)
