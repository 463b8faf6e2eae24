"""The hard Klondike player: it guesses the cards it cannot see, solves each guess, and plays the move that wins in
the most of them. It never reads more than its observation.

* **Guesses** (determinization): the unseen cards (face down, and the stock before its first pass) are dealt at
  random into their places, consistently with everything the player sees (:meth:`Observation.sample
  <kings.klondike.observation.Observation.sample>`), ``samples`` times.
* **The moves weighed** are the best few by the rules of thumb (:mod:`kings.klondike.players.heuristic`: never a
  pointless one), and the draw.
* **Each guess is solved after each of them** (:func:`~kings.klondike.solver.solve`, a small budget of positions
  each): the move played is the one after which the most guesses are won; ties go to the rules of thumb, which
  also choose when no guess is won within its budget. (Voting for the first move of each guess's winning line is
  cheaper, but a solver's line is one way to win among many, and its first move is often a detour or a draw
  towards a far card: the guesses then pull the player back and forth.)
* **No guessing needed**: a card safe at home goes home at once; once nothing is hidden the one deal there is is
  solved with the whole budget, and a deal proved lost is given up.
* **No going back**: the card the last move moved is not moved again at once (that undoes the last move, or
  finishes a move that could have been made at once).
* **Giving up**: as the easy player (no progress for three trips round the stock), or when the deal is proved lost.

Measured (draw one, ``python -m kings.sim --game klondike --bots hard``, 28 deals of seeds 3 and 4): it wins as many
deals as the easy player (11 each, 39%), at 50 ms a decision (p95 125 ms) in CPython; neither a margin of two guesses
over the rules of thumb's choice nor leaving pointless moves out changed that (:class:`Settings` keeps both knobs for
such experiments). The full-information solver wins about 80% of the same kind of deals: a stronger player (more
guesses, a deeper search late in the deal) is still to be built.

>>> from kings.klondike.deal import Deal
>>> from kings.klondike.rules import Rules
>>> from kings.seeding import Rng
>>> deal = Deal.new(Rules(), seed=7).play(Deal.new(Rules(), seed=7).legal_moves()[0])
>>> choice = decide(deal.observe(0), deal.legal_moves(), Rng(3))
>>> str(choice.move), choice.samples, choice.wins > 0
('3C>1', 5, True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from kings.klondike.moves import DRAW, GIVE_UP, RECYCLE, Move, Put
from kings.klondike.observation import Observation
from kings.klondike.piles import safe_home
from kings.klondike.players.heuristic import best_move, idle_limit, ranked, worth
from kings.klondike.solver import solve
from kings.seeding import Rng


@dataclass(frozen=True, slots=True)
class Settings:
    """The hard player's knobs (the defaults are what the level plays; hints and benchmarks may pass others)."""

    samples: int = 5  #: guesses at the unseen cards
    budget: int = 300  #: positions the solver may search after each candidate move in each guess
    candidates: int = 5  #: moves weighed (the best by the rules of thumb, and the draw)
    deeper: int = 4  #: when no guess is won and few cards are unseen, half the guesses are searched again with this
    #: many times the budget (then the guesses differ little, and a deeper search can tell the moves apart)
    deeper_unseen: int = 12  #: ... at most this many unseen cards
    exact_budget: int = 8_000  #: positions for the one deal there is once nothing is hidden
    margin: int = 1  #: guesses more than the rules of thumb's first choice a move must win to be played instead
    pointless: bool = True  #: weigh moves the rules of thumb find pointless (to fill the candidates' places)


@dataclass(frozen=True, slots=True)
class Decision:
    """A move and why: in how many guesses it wins (of how many were made), and whether the deal is proved lost."""

    move: Move
    wins: int = 0  #: guesses won after this move
    samples: int = 0  #: guesses made (0: no search was needed)
    reason: str = ""  #: ``safe``, ``only``, ``search``, ``rules``, ``idle`` or ``lost``


def candidates(obs: Observation, legal: Sequence[Move], limit: int, pointless: bool = True) -> list[Move]:
    """The moves worth weighing: the best ``limit`` by the rules of thumb (pointless-looking ones only to fill the
    places left: taking a card back from its foundation is sometimes the only way on), never the card the last move
    moved, and the draw (or the turn-over) whenever it is legal."""
    last = obs.moves[-1] if obs.moves else None
    again = last.card if isinstance(last, Put) else None
    moves = [m for m in ranked(obs, legal) if m != GIVE_UP and not (isinstance(m, Put) and m.card == again)]
    if not pointless:
        moves = [m for m in moves if m in (DRAW, RECYCLE) or worth(obs, m) >= 0] or moves
    chosen = moves[:limit]
    return chosen + [m for m in moves[limit:] if m in (DRAW, RECYCLE)]


def decide(obs: Observation, legal: Sequence[Move], rng: Rng, settings: Settings | None = None) -> Decision:
    """The hard player's move and its grounds (see the module doc)."""
    s = settings or Settings()
    for move in legal:
        if isinstance(move, Put) and move.home and safe_home(move.card, obs.foundations):
            return Decision(move, reason="safe")
    if obs.idle > idle_limit(obs):
        return Decision(GIVE_UP, reason="idle")
    moves = candidates(obs, legal, s.candidates, s.pointless)
    if not obs.unseen():  # nothing hidden: this is the deal itself
        verdict = solve(obs.sample(rng), s.exact_budget)
        if verdict.won and verdict.line[0] in moves:
            return Decision(verdict.line[0], 1, 1, "search")
        if verdict.lost:
            return Decision(GIVE_UP, 0, 1, "lost")
    if not moves:
        return Decision(best_move(obs, legal), reason="rules")
    if len(moves) == 1:
        return Decision(moves[0], reason="only")
    samples = s.samples
    wins = _wins(obs, moves, rng, samples, s.budget)
    if not wins and len(obs.unseen()) <= s.deeper_unseen:  # nothing won within the budget: look deeper
        samples = max(1, s.samples // 2)
        wins = _wins(obs, moves, rng, samples, s.budget * s.deeper)
    if not wins:
        return Decision(moves[0] if worth(obs, moves[0]) >= 0 else best_move(obs, legal), 0, samples, "rules")
    move = max(moves, key=lambda m: wins[m])  # ties: the first, the best by the rules of thumb
    if wins[move] - wins[moves[0]] < s.margin:
        move = moves[0]
    return Decision(move, wins[move], samples, "search")


def _wins(obs: Observation, moves: list[Move], rng: Rng, samples: int, budget: int) -> Counter[Move]:
    """In how many of ``samples`` guesses each move is followed by a win the solver finds within ``budget``."""
    wins: Counter[Move] = Counter()
    for _ in range(samples):
        guess = obs.sample(rng)
        for move in moves:
            if solve(guess.advance(move), budget).won:
                wins[move] += 1
    return wins


class HardPlayer:
    """Solves guesses at the unseen cards and plays the move that wins most of them (see the module doc)."""

    level = "hard"

    def __init__(self, settings: Settings | None = None) -> None:
        self.settings = settings or Settings()

    def choose(self, obs: Observation, legal: Sequence[Move], rng: Rng) -> Move:
        if len(legal) == 1:
            return legal[0]
        return decide(obs, legal, rng, self.settings).move
