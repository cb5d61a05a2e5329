"""One Korean particle rule for card names: a card takes the particle its spoken name takes.

The app reads a card aloud (its Korean aria-label) as suit then rank, "다이아몬드 잭", so
the particle after "J♦" is the one after 잭; every string the engine writes follows it.
"""

from __future__ import annotations

import pytest

from tutor import korean
from tutor.engine import Card, Suit, parse_card
from tutor.engine.explain import _SENTENCES, Reason, card_name, describe
from tutor.engine.variant import Deck

ALL_CARDS = Deck.D33.cards()


@pytest.mark.parametrize(
    ("card", "subject", "topic", "object_", "direction"),
    [
        ("JD", "J♦이", "J♦은", "J♦을", "J♦으로"),
        ("9C", "9♣가", "9♣는", "9♣를", "9♣로"),
        ("TH", "10♥이", "10♥은", "10♥을", "10♥으로"),
        ("8S", "8♠이", "8♠은", "8♠을", "8♠로"),
        ("7S", "7♠이", "7♠은", "7♠을", "7♠로"),
        ("QH", "Q♥이", "Q♥은", "Q♥을", "Q♥으로"),
        ("KD", "K♦이", "K♦은", "K♦을", "K♦으로"),
        ("AC", "A♣가", "A♣는", "A♣를", "A♣로"),
        ("JO", "베니가", "베니는", "베니를", "베니로"),
    ],
)
def test_card_particles_follow_the_spoken_rank(
    card: str, subject: str, topic: str, object_: str, direction: str
) -> None:
    played = parse_card(card)
    assert korean.card_josa(played, "가") == subject
    assert korean.card_josa(played, "는") == topic
    assert korean.card_josa(played, "를") == object_
    assert korean.card_josa(played, "로") == direction


@pytest.mark.parametrize("card", ALL_CARDS, ids=lambda c: c.code)
@pytest.mark.parametrize("particle", ["은", "이", "을", "과", "으로"])
def test_written_card_takes_the_particle_of_its_aria_label(card: Card, particle: str) -> None:
    label = card_name(card, "ko")  # what a screen reader says: "다이아몬드 잭"
    assert korean.pick(korean.card_ko(card), particle) == korean.pick(label, particle)


def test_words_and_seats() -> None:
    assert korean.josa("하트", "으로") == "하트로"
    assert korean.josa("클럽", "으로") == "클럽으로"
    assert korean.josa("다이아몬드", "이") == "다이아몬드가"
    assert korean.josa("조커(베니)", "은") == "조커(베니)는"


@pytest.mark.parametrize("percent", ["60%", "75%", "100%", "0%"])
def test_a_percentage_is_read_as_percent(percent: str) -> None:
    # "60%" is read 육십 퍼센트, so it takes the vowel forms whatever the number.
    assert korean.josa(percent, "은") == f"{percent}는"
    assert korean.josa(percent, "이") == f"{percent}가"
    assert korean.josa(percent, "으로") == f"{percent}로"


def test_unknown_particle_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown particle"):
        korean.pick("J♦", "에게")


def test_checker_finds_every_misfit() -> None:
    text = "J♦가 이기고 9♣는 집니다. 10♦를 내고 8♣가 지며 하트 퀸가 아니라 Q♥이 이깁니다."
    assert korean.misplaced_particles(text) == ["J♦가", "10♦를", "8♣가"]


@pytest.mark.parametrize("key", sorted(_SENTENCES))
def test_every_engine_sentence_uses_the_rule_for_every_card(key: str) -> None:
    """Each Korean reason sentence, filled with every card of the 33-card deck."""
    for card in ALL_CARDS:
        for suit in Suit:
            reason = Reason(
                key,
                rule="x",
                cards=(card, card),
                suit=suit,
                trump=suit,
                number=3,
                other=card,
                side="makers",
                who=0,
                sides=2,
            )
            try:
                sentence = describe(reason, "ko")
            except (ValueError, KeyError, TypeError, IndexError):
                continue  # a reason that needs other fields is filled elsewhere
            assert korean.misplaced_particles(sentence) == [], sentence


def test_a_marked_particle_takes_the_form_of_the_name_before_it() -> None:
    assert korean.fill_particles("J♦{을} 내고 9♣{을} 아끼세요.") == "J♦을 내고 9♣를 아끼세요."
    assert korean.fill_particles("조커{이} 이기고 A♣{은} 집니다.") == "조커가 이기고 A♣는 집니다."


def test_a_mark_waits_while_its_name_is_not_written_yet() -> None:
    # ", or with " is "{이나} ": it is joined after a card, and the sentence it ends up in
    # writes the form; a placeholder not yet filled is no name either.
    joint = korean.fill_particles("{이나} ")
    assert joint == "{이나} "
    assert korean.fill_particles("%(card)s{을} 내세요.") == "%(card)s{을} 내세요."
    assert korean.fill_particles("K♦" + joint + "A♦") == "K♦이나 A♦"
    assert korean.fill_particles("9♣" + joint + "A♦") == "9♣나 A♦"
