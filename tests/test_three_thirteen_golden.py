"""3-13's golden seeded deals and golden playthroughs (OpenSpiel style), regenerated and diffed.

``tests/data/three_thirteen_deals.json``: for a few seeds, presets and table sizes, the first dealer of a game and the
cards of its first and last rounds (each hand, the card turned up, the stock's top). ``tests/data/
three_thirteen_playthroughs/*.txt``: whole games and single rounds played by deterministic policies, every position
string, legal-move list and move written out. Both pin the shuffle, the deal, the schedule of rounds and wild ranks,
the move generator and the scoring, in CPython and in Pyodide alike (product decision: a seed means the same game
everywhere, forever). Regenerate with ``python tests/test_three_thirteen_golden.py --regenerate`` only for an intended
change, and review the diff.
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
from kings.seeding import Rng, derive_seed
from kings.three_thirteen.api import MatchRecord, RoundRecord
from kings.three_thirteen.match import Match
from kings.three_thirteen.moves import STOCK, Discard, Move
from kings.three_thirteen.players import make_player
from kings.three_thirteen.round import Round
from kings.three_thirteen.rules import preset

pytestmark = pytest.mark.pyodide  # every golden is quick: they also run inside Pyodide

DATA = Path(__file__).resolve().parent / "data"
DEALS_FILE = DATA / "three_thirteen_deals.json"
PLAYTHROUGHS = DATA / "three_thirteen_playthroughs"

GOLDEN_DEALS = [("standard", 0, 2), ("standard", 1, 4), ("standard", 2**64 - 1, 8), ("jokers", 7, 3),
                ("deuces-arent-wild", 123_456_789, 2)]  # fmt: skip

#: (preset, seed, players, what is played, policy): a whole game ("game") or one round ("round N", from 1).
PLAYS = [
    ("standard", 1, 2, "game", "medium-easy"),
    ("deuces-arent-wild", 3, 3, "game", "medium"),
    ("aces-high", 4, 2, "round 11", "stock"),
    ("jokers", 5, 4, "round 6", "easy"),
]
POLICIES = {
    "medium": "every seat the medium CPU player",
    "medium-easy": "seat 0 the medium CPU player, seat 1 the easy one (its slips drawn from kings.seeding.Rng(seed))",
    "easy": "every seat the easy CPU player (its slips drawn from kings.seeding.Rng(seed))",
    "stock": "always the stock, then a uniform choice by kings.seeding.Rng(seed) among the discards not going out",
}


def _hands(r: Round) -> list[str]:
    return [format_cards(h) for h in r.hands]


def deal_entry(pid: str, seed: int, players: int) -> dict[str, Any]:
    rules = preset(pid)
    match = Match.new(rules, seed, players)
    last = len(rules.rounds()) - 1
    final = Round.new(rules, derive_seed(seed, last), players, (match.first_dealer + last) % players, last)
    assert match.deal is not None
    return {"preset": pid, "seed": seed, "players": players, "first_dealer": match.first_dealer,
            "first_round": {"hands": _hands(match.deal), "up": match.deal.pile[-1].code,
                            "stock_top": match.deal.stock[-1].code},
            "last_round": {"cards": final.cards, "wild": final.wild, "dealer": final.dealer, "hands": _hands(final),
                           "up": final.pile[-1].code, "stock_top": final.stock[-1].code}}  # fmt: skip


def render_deals() -> str:
    data = {
        "about": "3-13's golden seeded deals; regenerate with: python tests/test_three_thirteen_golden.py --regenerate",
        "deals": [deal_entry(*args) for args in GOLDEN_DEALS],
    }
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


def playthrough_name(pid: str, seed: int, players: int, what: str, policy: str) -> str:
    return f"{pid}-seed{seed}-{players}p-{what.replace(' ', '')}-{policy}.txt"


class Policy:
    """The moves of a playthrough: CPU players from their own view, or the stock-first random policy."""

    def __init__(self, policy: str, players: int, seed: int) -> None:
        self.policy = policy
        levels = {"medium": ["medium"] * players, "medium-easy": ["medium", "easy"], "easy": ["easy"] * players}
        self.bots = [make_player(level) for level in levels.get(policy, [])]
        self.rng = Rng(seed)

    def pick(self, r: Round, seat: int, view: Any) -> Move:
        legal = r.legal_moves()
        if self.policy == "stock":
            if STOCK in legal:
                return STOCK
            plain = [m for m in legal if isinstance(m, Discard) and not m.out]
            return plain[self.rng.below(len(plain))]
        move: Move = self.bots[seat].choose(view, legal, self.rng)
        return move


def _step(out: list[str], step: int, r: Round, move: Move) -> None:
    out += ["", f"step: {step}", f"position: {r.position()}", f"to act: {r.acting}",
            f"legal: {' '.join(map(str, r.legal_moves()))}", f"move: {move}"]  # fmt: skip


def _ends(out: list[str], match: Match) -> None:
    result = match.results[-1]
    out += ["", f"round {result.number + 1} ends: points {' '.join(map(str, result.points))}, "
            f"totals {' '.join(map(str, result.totals))}, out {result.out}"]  # fmt: skip


def render_playthrough(pid: str, seed: int, players: int, what: str, policy: str) -> str:
    rules = preset(pid)
    chooser = Policy(policy, players, seed)
    out = ["# 3-13 playthrough; regenerate with: python tests/test_three_thirteen_golden.py --regenerate",
           f"rules: {pid}", f"seed: {seed}", f"players: {players}", f"played: {what}",
           f"policy: {policy} ({POLICIES[policy]})"]  # fmt: skip
    step = 0
    if what == "game":
        match = Match.new(rules, seed, players)
        out.append(f"first dealer: {match.first_dealer}")
        while not match.over:
            if match.deal is None:
                _ends(out, match)
                match = match.next_deal()
                continue
            r = match.deal
            assert r.acting is not None
            move = chooser.pick(r, match.match_seat(r.acting), match.observe(r.acting))
            _step(out, step, r, move)
            match = match.play(move)
            step += 1
        _ends(out, match)
        out += ["", f"totals: {' '.join(map(str, match.totals))}", f"winners: {' '.join(map(str, match.winners))}",
                f"record: {MatchRecord.of(match).to_json()}"]  # fmt: skip
        return "\n".join(out) + "\n"
    number = int(what.split()[1]) - 1
    r = Round.new(rules, seed, players, seed % players, number)
    while not r.over:
        assert r.acting is not None
        move = chooser.pick(r, r.acting, r.observe(r.acting))
        _step(out, step, r, move)
        r = r.play(move)
        step += 1
    assert r.outcome is not None
    out += ["", f"final: {r.position()}", f"ended: {r.ended}", f"points: {' '.join(map(str, r.outcome.totals))}",
            f"winners: {' '.join(map(str, r.outcome.winners))}", f"record: {RoundRecord.of(r).to_json()}"]  # fmt: skip
    return "\n".join(out) + "\n"


def regenerate() -> None:
    DEALS_FILE.write_text(render_deals(), encoding="utf-8")
    PLAYTHROUGHS.mkdir(parents=True, exist_ok=True)
    for args in PLAYS:
        (PLAYTHROUGHS / playthrough_name(*args)).write_text(render_playthrough(*args), encoding="utf-8")


# -- tests ---------------------------------------------------------------------------------------------
def test_golden_deals():
    """Product decision: a seed names the same first dealer and deals exactly these hands, everywhere."""
    expected = json.loads(DEALS_FILE.read_text(encoding="utf-8"))
    assert [(e["preset"], e["seed"], e["players"]) for e in expected["deals"]] == GOLDEN_DEALS
    for entry in expected["deals"]:
        assert deal_entry(entry["preset"], entry["seed"], entry["players"]) == entry
    assert DEALS_FILE.read_text(encoding="utf-8") == render_deals()


def _diff(args: tuple[str, int, int, str, str]) -> None:
    expected = (PLAYTHROUGHS / playthrough_name(*args)).read_text(encoding="utf-8").splitlines()
    actual = render_playthrough(*args).splitlines()
    for i, (want, got) in enumerate(zip(expected, actual, strict=False)):
        assert got == want, f"line {i + 1} differs"
    assert len(actual) == len(expected)


@pytest.mark.parametrize("args", PLAYS, ids=[playthrough_name(*a)[:-4] for a in PLAYS])
def test_playthrough(args):
    """Product decision: every golden playthrough is regenerated and diffed line by line."""
    _diff(args)


def test_the_playthroughs_cover_every_kind_of_move_and_ending():
    """Product decision: the goldens pin draws from both piles, plain discards, going out, the last turns, a stock
    rebuilt and a round ended by the stock, the 14-card round and jokers."""
    text = "".join((PLAYTHROUGHS / playthrough_name(*a)).read_text(encoding="utf-8") for a in PLAYS)
    for move in ("move: stock", "move: discard", "move: out:", "ended: stock", "round 12 ends", "JK"):
        assert move in text, move
    assert "rebuilds=1" in text and "rebuilds=2" in text  # the stock rebuilt twice before it ran out


def test_playthrough_records_replay():
    """Product decision: the record at the end of each playthrough replays to its final position or totals."""
    for args in PLAYS:
        lines = (PLAYTHROUGHS / playthrough_name(*args)).read_text(encoding="utf-8").splitlines()
        record_text = next(line for line in lines if line.startswith("record: "))[8:]
        if args[3] == "game":
            match = MatchRecord.from_json(record_text).replay()
            totals = next(line for line in lines if line.startswith("totals: "))[8:]
            assert match.over and " ".join(map(str, match.totals)) == totals
        else:
            final = next(line for line in lines if line.startswith("final: "))[7:]
            assert RoundRecord.from_json(record_text).replay().position() == final


def test_no_stray_playthrough_files():
    """Product decision: every file in data/three_thirteen_playthroughs comes from PLAYS."""
    assert sorted(p.name for p in PLAYTHROUGHS.glob("*.txt")) == sorted(playthrough_name(*a) for a in PLAYS)


if __name__ == "__main__":
    if sys.argv[1:] != ["--regenerate"]:
        sys.exit("usage: python tests/test_three_thirteen_golden.py --regenerate")
    regenerate()
    print(f"wrote {DEALS_FILE} and {len(PLAYS)} playthroughs in {PLAYTHROUGHS}")
