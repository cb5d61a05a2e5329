"""The words around the measured tables (``tutor.course.tables``): each title, method,
column heading and note is its English, a message of the catalogue (tutor/translations);
``tables.table_in`` and ``tables.table_notes`` say them in a page's language. The bank
files hold the numbers and the rows' labels as these messages, so a change of wording
needs no new bank.
"""

from __future__ import annotations

from typing import Any


def N_(message: str) -> str:
    """Babel's marker (a default keyword of its extractor): ``message`` goes into the
    catalogue and is said in a page's language by ``say``."""
    return message


# The three-hand table's seats: the dealer's right is the second to speak.
THREE_HAND_SEATS = (N_("1st (dealer's left)"), N_("2nd (dealer's right)"), N_("dealer"))

# A row's label is its English, a catalogue message (``table_in``).
SEAT_LABELS = (N_("1st (dealer's left)"), N_("2nd (dealer's partner)"), N_("3rd"), N_("dealer"))


TEXTS: dict[str, dict[str, Any]] = {
    "order-up-by-trumps": {
        "title": N_("Ordering up in round one: net points by seat and trumps held"),
        "method": N_(
            "Random deals from a fixed seed; each seat is counted only when the seats "
            "before it would pass. Order up: the dealer takes the turn-up and discards, the "
            "play is solved double-dummy (all cards seen), the hand scored in points for the "
            "caller's side minus the other side's. Pass: the rest of the calling follows our "
            "quiz heuristics. The dealer's trumps include the turn-up. Interval: 95%%."
        ),
        "columns": [
            {"key": "seat", "label": N_("Seat")},
            {"key": "trumps", "label": N_("Trumps held")},
            {"key": "order", "label": N_("Order up: net points")},
            {"key": "pass", "label": N_("Pass: net points")},
        ],
    },
    "next-vs-reverse": {
        "title": N_("Round two, seat by seat: naming next or reverse next"),
        "method": N_(
            "Random deals from a fixed seed in which all four seats would pass round one "
            "(by our quiz heuristics). Each seat in turn names a suit with partner, as if the "
            "seats before it had passed round two too: next is the suit of the same colour as "
            "the turned-down card, reverse next either suit of the other colour. Play solved "
            "double-dummy, net points for the naming side. Interval: 95%%."
        ),
        "columns": [
            {"key": "seat", "label": N_("Seat")},
            {"key": "trumps", "label": N_("Trumps held in the named suit")},
            {"key": "next", "label": N_("Next: net points")},
            {"key": "reverse", "label": N_("Reverse next: net points")},
        ],
    },
    "alone-by-shape": {
        "title": N_("Going alone or with partner: net points by hand shape"),
        "method": N_(
            "Random deals from a fixed seed; every seat and suit with three or more "
            "trumps, named as trump without a turn-up exchange, the dealer's left leading "
            "(or the next seat in when that player sits out). Play solved double-dummy, net "
            "points for the maker's side. Off aces: aces of the other suits (2 means two or "
            "more). Interval: 95%%."
        ),
        "columns": [
            {"key": "trumps", "label": N_("Trumps")},
            {"key": "aces", "label": N_("Off aces")},
            {"key": "alone", "label": N_("Alone: net points")},
            {"key": "partner", "label": N_("With partner: net points")},
        ],
    },
    "side-aces": {
        "title": N_("Off-suit aces in the engine's play"),
        "method": N_(
            "Random deals from a fixed seed in which a seat would call trump in round one "
            "with partner (by our quiz heuristics). The hand is played out card by card, each "
            "player choosing a double-dummy best card for its side (all cards seen), and again "
            "by our rules of thumb, each player seeing only its own hand (lead high, win "
            "cheaply, else play low). Each "
            "off-suit ace in the four hands counts 1 if it took a trick, 0 if not: the mean is "
            "the share that won. Interval: 95%%."
        ),
        "columns": [
            {"key": "aces", "label": N_("Aces counted")},
            {"key": "won", "label": N_("Took a trick: engine")},
            {"key": "rules", "label": N_("Took a trick: rules of thumb")},
        ],
        "row": N_("Off-suit aces"),
    },
    "three-hand-calls": {
        "title": N_("Three-hand Euchre, round one: net points by seat and top trumps"),
        "method": N_(
            "Random three-hand deals (32 cards, the maker alone against two) from a fixed "
            "seed; each seat is counted only when the seats before it would pass. Top "
            "trumps: the trumps in an unbroken run from the right bower down (the right "
            "bower, then the left, then the ace; 3 means three or more); the dealer's include "
            "the turn-up. Order up: the dealer takes the turn-up, "
            "the play is solved double-dummy, the hand scored in the seat's points minus the "
            "average of the two others'. Pass: the rest of the calling follows our quiz "
            "heuristics. Interval: 95%%."
        ),
        "columns": [
            {"key": "seat", "label": N_("Seat")},
            {"key": "held", "label": N_("Top trumps in a run")},
            {"key": "order", "label": N_("Order up: net points")},
            {"key": "pass", "label": N_("Pass: net points")},
        ],
    },
    "seven-card-calls": {
        "title": N_("Seven cards each, round one: net points by seat and high trumps"),
        "method": N_(
            "Random deals of seven cards each from 32 (seven tricks) from a fixed seed; "
            "each seat is counted only when the seats before it would pass. High trumps: the "
            "bowers and the ace of trump; the dealer's include the turn-up. Order up: the "
            "dealer takes the turn-up and discards, the play is solved double-dummy, the hand "
            "scored in points for the caller's side minus the other side's. Pass: the rest of "
            "the calling follows our quiz heuristics. Interval: 95%%."
        ),
        "columns": [
            {"key": "seat", "label": N_("Seat")},
            {"key": "held", "label": N_("High trumps (bowers, ace)")},
            {"key": "order", "label": N_("Order up: net points")},
            {"key": "pass", "label": N_("Pass: net points")},
        ],
    },
    "three-hand-24-calls": {
        "title": N_("Three-hand Euchre on 24 cards, round one: net points by seat and top trumps"),
        "method": N_(
            "Random three-hand deals (24 cards, the maker alone against two) from a fixed "
            "seed; each seat is counted only when the seats before it would pass. Top "
            "trumps: the trumps in an unbroken run from the right bower down (the right "
            "bower, then the left, then the ace; 3 means three or more); the dealer's include "
            "the turn-up. Order up: the dealer takes the turn-up, "
            "the play is solved double-dummy, the hand scored in the seat's points minus the "
            "average of the two others'. Pass: the rest of the calling follows our quiz "
            "heuristics. Interval: 95%%."
        ),
        "columns": [
            {"key": "seat", "label": N_("Seat")},
            {"key": "held", "label": N_("Top trumps in a run")},
            {"key": "order", "label": N_("Order up: net points")},
            {"key": "pass", "label": N_("Pass: net points")},
        ],
    },
    "three-hand-round-two": {
        "title": N_("Three-hand Euchre, round two: net points by seat and top trumps"),
        "method": N_(
            "Random three-hand deals (32 cards, the maker alone against two) from a fixed "
            "seed in which all three seats would pass round one (by our quiz heuristics); "
            "each seat is counted only when the seats before it would pass round two too. "
            "Name: the seat names the suit in which it holds the most top trumps (the "
            "stronger hand on a tie) and plays it alone; top trumps: the trumps in an "
            "unbroken run from the right bower down (3 means three or more). The dealer, who "
            "may not pass (stick the dealer), is not counted. Play solved double-dummy, the "
            "hand scored in the seat's points minus the average of the two others'. Pass: "
            "the rest of the calling follows our quiz heuristics. Interval: 95%%."
        ),
        "columns": [
            {"key": "seat", "label": N_("Seat")},
            {"key": "held", "label": N_("Top trumps in a run")},
            {"key": "name", "label": N_("Name the suit: net points")},
            {"key": "pass", "label": N_("Pass: net points")},
        ],
    },
    "three-hand-24-round-two": {
        "title": N_("Three-hand Euchre on 24 cards, round two: net points by seat and top trumps"),
        "method": N_(
            "Random three-hand deals (24 cards, the maker alone against two) from a fixed "
            "seed in which all three seats would pass round one (by our quiz heuristics); "
            "each seat is counted only when the seats before it would pass round two too. "
            "Name: the seat names the suit in which it holds the most top trumps (the "
            "stronger hand on a tie) and plays it alone; top trumps: the trumps in an "
            "unbroken run from the right bower down (3 means three or more). The dealer, who "
            "may not pass (stick the dealer), is not counted. Play solved double-dummy, the "
            "hand scored in the seat's points minus the average of the two others'. Pass: "
            "the rest of the calling follows our quiz heuristics. Interval: 95%%."
        ),
        "columns": [
            {"key": "seat", "label": N_("Seat")},
            {"key": "held", "label": N_("Top trumps in a run")},
            {"key": "name", "label": N_("Name the suit: net points")},
            {"key": "pass", "label": N_("Pass: net points")},
        ],
    },
    "seven-card-round-two": {
        "title": N_("Seven cards each, round two: net points by seat and high trumps"),
        "method": N_(
            "Random deals of seven cards each from 32 (seven tricks) from a fixed seed in "
            "which all four seats would pass round one (by our quiz heuristics); each seat "
            "is counted only when the seats before it would pass round two too. Name: the "
            "seat names the suit in which it holds the most high trumps (the stronger hand "
            "on a tie), with partner; high trumps: the bowers and the ace of that suit. The "
            "dealer, who may not pass (stick the dealer), is not counted. Play solved "
            "double-dummy, the hand scored in points for the naming side minus the other "
            "side's. Pass: the rest of the calling follows our quiz heuristics. "
            "Interval: 95%%."
        ),
        "columns": [
            {"key": "seat", "label": N_("Seat")},
            {"key": "held", "label": N_("High trumps (bowers, ace)")},
            {"key": "name", "label": N_("Name the suit: net points")},
            {"key": "pass", "label": N_("Pass: net points")},
        ],
    },
    "defending-alone": {
        "title": N_("Defending alone or with partner: net points by the defender's hand"),
        "method": N_(
            "Random deals under the cardgames.io rules (24 cards, either defender may "
            "defend alone) from a fixed seed in which our quiz heuristics make trump, the "
            "maker alone or with partner. Each defender in turn defends alone (its partner "
            "sits out) or with its partner; the play is solved double-dummy and the hand "
            "scored in points for the defenders' side minus the makers' (three tricks for a "
            "lone defender score 4). Sure tricks on defence: only the trumps in an unbroken "
            "run from the right bower down; side aces are not counted (3 means three or "
            "more). The last row of each group is the lesson's example hand, the right "
            "bower, one lower trump (not the left bower) and one or more side aces, also "
            "counted in the row of 1 sure trick. Interval: 95%%."
        ),
        "columns": [
            {"key": "maker", "label": N_("Maker")},
            {"key": "seat", "label": N_("Defender")},
            {"key": "hand", "label": N_("Defender's hand")},
            {"key": "alone", "label": N_("Defend alone: net points")},
            {"key": "partner", "label": N_("Defend with partner: net points")},
        ],
        # Indexed by whether the maker plays with partner.
        "makers": (N_("Lone maker"), N_("Maker with partner")),
        "seats": (N_("Maker's left"), N_("Maker's right")),
        "hands": (
            N_("No sure trick"),
            N_("1 sure trick"),
            N_("2 sure tricks"),
            N_("3 or more sure tricks"),
            N_("Right bower, one lower trump, side ace"),
        ),
    },
    "bid-sure-tricks": {
        "title": N_("Bid Euchre: net points of each bid by the bidder's sure tricks"),
        "method": N_(
            "Random Bid Euchre deals from a fixed seed; every seat declares the contract in "
            "which it counts the most sure tricks (a trump suit, no-trump high or low) and "
            "leads, with its partner. Sure tricks: the trumps in an unbroken run from the "
            "right bower down and the side aces; in no-trump, each suit's unbroken run from "
            "its best card. The play is solved double-dummy and scored at each bid: a made "
            "bid scores each side its tricks, a set costs the bidders their bid. Net points "
            "for the bidders' side. Interval: 95%%."
        ),
        "columns": [
            {"key": "sure", "label": N_("Sure tricks")},
            {"key": "bid3", "label": N_("Bid 3: net points")},
            {"key": "bid4", "label": N_("Bid 4: net points")},
            {"key": "bid5", "label": N_("Bid 5: net points")},
            {"key": "bid6", "label": N_("Bid 6: net points")},
        ],
    },
    "alone-top-trumps": {
        "title": N_("The loner hands of the calling lesson: alone or with partner"),
        "method": N_(
            "Random deals from a fixed seed; every seat and suit whose hand has one of these "
            "shapes, named as trump without a turn-up exchange, the dealer's left leading (or "
            "the next seat in when that player sits out). Play solved double-dummy, net points "
            "for the maker's side. Top three: the right bower, the left bower and the ace of "
            "trumps. Side ace: an ace of another suit. Interval: 95%%."
        ),
        "columns": [
            {"key": "shape", "label": N_("Hand")},
            {"key": "alone", "label": N_("Alone: net points")},
            {"key": "partner", "label": N_("With partner: net points")},
        ],
        "shapes": {
            "top-three-side-ace": N_("Top three trumps and a side ace"),
            "top-three-fourth-trump": N_("Top three trumps and a fourth trump, no side ace"),
            "top-three-fourth-trump-side-ace": N_(
                "Top three trumps, a fourth trump and a side ace"
            ),
            "four-with-bower-side-ace": N_(
                "Four trumps with a bower (not the top three) and a side ace"
            ),
            "four-with-bower-no-ace": N_(
                "Four trumps with a bower (not the top three), no side ace"
            ),
            "four-low-no-ace": N_("Four trumps with no bower, no side ace"),
            "five-trumps": N_("Five trumps"),
        },
    },
}

# The notes under every measured table (``table_notes``).
NOTES: dict[str, str] = {
    "few": N_(
        "—: fewer than %(min)s deals in the cell, too few to show a figure (n is the count)."
    ),
    "bounds": N_(
        "Intervals stop at the least and most net points one hand can give: −2 to +2 "
        "with partner, −2 to +4 alone, −4 to +4 after a pass."
    ),
    "bounds-game": N_(
        "Intervals stop at the least and most net points one hand can give in this game."
    ),
    "constant": N_(
        "A cell whose deals all scored the same has no spread to measure: its interval is "
        "the exact binomial bound (95%%) on the share of deals that might score otherwise, "
        "each of them as far as one hand can score."
    ),
    "double-dummy": N_(
        "The engine plays every deal double dummy: each player sees all the cards, so a "
        "side ace is trumped or kept from winning wherever that pays. In its play an off-suit "
        "ace takes a trick %(share)s%% of the time; played by rules of thumb, each player "
        "seeing only its own hand, the same aces took %(rules)s%% (%(aces)s aces in %(deals)s "
        "deals). At a human table side aces win more often than in the engine's play, so "
        "hands that count on them do better there than these figures show."
    ),
}
