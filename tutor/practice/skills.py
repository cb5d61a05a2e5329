"""Skills: the quiz themes a learner practises, with a name and the lesson section to reread.

A skill is a theme of the quiz banks (``left-bower``, ``lone-march``, ...). Each has a name
for people (translated through the catalogue) and the section of a lesson that teaches it,
named by the lesson's slug and its English heading; the section's position among the
lesson's ``##`` headings finds the same section in the Korean lesson.
"""

from __future__ import annotations

from dataclasses import dataclass

from tutor.web.text import _


def _l(message: str) -> str:
    """Marks a name for the catalogue; it is translated when shown."""
    return message


@dataclass(frozen=True)
class Skill:
    theme: str
    name: str  # English; shown through the catalogue
    lesson: str  # lesson slug
    heading: str  # the English "## " heading of the section to reread


def _skill(theme: str, name: str, lesson: str, heading: str) -> tuple[str, Skill]:
    return theme, Skill(theme, name, lesson, heading)


SKILLS: dict[str, Skill] = dict(
    [
        _skill(
            "32-card",
            _l("The 32-card trump order"),
            "trump-order",
            "Looking ahead: the joker and the 32-card deck",
        ),
        _skill(
            "avoid-short-suit-lead",
            _l("Not leading a short suit early"),
            "strategy-leading",
            "Beware of short suits early",
        ),
        _skill("bid-made", _l("Scoring a bid that is made"), "bid-euchre", "Scoring"),
        _skill("bid-set", _l("Scoring a bid that is set"), "bid-euchre", "Scoring"),
        _skill(
            "bid-win-rule", _l("Who may win at 32 in Bid Euchre"), "bid-euchre", "Who may win at 32"
        ),
        _skill("call-next", _l("Calling next"), "strategy-next", "Next: the same colour"),
        _skill(
            "cash-winners",
            _l("Cashing your winners"),
            "strategy-reading-cards",
            "Cash your winners",
        ),
        _skill(
            "card-holder",
            _l("Who holds the card, from the calls"),
            "strategy-reading-cards",
            "What a high trump tells you",
        ),
        _skill(
            "count-trumps", _l("Counting the trumps"), "strategy-reading-cards", "Count the trumps"
        ),
        _skill(
            "dealer-discard",
            _l("The dealer's discard"),
            "strategy-dealer",
            "Never discard a trump, keep aces",
        ),
        _skill(
            "dealer-partner-assists",
            _l("The dealer's partner assists"),
            "american-euchre",
            "The dealer's partner may assist",
        ),
        _skill(
            "dealer-pick-up",
            _l("Picking up as the dealer"),
            "strategy-dealer",
            "Count the turn-up as yours",
        ),
        _skill(
            "dont-overtrump-partner",
            _l("Not overtrumping your partner"),
            "strategy-partner",
            "Don't overtrump your partner",
        ),
        _skill(
            "cover-partner",
            _l("Overtrumping to cover your partner"),
            "strategy-partner",
            "When overtrumping is right",
        ),
        _skill(
            "dont-trump-partner-ace",
            _l("Not trumping your partner's ace"),
            "strategy-partner",
            "Don't trump your partner's ace",
        ),
        _skill(
            "effective-suit",
            _l("Which suit a card belongs to"),
            "trump-and-bowers",
            "The left bower is a trump for every purpose",
        ),
        _skill(
            "euchre",
            _l("Scoring a euchre"),
            "scoring",
            "Fewer than three: euchred, 2 to the defenders",
        ),
        _skill(
            "euchre-each-defender",
            _l("A euchre in three-hand: each defender scores"),
            "three-hand-euchre",
            "Scoring",
        ),
        _skill("follow-suit", _l("Following suit"), "following-suit", "The rule"),
        _skill("game-over", _l("When the game is over"), "winning-the-game", "First to ten"),
        _skill("go-alone", _l("When to go alone"), "strategy-calling", "When to go alone"),
        _skill(
            "stay-with-partner",
            _l("Playing with your partner instead of alone"),
            "strategy-calling",
            "When to go alone",
        ),
        _skill(
            "march-doubtful",
            _l("A lone march in doubt"),
            "strategy-calling",
            "When to go alone",
        ),
        _skill(
            "defend-alone",
            _l("When to defend alone"),
            "defending-alone",
            "When it is worth it",
        ),
        _skill(
            "defend-together",
            _l("Defending with your partner instead of alone"),
            "defending-alone",
            "When it is worth it",
        ),
        _skill(
            "lone-defence-costs",
            _l("When a failed lone defence costs more than it wins"),
            "defending-alone",
            "When it is worth it",
        ),
        _skill(
            "canadian-alone",
            _l("The Canadian loner: going alone"),
            "going-alone-options",
            "The Canadian loner",
        ),
        _skill(
            "canadian-pass",
            _l("The Canadian loner: passing instead of assisting"),
            "going-alone-options",
            "The Canadian loner",
        ),
        _skill(
            "highest-of-led-suit",
            _l("The highest card of the led suit wins"),
            "winning-a-trick",
            "Otherwise, the highest card of the led suit",
        ),
        _skill("joker", _l("The Benny (joker)"), "british-euchre", "The Benny is always a trump"),
        _skill(
            "lead-against-loner",
            _l("Leading against a loner"),
            "strategy-against-loner",
            "Lead trump's sister suit",
        ),
        _skill(
            "lead-off-ace-on-defence",
            _l("Leading an off-suit ace on defence"),
            "strategy-leading",
            "On defence: lead your best off-suit card",
        ),
        _skill(
            "lead-through-maker",
            _l("Leading through the maker"),
            "strategy-leading",
            "Leading through the strong hand",
        ),
        _skill(
            "lead-trump-as-maker",
            _l("Leading trump as the maker"),
            "strategy-leading",
            "Lead trump when your side made it",
        ),
        _skill("left-bower", _l("The left bower"), "trump-and-bowers", "The left bower"),
        _skill(
            "left-bower-led",
            _l("Following when the left bower is led"),
            "following-suit",
            "The left-bower traps",
        ),
        _skill(
            "left-bower-only-trump",
            _l("The left bower as your only trump"),
            "following-suit",
            "The left-bower traps",
        ),
        _skill(
            "lone-defender-euchre",
            _l("Scoring a lone defender's euchre"),
            "defending-alone",
            "Scoring a lone defence",
        ),
        _skill("lone-euchre", _l("Scoring a euchred loner"), "scoring", "A lone hand"),
        _skill("lone-hand", _l("Tricks in a lone hand"), "going-alone", "The partner sits out"),
        _skill(
            "lone-made", _l("Scoring a loner that makes three or four"), "scoring", "A lone hand"
        ),
        _skill("lone-march", _l("Scoring a lone march"), "scoring", "A lone hand"),
        _skill(
            "made",
            _l("Scoring three or four tricks"),
            "scoring",
            "Makers take three or four: 1 point",
        ),
        _skill("march", _l("Scoring a march"), "scoring", "All five: the march, 2 points"),
        _skill("march-three", _l("A march in three-hand"), "three-hand-euchre", "Scoring"),
        _skill(
            "no-trump-high",
            _l("No-trump high"),
            "bid-euchre",
            "Trump, no-trump high or no-trump low",
        ),
        _skill(
            "no-trump-lead-on-defence",
            _l("Not leading trump on defence"),
            "strategy-leading",
            "Don't lead trump on defence",
        ),
        _skill(
            "no-trump-low", _l("No-trump low"), "bid-euchre", "Trump, no-trump high or no-trump low"
        ),
        _skill(
            "off-suit-cannot-win",
            _l("Off-suit cards never win"),
            "winning-a-trick",
            "Off-suit cards never win",
        ),
        _skill("pass-weak", _l("Passing a weak hand"), "strategy-calling", "Too weak to call"),
        _skill(
            "alone-against-two",
            _l("Calling alone against two"),
            "three-hand-strategy",
            "Calling: the top trumps in your own hand",
        ),
        _skill(
            "few-high-trumps",
            _l("Low trumps are not tricks"),
            "three-hand-strategy",
            "Calling: the top trumps in your own hand",
        ),
        _skill(
            "round-two",
            _l("Naming a suit in round two"),
            "making-trump-round-two",
            "Naming another suit",
        ),
        _skill(
            "play-low-when-cannot-win",
            _l("Playing low when you cannot win"),
            "strategy-play-low",
            "Can't win? Play low",
        ),
        _skill(
            "play-to-score",
            _l("Calling to the score"),
            "strategy-score",
            "At 9: one point is all you need",
        ),
        _skill(
            "read-the-cards",
            _l("Reading the cards"),
            "strategy-reading-cards",
            "Watch who does not follow",
        ),
        _skill(
            "reverse-next",
            _l("Calling reverse next"),
            "strategy-next",
            "Reverse next: the other colour",
        ),
        _skill("right-bower", _l("The right bower"), "trump-and-bowers", "The right bower"),
        _skill(
            "short-of-two-high",
            _l("Passing trumps without two high ones"),
            "strategy-calling",
            "Too weak to call",
        ),
        _skill(
            "short-suit",
            _l("Discarding to make a short suit"),
            "strategy-dealer",
            "Never discard a trump, keep aces",
        ),
        _skill(
            "stick-the-dealer",
            _l("Stick the dealer"),
            "making-trump-round-two",
            "When everybody passes again",
        ),
        _skill(
            "three-hand-tie", _l("Ties at ten in three-hand"), "three-hand-euchre", "Ties at ten"
        ),
        # The theme's id stays (stored items, exports); it is three trumps or more, with the
        # turn-up counted.
        _skill(
            "three-trumps",
            _l("Picking up with three trumps or more"),
            "strategy-dealer",
            "Count the turn-up as yours",
        ),
        _skill(
            "top-three-trumps",
            _l("Going alone with the top trumps"),
            "strategy-calling",
            "When to go alone",
        ),
        _skill(
            "trump-beats-led-suit",
            _l("Trump beats the led suit"),
            "winning-a-trick",
            "Highest trump wins",
        ),
        _skill(
            "trump-or-discard",
            _l("Trumping or throwing off"),
            "strategy-play-low",
            "Trump cheaply, too",
        ),
        _skill(
            "trump-order",
            _l("The order of the trumps"),
            "trump-order",
            "The trump suit, highest first",
        ),
        _skill(
            "trumps-held",
            _l("The trumps a call shows"),
            "strategy-calling",
            "Two high trumps",
        ),
        _skill(
            "two-high-trumps",
            _l("Calling with two high trumps"),
            "strategy-calling",
            "Two high trumps",
        ),
        _skill(
            "void",
            _l("Playing anything when you are void"),
            "following-suit",
            "When you cannot follow",
        ),
        _skill(
            "void-in-left-bower-suit",
            _l("Void in the left bower's printed suit"),
            "following-suit",
            "The left-bower traps",
        ),
        _skill(
            "caller-takes-turn-up",
            _l("British calling: the turn-up is yours if you order it"),
            "british-euchre",
            "Who takes the turn-up? Tables differ",
        ),
        _skill(
            "partner-must-go-alone",
            _l("British calling: opposite the dealer, alone or pass"),
            "british-euchre",
            "Calling: the dealer's partner must go alone",
        ),
        _skill(
            "take-turned-down",
            _l("British round two: the caller takes the turned-down card"),
            "british-euchre",
            "Who takes the turn-up? Tables differ",
        ),
        _skill(
            "benny-up",
            _l("The Benny turned up: trump named blind"),
            "british-euchre",
            "Deal, turn-up and the Benny turned up",
        ),
        _skill(
            "no-third-trick",
            _l("Three-hand: passing two high trumps without a third trick"),
            "three-hand-strategy",
            "Calling: the top trumps in your own hand",
        ),
        _skill(
            "dealer-turn-down",
            _l("Turning it down as the dealer"),
            "strategy-dealer",
            "Count the turn-up as yours",
        ),
        _skill("win-by-two", _l("Winning by two"), "winning-the-game", "Win by two"),
        _skill("win-cheaply", _l("Winning cheaply"), "strategy-play-low", "Can win? Win cheaply"),
        _skill(
            "all-pass",
            _l("When everybody passes"),
            "making-trump-round-two",
            "When everybody passes again",
        ),
        _skill(
            "bid-dealer-equal",
            _l("The dealer's equal bid in Bid Euchre"),
            "bid-euchre",
            "The auction",
        ),
        _skill(
            "bid-forced", _l("The dealer's forced bid in Bid Euchre"), "bid-euchre", "The auction"
        ),
        # Bid Euchre's bidding kinds (bid-auction, bid-amount, bid-declare).
        _skill("dealer-equal", _l("The dealer takes at an equal bid"), "bid-euchre", "The auction"),
        _skill("higher-bid", _l("Bidding above the high bid"), "bid-euchre", "The auction"),
        _skill(
            "forced-bid", _l("The dealer must bid after three passes"), "bid-euchre", "The auction"
        ),
        _skill("dealer-may-pass", _l("When the dealer may pass"), "bid-euchre", "The auction"),
        _skill("declarer", _l("Who declares in Bid Euchre"), "bid-euchre", "The auction"),
        _skill(
            "lowest-bid",
            _l("Bid no more than you must"),
            "bid-euchre-bidding",
            "Count sure tricks, then add partner",
        ),
        _skill(
            "outbid",
            _l("Bid higher to keep the others out"),
            "bid-euchre-bidding",
            "Count sure tricks, then add partner",
        ),
        _skill(
            "pass",
            _l("Pass a hand that would be set"),
            "bid-euchre-bidding",
            "Count sure tricks, then add partner",
        ),
        _skill(
            "trump-long-suit",
            _l("Trump: a long suit with a bower"),
            "bid-euchre-bidding",
            "Choosing trump",
        ),
        _skill("other-suit", _l("Choosing the trump suit"), "bid-euchre-bidding", "Choosing trump"),
        _skill(
            "defend-alone", _l("Who may defend alone"), "defending-alone", "Who may defend alone"
        ),
        _skill(
            "discard-turnup",
            _l("The dealer keeps the turn-up"),
            "making-trump-round-one",
            "The dealer picks up and discards",
        ),
        _skill(
            "first-lead", _l("Who leads first"), "going-alone-options", "Who leads against a loner"
        ),
        _skill("kitty", _l("The cards left undealt"), "the-table", "The kitty and the turn-up"),
        _skill(
            "left-bower-on-its-suit",
            _l("The left bower on a lead of its printed suit"),
            "following-suit",
            "The left-bower traps",
        ),
        _skill(
            "left-bower-trap",
            _l("Following suit with the left bower"),
            "following-suit",
            "The left-bower traps",
        ),
        _skill("loner-worth", _l("What a loner is worth at the score"), "going-alone", "The score"),
        _skill("overruff", _l("Overtrumping"), "winning-a-trick", "Highest trump wins"),
        _skill(
            "pass-round-two",
            _l("Passing in round two"),
            "making-trump-round-two",
            "Naming another suit",
        ),
        _skill(
            "renege-penalty", _l("The penalty for a renege"), "at-the-table", "Claiming a renege"
        ),
        _skill("score-after", _l("The score after a hand"), "scoring", "A lone hand"),
        _skill("sits-out", _l("Who sits out"), "going-alone", "The partner sits out"),
        _skill("spot-renege", _l("Spotting a renege"), "reneging", "What counts as a renege"),
        _skill("target", _l("The game's target"), "winning-the-game", "Other targets"),
        _skill(
            "trump-count",
            _l("How many trumps there are"),
            "trump-order",
            "Seven, five, six and six",
        ),
        _skill("trumps-out", _l("Trumps still out"), "strategy-reading-cards", "Count the trumps"),
        _skill(
            "turnup-taker",
            _l("Who takes the turn-up"),
            "making-trump-round-one",
            "The dealer picks up and discards",
        ),
        _skill(
            "void-in-suit",
            _l("Who has shown out of a suit"),
            "strategy-reading-cards",
            "Watch who does not follow",
        ),
        _skill(
            "where-is-card",
            _l("Where a card went"),
            "strategy-reading-cards",
            "Watch who does not follow",
        ),
        # The rule questions (issue 30): what the rules in play allow and score.
        _skill(
            "canadian-loner",
            _l("The Canadian loner's rule"),
            "going-alone-options",
            "The Canadian loner",
        ),
        _skill(
            "round-one-calls",
            _l("What the Canadian loner allows"),
            "going-alone-options",
            "The Canadian loner",
        ),
        _skill(
            "round-two-partner",
            _l("Round two under the Canadian loner"),
            "going-alone-options",
            "The Canadian loner",
        ),
        _skill(
            "hand-points",
            _l("Scoring a hand under the rules in play"),
            "scoring",
            "A lone hand",
        ),
        _skill(
            "stuck-may-pass",
            _l("Who is stuck when everybody passes"),
            "making-trump-round-two",
            "When everybody passes again",
        ),
        _skill(
            "stuck-barred-suit",
            _l("The turned-down suit cannot be named"),
            "making-trump-round-two",
            "Turning the card down",
        ),
        _skill(
            "most-trumps-suit",
            _l("Counting trumps suit by suit, the left bower included"),
            "trump-and-bowers",
            "The left bower is a trump for every purpose",
        ),
        _skill(
            "higher-trumps-suit",
            _l("Which suit's trumps are higher"),
            "trump-order",
            "The trump suit, highest first",
        ),
        _skill(
            "make-wins-game",
            _l("When one hand ends the game"),
            "strategy-score",
            "At 9: one point is all you need",
        ),
        _skill(
            "loner-adds",
            _l("What going alone adds at the score"),
            "strategy-score",
            "At 8: no loner",
        ),
        _skill(
            "partner-may-take",
            _l("The partner taking over a lone hand"),
            "going-alone",
            "The partner sits out",
        ),
        _skill(
            "partner-alone-sits-out",
            _l("Who sits out when the partner takes over"),
            "going-alone",
            "The partner sits out",
        ),
        _skill(
            "tricks-to-make",
            _l("The tricks the makers need"),
            "scoring",
            "Makers take three or four: 1 point",
        ),
        _skill(
            "in-the-pack",
            _l("Which cards are in the pack"),
            "the-table",
            "The 24-card deck",
        ),
        _skill(
            "after-deal",
            _l("Misdeals"),
            "at-the-table",
            "Misdeals",
        ),
    ]
)


def skill_name(theme: str) -> str:
    """The skill's name in the request's language; an unknown theme shows as written."""
    skill = SKILLS.get(theme)
    return _(skill.name) if skill is not None else theme.replace("-", " ")
