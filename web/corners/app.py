"""The controller: one object owns the match and turns the player's intents into engine moves.

DOM handlers are one-line calls into :class:`App` (``app.tap_pile("N")``, ``app.press("end")``).
The App never touches the page: it hands a :class:`~web.corners.view.Scene`'s view to a :class:`Ui`,
which :mod:`web.corners.dom` implements in the browser and tests replace with a fake. What every game's
controller does alike (boot, resume, save, settings, the new-game dialog, hand-offs) is the shell's
:class:`~web.shell.controller.TableApp`; CPU turns run in the shell's loop, in an asyncio task that sleeps
between moves, so the page answers clicks while CPUs play.

What the table says and does around the game (announcements, the held card's places, the drawn cards' marks, the
tutorial, statistics) is :class:`Features`, on the shell's :class:`~web.shell.features.Features`.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Mapping
from typing import Any

from kings.cards import JOKER, Card
from kings.corners import DRAW, END_TURN, Move, Place, Play, Shift
from kings.i18n import N_, _
from web.corners import view, words
from web.corners.results import deal_score, lobby_entry
from web.corners.session import Session
from web.corners.spec import KEYS, TABLE, Settings, rules_page, tutorial
from web.corners.viewmodels import Selection, TableView
from web.shell import protocols
from web.shell.cpuloop import CpuTable
from web.shell.extras import Extras
from web.shell.features import Features as ShellFeatures
from web.shell.features import FeatureSpec
from web.shell.tutorial import every_move

Ui = protocols.Ui[TableView, Settings]  #: the page, as the controller sees it


class Features(ShellFeatures):
    """Speech, tutorial, settings and statistics files for one :class:`~web.corners.app.App`."""

    app: App
    spec = FeatureSpec(
        keys=KEYS, rules_page=rules_page, speak=words.say, deal_score=deal_score, offer_title=N_("New here?"),
        offer_text=N_("A short tutorial walks you through one turn: a build, a king to a corner, a pile move and the "
                      "end of your turn."),
        tutorial=tutorial, step_counts=every_move, move_words=words.move_words, move_sound=words.move_sound,
    )  # fmt: skip

    def __init__(self, app: App, clock: Callable[[], float] = time.time) -> None:
        super().__init__(app, clock)
        self._held: Selection | None = None
        #: (match seed, deal number) and the codes of the cards the viewer's hand gained at the last
        #: move that added any: the table marks them until the viewer's next move
        self.drawn: tuple[tuple[int, int], tuple[str, ...]] = ((0, -1), ())

    # -- what the table shows ------------------------------------------------------------------
    def extras(self) -> Extras:
        self._holding()
        s = self.app.session
        deal, drawn = self.drawn
        fresh = s is not None and deal == (s.match.seed, len(s.match.results))  # not a later deal's cards
        return Extras(self.speech, self.coach(), self.app.settings.contrast, self.tutorial is not None,
                      drawn if fresh else (), self.app.settings.stripes)  # fmt: skip

    def _holding(self) -> None:
        """Say where a card or pile just picked up can go (once per pick-up)."""
        sel, s = self.app.selection, self.app.session
        if sel == self._held:
            return
        self._held = sel
        if sel is None or s is None:
            return
        places = sorted(view.targets(s.shown.legal_moves(), sel), key=int)
        if sel.card is not None:
            what = _("the {card}").format(card=sel.card.name)
        else:
            what = _("the {place} pile").format(place=sel.pile.word) if sel.pile is not None else _("it")
        names = [(_("the {place} corner") if p.is_corner else _("the {place} pile")).format(place=p.word)
                 for p in places]
        # Translators: a list of places ending "... or the west pile".
        where = _("{places} or {last}").format(places=", ".join(names[:-1]), last=names[-1]) if len(names) > 1 else (
            "".join(names))
        # Translators: said to screen readers on picking up a card ({what}: "the queen of hearts") or a pile.
        if places:
            self.announce(_("Holding {what}: it can go on {where}.").format(what=what, where=where))
        else:
            self.announce(_("Holding {what}: it fits nowhere now; Escape puts it back.").format(what=what))

    # -- after each move -------------------------------------------------------------------------
    def count(self, s: Session) -> Session:
        """``s`` with its finished deal (and match) added to the statistics, saved (not in the tutorial): once the
        deal is over and before the next is dealt."""
        return s if s.in_deal else super().count(s)

    def after(self, before: Session, move: Move, human: bool) -> None:
        """A move was played: mark the cards it drew, say it, sound it and move the tutorial on (the shell's, as
        :attr:`spec` says)."""
        app = self.app
        after = app.session
        assert after is not None
        gained = _gained(before, after)
        if gained or human:
            self.drawn = ((after.match.seed, len(after.match.results)), gained)
        super().after(before, move, human)
        if self.deal_ended(before, after) and app.message is not None and app.message.tone == "success":
            app.message = None  # the first visit's welcome goes with the deal it greeted (a CPU went out first)


def _gained(before: Session, after: Session) -> tuple[str, ...]:
    """The codes of the cards the viewer's hand gained from ``before`` to ``after`` in one deal
    (a draw), so the table can mark them; () across deals, or when nothing was gained."""
    if len(before.match.results) != len(after.match.results):
        return ()
    seat = after.deal_seat(after.viewer)
    if seat is None or seat != before.deal_seat(before.viewer):
        return ()
    gained = Counter(c.code for c in after.shown.hands[seat]) - Counter(c.code for c in before.shown.hands[seat])
    return tuple(sorted(gained.elements()))


class App(CpuTable[Session, Settings, Features, Ui, Move]):
    """Owns the session (match + seats), the selection, hint and messages; reacts to intents."""

    table = TABLE
    features = Features
    parts = TABLE.parts(Session, view.build, lobby_entry)
    selection: Selection | None = None
    choices: tuple[Move, ...] = ()
    nowhere_line: str | None = None  #: the last "fits nowhere" line said (it goes with the next pick or put-back)

    # -- the shared controller's hooks (web.shell.controller) ---------------------------------------
    def _first_visit(self, saved_settings: Any) -> None:
        if saved_settings is None:
            self.more.offer = True
            self._say(_("Welcome! Tap a card, then a pile where it fits, or drag it there. Rules explains the game."),
                      "success")  # fmt: skip
            self.render()

    def _reset(self) -> None:
        self.selection, self.hint, self.choices = None, None, ()

    def unpick(self) -> None:
        self.selection, self.choices = None, ()

    def hint_words(self, s: Session, move: Move) -> str:
        deal = s.shown
        return words.advice(move, deal, view.end_label(s.match.rules, deal))

    def scene(self) -> view.Scene:
        assert self.session is not None
        return view.Scene(self.session, **self.scene_frame(), selection=self.selection, choices=self.choices)

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
            self.nowhere_line = text
        elif self.message is not None and self.message.text == self.nowhere_line:
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
            self._say(_("Pick a card from your hand first, then tap where it goes."))
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
                self._say(_("Which card does the joker stand for on the {place} pile?").format(place=target.word))
                self.render()
            else:
                self._say(_("The joker cannot go on the {place} pile: no card it could stand for fits there.").format(
                    place=target.word), "error")
                self.render()
            return
        self.play(Play(sel.card, target))

    def choose(self, notation: str) -> None:
        """Play one of the offered joker moves."""
        moves = {str(m): m for m in self.choices}
        if notation in moves and self.can_act():
            self.play(moves[notation])

    # -- buttons -------------------------------------------------------------------------------
    def actions(self) -> Mapping[str, Callable[[], object]]:
        """The game's own buttons and keys: ``draw``, ``end``, ``hint``, ``next``."""
        return {**super().actions(), "draw": lambda: self.play(DRAW), "end": lambda: self.play(END_TURN),
                "cancel": self.cancel}  # fmt: skip

    def cancel(self) -> None:
        self.selection, self.choices = None, ()
        self.render()
