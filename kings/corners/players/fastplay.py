"""The medium level's playout of a whole deal, on mutable lists: the same moves as
:func:`kings.corners.players.rollouts.engine_playout` (which plays them on the immutable engine),
about four times faster a move (bench/README.md, issue 13, session 10).

Playouts are where the hard and expert levels spend their time: thousands of moves a decision.
The engine rebuilds a :class:`~kings.corners.deal.Deal`, its legal-move list and its history for
every move, which a playout never looks at. Here one set of lists is changed in place, and the
medium level's choice (:func:`kings.corners.players.greedy.score_on`: the best-scoring legal move,
the first in the engine's order among equals) is found while the moves are generated.

This is a model inside the CPU, not a second rulebook: the engine stays the one source of truth
for the table. ``tests/test_corners_fastplay.py`` plays every preset's deals, from their start and
from the middle, both ways and asserts the same outcome and the same number of moves. Rules with
jokers are played on the engine (:func:`play_out` says so by returning None).
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence

from kings.cards import CARDS, RANK_OF, Card
from kings.corners.deal import Deal
from kings.corners.events import Outcome
from kings.corners.movegen import Turn, follows, tables
from kings.corners.moves import DRAW, Move, Place, Play, Shift
from kings.corners.players.greedy import (
    BUILD,
    DRAW_SCORE,
    END_SCORE,
    FILL,
    FREE_CORNER,
    FREE_SPACE,
    KING_TO_CORNER,
)
from kings.corners.players.keepback import LCG_ADD, LCG_MASK, LCG_MUL, LCG_SCALE, KeepBack
from kings.corners.players.laterturns import LaterTurns, applies, later_turn
from kings.corners.players.pilemoves import pile_moves
from kings.corners.rules import Build, DrawTiming, Kings, Rules

_KING = 13
#: the best a pile move scores (a king's pile into an empty corner): a play scoring this much is never beaten
_TOP_SHIFT = KING_TO_CORNER - 5.0
_PLAY, _SHIFT, _DRAW, _END = 0, 1, 2, 3
#: how many times longer a playout move takes on the engine (CPython 14.4 / 3.6 µs, Pyodide 32 / 6.5 µs)
ENGINE_COST = 4


def fast_rules(rules: Rules) -> bool:
    """Whether :func:`play_out` plays deals under ``rules`` (else only the engine does: jokers)."""
    return not rules.jokers


def play_out(
    deal: Deal, limit: int, line: Sequence[Move] = (), keep: KeepBack | None = None, later: LaterTurns | None = None
) -> tuple[Outcome, int] | None:
    """Play ``line`` (legal moves) on ``deal``, then the rest of the deal with the medium level's move
    at every seat: the outcome and the moves made, the line's included. After ``limit`` moves past
    the line it stops and judges the deal as it stands (an impasse). With ``keep``, its seats keep
    cards back (:mod:`kings.corners.players.keepback`); with ``later``, that seat's later turns are
    searched (:mod:`kings.corners.players.laterturns`).

    None when the rules have jokers (only the engine plays those).

    One long loop on purpose: in Pyodide a function call costs about as much as a move here."""
    rules = deal.rules
    if not fast_rules(rules):
        return None
    if deal.outcome is not None:
        return deal.outcome, 0
    forced = len(line)
    limit += forced
    t_ = tables(rules)
    fits, ordered, same, builds = t_.fits, t_.ordered, t_.same, t_.builds
    players = len(deal.hands)
    piles = [list(p) for p in deal.piles]
    hands = [list(h) for h in deal.hands]
    stock = list(deal.stock)
    completed = list(deal.completed)
    idle_turns, fines = list(deal.idle_turns), list(deal.king_fines)
    idle_round = deal.idle_round
    t = deal.turn
    seat, number, played, moved, drew, drew_mid, pending, becker = t
    timing, draw_count = rules.draw, rules.draw_count
    until_playable = timing is DrawTiming.UNTIL_PLAYABLE
    start_draw = timing in (DrawTiming.START, DrawTiming.START_AND_END)
    if_no_play = timing is DrawTiming.IF_NO_PLAY  # draws draw_count at the end of a turn with no card laid
    end_count = {DrawTiming.END: draw_count, DrawTiming.START_AND_END: draw_count, DrawTiming.UNTIL_PLAYABLE: 1}.get(
        timing, 0
    )
    fines_kings, set_aside = rules.kings is Kings.PENALTY, rules.set_aside_completed
    stock_must_empty, open_space_draw = rules.stock_must_empty, rules.open_space_draw
    shifts: list[tuple[int, int]] | None = None
    bottom_at = [-1] * 52  #: the pile each card is the bottom card of, or -1
    for place, pile in enumerate(piles):
        if pile:
            bottom_at[pile[0]] = place
    keep_stops = keep.stops if keep is not None else None
    x = keep.seed if keep is not None else 0
    laid = bytearray(52)  #: cards on the table or set aside (what no hand can hold)
    if keep_stops is not None:
        for pile in piles:
            for card in pile:
                laid[card] = 1
        for card in deal.aside:
            laid[card] = 1
    must_play, enforced = rules.must_play, rules.kings is Kings.ENFORCED
    if later is not None and not applies(rules):
        later = None
    later_seat, later_left = (later.seat, later.turns) if later is not None else (-1, 0)
    starting = False  #: ``later``'s turn has begun: it is searched once any draw is done
    planned: Sequence[Move] = ()  #: the searched turn's moves still to make
    moves = 0
    winner: int | None = None
    over = False
    while not over:
        if moves >= limit:
            break
        hand = hands[seat]
        if starting and not pending:
            assert later is not None
            starting = False
            turn = Turn(seat, number, played, moved, drew, drew_mid, pending, becker)
            layout = tuple(tuple(p) for p in piles)
            planned = later_turn(later, rules, layout, tuple(hand), len(stock), turn, len(hands[(seat + 1) % players]))
        kind, a, b = _END, 0, 0
        if moves < forced:
            move = line[moves]
            if isinstance(move, Play):
                kind, a, b = _PLAY, move.card, move.pile
            elif isinstance(move, Shift):
                kind, a, b = _SHIFT, move.source, move.target
            elif move == DRAW:
                kind = _DRAW
        elif planned:
            move, planned = planned[0], planned[1:]
            if isinstance(move, Play):
                kind, a, b = _PLAY, move.card, move.pile
            elif isinstance(move, Shift):
                kind, a, b = _SHIFT, move.source, move.target
        elif pending:
            kind = _DRAW
        else:
            held = set(hand)
            top = -1e9
            any_play = False
            # All sides share a building rule, as all corners do: a card scores the same in any empty
            # side (or corner), so only the first of them can be chosen (the first among equals).
            side_seen = corner_seen = False
            # Plays, in the engine's order: by place, then by card.
            for place, pile in enumerate(piles):
                if pile:
                    if becker:
                        continue  # four-card rule: the drawn card may only go to an empty space
                    for c in ordered[place][pile[-1]]:
                        if c in held:
                            any_play = True
                            score = BUILD + 5.0 * len(held.intersection(fits[place][c]))
                            if score > top:
                                top, kind, a, b = score, _PLAY, c, place
                elif place >= 4:
                    if corner_seen:
                        continue
                    corner_seen = True
                    for c in hand:
                        if RANK_OF[c] == _KING:
                            any_play = True
                            if top < KING_TO_CORNER:
                                top, kind, a, b = KING_TO_CORNER, _PLAY, c, place
                            break
                elif hand and not side_seen:
                    side_seen = True
                    fit_here = fits[place]
                    for c in hand:
                        any_play = True
                        score = FILL + 5.0 * len(held.intersection(fit_here[c])) + 0.5 * RANK_OF[c]
                        if score > top:
                            top, kind, a, b = score, _PLAY, c, place
            if becker:
                if not any_play:
                    kind = _END
            else:
                if top < _TOP_SHIFT:  # else no pile move can beat the best play
                    if shifts is None:
                        shifts = pile_moves(piles, bottom_at, fits, same, builds)
                    for s, d in shifts:
                        if d >= 4 and not piles[d]:
                            score = _TOP_SHIFT
                        elif s < 4:
                            score = FREE_SPACE + len(piles[s]) * 0.1
                        else:
                            score = FREE_CORNER if any(RANK_OF[c] == _KING for c in hand) else -1.0
                        if score > top:
                            top, kind, a, b = score, _SHIFT, s, d
                draw_ok = until_playable and stock and not played and not any_play
                if draw_ok and top < DRAW_SCORE:
                    top, kind = DRAW_SCORE, _DRAW
                if top < END_SCORE:
                    # Ending is chosen only when nothing scores better; where the rules forbid it,
                    # a play or a draw always does (the engine's may_end), so this is never reached then.
                    kind = _END
                elif (keep_stops is not None and kind == _PLAY and len(hand) > 1
                      and piles[0] and piles[1] and piles[2] and piles[3] and not must_play
                      and not (until_playable and stock and not played and drew_mid)
                      and not (enforced and _king_playable(piles, hand))):  # fmt: skip
                    # The engine's may_end allows ending here: a seat that keeps cards back may.
                    stops = keep_stops[seat]
                    if stops is not None:
                        f = fits[b][a]
                        unseen = 0
                        for fit in f:
                            if fit not in held and not laid[fit]:
                                unseen += 1
                        # keepback.stop_index, inlined with its SIDE, CORNER, KING as 0, 1, 2 (a call costs
                        # about a move here)
                        where = 0 if b < 4 else 1 if piles[b] else 2
                        x = (x * LCG_MUL + LCG_ADD) & LCG_MASK
                        if x * LCG_SCALE < stops[where * 6 + 3 * (not held.isdisjoint(f)) + min(unseen, 2)]:
                            kind = _END
        moves += 1
        if kind == _PLAY:
            card = CARDS[a]
            hand.remove(card)
            laid[a] = 1
            pile = piles[b]
            if not pile:
                bottom_at[card] = b
                shifts = None
            elif shifts is not None:
                shifts = _after_build(shifts, piles, bottom_at, fits, same, builds, b, card)
            pile.append(card)
            played = True
            idle_round = 0
            if len(pile) == 13:
                completed.append((seat, Place(b)))
                if set_aside:
                    bottom_at[pile[0]] = -1
                    pile.clear()
                    shifts = None
        elif kind == _SHIFT:
            moving = piles[a]
            target = piles[b]
            bottom_at[moving[0]] = -1 if target else b
            target.extend(moving)
            piles[a] = []
            moved = True
            shifts = None
            idle_round = 0
            if len(moving) < 13 and len(target) == 13:
                completed.append((seat, Place(b)))
                if set_aside:
                    bottom_at[target[0]] = -1
                    target.clear()
        elif kind == _DRAW:
            n = min(pending or 1, len(stock))
            for _ in range(n):
                insort(hand, stock.pop())
            drew_mid = drew_mid or not pending
            pending, drew = 0, True
            continue
        else:
            if fines_kings and not becker and _king_playable(piles, hand):
                fines[seat] += 1
            if becker:
                count = 0
            elif if_no_play:
                count = 0 if played else draw_count
            else:
                count = end_count
            n = min(count, len(stock))
            for _ in range(n):
                insort(hand, stock.pop())
            if not played:
                idle_turns[seat] += 1
            idle_round = 0 if (played or moved or drew or n) else idle_round + 1
            if idle_round >= players:
                over = True
                break
            seat, number = (seat + 1) % players, number + 1
            played = moved = drew = drew_mid = becker = False
            pending = draw_count if start_draw and stock else 0
            if seat == later_seat and later_left > 0:
                later_left -= 1
                starting = True
            continue
        # A card laid or a pile moved: has the mover just laid their last card?
        if not hand and played:
            if stock_must_empty and stock:
                pending, becker = 1, True
            elif open_space_draw and stock and not (piles[0] and piles[1] and piles[2] and piles[3]):
                pending, becker = open_space_draw, False
            else:
                winner, over = seat, True
    first = winner is not None and number < players
    hands_out = tuple(tuple(h) for h in hands)
    return Outcome(winner, hands_out, first, tuple(completed), tuple(idle_turns), tuple(fines)), moves


def _king_playable(piles: list[list[Card]], hand: list[Card]) -> bool:
    """Whether a king in ``hand`` could go to a corner: only an empty one takes a king (corners build down)."""
    if piles[4] and piles[5] and piles[6] and piles[7]:
        return False
    return any(RANK_OF[c] == _KING for c in hand)


def _after_build(
    shifts: list[tuple[int, int]],
    piles: list[list[Card]],
    bottom_at: list[int],
    fits: tuple[tuple[frozenset[int], ...], ...],
    same: tuple[tuple[bool, ...], ...],
    builds: Sequence[Build],
    place: int,
    card: Card,
) -> list[tuple[int, int]]:
    """:func:`~kings.corners.players.pilemoves.pile_moves` once ``card`` is built on the pile at ``place`` (not
    yet there), from the pile moves before: only the moves onto that pile change, and, where the two places
    build differently, the moves of that pile (it must still follow the target's rule)."""
    grown = [*piles[place], card]
    out = [
        (s, t)
        for s, t in shifts
        if t != place and (s != place or same[s][t] or follows(builds[t], grown))
    ]
    for c in fits[place][card]:
        s = bottom_at[c]
        if s >= 0 and (same[s][place] or follows(builds[place], piles[s])):
            out.append((s, place))
    if len(out) > 1:
        out.sort()
    return out
