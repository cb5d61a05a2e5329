"""Machine-checkable style rules on every lesson: lessons/ko-style.toml's banned words and
forms (Korean) and meta-talk (English), and the particles after card codes and chips."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

from tutor.curriculum import LANGS, Lesson, default_lessons_dir, load_lessons

STYLE = default_lessons_dir() / "ko-style.toml"
LESSONS: list[Lesson] = [lesson for lang in LANGS for lesson in load_lessons(lang)]


@dataclass(frozen=True)
class Rule:
    lang: str
    regex: re.Pattern[str]
    why: str
    instead: str

    def message(self, lesson: Lesson, line: int, found: str) -> str:
        fix = f" (instead: {self.instead})" if self.instead else ""
        return f"{lesson.path}:{line}: {found!r}: {self.why}{fix}"


def load_rules(path: Path = STYLE) -> list[Rule]:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    rules = []
    for lang in LANGS:
        for entry in data.get(lang, []):
            if "text" in entry:
                regex = re.compile(re.escape(entry["text"]), re.IGNORECASE)
            else:
                regex = re.compile(entry["pattern"], re.IGNORECASE)
            rules.append(Rule(lang, regex, entry["why"], entry.get("instead", "")))
    return rules


def broken_rules(lesson: Lesson, rules: list[Rule]) -> list[str]:
    problems = []
    text = lesson.path.read_text(encoding="utf-8")
    for rule in rules:
        if rule.lang != lesson.lang:
            continue
        for match in rule.regex.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            problems.append(rule.message(lesson, line, match.group(0)))
    return problems


RULES = load_rules()


def _lesson_id(lesson: Lesson) -> str:
    return f"{lesson.lang}/{lesson.slug}"


@pytest.mark.parametrize("lesson", LESSONS, ids=[_lesson_id(lesson) for lesson in LESSONS])
def test_no_lesson_uses_a_banned_word_or_meta_talk(lesson: Lesson) -> None:
    assert broken_rules(lesson, RULES) == []


def test_the_style_list_has_both_languages_and_valid_rules() -> None:
    langs = {rule.lang for rule in RULES}
    assert langs == set(LANGS)
    for rule in RULES:
        assert rule.why


def test_a_banned_word_is_reported_with_file_line_and_reason(tmp_path: Path) -> None:
    folder = tmp_path / "ko"
    folder.mkdir()
    path = folder / "bad.md"
    path.write_text(
        "---\nslug: bad\ntitle: t\norder: 1\nlevel: beginner\nvariant: standard\n"
        "summary: s\nquiz_sets: x\n---\n북이 트릭을 따먹었습니다.\n"
        "우리 한국어 자료에 따르면 그렇습니다.\n",
        encoding="utf-8",
    )
    from tutor.curriculum import load_lesson

    problems = broken_rules(load_lesson(path, "ko"), RULES)
    assert any(":10: '따먹': slang" in problem for problem in problems)
    assert any(":11: '우리 한국어 자료'" in problem for problem in problems)


def test_english_meta_talk_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "bad.md"
    path.write_text(
        "---\nslug: bad\ntitle: t\norder: 1\nlevel: beginner\nvariant: standard\n"
        "summary: s\nquiz_sets: x\n---\nOne of our Korean sources says so.\n",
        encoding="utf-8",
    )
    from tutor.curriculum import load_lesson

    problems = broken_rules(load_lesson(path, "en"), RULES)
    assert any("talk about our sources" in problem for problem in problems)


@pytest.mark.parametrize(
    ("sentence", "found"),
    [
        ("남이 리드합니다.", "남이"),
        ("서는 패스합니다.", "서는"),
        ("마치면 2점입니다.", "마치"),
        ("다음 강의를 보세요.", "강의"),
        ("하트가 엎였습니다.", "엎였"),
        ("딜러가 카드를 집는다.", "다."),
    ],
)
def test_the_korean_rules_catch_particles_seats_and_terms(
    tmp_path: Path, sentence: str, found: str
) -> None:
    from tutor.curriculum import load_lesson

    path = tmp_path / "bad.md"
    path.write_text(
        "---\nslug: bad\ntitle: t\norder: 1\nlevel: beginner\nvariant: standard\n"
        f"summary: s\nquiz_sets: x\n---\n{sentence}\n",
        encoding="utf-8",
    )
    problems = broken_rules(load_lesson(path, "ko"), RULES)
    assert any(f"{found!r}" in problem for problem in problems), problems


@pytest.mark.parametrize(
    "sentence",
    [
        "J♦이 이깁니다.",
        "9♣가 이깁니다.",
        "10♥이 이깁니다.",
        "남은 네 장이 키티입니다.",
        "남쪽이 리드합니다.",
        "A♣가 이깁니다.",
        "8♠이 이깁니다.",
        "전승하면 2점입니다.",
        "봅시다.",
    ],
)
def test_the_korean_rules_pass_correct_text(tmp_path: Path, sentence: str) -> None:
    from tutor.curriculum import load_lesson

    path = tmp_path / "good.md"
    path.write_text(
        "---\nslug: good\ntitle: t\norder: 1\nlevel: beginner\nvariant: standard\n"
        f"summary: s\nquiz_sets: x\n---\n{sentence}\n",
        encoding="utf-8",
    )
    assert broken_rules(load_lesson(path, "ko"), RULES) == []


# -- particles after cards: the one rule of tutor/korean.py ------------------------------

_CHIP = re.compile(r"\[\[([^\[\]\s]{1,8})\]\]")
_CARD_WITH_RO = re.compile(r"(?P<card>(?:10|[789TJQKA])[♠♣♥♦])(?P<particle>으로|로)(?=[도는서써])")


def card_particle_mistakes(text: str) -> list[str]:
    """Particles after written cards and card chips that do not fit how the card is read.

    A chip is rendered as a card read aloud like the written card ("[[QH]]" as "하트 퀸"), so
    it is checked as that card.
    """
    from tutor.engine import parse_card
    from tutor.korean import card_ko, fits, misplaced_particles

    text = _CHIP.sub(lambda chip: card_ko(parse_card(chip.group(1))), text)
    # 으로/로 with a further particle (으로도, 로는, 으로서) is not a word end: check it too.
    compound = [
        match.group(0)
        for match in _CARD_WITH_RO.finditer(text)
        if not fits(match.group("card"), match.group("particle"))
    ]
    return misplaced_particles(text) + compound


KOREAN_LESSONS = [lesson for lesson in LESSONS if lesson.lang == "ko"]


@pytest.mark.parametrize("lesson", KOREAN_LESSONS, ids=[_lesson_id(x) for x in KOREAN_LESSONS])
def test_particles_after_cards_fit_the_spoken_rank(lesson: Lesson) -> None:
    assert card_particle_mistakes(lesson.path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize(
    ("sentence", "mistakes"),
    [
        ("10♦를 버립니다.", ["10♦를"]),
        ("하트 퀸 [[QH]]가 이깁니다.", ["Q♥가"]),
        ("8♣가 이기고 A♣이 집니다.", ["8♣가", "A♣이"]),
        ("J♦로 자릅니다.", ["J♦로"]),
        ("K♦로도 못 이깁니다.", ["K♦로"]),
        ("J♦이 이기고 9♣가 지며 [[10H]]과 [[AS]]를 냅니다.", []),
    ],
)
def test_the_particle_check_reads_cards_and_chips_aloud(sentence: str, mistakes: list[str]) -> None:
    assert card_particle_mistakes(sentence) == mistakes
