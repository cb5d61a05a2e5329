"""How hands solved double dummy turn out at the table: the expert's ``TABLE_TRICKS``.

    python benchmarks/table_tricks.py --seed 60000 --deals 250 --alone-from 7.5

Deals hands of a preset and lets club players (``tutor.play.bots``) call and play them
out. At the opening lead each hand is solved with every card visible; at its end the
makers' tricks are counted. ``--alone-from`` makes every call whose point count
(``hand_strength``) reaches it a lone call, so marginal lone hands are measured too
(without it, the hands are played as called). Prints, per solved kind (alone, the makers'
solved tricks), the tricks taken at the table and how many hands.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict

import click

from tutor.analysis.deal import hand_strength
from tutor.analysis.evaluate import solved_maker_tricks
from tutor.engine import Action, Deal, NameTrump, OrderUp, Phase, TakeUp, Variant
from tutor.play.bots import decide


def lone_instead(deal: Deal, action: Action, alone_from: float) -> Action:
    """``action``, made alone where it is a call whose count reaches ``alone_from``."""
    if deal.phase not in (Phase.ROUND_ONE, Phase.ROUND_TWO):
        return action
    if not isinstance(action, OrderUp | TakeUp | NameTrump) or action.alone:
        return action
    seat, upcard = deal.to_act, deal.upcard
    if seat is None or upcard is None or upcard.suit is None:
        return action
    hand = list(deal.public_view(seat).hand)
    suit = action.suit if isinstance(action, NameTrump) else upcard.suit
    if deal.phase is Phase.ROUND_ONE and seat == deal.dealer:
        hand.append(upcard)
    if hand_strength(hand, suit) < alone_from:
        return action
    lone = [
        a
        for a in deal.legal_actions()
        if type(a) is type(action)
        and a.alone
        and (not isinstance(a, NameTrump) or a == NameTrump(suit, alone=True))
    ]
    return lone[0] if lone else action


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--preset", default="standard")
    parser.add_argument("--seed", type=int, default=50000)
    parser.add_argument("--deals", type=int, default=250)
    parser.add_argument("--alone-from", type=float, default=None)
    args = parser.parse_args()
    variant = Variant.preset(args.preset)
    kinds: dict[tuple[bool, int], Counter[int]] = defaultdict(Counter)
    with click.progressbar(range(args.seed, args.seed + args.deals), file=sys.stderr) as seeds:
        for seed in seeds:
            deal = Deal.new(variant, dealer=seed % variant.players, seed=seed)
            solved: int | None = None
            move = 0
            while not deal.is_over:
                if deal.phase is Phase.PLAY and solved is None:
                    solved = solved_maker_tricks(deal)
                action = decide(deal, "club", f"dd|{seed}|{move}").action
                if args.alone_from is not None:
                    action = lone_instead(deal, action, args.alone_from)
                deal.push(action)
                move += 1
            if deal.passed_out or solved is None:
                continue
            if args.alone_from is not None and not deal.alone:
                continue  # measuring lone hands
            kinds[(deal.alone, solved)][deal.maker_tricks] += 1
    rows = [
        {"alone": alone, "solved": tricks, "taken": dict(sorted(taken.items()))}
        for (alone, tricks), taken in sorted(kinds.items())
    ]
    print(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
