"""How the site ships its Python code (scripts/vendor.py, web/shell/packages.py): the shell's zip
and one zip per registered game, every file in exactly one of them, and a game's zip joining the
import path only when that game opens."""

from __future__ import annotations

import importlib
import marshal
import sys
import zipfile
from pathlib import Path

import pytest

from kings import registry
from scripts import vendor
from web.shell import codecache, packages
from web.shell import games as web_games

ROOT = Path(__file__).resolve().parent.parent


def test_every_folder_of_the_code_is_a_regular_package() -> None:
    """A folder of .py files without __init__.py is a namespace package, which the bytecode build's module
    finder cannot walk: the site then shipped no .pyc and no memory snapshot, and every boot took seconds more
    (web/shell/online/, until issue 33 found it)."""
    folders = {p.parent for top in ("kings", "web") for p in (ROOT / top).rglob("*.py") if "__pycache__" not in p.parts}
    assert sorted(f.relative_to(ROOT).as_posix() for f in folders if not (f / "__init__.py").is_file()) == []


def test_every_file_of_the_code_is_in_exactly_one_zip() -> None:
    zips = vendor.packages()
    shipped = [path for files in zips.values() for path in files]
    every = sorted(p.relative_to(ROOT).as_posix() for top in ("kings", "web") for p in (ROOT / top).rglob("*.py")
                   if "__pycache__" not in p.parts)  # fmt: skip
    assert sorted(shipped) == every  # nothing left out, nothing twice


def test_each_registered_game_has_its_own_zip_with_its_engine_and_its_table() -> None:
    zips = vendor.packages()
    assert set(zips) == {"shell.zip", *(f"games/{game.id}.zip" for game in registry.games())}
    for game in registry.games():
        engine = game.package.replace(".", "/") + "/"
        table = web_games.GAMES[game.id].package.replace(".", "/") + "/"
        files = zips[f"games/{game.id}.zip"]
        assert files and all(f.startswith((engine, table)) for f in files), game.id
        assert f"{engine}__init__.py" in files and f"{table}app.py" in files and f"{table}dom.py" in files
        assert packages.url(game.id) == f"./vendor/{vendor.game_zip(game.id)}"  # where the page fetches it


def test_the_shell_zip_holds_no_game() -> None:
    shell = vendor.packages()["shell.zip"]
    assert "web/shell/boot.py" in shell and "kings/registry.py" in shell and "kings/__init__.py" in shell
    assert all(path.count("/") == 1 or path.startswith("web/shell/") for path in shell), shell


def fake_tree(root: Path, *packages_: str) -> Path:
    for path in ("kings/__init__.py", "kings/cards.py", "web/__init__.py", "web/shell/__init__.py",
                 "web/shell/games.py", *(f"{p}/__init__.py" for p in packages_)):  # fmt: skip
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text("")
    return root


def test_a_game_gets_its_zip_by_being_registered(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = fake_tree(tmp_path, "kings/court", "web/court")
    (root / "kings/court/game.py").write_text("")
    (root / "web/court/app.py").write_text("")
    with pytest.raises(ValueError, match="kings/court/ belongs to no registered game"):
        vendor.packages(root)  # not registered yet: the build says which package has no game
    court = registry.GameInfo("court", "Court", 2, 2, "A test game.", "standard", (), "kings.court.game:GAME")
    monkeypatch.setattr(registry, "games", lambda: (court,))
    monkeypatch.setattr(web_games, "GAMES", {"court": web_games.WebGame("court", "Court", "web.court", None)})
    zips = vendor.packages(root)
    assert zips == {
        "shell.zip": ["kings/__init__.py", "kings/cards.py", "web/__init__.py", "web/shell/__init__.py",
                      "web/shell/games.py"],
        "games/court.zip": ["kings/court/__init__.py", "kings/court/game.py", "web/court/__init__.py",
                            "web/court/app.py"],
    }  # fmt: skip


def test_a_table_without_an_engine_in_the_registry_stops_the_build(monkeypatch: pytest.MonkeyPatch) -> None:
    court = web_games.WebGame("court", "C", "web.c", None)
    monkeypatch.setattr(web_games, "GAMES", {**web_games.GAMES, "court": court})
    with pytest.raises(ValueError, match=r"'court', which kings/registry\.py does not register"):
        vendor.packages()


def test_the_zips_are_reproducible_byte_for_byte(tmp_path: Path) -> None:
    files = vendor.packages()["games/kings-cup.zip"]
    first = vendor.build_package_zip("games/kings-cup.zip", files, vendor=tmp_path / "a").read_bytes()
    second = vendor.build_package_zip("games/kings-cup.zip", files, vendor=tmp_path / "b").read_bytes()
    assert first == second
    with zipfile.ZipFile(tmp_path / "a" / "games" / "kings-cup.zip") as zf:
        assert sorted(zf.namelist()) == sorted(files)


def test_a_mounted_game_zip_imports_as_part_of_the_kings_and_web_packages(tmp_path: Path) -> None:
    path = tmp_path / "games" / "zz.zip"
    path.parent.mkdir()
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("kings/zz_game/__init__.py", "RULES = 'from the zip'\n")
        zf.writestr("web/zz_game/__init__.py", "from kings.zz_game import RULES\nTABLE = RULES + ', drawn'\n")
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("web.zz_game")  # not on the path until mounted
    try:
        assert not packages.mounted(str(path))
        packages.mount(str(path))
        packages.mount(str(path))  # twice: nothing changes
        assert packages.mounted(str(path))
        assert sum(entry.endswith("zz.zip/kings") for entry in importlib.import_module("kings").__path__) == 1
        assert importlib.import_module("web.zz_game").TABLE == "from the zip, drawn"
    finally:
        for name in ("kings", "web"):
            module = sys.modules[name]
            module.__path__[:] = [p for p in module.__path__ if not p.startswith(str(path))]
        for name in ("kings.zz_game", "web.zz_game"):
            sys.modules.pop(name, None)


def test_a_game_zip_of_another_build_is_refused(tmp_path: Path) -> None:
    files = vendor.packages()["games/klondike.zip"]
    ours = vendor.build_package_zip("games/klondike.zip", files, vendor=tmp_path / "a", build="1111aaaa")
    theirs = vendor.build_package_zip("games/klondike.zip", files, vendor=tmp_path / "b", build="2222bbbb")
    assert packages.build_of(str(ours)) == "1111aaaa"
    with pytest.raises(packages.StaleCode, match=r"klondike\.zip is of build 2222bbbb, the page of 1111aaaa"):
        packages.mount(str(theirs), "1111aaaa")
    assert not packages.mounted(str(theirs))  # nothing of it joined the import path


def test_every_zip_of_a_build_carries_the_same_id() -> None:
    zips = vendor.packages()
    build = vendor.build_id(zips)
    assert len(build) == 16 and build == vendor.build_id(zips)
    assert build != vendor.build_id({**zips, "shell.zip": zips["shell.zip"][1:]})  # any file changes it


def compiled_like_pyc_build(path: Path) -> None:
    """Each .py of the zip at ``path`` replaced by a .pyc, as scripts/pyc_build.py leaves it (bytes aside)."""
    with zipfile.ZipFile(path) as zf:
        entries = [(n + "c" if n.endswith(".py") else n, zf.read(n)) for n in zf.namelist()]
    with zipfile.ZipFile(path, "w") as zf:
        for name, data in entries:
            zf.writestr(name, data)


def test_the_e2e_run_reuses_zips_only_when_they_hold_this_very_code_compiled(tmp_path: Path) -> None:
    zips = vendor.packages()
    build = vendor.build_id(zips)
    for name, files in zips.items():
        vendor.build_package_zip(name, files, vendor=tmp_path, build=build)
    assert not vendor.game_zips_current(tmp_path)  # sources only: not compiled yet
    for name in zips:
        compiled_like_pyc_build(tmp_path / name)
    assert vendor.game_zips_current(tmp_path)
    other = tmp_path / "games" / "klondike.zip"
    vendor.build_package_zip("games/klondike.zip", zips["games/klondike.zip"], vendor=tmp_path, build="0" * 16)
    compiled_like_pyc_build(other)
    assert not vendor.game_zips_current(tmp_path)  # one zip of another build (another file's bytes)
    vendor.build_package_zip("games/klondike.zip", zips["games/klondike.zip"], vendor=tmp_path, build=build)
    compiled_like_pyc_build(other)
    (tmp_path / "games" / "retired.zip").write_bytes(other.read_bytes())
    assert not vendor.game_zips_current(tmp_path)  # a zip of a game no longer registered
    (tmp_path / "games" / "retired.zip").unlink()
    assert vendor.game_zips_current(tmp_path)


def test_a_mounted_zip_brings_its_compiled_dataclass_methods(tmp_path: Path) -> None:
    source = ("from dataclasses import dataclass\n\n"
              "@dataclass(frozen=True)\nclass Seat:\n    name: str\n    level: int = 1\n")  # fmt: skip
    module = tmp_path / "zz_seats.py"  # what scripts/pyc_build.py does: import the zip's modules, recording
    module.write_text(source)
    sys.path.insert(0, str(tmp_path))
    try:
        blob = codecache.record(lambda: importlib.import_module("zz_seats"))
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("zz_seats", None)
    path = tmp_path / "games" / "zz.zip"
    path.parent.mkdir()
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("kings/zz_cached/__init__.py", source)
        zf.writestr(codecache.ENTRY, blob)
    cache = codecache.CodeCache()
    try:
        packages.mount(str(path), cache=cache)
        with cache.installed():
            seat = importlib.import_module("kings.zz_cached").Seat("Ann")
        assert (seat.name, seat.level) == ("Ann", 1) and seat == type(seat)("Ann", 1)
        assert cache.hits > 0  # its methods came from the zip, not from compiling
    finally:
        for name in ("kings", "web"):
            module_ = sys.modules[name]
            module_.__path__[:] = [p for p in module_.__path__ if not p.startswith(str(path))]
        sys.modules.pop("kings.zz_cached", None)


def test_a_cache_of_another_python_is_ignored() -> None:
    cache = codecache.CodeCache()
    assert cache.add(b"not marshal data") == 0 and cache.add(marshal.dumps([1, 2])) == 0


def test_mounting_a_zip_that_is_not_there_says_so(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="no such file"):
        packages.mount(str(tmp_path / "missing.zip"))


def test_a_fetched_zip_is_written_whole(tmp_path: Path) -> None:
    target = tmp_path / "games" / "king.zip"
    packages.write(str(target), b"PK zip bytes")
    assert target.read_bytes() == b"PK zip bytes" and not (tmp_path / "games" / "king.zip.part").exists()


def test_the_shell_stylesheet_is_the_shells_sheets_in_order_with_urls_from_vendor(tmp_path: Path) -> None:
    """vendor/shell.css (the one stylesheet index.html links) holds every shell sheet but online play's, in cascade
    order, each url() rebased from web/shell/ to vendor/ (a card face), data: and absolute ones untouched."""
    shell = tmp_path / "web" / "shell"
    shell.mkdir(parents=True)
    for name in vendor.SHELL_CSS:
        (shell / f"{name}.css").write_text(f".{name} {{ color: red; }}\n", encoding="utf-8")
    (shell / "cards.css").write_text(
        '.a { background: url("../../vendor/cards/KH.svg"); }\n.b { background: url(data:image/svg+xml,x); }\n'
        ".c { background: url('../../icons/i.png'); }\n.d { background: url(/x.png); }\n",
        encoding="utf-8",
    )
    (shell / "online.css").write_text(".online { color: red; }\n", encoding="utf-8")
    text = vendor.shell_css(tmp_path, tmp_path / "vendor").read_text(encoding="utf-8")
    positions = [text.index(f"/* -- web/shell/{name}.css -- */") for name in vendor.SHELL_CSS]
    assert positions == sorted(positions) and ".online" not in text
    assert 'url("cards/KH.svg")' in text and "url('../icons/i.png')" in text
    assert "url(data:image/svg+xml,x)" in text and "url(/x.png)" in text
    real = vendor.shell_css(ROOT, tmp_path / "real").read_text(encoding="utf-8")
    sources = [(ROOT / "web" / "shell" / f"{name}.css").read_text(encoding="utf-8") for name in vendor.SHELL_CSS]
    assert real.count("{") == sum(s.count("{") for s in sources)  # every rule of the real sheets arrives
    assert "../../" not in real


def test_the_memory_snapshot_ships_as_its_non_zero_pages() -> None:
    """vendor/pyodide/snapshot.bin.gz is Pyodide's memory as scripts/snapshot.mjs packs it and
    web/shell/pyodide_boot.mjs unpacks it: the pages that are not all zeros, and where they go (the
    browser un-gzips 14 MB instead of 30). Unpacked, it is a Pyodide snapshot again (its magic number)."""
    import gzip
    import struct

    path = ROOT / "vendor" / "pyodide" / "snapshot.bin.gz"
    assert path.is_file(), "no vendor/pyodide/snapshot.bin.gz: run scripts/vendor.py (the install does)"
    data = gzip.decompress(path.read_bytes())
    assert data[:8] == b"KSPAGES1"
    length, size, count = struct.unpack_from("<III", data, 8)
    runs = [struct.unpack_from("<II", data, 20 + 8 * k) for k in range(count)]
    memory = bytearray(length)
    at = 20 + 8 * count
    for first, pages in runs:
        start, end = first * size, min((first + pages) * size, length)
        memory[start:end] = data[at : at + end - start]
        at += end - start
    assert at == len(data)  # every byte of the file is a page of some run
    assert struct.unpack_from("<I", memory)[0] == 1886286592  # Pyodide 314's snapshot magic
    shipped = [p for first, pages in runs for p in range(first, first + pages)]
    assert not [p for p in shipped if not any(memory[p * size : (p + 1) * size])]  # no page of zeros is shipped
    # and nearly half the memory is zeros, left out: 14.0 MB of 31.5 shipped on 28 November, 15.8 MB (50.2%) since
    # session 71 (the shell's replay); a tripwire for growth, well above either
    assert len(data) < length * 0.55
