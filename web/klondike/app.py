"""Klondike's controller: one object owns the deal and turns the player's intents into engine moves.

DOM handlers are one-line calls into :class:`App` (``app.tap_card("7C")``, ``app.drop("7C", "C3")``,
``app.tap_pile("stock")``, ``app.key_pile("C3")``, ``app.press("hint")``). The slow thinking (hints, winnable deals,
the solver's verdict) goes to the CPU worker when there is one (:mod:`web.klondike.thinker`), else runs here. What
every game's controller does alike (boot, save after every move, settings, the new-game dialog) is the shell's
:class:`~web.shell.controller.TableApp`; new deals, and "Give up this deal?" before leaving one in play, are
:class:`~web.klondike.dealing.Dealing`'s.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from kings.cards import Card
from kings.i18n import _
from kings.klondike.assist import best_place, foundation_move
from kings.klondike.deal import Deal
from kings.klondike.moves import DRAW, RECYCLE, Move, Put
from kings.klondike.rules import PRESETS
from kings.seeding import derive_seed
from web.klondike import GAME, view
from web.klondike.dealing import LEAVING, LOG, Dealing, Features, Records, Ui, record_lines
from web.klondike.session import Session
from web.klondike.spec import Settings, Setup, UrlRequest, parse_query, parse_setup, title
from web.klondike.thinker import HINT, HINT_PATH, Jobs, ask, hint_of, read_hint
from web.klondike.words import STOCK, WASTE, history, parse_card
from web.shell import hinting
from web.shell.newgame import Parts
from web.shell.storage import Store

DOUBLE_TAP = 0.45  #: seconds between two taps of one card that make a double-tap (it goes home)
Hinted = tuple[Move, str]  #: a hint's move and the engine's words for it


class Hints(hinting.Hints):
    """The Hint button, the shell's: the engine's hint from what the player sees (never the face-down cards), with
    its reason in words; its seed is the deal's and the move number's, the worker's and the page's alike."""

    app: App

    def _seed(self, s: Session) -> int:
        return derive_seed(s.seed, HINT_PATH, len(s.deal.moves))

    async def _ask_worker(self, s: Session, seed: int, among: object) -> Hinted | None:
        return read_hint(s.deal, await ask(self.app.think, s.deal, HINT, seed))

    def _compute(self, s: Session, seed: int, among: object) -> Hinted:
        return hint_of(s.deal, seed)

    def _move(self, answer: Hinted) -> Move:
        return answer[0]

    def _words(self, s: Session, answer: Hinted) -> str:
        return answer[1].removesuffix(".")  # the engine's sentence: the shell puts the full stop back

    def _among(self, s: Session) -> None:
        return None  # any move: a Klondike move is never made in parts

    def _before(self) -> None:
        self.app.selected = None


class App(Dealing):
    """Owns the session, the selection, the hint and the clock; reacts to intents."""

    game = GAME
    parts = Parts(Settings, Session, view.build, view.lobby_entry, parse_query, parse_setup)

    def __init__(self, ui: Ui, store: Store, clock: Callable[[], float] = time.time, **kwargs: Any) -> None:
        super().__init__(ui, store, **kwargs)
        self.more = Features(self, clock)
        self.jobs = Jobs(self)
        self.hints = Hints(self)
        self.selected: Card | None = None  #: the card picked up (keyboard, or a tap on another pile next)
        self.hint: Move | None = None
        self.busy = ""  #: what the worker does for the player now (``Checking the deal…``)
        self.finishing = False  #: auto-complete is playing
        self.log: tuple[str, ...] = ()
        self.since: float | None = None  #: when the clock last started (None: stopped)
        self._tap: tuple[str, float, Session, Session] | None = None  #: the last tap: card, when, before, after
        self.leaving = None

    # -- the shared controller's hooks (web.shell.controller) -------------------------------------------
    def _new_session(self, setup: Setup, seed: int) -> Session:
        s = Session.new(setup, seed, self.settings.bank)
        if setup.winnable:  # a placeholder until the worker finds the first winnable deal from this seed
            s = replace(s, checking=True)
            self.busy = _("Checking the deal…")
            self.spawn(self.jobs.find_winnable(s))
        return s

    def _parse_query(self, query: str) -> UrlRequest:
        return parse_query(query, self.settings.start_setup())

    def shared_score(self, score: int) -> int:
        """The score the end's banner shows (with its time bonus), not the moves' alone."""
        return view.final_score(self.session, self.scene().clock) if self.session is not None else score

    def share_query(self) -> str | None:
        """The address of the deal on the table (Share's link): its seed and preset, the seed dealt as it is (a
        winnable deal's is the solver's already); None for rules of the player's own, which an address cannot carry."""
        s = self.session
        if s is None or s.checking or PRESETS.get(s.deal.rules.id) != s.deal.rules:
            return None
        return f"?game={GAME}&seed={s.seed}&rules={s.deal.rules.id}&winnable=0"

    def _reset(self) -> None:
        self.selected = None
        self.hint = None
        self.leaving = None  # a move (or undo, or another deal) answers "Give up this deal?": keep playing

    def scene(self) -> view.Scene:
        assert self.session is not None
        s = self.session
        rules = s.deal.rules
        lines = record_lines(self.stats, self.records, rules.id, rules.scoring.value != "none")
        leaving = view.Leaving(_(LEAVING[self.leaving[0]]), self.records.streak) if self.leaving else None
        # Translators: the records panel's title: {rules} is the rules' name ("Draw one")
        records_title = _("Your records · {rules}").format(rules=title(rules))
        log = self.replays.said(LOG) if self.replays.active else self.log  # (a replay's moves so far)
        return view.Scene(s, self.message, tuple(self.store.notices), self.selected, self.hint, self.elapsed(),
                          self.since is not None, lines, records_title, self.busy,
                          self.finishing, log, self.more.extras(), leaving)  # fmt: skip

    # -- boot, the clock, saving ---------------------------------------------------------------------------
    def boot(self, query: str = "") -> None:
        """Boot as every game does, the records of the first version (saved apart) moved into the statistics."""
        old = self.store.load("records")
        super().boot(query)
        if old is not None:
            try:
                records = Records.from_dict(old)
            except ValueError:
                self.store.reject("records", "could not be read")  # set aside: the statistics keep what they have
                self.render()
                return
            self.store.clear("records")
            if not self.stats.records:
                self.stats = records.into(self.stats)
                self.store.save("stats", self.stats.to_dict())
                self.render()

    def set_session(self, session: Session) -> None:
        super().set_session(session)
        self._tap = None
        self.log = history(session.deal, LOG)  # a deal resumed shows its moves (a new one has none)
        self.since = self.clock() if session.started and not session.deal.over else None

    def elapsed(self) -> float:
        """Seconds played in the deal on the table."""
        s = self.session
        if s is None:
            return 0.0
        return s.elapsed + (max(0.0, self.clock() - self.since) if self.since is not None else 0.0)

    def stop_clock(self, s: Session) -> Session:
        """``s``, whose move just ended the deal, with the clock stopped at that move. A won deal's time is the
        whole seconds its clock shows then: the time bonus, the banner, the records and a reload all read that one
        figure (each read the running clock at its own moment, and the save rounded it, so they disagreed)."""
        seconds = self.elapsed()  # (the session on the table is still the one before the move: same time)
        self.since = None
        return s.with_time(float(int(seconds)) if s.deal.won else seconds)

    def _fold(self) -> None:
        """Put the time since the clock started into the session (the clock goes on from now)."""
        if self.session is not None and self.since is not None:
            self.session = self.session.with_time(self.elapsed())
            self.since = self.clock()

    def _save(self) -> None:
        if self.session is None or self.session.checking:
            return  # a placeholder deal is never saved: a reload goes back to the deal before it
        self._fold()
        super()._save()

    def hide(self) -> None:
        """Off screen: the clock stops."""
        self._fold()
        self.since = None
        super().hide()

    def show(self) -> None:
        s = self.session
        if not self.shown and s is not None and s.started and not s.deal.over:
            self.since = self.clock()
        super().show()

    def save(self) -> None:
        self._save()

    # -- the player's intents ---------------------------------------------------------------------------
    def live(self) -> bool:
        """Whether the player may move now (a deal in play, nothing being played for them)."""
        s = self.session
        return s is not None and not s.deal.over and not s.checking and not self.finishing

    def can_act(self) -> bool:
        return self.live()

    def play(self, move: Move) -> bool:
        """Play ``move``; if illegal, say the engine's reason. Returns whether it was played."""
        s = self.session
        if s is None or not self.live():
            return False
        reason = s.deal.explain(move)
        if reason is not None:
            self.selected = None
            self._say(reason, "error")
            self.render()
            return False
        if self.since is None:
            self.since = self.clock()  # the clock starts with the first move
        self._apply(move)  # a move that ends the deal stops the clock (Features.count -> stop_clock)
        return True

    def tap_card(self, code: str) -> None:
        """A tap on a card: the hinted move if it is the hinted card, else its best place; a second tap at once
        sends it home instead (a double-tap)."""
        card = parse_card(code)
        s = self.session
        if card is None or s is None or not self.live():
            return
        now, last = self.clock(), self._tap
        if last is not None and last[0] == code and now - last[1] < DOUBLE_TAP and last[3] is s:
            self._tap = None
            self._double(card, last[2])
            return
        if self.selected is not None and self.selected != card:
            target = view.source_pile(s.deal, card)
            if target and target != WASTE:
                self.drop(self.selected.code, target)
                return
        hinted = self.hint
        if isinstance(hinted, Put) and hinted.card == card:
            move: Move | None = hinted
        else:
            move = best_place(s.deal, card)
        if move is None:
            self._nowhere(s.deal, card)
            return
        if self.play(move):
            self._tap = (code, now, s, self.session) if self.session is not None else None

    def _double(self, card: Card, before: Session) -> None:
        """The second tap of a double-tap: the card goes home from where it was before the first tap, if it can."""
        home = foundation_move(before.deal, card)
        now = self.session
        if home is not None and now is not None and now.deal.moves[-1:] != (home,):
            self.session = before
            self.log = self.log[:-1]
            self._reset()
            self.play(home)
        elif now is not None and (move := foundation_move(now.deal, card)) is not None:
            self.play(move)

    def _nowhere(self, deal: Deal, card: Card) -> None:
        self._say(view.nowhere_words(deal, card), "error")
        self.render()

    def drop(self, code: str, pile: str) -> None:
        """A card dragged onto a pile (or put there from the keyboard)."""
        card = parse_card(code)
        if card is None or not self.live():
            return
        if (move := view.move_to(card, pile)) is not None:
            self.play(move)
        else:
            self.selected = None
            self._say(_("Cards go onto a column or home to a foundation."), "error")
            self.render()

    def tap_pile(self, pile: str) -> None:
        """A tap on a pile itself (not on one of its cards): the stock draws; with a card picked up, it goes there."""
        if pile == STOCK:
            self.draw()
        elif self.selected is not None:
            self.drop(self.selected.code, pile)

    def key_pile(self, pile: str) -> None:
        """Enter on a pile, or its key: pick its card up, or put the card picked up there."""
        s = self.session
        if s is None or not self.live():
            return
        sel = self.selected
        if pile == STOCK:
            self.draw()
        elif sel is not None:
            if pile == view.source_pile(s.deal, sel):
                move = self.hint if isinstance(self.hint, Put) and self.hint.card == sel else best_place(s.deal, sel)
                if move is None:
                    self.selected = None
                    self._nowhere(s.deal, sel)
                else:
                    self.play(move)
            else:
                self.drop(sel.code, pile)
        elif pile == "home":
            self._say(_("Pick a card up first: Enter on a pile, or its number."), "error")
            self.render()
        else:
            self.pick(pile)

    def pick(self, pile: str) -> None:
        """Pick up the card of ``pile`` that can move (:func:`web.klondike.view.pickable`)."""
        s = self.session
        assert s is not None
        card = view.pickable(s.deal, pile)
        if card is None:
            self._say(_("There is no card to pick up there."), "error")
        else:
            self.selected, self.message = card, None
            self.more.announce(view.picked_words(s.deal, card))
        self.render()

    def draw(self) -> None:
        s = self.session
        if s is None or not self.live():
            return
        legal = s.deal.legal_moves()
        self.play(DRAW if DRAW in legal else RECYCLE if RECYCLE in legal else DRAW)

    def undo(self) -> None:
        s = self.session
        if s is None or s.checking or self.finishing or (after := self._take_back(s)) is None:
            return
        self._reset()
        self._tap = None
        what = self.log[-1] if self.log else _("the last move")
        self.log = self.log[:-1]
        if self.since is None and after.started:
            self.since = self.clock()
        self.undone(what, animate=True)

    def actions(self) -> Mapping[str, Callable[[], object]]:
        """The game's own buttons and keys: ``draw``, ``undo``, ``hint``, ``auto``, ``verdict``, ``new-deal``,
        ``replay``... A new deal of any kind asks first while the deal on the table is in play (:meth:`ask_leave`)."""
        return {
            "draw": self.draw, "undo": self.undo, "hint": self.hints.ask, "auto": self.jobs.finish,
            "verdict": self.jobs.ask_verdict,
            "new-deal": lambda: self.ask_leave("new-deal", lambda: self.start(self.settings.start_setup())),
            "replay": lambda: self.ask_leave("replay", self.replay),
            "rematch": lambda: self.ask_leave("replay", self.replay), "cancel": self.cancel,
            "daily": lambda: self.ask_leave("daily", self.daily), "give-up": self.give_up,
            "keep-playing": self.keep_playing,
        }  # fmt: skip

    def cancel(self) -> None:
        """Escape: "Give up this deal?" answered no, or the card picked up put back."""
        if self.leaving is not None:
            self.keep_playing()
        elif self.selected is not None:
            self.selected = None
            self.more.announce(_("Put back."))
            self.render()
