"""The words in every language (kings/i18n.py, web/shell/language.py, scripts/locales.py, scripts/page_words.py):
the language chosen, the catalogs read and chained, the pseudo-locale, and the catalogs themselves complete."""

from __future__ import annotations

import ast
import datetime
import io
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from kings.i18n import PSEUDO, WORDS, Pseudo, _, best_language, language, long_date, ngettext, pgettext, speaking
from scripts import locales, page_words
from web.shell.language import PageLanguage, domain_of

ROOT = Path(__file__).resolve().parent.parent


def mo(lang: str, entries: dict[object, object], context: dict[str, str] | None = None) -> bytes:
    """A compiled catalog of ``entries`` (msgid or (singular, plural) -> text or forms)."""
    catalog = Catalog(locale=lang.replace("-", "_"))
    for msgid, text in entries.items():
        catalog.add(msgid, text)  # type: ignore[arg-type]
    for msgid, text in (context or {}).items():
        catalog.add(msgid, text, context="auction")
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()


@pytest.mark.parametrize(("wanted", "chosen"), [
    (["pt-BR"], "pt-BR"), (["pt"], "pt-BR"), (["pt-PT", "en"], "pt-BR"), (["es-MX"], "es"), (["ES"], "es"),
    (["de", "fr-CA"], "en"), ([], "en"), (["en-GB", "es"], "en"), (["en-xa"], PSEUDO), (["pt_BR"], "pt-BR"),
    (["", " es "], "es"),
])  # fmt: skip
def test_the_language_is_the_first_wanted_one_kings_speaks(wanted: list[str], chosen: str) -> None:
    assert best_language(wanted) == chosen


def test_english_is_the_text_as_written_and_a_catalog_translates_with_plural_forms_and_contexts() -> None:
    assert (_("Your turn."), ngettext("{n} card", "{n} cards", 2), language()) == ("Your turn.", "{n} cards", "en")
    data = mo("pt-BR", {"Your turn.": "Sua vez.", ("{n} card", "{n} cards"): ("{n} carta", "{n} cartas", "{n} cartas")},
              {"Pass": "Passo"})  # fmt: skip
    with speaking("pt-BR", [data]):
        assert (language(), _("Your turn."), _("Not in the catalog")) == ("pt-BR", "Sua vez.", "Not in the catalog")
        cards = [ngettext("{n} card", "{n} cards", n).format(n=n) for n in (1, 2, 0)]
        assert cards == ["1 carta", "2 cartas", "0 carta"]  # (Brazilian Portuguese: 0 takes the singular)
        assert pgettext("auction", "Pass") == "Passo" and _("Pass") == "Pass"  # the context tells them apart
    assert (_("Your turn."), language()) == ("Your turn.", "en")  # what was in use before, back


def test_the_first_catalog_is_looked_in_first_then_the_next() -> None:
    game, shell = mo("es", {"Pass": "Paso", "New game": "Juego nuevo"}), mo("es", {"Pass": "Pasar", "Close": "Cerrar"})
    with speaking("es", [game, shell]):
        assert (_("Pass"), _("New game"), _("Close")) == ("Paso", "Juego nuevo", "Cerrar")


def test_a_damaged_catalog_is_refused_and_changes_nothing() -> None:
    with speaking("es", [mo("es", {"Close": "Cerrar"})]):
        for damaged in (b"not a catalog", mo("es", {"Close": "Cerrar"})[:30]):
            with pytest.raises(ValueError, match="damaged"):
                WORDS.use("es", [damaged])
            assert (_("Close"), language()) == ("Cerrar", "es")


def test_the_pseudo_locale_marks_every_text_keeps_placeholders_and_makes_it_longer() -> None:
    with speaking(PSEUDO):
        said = _("{card} does not fit on {target}.")
        assert said.startswith("⟦") and said.endswith("⟧") and "{card}" in said and "{target}" in said
        assert said.format(card="7♣", target="9♥").startswith("⟦7♣ dóéš ñót fít óñ 9♥.")
        assert len(_("A sentence of some length")) >= 1.4 * len("A sentence of some length")
        assert ngettext("{n} card", "{n} cards", 3).startswith("⟦{n} çárdš")
        assert "⟦" in long_date(datetime.date(2026, 11, 20))
    assert Pseudo.transform("") == ""


def test_dates_are_written_in_the_languages_own_order() -> None:
    assert long_date(datetime.date(2026, 5, 1)) == "1 May 2026"
    data = mo("pt-BR", {}, None)
    catalog = Catalog(locale="pt_BR")
    catalog.add("May", "maio", context="month")
    catalog.add("{day} {month} {year}", "{day} de {month} de {year}", context="date")
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    with speaking("pt-BR", [buffer.getvalue(), data]):
        assert long_date(datetime.date(2026, 5, 1)) == "1 de maio de 2026"


def test_the_page_reads_the_shown_games_catalog_then_the_shells_and_english_where_one_is_missing(
        tmp_path: Path) -> None:  # fmt: skip
    warned: list[str] = []
    page = PageLanguage("pt-BR", str(tmp_path), warned.append)
    assert page.needs_catalogs and page.missing("three-thirteen") and domain_of("three-thirteen") == "three_thirteen"
    assert page.url("kings-cup") == "./vendor/locale/pt-BR/kings_cup.mo"
    page.store("king", mo("pt-BR", {"Pass": "Passo"}))
    Path(page.path("shell")).write_bytes(mo("pt-BR", {"Pass": "Passar", "Close": "Fechar"}))
    before = WORDS.language, WORDS.translations
    try:
        page.speak("king")
        assert (_("Pass"), _("Close"), warned) == ("Passo", "Fechar", [])
        page.speak("klondike")  # no catalog for it: its words in English, the shell's still translated
        assert (_("Pass"), _("Close")) == ("Passar", "Fechar") and "klondike" in warned[-1]
        page.store("klondike", b"")  # the page asked and none came
        assert not page.missing("klondike")
        Path(page.path("shell")).write_bytes(b"damaged")
        page.speak("")
        assert (language(), _("Close")) == ("en", "Close") and "could not be read" in warned[-1]
        PageLanguage("tlh").speak()  # a language Kings does not speak: English
        assert language() == "en" and not PageLanguage("en-XA").needs_catalogs
    finally:
        WORDS.language, WORDS.translations = before


def _shadows(tree: ast.AST) -> list[int]:
    """Lines where ``_`` is bound as a variable (which would hide the gettext function in that scope)."""
    lines = []
    for node in ast.walk(tree):
        bound = isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store)
        if bound or (isinstance(node, ast.arg) and node.arg == "_"):
            lines.append(node.lineno)
    return lines


def test_no_module_that_translates_with_underscore_binds_underscore_to_something_else() -> None:
    found = []
    for path in sorted([*ROOT.glob("kings/**/*.py"), *ROOT.glob("web/**/*.py")]):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imports = any(isinstance(n, ast.ImportFrom) and n.module == "kings.i18n" and any(a.name == "_" for a in n.names)
                      for n in ast.walk(tree))  # fmt: skip
        if imports:
            found += [f"{path.relative_to(ROOT)}:{line}" for line in _shadows(tree)]
    assert found == [], f"`_` bound as a variable where it is the gettext function: {found}"


def test_the_pages_texts_are_found_as_the_page_matches_them() -> None:
    html = """<html><head><title>Kings:  card
      games</title><meta name="description" content="Cards, offline."><script>var x = "not this";</script></head>
      <body><p>Play <em>now</em>.</p><button aria-label="Close the dialog">×</button>
      <select><option translate="no">Español</option></select><p>42</p></body></html>"""
    assert [(text, where) for text, _line, where in page_words.html_texts(html)] == [
        ("Kings: card games", "text"), ("Cards, offline.", "content"), ("Play", "text"), ("now", "text"),
        ("Close the dialog", "aria-label")]  # not the script, the symbol, the number, nor what says translate="no"
    catalog = Catalog(locale="es")
    catalog.add("Play", "Jugar")
    catalog.add("now", "")  # untranslated: left out, English shows
    script = page_words.page_script(catalog)
    assert script.endswith('self.kingsLanguage && self.kingsLanguage.arrived({"Play":"Jugar"});\n')


@pytest.mark.parametrize("domain", locales.DOMAINS)
def test_every_domains_catalogs_are_complete_and_match_the_code(domain: str) -> None:
    template = locales.extract(domain)
    committed = locales.read_catalog(locales.pot_path(domain))
    assert {(m.id, m.context) for m in template if m.id} == {(m.id, m.context) for m in committed if m.id}, \
        f"locale/{domain}.pot is not what the code marks: python3 scripts/locales.py update {domain}"
    found = [p for lang in locales.LANGUAGES for p in locales.problems(domain, lang)]
    assert found == [], "\n".join(found)



def test_no_stylesheet_draws_english_words() -> None:
    """A word a stylesheet draws (``content: "Hand hidden"``) never meets the catalogs, so it stayed English in every
    language (a new player's review found "Hand hidden" and "★ here" on Portuguese tables): every word in a
    ``content`` is a variable the page sets in its language, with English only as its fallback; what is left is
    symbols and the keys' own letters ("2 N": the n key)."""
    import re

    english = []
    for css in sorted((ROOT / "web").rglob("*.css")):
        for n, line in enumerate(css.read_text(encoding="utf-8").splitlines(), 1):
            for value in re.findall(r"content:\s*([^;]*)", line):
                shown = re.sub(r"var\([^()]*\)|attr\([^()]*\)|\\[0-9a-fA-F]{1,6}", "", value.split(" / ")[0])
                words = [s for s in re.findall(r'"([^"]*)"', shown) if re.search(r"[^\W\d_]", s)
                         and not re.fullmatch(r"\d [NESW]", s)]  # fmt: skip
                english += [f"{css.relative_to(ROOT)}:{n}: {w!r}" for w in words]
    assert not english, "words in stylesheets, never translated:\n" + "\n".join(english)
