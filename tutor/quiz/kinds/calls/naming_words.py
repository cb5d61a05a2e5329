"""Wording of name-trump items: the prompt, what a principle says about a hand for the
table's coach (``tutor.play.coach``), and the sentences British calling shares (a holding's
edge, the conclusion). The explanation is facts (``naming_facts``), worded by
``tutor.web.explanation.naming``."""

from __future__ import annotations

from collections.abc import Sequence

from tutor.analysis.calling import (
    PASS,
)
from tutor.engine import (
    SUITS,
    Card,
    Suit,
    is_right_bower,
    left_bower,
    right_bower,
)
from tutor.quiz import principles
from tutor.quiz.kinds.calls.basics import (
    _high_trumps,
    _seat,
    _trumps,
)
from tutor.quiz.kinds.calls.naming import (
    Naming,
    _naming_call,
    _reverse_k9_ace,
    _reverse_strong,
    _reverse_suits,
    _trump_weight,
)
from tutor.quiz.words import (
    NUMBER_WORDS_EN,
    capital,
    card_josa,
    card_ko,
    cards_ko,
    cards_text,
    count_en,
    josa,
    suit_en,
    suit_ko,
)

# -- name-trump text ----------------------------------------------------------------------


def _stick_sentence(naming: Naming) -> tuple[str, str]:
    """Stick the dealer matters to every seat: the dealer cannot pass, and a player who
    passes leaves the dealer to name a suit."""
    if not naming.variant.stick_the_dealer:
        return "", ""
    if naming.stuck:
        return (
            "You are stuck: under stick the dealer, the dealer may not pass and must name a suit.",
            "스틱 더 딜러 규칙이라 딜러인 당신은 패스할 수 없고 무늬를 불러야 합니다.",
        )
    dealer_en = _seat(naming.dealer, naming.seat, "en")
    dealer_ko = _seat(naming.dealer, naming.seat, "ko")
    return (
        f"Stick the dealer is played: if everyone passes, the dealer, {dealer_en}, must name "
        "a suit.",
        f"스틱 더 딜러 규칙이라 모두 패스하면 딜러인 {josa(dealer_ko, '이')} 무늬를 불러야 합니다.",
    )


def naming_question(*, stuck: bool, alone: bool) -> tuple[str, str]:
    """Round two's question: a stuck dealer must name a suit; anyone else may pass, so the
    question offers the pass rather than take a call for granted (review finding 2)."""
    if stuck:
        return (
            ("Which suit do you name, and do you go alone?", "어떤 무늬를 부를까요? 혼자 할까요?")
            if alone
            else ("Which suit do you name?", "어떤 무늬를 부를까요?")
        )
    return (
        (
            "Do you name a suit or pass? If you name a suit, do you go alone?",
            "무늬를 부를까요, 패스할까요? 부른다면 혼자 할까요?",
        )
        if alone
        else ("Do you name a suit or pass?", "무늬를 부를까요, 패스할까요?")
    )


def _partner_bowers(naming: Naming, named: Suit) -> tuple[str, str, str]:
    """What of the named suit's bowers the partner may hold (en; ko with its object
    particle; a Korean sentence on a turned-down bower): not one in your own hand, nor the
    turned-down card, which is out of play (a turned-down jack is next's left bower:
    name-trump-next/21 had said "its bowers")."""
    bowers = [c for c in (right_bower(named), left_bower(named)) if c not in naming.hand]
    buried = naming.upcard if naming.upcard in bowers else None
    left = [c for c in bowers if c != buried]
    note_en = f" (the {buried} was turned down and is out of play)" if buried else ""
    note_ko = (
        f" 딜러가 엎은 {josa(card_ko(buried), '은')} 이번 판에 쓰이지 않습니다." if buried else ""
    )
    if len(left) == 2:
        return "its bowers", "바우어를", ""
    if not left:
        return f"its high trumps{note_en}", "높은 으뜸패를", note_ko
    bower = left[0]
    which_en, which_ko = ("right", "라이트") if bower == right_bower(named) else ("left", "레프트")
    return (
        f"the {bower}, the {which_en} bower{note_en}",
        f"{card_ko(bower)}({which_ko} 바우어)를",
        note_ko,
    )


def _naming_principle_text(naming: Naming, principle: str, answer: str) -> tuple[str, str]:
    turned = naming.upcard.suit or Suit.SPADES
    if principle == "A-2":
        named = turned.sister
        held_en, held_ko, buried_ko = _partner_bowers(naming, named)
        return (
            f"Sitting left of the dealer, call next ({suit_en(named)}, the suit of the same "
            f"colour as the turned-down {suit_en(turned)}): the dealer's side showed no "
            f"interest in that colour, so your partner is likelier to hold {held_en}. Your "
            "hand is strong enough for it: two trumps with a bower and an off-suit ace, or "
            "three trumps.",
            f"딜러 왼쪽 자리에서는 넥스트({suit_ko(named)}, 딜러가 엎은 "
            f"{josa(suit_ko(turned), '와')} 같은 색)를 부릅니다. 딜러 쪽이 그 색에 관심을 "
            f"보이지 않았으니 파트너가 {held_ko} 가졌을 가능성이 큽니다.{buried_ko} 당신 손패도 "
            "충분합니다: 바우어를 포함한 으뜸패 두 장과 다른 무늬 에이스, 또는 으뜸패 세 장.",
        )
    if principle == "A-3":
        a3_en, a3_ko = principles.ADVICE["A-3"]
        other_colour = [x for x in SUITS if x.color is not turned.color]
        en = (
            f"The usual advice — {a3_en} — here means {' or '.join(map(suit_en, other_colour))}, "
            f"the other colour from the turned-down {suit_en(turned)} (reverse next)."
        )
        ko = (
            f"'{a3_ko}'는 원칙이 있습니다. 여기서 그 무늬는 딜러가 엎은 "
            f"{josa(suit_ko(turned), '와')} 색이 다른 "
            f"{'나 '.join(map(suit_ko, other_colour))}(리버스 넥스트)입니다."
        )
        if answer != PASS:
            reached_en, reached_ko = _reverse_reached(naming, Suit.parse(answer))
            en += f" {reached_en}"
            ko += f" {reached_ko}"
        return en, ko
    if answer == PASS:
        lowered = _lowered_bar_text(naming)
        if lowered is not None:
            # The seat's own lowered bar first (A-2 left of the dealer, A-3 on the dealer's
            # side): S0-3's two high trumps alone would read as the only bar (review C4).
            return (
                f"{lowered[0]} Nor does any suit hold two high trumps (the bowers or the "
                "ace), the usual bar, so pass.",
                f"{lowered[1]} 보통 기준인 높은 으뜸패(바우어나 에이스) 두 장이 있는 무늬도 "
                "없으니 패스합니다.",
            )
        return (
            "Name a suit only with two high trumps in it (the bowers or the ace); no suit "
            "gives you that, so pass.",
            "높은 으뜸패(바우어나 에이스)가 두 장 있는 무늬만 부릅니다. 그런 무늬가 없으니 "
            "패스합니다.",
        )
    named = Suit.parse(answer)
    count = len(_trumps(naming.hand, named))
    en = (
        f"Stuck as dealer, name the suit where you hold the most trumps: {suit_en(named)} give you "
        f"{count_en(count, 'trump')}, no other suit more."
    )
    ko = (
        f"꼭 불러야 하는 딜러는 으뜸패가 가장 많은 무늬를 부릅니다. {josa(suit_ko(named), '을')} "
        f"부르면 으뜸패가 {count}장이고, 그보다 많은 무늬는 없습니다."
    )
    if naming.stuck and named.color is turned.color:
        # The stuck dealer leaves reverse next: say whether it had a suit to offer.
        reverse = _reverse_suits(naming)
        if not reverse:
            en += (
                f" No suit of the other colour reaches the reverse-next minimum "
                f"({_REVERSE_MINIMUM_EN}), so the colour does not decide here: your trumps do."
            )
            ko += (
                f" 다른 색 무늬 중에는 리버스 넥스트의 최소 조건({_REVERSE_MINIMUM_KO})을 "
                "채우는 무늬가 없으니, 여기서는 색이 아니라 으뜸패로 정합니다."
            )
        else:
            other = max(reverse, key=lambda s: _trump_weight(naming.hand, s))
            other_cards, other_ko = _reverse_holding(naming.hand, other)
            named_cards = cards_text(_trumps(naming.hand, named))
            named_ko = cards_ko(_trumps(naming.hand, named))
            # Say what the comparison is (review 6: "stronger" overclaimed a longer suit):
            # more trumps, or as many with more of them high (``_trump_weight``'s order).
            ours, theirs = _trump_weight(naming.hand, named), _trump_weight(naming.hand, other)
            if ours[0] > theirs[0]:
                why_en = (
                    f"you hold more trumps in {suit_en(named)} ({named_cards}) than in "
                    f"{suit_en(other)} ({theirs[0]})"
                )
                why_ko = (
                    f"으뜸패는 {suit_ko(named)} 쪽이 {ours[0]}장({named_ko})으로 "
                    f"{suit_ko(other)}({theirs[0]}장)보다 많습니다"
                )
            elif ours[1] > theirs[1]:
                why_en = (
                    f"{suit_en(named)} give as many trumps with more of them ranked ace or "
                    f"higher ({named_cards})"
                )
                why_ko = (
                    f"{josa(suit_ko(named), '은')} 으뜸패 수는 같아도 에이스보다 높거나 같은 "
                    f"으뜸패가 더 많습니다({named_ko})"
                )
            else:
                why_en = f"{suit_en(named)} give you as many trumps ({named_cards})"
                why_ko = f"{suit_ko(named)}로도 으뜸패가 같은 수만큼 있습니다({named_ko})"
            # The comparison ends in the call it decides (review: round-two conclusions).
            en += (
                f" {capital(suit_en(other))} would reach the reverse-next minimum "
                f"({other_cards}), but {why_en}, so name {suit_en(named)}."
            )
            ko += (
                f" {suit_ko(other)}도 리버스 넥스트의 최소 조건은 채우지만({other_ko}), "
                f"{why_ko}. 그래서 {josa(suit_ko(named), '을')} 부릅니다."
            )
    return en, ko


# A-3's minimum as ``_reverse_minimum`` reads it, in the words every sentence about it uses.
_REVERSE_MINIMUM_EN = (
    "K\u20119 of the suit plus an off-suit ace, or stronger trumps in the ace's place"
)


_REVERSE_MINIMUM_KO = "그 무늬의 K과 9에 다른 무늬 에이스, 또는 에이스 대신 더 강한 으뜸패"


def _lowered_bar_text(naming: Naming) -> tuple[str, str] | None:
    """Why a pass misses the seat's lowered bar in round two: next left of the dealer
    (A-2), reverse next for the dealer's partner (A-3); None elsewhere, or where the bar is
    met (the pass is then no shortfall of it)."""
    turned = naming.upcard.suit
    if turned is None or naming.stuck:
        return None
    role = (naming.seat - naming.dealer) % naming.variant.players
    if role == 1:
        nxt = turned.sister
        if principles.fits("A-2", _naming_call(naming, nxt.code)):
            return None
        trumps = _trumps(naming.hand, nxt)
        held_en, held_ko = "no trump", "으뜸패가 하나도 없습니다"
        if trumps:
            held_en = f"{count_en(len(trumps), 'trump')} ({cards_text(trumps)})"
            held_ko = f"으뜸패가 {len(trumps)}장({cards_ko(trumps)})뿐입니다"
        return (
            f"Even the lowered bar for next is not met: {suit_en(nxt)} would give you {held_en}.",
            f"넥스트의 낮춘 기준에도 못 미칩니다. {josa(suit_ko(nxt), '을')} 부르면 {held_ko}.",
        )
    if role == 2 and not _reverse_suits(naming):
        return (
            f"No suit of the other colour reaches the reverse-next minimum "
            f"({_REVERSE_MINIMUM_EN}).",
            f"다른 색 무늬 중에는 리버스 넥스트의 최소 조건({_REVERSE_MINIMUM_KO})을 채우는 "
            "무늬가 없습니다.",
        )
    return None


def _reverse_holding(hand: Sequence[Card], suit: Suit) -> tuple[str, str]:
    """A suit's trumps as a reach of A-3's minimum is read, with the off-suit ace beside them
    where the K-9-and-ace reading is the one it meets, so the reader can check the claim."""
    trumps = _trumps(hand, suit)
    en, ko = cards_text(trumps), cards_ko(trumps)
    if not _reverse_k9_ace(hand, suit):
        return en, ko
    aces = principles.off_aces(hand, suit)
    return (
        f"{en} with the {' and '.join(str(c) for c in aces)}",
        f"{en}에 다른 무늬 에이스 {cards_ko(aces)}",
    )


def _reverse_reached(naming: Naming, named: Suit) -> tuple[str, str]:
    """What naming ``named`` holds against A-3's minimum (K-9 of the suit and an off-suit
    ace), with the cards; where the hand falls short of those words, what decides it."""
    trumps = _trumps(naming.hand, named)
    aces = principles.off_aces(naming.hand, named)
    held_en = f"{count_en(len(trumps), 'trump')} ({cards_text(trumps)})"
    held_ko = f"으뜸패 {len(trumps)}장({cards_ko(trumps)})"  # a particle after it reads 장
    # The stuck dealer's "must name a suit" is said where the suit is concluded
    # (``conclude_named``), not beside the minimum (issue 10, 801/2, 802/25, 802/29).
    if _reverse_k9_ace(naming.hand, named):
        aces_en = " and ".join(str(c) for c in aces)
        as_en = "as off-suit aces" if len(aces) > 1 else "as an off-suit ace"
        return (
            f"{capital(suit_en(named))} give you {held_en} and the {aces_en} {as_en}: that "
            "holding or better.",
            f"{josa(suit_ko(named), '을')} 부르면 {held_ko}에 다른 무늬 에이스 "
            f"{josa(cards_ko(aces), '이')} 있어 그 기준 이상입니다.",
        )
    if _reverse_strong(naming.hand, named):
        # Which of ``_reverse_strong``'s holdings it is, said: "more trump than the K-9"
        # alone fits K-Q-10 too, which falls short (review: 801/8 against 801/10).
        high = _high_trumps(naming.hand, named)
        if len(high) >= 2:
            why_en = f", {NUMBER_WORDS_EN[len(high)]} of them ranked ace or higher"
            why_ko = f"에이스 이상의 으뜸패가 {len(high)}장으로"
        elif high:
            why_en = f", the {high[0]} among them"
            why_ko = f"{card_josa(high[0], '을')} 포함한 {len(trumps)}장으로"
        else:
            why_en, why_ko = "", f"으뜸패가 {len(trumps)}장으로"
        return (
            f"{capital(suit_en(named))} give you {held_en}{why_en}: more trump than the "
            "K\u20119 the minimum asks for, which makes up for the off-suit ace you lack.",
            f"{josa(suit_ko(named), '을')} 부르면 {held_ko}입니다. {why_ko} 최소 조건인 K과 "
            "9보다 강해서, 다른 무늬 에이스가 없어도 그 기준 이상입니다.",
        )
    aces_part_en = f" and the {' and '.join(str(c) for c in aces)}" if aces else ""
    aces_part_ko = f"과 다른 무늬 에이스 {cards_ko(aces)}" if aces else ""
    short_en = "no off-suit ace" if not aces else "no trump as high as the K"
    short_ko = "다른 무늬 에이스가 없어" if not aces else "가장 높은 으뜸패가 K보다 낮아"
    return (
        f"{capital(suit_en(named))} give you {held_en}{aces_part_en}: {short_en}, below that "
        "minimum, but the deals favour it here.",
        f"{josa(suit_ko(named), '을')} 부르면 {held_ko}{aces_part_ko}입니다. {short_ko} "
        "최소 조건에 못 미치지만, 여러 배치를 계산해 보면 여기서는 이 무늬가 낫습니다.",
    )


def benny_ko(card: Card) -> str:
    """A card in a Korean sentence, the joker by the glossary's name for it (베니)."""
    return "베니" if card.is_joker else card_ko(card)


def _edge_cards_ko(cards: Sequence[Card]) -> str:
    return ", ".join(benny_ko(c) for c in cards)


def _edge_cards_en(cards: Sequence[Card]) -> str:
    """Cards in an English list, the joker by its British name (the Benny)."""
    return ", ".join("Benny" if c.is_joker else str(c) for c in cards)


def conclude_named(sentence: tuple[str, str], named: Suit, stuck: bool) -> tuple[str, str]:
    """A sentence that weighs the named suit against another, with its conclusion said
    (issue 10: "...다이아몬드로는 2장뿐입니다" left "so name hearts" implied). ``stuck``:
    being stuck is the reason the suit is named at all, which holds only where it is below
    the minimum for naming it (``stuck_is_reason``): "…, so, stuck as dealer, you name
    hearts." / "… 그래서 패스할 수 없는 딜러는 하트를 부릅니다."; a suit the hand would
    name anyway, or the stuck dealer's most-trumps rule (which says "stuck" itself), ends
    plainly: "…, so name hearts." / "… 그래서 하트를 부릅니다." (review: 802/29, 802/27)."""
    en, ko = sentence
    suit = josa(suit_ko(named), "을")
    if stuck:
        return (
            f"{en.rstrip('.')}, so, stuck as dealer, you name {suit_en(named)}.",
            f"{ko} 그래서 패스할 수 없는 딜러는 {suit} 부릅니다.",
        )
    return f"{en.rstrip('.')}, so name {suit_en(named)}.", f"{ko} 그래서 {suit} 부릅니다."


def holding_edge_text(hand: Sequence[Card], named: Suit, other: Suit, edge: str) -> tuple[str, str]:
    """How naming ``named`` beats naming ``other`` on one tie-breaker
    (``principles.HOLDING_EDGES``), with the cards: the end of a sentence "..., but
    <named> give you ..." and its Korean "<named>을 부르면 ..."."""
    mine, theirs = _trumps(hand, named), _trumps(hand, other)
    if edge == "more-trumps":
        return (
            f"more trumps: {len(mine)} ({_edge_cards_en(mine)}) against {len(theirs) or 'none'}",
            f"으뜸패가 {_count_ko(mine)}이고, {_against_ko(other, len(theirs))}",
        )
    if edge == "right-bower":
        right = next(c for c in mine if is_right_bower(c, named))
        # The card is in the hand either way: what naming the suit changes is its rank.
        return (
            f"the {right} as the right bower",
            f"{card_josa(right, '이')} 라이트 바우어가 됩니다",
        )
    if edge == "more-high-trumps":
        high, other_high = _high_trumps(hand, named), _high_trumps(hand, other)
        return (
            f"more high trumps: {len(high)} ({_edge_cards_en(high)}) against "
            f"{len(other_high) or 'none'}",
            f"높은 으뜸패가 {_count_ko(high)}이고, {_against_ko(other, len(other_high))}",
        )
    # The first edge (HOLDING_EDGES order): as many trumps, as high, and an ace beside them.
    aces = principles.off_aces(hand, named)
    return (
        f"as many trumps and the {' and '.join(str(c) for c in aces)} as an off-suit ace besides",
        f"으뜸패 수는 같고 {josa(_edge_cards_ko(aces), '가')} 다른 무늬 에이스로 남습니다",
    )


def _count_ko(cards: Sequence[Card]) -> str:
    """Trumps counted as a Korean editor counts them (review of 802/30: "1장(J♣)으로 0장보다
    많습니다" read badly): "J♣ 한 장", else "5장(J♥, J♦, …)"."""
    if len(cards) == 1:
        return f"{_edge_cards_ko(cards)} 한 장"
    return f"{len(cards)}장({_edge_cards_ko(cards)})"


def _against_ko(other: Suit, count: int) -> str:
    """The rival suit's count beside it: "다이아몬드로는 2장뿐입니다" / "…한 장도 없습니다"."""
    with_other = f"{josa(suit_ko(other), '으로')}는"
    return f"{with_other} {count}장뿐입니다" if count else f"{with_other} 한 장도 없습니다"
