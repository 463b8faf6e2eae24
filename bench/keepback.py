"""How often hard players keep a card back: the counts behind ``keepback.HARD_STOPS``.

Plays seeded whole matches with the same level at every seat and, wherever the medium level would
lay a card, records whether the player ended its turn instead, by the place the card would go (a
side pile, a corner pile, an empty corner), whether a card of the hand follows it, and how many of the
cards that would fit on it the player has not seen. Prints the chances in
:func:`kings.corners.players.keepback.stop_index` order, the table in use for that table size, and
one JSON line. (Choices with a side space open, where the card may go into it, are counted apart.)

    python bench/keepback.py [--players 4] [--matches 240] [--level hard] [--rules standard] [--seed 11] [--deals N]

Four seats, 240 matches: about 7 minutes on one core. Not a test: it never fails.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kings.corners import END_TURN, Match, Play, preset
from kings.corners.movegen import tables
from kings.corners.players import greedy, make_player
from kings.corners.players.keepback import CORNER, KING, SIDE, hard_stops, stop_index
from kings.seeding import Rng, derive_seed

PLACES = {SIDE: "side", CORNER: "corner", KING: "king"}


def count(level: str, rules_id: str, players: int, matches: int, seed: int,
          deals: int = 0) -> tuple[list[int], list[int], list[int]]:
    """Stops and choices per stops-table index, and the stops and choices with a side space open (in each match's
    first ``deals`` deals only, if not 0)."""
    rules = preset(rules_id)
    fits = tables(rules).fits
    stops, seen = [0] * 18, [0] * 18
    apart = [0, 0]
    for g in range(matches):
        match = Match.new(rules, derive_seed(seed, g), players)
        bots = [make_player(level) for _ in range(players)]
        rng = Rng(derive_seed(seed, g, 1))
        played = 1  # Match.new deals the first
        while not match.over:
            if match.deal is None:
                if played == deals:
                    break
                played += 1
                match = match.next_deal()
                continue
            deal = match.deal
            seat, legal = deal.to_act, deal.legal_moves()
            obs = match.observe(seat)
            move = bots[seat].choose(obs, legal, rng)
            medium = greedy.best(obs, legal) if len(legal) > 1 else None
            if isinstance(medium, Play) and END_TURN in legal and len(obs.hand) > 1 and not medium.card.is_joker:
                place, card = medium.pile, medium.card
                if not all(obs.piles[:4]):
                    apart[0] += move == END_TURN
                    apart[1] += 1
                else:
                    fit = fits[place][card]
                    unseen = set(obs.unseen())
                    where = SIDE if place < 4 else CORNER if obs.piles[place] else KING
                    i = stop_index(where, any(c in fit for c in obs.hand), sum(1 for c in fit if c in unseen))
                    seen[i] += 1
                    stops[i] += move == END_TURN
            match = match.play(move)
        print(f"match {g + 1}/{matches}: {sum(seen)} choices", file=sys.stderr, flush=True)
    return stops, seen, apart


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--matches", type=int, default=240)
    ap.add_argument("--level", default="hard")
    ap.add_argument("--rules", default="standard")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--deals", type=int, default=0, help="count only each match's first N deals (0: all)")
    args = ap.parse_args(argv)
    start = time.perf_counter()
    stops, seen, apart = count(args.level, args.rules, args.players, args.matches, args.seed, args.deals)
    chances = [round(s / n, 3) if n else None for s, n in zip(stops, seen, strict=True)]
    for where, name in PLACES.items():
        for follows in (False, True):
            cells = [stop_index(where, follows, u) for u in range(3)]
            text = ", ".join(f"{u} unseen {chances[i]} of {seen[i]}" for u, i in enumerate(cells))
            print(f"{name:6s} {'followed' if follows else 'alone':8s} {text}")
    in_use = hard_stops(args.players)
    print(f"choices {sum(seen)}, and {apart[1]} with a side space open, {apart[0]} of them kept back; in use: {in_use}")
    print(json.dumps({"level": args.level, "rules": args.rules, "players": args.players, "matches": args.matches,
                      "seed": args.seed, "stops": stops, "choices": seen, "chances": chances, "apart": apart,
                      "seconds": round(time.perf_counter() - start, 1)}))  # fmt: skip


if __name__ == "__main__":
    main()
