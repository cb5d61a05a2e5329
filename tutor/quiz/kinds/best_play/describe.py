"""best-play words for the position: the names of players and suits, and the counted facts
(trumps out, tricks, makers). The question is facts (``asking``)."""

from __future__ import annotations

from tutor.analysis.position import Position
from tutor.engine import (
    SUITS,
    Card,
    Suit,
    card_power,
)
from tutor.quiz import principles
from tutor.quiz.principles import Situation
from tutor.quiz.words import (
    capital,
    card_josa,
    card_ko,
    cards_ko,
    cards_list,
    cards_text,
    contract_en,
    contract_ko,
    count_en,
    josa,
    seat_name,
    suit_en,
    suit_ko,
)

# -- text -----------------------------------------------------------------------------------
# Seats are named as the player to act sees them (``words.seat_name``), the same words the
# table shows. Principles are quoted only where they fit (``principles.fits``); the web links
# to the lesson section that teaches them, so no rule id appears here.


def _name(seat: int, s: Situation, lang: str) -> str:
    return seat_name(seat, s.seat, s.position.players, lang)


def _names(seats: list[int], s: Situation, lang: str) -> str:
    names = [_name(seat, s, lang) for seat in seats]
    if lang == "en":
        return " and ".join(names)
    return "".join(josa(n, "와") + " " for n in names[:-1]) + names[-1]


def _suits(suits: list[Suit], lang: str, joint: str = " and ") -> str:
    if lang == "en":
        return joint.join(suit_en(x) for x in suits)
    return "".join(josa(suit_ko(x), "와") + " " for x in suits[:-1]) + suit_ko(suits[-1])


def _contract(p: Position) -> tuple[str, str]:
    if p.trump is None and p.low:
        return (
            "No-trump low: the 9 is the strongest card of each suit and the ace the weakest.",
            "노트럼프 로우입니다: 무늬마다 9가 가장 강하고 에이스가 가장 약합니다.",
        )
    return contract_en(p.trump, p.low), contract_ko(p.trump, p.low)


def _side_sentence(s: Situation) -> tuple[str, str]:
    p = s.position
    if p.players == 3:
        if s.makers:
            return (
                "You are the maker, alone against the other two.",
                "당신이 메이커이고, 혼자서 두 사람을 상대합니다.",
            )
        return (
            "You and the other defender play together against the maker.",
            "당신과 다른 수비자가 함께 메이커를 상대합니다.",
        )
    if p.variant.is_bid:
        if s.makers:
            return "Your side won the bid.", "우리 팀이 비드를 따냈습니다."
        return (
            "The other side won the bid: you are defending.",
            "상대 팀이 비드를 따냈고, 당신은 수비 팀입니다.",
        )
    if s.makers:
        return "Your side made trump.", "우리 팀이 으뜸패를 정했습니다."
    return "You are defending.", "당신은 수비 팀입니다."


def _dead_top_trump(s: Situation) -> tuple[str, str] | None:
    """A dead turn-up above every trump in play: name the trump that is top instead."""
    p = s.position
    up = p.upcard
    if up is None or p.trump is None or p.upcard_taken or not s.is_trump(up):
        return None
    in_play = [c for c in [*s.unplayed_elsewhere, *s.hand] if c != up and s.is_trump(c)]
    if not in_play:
        return None
    top = max(in_play, key=lambda c: card_power(c, p.trump, p.trump))
    if card_power(up, p.trump, p.trump) < card_power(top, p.trump, p.trump):
        return None
    return (
        f"The {up} turn-up is dead, so the {top} is the highest trump in play.",
        f"턴업 {card_josa(up, '이')} 죽은 카드이니 쓰일 수 있는 가장 높은 으뜸패는 "
        f"{card_ko(top)}입니다.",
    )


def _shown_out(s: Situation) -> list[tuple[str, str]]:
    """Who has shown out of what (a hard fact: they failed to follow)."""
    p = s.position
    voids = p.voids()
    out: list[tuple[str, str]] = []
    for seat in p.active:
        if seat == s.seat:
            continue
        # Trump first, marked as such: "spades (trump) and diamonds".
        suits = sorted((x for x in SUITS if x in voids[seat]), key=lambda x: x is not p.trump)
        if not suits:
            continue
        name_en, name_ko = _name(seat, s, "en"), _name(seat, s, "ko")
        shown_en = _suits(suits, "en")
        shown_ko = _suits(suits, "ko")
        if p.trump in suits:
            shown_en = shown_en.replace(suit_en(p.trump), f"{suit_en(p.trump)} (trump)", 1)
            shown_ko = shown_ko.replace(suit_ko(p.trump), f"{suit_ko(p.trump)}(으뜸패)", 1)
        # The suits by name, as the catalogue's wording says them ("손패에 하트가 하나도").
        plain_ko = josa(_suits(suits, "ko"), "이")
        none_ko = f"손패에 {plain_ko} {'하나도' if len(suits) == 1 else '모두'}"
        out.append(
            (
                f"{capital(name_en)} has shown out of {shown_en}: "
                f"no {_suits(suits, 'en', ' or ')} are left in that hand.",
                # Who first, and the suits named once (review: the subject came last,
                # after the suits, and they were said twice).
                f"{josa(name_ko, '은')} {josa(shown_ko, '이')} 리드됐을 때 따라 내지 "
                f"못했으니 {none_ko} 없습니다.",
            )
        )
    return out


_KO_COUNTS = ("한", "두", "세", "네", "다섯", "여섯")


def _team_ko(s: Situation) -> str:
    """A side in Korean: 팀, as the lessons write it; in three-hand nobody has a team (the
    maker plays alone against two), so 쪽."""
    return "팀" if s.position.players == 4 else "쪽"


def _count_ko(number: int) -> str:
    """A count of tricks in Korean prose, read with native numbers as the lessons write
    them: "세 트릭", "두 트릭" (the score line keeps its digits)."""
    return _KO_COUNTS[number - 1] if 1 <= number <= len(_KO_COUNTS) else str(number)


def _known_trumps(s: Situation) -> list[tuple[str, str]]:
    """Hard facts about the trumps still out: a turn-up an opponent took and has not
    played (named, and "the only trump left against you" when it is), or that every trump
    still out is in your hand."""
    p = s.position
    if p.trump is None or p.variant.is_bid:
        return []
    out = s.unseen_trumps()
    up = p.upcard
    if (
        up is not None
        and p.upcard_taken
        and s.is_trump(up)
        and up in out
        and p.upcard_holder not in s.side
        and p.upcard_holder in p.active
    ):
        holder_en, holder_ko = _name(p.upcard_holder, s, "en"), _name(p.upcard_holder, s, "ko")
        if out == [up]:
            return [
                (
                    f"{capital(holder_en)} still holds the {up} turn-up: it is the only trump "
                    "left against you.",
                    f"{josa(holder_ko, '은')} 아직 턴업 {card_josa(up, '을')} 가지고 있고, "
                    "이것이 상대에게 남은 유일한 으뜸패입니다.",
                )
            ]
        return [
            (
                f"{capital(holder_en)} still holds the {up} turn-up.",
                f"{josa(holder_ko, '은')} 아직 턴업 {card_josa(up, '을')} 가지고 있습니다.",
            )
        ]
    mine = [c for c in s.hand if s.is_trump(c)]
    elsewhere = [
        c for c in s.unplayed_elsewhere if s.is_trump(c) and not (c == up and not p.upcard_taken)
    ]
    if mine and not elsewhere and s.position.history:
        return [
            (
                f"Every trump still out is in your hand ({cards_text(mine)}).",
                f"남은 으뜸패는 모두 당신 손에 있습니다({cards_ko(mine)}).",
            )
        ]
    return []


# The count of the trumps still out, said where a lead is to be chosen.
TRUMPS_OUT = ("Count the trumps: ", "으뜸패를 세어 보면 ")
TRUMPS_OUT_MAX = 2


def trumps_out_fact(s: Situation) -> list[Card]:
    """The trumps still out (``Situation.unseen_trumps``) where a strong player's count of
    them bears on the lead: on lead after the first trick, one or two left."""
    p = s.position
    if p.trump is None or p.variant.is_bid or not s.on_lead or not p.history:
        return []
    gone = set(principles.out_of_play(s))
    out = principles.trumps_in([c for c in s.unseen_trumps() if c not in gone], p.trump)
    return out if 1 <= len(out) <= TRUMPS_OUT_MAX else []


def known_turn_up(s: Situation) -> tuple[Card, int] | None:
    """A trump turn-up taken and not yet played by another player of the hand (partner or
    opponent): a trump known to be in that hand, and no unseen card."""
    p = s.position
    up = p.upcard
    if (
        up is None
        or not p.upcard_taken
        or p.upcard_holder is None
        or not s.is_trump(up)
        or up in p.played()
        or p.upcard_holder == s.seat
        or p.upcard_holder not in p.active
    ):
        return None
    return up, p.upcard_holder


def _trumps_out_sentence(s: Situation) -> tuple[str, str] | None:
    """The count of the trumps not in your hand (``trumps_out_fact``): every unplayed one
    is named, a known one with the hand that holds it (a turn-up your partner took besides
    yours, one an opponent took among those still out), never left out silently."""
    out = trumps_out_fact(s)
    if not out or s.position.trump is None:
        return None
    mine = principles.trumps_in(s.hand, s.position.trump)
    known = known_turn_up(s)
    ours_en: list[str] = [cards_list(mine)] if mine else []
    ours_ko: list[str] = [cards_ko(mine)] if mine else []
    out_en = [str(c) for c in out]
    out_ko = [card_ko(c) for c in out]
    if known is not None:
        up, holder = known
        holder_en, holder_ko = _name(holder, s, "en"), _name(holder, s, "ko")
        if holder in s.side:
            ours_en.append(f"the {up} turn-up {holder_en} holds")
            ours_ko.append(f"{josa(holder_ko, '이')} 가진 턴업 {card_ko(up)}")
        elif up in out:
            # The known one last, so that its holder reads as holding that card alone.
            at = out.index(up)
            del out_en[at], out_ko[at]
            out_en.append(f"the {up} turn-up {holder_en} holds")
            out_ko.append(f"{josa(holder_ko, '이')} 가진 턴업 {card_ko(up)}")
    yours_en = f"besides your {' and '.join(ours_en)}, " if ours_en else ""
    yours_ko = (
        f"당신의 {' '.join(josa(x, '와') for x in ours_ko[:-1])} {ours_ko[-1]} 말고 ".replace(
            "당신의  ", "당신의 "
        )
        if ours_ko
        else ""
    )
    if not mine and ours_ko:
        yours_ko = yours_ko.replace("당신의 ", "", 1)
        yours_en = yours_en.replace("besides your ", "besides ", 1)
    number_en, number_ko = ("one is", "한 장") if len(out) == 1 else ("two are", "두 장")
    out_en = [x if x.startswith("the ") else f"the {x}" for x in out_en]
    if len(out_en) == 2 and not out_en[1].endswith("holds"):
        out_en[1] = out_en[1][4:]  # "the J♦ and K♦"
    listed_en = " and ".join(out_en)
    held_out = len(out_ko) == 2 and out_ko[1].startswith(("왼쪽", "오른쪽"))
    listed_ko = f"{josa(out_ko[0], '와')} {out_ko[1]}" if held_out else ", ".join(out_ko)
    return (
        f"{TRUMPS_OUT[0]}{yours_en}only {number_en} still out, {listed_en}.",
        f"{TRUMPS_OUT[1]}{yours_ko}아직 나오지 않은 으뜸패는 {listed_ko} {number_ko}뿐입니다.",
    )


def _tricks(s: Situation) -> list[tuple[str, str]]:
    """Tricks won so far, and what the remaining tricks are worth in points."""
    p = s.position
    if not p.history:
        return []
    won = p.tricks_won()
    mine = sum(won[x] for x in s.side)
    theirs = sum(won.values()) - mine
    # Three-hand: the maker plays alone (rules-spec 2.4), so one maker and no "side" of his.
    lone_maker = p.players == 3
    team = _team_ko(s)
    if lone_maker and s.makers:
        so_far = (
            f"Tricks so far: you {mine}, the defenders {theirs}.",
            f"지금까지 가져온 트릭: 당신 {mine}, 수비자 두 명 {theirs}.",
        )
    else:
        so_far = (
            f"Tricks so far: your side {mine}, the opponents {theirs}.",
            f"지금까지 가져온 트릭: 우리 {team} {mine}, 상대 {team} {theirs}.",
        )
    sentences = [so_far]
    if p.variant.is_bid:
        return sentences
    makers = mine if s.makers else theirs
    defenders = theirs if s.makers else mine
    need = 3
    makers_en, has, need_s = (
        ("The maker", "has", "needs") if lone_maker else ("The makers", "have", "need")
    )
    # The lessons' words: a side is a 팀 (메이커 팀, 수비 팀; in three-hand the lone maker
    # and 수비 쪽), and the makers 유커를 당하다, the glossary's verb (not 유커시키다).
    makers_ko = "메이커" if lone_maker else "메이커 팀"
    them_en = "euchre the maker" if lone_maker else "euchre them"
    if p.alone and p.players == 4:
        # A loner: one player, named as the table names them.
        loner_en, loner_ko = _name(p.maker, s, "en"), _name(p.maker, s, "ko")
        you = p.maker == s.seat
        makers_en, has, need_s = (
            capital(loner_en),
            ("have" if you else "has"),
            ("need" if you else "needs"),
        )
        makers_ko = loner_ko
        them_en = "euchre you" if you else "euchre the lone hand"
    if defenders == 0 and makers >= need:
        sentences.append(
            (
                f"{capital(makers_en)} {has} {count_en(makers, 'trick')}: the hand is made, "
                "and only "
                "taking all five (a march) scores more. A fourth trick on its own adds nothing.",
                f"{josa(makers_ko, '이')} {_count_ko(makers)} 트릭을 가져왔으니 이번 판은 이미 "
                "성공입니다. 점수가 더 늘어나는 것은 다섯 트릭을 모두 가져오는 전승뿐이고, 네 번째 "
                "트릭만으로는 달라지는 것이 없습니다.",
            )
        )
    elif 1 <= defenders < need and makers < need:
        # Said of the side that is euchred, so the sentence cannot read as the defenders'
        # own euchre; the march is stopped (defending) or out of reach (making).
        march_ko = "전승은 할 수 없습니다." if s.makers else "전승은 이미 막았습니다."
        # Three-hand: the two defenders are no team (수비자 두 명), as the catalogue says.
        defenders_ko = "수비 팀" if s.position.players == 4 else "수비자 두 명"
        sentences.append(
            (
                f"The defenders have {count_en(defenders, 'trick')}, so there is no march: "
                f"{makers_en.lower()} {need_s} "
                f"{count_en(need - makers, 'more trick', 'more tricks')} to score, "
                f"the defenders {need - defenders} to {them_en}.",
                f"{josa(defenders_ko, '이')} {_count_ko(defenders)} 트릭을 가져왔으니 "
                f"{march_ko} {josa(makers_ko, '은')} {_count_ko(need - makers)} 트릭을 더 "
                f"가져와야 점수를 내고, {josa(defenders_ko, '이')} "
                f"{_count_ko(need - defenders)} 트릭을 더 가져오면 {josa(makers_ko, '이')} "
                "유커를 당합니다.",
            )
        )
    return sentences


def _makers(s: Situation) -> tuple[str, str]:
    """The side that made the contract: the makers (메이커), in Bid Euchre the bidders
    (계약 팀), as the Bid Euchre lessons call them."""
    if s.position.variant.is_bid:
        return "bidders", "계약 팀"
    if s.position.players == 3:
        return "maker", "메이커"
    return "makers", "메이커"


def _opponents_words(s: Situation) -> tuple[str, str]:
    """The side a defender plays against, as a sentence names it: the makers, or against a
    loner the one player by seat ("the right opponent")."""
    p = s.position
    if p.alone and p.players == 4 and not s.makers:
        return _name(p.maker, s, "en"), _name(p.maker, s, "ko")
    makers_en, makers_ko = _makers(s)
    return f"the {makers_en}", makers_ko


def _single_maker(s: Situation) -> bool:
    """The side a defender plays against is one player: a loner, or the three-hand maker."""
    p = s.position
    return p.players == 3 or (p.alone and p.players == 4)


def partner_may_hold_trump(s: Situation) -> bool:
    """A partner in play who has not shown out of trump: the only trumps a defender's trump
    lead could draw for the makers besides the leader's own (A-5's reason)."""
    p = s.position
    voids = p.voids()
    partners = [x for x in s.side if x != s.seat and x in p.active]
    return any(p.trump not in voids[x] for x in partners)


def _winner_text(s: Situation) -> tuple[str, str]:
    seat = s.winner_seat if s.winner_seat is not None else s.seat
    card = s.winner_card
    if card is None:
        raise ValueError("no trick in progress")
    who_en, who_ko = _name(seat, s, "en"), _name(seat, s, "ko")
    return f"{who_en}'s {card}", f"{who_ko}의 {card_ko(card)}"
