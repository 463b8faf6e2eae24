"""King's Court's table as data (web/kings_court/view.py and its words): what may be picked and where it may go is
the engine's picking helper's; a multi-jump's marks; the last move and what it captured; the players' counts; the
status, the banners at a game's and a match's end; the narration, the keys' reading, the keys, the rules page, the
lobby line and the widget's events."""

from __future__ import annotations

from dataclasses import replace

import pytest

from kings.kings_court.board import name
from kings.kings_court.board import parse_square as sq
from kings.kings_court.moves import Move
from kings.kings_court.picking import movable
from kings.seeding import Rng
from tests.test_kings_court_web_session import advance, match_over, randomly, session
from web.kings_court import spec, words
from web.kings_court.results import Reporter, lobby_entry
from web.kings_court.spec import Session, Setup, rules_page
from web.kings_court.view import Scene, build
from web.kings_court.viewmodels import TableView
from web.kings_court.words import Narrator, by_colour, taken
from web.shell.extras import Coach, Extras
from web.shell.seats import SeatConfig, make_seats

command = spec.KEYMAP.command

pytestmark = pytest.mark.pyodide

MULTI = ("g3-f3", "b3-c3")  #: then Orange's e1 jumps the green e2 to e3, and may go on over its own f3 to g3


def marked(t: TableView, mark: str) -> list[str]:
    return [s.name for s in t.squares if mark in s.marks]


def square(t: TableView, name: str) -> object:
    return next(s for s in t.squares if s.name == name)


def played(*moves: str, kinds: str = "human,human") -> Session:
    s = session(kinds)
    for text in moves:
        s = s.play(Move.parse(text))
    return s


def test_the_start_rings_the_pieces_that_can_enter_the_court() -> None:
    s = session()
    t = build(Scene(s))
    assert (t.state, t.actor, t.turn, t.to_act, t.moves) == ("ready", "human", "orange", 0, 0)
    assert marked(t, "movable") == [name(x) for x in movable(s.shown.legal_moves())]
    assert len(marked(t, "movable")) == 8 == len(movable(s.shown.legal_moves()))
    assert sum(1 for x in t.squares if x.court) == 16 and sum(1 for x in t.squares if x.piece) == 48
    assert t.status == "Your move (Orange): pick one of your ringed pieces."
    assert [(p.name, p.colour, p.court, p.pieces, p.captured, p.to_act) for p in t.players] == [
        ("You", "orange", 0, 24, 0, True), ("Ada", "green", 0, 24, 0, False)]
    assert square(t, "d2").label == "d2, orange piece, can move"  # type: ignore[attr-defined]
    assert [c.id for c in t.controls if c.enabled] == ["hint"] and t.last is None and t.banner is None


def test_a_picked_piece_lights_where_it_can_go_and_a_multi_jump_marks_its_way() -> None:
    s = played(*MULTI)
    t = build(Scene(s, path=(sq("e1"),)))
    assert marked(t, "picked") == ["e1"] and "e3" in marked(t, "target") and "e3" in marked(t, "capture")
    assert t.status == "Player 1 (Orange), your move: tap a lit square to move the piece on e1."
    t = build(Scene(s, path=(sq("e1"), sq("e3"))))
    assert marked(t, "stop") == ["e3"] and marked(t, "target") == ["g3"] and marked(t, "taken") == ["e2"]
    assert marked(t, "at") == ["e3"] and marked(t, "movable") == []  # only where the picked piece goes is lit
    assert marked(t, "over") == ["e2"] and "capture" not in square(t, "g3").marks  # type: ignore[attr-defined]
    assert t.path == ("e1", "e3") and "tap e3 again to stop there" in t.status
    stop = next(c for c in t.controls if c.id == "stop")
    assert stop.visible and stop.enabled and stop.label == "Stop at e3"
    assert square(t, "e3").label.endswith("picked, the picked piece is here, stop the jump here")  # type: ignore[attr-defined]


def test_the_last_move_its_path_and_what_it_took_stay_marked() -> None:
    s = played(*MULTI, "e1xe3xg3")
    t = build(Scene(s, log=Narrator().lines(s.shown)))
    assert t.last is not None and t.last.path == ("e1", "e3", "g3") and t.last.taken == ("e2",)
    assert t.last.text == "Orange jumps e1 over e2 to e3, capturing, then over f3 to g3" and t.last.colour == "orange"
    assert (marked(t, "last-from"), marked(t, "last-via"), marked(t, "last-to"), marked(t, "last-taken")) == (
        ["e1"], ["e3"], ["g3"], ["e2"])
    assert [(p.colour, p.pieces, p.captured) for p in t.players] == [("orange", 24, 1), ("green", 23, 0)]
    # the chips say what was captured and what is left, whole (not "took 1 · 23 left": issue 46)
    assert [(p.captured_words, p.left_words) for p in t.players] == [("captured 1", "24 pieces left"),
                                                                     ("captured 0", "23 pieces left")]
    assert t.players[1].label.endswith(": 1 in the centre (the Court), 23 pieces left, captured 0, 0 points")
    assert t.log[-1] == t.last.text and len(t.log) == 3


def test_what_a_move_took_is_read_exactly_from_the_board_after_it() -> None:
    checked = captured = 0
    for seed in range(1, 12):
        s, rng = session("human,human"), Rng(seed)
        while s.in_deal:
            game = s.shown
            move = game.legal_moves()[rng.below(len(game.legal_moves()))]
            s = s.play(move)
            assert len(taken(s.shown, move)) == bin(game.captures(move)).count("1"), move
            checked, captured = checked + 1, captured + bool(game.captures(move))
    assert checked > 200 and captured > 20


def test_a_hint_marks_its_path_and_the_cpu_thinking_shows() -> None:
    s = session()
    t = build(Scene(s, hint=Move.parse("d2-d3")))
    assert (marked(t, "hint-from"), marked(t, "hint-to"), t.hint) == (["d2"], ["d3"], "d2-d3")
    assert t.hint_path == ("d2", "d3")
    cpu = s.play(Move.parse("d2-d3"))
    t = build(Scene(cpu, busy=True, thinking=1))
    assert t.actor == "cpu" and t.status == "Ada (Green) is thinking…" and t.players[1].thinking
    assert marked(t, "movable") == [] and [c.id for c in t.controls if c.enabled] == ["undo"]


def test_the_you_seat_is_spoken_to_as_you() -> None:
    """A player found "You (Orange) waits for your answer." under the first visit's question: the one human's seat
    is "You", and every sentence about it must read right."""
    s = session()
    offer = Extras(coach=Coach("New?", "Try it", (("tutorial-start", "Start the tutorial"),
                                                 ("tutorial-later", "No thanks")), over_table=True))
    # what to do under the offer, not "Waiting for your answer." (a review: nothing there waits on the game)
    assert build(Scene(s, extras=offer)).status == "Choose “Start the tutorial” or “No thanks” to begin."
    cpu = s.play(Move.parse("d2-d3"))
    assert build(Scene(cpu, extras=offer)).status == "Ada (Green) waits for your answer."
    you, ada = build(Scene(s)).players
    assert you.label.startswith("You, Human, play Orange, to move: ")
    assert ada.label.startswith("Ada, CPU · easy, plays Green: ")
    pass_and_play = session("human,human")
    assert build(Scene(pass_and_play, extras=offer)).status == "Choose “Start the tutorial” or “No thanks” to begin."


def test_the_banners_of_a_game_and_of_the_match() -> None:
    s = advance(session(), lambda x: not x.in_deal)
    t = build(Scene(s))
    assert t.state == "deal-over" and t.actor == "none" and t.turn == "" and t.banner is not None
    assert t.banner.actions == (("next", "Next game"),) and t.status == "Game 1 is over: Ada won."
    ending = t.banner.ending
    assert ending is not None and ending.lead.endswith(" you play Green, and Orange moves first.")
    assert [c.label for c in ending.table.columns] == ["Captured", "In centre", "Points", "Total"]
    assert [r.note for r in ending.table.rows] == ["Orange", "Green"]  # each side's colour under its name
    done = build(Scene(match_over()))
    assert done.state == "match-over" and done.banner is not None
    assert done.status == "The match is over after 2 games: Ada won." and done.banner.title == "Ada wins the match"
    yours = build(Scene(advance(session(), lambda x: x.match.over, randomly(3))))
    assert yours.banner is not None and yours.banner.title == "You win the match!"  # (a game's: "You win game 1!")
    assert yours.status == "The match is over after 2 games: you won."
    assert done.banner.actions == (("rematch", "Play again"), ("new", "New game…"))
    assert done.banner.ending is not None and done.banner.ending.table.ranked and done.moves == sum(
        len(g.moves) for g in match_over().match.results)
    # each game's points and the colour played in it, named ("2 (O)" puzzled a new player, issue 46)
    cells = [c for r in done.banner.ending.table.rows for c in r.cells[1:]]
    assert {c.swatch for c in cells} == {"Orange", "Green"} and all(c.text.isdigit() for c in cells)
    assert "(O)" not in done.banner.ending.table.caption and "colour played" in done.banner.ending.table.caption


def test_a_long_matchs_ranking_counts_the_games_won_drawn_and_lost() -> None:
    """Twenty games (the longest match the rules allow): a column a game ran the ranking 1,517 px wide on a phone, and
    the names shrank to nothing beside them; each player's games won, drawn and lost fit any screen instead."""
    from kings.kings_court.rules import MAX_MATCH, preset

    rules = replace(preset("standard"), match_games=MAX_MATCH)
    s = advance(Session.new(Setup(make_seats(["human", "easy"]), rules), 3), lambda x: x.match.over)
    done = build(Scene(s))
    assert done.banner is not None and done.banner.ending is not None
    table = done.banner.ending.table
    assert [c.label for c in table.columns] == ["Total", "Won", "Drawn", "Lost"]
    for row, seat in zip(table.rows, (st.seat for st in s.match.standings()), strict=True):
        total, won, drawn, lost = (int(c.text) for c in row.cells)
        assert won + drawn + lost == MAX_MATCH and total == 2 * won + drawn == s.match.totals[seat]
    assert "20 games each player won, drew and lost" in table.caption
    assert "won " in done.banner.ending.spoken and "lost " in done.banner.ending.spoken


def test_a_games_end_names_who_won_how_and_who_plays_what_next() -> None:
    """The new player's review of a game's end (6/6/5): "You win!" over "Orange captured Green's last piece in the
    Court: Orange wins. Game 1 of 2: next, you play Green.", then columns Took and This game. Now the winner and the
    game in the title, how it was won by name, who plays Orange (and so moves first) next, and what the figures are."""
    lost = build(Scene(advance(session(), lambda x: not x.in_deal)))  # Ada (Green) captures your last Court piece
    assert lost.banner is not None and lost.banner.ending is not None
    assert (lost.banner.title, lost.banner.ending.mood) == ("Ada wins game 1", "loss")
    assert lost.banner.ending.lead == ("Ada captured your last piece in the Court: a side with none there loses. Game "
                                       "2 of 2 is next, the colours swapped: you play Green, and Orange moves "
                                       "first.")  # fmt: skip
    caption = "Game 1: the pieces each side captured and kept in the centre (the Court); points: a win 2, a draw 1"
    assert lost.banner.ending.table.caption == caption
    won = build(Scene(advance(session(), lambda x: not x.in_deal, randomly(3))))
    assert won.banner is not None and won.banner.ending is not None and won.status == "Game 1 is over: you won."
    assert won.banner.title == "You win game 1!" and won.banner.ending.lead.startswith(
        "You captured Ada's last piece in the Court: a side with none there loses.")
    assert won.banner.ending.spoken.startswith("You win game 1! You captured")
    both = build(Scene(advance(session("human,human"), lambda x: not x.in_deal, randomly(3))))  # pass and play
    assert both.banner is not None and both.banner.ending is not None and both.banner.title == "Player 1 wins game 1!"
    assert both.banner.ending.lead == ("Player 1 captured Player 2's last piece in the Court: a side with none there "
                                       "loses. Game 2 of 2 is next, the colours swapped: Player 2 "
                                       "plays Orange and moves first.")  # fmt: skip


def test_names_and_you_read_right_in_every_sentence() -> None:
    """"You (Orange) waits for your answer.": wherever a seat's name goes into a sentence, the seat spoken to as you
    (the one human against a CPU, or a human seat called You) reads as you, any other by its name."""
    s = session()
    cpu = s.play(Move.parse("d2-d3"))
    assert build(Scene(cpu)).status == "Ada (Green) is playing…"
    named = Session.new(Setup(make_seats(["human", "easy"], ["Sam", "Ada"]), s.match.rules), 3)
    assert build(Scene(named)).status == "Your move (Orange): pick one of your ringed pieces."
    assert build(Scene(named, busy=True)).status == "You (Orange) are playing…"  # (your move, being played)
    pass_and_play = session("human,human")
    assert build(Scene(pass_and_play)).status == "Player 1 (Orange), your move: pick one of your ringed pieces."
    you_second = Session.new(Setup((SeatConfig("Ben", "human"), SeatConfig("You", "human")), s.match.rules), 3)
    assert build(Scene(you_second.play(Move.parse("d2-d3")))).status.startswith("Your move (Green): ")
    # the lobby: you before another, and the verb agreeing
    even = advance(you_second, lambda x: x.match.over, randomly(16))  # (Ben won a game, You the other)
    assert lobby_entry(even)["last"] == "Last match: You and Ben tied on 2 points."
    won = advance(session(), lambda x: x.number == 1, randomly(3))
    assert lobby_entry(won)["last"] == "After 1 of 2 games, You lead with 2 points."


def test_narration_is_remembered_and_starts_again_after_an_undo() -> None:
    n = Narrator()
    s = played(*MULTI)
    assert n.lines(s.shown) == ("Orange moves g3 to f3, into the Court", "Green moves b3 to c3, into the Court")
    longer = s.play(Move.parse("e1xe3"))
    assert n.lines(longer.shown)[-1] == "Orange jumps e1 over e2 to e3, capturing"
    assert n.lines(s.shown) == n.lines(played(*MULTI).shown) and len(n.lines(session().shown)) == 0


def test_the_log_and_the_header_name_the_players_not_their_colours() -> None:
    """A review in Portuguese: "Laranja move b6 para c6", "Verde salta…", "· vez de Laranja". The log's sentences
    and the header's turn name the player: "You move …" (a sentence of its own), "Ada jumps …", "· Ada's move"."""
    s = played(*MULTI, kinds="human,easy")
    players = by_colour(s)
    assert Narrator().lines(s.shown, players) == ("You move g3 to f3, into the Court",
                                                  "Ada moves b3 to c3, into the Court")
    longer = s.play(Move.parse("e1xe3"))
    assert Narrator().lines(longer.shown, players)[-1] == "You jump e1 over e2 to e3, capturing"
    assert build(Scene(s)).title == "Game 1 of 2 · Standard · your move"
    assert build(Scene(session().play(Move.parse("d2-d3")))).title == "Game 1 of 2 · Standard · Ada's move"
    pass_and_play = session("human,human").play(Move.parse("d2-d3"))
    assert build(Scene(pass_and_play)).title == "Game 1 of 2 · Standard · Player 2's move"
    assert Narrator().lines(pass_and_play.shown, by_colour(pass_and_play)) == (
        "Player 1 moves d2 to d3, into the Court",)


def test_the_keys_read_and_move_along_the_grid() -> None:
    t = build(Scene(played(*MULTI)))
    board = words.say(t, "board")
    assert board.startswith("Orange: 24 pieces, in the Court f3;") and "Green: 24 pieces, in the Court c3;" in board
    assert words.say(t, "last") == "No move yet." or words.say(t, "last").startswith("Last move:")
    assert words.say(t, "all").startswith("Game 1 of 2 · Standard.")
    assert [spec.step(sq("h8"), k) for k in ("ArrowUp", "ArrowRight", "ArrowDown", "ArrowLeft", "Home")] == [
        63, 63, 55, 62, 0]
    assert command("Escape") == ("action", "cancel") and command("s") == ("action", "stop")


def test_the_rules_page_is_the_engines_and_credits_no_card_faces() -> None:
    page = rules_page(session().match.rules)
    assert [s.key for s in page] == ["how", "play", "moves", "ending", "notation", "decisions", "options", "levels",
                                     "credits"]  # fmt: skip
    assert "card" not in page[-1].intro and "Pyodide" in page[-1].intro


def test_the_lobby_line_and_the_widgets_events() -> None:
    assert lobby_entry(session("human,hard")) == {"resume": True, "last": "Game 1 of 2 in progress against a hard CPU, "
                                                                            "standard rules."}  # fmt: skip
    done = match_over()
    assert lobby_entry(done)["resume"] is False and lobby_entry(done)["last"].startswith("Last match: ")
    posts: list[tuple[str, dict[str, object]]] = []
    r = Reporter(lambda kind, data: posts.append((kind, data)))
    r.update(session())
    r.update(advance(session(), lambda x: not x.in_deal))
    r.update(done)
    kinds = [k for k, _ in posts]
    assert kinds == ["ready", "deal-over", "deal-over", "match-over"]
    assert posts[0][1]["game"] == "kings-court" and posts[-1][1]["deals"] == 2
    r.update(replace(session(), seats=session("human,hard").seats))
    assert posts[-1][0] == "match-start"
