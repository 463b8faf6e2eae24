"""The table's own hints for a Klondike deal, move after move, up to where auto-complete takes over: the line
e2e/test_klondike.py and e2e/test_fit.py play by taps (deal 9: 73 hinted moves).

Each hint is a search (``web.klondike.thinker.hint_of``, the seeds the table uses), and the line took 10-18 s
of CPython. It is worked out once per run of the code under test and kept in ``test-results/``, named by a
digest of every file of ``kings/`` and ``web/klondike/`` (the hints' code): xdist's other worker, and the next
test, replay the notations the first one wrote, and any change to that code works the line out again.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
from pathlib import Path

from kings.klondike.assist import can_auto_complete
from kings.klondike.deal import Deal
from kings.klondike.moves import Move, parse_move
from kings.klondike.rules import PRESETS
from kings.seeding import derive_seed
from web.klondike.thinker import HINT_PATH, hint_of

REPO = Path(__file__).resolve().parent.parent
CACHE = REPO / "test-results"


def code_digest() -> str:
    """A digest of the path and bytes of every Python file the hints come from."""
    digest = hashlib.sha256()
    for top in ("kings", "web/klondike"):
        for path in sorted((REPO / top).rglob("*.py")):
            digest.update(f"\0{path.relative_to(REPO).as_posix()}\0".encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def work_out(seed: int) -> list[str]:
    """The hinted moves of draw-one deal ``seed`` up to auto-complete, as notations."""
    deal, line = Deal.new(PRESETS["draw-one"], seed), []
    while not can_auto_complete(deal):
        move, _ = hint_of(deal, derive_seed(seed, HINT_PATH, len(deal.moves)))
        line.append(str(move))
        deal = deal.play(move)
    return line


def hinted_line(seed: int) -> list[tuple[Move, Deal]]:
    """Each hinted move of draw-one deal ``seed`` with the deal before it, up to where auto-complete takes over."""
    CACHE.mkdir(parents=True, exist_ok=True)
    path = CACHE / f"klondike-hints-{seed}-{code_digest()}.json"
    with open(CACHE / "klondike-hints.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # the other worker waits for the line rather than working it out too
        if not path.exists():
            for stale in CACHE.glob(f"klondike-hints-{seed}-*.json"):  # lines of code since changed
                stale.unlink()
            path.write_text(json.dumps(work_out(seed)), encoding="utf-8")
        notations = json.loads(path.read_text(encoding="utf-8"))
    deal, line = Deal.new(PRESETS["draw-one"], seed), []
    for text in notations:
        move = parse_move(text)
        line.append((move, deal))
        deal = deal.play(move)  # a notation that no longer fits the deal fails here, loudly
    assert can_auto_complete(deal), f"deal {seed}: the hinted line no longer reaches auto-complete"
    return line
