"""best-play principle sentences: what the quoted principle says about this position's
cards."""

from __future__ import annotations

from tutor.engine import (
    SUITS,
    Card,
    Rank,
    Suit,
    card_power,
    effective_suit,
    suit_name,
)
from tutor.quiz import principles
from tutor.quiz.kinds.best_play.counters import advice, soft_reads
from tutor.quiz.kinds.best_play.describe import (
    _name,
    _names,
    _opponents_words,
    _single_maker,
    _suits,
    _team_ko,
    _winner_text,
)
from tutor.quiz.kinds.best_play.facts import _boss_sentence
from tutor.quiz.kinds.best_play.themes import _loner_void, _next_suit, _off_ace, quoted_principle
from tutor.quiz.principles import Situation, short_suits
from tutor.quiz.words import (
    capital,
    card_josa,
    card_ko,
    cards_ko,
    cards_list,
    cards_text,
    josa,
    suit_en,
    suit_ko,
)


def _principle_sentences(
    principle: str | None, s: Situation, answer: Card, *, quote: bool = True
) -> tuple[str, str]:
    """The principle in the spec's words (``principles.ADVICE``), then what it means here
    with the position's own cards (no rule id). S0-6 is quoted only where none of your
    cards can win (``quoted_principle``); a card that takes the trick follows no §4 advice
    and its sentences say what the position and the deals show. With no principle at all,
    the answer is a winner safer than the cheapest (``_safer_winner_sentences``)."""
    if principle is None and s.on_lead:
        return _unquoted_lead_sentences(s, answer)
    if principle is None:
        return _safer_winner_sentences(s, answer)
    en, ko = _position_sentences(principle, s, answer, quote=quote)
    quoted = _quote(principle, s, answer) if quote else None
    if quoted is None:
        return en, ko
    return f"{quoted[0]} {en}", f"{quoted[1]} {ko}"


def _quote(principle: str, s: Situation, answer: Card) -> tuple[str, str] | None:
    """The sentence quoting the principle the answer follows, in the spec's words."""
    if quoted_principle(s, principle) is None or principle not in principles.ADVICE:
        return None
    en, ko = advice(s, principle)
    if principle == "S0-4" and s.beats_winner(answer):
        except_en, except_ko = principles.ADVICE["S0-4-except"]
        return (
            f"The usual advice — {en} — gives way here to the rest of it: {except_en}.",
            f"보통은 '{ko}'는 원칙을 따르지만, 여기서는 같은 원칙의 뒷부분인 '{except_ko}'가 "
            "우선합니다.",
        )
    p = s.position
    bid = p.variant.is_bid
    if principle == "S0-1" and bid:
        # Bid Euchre says the bidders, not the maker: the recommendation, said of them.
        lead_en, lead_ko = principles.ADVICE["S0-1-lead"]
        return (
            f"The usual advice — {lead_en} — is for the side that made trump: here that is "
            "your side, which won the bid.",
            f"'{lead_ko}'는 원칙은 으뜸패를 정한 쪽에 해당합니다. 여기서는 계약을 따낸 "
            "우리 팀이 그쪽입니다.",
        )
    if principle == "S0-1" and p.players == 3:
        # The three-hand maker has no side: the recommendation, said of the maker alone.
        lead_en, lead_ko = principles.ADVICE["S0-1-lead"]
        return (
            f"The usual advice — {lead_en} — is for the side that made trump: here that is "
            "you, the maker, alone against the other two.",
            f"'{lead_ko}'는 원칙은 으뜸패를 정한 쪽에 해당합니다. 여기서는 다른 두 사람을 "
            "상대로 혼자 하는 메이커인 당신이 그쪽입니다.",
        )
    sister = p.trump.sister if p.trump is not None else None
    if principle == "A-8" and sister is not None and not _next_suit(s, answer):
        held = [c for c in s.legal if _next_suit(s, c)]
        if held:
            return (
                f"The usual advice — {en} — gives way here: the deals favour {answer} over "
                f"your {cards_list(held)}.",
                f"보통은 '{ko}'는 원칙을 따르지만, 여기서는 여러 배치를 계산해 보면 "
                f"{cards_ko(held)}보다 {josa(card_ko(answer), '이')} 낫습니다.",
            )
        return (
            f"The usual advice — {en} — cannot be followed here: you hold no {suit_en(sister)}.",
            f"'{ko}'는 원칙이 있지만, 당신에게는 {josa(suit_ko(sister), '이')} 없습니다.",
        )
    return (f"The usual advice — {en} — fits here.", f"'{ko}'는 원칙이 여기에 해당합니다.")


def _unquoted_lead_sentences(s: Situation, answer: Card) -> tuple[str, str]:
    """A trap's lead that follows no §4 advice: a defender's trump lead (A-5's trap) or a
    side card against a loner a trick or more in (A-8's)."""
    if s.is_trump(answer):
        return _trump_lead_sentences(s, answer)
    return _loner_lead_sentences(s, answer)


def _loner_lead_sentences(s: Situation, answer: Card) -> tuple[str, str]:
    """What a side-card lead against a loner does, a trick or more in (a trap of A-8, whose
    note says why the next suit is not the question): the lone hand must trump it, or it
    is the highest of its suit left (``_boss_sentence`` or the last cards' sentence)."""
    p = s.position
    if p.maker is None or not _loner_void(s, answer):
        boss = _boss_sentence(s, answer, [])
        if boss is not None:
            return boss
        suit = effective_suit(answer, p.trump)
        if suit is None or not s.is_boss(answer):
            raise ValueError("a side-card lead against a loner that follows no principle")
        return (
            f"No {suit_name(suit, 'en')} left can beat your {answer}: only a trump can take it.",
            f"남은 {suit_ko(suit)} 가운데 {card_josa(answer, '을')} 이길 카드는 없으니, "
            "이기려면 으뜸패로 잘라야 합니다.",
        )
    # The note names the void; this says what a lead into it does.
    return (
        "A suit the lone hand cannot follow makes it trump or give the trick up.",
        "혼자 하는 사람이 따라 낼 수 없는 무늬를 리드하면, 그 사람은 으뜸패로 자르거나 "
        "트릭을 내줘야 합니다.",
    )


def _trump_lead_sentences(s: Situation, answer: Card) -> tuple[str, str]:
    """A defender's lead of the highest trump left that follows no §4 advice (a trap of
    A-5, whose note says why the rule does not apply): what the lead does."""
    if not s.is_trump(answer):
        raise ValueError("a lead that follows no principle is a trump lead here")
    return (
        f"Your {answer} is the highest trump left: it takes the trick, and each "
        "opponent who still holds a trump must follow with one.",
        f"{card_josa(answer, '은')} 아직 나오지 않은 으뜸패 가운데 가장 높으니 이 트릭을 "
        "가져오고, 으뜸패가 남아 있는 상대는 모두 으뜸패를 따라 내야 합니다.",
    )


def _safer_winner_sentences(s: Situation, answer: Card) -> tuple[str, str]:
    """A stronger winner than the cheapest: it makes the trick sure (the counter note says
    who could beat the cheaper one), which the deals value over keeping it."""
    held_en, held_ko = _winner_text(s)
    winners = sorted((c for c in s.legal if s.beats_winner(c)), key=s._power)
    a = str(answer)
    return (
        f"Your {cards_list(winners)} {'both' if len(winners) == 2 else 'all'} beat {held_en}. "
        f"The {a} makes the trick sure, and over the deals that is worth more than keeping "
        "it for a later trick.",
        f"{josa(cards_ko(winners), '이')} 모두 {josa(held_ko, '을')} 이깁니다. "
        f"{card_josa(answer, '으로')} 이기면 이 트릭은 확실히 가져오고, 여러 배치를 계산해 "
        f"보면 그 편이 {card_josa(answer, '을')} 나중 트릭을 위해 아끼는 것보다 낫습니다.",
    )


def _position_sentences(
    principle: str, s: Situation, answer: Card, *, quote: bool = True
) -> tuple[str, str]:
    """What the principle means here, with the position's own cards."""
    p = s.position
    a, ak = str(answer), card_ko(answer)
    if principle == "S0-1":
        partner_called = p.maker != s.seat and p.maker in s.side
        # "Even if it is small" only of a small trump that a trump still out beats: not of a
        # bower, the joker or the ace, nor of the 10 once every higher trump is gone.
        small = (
            answer.rank is not None
            and answer.rank < Rank.ACE
            and answer.rank is not Rank.JACK
            and any(s._power(c) > s._power(answer) for c in s.unseen_trumps())
        )
        extra_en = (
            f" Your partner called, so lead your highest trump, {a}"
            + (", even if it is small." if small else ".")
            if partner_called
            else ""
        )
        extra_ko = (
            f" 파트너가 불렀으니 {'작더라도 ' if small else ''}가장 높은 으뜸패인 "
            f"{josa(ak, '을')} 리드합니다."
            if partner_called
            else ""
        )
        # Three-hand: the maker plays alone, there is no side (rules-spec 2.4). The Korean
        # leaves out who made trump: the side sentence and the quote just said it.
        made_en = "You made trump" if p.players == 3 else "Your side made trump"
        return (
            f"{made_en} and the opponents may still hold trumps: a trump lead draws "
            f"them.{extra_en}",
            f"으뜸패를 리드해 상대에게 아직 남아 있을지 모르는 으뜸패를 뽑아냅니다.{extra_ko}",
        )
    makers_en, makers_ko = _opponents_words(s)
    if principle == "S0-2":
        return _highest_side_sentences(s, answer, makers_en, makers_ko)
    if principle in ("S0-4", "S0-5"):
        held_en, held_ko = _winner_text(s)
        spend = [c for c in s.legal if s.is_trump(c) and s.beats_winner(c)]
        spend_en = f" Playing the {spend[0]} would spend a trump for nothing." if spend else ""
        spend_ko = f" {card_josa(spend[0], '을')} 내면 으뜸패를 헛되이 씁니다." if spend else ""
        if principle == "S0-4" and s.beats_winner(answer):
            return _cover_sentences(s, answer, held_en, held_ko)
        if principle == "S0-4" and spend and principles.partner_safe(s) is None:
            # Partner's trump may still be beaten: never say it "already wins".
            return _threat_sentences(s, answer, spend, held_en, held_ko)
        if principle == "S0-4" and spend and s.led is not None and s.led is s.trump:
            # Partner led trump: every choice is a trump, so the point is which one to keep.
            safe_en, safe_ko = _safe_sentences(s)
            return (
                f"{capital(held_en)} already wins the trick: {safe_en}. You must follow with "
                f"a trump anyway: play {a} and keep the {spend[0]} for later.",
                f"{josa(held_ko, '이')} 이미 트릭을 이기고 있습니다. {safe_ko}. 어차피 으뜸패를 "
                f"내야 하니 {josa(ak, '을')} 내고 {card_josa(spend[0], '은')} 나중을 위해 "
                "아낍니다.",
            )
        if principle == "S0-4":
            safe_en, safe_ko = _safe_sentences(s)
            return (
                f"{capital(held_en)} already wins the trick: {safe_en}.{spend_en}",
                f"{josa(held_ko, '이')} 이미 트릭을 이기고 있습니다. {safe_ko}.{spend_ko}",
            )
        led = s.led or Suit.SPADES
        return (
            f"You have no {suit_en(led)}, but {held_en} is winning: let it ride and throw {a}.",
            f"당신에게 {josa(suit_ko(led), '이')} 없지만 "
            f"{josa(held_ko, '이')} 이기고 있으니 그대로 두고 {josa(ak, '을')} 버립니다.",
        )
    if principle == "S0-6":
        held_en, held_ko = _winner_text(s)
        winners = [c for c in s.legal if s.beats_winner(c)]
        who, over = _overtakers(s, answer)
        if len(winners) == 1 and who:
            who_en, who_ko = _names(who, s, "en"), _names(who, s, "ko")
            verb = "ruff" if s.is_trump(answer) and s.led is not s.trump else "play"
            verb_ko = (
                f"{card_josa(answer, '으로')} 자르고"
                if verb == "ruff"
                else f"{card_josa(answer, '을')} 내고"
            )
            return (
                f"Only {a} beats {held_en} so far: {verb} it, and make {who_en}, still to "
                f"play, overtake it if they can ({cards_list(over, joint='or')}).",
                f"지금까지 {josa(held_ko, '을')} 이기는 카드는 {ak}뿐입니다. "
                f"{verb_ko}, 아직 낼 {josa(who_ko, '이')} "
                f"이기려면 더 높은 카드({cards_ko(over)})를 쓰게 만듭니다.",
            )
        # Playing last, there is nobody still to play to speak of.
        last = not principles.still_to_play(s)
        if len(winners) == 1:
            after_en = "you play last" if last else "no opponent still to play can beat it"
            after_ko = (
                "당신이 마지막으로 내니" if last else "아직 낼 상대 중 이를 이길 사람이 없으니"
            )
            return (
                f"You can win this trick: {a} is your only card that beats {held_en}, and "
                f"{after_en}, so take it.",
                f"이 트릭은 이길 수 있습니다. {josa(held_ko, '을')} 이기는 카드는 "
                f"{ak}뿐이고 {after_ko} 가져옵니다.",
            )
        if winners and who:
            who_en, who_ko = _names(who, s, "en"), _names(who, s, "ko")
            stronger = [c for c in winners if c != answer]
            keep_en, keep_ko = cards_list(stronger), cards_ko(stronger)
            return (
                f"{a} is your weakest card that beats {held_en}. "
                f"{capital(who_en)}, still to play, may beat it "
                f"({_over_text(s, over, 'en')}); the {keep_en} would be safer on this trick, "
                "but the deals favour keeping "
                f"{'it' if len(stronger) == 1 else 'them'} for the tricks to come.",
                f"{josa(ak, '은')} {held_ko}보다 센 카드 가운데 가장 약한 카드입니다. "
                f"뒤에 낼 {josa(who_ko, '이')} 이 카드를 이길 수 있어"
                f"({_over_text(s, over, 'ko')}) 이 트릭만 보면 {josa(keep_ko, '이')} 더 "
                f"안전하지만, 여러 배치를 계산해 보면 {josa(keep_ko, '은')} 남은 트릭을 위해 "
                "아끼는 편이 낫습니다.",
            )
        if winners and answer in winners:
            # Several cards win and no opponent still to play can overtake: the cheapest one.
            stronger = [c for c in winners if c != answer]
            keep_en, keep_ko = cards_list(stronger), cards_ko(stronger)
            if last:
                return (
                    f"You can win this trick, and you play last: {a} is your weakest card "
                    f"that beats {held_en}, so win with it and keep the {keep_en} for the "
                    "tricks to come.",
                    # 이기다 once a sentence (review: four in two sentences).
                    f"이 트릭은 딸 수 있고, 당신이 마지막으로 냅니다. "
                    f"{held_ko}보다 센 카드 가운데 가장 약한 "
                    f"{card_josa(answer, '으로')} 트릭을 가져오고, {josa(keep_ko, '은')} 남은 "
                    "트릭을 위해 아낍니다.",
                )
            return (
                f"You can win this trick, and no opponent still to play can beat {a}: it is your "
                f"weakest card that beats {held_en}, so win with it and keep the {keep_en} "
                "for the tricks to come.",
                f"이 트릭은 딸 수 있고, 아직 낼 상대 가운데 {josa(ak, '을')} 이길 사람은 "
                f"없습니다. {held_ko}보다 센 카드 가운데 가장 약한 "
                f"{card_josa(answer, '으로')} 트릭을 가져오고, {josa(keep_ko, '은')} 남은 "
                "트릭을 위해 아낍니다.",
            )
        # S0-6's "lowest-ranked" card. Not "weakest": a king highest in its suit is still
        # the lowest beside an ace (review of 607/13); in no-trump low the ace is weakest.
        low_en, high_en = ("weakest", "stronger") if s.low else ("lowest", "higher")
        low_ko, high_ko = ("가장 약한", "더 강한") if s.low else ("가장 낮은", "더 높은")
        if winners:
            # A card would win, but giving the trick up scores more over the deals.
            return (
                f"You could win this trick ({cards_list(winners, joint='or')} beats "
                f"{held_en}), but over the deals winning it costs more than it brings: play "
                f"your {low_en} card, {a}, and keep the {high_en} ones for later tricks.",
                f"이길 카드({cards_ko(winners)})가 있지만, 여러 배치를 계산해 보면 이 트릭을 "
                f"이기는 쪽이 점수가 더 적습니다. {low_ko} 카드인 {josa(ak, '을')} 내고, "
                f"{high_ko} 카드는 나중 트릭을 위해 아낍니다.",
            )
        if s.trump is None and s.void_in_led():
            # A no-trump discard: "weakest" across suits is no reason; which card is kept is.
            return _no_trump_discard(s, answer, held_en, held_ko)
        weakest = [c for c in s.legal if s.low_key(c) == s.low_key(answer)]
        if len(weakest) > 1:
            tied = cards_text(weakest)
            return (
                f"None of your cards beats {held_en}: play any of your {low_en} cards ({tied}) "
                f"and keep the {high_en} ones for later tricks. Of these, the deals favour {a}.",
                f"{josa(held_ko, '을')} 이길 카드가 없으니 {low_ko} 카드({tied}) 중 하나를 내고 "
                f"{high_ko} 카드는 나중 트릭을 위해 아낍니다. "
                f"그중에서는 {josa(ak, '이')} 낫습니다.",
            )
        winning = s.winner_card
        if s.partner_winning and winning is not None and not _overtakers(s, winning)[0]:
            return (
                f"{capital(held_en)} already wins the trick: no opponent still to play can beat "
                f"it. Play your {low_en} card, {a}, and keep the {high_en} ones for later tricks.",
                f"{josa(held_ko, '이')} 이미 트릭을 이기고 있습니다. 아직 낼 상대 중 이를 이길 "
                f"사람이 없습니다. {low_ko} 카드인 {josa(ak, '을')} 내고, {high_ko} 카드는 나중 "
                "트릭을 위해 아낍니다.",
            )
        return (
            f"None of your cards beats {held_en}: play your {low_en} card, {a}, and keep the "
            f"{high_en} ones for later tricks.",
            f"{josa(held_ko, '을')} 이길 카드가 없으니 {low_ko} 카드인 {josa(ak, '을')} 내고, "
            f"{high_ko} 카드는 나중 트릭을 위해 아낍니다.",
        )
    suit = effective_suit(answer, p.trump) or Suit.SPADES
    if principle == "S0-7":
        return _read_sentences(s, answer, suit)
    if principle == "A-1":
        against_en, against_ko, have = "the opponents", "상대", "have"
        if p.alone and p.players == 4 and not s.makers:
            against_en, against_ko = _name(p.maker, s, "en"), _name(p.maker, s, "ko")
            have = "has"
        if not s.unseen_trumps():
            lone = p.players == 3 and s.makers
            why_en = "every trump is played or " + ("in your hand" if lone else "on your side")
            # One sentence, the reason and what follows (not '…있습니다. 그러니 …').
            why_ko = (
                "으뜸패는 모두 나왔거나 "
                + ("당신 손에 있으니" if lone else f"우리 {_team_ko(s)}에 있으니")
                + f" {against_ko}에게는 으뜸패가 없습니다"
            )
        else:
            why_en = f"{against_en} {have} shown out of trump"
            why_ko = f"{josa(against_ko, '은')} 으뜸패를 따라 내지 못했으니 으뜸패가 전혀 없습니다"
        return (
            f"Here {why_en}, so {against_en} {have} none. {a} is the highest "
            f"{suit_en(suit)[:-1]} left and nobody can trump it: cash it while you have the lead.",
            f"{why_ko}. {josa(ak, '은')} 남은 {suit_ko(suit)} 중 가장 높고 아무도 자를 수 "
            "없으니, 지금 리드합니다.",
        )
    if principle == "A-5":
        return (
            f"Lead {a}.",
            f"{josa(ak, '을')} 리드합니다.",
        )
    if principle == "A-6":
        short = sorted(short_suits(p), key=SUITS.index)
        # Trump's sister suit lost its jack to trump: five cards of 24, seven of 32.
        sister_size = (8 if p.variant.deck.low_ranks else 6) - 1
        turned_down = p.trump is not None and any(x is not p.trump.sister for x in short)
        if turned_down:
            why_en = (
                f"trump's sister suit has only {sister_size} cards and the turned-down suit "
                "lost a card"
            )
            why_ko = (
                f"으뜸패의 자매 무늬는 {sister_size}장뿐이고 딜러가 엎은 무늬는 한 장이 빠져 있어"
            )
        else:
            why_en = f"trump's sister suit has only {sister_size} cards"
            why_ko = f"으뜸패의 자매 무늬는 {sister_size}장뿐이라"
        # Opponents already shown out of a short suit decide it: a shown void, not odds.
        voids = p.voids()
        shown = [
            (c, [x for x in s.opponents() if c.suit in voids[x]])
            for c in s.legal
            if _off_ace(s, c) and c.suit in short and c != answer
        ]
        shown = [(c, who) for c, who in shown if who]
        if shown:
            ace, who = shown[0]
            suit_of = ace.suit or Suit.SPADES
            both = len(who) == len(s.opponents())
            who_en = "Both opponents have" if both else f"{capital(_names(who, s, 'en'))} has"
            who_ko = "두 상대 모두" if both else josa(_names(who, s, "ko"), "이")
            return (
                f"{who_en} shown out of {suit_en(suit_of)}, so your {ace} will be trumped by "
                f"any trump they hold. Lead {a}.",
                f"{who_ko} {josa(suit_ko(suit_of), '이')} 없음을 보였으니 {card_josa(ace, '은')} "
                f"으뜸패가 있는 상대에게 잘립니다. {josa(ak, '을')} 리드합니다.",
            )
        return (
            f"The short suits here are {_suits(short, 'en')}: {why_en}, so they are ruffed "
            f"more often. Lead {a}.",
            f"여기서 짧은 무늬는 {_suits(short, 'ko')}입니다. {why_ko}, 이런 무늬는 더 자주 "
            "잘립니다. "
            f"{josa(ak, '을')} 리드합니다.",
        )
    if principle == "A-7":
        # A counter-example's note already says A-5 gives way here: no second time.
        return _through_maker_sentences(s, answer, contrast=quote)
    maker_en, maker_ko = _name(p.maker, s, "en"), _name(p.maker, s, "ko")
    sister = p.trump.sister if p.trump is not None else None
    if sister is not None and effective_suit(answer, p.trump) is sister:
        side_en = f" ({suit_en(sister)}, trump's sister suit)"
        side_ko = f"으뜸패의 자매 무늬인 {suit_ko(sister)}에서 "
    else:
        side_en = side_ko = ""
    return (
        f"{capital(maker_en)} is playing alone: lead {a}{side_en}.",
        f"{josa(maker_ko, '이')} 혼자 하고 있습니다. {side_ko}{josa(ak, '을')} 리드합니다.",
    )


def _highest_side_sentences(
    s: Situation, answer: Card, makers_en: str, makers_ko: str
) -> tuple[str, str]:
    """S0-2's card as the position shows it: who may still beat it, and how. A higher card
    counts only where an opponent may hold it (not one every opponent has shown out of its
    suit, nor one only the partner can hold); an opponent who has shown out of the suit
    can only trump it, and the lead is then for making that player spend a trump."""
    a, ak = str(answer), card_ko(answer)
    p = s.position
    suit = effective_suit(answer, s.trump)
    voids = p.voids()
    following = [x for x in s.opponents() if suit not in voids[x]]
    higher = _higher_out(s, answer) if following else []
    if p.upcard_taken and p.upcard in higher and p.upcard_holder not in s.opponents():
        higher.remove(p.upcard)  # the turn-up is in a partner's hand
    trumping = s.trump is not None and s.trumps_against()
    # Opponents who have shown out of the suit and may still hold a trump.
    out = [x for x in s.opponents() if suit in voids[x] and p.trump not in voids[x]]
    mine_en = f"{a} is your highest card outside trump"
    stem_ko = f"{josa(ak, '은')} 당신 손패에서 으뜸패가 아닌 가장 높은 카드"
    mine_ko = f"{stem_ko}입니다."
    if out and trumping and suit is not None:
        one = len(out) == 1
        who_en, who_ko = _names(out, s, "en"), _names(out, s, "ko")
        if len(out) == 2:
            who_en, who_ko = "both opponents", "두 상대 모두"
        return (
            f"{mine_en}; {who_en} {'has' if one else 'have'} shown out of "
            f"{suit_en(suit)}, so only a trump can take it"
            + (f" (or the {cards_list(higher, joint='or')})." if higher else "."),
            f"{mine_ko} {who_ko if len(out) == 2 else josa(who_ko, '은')} "
            f"{josa(suit_ko(suit), '을')} 따라 내지 못했으니 "
            + (
                f"{josa(cards_ko(higher), '이나')} 으뜸패가 아니면 이 카드를 이길 수 없습니다."
                if higher
                else "으뜸패로만 이 카드를 이길 수 있습니다."
            ),
        )
    trumps_verb = "trumps" if _single_maker(s) else "trump"
    if higher:
        several = len(higher) > 1
        over_ko = (
            f"{cards_ko(higher)} 가운데 어느 것도 그 위에 나오지 않고"
            if several
            else f"{josa(cards_ko(higher), '이')} 그 위에 나오지 않고"
        )
        return (
            f"{mine_en}; it wins unless the {cards_list(higher, joint='or')} is played over it"
            + (f" or {makers_en} {trumps_verb} the suit." if trumping else "."),
            f"{mine_ko} {over_ko}"
            + (f" {josa(makers_ko, '이')} 그 무늬를 자르지도 않으면" if trumping else "")
            + " 트릭을 땁니다.",
        )
    if not trumping:
        return (
            f"{mine_en}, and no opponent can beat it.",
            f"{stem_ko}이고, 이 카드를 이길 수 있는 상대는 없습니다.",
        )
    return (
        f"{mine_en} and can take a trick before {makers_en} can trump that suit.",
        f"{stem_ko}이고, {josa(makers_ko, '이')} 그 무늬를 자르기 전에 트릭을 딸 수 있습니다.",
    )


def _higher_out(s: Situation, card: Card) -> list[Card]:
    """Unseen cards of ``card``'s suit that rank above it: a led king is no sure winner
    while the ace is out."""
    suit = effective_suit(card, s.trump)
    p = s.position

    def rank(c: Card) -> int:
        return card_power(c, s.trump, suit, low=s.low)

    return sorted(
        (
            c
            for c in s.unplayed_elsewhere
            if effective_suit(c, s.trump) is suit
            and rank(c) > rank(card)
            and not (c == p.upcard and not p.upcard_taken)
        ),
        key=rank,
        reverse=True,
    )


def _overtakers(s: Situation, card: Card) -> tuple[list[int], list[Card]]:
    """The opponents still to play to this trick who may beat ``card`` and the unseen cards
    that would: a card of the led suit from one who has not shown out of it, a trump from
    one who has not shown out of trump (a turn-up only from the player who took it)."""
    p = s.position
    voids = p.voids()
    cards = [c for c in s.unplayed_elsewhere if s._power(c) > s._power(card)]
    who: list[int] = []
    over: list[Card] = []
    for x in principles.still_to_play(s):
        if x in s.side:
            continue
        mine = []
        for c in cards:
            if c == p.upcard and (not p.upcard_taken or p.upcard_holder != x):
                continue
            if effective_suit(c, s.trump) in voids[x]:
                continue
            mine.append(c)
        if mine:
            who.append(x)
            over += [c for c in mine if c not in over]
    return who, sorted(over, key=s._power, reverse=True)


def _over_text(s: Situation, over: list[Card], lang: str) -> str:
    """The cards that may beat the answer, a taken turn-up named as known."""
    p = s.position
    up = p.upcard if p.upcard_taken and p.upcard in over else None
    rest = [c for c in over if c != up]
    if lang == "en":
        parts = [f"{_name(p.upcard_holder, s, 'en')} holds the {up} turn-up"] if up else []
        if rest:
            parts.append(f"the {cards_list(rest, joint='or')} is still out")
        return "; ".join(parts)
    parts_ko = (
        [f"{josa(_name(p.upcard_holder, s, 'ko'), '이')} 턴업 {card_josa(up, '을')} 가지고 있고"]
        if up
        else []
    )
    if rest:
        parts_ko.append(f"{josa(cards_ko(rest), '이')} 아직 나오지 않았습니다")
    text_ = " ".join(parts_ko)
    return text_[: -len("있고")] + "있습니다" if text_.endswith("있고") else text_


def _through_maker_sentences(
    s: Situation, answer: Card, *, contrast: bool = True
) -> tuple[str, str]:
    """A-7 with the cards still out: the maker, next to play, may take the trump led with a
    higher one, and the partner, playing after the maker, may hold one higher still."""
    p = s.position
    maker_en, maker_ko = _name(p.maker, s, "en"), _name(p.maker, s, "ko")
    takes, beats = principles.through_maker_trumps(s, answer)
    if not takes:
        raise ValueError("A-7: nothing the maker may hold is topped by a trump partner may hold")
    # The trumps the partner may beat the maker's with: no card known elsewhere (a turn-up
    # the maker or the other opponent holds, 602/24) is one the partner may hold.
    higher = sorted(beats, key=s._power, reverse=True)
    # The turn-up the partner took is no card "still out": it is known to be in that hand.
    up = p.upcard
    partners = (s.seat + 2) % 4
    known = up if up in higher and p.upcard_taken and p.upcard_holder == partners else None
    out = [c for c in higher if c != known]
    a = str(answer)
    a5_en, a5_ko = principles.ADVICE["A-5"]
    verb = "is" if len(out) == 1 else "are"
    held_en = f", and your partner holds the {known} turned up" if known is not None else ""
    out_en = f"the {cards_list(out)} {verb} still out{held_en}" if out else held_en[6:]
    # 턴업 is the card's name, and a hand 가지고 있다 (as the other turn-up sentences say).
    held_ko = f" 파트너는 턴업 {josa(card_ko(known), '을')} 가지고 있습니다." if known else ""
    out_ko = (
        f"파트너가 가졌을 수 있는 더 높은 으뜸패 {josa(cards_ko(out), '이')} 아직 나오지 "
        "않았습니다."
        if out
        else ""
    )
    en = (
        f"{capital(maker_en)} made trump and plays right after you: {maker_en} must play to "
        f"your {a} before your partner, who sees the maker's card and can beat it with a "
        f"higher trump ({out_en})."
    )
    ko = (
        f"{josa(maker_ko, '이')} 으뜸패를 정했고 당신 바로 다음 차례입니다. 으뜸패를 리드하면 "
        f"{josa(maker_ko, '이')} 파트너보다 먼저 {card_ko(answer)}에 카드를 내야 하고, "
        "파트너는 메이커의 카드를 보고 더 높은 으뜸패로 이길 수도 있습니다. "
        f"{' '.join(part for part in (out_ko, held_ko.strip()) if part)}"
    )
    if not contrast:
        return en, ko.rstrip()
    return (
        f"{en} Here, over the deals, this comes before the other advice — {a5_en}.",
        f"{ko} 여러 배치를 계산해 보면 여기서는 '{a5_ko}'는 원칙보다 이쪽이 낫습니다.",
    )


def _no_trump_discard(s: Situation, answer: Card, held_en: str, held_ko: str) -> tuple[str, str]:
    """No trump, no card of the led suit, nothing that wins: what the discard keeps."""
    led = s.led or Suit.SPADES
    kept = [c for c in s.legal if c != answer]
    bosses = [c for c in kept if s.is_boss(c)]
    a = str(answer)
    start_en = f"You have no {suit_en(led)} and none of your cards beats {held_en}"
    start_ko = f"{josa(suit_ko(led), '이')} 없고 {josa(held_ko, '을')} 이길 카드도 없습니다"
    if bosses and not s.is_boss(answer):
        boss = bosses[0]
        suit = effective_suit(boss, s.trump) or Suit.SPADES
        # No-trump low's boss is its suit's lowest card left: "strongest", never "highest".
        most_en, most_ko = ("strongest", "강해") if s.low else ("highest", "높아")
        return (
            f"{start_en}: throw {a} and keep the {boss}, the {most_en} {suit_en(suit)[:-1]} "
            "left, which can still win a later trick.",
            f"{start_ko}. {card_josa(answer, '을')} 버리고, 남은 {suit_ko(suit)} 중 가장 "
            f"{most_ko} 나중 트릭을 딸 수 있는 {card_josa(boss, '은')} 남겨 둡니다.",
        )
    return (
        f"{start_en}: throw {a} and keep {cards_list(kept)} for the tricks to come.",
        f"{start_ko}. {card_josa(answer, '을')} 버리고 {josa(cards_ko(kept), '은')} 남은 "
        "트릭을 위해 남겨 둡니다.",
    )


def _safe_sentences(s: Situation) -> tuple[str, str]:
    """Why nothing still to come can beat partner's winning trump (the read, not only the
    claim), as the player sees it (``principles.partner_safe``)."""
    p = s.position
    why = principles.partner_safe(s)
    if why == "last":
        return "you are the last to play", "당신이 이 트릭의 마지막 차례입니다"
    after = principles.still_to_play(s)
    who_en, who_ko = _names(after, s, "en"), _names(after, s, "ko")
    if why == "void":
        has = "has" if len(after) == 1 else "have"
        return (
            f"{who_en}, still to play, {has} shown out of trump",
            f"당신 다음에 낼 {josa(who_ko, '은')} 앞서 으뜸패를 따라 내지 못했으니 "
            "으뜸패가 없습니다",
        )
    winner = s.winner_card
    if winner is None or why != "none-out":
        raise ValueError("partner's trump may still be beaten")
    played = set(p.played())
    higher = sorted(
        (
            c
            for c in p.variant.cards()
            if s.is_trump(c) and c not in played and s.beats_winner(c) and c not in p.trick
        ),
        key=s._power,
        reverse=True,
    )
    if not higher:
        return "it is the highest trump left", "남은 으뜸패 가운데 가장 높습니다"
    mine = [c for c in higher if c in s.hand]
    gone = [c for c in higher if c in principles.out_of_play(s)]
    rest = [c for c in higher if c not in mine and c not in gone]
    parts_en: list[str] = []
    parts_ko: list[str] = []
    if mine:
        verb = "is" if len(mine) == 1 else "are"
        parts_en.append(f"the {cards_list(mine)} {verb} yours")
        parts_ko.append(f"{josa(cards_ko(mine), '은')} 당신 손에 있고")
    for c in gone:
        parts_en.append(f"the {c} turn-up is out of play")
        parts_ko.append(f"턴업 {card_josa(c, '은')} 이번 판에 쓰이지 않고")
    if rest:
        # A turn-up taken by a player who has already played to this trick.
        holder_en = _name(p.upcard_holder, s, "en")
        holder_ko = _name(p.upcard_holder, s, "ko")
        parts_en.append(f"the {cards_text(rest)} turn-up is with {holder_en}, who has played")
        parts_ko.append(f"턴업 {card_josa(rest[0], '은')} 이미 카드를 낸 {holder_ko}에게 있고")
    return (
        "no trump still to come beats it (" + " and ".join(parts_en) + ")",
        "더 높은 으뜸패는 나올 수 없습니다. " + _join_ko(parts_ko),
    )


def _join_ko(parts: list[str]) -> str:
    """Korean clauses ending in 고, the last one closed: "…에 있고 …쓰이지 않습니다"."""
    text_ = " ".join(parts)
    if text_.endswith("있고"):
        return text_[: -len("있고")] + "있습니다"
    return text_[: -len("않고")] + "않습니다"


def _threat_sentences(
    s: Situation, answer: Card, spend: list[Card], held_en: str, held_ko: str
) -> tuple[str, str]:
    """Partner is winning with a trump that a player still to act may beat, and the answer
    plays under it: say what the higher trump would do, never that partner "already wins"."""
    threats = principles.partner_threats(s)
    who = principles.overruffers(s)
    who_en, who_ko = _names(who, s, "en"), _names(who, s, "ko")
    best = max(spend, key=s._power)
    a = str(answer)
    if all(s._power(t) > s._power(best) for t in threats):
        one = len(threats) == 1
        verb = "is" if one else "are"
        it_en = "it" if one else "one of them"
        it_ko = "그 카드가" if one else "그중 하나가"
        return (
            f"The {cards_list(threats)} {verb} still out and {who_en} plays after you. If "
            f"{who_en} holds {it_en}, your {best} would lose to it anyway; if not, {held_en} "
            f"wins the trick as it is. Either way the {best} gains nothing here: play {a} and "
            f"keep the {best} for later.",
            f"{josa(cards_ko(threats), '이')} 아직 나오지 않았고 {josa(who_ko, '이')} 당신 "
            f"다음에 냅니다. {who_ko}에게 {it_ko} 있으면 {card_ko(best)}도 어차피 지고, 없으면 "
            f"{josa(held_ko, '이')} 그대로 이깁니다. 어느 쪽이든 {card_josa(best, '을')} 내서 "
            f"얻는 것이 없으니 {card_josa(answer, '을')} 내고 {card_josa(best, '은')} 나중을 "
            "위해 아낍니다.",
        )
    return (
        f"{capital(held_en)} is winning, but {who_en}, still to play, may hold a higher trump "
        f"({cards_list(threats, joint='or')}). Over the deals, keeping your {best} for a "
        "later trick is "
        f"worth more than overtrumping with it: play {a}.",
        f"{josa(held_ko, '이')} 이기고 있지만 아직 낼 {who_ko}에게 더 높은 으뜸패"
        f"({cards_ko(threats)})가 있을 수 있습니다. 그래도 여러 배치를 풀어 보면 "
        f"{card_josa(best, '으로')} 덮기보다 나중 트릭을 위해 아끼는 편이 낫습니다. "
        f"{card_josa(answer, '을')} 내세요.",
    )


def _cover_sentences(s: Situation, answer: Card, held_en: str, held_ko: str) -> tuple[str, str]:
    """S0-4's exception: who may still beat partner's trump, and with what."""
    p = s.position
    threats = principles.partner_threats(s)
    who = principles.overruffers(s)
    # A turn-up the dealer took and still holds is no guess: say so.
    known = p.upcard if p.upcard_taken and p.upcard in threats else None
    maybe = [c for c in threats if c != known]
    who_en, who_ko = _names(who, s, "en"), _names(who, s, "ko")
    if known is not None:
        holder_en, holder_ko = _name(p.upcard_holder, s, "en"), _name(p.upcard_holder, s, "ko")
        threat_en = f"{holder_en}, still to play, holds the {known} turn-up" + (
            f" and may hold more ({cards_list(maybe)})" if maybe else ""
        )
        holds_ko = f"아직 카드를 내지 않은 {josa(holder_ko, '이')} 턴업 {card_josa(known, '을')}"
        threat_ko = (
            f"{holds_ko} 가지고 있고, 다른 으뜸패({cards_ko(maybe)})도 있을 수 있습니다."
            if maybe
            else f"{holds_ko} 가지고 있습니다."
        )
    else:
        higher = cards_list(maybe, joint="or")
        threat_en = f"{who_en}, still to play, may hold a higher trump ({higher})"
        threat_ko = (
            f"아직 카드를 내지 않은 {who_ko}에게 더 높은 으뜸패({cards_ko(maybe)})가 있을 수 "
            "있습니다."
        )
    return (
        f"{held_en[0].upper()}{held_en[1:]} is winning, but {threat_en}. Overtrump with "
        f"{answer}: no card left can beat it, so the trick stays yours.",
        f"{josa(held_ko, '이')} 이기고 있지만 {threat_ko} {card_josa(answer, '으로')} 덮으세요. "
        f"남은 카드 중 이보다 높은 카드가 없으니 트릭은 우리 {_team_ko(s)}이 가져갑니다.",
    )


def _read_sentences(s: Situation, answer: Card, suit: Suit) -> tuple[str, str]:
    """Read the cards: who has shown out of trump (a fact), who spent a high trump that
    could not win (probably their last), and so who could still trump the winner."""
    p = s.position
    trump = p.trump or Suit.SPADES
    voids = p.voids()
    opponents = s.opponents()
    out = [x for x in opponents if trump in voids[x]]
    spent = soft_reads(s)
    read = [x for x in opponents if x not in out and x in spent]
    left = [x for x in opponents if x not in out and x not in read]
    a, ak = str(answer), card_ko(answer)
    en = [f"Read the cards: {_names(out, s, 'en')} showed out of trump."]
    ko = [f"카드를 읽습니다. {josa(_names(out, s, 'ko'), '은')} 으뜸패를 따라 내지 못했습니다."]
    for x in read:
        card = spent[x]
        name_en, name_ko = _name(x, s, "en"), _name(x, s, "ko")
        en.append(
            f"{capital(name_en)} spent the {card} on a trump lead it could not win: most "
            "likely their last trump."
        )
        ko.append(
            f"{josa(name_ko, '은')} 이길 수 없는 으뜸패 리드에 {card_josa(card, '을')} 냈으니 "
            "아마 마지막 으뜸패였을 것입니다."
        )
    suit_word_en = suit_en(suit)[:-1]
    if left:
        # Not "cash": a card one opponent may still trump is no sure trick (expert review,
        # British 608/18).
        en.append(
            f"Only {_names(left, s, 'en')} could still trump {a}, the highest {suit_word_en} "
            "left: lead it now."
        )
        ko.append(
            f"남은 {suit_ko(suit)} 중 가장 높은 {josa(ak, '을')} 자를 수 있는 사람은 "
            f"{_names(left, s, 'ko')}뿐이니 지금 냅니다."
        )
    elif read:
        # Resting on a spent high trump (a soft read, S0-7): likely, not certain.
        en.append(
            f"Most likely nobody is left to trump {a}, the highest {suit_word_en} left: "
            "cash it now."
        )
        ko.append(
            f"남은 {suit_ko(suit)} 중 가장 높은 {josa(ak, '을')} 자를 사람은 아마 없을 "
            "것이니 지금 냅니다."
        )
    else:
        en.append(f"Nobody is left to trump {a}, the highest {suit_word_en} left: cash it now.")
        ko.append(
            f"남은 {suit_ko(suit)} 중 가장 높은 {josa(ak, '을')} 자를 사람이 없으니 지금 냅니다."
        )
    return " ".join(en), " ".join(ko)
