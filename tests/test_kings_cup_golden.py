"""Kings Cup's golden deals and playthroughs, regenerated and diffed (product decision: a seed means the same game
everywhere, forever, in CPython and in Pyodide alike).

``tests/data/kings_cup_deals.json``: for a few seeds, the order the 52 cards are drawn in (and where the fourth king
falls), and whole seeded games played by a fixed policy under each preset: every move, the final position and the
summary. Regenerate with ``python tests/test_kings_cup_golden.py --regenerate`` only for an intended change, and
review the diff.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

if __package__ in (None, ""):  # run as a script: make `tests` and `kings` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings.cards import RANK_OF, format_cards
from kings.kings_cup.api import GAME, new_game
from kings.kings_cup.cup import KingsCup
from kings.kings_cup.moves import MakeRule, Move
from kings.kings_cup.rules import preset
from kings.seeding import Rng

pytestmark = pytest.mark.pyodide  # quick: they also run inside Pyodide

DATA = Path(__file__).resolve().parent / "data" / "kings_cup_deals.json"
SEEDS = (0, 1, 42, 20_261_216, 2**64 - 1)
NAMES = ("Ada", "Bo", "Cy", "Dee")
PLAYS = (("party", 7), ("party-short", 8), ("classic", 9))
POLICY = ("a uniform choice among the legal moves by kings.seeding.Rng(seed); in a house-rule turn, one time in two "
          "the rule 'Rule N' (N the number of moves so far) instead")  # fmt: skip


def deal_entry(seed: int) -> dict[str, Any]:
    game = new_game(preset("party"), seed, NAMES)
    order = tuple(reversed(game.stock))
    kings = [i for i, c in enumerate(order) if RANK_OF[c] == 13]
    return {"seed": seed, "order": format_cards(order), "kings_at": kings}


def play(preset_id: str, seed: int) -> KingsCup:
    game = new_game(preset(preset_id), seed, NAMES, first=seed % len(NAMES))
    rng = Rng(seed)
    while not game.over:
        move: Move
        if game.phase == "rule" and rng.below(2):
            move = MakeRule(f"Rule {len(game.moves)}")
        else:
            legal = game.legal_moves()
            move = legal[rng.below(len(legal))]
        game = game.play(move)
    return game


def play_entry(preset_id: str, seed: int) -> dict[str, Any]:
    game = play(preset_id, seed)
    assert game.outcome is not None
    return {"preset": preset_id, "seed": seed, "names": list(NAMES), "moves": [str(m) for m in game.moves],
            "position": game.position(), "winners": list(game.outcome.winners),
            "summary": game.outcome.summary}  # fmt: skip


def generate() -> dict[str, Any]:
    return {"about": "Kings Cup golden deals and seeded games; see tests/test_kings_cup_golden.py. Policy: " + POLICY,
            "deals": [deal_entry(s) for s in SEEDS], "games": [play_entry(p, s) for p, s in PLAYS]}  # fmt: skip


def test_the_seed_fixes_the_order_of_the_cards():
    golden = json.loads(DATA.read_text(encoding="utf-8"))
    assert [deal_entry(s) for s in SEEDS] == golden["deals"]


def test_seeded_games_play_out_the_same_and_their_records_replay():
    golden = json.loads(DATA.read_text(encoding="utf-8"))
    for entry, (preset_id, seed) in zip(golden["games"], PLAYS, strict=True):
        assert play_entry(preset_id, seed) == entry
        record = GAME.record_from_json(GAME.record(play(preset_id, seed)).to_json())
        assert [str(m) for m in record.moves] == entry["moves"] and record.replay().position() == entry["position"]


if __name__ == "__main__":
    if sys.argv[1:] != ["--regenerate"]:
        sys.exit("usage: python tests/test_kings_cup_golden.py --regenerate")
    DATA.write_text(json.dumps(generate(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {DATA}")
