"""Every game's daily shared from its end in Chromium (issue 50): a device whose daily of today was played to its
end (by the page's own Python under CPython, at random for every seat: a whole King game in a browser is minutes of
taps) opens the game; the end's banner says it, Share copies the result, and the words read back from the clipboard
are the ones the same code writes under CPython, with the link that deals the same daily. Kings Cup's daily is
played in the browser itself, and its link opened by a friend, in e2e/test_share.py."""

from __future__ import annotations

import datetime
import json
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from playwright.sync_api import Page, expect

from kings.klondike.moves import GIVE_UP
from tests.test_daily import table
from tests.test_replay import played
from web.shell.backends import MemoryBackend
from web.shell.daily import day_number
from web.shell.replaying import frames

CLIPBOARD = ["clipboard-read", "clipboard-write"]
GAMES = ("corners", "king", "three-thirteen", "klondike", "kings-court")


def ended_daily(game: str) -> tuple[dict[str, str], str]:
    """The storage of a device that played today's daily of ``game`` to its end, and the result its Share writes."""
    backend = MemoryBackend()
    h = table(game, f"?daily={datetime.datetime.now(datetime.UTC).date().isoformat()}", backend, time.time())
    end = played(h.app.session, 50 if game == "klondike" else 50_000, seed=3)
    end = end.play(GIVE_UP) if game == "klondike" else end  # (a deal not won ends given up)
    h.app.set_session(frames(end.replay_start(), end.plays[:-1], str)[-1].session)
    h.app._apply(end.plays[-1])  # the last move at the table: the daily's result is logged, the game saved
    h.close()
    card = h.app.result_card()
    assert card is not None and card.query is not None and h.app.dailies.log.days
    return dict(backend.data), f"{card.text}\n{card.query}"


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.browser_context_args(permissions=CLIPBOARD)
def test_a_daily_played_to_its_end_shares_its_result_and_link(page: Page, base_url: str, game: str) -> None:
    with ThreadPoolExecutor(1) as pool:  # (the CPUs' turns run an event loop: not in Playwright's thread)
        storage, expected = pool.submit(ended_daily, game).result()
    page.add_init_script(f"""if (!sessionStorage.getItem("seeded")) {{
        sessionStorage.setItem("seeded", "1");
        for (const [key, value] of Object.entries({json.dumps(storage)})) localStorage.setItem(key, value);
    }}""")
    page.goto(f"/index.html?game={game}")
    share = page.locator(f"main[data-table='{game}'] [data-action='share']:visible")
    share.wait_for(timeout=90_000)
    share.click()
    expect(page.get_by_text("Result copied: paste it in a message to a friend.")).to_be_visible()
    words, query = expected.rsplit("\n", 1)
    assert page.evaluate("navigator.clipboard.readText()") == f"{words}\n{base_url}/index.html{query}"
    today = datetime.datetime.now(datetime.UTC).date()
    assert words.splitlines()[0].endswith(f" · Daily deal #{day_number(today)}")
    assert query == f"?game={game}&daily={today.isoformat()}"
