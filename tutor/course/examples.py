"""Lesson examples read as a whole: deals replayed by the engine, and stories across blocks.

``lessons/AUTHORING.md`` is the author's view of the syntax. A lesson's blocks are read in
order by one ``LessonReader``:

* a ``deal`` block declares a position once (hands, turn-up, dealer, calls) and the engine
  replays it; every ``trick`` and ``hand`` block that names it (``deal: <id>``) is played
  or checked against the deal's state at that point, and its claims (``void:``, ``out:``,
  ``leads:`` ...) are checked;
* a ``handplay`` block replays a whole deal as steps (calls with reasons, the discard, the
  tricks, the score and the next dealer);
* stand-alone blocks are checked alone as before, and consecutive ones with the same trump
  form a *story*: a seat's shown hand must agree with the tricks after it. Story problems
  are collected (``story_problems``) rather than raised, so an old lesson still renders
  while its text is being fixed; the course test reports them;
* every card played on a deal is held to the card-play principles (S0-4, S0-5, S0-6,
  A-8) as its player saw it, unless marked as a mistake (``N:QH?``): such problems are
  collected like the story's (``tutor.course.model_plays``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tutor.course.blocks import (
    DealBlock,
    HandplayBlock,
    HandplayStep,
    LessonBlock,
    TableBlock,
    cards_text,
    seat_word,
    where_is,
)
from tutor.course.claims import (
    check_claims,
    check_trump_field,
    check_winner,
    no_claims,
    parse_score,
)
from tutor.course.curriculum import (
    TRAILING_COMMENT,
    HandBlock,
    LessonBlockError,
    Play,
    TrickBlock,
    block_fields,
    parse_card_field,
    parse_contract,
    parse_hand_block,
    parse_seat,
    parse_trick_block,
    parse_variant,
    seat_letters,
)
from tutor.course.model_plays import (
    ADVICE,
    loner_kept_with_partner,
    other_calls_against_the_course,
    round_one_calls_against_the_course,
    round_two_calls_against_the_course,
    situation_before,
    thrown_aces,
)
from tutor.course.tables import TABLE_NAMES
from tutor.engine import (
    Action,
    Card,
    Deal,
    Discard,
    EngineError,
    Pass,
    Phase,
    Suit,
    Variant,
    effective_suit,
    legal_plays,
)
from tutor.engine import Play as PlayAction
from tutor.quiz.principles import PLAY_PRINCIPLES, broken_principles

# After a played card (``N:QH?``) or a call (``E order up?``): the lesson shows this play or
# call as a mistake, or off the course's calling rules, on purpose, and its text says why.
MISTAKE_MARK = "?"
DEAL_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,40}$")


# -- the reader ------------------------------------------------------------------------------


@dataclass
class _DealState:
    block: DealBlock
    deal: Deal
    broken: bool = False


@dataclass
class _Holding:
    cards: set[Card]
    extra: int  # cards beyond a full hand (the dealer before the discard): may vanish
    line: int


@dataclass
class _Story:
    """What consecutive stand-alone blocks with one trump have shown about the seats."""

    key: tuple[object, ...] | None = None
    holdings: dict[int, _Holding] = field(default_factory=dict)
    # Hands shown without a seat: the first trick that plays from one tells whose it is.
    anonymous: list[_Holding] = field(default_factory=list)
    # Each card a trick of the story has played, with the line of that trick: a card is
    # played once in a hand.
    played: dict[Card, int] = field(default_factory=dict)


class LessonReader:
    """Reads one lesson's blocks in order; ``read`` raises ``LessonBlockError`` for a block
    that is wrong on its own or against its deal, and records story problems."""

    def __init__(self, default_variant: str = "standard", path: Path | None = None) -> None:
        self.default_variant = default_variant
        self.path = path
        self.deals: dict[str, _DealState] = {}
        self.story = _Story()
        self.story_problems: list[LessonBlockError] = []
        # Shown plays that are no model plays (``_judge_play``): (file line, message).
        self.judged: list[tuple[int, str]] = []

    def read(self, kind: str, text: str, line: int) -> LessonBlock:
        reader: dict[str, Callable[[str, int], LessonBlock]] = {
            "trick": self._trick,
            "hand": self._hand,
            "deal": self._deal,
            "handplay": self._handplay,
            "table": self._table,
        }
        if kind not in reader:
            raise LessonBlockError(f"unknown block kind {kind!r}", line=line)
        return reader[kind](text, line)

    # -- deal -------------------------------------------------------------------------------

    def _deal(self, text: str, line: int) -> DealBlock:
        self.story = _Story()
        fields = block_fields(text, line)
        deal_id = fields.get("id", "")
        if not DEAL_ID.match(deal_id):
            raise LessonBlockError("a deal block needs 'id:' (letters, digits, '-')", line=line)
        if deal_id in self.deals:
            raise LessonBlockError(f"deal {deal_id!r} is declared twice", line=line)
        variant = parse_variant(fields, self.default_variant, line)
        if fields.get("options"):
            variant = _with_options(variant, fields["options"], line)
        letters = seat_letters(variant)
        missing = [letter for letter in letters if letter.lower() not in fields]
        if missing:
            raise LessonBlockError(
                f"deal {deal_id!r} needs every seat's cards: {', '.join(missing)} missing",
                line=line,
            )
        hands = tuple(
            tuple(parse_card_field(c, variant, line) for c in fields[letter.lower()].split())
            for letter in letters
        )
        dealer = parse_seat(fields.get("dealer", letters[-1]), variant, line)
        upcard = (
            parse_card_field(fields["turn-up"], variant, line) if fields.get("turn-up") else None
        )
        kitty = (
            tuple(parse_card_field(c, variant, line) for c in fields["kitty"].split())
            if fields.get("kitty")
            else None
        )
        at_play = "maker" in fields or "trump" in fields
        trump: Suit | None = None
        low = False
        maker = leader = None
        won: tuple[int, ...] | None = None
        if at_play:
            if "trump" not in fields or "maker" not in fields:
                raise LessonBlockError(
                    "a deal that starts in play needs both 'trump:' and 'maker:'", line=line
                )
            if fields.get("calls"):
                raise LessonBlockError(
                    "a deal that starts in play has no 'calls:' (give turn-up and calls "
                    "instead of trump and maker to replay the calling)",
                    line=line,
                )
            trump, low = parse_contract(fields["trump"], variant, line)
            maker = parse_seat(fields["maker"], variant, line)
            leader = parse_seat(fields["leader"], variant, line) if fields.get("leader") else None
            won = _parse_won(fields.get("won", ""), variant, line) if fields.get("won") else None
        alone = bool(fields.get("alone"))
        if alone and at_play and parse_seat(fields["alone"], variant, line) != maker:
            raise LessonBlockError("'alone:' names the maker, who plays alone", line=line)
        block = DealBlock(
            id=deal_id,
            variant=variant,
            hands=hands,
            dealer=dealer,
            upcard=upcard,
            kitty=kitty,
            calls=(),
            pre_tricks=(),
            at_play=at_play,
            trump=trump,
            low=low,
            maker=maker,
            alone=alone,
            leader=leader,
            won=won,
            show=fields.get("show", "hands").strip().lower() != "none",
            caption=fields.get("caption", ""),
            line=line,
        )
        try:
            deal = block.fresh()
        except (EngineError, ValueError) as error:
            raise LessonBlockError(f"deal {deal_id!r}: {error}", line=line) from None
        calls = _parse_calls(fields.get("calls", ""), variant, line)
        for number, (seat, action) in enumerate(calls, start=1):
            _push_call(deal, seat, action, f"deal {deal_id!r}, call {number}", line)
        pre_tricks = tuple(
            _parse_plays(chunk, variant, line)
            for chunk in fields.get("tricks", "").split("/")
            if chunk.strip()
        )
        score = parse_score(fields["score"], variant, line) if fields.get("score") else None
        problems: list[tuple[int, str]] = []
        if not at_play and deal.phase is Phase.PLAY:
            problem = loner_kept_with_partner(deal, score)
            if problem is not None:
                problems.append((_making_call(calls), problem))
        if not at_play and score is None:
            problems += [
                *round_one_calls_against_the_course(variant, hands, dealer, upcard, calls),
                *round_two_calls_against_the_course(variant, hands, dealer, upcard, calls),
                *other_calls_against_the_course(variant, hands, dealer, upcard, calls),
            ]
        marked = _marked_calls(fields.get("calls", ""))
        for message in _judge_calls(calls, marked, problems, variant):
            self.judged.append((line, f"deal {deal_id!r}: {message}"))
        for plays in pre_tricks:
            where = f"deal {deal_id!r}, trick {len(deal.tricks) + 1}"
            _play_trick(deal, plays, where, line, self.judged)
        block = DealBlock(**{**block.__dict__, "calls": tuple(calls), "pre_tricks": pre_tricks})
        self.deals[deal_id] = _DealState(block, deal)
        return block

    def _state(self, fields: dict[str, str], line: int) -> _DealState | None:
        deal_id = fields.get("deal")
        if not deal_id:
            return None
        if deal_id not in self.deals:
            raise LessonBlockError(
                f"no deal {deal_id!r} is declared above this block (a ```deal block with "
                f"'id: {deal_id}')",
                line=line,
            )
        return self.deals[deal_id]

    # -- trick ------------------------------------------------------------------------------

    def _trick(self, text: str, line: int) -> TrickBlock:
        fields = block_fields(text, line)
        state = self._state(fields, line)
        if state is None:
            no_claims(fields, line)
            block = parse_trick_block(text, line=line, default_variant=self.default_variant)
            if fields.get("new", "").strip().lower() in ("yes", "true"):
                self.story = _Story()
            self._story_trick(block)
            self._thrown_aces(block, fields.get("only", ""), line)
            return block
        self.story = _Story()
        deal, deal_id = state.deal, state.block.id
        if "plays" not in fields:
            raise LessonBlockError("a trick block needs 'plays:'", line=line)
        check_trump_field(fields, deal, line)
        if deal.phase is not Phase.PLAY:
            raise LessonBlockError(_not_in_play(deal, deal_id), line=line)
        number = len(deal.tricks) + 1
        if fields.get("trick") and fields["trick"].strip() != str(number):
            raise LessonBlockError(
                f"the block says trick {fields['trick'].strip()}, but it is trick {number} "
                f"of deal {deal_id!r} (list earlier tricks in the deal's 'tricks:')",
                line=line,
            )
        plays = _parse_plays(fields["plays"], deal.variant, line)
        trick = _play_trick(deal, plays, f"deal {deal_id!r}, trick {number}", line, self.judged)
        winner_card = trick.winning_card
        if fields.get("winner"):
            check_winner(fields["winner"].strip(), trick.winner, winner_card, deal, line)
        check_claims(fields, deal, deal_id, line, taken_allowed=True)
        alone = deal.maker if deal.alone else None
        return TrickBlock(
            deal.variant,
            deal.trump,
            deal.low,
            tuple(plays),
            winner_card,
            alone,
            fields.get("caption", ""),
            line,
            deal=deal_id,
        )

    # -- hand -------------------------------------------------------------------------------

    def _hand(self, text: str, line: int) -> HandBlock:
        fields = block_fields(text, line)
        state = self._state(fields, line)
        if state is None:
            no_claims(fields, line)
            block = parse_hand_block(text, line=line, default_variant=self.default_variant)
            self._story_hand(block, fields)
            return block
        self.story = _Story()
        deal, deal_id = state.deal, state.block.id
        v = deal.variant
        if not fields.get("seat"):
            raise LessonBlockError("a hand block with a deal needs 'seat:'", line=line)
        if "cards" not in fields:
            raise LessonBlockError("a hand block needs 'cards:'", line=line)
        seat = parse_seat(fields["seat"], v, line)
        shown = [parse_card_field(c, v, line) for c in fields["cards"].split()]
        at = fields.get("at", "").strip().lower()
        if at == "deal":
            holding = list(deal.initial_hands[seat])
            when = "as dealt"
        elif at == "pickup":
            if deal.upcard_taker != seat or deal.upcard is None:
                raise LessonBlockError(
                    f"'at: pickup': {seat_word(seat, v)} did not take up the turn-up in "
                    f"deal {deal_id!r}",
                    line=line,
                )
            holding = [*deal.initial_hands[seat], deal.upcard]
            when = "after taking up the turn-up"
        elif at:
            raise LessonBlockError("'at:' is 'deal' or 'pickup' (or left out)", line=line)
        else:
            holding = list(deal.hand(seat))
            when = _moment(deal)
        if sorted(shown) != sorted(holding):
            wrong = [c for c in shown if c not in holding]
            lacking = [c for c in holding if c not in shown]
            detail = "; ".join(
                [f"{card} is shown but {where_is(deal, card)}" for card in wrong]
                + ([f"{cards_text(lacking)} missing"] if lacking else [])
            )
            raise LessonBlockError(
                f"deal {deal_id!r}: {seat_word(seat, v)} {when} holds {cards_text(holding)}, "
                f"not {cards_text(shown)} ({detail})",
                line=line,
            )
        trump = deal.trump if deal.contract_fixed else None
        if "trump" in fields:
            stated, _low = parse_contract(fields["trump"], v, line)
            if deal.contract_fixed and stated != deal.trump:
                raise LessonBlockError(
                    f"the block says trump {fields['trump']}, but deal {deal_id!r} has "
                    f"{deal.trump.code if deal.trump else 'no trump'}",
                    line=line,
                )
            trump = stated
        led = parse_card_field(fields["led"], v, line) if fields.get("led") else None
        if led is not None and led in holding:
            raise LessonBlockError(f"{led} was led, so it cannot also be in the hand", line=line)
        legal: tuple[Card, ...] | None = None
        if fields.get("legal"):
            if led is None:
                raise LessonBlockError("'legal:' needs 'led:'", line=line)
            stated_legal = sorted(parse_card_field(c, v, line) for c in fields["legal"].split())
            actual = legal_plays(shown, led, trump)
            if stated_legal != sorted(actual):
                raise LessonBlockError(
                    f"the block says the legal plays are {cards_text(stated_legal)}, but the "
                    f"engine says {cards_text(actual)}",
                    line=line,
                )
            legal = tuple(actual)
        check_claims(fields, deal, deal_id, line, taken_allowed=False)
        return HandBlock(
            v,
            trump,
            deal.low,
            tuple(shown),
            led,
            legal,
            seat,
            fields.get("caption", ""),
            line,
            deal=deal_id,
        )

    # -- handplay ---------------------------------------------------------------------------

    def _handplay(self, text: str, line: int) -> HandplayBlock:
        self.story = _Story()
        entries = _ordered_fields(text, line)
        heads = [value for key, value, _ in entries if key == "deal"]
        if len(heads) != 1:
            raise LessonBlockError("a handplay block needs one 'deal:'", line=line)
        deal_id = heads[0]
        if deal_id not in self.deals:
            raise LessonBlockError(f"no deal {deal_id!r} is declared above this block", line=line)
        block = self.deals[deal_id].block
        if block.at_play:
            raise LessonBlockError(
                "a handplay replays a whole hand: its deal needs a turn-up and calls", line=line
            )
        v = block.variant
        deal = block.fresh()
        steps: list[HandplayStep] = []
        intro = next((value for key, value, _ in entries if key == "intro"), "")
        steps.append(HandplayStep("deal", intro, None, None, deal.hands))
        calls = list(block.calls)
        called = 0
        score_caption: str | None = None
        for key, value, at in entries:
            if key in ("deal", "intro"):
                continue
            action_text, _sep, caption = value.partition("|")
            caption = caption.strip()
            if key in ("call", "discard"):
                seat, action = _parse_call(
                    action_text
                    if key == "call"
                    else f"{action_text.split()[0]} discard " + " ".join(action_text.split()[1:]),
                    v,
                    at,
                )
                if called >= len(calls) or calls[called] != (seat, action):
                    expected = (
                        f"{block.seat_letters[calls[called][0]]} {calls[called][1]}"
                        if called < len(calls)
                        else "no more calls"
                    )
                    raise LessonBlockError(
                        f"handplay {deal_id!r}: step '{action_text.strip()}' does not match "
                        f"the deal's calls (next there: {expected})",
                        line=at,
                    )
                _push_call(deal, seat, action, f"handplay {deal_id!r}", at)
                called += 1
                kind = "discard" if isinstance(action, Discard) else "call"
                steps.append(HandplayStep(kind, caption, seat, action, deal.hands))
            elif key == "trick":
                if called < len(calls):
                    raise LessonBlockError(
                        f"handplay {deal_id!r}: the deal's calls are not all shown before the "
                        f"first trick ({len(calls) - called} left)",
                        line=at,
                    )
                if deal.phase is not Phase.PLAY:
                    raise LessonBlockError(_not_in_play(deal, deal_id), line=at)
                number = len(deal.tricks) + 1
                plays = _parse_plays(action_text, v, at)
                if number <= len(block.pre_tricks) and tuple(plays) != block.pre_tricks[number - 1]:
                    raise LessonBlockError(
                        f"handplay {deal_id!r}: trick {number} differs from the deal's 'tricks:'",
                        line=at,
                    )
                where = f"handplay {deal_id!r}, trick {number}"
                trick = _play_trick(deal, plays, where, at, self.judged)
                steps.append(
                    HandplayStep(
                        "trick",
                        caption,
                        trick.leader,
                        None,
                        deal.hands,
                        tuple(plays),
                        trick.winner,
                        number,
                        deal.side_tricks,
                    )
                )
            elif key == "score":
                score_caption = value.strip()
            else:
                raise LessonBlockError(
                    f"a handplay line is intro, call, discard, trick or score, not {key!r}",
                    line=at,
                )
        if not deal.is_over:
            raise LessonBlockError(
                f"handplay {deal_id!r}: the hand is not over after "
                f"{len(deal.tricks)} tricks: show all {v.hand_size}",
                line=line,
            )
        if deal.passed_out:
            raise LessonBlockError(f"handplay {deal_id!r}: everybody passed", line=line)
        score = deal.score()
        steps.append(
            HandplayStep(
                "score",
                score_caption or "",
                None,
                None,
                deal.hands,
                side_tricks=deal.side_tricks,
                trick_number=len(deal.tricks),
            )
        )
        maker = deal.maker_or_raise()
        return HandplayBlock(
            deal=block,
            steps=tuple(steps),
            trump=deal.trump,
            maker=maker,
            alone=deal.alone,
            score=score,
            points=deal.points(),
            next_dealer=(block.dealer + 1) % v.players,
            line=line,
            upcard=block.upcard,
            upcard_taker=deal.upcard_taker,
            discard=deal.discard,
        )

    # -- table ------------------------------------------------------------------------------

    def _table(self, text: str, line: int) -> TableBlock:
        fields = block_fields(text, line)
        name = fields.get("name", "")
        if name not in TABLE_NAMES:
            raise LessonBlockError(
                f"'name: {name}' is no measured table: use one of {', '.join(TABLE_NAMES)}",
                line=line,
            )
        return TableBlock(name, line)

    def _thrown_aces(self, block: TrickBlock, only: str, line: int) -> None:
        """A stand-alone trick that shows an off-suit ace thrown under a trick it cannot
        win is no model play, unless ``only:`` names the seats that had no other card to
        play (``model_plays.thrown_aces``)."""
        v = block.variant
        forced = {parse_seat(seat, v, line) for seat in only.split()}
        cards = [play.card for play in block.plays]
        thrown = {block.plays[i].seat: cards[i] for i in thrown_aces(block.trump, block.low, cards)}
        for seat, card in thrown.items():
            if seat not in forced:
                self._problem(
                    f"{seat_word(seat, v)} throws the {card} under a trick it cannot win: "
                    "a strong player keeps an ace and plays its lowest card; if it had no "
                    f"other card, write 'only: {seat_letters(v)[seat]}' and say so in the caption",
                    line,
                )
        for seat in forced - set(thrown):
            self._problem(
                f"'only: {seat_letters(v)[seat]}' names a seat that throws no ace away",
                line,
            )

    # -- the story of stand-alone blocks -----------------------------------------------------

    def _story_key(self, variant: Variant, trump: Suit | None) -> tuple[object, ...]:
        return (variant.name, trump)

    def _story_for(self, variant: Variant, trump: Suit | None) -> _Story:
        key = self._story_key(variant, trump)
        if self.story.key != key:
            self.story = _Story(key)
        return self.story

    def _problem(self, message: str, line: int) -> None:
        self.story_problems.append(LessonBlockError(message, path=self.path, line=line))

    def _story_hand(self, block: HandBlock, fields: dict[str, str]) -> None:
        if fields.get("new", "").strip().lower() in ("yes", "true"):
            self.story = _Story()
        story = self._story_for(block.variant, block.trump)
        v = block.variant
        if block.seat is None:
            extra = max(0, len(block.cards) - v.hand_size)
            story.anonymous.append(_Holding(set(block.cards), extra, block.line))
            return
        for card in block.cards:
            for seat, holding in story.holdings.items():
                if seat != block.seat and card in holding.cards and holding.extra == 0:
                    self._problem(
                        f"{seat_word(block.seat, v)}'s hand shows {card}, but "
                        f"{seat_word(seat, v)}'s hand (line {holding.line}) holds it: "
                        "a different hand needs 'new: yes' or its own deal",
                        block.line,
                    )
        story.holdings[block.seat] = _Holding(
            set(block.cards), max(0, len(block.cards) - v.hand_size), block.line
        )

    def _story_trick(self, block: TrickBlock) -> None:
        story = self._story_for(block.variant, block.trump)
        v = block.variant
        for play in block.plays:
            earlier = story.played.get(play.card)
            if earlier is not None:
                self._problem(
                    f"{seat_word(play.seat, v)} plays {play.card}, already played in the "
                    f"trick at line {earlier}: a different hand needs 'new: yes' (and a "
                    "caption that says so) or its own deal",
                    block.line,
                )
            story.played[play.card] = block.line
        for holding in list(story.anonymous):
            seats = sorted({play.seat for play in block.plays if play.card in holding.cards})
            if len(seats) > 1 + holding.extra:
                self._problem(
                    f"{' and '.join(seat_word(seat, v) for seat in seats)} play cards "
                    f"of the one hand shown at line {holding.line}",
                    block.line,
                )
                story.anonymous.remove(holding)
            elif len(seats) == 1 and seats[0] not in story.holdings:
                story.holdings[seats[0]] = holding
                story.anonymous.remove(holding)
        if not story.holdings:
            return
        led = effective_suit(block.plays[0].card, block.trump)
        for index, play in enumerate(block.plays):
            name = seat_word(play.seat, v)
            for seat, holding in story.holdings.items():
                if seat == play.seat or play.card not in holding.cards:
                    continue
                if holding.extra > 0:  # the dealer could have discarded it
                    holding.extra -= 1
                    holding.cards.discard(play.card)
                    continue
                self._problem(
                    f"{name} plays {play.card}, but {seat_word(seat, v)}'s hand (line "
                    f"{holding.line}) holds it",
                    block.line,
                )
            own = story.holdings.get(play.seat)
            if own is None:
                continue
            if play.card not in own.cards:
                self._problem(
                    f"{name} plays {play.card}, but {name}'s hand (line {own.line}) holds no "
                    f"{play.card}: {cards_text(sorted(own.cards))}",
                    block.line,
                )
            elif index > 0 and led is not None:
                following = [c for c in own.cards if effective_suit(c, block.trump) is led]
                if effective_suit(play.card, block.trump) is not led and len(following) > own.extra:
                    self._problem(
                        f"{name} does not follow {led.name.lower()} with {play.card}, but "
                        f"{name}'s hand (line {own.line}) holds {cards_text(following)}: "
                        "a renege",
                        block.line,
                    )
            own.cards.discard(play.card)


# -- parsing helpers -------------------------------------------------------------------------


def _ordered_fields(text: str, line: int) -> list[tuple[str, str, int]]:
    """``key: value`` lines in order, keys repeated (a handplay's steps)."""
    entries = []
    for offset, raw in enumerate(text.splitlines()):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        key, sep, value = raw.partition(":")
        if not sep:
            raise LessonBlockError("block lines are 'key: value'", line=line + offset)
        entries.append(
            (key.strip().lower(), TRAILING_COMMENT.sub("", value).strip(), line + offset)
        )
    return entries


def _with_options(variant: Variant, text: str, line: int) -> Variant:
    options: dict[str, object] = {}
    for item in text.split(","):
        key, sep, value = item.strip().partition("=")
        if not key:
            continue
        raw = value.strip().lower() if sep else "true"
        parsed: object = {"true": True, "yes": True, "false": False, "no": False}.get(raw, raw)
        if isinstance(parsed, str) and parsed.isdigit():
            parsed = int(parsed)
        options[key.strip()] = parsed
    try:
        return variant.replace(**options)
    except ValueError as error:
        raise LessonBlockError(str(error), line=line) from None


def _parse_won(text: str, variant: Variant, line: int) -> tuple[int, ...]:
    won = [0] * variant.players
    for token in text.split():
        seat_text, sep, count = token.partition(":")
        if not sep or not count.isdigit():
            raise LessonBlockError(f"{token!r}: write tricks taken as SEAT:N, like N:1", line=line)
        won[parse_seat(seat_text, variant, line)] += int(count)
    return tuple(won)


def _parse_call(text: str, variant: Variant, line: int) -> tuple[int, Action]:
    """A call as ``SEAT action``; a trailing mistake mark (``E order up?``) is read by
    ``_marked_calls``."""
    words = text.strip().removesuffix(MISTAKE_MARK).split()
    if len(words) < 2:
        raise LessonBlockError(
            f"{text.strip()!r}: write a call as 'SEAT action', like 'E pass'", line=line
        )
    seat = parse_seat(words[0], variant, line)
    try:
        action = Action.parse(" ".join(words[1:]))
    except EngineError as error:
        raise LessonBlockError(f"{text.strip()!r}: {error}", line=line) from None
    return seat, action


def _parse_calls(text: str, variant: Variant, line: int) -> list[tuple[int, Action]]:
    return [_parse_call(item, variant, line) for item in text.split(",") if item.strip()]


def _marked_calls(text: str) -> set[int]:
    """The indices of the calls a deal's ``calls:`` marks with ``?``: shown against the
    course's calling rules on purpose, with the reason in the text."""
    items = [item.strip() for item in text.split(",") if item.strip()]
    return {index for index, item in enumerate(items) if item.endswith(MISTAKE_MARK)}


def _making_call(calls: Sequence[tuple[int, Action]]) -> int:
    """The index of the call that made trump (the first that is not a pass)."""
    return next(
        (index for index, (_, action) in enumerate(calls) if not isinstance(action, Pass)), 0
    )


def _judge_calls(
    calls: Sequence[tuple[int, Action]],
    marked: set[int],
    problems: Sequence[tuple[int, str]],
    variant: Variant,
) -> list[str]:
    """The calls that break the course's calling rules without the mark, and the marked
    calls that break none, as plays are judged (``_judge_play``)."""
    broken = {index for index, _ in problems}
    # A call is reported as the rule words it (lessons/AUTHORING.md says how to mark it).
    messages = [problem for index, problem in problems if index not in marked]
    for index in sorted(marked - broken):
        seat, action = calls[index]
        messages.append(
            f"call {index + 1} ({seat_word(seat, variant)} {action}) is marked as a mistake "
            f"({MISTAKE_MARK}) but breaks none of the course's calling rules"
        )
    return messages


def _parse_plays(text: str, variant: Variant, line: int) -> tuple[Play, ...]:
    plays = []
    for token in text.split():
        seat_text, sep, card_text = token.partition(":")
        if not sep:
            raise LessonBlockError(f"{token!r}: write plays as SEAT:CARD, like N:QC", line=line)
        mistake = card_text.endswith(MISTAKE_MARK)
        card = parse_card_field(card_text.removesuffix(MISTAKE_MARK), variant, line)
        plays.append(Play(parse_seat(seat_text, variant, line), card, mistake=mistake))
    return tuple(plays)


def _push_call(deal: Deal, seat: int, action: Action, where: str, line: int) -> None:
    v = deal.variant
    if deal.to_act is None or deal.phase in (Phase.PLAY, Phase.OVER):
        raise LessonBlockError(f"{where}: the calling is over, no more calls", line=line)
    if deal.to_act != seat:
        raise LessonBlockError(
            f"{where}: {seat_word(seat, v)} cannot call now, it is "
            f"{seat_word(deal.to_act, v)}'s turn",
            line=line,
        )
    try:
        deal.push(action)
    except EngineError as error:
        raise LessonBlockError(
            f"{where}: {seat_word(seat, v)} cannot {action}: {error}", line=line
        ) from None


def _play_trick(
    deal: Deal,
    plays: Sequence[Play],
    where: str,
    line: int,
    judged: list[tuple[int, str]] | None = None,
) -> _TrickView:
    """Play a trick on ``deal``, raising for an impossible play; with ``judged``, each
    play is held to the model-play principles first (``_judge_play``)."""
    v = deal.variant
    trump = deal.trump
    before = len(deal.tricks)
    for play in plays:
        name = seat_word(play.seat, v)
        if deal.phase is not Phase.PLAY:
            raise LessonBlockError(f"{where}: the hand is over, {name} cannot play", line=line)
        if deal.to_act != play.seat:
            turn = deal.to_act
            raise LessonBlockError(
                f"{where}: {name} plays {play.card} out of turn, it is "
                f"{seat_word(turn, v) if turn is not None else 'nobody'}'s turn",
                line=line,
            )
        hand = deal.hand(play.seat)
        if play.card not in hand:
            raise LessonBlockError(
                f"{where}: {name} plays {play.card} but holds no {play.card}: "
                f"{where_is(deal, play.card)}",
                line=line,
            )
        legal = deal.legal_cards()
        if play.card not in legal:
            led_card = deal.trick[0].card
            led = effective_suit(led_card, trump)
            following = [c for c in hand if effective_suit(c, trump) is led]
            raise LessonBlockError(
                f"{where}: {name} plays {play.card} on the {led_card} lead but holds "
                f"{cards_text(following)} and must follow suit (a renege)",
                line=line,
            )
        if judged is not None:
            problem = _judge_play(deal, play, where)
            if problem is not None:
                judged.append((line, problem))
        deal.push(PlayAction(play.card))
    if len(deal.tricks) != before + 1 or deal.trick:
        raise LessonBlockError(
            f"{where}: a trick has {len(deal.active_seats)} cards here, not {len(plays)}",
            line=line,
        )
    trick = deal.tricks[-1]
    return _TrickView(trick.leader, trick.winner, trick.winning_card)


def _judge_play(deal: Deal, play: Play, where: str) -> str | None:
    """Why a shown play is no model play (None when it is one, or is marked as the
    mistake it is)."""
    name = seat_word(play.seat, deal.variant)
    broken = broken_principles(situation_before(deal, play.seat), play.card)
    if broken and not play.mistake:
        reasons = "; ".join(f"{principle}: {ADVICE[principle]}" for principle in broken)
        return (
            f"{where}: {name}'s {play.card} is no model play ({reasons}); play what a strong "
            f"player would, or mark it {play.card.code}{MISTAKE_MARK} and say why in the text"
        )
    if play.mistake and not broken:
        return (
            f"{where}: {name}'s {play.card} is marked as a mistake ({MISTAKE_MARK}) but breaks "
            f"none of {', '.join(PLAY_PRINCIPLES)}"
        )
    return None


@dataclass(frozen=True)
class _TrickView:
    leader: int
    winner: int
    winning_card: Card


def _not_in_play(deal: Deal, deal_id: str) -> str:
    if deal.phase is Phase.OVER:
        return f"deal {deal_id!r} is over: all its tricks have been played"
    turn = deal.to_act
    who = seat_word(turn, deal.variant) if turn is not None else "nobody"
    return (
        f"deal {deal_id!r}: the calling is not finished ({who} is to "
        f"{'discard' if deal.phase is Phase.DISCARD else 'call'}): complete its 'calls:'"
    )


def _moment(deal: Deal) -> str:
    if not deal.tricks:
        return "before the first trick"
    return f"after trick {len(deal.tricks)}"


def read_lesson_blocks(
    blocks: Sequence[tuple[str, str, int]], default_variant: str, path: Path | None
) -> tuple[list[LessonBlock], list[LessonBlockError], list[LessonBlockError]]:
    """Read every block; (blocks read, block errors, whole-lesson problems). The last are
    problems the page still renders with: the story's, and shown plays that are no model
    plays (``tutor.course.model_plays``).

    A block that fails is reported and left out; blocks that name a deal whose own block
    failed are skipped silently, so one mistake gives one message.
    """
    reader = LessonReader(default_variant, path)
    read: list[LessonBlock] = []
    errors: list[LessonBlockError] = []
    failed_deals: set[str] = set()
    for kind, text, line in blocks:
        names = re.findall(r"^\s*(?:deal|id)\s*:\s*(\S+)", text, re.MULTILINE)
        if any(name in failed_deals for name in names):
            continue
        try:
            read.append(reader.read(kind, text, line))
        except LessonBlockError as error:
            errors.append(LessonBlockError(error.detail, path=path, line=error.line))
            failed_deals.update(names)
    judged = [LessonBlockError(message, path=path, line=line) for line, message in reader.judged]
    return read, errors, sorted([*reader.story_problems, *judged], key=lambda p: p.line)
