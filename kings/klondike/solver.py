"""A Klondike solver: given a whole deal (every card known), is it won, lost, or unknown within a budget of positions?

Best-first search over positions, with the techniques of the known solvers (Bjarnason et al.,
*Searching solitaire in real time*, 2007, on "thoughtful" solitaire; ShootMe's Klondike-Solver; Blake and Gent's
Solvitaire):

* **The stock as reachable cards** (:mod:`kings.klondike.talon`): no draw moves; a move plays any card of the stock
  and waste that draws can bring to the top, paying those draws (drawing one or three, and the passes the rules
  allow, are honoured exactly).
* **Safe moves home are made at once** (:func:`~kings.klondike.piles.safe_home`): a card no other card could still
  need goes home without a branch. From the waste too when drawing one (taking a card out of the row changes
  nothing else); with unlimited passes, any such card of the stock.
* **A transposition table** keyed on the position with the columns in any order (columns are interchangeable),
  and, where they cannot matter, without the stock's pointer (drawing one with unlimited passes: every card is
  reachable) or the passes used (unlimited passes).
* **Only moves that can matter** (each pruning keeps some winning line if there is one, so "lost" is a proof):
  a face-up run moves between columns only when it is the whole run (turning a card over or emptying the column)
  or when the card it uncovers goes home next (else the same run may as well sit where it is: its two possible
  places are the two cards of one rank and colour, and what is built on either can be built on the other); a king
  at the bottom of an empty column never moves to another one, and of several empty columns only the first is
  tried; a card that is safe at home never comes back down.
* **Move ordering**: moves that turn a face-down card over first (the column with most of them first), then moves
  home, then stock cards to the tableau (cheapest first), then the rest.

"Lost" is returned only when every position reachable under those rules has been searched; "unknown" when the
budget ran out first. "Won" comes with the winning line as the game's own moves (draws included), which
:meth:`Verdict.replay` checks through :meth:`Deal.play <kings.klondike.deal.Deal.play>`.

>>> from kings.klondike.deal import Deal
>>> from kings.klondike.rules import Rules
>>> verdict = solve(Deal.new(Rules(), seed=7), budget=20_000)
>>> verdict.result, verdict.replay(Deal.new(Rules(), seed=7)).won
('won', True)
"""

from __future__ import annotations

from dataclasses import dataclass
from heapq import heappop, heappush

from kings.cards import CARDS, Card
from kings.klondike.deal import Deal
from kings.klondike.moves import DRAW, FOUNDATION, RECYCLE, Move, Put
from kings.klondike.talon import reachable, turns_to

WON, LOST, UNKNOWN = "won", "lost", "unknown"
#: Positions searched before answering "unknown": about 0.4 s in CPython and 1 s in Pyodide when it runs out (a deal
#: it answers is mostly a matter of milliseconds); bench/klondike_solver.py measures it.
DEFAULT_BUDGET = 15_000

_RANK = tuple(c % 13 + 1 for c in range(52))
_SUIT = tuple(c // 13 for c in range(52))
_RED = tuple(c // 13 in (1, 2) for c in range(52))
#: The two cards that may go on each card in a column (the other colour, one rank lower).
_ON = tuple(tuple(s * 13 + _RANK[c] - 2 for s in range(4) if (s in (1, 2)) != _RED[c]) if _RANK[c] > 1 else ()
            for c in range(52))  # fmt: skip
_ALL_HOME = (13, 13, 13, 13)

# A position: foundations (4 ranks), columns (7 bytes: the face-down count, then the cards bottom first),
# the talon (bytes), its pointer, the recycles used.
Position = tuple[tuple[int, ...], tuple[bytes, ...], bytes, int, int]
#: A search move: (kind, a, b, to): kind 0 a column's run (column a from index b), 1 a talon card (index a, b = 1
#: when the waste must be turned over to reach it), 2 a foundation's top (suit a); to: a column, or -1 home.
SearchMove = tuple[int, int, int, int]
#: A step of a line: a card and where it goes (0 home, 1-7 a column), then the safe moves home it let happen (the
#: first step of a line may be those alone: no card, None).
Step = tuple[tuple[int, int] | None, tuple[tuple[int, int], ...]]
#: A line so far, newest step first: (step, the line before it), None at the root.
Path = tuple[Step, "Path"] | None
HIDDEN_WEIGHT, AWAY_WEIGHT = 3, 2  #: of :func:`_distance` (measured on random deals: the search is not sensitive)
MAX_FINISH = 2_000  #: moves to send the last cards home (a few hundred at most: a safety net)


@dataclass(frozen=True, slots=True)
class Verdict:
    """The solver's answer: ``won`` (with the winning line), ``lost`` (proved: every position was searched) or
    ``unknown`` (the budget ran out), and how many positions it searched."""

    result: str
    line: tuple[Move, ...]  #: the game's moves from the deal to the win (empty unless won)
    nodes: int

    @property
    def won(self) -> bool:
        return self.result == WON

    @property
    def lost(self) -> bool:
        return self.result == LOST

    def replay(self, deal: Deal) -> Deal:
        """``deal`` after every move of the line, each one checked by :meth:`Deal.play`."""
        for move in self.line:
            deal = deal.play(move)
        return deal


def solve(deal: Deal, budget: int = DEFAULT_BUDGET, avoid: Card | None = None) -> Verdict:
    """Whether ``deal`` (every card known: a real deal, or one sampled from what a player sees) can be won from
    here, searching at most ``budget`` positions. With ``avoid``, the line may not start by moving that card (a
    player that has just moved it asks for a line that does not undo it); then "lost" cannot be proved, and an
    exhausted search answers "unknown"."""
    if deal.won:
        return Verdict(WON, (), 0)
    if deal.over:
        return Verdict(LOST, (), 0)
    search = _Search(deal, budget, -1 if avoid is None else int(avoid))
    steps = search.run()
    if steps is None:
        proved = search.exhausted and avoid is None
        return Verdict(LOST if proved else UNKNOWN, (), search.nodes)
    return Verdict(WON, to_moves(deal, steps), search.nodes)


def to_moves(deal: Deal, steps: list[Step]) -> tuple[Move, ...]:
    """The game's moves for a line of the search (draws added), finished by sending every card home."""
    moves: list[Move] = []
    for first, autos in steps:
        for card, to in ((first,) if first else ()) + autos:
            turns = turns_to(deal, CARDS[card]) if card in deal.stock or card in deal.waste else []
            for move in [*(turns or ()), Put(CARDS[card], to)]:
                deal = deal.advance(move)
                moves.append(move)
    for _ in range(MAX_FINISH):  # nothing is face down: every card goes home, drawing for those in the stock
        if deal.over:
            break
        home = [m for m in deal.card_moves() if m.home]
        legal = deal.legal_moves()
        last: Move = home[0] if home else DRAW if DRAW in legal else RECYCLE
        deal = deal.advance(last)
        moves.append(last)
    return tuple(moves)


class _Search:
    """One best-first search (its transposition table and counters)."""

    def __init__(self, deal: Deal, budget: int, avoid: int = -1) -> None:
        rules = deal.rules
        self.avoid = avoid  #: a card the line may not start by moving (-1: none)
        self.draw, self.limit, self.take_back = rules.draw, rules.recycles, rules.take_back
        self.budget, self.nodes, self.exhausted = budget, 0, False
        self.free_talon = self.draw == 1 and self.limit is None  #: every talon card reachable, whatever the pointer
        talon = deal.waste + deal.stock[::-1]
        cols = tuple(bytes((len(c.down), *c.down, *c.up)) for c in deal.columns)
        recycles = deal.recycles if self.limit is not None else 0
        self.start: Position = (deal.foundations, cols, bytes(talon), len(deal.waste), recycles)

    # -- the search ------------------------------------------------------------------------------------------------
    def run(self) -> list[Step] | None:
        """The winning line's steps, or None (:attr:`exhausted` says whether that is a proof).

        Best-first: the open position with the fewest face-down cards, cards away from home and cards in the talon
        (weighted) is searched next; among equals the latest found, so the search goes deep, and of a position's
        moves the one ordered first. It finds wins within a small budget more often than a depth-first
        search (which must finish a bad first choice before trying another), and, like
        it, searches every position before it answers "lost"."""
        root, autos = self.settle(self.start, stock=False)
        first: list[Step] = [(None, autos)] if autos else []
        if self.finished(root):
            return first
        seen = {self.key(root)}
        allowed = [m for m in self.moves(root) if _card(root, m) != self.avoid]
        count = 0
        heap: list[tuple[int, int, Position, list[SearchMove] | None, Path]] = [(0, 0, root, allowed, None)]
        while heap:
            _, _, pos, given, path = heappop(heap)
            for move in reversed(self.moves(pos) if given is None else given):  # the last pushed comes out first
                child, step = self.apply(pos, move)
                if self.finished(child):
                    return first + _unwind(path) + [step]
                key = self.key(child)
                if key in seen:
                    continue
                seen.add(key)
                self.nodes += 1
                if self.nodes >= self.budget:
                    return None
                count -= 1
                heappush(heap, (_distance(child), count, child, None, (step, path)))
        self.exhausted = True
        return None

    def finished(self, pos: Position) -> bool:
        """Won, or as good as won: nothing face down, and the talon empty or all of it reachable for ever."""
        found, cols, talon, _, _ = pos
        if found == _ALL_HOME:
            return True
        return all(c[0] == 0 for c in cols) and (not talon or self.free_talon)

    def key(self, pos: Position) -> bytes:
        found, cols, talon, p, r = pos
        tail = (0 if self.free_talon else p, r)
        return bytes(found) + b"\xff".join(sorted(cols)) + b"\xfe" + talon + bytes(tail)

    # -- moves -----------------------------------------------------------------------------------------------------
    def settle(self, pos: Position, stock: bool = True) -> tuple[Position, tuple[tuple[int, int], ...]]:
        """Make every safe move home (see the module doc); the moves made, as (card, 0). Without ``stock``, no card
        is drawn for it (at the root: so that a line starts with a real choice, not with draws for a safe card)."""
        found, cols, talon, p, r = pos
        f = list(found)
        cols_l = list(cols)
        autos: list[tuple[int, int]] = []
        changed = True
        while changed:
            changed = False
            for i, col in enumerate(cols_l):
                if len(col) > col[0] + 1 and _safe(col[-1], f):
                    card = col[-1]
                    f[_SUIT[card]] += 1
                    cols_l[i] = _without(col, len(col) - 1)
                    autos.append((card, FOUNDATION))
                    changed = True
            if self.free_talon and stock:
                for t, card in enumerate(talon):
                    if _safe(card, f):
                        f[_SUIT[card]] += 1
                        talon, p = talon[:t] + talon[t + 1:], t
                        autos.append((card, FOUNDATION))
                        changed = True
                        break
            elif self.draw == 1 and p and _safe(talon[p - 1], f):
                card = talon[p - 1]
                f[_SUIT[card]] += 1
                talon, p = talon[: p - 1] + talon[p:], p - 1
                autos.append((card, FOUNDATION))
                changed = True
        return (tuple(f), tuple(cols_l), talon, p, r), tuple(autos)

    def apply(self, pos: Position, move: SearchMove) -> tuple[Position, Step]:
        found, cols, talon, p, r = pos
        kind, a, b, to = move
        f, cols_l = list(found), list(cols)
        if kind == 0:
            col = cols[a]
            run, card = col[b:], col[b]
            cols_l[a] = _without(col, b)
        elif kind == 1:
            card = talon[a]
            run = bytes((card,))
            talon, p, r = talon[:a] + talon[a + 1:], a, r + (b if self.limit is not None else 0)
        else:
            card = a * 13 + found[a] - 1
            run = bytes((card,))
            f[a] -= 1
        if to < 0:
            f[_SUIT[card]] += 1
        else:
            cols_l[to] = cols_l[to] + run
        child, autos = self.settle((tuple(f), tuple(cols_l), talon, p, r))
        return child, ((card, FOUNDATION if to < 0 else to + 1), autos)

    def moves(self, pos: Position) -> list[SearchMove]:
        """The moves worth searching here, best first (see the module doc)."""
        found, cols, talon, p, r = pos
        scored: list[tuple[int, SearchMove]] = []
        hosts: dict[int, list[int]] = {}
        empty = -1
        for j, col in enumerate(cols):
            if len(col) == 1:
                empty = j if empty < 0 else empty
            elif len(col) > col[0] + 1:
                for card in _ON[col[-1]]:
                    hosts.setdefault(card, []).append(j)
        get = hosts.get
        for i, col in enumerate(cols):
            size = len(col)
            down = col[0]
            base = down + 1
            if size == base:
                continue
            top = col[-1]
            if found[_SUIT[top]] == _RANK[top] - 1:
                scored.append((7000 + down if down and size == base + 1 else 5000, (0, i, size - 1, -1)))
            card = col[base]
            prio = 7000 + down if down else 2000
            for j in get(card, ()):
                scored.append((prio, (0, i, base, j)))
            if down and empty >= 0 and _RANK[card] == 13:
                scored.append((prio, (0, i, base, empty)))
            for s in range(base + 1, size):  # part of the run, when the card it uncovers goes home next
                under = col[s - 1]
                if found[_SUIT[under]] == _RANK[under] - 1:
                    for j in get(col[s], ()):
                        scored.append((1500, (0, i, s, j)))
        recycle_ok = self.limit is None or r < self.limit
        for t, draws, turned in reachable(len(talon), p, self.draw, recycle_ok):
            card = talon[t]
            cost = draws + (30 if turned else 0)
            if found[_SUIT[card]] == _RANK[card] - 1:
                scored.append((4500 - cost, (1, t, int(turned), -1)))
            for j in get(card, ()):
                scored.append((3000 - cost, (1, t, int(turned), j)))
            if _RANK[card] == 13 and empty >= 0:
                scored.append((2800 - cost, (1, t, int(turned), empty)))
        if self.take_back:
            for suit in range(4):
                rank = found[suit]
                card = suit * 13 + rank - 1
                if rank and not _safe_at(card, found):
                    for j in get(card, ()):
                        scored.append((500, (2, suit, 0, j)))
                    if rank == 13 and empty >= 0:
                        scored.append((500, (2, suit, 0, empty)))
        scored.sort(key=_first, reverse=True)
        return [m for _, m in scored]


def _distance(pos: Position) -> int:
    """How far a position looks from a win: face-down cards, cards away from home, cards in the talon (weighted)."""
    found, cols, talon, _, _ = pos
    hidden = 0
    for col in cols:
        hidden += col[0]
    return HIDDEN_WEIGHT * hidden + AWAY_WEIGHT * (52 - found[0] - found[1] - found[2] - found[3]) + len(talon)


def _unwind(path: Path) -> list[Step]:
    steps: list[Step] = []
    while path is not None:
        step, path = path
        steps.append(step)
    return steps[::-1]


def _card(pos: Position, move: SearchMove) -> int:
    """The card a search move moves."""
    kind, a, b, _ = move
    if kind == 0:
        return pos[1][a][b]
    if kind == 1:
        return pos[2][a]
    return a * 13 + pos[0][a] - 1


def _first(item: tuple[int, SearchMove]) -> int:
    return item[0]


def _without(col: bytes, start: int) -> bytes:
    """The column once its cards from ``start`` on have left, a face-down card left on top turned over."""
    down = col[0]
    if start == down + 1 and down:
        return bytes((down - 1,)) + col[1:start]
    return col[:start]


def _safe(card: int, found: list[int] | tuple[int, ...]) -> bool:
    """:func:`~kings.klondike.piles.safe_home`, inlined for speed."""
    rank, suit = _RANK[card], _SUIT[card]
    if found[suit] != rank - 1:
        return False
    if rank <= 2:
        return True
    if _RED[card]:
        return found[0] >= rank - 1 and found[3] >= rank - 1 and found[3 - suit] >= rank - 2
    return found[1] >= rank - 1 and found[2] >= rank - 1 and found[3 - suit] >= rank - 2


def _safe_at(card: int, found: tuple[int, ...]) -> bool:
    """Whether a card on top of its foundation would be safe there (so taking it back can never help)."""
    lower = list(found)
    lower[_SUIT[card]] -= 1
    return _safe(card, lower)
