"""The learner-facing text of every quiz kind: Korean particles by the one rule, English
and Korean stating the same facts, seats named one way, no rule ids, no wording slips.

Engine-judged kinds are re-written from their committed items by the kinds' own text
builders (``text_from_item``: no solving); rules kinds are generated afresh (cheap).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from tutor import korean
from tutor.engine import SUITS, Variant
from tutor.quiz.bank import load_catalogue
from tutor.quiz.build import spec_for
from tutor.quiz.explaining import facts_json
from tutor.quiz.grading import Mistake
from tutor.quiz.kinds import KINDS, best_play, calls, cardtext, puzzle
from tutor.quiz.kinds.calls.naming import _reverse_minimum
from tutor.quiz.kinds.curated import POSITIONS
from tutor.quiz.words import count_en, josa, seat_label, seat_name, suit_en
from tutor.web.explanation import explanation_texts, prompt_text, prompt_texts
from tutor.web.feedback import mistake_text
from tutor.web.labels import option_label
from tutor.web.text import in_language

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
            yield item["id"], prompt_texts(item)
            yield item["id"], explanation_texts(item)
            if made >= 6:
                break


def _judged_texts() -> Iterator[tuple[str, dict[str, str]]]:
    """Every committed engine-judged item's text, as the catalogue writes its facts."""
    for quiz_set in CATALOGUE:
        if quiz_set.kind not in KINDS or not KINDS[quiz_set.kind].engine_judged:
            continue
        for item in quiz_set.items:
            if item.kind == "puzzle":
                # A hand puzzle: its own text, and each move's as the best-play item it is.
                # (Its explanation is its stored facts, rendered: the catalogue's words.)
                for move in puzzle.move_items(item.data):
                    yield move["id"], explanation_texts(move)
            # Its question and explanation, rendered from the facts it stores.
            yield item.id, dict(prompt_texts(item.data))
            yield item.id, explanation_texts(item.data)


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
                            "en": cardtext.is_sentence(card, trump, "en", joker_deck=joker),
                            "ko": cardtext.is_sentence(card, trump, "ko", joker_deck=joker),
                        },
                    )
    for number, position in enumerate(POSITIONS, 1):
        if position.why is not None:
            yield f"curated/{number}", {lang: position.why_in(lang) or "" for lang in ("en", "ko")}


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
                # Facts are rendered on the page (tests/web/test_feedback_web.py checks their
                # Korean particles); here the diagnosers' own sentences.
                if mistake is not None and mistake.feedback is None:
                    yield item.id, _mistake_words(mistake, item.data)


def _mistake_words(mistake: Mistake, item: Mapping[str, Any]) -> dict[str, str]:
    """A diagnoser's sentence in both languages: its catalogue message written out, or
    (a diagnoser not converted yet) its own pair."""
    words = {}
    for lang in ("en", "ko"):
        with in_language(lang):
            words[lang] = mistake_text(mistake, item, lang) or ""
    return words


MISTAKES = list(_mistake_texts())

# A card name as the text writes it, then a particle that depends on how it is read.
_CARD_WITH_PARTICLE = re.compile(
    r"((?:10|[9AKQJ78])[♠♣♥♦]|조커)(은|는|이|가|을|를|과|와|으로|로)(?![가-힣])"
)


@pytest.mark.parametrize(("source", "texts"), [*TEXTS, *MISTAKES], ids=lambda v: str(v)[:40])
def test_korean_particles_follow_the_one_rule(source: str, texts: dict[str, str]) -> None:
    assert korean.misplaced_particles(texts["ko"]) == [], source


# Each particle's pair of forms: a card may take both members of two pairs (8♠을 and
# 8♠로 both fit 팔: after ㄹ, 으로 is 로) but never both members of one pair.
_PAIR = {"은": "은", "는": "은", "이": "이", "가": "이", "을": "을", "를": "을"}
_PAIR |= {"과": "과", "와": "과", "으로": "으로", "로": "으로"}


def test_no_text_gives_one_card_two_particle_forms() -> None:
    for source, texts in [*TEXTS, *MISTAKES]:
        forms: dict[tuple[str, str], set[str]] = {}
        for match in _CARD_WITH_PARTICLE.finditer(texts["ko"]):
            card, particle = match.group(1), match.group(2)
            forms.setdefault((card, _PAIR[particle]), set()).add(particle)
        assert all(len(f) == 1 for f in forms.values()), (source, texts["ko"])


def test_a_card_may_take_ro_after_its_rieul() -> None:
    """8♠ reads 팔: 8♠을 and 8♠로 are both right, 8♠를 and 8♠으로 are not."""
    assert korean.fits("8♠", "을")
    assert korean.fits("8♠", "로")
    assert not korean.fits("8♠", "으로")
    assert not korean.fits("8♠", "를")


_CARD_NAMES = re.compile(r"(?:10|[9AKQJ78])[♠♣♥♦]")
_NUMBERS = re.compile(r"[+-]?\d+(?:\.\d+)?")


@pytest.mark.parametrize(("source", "texts"), TEXTS, ids=lambda v: str(v)[:40])
def test_english_and_korean_state_the_same_facts(source: str, texts: dict[str, str]) -> None:
    """The same cards and the same numbers, in both languages."""
    en = _digits(texts["en"])
    # "한 트릭도 못 가져왔습니다" is Korean for none ("took none of the 5 tricks"), not a count.
    ko = texts["ko"].replace("한 트릭도 못", "트릭도 못")
    ko = _KO_NUMBER.sub(lambda m: f"{_KO_NUMBERS[m.group(1)]} ", ko)
    ko = _KO_FRACTION.sub(r"\1", ko)
    assert sorted(set(_CARD_NAMES.findall(en))) == sorted(set(_CARD_NAMES.findall(ko))), source
    numbers_en = {n for n in _NUMBERS.findall(_CARD_NAMES.sub("", en))}
    numbers_ko = {n for n in _NUMBERS.findall(_CARD_NAMES.sub("", ko))}
    assert numbers_en == numbers_ko, (source, en, ko)


_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_NUMBER_WORDS |= {"second": 2, "third": 3, "fourth": 4, "fifth": 5}
# "less than a tenth as often" / "10분의 1도 안 됩니다" (review 6): the fractions by their
# denominators, as the Korean "n분의 1" is read below.
_NUMBER_WORDS |= {"quarter": 4, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10}
# Korean counts with native numerals before a counter: 두 장, 세 트릭, 다섯 트릭, 네 번째.
_KO_NUMBERS = {"한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "첫": 1, "둘째": 2}
_KO_NUMBER = re.compile(
    r"(?<![가-힣])(" + "|".join(_KO_NUMBERS) + r") ?(?=장|트릭|명|번째|점|개|사람|바퀴)"
)
# "3분의 1" is "a third": its denominator is the fact.
_KO_FRACTION = re.compile(r"(\d+)분의 1(?!\d)")
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
        prompt = prompt_text(item.data, "en")
        if item.get("maker") != item.get("dealer"):
            assert "picked up" not in prompt
            assert "ordered up" in prompt


def test_stick_the_dealer_is_told_to_every_seat_in_round_two() -> None:
    for item in CATALOGUE["name-trump-next"].items:
        prompt = prompt_text(item.data, "en")
        assert "Stick the dealer" in prompt or "stuck" in prompt
    # The stuck dealer's set asks the rule itself (rule-questions): its rules line says it.
    for item in CATALOGUE["name-trump-stick"].items:
        assert "(stick the dealer)" in prompt_text(item.data, "en")
        assert "(스틱 더 딜러)" in prompt_text(item.data, "ko")


# -- the course's words ------------------------------------------------------------------
# The lessons' Korean style list (lessons/ko-style.toml) holds the terms the course decided
# on (전승 for the march, 판 for one deal, 으뜸패 for trump, seats ending in 쪽 ...). The quiz
# text is read next to the lessons, so it is held to the same list, plus the words for a
# turned-down card: the lessons turn the turn-up face up with 뒤집다 and face down with 엎다.
_QUIZ_ONLY_KO = [
    (re.compile(r"뒤집어 (?:덮|놓은)|뒤집(?:힌|혔)"), "a turned-down card is 딜러가 엎은 카드"),
    (re.compile(r"끝까지 두어"), "cards are played (치다), stones are placed (두다)"),
]


def _course_rules() -> list[tuple[re.Pattern[str], str]]:
    import tomllib
    from pathlib import Path

    from tutor.course.curriculum import default_lessons_dir

    style = tomllib.loads((default_lessons_dir() / "ko-style.toml").read_text(encoding="utf-8"))
    rules = [
        (
            re.compile(re.escape(entry["text"]) if "text" in entry else entry["pattern"], re.I),
            str(entry["why"]),
        )
        for entry in style["ko"]
    ]
    assert Path(default_lessons_dir() / "ko-style.toml").exists()
    return [*rules, *_QUIZ_ONLY_KO]


def _korean_terms_broken(texts: list[tuple[str, str]]) -> list[str]:
    rules = _course_rules()
    return [
        f"{source}: {match.group(0)!r} ({why}) in {ko[:80]!r}"
        for source, ko in texts
        for regex, why in rules
        for match in regex.finditer(ko)
    ]


def test_korean_quiz_text_uses_the_course_terms() -> None:
    from tutor.quiz.kinds import renege

    texts = [(source, t["ko"]) for source, t in [*TEXTS, *MISTAKES]]
    labelled = {"kind": renege.KIND}
    texts += [
        (f"renege/{code}", str(option_label(labelled, code, "ko")))
        for code in (*renege.SEAT_CODES, renege.NOBODY)
    ]
    assert _korean_terms_broken(texts) == []


def test_the_course_terms_check_finds_the_old_words() -> None:
    found = _korean_terms_broken(
        [
            ("march", "수비 쪽이 1트릭을 땄으니 마치는 없습니다."),
            ("hand", "이번 핸드 전 점수: 남북 팀 1점."),
            ("turned-down", "스페이드는 뒤집혔으니 부를 수 없습니다."),
            ("seat", "정답: 남."),
        ]
    )
    assert [line.split(":")[0] for line in found] == ["march", "hand", "turned-down", "seat"]
    assert _korean_terms_broken([("ghost", "고스트 핸드 유커와는 다릅니다.")]) == []


def test_no_explanation_states_the_no_duty_rule_twice() -> None:
    for source, texts in TEXTS:
        assert len(re.findall(r"need not (?:trump|beat)|no duty to", texts["en"])) <= 1, source
        assert texts["ko"].count("낼 의무는 없습니다") <= 1, source


def test_without_trump_the_no_duty_rule_does_not_mention_trumping() -> None:
    from tutor.engine import parse_card
    from tutor.engine.explain import describe, explain_legal

    reasons = explain_legal([parse_card("AS"), parse_card("9H")], parse_card("KC"), None)
    lines = [describe(reason, lang) for reason in reasons for lang in ("en", "ko")]
    assert any("need not beat" in line for line in lines)
    assert not any("trump" in line or "으뜸패" in line for line in lines)


def _unquoted(text: str, lang: str) -> str:
    """The text without its quotes of rules-spec §4 (``principles.ADVICE``, the spec's own
    words, which name the next suit and the turned-down suit as §4 does)."""
    from tutor.quiz import principles

    for advice in sorted(principles.ADVICE.values(), key=lambda a: -len(a)):
        text = text.replace(principles.advice_in(advice, lang), "")
    return text


def test_trumps_sister_suit_is_not_called_next_in_the_play() -> None:
    # "Next" is a round-two word (the colour of the turned-down card); once trump is fixed,
    # the five-card suit of trump's colour is its sister suit, as in the lessons.
    # A-8 quoted in the spec's words names the next suit, glossed as trump's sister suit.
    for source, texts in TEXTS:
        if source.startswith(("best-play/", "curated/")):
            assert "next suit" not in _unquoted(texts["en"], "en"), source
            assert "넥스트" not in _unquoted(texts["ko"], "ko"), source


def test_the_short_suit_lead_names_a_turned_down_suit_only_when_there_is_one() -> None:
    for quiz_set in CATALOGUE:
        for item in quiz_set.items:
            if item.kind != "best-play" or item.get("principle") != "A-6":
                continue
            explanation = explanation_texts(item.data)
            turned = not item.get("upcard_taken") and item.get("upcard") is not None
            en = _unquoted(explanation["en"], "en")
            assert ("turned-down suit" in en) == turned, item.id
            assert ("딜러가 엎은 무늬" in explanation["ko"]) == turned, item.id


def test_the_dealers_partner_hears_that_a_lone_hand_kills_the_turn_up() -> None:
    checked = 0
    for quiz_set in CATALOGUE:
        for item in quiz_set.items:
            if item.kind != "order-up" or "alone" not in item.choices:
                continue
            if (int(item.get("seat")) - int(item.get("dealer"))) % 4 != 2:
                continue
            explanation = explanation_texts(item.data)
            assert "is dead" in explanation["en"], item.id
            assert "죽은 카드" in explanation["ko"], item.id
            checked += 1
    assert checked


def test_a_stuck_dealer_below_the_reverse_next_minimum_is_told_so() -> None:
    from tutor.engine import Rank, Suit, is_trump, parse_card

    checked = 0
    for quiz_set in CATALOGUE:
        for item in quiz_set.items:
            if item.kind != "name-trump" or item.get("principle") != "A-3":
                continue
            named = Suit.parse(calls.naming_action(str(item.answer[0]))[0])  # "H" or "H-alone"
            hand = [parse_card(str(c)) for c in item.get("hand")]
            no_ace = not any(c.rank is Rank.ACE and not is_trump(c, named) for c in hand)
            stuck = "pass" not in item.choices
            explanation = explanation_texts(item.data)
            # The named suit's own sentence without an off-suit ace: below the minimum
            # ("Clubs give you …: no off-suit ace, below that minimum"), or trumps strong
            # enough to make up for the ace (review W1: five trumps are no short holding).
            below = ": no off-suit ace, below that minimum" in explanation["en"]
            makes_up = "which makes up for the off-suit ace you lack" in explanation["en"]
            assert (below or makes_up) == no_ace, item.id
            assert not (below and makes_up), item.id
            if below:
                assert _reverse_minimum(hand, named) is False, item.id
            stuck_named = f"stuck as dealer, you name {suit_en(named)}" in explanation["en"]
            if stuck and not _reverse_minimum(hand, named):
                # Said where the suit is concluded (test_tie_break_conclusion); only below
                # the minimum is being stuck the reason (test_calling_review5).
                assert stuck_named, item.id
            else:
                assert not stuck_named, item.id
            checked += 1
    assert checked


def test_a_side_that_scores_nothing_is_told_so() -> None:
    kind = KINDS["scoring"]
    checked = 0
    for set_id in ("scoring-standard", "scoring-alone", "scoring-british", "scoring-three-hand"):
        quiz_set = CATALOGUE[set_id]
        spec = replace(spec_for(quiz_set), seed=5)
        for number in range(1, 80):
            item = kind.generate(spec, number, spec.theme_for(number), random.Random(number))
            if item is None or item.get("answer") != ["0"] or "ask" not in item:
                continue
            explained = explanation_texts(item)
            assert "not score this hand" in explained["en"], item["id"]
            assert "점수를 얻지 못합니다" in explained["ko"], item["id"]
            checked += 1
    assert checked


def test_three_hand_scoring_speaks_of_one_maker() -> None:
    for source, texts in TEXTS:
        if "three-hand" in source and source.startswith("scoring/"):
            assert "The makers took" not in texts["en"], source
            assert "passed the target" not in texts["en"], source


def test_play_to_the_score_counts_two_points_as_a_march() -> None:
    # A partnership scores 2 only by taking all five tricks; three or four score 1.
    for source, texts in TEXTS:
        assert "partnership hand already scores" not in texts["en"], source
        if "needs only 2 points" in texts["en"]:
            assert "march" in texts["en"], source
            assert "전승" in texts["ko"], source


def test_four_trumps_alone_names_the_side_ace_the_lessons_ask_for() -> None:
    from tutor.engine import Rank, Suit, is_trump, parse_card

    checked = 0
    for quiz_set in CATALOGUE:
        for item in quiz_set.items:
            if item.kind != "order-up" or item.get("principle") != "A-9":
                continue
            if item.answer != ["alone"]:
                continue
            explanation = explanation_texts(item.data)
            if "top three trumps" in explanation["en"]:
                continue
            trump = Suit.parse(str(item.get("upcard"))[-1])
            hand = [parse_card(str(c)) for c in item.get("hand")]
            if any(c.rank is Rank.ACE and not is_trump(c, trump) for c in hand):
                # A dealer with five trumps throws the ace and says so.
                said = (
                    "on the side" in explanation["en"]
                    or "after discarding the A" in (explanation["en"])
                )
                assert said, item.id
                checked += 1
    assert checked


def test_seats_inside_sentences_are_not_choice_labels() -> None:
    # "Left opponent played ..." (a button's label) and "나가" (나 with the particle 가).
    for source, texts in TEXTS:
        assert not re.search(r"(?<!^)(?<!\n)\b(?:Left|Right) opponent\b", texts["en"]), source
        assert not re.search(r"(?<![가-힣])나(?:가|는|를) ", texts["ko"]), source


def test_the_joker_is_named_once_and_in_korean_in_card_order_text() -> None:
    for source, texts in TEXTS:
        if source.startswith("bower-rank/"):
            # "The Benny (the joker) is the highest trump.": the card's name, then its gloss
            # once, never "Joker is the Benny (joker)" or "조커는 베니".
            assert "is the Benny (joker)" not in texts["en"], source
            assert "Joker" not in texts["ko"], source
            assert "조커는 베니" not in texts["ko"], source
            assert texts["ko"].count("베니(조커)") <= 1, source


def _opening_lead_against_a_loner(hand: list[str], answer: str) -> dict[str, object]:
    """An opening lead against a loner as a best-play item stores it. A-8 speaks only here
    (the deals seldom prove such a lead, so no bank holds one: built by hand)."""
    from tests.quiz.loner_positions import loner_lead_item

    values = {card: (1.0 if card == answer else 0.0) for card in hand}
    return {
        **loner_lead_item(hand),
        "choices": hand,
        "answer": [answer],
        "evaluation": values,
        "evaluation_unit": "points",
        "samples": 256,
        "confirm": {"lower_bound": 0.5, "margin": 1.0, "samples": 256},
        "principle": "A-8",
        "themes": ["lead-against-loner"],
    }


@pytest.mark.parametrize(
    ("hand", "answer", "sister_led"),
    [
        (["AD", "KS", "9C", "QC", "TS"], "AD", True),  # the next suit's ace
        (["AS", "KS", "9C", "QC", "TS"], "AS", False),  # no diamond to lead
    ],
)
def test_the_lead_against_a_loner_names_the_lessons_sister_suit_when_it_is_led(
    hand: list[str], answer: str, sister_led: bool
) -> None:
    from tutor.engine import parse_card
    from tutor.quiz import principles
    from tutor.quiz.principles import Play

    item = _opening_lead_against_a_loner(hand, answer)
    s = best_play.situation_from_item(item)
    assert principles.fits("A-8", Play(s, parse_card(answer)))
    facts = best_play.item_facts(item)
    assert facts is not None
    explanation = explanation_texts({**item, "explanation_facts": facts_json(facts)})
    en, ko = _unquoted(explanation["en"], "en"), _unquoted(explanation["ko"], "ko")
    assert ("trump's sister suit" in en) == sister_led, en
    assert ("자매 무늬" in ko) == sister_led, ko
    # A trick in, A-8 no longer speaks: the cards played say more (rules-spec §4.2).
    trick = [{"card": "QC", "seat": 1}, {"card": "TC", "seat": 3}, {"card": "JC", "seat": 0}]
    rest = [c for c in hand if c != "QC"]
    later = {**item, "hand": rest, "choices": rest, "history": [trick], "tricks_won": [0, 1, 0, 0]}
    if "QC" in hand:
        situation = best_play.situation_from_item(later)
        assert situation.on_lead
        assert not principles.holds("A-8", Play(situation, parse_card(answer)))


def test_the_canadian_loner_is_a_house_rule_not_a_british_rule() -> None:
    # The lessons: British Euchre has the same rule as the Canadian loner house rule.
    for source, texts in TEXTS:
        assert "Canadian loner rule of British" not in texts["en"], source
        assert "영국식 유커의 캐나디안" not in texts["ko"], source


def test_a_bower_or_an_ace_is_never_called_small() -> None:
    big_ko = re.compile(r"작더라도 가장 높은 으뜸패인 (?:[JA][♠♣♥♦]|조커)")
    for source, texts in TEXTS:
        found = re.search(r"highest trump, (\S+), even if it is small", texts["en"])
        if found:
            assert found.group(1)[0] not in "JA", source
            assert found.group(1) != "Joker", source
        assert not big_ko.search(texts["ko"]), source


def test_with_the_benny_the_right_bower_is_never_called_the_highest_trump() -> None:
    from tutor.quiz.kinds import trick_winner

    # trick-winner/british/104/25: J♥ led, the right bower J♦ wins, no Benny in the trick.
    item = {
        "id": "made/british/JH-JD-KD-9D",
        "variant": "british",
        "trump": "D",
        "no_trump": None,
        "trick": [
            {"seat": 2, "card": "JH"},
            {"seat": 3, "card": "JD"},
            {"seat": 0, "card": "KD"},
            {"seat": 1, "card": "9D"},
        ],
    }
    facts = facts_json(trick_winner.explanation_facts(item))
    made = explanation_texts({**item, "explanation_facts": facts})
    assert "right bower, the second trump" in made["en"]
    assert "라이트 바우어로, 두 번째 으뜸패입니다." in made["ko"]
    extra = [(f"made/{lang}", {"en": made["en"], "ko": made["ko"]}) for lang in ("en",)]
    for source, texts in [*TEXTS, *extra]:
        if "Benny" in texts["en"] or "베니" in texts["ko"]:
            assert "right bower, the highest trump." not in texts["en"], source
            assert "라이트 바우어로, 가장 높은 으뜸패입니다" not in texts["ko"], source


def test_the_korean_interface_uses_the_course_terms() -> None:
    # The interface catalogues (the table, practice, classes) sit beside the lessons too.
    from babel.messages.pofile import read_po

    from tutor import __file__ as package_file

    root = Path(package_file).parent
    texts = []
    for po in (root / "translations", root / "classes" / "translations"):
        path = po / "ko" / "LC_MESSAGES" / "messages.po"
        with path.open("rb") as handle:
            catalogue = read_po(handle)
        for message in catalogue:
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            texts += [(f"{path.parent.parent.parent.name}:{message.id!r}", s) for s in strings if s]
    assert texts
    assert _korean_terms_broken(texts) == []
    # 한글 맞춤법: a parenthesis follows its word with no space (lessons/ko-style.md).
    spaced = re.compile(r"[\uac00-\ud7a3A-Za-z0-9%] \(")
    assert [source for source, text in texts if spaced.search(text)] == []


# 한글 맞춤법: a parenthesis follows its word with no space (lessons/ko-style.md). A
# parenthesised sentence after a full stop ("... 늘어납니다. (혼자 하면 ...)") is not after
# a word.
SPACED_PARENTHESIS = re.compile(r"[\uac00-\ud7a3A-Za-z0-9%♠♣♥♦] \(")


def _stored_korean(value: object, where: str) -> Iterator[tuple[str, str]]:
    """Every Korean string stored in an item: prompt, explanation, counter note, choice
    labels, a puzzle's moves and whatever else carries a ``ko``."""
    if isinstance(value, dict):
        for key, inner in value.items():
            if key == "ko" and isinstance(inner, str):
                yield where, inner
            else:
                yield from _stored_korean(inner, f"{where}.{key}")
    elif isinstance(value, list):
        for number, inner in enumerate(value):
            yield from _stored_korean(inner, f"{where}[{number}]")


def test_no_stored_korean_text_puts_a_space_before_a_parenthesis() -> None:
    broken = [
        f"{where}: {text[max(0, m.start() - 12) : m.end() + 12]!r}"
        for quiz_set in CATALOGUE
        for item in quiz_set.items
        for where, text in _stored_korean(item.data, str(item.data["id"]))
        for m in [SPACED_PARENTHESIS.search(text)]
        if m is not None
    ]
    assert broken == []


def test_the_parenthesis_check_finds_the_old_spacing() -> None:
    for old in ("으뜸패는 (턴업 포함) 3장입니다", "가져갔습니다 (이 게임에서는", "J♥ (으뜸패)"):
        assert SPACED_PARENTHESIS.search(old), old
    for fine in ("으뜸패는 턴업을 포함해 3장입니다", "늘어납니다. (혼자 하면", "J♦(으뜸패)"):
        assert not SPACED_PARENTHESIS.search(fine), fine


def test_korean_in_the_code_uses_the_course_terms() -> None:
    """Every Korean string the code holds (button labels, coach lines, templates of
    explanations not yet in a bank) is held to the course terms too."""
    import ast
    from pathlib import Path

    import tutor

    texts: list[tuple[str, str]] = []
    for path in sorted(Path(tutor.__file__).parent.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            is_text = isinstance(node, ast.Constant) and isinstance(node.value, str)
            if is_text and re.search("[가-힣]", node.value):
                texts.append((f"{path.name}:{node.lineno}", node.value))
    assert _korean_terms_broken(texts) == []


def test_a_lone_hand_never_puts_a_trump_on_the_side() -> None:
    # "the top three trumps (J♠, J♣, A♠) with the Q♠ and the A♥ on the side" read the Q♠,
    # a fourth trump, as a side card.
    from tutor.engine import Suit, parse_cards
    from tutor.quiz.kinds.lone.facts import lone_hand
    from tutor.web.explanation.lone import lone_hand_words
    from tutor.web.words import Words

    def said(codes: str, lang: str) -> str:
        held = lone_hand(parse_cards(codes), Suit.SPADES)
        with in_language(lang):
            words = Words({"variant": "standard"}, lang)
            return lone_hand_words(held.trumps, held.top_three, held.aces, held.discard, words)

    en, ko = said("JS JC AS QS AH", "en"), said("JS JC AS QS AH", "ko")
    assert en == "the top three trumps (J♠, J♣, A♠) and the Q♠ too, with the A♥ on the side"
    assert "으뜸패 Q♠" in ko
    assert "다른 무늬 A♥" in ko
    en = said("JS JC AS QS TS", "en")
    assert en == "the top three trumps (J♠, J♣, A♠) and the Q♠ and 10♠ too"
    en = said("JS JC AS AH 9D", "en")
    assert en == "the top three trumps (J♠, J♣, A♠) with the A♥ on the side"
