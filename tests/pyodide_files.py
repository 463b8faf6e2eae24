"""The test files that hold tests marked ``pyodide``, what each costs in Pyodide, and their split into shards.

The Pyodide step of scripts/test.sh runs as two processes (``--shard 1/2`` and ``--shard 2/2``, tests/conftest.py),
each on the files of its shard only: Pyodide imports every file it is given, and importing all of tests/ (then
deselecting the tests not marked) cost each process 14-27 s of its 65 s. The shards split the files by
:data:`COST`, the costliest first, each to the shard with the least so far, so that both end together.

tests/test_pyodide_files.py checks that every test marked ``pyodide`` is in a file listed here and that every file
listed holds one: a new file with marked tests needs a line here (its cost: the seconds of its marked tests,
``--durations=0``, and of its import in Pyodide).

    python3 tests/pyodide_files.py 1/2    # the files of shard 1 of 2, one a line

>>> sorted(f for files in shards(2) for f in files) == sorted(f"tests/{name}" for name in COST)
True
"""

from __future__ import annotations

import sys

#: Seconds in Pyodide (its marked tests' setup, call and teardown, and the import of the file in a ``--collect-only``
#: run), measured in one run on a loaded 2-core machine: only their ratios matter. Under 0.1 s counts as 0.1.
COST: dict[str, float] = {
    "test_cards.py": 0.1, "test_conformance.py": 16.2, "test_corners_fastplay.py": 19.1, "test_daily.py": 0.1,
    "test_docs.py": 24.3, "test_golden.py": 0.1, "test_jsontext.py": 0.1, "test_king_auction.py": 0.5,
    "test_king_bidding.py": 0.1, "test_king_easy.py": 0.4, "test_king_fastplay.py": 0.7, "test_king_game.py": 2.4,
    "test_king_golden.py": 0.6,
    "test_king_nominate.py": 0.1, "test_king_players.py": 6.5, "test_king_rules.py": 6.0,
    "test_king_rulesdoc.py": 0.1, "test_king_soak.py": 1.9, "test_king_ultimatum.py": 12.1,
    "test_king_web_bidding.py": 7.5, "test_king_web_parts.py": 1.3, "test_king_web_session.py": 4.9,
    "test_king_web_setup.py": 0.2, "test_king_web_sheet.py": 1.3, "test_king_web_thinker.py": 2.9,
    "test_king_web_trick.py": 0.3, "test_king_web_view.py": 13.3, "test_king_web_words.py": 4.6,
    "test_kings_court_conformance.py": 9.8, "test_kings_court_golden.py": 21.1, "test_kings_court_movegen.py": 30.5,
    "test_kings_court_notation.py": 28.1, "test_kings_court_perft.py": 11.2, "test_kings_court_players.py": 6.3,
    "test_kings_court_refusals.py": 0.8, "test_kings_court_rules.py": 0.1, "test_kings_court_table_helpers.py": 0.4,
    "test_kings_court_web_session.py": 0.9, "test_kings_court_web_view.py": 0.9,
    "test_kings_cup_conformance.py": 0.4, "test_kings_cup_decks.py": 0.3, "test_kings_cup_golden.py": 0.1,
    "test_kings_cup_hostile.py": 0.7, "test_kings_cup_rules.py": 0.2, "test_kings_cup_rulesdoc.py": 0.1,
    "test_kings_cup_web_decks.py": 0.3, "test_kings_cup_web_session.py": 0.1, "test_kings_cup_web_view.py": 0.4,
    "test_klondike_golden.py": 0.7, "test_klondike_rules.py": 0.5, "test_klondike_rulesdoc.py": 0.1,
    "test_klondike_scoring.py": 0.1, "test_klondike_web_session.py": 0.1, "test_klondike_web_words.py": 0.1,
    "test_match.py": 0.1, "test_players.py": 8.8, "test_players_match.py": 0.9, "test_registry.py": 0.1,
    "test_rules_data.py": 0.1, "test_rules_jokers.py": 0.1, "test_rules_standard.py": 0.2,
    "test_rules_variants.py": 0.1, "test_scoring.py": 0.1, "test_seeding.py": 0.1,
    "test_three_thirteen_conformance.py": 1.8, "test_three_thirteen_golden.py": 0.5,
    "test_three_thirteen_melds.py": 4.8, "test_three_thirteen_players.py": 0.9, "test_three_thirteen_rules.py": 0.7,
    "test_three_thirteen_rulesdoc.py": 0.1, "test_three_thirteen_web_hand.py": 2.6,
    "test_three_thirteen_web_parts.py": 0.5, "test_three_thirteen_web_scores.py": 0.6,
    "test_three_thirteen_web_session.py": 1.0, "test_three_thirteen_web_setup.py": 0.1,
    "test_three_thirteen_web_thinker.py": 0.3, "test_three_thirteen_web_view.py": 1.5,
    "test_three_thirteen_web_words.py": 0.2, "test_web_address.py": 0.1, "test_web_embed.py": 0.1,
    "test_web_ending.py": 0.3, "test_web_keymap.py": 0.1, "test_web_narrate.py": 0.1, "test_web_recovery.py": 0.1,
    "test_web_setup.py": 0.1, "test_web_speech.py": 0.1, "test_web_stats.py": 0.1, "test_web_storage.py": 0.1,
    "test_web_tutorial.py": 0.1, "test_web_urlparams.py": 0.1, "test_web_view.py": 21.9,
}


def shards(n: int) -> list[list[str]]:
    """:data:`COST`'s files (as paths from the repository root) split into ``n`` shards of about equal cost."""
    split: list[list[str]] = [[] for _ in range(n)]
    totals = [0.0] * n
    for name in sorted(COST, key=lambda f: (-COST[f], f)):
        least = totals.index(min(totals))
        split[least].append(f"tests/{name}")
        totals[least] += COST[name]
    return [sorted(files) for files in split]


def shard(spec: str) -> list[str]:
    """The files of shard ``K/N`` (K from 1 to N); ValueError for anything else."""
    k, _, n = spec.partition("/")
    if not (k.isdigit() and n.isdigit() and 1 <= int(k) <= int(n)):
        raise ValueError(f"--shard {spec}: expected K/N with 1 <= K <= N, such as 1/2")
    return shards(int(n))[int(k) - 1]


if __name__ == "__main__":
    print("\n".join(shard(sys.argv[1])))
