"""Properties over random deals of every preset, against a reference written from the
rules-spec pseudocode (§1.4–1.6, §2.7) rather than from the engine's tables."""

import random
from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.engine import (
    PRESET_NAMES,
    SUITS,
    Action,
    Card,
    Deal,
    Game,
    Phase,
    Play,
    Rank,
    Suit,
    Variant,
    legal_plays,
    trick_winner,
)

FAST = settings(max_examples=60, deadline=None)
VARIANTS = [Variant.preset(name) for name in PRESET_NAMES] + [
    Variant.preset("standard").replace(joker=True, cards=32),
    Variant.preset("standard").replace(seven_card_32=True),
    Variant.preset("three-hand").replace(joker=True),
    Variant.preset("standard").replace(partner_may_take_alone=True, defend_alone="any"),
    Variant.preset("american").replace(canadian_loner=True, first_lead="left_of_loner"),
]


# -- reference rules, spelled out as the spec states them ------------------------------


def ref_suit(card: Card, trump: Suit | None) -> Suit | None:
    if card.is_joker:
        return trump
    if trump is not None and card.rank is Rank.JACK and card.suit is trump.sister:
        return trump
    return card.suit


def ref_rank(card: Card, trump: Suit | None, low: bool) -> int:
    """Strength within its own effective suit (bigger is better)."""
    if card.is_joker:
        return 100
    if trump is not None and ref_suit(card, trump) is trump and card.rank is Rank.JACK:
        return 99 if card.suit is trump else 98
    return -int(card.rank) if low else int(card.rank)


def ref_winner(cards: list[Card], trump: Suit | None, low: bool) -> int:
    led = ref_suit(cards[0], trump)
    trumps = [i for i, c in enumerate(cards) if trump is not None and ref_suit(c, trump) is trump]
    if trump is None:
        jokers = [i for i, c in enumerate(cards) if c.is_joker]
        if jokers:
            return jokers[0]
    pool = trumps or [i for i, c in enumerate(cards) if ref_suit(c, trump) is led]
    return max(pool, key=lambda i: ref_rank(cards[i], trump, low))


def ref_legal(hand: list[Card], led: Card | None, trump: Suit | None) -> list[Card]:
    if led is None or ref_suit(led, trump) is None:
        return hand
    follow = [c for c in hand if ref_suit(c, trump) is ref_suit(led, trump)]
    return follow or hand


def ref_points(deal: Deal) -> tuple[int, ...]:
    """score_knock / score_bid6 of rules-spec 2.7, as points per side."""
    v = deal.variant
    assert deal.maker is not None
    maker_side = deal.side_of(deal.maker)
    tricks = deal.side_tricks[maker_side]
    sides = deal.sides
    if v.is_bid:
        assert deal.bid is not None
        mine = tricks if tricks >= deal.bid else -deal.bid
        return tuple(mine if s == maker_side else v.hand_size - tricks for s in range(sides))
    need, sweep = (4, 7) if v.hand_size == 7 else (3, 5)
    lone = deal.alone and not v.is_three_hand
    if tricks >= need:
        pts = (v.lone_march_points if lone else v.march_points) if tricks == sweep else 1
        return tuple(pts if s == maker_side else 0 for s in range(sides))
    if deal.defender_alone:
        pts = v.lone_defender_euchre_points
    elif lone:
        pts = v.lone_euchre_points
    else:
        pts = 2
    return tuple(0 if s == maker_side else pts for s in range(sides))


# -- trick winner and legal plays ------------------------------------------------------


@st.composite
def tricks(draw: st.DrawFn) -> tuple[list[Card], Suit | None, bool]:
    variant = draw(st.sampled_from(VARIANTS))
    pack = list(variant.cards())
    cards = draw(st.lists(st.sampled_from(pack), min_size=1, max_size=4, unique=True))
    trump = draw(st.sampled_from([*SUITS, None]))
    low = trump is None and draw(st.booleans())
    return cards, trump, low


@FAST
@given(tricks())
def test_trick_winner_matches_the_reference(trick: tuple[list[Card], Suit | None, bool]) -> None:
    cards, trump, low = trick
    winner = trick_winner(cards, trump, low=low)
    assert 0 <= winner < len(cards)
    assert winner == ref_winner(cards, trump, low)


@FAST
@given(tricks(), st.data())
def test_legal_plays_match_the_reference(
    trick: tuple[list[Card], Suit | None, bool], data: st.DataObject
) -> None:
    hand, trump, _ = trick
    pack = list(Variant.preset("british").replace(cards=32).cards())
    led = data.draw(st.one_of(st.none(), st.sampled_from([c for c in pack if c not in hand])))
    legal = legal_plays(hand, led, trump)
    assert legal
    assert all(card in hand for card in legal)
    assert legal == [c for c in hand if c in legal]  # hand order kept
    assert legal == ref_legal(hand, led, trump)


# -- whole hands -----------------------------------------------------------------------


@FAST
@given(st.sampled_from(VARIANTS), st.integers(0, 2**32 - 1), st.integers(0, 3))
def test_random_hand_plays_out_and_scores_by_the_table(
    variant: Variant, seed: int, dealer: int
) -> None:
    rng = random.Random(seed)
    deal = Deal.new(variant, dealer=dealer % variant.players, rng=rng)
    while not deal.is_over:
        actions = deal.legal_actions()
        assert actions, deal
        assert all(Action.parse(str(a)) == a for a in actions)
        if deal.phase is Phase.PLAY:
            hand = list(deal.hand(deal.to_act or 0))
            led = deal.trick[0].card if deal.trick else None
            assert [a.card for a in actions] == ref_legal(hand, led, deal.trump)  # type: ignore[attr-defined]
        deal.push(rng.choice(actions))
    if deal.passed_out:
        assert deal.points() == (0,) * deal.sides
        return
    active = deal.active_seats
    assert all(not deal.hand(s) for s in active)
    for seat in range(variant.players):
        if seat not in active:
            assert len(deal.hand(seat)) == variant.hand_size
    assert len(deal.tricks) == variant.hand_size
    assert sum(deal.tricks_won) == variant.hand_size
    for trick in deal.tricks:
        assert len(trick.plays) == len(active)
        assert set(trick.seats) == set(active)
        index = ref_winner(list(trick.cards), deal.trump, deal.low)
        assert trick.winner == trick.seats[index]
    for before, after in zip(deal.tricks, deal.tricks[1:], strict=False):
        assert after.leader == before.winner
    assert deal.points() == ref_points(deal)


@FAST
@given(st.sampled_from(VARIANTS), st.integers(0, 2**32 - 1))
def test_push_pop_restores_every_position(variant: Variant, seed: int) -> None:
    rng = random.Random(seed)
    deal = Deal.new(variant, dealer=seed % variant.players, rng=rng)
    start = deal.copy()
    history = []
    while not deal.is_over:
        action = rng.choice(deal.legal_actions())
        before = deal.copy()
        deal.push(action)
        history.append(before)
        # Try every alternative once here and take it back.
        if rng.random() < 0.3 and not deal.is_over:
            after = deal.copy()
            for other in deal.legal_actions():
                deal.push(other)
                deal.pop()
                assert deal == after
    while history:
        deal.pop()
        assert deal == history.pop()
    assert deal == start


@FAST
@given(st.sampled_from(VARIANTS), st.integers(0, 2**32 - 1))
def test_public_view_is_consistent_with_the_hidden_state(variant: Variant, seed: int) -> None:
    rng = random.Random(seed)
    deal = Deal.new(variant, dealer=0, rng=rng)
    while not deal.is_over:
        if deal.phase is Phase.PLAY and rng.random() < 0.3:
            for seat in deal.active_seats:
                view = deal.public_view(seat)
                assert view.hand == deal.hand(seat)
                unseen = view.unseen()
                assert not unseen & set(view.hand)
                assert not unseen & view.played_cards()
                for other in range(variant.players):
                    for suit in view.voids[other]:
                        assert all(ref_suit(c, deal.trump) is not suit for c in deal.hand(other)), (
                            other,
                            suit,
                        )
                    assert view.known[other] <= set(deal.hand(other))
                    if other != seat:
                        assert set(deal.hand(other)) <= unseen | view.known[other]
        deal.push(rng.choice(deal.legal_actions()))


def cautious_random(rng: random.Random) -> Callable[[Deal], Action]:
    """Random legal moves, except that nobody bids in the Bid Euchre auction unless forced.

    Random overbidding sets both sides again and again and, with no floor rule (E17h),
    can keep a Bid Euchre game below the target for ever; any sane auction ends it.
    """

    def choose(deal: Deal) -> Action:
        actions = deal.legal_actions()
        if deal.phase is Phase.BIDDING:
            return actions[0]  # pass, or the forced dealer's lowest bid
        return rng.choice(actions)

    return choose


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(PRESET_NAMES), st.integers(0, 2**32 - 1))
def test_a_game_always_ends(preset: str, seed: int) -> None:
    rng = random.Random(seed)
    game = Game(preset, rng=random.Random(seed + 1))
    winner = game.play(cautious_random(rng), max_hands=2000)
    assert game.scores[winner] >= game.variant.target
    assert all(h.dealer == i % game.variant.players for i, h in enumerate(game.history))


@FAST
@given(st.sampled_from(VARIANTS), st.integers(0, 2**32 - 1))
def test_teach_mode_finds_exactly_the_reneges_that_were_played(variant: Variant, seed: int) -> None:
    rng = random.Random(seed)
    deal = Deal.new(variant.replace(renege_mode="teach"), dealer=0, rng=rng)
    played_illegally = []
    while not deal.is_over:
        if deal.phase is Phase.PLAY:
            seat = deal.to_act or 0
            card = rng.choice(deal.hand(seat))
            if Play(card) not in deal.legal_actions():
                played_illegally.append((seat, len(deal.tricks), card))
            deal.push(Play(card))
        else:
            deal.push(rng.choice(deal.legal_actions()))
    assert [(r.seat, r.trick, r.card) for r in deal.reneges] == played_illegally
    if played_illegally and not deal.passed_out:
        assert deal.score().reasons[0].key == "renege"
