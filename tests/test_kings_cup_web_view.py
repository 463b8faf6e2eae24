"""What Kings Cup's table shows, as data (web/kings_cup/view.py, words.py, spec.py, session.py, app.py
): the card drawn and its rule, whose turn in big words, the +1 buttons exactly the engine's legal
points, mates and house rules with who holds them, the kings counted, the end with the fewest points winning, what
the hear keys read, the lobby's line, the widget's events and the statistics."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from kings.kings_cup.builtin import CLASSIC
from kings.kings_cup.moves import DRAW, NO_RULE, MakeRule, Mate, Point
from kings.kings_cup.rules import for_deck
from tests.test_kings_cup_web_session import NAMES, finished, session, step, until
from web.kings_cup import words
from web.kings_cup.app import record_game
from web.kings_cup.session import Reporter, Session
from web.kings_cup.spec import Setup, rules_page
from web.kings_cup.view import HEADLINE_MOST, Scene, build, lobby_entry
from web.kings_cup.viewmodels import Message, RuleView, TableView
from web.kings_cup.words import say
from web.shell.ending import join_names
from web.shell.stats import Stats

pytestmark = pytest.mark.pyodide


def table(s: Session, **kw: Any) -> TableView:
    return build(Scene(s, **kw))


def drawing(seed: int = 5) -> Session:
    """A game in its draw phase with at least one card drawn."""
    return until(session(seed), lambda x: x.game.drawn != () and x.game.phase == "draw")


# -- before the first card ------------------------------------------------------------------------------------------
def test_before_the_first_card() -> None:
    t = table(session())
    assert t.state == "ready" and t.phase == "draw" and t.actor == "human" and t.to_act == 0 and t.moves == 0
    assert (t.turn_name, t.turn, t.last) == ("Ada", "Ada, draw the first card", "")
    assert t.card is None and t.rule is None and t.choice is None and t.banner is None
    assert t.draw.label == "Draw the first card" and t.draw.enabled and not t.undo.enabled and t.undo.detail == ""
    assert t.kings.label == "Kings: 0 of 4" and t.left == 52 and t.left_label == "52 cards left"
    assert [p.name for p in t.players] == list(NAMES) and [p.key for p in t.players] == ["1", "2", "3", "4"]
    assert not any(p.can_point for p in t.players) and t.players[0].to_act
    assert t.point_note.startswith("After each card, tap +1") and t.lines == () and t.log == ()
    assert t.title == "Party deck · the 4th king ends the game" and t.deck == "Party deck"
    assert t.status == "Ada to draw. Kings drawn: 0 of 4. Cards left: 52."


def test_every_player_of_a_full_table_has_a_point_key() -> None:
    t = table(session(names=tuple(f"P{n}" for n in range(1, 13))))
    assert [p.key for p in t.players] == list("1234567890-=")
    # issue 46: the badges "0", "-", "=" beside the names were unexplained
    assert t.players[9].key_hint == "Press 0 to give P10 +1" and t.players[11].key_hint == "Press = to give P12 +1"
    assert "Keys 1-9, 0, - and =" in t.point_keys and "key" not in t.point_note
    assert "press the key" in table(drawing()).point_keys


def test_a_deck_keeping_no_score_has_no_key_hints() -> None:
    s = session(rules=for_deck(CLASSIC))
    assert [p.key_hint for p in table(s).players] == ["", "", "", ""]


# -- a card on the table --------------------------------------------------------------------------------------------
def test_the_card_drawn_is_shown_with_its_rule_large() -> None:
    s = session(seed=5).play(DRAW)  # a jack: a house rule to make
    t = table(s)
    card = s.game.drawn[-1].card
    assert t.card is not None and t.card.code == card.code and t.card.label == card.label
    assert t.card.name == card.name and t.card.red == card.is_red
    assert t.rule is not None and t.rule.title == "House rule"
    assert t.rule.text == s.game.rules.deck.rule_for(card).text  # which says what the rule means: no box repeats it
    assert t.rule.role == t.rule.role_text == ""
    assert t.last == f"Ada drew the {card.label}" and t.left_label == "51 cards left"
    assert t.phase == "rule" and t.turn == "Ada, make a house rule" and not t.draw.enabled
    assert t.choice is not None and t.choice.kind == "rule" and t.choice.limit == 120
    assert t.choice.prompt == "Your rule"  # (what to do is the card's words: review 106)
    assert t.undo.enabled and t.undo.detail == f"Ada's {card.label} goes back on the deck"
    assert t.point_note.startswith(f"Points for the {card.label} come once Ada has chosen")
    assert t.log[0].number == 1 and t.log[0].text == f"Ada drew the {card.label}: House rule."


def test_the_plus_one_buttons_are_the_engines_legal_points() -> None:
    s = drawing()
    t = table(s)
    legal = {m.seat for m in s.game.legal_moves() if isinstance(m, Point)}
    assert {p.seat for p in t.players if p.can_point} == legal == set(range(4))
    card = s.game.drawn[-1].card.label
    assert t.players[2].point_label == f"+1 for Cy: a point for the {card}"
    s = s.play(Point(2))
    t = table(s)
    assert not t.players[2].can_point and t.players[2].pointed and t.players[2].points == 1
    assert t.undo.detail == f"Cy's point for the {card}"
    assert t.point_note.startswith(f"Did someone break the {card}'s rule? Tap +1 by their name")


def test_a_mate_choice_offers_every_other_player_and_the_mates_share_points() -> None:
    s = until(session(seed=2), lambda x: x.game.phase == "mate")
    drawer = s.game.turn
    t = table(s)
    assert t.choice is not None and t.choice.kind == "mate"
    assert [seat for seat, _ in t.choice.mates] == [i for i in range(4) if i != drawer]
    assert t.turn == f"{NAMES[drawer]}, choose a mate"
    mate = (drawer + 1) % 4
    s = s.play(Mate(mate))
    t = table(s)
    assert t.choice is None
    assert f"Mate of {NAMES[mate]}" in t.players[drawer].roles and f"Mate of {NAMES[drawer]}" in t.players[mate].roles
    assert any(line.title == "Mates" and line.who == f"{NAMES[drawer]} and {NAMES[mate]}" for line in t.lines)
    s = s.play(DRAW)
    while s.game.phase != "draw":
        s = step(s)
    if not s.game.over:
        s = s.play(Point(drawer))
        t = table(s)
        assert t.players[drawer].pointed and t.players[mate].pointed  # the game added the mate's point


def test_once_the_turn_passes_the_choice_made_is_told_in_the_past_not_asked_again() -> None:
    """Issue 46: after a mate card the heading said "Bo, draw a card" while the rule under it still said "Choose a
    mate…": the next player read the drawer's done instruction as their own. The rule now tells what was chosen."""
    s = until(session(seed=2), lambda x: x.game.phase == "mate")
    drawer, mate = s.game.turn, (s.game.turn + 1) % 4
    asking = table(s)
    assert asking.rule is not None and asking.rule.text.startswith("Choose a mate")
    t = table(s.play(Mate(mate)))
    assert t.up_next.startswith("Next to draw") and t.rule is not None and t.rule.title == "Mate"
    assert t.rule.text == f"{NAMES[drawer]} chose {NAMES[mate]} as mate."
    assert "Choose" not in t.rule.text and t.rule.role_text  # what being mates means stays in the role box
    assert t.rule.role == ""  # (untitled: its title was the heading's word, review 106)
    ruled = session(seed=5).play(DRAW)
    assert table(ruled).rule is not None and table(ruled).rule.text.startswith("Make up")  # type: ignore[union-attr]
    made = table(ruled.play(MakeRule("Say please"))).rule
    # the rule in its own words (review 106: "House rule", "Ada made a house rule: …" and "House rule: Anyone who
    # breaks it…" said one thing three times); its box says what breaking it costs
    assert made == RuleView("House rule", "“Say please”", "", "Anyone who breaks it takes a point.")
    none = table(ruled.play(NO_RULE)).rule
    assert none == RuleView("House rule", "Ada made no house rule.")  # (no rule to break: no box)
    plain = until(session(seed=5), lambda x: x.game.phase == "draw" and x.game.rule is not None
                  and x.game.rule.role is None)  # fmt: skip
    shown = table(plain).rule
    assert plain.game.rule is not None and shown is not None and shown.text == plain.game.rule.text


def test_while_a_card_is_played_the_big_line_names_its_drawer_and_the_next_player_is_said_under_it() -> None:
    """Issue 46, review 64: a Waterfall's "everyone drums, you first" sat under "Di, draw a card", and Di took the
    "you" for theirs; review 65: under "Cy drew the 2♠" it was still unclear. While a card is played the big line
    speaks to its drawer; who draws next is said under it and on the Draw button."""
    s = until(session(seed=1), lambda x: len(x.game.drawn) == 3 and x.game.phase == "draw")
    drawer, after = s.game.drawn[-1].seat, s.game.turn
    t = table(s)
    card = s.game.drawn[-1].card.label
    assert drawer != after and t.rule is not None and t.draw.enabled
    assert (t.turn_name, t.turn) == (NAMES[drawer], f"{NAMES[drawer]}, you drew the {card}")
    assert (t.up_next_name, t.up_next) == (NAMES[after], f"Next to draw: {NAMES[after]}")
    assert (t.draw.label, t.draw.detail) == ("Draw a card", NAMES[after])
    assert [p.seat for p in t.players if p.to_act] == [after] and t.players[drawer].drew_last  # the marks agree
    first = table(session(seed=1))  # no card yet, a choice to make, the end: the big line names who is to act
    assert (first.turn, first.up_next, first.draw.detail) == ("Ada, draw the first card", "", "")
    choosing = table(until(session(seed=2), lambda x: x.game.phase == "mate"))
    assert choosing.turn.endswith(", choose a mate") and choosing.up_next == ""
    assert choosing.turn_name == NAMES[choosing.to_act or 0] and choosing.last.startswith(choosing.turn_name)
    over = table(until(session(seed=3), lambda x: x.game.over))
    assert (over.turn, over.up_next) == ("Game over", "")


def test_the_point_note_speaks_of_mates_only_once_there_are_some() -> None:
    """Review 65: "their mate gets +1 too" was said from the first card, before anyone had a mate."""
    assert "mate" not in table(drawing()).point_note
    s = until(session(seed=2), lambda x: x.game.phase == "mate")
    s = s.play(Mate((s.game.turn + 1) % 4))
    assert table(s).point_note.endswith("before the next card; their mate gets +1 too.")


def test_roles_that_last_are_listed_with_who_holds_them_until_replaced() -> None:
    s = until(session(seed=6), lambda x: len(x.game.roles) >= 2 and len(x.game.house_rules) >= 1)
    t = table(s)
    roles = [line for line in t.lines if line.kind == "role"]
    rules = [line for line in t.lines if line.kind == "rule"]
    assert len(roles) == len(s.game.roles) and len(rules) == len(s.game.house_rules)
    for h, line in zip(s.game.roles, roles, strict=True):
        assert NAMES[h.seat] in line.who and line.text
    assert rules[0].title == "House rule" and rules[0].text == s.game.house_rules[0].text
    assert rules[0].who == NAMES[s.game.house_rules[0].seat]


def test_house_rules_are_text_whatever_they_hold() -> None:
    s = session(seed=5).play(DRAW).play(MakeRule("<img src=x onerror=alert(1)>"))
    t = table(s)
    assert t.lines[-1].text == "<img src=x onerror=alert(1)>"
    assert words.undo_words(s.game) == "Ada's house rule “<img src=x onerror=alert(1)>”"
    assert words.undo_words(session(seed=5).play(DRAW).play(NO_RULE).game) == "Ada's choice to make no house rule"


def test_the_log_is_newest_first_and_numbered() -> None:
    s = until(session(seed=9), lambda x: len(x.game.drawn) >= 6)
    log = table(s).log
    assert [e.number for e in log] == [6, 5, 4, 3, 2, 1]
    for entry, d in zip(log, reversed(s.game.drawn), strict=True):
        assert entry.card == d.card.label and entry.red == d.card.is_red
        assert entry.text == f"{NAMES[d.seat]} drew the {d.card.label}: {s.game.rules.deck.rule_for(d.card).title}."


def test_the_kings_are_counted_and_the_chosen_king_ends_the_game() -> None:
    s = Session.new(Setup(NAMES, for_deck(session().game.rules.deck, 2)), 7)
    s = until(s, lambda x: x.game.kings == 1)
    t = table(s)
    assert t.kings.drawn == 1 and t.kings.needed == 2 and t.kings.label == "Kings: 1 of 2"
    s = finished(s)
    t = table(s)
    assert s.game.kings == 2 and t.state == "game-over" and t.actor == "none" and t.to_act is None
    assert t.turn == "Game over" and t.phase == "over" and not t.draw.enabled and t.undo.enabled
    assert t.point_note == "The last king ends the game: no points for it."
    # Undo under "Game over" says that it takes the end back too (issue 46: it read as undoing nothing, or a mistake)
    last = s.game.drawn[-1]
    assert t.undo.detail == f"{NAMES[last.seat]}'s {last.card.label} goes back on the deck and the game goes on"
    back = table(s.undo())  # taken back: the game goes on, and the Undo before it is an ordinary one
    assert back.state == "ready" and "game goes on" not in back.undo.detail


# -- the end --------------------------------------------------------------------------------------------------------
def test_the_end_names_the_fewest_points_as_winner() -> None:
    s = drawing(9).play(Point(0)).play(Point(1))
    s = finished(s)
    t = table(s)
    assert t.banner is not None and t.banner.ending is not None
    assert t.banner.actions == (("rematch", "Play again"), ("new", "New game…"))
    outcome = s.game.outcome
    assert outcome is not None and 0 not in outcome.winners and 1 not in outcome.winners
    winners = [NAMES[w] for w in outcome.winners]
    assert t.banner.title == (f"{winners[0]} wins!" if len(winners) == 1 else f"{join_names(winners)} share the win!")
    rows = t.banner.ending.table.rows
    assert [r.name for r in rows][-2:] in (["Ada", "Bo"], ["Bo", "Ada"]) and rows[0].winner
    last = NAMES[outcome.last]  # type: ignore[index]
    assert t.banner.ending.lead.startswith(f"{last} drew the last king.")
    assert t.banner.speech().startswith(t.banner.title)
    # issue 46's second review: under the last king its rule ("Set a forfeit") stood as the table's big words, and
    # "On the table: Question master" beside it: at the end the table says the result, the roles gone with the game
    assert t.rule == RuleView("The last king", f"The game is over. {t.banner.title}")
    assert table(s.undo()).lines != () and t.lines == ()


TWELVE = ("Sam", "Alexandra", "Jo", "Kai", "Priya", "Tom", "Bea", "Christopher", "Lu", "Noor", "Dmitri", "Ines")
#: twelve names of 21 letters and a number (e2e/largest.py's)
LONG = tuple(f"{name} {i + 1}" for i, name in enumerate(("Wilhelmina Montgomery", "Maximilian Alexander",
             "Bartholomew Mortimer", "Guinevere Worthington", "Theodora Winterbottom", "Montgomery Wellesley") * 2))


@pytest.mark.parametrize(("players", "slipped", "headline"), [
    (12, (11,), "Everyone but Ines shares the win!"),
    (12, (9, 10, 11), "9 players share the win!"),
    (4, (3,), "Sam, Alexandra and Jo share the win!"),
    (5, (4,), "Everyone but Priya shares the win!"),
    (8, (5, 6, 7), "5 players share the win!"),
])  # fmt: skip
def test_many_sharing_the_win_are_counted_not_listed(players: int, slipped: tuple[int, ...], headline: str) -> None:
    """The new player's review: "Sam, Alexandra, Jo, ... Noor and Dmitri share the win!" took four lines of a phone
    in large type and pushed the ranking (which names them all) out of sight. Three winners at most are named; more
    are counted, or the one who did not share it is named."""
    s = session(3, names=TWELVE[:players])
    for seat in slipped:
        s = until(s, lambda x: x.game.phase == "draw" and x.game.drawn != ()).play(Point(seat))
    t = table(finished(s))
    assert t.banner is not None and t.banner.title == headline
    assert t.rule == RuleView("The last king", f"The game is over. {headline}")


@pytest.mark.parametrize(("players", "slipped", "headline"), [
    (12, (0,), "11 players share the win!"),  # (not "Everyone but Wilhelmina Montgomery 1 shares the win!")
    (4, (2, 3), "2 players share the win!"),  # (not "Wilhelmina Montgomery 1 and Maximilian Alexander 2 share …")
])  # fmt: skip
def test_winners_whose_names_make_a_long_headline_are_counted(players: int, slipped: tuple[int, ...],
                                                              headline: str) -> None:
    """Twelve players of 21-letter names: "Everyone but Wilhelmina Montgomery 1 shares the win!" took three lines at
    360x640 and left the rule that ranks them a scroll away under the twelfth. A headline naming players is at most
    two lines of a small phone (40 characters); longer, the winners are counted (the ranking names them)."""
    s = session(3, names=LONG[:players])
    for seat in slipped:
        s = until(s, lambda x: x.game.phase == "draw" and x.game.drawn != ()).play(Point(seat))
    t = table(finished(s))
    assert t.banner is not None and t.banner.title == headline
    assert len(headline) <= HEADLINE_MOST


def test_nobody_slipped_nobody_took_a_point() -> None:
    t = table(finished(session(seed=3)))
    # issue 32: "Everyone wins!" for a table where nobody took a point read as a joke on the players
    assert t.banner is not None and t.banner.title == "Nobody took a point!"


def test_a_deck_without_score_has_no_points_and_no_winner() -> None:
    s = Session.new(Setup(NAMES, for_deck(CLASSIC)), 4)
    s = until(s, lambda x: x.game.drawn != () and x.game.phase == "draw")
    t = table(s)
    assert not t.keeps_score and not any(p.can_point for p in t.players) and t.point_note == ""
    end = table(finished(s))
    assert end.banner is not None and end.banner.title == "The last king!" and end.banner.ending is None
    assert end.banner.lines[0].endswith(CLASSIC.finale)
    assert end.rule == RuleView("The last king", "The game is over.")
    assert say(end, "points") == "This deck keeps no score."


def test_messages_notices_and_large_text_pass_through() -> None:
    t = table(session(), message=Message("Hello", "error"), notices=("A notice",), large=True)
    assert t.message == Message("Hello", "error") and t.notices == ("A notice",) and t.large


# -- words and speech -----------------------------------------------------------------------------------------------
def test_what_the_hear_keys_read() -> None:
    t = table(session())
    assert say(t, "card") == "No card has been drawn yet."
    assert say(t, "points") == "Ada: 0 points. Bo: 0 points. Cy: 0 points. Di: 0 points."
    s = drawing().play(Point(1))
    t = table(s)
    card = s.game.drawn[-1].card
    rule = s.game.rules.deck.rule_for(card)
    assert say(t, "card").startswith(f"{t.last}, the {card.name}: {rule.title}. {t.rule and t.rule.text}")
    assert "Bo: 1 point." in say(t, "points")
    whole = say(t, "all")
    assert whole.startswith(f"Next to draw: Bo. {t.last}, the {card.name}") and t.kings.label in whole
    assert t.left_label in whole and whole.count(t.last) == 1  # the big line is the drawer's: said once


def test_words_for_every_kind_of_move_undone() -> None:
    s = until(session(seed=2), lambda x: x.game.phase == "mate")
    drawer = s.game.turn
    chosen = s.play(Mate((drawer + 1) % 4))
    assert words.undo_words(chosen.game) == f"{NAMES[drawer]}'s choice of {NAMES[(drawer + 1) % 4]} as mate"
    assert words.points_text(1) == "1 point" and words.points_text(0) == "0 points"
    assert words.turn(finished(session()).game) == ("", "Game over")


# -- the lobby, the widget, the statistics, the rules page ----------------------------------------------------------
def test_the_lobby_line_follows_the_game() -> None:
    s = session()
    assert lobby_entry(s) == {"resume": True, "last": "Party deck for 4 players: 52 cards to draw, the fourth king "
                                                     "ends it."}  # fmt: skip
    s = drawing()
    entry = lobby_entry(s)
    assert entry["resume"] and entry["last"] == (f"Party deck, 4 players: kings {s.game.kings} of 4, {s.game.left} "
                                                 "cards left.")  # fmt: skip
    end = finished(s.play(Point(0)))
    entry = lobby_entry(end)
    assert not entry["resume"] and entry["last"].startswith("Last game: ") and "with 0 points" in entry["last"]
    classic = finished(Session.new(Setup(NAMES, for_deck(CLASSIC)), 4))
    assert lobby_entry(classic) == {"resume": False, "last": "Last game: Classic Kings Cup, to the last king."}


def test_the_widget_hears_ready_a_new_game_and_the_end_once() -> None:
    posts: list[tuple[str, dict[str, Any]]] = []
    r = Reporter(lambda kind, data: posts.append((kind, data)))
    r.update(None)
    s = session()
    r.update(s)
    assert posts[-1][0] == "ready" and posts[-1][1]["game"] == "kings-cup" and posts[-1][1]["deck"] == "Party deck"
    assert [p["name"] for p in posts[-1][1]["players"]] == list(NAMES)
    s = drawing().play(Point(3))
    r.update(s)  # same game (same seed, names): nothing
    assert len(posts) == 1
    end = finished(s)
    r.update(end)
    r.update(end)
    assert [k for k, _ in posts] == ["ready", "deal-over", "match-over"]
    assert posts[-1][1]["scores"][3]["total"] == 1 and posts[-1][1]["winners"]
    r.update(session(seed=99))
    assert posts[-1][0] == "match-start"


def test_statistics_follow_the_first_player_and_count_a_finished_game_only() -> None:
    s = drawing(9)
    assert record_game(Stats(), s) == Stats()
    end = finished(s.play(Point(0)))
    stats = record_game(Stats(), end, at=100)
    assert len(stats.history) == 1
    entry = stats.history[0]
    assert entry.rules == "party" and not entry.won and entry.penalty == 1 and entry.players == 4
    clean = record_game(Stats(), finished(session(seed=3)))
    assert clean.history[0].won and clean.history[0].penalty == 0
    classic = record_game(Stats(), finished(Session.new(Setup(NAMES, for_deck(CLASSIC)), 4)))
    assert classic.history[0].penalty is None and classic.history[0].rules == "classic"


def test_the_rules_page_puts_the_deck_on_the_table_first() -> None:
    page = rules_page()
    ids = [sec.key for sec in page]
    assert ids[1] == "table" and "deck-classic" in ids and ids[-1] == "credits"
    text = " ".join(repr(sec) for sec in page)
    assert "Waterfall" in text and "Question master" in text
    classic = rules_page(for_deck(CLASSIC))
    assert "deck-party" in [sec.key for sec in classic] and "deck-classic" not in [sec.key for sec in classic]


def test_a_session_is_a_value_so_replace_keeps_it_comparable() -> None:
    s = session()
    assert replace(s, counted=True) != s and replace(replace(s, counted=True), counted=False) == s
