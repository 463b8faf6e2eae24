"""The hard level's look-ahead at tables of three or more: the opponents after ours, in turn."""

from __future__ import annotations

from collections.abc import Iterator

from kings.corners import Deal, Move, Observation, preset
from kings.corners.movegen import Turn
from kings.corners.players.hard import HardPlayer, Settings, card_weights
from kings.corners.players.replies import Replies
from kings.corners.players.turnsearch import Leaf, Search, State, Stop, out_stop
from kings.seeding import Rng, derive_seed
from tests.helpers import advance


def positions(players: int, count: int = 30) -> Iterator[tuple[Observation, tuple[Move, ...]]]:
    """Mid-deal positions of ``players`` seats, seen by the seat to act."""
    for i in range(count):
        deal = advance(Deal.new(preset("standard"), derive_seed(33, players, i), players), i % 15, Rng(i), end_odds=3)
        if not deal.over:
            yield deal.observe(deal.to_act), deal.legal_moves()


def replies(obs: Observation, depth: int, later: float = 1.0) -> Replies:
    return Replies(obs, Rng(5), card_weights(obs.rules).__getitem__, 80, 15.0, depth, later)


def leaf_of(obs: Observation) -> Leaf:
    """The first way to end this turn that the search finds (any layout will do)."""
    weight = card_weights(obs.rules).__getitem__
    return Search(obs.rules, obs.stock_size, weight, 6000).leaves(State(obs.piles, obs.hand, obs.turn))[0]


def test_each_opponent_in_turn_gets_a_hand_of_its_size_and_no_card_twice() -> None:
    for obs, _ in positions(4):
        model = replies(obs, depth=3)
        assert model.seats == [(obs.seat + k) % 4 for k in (1, 2, 3)]
        for i in range(5):
            hands = model.hand(i)
            assert [len(h) for h in hands] == [obs.hand_sizes[s] for s in model.seats]  # standard: no draw first
            cards = [c for h in hands for c in h]
            assert len(cards) == len(set(cards))  # (one deck: no card in two hands)
            assert set(cards) <= set(obs.unseen())
        assert replies(obs, depth=9).seats == model.seats  # never more than the other seats


def test_a_later_opponent_plays_on_the_layout_the_one_before_left() -> None:
    more = 0
    for obs, _ in positions(3, count=60):
        leaf, weight = leaf_of(obs), card_weights(obs.rules).__getitem__
        one, two, zero = replies(obs, depth=1), replies(obs, depth=2), replies(obs, depth=2, later=0.0)
        hands = two.hand(0)
        assert one.hand(0)[0] == zero.hand(0)[0] == hands[0]  # the next player's hand is drawn first, alike
        alone = one.cost(leaf, one.hand(0))
        assert zero.cost(leaf, zero.hand(0)) == alone  # a later weight of 0: the next player only
        # by hand: the second opponent searches the layout the first one's best turn left
        search = Search(obs.rules, two.stock_left, weight, 80)
        shed, after = search.most_shed(State(leaf.state.piles, hands[0], Turn(two.seats[0])), 1e9)
        if shed == sum(map(weight, hands[0])):
            continue  # they could go out: nobody after them plays
        search = Search(obs.rules, two.stock_left, weight, 80)
        second, end = search.most_shed(State(after.piles, hands[1], Turn(two.seats[1])), 1e9)
        out = second == sum(map(weight, hands[1])) and out_stop(obs.rules, end, two.stock_left) is Stop.OUT
        assert two.cost(leaf, hands) == alone + second + (15.0 if out else 0.0)
        more += second > 0
    assert more  # positions where the second opponent had something to shed were tried


def test_heads_up_models_the_one_opponent_whatever_the_depth() -> None:
    """The depth of the replies' look-ahead (playouts off: at three seats they judge the endings instead)."""
    changed = 0
    for players in (2, 3):
        for obs, legal in positions(players, count=40):
            shallow = HardPlayer(Settings(reply_depth_multi=1, playouts=0)).choose(obs, legal, Rng(3))
            deep = HardPlayer(Settings(reply_depth_multi=2, playouts=0)).choose(obs, legal, Rng(3))
            if players == 2:
                assert shallow == deep
            else:
                changed += shallow != deep
    assert changed  # at three seats the second opponent changes some decisions
