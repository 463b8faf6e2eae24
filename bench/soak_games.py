"""What each game adds to the soak (bench/soak.py): how its soak games are dealt, and its scores checked as its
rules say. Everything else the soak checks is the :mod:`kings.game` protocol's, the same for every game; a game
with no entry here is soaked on that alone (and the soak's output says so).

Each check raises AssertionError naming what broke. The totals are written out from the sources (RULES.md and
``/work/shared/seeds/``), not read from the engine, so an engine that scores wrongly fails them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from kings.registry import GameInfo


def _nothing(_: Any) -> None:
    return None


@dataclass(frozen=True)
class Adapter:
    """One game's part of the soak."""

    #: ``deal(info, rules, seed, players, dealer, i)``: soak game ``i``'s single deal (the registry's ``new`` unless
    #: the game deals more kinds of deal: 3-13 deals every round size)
    deal: Callable[[GameInfo, Any, int, int, int, int], Any] | None = None
    #: a finished deal (the protocol's state): its scores; it may name how the deal ended (counted in the output)
    deal_end: Callable[[Any], str | None] = _nothing
    match_end: Callable[[Any], None] = _nothing  #: a finished match (the game's own match): its totals
    scores: str = ""  #: what the score checks check, in a few words (for the soak's output)
    #: a move that ends the game at will (Klondike's Give up): random play picks another one, nine times in ten
    rare: Callable[[Any], bool] = lambda move: False
    strong: tuple[str, ...] = ()  #: the levels that think long (else the strongest level and the strongest offered)
    strong_every: int = 0  #: seat a strong level in the CPU games of one block of ten in this many (0: --strong-every)
    #: ``step(before, move, after)``: the game's own check of every move (King's Court: pieces conserved)
    step: Callable[[Any, Any, Any], None] = lambda before, move, after: None
    moves: str = ""  #: what ``step`` checks, in a few words
    look: Callable[[Any], None] = _nothing  #: the game's own check of the position sampled in every game
    looks: str = ""  #: what ``look`` checks, in a few words


# -- Kings in the Corner ---------------------------------------------------------------------------------------------
def _corners_deal_end(deal: Any) -> str:
    """Who went out holds no card, an impasse leaves no stock; the deal's score moves chips without losing any
    (chips), charges each seat at most its cards' value plus its fines and never below zero (penalty points)."""
    from kings.corners import Method, hand_value, score_deal

    out = deal.outcome
    assert out is not None
    if out.winner is None:
        assert deal.stock == (), "an impasse with cards left in the stock"
    else:
        assert deal.hand(out.winner) == (), f"seat {out.winner} went out holding cards"
    rules = deal.rules
    method = rules.scoring.method
    for pot in (0, 7):
        score = score_deal(rules, out, pot)
        if method is Method.CHIPS:
            assert sum(score.deltas) + score.pot == pot, f"chips appear or vanish: {score.deltas}, pot {pot}"
        elif method in (Method.PENALTY, Method.ELIMINATION):
            for seat, hand in enumerate(out.hands):
                most = hand_value(rules, hand) + rules.king_penalty * out.king_fines[seat]
                low = -rules.scoring.first_turn_bonus if seat == out.winner else 0
                assert low <= score.deltas[seat] <= most, f"seat {seat} charged {score.deltas[seat]}, holds {most}"
    return "an impasse" if out.winner is None else "a seat went out"


def _corners_match_end(match: Any) -> None:
    """Each deal's changes add up to the totals; chips are conserved from the first deal to the last."""
    from kings.corners import Match

    start = Match.new(match.rules, match.seed, match.players)
    totals, chips = list(start.totals), sum(start.totals) + start.pot
    for r in match.results:
        for i, seat in enumerate(r.seats):
            totals[seat] += r.score.deltas[i]
        assert tuple(totals) == r.totals, f"deal {r.number}: totals {r.totals}, deltas add up to {totals}"
        if match.rules.scoring.method.name == "CHIPS":
            assert sum(r.totals) + r.score.pot == chips, f"deal {r.number}: {sum(r.totals)} + pot != {chips} chips"


# -- King --------------------------------------------------------------------------------------------------------------
def _king_deal_end(game: Any) -> str:
    """The source's fixed totals: each negative hand shares out its total, each positive hand +325 (a forfeit: 100
    to the dealer, 75 to the others), and the whole game sums to zero."""
    from kings.king.contracts import Penalty

    negative_totals = {
        (Penalty.TRICKS,): -260, (Penalty.HEARTS,): -260, (Penalty.QUEENS,): -200, (Penalty.MEN,): -240,
        (Penalty.KING_OF_HEARTS,): -160, (Penalty.LAST_TWO,): -180,
        (Penalty.TRICKS, Penalty.LAST_TWO): -440, (Penalty.HEARTS, Penalty.KING_OF_HEARTS): -420,
        (Penalty.QUEENS, Penalty.MEN): -440,
    }  # fmt: skip
    quick = game.rules.quick
    assert len(game.results) == (7 if quick else 10), f"{len(game.results)} hands"
    cut = 3 if quick else 6
    for r in game.results[:cut]:
        assert sum(r.points) == negative_totals[r.contract.penalties], f"hand {r.number}: {r.points}"
        assert sum(r.tricks) == 13, f"hand {r.number}: {sum(r.tricks)} tricks"
    for r in game.results[cut:]:
        assert r.contract.positive and sum(r.points) == 325, f"hand {r.number}: {r.points}"
        if r.forfeited:
            assert sorted(r.points) == [75, 75, 75, 100] and r.points[r.dealer] == 100, f"hand {r.number}: forfeit"
        else:
            assert sum(r.tricks) == 13, f"hand {r.number}: {sum(r.tricks)} tricks"
    assert sum(game.totals) == 0, f"the game sums to {sum(game.totals)}"
    return "with a forfeit" if any(r.forfeited for r in game.results) else "no forfeit"


# -- 3-13 --------------------------------------------------------------------------------------------------------------
def _three_thirteen_deal(info: GameInfo, rules: Any, seed: int, players: int, dealer: int, i: int) -> Any:
    """Every round size in turn (the registry's ``new`` deals the first round only)."""
    from kings.three_thirteen.round import Round

    return Round.new(rules, seed, players, dealer, (i // 7) % len(rules.rounds()))


def _three_thirteen_deal_end(r: Any) -> str:
    """Each hand's penalty is its unmelded cards' points (checked by a brute-force reference), every meld is a real
    set or run of the hand's cards, whoever went out scores nothing, and the lowest penalties win."""
    from tests.three_thirteen_brute import points, valid_meld

    penalties = r.penalties()
    for seat, hand in enumerate(r.hands):
        a = r.arrangement(seat)
        assert Counter(c for m in a.melds for c in m.cards) + Counter(a.deadwood) == Counter(hand), f"seat {seat}"
        assert all(valid_meld(m.cards, r.wild, r.rules) for m in a.melds), f"seat {seat}: a meld is no set or run"
        assert points(a.deadwood, r.rules) == a.penalty == penalties[seat] >= 0, f"seat {seat}: penalty"
    if r.ended == "out":
        assert r.out is not None and penalties[r.out] == 0, "who went out scored points"
    low = min(penalties)
    assert r.outcome.winners == tuple(s for s in range(r.players) if penalties[s] == low), "winners"
    return {"out": "a seat went out", "stock": "the stock ran out", "turns": "the turn limit"}[r.ended]


def _three_thirteen_match_end(match: Any) -> None:
    """The totals are the rounds' points added up; the winners have the lowest total."""
    assert len(match.results) >= len(match.rules.rounds()), f"{len(match.results)} rounds"
    sums = tuple(sum(x.points[s] for x in match.results) for s in range(match.players))
    assert match.totals == sums, f"totals {match.totals}, rounds add up to {sums}"
    for x in match.results:
        _three_thirteen_deal_end(x.final)


# -- Kings Cup ---------------------------------------------------------------------------------------------------------
def _kings_cup_deal_end(game: Any) -> str:
    """The game ends with the deck drawn out or on a king; points are never negative; a deck that keeps no score
    gives none and has no winner, else the fewest points win."""
    from kings.cards import RANK_OF, Rank

    assert not game.stock or RANK_OF[game.card] == Rank.KING, f"ended on {game.card} with cards left"
    assert all(p >= 0 for p in game.points), f"points {game.points}"
    winners = game.outcome.winners
    if not game.rules.keeps_score:
        assert not any(game.points) and winners == (), f"a deck without a score gave points {game.points}"
    else:
        assert winners == tuple(s for s in range(game.players) if game.points[s] == min(game.points)), "winners"
    return "the deck drawn out" if not game.stock else "on a king"


def _kings_cup_match_end(match: Any) -> None:
    """The totals are the games' points added up."""
    sums = tuple(sum(g.points[s] for g in match.results) for s in range(match.players))
    assert match.totals == sums, f"totals {match.totals}, games add up to {sums}"
    assert len(match.results) == match.rules.match_games


# -- Klondike ----------------------------------------------------------------------------------------------------------
def _klondike_deal_end(deal: Any) -> str:
    """Won exactly when all 52 cards are home; Vegas pays 5 a card home on a 52 stake; the standard score is never
    below zero."""
    from kings.klondike.rules import Scoring

    assert deal.won == (deal.home_count == 52), f"won {deal.won} with {deal.home_count} cards home"
    if deal.rules.scoring is Scoring.VEGAS:
        assert deal.score == -52 + 5 * deal.home_count, f"Vegas score {deal.score}, {deal.home_count} cards home"
    elif deal.rules.scoring is Scoring.STANDARD:
        assert deal.score >= 0, f"standard score {deal.score}"
    else:
        assert deal.score == 0, f"unscored deal scored {deal.score}"
    return "won" if deal.won else "not won"


def _klondike_match_end(session: Any) -> None:
    assert session.totals == (sum(d.score for d in session.results),), "the session's total"
    for deal in session.results:
        _klondike_deal_end(deal)


# -- King's Court ------------------------------------------------------------------------------------------------------
# Written from RULES.md and the rules page, on sets of squares (0 = a1, 8 = a2: the file is the square mod 8): the
# central 4x4 is the Court; 24 orange and 24 green pieces stand on the 48 squares around it, alternating (orange
# where file + rank is even); a step goes to an empty neighbour; a jump goes over a neighbouring piece of either
# colour to the empty square beyond, on and on, never landing twice on a square, capturing the opponent's pieces
# (each leaves the board at once) and never one's own; a player must keep a piece in the Court (after the two opening
# steps onto it) and loses when the last one is captured. A win scores 2 in a match, a draw 1 each.
_COURT = frozenset(r * 8 + f for f in range(2, 6) for r in range(2, 6))
_START = (frozenset(s for s in range(64) if s not in _COURT and (s % 8 + s // 8) % 2 == 0),
          frozenset(s for s in range(64) if s not in _COURT and (s % 8 + s // 8) % 2 == 1))  # fmt: skip


def _court_squares(bits: int) -> frozenset[int]:
    squares = []
    while bits:
        low = bits & -bits
        squares.append(low.bit_length() - 1)
        bits ^= low
    return frozenset(squares)


def _court_move(own: frozenset[int], opp: frozenset[int], path: tuple[int, ...]) -> tuple[frozenset[int],
                                                                                            frozenset[int], int]:
    """The mover's and the opponent's squares after the move along ``path``, and how many pieces it captured; a path
    no piece could take raises AssertionError."""
    origin, target = path[0], path[-1]
    assert origin in own, f"{path}: no piece of the mover's on its first square"
    mine, theirs, visited, caught = set(own) - {origin}, set(opp), {origin}, 0
    for a, b in pairwise(path):
        df, dr = b % 8 - a % 8, b // 8 - a // 8
        assert 0 <= b < 64 and {abs(df), abs(dr)} in ({0, 1}, {0, 2}), f"{path}: {a} to {b} is no step or jump"
        assert b not in mine and b not in theirs and b not in visited, f"{path}: lands on a taken square {b}"
        if abs(df) + abs(dr) == 1:
            assert len(path) == 2, f"{path}: a step is a move of its own"
        else:
            over = (a + b) // 2
            assert over in mine or over in theirs, f"{path}: jumps over the empty square {over}"
            if over in theirs:
                theirs.remove(over)
                caught += 1
        visited.add(b)
    mine.add(target)
    return frozenset(mine), frozenset(theirs), caught


def _court_step(before: Any, move: Any, after: Any) -> None:
    """Every move: the mover's piece moves along its path, the opponent's pieces jumped are captured and nothing
    else changes (pieces conserved: on the board or captured, 24 a side); the opening steps go onto the Court (Green's
    the opposite way under the opposite-side opening); the mover keeps a piece in the Court; the turn passes."""
    from kings.kings_court.rules import Opening

    mover = before.turn
    assert before.acting == mover and not before.over, f"seat {before.acting} moved for seat {mover}"
    sides = (_court_squares(before.orange), _court_squares(before.green))
    own, opp, caught = _court_move(sides[mover], sides[1 - mover], move.path)
    assert not before.orange & before.green and not after.orange & after.green, "two pieces on one square"
    mine, theirs = (_court_squares(after.orange), _court_squares(after.green))[:: 1 if mover == 0 else -1]
    assert (mine, theirs) == (own, opp), f"{move}: the pieces are not where the move leaves them"
    assert len(own) == len(sides[mover]) and len(opp) == len(sides[1 - mover]) - caught <= 24, "pieces not conserved"
    if before.ply < 2:  # the opening: a step onto the Court, no jump
        assert len(move.path) == 2 and move.path[0] not in _COURT and move.path[1] in _COURT, f"opening {move}"
        if before.ply == 1 and before.rules.opening is Opening.OPPOSITE:
            first = before.moves[0].path
            assert move.path[1] - move.path[0] == first[0] - first[1], f"{move}: not from the opposite side"
    else:
        assert own & _COURT, f"{move} empties the mover's Court"
    assert (after.turn, after.ply) == (1 - mover, before.ply + 1), "the turn does not pass"
    assert after.quiet == (0 if caught else before.quiet + 1), f"no-capture count {after.quiet}"


def _court_look(game: Any) -> None:
    """The legal moves, and what each captures, are the ones a slow reading of the rules finds."""
    from tests.kings_court_brute import slow_moves

    if game.over:
        return
    fast = {str(m): frozenset((s % 8, s // 8) for s in range(64) if game.captures(m) >> s & 1)
            for m in game.legal_moves()}  # fmt: skip
    assert fast == slow_moves(game), f"the legal moves differ from the rules read slowly in {game.fen()}"


def _court_deal_end(game: Any) -> str:
    """The game, walked again from the start on sets of squares: it ends at the first position where the player to
    move has lost the Court (the mover wins), has seen the same position (same pieces, same player to move) for the
    ``repetition``-th time since the last capture, or has had ``quiet_moves`` moves each without a capture (draws),
    or else has no legal move at all by the slow reading of the rules (loses, or draws by the rules); the outcome
    says exactly that."""
    from kings.kings_court.outcome import End
    from kings.kings_court.rules import Blocked
    from tests.kings_court_brute import slow_moves

    rules = game.rules
    sides, turn, quiet = _START, 0, 0
    seen: Counter[tuple[frozenset[int], frozenset[int], int]] = Counter({(*sides, turn): 1})
    end: tuple[int | None, Any] | None = None
    for ply, move in enumerate(game.moves, 1):
        assert end is None, f"the game went on after its end ({end[1].value}) at move {ply}"
        own, opp, caught = _court_move(sides[turn], sides[1 - turn], move.path)
        sides = (own, opp) if turn == 0 else (opp, own)
        mover, turn = turn, 1 - turn
        quiet = 0 if caught else quiet + 1
        if caught:
            seen.clear()
        seen[(*sides, turn)] += 1
        if ply >= 2 and not sides[turn] & _COURT:
            end = (mover, End.COURT)
        elif rules.repetition and seen[(*sides, turn)] >= rules.repetition:
            end = (None, End.REPETITION)
        elif rules.quiet_moves and quiet >= 2 * rules.quiet_moves:
            end = (None, End.QUIET)
    assert sides == (_court_squares(game.orange), _court_squares(game.green)), "the board differs from the moves'"
    if end is None:
        assert not slow_moves(game), "the game ended with a move to play"
        end = (1 - turn if rules.blocked is Blocked.LOSES else None, End.BLOCKED)
    out = game.outcome
    assert out is not None and (out.winner, out.end) == end, f"outcome {out}, the rules say {end}"
    assert out.winners == (() if end[0] is None else (end[0],)), f"winners {out.winners}"
    return f"{end[1].value}, {'a draw' if end[0] is None else 'won'}"


def _court_match_end(match: Any) -> None:
    """Every game of the match played to its end, colours swapped after each; 2 points a win, 1 each a draw."""
    assert len(match.results) == match.rules.match_games, f"{len(match.results)} games"
    totals = [0, 0]
    for i, game in enumerate(match.results):
        assert game.over, f"game {i + 1} did not end"
        _court_deal_end(game)
        winner = game.outcome.winner
        for seat in range(2):
            totals[(seat + i) % 2] += 1 if winner is None else 2 * (seat == winner)
    assert match.totals == tuple(totals), f"totals {match.totals}, the games give {totals}"


ADAPTERS: dict[str, Adapter] = {
    "corners": Adapter(deal_end=_corners_deal_end, match_end=_corners_match_end, strong=("hard", "expert"),
                       scores="who went out, chips conserved, penalties within the cards' value, totals add up"),
    # King's hard level plays out sampled deals for every card and bid of a whole game of ten hands.
    "king": Adapter(deal_end=_king_deal_end, strong=("hard",), strong_every=2500,
                    scores="each hand's fixed total, the game summing to zero"),
    "three-thirteen": Adapter(deal=_three_thirteen_deal, deal_end=_three_thirteen_deal_end,
                              match_end=_three_thirteen_match_end,
                              scores="penalties = unmelded points (brute force), real melds, totals add up"),
    "kings-cup": Adapter(deal_end=_kings_cup_deal_end, match_end=_kings_cup_match_end,
                         scores="every card drawn, points never negative, totals add up"),
    # Klondike's hard level plays each guess of the face-down cards out after every move: a minute or more a deal.
    "klondike": Adapter(deal_end=_klondike_deal_end, match_end=_klondike_match_end, strong_every=2500,
                        rare=lambda move: type(move).__name__ == "GiveUp",
                        scores="won = 52 cards home, Vegas and standard scores, session totals"),
    "kings-court": Adapter(deal_end=_court_deal_end, match_end=_court_match_end, step=_court_step, look=_court_look,
                           moves="pieces moved, captured and conserved as the rules say, the Court kept, the turn "
                                 "passed",
                           looks="the legal moves against a slow reading of the rules",
                           scores="the end (Court lost, repetition, no-capture limit, blocked) and its winner walked "
                                  "again from the moves, match points 2 a win and 1 a draw"),
}  # fmt: skip


def adapter(game_id: str) -> Adapter:
    """The game's adapter; a game without one gets the protocol's checks alone."""
    return ADAPTERS.get(game_id, Adapter())
