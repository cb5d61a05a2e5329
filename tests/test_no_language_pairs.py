"""No module outside the language registries keeps a text as an (English, Korean) pair: a
text is one catalogue message (English msgid), said in a language through the catalogue
(``tutor.catalogue.say``) and ``tutor.grammar``, so adding a language touches no Python
(issue 28 item 2; the sibling tests/test_no_language_branches.py catches ``lang == "ko"``).

A pair shows itself by its names: an identifier ``ko``, ``…_ko`` or ``ko_…`` (a function
``suit_ko``, an unpacked ``en, ko = note``), a keyword ``ko=``, or a dict written with a
``"ko"`` key. Only the registries may name Korean: tutor/korean.py (the particle rule),
tutor/grammar.py (each language's grammar) and tutor/catalogue.py (the loader)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "tutor"
REGISTRIES = {ROOT / "korean.py", ROOT / "grammar.py", ROOT / "catalogue.py"}
_LANGUAGE = "ko"
# A source that spells "ko" as a word of its own or a name's part (``suit_ko``, ``"ko"``,
# ``ko=``): only those are parsed, which keeps this cheap.
_MAY_PAIR = re.compile(rf"(?<![A-Za-z0-9]){_LANGUAGE}(?![A-Za-z0-9])")


def _is_pair_name(name: str) -> bool:
    return name == _LANGUAGE or name.endswith(f"_{_LANGUAGE}") or name.startswith(f"{_LANGUAGE}_")


def _names(node: ast.AST) -> list[str]:
    """The identifiers ``node`` introduces or reads (its definition, name, argument,
    keyword, attribute or import alias)."""
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return [node.name]
    if isinstance(node, ast.Name):
        return [node.id]
    if isinstance(node, ast.arg):
        return [node.arg]
    if isinstance(node, ast.keyword):
        return [node.arg] if node.arg else []
    if isinstance(node, ast.Attribute):
        return [node.attr]
    if isinstance(node, ast.alias):
        return [node.asname or node.name.rsplit(".", 1)[-1]]
    return []


def language_pairs(source: str) -> list[tuple[int, str]]:
    """Each (line, name) in ``source`` that keeps a Korean half beside an English one: a
    ``ko`` identifier or keyword, or a dict literal keyed ``"ko"`` (shown as ``'ko'``)."""
    found: list[tuple[int, str]] = []
    if not _MAY_PAIR.search(source):
        return found
    for node in ast.walk(ast.parse(source)):
        line = getattr(node, "lineno", 0)
        found += [(line, name) for name in _names(node) if _is_pair_name(name)]
        if isinstance(node, ast.Dict):
            keys = [k.value for k in node.keys if isinstance(k, ast.Constant)]
            if _LANGUAGE in keys:
                found.append((line, repr(_LANGUAGE)))
    return found


def test_the_lint_finds_each_way_of_writing_a_pair() -> None:
    source = (
        "def suit_ko(suit): ...\n"  # 1: a Korean twin of a function
        "en, ko = note\n"  # 2: a pair unpacked
        "note = say(rule_en, ko=rule)\n"  # 3: a Korean keyword
        'item = {"en": en, "ko": korean}\n'  # 4: a pair stored
        "from tutor.korean import card_ko\n"  # 5: the registry's helper imported
        "x = words.ko_topic(card)\n"  # 6: read as an attribute
        "token = broken_key\n"  # not a pair: "ko" inside a word
        'label = say(lang, "%(suit)s are trump.", suit=suit)\n'  # not a pair
    )
    assert sorted(language_pairs(source)) == [
        (1, "suit_ko"),
        (2, "ko"),
        (3, "ko"),
        (4, "'ko'"),
        (5, "card_ko"),
        (6, "ko_topic"),
    ]


def test_no_module_outside_the_registries_keeps_an_english_korean_pair() -> None:
    offenders = [
        f"{relative}:{line}: {name}"
        for path in sorted(ROOT.rglob("*.py"))
        if path not in REGISTRIES and "migrations" not in path.parts
        for relative in [path.relative_to(ROOT.parent).as_posix()]
        for line, name in language_pairs(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []
