"""The words quiz text is built from, in English and Korean.

Korean follows how card players talk (으뜸패, 라이트/레프트 바우어, 리드, 팔로우, 메이커,
수비, 유커, 전승, 혼자 하기, 오더업, 턴업, 딜러, 판), the words of the lessons' glossary
(lessons/ko-style.md), not a word-for-word gloss.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from tutor import korean
from tutor.engine import Card, Suit, Variant, score_hand, suit_name
from tutor.korean import card_josa, josa

__all__ = ["card_josa", "josa"]  # the one particle rule, re-exported for the quiz kinds

# Seats by compass, where no player is "you" (seat 0 North, clockwise). Korean names end
# in 쪽: a bare 남 reads as "others" (남) or "remaining" (남은), and 서 as "standing".
SEAT_EN_4 = ("North", "East", "South", "West")
SEAT_KO_4 = ("북쪽", "동쪽", "남쪽", "서쪽")
SEAT_EN_3 = ("North", "East", "West")
SEAT_KO_3 = ("북쪽", "동쪽", "서쪽")

# Seats as the player to act sees them, the same words in the prompt, the explanation and
# on the table: offset clockwise from "you" (the next player clockwise sits on your left).
RELATIVE_EN_4 = ("you", "your partner", "the left opponent", "the right opponent")
RELATIVE_EN_3 = ("you", "the left opponent", "the right opponent")
RELATIVE_KO_4 = ("당신", "파트너", "왼쪽 상대", "오른쪽 상대")
RELATIVE_KO_3 = ("당신", "왼쪽 상대", "오른쪽 상대")
# The table's labels: the same words, capitalised.
TABLE_EN_4 = ("You", "Your partner", "Left opponent", "Right opponent")
TABLE_EN_3 = ("You", "Left opponent", "Right opponent")


def suit_en(suit: Suit) -> str:
    """The suit's name as quiz sentences use it: "hearts" (the engine's word, plural)."""
    return suit_name(suit, "en", plural=True)


def suit_ko(suit: Suit) -> str:
    return suit_name(suit, "ko")


def seat_en(seat: int, players: int = 4) -> str:
    return (SEAT_EN_4 if players == 4 else SEAT_EN_3)[seat]


def seat_ko(seat: int, players: int = 4) -> str:
    return (SEAT_KO_4 if players == 4 else SEAT_KO_3)[seat]


def seat_name(seat: int, you: int | None, players: int = 4, lang: str = "en") -> str:
    """How quiz text names ``seat``: relative to ``you`` (the player to act) when there is
    one ("your partner", "왼쪽 상대"), else by compass ("North", "북쪽").

    >>> seat_name(0, 2), seat_name(3, 2), seat_name(1, None, lang="ko")
    ('your partner', 'the left opponent', '동쪽')
    """
    if you is None:
        return seat_en(seat, players) if lang == "en" else seat_ko(seat, players)
    offset = (seat - you) % players
    if players == 4:
        # offsets 0 you, 1 left, 2 partner, 3 right
        index = (0, 2, 1, 3)[offset]
        return (RELATIVE_EN_4 if lang == "en" else RELATIVE_KO_4)[index]
    return (RELATIVE_EN_3 if lang == "en" else RELATIVE_KO_3)[offset]


def seat_label(seat: int, you: int | None, players: int = 4, lang: str = "en") -> str:
    """The name on the table for ``seat``: the words of ``seat_name``, as a label."""
    if you is None or lang != "en":
        return seat_name(seat, you, players, lang)
    offset = (seat - you) % players
    if players == 4:
        return TABLE_EN_4[(0, 2, 1, 3)[offset]]
    return TABLE_EN_3[offset]


KO_ORDINALS = ("첫", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉", "열")


def ordinal_ko(number: int) -> str:
    """A Korean ordinal in prose, read with native numbers: 1 "첫 번째", 2 "두 번째"
    (never "1번째"). Past ten the digits stand, as in a list.

    >>> ordinal_ko(1), ordinal_ko(4)
    ('첫 번째', '네 번째')
    """
    if 1 <= number <= len(KO_ORDINALS):
        return f"{KO_ORDINALS[number - 1]} 번째"
    return f"{number}번째"


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
    if lang != "en":
        return cards_ko(cards)
    names = [str(card) for card in cards]
    if len(names) < 2:
        return "".join(names)
    return f"{', '.join(names[:-1])} {joint} {names[-1]}"


def cards_ko(cards: Iterable[Card]) -> str:
    """A list of cards in a Korean sentence (the joker written 조커, as it is read)."""
    return ", ".join(card_ko(card) for card in cards)


def contract_en(trump: Suit | None, low: bool) -> str:
    if trump is not None:
        return f"{suit_en(trump).capitalize()} are trump."
    return "No-trump low: 9 is best, ace is worst." if low else "No-trump high: ace is best."


def contract_ko(trump: Suit | None, low: bool) -> str:
    if trump is not None:
        return f"으뜸패는 {suit_ko(trump)}입니다."
    if low:
        return "노트럼프 로우입니다: 9가 가장 높고 에이스가 가장 낮습니다."
    return "노트럼프 하이입니다: 에이스가 가장 높습니다."


def lines(sentences: Sequence[str]) -> str:
    """An explanation is stored one sentence per line; the web shows one per line."""
    return "\n".join(sentence.strip() for sentence in sentences if sentence.strip())


def ko_topic(word: str) -> str:
    """The topic particle 은/는, chosen as the word is read aloud (tutor.korean)."""
    return josa(word, "은")


def ko_subject(word: str) -> str:
    return josa(word, "이")


def ko_object(word: str) -> str:
    return josa(word, "을")


def card_en(card: Card) -> str:
    return str(card)


def card_ko(card: Card) -> str:
    return korean.card_ko(card)


def percent(count: int, total: int, lang: str = "en") -> str:
    """A share of the deals as a whole percent, for every figure line: rounding never says
    0% of a share that is not nothing, nor 100% of one that is not all (issue 10, 1301/13
    read "set in 0%" where 1 of 256 deals set it): those read "under 1%" / "over 99%".

    >>> percent(0, 256), percent(1, 256), percent(64, 256), percent(255, 256, "ko")
    ('0%', 'under 1%', '25%', '99% 초과')
    """
    whole = round(100 * count / max(1, total))
    if count > 0 and whole == 0:
        return "under 1%" if lang == "en" else "1% 미만"
    if count < total and whole == 100:
        # 이상 is "at least" (100% too): 초과 is "more than".
        return "over 99%" if lang == "en" else "99% 초과"
    return f"{whole}%"


def rounds_to_nothing(count: int, total: int) -> bool:
    """Some deals, but under half a percent of them: too few for a whole percent."""
    return count > 0 and round(100 * count / max(1, total)) == 0


# -- what a hand scores, in words: from the variant's own scoring (score_hand), never a
# figure written into a sentence (issue 10: "three or four tricks alone score 1" holds for
# the five-card knock games; the seven-card game needs four of seven).

NUMBER_WORDS_EN = ("no", "one", "two", "three", "four", "five", "six", "seven")
NUMBER_WORDS_KO = ("", "한", "두", "세", "네", "다섯", "여섯", "일곱")


def made_tricks(variant: Variant, lang: str = "en") -> str:
    """The tricks that make a contract short of a march: "three or four tricks" (five
    cards), "four to six tricks" (seven); Korean "세 트릭이나 네 트릭", "네 트릭에서 여섯 트릭".

    >>> made_tricks(Variant.preset("standard")), made_tricks(Variant.preset("british"), "ko")
    ('three or four tricks', '세 트릭이나 네 트릭')
    """
    low, high = variant.tricks_to_make, variant.hand_size - 1
    words = NUMBER_WORDS_EN if lang == "en" else NUMBER_WORDS_KO
    if lang == "en":
        joint = " or " if high == low + 1 else " to "
        return f"{words[low]}{joint}{words[high]} tricks"
    if high == low + 1:
        return f"{words[low]} 트릭이나 {words[high]} 트릭"
    return f"{words[low]} 트릭에서 {words[high]} 트릭"


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
    made_en, made_ko = made_tricks(variant), made_tricks(variant, "ko")
    alone, pair = made_points(variant, alone=True), made_points(variant, alone=False)
    if alone <= pair:
        if lang == "en":
            return f"{made_en} alone score no more than with your partner"
        return f"혼자 {josa(made_ko, '을')} 가져와도 파트너와 함께 할 때보다 점수가 많지 않"
    if lang == "en":
        return f"{made_en} alone score {points_en(alone)}, with your partner {points_en(pair)}"
    return f"{josa(made_ko, '은')} 혼자 하면 {alone}점, 파트너와 함께 하면 {pair}점으로 차이가 있"


def lone_march_gain(variant: Variant, lang: str = "en") -> str:
    """What a march alone adds, from the variant's scoring: "a lone march scores 4 points
    instead of 2" / "혼자 전승하면 2점이 아니라 4점입니다"."""
    alone, pair = march_points(variant, alone=True), march_points(variant, alone=False)
    if lang == "en":
        return f"a lone march scores {points_en(alone)} instead of {pair}"
    return f"혼자 전승하면 {pair}점이 아니라 {alone}점입니다"


def made_either_way(variant: Variant, lang: str = "en") -> str:
    """A made hand's points alone and with the partner, from the variant's scoring:
    "three or four tricks score 1 either way" / "세 트릭이나 네 트릭은 어느 쪽이든 1점"."""
    made_en, made_ko = made_tricks(variant), made_tricks(variant, "ko")
    alone, pair = made_points(variant, alone=True), made_points(variant, alone=False)
    if alone == pair:
        if lang == "en":
            return f"{made_en} score {alone} either way"
        return f"{josa(made_ko, '은')} 어느 쪽이든 {alone}점"
    if lang == "en":
        return f"{made_en} score {alone} alone and {pair} with your partner"
    return f"{josa(made_ko, '은')} 혼자 하면 {alone}점, 함께 하면 {pair}점"


def lone_euchre_loss(variant: Variant) -> int:
    """What the opponents score when they euchre a lone maker."""
    return score_hand(variant, maker_tricks=0, alone=True).defenders
