"""Lone calls strong players would dispute (issue 30): the one sentence every calling kind
adds when its proven answer goes alone without the right bower, the ace of trump or (in a
pack with one) the Benny.

Many strong players would not go alone without one of those cards, so such an answer must
say why the numbers favour it here. The numbers are the item's own proof (``confirm``,
tutor.analysis.proof): on the confirming deals going alone leads the nearest other choice
by ``margin`` points a deal on average (the smallest mean lead), and each other choice by
at least ``lower_bound`` at 99% confidence (the smallest one-sided lower bound). Where a
kind counts lone outcomes on those deals (go-alone's ``lone_outcomes``), the march and
euchre shares are added.

Only the sentence lives here; each kind decides which cards the caller holds (with the
turn-up where the caller takes it) and passes them in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.proof import CONFIDENCE
from tutor.engine import Card, Rank, Suit, is_right_bower
from tutor.korean import josa
from tutor.quiz.explaining import explanation_fact
from tutor.quiz.words import percent


def lacks_lone_top(cards: Sequence[Card], trump: Suit) -> bool:
    """Neither the right bower, the ace of trump nor the Benny among ``cards``."""
    return not any(
        card.is_joker
        or is_right_bower(card, trump)
        or (card.rank is Rank.ACE and card.suit is trump)
        for card in cards
    )


# Each kind whose explanation is facts: the item's disputed loner made from its position
# and proof (None where there is none), for ``DisputedLoner.check``.
DISPUTED_MAKERS: dict[str, Callable[[Mapping[str, Any]], DisputedLoner | None]] = {}


@explanation_fact("disputed-loner")
@dataclass(frozen=True)
class DisputedLoner:
    """A proven loner without the right bower, the ace of trump or (``benny_in_pack``) the
    Benny, which many strong players would not call: on the proof's ``samples`` deals it led
    the nearest other choice by ``margin`` points and each of the ``other_choices`` by at
    least ``lower_bound`` at ``confidence`` percent; ``partner_call``: playing with the
    partner was a choice. ``march`` and ``euchred``: the loner's outcomes on those deals
    (None where the kind does not count them)."""

    benny_in_pack: bool
    partner_call: bool
    other_choices: int
    samples: int
    margin: float
    lower_bound: float
    confidence: int
    march: int | None
    euchred: int | None

    @classmethod
    def of_proof(
        cls,
        confirm: Mapping[str, Any],
        *,
        benny_in_pack: bool,
        partner_call: bool,
        other_choices: int,
        outcome: Mapping[str, Any] | None = None,
    ) -> DisputedLoner:
        """The fact read from an item's proof (``confirm``) and, where the kind counts them,
        the loner's ``outcome`` on the same deals (``march``, ``euchred``)."""
        return cls(
            benny_in_pack,
            partner_call,
            other_choices,
            int(confirm["samples"]),
            float(confirm["margin"]),
            float(confirm["lower_bound"]),
            round(100 * CONFIDENCE),
            None if outcome is None else int(outcome["march"]),
            None if outcome is None else int(outcome["euchred"]),
        )

    def check(self, item: Mapping[str, Any]) -> str | None:
        maker = DISPUTED_MAKERS.get(str(item["kind"]))
        if maker is None:
            return f"no disputed loner of {item['kind']} is a fact yet"
        actual = maker(item)
        return None if actual == self else f"the proof says {actual}"


def disputed_loner_text(
    cards: Sequence[Card],
    trump: Suit,
    confirm: Mapping[str, Any],
    *,
    benny_in_pack: bool,
    partner_call: bool,
    other_choices: int,
    lone_outcome: Mapping[str, int] | None = None,
) -> tuple[str, str] | None:
    """The sentence (English, Korean) for a proven lone call held by ``cards``, or None
    when they hold the right bower, the ace of trump or the Benny (nothing to dispute).

    ``confirm`` is the item's proof (``samples``, ``margin``, ``lower_bound``);
    ``partner_call`` says whether playing with the partner was among the choices (not
    under the Canadian loner opposite the dealer); ``other_choices`` how many choices
    besides the lone call there were (one: it is named); ``lone_outcome`` the lone call's
    ``march`` / ``made`` / ``euchred`` counts on the same confirming deals, if the kind
    keeps them.
    """
    if not lacks_lone_top(cards, trump):
        return None
    samples = int(confirm["samples"])
    margin = float(confirm["margin"])
    bound = float(confirm["lower_bound"])
    confidence = round(100 * CONFIDENCE)
    if benny_in_pack:
        tops_en, none_en = "the right bower, the ace of trump or the Benny", "none of them"
        tops_ko, none_ko = "라이트 바우어나 으뜸패 에이스나 베니", "셋 다"
    else:
        tops_en, none_en = "the right bower or the ace of trump", "neither"
        tops_ko, none_ko = "라이트 바우어나 으뜸패 에이스", "둘 다"
    # ``margin`` is the lead over the nearest choice; ``lower_bound`` the smallest bound
    # over all of them: each is said of what it measures.
    lead_en = f"{margin:+.2f} points a deal on average"
    bound_en = f"at least {bound:+.2f} at {confidence}% confidence"
    lead_ko = f"한 판 평균 {margin:+.2f}점"
    bound_ko = f"{confidence}% 신뢰도로 적어도 {bound:+.2f}점"
    if other_choices == 1:
        rival_en, rival_ko = "playing with your partner", "파트너와 함께 하기를"
        if not partner_call:
            rival_en, rival_ko = "the pass", "패스를"
        beat_en = f"beat {rival_en} by {lead_en}, and by {bound_en}"
        beat_ko = f"{rival_ko} {lead_ko} 앞섰고, {bound_ko} 앞섭니다"
    else:
        others_en = "every other choice, the best call with your partner included"
        others_ko = "파트너와 함께 하는 가장 좋은 콜을 포함해 다른 모든 선택을"
        if not partner_call:
            others_en, others_ko = "every other choice", "다른 모든 선택을"
        beat_en = f"beat {others_en}: the nearest of them by {lead_en}, and each by {bound_en}"
        beat_ko = (
            f"{others_ko} 앞섰습니다. 가장 가까운 선택보다 {lead_ko} 높고, 어느 선택보다도 "
            f"{bound_ko} 높습니다"
        )
    en = (
        f"Many strong players would not go alone without {tops_en}, and this hand holds "
        f"{none_en}. The numbers favour it here: on {samples} fresh deals of the unseen "
        f"cards, going alone {beat_en}"
    )
    ko = (
        f"많은 상급자는 {josa(tops_ko, '이')} 없으면 혼자 하지 않는데, 이 손패에는 {none_ko} "
        f"없습니다. 그래도 이 손패에서는 수치상 혼자 하는 편이 낫습니다. 보이지 않는 카드를 "
        f"새로 {samples}가지 방식으로 나눠 보면 혼자 하기가 {beat_ko}"
    )
    if lone_outcome is None:
        return f"{en}.", f"{ko}."
    march, euchred = int(lone_outcome["march"]), int(lone_outcome["euchred"])
    # A share of none reads "never", as the outcome lines say it (review 6).
    march_en = f"march in {percent(march, samples)} of those deals" if march else "never march"
    euchre_en = f"are euchred in {percent(euchred, samples)}" if euchred else "are never euchred"
    march_ko = f"그 딜의 {percent(march, samples, 'ko')}에서 전승하고" if march else "전승은 없고"
    euchre_ko = (
        f"{percent(euchred, samples, 'ko')}에서 유커를 당합니다" if euchred else "유커도 없습니다"
    )
    return (
        f"{en}; alone you {march_en} and {euchre_en}.",
        f"{ko}. 혼자 하면 {march_ko} {euchre_ko}.",
    )
