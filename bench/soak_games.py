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
    deal_end: Callable[[Any], None] = _nothing  #: a finished deal (the protocol's state): its scores
    match_end: Callable[[Any], None] = _nothing  #: a finished match (the game's own match): its totals
    scores: str = ""  #: what the score checks check, in a few words (for the soak's output)
    #: a move that ends the game at will (Klondike's Give up): random play picks another one, nine times in ten
    rare: Callable[[Any], bool] = lambda move: False
    strong: tuple[str, ...] = ()  #: the levels that think long (else the strongest level and the strongest offered)
    strong_every: int = 0  #: seat a strong level in the CPU games of one block of ten in this many (0: --strong-every)


# -- Kings in the Corner ---------------------------------------------------------------------------------------------
def _corners_deal_end(deal: Any) -> None:
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
def _king_deal_end(game: Any) -> None:
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


# -- 3-13 --------------------------------------------------------------------------------------------------------------
def _three_thirteen_deal(info: GameInfo, rules: Any, seed: int, players: int, dealer: int, i: int) -> Any:
    """Every round size in turn (the registry's ``new`` deals the first round only)."""
    from kings.three_thirteen.round import Round

    return Round.new(rules, seed, players, dealer, (i // 7) % len(rules.rounds()))


def _three_thirteen_deal_end(r: Any) -> None:
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


def _three_thirteen_match_end(match: Any) -> None:
    """The totals are the rounds' points added up; the winners have the lowest total."""
    assert len(match.results) >= len(match.rules.rounds()), f"{len(match.results)} rounds"
    sums = tuple(sum(x.points[s] for x in match.results) for s in range(match.players))
    assert match.totals == sums, f"totals {match.totals}, rounds add up to {sums}"
    for x in match.results:
        _three_thirteen_deal_end(x.final)


# -- Kings Cup ---------------------------------------------------------------------------------------------------------
def _kings_cup_deal_end(game: Any) -> None:
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


def _kings_cup_match_end(match: Any) -> None:
    """The totals are the games' points added up."""
    sums = tuple(sum(g.points[s] for g in match.results) for s in range(match.players))
    assert match.totals == sums, f"totals {match.totals}, games add up to {sums}"
    assert len(match.results) == match.rules.match_games


# -- Klondike ----------------------------------------------------------------------------------------------------------
def _klondike_deal_end(deal: Any) -> None:
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


def _klondike_match_end(session: Any) -> None:
    assert session.totals == (sum(d.score for d in session.results),), "the session's total"
    for deal in session.results:
        _klondike_deal_end(deal)


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
}  # fmt: skip


def adapter(game_id: str) -> Adapter:
    """The game's adapter; a game without one gets the protocol's checks alone."""
    return ADAPTERS.get(game_id, Adapter())
