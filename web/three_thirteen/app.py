"""3-13's controller: one object owns the game and turns the player's intents into engine moves.

DOM handlers are one-line calls into :class:`App` (``app.tap_stock()``, ``app.tap_card("7H#2")``,
``app.tap_pile()``, ``app.press("out")``). A draw is a tap on the stock or the discard pile; a discard is a
tap on a card (it is picked) and then on the pile (or the same card again), and goes out when it can; going out is
offered (Go out) only when legal. What every game's controller does alike is the shell's
:class:`~web.shell.controller.TableApp`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace

from kings.i18n import N_, _
from kings.three_thirteen.moves import DISCARD, STOCK, Discard, Move, parse_move
from kings.three_thirteen.rules import PRESETS, packs_for
from web.shell.cpuloop import CpuTable
from web.shell.features import Features
from web.three_thirteen import view, words
from web.three_thirteen.results import lobby_entry
from web.three_thirteen.spec import TABLE, Session, Settings, Setup, Ui


class App(CpuTable[Session, Settings, Features, Ui, Move]):
    """Owns the session (game + seats), the picked card, the hint and the message; reacts to intents."""

    table = TABLE
    parts = TABLE.parts(Session, view.build, lobby_entry)
    deal_name = N_("Round {n}")  #: a replay's jumps
    selected: str | None = None  #: the key of the card picked to discard

    # -- the shared controller's hooks (web.shell.controller) ---------------------------------------
    def _setup_of(self, session: Session) -> Setup:
        rules = session.match.rules
        preset = next((p for p in PRESETS.values() if p == replace(rules, packs=p.packs)), None)
        if preset is None and rules.packs == packs_for(session.match.players):
            rules = replace(rules, packs=0)  # custom rules: "one for every two players" again, not this table's
        return Setup(session.seats, preset or rules)  # the table's packs were resolved: the preset again

    def _reset(self) -> None:
        self.selected, self.hint = None, None

    def unpick(self) -> None:
        self.selected = None

    def hint_words(self, s: Session, move: Move) -> str:
        meld = words.hint_meld(s.shown, move, self.settings.arrange)
        return words.hint_words(move, s.shown.pile[-1].label if s.shown.pile else "", meld)

    def scene(self) -> view.Scene:
        assert self.session is not None
        return view.Scene(self.session, **self.scene_frame(), selected=self.selected, arrange=self.settings.arrange)

    # -- the player's intents ----------------------------------------------------------------------
    def _phase(self) -> str:
        assert self.session is not None
        return self.session.shown.phase

    def tap_stock(self) -> None:
        if self.can_act():
            self.play(STOCK)

    def tap_pile(self) -> None:
        """The discard pile: take its top card, or throw the picked card on it."""
        if not self.can_act():
            return
        if self._phase() == "draw":
            self.play(DISCARD)
        elif self.selected is not None:
            self.discard(self.selected)
        else:
            self.tell(_("Pick the card to discard first: tap it in your hand."))

    def tap_card(self, key: str) -> None:
        """A card of the hand: pick it to discard, or discard it if it was picked already."""
        if not self.can_act():
            return
        if self._phase() == "draw":
            s = self.session
            assert s is not None
            if s.shown.pile:
                self.tell(_("Draw first: tap the stock, or the {card} on the discard pile.").format(
                    card=s.shown.pile[-1].label))
            else:
                self.tell(_("Draw first: tap the stock, or the top card on the discard pile."))
            return
        if self.selected == key:
            self.discard(key)
            return
        self.selected = key
        self.render()

    def discard(self, key: str, out: bool = False) -> None:
        """Discard the card ``key`` of the hand, and go out with it whenever that is legal: a discard that leaves
        every other card melded goes out, however it is made (thrown on the pile, it did not: the winning hand was
        played on and lost, review 62). The engine's moves are as they were: this is the table's choice."""
        try:
            move = parse_move(("out:" if out else "") + key.split("#")[0])
        except ValueError:
            return
        s = self.session
        if isinstance(move, Discard) and not move.out and s is not None and s.in_deal:
            going = Discard(move.card, out=True)
            if going in s.shown.legal_moves():
                move = going
        self.play(move)

    def go_out(self) -> None:
        """Go out with the card the table offers (the picked one when it can)."""
        if not self.can_act():
            return
        offer = view.build(self.scene()).out
        if offer is None:
            self.tell(_("You cannot go out now: every card but one must be in a set or a run, after you draw."))
            return
        self.play(parse_move(offer.move))

    def move_card(self, key: str, to: int) -> None:
        """In the player's own order: put the card ``key`` at place ``to`` of the hand (remembered)."""
        s = self.session
        if s is None or s.viewer is None:
            return
        seat = s.deal_seat(s.viewer)
        if seat is None:
            return
        cards = [k for k, _card in view.keyed(view.own_order(s.shown.hands[seat]))]
        order = [k for k in s.order if k in cards] + [k for k in cards if k not in s.order]
        if key not in order:
            return
        order.remove(key)
        order.insert(max(0, min(to, len(order))), key)
        self.session = s.arranged(tuple(order))
        self._save()
        self.render()

    def actions(self) -> Mapping[str, Callable[[], object]]:
        """The game's own buttons and keys: ``stock``, ``pile``, ``out``, ``hint``, ``arrange``, ``next``, ..."""
        return {
            "stock": self.tap_stock, "pile": self.tap_pile, "out": self.go_out, "hint": self.hints.ask,
            "arrange": self.toggle_arrange, "next": self.next_deal, "cancel": self.cancel,
        }  # fmt: skip

    def cancel(self) -> None:
        self.selected = None
        self.render()

    def toggle_arrange(self) -> None:
        self.change_settings(arrange=not self.settings.arrange)
