"""Klondike's slow thinking, off the page's main thread in the shell's CPU worker (pure): hints, "winnable deals
only" and the solver's verdict on the deal in play; and what the table asks the worker for, on the player's behalf
(:class:`Jobs`, with auto-complete, which plays its moves one after another).

The worker's protocol is every game's (:mod:`web.shell.worker`): a record as JSON, a seat, a "level" and a seed, and
one text back. Klondike has no CPU opponents, so the level names the job:

* ``hint``: the engine's hint from what the player sees (:func:`kings.klondike.hints.hint`), as
  ``move<TAB>words<TAB>wins<TAB>samples<TAB>reason``: the page words it again from the search's figures, in its own
  language (the worker's may be another);
* ``winnable``: the first seed from the record's seed whose deal the solver wins (:func:`kings.klondike.seeds.
  winnable_seed`), as a decimal number;
* ``verdict``: the solver on the whole deal as it stands, face-down cards included (``won``, ``lost`` or
  ``unknown``).

>>> from kings.klondike.api import DealRecord
>>> from kings.klondike.deal import Deal
>>> from kings.klondike.rules import Rules
>>> record = DealRecord.of(Deal.new(Rules(), 7)).to_json()
>>> Thinker().think(record, 0, "hint", 1)
'AC>F\\tSend A♣ home from column 7 to turn over a card in column 7.\\t0\\t0\\tsafe'
>>> Thinker().think(record, 0, "verdict", 1)
'won'
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from kings.i18n import N_, _
from kings.klondike.api import DealRecord
from kings.klondike.assist import auto_complete
from kings.klondike.deal import Deal
from kings.klondike.hints import hint, hint_words
from kings.klondike.moves import Move, parse_move
from kings.klondike.players.hard import Decision
from kings.klondike.rules import Rules
from kings.klondike.seeds import winnable_seed
from kings.klondike.solver import solve
from kings.seeding import Rng
from web.shell.think import Think

if TYPE_CHECKING:  # the page's side only: the worker loads none of the table
    from web.klondike.dealing import Dealing
    from web.klondike.session import Session

HINT, WINNABLE, VERDICT = "hint", "winnable", "verdict"
#: positions the solver may search for "can it still be won?" (about 2 s in Pyodide at 14,000-21,000 a second)
VERDICT_BUDGET = 30_000
#: positions for each seed tried by "winnable deals only" (about 1 s in Pyodide when it runs out)
WINNABLE_BUDGET = 15_000


def hint_of(deal: Deal, seed: int) -> tuple[Move, str]:
    """The hint for ``deal`` (from what the player sees) and its words."""
    found = hint(deal.observe(0), Rng(seed))
    return found.move, found.words


def hint_text(deal: Deal, seed: int) -> str:
    """The worker's answer for a hint: ``move<TAB>words<TAB>wins<TAB>samples<TAB>reason``."""
    found = hint(deal.observe(0), Rng(seed))
    d = found.decision
    return f"{found.move}\t{found.words}\t{d.wins}\t{d.samples}\t{d.reason}"


def winnable(rules: Rules, seed: int) -> int:
    """The seed of the first deal from ``seed`` the solver wins."""
    return winnable_seed(rules, seed, WINNABLE_BUDGET)


def verdict(deal: Deal) -> str:
    """``won``, ``lost`` or ``unknown``: the solver on the whole deal."""
    if deal.won:
        return "won"
    if deal.over:
        return "lost"
    return solve(deal, VERDICT_BUDGET).result


class Thinker:
    """Answers the worker's calls for Klondike (no state kept: each call replays its record)."""

    def think(self, record_json: str, seat: int, level: str, seed: int) -> str:
        deal = DealRecord.from_json(record_json).replay()
        if level == HINT:
            return hint_text(deal, seed)
        if level == WINNABLE:
            return str(winnable(deal.rules, deal.seed if deal.seed is not None else seed))
        if level == VERDICT:
            return verdict(deal)
        raise ValueError(f"Klondike's worker does not know {level!r}")


async def ask(think: Think | None, deal: Deal, level: str, seed: int) -> str | None:
    """The worker's answer for ``level`` on ``deal``, or None (no worker, or it failed: the page works it out)."""
    if think is None:
        return None
    try:
        return await think(DealRecord.of(deal).to_json(), 0, level, seed)
    except Exception:  # the worker failed: the page thinks instead
        return None


def read_hint(deal: Deal, text: str | None) -> tuple[Move, str] | None:
    """A hint answer (``move<TAB>words``, then the search's ``wins<TAB>samples<TAB>reason``) if it is a legal move of
    ``deal``, else None; its words are the page's own, in the language in use, when the figures are there."""
    if not text:
        return None
    parts = text.split("\t")
    notation, said, figures = parts[0], "\t".join(parts[1:2]), parts[2:]
    try:
        move = parse_move(notation)
    except ValueError:
        return None
    if move not in deal.legal_moves():
        return None
    if len(figures) == 3 and all(f.isdigit() for f in figures[:2]):
        decision = Decision(move, int(figures[0]), int(figures[1]), figures[2])
        return move, hint_words(deal.observe(0), decision)
    return move, said


# -- the page's side: what the table asks the worker for ----------------------------------------------------
FINISH_DELAY = {"slow": 0.3, "normal": 0.14, "fast": 0.06, "instant": 0.0}  #: between auto-complete's moves
HINT_PATH = 77  #: the seed path of hints: a hint depends on the deal and the move number alone
VERDICTS: dict[str, tuple[str, str]] = {
    "won": (N_("Yes: this deal can still be won. The solver found a way, looking at every card."), "success"),
    # (two lines of a phone's message band: a third was hidden, review 2026-12-05)
    "lost": (N_("No: the solver tried every way, and this deal cannot be won from here. Undo, or start a new deal."),
             "error"),
    "unknown": (N_("The solver could not tell within its budget: the deal is too open to call yet."), "info"),
}  # fmt: skip


class Jobs:
    """The worker's jobs for one controller (:class:`~web.klondike.app.App`). Each is a coroutine the controller
    spawns, so the page keeps answering while the worker thinks; without a worker (or when it fails) the page works
    the answer out itself, the same answer (the same seeds). An answer that comes once the deal has moved on is
    dropped."""

    def __init__(self, app: Dealing) -> None:
        self.app = app

    async def find_winnable(self, placeholder: Session) -> None:
        """Replace the placeholder deal with the first deal from its seed that the solver wins."""
        app = self.app
        await app._sleep(0)  # the worker is connected once the table has opened
        deal = placeholder.deal
        text = await ask(app.think, deal, WINNABLE, 0)
        seed = int(text) if text and text.isdigit() else winnable(deal.rules, placeholder.seed)
        if app.session is not placeholder:
            return
        app.busy = ""
        app.set_session(replace(placeholder, deal=Deal.new(deal.rules, seed), checking=False))
        app.log = ()
        app.more.announce(_("A winnable deal is on the table."))
        app._save()
        app.render()

    # -- can it still be won? ------------------------------------------------------------------------------------
    def ask_verdict(self) -> None:
        app = self.app
        s = app.session
        if s is None or not app.live() or app.busy:
            return
        app.busy = _("Asking the solver…")
        app._say(_("Asking the solver: can this deal still be won?"))
        app.render()
        app.spawn(self._verdict(s))

    async def _verdict(self, s: Session) -> None:
        app = self.app
        await app._sleep(0)
        text = await ask(app.think, s.deal, VERDICT, 0)
        if text not in VERDICTS:
            text = verdict(s.deal)
        app.busy = ""
        if app.session is not None and app.session.deal.moves == s.deal.moves:
            english, tone = VERDICTS[text]
            words = _(english)
            app._say(words, tone)
            app.more.announce(words)
        app.render()

    # -- auto-complete ---------------------------------------------------------------------------------------------
    def finish(self) -> None:
        """Send every card home, one move at a time."""
        app = self.app
        s = app.session
        if s is None or not app.live():
            return
        moves = auto_complete(s.deal)
        if not moves:
            app._say(_("Finish works once every card is face up and each can go home in turn."), "error")
            app.render()
            return
        app.spawn(self._finish(moves))

    async def _finish(self, moves: tuple[Move, ...]) -> None:
        app = self.app
        app.finishing = True
        app.selected = app.hint = None
        app.render()
        delay = FINISH_DELAY.get(app.settings.speed, 0.14)
        try:
            for move in moves:
                s = app.session
                if s is None or s.deal.over or s.deal.explain(move) is not None:
                    break
                app.finishing = False  # play() refuses while finishing
                app.play(move)
                app.finishing = True
                if delay:
                    await app._sleep(delay)
        finally:
            app.finishing = False
            app.render()
