"""The judge hears the table: the calling model and the deals drawn by the calls' likelihood."""

from __future__ import annotations

import itertools
import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.analysis.bidding import bid_tricks, heard_auction, heuristic_bid, table_bid
from tutor.analysis.deal import ALONE_THRESHOLD, CALL_THRESHOLD, hand_strength
from tutor.analysis.evaluate import evaluate
from tutor.analysis.hearing import (
    COUNT,
    CallingModel,
    HearingBudgetSpent,
    HearingError,
    HearingSampler,
    calls_likelihood,
    hear,
    implied_calls,
    item_hearing,
    leaning,
    maker_trumps_at_least,
)
from tutor.analysis.heuristic import heuristic_action
from tutor.analysis.position import PositionError, View, position_fields, view_from_item
from tutor.analysis.seeing import play_view
from tutor.engine import (
    Action,
    Bid,
    Card,
    Deal,
    Declare,
    GoAlone,
    NameTrump,
    OrderUp,
    Pass,
    Phase,
    Suit,
    Variant,
    effective_suit,
    parse_card,
)


def cards(text: str) -> list[Card]:
    return [parse_card(code) for code in text.split()]


def round_one(hand: str, upcard: str = "9H") -> Deal:
    """Seat 1 (eldest, dealer 0) to act in round one holding ``hand``."""
    others = [c for c in Deal.new("standard", seed=1).variant.cards() if c.code not in hand]
    others = [c for c in others if c.code != upcard]
    hands = [others[0:5], cards(hand), others[5:10], others[10:15]]
    return Deal("standard", hands, dealer=0, upcard=upcard, kitty=others[15:])


# -- the calling model ---------------------------------------------------------------------


def test_a_strong_hand_orders_up_and_a_weak_one_passes() -> None:
    strong = round_one("JH AH AS AC 9C")
    weak = round_one("9S TC QD KD 9C")
    # 3 + 2 + 1.2 + 1.2, and 0.4 a trump for the diamond void: 8.2, short of a loner.
    assert hand_strength(cards("JH AH AS AC 9C"), Suit.HEARTS) == pytest.approx(8.2)
    assert COUNT.probability(strong, OrderUp()) > 0.9
    assert COUNT.probability(strong, Pass()) < 0.05
    assert COUNT.probability(weak, Pass()) > 0.95
    assert COUNT.probability(weak, OrderUp()) < 0.02
    # The slip keeps every legal call possible; an illegal one never is.
    assert COUNT.probability(weak, OrderUp(alone=True)) > 0
    assert COUNT.probability(weak, NameTrump(Suit.SPADES)) == 0.0


def test_a_hand_on_the_count_calls_about_half_the_time() -> None:
    # J♥ K♥ A♠ 10♣ 9♦ counts 3 + 1.6 + 1.2 = 5.8 (no void), just under the count of 6.
    deal = round_one("JH KH AS TC 9D")
    strength = hand_strength(cards("JH KH AS TC 9D"), Suit.HEARTS)
    assert abs(strength - CALL_THRESHOLD) < 0.5
    order = COUNT.probability(deal, OrderUp())
    assert 0.2 < order < 0.8


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 100_000), moves=st.integers(0, 6))
def test_the_calls_probabilities_sum_to_one(seed: int, moves: int) -> None:
    rng = random.Random(seed)
    deal = Deal.new(["standard", "british", "three-hand", "bid"][seed % 4], seed=seed)
    for _ in range(moves):
        if deal.phase in (Phase.PLAY, Phase.OVER):
            break
        deal.push(heuristic_action(deal, rng))
    if deal.phase in (Phase.PLAY, Phase.OVER):
        return
    total = math.fsum(COUNT.probability(deal, a) for a in deal.legal_actions())
    assert total == pytest.approx(1.0)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 100_000))
def test_the_model_reads_calls_as_the_engine_players_make_them(seed: int) -> None:
    """Away from the count's thresholds the model's likeliest call is the players' call."""
    deal = Deal.new("standard", seed=seed, dealer=seed % 4)
    seat = deal.to_act
    upcard = deal.upcard
    assert seat is not None
    assert upcard is not None
    assert upcard.suit is not None
    takes = seat == deal.dealer
    holding = [*deal.hand(seat), upcard] if takes else list(deal.hand(seat))
    strength = hand_strength(holding, upcard.suit)
    if min(abs(strength - CALL_THRESHOLD), abs(strength - ALONE_THRESHOLD)) < 1.5:
        return
    played = heuristic_action(deal, random.Random(0))
    likeliest = max(deal.legal_actions(), key=lambda a: COUNT.probability(deal, a))
    assert likeliest == played
    assert COUNT.probability(deal, played) > 0.9


def test_a_bid_is_read_as_a_bidder_holding_its_count() -> None:
    """Bid Euchre, dealer 0, West (1) opens the auction. J♠ A♠ K♠ A♥ 9♦ 10♣ counts 4.2
    likely tricks in spades (3 + 2 + 1.6 + 1.2 + 0.6 for three trumps = 8.4 points,
    halved): it bids 4 at most misjudgements and passes only by a slip; 9♠ 10♥ Q♦ K♣ 9♣
    10♦ counts 2.8 (low no-trump: two nines, two tens) and passes over a bid of 5. The
    share of misjudgements behind each bid is the players' own ``heuristic_bid`` at each
    one (the hearing counts the hand once)."""
    strong, weak = cards("JS AS KS AH 9D TC"), cards("9S TH QD KC 9C TD")
    rest = [c for c in Deal.new("bid", seed=1).variant.cards() if c not in strong + weak]
    deal = Deal("bid", [rest[:6], strong, weak, rest[6:]], dealer=0)
    legal = deal.legal_actions()
    assert bid_tricks(strong, "S") == pytest.approx(4.2)
    assert COUNT.probability(deal, Bid(4)) > 0.6
    assert COUNT.probability(deal, Pass()) == pytest.approx(COUNT.slip / len(legal))
    for hand in (strong, weak, rest[:6], rest[6:]):
        for action in legal:
            made = sum(
                heuristic_bid(hand, legal, partners_bid=None, jitter=j) == action
                for j in COUNT.jitters
            )
            expected = COUNT.slip / len(legal) + (1 - COUNT.slip) * made / len(COUNT.jitters)
            got = COUNT.call_probability(deal, 1, hand, action, legal)
            assert got == pytest.approx(expected), (hand, action)
    deal.push(Bid(5))
    assert bid_tricks(weak, "NTL") == pytest.approx(2.8)
    assert COUNT.call_probability(deal, 2, weak, Pass(), deal.legal_actions()) > 0.97


def test_a_leaning_seats_order_up_says_less_about_its_hand() -> None:
    """J♥ 10♥ A♠ 10♣ 9♦ counts 5.2 with hearts turned: short of the count's 6, so a count
    player seldom orders up with it (about one time in five); a seat read with a lean of
    1.4 (the expert, who calls on less) usually does, so its order-up is weaker evidence
    of a strong hand."""
    hand = "JH TH AS TC 9D"
    assert hand_strength(cards(hand), Suit.HEARTS) == pytest.approx(5.2)
    deal = round_one(hand)
    model = leaning([0.0, 1.4, 0.0, 0.0])
    assert COUNT.probability(deal, OrderUp()) == pytest.approx(0.19, abs=0.01)
    assert model.probability(deal, OrderUp()) == pytest.approx(0.74, abs=0.01)
    # Only the leaning seat is read differently; no lean at all is the count itself.
    assert model.jitters_for(0) == COUNT.jitters
    assert leaning([0.0] * 4) is COUNT
    assert model.name != COUNT.name
    assert model != COUNT


def test_a_blind_call_says_nothing_about_the_hand() -> None:
    seed = next(s for s in range(2000) if Deal.new("british", seed=s).phase is Phase.BLIND_TRUMP)
    deal = Deal.new("british", seed=seed)
    legal = deal.legal_actions()
    assert {COUNT.probability(deal, a) for a in legal} == {1 / len(legal)}


# -- the sampler that hears: exact on a small position -------------------------------------


def small_position() -> tuple[View, tuple[Action, ...], Deal]:
    """Standard, dealer 0: everyone passes the 9♥; North (2) names clubs; four tricks are
    played by the rules of thumb. East (1), holding one card, listens: the other hands hold
    one unseen card each, the kitty three (the turned-down 9♥ is known)."""
    hands = [
        cards("TH TS KS AD JS"),
        cards("QH AS 9D QS TD"),
        cards("JC AC QC 9S KD"),
        cards("KH 9C TC KC QD"),
    ]
    kitty = cards("JH AH JD")
    deal = Deal("standard", hands, dealer=0, upcard="9H", kitty=kitty)
    for text in ("pass", "pass", "pass", "pass", "pass", "name clubs"):
        deal.push(Action.parse(text))
    rng = random.Random(3)
    while len(deal.public_view(1).tricks) < 4:
        deal.push(heuristic_action(deal, rng))
    public = deal.public_view(1)
    return play_view(public), tuple(c.action for c in public.calls), deal


def exact_holdings(sampler: HearingSampler) -> dict[tuple[Card, int], float]:
    """Each (unseen card, seat) pair's probability over every consistent deal, each deal
    weighed by the likelihood of the calls: exact enumeration."""
    view = sampler.view
    uniform = sampler.uniform
    pool = [c for group in uniform.groups for c in group]
    seats = uniform.seats
    voids = view.position.voids()
    trump = view.position.trump
    shares: dict[tuple[Card, int], float] = {}
    total = 0.0
    for chosen in itertools.permutations(pool, len(seats)):
        if any(effective_suit(c, trump) in voids[s] for c, s in zip(chosen, seats, strict=True)):
            continue
        hands = [list(h) for h in view.position.hands]
        for card, seat in zip(chosen, seats, strict=True):
            hands[seat] = [card]
        start, hidden = sampler.reconstruct(hands, random.Random(0))
        weight = calls_likelihood(
            start, sampler.calls, view.seat, sampler.model, hidden_discard=hidden
        )
        total += weight
        for card, seat in zip(chosen, seats, strict=True):
            shares[(card, seat)] = shares.get((card, seat), 0.0) + weight
    return {pair: w / total for pair, w in shares.items()}


def test_heard_deals_match_exact_enumeration_and_differ_from_uniform() -> None:
    view, _, deal = small_position()
    public = deal.public_view(1)
    assert [len(h) for h in deal.hands] == [1, 1, 1, 1]
    sampler = HearingSampler(view, public.calls, COUNT)
    exact = exact_holdings(sampler)
    rng = random.Random(11)
    draws = 3000
    counts: dict[tuple[Card, int], int] = {}
    for _ in range(draws):
        hands = sampler.sample(rng)
        for seat in sampler.uniform.seats:
            (card,) = hands[seat]
            counts[(card, seat)] = counts.get((card, seat), 0) + 1
    for pair, p in exact.items():
        seen = counts.get(pair, 0) / draws
        assert abs(seen - p) <= 4.5 * math.sqrt(p * (1 - p) / draws) + 0.005, (pair, seen, p)
    # The calls tell something: the deals are not the uniform ones.
    uniform = HearingSampler(view, public.calls, CallingModel("flat", slip=1.0))
    flat = exact_holdings(uniform)
    assert max(abs(exact[pair] - flat[pair]) for pair in exact) > 0.05
    assert sampler.effective_samples == draws
    assert sampler.tries >= draws


def test_calls_every_deal_explains_poorly_are_drawn_exactly_in_few_tries() -> None:
    """North's "name clubs" read with a lean of -9 (a seat that names trump only on a
    count of 15) is a slip on every deal: the likelihood is at most 0.0027, so plain
    rejection keeps about one deal in a thousand. The envelope (the most any consistent
    deal's likelihood can be) scales every deal's chance alike: the deals drawn are still
    the exact ones, in a few tries each."""
    view, _, deal = small_position()
    calls = deal.public_view(1).calls
    model = leaning([0.0, 0.0, -9.0, 0.0])
    sampler = HearingSampler(view, calls, model)
    sampler.envelope_after = 0
    exact = exact_holdings(sampler)
    uniform = sampler.uniform
    pool = [c for group in uniform.groups for c in group]
    likeliest = 0.0
    for chosen in itertools.permutations(pool, len(uniform.seats)):
        hands = [list(h) for h in view.position.hands]
        for card, seat in zip(chosen, uniform.seats, strict=True):
            hands[seat] = [card]
        likeliest = max(likeliest, sampler.weigh(hands, random.Random(0), 0.0))
    assert 0 < likeliest < 0.003
    assert sampler.envelope() == pytest.approx(likeliest)  # here the bound is the maximum
    rng = random.Random(4)
    draws = 2000
    counts: dict[tuple[Card, int], int] = {}
    for _ in range(draws):
        hands = sampler.sample(rng)
        for seat in uniform.seats:
            (card,) = hands[seat]
            counts[(card, seat)] = counts.get((card, seat), 0) + 1
    for pair, p in exact.items():
        seen = counts.get(pair, 0) / draws
        assert abs(seen - p) <= 4.5 * math.sqrt(p * (1 - p) / draws) + 0.005, (pair, seen, p)
    assert sampler.tries < 10 * draws
    plain = HearingSampler(view, calls, model)
    plain.envelope_after = 10**9  # never bounded: plain rejection
    rng = random.Random(4)
    for _ in range(3):
        plain.sample(rng)
    assert plain.tries > 300 * 3


def test_only_an_engine_player_s_sampler_uses_the_envelope() -> None:
    """The envelope keeps other deals of the same stream: a proof, the coach and the board
    replay stored evaluations, so their sampler keeps to plain rejection; only an engine
    player's (``Hearing.envelope``) takes the shortcut."""
    view, _, deal = small_position()
    calls = deal.public_view(1).calls
    model = leaning([0.0, 0.0, -9.0, 0.0])
    default = HearingSampler(view, calls, model)
    plain = HearingSampler(view, calls, model)
    plain.envelope_after = 10**9
    first, second = random.Random(4), random.Random(4)
    assert [default.sample(first) for _ in range(3)] == [plain.sample(second) for _ in range(3)]
    assert default.tries > 300 * 3
    assert not default.bounded
    player = HearingSampler(view, calls, model, envelope=True)
    rng = random.Random(4)
    for _ in range(3):
        player.sample(rng)
    assert player.bounded
    assert player.tries < default.tries


def test_the_board_entry_point_weighs_deals_and_states_a_fact() -> None:
    view, _, deal = small_position()
    calls = deal.public_view(1).calls
    heard = hear(view, calls, samples=400, rng=random.Random(5))
    flat = hear(view, calls, samples=400, rng=random.Random(5), model=CallingModel(slip=1.0))
    assert 0 < heard.effective_samples <= 400
    assert heard.enough
    assert flat.effective_samples == pytest.approx(400)
    # North named clubs without going alone: holding four trumps it would have gone alone.
    fact = maker_trumps_at_least(view, 4)
    assert heard.share(fact) < flat.share(fact) / 2


def test_calls_no_deal_explains_are_reported_not_read_as_uniform() -> None:
    """Calls that no deal explains raise ``HearingError`` instead of uniform deals."""
    view, _, deal = small_position()
    calls = list(deal.public_view(1).calls)
    strict = CallingModel("strict", slip=0.0, scale=0.01)
    sampler = HearingSampler(view, calls, strict)
    assert sampler.sample(random.Random(1))  # the true calls are explained
    impossible = HearingSampler(view, calls, CallingModel("never", slip=0.0, scale=0.01))
    impossible.calls = (*calls[:4], calls[4], calls[4])  # East's pass twice: out of turn
    with pytest.raises(HearingError):
        impossible.sample(random.Random(1))


def test_a_budget_bounds_the_uniform_deals_tried() -> None:
    """An engine player's bound: past ``budget`` uniform deals tried in all, the sampler
    stops with ``HearingBudgetSpent`` (a ``HearingError``), having drawn the same deals
    as an unbounded sampler up to there."""
    view, _, deal = small_position()
    calls = deal.public_view(1).calls
    bounded = HearingSampler(view, calls, COUNT, budget=40)
    free = HearingSampler(view, calls, COUNT)
    rng, free_rng = random.Random(7), random.Random(7)
    kept = []
    while bounded.tries < 40:
        kept.append(bounded.sample(rng))
    with pytest.raises(HearingBudgetSpent):
        bounded.sample(rng)
    assert bounded.tries == 40
    assert 0 < len(kept) < 40
    assert kept == [free.sample(free_rng) for _ in kept]


def test_every_decision_of_a_hand_shares_one_reading_of_the_calls() -> None:
    """The calls' script (and the likelihoods it remembers) is kept for the process, keyed
    by what it depends on: a later sampler on the same calls reuses it, other calls or
    another model do not, and the deals drawn are the same as with a fresh script."""
    view, _, deal = small_position()
    calls = deal.public_view(1).calls
    first = HearingSampler(view, calls, COUNT)
    hands = first.sample(random.Random(2))
    again = HearingSampler(view, calls, COUNT)
    assert again.sample(random.Random(2)) == hands
    assert again.script is first.script
    flat = HearingSampler(view, calls, CallingModel("flat", slip=1.0))
    flat.sample(random.Random(2))
    assert flat.script is not first.script
    shorter = HearingSampler(view, calls[:-1], COUNT)
    shorter.weigh(hands, random.Random(2), 0.0)
    assert shorter.script is not first.script


@pytest.mark.parametrize("preset", ["standard", "cardgames", "three-hand", "british"])
def test_a_quiz_position_implies_the_calls_the_table_made(preset: str) -> None:
    checked = 0
    for seed in range(30):
        rng = random.Random(seed)
        deal = Deal.new(preset, seed=seed, dealer=seed % 3)
        while deal.phase is not Phase.PLAY and not deal.is_over:
            deal.push(heuristic_action(deal, rng))
        # A partner taking over the lone hand (E5) is not a quiz position's contract.
        if deal.is_over or any(isinstance(c.action, GoAlone) for c in deal.calls):
            continue
        for seat in deal.active_seats:
            public = deal.public_view(seat)
            assert implied_calls(play_view(public)) == public.calls, (seed, seat)
            checked += 1
    assert checked >= 40


def test_the_expert_and_the_coach_read_the_calls() -> None:
    view, _, deal = small_position()
    del view
    evaluation = evaluate(deal, samples=8, key="hear", calling_model=COUNT)
    assert evaluation.reading == "count"
    assert evaluate(deal, samples=8, key="hear").reading == "uniform"


def test_an_item_names_the_reading_its_proof_was_made_under() -> None:
    view, _, deal = small_position()
    assert item_hearing(None, view) is None
    assert item_hearing("uniform", view) is None
    hearing = item_hearing("count", view)
    assert hearing is not None
    assert hearing.model is COUNT
    assert hearing.calls == deal.public_view(1).calls
    with pytest.raises(ValueError, match="unknown calling model"):
        item_hearing("psychic", view)


# -- Bid Euchre: an item keeps its auction, and the judge hears it -------------------------


def test_a_bid_euchre_item_is_heard_through_its_recorded_auction() -> None:
    variant = Variant.preset("bid")
    position = heard_auction(variant, random.Random(3))
    # The count players' auction (``heuristic_bid``), once round from the dealer's left.
    deal = Deal(variant, [list(h) for h in position.hands], dealer=position.dealer)
    for seat, tricks in position.auction:
        assert deal.to_act == seat
        action = table_bid(deal)
        assert action == (Pass() if tricks is None else Bid(tricks))
        deal.push(action)
    assert (deal.maker, deal.bid) == (position.maker, position.bid)
    item = {
        "id": "best-play/bid/0/1",
        "kind": "best-play",
        "variant": "bid",
        **position_fields(position, position.maker),
    }
    assert item["bids"] == [{"seat": s, "bid": t} for s, t in position.auction]
    view = view_from_item(item)
    assert view.position.auction == position.auction
    # The bids and passes, then the declaration: the calls the table made, as the engine
    # replays them.
    calls = implied_calls(view)
    assert calls is not None
    deal.push(Declare(position.trump, low=position.low))
    assert deal.phase is Phase.PLAY
    assert calls == tuple(deal.calls)
    hearing = item_hearing("count", view)
    assert hearing is not None
    assert hearing.calls == calls
    # Without its auction a Bid item cannot be heard.
    unheard = view_from_item({k: v for k, v in item.items() if k != "bids"})
    assert implied_calls(unheard) is None
    with pytest.raises(ValueError, match="without its auction"):
        item_hearing("count", unheard)


def test_a_recorded_auction_must_end_on_the_contracts_bid() -> None:
    position = heard_auction(Variant.preset("bid"), random.Random(3))
    item = {"kind": "best-play", "variant": "bid", **position_fields(position, position.maker)}
    wrong = {**item, "bid": int(item["bid"]) - 1 if item["bid"] > 3 else 6}
    with pytest.raises(PositionError, match="high bid"):
        view_from_item(wrong)
    shifted = {**item, "bids": item["bids"][1:] + item["bids"][:1]}
    with pytest.raises(PositionError, match="once round"):
        view_from_item(shifted)
