"""The deployable site (scripts/build_site.py): every file the page needs is listed, cached and
shipped; the version follows the content; sw.js is stamped from its template."""

from __future__ import annotations

import base64
import hashlib
import json
import re
from pathlib import Path

import pytest

from scripts import build_site
from web.shell import packages
from web.shell.games import GAMES

ROOT = Path(__file__).resolve().parent.parent


needs_vendor = pytest.mark.skipif(not (ROOT / "vendor" / "pyodide").is_dir(), reason="run scripts/vendor.py first")


def fake_site(root: Path) -> Path:
    """The smallest tree that matches every pattern of the site."""
    for path in ("index.html", "pyscript.toml", "manifest.webmanifest", "icons/a.png", "icons/a.svg",
                 "web/shell/style.css", "web/shell/online.css", "web/corners/table.css", "vendor/shell.css",
                 "web/shell/shell.js", "web/shell/sw.template.js", "vendor/pyodide/pyodide.mjs",
                 "vendor/pyodide/python_stdlib.zip",
                 "vendor/pyscript/core.js", "vendor/pyscript/core.js.map", "vendor/shell.zip",
                 "vendor/games/corners.zip", "vendor/cards/AS.svg", "vendor/trystero/core/index.mjs",
                 "vendor/nostr/nostr-tools/lib/esm/pure.js", "vendor/locale/es/shell.mo", "vendor/locale/es/page.js",
                 "web/corners/app.py", "README.md"):  # fmt: skip
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(f"content of {path}")
    template = (ROOT / build_site.TEMPLATE).read_text(encoding="utf-8")
    (root / build_site.TEMPLATE).write_text(f"// the template of {root.name}\n{template}", encoding="utf-8")
    return root


def test_the_site_is_the_listed_patterns_without_sources_maps_or_templates(tmp_path: Path) -> None:
    files = build_site.site_files(fake_site(tmp_path))
    assert "web/corners/app.py" not in files and "README.md" not in files  # code reaches the page in the zips
    assert "vendor/pyscript/core.js.map" not in files and "web/shell/sw.template.js" not in files
    assert "index.html" in files and "vendor/pyscript/core.js" in files and files == sorted(files)
    assert "vendor/cards/AS.svg" in files  # the card faces are cached for offline play
    # the page's stylesheets: the shell's in one file (its sources are not fetched), each game's, online play's
    assert {"vendor/shell.css", "web/corners/table.css", "web/shell/online.css"} <= set(files)
    assert "web/shell/style.css" not in files
    assert "vendor/games/corners.zip" in files  # every game's code, cached for offline play


def test_the_version_follows_every_byte_and_sw_js_lists_each_file_with_its_hash(tmp_path: Path) -> None:
    site = fake_site(tmp_path)
    version = build_site.stamp(site)
    text = (site / "sw.js").read_text(encoding="utf-8")
    assert f'const VERSION = "{version}";' in text
    files = json.loads(re.search(r"const FILES = (\[.*?\n\]);", text, re.S).group(1))  # type: ignore[union-attr]
    assert [entry[0] for entry in files] == ["./" + p for p in build_site.site_files(site)]
    digest = base64.b64encode(hashlib.sha256(b"content of index.html").digest()).decode()
    assert ["./index.html", f"sha256-{digest}"] in files
    assert build_site.stamp(site) == version  # same bytes, same version
    lazy = [entry for entry in files if len(entry) == 3]  # cached when first asked for, not at install
    # (a language's words: its players fetch them, and keep them for offline play from then on)
    assert [(path, flag) for path, _, flag in lazy] == [("./vendor/locale/es/page.js", True),
                                                        ("./vendor/locale/es/shell.mo", True),
                                                        ("./vendor/pyodide/python_stdlib.zip", True)]
    (site / "vendor" / "games" / "corners.zip").write_text("a new build")
    assert build_site.stamp(site) != version


def test_dist_holds_the_site_its_worker_and_nojekyll(tmp_path: Path) -> None:
    src = fake_site(tmp_path / "src")
    version = build_site.build_dist(tmp_path / "dist", src)
    shipped = sorted(p.relative_to(tmp_path / "dist").as_posix() for p in (tmp_path / "dist").rglob("*") if p.is_file())
    assert shipped == sorted([*build_site.site_files(src), "sw.js", ".nojekyll"])
    worker = (tmp_path / "dist" / "sw.js").read_text(encoding="utf-8")
    assert version in worker
    assert worker.startswith("// the template of src\n")  # dist/ ships no template: its source's is used


def test_each_tree_stamps_its_own_template(tmp_path: Path) -> None:
    # bench/startup.py --root A --root B compares two trees: their workers must differ as their templates do
    for name in ("before", "after"):
        build_site.stamp(fake_site(tmp_path / name))
        assert (tmp_path / name / "sw.js").read_text(encoding="utf-8").startswith(f"// the template of {name}\n")
    before, after = (build_site.manifest(tmp_path / name)[0] for name in ("before", "after"))
    assert before != after  # same files, other template: another version


def references(text: str) -> set[str]:
    return {m.removeprefix("./") for m in re.findall(r'(?:href|src)="(\./[^"?#]+)"', text)}


@needs_vendor
def test_every_file_the_page_asks_for_is_in_the_site() -> None:
    files = set(build_site.site_files(ROOT))
    wanted = references((ROOT / "index.html").read_text(encoding="utf-8"))
    config = (ROOT / "pyscript.toml").read_text(encoding="utf-8")
    # the interpreter and the [files] sources (a line's first string; not the destinations in Pyodide's file system)
    wanted |= {m.removeprefix("./") for m in re.findall(r'^(?:interpreter\s*=\s*)?"(\./[^"*]+)"', config, re.M)}
    manifest = json.loads((ROOT / "manifest.webmanifest").read_text(encoding="utf-8"))
    wanted |= {icon["src"] for icon in manifest["icons"]}
    wanted |= {f"vendor/pyodide/{name}" for name in ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm",
                                                       "python_stdlib.zip", "python_stdlib_rest.zip")}
    # what web/shell/shell.js imports, what kings-boot.mjs fetches, and web/shell/packages.py for each game
    wanted |= {"vendor/pyodide/kings-boot.mjs", "vendor/pyodide/snapshot.bin.gz", "vendor/shell.zip"}
    wanted |= {packages.url(game).removeprefix("./") for game in GAMES}
    # each game's stylesheets, which shell.js links when the game shows, and online play's (web/shell/online/)
    shell_js = (ROOT / "web" / "shell" / "shell.js").read_text(encoding="utf-8")
    styles = re.search(r"const STYLES = \{(.*?)\};", shell_js)
    assert styles
    wanted |= {f"web/{sheet}.css" for sheet in re.findall(r'"(\w+/[\w-]+)"', styles.group(1))}
    wanted.add("web/shell/online.css")
    assert {"web/shell/shell.js", "vendor/shell.css", "web/kings_court/table.css", "web/kings_cup/table-end.css",
            "vendor/games/klondike.zip"} <= wanted
    assert wanted - files == set()


@needs_vendor
def test_the_boot_module_carries_the_lock_file() -> None:
    """Pyodide gets the lock file from kings-boot.mjs (scripts/vendor.py writes it in): no request for it."""
    text = (ROOT / "vendor" / "pyodide" / "kings-boot.mjs").read_text(encoding="utf-8")
    lock = json.loads((ROOT / "vendor" / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert f"const LOCK = {json.dumps(lock, sort_keys=True)};" in text


@needs_vendor
def test_every_url_of_the_page_is_relative() -> None:
    """The site works under any sub-path (a GitHub Pages project site is /<repo>/)."""
    names = ("index.html", "pyscript.toml", "manifest.webmanifest", "web/shell/shell.js", "web/shell/sw.template.js")
    for name in names:
        text = (ROOT / name).read_text(encoding="utf-8")
        # (an SVG's xmlns names a namespace; it is never fetched)
        assert not re.search(r'(?:href|src)="/|"/(?:web|vendor|icons)/|https?://(?!www\.w3\.org/2000/svg)', text), name


@needs_vendor
def test_every_card_face_the_table_asks_for_is_built_and_is_an_svg() -> None:
    """web/corners/dom.py asks for vendor/cards/<code>.svg (joker.svg for a joker); cards.css for back-2.svg."""
    import xml.etree.ElementTree as ET

    from kings.cards import deck

    files = set(build_site.site_files(ROOT))
    names = {"joker", "back-2"} | {card.code for card in deck(jokers=2) if not card.is_joker}
    assert len(names) == 54
    for name in names:
        path = f"vendor/cards/{name}.svg"
        assert path in files, path
        root = ET.parse(ROOT / path).getroot()
        assert root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("viewBox") == "-120 -168 240 336", path
        # a face is a card, never a printed web address (the deck's ace of spades was: issue 32)
        text = (ROOT / path).read_text(encoding="utf-8")
        assert not root.findall(".//{http://www.w3.org/2000/svg}text") and "me.uk" not in text, path
