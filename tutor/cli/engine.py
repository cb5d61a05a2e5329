"""`flask engine …`: watch the rules engine at work.

``flask --app tutor engine deal --variant british --seed 3`` deals a hand, plays it out
with random legal moves and prints the hands, every call, every trick with its winner and
the score. Same seed, same output.
"""

from __future__ import annotations

import random

import click

from tutor.catalogue import languages
from tutor.engine import PRESET_NAMES, Deal, Phase, Variant, describe, explain_trick
from tutor.engine.actions import Discard, Pass
from tutor.engine.cards import Card
from tutor.engine.explain import explain_score, suit_name


@click.group("engine")
def engine() -> None:
    """Rules engine tools."""


def _cards(cards: tuple[Card, ...] | list[Card]) -> str:
    return " ".join(str(c) for c in cards) if cards else "-"


def _seat(deal: Deal, seat: int) -> str:
    roles = []
    if seat == deal.dealer:
        roles.append("dealer")
    if seat == (deal.dealer + 1) % deal.players:
        roles.append("eldest")
    return f"seat {seat}" + (f" ({', '.join(roles)})" if roles else "")


def _contract(deal: Deal) -> str:
    if deal.trump is not None:
        return f"{suit_name(deal.trump, 'en', plural=True)} ({deal.trump})"
    return "no-trump low" if deal.low else "no-trump high"


@engine.command("deal")
@click.option(
    "--variant",
    "variant_name",
    default="standard",
    show_default=True,
    type=click.Choice(PRESET_NAMES),
    help="Preset rules to deal.",
)
@click.option("--seed", default=0, show_default=True, type=int, help="Shuffle and play seed.")
@click.option("--dealer", default=0, show_default=True, type=int, help="Dealer's seat.")
@click.option(
    "--lang", default="en", show_default=True, type=click.Choice(languages()), help="Reasons."
)
def deal_command(variant_name: str, seed: int, dealer: int, lang: str) -> None:
    """Deal a hand and play it out with random legal moves."""
    variant = Variant.preset(variant_name)
    if not 0 <= dealer < variant.players:
        raise click.BadParameter(f"a seat from 0 to {variant.players - 1}", param_hint="--dealer")
    rng = random.Random(seed)  # noqa: S311 - a demonstration, not cryptography
    deal = Deal.new(variant, dealer=dealer, rng=rng)
    echo = click.echo
    echo(f"{variant.describe()} — seed {seed}, dealer seat {dealer}")
    echo("Hands:")
    for seat in range(variant.players):
        echo(f"  {_seat(deal, seat)}: {_cards(deal.initial_hands[seat])}")
    if deal.upcard is not None:
        echo(f"Turn-up: {deal.upcard}   kitty (face down): {_cards(deal.kitty)}")
    echo("Calling:")
    while not deal.is_over and deal.phase is not Phase.PLAY:
        seat = deal.to_act if deal.to_act is not None else dealer
        phase = deal.phase
        action = rng.choice(deal.legal_actions())
        deal.push(action)
        shown = "discards a card face down" if isinstance(action, Discard) else str(action)
        # A pass after trump is fixed declines a lone-hand offer, not the trump.
        if isinstance(action, Pass) and phase is Phase.DEFEND_ALONE:
            shown = "declines to defend alone"
        elif isinstance(action, Pass) and phase is Phase.PARTNER_ALONE:
            shown = "declines to take the lone hand"
        echo(f"  {_seat(deal, seat)}: {shown}")
    if deal.passed_out:
        echo("Everybody passed twice: the hand is void and the deal moves left (E1).")
        return
    maker = deal.maker_or_raise()
    details = []
    if deal.bid is not None:
        details.append(f"bid {deal.bid}")
    if deal.alone:
        details.append("alone")
    if deal.lone_defender is not None:
        details.append(f"seat {deal.lone_defender} defends alone")
    extra = f" ({', '.join(details)})" if details else ""
    echo(f"Trump: {_contract(deal)}; maker: seat {maker}{extra}")
    if deal.upcard_dead:
        echo("The turn-up is dead: nobody takes it (E4).")
    sitting_out = [s for s in range(variant.players) if s not in deal.active_seats]
    if sitting_out:
        echo(f"Sitting out: {', '.join(f'seat {s}' for s in sitting_out)}")
    while not deal.is_over:
        deal.push(rng.choice(deal.legal_actions()))
        if not deal.trick and deal.tricks:
            trick = deal.tricks[-1]
            plays = ", ".join(f"seat {p.seat} {p.card}" for p in trick.plays)
            reasons = explain_trick(trick.cards, deal.trump, low=deal.low)
            why = "; ".join(describe(r, lang) for r in reasons if trick.winning_card in r.cards)
            echo(
                f"Trick {len(deal.tricks)}: {plays} -> seat {trick.winner} wins "
                f"with {trick.winning_card} ({why})"
            )
    tricks = deal.side_tricks
    if variant.players == 4:
        echo(f"Tricks: seats 0+2 took {tricks[0]}, seats 1+3 took {tricks[1]}")
    else:
        echo("Tricks: " + ", ".join(f"seat {s} took {n}" for s, n in enumerate(tricks)))
    score = deal.score()
    for reason in explain_score(score):
        echo(f"Score: {describe(reason, lang)}")
    points = deal.points()
    label = "seats 0+2, seats 1+3" if variant.players == 4 else "seats 0, 1, 2"
    echo(f"Points ({label}): {', '.join(f'{p:+d}' for p in points)}")
