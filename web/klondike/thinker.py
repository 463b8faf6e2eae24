"""Klondike's slow thinking, off the page's main thread in the shell's CPU worker (pure): hints, "winnable deals
only" and the solver's verdict on the deal in play.

The worker's protocol is every game's (:mod:`web.shell.worker`): a record as JSON, a seat, a "level" and a seed, and
one text back. Klondike has no CPU opponents, so the level names the job:

* ``hint``: the engine's hint from what the player sees (:func:`kings.klondike.hints.hint`), as ``move<TAB>words``;
* ``winnable``: the first seed from the record's seed whose deal the solver wins (:func:`kings.klondike.seeds.
  winnable_seed`), as a decimal number;
* ``verdict``: the solver on the whole deal as it stands, face-down cards included (``won``, ``lost`` or
  ``unknown``).

>>> from kings.klondike.api import DealRecord
>>> from kings.klondike.deal import Deal
>>> from kings.klondike.rules import Rules
>>> record = DealRecord.of(Deal.new(Rules(), 7)).to_json()
>>> Thinker().think(record, 0, "hint", 1)
'AC>F\\tSend A♣ home from column 7 to turn over a card in column 7.'
>>> Thinker().think(record, 0, "verdict", 1)
'won'
"""

from __future__ import annotations

from kings.klondike.api import DealRecord
from kings.klondike.deal import Deal
from kings.klondike.hints import hint
from kings.klondike.moves import Move, parse_move
from kings.klondike.rules import Rules
from kings.klondike.seeds import winnable_seed
from kings.klondike.solver import solve
from kings.seeding import Rng
from web.shell.think import Think

HINT, WINNABLE, VERDICT = "hint", "winnable", "verdict"
#: positions the solver may search for "can it still be won?" (about 2 s in Pyodide at 14,000-21,000 a second)
VERDICT_BUDGET = 30_000
#: positions for each seed tried by "winnable deals only" (about 1 s in Pyodide when it runs out)
WINNABLE_BUDGET = 15_000


def hint_of(deal: Deal, seed: int) -> tuple[Move, str]:
    """The hint for ``deal`` (from what the player sees) and its words."""
    found = hint(deal.observe(0), Rng(seed))
    return found.move, found.words


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
            move, words = hint_of(deal, seed)
            return f"{move}\t{words}"
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
    """A hint answer (``move<TAB>words``) if it is a legal move of ``deal``, else None."""
    if not text:
        return None
    notation, _, said = text.partition("\t")
    try:
        move = parse_move(notation)
    except ValueError:
        return None
    return (move, said) if move in deal.legal_moves() else None
