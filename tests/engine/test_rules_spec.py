"""The reference vectors of rules-spec §3.1 and the edge cases E1–E17, in card codes."""

import doctest
import importlib

import pytest

from tutor.engine import (
    Deal,
    Deck,
    Suit,
    Variant,
    effective_suit,
    game_winner,
    legal_plays,
    parse_card,
    parse_cards,
    plain_order,
    score_hand,
    suit_counts,
    trick_winner,
    trump_order,
)

STANDARD = Variant.preset("standard")


def codes(cards: list) -> list[str]:  # type: ignore[type-arg]
    return [c.code for c in cards]


@pytest.mark.parametrize(
    "module",
    [
        "tutor.engine",
        "tutor.engine.cards",
        "tutor.engine.variant",
        "tutor.engine.ranking",
        "tutor.engine.scoring",
        "tutor.engine.actions",
        "tutor.engine.deal",
        "tutor.engine.explain",
        "tutor.engine.game",
    ],
)
def test_docstring_examples_hold(module: str) -> None:
    failures, tried = doctest.testmod(importlib.import_module(module), optionflags=doctest.ELLIPSIS)
    assert tried > 0
    assert failures == 0


# -- §3.1 reference vectors ----------------------------------------------------------


def test_rank_order_hearts_24_and_plain_diamonds() -> None:
    assert codes(trump_order(Suit.HEARTS)) == ["JH", "JD", "AH", "KH", "QH", "TH", "9H"]
    assert codes(plain_order(Suit.DIAMONDS, Suit.HEARTS)) == ["AD", "KD", "QD", "TD", "9D"]


def test_rank_order_spades_25_with_the_joker() -> None:
    order = codes(trump_order(Suit.SPADES, Deck.D25))
    assert order == ["JO", "JS", "JC", "AS", "KS", "QS", "TS", "9S"]


@pytest.mark.parametrize(
    ("deck", "count", "lowest"),
    [(Deck.D24, 7, "9C"), (Deck.D25, 8, "9C"), (Deck.D32, 9, "7C"), (Deck.D33, 10, "7C")],
)
def test_trump_counts_by_deck(deck: Deck, count: int, lowest: str) -> None:
    order = trump_order(Suit.CLUBS, deck)
    assert len(order) == count
    assert order[-1].code == lowest
    assert order[-3:] == parse_cards("9C 8C 7C" if deck in (Deck.D32, Deck.D33) else "QC TC 9C")


def test_suit_counts_trump_next_green() -> None:
    counts = suit_counts(Suit.HEARTS)
    assert counts == {Suit.HEARTS: 7, Suit.DIAMONDS: 5, Suit.SPADES: 6, Suit.CLUBS: 6}


def test_effective_suit_vectors() -> None:
    jd = parse_card("JD")
    assert effective_suit(jd, Suit.HEARTS) is Suit.HEARTS
    assert effective_suit(jd, Suit.SPADES) is Suit.DIAMONDS
    assert effective_suit(jd, None) is Suit.DIAMONDS
    assert effective_suit(parse_card("JO"), Suit.CLUBS) is Suit.CLUBS
    assert effective_suit(parse_card("JO"), None) is None


@pytest.mark.parametrize(
    ("cards", "trump", "winner"),
    [
        ("QC TC KC 9H", Suit.HEARTS, "9H"),  # S0 example
        ("QC TC KC 9C", Suit.HEARTS, "KC"),  # S0 example
        ("9S JS AS TD", Suit.CLUBS, "JS"),  # the left bower trap
        ("JD AH KH QH", Suit.HEARTS, "JD"),  # left bower led, a trump lead (E13c)
        ("AH JD JH KH", Suit.HEARTS, "JH"),
        ("AS JO JS JC", Suit.SPADES, "JO"),
        ("7C 8C 9C 7D", Suit.DIAMONDS, "7D"),  # 32 cards: the 7 is still a trump
        ("8C 7C AS AD", Suit.HEARTS, "8C"),
    ],
)
def test_trick_vectors(cards: str, trump: Suit, winner: str) -> None:
    trick = parse_cards(cards)
    assert trick[trick_winner(trick, trump)].code == winner


def test_no_trump_high_and_low() -> None:
    trick = parse_cards("JS AS 9S AH")
    assert trick_winner(trick, None) == 1
    assert trick_winner(trick, None, low=True) == 2
    # No bowers in no-trump: the jack of the led suit is a plain jack.
    assert trick_winner(parse_cards("QC JC JS"), None) == 0


def test_legal_vectors() -> None:
    hand = parse_cards("JD AC 9S")
    assert legal_plays(hand, parse_card("QD"), Suit.HEARTS) == hand  # void in diamonds
    assert legal_plays(parse_cards("JD AC"), parse_card("TH"), Suit.HEARTS) == parse_cards("JD")


@pytest.mark.parametrize(
    ("tricks", "alone", "makers", "defenders"),
    [(3, False, 1, 0), (4, False, 1, 0), (5, False, 2, 0), (5, True, 4, 0), (2, False, 0, 2)],
)
def test_standard_score_vectors(tricks: int, alone: bool, makers: int, defenders: int) -> None:
    score = score_hand(STANDARD, maker_tricks=tricks, alone=alone)
    assert (score.makers, score.defenders) == (makers, defenders)


def test_british_lone_defender_takes_three() -> None:
    score = score_hand(Variant.preset("british"), maker_tricks=2, alone=True, defender_alone=True)
    assert (score.makers, score.defenders) == (0, 4)
    assert score.reasons[0].rule == "E6"


def test_lone_maker_euchred_by_two_defenders_scores_two_p2() -> None:
    score = score_hand(STANDARD, maker_tricks=1, alone=True)
    assert (score.makers, score.defenders, score.reasons[0].rule) == (0, 2, "P2")
    four = score_hand(STANDARD.replace(lone_euchre_points=4), maker_tricks=1, alone=True)
    assert four.defenders == 4


def test_win_by_two_vectors() -> None:
    cardgames = Variant.preset("cardgames")
    assert game_winner(cardgames, (10, 9)) is None
    assert game_winner(cardgames, (11, 9)) == 0
    assert game_winner(cardgames, (13, 9)) == 0


def test_three_hand_tie_vector() -> None:
    assert game_winner(Variant.preset("three-hand"), (10, 10, 6)) is None


def test_bid6_vector() -> None:
    # L=3, P=pass, R=4, D=4 (equal) -> D declares; D's side takes 4 -> D +4, other +2.
    score = score_hand(Variant.preset("bid"), maker_tricks=4, bid=4)
    assert (score.makers, score.defenders) == (4, 2)


# -- edge cases ----------------------------------------------------------------------


def test_e3_dealer_need_not_hold_the_turned_suit() -> None:
    deal = Deal(
        STANDARD,
        ["AS AC AD KD QD", "JH JD AH KH QH", "9S TS JS QS KS", "9C TC JC QC KC"],
        dealer=0,
        upcard="9H",
    )
    for move in ("pass", "pass", "pass", "take up", "discard QD"):
        deal.push(move)
    assert deal.trump is Suit.HEARTS
    assert codes(list(deal.hand(0))) == ["AS", "AC", "AD", "KD", "9H"]


def test_e3_option_lets_the_dealer_discard_the_turn_up() -> None:
    deal = Deal(
        STANDARD.replace(dealer_keeps_turnup=False),
        ["AS AC AD KD QD", "JH JD AH KH QH", "9S TS JS QS KS", "9C TC JC QC KC"],
        dealer=0,
        upcard="9H",
    )
    deal.push("order up")
    deal.push("discard 9H")
    assert deal.discard == parse_card("9H")


@pytest.mark.parametrize(
    ("hand", "led", "legal"),
    [
        ("JD AC 9S", "QD", "JD AC 9S"),  # E13a: void in diamonds
        ("JD AC", "TH", "JD"),  # E13b: only "heart" is J♦
        ("JO AC 9S", "TH", "JO"),  # E13d: the joker must follow trump
        ("JO AC 9H", "AC", "AC"),  # the joker is no club
    ],
)
def test_e13_follow_suit_traps(hand: str, led: str, legal: str) -> None:
    assert legal_plays(parse_cards(hand), parse_card(led), Suit.HEARTS) == parse_cards(legal)


def test_e13c_leading_the_left_bower_is_a_trump_lead() -> None:
    hand = parse_cards("9D AH 9S")
    assert legal_plays(hand, parse_card("JD"), Suit.HEARTS) == parse_cards("AH")


def test_e7_joker_in_no_trump_only_when_void_and_wins() -> None:
    hand = parse_cards("JO AS 9H")
    assert legal_plays(hand, parse_card("KS"), None) == parse_cards("AS")
    assert legal_plays(parse_cards("JO 9H"), parse_card("KS"), None) == parse_cards("JO 9H")
    assert trick_winner(parse_cards("KS JO AS"), None) == 1
    assert trick_winner(parse_cards("KS JO AS"), None, low=True) == 1


def test_p7_joker_and_no_trump_do_not_combine() -> None:
    with pytest.raises(ValueError, match="P7"):
        Variant.preset("bid").replace(joker=True)
    with pytest.raises(ValueError, match="P7"):
        STANDARD.replace(joker=True, no_trump=True)


def test_seven_card_32_needs_four_of_seven() -> None:
    seven = STANDARD.replace(seven_card_32=True)
    assert (seven.hand_size, seven.deck, seven.kitty_size) == (7, Deck.D32, 4)
    assert score_hand(seven, maker_tricks=3).defenders == 2
    assert score_hand(seven, maker_tricks=4).makers == 1
    assert score_hand(seven, maker_tricks=6).makers == 1
    assert score_hand(seven, maker_tricks=7).makers == 2
    assert score_hand(seven, maker_tricks=7, alone=True).makers == 4
    deal = Deal.new(seven, seed=1)
    assert all(len(hand) == 7 for hand in deal.hands)
    assert len(deal.kitty) == 3


def test_thirty_two_card_deal_has_a_kitty_of_twelve() -> None:
    v = STANDARD.replace(cards=32)
    deal = Deal.new(v, seed=2)
    assert (v.kitty_size, len(deal.kitty) + 1) == (12, 12)
    three = Deal.new(Variant.preset("three-hand"), seed=2)
    assert len(three.kitty) + 1 == 17


def test_e16_three_hand_march_three_and_each_defender_two() -> None:
    three = Variant.preset("three-hand")
    assert score_hand(three, maker_tricks=5).makers == 3
    assert score_hand(three, maker_tricks=4).makers == 1
    euchre = score_hand(three, maker_tricks=2)
    assert (euchre.makers, euchre.defenders) == (0, 2)
    with pytest.raises(ValueError, match="nobody defends alone"):
        score_hand(three, maker_tricks=2, defender_alone=True)


@pytest.mark.parametrize(
    ("tricks", "bid", "makers", "defenders"),
    [(5, 4, 5, 1), (3, 4, -4, 3), (6, 6, 6, 0), (2, 3, -3, 4)],
)
def test_e17_bid_scoring(tricks: int, bid: int, makers: int, defenders: int) -> None:
    score = score_hand(Variant.preset("bid"), maker_tricks=tricks, bid=bid)
    assert (score.makers, score.defenders) == (makers, defenders)


def test_e6_defending_alone_needs_a_loner_unless_any() -> None:
    british = Variant.preset("british")
    with pytest.raises(ValueError, match="only against a loner"):
        score_hand(british, maker_tricks=2, defender_alone=True)
    any_mode = score_hand(Variant.preset("cardgames"), maker_tricks=2, defender_alone=True)
    assert any_mode.defenders == 4


@pytest.mark.parametrize(
    ("preset", "options", "why"),
    [
        ("bid", {"joker": True}, "joker"),
        ("three-hand", {"canadian_loner": True}, "dealer's partner"),
        ("three-hand", {"defend_alone": "any"}, "nobody can defend alone"),
        ("bid", {"cards": 32}, "24-card deck"),
        ("bid", {"win_by_two": True}, "own win rule"),
        ("bid", {"caller_takes_upcard": True}, "no turn-up"),
        ("standard", {"allow_alone": False, "canadian_loner": True}, "loners must be allowed"),
        ("standard", {"all_pass": "redeal", "stick_dealer_may_name_turned_suit": True}, "stick"),
        ("three-hand", {"seven_card_32": True}, "four players"),
        ("standard", {"seven_card_32": True, "cards": 24}, "32-card"),
        ("standard", {"target": 0}, "positive"),
        ("standard", {"first_lead": "high_bidder"}, "Bid Euchre"),
        ("standard", {"flying_pigs": True}, "unknown"),
    ],
)
def test_impossible_combinations_say_why(preset: str, options: dict[str, object], why: str) -> None:
    with pytest.raises(ValueError, match=why):
        Variant.preset(preset).replace(**options)


@pytest.mark.parametrize("preset", ["standard", "cardgames", "american", "british", "three-hand"])
def test_preset_facts(preset: str) -> None:
    v = Variant.preset(preset)
    assert v.is_bid is False
    assert v.hand_size == 5
    assert v.stick_the_dealer is (preset in ("standard", "american", "three-hand"))
    assert v.target == (11 if preset == "british" else 10)
