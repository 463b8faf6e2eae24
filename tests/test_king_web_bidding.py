"""The auction step on King's table (web/king/bidding.py, view.py): every stage offers exactly the engine's legal
moves (the bid ladder, preference, accept or decline, the ultimatum, forfeit, trumps, naming the first dealer),
what each bid is worth, the hint on its answer, and the status line of each stage."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from kings.king.auction import LADDER
from kings.king.moves import MATCH, Move
from kings.seeding import Rng
from tests.king_tables import table
from tests.test_king_web_session import at_phase, moves_of, session
from web.king.session import Session
from web.king.viewmodels import TableView

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node


# -- the status line of each stage ---------------------------------------------------------------------
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
        high = s.game.positive.auction.high  # type: ignore[union-attr]
        live = [str(b) for b in LADDER if high is None or b.points > high.points]
        # the rungs that may still be bid, lowest first; those passed are left out, and with them the ladder at 8 up
        # up bids and down bids as two groups, each lowest first
        want = [[b for b in live if b.endswith(kind)] for kind in (" up", " down")]
        assert [[c.move for c in ladder.choices] for ladder in ladders] == [w for w in want if w]
        # each part says which it is (the page labels and lays it out by it, not by reading its first move)
        assert [g.ladder for g in ladders] == [k for k, w in zip(("up", "down"), want, strict=True) if w]
        assert all(got.values())
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
                s = s.next_deal()
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
    assert offered(t)["match"] and " ".join(t.bidding.rules).endswith(  # type: ignore[union-attr]
        "You come before Ada in the bidding order, so you may match their bid.")
    match = next(c for g in t.bidding.groups for c in g.choices if c.move == "match")  # type: ignore[union-attr]
    assert (match.label, match.detail) == ("Match 2 up", "Take it over at the same price")
    after = moves_of(s, "match").take_device()  # Ada may not match back: she sits after you
    assert after.to_act == 1 and "match" not in offered(table(after))


def test_while_another_player_speaks_nothing_is_offered() -> None:
    s = at_phase(session(), "choose")
    t = table(s)
    assert t.bidding is not None and t.bidding.groups == ()
    assert t.bidding.waiting == "Waiting for Ben to choose the hand."
    assert t.bidding.title == "Positive hand: Ben chooses"
    # who chooses and why in plain words, not "Ben is the beneficiary" (issue 46)
    assert t.bidding.lines == ("Ben, the dealer, chooses how this hand is played, or auctions that choice to the "
                               "highest bidder.",)
    mine = table(at_phase(session(seed=4), "choose")).bidding  # you deal hand 7
    assert mine is not None and mine.lines == ("You, the dealer, choose how this hand is played, or auction that "
                                               "choice to the highest bidder.",)


def test_the_ladder_says_what_each_bid_is_worth_up_bids_apart_from_down_bids() -> None:
    """Review 58: sorted by points the up and down bids interleaved ("3 up, 1 down, 4 up") and the captions
    "75 points = 1 down" read as conversions. Two labelled groups, each rung its points alone."""
    t = table(stage("auction"))
    ladders = [g for g in t.bidding.groups if g.ladder]  # type: ignore[union-attr]
    assert [(g.title, [c.move for c in g.choices]) for g in ladders] == [
        ("Up bids: 25 a trick", ["1 up", "2 up", "3 up", "4 up", "5 up", "6 up", "7 up", "8 up"]),
        ("Down bids: 75 a trick", ["1 down", "2 down"])]
    details = {c.move: c.detail for g in ladders for c in g.choices}
    assert details["3 up"] == details["1 down"] == "75 points" and details["2 down"] == "150 points"
    assert not any("=" in d for d in details.values())
    assert all(c.enabled for g in ladders for c in g.choices)


def test_the_auction_says_in_plain_words_what_a_bid_is_and_what_beats_what() -> None:
    """Issue 46: "3 up is worth 1 down (75 points), 6 up 2 down, so neither beats the other; 8 up is the limit" was
    jargon to a new player. The panel says what a bid is, what each trick up or down counts, and what beats what, as
    the engine compares bids (kings/king/auction.py: points alone, strictly more; 8 up the highest)."""
    t = table(stage("auction"))
    assert t.bidding is not None
    said = " ".join(t.bidding.rules)
    # up and down defined before a bid names them (the second review: "up / down" were never said)
    # what winning gets and costs, up and down, as kings/king/game.py pays it (review 58: "taking on up to 1 of their
    # tricks" decided nothing)
    assert said == ("The last bid plays the hand if the dealer accepts it. Up: you name trumps, score 25 a trick, and "
                    "pay the dealer 25 per trick bid. Down: no trumps, each trick costs 75, and you pay 75 per trick "
                    "the dealer takes, up to your bid.")
    assert "beneficiary" not in said and "taking on" not in said
    assert "neither beats" not in said and "is the limit" not in said
    assert LADDER[-1].points == 200 and not LADDER[3].beats(LADDER[2]) and {str(LADDER[2]), str(LADDER[3])} == {
        "3 up", "1 down"}  # the words' figures are the engine's


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


def test_the_auction_offers_only_the_bids_left_and_at_8_up_only_pass() -> None:
    """Late in the auction the ladder holds only the bids above the one standing (ten greyed rungs buried them); once
    8 up stands there is no ladder, and the step and the status line say that you can only pass."""
    s = moves_of(stage("auction"), "4 up")
    late = table(s.take_device()).bidding
    assert late is not None
    assert [[c.move for c in g.choices] for g in late.groups if g.ladder] == [["5 up", "6 up", "7 up", "8 up"],
                                                                              ["2 down"]]
    assert late.lines == ("Your bid must be worth more than 4 up (100 points).",)
    top = moves_of(s, "8 up").take_device()
    t = table(top)
    assert t.bidding is not None and not any(g.ladder for g in t.bidding.groups)
    assert [(g.title, [c.move for c in g.choices]) for g in t.bidding.groups] == [("Your call", ["pass"])]
    assert t.bidding.lines[-1] == "No bid beats 8 up: you can only pass."
    assert t.status.endswith("turn: no bid beats 8 up, so pass.")
    # with preference over the holder of 8 up, matching it is the other answer
    first = moves_of(stage("auction"), "1 up", "8 up", "pass").take_device()
    t = table(first)
    assert t.bidding is not None and [c.move for g in t.bidding.groups for c in g.choices] == ["match", "pass"]
    assert "No bid beats 8 up: match it or pass." in t.bidding.lines
    assert t.status.endswith("turn: no bid beats 8 up, so pass or match it.")


def test_the_ultimatum_and_the_forfeit_say_what_they_do() -> None:
    """Each answer named by a word of its own (a reviewer read "Ultimatum" and "Forfeit" as jargon) says what it
    does: in the step's rules, and the forfeit's points on its button."""
    settle = table(stage("settle"))
    assert offered(settle)["ultimatum"]
    assert any(r.startswith("Ultimatum: the first of the others to take 8 up plays the hand and pays you 200")
               for r in settle.bidding.rules)  # type: ignore[union-attr]
    choose = table(at_phase(session("human,human,human,human", rules="leader-forfeit"), "choose").take_device())
    forfeit = [c for g in choose.bidding.groups for c in g.choices if c.move == "forfeit"]  # type: ignore[union-attr]
    assert [c.detail for c in forfeit] == ["+100 for you, +75 for each other"]
    assert "Forfeit: you give the hand up; you score +100 and each other player +75." in choose.bidding.rules  # type: ignore[union-attr]
    assert not any(r.startswith(("Ultimatum", "Forfeit")) for r in table(stage("auction")).bidding.rules)  # type: ignore[union-attr]
