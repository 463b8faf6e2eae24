"""Our own later turns in the playouts, played as the hard level plays a turn without playouts.

The playouts (:mod:`kings.corners.players.rollouts`) play every seat as the medium level, our own included
once this turn is over. But the hard level does not shed everything: it keeps a card back when what it
would leave the next player costs more than the card kept. Played as a medium, our later turns make
every line of this turn look as if we would never block again, which misjudges the lines whose worth
depends on what we do next.

So for our next ``turns`` turns in a playout, the seat searches its turn (:class:`Search`, with a small
budget) and ends it where the quick value is best: minus the cards kept (weighted as the hard level weighs
them, kings dear), minus ``reply_weight`` times the cards the next player could lay at once (each unseen
card held with the same chance; an open side space counts one): the hard level's own quick look
(:meth:`kings.corners.players.replies.Replies.exposure`) without the history's odds. Going out beats
everything; ties go to the first ending found. It is a judgement, not a fixed rule: fixed rules for
keeping back all lost (bench/README.md, issue 13, sessions 11 to 15), and so did stopping the medium's
own sequence of moves early (session 16).

The fast playout (:mod:`kings.corners.players.fastplay`) and the engine's
(:func:`kings.corners.players.rollouts.engine_playout`) play the same turn (``tests/test_corners_fastplay.py``).
It applies only under rules where a turn may end at any point, a card is only ever a card and going out
ends the deal (:func:`applies`); elsewhere our later turns are the medium's. Neither level uses it yet
(``Settings.later_turns`` is 0): it wins more three-player matches, but a turn search in every playout
triples the hard level's time (bench/README.md, issue 13, session 16).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from kings.cards import STANDARD_DECK, Card
from kings.corners.movegen import Piles, Turn
from kings.corners.moves import END_TURN, Move
from kings.corners.players.replies import openings
from kings.corners.players.turnsearch import Search, State, Stop
from kings.corners.rules import DrawTiming, Kings, Rules

DECK = len(STANDARD_DECK)  #: cards in play without jokers (the rules this applies to have none)


class LaterTurns(NamedTuple):
    """Which seat's later turns are searched, how many of them, and how the search prices their endings."""

    seat: int
    turns: int  #: how many of the seat's turns after the one being judged
    reply_weight: float  #: what a card the next player could lay costs, against a card of ours kept
    weights: tuple[float, ...]  #: the cost of keeping each card (``kings.corners.players.hard.card_weights``)
    budget: int = 200  #: search work for each turn (:class:`Search`)


def applies(rules: Rules) -> bool:
    """Whether our later turns are searched under ``rules``: a turn may end at any point (no must-play,
    no compulsory or fined kings, no drawing until playable), cards are only cards (no jokers), completed
    piles stay on the table and a player whose hand is empty is out."""
    return not (rules.jokers or rules.must_play or rules.kings is not Kings.FREE
                or rules.draw is DrawTiming.UNTIL_PLAYABLE or rules.set_aside_completed
                or rules.stock_must_empty or rules.open_space_draw)  # fmt: skip


def stop_value(
    later: LaterTurns, rules: Rules, piles: Sequence[Sequence[int]], hand: Sequence[int], next_size: int
) -> float:
    """The quick value of ending the turn with ``hand`` on ``piles``, the next player holding ``next_size``
    cards (higher is better)."""
    on_table: set[int] = set()
    for pile in piles:
        on_table.update(pile)
    held = set(hand)
    unseen = DECK - len(on_table) - len(held)
    chance = min(1.0, next_size / max(1, unseen))
    exposure = 0.0
    for c in openings(rules, piles):
        if c is None:
            exposure += 1.0
        elif c not in held and c not in on_table:
            exposure += chance
    return -sum(later.weights[c] for c in hand) - later.reply_weight * exposure


def later_turn(later: LaterTurns, rules: Rules, piles: Piles, hand: tuple[Card, ...], stock: int, turn: Turn,
               next_size: int) -> tuple[Move, ...]:  # fmt: skip
    """The moves of the seat's turn from here, ``END_TURN`` included unless it goes out (empty if the search
    found no ending: then the medium plays it)."""
    search = Search(rules, stock, later.weights.__getitem__, later.budget)
    leaves = search.leaves(State(piles, hand, turn))
    best, pick = -1e18, None
    for leaf in leaves:
        if leaf.stop is Stop.OUT:
            return search.moves_to(leaf)
        if leaf.stop is not Stop.END:
            continue
        value = stop_value(later, rules, leaf.state.piles, leaf.state.hand, next_size)
        if value > best:
            best, pick = value, leaf
    return () if pick is None else (*search.moves_to(pick), END_TURN)
