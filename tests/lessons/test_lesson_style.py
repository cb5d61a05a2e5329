"""Machine-checkable style rules on every lesson: lessons/ko-style.toml's banned words and
forms (Korean) and meta-talk (English), and the particles after card codes and chips."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest
from flask import Flask

from tutor.course.blocks import HandplayBlock
from tutor.course.curriculum import (
    LANGS,
    Lesson,
    default_lessons_dir,
    example_blocks,
    load_lesson,
    load_lessons,
)
from tutor.course.examples import read_lesson_blocks
from tutor.course.rendering import render_markdown
from tutor.korean import fits, misplaced_particles

STYLE = default_lessons_dir() / "ko-style.toml"
LESSONS: list[Lesson] = [lesson for lang in LANGS for lesson in load_lessons(lang)]


@dataclass(frozen=True)
class Rule:
    lang: str
    regex: re.Pattern[str]
    why: str
    instead: str
    # Quoted speech ("난 도와줄 게 없어" as table talk) may be spoken Korean.
    outside_quotes: bool = False

    def message(self, lesson: Lesson, line: int, found: str) -> str:
        fix = f" (instead: {self.instead})" if self.instead else ""
        return f"{lesson.path}:{line}: {found!r}: {self.why}{fix}"


def load_rules(path: Path = STYLE) -> list[Rule]:
    """The rules of each language: `[[ko]]` / `[[en]]` (lessons, and the quiz text and the
    interface, which their own tests read), `[[ko_written]]` (lessons and the interface
    catalogues) and `[[ko_lesson]]`, the lessons only."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    tables = [(lang, lang) for lang in LANGS] + [("ko_written", "ko"), ("ko_lesson", "ko")]
    rules = []
    for table, lang in tables:
        for entry in data.get(table, []):
            if "text" in entry:
                regex = re.compile(re.escape(entry["text"]), re.IGNORECASE)
            else:
                regex = re.compile(entry["pattern"], re.IGNORECASE)
            rules.append(
                Rule(
                    lang,
                    regex,
                    entry["why"],
                    entry.get("instead", ""),
                    entry.get("outside_quotes", False),
                )
            )
    return rules


QUOTED = re.compile(r'"[^"\n]*(?:\n[^"\n]*)?"|“[^”\n]*”')


def without_quotes(text: str) -> str:
    """The text with quoted speech blanked out, lines and offsets kept."""
    return QUOTED.sub(lambda match: " " * len(match.group(0)), text)


def broken_rules(lesson: Lesson, rules: list[Rule]) -> list[str]:
    problems = []
    text = lesson.path.read_text(encoding="utf-8")
    unquoted = without_quotes(text)
    for rule in rules:
        if rule.lang != lesson.lang:
            continue
        for match in rule.regex.finditer(unquoted if rule.outside_quotes else text):
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
    problems = broken_rules(load_lesson(path, "ko"), RULES)
    assert any(":10: '따먹': slang" in problem for problem in problems)
    assert any(":11: '우리 한국어 자료'" in problem for problem in problems)


def test_a_count_without_thousands_separators_is_reported(tmp_path: Path) -> None:
    """A count of a thousand or more reads "딜 80,000개", "3,000딜"; a bare digit group is
    reported, a separated one, a year-like number without a counter and a decimal are not."""
    folder = tmp_path / "ko"
    folder.mkdir()
    path = folder / "counts.md"
    path.write_text(
        "---\nslug: counts\ntitle: t\norder: 1\nlevel: beginner\nvariant: standard\n"
        "summary: s\nquiz_sets: x\n---\n딜 80000개로 쟀습니다.\n3000딜에서 잰 값입니다.\n"
        "딜 80,000개와 3,000딜, 2026년, 시드 20261201, 평균 1.2500점.\n",
        encoding="utf-8",
    )
    problems = broken_rules(load_lesson(path, "ko"), RULES)
    assert [problem.split(": ")[1] for problem in problems] == ["'80000'", "'3000'"]
    assert all("thousands separators" in problem for problem in problems)


def test_english_meta_talk_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "bad.md"
    path.write_text(
        "---\nslug: bad\ntitle: t\norder: 1\nlevel: beginner\nvariant: standard\n"
        "summary: s\nquiz_sets: x\n---\nOne of our Korean sources says so.\n",
        encoding="utf-8",
    )
    problems = broken_rules(load_lesson(path, "en"), RULES)
    assert any("talk about our sources" in problem for problem in problems)


# -- particles after cards (tutor/korean.py, the one rule) ------------------------------------

KOREAN = [lesson for lesson in LESSONS if lesson.lang == "ko"]
CHIP_PARTICLE = re.compile(
    r'<span (?P<attributes>[^>]*class="chip [^"]*"[^>]*)>[^<]*</span>'
    r"(?P<particle>으로|은|는|이|가|을|를|과|와|로)(?![가-힣])"
)
LABEL = re.compile(r'aria-label="([^"]+)"')
CARD_WITH_RO = re.compile(r"(?P<card>(?:10|[789TJQKA])[♠♣♥♦])(?P<particle>으로|로)(?=[도는서써])")


def misplaced_after_cards(lesson: Lesson) -> list[str]:
    """Particles after cards written in the text ("10♦를") that do not fit how the card is
    read aloud."""
    text = lesson.path.read_text(encoding="utf-8")
    # 으로/로 followed by another particle (으로도, 로는, 으로서) is not a word end: check it too.
    compound = [
        match.group(0)
        for match in CARD_WITH_RO.finditer(text)
        if not fits(match.group("card"), match.group("particle"))
    ]
    return [f"{lesson.path}: {found}" for found in misplaced_particles(text) + compound]


def misplaced_after_chips(html: str) -> list[str]:
    """Particles after card chips: a chip is read as its label ("하트 퀸"), so the particle
    must fit the label, not the letters on the chip."""
    found = []
    for match in CHIP_PARTICLE.finditer(html):
        label = LABEL.search(match.group("attributes"))
        assert label, "a chip without a spoken label"
        if not fits(label.group(1), match.group("particle")):
            found.append(f"{label.group(1)}+{match.group('particle')}")
    return found


@pytest.mark.parametrize("lesson", KOREAN, ids=[_lesson_id(lesson) for lesson in KOREAN])
def test_particles_after_cards_and_chips_fit_how_the_card_is_read(
    lesson: Lesson, app: Flask
) -> None:
    with app.test_request_context("/?lang=ko"):
        html = str(render_markdown(lesson, "ko").html)
    assert misplaced_after_cards(lesson) + misplaced_after_chips(html) == []


def test_a_chip_particle_that_fits_the_letters_but_not_the_label_is_caught(
    app: Flask, tmp_path: Path
) -> None:
    path = tmp_path / "ko" / "bad.md"
    path.parent.mkdir()
    path.write_text(
        "---\nslug: bad\ntitle: t\norder: 1\nlevel: beginner\nvariant: standard\n"
        "summary: s\nquiz_sets: x\n---\n[[QH]]가 이기고 [[9C]]가 집니다. 10♦를 내세요.\n",
        encoding="utf-8",
    )
    lesson = load_lesson(path, "ko")
    with app.test_request_context("/?lang=ko"):
        html = str(render_markdown(lesson, "ko").html)
    assert misplaced_after_chips(html) == ["하트 퀸+가"]
    assert misplaced_after_cards(lesson) == [f"{path}: 10♦를"]


def test_a_compound_particle_after_a_card_is_checked(tmp_path: Path) -> None:
    path = tmp_path / "ko" / "bad.md"
    path.parent.mkdir()
    path.write_text(
        "---\nslug: bad\ntitle: t\norder: 1\nlevel: beginner\nvariant: standard\n"
        "summary: s\nquiz_sets: x\n---\nK♦로도 못 이기고 A♠로는 이깁니다.\n",
        encoding="utf-8",
    )
    assert misplaced_after_cards(load_lesson(path, "ko")) == [f"{path}: K♦로"]


# -- seats, terms and register (lessons/ko-style.toml) ---------------------------------------


@pytest.mark.parametrize(
    ("sentence", "found"),
    [
        ("남이 리드합니다.", "남이"),
        ("서는 패스합니다.", "서는"),
        ("북(N)과 남(S)이 한 팀입니다.", "북(N)"),
        ("마치면 2점입니다.", "마치"),
        ("다음 강의를 보세요.", "강의"),
        ("하트가 엎였습니다.", "엎였"),
        ("딜러가 카드를 집는다.", "다."),
        ("하트니까요.", "니까요"),
        ("그걸 내야 합니다.", "그걸"),
        ("그럼 반드시 냅니다.", "그럼"),
        ("으뜸패를 정한 건 남쪽입니다.", "건"),
        ("도와줄 게 없습니다.", "게"),
        ("A♠로 잘랐을 겁니다.", "겁니다"),
        ("둘째 바퀴에선 패스합니다.", "에선"),
        ("이름이 뭐든 효과는 같습니다.", "뭐든"),
        ("다섯 트릭을 모두 따면 4점입니다.", "따면"),
        ("지금까지 딴 트릭은 둘입니다.", "딴"),
        ("트릭은 서쪽이 땄습니다.", "땄"),
        ("수비자들은 가장 낮은 카드를 버립니다.", "수비자"),
        ("수비 쪽의 마지막 으뜸패입니다.", "수비 쪽"),
        ("판을 멈추고 리니그한 쪽에 벌칙을 줍니다.", "그한 쪽"),
        ("그 얘기는 다음 레슨에서 합니다.", "얘기는"),
        ("딜러가 집고 한 장을 버립니다.", "집고"),
        ("딜러가 카드를 집지 않습니다.", "집지"),
        ("딜러는 턴업을 가져오고 한 장을 버립니다.", "턴업을 가져오"),
        ("북쪽은 Q♥을 가져오고 10♠을 버립니다.", "♥을 가져오"),
        ("턴업으로 가져온 10♣으로 자릅니다.", "턴업으로 가져온"),
    ],
)
def test_the_korean_rules_catch_seats_terms_and_register(
    tmp_path: Path, sentence: str, found: str
) -> None:
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
        "남은 네 장이 키티입니다.",
        "남쪽이 리드합니다.",
        "서로 마주 봅니다.",
        "전승하면 2점입니다.",
        "마치 바우어처럼 보입니다.",
        "봅시다.",
        "최강의 카드입니다.",
        '"난 도와줄 게 없어"라고 말하면 테이블 토크입니다.',
        "딜러는 턴업을 가져가고 한 장을 버립니다.",
        "세 트릭을 가져오면 1점입니다.",
        "비드를 따낸 사람이 리드합니다. 하트를 따라 냅니다. 따로 셉니다.",
        "으뜸패에 딸린 카드입니다.",
        "수비 팀은 가장 낮은 카드를 버립니다.",
        "판을 멈추고 리니그한 사람의 팀에 벌칙을 줍니다. 오른쪽 상대가 리드합니다.",
        "두 번째 트릭을 A♣로 가져온 북쪽이 리드합니다.",
        "하트가 빠집니다. 값진 카드입니다. 9♣가 집니다.",
        "뒤집은 카드가 턴업입니다.",
        "게임이 끝납니다.",
        "이름이 무엇이든 효과는 같습니다.",
        '"뭐든 좋아"라고 말해도 됩니다.',
    ],
)
def test_the_korean_rules_pass_correct_text(tmp_path: Path, sentence: str) -> None:
    path = tmp_path / "good.md"
    path.write_text(
        "---\nslug: good\ntitle: t\norder: 1\nlevel: beginner\nvariant: standard\n"
        f"summary: s\nquiz_sets: x\n---\n{sentence}\n",
        encoding="utf-8",
    )
    assert broken_rules(load_lesson(path, "ko"), RULES) == []


# -- the English meaning kept: the same cards in both languages -------------------------------

# A card as the text writes it: a symbol (A♣, 10♦, the joker) or a chip ([[AC]], [[TD]]).
CARD_IN_TEXT = re.compile(r"\[\[(?:10|[2-9TJQKA])[SCHD]\]\]|(?:10|[2-9TJQKA])[♠♣♥♦]")
SUIT_LETTERS = {"S": "♠", "C": "♣", "H": "♥", "D": "♦"}
# What a learner reads in a block: its caption or intro, and each step's reason.
BLOCK_TEXT = re.compile(r"^(?:(?:caption|intro|score): (.*)|(?:call|trick|discard): .*?\| (.*))$")


def cards_named(text: str) -> set[str]:
    named = set()
    for found in CARD_IN_TEXT.findall(text):
        card = found.strip("[]").replace("T", "10")
        named.add(card[:-1] + SUIT_LETTERS.get(card[-1], card[-1]))
    return named


def block_texts(lesson: Lesson) -> list[tuple[int, str]]:
    texts = []
    for _, text, line in example_blocks(lesson):
        for offset, row in enumerate(text.splitlines()):
            match = BLOCK_TEXT.match(row)
            if match:
                texts.append((line + offset, match.group(1) or match.group(2)))
    return texts


def cards_told_differently(english: Lesson, korean: Lesson) -> list[str]:
    """Each caption and step of a lesson names the same cards in both languages (the
    Korean is our own sentences, but says what the English says: issue 30)."""
    problems = []
    for (line, en), (_, ko) in zip(block_texts(english), block_texts(korean), strict=True):
        if cards_named(en) != cards_named(ko):
            only_en = sorted(cards_named(en) - cards_named(ko))
            only_ko = sorted(cards_named(ko) - cards_named(en))
            problems.append(f"{english.slug}:{line}: English only {only_en}, Korean only {only_ko}")
    return problems


@pytest.mark.parametrize("korean", KOREAN, ids=[_lesson_id(lesson) for lesson in KOREAN])
def test_each_caption_names_the_same_cards_in_both_languages(korean: Lesson) -> None:
    english = load_lesson(default_lessons_dir() / "en" / korean.path.name, "en")
    assert cards_told_differently(english, korean) == []


def test_a_caption_that_drops_a_card_in_korean_is_caught(tmp_path: Path) -> None:
    block = "```trick\ntrump: H\nplays: N:AC E:9H S:TC W:9C\nwinner: 9H\ncaption: {}\n```\n"
    lessons = {}
    for lang, caption in (
        ("en", "East trumps the A♣ with the 9♥."),
        ("ko", "동쪽이 9♥로 자릅니다."),
    ):
        path = tmp_path / lang / "t.md"
        path.parent.mkdir()
        path.write_text(
            "---\nslug: t\ntitle: t\norder: 1\nlevel: beginner\nvariant: standard\n"
            f"summary: s\nquiz_sets: x\n---\n{block.format(caption)}",
            encoding="utf-8",
        )
        lessons[lang] = load_lesson(path, lang)
    assert cards_told_differently(lessons["en"], lessons["ko"]) == [
        "t:14: English only ['A♣'], Korean only []"
    ]


# -- figure text ends in a sentence (lessons/ko-style.toml [ko_figure]) ----------------------

FIGURE = tomllib.loads(STYLE.read_text(encoding="utf-8"))["ko_figure"]
PREDICATE = re.compile(FIGURE["ending"])
LABEL_SUBJECT = re.compile(FIGURE["label_subject"])
SCORE_ONLY = re.compile(r"(?:NS|EW):\d+ (?:NS|EW):\d+")
# Sentences end at ". ", "? " or "! ", not inside a parenthesis ("(이유는 … 다룹니다)").
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?![^()]*\))")


def is_label(sentence: str) -> bool:
    return len(sentence.split()) <= FIGURE["label_words"] and not LABEL_SUBJECT.search(sentence)


def unfinished_sentences(text: str) -> list[str]:
    """The sentences of one figure text that end in a noun phrase, less an opening label."""
    if SCORE_ONLY.fullmatch(text.strip()):
        return []
    sentences = [part for part in SENTENCE_END.split(text.strip()) if part]
    return [
        sentence
        for number, sentence in enumerate(sentences)
        if not PREDICATE.search(sentence)
        and not (number == 0 and len(sentences) > 1 and is_label(sentence))
    ]


@pytest.mark.parametrize("lesson", KOREAN, ids=[_lesson_id(lesson) for lesson in KOREAN])
def test_each_figure_sentence_ends_in_a_predicate(lesson: Lesson) -> None:
    found = [
        f"{lesson.path.name}:{line}: {sentence!r}: {FIGURE['why']}"
        for line, text in block_texts(lesson)
        for sentence in unfinished_sentences(text)
    ]
    assert found == []


@pytest.mark.parametrize(
    ("text", "unfinished"),
    [
        ("하트가 으뜸패. 동쪽이 이깁니다.", ["하트가 으뜸패."]),
        ("다섯 번째 트릭. 북쪽이 가져옵니다. 전승, 2점.", ["전승, 2점."]),
        ("꼭 불러야 하는 딜러가 아니라면 패스.", ["꼭 불러야 하는 딜러가 아니라면 패스."]),
        ("트릭 하나.", ["트릭 하나."]),
        ("같은 딜. 동쪽이 리드합니다.", []),
        ("네 사람의 패. 남쪽이 딜러입니다.", []),
        ("9♠를 버립니다(이유는 딜러 레슨에서 다룹니다).", []),
        ("어떤 카드를 낼까요?", []),
        ("NS:4 EW:6", []),
    ],
)
def test_the_figure_rule_tells_a_label_from_a_sentence_missing_its_verb(
    text: str, unfinished: list[str]
) -> None:
    assert unfinished_sentences(text) == unfinished


# -- the dealer's partner assists: round one's words for that seat ---------------------------

# The dealer's partner accepting the turn-up: "assist" (어시스트), not "order" (오더업).
ORDER_WORDS = {"en": re.compile(r"\border", re.IGNORECASE), "ko": re.compile("오더업")}
ASSIST_WORDS = {"en": re.compile(r"\bassist", re.IGNORECASE), "ko": re.compile("어시스트")}


def partner_steps_saying_order(lesson: Lesson) -> list[str]:
    """Round-one call steps of the dealer's partner whose reason speaks of ordering up and
    never of assisting (issue 30: "nothing to order the dealer a trump with")."""
    blocks, _, _ = read_lesson_blocks(list(example_blocks(lesson)), lesson.variant, lesson.path)
    found = []
    for block in blocks:
        if not isinstance(block, HandplayBlock) or block.deal.variant.players != 4:
            continue
        partner = (block.deal.dealer + 2) % 4
        calls = [step for step in block.steps if step.kind == "call"]
        for step in calls[:4]:
            if step.seat != partner:
                continue
            says_order = ORDER_WORDS[lesson.lang].search(step.caption)
            if says_order and not ASSIST_WORDS[lesson.lang].search(step.caption):
                found.append(f"{lesson.lang}/{lesson.slug}: {step.caption!r}")
    return found


def test_the_dealers_partner_assists_and_never_orders_up() -> None:
    found = [line for lesson in LESSONS for line in partner_steps_saying_order(lesson)]
    assert found == []


def test_the_assist_check_finds_an_order_for_the_dealers_partner(tmp_path: Path) -> None:
    path = tmp_path / "t.md"
    path.write_text(
        "---\nslug: t\ntitle: t\norder: 1\nlevel: beginner\nvariant: standard\n"
        "summary: s\nquiz_sets: x\n---\n"
        "```deal\nid: d\noptions: partner_may_take_alone\ndealer: W\nturn-up: 9H\n"
        "N: AS TS AC QH JH\nE: KH QD TD 9D 9C\n"
        "S: JS JC KS QS AD\nW: KC QC KD 9S TC\nkitty: AH JD TH\n"
        "calls: N pass, E pass, S pass, W pass, N name S, S go alone\n```\n\n"
        "```handplay\ndeal: d\nintro: i\ncall: N pass | a\n"
        "call: E pass | Only the K♥: nothing to order the dealer a trump with.\n"
        "call: S pass | c\ncall: W pass | d\ncall: N name S | e\ncall: S go alone | f\n"
        "trick: E:9C S:QS W:TC\ntrick: S:JS W:9S E:9D\ntrick: S:JC W:QC E:TD\n"
        "trick: S:AD W:KD E:QD\ntrick: S:KS W:KC E:KH\nscore: g\n```\n",
        encoding="utf-8",
    )
    assert partner_steps_saying_order(load_lesson(path, "en")) == [
        "en/t: 'Only the K♥: nothing to order the dealer a trump with.'"
    ]
