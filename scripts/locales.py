"""The catalogs of words: extract the marked strings, merge them into each language, check and compile them.

    python3 scripts/locales.py extract [DOMAIN ...]   # locale/<domain>.pot from the code (Babel's extractor)
    python3 scripts/locales.py update [DOMAIN ...]    # extract, then merge into locale/<lang>/LC_MESSAGES/<domain>.po
    python3 scripts/locales.py check [DOMAIN ...]     # every entry translated, placeholders as in the English
    python3 scripts/locales.py compile                # the .po files -> vendor/locale/<lang>/<domain>.mo

A domain is what one page fetches at once: ``shell`` (the engine's shared top level, ``web/shell`` and the page),
and one per game (``kings/<game>`` with ``web/<game>``). The marked strings are kings.i18n's calls: ``_``,
``ngettext``, ``pgettext``, ``npgettext`` and ``N_``; a comment starting ``Translators:`` just above one goes into
the catalog beside it. A new language is a new entry of :data:`LANGUAGES` here and in kings/i18n.py, then
``update`` (docs/translating.md).
"""

from __future__ import annotations

import argparse
import io
import re
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

try:
    from scripts import page_words
except ImportError:  # run as a script: python3 scripts/locales.py
    import page_words  # type: ignore[no-redef,import-not-found]

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "locale"
BUILT = ROOT / "vendor" / "locale"
#: a language's web tag (kings.i18n.LANGUAGES) -> its gettext name (the folder under locale/); English is the source
LANGUAGES = {"pt-BR": "pt_BR", "es": "es"}
GAMES = ("corners", "king", "kings_court", "kings_cup", "klondike", "three_thirteen")  #: the games' packages
DOMAINS = ("page", "shell", *GAMES)  #: page: index.html and the page's JavaScript (scripts/page_words.py)
FIELD = re.compile(r"\{[^{}]*\}")
WIDTH = 120
HEADER = ("# The words of Kings, domain {domain}: made by python3 scripts/locales.py update (docs/translating.md).\n"
          "# The English text is each entry's id; a translation goes in msgstr, its {{placeholders}} kept.")


def sources(domain: str, root: Path = ROOT) -> list[Path]:
    """The Python files whose marked strings belong to ``domain``."""
    if domain == "shell":
        files = list((root / "kings").glob("*.py")) + list((root / "web" / "shell").rglob("*.py"))
        files += list((root / "web").glob("*.py"))
    else:
        files = list((root / "kings" / domain).rglob("*.py")) + list((root / "web" / domain).rglob("*.py"))
    return sorted(p for p in files if "__pycache__" not in p.parts)


def new_catalog(domain: str, locale: str | None = None) -> Catalog:
    """An empty catalog of ``domain`` (a template if no ``locale``), with the project's header."""
    return Catalog(locale=locale, domain=domain, project="Kings", charset="utf-8", fuzzy=False,
                   header_comment=HEADER.format(domain=domain), copyright_holder="the Kings authors")


def extract(domain: str, root: Path = ROOT) -> Catalog:
    """The template of ``domain``: every marked string of its files, with where it is and its translator comments."""
    if domain == "page":
        return page_words.extract(root, new_catalog("page"))
    catalog = new_catalog(domain)
    for path in sources(domain, root):
        rel = path.relative_to(root).as_posix()
        for lineno, message, comments, context in extract_from_file(
                "python", path, keywords=DEFAULT_KEYWORDS, comment_tags=("Translators:",), strip_comment_tags=True):
            existing = catalog.get(message, context)
            if existing is not None:
                existing.locations.append((rel, lineno))
                existing.auto_comments.extend(c for c in comments if c not in existing.auto_comments)
                continue
            flags = ("python-brace-format",) if any(FIELD.search(m) for m in _texts(message)) else ()
            catalog.add(message, None, [(rel, lineno)], auto_comments=comments, context=context, flags=flags)
    return catalog


def _texts(message: str | tuple[str, ...] | list[str]) -> tuple[str, ...]:
    return (message,) if isinstance(message, str) else tuple(message)


def pot_path(domain: str, root: Path = ROOT) -> Path:
    return root / "locale" / f"{domain}.pot"


def po_path(domain: str, lang: str, root: Path = ROOT) -> Path:
    return root / "locale" / LANGUAGES[lang] / "LC_MESSAGES" / f"{domain}.po"


def write_catalog(catalog: Catalog, path: Path) -> None:
    """``catalog`` as a .po/.pot file, sorted and without line numbers (a moved line changes no catalog)."""
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=WIDTH, sort_output=True, include_lineno=False, ignore_obsolete=True,
             omit_header=False)  # fmt: skip
    text = re.sub(rb'"POT-Creation-Date: [^"]*\\n"\n', b"", buffer.getvalue())  # no churn from the clock
    text = re.sub(rb'"PO-Revision-Date: [^"]*\\n"\n', b"", text)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text)


def read_catalog(path: Path, lang: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=LANGUAGES.get(lang or ""))


def update(domain: str, root: Path = ROOT) -> None:
    """Extract ``domain`` and merge it into every language's catalog: new strings come in untranslated, strings no
    longer in the code go."""
    template = extract(domain, root)
    write_catalog(template, pot_path(domain, root))
    for lang in LANGUAGES:
        path = po_path(domain, lang, root)
        catalog = read_catalog(path, lang) if path.exists() else new_catalog(domain, LANGUAGES[lang])
        catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
        write_catalog(catalog, path)


def problems(domain: str, lang: str, root: Path = ROOT) -> Iterator[str]:
    """What is wrong with ``lang``'s catalog of ``domain``: missing, fuzzy or untranslated entries, placeholders
    that differ from the English, entries the template does not have."""
    path = po_path(domain, lang, root)
    if not path.exists():
        yield f"{path.relative_to(root)}: missing (python3 scripts/locales.py update {domain})"
        return
    catalog = read_catalog(path, lang)
    template = read_catalog(pot_path(domain, root))
    where = path.relative_to(root)
    for message in template:
        if not message.id:
            continue
        own = catalog.get(message.id, message.context)
        if own is None:
            yield f"{where}: {_show(message)} is not in the catalog (python3 scripts/locales.py update {domain})"
            continue
        yield from _entry_problems(where, own)
    for message in catalog:
        if message.id and template.get(message.id, message.context) is None:
            yield f"{where}: {_show(message)} is no longer in the code (python3 scripts/locales.py update {domain})"


def _entry_problems(where: Path, message: Message) -> Iterator[str]:
    ids = _texts(message.id)
    forms = _texts(message.string) if message.string else ()
    if message.fuzzy or not forms or not all(forms):
        yield f"{where}: {_show(message)} is not translated"
        return
    wanted = set().union(*(FIELD.findall(i) for i in ids))
    for form in forms:
        extra = set(FIELD.findall(form)) - wanted
        if extra:
            yield f"{where}: {_show(message)}: the translation has {sorted(extra)}, which the English does not"
    if len(ids) == 1 and set(FIELD.findall(forms[0])) != wanted:
        yield f"{where}: {_show(message)}: the translation's placeholders differ from {sorted(wanted)}"


def _show(message: Message) -> str:
    text = _texts(message.id)[0]
    return repr(text if len(text) < 60 else text[:57] + "...") + (f" ({message.context})" if message.context else "")


def compile_all(root: Path = ROOT, out: Path | None = None) -> list[Path]:
    """Every language's catalogs as .mo files under ``out`` (vendor/locale/<lang>/<domain>.mo); an untranslated or
    fuzzy entry is left out (English shows there, never an empty string)."""
    out = out or root / "vendor" / "locale"
    written = []
    for lang in LANGUAGES:
        for domain in DOMAINS:
            path = po_path(domain, lang, root)
            if not path.exists():
                continue
            catalog = read_catalog(path, lang)
            if domain == "page":  # read by the page's JavaScript, before Python: a script, not a .mo
                script = out / lang / "page.js"
                script.parent.mkdir(parents=True, exist_ok=True)
                text = page_words.page_script(catalog)
                if not script.exists() or script.read_text(encoding="utf-8") != text:
                    script.write_text(text, encoding="utf-8")
                written.append(script)
                continue
            target = out / lang / f"{domain}.mo"
            target.parent.mkdir(parents=True, exist_ok=True)
            buffer = io.BytesIO()
            write_mo(buffer, catalog, use_fuzzy=False)
            if not target.exists() or target.read_bytes() != buffer.getvalue():
                target.write_bytes(buffer.getvalue())
            written.append(target)
    return written


def _domains(names: Iterable[str]) -> list[str]:
    chosen = list(names) or list(DOMAINS)
    unknown = [d for d in chosen if d not in DOMAINS]
    if unknown:
        raise SystemExit(f"locales.py: unknown domain {', '.join(unknown)}; the domains are {', '.join(DOMAINS)}")
    return chosen


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=("extract", "update", "check", "compile"))
    parser.add_argument("domains", nargs="*", help=f"some of {', '.join(DOMAINS)} (all if none)")
    args = parser.parse_args(argv)
    if args.command == "compile":
        print(f"compiled {len(compile_all())} catalogs into {BUILT.relative_to(ROOT)}/")
        return 0
    domains = _domains(args.domains)
    if args.command == "extract":
        for domain in domains:
            write_catalog(extract(domain), pot_path(domain))
        return 0
    if args.command == "update":
        for domain in domains:
            update(domain)
        return 0
    found = [p for domain in domains for lang in LANGUAGES for p in problems(domain, lang)]
    print("\n".join(found) if found else f"the catalogs of {', '.join(domains)} are complete")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
