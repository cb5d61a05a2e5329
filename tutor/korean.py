"""Korean particles (조사) after words and card names: the one rule the whole app uses.

A particle's form (은/는, 이/가, 을/를, 과/와, 으로/로, …) depends on how the word before it
is *read aloud*. A card is read the way the app reads it to a screen reader (its Korean
aria-label from :func:`tutor.engine.explain.card_name`): suit first, then rank, and ranks
as Sino-Korean numbers or their English names — so the particle follows the rank:

=========  =============  ====================
written     read aloud     with 이/가
=========  =============  ====================
J♦          다이아몬드 잭   J♦이
9♣          클럽 구         9♣가
10♥         하트 십         10♥이
8♠ / 7♠     스페이드 팔/칠  8♠이 / 7♠이
A♣          클럽 에이스     A♣가
베니        베니            베니가
=========  =============  ====================

The choice itself is made by the maintained `tossi` library (it reads digits as
Sino-Korean numbers and skips a parenthesised gloss, "베니(조커)는"); this module only
decides what is being read aloud. A sentence either asks for a particle in code
(``josa``, through ``tutor.web.words.Words``) or marks it in its Korean msgstr after a name
in braces, "%(answer)s{을}" (``fill_particles``, applied by every catalogue lookup).

>>> josa("J♦", "은")
'J♦은'
>>> josa("9♣", "이")
'9♣가'
>>> josa("하트", "으로")
'하트로'
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import tossi

if TYPE_CHECKING:  # the engine imports this module: no import of it at run time
    from tutor.engine.cards import Card

# Every particle pair a sentence may ask for; either form names the pair.
PARTICLES = (
    "은",
    "는",
    "이",
    "가",
    "을",
    "를",
    "과",
    "와",
    "으로",
    "로",
    "이나",
    "나",
    "이다",
    "다",
)

# By the engine's rank number (Rank.SEVEN == 7 … Rank.ACE == 14).
_RANK_SPOKEN = {7: "칠", 8: "팔", 9: "구", 10: "십", 11: "잭", 12: "퀸", 13: "킹", 14: "에이스"}
_RANK_BY_SYMBOL = {"7": 7, "8": 8, "9": 9, "10": 10, "T": 10, "J": 11, "Q": 12, "K": 13, "A": 14}
# A card written at the end of a word: "J♦", "10♣", "T♥" (a chip's code reads the same).
_WRITTEN_CARD = re.compile(r"(10|[789TJQKA])[♠♣♥♦]$")
_JOKER = re.compile(r"(Joker|Benny|JO)$", re.IGNORECASE)


def spoken(word: str) -> str:
    """What the end of ``word`` sounds like, for choosing a particle.

    >>> spoken("J♦"), spoken("10♣"), spoken("Benny"), spoken("동쪽"), spoken("60%")
    ('잭', '십', '베니', '동쪽', '퍼센트')
    """
    text = word.rstrip()
    if text.endswith("%"):
        return "퍼센트"  # "60%" is read 육십 퍼센트: 60%는, not 60%은
    card = _WRITTEN_CARD.search(text)
    if card:
        return _RANK_SPOKEN[_RANK_BY_SYMBOL[card.group(1)]]
    if _JOKER.search(text):
        return "베니"
    return text


def pick(word: str, particle: str) -> str:
    """The form of ``particle`` that fits after ``word`` ("J♦", "이" -> "이")."""
    if particle not in PARTICLES:
        raise ValueError(f"unknown particle {particle!r}; expected one of {', '.join(PARTICLES)}")
    return str(tossi.pick(spoken(word), particle))


def josa(word: str, particle: str) -> str:
    """``word`` followed by the fitting form of ``particle``.

    >>> josa("8♠", "가"), josa("퀸", "를"), josa("북쪽", "와")
    ('8♠이', '퀸을', '북쪽과')
    """
    return word + pick(word, particle)


# A particle a Korean msgstr marks after a name in braces ("%(answer)s{을}"): the sentence
# names the particle once, and whatever name fills the placeholder decides its form.
_MARKED_PARTICLE = re.compile(r"\{(" + "|".join(PARTICLES) + r")\}")
# A placeholder not filled yet ("%(higher)s"): the word before a mark is still to come.
_UNFILLED = re.compile(r"%\(\w+\)[sd]$")


def fill_particles(text: str) -> str:
    """Each particle marked in braces takes the form that fits the word before it.

    A mark with no word before it yet (at the start of a piece joined after a name, ", or
    with " is "{이나} "; or after a placeholder still to fill) waits for the lookup of the
    sentence that writes that word.

    >>> fill_particles("J♠{을} 내고 9♣{이} 이깁니다.")
    'J♠을 내고 9♣가 이깁니다.'
    >>> fill_particles("{이나} "), fill_particles("%(card)s{을} 내세요.")
    ('{이나} ', '%(card)s{을} 내세요.')
    """
    if "{" not in text:
        return text

    def fitted(found: re.Match[str]) -> str:
        before = text[: found.start()]
        if not before or _UNFILLED.search(before):
            return found.group(0)
        return pick(before, found.group(1))

    return _MARKED_PARTICLE.sub(fitted, text)


def card_ko(card: Card) -> str:
    """A card as a Korean sentence writes it: "J♦", "10♣", "베니" (the joker by the course's
    name for it, lessons/ko/british-euchre.md)."""
    return "베니" if card.is_joker else str(card)


def card_josa(card: Card, particle: str) -> str:
    """A card as written in a Korean sentence, with its particle ("J♦이", "베니는")."""
    return josa(card_ko(card), particle)


def spoken_card(card: Card) -> str:
    """The last word of the card's spoken name (the rank, or 베니)."""
    return "베니" if card.is_joker else _RANK_SPOKEN[int(card.rank)]


def fits(word: str, attached: str) -> bool:
    """Whether the particle ``attached`` (as written after ``word``) is the right form.

    Used by checks over finished Korean text: ``fits("하트 퀸", "가")`` is False.
    """
    return pick(word, attached) == attached


# A written card (or the joker, 베니) with a particle attached, ending at a word boundary.
_CARD_WITH_PARTICLE = re.compile(
    r"(?P<card>(?:10|[789TJQKA])[♠♣♥♦]|베니(?:\(조커\))?|조커(?:\(베니\))?)"
    r"(?P<particle>으로|은|는|이|가|을|를|과|와|로)(?![가-힣])"
)


def misplaced_particles(text: str) -> list[str]:
    """Each "card+particle" in ``text`` whose particle does not fit how the card is read.

    >>> misplaced_particles("J♦가 이기고 9♣는 집니다. 10♦를 내세요.")
    ['J♦가', '10♦를']
    """
    return [
        match.group(0)
        for match in _CARD_WITH_PARTICLE.finditer(text)
        if not fits(match.group("card"), match.group("particle"))
    ]
