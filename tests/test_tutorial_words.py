"""Every game's tutorial in the player's language and for the player's screen (web/shell/tutorial.py): each step is
numbered, the last one too ("Step 5 of 5: That's the game"), and on a touch screen the steps speak of taps and never
of keys, which a phone has none of (on a desktop they may name the keys)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from kings.corners import END_TURN
from tests import webfakes
from tests.wording import page_in
from web.shell.games import GAMES

#: the games with a tutorial (Klondike and Kings Cup have none: a tap does the obvious thing)
TUTORIALS = ("corners", "king", "three-thirteen", "kings-court")
#: a key named, in each language ("press Enter", "the T key", "aperte a tecla", "pulsa Intro")
KEYS = {"en": re.compile(r"\b(Enter|Space|keys?|press T)\b"),
        "pt-BR": re.compile(r"\b(Enter|Espaço|teclas?|aperte T)\b"),
        "es": re.compile(r"\b(Intro|Espacio|teclas?|pulsa T)\b")}  # fmt: skip
STEP = {"en": "Step {n} of {of}: ", "pt-BR": "Passo {n} de {of}: ", "es": "Paso {n} de {of}: "}




def table(game: str, touch: bool) -> Any:
    """``game``'s table in its tutorial, on a touch screen or not (as web/shell/dom_tables.py tells the controller)."""
    base = GAMES[game].app()

    class App(base):  # type: ignore[misc, valid-type]
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs, **({"touch": True} if touch else {}))

    class Table(webfakes.Harness):
        app_class = App

    h = Table(query="?speed=instant")
    h.app.press("tutorial-start")
    h.close()
    return h


def coaches(h: Any) -> Iterator[Any]:
    """The coach panel at each step of the tutorial on ``h``'s table, in turn."""
    t = h.app.more.tutorial
    for i in range(len(t.steps)):
        t.step, t.made = i, 0
        yield h.app.more.coach()


@pytest.mark.parametrize("language", ["en", "pt-BR", "es"])
@pytest.mark.parametrize("game", TUTORIALS)
def test_every_step_is_numbered_the_last_one_too(catalogs: Path, game: str, language: str) -> None:
    with page_in(catalogs, language, game):
        h = table(game, touch=False)
        steps = len(h.app.more.tutorial.steps)
        titles = [coach.title for coach in coaches(h)]
    assert steps >= 3 and len(titles) == steps
    for n, title in enumerate(titles, 1):
        assert title.startswith(STEP[language].format(n=n, of=steps)), (n, title)
    assert titles[-1] != STEP[language].format(n=steps, of=steps)  # (the step's own title after its number)


@pytest.mark.parametrize("language", ["en", "pt-BR", "es"])
@pytest.mark.parametrize("game", TUTORIALS)
def test_on_a_touch_screen_no_step_names_a_key(catalogs: Path, game: str, language: str) -> None:
    with page_in(catalogs, language, game):
        h = table(game, touch=True)
        texts = [coach.text for coach in coaches(h)]
        t = h.app.more.tutorial
        t.step = 0
        said = t.words(h.app.session)  # what screen readers hear
    assert all(KEYS[language].search(text) is None for text in (*texts, said)), texts


@pytest.mark.parametrize(("language", "tap", "click"), [("en", "tap the card, then tap the pile", "press Enter"),
                                                        ("pt-BR", "toque na carta e depois na pilha", "aperte Enter"),
                                                        ("es", "toca la carta y luego la pila", "pulsa Intro")])
def test_kings_in_the_corner_says_taps_on_a_phone_and_keys_on_a_desktop(catalogs: Path, language: str, tap: str,
                                                                        click: str) -> None:  # fmt: skip
    """A review found the phone told "press its key" and "(or the T key)"."""
    with page_in(catalogs, language, "corners"):
        phone, desktop = table("corners", touch=True), table("corners", touch=False)
        first = phone.app.more.coach().text, desktop.app.more.coach().text
        last = [c.text for c in coaches(phone)][3], [c.text for c in coaches(desktop)][3]
        phone.app.more.tutorial.step = 0
        refused = phone.app.more.refusal(END_TURN)  # (not this step's lesson: what to do instead, in taps)
    assert tap in first[0] and click not in first[0] and click in first[1]
    assert KEYS[language].search(last[0]) is None and KEYS[language].search(last[1]) is not None
    assert refused is not None and tap in refused and KEYS[language].search(refused) is None
