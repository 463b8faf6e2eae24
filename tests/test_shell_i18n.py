"""The shell's words in the player's language (issue 49): under the pseudo-locale (``en-XA``) every word the shell
shows a player comes through a catalog (it is accented and bracketed: ``⟦…⟧``), and with the compiled catalogs the
shell's screens read in Brazilian Portuguese and in Spanish. Names, numbers and notation aside, nothing is left in
English."""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

import pytest

from kings.cards import Card
from kings.i18n import long_date, speaking
from scripts.locales import compile_all
from tests import webfakes
from web.corners.spec import FORM
from web.corners.spec import Setup as CornersSetup
from web.shell import achievements, charts, quarantine, statwords
from web.shell.address import Address
from web.shell.backup import BackupRefused, read_backup
from web.shell.daily import day_notice
from web.shell.dom_profile import avatar_label
from web.shell.ending import Ending, Table, amount, join_names, match_headline, ordinal
from web.shell.games import GAMES
from web.shell.lobbyline import match_entry, opponents, standing
from web.shell.notice import actions
from web.shell.online import names
from web.shell.online.listing import waiting_words
from web.shell.online.panel import bar_actions, guest_note, seat_lines, timeout_label
from web.shell.online.reactions import REACTIONS
from web.shell.seats import SeatConfig, kind_label
from web.shell.settingsio import FIELD_WORDS
from web.shell.stats import DealEntry
from web.shell.statsfiles import shown_day
from web.shell.statsio import ImportRefused, import_text
from web.shell.storage import MemoryBackend, Store
from web.shell.tableparts import ended
from web.shell.tutorial import Step, Tutorial

PSEUDO = "⟦"
NOON = datetime.datetime(2026, 12, 4, 12, tzinfo=datetime.UTC).timestamp()  #: a clock on 4 December 2026


def pseudo(text: str) -> bool:
    """Whether ``text`` came through the pseudo-locale (its words are bracketed)."""
    return PSEUDO in text


def seats(*kinds: str) -> tuple[SeatConfig, ...]:
    return tuple(SeatConfig("You" if k == "human" and i == 0 else f"P{i}", k) for i, k in enumerate(kinds))


def corrupt_notice() -> str:
    store = Store(MemoryBackend()).for_game("corners")
    store.backend.set("kings.corners.stats", "{not json")
    store.load("stats")
    return str(store.notices[0])


def daily_message(game: str, query: str) -> Any:
    app = GAMES[game].app()

    class Timed(app):  # type: ignore[misc, valid-type]
        def __init__(self, *a: Any, **k: Any) -> None:
            super().__init__(*a, **k)
            self.dailies.clock = lambda: NOON

    class Ui(webfakes.FakeUi):
        def __getattr__(self, name: str) -> Any:
            return lambda *args, **kwargs: None

    class Table(webfakes.Harness):
        app_class = Timed
        ui_class = Ui

    return Table(query=query).ui.table


# -- the pseudo-locale: every word a player reads came through a catalog ----------------------------------------
def test_the_lobby_lines_and_the_ending_come_through_the_catalogs() -> None:
    with speaking("en-XA"):
        entry = match_entry(_Session(seats("human", "easy")), "round", 11, lambda done: "x")
        lines = [opponents(seats("human", "easy")), opponents(seats("human", "hard", "easy", "hard")),
                 opponents(seats("human", "human")), standing(["Ann"], True, "with 5"), standing(["You"], False, "x"),
                 entry["last"], match_headline(["You", "Ada"], (0,), you=0)[0],
                 match_headline(["Ann", "Ada", "Bob"], (1, 2), you=0)[0], match_headline(["Ann", "Bo"], (1,), None)[0],
                 ordinal(2), amount(3, "point"), amount(1, "chip"), join_names(["Ada", "Bob", "Cy"])]  # fmt: skip
        banner = ended(Ending("match-over", "Ada wins", "neutral", "", Table("", (), (), False)), "Next round")
    assert all(pseudo(line) for line in lines), lines
    assert all(pseudo(label) for _action, label in banner.actions)


def test_the_setup_form_comes_through_the_catalogs() -> None:
    with speaking("en-XA"):
        form = FORM.setup_form(CornersSetup.first(), FORM.form_fields(FORM.default))
        kinds = [label for _kind, label in form.kinds]
        notes = [form.name_note(["x" * 60]), form.name_note(["y" * 40])]
        errors = []
        for bad in ((("You", "human"),), (("You", "human"), ("Bo", "nobody"))):
            with pytest.raises(ValueError) as refused:
                FORM.read(bad, "standard", {}, "")
            errors.append(str(refused.value))
        with pytest.raises(ValueError) as seed:
            FORM.read((("You", "human"), ("Bo", "easy")), "standard", {}, "not a seed")
        errors.append(str(seed.value))
    assert all(pseudo(f.label) and pseudo(f.help) for f in form.fields)
    assert all(pseudo(words) for f in form.fields for _value, words in f.choices)
    assert all(pseudo(line) for line in (*kinds, *form.level_lines, *notes, *errors, form.abouts["custom"]))
    assert all(pseudo(label) and all(pseudo(name) for _id, name in items) for label, items in form.presets)


def test_notices_on_corrupt_data_and_bad_addresses_come_through_the_catalogs() -> None:
    with speaking("en-XA"):
        notice = corrupt_notice()
        address = Address("?seed=abc&speed=warp&zz=1", ("seed",))
        address.seed()
        day = day_notice("2026-02-30")
        form_address, _asked = FORM.read_address("?players=9&level=godlike&rules=nope")
        offered = [_translated(label) for _action, label in actions(set_aside_notice())]  # (as the page draws them)
    assert pseudo(notice) and pseudo(day) and all(pseudo(e) for e in address.errors) and len(address.errors) == 3
    assert all(pseudo(e) for e in form_address.errors) and len(form_address.errors) >= 3
    assert "Kings in the Corner" in notice  # a game's name stays itself
    assert offered and all(pseudo(label) for label in offered)


def test_statistics_and_their_files_come_through_the_catalogs() -> None:
    history = [DealEntry(0, "standard", ("easy",), 2, i % 2 == 0, 0 if i % 2 == 0 else 3, 0) for i in range(4)]
    with speaking("en-XA"):
        made = [charts.results_chart(history, "hand"), charts.penalty_chart(history, "round"),
                charts.results_chart([], "game")]  # fmt: skip
        words = [statwords.heading(u) + statwords.none_finished(u) + statwords.won_by_level(u) for u in statwords.UNITS]
        refusals = []
        for text in ("{not json", '{"format": "other"}', "x" * 10_000_000):
            with pytest.raises(ImportRefused) as refused:
                import_text(text)
            refusals.append(str(refused.value))
    assert all(pseudo(c.title) and pseudo(c.summary) for c in made)
    assert all(pseudo(s.text) for c in made for s in c.shapes if s.text and not s.text.rstrip("%").isdigit())
    assert all(pseudo(w) for w in (*words, *refusals))


def test_backups_and_restores_come_through_the_catalogs() -> None:
    with speaking("en-XA"):
        refusals = []
        for text in ("{not json", '{"format": "kings-backup", "version": 99}', '{"format": "else"}'):
            with pytest.raises(BackupRefused) as refused:
                read_backup(text)
            refusals.append(str(refused.value))
        damaged = read_backup('{"format": "kings-backup", "version": 1, "games": {"Not A Game": {}, "king": 5}}')
        day = shown_day("2026-11-20T10:00:00Z")
        unknown = shown_day("")
        settings = [FIELD_WORDS[k] for k in ("speed", "sound")]
    assert all(pseudo(r) for r in (*refusals, *damaged.refused, day, unknown)), (refusals, damaged.refused)
    assert all(not pseudo(s) for s in settings)  # marked N_, translated where shown


def test_the_daily_profile_achievements_and_online_play_come_through_the_catalogs() -> None:
    with speaking("en-XA"):
        daily = daily_message("corners", "?daily=2026-12-03").message.text
        feats = [(_translated(a.name), _translated(a.how)) for a in achievements.GAMES["king"].achievements]
        avatars = [avatar_label(a) for a in ("crown", "heart")]
        refusals = [names.check_name("")[1], names.check_name("x" * 60)[1]]
        online = [*(s.state for s in seat_lines([{"name": "Ben", "kind": "open", "level": "hard", "status": "cpu"}],
                                                can_sit=True, started=False)),
                  guest_note("connecting", False, False, "Ann"), guest_note("ended", True, True, "Ann"),
                  guest_note("removed", False, False, "Ann"), *(_translated(w) for _s, w in REACTIONS.values()),
                  *(label for _a, label in bar_actions(True, True)), timeout_label(90),
                  waiting_words(4000)]  # fmt: skip
        tutorial = Tutorial((Step("First", "Do it."), Step("Done", "Well done."))).words()
        card = Card.parse("QH").name
    assert pseudo(daily) and "337" in daily
    assert all(pseudo(name) and pseudo(how) for name, how in feats)
    assert all(pseudo(text or "") for text in (*avatars, *refusals, *online, tutorial, card))


# -- the real catalogs: the shell's screens in Brazilian Portuguese and in Spanish -------------------------------
@pytest.fixture(scope="module")
def catalogs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("locale")
    compile_all(out=out)
    return out


def speaking_from(catalogs: Path, language: str) -> Any:
    return speaking(language, [(catalogs / language / "shell.mo").read_bytes()])


def test_the_shell_speaks_brazilian_portuguese(catalogs: Path) -> None:
    with speaking_from(catalogs, "pt-BR"):
        assert match_headline(["You", "Ada"], (0,), you=0)[0] == "Você venceu!"
        assert opponents(seats("human", "easy")) == "contra uma CPU fácil"
        assert kind_label("hard") == "CPU · difícil" and ordinal(1) == "1º" and amount(2, "point") == "2 pontos"
        assert amount(0, "point") == "0 pontos" and amount(1, "point") == "1 ponto"  # (zero is plural in Brazil)
        assert long_date(datetime.date(2026, 11, 20)) == "20 de novembro de 2026"
        assert Card.parse("QH").name == "dama de copas" and Card.parse("AS").name == "ás de espadas"
        assert corrupt_notice() == ("Seus dados salvos (estatísticas de Kings in the Corner) não puderam ser lidos; "
                                    "por isso, foram redefinidos.")
        assert statwords.none_yet("round") == "Nenhuma rodada ainda."
        assert daily_message("corners", "?daily=2026-12-03").message.text.startswith(
            "Partida do dia nº 337, 3 de dezembro de 2026: ")
        assert Address("?zz=1", ()).errors == ["Parâmetro de endereço desconhecido 'zz' ignorado."]
        assert guest_note("removed", False, False, "Ann").startswith("O anfitrião tirou você desta mesa.")


def test_the_shell_speaks_spanish(catalogs: Path) -> None:
    with speaking_from(catalogs, "es"):
        assert match_headline(["Ann", "Ada", "Bob"], (1, 2), you=0)[0] == "Ada y Bob comparten la victoria"
        assert opponents(seats("human", "hard", "hard")) == "contra 2 CPU (difícil)"
        assert ordinal(3) == "3.º" and join_names(["Ada", "Bob", "Cy"]) == "Ada, Bob y Cy"
        assert Card.parse("JH").name == "jota de corazones" and Card.parse("KC").suit.word == "tréboles"
        assert long_date(datetime.date(2026, 1, 5)) == "5 de enero de 2026"
        with pytest.raises(BackupRefused, match=r"^Este archivo no es JSON"):
            read_backup("{not json")
        assert timeout_label(120) == "2 minutos" and waiting_words(10) == "recién abierta"
        assert guest_note("removed", False, False, "Ann").startswith("El anfitrión te quitó de esta mesa.")


@pytest.mark.parametrize(("language", "you"), [("pt-BR", "Você"), ("es", "Tú"), ("en", "You")])
def test_the_one_humans_default_name_is_said_in_the_pages_language_and_saved_as_you(catalogs: Path, language: str,
                                                                                     you: str) -> None:  # fmt: skip
    from tests import webfakes
    from web.shell.games import GAMES

    class Table(webfakes.Harness):
        app_class = GAMES["king"].app()

    h = Table()
    assert h.app.session.seats[0].name == "You"
    with speaking(language, [(catalogs / language / f"{d}.mo").read_bytes() for d in ("shell", "king")
                             if (catalogs / language / f"{d}.mo").exists()]):  # fmt: skip
        view = h.app.table_view()
        assert view.sheet.names[0] == you and view.sheet.first[0] == you
        assert view.seats[0].name == you
    assert h.app.session.seats[0].name == "You" and h.app.session.to_dict()["seats"][0]["name"] == "You"


def test_english_is_the_source_and_needs_no_catalog() -> None:
    assert match_headline(["You", "Ada"], (0,), you=0)[0] == "You win!"
    assert long_date(datetime.date(2026, 11, 20)) == "20 November 2026" and Card.parse("QH").name == "queen of hearts"


# -- small stand-ins ----------------------------------------------------------------------------------------------
class _Rules:
    name = "Standard (the house rules)"


class _Match:
    over, results, rules = False, (), _Rules()


class _Session:
    def __init__(self, seated: tuple[SeatConfig, ...]) -> None:
        self.seats, self.match = seated, _Match()


def _translated(text: str) -> str:
    from kings.i18n import _

    return _(text)


def set_aside_notice() -> str:
    store = Store(MemoryBackend()).for_game("corners")
    store.backend.set("kings.corners.stats", "[")
    store.load("stats")
    assert quarantine.count(store.peek) == 1
    return store.notices[0]


#: a move's notation that no game reads, and records each game refuses (not JSON, another game's, damaged)
BAD_MOVES = ("zz9", "QZ", "c3-d4", "out:XX")
BAD_RECORDS = ("{not json", '{"game": "another", "kind": "game", "format": 1}')


@pytest.mark.parametrize("language", ["pt-BR", "es"])
@pytest.mark.parametrize("game", ["corners", "king", "three-thirteen", "kings-cup", "klondike", "kings-court"])
def test_every_games_notation_and_records_are_refused_in_the_players_language(catalogs: Path, game: str,
                                                                               language: str) -> None:  # fmt: skip
    """A move or a record an engine cannot read (a saved game, a record pasted or opened) is refused in the page's
    language: the engines' NotationError words come through the catalogs too (they were English in every language)."""
    from kings import registry
    from kings.errors import NotationError

    info = registry.engine(game)
    domain = game.replace("-", "_")
    with speaking(language, [(catalogs / language / f"{domain}.mo").read_bytes(),
                             (catalogs / language / "shell.mo").read_bytes()]):  # fmt: skip
        said = []
        for text in BAD_MOVES:
            with pytest.raises(NotationError) as refused:
                info.parse_move(text)
            said.append(str(refused.value))
        for text in BAD_RECORDS:
            with pytest.raises(NotationError) as refused:
                info.record_from_json(text)
            said.append(str(refused.value))
    english = [s for s in said if any(w in s for w in (" is not ", "This is", "record", " move", "write "))]
    assert english == [], english


#: what each game's statistics call a deal and its matches (each game's page: ``stats_words``), and the overview's
STATS_WORDS = (("deal", "matches"), ("hand", "games"), ("round", "games"), ("game", "matches"), ("deal", ""))


@pytest.mark.parametrize("language", ["en", "pt-BR", "es"])
def test_each_column_of_a_statistics_table_says_what_it_counts(catalogs: Path, language: str) -> None:
    """Spanish headed both the deals won and the matches won "Victorias" (one English "won" for both): each column is
    named whole, its count's noun in it, so no two read alike."""
    with speaking(language, [(catalogs / language / "shell.mo").read_bytes()] if language != "en" else []):
        tables = {words: statwords.columns(*words) for words in STATS_WORDS}
    for (_deal, matches), heads in tables.items():
        assert len(heads) == (4 if matches else 2) and len({h.casefold() for h in heads}) == len(heads), heads
        assert heads[0].split()[0] == heads[1].split()[0], heads  # "Manos" / "Manos ganadas"
        if matches:
            assert heads[2].split()[0] == heads[3].split()[0], heads  # "Partidas" / "Partidas ganadas"
    if language == "es":
        assert tables["hand", "games"] == ("Manos", "Manos ganadas", "Partidas", "Partidas ganadas")
    if language == "pt-BR":
        assert tables["round", "games"] == ("Rodadas", "Rodadas vencidas", "Partidas", "Partidas vencidas")
