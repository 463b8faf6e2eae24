"""Kings Cup's rules, one test each, naming the source or the product decision.

Source: ``seeds/000_07c215abc0a5bb30.txt`` opens with Kings Cup and gives no rules but "a different set of cards
(rules) for every crowd" (``RULES.md`` section 4: rules per rank, editable rule decks). Everything else is issue 16's
product (a phone passed round a table: players by name, one card per turn, the kings counted, the last one ending
the game, lasting roles listed until replaced, undo, resume) or a decision written in kings/kings_cup/cup.py and
rules.py and on the rules page. The decks themselves are tested in tests/test_kings_cup_decks.py.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from kings.cards import STANDARD_DECK, Card, parse_cards
from kings.errors import IllegalMoveError, NotationError, RulesError
from kings.kings_cup.api import GAME, GameRecord, new_game
from kings.kings_cup.builtin import CLASSIC, PARTY
from kings.kings_cup.cup import MAX_HOUSE_RULES, KingsCup
from kings.kings_cup.deck import CardRule, Role
from kings.kings_cup.editing import duplicate, set_rule
from kings.kings_cup.library import DeckLibrary
from kings.kings_cup.match import Match
from kings.kings_cup.moves import DRAW, NO_RULE, MakeRule, Mate, Point, parse_move
from kings.kings_cup.rules import PRESETS, Rules, for_deck, preset
from kings.kings_cup.texts import narrate, status, table_lines

pytestmark = pytest.mark.pyodide

NAMES = ("Ada", "Bo", "Cy")


def stacked(order: str, rules: Rules | None = None, names: tuple[str, ...] = NAMES, first: int = 0) -> KingsCup:
    """A game whose first cards drawn are ``order`` (then the rest of the pack, as shuffled by seed 1)."""
    game = KingsCup.new(rules or Rules(), seed=1, names=names, first=first)
    top = parse_cards(order)
    rest = tuple(c for c in game.stock if c not in top)
    return replace(game, stock=rest + tuple(reversed(top)))


def draws(game: KingsCup, n: int) -> KingsCup:
    for _ in range(n):
        game = game.play(DRAW)
    return game


def test_two_to_twelve_players_by_name_in_seat_order():
    """Issue 16: "Players by name and seat order"; registry: kings-cup seats 2 to 12. Decision: names are cleaned
    like deck texts (1 to 24 characters, no control characters) and no two alike, ignoring case."""
    game = new_game(Rules(), 5, [" Ada ", "Bo\tB.", "Cy"])
    assert game.names == ("Ada", "Bo B.", "Cy") and game.players == 3
    assert GAME.new(Rules(), 5, 12).names[-1] == "Player 12"
    for bad, words in ((["Ada"], "2 to 12 players"), ([f"P{i}" for i in range(13)], "not 13"),
                       (["Ada", "ADA"], "Two players are called Ada"), (["Ada", ""], "cannot be empty"),
                       (["Ada", "x" * 25], "at most 24"), (["Ada", "B\x00"], "control characters"),
                       ("AdaBo", "a list")):  # fmt: skip
        with pytest.raises(RulesError, match=words):
            new_game(Rules(), 5, bad)  # type: ignore[arg-type]


def test_a_shuffled_pack_drawn_one_card_per_turn_round_the_table():
    """Issue 16: "a shuffled deck drawn one card per turn". Decision: the seed fixes the shuffle; play goes round
    the seats from the first player (the generic ``dealer`` argument)."""
    game = new_game(Rules(), 9, NAMES, first=2)
    assert sorted(game.stock) == sorted(STANDARD_DECK) and game.acting == 2
    assert new_game(Rules(), 9, NAMES).stock == game.stock != new_game(Rules(), 10, NAMES).stock
    seats = []
    for _ in range(6):
        seats.append(game.acting)
        game = game.play(DRAW) if game.phase == "draw" else game.play(game.legal_moves()[0]).play(DRAW)
    assert [d.seat for d in game.drawn][:3] == [2, 0, 1]
    assert len(game.stock) + len(game.drawn) == 52


def test_the_cards_rule_comes_from_the_deck_being_played():
    """Source: "a different set of cards (rules) for every crowd": the same card means what the deck says."""
    party = stacked("7H").play(DRAW)
    classic = stacked("7H", PRESETS["classic"]).play(DRAW)
    assert party.card == classic.card == Card.parse("7H")
    assert party.rule is not None and party.rule.title == "Heaven" and "point" in party.rule.text
    assert classic.rule is not None and "drinks" in classic.rule.text
    assert stacked("AS").rule is None  # nothing drawn yet


@pytest.mark.parametrize("kings", [1, 2, 3, 4])
def test_the_last_king_ends_the_game_at_once(kings: int):
    """Issue 16: "the kings drawn so far counted (the last king ends the game; the number of kings is an option)"."""
    game = stacked("KH.2C.KS.3C.KD.4C.KC", replace(Rules(), kings=kings))
    count = 0
    while not game.over:
        game = game.play(DRAW)
        count += 1
        if not game.over:
            assert game.kings < kings and not game.last_king
    assert game.kings == kings and game.last_king and game.acting is None and game.legal_moves() == ()
    assert count == 2 * kings - 1 and game.outcome is not None and game.outcome.last == game.drawn[-1].seat
    assert game.explain(DRAW) == "The game is over: the last king has been drawn."


def test_the_game_also_ends_if_the_deck_runs_out():
    """Decision: the pack holds four kings, so it cannot run out first; if it did (a stacked stock), the game ends."""
    game = replace(stacked("2C"), stock=parse_cards("3D.2C")[::-1][:1])
    game = game.play(DRAW)
    assert game.over and not game.last_king and game.outcome is not None and game.outcome.last is None
    assert game.outcome.summary.startswith("Every card has been drawn")


def test_question_and_thumb_masters_pass_to_the_next_drawer_of_their_card():
    """Issue 16: "roles that last (question master, thumb master ...) listed ... with who holds them until replaced"."""
    game = draws(stacked("QH.5C.2D.5S.QS"), 3)
    assert [(h.role, h.seat) for h in game.roles] == [(Role.QUESTION_MASTER, 0), (Role.THUMB_MASTER, 1)]
    game = draws(game, 2)  # Ada takes the thumb master from Bo, then Bo the question master from Ada
    assert [(h.role, h.seat, h.card) for h in game.roles] == [(Role.QUESTION_MASTER, 1, Card.parse("QS")),
                                                              (Role.THUMB_MASTER, 0, Card.parse("5S"))]  # fmt: skip
    lines = table_lines(draws(stacked("QH.5C"), 2))
    assert [(t.title, t.who) for t in lines] == [("Question master", "Ada"), ("Thumb master", "Bo")]
    assert lines[0].text == PARTY.rule(12).role_text


def test_a_mate_is_chosen_among_the_other_players_and_shares_points():
    """Issue 16: "for the mate the drawer chooses a mate (move naming a seat; legal moves list each other seat)";
    the party deck: "whenever one of you takes a point, so does the other" (the game adds it)."""
    game = stacked("8H.2C.8D").play(DRAW)
    assert game.phase == "mate" and game.acting == 0 and game.legal_moves() == (Mate(1), Mate(2))
    assert game.explain(Mate(0)) == "Choose a mate other than yourself."
    assert game.explain(DRAW) == "Ada must choose a mate first."
    assert game.explain(Point(1)) == "Ada must choose a mate first."
    game = game.play(Mate(2))
    assert game.acting == 1 and [(t.title, t.who) for t in table_lines(game)] == [("Mates", "Ada and Cy")]
    before = game
    game = game.play(Point(2))
    assert game.points == (1, 0, 1) and game.pointed == (2, 0)
    assert narrate(before, Point(2)) == "Cy takes a point (1 point in all). So does Ada, Cy's mate (1 point in all)."
    assert game.explain(Point(0)) == "Ada already has a point for the 8♥."
    game = draws(game, 1)  # Bo draws 2C
    assert game.play(Point(1)).points == (1, 1, 1)
    game = game.play(DRAW).play(Mate(1))  # Cy draws 8D and chooses Bo: the new pair replaces Ada and Cy
    assert [(t.title, t.who) for t in table_lines(game)] == [("Mates", "Cy and Bo")]
    assert game.play(Point(0)).points == (2, 0, 1)


def test_a_house_rule_is_any_text_the_drawer_makes_up_or_none():
    """Issue 16: "for the house rule the drawer states a rule: a move carrying text ... kept on the table list with
    its author until replaced". Decisions: legal moves list only the empty rule (no list holds every text) and any
    valid text is accepted; up to four rules stay, a new one retiring the oldest; a drawer may make none."""
    game = stacked("JH").play(DRAW)
    assert game.phase == "rule" and game.legal_moves() == (NO_RULE,)
    text = 'Say "please" <b>first</b>'
    assert game.explain(MakeRule(text)) is None
    assert game.explain(DRAW) == "Ada must make up a house rule first (or make none)."
    ruled = game.play(MakeRule(text))
    assert [(r.seat, r.text) for r in ruled.house_rules] == [(0, text)] and ruled.acting == 1
    assert table_lines(ruled)[-1].text == text  # markup stays text
    assert game.play(NO_RULE).house_rules == () and narrate(game, NO_RULE) == "Ada made no house rule."
    game = stacked("JH.JS.JD.JC.2C.3C.4C.5C.6C.7C", names=("Ada", "Bo"), rules=replace(Rules(), deck=_all_rules()))
    for i in range(MAX_HOUSE_RULES + 1):
        before = game.play(DRAW)
        game = before.play(MakeRule(f"Rule {i}"))
    assert [r.text for r in game.house_rules] == [f"Rule {i}" for i in range(1, MAX_HOUSE_RULES + 1)]
    assert narrate(before, MakeRule("Rule 4")).endswith("The oldest rule, “Rule 0”, is retired.")


def _all_rules():
    """A deck of one's own where every rank but the king makes a house rule."""
    deck = duplicate(PARTY)
    for rank in range(1, 13):
        deck = set_rule(deck, rank, CardRule("Rule", "Make a rule.", Role.RULE, "Breaking it costs a point."))
    return deck


def test_house_rule_text_is_cleaned_and_bounded():
    """Decision: a house rule is at most 120 characters of text, line breaks made spaces, no control characters;
    its notation is a JSON string, so any text reads back exactly."""
    assert MakeRule("  No\n\tpointing  ").text == "No pointing"
    for bad, words in (("x" * 121, "at most 120"), ("a\x00b", "control characters"), ("a\u202eb", "control")):
        with pytest.raises(NotationError, match=words):
            MakeRule(bad)
    for text in ('Say "please"', "back\\slash", "Ни слова 🎉", "<script>alert(1)</script>", ""):
        assert parse_move(str(MakeRule(text))) == MakeRule(text)


def test_points_are_given_after_a_card_once_per_player():
    """Decision (issue 16: "points for whoever slips"): before the next card, a point to any player who slipped up on
    the last one, at most one each per card; the fewest points wins and a tie shares the win."""
    game = stacked("7H.7S.2C")
    assert game.legal_moves() == (DRAW,)
    assert game.explain(Point(1)) == "No card has been drawn yet: there is nothing to give a point for."
    game = game.play(DRAW)
    assert game.legal_moves() == (DRAW, Point(0), Point(1), Point(2))
    game = game.play(Point(2)).play(Point(0))
    assert game.legal_moves() == (DRAW, Point(1)) and game.points == (1, 0, 1)
    assert game.explain(Point(7)) == "There is no seat 7: this table has 3 players, numbered 0 to 2."
    game = game.play(DRAW)
    assert game.pointed == () and game.play(Point(2)).points == (1, 0, 2)


def test_the_fewest_points_wins_and_ties_share():
    """Decision: the party deck's winners are the players with the fewest points; all equal: everyone wins."""
    game = stacked("2C.KC.KD.KS.KH", replace(Rules(), kings=1))
    assert draws(game, 2).outcome.winners == (0, 1, 2)  # type: ignore[union-attr]
    game = game.play(DRAW).play(Point(1)).play(Point(2)).play(DRAW)
    outcome = game.outcome
    assert outcome is not None and outcome.winners == (0,) and outcome.totals == (0, 1, 1)
    assert outcome.summary == ("Bo drew the last king: the game is over. Ada wins with 0 points. "
                               "Points: Ada 0, Bo 1, Cy 1.")  # fmt: skip
    tied = stacked("2C.KC", replace(Rules(), kings=1)).play(DRAW).play(Point(1)).play(DRAW).outcome
    assert tied is not None and tied.winners == (0, 2)
    assert "Ada and Cy share the win with 0 points each." in tied.summary


def test_the_classic_deck_keeps_no_score_and_names_no_winner():
    """Decision: "nobody wins" a drinking game; the classic deck has no points at all."""
    game = stacked("7H.KC.KD.KS.KH", PRESETS["classic"]).play(DRAW)
    assert game.legal_moves() == (DRAW,)
    assert game.explain(Point(1)) == "This deck keeps no score: there are no points to give."
    game = draws(game, 4)
    assert game.outcome is not None and game.outcome.winners == () and game.outcome.totals == (0, 0, 0)
    assert "nobody wins" in game.outcome.summary


def test_the_last_king_gives_no_role():
    """Decision: the last king ends the game at once, so a role its rank would give is not taken."""
    deck = set_rule(duplicate(PARTY), "K", CardRule("King", "Ask away.", Role.QUESTION_MASTER, "Ask questions."))
    game = draws(stacked("KH.KS", replace(Rules(), deck=deck, kings=2)), 1)
    assert game.holding(Role.QUESTION_MASTER) is not None and game.holding(Role.QUESTION_MASTER).seat == 0  # type: ignore[union-attr]
    game = game.play(DRAW)
    assert game.over and game.holding(Role.QUESTION_MASTER).seat == 0  # type: ignore[union-attr]


def test_refusals_name_the_player_and_change_nothing():
    """The house protocol: an illegal move raises IllegalMoveError with a plain reason; the state is unchanged."""
    game = stacked("2C")
    for move, reason in ((Mate(1), "It is Ada's turn to draw: there is no mate to choose now."),
                         (MakeRule("x"), "It is Ada's turn to draw: there is no house rule to make now."),
                         ("draw", "That is not a Kings Cup move.")):  # fmt: skip
        position = game.position()
        assert game.explain(move) == reason  # type: ignore[arg-type]
        with pytest.raises(IllegalMoveError, match="^" + reason.replace("(", r"\(").replace(")", r"\)") + "$"):
            game.play(move)  # type: ignore[arg-type]
        assert game.position() == position


def test_undo_takes_back_the_last_move_or_the_last_card():
    """Issue 16: "Undo the last card"; decision: undo replays the record less its last moves."""
    game = new_game(Rules(), 4, NAMES)  # undo deals again from the seed: the first cards are 8♠ 3♥ 9♠
    with pytest.raises(IllegalMoveError, match="nothing to undo"):
        game.undo()
    states = [game]
    for move in (DRAW, Mate(1), Point(2), DRAW, Point(0)):
        states.append(states[-1].play(move))
    last = states[-1]
    assert last.undo() == states[-2] and last.undo().undo() == states[-3]
    assert last.undo_card() == states[3]  # before Bo drew the 3♥: Ada's mate and Cy's point stay
    assert states[3].undo_card() == states[0]  # the mate card goes with its choice of mate and its point
    assert GameRecord.of(last).undo().replay() == states[-2]
    assert GameRecord.of(last).undo_card().replay() == states[3] and GameRecord.of(game).undo_card().moves == ()


def test_records_replay_after_reload_with_a_deck_of_ones_own_even_once_deleted():
    """Issue 16: "resume after reload (the UI replays the record)"; decision: a deck of one's own travels inside the
    rules, so the record replays even after the deck is deleted from the library."""
    library, mine = DeckLibrary().create("Pirate night")
    mine = set_rule(mine, "7", CardRule("Crow's nest", "Everyone salutes. The last to do it takes a point."))
    library = library.update(mine)
    game = new_game(for_deck(mine, kings=2), 11, NAMES)
    while not game.over:
        game = game.play(MakeRule("Arr") if game.phase == "rule" else game.legal_moves()[-1])
    text = GAME.record(game).to_json()
    library = library.delete(mine.id)
    back = GAME.record_from_json(text)
    assert back.rules.deck == mine and back.rules.id == "custom" and back.replay() == game
    assert '"Crow\'s nest"' in text and mine.id not in {d.id for d in library.decks()}
    assert GAME.record_from_json(GAME.record(new_game(Rules(), 1, NAMES)).to_json()).rules.to_dict()["deck"] == "party"


def test_rules_options_and_presets():
    """Decision: kings 1 to 4, a match of 1 to 9 games, presets with stable ids; the classic preset is for adults."""
    assert list(PRESETS) == ["party", "party-short", "classic"]
    assert [(r.deck.id, r.kings, r.for_adults, r.keeps_score) for r in PRESETS.values()] == [
        ("party", 4, False, True), ("party", 2, False, True), ("classic", 4, True, False)]  # fmt: skip
    for data, words in (({"kings": 0}, "1 to 4"), ({"kings": 5}, "1 to 4"), ({"kings": True}, "1 to 4"),
                        ({"match_games": 10}, "1 to 9"), ({"deck": "pirates"}, "no built-in deck"),
                        ({"colour": "red"}, "no option"), ({"deck": {"format": "x"}}, "not a Kings Cup deck"),
                        ({"id": ""}, "short text")):  # fmt: skip
        with pytest.raises(RulesError, match=words):
            Rules.from_dict(data)
    with pytest.raises(RulesError, match="no preset"):
        preset("drinking")
    assert for_deck(CLASSIC) is PRESETS["classic"] and for_deck(duplicate(CLASSIC)).id == "custom"


def test_everyone_sees_the_same_table_but_never_the_cards_order():
    """Issue 16: one phone passed round: the observation is the table (drawn cards, roles, rules, points), the same
    for every seat but its legal moves, and never the order of the cards left."""
    game = stacked("QH.8S").play(DRAW).play(Point(1)).play(DRAW)
    views = [game.observe(s) for s in range(3)]
    assert views[1].moves == game.legal_moves() and views[0].moves == views[2].moves == ()
    assert all(replace(v, seat=0, moves=()) == replace(views[0], moves=()) for v in views)
    assert views[0].left == 50 and views[0].kings == 0 and views[0].points == (0, 1, 0)
    assert not hasattr(views[0], "stock")


def test_narration_says_what_happened_in_plain_words():
    """Issue 16 (texts): each move in words: "Ada drew the 7♥: Heaven ..."."""
    game = stacked("7H.QS.8C.JD.KC", replace(Rules(), kings=1))
    heaven = "Ada drew the 7♥: Heaven. Everyone points up at the sky. The last to do it takes a point."
    assert narrate(game, DRAW) == heaven
    game = game.play(DRAW)
    assert narrate(game, Point(1)) == "Bo takes a point (1 point in all)."
    assert narrate(game, DRAW).endswith("Bo is the question master now.")
    game = game.play(DRAW)
    assert narrate(game, DRAW).endswith("Cy chooses a mate.")
    game = game.play(DRAW)
    assert narrate(game, Mate(0)) == "Cy chose Ada as mate."
    game = game.play(Mate(0))
    assert narrate(game, DRAW).endswith("Ada makes up a house rule.")
    ruling = game.play(DRAW)
    assert status(ruling) == status(ruling.observe(2)) == "Ada makes up a house rule (or none)."
    game = game.play(DRAW).play(NO_RULE)
    assert status(game) == "Bo to draw. Kings drawn: 0 of 1. Cards left: 48."
    assert narrate(game, DRAW).startswith("Bo drew the K♣, the last king. The last king ends the game")
    assert status(game.play(DRAW)) == game.play(DRAW).outcome.summary  # type: ignore[union-attr]


def test_a_match_adds_points_over_games_and_a_scoreless_deck_shares_first_place():
    """Decision: the house's generic match is several games with points added; with no score everyone shares first."""
    for rules in (PRESETS["party"], PRESETS["classic"]):
        match = Match.new(replace(rules, match_games=2), 3, NAMES)
        while not match.over:
            match = match.next_deal() if match.deal is None else match.play(match.deal.legal_moves()[-1])
        assert len(match.results) == 2 and [g.first for g in match.results] == [0, 1]
        assert match.totals == tuple(map(sum, zip(*(g.points for g in match.results), strict=True)))
        if not rules.keeps_score:
            assert match.winners == (0, 1, 2) and {s.place for s in match.standings()} == {1}
    with pytest.raises(IllegalMoveError, match="match is over"):
        match.next_deal()
