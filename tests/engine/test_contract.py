"""The public engine contract of design.md and the reference vectors of rules-spec §3.1."""

import pytest

from tutor.engine import (
    InvalidCardError,
    Suit,
    Variant,
    effective_suit,
    legal_plays,
    parse_card,
    parse_cards,
    score_hand,
    trick_winner,
    trump_order,
)


@pytest.mark.parametrize("text", ["JH", "jh", "J♥", "j♥", " JH "])
def test_parse_card_spellings_of_jack_of_hearts(text: str) -> None:
    card = parse_card(text)
    assert card.code == "JH"
    assert str(card) == "J♥"


def test_ten_and_joker_codes() -> None:
    assert parse_card("10H") == parse_card("TH") == parse_card("t♥")
    assert str(parse_card("TH")) == "10♥"
    assert parse_card("JO") == parse_card("Joker") == parse_card("joker")
    assert parse_card("JO").code == "JO"
    assert str(parse_card("JO")) == "Benny"


@pytest.mark.parametrize("text", ["ZZ", "", "J", "1H", "JX", "11H", "JOK", "H"])
def test_invalid_card_names_the_text(text: str) -> None:
    with pytest.raises(InvalidCardError, match=repr(text)):
        parse_card(text)


def test_suit_codes() -> None:
    assert Suit.HEARTS.code == "H"
    assert Suit.parse("H") is Suit.HEARTS
    assert Suit.parse("♦") is Suit.DIAMONDS


def test_trump_order_hearts_24() -> None:
    order = [c.code for c in trump_order(Suit.HEARTS)]
    assert order == ["JH", "JD", "AH", "KH", "QH", "TH", "9H"]


def test_trump_order_spades_with_joker() -> None:
    order = [c.code for c in trump_order(Suit.SPADES, Variant.preset("british"))]
    assert order[:4] == ["JO", "JS", "JC", "AS"]


def test_effective_suit_of_left_bower() -> None:
    jd = parse_card("JD")
    assert effective_suit(jd, Suit.HEARTS) is Suit.HEARTS
    assert effective_suit(jd, Suit.SPADES) is Suit.DIAMONDS
    assert effective_suit(jd, None) is Suit.DIAMONDS


@pytest.mark.parametrize(
    ("cards", "trump", "winner"),
    [
        ("QC TC KC 9H", Suit.HEARTS, 3),
        ("QC TC KC 9C", Suit.HEARTS, 2),
        ("9S JS AS TD", Suit.CLUBS, 1),
    ],
)
def test_trick_vectors(cards: str, trump: Suit, winner: int) -> None:
    assert trick_winner(parse_cards(cards), trump) == winner


def test_no_trump_low_nine_wins() -> None:
    assert trick_winner(parse_cards("AS 9S KS 9H"), None, low=True) == 1
    assert trick_winner(parse_cards("AS 9S KS 9H"), None) == 0


def test_void_in_diamonds_when_only_diamond_is_left_bower() -> None:
    hand = parse_cards("JD AC 9S")
    assert legal_plays(hand, parse_card("QD"), Suit.HEARTS) == hand


def test_left_bower_must_follow_trump_lead() -> None:
    assert legal_plays(parse_cards("JD AC"), parse_card("TH"), Suit.HEARTS) == parse_cards("JD")


@pytest.mark.parametrize(
    ("tricks", "alone", "makers", "defenders"),
    [(4, False, 1, 0), (5, False, 2, 0), (5, True, 4, 0), (2, False, 0, 2), (3, True, 1, 0)],
)
def test_standard_scores(tricks: int, alone: bool, makers: int, defenders: int) -> None:
    score = score_hand(Variant.preset("standard"), maker_tricks=tricks, alone=alone)
    assert (score.makers, score.defenders) == (makers, defenders)


def test_british_lone_defender_scores_four() -> None:
    score = score_hand(Variant.preset("british"), maker_tricks=2, alone=True, defender_alone=True)
    assert (score.makers, score.defenders) == (0, 4)


def test_bid_made_and_set() -> None:
    bid = Variant.preset("bid")
    made = score_hand(bid, maker_tricks=4, bid=4)
    assert (made.makers, made.defenders) == (4, 2)
    made5 = score_hand(bid, maker_tricks=5, bid=4)
    assert (made5.makers, made5.defenders) == (5, 1)
    setback = score_hand(bid, maker_tricks=3, bid=4)
    assert (setback.makers, setback.defenders) == (-4, 3)


def test_three_hand_march_and_euchre() -> None:
    three = Variant.preset("three-hand")
    assert score_hand(three, maker_tricks=5).makers == 3
    assert score_hand(three, maker_tricks=2).defenders == 2


@pytest.mark.parametrize(
    ("preset", "options"),
    [("bid", {"joker": True}), ("three-hand", {"canadian_loner": True}), ("bid", {"cards": 32})],
)
def test_impossible_combinations_raise_value_error(preset: str, options: dict[str, object]) -> None:
    with pytest.raises(ValueError, match=r"\w"):
        Variant.preset(preset).replace(**options)
