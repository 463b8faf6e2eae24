"""Turns at King's Court's table, through the controller on a fake page (tests/kings_court_harness.py;
web/kings_court/app.py): a piece picked and moved by taps, a multi-jump stopped or gone on, a drag along a path,
refusals in the engine's words, undo, the hint, the CPU's moves in the worker (and on the page when it fails), the
table hidden; the tutorial, the announcements, the sounds, the reading keys and the dialogs. Sleeping is instant."""

from __future__ import annotations

from kings.kings_court.api import MatchRecord
from kings.kings_court.moves import Move
from kings.seeding import Rng, derive_seed
from tests.kings_court_harness import Harness, human_move, legal, play_until
from web.kings_court import GAME
from web.kings_court.spec import CPU
from web.kings_court.words import hint_words
from web.shell.match_session import HINT_SEED
from web.shell.players import HINT
from web.shell.thinker import engine_thinker

PASS_AND_PLAY = "?seats=human,human&speed=instant"
TO_MULTI = ("g3-f3", "b3-c3")  #: then e1 jumps the green e2 to e3 and may go on over its own f3 to g3


def multi() -> Harness:
    h = Harness(query=PASS_AND_PLAY)
    for text in TO_MULTI:
        human_move(h, Move.parse(text))
    return h


def test_a_piece_picked_then_a_lit_square_plays_the_step() -> None:
    h = Harness(query="?seed=3&level=easy&speed=instant")
    h.app.tap("d2")
    assert h.app.path == (11,) and h.marked("target") == ["d3"] and h.marked("picked") == ["d2"]
    h.app.tap("d2")  # tapped again: put back
    assert h.app.path == () and h.marked("target") == []
    h.app.tap("f2")
    h.app.tap("d2")  # another piece that can move: picked instead
    assert h.marked("picked") == ["d2"]
    h.app.press("cancel")
    assert h.app.path == ()
    h.app.tap("d2")
    h.app.tap("d3")
    h.settle()
    assert str(h.session.shown.moves[0]) == "d2-d3" and len(h.session.shown.moves) == 2  # and the CPU answered
    assert h.table.message is None and h.saved() == h.session.to_dict()


def test_refusals_are_the_engines_words_and_change_nothing() -> None:
    h = Harness(query="?seed=3&level=easy&speed=instant")
    s = h.session
    cases = {
        "d3": "Pick one of your pieces first: those that can move are ringed.",
        "c2": "c2 holds a green piece: Orange moves the orange pieces.",
        "a1": "Orange's first move steps a piece onto the Court from outside it.",
    }
    for square, said in cases.items():
        h.app.tap(square)
        assert h.table.message is not None and (h.table.message.text, h.table.message.tone) == (said, "error")
    h.app.tap("d2")
    h.app.tap("d4")  # two squares on, over the empty d3
    assert h.table.message is not None and h.table.message.text == "No jumping in the first two moves: Orange's " \
        "first move steps a piece onto the Court."  # fmt: skip
    assert h.app.path == (11,)  # the piece stays picked
    h.app.tap("e4")
    assert h.table.message.text.startswith("The piece on d2 can't reach e4")  # type: ignore[union-attr]
    h.app.tap("zz")  # not a square: nothing
    assert h.session is s and h.session.shown.moves == ()


def test_a_multi_jump_stops_where_tapped_again_or_goes_on() -> None:
    h = multi()
    h.app.tap("e1")
    h.app.tap("e3")
    assert h.marked("stop") == ["e3"] and h.marked("target") == ["g3"] and h.table.moves == 2
    h.app.tap("e3")  # again: stop there
    assert str(h.session.shown.moves[-1]) == "e1xe3" and h.table.last is not None
    assert h.table.last.taken == ("e2",)
    other = multi()
    other.app.tap("e1")
    other.app.tap("e3")
    other.app.press("stop")
    assert str(other.session.shown.moves[-1]) == "e1xe3"
    on = multi()
    for square in ("e1", "e3", "g3"):
        on.app.tap(square)
    assert str(on.session.shown.moves[-1]) == "e1xe3xg3"
    on.app.press("stop")  # nothing to stop: said, nothing played
    assert on.table.message is not None and on.table.message.text.startswith("There is no jump to stop")


def test_a_tap_on_a_multi_jumps_last_landing_plays_it_whole_as_the_hint_shows_it() -> None:
    """A player reads a multi-jump by where it ends (the hint marks its last landing): tapping there plays it, with
    the piece picked or, when the hint shows it, with nothing picked (a reviewer was told "can't reach")."""
    h = multi()
    h.app.tap("e1")
    h.app.tap("g3")  # past e3, the landing between
    assert str(h.session.shown.moves[-1]) == "e1xe3xg3" and h.table.message is None
    hinted = multi()
    hinted.app.hint = Move.parse("e1xe3xg3")
    hinted.app.tap("g3")  # nothing picked: the hint's move
    assert str(hinted.session.shown.moves[-1]) == "e1xe3xg3"
    alone = multi()
    alone.app.tap("g3")  # nothing picked, no hint: which piece would it be? Said, nothing played
    assert alone.table.moves == 2 and alone.table.message is not None


def test_a_drag_along_the_path_plays_what_it_made() -> None:
    h = multi()
    assert h.app.grab("e1") and h.marked("picked") == ["e1"]
    assert not h.app.reach("e2") and h.app.reach("e3") and h.app.reach("g3")
    h.app.release()
    assert str(h.session.shown.moves[-1]) == "e1xe3xg3"
    half = multi()
    assert half.app.grab("e1") and half.app.reach("e3")
    half.app.release()  # let go half way: the jump stops there
    assert str(half.session.shown.moves[-1]) == "e1xe3"
    none = multi()
    assert not none.app.grab("a1") and not none.app.grab("e2") and not none.app.grab("zz")
    assert none.app.grab("e1")
    none.app.release()  # let go where it started: still picked, nothing played
    assert none.app.path == (4,) and none.table.moves == 2


def test_undo_takes_back_your_move_and_the_cpus_reply() -> None:
    h = Harness(query="?seed=3&level=easy&speed=instant")
    h.app.press("undo")
    assert h.table.message is not None and h.table.message.text == "There is no move of yours to undo."
    play_until(h, lambda: h.table.moves >= 6)
    before = h.session.shown.moves
    h.app.press("undo")
    s = h.session
    assert s.shown.moves == before[:4] and h.table.actor == "human" and h.saved() == s.to_dict()
    assert h.table.message is not None and h.table.message.text == f"Took back your {before[4]} and 1 more."
    assert h.app.more.speech[-1][1] == f"Move taken back: {before[4]}. Your move."
    h.settle()
    assert h.session.shown.moves == before[:4]  # the CPU does not move again: it is your move


def test_a_hint_without_a_worker_is_thought_out_on_the_page() -> None:
    h = Harness(query="?seed=3&level=easy&speed=instant")
    h.app.tap("d2")
    h.app.press("hint")
    s = h.session
    want = CPU.hint(s.match.observe(0), Rng(derive_seed(s.match.seed, HINT_SEED, 0, 0)))
    assert h.app.hint == want and want in legal(h) and h.app.path == ()  # the piece picked is put back
    t = h.table
    assert t.message is not None and t.message.text.startswith("Hint: move ") and t.hint == str(want)
    assert h.marked("hint-from") == [t.hint[:2]]
    human_move(h, want)
    assert h.app.hint is None and h.table.hint is None


def test_a_hint_mid_jump_answers_for_the_jump_as_it_stands_and_undoes_nothing() -> None:
    """A reviewer's Hint, landed on e3 with more jumps to make, took the jump back (the piece on e1 again, the green
    e2 back) and hinted it again, never saying stop: round and round. Now it answers from e3: stop there, or on."""
    h = multi()
    h.app.tap("e1")
    h.app.tap("e3")
    h.app.press("hint")
    t = h.table
    assert h.app.path == (4, 20) and h.marked("stop") == ["e3"] and t.moves == 2  # nothing undone or played
    assert h.app.hint in {Move.parse("e1xe3"), Move.parse("e1xe3xg3")}
    said = {"e1xe3": "Hint: stop at e3.", "e1xe3xg3": "Hint: jump on over f3 to g3."}[str(h.app.hint)]
    assert t.message is not None and t.message.text == said
    h.app.press("hint")  # asked again: the same answer, still from e3
    assert h.app.path == (4, 20) and h.table.message is not None and h.table.message.text == said
    hinted = h.app.hint
    h.app.tap("e3" if str(hinted) == "e1xe3" else "g3")  # following it plays the hinted move
    assert h.session.shown.moves[-1] == hinted
    fresh = multi()
    game = fresh.session.shown
    assert hint_words(game, Move.parse("e1xe3")) == "jump e1 over e2 to e3, capturing, then stop"
    assert hint_words(game, Move.parse("e1xe3xg3")) == "jump e1 over e2 to e3, capturing, then over f3 to g3"
    assert hint_words(game, Move.parse("e1xe3xg3"), (4, 20)) == "jump on over f3 to g3"
    assert hint_words(game, Move.parse("e1xe3"), (4, 20)) == "stop at e3"


def test_a_hint_mid_jump_is_thought_in_the_worker_among_the_ways_on() -> None:
    """Mid-jump, the hint is the worker's too (a hard search on the page would stop its painting): it is sent the
    ways on from e3 and chooses among them, as the page would, and an answer for a jump since taken back is dropped."""
    worker = engine_thinker(GAME)
    asked: list[tuple[str, str]] = []

    async def think(record: str, seat: int, level: str, seed: int, among: str = "") -> str | None:
        asked.append((level, among))
        return worker.think(record, seat, level, seed, among)

    h = Harness(query=PASS_AND_PLAY, think=think)
    for text in TO_MULTI:
        human_move(h, Move.parse(text))
    h.app.tap("e1")
    h.app.tap("e3")
    h.app.press("hint")
    h.settle()
    assert asked == [(HINT, "e1xe3\ne1xe3xg3")]
    assert h.app.path == (4, 20) and h.app.hint in {Move.parse("e1xe3"), Move.parse("e1xe3xg3")}
    local = multi()
    local.app.tap("e1")
    local.app.tap("e3")
    local.app.press("hint")
    assert local.app.hint == h.app.hint  # the page's own answer: the same seed, the same ways
    assert worker.think(h.table.record, 0, HINT, 5, "e1xe3") == "e1xe3"  # the only way named is the one chosen


def test_the_worker_thinks_for_the_cpu_and_the_hint_and_the_page_when_it_fails() -> None:
    worker = engine_thinker(GAME)
    asked: list[str] = []

    async def think(record: str, seat: int, level: str, seed: int) -> str | None:
        asked.append(level)
        return worker.think(record, seat, level, seed)

    async def broken(record: str, seat: int, level: str, seed: int) -> str | None:
        raise RuntimeError("the worker died")

    query = "?seed=6&seats=medium,human&speed=instant"
    alone = Harness(query=query)
    via = Harness(query=query, think=think)
    assert asked == ["medium"] and via.session == alone.session and len(alone.session.shown.moves) == 1
    assert Harness(query=query, think=broken).session == alone.session
    via.app.press("hint")
    via.settle()
    assert asked == ["medium", HINT] and via.app.hint in legal(via)
    assert MatchRecord.from_json(via.table.record).replay() == via.session.match
    easy = Harness(query="?seed=6&seats=easy,human&speed=instant", think=think)
    assert asked == ["medium", HINT] and len(easy.session.shown.moves) == 1  # an easy CPU answers on the page


def test_the_thinker_follows_a_match_move_by_move_and_refuses_the_wrong_seat() -> None:
    h = Harness(query="?seats=human,human&speed=instant")
    worker = engine_thinker(GAME)
    play_until(h, lambda: h.table.moves >= 8)
    assert h.table.state == "ready" and h.session.to_act == 0
    record = h.table.record
    move = worker.think(record, 0, "medium", 1)
    assert Move.parse(move) in legal(h) and worker.think(record, 0, "medium", 1) == move
    human_move(h, Move.parse(move))
    assert Move.parse(worker.think(h.table.record, 1, "easy", 2)) in legal(h)  # one move on
    try:
        worker.think(h.table.record, 0, "medium", 1)
    except ValueError as exc:
        assert "not to move" in str(exc)
    else:
        raise AssertionError("the seat not to move was answered")


def test_hidden_the_table_draws_nothing_and_the_cpu_waits() -> None:
    h = Harness(query="?seed=3&seats=easy,human&speed=instant", settle=False)
    h.app.hide()
    renders = len(h.ui.tables)
    h.settle()
    assert h.session.shown.moves == () and len(h.ui.tables) == renders
    h.app.show()
    h.settle()
    assert len(h.session.shown.moves) == 1 and h.table.actor == "human"


def test_the_tutorial_steps_on_and_nothing_of_it_is_saved_or_counted() -> None:
    h = Harness(query="?seed=3&level=easy&speed=instant")
    saved = h.saved()
    h.app.press("tutorial-start")
    t = h.table
    assert t.extras.coach is not None and t.extras.coach.title.startswith("Step 1 of 5") and t.extras.tutorial
    h.app.press("tutorial-next")
    assert h.table.extras.coach.title == "Step 2 of 5: Into the Court"  # type: ignore[union-attr]
    human_move(h, legal(h)[0])
    assert h.table.extras.coach.title == "Step 3 of 5: Neighbours"  # type: ignore[union-attr]
    h.app.press("tutorial-next")
    human_move(h, legal(h)[0])
    assert h.table.extras.coach.title == "Step 5 of 5: That's the game"  # type: ignore[union-attr]  (numbered too)
    assert h.saved() == saved and h.app.stats.total.deals == 0
    h.app.press("tutorial-exit")
    assert h.session.to_dict() == saved and h.table.extras.coach is None


def test_moves_are_announced_sounded_and_read_aloud() -> None:
    h = Harness(query="?seed=3&level=easy&speed=normal")
    h.app.press("sound")
    human_move(h, Move.parse("d2-d3"))
    spoken = [text for _, text in h.app.more.speech]
    assert spoken[0] == "You move d2 to d3, into the Court." and spoken[1].startswith("Ada moves ")
    assert h.ui.sounds == ["play", "play"]
    for topic, start in (("turn", "Your move (Orange)"), ("last", "Last move: Ada moves"), ("board", "Orange: 24"),
                         ("all", "Game 1 of 2")):  # fmt: skip
        h.app.press("say-" + topic)
        assert h.app.more.speech[-1][1].startswith(start), topic
    h.app.press("help")
    h.app.press("keys")
    assert h.ui.opened == ["settings", "help", "keys"]
    sections = h.ui.shown["help"]
    assert sections[0].key == "how" and sections[-1].key == "credits"
