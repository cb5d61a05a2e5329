"""best-play certain facts: sentences that count the cards out (nobody else follows, the
highest card left, the turned-up card)."""

from __future__ import annotations

from collections.abc import Sequence

from tutor.engine import (
    Card,
    Suit,
    card_power,
    effective_suit,
    suit_name,
)
from tutor.quiz import principles
from tutor.quiz.kinds.best_play.describe import (
    _count_ko,
    _name,
    _names,
    _opponents_words,
    _team_ko,
    known_turn_up,
)
from tutor.quiz.kinds.best_play.themes import _suit_top
from tutor.quiz.principles import Situation
from tutor.quiz.words import (
    card_josa,
    card_ko,
    cards_ko,
    cards_list,
    count_en,
    josa,
    suit_ko,
)

# The words the facts below open with: a test holds every bank to them (tests/quiz).
NOBODY_FOLLOWS = ("Nobody else holds ", "이제 당신만 가지고 있습니다")
CERTAIN = ("Counting the cards out makes it certain", "나온 카드를 세어 보면 확실합니다")


def _turn_up_against(s: Situation, said: Sequence[str] = ()) -> tuple[str, str]:
    """A trump an opponent is known to hold (the turn-up taken and not yet played), as a
    clause for a lead only a trump can take: that opponent can take it. Where an earlier
    sentence (``said``) already says who holds the turn-up, the clause does not repeat the
    card (602/47): that opponent "has one"."""
    p = s.position
    up = p.upcard
    if (
        up is None
        or not p.upcard_taken
        or not s.is_trump(up)
        or up in p.played()
        or p.upcard_holder in s.side
        or p.upcard_holder not in p.active
    ):
        return "", ""
    holder_en, holder_ko = _name(p.upcard_holder, s, "en"), _name(p.upcard_holder, s, "ko")
    if _turn_up_said(up, said):
        return (
            f", and {holder_en} has one",
            f" {josa(holder_ko, '은')} 으뜸패가 있어 자를 수 있습니다.",
        )
    return (
        f", and {holder_en} holds the {up} turn-up",
        f" {josa(holder_ko, '은')} 턴업 {card_josa(up, '을')} 가지고 있습니다.",
    )


def _turn_up_said(up: Card, said: Sequence[str]) -> bool:
    """Whether a sentence already says who holds the ``up`` turn-up."""
    return any(f"holds the {up} turn-up" in x or f"{up} turn-up " in x for x in said)


def _turn_up_once(
    s: Situation, sentences: list[tuple[str, str]], known: list[tuple[str, str]], note: str = ""
) -> list[tuple[str, str]]:
    """Who holds a taken turn-up, said once (602/47, 602/24): the opening fact is dropped
    where a later sentence (a trump count, a threat to the trick) says it in its place."""
    turn_up = known_turn_up(s)
    if turn_up is None or not known or turn_up[1] in s.side:
        return sentences
    up = turn_up[0]
    later = [note, *(en for en, _ in sentences if not any(en == k for k, _ in known))]
    if not _turn_up_said(up, later):
        return sentences
    return [x for x in sentences if x not in known]


def _void_trumpers(s: Situation, suit: Suit, said: Sequence[str]) -> tuple[str, str]:
    """Who can trump the highest card left of ``suit`` (607/16): the opponents shown out of
    the suit and not of trump; the one known to hold a trump (a taken turn-up) "has one"."""
    p = s.position
    voids = p.voids()
    who = [x for x in s.opponents() if suit in voids[x] and s.trump not in voids[x]]
    if not who:
        return "", ""
    up = p.upcard
    known = (
        p.upcard_holder
        if up is not None
        and p.upcard_taken
        and s.is_trump(up)
        and up not in p.played()
        and p.upcard_holder in who
        else None
    )
    word_en, word_ko = suit_name(suit, "en"), suit_ko(suit)
    names_en, names_ko = _names(who, s, "en"), _names(who, s, "ko")
    out_en = f"out of {word_en}s" if not word_en.endswith("s") else f"out of {word_en}"
    if known is not None and up is not None and len(who) == 1:
        turn_up = _turn_up_said(up, said)
        has_en = "has one" if turn_up else f"holds the {up} turn-up"
        return (
            f", and {names_en}, {out_en}, {has_en}",
            f" {josa(word_ko, '이')} 없는 {josa(names_ko, '은')} 으뜸패가 있어 자를 수 있습니다."
            if turn_up
            else f" {josa(word_ko, '이')} 없는 {josa(names_ko, '은')} 턴업 "
            f"{card_josa(up, '을')} 가지고 있어 자를 수 있습니다.",
        )
    return (
        f", which {names_en}, {out_en}, may do",
        f" {josa(word_ko, '이')} 없는 {josa(names_ko, '은')} 으뜸패가 있으면 자를 수 있습니다.",
    )


def _nobody_follows_sentences(s: Situation, said: Sequence[str] = ()) -> list[tuple[str, str]]:
    """On lead, each suit of the legal cards that no other player can follow
    (``principles.nobody_follows``): the last cards of their suit, which only a trump can
    take, or which win outright where no opponent can hold a trump (or nothing is trump)."""
    by_suit: dict[Suit, list[Card]] = {}
    for card in s.legal:
        if principles.nobody_follows(s, card):
            suit = effective_suit(card, s.trump)
            if suit is not None:
                by_suit.setdefault(suit, []).append(card)
    gone = set(principles.out_of_play(s))
    sentences: list[tuple[str, str]] = []
    for suit, cards in by_suit.items():
        cards = sorted(cards, key=s.low_key, reverse=True)
        trump = s.is_trump(cards[0])
        word_en = "trump" if trump else suit_name(suit, "en")
        word_ko = "으뜸패" if trump else suit_ko(suit)
        out = any(
            c in gone and effective_suit(c, s.trump) is suit for c in s.position.variant.cards()
        )
        others_en = f"every other {word_en} has been played" + (" or is out of play" if out else "")
        others_ko = f"나머지 {josa(word_ko, '은')} 모두 나왔" + (
            "거나 이번 판에 쓰이지 않습니다" if out else "습니다"
        )
        these_en = cards_list(cards, joint="or")
        these_ko = josa(cards_ko(cards), "을")
        single = len(cards) == 1
        each_en, each_ko = ("it wins", "") if single else ("each wins", "어느 것이든 ")
        it_en = "it" if single else "them"
        opening_en = f"{NOBODY_FOLLOWS[0]}a {word_en} ({others_en})"
        opening_ko = f"{josa(word_ko, '은')} {NOBODY_FOLLOWS[1]}({others_ko})"
        if trump:
            sentences.append(
                (
                    f"{opening_en}: nobody can follow the {these_en} or beat {it_en}; "
                    f"{each_en} the trick when led.",
                    f"{opening_ko}. {each_ko}{these_ko} 리드하면 따라 낼 사람도, 이길 카드도 "
                    "없습니다.",
                )
            )
        elif s.trump is not None and s.trumps_against():
            held_en, held_ko = _turn_up_against(s, said)
            sentences.append(
                (
                    f"{opening_en}, so nobody can follow the {these_en}: only a trump can "
                    f"take {it_en}{held_en}.",
                    f"{opening_ko}. {these_ko} 리드하면 아무도 {josa(word_ko, '를')} "
                    "따라 낼 수 없으니 "
                    f"{'이 카드를' if single else '이 카드들을'} 이기려면 "
                    f"으뜸패로 잘라야 합니다.{held_ko}",
                )
            )
        else:
            no_trump_en = "" if s.trump is None else ", and no opponent can hold a trump"
            no_trump_ko = "" if s.trump is None else " 상대에게 남은 으뜸패도 없으니"
            sentences.append(
                (
                    f"{opening_en}, so nobody can follow the {these_en}{no_trump_en}: "
                    f"{each_en} the trick when led.",
                    f"{opening_ko}. {these_ko} 리드하면 아무도 {josa(word_ko, '를')} "
                    f"따라 낼 수 없고{no_trump_ko} "
                    f"{each_ko}트릭을 가져옵니다.",
                )
            )
    return sentences


BOSS = ("is the highest ", "가운데 가장 높습니다")
BOSS_LISTED = 3  # the lower cards still out, named up to this many


def boss_lead_fact(s: Situation, answer: Card) -> bool:
    """The answer is a lead of the highest card left of a plain suit that others may still
    follow (``Situation.is_boss``; the last cards of a suit have their own sentence), not
    its suit's top card (an ace) and with no higher one of its suit in the hand."""
    suit = effective_suit(answer, s.trump)
    if not s.on_lead or suit is None or s.is_trump(answer) or not s.is_boss(answer):
        return False
    # Where nothing of its suit ranks above it anyway (an ace), its being highest is no news.
    top = _suit_top(s, suit)
    power = card_power(answer, s.trump, suit, low=s.low)
    higher_held = any(
        effective_suit(c, s.trump) is suit and card_power(c, s.trump, suit, low=s.low) > power
        for c in s.hand
    )
    return answer != top and not higher_held and not principles.nobody_follows(s, answer)


def _boss_sentence(s: Situation, answer: Card, said: list[str]) -> tuple[str, str] | None:
    """Why the led card wins unless trumped: nothing higher of its suit is still out. Not
    where the text already calls it the highest (S0-2's sentence, a cash)."""
    a = str(answer)
    if not boss_lead_fact(s, answer) or any(a in x and "highest" in x for x in said):
        return None
    suit = effective_suit(answer, s.trump)
    if suit is None:
        return None
    gone = set(principles.out_of_play(s))
    lower = sorted(
        (c for c in s.unplayed_elsewhere if effective_suit(c, s.trump) is suit and c not in gone),
        key=s.low_key,
        reverse=True,
    )
    word_en, word_ko = suit_name(suit, "en"), suit_ko(suit)
    if len(lower) <= BOSS_LISTED:
        out_en = f"only the {cards_list(lower)} {'is' if len(lower) == 1 else 'are'} still out"
        out_ko = f"아직 나오지 않은 {josa(word_ko, '은')} {cards_ko(lower)}뿐입니다"
    else:
        out_en = f"every higher {word_en} has been played"
        out_ko = f"더 높은 {josa(word_ko, '은')} 모두 나왔습니다"
    if s.trump is not None and s.trumps_against():
        who_en, who_ko = _void_trumpers(s, suit, said)
        end_en, end_ko = (
            f"only a trump can take it{who_en}",
            "다른 사람이 이 카드를 이기려면 으뜸패로 잘라야 합니다"
            + (f".{who_ko.rstrip('.')}" if who_ko else ""),
        )
    elif s.trump is not None:
        end_en = "no opponent can hold a trump, so it wins the trick"
        end_ko = "상대에게 남은 으뜸패도 없으니 트릭을 가져옵니다"
    else:
        end_en, end_ko = "it wins the trick", "트릭을 가져옵니다"
    return (
        f"The {a} {BOSS[0]}{word_en} left ({out_en}): {end_en}.",
        f"{card_josa(answer, '은')} 남은 {word_ko} {BOSS[1]}({out_ko}). {end_ko}.",
    )


def _certain_sentence(s: Situation, answer: Card) -> tuple[str, str] | None:
    """Where counting the cards out proves the answer reaches the side's next score
    (``principles.certain_goal``): whatever the unseen cards and however they are played."""
    goal = principles.certain_goal(s, answer)
    if goal is None:
        return None
    p = s.position
    won = p.tricks_won()
    mine = sum(won[x] for x in s.side)
    left = p.variant.hand_size - len(p.history)
    need = goal.tricks - mine
    # The largest number the count makes certain, not merely the goal's (1202/23: the 10♥
    # takes both tricks left in every deal, where the goal needs one).
    sure = max(need, principles.certain_tricks(s, answer, need))
    lone = p.players == 3 and s.makers
    who_en, who_ko = (
        ("you take", "당신이") if lone else ("your side takes", f"우리 {_team_ko(s)}이")
    )
    if sure >= left:
        share_en = {1: "the last trick", 2: "both tricks left"}.get(left, f"all {left} tricks left")
        # Numbers as the English says them: none for the last trick or both.
        share_ko = {1: "마지막 트릭을", 2: "남은 트릭을 모두"}.get(
            left, f"남은 {_count_ko(left)} 트릭을 모두"
        )
    else:
        share_en = f"at least {sure} of the {left} tricks left"
        share_ko = f"남은 {_count_ko(left)} 트릭 가운데 적어도 {_count_ko(sure)} 트릭을"
    opp_en, opp_ko = _opponents_words(s)
    outcome_en, outcome_ko = {
        "euchre": (f"enough to euchre {opp_en}", f"{josa(opp_ko, '은')} 유커를 당합니다"),
        "make": ("enough to make the hand", "점수를 냅니다"),
        "march": ("a march", "전승을 거둡니다"),
        "set": ("enough to set the bidders", "계약 팀을 실패시킵니다"),
        "bid": ("enough to make your bid", "계약을 지킵니다"),
    }[goal.what]
    verb_en, verb_ko = ("lead", "리드하면") if s.on_lead else ("play", "내면")
    # Another card that reaches the goal as surely: "just as certain" only where the count
    # makes it sure of as many tricks; one sure of fewer is said to be.
    also = [c for c in s.legal if c != answer and principles.certain_goal(s, c) == goal]
    counts = {c: max(need, principles.certain_tricks(s, c, need)) for c in also}
    same = [c for c in also if counts[c] >= sure]
    fewer = [c for c in also if counts[c] < sure]
    also_en = also_ko = ""
    if same:
        also_en = (
            f"; the {cards_list(same, joint='or')} would make it just as certain, "
            "so the deals decide between them"
        )
        also_ko = (
            f" {josa(cards_ko(same), '을')} 내도 똑같이 확실하니, 어느 쪽이 나은지는 여러 "
            "배치를 계산해 보고 정합니다."
        )
    for c in fewer:
        also_en += (
            f"; the {c} would reach it too, but is sure of only {count_en(counts[c], 'trick')}"
        )
        also_ko += (
            f" {card_ko(c)}도 목표에는 닿지만 확실한 것은 {_count_ko(counts[c])} 트릭뿐입니다."
        )
    return (
        f"{CERTAIN[0]}: whatever the unseen cards and however everyone plays them, "
        f"once you {verb_en} the {answer} {who_en} {share_en}, {outcome_en}{also_en}.",
        f"{CERTAIN[1]}. 보이지 않는 카드가 어떻게 놓여 있고 누가 어떻게 내든 "
        f"{card_josa(answer, '을')} {verb_ko} {who_ko} {share_ko} 가져가 {outcome_ko}.{also_ko}",
    )
