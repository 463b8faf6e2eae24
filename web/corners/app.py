"""The controller: one object owns the match and turns the player's intents into engine moves.

DOM handlers are one-line calls into :class:`App` (``app.tap_pile("N")``, ``app.press("end")``).
The App never touches the page: it hands a :class:`~web.corners.view.Scene`'s view to a :class:`Ui`,
which :mod:`web.corners.dom` implements in the browser and tests replace with a fake. What every game's
controller does alike (boot, resume, save, settings, the new-game dialog, hand-offs) is the shell's
:class:`~web.shell.controller.TableApp`; CPU turns run in the shell's loop, in an asyncio task that sleeps
between moves, so the page answers clicks while CPUs play.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from kings.cards import JOKER, Card
from kings.corners import DRAW, END_TURN, PRESETS, Move, Place, Play, Shift
from web.corners import GAME, narrate, view
from web.corners.features import Features, Ui
from web.corners.players import CPU
from web.corners.results import lobby_entry
from web.corners.session import Session
from web.corners.setup import Settings, Setup, form_fields, parse_query, parse_setup, share_query
from web.corners.viewmodels import Selection
from web.shell.cpuloop import CpuTable
from web.shell.newgame import Parts


class App(CpuTable[Session, Settings, Features, Ui, Move]):
    """Owns the session (match + seats), the selection, hint and messages; reacts to intents."""

    game = GAME
    cpu = CPU
    features = Features
    setup = Setup
    parts = Parts(Settings, Session, view.build, lobby_entry, parse_query, parse_setup, share_query)
    selection: Selection | None = None
    choices: tuple[Move, ...] = ()
    _setup_base: Setup | None = None

    # -- the shared controller's hooks (web.shell.controller) ---------------------------------------
    def _first_visit(self, saved_settings: Any) -> None:
        if saved_settings is None:
            self.more.offer = True
            self._say("Welcome! Tap a card, then a pile where it fits, or drag it there. Rules explains the game.",
                      "success")  # fmt: skip
            self.render()

    def _reset(self) -> None:
        self.selection, self.hint, self.choices = None, None, ()

    def unpick(self) -> None:
        self.selection, self.choices = None, ()

    def hint_words(self, s: Session, move: Move) -> str:
        deal = s.shown
        return narrate.advice(move, deal, view.end_label(s.match.rules, deal))

    def scene(self) -> view.Scene:
        assert self.session is not None
        s = self.session
        return view.Scene(s, self.selection, self.hint, self.message, self.choices, self.running,
                          tuple(self.store.notices), self.settings.speed, self.share_query(), self.more.extras(),
                          self.thinking)  # fmt: skip

    # -- picking up and dropping ---------------------------------------------------------------
    def tap_card(self, code: str) -> None:
        """A card of the hand was tapped: pick it up, or put it back if it was picked."""
        if not self.can_act():
            return
        card = Card.parse(code.split("#")[0])
        same = self.selection is not None and self.selection.card == card
        self.selection = None if same else Selection(card=card)
        self.choices = ()
        self._nowhere()
        self.render()

    def pick_card(self, code: str) -> bool:
        """Start dragging a card of the hand; False if it cannot be picked up now."""
        if not self.can_act():
            return False
        self.selection, self.choices = Selection(card=Card.parse(code.split("#")[0])), ()
        self._nowhere()
        self.render()
        return True

    def _nowhere(self) -> None:
        """Say at once when the picked card fits nowhere; the line goes with the next pick or put-back."""
        s = self.session
        text = view.nowhere(s.shown.legal_moves(), self.selection) if s is not None else None
        if text is not None:
            self._say(text)
        elif self.message is not None and self.message.text.endswith(view.NOWHERE):
            self.message = None

    def pick_pile(self, place: str) -> bool:
        """Start dragging a whole pile; False if it cannot be picked up now."""
        if not self.can_act() or not self._pile(place):
            return False
        self.selection, self.choices = Selection(pile=Place.parse(place)), ()
        self.render()
        return True

    def _pile(self, place: str) -> bool:
        assert self.session is not None
        return bool(self.session.shown.piles[Place.parse(place)])

    def tap_pile(self, place: str) -> None:
        """A pile was tapped: the drop target of what is picked up, or a pile to pick up."""
        if not self.can_act():
            return
        if self.selection is not None:
            self.drop(place)
        elif self._pile(place):
            self.selection = Selection(pile=Place.parse(place))
            self.render()
        else:
            self._say("Pick a card from your hand first, then tap where it goes.")
            self.render()

    def drop(self, place: str | None) -> None:
        """Drop what is picked up on ``place`` (None: dropped off the table, so it goes back)."""
        sel, s = self.selection, self.session
        if sel is None or s is None or not self.can_act():
            return
        self.selection = None
        if place is None:
            self.render()
            return
        target = Place.parse(place)
        if sel.pile is not None:
            if sel.pile is target:
                self.render()
                return
            self.play(Shift(sel.pile, target))
            return
        assert sel.card is not None
        if sel.card == JOKER:
            options = tuple(m for m in s.shown.legal_moves()
                            if isinstance(m, Play) and m.card.is_joker and m.pile is target)  # fmt: skip
            if len(options) == 1:
                self.play(options[0])
            elif options:
                self.choices = options
                self._say(f"Which card does the joker stand for on the {target.word} pile?")
                self.render()
            else:
                self._say(f"The joker cannot go on the {target.word} pile: no card it could stand for fits there.",
                          "error")  # fmt: skip
                self.render()
            return
        self.play(Play(sel.card, target))

    def choose(self, notation: str) -> None:
        """Play one of the offered joker moves."""
        moves = {str(m): m for m in self.choices}
        if notation in moves and self.can_act():
            self.play(moves[notation])

    def refused(self, move: Move) -> bool:
        return self.more.refuse(move)

    # -- buttons -------------------------------------------------------------------------------
    def actions(self) -> Mapping[str, Callable[[], object]]:
        """The game's own buttons and keys: ``draw``, ``end``, ``hint``, ``next``."""
        return {
            "draw": lambda: self.play(DRAW), "end": lambda: self.play(END_TURN), "hint": self.hints.ask,
            "next": self.next_deal, "cancel": self.cancel,
        }  # fmt: skip

    def cancel(self) -> None:
        self.selection, self.choices = None, ()
        self.render()

    # -- the new-game dialog -------------------------------------------------------------------
    def open_setup(self) -> None:
        setup = self._setup_base = self.table_setup()
        self.ui.show_setup(setup, form_fields(setup.rules))

    def setup_preset(self, preset_id: str) -> None:
        """The preset menu changed: show that preset's options."""
        if preset_id in PRESETS:
            self.ui.fill_rules(form_fields(PRESETS[preset_id]))
