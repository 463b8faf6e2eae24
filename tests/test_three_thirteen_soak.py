"""Soak: thousands of seeded rounds and games of 3-13 under every preset and table size, random moves, stock-first
moves (the stock rebuilt and running out) and CPU players, each round checked as it ends.

Source: ``seeds/002_ffd57030109f7a48.txt``: "Any cards that are not included in a set or run are counted as penalty
points" (each hand's points are its best arrangement's, every meld a real set or run); going out means "all the cards
in your hand except one" form combinations (the player who went out scores nothing); "Each of the other players is
allowed one more turn"; "The scores are accumulated from round to round" (a game's totals are its rounds' points).

The suite plays 100 rounds and 2 games; ``python3 bench/full_checks.py`` (tests/sampling.py) plays 3,200 rounds
and 66 games.
"""

from __future__ import annotations

from collections import Counter

from kings.cards import deck
from kings.seeding import Rng, derive_seed
from kings.three_thirteen.match import Match
from kings.three_thirteen.moves import STOCK, Discard, Move
from kings.three_thirteen.observation import known_cards
from kings.three_thirteen.players import make_player
from kings.three_thirteen.round import TURNS_EACH, Round
from kings.three_thirteen.rules import PRESETS
from tests.sampling import count
from tests.three_thirteen_brute import points, valid_meld

PRESET_IDS = list(PRESETS)


def pick(r: Round, rng: Rng, policy: str, bots: dict[str, object]) -> Move:
    legal = r.legal_moves()
    if policy == "stock":  # draw from the stock, discard at random, never go out: the stock runs out
        if STOCK in legal:
            return STOCK
        plain = [m for m in legal if isinstance(m, Discard) and not m.out]
        return plain[rng.below(len(plain))]
    if policy == "random":
        return legal[rng.below(len(legal))]
    seat = r.acting
    assert seat is not None
    bot = bots[("medium", "easy", "hard")[seat % 3]]
    move: Move = bot.choose(r.observe(seat), legal, rng)  # type: ignore[attr-defined]
    return move


def check_round(r: Round) -> None:
    """Everything a finished round promises."""
    where = r.position()
    rules = r.rules
    pack = Counter(deck(jokers=rules.jokers * rules.packs, packs=rules.packs))
    assert Counter([*r.stock, *r.pile, *(c for h in r.hands for c in h)]) == pack, where
    assert r.over and r.acting is None and r.legal_moves() == () and r.outcome is not None, where
    assert all(len(h) == r.cards for h in r.hands), where
    penalties = r.penalties()
    for seat, hand in enumerate(r.hands):
        a = r.arrangement(seat)
        assert Counter(c for m in a.melds for c in m.cards) + Counter(a.deadwood) == Counter(hand), where
        assert all(valid_meld(m.cards, r.wild, rules) for m in a.melds), where
        assert points(a.deadwood, rules) == a.penalty == penalties[seat] >= 0, where
    assert r.outcome.totals == penalties and r.outcome.winners == tuple(
        s for s in range(r.players) if penalties[s] == min(penalties)), where  # fmt: skip
    events = Counter(e.kind for e in r.history)
    assert events["rebuild"] == r.rebuilds <= rules.stock_rebuilds, where
    assert events["stock"] + events["pile"] == events["throw"] + events["out"] == len(r.moves) // 2, where
    if r.ended == "out":
        assert r.out is not None and penalties[r.out] == 0 and events["out"] == 1, where
        kinds = [e.kind for e in r.history]
        later = [e.seat for e in r.history[kinds.index("out") + 1:] if e.kind == "throw"]
        assert later == [(r.out + k) % r.players for k in range(1, r.players)], where  # one more turn each
    elif r.ended == "stock":
        assert r.out is None and not r.stock and r.rebuilds == rules.stock_rebuilds, where
    else:
        assert r.ended == "turns" and len(r.moves) == 2 * TURNS_EACH * r.players, where
    for seat, cards in enumerate(known_cards(r.history, r.players)):
        assert not Counter(cards) - Counter(r.hands[seat]), where


def soak_round(i: int, base: int, seen: Counter[str]) -> None:
    """Round ``i``: every preset in turn; stock-first moves in the big rounds at two or three players (where the stock
    runs out), random moves at two to four, CPU players (medium, easy and hard) at two to eight."""
    rules = PRESETS[PRESET_IDS[i % len(PRESET_IDS)]]
    policy = ("stock", "random", "cpu", "cpu")[i % 4]
    count = len(rules.rounds())
    if policy == "stock":
        players, number = 2 + (i // 4) % 2, count - 1 - (i // 8) % 3
    elif policy == "random":
        players, number = 2 + (i // 4) % 3, (i * 7) % count
    else:
        players, number = 2 + (i // 4) % 7, (i * 5) % count
    seed = derive_seed(base, i)
    r = Round.new(rules, seed, players, seed % players, number)
    rng = Rng(derive_seed(seed, 5))
    bots: dict[str, object] = {level: make_player(level) for level in ("medium", "easy", "hard")}
    while not r.over:
        r = r.play(pick(r, rng, policy, bots))
    check_round(r)
    seen[r.ended] += 1
    seen[f"{players} players"] += 1
    seen["rebuilt"] += r.rebuilds > 0


def soak_game(i: int, base: int) -> None:
    rules = PRESETS[PRESET_IDS[i % len(PRESET_IDS)]]
    players = 2 + i % 7
    match = Match.new(rules, derive_seed(base, i), players)
    bot = make_player("medium")
    rng = Rng(i)
    while not match.over:
        if match.deal is None:
            match = match.next_deal()
            continue
        seat = match.deal.acting
        assert seat is not None
        match = match.play(bot.choose(match.observe(seat), match.deal.legal_moves(), rng))
        if match.deal is None:
            check_round(match.results[-1].final)
    assert len(match.results) >= len(rules.rounds())
    assert match.totals == tuple(sum(x.points[s] for x in match.results) for s in range(players))
    assert match.winners and all(match.totals[s] == min(match.totals) for s in match.winners)
    assert [x.dealer for x in match.results[: len(rules.rounds())]] == [
        (match.first_dealer + n) % players for n in range(len(rules.rounds()))]  # fmt: skip


def run(rounds: int, games: int, base: int) -> Counter[str]:
    seen: Counter[str] = Counter()
    for i in range(rounds):
        soak_round(i, base, seen)
    for i in range(games):
        soak_game(i, base)
    return seen


def test_soak_rounds_and_games():
    """Rounds (every preset, 2 to 8 players, every round size) and whole games: 100 and 2 in the suite, 3,200 and 66
    in ``python3 bench/full_checks.py`` (tests/sampling.py)."""
    seen = run(count(3_200, 100), count(66, 2), 2026)
    assert seen["out"] > count(1200, 40) and seen["stock"] > count(300, 10), seen
    assert seen["turns"] > 2 and seen["8 players"] > 0, seen

