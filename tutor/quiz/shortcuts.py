"""Shortcuts: the best mechanical rule a learner could find that answers a set's items.

A set teaches nothing when a rule that reads only the surface of an item gives its answer
("five trumps or four and an ace: alone", "lead your highest non-trump"). ``best_shortcut``
finds the best such rule for a set and counts the items it answers:

* calling kinds (``design.CALLING_KINDS``): a decision tree of depth at most two over
  thresholded surface features (trumps held after the caller's own pick-up and discard,
  high trumps, side aces, the longest suit, whether the turn-up is a bower or the ace,
  the seat relation to the dealer, the scores, the round), whose leaves are answers; in
  round two a leaf may also be the abstract answer "the suit with the most trumps". The
  tree is found by exhaustive search: every split is a feature against one of its values
  in the set, so the search is small;
* card-choice kinds (best play, and each move of a hand puzzle): "the highest / lowest
  offered card, trump or non-trump" by the card's power in the item's contract
  (``tutor.engine.card_power``, so the bowers, the Benny and no-trump low rank as they
  play). A rule answers an item where it names a card and that card is the answer; where
  it ties between cards (two side aces) it is worth one over the number tied.

``design.design_problems`` flags a set whose best shortcut answers more than
``MAX_SHORTCUT_SHARE`` of its items.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.engine import SUITS, Card, Rank, Suit, Variant, card_power, effective_suit, parse_card

# 1 - the minimum counter-example share (design.COUNTER_SHARE): a theme set's own rule,
# which its counter-examples must break, is held to the same bar as any other shortcut.
MAX_SHORTCUT_SHARE = 0.80
# Below this many questions a share says little.
SHORTCUT_MIN_ITEMS = 10
MOST_TRUMPS = "the suit with the most trumps"

CALLING_KINDS = frozenset({"order-up", "name-trump", "go-alone", "british-call", "three-hand-call"})
CARD_KINDS = frozenset({"best-play", "puzzle"})


@dataclass(frozen=True)
class Shortcut:
    """The best rule found: in words, how many questions it answers, out of how many."""

    rule: str
    hits: float
    total: int

    @property
    def share(self) -> float:
        return self.hits / self.total if self.total else 0.0

    def describe(self) -> str:
        return f"{self.rule}: answers {self.hits:g} of {self.total}"


# --- calling kinds ---------------------------------------------------------------------


def _suit(code: object) -> Suit | None:
    if not isinstance(code, str) or code in ("", "pass"):
        return None
    try:
        return Suit.parse(code)
    except ValueError:
        return None


def _variant(item: Mapping[str, Any]) -> Variant:
    variant = Variant.preset(str(item["variant"]))
    options = item.get("variant_options")
    if isinstance(options, Mapping) and options:
        variant = variant.replace(**options)
    return variant


def _is_high(card: Card, trump: Suit) -> bool:
    """A bower, the Benny or the trump ace."""
    return card.is_joker or card.rank is Rank.JACK or card.rank is Rank.ACE


def _trump_cards(cards: Sequence[Card], trump: Suit) -> list[Card]:
    return [c for c in cards if effective_suit(c, trump) is trump]


def _holding(cards: Sequence[Card], trump: Suit) -> tuple[int, int, int]:
    """(trumps, high trumps, power of the best trump): how a learner weighs a suit."""
    trumps = _trump_cards(cards, trump)
    best = max((card_power(c, trump, trump) for c in trumps), default=0)
    return len(trumps), sum(1 for c in trumps if _is_high(c, trump)), best


def _caller_cards(item: Mapping[str, Any], variant: Variant) -> list[Card]:
    """The caller's cards after the call: the turn-up taken where the caller takes it (the
    dealer, or any caller where the caller takes the turn-up) and the stated discard gone."""
    cards = [parse_card(str(c)) for c in item.get("hand") or ()]
    upcard = item.get("upcard")
    seat, dealer = item.get("seat"), item.get("dealer")
    if (
        int(item.get("round") or 1) == 1
        and upcard
        and seat is not None
        and (seat == dealer or variant.caller_takes_upcard)
    ):
        card = parse_card(str(upcard))
        if card not in cards:
            cards.append(card)
    discard = item.get("discard")
    if discard:
        card = parse_card(str(discard))
        if card in cards:
            cards.remove(card)
    return cards


def _suit_choices(item: Mapping[str, Any]) -> list[Suit]:
    return [s for s in (_suit(c) for c in item.get("choices") or ()) if s is not None]


def _most_trumps(item: Mapping[str, Any], cards: Sequence[Card]) -> Suit | None:
    """The offered suit with the most trumps (ties: more high trumps, then the best trump);
    None where no suit is offered or the tie stands."""
    suits = _suit_choices(item)
    if not suits:
        return None
    weights = sorted(((_holding(cards, s), s.code) for s in suits), reverse=True)
    if len(weights) > 1 and weights[0][0] == weights[1][0]:
        return None
    return Suit.parse(weights[0][1])


def _contract_suit(item: Mapping[str, Any], cards: Sequence[Card]) -> Suit | None:
    """The suit the features count trumps in: the stated trump, else the turn-up's suit in
    round one, else the offered suit with the most trumps."""
    trump = _suit(item.get("trump"))
    if trump is not None:
        return trump
    if int(item.get("round") or 1) == 1 and item.get("upcard"):
        card = parse_card(str(item["upcard"]))
        if card.suit is not None:
            return card.suit
    suits = _suit_choices(item)
    if not suits:
        return None
    return max(suits, key=lambda s: (_holding(cards, s), s.code))


SEAT_NAMES = ("dealer", "dealer's left", "dealer's partner", "dealer's right")


def seat_role(seat: int, dealer: int, players: int) -> str:
    """A caller's seat named by its relation to the dealer (one of ``SEAT_NAMES``)."""
    role = (seat - dealer) % players
    if role == 0:
        return "dealer"
    if role == 1:
        return "dealer's left"
    if role == players - 1:
        return "dealer's right"
    return "dealer's partner"


def _seat_role(item: Mapping[str, Any], players: int) -> str | None:
    if item.get("seat") is None or item.get("dealer") is None:
        return None
    return seat_role(int(item["seat"]), int(item["dealer"]), players)


def _scores(item: Mapping[str, Any], players: int) -> tuple[int, int] | None:
    scores = item.get("scores")
    seat = item.get("seat")
    if not isinstance(scores, Sequence) or seat is None or not scores:
        return None
    values = [int(s) for s in scores]
    if players == 3 and len(values) == 3:
        mine = values[int(seat)]
        return mine, max(v for i, v in enumerate(values) if i != int(seat))
    return values[int(seat) % 2], values[1 - int(seat) % 2]


def calling_features(item: Mapping[str, Any]) -> dict[str, int]:
    """The surface a learner reads off a calling item: counts, seat, score, round."""
    variant = _variant(item)
    cards = _caller_cards(item, variant)
    trump = _contract_suit(item, cards)
    features: dict[str, int] = {"round": int(item.get("round") or 1)}
    if trump is not None:
        trumps = _trump_cards(cards, trump)
        features["trumps"] = len(trumps)
        features["high trumps"] = sum(1 for c in trumps if _is_high(c, trump))
        features["side aces"] = sum(
            1 for c in cards if c.rank is Rank.ACE and effective_suit(c, trump) is not trump
        )
        lengths: dict[Suit | None, int] = {}
        for card in cards:
            suit = effective_suit(card, trump)
            lengths[suit] = lengths.get(suit, 0) + 1
        features["longest suit"] = max(lengths.values(), default=0)
        upcard = item.get("upcard")
        if int(item.get("round") or 1) == 1 and upcard:
            # A bower or the ace turned up is a card a learner sees at a glance, and one
            # that goes to the dealer's side whoever calls (review: "the turn-up is high"
            # answered calls the measure did not see).
            features["turn-up is high"] = int(_is_high(parse_card(str(upcard)), trump))
    role = _seat_role(item, variant.players)
    if role is not None:
        for name in SEAT_NAMES:
            if name == "dealer's partner" and variant.players == 3:
                continue
            features[f"seat is the {name}"] = int(role == name)
        if variant.players == 4:
            features["our side deals"] = int(role in ("dealer", "dealer's partner"))
    scores = _scores(item, variant.players)
    if scores is not None:
        features["our score"], features["their score"] = scores
    return features


@dataclass(frozen=True)
class _Split:
    words: str  # the condition as read when it holds
    negation: str
    mask: int


def _splits(rows: Sequence[Mapping[str, int]], n: int) -> list[_Split]:
    names = sorted({name for row in rows for name in row})
    splits: list[_Split] = []
    seen: set[int] = set()
    full = (1 << n) - 1
    for name in names:
        values = sorted({row[name] for row in rows if name in row})
        binary = name.startswith(("seat is", "turn-up is")) or name == "our side deals"
        for threshold in values[1:] if not binary else [1]:
            mask = 0
            for i, row in enumerate(rows):
                if row.get(name, -1) >= threshold:
                    mask |= 1 << i
            if mask in (0, full) or mask in seen or (full ^ mask) in seen:
                continue
            seen.add(mask)
            if binary:
                if name == "our side deals":
                    words, negation = "our side deals", "their side deals"
                elif name == "turn-up is high":
                    words, negation = "the turn-up is high", "the turn-up is low"
                else:
                    words, negation = name, name.replace("seat is", "seat is not")
            else:
                words, negation = f"{name} ≥ {threshold}", f"{name} ≤ {threshold - 1}"
            splits.append(_Split(words, negation, mask))
    return splits


def _leaf_hits(items: Sequence[Mapping[str, Any]]) -> dict[str, int]:
    """Per leaf answer, the items it answers (a bit mask)."""
    hits: dict[str, int] = {}
    for i, item in enumerate(items):
        answer = str(item["answer"][0])
        hits[answer] = hits.get(answer, 0) | (1 << i)
        if _suit(answer) is not None:
            cards = _caller_cards(item, _variant(item))
            best = _most_trumps(item, cards)
            if best is not None and best.code == answer:
                hits[MOST_TRUMPS] = hits.get(MOST_TRUMPS, 0) | (1 << i)
    return hits


def _best_leaf(mask: int, leaves: Mapping[str, int]) -> tuple[int, str]:
    best = (0, "")
    for answer, hit in leaves.items():
        score = (mask & hit).bit_count()
        if score > best[0] or (score == best[0] and best[1] == ""):
            best = (score, answer)
    return best


def _best_stump(mask: int, splits: Sequence[_Split], leaves: Mapping[str, int]) -> tuple[int, str]:
    """The best tree of depth one (or a single answer) over the items in ``mask``."""
    score, answer = _best_leaf(mask, leaves)
    best = (score, answer)
    for split in splits:
        yes, no = mask & split.mask, mask & ~split.mask
        if not yes or not no:
            continue
        (s1, a1), (s2, a2) = _best_leaf(yes, leaves), _best_leaf(no, leaves)
        if s1 + s2 > best[0] and a1 != a2:
            best = (s1 + s2, f"if {split.words}: {a1}, else {a2}")
    return best


def calling_shortcut(items: Sequence[Mapping[str, Any]]) -> Shortcut | None:
    """The depth-two decision tree over surface features that answers the most items."""
    if not items:
        return None
    rows = [calling_features(item) for item in items]
    n = len(items)
    full = (1 << n) - 1
    splits = _splits(rows, n)
    leaves = _leaf_hits(items)
    score, words = _best_stump(full, splits, leaves)
    best = (score, words)
    for split in splits:
        yes, no = full & split.mask, full & ~split.mask
        (s1, w1), (s2, w2) = _best_stump(yes, splits, leaves), _best_stump(no, splits, leaves)
        if s1 + s2 > best[0]:
            best = (s1 + s2, f"if {split.words}: ({w1}); otherwise ({w2})")
    return Shortcut(rule=best[1], hits=best[0], total=n)


# --- card-choice kinds -----------------------------------------------------------------


def _power(card: Card, trump: Suit | None, low: bool) -> int:
    """The card's strength in its own suit under the contract (trumps above the rest)."""
    return card_power(card, trump, effective_suit(card, trump), low=low)


CardRule = Callable[[Sequence[Card], Suit | None, bool], list[Card]]


def _extreme(pick: str, which: str) -> CardRule:
    def rule(cards: Sequence[Card], trump: Suit | None, low: bool) -> list[Card]:
        if which == "trump":
            pool = [c for c in cards if trump is not None and effective_suit(c, trump) is trump]
        elif which == "non-trump":
            pool = [c for c in cards if trump is None or effective_suit(c, trump) is not trump]
        else:
            pool = list(cards)
        if not pool:
            return []
        powers = [_power(c, trump, low) for c in pool]
        target = max(powers) if pick == "highest" else min(powers)
        return [c for c, p in zip(pool, powers, strict=True) if p == target]

    return rule


CARD_RULES: tuple[tuple[str, CardRule], ...] = tuple(
    (f"play the {pick} offered {which}", _extreme(pick, which))
    for which in ("card", "trump", "non-trump")
    for pick in ("highest", "lowest")
)


def _card_questions(item: Mapping[str, Any]) -> list[tuple[list[Card], Card, Suit | None, bool]]:
    """(offered cards, the answer, trump, no-trump low) for each question of an item."""
    trump = _suit(item.get("trump"))
    low = str(item.get("no_trump") or "") == "low"
    moves: Sequence[Mapping[str, Any]] = (
        item.get("moves") or () if item.get("kind") == "puzzle" else [item]
    )
    questions: list[tuple[list[Card], Card, Suit | None, bool]] = []
    for move in moves:
        choices = [parse_card(str(c)) for c in move.get("choices") or ()]
        answer = [str(a) for a in move.get("answer") or ()]
        if len(choices) < 2 or len(answer) != 1:
            continue
        questions.append((choices, parse_card(answer[0]), trump, low))
    return questions


def card_shortcut(items: Sequence[Mapping[str, Any]]) -> Shortcut | None:
    """The "highest/lowest offered card, trump or non-trump" rule that answers the most."""
    questions = [q for item in items for q in _card_questions(item)]
    if not questions:
        return None
    best: Shortcut | None = None
    for words, rule in CARD_RULES:
        hits = 0.0
        for choices, answer, trump, low in questions:
            picked = rule(choices, trump, low)
            if answer in picked:
                hits += 1 / len(picked)
        hits = round(hits, 2)
        if best is None or hits > best.hits:
            best = Shortcut(rule=words, hits=hits, total=len(questions))
    return best


# "Which suit is this card?" read without the bower rule: by the print alone, or with every
# jack and the Benny taken for trump. A card's suit under each reading (None: no print).
SuitReading = Callable[[Card, Suit], Suit | None]
SUIT_KINDS = frozenset({"effective-suit"})
SUIT_RULES: tuple[tuple[str, SuitReading], ...] = (
    ("the suit printed on the card", lambda card, trump: card.suit),
    (
        "every jack and the Benny are trump, other cards keep their printed suit",
        lambda card, trump: trump if card.is_joker or card.rank is Rank.JACK else card.suit,
    ),
)


def suit_shortcut(items: Sequence[Mapping[str, Any]]) -> Shortcut | None:
    """The reading without the bower rule that answers the most: for "which suit is this
    card?" the suit it gives; for "which of these cards is a diamond?" the cards it puts in
    that suit (a pick among several counts its share, none counts as a guess)."""
    if not items:
        return None
    best: Shortcut | None = None
    for words, reading in SUIT_RULES:
        hits = 0.0
        for item in items:
            trump = _suit(item.get("trump"))
            if trump is None:
                continue
            if item.get("ask") == "member":
                asked = _suit(item.get("ask_suit"))
                choices = [parse_card(str(c)) for c in item.get("choices") or ()]
                answer = parse_card(str(item["answer"][0]))
                picked = [c for c in choices if reading(c, trump) is asked] or choices
                hits += 1 / len(picked) if answer in picked else 0.0
            else:
                suit = reading(parse_card(str(item["card"])), trump)
                if suit is None:
                    hits += 1 / len(SUITS)
                elif [suit.code] == [str(a) for a in item["answer"]]:
                    hits += 1
        hits = round(hits, 2)
        if best is None or hits > best.hits:
            best = Shortcut(rule=words, hits=hits, total=len(items))
    return best


def best_shortcut(kind: str, items: Sequence[Mapping[str, Any]]) -> Shortcut | None:
    """The best shortcut for a set of this kind, or None for kinds it does not measure (and
    for items without readable cards)."""
    try:
        if kind in CALLING_KINDS:
            return calling_shortcut(items)
        if kind in CARD_KINDS:
            return card_shortcut(items)
        if kind in SUIT_KINDS:
            return suit_shortcut(items)
    except (ValueError, KeyError, TypeError, IndexError):
        return None
    return None


def shortcut_problem(shortcut: Shortcut | None) -> str | None:
    """The set-design problem a too-good shortcut makes (``best_shortcut``), or None."""
    if shortcut is None or shortcut.total < SHORTCUT_MIN_ITEMS:
        return None
    if shortcut.hits > MAX_SHORTCUT_SHARE * shortcut.total:
        return (
            f"a shortcut answers {shortcut.hits:g} of {shortcut.total} "
            f"(over {MAX_SHORTCUT_SHARE:.0%}): {shortcut.rule}"
        )
    return None
