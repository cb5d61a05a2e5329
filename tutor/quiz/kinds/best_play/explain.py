"""best-play explanations: the whole explanation of an answer (the value, the rejected
cards, a close play, a tie)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.analysis.judge import (
    Judgement,
)
from tutor.engine import (
    Card,
)
from tutor.quiz import principles
from tutor.quiz.kinds.base import (
    text,
)
from tutor.quiz.kinds.best_play.describe import (
    _contract,
    _dead_top_trump,
    _known_trumps,
    _opponents_words,
    _shown_out,
    _side_sentence,
    _team_ko,
    _tricks,
    _trumps_out_sentence,
    _winner_text,
    partner_may_hold_trump,
    trumps_out_fact,
)
from tutor.quiz.kinds.best_play.facts import (
    _boss_sentence,
    _certain_sentence,
    _nobody_follows_sentences,
    _turn_up_once,
)
from tutor.quiz.kinds.best_play.sentences import _principle_sentences
from tutor.quiz.principles import Situation
from tutor.quiz.words import (
    card_josa,
    card_ko,
    cards_ko,
    cards_list,
    cards_text,
    josa,
    lines,
)


def _unit(item: Mapping[str, Any]) -> str:
    return "points" if item.get("evaluation_unit") == "points" else "tricks"


def _value_sentence(
    judgement: Judgement, unit: str, alone: bool = False, team: str = "팀"
) -> tuple[str, str]:
    """The sampled values; ``alone``: the three-hand maker, who has no side; ``team``: the
    Korean word for a side (쪽 in three-hand, where nobody has a team)."""
    answer = judgement.best
    side_en, side_ko = ("you", "당신의") if alone else ("your side", f"우리 {team}")
    ranked = judgement.ranked()
    best_value = ranked[0][1]
    second, second_value = ranked[1]
    deals = judgement.samples
    if unit == "points":
        return (
            f"Over {deals} deals of the cards you cannot see, {answer} gives {side_en} "
            f"{best_value:+.2f} expected points; the next best, {second}, {second_value:+.2f}.",
            # The score is the side's, when it plays the card (not the card's).
            f"보이지 않는 카드의 배치 {deals}가지를 계산해 보면 {card_josa(answer, '을')} 낼 때 "
            f"{side_ko} 기대 점수는 {best_value:+.2f}점이고, 다음으로 좋은 "
            f"{card_josa(second, '은')} {second_value:+.2f}점입니다.",
        )
    return (
        f"Over {deals} deals of the cards you cannot see, {answer} averages "
        f"{best_value:.2f} tricks for {side_en}; the next best, {second}, {second_value:.2f}.",
        f"보이지 않는 카드의 배치 {deals}가지를 계산해 보면 {card_josa(answer, '을')} 낼 때 "
        f"{'당신이' if alone else f'우리 {team}이'} 가져오는 트릭은 평균 {best_value:.2f}트릭이고, "
        f"다음으로 좋은 {card_josa(second, '은')} {second_value:.2f}트릭입니다.",
    )


def _rejected_clause(s: Situation, answer: Card, card: Card) -> tuple[str, str]:
    """What one rejected choice does that the answer does not (en, ko), as the position
    shows it: a trump led on defence, a trick given up, partner's trick overtaken, a
    higher winner spent, a trump spent on a trick it need not win."""
    c, ck = str(card), card_ko(card)
    if s.on_lead:
        if (
            s.is_trump(card)
            and not s.makers
            and not s.is_trump(answer)
            and partner_may_hold_trump(s)
        ):
            opp_en, opp_ko = _opponents_words(s)
            return f"leading the {c} helps {opp_en} draw trumps", (
                f"{josa(ck, '을')} 리드하면 {josa(opp_ko, '이')} 으뜸패를 뽑아내도록 돕습니다"
            )
        if not s.is_trump(card) and s.is_trump(answer) and s.makers:
            # The leader leaves the trumps out, not the card: said of the lead.
            return f"the {c} leaves the opponents' trumps out to ruff it", (
                f"{josa(ck, '을')} 리드하면 상대의 으뜸패가 남아 있어 잘릴 수 있습니다"
            )
        return (
            f"the {c} scores less over the deals",
            f"{josa(ck, '은')} 여러 배치에서 평균 점수가 더 낮습니다",
        )
    if s.partner_winning and s.beats_winner(card):
        return f"the {c} overtakes your partner's winning card", (
            f"{josa(ck, '은')} 이기고 있는 파트너의 카드를 덮어씁니다"
        )
    if s.beats_winner(answer) and not s.beats_winner(card):
        return f"the {c} gives up the trick", f"{josa(ck, '은')} 트릭을 내줍니다"
    if s.beats_winner(card) and not s.beats_winner(answer):
        return f"the {c} spends a stronger card on this trick", (
            f"{josa(ck, '은')} 이 트릭에 더 강한 카드를 씁니다"
        )
    if s.beats_winner(card) and s._power(card) > s._power(answer):
        # The card is the stronger one: it wins too, at a higher price.
        return f"the {c} beats it with a stronger card", (
            f"{josa(ck, '으로')}도 이기지만 더 강한 카드를 씁니다"
        )
    if (
        s.beats_winner(card)
        and principles.cheap_winner_threats(s, answer)
        and principles.beaters(s, card)
    ):
        # A taken turn-up among the threats is not "still out": the threat is who plays next.
        return f"the {c} may be beaten by an opponent still to play", (
            f"{josa(ck, '은')} 아직 낼 상대에게 질 수 있습니다"
        )
    if s.is_trump(card) and not s.is_trump(answer):
        return f"the {c} spends a trump", f"{josa(ck, '은')} 으뜸패를 씁니다"
    return (
        f"the {c} scores less over the deals",
        f"{josa(ck, '은')} 여러 배치에서 평균 점수가 더 낮습니다",
    )


def _rejected_sentence(s: Situation, judgement: Judgement, unit: str) -> tuple[str, str] | None:
    """Why the answer beats each other choice: one clause per card, with its value."""
    answer = judgement.best
    ranked = judgement.ranked()[1:]
    if not ranked:
        return None
    fmt = "{:+.2f}" if unit == "points" else "{:.2f}"
    en: list[str] = []
    ko: list[str] = []
    for card, value in ranked:
        clause_en, clause_ko = _rejected_clause(s, answer, card)
        en.append(f"{clause_en} ({fmt.format(value)})")
        ko.append(f"{clause_ko}({fmt.format(value)})")
    return (
        f"Compared with {answer}: " + "; ".join(en) + ".",
        # Each clause is a whole 합니다 sentence: a full stop between them, not the English
        # semicolon turned comma.
        f"나머지 선택지({josa(card_ko(answer), '과')} 비교): " + ". ".join(ko) + ".",
    )


# A proven lead is called close in the text when its mean is under this many points a
# hand, or its one-sided 99% bound (what the fresh deals are sure of) under the second
# figure: right, but no big edge (issue 10 review: only the Bid calling kinds said so).
# Every proven lead is at least MARGIN_POINTS (0.15) sure; a hand of Bid Euchre scores
# about twice what a hand of the knock games does, so its thresholds are twice as high.
CLOSE_PLAY = (0.25, 0.2)
CLOSE_PLAY_BID = (0.5, 0.4)


def is_close_play(confirm: Mapping[str, Any] | None, *, bid: bool) -> bool:
    """Whether a card play's stored proof (``confirm``) leads the runner-up only thinly."""
    if confirm is None:
        return False
    margin, bound = CLOSE_PLAY_BID if bid else CLOSE_PLAY
    return float(confirm["margin"]) < margin or float(confirm["lower_bound"]) < bound


def close_play_sentence(
    judgement: Judgement, confirm: Mapping[str, Any] | None, *, bid: bool
) -> tuple[str, str] | None:
    """The close wording (``is_close_play``): the lead over the runner-up and how small the
    fresh deals say it may be, so a thin edge is not taught as a clear one."""
    if not is_close_play(confirm, bid=bid) or confirm is None:
        return None
    runner = judgement.runner_up
    if runner is None:
        return None
    answer = judgement.best
    margin, bound = float(confirm["margin"]), float(confirm["lower_bound"])
    return (
        f"It is close: the {answer} leads the {runner} by {margin:.2f} points a hand "
        f"on average, and with 99% confidence the lead is at least {bound:.2f}. "
        f"The {answer} is the better card, but not by much.",
        f"이번에는 차이가 크지 않습니다. {card_josa(answer, '은')} {card_ko(runner)}보다 "
        f"한 판 평균 {margin:.2f}점 앞서고, 99% 신뢰도로 장담할 수 있는 "
        # 'but not by much' without a third 차이: 조금이나마.
        f"차이는 {bound:.2f}점뿐입니다. 그래도 {card_josa(answer, '이')} 조금이나마 더 나은 "
        "카드입니다.",
    )


def explain(
    s: Situation,
    judgement: Judgement,
    principle: str | None,
    themes: list[str],
    why: tuple[str, str] | None = None,
    unit: str = "points",
    *,
    quote: bool = True,
    note: str = "",
    confirm: Mapping[str, Any] | None = None,
) -> dict[str, str]:
    """The explanation; ``quote=False`` for a counter-example, whose note (opening the
    explanation, ``note`` its English) already quotes the advice that gives way and the one
    that wins;
    ``principle`` None for a winner safer than the cheapest, which follows none;
    ``confirm``, the item's stored proof, makes a thin lead read as close."""
    p = s.position
    answer = judgement.best
    sentences = [_contract(p), _side_sentence(s)]
    dead = _dead_top_trump(s)
    if dead is not None:
        sentences.append(dead)
    sentences += _shown_out(s)
    known = _known_trumps(s)
    sentences += known
    counted = principle == "S0-1" and _trump_count(s) is not None
    # Not where the turn-up sentence already names every trump out, or S0-1's count does.
    named = all(any(str(c) in en for en, _ in known) for c in trumps_out_fact(s))
    out = None if (known and named) or counted else _trumps_out_sentence(s)
    if out is not None:
        sentences.append(out)
    sentences += _tricks(s)
    if s.winner_card is not None:
        held_en, held_ko = _winner_text(s)
        sentences.append(
            (
                f"So far {held_en} is winning the trick.",
                f"지금은 {josa(held_ko, '이')} 트릭을 이기고 있습니다.",
            )
        )
    sentences.append(_principle_sentences(principle, s, answer, quote=quote))
    sentences += _tie_sentences(s, principle, answer)
    count = _trump_count(s) if principle == "S0-1" else None
    if count is not None:
        sentences.append(count)
    if why is not None:
        sentences.append(why)
    sentences = _turn_up_once(s, sentences, known, note)
    if s.on_lead:
        boss = _boss_sentence(s, answer, [en for en, _ in sentences])
        if boss is not None:
            sentences.append(boss)
        sentences += _nobody_follows_sentences(s, [en for en, _ in sentences])
    certain = _certain_sentence(s, answer)
    if certain is not None:
        sentences.append(certain)
    sentences.append(
        _value_sentence(judgement, unit, alone=p.players == 3 and s.makers, team=_team_ko(s))
    )
    rejected = _rejected_sentence(s, judgement, unit)
    if rejected is not None:
        sentences.append(rejected)
    close = (
        close_play_sentence(judgement, confirm, bid=p.variant.is_bid) if unit == "points" else None
    )
    if close is not None:
        sentences.append(close)
    sentences.append((f"Play {answer}.", f"{card_josa(answer, '을')} 내세요."))
    return text(lines([en for en, _ in sentences]), lines([ko for _, ko in sentences]))


# -- ties: legal cards the quoted principle fits as well as the answer ----------------------


def unseparated(s: Situation, principle: str | None, answer: Card) -> list[Card]:
    """The legal cards the principle fits as well as the answer, with no tie-breaker that
    prefers the answer (``principles.unseparated``)."""
    plays = [principles.Play(s, c) for c in s.legal]
    chosen = next(p for p in plays if p.card == answer)
    return [p.card for p in principles.unseparated(principle, chosen, plays)]  # type: ignore[union-attr]


def trump_count(s: Situation) -> tuple[list[Card], list[Card], Card | None, list[Card]]:
    """A-1's count as the player makes it: the trumps played, those in hand, a turn-up
    known to be out of the opponents' hands (dead, or taken by my side), and the rest,
    which an opponent may hold."""
    p = s.position
    if p.trump is None:
        return [], [], None, []
    played = principles.trumps_in([c for c in p.played() if s.is_trump(c)], p.trump)
    mine = principles.trumps_in(s.hand, p.trump)
    up = p.upcard
    known = (
        up
        if up is not None
        and s.is_trump(up)
        and up not in played
        and up not in s.hand
        and (not p.upcard_taken or p.upcard_holder in s.side)
        else None
    )
    return played, mine, known, principles.trumps_in(s.unseen_trumps(), p.trump)


def _trump_count(s: Situation) -> tuple[str, str] | None:
    """Why not cash a winner yet: counted, the trumps are not all out (A-1). Said where the
    answer leads trump while a plain winner waits in the hand."""
    winners = [c for c in s.legal if not s.is_trump(c) and s.is_boss(c)]
    if not winners or not s.on_lead or not s.trumps_against():
        return None
    played, mine, known, rest = trump_count(s)
    total = len([c for c in s.position.variant.cards() if s.is_trump(c)])
    played_en = (
        "none has been played" if not played else f"{len(played)} played ({cards_text(played)})"
    )
    played_ko = "나온 것은 없고" if not played else f"{len(played)}장({cards_ko(played)})이 나왔고"
    known_en = known_ko = ""
    if known is not None and not s.position.upcard_taken:
        known_en = f"; the {known} turn-up is out of play"
        known_ko = f" 턴업 {card_josa(known, '은')} 이번 판에 쓰이지 않습니다."
    elif known is not None:
        known_en = f"; your partner took the {known} turn-up"
        known_ko = f" 턴업 {card_josa(known, '은')} 파트너가 가져갔습니다."
    win_en, win_ko = cards_list(winners), cards_ko(winners)
    return (
        f"Count the trumps: of the {total}, {played_en}, and you hold {len(mine)} "
        f"({cards_text(mine)}){known_en}. That leaves {len(rest)} ({cards_text(rest)}) an "
        f"opponent may hold, so your {win_en} can still be trumped.",
        f"으뜸패를 셉니다. {total}장 중 {played_ko} 당신에게 {len(mine)}장({cards_ko(mine)})이 "
        f"있습니다.{known_ko} 남은 {len(rest)}장({cards_ko(rest)})은 상대에게 있을 수 있으니 "
        f"{josa(win_ko, '은')} 아직 잘릴 수 있습니다.",
    )


def _tie_sentences(s: Situation, principle: str | None, answer: Card) -> list[tuple[str, str]]:
    """Why the answer and not the other cards the principle fits as well: each tie-breaker
    (``principles.tie_break``) once, with the cards it sets aside."""
    plays = [principles.Play(s, c) for c in s.legal]
    chosen = next(p for p in plays if p.card == answer)
    by_tie: dict[str, list[Card]] = {}
    for rival in principles.rivals(principle, chosen, plays):
        tie = principles.tie_break(principle, chosen, rival)
        if tie is not None and isinstance(rival, principles.Play):
            by_tie.setdefault(tie, []).append(rival.card)
    a, ak = str(answer), card_ko(answer)
    partner_called = s.position.maker != s.seat and s.position.maker in s.side
    sentences: list[tuple[str, str]] = []
    for tie, cards in by_tie.items():
        cards = sorted(cards, key=s.low_key, reverse=True)
        others_ko = cards_ko(cards)
        if tie == "highest-trump" and not partner_called:
            rather = "the " + cards_list(cards, joint="or")
            sentences.append(
                (
                    f"Lead your highest trump, {a}, rather than {rather}.",
                    f"{others_ko} 대신 가장 높은 으뜸패인 {josa(ak, '을')} 리드합니다.",
                )
            )
        elif tie == "lowest":
            which_en, which_ko = {
                "S0-4": (
                    "the cards that leave the trick to your partner",
                    "파트너에게 트릭을 맡기는 카드",
                ),
                "S0-5": ("the cards you can throw", "버릴 수 있는 카드"),
            }.get(principle or "", ("these cards", "이런 카드"))
            sentences.append(
                (
                    f"Of {which_en}, {a} is the lowest: keep "
                    f"the {cards_list(cards)} for later tricks.",
                    f"{which_ko} 중 {josa(ak, '이')} 가장 낮으니 "
                    f"{josa(others_ko, '은')} 나중 트릭을 위해 남깁니다.",
                )
            )
        elif tie == "S0-2":
            sentences.append(_principle_sentences("S0-2", s, answer))
    return sentences
