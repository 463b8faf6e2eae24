"""CPU players: legal under every preset, deterministic, blind to hidden cards, and the hard level's search."""

from __future__ import annotations

import ast
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from kings.cards import JOKER, STANDARD_DECK, Card
from kings.corners import END_TURN, PRESETS, Deal, Move, Observation, Play, Shift, preset
from kings.corners.notation import DealRecord
from kings.corners.players import LEVELS, make_player
from kings.corners.players.hard import HardPlayer, Settings
from kings.corners.players.inference import hand_weights, sample_hand
from kings.corners.players.turnsearch import Search, State, Stop, step
from kings.seeding import Rng, derive_seed
from tests.helpers import advance, position
from tests.sampling import count

ROOT = Path(__file__).resolve().parent.parent


def _players(rules_id: str) -> int:
    """A table size these rules allow, varied by preset so 2 to 4 seats are all covered."""
    n = 2 + sum(map(ord, rules_id)) % 3
    try:
        PRESETS[rules_id].validate(n)
    except ValueError:
        return 2
    return n


def _positions(rules_id: str, count: int, seed: int = 0) -> list[Deal]:
    """Positions reached by random play (ending turns rarely, so piles grow and hands empty)."""
    rules = preset(rules_id)
    out = []
    for i in range(count):
        rng = Rng(derive_seed(seed, i))
        deal = Deal.new(rules, derive_seed(seed, 100 + i), _players(rules_id), dealer=i % 2)
        deal = advance(deal, rng.below(60), rng, end_odds=4)
        if not deal.over:
            out.append(deal)
    return out


#: The presets whose check also runs inside Pyodide (scripts/test.sh's second step): a move generator and a turn of
#: each kind (jokers, four cards, corners by suit, kings that must go to a corner, no layout limit). Every preset
#: runs under CPython; in Pyodide each one took 4-28 s (the expert's search), a fifth of the step, and the same
#: players' moves are compared across both by tests/test_conformance.py and the golden tests.
IN_PYODIDE = ("standard", "jokers", "four-card", "corners-in-suit", "kings-compulsory", "open-space")
#: Positions per preset where every level must pick a legal move: the suite tries 3 (about 0.3-0.5 s a preset, 23
#: presets), bench/full_checks.py the 6 it had.
LEGAL_POSITIONS = count(6, 3)


@pytest.mark.parametrize("rules_id", [pytest.param(r, marks=pytest.mark.pyodide) if r in IN_PYODIDE else r
                                      for r in sorted(PRESETS)])  # fmt: skip
def test_every_level_plays_legally_under_every_preset(rules_id):
    """Every level returns one of the legal moves, from its own observation, in assorted positions."""
    for deal in _positions(rules_id, LEGAL_POSITIONS):
        obs = deal.observe(deal.to_act)
        legal = deal.legal_moves()
        for level in LEVELS:
            move = make_player(level).choose(obs, legal, Rng(3))
            assert move in legal, (level, deal.position(), move)


@pytest.mark.parametrize("rules_id", ["standard", "four-card", "draw-until-playable", "must-play", "jokers",
                                      "kings-compulsory", "robinson", "open-space"])  # fmt: skip
def test_hard_and_medium_finish_whole_deals(rules_id):
    """Whole deals run to the end under the presets with the most unusual turn structures."""
    rules = preset(rules_id)
    for g in range(2):
        n = 3 if g else 2
        bots = [make_player(("hard", "medium", "easy")[s]) for s in range(n)]
        rngs = [Rng(s) for s in range(n)]
        deal = Deal.new(rules, 40 + g, n)
        while not deal.over:
            seat = deal.to_act
            deal = deal.play(bots[seat].choose(deal.observe(seat), deal.legal_moves(), rngs[seat]))


def _record(levels: tuple[str, ...], seed: int) -> str:
    bots = [make_player(level) for level in levels]
    rngs = [Rng(derive_seed(seed, s)) for s in range(len(levels))]
    deal = Deal.new(preset("standard"), seed, len(levels))
    while not deal.over:
        seat = deal.to_act
        deal = deal.play(bots[seat].choose(deal.observe(seat), deal.legal_moves(), rngs[seat]))
    return DealRecord.of(deal).to_json()


def test_same_seed_same_game():
    """Bots with the same seeds replay the same game, move for move."""
    levels = ("hard", "easy", "medium")
    assert _record(levels, 11) == _record(levels, 11)
    assert _record(levels, 11) != _record(levels, 12)


def test_hard_decision_depends_only_on_observation_and_rng():
    """A fresh hard player given the same observation and generator state picks the same move."""
    for deal in _positions("standard", 8, seed=5):
        obs = deal.observe(deal.to_act)
        a = HardPlayer().choose(obs, deal.legal_moves(), Rng(9))
        b = HardPlayer().choose(obs, deal.legal_moves(), Rng(9))
        assert a == b


#: Positions per table size where the reply weights change the move: the suite stops at the first 2 (seen within 14
#: of the 40 positions), bench/full_checks.py walks all 40 (5 to 8 at each size; 3.5 s of the suite's before).
WEIGHED = count(40, 2)


def test_the_reply_weight_follows_the_table_size():
    """Heads-up the next player's reply weighs ``reply_weight``; at 3 seats ``reply_weight_multi``; at 4 or more
    ``reply_weight_crowd`` (the replies judging the endings: playouts off, else they have the last word)."""
    found = {2: 0, 3: 0, 4: 0}
    field = {2: "reply_weight", 3: "reply_weight_multi", 4: "reply_weight_crowd"}
    for players in (2, 3, 4):
        for i in range(40):
            if found[players] == WEIGHED:
                break
            deal = Deal.new(preset("standard"), derive_seed(21, players, i), players)
            deal = advance(deal, i % 12, Rng(i), end_odds=3)
            if deal.over:
                continue
            obs, legal = deal.observe(deal.to_act), deal.legal_moves()

            def pick(weights: dict[str, float], obs: Observation = obs, legal: tuple[Move, ...] = legal) -> Move:
                return HardPlayer(Settings(**weights, playouts=0)).choose(obs, legal, Rng(3))

            low = pick(dict.fromkeys(field.values(), 0.0))
            high = pick(dict.fromkeys(field.values(), 5.0))
            if low == high:
                continue  # the weights do not matter here
            found[players] += 1
            own = field[players]
            # Only this table size's weight decides: the others can be anything.
            assert pick({**dict.fromkeys(field.values(), 5.0), own: 0.0}) == low
            assert pick({**dict.fromkeys(field.values(), 0.0), own: 5.0}) == high
    assert all(found.values()), found  # positions where the weight changed the move were tried


class _Spy:
    """Wraps a player and records the type of everything it is handed."""

    def __init__(self, level: str) -> None:
        self.inner = make_player(level)
        self.level = level
        self.seen: set[type] = set()

    def choose(self, obs: Observation, legal: tuple[Move, ...], rng: Rng) -> Move:
        self.seen.update({type(obs), type(rng)})
        self.seen.update(type(v) for v in (getattr(obs, f) for f in obs.__slots__))
        return self.inner.choose(obs, legal, rng)


def test_bots_never_receive_a_deal():
    """Players are handed an Observation (whose fields hold no Deal), never the deal itself."""
    spies = [_Spy("hard"), _Spy("medium")]
    deal = Deal.new(preset("standard"), 3, 2)
    while not deal.over:
        seat = deal.to_act
        deal = deal.play(spies[seat].choose(deal.observe(seat), deal.legal_moves(), Rng(seat)))
    for spy in spies:
        assert Observation in spy.seen
        assert Deal not in spy.seen


def test_player_modules_never_touch_a_deal():
    """No player module imports Deal or reads hidden state: they only get observations. The one
    exception, the playouts, deals its own guesses: the one Deal it builds is made in ``determinize``
    from the observation's fields and hands sampled from the unseen cards. ``fastplay`` plays such
    guesses out: it builds no deal, and only the playouts hand it one."""
    paths = sorted((ROOT / "kings" / "corners" / "players").glob("*.py"))
    assert len(paths) >= 10  # the glob finds the players
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if path.name == "fastplay.py":
            assert not [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "Deal"]
            callers = [p.name for p in paths if p != path and "play_out(" in p.read_text(encoding="utf-8")]
            assert callers == ["rollouts.py"]
            continue
        if path.name == "rollouts.py":
            builds = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "Deal"]
            where = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == "determinize")
            assert len(builds) == 1 and builds[0] in list(ast.walk(where))
            for kw in builds[0].keywords:
                if kw.arg not in ("hands", "stock"):  # the guesses; every other field is what the seat sees
                    assert isinstance(kw.value, ast.Attribute) and getattr(kw.value.value, "id", "") == "obs", kw.arg
            continue
        names = {a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) for a in n.names}
        attrs = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
        assert "Deal" not in names, path.name
        assert not {"hands", "stock", "apply_unchecked"} & attrs, path.name


@pytest.mark.parametrize("rules_id", sorted(PRESETS))
def test_search_step_matches_the_engine(rules_id):
    """The search's own play/pile-move transition gives exactly the engine's piles, hand and flags."""
    rules = preset(rules_id)
    for deal in _positions(rules_id, 6, seed=2):
        rng = Rng(deal.seed or 0)
        for _ in range(40):
            if deal.over:
                break
            moves = [m for m in deal.legal_moves() if isinstance(m, (Play, Shift))]
            if not moves:
                deal = deal.play(deal.legal_moves()[-1])
                continue
            move = rng.choice(moves)
            seat = deal.to_act
            mine = step(rules, State(deal.piles, deal.hand(seat), deal.turn), move)
            deal = deal.play(move)
            assert mine.piles == deal.piles
            assert mine.hand == deal.hand(seat)
            if mine.hand and not deal.over:
                assert mine.turn == deal.turn


# -- the hard level's search -----------------------------------------------------------------------
TRAP = {"E": "9S", "S": "4D", "W": "2C", "NE": "KS", "SE": "KC", "SW": "KD.QC"}


def _turn(level: str, deal: Deal) -> list[str]:
    bot, seat, moves = make_player(level), deal.to_act, []
    while not deal.over and deal.to_act == seat:
        move = bot.choose(deal.observe(seat), deal.legal_moves(), Rng(1))
        moves.append(str(move))
        deal = deal.play(move)
    return moves


def test_hard_finds_the_order_that_goes_out_where_greedy_does_not():
    """10♥ into the space lets 9♠ move onto it, and Q♠ fills the freed space: out. Greedy fills with Q♠."""
    deal = position(piles=TRAP, hands=["QS.10H", "5H.5C.5S"])
    assert _turn("medium", deal) == ["QS>N", "end"]
    assert _turn("hard", deal) == ["10H>N", "E>N", "QS>E"]


def test_hard_plans_once_per_turn_and_replans_when_surprised():
    deal = position(piles=TRAP, hands=["QS.10H", "5H.5C.5S"])
    bot = HardPlayer()
    first = bot.choose(deal.observe(0), deal.legal_moves(), Rng(1))
    nodes = bot.nodes
    deal = deal.play(first)
    bot.nodes = -1
    assert bot.choose(deal.observe(0), deal.legal_moves(), Rng(1)) == Move.parse("E>N")
    assert bot.nodes == -1 and nodes > 0  # the stored plan was used: no new search
    other = position(piles={"N": "9H"}, hands=["8S.2C", "5H"])
    assert bot.choose(other.observe(0), other.legal_moves(), Rng(1)) in other.legal_moves()
    assert bot.nodes >= 0


def test_search_merges_orders_that_reach_the_same_table():
    """Two independent builds in either order are one state: the table keeps the count small."""
    deal = position(piles={"N": "9H", "E": "9D", "S": "4C", "W": "4S"}, hands=["8S.8C.3H.3D", "5H"])
    search = Search(deal.rules, len(deal.stock), lambda c: 1.0, 10_000)
    leaves = search.leaves(State(deal.piles, deal.hand(0), deal.turn))
    # Black 8s on the red 9s: none, either one on either 9, or both (two ways) = 7; red 3s alike.
    assert search.complete and len(leaves) == 7 * 7
    # The 2 x 2 ways of laying all four cards go out; the other 45 states are each expanded once.
    assert sum(leaf.stop is Stop.OUT for leaf in leaves) == 4 and search.expanded == 45


def test_search_respects_its_budget():
    deal = position(piles={"NE": "KS", "SE": "KC", "SW": "KD", "NW": "KH"},
                    hands=["2C.3C.4C.5C.6C.7C.8C.9C.10C.JC.QC.2D.3D", "5H"])  # fmt: skip
    search = Search(deal.rules, len(deal.stock), lambda c: 1.0, 200)
    leaves = search.leaves(State(deal.piles, deal.hand(0), deal.turn))
    assert 200 <= search.work < 200 + 60 and not search.complete and leaves
    move = HardPlayer(Settings(budget=200)).choose(deal.observe(0), deal.legal_moves(), Rng(1))
    assert move in deal.legal_moves()


# -- what the hard level infers ----------------------------------------------------------------------
def _turn_ends(rules_id: str, first_seed: int, deals: int, players: int) -> Iterator[tuple[Deal, int]]:
    """Deals played at random: each position just after a player ended a turn, and that player's seat."""
    for g in range(deals):
        rng = Rng(g)
        deal = Deal.new(preset(rules_id), first_seed + g, players)
        while not deal.over:
            move = rng.choice(deal.legal_moves())
            before = deal.to_act
            deal = deal.play(move)
            if move == END_TURN and not deal.over:
                yield deal, before


def test_must_play_inference_never_excludes_a_card_the_opponent_holds():
    """Under must-play, a card that fitted when a player ended their turn is ruled out until they draw."""
    ruled_out = 0
    for deal, before in _turn_ends("must-play", 500, 12, 2):
        odds = hand_weights(deal.observe(deal.to_act), before)
        held = set(deal.hand(before))
        zero = {c for c, w in odds.items() if w == 0.0}
        assert not zero & held, deal.position()
        ruled_out += len(zero)
    assert ruled_out > 0


def test_how_sure_the_inference_is_of_a_passed_over_card_is_a_setting():
    """A card that fitted when a player ended their turn (and need not have been laid) gets odds 1 minus
    the confidence, raised again by the cards drawn since; 0 confidence reads nothing into it."""
    marked = 0
    for deal, before in _turn_ends("standard", 700, 8, 3):
        obs = deal.observe(deal.to_act)
        usual, doubtful = hand_weights(obs, before), hand_weights(obs, before, 0.4)
        assert set(hand_weights(obs, before, 0.0).values()) == {1.0}
        for card, odds in usual.items():
            assert (1.0 - odds) * 0.4 == pytest.approx((1.0 - doubtful[card]) * 0.8)
        marked += sum(1 for odds in usual.values() if odds < 1.0)
    assert marked > 0


def test_sampling_respects_zero_odds_and_is_deterministic():
    pool = STANDARD_DECK[:20]
    odds = {c: (0.0 if i % 2 else 1.0) for i, c in enumerate(pool)}
    hand = sample_hand(pool, odds, 8, Rng(4))
    assert len(hand) == 8 and all(odds[c] == 1.0 for c in hand)
    assert hand == sample_hand(pool, odds, 8, Rng(4)) and list(hand) == sorted(hand)
    full = sample_hand(pool, odds, 15, Rng(4))
    assert len(set(full)) == 15  # more than the likely cards: the unlikely ones fill the rest


def test_sampled_hands_follow_the_odds_card_by_card():
    """A hand is drawn one card at a time, each with chance proportional to its odds among the cards left
    (successive sampling): how often each card is dealt matches the exact figure for a small pool."""
    pool = STANDARD_DECK[:6]
    odds = dict(zip(pool, (1.0, 1.0, 0.2, 0.5, 1.0, 0.2), strict=True))

    def exact(left: tuple[Card, ...], chance: float, size: int, into: Counter[Card]) -> None:
        if size == 0:
            return
        total = sum(odds[c] for c in left)
        for c in left:
            p = chance * odds[c] / total
            into[c] += p
            exact(tuple(d for d in left if d != c), p, size - 1, into)

    expected: Counter[Card] = Counter()
    exact(tuple(pool), 1.0, 3, expected)
    rng, dealt, tries = Rng(11), Counter[Card](), 20000
    for _ in range(tries):
        dealt.update(sample_hand(pool, odds, 3, rng))
    for card in pool:
        assert dealt[card] / tries == pytest.approx(expected[card], abs=0.015), card
    assert expected[pool[2]] < 0.25 < 0.7 < expected[pool[0]]  # the odds matter: the test can tell


def test_jokers_in_hand_are_played_by_every_level():
    rules = preset("jokers")
    deal = position(rules=rules, piles={"N": "9H", "E": "QD", "S": "4C", "W": "4S"}, hands=["JK.2C", "5H"])
    assert JOKER in deal.hand(0)
    for level in LEVELS:
        move = make_player(level).choose(deal.observe(0), deal.legal_moves(), Rng(2))
        assert move in deal.legal_moves()


def test_hard_leaves_a_space_to_go_out_under_the_four_card_rule():
    """Four-card rule, one card in the stock: emptying the hand draws it, and it must fill an empty
    space if there is one, which empties the hand with the stock: out. So move N onto W first."""
    rules = preset("four-card")
    deal = position(rules=rules, piles={"N": "8D", "E": "5C", "S": "3H", "W": "9S", "NE": "KS", "SE": "KC",
                                        "SW": "KD.QC"}, hands=["KH.QS", "2C.2D.2H.2S"], stock=1)  # fmt: skip
    bot, moves = HardPlayer(), []
    while not deal.over and deal.to_act == 0:
        move = bot.choose(deal.observe(0), deal.legal_moves(), Rng(1))
        moves.append(str(move))
        deal = deal.play(move)
    assert deal.outcome is not None and deal.outcome.winner == 0, moves
    assert "N>W" in moves
