"""3-13's rules, one test each, naming the source: ``seeds/002_ffd57030109f7a48.txt`` (the rummy part, quoted), or the
product decision where the source is silent (each written in the module docs and on the rules page).

The meld rules themselves (sets, runs, aces, wilds, points) are tested in tests/test_three_thirteen_melds.py.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from kings.cards import JOKER, Card, parse_cards
from kings.errors import IllegalMoveError, NotationError, RulesError
from kings.seeding import derive_seed
from kings.three_thirteen.match import Match
from kings.three_thirteen.moves import DISCARD, STOCK, Discard, Draw, parse_move
from kings.three_thirteen.round import TURNS_EACH, Round
from kings.three_thirteen.rules import PRESETS, Rules, packs_for, preset

pytestmark = pytest.mark.pyodide


def C(text: str) -> Card:
    return Card.parse(text)


def dealt(hands: list[str], pile: str, stock: str = "2C.3C.4C.5C.6C.7C.8C.9C", rules: Rules | None = None,
          number: int = 0, turn: int = 1) -> Round:  # fmt: skip
    """A round of len(hands) players with these cards (round ``number``'s size and wild rank), ``turn`` to draw."""
    r = Round.new(rules or Rules(), seed=1, players=len(hands), dealer=0, number=number)
    return replace(r, hands=tuple(tuple(sorted(parse_cards(h))) for h in hands), pile=parse_cards(pile),
                   stock=parse_cards(stock), turn=turn)  # fmt: skip


def test_two_to_eight_players_with_one_pack_for_two_and_two_for_three_or_four():
    """Source: "Two or more players"; "One 52 card deck for two players, two decks for three or four people. It
    doesn't really matter after that as long as you have enough cards" (decision: one pack for every two players,
    2 to 8 players; a table may fix the number of packs if the biggest round still leaves a stock)."""
    assert [Round.new(Rules(), 1, n).rules.packs for n in range(2, 9)] == [1, 2, 2, 3, 3, 4, 4]
    assert [packs_for(n) for n in (2, 3, 4)] == [1, 2, 2]
    assert len(Round.new(Rules(), 1, 3).stock) + 3 * 3 + 1 == 104
    for bad in (1, 9):
        with pytest.raises(RulesError, match="2 to 8 players"):
            Round.new(Rules(), 1, bad)
    with pytest.raises(RulesError, match="not enough"):
        Rules(packs=1).validate(4)
    assert Round.new(Rules(packs=2), 1, 2).rules.packs == 2


def test_eleven_rounds_dealing_three_to_thirteen_cards_the_number_dealt_wild():
    """Source: "This game has eleven rounds ... In the first round three cards are dealt to each player, in the second
    round four cards ... until the eleventh and last round in which thirteen cards each are dealt"; "In each round
    there is a wild card. It is the card equal to the number of cards dealt ... Round 1 Threes are wild ... Round 11
    Kings are wild"."""
    assert Rules().rounds() == tuple((n, n) for n in range(3, 14))
    for number in range(11):
        r = Round.new(Rules(), derive_seed(4, number), 4, number % 4, number)
        assert r.cards == r.wild == number + 3 and all(len(h) == number + 3 for h in r.hands)


def test_the_rest_is_the_stock_its_top_card_turned_up_to_start_the_discard_pile():
    """Source: "The remainder of the cards are placed face down on the table to form a stock pile. The top card of the
    stock is being flipped face up and put beside the stock pile to start the discard pile"."""
    r = Round.new(Rules(), 9, 3, dealer=2, number=4)
    assert len(r.pile) == 1 and len(r.stock) == 104 - 3 * 7 - 1
    assert sorted((*r.stock, *r.pile, *(c for h in r.hands for c in h))) == sorted(Card(i % 52) for i in range(104))


def test_the_first_dealer_is_drawn_at_random_and_the_deal_passes_to_the_left():
    """Source: "The first dealer is chosen at random and the turn to deal passes to the left after each round" (left
    is the next seat up; the seed draws the first dealer)."""
    firsts = {Match.new(Rules(), seed, 4).first_dealer for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    match = Match.new(Rules(), 11, 3)
    dealers = [match.dealer]
    while not match.over:
        if match.deal is None:
            match = match.next_deal()
            dealers.append(match.dealer)
        else:
            match = match.play(match.deal.legal_moves()[0])
    assert dealers == [(match.first_dealer + i) % 3 for i in range(11)]


def test_the_player_to_the_dealers_left_begins_and_play_goes_clockwise():
    """Source: "The player to dealer's left begins, and players take turns clockwise around the table"."""
    r = Round.new(Rules(), 5, 4, dealer=3)
    seats = []
    for _ in range(8):
        seats.append(r.acting)
        r = r.play(STOCK)
        r = r.play(next(m for m in r.legal_moves() if isinstance(m, Discard) and not m.out))
    assert seats == [0, 1, 2, 3, 0, 1, 2, 3]


def test_a_turn_is_a_draw_from_the_stock_or_the_top_discard_then_a_discard():
    """Source: "A turn consists of drawing one card - either the top card of the face down stock or the top card of
    the discard pile - and then discarding one card face up on top of the discard pile. Note that only the top card
    of the discard pile can be taken"."""
    r = dealt(["5H.9C.KD", "2S.7D.JC"], pile="4S.QH")
    assert r.legal_moves() == (STOCK, DISCARD)
    took = r.play(DISCARD)
    assert C("QH") in took.hands[1] and took.pile == (C("4S"),) and took.phase == "discard"
    drew = r.play(STOCK)
    assert C("9C") in drew.hands[1] and len(drew.stock) == len(r.stock) - 1 and drew.pile == r.pile
    after = drew.play(Discard(C("JC")))
    assert after.pile[-1] == C("JC") and after.acting == 0 and len(after.hands[1]) == 3
    assert r.explain(Discard(C("7D"))) == "You must draw first: the stock or the Q♥ on the discard pile."
    assert drew.explain(STOCK) == "You have drawn already (the 9♣): now discard a card, or go out if you can."
    assert drew.explain(Discard(C("5H"))) == "You have no 5♥ to discard."


def test_a_discard_taken_may_not_be_thrown_back_the_same_turn():
    """Decision (the source is silent): a card taken from the discard pile may not be discarded in the same turn (with
    two packs, no card of its name: it would be the same move)."""
    r = dealt(["5H.9C.KD", "2S.7D.JC"], pile="4S.QH").play(DISCARD)
    assert Discard(C("QH")) not in r.legal_moves()
    assert r.explain(Discard(C("QH"))) == "You took the Q♥ from the discard pile: discard another card."
    with pytest.raises(IllegalMoveError, match="discard another card"):
        r.play(Discard(C("QH")))


def test_going_out_after_drawing_when_all_cards_but_one_form_combinations():
    """Source: "You can go out at your turn to play if, after drawing the top card of the stock or the top discard,
    you are able to arrange all the cards in your hand except one into separate sets, and then discard a card. In this
    case, when discarding you announce that you are out"."""
    r = dealt(["5H.9C.KD", "7S.8S.JC"], pile="4S.9S", number=0).play(DISCARD)
    assert Discard(C("JC"), out=True) in r.legal_moves()
    assert [m for m in r.legal_moves() if isinstance(m, Discard) and m.out] == [Discard(C("JC"), out=True)]
    assert r.explain(Discard(C("7S"), out=True)) == "You cannot go out: J♣, 8♠ and 9♠ fit in no set or run."
    drew = dealt(["5H.9C.KD", "7S.8S.JC"], pile="4S.9S", stock="2C.10S").play(STOCK)
    assert drew.explain(Discard(C("10S"), out=True)) == "You cannot go out: J♣, 7♠ and 8♠ fit in no set or run."
    assert drew.explain(Discard(C("JC"), out=True)) == "You cannot go out: 7♠, 8♠ and 10♠ fit in no set or run."
    four = dealt(["5H.9C.KD.QD", "7S.8S.9S.KD"], pile="4S.9H", stock="2C", number=1).play(STOCK)
    assert four.explain(Discard(C("KD"), out=True)) == "You cannot go out: 2♣ fits in no set or run."
    out = r.play(Discard(C("JC"), out=True))
    assert out.out == 1 and out.history[-1].kind == "out" and not out.over and out.acting == 0


def test_after_going_out_every_other_player_has_exactly_one_more_turn():
    """Source: "Each of the other players is allowed one more turn. When the turn to play comes back to you the round
    is over and the scores are calculated"."""
    r = dealt(["5H.9C.KD", "7S.8S.JC", "2D.2H.2C"], pile="4S.9S", turn=1).play(DISCARD)
    r = r.play(Discard(C("JC"), out=True))
    assert r.acting == 2 and r.last_turns
    r = r.play(STOCK)
    assert not any(isinstance(m, Discard) and m.out for m in r.legal_moves())
    assert r.explain(Discard(C("9C"), out=True)) == (
        "A player has gone out: this is your last turn, so discard without going out.")
    r = r.play(Discard(C("9C")))
    assert r.acting == 0 and not r.over
    r = r.play(STOCK).play(Discard(C("KD")))
    assert r.over and r.acting is None and r.legal_moves() == () and r.explain(STOCK) == "The round is over."
    assert r.outcome is not None and r.outcome.out == 1 and r.outcome.winners == (1, 2)


def test_going_out_lays_the_hand_down_for_every_player_to_see():
    """Source: going out is arranging every card but one "into separate sets" and announcing it: the melds are laid
    down, face up (review 75: the seat still showed "3 cards" in backs). Every seat sees them during the last turns;
    a copy of the round dealt again for another seat keeps them."""
    from kings.seeding import Rng
    from kings.three_thirteen.unseen import redeal_hidden

    r = dealt(["5H.9C.KD", "7S.8S.JC", "2D.2H.2C"], pile="4S.9S", turn=1).play(DISCARD)
    assert all(r.observe(s).laid_down == () for s in range(3))
    r = r.play(Discard(C("JC"), out=True))
    assert all(r.observe(s).laid_down == parse_cards("7S.8S.9S") for s in range(3))
    for seat in (0, 2):
        for n in range(5):
            again = redeal_hidden(r, seat, Rng(n))
            assert again.hands[1] == r.hands[1] and again.observe(seat) == r.observe(seat)

def test_going_out_is_never_forced():
    """Decision (the source is silent): a player who could go out may discard and play on."""
    r = dealt(["5H.9C.KD", "7S.8S.JC"], pile="4S.9S").play(DISCARD)
    assert Discard(C("JC")) in r.legal_moves()
    assert not r.play(Discard(C("JC"))).over


def test_penalties_are_the_unmelded_cards_of_each_hand_and_the_lowest_total_wins():
    """Source: "each player arranges as much as possible of their hand into sets and runs. Any cards that are not
    included in a set or run are counted as penalty points"; "The scores are accumulated from round to round, and
    whoever has the lowest score at the end of the eleventh round is the winner"; "players are not allowed to dispose
    of cards by adding them to other players' sets or runs. Combinations are made only from your own hand"."""
    r = dealt(["5H.9C.KD", "7S.8S.JC", "2D.2H.2C"], pile="4S.9S", turn=1).play(DISCARD)
    r = r.play(Discard(C("JC"), out=True)).play(STOCK).play(Discard(C("9C"))).play(STOCK).play(Discard(C("KD")))
    assert r.hands[0] == parse_cards("8C.9C.5H") and r.penalties() == (5 + 8 + 9, 0, 0)  # no wild in round 1's hands
    assert r.outcome is not None and r.outcome.totals == r.penalties() and r.outcome.winners == (1, 2)
    match = Match.new(Rules(), 3, 2)
    while not match.over:
        match = match.play(match.deal.legal_moves()[-1]) if match.deal else match.next_deal()
    assert len(match.results) == 11 and match.totals == tuple(sum(x.points[s] for x in match.results) for s in (0, 1))
    assert match.winners == tuple(s for s in (0, 1) if match.totals[s] == min(match.totals))
    assert [s.place for s in match.standings()] in ([1, 2], [1, 1])


def test_the_fourteen_card_round_comes_last_with_aces_wild():
    """Source: "Deuces Aren't Wild with an additional 14-card round" (decision: it is the twelfth round and its wild
    rank is the ace, the rank after the king)."""
    rules = preset("deuces-arent-wild")
    assert rules.rounds()[-1] == (14, 1) and len(rules.rounds()) == 12
    r = Round.new(rules, 3, 2, number=11)
    assert r.cards == 14 and r.wild == 1 and all(len(h) == 14 for h in r.hands)
    assert Rules().rounds()[-1] == (13, 13)


def test_jokers_are_extra_wild_cards_two_to_a_pack():
    """Source: "Some groups include Jokers as additional wild cards" (decision: two jokers a pack with that option)."""
    r = Round.new(preset("jokers"), 2, 4)
    everything = [*r.stock, *r.pile, *(c for h in r.hands for c in h)]
    assert everything.count(JOKER) == 4 and len(everything) == 108


def test_a_tie_for_the_lowest_total_is_played_off_in_a_bonus_round():
    """Source: "a bonus round in the event of a tie" (decision: the tied players alone play one round dealt like the
    first, three cards and threes wild; its points count; a tie after it is shared)."""
    match = Match.new(Rules(tie_break=True), 2, 3)
    while not match.over:
        match = match.play(match.deal.legal_moves()[0]) if match.deal else match.next_deal()
    finished = replace(match, totals=(40, 40, 55), over=False)
    assert finished.bonus_seats() == (0, 1) and len(finished.results) == 11
    bonus = finished.next_deal()
    assert bonus.deal is not None and bonus.deal.players == 2 and bonus.deal.cards == 3 and bonus.seats == (0, 1)
    assert bonus.match_seat(1) == 1 and bonus.observe(0).totals == (40, 40)
    while bonus.deal is not None:
        bonus = bonus.play(bonus.deal.legal_moves()[-1])
    assert bonus.over and bonus.totals[2] == 55 and len(bonus.results) == 12 and bonus.results[-1].seats == (0, 1)
    assert replace(finished, totals=(40, 41, 55)).bonus_seats() is None
    assert replace(finished, rules=replace(finished.rules, tie_break=False)).bonus_seats() is None


def test_a_stock_that_runs_out_is_rebuilt_from_the_discards_under_the_top_card():
    """Decision (the source is silent): when the stock runs out at the end of a turn, the discards under the top card
    are shuffled into a new stock and the table is told (a rebuild event); after ``stock_rebuilds`` rebuilds the next
    time it runs out ends the round, nobody out, every hand counted."""
    r = dealt(["5H.9C.KD", "2S.7D.JC"], pile="4S.QH.6D.8H", stock="10C")
    r = r.play(STOCK).play(Discard(C("JC")))
    assert r.rebuilds == 1 and r.pile == (C("JC"),) and sorted(r.stock) == sorted(parse_cards("4S.QH.6D.8H"))
    assert r.history[-1].kind == "rebuild" and not r.over and r.acting == 0
    last = replace(r, stock=(C("2H"),), rebuilds=Rules().stock_rebuilds)
    ended = last.play(STOCK).play(Discard(C("KD")))
    assert ended.over and ended.out is None and ended.outcome is not None
    assert ended.outcome.totals == ended.penalties()


def test_a_round_cannot_go_on_for_ever():
    """Decision: a round ends, every hand counted, once it has had 50 turns for each player (only players passing the
    same cards back and forth get there)."""
    r = dealt(["5H.9C.KD", "2S.7D.JC"], pile="4S.QH")
    for _ in range(2 * TURNS_EACH):
        assert not r.over
        r = r.play(DISCARD)
        r = r.play(next(m for m in r.legal_moves() if isinstance(m, Discard) and not m.out))
    assert r.over and r.out is None and len(r.moves) == 4 * TURNS_EACH


def test_moves_have_a_notation_that_reads_back():
    """Product decision: moves are small values; ``stock``, ``discard``, a card code (``7H``) and ``out:7H``."""
    for move in (STOCK, DISCARD, Discard(C("7H")), Discard(C("10S"), out=True), Discard(JOKER), Discard(JOKER, True)):
        assert parse_move(str(move)) == move
    assert isinstance(parse_move("STOCK"), Draw) and str(parse_move(" out:jk ")) == "out:JK"
    for bad in ("", "out:", "7", "JK=7D", "out:ZZ", "draw"):
        with pytest.raises(NotationError):
            parse_move(bad)


def test_every_preset_is_valid_and_round_trips():
    """Product decision: presets are named rule sets with stable ids."""
    assert list(PRESETS) == ["standard", "aces-high", "face-values", "jokers", "no-wild-melds", "deuces-arent-wild"]
    for pid, rules in PRESETS.items():
        assert rules.id == pid and Rules.from_dict(rules.to_dict()) == rules.validate(8)
    with pytest.raises(RulesError, match="no preset"):
        preset("gin")
    for bad in ({"jokers": 3}, {"wild_melds": 1}, {"packs": -1}, {"colour": "red"}, {"stock_rebuilds": 10}):
        with pytest.raises(RulesError):
            Rules.from_dict(bad)
