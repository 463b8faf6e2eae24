"""The worker's lighter thinker (issue 47): for King, 3-13 and King's Court the CPU worker thinks with the engine's
own players through :func:`web.shell.thinker.engine_thinker`, without importing the game's web spec (its tutorial,
setup form and words). It must answer exactly as a thinker of the spec's ``CPU`` does, move for move and hint for
hint, and must not load the game's web package."""

from __future__ import annotations

import subprocess
import sys

import pytest

from kings import registry
from web.shell.games import GAMES
from web.shell.players import HINT
from web.shell.thinker import engine_thinker, thinker_for

LEAN = [g for g, w in GAMES.items() if w.engine_players]


def test_king_three_thirteen_and_the_court_think_in_the_worker_with_the_engines_players() -> None:
    assert sorted(LEAN) == ["king", "kings-court", "three-thirteen"]


@pytest.mark.parametrize("game_id", LEAN)
def test_the_lean_thinker_answers_as_the_games_own(game_id: str) -> None:
    info, web = registry.game(game_id), GAMES[game_id]
    lean, own = engine_thinker(game_id), thinker_for(web.thinker_module().CPU)
    cpu = own.cpu
    engine = info.load()
    match = engine.new_match(engine.presets[info.default_preset], 11, info.min_players)
    for step in range(40):
        deal = match.deal
        if deal is None or deal.over:
            break
        seat = match.match_seat(deal.acting)
        record, seed = cpu.record_json(match), 1000 + 7 * step
        for level in ("medium", "hard", HINT):
            assert lean.think(record, seat, level, seed) == own.think(record, seat, level, seed), (step, level)
        chosen = own.think(record, seat, "medium", seed)
        match = match.play(next(m for m in deal.legal_moves() if str(m) == chosen))


@pytest.mark.parametrize("game_id", LEAN)
def test_the_lean_thinker_loads_no_module_of_the_games_web_package(game_id: str) -> None:
    package = GAMES[game_id].package
    code = (f"import sys; from web.shell.worker import Worker; Worker()._thinker({game_id!r}); "
            f"print(sorted(m for m in sys.modules if m.startswith({package + '.'!r})))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
