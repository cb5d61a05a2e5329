"""A call's playout read as it turns out at the table (``TablePlay``), not as solved."""

from __future__ import annotations

import pytest

from tutor.analysis.evaluate import TablePlay, playout, solved_maker_tricks, table_shares
from tutor.engine import Action, Deal
from tutor.play.bots import TABLE_TRICKS

# A lone hand solved at four tricks: the top four hearts draw every trump, and the
# defenders keep the A♣ for the 9♣.
LONE_FOUR = ["JH JD AH KH 9C", "AC 9S TS QS KS", "9H TH AS AD KD", "TC QC KC 9D TD"]
MARCH_A_QUARTER = TablePlay({(True, 4): ((4, 0.75), (5, 0.25))})


def lone_four() -> Deal:
    return Deal("standard", LONE_FOUR, dealer=3, upcard="QH")


def test_a_lone_hand_solved_at_four_is_worth_its_marches_at_the_table() -> None:
    deal = lone_four()
    alone = Action.parse("order up alone")
    played = deal.copy()
    played.push(alone)
    while played.to_act == 3 and not played.tricks:  # the dealer's discard
        played.push(played.legal_actions()[0])
    assert solved_maker_tricks(played) == 4
    assert playout(deal, alone, 0, None) == 1.0
    # Three hands in four score 1, one in four marches for 4.
    assert playout(deal, alone, 0, None, MARCH_A_QUARTER) == pytest.approx(1.75)
    assert playout(deal, alone, 1, None, MARCH_A_QUARTER) == pytest.approx(-1.75)


def test_a_kind_not_measured_turns_out_as_solved() -> None:
    deal = lone_four()
    with_partner = Action.parse("order up")
    assert playout(deal, with_partner, 0, None, MARCH_A_QUARTER) == playout(
        deal, with_partner, 0, None
    )


def test_three_hand_is_not_read_by_the_four_handed_measure() -> None:
    deal = Deal.new("three-hand", seed=7, dealer=0)
    assert MARCH_A_QUARTER.outcomes(deal, 4) == ((4, 1.0),)


def test_measured_hands_become_shares_that_add_up_to_one() -> None:
    shares = table_shares(TABLE_TRICKS)
    assert shares[(True, 5)] == ((5, 1.0),)
    for outcomes in shares.values():
        assert sum(share for _, share in outcomes) == pytest.approx(1.0)
    lone_four_tricks = dict(shares[(True, 4)])
    assert lone_four_tricks[5] == pytest.approx(11 / 48)


def test_at_eight_a_lone_hand_is_read_as_solved() -> None:
    # Where the makers need 2 points or fewer a lone march scores what a partnership's
    # does: the table's likelier marches must not make going alone look better.
    deal = lone_four()
    alone = Action.parse("order up alone")
    assert playout(deal, alone, 0, [6, 0], MARCH_A_QUARTER) == pytest.approx(1.75)
    assert playout(deal, alone, 0, [8, 0], MARCH_A_QUARTER) == 1.0
    assert playout(deal, alone, 0, [8, 0], MARCH_A_QUARTER) == playout(deal, alone, 0, [8, 0])
    # The other side's score does not matter: it is the makers' need.
    assert playout(deal, alone, 1, [0, 8], MARCH_A_QUARTER) == pytest.approx(-1.75)


def test_a_pass_is_worth_what_the_seat_will_do_in_round_two() -> None:
    # First seat passes the 10♠; everyone passes round one and first seat has hearts
    # counted 4.8: a count player passes again and the dealer, stuck, names clubs and
    # makes a point; a player who calls on 1.4 points less names hearts and marches.
    deal = Deal(
        "standard",
        ["KC 9C 9S JH TH", "TC KS JC JD TD", "9H QS AC AH 9D", "QC JS QD KD QH"],
        dealer=3,
        upcard="TS",
    )
    passing = Action.parse("pass")
    assert playout(deal, passing, 0, None) == -1.0
    assert playout(deal, passing, 0, None, own_lean=1.4) == 2.0
    # The lean is the seat's own: the others still call by the count.
    assert playout(deal, passing, 1, None, own_lean=1.4) == playout(deal, passing, 1, None)
