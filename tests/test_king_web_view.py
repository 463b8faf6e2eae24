"""What King's table shows (web/king/view.py): the engine's state, its legal moves and what the viewer may see,
nothing else. Hidden cards never reach the view: a game whose other hands are dealt again draws the very same
table. Here hidden information, the hand, the contract, the seats and their roles, the status line; the trick is
in test_king_web_trick.py, the auction step in test_king_web_bidding.py, the score sheet in
test_king_web_sheet.py."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from kings.cards import SUIT_OF, Card
from kings.king.unseen import redeal_hidden
from kings.seeding import Rng
from tests.king_tables import table
from tests.test_king_web_session import advance, at_phase, finished, moves_of, randomly, session
from web.king.session import Session
from web.king.view import display_order
from web.king.viewmodels import CardView, TableView
from web.king.words import ROLE_WORDS
from web.shell.extras import Coach, Extras

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


def public(s: Session) -> set[Card]:
    """Every card played so far: face up at a real table."""
    game = s.game
    out = {c for r in game.results for _, t in r.taken for c in t}
    if game.hand is not None:
        out |= set(game.hand.trick) | {c for _, t in game.hand.taken for c in t}
    return out


def without_secrets(t: TableView) -> TableView:
    """The table apart from the position and record texts (the page keeps them for copying and tests)."""
    return replace(t, position="", record="")


def check_hidden(s: Session) -> TableView:
    """The table for ``s`` shows the viewer's cards and the cards played, never another hand."""
    t = table(s)
    viewer = s.viewer
    assert viewer is not None
    own = set(s.game.cards(viewer))
    shown = {Card.parse(c.code) for c in card_views(t)}
    assert shown <= own | public(s)
    if t.state == "ready" and s.game.first_dealer is not None:
        assert {Card.parse(c.code) for c in t.hand} == own and not t.hand_hidden
    else:
        assert t.hand == ()
    if t.state == "handoff":
        assert t.hand_hidden and t.bidding is None
    for k, seat in enumerate({viewer, s.to_act if t.state == "handoff" and s.to_act is not None else viewer}):
        other = replace(s, game=redeal_hidden(s.game, seat, Rng(k + 1)))
        assert without_secrets(table(other)) == without_secrets(t)  # nothing hidden can be told apart
    return t


@pytest.mark.parametrize(
    ("kinds", "rules"),
    [
        ("human,medium,medium,medium", "standard"),
        ("human,medium,human,medium", "open-bidding"),
        ("human,human,human,human", "nominate"),
    ],
)
def test_no_view_ever_shows_another_hand(kinds: str, rules: str) -> None:
    s = session(kinds, seed=5, rules=rules)
    policy = randomly(11)
    handoffs = 0
    for i in range(3000):
        if s.game.over:
            break
        if s.game.phase != "play" or i % 9 == 0:
            t = check_hidden(s)
            handoffs += t.state == "handoff"
        if s.hand_over:
            s = s.next_deal()
        elif s.needs_handoff:
            s = s.take_device()
        else:
            s = s.play(policy(s, s.game.legal_moves()))
    assert s.game.over
    check_hidden(s)
    assert (handoffs > 0) == (kinds.count("human") > 1)


def test_pass_and_play_hides_both_hands_until_the_device_is_taken() -> None:
    s = advance(session("human,medium,human,medium", names="Ann,,Bob"), lambda x: x.needs_handoff)
    t = table(s)
    assert (t.state, t.actor, t.to_act, t.viewer, t.hand, t.hand_hidden) == ("handoff", "none", 2, 0, (), True)
    assert t.hand_label == "Ann's cards" and t.bidding is None
    assert t.banner is not None and t.banner.kind == "handoff" and t.banner.title == "Pass the device to Bob"
    assert t.banner.actions == (("handoff", "I'm Bob: show my cards"),)
    assert t.status == "Waiting for Bob to take the device."
    assert not any(c.enabled for c in t.controls if c.id == "hint")
    taken = table(s.take_device())
    assert (taken.state, taken.viewer, taken.hand_label) == ("ready", 2, "Bob's cards")
    assert {c.code for c in taken.hand} == {str(c) for c in s.game.cards(2)}
    assert [x.position for x in taken.seats] == ["north", "east", "south", "west"]  # Bob sits south now


# -- the hand -----------------------------------------------------------------------------------------------
def test_lit_cards_are_exactly_the_engines_legal_moves() -> None:
    s = session("human,human,human,human", rules="quick")
    policy = randomly(3)
    dimmed = 0
    while not s.game.over:
        if s.hand_over:
            s = s.next_deal()
            continue
        s = s.take_device()
        if s.game.phase == "play":
            t = table(s)
            legal = {str(m) for m in s.game.legal_moves()}
            assert {c.code for c in t.hand if c.legal} == legal
            assert {c.code for c in t.hand} == {str(c) for c in s.game.cards(s.viewer or 0)}
            dimmed += len(t.hand) - len(legal)
        s = s.play(policy(s, s.game.legal_moves()))
    assert dimmed > 100  # following suit dims cards often


def test_the_hand_alternates_colours_aces_high() -> None:
    hand = tuple(Card.parse(c) for c in ("2C", "AC", "KH", "3D", "AS", "10S", "JD"))
    assert [str(c) for c in display_order(hand)] == ["AC", "2C", "JD", "3D", "AS", "10S", "KH"]
    t = table(session())
    assert [c.code for c in t.hand] == [str(c) for c in display_order(session().game.cards(0))]


def test_the_hint_is_marked_on_its_card() -> None:
    s = session()
    move = s.game.legal_moves()[3]
    t = table(s, hint=move)
    assert [c.code for c in t.hand if c.hint] == [str(move)] and t.hint == str(move)


# -- what the hand is played for -------------------------------------------------------------------------------
def test_the_contract_of_negative_hands() -> None:
    c = table(session()).contract
    assert (c.number, c.title, c.kind, c.trump) == ("Hand 1 of 10", "No tricks", "negative", "")
    assert c.detail == "Each trick you take costs 20 (-260 in all)."
    hearts = table(advance(session(), lambda x: x.game.number == 1 and not x.hand_over)).contract
    assert hearts.title == "No hearts" and "No leading hearts" in hearts.detail
    quick = table(session(rules="quick"))
    assert quick.contract.title == "No tricks + No last two tricks" and quick.contract.number == "Hand 1 of 7"
    assert quick.title == "Hand 1 of 7 · No tricks + No last two tricks · Quick game (seven hands)"
    assert "costs 20" in quick.contract.detail and "costs 90" in quick.contract.detail


def test_the_contract_of_positive_hands() -> None:
    choosing = at_phase(session(), "choose")
    c = table(choosing).contract
    assert (c.number, c.title, c.kind) == ("Hand 7 of 10", "Positive hand", "choosing")
    assert c.detail == "Ben, the dealer, chooses: up or down, with or without trumps, or an auction."
    up = table(moves_of(choosing, "up:S")).contract
    assert (up.title, up.kind, up.trump, up.trump_name) == ("Positive: up, spades trumps", "positive", "♠", "spades")
    assert up.detail == "Each trick you take scores 25 (+325 in all). Spades are trumps."
    plain = table(moves_of(choosing, "up")).contract
    assert (plain.title, plain.trump) == ("Positive: up, no trumps", "") and plain.detail.endswith("No trumps.")
    down = table(moves_of(choosing, "down")).contract
    assert down.title == "Positive: down" and down.detail == "Everyone starts with 325 and loses 75 for each trick " \
        "they take."  # fmt: skip
    over = table(advance(moves_of(choosing, "down"), lambda x: x.hand_over)).contract
    assert (over.kind, over.title, over.detail) == ("over", "Positive: down", "The hand is over.")
    nominate = table(session(rules="nominate")).contract
    assert (nominate.kind, nominate.title, nominate.number) == ("choosing", "Naming the first dealer", "10 hands")



def test_the_banner_says_the_step_of_a_positive_hand_under_way() -> None:
    """Review 59: the banner read "Ben, the dealer, chooses: up or down, ... or an auction" all through the auction."""
    choosing = at_phase(session(), "choose")
    auction = moves_of(choosing, "auction")
    assert auction.game.phase == "auction" and table(auction).contract.kind == "choosing"
    assert table(auction).contract.detail == "Auction: the last bid plays this hand if Ben, the dealer, accepts it."
    settle = advance(auction, lambda x: x.game.phase != "auction")
    assert settle.game.phase == "settle"
    assert table(settle).contract.detail == "The auction is over: Ben accepts the last bid or declines it."
    named = advance(settle, lambda x: x.game.phase != "settle")
    assert named.game.phase == "name" and table(named).contract.detail == "Cleo wins the auction and names trumps."

# -- the seats -----------------------------------------------------------------------------------------------
def test_seats_show_tricks_points_totals_and_the_dealer() -> None:
    s = advance(session(), lambda x: len(x.log) == 20)
    t = table(s)
    hand = s.game.hand
    assert hand is not None
    score = hand.score()
    assert [x.tricks for x in t.seats] == [hand.tricks_won(i) for i in range(4)]
    assert [x.points for x in t.seats] == [f"{p:+d}" if p else "0" for p in score]
    assert [x.cards for x in t.seats] == [len(h) for h in hand.hands]
    assert [x.dealer for x in t.seats] == [True, False, False, False] and [x.total for x in t.seats] == ["0"] * 4
    assert [(x.name, x.level, x.human, x.viewer) for x in t.seats][:2] == [
        ("You", "Human", True, True),
        ("Ada", "CPU · medium", False, False),
    ]
    assert [x.to_act for x in t.seats] == [i == s.to_act for i in range(4)]
    fresh = table(session())
    assert [x.points for x in fresh.seats] == [""] * 4  # nothing taken yet
    second = advance(session(), lambda x: x.game.number == 1 and not x.hand_over)
    t = table(second)
    totals = second.game.totals
    assert [x.total for x in t.seats] == [f"{v:+d}" if v else "0" for v in totals]
    assert [x.dealer for x in t.seats] == [False, True, False, False] and [x.points for x in t.seats] == [""] * 4


def roles(s: Session) -> list[str]:
    return [x.role for x in table(s).seats]


def test_roles_in_a_positive_hand() -> None:
    choosing = at_phase(session(), "choose")  # Ben (seat 2) is the beneficiary
    assert roles(choosing) == ["", "", "beneficiary", ""]
    # in words by the dealer's level: what they do, not "beneficiary" (issue 46)
    assert [ROLE_WORDS[x.role] for x in table(choosing).seats if x.role] == [" · chooses the game"]
    bid = moves_of(choosing, "auction", "1 up")
    assert roles(bid) == ["", "", "beneficiary", "bidder"]
    assert [x.call for x in table(bid).seats] == ["", "", "up for auction", "1 up"]
    settle = moves_of(bid, "2 up", "pass", "pass")
    assert settle.game.phase == "settle" and roles(settle) == ["bidder", "", "beneficiary", ""]
    named = moves_of(settle, "accept")
    assert named.game.phase == "name" and roles(named) == ["declarer", "", "beneficiary", ""]
    playing = moves_of(named, "up:H")
    assert roles(playing) == ["declarer", "", "chose", ""]  # the choice made: not "chooses the game" all hand long
    assert ROLE_WORDS["chose"] == " · chose the game"
    assert [x.call for x in table(playing).seats] == [""] * 4  # the calls leave with the auction
    assert roles(advance(playing, lambda x: x.hand_over)) == [""] * 4
    assert roles(moves_of(choosing, "down")) == ["", "", "chose", ""]
    assert roles(session()) == [""] * 4  # a negative hand has none


# -- the status line -----------------------------------------------------------------------------------------
def test_the_status_line_in_play() -> None:
    s = session()
    assert table(s).status == "Your lead: play any card you may lead."
    follow = advance(s, lambda x: x.to_act == 0 and bool(x.game.hand and x.game.hand.trick)
                     and any(SUIT_OF[c] == SUIT_OF[x.game.hand.trick[0]] for c in x.game.cards(0)))  # fmt: skip
    led = follow.game.hand.trick[0].suit.name.lower()  # type: ignore[union-attr]
    assert table(follow).status == f"Your turn: follow {led}."
    void = advance(s, lambda x: x.to_act == 0 and bool(x.game.hand and x.game.hand.trick)
                   and not any(SUIT_OF[c] == SUIT_OF[x.game.hand.trick[0]] for c in x.game.cards(0)))  # fmt: skip
    led = void.game.hand.trick[0].suit.name.lower()  # type: ignore[union-attr]
    assert table(void).status == f"Your turn: you have no {led}, so play any card."
    cpu = s.play(s.game.legal_moves()[0])
    assert table(cpu).status == "Ada is playing…"
    assert table(cpu, thinking=1).status == "Ada is thinking…" and table(cpu, thinking=1).seats[1].thinking
    assert table(cpu, thinking=2).status == "Ada is playing…" and not table(cpu, thinking=2).seats[2].thinking
    offer = Extras(coach=Coach("New to King?", "", (), over_table=True))
    assert table(cpu, extras=offer).status == "Ada waits for your answer."
    assert table(s, busy=True).status == "You are playing…" and not table(s, busy=True).controls[0].enabled


def test_the_status_line_between_hands_and_at_the_end() -> None:
    over = advance(session(), lambda x: x.hand_over)
    t = table(over)
    assert (t.state, t.status, t.actor, t.to_act) == ("hand-over", "Hand 1 is over.", "none", None)
    assert t.banner is not None and t.banner.actions == (("next", "Next hand"),) and t.hand == ()
    assert t.banner.title == "Hand 1 of 10: No tricks"
    done = finished(session())
    t = table(done)
    assert (t.state, t.status) == ("game-over", "The game is over after 10 hands.") and t.hand == ()
    assert t.banner is not None and t.banner.actions == (("rematch", "Play again"), ("new", "New game…"))
    assert t.log[0].startswith("Hand 10: ")


def test_after_the_game_each_seat_shows_its_total_alone() -> None:
    """Review 59: after the game your seat read "0 tricks · Hand +200" (the last hand's dealer's payment): puzzling."""
    done = finished(session())
    seats = table(done).seats
    assert all(s.ended for s in seats)
    assert [s.total for s in seats] == [f"{t:+d}" if t else "0" for t in done.game.totals]
    assert not any(s.ended for s in table(at_phase(session(), "choose")).seats)
