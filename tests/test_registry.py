"""The registry of games: stable ids, lobby facts, lazy loading, clear errors (product decisions unless named)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from kings import registry
from kings.errors import KingsError, RulesError, UnknownGameError
from kings.game import Game, Player, Rules

ROOT = Path(__file__).resolve().parent.parent
GAMES = registry.games()
IDS = [g.id for g in GAMES]
ENGINES = registry.engines()  #: the games, and those whose table is coming (their engine is checked all the same)
ENGINE_IDS = [g.id for g in ENGINES]


def test_ids_are_pinned():
    """Product decision: URLs and saved data carry these ids, so they never change (add, never rename)."""
    assert IDS == ["corners", "king", "three-thirteen", "kings-cup", "klondike", "kings-court"]
    assert registry.coming() == ()  # King's Court, the last game to come, has its table (issue 37)
    assert len(set(IDS)) == len(IDS)
    assert all(i == i.lower() and " " not in i and i.isascii() for i in IDS)


def test_table_sizes_of_the_games():
    """RULES.md 4: Klondike is solitaire. Kings Cup is played by 2 to 12: the sources give no count (product
    decision). RULES.md 5: King's Court is a board game for two."""
    assert registry.game("klondike").players == range(1, 2)
    assert registry.game("kings-cup").players == range(2, 13)
    assert registry.game("kings-court").players == range(2, 3)


def test_engines_are_the_games_and_a_board_game_says_so():
    """Product decision: every engine has its table now (registry.engine reaches the same games as registry.game);
    King's Court, a board game, deals nothing and hides nothing."""
    assert [g.id for g in registry.engines()] == IDS
    assert registry.engine("kings-court") is registry.KINGS_COURT is registry.game("kings-court")
    info = registry.KINGS_COURT
    assert not info.shuffled and not info.hidden  # a board game: nothing dealt, nothing hidden
    assert all(g.shuffled and g.hidden for g in GAMES if g is not info)
    with pytest.raises(UnknownGameError, match=r"^There is no game 'chess'\. Games: corners, .*, kings-court\.$"):
        registry.engine("chess")


@pytest.mark.pyodide
def test_unknown_and_coming_ids_are_clear_errors(monkeypatch):
    """Product decision: an unknown id is a KingsError (and a LookupError) that lists the playable ids; a game
    still to come says so (none is, today: a stand-in checks the words)."""
    games = r"Games: corners, king, three-thirteen, kings-cup, klondike, kings-court\."
    with pytest.raises(UnknownGameError, match=r"There is no game 'chess'\. " + games) as exc:
        registry.game("chess")
    assert isinstance(exc.value, KingsError) and isinstance(exc.value, LookupError)
    soon = registry.ComingGame("chess", "Chess", 2, 2, "Checkmate the other king.")
    monkeypatch.setitem(registry._COMING_BY_ID, "chess", soon)
    with pytest.raises(UnknownGameError, match=r"^Chess is coming but cannot be played yet\. Games: corners, "):
        registry.game("chess")
    with pytest.raises(UnknownGameError, match="There is no game None"):
        registry.game(None)  # type: ignore[arg-type]
    assert registry.game("corners") is registry.CORNERS and registry.game("king") is registry.KING


@pytest.mark.pyodide
@pytest.mark.parametrize("info", ENGINES, ids=ENGINE_IDS)
def test_lobby_facts(info):
    """Product decision: each game has a name, a table size, a one-line pitch and a default preset that exists."""
    assert info.name.strip() and 1 <= info.min_players <= info.max_players
    assert info.pitch.strip() and "\n" not in info.pitch and len(info.pitch) <= 160 and info.pitch.endswith(".")
    assert info.default_preset in info.presets()
    assert info.preset() is info.preset(info.default_preset)
    with pytest.raises(RulesError, match=f"There is no {info.name} rules preset 'nope'"):
        info.preset("nope")
    rules = info.preset()
    assert isinstance(rules, Rules)
    for n in info.players:
        assert rules.validate(n) is rules
    for n in (info.min_players - 1, info.max_players + 1):
        with pytest.raises(RulesError):
            rules.validate(n)


@pytest.mark.pyodide
@pytest.mark.parametrize("info", ENGINES, ids=ENGINE_IDS)
def test_presets_have_stable_ids(info):
    """Product decision: each preset is filed under its own id, and rule sets are frozen (hashable) data."""
    presets = info.presets()
    assert presets and all(rules.id == pid for pid, rules in presets.items())
    assert all(hash(rules) == hash(rules) for rules in presets.values())
    with pytest.raises(TypeError):
        presets["mine"] = info.preset()  # type: ignore[index]


@pytest.mark.pyodide
@pytest.mark.parametrize("info", ENGINES, ids=ENGINE_IDS)
def test_cpu_levels(info):
    """Product decision: each game has a random level (tests, benchmarks) not offered to players, and at least
    one offered level, but for a party game, which has no CPU players (Kings Cup: people pass the phone round), and
    solitaire (Klondike: its levels play whole deals for the benchmarks; the hard one gives the hints);
    a level kept from players says it is for benchmarks; each level is one sentence naming it; every level makes
    a player."""
    ids = [level.id for level in info.levels]
    assert len(set(ids)) == len(ids) and "random" in ids
    assert not info.level("random").offered
    assert bool(info.offered_levels) == (info.id not in ("kings-cup", "klondike"))
    hidden = [level for level in info.levels if not level.offered]
    assert all("benchmarks" in level.description for level in hidden)
    for level in info.levels:
        assert level.description.startswith(level.id.capitalize() + ":")
        assert "\n" not in level.description
        player = info.make_player(level.id)
        assert isinstance(player, Player) and player.level == level.id
    with pytest.raises(ValueError, match=r"There is no CPU level 'grandmaster': choose random[,.]"):
        info.make_player("grandmaster")


@pytest.mark.parametrize("info", ENGINES, ids=ENGINE_IDS)
def test_entry_is_a_game_in_its_own_package(info):
    """Product decision: the registry names a Game object inside the game's own subpackage of kings/."""
    assert info.package.count(".") == 1 and info.package.startswith("kings.")
    assert (ROOT / Path(*info.package.split("."))).joinpath("__init__.py").is_file()
    assert info.entry.startswith(info.package + ".")
    loaded = info.load()
    assert isinstance(loaded, Game) and info.load() is loaded


def test_importing_the_registry_imports_no_game():
    """Product decision: the lobby lists games without loading any; a game loads on first use."""
    code = (
        "import sys\n"
        "import kings.registry as r\n"
        "print(sorted(m for m in sys.modules if m.startswith('kings.')))\n"
        "[(g.id, g.name, g.pitch, g.levels, g.players) for g in r.games()]\n"
        "print(sorted(m for m in sys.modules if m.startswith('kings.')))\n"
        "r.game('corners').preset()\n"
        "print('kings.corners.deal' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60, check=True
    )
    before, after, loaded = result.stdout.strip().splitlines()
    assert before == after and "'kings.registry'" in before
    assert not any(f"'kings.{g.package.split('.')[1]}" in after for g in ENGINES)
    assert loaded == "True"
