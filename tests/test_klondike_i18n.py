"""Klondike's words through the catalogs (issue 49): a whole deal walked in the pseudo-locale finds every text of the
table, the dialogs and the rules page that did not come through a catalog (``⟦…⟧`` marks one that did), and the
compiled pt-BR and es catalogs put real screens in Portuguese and Spanish.

What the shell words around Klondike's (its own messages, dialogs' frames, notices) is the shell domain's, checked
there: :data:`SHELL` names the few of them this walk meets, so that they are not counted as Klondike's."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import pytest

from kings.cards import Card
from kings.i18n import _, speaking
from kings.klondike.assist import can_auto_complete
from kings.klondike.deal import Deal
from kings.klondike.hints import hint, hint_words
from kings.klondike.moves import DRAW, GIVE_UP, RECYCLE, Put
from kings.klondike.players.hard import Decision, Settings
from kings.klondike.rules import PRESETS, Rules, Scoring
from kings.klondike.rulesdoc import render, sections
from kings.klondike.solver import solve
from kings.seeding import Rng
from scripts.locales import compile_all
from tests.pseudo_text import ID, WORD, untranslated
from tests.webfakes import Harness
from web.klondike import words
from web.klondike.app import App
from web.klondike.dealing import Records, figures, record_lines
from web.klondike.session import Session
from web.klondike.spec import Setup, describe, keys_help, rules_page, setup_form, title
from web.klondike.thinker import hint_text, read_hint
from web.klondike.view import Scene, build, lobby_entry
from web.klondike.viewmodels import TableView
from web.shell.stats import Stats

PSEUDO = "en-XA"
#: Texts the shell words (its domain, not Klondike's) that a Klondike table shows: matched whole.
SHELL = (
    re.compile(r"Hint: .*"),  # the shell's hint line around Klondike's words (web/shell/hinting.py)
    re.compile(r"Undone: .*"),  # the shell's undo line around Klondike's words (web/shell/controller.py)
    re.compile(r"Thinking of a hint…"),
    re.compile(r"Credits|The card faces are .*"),  # the rules page's credits (web/shell/rulesview.py)
    # the setup form's (web/shell/setupform.py)
    re.compile(r"Human|Rules preset|Your own choice of the options below\."),
)
QUICK = Settings(samples=2, work=300, horizon=60, endgame=20, exact_budget=300)  #: hints' words, not their quality




def leaks(texts: Iterable[str]) -> list[str]:
    """The texts with English words outside the catalogs, the shell's aside."""
    return untranslated(texts, SHELL)


def table_texts(t: TableView) -> Iterator[str]:
    """Every text a player reads or hears on the table (not ids, notation, classes or data attributes)."""
    yield from (t.status, t.title, t.records_title, t.deal_line, t.checking, *t.log, *t.notices)
    if t.message is not None:
        yield t.message.text
    for p in t.piles:
        yield p.label
    for m in t.meters:
        yield from (m.label, m.value, m.spoken)
    for c in t.controls:
        yield from (c.label, c.detail)
    for r in t.records:
        yield from (r.label, r.value)
    if t.banner is not None:
        yield from (t.banner.title, *t.banner.lines, *(label for _action, label in t.banner.actions))
    yield from (text for _serial, text in t.extras.speech)


def dialog_texts(value: Any) -> Iterator[str]:
    """Every text of a dialog's data (sections, keys, figures, the setup form): its strings, ids aside."""
    if isinstance(value, str):
        if not ID.fullmatch(value):
            yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from dialog_texts(item)
    elif isinstance(value, tuple | list):
        for item in value:
            yield from dialog_texts(item)
    elif hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            if name not in ("key", "kind", "value", "id", "seats", "preset", "new_kind"):
                yield from dialog_texts(getattr(value, name))


class Kl(Harness):
    app_class = App


def play_through(h: Kl, line: Iterable[Any]) -> None:
    for move in line:
        assert h.app.play(move), move


@pytest.fixture
def pseudo() -> Iterator[None]:
    with speaking(PSEUDO):
        yield


def test_a_whole_deal_in_the_pseudo_locale_shows_no_english(pseudo: None) -> None:
    seen: list[str] = []
    h = Kl(query="?seed=7")
    deal = h.app.session.deal
    line = solve(deal, 50_000).line
    h.app.tap_card("QC")  # a card that cannot move: the table says why
    h.app.key_pile("C5")  # picked up, where it can go
    h.app.press("cancel")
    h.app.play(Put(Card.parse("6D"), 3))  # the engine's refusal
    h.app.press("hint")
    h.settle()
    h.app.press("verdict")
    h.settle()
    play_through(h, line[:-10])
    h.app.press("undo")
    h.app.play(line[-11])
    h.app.press("new-deal")  # "Give up this deal?" over the table
    h.app.press("keep-playing")
    if can_auto_complete(h.app.session.deal):
        h.app.press("auto")  # every card face up: Finish sends the rest home
        h.settle()
    else:
        play_through(h, line[-10:])
    assert h.ui.table.state == "won"
    for t in h.ui.tables:
        seen += table_texts(t)
    h.app.press("keys")
    h.app.press("help")
    h.app.press("stats")
    h.app.open_setup()
    seen += dialog_texts((h.ui.shown["keys"], h.ui.shown["help"], h.ui.figures, h.ui.form))
    assert leaks(seen) == []
    assert any("⟦" in t for t in seen)


def test_every_ending_and_rule_set_in_the_pseudo_locale(pseudo: None) -> None:
    seen: list[str] = []
    custom = Rules(draw=3, passes=2, scoring=Scoring.NONE, take_back=False)
    for rules in (*PRESETS.values(), custom):
        s = Session.new(Setup(rules), 11, bank=-30)
        seen += table_texts(build(Scene(s)))
        seen += dialog_texts((sections(rules), rules_page(rules), setup_form(Setup(rules)), title(rules)))
        seen.append(lobby_entry(s)["last"])
        deal = s.deal
        for step in range(40):  # the stock turned round, refusals on the way
            moves = [m for m in deal.legal_moves() if m != GIVE_UP]
            seen += [words.said(deal, m, deal.play(m)) for m in moves]
            seen += [deal.explain(Put(c, to)) or "" for c in (*deal.waste[-2:], *deal.stock[:1]) for to in range(8)]
            seen += [deal.explain(m) or "" for m in (DRAW, RECYCLE)]
            if step % 10 == 0:
                seen.append(hint(deal.observe(0), Rng(3), QUICK).words)
            deal = deal.play(moves[0] if moves else GIVE_UP)
            if deal.over:
                break
        over = Session(deal.play(GIVE_UP) if not deal.over else deal, bank=-30)
        seen += table_texts(build(Scene(over, clock=3725.0)))
        seen += [lobby_entry(over)["last"], describe(rules), over.deal.explain(DRAW) or ""]
    obs = Deal.new(PRESETS["draw-one"], 7).observe(0)
    seen += [hint_words(obs, Decision(move, wins=3, samples=samples, reason=reason)) for move, samples, reason in
             ((DRAW, 8, "search"), (RECYCLE, 1, "search"), (DRAW, 0, "rules"), (GIVE_UP, 0, "lost"),
              (GIVE_UP, 0, "idle"), (Put(Card.parse("AC"), 0), 8, "search"))]  # fmt: skip
    records = Records(2, 5, {"draw-one": (95, 640), "custom": (300, 10)})
    seen += dialog_texts((record_lines(Stats(), records, "draw-one", True), figures(records, title_of),
                          keys_help(), words.duration(3725), words.duration(61)))  # fmt: skip
    seen += table_texts(build(Scene(Session(stuck_deal()), clock=12.0)))
    assert leaks(seen) == []


def title_of(preset_id: str) -> str:
    return title(PRESETS[preset_id]) if preset_id in PRESETS else preset_id


def stuck_deal() -> Deal:
    """A deal that ends stuck: one pass through the stock, drawing only (seed 2: no card can move at any of it)."""
    deal = Deal.new(PRESETS["vegas-one"], 2)
    while not deal.over:
        deal = deal.play(DRAW)
    assert deal.ended == "stuck"
    return deal


def test_the_rules_page_of_the_docs_stays_english(pseudo: None) -> None:
    """docs/klondike-rules.md is the English page (the catalogs hold its translations)."""
    with speaking("en"):
        english = render()
    assert "⟦" not in english and "⟦" in render()


# -- the real catalogs -----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def catalogs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    out = tmp_path_factory.mktemp("locale")
    compile_all(out=out)
    return {lang: Path(out, lang, "klondike.mo").read_bytes() for lang in ("pt-BR", "es")}


SCREENS = {
    "pt-BR": ("6♦ não cabe em J♠: precisa de um 7 preto.", "Mande A♣ da coluna 7 para a fundação para virar uma carta "
              "na coluna 7.", "Você ganhou!", "Monte: 24 cartas. Comprar", "Coluna 3: 2 viradas para baixo, depois "
              "valete de espadas", "Ás de paus para a fundação de paus, revelando 6 de espadas"),
    "es": ("6♦ no va sobre J♠: necesita un 7 negro.", "Lleva A♣ de la columna 7 a su fundación para girar una carta de "
           "la columna 7.", "¡Has ganado!", "Mazo: 24 cartas. Robar", "Columna 3: 2 boca abajo, luego jota de picas",
           "As de tréboles a la fundación de tréboles; se giró 6 de picas"),
}  # fmt: skip


@pytest.mark.parametrize("lang", ["pt-BR", "es"])
def test_real_screens_come_out_in_portuguese_and_spanish(catalogs: dict[str, bytes], lang: str) -> None:
    refusal, hinted, won, stock, column, said = SCREENS[lang]
    with speaking(lang, [catalogs[lang]]):
        deal = Deal.new(PRESETS["draw-one"], 7)
        assert deal.explain(Put(Card.parse("6D"), 3)) == refusal
        assert hint(deal.observe(0), Rng(1)).words == hinted
        with speaking("en"):  # a worker that speaks English: the page words its answer again
            answer = hint_text(deal, 1)
        assert read_hint(deal, answer) == (Put(Card.parse("AC"), 0), hinted)
        t = build(Scene(Session(deal)))
        labels = {p.id: p.label for p in t.piles}
        assert (labels["stock"], labels["C3"]) == (stock, column)
        move = Put(Card.parse("AC"), 0)
        assert words.said(deal, move, deal.play(move)) == said
        line = solve(deal, 50_000).line
        for move in line:
            deal = deal.play(move)
        end = build(Scene(Session(deal), clock=95.0))
        assert end.banner is not None and end.banner.title == won
        texts = [*table_texts(t), *table_texts(end), *dialog_texts(rules_page(deal.rules))]
    english = {"the", "and", "card", "cards", "deal", "stock", "waste", "column", "foundation", "you", "won",
               "move", "moves", "draw", "hint", "undo"}  # fmt: skip
    assert not [t for t in texts if english & {w.lower() for w in WORD.findall(re.sub(r"`[^`]*`", "", t))} and
                not any(p.fullmatch(t) for p in SHELL)]  # fmt: skip (a preset's id in backquotes is no word)


@pytest.mark.parametrize("lang", ["en", "pt-BR", "es"])
def test_a_hint_to_give_up_names_the_buttons_the_table_shows(catalogs: dict[str, bytes], lang: str) -> None:
    """The new player's review: the hint said "Give up: nothing has changed for three trips round the stock." and
    there is no Give up button (New deal asks "Give up this deal?"). Each hint to give up names New deal as the table
    labels it, in every language; the deal proved lost names Undo too (an earlier choice may still win)."""
    with speaking(lang, [catalogs[lang]] if lang in catalogs else []):
        deal = Deal.new(PRESETS["draw-one"], 7).play(DRAW)
        labels = {c.id: c.label for c in build(Scene(Session(deal))).controls}
        obs = deal.observe(0)
        idle, lost = (hint_words(obs, Decision(GIVE_UP, reason=reason)) for reason in ("idle", "lost"))
    assert all(labels["new-deal"] in said for said in (idle, lost)), (labels, idle, lost)
    assert labels["undo"] in lost
    assert not idle.startswith(("Give up", "Desista", "Abandona")), idle


@pytest.mark.parametrize(("lang", "one", "three"), [("pt-BR", "Virar 1 carta", "Virar 3 cartas"),
                                                   ("es", "Robar 1 carta", "Robar 3 cartas")])  # fmt: skip
def test_draw_one_and_draw_three_in_the_words_solitaire_players_use(catalogs: dict[str, bytes], lang: str, one: str,
                                                                    three: str) -> None:  # fmt: skip
    """A review read "Compra de uma" / "Compra de três" (a purchase of one): Brazilian players turn cards from the
    stock ("virar"), Spanish ones draw them ("robar"), one card or three, in every place the rules are named."""
    with speaking(lang, [catalogs[lang]]):
        names = [_(PRESETS[pid].name) for pid in ("draw-one", "draw-three", "vegas-one", "vegas-three")]
        custom = describe(Rules(draw=3, passes=2, scoring=Scoring.VEGAS))
        page = list(dialog_texts(rules_page(PRESETS["draw-three"])))
    assert names[:2] == [one, three] and one.lower() in names[2].lower() and three.lower() in names[3].lower()
    assert custom.startswith(three + ",")
    stale = re.compile(r"compra de (uma|três)|robar (una|tres)\b", re.IGNORECASE)
    assert not [line for line in (*names, custom, *page) if stale.search(line)]
    assert any(f"{one} (`draw-one`)" in line for line in page)
