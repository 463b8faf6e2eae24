"""The hard Klondike player: it guesses the cards it cannot see, plays each guess on after each move it weighs, and
makes the move that wins in the most of them. It never reads more than its observation.

* **Guesses** (determinization): the unseen cards (face down, and the stock before its first pass) are dealt at
  random into their places, consistently with everything the player sees (:func:`kings.klondike.unseen.sample`),
  ``samples`` times; every move weighed is tried on the same guesses, so the moves are compared on the same cards
  (far less noise than fresh guesses for each).
* **The moves weighed** are the best few by the rules of thumb (:mod:`kings.klondike.players.heuristic`), pointless
  ones included to fill the places (moving a run for nothing is sometimes the only way on), and the draw.
* **Playouts** (a rollout of the easy player): after each move, each guess is played on to its end by the rules of
  thumb, which see only what a player would see of that guess (its face-down cards stay face down to them), so a
  playout says how the move does for a player that cannot see through the cards. Once a playout has nothing face
  down, the solver finishes it (as this player does once it sees every card); once it has gone round the stock with
  nothing to show for it, it is lost (the rules of thumb would go round twice more before giving up). The move
  played is the one after which the most playouts are won; ties go to the rules of thumb, which also choose when
  none is won. Playing the rules of thumb's own choice is always one of the options, so this is at least as good as
  the easy player but for the noise of the guesses (the rollout policy improvement of Bertsekas et al.), and it
  finds the moves the rules of thumb misjudge: which of two cards to build on, when to move a run or take a card
  back, when to leave a card on the waste.
* **The cost** is bounded: after each guess, once ``work`` playout moves have been made no more guesses are dealt
  (early in a deal, when playouts are long, that is fewer guesses; late, all eight), so no decision takes much longer
  than another, and the same view still gives the same choice.
* **Searching each guess with the solver instead** (``evaluate="solve"``, what this level did first) sees through
  the guessed cards: nearly every move wins nearly every guess, and the moves are hardly told apart. It won about
  as many deals as the easy player.
* **No guessing needed**: a card safe at home goes home at once; once nothing is hidden the one deal there is is
  solved with the whole budget, and a deal proved lost is given up.
* **No going back**: the card the last move moved is not moved again at once (that undoes the last move, or
  finishes a move that could have been made at once).
* **Giving up**: as the easy player (no progress for three trips round the stock), or when the deal is proved lost.

Measured (``python bench/klondike_strength.py``, the same deals for both players; bench/README.md): drawing one it
wins 58.5% of 200 deals against the easy player's 51.0% (+7.5 points deal by deal, 95% interval +1.3 to +13.7; the
solver on each guess won +4 on 100), at p50 63 ms, p95 127 ms a decision in CPython and p95 244 ms in Pyodide;
drawing three 30% against 6.7% (30 deals).

>>> from kings.klondike.deal import Deal
>>> from kings.klondike.rules import Rules
>>> from kings.seeding import Rng
>>> deal = Deal.new(Rules(), seed=7).play(Deal.new(Rules(), seed=7).legal_moves()[0])
>>> choice = decide(deal.observe(0), deal.legal_moves(), Rng(3))
>>> str(choice.move), choice.samples, choice.wins > 0
('3C>1', 8, True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from kings.klondike import unseen
from kings.klondike.deal import Deal
from kings.klondike.moves import DRAW, GIVE_UP, RECYCLE, Move, Put
from kings.klondike.observation import Observation
from kings.klondike.piles import safe_home
from kings.klondike.players.heuristic import best_move, idle_limit, ranked, worth
from kings.klondike.solver import solve
from kings.seeding import Rng

PLAYOUT, SOLVE = "playout", "solve"  #: the values of :attr:`Settings.evaluate`
Scores = dict[Move, float]  #: each move weighed, and its score over the guesses


@dataclass(frozen=True, slots=True)
class Settings:
    """The hard player's knobs (the defaults are what the level plays; hints and benchmarks may pass others)."""

    samples: int = 8  #: guesses at the unseen cards (the same guesses for every move weighed)
    candidates: int = 4  #: moves weighed (the best by the rules of thumb, and the draw)
    evaluate: str = PLAYOUT  #: how a guess is played on after a move: ``playout`` (the rules of thumb, blind) or
    #: ``solve`` (the solver, seeing every card of the guess: what this level did first)
    horizon: int = 400  #: moves a playout may last at most (the rules of thumb give up well before)
    work: int = 3_500  #: playout moves per decision: no guess is dealt that would take them past this (as the guesses
    #: so far cost), though the first always is
    endgame: int = 200  #: (``playout``) positions the solver may search once a playout has no card face down
    patience: int = 1  #: (``playout``) trips round the stock with no progress before a playout counts as lost
    progress: float = 0.0  #: (``playout``) a playout not won still counts this much times the share of the cards
    #: it sent home (a finer signal than won or lost when few guesses are made)
    budget: int = 300  #: (``solve``) positions the solver may search after each candidate move in each guess
    deeper: int = 4  #: (``solve``) when no guess is won and few cards are unseen, half the guesses are searched
    #: again with this many times the budget (then the guesses differ little, and a deeper search can tell the moves
    #: apart)
    deeper_unseen: int = 12  #: ... at most this many unseen cards
    exact_budget: int = 8_000  #: positions for the one deal there is once nothing is hidden
    margin: float = 0.0  #: score (guesses won) over the rules of thumb's first choice a move needs to be played
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
        verdict = solve(unseen.sample(obs, rng), s.exact_budget)
        if verdict.won and verdict.line[0] in moves:
            return Decision(verdict.line[0], 1, 1, "search")
        if verdict.lost:
            return Decision(GIVE_UP, 0, 1, "lost")
    if not moves:
        return Decision(best_move(obs, legal), reason="rules")
    if len(moves) == 1:
        return Decision(moves[0], reason="only")
    if s.evaluate == PLAYOUT:
        wins, score, samples = _playout_wins(obs, moves, rng, s)
    else:
        samples = s.samples
        wins = _wins(obs, moves, rng, samples, s.budget)
        if not wins and len(obs.unseen()) <= s.deeper_unseen:  # nothing won within the budget: look deeper
            samples = max(1, s.samples // 2)
            wins = _wins(obs, moves, rng, samples, s.budget * s.deeper)
        score = {m: float(wins[m]) for m in moves}
    if not any(score.values()):
        return Decision(moves[0] if worth(obs, moves[0]) >= 0 else best_move(obs, legal), 0, samples, "rules")
    move = max(moves, key=lambda m: score[m])  # ties: the first, the best by the rules of thumb
    if score[move] - score[moves[0]] < s.margin:
        move = moves[0]
    return Decision(move, wins[move], samples, "search")


def playout(deal: Deal, horizon: int, endgame: int = 0, patience: int = 0) -> tuple[bool, Deal]:
    """``deal`` played on by the rules of thumb (the easy player, from what it sees of this deal alone) until it is
    over or ``horizon`` moves have been made: whether it was won, and where it stopped.

    With ``endgame``, once no card is face down the solver (that many positions) decides instead: the hard player
    itself solves the deal once it sees every card, and drawing one with no limit on passes a deal with nothing face
    down is won at once (every card can be reached), so the playout stops there, sooner and nearer the truth. With
    ``patience``, a playout with no progress for that many trips round the stock is lost (the easy player waits three
    before giving up, and seldom gets anywhere after the first)."""
    for _ in range(horizon):
        if deal.ended:
            break
        if patience and deal.idle > patience * (len(deal.stock) + len(deal.waste) + 1) + 12:
            break  # a whole trip round the stock changed nothing: the rules of thumb play the same trip again
        if endgame and not deal.hidden_count:
            if solve(deal, endgame).won:
                return True, deal
            endgame = 0  # not found within the budget: the rules of thumb play it out
        obs = deal.observe(0)
        deal = deal.advance(best_move(obs, obs.legal))
    return deal.won, deal


def _playout_wins(obs: Observation, moves: list[Move], rng: Rng, s: Settings) -> tuple[Counter[Move], Scores, int]:
    """In how many guesses each move, played on by the rules of thumb, wins; its score (the wins, and
    :attr:`Settings.progress` for the others); and how many guesses were made (all ``samples``, or fewer once
    ``work`` playout moves have been made: the same count for the same view, so the choice stays repeatable)."""
    wins: Counter[Move] = Counter()
    score: Scores = dict.fromkeys(moves, 0.0)
    done = made = 0
    while done < s.samples and (not done or made + made // done <= s.work):  # another guess costs about as much
        guess = unseen.sample(obs, rng)
        start = len(guess.moves) + 1
        for move in moves:
            won, end = playout(guess.advance(move), s.horizon, s.endgame, s.patience)
            made += len(end.moves) - start
            if won:
                wins[move] += 1
                score[move] += 1
            elif s.progress:
                score[move] += s.progress * end.home_count / 52
        done += 1
    return wins, score, done


def _wins(obs: Observation, moves: list[Move], rng: Rng, samples: int, budget: int) -> Counter[Move]:
    """In how many of ``samples`` guesses each move is followed by a win the solver finds within ``budget``."""
    wins: Counter[Move] = Counter()
    for _ in range(samples):
        guess = unseen.sample(obs, rng)
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
