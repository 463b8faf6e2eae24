"""King's Court's CPU players (product decisions): every level picks a legal move from its observation, the same
generator state always gives the same move, different generators vary the games, the search takes a win when there
is one and never walks into a loss it could avoid, and the easy level's slips make it clearly weaker. Strength
against each other and time per move are measured by bench/kings_court_strength.py and bench/decision_time.py."""

from __future__ import annotations

import pytest

from kings.kings_court.movegen import effects
from kings.kings_court.moves import Move
from kings.kings_court.outcome import ORANGE
from kings.kings_court.players import LEVELS, make_player
from kings.kings_court.players.levels import HardPlayer, SearchPlayer, seen_positions
from kings.kings_court.players.search import WIN, Search
from kings.kings_court.rules import Rules
from kings.kings_court.state import CourtGame
from kings.seeding import Rng, derive_seed
from tests.sampling import count

QUICK = HardPlayer(budget=800)  #: the hard level's search on a small budget (the tests' time)


def positions(count: int, seed: int = 2) -> list[CourtGame]:
    """Positions of games between medium players, the entries chosen at random."""
    out: list[CourtGame] = []
    medium = make_player("medium")
    for g in range(count):
        game, rng = CourtGame.new(Rules(), seed=g), Rng(derive_seed(seed, g))
        while not game.over:
            legal = game.legal_moves()
            move = legal[rng.below(len(legal))] if game.opening else medium.choose(game.observe(game.turn), legal, rng)
            game = game.play(move)
            if not game.over:
                out.append(game)
    return out


POSITIONS = positions(3)


def wins_at_once(game: CourtGame, move: Move) -> bool:
    after = game.play(move)
    return after.over and after.outcome.winner == game.turn


def loses_at_once(game: CourtGame, move: Move) -> bool:
    """After ``move`` the other player can win with one move."""
    after = game.play(move)
    return not after.over and any(wins_at_once(after, reply) for reply in after.legal_moves())


@pytest.mark.pyodide
def test_the_levels():
    assert LEVELS == ("random", "easy", "medium", "hard")
    assert [make_player(level).level for level in LEVELS] == list(LEVELS)
    with pytest.raises(ValueError, match="There is no King's Court CPU level 'expert': choose random, easy, medium"):
        make_player("expert")


@pytest.mark.pyodide
@pytest.mark.parametrize("level", ["random", "easy", "medium"])
def test_every_level_picks_a_legal_move_the_same_way_every_time(level):
    player = make_player(level)
    for game in POSITIONS[::4]:
        legal = game.legal_moves()
        move = player.choose(game.observe(game.turn), legal, Rng(7))
        assert move in legal and player.choose(game.observe(game.turn), legal, Rng(7)) == move


def test_the_hard_level_picks_a_legal_move_the_same_way_every_time():
    for game in POSITIONS[::12]:
        legal = game.legal_moves()
        move = QUICK.choose(game.observe(game.turn), legal, Rng(3))
        assert move in legal and QUICK.choose(game.observe(game.turn), legal, Rng(3)) == move


@pytest.mark.pyodide
def test_the_generator_varies_the_games():
    """Every game starts alike: without varying ties, CPU games would all be the same."""
    start = CourtGame.new(Rules(), seed=1)
    firsts = {str(make_player("medium").choose(start.observe(0), start.legal_moves(), Rng(s))) for s in range(12)}
    assert len(firsts) >= 2


@pytest.mark.pyodide
@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_win_in_one_is_taken(level):
    game = CourtGame.from_fen("8/8/8/3g4/2go4/2o5/8/8 o - 0 9")
    player = QUICK if level == "hard" else make_player(level)
    assert str(player.choose(game.observe(ORANGE), game.legal_moves(), Rng(1))) == "c3xc5xe5"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_no_loss_in_one_that_could_be_avoided(level):
    """Wherever some move leaves the other player no winning reply, the move chosen leaves none either (the first
    four such positions in the suite, all of them in ``python3 bench/full_checks.py``: tests/sampling.py)."""
    player = QUICK if level == "hard" else make_player(level)
    checked = 0
    for game in POSITIONS[::3]:
        if checked == count(len(POSITIONS), 4):
            break
        legal = game.legal_moves()
        if any(wins_at_once(game, m) for m in legal):
            continue
        safe = [m for m in legal if not loses_at_once(game, m)]
        if len(safe) == len(legal) or not safe:
            continue
        move = player.choose(game.observe(game.turn), legal, Rng(5))
        assert not loses_at_once(game, move), f"{level} walked into a loss with {move} in {game.fen()}"
        checked += 1
    assert checked >= 3


def test_the_easy_level_slips_and_loses_to_the_medium_level():
    """Easy: one move ahead, and one move in four any legal move (mistakes on purpose)."""
    greedy = SearchPlayer("greedy", depth=1, quiescence=False)
    easy = make_player("easy")
    differ = sum(easy.choose(g.observe(g.turn), g.legal_moves(), Rng(i))
                 != greedy.choose(g.observe(g.turn), g.legal_moves(), Rng(i)) for i, g in enumerate(POSITIONS))
    assert 0.1 < differ / len(POSITIONS) < 0.6
    medium_points = 0.0
    for g in range(6):
        game, rngs = CourtGame.new(Rules(), seed=g), [Rng(derive_seed(g, s)) for s in range(2)]
        bots = [make_player("medium"), easy] if g % 2 == 0 else [easy, make_player("medium")]
        while not game.over:
            game = game.play(bots[game.turn].choose(game.observe(game.turn), game.legal_moves(), rngs[game.turn]))
        medium_seat = 0 if g % 2 == 0 else 1
        medium_points += 1.0 if game.outcome.winner == medium_seat else 0.5 if game.outcome.winner is None else 0.0
    assert medium_points >= 4.5


def test_the_search_works_within_its_budget_and_knows_the_games_past():
    game = POSITIONS[20]
    own, opp = game.sides(game.turn)
    result = Search(game.rules, budget=500).best(own, opp, effects(own, opp, game.rules))
    first_only = Search(game.rules, budget=1, max_depth=1).best(own, opp, effects(own, opp, game.rules))
    assert result.depth >= 1 and first_only.depth == 1  # the first iteration always finishes
    assert result.nodes <= max(500, first_only.nodes) + 1
    assert (own, opp) in seen_positions(game)
    assert abs(Search(game.rules, budget=2000).best(*CourtGame.from_fen(
        "8/8/8/3g4/2go4/2o5/8/8 o - 0 9").sides(ORANGE), [(18, 36, (1 << 26) | (1 << 35))]).score) >= WIN - 2
