"""The advice a text may quote: rules-spec §4's recommendations in the learner's words, English
and Korean."""

from __future__ import annotations

# -- the advice a text may quote --------------------------------------------------------------

# The recommendations of rules-spec §4 as a counter-example's banner quotes them ("The usual
# advice — ... — gives way here"): the spec's own words, said to the learner ("you" for
# "I"), with the course's Korean. A banner quotes one of these and nothing else, so no
# "usual advice" is one the course made up (tests/quiz/test_banner_advice.py reads every
# bank's notes and principle sentences). Keyed by principle id; a second clause of the same
# row carries a suffix. The card-play rows are here for best-play's notes to quote.
ADVICE: dict[str, tuple[str, str]] = {
    # S0-1: "Lead a trump — normally my highest; if partner is the maker, lead my highest
    # trump even if it is only the 9", on lead when my side made trump. 9뿐이라도 also read
    # as "even holding only the 9": the 9 is the highest trump held.
    "S0-1": (
        "when your side made trump, lead a trump, normally your highest; if your partner is "
        "the maker, lead your highest trump even if it is only the 9",
        "우리 팀이 으뜸패를 정했으면 으뜸패를, 보통은 가장 높은 것을 리드하고, 파트너가 "
        "메이커면 가장 높은 으뜸패가 9라도 그 카드를 리드한다",
    ),
    # S0-1's recommendation alone ("Lead a trump — normally my highest"), for three-hand,
    # where the maker plays alone and has no side or partner (rules-spec 2.4).
    "S0-1-lead": (
        "lead a trump, normally your highest",
        "으뜸패를, 보통은 가장 높은 것을 리드한다",
    ),
    # S0-2: "Lead my highest non-trump card, preferably an off-suit ace", opponents made trump.
    "S0-2": (
        "on defence, lead your highest non-trump card, preferably an off-suit ace",
        "수비할 때는 으뜸패가 아닌 카드 가운데 가장 높은 것을, 되도록 다른 무늬 에이스를 리드한다",
    ),
    # S0-3: "call if I hold ≥2 trumps ranked ace or higher in X (e.g. a bower + ace),
    # counting on partner for one trick".
    "S0-3": (
        "call with two trumps ranked ace or higher, counting on your partner for one trick",
        "에이스 이상의 으뜸패가 두 장이면 파트너가 한 트릭은 가져온다고 보고 부른다",
    ),
    # S0-4: "Play my lowest legal card; overtrump only if a player still to act could beat
    # partner and I can stop it, or if following trump leaves no lower trump", partner
    # winning with a trump (its name: "Don't overtrump partner needlessly").
    "S0-4": (
        "when your partner is winning the trick with a trump, don't overtrump needlessly: "
        "play your lowest legal card",
        "파트너가 으뜸패로 트릭을 이기고 있으면 괜히 더 높은 으뜸패를 내지 말고 낼 수 있는 "
        "가장 낮은 카드를 낸다",
    ),
    "S0-4-except": (
        "overtrump only if a player still to act could beat your partner and you can stop it, "
        "or if following trump leaves you no lower trump",
        "아직 낼 사람이 파트너를 이길 수 있고 당신이 그것을 막을 수 있을 때, 또는 으뜸패를 "
        "따라 내야 하는데 더 낮은 으뜸패가 없을 때만 더 높은 으뜸패를 낸다",
    ),
    # S0-5: "Discard (preferably a useless low card) rather than trump", partner's plain ace
    # winning and I am void in its suit.
    "S0-5": (
        "when your partner's ace is winning and you are void in its suit, discard (preferably "
        "a useless low card) rather than trump",
        "파트너의 에이스가 이기고 있는데 그 무늬가 없으면 으뜸패로 자르지 말고 카드를 "
        "버린다(되도록 쓸모없는 낮은 카드)",
    ),
    # S0-6: "Play my lowest-ranked legal card", no legal card beats the winning card.
    "S0-6": (
        "when none of your legal cards beats the card winning the trick, play your "
        "lowest-ranked legal card",
        "낼 수 있는 카드 가운데 지금 이기고 있는 카드를 이길 것이 없으면 가장 낮은 카드를 낸다",
    ),
    # S0-7: "failing to follow ⇒ certain void in that suit; spending a high trump that cannot
    # win ⇒ probably holds no lower trump".
    "S0-7": (
        "a player who fails to follow the led suit is certainly void in it; a player who "
        "spends a high trump that cannot win probably holds no lower trump",
        "리드된 무늬를 따라 내지 못한 사람은 그 무늬가 확실히 없고, 이길 수 없는 높은 "
        "으뜸패를 쓴 사람은 아마 더 낮은 으뜸패가 없다",
    ),
    # Its first half alone, for an item that reads only a void (the expert review: quote
    # the half the item uses; the second is quoted where a spent high trump is read).
    "S0-7-void": (
        "a player who fails to follow the led suit is certainly void in it",
        "리드된 무늬를 따라 내지 못한 사람은 그 무늬가 확실히 없다",
    ),
    # A-1: "When outstanding == 0 (or all are in partner's/known hands), my off-suit winners
    # are safe to cash" (its name: "Count trump"). "Outstanding" is every trump outside
    # your hand, the partner's too (the bracket's "or" needs it), so 다른 사람에게, not 상대에게;
    # 밖에 남은 read as the particle 밖에 after 세어.
    "A-1": (
        "count the trumps: when none is left outstanding (or all that are left are in your "
        "partner's or known hands), your off-suit winners are safe to cash",
        "으뜸패를 세어 보아 다른 사람에게 남은 으뜸패가 없으면(또는 남은 으뜸패가 모두 "
        "파트너에게 있거나 누구에게 있는지 알면) 다른 무늬의 이기는 카드를 안심하고 낸다",
    ),
    # A-2: "Lower the calling threshold for next(U) (e.g. 2 trumps incl. a bower plus an off
    # ace, or 3 trumps)", round two, eldest.
    "A-2": (
        "left of the dealer, lower the calling threshold for next (two trumps including a "
        "bower plus an off-suit ace, or three trumps)",
        "딜러 왼쪽 자리에서는 넥스트를 부르는 기준을 낮춘다(바우어가 낀 으뜸패 두 장과 다른 "
        "무늬 에이스, 또는 으뜸패 세 장)",
    ),
    # A-3: "Favour a suit of the opposite colour to U; minimal standard holding K-9 of that
    # suit plus an off ace", round two, the dealer's side.
    "A-3": (
        "on the dealer's side, favour a suit of the opposite colour; the minimal holding is "
        "K\u20119 of that suit plus an off-suit ace",
        "딜러 쪽 자리에서는 엎은 카드와 다른 색 무늬를 우선하고, 그 무늬의 K과 9에 다른 "
        "무늬 에이스만 있어도 부를 만하다",
    ),
    # "first choice: discard a singleton to create a void".
    "A-4": (
        "first choice: discard a singleton to create a void",
        "먼저 카드가 하나뿐인 무늬에서 그 카드를 버려 보이드를 만든다",
    ),
    # A-5: "Avoid leading trump. Exception: I am seat 1, the dealer took up, and I hold 3
    # trumps → a middle trump lead is often best", on lead, opponents made trump.
    "A-5": ("on defence, avoid leading trump", "수비할 때는 으뜸패 리드를 피한다"),
    "A-5-except": (
        "left of the dealer, when the dealer took up and you hold three trumps, a middle "
        "trump lead is often best",
        "딜러 왼쪽 자리에서 딜러가 테이크업했고 으뜸패가 세 장이면 중간 으뜸패를 리드하는 "
        "것이 좋을 때가 많다",
    ),
    # "Prefer a green-suit ace", on lead early (before a round of trump) and considering
    # an ace of next(T) or of the turned-down suit.
    "A-6": (
        "early, before a round of trump, prefer a green-suit ace to an ace of trump's sister "
        "suit or of the turned-down suit",
        "으뜸패가 한 바퀴 돌기 전에는 으뜸패의 자매 무늬나 엎은 카드의 무늬보다 다른 색 "
        "무늬 에이스를 리드한다",
    ),
    # "Prefer a lead that makes the strong hand play before my partner", defending.
    "A-7": (
        "prefer a lead that makes the strong hand play before your partner",
        "강한 손패를 쥔 쪽이 파트너보다 먼저 내도록 리드한다",
    ),
    # "Prefer leading the next suit", an opponent alone and my side to lead.
    # The Korean course says 자매 무늬 here and keeps 넥스트 for round two's suit
    # (lessons/ko-style.md), so the quote does not equate the two.
    "A-8": (
        "against a loner, prefer leading the next suit (trump's sister suit)",
        "혼자 하는 상대에게는 으뜸패의 자매 무늬를 먼저 리드한다",
    ),
    # A-9: "Consider going alone with the top three trumps (right, left, ace), or with any
    # four trumps; stay with partner when three tricks look safe but a march alone is
    # doubtful".
    "A-9": (
        "consider going alone with the top three trumps (right, left, ace), or with any four "
        "trumps",
        "가장 높은 으뜸패 세 장(라이트 바우어, 레프트 바우어, 에이스)이나 으뜸패 네 장이 있으면 "
        "혼자 하기를 생각한다",
    ),
    "A-9-stay": (
        "stay with your partner when three tricks look safe but a march alone is doubtful",
        "세 트릭은 안전해 보여도 혼자 전승하기가 불확실하면 파트너와 함께 한다",
    ),
    # A-10's name: "Play to the score".
    "A-10": ("play to the score", "점수를 보고 판단한다"),
    # A-11: "Count the turn-up as part of my hand and one discard as a free improvement;
    # with three trumps after pick-up, taking up is standard".
    "A-11": (
        "count the turn-up as part of your hand and one discard as a free improvement",
        "턴업을 손패로 세고, 버릴 한 장은 덤으로 손패를 고치는 기회로 본다",
    ),
    "A-11-three": (
        # One verb for the dealer's call in a text (review 6: "after the pick-up, taking
        # up" in one sentence); the kinds whose button reads "Pick it up" say so
        # (``calls.A11_THREE``).
        "with three trumps counting the turn-up, taking up is standard",
        "턴업을 더해 으뜸패가 세 장 이상이면 으레 테이크업한다",
    ),
    # The same clause where the dealer's button reads "Pick it up" (the standard kinds).
    "A-11-pick": (
        "with three trumps counting the turn-up, picking up is standard",
        "턴업을 더해 으뜸패가 세 장 이상이면 으레 테이크업한다",
    ),
}
