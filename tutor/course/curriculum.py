"""Lessons as data: front matter, the course order, and engine-checked example blocks.

A lesson is `lessons/<lang>/<slug>.md`:

    ---
    slug: trump-and-bowers
    title: Trump and the bowers
    order: 2
    level: beginner
    variant: standard
    summary: One sentence for the lesson list.
    quiz_sets: bower-rank-24, effective-suit-24
    ---
    Markdown body, with card chips like [[JD]] and fenced ``trick`` / ``hand`` blocks.

A ``trick`` block states a finished trick and its winner; a ``hand`` block shows a hand
and, optionally, the led card and which cards are legal. Both are checked by the engine
here (no Flask): a wrong stated winner or an impossible trick is a ``LessonBlockError``
naming the file and line.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from tutor.engine import (
    Card,
    InvalidCardError,
    Suit,
    Variant,
    legal_plays,
    parse_card,
    parse_cards,
    trick_winner,
)

LANGS: tuple[str, ...] = ("en", "ko")
LEVELS: tuple[str, ...] = ("beginner", "intermediate", "advanced")
REQUIRED_FIELDS: tuple[str, ...] = (
    "slug",
    "title",
    "order",
    "level",
    "variant",
    "summary",
    "quiz_sets",
)

# Card chips in lesson text: [[JD]], [[J♦]], [[10H]], [[JO]].
CARD_CHIP = re.compile(r"\[\[([^\[\]\s]{1,8})\]\]")
# A fenced example block: ```trick or ```hand, up to the closing fence.
# ``deal``, ``handplay`` and ``table`` blocks are read by ``tutor.course.examples``.
EXAMPLE_BLOCK = re.compile(
    r"^```(trick|handplay|hand|deal|table)[ \t]*\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL
)

TRAILING_COMMENT = re.compile(r"\s+#\s.*$")
SEATS_4: dict[str, int] = {"N": 0, "E": 1, "S": 2, "W": 3}
SEATS_3: dict[str, int] = {"N": 0, "E": 1, "W": 2}
SEAT_LETTERS_4: tuple[str, ...] = ("N", "E", "S", "W")
SEAT_LETTERS_3: tuple[str, ...] = ("N", "E", "W")


class LessonError(ValueError):
    """A lesson file is malformed; the message names the file (and line where known)."""


class LessonBlockError(LessonError):
    """An example block in a lesson is wrong or impossible."""

    def __init__(self, message: str, *, path: Path | None = None, line: int = 0) -> None:
        self.path = path
        self.line = line
        self.detail = message
        where = f"{path}:{line}: " if path is not None else (f"line {line}: " if line else "")
        super().__init__(where + message)


@dataclass(frozen=True)
class Play:
    seat: int
    card: Card
    # Marked in the lesson as the mistake its text is about (``N:QH?``): the model-play
    # check (``tutor.course.model_plays``) expects it to break a principle.
    mistake: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class TrickBlock:
    """A finished trick in play order, checked against the engine's winner."""

    variant: Variant
    trump: Suit | None
    low: bool
    plays: tuple[Play, ...]
    winner: Card
    alone: int | None
    caption: str
    line: int
    deal: str | None = None  # the id of the deal this trick belongs to

    @property
    def winner_index(self) -> int:
        return next(i for i, play in enumerate(self.plays) if play.card == self.winner)

    @property
    def seat_letters(self) -> tuple[str, ...]:
        return SEAT_LETTERS_3 if self.variant.is_three_hand else SEAT_LETTERS_4


@dataclass(frozen=True)
class HandBlock:
    """A hand, with optionally the led card and the stated legal plays."""

    variant: Variant
    trump: Suit | None
    low: bool
    cards: tuple[Card, ...]
    led: Card | None
    legal: tuple[Card, ...] | None
    seat: int | None
    caption: str
    line: int
    deal: str | None = None  # the id of the deal this hand belongs to


ExampleBlock = TrickBlock | HandBlock


@dataclass(frozen=True)
class Lesson:
    slug: str
    lang: str
    title: str
    order: int
    level: str
    variant: str
    summary: str
    quiz_sets: tuple[str, ...]
    body: str
    path: Path
    body_line: int  # 1-based line of the body's first line in the file


def default_lessons_dir() -> Path:
    """`lessons/` in a checkout, or the copy packed into an installed wheel."""
    package = Path(__file__).resolve().parents[1]  # tutor/, above course/
    for candidate in (package.parent / "lessons", package / "lessons"):
        if candidate.is_dir():
            return candidate
    raise LessonError("no lessons/ folder found beside the tutor package")


def parse_front_matter(text: str, path: Path) -> tuple[dict[str, str], str, int]:
    """Split a lesson file into its front-matter fields, its body and the body's line."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != "---":
        raise LessonError(f"{path}:1: a lesson starts with a '---' front-matter block")
    fields: dict[str, str] = {}
    for number, line in enumerate(lines[1:], start=2):
        if line.strip() == "---":
            body = "\n".join(lines[number:])
            return fields, body, number + 1
        if not line.strip():
            continue
        key, sep, value = line.partition(":")
        if not sep:
            raise LessonError(f"{path}:{number}: front matter lines are 'key: value'")
        fields[key.strip()] = value.strip()
    raise LessonError(f"{path}: the front matter has no closing '---'")


def load_lesson(path: Path, lang: str) -> Lesson:
    text = path.read_text(encoding="utf-8")
    fields, body, body_line = parse_front_matter(text, path)
    missing = [name for name in REQUIRED_FIELDS if name not in fields]
    if missing:
        raise LessonError(f"{path}: front matter lacks {', '.join(missing)}")
    if fields["slug"] != path.stem:
        raise LessonError(f"{path}: slug {fields['slug']!r} must match the file name")
    if fields["level"] not in LEVELS:
        raise LessonError(f"{path}: level must be one of {', '.join(LEVELS)}")
    try:
        order = int(fields["order"])
    except ValueError:
        raise LessonError(f"{path}: order must be a whole number") from None
    quiz_sets = tuple(s.strip() for s in fields["quiz_sets"].split(",") if s.strip())
    return Lesson(
        slug=fields["slug"],
        lang=lang,
        title=fields["title"],
        order=order,
        level=fields["level"],
        variant=fields["variant"],
        summary=fields["summary"],
        quiz_sets=quiz_sets,
        body=body,
        path=path,
        body_line=body_line,
    )


def load_lessons(lang: str, lessons_dir: Path | None = None) -> list[Lesson]:
    """Every lesson of one language, in course order."""
    if lang not in LANGS:
        raise LessonError(f"no lessons in language {lang!r}")
    folder = (lessons_dir or default_lessons_dir()) / lang
    lessons = [load_lesson(path, lang) for path in sorted(folder.glob("*.md"))]
    return sorted(lessons, key=lambda lesson: (lesson.order, lesson.slug))


def block_fields(text: str, line: int) -> dict[str, str]:
    fields: dict[str, str] = {}
    for offset, raw in enumerate(text.splitlines()):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        key, sep, value = raw.partition(":")
        if not sep:
            raise LessonBlockError("block lines are 'key: value'", line=line + offset)
        # A comment may follow a value after " # ".
        fields[key.strip().lower()] = TRAILING_COMMENT.sub("", value).strip()
    return fields


def parse_contract(value: str, variant: Variant, line: int) -> tuple[Suit | None, bool]:
    key = value.strip().upper()
    if key in ("NT", "NT-HIGH", "NO-TRUMP", "NO-TRUMP-HIGH"):
        contract: tuple[Suit | None, bool] = (None, False)
    elif key in ("NT-LOW", "NO-TRUMP-LOW", "LOW"):
        contract = (None, True)
    else:
        try:
            return Suit.parse(value), False
        except ValueError as error:
            raise LessonBlockError(str(error), line=line) from None
    if not variant.no_trump:
        raise LessonBlockError(f"{variant.name} Euchre has no no-trump contracts", line=line)
    return contract


def parse_card_field(text: str, variant: Variant, line: int) -> Card:
    try:
        card = parse_card(text)
    except InvalidCardError as error:
        raise LessonBlockError(str(error), line=line) from None
    if card not in variant.cards():
        raise LessonBlockError(f"{card} is not in the {variant.name} deck", line=line)
    return card


def seat_letters(variant: Variant) -> tuple[str, ...]:
    return SEAT_LETTERS_3 if variant.is_three_hand else SEAT_LETTERS_4


def parse_seat(text: str, variant: Variant, line: int) -> int:
    seats = SEATS_3 if variant.is_three_hand else SEATS_4
    key = text.strip().upper()
    if key in seats:
        return seats[key]
    if key.isdigit() and int(key) < variant.players:
        return int(key)
    raise LessonBlockError(f"{text!r} is not a seat: use {' '.join(seats)}", line=line)


def parse_variant(fields: dict[str, str], default: str, line: int) -> Variant:
    try:
        return Variant.preset(fields.get("variant", default))
    except ValueError as error:
        raise LessonBlockError(str(error), line=line) from None


def parse_trick_block(text: str, *, line: int = 0, default_variant: str = "standard") -> TrickBlock:
    """Parse and check a ``trick`` block; raise ``LessonBlockError`` if it is wrong."""
    fields = block_fields(text, line)
    variant = parse_variant(fields, default_variant, line)
    for needed in ("trump", "plays", "winner"):
        if needed not in fields:
            raise LessonBlockError(f"a trick block needs '{needed}:'", line=line)
    trump, low = parse_contract(fields["trump"], variant, line)
    alone = parse_seat(fields["alone"], variant, line) if fields.get("alone") else None
    plays: list[Play] = []
    for token in fields["plays"].split():
        seat_text, sep, card_text = token.partition(":")
        if not sep:
            raise LessonBlockError(f"{token!r}: write plays as SEAT:CARD, like N:QC", line=line)
        plays.append(
            Play(parse_seat(seat_text, variant, line), parse_card_field(card_text, variant, line))
        )
    _check_trick_shape(plays, variant, alone, line)
    cards = [play.card for play in plays]
    stated = fields["winner"].strip().upper()
    if stated in seat_letters(variant):  # "winner: N" names the seat
        seat = seat_letters(variant).index(stated)
        by_seat = [play.card for play in plays if play.seat == seat]
        if not by_seat:
            raise LessonBlockError(f"the stated winner {stated} did not play", line=line)
        winner = by_seat[0]
    else:
        winner = parse_card_field(fields["winner"], variant, line)
    if winner not in cards:
        raise LessonBlockError(f"the stated winner {winner} was not played", line=line)
    actual = cards[trick_winner(cards, trump, low=low)]
    if actual != winner:
        raise LessonBlockError(
            f"the block says {winner} wins, but the engine says {actual} wins", line=line
        )
    return TrickBlock(
        variant, trump, low, tuple(plays), winner, alone, fields.get("caption", ""), line
    )


def _check_trick_shape(plays: list[Play], variant: Variant, alone: int | None, line: int) -> None:
    cards = [play.card for play in plays]
    if len(set(cards)) != len(cards):
        raise LessonBlockError("a card appears twice in the trick", line=line)
    sitting_out = None
    if alone is not None and variant.players == 4:
        sitting_out = (alone + 2) % 4
    active = [seat for seat in range(variant.players) if seat != sitting_out]
    if len(plays) != len(active):
        raise LessonBlockError(
            f"a finished trick has {len(active)} cards here, not {len(plays)}", line=line
        )
    seats = [play.seat for play in plays]
    if sitting_out is not None and sitting_out in seats:
        raise LessonBlockError("the lone player's partner sits out and cannot play", line=line)
    start = active.index(seats[0])
    expected = active[start:] + active[:start]
    if seats != expected:
        raise LessonBlockError("the seats must play in turn, clockwise (N, E, S, W)", line=line)


def parse_hand_block(text: str, *, line: int = 0, default_variant: str = "standard") -> HandBlock:
    """Parse and check a ``hand`` block; raise ``LessonBlockError`` if it is wrong."""
    fields = block_fields(text, line)
    variant = parse_variant(fields, default_variant, line)
    if "cards" not in fields:
        raise LessonBlockError("a hand block needs 'cards:'", line=line)
    trump, low = (
        parse_contract(fields["trump"], variant, line) if "trump" in fields else (None, False)
    )
    cards = [parse_card_field(text, variant, line) for text in fields["cards"].split()]
    if len(set(cards)) != len(cards):
        raise LessonBlockError("a card appears twice in the hand", line=line)
    if len(cards) > variant.hand_size + 1:  # the dealer may hold one extra before discarding
        raise LessonBlockError(
            f"a {variant.name} hand has at most {variant.hand_size} cards", line=line
        )
    led = parse_card_field(fields["led"], variant, line) if fields.get("led") else None
    if led is not None and led in cards:
        raise LessonBlockError(f"{led} was led, so it cannot also be in the hand", line=line)
    legal: tuple[Card, ...] | None = None
    if fields.get("legal"):
        if led is None or "trump" not in fields:
            raise LessonBlockError("'legal:' needs both 'trump:' and 'led:'", line=line)
        stated = parse_cards(fields["legal"])
        actual = legal_plays(cards, led, trump)
        if sorted(stated) != sorted(actual):
            raise LessonBlockError(
                "the block says the legal plays are "
                f"{' '.join(map(str, stated))}, but the engine says "
                f"{' '.join(map(str, actual))}",
                line=line,
            )
        legal = tuple(actual)
    seat = parse_seat(fields["seat"], variant, line) if fields.get("seat") else None
    return HandBlock(
        variant, trump, low, tuple(cards), led, legal, seat, fields.get("caption", ""), line
    )


def parse_block(
    kind: str, text: str, *, line: int = 0, default_variant: str = "standard"
) -> ExampleBlock:
    if kind == "trick":
        return parse_trick_block(text, line=line, default_variant=default_variant)
    if kind == "hand":
        return parse_hand_block(text, line=line, default_variant=default_variant)
    raise LessonBlockError(f"unknown block kind {kind!r}", line=line)


def example_blocks(lesson: Lesson) -> Iterator[tuple[str, str, int]]:
    """(kind, text, file line) of every fenced example block in the lesson body."""
    for match in EXAMPLE_BLOCK.finditer(lesson.body):
        line = lesson.body_line + lesson.body.count("\n", 0, match.start()) + 1
        yield match.group(1), match.group(2), line


def course_slugs(lessons: list[Lesson]) -> list[str]:
    """The slugs of one language's lessons, in course order."""
    return [lesson.slug for lesson in sorted(lessons, key=lambda lesson: lesson.order)]


def next_lesson(lesson: Lesson, lessons: list[Lesson]) -> Lesson | None:
    """The lesson after ``lesson`` in course order (None after the last one)."""
    later = [other for other in lessons if other.order > lesson.order]
    return min(later, key=lambda other: other.order) if later else None
