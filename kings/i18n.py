"""The words a player reads, in the player's language: gettext catalogs, the ecosystem's way.

Every user-visible string goes through one of these, in the engine and in the web layer alike::

    from kings.i18n import _, ngettext, pgettext, N_

    _("Your turn.")                                      # a sentence
    _("{card} does not fit on {target}.").format(card=c, target=t)   # placeholders a translator can move
    ngettext("{n} card", "{n} cards", n).format(n=n)     # plural forms (the language's own rules)
    pgettext("auction", "Pass")                          # the same English word, another meaning
    TITLE = N_("Daily deal")  ...  _(TITLE)              # marked where it is written, translated where it is read

The English text is the message id: with no catalog in use (every CPython test, an English visit) each call gives
it back unchanged. ``scripts/locales.py`` extracts the marked strings into ``locale/<domain>.pot`` (Babel), merges
them into ``locale/<lang>/LC_MESSAGES/<domain>.po`` and compiles the ``.mo`` files the page fetches: one domain for
what every page shows (``shell``: this package's top level, ``web/shell``, the lobby and ``index.html``) and one per
game (``kings/<game>`` and ``web/<game>``), so that a page fetches its language's words for the games it opens only.

Which catalogs are in use is one value for the whole page (:data:`WORDS`): a page shows one language at a time,
and asyncio's tasks would each keep the value they started with if it were a context variable. Tests switch
language with :func:`speaking`, which puts the last one back.

Placeholders are ``str.format`` fields (``{name}``), never f-strings inside the call (the catalog holds the text
before formatting) and never pieces glued together (word order differs between languages).

A player's name after a preposition (``Vez de {name}``) reads right whatever the name: a name someone typed takes no
article (``Vez de Ana``), but the table's default name is a common noun that does (``Vez do Jogador 2``, ``Turno del
Jugador 2``): :data:`ARTICLES` says how each language joins them, and a message holding a preposition before a
placeholder formats that way (:class:`Phrase`).
"""

from __future__ import annotations

import datetime
import functools
import gettext
import io
import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager

ENGLISH = "en"
LANGUAGES = ("en", "pt-BR", "es")  #: the languages a player can choose, the source language first
NAMES = {"en": "English", "pt-BR": "Português (Brasil)", "es": "Español"}  #: each in its own words, for the picker
PSEUDO = "en-XA"  #: the pseudo-locale: every string accented, bracketed and 40% longer (tests find what slipped)


def best_language(wanted: Iterable[str]) -> str:
    """The first of ``wanted`` (a browser's ``navigator.languages``, or ``?lang=``) that Kings speaks: an exact tag,
    else the same language (``pt-PT`` -> ``pt-BR``, ``es-MX`` -> ``es``); English if none is.

    >>> best_language(["de-DE", "es-AR", "en"]), best_language(["pt"]), best_language(["EN-xa"]), best_language([])
    ('es', 'pt-BR', 'en-XA', 'en')
    """
    known = {tag.lower(): tag for tag in (*LANGUAGES, PSEUDO)}
    for tag in wanted:
        tag = str(tag).strip().replace("_", "-").lower()
        if tag in known:
            return known[tag]
        base = tag.split("-")[0]
        for lang in LANGUAGES:
            if lang.lower().split("-")[0] == base:
                return lang
    return ENGLISH


class Pseudo(gettext.NullTranslations):
    """The pseudo-locale: each message accented (``Your turn`` -> ``⟦Ýóúŕ ţúŕñ ~~~~⟧``), 40% longer and bracketed,
    its ``{placeholders}`` kept: a page walked in it shows at once any text that did not come through a catalog, and
    whether the layout holds longer words."""

    ACCENTS = str.maketrans("aceinosuyzACEINOSUYZ", "áçéíñóšúýžÁÇÉÍÑÓŠÚÝŽ")
    FIELD = re.compile(r"(\{[^{}]*\})")

    @classmethod
    @functools.lru_cache(maxsize=4096)  # a walk of every screen asks for the same few hundred words millions of times
    def transform(cls, message: str) -> str:
        """``message`` as the pseudo-locale writes it (placeholders untouched)."""
        if not message:
            return message
        parts = cls.FIELD.split(message)
        text = "".join(p if cls.FIELD.fullmatch(p) else p.translate(cls.ACCENTS) for p in parts)
        letters = sum(len(p) for p in parts if not cls.FIELD.fullmatch(p))
        pad = "~" * max(1, (letters * 2 + 4) // 5)  # 40% longer, in words of 5 (a line may break between them)
        return f"⟦{text} {' '.join(pad[i:i + 5] for i in range(0, len(pad), 5))}⟧"

    def gettext(self, message: str) -> str:
        return self.transform(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self.transform(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return self.transform(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return self.transform(msgid1 if n == 1 else msgid2)


#: The default name of a human seat (a common noun and a number: ``Jogador 2``), as the catalogs translate it.
DEFAULT_NAME = "Player {n}"
#: Each language's article before its default name (a masculine common noun) where a word comes before the name, and
#: the words that join with it: ``de`` + ``Jogador 2`` is ``do Jogador 2``, ``a`` + ``Jugador 2`` is ``al Jugador
#: 2``, ``Sou`` + ``Jogador 2`` is ``Sou o Jogador 2``, ``hasta que`` + ``Jugador 2`` is ``hasta que el Jugador 2``.
#: A name first in a sentence or after a mark stays bare, as a label (``Jugador 2 gana``, ``Turno: Jugador 2``); a name
#: a player typed is never touched (``de Ana``, ``Soy Ana``). English needs none (``Player 2's turn``).
ARTICLES: dict[str, tuple[str, dict[str, str]]] = {
    "pt-BR": ("o", {"de": "do", "a": "ao", "em": "no", "por": "pelo"}),
    "es": ("el", {"de": "del", "a": "al"}),
}
#: a word just before a placeholder (letters only: no number, no other placeholder)
WORD_BEFORE = re.compile(r"(?<!\w)([^\W\d_]+) \{(\w+)\}")
#: a placeholder first in a message (after marks only: ``¡{names} comparten…``): where a list of names starts
START = re.compile(r"^([^\w{]*)\{(\w+)\}")


class NameList(str):
    """Names joined in a list (``Jugador 3 y el Jugador 4``), knowing its ``first`` name: a list of default names reads
    the same all through, the article on each (``¡El Jugador 3 y el Jugador 4 comparten la victoria!``, ``con el
    Jugador 3 y el Jugador 4``), where one default name first in a sentence stays a bare label (``Jugador 2 gana``).
    Made by :func:`name_list`."""

    __slots__ = ("first",)
    first: str  #: the first name of the list

    def __new__(cls, text: str, first: str) -> NameList:
        made = super().__new__(cls, text)
        made.first = first
        return made


def articled(name: str) -> str:
    """``name`` with the language's article if it is the table's default name (``el Jugador 4``), as in a list after
    its first name; any other name, or a language without :data:`ARTICLES`, as it is."""
    grammar = WORDS.grammar
    if grammar is None or grammar[0].fullmatch(name) is None:
        return name
    return f"{grammar[1]} {name}"


def name_list(joined: str, names: Iterable[str]) -> str:
    """``joined`` (the names already joined: ``Jugador 3 y el Jugador 4``) as a :class:`NameList` starting with the
    first of ``names``, so that a message puts the article before it where it puts one before the others."""
    first = next(iter(names), "")
    return NameList(joined, first) if WORDS.grammar is not None else joined


class Phrase(str):
    """A translated message with a word before a placeholder (``Vez de {name}``, ``Sou {name}``): :meth:`format` puts
    the article where the value is the table's default name (``Vez do Jogador 2``, ``Sou o Jogador 2``) and leaves the
    words be for any other (``Vez de Ana``). What it gives is a plain ``str``."""

    __slots__ = ()

    def format(self, *args: object, **kwargs: object) -> str:
        grammar = WORDS.grammar
        text = str(self)
        if grammar is not None and kwargs:
            named, article, joins = grammar

            def default(value: object) -> bool:
                """Whether ``value`` is the default name, or a list of names starting with it."""
                first = value.first if isinstance(value, NameList) else value
                return isinstance(first, str) and named.fullmatch(first) is not None

            def joined(match: re.Match[str]) -> str:
                word, key = match.group(1), match.group(2)
                value, lower = kwargs.get(key), word.lower()
                if not default(value) or lower in (article, *joins.values()):
                    return match.group(0)  # (another name, or the article there already)
                join = joins.get(lower)
                if join is None:
                    return f"{word} {article} {{{key}}}"
                return f"{join[0].upper() + join[1:] if word[0].isupper() else join} {{{key}}}"

            text = WORD_BEFORE.sub(joined, text)
            start = START.match(text)
            listed = kwargs.get(start.group(2)) if start is not None else None
            if start is not None and isinstance(listed, NameList) and default(listed):
                text = f"{start.group(1)}{article[0].upper() + article[1:]} {text[len(start.group(1)):]}"
        return text.format(*args, **kwargs)


class Words:
    """The catalogs in use: a language and its translations (a chain, the game's catalog before the shell's)."""

    def __init__(self) -> None:
        self.language = ENGLISH
        self.translations: gettext.NullTranslations = gettext.NullTranslations()
        #: for a language with :data:`ARTICLES`: its default name (a pattern), its article, the words joined with it
        self.grammar: tuple[re.Pattern[str], str, dict[str, str]] | None = None
        self._phrases: dict[str, str] = {}

    def phrase(self, text: str) -> str:
        """``text`` (a translated message) as a :class:`Phrase` if it has a word before a placeholder and the
        language puts an article before its default name, else as it is."""
        if self.grammar is None:
            return text
        found = self._phrases.get(text)
        if found is None:
            found = Phrase(text) if "{" in text and (WORD_BEFORE.search(text) or START.match(text)) else text
            if len(self._phrases) < 20_000:  # (the messages of a page: a few thousand)
                self._phrases[text] = found
        return found

    def use(self, language: str, catalogs: Iterable[bytes] = ()) -> None:
        """Speak ``language`` from now on, with ``catalogs`` (compiled ``.mo`` files, the first looked in first);
        English or the pseudo-locale need none. A damaged catalog is a ValueError and changes nothing."""
        if language == PSEUDO:
            chain: gettext.NullTranslations = Pseudo()
        else:
            try:
                loaded = [gettext.GNUTranslations(io.BytesIO(data)) for data in catalogs] if language != ENGLISH else []
            except Exception as exc:  # gettext's parser raises OSError, struct.error, IndexError...: one kind here
                raise ValueError(f"a damaged catalog of words ({exc})") from exc
            chain = loaded[0] if loaded else gettext.NullTranslations()
            for later in loaded[1:]:
                chain.add_fallback(later)
        self.language, self.translations = language, chain
        self.grammar, self._phrases = _grammar(language, chain.gettext(DEFAULT_NAME)), {}


def _grammar(language: str, name: str) -> tuple[re.Pattern[str], str, dict[str, str]] | None:
    """``language``'s :attr:`Words.grammar`, its default name translated as ``name`` (None: it needs none)."""
    grammar = ARTICLES.get(language)
    if grammar is None or "{n}" not in name:
        return None
    article, joins = grammar
    return re.compile(re.escape(name).replace(re.escape("{n}"), r"\d+")), article, joins


#: The page's words (module-level on purpose: one language per page, read from every module; see the module's text).
WORDS = Words()


def _(message: str) -> str:
    """``message`` in the language in use."""
    return WORDS.phrase(WORDS.translations.gettext(message))


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or the plural (or the language's other forms) for ``n``, in the language in use."""
    return WORDS.phrase(WORDS.translations.ngettext(singular, plural, n))


def pgettext(context: str, message: str) -> str:
    """``message`` in the language in use, where ``context`` tells apart two meanings of the same English text."""
    return WORDS.phrase(WORDS.translations.pgettext(context, message))


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    """:func:`ngettext` with a context, as :func:`pgettext`."""
    return WORDS.phrase(WORDS.translations.npgettext(context, singular, plural, n))


def N_(message: str) -> str:  # (gettext's own name for it, which the extractor looks for)
    """``message`` unchanged: marks a string written where no language is known yet (a module's constant), for the
    catalogs; it is translated where it is shown, with ``_(CONSTANT)``."""
    return message


def language() -> str:
    """The language in use (``en``, ``pt-BR``, ``es``, or the pseudo-locale)."""
    return WORDS.language


@contextmanager
def speaking(language: str, catalogs: Iterable[bytes] = ()) -> Iterator[None]:
    """Use ``language`` inside the ``with`` block, then what was in use before (tests)."""
    before = (WORDS.language, WORDS.translations, WORDS.grammar)
    WORDS.use(language, catalogs)
    try:
        yield
    finally:
        WORDS.language, WORDS.translations, WORDS.grammar = before
        WORDS._phrases = {}


def month_name(month: int) -> str:
    """The name of ``month`` (1 to 12), in the language in use."""
    names = (pgettext("month", "January"), pgettext("month", "February"), pgettext("month", "March"),
             pgettext("month", "April"), pgettext("month", "May"), pgettext("month", "June"),
             pgettext("month", "July"), pgettext("month", "August"), pgettext("month", "September"),
             pgettext("month", "October"), pgettext("month", "November"), pgettext("month", "December"))
    return names[month - 1]


def long_date(day: datetime.date) -> str:
    """``day`` written out, in the language in use: ``20 November 2026``, ``20 de novembro de 2026``.

    >>> long_date(datetime.date(2026, 11, 20))
    '20 November 2026'
    """
    return pgettext("date", "{day} {month} {year}").format(day=day.day, month=month_name(day.month), year=day.year)


#: How each language groups a number's thousands (CLDR): its separator, and the fewest digits it groups (Spanish
#: leaves a four-digit number whole). A comma in Portuguese or Spanish is the decimal mark: "32,000" reads as 32.
GROUPING: dict[str, tuple[str, int]] = {"en": (",", 4), "pt-BR": (".", 4), "es": (".", 5)}


def number(n: int) -> str:
    """``n`` with its thousands grouped as the language in use writes them.

    >>> number(32000), number(1300), number(-700000)
    ('32,000', '1,300', '-700,000')
    >>> with speaking("pt-BR"):
    ...     number(32000), number(1300)
    ('32.000', '1.300')
    >>> with speaking("es"):
    ...     number(32000), number(1300)
    ('32.000', '1300')
    """
    sep, fewest = GROUPING.get(WORDS.language, GROUPING[ENGLISH])
    digits = str(abs(n))
    if len(digits) >= fewest:
        digits = f"{abs(n):,}".replace(",", sep)
    return ("-" if n < 0 else "") + digits


#: The decimal mark of each language (CLDR): a point in English, a comma in Portuguese and Spanish.
DECIMAL_MARK: dict[str, str] = {"en": ".", "pt-BR": ",", "es": ","}


def decimal(x: float, places: int = 1) -> str:
    """``x`` rounded to ``places`` decimals, written as the language in use writes it: its decimal mark, its whole
    part grouped as :func:`number` groups it.

    >>> decimal(0), decimal(12.345, 2), decimal(-1300.25)
    ('0.0', '12.35', '-1,300.2')
    >>> with speaking("pt-BR"):
    ...     decimal(0), decimal(12.345, 2), decimal(-1300.25)
    ('0,0', '12,35', '-1.300,2')
    >>> with speaking("es"):
    ...     decimal(2.5), decimal(-0.04)
    ('2,5', '0,0')
    """
    text = f"{x:.{places}f}"
    negative = text.startswith("-") and any(d not in "0." for d in text[1:])
    whole, _dot, fraction = text.lstrip("-").partition(".")
    written = number(int(whole)) + (DECIMAL_MARK.get(WORDS.language, ".") + fraction if fraction else "")
    return ("-" if negative else "") + written


__all__ = ["ARTICLES", "DECIMAL_MARK", "DEFAULT_NAME", "ENGLISH", "GROUPING", "LANGUAGES", "NAMES", "N_", "PSEUDO",
           "START", "WORDS", "WORD_BEFORE", "NameList", "Phrase", "Pseudo", "Words", "_", "articled", "best_language",
           "decimal", "language", "long_date", "month_name", "name_list", "ngettext", "npgettext", "number",
           "pgettext", "speaking"]


def before(text: str, sep: str) -> str:
    """The part of a translated ``text`` before ``sep`` (a preset's name before its ``" ("`` note), the
    pseudo-locale's bracket closed again so that the part still reads as one translated message.

    >>> before("Standard (the house rules)", " ("), before("⟦Šţáñðáŕð (ţĥé ĥóúšé) ~~~⟧", " (")
    ('Standard', '⟦Šţáñðáŕð⟧')
    """
    head = text.split(sep)[0]
    return head + "⟧" if head.count("⟦") > head.count("⟧") else head
