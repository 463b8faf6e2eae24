"""Nothing a player saved is lost, in Chromium (issue 35): two tabs never save over each other, full storage plays
on without damaging what was saved, data that cannot be read downloads exactly as it was, and a backup restores."""

from __future__ import annotations

import json
from pathlib import Path

from playwright.sync_api import BrowserContext, expect

from e2e.conftest import KingsPage

SAVED = "() => JSON.stringify(Object.keys(localStorage).filter((k) => k.startsWith('kings.')).sort()" \
        ".map((k) => [k, localStorage.getItem(k)]))"  # fmt: skip


def end_turn(kings: KingsPage) -> None:
    moves = kings.body("moves")
    kings.page.get_by_role("button", name="Draw & end turn").click()
    kings.page.wait_for_function(f"document.body.dataset.moves !== '{moves}'")
    kings.wait_human()


def test_two_tabs_never_save_over_each_other_and_the_older_offers_reload(kings: KingsPage, context: BrowserContext):
    kings.open("?seed=3&players=2&speed=instant")
    other = KingsPage(context.new_page())
    other.open("?game=corners")  # the same game in a second tab: it resumes the first's
    assert other.position() == kings.position()
    end_turn(kings)  # a move in the first tab
    newer = kings.page.evaluate("localStorage.getItem('kings.corners.match')")
    notice = other.page.locator("#notices .notice", has_text="changed in another tab")
    expect(notice).to_be_visible()  # the second tab heard of it at once (the storage event)
    end_turn(other)  # a move there is played, but not saved over the newer game
    assert kings.page.evaluate("localStorage.getItem('kings.corners.match')") == newer
    notice.get_by_role("button", name="Reload").click()
    expect(notice).to_have_count(0)
    assert other.position() == kings.position()  # the newer game, and saving again
    end_turn(other)
    assert kings.page.evaluate("localStorage.getItem('kings.corners.match')") != newer
    assert other.errors == []


def test_full_storage_plays_on_says_so_and_damages_nothing(kings: KingsPage) -> None:
    page = kings.page
    page.add_init_script("""{
        const set = Storage.prototype.setItem, remove = Storage.prototype.removeItem;
        const full = () => sessionStorage.getItem('full') === '1';
        const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        const mine = (store) => full() && store === localStorage;
        Storage.prototype.setItem = function (k, v) { if (mine(this)) throw quota(); return set.call(this, k, v); };
        Storage.prototype.removeItem = function (k) { if (mine(this)) throw quota(); return remove.call(this, k); };
    }""")  # fmt: skip
    kings.open("?seed=3&players=2&speed=instant")
    end_turn(kings)
    page.evaluate("localStorage.setItem('kings.king.stats', 'not readable, and kept')")
    page.evaluate("sessionStorage.setItem('full', '1')")
    before = page.evaluate(SAVED)
    page.reload()
    kings.wait_human()
    position = kings.position()
    end_turn(kings)
    expect(page.locator("#notices")).to_contain_text("this game is not being saved")
    assert kings.position() != position  # play goes on
    assert page.evaluate(SAVED) == before  # and nothing saved was touched


def test_data_that_cannot_be_read_downloads_exactly_as_it_was(kings: KingsPage, tmp_path: Path) -> None:
    page = kings.page
    original = '{"schema":2,"kind":"stats","data":{"total":{"deals":"ça ✓"}},'  # cut short: not JSON
    kings.open("?seed=3&players=2&speed=instant")
    page.evaluate(f"localStorage.setItem('kings.corners.stats', {json.dumps(original)})")
    page.reload()
    kings.wait("ready")
    notice = page.locator("#notices .notice", has_text="statistics could not be read")
    expect(notice).to_be_visible()
    assert page.evaluate("localStorage.getItem('kings.corners.stats')") is None
    with page.expect_download() as download:
        notice.get_by_role("button", name="Download the unreadable data").click()
    path = tmp_path / "unreadable.json"
    download.value.save_as(path)
    assert download.value.suggested_filename.startswith("kings-unreadable-")
    (entry,) = json.loads(path.read_bytes())["entries"]
    assert entry["key"] == "kings.corners.stats" and entry["text"].encode() == original.encode()  # the bytes


def test_back_up_everything_and_restore_it(kings: KingsPage, tmp_path: Path) -> None:
    page = kings.page
    kings.open("?seed=3&players=2&speed=instant")
    end_turn(kings)
    position = kings.position()
    page.get_by_role("button", name="Settings").click()
    with page.expect_download() as download:
        page.get_by_role("button", name="Back up everything").click()
    path = tmp_path / "backup.json"
    download.value.save_as(path)
    assert json.loads(path.read_text("utf-8"))["format"] == "kings-backup"
    expect(page.locator("#backup-note")).to_contain_text("Saved kings-backup-")
    page.evaluate("localStorage.clear()")
    kings.open("?game=corners&seed=9&players=3&speed=instant")  # a new device: another game
    assert kings.position() != position
    page.get_by_role("button", name="Settings").click()
    page.get_by_label("replace what is here").check()
    page.locator("#restore-file").set_input_files(str(path))
    expect(page.locator("#backup-note")).to_contain_text("Restored the backup of")
    expect(page.locator("#backup-note")).to_contain_text("Taken: Settings shared by every game")
    page.wait_for_function(f"document.getElementById('kings-state').dataset.position === {json.dumps(position)}")
    page.reload()
    kings.wait_human()
    assert kings.position() == position and page.locator("#notices .notice").count() == 0
    assert page.evaluate("window.kingsCsp") == []


def test_the_lobby_says_continue_from_the_saved_game_whatever_else_is_damaged(kings: KingsPage) -> None:
    page = kings.page
    kings.open("?seed=3&players=2&speed=instant")
    page.evaluate("""() => {
        localStorage.setItem('kings.corners.lobby', '{damaged');
        const king = {schema: 1, kind: 'match', data: {}};  // saved before the lobby's line moved into the game
        localStorage.setItem('kings.king.match', JSON.stringify(king));
        localStorage.setItem('kings.king.lobby', 'null');
    }""")
    page.goto("/index.html")
    page.wait_for_selector("html[data-view='lobby'] #lobby-title")
    expect(page.get_by_role("link", name="Continue Kings in the Corner")).to_be_visible()
    expect(page.locator("[data-tile='corners'] [data-last]")).to_contain_text("Deal 1 in progress")
    expect(page.get_by_role("link", name="Continue King", exact=True)).to_be_visible()
    expect(page.get_by_role("link", name="Play 3-13")).to_be_visible()
