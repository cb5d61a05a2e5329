"""Lessons from Markdown to HTML: card chips, trick and hand diagrams, sanitised output.

The Markdown (which teachers may write one day) is rendered and then cleaned by the one
HTML policy (``tutor.sanitise``);
only after that are the trick and hand diagrams, which we build ourselves from blocks the
engine has checked, put in place of their markers. A wrong block raises the curriculum's
``LessonBlockError`` naming the file and line, so a broken lesson fails its test.
"""

from __future__ import annotations

import html
import re
import secrets
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from typing import Any

import markdown
from flask import render_template
from markdown.extensions import Extension
from markdown.extensions.toc import slugify_unicode
from markdown.inlinepatterns import InlineProcessor
from markdown.preprocessors import Preprocessor
from markupsafe import Markup

from tutor.course.blocks import DealBlock, HandplayBlock, LessonBlock, TableBlock
from tutor.course.checks import check_lesson
from tutor.course.curriculum import (
    CARD_CHIP,
    EXAMPLE_BLOCK,
    LANGS,
    Lesson,
    LessonBlockError,
    TrickBlock,
)
from tutor.course.examples import LessonReader
from tutor.course.tables import load_table, table_in, table_notes
from tutor.engine import Suit, card_label, parse_card
from tutor.sanitise import clean_html

HEADING = re.compile(r"^#{1,6}\s", re.MULTILINE)


@dataclass(frozen=True)
class TocEntry:
    level: int
    anchor: str
    title: str


@dataclass(frozen=True)
class RenderedLesson:
    html: Markup
    toc: tuple[TocEntry, ...]
    blocks: tuple[LessonBlock, ...] = field(default=())


class _ExampleBlocks(Preprocessor):
    """Swap each fenced ``trick``/``hand`` block for a marker paragraph, and tag each card
    chip with the trump of the last block before it in its section (``[[JD@H]]``), so the
    chip can say "left bower" where the lesson's example makes it one."""

    def __init__(self, md: markdown.Markdown, lesson: Lesson, marker: str) -> None:
        super().__init__(md)
        self.lesson = lesson
        self.marker = marker
        self.blocks: list[LessonBlock] = []
        self.reader = LessonReader(lesson.variant, lesson.path)

    def run(self, lines: list[str]) -> list[str]:
        text = "\n".join(lines)
        events = sorted(
            [(m.start(), "block", m) for m in EXAMPLE_BLOCK.finditer(text)]
            + [(m.start(), "heading", m) for m in HEADING.finditer(text)]
            + [(m.start(), "chip", m) for m in CARD_CHIP.finditer(text)],
            key=lambda event: event[0],
        )
        pieces: list[str] = []
        position = 0
        trump: Suit | None = None
        for start, kind, match in events:
            if start < position:  # inside a block already consumed
                continue
            if kind == "heading":
                trump = None
                continue
            pieces.append(text[position:start])
            position = match.end()
            if kind == "chip":
                pieces.append(f"[[{match.group(1)}@{trump.code if trump else '-'}]]")
                continue
            block = self._parse(match, text)
            pieces.append(f"\n\n{self.marker}{len(self.blocks)}X\n\n")
            self.blocks.append(block)
            if not isinstance(block, TableBlock):
                trump = block.trump
        pieces.append(text[position:])
        return "".join(pieces).split("\n")

    def _parse(self, match: re.Match[str], text: str) -> LessonBlock:
        line = self.lesson.body_line + text.count("\n", 0, match.start()) + 1
        try:
            return self.reader.read(match.group(1), match.group(2), line)
        except LessonBlockError as error:
            raise LessonBlockError(error.detail, path=self.lesson.path, line=error.line) from None


class _CardChips(InlineProcessor):
    """``[[QH@S]]`` (a chip and the trump it is read under) as the quiz pages show a chip:
    rank and suit symbol, colour and suit classes, and the engine's spoken label in the
    page's language."""

    def __init__(self, pattern: str, md: markdown.Markdown, lang: str) -> None:
        super().__init__(pattern, md)
        self.lang = lang

    def handleMatch(  # type: ignore[override]
        self, m: re.Match[str], data: str
    ) -> tuple[ET.Element, int, int]:
        trump = None if m.group(2) == "-" else Suit.parse(m.group(2))
        card = parse_card(m.group(1))
        chip = ET.Element("span")
        if card.suit is None:  # the joker
            chip.set("class", "chip chip-black chip-joker")
            chip.text = "Joker"
        else:
            chip.set("class", f"chip chip-{card.suit.color.value} chip-{card.suit.code.lower()}")
            chip.text = f"{card.rank.label}{card.suit.symbol}"
        chip.set("role", "img")
        chip.set("aria-label", card_label(card, trump, lang=self.lang))
        return chip, m.start(0), m.end(0)


TAGGED_CHIP = r"\[\[([^\[\]\s@]{1,8})@([SCHD-])\]\]"


class LessonExtension(Extension):
    """Card chips and checked example blocks for one lesson, labelled in ``lang``."""

    def __init__(self, lesson: Lesson, marker: str, lang: str, **kwargs: Any) -> None:
        self.lesson = lesson
        self.marker = marker
        self.lang = lang
        super().__init__(**kwargs)

    def extendMarkdown(self, md: markdown.Markdown) -> None:
        self.blocks = _ExampleBlocks(md, self.lesson, self.marker)
        md.preprocessors.register(self.blocks, "euchre_blocks", 40)
        md.inlinePatterns.register(_CardChips(TAGGED_CHIP, md, self.lang), "euchre_chips", 185)


def render_markdown(lesson: Lesson, lang: str) -> RenderedLesson:
    """Render a lesson body for a page in ``lang`` (the request's language: the diagrams'
    templates label their cards in it too); raise ``LessonBlockError`` if a block or chip
    is wrong."""
    # Story problems (stand-alone blocks that contradict each other) fail the course test,
    # not the page: a lesson being rewritten still renders.
    problems = check_lesson(lesson, stories=False)
    if problems:
        raise problems[0]
    marker = f"EUCHRE{secrets.token_hex(6)}"
    extension = LessonExtension(lesson, marker, lang)
    md = markdown.Markdown(
        extensions=["tables", "sane_lists", "fenced_code", "toc", extension],
        extension_configs={"toc": {"slugify": slugify_unicode, "toc_depth": "2-3"}},
        output_format="html",
    )
    converted = md.convert(lesson.body)
    clean = clean_html(converted)
    blocks = extension.blocks.blocks
    for number, block in enumerate(blocks):
        diagram = _diagram(block, lang)
        token = f"{marker}{number}X"
        clean = clean.replace(f"<p>{token}</p>", diagram).replace(token, diagram)
    toc = tuple(_flatten_toc(getattr(md, "toc_tokens", [])))
    return RenderedLesson(Markup(clean), toc, tuple(blocks))  # noqa: S704  (sanitised above)


def _diagram(block: LessonBlock, lang: str) -> str:
    if isinstance(block, TrickBlock):
        return render_template("lessons/_trick.html", block=block)
    if isinstance(block, DealBlock):
        return render_template("lessons/_deal.html", block=block) if block.show else ""
    if isinstance(block, HandplayBlock):
        return render_template("lessons/_handplay.html", block=block)
    if isinstance(block, TableBlock):
        table = load_table(block.name)
        lang = lang if lang in LANGS else LANGS[0]
        return render_template(
            "lessons/_table.html", table=table_in(table, lang), notes=table_notes(table, lang)
        )
    return render_template("lessons/_hand.html", block=block)


def _flatten_toc(tokens: list[dict[str, Any]]) -> list[TocEntry]:
    entries: list[TocEntry] = []
    for token in tokens:
        # The name comes HTML-escaped; the template escapes it again, so unescape it here.
        title = html.unescape(str(token["name"]))
        entries.append(TocEntry(int(token["level"]), str(token["id"]), title))
        entries.extend(_flatten_toc(token.get("children", [])))
    return entries


_rendered: dict[tuple[Lesson, str], RenderedLesson] = {}


def render_lesson(lesson: Lesson, lang: str) -> RenderedLesson:
    """``render_markdown``, kept per process and page language (labels are translated)."""
    key = (lesson, lang)
    if key not in _rendered:
        _rendered[key] = render_markdown(lesson, lang)
    return _rendered[key]
