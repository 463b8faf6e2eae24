"""What King's table shows (web/king/view.py, bidding.py, sheet.py): the engine's state, its legal moves and what
the viewer may see, nothing else. Hidden cards never reach the view: a game whose other hands are dealt again draws
the very same table."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from kings.cards import SUIT_OF, Card
from kings.king.auction import LADDER, Bid
from kings.king.moves import MATCH, Move
from kings.king.observation import redeal_hidden
from kings.seeding import Rng
from tests.test_king_web_session import advance, at_phase, finished, moves_of, randomly, session
from web.king.session import Session
from web.king.view import Scene, build, display_order
from web.king.viewmodels import CardView, TableView
from web.shell.extras import Coach, Extras

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


def table(s: Session, **scene: Any) -> TableView:
    return build(Scene(s, **scene))


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
            s = s.next_hand()
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
            s = s.next_hand()
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
    assert c.detail.startswith("Ben is the beneficiary")
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


# -- the trick ----------------------------------------------------------------------------------------------
def test_the_trick_shows_who_led_and_keeps_a_finished_trick_in_sight_until_the_next_card() -> None:
    s = session()  # you lead
    one = s.play(s.game.legal_moves()[0])
    t = table(one)
    assert [x.position for x in t.trick] == ["south", "west", "north", "east"] and not t.trick_done
    assert [x.card.code if x.card else None for x in t.trick] == [str(one.log[0][1]), None, None, None]
    assert [x.leader for x in t.trick] == [True, False, False, False] and not any(x.winner for x in t.trick)
    four = advance(one, lambda x: len(x.log) == 4)
    t = table(four)
    winner, cards = four.game.hand.taken[0]  # type: ignore[union-attr]
    assert t.trick_done and [x.winner for x in t.trick] == [x.seat == winner for x in t.trick]
    assert [x.card.code for x in t.trick if x.card] == [str(c) for c in cards] and t.trick[0].leader
    assert {x.card.code for x in t.trick if x.card and x.card.penalty} == set()  # No tricks: no penalty cards
    five = advance(four, lambda x: len(x.log) == 5)
    t = table(five)
    assert not t.trick_done and [x.seat for x in t.trick if x.card] == [winner]
    assert [x.seat for x in t.trick if x.leader] == [winner] and not any(x.winner for x in t.trick)


def test_penalty_cards_are_marked_on_the_trick() -> None:
    s = advance(session(), lambda x: x.game.number == 2 and x.game.hand is not None and bool(x.game.hand.taken)
                and any(c.rank.code == "Q" for c in x.game.hand.taken[-1][1]))  # fmt: skip
    t = table(s)
    assert t.contract.title == "No queens" and t.trick_done
    assert {x.card.code for x in t.trick if x.card and x.card.penalty} == {
        x.card.code for x in t.trick if x.card and x.card.rank == "Q"}  # fmt: skip


def test_the_finished_hand_shows_its_last_trick() -> None:
    s = advance(session(), lambda x: x.hand_over)
    t = table(s)
    winner, cards = s.game.results[0].taken[-1]
    assert t.trick_done and [x.card.code for x in t.trick if x.card] != []
    assert {x.card.code for x in t.trick if x.card} == {str(c) for c in cards}
    assert [x.seat for x in t.trick if x.winner] == [winner]


def test_the_last_trick_button() -> None:
    s = session()
    assert table(s).controls[1].id == "last" and not table(s).controls[1].enabled
    done = advance(s, lambda x: len(x.log) == 4)
    assert not table(done).controls[1].enabled  # the trick on the table is the only one
    six = advance(s, lambda x: len(x.log) == 6)
    t = table(six)
    assert t.controls[1].enabled and t.last_trick is None and t.controls[1].pressed is False
    shown = table(six, show_last=True)
    last = shown.last_trick
    winner, cards = six.game.hand.taken[0]  # type: ignore[union-attr]
    assert last is not None and shown.controls[1].pressed is True
    assert last.title == f"Trick 1: {six.names()[winner]} takes it".replace("You takes", "You take")
    assert {x.card.code for x in last.slots if x.card} == {str(c) for c in cards}
    assert [x.seat for x in last.slots if x.leader] == [0] and [x.seat for x in last.slots if x.winner] == [winner]
    eight = advance(s, lambda x: len(x.log) == 8)  # trick 2 done and on the table: the last one is trick 1
    assert table(eight, show_last=True).last_trick == last
    nine = advance(s, lambda x: len(x.log) == 9)
    assert table(nine, show_last=True).last_trick.title.startswith("Trick 2: ")  # type: ignore[union-attr]


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
    bid = moves_of(choosing, "auction", "1 up")
    assert roles(bid) == ["", "", "beneficiary", "bidder"]
    assert [x.call for x in table(bid).seats] == ["", "", "auction", "1 up"]
    settle = moves_of(bid, "2 up", "pass", "pass")
    assert settle.game.phase == "settle" and roles(settle) == ["bidder", "", "beneficiary", ""]
    named = moves_of(settle, "accept")
    assert named.game.phase == "name" and roles(named) == ["declarer", "", "beneficiary", ""]
    playing = moves_of(named, "up:H")
    assert roles(playing) == ["declarer", "", "beneficiary", ""]
    assert [x.call for x in table(playing).seats] == [""] * 4  # the calls leave with the auction
    assert roles(advance(playing, lambda x: x.hand_over)) == [""] * 4
    assert roles(moves_of(choosing, "down")) == ["", "", "beneficiary", ""]
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


STATUS = {
    "choose": "choose how this hand is played.", "auction": "bid or pass.", "settle": "answer the auction.",
    "name": "name trumps.", "ultimatum": "take 8 up or pass.", "nominate": "name the first dealer.",
}  # fmt: skip


@pytest.mark.parametrize("phase", sorted(STATUS))
def test_the_status_line_of_each_stage(phase: str) -> None:
    s = stage(phase, "human,human,human,human", names="Ann,Bob,Cy,Di")
    assert table(s).status == f"{s.names()[s.to_act or 0]}, your turn: {STATUS[phase]}"
    alone = stage(phase, "human,human,human,human")
    done = len(alone.game.results)
    one = Session.of(alone.game, tuple(x if i == alone.to_act else replace(x, kind="medium")
                                       for i, x in enumerate(alone.seats)), seen=done)  # fmt: skip
    assert table(one).status == f"Your turn: {STATUS[phase]}"
    waiting = Session.of(alone.game, tuple(x if i != alone.to_act else replace(x, kind="medium", name="Max")
                                           for i, x in enumerate(alone.seats)), seen=done)  # fmt: skip
    assert table(waiting).status == "Max is deciding…"


# -- the bidding ---------------------------------------------------------------------------------------------
def stage(phase: str, kinds: str = "human,human,human,human", names: str = "") -> Session:
    """A session (seed 3: Ben, seat 2, is the first beneficiary) in ``phase``, the player to act holding the device."""
    if phase == "nominate":
        return session(kinds, rules="nominate", names=names)
    s = at_phase(session(kinds, names=names), "choose")
    s = moves_of(s, *{"choose": (), "auction": ("auction",), "settle": ("auction", "1 up", "pass", "pass"),
                      "name": ("auction", "1 up", "pass", "pass", "accept"),
                      "ultimatum": ("auction", "pass", "pass", "pass", "ultimatum")}[phase])  # fmt: skip
    assert s.game.phase == phase
    return s.take_device()


def offered(t: TableView) -> dict[str, bool]:
    """Every answer of the auction step, by notation: enabled or not."""
    assert t.bidding is not None
    out: dict[str, bool] = {}
    for group in t.bidding.groups:
        for choice in group.choices:
            assert choice.move not in out
            out[choice.move] = choice.enabled
    return out


def check_bidding(s: Session) -> dict[str, bool]:
    """The answers offered to the player to act are exactly the engine's legal moves."""
    t = table(s)
    legal = [str(m) for m in s.game.legal_moves()]
    got = offered(t)
    assert {m for m, on in got.items() if on} == set(legal)
    ladders = [g for g in t.bidding.groups if g.ladder]  # type: ignore[union-attr]
    if s.game.phase == "auction":
        (ladder,) = ladders
        assert [c.move for c in ladder.choices] == [str(b) for b in LADDER]  # all ten rungs, lowest first
        high = s.game.positive.auction.high  # type: ignore[union-attr]
        assert [c.enabled for c in ladder.choices] == [high is None or b > high for b in LADDER]
    else:
        assert not ladders and all(got.values())
    assert t.bidding.stage == s.game.phase and t.bidding.waiting == ""  # type: ignore[union-attr]
    return got


def test_every_stage_offers_exactly_the_engines_legal_moves() -> None:
    stages: set[str] = set()
    words: set[str] = set()
    for rules, seed in (("standard", 5), ("open-bidding", 6), ("leader-forfeit", 7), ("nominate", 8)):
        s = session("human,human,human,human", seed=seed, rules=rules)
        rng = Rng(seed)
        while not s.game.over:
            if s.hand_over:
                s = s.next_hand()
                continue
            s = s.take_device()
            moves = s.game.legal_moves()
            if s.game.phase != "play":
                stages.add(s.game.phase)
                words |= {m for m, on in check_bidding(s).items() if on and not m[0].isdigit()}
            elif len(s.log) % 13 == 0:
                assert table(s).bidding is None
            s = s.play(policy_with_calls(s, moves, rng))
    for phase in ("ultimatum", "name", "settle"):
        check_bidding(stage(phase))
    assert stages >= {"nominate", "choose", "auction", "settle", "name", "ultimatum"}
    assert words >= {"auction", "pass", "match", "accept", "decline", "ultimatum", "forfeit", "up", "up:S", "down",
                     "dealer 0"}  # fmt: skip


def policy_with_calls(s: Session, moves: Any, rng: Rng) -> Move:
    """A random move, preferring the auction and the ultimatum so that every stage comes up."""
    words = {str(m): m for m in moves}
    for call in ("auction", "ultimatum"):
        if call in words and rng.below(2):
            return words[call]
    return rng.choice(moves)


def test_match_is_offered_only_with_preference() -> None:
    s = session("human,human,human,human", names="You,Ada,Ben,Cleo")
    s = moves_of(at_phase(s, "choose"), "auction", "pass", "1 up", "2 up")
    # Ben (2) is the beneficiary: Cleo (3) passed, You (0) bid 1 up, Ada (1) bid 2 up; you sit before Ada
    s = s.take_device()
    assert s.to_act == 0 and MATCH in s.game.legal_moves()
    t = table(s)
    assert offered(t)["match"] and "Preference: you speak before Ada" in " ".join(t.bidding.lines)  # type: ignore
    match = next(c for g in t.bidding.groups for c in g.choices if c.move == "match")  # type: ignore[union-attr]
    assert (match.label, match.detail) == ("Match 2 up", "preference over Ada")
    after = moves_of(s, "match").take_device()  # Ada may not match back: she sits after you
    assert after.to_act == 1 and "match" not in offered(table(after))


def test_while_another_player_speaks_nothing_is_offered() -> None:
    s = at_phase(session(), "choose")
    t = table(s)
    assert t.bidding is not None and t.bidding.groups == ()
    assert t.bidding.waiting == "Waiting for Ben to choose the hand."
    assert t.bidding.title == "Positive hand: Ben chooses"


def test_the_ladder_says_what_each_bid_is_worth() -> None:
    t = table(stage("auction"))
    ladder = next(g for g in t.bidding.groups if g.ladder)  # type: ignore[union-attr]
    details = {c.move: c.detail for c in ladder.choices}
    assert details["3 up"] == "75 points = 1 down" and details["1 down"] == "75 points = 3 up"
    assert details["8 up"] == "200 points" and details["2 down"] == "150 points = 6 up"
    assert all(c.enabled for c in ladder.choices)


def test_a_hint_is_marked_on_its_answer() -> None:
    s = stage("choose")
    t = table(s, hint=s.game.legal_moves()[2])
    assert [c.move for g in t.bidding.groups for c in g.choices if c.hint] == [str(s.game.legal_moves()[2])]  # type: ignore


def test_the_choose_stage_offers_trumps_down_and_the_auction() -> None:
    t = table(stage("choose"))
    groups = t.bidding.groups  # type: ignore[union-attr]
    assert [g.title for g in groups] == ["Play up: +25 for each trick you take", "Or"]
    assert [c.move for c in groups[0].choices] == ["up", "up:C", "up:D", "up:H", "up:S"]
    assert groups[0].choices[0].label == "No trumps" and groups[0].choices[3].suit == "hearts"
    assert [c.move for c in groups[1].choices] == ["down", "auction"]
    assert "forfeit" not in offered(t)
    forfeit = table(at_phase(session("human,human,human,human", rules="leader-forfeit"), "choose").take_device())
    assert offered(forfeit)["forfeit"]


# -- the score sheet -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("rules", ["standard", "quick", "leader-forfeit"])
def test_the_sheet_checks_each_hand_and_the_game_sums_to_zero(rules: str) -> None:
    done = finished(session(rules=rules, seed=9), randomly(9))
    for columns in ("one", "two"):
        sheet = table(done, columns=columns).sheet  # type: ignore[arg-type]
        assert sheet.columns == columns and sheet.names == ("You", "Ada", "Ben", "Cleo")
        played = [r for r in sheet.rows if r.kind in ("negative", "positive")]
        assert len(played) == len(done.game.results) and all(r.played for r in played)
        for row, result in zip(played, done.game.results, strict=True):
            assert row.total == row.expected == (f"{result.contract.total:+d}")
            assert [int(x) for x in row.cells] == list(result.points)
            assert [int(m or 0) + int(p or 0) for m, p in zip(row.minus, row.plus, strict=True)] == list(result.points)
        final = sheet.rows[-1]
        assert final.kind == "final" and final.label == "Final scores" and final.total == "0" == final.expected
        assert [int(x) for x in final.cells] == list(done.game.totals) and sum(done.game.totals) == 0
        assert sum(int(m or 0) + int(p or 0) for m, p in zip(final.minus, final.plus, strict=True)) == 0
        sums = [r for r in sheet.rows if r.kind == "sum"]
        assert [r.total for r in sums] == [r.expected for r in sums] == ["-1300", "+1300"]


def test_the_sheet_marks_the_hand_in_play_and_leaves_the_rest_empty() -> None:
    s = advance(session(), lambda x: x.game.number == 2 and not x.hand_over)
    rows = table(s).sheet.rows
    assert [r.current for r in rows].index(True) == 2 and sum(r.current for r in rows) == 1
    assert [r.played for r in rows[:3]] == [True, True, False] and rows[2].cells == ("",) * 4
    assert rows[6].label == "Negative total" and rows[6].cells == tuple(
        f"{v:+d}" if v else "0" for v in s.game.totals) and not rows[6].played  # fmt: skip
    assert [r.label for r in rows[7:11]] == ["Positive · Ben", "Positive · Cleo", "Positive · You", "Positive · Ada"]
    assert rows[-1].cells == rows[6].cells and rows[-2].cells == ("",) * 4


def test_an_auctioned_hand_on_the_sheet_still_shares_out_325() -> None:
    s = moves_of(at_phase(session(), "choose"), "auction", "pass", "pass", "3 up", "accept", "up:C")
    s = advance(s, lambda x: x.hand_over)
    row = table(s).sheet.rows[7]
    assert row.label == "Positive · Ben (Up ♣)" and row.total == "+325" == row.expected
    assert s.game.results[-1].bidder == 1 and s.game.results[-1].bid == Bid(3)
