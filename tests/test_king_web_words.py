"""King's table in words (web/king/words.py, results.py, spec.py): every kind of
move has its line, "You" takes the verb's plural, trick winners with their points, the endings, what the hear keys
read aloud, the keys."""

from __future__ import annotations

import re

import pytest

from kings.cards import Card, Suit
from kings.king.auction import Bid
from kings.king.contracts import Contract, Penalty
from kings.king.moves import ACCEPT, AUCTION, DECLINE, FORFEIT, MATCH, PASS, ULTIMATUM, Declare, Nominate
from tests.test_king_web_session import advance, at_phase, finished, moves_of, session
from web.king import narration, results, words
from web.king.narration import say
from web.king.session import Session
from web.king.spec import KEYMAP, KEYS, MAY_DISCARD, MUST_FOLLOW, STEPS, YOU_LEAD
from web.king.view import Scene, build
from web.king.words import (
    bid_points,
    contract_detail,
    contract_short,
    contract_tiny,
    contract_title,
    declaration,
    each_text,
    hint_words,
)
from web.shell.keyhelp import roving

command = KEYMAP.command

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node

#: "You" with a verb in the third person singular (every verb the table's words use), or made possessive with 's.
WRONG = re.compile(
    r"\b[Yy]ou (is|was|has|holds|bids|chooses|plays|pays|takes|leads|names|passes|matches|accepts|"
    r"declines|calls|auctions|forfeits|deals|wins|speaks|sits|answers|won't)\b|\b[Yy]ou's\b"
)


def wrong_you(text: str) -> list[str]:
    return [m.group(0) for m in WRONG.finditer(text)]


def test_a_sentence_addresses_the_player_or_names_another() -> None:
    assert words.said("You", "You pass.", "{name} passes.") == "You pass."
    assert words.said("Ben", "You pass.", "{name} passes.") == "Ben passes."


# -- the move log -------------------------------------------------------------------------------------------
def lines(s: Session, number: int | None = None) -> list[str]:
    return narration.hand_lines(s, number)


def test_cards_and_tricks_in_words() -> None:
    s = advance(session(), lambda x: len(x.log) == 5)  # you lead the first trick
    log = lines(s)
    hand = s.game.hand
    assert hand is not None
    winner = hand.taken[0][0]
    first = s.log[0][1]
    assert isinstance(first, Card)
    assert log[0] == "Hand 1: No tricks. You deal."
    assert log[1] == f"You lead {first.label}." and log[2].startswith("Ada plays ")
    assert log[5] == words.said(s.names()[winner], "You take the trick: -20.", "{name} takes the trick: -20.")
    assert log[6].startswith(words.said(s.names()[winner], "You lead ", "{name} leads "))
    assert not any(wrong_you(line) for line in log)


def test_a_trick_without_points_has_none_in_its_line() -> None:
    s = advance(session(), lambda x: len(x.game.results) == 3)  # No queens, just played
    log = lines(s, 2)
    queens = [line for line in log if "takes the trick" in line or "take the trick" in line]
    assert len(queens) == 13 and sum(line.endswith(": -50.") or line.endswith(": -100.") for line in queens) >= 1
    assert any(line.endswith("the trick.") for line in queens)  # a trick without a queen costs nothing
    assert sum(int(x) for line in queens for x in re.findall(r"(-\d+)\.$", line)) == -200


def test_trick_points_of_every_contract() -> None:
    cards = tuple(Card.parse(c) for c in ("QH", "KH", "2C", "JS"))
    assert narration.trick_points(Contract((Penalty.TRICKS,)), cards, 0) == -20
    assert narration.trick_points(Contract((Penalty.HEARTS,)), cards, 0) == -40
    assert narration.trick_points(Contract((Penalty.QUEENS,)), cards, 0) == -50
    assert narration.trick_points(Contract((Penalty.MEN,)), cards, 0) == -60
    assert narration.trick_points(Contract((Penalty.KING_OF_HEARTS,)), cards, 0) == -160
    assert narration.trick_points(Contract((Penalty.LAST_TWO,)), cards, 10) == 0
    assert narration.trick_points(Contract((Penalty.LAST_TWO,)), cards, 11) == -90
    assert narration.trick_points(Contract((Penalty.TRICKS, Penalty.LAST_TWO)), cards, 12) == -110
    assert narration.trick_points(Contract(), cards, 3) == 25
    assert narration.trick_points(Contract(down=True), cards, 3) == -75


NAMES = ["You", "Ada", "Ben", "Cleo"]


def said(*calls: tuple[int, object]) -> list[str]:
    state = narration._Auction()
    return [narration.call_line(NAMES, seat, move, state) for seat, move in calls]  # type: ignore[arg-type]


def test_every_call_has_a_line_and_you_take_the_plural() -> None:
    assert said((0, Nominate(0)), (1, Nominate(2)), (0, Nominate(3))) == [
        "You name yourself the first dealer.",
        "Ada names Ben the first dealer.",
        "You name Cleo the first dealer.",
    ]
    assert said((0, Declare(trump=Suit.SPADES)), (2, Declare(down=True)), (0, Declare())) == [
        "You play the hand up, spades trumps.",
        "Ben plays the hand down.",
        "You play the hand up, no trumps.",
    ]
    assert said(
        (0, AUCTION),
        (1, Bid(2)),
        (2, PASS),
        (3, MATCH),
        (1, Bid(1, down=True)),
        (3, PASS),
        (0, ACCEPT),
        (1, Declare(trump=Suit.HEARTS)),
    ) == [
        "You auction the hand.",
        "Ada bids 2 up.",
        "Ben passes.",
        "Cleo matches 2 up, taking it by preference.",
        "Ada bids 1 down.",
        "Cleo passes.",
        "You accept Ada's 1 down.",
        "Ada names hearts trumps.",
    ]
    assert said((2, AUCTION), (3, Bid(3)), (0, MATCH), (1, PASS), (3, PASS), (2, ACCEPT), (0, Declare())) == [
        "Ben auctions the hand.",
        "Cleo bids 3 up.",
        "You match 3 up, taking it by preference.",
        "Ada passes.",
        "Cleo passes.",
        "Ben accepts your 3 up.",
        "You name no trumps.",
    ]
    assert said(
        (1, AUCTION),
        (2, Bid(2)),
        (3, PASS),
        (0, PASS),
        (1, DECLINE),
        (1, ULTIMATUM),
        (2, PASS),
        (3, Bid(8)),
        (3, Declare(trump=Suit.CLUBS)),
    ) == [
        "Ada auctions the hand.",
        "Ben bids 2 up.",
        "Cleo passes.",
        "You pass.",
        "Ada declines 2 up and will choose the hand.",
        "Ada calls an ultimatum: 8 up, or Ada plays the hand down.",
        "Ben passes.",
        "Cleo takes the ultimatum: 8 up, paying 200 at the end.",
        "Cleo names clubs trumps.",
    ]
    assert said((0, ULTIMATUM), (1, Bid(8)))[1] == "Ada takes the ultimatum: 8 up, paying 200 at the end."
    assert said((1, ULTIMATUM), (2, PASS), (3, PASS), (0, Bid(8)))[-1] == "You take the ultimatum: 8 up, paying 200 " \
        "at the end."  # fmt: skip
    assert said((0, FORFEIT))[0].startswith("You forfeit the hand: 4 up for ")
    assert said((3, FORFEIT)) == ["Cleo forfeits the hand: 4 up for Cleo, 3 up for each other player."]


def test_a_positive_hands_log_from_the_table() -> None:
    s = at_phase(session(seed=4), "choose")  # you deal, and choose how the hand is played
    auctioned = moves_of(s, "auction", "2 up", "pass", "pass", "accept", "up:S")
    log = lines(auctioned)
    assert log == ["Hand 7: Positive: up, spades trumps. You deal.", "You auction the hand.",
                   "Ada bids 2 up.", "Ben passes.", "Cleo passes.", "You accept Ada's 2 up.",
                   "Ada names spades trumps."]  # fmt: skip
    assert lines(s) == ["Hand 7: positive. You deal and choose how it is played."]  # no "beneficiary" (issue 46)
    assert narration.last_line(auctioned) == "Ada names spades trumps."
    nominated = moves_of(session(rules="nominate"), "dealer 2")
    assert lines(nominated, 0) == ["Hand 1: No tricks. Ben deals.", "You name Ben the first dealer."]
    assert lines(session(rules="nominate")) == ["The first dealer is being named."]


def test_the_last_line_follows_the_last_move() -> None:
    s = session()
    assert narration.last_line(s) == ""
    s = advance(s, lambda x: len(x.log) == 3)
    assert narration.last_line(s) == lines(s)[-1] and narration.last_line(s).startswith("Ben plays ")
    s = advance(s, lambda x: len(x.log) == 4)
    last = narration.last_line(s)
    assert last.startswith("Cleo plays ") and " the trick" in last and last == " ".join(lines(s)[-2:])
    ended = advance(s, lambda x: x.hand_over)
    assert narration.last_line(ended) == " ".join(lines(ended, 0)[-2:])  # the hand's last card and its trick


def test_no_line_of_a_whole_game_gets_you_wrong() -> None:
    s = session(seed=4, rules="leader-forfeit")
    done = finished(s)
    for n in range(10):
        for line in lines(done, n):
            assert not wrong_you(line), line
    assert len(lines(done, 9)) >= 1 + 52 + 13


# -- the auction step's words ---------------------------------------------------------------------------------
def bidding_words(s: Session) -> str:
    t = build(Scene(s))
    assert t.bidding is not None
    b = t.bidding
    answers = (c.label + " " + c.detail for g in b.groups for c in g.choices)
    return " ".join((b.title, *b.lines, *b.rules, b.waiting, *answers))


BENEFICIARY = {
    "choose": (), "auction": ("auction",), "nobody bid": ("auction", "pass", "pass", "pass"),
    "ultimatum": ("auction", "pass", "pass", "pass", "ultimatum"), "settle": ("auction", "2 up", "pass", "pass"),
    "named": ("auction", "2 up", "pass", "pass", "accept"), "declined": ("auction", "2 up", "pass", "pass", "decline"),
}  # fmt: skip
BIDDER = {
    "holding": ("auction", "pass", "2 up"), "settle": ("auction", "pass", "2 up", "pass"),
    "naming": ("auction", "pass", "2 up", "pass", "accept"), "ultimatum": ("auction", "pass", "pass", "pass",
                                                                           "ultimatum"),
}  # fmt: skip


@pytest.mark.parametrize("name", sorted(BENEFICIARY))
def test_the_auction_step_speaks_to_you_as_beneficiary(name: str) -> None:
    s = moves_of(at_phase(session(seed=4), "choose"), *BENEFICIARY[name])  # seat 0 deals hand 7
    text = bidding_words(s)
    assert not wrong_you(text), text


@pytest.mark.parametrize("name", sorted(BIDDER))
def test_the_auction_step_speaks_to_you_as_bidder(name: str) -> None:
    s = moves_of(at_phase(session(seed=3), "choose"), *BIDDER[name])  # Ben deals hand 7; you speak second
    text = bidding_words(s)
    assert not wrong_you(text), text


def test_the_auction_step_says_who_holds_and_who_pays() -> None:
    s = at_phase(session(seed=4), "choose")
    assert bidding_words(moves_of(s, "auction", "pass", "pass", "pass")).startswith("Nobody bid You choose the hand.")
    held = build(Scene(moves_of(at_phase(session(seed=3), "choose"), "auction", "pass", "2 up"))).bidding
    assert held is not None and held.title == "Auction: You hold 2 up"
    named = build(Scene(moves_of(at_phase(session(seed=3), "choose"), *BIDDER["naming"]))).bidding
    assert named is not None and named.title == "You name trumps"
    assert "You pay Ben 50 at the end" in named.lines[0]


# -- the endings ----------------------------------------------------------------------------------------------
def test_a_hands_ending() -> None:
    s = advance(session(), lambda x: x.hand_over)
    result = s.game.results[0]
    ending = results.hand_ending(s, result)
    assert ending.kind == "deal-over" and ending.headline == "Hand 1 of 10: No tricks"
    assert [c.label for c in ending.table.columns] == ["Tricks", "This hand", "Total"]
    assert [r.name for r in ending.table.rows] == ["You", "Ada", "Ben", "Cleo"]
    assert [r.cells[0].text for r in ending.table.rows] == [str(t) for t in result.tricks]
    assert [r.cells[1].text for r in ending.table.rows] == [f"{p:+d}" if p else "0" for p in result.points]
    best = max(result.points)
    assert [r.winner for r in ending.table.rows] == [p == best for p in result.points]
    assert (ending.mood == "win") == (result.points[0] == best) and ending.table.rows[0].you
    assert ending.spoken.startswith("Hand 1 of 10: No tricks. ") and "You: " in ending.spoken


def test_auction_payments_and_forfeits_in_the_hands_ending() -> None:
    s = at_phase(session(seed=4), "choose")  # you are the beneficiary
    up = advance(moves_of(s, "auction", "2 up", "pass", "pass", "accept", "up"), lambda x: x.hand_over)
    notes = results.hand_ending(up, up.game.results[-1]).notes
    assert notes == ("Ada won the auction with 2 up: Ada pays you 50.",)
    down = advance(moves_of(s, "auction", "1 down", "pass", "pass", "accept"), lambda x: x.hand_over)
    (note,) = results.hand_ending(down, down.game.results[-1]).notes
    assert note == "Ada won the auction with 1 down: Ada takes over up to 1 of your tricks, 75 points each."
    forfeit = moves_of(at_phase(session(seed=4, rules="leader-forfeit"), "choose"), "forfeit")
    ending = results.hand_ending(forfeit, forfeit.game.results[-1])
    assert ending.headline == "Hand 7 of 10: forfeited" and ending.notes[0].startswith("You forfeit the hand: 100")
    for text in (*notes, note, *ending.notes):
        assert not wrong_you(text)


def test_the_games_ending_ranks_everyone() -> None:
    done = finished(session())
    ending = results.game_ending(done, "normal")
    totals = done.game.totals
    assert ending.kind == "match-over" and ending.table.ranked
    assert [r.cells[0].text for r in ending.table.rows] == [f"{t:+d}" if t else "0"
                                                            for t in sorted(totals, reverse=True)]  # fmt: skip
    assert ending.table.rows[0].place == "1st" and ending.lead.endswith((".", "!"))
    won = done.game.outcome.winners if done.game.outcome else ()
    assert ending.headline == ("You win!" if won == (0,) else ending.headline) and "after 10 hands" in ending.lead
    for row in ending.table.rows:
        neg, pos = int(row.cells[1].text), int(row.cells[2].text)
        assert neg <= 0 and neg + pos == int(row.cells[0].text)  # the sheet's two totals (a price may make pos < 0)
    assert not wrong_you(ending.spoken)


# -- the hear keys -------------------------------------------------------------------------------------------
def test_the_hear_keys_read_the_table() -> None:
    s = advance(session(), lambda x: x.to_act == 0 and len(x.log) > 4 and bool(x.game.hand and x.game.hand.trick))
    t = build(Scene(s))
    hand = say(t, "hand")
    assert hand.startswith("Your cards: ") and all(c.name in hand for c in t.hand)
    if any(not c.legal for c in t.hand):
        assert "You may play: " in hand
    trick = say(t, "trick")
    leader = next(x for x in t.trick if x.leader)
    assert trick.startswith(f"The trick, led by {t.seats[leader.seat].name}: ")
    assert say(t, "contract") == "Hand 1 of 10: No tricks. Each trick you take costs 20 (-260 in all)."
    scores = say(t, "scores")
    assert scores.startswith("You: 0 in all, ") and scores.count(" in all") == 4
    everything = say(t, "all")
    assert everything.startswith(say(t, "contract")) and t.status in everything and trick in everything
    done = build(Scene(advance(session(), lambda x: len(x.log) == 4)))
    assert say(done, "trick").startswith("The last trick, led by you: ") and " took it." in say(done, "trick")
    assert say(build(Scene(session())), "trick") == "No card on the table."
    handoff = build(Scene(advance(session("human,easy,human,easy"), lambda x: x.needs_handoff)))
    assert say(handoff, "hand") == "No cards are shown."


def test_keys() -> None:
    assert command("h") == ("action", "hint") and command("L") == ("action", "last")
    assert command("s") == ("action", "sheet") and command("Escape") == ("action", "cancel")
    assert [command(k) for k in "icotk"] == [("say", "all"), ("say", "hand"), ("say", "scores"), ("say", "trick"),
                                             ("say", "contract")]  # fmt: skip
    assert command("?") == ("keys", "") and command("h", ctrl=True) is None and command("x") is None
    assert command("ArrowLeft") is None
    assert [roving(0, 5, k) for k in ("ArrowLeft", "ArrowUp", "ArrowRight", "Home", "End", "Tab")] == [4, 4, 1, 0, 4, 0]
    assert roving(3, 0, "ArrowRight") == 0
    keys = {help.keys for _, group in KEYS for help in group}
    assert {"H", "L", "S", "I", "C", "T", "K", "O", "?", "Escape"} <= keys



def test_the_tutorial_and_the_keys_say_a_refused_card_shows_why() -> None:
    """A dimmed card tapped (or Enter on it) puts the reason on the message line: the tutorial and the keys said the
    player would "hear" it, and nothing is said aloud."""
    steps = [step.text for step in STEPS if isinstance(step.text, str)] + [MAY_DISCARD, MUST_FOLLOW, YOU_LEAD]
    texts = steps + [h.does for _, group in KEYS for h in group]
    why = [text for text in texts if "why it may not be played" in text]
    assert len(why) == 2 and all("see why" in text and "hear" not in text for text in why), why
    assert "tap one to see why" in MUST_FOLLOW and not any(re.search(r"\bhear\b", text) for text in steps)


# -- words ---------------------------------------------------------------------------------------------------
def test_contracts_declarations_and_bids_in_words() -> None:
    queens = Contract((Penalty.QUEENS,))
    quick = Contract((Penalty.TRICKS, Penalty.LAST_TWO))
    assert (contract_title(quick), contract_short(quick), each_text(quick)) == (
        "No tricks + No last two tricks", "Tricks + Last two tricks", "-20 / -90")  # fmt: skip
    # the side sheet's narrowest labels in words too, not "K & J" and "Last 2" (issue 46)
    assert contract_tiny(quick) == "Tricks + Last two tricks"
    assert contract_tiny(Contract((Penalty.MEN,))) == "Kings & jacks"
    assert contract_detail(quick) == "Each trick you take costs 20 (-260 in all). Each of the last two tricks costs " \
        "90 (-180 in all)."  # fmt: skip
    assert (contract_short(queens), each_text(queens)) == ("Queens", "-50")
    assert contract_short(Contract(trump=Suit.HEARTS)) == "Up ♥" and contract_short(Contract()) == "Up, no trumps"
    assert contract_short(Contract(down=True)) == "Down" and contract_title(Contract(down=True)) == "Positive: down"
    assert declaration(Declare(trump=Suit.DIAMONDS)) == "up, diamonds trumps"
    assert [bid_points(b) for b in (Bid(1), Bid(3), Bid(1, True), Bid(2, True), Bid(8))] == [
        "25 points", "75 points", "75 points", "150 points", "200 points"]  # fmt: skip


def test_hints_in_words() -> None:
    assert hint_words(Card.parse("QS"), NAMES) == "play the queen of spades (Q♠)"
    assert hint_words(Declare(trump=Suit.SPADES), NAMES) == "play the hand up, spades trumps"
    assert hint_words(Declare(down=True), NAMES) == "play the hand down"
    assert hint_words(Bid(2), NAMES) == "bid 2 up" and hint_words(Nominate(2), NAMES) == "name Ben the first dealer"
    assert [hint_words(m, NAMES) for m in (AUCTION, PASS, MATCH, ACCEPT, DECLINE, ULTIMATUM, FORFEIT)] == [
        "auction the hand", "pass", "match the bid", "accept the bid", "decline the bid", "call the ultimatum",
        "forfeit the hand"]  # fmt: skip
