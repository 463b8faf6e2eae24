"""What 3-13's table shows (web/three_thirteen/view.py): the engine's state, its legal moves and what the viewer
may see, nothing else. Hidden cards never reach the view: a round whose unseen cards are dealt again draws the
very same table. Here hidden information, what may be done now, the round and the seats, the status line, the
moves, position and record; the hand laid out is in test_three_thirteen_web_hand.py, the sheet and the endings in
test_three_thirteen_web_scores.py."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from kings.cards import Card
from kings.seeding import Rng
from kings.three_thirteen.melds import best_arrangement
from kings.three_thirteen.moves import DISCARD, STOCK, Discard, Move
from kings.three_thirteen.round import Round
from kings.three_thirteen.unseen import redeal_hidden
from tests.test_three_thirteen_web_session import (
    ADA_FIRST,
    advance,
    game_over,
    medium,
    moves_of,
    round_over,
    session,
)
from tests.three_thirteen_tables import codes, hand_cards, mixed, table, viewer_cards
from web.shell.extras import Coach, Extras
from web.three_thirteen import words
from web.three_thirteen.spec import Session
from web.three_thirteen.viewmodels import CardView, TableView

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


# -- hidden information ----------------------------------------------------------------------------------
def card_views(value: Any) -> Iterator[CardView]:
    """Every CardView anywhere in ``value`` (a view model)."""
    if isinstance(value, CardView):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from card_views(getattr(value, f.name))
    elif isinstance(value, (tuple, list)):
        for v in value:
            yield from card_views(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from card_views(v)


def without_secrets(t: TableView) -> TableView:
    """The table apart from the position and record texts (the page keeps them for copying and tests)."""
    return replace(t, position="", record="")


def redealt(s: Session, seat: int, rng: Rng) -> Session:
    """``s`` with what round seat ``seat`` cannot see dealt again (the stock, the other hands but their known cards)."""
    r = s.match.round
    assert r is not None
    return replace(s, match=replace(s.match, round=redeal_hidden(r, seat, rng)))


def check_hidden(s: Session) -> TableView:
    """The table for ``s`` shows the viewer's cards and the public ones (the discard pile), never another hand."""
    t = table(s)
    viewer = s.deal_seat(s.viewer)
    r = s.shown
    public = Counter(c.code for c in r.pile)
    if not s.in_deal:  # the hands are laid down: every card of them is public now
        return t
    own = codes(r.hands[viewer]) if viewer is not None else Counter[str]()
    shown = Counter(c.code for c in card_views(t) if not c.key.startswith(("top", "u", "laid")))
    assert not shown - own, "a card of another hand is shown"
    # the hand of a player who went out is laid down for all (review 75): exactly it, and only another's
    laid = Counter(c.code for c in card_views(t) if c.key.startswith("laid"))
    assert laid == (codes(r.hands[r.out]) if r.out is not None and r.out != viewer else Counter[str]())
    assert not Counter(c.code for c in card_views(t) if c.key.startswith(("top", "u"))) - public
    if t.state == "ready" and viewer is not None:
        assert codes(hand_cards(t)) == own and not t.hand_hidden
    else:
        assert t.hand == () and t.penalty == ""
    if t.state == "handoff":
        assert t.hand_hidden and t.out is None and not t.stock.can_draw and not t.pile.can_take
    seats = {viewer} if viewer is not None else set()
    if t.state == "handoff":
        seats.add(s.deal_seat(s.to_act))
    for k, seat in enumerate(sorted(x for x in seats if x is not None)):
        other = redealt(s, seat, Rng(k + 1))
        assert other.shown.position() != r.position() or len(r.stock) < 2
        assert without_secrets(table(other)) == without_secrets(t)  # nothing hidden can be told apart
    return t


@pytest.mark.parametrize(
    ("kinds", "rules", "seed"),
    [
        ("human,medium,medium", "standard", 6),
        ("human,easy,human", "jokers", 4),
        ("human,human,medium,human", "aces-high", 5),
        ("easy,human", "face-values", 8),
    ],
)
def test_no_view_ever_shows_another_hand(kinds: str, rules: str, seed: int) -> None:
    s = session(kinds, seed=seed, rules=rules)
    policy = mixed(seed)
    handoffs = checked = 0
    for i in range(5000):
        if s.match.over or len(s.match.results) >= 4:
            break
        if i % 3 == 0 or not s.in_deal:
            t = check_hidden(s)
            handoffs += t.state == "handoff"
            checked += 1
        if not s.in_deal:
            s = s.next_deal()
        elif s.needs_handoff:
            s = s.take_device()
        else:
            s = s.play(policy(s, s.shown.legal_moves()))
    assert checked > 40 and len(s.match.results) == 4
    assert (handoffs > 0) == (kinds.count("human") > 1)


def test_the_round_laid_down_shows_every_hand_in_its_banner() -> None:
    s = round_over(session())
    t = table(s)
    ending = t.banner.ending  # type: ignore[union-attr]
    assert ending is not None and t.state == "deal-over" and not t.hand_hidden
    assert codes(hand_cards(t)) == codes(s.shown.hands[0])  # your hand stays in view, laid out
    for row, hand in zip(ending.table.rows, s.shown.hands, strict=True):
        a = best_arrangement(hand, s.shown.wild, s.shown.rules)
        assert row.cells[0].text == ("; ".join(m.label for m in a.melds) or "none")
        assert [c.text for c in row.cells[1].chips] == [c.label for c in a.deadwood]


def test_pass_and_play_hides_both_hands_until_the_device_is_taken() -> None:
    s = advance(session("human,medium,human", names="Ann,,Bob"), lambda x: x.needs_handoff)
    t = table(s)
    assert (t.state, t.actor, t.to_act, t.viewer, t.hand, t.hand_hidden) == ("handoff", "none", 2, 0, (), True)
    assert t.hand_label == "Ann's hand" and t.out is None and t.penalty == ""
    assert t.banner is not None and t.banner.kind == "handoff" and t.banner.title == "Pass the device to Bob"
    assert t.banner.actions == (("handoff", "I'm Bob: show my cards"),)
    assert t.status == "Waiting for Bob to take the device."
    assert not any(c.enabled for c in t.controls if c.id == "hint")
    taken = table(s.take_device())
    assert (taken.state, taken.viewer, taken.hand_label, taken.actor) == ("ready", 2, "Bob's hand", "human")
    assert codes(hand_cards(taken)) == codes(s.shown.hands[2])


# -- what may be done now ----------------------------------------------------------------------------------
def check_moves(s: Session, t: TableView, legal: tuple[Move, ...]) -> None:
    """The stock and the pile are lit exactly when the engine lets the viewer draw; Go out exactly when it lists an
    out: move, naming one of them."""
    assert t.stock.can_draw == (STOCK in legal) and t.pile.can_take == (DISCARD in legal)
    outs = [str(m) for m in legal if isinstance(m, Discard) and m.out]
    if outs:
        assert t.out is not None and t.out.move in outs
        card = Card.parse(t.out.move.removeprefix("out:"))
        assert t.out.label == f"Go out: discard {card.label}"
        rest = list(viewer_cards(s))
        rest.remove(card)
        a = best_arrangement(rest, s.shown.wild, s.shown.rules)
        assert a.penalty == 0 and t.out.detail == "Lay down " + "; ".join(m.label for m in a.melds)
    else:
        assert t.out is None


def test_the_stock_the_pile_and_go_out_follow_the_engines_legal_moves() -> None:
    s = session("human,medium,human")
    outs = draws = offered = 0
    for _ in range(3000):
        if s.match.over:
            break
        if not s.in_deal:
            s = s.next_deal()
            continue
        if s.needs_handoff:
            check_moves(s, table(s), ())
            s = s.take_device()
        legal = s.shown.legal_moves() if s.actor == "human" else ()
        t = table(s)
        check_moves(s, t, legal)
        draws += t.stock.can_draw
        outs += any(isinstance(m, Discard) and m.out for m in legal)
        if t.out is not None:
            offered += 1
            picked = next(m for m in legal if isinstance(m, Discard) and m.out)
            chosen = table(s, selected=picked.card.code).out
            assert chosen is not None and chosen.move == str(picked)  # the picked card, when it goes out
            assert table(s, busy=True).out is None  # not while the CPUs play
        s = s.play(medium(s, s.shown.legal_moves()))
    assert s.match.over and outs == offered > 5 and draws > 100


def test_nothing_is_lit_while_a_cpu_plays() -> None:
    s = session(seed=ADA_FIRST)
    t = table(s)
    assert t.actor == "cpu" and not t.stock.can_draw and not t.pile.can_take and t.out is None
    assert not t.controls[0].enabled and t.controls[0].id == "hint"
    assert codes(hand_cards(t)) == codes(viewer_cards(s))  # your cards show while you wait


def test_the_hint_is_marked_where_it_is() -> None:
    s = session()
    assert table(s, hint=STOCK).stock.hint and not table(s, hint=STOCK).pile.hint
    assert table(s, hint=DISCARD).pile.hint and table(s, hint=DISCARD).hint == "discard"
    drew = s.play(STOCK)
    card = drew.shown.legal_moves()[1]
    assert isinstance(card, Discard)
    t = table(drew, hint=card)
    assert [c.code for c in hand_cards(t) if c.hint] == [card.card.code] and t.hint == str(card)


def test_the_arrange_button_says_which_way_the_hand_is_laid_out() -> None:
    on, off = table(session(), arrange=True), table(session(), arrange=False)
    assert [c.id for c in on.controls] == ["hint", "arrange"]
    assert (on.controls[1].label, on.controls[1].pressed) == ("Arrange: melds", True)
    assert (off.controls[1].label, off.controls[1].pressed, off.controls[1].enabled) == ("Arrange: my order", False,
                                                                                         True)  # fmt: skip


# -- the round and the seats -------------------------------------------------------------------------------
def test_the_round_its_wild_rank_and_the_last_turns() -> None:
    t = table(session())
    assert (t.round.number, t.round.dealt, t.round.wild, t.round.wild_code) == ("Round 1 of 11", "3 cards",
                                                                                 "Threes are wild", "3")  # fmt: skip
    assert t.title == "Round 1 of 11 · 3 cards · Threes are wild" and t.round.last_turn == ""
    assert t.log == ("Round 1 of 11: 3 cards, threes are wild.",)
    last = table(advance(session(), lambda x: x.match.number == 10 and x.in_deal))
    assert (last.round.number, last.round.dealt, last.round.wild, last.round.wild_code) == (
        "Round 11 of 11", "13 cards", "Kings are wild", "K")  # fmt: skip
    fourteen = table(advance(session(rules="deuces-arent-wild"), lambda x: x.match.number == 11 and x.in_deal))
    assert (fourteen.round.number, fourteen.round.dealt, fourteen.round.wild) == ("Round 12 of 12", "14 cards",
                                                                                  "Aces are wild")  # fmt: skip
    out = advance(session(), lambda x: x.in_deal and x.shown.out is not None)
    who = out.names()[out.shown.out or 0]
    verb = "are" if who == "You" else "is"
    assert table(out).round.last_turn == f"{who} {verb} out: everyone else has one more turn."
    assert [x.out for x in table(out).seats] == [i == out.shown.out for i in range(3)]


def test_a_player_who_went_out_has_laid_the_hand_down_for_all_to_see() -> None:
    """Review 75: after "Ben is out", Ben's seat still said "3 cards" (the engine kept his melds as a hand), his melds
    seen only in the round's end. Going out lays the hand down: every other player sees its melds through the last
    turns, each wild read as its badge shows; the seat holds no cards; the viewer who went out sees them in the hand."""
    s = advance(session(), lambda x: x.in_deal and x.shown.out not in (None, 0))
    r, t = s.shown, table(s)
    out = r.out or 0
    laid = t.laid
    assert laid is not None and laid.seat == s.shown_seats[out] and laid.name == s.names()[out]
    assert laid.label == f"{laid.name} laid down:"
    melds = r.arrangement(out).melds
    assert [g.label for g in laid.melds] == [words.meld_label(m) for m in melds]
    assert [[c.code for c in g.cards] for g in laid.melds] == [[c.code for c in m.cards] for m in melds]
    assert sum(len(g.cards) for g in laid.melds) == len(r.hands[out]) and r.arrangement(out).penalty == 0
    for c in (c for g in laid.melds for c in g.cards):
        assert (c.stands != "") == c.wild and (" as " in c.name) == bool(c.stands)
    groups = "; ".join(f"{g.label}: {', '.join(c.name for c in g.cards)}" for g in laid.melds)
    assert laid.said == f"{laid.name} laid down {groups}."
    assert [x.out for x in t.seats] == [i == out for i in range(3)]
    assert laid.said in words.say(t, "table")
    assert f"{laid.name}: {t.seats[out].total} points, hand laid down." in words.say(t, "scores")
    assert table(advance(s, lambda x: not x.in_deal)).laid is not None  # (the table under the round's end)
    assert table(advance(s, lambda x: x.in_deal and x.match.number == 1)).laid is None  # the next round
    yours = advance(session(), lambda x: x.in_deal and x.shown.out == 0)
    t = table(yours)
    assert t.laid is None and t.seats[0].out and codes(hand_cards(t)) == codes(yours.shown.hands[0])
    assert all(g.kind in ("set", "run") for g in t.hand)

def test_seats_show_their_cards_totals_the_dealer_and_what_each_did_last() -> None:
    s = advance(session(), lambda x: x.match.number == 2 and len(x.shown.moves) == 5)
    t = table(s)
    r = s.shown
    assert [x.cards for x in t.seats] == [len(h) for h in r.hands]
    assert [x.total for x in t.seats] == [str(v) for v in s.match.totals]
    assert [x.dealer for x in t.seats] == [i == r.dealer for i in range(3)] and sum(x.dealer for x in t.seats) == 1
    assert [x.to_act for x in t.seats] == [i == s.to_act for i in range(3)] and all(x.playing for x in t.seats)
    assert [(x.name, x.level, x.human, x.viewer) for x in t.seats][:2] == [
        ("You", "Human", True, True),
        ("Ada", "CPU · medium", False, False),
    ]
    events = {e.seat: e for e in r.history if e.kind != "rebuild"}
    for seat, e in events.items():
        word = {"stock": "drew from the stock", "pile": "picked up ", "throw": "discarded ",
                "out": "went out with "}[e.kind]
        assert t.seats[seat].last.startswith(word) and (e.card is None or t.seats[seat].last.endswith(e.card.label))
        assert t.seats[seat].last_kind == e.kind  # (the page's flights read it: the words are the language's)
    assert table(s, thinking=s.to_act).seats[s.to_act or 0].thinking == (s.actor == "cpu")
    assert not any(x.last for x in table(session()).seats)


# -- the status line -----------------------------------------------------------------------------------------
def test_the_status_line_in_play() -> None:
    s = session()
    assert table(s).status == "Your turn: draw from the stock or take the top discard."
    assert table(s.play(STOCK)).status == "Your turn: discard a card (tap it, then the discard pile)."
    cpu = session(seed=ADA_FIRST)
    assert table(cpu).status == "Ada is playing…"
    assert table(cpu, thinking=1).status == "Ada is thinking…" and table(cpu, thinking=1).seats[1].thinking
    assert table(cpu, thinking=2).status == "Ada is playing…" and not table(cpu, thinking=2).seats[2].thinking
    offer = Extras(coach=Coach("New to 3-13?", "", (), over_table=True))
    assert table(cpu, extras=offer).status == "Ada waits for your answer."
    busy = table(s, busy=True)
    assert busy.status == "You are playing…" and not busy.controls[0].enabled and not busy.stock.can_draw
    two = session("human,medium,human", names="Ann,,Bob")
    assert table(two).status == "Ann, your turn: draw from the stock or take the top discard."


def test_the_status_line_between_rounds_and_at_the_end() -> None:
    over = round_over(session())
    t = table(over)
    assert (t.state, t.status, t.actor, t.to_act, t.phase) == ("deal-over", "The round is over.", "none", None, "over")
    assert t.banner is not None and t.banner.actions == (("next", "Next round"),)
    assert not t.stock.can_draw and not t.pile.can_take and t.out is None and not t.controls[0].enabled
    done = game_over()
    t = table(done)
    assert (t.state, t.status) == ("match-over", "The game is over after 11 rounds.")
    assert codes(hand_cards(t)) == codes(done.shown.hands[0]) and not t.stock.can_draw
    assert t.banner is not None and t.banner.actions == (("rematch", "Play again"), ("new", "New game…"))
    assert t.log[0] == "Round 11 of 11: 13 cards, kings are wild."
    # issue 46's second review: "Arrange: melds" stood beside "The game is over": the game's controls go with it
    assert [c.visible for c in t.controls] == [False, False] and all(c.visible for c in table(over).controls)


# -- the moves and the record ------------------------------------------------------------------------
def test_moves_counts_every_move_of_the_game() -> None:
    s = advance(session(), lambda x: x.match.number == 1 and len(x.shown.moves) == 3)
    assert table(s).moves == len(s.match.results[0].final.moves) + 3
    over = round_over(s)
    assert table(over).moves == sum(len(r.final.moves) for r in over.match.results)
    assert table(s).last_seat == s.shown.history[-1].seat and table(session()).last_seat is None


def test_position_and_record_are_the_engines() -> None:
    from kings.three_thirteen.api import MatchRecord

    s = moves_of(session(), "stock")
    t = table(s)
    assert t.position == s.shown.position() and MatchRecord.from_json(t.record).replay() == s.match
    assert isinstance(s.shown, Round)
