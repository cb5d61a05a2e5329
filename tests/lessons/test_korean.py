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
# Lessons whose text broke the list when it was written (issue 11); the course-text branch
# rewrites them and removes them from here. A lesson NOT named here must pass.
TEXT_FIXES_PENDING = {
    "en/reneging",
    "en/winning-a-trick",
    "en/making-trump-round-one",
    "en/making-trump-round-two",
    "en/british-euchre",
    "en/american-euchre",
    "en/bid-euchre",
    "ko/the-table",
    "ko/winning-a-trick",
    "ko/making-trump-round-one",
    "ko/making-trump-round-two",
    "ko/going-alone",
    "ko/defending-alone",
    "ko/strategy-leading",
    "ko/strategy-next",
    "ko/strategy-against-loner",
    "ko/british-euchre",
    "ko/american-euchre",
}
PENDING = pytest.mark.xfail(
    strict=False, reason="lesson text predates lessons/ko-style.toml; rewritten on course-text"
)


def _lesson_id(lesson: Lesson) -> str:
    return f"{lesson.lang}/{lesson.slug}"


@pytest.mark.parametrize(
    "lesson",
    [
        pytest.param(lesson, marks=PENDING) if _lesson_id(lesson) in TEXT_FIXES_PENDING else lesson
        for lesson in LESSONS
    ],
    ids=[_lesson_id(lesson) for lesson in LESSONS],
)
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
