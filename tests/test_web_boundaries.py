"""The web layer's architecture, checked (product decisions, issue 11):

- only the boot module imports the browser; page code gets the browser's objects injected, and
  pure modules do not reach for the page at all;
- the shell (web/shell/) never imports a game; a game's folder (web/<game>/) never imports another
  game's folder or another game's engine package; the engine never imports the web layer;
- the imports between web modules form a tree (no circles, counting imports made only for type
  checking), and no file of web/ reaches 400 lines;
- the games the web layer can open are the engine registry's, its folders, the lobby's tiles and
  web/shell/shell.js's list, all the same.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from kings import registry
from tests.graphs import components
from web.shell.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"
FILES = sorted(WEB.rglob("*.py"))
BROWSER = {"js", "pyodide", "pyscript"}
BOOT = WEB / "shell" / "boot.py"
#: Page code: touches the page through injected objects (never imports the browser itself).
PAGE_CODE = re.compile(r"(dom(_\w+)?|page|table|boot)\.py")


def packages(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.is_dir() and (p / "__init__.py").exists())


GAME_FOLDERS = [name for name in packages(WEB) if name != "shell"]
ENGINE_GAMES = packages(ROOT / "kings")


def name_of(path: Path, root: Path = ROOT) -> str:
    return ".".join(path.relative_to(root).with_suffix("").parts).removesuffix(".__init__")


def modules(path: Path) -> set[str]:
    """Every module ``path`` imports, by full name (``from web.corners import view`` counts as
    ``web.corners`` and ``web.corners.view``), type-checking-only imports included."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def imports(path: Path) -> set[str]:
    return {m.split(".")[0] for m in modules(path)}


def ids(paths: list[Path]) -> list[str]:
    return [p.relative_to(WEB).as_posix() for p in paths]


def test_the_walk_sees_the_shell_and_every_game_folder() -> None:
    names = set(ids(FILES))
    assert {"shell/boot.py", "shell/storage.py", "corners/app.py", "corners/dom.py", "king/dom.py"} <= names
    assert GAME_FOLDERS == ["corners", "king", "kings_court", "kings_cup", "klondike", "three_thirteen"]


@pytest.mark.parametrize("path", FILES, ids=ids(FILES))
def test_only_the_boot_module_imports_the_browser(path: Path) -> None:
    uses = imports(path) & BROWSER
    if path == BOOT:
        assert uses  # the boot module is where the browser comes in
    else:
        assert not uses, f"{path.name} imports {uses}: only web/shell/boot.py may (page code gets JS objects injected)"


PURE = [p for p in FILES if not PAGE_CODE.fullmatch(p.name)]


@pytest.mark.parametrize("path", PURE, ids=ids(PURE))
def test_pure_modules_do_not_reach_for_the_page(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    for word in ("document", "window", "localStorage", "addEventListener"):
        assert f".{word}" not in text and f"{word}." not in text, f"{path.name} mentions {word}"
    page = {m for m in modules(path) if m.startswith("web.") and PAGE_CODE.fullmatch(m.rsplit(".", 1)[-1] + ".py")}
    assert not page, f"{path.name} imports page code {page}"


SHELL = sorted((WEB / "shell").rglob("*.py"))


@pytest.mark.parametrize("path", SHELL, ids=ids(SHELL))
def test_the_shell_never_imports_a_game(path: Path) -> None:
    games = {f"web.{g}" for g in GAME_FOLDERS} | {f"kings.{g}" for g in ENGINE_GAMES}
    bad = {m for m in modules(path) if any(m == g or m.startswith(g + ".") for g in games)}
    assert not bad, f"{path.relative_to(ROOT)} imports a game: {sorted(bad)} (name it in web/shell/games.py instead)"


def foreign(path: Path, game: str) -> set[str]:
    """The imports of ``path`` (in web/<game>/) that belong to another game, web or engine side."""
    others = [g for g in {*GAME_FOLDERS, *ENGINE_GAMES, *(i.id.replace("-", "_") for i in registry.coming())}
              if g != game]
    return {m for m in modules(path) for g in others for top in ("web", "kings")
            if m == f"{top}.{g}" or m.startswith(f"{top}.{g}.")}  # fmt: skip


@pytest.mark.parametrize("game", GAME_FOLDERS)
def test_a_game_folder_imports_no_other_game(game: str) -> None:
    for path in sorted((WEB / game).rglob("*.py")):
        assert not foreign(path, game), f"{path.relative_to(ROOT)} imports another game: {foreign(path, game)}"


def test_the_game_checker_catches_a_game_importing_another(tmp_path: Path) -> None:
    bad = tmp_path / "dom.py"
    bad.write_text("from web.king.view import x\nfrom kings.klondike import Deal\nfrom web.corners import GAME\n")
    assert foreign(bad, "corners") == {"web.king.view", "web.king.view.x", "kings.klondike", "kings.klondike.Deal"}


def test_the_engine_never_imports_the_web_layer() -> None:
    for path in (ROOT / "kings").rglob("*.py"):
        assert "web" not in imports(path) - {"webbrowser"}, path


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    return [sorted(group) for group in components(graph)]


def import_graph() -> dict[str, set[str]]:
    names = {name_of(p): p for p in FILES}
    return {n: {m for m in modules(p) if m in names and m != n} for n, p in names.items()}


def test_the_web_modules_import_each_other_as_a_tree() -> None:
    assert cycles(import_graph()) == []


def test_the_cycle_finder_finds_a_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]


WEB_FILES = sorted(p for p in WEB.rglob("*") if p.suffix in (".py", ".js", ".mjs", ".css"))


@pytest.mark.parametrize("path", WEB_FILES, ids=ids(WEB_FILES))
def test_web_files_stay_small(path: Path) -> None:
    assert len(path.read_text(encoding="utf-8").splitlines()) < 400, path.name


# -- one list of games -------------------------------------------------------------------------------
def test_the_web_games_are_the_engine_registrys_and_the_folders() -> None:
    assert list(GAMES) == [g.id for g in registry.games()]
    assert sorted(g.replace("-", "_") for g in GAMES) == GAME_FOLDERS
    for g in registry.games():
        assert GAMES[g.id].name == g.name
        folder = f"web.{g.id.replace('-', '_')}"  # an id's dash is a package name's underscore
        assert GAMES[g.id].package == folder
        page, app, reporter = GAMES[g.id].parts()  # the classes the shell puts together to open the table
        assert (page.__name__, app.__name__, reporter.__name__) == ("Page", "App", "Reporter")
        assert hasattr(page, "bind") and hasattr(app, "boot") and app.__module__ == f"{folder}.app"
        if GAMES[g.id].thinker is None:  # a party game: no CPU players, no thinker, and the worker refuses it plainly
            assert not g.offered_levels  # (solitaire has no CPU players either, but its worker finds hints and deals)
            with pytest.raises(ValueError, match=f"{g.name} has no CPU players"):
                GAMES[g.id].thinker_module()
            continue
        # the module that declares the game's CPU players (web.shell.thinker), or a thinker of its own (Klondike's)
        assert GAMES[g.id].thinker in (f"{folder}.players", f"{folder}.spec", f"{folder}.thinker")
        if GAMES[g.id].engine_players:  # the worker's lighter thinker stands for the spec's: nothing of its own
            cpu = GAMES[g.id].thinker_module().CPU
            assert (cpu.player_for, cpu.hint_player, cpu.rescue, cpu.game) == (None, None, None, g.id)
        else:
            assert hasattr(GAMES[g.id].thinker_module(), "Thinker")


def test_shell_js_knows_the_same_games() -> None:
    text = (WEB / "shell" / "shell.js").read_text(encoding="utf-8")
    ready = re.search(r"const GAMES = \{(.*?)\};", text)
    coming = re.search(r"const COMING = \{(.*?)\};", text)
    assert ready and coming
    pairs = re.compile(r'"?([\w-]+)"?: "([^"]+)"')
    assert pairs.findall(ready.group(1)) == [(g.id, g.name) for g in registry.games()]
    assert pairs.findall(coming.group(1)) == [(g.id, g.name) for g in registry.coming()]


def test_shell_js_gives_every_game_its_own_stylesheet_and_the_page_links_none() -> None:
    """Each game's table*.css is linked by shell.js when the game shows (the lobby waits on none of them): every game
    has an entry naming its own folder last (after any it wears on purpose), and index.html links no game's sheet."""
    text = (WEB / "shell" / "shell.js").read_text(encoding="utf-8")
    styles = re.search(r"const STYLES = \{(.*?)\};", text)
    assert styles
    entries = dict(re.findall(r'"?([\w-]+)"?: \[([^\]]*)\]', styles.group(1)))
    assert list(entries) == [g.id for g in registry.games()]
    for game_id, folders in entries.items():
        sheets = re.findall(r'"(\w+)/(table[\w-]*)"', folders)
        own = [folder for folder, _ in sheets if folder == game_id.replace("-", "_")]
        assert own and sheets[-1][0] == own[0] and (own[0], "table") in sheets, game_id  # its own last, table.css first
        assert all((WEB / folder / f"{name}.css").is_file() for folder, name in sheets)
    # every sheet a game folder holds is linked: one left out would be shipped and never worn
    linked = {f"{folder}/{name}.css" for folder, name in re.findall(r'"(\w+)/(table[\w-]*)"', styles.group(1))}
    assert {str(p.relative_to(WEB)) for p in WEB.glob("*/table*.css")} == linked
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    assert not re.search(r'href="\./web/(?!shell/)\w+/[\w.]+\.css"', html)
    assert html.count("data-shell-css") == 1


def test_shell_css_shows_one_games_table_at_a_time() -> None:
    """Every game's table and words ([data-for]) hide while another game shows (Klondike's once did not: its empty
    table sat under the other games' tables)."""
    css = (WEB / "shell" / "shell.css").read_text(encoding="utf-8")
    rule = r'html:not\(\[data-game="([\w-]+)"\]\) \[data-(table|for)="([\w-]+)"\]'
    hides = re.search(r"((?:" + rule + r",?\s*)+)\{ display: none", css)
    assert hides
    rules = set(re.findall(rule, hides.group(1)))
    games = [g.id for g in registry.games()]
    assert rules == {(g, kind, g) for g in games for kind in ("table", "for")}


def players(low: int, high: int) -> str:
    return f"{low} player" if low == high == 1 else f"{low} players" if low == high else f"{low} to {high} players"


def test_the_lobby_has_a_tile_per_game_saying_what_the_registry_says() -> None:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    tiles = re.findall(r'<li class="tile" data-tile="([\w-]+)"( data-ready)?>(.*?)</li>', html, re.S)
    assert [t[0] for t in tiles] == [g.id for g in (*registry.games(), *registry.coming())]
    ready = {g.id for g in registry.games()}
    for game_id, is_ready, body in tiles:
        info = registry.game(game_id) if game_id in ready else next(g for g in registry.coming() if g.id == game_id)
        assert bool(is_ready) == (game_id in ready)
        # (a name is a name: translate="no" keeps it in every language, but Klondike's: it has its own in many)
        assert re.search(rf'<h3 class="tile-name"( translate="no")?>{re.escape(info.name)}</h3>', body), game_id
        assert f'<p class="tile-pitch">{info.pitch}</p>' in body
        assert f'<p class="tile-players">{players(info.min_players, info.max_players)} ' in body
        assert (f'href="?game={game_id}"' in body) == (game_id in ready)  # a coming game never leads anywhere
        assert ("Coming soon" in body) == (game_id not in ready)
