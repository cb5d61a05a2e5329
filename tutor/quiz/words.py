"""The words quiz text is built from, in English and Korean.

Korean follows how card players talk (으뜸패, 라이트/레프트 바우어, 리드, 팔로우, 메이커,
수비, 유커, 전승, 혼자 하기, 오더업, 턴업, 딜러, 판), the words of the lessons' glossary
(lessons/ko-style.md), not a word-for-word gloss. Every word is a catalogue message
(tutor/translations), looked up once per language and kept (``_seat_words``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from tutor.catalogue import N_, messages, say
from tutor.engine import Card, Suit, Variant, score_hand, suit_name
from tutor.engine.explain import points_text
from tutor.grammar import grammar
from tutor.korean import card_josa, josa

__all__ = ["card_josa", "josa"]  # the one particle rule, re-exported for the quiz kinds

# Seats by compass, where no player is "you" (seat 0 North, clockwise). Korean names end
# in 쪽: a bare 남 reads as "others" (남) or "remaining" (남은), and 서 as "standing".
SEAT_EN_4 = ("North", "East", "South", "West")
SEAT_EN_3 = ("North", "East", "West")

# Seats as the player to act sees them, the same words in the prompt, the explanation and
# on the table: offset clockwise from "you" (the next player clockwise sits on your left).
RELATIVE_EN_4 = ("you", "your partner", "the left opponent", "the right opponent")
RELATIVE_EN_3 = ("you", "the left opponent", "the right opponent")
# The table's labels: the same words, capitalised (Korean: the same words).
TABLE_EN_4 = ("You", "Your partner", "Left opponent", "Right opponent")
TABLE_EN_3 = ("You", "Left opponent", "Right opponent")


@dataclass(frozen=True)
class _SeatWords:
    """One language's seat names, indexed as the English tuples above."""

    compass: dict[str, str]
    relative: dict[str, str]
    table: dict[str, str]


@cache
def _seat_words(lang: str) -> _SeatWords:
    t = messages(lang)
    return _SeatWords(
        compass={
            "North": t.gettext("North"),
            "East": t.gettext("East"),
            "South": t.gettext("South"),
            "West": t.gettext("West"),
        },
        relative={
            "you": t.pgettext("seat", "you"),
            "your partner": t.pgettext("seat", "your partner"),
            "the left opponent": t.pgettext("seat", "the left opponent"),
            "the right opponent": t.pgettext("seat", "the right opponent"),
        },
        table={
            "You": t.pgettext("table seat", "You"),
            "Your partner": t.pgettext("table seat", "Your partner"),
            "Left opponent": t.pgettext("table seat", "Left opponent"),
            "Right opponent": t.pgettext("table seat", "Right opponent"),
        },
    )


def suit_en(suit: Suit) -> str:
    """The suit's name as quiz sentences use it: "hearts" (the engine's word, plural)."""
    return suit_name(suit, "en", plural=True)


def seat_en(seat: int, players: int = 4) -> str:
    return (SEAT_EN_4 if players == 4 else SEAT_EN_3)[seat]


def seat_name(seat: int, you: int | None, players: int = 4, lang: str = "en") -> str:
    """How quiz text names ``seat``: relative to ``you`` (the player to act) when there is
    one ("your partner", "왼쪽 상대"), else by compass ("North", "북쪽").

    >>> seat_name(0, 2), seat_name(3, 2), seat_name(1, None, lang="ko")
    ('your partner', 'the left opponent', '동쪽')
    """
    words = _seat_words(lang)
    if you is None:
        return words.compass[seat_en(seat, players)]
    offset = (seat - you) % players
    if players == 4:
        # offsets 0 you, 1 left, 2 partner, 3 right
        return words.relative[RELATIVE_EN_4[(0, 2, 1, 3)[offset]]]
    return words.relative[RELATIVE_EN_3[offset]]


def seat_label(seat: int, you: int | None, players: int = 4, lang: str = "en") -> str:
    """The name on the table for ``seat``: the words of ``seat_name``, as a label."""
    if you is None:
        return seat_name(seat, you, players, lang)
    offset = (seat - you) % players
    if players == 4:
        return _seat_words(lang).table[TABLE_EN_4[(0, 2, 1, 3)[offset]]]
    return _seat_words(lang).table[TABLE_EN_3[offset]]


@cache
def _ordinals(lang: str) -> tuple[str, ...]:
    t = messages(lang)
    return (
        t.pgettext("ordinal", "first"),
        t.pgettext("ordinal", "second"),
        t.pgettext("ordinal", "third"),
        t.pgettext("ordinal", "fourth"),
        t.pgettext("ordinal", "fifth"),
        t.pgettext("ordinal", "sixth"),
        t.pgettext("ordinal", "seventh"),
        t.pgettext("ordinal", "eighth"),
        t.pgettext("ordinal", "ninth"),
        t.pgettext("ordinal", "tenth"),
    )


def ordinal(number: int, lang: str) -> str:
    """An ordinal in prose: "first"; Korean reads native numbers, 1 "첫 번째", 2 "두 번째"
    (never "1번째"). Past ten the digits stand, as in a list."""
    words = _ordinals(lang)
    if 1 <= number <= len(words):
        return words[number - 1]
    return say(lang, N_("%(n)sth"), n=number)


def capital(text: str) -> str:
    """The sentence-start form: "your partner" -> "Your partner"."""
    return text[:1].upper() + text[1:]


def count_en(number: int, noun: str, plural: str | None = None) -> str:
    """A number with its noun in the right form: "1 trick", "2 tricks", "0 tricks".

    >>> count_en(1, "trick"), count_en(3, "trick"), count_en(1, "player")
    ('1 trick', '3 tricks', '1 player')
    """
    word = noun if number == 1 else (plural or noun + "s")
    return f"{number} {word}"


def cards_text(cards: Iterable[Card]) -> str:
    return ", ".join(str(card) for card in cards)


def cards_list(cards: Iterable[Card], lang: str = "en", joint: str = "and") -> str:
    """Cards as a list in a sentence: "Q♦, 10♦ and 9♦" (``joint`` "or": "K♦ or 9♦");
    Korean lists them with commas, the particle on the last card ("Q♦, 10♦, 9♦").

    >>> from tutor.engine import parse_cards
    >>> cards_list(parse_cards("QD TD 9D")), cards_list(parse_cards("KD 9D"), joint="or")
    ('Q♦, 10♦ and 9♦', 'K♦ or 9♦')
    """
    language = grammar(lang)
    return language.listing([language.card(card) for card in cards], joint)


def contract(trump: Suit | None, low: bool, lang: str) -> str:
    """The contract as a sentence: "Hearts are trump."."""
    if trump is not None:
        return say(
            lang, N_("%(suit)s are trump."), suit=suit_name(trump, lang, plural=True).capitalize()
        )
    if low:
        return say(lang, N_("No-trump low: 9 is best, ace is worst."))
    return say(lang, N_("No-trump high: ace is best."))


def lines(sentences: Sequence[str]) -> str:
    """An explanation is stored one sentence per line; the web shows one per line."""
    return "\n".join(sentence.strip() for sentence in sentences if sentence.strip())


def card_en(card: Card) -> str:
    return str(card)


def percent(count: int, total: int, lang: str = "en") -> str:
    """A share of the deals as a whole percent, for every figure line: rounding never says
    0% of a share that is not nothing, nor 100% of one that is not all (issue 10, 1301/13
    read "set in 0%" where 1 of 256 deals set it): those read "under 1%" / "over 99%".

    >>> percent(0, 256), percent(1, 256), percent(64, 256), percent(255, 256, "ko")
    ('0%', 'under 1%', '25%', '99% 초과')
    """
    whole = round(100 * count / max(1, total))
    if count > 0 and whole == 0:
        return say(lang, N_("under %(percent)d%%"), percent=1)
    if count < total and whole == 100:
        # Korean 이상 is "at least" (100% too): the catalogue says 초과, "more than".
        return say(lang, N_("over %(percent)d%%"), percent=99)
    return f"{whole}%"


def whole_percents(counts: Sequence[int]) -> list[int]:
    """Whole percents of ``counts`` that add up to 100 (largest remainder): each share is
    rounded down, and the points still missing go to the largest remainders (a review
    read 44% + 18% + 39% = 101%). All zero counts: all 0.

    >>> whole_percents([112, 45, 99]), whole_percents([1, 1, 1]), whole_percents([0, 0])
    ([44, 17, 39], [34, 33, 33], [0, 0])
    """
    total = sum(counts)
    if total == 0:
        return [0 for _ in counts]
    exact = [100 * count / total for count in counts]
    whole = [int(share) for share in exact]
    by_remainder = sorted(range(len(counts)), key=lambda i: (whole[i] - exact[i], i))
    for i in by_remainder[: 100 - sum(whole)]:
        whole[i] += 1
    return whole


def percents(counts: Sequence[int], lang: str = "en") -> list[str]:
    """Shares of one whole, the deals split by outcome, as whole percents that add up to
    100 (``whole_percents``), for every share list: like ``percent``, a share that is not
    nothing never reads 0% ("under 1%") and one that is not all never 100% ("over 99%").

    >>> percents([112, 45, 99]), percents([255, 1, 0], "ko")
    (['44%', '17%', '39%'], ['99% 초과', '1% 미만', '0%'])
    """
    total = sum(counts)
    said: list[str] = []
    for count, whole in zip(counts, whole_percents(counts), strict=True):
        if count > 0 and whole == 0:
            said.append(say(lang, N_("under %(percent)d%%"), percent=1))
        elif count < total and whole == 100:
            said.append(say(lang, N_("over %(percent)d%%"), percent=99))
        else:
            said.append(f"{whole}%")
    return said


def rounds_to_nothing(count: int, total: int) -> bool:
    """Some deals, but under half a percent of them: too few for a whole percent."""
    return count > 0 and round(100 * count / max(1, total)) == 0


# -- what a hand scores, in words: from the variant's own scoring (score_hand), never a
# figure written into a sentence (issue 10: "three or four tricks alone score 1" holds for
# the five-card knock games; the seven-card game needs four of seven).


@cache
def _trick_counts(lang: str) -> dict[int, str]:
    """A count of tricks in words, as the lone-hand sentences say it ("three"; "세")."""
    t = messages(lang)
    return {
        1: t.pgettext("go-alone", "one"),
        2: t.pgettext("go-alone", "two"),
        3: t.pgettext("go-alone", "three"),
        4: t.pgettext("go-alone", "four"),
        5: t.pgettext("go-alone", "five"),
        6: t.pgettext("go-alone", "six"),
        7: t.pgettext("go-alone", "seven"),
    }


def count_word(number: int, lang: str) -> str:
    """A count of one to seven in words, as prose reads it ("three"; Korean 세)."""
    return _trick_counts(lang)[number]


def made_tricks(variant: Variant, lang: str = "en") -> str:
    """The tricks that make a contract short of a march: "three or four tricks" (five
    cards), "four to six tricks" (seven); Korean "세 트릭이나 네 트릭", "네 트릭에서 여섯 트릭".

    >>> made_tricks(Variant.preset("standard")), made_tricks(Variant.preset("british"), "ko")
    ('three or four tricks', '세 트릭이나 네 트릭')
    """
    low, high = variant.tricks_to_make, variant.hand_size - 1
    counts = _trick_counts(lang)
    t = messages(lang)
    if high == low + 1:
        text = t.pgettext("go-alone", "%(low)s or %(high)s tricks")
    else:
        text = t.pgettext("go-alone", "%(low)s to %(high)s tricks")
    return text % {"low": counts[low], "high": counts[high]}


def made_points(variant: Variant, *, alone: bool) -> int:
    """What the makers score for a contract made short of a march, alone or not."""
    return score_hand(variant, maker_tricks=variant.tricks_to_make, alone=alone).makers


def march_points(variant: Variant, *, alone: bool) -> int:
    """What the makers score for a march, alone or not."""
    return score_hand(variant, maker_tricks=variant.hand_size, alone=alone).makers


def points_en(points: int) -> str:
    """ "1 point", "4 points"."""
    return f"{points} point" if abs(points) == 1 else f"{points} points"


def alone_made_no_more(variant: Variant) -> bool:
    """A contract made alone short of a march scores no more than with the partner: the
    reason A-9 stays with the partner where a march alone is in doubt."""
    return made_points(variant, alone=True) <= made_points(variant, alone=False)


def alone_no_more(variant: Variant, lang: str = "en") -> str:
    """Why a lone hand in doubt stays with the partner, from the variant's scoring: "three
    or four tricks alone score no more than with your partner". The Korean is a stem for
    the caller's ending ("…많지 않" + "습니다" / "으니"). Where a made loner scored more,
    the clause says both figures instead."""
    made = made_tricks(variant, lang)
    alone, pair = made_points(variant, alone=True), made_points(variant, alone=False)
    t = messages(lang)
    if alone <= pair:
        text = t.pgettext("variant-call", "%(made)s alone score no more than with your partner")
        return text % {"made": _marked(made, "을", lang)}
    text = t.pgettext("variant-call", "%(made)s alone score %(alone)s, with your partner %(pair)s")
    return text % {
        "made": _marked(made, "은", lang),
        "alone": points_text(alone, lang),
        "pair": points_text(pair, lang),
    }


def _marked(word: str, particle: str, lang: str) -> str:
    """``word`` with its particle where the language has them (the catalogue's Korean for a
    stem names no mark: the particle comes with the name, ``tutor.korean``)."""
    return grammar(lang).particle(word, particle)


def lone_march_gain(variant: Variant, lang: str = "en") -> str:
    """What a march alone adds, from the variant's scoring: "a lone march scores 4 points
    instead of 2" / "혼자 전승하면 2점이 아니라 4점입니다"."""
    alone, pair = march_points(variant, alone=True), march_points(variant, alone=False)
    text = messages(lang).pgettext(
        "variant-call", "a lone march scores %(alone)s instead of %(pair)d"
    )
    return text % {"alone": points_text(alone, lang), "pair": pair}


def made_either_way(variant: Variant, lang: str = "en") -> str:
    """A made hand's points alone and with the partner, from the variant's scoring:
    "three or four tricks score 1 either way" / "세 트릭이나 네 트릭은 어느 쪽이든 1점"."""
    made = made_tricks(variant, lang)
    alone, pair = made_points(variant, alone=True), made_points(variant, alone=False)
    if alone == pair:
        return say(lang, N_("%(made)s score %(alone)d either way"), made=made, alone=alone)
    return say(
        lang,
        N_("%(made)s score %(alone)d alone and %(pair)d with your partner"),
        made=made,
        alone=alone,
        pair=pair,
    )


def lone_euchre_loss(variant: Variant) -> int:
    """What the opponents score when they euchre a lone maker."""
    return score_hand(variant, maker_tricks=0, alone=True).defenders
