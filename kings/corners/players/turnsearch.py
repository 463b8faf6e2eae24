"""Exhaustive search of one player's own turn, on the public layout and that player's hand.

A turn is a one-player puzzle: the plays and pile moves involve no hidden card until the
player draws, so every way of playing the turn can be enumerated exactly. Orders commute
(7♣ then 6♥ or 6♥ elsewhere then 7♣ often reach the same table), so states are stored in a
transposition table keyed by the layout up to symmetry (the four sides are interchangeable,
as are the four corners) and the hand. The search is best-first on cards left in hand, with
a work budget so a huge hand with open spaces still answers in bounded, deterministic time.
Work counts states expanded plus the moves generated in them, so a wide state (a joker in
hand can stand for dozens of cards) costs what it takes to search it.

Legal moves come from :mod:`kings.corners.movegen`, the engine's own generator; only the
effect of a play or pile move is re-implemented here (:func:`step`), and the tests check it
against :meth:`Deal.apply_unchecked` under every preset.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from enum import IntEnum
from typing import NamedTuple

from kings.cards import JOKER, RANK_OF, Card
from kings.corners.movegen import Piles, Turn, legal_moves, legal_plays, legal_shifts, tables
from kings.corners.moves import DRAW, END_TURN, Move, Play, Shift
from kings.corners.rules import Rules


class Stop(IntEnum):
    """How a line of play ends (what the player does last)."""

    END = 0  #: ends the turn normally
    DRAW = 1  #: draws mid-turn (draw until playable): the rest of the turn is unknown
    OUT = 2  #: plays the last card and wins the deal
    REFILL = 3  #: plays the last card but must draw (four-card rule, open-space draw)


class State(NamedTuple):
    """The parts of a deal that change within one turn."""

    piles: Piles
    hand: tuple[Card, ...]
    turn: Turn


Key = tuple[object, ...]


class Leaf(NamedTuple):
    """A reachable way to finish the turn; :meth:`Search.moves_to` gives the moves that reach it."""

    state: State
    stop: Stop
    key: Key


def key_of(piles: Piles, hand: tuple[Card, ...], played: bool) -> Key:
    """Transposition key: sides and corners as unordered groups (they play alike), hand, played."""
    return (tuple(sorted(piles[:4])), tuple(sorted(piles[4:])), hand, played)


def _apply(rules: Rules, piles: Piles, hand: tuple[Card, ...], move: Play | Shift) -> tuple[Piles, tuple[Card, ...]]:
    new = list(piles)
    if isinstance(move, Play):
        card, place = move.card, move.pile
        i = hand.index(JOKER if card >= JOKER else card)
        hand = hand[:i] + hand[i + 1 :]
        new[place] = piles[place] + (card,)
    else:
        place = move.target
        new[place] = piles[place] + piles[move.source]
        new[move.source] = ()
    if len(new[place]) == 13 and rules.set_aside_completed:
        new[place] = ()
    return tuple(new), hand


def step(rules: Rules, state: State, move: Play | Shift) -> State:
    """The state after a play or pile move, exactly as :class:`Deal` computes it."""
    piles, hand = _apply(rules, state.piles, state.hand, move)
    turn = state.turn
    if isinstance(move, Play):
        if not turn.played:
            turn = turn._replace(played=True)
    elif not turn.moved:
        turn = turn._replace(moved=True)
    return State(piles, hand, turn)


def shifts(rules: Rules, piles: Piles) -> list[Shift]:
    """:func:`legal_shifts`, skipping it when no pile bottom fits anywhere (the usual case)."""
    fits = tables(rules).fits
    bottoms = {p[0] - 53 if p[0] > JOKER else p[0] for p in piles if p}
    for t in range(8):
        dst = piles[t]
        if dst:
            if not fits[t][dst[-1]].isdisjoint(bottoms):
                return legal_shifts(rules, piles)
        elif t >= 4 and any(p and RANK_OF[p[0]] == 13 for p in piles[:4]):  # only sides enter corners
            return legal_shifts(rules, piles)
    return []


def out_stop(rules: Rules, state: State, stock: int) -> Stop:
    """What happens when ``state``'s hand has just been emptied by a play."""
    if rules.stock_must_empty and stock:
        # Four-card rule: each card drawn now must fill an empty space, and the player draws
        # again; if the spaces outlast the stock, the hand empties with the stock: out.
        return Stop.OUT if sum(1 for p in state.piles[:4] if not p) >= stock else Stop.REFILL
    if rules.open_space_draw and stock and any(not p for p in state.piles[:4]):
        return Stop.REFILL
    return Stop.OUT


def _useful(piles: Piles, hand: tuple[Card, ...], moves: Sequence[Move], rules: Rules) -> list[Move]:
    """Drop moves that only differ from a kept one by which empty side or corner they use.

    A joker laid in a space may stand for any unseen card; only the stand-ins a card of the
    hand can then be built on (or kings, for corners) are worth trying."""
    side = next((p for p in range(4) if not piles[p]), -1)
    corner = next((p for p in range(4, 8) if not piles[p]), -1)
    out: list[Move] = []
    fits = None
    for m in moves:
        if isinstance(m, Play):
            place = m.pile
            if not piles[place]:
                if place != side and place != corner:
                    continue
                if m.card > JOKER and place < 4:
                    if fits is None:
                        fits = tables(rules).fits[place]
                    if not any(c in fits[m.card] for c in hand if c != JOKER) and RANK_OF[m.card] != 13:
                        continue
        elif isinstance(m, Shift) and m.target >= 4 and not piles[m.target] and m.target != corner:
            continue
        out.append(m)
    return out


class Search:
    """Enumerates the ends of one turn. ``weight`` prices a card left in hand (lower is better)."""

    def __init__(self, rules: Rules, stock: int, weight: Callable[[Card], float], budget: int) -> None:
        self.rules = rules
        self.stock_size = stock
        self.weight = weight
        self.budget = budget
        self.expanded = 0  #: states whose moves were generated
        self.work = 0  #: states expanded plus moves generated: what the budget limits
        self.complete = True
        self._parents: dict[Key, tuple[Key | None, Move | None]] = {}

    def leaves(self, root: State) -> list[Leaf]:
        """Every distinct way to end the turn from ``root`` (all of them unless the budget ran out)."""
        rules, stock, weight = self.rules, self.stock_size, self.weight
        start_key = key_of(root.piles, root.hand, root.turn.played)
        seen = self._parents = {start_key: (None, None)}
        states: dict[Key, State] = {start_key: root}
        heap: list[tuple[float, int, Key]] = [(0.0, 0, start_key)]
        found: list[tuple[Key, Stop]] = []
        terminal: dict[Key, State] = {}
        counter = 0
        while heap:
            if self.work >= self.budget:
                self.complete = False
                break
            _, _, key = heapq.heappop(heap)
            state = states[key]
            self.expanded += 1
            moves = legal_moves(rules, state.piles, state.hand, stock, state.turn, shifts(rules, state.piles))
            useful = _useful(state.piles, state.hand, moves, rules)
            self.work += 1 + len(moves)
            for m in useful:
                if m is END_TURN:
                    found.append((key, Stop.END))
                    continue
                if m is DRAW:
                    found.append((key, Stop.DRAW))
                    continue
                assert isinstance(m, (Play, Shift))
                child = step(rules, state, m)
                ckey = key_of(child.piles, child.hand, child.turn.played)
                if ckey in seen:
                    continue
                seen[ckey] = (key, m)
                if not child.hand:
                    terminal[ckey] = child
                    found.append((ckey, out_stop(rules, child, stock)))
                    continue
                states[ckey] = child
                counter += 1
                heapq.heappush(heap, (sum(map(weight, child.hand)), counter, ckey))
        return [Leaf(terminal.get(key) or states[key], stop, key) for key, stop in found]

    def moves_to(self, leaf: Leaf) -> tuple[Move, ...]:
        """The moves from the root of the last :meth:`leaves` call to ``leaf``."""
        back: list[Move] = []
        k: Key | None = leaf.key
        while k is not None:
            k, move = self._parents[k]
            if move is not None:
                back.append(move)
        return tuple(reversed(back))

    def most_shed(self, root: State, cap: float) -> tuple[float, State]:
        """The largest total weight of cards this hand can lay in one turn (stops early at ``cap``),
        and the state it leaves.

        Used to judge what an opponent could do on a layout we leave them; ending rules do not
        matter there, so only plays and pile moves are generated."""
        rules, weight = self.rules, self.weight
        base = sum(map(weight, root.hand))
        best, best_at = 0.0, (root.piles, root.hand)
        seen = {key_of(root.piles, root.hand, False)}
        heap: list[tuple[float, int, Piles, tuple[Card, ...]]] = [(base, 0, root.piles, root.hand)]
        counter = 0
        while heap and self.work < self.budget:
            left, _, piles, hand = heapq.heappop(heap)
            self.expanded += 1
            if base - left > best:
                best, best_at = base - left, (piles, hand)
                if best >= cap:
                    break
            moves: list[Move] = [*legal_plays(rules, piles, hand), *shifts(rules, piles)]
            useful = _useful(piles, hand, moves, rules)
            self.work += 1 + len(moves)
            for m in useful:
                assert isinstance(m, (Play, Shift))
                cpiles, chand = _apply(rules, piles, hand, m)
                ckey = key_of(cpiles, chand, False)
                if ckey in seen:
                    continue
                seen.add(ckey)
                counter += 1
                heapq.heappush(heap, (sum(map(weight, chand)), counter, cpiles, chand))
        else:
            if heap:
                self.complete = False
        return best, State(best_at[0], best_at[1], root.turn)
