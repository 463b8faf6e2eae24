"""Time for a replay link to be ready (issue 50: <= 1 s in Pyodide after the page is ready), and its size.

For each game a link can carry (Kings in the Corner, King, 3-13, King's Court), a whole match is played at random
(seeded), written as a link (kings/recordlink.py), then read back as the page does (web/shell/replaydesk.py): the
link decoded (every move checked by the engine), the table's session made from it, and every frame of the replay
built (web/shell/replaying.py) with what its last move is said as; and the time to write the link, as the end of
a match does for the statistics' history. Runs the same in CPython and in Pyodide::

    python bench/replay_time.py [--repeat 3]
    node scripts/pyodide_exec.mjs bench/replay_time.py

Prints one line per game, then one JSON line. Not a test: it never fails.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings import recordlink, registry
from web.shell.games import GAMES
from web.shell.replaying import frames
from web.shell.seats import HUMAN, make_seats

PLAYERS = {"corners": 4, "king": 4, "three-thirteen": 4, "kings-court": 2}


def whole_match(game_id: str, seed: int) -> tuple[str, int]:
    """A whole match of ``game_id`` played at random, as a link's text, and its number of moves."""
    game = registry.game(game_id)
    rules, rng = game.preset(), random.Random(seed)
    match, moves = game.new_match(rules, seed, PLAYERS[game_id]), []
    while not match.over and len(moves) < recordlink.MAX_PLAYS:
        if match.deal is None:
            match = match.next_deal()
            continue
        move = rng.choice(list(match.deal.legal_moves()))
        moves.append(move)
        match = match.play(move)
    return recordlink.encode(game_id, rules, seed, PLAYERS[game_id], moves), len(moves)


def ready(game_id: str, text: str) -> int:
    """Read ``text`` as the page does, up to every frame built; the number of frames."""
    app = GAMES[game_id].app()
    spec = getattr(app.features, "spec", app.features)
    record = recordlink.decode(text, game_id)
    seats = make_seats([HUMAN] + ["hard"] * (record.players - 1))
    match = registry.game(game_id).new_match(record.rules, record.seed, record.players)
    start = app.parts.session.from_match(match, seats, 0)
    shown = frames(start, record.moves, lambda n: f"Deal {n}")
    spec.move_words(shown[-2].session, shown[-1].session, shown[-1].move)  # (the last move, as its step says it)
    return len(shown)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    out: dict[str, Any] = {}
    for game_id in PLAYERS:
        text, moves = whole_match(game_id, args.seed)
        ready(game_id, text)  # (the game's modules imported, as the page has them once it is ready)
        times = []
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            shown = ready(game_id, text)
            times.append((time.perf_counter() - t0) * 1e3)
        best = round(min(times))
        record = recordlink.decode(text, game_id)
        t0 = time.perf_counter()  # and writing it, as a match's end does for the statistics' Watch
        recordlink.encode(game_id, record.rules, record.seed, record.players, record.moves)
        written = round((time.perf_counter() - t0) * 1e3)
        out[game_id] = {"moves": moves, "frames": shown, "link_chars": len(text), "ready_ms": best,
                        "write_ms": written}  # fmt: skip
        print(f"{game_id:15} {moves:5} moves  link {len(text):4} chars  ready {best:5} ms (best of {args.repeat})"
              f"  written in {written} ms")
    print(json.dumps({"python": sys.version.split()[0], "platform": sys.platform, "games": out}))


if __name__ == "__main__":
    main()
