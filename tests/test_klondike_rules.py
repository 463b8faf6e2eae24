"""Klondike's rules (kings/klondike/): the source is ``seeds/000_07c215abc0a5bb30.txt`` ("Cards on the foundations need
to be stacked by the same suit from Ace to King. Cards on the tableau need to be stacked by alternating color from
high rank (King) to low rank (Ace). Empty spots on the tableau can be filled with a King of any suit."); the rest is
the classic computer game, as the rules page says (docs/klondike-rules.md): the deal, draw one or three, passes,
standard and Vegas scoring. Also the notation, every refusal with its words, the observation, records and sessions.
"""

from __future__ import annotations

import json
from dataclasses import FrozenInstanceError, replace

import pytest

from kings.cards import STANDARD_DECK, Card
from kings.errors import IllegalMoveError, NotationError, RulesError
from kings.klondike import assist, unseen
from kings.klondike.api import GAME, DealRecord
from kings.klondike.deal import Deal, cards_of
from kings.klondike.moves import DRAW, GIVE_UP, RECYCLE, parse_move
from kings.klondike.rules import PRESETS, Rules, Scoring, preset
from kings.klondike.texts import describe
from kings.klondike.unseen import redeal_hidden
from kings.seeding import Rng, derive_seed
from tests.klondike_build import build, cards, put

pytestmark = pytest.mark.pyodide
NO_TAKE_BACK = replace(Rules(), id="custom", name="Custom", take_back=False)


def refused(deal: Deal, text: str) -> str:
    """The refusal of a move; the deal is unchanged and explain() agrees."""
    before = deal.position()
    move = parse_move(text)
    with pytest.raises(IllegalMoveError) as info:
        deal.play(move)
    assert deal.position() == before and deal.explain(move) == str(info.value)
    return str(info.value)


# -- the source's three rules ----------------------------------------------------------------------------------------
def test_foundations_are_built_by_suit_from_ace_to_king():
    """Source: "stacked by the same suit from Ace to King"."""
    deal = build(["|AC", "|2C", "|3C"], home=(0, 13, 13, 13), stock="KC QC JC 10C 9C 8C 7C 6C 5C 4C",
                 rules=NO_TAKE_BACK)  # fmt: skip
    assert put("AC>F") in deal.legal_moves() and put("2C>F") not in deal.legal_moves()
    assert refused(deal, "2C>F") == "The 2♣ cannot go home yet: its foundation needs the A♣ first."
    deal = deal.play(put("AC>F")).play(put("2C>F"))
    assert deal.foundations == (2, 13, 13, 13) and put("3C>F") in deal.legal_moves()
    assert refused(deal, "2D>F") == "The 2♦ is home already, under the K♦: only a foundation's top card can move."


def test_the_tableau_is_built_down_in_alternating_colours():
    """Source: "stacked by alternating color from high rank (King) to low rank (Ace)"."""
    deal = build(["|9H", "|8S", "|8D", "|7C", "|10S"], home=(6, 7, 8, 7),
                 stock="8C 9C 10C JC QC KC 9D 10D JD QD KD 10H JH QH KH 9S JS QS KS")
    legal = deal.legal_moves()
    assert put("8S>1") in legal and put("7C>3") in legal and put("9H>5") in legal
    assert refused(deal, "8D>1") == "8♦ does not fit on 9♥: it needs a black 9."
    assert refused(deal, "7C>1") == "7♣ does not fit on 9♥: it needs a red 8."
    assert refused(deal, "8S>5") == "8♠ does not fit on 10♠: it needs a red 9."


def test_empty_spots_take_a_king_of_any_suit_and_only_a_king():
    """Source: "Empty spots on the tableau can be filled with a King of any suit"."""
    deal = build(["KS|KH", "|QS"], waste="KC", home=(12, 13, 12, 11))
    legal = deal.legal_moves()
    assert {put(f"KC>{c}") for c in range(3, 8)} <= set(legal) and put("QS>3") not in legal
    assert refused(deal, "QS>3") == "Only a king can go to an empty column."
    assert refused(deal, "KC>2") == "K♣ does not fit on Q♠: a king goes only to an empty column."
    assert put("KH>3") in legal  # a king with a face-down card under it may move to an empty column
    after = deal.play(put("KH>3"))
    assert after.columns[0].up == cards("KS") and after.columns[2].up == cards("KH")


# -- the deal ------------------------------------------------------------------------------------------------------
def test_the_deal_has_seven_columns_of_one_to_seven_cards_tops_face_up_and_a_stock_of_24():
    for seed in (0, 1, 2**64 - 1):
        deal = Deal.new(Rules(), seed)
        assert [len(c.down) for c in deal.columns] == list(range(7))
        assert all(len(c.up) == 1 for c in deal.columns)
        assert len(deal.stock) == 24 and deal.waste == () and deal.foundations == (0, 0, 0, 0)
        assert sorted(cards_of(deal)) == list(STANDARD_DECK)
        assert Deal.new(Rules(), seed).position() == deal.position()
    assert Deal.new(Rules(), 1).position() != Deal.new(Rules(), 2).position()
    with pytest.raises(ValueError, match="seed"):
        Deal.new(Rules(), -1)
    with pytest.raises(RulesError, match="one player, not 2"):
        Deal.new(Rules(), 1, players=2)


def test_a_seed_deals_the_same_cards_whatever_the_draw():
    one, three = Deal.new(preset("draw-one"), 9), Deal.new(preset("vegas-three"), 9)
    assert one.columns == three.columns and one.stock == three.stock


# -- rules as data -------------------------------------------------------------------------------------------------
def test_presets_have_stable_ids_and_the_options_they_name():
    assert list(PRESETS) == ["draw-one", "draw-three", "vegas-one", "vegas-three"]
    assert [(r.draw, r.passes, r.scoring) for r in PRESETS.values()] == [
        (1, 0, Scoring.STANDARD), (3, 0, Scoring.STANDARD), (1, 1, Scoring.VEGAS), (3, 3, Scoring.VEGAS)]
    assert Rules() == preset("draw-one") and GAME.presets["draw-three"] is preset("draw-three")
    with pytest.raises(FrozenInstanceError):
        Rules().draw = 3  # type: ignore[misc]
    with pytest.raises(RulesError, match="no preset 'draw-two'"):
        preset("draw-two")


@pytest.mark.parametrize("rules", list(PRESETS.values()), ids=list(PRESETS))
def test_rules_round_trip_through_json(rules: Rules):
    assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules


@pytest.mark.parametrize(
    ("change", "words"),
    [({"draw": 2}, "1 or 3 cards"), ({"passes": 10}, "1 to 9 passes"), ({"passes": -1}, "1 to 9 passes"),
     ({"session_deals": 0}, "1 to 100 deals"), ({"scoring": "chips"}, "standard, vegas or none"),
     ({"colour": 1}, "no option 'colour'"), ({"draw": True}, "whole number"), ({"take_back": 1}, "true or false")],
)  # fmt: skip
def test_impossible_rules_are_refused_with_a_reason(change: dict[str, object], words: str):
    with pytest.raises(RulesError, match=words):
        Rules.from_dict(Rules().to_dict() | change)


# -- notation --------------------------------------------------------------------------------------------------------
def test_every_move_reads_back_from_its_notation():
    for pid in PRESETS:
        deal = Deal.new(preset(pid), 11)
        rng = Rng(3)
        for _ in range(80):
            legal = deal.legal_moves()
            for move in legal:
                assert parse_move(str(move)) == move and GAME.parse_move(str(move)) == move
            if deal.over:
                break
            others = [m for m in legal if m != GIVE_UP]
            deal = deal.play(others[rng.below(len(others))])


@pytest.mark.parametrize(
    ("text", "move"),
    [("7C>F", "7C>F"), ("7c > f", "7C>F"), ("7♣>3", "7C>3"), ("10H>7", "10H>7"), ("TH>1", "10H>1"), ("Draw", "draw"),
     ("D", "draw"), ("recycle", "recycle"), ("give up", "give-up"), ("Resign", "give-up")],
)  # fmt: skip
def test_notation_accepts_the_usual_spellings(text: str, move: str):
    assert str(parse_move(text)) == move


@pytest.mark.parametrize("text", ["", "7C", "7C>", "7C>0", "7C>8", "7C>X", "ZZ>F", "JK>F", "7C>F>3", "draw 3", "７C>F"])
def test_bad_notation_raises_a_notation_error(text: str):
    with pytest.raises(NotationError, match="is not a move"):
        parse_move(text)


# -- every refusal -------------------------------------------------------------------------------------------------
def test_each_kind_of_illegal_move_is_refused_with_words_a_player_can_read():
    deal = Deal.new(Rules(), seed=7)  # tops 4♦ 6♦ J♠ 7♠ 3♣ 8♦ A♣; the stock's top is Q♣
    assert refused(deal, "6D>3") == "6♦ does not fit on J♠: it needs a black 7."
    assert refused(deal, "3C>5") == "The 3♣ is in column 5 already."
    assert refused(deal, "7S>F") == "The 7♠ cannot go home yet: its foundation needs the 6♠ first."
    assert refused(deal, "QC>F") == "The Q♣ cannot be reached: only cards you can see can move."
    assert refused(deal, "recycle") == "Turn the rest of the stock first: it still holds 24 cards."
    drawn = deal.play(DRAW).play(DRAW)
    assert refused(drawn, "QC>F") == "Only the top card of the waste can be played: the Q♣ is under the Q♦."
    run = build(["|9H 8S", "|9D", "|7D"], home=(7, 6, 8, 6),
                stock="8C 9C 10C JC QC KC 8D 10D JD QD KD 10H JH QH KH 7S 9S 10S JS QS KS")
    assert refused(run, "9H>F") == "Only the top card of a column can go home: the 9♥ is under the 8♠."
    assert refused(run, "8S>F") == "The 8♠ cannot go home yet: its foundation needs the 7♠ first."
    kept = build(["|9H"], home=(13, 13, 8, 13), stock="10H JH QH KH", rules=NO_TAKE_BACK)
    assert refused(kept, "KC>2") == "These rules keep cards on the foundations: they cannot come back down."
    assert refused(kept, "KC>F") == "The K♣ is home already."
    over = deal.play(GIVE_UP)
    assert refused(over, "draw") == "You gave this deal up: start a new one."


def test_drawing_and_turning_the_waste_over_are_refused_when_the_stock_says_no():
    deal = Deal.new(preset("vegas-one"), seed=7)
    while deal.stock:
        deal = deal.play(DRAW)
    assert DRAW not in deal.legal_moves() and RECYCLE not in deal.legal_moves()
    assert refused(deal, "recycle") == "These rules allow one pass through the stock: it cannot be turned over again."
    assert refused(deal, "draw") == refused(deal, "recycle")
    unlimited = Deal.new(Rules(), seed=7)
    while unlimited.stock:
        unlimited = unlimited.play(DRAW)
    assert refused(unlimited, "draw") == "The stock is empty: turn the waste over to go through it again."
    three = build(["|KS"], home=(13, 13, 13, 12), rules=preset("vegas-three"), recycles=2, waste="")
    assert refused(three, "draw") == "The stock and the waste are empty: there is nothing to draw."
    assert refused(three, "recycle") == "There is nothing to turn over: the waste is empty."


# -- playing -------------------------------------------------------------------------------------------------------
def test_a_face_down_card_left_on_top_is_turned_over_with_the_move():
    deal = Deal.new(Rules(), seed=7)
    after = deal.play(put("3C>1"))  # column 5's 3♣ goes onto 4♦ and uncovers the 2♠
    assert after.columns[4].down == deal.columns[4].down[:-1] and after.columns[4].up == cards("2S")
    assert after.columns[0].up == cards("4D 3C") and after.score == 5
    assert describe(deal, put("3C>1")) == "Move 3♣ from column 5 onto 4♦ in column 1, turning over a card in column 5"


def test_a_run_moves_from_any_of_its_cards_to_the_top():
    deal = build(["|KS QH JC 10D", "|QD", "2H|JD"], home=(10, 9, 1, 12),
                 stock="QC KC KD 3H 4H 5H 6H 7H 8H 9H 10H JH KH")
    assert put("JC>2") in deal.legal_moves() and put("10D>F") in deal.legal_moves()
    after = deal.play(put("JC>2"))
    assert after.columns[0].up == cards("KS QH") and after.columns[1].up == cards("QD JC 10D")
    assert describe(deal, put("JC>2")) == "Move J♣ and the 1 card on it from column 1 onto Q♦ in column 2"


def test_drawing_three_turns_three_cards_and_the_waste_comes_round_in_order():
    deal = Deal.new(preset("draw-three"), seed=7)
    stock = deal.stock
    deal = deal.play(DRAW)
    assert deal.waste == stock[::-1][:3] and len(deal.stock) == 21
    while deal.stock:
        deal = deal.play(DRAW)
    assert deal.waste == stock[::-1] and RECYCLE in deal.legal_moves()
    again = deal.play(RECYCLE)
    assert again.stock == stock and again.waste == () and again.recycles == 1


def test_a_deal_is_won_with_every_card_home_and_can_always_be_given_up():
    deal = build(["|KS"], home=(13, 13, 13, 12))
    won = deal.play(put("KS>F"))
    assert won.over and won.won and won.acting is None and won.legal_moves() == ()
    assert won.outcome is not None and won.outcome.winners == (0,) and won.outcome.ended == "won"
    lost = deal.play(GIVE_UP)
    assert lost.over and lost.outcome is not None and lost.outcome.winners == () and lost.outcome.ended == "gave-up"


def test_a_deal_with_nothing_left_to_do_ends_stuck():
    deal = build(["AC|KC", "|2C", "|3C", "|4C", "|5C", "|6C", "7C 8C 9C 10C JC|QC"], stock="QH JH KH",
                 home=(0, 13, 10, 13), rules=replace(NO_TAKE_BACK, passes=1))  # fmt: skip
    deal = deal.play(DRAW).play(DRAW).play(DRAW)  # K♥, J♥, Q♥: only the Q♥ can move (onto the K♣)
    assert deal.legal_moves() == (put("QH>1"), GIVE_UP)
    deal = deal.play(put("QH>1")).play(put("JH>F")).play(put("QH>F"))
    assert not deal.over  # the K♥ on the waste goes home
    deal = deal.play(put("KH>F"))
    assert deal.over and deal.ended == "stuck" and deal.outcome is not None and deal.outcome.winners == ()
    assert refused(deal, "give-up") == "No card can move any more: the deal is over."


def test_drawing_one_round_and_round_with_nothing_to_play_ends_stuck():
    deal = build(["AC|KC", "|2C", "|3C", "|4C", "|5C", "|6C", "7C 8C 9C 10C JC 7H JH QH|QC"], stock="10H 9H 8H KH",
                 home=(0, 13, 6, 13), rules=NO_TAKE_BACK)  # fmt: skip
    moves = 0
    while not deal.over:
        assert deal.card_moves() == [] and moves < 12
        deal = deal.play(DRAW if DRAW in deal.legal_moves() else RECYCLE)
        moves += 1
    assert deal.ended == "stuck" and moves == 5  # four draws showed every card: turning the waste over ends it


# -- what the player sees ----------------------------------------------------------------------------------------------
def test_the_observation_hides_face_down_cards_and_the_stock_until_it_has_all_been_seen():
    deal = Deal.new(Rules(), seed=7).play(DRAW)
    obs = deal.observe(0)
    assert obs.hidden == (0, 1, 2, 3, 4, 5, 6) and obs.stock is None and obs.stock_size == 23
    assert obs.waste == deal.waste and len(obs.unseen()) == 21 + 23
    assert not set(obs.unseen()) & {*deal.waste, *(c.up[-1] for c in deal.columns)}
    while deal.stock:
        deal = deal.play(DRAW)
    turned = deal.play(RECYCLE)
    assert turned.observe(0).stock == turned.stock  # the second pass: the stock is the waste turned over, all seen
    with pytest.raises(ValueError, match="one seat"):
        deal.observe(1)


def test_redeal_hidden_keeps_the_view_and_samples_agree_with_it():
    deal = Deal.new(preset("draw-three"), seed=8)
    rng = Rng(4)
    for step in range(60):
        obs = deal.observe(0)
        other = redeal_hidden(deal, 0, rng)
        assert other.observe(0) == obs and sorted(cards_of(other)) == list(STANDARD_DECK)
        sample = unseen.sample(obs, rng)
        assert sample.observe(0) == replace(obs, legal=sample.legal_moves())
        assert sample.legal_moves() == obs.legal_moves()
        legal = [m for m in deal.legal_moves() if m != GIVE_UP]
        if not legal or step == 59:
            break
        deal = deal.play(legal[rng.below(len(legal))])


# -- the table's helpers ---------------------------------------------------------------------------------------------
def test_a_tapped_card_goes_home_when_safe_else_to_a_column():
    deal = Deal.new(Rules(), seed=7)
    assert assist.best_place(deal, Card.parse("AC")) == put("AC>F")
    assert assist.best_place(deal, Card.parse("3C")) == put("3C>1")
    assert assist.best_place(deal, Card.parse("QC")) is None  # in the stock
    assert assist.foundation_move(deal, Card.parse("AC")) == put("AC>F")
    assert assist.foundation_move(deal, Card.parse("3C")) is None
    unsafe = build(["|9S", "|8H"], home=(6, 6, 7, 8),  # 8♥ could still take 7♣: it stays in play
                   stock="7C 8C 9C 10C JC QC KC 7D 8D 9D 10D JD QD KD 9H 10H JH QH KH 10S JS QS KS")
    assert assist.best_place(unsafe, Card.parse("8H")) == put("8H>1")
    assert assist.foundation_move(unsafe, Card.parse("8H")) == put("8H>F")


def test_auto_complete_plays_every_card_home_once_all_are_face_up():
    deal = build(["|KH QS JD 10C", "|KC QD JS 10H", "|KD QC", "|KS QH JC"], stock="10S 9H", waste="JH 10D",
                 home=(9, 9, 8, 9))  # fmt: skip
    assert assist.can_auto_complete(deal)
    moves = assist.auto_complete(deal)
    end = deal
    for move in moves:
        end = end.play(move)
    assert end.won and DRAW in moves
    assert not assist.can_auto_complete(Deal.new(Rules(), 7)) and assist.auto_complete(Deal.new(Rules(), 7)) == ()


# -- records -----------------------------------------------------------------------------------------------------------
def test_records_round_trip_through_json_and_replay_exactly():
    deal = Deal.new(preset("draw-three"), seed=derive_seed(3, 1))
    rng = Rng(9)
    for _ in range(40):
        legal = [m for m in deal.legal_moves() if m != GIVE_UP]
        if not legal:
            break
        deal = deal.play(legal[rng.below(len(legal))])
    record = DealRecord.of(deal)
    text = record.to_json()
    assert json.loads(text)["moves"] == [str(m) for m in deal.moves]
    back = DealRecord.from_json(text)
    assert back == record and back.replay() == deal and back.replay().position() == deal.position()


@pytest.mark.parametrize(
    "text",
    ["", "[]", '{"game": "corners", "kind": "deal"}', '{"game": "klondike", "kind": "deal", "players": 2}',
     '{"game": "klondike", "kind": "deal", "players": 1, "rules": {}, "seed": -1, "moves": []}',
     '{"game": "klondike", "kind": "deal", "players": 1, "rules": {}, "seed": 1, "moves": ["7C>9"]}',
     '{"game": "klondike", "kind": "deal", "players": 1, "rules": {"draw": 2}, "seed": 1, "moves": []}'],
)  # fmt: skip
def test_damaged_records_are_refused(text: str):
    with pytest.raises(NotationError):
        DealRecord.from_json(text)


def test_a_record_with_an_illegal_move_does_not_replay():
    record = DealRecord(Rules(), 7, (put("QC>F"),))
    with pytest.raises(IllegalMoveError, match="cannot be reached"):
        record.replay()
