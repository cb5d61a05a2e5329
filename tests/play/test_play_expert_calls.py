"""The expert's calls: close ones sampled on until the lead clears or the budget is spent.

The positions are the kinds issue 31 names, where an expert deciding on a fixed 64 deals
made a call its own judge on 1,024 deals does not prefer.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tutor.engine import Action, Deal
from tutor.play.bots import (
    EXPERT_BID_LEAN,
    EXPERT_CALL_LEAN,
    EXPERT_CALL_LOOKS,
    EXPERT_CALL_PLAYOUTS,
    call_playouts,
    decide,
    expert_lean,
)
from tutor.play.coach import coach_evaluation

KEYS = [f"game|{k}" for k in range(8)]


def both_black_jacks_first_seat() -> Deal:
    """J♣ J♠ A♣ Q♣ J♥ in first seat with the 9♣ turned for the other side's dealer."""
    hands = ["JC JS AC QC JH", "9S TS QS KS AS", "9H TH QH KH AH", "9D TD QD KD AD"]
    return Deal("standard", hands, dealer=3, upcard="9C")


def only_the_king_of_hearts() -> Deal:
    """Round two, first seat: K♥ A♠ A♦ K♦ 9♣ after the A♣ was turned down."""
    hands = ["KH AS AD KD 9C", "QS KS 9H TH TC", "QH AH JC QC KC", "9D TD 9S TS JD"]
    deal = Deal("standard", hands, dealer=3, upcard="AC")
    for _ in range(4):
        deal.push(Action.parse("pass"))
    return deal


def high_cards_in_bid_euchre() -> Deal:
    """Bid Euchre: seat 0 won the bidding at 3 with K♠ K♦ Q♥ J♣ 10♦ 9♠ (K-K-Q-J-10-9)."""
    hands = ["KS KD QH JC TD 9S", "AH KH JH TH 9H AS", "AC KC QC TC 9C QS", "AD QD JD 9D JS TS"]
    deal = Deal("bid", hands, dealer=3)
    while deal.to_act is not None and deal.phase.name == "BIDDING":
        deal.push(Action.parse("bid 3" if deal.to_act == 0 else "pass"))
    return deal


def expert_calls(deal: Deal) -> Counter[str]:
    return Counter(str(decide(deal, "expert", key, scores=[0, 0]).action) for key in KEYS)


def test_both_black_jacks_in_first_seat_are_ordered_up() -> None:
    deal = both_black_jacks_first_seat()
    assert coach_evaluation(deal, "black-jacks", None).best != "pass"
    calls = expert_calls(deal)
    assert calls["pass"] <= 1, calls
    # A-9, the top three trumps and a fourth: solved with every card visible the defence
    # always holds a lone hand to four tricks; at the table it often cannot, and the
    # expert, reading its playouts as they turn out at the table, goes alone.
    assert calls["order up alone"] >= 7, calls


def test_hearts_are_not_named_on_the_king_alone() -> None:
    deal = only_the_king_of_hearts()
    judge = coach_evaluation(deal, "king-alone", None)
    assert judge.best != "name H"
    assert judge.loss_bounds("name H")[0] > 0
    calls = expert_calls(deal)
    assert calls["name H"] == calls["name H alone"] == 0, calls


def test_kings_and_queens_are_not_declared_no_trump_low() -> None:
    deal = high_cards_in_bid_euchre()
    judge = coach_evaluation(deal, "high-cards", None)
    assert judge.best == "declare S"
    assert judge.values["declare NTL"] < judge.values["declare S"]
    calls = expert_calls(deal)
    assert calls["declare S"] >= 6, calls
    assert calls["declare NTL"] <= 1, calls


def test_close_calls_draw_past_the_first_look_and_clear_ones_stop_there() -> None:
    # The left bower, A♣ K♣ and two low red cards, the 9♣ turned: a close call. (With
    # the A♦ for the 10♦ the pass became clear at 16 deals once the expert's playouts
    # make its own round-two call on its lean: spades on the J♠ and two aces.)
    hands = ["JS AC KC 9H TD", "9S TS QS KS AS", "TH QH KH AH 9D", "AD QD KD JH JD"]
    close_deal = Deal("standard", hands, dealer=3, upcard="9C")
    close = decide(close_deal, "expert", "game|0", scores=[0, 0])
    assert close.evaluation is not None
    assert close.evaluation.samples > EXPERT_CALL_LOOKS[0]
    # Four trumps with the right bower and an ace on the side, the 10♥ turned: alone.
    loner = Deal(
        "standard",
        ["JD AH KH QH AS", "9S TS JS QS KS", "9C TC JC QC KC", "9H AC 9D TD QD"],
        dealer=3,
        upcard="TH",
    )
    clear = decide(loner, "expert", "game|0", scores=[0, 0])
    assert clear.evaluation is not None
    assert str(clear.action) == "order up alone"
    low, _high = clear.evaluation.loss_bounds("pass")
    assert low > 0


def test_the_calling_budget_is_kept() -> None:
    deal = high_cards_in_bid_euchre()
    options = len(deal.legal_actions())
    evaluation = decide(deal, "expert", "game|1", scores=[0, 0]).evaluation
    assert evaluation is not None
    # Six options: the first look alone is 16 x 6 playouts; the budget caps the rest.
    assert call_playouts(deal) < EXPERT_CALL_PLAYOUTS
    assert EXPERT_CALL_LOOKS[0] < evaluation.samples < EXPERT_CALL_LOOKS[-1]
    assert evaluation.samples * options > call_playouts(deal) // 2


def test_at_eight_the_expert_stays_with_its_partner() -> None:
    # J♦ A♥ K♥ Q♥ A♠ with the 10♥ turned: alone at 0-0 (above), and at 6-8 too, where a
    # march alone still adds two points; at 8 a march with the partner already wins
    # so the lone hand cannot gain and the expert orders up with its partner.
    def loner() -> Deal:
        hands = ["JD AH KH QH AS", "9S TS JS QS KS", "9C TC JC QC KC", "9H AC 9D TD QD"]
        return Deal("standard", hands, dealer=3, upcard="TH")

    for key in KEYS[:3]:
        assert str(decide(loner(), "expert", key, scores=[6, 8]).action) == "order up alone"
        assert str(decide(loner(), "expert", key, scores=[8, 0]).action) == "order up"
        assert str(decide(loner(), "expert", key, scores=[9, 9]).action) == "order up"


def test_the_expert_plays_out_its_own_later_calls_with_its_lean(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # With EXPERT_KNOWS_ITS_CALLS a pass in round one is worth what the expert then does
    # in round two: its calls' playouts make its own later calls on its measured lean.
    from tutor.play import bots

    seen: list[float] = []
    real = bots.sample_until

    def recording(deal: Deal, **kwargs: Any) -> Any:
        seen.append(kwargs["own_lean"])
        return real(deal, **kwargs)

    monkeypatch.setattr(bots, "sample_until", recording)
    monkeypatch.setattr(bots, "EXPERT_KNOWS_ITS_CALLS", True)
    decide(both_black_jacks_first_seat(), "expert", KEYS[0], scores=[0, 0])
    decide(high_cards_in_bid_euchre(), "expert", KEYS[0], scores=[0, 0])
    assert seen == [EXPERT_CALL_LEAN, EXPERT_BID_LEAN]
    # Off (no gain measured): its own calls are the count's like everyone's.
    monkeypatch.setattr(bots, "EXPERT_KNOWS_ITS_CALLS", False)
    decide(both_black_jacks_first_seat(), "expert", KEYS[0], scores=[0, 0])
    assert seen[-1] == 0.0
    assert expert_lean(Deal.new("bid", seed=1, dealer=0).variant) == EXPERT_BID_LEAN
