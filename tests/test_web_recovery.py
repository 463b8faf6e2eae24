"""Nothing a player saved is lost (issue 35): every reader keeps each entry it can read and drops only the bad ones;
what is dropped is set aside (bounded, the newest kept) and can be downloaded exactly as it was; two tabs never save
over each other; full or refused storage plays on, says the game is not being saved and damages nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.test_kings_cup_web_decks import deck_file, decks
from tests.test_web_app import Harness
from web.kings_cup.decks import Decks
from web.shell import quarantine
from web.shell.notice import DOWNLOAD, RELOAD, actions
from web.shell.stats import DealEntry, Stats, Tally
from web.shell.statsio import load_games
from web.shell.storage import CHANGED_NOTICE, FALLBACK_NOTICE, WIDGET_NOTICE, MemoryBackend, Store

PURE = pytest.mark.pyodide  #: tests of pure modules alone, also run inside Pyodide under Node (the controller's
#: harness runs coroutines with asyncio.run, which Pyodide under Node cannot)


def envelope(kind: str, data: Any, schema: int = 1) -> str:
    return json.dumps({"schema": schema, "kind": kind, "data": data})


def set_aside(backend: MemoryBackend) -> list[dict[str, Any]]:
    return quarantine.entries(backend.get)


STATS = Stats(Tally(deals=5, deals_won=2), {"easy": Tally(deals=5, deals_won=2)},
              {"standard": Tally(deals=3, deals_won=1), "quick": Tally(deals=2, deals_won=1)},
              (DealEntry(1_700_000_000, "standard", ("easy",), 2, True, 0, 0),), {"best": 4}).to_dict()  # fmt: skip


# -- per entry -------------------------------------------------------------------------------------------------------
@PURE
def test_one_bad_tally_drops_that_tally_alone_and_sets_the_original_aside() -> None:
    data = json.loads(json.dumps(STATS))
    data["by_preset"]["quick"] = {"deals": 1, "deals_won": 2}  # more won than played
    data["history"].append({"at": "yesterday"})
    data["records"]["x" * 500] = 1
    backend = MemoryBackend()
    text = envelope("stats", data, 2)
    backend.data["kings.corners.stats"] = text
    backend.data["kings.king.stats"] = envelope("stats", STATS, 2)
    store = Store(backend)
    games = load_games(store, ["corners", "king"])
    corners = games["corners"]
    assert set(corners.by_preset) == {"standard"} and corners.by_level == {"easy": Tally(deals=5, deals_won=2)}
    assert corners.total == Tally(deals=5, deals_won=2) and len(corners.history) == 1 and corners.records == {"best": 4}
    assert games["king"] == Stats.from_dict(STATS)  # another game's statistics are untouched
    (notice,) = store.notices
    assert notice.startswith("Part of your saved Kings in the Corner statistics could not be read and was dropped: "
                             "the tally of rules preset 'quick'; 1 deal of the history; the record 'xxx")
    assert actions(notice) == (DOWNLOAD,)
    assert [e["text"] for e in set_aside(backend)] == [text]  # the original, exactly
    assert Stats.from_dict(json.loads(backend.data["kings.corners.stats"])["data"]) == corners  # saved as read
    assert load_games(Store(backend), ["corners"])["corners"] == corners  # and read back without a notice


@PURE
def test_a_damaged_overall_tally_is_counted_again_from_the_presets() -> None:
    data = {**STATS, "total": {"deals": "five"}}
    stats, dropped = Stats.salvaged(data)
    assert stats.total == Tally(deals=5, deals_won=2) and dropped == [
        "the overall tally, counted again from the tallies by rules preset"]  # fmt: skip


def test_settings_are_read_field_by_field_and_each_notice_says_which_settings() -> None:
    backend = MemoryBackend()
    backend.data["kings.prefs"] = envelope("prefs", {"speed": "warp", "contrast": True, "sound": True})
    backend.data["kings.corners.settings"] = envelope("settings", {"setup": {"seats": 7, "rules": "standard"}})
    h = Harness(backend=backend)
    assert h.app.settings.contrast and h.app.settings.sound and h.app.settings.speed == "normal"
    assert h.ui.table.notices == (
        "Part of your saved settings shared by every game could not be read and was dropped: the CPU speed. The rest "
        "is kept.",
        "Part of your saved Kings in the Corner settings could not be read and was dropped: the seats and rules of a "
        "new game. The rest is kept.",
    )
    assert [e["key"] for e in set_aside(backend)] == ["kings.prefs", "kings.corners.settings"]
    again = Harness(backend=backend)
    assert again.ui.table.notices == () and again.app.settings.contrast and again.app.settings.sound


@PURE
def test_one_bad_deck_is_dropped_and_the_library_as_it_was_set_aside() -> None:
    backend = MemoryBackend()
    d = decks(backend)
    d.import_file(deck_file())
    d.duplicate("party")
    envelope_ = json.loads(backend.data["kings.kings-cup.decks"])
    library = json.loads(envelope_["data"])
    library["decks"][0]["name"] = ""
    envelope_["data"] = json.dumps(library)
    text = json.dumps(envelope_)
    backend.data["kings.kings-cup.decks"] = text
    store = Store(backend).for_game("kings-cup")
    fresh = Decks(store)
    (problem,) = fresh.load()
    assert actions(problem) == (DOWNLOAD,) and [x.name for x in fresh.library.own] == ["Party deck (copy)"]
    assert [e["text"] for e in set_aside(backend)] == [text]
    again = Decks(Store(backend).for_game("kings-cup"))
    assert again.load() == () and [x.name for x in again.library.own] == ["Party deck (copy)"]


@PURE
def test_a_decks_key_that_cannot_be_read_at_all_is_set_aside_not_deleted() -> None:
    backend = MemoryBackend()
    backend.data["kings.kings-cup.decks"] = '{"schema":1,"kind":"decks","data":"{\\"format\\": \\"kings-cup-decks\\"'
    store = Store(backend).for_game("kings-cup")
    assert Decks(store).load() == ()
    (problem,) = store.notices
    assert problem == "Your saved Kings Cup decks could not be read, so they were reset."
    assert actions(problem) == (DOWNLOAD,) and "kings.kings-cup.decks" not in backend.data
    assert set_aside(backend)[0]["text"].startswith('{"schema":1,"kind":"decks"')


def test_the_lobby_line_comes_from_the_saved_game_itself() -> None:
    h = Harness(query="?seed=3&players=2&speed=instant")
    saved = json.loads(h.backend.data["kings.corners.match"])
    assert saved["lobby"] == {"resume": True, "last": "Deal 1 in progress against a medium CPU, standard rules."}
    assert "kings.corners.lobby" not in h.backend.data  # no separate key to disagree with the game


# -- set aside -------------------------------------------------------------------------------------------------------
def test_the_unreadable_data_downloads_exactly_as_it_was() -> None:
    original = '{"schema":1,"kind":"match","data":{"record":"ça\\u0000 ✓ \\ud800"}} trailing'
    backend = MemoryBackend()
    backend.data["kings.corners.match"] = original
    h = Harness(backend=backend)
    (notice,) = h.ui.table.notices
    assert notice == "Your saved match in progress could not be read, so a new game was started."
    assert ("download-unreadable", "Download the unreadable data") in actions(notice)
    h.app.press("download-unreadable")
    (name, text), = h.ui.downloads
    assert name.startswith("kings-unreadable-") and name.endswith(".json") and text.isascii()
    (entry,) = json.loads(text)["entries"]
    assert entry["key"] == "kings.corners.match" and entry["why"] == "could not be read"
    assert entry["text"] == original and entry["text"].encode("utf-8", "surrogatepass") == original.encode(
        "utf-8", "surrogatepass")  # the very bytes  # fmt: skip


@PURE
def test_the_quarantine_is_bounded_and_keeps_the_newest() -> None:
    data: dict[str, str] = {}
    big = quarantine.MAX_CHARS // 3 + 1  # two fit, not three
    for i in range(6):
        quarantine.set_aside(data.get, data.__setitem__, f"kings.k{i}", str(i) * big, "bad", at=i)
    kept = quarantine.entries(data.get)
    assert [e["key"] for e in kept] == ["kings.k4", "kings.k5"]  # the newest that fit, oldest first
    assert sum(len(e["text"]) for e in kept) <= quarantine.MAX_CHARS
    quarantine.set_aside(data.get, data.__setitem__, "kings.huge", "h" * (quarantine.MAX_CHARS + 9), "bad", at=7)
    (huge,) = quarantine.entries(data.get)
    assert huge["cut"] == quarantine.MAX_CHARS + 9 and len(huge["text"]) == quarantine.MAX_CHARS
    for _ in range(3):  # the same text read again is kept once
        quarantine.set_aside(data.get, data.__setitem__, "kings.k0", "x", "bad", at=8)
    assert [e["key"] for e in quarantine.entries(data.get)] == ["kings.k0"]  # (the cut one was full: it went)


@PURE
def test_a_quarantine_that_cannot_be_read_is_kept_in_the_new_one() -> None:
    data = {quarantine.KEY: "{not json"}
    quarantine.set_aside(data.get, data.__setitem__, "kings.x", "bad", "could not be read", at=0)
    assert [e["text"] for e in quarantine.entries(data.get)] == ["{not json", "bad"]


# -- two tabs --------------------------------------------------------------------------------------------------------
def test_a_move_in_one_tab_never_overwrites_a_newer_save_from_another() -> None:
    backend = MemoryBackend()
    first = Harness(backend=backend, query="?seed=3&players=2&speed=instant")
    second = Harness(backend=backend)  # the same game in another tab: it resumed the first's
    assert second.session.shown.position() == first.session.shown.position()
    first.app.press("end")  # a move in the first tab, saved
    first.settle()
    newer = backend.data["kings.corners.match"]
    second.app.press("end")  # the second tab has not seen it: its move must not be saved over it
    second.settle()
    assert backend.data["kings.corners.match"] == newer and second.app.store.stale
    assert CHANGED_NOTICE in second.ui.table.notices and actions(second.ui.table.notices[-1]) == (RELOAD,)
    second.app.press("reload-saved")  # "Reload": the newer game, and saving again
    assert second.session.shown.position() == first.session.shown.position()
    assert CHANGED_NOTICE not in second.ui.table.notices and not second.app.store.stale
    second.app.press("end")
    second.settle()
    assert backend.data["kings.corners.match"] != newer  # saved again


def test_the_storage_event_marks_the_game_on_screen_and_rereads_a_hidden_one() -> None:
    backend = MemoryBackend()
    first = Harness(backend=backend, query="?seed=3&players=2&speed=instant")
    second = Harness(backend=backend)
    first.app.press("end")
    first.settle()
    second.app.changed_elsewhere("kings.corners.match")  # what the browser tells the other tab at once
    assert CHANGED_NOTICE in second.ui.table.notices and second.app.store.stale
    third = Harness(backend=backend)
    third.app.hide()  # the lobby is on screen: the game is read again when shown, without a notice
    first.app.press("end")
    first.settle()
    third.app.changed_elsewhere("kings.corners.match")
    third.app.show()
    assert third.session.shown.position() == first.session.shown.position() and third.ui.table.notices == ()


def test_a_game_left_while_another_tab_saved_over_it_reads_it_again_when_shown() -> None:
    backend = MemoryBackend()
    first = Harness(backend=backend, query="?seed=3&players=2&speed=instant")
    second = Harness(backend=backend)
    first.app.press("end")
    first.settle()
    second.app.changed_elsewhere("kings.corners.match")
    second.app.hide()  # the player goes to the lobby, or another game, without Reload
    assert CHANGED_NOTICE not in second.app.store.notices  # not shown over another game's table
    second.app.show()
    assert second.session.shown.position() == first.session.shown.position() and not second.app.store.stale


def test_the_shared_settings_merge_what_each_tab_changed() -> None:
    backend = MemoryBackend()
    first = Harness(backend=backend, query="?seed=3&players=2&speed=instant")
    second = Harness(backend=backend)
    first.app.press("contrast")  # one tab turns high contrast on
    second.app.set_speed("slow")  # the other changes the speed, unaware: the contrast stays on
    prefs = json.loads(backend.data["kings.prefs"])["data"]
    assert prefs["contrast"] is True and prefs["speed"] == "slow" and second.app.settings.contrast
    first.app.changed_elsewhere("kings.prefs")
    assert first.app.settings.speed == "slow"


# -- full or refused storage ----------------------------------------------------------------------------------------
class Full(MemoryBackend):
    """localStorage once full: reading works, every write throws QuotaExceededError."""

    full = False

    def set(self, key: str, value: str) -> None:
        if self.full:
            raise RuntimeError("QuotaExceededError: the quota has been exceeded")
        super().set(key, value)

    def remove(self, key: str) -> None:
        if self.full:
            raise RuntimeError("QuotaExceededError")
        super().remove(key)


def test_full_storage_plays_on_says_so_and_damages_nothing_saved() -> None:
    backend = Full()
    Harness(backend=backend, query="?seed=3&players=2&speed=instant")
    backend.data["kings.king.stats"] = envelope("stats", STATS, 2)
    backend.data["kings.corners.stats"] = "{damaged"  # even what cannot be read stays as it was
    backend.full = True
    before = dict(backend.data)
    h = Harness(backend=backend)
    for _ in range(3):
        h.app.press("end")
        h.settle()
    assert h.session.shown.history and FALLBACK_NOTICE in h.ui.table.notices
    assert "not being saved" in FALLBACK_NOTICE
    assert backend.data == before  # nothing written, nothing removed
    assert load_games(h.app.store, ["king"])["king"] == Stats.from_dict(STATS)  # what was saved is still read


@PURE
def test_a_widget_given_no_storage_plays_on_and_says_it_is_not_being_saved() -> None:
    store = Store(MemoryBackend())
    store.refused()
    assert store.notices == [WIDGET_NOTICE] and "not being saved" in WIDGET_NOTICE
    store.for_game("corners").save("match", {"a": 1})
    assert store.for_game("corners").load("match") == {"a": 1}
