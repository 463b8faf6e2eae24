"""The README's two set-up commands are the ones CI runs, and the play command installs only what playing needs.

A fresh machine's first command once failed (npm ran a test tool's install script, which downloads and compiles
a binary) while CI stayed green, because CI ran only the test command. Now ``.ci/run`` reads both commands from the
README (scripts/readme.py) and runs the play command first (scripts/play_check.sh), so the two cannot drift apart.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from scripts import readme

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _script(command: str) -> Path:
    match = re.fullmatch(r"bash (scripts/[\w.]+\.sh)", command)
    assert match, f"a set-up command runs one of our scripts with bash: {command!r}"
    return ROOT / match.group(1)


def test_the_readme_has_exactly_a_play_and_a_test_command_and_both_exist():
    play, test = readme.commands(README)
    assert _script(play).is_file() and _script(test).is_file()
    assert "serve" in _script(play).read_text(encoding="utf-8")
    assert "pytest" in _script(test).read_text(encoding="utf-8")


def test_ci_runs_the_readme_s_commands_as_the_readme_says_them():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    code = [line for line in ci.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    # the play command first (play_check.sh reads it from the README), then the test command, also read from it
    assert any("scripts/play_check.sh" in line for line in code)
    assert any("scripts/readme.py test" in line for line in code)
    first = next(i for i, line in enumerate(code) if "play_check" in line)
    assert first < next(i for i, line in enumerate(code) if "readme.py test" in line)
    # no command of the README written out again here, where it could drift from the README
    play, test = readme.commands(README)
    assert not any(play in line or test in line for line in code), code
    check = (ROOT / "scripts" / "play_check.py").read_text(encoding="utf-8")
    assert "readme.commands(" in check


@pytest.mark.parametrize("text", [
    "# Kings\n",
    "## Set up\n\n```sh\nbash scripts/play.sh\n```\n",
    "## Set up\n\n```sh\nbash a.sh\nbash b.sh\nbash c.sh\n```\n",
])  # fmt: skip
def test_a_readme_without_exactly_two_commands_is_refused(text):
    with pytest.raises(ValueError, match=r"README\.md"):
        readme.commands(text)


def test_the_commands_trailing_comments_are_not_part_of_them():
    text = "## Set up\n\n```sh\nbash scripts/play.sh    # serve\n# a note\nbash scripts/test.sh  # test\n```\n## Next\n"
    assert readme.commands(text) == ("bash scripts/play.sh", "bash scripts/test.sh")


def _npm_ci(path: Path) -> list[str]:
    return [line for line in path.read_text(encoding="utf-8").splitlines() if re.search(r"\bnpm ci\b", line)
            and not line.lstrip().startswith("#")]  # fmt: skip


@pytest.mark.parametrize("path", ["scripts/play.sh", ".github/workflows/pages.yml"])
def test_playing_and_publishing_install_what_the_site_ships_and_run_no_install_script(path):
    """No test tool, and no package's install script (one that downloads or builds a binary fails without a
    network or a compiler): the same install on every machine."""
    lines = _npm_ci(ROOT / path)
    assert lines, f"{path} installs the runtime with npm ci"
    for line in lines:
        assert "--omit=dev" in line and "--ignore-scripts" in line, line


def test_the_test_install_runs_no_install_script_either():
    lines = _npm_ci(ROOT / "scripts" / "install.sh")
    assert lines and all("--ignore-scripts" in line for line in lines)


def test_what_the_site_ships_is_in_the_dependencies_and_the_test_tools_are_not():
    """The play command installs "dependencies" only: every package scripts/vendor.py copies into the site must be
    one of them, and the test tools (a tracker with a native WebRTC build, axe) must not."""
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    shipped = set(package["dependencies"])
    vendor = (ROOT / "scripts" / "vendor.py").read_text(encoding="utf-8") + \
        (ROOT / "scripts" / "build_cards.mjs").read_text(encoding="utf-8")  # fmt: skip
    for name in ("pyodide", "@pyscript/core", "@letele/playing-cards", "@trystero-p2p/torrent", "nostr-tools"):
        assert name in shipped
        assert name.split("/")[-1] in vendor
    assert not {"bittorrent-tracker", "axe-core"} & shipped
