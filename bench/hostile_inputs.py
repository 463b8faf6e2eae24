"""How long the Kings Cup deck reader takes to refuse the worst hostile files and links (CPython, this machine).

tests/test_kings_cup_hostile.py checks that each is refused before any costly work (what the reader does: the size
caps before the parser, a bounded expansion of a link); the time it takes is a figure, printed here, not a test's
assertion (a busy machine once made a clock fail where the code had not changed).

    python bench/hostile_inputs.py [--repeat 5]

Prints one line an input (the best of ``--repeat`` runs, in ms), then one JSON line. Not a test: it never fails.
"""

from __future__ import annotations

import argparse
import base64
import json
import sys
import time
import zlib
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings.errors import KingsError
from kings.kings_cup.codec import LINK_PREFIX, MAX_FILE_BYTES, deck_from_json, deck_from_link


def _link(raw: bytes) -> str:
    return LINK_PREFIX + base64.urlsafe_b64encode(raw).decode().rstrip("=")


#: name -> (reader, input): the inputs of the hostile tests that do the most work before they are refused
INPUTS: dict[str, tuple[Callable[[object], object], object]] = {
    "file one byte too big": (deck_from_json, " " * (MAX_FILE_BYTES + 1)),
    "60,000 brackets deep": (deck_from_json, "[" * 60_000 + "]" * 60_000),
    "30,000 brackets deep (under the size cap)": (deck_from_json, "[" * 30_000 + "]" * 30_000),
    "10,000 objects deep": (deck_from_json, '{"a":' * 10_000 + "1" + "}" * 10_000),
    "30,000 escaped quotes in a string": (deck_from_json, '"' + '\\"' * 30_000 + '"[[[[[[[[['),
    "a link of 50 MB of spaces": (deck_from_link, _link(zlib.compress(b" " * 50_000_000, 9))),
    "a link that fits, of 20 MB": (deck_from_link, _link(zlib.compress(b"[" + b" " * 20_000_000 + b"]", 9))),
    "a link of 400,000 brackets": (deck_from_link, _link(zlib.compress(b"[" * 200_000 + b"]" * 200_000, 9))),
}


def best_ms(read: Callable[[object], object], text: object, repeat: int) -> float:
    """The fastest of ``repeat`` refusals, in ms."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        try:
            read(text)
        except KingsError:
            pass
        else:
            raise SystemExit("a hostile input was accepted: the hostile tests should fail too")
        times.append((time.perf_counter() - start) * 1e3)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    figures = {name: round(best_ms(read, text, args.repeat), 2) for name, (read, text) in INPUTS.items()}
    for name, ms in figures.items():
        print(f"{ms:9.2f} ms  {name}")
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
