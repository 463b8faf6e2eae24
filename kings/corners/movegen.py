"""Legal moves: the single source of truth for the engine, the table, the hints and the bots.

Everything here is a pure function of the public layout, the mover's hand, the stock size
and the turn flags, so a seat's :class:`~kings.corners.observation.Observation` can list its
own moves without seeing anything it may not see.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import NamedTuple

from kings.cards import JOKER, RANK_OF, RED_OF, SUIT_OF, Card
from kings.corners.moves import DRAW, END_TURN, PLACES, PLAYS, SHIFTS, Move, Play, Shift
from kings.corners.rules import Build, Colour, Direction, DrawTiming, Kings, Rules

Piles = tuple[tuple[Card, ...], ...]
KING = 13  #: a king's rank


class Turn(NamedTuple):
    """Where the player to act stands within their turn (a tuple: cheap to copy, immutable)."""

    seat: int
    number: int = 0  #: turns begun in this deal, counting from 0
    played: bool = False  #: a card has been laid from hand this turn
    moved: bool = False  #: a pile has been moved this turn
    drew: bool = False  #: any card was drawn this turn (start, middle or end)
    drew_mid: bool = False  #: a voluntary Draw in the middle of the turn (draw until playable)
    pending: int = 0  #: cards the player must draw before anything else
    becker: bool = False  #: four-card rule: the drawn card must go to an empty space if it can


def base_of(card: int) -> int:
    """The card a placed joker stands for (its id less 53), or the card itself."""
    return card - 53 if card >= 53 else card


def _fits_table(build: Build) -> tuple[frozenset[int], ...]:
    """For each of the 52 cards as a top card: the cards that may be built on it."""
    table = []
    step = -1 if build.direction is Direction.DOWN else 1
    for top in range(52):
        want = RANK_OF[top] + step
        ok = frozenset(
            c for c in range(52)
            if RANK_OF[c] == want
            and (RED_OF[c] != RED_OF[top] if build.colour is Colour.ALTERNATE else SUIT_OF[c] == SUIT_OF[top])
        )  # fmt: skip
        table.append(ok)
    return tuple(table)


_FITS: dict[Build, tuple[frozenset[int], ...]] = {}


def fits_on(build: Build) -> tuple[frozenset[int], ...]:
    """Cached :func:`_fits_table`, extended to placed jokers (indexed by any card number 0-104)."""
    table = _FITS.get(build)
    if table is None:
        base = _fits_table(build)
        table = _FITS[build] = base + (frozenset(),) + base
    return table


@dataclass(frozen=True, slots=True)
class _Tables:
    fits: tuple[tuple[frozenset[int], ...], ...]  #: per place, per top card: cards that fit
    ordered: tuple[tuple[tuple[int, ...], ...], ...]  #: the same, sorted, for a stable move order
    same: tuple[tuple[bool, ...], ...]  #: whether two places share a building rule
    builds: tuple[Build, ...]  #: per place, its building rule
    masks: tuple[tuple[int, ...], ...]  #: ``fits`` as bit masks (bit ``c`` for card ``c``), for set sums at speed


# Keyed by id(): hashing a Rules value (nested enums) costs more than the move generation it
# speeds up. The Rules object is kept in the value so its id cannot be reused while cached.
_TABLES: dict[int, tuple[Rules, _Tables]] = {}


def tables(rules: Rules) -> _Tables:
    hit = _TABLES.get(id(rules))
    if hit is not None and hit[0] is rules:
        return hit[1]
    if len(_TABLES) > 256:
        _TABLES.clear()
    builds = [rules.build_for(p) for p in range(8)]
    t = _Tables(
        fits=tuple(fits_on(b) for b in builds),
        ordered=tuple(tuple(tuple(sorted(f)) for f in fits_on(b)) for b in builds),
        same=tuple(tuple(a == b for b in builds) for a in builds),
        builds=tuple(builds),
        masks=tuple(tuple(sum(1 << c for c in f) for f in fits_on(b)) for b in builds),
    )
    _TABLES[id(rules)] = (rules, t)
    return t


def follows(build: Build, cards: Sequence[Card]) -> bool:
    """Whether a run of cards obeys ``build`` from bottom to top."""
    table = fits_on(build)
    return all(base_of(b) in table[a] for a, b in pairwise(cards))


_NONE: frozenset[int] = frozenset()


def blocked_cards(piles: Piles) -> frozenset[int]:
    """Real cards kept out of the corners because a joker in a corner stands for them (Freeman)."""
    out = {c - 53 for p in piles[4:] for c in p if c >= 53}
    return frozenset(out)


def on_table(piles: Piles) -> frozenset[int]:
    return frozenset(base_of(c) for p in piles for c in p)


def legal_plays(rules: Rules, piles: Piles, hand: Sequence[Card]) -> list[Play]:
    """Every way to lay one card from ``hand`` on the layout."""
    ordered = tables(rules).ordered
    if not rules.jokers:
        # The common case, kept lean: no jokers, so nothing is blocked and hand cards are unique.
        held = set(hand)
        plays: list[Play] = []
        add = plays.append
        for place in range(8):
            pile = piles[place]
            if pile:
                for c in ordered[place][pile[-1]]:
                    if c in held:
                        add(PLAYS[c][place])
            elif place >= 4:
                for c in hand:
                    if RANK_OF[c] == KING:
                        add(PLAYS[c][place])
            else:
                for c in hand:
                    add(PLAYS[c][place])
        return plays
    held = set(hand)
    joker = JOKER in held
    mine: Sequence[Card] = hand  # hands are kept sorted
    if joker:
        held.discard(JOKER)
        mine = sorted(held)
        shown = on_table(piles)
    blocked = blocked_cards(piles)
    out: list[Play] = []
    for place in PLACES:
        pile = piles[place]
        corner = place >= 4
        if pile:
            for c in ordered[place][pile[-1]]:
                if corner and c in blocked:
                    continue
                if c in held:
                    out.append(PLAYS[c][place])
                if joker and c not in shown:
                    out.append(PLAYS[c + 53][place])
        elif corner:
            for c in mine:
                if RANK_OF[c] == KING and c not in blocked:
                    out.append(PLAYS[c][place])
            if joker:
                out.extend(PLAYS[c + 53][place] for c in (12, 25, 38, 51) if c not in shown)
        else:
            out.extend(PLAYS[c][place] for c in mine)
            if joker:
                out.extend(PLAYS[c + 53][place] for c in range(52) if c not in shown)
    return out


def legal_shifts(rules: Rules, piles: Piles) -> list[Shift]:
    """Every whole-pile move: onto a pile whose top it fits, or a king pile into an empty corner."""
    out: list[Shift] = []
    t_ = tables(rules)
    fits, same = t_.fits, t_.same
    if not rules.jokers:
        # The common case, kept lean (it runs after every play): without jokers pile bottoms are unique.
        bottom_of: dict[int, int] = {p[0]: s for s, p in enumerate(piles) if p}
        for t in range(8):
            dst = piles[t]
            if dst:
                for c in fits[t][dst[-1]]:
                    s = bottom_of.get(c)
                    if s is not None and (same[s][t] or follows(rules.build_for(t), piles[s])):
                        out.append(SHIFTS[s][t])
            elif t >= 4:
                for c, s in bottom_of.items():
                    if s < 4 and RANK_OF[c] == KING and (same[s][t] or follows(rules.build_for(t), piles[s])):
                        out.append(SHIFTS[s][t])
        if len(out) > 1:
            out.sort(key=_shift_order)
        return out
    blocked = blocked_cards(piles)
    # Several piles can share a bottom card when a joker stands for a card also on the table.
    bottoms: dict[int, list[int]] = {}
    for s, p in enumerate(piles):
        if p:
            bottoms.setdefault(base_of(p[0]), []).append(s)
    for t in PLACES:
        dst = piles[t]
        if dst:
            sources = [s for c in fits[t][dst[-1]] if c in bottoms for s in bottoms[c]]
        elif t >= 4:
            # A pile may enter an empty corner from a side only: corner-to-corner would loop forever.
            sources = [s for c, ss in bottoms.items() if RANK_OF[c] == KING for s in ss if s < 4]
        else:
            continue
        for s in sources:
            src = piles[s]
            if blocked and t >= 4 and any(base_of(c) in blocked for c in src):
                continue
            if same[s][t] or follows(rules.build_for(t), src):
                out.append(SHIFTS[s][t])
    out.sort(key=_shift_order)
    return out


def _shift_order(m: Shift) -> tuple[int, int]:
    return (m.source, m.target)


def _space_plays(rules: Rules, piles: Piles, hand: Sequence[Card]) -> list[Play]:
    """Four-card rule: the plays of the drawn card into an empty space."""
    return [p for p in legal_plays(rules, piles, hand) if not piles[p.pile]]


def may_end_now(rules: Rules, turn: Turn, stock: int, plays: Sequence[Play]) -> bool:
    """Whether the turn may end now (the move generator asks it at every turn; the reason it may not, in words, is
    :func:`kings.corners.refusals.may_end`'s)."""
    if plays and rules.must_play:
        return False
    if rules.kings is Kings.ENFORCED:
        for p in plays:
            if p.pile >= 4 and RANK_OF[p.card] == KING and not p.card.is_placed_joker:
                return False
    until = rules.draw is DrawTiming.UNTIL_PLAYABLE and stock and not turn.played
    return not (until and (not plays or turn.drew_mid))


def legal_moves(
    rules: Rules, piles: Piles, hand: Sequence[Card], stock: int, turn: Turn, shifts: Sequence[Shift] | None = None
) -> tuple[Move, ...]:
    """All legal moves of the player to act, in a stable order: plays, pile moves, draw, end.

    ``shifts`` may pass in :func:`legal_shifts` for these piles when the caller has it cached."""
    if turn.pending:
        return (DRAW,)
    if turn.becker:
        spaces = _space_plays(rules, piles, hand)
        return tuple(spaces) if spaces else (END_TURN,)
    plays = legal_plays(rules, piles, hand)
    moves: list[Move] = [*plays, *(legal_shifts(rules, piles) if shifts is None else shifts)]
    if rules.draw is DrawTiming.UNTIL_PLAYABLE and stock and not turn.played and not plays:
        moves.append(DRAW)
    if may_end_now(rules, turn, stock, plays):
        moves.append(END_TURN)
    return tuple(moves)
