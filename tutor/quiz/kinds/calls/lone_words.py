"""Wording of going alone: what a lone hand takes, why a hand falls short of a loner, and
why it plays with its partner instead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tutor.analysis.deal import dealer_discard
from tutor.engine import (
    Card,
    Rank,
    Suit,
    Variant,
    is_left_bower,
    is_right_bower,
    is_trump,
)
from tutor.quiz import principles
from tutor.quiz.kinds.calls.basics import _role
from tutor.quiz.kinds.calls.fourth_trump_words import fourth_trump_shortfall
from tutor.quiz.kinds.calls.offer import Offer, _kept
from tutor.quiz.words import (
    capital,
    card_josa,
    card_ko,
    cards_ko,
    cards_list,
    cards_text,
    count_en,
    josa,
    made_points,
    made_tricks,
)


def _loner_shortfall(offer: Offer) -> tuple[str, str] | None:
    """What keeps this hand from A-9's lone march, true of its cards (None where it is a
    lone hand by the course's ruling): a clause "four trumps, but ..." and its Korean. The
    trumps out against a loner come first, as they are what beats him (the turn-up given to
    the opposing dealer above all his trumps is a sure trick for them); a small side card
    that can lose a trick comes after them."""
    return _shortfall_text(_kept(offer), offer.trump, lambda t: _trumps_against_loner(offer, t))


def _shortfall_text(
    kept: Sequence[Card],
    trump: Suit,
    against: Callable[[Sequence[Card]], tuple[list[str], list[str]]],
) -> tuple[str, str] | None:
    """``_loner_shortfall`` for any five cards a loner would play with: ``against`` says
    what the trumps out do to four trumps (round one: the turn-up's fate; round two: the
    turned-down card is dead)."""
    if principles.marches_alone(kept, trump):
        return None
    trumps = principles.trumps_in(kept, trump)
    losers = [c for c in kept if not is_trump(c, trump) and c.rank is not Rank.ACE]
    bowers = [c for c in trumps if c.rank is Rank.JACK]
    tops = len(bowers) == 2 and any(c.rank is Rank.ACE and c.suit is trump for c in trumps)
    if tops and len(trumps) >= 4:
        return fourth_trump_shortfall(trumps, losers)
    if tops:
        return (
            f"you hold the top three trumps ({cards_text(trumps[:3])}), but two side cards "
            f"({cards_text(losers)}) can each lose a trick alone",
            f"가장 높은 으뜸패 세 장({cards_ko(trumps[:3])})이 있지만, 혼자 하면 다른 무늬 "
            f"{cards_ko(losers)}에서 각각 트릭을 내줄 수 있습니다",
        )
    if len(trumps) >= 4:
        parts_en, parts_ko = against(trumps)
        if losers:
            too_en = " too" if parts_en else ""
            lose_ko = "에서도" if parts_ko else "에서"
            parts_en.append(f"your {cards_list(losers)} can lose a trick alone{too_en}")
            parts_ko.append(f"혼자 하면 {cards_ko(losers)}{lose_ko} 트릭을 내줄 수 있습니다")
        # The first reason completes "..., but"; each further one is a sentence of its own.
        return (
            f"you hold {count_en(len(trumps), 'trump')} ({cards_text(trumps)}), but "
            + ". ".join([parts_en[0], *(capital(p) for p in parts_en[1:])]),
            f"으뜸패가 {len(trumps)}장({cards_ko(trumps)})이지만, " + ". ".join(parts_ko),
        )
    held_en = f"{count_en(len(trumps), 'trump')} ({cards_text(trumps)})" if trumps else "no trump"
    held_ko = f"으뜸패 {len(trumps)}장({cards_ko(trumps)})뿐" if trumps else "으뜸패가 없음"
    return (
        f"the advice is to {principles.ADVICE['A-9'][0]}, and you hold only {held_en}",
        f"{held_ko}입니다. 혼자 하기는 가장 높은 으뜸패 세 장(라이트 바우어, 레프트 바우어, "
        "에이스)이나 으뜸패 네 장이 있을 때 생각합니다",
    )


def _trumps_against_loner(offer: Offer, trumps: Sequence[Card]) -> tuple[list[str], list[str]]:
    """The trumps out against a loner holding ``trumps`` (``principles.higher_trumps_out``),
    said as what they do to him: the turn-up the opposing dealer takes, if it outranks them
    all, is a sure trick; any other trump above his best can take one; one between his best
    and his second best takes one when held beside another trump."""
    role = _role(offer.seat, offer.dealer)
    up = offer.upcard
    # Alone opposite the dealer the turn-up is dead; the dealer going alone holds it.
    dead = [up] if role == 2 else []
    to_dealer = up if role in (1, 3) else None
    return _trumps_out_text(trumps, offer.trump, offer.variant.cards(), dead, to_dealer)


def _trumps_out_text(
    trumps: Sequence[Card],
    trump: Suit,
    pack: Sequence[Card],
    dead: Sequence[Card],
    to_dealer: Card | None,
) -> tuple[list[str], list[str]]:
    """``_trumps_against_loner``'s sentences from the pack, the dead cards and the
    turn-up the opposing dealer takes (None: none does)."""
    above, between = principles.higher_trumps_out(trumps, trump, pack, dead)
    parts_en: list[str] = []
    parts_ko: list[str] = []
    if to_dealer is not None and to_dealer in above:
        parts_en.append(
            f"the {to_dealer} goes to the dealer and outranks every trump you hold: it takes "
            "a trick from you whatever you do"
        )
        parts_ko.append(
            f"딜러에게 가는 {josa(card_ko(to_dealer), '은')} 당신의 어느 으뜸패보다도 높아서 "
            "어떻게 쳐도 트릭 하나를 가져갑니다"
        )
    rest = [c for c in above if c != to_dealer]
    if rest:
        many = len(rest) > 1
        too_en = " too" if parts_en else ""
        parts_en.append(
            f"the {cards_list(rest)} {'outrank' if many else 'outranks'} every trump you "
            f"hold{too_en} and can {'each ' if many else ''}take a trick from you"
        )
        parts_ko.append(
            f"{_subject_ko(rest, bool(parts_ko))} "
            f"당신의 어느 으뜸패보다도 높아 {'각각 ' if many else ''}트릭을 가져갈 수 있습니다"
        )
    if between:
        many = len(between) > 1
        second, top = trumps[1], trumps[0]
        named_en, named_ko = f"the {cards_list(between)}", _subject_ko(between, bool(parts_ko))
        dealer_ko = ""
        if to_dealer is not None and to_dealer in between:
            if many:
                named_en += f" (the {to_dealer} goes to the dealer)"
                dealer_ko = f"({josa(card_ko(to_dealer), '은')} 딜러에게 갑니다)"
            else:
                named_en += ", which goes to the dealer,"
                named_ko = "딜러에게 가는 " + named_ko
        also_en = " also" if parts_en else ""
        parts_en.append(
            f"{named_en}{also_en} {'outrank' if many else 'outranks'} your {second}, and "
            f"your {top} draws only one trump a round, so an opponent holding "
            f"{'one of them' if many else 'it'} with another trump takes a trick with it"
        )
        parts_ko.append(
            f"{named_ko} 당신의 {card_ko(second)}보다 높습니다"
            f"{dealer_ko}. {card_josa(top, '으로')} 으뜸패를 리드해도 한 바퀴에 한 장씩만 "
            f"끌어내므로, 상대가 {'이 중 한 장을' if many else '그 카드를'} 다른 으뜸패와 함께 "
            f"쥐고 있으면 {'그 카드로 ' if many else ''}트릭 하나를 가져갑니다"
        )
    return parts_en, parts_ko


def _subject_ko(cards: Sequence[Card], more: bool) -> str:
    """Cards as a sentence's subject: "J♦, A♥은", or "J♦도" after another reason."""
    return f"{cards_ko(cards)}도" if more else josa(cards_ko(cards), "은")


def _not_alone_text(offer: Offer) -> tuple[str, str]:
    """Why the partner and not a loner, by A-9 as the course rules it (``_marches``); the
    hand-based reason only: a lone hand whose loner the score rules out says so itself."""
    shortfall = _loner_shortfall(offer)
    if shortfall is None:  # pragma: no cover - callers ask only where the hand falls short
        raise ValueError("a lone hand: the reason against the loner is not the hand")
    return _not_alone_sentence(shortfall, offer.variant)


def _not_alone_sentence(shortfall: tuple[str, str], variant: Variant) -> tuple[str, str]:
    """The "Not alone" sentence from a shortfall clause (``_shortfall_text``), its points
    from the variant's own scoring (issue 10: never a figure written into it)."""
    short_en, short_ko = shortfall
    made_en, made_ko = made_tricks(variant), made_tricks(variant, "ko")
    alone, pair = made_points(variant, alone=True), made_points(variant, alone=False)
    if alone == pair:
        score_en = f"{capital(made_en)} alone score {alone}, no more than with your partner"
        score_ko = f"혼자 {josa(made_ko, '을')} 따도 파트너와 함께 할 때와 같은 {alone}점이고"
    else:
        score_en = f"{capital(made_en)} alone score {alone}, against {pair} with your partner"
        score_ko = f"혼자 {josa(made_ko, '을')} 따면 {alone}점, 파트너와 함께면 {pair}점이고"
    return (
        f"Not alone: {short_en}. {score_en}, who may win a trick you would lose.",
        f"혼자 하지는 않습니다. {short_ko}. {score_ko}, 당신이 내줄 트릭을 파트너가 대신 "
        "가져올 수도 있습니다.",
    )


def lone_hand_text(holding: Sequence[Card], trump: Suit) -> tuple[str, str]:
    """A lone hand named as the lessons name it (strategy-calling, "When to go alone"): the
    top three trumps or the trump count, then what stands beside them, with the dealer's
    discard (A-4) left out and said."""
    kept = holding
    if len(holding) > 5:
        discard = dealer_discard(holding, trump)
        kept = [c for c in holding if c != discard]
    trumps = principles.trumps_in(kept, trump)
    tops = [c for c in trumps if is_right_bower(c, trump) or is_left_bower(c, trump)]
    top_three = len(tops) == 2 and any(c.rank is Rank.ACE and c.suit is trump for c in trumps)
    rest = trumps[3:] if top_three else []
    if top_three:
        en = f"the top three trumps ({cards_text(trumps[:3])})"
        ko = f"가장 높은 으뜸패 세 장({cards_ko(trumps[:3])})"
    else:
        en = f"{count_en(len(trumps), 'trump')} ({cards_text(trumps)})"
        ko = f"으뜸패 {len(trumps)}장({cards_ko(trumps)})"
    aces = principles.off_aces(kept, trump)
    more_ko = [f"으뜸패 {cards_ko(rest)}"] if rest else []
    if rest:
        # "with the Q♠ and the A♥ on the side" would put the trump on the side too.
        en += f" and the {' and '.join(str(c) for c in rest)} too"
    if aces:
        en += f"{',' if rest else ''} with the {' and '.join(str(c) for c in aces)} on the side"
        more_ko.append(f"다른 무늬 {cards_ko(aces)}")
    if more_ko:
        ko += "에 " + (f"{josa(more_ko[0], '과')} {more_ko[1]}" if len(more_ko) > 1 else more_ko[0])
    if len(holding) > 5:
        # A clause, not a second parenthesis after the cards' own (review 6: "5 trumps
        # (J♠, …) (after discarding the 10♥)").
        en += f", after discarding the {discard}"
        ko = f"{card_josa(discard, '을')} 버리고 나서도 {ko}"
    return en, ko
