"""The replay, the shell's for every game (web/shell/replaying.py, web/shell/replaydesk.py; issue 50): the game on the
table shown again from its first move, stepped forward and back, played by itself, jumped to a deal, with each move
said; nothing is saved and no move is taken while it shows, and Leave replay puts the game back. Every game shares
the replay as ``?replay=`` (a match of deals, or Klondike's deal and Kings Cup's game as one deal), which opens it on
a fresh page; a damaged link is refused with a plain notice and loses nothing."""

from __future__ import annotations

import doctest
import random
from dataclasses import replace
from typing import Any

import pytest

from kings import recordlink
from kings.klondike.moves import GIVE_UP
from tests import webfakes
from tests.test_sharing import SharingUi
from web.shell import replaying
from web.shell.embed import split_query
from web.shell.games import GAMES
from web.shell.replaydesk import NOT_NOW, replay_query
from web.shell.replaying import frames
from web.shell.stats import Stats
from web.shell.storage import MemoryBackend

MATCHES = ("corners", "king", "three-thirteen", "kings-court")  #: the games of a match of deals
LINKED = (*MATCHES, "klondike", "kings-cup")  #: the games whose replays have a link: every one


def table(game: str, query: str = "", backend: Any = None, settle: bool = True) -> webfakes.Harness:
    class Table(webfakes.Harness):
        app_class = GAMES[game].app()
        ui_class = SharingUi

    return Table(backend=backend, query=query, settle=settle)


def legal(s: Any) -> list[Any]:
    """The moves the table may take now, in any game."""
    for owner in ("deal", "game"):  # Klondike's deal, King's and Kings Cup's game
        held = getattr(s, owner, None)
        if held is not None and hasattr(held, "legal_moves") and not hasattr(s, "match_type"):
            return [m for m in held.legal_moves() if m != GIVE_UP]
    deal = s.match.deal
    return list(deal.legal_moves()) if deal is not None else []


def played(s: Any, moves: int, seed: int = 1) -> Any:
    """``s`` played on at random for ``moves`` moves (or to its end), the next deal dealt as Next deal would."""
    rng = random.Random(seed)
    for _ in range(moves):
        s = s.onward()
        options = legal(s)
        if not options:
            break
        s = s.play(rng.choice(options))
    return s


def watching(game: str, moves: int, seed: int = 1) -> tuple[webfakes.Harness, Any]:
    """A table of ``game`` whose game went on at random for ``moves`` moves, then Watch again: the table and that
    game."""
    h = table(game)
    s = played(h.app.session, moves, seed)
    h.app.set_session(s)
    h.app.press("watch")
    return h, s


def record(s: Any) -> Any:
    return s.to_dict()["record"]


def test_the_modules_examples() -> None:
    assert doctest.testmod(replaying).failed == 0


@pytest.mark.parametrize("game", GAMES)
def test_a_game_is_replayed_forward_and_back_and_left_as_it_was(game: str) -> None:
    h = table(game)
    s = played(h.app.session, 160)
    h.app.set_session(s)
    h.app._save()
    saved = h.saved()
    h.app.press("watch")
    bar = h.ui.replay_bar
    assert bar is not None and bar.at == 0 and bar.last >= len(s.plays) > 20
    assert record(h.app.session) == record(s.replay_start())
    h.app.press("replay-next")
    h.app.press("replay-next")
    assert h.ui.replay_bar.at == 2 and h.ui.replay_bar.said  # each move said, on the bar and aloud
    assert h.app.more.speech[-1][1] == h.ui.replay_bar.said
    h.app.press("replay-last")
    n = len(s.plays)  # (a deal dealt is no move)
    assert record(h.app.session) == record(s) and h.ui.replay_bar.place == f"Move {n} of {n}"
    h.app.press("replay-back")
    assert h.ui.replay_bar.at == bar.last - 1 and len(h.app.session.plays) == len(s.plays) - 1
    h.app.press("replay-first")
    assert record(h.app.session) == record(s.replay_start())
    assert h.saved() == saved  # nothing saved while it shows
    h.app.press("replay-leave")
    assert h.ui.replay_bar is None and record(h.app.session) == record(s) and h.saved() == saved


@pytest.mark.parametrize("game", ["corners", "king", "three-thirteen"])
def test_a_replay_plays_by_itself_and_no_cpu_or_move_touches_it(game: str) -> None:
    h, s = watching(game, 80, seed=3)
    h.app.press("replay-play")
    assert h.ui.replay_bar.playing
    h.settle()  # (the fake sleep is instant: it plays to the end and stops)
    bar = h.ui.replay_bar
    assert bar.at == bar.last and not bar.playing and record(h.app.session) == record(s)
    h.app.press("replay-first")
    frame = h.app.session
    h.app.press("rematch")
    h.app._apply(legal(frame)[0])
    h.settle()
    assert h.app.session is frame and h.ui.table.message.text == NOT_NOW
    assert h.ui.replay_bar.at == 0


@pytest.mark.parametrize("game", ["corners", "king", "three-thirteen", "kings-court"])
def test_at_the_players_own_turn_hint_shows_what_the_cpu_would_have_played(game: str) -> None:
    h = table(game)
    h.app.set_session(played(h.app.session, 60, seed=2))
    h.app.press("watch")
    for _ in range(60):
        if h.app.session.actor == "human":
            break
        h.app.press("replay-next")
    frame = h.app.session
    assert frame.actor == "human"
    h.app.press("hint")
    h.settle()
    assert h.app.hint is not None and h.app.hint in legal(frame) and h.app.session is frame
    h.app.press("replay-next")
    assert h.app.hint is None  # (the next frame's hint is asked again)


def test_a_replay_jumps_to_each_deal() -> None:
    h = table("king")
    s = played(h.app.session, 150, seed=5)  # past the first hand and its result
    h.app.set_session(s)
    h.app.press("watch")
    bar = h.ui.replay_bar
    assert [label for label, _at in bar.deals][:2] == ["Hand 1", "Hand 2"]
    assert bar.deal == f"Hand 1 of {len(bar.deals)}"
    h.app.replays.go(bar.deals[1][1])
    assert h.ui.replay_bar.deal.startswith("Hand 2 of") and h.ui.replay_bar.said == "Hand 2 begins."
    assert not h.app.session.hand_over and h.app.session.game.number == 1
    h.app.replays.go(bar.deals[1][1] - 1)  # the last card of hand 1: its result said with it
    title = h.ui.table.banner.title
    assert title and h.ui.replay_bar.said.endswith(" " + title) and h.app.more.speech[-1][1] == h.ui.replay_bar.said


@pytest.mark.parametrize("game", LINKED)
def test_a_shared_replay_link_opens_the_same_game_on_a_fresh_page(game: str) -> None:
    h, s = watching(game, 200, seed=7)
    h.app.press("replay-link")
    ((_title, _text, query),) = h.ui.shares
    assert query is not None and query.startswith(f"?game={game}&replay=1.")
    assert len(query) < 2000
    backend = MemoryBackend()
    friend = table(game, split_query(query)[0], backend=backend)  # (the page keeps game= for itself)
    assert friend.app.replays.active
    assert not [k for k in backend.data if k.endswith(".match")]  # a replay is never saved as a game
    friend.app.press("replay-last")
    assert record(friend.app.session) == record(s)
    assert friend.ui.queries[-1] == f"{query}&at={friend.ui.replay_bar.at}"  # a reload shows it again, there
    assert friend.ui.queries[-1] != query and table(game, split_query(friend.ui.queries[-1])[0]).ui.replay_bar.at \
        == friend.ui.replay_bar.at
    names = [seat.name for seat in s.seats]  # as the sharer's, but for a "You" (the default name): by their seat
    if game != "klondike":  # (solitaire's one seat is "You" for whoever watches)
        assert [seat.name for seat in friend.app.session.seats] == [n.replace("You", "Player 1") for n in names]
    if game in MATCHES:  # the friend is not the player they watch: results name them, never "you"
        assert s.you == 0 and friend.app.session.you is None and friend.app.session.row_name(0) == "Player 1"
    friend.app.press("replay-leave")
    assert not friend.app.replays.active and friend.ui.replay_bar is None
    assert record(friend.app.session) != record(s)  # a game of their own


@pytest.mark.parametrize("game", LINKED)
def test_the_link_of_a_game_in_progress_opens_it_from_its_start(game: str) -> None:
    h = table(game)
    s = played(h.app.session, 31, seed=5)  # (Kings Cup: another seat to draw than at the start)
    query = replay_query(game, s)
    assert query is not None
    friend = table(game, split_query(query)[0])
    assert friend.app.replays.active and not friend.app.store.notices
    friend.app.press("replay-last")
    assert record(friend.app.session) == record(s)


def test_a_link_without_names_names_its_humans_by_seat_and_odd_names_are_cleaned() -> None:
    h = table("king")
    h.app.set_session(played(h.app.session, 30))
    h.app.press("watch")
    h.app.press("replay-link")
    query = h.ui.shares[0][2]
    assert query is not None
    bare = split_query(query.split("&name=")[0])[0]
    assert [x.name for x in table("king", bare).app.session.seats] == ["Player 1", "Ada", "Ben", "Cleo"]
    odd = bare + "&name=%3Cb%3E%20Ann%20%20Lee&name=" + "x" * 90 + "&name=&name=Bo"
    assert [x.name for x in table("king", odd).app.session.seats] == ["<b> Ann Lee", "x" * 40, "Ben", "Bo"]


@pytest.mark.parametrize("game", LINKED)
def test_a_damaged_replay_link_is_refused_in_plain_words_and_loses_nothing(game: str) -> None:
    backend = MemoryBackend()
    mine = table(game, backend=backend)
    mine.app.set_session(played(mine.app.session, 30))
    mine.app._save()
    kept = record(mine.app.session)
    h = table(game)
    h.app.set_session(played(h.app.session, 40))
    h.app.press("watch")
    h.app.press("replay-link")
    good = h.ui.shares[0][2]
    assert good is not None
    text = good.split("replay=")[1].split("&")[0]
    other = "king" if game != "king" else "corners"
    for bad in (f"?game={game}&replay=nonsense", f"?game={game}&replay={text[:-3]}",
                f"?game={game}&replay={text}&seat=9", f"?game={game}&replay={text}&seats=human.wizard",
                f"?game={game}&replay={text.replace(game, other, 1)}", f"?game={game}&replay=" + "A" * 9000,
                f"?game={game}&replay={text}&seats=" + ".".join(["hard"] * 9)):
        again = table(game, split_query(bad)[0], backend=backend, settle=False)  # (resumed, its CPUs would play on)
        assert not again.app.replays.active
        assert [str(n) for n in again.app.store.notices] == [recordlink.DAMAGED], bad
        assert record(again.app.session) == kept  # the saved game, resumed
        again.close()


def test_another_tabs_save_during_a_replay_ends_it_and_reads_the_game_again() -> None:
    h = table("corners")
    s = played(h.app.session, 50)
    h.app.set_session(s)
    h.app._save()
    h.app.press("watch")
    h.app.press("replay-next")
    h.app.reload_saved()  # (the page's answer to another tab's save)
    h.close()
    assert not h.app.replays.active and h.ui.replay_bar is None
    assert record(h.app.session) == record(s)


@pytest.mark.parametrize("game", MATCHES)
def test_a_match_ended_leaves_its_replay_in_the_statistics_history(game: str) -> None:
    h = table(game)
    s = played(h.app.session, 20_000, seed=4)
    assert s.match.over
    before_last = frames(s.replay_start(), s.plays[:-1], str)[-1].session
    h.app.set_session(replace(before_last, counted=len(before_last.match.results)))
    h.app._apply(s.plays[-1])
    h.close()
    query = h.app.stats.history[-1].replay
    assert query.startswith(f"?game={game}&replay=1.{game}.")
    assert Stats.from_dict(h.app.stats.to_dict()).history[-1].replay == query  # saved and read back
    friend = table(game, split_query(query)[0])
    friend.app.press("replay-last")
    assert record(friend.app.session) == record(s)


@pytest.mark.parametrize("game", ["klondike", "kings-cup"])
def test_a_game_of_one_deal_counted_leaves_its_replay_in_the_statistics_history(game: str) -> None:
    h = table(game)
    s = played(h.app.session, 20_000 if game == "kings-cup" else 40, seed=4)
    s = s.play(GIVE_UP) if game == "klondike" else s  # (a deal given up counts as the player moves on)
    before = h.app.stats.history
    h.app.set_session(frames(s.replay_start(), s.plays[:-1], str)[-1].session)
    h.app._apply(s.plays[-1])
    if game == "klondike":
        h.app._leave()  # New deal
    h.close()
    assert len(h.app.stats.history) == len(before) + 1
    query = h.app.stats.history[-1].replay
    assert query.startswith(f"?game={game}&replay=1.{game}.")
    friend = table(game, split_query(query)[0])
    friend.app.press("replay-last")
    assert record(friend.app.session) == record(s)


def test_a_statistics_file_holds_replay_links_of_this_site_and_no_other() -> None:
    entry = {"at": 1, "rules": "standard", "levels": ["hard"], "players": 2, "won": True, "penalty": None, "delta": 1}
    good = "?game=king&replay=1.king.standard.7.4.3.AbC_-&seat=0&seats=human.hard&name=Ann%20Lee"
    assert Stats.from_dict({"history": [{**entry, "replay": good}]}).history[0].replay == good
    for bad in ("javascript:alert(1)", "https://example.com/?game=king&replay=1", "?game=king&replay=<b>", 7,
                "?game=king&replay=" + "A" * 9000, "?replay=1.king"):
        with pytest.raises(ValueError):
            Stats.from_dict({"history": [{**entry, "replay": bad}]})


def test_a_replay_lets_through_what_only_changes_the_view() -> None:
    h = table("king")
    h.app.set_session(played(h.app.session, 40, seed=6))
    h.app.press("watch")
    h.app.press("replay-next")
    frame = h.app.session
    h.app.press("sheet")  # King's score sheet: a view
    assert h.ui.table.message is None or h.ui.table.message.text != NOT_NOW
    h.app.press("next")  # a hand's next: it would play on
    assert h.app.session is frame and h.ui.table.message.text == NOT_NOW
