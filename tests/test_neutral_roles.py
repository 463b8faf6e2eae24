"""A name beside a role noun reads right whoever holds it (native review): the CPUs include women (Cleo, Bia), and a
Portuguese or Spanish role noun says a gender ("Cleo, o carteador", "Parceiro de Bia"). Where a name goes with a role,
the words say what the seat does instead: "se quem dá as cartas (Cleo) aceitar", "Em dupla com Bia", "si quien
reparte (Cleo) la acepta", "En pareja con Bia". (A badge may keep its short noun.)"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kings.i18n import _, speaking
from scripts.locales import po_path, read_catalog

#: a role noun in apposition to a name, or a name chosen "as" a role, or "himself"
GENDERED = re.compile(r"\{\w+\}, (o|el) (carteador|repartidor)|(arceiro|ompañero) de \{\w+\}|"
                      r"\{\w+\} (como|as) (primeiro carteador|primer repartidor|parceiro|compañero)|"
                      r"(a si mesmo|a sí mismo|ti mismo)|(você|tú), (o carteador|el repartidor)|"
                      r"(um parceiro|un compañero)\b|\{\w+\} (agora é|es ahora) (o|el) (mestre|maestro)", re.IGNORECASE)


@pytest.mark.parametrize("lang", ["pt-BR", "es"])
@pytest.mark.parametrize("domain", ["king", "kings_cup", "shell"])
def test_no_role_noun_says_a_gender_beside_a_name(domain: str, lang: str) -> None:
    found = []
    for m in read_catalog(po_path(domain, lang)):
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        for s in strings:
            if s and re.search(r"\{(name|dealer|mate|who)\}|\b(você|tú)\b", s, re.IGNORECASE) and GENDERED.search(s):
                found.append((m.id, s))
    assert found == []



@pytest.mark.parametrize(("lang", "auction", "mate"), [
    ("pt-BR", "Leilão: o último lance joga esta mão se quem dá as cartas (Cleo) aceitar.", "Em dupla com Bia"),
    ("es", "Subasta: la última puja juega esta mano si quien reparte (Cleo) la acepta.", "En pareja con Bia"),
])  # fmt: skip
def test_a_womans_name_beside_a_role(catalogs: Path, lang: str, auction: str, mate: str) -> None:
    with speaking(lang, [(catalogs / lang / f"{d}.mo").read_bytes() for d in ("king", "kings_cup", "shell")]):
        assert _("Auction: the last bid plays this hand if {name}, the dealer, accepts it.").format(
            name="Cleo") == auction
        assert _("Mate of {name}").format(name="Bia") == mate
        player = _("Player {n}").format(n=2)
        assert _("Mate of {name}").format(name=player) in ("Em dupla com o Jogador 2", "En pareja con el Jugador 2")
