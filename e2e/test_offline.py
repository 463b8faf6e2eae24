"""Offline: after one visit the game boots and plays with the server stopped and the browser
restarted (so do games never opened online, King's Court's CPU in its worker too), and Chromium finds it
installable; a new deploy is offered as "New version available - Reload", and taking it loads the new version
whole (old and new files never mix). The site is the built dist/ under a sub-path, served by a server of our own
that these tests really stop."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserType, Page, expect

from e2e import sites
from e2e.test_kings_court import CourtPage

SUB = "games/kings/"  # a GitHub Pages project site lives under /<repo>/


@pytest.fixture
def site(tmp_path: Path, base_url: str) -> Iterator[tuple[Path, sites.Server]]:
    """A fresh build of the site in tmp/www/games/kings/, served from tmp/www (base_url: zips are fresh)."""
    root = tmp_path / "www"
    sites.build(root / SUB)
    server = sites.Server(root)
    yield root / SUB, server
    server.stop()


def cache_of(page: Page) -> dict[str, Any]:
    found = sites.worker_active(page)
    assert found["scope"].endswith("/" + SUB), found
    return found


def test_the_game_boots_and_plays_offline_after_one_visit(
    site: tuple[Path, sites.Server], tmp_path: Path, browser_type: BrowserType,
    browser_type_launch_args: dict[str, Any],
) -> None:  # fmt: skip
    dist, server = site
    url = f"{server.origin}/{SUB}"
    build_site = sites.script("build_site")
    # (the lazy ones, the full standard library and each language's words, are cached when first asked for)
    files = len([f for f in build_site.site_files(dist) if not build_site.lazy(f)])
    profile = tmp_path / "profile"

    context = sites.launch(browser_type, browser_type_launch_args, profile)
    requests = sites.Requests(context)
    page = context.new_page()
    errors = sites.watch(page)
    page.goto(url + "?seed=11&players=2&speed=instant")
    sites.wait_ready(page)
    found = cache_of(page)  # registered once the table was ready, then installed and activated
    assert found["counts"] == [files + 1], found  # every file of the site, runtime and games included, and the root
    cdp = context.new_cdp_session(page)  # installable: Chromium's own verdict on manifest, icons, worker
    assert cdp.send("Page.getAppManifest").get("errors") == []
    assert cdp.send("Page.getInstallabilityErrors") == {"installabilityErrors": []}
    page.get_by_role("button", name="Draw & end turn").click()
    page.wait_for_function("document.body.dataset.moves !== '0'")
    # the CPU's turn played out (and saved) too: the position read before the browser closes is the one saved last
    page.wait_for_selector("body[data-actor='human'], body[data-state='deal-over'], body[data-state='match-over']")
    position = page.get_attribute("#kings-state", "data-position")
    context.close()
    server.stop()  # the site is gone: nothing answers on its port any more
    served = len(server.log)

    context = sites.launch(browser_type, browser_type_launch_args, profile)  # the browser restarted
    requests_again = sites.Requests(context)
    page = context.new_page()
    errors += sites.watch(page)
    page.goto(url)  # the bare address, as the installed app opens it: the lobby
    continue_game = page.get_by_role("link", name="Continue Kings in the Corner")
    expect(continue_game).to_be_visible()  # the lobby knows, with no network, that a game is in progress
    continue_game.click()
    sites.wait_ready(page)
    assert page.get_attribute("#kings-state", "data-position") == position  # the saved game resumed
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    sources = page.evaluate("""() => performance.getEntriesByType('navigation')
        .concat(performance.getEntriesByType('resource')).filter((e) => e.name.startsWith(location.origin))
        .map((e) => [e.name.slice(location.origin.length),
                     e.workerFinalSourceType || (e.workerStart > 0 ? 'fetch-event' : '')])""")
    # The page and everything it loaded came from the worker's cache: straight from it by the worker's
    # static routes (no worker start), or through its fetch handler (URLs with a query string).
    assert sources and all(source in ("cache", "fetch-event") for _, source in sources), sources
    assert sources[0] == [f"/{SUB}", "cache"]  # the root, as an installed app opens it: no worker start
    faces = page.evaluate("""() => Promise.all([...document.querySelectorAll('#hand .card')].map(c =>
        new Promise(ok => { const img = new Image(); img.onload = () => ok(img.naturalWidth);
            img.onerror = () => ok(0); img.src = getComputedStyle(c).backgroundImage.slice(5, -2); })))""")
    assert faces and all(width > 0 for width in faces), faces  # the card faces, offline too
    moves = page.get_attribute("body", "data-moves")
    page.get_by_role("button", name="Draw & end turn").click()
    page.wait_for_function(f"document.body.dataset.moves !== '{moves}'")
    assert page.evaluate("window.kingsCsp") == []
    page.click("[data-lobby]")  # the other games, never opened online: every file of them was cached too
    page.get_by_role("link", name="Play King", exact=True).click()
    page.wait_for_selector("body[data-game='king'][data-state='ready']", timeout=60_000)
    expect(page.locator("#king-hand [data-card]")).to_have_count(13)
    page.click("[data-lobby]")  # and King's Court's CPU answers from its worker, offline
    page.get_by_role("link", name="Play King's Court", exact=True).click()
    page.wait_for_selector("body[data-game='kings-court'][data-state='ready']", timeout=60_000)
    page.get_by_role("button", name="No thanks").click()  # the tutorial's offer to a first game
    court = CourtPage(page)
    court.wait_human()
    court.click_move(court.legal()[0])
    court.wait_human()
    assert int(court.body("moves")) == 2
    context.close()

    assert len(server.log) == served  # (the server is closed; this says nothing reached it)
    assert requests.outside() == [] and requests_again.outside() == []
    assert errors == []


def test_a_new_deploy_is_offered_and_taken_whole(
    site: tuple[Path, sites.Server], tmp_path: Path, browser_type: BrowserType,
    browser_type_launch_args: dict[str, Any],
) -> None:  # fmt: skip
    dist, server = site
    url = f"{server.origin}/{SUB}"
    context = sites.launch(browser_type, browser_type_launch_args, tmp_path / "profile")
    requests = sites.Requests(context)
    page = context.new_page()
    errors = sites.watch(page)
    page.goto(url + "?seed=12&players=2&speed=instant")
    sites.wait_ready(page)
    old = cache_of(page)["caches"]
    page.reload()  # now served by the worker
    sites.wait_ready(page)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    expect(page.locator("#update")).to_be_hidden()

    # A deploy: one file changes (a marker in the page), and sw.js with it.
    index = dist / "index.html"
    index.write_text(index.read_text(encoding="utf-8").replace(
        "<title>", '<meta name="kings-test-deploy" content="2">\n  <title>'), encoding="utf-8")  # fmt: skip
    sites.restamp(dist)

    page.reload()  # still the old version (from its cache), which finds the new one and offers it
    sites.wait_ready(page)
    prompt = page.locator("#update")
    expect(prompt).to_be_visible(timeout=sites.BOOT_TIMEOUT_MS)
    expect(prompt).to_contain_text("New version available")
    assert page.locator("meta[name='kings-test-deploy']").count() == 0  # nothing new has leaked in
    moves = page.get_attribute("body", "data-moves")

    with page.expect_event("load"):  # the new worker takes over and the page reloads itself
        prompt.get_by_role("button", name="Reload").click()
    sites.wait_ready(page)
    assert page.locator("meta[name='kings-test-deploy']").count() == 1
    assert page.get_attribute("body", "data-moves") == moves  # the game goes on where it was
    new = cache_of(page)["caches"]
    assert len(new) == 1 and new != old  # activate deleted the old version's cache
    expect(page.locator("#update")).to_be_hidden()
    context.close()
    assert requests.outside() == []
    assert errors == []
