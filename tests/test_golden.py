"""Golden seeded deals and golden playthroughs (OpenSpiel style), regenerated and diffed.

``tests/data/golden_deals.json``: seed -> exact hands, layout and stock for several presets and player counts,
plus the first dealer and deal seeds of a few matches. ``tests/data/playthroughs/*.txt``: a seeded deal played
by a deterministic policy, every position string, legal-move list and move written out. Both pin the shuffle,
the deal and the move generator, in CPython and in Pyodide alike (product decision: a seed means the same game
everywhere, forever). Regenerate with ``python tests/test_golden.py --regenerate`` only for an intended change,
and review the diff.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

if __package__ in (None, ""):  # run as a script: make `tests` and `kings` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings.cards import format_cards
from kings.corners import DealRecord, Match, Place, preset
from kings.corners.deal import Deal
from kings.seeding import Rng, derive_seed

DATA = Path(__file__).resolve().parent / "data"
DEALS_FILE = DATA / "golden_deals.json"
PLAYTHROUGHS = DATA / "playthroughs"

GOLDEN_DEALS = [
    ("standard", 0, 2, 0), ("standard", 1, 3, 2), ("standard", 2, 4, 1), ("standard", 3, 6, 5),
    ("standard", 2**64 - 1, 5, 0), ("wikihow", 4, 3, 0), ("four-card", 5, 6, 3), ("jokers", 0, 2, 0),
    ("jokers", 6, 4, 1), ("layout-kings", 21, 2, 0), ("robinson", 7, 2, 1), ("chips-wikihow", 8, 4, 2),
]  # fmt: skip
GOLDEN_MATCHES = [("standard", 0, 2), ("standard", 42, 4), ("chips", 9, 3), ("wikipedia", 10, 5)]

# (preset, seed, players, policy); the first one is short enough to run under Pyodide in a blink.
PLAYS = [
    ("standard", 3, 2, "random"),
    ("standard", 4, 3, "first"),
    ("wikihow", 5, 3, "random"),
    ("four-card", 6, 4, "random"),
    ("jokers", 7, 2, "random"),
    ("draw-until-playable", 8, 3, "random"),
    ("robinson", 9, 2, "random"),
    ("open-space", 10, 2, "random"),
    ("must-play", 11, 4, "random"),
]
POLICIES = {
    "random": "a uniform choice among the legal moves by kings.seeding.Rng(seed)",
    "first": "always the first legal move",
}


def deal_entry(pid: str, seed: int, players: int, dealer: int) -> dict:
    d = Deal.new(preset(pid), seed, players, dealer)
    return {
        "preset": pid,
        "seed": seed,
        "players": players,
        "dealer": dealer,
        "to_act": d.to_act,
        "hands": [format_cards(h) for h in d.hands],
        "piles": {p.name: format_cards(d.piles[p]) for p in Place},
        "stock": format_cards(d.stock),
        "position": d.position(),
    }


def match_entry(pid: str, seed: int, players: int) -> dict:
    m = Match.new(preset(pid), seed, players)
    assert m.deal is not None
    return {
        "preset": pid,
        "seed": seed,
        "players": players,
        "first_dealer": m.dealer,
        "deal_seeds": [derive_seed(seed, i) for i in range(3)],
        "first_deal": m.deal.position(),
    }


def render_deals() -> str:
    data = {
        "about": "Golden seeded deals; regenerate with: python tests/test_golden.py --regenerate",
        "deals": [deal_entry(*args) for args in GOLDEN_DEALS],
        "matches": [match_entry(*args) for args in GOLDEN_MATCHES],
    }
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def playthrough_name(pid: str, seed: int, players: int, policy: str) -> str:
    return f"{pid}-seed{seed}-{players}p-{policy}.txt"


def render_playthrough(pid: str, seed: int, players: int, policy: str) -> str:
    rules = preset(pid)
    deal = Deal.new(rules, seed, players)
    rng = Rng(seed)
    out = [
        "# Kings in the Corner playthrough; regenerate with: python tests/test_golden.py --regenerate",
        f"rules: {pid}",
        f"seed: {seed}",
        f"players: {players}",
        f"dealer: {deal.dealer}",
        f"policy: {policy} ({POLICIES[policy]})",
    ]
    step = 0
    while not deal.over:
        legal = deal.legal_moves()
        move = rng.choice(legal) if policy == "random" else legal[0]
        out += ["", f"step: {step}", f"position: {deal.position()}", f"to act: {deal.to_act}",
                f"legal: {' '.join(map(str, legal))}", f"move: {move}"]  # fmt: skip
        deal = deal.play(move)
        step += 1
    assert deal.outcome is not None
    winner = "impasse" if deal.outcome.winner is None else f"seat {deal.outcome.winner}"
    out += ["", f"final: {deal.position()}", f"outcome: {winner}", f"record: {DealRecord.of(deal).to_json()}"]
    return "\n".join(out) + "\n"


def regenerate() -> None:
    DEALS_FILE.write_text(render_deals(), encoding="utf-8")
    PLAYTHROUGHS.mkdir(parents=True, exist_ok=True)
    for args in PLAYS:
        (PLAYTHROUGHS / playthrough_name(*args)).write_text(render_playthrough(*args), encoding="utf-8")


# -- tests ---------------------------------------------------------------------------------------------
@pytest.mark.pyodide
def test_golden_deals():
    """Product decision: a seed deals exactly these hands, layout and stock, everywhere."""
    expected = json.loads(DEALS_FILE.read_text(encoding="utf-8"))
    assert len(expected["deals"]) == len(GOLDEN_DEALS)
    for entry in expected["deals"]:
        assert deal_entry(entry["preset"], entry["seed"], entry["players"], entry["dealer"]) == entry
    for entry in expected["matches"]:
        assert match_entry(entry["preset"], entry["seed"], entry["players"]) == entry
    assert DEALS_FILE.read_text(encoding="utf-8") == render_deals()


@pytest.mark.pyodide
def test_golden_deal_files_are_consistent():
    """Product decision: each golden position reads back to the same hands, piles and stock."""
    for entry in json.loads(DEALS_FILE.read_text(encoding="utf-8"))["deals"]:
        d = Deal.from_position(entry["position"], preset(entry["preset"]))
        assert [format_cards(h) for h in d.hands] == entry["hands"]
        assert format_cards(d.stock) == entry["stock"]


@pytest.mark.pyodide
def test_short_playthrough():
    """Product decision: the first golden playthrough replays move for move (also under Pyodide)."""
    args = PLAYS[0]
    text = (PLAYTHROUGHS / playthrough_name(*args)).read_text(encoding="utf-8")
    assert text == render_playthrough(*args)
    assert text.count("\nmove: ") < 200


@pytest.mark.parametrize("args", PLAYS[1:], ids=[playthrough_name(*a)[:-4] for a in PLAYS[1:]])
def test_playthrough(args):
    """Product decision: every golden playthrough is regenerated and diffed line by line."""
    expected = (PLAYTHROUGHS / playthrough_name(*args)).read_text(encoding="utf-8").splitlines()
    actual = render_playthrough(*args).splitlines()
    for i, (want, got) in enumerate(zip(expected, actual, strict=False)):
        assert got == want, f"line {i + 1} differs"
    assert len(actual) == len(expected)


def test_playthrough_records_replay():
    """Product decision: the record at the end of each playthrough replays to its final position."""
    for args in PLAYS:
        lines = (PLAYTHROUGHS / playthrough_name(*args)).read_text(encoding="utf-8").splitlines()
        final = next(line for line in lines if line.startswith("final: "))[7:]
        record = DealRecord.from_json(next(line for line in lines if line.startswith("record: "))[8:])
        assert record.replay().position() == final
        assert record.rules == preset(args[0]) and record.seed == args[1] and record.players == args[2]


def test_no_stray_playthrough_files():
    """Product decision: every file in data/playthroughs comes from PLAYS."""
    assert sorted(p.name for p in PLAYTHROUGHS.glob("*.txt")) == sorted(playthrough_name(*a) for a in PLAYS)


if __name__ == "__main__":
    if sys.argv[1:] != ["--regenerate"]:
        sys.exit("usage: python tests/test_golden.py --regenerate")
    regenerate()
    print(f"wrote {DEALS_FILE} and {len(PLAYS)} playthroughs in {PLAYTHROUGHS}")
