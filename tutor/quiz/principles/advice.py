"""The advice a text may quote: rules-spec §4's recommendations in the learner's words, as
catalogue messages (English msgid, the course's Korean in tutor/translations)."""

from __future__ import annotations

from tutor.quiz.catalogue import say
from tutor.quiz.grading import N_

# -- the advice a text may quote --------------------------------------------------------------

# The recommendations of rules-spec §4 as a counter-example's banner quotes them ("The usual
# advice — ... — gives way here"): the spec's own words, said to the learner ("you" for
# "I"); the course's Korean is each message's msgstr. A banner quotes one of these and
# nothing else, so no "usual advice" is one the course made up
# (tests/quiz/test_banner_advice.py reads every bank's notes and principle sentences).
# Keyed by principle id; a second clause of the same row carries a suffix. The card-play
# rows are here for best-play's notes to quote.
ADVICE_MESSAGES: dict[str, str] = {
    # S0-1: "Lead a trump — normally my highest; if partner is the maker, lead my highest
    # trump even if it is only the 9", on lead when my side made trump. 9뿐이라도 also read
    # as "even holding only the 9": the 9 is the highest trump held.
    "S0-1": N_(
        "when your side made trump, lead a trump, normally your highest; if your partner is "
        "the maker, lead your highest trump even if it is only the 9"
    ),
    # S0-1's recommendation alone ("Lead a trump — normally my highest"), for three-hand,
    # where the maker plays alone and has no side or partner (rules-spec 2.4).
    "S0-1-lead": N_("lead a trump, normally your highest"),
    # S0-2: "Lead my highest non-trump card, preferably an off-suit ace", opponents made trump.
    "S0-2": N_("on defence, lead your highest non-trump card, preferably an off-suit ace"),
    # S0-3: "call if I hold ≥2 trumps ranked ace or higher in X (e.g. a bower + ace),
    # counting on partner for one trick".
    "S0-3": N_("call with two trumps ranked ace or higher, counting on your partner for one trick"),
    # S0-4: "Play my lowest legal card; overtrump only if a player still to act could beat
    # partner and I can stop it, or if following trump leaves no lower trump", partner
    # winning with a trump (its name: "Don't overtrump partner needlessly").
    "S0-4": N_(
        "when your partner is winning the trick with a trump, don't overtrump needlessly: "
        "play your lowest legal card"
    ),
    "S0-4-except": N_(
        "overtrump only if a player still to act could beat your partner and you can stop it, "
        "or if following trump leaves you no lower trump"
    ),
    # S0-5: "Discard (preferably a useless low card) rather than trump", partner's plain ace
    # winning and I am void in its suit.
    "S0-5": N_(
        "when your partner's ace is winning and you are void in its suit, discard (preferably "
        "a useless low card) rather than trump"
    ),
    # S0-6: "Play my lowest-ranked legal card", no legal card beats the winning card.
    "S0-6": N_(
        "when none of your legal cards beats the card winning the trick, play your "
        "lowest-ranked legal card"
    ),
    # S0-7: "failing to follow ⇒ certain void in that suit; spending a high trump that cannot
    # win ⇒ probably holds no lower trump".
    "S0-7": N_(
        "a player who fails to follow the led suit is certainly void in it; a player who "
        "spends a high trump that cannot win probably holds no lower trump"
    ),
    # Its first half alone, for an item that reads only a void (the expert review: quote
    # the half the item uses; the second is quoted where a spent high trump is read).
    "S0-7-void": N_("a player who fails to follow the led suit is certainly void in it"),
    # A-1: "When outstanding == 0 (or all are in partner's/known hands), my off-suit winners
    # are safe to cash" (its name: "Count trump"). "Outstanding" is every trump outside
    # your hand, the partner's too (the bracket's "or" needs it), so 다른 사람에게, not 상대에게;
    # 밖에 남은 read as the particle 밖에 after 세어.
    "A-1": N_(
        "count the trumps: when none is left outstanding (or all that are left are in your "
        "partner's or known hands), your off-suit winners are safe to cash"
    ),
    # A-2: "Lower the calling threshold for next(U) (e.g. 2 trumps incl. a bower plus an off
    # ace, or 3 trumps)", round two, eldest.
    "A-2": N_(
        "left of the dealer, lower the calling threshold for next (two trumps including a "
        "bower plus an off-suit ace, or three trumps)"
    ),
    # A-3: "Favour a suit of the opposite colour to U; minimal standard holding K-9 of that
    # suit plus an off ace", round two, the dealer's side.
    "A-3": N_(
        "on the dealer's side, favour a suit of the opposite colour; the minimal holding is "
        "K\u20119 of that suit plus an off-suit ace"
    ),
    # "first choice: discard a singleton to create a void".
    "A-4": N_("first choice: discard a singleton to create a void"),
    # A-5: "Avoid leading trump. Exception: I am seat 1, the dealer took up, and I hold 3
    # trumps → a middle trump lead is often best", on lead, opponents made trump.
    "A-5": N_("on defence, avoid leading trump"),
    "A-5-except": N_(
        "left of the dealer, when the dealer took up and you hold three trumps, a middle "
        "trump lead is often best"
    ),
    # "Prefer a green-suit ace", on lead early (before a round of trump) and considering
    # an ace of next(T) or of the turned-down suit.
    "A-6": N_(
        "early, before a round of trump, prefer a green-suit ace to an ace of trump's sister "
        "suit or of the turned-down suit"
    ),
    # "Prefer a lead that makes the strong hand play before my partner", defending.
    "A-7": N_("prefer a lead that makes the strong hand play before your partner"),
    # "Prefer leading the next suit", an opponent alone and my side to lead.
    # The Korean course says 자매 무늬 here and keeps 넥스트 for round two's suit
    # (lessons/ko-style.md), so the quote does not equate the two.
    "A-8": N_("against a loner, prefer leading the next suit (trump's sister suit)"),
    # A-9: "Consider going alone with the top three trumps (right, left, ace), or with any
    # four trumps; stay with partner when three tricks look safe but a march alone is
    # doubtful". "Any four trumps" is too loose for the engine (issue 30): without a side ace
    # four trumps lost by going alone (lessons/tables/alone-top-trumps.json, 20,000 deals:
    # with a bower +1.18 against +1.32 with partner, with no bower +0.37 against +0.85), so
    # the advice carries that caution. Four trumps stay its trigger (``checks.lone_hand``):
    # the second clause and ``checks.marches_alone`` rule which of them march.
    "A-9": N_(
        "consider going alone with the top three trumps (right, left, ace) or four trumps, "
        "though four trumps with no side ace seldom gain by it"
    ),
    "A-9-stay": N_(
        "stay with your partner when three tricks look safe but a march alone is doubtful"
    ),
    # A-10's name: "Play to the score".
    "A-10": N_("play to the score"),
    # A-11: "Count the turn-up as part of my hand and one discard as a free improvement;
    # with three trumps after pick-up, taking up is standard".
    "A-11": N_("count the turn-up as part of your hand and one discard as a free improvement"),
    "A-11-three": N_(
        # One verb for the dealer's call in a text (review 6: "after the pick-up, taking
        # up" in one sentence); the kinds whose button reads "Pick it up" say so
        # (``calls.A11_THREE``).
        "with three trumps counting the turn-up, taking up is standard"
    ),
    # The same clause where the dealer's button reads "Pick it up" (the standard kinds).
    "A-11-pick": N_("with three trumps counting the turn-up, picking up is standard"),
}


# Each advice as the catalogue message the quiz layer's texts quote, keyed as
# ``ADVICE_MESSAGES``: a text says it in a language with ``advice_in`` (the web with ``_``).
ADVICE: dict[str, str] = dict(ADVICE_MESSAGES)


def advice_in(advice: str, lang: str) -> str:
    """An ``ADVICE`` message's words in ``lang`` (the catalogue's msgstr)."""
    return say(lang, advice)
