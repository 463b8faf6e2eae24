"""Property tests (hypothesis): notation round-trips, move legality, conservation, hidden information, scoring.

Positions come from seeded deals of every preset advanced by random legal moves, so every property is checked
on positions real games reach. Sources: product decisions unless named.
"""

from __future__ import annotations

import dataclasses
import json
import re

import pytest

# CPython only: hypothesis is not installed under Pyodide, so scripts/test.sh leaves this file out there.
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import kings.corners
from kings.cards import CARDS, JOKER, Card, deck, format_cards, parse_cards
from kings.corners import (
    DRAW,
    END_TURN,
    PLACES,
    PRESETS,
    Deal,
    DealRecord,
    Match,
    MatchRecord,
    Method,
    Move,
    Play,
    Rules,
    Shift,
    hand_value,
    score_deal,
)
from kings.corners.rules import DrawTiming, Kings
from kings.errors import IllegalMoveError, KingsError, NotationError
from kings.seeding import MAX_SEED, Rng
from tests.helpers import advance, multiset, play_out
from tests.sampling import count

#: refusals.explain fallbacks that no refused move should ever get.
UNREACHABLE = {"You can fill this space.", "You cannot end the turn now.", "That move is not legal here."}
#: Examples per property: the suite tries 150 (7.5 s of it before, at 300), bench/full_checks.py the 300 it had.
FAST = settings(max_examples=count(300, 150), deadline=None, suppress_health_check=[HealthCheck.too_slow])
NAMESPACE = vars(kings.corners)
ALL_MOVES: tuple[Move, ...] = (
    *(Play(CARDS[c], p) for c in range(105) for p in PLACES),
    *(Shift(s, t) for s in PLACES for t in PLACES),
    DRAW,
    END_TURN,
)


def players_for(rules: Rules) -> list[int]:
    return list(rules.player_counts())


@st.composite
def deals(draw, max_steps: int = 160, finished: bool = False) -> Deal:
    """A position some game really reaches: a seeded deal of any preset after random legal moves."""
    rules = PRESETS[draw(st.sampled_from(sorted(PRESETS)))]
    players = draw(st.sampled_from(players_for(rules)))
    deal = Deal.new(rules, draw(st.integers(0, MAX_SEED)), players, dealer=draw(st.integers(0, players - 1)))
    rng = Rng(draw(st.integers(0, 2**32)))
    end_odds = draw(st.sampled_from([1, 3, 10]))
    if finished:
        return play_out(deal, rng, end_odds)
    return advance(deal, draw(st.integers(0, max_steps)), rng, end_odds)


# -- notation round-trips --------------------------------------------------------------------------------
@given(st.integers(0, 104))
def test_card_notation_round_trips(n):
    """Product decision: str(card) parses back, for every card and placed joker."""
    card = CARDS[n]
    assert Card.parse(str(card)) == card and Card.parse(str(card).lower()) == card
    assert eval(repr(card), {"Card": Card}) == card
    if n < 52:
        assert Card.parse(card.label) == card
        assert card.name.endswith(card.suit.name.lower())


@given(st.lists(st.integers(0, 104), max_size=20))
def test_card_lists_round_trip(ns):
    """Product decision: format_cards and parse_cards are inverses."""
    cards = tuple(CARDS[n] for n in ns)
    assert parse_cards(format_cards(cards)) == cards


@given(st.sampled_from(ALL_MOVES))
def test_move_notation_round_trips(move):
    """Product decision (python-chess style): str(move) parses back, and eval(repr(move)) == move."""
    assert Move.parse(str(move)) == move
    assert Move.parse(str(move).lower()) == move
    assert eval(repr(move), NAMESPACE) == move
    assert hash(Move.parse(str(move))) == hash(move)


@given(st.text(max_size=12))
def test_bad_text_is_a_notation_error(text):
    """Product decision: any text either parses or raises NotationError (never another exception)."""
    for parse in (Card.parse, Move.parse):
        try:
            value = parse(text)
        except NotationError as exc:
            assert str(exc)
        else:
            assert parse(str(value)) == value


@FAST
@given(deals())
def test_position_round_trips(deal):
    """Product decision: a position string reads back to the same deal (all but the seed and the history)."""
    text = deal.position()
    back = Deal.from_position(text, deal.rules)
    assert back.position() == text
    assert back == dataclasses.replace(deal, seed=None)
    assert back.legal_moves() == deal.legal_moves()


def _sample_positions() -> list[Deal]:
    fresh = Deal.new(PRESETS["standard"], seed=1, players=3)
    deep = advance(Deal.new(PRESETS["set-aside"], seed=82, players=2), 35, Rng(82))
    over = advance(Deal.new(PRESETS["standard"], seed=2, players=2), 10_000, Rng(2))
    assert deep.completed and over.over
    return [fresh, deep, over]


SAMPLES = _sample_positions()
JUNK = [
    "",
    "-",
    "x",
    "0",
    "9",
    "-1",
    "0Q",
    "9NE",
    "0:0",
    "KS",
    "a.b",
    "0:0:-:-1",
    "0:-1:-:0",
    "0x",
    "KS/-",
    "=",
    "impasse",
]
FIELDS = ["piles", "hands", "stock", "dealer", "turn", "idle", "idles", "fines", "done", "aside", "start", "over"]


@pytest.mark.parametrize("field", FIELDS)
def test_damaged_positions_are_notation_errors(field):
    """Product decision: a damaged position raises NotationError or RulesError (never a crash, never nonsense)."""
    for deal in SAMPLES:
        for junk in JUNK:
            text = re.sub(rf"(^| ){field}=\S*", rf"\g<1>{field}={junk}", deal.position())
            assert f"{field}={junk}" in text.split(" ")
            try:
                back = Deal.from_position(text, deal.rules)
            except KingsError as exc:
                assert str(exc)
                continue
            # Accepted: then it must be a sound position.
            assert Deal.from_position(back.position(), deal.rules).position() == back.position(), text
            assert len(back.start) == 8 and len(back.piles) == 8, text
            assert min(back.turn.number, back.turn.pending, back.idle_round, *back.idle_turns, *back.king_fines) >= 0
            assert back.outcome is None or back.outcome.winner is None or 0 <= back.outcome.winner < back.players
            assert all(0 <= s < back.players for s, _ in back.completed), text


@FAST
@given(deals())
def test_deal_record_round_trips_and_replays(deal):
    """Product decision: rules + seed + seats + moves replay a deal exactly; the JSON round-trips."""
    record = DealRecord.of(deal)
    text = record.to_json()
    assert json.loads(text)["moves"] == " ".join(str(m) for m in deal.moves())
    again = DealRecord.from_json(text)
    assert again == record
    replayed = again.replay()
    assert replayed == deal and replayed.position() == deal.position()
    assert replayed.history == deal.history


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(PRESETS)), st.integers(0, MAX_SEED), st.integers(0, 2**32), st.integers(0, 400))
def test_match_record_round_trips_and_replays(pid, seed, policy, steps):
    """Product decision: a match record (rules, seed, every deal's moves) replays the match exactly."""
    rules = PRESETS[pid]
    match = Match.new(rules, seed, players_for(rules)[seed % len(players_for(rules))])
    rng = Rng(policy)
    for _ in range(steps):
        if match.over:
            break
        if match.deal is None:
            match = match.next_deal()
            continue
        moves = match.deal.legal_moves()
        match = match.play(rng.choice([m for m in moves if m != END_TURN] or moves))
    record = MatchRecord.of(match)
    again = MatchRecord.from_json(record.to_json())
    assert again == record
    replayed = again.replay()
    assert replayed == match


# -- legality ----------------------------------------------------------------------------------------------
@FAST
@given(deals())
def test_generated_moves_are_accepted_and_all_others_refused(deal):
    """Product decision: legal_moves() is exactly the set play() accepts; refusals say why and change nothing."""
    legal = deal.legal_moves()
    assert len(set(legal)) == len(legal), "no duplicates"
    for move in legal:
        after = deal.play(move)
        assert after.card_count() == deal.card_count()
    before = deal.position()
    legal_set = set(legal)
    for move in ALL_MOVES:
        if move in legal_set:
            continue
        with pytest.raises(IllegalMoveError) as info:
            deal.play(move)
        message = str(info.value)
        assert message.strip() and deal.explain(move) == message
        assert message not in UNREACHABLE, f"{move}: {message}"
        if "so it cannot join it" in message:  # only when the two piles are built differently
            assert deal.rules.build_for(move.source) != deal.rules.build_for(move.target)
    assert deal.position() == before


@FAST
@given(deals())
def test_one_player_to_act_until_over(deal):
    """Product decision: exactly one seat acts and has a legal move until the deal is over; then nobody."""
    observations = [deal.observe(s) for s in range(deal.players)]
    if deal.over:
        assert deal.legal_moves() == () and not any(o.my_turn for o in observations)
        assert all(o.legal_moves() == () for o in observations)
    else:
        assert 0 <= deal.to_act < deal.players
        assert deal.legal_moves()
        assert [o.my_turn for o in observations] == [s == deal.to_act for s in range(deal.players)]
        assert observations[deal.to_act].legal_moves() == deal.legal_moves()


@FAST
@given(deals())
def test_cards_are_conserved(deal):
    """Product decision: every card of the pack is in exactly one place (hands, piles, stock, set aside)."""
    size = 54 if deal.rules.jokers else 52
    assert deal.card_count() == size
    assert multiset([*deal.hands, *deal.piles, deal.stock, deal.aside]) == sorted(deck(2 if deal.rules.jokers else 0))
    assert all(list(h) == sorted(h) for h in deal.hands), "hands are kept sorted"
    assert all(JOKER not in p for p in deal.piles), "a joker on the table always stands for a card"


@FAST
@given(deals(finished=True))
def test_every_deal_ends_consistently(deal):
    """pagat: a deal ends when someone goes out (empty hand) or at an impasse (stock empty, a round of nothing)."""
    out = deal.outcome
    assert out is not None and out.hands == deal.hands
    if out.winner is None:
        assert deal.stock == (), "every timing draws while the stock lasts, so an impasse needs it empty"
        assert deal.idle_round >= deal.players
    else:
        assert deal.hands[out.winner] == ()
        if deal.rules.stock_must_empty:
            assert deal.stock == ()
    assert out.completed == deal.completed and out.idle_turns == deal.idle_turns and out.king_fines == deal.king_fines
    assert all(len(p) <= 13 for p in deal.piles)


# -- hidden information ------------------------------------------------------------------------------------
def _cards_in(value) -> list[Card]:
    if isinstance(value, Card):
        return [value]
    if isinstance(value, (tuple, list)):
        return [c for v in value for c in _cards_in(v)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [c for f in dataclasses.fields(value) for c in _cards_in(getattr(value, f.name))]
    if hasattr(value, "_fields"):  # NamedTuple (Event, Turn)
        return [c for v in value for c in _cards_in(v)]
    return []


@FAST
@given(deals(), st.data())
def test_observation_hides_other_hands_and_stock(deal, data):
    """Product decision: an observation shows the layout, your hand, others' hand sizes, the stock size only."""
    seat = data.draw(st.integers(0, deal.players - 1))
    obs = deal.observe(seat)
    assert obs.hand == deal.hand(seat) and obs.stock_size == len(deal.stock)
    assert obs.hand_sizes == tuple(len(h) for h in deal.hands)
    hidden = [c for s, h in enumerate(deal.hands) if s != seat for c in h] + list(deal.stock)
    assert multiset([obs.unseen()]) == multiset([hidden])
    if not deal.over:
        shown = [c for f in dataclasses.fields(obs) if f.name not in ("hand", "outcome") for c in
                 _cards_in(getattr(obs, f.name))]  # fmt: skip
        leaked = set(shown) & set(hidden)
        assert not leaked, f"observation of seat {seat} shows {leaked}"
        assert all(e.move in (DRAW, END_TURN) or isinstance(e.move, (Play, Shift)) for e in obs.history)
        # Re-deal the hidden cards at random: the observation must not change.
        pool = list(hidden)
        Rng(data.draw(st.integers(0, 2**32))).shuffle(pool)
        hands = []
        for s, h in enumerate(deal.hands):
            if s == seat:
                hands.append(h)
            else:
                hands.append(tuple(sorted(pool[: len(h)])))
                del pool[: len(h)]
        other = dataclasses.replace(deal, hands=tuple(hands), stock=tuple(pool))
        assert other.observe(seat) == obs
    else:
        assert obs.outcome == deal.outcome, "at the end every hand is shown, as at a real table"


# -- scoring arithmetic --------------------------------------------------------------------------------------
@FAST
@given(deals(finished=True), st.integers(0, 30))
def test_scoring_arithmetic(deal, pot):
    """pagat/Wikipedia/wikiHow: penalties add up; chips are conserved (deltas plus pot change sum to zero)."""
    rules, out = deal.rules, deal.outcome
    sc = rules.scoring
    score = score_deal(rules, out, pot)
    n = deal.players
    assert len(score.deltas) == n and all(0 <= w < n for w in score.winners)
    if sc.method in (Method.PENALTY, Method.ELIMINATION):
        for s in range(n):
            expected = hand_value(rules, out.hands[s]) + rules.king_penalty * out.king_fines[s]
            expected -= min(expected, sc.corner_bonus * out.corners_completed(s))  # never below zero
            if s == out.winner and out.first_turn:
                expected -= sc.first_turn_bonus
            assert score.deltas[s] == expected
        assert score.pot == pot
        if out.winner is not None:
            assert score.winners == (out.winner,)
        else:
            assert score.winners == tuple(s for s in range(n) if score.deltas[s] == min(score.deltas))
    elif sc.method is Method.CHIPS:
        assert sum(score.deltas) + (score.pot - pot) == 0
        if out.winner is None:
            assert score.winners == () and score.pot >= pot
        else:
            assert score.winners == (out.winner,) and score.pot == 0
            assert score.deltas[out.winner] == max(score.deltas)
    else:
        assert score.deltas == tuple(out.corners_completed(s) for s in range(n))
        assert sum(score.deltas) == sum(1 for _, p in out.completed if p.is_corner)
    if rules.kings is Kings.FREE:
        assert out.king_fines == (0,) * n


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(PRESETS)), st.integers(0, MAX_SEED), st.integers(0, 2**32))
def test_match_totals_are_sums_of_deal_deltas(pid, seed, policy):
    """Product decision: a match total is the opening stack plus the sum of its deal deltas; pots carry over."""
    rules = PRESETS[pid]
    players = players_for(rules)[seed % len(players_for(rules))]
    match = Match.new(rules, seed, players)
    opening, opening_pot = match.totals, match.pot  # shared chips that do not divide evenly start in the pot
    rng = Rng(policy)
    while not match.over and len(match.results) < 6:
        if match.deal is None:
            match = match.next_deal()
        else:
            moves = match.deal.legal_moves()
            match = match.play(rng.choice([m for m in moves if m != END_TURN] or moves))
    for seat in range(players):
        deltas = [r.delta(seat) or 0 for r in match.results]
        assert match.totals[seat] == opening[seat] + sum(deltas)
    if rules.scoring.method is Method.CHIPS:
        assert sum(match.totals) + match.pot == sum(opening) + opening_pot
    for prev, cur in zip(match.results, match.results[1:], strict=False):
        assert cur.dealer == next(s for k in range(1, players + 1) if (s := (prev.dealer + k) % players) in cur.seats)


# -- rules data ----------------------------------------------------------------------------------------------
@given(
    st.sampled_from(sorted(PRESETS)),
    st.sampled_from(list(DrawTiming)),
    st.integers(1, 3),
    st.booleans(),
    st.sampled_from(list(Kings)),
    st.booleans(),
)
def test_rules_round_trip_as_json(pid, draw, count, must, kings, jokers):
    """Product decision: any valid rules object survives to_dict -> JSON -> from_dict."""
    rules = PRESETS[pid].with_options(draw=draw, draw_count=count, must_play=must, kings=kings, jokers=jokers)
    assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules
    assert re.fullmatch(r"[a-z-]+", rules.id)
