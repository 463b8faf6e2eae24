#!/usr/bin/env python3
"""The README's two set-up commands, as a newcomer reads them (stdlib only).

    python3 scripts/readme.py play    prints the command that installs and serves the game
    python3 scripts/readme.py test    prints the command that installs everything and runs all tests

``.ci/run`` runs what this prints, so CI runs the very commands the README shows, and the two cannot
drift apart: change a command in the README and CI runs the new one.

>>> text = "# Kings\\n\\n## Set up\\n\\nIntro.\\n\\n```sh\\nbash a.sh    # play\\nbash b.sh  # test\\n```\\n"
>>> commands(text)
('bash a.sh', 'bash b.sh')
>>> commands("# Kings\\n")
Traceback (most recent call last):
  ...
ValueError: README.md has no '## Set up' section with a ```sh block of commands
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"

_SECTION = re.compile(r"^## Set up\s*$(.*?)(?=^## |\Z)", re.M | re.S)
_BLOCK = re.compile(r"^```sh\s*$(.*?)^```\s*$", re.M | re.S)


def commands(text: str) -> tuple[str, str]:
    """The (play, test) commands of the README's "Set up" section: the lines of its first ``sh`` block,
    each without its trailing comment. A ValueError unless there are exactly two."""
    section = _SECTION.search(text)
    block = _BLOCK.search(section.group(1)) if section else None
    if block is None:
        raise ValueError("README.md has no '## Set up' section with a ```sh block of commands")
    lines = [re.sub(r"\s+#.*$", "", line).strip() for line in block.group(1).splitlines()]
    found = [line for line in lines if line and not line.startswith("#")]
    if len(found) != 2:
        raise ValueError(f"README.md's set-up block must hold exactly two commands (play, test), not {found}")
    return found[0], found[1]


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in ("play", "test"):
        print("usage: python3 scripts/readme.py play|test", file=sys.stderr)
        return 2
    play, test = commands(README.read_text(encoding="utf-8"))
    print(play if argv[0] == "play" else test)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
