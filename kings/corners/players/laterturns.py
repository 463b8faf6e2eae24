"""Our own later turns in the playouts, played as the hard level plays a turn without playouts.

The playouts (:mod:`kings.corners.players.rollouts`) play every seat as the medium level, our own included
once this turn is over. But the hard level does not shed everything: it keeps a card back when what it
would leave the next player costs more than the card kept. Played as a medium, our later turns make
every line of this turn look as if we would never block again, which misjudges the lines whose worth
depends on what we do next.

So for our next ``turns`` turns in a playout, the seat searches its turn (:func:`later_turn`: the turn
search of :mod:`kings.corners.players.turnsearch`, with a small budget) and ends it where the quick value is
best: minus the cards kept (weighted as the hard level weighs them, kings dear), minus ``reply_weight`` times
the cards the next player could lay at once (each unseen card held with the same chance; an open side space
counts one): the hard level's own quick look (:meth:`kings.corners.players.replies.Replies.exposure`) without
the history's odds. Going out beats everything; ties go to the first ending found. It is a judgement, not a
fixed rule: fixed rules for keeping back all lost (bench/README.md, issue 13, sessions 11 to 15), and so did
stopping the medium's own sequence of moves early (session 16).

The fast playout (:mod:`kings.corners.players.fastplay`) and the engine's
(:func:`kings.corners.players.rollouts.engine_playout`) play the same turn (``tests/test_corners_fastplay.py``).
It applies only under rules where a turn may end at any point, a card is only ever a card and going out
ends the deal (:func:`applies`); elsewhere our later turns are the medium's. The hard level searches its next
turn in each playout at three seats (``Settings.later_turns``): it wins more three-player matches against
mediums, and the search written for these rules alone (3.4 times faster than the general one in Pyodide)
keeps its decisions under 100 ms (bench/README.md, issue 13, sessions 16 and 17).
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from typing import NamedTuple

from kings.cards import CARDS, RANK_OF, STANDARD_DECK, Card
from kings.corners.movegen import Piles, Turn, tables
from kings.corners.moves import END_TURN, PLAYS, SHIFTS, Move
from kings.corners.players.pilemoves import pile_moves
from kings.corners.players.replies import KINGS, openings
from kings.corners.rules import DrawTiming, Kings, Rules

DECK = len(STANDARD_DECK)  #: cards in play without jokers (the rules this applies to have none)
_KING = 13
_KING_MASK = sum(1 << k for k in KINGS)
_DECK_MASK = (1 << DECK) - 1
_UNSEEN, _ONE, _LAST = b"0" * DECK, ord("1"), DECK - 1
Key = tuple[Piles, Piles, tuple[Card, ...], bool]  #: sides and corners each sorted (they play alike), hand, played


class LaterTurns(NamedTuple):
    """Which seat's later turns are searched, how many of them, and how the search prices their endings."""

    seat: int
    turns: int  #: how many of the seat's turns after the one being judged
    reply_weight: float  #: what a card the next player could lay costs, against a card of ours kept
    weights: tuple[float, ...]  #: the cost of keeping each card (``kings.corners.players.hard.card_weights``)
    budget: int = 200  #: search work for each turn (as :class:`kings.corners.players.turnsearch.Search` counts it)


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
    cards (higher is better): minus the weight of the cards kept, minus ``reply_weight`` times the open
    side spaces and the expected number of the unseen cards that fit somewhere which the next player holds."""
    seen = set(hand)
    for pile in piles:
        seen.update(pile)
    chance = min(1.0, next_size / max(1, DECK - len(seen)))
    spaces = fitting = 0
    for c in openings(rules, piles):
        if c is None:
            spaces += 1
        elif c not in seen:
            fitting += 1
    return -sum(later.weights[c] for c in hand) - later.reply_weight * (spaces + chance * fitting)


def later_turn(later: LaterTurns, rules: Rules, piles: Piles, hand: tuple[Card, ...], stock: int, turn: Turn,
               next_size: int) -> tuple[Move, ...]:  # fmt: skip
    """The moves of the seat's turn from here, ``END_TURN`` included unless it goes out (empty if the budget
    allows no search).

    The search of :class:`kings.corners.players.turnsearch.Search` (best first on the weight of the cards
    kept, states told apart up to the order of the sides and of the corners, the same work budget and
    the same tie-breaks), written for :func:`applies`'s rules only: there every state may end the turn and
    emptying the hand goes out, so the first way out found is the answer and each state expanded is an
    ending, valued as :func:`stop_value` values it. A playout makes one of these searches every time our
    seat's turn comes round, so it is written for speed (bench/README.md, issue 13, session 17).
    ``tests/test_corners_laterturns.py`` checks it against ``Search`` and :func:`stop_value`."""
    del stock  # the rules it applies to never make the player draw within the turn
    weights, budget = later.weights, later.budget
    t_ = tables(rules)
    fits, ordered, same, builds, masks = t_.fits, t_.ordered, t_.same, t_.builds, t_.masks
    seen = bytearray(_UNSEEN)  # a binary numeral, card 0 last: '1' for each card seen (in Pyodide, faster than shifts)
    for c in hand:
        seen[_LAST - c] = _ONE
    for pile in piles:
        for c in pile:
            seen[_LAST - c] = _ONE
    # Within a turn cards only go from the hand to the table: the cards nobody has seen stay the same.
    unseen = _DECK_MASK & ~int(seen, 2)
    chance = min(1.0, next_size / max(1, unseen.bit_count()))
    reply = later.reply_weight
    root: Key = (tuple(sorted(piles[:4])), tuple(sorted(piles[4:])), hand, turn.played)
    parents: dict[Key, tuple[Key | None, Move | None]] = {root: (None, None)}
    # Best first on the cards kept, then on the order found; the state rides along (never compared).
    heap: list[tuple[float, int, Key, Piles, tuple[Card, ...], bool]] = [
        (sum([weights[c] for c in hand]), 0, root, piles, hand, turn.played)
    ]
    push, pop = heapq.heappush, heapq.heappop
    counter = work = 0
    best, best_key = -1e18, None
    while heap and work < budget:
        kept, _, key, piles, hand, played = pop(heap)
        # The moves in the engine's order (plays by place then card, pile moves by source then target).
        # Each counts towards the work, as the engine lists it; only the first empty side and the first
        # empty corner are tried (the others lead to the same states).
        held = set(hand)
        children: list[tuple[int, int]] = []  #: plays: (card, place)
        count = 2  # the state itself and its ending
        reach = bottoms = spaces = 0  #: the cards that fit a pile top; the pile bottoms; the empty sides
        side = corner = -1
        kings: list[Card] | None = None
        for place, pile in enumerate(piles):
            if pile:
                top = pile[-1]
                reach |= masks[place][top]
                bottoms |= 1 << pile[0]
                for fit in ordered[place][top]:
                    if fit in held:
                        count += 1
                        children.append((fit, place))
            elif place < 4:
                spaces += 1
                count += len(hand)
                if side < 0:
                    side = place
                    children.extend((c, place) for c in hand)
            else:
                if kings is None:
                    kings = [c for c in hand if RANK_OF[c] == _KING]
                count += len(kings)
                if corner < 0:
                    corner = place
                    children.extend((c, place) for c in kings)
        shifts: list[tuple[int, int]] = []  #: (source, target)
        if bottoms & reach or (corner >= 0 and any(p and RANK_OF[p[0]] == _KING for p in piles[:4])):
            # A pile bottom fits a top, or a king heads a side with a corner empty: some pile may move.
            bottom_at = [-1] * DECK
            for place, pile in enumerate(piles):
                if pile:
                    bottom_at[pile[0]] = place
            shifts = pile_moves(piles, bottom_at, fits, same, builds)
            count += len(shifts)
        work += count
        sides, corners = key[0], key[1]
        for card, place in children:
            i = hand.index(card)
            rest = hand[:i] + hand[i + 1 :]
            grown = (*piles[:place], (*piles[place], CARDS[card]), *piles[place + 1 :])
            if place < 4:
                child: Key = (tuple(sorted(grown[:4])), corners, rest, True)
            else:
                child = (sides, tuple(sorted(grown[4:])), rest, True)
            link = (key, PLAYS[card][place])
            if parents.setdefault(child, link) is not link:
                continue  # reached before
            if not rest:
                return tuple(_moves_to(parents, child))
            counter += 1
            push(heap, (sum([weights[c] for c in rest]), counter, child, grown, rest, True))
        for source, target in shifts:
            if target >= 4 and not piles[target] and target != corner:
                continue
            after = list(piles)
            after[target] = piles[target] + piles[source]
            after[source] = ()
            child = (
                tuple(sorted(after[:4])) if source < 4 or target < 4 else sides,
                tuple(sorted(after[4:])) if source >= 4 or target >= 4 else corners,
                hand,
                played,
            )
            step = (key, SHIFTS[source][target])
            if parents.setdefault(child, step) is not step:
                continue
            counter += 1
            push(heap, (kept, counter, child, tuple(after), hand, played))
        layable = reach | _KING_MASK if corner >= 0 else reach
        value = -kept - reply * (spaces + chance * (layable & unseen).bit_count())
        if value > best:
            best, best_key = value, key
    return () if best_key is None else (*_moves_to(parents, best_key), END_TURN)


def _moves_to(parents: dict[Key, tuple[Key | None, Move | None]], key: Key) -> list[Move]:
    """The moves from the search's root to the state ``key``."""
    back: list[Move] = []
    at: Key | None = key
    while at is not None:
        at, move = parents[at]
        if move is not None:
            back.append(move)
    back.reverse()
    return back
