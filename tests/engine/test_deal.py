"""A hand from the deal to the score: calling rounds, exchanges, loners, play, push/pop.

Seats: with dealer 0, seat 1 is eldest (dealer's left), 2 the dealer's partner, 3 the
dealer's right. Partners sit opposite.
"""

import pytest

from tutor.engine import (
    Action,
    Bid,
    Deal,
    Declare,
    GoAlone,
    IllegalPlayError,
    InvalidActionError,
    NameTrump,
    OrderUp,
    Pass,
    Phase,
    Play,
    Suit,
    TakeUp,
    Variant,
    parse_card,
    parse_cards,
)
from tutor.engine.actions import DefendAlone, Discard

# Dealer 0 holds the aces; eldest (1) holds five hearts; 2 spades; 3 clubs. 9♥ turned.
HANDS = ["AS AC AD KD QD", "JH JD AH KH QH", "9S TS JS QS KS", "9C TC JC QC KC"]


def standard_deal(**options: object) -> Deal:
    return Deal(Variant.preset("standard").replace(**options), HANDS, dealer=0, upcard="9H")


def push_all(deal: Deal, *moves: str) -> None:
    for move in moves:
        deal.push(move)


def codes(cards: object) -> list[str]:
    return [c.code for c in cards]  # type: ignore[attr-defined]


# -- round one -------------------------------------------------------------------------


def test_round_one_starts_with_eldest_and_offers_the_turn_up() -> None:
    deal = standard_deal()
    assert deal.phase is Phase.ROUND_ONE
    assert deal.to_act == 1
    assert deal.legal_actions() == [Pass(), OrderUp(), OrderUp(alone=True)]
    assert sorted(deal.kitty) == sorted(parse_cards("9D TD TH"))


def test_order_up_makes_the_dealer_take_the_turn_up_and_discard() -> None:
    deal = standard_deal()
    deal.push("order up")
    assert (deal.trump, deal.maker, deal.alone) == (Suit.HEARTS, 1, False)
    assert deal.phase is Phase.DISCARD
    assert deal.to_act == 0
    assert codes(deal.hand(0)) == ["AS", "AC", "AD", "KD", "QD", "9H"]
    # E3: the turn-up stays; any other card may go.
    assert Discard(parse_card("9H")) not in deal.legal_actions()
    with pytest.raises(IllegalPlayError, match="turn-up stays"):
        deal.push("discard 9H")
    deal.push("discard QD")
    assert deal.discard == parse_card("QD")
    assert codes(deal.hand(0)) == ["AS", "AC", "AD", "KD", "9H"]
    assert deal.phase is Phase.PLAY
    assert deal.to_act == 1  # eldest leads


def test_dealer_takes_up_alone_and_partner_sits_out() -> None:
    deal = standard_deal()
    push_all(deal, "pass", "pass", "pass", "take up alone", "discard KD")
    assert (deal.maker, deal.alone, deal.active_seats) == (0, True, (0, 1, 3))
    assert deal.to_act == 1
    assert deal.legal_actions()[0] == Play(parse_card("JH"))


def test_dealer_may_not_order_up_only_take_up() -> None:
    deal = standard_deal()
    push_all(deal, "pass", "pass", "pass")
    assert deal.legal_actions() == [Pass(), TakeUp(), TakeUp(alone=True)]
    with pytest.raises(IllegalPlayError, match="take up"):
        deal.push("order up")


def test_turned_down_suit_is_barred_in_round_two() -> None:
    deal = standard_deal()
    push_all(deal, "pass", "pass", "pass", "pass")
    assert deal.phase is Phase.ROUND_TWO
    assert deal.turned_down
    assert deal.to_act == 1
    named = {a.suit for a in deal.legal_actions() if isinstance(a, NameTrump)}
    assert named == {Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS}
    with pytest.raises(IllegalPlayError, match="hearts were turned down"):
        deal.push("name H")


def test_round_two_caller_does_not_pick_up_in_standard() -> None:
    deal = standard_deal()
    push_all(deal, "pass", "pass", "pass", "pass", "pass", "name S")
    assert (deal.trump, deal.maker, deal.upcard_taken) == (Suit.SPADES, 2, False)
    assert deal.phase is Phase.PLAY
    assert codes(deal.hand(2)) == ["9S", "TS", "JS", "QS", "KS"]


def test_stick_the_dealer_forbids_the_dealer_to_pass_in_round_two() -> None:
    deal = standard_deal()
    push_all(deal, *["pass"] * 7)
    assert deal.to_act == 0
    assert Pass() not in deal.legal_actions()
    with pytest.raises(IllegalPlayError, match="stick the dealer"):
        deal.push("pass")
    deal.push("name D")
    assert (deal.trump, deal.maker) == (Suit.DIAMONDS, 0)


def test_stuck_dealer_may_name_turned_suit_only_with_the_option() -> None:
    deal = standard_deal(stick_dealer_may_name_turned_suit=True)
    push_all(deal, *["pass"] * 7)
    assert NameTrump(Suit.HEARTS) in deal.legal_actions()
    other = standard_deal(stick_dealer_may_name_turned_suit=True)
    push_all(other, *["pass"] * 4)
    assert NameTrump(Suit.HEARTS) not in other.legal_actions()  # only the stuck dealer


def test_redeal_after_two_passing_rounds_scores_nothing() -> None:
    deal = Deal(Variant.preset("cardgames"), HANDS, dealer=0, upcard="9H")
    push_all(deal, *["pass"] * 8)
    assert deal.is_over
    assert deal.passed_out
    assert deal.to_act is None
    assert deal.points() == (0, 0)
    with pytest.raises(ValueError, match="nobody scores"):
        deal.score()


def test_jack_turned_up_offers_its_printed_suit_e10() -> None:
    hands = ["AS AC AD KD QD", "JH 9D AH KH QH", "9S TS JS QS KS", "9C TC JC QC KC"]
    deal = Deal(Variant.preset("standard"), hands, dealer=0, upcard="JD")
    push_all(deal, "pass", "pass", "pass", "take up", "discard QD")
    assert deal.trump is Suit.DIAMONDS  # J♦ is now the right bower in the dealer's hand
    down = Deal(Variant.preset("standard"), hands, dealer=0, upcard="JD")
    push_all(down, "pass", "pass", "pass", "pass")
    assert NameTrump(Suit.HEARTS) in down.legal_actions()
    assert NameTrump(Suit.DIAMONDS) not in down.legal_actions()


# -- loners, Canadian loner, the caller takes the turn-up -----------------------------


def test_american_dealers_partner_assists_and_both_play() -> None:
    deal = Deal(Variant.preset("american"), HANDS, dealer=0, upcard="9H")
    push_all(deal, "pass", "order up", "discard QD")
    assert (deal.maker, deal.alone, deal.active_seats) == (2, False, (0, 1, 2, 3))


def test_canadian_loner_forces_dealers_partner_alone_and_kills_the_turn_up_e4() -> None:
    deal = standard_deal(canadian_loner=True)
    deal.push("pass")
    assert deal.legal_actions() == [Pass(), OrderUp(alone=True)]
    with pytest.raises(IllegalPlayError, match="Canadian loner"):
        deal.push("order up")
    deal.push("order up alone")
    assert (deal.maker, deal.alone, deal.upcard_dead, deal.upcard_taken) == (2, True, True, False)
    assert deal.active_seats == (1, 2, 3)
    assert deal.phase is Phase.PLAY  # no exchange: the dealer sits out
    assert codes(deal.hand(0)) == ["AS", "AC", "AD", "KD", "QD"]


def test_canadian_loner_applies_only_in_round_one() -> None:
    deal = standard_deal(canadian_loner=True)
    push_all(deal, *["pass"] * 5)
    assert deal.to_act == 2
    assert NameTrump(Suit.SPADES, alone=False) in deal.legal_actions()


def test_british_caller_takes_the_turn_up_in_round_one_p3() -> None:
    deal = Deal(Variant.preset("british"), HANDS, dealer=0, upcard="9H")
    deal.push("order up")
    assert deal.upcard_taker == 1
    assert deal.to_act == 1
    assert codes(deal.hand(1)) == ["JH", "JD", "AH", "KH", "QH", "9H"]
    deal.push("discard QH")
    assert codes(deal.hand(0)) == ["AS", "AC", "AD", "KD", "QD"]  # the dealer keeps his hand


def test_british_dealers_partner_goes_alone_and_takes_the_turn_up_himself() -> None:
    # The caller-takes rule wins over E4's dead turn-up: the lone caller plays, so he
    # makes the exchange (S1: the dealer's partner may take it only by going alone).
    deal = Deal(Variant.preset("british"), HANDS, dealer=0, upcard="9H")
    push_all(deal, "pass", "order up alone")
    assert (deal.upcard_taker, deal.upcard_dead, deal.to_act) == (2, False, 2)
    deal.push("discard 9S")
    assert codes(deal.hand(2)) == ["TS", "JS", "QS", "KS", "9H"]


def test_british_round_two_caller_takes_the_turned_down_card_p3_e9() -> None:
    deal = Deal(Variant.preset("british"), HANDS, dealer=0, upcard="9H")
    push_all(deal, "pass", "pass", "pass", "pass", "pass", "pass", "name C")
    assert (deal.trump, deal.maker, deal.upcard_taker) == (Suit.CLUBS, 3, 3)
    assert deal.phase is Phase.DISCARD
    assert codes(deal.hand(3)) == ["9C", "TC", "JC", "QC", "KC", "9H"]
    deal.push("discard 9C")
    assert deal.phase is Phase.PLAY


def test_round_two_pickup_keeps_the_turn_up_when_dealer_keeps_turnup() -> None:
    deal = Deal(Variant.preset("british"), HANDS, dealer=0, upcard="9H")
    push_all(deal, *["pass"] * 6)
    deal.push("name C")
    assert Discard(parse_card("9H")) not in deal.legal_actions()


def test_second_round_pickup_alone_leaves_round_one_to_the_dealer() -> None:
    deal = standard_deal(second_round_pickup=True)
    deal.push("order up")
    assert deal.upcard_taker == 0
    later = standard_deal(second_round_pickup=True)
    push_all(later, *["pass"] * 5, "name S")
    assert later.upcard_taker == 2


def test_joker_turned_up_dealer_names_trump_blind_e2() -> None:
    hands = ["AS AC AD KD QD", "JH JD AH KH QH", "9S TS JS QS KS", "9C TC JC QC KC"]
    deal = Deal(Variant.preset("british"), hands, dealer=0, upcard="JO")
    assert deal.phase is Phase.BLIND_TRUMP
    assert deal.to_act == 0
    assert deal.public_view(0).hand == ()  # he chooses before seeing his hand
    assert codes(deal.public_view(1).hand) == ["JH", "JD", "AH", "KH", "QH"]
    assert deal.legal_actions() == [NameTrump(s) for s in Suit]
    deal.push("name D")
    assert (deal.trump, deal.maker, deal.upcard_taker) == (Suit.DIAMONDS, 0, 0)
    assert GoAlone() in deal.legal_actions()  # he may still go alone before discarding
    assert Discard(parse_card("JO")) not in deal.legal_actions()
    deal.push("go alone")
    deal.push("discard AS")
    assert deal.alone
    # british: a defender may defend alone against the loner, from the maker's left.
    assert deal.phase is Phase.DEFEND_ALONE
    assert deal.to_act == 1


# -- defending alone and the opening lead (E6, E8) -----------------------------------


def test_defend_alone_vs_loner_only_is_offered_clockwise_from_the_makers_left() -> None:
    deal = Deal(Variant.preset("british"), HANDS, dealer=0, upcard="9H")
    push_all(deal, "pass", "pass", "order up alone", "discard 9C")  # seat 3 alone (british)
    assert deal.phase is Phase.DEFEND_ALONE
    assert deal.to_act == 0
    assert deal.legal_actions() == [Pass(), DefendAlone()]
    deal.push("defend alone")
    assert deal.lone_defender == 0
    assert deal.defender_alone
    # E8: R alone and D defends alone: L and P are out, so R leads.
    assert deal.active_seats == (0, 3)
    assert deal.to_act == 3


def test_defend_alone_vs_loner_only_not_offered_against_partners() -> None:
    deal = Deal(Variant.preset("british"), HANDS, dealer=0, upcard="9H")
    push_all(deal, "order up", "discard QH")
    assert deal.phase is Phase.PLAY


def test_cardgames_lets_a_defender_go_alone_against_partners() -> None:
    deal = Deal(Variant.preset("cardgames"), HANDS, dealer=0, upcard="9H")
    push_all(deal, "order up", "discard QD")
    assert deal.phase is Phase.DEFEND_ALONE
    assert deal.to_act == 2
    push_all(deal, "pass", "defend alone")
    assert deal.lone_defender == 0
    assert deal.active_seats == (0, 1, 3)
    assert deal.to_act == 1


@pytest.mark.parametrize(
    ("calls", "leader", "active"),
    [
        (("pass", "pass", "order up alone"), 2, (0, 2, 3)),  # R alone: L out, P leads
        (("order up alone",), 1, (0, 1, 2)),  # L alone: R out, L leads
    ],
)
def test_opening_lead_goes_to_the_first_active_seat_from_eldest(
    calls: tuple[str, ...], leader: int, active: tuple[int, ...]
) -> None:
    deal = standard_deal()
    push_all(deal, *calls, "discard QD")
    assert deal.active_seats == active
    assert deal.to_act == leader


def test_partner_alone_makes_dealer_sit_out_and_eldest_lead() -> None:
    deal = Deal(Variant.preset("american"), HANDS, dealer=0, upcard="9H")
    push_all(deal, "pass", "order up alone")  # P alone: D out and makes no exchange
    assert deal.active_seats == (1, 2, 3)
    assert deal.upcard_dead
    assert deal.to_act == 1


def test_left_of_loner_lead_option() -> None:
    deal = standard_deal(first_lead="left_of_loner")
    push_all(deal, "pass", "pass", "pass", "take up alone", "discard QD")
    assert deal.to_act == 1
    other = standard_deal(first_lead="left_of_loner")
    push_all(other, "pass", "pass", "order up alone", "discard QD")
    assert other.to_act == 0  # the lone maker (3)'s left is the dealer


def test_partner_may_take_the_lone_hand_e5() -> None:
    deal = standard_deal(partner_may_take_alone=True)
    push_all(deal, "order up", "discard QD")
    assert deal.phase is Phase.PARTNER_ALONE
    assert deal.to_act == 3
    deal.push("go alone")
    assert (deal.caller, deal.maker, deal.alone, deal.active_seats) == (1, 3, True, (0, 2, 3))
    assert deal.to_act == 2  # eldest (1) sits out: the dealer's partner leads


# -- playing the tricks ---------------------------------------------------------------


def test_full_hand_march_by_eldest_alone() -> None:
    deal = standard_deal()
    push_all(deal, "order up alone", "discard QD")
    # Eldest leads his trumps; everybody else follows or throws off.
    for lead in ("JH", "JD", "AH", "KH", "QH"):
        deal.push(Play(parse_card(lead)))
        while deal.trick:
            deal.push(deal.legal_actions()[0])
    assert deal.is_over
    assert [t.winner for t in deal.tricks] == [1] * 5
    assert [t.leader for t in deal.tricks] == [1] * 5
    assert deal.tricks_won == (0, 5, 0, 0)
    assert deal.side_tricks == (0, 5)
    score = deal.score()
    assert (score.makers, score.march) == (4, True)
    assert deal.points() == (0, 4)


def test_must_follow_with_the_left_bower_reason() -> None:
    hands = ["AS AC AD KD QD", "JH 9D AH KH QH", "9S TS JS QS JD", "9C TC JC QC KC"]
    deal = Deal(Variant.preset("standard"), hands, dealer=0, upcard="9H")
    push_all(deal, "order up", "discard QD", "play AH")
    assert deal.to_act == 2
    assert deal.legal_actions() == [Play(parse_card("JD"))]
    with pytest.raises(IllegalPlayError, match="J♦ is a heart while hearts are trump") as err:
        deal.push("play 9S")
    assert err.value.rule == "1.6"


def test_left_bower_is_not_a_card_of_its_printed_suit() -> None:
    hands = ["AS AC AD KD QD", "JH 9D AH KH QH", "9S TS JS TD JD", "9C TC JC QC KC"]
    deal = Deal(Variant.preset("standard"), hands, dealer=0, upcard="9H")
    push_all(deal, "order up", "discard QD", "play 9D")
    assert deal.legal_actions() == [Play(parse_card("TD"))]
    with pytest.raises(IllegalPlayError, match="not a diamond: it is the left bower, a heart"):
        deal.push("play JD")


def test_playing_a_card_you_do_not_hold() -> None:
    deal = standard_deal()
    push_all(deal, "order up", "discard QD")
    with pytest.raises(IllegalPlayError, match="you do not hold 9♣"):
        deal.push("play 9C")


def test_action_of_the_wrong_phase_is_illegal_not_malformed() -> None:
    deal = standard_deal()
    with pytest.raises(IllegalPlayError, match="you may 'pass'"):
        deal.push("play JH")
    assert deal.why_illegal(Bid(4)) is not None
    assert deal.why_illegal(Pass()) is None


@pytest.mark.parametrize("text", ["fly", "play ZZ", "order up now", "bid four", "name X", ""])
def test_malformed_actions_raise_invalid_action_error(text: str) -> None:
    with pytest.raises(InvalidActionError):
        Action.parse(text)
    assert not issubclass(InvalidActionError, IllegalPlayError)


@pytest.mark.parametrize(
    "action",
    [
        Pass(),
        OrderUp(),
        OrderUp(alone=True),
        TakeUp(alone=True),
        Discard(parse_card("TD")),
        NameTrump(Suit.CLUBS, alone=True),
        GoAlone(),
        DefendAlone(),
        Bid(5),
        Declare(Suit.HEARTS),
        Declare(None),
        Declare(None, low=True),
        Play(parse_card("JO")),
    ],
)
def test_action_text_round_trips(action: Action) -> None:
    assert Action.parse(str(action)) == action


def test_push_pop_restores_the_position_exactly() -> None:
    deal = standard_deal()
    start = deal.copy()
    moves = ["pass", "pass", "order up", "discard QD", "play JH", "play 9S", "play 9C"]
    snapshots = []
    for move in moves:
        snapshots.append(deal.copy())
        deal.push(move)
    assert len(deal.move_stack) == len(moves)
    for snapshot in reversed(snapshots):
        deal.pop()
        assert deal == snapshot
    assert deal == start
    with pytest.raises(ValueError, match="no move"):
        deal.pop()


def test_pop_across_a_finished_trick() -> None:
    deal = standard_deal()
    push_all(deal, "order up", "discard QD", "play JH", "play 9S", "play 9C")
    before = deal.copy()
    deal.push("play 9H")
    assert deal.tricks[0].winner == 1
    assert deal.tricks[0].winning_card == parse_card("JH")
    assert deal.to_act == 1
    assert deal.pop() == Play(parse_card("9H"))
    assert deal == before
    assert deal.trick[-1].card == parse_card("9C")


# -- what each seat knows -------------------------------------------------------------


def test_public_view_hides_the_discard_and_tracks_voids_and_the_turn_up() -> None:
    deal = standard_deal()
    push_all(deal, "order up", "discard QD", "play JH", "play 9S", "play 9C", "play 9H")
    # Seat 0 (the dealer) had to play the 9♥, his only trump, on the trump lead.
    dealer_view = deal.public_view(0)
    assert dealer_view.discard == parse_card("QD")
    eldest = deal.public_view(1)
    assert eldest.discard is None
    assert all(not isinstance(call.action, Discard) for call in eldest.calls)
    assert eldest.voids[2] == frozenset({Suit.HEARTS})
    assert eldest.voids[3] == frozenset({Suit.HEARTS})
    assert eldest.voids[0] == frozenset()
    assert eldest.upcard_taken
    assert eldest.known[0] == frozenset()  # the 9♥ has been played
    assert parse_card("QD") in eldest.unseen()
    assert parse_card("QD") not in dealer_view.unseen()
    assert parse_card("9H") not in eldest.unseen()


def test_public_view_knows_the_taken_turn_up_until_played() -> None:
    deal = standard_deal()
    push_all(deal, "order up", "discard QD")
    view = deal.public_view(3)
    assert view.known[0] == frozenset({parse_card("9H")})
    assert parse_card("9H") not in view.unseen()
    assert view.hand_sizes == (5, 5, 5, 5)


# -- three-hand and Bid Euchre --------------------------------------------------------


def test_three_hand_maker_plays_against_two_and_each_defender_scores_two() -> None:
    hands = ["AS KS QS JS TS", "JH JD AH KH QH", "9C TC JC QC KC"]
    deal = Deal(Variant.preset("three-hand"), hands, dealer=0, upcard="9H")
    assert OrderUp(alone=True) not in deal.legal_actions()
    push_all(deal, "pass", "pass", "pass", "pass", "pass")
    assert Pass() not in deal.legal_actions()  # stick the dealer
    deal.push("name C")  # seat 0 names clubs holding none: euchred for sure
    assert deal.active_seats == (0, 1, 2)
    assert deal.to_act == 1
    while not deal.is_over:
        deal.push(deal.legal_actions()[0])
    assert deal.maker_tricks < 3
    assert deal.points() == (0, 2, 2)


def test_bid_euchre_auction_vector_dealer_equals_and_declares() -> None:
    # rules-spec 3.1: L=3, P=pass, R=4, D=4 (equal) -> D declares and leads.
    hands = ["AS KS QS JS TS 9S", "AH KH QH JH TH 9H", "AC KC QC JC TC 9C", "AD KD QD JD TD 9D"]
    deal = Deal(Variant.preset("bid"), hands, dealer=0)
    assert deal.phase is Phase.BIDDING
    push_all(deal, "bid 3", "pass", "bid 4")
    assert deal.to_act == 0
    assert deal.legal_actions() == [Pass(), Bid(4), Bid(5), Bid(6)]
    deal.push("bid 4")
    assert (deal.phase, deal.declarer, deal.bid) == (Phase.DECLARE, 0, 4)
    assert Declare(None, low=True) in deal.legal_actions()
    deal.push("declare S")
    assert deal.to_act == 0  # the declarer leads
    assert deal.active_seats == (0, 1, 2, 3)


def test_bid_euchre_facing_six_only_pass_and_forced_dealer() -> None:
    hands = ["AS KS QS JS TS 9S", "AH KH QH JH TH 9H", "AC KC QC JC TC 9C", "AD KD QD JD TD 9D"]
    deal = Deal(Variant.preset("bid"), hands, dealer=0)
    deal.push("bid 6")
    assert deal.legal_actions() == [Pass()]
    with pytest.raises(IllegalPlayError, match="higher than 6"):
        deal.push("bid 6")
    push_all(deal, "pass", "pass")
    assert deal.legal_actions() == [Pass(), Bid(6)]  # the dealer may still take it at 6
    forced = Deal(Variant.preset("bid"), hands, dealer=0)
    push_all(forced, "pass", "pass", "pass")
    assert Pass() not in forced.legal_actions()
    with pytest.raises(IllegalPlayError, match="dealer must bid"):
        forced.push("pass")


def test_bid_euchre_no_trump_low_hand_scores_tricks() -> None:
    hands = ["AS KS QS JS TS 9S", "AH KH QH JH TH 9H", "AC KC QC JC TC 9C", "AD KD QD JD TD 9D"]
    deal = Deal(Variant.preset("bid"), hands, dealer=3)
    push_all(deal, "bid 6", "pass", "pass", "pass", "declare NTL")
    assert (deal.trump, deal.low, deal.to_act) == (None, True, 0)
    while not deal.is_over:
        deal.push(deal.legal_actions()[-1])  # seat 0 leads 9♠ each time and holds the lead
    assert deal.tricks_won == (6, 0, 0, 0)
    assert deal.points() == (6, 0)


# -- explicit positions ---------------------------------------------------------------


def test_at_play_sets_up_a_position_for_the_solver() -> None:
    deal = Deal.at_play(
        "standard",
        ["AS 9D", "JH KC", "TH QS", ""],
        trump="H",
        maker=1,
        alone=True,
        dealer=0,
        tricks_won=[1, 2, 0, 0],
    )
    assert deal.active_seats == (0, 1, 2)
    assert deal.to_act == 1
    push_all(deal, "play JH", "play TH", "play AS", "play KC", "play QS", "play 9D")
    assert deal.is_over
    assert deal.tricks_won == (1, 4, 0, 0)
    assert deal.score().makers == 1


def test_at_play_rejects_impossible_positions() -> None:
    with pytest.raises(ValueError, match="same number"):
        Deal.at_play("standard", ["AS", "JH KC", "9C", "TH"], trump="H", maker=1)
    with pytest.raises(ValueError, match="twice"):
        Deal.at_play(
            "standard", ["AS", "AS", "9C", "TH"], trump="H", maker=1, tricks_won=[4, 0, 0, 0]
        )
    with pytest.raises(ValueError, match="not in the 24-card pack"):
        Deal.at_play(
            "standard", ["7S", "AS", "9C", "TH"], trump="H", maker=1, tricks_won=[4, 0, 0, 0]
        )


def test_deal_constructor_checks_the_cards() -> None:
    with pytest.raises(ValueError, match="holds 4 cards"):
        Deal("standard", ["AS AC AD KD", *HANDS[1:]], upcard="9H")
    with pytest.raises(ValueError, match="twice"):
        Deal("standard", HANDS, upcard="JH")
    with pytest.raises(ValueError, match="give the upcard"):
        Deal("standard", HANDS)


def test_same_seed_same_deal() -> None:
    first = Deal.new("british", dealer=2, seed=7)
    second = Deal.new("british", dealer=2, seed=7)
    assert first == second
    assert first.initial_hands != Deal.new("british", dealer=2, seed=8).initial_hands
    assert len(first.kitty) == 4  # 25 cards: 20 dealt, the turn-up and four face down


# -- E14: teach mode records reneges ---------------------------------------------------


def test_block_mode_never_lets_a_renege_through() -> None:
    deal = standard_deal()
    push_all(deal, "order up", "discard QD", "play JH", "play 9S", "play 9C")
    with pytest.raises(IllegalPlayError):
        deal.push("play AS")  # the dealer holds the 9♥
    assert deal.reneges == ()


def test_teach_mode_records_a_defenders_renege_and_scores_it_for_the_makers() -> None:
    deal = standard_deal(renege_mode="teach")
    push_all(deal, "order up", "discard QD", "play JH", "play 9S", "play 9C")
    assert Play(parse_card("AS")) not in deal.legal_actions()  # still the rules' list
    deal.push("play AS")  # the dealer reneges: he holds the 9♥
    assert deal.reneges == ((0, 0, parse_card("AS"), Suit.HEARTS),)
    while not deal.is_over:
        deal.push(deal.legal_actions()[0])
    score = deal.score()
    assert (score.makers, score.defenders, score.reasons[0].key) == (2, 0, "renege")
    assert score.reasons[0].rule == "E14"


def test_teach_mode_penalty_against_a_lone_maker_and_pop_forgets_it() -> None:
    hands = ["AS AC AD KD QD", "JH JD AH KH 9S", "TS JS QS KS QH", "9C TC JC QC KC"]
    teach = Variant.preset("standard").replace(renege_mode="teach")
    deal = Deal(teach, hands, dealer=0, upcard="9H")
    push_all(deal, "order up alone", "discard QD", "play 9S", "play TS", "play AS")
    deal.push("play AD")  # the dealer leads a diamond
    deal.push("play KH")  # the lone maker's J♦ is a heart, so he is void: no renege
    assert deal.reneges == ()
    deal.pop()
    deal.pop()
    push_all(deal, "play AC", "play JH", "play QH")  # seat 2 holds no club: no renege
    assert deal.reneges == ()
    lone = Deal(teach, hands, dealer=0, upcard="9H")
    push_all(lone, "order up alone", "discard QD", "play JH")
    lone.push("play KS")  # seat 2 holds the Q♥: a renege against a lone maker
    assert [(r.seat, r.trick, r.led) for r in lone.reneges] == [(2, 0, Suit.HEARTS)]
    lone.pop()
    assert lone.reneges == ()
    lone.push("play KS")
    push_all(lone, "play 9H")
    while not lone.is_over:
        lone.push(lone.legal_actions()[0])
    assert lone.score().makers == 4  # the lone penalty goes to the lone maker's side
    assert lone.points() == (0, 4)


@pytest.mark.parametrize(
    ("preset", "options", "why"),
    [
        ("three-hand", {"alone": True}, "no declared lone hands"),
        ("standard", {"alone": True, "lone_defender": 0}, "does not allow"),
        ("british", {"lone_defender": 0}, "does not allow"),
        ("british", {"alone": True, "lone_defender": 3}, "defending side"),
        ("standard", {"trump": None}, "no no-trump"),
        ("standard", {"leader": 3, "alone": True}, "sits out"),
    ],
)
def test_at_play_follows_the_variant(preset: str, options: dict[str, object], why: str) -> None:
    variant = Variant.preset(preset)
    hands = ["9S TS JS QS KS", "JH JD AH KH QH", "9C TC JC QC KC", "AS AC AD KD QD"][
        : variant.players
    ]
    arguments: dict[str, object] = {"trump": "H", "maker": 1, **options}
    with pytest.raises(ValueError, match=why):
        Deal.at_play(variant, hands, **arguments)  # type: ignore[arg-type]
