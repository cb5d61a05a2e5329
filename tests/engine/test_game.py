"""Games to the target: win by two, the three-hand tie rule, Bid Euchre's win rule,
the deal moving left, and the pure game_winner decision the scoring quiz asks about."""

import random

import pytest

from tutor.engine import (
    Action,
    Deal,
    Game,
    Phase,
    Variant,
    describe,
    game_result,
    game_winner,
)

STANDARD = Variant.preset("standard")
CARDGAMES = Variant.preset("cardgames")
THREE = Variant.preset("three-hand")
BID = Variant.preset("bid")


@pytest.mark.parametrize(
    ("variant", "scores", "winner"),
    [
        (STANDARD, (10, 9), 0),
        (STANDARD, (9, 9), None),
        (STANDARD, (7, 12), 1),  # E12: past the target is still a win
        (CARDGAMES, (10, 9), None),  # E11: 10-9 continue
        (CARDGAMES, (11, 9), 0),  # 11-9 win
        (CARDGAMES, (12, 10), 0),
        (CARDGAMES, (13, 9), 0),  # 9-9 then a lone march: 13-9 win
        (CARDGAMES, (8, 10), 1),  # 10-8 win
        (Variant.preset("british"), (10, 3), None),  # british plays to 11
        (Variant.preset("british"), (11, 3), 0),
        (THREE, (10, 10, 6), None),  # P5: tied leaders play on
        (THREE, (10, 11, 6), 1),
        (THREE, (12, 10, 10), 0),
        (THREE, (9, 8, 9), None),
        (THREE.replace(win_by_two=True), (11, 10, 4), None),  # two ahead of EACH player
        (THREE.replace(win_by_two=True), (12, 10, 4), 0),
    ],
)
def test_game_winner(variant: Variant, scores: tuple[int, ...], winner: int | None) -> None:
    assert game_winner(variant, scores) == winner


def test_win_by_two_reason_names_the_rule() -> None:
    result = game_result(CARDGAMES, (10, 9))
    assert result.winner is None
    assert [(r.key, r.rule) for r in result.reasons] == [("not-two-ahead", "E11")]
    assert describe(result.reasons[0], "en") == (
        "team 0 (seats 0 and 2) has reached the target but is not two points ahead: play on"
    )
    assert "2점 앞서지 않아" in describe(result.reasons[0], "ko")


def test_bid_only_the_qualifying_side_can_win_e17g() -> None:
    # The defenders of a made bid reach 33 but cannot win on that hand.
    result = game_result(BID, (20, 33), qualifying=0)
    assert result.winner is None
    assert result.reasons[0].key == "not-qualifying"
    assert result.reasons[0].who == 1
    assert game_winner(BID, (20, 33), qualifying=1) == 1  # they set the bidders
    assert game_winner(BID, (33, 35), qualifying=0) == 0
    assert game_winner(BID, (-8, 31), qualifying=1) is None
    with pytest.raises(ValueError, match="qualifying"):
        game_winner(BID, (20, 33))


def test_scores_must_match_the_number_of_sides() -> None:
    with pytest.raises(ValueError, match="keeps 3 scores"):
        game_winner(THREE, (10, 2))


def test_three_hand_tie_vector_from_rules_spec() -> None:
    # A=8, B=8, C=6; C makes trump and is euchred -> A=10, B=10 tied -> continue.
    game = Game(THREE, dealer=1)
    game.scores = [8, 8, 6]
    hands = ["AS KS QS JS TS", "AH KH QH TH 9H", "9C TC QC KC AC"]
    deal = Deal(THREE, hands, dealer=1, upcard="7D")
    # Round 1: seats 2, 0 pass, the dealer (1) passes; round 2: seat 2 names spades.
    for move in ("pass", "pass", "pass", "name S"):
        deal.push(move)
    assert deal.maker == 2
    while not deal.is_over:
        deal.push(deal.legal_actions()[0])
    assert deal.maker_tricks < 3
    result = game.record(deal)
    assert game.scores == [10, 10, 6]
    assert result.winner is None
    assert result.reasons[0].key == "tie-at-target"
    assert game.dealer == 2


def test_deal_moves_left_after_a_passed_out_hand() -> None:
    game = Game(CARDGAMES, dealer=3, seed=1)
    deal = game.new_deal()
    while not deal.is_over:
        deal.push("pass")
    assert deal.passed_out
    game.record(deal)
    assert (game.dealer, game.scores, game.is_over) == (0, [0, 0], False)
    assert game.history[0].passed_out
    with pytest.raises(ValueError, match="does not belong"):
        game.record(deal)


def test_lone_march_from_nine_all_wins_by_two() -> None:
    game = Game(CARDGAMES, dealer=0)
    game.scores = [9, 9]
    hands = ["AS AC AD KD QD", "JH JD AH KH QH", "9S TS JS QS KS", "9C TC JC QC KC"]
    deal = Deal(CARDGAMES, hands, dealer=0, upcard="9H")
    for move in ("order up alone", "discard QD", "pass", "pass"):
        deal.push(move)
    while not deal.is_over:
        deal.push(deal.legal_actions()[0])
    assert deal.points() == (0, 4)
    result = game.record(deal)
    assert game.scores == [9, 13]
    assert result.winner == 1
    assert game.is_over
    with pytest.raises(ValueError, match="game is over"):
        game.new_deal()


def test_bid_game_records_qualifying_side() -> None:
    game = Game(BID, dealer=0)
    game.scores = [30, 30]
    hands = ["AS KS QS JS TS 9S", "AH KH QH JH TH 9H", "AC KC QC JC TC 9C", "AD KD QD JD TD 9D"]
    deal = Deal(BID, hands, dealer=0)
    for move in ("bid 6", "pass", "pass", "pass", "declare H"):
        deal.push(move)
    while not deal.is_over:
        deal.push(deal.legal_actions()[0])
    assert deal.points() == (0, 6)
    assert game.record(deal).winner == 1


@pytest.mark.parametrize("preset", ["standard", "cardgames", "british", "three-hand", "bid"])
def test_random_games_end(preset: str) -> None:
    rng = random.Random(preset)
    game = Game(preset, seed=3)

    def policy(deal: Deal) -> Action:
        actions = deal.legal_actions()
        return actions[0] if deal.phase is Phase.BIDDING else rng.choice(actions)

    winner = game.play(policy, max_hands=2000)
    assert winner == game.winner
    assert game.scores[winner] >= game.variant.target
    assert [h.dealer for h in game.history[:4]] == [
        i % game.variant.players for i in range(min(4, len(game.history)))
    ]
