"""King's golden seeded deals and golden playthroughs (OpenSpiel style), regenerated and diffed.

``tests/data/king_deals.json``: for a few seeds and presets, who is dealt the king of hearts (the first dealer, or the
player who names one), and the cards each seat is dealt in the first hand and the first positive hand.
``tests/data/king_playthroughs/*.txt``: whole seeded games played by a deterministic policy, every position string,
legal-move list and move written out. Both pin the shuffle, the deal, the schedule and the move generator, in CPython
and in Pyodide alike (product decision: a seed means the same game everywhere, forever). Regenerate with
``python tests/test_king_golden.py --regenerate`` only for an intended change, and review the diff.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

if __package__ in (None, ""):  # run as a script: make `tests` and `kings` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings.cards import format_cards
from kings.king.api import KingRecord
from kings.king.game import KingGame, first_dealer
from kings.king.moves import AUCTION, PASS, ULTIMATUM, Move, Nominate
from kings.king.rules import preset
from kings.seeding import Rng

pytestmark = pytest.mark.pyodide  # every golden is quick: they also run inside Pyodide

DATA = Path(__file__).resolve().parent / "data"
DEALS_FILE = DATA / "king_deals.json"
PLAYTHROUGHS = DATA / "king_playthroughs"

GOLDEN_DEALS = [("standard", 0), ("standard", 1), ("standard", 7), ("standard", 2**64 - 1), ("quick", 2),
                ("quick", 123_456_789), ("nominate", 3)]  # fmt: skip

# (preset, seed, policy); the quick game is the shortest.
PLAYS = [
    ("quick", 2, "random"),
    ("standard", 1, "random"),
    ("open-bidding", 3, "auction"),
    ("nominate", 4, "random"),
]
POLICIES = {
    "random": "a uniform choice among the legal moves by kings.seeding.Rng(seed)",
    "auction": "the beneficiary always opens an auction and calls the ultimatum whenever it may; a bidder makes the "
    "cheapest bid or passes; every choice a uniform one by kings.seeding.Rng(seed)",
}


def _hands(game: KingGame) -> list[str]:
    return [format_cards(game.cards(s)) for s in range(4)]


def deal_entry(pid: str, seed: int) -> dict[str, Any]:
    game = KingGame.new(seed, preset(pid))
    entry: dict[str, Any] = {"preset": pid, "seed": seed, "king_of_hearts": first_dealer(seed)}
    if game.phase == "nominate":
        entry["first_dealer"] = None
        game = game.play(Nominate(0))
        entry["named"] = 0
    else:
        entry["first_dealer"] = game.first_dealer
    entry["first_hand"] = _hands(game)
    rng = Rng(seed)
    while game.phase == "play":  # play the negative hands out at random to reach the first positive hand
        moves = game.legal_moves()
        game = game.play(moves[rng.below(len(moves))])
    entry["first_positive_hand"] = {"number": game.number, "dealer": game.dealer, "hands": _hands(game)}
    return entry


def render_deals() -> str:
    data = {
        "about": "King's golden seeded deals; regenerate with: python tests/test_king_golden.py --regenerate",
        "deals": [deal_entry(*args) for args in GOLDEN_DEALS],
    }
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def playthrough_name(pid: str, seed: int, policy: str) -> str:
    return f"{pid}-seed{seed}-{policy}.txt"


def pick(game: KingGame, rng: Rng, policy: str) -> Move:
    legal = game.legal_moves()
    if policy == "auction":
        for call in (AUCTION, ULTIMATUM):
            if call in legal:
                return call
        if game.phase == "auction":
            legal = (legal[0], PASS)
    return legal[rng.below(len(legal))]


def render_playthrough(pid: str, seed: int, policy: str) -> str:
    game = KingGame.new(seed, preset(pid))
    rng = Rng(seed)
    out = [
        "# King playthrough; regenerate with: python tests/test_king_golden.py --regenerate",
        f"rules: {pid}",
        f"seed: {seed}",
        f"king of hearts: seat {game.king_holder}",
        f"policy: {policy} ({POLICIES[policy]})",
    ]
    step = 0
    while not game.over:
        legal = game.legal_moves()
        move = pick(game, rng, policy)
        out += ["", f"step: {step}", f"phase: {game.phase}", f"position: {game.position()}", f"to act: {game.acting}",
                f"legal: {' '.join(map(str, legal))}", f"move: {move}"]  # fmt: skip
        game = game.play(move)
        step += 1
    assert game.outcome is not None
    out += ["", f"final: {game.position()}", f"totals: {' '.join(map(str, game.totals))}",
            f"winners: {' '.join(map(str, game.outcome.winners))}",
            f"record: {KingRecord.of(game).to_json()}"]  # fmt: skip
    return "\n".join(out) + "\n"


def regenerate() -> None:
    DEALS_FILE.write_text(render_deals(), encoding="utf-8")
    PLAYTHROUGHS.mkdir(parents=True, exist_ok=True)
    for args in PLAYS:
        (PLAYTHROUGHS / playthrough_name(*args)).write_text(render_playthrough(*args), encoding="utf-8")


# -- tests ---------------------------------------------------------------------------------------------
def test_golden_deals():
    """Product decision: a seed names the same king-of-hearts holder and deals exactly these hands, everywhere."""
    expected = json.loads(DEALS_FILE.read_text(encoding="utf-8"))
    assert [(e["preset"], e["seed"]) for e in expected["deals"]] == GOLDEN_DEALS
    for entry in expected["deals"]:
        assert deal_entry(entry["preset"], entry["seed"]) == entry
    assert DEALS_FILE.read_text(encoding="utf-8") == render_deals()


def _diff(args: tuple[str, int, str]) -> None:
    expected = (PLAYTHROUGHS / playthrough_name(*args)).read_text(encoding="utf-8").splitlines()
    actual = render_playthrough(*args).splitlines()
    for i, (want, got) in enumerate(zip(expected, actual, strict=False)):
        assert got == want, f"line {i + 1} differs"
    assert len(actual) == len(expected)


def test_short_playthrough():
    """Product decision: the quick game's golden playthrough replays move for move (also under Pyodide)."""
    _diff(PLAYS[0])


@pytest.mark.parametrize("args", PLAYS[1:], ids=[playthrough_name(*a)[:-4] for a in PLAYS[1:]])
def test_playthrough(args):
    """Product decision: every golden playthrough is regenerated and diffed line by line."""
    _diff(args)


def test_the_playthroughs_cover_the_auction_the_ultimatum_and_the_nomination():
    """Product decision: the goldens pin every kind of move, not only cards."""
    text = "".join((PLAYTHROUGHS / playthrough_name(*a)).read_text(encoding="utf-8") for a in PLAYS)
    for move in ("auction", "ultimatum", "dealer ", "up", "down", "pass"):
        assert f"\nmove: {move}" in text, move
    assert "\nphase: ultimatum\n" in text and "\nphase: nominate\n" in text


def test_playthrough_records_replay():
    """Product decision: the record at the end of each playthrough replays to its final position."""
    for args in PLAYS:
        lines = (PLAYTHROUGHS / playthrough_name(*args)).read_text(encoding="utf-8").splitlines()
        final = next(line for line in lines if line.startswith("final: "))[7:]
        record = KingRecord.from_json(next(line for line in lines if line.startswith("record: "))[8:])
        assert record.replay().position() == final
        assert record.rules == preset(args[0]) and record.seed == args[1]


def test_no_stray_playthrough_files():
    """Product decision: every file in data/king_playthroughs comes from PLAYS."""
    assert sorted(p.name for p in PLAYTHROUGHS.glob("*.txt")) == sorted(playthrough_name(*a) for a in PLAYS)


if __name__ == "__main__":
    if sys.argv[1:] != ["--regenerate"]:
        sys.exit("usage: python tests/test_king_golden.py --regenerate")
    regenerate()
    print(f"wrote {DEALS_FILE} and {len(PLAYS)} playthroughs in {PLAYTHROUGHS}")
