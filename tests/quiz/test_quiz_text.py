"""The learner-facing text of every quiz kind: Korean particles by the one rule, English
and Korean stating the same facts, seats named one way, no rule ids, no wording slips.

Engine-judged kinds are re-written from their committed items by the kinds' own text
builders (``text_from_item``: no solving); rules kinds are generated afresh (cheap).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from dataclasses import replace

import pytest

from tutor import korean
from tutor.engine import SUITS, Variant
from tutor.quiz.bank import load_catalogue
from tutor.quiz.build import spec_for
from tutor.quiz.kinds import KINDS, best_play, calls, cardtext, lone
from tutor.quiz.kinds.curated import POSITIONS
from tutor.quiz.words import count_en, josa, seat_label, seat_name

CATALOGUE = load_catalogue()
PRESETS = ("standard", "cardgames", "american", "british", "three-hand", "bid")


def _rules_texts() -> Iterator[tuple[str, dict[str, str]]]:
    """Prompts and explanations of freshly generated items of every rules kind."""
    seen: set[tuple[str, str]] = set()
    for quiz_set in CATALOGUE:
        kind = KINDS.get(quiz_set.kind)
        if kind is None or kind.engine_judged or (quiz_set.kind, quiz_set.variant) in seen:
            continue
        seen.add((quiz_set.kind, quiz_set.variant))
        spec = replace(spec_for(quiz_set), seed=77)
        made = 0
        for number in range(1, 60):
            item = kind.generate(spec, number, spec.theme_for(number), random.Random(number))
            if item is None:
                continue
            made += 1
            yield item["id"], item["prompt"]
            yield item["id"], item["explanation"]
            if made >= 6:
                break


def _judged_texts() -> Iterator[tuple[str, dict[str, str]]]:
    """Every committed engine-judged item, its text written again by today's builders."""
    for quiz_set in CATALOGUE:
        if quiz_set.kind not in KINDS or not KINDS[quiz_set.kind].engine_judged:
            continue
        for item in quiz_set.items:
            module = {"best-play": best_play, "go-alone": lone}.get(item.kind, calls)
            prompt, explanation = module.text_from_item(item.data)
            yield item.id, prompt
            yield item.id, explanation


def _card_texts() -> Iterator[tuple[str, dict[str, str]]]:
    """Sentences with a card as parameter, for every card of every deck and contract."""
    for preset in PRESETS:
        variant = Variant.preset(preset)
        for deck in (variant, variant.replace(deck=32)) if not variant.is_bid else (variant,):
            for card in deck.cards():
                for trump in (*SUITS, None):
                    joker = card.is_joker
                    yield (
                        f"{preset}/{card.code}",
                        {
                            "en": cardtext.is_sentence_en(card, trump, joker_deck=joker),
                            "ko": cardtext.is_sentence_ko(card, trump, joker_deck=joker),
                        },
                    )
    for number, position in enumerate(POSITIONS, 1):
        why = position.why_text()
        if why is not None:
            yield f"curated/{number}", {"en": why[0], "ko": why[1]}


TEXTS = [*_rules_texts(), *_judged_texts(), *_card_texts()]


def _mistake_texts() -> Iterator[tuple[str, dict[str, str]]]:
    from tutor.quiz.grading import DIAGNOSERS

    for quiz_set in CATALOGUE:
        diagnose = DIAGNOSERS.get(quiz_set.kind)
        if diagnose is None:
            continue
        for item in quiz_set.items[:8]:
            for choice in item.choices:
                if choice in item.answer:
                    continue
                mistake = diagnose(item, [choice])
                if mistake is not None:
                    yield item.id, dict(mistake.text)


MISTAKES = list(_mistake_texts())

# A card name as the text writes it, then a particle that depends on how it is read.
_CARD_WITH_PARTICLE = re.compile(
    r"((?:10|[9AKQJ78])[♠♣♥♦]|조커)(은|는|이|가|을|를|과|와|으로|로)(?![가-힣])"
)
# Particles in their consonant (True) and vowel (False) forms.
_FORM = {"은": True, "이": True, "을": True, "과": True, "으로": True}
_FORM |= {"는": False, "가": False, "를": False, "와": False, "로": False}


@pytest.mark.parametrize(("source", "texts"), [*TEXTS, *MISTAKES], ids=lambda v: str(v)[:40])
def test_korean_particles_follow_the_one_rule(source: str, texts: dict[str, str]) -> None:
    assert korean.misplaced_particles(texts["ko"]) == [], source


def test_no_text_gives_one_card_two_particle_forms() -> None:
    for source, texts in [*TEXTS, *MISTAKES]:
        forms: dict[str, set[bool]] = {}
        for match in _CARD_WITH_PARTICLE.finditer(texts["ko"]):
            forms.setdefault(match.group(1), set()).add(_FORM[match.group(2)])
        assert all(len(f) == 1 for f in forms.values()), (source, texts["ko"])


_CARD_NAMES = re.compile(r"(?:10|[9AKQJ78])[♠♣♥♦]")
_NUMBERS = re.compile(r"[+-]?\d+(?:\.\d+)?")


@pytest.mark.parametrize(("source", "texts"), TEXTS, ids=lambda v: str(v)[:40])
def test_english_and_korean_state_the_same_facts(source: str, texts: dict[str, str]) -> None:
    """The same cards and the same numbers, in both languages."""
    en = _digits(texts["en"])
    ko = _KO_NUMBER.sub(lambda m: f"{_KO_NUMBERS[m.group(1)]} ", texts["ko"])
    assert sorted(set(_CARD_NAMES.findall(en))) == sorted(set(_CARD_NAMES.findall(ko))), source
    numbers_en = {n for n in _NUMBERS.findall(_CARD_NAMES.sub("", en))}
    numbers_ko = {n for n in _NUMBERS.findall(_CARD_NAMES.sub("", ko))}
    assert numbers_en == numbers_ko, (source, en, ko)


_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_NUMBER_WORDS |= {"second": 2, "third": 3, "fourth": 4, "fifth": 5}
# Korean counts with native numerals before a counter: 두 장, 세 트릭, 다섯 트릭, 네 번째.
_KO_NUMBERS = {"한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "첫": 1, "둘째": 2}
_KO_NUMBER = re.compile(
    r"(?<![가-힣])(" + "|".join(_KO_NUMBERS) + r") ?(?=장|트릭|명|번째|점|개|사람|바퀴)"
)
_NUMBER_WORD = re.compile(r"(?<!every )(?<!any )\b(" + "|".join(_NUMBER_WORDS) + r")\b", re.I)


# Ordinals of rounds and tricks, which Korean writes 첫 바퀴, 둘째 바퀴, 첫 트릭, 두 바퀴 모두.
_ROUND_WORDS = re.compile(r"\b(?:the )?first(?= (?:round|trick))|\bboth(?= rounds)", re.I)


def _digits(text: str) -> str:
    """English spells small numbers ("win by two", "three-hand"); compare them as digits."""
    text = _ROUND_WORDS.sub(lambda m: "2" if m.group(0).lower() == "both" else "1", text)
    return _NUMBER_WORD.sub(lambda m: str(_NUMBER_WORDS[m.group(1).lower()]), text)


_RULE_ID = re.compile(r"\b(?:S0|A)[-‑]\d+\b")


@pytest.mark.parametrize(("source", "texts"), [*TEXTS, *MISTAKES], ids=lambda v: str(v)[:40])
def test_learner_text_shows_no_rule_ids(source: str, texts: dict[str, str]) -> None:
    assert not _RULE_ID.search(texts["en"]), source
    assert not _RULE_ID.search(texts["ko"]), source


def test_no_wording_slips() -> None:
    slips = [
        re.compile(r"\b1 (?:tricks|points|players|trumps)\b"),
        re.compile(r"\b(?:[02-9]|\d\d+) (?:trick|point|player|trump)\b(?!s)"),
        re.compile(r"\bdo (?:the maker|each defender|the bidding side|the other side)\b"),
        re.compile(r"partner (?:North|East|South|West)", re.I),
        re.compile(r"\bNorth\b|\bEast\b|\bSouth\b|\bWest\b"),  # only where nobody is "you"
    ]
    for source, texts in TEXTS:
        has_you = "you" in texts["en"].lower()
        for number, slip in enumerate(slips):
            if number == 4 and not has_you:
                continue
            assert not slip.search(texts["en"]), (source, slip.pattern, texts["en"])


def test_korean_seat_names_cannot_be_misread() -> None:
    for players in (3, 4):
        for seat in range(players):
            name = seat_name(seat, None, players, "ko")
            assert name.endswith("쪽"), name  # 남 alone reads as "others", 남은 "remaining"


def test_the_table_and_the_text_name_seats_the_same_way() -> None:
    for players in (3, 4):
        for you in range(players):
            for seat in range(players):
                for lang in ("en", "ko"):
                    label = seat_label(seat, you, players, lang)
                    assert label.lower() == seat_name(
                        seat, you, players, lang
                    ).lower().removeprefix("the ")


def test_counts_take_the_right_form() -> None:
    assert count_en(1, "trick") == "1 trick"
    assert count_en(0, "trick") == "0 tricks"
    assert count_en(2, "more trick", "more tricks") == "2 more tricks"


def test_particles_after_hangul_and_cards() -> None:
    assert josa("북쪽", "이") == "북쪽이"
    assert josa("파트너", "이") == "파트너가"
    assert josa("클럽", "와") == "클럽과"


def test_discard_prompt_says_who_ordered_it_up() -> None:
    for item in CATALOGUE["discard-dealer"].items:
        prompt, _ = calls.text_from_item(item.data)
        if item.get("maker") != item.get("dealer"):
            assert "picked up" not in prompt["en"]
            assert "ordered up" in prompt["en"]


def test_stick_the_dealer_is_told_to_every_seat_in_round_two() -> None:
    for set_id in ("name-trump-next", "name-trump-stick"):
        for item in CATALOGUE[set_id].items:
            prompt, _ = calls.text_from_item(item.data)
            assert "Stick the dealer" in prompt["en"] or "stuck" in prompt["en"]
